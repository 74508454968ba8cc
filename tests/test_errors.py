"""The error corpus: every bad program, schedule and command line gets one exact diagnostic.

A bad program is a file in tests/errors/ (its first line says what is wrong); its whole stderr
is pinned below — `file:line:col: error: message`, the source line, the caret, any notes — and
the exit status is 1.  A bad command line exits 2 with `irc: error: ...`.  Nothing may print a
Python traceback or one of Lark's terminal names (`__ANON_3`, `RPAR`, `$END`).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from irc.cli import main

ROOT = Path(__file__).resolve().parent.parent
ERRORS = Path(__file__).resolve().parent / "errors"
BLUR = "examples/blur.dsl"
SPMV = "examples/kernels/spmv.dsl"
LARK_NAMES = ("__ANON", "RPAR", "LPAR", "RSQB", "$END", "_NL", "Traceback")

# name -> the exact stderr of `irc compile tests/errors/NAME.dsl` (run from tests/errors)
PROGRAMS = {
    "integer_literal_too_large": """\
integer_literal_too_large.dsl:4:20: error: the integer 3000000000 does not fit in i32
func f(x) = a(x) + 3000000000
                   ^~~~~~~~~~
""",
    "math_of_bool": """\
math_of_bool.dsl:4:13: error: 'abs' needs numbers, not bool; write select(cond, 1, 0) to use a bool as a number
func f(x) = abs(a(x) > 0)
            ^~~~~~~~~~~~~
""",
    "min_of_bool": """\
min_of_bool.dsl:4:20: error: 'min' needs numbers, not bool; write && or ||
func f(x) = select(min(a(x) > 0, a(x) < 1), 1.0, 0.0)
                   ^~~~~~~~~~~~~~~~~~~~~~~
""",
    "func_square_brackets": """\
func_square_brackets.dsl:4:13: error: square brackets index a kernel's arrays; a func reads 'a' with parentheses: a(...)
func f(x) = a[x] * 2
            ^~~~
""",
    "func_thread_index": """\
func_thread_index.dsl:4:20: error: 'threadIdx.x' has a meaning only inside a kernel
func f(x) = a(x) * threadIdx.x
                   ^~~~~~~~~~~
""",
    "reserved_name": """\
reserved_name.dsl:2:1: error: 'func' is a reserved name
param func: i32 = 3
^~~~~~~~~~~~~~~~~~~
""",
    "two_decls_one_line": """\
two_decls_one_line.dsl:2:18: error: unexpected 'input'; expected an operator, ';' or end of line
param W: i32 = 4 input in: f32[W]
                 ^~~~~
""",
    "bool_arithmetic": """\
bool_arithmetic.dsl:5:16: error: '+' needs numbers, not f32 and bool; write select(cond, 1, 0) to use a bool as a number
func f(y, x) = in(y, x) + (x > 2)
               ^~~~~~~~~~~~~~~~~~
""",
    "boundary_none_read": """\
boundary_none_read.dsl:4:1: error: input 'in' is read over [-1, H] x [-1, W] but declared [0, H) x [0, W); use `boundary clamp` or `boundary zero`, or shrink the output's range
input in: f32[H, W]
^~~~~~~~~~~~~~~~~~~
""",
    "duplicate_definition": """\
duplicate_definition.dsl:6:1: error: 'f' is already defined, as the func at line 5
func f(y, x) = in(y, x) * 2
^~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "float_mod": """\
float_mod.dsl:5:16: error: '%' needs integer operands, not f32; for floats write a - floor(a / b) * b
func f(y, x) = in(y, x) % 2.0
               ^~~~~~~~~~~~~~
""",
    "implicit_range": """\
implicit_range.dsl:6:21: error: cannot infer the range of 'k': it indexes no input directly; write sum(k in lo .. hi: ...)
func f(y, x) = g(y, k)
                    ^
""",
    "kernel_array_as_value": """\
kernel_array_as_value.dsl:4:10: error: 'a' is an array: index it, a[...]
  b[0] = a
         ^
""",
    "kernel_assign_buffer_no_indices": """\
kernel_assign_buffer_no_indices.dsl:4:3: error: 'a' is an array: assign its elements, a[...] = ...
  a = 0
  ^
""",
    "kernel_assign_to_let": """\
kernel_assign_to_let.dsl:5:3: error: 's' is a let and cannot change; declare it with `var s: i32 = ...`
  s += 1
  ^
""",
    "kernel_assign_unknown_name": """\
kernel_assign_unknown_name.dsl:4:3: error: unknown name 'total' in kernel 'scale'; declare it first, e.g. `var total: f32 = ...`
  total = a[threadIdx.x]
  ^~~~~
""",
    "kernel_block_float": """\
kernel_block_float.dsl:3:39: error: a block dimension must be an integer, not f32
kernel scale(a: f32[N]) grid(2) block(12.5) {
                                      ^~~~
""",
    "kernel_bool_compound": """\
kernel_bool_compound.dsl:5:3: error: '+=' is not defined on bool
  seen += true
  ^~~~~~~~~~~~
""",
    "kernel_bool_into_float_buffer": """\
kernel_bool_into_float_buffer.dsl:4:20: error: cannot store a bool in the f32 'a' without a cast: write f32(...)
  a[threadIdx.x] = threadIdx.x < 4
                   ^~~~~~~~~~~~~~~
""",
    "kernel_buffer_call_parens": """\
kernel_buffer_call_parens.dsl:5:10: error: 'a' is an array: index it with square brackets, a[...]
  b[i] = a(i)
         ^
""",
    "kernel_builtin_as_name": """\
kernel_builtin_as_name.dsl:4:7: error: 'blockDim' is a reserved name
  var blockDim: i32 = 4
      ^~~~~~~~
""",
    "kernel_builtin_without_field": """\
kernel_builtin_without_field.dsl:4:5: error: 'threadIdx' needs an axis: threadIdx.x, threadIdx.y or threadIdx.z
  a[threadIdx] = 0
    ^~~~~~~~~
""",
    "kernel_call_var": """\
kernel_call_var.dsl:5:10: error: 't' is a var, not a function
  a[0] = t(0)
         ^
""",
    "kernel_check_bool_for_float": """\
kernel_check_bool_for_float.dsl:6:1: error: the check gives bool values for the f32 buffer 'b'
check scale: b(i) = a(i) > 0
^~~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "kernel_check_brackets": """\
kernel_check_brackets.dsl:6:25: error: a check reads buffers like funcs, with parentheses: a(...)
check scale: b(i) = 2 * a[i]
                        ^~~~
