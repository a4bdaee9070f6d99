// What each collective moves and what it must produce (nccl-tests' getCollByteCount + initData +
// the verifiable expectation), shared by the MPI runner (cpu_collectives.cpp), the NCCL runner
// (nccl_common.cu: fill and check kernels run these same functions on the device) and the tests.
// Sizes follow nccl-tests (doc/PERFORMANCE.md): S = per-rank buffer (all_reduce, broadcast,
// send_recv, all_to_all send buffer), total gathered (all_gather) or total input (reduce_scatter);
// per-rank counts are rounded down to 16 bytes. In-place layouts are nccl-tests' (src/*.cu
// getCollByteCount): all_gather sends from recv + rank·count, reduce_scatter receives into
// send + rank·count; all_to_all and send_recv have no in-place form.
//
// Data are exact by construction in fp32 and bf16 whatever order the reduction adds in: every
// input is a small integer and every partial sum stays <= 136 (bf16 holds integers up to 256
// exactly). Reductions: rank r < 128 adds 1 everywhere, and element i has one owner rank
// (i mod n) that adds 1 + (i/n) mod 8 — a dropped, doubled or misplaced contribution changes
// the result. Data movement: element i of rank r is ((131·r + i) mod 251) − 125.
#pragma once
#include <cstddef>

#include "core/ledger/collectives.h"

#if defined(__CUDACC__)
#define LL_HD __host__ __device__
#else
#define LL_HD
#endif

namespace ledgerlab::bench {

enum class coll_dtype { f32, bf16 };
inline const char* coll_dtype_name(coll_dtype d) { return d == coll_dtype::f32 ? "fp32" : "bf16"; }
inline int coll_dtype_bytes(coll_dtype d) { return d == coll_dtype::f32 ? 4 : 2; }

LL_HD inline bool coll_reduces(collective_kind k) {
  return k == collective_kind::all_reduce || k == collective_kind::reduce_scatter;
}
inline bool coll_has_in_place(collective_kind k) {
  return k != collective_kind::all_to_all && k != collective_kind::send_recv;
}

struct coll_counts {
  std::size_t send = 0;          // elements in the send buffer (out of place)
  std::size_t recv = 0;          // elements in the receive buffer
  std::size_t count = 0;         // the count argument of the call (per rank / per peer)
  double bytes = 0;              // S actually measured (after rounding per-rank counts down to 16 B)
  std::size_t send_offset = 0;   // in place: send = recv + send_offset (elements)
  std::size_t recv_offset = 0;   // in place: recv = buffer + recv_offset (elements)
  std::size_t buffer = 0;        // in place: elements of the one buffer
};

// Element counts for S bytes over n ranks with elements of esize bytes.
inline coll_counts coll_elems(collective_kind k, double bytes, int n, int esize = 4, int rank = 0) {
  coll_counts c;
  const std::size_t e = static_cast<std::size_t>(esize), q = 16 / e;  // elements per 16 bytes
  const std::size_t all = static_cast<std::size_t>(bytes / static_cast<double>(e));
  const std::size_t per = static_cast<std::size_t>(bytes / static_cast<double>(e) / n) / q * q;
  const std::size_t nn = static_cast<std::size_t>(n), r = static_cast<std::size_t>(rank);
  const double eb = static_cast<double>(e);
  switch (k) {
    case collective_kind::all_reduce:
    case collective_kind::broadcast:
    case collective_kind::send_recv:
      c.send = c.recv = c.count = c.buffer = all, c.bytes = eb * static_cast<double>(all);
      break;
    case collective_kind::all_gather:
      c.count = per, c.send = per, c.recv = c.buffer = per * nn, c.bytes = eb * static_cast<double>(per * nn);
      c.send_offset = r * per;
      break;
    case collective_kind::reduce_scatter:
      c.count = per, c.send = c.buffer = per * nn, c.recv = per, c.bytes = eb * static_cast<double>(per * nn);
      c.recv_offset = r * per;
      break;
    case collective_kind::all_to_all:
      c.count = per, c.send = c.recv = c.buffer = per * nn, c.bytes = eb * static_cast<double>(per * nn);
      break;
  }
  return c;
}

// Element i of rank r's input (send buffer) for collective k over n ranks.
LL_HD inline float coll_input(collective_kind k, int r, int n, std::size_t i) {
  if (coll_reduces(k)) {
    const std::size_t owner = i % static_cast<std::size_t>(n);
    float v = r < 128 ? 1.0f : 0.0f;
    if (owner == static_cast<std::size_t>(r)) v += 1.0f + static_cast<float>((i / static_cast<std::size_t>(n)) % 8);
    return v;
  }
  return static_cast<float>(static_cast<long long>((131ull * static_cast<unsigned long long>(r) + i) % 251) - 125);
}

// Element j of rank r's receive buffer after the collective (count: the call's count argument).
LL_HD inline float coll_expected(collective_kind k, int r, int n, std::size_t j, std::size_t count) {
  const float dense = static_cast<float>(n < 128 ? n : 128);
  switch (k) {
    case collective_kind::all_reduce:
      return dense + 1.0f + static_cast<float>((j / static_cast<std::size_t>(n)) % 8);
    case collective_kind::reduce_scatter: {
      const std::size_t g = static_cast<std::size_t>(r) * count + j;
      return dense + 1.0f + static_cast<float>((g / static_cast<std::size_t>(n)) % 8);
    }
    case collective_kind::all_gather: return coll_input(k, static_cast<int>(j / count), n, j % count);
    case collective_kind::all_to_all:
      return coll_input(k, static_cast<int>(j / count), n, static_cast<std::size_t>(r) * count + j % count);
    case collective_kind::broadcast: return coll_input(k, 0, n, j);
    case collective_kind::send_recv: return coll_input(k, (r - 1 + n) % n, n, j);
  }
  return 0;
}

// Host-side fill and check (the MPI runner and the tests; the NCCL runner does the same on the
// device). coll_wrong counts elements that differ (NaN counts as wrong).
inline void coll_fill(float* send, std::size_t elems, collective_kind k, int rank, int n) {
  for (std::size_t i = 0; i < elems; ++i) send[i] = coll_input(k, rank, n, i);
}
inline long long coll_wrong(collective_kind k, const float* recv, const coll_counts& c, int rank, int n) {
  long long wrong = 0;
  for (std::size_t j = 0; j < c.recv; ++j) wrong += !(recv[j] == coll_expected(k, rank, n, j, c.count));
  return wrong;
}

}  // namespace ledgerlab::bench
