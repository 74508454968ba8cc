"""The refusal count of the property tests (property_runs.py) fails past its share, and only then."""
from __future__ import annotations

import pytest
from property_runs import Refusals


def refusals(drawn: int, refused: int, limit: float) -> Refusals:
    r = Refusals("cases", limit)
    for k in range(drawn):
        r.draw()
        if k < refused:
            r.refuse(f"case {k}", f"refused {k}")
    return r


def test_a_share_past_the_limit_fails_naming_the_first_refusal():
    with pytest.raises(AssertionError, match=r"irc refused 3 of 4 cases \(75%.*first: refused 0\ncase 0"):
        refusals(4, 3, 0.5).check()


@pytest.mark.parametrize("drawn, refused", [(4, 2), (4, 0), (0, 0)])
def test_a_share_within_the_limit_passes(drawn, refused):
    refusals(drawn, refused, 0.5).check()
