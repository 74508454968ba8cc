#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef int int32_t;
typedef long int64_t;

#define IRC_FN static inline
/* integer / and % round toward minus infinity; branch-free, so that loops using them vectorize */
#define IRC_DEFINE_INT(T, S) \
  IRC_FN T irc_div_##S(T a, T b) { T q = a / b; return q - (T)((q * b != a) & ((a < 0) != (b < 0))); } \
  IRC_FN T irc_mod_##S(T a, T b) { T r = a % b; return r + (T)((r != 0) & ((r < 0) != (b < 0))) * b; }
#define IRC_DEFINE_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { return a < b ? a : b; } \
  IRC_FN T irc_max_##S(T a, T b) { return a > b ? a : b; }
/* a NaN operand gives NaN, as numpy's minimum and maximum and the SIMT interpreter do;
   irc_minc / irc_maxc: the first operand is a constant, never NaN, and b > NaN is false */
#define IRC_DEFINE_FLOAT_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { T m = a < b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_max_##S(T a, T b) { T m = a > b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_minc_##S(T c, T b) { return c < b ? c : b; } \
  IRC_FN T irc_maxc_##S(T c, T b) { return c > b ? c : b; }
IRC_DEFINE_INT(int32_t, i32)
IRC_DEFINE_INT(int64_t, i64)
IRC_DEFINE_MINMAX(int32_t, i32)
IRC_DEFINE_MINMAX(int64_t, i64)
IRC_DEFINE_FLOAT_MINMAX(float, f32)
IRC_DEFINE_FLOAT_MINMAX(double, f64)
/* any divisor: x / 0 = x % 0 = 0 (as Halide), INT_MIN / -1 wraps to INT_MIN; never a trap */
#define IRC_DEFINE_INT_ANY(T, U, S) \
  IRC_FN T irc_divz_##S(T a, T b) { \
    T q = irc_div_##S(a, (b == 0) | (b == -1) ? (T)1 : b); \
    return b == 0 ? (T)0 : b == -1 ? (T)((U)0 - (U)a) : q; } \
  IRC_FN T irc_modz_##S(T a, T b) { return irc_mod_##S(a, (b == 0) | (b == -1) ? (T)1 : b); }
IRC_DEFINE_INT_ANY(int32_t, uint, i32)
IRC_DEFINE_INT_ANY(int64_t, ulong, i64)


