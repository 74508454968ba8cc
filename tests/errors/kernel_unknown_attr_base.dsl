# only the launch builtins have fields
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIndex.x] = 0
}
