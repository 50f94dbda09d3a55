// Seed 001: the all-prefix-sums operation, written as the sequential loop
// the lecture starts from (an exclusive scan: each element is the sum of
// the inputs before it). loopgen finds that the loop's only dependence is
// the running sum and runs it as a parallel scan in one pass over the data:
// each block scans a tile of the input with warp shuffles (each thread a
// run of consecutive elements, transposed through shared memory padded
// against bank conflicts) and learns the sum of the tiles before it from
// what they have published, without a second pass.
#pragma loopgen offload
#pragma loopgen array(input[length], scanned[length])
#pragma loopgen validate(length = 16777216)
void scan(float *scanned, const float *input, int length) {
  scanned[0] = 0;
  for (int i = 1; i < length; ++i)
    scanned[i] = input[i - 1] + scanned[i - 1];
}

// Stream compaction, a common use of scans: the positive elements, in
// order, and how many there are. Each element's place in the output is the
// count of positive elements before it.
#pragma loopgen offload
#pragma loopgen array(data[n], out[n])
#pragma loopgen validate(n = 16777216)
int compact(int n, const int *data, int *out) {
  int kept = 0;
  for (int i = 0; i < n; ++i)
    if (data[i] % 3 != 0) {
      out[kept] = data[i];
      kept++;
    }
  return kept;
}
