"""Races on the SIMT interpreter: reports exactly where they are, barriers some blocks reach,
reads folded between barriers, and every report against a brute-force oracle that replays the
launch thread by thread and pairs the accesses it finds unordered."""
from __future__ import annotations

import random
import re

import numpy as np
import pytest

import irc
from helpers import REDUCTION, launch
from irc.backends.simt.interpreter import Interpreter
from irc.backends.simt.launch import shared_layout
from irc.backends.simt.races import MAX_LOG


def races_of(run) -> set[tuple]:
    return {(r.kind, r.buffer, r.first_line, r.second_line) for r in run.races}


# ----------------------------------------------------------------------------- races
RACES = """
param N: i32 = 96
kernel k(a: f32[N], b: f32[N]) grid(2) block(48) {
  shared s: f32[48]
  let t = threadIdx.x
  let i = blockIdx.x * 48 + t
%s
}"""


@pytest.mark.parametrize("body,want", [
    ("  s[t] = a[i]\n  s[t] += 1\n  s[t] = s[t] * 2\n  b[i] = s[t]\n  b[i] += a[i]", set()),
    ("  if t == 0 {\n    s[0] = a[0]\n  }\n  sync\n  b[i] = s[0] + a[5]", set()),
    ("  if t == 3 {\n    s[7] = 1\n    s[7] += s[7]\n  }\n  sync\n  b[i] = s[7]", set()),
    ("  let v = a[0]\n  b[i] = v", set()),
    ("  b[i] = 1\n  sync\n  a[i] = b[blockIdx.x * 48 + (t + 1) % 48]", set()),
    ("  s[t] = a[i]\n  b[i] = s[(t + 1) % 48]", {("RAW", "s", 7, 8)}),
    ("  b[i] = s[(t + 1) % 48]\n  s[t] = a[i]", {("WAR", "s", 7, 8)}),
    ("  s[t / 2] = a[i]", {("WAW", "s", 7, 7)}),
    ("  s[t] = 1\n  s[(t + 1) % 48] = 2", {("WAW", "s", 7, 8)}),
    ("  b[i] = 1\n  sync\n  a[i] = b[(i + 48) % N]", {("RAW", "b", 7, 9)}),   # blocks are never ordered
    ("  if t == 0 {\n    b[blockIdx.x] = 5\n  }", set()),
    ("  b[0] = a[t]", {("WAW", "b", 7, 7)}),
])
def test_races_are_reported_exactly_where_they_are(body, want):
    run = launch(RACES % body, a=np.arange(96, dtype=np.float32), b=np.zeros(96, np.float32))
    assert races_of(run) == want


def test_a_reduction_without_the_sync_in_its_loop_races_read_after_write():
    src = REDUCTION.format(t="f32", sync="")
    run = launch(src, x=np.ones(256, np.float32), sums=np.zeros(2, np.float32))
    [race] = run.races
    assert (race.kind, race.buffer, race.first_line, race.second_line) == ("RAW", "buf", 11, 11)
    assert race.count == 2 * (32 + 16 + 8 + 4 + 2 + 1)    # thread t + s's sum read by thread t
    assert race.first == "block (x=0) thread (x=32)" and race.second == "block (x=0) thread (x=0)"


def test_a_read_by_another_block_before_a_barrier_races_with_a_later_write():
    """Bug: a later read by the writing block replaced the other block's read in the element's
    highest reader, and the write after it was reported race-free."""
    src = """
param N: i32 = 64
kernel k(a: f32[N], b: f32[N]) grid(2) block(32) {
  let t = threadIdx.x
  if (blockIdx.x == 0 && t == 0) || (blockIdx.x == 1 && t == 8) {
    b[blockIdx.x * 32 + t] = a[0]
  }
  sync
  if blockIdx.x == 0 && t == 5 {
    b[5] = a[0]
    a[0] = 7
  }
}"""
    [race] = launch(src, a=np.ones(64, np.float32), b=np.zeros(64, np.float32)).races
    assert (race.kind, race.buffer, race.index, race.first_line, race.second_line) == ("WAR", "a", (0,), 6, 11)
    assert (race.first, race.second) == ("block (x=1) thread (x=8)", "block (x=0) thread (x=5)")


