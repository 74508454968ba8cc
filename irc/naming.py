"""The names lowering gives to loops and regions (unique by construction, as in Halide)."""


def loop_var(func: str, var: str) -> str:
    return f"{func}.{var}"


def stage_var(func: str, update: int, var: str) -> str:
    """A loop of update `update` (from 0) of func: `hist.s1.r.x` (Halide's stage numbers: the
    pure definition is stage 0)."""
    return f"{func}.s{update + 1}.{var}"


def region_min(func: str, var: str) -> str:
    return f"{func}.{var}.min"


def region_extent(func: str, var: str) -> str:
    return f"{func}.{var}.extent"


AXES = ("x", "y", "z")   # launch dimensions in CUDA order: x varies fastest across a warp


def builtin_var(base: str, axis: str) -> str:
    """The IR variable of a launch index: `threadIdx.x`, `blockIdx.y`."""
    return f"{base}.{axis}"


def launch_axes(loops) -> dict[str, str]:
    """GPU loops as (variable, kind) outer to inner -> the launch index each becomes: block loops
    blockIdx, thread loops threadIdx, axes counted from the innermost loop out (x, y, z)."""
    out = {}
    for kind, base in (("gpu_block", "blockIdx"), ("gpu_thread", "threadIdx")):
        mine = [v for v, k in loops if k == kind]
        out.update({v: builtin_var(base, AXES[len(mine) - 1 - i]) for i, v in enumerate(mine)})
    return out


def shared_copy(buffer: str) -> str:
    """The shared array a GPU launch stages `buffer` in (`A.cache(C, ko)`)."""
    return f"{buffer}.shared"


def shared_copy_start(buffer: str, d: int) -> str:
    """The let holding where dimension `d` of `buffer`'s shared copy starts in `buffer`: the copy's
    element `e` holds `buffer`'s element `start + e`."""
    return f"{shared_copy(buffer)}.min.{d}"
