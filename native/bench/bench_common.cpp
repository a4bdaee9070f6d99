// The calibrate harness shared by every backend: sweep, warm-up, budgeted iteration counts (the
// checks count in the budget), the #wrong gate before timing and the re-check after it,
// statistics, telemetry per point, progress display, Ctrl-C and the watchdog.
// Not here: what is measured (one file per op) or how a profile is built (core/calib_profile).
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <memory>
#include <mutex>
#include <thread>

#include "core/calib/fit.h"
#include "native/bench/bench.h"

namespace ledgerlab::bench {

std::atomic<bool> g_interrupted{false};

double now_s() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

static void on_signal(int) { g_interrupted.store(true); }

void install_signal_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
}

std::vector<double> pow2_sizes(double lo, double hi) {
  std::vector<double> v;
  for (double s = std::max(1.0, lo); s <= hi * (1 + 1e-12); s *= 2) v.push_back(std::floor(s));
  return v;
}

// ---- watchdog --------------------------------------------------------------------------------
struct watchdog::impl {
  const rank_ctx& ctx;
  std::mutex mu;
  std::condition_variable cv;
  bool stop = false;
  double deadline = 0;  // 0: disarmed
  std::string what;
  std::function<void()> on_timeout;
  std::thread th;
  explicit impl(const rank_ctx& c) : ctx(c) {}
};

watchdog::watchdog(const rank_ctx& ctx) : p_(new impl(ctx)) {
  p_->th = std::thread([this] {
    std::unique_lock<std::mutex> lk(p_->mu);
    while (!p_->stop) {
      p_->cv.wait_for(lk, std::chrono::milliseconds(50));
      if (p_->stop || p_->deadline == 0 || now_s() < p_->deadline) continue;
      std::fprintf(stderr, "\nledgerlab calibrate: rank %d: %s did not complete in time (watchdog); aborting the run\n",
                   p_->ctx.rank, p_->what.c_str());
      std::fflush(stderr);
      if (p_->on_timeout) p_->on_timeout();
      p_->ctx.abort_all(exit_timeout, /*from_other_thread=*/true);
    }
  });
}

watchdog::~watchdog() {
  {
    std::lock_guard<std::mutex> lk(p_->mu);
    p_->stop = true;
  }
  p_->cv.notify_all();
  p_->th.join();
  delete p_;
}

void watchdog::arm(double seconds, const std::string& what) {
  std::lock_guard<std::mutex> lk(p_->mu);
  p_->deadline = now_s() + seconds;
  p_->what = what;
}

void watchdog::set_on_timeout(std::function<void()> fn) {
  std::lock_guard<std::mutex> lk(p_->mu);
  p_->on_timeout = std::move(fn);
}

void watchdog::disarm() {
  std::lock_guard<std::mutex> lk(p_->mu);
  p_->deadline = 0;
}

// ---- harness ---------------------------------------------------------------------------------
harness::harness(const bench_options& opt, const rank_ctx& ctx, watchdog& wd, double budget_s)
    : opt_(opt), ctx_(ctx), wd_(wd), budget_s_(budget_s), started_(now_s()) {}

void harness::progress(const std::string& what, double frac) {
  if (ctx_.rank != 0 || !opt_.progress) return;
  const double el = now_s() - started_;
  if (isatty(2)) {
    const int width = 30, fill = static_cast<int>(std::clamp(frac, 0.0, 1.0) * width);
    std::fprintf(stderr, "\r[%s%s] %3.0f%%  %5.1f s of ~%.0f s budget  %-40.40s", std::string(fill, '#').c_str(),
                 std::string(width - fill, '.').c_str(), 100 * std::clamp(frac, 0.0, 1.0), el, budget_s_, what.c_str());
  } else {
    std::fprintf(stderr, "calibrate: %3.0f%%  %6.1f s of ~%.0f s budget  %s\n", 100 * std::clamp(frac, 0.0, 1.0), el,
                 budget_s_, what.c_str());
  }
  std::fflush(stderr);
}

static std::string size_text(const bench_point& p) {
  if (!p.label.empty()) return p.label;
  char b[32];
  const double s = p.size;
  if (s >= 1073741824.0) std::snprintf(b, sizeof b, "%g GiB", s / 1073741824.0);
  else if (s >= 1048576.0) std::snprintf(b, sizeof b, "%g MiB", s / 1048576.0);
  else if (s >= 1024.0) std::snprintf(b, sizeof b, "%g KiB", s / 1024.0);
  else std::snprintf(b, sizeof b, "%g B", s);
  return b;
}

