# A size without its ':'.
param W i32 = 64
# ERROR: syntax_missing_colon.dsl:2:9: error: unexpected 'i32'; expected ':'
# ERROR: param W i32 = 64
# ERROR:         ^~~
