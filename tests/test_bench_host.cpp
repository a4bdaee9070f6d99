// Tests for calibrate's host-side logic (native/bench) that runs without a GPU: collective data
// and expectations (exact in fp32 and bf16 whatever the reduction order, and every dropped,
// doubled or misplaced contribution detected), BabelStream's triad check, MPI count chunks, NCCL
// debug-log parsing, telemetry summaries, and the harness (check before timing, re-check after,
// checks counted in the budget, batched timing, telemetry per point).
#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <thread>

#include <unistd.h>

#include "core/spec/prng.h"
#include "native/bench/bench.h"
#include "native/bench/coll_defs.h"
#include "native/bench/cpu_ops.h"
#include "native/bench/nccl_log.h"
#include "native/bench/stream_defs.h"

using namespace ledgerlab;
using namespace ledgerlab::bench;

namespace {
// fp32 -> bf16 -> fp32, round to nearest even (what a bf16 reduction stores between steps).
float bf16_round(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, 4);
  u += 0x7FFF + ((u >> 16) & 1);
  u &= 0xFFFF0000u;
  std::memcpy(&x, &u, 4);
  return x;
}

// Reference collective on the host: every rank's input from coll_input, the reduction in a
// shuffled order with bf16 rounding after each add when bf16. Returns rank r's receive buffer.
enum class fault { none, drop_rank, double_rank, max_not_sum, shift_block, wrong_neighbour };
std::vector<float> simulate(collective_kind k, int n, int r, const coll_counts& c, bool bf16, fault f, unsigned long long seed) {
  splitmix64 rng(seed);
  auto in = [&](int rank, std::size_t i) {
    const float v = coll_input(k, rank, n, i);
    return bf16 ? bf16_round(v) : v;
  };
  std::vector<float> out(c.recv, 0.f);
  auto reduce_at = [&](std::size_t g) {
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
    float acc = 0;
    for (int rank : order) {
      if (f == fault::drop_rank && rank == n - 1) continue;
      float v = in(rank, g);
      if (f == fault::double_rank && rank == 0) v *= 2;
      acc = f == fault::max_not_sum ? std::max(acc, v) : acc + v;
      if (bf16) acc = bf16_round(acc);
    }
    return acc;
  };
  for (std::size_t j = 0; j < c.recv; ++j) {
    switch (k) {
      case collective_kind::all_reduce: out[j] = reduce_at(j); break;
      case collective_kind::reduce_scatter: out[j] = reduce_at(static_cast<std::size_t>(r) * c.count + j); break;
      case collective_kind::all_gather: {
        std::size_t src = j / c.count;
        if (f == fault::shift_block) src = (src + 1) % static_cast<std::size_t>(n);
        out[j] = in(static_cast<int>(src), j % c.count);
        break;
      }
      case collective_kind::all_to_all:
        out[j] = in(static_cast<int>(j / c.count), static_cast<std::size_t>(r) * c.count + j % c.count + (f == fault::shift_block ? 1 : 0));
        break;
      case collective_kind::broadcast: out[j] = in(f == fault::wrong_neighbour ? 1 % n : 0, j); break;
      case collective_kind::send_recv: out[j] = in(f == fault::wrong_neighbour ? (r + 1) % n : (r - 1 + n) % n, j); break;
    }
  }
  return out;
}
const collective_kind all_kinds[] = {collective_kind::all_reduce, collective_kind::all_gather, collective_kind::reduce_scatter,
                                     collective_kind::all_to_all, collective_kind::broadcast, collective_kind::send_recv};
}  // namespace

TEST_CASE("collective data are exact in fp32 and bf16 in any reduction order", "[bench_host]") {
  for (collective_kind k : all_kinds)
    for (int n : {1, 2, 3, 8, 130, 300})
      for (bool bf16 : {false, true}) {
        const coll_counts c = coll_elems(k, 4096, n, bf16 ? 2 : 4);
        if (c.count == 0) continue;
        for (int r : {0, n - 1}) {
          const auto got = simulate(k, n, r, c, bf16, fault::none, 7 + static_cast<unsigned long long>(n));
          INFO(collective_name(k) << " n=" << n << " r=" << r << (bf16 ? " bf16" : " fp32"));
          CHECK(coll_wrong(k, got.data(), c, r, n) == 0);
        }
      }
}

