# a one-dimensional shared array is indexed by hand: padding it would move nothing.
param M: i32 = 64
kernel transpose_flat(a: f32[M * M], c: f32[M * M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[1024]
  tile[threadIdx.x * 32 + threadIdx.y] = a[(blockIdx.y * 32 + threadIdx.y) * M + blockIdx.x * 32 + threadIdx.x]
  sync
  c[(blockIdx.x * 32 + threadIdx.y) * M + blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y * 32 + threadIdx.x]
}
schedule padded { transpose_flat.pad(tile, 1) }
# ERROR: kernel_pad_one_dimensional.dsl:9:38: error: cannot pad 'tile' of kernel 'transpose_flat': it is one-dimensional (f32[1024]), indexed by hand, so padding its last dimension adds words at its end and moves no element the kernel indexes; declare it in rows and columns (indexed tile[r, c]) to pad its rows
# ERROR: schedule padded { transpose_flat.pad(tile, 1) }
# ERROR:                                      ^~~~
