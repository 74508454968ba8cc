/* Shared by the hand-written PolyBench kernels of benchmarks/procs.py (inlined into each kernel's
   source by the benchmark, so the build cache sees it).  Built with irc's flags (-O3
   -march=native -fno-wrapv ...), plus -fopenmp for the wavefront-parallel variants. */
#include <stddef.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int imax(int a, int b) { return a > b ? a : b; }
/* floor(a / b) for b > 0 */
static inline int floord(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

/* The threads an OpenMP parallel region of this process starts (1 without OpenMP), counted
   inside one: omp_set_num_threads of any module reaches every module, as they share libgomp. */
int procs_threads(void) {
  int n = 1;
#ifdef _OPENMP
#pragma omp parallel
  {
#pragma omp single
    n = omp_get_num_threads();
  }
#endif
  return n;
}

void procs_set_threads(int n) {
#ifdef _OPENMP
  omp_set_num_threads(n);
#else
  (void)n;
#endif
}

/* The (c) variants: the wavefronts U + I = w of an nu x ni grid of tiles in order, the tiles of
   one wavefront in parallel (an omp for, whose barrier ends the wavefront); the body (the
   macro's last argument) runs tile (U, I), and any inner tile loops. */
#define PROCS_WAVEFRONTS(nu, ni, U, I, ...)                                             \
  _Pragma("omp parallel")                                                               \
  for (int w_ = 0; w_ < (nu) + (ni) - 1; w_++) {                                        \
    _Pragma("omp for schedule(dynamic, 1)")                                             \
    for (int U = imax(0, w_ - (ni) + 1); U <= imin((nu) - 1, w_); U++) {                \
      const int I = w_ - U;                                                             \
      __VA_ARGS__                                                                       \
    }                                                                                   \
  }
