// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, sixth round. A hash table struct with unsigned int key vectors, a while probe with breaks); kept as written.
// Two operators of a small in-memory columnar/row engine:
//   * GROUP BY store_id with SUM(amount * (1 - discount)) and COUNT(*)
//     over a fact table of sale rows (small, dense key range);
//   * the probe side of a hash join against a dimension table kept in an
//     open-addressing (linear probing) hash table.
#include <cstdint>
#include <cstddef>
#include <vector>
#include <cstdlib>

struct SaleRow {
  int32_t store_id;
  int32_t product_id;
  float amount;
  float discount;
};

constexpr int kNumStores = 64;

#pragma loopgen offload
#pragma loopgen validate(n = 8192)
void revenue_by_store(int n, const std::vector<SaleRow> &rows,
                      std::vector<double> &revenue, std::vector<int> &counts) {
  for (int s = 0; s < kNumStores; ++s) {
    revenue[s] = 0.0;
    counts[s] = 0;
  }
  if (n <= 0) return;

  for (int i = 0; i < n; ++i) {
    const SaleRow &r = rows[i];
    // Store ids outside the dimension's range are folded in rather than
    // dropped, as the upstream loader does.
    const int store = std::abs(r.store_id) % kNumStores;
    revenue[store] += static_cast<double>(r.amount) * (1.0 - r.discount);
    counts[store] += 1;
  }
}

constexpr uint32_t kEmptyKey = 0xFFFFFFFFu;

struct HashTable {
  int capacity = 0;               // power of two
  std::vector<uint32_t> keys;     // kEmptyKey marks a free slot
  std::vector<int32_t> payload;   // e.g. the dimension row's region id
};

inline uint32_t hash_key(uint32_t k) {
  k ^= k >> 16;
  k *= 0x85ebca6bU;
  k ^= k >> 13;
  k *= 0xc2b2ae35U;
  k ^= k >> 16;
  return k;
}

// Build side (runs once, on the host).
void hash_table_build(HashTable &t, const std::vector<uint32_t> &keys,
                      const std::vector<int32_t> &vals) {
  t.keys.assign(t.capacity, kEmptyKey);
  t.payload.assign(t.capacity, -1);
  const uint32_t mask = static_cast<uint32_t>(t.capacity - 1);
  for (size_t i = 0; i < keys.size(); ++i) {
    uint32_t slot = hash_key(keys[i]) & mask;
    for (int probes = 0; probes < t.capacity; ++probes) {
      if (t.keys[slot] == kEmptyKey || t.keys[slot] == keys[i]) {
        t.keys[slot] = keys[i];
        t.payload[slot] = vals[i];
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
}

// Probe side: for every fact-table foreign key, find the matching payload
// (or -1). Returns the number of rows that found a partner.
#pragma loopgen offload
#pragma loopgen array(table.keys[table.capacity], table.payload[table.capacity])
#pragma loopgen validate(n = 8192, table.capacity = 4096)
int hash_join_probe(int n, const HashTable &table,
                    const std::vector<uint32_t> &probe_keys,
                    std::vector<int32_t> &matched_payload) {
  const int cap = table.capacity;
  if (n <= 0 || cap <= 0 || (cap & (cap - 1)) != 0) return 0;
  const uint32_t mask = static_cast<uint32_t>(cap - 1);

  int matches = 0;
  for (int i = 0; i < n; ++i) {
    const uint32_t key = probe_keys[i];
    uint32_t slot = hash_key(key) & mask;
    int32_t found = -1;
    int probes = 0;
    while (probes < cap) {
      const uint32_t k = table.keys[slot];
      if (k == key) {
        found = table.payload[slot];
        break;
      }
      if (k == kEmptyKey) break;
      slot = (slot + 1) & mask;
      ++probes;
    }
    matched_payload[i] = found;
    if (found >= 0) ++matches;
  }
  return matches;
}
