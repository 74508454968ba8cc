# an endless while loop with a sync inside: stopped by the budget (it ran for minutes)
kernel w(a: f32[64]) grid(1) block(64) {
  var i: i32 = 0
  while i < 10 {
    sync
  }
}
# RUN: irc simt %s
# ERROR: endless_sync.dsl:4:3: error: while loop still running after 100000 iterations in block (x=0) thread (x=0)
# ERROR:   while i < 10 {
# ERROR:   ^~~~~~~~~~~~~~
