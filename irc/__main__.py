"""`python -m irc`: the `irc` command."""
from .cli.driver import run

run()
