"""PolyBench/C 4.2.1's data initialisation (each kernel's init_array), transcribed in numpy.

`INIT[name](**sizes)` returns every argument of kernel `name` by its name: PolyBench's scalars
(alpha, beta, float_n ...) and arrays, computed element by element as its C does (integer
arithmetic in int, `(DATA_TYPE) x / n` as a double division; `%` on a negative number as C's,
toward zero).  The arrays PolyBench leaves as allocated (outputs and temporaries the kernel
writes before it reads them) are zeros here.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import numpy as np

INIT: dict[str, Callable[..., dict]] = {}


def polybench(name: str):
    """Register the decorated function as kernel `name`'s init_array."""
    def register(init):
        INIT[name] = init
        return init
    return register


def grid(*extents: int) -> tuple[np.ndarray, ...]:
    """The index arrays of a loop nest over `extents` (C's `int` loop variables, broadcastable)."""
    return tuple(np.arange(n, dtype=np.int64).reshape((1,) * d + (n,) + (1,) * (len(extents) - d - 1))
                 for d, n in enumerate(extents))


def double(x: np.ndarray) -> np.ndarray:
    """C's `(double) x`."""
    return x.astype(np.float64)


def ratio(numerator: np.ndarray, denominator) -> np.ndarray:
    """`(DATA_TYPE) numerator / denominator`: a double division."""
    return double(numerator) / denominator


def zeros(*shape: int, dtype=np.float64) -> np.ndarray:
    return np.zeros(shape, dtype)


def positive_semi_definite(n: int) -> np.ndarray:
    """cholesky's, lu's and ludcmp's A (a fresh copy of `_product(n)`)."""
    return _product(n).copy()


@lru_cache(maxsize=4)
def _product(n: int) -> np.ndarray:
    """A lower triangle of (-j % n) / n + 1 with ones on the diagonal, times its transpose, summed
    over t outermost as PolyBench does (no fused multiply-add; column t is zero above row t, so
    the rows and columns before t gain nothing)."""
    i, j = grid(n, n)
    L = np.where(j <= i, np.fmod(-j, n) / n + 1, 0.0)
    np.fill_diagonal(L, 1.0)
    B = np.zeros((n, n))
    for t in range(n):
        B[t:, t:] += L[t:, t, None] * L[None, t:, t]
    B.flags.writeable = False
    return B


@polybench("correlation")
def correlation(M, N):
    i, j = grid(N, M)
    return dict(float_n=float(N), data=ratio(i * j, M) + i, corr=zeros(M, M), mean=zeros(M), stddev=zeros(M))


@polybench("covariance")
def covariance(M, N):
    i, j = grid(N, M)
    return dict(float_n=float(N), data=ratio(i * j, M), cov=zeros(M, M), mean=zeros(M))


@polybench("gemm")
def gemm(NI, NJ, NK):
    (ci, cj), (ai, ak), (bk, bj) = grid(NI, NJ), grid(NI, NK), grid(NK, NJ)
    return dict(alpha=1.5, beta=1.2, C=ratio((ci * cj + 1) % NI, NI), A=ratio(ai * (ak + 1) % NK, NK),
                B=ratio(bk * (bj + 2) % NJ, NJ))


@polybench("gemver")
def gemver(N):
    (i,), fn = grid(N), float(N)
    r, c = grid(N, N)
    return dict(alpha=1.5, beta=1.2, A=ratio(r * c % N, N), u1=double(i), v1=(i + 1) / fn / 4.0,
                u2=(i + 1) / fn / 2.0, v2=(i + 1) / fn / 6.0, w=zeros(N), x=zeros(N), y=(i + 1) / fn / 8.0,
                z=(i + 1) / fn / 9.0)


@polybench("gesummv")
def gesummv(N):
    i, j = grid(N, N)
    return dict(alpha=1.5, beta=1.2, A=ratio((i * j + 1) % N, N), B=ratio((i * j + 2) % N, N), tmp=zeros(N),
                x=ratio(grid(N)[0] % N, N), y=zeros(N))


@polybench("symm")
def symm(M, N):
    i, j = grid(M, N)
    r, c = grid(M, M)
    return dict(alpha=1.5, beta=1.2, C=ratio((i + j) % 100, M),
                A=np.where(c <= r, ratio((r + c) % 100, M), -999.0), B=ratio((N + i - j) % 100, M))


@polybench("syr2k")
def syr2k(M, N):
    i, j = grid(N, M)
    r, c = grid(N, N)
    return dict(alpha=1.5, beta=1.2, C=ratio((r * c + 3) % N, M), A=ratio((i * j + 1) % N, N),
                B=ratio((i * j + 2) % M, M))


@polybench("syrk")
def syrk(M, N):
    i, j = grid(N, M)
    r, c = grid(N, N)
    return dict(alpha=1.5, beta=1.2, C=ratio((r * c + 2) % M, M), A=ratio((i * j + 1) % N, N))


@polybench("trmm")
def trmm(M, N):
    r, c = grid(M, M)
    i, j = grid(M, N)
    A = np.where(c < r, ratio((r + c) % M, M), 0.0)
    np.fill_diagonal(A, 1.0)
    return dict(alpha=1.5, A=A, B=ratio((N + (i - j)) % N, N))


