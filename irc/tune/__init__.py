"""`irc tune`: schedules found by search (the seed's part C).  space.py derives what a program's
schedules may choose and spells a point of it through the schedule builder."""
