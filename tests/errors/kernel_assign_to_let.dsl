# a `let` cannot be assigned; it needs `var`
param N: i32 = 256
kernel acc(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let s = 0
  s += 1
  a[s] = 0
}
# ERROR: kernel_assign_to_let.dsl:5:3: error: 's' is a let and cannot change; declare it with `var s: i32 = ...`
# ERROR:   s += 1
# ERROR:   ^
