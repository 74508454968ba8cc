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

static __attribute__((noinline)) void irc_jacobi1d_region0(double *restrict A, int32_t T, int32_t N) {
  {
    const int32_t w_end = 0 + ((((N + (T * 9)) - 9) >> 8) + 1);
    for (int32_t w = 0; w < w_end; w++) {
      {
        const int32_t io_end = irc_max_i32(((w - ((T + 31) >> 5)) + 1), irc_div_i32((w + 1), 9)) + ((irc_min_i32(irc_min_i32(w, (((N + T) - 1) >> 8)), irc_div_i32(((N + (w * 32)) + 31), 288)) - irc_max_i32(((w - ((T + 31) >> 5)) + 1), irc_div_i32((w + 1), 9))) + 1);
        #pragma omp for schedule(static)
        for (int32_t io = irc_max_i32(((w - ((T + 31) >> 5)) + 1), irc_div_i32((w + 1), 9)); io < io_end; io++) {
          {
            const int32_t ti_end = irc_max_i32((((io * 288) - N) - (w * 32)), 0) + ((irc_min_i32(irc_min_i32((((T + (io * 32)) - (w * 32)) - 1), (((io * 288) - (w * 32)) + 254)), 31) - irc_max_i32((((io * 288) - N) - (w * 32)), 0)) + 1);
            for (int32_t ti = irc_max_i32((((io * 288) - N) - (w * 32)), 0); ti < ti_end; ti++) {
              {
                const int32_t ii_end = irc_max_i32((((ti + (w * 32)) - (io * 288)) + 1), 0) + ((irc_min_i32((((N + ti) + (w * 32)) - (io * 288)), 255) - irc_max_i32((((ti + (w * 32)) - (io * 288)) + 1), 0)) + 1);
                const int32_t ii_aligned = (int32_t)irc_aligned_start(irc_max_i32((((ti + (w * 32)) - (io * 288)) + 1), 0), ii_end, &A[(((int64_t)((((irc_max_i32((((ti + (w * 32)) - (io * 288)) + 1), 0) + (io * 288)) - ti) - (w * 32)))) + (((int64_t)((((ti + (w * 32)) - (io * 32)) + 1))) * ((int64_t)((N + 2)))))], sizeof(A[0]), 0, NULL, 0);
                for (int32_t ii = irc_max_i32((((ti + (w * 32)) - (io * 288)) + 1), 0); ii < ii_aligned; ii++) {
                  A[(((int64_t)((((ii + (io * 288)) - ti) - (w * 32)))) + (((int64_t)((((ti + (w * 32)) - (io * 32)) + 1))) * ((int64_t)((N + 2)))))] = (((A[(((int64_t)(((((ii + (io * 288)) - ti) - (w * 32)) - 1))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))] + A[(((int64_t)((((ii + (io * 288)) - ti) - (w * 32)))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))]) + A[(((int64_t)(((((ii + (io * 288)) - ti) - (w * 32)) + 1))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))]) / 3.0); /* jacobi1d.dsl:13 */
                }
                for (int32_t ii = ii_aligned; ii < ii_end; ii++) {
                  A[(((int64_t)((((ii + (io * 288)) - ti) - (w * 32)))) + (((int64_t)((((ti + (w * 32)) - (io * 32)) + 1))) * ((int64_t)((N + 2)))))] = (((A[(((int64_t)(((((ii + (io * 288)) - ti) - (w * 32)) - 1))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))] + A[(((int64_t)((((ii + (io * 288)) - ti) - (w * 32)))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))]) + A[(((int64_t)(((((ii + (io * 288)) - ti) - (w * 32)) + 1))) + (((int64_t)(((ti + (w * 32)) - (io * 32)))) * ((int64_t)((N + 2)))))]) / 3.0); /* jacobi1d.dsl:13 */
                }
              }
            }
          }
        }
      }
    }
  }
}

int irc_jacobi1d(double *restrict A, int32_t T, int32_t N) {
  if ((((((int64_t)((T + 1))) * ((int64_t)8)) * ((int64_t)((N + 2)))) <= ((int64_t)irc_cache_bytes(2)))) {
    {
      const int32_t t_end = 0 + T;
      for (int32_t t = 0; t < t_end; t++) {
        {
          const int32_t i_end = 1 + N;
          const int32_t i_aligned = (int32_t)irc_aligned_start(1, i_end, &A[(((int64_t)(1)) + (((int64_t)((t + 1))) * ((int64_t)((N + 2)))))], sizeof(A[0]), 0, NULL, 0);
          for (int32_t i = 1; i < i_aligned; i++) {
            A[(((int64_t)(i)) + (((int64_t)((t + 1))) * ((int64_t)((N + 2)))))] = (((A[(((int64_t)((i - 1))) + (((int64_t)(t)) * ((int64_t)((N + 2)))))] + A[(((int64_t)(i)) + (((int64_t)(t)) * ((int64_t)((N + 2)))))]) + A[(((int64_t)((i + 1))) + (((int64_t)(t)) * ((int64_t)((N + 2)))))]) / 3.0); /* jacobi1d.dsl:13 */
          }
          for (int32_t i = i_aligned; i < i_end; i++) {
            A[(((int64_t)(i)) + (((int64_t)((t + 1))) * ((int64_t)((N + 2)))))] = (((A[(((int64_t)((i - 1))) + (((int64_t)(t)) * ((int64_t)((N + 2)))))] + A[(((int64_t)(i)) + (((int64_t)(t)) * ((int64_t)((N + 2)))))]) + A[(((int64_t)((i + 1))) + (((int64_t)(t)) * ((int64_t)((N + 2)))))]) / 3.0); /* jacobi1d.dsl:13 */
          }
        }
      }
    }
  } else {
    #pragma omp parallel
    irc_jacobi1d_region0(A, T, N);
  }
  return 0;
}
