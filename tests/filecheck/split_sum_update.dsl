# split: a sum whose variable is scheduled: the initial value over C.init.* loops, then the update over every loop, each split guarded.
# RUN: irc compile %s --schedule ksplit --print-ir-after=split
# CHECK-LABEL: IR Dump After split
# CHECK:       for C.init.i in C.i.min .. C.i.min + C.i.extent {
# CHECK-NEXT:    for C.init.j in C.j.min .. C.j.min + C.j.extent {
# CHECK-NEXT:      C[C.init.i, C.init.j] = 0.0f
# CHECK:       for C.ko in 0 .. (K + 7) / 8 {
# CHECK-NEXT:    for C.i in C.i.min .. C.i.min + C.i.extent {
# CHECK-NEXT:      for C.ki in 0 .. 8 {
# CHECK-NEXT:        let C.k = 0 + C.ko * 8 + C.ki
# CHECK-NEXT:        if C.k < 0 + K {
# CHECK-NEXT:          for C.j in C.j.min .. C.j.min + C.j.extent {
# CHECK-NEXT:            C[C.i, C.j] = C[C.i, C.j] + A[C.i, C.k] * B[C.k, C.j]
param N: i32 = 64
param K: i32 = 64
input A: f32[N, K]
input B: f32[K, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule ksplit { C.split(k, ko, ki, 8).reorder(ko, i, ki, j) }
