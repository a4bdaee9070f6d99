// Tests of the alpha-beta collective model (core/ledger/collectives.h) against formulas.md §7.1, the
// nccl-tests busbw factors (doc/PERFORMANCE.md) and the seed page's C ≈ 2(P−1)/P·N·bytes.
#include <catch2/catch.hpp>

#include "core/api.h"
#include "core/ledger/collectives.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

TEST_CASE("seed page: 7B fp16 gradients all-reduced over 8 GPUs", "[collectives]") {
  // 000_11203d1d66b5fc67.txt §3: C ≈ 2(P−1)/P × N × bytes_grad; 7B fp16 grads = 14 GB, P = 8.
  const double S = 7e9 * 2;
  REQUIRE_THAT(S, WithinRel(14e9, 1e-12));
  link_spec l{100e9, 0.0};
  auto c = collective_time(collective_kind::all_reduce, collective_algo::ring, S, 8, l, false);
  REQUIRE_THAT(c.bytes_sent_per_rank, WithinRel(2.0 * 7.0 / 8.0 * 14e9, 1e-12));  // 24.5 GB
  REQUIRE_THAT(c.bytes_sent_per_rank, WithinRel(24.5e9, 1e-12));
  REQUIRE_THAT(c.time_s, WithinRel(0.245, 1e-12));  // 24.5 GB at 100 GB/s
}

TEST_CASE("nccl-tests busbw factors", "[collectives]") {
  REQUIRE_THAT(busbw_factor(collective_kind::all_reduce, 8), WithinRel(1.75, 1e-12));
  REQUIRE_THAT(busbw_factor(collective_kind::all_gather, 8), WithinRel(0.875, 1e-12));
  REQUIRE_THAT(busbw_factor(collective_kind::reduce_scatter, 4), WithinRel(0.75, 1e-12));
  REQUIRE_THAT(busbw_factor(collective_kind::all_to_all, 2), WithinRel(0.5, 1e-12));
  REQUIRE(busbw_factor(collective_kind::broadcast, 16) == 1.0);
  REQUIRE(busbw_factor(collective_kind::send_recv, 2) == 1.0);
  REQUIRE(busbw_factor(collective_kind::all_reduce, 1) == 0.0);
  // With α = 0 the ring's busbw equals the link bandwidth B for every n (the point of busbw).
  link_spec l{200e9, 0.0};
  for (long long n : {2LL, 4LL, 8LL, 64LL}) {
    for (auto k : {collective_kind::all_reduce, collective_kind::all_gather, collective_kind::reduce_scatter,
                   collective_kind::all_to_all}) {
      auto c = collective_time(k, collective_algo::ring, 1e9, n, l, false);
      REQUIRE_THAT(c.busbw_bytes_per_s, WithinRel(200e9, 1e-12));
      REQUIRE_THAT(c.algbw_bytes_per_s, WithinRel(1e9 / c.time_s, 1e-12));
    }
  }
}

TEST_CASE("alpha terms and tree all-reduce", "[collectives]") {
  link_spec l{100e9, 5e-6};
  auto ring = collective_time(collective_kind::all_reduce, collective_algo::ring, 0.0, 16, l, false);
  REQUIRE_THAT(ring.time_s, WithinRel(2.0 * 15 * 5e-6, 1e-12));  // 2(n−1)α
  auto tree = collective_time(collective_kind::all_reduce, collective_algo::tree, 0.0, 16, l, false);
  REQUIRE_THAT(tree.time_s, WithinRel(2.0 * 4 * 5e-6, 1e-12));   // 2·log2(n)·α
  auto ag = collective_time(collective_kind::all_gather, collective_algo::ring, 8e6, 8, l, false);
  REQUIRE_THAT(ag.time_s, WithinRel(7 * 5e-6 + 7.0 / 8.0 * 8e6 / 100e9, 1e-12));
  auto p2p = collective_time(collective_kind::send_recv, collective_algo::ring, 1e6, 2, l, false);
  REQUIRE_THAT(p2p.time_s, WithinRel(5e-6 + 1e6 / 100e9, 1e-12));
  auto bc = collective_time(collective_kind::broadcast, collective_algo::ring, 1e6, 4, l, false);
  REQUIRE_THAT(bc.time_s, WithinRel(3 * 5e-6 + 1e6 / 100e9, 1e-12));
  auto one = collective_time(collective_kind::all_reduce, collective_algo::ring, 1e9, 1, l, true);
  REQUIRE(one.time_s == 0.0);
  REQUIRE(one.busbw_bytes_per_s == 0.0);
}

