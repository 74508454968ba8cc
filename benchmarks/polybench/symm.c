/* PolyBench/C 4.2.1's kernel_symm, transcribed: its loops and statements, _PB_M as m. */

void kernel_symm(int m, int n, double alpha, double beta, double C[m][n], double A[m][m], double B[m][n])
{
  double temp2;

  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}
