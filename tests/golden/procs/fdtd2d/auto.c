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

static __attribute__((noinline)) void irc_fdtd2d_region0(double *restrict ey, double *restrict hz, int32_t NX, int32_t NY) {
  {
    const int32_t i_end = 1 + (NX - 1);
    #pragma omp for schedule(static)
    for (int32_t i = 1; i < i_end; i++) {
      {
        const int32_t j_end = 0 + NY;
        const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &ey[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(ey[0]), ((uintptr_t)hz ^ (uintptr_t)ey), &hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(hz[0]));
        for (int32_t j = 0; j < j_aligned; j++) {
          ey[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ey[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)((i - 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:15 */
        }
        for (int32_t j = j_aligned; j < j_end; j++) {
          ey[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ey[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)((i - 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:15 */
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_fdtd2d_region1(double *restrict ex, double *restrict hz, int32_t NX, int32_t NY) {
  {
    const int32_t i_end = 0 + NX;
    #pragma omp for schedule(static)
    for (int32_t i = 0; i < i_end; i++) {
      {
        const int32_t j_end = 1 + (NY - 1);
        const int32_t j_aligned = (int32_t)irc_aligned_start(1, j_end, &ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(1)))], sizeof(ex[0]), ((uintptr_t)hz ^ (uintptr_t)ex), &hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(1)))], sizeof(hz[0]));
        for (int32_t j = 1; j < j_aligned; j++) {
          ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)((j - 1))))]))); /* fdtd2d.dsl:20 */
        }
        for (int32_t j = j_aligned; j < j_end; j++) {
          ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)((j - 1))))]))); /* fdtd2d.dsl:20 */
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_fdtd2d_region2(double *restrict ex, double *restrict ey, double *restrict hz, int32_t NX, int32_t NY) {
  {
    const int32_t i_end = 0 + (NX - 1);
    #pragma omp for schedule(static)
    for (int32_t i = 0; i < i_end; i++) {
      {
        const int32_t j_end = 0 + (NY - 1);
        const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(hz[0]), ((uintptr_t)ex ^ (uintptr_t)hz) | ((uintptr_t)ey ^ (uintptr_t)hz), &ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)((0 + 1))))], sizeof(ex[0]));
        for (int32_t j = 0; j < j_aligned; j++) {
          hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.7 * (((ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)((j + 1))))] - ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))]) + ey[((((int64_t)((i + 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]) - ey[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:25 */
        }
        for (int32_t j = j_aligned; j < j_end; j++) {
          hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (hz[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.7 * (((ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)((j + 1))))] - ex[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))]) + ey[((((int64_t)((i + 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]) - ey[((((int64_t)(i)) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:25 */
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_fdtd2d_region3(double *restrict ex, double *restrict ey, double *restrict hz, double *restrict fict, int32_t TMAX, int32_t NX, int32_t NY) {
  {
    const int32_t w_end = 0 + (((TMAX - 1) >> 4) + 1);
    for (int32_t w = 0; w < w_end; w++) {
      {
        const int32_t io_end = ((w + 1) >> 1) + ((irc_min_i32(irc_min_i32(w, (((NX + TMAX) - 2) >> 5)), (((NX + (w * 32)) + 30) >> 6)) - ((w + 1) >> 1)) + 1);
        #pragma omp for schedule(static)
        for (int32_t io = ((w + 1) >> 1); io < io_end; io++) {
          {
            const int32_t jo_end = ((w - io) >> 3) + ((irc_min_i32((((NY + TMAX) - 2) >> 8), ((((NY + (w * 32)) - (io * 32)) + 30) >> 8)) - ((w - io) >> 3)) + 1);
            for (int32_t jo = ((w - io) >> 3); jo < jo_end; jo++) {
              if (((io * 2) >= (w + 1))) {
                {
                  const int32_t ti_end = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 256)) - NY) - (w * 32)) + 1)), 0) + (irc_min_i32(((TMAX + (io * 32)) - (w * 32)), 32) - irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 256)) - NY) - (w * 32)) + 1)), 0));
                  for (int32_t ti = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 256)) - NY) - (w * 32)) + 1)), 0); ti < ti_end; ti++) {
                    {
                      const int32_t ii_end = 0 + irc_min_i32((((NX + ti) + (w * 32)) - (io * 64)), 32);
                      for (int32_t ii = 0; ii < ii_end; ii++) {
                        {
                          const int32_t ji_end = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0) + (irc_min_i32(((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 256)), 256) - irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0));
                          const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0), ji_end, &ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(ey[0]), ((uintptr_t)hz ^ (uintptr_t)ey), &hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(hz[0]));
                          for (int32_t ji = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0); ji < ji_aligned; ji++) {
                            ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))]))); /* fdtd2d.dsl:15 */
                          }
                          for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                            ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))]))); /* fdtd2d.dsl:15 */
                          }
                        }
                        {
                          const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0) + (irc_min_i32(((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 256)), 256) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0));
                          const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0), ji_end, &ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(ex[0]), ((uintptr_t)hz ^ (uintptr_t)ex), &hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(hz[0]));
                          for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0); ji < ji_aligned; ji++) {
                            ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:20 */
                          }
                          for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                            ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:20 */
                          }
                        }
                        {
                          const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0) + (irc_min_i32(((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 256)), 256) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0));
                          const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0), ji_end, &hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)) - 1))))], sizeof(hz[0]), ((uintptr_t)ex ^ (uintptr_t)hz) | ((uintptr_t)ey ^ (uintptr_t)hz), &ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(ex[0]));
                          for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0); ji < ji_aligned; ji++) {
                            hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] = (hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] - (0.7 * (((ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) + ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) - ey[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:25 */
                          }
                          for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                            hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] = (hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] - (0.7 * (((ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) + ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) - ey[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:25 */
                          }
                        }
                      }
                    }
                  }
                }
              } else {
                {
                  const int32_t ti_end = irc_max_i32(((((jo * 256) - NY) - (w * 16)) + 1), 0) + (irc_min_i32((TMAX - (w * 16)), 32) - irc_max_i32(((((jo * 256) - NY) - (w * 16)) + 1), 0));
                  for (int32_t ti = irc_max_i32(((((jo * 256) - NY) - (w * 16)) + 1), 0); ti < ti_end; ti++) {
                    {
                      const int32_t ji_end = irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0) + (irc_min_i32((((NY + ti) + (w * 16)) - (jo * 256)), 256) - irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0));
                      const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0), ji_end, &ey[((int64_t)((((irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0) + (jo * 256)) - ti) - (w * 16))))], sizeof(ey[0]), 0, NULL, 0);
                      for (int32_t ji = irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0); ji < ji_aligned; ji++) {
                        ey[((int64_t)((((ji + (jo * 256)) - ti) - (w * 16))))] = fict[(ti + (w * 16))]; /* fdtd2d.dsl:11 */
                      }
                      for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                        ey[((int64_t)((((ji + (jo * 256)) - ti) - (w * 16))))] = fict[(ti + (w * 16))]; /* fdtd2d.dsl:11 */
                      }
                    }
                    if ((((jo * 256) + 254) >= (ti + (w * 16)))) {
                      {
                        const int32_t ii_end = irc_max_i32(ti, ((ti - NY) + 2)) + (irc_min_i32((NX + ti), 32) - irc_max_i32(ti, ((ti - NY) + 2)));
                        for (int32_t ii = irc_max_i32(ti, ((ti - NY) + 2)); ii < ii_end; ii++) {
                          if ((ii >= (ti + 1))) {
                            {
                              const int32_t ji_end = irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0) + (irc_min_i32((((NY + ti) + (w * 16)) - (jo * 256)), 256) - irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0));
                              const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0), ji_end, &ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0) + (jo * 256)) - ti) - (w * 16)))))], sizeof(ey[0]), ((uintptr_t)hz ^ (uintptr_t)ey), &hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0) + (jo * 256)) - ti) - (w * 16)))))], sizeof(hz[0]));
                              for (int32_t ji = irc_max_i32(((ti + (w * 16)) - (jo * 256)), 0); ji < ji_aligned; ji++) {
                                ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] = (ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - (0.5 * (hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))]))); /* fdtd2d.dsl:15 */
                              }
                              for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                                ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] = (ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - (0.5 * (hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))]))); /* fdtd2d.dsl:15 */
                              }
                            }
                          }
                          {
                            const int32_t ji_end = irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0) + (irc_min_i32((((NY + ti) + (w * 16)) - (jo * 256)), 256) - irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0));
                            const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0), ji_end, &ex[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0) + (jo * 256)) - ti) - (w * 16)))))], sizeof(ex[0]), ((uintptr_t)hz ^ (uintptr_t)ex), &hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0) + (jo * 256)) - ti) - (w * 16)))))], sizeof(hz[0]));
                            for (int32_t ji = irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0); ji < ji_aligned; ji++) {
                              ex[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] = (ex[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - (0.5 * (hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]))); /* fdtd2d.dsl:20 */
                            }
                            for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                              ex[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] = (ex[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - (0.5 * (hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - hz[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]))); /* fdtd2d.dsl:20 */
                            }
                          }
                          if ((ii >= (ti + 1))) {
                            {
                              const int32_t ji_end = irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0) + (irc_min_i32((((NY + ti) + (w * 16)) - (jo * 256)), 256) - irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0));
                              const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0), ji_end, &hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0) + (jo * 256)) - ti) - (w * 16)) - 1))))], sizeof(hz[0]), ((uintptr_t)ex ^ (uintptr_t)hz) | ((uintptr_t)ey ^ (uintptr_t)hz), &ex[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)((((irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0) + (jo * 256)) - ti) - (w * 16)))))], sizeof(ex[0]));
                              for (int32_t ji = irc_max_i32((((ti + (w * 16)) - (jo * 256)) + 1), 0); ji < ji_aligned; ji++) {
                                hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))] = (hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))] - (0.7 * (((ex[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - ex[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]) + ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]) - ey[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]))); /* fdtd2d.dsl:25 */
                              }
                              for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                                hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))] = (hz[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))] - (0.7 * (((ex[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)((((ji + (jo * 256)) - ti) - (w * 16)))))] - ex[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]) + ey[((((int64_t)((ii - ti))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]) - ey[((((int64_t)(((ii - ti) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((ji + (jo * 256)) - ti) - (w * 16)) - 1))))]))); /* fdtd2d.dsl:25 */
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
  }
}

