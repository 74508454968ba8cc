"""The CUDA backend: emitted CUDA C compiled by nvcc, ptxas's resource usage read back."""
