# Two declarations on one line need a `;` between them.
param W: i32 = 4 input in: f32[W]
# ERROR: two_decls_one_line.dsl:2:18: error: unexpected 'input'; expected an operator, ';' or end of line
# ERROR: param W: i32 = 4 input in: f32[W]
# ERROR:                  ^~~~~
