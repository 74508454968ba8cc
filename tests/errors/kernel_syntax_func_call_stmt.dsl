# an expression on its own is not a statement
param N: i32 = 256
kernel scale(a: f32[N]) grid(N / 128) block(128) {
  sqrt(a[0])
}
# ERROR: kernel_syntax_func_call_stmt.dsl:4:3: error: 'sqrt(...)' is not a statement: its value must go somewhere (`v = sqrt(...)`); only atomicAdd, atomicMin, atomicMax, atomicExch, atomicCAS stand alone
# ERROR:   sqrt(a[0])
# ERROR:   ^~~~
