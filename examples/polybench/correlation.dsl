# PolyBench's correlation: the correlation matrix of M variables over N samples (their means and
# standard deviations, the data centred and reduced, then the products of columns), as PolyBench
# 4.2.1 writes it (float_n, the number of samples as a float, a scalar parameter; sizes: SMALL):
#   irc run examples/polybench/correlation.dsl --size M=80,N=100 --check
param M: i32 = 240
param N: i32 = 260
proc correlation(float_n: f64, data: f64[N, M], corr: f64[M, M], mean: f64[M], stddev: f64[M]) {
  var eps: f64 = 0.1
  for j in 0 .. M {
    mean[j] = 0.0
    for i in 0 .. N {
      mean[j] += data[i, j]
    }
    mean[j] /= float_n
  }
  for j in 0 .. M {
    stddev[j] = 0.0
    for i in 0 .. N {
      stddev[j] += (data[i, j] - mean[j]) * (data[i, j] - mean[j])
    }
    stddev[j] /= float_n
    stddev[j] = sqrt(stddev[j])
    # a near-zero standard deviation would divide by zero below
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j]
  }
  # centre and reduce the columns
  for i in 0 .. N {
    for j in 0 .. M {
      data[i, j] -= mean[j]
      data[i, j] /= sqrt(float_n) * stddev[j]
    }
  }
  # the M x M correlation matrix
  for i in 0 .. M - 1 {
    corr[i, i] = 1.0
    for j in i + 1 .. M {
      corr[i, j] = 0.0
      for k in 0 .. N {
        corr[i, j] += (data[k, i] * data[k, j])
      }
      corr[j, i] = corr[i, j]
    }
  }
  corr[M - 1, M - 1] = 1.0
}
schedule auto     { correlation.autotile(32) }
schedule parallel { correlation.parallel(c1) }          # each nest's outer loop (j, j, i, i: dimension c1)
