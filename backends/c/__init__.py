"""C backend: emit C from loop-nest IR, compile it through cffi, time it."""
