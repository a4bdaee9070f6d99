// calibrate's CPU backend: the same harness, fits, report and profile as the CUDA backend, on
// any machine: memory bandwidth with threads (cpu_stream.cpp), BLAS matmul (cpu_matmul.cpp) on
// rank 0, then MPI collectives between all ranks when started by mpirun (cpu_collectives.cpp).
#include <sys/utsname.h>
#include <unistd.h>

#include <fstream>
#include <thread>

#include "native/bench/cpu_ops.h"

namespace ledgerlab::bench {

static std::string cpu_model() {
  std::ifstream f("/proc/cpuinfo");
  std::string l;
  while (std::getline(f, l))
    if (l.rfind("model name", 0) == 0) {
      const auto c = l.find(':');
      if (c != std::string::npos) return l.substr(c + 2);
    }
  return "CPU";
}

// Largest data/unified cache (sysfs); 32 MiB when unknown.
static std::size_t llc_bytes() {
  std::size_t best = 0;
  for (int i = 0; i < 8; ++i) {
    std::ifstream f("/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(i) + "/size");
    std::string s;
    if (!(f >> s) || s.empty()) continue;
    std::size_t v = std::stoull(s);
    if (s.back() == 'K') v *= 1024;
    if (s.back() == 'M') v *= 1024 * 1024;
    best = std::max(best, v);
  }
  return best ? best : 32u << 20;
}

json run_cpu_backend(const bench_options& opt, const rank_ctx& ctx, watchdog& wd) {
  const int threads = std::max(1u, std::thread::hardware_concurrency());
  const double budget = opt.budget_s > 0 ? opt.budget_s : (opt.quick ? 8 : 120);
  const std::size_t llc = llc_bytes();
  // BabelStream/NERSC rule: each array >= 4× the largest cache.
  const std::size_t array_bytes = std::max<std::size_t>(4 * llc, 64u << 20);
  harness h(opt, ctx, wd, budget);
  if (ctx.rank == 0 && opt.progress)
    std::fprintf(stderr, "calibrate: cpu backend, %d thread(s), %d rank(s); time budget ~%.0f s%s\n", threads, ctx.size,
                 budget, opt.quick ? " (--quick)" : "");

  json ops = json::array();
  const std::vector<bench_op> coll = opt.wants("collectives") ? mpi_collective_ops(opt, ctx) : std::vector<bench_op>{};
  const bool local_parts = opt.wants("hbm") || opt.wants("gemm");
  const double local_share = coll.empty() ? 1.0 : local_parts ? 0.4 : 0.0;
  if (ctx.rank == 0 && local_parts) {  // rank-local benchmarks once, on rank 0 (others wait at the barrier)
    thread_pool pool(threads);
    std::vector<bench_op> local;
    if (opt.wants("hbm")) local = cpu_stream_ops(opt, pool, array_bytes);
    if (opt.wants("gemm"))
      for (auto& op : cpu_matmul_ops(opt)) local.push_back(std::move(op));
    for (auto& r : h.run_all(local, budget * local_share, 0, local_share)) ops.push_back(r);
  }
  ctx.barrier();
  if (!coll.empty())
    for (auto& r : h.run_all(coll, budget * (1 - local_share), local_share, 1)) ops.push_back(r);

  utsname u{};
  uname(&u);
  const double mem = static_cast<double>(sysconf(_SC_PHYS_PAGES)) * static_cast<double>(sysconf(_SC_PAGESIZE));
  json res = {{"backend", "cpu"},
              {"device", {{"name", cpu_model()}, {"memory_bytes", mem}, {"threads", threads}, {"llc_bytes", llc}}},
              {"gpus_per_node", ctx.local_size},
              {"nodes", ctx.nodes},
              {"ranks", ctx.size},
              {"collective_algorithm", "mpi"},
              {"ops", ops}};
  json parts = json::array();  // what was asked for (--only) that this backend has (no host link on a CPU)
  for (const std::string& p : bench_parts())
    if (opt.wants(p) && p != "copies") parts.push_back(p);
  res["parts"] = parts;
  json prov = {{"cpu", cpu_model()},
               {"threads", threads},
               {"blas", cpu_blas_name()},
               {"kernel", std::string(u.sysname) + " " + u.release},
               {"host", ctx.host},
               {"timing", "host steady_clock per iteration; collectives: barrier, then the slowest rank"}};
  if (ctx.mpi) prov["mpi"] = mpi_library_version();
  res["provenance"] = prov;
  return res;
}

}  // namespace ledgerlab::bench
