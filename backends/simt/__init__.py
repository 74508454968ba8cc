"""SIMT backend: run GPU kernels (loop IR with gpu_block / gpu_thread loops) on the CPU with CUDA
semantics, vectorised over threads with numpy; count memory events per warp instruction; find
races and out-of-bounds accesses; predict time on named GPUs (occupancy and a bottleneck model)."""
