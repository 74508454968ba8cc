"""What generated C reads of the machine it runs on: `irc_cache_bytes(level)`, the size of a data
cache: the variable IRC_L<level>_BYTES where it is set (IRC_L2_BYTES=0 runs what a machine whose
arrays never fit would: the tests' setting), else glibc's sysconf, else 32 KiB, 1 MiB and
32 MiB for levels 1 to 3 (irc/ir/ufuncs.py's `cache_bytes` is the same rule, for the
evaluators).  Read when the code runs, not when irc compiles it: the C is the same on every
machine (its goldens too), and a module built on one machine decides on another by that one's.
"""
from __future__ import annotations

CACHE_HELPER = """
#include <unistd.h>
static long irc_cache_bytes(int level) {
  static long known[4];
  char name[] = "IRC_L0_BYTES";
  name[5] = (char)('0' + level);
  const char *given = getenv(name);
  if (given) return atol(given);
  if (!known[level]) {
    long n = 0;
#if defined(_SC_LEVEL1_DCACHE_SIZE) && defined(_SC_LEVEL2_CACHE_SIZE) && defined(_SC_LEVEL3_CACHE_SIZE)
    n = sysconf(level == 1 ? _SC_LEVEL1_DCACHE_SIZE : level == 2 ? _SC_LEVEL2_CACHE_SIZE : _SC_LEVEL3_CACHE_SIZE);
#endif
    known[level] = n > 0 ? n : level == 1 ? 32768L : level == 2 ? 1048576L : 33554432L;
  }
  return known[level];
}
"""
