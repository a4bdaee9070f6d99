// HBM bandwidth, BabelStream kernels written here (UoB-HPC/BabelStream; calibration.md §4): copy
// c = a, triad a = b + s·c, read (sum of a), write (c = v) on double arrays >= 4× L2 (>= 2^25
// elements, BabelStream's default), CUDA events around each kernel, read+write byte counting.
// Every kernel is checked on the device against its analytic result before it is timed.
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

namespace {
constexpr double init_a = 0.1, init_b = 0.2, init_c = 0.0, scalar = 0.4;

__global__ void k_init(double* a, double* b, double* c, std::size_t n) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    a[i] = init_a, b[i] = init_b, c[i] = init_c;
}
__global__ void k_copy(const double* __restrict__ a, double* __restrict__ c, std::size_t n) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x) c[i] = a[i];
}
__global__ void k_triad(double* __restrict__ a, const double* __restrict__ b, const double* __restrict__ c, std::size_t n) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    a[i] = b[i] + scalar * c[i];
}
__global__ void k_write(double* __restrict__ c, std::size_t n) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x) c[i] = 0.3;
}
__global__ void k_read(const double* __restrict__ a, std::size_t n, double* sum) {
  __shared__ double part[256];
  double acc = 0;
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x) acc += a[i];
  part[threadIdx.x] = acc;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(sum, part[0]);
}
__global__ void k_mismatch_f64(const double* d, std::size_t n, double expect, unsigned long long* count) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    if (fabs(d[i] - expect) > 1e-12 * fabs(expect) + 1e-300) atomicAdd(count, 1ULL);
}
__global__ void k_mismatch_u8(const unsigned char* d, std::size_t n, unsigned char expect, unsigned long long* count) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    if (d[i] != expect) atomicAdd(count, 1ULL);
}

struct stream_state {
  int dev = 0, blocks = 0;
  std::size_t n = 0;
  std::unique_ptr<dev_buf> a, b, c, sum;
  cudaStream_t st = nullptr;
  event_timer timer;
  void init() { k_init<<<blocks, 256, 0, st>>>(a->as<double>(), b->as<double>(), c->as<double>(), n); }
};
}  // namespace

template <class F>
static long long count_with(F launch, cudaStream_t s) {
  unsigned long long* d = nullptr;
  LL_CUDA(cudaMalloc(&d, sizeof *d));
  LL_CUDA(cudaMemsetAsync(d, 0, sizeof *d, s));
  launch(d);
  unsigned long long h = 0;
  LL_CUDA(cudaMemcpyAsync(&h, d, sizeof h, cudaMemcpyDeviceToHost, s));
  LL_CUDA(cudaStreamSynchronize(s));
  cudaFree(d);
  return static_cast<long long>(h);
}

long long count_mismatch_f64(const double* d, std::size_t n, double expect, cudaStream_t s) {
  return count_with([&](unsigned long long* c) { k_mismatch_f64<<<1024, 256, 0, s>>>(d, n, expect, c); }, s);
}
long long count_mismatch_u8(const unsigned char* d, std::size_t n, unsigned char expect, cudaStream_t s) {
  return count_with([&](unsigned long long* c) { k_mismatch_u8<<<1024, 256, 0, s>>>(d, n, expect, c); }, s);
}

std::vector<bench_op> stream_ops(const bench_options& opt, int dev) {
  const cuda_device_info info = device_info(dev);
  auto st = std::make_shared<stream_state>();
  st->dev = dev;
  st->n = std::max<std::size_t>(std::size_t(1) << 25, static_cast<std::size_t>(4 * info.l2_bytes / 8));
  st->blocks = info.sms * 8;
  LL_CUDA(cudaSetDevice(dev));
  LL_CUDA(cudaStreamCreateWithFlags(&st->st, cudaStreamNonBlocking));
  st->a = std::make_unique<dev_buf>(dev, 8 * st->n);
  st->b = std::make_unique<dev_buf>(dev, 8 * st->n);
  st->c = std::make_unique<dev_buf>(dev, 8 * st->n);
  st->sum = std::make_unique<dev_buf>(dev, 8);
  const double w = 8.0 * static_cast<double>(st->n);
  stream_state* s = st.get();
  struct kernel {
    const char* name;
    double bytes;
    std::function<void()> launch;
    std::function<long long()> verify;
  };
  std::vector<kernel> ks = {
      {"copy", 2 * w, [s] { k_copy<<<s->blocks, 256, 0, s->st>>>(s->a->as<double>(), s->c->as<double>(), s->n); },
       [s] { return count_mismatch_f64(s->c->as<double>(), s->n, init_a, s->st); }},
      {"triad", 3 * w,
       [s] { k_triad<<<s->blocks, 256, 0, s->st>>>(s->a->as<double>(), s->b->as<double>(), s->c->as<double>(), s->n); },
       [s] { return count_mismatch_f64(s->a->as<double>(), s->n, init_b + scalar * init_c, s->st); }},
      {"read", w,
       [s] {
         cudaMemsetAsync(s->sum->p, 0, 8, s->st);
         k_read<<<s->blocks, 256, 0, s->st>>>(s->a->as<double>(), s->n, s->sum->as<double>());
       },
       [s] {
         double h = 0;
         LL_CUDA(cudaMemcpy(&h, s->sum->p, 8, cudaMemcpyDeviceToHost));
         const double expect = init_a * static_cast<double>(s->n);
         return static_cast<long long>(fabs(h - expect) > 1e-9 * expect);
       }},
      {"write", w, [s] { k_write<<<s->blocks, 256, 0, s->st>>>(s->c->as<double>(), s->n); },
       [s] { return count_mismatch_f64(s->c->as<double>(), s->n, 0.3, s->st); }},
  };
  std::vector<bench_op> ops;
  for (const kernel& k : ks) {
    bench_op op;
    op.group = "memory", op.name = k.name, op.unit = "B/s";
    op.points = {{w, std::to_string(st->n) + " doubles/array", k.bytes, {}}};
    op.min_iters = opt.quick ? 10 : 50, op.max_iters = opt.quick ? 50 : 200;
    op.check = [st, k](const bench_point&) {
      LL_CUDA(cudaSetDevice(st->dev));
      st->init();
      k.launch();
      LL_CUDA(cudaGetLastError());
      LL_CUDA(cudaStreamSynchronize(st->st));
      return k.verify();
    };
    op.run = [st, k](const bench_point&) {
      st->timer.start(st->st);
      k.launch();
      st->timer.stop(st->st);
      return st->timer.seconds();
    };
    ops.push_back(std::move(op));
  }
  return ops;
}

}  // namespace ledgerlab::bench
