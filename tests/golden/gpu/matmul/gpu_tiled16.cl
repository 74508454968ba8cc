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


__kernel void C_gpu_tiled16(__global const float *restrict A, __global const float *restrict B, __global float *restrict C, const int N) {
  const int blockIdx_x = get_group_id(0);
  const int blockIdx_y = get_group_id(1);
  const int threadIdx_x = get_local_id(0);
  const int threadIdx_y = get_local_id(1);
  __local float A_shared[256] __attribute__((aligned(16)));
  __local float B_shared[256] __attribute__((aligned(16)));
  const int32_t C_i = ((blockIdx_y * 16) + threadIdx_y);
  const int32_t C_j = ((blockIdx_x * 16) + threadIdx_x);
  float C_acc;
  if (((C_i < N) && (C_j < N))) {
    C_acc = 0.0f;
  }
  for (int32_t C_ko = 0, C_ko_end = C_ko + ((N + 15) >> 4); C_ko < C_ko_end; C_ko++) {
    const int32_t A_shared_min_0 = (blockIdx_y * 16);
    const int32_t A_shared_min_1 = (C_ko * 16);
    const int32_t B_shared_min_0 = (C_ko * 16);
    const int32_t B_shared_min_1 = (blockIdx_x * 16);
    A_shared[(threadIdx_x + (threadIdx_y * 16))] = ((((A_shared_min_0 + threadIdx_y) < N) && ((A_shared_min_1 + threadIdx_x) < N)) ? A[((((int64_t)((A_shared_min_0 + threadIdx_y))) * ((int64_t)(N))) + ((int64_t)((A_shared_min_1 + threadIdx_x))))] : 0.0f);
    B_shared[(threadIdx_x + (threadIdx_y * 16))] = ((((B_shared_min_0 + threadIdx_y) < N) && ((B_shared_min_1 + threadIdx_x) < N)) ? B[((((int64_t)((B_shared_min_0 + threadIdx_y))) * ((int64_t)(N))) + ((int64_t)((B_shared_min_1 + threadIdx_x))))] : 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (((C_i < N) && (C_j < N))) {
      for (int32_t C_ki = 0, C_ki_end = C_ki + 16; C_ki < C_ki_end; C_ki++) {
        const int32_t C_k = (C_ki + (C_ko * 16));
        C_acc = (C_acc + (A_shared[((((C_i * 16) + C_k) - (A_shared_min_0 * 16)) - A_shared_min_1)] * B_shared[(((C_j + (C_k * 16)) - (B_shared_min_0 * 16)) - B_shared_min_1)]));
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  if (((C_i < N) && (C_j < N))) {
    C[((((int64_t)(C_i)) * ((int64_t)(N))) + ((int64_t)(C_j)))] = C_acc;
  }
}

/* launch of C_gpu_tiled16 (launch_C_gpu_tiled16 below, in C for the host):
     global work size ((((N + 15) >> 4) * 16), (((N + 15) >> 4) * 16)), dimension 0 first
     local work size  (16, 16)
     work-groups      (((N + 15) >> 4), ((N + 15) >> 4))
     local memory per work-group: 2048 bytes static */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
cl_int launch_C_gpu_tiled16(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem A, cl_mem B, cl_mem C, cl_int N) {
  const long irc_groups[2] = {((N + 15) >> 4), ((N + 15) >> 4)}, irc_local[2] = {16, 16};
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
  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, 2, NULL, irc_global_size, irc_local_size, 0, NULL, NULL);
}
#endif
