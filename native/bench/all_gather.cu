// NCCL all_gather for calibrate: ncclAllGather: rank r's block lands at r·count on every rank (S = total gathered, factor (n-1)/n).
// Buffers, data, the #wrong checks and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const void* send, void* recv, std::size_t count, ncclDataType_t type, int rank, int nranks,
                           ncclComm_t comm, cudaStream_t stream) {
  (void)rank, (void)nranks;
  return ncclAllGather(send, recv, count, type, comm, stream);
}

const nccl_coll_def nccl_all_gather = {collective_kind::all_gather, launch};

}  // namespace ledgerlab::bench
