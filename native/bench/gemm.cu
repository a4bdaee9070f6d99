// Matmul FLOP/s per dtype with cuBLASLt, mamf-finder method (stas00/ml-engineering mamf-finder.py;
// calibration.md §3): device warm-up, a 256 MiB cache flush before every iteration (untimed), CUDA
// events around the GEMM only, median; FLOPs = 2·m·n·k; TN layout (what FP8 requires), 32 MiB
// workspace, cuBLASLt's top heuristic. Inputs in {−1, −½, 0, ½, 1} so products and sums are exact
// and 64 sampled outputs are checked against a host dot product before any time is kept.
#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <array>
#include <cmath>

#include "native/bench/bench_compat.h"
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

#define LL_LT(call)                                                                                 \
  do {                                                                                              \
    cublasStatus_t s_ = (call);                                                                     \
    if (s_ != CUBLAS_STATUS_SUCCESS)                                                                \
      throw std::runtime_error(std::string("cuBLASLt error in ") + #call + ": " + std::to_string(s_)); \
  } while (0)

namespace {
struct gemm_dtype {
  const char* name;
  cudaDataType_t in, out;
  cublasComputeType_t compute;
  int in_bytes, out_bytes;
  double rel_tol;  // output rounding: fp32 exact; bf16 2^-8; fp16 2^-11
};
const gemm_dtype dtypes[] = {
    {"fp32", CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, 4, 4, 0},
    {"tf32", CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4, 4, 0},
    {"bf16", CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 2, 2, 1.0 / 128},
    {"fp16", CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, 2, 2, 1.0 / 1024},
    {"fp8", CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 1, 2, 1.0 / 128},
};

__host__ __device__ inline float gemm_val(std::size_t i, unsigned salt) {
  unsigned long long h = (i + 1) * 0x9E3779B97F4A7C15ULL ^ salt;
  h ^= h >> 29;
  return static_cast<float>(static_cast<int>(h % 5) - 2) * 0.5f;
}
template <class T> __device__ T to_t(float v);
template <> __device__ float to_t<float>(float v) { return v; }
template <> __device__ __nv_bfloat16 to_t<__nv_bfloat16>(float v) { return __float2bfloat16(v); }
template <> __device__ __half to_t<__half>(float v) { return __float2half(v); }
template <> __device__ __nv_fp8_e4m3 to_t<__nv_fp8_e4m3>(float v) { return __nv_fp8_e4m3(v); }
template <class T>
__global__ void k_fill(T* p, std::size_t n, unsigned salt) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    p[i] = to_t<T>(gemm_val(i, salt));
}
void fill(void* p, cudaDataType_t t, std::size_t n, unsigned salt, cudaStream_t s) {
  if (t == CUDA_R_32F) k_fill<<<1024, 256, 0, s>>>(static_cast<float*>(p), n, salt);
  else if (t == CUDA_R_16BF) k_fill<<<1024, 256, 0, s>>>(static_cast<__nv_bfloat16*>(p), n, salt);
  else if (t == CUDA_R_16F) k_fill<<<1024, 256, 0, s>>>(static_cast<__half*>(p), n, salt);
  else k_fill<<<1024, 256, 0, s>>>(static_cast<__nv_fp8_e4m3*>(p), n, salt);
}
constexpr unsigned salt_a = 0x1234, salt_b = 0x5678;

struct gemm_state;
gemm_state* g_last = nullptr;  // the state whose matrices are on the device

struct gemm_state {
  int dev = 0;
  gemm_dtype dt{};
  cublasLtHandle_t lt = nullptr;
  cudaStream_t st = nullptr;
  std::unique_ptr<dev_buf> a, b, d, work, flush;
  int m = 0, n = 0, k = 0;
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t la = nullptr, lb = nullptr, ld = nullptr;
  cublasLtMatmulHeuristicResult_t algo{};
  event_timer timer;
  ~gemm_state();
  void release() {
    if (desc) cublasLtMatmulDescDestroy(desc), desc = nullptr;
    if (la) cublasLtMatrixLayoutDestroy(la), la = nullptr;
    if (lb) cublasLtMatrixLayoutDestroy(lb), lb = nullptr;
    if (ld) cublasLtMatrixLayoutDestroy(ld), ld = nullptr;
  }
  // Sets up m×n×k: A stored k×m (op T), B k×n, D m×n, column-major. false: no algorithm here.
  bool shape(int m_, int n_, int k_) {
    release();
    // One dtype's matrices at a time on the device: free the previous dtype's (16384³ fp32 = 3 GiB).
    if (g_last && g_last != this) g_last->a.reset(), g_last->b.reset(), g_last->d.reset();
    g_last = this;
    a.reset(), b.reset(), d.reset();
    m = m_, n = n_, k = k_;
    LL_CUDA(cudaSetDevice(dev));
    const std::size_t sa = std::size_t(k) * m, sb = std::size_t(k) * n, sd = std::size_t(m) * n;
    a = std::make_unique<dev_buf>(dev, sa * dt.in_bytes);
    b = std::make_unique<dev_buf>(dev, sb * dt.in_bytes);
    d = std::make_unique<dev_buf>(dev, sd * dt.out_bytes);
    fill(a->p, dt.in, sa, salt_a, st);
    fill(b->p, dt.in, sb, salt_b, st);
    LL_CUDA(cudaGetLastError());
    LL_LT(cublasLtMatmulDescCreate(&desc, dt.compute, CUDA_R_32F));
    const cublasOperation_t tA = CUBLAS_OP_T, tB = CUBLAS_OP_N;
    LL_LT(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &tA, sizeof tA));
    LL_LT(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB, &tB, sizeof tB));
    LL_LT(cublasLtMatrixLayoutCreate(&la, dt.in, k, m, k));
    LL_LT(cublasLtMatrixLayoutCreate(&lb, dt.in, k, n, k));
    LL_LT(cublasLtMatrixLayoutCreate(&ld, dt.out, m, n, m));
    cublasLtMatmulPreference_t pref;
    LL_LT(cublasLtMatmulPreferenceCreate(&pref));
    const std::size_t ws = work->bytes;
    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws);
    int found = 0;
    const cublasStatus_t hs = cublasLtMatmulAlgoGetHeuristic(lt, desc, la, lb, ld, ld, pref, 1, &algo, &found);
    cublasLtMatmulPreferenceDestroy(pref);
    return hs == CUBLAS_STATUS_SUCCESS && found > 0;
  }
  void matmul() {
    const float alpha = 1, beta = 0;
    LL_LT(cublasLtMatmul(lt, desc, &alpha, a->p, la, b->p, lb, &beta, d->p, ld, d->p, ld, &algo.algo, work->p, work->bytes, st));
  }
  long long verify() {  // 64 sampled outputs vs a host dot product of the same inputs
    LL_CUDA(cudaStreamSynchronize(st));
    long long wrong = 0;
    for (int s = 0; s < 64; ++s) {
      const std::size_t i = (s * 7919ULL) % unsigned(m), j = (s * 104729ULL) % unsigned(n);
      double ref = 0;
      for (std::size_t p = 0; p < std::size_t(k); ++p) ref += double(gemm_val(p + i * k, salt_a)) * gemm_val(p + j * k, salt_b);
      const std::size_t idx = i + j * std::size_t(m);
      float got = 0;
      if (dt.out == CUDA_R_32F) {
        LL_CUDA(cudaMemcpy(&got, d->as<float>() + idx, 4, cudaMemcpyDeviceToHost));
      } else if (dt.out == CUDA_R_16BF) {
        __nv_bfloat16 h;
        LL_CUDA(cudaMemcpy(&h, d->as<__nv_bfloat16>() + idx, 2, cudaMemcpyDeviceToHost));
        got = __bfloat162float(h);
      } else {
        __half h;
        LL_CUDA(cudaMemcpy(&h, d->as<__half>() + idx, 2, cudaMemcpyDeviceToHost));
        got = __half2float(h);
      }
      wrong += std::fabs(got - ref) > dt.rel_tol * std::fabs(ref) + 1e-3;
    }
    return wrong;
  }
};

