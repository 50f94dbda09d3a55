// Seed 003: the sum of an array of integers, written as a plain loop.
// loopgen finds the reduction: each GPU thread sums many elements (its grid
// strides over the array), each block combines its threads' sums with warp
// shuffles, and a second, one-block kernel adds the blocks' partial sums in
// a fixed order. The result is the same from run to run: no atomics.
#pragma loopgen offload
#pragma loopgen array(data[n])
#pragma loopgen validate(n = 16777216)
int reduce_sum(int n, const int *data) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += data[i];
  return sum;
}

// The same with the largest element and the count of even elements, in one
// pass: three reductions in one kernel.
#pragma loopgen offload
#pragma loopgen array(data[n], out[3])
#pragma loopgen validate(n = 16777216)
void reduce_stats(int n, const int *data, int *out) {
  int sum = 0, largest = data[0], evens = 0;
  for (int i = 0; i < n; ++i) {
    sum += data[i];
    if (data[i] > largest)
      largest = data[i];
    if (data[i] % 2 == 0)
      evens++;
  }
  out[0] = sum;
  out[1] = largest;
  out[2] = evens;
}
