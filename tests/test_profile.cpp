// Tests for core/calib_profile (calibrate's profile builder and report) and for hardware-profile
// validation through handle(): a built profile round-trips through parse_hardware and the API,
// links follow the ring conversion of calibration.md §10, flags fire, and malformed or hostile
// profiles are rejected with the field named (never a crash).
#include <catch2/catch.hpp>
#include <cmath>

#include "core/calib/profile.h"
#include "core/calib/profile_parts.h"
#include "core/ledger/collectives.h"
#include "core/ledger/gemm_shape.h"
#include "core/spec/hardware.h"
#include "test_helpers.h"

using namespace ledgerlab;
using ledgerlab_test::call;

namespace {
// A timed point with iterations t·(1 ± small spread).
json point(double size, double work, double t, int iters = 7) {
  json times = json::array();
  for (int i = 0; i < iters; ++i) times.push_back(t * (1 + 0.002 * (i - iters / 2)));
  return {{"size", size}, {"work", work}, {"wrong", 0}, {"times_s", times}, {"median_s", t}, {"p10_s", t * 0.995},
          {"p90_s", t * 1.005}, {"min_s", t * (1 - 0.002 * (iters / 2))}, {"mean_s", t}};
}

// Synthetic bench results: fp32 matmul, four memory kernels, and an all_reduce over n ranks with
// t = alpha + S/balg (S from 8 B to 64 MiB).
json synthetic_results(const std::string& backend, const std::string& name, int n, double alpha, double balg) {
  json ops = json::array();
  json mm = {{"group", "matmul"}, {"name", backend == "cuda" ? "bf16" : "fp32"}, {"unit", "FLOP/s"}, {"ranks", 1},
             {"bus_factor", 1}, {"wrong", 0}, {"points", json::array()}};
  for (double s : {512.0, 1024.0, 2048.0}) {
    const double f = 2 * s * s * s;
    json p = point(f, f, f / (backend == "cuda" ? 8e14 : 5e10) * (s == 2048 ? 1 : 1.25));
    p["shape"] = {s, s, s};
    mm["points"].push_back(p);
  }
  ops.push_back(mm);
  const double bw = backend == "cuda" ? 3e12 : 1e10;
  for (auto [k, mult] : std::vector<std::pair<const char*, double>>{{"copy", 2}, {"triad", 3}, {"read", 1}, {"write", 1}}) {
    const double w = 8.0 * (1 << 24);
    ops.push_back({{"group", "memory"}, {"name", k}, {"unit", "B/s"}, {"ranks", 1}, {"bus_factor", 1}, {"wrong", 0},
                   {"points", {point(w, mult * w, mult * w / bw)}}});
  }
  if (n >= 2) {
    json ar = {{"group", "collective"}, {"name", "all_reduce"}, {"unit", "B/s"}, {"scope", "intra"}, {"ranks", n},
               {"bus_factor", busbw_factor(collective_kind::all_reduce, n)}, {"wrong", 0}, {"points", json::array()}};
    for (double s = 8; s <= 67108864; s *= 2) ar["points"].push_back(point(s, s, alpha + s / balg));
    ops.push_back(ar);
  }
  return {{"backend", backend},
          {"device", {{"name", name}, {"memory_bytes", backend == "cuda" ? 8.5e10 : 2.4e10}}},
          {"gpus_per_node", n},
          {"nodes", 1},
          {"ranks", n},
          {"provenance", {{"host", "test"}}},
          {"ops", ops}};
}

calib_meta meta() {
  calib_meta m;
  m.command = "ledgerlab calibrate --test";
  m.date = "2026-01-01T00:00:00Z";
  m.version = "test";
  return m;
}

json memory_request(const json& hw) { return {{"op", "memory"}, {"model", {{"params", 7e9}}}, {"hardware", hw}}; }
}  // namespace

