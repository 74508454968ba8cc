"""`python -m irc`: the `irc` command."""
import sys

from .cli.driver import main

sys.exit(main())
