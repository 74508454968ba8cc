"""The passes of irc, one per file: funcs/ lower pipelines, gpu/ kernels; flatten and simplify
serve every kind.  `irc.lower.pipelines` lists them in order for each kind of program."""