TEST_CASE("a CPU profile is a valid hardware object and round-trips", "[profile]") {
  const double alpha = 4e-6, balg = 2e9;
  const json res = synthetic_results("cpu", "Test CPU", 2, alpha, balg);
  const json prof = build_calibrated_profile(res, meta());
  CHECK(prof.at("source") == "calibrated");
  CHECK(prof.at("profile_version") == 1);
  CHECK(prof.at("flags").empty());
  // The API accepts it as the hardware object, and text round-trip keeps every byte of meaning.
  const json r = call(memory_request(prof).dump());
  INFO(r.dump());
  REQUIRE(r.value("ok", false));
  const json again = json::parse(prof.dump(2));
  const hardware_spec hw = parse_hardware(again, "/hardware");
  CHECK(hw.doc == prof);
  CHECK(hw.source == "calibrated");
  // Measured peak (no datasheet for a CPU): best shape 2048³ at 5e10 FLOP/s.
  CHECK_THAT(hw.peak_flops_per_s.at("fp32"), Catch::Matchers::WithinRel(5e10, 1e-9));
  CHECK(hw.peak_flops_per_s.at("tf32") == hw.peak_flops_per_s.at("fp32"));  // fp32 activations compute as "tf32"
  CHECK(hw.peak_flops_per_s.count("bf16") == 0);                             // not measured, not invented
  CHECK(prof.at("achieved_flops_per_s").at("fp32").at("best_shape") == json({2048.0, 2048.0, 2048.0}));
  // triad, read+write counted, best of N (BabelStream): the fastest iteration ran 0.6 % under the median
  CHECK_THAT(hw.hbm_bytes_per_s, Catch::Matchers::WithinRel(1e10 / 0.994, 1e-9));
  // Links from the ring all-reduce fit (calibration.md §10): B = B_alg·2(n−1)/n, latency = α/(2(n−1)).
  CHECK_THAT(hw.intra_node.bytes_per_s, Catch::Matchers::WithinRel(balg * 2 * 1 / 2, 1e-6));
  CHECK_THAT(hw.intra_node.latency_s, Catch::Matchers::WithinRel(alpha / 2, 1e-6));
  const json& seg = prof.at("collectives").at("all_reduce").at("2");
  CHECK(seg.at("scope") == "intra");
  CHECK(seg.at("protocol_segments").size() == 1);
  CHECK(seg.at("r2").get<double>() > 0.9999);
  // The core's collective model on the fitted link reproduces the measured time.
  const double s = 1 << 20;
  const collective_cost c = collective_time(collective_kind::all_reduce, collective_algo::ring, s, 2, hw.intra_node, false);
  CHECK_THAT(c.time_s, Catch::Matchers::WithinRel(alpha + s / balg, 1e-6));
}

TEST_CASE("two regimes: link latency from the small sizes, bandwidth from the large", "[profile]") {
  // LL-like below 64 KiB (α 2 µs, 2 GB/s), Simple-like above (α 30 µs, 20 GB/s), 4 ranks.
  json res = synthetic_results("cpu", "Test CPU", 4, 0, 1);
  json& ar = res["ops"].back();
  ar["points"] = json::array();
  for (double s = 8; s <= 67108864; s *= 2) ar["points"].push_back(point(s, s, s < 65536 ? 2e-6 + s / 2e9 : 3e-5 + s / 2e10));
  const json prof = build_calibrated_profile(res, meta());
  const json& segs = prof.at("collectives").at("all_reduce").at("4").at("protocol_segments");
  REQUIRE(segs.size() == 2);
  const json& intra = prof.at("links").at("intra_node");
  CHECK_THAT(intra.at("bytes_per_s").get<double>(), Catch::Matchers::WithinRel(2e10 * 6 / 4, 1e-3));  // B_alg·2(n−1)/n
  CHECK_THAT(intra.at("latency_s").get<double>(), Catch::Matchers::WithinRel(2e-6 / 6, 1e-3));         // α/(2(n−1))
  CHECK(intra.at("description").get<std::string>().find("2 regimes") != std::string::npos);
}

