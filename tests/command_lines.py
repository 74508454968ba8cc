"""The bad command lines of the error corpus: (arguments, exit status, the whole of stderr), run by
tests/test_errors.py.  TMP in an argument or a message is the test's temporary directory."""
from __future__ import annotations

BLUR = "examples/blur.dsl"
SPMV = "examples/kernels/spmv.dsl"
JACOBI1D = "examples/procs/jacobi1d.dsl"
GPU_MATMUL = "examples/gpu/matmul.dsl"
SCALE = "tests/errors/faults/scale.dsl"  # a correct kernel
KERNEL_ONLY = (f"irc: error: {SCALE} has no pipeline (no output) to schedule; its kernels (scale) run with "
               "`irc simt`, and `irc compile --kernel K` prints their IR\n")
COMMAND_LINES = {
    "missing_file": (["compile", "nope.dsl"], 2,
                     "irc: error: cannot read 'nope.dsl': No such file or directory\n"),
    "directory": (["compile", "examples"], 2,
                  "irc: error: cannot read 'examples': Is a directory\n"),
    "unknown_schedule": (["compile", BLUR, "--schedule", "blah"], 2,
                         "irc: error: unknown schedule 'blah'; available: root, inline, tile, sliding, fast "
                         "(and tile:AxB, or a block's text such as 'blurx.compute_root()')\n"),
    "schedule_text_unknown_loop": (["run", BLUR, "--schedule", "blurx.compute_at(blury, zz)"], 1,
                                   "<schedule>:1:7: error: func 'blury' has no loop 'zz'; legal: compute_at(blury, "
                                   "y), compute_at(blury, x), or compute_root()\n"
                                   "blurx.compute_at(blury, zz)\n"
                                   "      ^~~~~~~~~~~~~~~~~~~~~\n"),
    "schedule_text_unclosed": (["compile", BLUR, "--schedule", "blurx.compute_root("], 1,
                               "<schedule>:1:20: error: unexpected end of file; expected an expression or ')'\n"
                               "blurx.compute_root(\n"
                               "                   ^\n"
                               "note: the '(' at line 1, column 19 is not closed\n"),
    "schedule_text_tile_arity": (["run", BLUR, "--schedule", "blury.tile(y, x, 8)"], 1,
                                 "<schedule>:1:7: error: tile takes 4 or 8 arguments (and a tail strategy after them), got 3\n"
                                 "blury.tile(y, x, 8)\n"
                                 "      ^~~~~~~~~~~~~\n"),
    # refused by a pass (storage_folding), at a word of the text: pointed there, not into the file
    "schedule_text_fold_too_few": (["run", BLUR, "--schedule", "blurx.store_root().compute_at(blury, y).fold_storage(y, 2)"],
                                   1, "<schedule>:1:41: error: fold_storage keeps 2 rows of 'blurx' along y, but one "
                                   "iteration reads 3; fold by at least 3\n"
                                   "blurx.store_root().compute_at(blury, y).fold_storage(y, 2)\n"
                                   "                                        ^~~~~~~~~~~~~~~~~~\n"),
    "zero_tile_policy": (["compile", "examples/matmul.dsl", "--schedule", "tile:0x4"], 2,
                         "irc: error: schedule 'tile:0x4': tile sizes must be positive\n"),
    "unknown_emit": (["compile", BLUR, "--emit", "asm"], 2,
                     "irc: error: unknown --emit 'asm'; expected one of c, ir, stats\n"),
    "unknown_pass": (["compile", BLUR, "--print-ir-after=bogus"], 2, None),  # lists the pipeline
    "size_not_int": (["run", BLUR, "--size", "W=abc"], 2,
                     "irc: error: malformed --size 'W=abc': expected NAME=INT[,NAME=INT...]\n"),
    "size_no_equals": (["run", BLUR, "--size", "W4096"], 2,
                       "irc: error: malformed --size 'W4096': expected NAME=INT[,NAME=INT...]\n"),
    "size_empty_item": (["run", BLUR, "--size", "W=8,,H=8"], 2,
                        "irc: error: malformed --size 'W=8,,H=8': expected NAME=INT[,NAME=INT...]\n"),
    "size_zero": (["run", BLUR, "--size", "W=0"], 2, "irc: error: size W must be positive, got 0\n"),
    "size_too_large": (["run", BLUR, "--size", "W=3000000000"], 2,
                       "irc: error: size W=3000000000 does not fit in i32\n"),
    "unknown_size_run": (["run", BLUR, "--size", "Q=3"], 2,
                         "irc: error: unknown size 'Q'; this program's sizes: W, H\n"),
    "unknown_size_compile": (["compile", BLUR, "--size", "Q=3"], 2,
                             "irc: error: unknown size 'Q'; this program's sizes: W, H\n"),
    "repeat_zero": (["run", BLUR, "--repeat", "0"], 2,
                    "irc: error: argument --repeat: must be a positive integer, got '0'\n"),
    "threads_zero": (["run", BLUR, "--threads", "0"], 2,
                     "irc: error: argument --threads: must be a positive integer, got '0'\n"),
    "bench_threads_not_int": (["bench", BLUR, "--threads", "two"], 2,
                              "irc: error: argument --threads: must be a positive integer, got 'two'\n"),
    "threads_on_opencl": (["run", GPU_MATMUL, "--schedule", "gpu_naive", "--target", "opencl", "--threads", "2"], 2,
                          "irc: error: --threads sets the OpenMP threads of the C target; an OpenCL device runs "
                          "its own\n"),
    "bench_sparse": (["bench", "examples/sparse/spmv.dsl"], 2,
                     "irc: error: irc bench times the schedules of pipelines and procs; time a sparse program with irc "
                     "run (benchmarks/sparse.py compares it with scipy.sparse)\n"),
    "bench_no_schedule": (["bench", BLUR, "--schedules", " , "], 2, "irc: error: --schedules names no schedule\n"),
    "compile_json_without_stats": (["compile", BLUR, "--json"], 2,
                                   "irc: error: --json prints the counters of --emit stats as JSON; the IR and the C "
                                   "are text\n"),
    "fast_math_on_a_kernel": (["compile", SCALE, "--kernel", "scale", "--fast-math"], 2,
                              "irc: error: --fast-math applies to a pipeline's funcs on the C target, not to kernels "
                              "or GPU schedules\n"),
    "fast_math_on_a_proc": (["run", JACOBI1D, "--schedule", "skewed", "--fast-math"], 2,
                            "irc: error: fast_math applies to a pipeline's funcs on the C target (procs and sparse "
                            "programs divide exactly)\n"),
    "bench_repeat_zero": (["bench", BLUR, "--repeat", "0"], 2,
                          "irc: error: argument --repeat: must be a positive integer, got '0'\n"),
    "bench_unknown_schedule": (["bench", BLUR, "--schedules", "root,zzz", "--size", "W=16,H=16"], 2,
                               "irc: error: unknown schedule 'zzz'; available: root, inline, tile, sliding, "
                               "fast (and tile:AxB, or a block's text such as 'blurx.compute_root()')\n"),
    "input_no_equals": (["run", BLUR, "--input", "photo.png"], 2,
                        "irc: error: bad --input 'photo.png': expected NAME=PATH with NAME one of in\n"),
    "input_unknown_name": (["run", BLUR, "--input", "out=x.npy"], 2,
                           "irc: error: bad --input 'out=x.npy': expected NAME=PATH with NAME one of in\n"),
    "input_bad_suffix": (["run", BLUR, "--input", "in=photo.txt"], 2,
                         "irc: error: cannot read 'photo.txt': use a .npy or .png file\n"),
    "input_missing": (["run", BLUR, "--input", "in=TMP/none.npy"], 2,
                      "irc: error: cannot read 'TMP/none.npy': no such file\n"),
    "input_not_png": (["run", BLUR, "--input", "in=TMP/bad.png"], 2,
                      "irc: error: cannot read 'TMP/bad.png': cannot identify image file 'TMP/bad.png'\n"),
    "output_bad_suffix": (["run", BLUR, "-o", "out.txt"], 2,
                          "irc: error: cannot write 'out.txt': use a .npy, .png or .npz file\n"),
    "output_unwritable": (["compile", BLUR, "-o", "TMP/no/dir/blur.c"], 2,
                          "irc: error: cannot write 'TMP/no/dir/blur.c': No such file or directory\n"),
    "dump_dir_is_a_file": (["compile", BLUR, "--dump-dir", "TMP/bad.png"], 2,
                           "irc: error: cannot write 'TMP/bad.png': File exists\n"),
    # kernels: `irc simt` and `irc compile --kernel`
    "simt_unknown_kernel": (["simt", SCALE, "--kernel", "nope"], 2,
                            f"irc: error: no kernel 'nope' in {SCALE}; kernels: scale\n"),
    "simt_unknown_gpu": (["simt", SCALE, "--gpu", "tpu"], 2,
                         "irc: error: unknown GPU 'tpu'; available: a6000, a100, h100\n"),
    "simt_no_kernel": (["simt", BLUR], 2, f"irc: error: {BLUR} has no kernel; `irc run` runs pipelines, and "
                       "`irc simt --schedule S` runs them under a GPU schedule\n"),
    "simt_unknown_size": (["simt", SCALE, "--size", "Q=3"], 2,
                          "irc: error: 'Q' is neither a buffer of kernel 'scale' (a, b) nor a size (N)\n"),
    "simt_size_zero": (["simt", SCALE, "--size", "N=0"], 2, "irc: error: size N must be positive, got 0\n"),
    "simt_scale_to_unknown_size": (["simt", SCALE, "--scale-to", "Q=512"], 2,
                                   "irc: error: unknown size 'Q' to scale to; sizes: N\n"),
    "simt_input_unknown_buffer": (["simt", SCALE, "--input", "c=x.npy"], 2,
                                  "irc: error: bad --input 'c=x.npy': expected NAME=PATH with NAME one of a, b\n"),
    "simt_input_no_equals": (["simt", SCALE, "--input", "a"], 2,
                             "irc: error: bad --input 'a': expected NAME=PATH with NAME one of a, b\n"),
    "simt_unknown_flag": (["simt", SCALE, "--races"], 2, "irc: error: unrecognized arguments: --races\n"),
    "simt_input_missing_file": (["simt", SCALE, "--input", "a=TMP/none.npy"], 2,
                                "irc: error: cannot read 'TMP/none.npy': no such file\n"),
    "simt_input_not_npy": (["simt", SCALE, "--input", "a=TMP/bad.png"], 2,
                           "irc: error: cannot read 'TMP/bad.png': use a .npy file\n"),
    "compile_kernel_with_schedule": (["compile", SCALE, "--kernel", "scale", "--schedule", "tile"], 2,
                                     "irc: error: kernel 'scale' runs under a schedule of kernels (K.pad(s, n)); "
                                     "tests/errors/faults/scale.dsl has no schedule 'tile'; its schedules of kernels: "
                                     "none\n"),
    "compile_kernel_unknown_size": (["compile", SCALE, "--kernel", "scale", "--size", "Q=3"], 2,
                                    "irc: error: unknown size 'Q'; this program's sizes: N\n"),
    "simt_csr_malformed": (["simt", SPMV, "--csr", "data,col_index"], 2,
                           "irc: error: malformed --csr 'data,col_index': expected DATA,COLS,PTR[,COLUMNS]\n"),
    "simt_csr_not_an_index_buffer": (["simt", SPMV, "--csr", "data,x,row_ptr"], 2,
                                     "irc: error: --csr: 'x' must be a 1-D i32 or i64 buffer of kernel "
                                     "'spmv_csr_thread'\n"),
    "simt_csr_unknown_width": (["simt", SPMV, "--csr", "data,col_index,row_ptr,Q"], 2,
                               "irc: error: --csr: 'Q' is neither a size nor an integer\n"),
    "simt_csr_too_many_values": (["simt", SPMV, "--csr", "data,col_index,row_ptr,1", "--size", "NNZ=5000"], 2,
                                 "irc: error: --csr: 5000 values, 5000 column indices and 1024 rows of 1 columns "
                                 "do not make a matrix\n"),
    "run_target_opencl_cpu_schedule": (["run", GPU_MATMUL, "--schedule", "tile", "--target", "opencl"], 2,
                                       "irc: error: schedule 'tile' maps no loop onto the GPU; the SIMT interpreter "
                                       "and OpenCL run a func under gpu_tile / gpu_blocks / gpu_threads (others run "
                                       "as C: irc run)\n"),
    "run_unknown_target": (["run", GPU_MATMUL, "--target", "cuda"], 2,
                           "irc: error: unknown --target 'cuda'; irc run's targets: c, opencl (CUDA C is emitted by "
                           "irc compile --emit cuda)\n"),
    "compile_gpu_emit_stats": (["compile", GPU_MATMUL, "--schedule", "gpu_tiled", "--emit", "stats"], 2,
                               "irc: error: a GPU schedule emits its launch as IR (--emit ir), irc kernel source "
                               "(--emit kernel), OpenCL C (--emit opencl) or CUDA C (--emit cuda), not --emit stats\n"),
    "simt_registers_unknown": (["simt", SCALE, "--registers", "nvcc"], 2,
                               "irc: error: unknown --registers 'nvcc'; expected declared or ptxas\n"),
    "run_kernel_only": (["run", SCALE], 2, KERNEL_ONLY),
    "bench_kernel_only": (["bench", SCALE], 2, KERNEL_ONLY),
    "compile_kernel_only": (["compile", SCALE], 2, KERNEL_ONLY),
    "compile_unknown_kernel": (["compile", SCALE, "--kernel", "nope"], 2,
                               f"irc: error: no kernel 'nope' in {SCALE}; kernels: scale\n"),
    "compile_kernel_emit_c": (["compile", SCALE, "--kernel", "scale", "--emit", "c"], 2,
                              "irc: error: a kernel emits its launch as IR (--emit ir), OpenCL C (--emit opencl) or "
                              "CUDA C (--emit cuda), not --emit c; the C backend compiles pipelines\n"),
    "compile_kernel_of_a_pipeline": (["compile", BLUR, "--kernel", "blury"], 2,
                                     f"irc: error: no kernel 'blury' in {BLUR}; kernels: none\n"),
    "split_larger_than_extent": (["run", BLUR, "--schedule", "fast", "--size", "W=100,H=100", "--repeat", "1"],
                                 1, "irc: error: output 'blury' has W points along 'x', fewer than its split of 'x' by "
                                    "256 (line 13, column 26) needs; use sizes with W >= 256, or split by less\n"),
    # f0's region grows to its vector's 4 columns, past the input's last one at the last columns
    "tile_reads_past_input": (["run", "tests/errors/usage/tile_reads_past_input.dsl", "--schedule", "s",
                               "--repeat", "1"], 1,
                              "irc: error: input 'in0' would be read past its declared range in index 2 of 2: the "
                              "schedule computes points that the output does not need at these sizes; give it a "
                              "boundary condition or use other sizes\n"),
    # extents at the sizes given: i32 and not negative (they were numpy's "Maximum allowed dimension
    # exceeded", an internal error, or "out of memory")
    "extent_past_i32": (["run", "tests/errors/usage/cube.dsl", "--size", "W=2048"], 2,
                        "irc: error: dimension 0 of the output 'f' has extent 8589934592 at W=2048: it does not fit "
                        "in i32, the type extents are computed in\n"),
    # a buffer a vector loop gathers from is indexed in i32 (flatten.py), checked where it is allocated
    "gather_past_i32": (["run", "tests/errors/usage/gather_past_i32.dsl", "--schedule", "s", "--size", "K=50000",
                         "--repeat", "1"], 1,
                        "irc: error: buffer 'table' would hold more than 2**31 - 1 elements at these sizes: a "
                        "buffer a vectorized loop gathers from is indexed in i32; compute it in smaller pieces "
                        "(compute_at) or leave its reader scalar\n"),
    # a proc's C indexes unchecked: isl decides before it runs that every access stays inside
    "proc_reads_past_its_array": (["run", "tests/errors/usage/proc_reads_past_its_array.dsl"], 1,
                                  "irc: error: shift would read A[i + 1] (line 5) outside 'A' (shape (10,)) at N=10: "
                                  "at i=9 it is element [10]; nothing was run\n"),
    # a buffer larger than numpy can address: named, with its bytes (it was the internal error "array is
    # too big"; one past this machine's memory was "out of memory for these sizes", naming nothing)
    "input_too_large_to_allocate": (["run", "tests/errors/usage/plane.dsl", "--size", "W=1073741824"], 2,
                                    "irc: error: random input 'a' (shape (1073741824, 1073741824)) takes 8388608.0 "
                                    "TiB (9,223,372,036,854,775,808 bytes), more than this machine can allocate; use "
                                    "smaller sizes\n"),
    "tune_unknown_strategy": (["tune", BLUR, "--strategy", "annealing"], 2,
                              "irc: error: unknown strategy 'annealing'; irc tune searches with: random, evolution, "
                              "model, beam\n"),
    "tune_kernels_only": (["tune", SPMV], 2,
                          f"irc: error: {SPMV} has no output and no proc: nothing to tune (a kernel runs as written or "
                          "under its own schedule blocks)\n"),
    "tune_sparse": (["tune", "examples/sparse/spmv.dsl"], 2,
                    "irc: error: irc tune has no space for sparse programs on the 'c' target; it searches "
                    "pipelines on 'c', 'simt'; procs on 'c'\n"),
    "tune_unknown_target": (["tune", BLUR, "--target", "opencl"], 2,
                            "irc: error: irc tune has no space for pipelines on the 'opencl' target; it searches "
                            "pipelines on 'c', 'simt'; procs on 'c'\n"),
    "tune_proc_on_simt": (["tune", JACOBI1D, "--target", "simt"], 2,
                          "irc: error: irc tune has no space for procs on the 'simt' target; it searches pipelines "
                          "on 'c', 'simt'; procs on 'c'\n"),
    "tune_simt_threads": (["tune", GPU_MATMUL, "--target", "simt", "--threads", "2"], 2,
                          "irc: error: --threads and --fast-math build for the C target, not the SIMT interpreter\n"),
    "tune_simt_uneven_sizes": (["tune", GPU_MATMUL, "--target", "simt", "--size", "N=1001"], 2,
                               "irc: error: irc tune --target simt simulates at the sizes divided by 4 (to at most 256), "
                               "and N=1001 is not a multiple of it; give sizes that are\n"),
    "tune_proc_fast_math": (["tune", JACOBI1D, "--fast-math"], 2,
                            "irc: error: fast math applies to a pipeline's funcs; a proc is tuned without it\n"),
    "tune_scheduler_and_workers": (["tune", BLUR, "--scheduler", "tcp://127.0.0.1:8786", "--workers", "2"], 2,
                                   "irc: error: --scheduler and --workers each say where candidates are measured: "
                                   "give one of them\n"),
    "tune_in_process_and_workers": (["tune", BLUR, "--in-process", "--workers", "2"], 2,
                                    "irc: error: --workers and --in-process each say where candidates are measured: "
                                    "give one of them\n"),
    "tune_plot_unwritable": (["tune", GPU_MATMUL, "--target", "simt", "--size", "N=64", "--budget", "1", "--records",
                              "TMP/records.jsonl", "--plot", "TMP/no/such/folder/tune.png"], 2,
                             "irc: error: cannot write the plot TMP/no/such/folder/tune.png: [Errno 2] No such file or "
                             "directory: 'TMP/no/such/folder/tune.png'\n"),
    "tune_bad_time": (["tune", BLUR, "--time", "2x"], 2,
                      "irc: error: argument --time: must be a positive duration such as 90s, 2m or 1h, got '2x'\n"),
    "tune_gpu_two_outputs": (["tune", "examples/histogram.dsl", "--target", "simt"], 2,
                             "irc: error: examples/histogram.dsl has 2 outputs; irc tune searches the GPU schedules "
                             "of a pipeline with one\n"),
    "tune_output_unwritable": (["tune", BLUR, "-o", "TMP/no/such/folder/out.dsl"], 2,
                               "irc: error: cannot write TMP/no/such/folder/out.dsl: no such writable folder\n"),
    "tune_zero_budget": (["tune", BLUR, "--budget", "0"], 2,
                         "irc: error: argument --budget: must be a positive integer, got '0'\n"),
    "extent_negative": (["run", "tests/errors/usage/shrinking.dsl", "--size", "N=5"], 2,
                        "irc: error: dimension 0 of the output 'f' has extent -5 at N=5: it is negative\n"),
    # index arithmetic past 2**30 at the sizes given: refused at the read before anything is
    # allocated (it was computed in an i32 that wraps: a SIGSEGV or a wrong result)
    "index_past_limit": (["run", "tests/errors/usage/far_offset.dsl", "--size", "W=1073741000"], 1,
                         "tests/errors/usage/far_offset.dsl:4:13: error: index arithmetic `x + 1000` in 'f' "
                         "(reading 'a') spans [1000, 1073741999] at W=1073741000, outside [-2**30, 2**30]: "
                         "irc computes indices in i32 and keeps them in that range\n"
                         "func f(x) = a(x + 1000) - a(x)\n"
                         "            ^~~~~~~~~~~\n"),
    "coordinate_past_limit": (["run", "tests/errors/usage/cube.dsl", "--size", "W=1100"], 1,
                              "tests/errors/usage/cube.dsl:4:13: error: coordinate `x` of 'f' (reading 'a') "
                              "spans [0, 1330999999] at W=1100, outside [-2**30, 2**30]: irc computes "
                              "indices in i32 and keeps them in that range\n"
                              "func f(x) = a(x % 4)\n"
                              "            ^~~~~~~~\n"),
    # the cache model's geometry (irc run --cache), refused before anything runs
    "cache_malformed": (["run", JACOBI1D, "--cache", "32KB"], 2,
                        "irc: error: malformed --cache '32KB': expected SIZE[,line=BYTES] such as 32KiB or "
                        "32KiB,line=64 (units B, KiB, MiB, GiB)\n"),
    "cache_unknown_key": (["run", JACOBI1D, "--cache", "32KiB,ways=8"], 2,
                          "irc: error: malformed --cache '32KiB,ways=8': expected SIZE[,line=BYTES] such as 32KiB or "
                          "32KiB,line=64 (units B, KiB, MiB, GiB)\n"),
    "cache_zero": (["run", JACOBI1D, "--cache", "0"], 2,
                   "irc: error: bad --cache '0': the cache size must be positive, got 0\n"),
    "cache_line_not_power_of_two": (["run", JACOBI1D, "--cache", "32KiB,line=48"], 2,
                                    "irc: error: bad --cache '32KiB,line=48': the line size must be a power of two, "
                                    "got 48\n"),
    "cache_line_larger_than_cache": (["run", JACOBI1D, "--cache", "64B,line=128"], 2,
                                     "irc: error: bad --cache '64B,line=128': the line size (128 bytes) is larger "
                                     "than the cache (64 bytes)\n"),
    "cache_of_a_pipeline": (["run", BLUR, "--cache", "32KiB"], 2,
                            "irc: error: --cache models the accesses of a proc (irc run FILE --proc P --cache SIZE); "
                            "a pipeline's run prints counters of its own (evaluations, peak storage)\n"),
    "deps_unknown_proc": (["deps", "examples/procs/jacobi1d.dsl", "--proc", "jacobi"], 2,
                          "irc: error: unknown proc 'jacobi'; the procs are jacobi1d\n"),
    "deps_no_procs": (["deps", BLUR], 2, f"irc: error: {BLUR} has no procs\n"),
    "deps_let_overwritten": (["deps", "tests/errors/usage/let_overwritten.dsl"], 1,
                             "tests/errors/usage/let_overwritten.dsl:4:3: error: let a reads A, which the statements "
                             "in its scope write: the dependence analysis places a read at an assignment; read A in "
                             "the assignments themselves\n"
                             "  let a = A[0]\n"
                             "  ^~~~~~~~~~~~\n"),
}
COMMAND_LINES.update({
    "sparse_run_target": (["run", "examples/sparse/spmv.dsl", "--target", "opencl"], 2,
                          "irc: error: a sparse program runs on the C target, as its iteration graph orders its loops "
                          "(no --proc, --cache or --target)\n"),
    "sparse_emit_stats": (["compile", "examples/sparse/spmv.dsl", "--emit", "stats"], 2,
                          "irc: error: a sparse program emits its C (--emit c) or its loop IR (--emit ir), not "
                          "--emit stats\n"),
    "sparse_input_not_a_matrix": (["run", "examples/sparse/spmv.dsl", "--input", "A=examples/blur.dsl"], 2,
                                  "irc: error: cannot read 'examples/blur.dsl': use a Matrix Market (.mtx) or "
                                  "scipy.sparse (.npz) file\n"),
})
COMMAND_LINES.update({
    "sparse_output_as_npy": (["run", "examples/sparse/add.dsl", "-o", "C.npy"], 2,
                             "irc: error: cannot write 'C.npy': this program's output is written as .npz "
                             "(scipy.sparse.save_npz) or .mtx\n"),
})

