# a loop variable cannot be assigned
param N: i32 = 256
kernel loop(a: f32[N]) grid(1) block(1) {
  for i in 0 .. N {
    i = i + 1
  }
}
# ERROR: kernel_loop_var_assigned.dsl:5:5: error: 'i' is a loop variable and cannot be assigned; use a var of your own, or a while loop
# ERROR:     i = i + 1
# ERROR:     ^