TEST_CASE("a size regime whose fit is no latency is left out and flagged, and the profile still loads", "[profile]") {
  // An MPI all-reduce on an oversubscribed machine: below 1 MiB t = 4 µs + S/2 GB/s; above it the time stopped
  // growing with the size (1.3 s whatever the size), so that regime's fitted α is 1.3 s, no latency.
  json res = synthetic_results("cpu", "Test CPU", 2, 0, 1);
  json& ar = res["ops"].back();
  ar["points"] = json::array();
  for (double s = 8; s <= 67108864; s *= 2) ar["points"].push_back(point(s, s, s < 1048576 ? 4e-6 + s / 2e9 : 1.3 + s / 1e13));
  const json prof = build_calibrated_profile(res, meta());
  const json& entry = prof.at("collectives").at("all_reduce").at("2");
  REQUIRE(entry.contains("dropped_segments"));
  CHECK(entry.at("dropped_segments").size() == 1);
  CHECK(entry.at("dropped_segments")[0].at("alpha_s").get<double>() > max_segment_alpha_s);
  for (const json& sg : entry.at("protocol_segments")) CHECK(sg.at("alpha_s").get<double>() <= max_segment_alpha_s);
  CHECK(std::find(prof.at("flags").begin(), prof.at("flags").end(), "collective_fit_unusable") != prof.at("flags").end());
  // The profile the build wrote loads (it had been rejected: "protocol segment alpha_s must be below 1 s"), and the
  // link comes from the regimes kept: 2 GB/s, not the left-out regime's 10 TB/s.
  const json r = call(memory_request(prof).dump());
  INFO(r.dump());
  CHECK(r.value("ok", false));
  const hardware_spec hw = parse_hardware(json::parse(prof.dump()), "/hardware");
  CHECK_THAT(hw.intra_node.bytes_per_s, Catch::Matchers::WithinRel(2e9 * 2 * 1 / 2, 0.05));
  // Every size at 1.3 s: no regime is kept; the link falls back to the copy rate and says why (not "one rank").
  for (json& p : ar["points"]) {
    const double s = p.at("size").get<double>();
    p = point(s, s, 1.3 + s / 1e13);
  }
  const json none = build_calibrated_profile(res, meta());
  CHECK(none.at("collectives").at("all_reduce").at("2").at("protocol_segments").empty());
  const std::string why = none.at("links").at("intra_node").at("description");
  CHECK(why.find("fitted no latency") != std::string::npos);
  CHECK(why.find("one rank") == std::string::npos);
  CHECK(call(memory_request(none).dump()).value("ok", false));
}

TEST_CASE("one rank: links marked not measured, profile still valid", "[profile]") {
  const json prof = build_calibrated_profile(synthetic_results("cpu", "Test CPU", 1, 0, 0), meta());
  CHECK(prof.at("flags") == json({"links_not_measured"}));
  CHECK(prof.at("links").at("intra_node").at("latency_s") == 0);
  CHECK_THAT(prof.at("links").at("intra_node").at("bytes_per_s").get<double>(), Catch::Matchers::WithinRel(1e10 / 0.994 / 2, 1e-9));
  CHECK(call(memory_request(prof).dump()).value("ok", false));
}

TEST_CASE("a GPU profile keeps datasheet peaks and measures the fractions", "[profile]") {
  json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 8, 2e-5, 3e11);
  CHECK(match_datasheet("NVIDIA H100 80GB HBM3") == "h100-sxm");
  CHECK(match_datasheet("NVIDIA H100 PCIe") == "h100-pcie");
  CHECK(match_datasheet("NVIDIA A100-SXM4-40GB") == "a100-40gb-sxm");
  CHECK(match_datasheet("NVIDIA H200") == "h200-sxm");
  CHECK(match_datasheet("NVIDIA H200 NVL") == "h200-nvl");       // a PCIe card: its own datasheet entry
  CHECK(match_datasheet("NVIDIA H100 NVL") == "");               // no catalog entry: not the PCIe part's numbers
  CHECK(match_datasheet("NVIDIA GH200 480GB") == "");            // Grace Hopper is not an H200 SXM
  CHECK(match_datasheet("Some CPU") == "");
  const json prof = build_calibrated_profile(res, meta());
  CHECK(prof.at("peak_flops_per_s").at("bf16") == 9.89e14);  // assets/presets/hardware/h100-sxm.json
  CHECK_THAT(prof.at("efficiency").at("matmul").get<double>(), Catch::Matchers::WithinRel(8e14 / 9.89e14, 1e-9));
  CHECK_THAT(prof.at("efficiency").at("hbm").get<double>(), Catch::Matchers::WithinRel(3e12 / 0.994 / 3.35e12, 1e-9));
  CHECK(prof.at("efficiency").at("collective") == 1.0);
  CHECK(prof.at("hbm_bytes_per_s") == 3.35e12);
  CHECK(prof.at("calibration").at("datasheet") == "h100-sxm");
  // busbw = 3e11·2·7/8 = 525 GB/s > the 450 GB/s NVLink datasheet: flagged.
  CHECK(std::find(prof.at("flags").begin(), prof.at("flags").end(), "busbw_over_line_rate") != prof.at("flags").end());
  // Single node: inter_node from the datasheet (× catalog efficiency), said so.
  CHECK(prof.at("links").at("inter_node").at("description").get<std::string>().find("not measured") != std::string::npos);
  CHECK(call(memory_request(prof).dump()).value("ok", false));
  CHECK_FALSE(prof.contains("sm_count"));  // the synthetic device reports no SM count
  json with_sms = res;
  with_sms["device"]["sms"] = 132;  // cudaDeviceProp::multiProcessorCount on an H100 SXM
  const json prof_sms = build_calibrated_profile(with_sms, meta());
  CHECK(prof_sms.at("sm_count") == 132);
  CHECK(parse_hardware(prof_sms, "/hardware").sm_count == 132);
  // --datasheet none: measured peaks, no efficiency block.
  calib_meta m = meta();
  m.datasheet_id = "none";
  const json bare = build_calibrated_profile(res, m);
  CHECK(!bare.contains("efficiency"));
  CHECK_THAT(bare.at("peak_flops_per_s").at("bf16").get<double>(), Catch::Matchers::WithinRel(8e14, 1e-9));
}