# A sparse program's loops follow its formats: the pipelines' policies are refused as bad usage,
# naming what applies (they were an internal error under --verify-each, or ran, or a CompileError).
SPARSE_POLICY = ("irc: error: schedule '{}' is a policy of pipelines (it places funcs): a sparse program's loops "
                 "follow its formats; {}\n")
SPMV_TAKES = ("examples/sparse/spmv.dsl takes its blocks (parallel) or a block's text that marks its loops, such as "
              "'y.parallel(i)'")
COMMAND_LINES.update({
    "sparse_policy_verify_each": (["compile", "examples/sparse/spmv.dsl", "--schedule", "root", "--verify-each"], 2,
                                  SPARSE_POLICY.format("root", SPMV_TAKES)),
    "sparse_policy_inline": (["run", "examples/sparse/spmv.dsl", "--schedule", "inline"], 2,
                             SPARSE_POLICY.format("inline", SPMV_TAKES)),
    "sparse_policy_tile": (["run", "examples/sparse/spmm.dsl", "--schedule", "tile:8x8"], 2,
                           SPARSE_POLICY.format("tile:8x8", "examples/sparse/spmm.dsl takes its blocks (parallel) "
                                                "or a block's text that marks its loops, such as 'C.parallel(i)'")),
    "sparse_policy_none_applies": (["compile", "examples/sparse/add.dsl", "--schedule", "sliding"], 2,
                                   SPARSE_POLICY.format("sliding", "no schedule applies to examples/sparse/add.dsl: "
                                                        "its loops run in the order its formats give")),
    "sparse_unknown_schedule": (["compile", "examples/sparse/spmv.dsl", "--schedule", "bogus"], 2,
                                f"irc: error: unknown schedule 'bogus'; {SPMV_TAKES}\n"),
})

