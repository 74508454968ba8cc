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

#include <stdlib.h>
static long irc_team_work(void) {
  const char *given = getenv("IRC_TEAM_WORK");
  return given ? atol(given) : 16384L;
}

static __attribute__((noinline)) void irc_heat3d_region0(double *restrict A, double *restrict B, int32_t T, int32_t N) {
  {
    const int32_t t_end = 1 + T;
    for (int32_t t = 1; t < t_end; t++) {
      {
        const int32_t i_end = 1 + (N - 2);
        #pragma omp for schedule(static)
        for (int32_t i = 1; i < i_end; i++) {
          {
            const int32_t j_end = 1 + (N - 2);
            for (int32_t j = 1; j < j_end; j++) {
              {
                const int32_t k_end = 1 + (N - 2);
                const int32_t k_aligned = (int32_t)irc_aligned_start(1, k_end, &B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(B[0]), ((uintptr_t)A ^ (uintptr_t)B), &A[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(A[0]));
                for (int32_t k = 1; k < k_aligned; k++) {
                  B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((A[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:11 */
                }
                for (int32_t k = k_aligned; k < k_end; k++) {
                  B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((A[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:11 */
                }
              }
            }
          }
        }
      }
      {
        const int32_t i_end = 1 + (N - 2);
        #pragma omp for schedule(static)
        for (int32_t i = 1; i < i_end; i++) {
          {
            const int32_t j_end = 1 + (N - 2);
            for (int32_t j = 1; j < j_end; j++) {
              {
                const int32_t k_end = 1 + (N - 2);
                const int32_t k_aligned = (int32_t)irc_aligned_start(1, k_end, &A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(A[0]), ((uintptr_t)B ^ (uintptr_t)A), &B[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(B[0]));
                for (int32_t k = 1; k < k_aligned; k++) {
                  A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((B[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:21 */
                }
                for (int32_t k = k_aligned; k < k_end; k++) {
                  A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((B[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:21 */
                }
              }
            }
          }
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_heat3d_region0_serial(double *restrict A, double *restrict B, int32_t T, int32_t N) {
  {
    const int32_t t_end = 1 + T;
    for (int32_t t = 1; t < t_end; t++) {
      {
        const int32_t i_end = 1 + (N - 2);
        for (int32_t i = 1; i < i_end; i++) {
          {
            const int32_t j_end = 1 + (N - 2);
            for (int32_t j = 1; j < j_end; j++) {
              {
                const int32_t k_end = 1 + (N - 2);
                const int32_t k_aligned = (int32_t)irc_aligned_start(1, k_end, &B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(B[0]), ((uintptr_t)A ^ (uintptr_t)B), &A[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(A[0]));
                for (int32_t k = 1; k < k_aligned; k++) {
                  B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((A[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:11 */
                }
                for (int32_t k = k_aligned; k < k_end; k++) {
                  B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((A[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:11 */
                }
              }
            }
          }
        }
      }
      {
        const int32_t i_end = 1 + (N - 2);
        for (int32_t i = 1; i < i_end; i++) {
          {
            const int32_t j_end = 1 + (N - 2);
            for (int32_t j = 1; j < j_end; j++) {
              {
                const int32_t k_end = 1 + (N - 2);
                const int32_t k_aligned = (int32_t)irc_aligned_start(1, k_end, &A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(A[0]), ((uintptr_t)B ^ (uintptr_t)A), &B[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(1)))], sizeof(B[0]));
                for (int32_t k = 1; k < k_aligned; k++) {
                  A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((B[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:21 */
                }
                for (int32_t k = k_aligned; k < k_end; k++) {
                  A[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] = ((((0.125 * ((B[((((((int64_t)((i + 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)((i - 1))) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j + 1)))) * ((int64_t)(N))) + ((int64_t)(k)))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)((j - 1)))) * ((int64_t)(N))) + ((int64_t)(k)))]))) + (0.125 * ((B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k + 1))))] - (2.0 * B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))])) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)((k - 1))))]))) + B[((((((int64_t)(i)) * ((int64_t)(N))) + ((int64_t)(j))) * ((int64_t)(N))) + ((int64_t)(k)))]); /* heat3d.dsl:21 */
                }
              }
            }
          }
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_heat3d_region2(double *restrict A, double *restrict B, int32_t T, int32_t N) {
  {
    const int32_t w_end = 0 + ((((N + (T * 4)) - 1) >> 4) + 1);
    for (int32_t w = 0; w < w_end; w++) {
      {
        const int32_t io_end = irc_max_i32(((w - ((T + 8) >> 3)) + 1), ((w + 1) >> 1)) + ((irc_min_i32(irc_min_i32(w, (((N + (T * 2)) - 1) >> 4)), (((N + (w * 16)) + 13) >> 5)) - irc_max_i32(((w - ((T + 8) >> 3)) + 1), ((w + 1) >> 1))) + 1);
        #pragma omp for schedule(static)
        for (int32_t io = irc_max_i32(((w - ((T + 8) >> 3)) + 1), ((w + 1) >> 1)); io < io_end; io++) {
          {
            const int32_t ti_end = irc_max_i32(irc_max_i32((((io * 8) - (w * 8)) + 1), (((((N >> 1) + (io * 16)) - N) - (w * 8)) + 1)), 0) + ((irc_min_i32(((T + (io * 8)) - (w * 8)), 7) - irc_max_i32(irc_max_i32((((io * 8) - (w * 8)) + 1), (((((N >> 1) + (io * 16)) - N) - (w * 8)) + 1)), 0)) + 1);
            for (int32_t ti = irc_max_i32(irc_max_i32((((io * 8) - (w * 8)) + 1), (((((N >> 1) + (io * 16)) - N) - (w * 8)) + 1)), 0); ti < ti_end; ti++) {
              {
                const int32_t ii_end = irc_max_i32(((((ti * 2) + (w * 16)) - (io * 32)) + 1), 0) + (irc_min_i32((((N + (ti * 2)) + (w * 16)) - (io * 32)), 16) - irc_max_i32(((((ti * 2) + (w * 16)) - (io * 32)) + 1), 0));
                for (int32_t ii = irc_max_i32(((((ti * 2) + (w * 16)) - (io * 32)) + 1), 0); ii < ii_end; ii++) {
                  {
                    const int32_t j_end = irc_max_i32(((((ti * 2) + (w * 16)) - (io * 16)) + 1), (((ii + (io * 16)) - N) + 3)) + (irc_min_i32((((N + (ti * 2)) + (w * 16)) - (io * 16)), (((N + ii) + (io * 16)) - 2)) - irc_max_i32(((((ti * 2) + (w * 16)) - (io * 16)) + 1), (((ii + (io * 16)) - N) + 3)));
                    for (int32_t j = irc_max_i32(((((ti * 2) + (w * 16)) - (io * 16)) + 1), (((ii + (io * 16)) - N) + 3)); j < j_end; j++) {
                      if (((((N + (ti * 2)) + (w * 16)) >= ((ii + (io * 32)) + 2)) && (((N + (ti * 2)) + (w * 16)) >= (((io * 16) + j) + 2)))) {
                        {
                          const int32_t k_end = ((((ti * 2) + (w * 16)) - (io * 16)) + 1) + (N - 2);
                          const int32_t k_aligned = (int32_t)irc_aligned_start(((((ti * 2) + (w * 16)) - (io * 16)) + 1), k_end, &B[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + ((((ti * 2) + (w * 16)) - (io * 16)) + 1)) - (ti * 2)) - (w * 16)))))], sizeof(B[0]), ((uintptr_t)A ^ (uintptr_t)B), &A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) + 1))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + ((((ti * 2) + (w * 16)) - (io * 16)) + 1)) - (ti * 2)) - (w * 16)))))], sizeof(A[0]));
                          for (int32_t k = ((((ti * 2) + (w * 16)) - (io * 16)) + 1); k < k_aligned; k++) {
                            B[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] = ((((0.125 * ((A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) + 1))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] - (2.0 * A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + (0.125 * ((A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) + 1)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] - (2.0 * A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))]))) + (0.125 * ((A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) + 1))))] - (2.0 * A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))]))) + A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))]); /* heat3d.dsl:11 */
                          }
                          for (int32_t k = k_aligned; k < k_end; k++) {
                            B[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] = ((((0.125 * ((A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) + 1))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] - (2.0 * A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + (0.125 * ((A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) + 1)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] - (2.0 * A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))]))) + (0.125 * ((A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) + 1))))] - (2.0 * A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))])) + A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))]))) + A[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))]); /* heat3d.dsl:11 */
                          }
                        }
                      }
                      if ((((ii + (io * 32)) >= (((ti * 2) + (w * 16)) + 2)) && (((io * 16) + j) >= (((ti * 2) + (w * 16)) + 2)))) {
                        {
                          const int32_t k_end = ((((ti * 2) + (w * 16)) - (io * 16)) + 2) + (N - 2);
                          const int32_t k_aligned = (int32_t)irc_aligned_start(((((ti * 2) + (w * 16)) - (io * 16)) + 2), k_end, &A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + ((((ti * 2) + (w * 16)) - (io * 16)) + 2)) - (ti * 2)) - (w * 16)) - 1))))], sizeof(A[0]), ((uintptr_t)B ^ (uintptr_t)A), &B[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + ((((ti * 2) + (w * 16)) - (io * 16)) + 2)) - (ti * 2)) - (w * 16)) - 1))))], sizeof(B[0]));
                          for (int32_t k = ((((ti * 2) + (w * 16)) - (io * 16)) + 2); k < k_aligned; k++) {
                            A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))] = ((((0.125 * ((B[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 2))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + (0.125 * ((B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 2)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))]))) + (0.125 * ((B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 2))))]))) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))]); /* heat3d.dsl:21 */
                          }
                          for (int32_t k = k_aligned; k < k_end; k++) {
                            A[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))] = ((((0.125 * ((B[((((((int64_t)((((ii + (io * 32)) - (ti * 2)) - (w * 16)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 2))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + (0.125 * ((B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + j) - (ti * 2)) - (w * 16))))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 2)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))]))) + (0.125 * ((B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)(((((io * 16) + k) - (ti * 2)) - (w * 16)))))] - (2.0 * B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))])) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 2))))]))) + B[((((((int64_t)(((((ii + (io * 32)) - (ti * 2)) - (w * 16)) - 1))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + j) - (ti * 2)) - (w * 16)) - 1)))) * ((int64_t)(N))) + ((int64_t)((((((io * 16) + k) - (ti * 2)) - (w * 16)) - 1))))]); /* heat3d.dsl:21 */
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
}

int irc_heat3d(double *restrict A, double *restrict B, int32_t T, int32_t N) {
  if ((((((((int64_t)(N)) * ((int64_t)8)) * ((int64_t)(N))) * ((int64_t)(N))) * ((int64_t)2)) <= ((int64_t)irc_cache_bytes(2)))) {
    if (((((int64_t)((N - 2))) * (((int64_t)((N - 2))) * ((int64_t)((N - 2))))) * ((int64_t)2)) >= irc_team_work() * 2) {
      #pragma omp parallel
      irc_heat3d_region0(A, B, T, N);
    } else {
      irc_heat3d_region0_serial(A, B, T, N);
    }
  } else {
    #pragma omp parallel
    irc_heat3d_region2(A, B, T, N);
  }
  return 0;
}
