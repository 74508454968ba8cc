# Stream compaction: each thread with a positive value appends it to `out`, at the slot that an
# atomicAdd on the counter hands it (the counter's old value); and the largest value by a
# compare-and-swap loop, as CUDA code builds an atomic the hardware does not have.
param N: i32 = 4096
kernel compact(a: f32[N], out: f32[N], count: i32[1]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  if i < N && a[i] > 0.0 {
    let slot = atomicAdd(count[0], 1)       # old = count[0]; count[0] = old + 1, as one step
    out[slot] = a[i]
  }
}

kernel largest(a: i32[N], best: i32[1]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  if i < N {
    var seen: i32 = best[0]
    var done: i32 = 0
    while done == 0 {
      if a[i] <= seen {
        done = 1
      } else {
        let old = atomicCAS(best[0], seen, a[i])     # a[i] where best[0] is still `seen`
        if old == seen {
          done = 1
        }
        seen = old
      }
    }
  }
}
