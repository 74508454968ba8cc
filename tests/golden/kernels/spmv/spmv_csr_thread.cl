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


__kernel void spmv_csr_thread(__global const float *restrict data, __global const int32_t *restrict col_index, __global const int32_t *restrict row_ptr, __global const float *restrict x, __global float *restrict y, const int R, const int C, const int NNZ) {
  const int blockIdx_x = get_group_id(0);
  const int threadIdx_x = get_local_id(0);
  const int32_t row = ((blockIdx_x * 128) + threadIdx_x);
  if ((row < R)) {
    float dot_;
    dot_ = 0.0f;
    {
      const int32_t e_start = row_ptr[((int64_t)(row))];
      for (int32_t e = e_start, e_end = e + (row_ptr[((int64_t)((row + 1)))] - e_start); e < e_end; e++) {
        dot_ = (dot_ + (data[e] * x[col_index[e]]));
      }
    }
    y[row] = (y[row] + dot_);
  }
}

/* launch of spmv_csr_thread (launch_spmv_csr_thread below, in C for the host):
     global work size ((((R + 127) >> 7) * 128)), dimension 0 first
     local work size  (128)
     work-groups      (((R + 127) >> 7))
     local memory per work-group: 0 bytes static */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
cl_int launch_spmv_csr_thread(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem data, cl_mem col_index, cl_mem row_ptr, cl_mem x, cl_mem y, cl_int R, cl_int C, cl_int NNZ) {
  const long irc_groups[1] = {((R + 127) >> 7)}, irc_local[1] = {128};
  size_t irc_global_size[1], irc_local_size[1];
  cl_int irc_err;
  for (int irc_d = 0; irc_d < 1; irc_d++) {
    if (irc_groups[irc_d] <= 0 || irc_local[irc_d] <= 0) return CL_SUCCESS;   /* an empty launch runs nothing */
    irc_global_size[irc_d] = (size_t)(irc_groups[irc_d] * irc_local[irc_d]);
    irc_local_size[irc_d] = (size_t)irc_local[irc_d];
  }
  if ((irc_err = clSetKernelArg(irc_kernel, 0, sizeof(cl_mem), &data)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 1, sizeof(cl_mem), &col_index)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 2, sizeof(cl_mem), &row_ptr)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 3, sizeof(cl_mem), &x)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 4, sizeof(cl_mem), &y)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 5, sizeof(cl_int), &R)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 6, sizeof(cl_int), &C)) != CL_SUCCESS) return irc_err;
  if ((irc_err = clSetKernelArg(irc_kernel, 7, sizeof(cl_int), &NNZ)) != CL_SUCCESS) return irc_err;
  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, 1, NULL, irc_global_size, irc_local_size, 0, NULL, NULL);
}
#endif
