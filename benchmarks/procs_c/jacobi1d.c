/* jacobi-1d with a time-indexed array, as examples/procs/jacobi1d.dsl: A is (T + 1) x (N + 2)
   and row t + 1 is the 3-point average of row t.  Dependences (1, -1), (1, 0), (1, 1) in (t, i);
   skewed by i' = i + t they are (1, 0), (1, 1), (1, 2): rectangular tiles of (t, i') are legal,
   and the tiles of one anti-diagonal (Tt + I = w) are independent. */
#include "common.h"

/* (a) as written: t outer, i inner */
void jacobi1d_polybench(int T, int N, double *restrict A) {
  const size_t S = (size_t)N + 2;
  for (int t = 0; t < T; t++)
    for (int i = 1; i < N + 1; i++)
      A[(t + 1) * S + i] = (A[t * S + i - 1] + A[t * S + i] + A[t * S + i + 1]) / 3;
}

/* one tile: t in [Tt*bt, Tt*bt + bt), i' = i + t in [I*bi, I*bi + bi) */
static inline void jacobi1d_tile(int T, int N, double *restrict A, int Tt, int I, int bt, int bi) {
  const size_t S = (size_t)N + 2;
  const int t1 = imin(T, Tt * bt + bt);
  for (int t = Tt * bt; t < t1; t++) {
    const int lo = imax(1, I * bi - t), hi = imin(N + 1, I * bi + bi - t);
    const double *restrict src = A + t * S;
    double *restrict dst = A + (t + 1) * S;
    for (int i = lo; i < hi; i++)
      dst[i] = (src[i - 1] + src[i] + src[i + 1]) / 3;
  }
}

/* the i' tiles that tile row Tt touches: i' from Tt*bt + 1 to (last t) + N */
static inline int jacobi1d_ilo(int Tt, int bt, int bi) { return (Tt * bt + 1) / bi; }
static inline int jacobi1d_ihi(int T, int N, int Tt, int bt, int bi) {
  return (imin(T, Tt * bt + bt) - 1 + N) / bi;
}

/* (b) skewed by t and tiled (bt x bi), serial */
void jacobi1d_tiled(int T, int N, double *restrict A, int bt, int bi) {
  const int nt = (T + bt - 1) / bt;
  for (int Tt = 0; Tt < nt; Tt++)
    for (int I = jacobi1d_ilo(Tt, bt, bi); I <= jacobi1d_ihi(T, N, Tt, bt, bi); I++)
      jacobi1d_tile(T, N, A, Tt, I, bt, bi);
}

/* (c) the same tiles, the tiles of one wavefront Tt + I = w in parallel */
void jacobi1d_wavefront(int T, int N, double *restrict A, int bt, int bi) {
  const int nt = (T + bt - 1) / bt, ni = (T - 1 + N) / bi + 1;
  PROCS_WAVEFRONTS(nt, ni, Tt, I, {
    if (I >= jacobi1d_ilo(Tt, bt, bi) && I <= jacobi1d_ihi(T, N, Tt, bt, bi))
      jacobi1d_tile(T, N, A, Tt, I, bt, bi);
  })
}
