// The calibrate harness (nccl-tests' common.cu idea): each benchmark file fills a bench_op
// (points, check, run); the harness does the sweep, warm-up, budgeted timing (checks count in the
// budget), the #wrong gate before timing and the re-check after it, median and percentiles,
// telemetry per point, the progress display and the raw-results JSON that core/calib/profile
// turns into a hardware profile. Backends: bench_cpu.cpp (always), bench_cuda.cu
// (LEDGERLAB_USE_CUDA). See shared/design/calibration.md.
#pragma once
#include <atomic>
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab::bench {

// Exit codes of `ledgerlab calibrate` (also documented in its --help).
constexpr int exit_ok = 0, exit_failure = 1, exit_usage = 2, exit_skipped = 3, exit_wrong = 4,
              exit_timeout = 124, exit_interrupted = 130;

// The parts of a calibration (--only): matmul, memory bandwidth, host/peer copies, collectives.
inline const std::vector<std::string>& bench_parts() {
  static const std::vector<std::string> p = {"gemm", "hbm", "copies", "collectives"};
  return p;
}

struct bench_options {
  bool quick = false;             // --quick: CI-sized sweep (CPU run < 30 s)
  double budget_s = 0;            // stated time budget for the timed part (0: backend default)
  double min_bytes = 8;           // collective sweep, nccl-tests -b / -e (×2 steps)
  double max_bytes = 1073741824;  // 1 GiB
  double timeout_s = 60;          // watchdog: one check or timed batch longer than this aborts the run
  bool progress = true;           // progress display on stderr (rank 0)
  std::set<std::string> only;     // --only: subset of bench_parts(); empty = all
  bool one_rank_collectives = false;  // run the collectives on a 1-rank communicator (harness smoke test)
  bool wants(const std::string& part) const { return only.empty() || only.count(part) > 0; }
};

// Ranks of the run (MPI processes; 1 without a launcher). Collective calls of these hooks must be
// made by every rank in the same order (the harness does).
struct rank_ctx {
  int rank = 0, size = 1;             // world
  int local_rank = 0, local_size = 1; // on this host
  int nodes = 1;
  std::string host;
  bool mpi = false;                   // MPI initialised by us
  bool thread_multiple = false;       // MPI_THREAD_MULTIPLE provided: the watchdog may call MPI_Abort
  void bcast(void* data, int bytes) const;            // from rank 0
  std::string bcast_string(const std::string& s) const;  // rank 0's string on every rank
  void max_all(std::vector<double>& v) const;         // elementwise max over ranks
  void mean_all(std::vector<double>& v) const;        // elementwise mean over ranks
  long long sum_all(long long v) const;
  std::vector<double> gather(double v) const;         // rank 0 gets one value per rank
  std::vector<std::string> gather_strings(const std::string& s) const;  // rank 0 gets one per rank
  void barrier() const;
  // Aborts every rank with code. From a thread other than MPI's (the watchdog) MPI may be entered
  // only under MPI_THREAD_MULTIPLE; otherwise this process exits and the launcher ends the job.
  [[noreturn]] void abort_all(int code, bool from_other_thread = false) const;
};
rank_ctx init_ranks(int* argc, char*** argv);  // MPI_Init_thread when started by mpirun/srun (mpi_ctx.cpp)
void finalize_ranks(rank_ctx& ctx);

// One size of a sweep.
struct bench_point {
  double size = 0;     // S: bytes in the nccl-tests convention, or the problem size
  std::string label;   // "1024x1024x1024", "" for plain sizes
  double work = 0;     // bytes counted (B/s ops) or FLOPs (FLOP/s ops) per iteration
  std::vector<double> shape;  // m, n, k for matmuls (profile's best_shape)
};

enum class rank_stat { max, mean };

struct bench_op {
  std::string group;            // "memory" | "matmul" | "host_link" | "peer" | "collective"
  std::string name;             // "triad", "fp32", "h2d_pinned", "all_reduce", ...
  std::string unit = "B/s";     // rate unit of work/time: "B/s" | "FLOP/s" | "s" (latency)
  std::string scope;            // collectives: "intra" | "inter" | "world"
  int ranks = 1;                // ranks taking part (collectives: n)
  double bus_factor = 1;        // busbw = algbw × factor (core busbw_factor); 1 otherwise
  double weight = 1;            // share of the time budget
  bool collective = false;      // all ranks run it (times reduced over ranks); else rank-local
  rank_stat reduce = rank_stat::max;  // how collective ops combine the ranks' times (nccl-tests -a 1: mean)
  json info = json::object();   // merged into the op record: dtype, in_place, nvls, method, statistic, gpu, ...
  std::vector<bench_point> points;
  std::function<long long(const bench_point&)> check;    // run once, verify: #wrong (< 0: unsupported, skipped)
  std::function<long long(const bench_point&)> recheck;  // after timing: re-initialise, run once, verify (optional)
  std::function<double(const bench_point&)> run;         // one timed iteration, seconds
  std::function<std::vector<double>(const bench_point&, int n)> run_batch;  // n iterations back to back
  int max_batch = 32;                                    // largest n passed to run_batch
  std::function<void(const bench_point&)> prepare;       // untimed, before each run() (optional)
  std::function<json(const bench_point&)> point_info;    // extra fields after timing (algorithm chosen, ...)
  std::function<json()> telemetry;                       // one sample (clocks, power), taken during timing
  int warmup = 2, min_iters = 5, max_iters = 200;
};

// SIGINT/SIGTERM set this; the harness stops between iterations and throws interrupted_error.
extern std::atomic<bool> g_interrupted;
struct interrupted_error : std::runtime_error {
  interrupted_error() : std::runtime_error("interrupted") {}
};
void install_signal_handlers();

// Watchdog: a thread that aborts the run when an armed step does not finish in time (a hung
// collective, a dead rank). on_timeout runs first (ncclCommAbort), then the process exits 124.
class watchdog {
 public:
  explicit watchdog(const rank_ctx& ctx);
  ~watchdog();
  void arm(double seconds, const std::string& what);
  void disarm();
  void set_on_timeout(std::function<void()> fn);  // runs on the watchdog thread before the abort
 private:
  struct impl;
  impl* p_;
};

// Samples a probe (NVML clocks and power) every interval_s on a thread until stop(); the summary
// is per numeric field {median, min, max} over the samples, throttle reason bits OR-ed together,
// and the sample count (telemetry.cpp).
class telemetry_sampler {
 public:
  telemetry_sampler(std::function<json()> probe, double interval_s = 0.02);
  ~telemetry_sampler();
  json stop();
 private:
  struct impl;
  impl* p_;
};
json summarize_samples(const std::vector<json>& samples);

class harness {
 public:
  harness(const bench_options& opt, const rank_ctx& ctx, watchdog& wd, double budget_s);
  // Runs one op over its points; returns the op's JSON record (group, name, unit, points with
  // times and statistics). Ops with #wrong > 0 keep their points but no times.
  json run(const bench_op& op, double op_budget_s);
  // Runs ops in order, sharing budget_s by weight; progress runs from frac_lo to frac_hi of the
  // whole run. Collective ops start with a barrier (unwatched: ranks may arrive late).
  json run_all(const std::vector<bench_op>& ops, double budget_s, double frac_lo, double frac_hi);
  long long wrong_total() const { return wrong_; }
  // The hard stop: past 3 × the run's budget + this, an op's remaining sizes are skipped once it has
  // one timed size (tests lower it to see the stop without waiting 30 s).
  double hard_stop_slack_s = 30;
 private:
  void progress(const std::string& what, double frac);
  std::vector<double> timed_iterations(const bench_op& op, const bench_point& p, int n, const std::string& what);
  const bench_options& opt_;
  const rank_ctx& ctx_;
  watchdog& wd_;
  double budget_s_;
  double started_;
  long long wrong_ = 0;
  double frac_base_ = 0, frac_span_ = 0;  // progress: where the current op sits in the whole run
};

double now_s();  // steady clock, seconds

// Backends: each returns the raw results document ({"backend", "device", "provenance", "ops",
// "per_rank", ...}); rank 0 holds the complete one. Throws std::runtime_error with a clear message.
json run_cpu_backend(const bench_options& opt, const rank_ctx& ctx, watchdog& wd);
bool cuda_built();                 // LEDGERLAB_USE_CUDA
std::string cuda_probe();          // "" when a GPU is usable, else why not ("no CUDA device: ...")
json run_cuda_backend(const bench_options& opt, const rank_ctx& ctx, watchdog& wd);

// Collective sweep sizes: min..max by ×2 (nccl-tests -f 2).
std::vector<double> pow2_sizes(double lo, double hi);

// Statistics of one point's iteration times (seconds): median, p10, p90, min, mean and the median
// of the 5 fastest (mamf-finder's achievable figure), as JSON fields *_s.
json time_stats(const std::vector<double>& times);

}  // namespace ledgerlab::bench
