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


__kernel void sgemm_coalesced(__global const float *restrict A, __global const float *restrict B, __global float *restrict C, const int M, const int N, const int K) {
  const int blockIdx_x = get_group_id(0);
  const int blockIdx_y = get_group_id(1);
  const int threadIdx_x = get_local_id(0);
  const int32_t row = ((blockIdx_x * 32) + (threadIdx_x >> 5));
  const int32_t col = ((blockIdx_y * 32) + (threadIdx_x & 31));
  if (((row < M) && (col < N))) {
    float tmp;
    tmp = 0.0f;
    for (int32_t i = 0, i_end = i + K; i < i_end; i++) {
      tmp = (tmp + (A[(((int64_t)(i)) + (((int64_t)(row)) * ((int64_t)(K))))] * B[(((int64_t)(col)) + (((int64_t)(i)) * ((int64_t)(N))))]));
    }
    C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))] = ((0.5f * tmp) + (3.0f * C[(((int64_t)(col)) + (((int64_t)(row)) * ((int64_t)(N))))]));
  }
}

/* launch of sgemm_coalesced (launch_sgemm_coalesced below, in C for the host):
     global work size ((((M + 31) >> 5) * 1024), ((N + 31) >> 5)), dimension 0 first
     local work size  (1024, 1)
     work-groups      (((M + 31) >> 5), ((N + 31) >> 5))
     local memory per work-group: 0 bytes static */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
cl_int launch_sgemm_coalesced(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem A, cl_mem B, cl_mem C, cl_int M, cl_int N, cl_int K) {
  const long irc_groups[2] = {((M + 31) >> 5), ((N + 31) >> 5)}, irc_local[2] = {1024, 1};
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
  if ((irc_err = clSetKernelArg(irc_kernel, 3, sizeof(cl_int), &M)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 4, sizeof(cl_int), &N)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 5, sizeof(cl_int), &K)) != CL_SUCCESS) return irc_err;
  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, 2, NULL, irc_global_size, irc_local_size, 0, NULL, NULL);
}
#endif
