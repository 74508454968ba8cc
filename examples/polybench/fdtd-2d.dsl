# PolyBench's fdtd-2d: the finite-difference time-domain method on the fields ex, ey and hz, four
# nests in the time loop, the source _fict_ fed into ey's first row at each step, as PolyBench
# 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/fdtd-2d.dsl --size TMAX=40,NX=60,NY=80 --check
param TMAX: i32 = 100
param NX: i32 = 200
param NY: i32 = 240
proc fdtd_2d(ex: f64[NX, NY], ey: f64[NX, NY], hz: f64[NX, NY], _fict_: f64[TMAX]) {
  for t in 0 .. TMAX {
    for j in 0 .. NY {
      ey[0, j] = _fict_[t]
    }
    for i in 1 .. NX {
      for j in 0 .. NY {
        ey[i, j] = ey[i, j] - 0.5 * (hz[i, j] - hz[i - 1, j])
      }
    }
    for i in 0 .. NX {
      for j in 1 .. NY {
        ex[i, j] = ex[i, j] - 0.5 * (hz[i, j] - hz[i, j - 1])
      }
    }
    for i in 0 .. NX - 1 {
      for j in 0 .. NY - 1 {
        hz[i, j] = hz[i, j] - 0.7 * (ex[i, j + 1] - ex[i, j] +
                                     ey[i + 1, j] - ey[i, j])
      }
    }
  }
}
schedule auto     { fdtd_2d.autotile(32) }
schedule parallel { fdtd_2d.parallel(i) }               # the rows of the three 2-D nests
