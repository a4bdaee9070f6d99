// NCCL send_recv for calibrate: send/recv around a ring: rank r sends to r+1 and receives from r-1 (nccl-tests sendrecv_perf;
// S = buffer, factor 1).
// Buffers, data, the #wrong checks and timing are the harness's (nccl_common.cu, coll_defs.h).
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

static ncclResult_t launch(const void* send, void* recv, std::size_t count, ncclDataType_t type, int rank, int nranks,
                           ncclComm_t comm, cudaStream_t stream) {
  ncclResult_t r = ncclGroupStart();
  if (r == ncclSuccess) r = ncclSend(send, count, type, (rank + 1) % nranks, comm, stream);
  if (r == ncclSuccess) r = ncclRecv(recv, count, type, (rank - 1 + nranks) % nranks, comm, stream);
  const ncclResult_t e = ncclGroupEnd();
  return r != ncclSuccess ? r : e;
}

const nccl_coll_def nccl_send_recv = {collective_kind::send_recv, launch};

}  // namespace ledgerlab::bench
