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


extern "C" __global__ void C_gpu_naive(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, const int N) {
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  const int threadIdx_y = threadIdx.y;
  const int32_t C_i = ((blockIdx_y * 32) + threadIdx_y);
  if ((C_i < N)) {
    const int32_t C_j = ((blockIdx_x * 32) + threadIdx_x);
    if ((C_j < N)) {
      float C_k_acc[1];
      C_k_acc[0] = 0.0f;
      for (int32_t C_k = 0, C_k_end = C_k + N; C_k < C_k_end; C_k++) {
        C_k_acc[0] = (C_k_acc[0] + (A[((((int64_t)(C_i)) * ((int64_t)(N))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(N))))]));
      }
      C[((((int64_t)(C_i)) * ((int64_t)(N))) + ((int64_t)(C_j)))] = C_k_acc[0];
    }
  }
}

/* launch of C_gpu_naive (launch_C_gpu_naive below):
     grid  (((N + 31) >> 5), ((N + 31) >> 5)) blocks, x first
     block (32, 32) threads
     shared memory per block: 0 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_C_gpu_naive(const float *A, const float *B, float *C, const int N, cudaStream_t irc_stream) {
  const long irc_extents[] = {((N + 31) >> 5), ((N + 31) >> 5), 32, 32};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2], irc_extents[3]);
  const size_t irc_shared_bytes = 0;
  ::C_gpu_naive<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(A, B, C, N);
  return cudaGetLastError();
}
