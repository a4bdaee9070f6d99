// Ranks for calibrate: MPI_Init_thread only when a launcher started us (mpirun/srun set PMI/OMPI
// variables), so a plain `ledgerlab calibrate` never needs MPI at run time; it is called before
// anything touches CUDA (cmd_calibrate.cpp). MPI_THREAD_MULTIPLE is requested because the
// watchdog thread may have to abort the job while the main thread is inside MPI; where the
// library grants less, the watchdog exits this process instead and the launcher ends the job.
// Host-local ranks come from MPI_Comm_split_type(SHARED) (nccl-tests uses host hashes; same
// result). Every MPI call is checked (MPI_ERRORS_RETURN). Without MPI everything is a one-rank no-op.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "native/bench/bench.h"

#ifdef LEDGERLAB_HAVE_MPI
#include <mpi.h>
#endif

namespace ledgerlab::bench {

#ifdef LEDGERLAB_HAVE_MPI
// Throws std::runtime_error naming the call and MPI's message.
void mpi_check(int rc, const char* what) {
  if (rc == MPI_SUCCESS) return;
  char msg[MPI_MAX_ERROR_STRING] = {0};
  int len = 0;
  (void)MPI_Error_string(rc, msg, &len);
  throw std::runtime_error(std::string("MPI error in ") + what + ": " + std::string(msg, static_cast<std::size_t>(len)));
}
#define LL_MPI(call) mpi_check((call), #call)
#endif

static bool launched_by_mpi() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "PMI_RANK", "MPI_LOCALNRANKS"})
    if (std::getenv(v)) return true;
  return false;
}

rank_ctx init_ranks(int* argc, char*** argv) {
  rank_ctx c;
  char host[256] = {0};
  if (gethostname(host, sizeof host - 1) != 0) std::strcpy(host, "unknown-host");
  c.host = host;
#ifdef LEDGERLAB_HAVE_MPI
  if (!launched_by_mpi()) return c;
  int provided = 0;
  if (MPI_Init_thread(argc, argv, MPI_THREAD_MULTIPLE, &provided) != MPI_SUCCESS)
    throw std::runtime_error("MPI_Init_thread failed (started by an MPI launcher)");
  c.mpi = true;
  c.thread_multiple = provided >= MPI_THREAD_MULTIPLE;
  LL_MPI(MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN));
  LL_MPI(MPI_Comm_rank(MPI_COMM_WORLD, &c.rank));
  LL_MPI(MPI_Comm_size(MPI_COMM_WORLD, &c.size));
  MPI_Comm local;
  LL_MPI(MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, c.rank, MPI_INFO_NULL, &local));
  LL_MPI(MPI_Comm_rank(local, &c.local_rank));
  LL_MPI(MPI_Comm_size(local, &c.local_size));
  LL_MPI(MPI_Comm_free(&local));
  int leader = c.local_rank == 0 ? 1 : 0;
  LL_MPI(MPI_Allreduce(&leader, &c.nodes, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD));
#else
  (void)argc, (void)argv;
  if (launched_by_mpi())
    std::fprintf(stderr, "ledgerlab calibrate: started by an MPI launcher but built without MPI "
                         "(install libopenmpi-dev and rebuild); every process runs alone\n");
#endif
  return c;
}

void finalize_ranks(rank_ctx& c) {
#ifdef LEDGERLAB_HAVE_MPI
  if (c.mpi) (void)MPI_Finalize();
#endif
  c.mpi = false;
}

void rank_ctx::bcast(void* data, int bytes) const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) LL_MPI(MPI_Bcast(data, bytes, MPI_BYTE, 0, MPI_COMM_WORLD));
#else
  (void)data, (void)bytes;
#endif
}

std::string rank_ctx::bcast_string(const std::string& s) const {
  if (!mpi) return s;
  long long n = static_cast<long long>(s.size());
  bcast(&n, sizeof n);
  std::string out = rank == 0 ? s : std::string(static_cast<std::size_t>(n), '\0');
  if (n > 0) bcast(out.data(), static_cast<int>(n));
  return out;
}

void rank_ctx::max_all(std::vector<double>& v) const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi && !v.empty()) LL_MPI(MPI_Allreduce(MPI_IN_PLACE, v.data(), static_cast<int>(v.size()), MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD));
#else
  (void)v;
#endif
}

void rank_ctx::mean_all(std::vector<double>& v) const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi && !v.empty()) {
    LL_MPI(MPI_Allreduce(MPI_IN_PLACE, v.data(), static_cast<int>(v.size()), MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD));
    for (double& x : v) x /= size;
  }
#else
  (void)v;
#endif
}

long long rank_ctx::sum_all(long long v) const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) LL_MPI(MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD));
#endif
  return v;
}

std::vector<double> rank_ctx::gather(double v) const {
  std::vector<double> all(static_cast<std::size_t>(size), v);
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) LL_MPI(MPI_Gather(&v, 1, MPI_DOUBLE, all.data(), 1, MPI_DOUBLE, 0, MPI_COMM_WORLD));
#endif
  return all;
}

std::vector<std::string> rank_ctx::gather_strings(const std::string& s) const {
  std::vector<std::string> out = {s};
#ifdef LEDGERLAB_HAVE_MPI
  if (!mpi || size == 1) return out;
  const int len = static_cast<int>(s.size());
  std::vector<int> lens(static_cast<std::size_t>(size), 0), displs(static_cast<std::size_t>(size), 0);
  LL_MPI(MPI_Gather(&len, 1, MPI_INT, lens.data(), 1, MPI_INT, 0, MPI_COMM_WORLD));
  std::string all;
  if (rank == 0) {
    long long total = 0;
    for (int r = 0; r < size; ++r) {
      displs[static_cast<std::size_t>(r)] = static_cast<int>(total);
      total += lens[static_cast<std::size_t>(r)];
    }
    if (total > 2147483647LL) throw std::runtime_error("gather_strings: more than 2 GiB of per-rank results");
    all.resize(static_cast<std::size_t>(total));
  }
  LL_MPI(MPI_Gatherv(s.data(), len, MPI_CHAR, all.data(), lens.data(), displs.data(), MPI_CHAR, 0, MPI_COMM_WORLD));
  out.clear();
  if (rank == 0)
    for (int r = 0; r < size; ++r)
      out.push_back(all.substr(static_cast<std::size_t>(displs[static_cast<std::size_t>(r)]),
                               static_cast<std::size_t>(lens[static_cast<std::size_t>(r)])));
#endif
  return out;
}

void rank_ctx::barrier() const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) LL_MPI(MPI_Barrier(MPI_COMM_WORLD));
#endif
}

void rank_ctx::abort_all(int code, bool from_other_thread) const {
  std::fflush(stdout);
  std::fflush(stderr);
#ifdef LEDGERLAB_HAVE_MPI
  // MPI_Abort from a second thread is legal only under MPI_THREAD_MULTIPLE; otherwise exiting
  // without MPI_Finalize makes the launcher (mpirun, srun) terminate the other ranks.
  if (mpi && (!from_other_thread || thread_multiple)) (void)MPI_Abort(MPI_COMM_WORLD, code);
#else
  (void)from_other_thread;
#endif
  std::_Exit(code);
}

}  // namespace ledgerlab::bench
