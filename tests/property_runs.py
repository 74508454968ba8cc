"""What every property test shares: one seed per test session, and a count of refused examples.

The seed is drawn afresh for each session (so CI tries other programs every run) unless
`IRC_PROPERTY_SEED=N` fixes it; pytest prints it in its header and again after a failure
(tests/conftest.py), so `IRC_PROPERTY_SEED=N pytest ...` reproduces what failed.

A refused example (a schedule irc declines, a program it rejects) tests nothing; a generator
whose examples are mostly refused would pass while checking little.  Each property test counts
what it drew and what was refused, and the test after it in its module fails once the refused
share passes that generator's limit (`Refusals.check`).
"""
from __future__ import annotations

import os
import secrets

from hypothesis import HealthCheck, seed, settings

SEED = int(os.environ.get("IRC_PROPERTY_SEED") or secrets.randbelow(2 ** 32))


def property_settings(max_examples: int):
    """Hypothesis's settings for a property test of irc, seeded with the session's SEED.

    Only the slow-data health checks are off: irc compiles C per example, which hypothesis
    would call too slow; its check on examples filtered out stays on.
    """
    def wrap(test):
        test = settings(max_examples=max_examples, deadline=None, database=None, print_blob=False,
                        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])(test)
        return seed(SEED)(test)
    return wrap


class Refusals:
    """The examples a property test drew, and those refused with their messages."""

    def __init__(self, what: str, limit: float):
        self.what, self.limit = what, limit
        self.drawn = 0
        self.refused: list[tuple[str, str]] = []     # (case, message)

    def draw(self):
        self.drawn += 1

    def refuse(self, case: str, message: str):
        self.refused.append((case, message))

    def share(self) -> float:
        return len(self.refused) / self.drawn if self.drawn else 0.0

    def check(self):
        """Fails when more than `limit` of the drawn examples were refused (naming the first)."""
        if self.share() > self.limit:
            case, message = self.refused[0]
            raise AssertionError(
                f"irc refused {len(self.refused)} of {self.drawn} {self.what} ({self.share():.0%}, "
                f"more than the {self.limit:.0%} allowed; seed {SEED}); first: {message}\n{case}")
