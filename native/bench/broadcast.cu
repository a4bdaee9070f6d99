// NCCL broadcast for calibrate: ncclBroadcast from root 0 (S = buffer, factor 1).
// Buffers, data, the #wrong checks and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const void* send, void* recv, std::size_t count, ncclDataType_t type, int rank, int nranks,
                           ncclComm_t comm, cudaStream_t stream) {
  (void)rank, (void)nranks;
  return ncclBroadcast(send, recv, count, type, 0, comm, stream);
}

const nccl_coll_def nccl_broadcast = {collective_kind::broadcast, launch};

}  // namespace ledgerlab::bench
