/* PolyBench/C 4.2.1's kernel_floyd_warshall, transcribed: its loops and statements, _PB_N as n;
   in int, PolyBench's default for floyd-warshall. */

void kernel_floyd_warshall(int n, int path[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}
