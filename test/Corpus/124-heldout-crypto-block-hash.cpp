// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written.
// Non-cryptographic hashing of fixed-size blocks of 32-bit words, as used for
// content-addressed deduplication: every block gets an independent digest.
// Kernel 1: FNV-1a over the little-endian bytes of the block followed by the
// MurmurHash3 32-bit finaliser.  Kernel 2: a 4-lane xorshift/multiply mixer
// (one word per lane, round-robin) whose lanes are folded into one digest.
#include <vector>
#include <cstdint>

namespace {

inline std::uint32_t fmix32(std::uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

inline std::uint32_t rotl32(std::uint32_t x, int r)
{
    return (x << r) | (x >> (32 - r));
}

} // namespace

#pragma loopgen offload
#pragma loopgen validate(nblocks = 4096, block_words = 64)
void fnv1a_blocks(const std::vector<std::uint32_t>& data,
                  std::vector<std::uint32_t>& digest,
                  int nblocks, int block_words)
{
    const std::uint32_t offset_basis = 2166136261u;
    const std::uint32_t prime = 16777619u;

    for (int b = 0; b < nblocks; ++b) {
        std::uint32_t h = offset_basis;
        const std::size_t base = static_cast<std::size_t>(b) * block_words;
        for (int w = 0; w < block_words; ++w) {
            std::uint32_t word = data[base + w];
            for (int byte = 0; byte < 4; ++byte) {
                h ^= word & 0xffu;
                h *= prime;
                word >>= 8;
            }
        }
        digest[b] = fmix32(h ^ static_cast<std::uint32_t>(block_words * 4));
    }
}

#pragma loopgen array(data[nblocks][block_words], digest[nblocks])
#pragma loopgen offload
#pragma loopgen validate(nblocks = 8192, block_words = 32, seed = 7)
void xorshift_lanes(const std::uint32_t *data, std::uint32_t *digest,
                    int nblocks, int block_words, std::uint32_t seed)
{
    for (int b = 0; b < nblocks; ++b) {
        std::uint32_t lane[4];
        for (int j = 0; j < 4; ++j)
            lane[j] = seed + 0x9e3779b9u * static_cast<std::uint32_t>(j + 1);

        const std::uint32_t *blk = data + static_cast<std::size_t>(b) * block_words;
        for (int w = 0; w < block_words; ++w) {
            std::uint32_t x = lane[w & 3] ^ blk[w];
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            lane[w & 3] = x * 0x2545f491u;
        }

        std::uint32_t h = static_cast<std::uint32_t>(block_words);
        for (int j = 0; j < 4; ++j)
            h = rotl32(h ^ lane[j], 7) * 0x27d4eb2fu;
        digest[b] = fmix32(h);
    }
}
