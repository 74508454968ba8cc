# a local array's size must be a constant or a size
param N: i32 = 256
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  local r: f32[threadIdx.x]
  r[0] = a[threadIdx.x]
}
# ERROR: kernel_local_not_size.dsl:4:16: error: 'threadIdx.x' is not known here: a local array's shape may use only sizes (N) and constants
# ERROR:   local r: f32[threadIdx.x]
# ERROR:                ^~~~~~~~~~~