@pytest.mark.parametrize("sync", ["sync\n", ""])
def test_barriers_only_some_blocks_reach(sync):
    """Bug: reads logged while every block had passed as many barriers were folded, after a
    barrier of only some blocks, with one epoch for all: an IndexError."""
    src = """
param N: i32 = 96
kernel k(a: f32[N], b: f32[N]) grid(3) block(32) {
  shared s: f32[32]
  let t = threadIdx.x
  let i = blockIdx.x * 32 + t
  b[i] = a[i]
  for j in 0 .. blockIdx.x + 1 {
    s[t] = a[i] + f32(j)
    sync
    b[i] = s[31 - t]
    %s  }
  a[i] = b[i]
}"""
    run = launch(src % sync, a=np.arange(96, dtype=np.float32), b=np.zeros(96, np.float32))
    want = np.arange(96).reshape(3, 32)[:, ::-1] + np.arange(3)[:, None]
    np.testing.assert_array_equal(run.outputs["a"], want.reshape(-1))
    assert run.stats["barriers"] == (2 if sync else 1) * (1 + 2 + 3)
    # without the second sync, blocks 1 and 2 overwrite s[t] while thread 31 - t may still read it
    assert [(r.kind, r.buffer, r.first_line, r.second_line, r.count) for r in run.races] == \
        ([] if sync else [("WAR", "s", 11, 9, 32 + 64)])


def test_shared_reads_between_barriers_are_folded_not_kept():
    """Bug: reads of a shared array were logged until a barrier of every block, however many."""
    src = """
kernel k(a: f32[256]) grid(2) block(128) {
  shared tab: f32[128]
  tab[threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x]
  sync
  var acc: f32 = 0
  for k in 0 .. 600 {
    acc += tab[(threadIdx.x * 7 + k * k) % 128]
  }
  a[blockIdx.x * 128 + threadIdx.x] = acc
}"""
    fn = irc.parse(src, "k.dsl").kernel("k").fn
    interp = Interpreter(fn.body, {"a": np.ones(256, np.float32)}, {}, shared_layout(fn.body, {})[0])
    interp.run()
    assert len(interp.races.shadows["tab"].log) < MAX_LOG
    assert (interp.arrays["a"].data == 600).all() and interp.races.reports() == []