TEST_CASE("flags: correctness, throttling, straggler", "[profile]") {
  json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 8, 2e-5, 1e11);
  res["ops"][0]["wrong"] = 3;
  res["ops"][0]["points"][0] = {{"size", 1}, {"work", 1}, {"wrong", 3}};
  res["per_rank"] = json::array();
  res["gpus"] = json::array();
  for (int r = 0; r < 8; ++r) {
    // GPU 2 runs 1200 MHz at 350 of 700 W: not the power limit -> throttled. The others run
    // 1755 MHz at the 700 W limit: power capped, normal on H100 under GEMMs.
    const bool slow_clock = r == 2;
    res["per_rank"].push_back({{"rank", r}, {"gpu", 0}, {"host", "n" + std::to_string(r)},
                               {"matmul_flops_per_s", r == 5 ? 7e14 : 8e14},
                               {"telemetry", {{"sm_mhz", {{"median", slow_clock ? 1200 : 1755}}},
                                              {"power_w", {{"median", slow_clock ? 350.0 : 699.0}}},
                                              {"throttle_reasons", slow_clock ? 0u : 4u}, {"samples", 20}}}});
    res["gpus"].push_back({{"rank", r}, {"gpu", 0}, {"nvml", {{"application_sm_mhz", 1980}, {"power_limit_w", 700.0}}}});
  }
  const json prof = build_calibrated_profile(res, meta());
  const json& f = prof.at("flags");
  for (const char* want : {"correctness_failed", "throttling", "straggler_gpu"}) {
    INFO(want << " in " << f.dump());
    CHECK(std::find(f.begin(), f.end(), want) != f.end());
  }
  bool rank5 = false, rank2 = false, others = false;
  for (const json& d : prof.at("calibration").at("flag_details")) {
    const std::string t = d.at("detail").get<std::string>();
    rank5 |= d.at("flag") == "straggler_gpu" && t.find("rank 5") != std::string::npos;
    rank2 |= d.at("flag") == "throttling" && t.find("rank 2") != std::string::npos;
    others |= d.at("flag") == "throttling" && t.find("rank 2") == std::string::npos;
  }
  CHECK(rank5);
  CHECK(rank2);
  CHECK_FALSE(others);  // power capping under load is not throttling
  CHECK(prof.at("calibration").at("clocks").at(0).at("verdict") == "power capped");
  const std::string report = calib_report(res, prof);
  CHECK(report.find("straggler_gpu") != std::string::npos);
  CHECK(report.find("datasheet") != std::string::npos);
  CHECK(report.find("power capped") != std::string::npos);
}

TEST_CASE("clock verdict: against the application clock under the power limit, not the maximum", "[profile]") {
  const json nvml = {{"application_sm_mhz", 1980}, {"power_limit_w", 700.0}};
  auto tele = [](double sm, double w, unsigned long long reasons) {
    return json{{"sm_mhz", {{"median", sm}}}, {"power_w", {{"median", w}}}, {"throttle_reasons", reasons}};
  };
  CHECK(clock_verdict(tele(1980, 500, 0), nvml).at("verdict") == "application clock");
  CHECK(clock_verdict(tele(1755, 698, 0), nvml).at("verdict") == "power capped");   // at the limit
  CHECK(clock_verdict(tele(1755, 520, 0x4), nvml).at("verdict") == "power capped"); // SW power cap bit
  const json t = clock_verdict(tele(1200, 350, 0), nvml);
  CHECK(t.at("verdict") == "throttled");
  CHECK(t.at("throttled") == true);
  CHECK(t.at("detail").get<std::string>().find("not explained by the power limit") != std::string::npos);
  CHECK(clock_verdict(tele(1950, 400, 0x40), nvml).at("verdict") == "throttled");  // HW thermal slowdown
  CHECK(clock_verdict(tele(1950, 400, 0x20), nvml).at("detail").get<std::string>().find("SW thermal") != std::string::npos);
  CHECK(clock_verdict(tele(1200, 0, 0), {{"application_sm_mhz", 1980}}).at("verdict") == "unknown");  // no power: no verdict
  CHECK(clock_verdict(json::object(), nvml).at("verdict") == "unknown");
}

