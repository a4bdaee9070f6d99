// Ranks for calibrate: MPI_Init only when a launcher started us (mpirun/srun set PMI/OMPI
// variables), so a plain `ledgerlab calibrate` never needs MPI at run time. Host-local ranks come
// from MPI_Comm_split_type(SHARED) (nccl-tests uses host hashes; same result). Without MPI
// (LEDGERLAB_HAVE_MPI undefined) everything is a one-rank no-op.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "native/bench/bench.h"

#ifdef LEDGERLAB_HAVE_MPI
#include <mpi.h>
#endif

namespace ledgerlab::bench {

static bool launched_by_mpi() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "PMI_RANK", "MPI_LOCALNRANKS"})
    if (std::getenv(v)) return true;
  return false;
}

rank_ctx init_ranks(int* argc, char*** argv) {
  rank_ctx c;
  char host[256] = {0};
  gethostname(host, sizeof host - 1);
  c.host = host;
#ifdef LEDGERLAB_HAVE_MPI
  if (!launched_by_mpi()) return c;
  int provided = 0;
  MPI_Init_thread(argc, argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_ARE_FATAL);
  c.mpi = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &c.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &c.size);
  MPI_Comm local;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, c.rank, MPI_INFO_NULL, &local);
  MPI_Comm_rank(local, &c.local_rank);
  MPI_Comm_size(local, &c.local_size);
  MPI_Comm_free(&local);
  int leader = c.local_rank == 0 ? 1 : 0;
  MPI_Allreduce(&leader, &c.nodes, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
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
  if (c.mpi) MPI_Finalize();
#endif
  c.mpi = false;
}

void rank_ctx::bcast(void* data, int bytes) const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) MPI_Bcast(data, bytes, MPI_BYTE, 0, MPI_COMM_WORLD);
#else
  (void)data, (void)bytes;
#endif
}

void rank_ctx::max_all(std::vector<double>& v) const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi && !v.empty()) MPI_Allreduce(MPI_IN_PLACE, v.data(), static_cast<int>(v.size()), MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
#else
  (void)v;
#endif
}

long long rank_ctx::sum_all(long long v) const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
#endif
  return v;
}

std::vector<double> rank_ctx::gather(double v) const {
  std::vector<double> all(static_cast<std::size_t>(size), v);
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) MPI_Gather(&v, 1, MPI_DOUBLE, all.data(), 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
#endif
  return all;
}

void rank_ctx::barrier() const {
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) MPI_Barrier(MPI_COMM_WORLD);
#endif
}

void rank_ctx::abort_all(int code) const {
  std::fflush(stdout);
  std::fflush(stderr);
#ifdef LEDGERLAB_HAVE_MPI
  if (mpi) MPI_Abort(MPI_COMM_WORLD, code);
#endif
  std::_Exit(code);
}

}  // namespace ledgerlab::bench
