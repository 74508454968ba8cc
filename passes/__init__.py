"""The passes of irc, one per file; `irc.pipeline.PIPELINE` lists them in order."""
