// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// Names a function in a namespace sees: an enumerator in a shape
// (`counts[kNumClasses]`), an init function of the same namespace (the
// harness calls it qualified), a file-scope `static const std::array`
// table read with `[]` and `.size()`.
#include <array>
#include <cstdint>

namespace text {

enum CharClass { kLetter = 0, kDigit = 1, kOther = 2, kNumClasses = 3 };

static const std::array<float, 4> kWeights = {0.1f, 0.2f, 0.3f, 0.4f};

static inline int classify(unsigned char c) {
  if (c >= 'a' && c <= 'z')
    return kLetter;
  if (c >= '0' && c <= '9')
    return kDigit;
  return kOther;
}

void make_text(const char *s, int n, long *counts, float *score) {
  char *t = const_cast<char *>(s);
  for (int i = 0; i < n; ++i)
    t[i] = (char)(i % 7 == 0 ? ' ' : i % 5 == 0 ? '0' + i % 10 : 'a' + i % 26);
  (void)counts;
  (void)score;
}

#pragma loopgen array(s[n], counts[kNumClasses], score[n])
#pragma loopgen validate(n = 5000) init(make_text)
#pragma loopgen offload
void classify_all(const char *s, int n, long *counts, float *score) {
  for (int c = 0; c < kNumClasses; ++c)
    counts[c] = 0;
  for (int i = 0; i < n; ++i) {
    int cls = classify(static_cast<unsigned char>(s[i]));
    counts[cls] += 1;
    float w = 0.0f;
    for (int k = 0; k < (int)kWeights.size(); ++k)
      w += kWeights[k] * (float)((i + k) % 3);
    score[i] = w * (float)cls;
  }
}

} // namespace text

// CHECK: RESULT function=classify_all status=PASS
// CHECK: PASS: 1 of 1 functions match the sequential original
