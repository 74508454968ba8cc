# Tensor times vector: an order-3 CSF tensor contracted with a vector along its last mode.
param I: i32 = 100
param J: i32 = 100
param K: i32 = 100
input B: f64[I, J, K] @csf
input c: f64[K]
func A(i, j) = B(i, j, k) * c(k)
output A[I, J]
