# PolyBench's fdtd-2d: the finite-difference time-domain kernel, four nests in the time loop over
# the fields ex, ey and hz, and the source _fict_ fed into ey's first row at each step (as
# PolyBench's C has it, the name fict for _fict_; sizes: SMALL):
#   irc run examples/procs/fdtd2d.dsl --size TMAX=20,NX=20,NY=30 --check
param TMAX: i32 = 40
param NX: i32 = 60
param NY: i32 = 80
proc fdtd2d(ex: f64[NX, NY], ey: f64[NX, NY], hz: f64[NX, NY], fict: f64[TMAX]) {
  for t in 0 .. TMAX {
    for j in 0 .. NY {
      ey[0, j] = fict[t]
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
        hz[i, j] = hz[i, j] - 0.7 * (ex[i, j + 1] - ex[i, j] + ey[i + 1, j] - ey[i, j])
      }
    }
  }
}
schedule auto     { fdtd2d.autotile(32) }
schedule parallel { fdtd2d.parallel(i) }                 # the three nests' rows (and ey's first row) in parallel
