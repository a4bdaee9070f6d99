// HBM bandwidth, BabelStream's kernels (UoB-HPC/BabelStream; calibration.md §4): copy c = a,
// triad a = b + s·c, read (per-block partial sums of a, no atomics, no memset), write (c = v) on
// double arrays >= 4× L2 (>= 2^25 elements, BabelStream's default), one element per thread in
// blocks of 1024 (BabelStream's CUDA launch). Iterations queued back to back behind a stream gate
// with one CUDA event pair each, so no launch gap is timed; the figure is the best iteration
// (BabelStream reports the minimum time), the median is recorded beside it. Read+write byte
// counting. Every kernel is checked on the device before timing and again after (stream_defs.h).
// Also the concurrent triad: every GPU at once, per-GPU bandwidth under shared load.
#include <thread>

#include "core/calib/fit.h"
#include "native/bench/cuda_ops.h"
#include "native/bench/stream_defs.h"

namespace ledgerlab::bench {

namespace {
constexpr int tb = 1024;  // BabelStream TBSIZE

__global__ void k_init(double* a, double* b, double* c, std::size_t n) {
  const std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x;
  if (i < n) a[i] = stream_init_a, b[i] = stream_init_b, c[i] = stream_init_c;
}
__global__ void k_copy(const double* __restrict__ a, double* __restrict__ c, std::size_t n) {
  const std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x;
  if (i < n) c[i] = a[i];
}
__global__ void k_triad(double* __restrict__ a, const double* __restrict__ b, const double* __restrict__ c, std::size_t n) {
  const std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x;
  if (i < n) a[i] = b[i] + stream_scalar * c[i];
}
__global__ void k_write(double* __restrict__ c, std::size_t n) {
  const std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x;
  if (i < n) c[i] = stream_write_value;
}
// Grid-stride sum; each block writes its partial (BabelStream's dot, reduced on the host).
__global__ void k_read(const double* __restrict__ a, std::size_t n, double* partial) {
  __shared__ double part[tb];
  double acc = 0;
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    acc += a[i];
  part[threadIdx.x] = acc;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = part[0];
}
__global__ void k_mismatch_f64(const double* d, std::size_t n, double expect, double rel_tol, unsigned long long* count) {
  unsigned long long w = 0;
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    w += !(fabs(d[i] - expect) <= rel_tol * fabs(expect));
  if (w) atomicAdd(count, w);
}
__global__ void k_mismatch_u8(const unsigned char* d, std::size_t n, unsigned char expect, unsigned long long* count) {
  unsigned long long w = 0;
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    w += d[i] != expect;
  if (w) atomicAdd(count, w);
}

template <class F>
long long count_with(F launch, const device_stream& s) {
  device_buffer counter(s.device(), sizeof(unsigned long long));
  auto* c = counter.as<unsigned long long>();
  LL_CUDA(cudaMemsetAsync(c, 0, sizeof *c, cu(s)));
  launch(c);
  unsigned long long h = 0;
  LL_CUDA(cudaMemcpyAsync(&h, c, sizeof h, cudaMemcpyDeviceToHost, cu(s)));
  s.synchronize();
  return static_cast<long long>(h);
}

struct stream_state {
  int dev;
  std::size_t n;
  int blocks, read_blocks;
  device_stream st;
  device_buffer a, b, c, partial;
  gated_batch batch;
  stream_state(int d, std::size_t elems, int sms)
      : dev(d), n(elems), blocks(static_cast<int>((elems + tb - 1) / tb)), read_blocks(4 * sms), st(d), a(d, 8 * elems),
        b(d, 8 * elems), c(d, 8 * elems), partial(d, 8 * static_cast<std::size_t>(4 * sms)), batch(st, 32) {}
  void init() {
    k_init<<<blocks, tb, 0, cu(st)>>>(a.as<double>(), b.as<double>(), c.as<double>(), n);
    LL_LAUNCHED("k_init");
  }
  void launch(const std::string& k) {
    const cudaStream_t s = cu(st);
    if (k == "copy") k_copy<<<blocks, tb, 0, s>>>(a.as<double>(), c.as<double>(), n);
    else if (k == "triad") k_triad<<<blocks, tb, 0, s>>>(a.as<double>(), b.as<double>(), c.as<double>(), n);
    else if (k == "write") k_write<<<blocks, tb, 0, s>>>(c.as<double>(), n);
    else k_read<<<read_blocks, tb, 0, s>>>(a.as<double>(), n, partial.as<double>());
    LL_LAUNCHED(k.c_str());
  }
  long long verify(const std::string& k) {
    if (k == "read") {
      std::vector<double> h(static_cast<std::size_t>(read_blocks));
      LL_CUDA(cudaMemcpyAsync(h.data(), partial.get(), 8 * h.size(), cudaMemcpyDeviceToHost, cu(st)));
      st.synchronize();
      double sum = 0;
      for (double v : h) sum += v;
      const double expect = stream_init_a * static_cast<double>(n);
      return !(std::fabs(sum - expect) <= 1e-9 * expect);
    }
    const double* arr = k == "triad" ? a.as<double>() : c.as<double>();
    const double expect = k == "copy" ? stream_copy_expect : k == "triad" ? stream_triad_expect : stream_write_value;
    return count_mismatch_f64(arr, n, expect, stream_rel_tol, st);
  }
  long long check(const std::string& k) {
    init();
    launch(k);
    return verify(k);
  }
};

double kernel_bytes(const std::string& k, std::size_t n) {
  const double arrays = k == "copy" ? stream_copy_arrays : k == "triad" ? stream_triad_arrays : k == "read" ? stream_read_arrays
                                                                                                            : stream_write_arrays;
  return arrays * 8.0 * static_cast<double>(n);
}
std::size_t array_elems(const cuda_device_info& info) {
  return std::max<std::size_t>(std::size_t(1) << 25, static_cast<std::size_t>(4 * info.l2_bytes / 8));
}
json stream_info_json(int dev) {
  return {{"gpu", dev},
          {"statistic", "best of the timed iterations (BabelStream: minimum time); median also recorded"},
          {"method", "iterations queued behind a stream gate, one CUDA event pair each (no launch gap timed)"},
          {"counting", "read+write (BabelStream)"}};
}
}  // namespace

long long count_mismatch_f64(const double* d, std::size_t n, double expect, double rel_tol, const device_stream& s) {
  return count_with([&](unsigned long long* c) {
    k_mismatch_f64<<<1024, 256, 0, cu(s)>>>(d, n, expect, rel_tol, c);
    LL_LAUNCHED("k_mismatch_f64");
  }, s);
}
long long count_mismatch_u8(const unsigned char* d, std::size_t n, unsigned char expect, const device_stream& s) {
  return count_with([&](unsigned long long* c) {
    k_mismatch_u8<<<1024, 256, 0, cu(s)>>>(d, n, expect, c);
    LL_LAUNCHED("k_mismatch_u8");
  }, s);
}
void fill_u8(unsigned char* d, std::size_t n, unsigned char v, const device_stream& s) {
  LL_CUDA(cudaMemsetAsync(d, v, n, cu(s)));
}

std::vector<bench_op> stream_ops(const bench_options& opt, int dev) {
  const cuda_device_info info = device_info(dev);
  auto st = std::make_shared<stream_state>(dev, array_elems(info), info.sms);
  const double w = 8.0 * static_cast<double>(st->n);
  std::vector<bench_op> ops;
  for (const char* k : {"copy", "triad", "read", "write"}) {
    bench_op op;
    op.group = "memory", op.name = k, op.unit = "B/s";
    op.info = stream_info_json(dev);
    op.points = {{w, std::to_string(st->n) + " doubles/array", kernel_bytes(k, st->n), {}}};
    op.min_iters = opt.quick ? 10 : 50, op.max_iters = opt.quick ? 50 : 200, op.warmup = 2;
    const std::string name = k;
    op.check = [st, name](const bench_point&) { return st->check(name); };
    op.recheck = op.check;
    op.run_batch = [st, name](const bench_point&, int n) { return st->batch.run(n, nullptr, [&](int) { st->launch(name); }); };
    op.telemetry = [dev] { return nvml_sample(dev); };
    ops.push_back(std::move(op));
  }
  return ops;
}

bench_op stream_concurrent_op(const bench_options& opt, const std::vector<int>& devs, const rank_ctx* across_ranks) {
  std::vector<std::shared_ptr<stream_state>> states;
  for (int d : devs) {
    const cuda_device_info info = device_info(d);
    states.push_back(std::make_shared<stream_state>(d, array_elems(info), info.sms));
  }
  const std::size_t n = states.front()->n;
  bench_op op;
  op.group = "memory", op.name = "triad_concurrent", op.unit = "B/s";
  op.info = stream_info_json(devs.front());
  op.info["gpus"] = devs;
  op.info["concurrent"] = true;
  op.info["note"] = "triad on every GPU at once; the rate is per GPU, each iteration the slowest GPU's";
  op.collective = across_ranks != nullptr, op.reduce = rank_stat::max;
  op.points = {{8.0 * static_cast<double>(n), std::to_string(n) + " doubles/array", kernel_bytes("triad", n), {}}};
  op.min_iters = opt.quick ? 10 : 30, op.max_iters = opt.quick ? 30 : 100, op.warmup = 2;
  op.check = [states](const bench_point&) {
    long long w = 0;
    for (auto& s : states) w += s->check("triad");
    return w;
  };
  op.recheck = op.check;
  op.run_batch = [states, across_ranks](const bench_point&, int k) {
    if (across_ranks) across_ranks->barrier();
    std::vector<std::vector<double>> t(states.size());
    std::vector<std::string> err(states.size());
    std::vector<std::thread> th;
    for (std::size_t i = 0; i < states.size(); ++i)
      th.emplace_back([&, i] {
        try {
          t[i] = states[i]->batch.run(k, nullptr, [&](int) { states[i]->launch("triad"); });
        } catch (const std::exception& e) {
          err[i] = e.what();
        }
      });
    for (auto& x : th) x.join();
    for (const auto& e : err)
      if (!e.empty()) throw std::runtime_error("concurrent triad: " + e);
    std::vector<double> worst(static_cast<std::size_t>(k), 0);
    for (const auto& v : t)
      for (int i = 0; i < k; ++i) worst[static_cast<std::size_t>(i)] = std::max(worst[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(i)]);
    return worst;
  };
  op.telemetry = [d = devs.front()] { return nvml_sample(d); };
  return op;
}

}  // namespace ledgerlab::bench
