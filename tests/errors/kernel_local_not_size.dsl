# a local array's size must be a constant or a size
param N: i32 = 256
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  local r: f32[threadIdx.x]
  r[0] = a[threadIdx.x]
}
