// NCCL all_gather for calibrate: ncclAllGather: rank r's block lands at offset r·count on every rank (S = gathered total, factor (n-1)/n).
// Buffers, data, the #wrong check and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const float* send, float* recv, std::size_t count, int rank, int nranks, ncclComm_t comm,
                           cudaStream_t stream) {
  (void)rank, (void)nranks;
  return ncclAllGather(send, recv, count, ncclFloat, comm, stream);
}

const nccl_coll_def nccl_all_gather = {collective_kind::all_gather, launch};

}  // namespace ledgerlab::bench
