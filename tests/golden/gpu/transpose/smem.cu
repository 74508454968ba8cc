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


extern "C" __global__ void t_smem(const float *__restrict__ a, float *__restrict__ t, const int M) {
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  const int threadIdx_y = threadIdx.y;
  __shared__ __align__(16) float a_shared[1024];
  const int32_t a_shared_min_0 = (blockIdx_x * 32);
  const int32_t a_shared_min_1 = (blockIdx_y * 32);
  a_shared[(threadIdx_x + (threadIdx_y * 32))] = ((((a_shared_min_0 + threadIdx_y) < M) && ((a_shared_min_1 + threadIdx_x) < M)) ? a[((((int64_t)((a_shared_min_0 + threadIdx_y))) * ((int64_t)(M))) + ((int64_t)((a_shared_min_1 + threadIdx_x))))] : 0.0f);
  __syncthreads();
  const int32_t t_i = ((blockIdx_y * 32) + threadIdx_y);
  if ((t_i < M)) {
    const int32_t t_j = ((blockIdx_x * 32) + threadIdx_x);
    if ((t_j < M)) {
      t[((((int64_t)(t_i)) * ((int64_t)(M))) + ((int64_t)(t_j)))] = a_shared[(((t_i + (t_j * 32)) - (a_shared_min_0 * 32)) - a_shared_min_1)];
    }
  }
}

/* launch of t_smem (launch_t_smem below):
     grid  (((M + 31) >> 5), ((M + 31) >> 5)) blocks, x first
     block (32, 32) threads
     shared memory per block: 4096 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_t_smem(const float *a, float *t, const int M, cudaStream_t irc_stream) {
  const long irc_extents[] = {((M + 31) >> 5), ((M + 31) >> 5), 32, 32};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2], irc_extents[3]);
  const size_t irc_shared_bytes = 0;
  ::t_smem<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(a, t, M);
  return cudaGetLastError();
}