# ----------------------------------------------------------------------------- a race oracle
T, B, SN, GN = 40, 3, 48, 130
SHARED_INDEX = [("t", lambda b, t, j: t), ("(t + 1) % 40", lambda b, t, j: (t + 1) % 40),
                ("39 - t", lambda b, t, j: 39 - t), ("0", lambda b, t, j: 0), ("t / 2", lambda b, t, j: t // 2),
                ("(t + j) % 40", lambda b, t, j: (t + j) % 40), ("t % 4", lambda b, t, j: t % 4)]
GLOBAL_INDEX = [("b * 40 + t", lambda b, t, j: b * 40 + t),
                ("(b * 40 + t + 40) % 120", lambda b, t, j: (b * 40 + t + 40) % 120),
                ("t", lambda b, t, j: t), ("120 + b", lambda b, t, j: 120 + b), ("7", lambda b, t, j: 7),
                ("b * 40 + (t + 1) % 40", lambda b, t, j: b * 40 + (t + 1) % 40)]
CONDITIONS = [("t < 20", lambda b, t: t < 20), ("t % 3 == 0", lambda b, t: t % 3 == 0), ("t == 5", lambda b, t: t == 5),
              ("b == 1", lambda b, t: b == 1), ("b != 0 && t < 2", lambda b, t: b != 0 and t < 2)]


def random_kernel(rng: random.Random):
    """Accesses of a shared and a global array (read, write, read-modify-write; some under an
    if), barriers of every block or of block 0 only, maybe all in a loop of two trips: the
    kernel's text and its steps as (op, buffer, kind, index function, condition, line)."""
    steps, lines = [], ["kernel k(g: f32[130]) grid(3) block(40) {", "  shared s: f32[48]", "  let t = threadIdx.x",
                        "  let b = blockIdx.x", "  var acc: f32 = 0"]
    loop = rng.random() < 0.3
    lines.append("  for j in 0 .. 2 {" if loop else "  let j = 0")
    pad = "    " if loop else "  "
    for _ in range(rng.randint(2, 7)):
        if rng.random() < 0.18:
            only_block0 = rng.random() < 0.3
            lines += [f"{pad}if b == 0 {{", f"{pad}  sync", f"{pad}}}"] if only_block0 else [pad + "sync"]
            steps.append(("sync", only_block0))
            continue
        buf = rng.choice("sg")
        text, index = rng.choice(SHARED_INDEX if buf == "s" else GLOBAL_INDEX)
        kind = rng.choice(["r", "w", "rw"])
        stmt = {"r": f"acc += {buf}[{text}]", "w": f"{buf}[{text}] = acc", "rw": f"{buf}[{text}] += 1"}[kind]
        cond = rng.choice(CONDITIONS) if rng.random() < 0.5 else None
        if cond:
            lines.append(f"{pad}if {cond[0]} {{")
        lines.append(pad + ("  " if cond else "") + stmt)
        steps.append(("access", buf, kind, index, cond and cond[1], len(lines)))
        if cond:
            lines.append(pad + "}")
    lines += ["  }", "}"] if loop else ["}"]
    return "\n".join(lines), steps, loop


def oracle(steps, loop) -> set[tuple]:
    """Every unordered pair of accesses to one element by two threads, at least one a write, as
    (kind, buffer, element, first block, first thread, second block, second thread, lines)."""
    epoch, history, pairs = [0] * B, {}, set()
    for j in range(2 if loop else 1):
        for step in steps:
            if step[0] == "sync":
                epoch = [e + 1 if not step[1] or b == 0 else e for b, e in enumerate(epoch)]
                continue
            _, buf, kind, index, cond, line = step
            lanes = [(b, t) for b in range(B) for t in range(T) if cond is None or cond(b, t)]
            for write in [w for w in (False, True) if kind in (("r", "rw") if not w else ("w", "rw"))]:
                done = []
                for b, t in lanes:
                    element = index(b, t, j)
                    key = (buf, b * SN + element if buf == "s" else element)
                    for b2, t2, e2, l2, w2 in history.get(key, []) + [d[1] for d in done if d[0] == key]:
                        if (b2, t2) != (b, t) and (w2 or write) and (b2 != b or e2 == epoch[b]):
                            kind_ = "WAW" if write and w2 else "WAR" if write else "RAW"
                            pairs.add((kind_, buf, element, b2, t2, b, t, l2, line))
                    if write:
                        done.append((key, (b, t, epoch[b], line, True)))
                    else:
                        history.setdefault(key, []).append((b, t, epoch[b], line, False))
                for key, record in done:
                    history.setdefault(key, []).append(record)
    return pairs


@pytest.mark.parametrize("seed", range(60))
def test_race_reports_against_a_brute_force_oracle(seed):
    """No report without an unordered pair behind it (its element and both threads), and every
    buffer with such a pair reported."""
    text, steps, loop = random_kernel(random.Random(seed))
    run = launch(text, g=np.zeros(GN, np.float32))
    pairs = oracle(steps, loop)
    for r in run.races:
        (b1, t1), (b2, t2) = [tuple(map(int, re.findall(r"x=(\d+)", who))) for who in (r.first, r.second)]
        assert (r.kind, r.buffer, r.index[0], b1, t1, b2, t2, r.first_line, r.second_line) in pairs, r.describe()
    assert {r.buffer for r in run.races} == {p[1] for p in pairs}
