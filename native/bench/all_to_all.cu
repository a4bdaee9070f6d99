// NCCL all_to_all for calibrate: all-to-all: block p of rank r goes to block r of rank p (S = per-rank send buffer, factor (n-1)/n);
// ncclAlltoAll or grouped send/recv by NCCL version (bench_compat.h).
// Buffers, data, the #wrong checks and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/bench_compat.h"
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const void* send, void* recv, std::size_t count, ncclDataType_t type, int rank, int nranks,
                           ncclComm_t comm, cudaStream_t stream) {
  (void)rank;
  return compat_all_to_all(send, recv, count, type, type == ncclFloat ? 4 : 2, nranks, comm, stream);
}

const nccl_coll_def nccl_all_to_all = {collective_kind::all_to_all, launch};

}  // namespace ledgerlab::bench