__kernel void matmul_tiled(__global const float *restrict A, __global const float *restrict B, __global float *restrict C, const int N, const int TILE, __local float *As, __local float *Bs) {
  const int blockIdx_x = get_group_id(0);
  const int blockIdx_y = get_group_id(1);
  const int threadIdx_x = get_local_id(0);
  const int threadIdx_y = get_local_id(1);
  const int32_t row = ((blockIdx_y * TILE) + threadIdx_y);
  const int32_t col = ((blockIdx_x * TILE) + threadIdx_x);
  float acc;
  acc = 0.0f;
  for (int32_t ph = 0, ph_end = ph + irc_divz_i32(((N + TILE) - 1), TILE); ph < ph_end; ph++) {
    As[(threadIdx_x + (threadIdx_y * TILE))] = (((row < N) && (((ph * TILE) + threadIdx_x) < N)) ? A[(((int64_t)(((ph * TILE) + threadIdx_x))) + (((int64_t)(row)) * ((int64_t)(N))))] : 0.0f);
    Bs[(threadIdx_x + (threadIdx_y * TILE))] = (((((ph * TILE) + threadIdx_y) < N) && (col < N)) ? B[(((int64_t)(col)) + (((int64_t)(((ph * TILE) + threadIdx_y))) * ((int64_t)(N))))] : 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (int32_t k = 0, k_end = k + TILE; k < k_end; k++) {
      acc = (acc + (As[(k + (threadIdx_y * TILE))] * Bs[((k * TILE) + threadIdx_x)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  if (((row < N) && (col < N))) {
    C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))] = acc;
  }
}

/* launch of matmul_tiled (launch_matmul_tiled below, in C for the host):
     global work size ((irc_divz_i32(((N + TILE) - 1), TILE) * TILE), (irc_divz_i32(((N + TILE) - 1), TILE) * TILE)), dimension 0 first
     local work size  (TILE, TILE)
     work-groups      (irc_divz_i32(((N + TILE) - 1), TILE), irc_divz_i32(((N + TILE) - 1), TILE))
     local memory per work-group: 0 bytes static; by argument:
     argument 5 (__local float *As): ((TILE * TILE) * 4) bytes
     argument 6 (__local float *Bs): ((TILE * TILE) * 4) bytes */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>

#define IRC_FN static inline
/* integer / and % round toward minus infinity; branch-free, so that loops using them vectorize */
#define IRC_DEFINE_INT(T, S) \
  IRC_FN T irc_div_##S(T a, T b) { T q = a / b; return q - (T)((q * b != a) & ((a < 0) != (b < 0))); } \
  IRC_FN T irc_mod_##S(T a, T b) { T r = a % b; return r + (T)((r != 0) & ((r < 0) != (b < 0))) * b; }
#define IRC_DEFINE_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { return a < b ? a : b; } \
  IRC_FN T irc_max_##S(T a, T b) { return a > b ? a : b; }
/* a NaN operand gives NaN, as numpy's minimum and maximum and the SIMT interpreter do;
   irc_minc / irc_maxc: the first operand is a constant, never NaN, and b > NaN is false */
#define IRC_DEFINE_FLOAT_MINMAX(T, S) \
  IRC_FN T irc_min_##S(T a, T b) { T m = a < b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_max_##S(T a, T b) { T m = a > b ? a : b; return a != a ? a : m; } \
  IRC_FN T irc_minc_##S(T c, T b) { return c < b ? c : b; } \
  IRC_FN T irc_maxc_##S(T c, T b) { return c > b ? c : b; }
IRC_DEFINE_INT(int32_t, i32)
IRC_DEFINE_INT(int64_t, i64)
IRC_DEFINE_MINMAX(int32_t, i32)
IRC_DEFINE_MINMAX(int64_t, i64)
IRC_DEFINE_FLOAT_MINMAX(float, f32)
IRC_DEFINE_FLOAT_MINMAX(double, f64)
/* any divisor: x / 0 = x % 0 = 0 (as Halide), INT_MIN / -1 wraps to INT_MIN; never a trap */
#define IRC_DEFINE_INT_ANY(T, U, S) \
  IRC_FN T irc_divz_##S(T a, T b) { \
    T q = irc_div_##S(a, (b == 0) | (b == -1) ? (T)1 : b); \
    return b == 0 ? (T)0 : b == -1 ? (T)((U)0 - (U)a) : q; } \
  IRC_FN T irc_modz_##S(T a, T b) { return irc_mod_##S(a, (b == 0) | (b == -1) ? (T)1 : b); }
IRC_DEFINE_INT_ANY(int32_t, uint32_t, i32)
IRC_DEFINE_INT_ANY(int64_t, uint64_t, i64)
cl_int launch_matmul_tiled(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem A, cl_mem B, cl_mem C, cl_int N, cl_int TILE) {
  const long irc_groups[2] = {irc_divz_i32(((N + TILE) - 1), TILE), irc_divz_i32(((N + TILE) - 1), TILE)}, irc_local[2] = {TILE, TILE};
  size_t irc_global_size[2], irc_local_size[2];
  cl_int irc_err;
  for (int irc_d = 0; irc_d < 2; irc_d++) {
    if (irc_groups[irc_d] <= 0 || irc_local[irc_d] <= 0) return CL_SUCCESS;   /* an empty launch runs nothing */
    irc_global_size[irc_d] = (size_t)(irc_groups[irc_d] * irc_local[irc_d]);
    irc_local_size[irc_d] = (size_t)irc_local[irc_d];
  }
  if ((irc_err = clSetKernelArg(irc_kernel, 0, sizeof(cl_mem), &A)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 1, sizeof(cl_mem), &B)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 2, sizeof(cl_mem), &C)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 3, sizeof(cl_int), &N)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 4, sizeof(cl_int), &TILE)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 5, (size_t)(((TILE * TILE) * 4)) > 0 ? (size_t)(((TILE * TILE) * 4)) : 1, NULL)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 6, (size_t)(((TILE * TILE) * 4)) > 0 ? (size_t)(((TILE * TILE) * 4)) : 1, NULL)) != CL_SUCCESS) return irc_err;
  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, 2, NULL, irc_global_size, irc_local_size, 0, NULL, NULL);
}
#endif
