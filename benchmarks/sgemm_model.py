"""The SIMT model against a measured table: Simon Boehm's six SGEMM kernels
(examples/kernels/sgemm.dsl, written as his repository siboehm/SGEMM_CUDA has them) on an RTX
A6000 at 4096^3, simulated at M = N = K = 256 and 128, the counts scaled to 4096 and run
through the model; beside each, the GFLOP/s he measured and measured / model.

    python benchmarks/sgemm_model.py [--registers ptxas|declared] [--size 256] [--json]

`--registers ptxas` (the default where nvcc is on the PATH) takes each kernel's registers per
thread from ptxas, as the occupancy of the real kernels had them; `declared` uses irc's estimate.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

FILE = Path(__file__).resolve().parent.parent / "examples" / "kernels" / "sgemm.dsl"
# GFLOP/s on an RTX A6000 at 4096^3 as Boehm measured them (siboehm/SGEMM_CUDA; cuBLAS 23,250)
MEASURED = {"sgemm_naive": 309, "sgemm_coalesced": 1987, "sgemm_shared": 2980, "sgemm_1d_blocktiling": 8475,
            "sgemm_2d_blocktiling": 15972, "sgemm_vectorized": 18237}
TARGET = 4096


def predict(kernel: str, size: int, registers: str) -> dict:
    """`irc simt --json` of one kernel scaled to 4096^3: its prediction and counters."""
    sizes = f"M={size},N={size},K={size}"
    done = subprocess.run([sys.executable, "-I", "-m", "irc.cli", "simt", str(FILE), "--kernel", kernel, "--size", sizes,
                           "--scale-to", f"M={TARGET},N={TARGET},K={TARGET}", "--gpu", "a6000", "--registers",
                           registers, "--no-races", "--json"], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"irc simt failed on {kernel}:\n{done.stderr}")
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--registers", choices=("ptxas", "declared"),
                        default="ptxas" if shutil.which("nvcc") else "declared")
    parser.add_argument("--size", type=int, default=256, help="the simulated M = N = K (and half of it)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for kernel, measured in MEASURED.items():
        p = predict(kernel, args.size, args.registers)["prediction"]
        rows.append({"kernel": kernel, "measured": measured, "model": p["gflops"], "ratio": measured / p["gflops"],
                     "bound": p["bound"], "registers": p["registers"],
                     "blocks_per_sm": p["occupancy"]["blocks_per_sm"],
                     "times_ms": {k[2:]: v * 1e3 for k, v in p.items() if k.startswith("t_")}})
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"A6000, {TARGET}^3, simulated at {args.size} and {args.size // 2}, registers: {args.registers}")
    print(f"{'kernel':<22}{'measured':>10}{'model':>10}{'meas/model':>12}  {'bound':<14}{'regs':>5}{'blocks/SM':>10}")
    for r in rows:
        print(f"{r['kernel']:<22}{r['measured']:>10,.0f}{r['model']:>10,.0f}{r['ratio']:>12.2f}  {r['bound']:<14}"
              f"{r['registers']:>5}{r['blocks_per_sm']:>10}")


if __name__ == "__main__":
    main()
