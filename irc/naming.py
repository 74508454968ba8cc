"""The names lowering gives to loops and regions (unique by construction, as in Halide)."""


def loop_var(func: str, var: str) -> str:
    return f"{func}.{var}"


def region_min(func: str, var: str) -> str:
    return f"{func}.{var}.min"


def region_extent(func: str, var: str) -> str:
    return f"{func}.{var}.extent"


AXES = ("x", "y", "z")   # launch dimensions in CUDA order: x varies fastest across a warp


def builtin_var(base: str, axis: str) -> str:
    """The IR variable of a launch index: `threadIdx.x`, `blockIdx.y`."""
    return f"{base}.{axis}"