TEST_CASE("memory and host link over every GPU: best of N, the slowest GPU, slow links flagged", "[profile]") {
  json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 2, 2e-5, 1e11);
  json ops = json::array();
  for (const json& op : res["ops"])
    if (op["group"] != "memory") ops.push_back(op);
  for (int g = 0; g < 4; ++g) {
    const double bw = g == 3 ? 2.7e12 : 3.0e12, w = 3 * 8.0 * (1 << 24);
    ops.push_back({{"group", "memory"}, {"name", "triad"}, {"unit", "B/s"}, {"gpu", g}, {"rank", 0}, {"points", {point(w / 3, w, w / bw)}}});
    const double h2d = g == 1 ? 2.5e10 : 5.5e10, b = 268435456;
    ops.push_back({{"group", "host_link"}, {"name", "h2d_pinned"}, {"unit", "B/s"}, {"gpu", g}, {"rank", 0}, {"points", {point(b, b, b / h2d)}}});
    ops.push_back({{"group", "host_link"}, {"name", "h2d_latency"}, {"unit", "s"}, {"gpu", g}, {"rank", 0}, {"points", {point(8, 8, g == 2 ? 2e-5 : 1e-5)}}});
  }
  ops.push_back({{"group", "memory"}, {"name", "triad_concurrent"}, {"unit", "B/s"}, {"gpu", 0}, {"concurrent", true},
                 {"gpus", {0, 1, 2, 3}}, {"points", {point(1, 2.9e12, 1.0)}}});
  res["ops"] = ops;
  res["gpus"] = {{{"rank", 0}, {"gpu", 3}, {"nvml", {{"pcie", {{"gen", 5}, {"width", 8}, {"max_gen", 5}, {"max_width", 16}}}}}}};
  const json prof = build_calibrated_profile(res, meta());
  const json& hbm = prof.at("hbm");
  CHECK_THAT(hbm.at("triad_bytes_per_s").get<double>(), Catch::Matchers::WithinRel(2.7e12 / 0.994, 1e-9));  // GPU 3, best
  CHECK_THAT(hbm.at("triad_median_bytes_per_s").get<double>(), Catch::Matchers::WithinRel(2.7e12, 1e-9));
  CHECK(hbm.at("per_gpu").size() == 4);
  CHECK(hbm.at("concurrent").contains("triad_concurrent_bytes_per_s"));
  CHECK(hbm.at("statistic").get<std::string>().find("best of the timed iterations") != std::string::npos);
  const json& hl = prof.at("host_link");
  CHECK_THAT(hl.at("h2d_bytes_per_s").get<double>(), Catch::Matchers::WithinRel(2.5e10, 1e-9));  // the slowest GPU
  CHECK_THAT(hl.at("latency_s").get<double>(), Catch::Matchers::WithinRel(2e-5, 1e-9));         // the highest latency
  int slow = 0;
  for (const json& d : prof.at("calibration").at("flag_details")) slow += d.at("flag") == "slow_host_link";
  CHECK(slow == 2);  // GPU 1 at 25 GB/s vs the 55 GB/s median, and GPU 3's x8 link
  CHECK(call(memory_request(prof).dump()).value("ok", false));
}

