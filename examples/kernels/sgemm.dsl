# SGEMM, C = 0.5 * A @ B + 3 * C, in the six steps of Simon Boehm's "How to optimize a CUDA matmul
# kernel" (github.com/siboehm/SGEMM_CUDA), each written as his kernel is: the model's measured
# table (an RTX A6000 at 4096^3) is in benchmarks/RESULTS.md.  The blocked kernels take sizes
# their tiles divide, as his do (M, N multiples of 128, K of 32).
#   irc simt examples/kernels/sgemm.dsl --kernel sgemm_2d_blocktiling --scale-to M=4096,N=4096,K=4096
param M: i32 = 256
param N: i32 = 256
param K: i32 = 256

# 1. naive: one thread per output; threadIdx.x runs down a column of C, so a warp reads 32 rows
#    of A (32 lines) and one word of B
kernel sgemm_naive(A: f32[M, K], B: f32[K, N], C: f32[M, N]) grid(ceil_div(M, 32), ceil_div(N, 32)) block(32, 32) {
  let x = blockIdx.x * 32 + threadIdx.x
  let y = blockIdx.y * 32 + threadIdx.y
  if x < M && y < N {
    var tmp: f32 = 0
    for i in 0 .. K {
      tmp += A[x, i] * B[i, y]
    }
    C[x, y] = 0.5 * tmp + 3.0 * C[x, y]
  }
}

# 2. global memory coalescing: a 1-D block of 1024, a warp along a row of C: B's reads coalesce
kernel sgemm_coalesced(A: f32[M, K], B: f32[K, N], C: f32[M, N]) grid(ceil_div(M, 32), ceil_div(N, 32)) block(1024) {
  let row = blockIdx.x * 32 + threadIdx.x / 32
  let col = blockIdx.y * 32 + threadIdx.x % 32
  if row < M && col < N {
    var tmp: f32 = 0
    for i in 0 .. K {
      tmp += A[row, i] * B[i, col]
    }
    C[row, col] = 0.5 * tmp + 3.0 * C[row, col]
  }
}

# 3. shared-memory blocking: 32 x 32 tiles of A and B staged per step of 32 along K
kernel sgemm_shared(A: f32[M, K], B: f32[K, N], C: f32[M, N]) grid(M / 32, N / 32) block(1024) {
  shared As: f32[32 * 32]
  shared Bs: f32[32 * 32]
  let threadCol = threadIdx.x % 32
  let threadRow = threadIdx.x / 32
  let row = blockIdx.x * 32 + threadRow
  let col = blockIdx.y * 32 + threadCol
  var tmp: f32 = 0
  for bk in 0 .. K step 32 {
    As[threadRow * 32 + threadCol] = A[row, bk + threadCol]
    Bs[threadRow * 32 + threadCol] = B[bk + threadRow, col]
    sync
    for dot in 0 .. 32 {
      tmp += As[threadRow * 32 + dot] * Bs[dot * 32 + threadCol]
    }
    sync
  }
  C[row, col] = 0.5 * tmp + 3.0 * C[row, col]
}

# 4. 1-D blocktiling: 64 x 64 outputs per block of 512 threads, each thread a column of 8
#    (TM = 8) in registers; per step of BK = 8 a B word from shared memory serves 8 FMAs
kernel sgemm_1d_blocktiling(A: f32[M, K], B: f32[K, N], C: f32[M, N]) grid(N / 64, M / 64) block(512) {
  shared As: f32[64 * 8]
  shared Bs: f32[8 * 64]
  let threadCol = threadIdx.x % 64
  let threadRow = threadIdx.x / 64
  let innerColA = threadIdx.x % 8
  let innerRowA = threadIdx.x / 8
  let innerColB = threadIdx.x % 64
  let innerRowB = threadIdx.x / 64
  local res: f32[8]
  for r in 0 .. 8 {
    res[r] = 0
  }
  for bk in 0 .. K step 8 {
    As[innerRowA * 8 + innerColA] = A[blockIdx.y * 64 + innerRowA, bk + innerColA]
    Bs[innerRowB * 64 + innerColB] = B[bk + innerRowB, blockIdx.x * 64 + innerColB]
    sync
    for dot in 0 .. 8 {
      let tmpB = Bs[dot * 64 + threadCol]
      for r in 0 .. 8 {
        res[r] += As[(threadRow * 8 + r) * 8 + dot] * tmpB
      }
    }
    sync
  }
  for r in 0 .. 8 {
    let row = blockIdx.y * 64 + threadRow * 8 + r
    let col = blockIdx.x * 64 + threadCol
    C[row, col] = 0.5 * res[r] + 3.0 * C[row, col]
  }
}

