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
  if (!((N >= 64))) return 1;
  if (!((M >= 64))) return 2;
  {
    const int32_t C_io_end = 0 + ((N + 63) >> 6);
    for (int32_t C_io = 0; C_io < C_io_end; C_io++) {
      {
        const int32_t C_jo_end = 0 + ((M + 63) >> 6);
        for (int32_t C_jo = 0; C_jo < C_jo_end; C_jo++) {
          {
            const int32_t C_ii_end = 0 + 64;
            for (int32_t C_ii = 0; C_ii < C_ii_end; C_ii++) {
              const int32_t C_i = (C_ii + irc_max_i32(irc_min_i32((C_io * 64), (N - 64)), 0));
              {
                const int32_t C_ji_end = 0 + 64;
                for (int32_t C_ji = 0; C_ji < C_ji_end; C_ji++) {
                  const int32_t C_j = (C_ji + irc_max_i32(irc_min_i32((C_jo * 64), (M - 64)), 0));
                  {
                    _Alignas(64) float C_k_acc[1];
                    C_k_acc[0] = 0.0f;
                    {
                      const int32_t C_k_end = 0 + K;
                      for (int32_t C_k = 0; C_k < C_k_end; C_k++) {
                        C_k_acc[0] = (C_k_acc[0] + (A[((((int64_t)(C_i)) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                      }
                    }
                    C[((((int64_t)(C_i)) * ((int64_t)(M))) + ((int64_t)(C_j)))] = C_k_acc[0];
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
