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


__kernel void t_padded(__global const float *restrict a, __global float *restrict t, const int M) {
  const int blockIdx_x = get_group_id(0);
  const int blockIdx_y = get_group_id(1);
  const int threadIdx_x = get_local_id(0);
  const int threadIdx_y = get_local_id(1);
  __local float a_shared[1056] __attribute__((aligned(16)));
  const int32_t a_shared_min_0 = (blockIdx_x * 32);
  const int32_t a_shared_min_1 = (blockIdx_y * 32);
  a_shared[(threadIdx_x + (threadIdx_y * 33))] = ((((a_shared_min_0 + threadIdx_y) < M) && ((a_shared_min_1 + threadIdx_x) < M)) ? a[((((int64_t)((a_shared_min_0 + threadIdx_y))) * ((int64_t)(M))) + ((int64_t)((a_shared_min_1 + threadIdx_x))))] : 0.0f);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  const int32_t t_i = ((blockIdx_y * 32) + threadIdx_y);
  if ((t_i < M)) {
    const int32_t t_j = ((blockIdx_x * 32) + threadIdx_x);
    if ((t_j < M)) {
      t[((((int64_t)(t_i)) * ((int64_t)(M))) + ((int64_t)(t_j)))] = a_shared[(((t_i + (t_j * 33)) - (a_shared_min_0 * 33)) - a_shared_min_1)];
    }
  }
}

/* launch of t_padded (launch_t_padded below, in C for the host):
     global work size ((((M + 31) >> 5) * 32), (((M + 31) >> 5) * 32)), dimension 0 first
     local work size  (32, 32)
     work-groups      (((M + 31) >> 5), ((M + 31) >> 5))
     local memory per work-group: 4224 bytes static */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
cl_int launch_t_padded(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem a, cl_mem t, cl_int M) {
  const long irc_groups[2] = {((M + 31) >> 5), ((M + 31) >> 5)}, irc_local[2] = {32, 32};
  size_t irc_global_size[2], irc_local_size[2];
  cl_int irc_err;
  for (int irc_d = 0; irc_d < 2; irc_d++) {
    if (irc_groups[irc_d] <= 0 || irc_local[irc_d] <= 0) return CL_SUCCESS;   /* an empty launch runs nothing */
    irc_global_size[irc_d] = (size_t)(irc_groups[irc_d] * irc_local[irc_d]);
    irc_local_size[irc_d] = (size_t)irc_local[irc_d];
  }
  if ((irc_err = clSetKernelArg(irc_kernel, 0, sizeof(cl_mem), &a)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 1, sizeof(cl_mem), &t)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 2, sizeof(cl_int), &M)) != CL_SUCCESS) return irc_err;
  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, 2, NULL, irc_global_size, irc_local_size, 0, NULL, NULL);
}
#endif
