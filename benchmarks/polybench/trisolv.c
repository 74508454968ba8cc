/* PolyBench/C 4.2.1's kernel_trisolv, transcribed: its loops and statements, _PB_N as n. */

void kernel_trisolv(int n, double L[n][n], double x[n], double b[n])
{
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
