"""The cost model `irc tune --strategy model` (and `beam`) learns while it searches (the seed's
part C): ridge regression of log(seconds) on features — linear, or with their pairwise products
too — and a constant.  The features (a point's numbers, space.py's `encode`, and its lowered
program's, features.py) are standardised over the training set.

Which form and which penalty (FORMS x PENALTIES) is chosen by the mean squared leave-one-out
error, which ridge regression gives in closed form (the hat matrix's residuals over 1 - its
diagonal): with a few measurements the pairwise products overfit and the linear form wins; with
many, the products can pay.  The regression is solved in its dual (n x n, n the measurements),
so the products of dozens of features cost nothing while n is small."""
from __future__ import annotations

import numpy as np

PENALTIES = (0.01, 1.0, 10.0)


def quadratic(x: np.ndarray) -> np.ndarray:
    """Each row's features, their pairwise products (squares included) and a 1."""
    n = x.shape[1]
    rows, cols = np.triu_indices(n)
    return np.hstack([np.ones((x.shape[0], 1)), x, x[:, rows] * x[:, cols]])


def linear(x: np.ndarray) -> np.ndarray:
    return np.hstack([np.ones((x.shape[0], 1)), x])


FORMS = {"linear": linear, "quadratic": quadratic}


class RidgeModel:
    """`fit(features, seconds)` then `predict(features)`: log seconds, lower is faster;
    `form` and `penalty` say which was chosen."""

    def fit(self, features: list[list[float]], seconds: list[float]) -> "RidgeModel":
        x = np.asarray(features, dtype=np.float64)
        self.mean, self.scale = x.mean(axis=0), x.std(axis=0)
        self.scale[self.scale == 0] = 1.0
        z, y = (x - self.mean) / self.scale, np.log(np.asarray(seconds, dtype=np.float64))
        fits = [(_loo_error(FORMS[form](z), y, penalty), form, penalty) for form in FORMS for penalty in PENALTIES]
        _, self.form, self.penalty = min(fits)
        q = FORMS[self.form](z)
        self.weights = q.T @ np.linalg.solve(q @ q.T + self.penalty * np.eye(len(y)), y)
        return self

    def predict(self, features: list[list[float]]) -> np.ndarray:
        z = (np.asarray(features, dtype=np.float64) - self.mean) / self.scale
        return FORMS[self.form](z) @ self.weights


def _loo_error(q: np.ndarray, y: np.ndarray, penalty: float) -> float:
    """The mean squared leave-one-out error of ridge regression of y on q with `penalty`."""
    kernel = q @ q.T
    hat = kernel @ np.linalg.inv(kernel + penalty * np.eye(len(y)))
    residuals = (y - hat @ y) / np.maximum(1.0 - np.diag(hat), 1e-9)
    return float(np.mean(residuals ** 2))
