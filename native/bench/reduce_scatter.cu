// NCCL reduce_scatter for calibrate: ncclReduceScatter: rank r gets the sum of block r (S = total input, factor (n-1)/n).
// Buffers, data, the #wrong checks and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const void* send, void* recv, std::size_t count, ncclDataType_t type, int rank, int nranks,
                           ncclComm_t comm, cudaStream_t stream) {
  (void)rank, (void)nranks;
  return ncclReduceScatter(send, recv, count, type, ncclSum, comm, stream);
}

const nccl_coll_def nccl_reduce_scatter = {collective_kind::reduce_scatter, launch};

}  // namespace ledgerlab::bench
