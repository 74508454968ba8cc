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

#include <unistd.h>
static long irc_cache_bytes(int level) {
  static long known[4];
  char name[] = "IRC_L0_BYTES";
  name[5] = (char)('0' + level);
  const char *given = getenv(name);
  if (given) return atol(given);
  if (!known[level]) {
    long n = 0;
#if defined(_SC_LEVEL1_DCACHE_SIZE) && defined(_SC_LEVEL2_CACHE_SIZE) && defined(_SC_LEVEL3_CACHE_SIZE)
    n = sysconf(level == 1 ? _SC_LEVEL1_DCACHE_SIZE : level == 2 ? _SC_LEVEL2_CACHE_SIZE : _SC_LEVEL3_CACHE_SIZE);
#endif
    known[level] = n > 0 ? n : level == 1 ? 32768L : level == 2 ? 1048576L : 33554432L;
  }
  return known[level];
}

static __attribute__((noinline)) void irc_lu_region0(double *restrict A, int32_t N, int32_t i) {
  {
    const int32_t j_end = i + (N - i);
    #pragma omp for schedule(static)
    for (int32_t j = i; j < j_end; j++) {
      {
        const int32_t k_end = 0 + i;
        for (int32_t k = 0; k < k_end; k++) {
          A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] = (A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] - (A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(k)))] * A[(((int64_t)(j)) + (((int64_t)(k)) * ((int64_t)(N))))])); /* lu.dsl:15 */
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_lu_region1(double *restrict A, int32_t N) {
  {
    const int32_t w_end = 0 + (((N - 2) >> 4) + 1);
    for (int32_t w = 0; w < w_end; w++) {
      {
        const int32_t ko_end = irc_max_i32(((w - ((N + 31) >> 5)) + 1), 0) + (((w >> 1) - irc_max_i32(((w - ((N + 31) >> 5)) + 1), 0)) + 1);
        #pragma omp for schedule(static)
        for (int32_t ko = irc_max_i32(((w - ((N + 31) >> 5)) + 1), 0); ko < ko_end; ko++) {
          {
            const int32_t jo_end = ko + (w - (ko * 2));
            for (int32_t jo = ko; jo < jo_end; jo++) {
              {
                const int32_t ii_end = 0 + irc_min_i32(((N + (ko * 32)) - (w * 32)), 32);
                for (int32_t ii = 0; ii < ii_end; ii++) {
                  {
                    const int32_t ki_end = 0 + 32;
                    for (int32_t ki = 0; ki < ki_end; ki++) {
                      if ((jo == ko)) {
                        A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ki + (ko * 32)))))] = (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ki + (ko * 32)))))] / A[(((int64_t)((ki + (ko * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(N))))]); /* lu.dsl:11 */
                      }
                      {
                        const int32_t ji_end = irc_max_i32((((ki + (ko * 32)) - (jo * 32)) + 1), 0) + (32 - irc_max_i32((((ki + (ko * 32)) - (jo * 32)) + 1), 0));
                        for (int32_t ji = irc_max_i32((((ki + (ko * 32)) - (jo * 32)) + 1), 0); ji < ji_end; ji++) {
                          A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ji + (jo * 32)))))] = (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ji + (jo * 32)))))] - (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ki + (ko * 32)))))] * A[(((int64_t)((ji + (jo * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(N))))])); /* lu.dsl:9 */
                        }
                      }
                    }
                  }
                }
              }
            }
          }
          {
            const int32_t jo_end = (w - ko) + (((((N - 1) >> 5) + ko) - w) + 1);
            for (int32_t jo = (w - ko); jo < jo_end; jo++) {
              {
                const int32_t ii_end = irc_max_i32((((ko * 64) - (w * 32)) + 1), 0) + (irc_min_i32(((N + (ko * 32)) - (w * 32)), 32) - irc_max_i32((((ko * 64) - (w * 32)) + 1), 0));
                for (int32_t ii = irc_max_i32((((ko * 64) - (w * 32)) + 1), 0); ii < ii_end; ii++) {
                  {
                    const int32_t ki_end = 0 + irc_min_i32(((ii + (w * 32)) - (ko * 64)), 32);
                    for (int32_t ki = 0; ki < ki_end; ki++) {
                      if ((((ko * 2) == w) && ((jo * 2) == w))) {
                        A[((((int64_t)((ii + (w * 16)))) * ((int64_t)(N))) + ((int64_t)((ki + (w * 16)))))] = (A[((((int64_t)((ii + (w * 16)))) * ((int64_t)(N))) + ((int64_t)((ki + (w * 16)))))] / A[(((int64_t)((ki + (w * 16)))) + (((int64_t)((ki + (w * 16)))) * ((int64_t)(N))))]); /* lu.dsl:11 */
                      }
                      if (((jo + ko) == w)) {
                        {
                          const int32_t ji_end = irc_max_i32((((ki + (ko * 64)) - (w * 32)) + 1), 0) + (ii - irc_max_i32((((ki + (ko * 64)) - (w * 32)) + 1), 0));
                          const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32((((ki + (ko * 64)) - (w * 32)) + 1), 0), ji_end, &A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)(((irc_max_i32((((ki + (ko * 64)) - (w * 32)) + 1), 0) + (w * 32)) - (ko * 32)))))], sizeof(A[0]), 0, NULL, 0);
                          for (int32_t ji = irc_max_i32((((ki + (ko * 64)) - (w * 32)) + 1), 0); ji < ji_aligned; ji++) {
                            A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)(((ji + (w * 32)) - (ko * 32)))))] = (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)(((ji + (w * 32)) - (ko * 32)))))] - (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ki + (ko * 32)))))] * A[(((int64_t)(((ji + (w * 32)) - (ko * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(N))))])); /* lu.dsl:9 */
                          }
                          for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                            A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)(((ji + (w * 32)) - (ko * 32)))))] = (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)(((ji + (w * 32)) - (ko * 32)))))] - (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ki + (ko * 32)))))] * A[(((int64_t)(((ji + (w * 32)) - (ko * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(N))))])); /* lu.dsl:9 */
                          }
                        }
                      }
                      {
                        const int32_t ji_end = irc_max_i32((((ii + (w * 32)) - (jo * 32)) - (ko * 32)), 0) + (irc_min_i32((N - (jo * 32)), 32) - irc_max_i32((((ii + (w * 32)) - (jo * 32)) - (ko * 32)), 0));
                        for (int32_t ji = irc_max_i32((((ii + (w * 32)) - (jo * 32)) - (ko * 32)), 0); ji < ji_end; ji++) {
                          A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ji + (jo * 32)))))] = (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ji + (jo * 32)))))] - (A[((((int64_t)(((ii + (w * 32)) - (ko * 32)))) * ((int64_t)(N))) + ((int64_t)((ki + (ko * 32)))))] * A[(((int64_t)((ji + (jo * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(N))))])); /* lu.dsl:15 */
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
  }
}

int irc_lu(double *restrict A, int32_t N) {
  if ((((((int64_t)(N)) * ((int64_t)8)) * ((int64_t)(N))) <= ((int64_t)irc_cache_bytes(2)))) {
    {
      const int32_t i_end = 0 + N;
      for (int32_t i = 0; i < i_end; i++) {
        {
          const int32_t j_end = 0 + i;
          for (int32_t j = 0; j < j_end; j++) {
            {
              const int32_t k_end = 0 + j;
              for (int32_t k = 0; k < k_end; k++) {
                A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] = (A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] - (A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(k)))] * A[(((int64_t)(j)) + (((int64_t)(k)) * ((int64_t)(N))))])); /* lu.dsl:9 */
              }
            }
            A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] = (A[((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j)))] / A[(((int64_t)(j)) + (((int64_t)(j)) * ((int64_t)(N))))]); /* lu.dsl:11 */
          }
        }
        #pragma omp parallel
        irc_lu_region0(A, N, i);
      }
    }
  } else {
    #pragma omp parallel
    irc_lu_region1(A, N);
  }
  return 0;
}