# A proc's schedule given as text is read as a block (its diagnostics point into the text); its
# arrays come from files (--input) and go to one (-o).
COMMAND_LINES.update({
    "proc_schedule_text_illegal": (["run", JACOBI1D, "--schedule", "jacobi1d.interchange(t, i)"], 1,
                                   "<schedule>:1:10: error: interchange(t, i) would break the flow dependence S0 "
                                   "(line 13) -> S0 (line 13) via A[t, i + 1]: its distance (1, -1) over (t, i) "
                                   "would be (-1, 1) over (i, t): the sink would not run after its source\n"
                                   "jacobi1d.interchange(t, i)\n"
                                   "         ^~~~~~~~~~~~~~~~~\n"),
    "proc_schedule_text_unknown_word": (["compile", JACOBI1D, "--schedule", "jacobi1d.skew(i, t, 1).swap(t, i)"], 1,
                                        "<schedule>:1:24: error: 'swap' is not a word of procs; they are skew, "
                                        "interchange, tile, parallel, wavefront, autotile\n"
                                        "jacobi1d.skew(i, t, 1).swap(t, i)\n"
                                        "                       ^~~~~~~~~~\n"),
    "proc_input_unknown_array": (["run", "examples/procs/gemm.dsl", "--input", "Q=TMP/q.npy"], 2,
                                 "irc: error: bad --input 'Q=TMP/q.npy': expected NAME=PATH with NAME one of C, A, B "
                                 "(the arrays of proc gemm)\n"),
    "proc_input_unreadable": (["run", JACOBI1D, "--input", "A=TMP/bad.png"], 2,
                              "irc: error: cannot read 'TMP/bad.png': cannot identify image file 'TMP/bad.png'\n"),
    "proc_output_of_several_arrays": (["run", "examples/procs/gemm.dsl", "-o", "TMP/C.npy"], 2,
                                      "irc: error: proc gemm has 3 arrays (C, A, B); -o writes them to a .npz file, "
                                      "by name\n"),
})
SCALARS = "tests/errors/usage/scalar_params.dsl"
COMMAND_LINES.update({
    "param_is_a_size": (["run", SCALARS, "--param", "N=4"], 2, "irc: error: 'N' is a size: set it with --size N=4\n"),
    "param_unknown": (["run", SCALARS, "--param", "gian=2"], 2,
                      "irc: error: unknown param 'gian'; this program's scalar params: gain, level\n"),
    "param_malformed": (["bench", SCALARS, "--param", "gain"], 2,
                        "irc: error: malformed --param 'gain': expected NAME=VALUE[,NAME=VALUE...]\n"),
    "param_not_a_number": (["run", SCALARS, "--param", "gain=fast"], 2,
                           "irc: error: param 'gain' is an f32: give a number, got 'fast'\n"),
    "param_out_of_range": (["run", SCALARS, "--param", "level=256"], 2,
                           "irc: error: param 'level' is a u8: 256 does not fit\n"),
    "param_not_an_integer": (["run", SCALARS, "--param", "level=2.5"], 2,
                             "irc: error: param 'level' is a u8: give an integer, got 2.5\n"),
})
