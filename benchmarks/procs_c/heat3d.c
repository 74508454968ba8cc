/* PolyBench's heat-3d, as examples/procs/heat3d.dsl (time loop 1 .. T, T steps): per step B from
   A, then A from B.  As for jacobi-2d the hand versions fuse the two nests with a shift
   (half-step u = 2(t - 1) + s) and skew every space dimension by 1 per half-step (i' = i + u,
   j' = j + u, k' = k + u): all dependences become non-negative, rectangular tiles of
   (u, i', j', k') are legal, and the tiles of one wavefront U + I = w are independent. */
#include "common.h"

#define HEAT(s, N, k)                                                                      \
  (0.125 * (s[(N) * (N) + (k)] - 2.0 * s[k] + s[-(N) * (N) + (k)])                         \
   + 0.125 * (s[(N) + (k)] - 2.0 * s[k] + s[-(N) + (k)])                                   \
   + 0.125 * (s[(k) + 1] - 2.0 * s[k] + s[(k) - 1])                                        \
   + s[k])

/* (a) as written */
void heat3d_polybench(int T, int N, double *restrict A, double *restrict B) {
  for (int t = 1; t < T + 1; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        for (int k = 1; k < N - 1; k++)
          B[(i * N + j) * N + k] = (0.125 * (A[((i + 1) * N + j) * N + k] - 2.0 * A[(i * N + j) * N + k] + A[((i - 1) * N + j) * N + k])
                                    + 0.125 * (A[(i * N + j + 1) * N + k] - 2.0 * A[(i * N + j) * N + k] + A[(i * N + j - 1) * N + k])
                                    + 0.125 * (A[(i * N + j) * N + k + 1] - 2.0 * A[(i * N + j) * N + k] + A[(i * N + j) * N + k - 1])
                                    + A[(i * N + j) * N + k]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        for (int k = 1; k < N - 1; k++)
          A[(i * N + j) * N + k] = (0.125 * (B[((i + 1) * N + j) * N + k] - 2.0 * B[(i * N + j) * N + k] + B[((i - 1) * N + j) * N + k])
                                    + 0.125 * (B[(i * N + j + 1) * N + k] - 2.0 * B[(i * N + j) * N + k] + B[(i * N + j - 1) * N + k])
                                    + 0.125 * (B[(i * N + j) * N + k + 1] - 2.0 * B[(i * N + j) * N + k] + B[(i * N + j) * N + k - 1])
                                    + B[(i * N + j) * N + k]);
  }
}

/* one row (fixed i, j) of a half-step */
static inline void heat3d_row(double *restrict d, const double *restrict s, int N, int lo, int hi) {
  for (int k = lo; k < hi; k++)
    d[k] = HEAT(s, N, k);
}

static inline void heat3d_tile(int T, int N, double *restrict A, double *restrict B,
                               int U, int I, int J, int K, int bu, int bi, int bj, int bk) {
  const int u1 = imin(2 * T, U * bu + bu);
  for (int u = U * bu; u < u1; u++) {
    const double *s = (u & 1) ? B : A;
    double *d = (u & 1) ? A : B;
    const int ilo = imax(1, I * bi - u), ihi = imin(N - 1, I * bi + bi - u);
    const int jlo = imax(1, J * bj - u), jhi = imin(N - 1, J * bj + bj - u);
    const int klo = imax(1, K * bk - u), khi = imin(N - 1, K * bk + bk - u);
    for (int i = ilo; i < ihi; i++)
      for (int j = jlo; j < jhi; j++) {
        const size_t o = ((size_t)i * N + j) * N;
        heat3d_row(d + o, s + o, N, klo, khi);
      }
  }
}

/* the tiles of a skewed space dimension that half-step tile U touches */
static inline int heat3d_lo(int U, int bu, int b) { return (U * bu + 1) / b; }
static inline int heat3d_hi(int T, int N, int U, int bu, int b) {
  return (imin(2 * T, U * bu + bu) - 1 + N - 2) / b;
}

/* (b) fused, skewed and tiled (bu half-steps x bi x bj x bk), serial */
void heat3d_tiled(int T, int N, double *restrict A, double *restrict B, int bu, int bi, int bj, int bk) {
  const int nu = (2 * T + bu - 1) / bu;
  for (int U = 0; U < nu; U++)
    for (int I = heat3d_lo(U, bu, bi); I <= heat3d_hi(T, N, U, bu, bi); I++)
      for (int J = heat3d_lo(U, bu, bj); J <= heat3d_hi(T, N, U, bu, bj); J++)
        for (int K = heat3d_lo(U, bu, bk); K <= heat3d_hi(T, N, U, bu, bk); K++)
          heat3d_tile(T, N, A, B, U, I, J, K, bu, bi, bj, bk);
}

/* (c) the same tiles, wavefronts U + I = w in parallel */
void heat3d_wavefront(int T, int N, double *restrict A, double *restrict B, int bu, int bi, int bj, int bk) {
  const int nu = (2 * T + bu - 1) / bu, ni = (2 * T - 1 + N - 2) / bi + 1;
  PROCS_WAVEFRONTS(nu, ni, U, I, {
    if (I >= heat3d_lo(U, bu, bi) && I <= heat3d_hi(T, N, U, bu, bi))
      for (int J = heat3d_lo(U, bu, bj); J <= heat3d_hi(T, N, U, bu, bj); J++)
        for (int K = heat3d_lo(U, bu, bk); K <= heat3d_hi(T, N, U, bu, bk); K++)
          heat3d_tile(T, N, A, B, U, I, J, K, bu, bi, bj, bk);
  })
}
