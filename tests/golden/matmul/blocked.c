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

int irc_matmul(const float *restrict A, const float *restrict B, float *restrict C, int32_t N, int32_t K, int32_t M) {
  /* produce C: matmul.dsl:8 */
  if (!((N >= 4))) return 1;
  if (!((M >= 64))) return 2;
  {
    const int32_t C_init_io_end = 0 + ((N + 3) >> 2);
    for (int32_t C_init_io = 0; C_init_io < C_init_io_end; C_init_io++) {
      const int32_t C_init_jo_steady_min = irc_min_i32(((M + 63) >> 6), 0);
      const int32_t C_init_jo_steady_end = irc_min_i32(irc_max_i32((((M - 64) >> 6) + 1), C_init_jo_steady_min), ((M + 63) >> 6));
      {
        const int32_t C_init_jo_end = 0 + C_init_jo_steady_min;
        for (int32_t C_init_jo = 0; C_init_jo < C_init_jo_end; C_init_jo++) {
          {
            const int32_t C_init_ii_end = 0 + 4;
            #pragma GCC unroll 4
            for (int32_t C_init_ii = 0; C_init_ii < C_init_ii_end; C_init_ii++) {
              const int32_t C_init_i = (C_init_ii + irc_max_i32(irc_min_i32((C_init_io * 4), (N - 4)), 0));
              {
                const int32_t C_init_ji_t_end = 0 + 64;
                const int32_t C_init_ji_t_aligned = (int32_t)irc_aligned_start(0, C_init_ji_t_end, &C[((((int64_t)(C_init_i)) * ((int64_t)(M))) + ((int64_t)(0)))], sizeof(C[0]), 0, NULL, 0);
                for (int32_t C_init_ji_t = 0; C_init_ji_t < C_init_ji_t_aligned; C_init_ji_t++) {
                  C[((((int64_t)(C_init_i)) * ((int64_t)(M))) + ((int64_t)(C_init_ji_t)))] = 0.0f;
                }
                #pragma omp simd simdlen(16)
                for (int32_t C_init_ji_t = C_init_ji_t_aligned; C_init_ji_t < C_init_ji_t_end; C_init_ji_t++) {
                  C[((((int64_t)(C_init_i)) * ((int64_t)(M))) + ((int64_t)(C_init_ji_t)))] = 0.0f;
                }
              }
            }
          }
        }
      }
      {
        const int32_t C_init_jo_end = C_init_jo_steady_min + (C_init_jo_steady_end - C_init_jo_steady_min);
        for (int32_t C_init_jo = C_init_jo_steady_min; C_init_jo < C_init_jo_end; C_init_jo++) {
          {
            const int32_t C_init_ii_end = 0 + 4;
            #pragma GCC unroll 4
            for (int32_t C_init_ii = 0; C_init_ii < C_init_ii_end; C_init_ii++) {
              const int32_t C_init_i = (C_init_ii + irc_max_i32(irc_min_i32((C_init_io * 4), (N - 4)), 0));
              {
                const int32_t C_init_ji_t_end = 0 + 64;
                #pragma omp simd simdlen(16)
                for (int32_t C_init_ji_t = 0; C_init_ji_t < C_init_ji_t_end; C_init_ji_t++) {
                  const int32_t C_init_j = (C_init_ji_t + (C_init_jo * 64));
                  C[((((int64_t)(C_init_i)) * ((int64_t)(M))) + ((int64_t)(C_init_j)))] = 0.0f;
                }
              }
            }
          }
        }
      }
      {
        const int32_t C_init_jo_end = C_init_jo_steady_end + (((M + 63) >> 6) - C_init_jo_steady_end);
        for (int32_t C_init_jo = C_init_jo_steady_end; C_init_jo < C_init_jo_end; C_init_jo++) {
          {
            const int32_t C_init_ii_end = 0 + 4;
            #pragma GCC unroll 4
            for (int32_t C_init_ii = 0; C_init_ii < C_init_ii_end; C_init_ii++) {
              const int32_t C_init_i = (C_init_ii + irc_max_i32(irc_min_i32((C_init_io * 4), (N - 4)), 0));
              {
                const int32_t C_init_ji_t_end = 0 + 64;
                #pragma omp simd simdlen(16)
                for (int32_t C_init_ji_t = 0; C_init_ji_t < C_init_ji_t_end; C_init_ji_t++) {
                  const int32_t C_init_j = (C_init_ji_t + irc_max_i32(irc_min_i32((C_init_jo * 64), (M - 64)), 0));
                  C[((((int64_t)(C_init_i)) * ((int64_t)(M))) + ((int64_t)(C_init_j)))] = 0.0f;
                }
              }
            }
          }
        }
      }
    }
  }
  const int32_t C_io_steady_min = irc_min_i32(((N + 3) >> 2), 0);
  const int32_t C_io_steady_end = irc_min_i32(irc_max_i32((((N - 4) >> 2) + 1), C_io_steady_min), ((N + 3) >> 2));
  {
    const int32_t C_io_end = 0 + C_io_steady_min;
    for (int32_t C_io = 0; C_io < C_io_end; C_io++) {
      {
        const int32_t C_jo_end = 0 + ((M + 63) >> 6);
        for (int32_t C_jo = 0; C_jo < C_jo_end; C_jo++) {
          {
            const int32_t C_k_end = 0 + K;
            for (int32_t C_k = 0; C_k < C_k_end; C_k++) {
              if (((C_io * 4) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)((C_io * 4))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)((C_io * 4))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                }
              }
              if ((((C_io * 4) + 1) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                }
              }
              if ((((C_io * 4) + 2) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                }
              }
              if ((((C_io * 4) + 3) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  {
    const int32_t C_io_end = C_io_steady_min + (C_io_steady_end - C_io_steady_min);
    for (int32_t C_io = C_io_steady_min; C_io < C_io_end; C_io++) {
      {
        const int32_t C_jo_end = 0 + ((M + 63) >> 6);
        for (int32_t C_jo = 0; C_jo < C_jo_end; C_jo++) {
          {
            const int32_t C_k_end = 0 + K;
            for (int32_t C_k = 0; C_k < C_k_end; C_k++) {
              {
                const int32_t C_ii_end = 0 + 4;
                #pragma GCC unroll 4
                for (int32_t C_ii = 0; C_ii < C_ii_end; C_ii++) {
                  const int32_t C_i = (C_ii + (C_io * 4));
                  const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                  {
                    const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                    #pragma omp simd simdlen(16)
                    for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                      const int32_t C_j = (C_ji_t + (C_jo * 64));
                      C[((((int64_t)(C_i)) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(C_i)) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(C_i)) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                  {
                    const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                    #pragma omp simd simdlen(16)
                    for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                      const int32_t C_j = (C_ji_t + (C_jo * 64));
                      if ((C_j < M)) {
                        C[((((int64_t)(C_i)) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(C_i)) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(C_i)) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  {
    const int32_t C_io_end = C_io_steady_end + (((N + 3) >> 2) - C_io_steady_end);
    for (int32_t C_io = C_io_steady_end; C_io < C_io_end; C_io++) {
      {
        const int32_t C_jo_end = 0 + ((M + 63) >> 6);
        for (int32_t C_jo = 0; C_jo < C_jo_end; C_jo++) {
          {
            const int32_t C_k_end = 0 + K;
            for (int32_t C_k = 0; C_k < C_k_end; C_k++) {
              if (((C_io * 4) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)((C_io * 4))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)((C_io * 4))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)((C_io * 4))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                }
              }
              if ((((C_io * 4) + 1) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 1))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                }
              }
              if ((((C_io * 4) + 2) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 2))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
                  }
                }
              }
              if ((((C_io * 4) + 3) < N)) {
                const int32_t C_ji_o_steady_end = irc_max_i32(irc_min_i32(((((M - 16) >> 4) - (C_jo * 4)) + 1), 4), 0);
                {
                  const int32_t C_ji_t_end = 0 + (C_ji_o_steady_end * 16);
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = 0; C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                  }
                }
                {
                  const int32_t C_ji_t_end = (C_ji_o_steady_end * 16) + (64 - (C_ji_o_steady_end * 16));
                  #pragma omp simd simdlen(16)
                  for (int32_t C_ji_t = (C_ji_o_steady_end * 16); C_ji_t < C_ji_t_end; C_ji_t++) {
                    const int32_t C_j = (C_ji_t + (C_jo * 64));
                    if ((C_j < M)) {
                      C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] = (C[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(M))) + ((int64_t)(C_j)))] + (A[((((int64_t)(((C_io * 4) + 3))) * ((int64_t)(K))) + ((int64_t)(C_k)))] * B[(((int64_t)(C_j)) + (((int64_t)(C_k)) * ((int64_t)(M))))]));
                    }
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