@polybench("2mm")
def mm2(NI, NJ, NK, NL):
    (ai, ak), (bk, bj), (cj, cl), (di, dl) = grid(NI, NK), grid(NK, NJ), grid(NJ, NL), grid(NI, NL)
    return dict(alpha=1.5, beta=1.2, tmp=zeros(NI, NJ), A=ratio((ai * ak + 1) % NI, NI),
                B=ratio(bk * (bj + 1) % NJ, NJ), C=ratio((cj * (cl + 3) + 1) % NL, NL),
                D=ratio(di * (dl + 2) % NK, NK))


@polybench("3mm")
def mm3(NI, NJ, NK, NL, NM):
    (ai, ak), (bk, bj), (cj, cm), (dm, dl) = grid(NI, NK), grid(NK, NJ), grid(NJ, NM), grid(NM, NL)
    return dict(E=zeros(NI, NJ), A=ratio((ai * ak + 1) % NI, 5 * NI), B=ratio((bk * (bj + 1) + 2) % NJ, 5 * NJ),
                F=zeros(NJ, NL), C=ratio(cj * (cm + 3) % NL, 5 * NL), D=ratio((dm * (dl + 2) + 2) % NK, 5 * NK),
                G=zeros(NI, NL))


@polybench("atax")
def atax(M, N):
    i, j = grid(M, N)
    return dict(A=ratio((i + j) % N, 5 * M), x=1 + grid(N)[0] / float(N), y=zeros(N), tmp=zeros(M))


@polybench("bicg")
def bicg(M, N):
    i, j = grid(N, M)
    return dict(A=ratio(i * (j + 1) % N, N), s=zeros(M), q=zeros(N), p=ratio(grid(M)[0] % M, M),
                r=ratio(grid(N)[0] % N, N))


@polybench("doitgen")
def doitgen(NQ, NR, NP):
    i, j, k = grid(NR, NQ, NP)
    r, c = grid(NP, NP)
    return dict(A=ratio((i * j + k) % NP, NP), C4=ratio(r * c % NP, NP), sum=zeros(NP))


@polybench("mvt")
def mvt(N):
    (i,), (r, c) = grid(N), grid(N, N)
    return dict(x1=ratio(i % N, N), x2=ratio((i + 1) % N, N), y_1=ratio((i + 3) % N, N),
                y_2=ratio((i + 4) % N, N), A=ratio(r * c % N, N))


@polybench("cholesky")
def cholesky(N):
    return dict(A=positive_semi_definite(N))


@polybench("durbin")
def durbin(N):
    return dict(r=double(N + 1 - grid(N)[0]), y=zeros(N))


@polybench("gramschmidt")
def gramschmidt(M, N):
    i, j = grid(M, N)
    return dict(A=ratio((i * j) % M, M) * 100 + 10, R=zeros(N, N), Q=zeros(M, N))


@polybench("lu")
def lu(N):
    return dict(A=positive_semi_definite(N))


@polybench("ludcmp")
def ludcmp(N):
    i = grid(N)[0]
    return dict(A=positive_semi_definite(N), b=(i + 1) / float(N) / 2.0 + 4, x=zeros(N), y=zeros(N))


@polybench("trisolv")
def trisolv(N):
    i, j = grid(N, N)
    return dict(L=np.where(j <= i, double(i + N - j + 1) * 2 / N, 0.0), x=np.full(N, -999.0),
                b=double(grid(N)[0]))


@polybench("deriche")
def deriche(W, H):
    i, j = grid(W, H)
    img = ((313 * i + 991 * j) % 65536).astype(np.float32) / np.float32(65535.0)
    return dict(alpha=np.float32(0.25), imgIn=img, imgOut=zeros(W, H, dtype=np.float32),
                y1=zeros(W, H, dtype=np.float32), y2=zeros(W, H, dtype=np.float32))


@polybench("floyd-warshall")
def floyd_warshall(N):
    i, j = grid(N, N)
    far = ((i + j) % 13 == 0) | ((i + j) % 7 == 0) | ((i + j) % 11 == 0)
    return dict(path=np.where(far, 999, i * j % 7 + 1).astype(np.int32))


@polybench("nussinov")
def nussinov(N):
    return dict(seq=((grid(N)[0] + 1) % 4).astype(np.int8), table=zeros(N, N, dtype=np.int32))


@polybench("adi")
def adi(TSTEPS, N):
    i, j = grid(N, N)
    return dict(u=ratio(i + N - j, N), v=zeros(N, N), p=zeros(N, N), q=zeros(N, N))


@polybench("fdtd-2d")
def fdtd_2d(TMAX, NX, NY):
    i, j = grid(NX, NY)
    return dict(ex=ratio(i * (j + 1), NX), ey=ratio(i * (j + 2), NY), hz=ratio(i * (j + 3), NX),
                _fict_=double(grid(TMAX)[0]))


@polybench("heat-3d")
def heat_3d(TSTEPS, N):
    i, j, k = grid(N, N, N)
    A = double(i + j + (N - k)) * 10 / N
    return dict(A=A, B=A.copy())


@polybench("jacobi-1d")
def jacobi_1d(TSTEPS, N):
    i = double(grid(N)[0])
    return dict(A=(i + 2) / N, B=(i + 3) / N)


@polybench("jacobi-2d")
def jacobi_2d(TSTEPS, N):
    i, j = grid(N, N)
    return dict(A=ratio(i * (j + 2) + 2, N), B=ratio(i * (j + 3) + 3, N))


@polybench("seidel-2d")
def seidel_2d(TSTEPS, N):
    i, j = grid(N, N)
    return dict(A=ratio(i * (j + 2) + 2, N))
