# PolyBench's durbin: the Levinson-Durbin recursion (Toeplitz systems), its scalars alpha, beta and
# sum and its local array z, as PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/durbin.dsl --size N=120 --check
param N: i32 = 400
proc durbin(r: f64[N], y: f64[N]) {
  local z: f64[N]
  var alpha: f64
  var beta: f64
  var sum: f64
  y[0] = -r[0]
  beta = 1.0
  alpha = -r[0]
  for k in 1 .. N {
    beta = (1 - alpha * alpha) * beta
    sum = 0.0
    for i in 0 .. k {
      sum += r[k - i - 1] * y[i]
    }
    alpha = -(r[k] + sum) / beta
    for i in 0 .. k {
      z[i] = y[i] + alpha * y[k - i - 1]
    }
    for i in 0 .. k {
      y[i] = z[i]
    }
    y[k] = alpha
  }
}
# no hand schedule: k carries the recursion, and of the three i loops (one word names all) one sums
schedule auto { durbin.autotile(32) }
