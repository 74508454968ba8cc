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


extern "C" __global__ void block_sum(const float *__restrict__ x, float *__restrict__ sums, const int N) {
  const int blockIdx_x = blockIdx.x;
  const int threadIdx_x = threadIdx.x;
  __shared__ __align__(16) float buf[256];
  const int32_t i = ((blockIdx_x * 256) + threadIdx_x);
  buf[threadIdx_x] = ((i < N) ? x[i] : 0.0f);
  __syncthreads();
  int32_t s;
  s = 128;
  while ((s > 0)) {
    if ((threadIdx_x < s)) {
      buf[threadIdx_x] = (buf[threadIdx_x] + buf[(s + threadIdx_x)]);
    }
    __syncthreads();
    s = (s >> 1);
  }
  if ((threadIdx_x == 0)) {
    sums[blockIdx_x] = buf[0];
  }
}

/* launch of block_sum (launch_block_sum below):
     grid  (((N + 255) >> 8)) blocks, x first
     block (256) threads
     shared memory per block: 1024 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_block_sum(const float *x, float *sums, const int N, cudaStream_t irc_stream) {
  const long irc_extents[] = {((N + 255) >> 8), 256};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0]), irc_block(irc_extents[1]);
  const size_t irc_shared_bytes = 0;
  ::block_sum<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(x, sums, N);
  return cudaGetLastError();
}
