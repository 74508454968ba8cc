"""A failed check says where: the first wrong element, with the value found and the one expected."""
from __future__ import annotations

import numpy as np

import irc


WRONG_AT_37 = """
param N: i32 = 64
kernel scale(a: f32[N], y: f32[N]) grid(N / 32) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  y[i] = select(i == 37, a[i] * 3.0, a[i] * 2.0)
}
check scale: y(i) = a(i) * 2
"""


def test_a_failed_check_names_the_first_wrong_element():
    prog = irc.parse(WRONG_AT_37, "wrong.dsl")
    a = np.arange(64, dtype=np.float32)
    check = prog.simt("scale", a=a, y=np.zeros(64, np.float32)).checks[0]
    assert not check.ok and check.first == "first difference at [37]: 111 instead of 74"
    good = irc.parse(WRONG_AT_37.replace("i == 37", "i < 0"), "good.dsl")
    assert good.simt("scale", a=a, y=np.zeros(64, np.float32)).checks[0].first == ""


def test_first_difference_in_c_order_of_any_shape():
    from irc.targets.reference import first_difference, relative_errors
    want = np.zeros((3, 4))
    got = want.copy()
    got[2, 1], got[1, 3] = 5.0, 2.0
    assert first_difference(got, want, np.abs(got - want), 0.5) == "first difference at [1, 3]: 2 instead of 0"
    assert first_difference(want, want, relative_errors(want, want), 0.0) == ""
