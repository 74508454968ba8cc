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

int irc_add(const int32_t *restrict A_pos1, const int32_t *restrict A_crd1, const double *restrict A_vals, const int32_t *restrict B_pos1, const int32_t *restrict B_crd1, const double *restrict B_vals, int32_t *restrict C_pos1, int32_t *restrict C_crd1, double *restrict C_vals, int32_t N, int32_t M, int32_t A_n1, int32_t B_n1, int32_t C_n1) {
  {
    const int32_t C_pos1_r_end = 0 + (N + 1);
    const int32_t C_pos1_r_aligned = (int32_t)irc_aligned_start(0, C_pos1_r_end, &C_pos1[((int64_t)(0))], sizeof(C_pos1[0]), 0, NULL, 0);
    for (int32_t C_pos1_r = 0; C_pos1_r < C_pos1_r_aligned; C_pos1_r++) {
      C_pos1[((int64_t)(C_pos1_r))] = 0;
    }
    for (int32_t C_pos1_r = C_pos1_r_aligned; C_pos1_r < C_pos1_r_end; C_pos1_r++) {
      C_pos1[((int64_t)(C_pos1_r))] = 0;
    }
  }
  {
    _Alignas(64) int32_t C_cursor[1];
    C_cursor[0] = 0;
    {
      const int32_t C_i_end = 0 + N;
      for (int32_t C_i = 0; C_i < C_i_end; C_i++) {
        {
          _Alignas(64) int32_t pA1[1];
          pA1[0] = A_pos1[((int64_t)(C_i))];
          const int32_t pA1_end = A_pos1[((int64_t)((C_i + 1)))];
          {
            _Alignas(64) int32_t pB1[1];
            pB1[0] = B_pos1[((int64_t)(C_i))];
            const int32_t pB1_end = B_pos1[((int64_t)((C_i + 1)))];
            while (((pA1[0] < pA1_end) && (pB1[0] < pB1_end))) {
              const int32_t jA1 = A_crd1[pA1[0]];
              const int32_t jB1 = B_crd1[pB1[0]];
              const int32_t C_j = irc_min_i32(jA1, jB1);
              if (((jA1 == C_j) && (jB1 == C_j))) {
                C_crd1[C_cursor[0]] = C_j;
                C_vals[C_cursor[0]] = (A_vals[pA1[0]] + B_vals[pB1[0]]);
                C_cursor[0] = (C_cursor[0] + 1);
              } else {
                if ((jA1 == C_j)) {
                  C_crd1[C_cursor[0]] = C_j;
                  C_vals[C_cursor[0]] = A_vals[pA1[0]];
                  C_cursor[0] = (C_cursor[0] + 1);
                } else {
                  if ((jB1 == C_j)) {
                    C_crd1[C_cursor[0]] = C_j;
                    C_vals[C_cursor[0]] = B_vals[pB1[0]];
                    C_cursor[0] = (C_cursor[0] + 1);
                  }
                }
              }
              pA1[0] = ((jA1 == C_j) ? (pA1[0] + 1) : pA1[0]);
              pB1[0] = ((jB1 == C_j) ? (pB1[0] + 1) : pB1[0]);
            }
            while ((pA1[0] < pA1_end)) {
              const int32_t jA1 = A_crd1[pA1[0]];
              C_crd1[C_cursor[0]] = jA1;
              C_vals[C_cursor[0]] = A_vals[pA1[0]];
              C_cursor[0] = (C_cursor[0] + 1);
              pA1[0] = (pA1[0] + 1);
            }
            while ((pB1[0] < pB1_end)) {
              const int32_t jB1 = B_crd1[pB1[0]];
              C_crd1[C_cursor[0]] = jB1;
              C_vals[C_cursor[0]] = B_vals[pB1[0]];
              C_cursor[0] = (C_cursor[0] + 1);
              pB1[0] = (pB1[0] + 1);
            }
          }
        }
        C_pos1[((int64_t)((C_i + 1)))] = C_cursor[0];
      }
    }
  }
  {
    const int32_t C_pos1_r_end = 0 + N;
    const int32_t C_pos1_r_aligned = (int32_t)irc_aligned_start(0, C_pos1_r_end, &C_pos1[((int64_t)((0 + 1)))], sizeof(C_pos1[0]), 0, NULL, 0);
    for (int32_t C_pos1_r = 0; C_pos1_r < C_pos1_r_aligned; C_pos1_r++) {
      C_pos1[((int64_t)((C_pos1_r + 1)))] = irc_max_i32(C_pos1[((int64_t)((C_pos1_r + 1)))], C_pos1[((int64_t)(C_pos1_r))]);
    }
    for (int32_t C_pos1_r = C_pos1_r_aligned; C_pos1_r < C_pos1_r_end; C_pos1_r++) {
      C_pos1[((int64_t)((C_pos1_r + 1)))] = irc_max_i32(C_pos1[((int64_t)((C_pos1_r + 1)))], C_pos1[((int64_t)(C_pos1_r))]);
    }
  }
  return 0;
}
