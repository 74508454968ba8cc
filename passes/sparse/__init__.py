"""Sparse lowering (TACO): the index expression as loops in the iteration graph's order, then
those loops as co-iteration over the operands' levels by merge lattices."""
