// Style "in place": a std::vector turned into its own prefix sums.
#include <vector>

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 100000)
void scan(int n, std::vector<int> &x) {
  for (int i = 1; i < n; i++)
    x[i] += x[i - 1];
}
