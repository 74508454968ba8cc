# Two declarations on one line need a `;` between them.
param W: i32 = 4 input in: f32[W]
