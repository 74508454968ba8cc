# Sparse matrix-vector product y += A x with A in CSR form (data, col_index, row_ptr), as in the
# course's lecture 4.  At the command line --csr fills the three arrays with a random matrix of
# NNZ nonzeros over R rows and C columns; from Python, pass scipy.sparse.csr_matrix's data,
# indices and indptr (or --input NAME=file.npy for each):
#   irc simt examples/kernels/spmv.dsl --csr data,col_index,row_ptr,C --by-line
param R: i32 = 1024        # rows
param C: i32 = 1024        # columns
param NNZ: i32 = 8192      # nonzeros

# One thread per row: neighbouring threads read elements a whole row apart (uncoalesced), and
# a warp waits for its longest row (divergence).
kernel spmv_csr_thread(data: f32[NNZ], col_index: i32[NNZ], row_ptr: i32[R + 1], x: f32[C], y: f32[R])
    grid(ceil_div(R, 128)) block(128) {
  let row = blockIdx.x * 128 + threadIdx.x
  if row < R {
    var dot: f32 = 0
    for e in row_ptr[row] .. row_ptr[row + 1] {
      dot += data[e] * x[col_index[e]]
    }
    y[row] = y[row] + dot
  }
}

# One warp per row: the 32 lanes read 32 consecutive nonzeros (coalesced), then add their
# partial sums in shared memory, halving the active lanes each step.
kernel spmv_csr_warp(data: f32[NNZ], col_index: i32[NNZ], row_ptr: i32[R + 1], x: f32[C], y: f32[R])
    grid(ceil_div(R, 4)) block(128) {
  shared part: f32[128]
  let lane = threadIdx.x % 32
  let row = blockIdx.x * 4 + threadIdx.x / 32
  var dot: f32 = 0
  if row < R {
    for e in row_ptr[row] + lane .. row_ptr[row + 1] step 32 {
      dot += data[e] * x[col_index[e]]
    }
  }
  part[threadIdx.x] = dot
  sync
  var s: i32 = 16
  while s > 0 {
    if lane < s {
      part[threadIdx.x] = part[threadIdx.x] + part[threadIdx.x + s]
    }
    sync
    s = s / 2
  }
  if lane == 0 && row < R {
    y[row] = y[row] + part[threadIdx.x]
  }
}

check spmv_csr_thread, spmv_csr_warp:
    y(i) = y(i) + sum(e in row_ptr(i) .. row_ptr(i + 1): data(e) * x(col_index(e)))
