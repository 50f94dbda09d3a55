// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// Hashing: per-block digests of a uint32_t buffer. Each block is hashed with
// FNV-1a over its bytes, then strengthened by xorshift/multiply finalisation
// rounds until the mixed value has enough set bits (bounded round count).
#include <cstdint>
#include <vector>
#include <cstddef>

#pragma loopgen offload
#pragma loopgen validate(nblocks = 4096, block_words = 64)
void hash_blocks(const std::vector<uint32_t>& data, std::vector<uint32_t>& digest,
                 int nblocks, int block_words, uint32_t seed) {
    const uint32_t FNV_OFFSET = 2166136261u;
    const uint32_t FNV_PRIME = 16777619u;
    for (int b = 0; b < nblocks; ++b) {
        uint32_t h = FNV_OFFSET ^ seed;
        const std::size_t base = static_cast<std::size_t>(b) * block_words;
        for (int w = 0; w < block_words; ++w) {
            uint32_t word = data[base + w];
            for (int byte = 0; byte < 4; ++byte) {
                h ^= (word >> (8 * byte)) & 0xffu;
                h *= FNV_PRIME;
            }
        }
        // finalisation: mix until popcount in a healthy range, at most 8 rounds
        int rounds = 0;
        uint32_t x = h;
        while (rounds < 8) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x *= 0x9e3779b1u;
            uint32_t v = x, bits = 0;
            while (v) {
                v &= v - 1;
                ++bits;
            }
            ++rounds;
            if (bits >= 12 && bits <= 20) break;
        }
        digest[b] = x ^ static_cast<uint32_t>(rounds);
    }
}
