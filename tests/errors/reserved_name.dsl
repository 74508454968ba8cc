# A keyword used as a name.
param func: i32 = 3
# ERROR: reserved_name.dsl:2:1: error: 'func' is a reserved name
# ERROR: param func: i32 = 3
# ERROR: ^~~~~~~~~~~~~~~~~~~
