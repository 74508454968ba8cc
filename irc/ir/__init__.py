"""The loop-nest IR: immutable nodes, a printer, a visitor and mutator, a verifier."""
from .nodes import *  # noqa: F401,F403
