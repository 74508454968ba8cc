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


__kernel void block_sum(__global const float *restrict x, __global float *restrict sums, const int N) {
  const int blockIdx_x = get_group_id(0);
  const int threadIdx_x = get_local_id(0);
  __local float buf[256] __attribute__((aligned(16)));
  const int32_t i = ((blockIdx_x * 256) + threadIdx_x);
  buf[threadIdx_x] = ((i < N) ? x[i] : 0.0f);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int32_t s;
  s = 128;
  while ((s > 0)) {
    if ((threadIdx_x < s)) {
      buf[threadIdx_x] = (buf[threadIdx_x] + buf[(s + threadIdx_x)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    s = (s >> 1);
  }
  if ((threadIdx_x == 0)) {
    sums[blockIdx_x] = buf[0];
  }
}

/* launch of block_sum (launch_block_sum below, in C for the host):
     global work size ((((N + 255) >> 8) * 256)), dimension 0 first
     local work size  (256)
     work-groups      (((N + 255) >> 8))
     local memory per work-group: 1024 bytes static */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
cl_int launch_block_sum(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem x, cl_mem sums, cl_int N) {
  const long irc_groups[1] = {((N + 255) >> 8)}, irc_local[1] = {256};
  size_t irc_global_size[1], irc_local_size[1];
  cl_int irc_err;
  for (int irc_d = 0; irc_d < 1; irc_d++) {
    if (irc_groups[irc_d] <= 0 || irc_local[irc_d] <= 0) return CL_SUCCESS;   /* an empty launch runs nothing */
    irc_global_size[irc_d] = (size_t)(irc_groups[irc_d] * irc_local[irc_d]);
    irc_local_size[irc_d] = (size_t)irc_local[irc_d];
  }
  if ((irc_err = clSetKernelArg(irc_kernel, 0, sizeof(cl_mem), &x)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 1, sizeof(cl_mem), &sums)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 2, sizeof(cl_int), &N)) != CL_SUCCESS) return irc_err;
  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, 1, NULL, irc_global_size, irc_local_size, 0, NULL, NULL);
}
#endif
