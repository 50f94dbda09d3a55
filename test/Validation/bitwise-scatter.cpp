// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Bitsets updated at computed places (a Bloom filter's |=, a mask cleared
// with &= ~bit, a parity word's ^=): the iterations update them in any
// order, atomically (was: on the host, "the subscript is not affine"). An
// array updated by two operators stays sequential: | and + of one word do
// not commute.
#include <cstdint>
#include <vector>

#pragma loopgen validate(n = 100000, nwords = 4096)
#pragma loopgen array(bits[nwords])
#pragma loopgen offload
void bloom_insert(int n, const uint32_t *h, int nwords, uint32_t *bits) {
  for (int i = 0; i < n; ++i) {
    uint32_t b = h[i] % (uint32_t)(32 * nwords);
    bits[b >> 5] |= 1u << (b & 31u);
  }
}
// REMARK: :[[@LINE-5]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from a reduction (atomic updates of 'bits')
// CHECK: {{^ +}}atomicOr((unsigned int *)&bits[b >> 5],

// A C-style mask of 64-bit words: clear the bit of each removed item.
#pragma loopgen validate(n = 50000, words = 1024)
#pragma loopgen array(alive[words], removed[n])
#pragma loopgen offload
void remove_items(int n, int words, const int *removed, unsigned long long *alive) {
  for (int k = 0; k < n; k++) {
    int item = removed[k] & (64 * words - 1);
    alive[item / 64] &= ~(1ull << (item % 64));
  }
}
// CHECK: {{^ +}}atomicAnd((unsigned long long *)&alive[

// Parities of buckets, a signed int array.
#pragma loopgen validate(n = 70000, m = 97)
#pragma loopgen offload
void bucket_parity(int n, int m, const std::vector<int> &key, std::vector<int> &parity) {
  for (int i = 0; i < n; ++i)
    parity[(unsigned)key[i] % m] ^= key[i];
}
// CHECK: {{^ +}}atomicXor((int *)&parity[

// Two operators on one array: sequential.
#pragma loopgen validate(n = 1000, m = 64)
#pragma loopgen array(w[m], v[n])
#pragma loopgen offload
void mixed(int n, int m, const int *v, int *w) {
  for (int i = 0; i < n; ++i) {
    w[v[i] & (m - 1)] |= 1;
    w[(v[i] >> 3) & (m - 1)] += 2;
  }
}
// REMARK: :[[@LINE-5]]:3: remark: loop over 'i' is sequential
// VALID: PASS: 4 of 4 functions match the sequential original
