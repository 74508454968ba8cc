# an endless while loop with a sync inside: i never changes, so the first trip proves that the loop
# never ends (it once ran 100,000 trips, for minutes, before it was stopped)
kernel w(a: f32[64]) grid(1) block(64) {
  var i: i32 = 0
  while i < 10 {
    sync
  }
}
# RUN: irc simt %s
# ERROR: endless_sync.dsl:5:3: error: while loop of kernel 'w' never ends: a trip changed nothing its condition depends on (i = 0), so its condition holds forever in block (x=0) thread (x=0)
# ERROR:   while i < 10 {
# ERROR:   ^~~~~~~~~~~~~~
