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

static __attribute__((noinline)) void irc_gemm_region0(double *restrict C, double *restrict A, double *restrict B, int32_t NI, int32_t NJ, int32_t NK) {
  {
    const int32_t i_end = 0 + NI;
    #pragma omp for schedule(static)
    for (int32_t i = 0; i < i_end; i++) {
      {
        const int32_t j_end = 0 + NJ;
        const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(0)))], sizeof(C[0]), 0, NULL, 0);
        for (int32_t j = 0; j < j_aligned; j++) {
          C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] = (C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] * 1.2); /* gemm.dsl:11 */
        }
        for (int32_t j = j_aligned; j < j_end; j++) {
          C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] = (C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] * 1.2); /* gemm.dsl:11 */
        }
      }
      {
        const int32_t k_end = 0 + NK;
        for (int32_t k = 0; k < k_end; k++) {
          {
            const int32_t j_end = 0 + NJ;
            const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(0)))], sizeof(C[0]), ((uintptr_t)B ^ (uintptr_t)C), NULL, 0);
            for (int32_t j = 0; j < j_aligned; j++) {
              C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] = (C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] + ((1.5 * A[((((int64_t)(i)) * ((int64_t)(NK))) + ((int64_t)(k)))]) * B[(((int64_t)(j)) + (((int64_t)(k)) * ((int64_t)(NJ))))])); /* gemm.dsl:15 */
            }
            for (int32_t j = j_aligned; j < j_end; j++) {
              C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] = (C[((((int64_t)(i)) * ((int64_t)(NJ))) + ((int64_t)(j)))] + ((1.5 * A[((((int64_t)(i)) * ((int64_t)(NK))) + ((int64_t)(k)))]) * B[(((int64_t)(j)) + (((int64_t)(k)) * ((int64_t)(NJ))))])); /* gemm.dsl:15 */
            }
          }
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_gemm_region1(double *restrict C, int32_t NI, int32_t NJ) {
  {
    const int32_t io_end = 0 + (((NI - 1) >> 5) + 1);
    #pragma omp for schedule(static)
    for (int32_t io = 0; io < io_end; io++) {
      {
        const int32_t jo_end = 0 + (((NJ - 1) >> 5) + 1);
        for (int32_t jo = 0; jo < jo_end; jo++) {
          {
            const int32_t ii_end = 0 + irc_min_i32((NI - (io * 32)), 32);
            for (int32_t ii = 0; ii < ii_end; ii++) {
              {
                const int32_t ji_end = 0 + irc_min_i32((NJ - (jo * 32)), 32);
                for (int32_t ji = 0; ji < ji_end; ji++) {
                  C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] = (C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] * 1.2); /* gemm.dsl:11 */
                }
              }
            }
          }
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_gemm_region2(double *restrict C, double *restrict A, double *restrict B, int32_t NI, int32_t NJ, int32_t NK) {
  {
    const int32_t io_end = 0 + (((NI - 1) >> 5) + 1);
    #pragma omp for schedule(static)
    for (int32_t io = 0; io < io_end; io++) {
      {
        const int32_t ko_end = 0 + (((NK - 1) >> 5) + 1);
        for (int32_t ko = 0; ko < ko_end; ko++) {
          {
            const int32_t jo_end = 0 + (((NJ - 1) >> 5) + 1);
            for (int32_t jo = 0; jo < jo_end; jo++) {
              {
                const int32_t ii_end = 0 + irc_min_i32((NI - (io * 32)), 32);
                for (int32_t ii = 0; ii < ii_end; ii++) {
                  {
                    const int32_t ki_end = 0 + irc_min_i32((NK - (ko * 32)), 32);
                    for (int32_t ki = 0; ki < ki_end; ki++) {
                      {
                        const int32_t ji_end = 0 + irc_min_i32((NJ - (jo * 32)), 32);
                        for (int32_t ji = 0; ji < ji_end; ji++) {
                          C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] = (C[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NJ))) + ((int64_t)((ji + (jo * 32)))))] + ((1.5 * A[((((int64_t)((ii + (io * 32)))) * ((int64_t)(NK))) + ((int64_t)((ki + (ko * 32)))))]) * B[(((int64_t)((ji + (jo * 32)))) + (((int64_t)((ki + (ko * 32)))) * ((int64_t)(NJ))))])); /* gemm.dsl:15 */
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

int irc_gemm(double *restrict C, double *restrict A, double *restrict B, int32_t NI, int32_t NJ, int32_t NK) {
  if ((((((((int64_t)(NI)) * ((int64_t)8)) * ((int64_t)(NJ))) + ((((int64_t)(NI)) * ((int64_t)8)) * ((int64_t)(NK)))) + ((((int64_t)(NK)) * ((int64_t)8)) * ((int64_t)(NJ)))) <= ((int64_t)irc_cache_bytes(2)))) {
    #pragma omp parallel
    irc_gemm_region0(C, A, B, NI, NJ, NK);
  } else {
    #pragma omp parallel
    irc_gemm_region1(C, NI, NJ);
    #pragma omp parallel
    irc_gemm_region2(C, A, B, NI, NJ, NK);
  }
  return 0;
}
