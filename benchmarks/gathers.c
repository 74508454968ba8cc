/* How gcc reads a table at data-computed indices in a vector loop, three ways, on a slice like
   bilateral_grid's (per pixel 16 reads of a grid [gx][z][c] around a z taken from the pixel):
   the loop as irc emits it today (`#pragma omp simd`: gcc's gathers), scalar (gcc's vectorizer
   off), and emulated (the indices into a lane array by a vector loop, the 16 reads by unrolled
   scalar loads into vectors, the arithmetic on vectors: what Halide's LLVM emits on this AMD,
   vpextrd and vinsertps).  Each is checked against the scalar version; the figures are in
   benchmarks/RESULTS.md.

       gcc -O3 -march=native -fno-math-errno -fno-trapping-math -fopenmp-simd benchmarks/gathers.c -o /tmp/gathers && /tmp/gathers
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define NZ 12
#define GW 200
#define W 1536
static float lerp(float a, float b, float w) { return a + (b - a) * w; }
#define BODY(LOAD) \
    float v = in[x]; float zv = v * 10.0f; int zi = (int)zv; float zf = zv - (float)zi; \
    int gx = x >> 3; float xf = (float)(x & 7) * 0.125f; \
    int base = (gx * NZ + zi) * 2; \
    float r[2]; \
    for (int c = 0; c < 2; c++) { \
      float a00 = lerp(LOAD(base + c), LOAD(base + 2 + c), zf); \
      float a01 = lerp(LOAD(base + NZ*2 + c), LOAD(base + NZ*2 + 2 + c), zf); \
      float a10 = lerp(LOAD(base + GW*NZ*2 + c), LOAD(base + GW*NZ*2 + 2 + c), zf); \
      float a11 = lerp(LOAD(base + GW*NZ*2 + NZ*2 + c), LOAD(base + GW*NZ*2 + NZ*2 + 2 + c), zf); \
      r[c] = lerp(lerp(a00, a01, xf), lerp(a10, a11, xf), yf); } \
    out[x] = r[0] / r[1];
#define L(i) grid[i]
__attribute__((noinline)) void vec(const float *restrict in, const float *restrict grid, float *restrict out, float yf) {
  #pragma omp simd
  for (int x = 0; x < W; x++) { BODY(L) }
}
__attribute__((noinline, optimize("no-tree-vectorize"))) void scalar(const float *restrict in, const float *restrict grid, float *restrict out, float yf) {
  for (int x = 0; x < W; x++) { BODY(L) }
}
/* emulated: indices in a lane array by a vector loop, the 16 lookups by unrolled scalar loads into lane arrays, the math by a vector loop */
typedef float f8 __attribute__((vector_size(32)));
__attribute__((noinline)) void emu(const float *restrict in, const float *restrict grid, float *restrict out, float yf) {
  static const int off[16] = {0, 2, NZ*2, NZ*2+2, GW*NZ*2, GW*NZ*2+2, GW*NZ*2+NZ*2, GW*NZ*2+NZ*2+2,
                              1, 3, NZ*2+1, NZ*2+3, GW*NZ*2+1, GW*NZ*2+3, GW*NZ*2+NZ*2+1, GW*NZ*2+NZ*2+3};
  for (int xo = 0; xo < W; xo += 8) {
    int idx[8]; float zfs[8];
    #pragma omp simd
    for (int l = 0; l < 8; l++) { int x = xo + l; float zv = in[x] * 10.0f; int zi = (int)zv; zfs[l] = zv - (float)zi; idx[l] = ((x >> 3) * NZ + zi) * 2; }
    f8 g[16];
    for (int k = 0; k < 16; k++) {
      const float *p = grid + off[k];
      g[k] = (f8){p[idx[0]], p[idx[1]], p[idx[2]], p[idx[3]], p[idx[4]], p[idx[5]], p[idx[6]], p[idx[7]]};
    }
    f8 zf; __builtin_memcpy(&zf, zfs, 32);
    f8 xf; for (int l = 0; l < 8; l++) xf[l] = (float)((xo + l) & 7) * 0.125f;
    f8 r[2];
    for (int c = 0; c < 2; c++) {
      f8 *h = g + 8 * c;
      f8 a00 = h[0] + (h[1] - h[0]) * zf, a01 = h[2] + (h[3] - h[2]) * zf;
      f8 a10 = h[4] + (h[5] - h[4]) * zf, a11 = h[6] + (h[7] - h[6]) * zf;
      f8 t0 = a00 + (a01 - a00) * xf, t1 = a10 + (a11 - a10) * xf;
      r[c] = t0 + (t1 - t0) * yf;
    }
    f8 o = r[0] / r[1]; __builtin_memcpy(out + xo, &o, 32);
  }
}
static double now() { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main() {
  float *in = malloc(W * 4), *grid = malloc((GW * 2 + 4) * NZ * 2 * 4 * 4), *out = malloc(W * 4), *ref = malloc(W * 4);
  for (int i = 0; i < W; i++) in[i] = (rand() % 1000) / 1000.0f;
  for (int i = 0; i < (GW * 2 + 4) * NZ * 2 * 4; i++) grid[i] = 1.0f + (rand() % 1000) / 100.0f;
  void (*fs[3])(const float *, const float *, float *, float) = {vec, scalar, emu};
  const char *names[3] = {"gcc gathers", "scalar", "emulated"};
  scalar(in, grid, ref, 0.3f);
  for (int f = 0; f < 3; f++) {
    fs[f](in, grid, out, 0.3f);
    double err = 0; for (int i = 0; i < W; i++) { double d = out[i] - ref[i]; err += d < 0 ? -d : d; }
    double best = 1e9;
    for (int rep = 0; rep < 7; rep++) { double t = now(); for (int k = 0; k < 2000; k++) fs[f](in, grid, out, 0.3f); t = now() - t; if (t < best) best = t; }
    printf("%-12s %.3f ns/pixel (err %.2g)\n", names[f], best / 2000 / W * 1e9, err);
  }
}
