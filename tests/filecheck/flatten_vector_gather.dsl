# flatten, a buffer a vectorized loop gathers from (reads at an index computed from memory): indexed in i32 although K * K may pass 2**31, under a check where it is allocated that it does not (x86 gathers eight floats at i32 indices in one instruction, at i64 indices four).
# RUN: irc compile %s --schedule s --print-ir-after=flatten
# CHECK-LABEL: IR Dump After flatten
# CHECK:       assert i64(table.j.extent) * i64(table.i.extent) <= 2147483647, "buffer 'table' would hold more than 2**31 - 1 elements
# CHECK-NEXT:  allocate table: f32[0 .. table.j.extent * table.i.extent] {
# CHECK:       table[(table.j - table.j.min) * table.i.extent + (table.i - table.i.min)] =
# CHECK:       vectorized for out.x.v in 0 .. 8 {
# CHECK:       out[out.x] = table[(min(max(out.cse0, 0), K - 1) - table.j.min) * table.i.extent + (min(max(out.cse0 * 7, 0), K - 1) - table.i.min)]
# CHECK-NOT:   assert
param N: i32 = 16
param K: i32 = 64
input a: i32[N]
func table(j, i) = f32(j * 3 + i)
func out(x) = table(clamp(a(x), 0, K - 1), clamp(a(x) * 7, 0, K - 1))
output out[N]
schedule s { table.compute_root()
             out.vectorize(x, 8) }
