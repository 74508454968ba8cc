# A keyword used as a name.
param func: i32 = 3
