"""A local-Laplacian-like pyramid as DSL text, parametrised by its number of levels (issue 27,
item 11): a Gaussian pyramid by a 1-2-1 stencil and downsampling, a Laplacian pyramid by
upsampling and subtraction, each level's detail boosted, and the collapse back to full size.

Every level's Gaussian is read by the next level's downsampling, by its own Laplacian and by
the Laplacian above it, so a func is reached from the output along exponentially many paths:
the shape that made lowering exponential in the depth."""
from __future__ import annotations


def pyramid(levels: int, size: int = 256) -> str:
    lines = [f"param W: i32 = {size}", f"param H: i32 = {size}", "input in: f32[H, W] boundary clamp",
             "func g0(y, x) = in(y, x)"]
    for k in range(1, levels):
        g = f"g{k - 1}"
        lines += [f"func dx{k}(y, x) = ({g}(y, 2 * x - 1) + 2 * {g}(y, 2 * x) + {g}(y, 2 * x + 1)) / 4",
                  f"func g{k}(y, x) = (dx{k}(2 * y - 1, x) + 2 * dx{k}(2 * y, x) + dx{k}(2 * y + 1, x)) / 4"]
    lines.append(f"func o{levels - 1}(y, x) = g{levels - 1}(y, x)")
    for k in range(levels - 2, -1, -1):
        lines += [f"func ux{k}(y, x) = (o{k + 1}(y, x / 2) + o{k + 1}(y, (x + 1) / 2)) / 2",
                  f"func u{k}(y, x) = (ux{k}(y / 2, x) + ux{k}((y + 1) / 2, x)) / 2",
                  f"func lap{k}(y, x) = g{k}(y, x) - (g{k + 1}(y / 2, x / 2) + g{k + 1}((y + 1) / 2, (x + 1) / 2)) / 2",
                  f"func o{k}(y, x) = lap{k}(y, x) * 1.5 + u{k}(y, x)"]
    lines.append("output o0[H, W]")
    return "\n".join(lines) + "\n"