TEST_CASE("a dropped, doubled, misplaced or max-instead-of-sum contribution is caught", "[bench_host]") {
  for (int n : {3, 8, 200}) {
    // Summed over every rank's receive buffer, as the harness sums #wrong over ranks (a rank >= 128
    // shows up only in the elements it owns, which may all sit on other ranks).
    for (collective_kind k : {collective_kind::all_reduce, collective_kind::reduce_scatter})
      for (fault f : {fault::drop_rank, fault::double_rank, fault::max_not_sum}) {
        const coll_counts c = coll_elems(k, 1 << 14, n, 2);
        long long wrong = 0;
        for (int r = 0; r < n; ++r) wrong += coll_wrong(k, simulate(k, n, r, c, true, f, 3).data(), c, r, n);
        INFO(collective_name(k) << " n=" << n << " fault " << static_cast<int>(f));
        CHECK(wrong > 0);
      }
    for (collective_kind k : {collective_kind::all_gather, collective_kind::all_to_all}) {
      const coll_counts c = coll_elems(k, 1 << 14, n);
      CHECK(coll_wrong(k, simulate(k, n, 0, c, false, fault::shift_block, 3).data(), c, 0, n) > 0);
    }
    for (collective_kind k : {collective_kind::broadcast, collective_kind::send_recv}) {
      const coll_counts c = coll_elems(k, 1 << 14, n);
      CHECK(coll_wrong(k, simulate(k, n, 1, c, false, fault::wrong_neighbour, 3).data(), c, 1, n) > 0);
    }
  }
  // An untouched receive buffer (NaN fill) is wrong everywhere.
  const coll_counts c = coll_elems(collective_kind::all_reduce, 64, 4);
  std::vector<float> nan(c.recv, NAN);
  CHECK(coll_wrong(collective_kind::all_reduce, nan.data(), c, 0, 4) == static_cast<long long>(c.recv));
}

TEST_CASE("collective byte conventions and in-place layouts follow nccl-tests", "[bench_host]") {
  // all_gather of S = 1 MiB over 8 ranks in bf16: 65536 elements per rank, S counts the total.
  coll_counts g = coll_elems(collective_kind::all_gather, 1 << 20, 8, 2, 3);
  CHECK(g.count == 65536);
  CHECK(g.recv == 8 * 65536);
  CHECK(g.bytes == 1 << 20);
  CHECK(g.send_offset == 3 * 65536);  // in place: rank 3 sends from recv + 3·count
  coll_counts rs = coll_elems(collective_kind::reduce_scatter, 1 << 20, 8, 4, 5);
  CHECK(rs.recv_offset == 5 * rs.count);  // in place: rank 5 receives at send + 5·count
  // Per-rank counts round down to 16 bytes: 1000 B over 3 ranks in fp32 -> 80 elements per rank.
  CHECK(coll_elems(collective_kind::all_to_all, 1000, 3).count == 80);
  CHECK(coll_elems(collective_kind::all_to_all, 1000, 3).bytes == 960);
  CHECK(!coll_has_in_place(collective_kind::all_to_all));
  CHECK(!coll_has_in_place(collective_kind::send_recv));
  CHECK(coll_has_in_place(collective_kind::all_reduce));
}

TEST_CASE("BabelStream triad check fails a kernel that drops or swaps a term", "[bench_host]") {
  const double ok = stream_triad_expect, tol = stream_rel_tol * ok;
  CHECK(std::fabs(ok - 0.32) < 1e-15);
  for (double broken : {stream_init_b,                                   // s·c dropped
                        stream_scalar * stream_init_c,                   // b dropped
                        stream_init_b + stream_init_c,                   // s dropped
                        stream_init_b + stream_scalar * stream_init_a,   // a read instead of c
                        stream_init_c + stream_scalar * stream_init_b})  // b and c swapped
    CHECK(std::fabs(broken - ok) > tol);
  CHECK(std::fabs(stream_copy_expect - stream_init_c) > tol);  // a copy that did nothing keeps c
  CHECK(stream_write_value != stream_init_a);
  CHECK(stream_write_value != stream_init_c);
}

