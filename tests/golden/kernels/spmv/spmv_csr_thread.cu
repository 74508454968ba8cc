#include <stdint.h>
#include <math.h>

#define IRC_FN __host__ __device__ __forceinline__
/* integer / and % round toward minus infinity; branch-free, so that loops using them vectorize */
#define IRC_DEFINE_INT(T, S) \
  IRC_FN T irc_div_##S(T a, T b) { T q = a / b; return q - (T)((q * b != a) & ((a < 0) != (b < 0))); } \
  IRC_FN T irc_mod_##S(T a, T b) { T r = a % b; return r + (T)((r != 0) & ((r < 0) != (b < 0))) * b; }
#define IRC_DEFINE_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { return a < b ? a : b; } \
  IRC_FN T irc_max_##S(T a, T b) { return a > b ? a : b; }
/* a NaN operand gives NaN, as numpy's minimum and maximum and the SIMT interpreter do;
   irc_minc / irc_maxc: the first operand is a constant, never NaN, and b > NaN is false */
#define IRC_DEFINE_FLOAT_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { T m = a < b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_max_##S(T a, T b) { T m = a > b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_minc_##S(T c, T b) { return c < b ? c : b; } \
  IRC_FN T irc_maxc_##S(T c, T b) { return c > b ? c : b; }
IRC_DEFINE_INT(int32_t, i32)
IRC_DEFINE_INT(int64_t, i64)
IRC_DEFINE_MINMAX(int32_t, i32)
IRC_DEFINE_MINMAX(int64_t, i64)
IRC_DEFINE_FLOAT_MINMAX(float, f32)
IRC_DEFINE_FLOAT_MINMAX(double, f64)


extern "C" __global__ void spmv_csr_thread(const float *__restrict__ data, const int32_t *__restrict__ col_index, const int32_t *__restrict__ row_ptr, const float *__restrict__ x, float *__restrict__ y, const int R, const int C, const int NNZ) {
  const int blockIdx_x = blockIdx.x;
  const int threadIdx_x = threadIdx.x;
  const int32_t row = ((blockIdx_x * 128) + threadIdx_x);
  if ((row < R)) {
    float dot_;
    dot_ = 0.0f;
    {
      const int32_t e_start = row_ptr[((int64_t)(row))];
      for (int32_t e = e_start, e_end = e + (row_ptr[((int64_t)((row + 1)))] - e_start); e < e_end; e++) {
        dot_ = (dot_ + (data[e] * x[col_index[e]]));
      }
    }
    y[row] = (y[row] + dot_);
  }
}

/* launch of spmv_csr_thread (launch_spmv_csr_thread below):
     grid  (((R + 127) >> 7)) blocks, x first
     block (128) threads
     shared memory per block: 0 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_spmv_csr_thread(const float *data, const int32_t *col_index, const int32_t *row_ptr, const float *x, float *y, const int R, const int C, const int NNZ, cudaStream_t irc_stream) {
  const long irc_extents[] = {((R + 127) >> 7), 128};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0]), irc_block(irc_extents[1]);
  const size_t irc_shared_bytes = 0;
  ::spmv_csr_thread<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(data, col_index, row_ptr, x, y, R, C, NNZ);
  return cudaGetLastError();
}
