"""Sparse formats: a tensor's levels (level objects, levels.py and a file per further level) in a
mode order (format.py), and the names generated code gives their arrays.  Part of the IR: the
lowering's analyses read them; the tensor data of irc.sparse is laid out by them."""
from .ell import Ell, width_param
from .format import LEVEL_KINDS, LEVELS, NAMED, Format, Level, format_named
from .levels import (Compressed, Dense, Entries, LevelKind, Singleton, count_param, crd_array, pos_array,
                     vals_array)

__all__ = ["Compressed", "Dense", "Ell", "Entries", "Format", "LEVELS", "LEVEL_KINDS", "Level", "LevelKind", "NAMED",
           "Singleton", "count_param", "crd_array", "format_named", "pos_array", "vals_array", "width_param"]
