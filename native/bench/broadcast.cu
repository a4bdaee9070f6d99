// NCCL broadcast for calibrate: ncclBroadcast from rank 0 (S = buffer, factor 1).
// Buffers, data, the #wrong check and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const float* send, float* recv, std::size_t count, int rank, int nranks, ncclComm_t comm,
                           cudaStream_t stream) {
  (void)rank, (void)nranks;
  return ncclBroadcast(send, recv, count, ncclFloat, 0, comm, stream);
}

const nccl_coll_def nccl_broadcast = {collective_kind::broadcast, launch};

}  // namespace ledgerlab::bench
