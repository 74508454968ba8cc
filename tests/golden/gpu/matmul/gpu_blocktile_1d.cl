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


__kernel void C_gpu_blocktile_1d(__global const float *restrict A, __global const float *restrict B, __global float *restrict C, const int N) {
  const int blockIdx_x = get_group_id(0);
  const int blockIdx_y = get_group_id(1);
  const int threadIdx_x = get_local_id(0);
  const int threadIdx_y = get_local_id(1);
  __local float A_shared[512] __attribute__((aligned(16)));
  __local float B_shared[512] __attribute__((aligned(16)));
  float A_shared_reg[8];
  float B_shared_reg;
  const int32_t C_j = ((blockIdx_x * 64) + threadIdx_x);
  float C_acc[8];
  if ((C_j < N)) {
    for (int32_t C_mi_init = 0, C_mi_init_end = C_mi_init + 8; C_mi_init < C_mi_init_end; C_mi_init++) {
      C_acc[C_mi_init] = 0.0f;
    }
  }
  for (int32_t C_ko = 0, C_ko_end = C_ko + ((N + 7) >> 3); C_ko < C_ko_end; C_ko++) {
    const int32_t A_shared_min_0 = (blockIdx_y * 64);
    const int32_t A_shared_min_1 = (C_ko * 8);
    const int32_t B_shared_min_0 = (C_ko * 8);
    const int32_t B_shared_min_1 = (blockIdx_x * 64);
    {
      const int32_t A_shared_copy_at = (threadIdx_x + (threadIdx_y * 64));
      A_shared[((A_shared_copy_at & 7) + (((A_shared_copy_at >> 3) & 63) * 8))] = ((((((A_shared_copy_at >> 3) & 63) + A_shared_min_0) < N) && (((A_shared_copy_at & 7) + A_shared_min_1) < N)) ? A[(((int64_t)(((A_shared_copy_at & 7) + A_shared_min_1))) + (((int64_t)((((A_shared_copy_at >> 3) & 63) + A_shared_min_0))) * ((int64_t)(N))))] : 0.0f);
    }
    B_shared[(threadIdx_x + (threadIdx_y * 64))] = ((((B_shared_min_0 + threadIdx_y) < N) && ((B_shared_min_1 + threadIdx_x) < N)) ? B[((((int64_t)((B_shared_min_0 + threadIdx_y))) * ((int64_t)(N))) + ((int64_t)((B_shared_min_1 + threadIdx_x))))] : 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if ((C_j < N)) {
      for (int32_t C_ki = 0, C_ki_end = C_ki + 8; C_ki < C_ki_end; C_ki++) {
        #pragma unroll
        for (int32_t A_shared_reg_0 = 0, A_shared_reg_0_end = A_shared_reg_0 + 8; A_shared_reg_0 < A_shared_reg_0_end; A_shared_reg_0++) {
          A_shared_reg[A_shared_reg_0] = A_shared[(((A_shared_reg_0 * 8) + C_ki) + (threadIdx_y * 64))];
        }
        B_shared_reg = B_shared[((C_ki * 64) + threadIdx_x)];
        #pragma unroll
        for (int32_t C_mi = 0, C_mi_end = C_mi + 8; C_mi < C_mi_end; C_mi++) {
          C_acc[C_mi] = (C_acc[C_mi] + (A_shared_reg[C_mi] * B_shared_reg));
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  if ((C_j < N)) {
    for (int32_t C_mi_out = 0, C_mi_out_end = C_mi_out + 8; C_mi_out < C_mi_out_end; C_mi_out++) {
      const int32_t C_ii = (C_mi_out + (threadIdx_y * 8));
      const int32_t C_i = (C_ii + (blockIdx_y * 64));
      if ((C_i < N)) {
        C[((((int64_t)(C_i)) * ((int64_t)(N))) + ((int64_t)(C_j)))] = C_acc[C_mi_out];
      }
    }
  }
}

/* launch of C_gpu_blocktile_1d (launch_C_gpu_blocktile_1d below, in C for the host):
     global work size ((((N + 63) >> 6) * 64), (((N + 63) >> 6) * 8)), dimension 0 first
     local work size  (64, 8)
     work-groups      (((N + 63) >> 6), ((N + 63) >> 6))
     local memory per work-group: 4096 bytes static */
#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */
#include <CL/cl.h>
cl_int launch_C_gpu_blocktile_1d(cl_command_queue irc_queue, cl_kernel irc_kernel, cl_mem A, cl_mem B, cl_mem C, cl_int N) {
  const long irc_groups[2] = {((N + 63) >> 6), ((N + 63) >> 6)}, irc_local[2] = {64, 8};
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