gemm_state::~gemm_state() {
  if (g_last == this) g_last = nullptr;
  release();
  if (lt) cublasLtDestroy(lt);
  if (st) cudaStreamDestroy(st);
}

std::shared_ptr<gemm_state> make_state(int dev, const gemm_dtype& dt) {
  auto g = std::make_shared<gemm_state>();
  g->dev = dev, g->dt = dt;
  LL_CUDA(cudaSetDevice(dev));
  LL_LT(cublasLtCreate(&g->lt));
  LL_CUDA(cudaStreamCreateWithFlags(&g->st, cudaStreamNonBlocking));
  g->work = std::make_unique<dev_buf>(dev, std::size_t(32) << 20);  // 32 MiB (Hopper; CUTLASS guideline)
  return g;
}
}  // namespace

std::vector<bench_op> gemm_ops(const bench_options& opt, int dev) {
  const cuda_device_info info = device_info(dev);
  std::vector<std::array<int, 3>> shapes;
  // Large shapes for the peak, and small, skinny and short-K ones so the step model's GEMM curve
  // (per-kernel overhead, roofline, split-K; docs/formulas.md §11.1) is fitted over the shapes
  // training runs (core/calib/gemm_fit.h).
  if (opt.quick)
    shapes = {{2048, 2048, 2048}, {4096, 4096, 4096}, {8192, 8192, 8192}, {2048, 2048, 13312}, {1024, 1024, 1024},
              {512, 4096, 4096}};
  else
    shapes = {{1024, 1024, 1024}, {2048, 2048, 2048}, {4096, 4096, 4096}, {6144, 6144, 6144}, {8192, 8192, 8192},
              {12288, 12288, 12288}, {16384, 16384, 16384}, {2048, 2048, 13312}, {4096, 4096, 16384},
              {8192, 4096, 4096}, {16384, 4096, 4096}, {4608, 4096, 4096},  // not 1024-aligned in m
              {512, 512, 512}, {256, 4096, 4096}, {512, 4096, 4096}, {4096, 4096, 256}, {4096, 1024, 1024}};
  auto flush = std::make_shared<dev_buf>(dev, std::size_t(256) << 20);
  std::vector<bench_op> ops;
  for (const gemm_dtype& dt : dtypes) {
    const bool fp8 = std::string(dt.name) == "fp8";
    auto g = make_state(dev, dt);
    bench_op op;
    op.group = "matmul", op.name = dt.name, op.unit = "FLOP/s", op.weight = 3;
    op.min_iters = opt.quick ? 10 : 50, op.max_iters = opt.quick ? 50 : 200, op.warmup = opt.quick ? 5 : 20;
    for (auto s : shapes) {
      const double flops = 2.0 * s[0] * s[1] * s[2];
      op.points.push_back({flops, std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]), flops,
                           {double(s[0]), double(s[1]), double(s[2])}});
    }
    const bool supported = !fp8 || compat_fp8_supported(info.cc_major, info.cc_minor);
    op.check = [g, supported](const bench_point& p) -> long long {
      if (!supported || !g->shape(int(p.shape[0]), int(p.shape[1]), int(p.shape[2]))) return -1;
      g->matmul();
      return g->verify();
    };
    op.prepare = [g, flush](const bench_point&) {  // mamf-finder: zero 256 MiB to flush L2
      LL_CUDA(cudaMemsetAsync(flush->p, 0, flush->bytes, g->st));
    };
    op.run = [g](const bench_point&) {
      g->timer.start(g->st);
      g->matmul();
      g->timer.stop(g->st);
      return g->timer.seconds();
    };
    ops.push_back(std::move(op));
  }
  return ops;
}

