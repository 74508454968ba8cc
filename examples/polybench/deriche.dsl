# PolyBench's deriche: Deriche's recursive edge detector on a W x H image, causal and anti-causal
# passes along rows then columns, their recursions carried in scalars, the anti-causal loops
# running downwards, in single precision (PolyBench's default for deriche), as PolyBench 4.2.1
# writes it (sizes: SMALL):
#   irc run examples/polybench/deriche.dsl --size W=192,H=128 --check
param W: i32 = 720
param H: i32 = 480
proc deriche(alpha: f32, imgIn: f32[W, H], imgOut: f32[W, H], y1: f32[W, H], y2: f32[W, H]) {
  var xm1: f32; var tm1: f32; var ym1: f32; var ym2: f32
  var xp1: f32; var xp2: f32
  var tp1: f32; var tp2: f32
  var yp1: f32; var yp2: f32
  var k: f32
  var a1: f32; var a2: f32; var a3: f32; var a4: f32
  var a5: f32; var a6: f32; var a7: f32; var a8: f32
  var b1: f32; var b2: f32; var c1: f32; var c2: f32

  k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha)) / (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha))
  a1 = k; a5 = k
  a2 = k * exp(-alpha) * (alpha - 1.0); a6 = a2
  a3 = k * exp(-alpha) * (alpha + 1.0); a7 = a3
  a4 = -k * exp(-2.0 * alpha); a8 = a4
  b1 = pow(2.0, -alpha)
  b2 = -exp(-2.0 * alpha)
  c1 = 1; c2 = 1

  for i in 0 .. W {
    ym1 = 0.0
    ym2 = 0.0
    xm1 = 0.0
    for j in 0 .. H {
      y1[i, j] = a1 * imgIn[i, j] + a2 * xm1 + b1 * ym1 + b2 * ym2
      xm1 = imgIn[i, j]
      ym2 = ym1
      ym1 = y1[i, j]
    }
  }

  for i in 0 .. W {
    yp1 = 0.0
    yp2 = 0.0
    xp1 = 0.0
    xp2 = 0.0
    for j in H - 1 .. -1 step -1 {
      y2[i, j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
      xp2 = xp1
      xp1 = imgIn[i, j]
      yp2 = yp1
      yp1 = y2[i, j]
    }
  }

  for i in 0 .. W {
    for j in 0 .. H {
      imgOut[i, j] = c1 * (y1[i, j] + y2[i, j])
    }
  }

  for j in 0 .. H {
    tm1 = 0.0
    ym1 = 0.0
    ym2 = 0.0
    for i in 0 .. W {
      y1[i, j] = a5 * imgOut[i, j] + a6 * tm1 + b1 * ym1 + b2 * ym2
      tm1 = imgOut[i, j]
      ym2 = ym1
      ym1 = y1[i, j]
    }
  }

  for j in 0 .. H {
    tp1 = 0.0
    tp2 = 0.0
    yp1 = 0.0
    yp2 = 0.0
    for i in W - 1 .. -1 step -1 {
      y2[i, j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2
      tp2 = tp1
      tp1 = imgOut[i, j]
      yp2 = yp1
      yp1 = y2[i, j]
    }
  }

  for i in 0 .. W {
    for j in 0 .. H {
      imgOut[i, j] = c2 * (y1[i, j] + y2[i, j])
    }
  }
}
schedule auto     { deriche.autotile(32) }
# each nest's outer loop, rows or columns (dimension c1, named c1_ beside the var c1), a copy of
# the recursion's scalars per iteration
schedule parallel { deriche.parallel(c1_) }
