"""numpy's nl_means: non-local means, each pixel the average of its search window weighted by
the similarity of the patches around the two pixels."""
import numpy as np

SCHEDULES = ("halide_literal", "root", "inline")
SIZE = (21, 37)          # neither a multiple of the schedule's 8 x 16 tiles
P, S, SIGMA = 7, 7, 0.12  # the file's defaults


def make(rng, h: int, w: int) -> np.ndarray:
    # smooth waves plus noise: patches near alike and far apart, so the weights spread out
    y, x = np.mgrid[0:h, 0:w]
    waves = [0.5 + 0.4 * np.sin(x / (3 + c) + y / (5 - c)) for c in range(3)]
    img = np.stack(waves) + rng.normal(0, 0.04, (3, h, w))
    return np.clip(img, 0, 1).astype(np.float32)


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    ps, ss = P // 2, S // 2
    reach = ps + ss
    pad = np.pad(img.astype(np.float64), ((0, 0), (reach, reach), (reach, reach)), mode="edge")
    hh, ww = h + 2 * ps, w + 2 * ps                  # d over the output grown by half a patch

    def window(dy, dx, rows, cols, grow):            # pad's [c, y + dy, x + dx] over the grid grown by `grow`
        return pad[:, reach - grow + dy:reach - grow + dy + rows, reach - grow + dx:reach - grow + dx + cols]
    total = np.zeros((4, h, w))
    for dy in range(-ss, S - ss):
        for dx in range(-ss, S - ss):
            d = ((window(0, 0, hh, ww, ps) - window(dy, dx, hh, ww, ps)) ** 2).sum(axis=0)
            blur_y = sum(d[j:j + h, :] for j in range(P))
            blur = sum(blur_y[:, i:i + w] for i in range(P))
            weight = np.exp(-blur / (SIGMA * SIGMA * P * P))
            total[:3] += weight * window(dy, dx, h, w, 0)
            total[3] += weight
    return np.clip(total[:3] / total[3], 0, 1).astype(np.float32)
