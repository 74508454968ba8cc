# Matrix multiply C = A @ B as explicit SIMT kernels (the course's lecture 4 and lecture 10).
#   irc simt examples/kernels/matmul.dsl --kernel matmul_tiled --size N=128
#   irc simt examples/kernels/matmul.dsl --kernel matmul_tiled --size N=128,TILE=16
#   irc simt examples/kernels/matmul.dsl --kernel matmul_tiled_nosync --size N=64      # a race
param N: i32 = 128
param TILE: i32 = 32        # the tiled kernels' block is TILE x TILE threads

# One thread per output; every multiply-add reads A and B from global memory.  Neighbouring
# threads (x) take neighbouring columns: B's reads coalesce and A's are one word for the warp.
kernel matmul_naive(A: f32[N, N], B: f32[N, N], C: f32[N, N])
    grid(ceil_div(N, 32), ceil_div(N, 32)) block(32, 32) {
  let row = blockIdx.y * blockDim.y + threadIdx.y
  let col = blockIdx.x * blockDim.x + threadIdx.x
  if row < N && col < N {
    var acc: f32 = 0
    for k in 0 .. N {
      acc += A[row, k] * B[k, col]
    }
    C[row, col] = acc
  }
}

# Shared-memory tiling: per phase each block stages a TILE x TILE tile of A and of B, and every
# element loaded is used TILE times.  N need not be a multiple of TILE: loads outside the
# matrices give zeros.
kernel matmul_tiled(A: f32[N, N], B: f32[N, N], C: f32[N, N])
    grid(ceil_div(N, TILE), ceil_div(N, TILE)) block(TILE, TILE) registers(40) {
  shared As: f32[TILE, TILE]
  shared Bs: f32[TILE, TILE]
  let tx = threadIdx.x
  let ty = threadIdx.y
  let row = blockIdx.y * TILE + ty
  let col = blockIdx.x * TILE + tx
  var acc: f32 = 0
  for ph in 0 .. ceil_div(N, TILE) {
    As[ty, tx] = select(row < N && ph * TILE + tx < N, A[row, ph * TILE + tx], 0)
    Bs[ty, tx] = select(ph * TILE + ty < N && col < N, B[ph * TILE + ty, col], 0)
    sync                                   # the tiles are loaded
    for k in 0 .. TILE {
      acc += As[ty, k] * Bs[k, tx]
    }
    sync                                   # everyone is done with them
  }
  if row < N && col < N {
    C[row, col] = acc
  }
}

# The first sync removed: a warp may read As and Bs before another warp has written them (RAW).
kernel matmul_tiled_nosync(A: f32[N, N], B: f32[N, N], C: f32[N, N])
    grid(ceil_div(N, TILE), ceil_div(N, TILE)) block(TILE, TILE) registers(40) {
  shared As: f32[TILE, TILE]
  shared Bs: f32[TILE, TILE]
  let row = blockIdx.y * TILE + threadIdx.y
  let col = blockIdx.x * TILE + threadIdx.x
  var acc: f32 = 0
  for ph in 0 .. ceil_div(N, TILE) {
    As[threadIdx.y, threadIdx.x] = select(row < N && ph * TILE + threadIdx.x < N, A[row, ph * TILE + threadIdx.x], 0)
    Bs[threadIdx.y, threadIdx.x] = select(ph * TILE + threadIdx.y < N && col < N, B[ph * TILE + threadIdx.y, col], 0)
    for k in 0 .. TILE {
      acc += As[threadIdx.y, k] * Bs[k, threadIdx.x]
    }
    sync
  }
  if row < N && col < N {
    C[row, col] = acc
  }
}

# The second sync removed: a fast warp may overwrite the tiles of the next phase while another
# warp still reads this phase's (WAR).
kernel matmul_tiled_nosync2(A: f32[N, N], B: f32[N, N], C: f32[N, N])
    grid(ceil_div(N, TILE), ceil_div(N, TILE)) block(TILE, TILE) registers(40) {
  shared As: f32[TILE, TILE]
  shared Bs: f32[TILE, TILE]
  let row = blockIdx.y * TILE + threadIdx.y
  let col = blockIdx.x * TILE + threadIdx.x
  var acc: f32 = 0
  for ph in 0 .. ceil_div(N, TILE) {
    As[threadIdx.y, threadIdx.x] = select(row < N && ph * TILE + threadIdx.x < N, A[row, ph * TILE + threadIdx.x], 0)
    Bs[threadIdx.y, threadIdx.x] = select(ph * TILE + threadIdx.y < N && col < N, B[ph * TILE + threadIdx.y, col], 0)
    sync
    for k in 0 .. TILE {
      acc += As[threadIdx.y, k] * Bs[k, threadIdx.x]
    }
  }
  if row < N && col < N {
    C[row, col] = acc
  }
}

# Thread coarsening: a block computes two horizontally adjacent output tiles, so each tile of A
# is loaded once for both (A's global loads halve); each thread keeps two accumulators.
# N must be a multiple of 2 * TILE.
kernel matmul_tiled_coarse(A: f32[N, N], B: f32[N, N], C: f32[N, N])
    grid(N / (2 * TILE), N / TILE) block(TILE, TILE) registers(48) {
  shared As: f32[TILE, TILE]
  shared Bs: f32[TILE, TILE]
  let row = blockIdx.y * TILE + threadIdx.y
  let col0 = blockIdx.x * 2 * TILE + threadIdx.x
  local acc: f32[2]
  for c in 0 .. 2 {
    acc[c] = 0
  }
  for ph in 0 .. N / TILE {
    As[threadIdx.y, threadIdx.x] = A[row, ph * TILE + threadIdx.x]
    for c in 0 .. 2 {
      Bs[threadIdx.y, threadIdx.x] = B[ph * TILE + threadIdx.y, col0 + c * TILE]
      sync
      for k in 0 .. TILE {
        acc[c] += As[threadIdx.y, k] * Bs[k, threadIdx.x]
      }
      sync
    }
  }
  for c in 0 .. 2 {
    C[row, col0 + c * TILE] = acc[c]
  }
}

check matmul_naive, matmul_tiled, matmul_tiled_nosync, matmul_tiled_nosync2, matmul_tiled_coarse:
    C(i, j) = A(i, k) * B(k, j)
