#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef int int32_t;
typedef long int64_t;

#define IRC_FN static inline
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


__kernel void sgemm_shared(__global const float *restrict A, __global const float *restrict B, __global float *restrict C, const int M, const int N, const int K) {
  const int blockIdx_x = get_group_id(0);
  const int blockIdx_y = get_group_id(1);
  const int threadIdx_x = get_local_id(0);
  __local float As[1024] __attribute__((aligned(16)));
  __local float Bs[1024] __attribute__((aligned(16)));
  const int32_t threadCol = (threadIdx_x & 31);
  const int32_t threadRow = (threadIdx_x >> 5);
  const int32_t row = ((blockIdx_x * 32) + threadRow);
  const int32_t col = ((blockIdx_y * 32) + threadCol);
  float tmp;
  tmp = 0.0f;
  for (int32_t bk_n = 0, bk_n_end = bk_n + ((K + 31) >> 5); bk_n < bk_n_end; bk_n++) {
    const int32_t bk = (bk_n * 32);
    As[(threadCol + (threadRow * 32))] = A[(((int64_t)((bk + threadCol))) + (((int64_t)(row)) * ((int64_t)(K))))];
    Bs[(threadCol + (threadRow * 32))] = B[((((int64_t)((bk + threadRow))) * ((int64_t)(N))) + ((int64_t)(col)))];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (int32_t dot = 0, dot_end = dot + 32; dot < dot_end; dot++) {
      tmp = (tmp + (As[(dot + (threadRow * 32))] * Bs[((dot * 32) + threadCol)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))] = ((0.5f * tmp) + (3.0f * C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))]));
}
