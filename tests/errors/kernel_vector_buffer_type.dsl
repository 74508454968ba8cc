# a buffer of vectors: buffers hold scalars, read 4 at a time with a[i : 4]
param N: i32 = 256
kernel copy(a: f32x4[N]) grid(N / 128) block(128) {
  a[threadIdx.x] = a[threadIdx.x]
}
# ERROR: kernel_vector_buffer_type.dsl:3:16: error: 'f32x4' is a vector type, which a kernel's let or var may hold; buffers and arrays hold scalars (a[i : 4] reads 4 of them as one f32x4)
# ERROR: kernel copy(a: f32x4[N]) grid(N / 128) block(128) {
# ERROR:                ^~~~~