TEST_CASE("MPI calls over more than INT_MAX elements are split into chunks", "[bench_host]") {
  const std::size_t count = (std::size_t(1) << 33) + 12345;  // 32 GiB of floats
  const auto chunks = count_chunks(count, INT_MAX);
  std::size_t covered = 0;
  for (auto [off, len] : chunks) {
    CHECK(off == covered);
    CHECK(len <= static_cast<std::size_t>(INT_MAX));
    covered += len;
  }
  CHECK(covered == count);
  CHECK(chunks.size() == 5);
  CHECK(count_chunks(10, 4) == std::vector<std::pair<std::size_t, std::size_t>>{{0, 4}, {4, 4}, {8, 2}});
  CHECK(count_chunks(0, 4).empty());
}

TEST_CASE("NCCL's algorithm and protocol are read from its debug log, every format", "[bench_host][nccl_log]") {
  nccl_choice c;
  REQUIRE(parse_nccl_tuning_line("node1:4242:4242 [0] NCCL INFO AllReduce: 1048576 Bytes -> Algo RING proto SIMPLE channel{Lo..Hi}={0..31}", c));
  CHECK(c.function == "AllReduce");
  CHECK(c.bytes == 1048576);
  CHECK(c.algorithm == "RING");
  CHECK(c.protocol == "SIMPLE");
  REQUIRE(parse_nccl_tuning_line("n:1:2 [3] NCCL INFO AllGather: 4096 Bytes -> Algo NVLS proto LL128 channel{Lo..Hi}={0..3} cgaClusterSize 2", c));
  CHECK(c.algorithm == "NVLS");
  CHECK(c.protocol == "LL128");
  REQUIRE(parse_nccl_tuning_line("n:1:2 [0] NCCL INFO 8 Bytes -> Algo 0 proto 0 time 12.400000", c));
  CHECK(c.function.empty());
  CHECK(c.algorithm == "TREE");
  CHECK(c.protocol == "LL");
  REQUIRE(parse_nccl_tuning_line("n:1:2 [0] NCCL INFO 8 Bytes -> Algo 5 proto 1 time 3.0", c));
  CHECK(c.algorithm == "NVLS_TREE");
  REQUIRE(parse_nccl_tuning_line("n:1:2 [0] NCCL INFO Best tuning, algorithm, Ring, protocol, LL", c));
  CHECK(c.algorithm == "RING");
  CHECK(c.protocol == "LL");
  CHECK_FALSE(parse_nccl_tuning_line("n:1:2 [0] NCCL INFO 8 Bytes -> Algo 9 proto 1 time 3.0", c));  // unknown code
  CHECK_FALSE(parse_nccl_tuning_line("n:1:2 [0] NCCL INFO Channel 00/32 : 0 1 2 3", c));
  CHECK_FALSE(parse_nccl_tuning_line("random text Bytes -> Algo RING proto SIMPLE", c));  // not an INFO line
  CHECK(is_nccl_warning("n:1:2 [0] enqueue.cc:10 NCCL WARN Error : no algorithm"));
  const std::vector<std::string> lines = {
      "h:1:1 [0] NCCL INFO AllReduce: 8 Bytes -> Algo TREE proto LL channel{Lo..Hi}={0..0}",
      "h:1:1 [0] NCCL INFO AllGather: 8 Bytes -> Algo RING proto LL channel{Lo..Hi}={0..0}",
      "h:1:1 [0] NCCL INFO AllReduce: 8 Bytes -> Algo RING proto LL128 channel{Lo..Hi}={0..0}"};
  CHECK(last_choice(lines, "AllReduce").protocol == "LL128");
  CHECK(last_choice(lines, "AllGather").algorithm == "RING");
  CHECK(last_choice(lines, "Broadcast").algorithm.empty());
  CHECK(nccl_function_name("reduce_scatter") == "ReduceScatter");
}