static __attribute__((noinline)) void irc_fdtd2d_region4(double *restrict ex, double *restrict ey, double *restrict hz, int32_t TMAX, int32_t NX, int32_t NY) {
  {
    const int32_t w_end = (((TMAX - 1) >> 4) + 1) + ((((NX + (TMAX * 2)) - 3) >> 5) - ((TMAX - 1) >> 4));
    for (int32_t w = (((TMAX - 1) >> 4) + 1); w < w_end; w++) {
      {
        const int32_t io_end = ((w - ((TMAX + 31) >> 5)) + 1) + ((((TMAX + 31) >> 5) + irc_min_i32(irc_min_i32(w, (((NX + TMAX) - 2) >> 5)), (((NX + (w * 32)) + 30) >> 6))) - w);
        #pragma omp for schedule(static)
        for (int32_t io = ((w - ((TMAX + 31) >> 5)) + 1); io < io_end; io++) {
          {
            const int32_t jo_end = ((w - io) >> 3) + ((irc_min_i32((((NY + TMAX) - 2) >> 8), ((((NY + (w * 32)) - (io * 32)) + 30) >> 8)) - ((w - io) >> 3)) + 1);
            for (int32_t jo = ((w - io) >> 3); jo < jo_end; jo++) {
              {
                const int32_t ti_end = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 256)) - NY) - (w * 32)) + 1)), 0) + (irc_min_i32(((TMAX + (io * 32)) - (w * 32)), 32) - irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 256)) - NY) - (w * 32)) + 1)), 0));
                for (int32_t ti = irc_max_i32(irc_max_i32(((((io * 64) - NX) - (w * 32)) + 1), (((((io * 32) + (jo * 256)) - NY) - (w * 32)) + 1)), 0); ti < ti_end; ti++) {
                  {
                    const int32_t ii_end = 0 + irc_min_i32((((NX + ti) + (w * 32)) - (io * 64)), 32);
                    for (int32_t ii = 0; ii < ii_end; ii++) {
                      {
                        const int32_t ji_end = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0) + (irc_min_i32(((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 256)), 256) - irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0));
                        const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0), ji_end, &ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(ey[0]), ((uintptr_t)hz ^ (uintptr_t)ey), &hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(hz[0]));
                        for (int32_t ji = irc_max_i32((((ti + (w * 32)) - (io * 32)) - (jo * 256)), 0); ji < ji_aligned; ji++) {
                          ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))]))); /* fdtd2d.dsl:15 */
                        }
                        for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                          ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))]))); /* fdtd2d.dsl:15 */
                        }
                      }
                      {
                        const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0) + (irc_min_i32(((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 256)), 256) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0));
                        const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0), ji_end, &ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(ex[0]), ((uintptr_t)hz ^ (uintptr_t)ex), &hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(hz[0]));
                        for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0); ji < ji_aligned; ji++) {
                          ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:20 */
                        }
                        for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                          ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] = (ex[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - (0.5 * (hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - hz[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:20 */
                        }
                      }
                      {
                        const int32_t ji_end = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0) + (irc_min_i32(((((NY + ti) + (w * 32)) - (io * 32)) - (jo * 256)), 256) - irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0));
                        const int32_t ji_aligned = (int32_t)irc_aligned_start(irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0), ji_end, &hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)) - 1))))], sizeof(hz[0]), ((uintptr_t)ex ^ (uintptr_t)hz) | ((uintptr_t)ey ^ (uintptr_t)hz), &ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0)) + (jo * 256)) - ti) - (w * 32)))))], sizeof(ex[0]));
                        for (int32_t ji = irc_max_i32(((((ti + (w * 32)) - (io * 32)) - (jo * 256)) + 1), 0); ji < ji_aligned; ji++) {
                          hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] = (hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] - (0.7 * (((ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) + ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) - ey[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:25 */
                        }
                        for (int32_t ji = ji_aligned; ji < ji_end; ji++) {
                          hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] = (hz[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))] - (0.7 * (((ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)))))] - ex[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) + ey[((((int64_t)((((ii + (io * 64)) - ti) - (w * 32)))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]) - ey[((((int64_t)(((((ii + (io * 64)) - ti) - (w * 32)) - 1))) * ((int64_t)(NY))) + ((int64_t)(((((((io * 32) + ji) + (jo * 256)) - ti) - (w * 32)) - 1))))]))); /* fdtd2d.dsl:25 */
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

