"""`python -m irc.cli`: the `irc` command."""
import sys

from .driver import main

sys.exit(main())
