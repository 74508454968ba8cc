"""irc kernel source from a launch's loop IR (`--emit kernel`)."""
