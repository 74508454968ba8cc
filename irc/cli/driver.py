"""The `irc` command: a subcommand run on a loaded program; errors as diagnostics and exit
statuses, never tracebacks."""
from __future__ import annotations

import atexit
import gc
import os
import sys
import traceback
import warnings

from .. import cycles, registry
from ..diagnostics import CompileError, InternalError, RunError, Source, UsageError
from .options import build_parser

BUG_REPORT = "please report this with the program and the command line to irc's issue tracker"


def main(argv=None) -> int:
    """The `irc` command: its exit status.  Ctrl-C stops any command with one line and status 130
    (128 + SIGINT, as a shell reports it), never a traceback.  Python's cycle collector pauses
    for the command (irc/cycles.py): parsing, lowering and emitting build IR trees it need not walk."""
    try:
        with cycles.paused():
            return _command(argv)
    except KeyboardInterrupt:
        print("irc: interrupted", file=sys.stderr)
        return 130


def run() -> None:
    """The `irc` process (its console script, `python -m irc`): main's status as the process's,
    and no teardown of the interpreter.  Once the atexit handlers have run (temporary files,
    pools, anything a library registered) and the output is flushed, os._exit ends it: freeing
    the IR and the analyses' caches object by object, as Python's shutdown does, took 0.4 s of
    local_laplacian's 2.0 s `irc compile` (AVX-512 machine), and the system frees them at once.
    For the same reason the cycle collector stays off (irc/cycles.py): turned on again as main
    returns, its first collection walked every object alive, 0.15 s more."""
    gc.disable()
    status = main()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):    # a reader that went away, a stream already closed
            pass
    os._exit(status)


def _command(argv) -> int:
    source: Source | None = None
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 2
        program = registry.api("load")(args.file)
        source = program.module.source
        with warnings.catch_warnings(record=True) as notes:
            warnings.simplefilter("always")
            status = registry.COMMAND_FUNCTIONS[args.command](args, program, sys.stdout)
        for message in dict.fromkeys(str(n.message) for n in notes):
            print(f"irc: note: {message}", file=sys.stderr)
        return status
    except CompileError as e:
        print(e.render(source or _source_of(argv)), file=sys.stderr)
        return 1
    except UsageError as e:
        print(f"irc: error: {e}", file=sys.stderr)
        return 2
    except RunError as e:             # a C build that failed among them
        print(f"irc: error: {e}", file=sys.stderr)
        return 1
    except MemoryError as e:
        print(f"irc: error: out of memory for these sizes: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:   # `irc ... | head`: the reader has all it wanted
        sys.stdout = open(os.devnull, "w")
        return 0
    except OSError as e:  # an output or dump path that cannot be written
        where = f"cannot write '{e.filename}': " if e.filename else ""
        print(f"irc: error: {where}{e.strerror or e}", file=sys.stderr)
        return 2
    except InternalError as e:
        return _internal_error(str(e))
    except Exception as e:  # a compiler bug that raised something else: still no traceback by default
        return _internal_error(f"{type(e).__name__}: {e}")


def _internal_error(message: str) -> int:
    print(f"irc: internal compiler error: {message}\n{BUG_REPORT}", file=sys.stderr)
    if os.environ.get("IRC_TRACEBACK"):
        traceback.print_exc()
    else:
        print("(set IRC_TRACEBACK=1 to see where it happened)", file=sys.stderr)
    return 70


def _source_of(argv) -> Source | None:
    args = [a for a in (argv if argv is not None else sys.argv[1:]) if not a.startswith("-")]
    for a in args[1:]:
        try:
            with open(a) as f:
                return Source(a, f.read())
        except OSError:
            continue
    return None

