# MTTKRP (matricized tensor times Khatri-Rao product), the kernel of CP decomposition:
# A(i, j) = sum over k, l of B(i, k, l) * C(k, j) * D(l, j), B an order-3 CSF tensor.
param I: i32 = 100
param J: i32 = 16
param K: i32 = 100
param L: i32 = 100
input B: f64[I, K, L] @csf
input C: f64[K, J]
input D: f64[L, J]
func A(i, j) = B(i, k, l) * C(k, j) * D(l, j)
output A[I, J]
