"""The passes of irc, one per file: funcs/ lower pipelines, gpu/ kernels, loops/ procs; flatten and
simplify serve every kind.  `irc.lower.pipelines` lists them in order for each kind of program."""
