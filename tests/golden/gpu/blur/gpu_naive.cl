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


__kernel void blury_gpu_naive(__global const float *restrict in, __global float *restrict blury, const int W, const int H) {
  const int blockIdx_x = get_group_id(0);
  const int blockIdx_y = get_group_id(1);
  const int threadIdx_x = get_local_id(0);
  const int threadIdx_y = get_local_id(1);
  const int32_t blury_y = ((blockIdx_y * 32) + threadIdx_y);
  if ((blury_y < H)) {
    const int32_t blury_x = ((blockIdx_x * 32) + threadIdx_x);
    if ((blury_x < W)) {
      blury[(((int64_t)(blury_x)) + (((int64_t)(blury_y)) * ((int64_t)(W))))] = ((((((in[(((int64_t)(irc_min_i32(irc_max_i32((blury_x - 1), 0), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((blury_y - 1), 0), (H - 1)))) * ((int64_t)(W))))] + in[(((int64_t)(irc_min_i32(blury_x, (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((blury_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blury_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(irc_max_i32((blury_y - 1), 0), (H - 1)))) * ((int64_t)(W))))]) / 3.0f) + (((in[((((int64_t)(irc_min_i32(blury_y, (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blury_x - 1), 0), (W - 1)))))] + in[(((int64_t)(irc_min_i32(blury_x, (W - 1)))) + (((int64_t)(irc_min_i32(blury_y, (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blury_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32(blury_y, (H - 1)))) * ((int64_t)(W))))]) / 3.0f)) + (((in[((((int64_t)(irc_min_i32((blury_y + 1), (H - 1)))) * ((int64_t)(W))) + ((int64_t)(irc_min_i32(irc_max_i32((blury_x - 1), 0), (W - 1)))))] + in[(((int64_t)(irc_min_i32(blury_x, (W - 1)))) + (((int64_t)(irc_min_i32((blury_y + 1), (H - 1)))) * ((int64_t)(W))))]) + in[(((int64_t)(irc_min_i32((blury_x + 1), (W - 1)))) + (((int64_t)(irc_min_i32((blury_y + 1), (H - 1)))) * ((int64_t)(W))))]) / 3.0f)) / 3.0f);
    }
  }
}

/* launch of blury_gpu_naive (launch_blury_gpu_naive below, in C for the host):
     global work size ((((W + 31) >> 5) * 32), (((H + 31) >> 5) * 32)), dimension 0 first
     local work size  (32, 32)
     work-groups      (((W + 31) >> 5), ((H + 31) >> 5))
     local memory per work-group: 0 bytes static */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
cl_int launch_blury_gpu_naive(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem in, cl_mem blury, cl_int W, cl_int H) {
  const long irc_groups[2] = {((W + 31) >> 5), ((H + 31) >> 5)}, irc_local[2] = {32, 32};
  size_t irc_global_size[2], irc_local_size[2];
  cl_int irc_err;
  for (int irc_d = 0; irc_d < 2; irc_d++) {
    if (irc_groups[irc_d] <= 0 || irc_local[irc_d] <= 0) return CL_SUCCESS;   /* an empty launch runs nothing */
    irc_global_size[irc_d] = (size_t)(irc_groups[irc_d] * irc_local[irc_d]);
    irc_local_size[irc_d] = (size_t)irc_local[irc_d];
  }
  if ((irc_err = clSetKernelArg(irc_kernel, 0, sizeof(cl_mem), &in)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 1, sizeof(cl_mem), &blury)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 2, sizeof(cl_int), &W)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 3, sizeof(cl_int), &H)) != CL_SUCCESS) return irc_err;
  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, 2, NULL, irc_global_size, irc_local_size, 0, NULL, NULL);
}
#endif
