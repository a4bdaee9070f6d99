// What each collective moves and what it must produce (nccl-tests' getCollByteCount + initData +
// the verifiable expectation), shared by the MPI (cpu_collectives.cpp) and NCCL (*.cu) runners.
// Inputs are small integers in float, so every sum is exact and the check counts wrong elements.
// Sizes follow nccl-tests (doc/PERFORMANCE.md): S = per-rank buffer (all_reduce, broadcast,
// send_recv, all_to_all send buffer), total gathered (all_gather) or total input (reduce_scatter).
#pragma once
#include <cstddef>

#include "core/ledger/collectives.h"

namespace ledgerlab::bench {

struct coll_counts {
  std::size_t send = 0;   // floats in the send buffer
  std::size_t recv = 0;   // floats in the receive buffer
  std::size_t count = 0;  // the count argument of the call (per rank / per peer)
  double bytes = 0;       // S actually measured (after rounding per-rank counts down to 16 B)
};

inline coll_counts coll_elems(collective_kind k, double bytes, int n) {
  coll_counts c;
  const std::size_t all = static_cast<std::size_t>(bytes / 4);
  const std::size_t per = static_cast<std::size_t>(bytes / 4 / n) / 4 * 4;  // rounded down to 16 B
  const std::size_t nn = static_cast<std::size_t>(n);
  switch (k) {
    case collective_kind::all_reduce:
    case collective_kind::broadcast:
    case collective_kind::send_recv: c.send = c.recv = c.count = all; c.bytes = 4.0 * all; break;
    case collective_kind::all_gather: c.count = per, c.send = per, c.recv = per * nn, c.bytes = 4.0 * per * nn; break;
    case collective_kind::reduce_scatter: c.count = per, c.send = per * nn, c.recv = per, c.bytes = 4.0 * per * nn; break;
    case collective_kind::all_to_all: c.count = per, c.send = c.recv = per * nn, c.bytes = 4.0 * per * nn; break;
  }
  return c;
}

// Element i of rank r's send buffer.
inline float coll_input(int rank, std::size_t i) { return static_cast<float>(rank + 1) + static_cast<float>(i % 97); }

// Element j of rank r's receive buffer after the collective (sum for reductions, root 0 for
// broadcast, ring neighbour r−1 for send_recv).
inline float coll_expected(collective_kind k, int r, int n, std::size_t j, std::size_t count) {
  const float tri = static_cast<float>(n) * static_cast<float>(n + 1) / 2;
  switch (k) {
    case collective_kind::all_reduce: return tri + static_cast<float>(n) * static_cast<float>(j % 97);
    case collective_kind::all_gather: return coll_input(static_cast<int>(j / count), j % count);
    case collective_kind::reduce_scatter:
      return tri + static_cast<float>(n) * static_cast<float>((static_cast<std::size_t>(r) * count + j) % 97);
    case collective_kind::all_to_all:
      return coll_input(static_cast<int>(j / count), static_cast<std::size_t>(r) * count + j % count);
    case collective_kind::broadcast: return coll_input(0, j);
    case collective_kind::send_recv: return coll_input((r - 1 + n) % n, j);
  }
  return 0;
}

// Fills a send buffer and counts wrong elements of a receive buffer (host side).
inline void coll_fill(float* send, std::size_t elems, int rank) {
  for (std::size_t i = 0; i < elems; ++i) send[i] = coll_input(rank, i);
}
inline long long coll_wrong(collective_kind k, const float* recv, const coll_counts& c, int rank, int n) {
  long long wrong = 0;
  for (std::size_t j = 0; j < c.recv; ++j) wrong += recv[j] != coll_expected(k, rank, n, j, c.count);
  return wrong;
}

}  // namespace ledgerlab::bench
