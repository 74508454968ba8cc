# a loop of 2,000,000,000 trips: stopped by the budget of lane-iterations, not run for minutes
kernel spin(a: f32[32]) grid(1) block(32) {
  var s: f32 = 0
  for j in 0 .. 2000000000 {
    s += 1
  }
  a[threadIdx.x] = s
}
# RUN: irc simt %s --budget 1000000
# ERROR: long_loop.dsl:4:3: error: the simulation has run 1,000,000 lane-iterations of loops, its budget, and this loop is still running (--budget, or budget= in the API, allows more) in block (x=0) thread (x=0)
# ERROR:   for j in 0 .. 2000000000 {
# ERROR:   ^~~~~~~~~~~~~~~~~~~~~~~~~~
