/* PolyBench/C 4.2.1's kernel_cholesky, transcribed: its loops and statements, _PB_N as n. */
#include <math.h>

void kernel_cholesky(int n, double A[n][n])
{
  for (int i = 0; i < n; i++) {
    /* j < i */
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    /* i == j */
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
