"""Memory-bandwidth floor for the blur benchmark.

A 3x3 blur over an H x W float32 image must at least read the input once and
write the output once: 2 * H * W * 4 bytes (128 MiB at 4096x4096).  No schedule
can beat that traffic divided by the machine's achievable streaming bandwidth.
This module measures that bandwidth with a STREAM-style "scale" kernel,
``out[i] = in[i] * k`` over 64 MiB arrays (the same footprint as the blur's
input and output, so both see the same cache/memory regime, even on machines
with a very large shared L3), compiled with ``gcc -O3 -march=native -fopenmp``
into a temporary shared library and called through ctypes (no irc dependency).

Bytes are counted as STREAM does: one read plus one write per element (cache
write-allocate traffic is not counted, just as it is not counted for the blur).
GB/s means 1e9 bytes per second.  Thread counts are passed to OpenMP per call
(``num_threads``), so one process can measure several.

Run ``python benchmarks/bandwidth.py``.
"""

import ctypes
import os
import statistics
import subprocess
import tempfile
import time

import numpy as np

_KERNEL = r"""
#include <stddef.h>
void scale(const float *restrict in, float *restrict out, size_t n, float k,
           int threads) {
    #pragma omp parallel for num_threads(threads) schedule(static)
    for (size_t i = 0; i < n; i++) out[i] = in[i] * k;
}
"""

ARRAY_BYTES = 64 << 20  # per array: the size of the 4096x4096 f32 blur input


def _compile_kernel():
    """Compile the scale kernel to a temp .so; return it loaded via ctypes."""
    with tempfile.TemporaryDirectory(prefix="irc_bw_") as tmp:
        src, lib = os.path.join(tmp, "scale.c"), os.path.join(tmp, "scale.so")
        with open(src, "w") as f:
            f.write(_KERNEL)
        subprocess.run(["gcc", "-O3", "-march=native", "-fopenmp", "-shared",
                        "-fPIC", src, "-o", lib], check=True)
        so = ctypes.CDLL(lib)  # stays mapped after the directory is removed
    so.scale.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t,
                         ctypes.c_float, ctypes.c_int]
    so.scale.restype = None
    return so


def measure_bandwidth(so, threads, reps=15):
    """Streaming bandwidth (GB/s) of ``out = in * k`` with ``threads``.

    Returns (median, best) over ``reps`` timed runs after a warm-up.
    """
    n = ARRAY_BYTES // 4
    src = np.ones(n, dtype=np.float32)
    dst = np.zeros(n, dtype=np.float32)  # pages touched before timing
    call = lambda: so.scale(src.ctypes.data, dst.ctypes.data, n, 1.5, threads)
    call()  # warm-up: spin up the OpenMP team, fault in pages
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        call()
        times.append(time.perf_counter() - t0)
    assert dst[0] == 1.5 and dst[-1] == 1.5
    gb_s = lambda seconds: 2 * ARRAY_BYTES / seconds / 1e9
    return gb_s(statistics.median(times)), gb_s(min(times))


def bandwidth_floor(h=4096, w=4096, threads=(1, 2)) -> dict:
    """Bandwidth and blur floor time per thread count.

    Returns ``{threads: {"gb_s": median GB/s, "floor_ms": time to move
    2*h*w*4 bytes at that rate, "gb_s_best", "floor_ms_best": the same for the
    fastest run}}``.  The best figures matter on noisy shared machines.
    """
    so = _compile_kernel()
    to_ms = lambda gb_s: 2 * h * w * 4 / (gb_s * 1e9) * 1e3
    result = {}
    for t in threads:
        med, best = measure_bandwidth(so, t)
        result[t] = {"gb_s": med, "floor_ms": to_ms(med),
                     "gb_s_best": best, "floor_ms_best": to_ms(best)}
    return result


def main():
    h = w = 4096
    print(f"blur {h}x{w} f32: read + write = {2 * h * w * 4 / 2**20:.0f} MiB")
    print(f"{'threads':>8}{'GB/s':>8}{'floor ms':>10}{'best GB/s':>11}{'best ms':>9}")
    for t, r in bandwidth_floor(h, w).items():
        print(f"{t:>8}{r['gb_s']:>8.2f}{r['floor_ms']:>10.2f}"
              f"{r['gb_s_best']:>11.2f}{r['floor_ms_best']:>9.2f}")


if __name__ == "__main__":
    main()
