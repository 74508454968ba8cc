#include <stdint.h>
#include <math.h>

#define IRC_FN __device__ __forceinline__
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


extern "C" __global__ void matmul_tiled_nosync2(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, const int N, const int TILE) {
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
  for (int32_t ph = 0, ph_end = ph + irc_div_i32(((N + TILE) - 1), TILE); ph < ph_end; ph++) {
    As[(threadIdx_x + (threadIdx_y * TILE))] = (((row < N) && (((ph * TILE) + threadIdx_x) < N)) ? A[(((int64_t)(((ph * TILE) + threadIdx_x))) + (((int64_t)(row)) * ((int64_t)(N))))] : 0.0f);
    Bs[(threadIdx_x + (threadIdx_y * TILE))] = (((((ph * TILE) + threadIdx_y) < N) && (col < N)) ? B[(((int64_t)(col)) + (((int64_t)(((ph * TILE) + threadIdx_y))) * ((int64_t)(N))))] : 0.0f);
    __syncthreads();
    for (int32_t k = 0, k_end = k + TILE; k < k_end; k++) {
      acc = (acc + (As[(k + (threadIdx_y * TILE))] * Bs[((k * TILE) + threadIdx_x)]));
    }
  }
  if (((row < N) && (col < N))) {
    C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))] = acc;
  }
}
