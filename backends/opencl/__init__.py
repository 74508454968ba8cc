"""The OpenCL backend: emitted OpenCL C built and launched by pyopencl (PoCL's CPU device)."""
