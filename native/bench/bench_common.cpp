// The calibrate harness shared by every backend: sweep, warm-up, budgeted iteration counts, the
// #wrong gate before timing, median/p10/p90, progress display, Ctrl-C and the watchdog.
// Not here: what is measured (one file per op) or how a profile is built (core/calib_profile).
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <cstdio>
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
      if (on_timeout) on_timeout();
      p_->ctx.abort_all(exit_timeout);
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

json harness::run(const bench_op& op, double op_budget_s) {
  json rec = {{"group", op.group}, {"name", op.name}, {"unit", op.unit}, {"ranks", op.ranks},
              {"bus_factor", op.bus_factor}, {"points", json::array()}};
  if (!op.scope.empty()) rec["scope"] = op.scope;
  const double per_point = op_budget_s / std::max<std::size_t>(1, op.points.size());
  const double t_op0 = now_s();
  long long op_wrong = 0;
  for (const bench_point& p : op.points) {
    if (g_interrupted.load()) throw interrupted_error();
    const std::string what = op.name + " " + size_text(p);
    json pj = {{"size", p.size}, {"work", p.work}};
    if (!p.label.empty()) pj["label"] = p.label;
    if (!p.shape.empty()) pj["shape"] = p.shape;
    // Over budget: past 2× the op's share, every remaining size runs its minimum iterations only;
    // past 3× the whole run's budget (+30 s), the remaining sizes are skipped. Rank 0 decides.
    double over = now_s() - t_op0 > 2 * op_budget_s + per_point ? 1 : 0;
    if (now_s() - started_ > 3 * budget_s_ + 30) over = 2;
    if (op.collective) ctx_.bcast(&over, sizeof over);
    if (over > 1) {
      pj["skipped"] = "time budget";
      rec["points"].push_back(pj);
      continue;
    }
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
    double t_warm = 0;
    for (int w = 0; w < op.warmup; ++w) {
      if (op.prepare) op.prepare(p);
      wd_.arm(opt_.timeout_s, what + " (warm-up)");
      t_warm = op.run(p);
      wd_.disarm();
    }
    double iters = std::clamp(std::floor(per_point / std::max(t_warm, 1e-7)), static_cast<double>(op.min_iters),
                              static_cast<double>(op.max_iters));
    if (over > 0) iters = op.min_iters;
    if (op.collective) ctx_.bcast(&iters, sizeof iters);
    std::vector<double> times;
    times.reserve(static_cast<std::size_t>(iters));
    for (int i = 0; i < static_cast<int>(iters); ++i) {
      if (g_interrupted.load()) throw interrupted_error();
      if (op.prepare) op.prepare(p);
      wd_.arm(opt_.timeout_s, what);
      times.push_back(op.run(p));
      wd_.disarm();
    }
    if (op.collective) ctx_.max_all(times);  // slowest rank per iteration (nccl-tests -I: max over ranks)
    const double med = median_of(times), mn = *std::min_element(times.begin(), times.end());
    double mean = 0;
    for (double t : times) mean += t / static_cast<double>(times.size());
    pj["iters"] = times.size();
    pj["times_s"] = times;
    pj["median_s"] = med;
    pj["p10_s"] = percentile_of(times, 10);
    pj["p90_s"] = percentile_of(times, 90);
    pj["min_s"] = mn;
    pj["mean_s"] = mean;
    pj["rate"] = p.work / med;  // algbw for collectives
    pj["rate_best"] = p.work / mn;
    if (op.collective) pj["busbw"] = p.work / med * op.bus_factor;
    rec["points"].push_back(pj);
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
