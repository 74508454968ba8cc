# A type irc does not know.
param W: i32 = 64
input in: f16[W] boundary clamp
func f(x) = in(x)
output f[W]
