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

int irc_cumsum(const float *restrict in, float *restrict rows, int32_t W, int32_t H) {
  /* produce rows: cumsum.dsl:8 */
  if (!((H >= 64))) return 1;
  if (!((W >= 64))) return 2;
  {
    const int32_t rows_yo_end = 0 + ((H + 63) >> 6);
    for (int32_t rows_yo = 0; rows_yo < rows_yo_end; rows_yo++) {
      const int32_t rows_xo_steady_min = irc_min_i32(((W + 63) >> 6), 0);
      const int32_t rows_xo_steady_end = irc_min_i32(irc_max_i32((((W - 64) >> 6) + 1), rows_xo_steady_min), ((W + 63) >> 6));
      {
        const int32_t rows_xo_end = 0 + rows_xo_steady_min;
        for (int32_t rows_xo = 0; rows_xo < rows_xo_end; rows_xo++) {
          {
            const int32_t rows_yi_end = 0 + 64;
            for (int32_t rows_yi = 0; rows_yi < rows_yi_end; rows_yi++) {
              const int32_t rows_y = (irc_max_i32(irc_min_i32((rows_yo * 64), (H - 64)), 0) + rows_yi);
              {
                const int32_t rows_xi_end = 0 + 64;
                const int32_t rows_xi_aligned = (int32_t)irc_aligned_start(0, rows_xi_end, &rows[(((int64_t)(0)) + (((int64_t)(rows_y)) * ((int64_t)(W))))], sizeof(rows[0]), ((uintptr_t)in ^ (uintptr_t)rows), NULL, 0);
                for (int32_t rows_xi = 0; rows_xi < rows_xi_aligned; rows_xi++) {
                  rows[(((int64_t)(rows_xi)) + (((int64_t)(rows_y)) * ((int64_t)(W))))] = in[(((int64_t)(rows_xi)) + (((int64_t)(rows_y)) * ((int64_t)(W))))];
                }
                for (int32_t rows_xi = rows_xi_aligned; rows_xi < rows_xi_end; rows_xi++) {
                  rows[(((int64_t)(rows_xi)) + (((int64_t)(rows_y)) * ((int64_t)(W))))] = in[(((int64_t)(rows_xi)) + (((int64_t)(rows_y)) * ((int64_t)(W))))];
                }
              }
            }
          }
        }
      }
      {
        const int32_t rows_xo_end = rows_xo_steady_min + (rows_xo_steady_end - rows_xo_steady_min);
        for (int32_t rows_xo = rows_xo_steady_min; rows_xo < rows_xo_end; rows_xo++) {
          {
            const int32_t rows_yi_end = 0 + 64;
            for (int32_t rows_yi = 0; rows_yi < rows_yi_end; rows_yi++) {
              const int32_t rows_y = (irc_max_i32(irc_min_i32((rows_yo * 64), (H - 64)), 0) + rows_yi);
              {
                const int32_t rows_xi_end = 0 + 64;
                for (int32_t rows_xi = 0; rows_xi < rows_xi_end; rows_xi++) {
                  const int32_t rows_x = (rows_xi + (rows_xo * 64));
                  rows[(((int64_t)(rows_x)) + (((int64_t)(rows_y)) * ((int64_t)(W))))] = in[(((int64_t)(rows_x)) + (((int64_t)(rows_y)) * ((int64_t)(W))))];
                }
              }
            }
          }
        }
      }
      {
        const int32_t rows_xo_end = rows_xo_steady_end + (((W + 63) >> 6) - rows_xo_steady_end);
        for (int32_t rows_xo = rows_xo_steady_end; rows_xo < rows_xo_end; rows_xo++) {
          {
            const int32_t rows_yi_end = 0 + 64;
            for (int32_t rows_yi = 0; rows_yi < rows_yi_end; rows_yi++) {
              const int32_t rows_y = (irc_max_i32(irc_min_i32((rows_yo * 64), (H - 64)), 0) + rows_yi);
              {
                const int32_t rows_xi_end = 0 + 64;
                for (int32_t rows_xi = 0; rows_xi < rows_xi_end; rows_xi++) {
                  const int32_t rows_x = (irc_max_i32(irc_min_i32((rows_xo * 64), (W - 64)), 0) + rows_xi);
                  rows[(((int64_t)(rows_x)) + (((int64_t)(rows_y)) * ((int64_t)(W))))] = in[(((int64_t)(rows_x)) + (((int64_t)(rows_y)) * ((int64_t)(W))))];
                }
              }
            }
          }
        }
      }
    }
  }
  {
    const int32_t rows_s1_y_end = 0 + H;
    for (int32_t rows_s1_y = 0; rows_s1_y < rows_s1_y_end; rows_s1_y++) {
      {
        const int32_t rows_s1_r_x_end = 1 + (W - 1);
        const int32_t rows_s1_r_x_aligned = (int32_t)irc_aligned_start(1, rows_s1_r_x_end, &rows[(((int64_t)(1)) + (((int64_t)(rows_s1_y)) * ((int64_t)(W))))], sizeof(rows[0]), 0, NULL, 0);
        for (int32_t rows_s1_r_x = 1; rows_s1_r_x < rows_s1_r_x_aligned; rows_s1_r_x++) {
          rows[(((int64_t)(rows_s1_r_x)) + (((int64_t)(rows_s1_y)) * ((int64_t)(W))))] = (rows[(((int64_t)(rows_s1_r_x)) + (((int64_t)(rows_s1_y)) * ((int64_t)(W))))] + rows[(((int64_t)((rows_s1_r_x - 1))) + (((int64_t)(rows_s1_y)) * ((int64_t)(W))))]); /* cumsum.dsl:9 */
        }
        for (int32_t rows_s1_r_x = rows_s1_r_x_aligned; rows_s1_r_x < rows_s1_r_x_end; rows_s1_r_x++) {
          rows[(((int64_t)(rows_s1_r_x)) + (((int64_t)(rows_s1_y)) * ((int64_t)(W))))] = (rows[(((int64_t)(rows_s1_r_x)) + (((int64_t)(rows_s1_y)) * ((int64_t)(W))))] + rows[(((int64_t)((rows_s1_r_x - 1))) + (((int64_t)(rows_s1_y)) * ((int64_t)(W))))]); /* cumsum.dsl:9 */
        }
      }
    }
  }
  return 0;
}
