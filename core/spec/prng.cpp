// SplitMix64 and FNV-1a: see prng.h.
#include "core/spec/prng.h"

namespace ledgerlab {

unsigned long long splitmix64::next() {
  // SplitMix64 (Steele, Lea, Flood, OOPSLA 2014; constants from Vigna's splitmix64.c).
  state += 0x9E3779B97F4A7C15ULL;
  unsigned long long z = state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

unsigned long long splitmix64::below(unsigned long long n) {
  if (n <= 1) return 0;
  const unsigned long long threshold = (0ULL - n) % n;  // 2^64 mod n: reject below it
  for (;;) {
    unsigned long long r = next();
    if (r >= threshold) return r % n;
  }
}

unsigned long long fnv1a64(std::string_view s) {
  unsigned long long h = 0xCBF29CE484222325ULL;
  for (char c : s) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001B3ULL;
  }
  return h;
}

}  // namespace ledgerlab
