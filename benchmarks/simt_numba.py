"""Peer for the SIMT-interpreter benchmark: tiled matmul on numba's CUDA simulator.

The kernel is the shared-memory tiled matrix multiply ``matmul_tiled`` of the
seed (lecture 4, ``MatMulTiledKernel`` with ``bounds=True``) written for
``numba.cuda``: TILE x TILE thread blocks, shared tiles ``As``/``Bs``,
ceil(N/TILE) phases, out-of-range loads replaced by 0, ``cuda.syncthreads()``
after the loads and after the inner product, and the store guarded by
``row < N and col < N``.  Matrices are row-major float32 (2-D arrays); each
thread accumulates in float32 over k = 0 .. N-1 in order, as the seed does.

The module sets ``NUMBA_ENABLE_CUDASIM=1`` itself before importing numba, so the
kernel runs on the CPU in numba's simulator (no GPU, no CUDA toolkit): every
CUDA thread is a Python ``threading.Thread``, blocks run one after another,
and ``syncthreads`` is a barrier across the block's threads.  The simulator
counts nothing (no memory events) and detects no races; arrays are NumPy
arrays, so an index past the end raises ``IndexError`` (a negative index
wraps silently, as in NumPy).

Run ``python benchmarks/simt_numba.py``; needs ``numba`` (extra ``bench``).
"""

import math
import os
import statistics
import time
from functools import cache

os.environ["NUMBA_ENABLE_CUDASIM"] = "1"  # must precede the numba import

import numpy as np
from numba import cuda

TILE = 16


@cache
def make_tiled_kernel(tile=TILE):
    """The tiled matmul kernel for ``tile`` x ``tile`` blocks; ``C = A @ B``.

    ``tile`` is a closure constant, so ``cuda.shared.array`` gets a
    compile-time shape (as real ``numba.cuda`` requires).
    """

    @cuda.jit
    def matmul_tiled(A, B, C, N):
        As = cuda.shared.array((tile, tile), np.float32)
        Bs = cuda.shared.array((tile, tile), np.float32)
        tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
        row = cuda.blockIdx.y * tile + ty
        col = cuda.blockIdx.x * tile + tx
        acc = np.float32(0)
        for ph in range((N + tile - 1) // tile):
            ka, kb = ph * tile + tx, ph * tile + ty
            As[ty, tx] = A[row, ka] if (row < N and ka < N) else np.float32(0)
            Bs[ty, tx] = B[kb, col] if (kb < N and col < N) else np.float32(0)
            cuda.syncthreads()  # tiles fully loaded before anyone reads them
            for k in range(tile):
                acc += As[ty, k] * Bs[k, tx]
            cuda.syncthreads()  # everyone done reading before the next load
        if row < N and col < N:
            C[row, col] = acc

    return matmul_tiled


def _launch(dA, dB, dC, N, tile):
    blocks = math.ceil(N / tile)
    make_tiled_kernel(tile)[(blocks, blocks), (tile, tile)](dA, dB, dC, N)
    cuda.synchronize()


def run_tiled(A, B, tile=TILE):
    """``A @ B`` for square float32 ``A``, ``B`` via the simulated kernel:
    copy to device, launch grid (ceil(N/tile),)*2 x block (tile, tile), copy back."""
    A = np.ascontiguousarray(A, np.float32)
    B = np.ascontiguousarray(B, np.float32)
    N = A.shape[0]
    dA, dB = cuda.to_device(A), cuda.to_device(B)
    dC = cuda.device_array((N, N), np.float32)
    _launch(dA, dB, dC, N, tile)
    return dC.copy_to_host()


def time_tiled(N, tile=TILE, repeats=3, seed=0):
    """(median seconds of one simulated launch, max |C - A @ B|) for random
    N x N float32 inputs; the reference is computed in float64.  Device copies
    are made once, outside the timed region."""
    rng = np.random.default_rng(seed)
    A = rng.standard_normal((N, N), dtype=np.float32)
    B = rng.standard_normal((N, N), dtype=np.float32)
    dA, dB = cuda.to_device(A), cuda.to_device(B)
    dC = cuda.device_array((N, N), np.float32)
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        _launch(dA, dB, dC, N, tile)
        times.append(time.perf_counter() - t0)
    ref = A.astype(np.float64) @ B.astype(np.float64)
    err = float(np.max(np.abs(dC.copy_to_host() - ref)))
    return statistics.median(times), err


if __name__ == "__main__":
    print(f"numba CUDA simulator, tiled matmul, TILE={TILE}")
    for n in (32, 64, 128):
        t, err = time_tiled(n)
        print(f"N={n:4d}  median launch {t:9.3f} s  max|C - A@B| = {err:.3e}")
