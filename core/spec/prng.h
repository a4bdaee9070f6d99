// The project's own PRNG and string hash: the same sequence on every host (native and wasm), for
// seeded quiz variants (quiz-grading.md §4) and calibrate's bootstrap resamples. Not here: any
// std:: distribution (they differ between libstdc++ and libc++).
#pragma once
#include <string_view>

namespace ledgerlab {

// SplitMix64 (Steele, Lea, Flood 2014; Vigna's reference constants): same sequence on every host.
struct splitmix64 {
  unsigned long long state;
  explicit splitmix64(unsigned long long seed) : state(seed) {}
  unsigned long long next();
  // Uniform in [0, n) by rejection (no modulo bias, no std:: distributions, which differ between
  // libstdc++ and libc++). n >= 1.
  unsigned long long below(unsigned long long n);
};
// FNV-1a 64-bit hash of a string (to mix a question id into the seed).
unsigned long long fnv1a64(std::string_view s);

}  // namespace ledgerlab
