# An atomic's old value is taken whole by a let or a var.
param N: i32 = 64
kernel k(a: i32[N], b: i32[N]) grid(1) block(64) {
  b[threadIdx.x] = atomicAdd(a[0], 1) + 1
}
# ERROR: atomic_old_value_in_expression.dsl:4:20: error: unknown function 'atomicAdd': 'atomicAdd' is CUDA's; irc writes it as a statement, `atomicAdd(hist[b], 1)`, or takes the element's old value whole into a let or a var: `let old = atomicAdd(count[0], 1)`
# ERROR:   b[threadIdx.x] = atomicAdd(a[0], 1) + 1
# ERROR:                    ^~~~~~~~~
