// Style "vector": the sum of a std::vector<float>, in a double.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 100000)
double sum(int n, const std::vector<float> &x) {
  double total = 0;
  for (int i = 0; i < n; ++i)
    total = total + x[i];
  return total;
}
