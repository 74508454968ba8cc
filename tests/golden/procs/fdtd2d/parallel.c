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

#include <stdlib.h>
static long irc_team_work(void) {
  const char *given = getenv("IRC_TEAM_WORK");
  return given ? atol(given) : 16384L;
}

static __attribute__((noinline)) void irc_fdtd2d_region0(double *restrict ex, double *restrict ey, double *restrict hz, double *restrict fict, int32_t TMAX, int32_t NX, int32_t NY) {
  {
    const int32_t t_end = 0 + TMAX;
    for (int32_t t = 0; t < t_end; t++) {
      {
        const int32_t c3_end = 0 + NY;
        #pragma omp for schedule(static)
        for (int32_t c3 = 0; c3 < c3_end; c3++) {
          ey[((int64_t)(c3))] = fict[t]; /* fdtd2d.dsl:11 */
        }
      }
      {
        const int32_t c3_end = 1 + (NX - 1);
        #pragma omp for schedule(static)
        for (int32_t c3 = 1; c3 < c3_end; c3++) {
          {
            const int32_t j_end = 0 + NY;
            const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(ey[0]), ((uintptr_t)hz ^ (uintptr_t)ey), &hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(hz[0]));
            for (int32_t j = 0; j < j_aligned; j++) {
              ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)((c3 - 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:15 */
            }
            for (int32_t j = j_aligned; j < j_end; j++) {
              ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)((c3 - 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:15 */
            }
          }
        }
      }
      {
        const int32_t c3_end = 0 + NX;
        #pragma omp for schedule(static)
        for (int32_t c3 = 0; c3 < c3_end; c3++) {
          {
            const int32_t j_end = 1 + (NY - 1);
            const int32_t j_aligned = (int32_t)irc_aligned_start(1, j_end, &ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(1)))], sizeof(ex[0]), ((uintptr_t)hz ^ (uintptr_t)ex), &hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(1)))], sizeof(hz[0]));
            for (int32_t j = 1; j < j_aligned; j++) {
              ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j - 1))))]))); /* fdtd2d.dsl:20 */
            }
            for (int32_t j = j_aligned; j < j_end; j++) {
              ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j - 1))))]))); /* fdtd2d.dsl:20 */
            }
          }
        }
      }
      {
        const int32_t c3_end = 0 + (NX - 1);
        #pragma omp for schedule(static)
        for (int32_t c3 = 0; c3 < c3_end; c3++) {
          {
            const int32_t j_end = 0 + (NY - 1);
            const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(hz[0]), ((uintptr_t)ex ^ (uintptr_t)hz) | ((uintptr_t)ey ^ (uintptr_t)hz), &ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((0 + 1))))], sizeof(ex[0]));
            for (int32_t j = 0; j < j_aligned; j++) {
              hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.7 * (((ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j + 1))))] - ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]) + ey[((((int64_t)((c3 + 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]) - ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:25 */
            }
            for (int32_t j = j_aligned; j < j_end; j++) {
              hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.7 * (((ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j + 1))))] - ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]) + ey[((((int64_t)((c3 + 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]) - ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:25 */
            }
          }
        }
      }
    }
  }
}

static __attribute__((noinline)) void irc_fdtd2d_region0_serial(double *restrict ex, double *restrict ey, double *restrict hz, double *restrict fict, int32_t TMAX, int32_t NX, int32_t NY) {
  {
    const int32_t t_end = 0 + TMAX;
    for (int32_t t = 0; t < t_end; t++) {
      {
        const int32_t c3_end = 0 + NY;
        const int32_t c3_aligned = (int32_t)irc_aligned_start(0, c3_end, &ey[((int64_t)(0))], sizeof(ey[0]), 0, NULL, 0);
        for (int32_t c3 = 0; c3 < c3_aligned; c3++) {
          ey[((int64_t)(c3))] = fict[t]; /* fdtd2d.dsl:11 */
        }
        for (int32_t c3 = c3_aligned; c3 < c3_end; c3++) {
          ey[((int64_t)(c3))] = fict[t]; /* fdtd2d.dsl:11 */
        }
      }
      {
        const int32_t c3_end = 1 + (NX - 1);
        for (int32_t c3 = 1; c3 < c3_end; c3++) {
          {
            const int32_t j_end = 0 + NY;
            const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(ey[0]), ((uintptr_t)hz ^ (uintptr_t)ey), &hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(hz[0]));
            for (int32_t j = 0; j < j_aligned; j++) {
              ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)((c3 - 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:15 */
            }
            for (int32_t j = j_aligned; j < j_end; j++) {
              ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)((c3 - 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:15 */
            }
          }
        }
      }
      {
        const int32_t c3_end = 0 + NX;
        for (int32_t c3 = 0; c3 < c3_end; c3++) {
          {
            const int32_t j_end = 1 + (NY - 1);
            const int32_t j_aligned = (int32_t)irc_aligned_start(1, j_end, &ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(1)))], sizeof(ex[0]), ((uintptr_t)hz ^ (uintptr_t)ex), &hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(1)))], sizeof(hz[0]));
            for (int32_t j = 1; j < j_aligned; j++) {
              ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j - 1))))]))); /* fdtd2d.dsl:20 */
            }
            for (int32_t j = j_aligned; j < j_end; j++) {
              ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.5 * (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j - 1))))]))); /* fdtd2d.dsl:20 */
            }
          }
        }
      }
      {
        const int32_t c3_end = 0 + (NX - 1);
        for (int32_t c3 = 0; c3 < c3_end; c3++) {
          {
            const int32_t j_end = 0 + (NY - 1);
            const int32_t j_aligned = (int32_t)irc_aligned_start(0, j_end, &hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(0)))], sizeof(hz[0]), ((uintptr_t)ex ^ (uintptr_t)hz) | ((uintptr_t)ey ^ (uintptr_t)hz), &ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((0 + 1))))], sizeof(ex[0]));
            for (int32_t j = 0; j < j_aligned; j++) {
              hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.7 * (((ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j + 1))))] - ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]) + ey[((((int64_t)((c3 + 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]) - ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:25 */
            }
            for (int32_t j = j_aligned; j < j_end; j++) {
              hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] = (hz[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))] - (0.7 * (((ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)((j + 1))))] - ex[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]) + ey[((((int64_t)((c3 + 1))) * ((int64_t)(NY))) + ((int64_t)(j)))]) - ey[((((int64_t)(c3)) * ((int64_t)(NY))) + ((int64_t)(j)))]))); /* fdtd2d.dsl:25 */
            }
          }
        }
      }
    }
  }
}

int irc_fdtd2d(double *restrict ex, double *restrict ey, double *restrict hz, double *restrict fict, int32_t TMAX, int32_t NX, int32_t NY) {
  if (((((((int64_t)((NX - 1))) * ((int64_t)((NY - 1)))) + (((int64_t)((NX - 1))) * ((int64_t)(NY)))) + (((int64_t)(NX)) * ((int64_t)((NY - 1))))) + ((int64_t)(NY))) >= irc_team_work() * 4) {
    #pragma omp parallel
    irc_fdtd2d_region0(ex, ey, hz, fict, TMAX, NX, NY);
  } else {
    irc_fdtd2d_region0_serial(ex, ey, hz, fict, TMAX, NX, NY);
  }
  return 0;
}