TEST_CASE("collective variants: the primary is fp32 out of place with NVLS off, the others keep their fits", "[profile]") {
  json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 8, 2e-5, 2e11);
  const json base = res["ops"].back();  // all_reduce fp32, 8 ranks
  json nvls = base, off = base, bf16 = base, inplace = base;
  nvls["dtype"] = "fp32", nvls["in_place"] = false, nvls["nvls"] = "NCCL's choice";
  for (json& p : nvls["points"]) p["nccl_algorithm"] = p["size"].get<double>() < 65536 ? "NVLS_TREE" : "NVLS", p["nccl_protocol"] = "SIMPLE";
  off["dtype"] = "fp32", off["in_place"] = false, off["nvls"] = "off (NCCL_ALGO=^NVLS,NVLSTree)";
  for (json& p : off["points"]) p["nccl_algorithm"] = "RING", p["nccl_protocol"] = "LL128";
  bf16["dtype"] = "bf16", bf16["in_place"] = false, bf16["nvls"] = "NCCL's choice";
  inplace["dtype"] = "fp32", inplace["in_place"] = true, inplace["nvls"] = "NCCL's choice";
  res["ops"].erase(res["ops"].size() - 1);
  for (const json& o : {nvls, bf16, inplace, off}) res["ops"].push_back(o);
  const json prof = build_calibrated_profile(res, meta());
  const json& e = prof.at("collectives").at("all_reduce").at("8");
  CHECK(e.at("variant") == "fp32 out-of-place, NVLS off");
  CHECK(e.at("nvls") == false);
  CHECK(e.at("nccl_algorithms").at(0).at("algorithm") == "RING");
  REQUIRE(e.at("variants").size() == 3);
  bool saw_nvls = false;
  for (const json& v : e.at("variants")) saw_nvls |= v.at("nvls") == true;
  CHECK(saw_nvls);
  // Links come from the primary (ring, NVLS off).
  CHECK(prof.at("links").at("intra_node").at("description").get<std::string>().find("fitted") == 0);
  const std::string rep = calib_report(res, prof);
  CHECK(rep.find("bf16 out-of-place") != std::string::npos);
  CHECK(rep.find("NVLS/SIMPLE") != std::string::npos);
}

TEST_CASE("calibrate --only: a part not measured comes from the datasheet, or the build says what is missing", "[profile]") {
  json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 8, 2e-5, 2e11);
  json ops = json::array();
  for (const json& op : res["ops"])
    if (op["group"] == "collective") ops.push_back(op);
  res["ops"] = ops;
  res["parts"] = {"collectives"};
  const json prof = build_calibrated_profile(res, meta());
  CHECK(prof.at("peak_flops_per_s").at("bf16") == 9.89e14);
  CHECK(prof.at("efficiency").at("matmul") == 0.8);  // the catalog's, said so
  CHECK(std::find(prof.at("flags").begin(), prof.at("flags").end(), "not_measured") != prof.at("flags").end());
  CHECK(call(memory_request(prof).dump()).value("ok", false));
  calib_meta m = meta();
  m.datasheet_id = "none";
  try {
    build_calibrated_profile(res, m);
    FAIL("expected an error");
  } catch (const api_error& err) {
    CHECK(err.path == "/parts");
    CHECK(std::string(err.what()).find("--datasheet") != std::string::npos);
  }
  // Measured and failed is not the same as not measured: that stays an error at /ops.
  res["parts"] = {"gemm", "collectives"};
  try {
    build_calibrated_profile(res, meta());
    FAIL("expected an error");
  } catch (const api_error& err) {
    CHECK(err.path == "/ops");
  }
}

TEST_CASE("a measured figure above the datasheet is flagged, not hidden by the clamp", "[profile]") {
  // An H100 NVL (3.9 TB/s) matched to a 2 TB/s datasheet would read 195 %: the clamp to 1 must not hide it.
  json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 8, 2e-5, 2e11);
  calib_meta m = meta();
  m.datasheet_id = "h100-pcie";
  const json prof = build_calibrated_profile(res, m);
  CHECK(prof.at("efficiency").at("matmul") == 1.0);
  CHECK(prof.at("calibration").at("measured_over_datasheet").at("matmul").get<double>() > 1.0);
  CHECK(std::find(prof.at("flags").begin(), prof.at("flags").end(), "above_datasheet") != prof.at("flags").end());
}

TEST_CASE("the report prints measured next to datasheet and predicted busbw", "[profile]") {
  const json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 8, 2e-5, 3e11);
  const json prof = build_calibrated_profile(res, meta());
  const std::string rep = calib_report(res, prof);
  CHECK(rep.find("989 TFLOP/s") != std::string::npos);   // bf16 datasheet peak
  CHECK(rep.find("80.9%") != std::string::npos);          // 800/989 measured ratio
  CHECK(rep.find("predicted busbw") != std::string::npos);
  CHECK(rep.find("all_reduce  n=8  intra") != std::string::npos);
  CHECK(rep.find("flags:") != std::string::npos);
}