TEST_CASE("hierarchical all-reduce = RS intra + AR inter of S/g + AG intra", "[collectives]") {
  link_spec intra{300e9, 1e-6}, inter{25e9, 5e-6};
  const double S = 1e9;
  auto h = hierarchical_collective(collective_kind::all_reduce, collective_algo::ring, S, 32, 8, intra, inter, true);
  const double rs = 7 * 1e-6 + 7.0 / 8.0 * S / 300e9;
  const double ar = 2 * 3 * 5e-6 + 2.0 * 3.0 / 4.0 * (S / 8) / 25e9;
  REQUIRE_THAT(h.time_s, WithinRel(2 * rs + ar, 1e-12));
  // Faster than a flat ring over the slow link, slower than a flat ring over NVLink.
  auto flat_inter = collective_time(collective_kind::all_reduce, collective_algo::ring, S, 32, inter, false);
  auto flat_intra = collective_time(collective_kind::all_reduce, collective_algo::ring, S, 32, intra, false);
  REQUIRE(h.time_s < flat_inter.time_s);
  REQUIRE(h.time_s > flat_intra.time_s);
  // Group inside a node: the flat intra-node case.
  auto in_node = hierarchical_collective(collective_kind::all_reduce, collective_algo::ring, S, 8, 8, intra, inter, false);
  REQUIRE_THAT(in_node.time_s, WithinRel(collective_time(collective_kind::all_reduce, collective_algo::ring, S, 8,
                                                         intra, false).time_s, 1e-12));
  // One rank per node: the flat inter-node case.
  auto strided = hierarchical_collective(collective_kind::all_gather, collective_algo::ring, S, 16, 1, intra, inter, false);
  REQUIRE_THAT(strided.time_s, WithinRel(15 * 5e-6 + 15.0 / 16.0 * S / 25e9, 1e-12));
  // all-to-all across 4 nodes of 8: 24/32 of S on the NIC.
  auto a2a = hierarchical_collective(collective_kind::all_to_all, collective_algo::ring, S, 32, 8, intra, inter, false);
  REQUIRE_THAT(a2a.time_s, WithinRel(31 * 5e-6 + 24.0 / 32.0 * S / 25e9, 1e-12));
}

TEST_CASE("op collective: API shape and errors", "[collectives]") {
  auto r = json::parse(handle(R"({"op":"collective","collective":"all_reduce","bytes":14e9,"ranks":8,
      "link":{"bytes_per_s":1e11,"latency_s":0}})"));
  REQUIRE(r["ok"] == true);
  REQUIRE_THAT(r["time_s"].get<double>(), WithinRel(0.245, 1e-12));
  REQUIRE_THAT(r["bytes_sent_per_rank"].get<double>(), WithinRel(24.5e9, 1e-12));
  REQUIRE_THAT(r["busbw_bytes_per_s"].get<double>(), WithinRel(1e11, 1e-12));
  REQUIRE_THAT(r["algbw_bytes_per_s"].get<double>(), WithinRel(14e9 / 0.245, 1e-12));
  REQUIRE(r["steps"].size() >= 2);
  REQUIRE(r["steps"][0].contains("formula"));

  auto bad = json::parse(handle(R"({"op":"collective","collective":"all_reduce","bytes":1e6,"ranks":8,
      "link":{"bytes_per_s":-5}})"));
  REQUIRE(bad["ok"] == false);
  REQUIRE(bad["error"]["path"] == "/link/bytes_per_s");
  auto missing = json::parse(handle(R"({"op":"collective","collective":"all_reduce","bytes":1e6,"ranks":8,
      "link":{"latency_s":1e-6}})"));
  REQUIRE(missing["ok"] == false);
  REQUIRE(missing["error"]["code"] == "missing_field");
  REQUIRE(missing["error"]["path"] == "/link/bytes_per_s");
  auto kind = json::parse(handle(R"({"op":"collective","collective":"gossip","bytes":1,"ranks":2,
      "link":{"bytes_per_s":1e9}})"));
  REQUIRE(kind["error"]["path"] == "/collective");
  auto extra = json::parse(handle(R"({"op":"collective","collective":"all_reduce","bytes":1,"ranks":2,
      "link":{"bytes_per_s":1e9},"colour":"red"})"));
  REQUIRE(extra["error"]["code"] == "invalid_value");
  REQUIRE(extra["error"]["path"] == "/colour");
  auto overflow = json::parse(handle(R"({"op":"collective","collective":"all_reduce","bytes":1e300,"ranks":1099511627776,
      "link":{"bytes_per_s":1e-300,"latency_s":1e300}})"));
  REQUIRE(overflow["ok"] == false);
  REQUIRE(overflow["error"]["path"] == "/bytes");
}

TEST_CASE("op collective with a hardware preset is hierarchical", "[collectives]") {
  auto r = json::parse(handle(R"({"op":"collective","collective":"all_reduce","bytes":1e9,"ranks":64,
      "hardware":{"preset":"h100-sxm"}})"));
  REQUIRE(r["ok"] == true);
  REQUIRE(r["ranks_per_node"] == 8);
  auto in_node = json::parse(handle(R"({"op":"collective","collective":"all_reduce","bytes":1e9,"ranks":8,
      "hardware":{"preset":"h100-sxm"}})"));
  REQUIRE(in_node["time_s"].get<double>() < r["time_s"].get<double>());
}