TEST_CASE("the log follower returns complete new lines only, and survives truncation", "[bench_host][nccl_log]") {
  const std::string path = "/tmp/ledgerlab-test-follow-" + std::to_string(::getpid()) + ".log";
  std::remove(path.c_str());
  log_follower f(path);
  CHECK(f.new_lines().empty());  // no file yet
  {
    std::ofstream o(path);
    o << "one\ntwo\nthr";
  }
  CHECK(f.new_lines() == std::vector<std::string>{"one", "two"});
  {
    std::ofstream o(path, std::ios::app);
    o << "ee\nfour\n";
  }
  CHECK(f.new_lines() == std::vector<std::string>{"three", "four"});
  CHECK(f.new_lines().empty());
  {
    std::ofstream o(path);  // truncated and rewritten
    o << "x\n";
  }
  CHECK(f.new_lines() == std::vector<std::string>{"x"});
  std::remove(path.c_str());
  CHECK(plan_nccl_log(nullptr, "/tmp/x", "h", 7).file == "/tmp/x/ledgerlab-nccl.h.7.log");
  CHECK_FALSE(plan_nccl_log("WARN", "/tmp", "h", 7).capture);
  CHECK(plan_nccl_log("", "", "h", 7).capture);
}

TEST_CASE("telemetry summaries: medians, ranges, OR of clock-event reasons", "[bench_host][telemetry]") {
  const json s = summarize_samples({{{"sm_mhz", 1980}, {"power_w", 700.0}, {"throttle_reasons", 4u}},
                                    {{"sm_mhz", 1755}, {"power_w", 699.0}, {"throttle_reasons", 0u}},
                                    {{"sm_mhz", 1830}, {"power_w", 650.0}, {"throttle_reasons", 64u}}});
  CHECK(s.at("sm_mhz").at("median") == 1830);
  CHECK(s.at("sm_mhz").at("min") == 1755);
  CHECK(s.at("power_w").at("max") == 700.0);
  CHECK(s.at("throttle_reasons") == 68u);
  CHECK(s.at("samples") == 3);
  CHECK(summarize_samples({}).at("samples") == 0);
  std::atomic<int> calls{0};
  telemetry_sampler t([&] { return json{{"sm_mhz", 1000 + calls++}}; }, 0.005);
  // Until the sampler has probed twice (a few 5 ms intervals), not a fixed 60 ms: on a loaded machine
  // its thread may not have been scheduled twice by then. 10 s at most.
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (calls.load() < 2 && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  const json r = t.stop();
  CHECK(r.at("samples").get<int>() >= 2);
  CHECK(r.at("sm_mhz").at("min") == 1000);
  telemetry_sampler failing([]() -> json { throw std::runtime_error("nvml gone"); }, 0.005);
  CHECK(failing.stop().at("samples") == 0);  // a failing probe never fails the measurement
}

namespace {
bench_op toy_op(std::vector<long long> wrongs) {
  auto n_check = std::make_shared<int>(0);
  auto w = std::make_shared<std::vector<long long>>(std::move(wrongs));
  bench_op op;
  op.group = "memory", op.name = "toy";
  op.points = {{1e6, "", 1e6, {}}, {2e6, "", 2e6, {}}};
  op.check = [n_check, w](const bench_point&) { return (*w)[static_cast<std::size_t>((*n_check)++) % w->size()]; };
  op.run = [](const bench_point& p) { return p.size * 1e-12; };
  op.warmup = 1, op.min_iters = 3, op.max_iters = 7;
  return op;
}
}  // namespace

TEST_CASE("harness: #wrong before timing reports no time, the re-check after timing can fail it", "[bench_host][harness]") {
  bench_options opt;
  opt.progress = false;
  rank_ctx ctx;
  watchdog wd(ctx);
  harness h(opt, ctx, wd, 10);
  const json good = h.run(toy_op({0}), 1);
  REQUIRE(good.at("points").size() == 2);
  CHECK(good.at("points")[0].contains("median_s"));
  CHECK(good.at("points")[0].at("iters") == 7);
  CHECK(good.at("wrong") == 0);
  const json bad = h.run(toy_op({0, 5}), 1);  // second point wrong before timing
  CHECK(bad.at("points")[1].at("wrong") == 5);
  CHECK_FALSE(bad.at("points")[1].contains("median_s"));
  bench_op op = toy_op({0});
  op.recheck = [](const bench_point& p) -> long long { return p.size > 1.5e6 ? 3 : 0; };
  const json after = h.run(op, 1);
  CHECK(after.at("points")[0].contains("median_s"));
  CHECK(after.at("points")[1].at("wrong") == 3);
  CHECK(after.at("points")[1].at("wrong_after_timing") == true);
  CHECK_FALSE(after.at("points")[1].contains("median_s"));
  CHECK(after.at("wrong") == 3);
  CHECK(h.wrong_total() == 8);
}

TEST_CASE("harness: past the hard stop an op still gets one timed size, then skips the rest", "[bench_host][harness]") {
  bench_options opt;
  opt.progress = false;
  rank_ctx ctx;
  watchdog wd(ctx);
  harness h(opt, ctx, wd, 0);  // a run already past 3 × its budget ...
  h.hard_stop_slack_s = 0;     // ... and past the stop's slack
  bench_op op = toy_op({0});
  op.points.push_back({4e6, "", 4e6, {}});
  const json r = h.run(op, 0);
  REQUIRE(r.at("points").size() == 3);
  CHECK(r.at("points")[0].contains("median_s"));  // the first size is timed, at minimum iterations
  CHECK(r.at("points")[0].at("iters") == op.min_iters);
  CHECK(r.at("points")[1].at("skipped") == "time budget");
  CHECK(r.at("points")[2].at("skipped") == "time budget");
  const json bad_first = h.run(toy_op({7, 0}), 0);  // a first size wrong before timing: the next one is timed
  CHECK_FALSE(bad_first.at("points")[0].contains("median_s"));
  CHECK(bad_first.at("points")[1].contains("median_s"));
}

TEST_CASE("harness: checks count in the point's budget, batches, statistics, telemetry", "[bench_host][harness]") {
  bench_options opt;
  opt.progress = false;
  rank_ctx ctx;
  watchdog wd(ctx);
  harness h(opt, ctx, wd, 10);
  bench_op op = toy_op({0});
  op.points.resize(1);
  op.check = [](const bench_point&) {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    return 0LL;
  };
  op.run = [](const bench_point&) { return 1e-3; };  // 1 ms per iteration: 40 would fit in 40 ms ...
  op.max_iters = 1000;
  CHECK(h.run(op, 0.04).at("points")[0].at("iters") == op.min_iters);  // ... but the 2 × 30 ms of checks do not
  auto batches = std::make_shared<std::vector<int>>();
  op.check = [](const bench_point&) { return 0LL; };
  op.run = nullptr;
  op.max_batch = 4;
  op.min_iters = 10, op.max_iters = 10, op.warmup = 2;
  op.run_batch = [batches](const bench_point&, int n) {
    batches->push_back(n);
    std::vector<double> t;
    for (int i = 0; i < n; ++i) t.push_back(1e-3 * (i + 1));
    return t;
  };
  op.telemetry = [] { return json{{"sm_mhz", 1500}}; };
  const json r = h.run(op, 1);
  CHECK(*batches == std::vector<int>{2, 4, 4, 2});  // warm-up 2, then 10 in batches of at most 4
  const json& p = r.at("points")[0];
  CHECK(p.at("iters") == 10);
  CHECK(p.at("min_s") == 1e-3);
  CHECK(p.at("best5_median_s") == Approx(1e-3).epsilon(1e-12));
  CHECK(p.at("telemetry").at("samples").get<int>() >= 1);
  CHECK(p.contains("check_s"));
  const json st = time_stats({4, 1, 3, 2, 10, 5});
  CHECK(st.at("median_s") == 3.5);
  CHECK(st.at("min_s") == 1);
  CHECK(st.at("best5_median_s") == 3);
}