TEST_CASE("malformed bench results name the field", "[profile]") {
  auto err_path = [](const json& res) {
    try {
      build_calibrated_profile(res, meta());
    } catch (const api_error& e) {
      return e.path;
    }
    return std::string("no error");
  };
  json res = synthetic_results("cpu", "x", 2, 1e-6, 1e9);
  json r1 = res;
  r1.erase("device");
  CHECK(err_path(r1) == "/device");
  json r2 = res;
  r2["ops"][5]["points"][3]["times_s"][2] = -1;
  CHECK(err_path(r2) == "/ops/5/points/3/times_s/2");
  json r3 = res;
  r3["ops"] = json::array();
  CHECK(err_path(r3) == "/ops");
  json r4 = res;
  r4["device"]["memory_bytes"] = "lots";
  CHECK(err_path(r4) == "/device/memory_bytes");
}

TEST_CASE("hostile profile files are rejected with the field named", "[profile]") {
  const json good = build_calibrated_profile(synthetic_results("cpu", "Test CPU", 2, 4e-6, 2e9), meta());
  struct bad_case {
    std::function<void(json&)> edit;
    const char* code;
    const char* path;
  };
  const std::vector<bad_case> cases = {
      {[](json& h) { h.erase("links"); }, "missing_field", "/hardware/links"},
      {[](json& h) { h["memory_bytes"] = -1; }, "invalid_value", "/hardware/memory_bytes"},
      {[](json& h) { h["hbm_bytes_per_s"] = "fast"; }, "invalid_value", "/hardware/hbm_bytes_per_s"},
      {[](json& h) { h["peak_flops_per_s"]["fp64"] = 1e12; }, "invalid_value", "/hardware/peak_flops_per_s/fp64"},
      {[](json& h) { h["peak_flops_per_s"] = json::object(); }, "missing_field", "/hardware/peak_flops_per_s"},
      {[](json& h) { h["links"]["intra_node"]["latency_s"] = -1e-6; }, "invalid_value", "/hardware/links/intra_node/latency_s"},
      {[](json& h) { h["links"]["inter_node"].erase("bytes_per_s"); }, "missing_field", "/hardware/links/inter_node/bytes_per_s"},
      {[](json& h) { h["gpus_per_node"] = 1.5; }, "invalid_value", "/hardware/gpus_per_node"},
      {[](json& h) { h["gpus_per_node"] = 1e12; }, "invalid_value", "/hardware/gpus_per_node"},
      {[](json& h) { h["source"] = "guessed"; }, "invalid_value", "/hardware/source"},
      {[](json& h) { h["efficiency"] = {{"matmul", 1.5}}; }, "invalid_value", "/hardware/efficiency/matmul"},
      {[](json& h) { h["rm -rf"] = true; }, "invalid_value", "/hardware/rm -rf"},
      {[](json& h) { h = json::array({1, 2}); }, "invalid_value", "/hardware"},
  };
  for (const auto& c : cases) {
    json h = good;
    c.edit(h);
    const json r = call(memory_request(h).dump());
    INFO(r.dump());
    REQUIRE(!r.value("ok", true));
    CHECK(r["error"]["code"] == c.code);
    CHECK(r["error"]["path"] == c.path);
  }
  // Text that is not JSON, absurd numbers, deep nesting, a huge name: errors or values, never a crash.
  CHECK(call(R"({"op":"memory","model":{"params":7e9},"hardware":{"name":"x","memory_bytes":1e999}})")["error"]["code"] ==
        "parse_error");
  std::string deep = R"({"op":"memory","model":{"params":7e9},"hardware":)" + std::string(200, '[') + std::string(200, ']') + "}";
  CHECK(call(deep)["error"]["code"] == "parse_error");
  json huge = good;
  huge["name"] = std::string(1 << 20, 'x');
  CHECK(call(memory_request(huge).dump()).value("ok", false));
}

