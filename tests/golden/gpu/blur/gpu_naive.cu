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


extern "C" __global__ void blury_gpu_naive(const float *__restrict__ in, float *__restrict__ blury, const int W, const int H) {
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  const int threadIdx_y = threadIdx.y;
  const int32_t blury_y = ((blockIdx_y * 32) + threadIdx_y);
  if ((blury_y < H)) {
    const int32_t blury_x = ((blockIdx_x * 32) + threadIdx_x);
    if ((blury_x < W)) {
      blury[(((int64_t)(blury_x)) + (((int64_t)(blury_y)) * ((int64_t)(W))))] = ((((((in[(((int64_t)(irc_min_i32(irc_max_i32((blury_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((blury_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(blury_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((blury_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blury_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((blury_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f) + (((in[((((int64_t)(irc_min_i32(blury_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blury_x - 1), 0), (W - 1)))))] + in[(((int64_t)(irc_min_i32(blury_x, (W - 1)))) + (((int64_t)(irc_min_i32(blury_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blury_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blury_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f)) + (((in[((((int64_t)(irc_min_i32((blury_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blury_x - 1), 0), (W - 1)))))] + in[(((int64_t)(irc_min_i32(blury_x, (W - 1)))) + (((int64_t)(irc_min_i32((blury_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blury_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32((blury_y + 1), (H - 1)))) * ((int64_t)(W))))]) / 3.0f)) / 3.0f);
    }
  }
}

/* launch of blury_gpu_naive (launch_blury_gpu_naive below):
     grid  (((W + 31) >> 5), ((H + 31) >> 5)) blocks, x first
     block (32, 32) threads
     shared memory per block: 0 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_blury_gpu_naive(const float *in, float *blury, const int W, const int H, cudaStream_t irc_stream) {
  const long irc_extents[] = {((W + 31) >> 5), ((H + 31) >> 5), 32, 32};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2], irc_extents[3]);
  const size_t irc_shared_bytes = 0;
  ::blury_gpu_naive<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(in, blury, W, H);
  return cudaGetLastError();
}
