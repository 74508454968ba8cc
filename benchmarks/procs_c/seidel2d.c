/* PolyBench's seidel-2d, as examples/procs/seidel2d.dsl: a 9-point Gauss-Seidel sweep in place.
   Dependences in (t, i, j) are (0, 0, 1), (0, 1, -1..1) within a sweep and (1, -1..1, -1..1)
   across sweeps; Pluto's skew (t, c2 = t + i, c3 = 2t + i + j) makes them all non-negative, so
   rectangular tiles of (t, c2, c3) are legal and the tiles of one wavefront T + C2 = w (all
   their C3 in order) are independent. */
#include "common.h"

/* (a) as written */
void seidel2d_polybench(int T, int N, double *restrict A) {
  for (int t = 0; t < T; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i * N + j] = (A[(i - 1) * N + j - 1] + A[(i - 1) * N + j] + A[(i - 1) * N + j + 1]
                        + A[i * N + j - 1] + A[i * N + j] + A[i * N + j + 1]
                        + A[(i + 1) * N + j - 1] + A[(i + 1) * N + j] + A[(i + 1) * N + j + 1]) / 9.0;
}

static inline void seidel2d_tile(int T, int N, double *restrict A, int Tt, int C2, int C3,
                                 int bt, int bi, int bj) {
  const int t1 = imin(T, Tt * bt + bt);
  for (int t = Tt * bt; t < t1; t++) {
    const int ilo = imax(1, C2 * bi - t), ihi = imin(N - 1, C2 * bi + bi - t);
    for (int i = ilo; i < ihi; i++) {
      const int jlo = imax(1, C3 * bj - 2 * t - i), jhi = imin(N - 1, C3 * bj + bj - 2 * t - i);
      double *restrict r = A + (size_t)i * N;
      for (int j = jlo; j < jhi; j++)
        r[j] = (r[-N + j - 1] + r[-N + j] + r[-N + j + 1]
                + r[j - 1] + r[j] + r[j + 1]
                + r[N + j - 1] + r[N + j] + r[N + j + 1]) / 9.0;
    }
  }
}

/* the c2 tiles that time tile Tt touches (c2 = t + i from Tt*bt + 1 to last t + N - 2), and the
   c3 tiles (c3 = 2t + i + j from 2 Tt*bt + 2 to 2 last t + 2N - 4) */
static inline int seidel2d_c2lo(int Tt, int bt, int bi) { return (Tt * bt + 1) / bi; }
static inline int seidel2d_c2hi(int T, int N, int Tt, int bt, int bi) {
  return (imin(T, Tt * bt + bt) - 1 + N - 2) / bi;
}
static inline int seidel2d_c3lo(int Tt, int bt, int bj) { return (2 * Tt * bt + 2) / bj; }
static inline int seidel2d_c3hi(int T, int N, int Tt, int bt, int bj) {
  return (2 * (imin(T, Tt * bt + bt) - 1) + 2 * N - 4) / bj;
}

/* (b) skewed (t, t + i, 2t + i + j) and tiled (bt x bi x bj), serial */
void seidel2d_tiled(int T, int N, double *restrict A, int bt, int bi, int bj) {
  const int nt = (T + bt - 1) / bt;
  for (int Tt = 0; Tt < nt; Tt++)
    for (int C2 = seidel2d_c2lo(Tt, bt, bi); C2 <= seidel2d_c2hi(T, N, Tt, bt, bi); C2++)
      for (int C3 = seidel2d_c3lo(Tt, bt, bj); C3 <= seidel2d_c3hi(T, N, Tt, bt, bj); C3++)
        seidel2d_tile(T, N, A, Tt, C2, C3, bt, bi, bj);
}

/* (c) the same tiles, wavefronts Tt + C2 = w in parallel */
void seidel2d_wavefront(int T, int N, double *restrict A, int bt, int bi, int bj) {
  const int nt = (T + bt - 1) / bt, n2 = (T - 1 + N - 2) / bi + 1;
  PROCS_WAVEFRONTS(nt, n2, Tt, C2, {
    if (C2 >= seidel2d_c2lo(Tt, bt, bi) && C2 <= seidel2d_c2hi(T, N, Tt, bt, bi))
      for (int C3 = seidel2d_c3lo(Tt, bt, bj); C3 <= seidel2d_c3hi(T, N, Tt, bt, bj); C3++)
        seidel2d_tile(T, N, A, Tt, C2, C3, bt, bi, bj);
  })
}
