# sum(...) is for funcs; a kernel writes the loop
param N: i32 = 256
kernel total(a: f32[N], s: f32[1]) grid(1) block(1) {
  s[0] = sum(i in 0 .. N: a[i])
}
# ERROR: kernel_sum_in_kernel.dsl:4:10: error: sum(...) is for funcs; in a kernel write the loop
# ERROR:   s[0] = sum(i in 0 .. N: a[i])
# ERROR:          ^~~~~~~~~~~~~~~~~~~~~~
