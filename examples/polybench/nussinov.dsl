# PolyBench's nussinov: RNA folding by dynamic programming (Nussinov's algorithm), the sequence in
# chars (i8) and the table in integers, i running downwards, as PolyBench 4.2.1 writes it, its
# macros match(b1, b2) = (b1 + b2 == 3 ? 1 : 0) and max_score(s1, s2) = (s1 >= s2 ? s1 : s2)
# written out (sizes: SMALL):
#   irc run examples/polybench/nussinov.dsl --size N=180 --check
param N: i32 = 500
proc nussinov(seq: i8[N], table: i32[N, N]) {
  for i in N - 1 .. -1 step -1 {
    for j in i + 1 .. N {
      if j - 1 >= 0 {
        table[i, j] = (table[i, j] >= table[i, j - 1]) ? table[i, j] : table[i, j - 1]
      }
      if i + 1 < N {
        table[i, j] = (table[i, j] >= table[i + 1, j]) ? table[i, j] : table[i + 1, j]
      }
      if j - 1 >= 0 && i + 1 < N {
        # don't allow adjacent elements to bond
        if i < j - 1 {
          table[i, j] = (table[i, j] >= table[i + 1, j - 1] + ((seq[i] + seq[j]) == 3 ? 1 : 0)) ?
            table[i, j] : table[i + 1, j - 1] + ((seq[i] + seq[j]) == 3 ? 1 : 0)
        } else {
          table[i, j] = (table[i, j] >= table[i + 1, j - 1]) ? table[i, j] : table[i + 1, j - 1]
        }
      }
      for k in i + 1 .. j {
        table[i, j] = (table[i, j] >= table[i, k] + table[k + 1, j]) ?
          table[i, j] : table[i, k] + table[k + 1, j]
      }
    }
  }
}
schedule auto  { nussinov.autotile(32) }
# every dependence runs forwards in i (as it runs, downwards) and in j: (i, j) tiles, triangular
schedule tiled { nussinov.tile(i, j, 32, 32) }
