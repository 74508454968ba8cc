"""The Lark grammar of the irc language."""
