"""`python -m irc.cli`: the `irc` command."""
from .driver import run

run()
