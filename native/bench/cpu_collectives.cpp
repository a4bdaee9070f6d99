// MPI collectives between ranks for the CPU backend (nccl-tests conventions through coll_defs.h):
// all_reduce, all_gather, reduce_scatter, all_to_all, broadcast, send_recv, per scope (intra =
// ranks sharing a host, inter = one rank per host, world when both exist). Each iteration starts
// after a barrier and is timed on the host clock; the harness averages the ranks (nccl-tests -a 1).
// Counts are 64-bit: MPI-3 counts are int, so a call over more than mpi_max_count() elements is
// split into chunks; block-strided collectives use a resized datatype per chunk, and
// reduce_scatter_block a user-defined sum over that datatype (MPI-3.1 §5.9.5).
#include <climits>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "native/bench/coll_defs.h"
#include "native/bench/cpu_ops.h"

#ifdef LEDGERLAB_HAVE_MPI
#include <mpi.h>
#endif

namespace ledgerlab::bench {

// Largest element count passed to one MPI call: INT_MAX, or LEDGERLAB_MPI_MAX_COUNT (a test hook
// that exercises the chunked path at small sizes; tests/cli/test_calibrate_cpu.sh).
std::size_t mpi_max_count() {
  static const std::size_t v = [] {
    const char* e = std::getenv("LEDGERLAB_MPI_MAX_COUNT");
    const long long n = e ? std::atoll(e) : 0;
    return n >= 16 && n <= INT_MAX ? static_cast<std::size_t>(n) : static_cast<std::size_t>(INT_MAX);
  }();
  return v;
}

#ifdef LEDGERLAB_HAVE_MPI
#define LL_MPI(call) mpi_check((call), #call)

std::string mpi_library_version() {
  char v[MPI_MAX_LIBRARY_VERSION_STRING];
  int len = 0;
  LL_MPI(MPI_Get_library_version(v, &len));
  std::string s(v, static_cast<std::size_t>(len));
  const auto cut = s.find_first_of(",\n");
  return cut == std::string::npos ? s : s.substr(0, cut);
}

namespace {
// `len` contiguous floats whose extent is `stride` floats: one chunk of every rank's block.
struct block_type {
  MPI_Datatype t = MPI_DATATYPE_NULL;
  block_type(std::size_t len, std::size_t stride) {
    MPI_Datatype c;
    LL_MPI(MPI_Type_contiguous(static_cast<int>(len), MPI_FLOAT, &c));
    LL_MPI(MPI_Type_create_resized(c, 0, static_cast<MPI_Aint>(stride * sizeof(float)), &t));
    LL_MPI(MPI_Type_commit(&t));
    LL_MPI(MPI_Type_free(&c));
  }
  ~block_type() {
    if (t != MPI_DATATYPE_NULL) (void)MPI_Type_free(&t);
  }
};

// Sum over elements of a block_type: each element is `len` contiguous floats at the type's extent.
void sum_blocks(void* in, void* inout, int* n, MPI_Datatype* dt) {
  MPI_Aint lb = 0, extent = 0;
  int size = 0;
  (void)MPI_Type_get_extent(*dt, &lb, &extent);
  (void)MPI_Type_size(*dt, &size);
  const std::size_t len = static_cast<std::size_t>(size) / sizeof(float), stride = static_cast<std::size_t>(extent) / sizeof(float);
  const float* a = static_cast<const float*>(in);
  float* b = static_cast<float*>(inout);
  for (int k = 0; k < *n; ++k)
    for (std::size_t i = 0; i < len; ++i) b[static_cast<std::size_t>(k) * stride + i] += a[static_cast<std::size_t>(k) * stride + i];
}

struct mpi_coll {
  collective_kind kind;
  MPI_Comm comm;
  int rank, n;
  std::vector<float> send, recv;
  coll_counts c;
  void call() {
    const std::size_t max = mpi_max_count();
    switch (kind) {
      case collective_kind::all_reduce:
        for (auto [off, len] : count_chunks(c.count, max))
          LL_MPI(MPI_Allreduce(send.data() + off, recv.data() + off, static_cast<int>(len), MPI_FLOAT, MPI_SUM, comm));
        break;
      case collective_kind::broadcast:  // root's recv holds the data
        for (auto [off, len] : count_chunks(c.count, max))
          LL_MPI(MPI_Bcast(recv.data() + off, static_cast<int>(len), MPI_FLOAT, 0, comm));
        break;
      case collective_kind::send_recv:
        for (auto [off, len] : count_chunks(c.count, max))
          LL_MPI(MPI_Sendrecv(send.data() + off, static_cast<int>(len), MPI_FLOAT, (rank + 1) % n, 7, recv.data() + off,
                              static_cast<int>(len), MPI_FLOAT, (rank - 1 + n) % n, 7, comm, MPI_STATUS_IGNORE));
        break;
      case collective_kind::all_gather:
        if (c.count <= max) {
          LL_MPI(MPI_Allgather(send.data(), static_cast<int>(c.count), MPI_FLOAT, recv.data(), static_cast<int>(c.count),
                               MPI_FLOAT, comm));
          break;
        }
        for (auto [off, len] : count_chunks(c.count, max)) {
          block_type t(len, c.count);
          LL_MPI(MPI_Allgather(send.data() + off, static_cast<int>(len), MPI_FLOAT, recv.data() + off, 1, t.t, comm));
        }
        break;
      case collective_kind::all_to_all:
        if (c.count <= max) {
          LL_MPI(MPI_Alltoall(send.data(), static_cast<int>(c.count), MPI_FLOAT, recv.data(), static_cast<int>(c.count),
                              MPI_FLOAT, comm));
          break;
        }
        for (auto [off, len] : count_chunks(c.count, max)) {
          block_type t(len, c.count);
          LL_MPI(MPI_Alltoall(send.data() + off, 1, t.t, recv.data() + off, 1, t.t, comm));
        }
        break;
      case collective_kind::reduce_scatter:
        if (c.count <= max) {
          LL_MPI(MPI_Reduce_scatter_block(send.data(), recv.data(), static_cast<int>(c.count), MPI_FLOAT, MPI_SUM, comm));
          break;
        }
        for (auto [off, len] : count_chunks(c.count, max)) {
          block_type t(len, c.count);
          MPI_Op op;
          LL_MPI(MPI_Op_create(sum_blocks, 1, &op));
          const int rc = MPI_Reduce_scatter_block(send.data() + off, recv.data() + off, 1, t.t, op, comm);
          (void)MPI_Op_free(&op);
          LL_MPI(rc);
        }
        break;
    }
  }
};

void add_scope(std::vector<bench_op>& ops, const bench_options& opt, MPI_Comm comm, const char* scope) {
  int rank = 0, n = 1;
  LL_MPI(MPI_Comm_rank(comm, &rank));
  LL_MPI(MPI_Comm_size(comm, &n));
  if (n < 2) return;
  for (collective_kind k : {collective_kind::all_reduce, collective_kind::all_gather, collective_kind::reduce_scatter,
                            collective_kind::all_to_all, collective_kind::broadcast, collective_kind::send_recv}) {
    auto st = std::make_shared<mpi_coll>();
    st->kind = k, st->comm = comm, st->rank = rank, st->n = n;
    bench_op op;
    op.group = "collective", op.name = collective_name(k), op.scope = scope, op.ranks = n, op.collective = true;
    op.bus_factor = busbw_factor(k, n);
    op.reduce = rank_stat::mean;
    op.info = {{"dtype", "fp32"}, {"in_place", false},
               {"statistic", "median of the timed iterations, each the mean over ranks (nccl-tests -a 1); p10, p90 recorded"},
               {"method", "MPI_Barrier, then one operation timed on the host clock (steady_clock); mean over ranks"}};
    op.min_iters = opt.quick ? 5 : 10, op.max_iters = opt.quick ? 50 : 200;
    for (double s : pow2_sizes(opt.min_bytes, opt.max_bytes)) {
      coll_counts c = coll_elems(k, s, n);
      if (c.count == 0) continue;
      if (!op.points.empty() && op.points.back().size == c.bytes) continue;
      op.points.push_back({c.bytes, "", c.bytes, {}});
    }
    auto check = [st](const bench_point& p) {
      st->c = coll_elems(st->kind, p.size, st->n);
      st->send.assign(st->c.send, 0.f), st->recv.assign(st->c.recv, -1.f);
      coll_fill(st->send.data(), st->send.size(), st->kind, st->rank, st->n);
      if (st->kind == collective_kind::broadcast && st->rank == 0) st->recv = st->send;
      st->call();
      return coll_wrong(st->kind, st->recv.data(), st->c, st->rank, st->n);
    };
    op.check = check;
    op.recheck = check;
    op.run = [st](const bench_point&) {
      LL_MPI(MPI_Barrier(st->comm));
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
  LL_MPI(MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, ctx.rank, MPI_INFO_NULL, &intra));
  LL_MPI(MPI_Comm_split(MPI_COMM_WORLD, ctx.local_rank, ctx.rank, &inter));
  LL_MPI(MPI_Comm_set_errhandler(intra, MPI_ERRORS_RETURN));
  LL_MPI(MPI_Comm_set_errhandler(inter, MPI_ERRORS_RETURN));
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