# 5. 2-D blocktiling: 128 x 128 outputs per block of 256 threads, each thread an 8 x 8 block
#    (TM = TN = 8): per step 8 + 8 shared loads into registers serve 64 FMAs
kernel sgemm_2d_blocktiling(A: f32[M, K], B: f32[K, N], C: f32[M, N]) grid(N / 128, M / 128) block(256) {
  shared As: f32[128 * 8]
  shared Bs: f32[8 * 128]
  let threadCol = threadIdx.x % 16
  let threadRow = threadIdx.x / 16
  let innerRowA = threadIdx.x / 8
  let innerColA = threadIdx.x % 8
  let innerRowB = threadIdx.x / 128
  let innerColB = threadIdx.x % 128
  local res: f32[64]
  local regM: f32[8]
  local regN: f32[8]
  for i in 0 .. 64 {
    res[i] = 0
  }
  for bk in 0 .. K step 8 {
    for off in 0 .. 128 step 32 {
      As[(innerRowA + off) * 8 + innerColA] = A[blockIdx.y * 128 + innerRowA + off, bk + innerColA]
    }
    for off in 0 .. 8 step 2 {
      Bs[(innerRowB + off) * 128 + innerColB] = B[bk + innerRowB + off, blockIdx.x * 128 + innerColB]
    }
    sync
    for dot in 0 .. 8 {
      for i in 0 .. 8 {
        regM[i] = As[(threadRow * 8 + i) * 8 + dot]
      }
      for i in 0 .. 8 {
        regN[i] = Bs[dot * 128 + threadCol * 8 + i]
      }
      for m in 0 .. 8 {
        for n in 0 .. 8 {
          res[m * 8 + n] += regM[m] * regN[n]
        }
      }
    }
    sync
  }
  for m in 0 .. 8 {
    for n in 0 .. 8 {
      let row = blockIdx.y * 128 + threadRow * 8 + m
      let col = blockIdx.x * 128 + threadCol * 8 + n
      C[row, col] = 0.5 * res[m * 8 + n] + 3.0 * C[row, col]
    }
  }
}

# 6. vectorised: as 5, but each thread moves 4 consecutive words with one instruction (Boehm's
#    float4): a vector of A per step, scattered transposed into As (As[dot][row], so that a
#    thread's 8 values of A are consecutive), a vector of B stored whole into Bs, and C read and
#    written 4 words at a time
kernel sgemm_vectorized(A: f32[M, K], B: f32[K, N], C: f32[M, N]) grid(N / 128, M / 128) block(256) {
  shared As: f32[8 * 128]
  shared Bs: f32[8 * 128]
  let threadCol = threadIdx.x % 16
  let threadRow = threadIdx.x / 16
  let innerRowA = threadIdx.x / 2
  let innerColA = threadIdx.x % 2
  let innerRowB = threadIdx.x / 32
  let innerColB = threadIdx.x % 32
  local res: f32[64]
  local regM: f32[8]
  local regN: f32[8]
  for i in 0 .. 64 {
    res[i] = 0
  }
  for bk in 0 .. K step 8 {
    let tmp = A[blockIdx.y * 128 + innerRowA, bk + innerColA * 4 : 4]
    As[(innerColA * 4 + 0) * 128 + innerRowA] = tmp.x
    As[(innerColA * 4 + 1) * 128 + innerRowA] = tmp.y
    As[(innerColA * 4 + 2) * 128 + innerRowA] = tmp.z
    As[(innerColA * 4 + 3) * 128 + innerRowA] = tmp.w
    Bs[innerRowB * 128 + innerColB * 4 : 4] = B[bk + innerRowB, blockIdx.x * 128 + innerColB * 4 : 4]
    sync
    for dot in 0 .. 8 {
      for i in 0 .. 8 {
        regM[i] = As[dot * 128 + threadRow * 8 + i]
      }
      for i in 0 .. 8 {
        regN[i] = Bs[dot * 128 + threadCol * 8 + i]
      }
      for m in 0 .. 8 {
        for n in 0 .. 8 {
          res[m * 8 + n] += regM[m] * regN[n]
        }
      }
    }
    sync
  }
  for m in 0 .. 8 {
    for n in 0 .. 8 step 4 {
      let row = blockIdx.y * 128 + threadRow * 8 + m
      let col = blockIdx.x * 128 + threadCol * 8 + n
      let tmp = C[row, col : 4]
      C[row, col : 4] = f32x4(0.5 * res[m * 8 + n] + 3.0 * tmp.x, 0.5 * res[m * 8 + n + 1] + 3.0 * tmp.y,
                              0.5 * res[m * 8 + n + 2] + 3.0 * tmp.z, 0.5 * res[m * 8 + n + 3] + 3.0 * tmp.w)
    }
  }
}

check sgemm_naive, sgemm_coalesced, sgemm_shared, sgemm_1d_blocktiling, sgemm_2d_blocktiling, sgemm_vectorized:
  C(i, j) = 0.5 * sum(k in 0 .. K: A(i, k) * B(k, j)) + 3 * C(i, j)
