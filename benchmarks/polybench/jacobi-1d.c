/* PolyBench/C 4.2.1's kernel_jacobi_1d, transcribed: its loops and statements, _PB_N as n. */

void kernel_jacobi_1d(int tsteps, int n, double A[n], double B[n])
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}