int irc_fdtd2d(double *restrict ex, double *restrict ey, double *restrict hz, double *restrict fict, int32_t TMAX, int32_t NX, int32_t NY) {
  if ((((((((int64_t)(NX)) * ((int64_t)8)) * ((int64_t)(NY))) * ((int64_t)3)) + (((int64_t)(TMAX)) * ((int64_t)8))) <= ((int64_t)irc_cache_bytes(2)))) {
    {
      const int32_t t_end = 0 + TMAX;
      for (int32_t t = 0; t < t_end; t++) {
        {
          const int32_t j_end = 0 + NY;
          const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &ey[((int64_t)(0))], sizeof(ey[0]), 0, NULL, 0);
          for (int32_t j = 0; j < j_aligned; j++) {
            ey[((int64_t)(j))] = fict[t]; /* fdtd2d.dsl:11 */
          }
          for (int32_t j = j_aligned; j < j_end; j++) {
            ey[((int64_t)(j))] = fict[t]; /* fdtd2d.dsl:11 */
          }
        }
        #pragma omp parallel
        irc_fdtd2d_region0(ey, hz, NX, NY);
        #pragma omp parallel
        irc_fdtd2d_region1(ex, hz, NX, NY);
        #pragma omp parallel
        irc_fdtd2d_region2(ex, ey, hz, NX, NY);
      }
    }
  } else {
    #pragma omp parallel
    irc_fdtd2d_region3(ex, ey, hz, fict, TMAX, NX, NY);
    #pragma omp parallel
    irc_fdtd2d_region4(ex, ey, hz, TMAX, NX, NY);
  }
  return 0;
}
