# PolyBench's covariance: the covariance matrix of M variables over N samples (the means, the data
# centred, then the products of columns, symmetric), as PolyBench 4.2.1 writes it (float_n a
# scalar parameter; sizes: SMALL):
#   irc run examples/polybench/covariance.dsl --size M=80,N=100 --check
param M: i32 = 240
param N: i32 = 260
proc covariance(float_n: f64, data: f64[N, M], cov: f64[M, M], mean: f64[M]) {
  for j in 0 .. M {
    mean[j] = 0.0
    for i in 0 .. N {
      mean[j] += data[i, j]
    }
    mean[j] /= float_n
  }
  for i in 0 .. N {
    for j in 0 .. M {
      data[i, j] -= mean[j]
    }
  }
  for i in 0 .. M {
    for j in i .. M {
      cov[i, j] = 0.0
      for k in 0 .. N {
        cov[i, j] += data[k, i] * data[k, j]
      }
      cov[i, j] /= (float_n - 1.0)
      cov[j, i] = cov[i, j]
    }
  }
}
schedule auto     { covariance.autotile(32) }
schedule parallel { covariance.parallel(c1) }           # each nest's outer loop (j, i, i: dimension c1)
