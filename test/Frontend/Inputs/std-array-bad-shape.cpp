#include <array>
#pragma loopgen offload
#pragma loopgen array(m[4][4])
void f(std::array<float, 12> &m) {
  for (int i = 0; i < 12; ++i)
    m[i] = 0.0f;
}
