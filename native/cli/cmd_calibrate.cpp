// `ledgerlab calibrate`: measure this machine (CUDA/NCCL or CPU/MPI backend, native/bench/), fit,
// build the hardware profile (core/calib_profile), check that the API accepts it, print the report
// and write the profile atomically (temporary file + rename: Ctrl-C never leaves half a profile).
// Under mpirun/srun every rank runs this; rank 0 reports and writes. Linked into the backend
// executable ledgerlab-calibrate (calibrate_main.cpp), which `ledgerlab calibrate` execs.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>

#include "core/api.h"
#include "core/calib/profile.h"
#include "core/spec/version.h"
#include "native/bench/bench.h"
#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

using namespace ledgerlab::bench;

static const std::vector<flag_spec> calibrate_flags = {
    {"out", "FILE", "write the hardware profile here (atomically); use it with --hardware FILE"},
    {"backend", "B", "auto (default: cuda when built with CUDA and a GPU is visible, else cpu) | cuda | cpu"},
    {"quick", nullptr, "short sweep (CPU: under 30 s; GPU: under 4 minutes)"},
    {"budget-s", "N", "time budget for the timed part in seconds (default: cpu 120, quick 8; cuda 240, quick 90)"},
    {"datasheet", "ID", "catalog preset to compare with (default: matched from the GPU name; 'none' for no comparison)"},
    {"min-bytes", "N", "smallest collective size S (default 8)"},
    {"max-bytes", "N", "largest collective size S (default 1 GiB; cpu 64 MiB, --quick 1 MiB cpu / 256 MiB gpu)"},
    {"timeout-s", "N", "watchdog: abort when one check or iteration takes longer (default 60)"},
    {"results", "FILE", "also write the raw measurements (every iteration) as JSON"},
    {"no-progress", nullptr, "no progress display on stderr"},
    {"json", nullptr, "print the profile JSON instead of the report"},
    {"help", nullptr, "show this help"},
};

static std::string utc_now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char b[32];
  std::strftime(b, sizeof b, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return b;
}

// Writes text to path via path.tmp.<pid> + fsync + rename(2): the old file stays intact until the
// new one is complete. Returns "" or the error.
static std::string write_atomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp." + std::to_string(getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return "cannot create " + tmp + ": " + std::strerror(errno);
  std::size_t off = 0;
  while (off < text.size()) {
    ssize_t w = ::write(fd, text.data() + off, text.size() - off);
    if (w < 0) {
      if (errno == EINTR) continue;
      std::string e = std::strerror(errno);
      ::close(fd), ::unlink(tmp.c_str());
      return "cannot write " + tmp + ": " + e;
    }
    off += static_cast<std::size_t>(w);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    ::unlink(tmp.c_str());
    return "cannot flush " + tmp;
  }
  if (g_interrupted.load()) {
    ::unlink(tmp.c_str());
    return "interrupted before the rename";
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    std::string e = std::strerror(errno);
    ::unlink(tmp.c_str());
    return "cannot rename " + tmp + " to " + path + ": " + e;
  }
  return "";
}

