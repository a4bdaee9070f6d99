// MPI collectives between ranks for the CPU backend (nccl-tests conventions through coll_defs.h):
// all_reduce, all_gather, reduce_scatter, all_to_all, broadcast, send_recv, per scope (intra =
// ranks sharing a host, inter = one rank per host, world when both exist). Each iteration starts
// after a barrier and is timed on the host clock; the harness keeps the slowest rank.
#include <cstring>
#include <memory>

#include "native/bench/coll_defs.h"
#include "native/bench/cpu_ops.h"

#ifdef LEDGERLAB_HAVE_MPI
#include <mpi.h>
#endif

namespace ledgerlab::bench {

#ifdef LEDGERLAB_HAVE_MPI
std::string mpi_library_version() {
  char v[MPI_MAX_LIBRARY_VERSION_STRING];
  int len = 0;
  MPI_Get_library_version(v, &len);
  std::string s(v, static_cast<std::size_t>(len));
  const auto cut = s.find_first_of(",\n");
  return cut == std::string::npos ? s : s.substr(0, cut);
}

namespace {
struct mpi_coll {
  collective_kind kind;
  MPI_Comm comm;
  int rank, n;
  std::vector<float> send, recv;
  coll_counts c;
  void call() {
    const int cnt = static_cast<int>(c.count);
    switch (kind) {
      case collective_kind::all_reduce: MPI_Allreduce(send.data(), recv.data(), cnt, MPI_FLOAT, MPI_SUM, comm); break;
      case collective_kind::all_gather: MPI_Allgather(send.data(), cnt, MPI_FLOAT, recv.data(), cnt, MPI_FLOAT, comm); break;
      case collective_kind::reduce_scatter:
        MPI_Reduce_scatter_block(send.data(), recv.data(), cnt, MPI_FLOAT, MPI_SUM, comm);
        break;
      case collective_kind::all_to_all: MPI_Alltoall(send.data(), cnt, MPI_FLOAT, recv.data(), cnt, MPI_FLOAT, comm); break;
      case collective_kind::broadcast: MPI_Bcast(recv.data(), cnt, MPI_FLOAT, 0, comm); break;  // root's recv holds the data
      case collective_kind::send_recv:
        MPI_Sendrecv(send.data(), cnt, MPI_FLOAT, (rank + 1) % n, 7, recv.data(), cnt, MPI_FLOAT, (rank - 1 + n) % n, 7,
                     comm, MPI_STATUS_IGNORE);
        break;
    }
  }
};

void add_scope(std::vector<bench_op>& ops, const bench_options& opt, MPI_Comm comm, const char* scope) {
  int rank = 0, n = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &n);
  if (n < 2) return;
  for (collective_kind k : {collective_kind::all_reduce, collective_kind::all_gather, collective_kind::reduce_scatter,
                            collective_kind::all_to_all, collective_kind::broadcast, collective_kind::send_recv}) {
    auto st = std::make_shared<mpi_coll>();
    st->kind = k, st->comm = comm, st->rank = rank, st->n = n;
    bench_op op;
    op.group = "collective", op.name = collective_name(k), op.scope = scope, op.ranks = n, op.collective = true;
    op.bus_factor = busbw_factor(k, n);
    op.min_iters = opt.quick ? 5 : 10, op.max_iters = opt.quick ? 50 : 200;
    for (double s : pow2_sizes(opt.min_bytes, opt.max_bytes)) {
      coll_counts c = coll_elems(k, s, n);
      if (c.count == 0) continue;
      if (!op.points.empty() && op.points.back().size == c.bytes) continue;
      op.points.push_back({c.bytes, "", c.bytes, {}});
    }
    op.check = [st](const bench_point& p) {
      st->c = coll_elems(st->kind, p.size, st->n);
      st->send.assign(st->c.send, 0.f), st->recv.assign(st->c.recv, -1.f);
      coll_fill(st->send.data(), st->send.size(), st->rank);
      if (st->kind == collective_kind::broadcast && st->rank == 0) st->recv = st->send;
      st->call();
      return coll_wrong(st->kind, st->recv.data(), st->c, st->rank, st->n);
    };
    op.run = [st](const bench_point&) {
      MPI_Barrier(st->comm);
      const double t0 = now_s();
      st->call();
      return now_s() - t0;
    };
    ops.push_back(std::move(op));
  }
}
}  // namespace

std::vector<bench_op> mpi_collective_ops(const bench_options& opt, const rank_ctx& ctx) {
  std::vector<bench_op> ops;
  if (!ctx.mpi || ctx.size < 2) return ops;
  // Sub-communicators live for the whole run (freed by MPI_Finalize).
  static MPI_Comm intra = MPI_COMM_NULL, inter = MPI_COMM_NULL;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, ctx.rank, MPI_INFO_NULL, &intra);
  MPI_Comm_split(MPI_COMM_WORLD, ctx.local_rank, ctx.rank, &inter);
  add_scope(ops, opt, intra, "intra");
  if (ctx.nodes > 1) {
    add_scope(ops, opt, inter, "inter");
    add_scope(ops, opt, MPI_COMM_WORLD, "world");
  }
  return ops;
}
#else
std::string mpi_library_version() { return ""; }
std::vector<bench_op> mpi_collective_ops(const bench_options&, const rank_ctx&) { return {}; }
#endif

}  // namespace ledgerlab::bench
