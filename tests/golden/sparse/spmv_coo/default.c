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

int irc_spmv_coo(const int32_t *restrict A_pos0, const int32_t *restrict A_crd0, const int32_t *restrict A_crd1, const double *restrict A_vals, const double *restrict x, double *restrict y, int32_t N, int32_t M, int32_t A_n0) {
  {
    const int32_t y_i_end = 0 + N;
    const int32_t y_i_aligned = (int32_t)irc_aligned_start(0, y_i_end, &y[0], sizeof(y[0]), 0, NULL, 0);
    for (int32_t y_i = 0; y_i < y_i_aligned; y_i++) {
      y[y_i] = 0.0;
    }
    for (int32_t y_i = y_i_aligned; y_i < y_i_end; y_i++) {
      y[y_i] = 0.0;
    }
  }
  {
    _Alignas(64) int32_t pA0[1];
    pA0[0] = A_pos0[0];
    const int32_t pA0_end = A_pos0[1];
    {
      _Alignas(64) int32_t pA0_seg[1];
      while ((pA0[0] < pA0_end)) {
        const int32_t iA0 = A_crd0[pA0[0]];
        pA0_seg[0] = (pA0[0] + 1);
        while (((pA0_seg[0] < pA0_end) && (A_crd0[pA0_seg[0]] == iA0))) {
          pA0_seg[0] = (pA0_seg[0] + 1);
        }
        {
          _Alignas(64) double y_acc[1];
          y_acc[0] = 0.0;
          if ((pA0_seg[0] <= (A_n0 - 64))) {
            {
              const int32_t pA1_end = pA0[0] + (pA0_seg[0] - pA0[0]);
              for (int32_t pA1 = pA0[0]; pA1 < pA1_end; pA1++) {
                __builtin_prefetch(&x[A_crd1[(pA1 + 64)]]);
                const int32_t y_j = A_crd1[pA1];
                y_acc[0] = (y_acc[0] + (A_vals[pA1] * x[y_j]));
              }
            }
          } else {
            {
              const int32_t pA1_end = pA0[0] + (pA0_seg[0] - pA0[0]);
              for (int32_t pA1 = pA0[0]; pA1 < pA1_end; pA1++) {
                const int32_t y_j = A_crd1[pA1];
                y_acc[0] = (y_acc[0] + (A_vals[pA1] * x[y_j]));
              }
            }
          }
          y[iA0] = y_acc[0];
        }
        pA0[0] = pA0_seg[0];
      }
    }
  }
  return 0;
}
