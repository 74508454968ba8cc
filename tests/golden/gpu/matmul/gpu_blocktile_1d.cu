#include <stdint.h>
#include <math.h>

#define IRC_FN __host__ __device__ __forceinline__
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


extern "C" __global__ void C_gpu_blocktile_1d(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, const int N) {
  const int blockIdx_x = blockIdx.x;
  const int blockIdx_y = blockIdx.y;
  const int threadIdx_x = threadIdx.x;
  const int threadIdx_y = threadIdx.y;
  __shared__ __align__(16) float A_shared[512];
  __shared__ __align__(16) float B_shared[512];
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
    __syncthreads();
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
    __syncthreads();
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

/* launch of C_gpu_blocktile_1d (launch_C_gpu_blocktile_1d below):
     grid  (((N + 63) >> 6), ((N + 63) >> 6)) blocks, x first
     block (64, 8) threads
     shared memory per block: 4096 bytes static, 0 bytes dynamic */
extern "C" cudaError_t launch_C_gpu_blocktile_1d(const float *A, const float *B, float *C, const int N, cudaStream_t irc_stream) {
  const long irc_extents[] = {((N + 63) >> 6), ((N + 63) >> 6), 64, 8};   /* the grid's, then the block's */
  for (long irc_extent : irc_extents)
    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */
  const dim3 irc_grid(irc_extents[0], irc_extents[1]), irc_block(irc_extents[2], irc_extents[3]);
  const size_t irc_shared_bytes = 0;
  ::C_gpu_blocktile_1d<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(A, B, C, N);
  return cudaGetLastError();
}
