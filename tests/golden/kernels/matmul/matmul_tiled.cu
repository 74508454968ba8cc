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
/* any divisor: x / 0 = x % 0 = 0 (as Halide), INT_MIN / -1 wraps to INT_MIN; never a trap */
#define IRC_DEFINE_INT_ANY(T, U, S) \
  IRC_FN T irc_divz_##S(T a, T b) { \
    T q = irc_div_##S(a, (b == 0) | (b == -1) ? (T)1 : b); \
    return b == 0 ? (T)0 : b == -1 ? (T)((U)0 - (U)a) : q; } \
  IRC_FN T irc_modz_##S(T a, T b) { return irc_mod_##S(a, (b == 0) | (b == -1) ? (T)1 : b); }
IRC_DEFINE_INT_ANY(int32_t, uint32_t, i32)
IRC_DEFINE_INT_ANY(int64_t, uint64_t, i64)


extern "C" __global__ void matmul_tiled(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, const int N, const int TILE) {
  extern __shared__ __align__(16) unsigned char irc_shared[];
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  const int threadIdx_y = threadIdx.y;
  float *As = (float *)(irc_shared + 0);
  float *Bs = (float *)(irc_shared + ((long)((TILE * TILE)) * sizeof(float) + 15) / 16 * 16);
  const int32_t row = ((blockIdx_y * TILE) + threadIdx_y);
  const int32_t col = ((blockIdx_x * TILE) + threadIdx_x);
  float acc;
  acc = 0.0f;
  for (int32_t ph = 0, ph_end = ph + irc_divz_i32(((N + TILE) - 1), TILE); ph < ph_end; ph++) {
    As[(threadIdx_x + (threadIdx_y * TILE))] = (((row < N) && (((ph * TILE) + threadIdx_x) < N)) ? A[(((int64_t)(((ph * TILE) + threadIdx_x))) + (((int64_t)(row)) * ((int64_t)(N))))] : 0.0f);
    Bs[(threadIdx_x + (threadIdx_y * TILE))] = (((((ph * TILE) + threadIdx_y) < N) && (col < N)) ? B[(((int64_t)(col)) + (((int64_t)(((ph * TILE) + threadIdx_y))) * ((int64_t)(N))))] : 0.0f);
    __syncthreads();
    for (int32_t k = 0, k_end = k + TILE; k < k_end; k++) {
      acc = (acc + (As[(k + (threadIdx_y * TILE))] * Bs[((k * TILE) + threadIdx_x)]));
    }
    __syncthreads();
  }
  if (((row < N) && (col < N))) {
    C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))] = acc;
  }
}

/* launch of matmul_tiled (launch_matmul_tiled below):
     grid  (irc_divz_i32(((N + TILE) - 1), TILE), irc_divz_i32(((N + TILE) - 1), TILE)) blocks, x first
     block (TILE, TILE) threads
     shared memory per block: 0 bytes static, ((long)((TILE * TILE)) * sizeof(float) + 15) / 16 * 16 + ((long)((TILE * TILE)) * sizeof(float) + 15) / 16 * 16 bytes dynamic */
extern "C" cudaError_t launch_matmul_tiled(const float *A, const float *B, float *C, const int N, const int TILE, cudaStream_t irc_stream) {
  const long irc_extents[] = {irc_divz_i32(((N + TILE) - 1), TILE), irc_divz_i32(((N + TILE) - 1), TILE), TILE, TILE};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2], irc_extents[3]);
  const size_t irc_shared_bytes = ((long)((TILE * TILE)) * sizeof(float) + 15) / 16 * 16 + ((long)((TILE * TILE)) * sizeof(float) + 15) / 16 * 16;
  ::matmul_tiled<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(A, B, C, N, TILE);
  return cudaGetLastError();
}
