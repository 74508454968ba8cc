"""The numpy function of each IR operator and intrinsic, for the evaluators that run IR on
numpy arrays (the reference and the SIMT interpreter).  Integer `/` and `%` are not here: they
round toward minus infinity and check for zero, which each evaluator does itself."""
from __future__ import annotations

import numpy as np

BINARY = {"+": np.add, "-": np.subtract, "*": np.multiply, "min": np.minimum, "max": np.maximum,
          "==": np.equal, "!=": np.not_equal, "<": np.less, "<=": np.less_equal,
          ">": np.greater, ">=": np.greater_equal, "&&": np.logical_and, "||": np.logical_or}
MATH = {"sqrt": np.sqrt, "exp": np.exp, "log": np.log, "sin": np.sin, "cos": np.cos,
        "tanh": np.tanh, "abs": np.abs, "floor": np.floor, "ceil": np.ceil, "pow": np.power}
