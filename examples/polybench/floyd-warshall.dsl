# PolyBench's floyd-warshall: all-pairs shortest paths on N nodes, in integers (PolyBench's default
# for it), as PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/floyd-warshall.dsl --size N=180 --check
param N: i32 = 500
proc floyd_warshall(path: i32[N, N]) {
  for k in 0 .. N {
    for i in 0 .. N {
      for j in 0 .. N {
        path[i, j] = path[i, j] < path[i, k] + path[k, j] ?
          path[i, j] : path[i, k] + path[k, j]
      }
    }
  }
}
schedule auto  { floyd_warshall.autotile(32) }
schedule tiled { floyd_warshall.tile(i, j, 32, 32) }    # each k's (i, j) plane in 32 x 32 blocks