TEST_CASE("calibrate fits the GEMM curve from its timed shapes and the step model uses it", "[profile]") {
  // GEMM records generated from a known curve on an H100 (132 SMs, W = the profile's memory figure:
  // the triad's best of N, 3e12 / 0.994): max_efficiency 0.82, 6 µs per kernel, over calibrate's
  // full shape list's kind of spread.
  json res = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 1, 0, 0);
  res["device"]["sms"] = 132;
  gemm_params truth = make_gemm_params(hardware_spec{}, "bf16", 2, 2, 3e12 / 0.994, 132);
  truth.peak_flops_per_s = 9.89e14, truth.max_efficiency = 0.82, truth.overhead_s = 6e-6;
  json& mm = res["ops"][0];
  mm["points"] = json::array();
  const double shapes[][3] = {{512, 512, 512}, {1024, 1024, 1024}, {256, 4096, 4096}, {4096, 4096, 256}, {4096, 4096, 4096}, {8192, 8192, 8192}};
  for (const auto& s : shapes) {
    const double f = 2 * s[0] * s[1] * s[2];
    json p = point(f, f, gemm_time(truth, s[0], s[1], s[2]).time_s);
    p["shape"] = {s[0], s[1], s[2]};
    mm["points"].push_back(p);
  }
  const json prof = build_calibrated_profile(res, meta());
  REQUIRE(prof.contains("gemm"));
  const json& c = prof.at("gemm").at("bf16");
  CHECK_THAT(c.at("max_efficiency").get<double>(), Catch::Matchers::WithinRel(0.82, 2e-3));
  CHECK(std::fabs(c.at("overhead_s").get<double>() - 6e-6) < 1e-9);
  CHECK(c.at("fit").at("points") == 6);
  CHECK(c.at("ceiling").get<double>() <= 0.82);  // the best timed shape's fraction
  CHECK(prof.at("gemm").at("source").get<std::string>().find("fitted by ledgerlab calibrate") != std::string::npos);
  const std::string report = calib_report(res, prof);
  CHECK(report.find("bf16 GEMM curve: max efficiency 0.82") != std::string::npos);
  CHECK(report.find("catalog 0.9, 3.75 us") != std::string::npos);
  // the profile parses, and a step answer says its GEMM efficiencies come from it
  const hardware_spec hw = parse_hardware(prof, "/hardware");
  CHECK_THAT(gemm_curve_for(hw, "bf16").max_efficiency, Catch::Matchers::WithinRel(0.82, 2e-3));
  const json step = call(json{{"op", "step"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"seq_len", 2048}, {"micro_batch", 1}}},
                              {"hardware", prof}}.dump());
  REQUIRE(step.value("ok", false));
  CHECK(step.at("gemm_efficiency").at("source").get<std::string>().find("fitted by ledgerlab calibrate") != std::string::npos);
  // one shape only: no curve (the step model falls back to efficiency.matmul)
  json one = synthetic_results("cuda", "NVIDIA H100 80GB HBM3", 1, 0, 0);
  one["ops"][0]["points"] = json::array({one["ops"][0]["points"][2]});
  CHECK_FALSE(build_calibrated_profile(one, meta()).contains("gemm"));
}

TEST_CASE("hostile gemm curves in a profile are rejected with the field named", "[profile]") {
  auto err = [](const json& gemm) {
    json h = {{"preset", "h100-sxm"}, {"gemm", gemm}};
    const json r = call(memory_request(h).dump());
    return r.value("ok", true) ? std::string("ok") : r.at("error").at("path").get<std::string>();
  };
  CHECK(err({{"bf16", {{"max_efficiency", 1.5}}}}) == "/hardware/gemm/bf16/max_efficiency");
  // an override patches the preset's curve (RFC 7386); a new dtype needs max_efficiency
  CHECK(err({{"bf16", {{"overhead_s", 1e-6}}}}) == "ok");
  CHECK(err({{"tf32", {{"overhead_s", 1e-6}}}}) == "/hardware/gemm/tf32/max_efficiency");
  CHECK(err({{"bf16", {{"max_efficiency", 0.8}, {"overhead_s", 5.0}}}}) == "/hardware/gemm/bf16/overhead_s");
  CHECK(err({{"bf17", {{"max_efficiency", 0.8}}}}) == "/hardware/gemm/bf17");
  CHECK(err({{"bf16", {{"max_efficiency", 0.8}, {"ceiling", -1}}}}) == "/hardware/gemm/bf16/ceiling");
  CHECK(err({{"bf16", {{"max_efficiency", 0.8}, {"colour", 1}}}}) == "/hardware/gemm/bf16/colour");
  CHECK(err({{"bf16", {{"max_efficiency", 0.8}, {"overhead_s", 2e-6}, {"ceiling", 0.7}}}}) == "ok");
}
