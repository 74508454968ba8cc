# Every func inlined (the inline policy) into a chain where each reads the one before 3 times: 3^12 reads, only 12
# deep: refused at 20,000 reads replaced (it was built for minutes, in gigabytes).
param W: i32 = 64
input in: f32[W] boundary clamp
func f0(x) = in(x)
func f1(x) = f0(x - 1) + f0(x) + f0(x + 1)
func f2(x) = f1(x - 1) + f1(x) + f1(x + 1)
func f3(x) = f2(x - 1) + f2(x) + f2(x + 1)
func f4(x) = f3(x - 1) + f3(x) + f3(x + 1)
func f5(x) = f4(x - 1) + f4(x) + f4(x + 1)
func f6(x) = f5(x - 1) + f5(x) + f5(x + 1)
func f7(x) = f6(x - 1) + f6(x) + f6(x + 1)
func f8(x) = f7(x - 1) + f7(x) + f7(x + 1)
func f9(x) = f8(x - 1) + f8(x) + f8(x + 1)
func f10(x) = f9(x - 1) + f9(x) + f9(x + 1)
func f11(x) = f10(x - 1) + f10(x) + f10(x + 1)
func f12(x) = f11(x - 1) + f11(x) + f11(x + 1)
output f12[W]
# ERROR: inline_too_many_reads.dsl:17:15: error: inlining f11, f10, f9, f8, f7, f6, f5, f4, f3, f2, f1 replaces more than 20,000 reads (each read of a func inlined repeats all of its own), the most irc takes; compute one of them at a loop or at the root
# ERROR: func f12(x) = f11(x - 1) + f11(x) + f11(x + 1)
# ERROR:               ^~~~~~~~~~