""",
    "kernel_check_index_is_buffer": """\
kernel_check_index_is_buffer.dsl:6:1: error: 'a' cannot name an index of the check: it is a buffer
check cp: b(a) = a(a)
^~~~~~~~~~~~~~~~~~~~~
""",
    "kernel_check_index_repeated": """\
kernel_check_index_repeated.dsl:6:1: error: 'i' cannot name an index of the check: it is repeated
check tr: b(i, i) = a(i, i)
^~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "kernel_check_no_kernel": """\
kernel_check_no_kernel.dsl:6:7: error: 'f' is a func, not a kernel; the program defines no kernel
check f: f(i) = a(i)
      ^
""",
    "kernel_check_reads_pipeline_input": """\
kernel_check_reads_pipeline_input.dsl:9:25: error: 'img' is not a buffer of kernel 'scale'; its buffers are a, b
check scale: b(i) = 2 * img(i)
                        ^~~
""",
    "kernel_check_sum_brackets": """\
kernel_check_sum_brackets.dsl:10:38: error: a check reads buffers like funcs, with parentheses: x(...)
check total: s(j) = sum(i in 0 .. N: x[i])
                                     ^~~~
""",
    "kernel_check_thread_index": """\
kernel_check_thread_index.dsl:6:19: error: 'threadIdx.x' has no meaning in a check: it says what a buffer holds after a launch of 'ids', from the buffers before it
check ids: a(i) = threadIdx.x
                  ^~~~~~~~~~~
""",
    "kernel_check_unknown_buffer": """\
kernel_check_unknown_buffer.dsl:6:14: error: kernel 'scale' has no buffer 'c'; its buffers are a, b
check scale: c(i) = 2 * a(i)
             ^
""",
    "kernel_check_unknown_kernel": """\
kernel_check_unknown_kernel.dsl:6:14: error: unknown kernel 'scael'; the kernels are scale
check scale, scael: b(i) = 2 * a(i)
             ^~~~~
""",
    "kernel_check_unknown_name": """\
kernel_check_unknown_name.dsl:6:21: error: unknown name 'factor' in the check of 'b'; its indices are i
check scale: b(i) = factor * a(i)
                    ^~~~~~
""",
    "kernel_check_wrong_index_count": """\
kernel_check_wrong_index_count.dsl:6:1: error: 'b' has 1 dimension, the check names 2
check scale: b(i, j) = 2 * a(i)
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "kernel_duplicate_kernel": """\
kernel_duplicate_kernel.dsl:6:8: error: 'scale' is already defined, as the kernel at line 3
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
       ^~~~~
""",
    "kernel_f64_into_i64_var": """\
kernel_f64_into_i64_var.dsl:5:7: error: cannot store an f64 in the i64 't' without a cast: write i64(...)
  t = a[0]
      ^~~~
""",
    "kernel_float_index": """\
kernel_float_index.dsl:4:5: error: index must be an integer, not f32
  a[a[0]] = 0
    ^~~~
""",
    "kernel_float_into_int_var": """\
kernel_float_into_int_var.dsl:5:7: error: cannot store an f32 in the i32 'j' without a cast: write i32(...)
  j = a[threadIdx.x] * 2
      ^~~~~~~~~~~~~~~~~~
""",
    "kernel_float_literal_into_int_var": """\
kernel_float_literal_into_int_var.dsl:4:16: error: cannot store the float 0.5 in the i32 'j'
  var j: i32 = 0.5
               ^~~
""",
    "kernel_grid_four_dims": """\