int cmd_calibrate(int argc, char** argv) {
  args a(argc, argv, calibrate_flags);
  if (a.has("help")) {
    std::printf(
        "usage: ledgerlab calibrate [--out FILE] [--backend auto|cuda|cpu] [--quick] [--budget-s N] [--json]\n\n"
        "Measures matmul FLOP/s, memory bandwidth, host/peer links and collectives (nccl-tests conventions),\n"
        "fits alpha-beta per collective and writes a hardware profile (\"source\": \"calibrated\") that every\n"
        "command accepts with --hardware FILE. Many ranks: mpirun -np N ledgerlab calibrate --out x.json\n\n"
        "example: ledgerlab calibrate --out my-node.json\n"
        "         ledgerlab calibrate --backend cpu --quick --out cpu.json\n"
        "         mpirun -np 2 ledgerlab calibrate --backend cpu --quick --out cpu2.json\n\n"
        "exit: 0 ok, 1 failure, 2 usage, 3 skipped (no CUDA build or no GPU for --backend cuda),\n"
        "      4 a correctness check failed (#wrong > 0; profile flagged), 124 watchdog timeout, 130 interrupted\n\n%s",
        flag_help(calibrate_flags).c_str());
    return exit_ok;
  }
  const std::string backend_flag = a.str("backend", "auto");
  if (backend_flag != "auto" && backend_flag != "cuda" && backend_flag != "cpu")
    throw usage_error("--backend must be auto, cuda or cpu, got '" + backend_flag + "'");
  bench_options opt;
  opt.quick = a.has("quick");
  opt.progress = !a.has("no-progress");
  opt.budget_s = a.number("budget-s", 0);
  if (a.has("budget-s") && !(opt.budget_s > 0)) throw usage_error("--budget-s must be > 0");
  opt.timeout_s = a.number("timeout-s", 60);
  if (!(opt.timeout_s > 0)) throw usage_error("--timeout-s must be > 0");
  opt.min_bytes = a.number("min-bytes", 8);
  if (!(opt.min_bytes >= 1)) throw usage_error("--min-bytes must be >= 1");
  const std::string datasheet = a.str("datasheet", "");
  if (!datasheet.empty() && datasheet != "none") {
    const json r = handle_json(json{{"op", "memory"}, {"model", {{"params", 1e9}}}, {"hardware", {{"preset", datasheet}}}});
    if (!r.value("ok", false))
      throw usage_error("--datasheet: " + r["error"].value("message", std::string("unknown hardware preset")));
  }

  std::string backend = backend_flag;
  if (backend == "cuda" || backend == "auto") {
    const std::string why = cuda_probe();
    if (!why.empty()) {
      if (backend == "cuda") {
        std::fprintf(stderr, "ledgerlab calibrate: %s\n", why.c_str());
        return exit_skipped;
      }
      std::fprintf(stderr, "ledgerlab calibrate: %s: running the CPU backend\n", why.c_str());
      backend = "cpu";
    } else {
      backend = "cuda";
    }
  }
  const double def_max = backend == "cpu" ? (opt.quick ? 1048576.0 : 67108864.0) : (opt.quick ? 268435456.0 : 1073741824.0);
  opt.max_bytes = a.number("max-bytes", def_max);
  if (!(opt.max_bytes >= opt.min_bytes)) throw usage_error("--max-bytes must be >= --min-bytes");
  const std::string out = a.str("out", "");
  if (a.has("out") && out.empty()) throw usage_error("--out needs a file name");

  install_signal_handlers();
  rank_ctx ctx = init_ranks(nullptr, nullptr);
  const double t0 = now_s();
  json results;
  int rc = exit_ok;
  {
    watchdog wd(ctx);
    try {
      results = backend == "cuda" ? run_cuda_backend(opt, ctx, wd) : run_cpu_backend(opt, ctx, wd);
    } catch (const interrupted_error&) {
      if (ctx.rank == 0)
        std::fprintf(stderr, "\nledgerlab calibrate: interrupted: no profile written%s\n",
                     out.empty() ? "" : (" (" + out + " left as it was)").c_str());
      ctx.abort_all(exit_interrupted);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "\nledgerlab calibrate: rank %d: %s\n", ctx.rank, e.what());
      if (ctx.size > 1) ctx.abort_all(exit_failure);
      return exit_failure;
    }
  }
  if (ctx.rank != 0) {
    finalize_ranks(ctx);
    return exit_ok;
  }
  calib_meta meta;
  meta.command = "ledgerlab calibrate";
  for (int i = 0; i < argc; ++i) meta.command += std::string(" ") + argv[i];
  meta.date = utc_now();
  meta.version = version_string;
  meta.elapsed_s = now_s() - t0;
  json profile;
  try {
    profile = build_calibrated_profile(results, meta);
  } catch (const api_error& e) {
    std::fprintf(stderr, "ledgerlab calibrate: cannot build the profile: %s (at %s)\n", e.what(), e.path.c_str());
    finalize_ranks(ctx);
    return exit_failure;
  }
  // The profile must be accepted wherever --hardware is (API.md hardware object).
  json check;
  int api_rc = 0;
  if (!call_api("calibrate", json{{"op", "memory"}, {"model", {{"params", 7e9}}}, {"hardware", profile}}, check, &api_rc)) {
    finalize_ranks(ctx);
    return exit_failure;
  }
  if (!a.str("results", "").empty()) {
    if (std::string e = write_atomically(a.str("results", ""), results.dump(1) + "\n"); !e.empty())
      std::fprintf(stderr, "ledgerlab calibrate: --results: %s\n", e.c_str());
  }
  if (a.has("json")) std::printf("%s\n", profile.dump(2).c_str());
  else std::fputs(calib_report(results, profile).c_str(), stdout);
  if (!out.empty()) {
    if (std::string e = write_atomically(out, profile.dump(2) + "\n"); !e.empty()) {
      std::fprintf(stderr, "ledgerlab calibrate: --out: %s\n", e.c_str());
      finalize_ranks(ctx);
      return g_interrupted.load() ? exit_interrupted : exit_failure;
    }
    if (!a.has("json")) std::printf("\nprofile written to %s (use: ledgerlab memory --params 7e9 --hardware %s)\n", out.c_str(), out.c_str());
  }
  if (!profile.at("flags").empty() &&
      std::find(profile["flags"].begin(), profile["flags"].end(), "correctness_failed") != profile["flags"].end())
    rc = exit_wrong;
  finalize_ranks(ctx);
  return rc;
}

}  // namespace ledgerlab::cli
