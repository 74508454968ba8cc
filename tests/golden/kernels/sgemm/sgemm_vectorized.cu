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


extern "C" __global__ void sgemm_vectorized(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, const int M, const int N, const int K) {
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  __shared__ __align__(16) float As[1024];
  __shared__ __align__(16) float Bs[1024];
  const int32_t threadCol = (threadIdx_x & 15);
  const int32_t threadRow = (threadIdx_x >> 4);
  const int32_t innerRowA = (threadIdx_x >> 1);
  const int32_t innerColA = (threadIdx_x & 1);
  const int32_t innerRowB = (threadIdx_x >> 5);
  const int32_t innerColB = (threadIdx_x & 31);
  float res[64];
  float regM[8];
  float regN[8];
  for (int32_t i = 0, i_end = i + 64; i < i_end; i++) {
    res[i] = 0.0f;
  }
  for (int32_t bk_n = 0, bk_n_end = bk_n + ((K + 7) >> 3); bk_n < bk_n_end; bk_n++) {
    const int32_t bk = (bk_n * 8);
    const float4 tmp = (*reinterpret_cast<const float4 *>(&A[(((int64_t)((bk + (innerColA * 4)))) + (((int64_t)(((blockIdx_y * 128) + innerRowA))) * ((int64_t)(K))))]));
    As[((innerColA * 512) + innerRowA)] = tmp.x;
    As[(((innerColA * 512) + innerRowA) + 128)] = tmp.y;
    As[(((innerColA * 512) + innerRowA) + 256)] = tmp.z;
    As[(((innerColA * 512) + innerRowA) + 384)] = tmp.w;
    *reinterpret_cast<float4 *>(&Bs[((innerColB * 4) + (innerRowB * 128))]) = (*reinterpret_cast<const float4 *>(&B[((((int64_t)((bk + innerRowB))) * ((int64_t)(N))) + ((int64_t)(((blockIdx_x * 128) + (innerColB * 4)))))]));
    __syncthreads();
    for (int32_t dot_ = 0, dot__end = dot_ + 8; dot_ < dot__end; dot_++) {
      for (int32_t i = 0, i_end = i + 8; i < i_end; i++) {
        regM[i] = As[(((dot_ * 128) + i) + (threadRow * 8))];
      }
      for (int32_t i = 0, i_end = i + 8; i < i_end; i++) {
        regN[i] = Bs[(((dot_ * 128) + i) + (threadCol * 8))];
      }
      for (int32_t m = 0, m_end = m + 8; m < m_end; m++) {
        for (int32_t n = 0, n_end = n + 8; n < n_end; n++) {
          res[((m * 8) + n)] = (res[((m * 8) + n)] + (regM[m] * regN[n]));
        }
      }
    }
    __syncthreads();
  }
  for (int32_t m = 0, m_end = m + 8; m < m_end; m++) {
    for (int32_t n_n = 0, n_n_end = n_n + 2; n_n < n_n_end; n_n++) {
      const int32_t n = (n_n * 4);
      const int32_t row = (((blockIdx_y * 128) + m) + (threadRow * 8));
      const int32_t col = (((blockIdx_x * 128) + n) + (threadCol * 8));
      const float4 tmp = (*reinterpret_cast<const float4 *>(&C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))]));
      *reinterpret_cast<float4 *>(&C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))]) = make_float4(((0.5f * res[((m * 8) + n)]) + (3.0f * tmp.x)), ((0.5f * res[(((m * 8) + n) + 1)]) + (3.0f * tmp.y)), ((0.5f * res[(((m * 8) + n) + 2)]) + (3.0f * tmp.z)), ((0.5f * res[(((m * 8) + n) + 3)]) + (3.0f * tmp.w)));
    }
  }
}

/* launch of sgemm_vectorized (launch_sgemm_vectorized below):
     grid  ((N >> 7), (M >> 7)) blocks, x first
     block (256) threads
     shared memory per block: 8192 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_sgemm_vectorized(const float *A, const float *B, float *C, const int M, const int N, const int K, cudaStream_t irc_stream) {
  const long irc_extents[] = {(N >> 7), (M >> 7), 256};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2]);
  const size_t irc_shared_bytes = 0;
  ::sgemm_vectorized<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(A, B, C, M, N, K);
  return cudaGetLastError();
}
