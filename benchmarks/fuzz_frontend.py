"""The front-end fuzzer: mutated programs through `irc check`, counting what must never happen.

    python benchmarks/fuzz_frontend.py --cases 10000 --seed 1

Each case mutates one of the examples (or, three times in ten, a program of the error corpus): a token deleted,
duplicated or swapped, a number replaced by an extreme (0, -1, 2**31, 2**63, a 5,000-digit
integer, 1e400), a name replaced by a keyword, deep nesting, a control or line-separator
character, a very long line, the text cut short.  The mutant goes through `irc check` (parse,
check, lower every schedule and kernel) in this process.  A diagnostic (exit 1) or a usage
error (2) is a good answer; an internal error (exit 70), an exception that escapes, a Python
traceback or a grammar name (`__ANON_3`) in the output is a failure, printed with its mutant.
Exit status 1 when there was any.  tests/test_fuzz.py runs a small budget of it.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import random
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

from irc.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").rglob("*.dsl"))
CORPUS = sorted((ROOT / "tests" / "errors").glob("*.dsl"))
TOKEN = re.compile(r"[A-Za-z_][A-Za-z_0-9.]*|\d+\.\d*|\d+|==|!=|<=|>=|&&|\|\||\.\.|\S")
EXTREMES = ("0", "-1", "1", "2147483647", "2147483648", "-2147483648", "9223372036854775808", "9" * 5000,
            "1e400", "0.0", "-0.5", "65536")
KEYWORDS = ("func", "input", "output", "param", "schedule", "kernel", "sync", "let", "var", "shared", "for",
            "while", "if", "else", "sum", "in", "true", "false", "select", "min", "max", "threadIdx", "blockIdx.x")
ODD = ("\f", "\v", "\x00", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\t", "\r", "\ufeff", "é")
NEVER = ("Traceback", "__ANON", "$END", "RPAR", "LPAR")


def mutate(text: str, rng: random.Random) -> str:
    tokens = [(m.start(), m.end()) for m in TOKEN.finditer(text)] or [(0, 0)]
    a, b = rng.choice(tokens)
    kind = rng.randrange(10)
    if kind == 0:                                            # delete a token
        return text[:a] + text[b:]
    if kind == 1:                                            # duplicate one
        return text[:b] + " " + text[a:b] + text[b:]
    if kind == 2:                                            # swap two
        c, d = rng.choice(tokens)
        (a, b), (c, d) = sorted([(a, b), (c, d)])
        return text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:] if b <= c else text
    if kind == 3:                                            # an extreme number where a number was
        numbers = [(s, e) for s, e in tokens if text[s:s + 1].isdigit()] or [(a, b)]
        s, e = rng.choice(numbers)
        return text[:s] + rng.choice(EXTREMES) + text[e:]
    if kind == 4:                                            # a keyword where a name was
        return text[:a] + rng.choice(KEYWORDS) + text[b:]
    if kind == 5:                                            # deep nesting
        depth = rng.choice((50, 400, 1200))
        inner = rng.choice(("(" * depth + text[a:b] + ")" * depth, "-" * depth + text[a:b],
                            " + ".join([text[a:b]] * depth), "abs(" * depth + text[a:b] + ")" * depth))
        return text[:a] + inner + text[b:]
    if kind == 6:                                            # an odd character
        return text[:a] + rng.choice(ODD) + text[a:]
    if kind == 7:                                            # a very long line
        return text[:a] + "x" * rng.choice((300, 10_000)) + text[b:]
    if kind == 8:                                            # cut short
        return text[:a]
    lines = text.splitlines(keepends=True)                   # a line repeated or dropped
    i = rng.randrange(len(lines)) if lines else 0
    return "".join(lines[:i] + lines[i:i + 1] * rng.choice((0, 2)) + lines[i + 1:])


def run_case(text: str, directory: Path, name: str) -> tuple[str, str]:
    """(outcome, what was printed): ok | diagnostic | usage | internal | escaped | leaked."""
    path = directory / f"{name}.dsl"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = main(["check", str(path)])
    except BaseException as e:        # noqa: BLE001  (what the fuzzer exists to catch)
        return "escaped", f"{type(e).__name__}: {e}"
    printed = out.getvalue() + err.getvalue()
    if any(word in printed for word in NEVER):
        return "leaked", printed
    return {0: "ok", 1: "diagnostic", 2: "usage", 70: "internal"}.get(rc, f"exit {rc}"), printed


def fuzz(cases: int, seed: int, verbose: bool = False) -> Counter:
    rng = random.Random(seed)
    examples, corpus = [p.read_text() for p in EXAMPLES], [p.read_text() for p in CORPUS]
    outcomes: Counter = Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(cases):
            text = rng.choice(examples if rng.random() < 0.7 else corpus)    # mostly programs that were good
            for _ in range(rng.choice((1, 1, 2, 3))):
                text = mutate(text, rng)
            outcome, printed = run_case(text, Path(tmp), f"m{i}")
            outcomes[outcome] += 1
            if outcome in ("internal", "escaped", "leaked") or outcome.startswith("exit"):
                print(f"--- case {i} (seed {seed}): {outcome}\n{printed[:2000]}\n--- mutant:\n{text[:3000]}",
                      file=sys.stderr)
            elif verbose and i % 500 == 0:
                print(f"{i} cases: {dict(outcomes)}", file=sys.stderr)
    return outcomes


def failures(outcomes: Counter) -> int:
    return sum(n for k, n in outcomes.items() if k in ("internal", "escaped", "leaked") or k.startswith("exit"))


def main_fuzz() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    outcomes = fuzz(args.cases, args.seed, verbose=True)
    print(f"{args.cases} mutants (seed {args.seed}): " + ", ".join(f"{k} {n}" for k, n in sorted(outcomes.items())))
    return 1 if failures(outcomes) else 0


if __name__ == "__main__":
    sys.exit(main_fuzz())
