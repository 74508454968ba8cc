#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC target("prefer-vector-width=256")
#endif
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>

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

int irc_matmul(const float *restrict A, const float *restrict B, float *restrict C, int32_t N, int32_t K, int32_t M) {
  /* produce C: matmul.dsl:8 */
  if (!((N >= 12))) return 1;
  if (!((M >= 32))) return 2;
  {
    const int32_t C_io_end = 0 + irc_div_i32((N + 11), 12);
    for (int32_t C_io = 0; C_io < C_io_end; C_io++) {
      {
        const int32_t C_jo_end = 0 + ((M + 31) >> 5);
        for (int32_t C_jo = 0; C_jo < C_jo_end; C_jo++) {
          const int32_t C_in_i_min = irc_max_i32(irc_min_i32((C_io * 12), (N - 12)), 0);
          const int32_t C_in_j_min = irc_max_i32(irc_min_i32((C_jo * 32), (M - 32)), 0);
          {
            _Alignas(64) float C_in[384];
            /* produce C_in: matmul.dsl:8 */
            {
              const int32_t C_in_init_i_end = C_in_i_min + 12;
              #pragma GCC unroll 12
              for (int32_t C_in_init_i = C_in_i_min; C_in_init_i < C_in_init_i_end; C_in_init_i++) {
                {
                  const int32_t C_in_init_j_t_end = 0 + 32;
                  #pragma omp simd simdlen(16)
                  for (int32_t C_in_init_j_t = 0; C_in_init_j_t < C_in_init_j_t_end; C_in_init_j_t++) {
                    const int32_t C_in_init_j = (C_in_init_j_t + C_in_j_min);
                    C_in[((((C_in_init_i * 32) + C_in_init_j) - (C_in_i_min * 32)) - C_in_j_min)] = 0.0f;
                  }
                }
              }
            }
            {
              const int32_t C_in_k_end = 0 + K;
              for (int32_t C_in_k = 0; C_in_k < C_in_k_end; C_in_k++) {
                {
                  const int32_t C_in_i_end = C_in_i_min + 12;
                  #pragma GCC unroll 12
                  for (int32_t C_in_i = C_in_i_min; C_in_i < C_in_i_end; C_in_i++) {
                    {
                      const int32_t C_in_j_t_end = 0 + 32;
                      #pragma omp simd simdlen(16)
                      for (int32_t C_in_j_t = 0; C_in_j_t < C_in_j_t_end; C_in_j_t++) {
                        const int32_t C_in_j = (C_in_j_min + C_in_j_t);
                        C_in[((((C_in_i * 32) + C_in_j) - (C_in_i_min * 32)) - C_in_j_min)] = (C_in[((((C_in_i * 32) + C_in_j) - (C_in_i_min * 32)) - C_in_j_min)] + (A[((((int64_t)(C_in_i)) * ((int64_t)(K))) + ((int64_t)(C_in_k)))] * B[(((int64_t)(C_in_j)) + (((int64_t)(C_in_k)) * ((int64_t)(M))))]));
                      }
                    }
                  }
                }
              }
            }
            {
              const int32_t C_ii_end = 0 + 12;
              for (int32_t C_ii = 0; C_ii < C_ii_end; C_ii++) {
                const int32_t C_i = (C_ii + irc_max_i32(irc_min_i32((C_io * 12), (N - 12)), 0));
                {
                  const int32_t C_ji_t_end = 0 + 32;
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + irc_max_i32(irc_min_i32((C_jo * 32), (M - 32)), 0));
                    C[((((int64_t)(C_i)) * ((int64_t)(M))) + ((int64_t)(C_j)))] = C_in[((((C_i * 32) + C_j) - (C_in_i_min * 32)) - C_in_j_min)];
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return 0;
}
