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

int irc_trmm(double *restrict A, double *restrict B, int32_t M, int32_t N) {
  {
    const int32_t i_end = 0 + M;
    for (int32_t i = 0; i < i_end; i++) {
      {
        const int32_t j_end = 0 + N;
        for (int32_t j = 0; j < j_end; j++) {
          {
            const int32_t k_end = (i + 1) + ((M - i) - 1);
            for (int32_t k = (i + 1); k < k_end; k++) {
              B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] = (B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] + (A[(((int64_t)(i)) + (((int64_t)(k)) * ((int64_t)(M))))] * B[(((int64_t)(j)) + (((int64_t)(k)) * ((int64_t)(N))))])); /* trmm.dsl:14 */
            }
          }
          B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] = (1.5 * B[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))]); /* trmm.dsl:16 */
        }
      }
    }
  }
  return 0;
}
