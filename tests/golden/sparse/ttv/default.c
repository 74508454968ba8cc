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
/* the first index in [lo, end) from which the stores at `at` (the element of index lo) start
   on a 64-byte line: the iterations before it run apart, the vector loop stores whole lines
   (SpMM's `C[i, j] += A[i, k] * B[k, j]` over 64 columns, one thread: 117 -> 57 ms, its
   row read back whole from the stores).  A loop of 32 iterations or fewer starts at lo:
   its scalar peel would cost more than the split lines (heat-3d in cache, rows of 18
   doubles: 0.50 -> 0.69 ns a point peeled, rows of 38: 0.52 -> 0.34).  So does one whose
   arrays read along it start elsewhere in a line than the one stored (`apart`, the XOR of
   their addresses with its): their loads straddle lines either way (heat-3d `auto`, T=500,
   one thread: A and B in step 895 -> 770 ms peeled, A 16 bytes off B 938 -> 1042 ms), unless
   one array is read more often than the store's is stored: `read_at`, its first read, starts
   on a line then (blur `inline` exact, the output 48 bytes after the input: 1.15 -> 1.02 of
   Halide's time, benchmarks/RESULTS.md). */
IRC_FN int64_t irc_aligned_start(int64_t lo, int64_t end, const void *at, int64_t size, uintptr_t apart,
                                 const void *read_at, int64_t read_size) {
  if (end - lo <= 32 || ((apart & 63) && !read_at))
    return lo;
  if (apart & 63)
    at = read_at, size = read_size;
  return lo + (int64_t)((0 - (uintptr_t)at) & 63) / size;
}

int irc_ttv(const int32_t *restrict B_pos0, const int32_t *restrict B_crd0, const int32_t *restrict B_pos1, const int32_t *restrict B_crd1, const int32_t *restrict B_pos2, const int32_t *restrict B_crd2, const double *restrict B_vals, const double *restrict c, double *restrict A, int32_t I, int32_t J, int32_t K, int32_t B_n0, int32_t B_n1, int32_t B_n2) {
  {
    const int32_t A_i_end = 0 + I;
    for (int32_t A_i = 0; A_i < A_i_end; A_i++) {
      {
        const int32_t A_j_end = 0 + J;
        const int32_t A_j_aligned = (int32_t)irc_aligned_start(0, A_j_end, &A[((((int64_t)(A_i)) * ((int64_t)(J))) + ((int64_t)(0)))], sizeof(A[0]), 0, NULL, 0);
        for (int32_t A_j = 0; A_j < A_j_aligned; A_j++) {
          A[((((int64_t)(A_i)) * ((int64_t)(J))) + ((int64_t)(A_j)))] = 0.0;
        }
        for (int32_t A_j = A_j_aligned; A_j < A_j_end; A_j++) {
          A[((((int64_t)(A_i)) * ((int64_t)(J))) + ((int64_t)(A_j)))] = 0.0;
        }
      }
    }
  }
  {
    const int32_t pB0_end = B_pos0[0] + (B_pos0[1] - B_pos0[0]);
    for (int32_t pB0 = B_pos0[0]; pB0 < pB0_end; pB0++) {
      const int32_t A_i = B_crd0[pB0];
      {
        const int32_t pB1_end = B_pos1[((int64_t)(pB0))] + (B_pos1[((int64_t)((pB0 + 1)))] - B_pos1[((int64_t)(pB0))]);
        for (int32_t pB1 = B_pos1[((int64_t)(pB0))]; pB1 < pB1_end; pB1++) {
          const int32_t A_j = B_crd1[pB1];
          {
            _Alignas(64) double A_acc[1];
            A_acc[0] = 0.0;
            if ((B_pos2[((int64_t)((pB1 + 1)))] <= (B_n2 - 64))) {
              {
                const int32_t pB2_end = B_pos2[((int64_t)(pB1))] + (B_pos2[((int64_t)((pB1 + 1)))] - B_pos2[((int64_t)(pB1))]);
                for (int32_t pB2 = B_pos2[((int64_t)(pB1))]; pB2 < pB2_end; pB2++) {
                  __builtin_prefetch(&c[B_crd2[(pB2 + 64)]]);
                  const int32_t A_k = B_crd2[pB2];
                  A_acc[0] = (A_acc[0] + (B_vals[pB2] * c[A_k]));
                }
              }
            } else {
              {
                const int32_t pB2_end = B_pos2[((int64_t)(pB1))] + (B_pos2[((int64_t)((pB1 + 1)))] - B_pos2[((int64_t)(pB1))]);
                for (int32_t pB2 = B_pos2[((int64_t)(pB1))]; pB2 < pB2_end; pB2++) {
                  const int32_t A_k = B_crd2[pB2];
                  A_acc[0] = (A_acc[0] + (B_vals[pB2] * c[A_k]));
                }
              }
            }
            A[((((int64_t)(A_i)) * ((int64_t)(J))) + ((int64_t)(A_j)))] = A_acc[0];
          }
        }
      }
    }
  }
  return 0;
}
