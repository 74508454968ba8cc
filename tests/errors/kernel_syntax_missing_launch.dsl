# a kernel needs its launch: grid(...) block(...)
param N: i32 = 256
kernel scale(a: f32[N]) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_syntax_missing_launch.dsl:3:25: error: unexpected '{'; expected the kernel's launch, grid(...) block(...)
# ERROR: kernel scale(a: f32[N]) {
# ERROR:                         ^
