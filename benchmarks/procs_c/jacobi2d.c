/* PolyBench's jacobi-2d, as examples/procs/jacobi2d.dsl: per time step B from A, then A from B.
   The hand versions fuse the two nests with a shift, as Pluto does: half-step u = 2t + s runs
   statement s (s = 0: B from A, s = 1: A from B), so every dependence goes from half-step u to a
   later one with spatial distances in {-1, 0, 1}; skewed by 1 per half-step (by 2 per time
   step: i' = i + u, j' = j + u) they are all non-negative and rectangular tiles of (u, i', j')
   are legal.  The tiles of one wavefront U + I = w (all their J in order) are independent. */
#include "common.h"

/* (a) as written */
void jacobi2d_polybench(int T, int N, double *restrict A, double *restrict B) {
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i * N + j] = 0.2 * (A[i * N + j] + A[i * N + j - 1] + A[i * N + 1 + j] + A[(1 + i) * N + j] + A[(i - 1) * N + j]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i * N + j] = 0.2 * (B[i * N + j] + B[i * N + j - 1] + B[i * N + 1 + j] + B[(1 + i) * N + j] + B[(i - 1) * N + j]);
  }
}

/* one row of a half-step: dst row from src row (the same expression as both statements) */
static inline void jacobi2d_row(double *restrict d, const double *restrict s, int N, int lo, int hi) {
  for (int j = lo; j < hi; j++)
    d[j] = 0.2 * (s[j] + s[j - 1] + s[1 + j] + s[N + j] + s[j - N]);
}

static inline void jacobi2d_tile(int T, int N, double *restrict A, double *restrict B,
                                 int U, int I, int J, int bu, int bi, int bj) {
  const int u1 = imin(2 * T, U * bu + bu);
  for (int u = U * bu; u < u1; u++) {
    const double *s = (u & 1) ? B : A;
    double *d = (u & 1) ? A : B;
    const int ilo = imax(1, I * bi - u), ihi = imin(N - 1, I * bi + bi - u);
    const int jlo = imax(1, J * bj - u), jhi = imin(N - 1, J * bj + bj - u);
    for (int i = ilo; i < ihi; i++)
      jacobi2d_row(d + (size_t)i * N, s + (size_t)i * N, N, jlo, jhi);
  }
}

/* the tiles of i' (or j') that half-step tile U touches: i' from U*bu + 1 to (last u) + N - 2 */
static inline int jacobi2d_lo(int U, int bu, int b) { return (U * bu + 1) / b; }
static inline int jacobi2d_hi(int T, int N, int U, int bu, int b) {
  return (imin(2 * T, U * bu + bu) - 1 + N - 2) / b;
}

/* (b) fused, skewed and tiled (bu half-steps x bi x bj), serial */
void jacobi2d_tiled(int T, int N, double *restrict A, double *restrict B, int bu, int bi, int bj) {
  const int nu = (2 * T + bu - 1) / bu;
  for (int U = 0; U < nu; U++)
    for (int I = jacobi2d_lo(U, bu, bi); I <= jacobi2d_hi(T, N, U, bu, bi); I++)
      for (int J = jacobi2d_lo(U, bu, bj); J <= jacobi2d_hi(T, N, U, bu, bj); J++)
        jacobi2d_tile(T, N, A, B, U, I, J, bu, bi, bj);
}

/* (c) the same tiles, wavefronts U + I = w in parallel */
void jacobi2d_wavefront(int T, int N, double *restrict A, double *restrict B, int bu, int bi, int bj) {
  const int nu = (2 * T + bu - 1) / bu, ni = (2 * T - 1 + N - 2) / bi + 1;
  PROCS_WAVEFRONTS(nu, ni, U, I, {
    if (I >= jacobi2d_lo(U, bu, bi) && I <= jacobi2d_hi(T, N, U, bu, bi))
      for (int J = jacobi2d_lo(U, bu, bj); J <= jacobi2d_hi(T, N, U, bu, bj); J++)
        jacobi2d_tile(T, N, A, B, U, I, J, bu, bi, bj);
  })
}
