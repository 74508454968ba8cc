# The same name defined twice.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x)
func f(y, x) = in(y, x) * 2
output f[H, W]
# ERROR: duplicate_definition.dsl:6:1: error: 'f' is already defined, as the func at line 5
# ERROR: func f(y, x) = in(y, x) * 2
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~