json gemm_warm_up(int dev, double seconds) {
  auto g = make_state(dev, dtypes[2]);  // bf16
  if (!g->shape(8192, 8192, 8192)) {
    g = make_state(dev, dtypes[0]);
    if (!g->shape(4096, 4096, 4096)) return json::object();
  }
  const double t0 = now_s();
  json snap = json::object();
  for (;;) {
    for (int i = 0; i < 10; ++i) g->matmul();
    const bool last = now_s() - t0 >= seconds || g_interrupted.load();
    if (last) snap = nvml_snapshot(dev);  // read while the GEMMs run: clocks under load
    LL_CUDA(cudaStreamSynchronize(g->st));
    if (last) return snap;
  }
}

double gemm_probe_rate(int dev) {
  auto g = make_state(dev, dtypes[2]);
  if (!g->shape(8192, 8192, 8192)) return 0;
  std::vector<double> r;
  for (int i = 0; i < 25; ++i) {
    g->timer.start(g->st);
    g->matmul();
    g->timer.stop(g->st);
    const double t = g->timer.seconds();
    if (i >= 5) r.push_back(2.0 * 8192 * 8192 * 8192 / t);
  }
  std::sort(r.begin(), r.end());
  return r[r.size() / 2];
}

}  // namespace ledgerlab::bench
