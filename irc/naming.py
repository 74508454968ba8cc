"""The names lowering gives to loops and regions (unique by construction, as in Halide)."""


def loop_var(func: str, var: str) -> str:
    return f"{func}.{var}"


def region_min(func: str, var: str) -> str:
    return f"{func}.{var}.min"


def region_extent(func: str, var: str) -> str:
    return f"{func}.{var}.extent"