json time_stats(const std::vector<double>& times) {
  if (times.empty()) return json::object();
  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  double mean = 0;
  for (double t : times) mean += t / static_cast<double>(times.size());
  const std::vector<double> fastest(sorted.begin(), sorted.begin() + static_cast<long>(std::min<std::size_t>(5, sorted.size())));
  return {{"median_s", median_of(times)}, {"p10_s", percentile_of(times, 10)}, {"p90_s", percentile_of(times, 90)},
          {"min_s", sorted.front()},       {"mean_s", mean},                   {"best5_median_s", median_of(fastest)}};
}

// n timed iterations: batches of back-to-back iterations (run_batch) or one at a time (run),
// each batch or iteration under the watchdog.
std::vector<double> harness::timed_iterations(const bench_op& op, const bench_point& p, int n, const std::string& what) {
  std::vector<double> times;
  times.reserve(static_cast<std::size_t>(std::max(n, 0)));
  while (static_cast<int>(times.size()) < n) {
    if (g_interrupted.load()) throw interrupted_error();
    if (op.run_batch) {
      const int k = std::min(std::max(1, op.max_batch), n - static_cast<int>(times.size()));
      wd_.arm(opt_.timeout_s, what);
      const std::vector<double> t = op.run_batch(p, k);
      wd_.disarm();
      if (static_cast<int>(t.size()) != k) throw std::runtime_error(what + ": the batch returned " + std::to_string(t.size()) + " times, not " + std::to_string(k));
      times.insert(times.end(), t.begin(), t.end());
    } else {
      if (op.prepare) op.prepare(p);
      wd_.arm(opt_.timeout_s, what);
      times.push_back(op.run(p));
      wd_.disarm();
    }
  }
  return times;
}