kernel_grid_four_dims.dsl:3:30: error: grid takes 1 to 3 dimensions (x, y, z), got 4
kernel scale(a: f32[N]) grid(2, 2, 2, 2) block(16) {
                             ^~~~~~~~~~
""",
    "kernel_grid_uses_thread_index": """\
kernel_grid_uses_thread_index.dsl:3:34: error: 'blockDim.x' is not known here: a grid dimension may use only sizes (N) and constants
kernel scale(a: f32[N]) grid(N / blockDim.x) block(128) {
                                 ^~~~~~~~~~
""",
    "kernel_if_condition_not_bool": """\
kernel_if_condition_not_bool.dsl:4:6: error: a condition must be bool, not i32
  if threadIdx.x {
     ^~~~~~~~~~~
""",
    "kernel_index_scalar": """\
kernel_index_scalar.dsl:5:10: error: 'i' is a scalar let; it has no indices
  a[i] = i[0]
         ^
""",
    "kernel_local_not_size": """\
kernel_local_not_size.dsl:4:16: error: 'threadIdx.x' is not known here: a local array's shape may use only sizes (N) and constants
  local r: f32[threadIdx.x]
               ^~~~~~~~~~~
""",
    "kernel_loop_bound_float": """\
kernel_loop_bound_float.dsl:4:17: error: a loop bound must be an integer, not f32
  for i in 0 .. a[0] {
                ^~~~
""",
    "kernel_loop_var_assigned": """\
kernel_loop_var_assigned.dsl:5:5: error: 'i' is a loop variable and cannot be assigned; use a var of your own, or a while loop
    i = i + 1
    ^
""",
    "kernel_param_bad_shape": """\
kernel_param_bad_shape.dsl:3:21: error: unknown name 'M'; a buffer's shape may use only sizes (N) and constants
kernel scale(a: f32[M]) grid(ceil_div(N, 128)) block(128) {
                    ^
""",
    "kernel_param_twice": """\
kernel_param_twice.dsl:3:25: error: 'a' is already declared in kernel 'scale', at line 3
kernel scale(a: f32[N], a: f32[N]) grid(ceil_div(N, 128)) block(128) {
                        ^
""",
    "kernel_pipeline_input_as_value": """\
kernel_pipeline_input_as_value.dsl:7:20: error: 'img' is not a buffer of kernel 'scale'; pass it as a parameter
  b[threadIdx.x] = img
                   ^~~
""",
    "kernel_reads_pipeline_input": """\
kernel_reads_pipeline_input.dsl:7:20: error: 'img' is not a buffer of kernel 'scale'; pass it as a parameter
  b[threadIdx.x] = img(threadIdx.x)
                   ^~~
""",
    "kernel_reads_pipeline_input_brackets": """\
kernel_reads_pipeline_input_brackets.dsl:7:20: error: 'img' is not a buffer of kernel 'scale'; pass it as a parameter
  b[threadIdx.x] = img[threadIdx.x]
                   ^~~
""",
    "kernel_redeclared_name": """\
kernel_redeclared_name.dsl:5:7: error: 'i' is already declared in kernel 'scale', at line 4
  let i = threadIdx.x
      ^
""",
    "kernel_registers_not_constant": """\
kernel_registers_not_constant.dsl:3:69: error: registers(...) must be an integer constant from 1 to 255
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(N / 8) {
                                                                    ^~~~~
""",
    "kernel_registers_too_many": """\
kernel_registers_too_many.dsl:3:69: error: a thread has 1 to 255 registers, not 300
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(300) {
                                                                    ^~~
""",
    "kernel_registers_zero": """\
kernel_registers_zero.dsl:3:69: error: a thread has 1 to 255 registers, not 0
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(0) {
                                                                    ^
""",
    "kernel_reserved_name": """\
kernel_reserved_name.dsl:4:7: error: 'max' is a reserved name
  let max = 4
      ^~~
""",
    "kernel_select_arity": """\
kernel_select_arity.dsl:4:10: error: 'select' takes 3 arguments, got 2
  a[0] = select(a[0] > 0, 1)
         ^~~~~~~~~~~~~~~~~~~
""",
    "kernel_shadows_size": """\
kernel_shadows_size.dsl:4:7: error: 'N' shadows the size 'N'; give it another name
  let N = 4
      ^
""",
    "kernel_shared_in_if": """\
kernel_shared_in_if.dsl:5:5: error: shared arrays are declared at the top level of a kernel's body, not inside an if or a loop
    shared buf: f32[128]
    ^~~~~~~~~~~~~~~~~~~~
""",
    "kernel_shared_in_loop": """\
kernel_shared_in_loop.dsl:5:5: error: shared arrays are declared at the top level of a kernel's body, not inside an if or a loop
    shared buf: f32[128]
    ^~~~~~~~~~~~~~~~~~~~
""",
    "kernel_shared_shape_thread_index": """\
kernel_shared_shape_thread_index.dsl:4:19: error: 'blockDim.x' is not known here: a shared array's shape may use only sizes (N) and constants
  shared buf: f32[blockDim.x]
                  ^~~~~~~~~~
""",
    "kernel_step_float": """\
kernel_step_float.dsl:4:34: error: a loop's step must be an integer, not f32
  for i in threadIdx.x .. N step 0.5 {
                                 ^~~
""",
    "kernel_step_not_constant": """\
kernel_step_not_constant.dsl:4:34: error: a loop's step must be an integer constant, e.g. `step 32`
  for i in threadIdx.x .. N step blockDim.x * gridDim.x + threadIdx.x {
                                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "kernel_step_zero": """\
kernel_step_zero.dsl:4:34: error: a loop's step must be positive, got 0
  for i in threadIdx.x .. N step 0 {
                                 ^
""",
    "kernel_store_pipeline_input": """\
kernel_store_pipeline_input.dsl:7:3: error: 'img' is not a buffer of kernel 'scale'; pass it as a parameter
  img[threadIdx.x] = b[threadIdx.x]
  ^~~
""",
    "kernel_store_scalar_indexed": """\
kernel_store_scalar_indexed.dsl:5:3: error: 's' is a scalar var; it has no indices
  s[0] = a[threadIdx.x]
  ^
""",
    "kernel_sum_in_kernel": """\
kernel_sum_in_kernel.dsl:4:10: error: sum(...) is for funcs; in a kernel write the loop
  s[0] = sum(i in 0 .. N: a[i])
         ^~~~~~~~~~~~~~~~~~~~~~
""",
    "kernel_syntax_assign_in_condition": """\
kernel_syntax_assign_in_condition.dsl:4:18: error: unexpected '='; to compare, write '=='
  if threadIdx.x = 0 {
                 ^
""",
    "kernel_syntax_block_before_grid": """\
kernel_syntax_block_before_grid.dsl:3:25: error: unexpected 'block'; expected the kernel's launch, grid(...) block(...)
kernel scale(a: f32[N]) block(128) grid(ceil_div(N, 128)) {
                        ^~~~~
""",
    "kernel_syntax_brace_on_next_line": """\
kernel_syntax_brace_on_next_line.dsl:4:22: error: unexpected end of line; the '{' must be on this line, not the next
  if threadIdx.x == 0
                     ^
""",
    "kernel_syntax_compare_as_statement": """\
kernel_syntax_compare_as_statement.dsl:5:8: error: '==' compares; to assign, write '='
  a[i] == 1
       ^~
""",
    "kernel_syntax_divide_assign": """\
kernel_syntax_divide_assign.dsl:4:37: error: unexpected '/'; expected an assignment ('=', '+=', '-=', '*=')
  a[blockIdx.x * 128 + threadIdx.x] /= 2
                                    ^
""",
    "kernel_syntax_else_on_new_line": """\
kernel_syntax_else_on_new_line.dsl:8:3: error: 'else' must be on the line of the '}' that closes its if: write `} else {`
  else {
  ^~~~
""",
    "kernel_syntax_func_call_stmt": """\
kernel_syntax_func_call_stmt.dsl:4:7: error: unexpected '('; expected '[' or an assignment ('=', '+=', '-=', '*=')
  sqrt(a[0])
      ^
""",
    "kernel_syntax_keyword_as_name": """\
kernel_syntax_keyword_as_name.dsl:4:7: error: 'for' is a reserved name
  let for = blockIdx.x * 128 + threadIdx.x
      ^~~
""",
    "kernel_syntax_missing_block": """\
kernel_syntax_missing_block.dsl:3:39: error: unexpected '{'; expected 'block'
kernel scale(a: f32[N]) grid(N / 128) {
                                      ^
""",
    "kernel_syntax_missing_brace": """\
kernel_syntax_missing_brace.dsl:7:4: error: unexpected end of file; expected '}'
  }
   ^
note: the '{' at line 3, column 70 is not closed
""",
    "kernel_syntax_missing_launch": """\
kernel_syntax_missing_launch.dsl:3:25: error: unexpected '{'; expected the kernel's launch, grid(...) block(...)
kernel scale(a: f32[N]) {
                        ^
""",
    "kernel_syntax_sync_as_name": """\
kernel_syntax_sync_as_name.dsl:4:7: error: 'sync' is a reserved name
  var sync: i32 = 0
      ^~~~
""",
    "kernel_syntax_unclosed_if": """\
kernel_syntax_unclosed_if.dsl:8:1: error: unexpected 'kernel'; expected '}'
kernel second(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
^~~~~~
note: the '{' at line 3, column 59 is not closed
""",
    "kernel_unknown_attr_base": """\
kernel_unknown_attr_base.dsl:4:5: error: unknown name 'threadIndex.x'; the builtins are threadIdx, blockIdx, blockDim, gridDim with .x .y .z
  a[threadIndex.x] = 0
    ^~~~~~~~~~~~~
""",
    "kernel_unknown_builtin_field": """\
kernel_unknown_builtin_field.dsl:4:5: error: 'threadIdx' has fields x, y and z, not 'w'
  a[threadIdx.w] = 0
    ^~~~~~~~~~~
""",
    "kernel_unknown_function": """\
kernel_unknown_function.dsl:4:10: error: unknown function 'atomicAdd'
  a[0] = atomicAdd(a[0], 1)
         ^~~~~~~~~
""",
    "kernel_unknown_name": """\
kernel_unknown_name.dsl:5:17: error: unknown name 'factor' in kernel 'scale'
  a[i] = a[i] * factor
                ^~~~~~
""",
    "kernel_unknown_type": """\
kernel_unknown_type.dsl:3:17: error: unknown type 'f16'; expected one of f32, f64, i32, i64, bool
kernel scale(a: f16[N]) grid(ceil_div(N, 128)) block(128) {
                ^~~
""",
    "kernel_var_unknown_type": """\
kernel_var_unknown_type.dsl:4:10: error: unknown type 'float'; expected one of f32, f64, i32, i64, bool
  var t: float = 0
         ^~~~~
""",
    "kernel_while_condition_not_bool": """\
kernel_while_condition_not_bool.dsl:5:9: error: a condition must be bool, not i32
  while s {
        ^
""",
    "kernel_wrong_index_count": """\
kernel_wrong_index_count.dsl:5:10: error: 'a' has 2 dimensions, indexed with 1
  b[i] = a[i]
         ^~~~
""",
    "kernel_wrong_store_index_count": """\
kernel_wrong_store_index_count.dsl:5:3: error: 'b' has 1 dimension, indexed with 2
  b[i, 0] = a[i, 0]
  ^~~~~~~~~~~~~~~~~
""",
    "no_func": """\
no_func.dsl:4:35: error: the program defines no func and no kernel; add e.g. `func f(x) = ...` and `output f[N]`
input in: f32[H, W] boundary clamp
                                  ^
""",
    "no_output": """\
no_output.dsl:5:1: error: the program has no output; add e.g. `output f[...]`
func f(y, x) = in(y, x)
^~~~~~~~~~~~~~~~~~~~~~~
""",
    "output_is_input": """\
output_is_input.dsl:6:8: error: output 'in' is an input; an output must be a func
output in[H, W]
       ^~
""",
    "output_undefined": """\
output_undefined.dsl:6:8: error: output 'g' is not defined; an output must be a func
output g[H, W]
       ^
""",
    "output_wrong_ranges": """\
output_wrong_ranges.dsl:6:1: error: func 'f' has 2 dimensions (y, x), but the output gives 1 range
output f[H]
^~~~~~~~~~~
""",
    "sched_compute_at_cycle": """\
sched_compute_at_cycle.dsl:9:16: error: cannot compute 'b' at 'c': 'c' is itself computed inside 'b'; compute_at cannot go round in a circle
schedule s { b.compute_at(c, x); c.compute_at(b, x); a.compute_at(d, x) }
               ^~~~~~~~~~~~~~~~
""",
    "sched_compute_at_input": """\
sched_compute_at_input.dsl:9:20: error: compute_at target 'in' is not a func; the funcs are blurx, blury
schedule s { blurx.compute_at(in, x) }
                   ^~~~~~~~~~~~~~~~~
""",
    "sched_compute_at_no_loop": """\
sched_compute_at_no_loop.dsl:9:47: error: func 'blury' has no loop 'z'; legal: compute_at(blury, yo), compute_at(blury, yi), compute_at(blury, x), or compute_root()
schedule s { blury.split(y, yo, yi, 8); blurx.compute_at(blury, z) }
                                              ^~~~~~~~~~~~~~~~~~~~
""",
    "sched_compute_at_non_reader": """\
sched_compute_at_non_reader.dsl:10:34: error: cannot compute 'a' at 'c': neither 'c' nor a func computed in its loops reads 'a'; funcs that read it: b
schedule s { b.compute_root(); a.compute_at(c, x) }
                                 ^~~~~~~~~~~~~~~~
""",
    "sched_compute_at_reader_outside": """\
sched_compute_at_reader_outside.dsl:10:34: error: cannot compute 'a' at 'c.x': 'b' also reads it outside that loop; compute it at a loop that encloses every reader, or compute_root()
schedule s { b.compute_root(); a.compute_at(c, x) }
                                 ^~~~~~~~~~~~~~~~
""",
    "sched_compute_at_self": """\
sched_compute_at_self.dsl:9:20: error: cannot compute 'blurx' at its own loop; compute it at a loop of a func that reads it (blury)
schedule s { blurx.compute_at(blurx, x) }
                   ^~~~~~~~~~~~~~~~~~~~
""",
    "sched_duplicate_name": """\
sched_duplicate_name.dsl:10:1: error: schedule 's' is defined twice
schedule s { blurx.compute_inline() }
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "sched_gpu_word": """\
sched_gpu_word.dsl:9:20: error: 'gpu_tile' schedules GPU kernels; the pipeline backend (C) cannot honour it
schedule s { blury.gpu_tile(y, x, 16, 16) }
                   ^~~~~~~~~~~~~~~~~~~~~~
""",
    "sched_inline_has_no_loops": """\
sched_inline_has_no_loops.dsl:9:20: error: func 'blurx' is computed inline, so it has no loops for 'split'; add blurx.compute_root() or compute_at(...)
schedule s { blurx.split(x, xo, xi, 8) }
                   ^~~~~~~~~~~~~~~~~~~
""",
    "sched_inline_output": """\
sched_inline_output.dsl:9:20: error: 'blury' is the output; it cannot be computed inline
schedule s { blury.compute_inline() }
                   ^~~~~~~~~~~~~~~~
""",
    "sched_reorder_twice": """\
sched_reorder_twice.dsl:9:20: error: reorder names a loop twice
schedule s { blury.reorder(x, y, x) }
                   ^~~~~~~~~~~~~~~~
""",
    "sched_split_factor_negative": """\
sched_split_factor_negative.dsl:9:37: error: split factor must be positive, got -4
schedule s { blury.split(x, xo, xi, -4) }
                                    ^~
""",
    "sched_split_factor_not_constant": """\
sched_split_factor_not_constant.dsl:9:37: error: argument 4 of split must be an integer constant
schedule s { blury.split(x, xo, xi, W) }
                                    ^
""",
    "sched_split_factor_zero": """\
sched_split_factor_zero.dsl:9:37: error: split factor must be positive, got 0
schedule s { blury.split(x, xo, xi, 0) }
                                    ^
""",
    "sched_split_no_loop": """\
sched_split_no_loop.dsl:9:26: error: func 'blury' has no loop 'z' here; its loops are y, x
schedule s { blury.split(z, zo, zi, 8) }
                         ^
""",
    "sched_split_reused_name": """\
sched_split_reused_name.dsl:9:29: error: loop name 'y' is already used in func 'blury'
schedule s { blury.split(x, y, xi, 8) }
                            ^
""",
    "sched_split_same_names": """\
sched_split_same_names.dsl:9:33: error: split's outer and inner loops need different names, got 'xi' twice
schedule s { blury.split(x, xi, xi, 8) }
                                ^~
""",
    "sched_store_inside_compute": """\
sched_store_inside_compute.dsl:9:47: error: 'blurx' is stored at blury.yi, inside the loop blury.yo where it is computed; storage must be at or outside it
schedule s { blury.split(y, yo, yi, 8); blurx.store_at(blury, yi).compute_at(blury, yo) }
                                              ^~~~~~~~~~~~~~~~~~~
""",
    "sched_tile_arity": """\
sched_tile_arity.dsl:9:20: error: tile takes 8 arguments, got 7
schedule s { blury.tile(y, x, yo, xo, yi, xi, 64) }
                   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
""",
    "sched_tile_same_loop": """\
sched_tile_same_loop.dsl:9:28: error: tile needs two different loops, got 'y' twice
schedule s { blury.tile(y, y, yo, xo, yi, xi, 8, 8) }
                           ^
""",
    "sched_unknown_func": """\
sched_unknown_func.dsl:9:14: error: cannot schedule 'blurz': it is not a func; the funcs are blurx, blury
schedule s { blurz.compute_root() }
             ^~~~~
""",
    "sched_unknown_word": """\
sched_unknown_word.dsl:9:20: error: unknown schedule word 'compute_rot' (did you mean 'compute_root'?); the words are compute_root, compute_inline, compute_at, store_root, store_at, split, tile, reorder, vectorize, parallel, unroll
schedule s { blurx.compute_rot() }
                   ^~~~~~~~~~~~~
""",
    "self_reference": """\
self_reference.dsl:5:16: error: func 'f' refers to itself
func f(y, x) = f(y, x - 1) + in(y, x)
               ^~~~~~~~~~~
""",
    "size_default_float": """\
size_default_float.dsl:2:16: error: a size must be an integer expression, not f32
param W: i32 = 64.5
               ^~~~
""",
    "size_default_negative": """\
size_default_negative.dsl:2:16: error: size 'W' must be positive, got -4
param W: i32 = -4
               ^~
""",
    "syntax_chained_comparison": """\
syntax_chained_comparison.dsl:5:29: error: comparisons do not chain: write a < b && b < c
func f(y, x) = select(0 < x < W, in(y, x), 0)
                            ^
""",
    "syntax_eof_in_brackets": """\
syntax_eof_in_brackets.dsl:5:27: error: unexpected end of file; expected an expression
func f(y, x) = (in(y, x) +
                          ^
note: the '(' at line 5, column 16 is not closed
""",
    "syntax_missing_colon": """\
syntax_missing_colon.dsl:2:9: error: unexpected 'i32'; expected ':'
param W i32 = 64
        ^~~
""",
    "syntax_missing_operand": """\
syntax_missing_operand.dsl:5:27: error: unexpected ')'; expected an expression
func f(y, x) = in(y, x) + )
                          ^
""",
    "syntax_missing_rpar": """\
syntax_missing_rpar.dsl:6:1: error: unexpected 'output'; expected an operator or ')'
output f[H, W]
^~~~~~
note: the '(' at line 5, column 16 is not closed
""",
    "syntax_stray_char": """\
syntax_stray_char.dsl:5:25: error: unexpected character '$'
func f(y, x) = in(y, x) $ 2
                        ^
""",
    "syntax_token_after_expr": """\
syntax_token_after_expr.dsl:5:25: error: unexpected '2'; expected an operator, ';' or end of line
func f(y, x) = in(y, x) 2
                        ^
""",
    "syntax_unexpected_eof": """\
syntax_unexpected_eof.dsl:5:26: error: unexpected end of file; expected an expression
func f(y, x) = in(y, x) +
                         ^
""",
    "unknown_boundary": """\
unknown_boundary.dsl:3:27: error: unknown boundary 'mirror'; expected clamp, zero or none
input in: f32[W] boundary mirror
                          ^~~~~~
""",
    "unknown_func": """\
unknown_func.dsl:5:16: error: unknown function 'blur'
func f(y, x) = blur(y, x)
               ^~~~
""",
    "unknown_name": """\
unknown_name.dsl:5:27: error: unknown name 'scale' in func 'f'; its arguments are y, x
func f(y, x) = in(y, x) * scale
                          ^~~~~
""",
    "unknown_type": """\
unknown_type.dsl:3:11: error: unknown type 'f16'; expected one of f32, f64, i32, i64, bool
input in: f16[W] boundary clamp
          ^~~
""",
    "wrong_index_count": """\
wrong_index_count.dsl:5:16: error: 'in' has 2 dimensions, indexed with 1
func f(y, x) = in(y)
               ^~~~~
""",
}


def run_main(argv, capsys) -> tuple[int, str, str]:
    rc = main(argv)
    out, err = capsys.readouterr()
    for word in LARK_NAMES:
        assert word not in err, f"{word!r} reached the user:\n{err}"
    return rc, out, err


def test_every_error_file_is_pinned():
    files = {p.stem for p in ERRORS.glob("*.dsl")}
    assert files == set(PROGRAMS), f"unpinned: {sorted(files - set(PROGRAMS))}, " \
                                   f"missing: {sorted(set(PROGRAMS) - files)}"
    for p in ERRORS.glob("*.dsl"):
        assert p.read_text().startswith("# "), f"{p.name}: the first line should say what is wrong"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_bad_program(name, capsys, monkeypatch):
    monkeypatch.chdir(ERRORS)
    rc, out, err = run_main(["compile", f"{name}.dsl", "--emit", "ir"], capsys)
    assert (rc, out) == (1, "")
    assert err == PROGRAMS[name]


# (argv, exit status, exact stderr); run from the repository root.  TMP is tmp_path.
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
                         "(and tile:AxB)\n"),
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
    "bench_repeat_zero": (["bench", BLUR, "--repeat", "0"], 2,
                          "irc: error: argument --repeat: must be a positive integer, got '0'\n"),
    "bench_unknown_schedule": (["bench", BLUR, "--schedules", "root,zzz", "--size", "W=16,H=16"], 2,
                               "irc: error: unknown schedule 'zzz'; available: root, inline, tile, sliding, "
                               "fast (and tile:AxB)\n"),
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
                          "irc: error: cannot write 'out.txt': use a .npy or .png file\n"),
    "output_unwritable": (["compile", BLUR, "-o", "TMP/no/dir/blur.c"], 2,
                          "irc: error: cannot write 'TMP/no/dir/blur.c': No such file or directory\n"),
    "dump_dir_is_a_file": (["compile", BLUR, "--dump-dir", "TMP/bad.png"], 2,
                           "irc: error: cannot write 'TMP/bad.png': File exists\n"),
    # kernels: `irc simt` and `irc compile --kernel`
    "simt_unknown_kernel": (["simt", SCALE, "--kernel", "nope"], 2,
                            f"irc: error: no kernel 'nope' in {SCALE}; kernels: scale\n"),
    "simt_unknown_gpu": (["simt", SCALE, "--gpu", "tpu"], 2,
                         "irc: error: unknown GPU 'tpu'; available: a6000, a100, h100\n"),
    "simt_no_kernel": (["simt", BLUR], 2, f"irc: error: {BLUR} has no kernel; `irc run` runs pipelines\n"),
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
                                     "irc: error: a kernel has no schedules: --schedule applies to pipelines\n"),
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
    "run_kernel_only": (["run", SCALE], 2, KERNEL_ONLY),
    "bench_kernel_only": (["bench", SCALE], 2, KERNEL_ONLY),
    "compile_kernel_only": (["compile", SCALE], 2, KERNEL_ONLY),
    "compile_unknown_kernel": (["compile", SCALE, "--kernel", "nope"], 2,
                               f"irc: error: no kernel 'nope' in {SCALE}; kernels: scale\n"),
    "compile_kernel_emit_c": (["compile", SCALE, "--kernel", "scale", "--emit", "c"], 2,
                              "irc: error: a kernel emits only its IR (--emit ir); the C backend compiles pipelines\n"),
    "compile_kernel_of_a_pipeline": (["compile", BLUR, "--kernel", "blury"], 2,
                                     f"irc: error: no kernel 'blury' in {BLUR}; kernels: none\n"),
    "split_larger_than_extent": (["run", BLUR, "--schedule", "fast", "--size", "W=100,H=100", "--repeat", "1"],
                                 1, "irc: error: blury.x has extent smaller than its split factor 256 (split at "
                                    "line 13, column 26); use sizes of at least 256, or a smaller factor\n"),
}


@pytest.mark.parametrize("case", sorted(COMMAND_LINES))
def test_bad_command_line(case, capsys, monkeypatch, tmp_path):
    argv, status, expected = COMMAND_LINES[case]
    (tmp_path / "bad.png").write_text("not a png")
    argv = [a.replace("TMP", str(tmp_path)) for a in argv]
    monkeypatch.chdir(ROOT)
    rc, out, err = run_main(argv, capsys)
    assert (rc, out) == (status, "")
    if expected is None:
        from irc.lower.pipelines import FUNCS_TO_C
        expected = f"irc: error: unknown pass 'bogus'; passes: {', '.join(FUNCS_TO_C.passes)}\n"
    assert err == expected.replace("TMP", str(tmp_path))


def _subprocess(*argv):
    # -I: the installed irc, not the source tree that the working directory would put first
    return subprocess.run([sys.executable, "-I", "-m", "irc.cli", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("name", ["syntax_missing_rpar", "sched_compute_at_no_loop", "kernel_syntax_missing_brace",
                                  "kernel_grid_uses_thread_index", "kernel_check_brackets"])
def test_bad_program_in_a_real_process(name):
    r = _subprocess("compile", f"tests/errors/{name}.dsl")
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == PROGRAMS[name].replace(f"{name}.dsl", f"tests/errors/{name}.dsl")


@pytest.mark.parametrize("case", ["missing_file", "size_no_equals", "split_larger_than_extent"])
def test_bad_command_line_in_a_real_process(case):
    argv, status, expected = COMMAND_LINES[case]
    r = _subprocess(*argv)
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout, r.stderr) == (status, "", expected)


# Refusals that need the program lowered under a schedule: (program, schedule, exact stderr).
LOWERING = {
    "split_wider_than_region": ("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = in0(y, x)
func f1(y, x) = f0(y, x)
output f1[H, W]
schedule s { f0.compute_at(f1, x).vectorize(x, 4) }
""", "s", """\
lowered.dsl:7:35: error: 'f0' is computed over fewer than 4 points of 'x' at a time, which its split by 4 needs; compute it at an outer loop, or split by less
schedule s { f0.compute_at(f1, x).vectorize(x, 4) }
                                  ^~~~~~~~~~~~~~~
"""),
}


@pytest.mark.parametrize("case", sorted(LOWERING))
def test_refused_while_lowering(case, capsys, monkeypatch, tmp_path):
    text, schedule, expected = LOWERING[case]
    (tmp_path / "lowered.dsl").write_text(text)
    monkeypatch.chdir(tmp_path)
    rc, out, err = run_main(["compile", "lowered.dsl", "--schedule", schedule], capsys)
    assert (rc, out, err) == (1, "", expected)


# ---- run-time faults of kernels: `irc simt` run from tests/errors/faults/, exit 1, nothing on stdout.
# A fault names the buffer, the index, the dimension and its extent, the block and the thread, and
# points at the DSL line; a launch the GPU would refuse says which limit it breaks.  TMP is
# tmp_path, holding the .npy buffers of BUFFERS.
FAULTS_DIR = ERRORS / "faults"


def _buffers(where: Path) -> None:
    import numpy as np
    np.save(where / "idx.npy", np.array([0, 1, 2, 3, 4, 5, 6, 9], np.int32))   # 9: past the end of x[8]
    np.save(where / "f64.npy", np.zeros(256, np.float64))
    np.save(where / "short.npy", np.zeros(100, np.float32))
    np.save(where / "square.npy", np.zeros((16, 16), np.float32))
    np.save(where / "f32_256.npy", np.zeros(256, np.float32))


_SCALE_HEAD = "kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {\n"

FAULTS = {
    "grid_divides_by_zero": (["simt", "grid_divides_by_zero.dsl"], """\
grid_divides_by_zero.dsl:3:21: error: launch dimension blockIdx.x divides by zero at N=256
kernel k(a: f32[N]) grid(N / (N - 256)) block(128) {
                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "negative_buffer_extent": (["simt", "negative_buffer_extent.dsl"], """\
negative_buffer_extent.dsl:3:12: error: an extent of 'a' is -100 at N=100; it cannot be negative
kernel neg(a: f32[N - 200]) grid(1) block(32) {
           ^~~~~~~~~~~~~~~
"""),
    "negative_shared_extent": (["simt", "negative_shared_extent.dsl"], """\
negative_shared_extent.dsl:4:3: error: an extent of 's' is -44 at N=256; it cannot be negative
  shared s: f32[N - 300]
  ^~~~~~~~~~~~~~~~~~~~~~
"""),
    "oob_read": (["simt", "oob_read.dsl"], """\
oob_read.dsl:5:10: error: out-of-bounds read of 'a': index 256 in dimension 0 of extent 256 in block (x=1) thread (x=127)
  b[i] = a[i + 1]
         ^~~~~~~~
"""),
    "oob_write": (["simt", "oob_write.dsl"], """\
oob_write.dsl:5:3: error: out-of-bounds write of 'a': index 200 in dimension 0 of extent 200 in block (x=1) thread (x=72)
  a[i] = 1
  ^~~~~~~~
"""),
    "oob_read_2d": (["simt", "oob_read_2d.dsl"], """\
oob_read_2d.dsl:4:33: error: out-of-bounds read of 'a': index 32 in dimension 1 of extent 32 in block (x=0, y=0) thread (x=31, y=1)
  c[threadIdx.y, threadIdx.x] = a[threadIdx.x, threadIdx.y + threadIdx.x]
                                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "oob_shared": (["simt", "oob_shared.dsl"], """\
oob_shared.dsl:7:39: error: out-of-bounds read of 'buf': index 128 in dimension 0 of extent 128 in block (x=0) thread (x=127)
  a[blockIdx.x * 128 + threadIdx.x] = buf[threadIdx.x + 1]
                                      ^~~~~~~~~~~~~~~~~~~~
"""),
    "oob_local": (["simt", "oob_local.dsl"], """\
oob_local.dsl:6:5: error: out-of-bounds write of 'r': index 4 in dimension 0 of extent 4 in block (x=0) thread (x=0)
    r[k] = 0
    ^~~~~~~~
"""),
    "oob_gather": (["simt", "oob_gather.dsl", "--input", "idx=TMP/idx.npy"], """\
oob_gather.dsl:4:20: error: out-of-bounds read of 'x': index 9 in dimension 0 of extent 8 in block (x=0) thread (x=7)
  y[threadIdx.x] = x[idx[threadIdx.x]]
                   ^~~~~~~~~~~~~~~~~~~
"""),
    "oob_at_a_given_size": (["simt", "scale.dsl", "--size", "N=300"], """\
scale.dsl:5:14: error: out-of-bounds read of 'a': index 300 in dimension 0 of extent 300 in block (x=2) thread (x=44)
  b[i] = 2 * a[i]
             ^~~~
"""),
    "div_by_zero": (["simt", "div_by_zero.dsl"], """\
div_by_zero.dsl:4:13: error: integer division by zero: 128 / threadIdx.x in block (x=0) thread (x=0)
  let per = 128 / threadIdx.x
            ^~~~~~~~~~~~~~~~~
"""),
    "mod_by_zero": (["simt", "mod_by_zero.dsl", "--no-races"], """\
mod_by_zero.dsl:4:14: error: integer remainder by zero: threadIdx.x % (threadIdx.x / 64) in block (x=0) thread (x=0)
  let lane = threadIdx.x % (threadIdx.x / 64)
             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "barrier_in_if": (["simt", "barrier_in_if.dsl"], """\
barrier_in_if.dsl:7:5: error: barrier reached by thread (x=0) but not by thread (x=64) of block (x=0): every thread of a block must reach the same barrier
    sync
    ^~~~
"""),
    "barrier_in_loop": (["simt", "barrier_in_loop.dsl", "--json"], """\
barrier_in_loop.dsl:5:5: error: barrier reached by thread (x=1) but not by thread (x=0) of block (x=0): every thread of a block must reach the same barrier
    sync
    ^~~~
"""),
    "block_too_large": (["simt", "block_too_large.dsl"], """\
block_too_large.dsl:3:23: error: a block of 2048 threads is over the 1024 a block may have on the NVIDIA RTX A6000
kernel big(a: f32[N]) grid(N / 2048) block(64, 32) {
                      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "shared_too_large": (["simt", "shared_too_large.dsl"], """\
shared_too_large.dsl:3:25: error: a block asks for 131072 bytes of shared memory; the NVIDIA RTX A6000 allows 101376 bytes per block
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
                        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "too_many_registers": (["simt", "too_many_registers.dsl"], """\
too_many_registers.dsl:3:23: error: a block of 1024 threads at 255 registers each requests 261120 registers per block, an SM of the NVIDIA RTX A6000 has 65536 (CUDA: too many resources requested for launch)
kernel fat(a: f32[N]) grid(N / 1024) block(1024) registers(255) {
                      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "empty_grid": (["simt", "empty_grid.dsl"], """\
empty_grid.dsl:3:24: error: a launch of 0 blocks of 128 threads runs nothing; both must be at least 1
kernel none(a: f32[N]) grid(N / 128) block(128) {
                       ^~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "check_unevaluable": (["simt", "check_unevaluable.dsl"], """\
check_unevaluable.dsl:6:1: error: the check of 'b' cannot be evaluated: input 'a' read outside its extent
check cp: b(i) = a(i + 1)
^~~~~~~~~~~~~~~~~~~~~~~~~
"""),
    "input_wrong_dtype": (["simt", "scale.dsl", "--input", "a=TMP/f64.npy"], f"""\
scale.dsl:3:14: error: buffer 'a' must be float32 of shape (256,) (N=256), got float64 of shape (256,)
{_SCALE_HEAD}             ^~~~~~~~~
"""),
    "input_wrong_shape": (["simt", "scale.dsl", "--input", "a=TMP/short.npy"], f"""\
scale.dsl:3:14: error: buffer 'a' must be float32 of shape (256,) (N=256), got float32 of shape (100,)
{_SCALE_HEAD}             ^~~~~~~~~
"""),
    "input_wrong_rank": (["simt", "scale.dsl", "--input", "b=TMP/square.npy"], f"""\
scale.dsl:3:25: error: buffer 'b' must be float32 of shape (256,) (N=256), got float32 of shape (16, 16)
{_SCALE_HEAD}                        ^~~~~~~~~
"""),
    "input_shape_at_size": (["simt", "scale.dsl", "--size", "N=128", "--input", "a=TMP/f32_256.npy"], f"""\
scale.dsl:3:14: error: buffer 'a' must be float32 of shape (128,) (N=128), got float32 of shape (256,)
{_SCALE_HEAD}             ^~~~~~~~~
"""),
}

# Faults that still escape as a Python exception (in irc/simt.py and backends/simt/): pinned as
# expected failures so that the fix is noticed and its diagnostic pinned in FAULTS.
def test_every_fault_file_is_used():
    used = {argv[1] for argv, _ in FAULTS.values()}
    files = {p.name for p in FAULTS_DIR.glob("*.dsl")}
    assert files == used, f"unused: {sorted(files - used)}, missing: {sorted(used - files)}"
    for p in FAULTS_DIR.glob("*.dsl"):
        assert p.read_text().startswith("# "), f"{p.name}: the first line should say what is wrong"


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_fault(name, capsys, monkeypatch, tmp_path):
    argv, expected = FAULTS[name]
    _buffers(tmp_path)
    monkeypatch.chdir(FAULTS_DIR)
    rc, out, err = run_main([a.replace("TMP", str(tmp_path)) for a in argv], capsys)
    assert (rc, out) == (1, "")
    assert err == expected


@pytest.mark.parametrize("name", ["oob_read", "barrier_in_if", "shared_too_large", "input_wrong_shape"])
def test_fault_in_a_real_process(name, tmp_path):
    argv, expected = FAULTS[name]
    _buffers(tmp_path)
    where = "tests/errors/faults/"
    r = _subprocess(argv[0], where + argv[1], *[a.replace("TMP", str(tmp_path)) for a in argv[2:]])
    assert "Traceback" not in r.stderr
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == where + expected


def test_shared_memory_over_the_a6000_fits_on_the_h100(capsys, monkeypatch):
    monkeypatch.chdir(FAULTS_DIR)
    rc, out, err = run_main(["simt", "shared_too_large.dsl", "--gpu", "h100", "--no-races"], capsys)
    assert (rc, err) == (0, "")
    assert "131072 bytes of shared memory per block" in out and "NVIDIA H100" in out


def test_an_endless_while_loop_is_stopped(capsys, monkeypatch, tmp_path):
    import irc.backends.simt.interpreter as interpreter
    monkeypatch.setattr(interpreter, "MAX_WHILE_TRIPS", 50)
    (tmp_path / "spin.dsl").write_text("""\
# the loop never ends: i does not change
kernel spin(a: f32[32]) grid(1) block(32) {
  var i: i32 = 0
  while i < 10 {
    a[threadIdx.x] = 1
  }
}
""")
    monkeypatch.chdir(tmp_path)
    rc, out, err = run_main(["simt", "spin.dsl", "--no-races"], capsys)
    assert (rc, out) == (1, "")
    assert err == """\
spin.dsl:4:3: error: while loop still running after 50 iterations in block (x=0) thread (x=0)
  while i < 10 {
  ^~~~~~~~~~~~~~
"""


def test_bool_literals_in_a_kernel_run(capsys, monkeypatch, tmp_path):
    """`true` / `false` in a kernel once reached the interpreter as checker-only nodes (refused)."""
    (tmp_path / "flags.dsl").write_text("""\
param N: i32 = 64
kernel flags(a: f32[N]) grid(1) block(64) {
  var seen: bool = false
  if threadIdx.x < 4 {
    seen = true
  }
  a[threadIdx.x] = select(seen, 1, 0)
}
check flags: a(i) = select(i < 4, 1, 0)
""")
    monkeypatch.chdir(tmp_path)
    rc, _, err = run_main(["simt", "flags.dsl"], capsys)
    assert (rc, err) == (0, "")
