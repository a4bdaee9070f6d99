// NCCL reduce_scatter for calibrate: ncclReduceScatter: rank r gets block r of the elementwise sum (S = total input, factor (n-1)/n).
// Buffers, data, the #wrong check and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const float* send, float* recv, std::size_t count, int rank, int nranks, ncclComm_t comm,
                           cudaStream_t stream) {
  (void)rank, (void)nranks;
  return ncclReduceScatter(send, recv, count, ncclFloat, ncclSum, comm, stream);
}

const nccl_coll_def nccl_reduce_scatter = {collective_kind::reduce_scatter, launch};

}  // namespace ledgerlab::bench