json harness::run(const bench_op& op, double op_budget_s) {
  json rec = {{"group", op.group}, {"name", op.name}, {"unit", op.unit}, {"ranks", op.ranks},
              {"bus_factor", op.bus_factor}, {"points", json::array()}};
  if (!op.scope.empty()) rec["scope"] = op.scope;
  for (const auto& [k, v] : op.info.items()) rec[k] = v;
  if (op.collective) rec["rank_statistic"] = op.reduce == rank_stat::mean ? "mean over ranks" : "max over ranks";
  const double per_point = op_budget_s / static_cast<double>(std::max<std::size_t>(1, op.points.size()));
  const double t_op0 = now_s();
  long long op_wrong = 0;
  bool timed_any = false;  // a size of this op has a time (the hard stop waits for one)
  for (const bench_point& p : op.points) {
    if (g_interrupted.load()) throw interrupted_error();
    const std::string what = op.name + " " + size_text(p);
    json pj = {{"size", p.size}, {"work", p.work}};
    if (!p.label.empty()) pj["label"] = p.label;
    if (!p.shape.empty()) pj["shape"] = p.shape;
    // Over budget: past 2× the op's share, every remaining size runs its minimum iterations only;
    // past 3× the whole run's budget (+30 s), the remaining sizes are skipped, but only once the op
    // has one timed size: until then its sizes run at minimum iterations, so every op of the profile
    // has a measurement even on a machine far slower than the budget assumed (a loaded CI machine
    // had skipped whole collectives). Rank 0 decides.
    double over = now_s() - t_op0 > 2 * op_budget_s + per_point ? 1 : 0;
    if (now_s() - started_ > 3 * budget_s_ + hard_stop_slack_s) over = timed_any ? 2 : 1;
    if (op.collective) ctx_.bcast(&over, sizeof over);
    if (over > 1) {
      pj["skipped"] = "time budget";
      rec["points"].push_back(pj);
      continue;
    }
    const double t_point0 = now_s();
    // Correctness before timing (nccl-tests #wrong; style.md §5): a wrong op reports no time.
    wd_.arm(opt_.timeout_s, what + " (correctness check)");
    long long wrong = op.check(p);
    wd_.disarm();
    if (op.collective) wrong = ctx_.sum_all(wrong);
    if (wrong < 0) {  // the op said: not available here (e.g. fp8 before sm_89)
      pj["skipped"] = "not supported on this device";
      rec["points"].push_back(pj);
      continue;
    }
    pj["wrong"] = wrong;
    if (wrong != 0) {
      op_wrong += wrong;
      rec["points"].push_back(pj);
      if (ctx_.rank == 0) std::fprintf(stderr, "\ncalibrate: %s: #wrong = %lld: no time reported\n", what.c_str(), wrong);
      continue;
    }
    const double t_check = now_s() - t_point0;
    std::vector<double> warm;
    const double t_warm0 = now_s();
    if (op.warmup > 0) warm = timed_iterations(op, p, op.warmup, what + " (warm-up)");
    // What one timed iteration costs in wall time (its untimed work and, for K-operation samples,
    // all K included), not only what it reports.
    const double t_warm = warm.empty() ? 1e-3 : std::max(median_of(warm), (now_s() - t_warm0) / static_cast<double>(warm.size()));
    // The point's share of the budget pays for its checks too (counted twice: before and after).
    const double left = std::max(0.0, per_point - 2 * t_check);
    double iters = std::clamp(std::floor(left / std::max(t_warm, 1e-7)), static_cast<double>(op.min_iters),
                              static_cast<double>(op.max_iters));
    if (over > 0) iters = op.min_iters;
    if (op.collective) ctx_.bcast(&iters, sizeof iters);
    std::unique_ptr<telemetry_sampler> sampler;
    if (op.telemetry) sampler = std::make_unique<telemetry_sampler>(op.telemetry);
    std::vector<double> times = timed_iterations(op, p, static_cast<int>(iters), what);
    if (sampler) pj["telemetry"] = sampler->stop();
    if (op.collective) {
      std::vector<double> worst = times;
      ctx_.max_all(worst);
      if (op.reduce == rank_stat::mean) {
        ctx_.mean_all(times);
        pj["slowest_rank_median_s"] = median_of(worst);
      } else {
        times = worst;
      }
    }
    for (double t : times)  // after the reduction: a rank that takes no part may report 0
      if (!(t > 0) || !std::isfinite(t))
        throw std::runtime_error(what + ": a timed iteration took " + std::to_string(t) + " s (the timer failed)");
    // Re-check after timing (nccl-tests re-initialises the data and checks again).
    if (op.recheck) {
      wd_.arm(opt_.timeout_s, what + " (correctness re-check)");
      long long again = op.recheck(p);
      wd_.disarm();
      if (op.collective) again = ctx_.sum_all(again);
      if (again != 0) {
        pj["wrong"] = again;
        pj["wrong_after_timing"] = true;
        op_wrong += again;
        rec["points"].push_back(pj);
        if (ctx_.rank == 0)
          std::fprintf(stderr, "\ncalibrate: %s: #wrong = %lld after timing: no time reported\n", what.c_str(), again);
        continue;
      }
    }
    if (op.point_info) {
      const json extra = op.point_info(p);  // named: items() refers to it
      for (const auto& [k, v] : extra.items()) pj[k] = v;
    }
    const json stats = time_stats(times);
    for (const auto& [k, v] : stats.items()) pj[k] = v;
    const double med = pj["median_s"].get<double>();
    pj["iters"] = times.size();
    pj["times_s"] = times;
    pj["check_s"] = t_check;
    pj["rate"] = p.work / med;  // algbw for collectives
    pj["rate_best"] = p.work / pj["min_s"].get<double>();
    if (op.collective) pj["busbw"] = p.work / med * op.bus_factor;
    rec["points"].push_back(pj);
    timed_any = true;
    if (isatty(2)) progress(what, frac_base_ + frac_span_ * static_cast<double>(rec["points"].size()) /
                                           static_cast<double>(op.points.size()));
  }
  rec["wrong"] = op_wrong;
  wrong_ += op_wrong;
  return rec;
}

json harness::run_all(const std::vector<bench_op>& ops, double budget_s, double frac_lo, double frac_hi) {
  double total_w = 0, done_w = 0;
  for (const auto& op : ops) total_w += op.weight;
  json out = json::array();
  for (const auto& op : ops) {
    frac_base_ = frac_lo + (frac_hi - frac_lo) * done_w / total_w;
    frac_span_ = (frac_hi - frac_lo) * op.weight / total_w;
    progress(op.group + " " + op.name + (op.scope.empty() ? "" : " (" + op.scope + ")"), frac_base_);
    if (op.collective) ctx_.barrier();
    out.push_back(run(op, budget_s * op.weight / total_w));
    done_w += op.weight;
  }
  if (frac_hi >= 1) {
    progress("done", 1);
    if (ctx_.rank == 0 && opt_.progress && isatty(2)) std::fprintf(stderr, "\n");
  }
  return out;
}

}  // namespace ledgerlab::bench
