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


extern "C" __global__ void sgemm_1d_blocktiling(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, const int M, const int N, const int K) {
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  __shared__ __align__(16) float As[512];
  __shared__ __align__(16) float Bs[512];
  const int32_t threadCol = (threadIdx_x & 63);
  const int32_t threadRow = (threadIdx_x >> 6);
  const int32_t innerColA = (threadIdx_x & 7);
  const int32_t innerRowA = (threadIdx_x >> 3);
  const int32_t innerColB = (threadIdx_x & 63);
  const int32_t innerRowB = (threadIdx_x >> 6);
  float res[8];
  for (int32_t r = 0, r_end = r + 8; r < r_end; r++) {
    res[r] = 0.0f;
  }
  for (int32_t bk_n = 0, bk_n_end = bk_n + ((K + 7) >> 3); bk_n < bk_n_end; bk_n++) {
    const int32_t bk = (bk_n * 8);
    As[(innerColA + (innerRowA * 8))] = A[(((int64_t)((bk + innerColA))) + (((int64_t)(((blockIdx_y * 64) + innerRowA))) * ((int64_t)(K))))];
    Bs[(innerColB + (innerRowB * 64))] = B[((((int64_t)((bk + innerRowB))) * ((int64_t)(N))) + ((int64_t)(((blockIdx_x * 64) + innerColB))))];
    __syncthreads();
    for (int32_t dot_ = 0, dot__end = dot_ + 8; dot_ < dot__end; dot_++) {
      const float tmpB = Bs[((dot_ * 64) + threadCol)];
      for (int32_t r = 0, r_end = r + 8; r < r_end; r++) {
        res[r] = (res[r] + (As[((dot_ + (r * 8)) + (threadRow * 64))] * tmpB));
      }
    }
    __syncthreads();
  }
  for (int32_t r = 0, r_end = r + 8; r < r_end; r++) {
    const int32_t row = (((blockIdx_y * 64) + r) + (threadRow * 8));
    const int32_t col = ((blockIdx_x * 64) + threadCol);
    C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))] = ((0.5f * res[r]) + (3.0f * C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))]));
  }
}

/* launch of sgemm_1d_blocktiling (launch_sgemm_1d_blocktiling below):
     grid  ((N >> 6), (M >> 6)) blocks, x first
     block (512) threads
     shared memory per block: 4096 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_sgemm_1d_blocktiling(const float *A, const float *B, float *C, const int M, const int N, const int K, cudaStream_t irc_stream) {
  const long irc_extents[] = {(N >> 6), (M >> 6), 512};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2]);
  const size_t irc_shared_bytes = 0;
  ::sgemm_1d_blocktiling<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(A, B, C, M, N, K);
  return cudaGetLastError();
}
