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


extern "C" __global__ void sgemm_naive(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, const int M, const int N, const int K) {
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  const int threadIdx_y = threadIdx.y;
  const int32_t x = ((blockIdx_x * 32) + threadIdx_x);
  const int32_t y = ((blockIdx_y * 32) + threadIdx_y);
  if (((x < M) && (y < N))) {
    float tmp;
    tmp = 0.0f;
    for (int32_t i = 0, i_end = i + K; i < i_end; i++) {
      tmp = (tmp + (A[(((int64_t)(i)) + (((int64_t)(x)) * ((int64_t)(K))))] * B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(y)))]));
    }
    C[((((int64_t)(x)) * ((int64_t)(N))) + ((int64_t)(y)))] = ((0.5f * tmp) + (3.0f * C[((((int64_t)(x)) * ((int64_t)(N))) + ((int64_t)(y)))]));
  }
}

/* launch of sgemm_naive (launch_sgemm_naive below):
     grid  (((M + 31) >> 5), ((N + 31) >> 5)) blocks, x first
     block (32, 32) threads
     shared memory per block: 0 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_sgemm_naive(const float *A, const float *B, float *C, const int M, const int N, const int K, cudaStream_t irc_stream) {
  const long irc_extents[] = {((M + 31) >> 5), ((N + 31) >> 5), 32, 32};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2], irc_extents[3]);
  const size_t irc_shared_bytes = 0;
  ::sgemm_naive<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(A, B, C, M, N, K);
  return cudaGetLastError();
}
