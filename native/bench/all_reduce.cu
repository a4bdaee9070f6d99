// NCCL all_reduce for calibrate: ncclAllReduce: every rank ends with the elementwise sum (S = per-rank buffer, busbw factor 2(n-1)/n).
// Buffers, data, the #wrong checks and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const void* send, void* recv, std::size_t count, ncclDataType_t type, int rank, int nranks,
                           ncclComm_t comm, cudaStream_t stream) {
  (void)rank, (void)nranks;
  return ncclAllReduce(send, recv, count, type, ncclSum, comm, stream);
}

const nccl_coll_def nccl_all_reduce = {collective_kind::all_reduce, launch};

}  // namespace ledgerlab::bench
