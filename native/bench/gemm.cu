// Matmul FLOP/s per dtype with cuBLASLt, mamf-finder's method (stas00/ml-engineering
// mamf-finder.py; calibration.md §3): inputs random normal (a matrix of many zeros draws less
// power and overstates TFLOP/s), a 256 MiB L2 flush and an output rewrite before every iteration
// (untimed), iterations queued back to back behind a stream gate with one CUDA event pair each,
// FLOPs = 2·m·n·k, TN layout (what FP8 needs), 32 MiB workspace. cuBLASLt's top-8 heuristic
// algorithms are each verified and timed, the fastest is kept and recorded. Results are checked on
// exact data ({−1, −½, 0, ½, 1}: products and sums exact) before timing and again after it.
// Also the straggler probe: every GPU warmed together, then timed together.
#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <array>
#include <cmath>
#include <map>
#include <thread>

#include "core/calib/fit.h"
#include "native/bench/bench_compat.h"
#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

#define LL_LT(call)                                                                                     \
  do {                                                                                                  \
    cublasStatus_t s_ = (call);                                                                         \
    if (s_ != CUBLAS_STATUS_SUCCESS)                                                                    \
      throw std::runtime_error(std::string("cuBLASLt error in ") + #call + ": " + cublasLtGetStatusName(s_)); \
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
constexpr int top_k = 8;                       // heuristic algorithms tried per shape
constexpr std::size_t workspace_bytes = std::size_t(32) << 20;  // 32 MiB: Hopper (CUTLASS guideline)
constexpr std::size_t flush_bytes = std::size_t(256) << 20;     // mamf-finder's L2 flush

__host__ __device__ inline float exact_val(std::size_t i, unsigned salt) {
  unsigned long long h = (i + 1) * 0x9E3779B97F4A7C15ULL ^ salt;
  h ^= h >> 29;
  return static_cast<float>(static_cast<int>(h % 5) - 2) * 0.5f;
}
// N(0, 1) by Box–Muller from two hashed uniforms (counter-based: any element, any thread).
__device__ inline float normal_val(std::size_t i, unsigned salt) {
  auto mix = [](unsigned long long z) {
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  const unsigned long long a = mix(2 * i + (static_cast<unsigned long long>(salt) << 40)), b = mix(2 * i + 1 + (static_cast<unsigned long long>(salt) << 40));
  const float u1 = (static_cast<float>(a >> 40) + 1.0f) / 16777217.0f, u2 = static_cast<float>(b >> 40) / 16777216.0f;
  return sqrtf(-2.0f * logf(u1)) * cospif(2.0f * u2);
}
template <class T> __device__ T to_t(float v);
template <> __device__ float to_t<float>(float v) { return v; }
template <> __device__ __nv_bfloat16 to_t<__nv_bfloat16>(float v) { return __float2bfloat16(v); }
template <> __device__ __half to_t<__half>(float v) { return __float2half(v); }
template <> __device__ __nv_fp8_e4m3 to_t<__nv_fp8_e4m3>(float v) { return __nv_fp8_e4m3(v); }
template <class T>
__global__ void k_fill(T* p, std::size_t n, unsigned salt, bool normal) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x)
    p[i] = to_t<T>(normal ? normal_val(i, salt) : exact_val(i, salt));
}
void fill(void* p, cudaDataType_t t, std::size_t n, unsigned salt, bool normal, const device_stream& s) {
  if (t == CUDA_R_32F) k_fill<<<1024, 256, 0, cu(s)>>>(static_cast<float*>(p), n, salt, normal);
  else if (t == CUDA_R_16BF) k_fill<<<1024, 256, 0, cu(s)>>>(static_cast<__nv_bfloat16*>(p), n, salt, normal);
  else if (t == CUDA_R_16F) k_fill<<<1024, 256, 0, cu(s)>>>(static_cast<__half*>(p), n, salt, normal);
  else k_fill<<<1024, 256, 0, cu(s)>>>(static_cast<__nv_fp8_e4m3*>(p), n, salt, normal);
  LL_LAUNCHED("k_fill");
}
constexpr unsigned salt_a = 0x1234, salt_b = 0x5678, salt_d = 0x9abc;

struct lt_handle {
  cublasLtHandle_t h = nullptr;
  explicit lt_handle(int dev) {
    device_scope d(dev);
    LL_LT(cublasLtCreate(&h));
  }
  ~lt_handle() {
    if (h) (void)cublasLtDestroy(h);
  }
};

// The algorithm cuBLASLt ran, as recorded in the profile (cublasLtMatmulAlgoConfigAttributes_t).
json algo_json(const cublasLtMatmulHeuristicResult_t& r, int index) {
  auto attr = [&](cublasLtMatmulAlgoConfigAttributes_t a, auto zero) {
    decltype(zero) v = zero;
    std::size_t written = 0;
    return cublasLtMatmulAlgoConfigGetAttribute(&r.algo, a, &v, sizeof v, &written) == CUBLAS_STATUS_SUCCESS ? json(v) : json(nullptr);
  };
  return {{"heuristic_rank", index},
          {"algo_id", attr(CUBLASLT_ALGO_CONFIG_ID, int32_t(0))},
          {"tile_id", attr(CUBLASLT_ALGO_CONFIG_TILE_ID, uint32_t(0))},
          {"stages_id", attr(CUBLASLT_ALGO_CONFIG_STAGES_ID, uint32_t(0))},
          {"splitk", attr(CUBLASLT_ALGO_CONFIG_SPLITK_NUM, int32_t(0))},
          {"reduction_scheme", attr(CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME, uint32_t(0))},
          {"cta_swizzling", attr(CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING, uint32_t(0))},
          {"custom_option", attr(CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION, uint32_t(0))},
          {"inner_shape_id", attr(CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID, uint16_t(0))},
          {"cluster_shape_id", attr(CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID, uint16_t(0))},
          {"workspace_bytes", r.workspaceSize},
          {"waves", r.wavesCount}};
}

class gemm_state;
std::map<int, gemm_state*>& resident() {  // per device: the state whose matrices are allocated
  static std::map<int, gemm_state*> m;
  return m;
}

class gemm_state {
 public:
  gemm_state(int dev, const gemm_dtype& dt, std::shared_ptr<device_buffer> flush)
      : dev_(dev), dt_(dt), st_(dev), lt_(dev), work_(dev, workspace_bytes), flush_(std::move(flush)), batch_(st_, 32) {}
  ~gemm_state() {
    if (resident()[dev_] == this) resident()[dev_] = nullptr;
    release_desc();
  }
  const device_stream& stream() const { return st_; }
  // Sets up m×n×k: A stored k×m (op T), B k×n, D m×n, column-major; asks cuBLASLt for its top-k
  // algorithms. false: none for this shape and dtype here.
  bool shape(int m, int n, int k) {
    release_desc();
    // One dtype's matrices at a time per device: free the previous one's (16384³ fp32 = 3 GiB).
    if (gemm_state* other = resident()[dev_]; other && other != this) other->free_matrices();
    resident()[dev_] = this;
    free_matrices();
    m_ = m, n_ = n, k_ = k;
    const std::size_t sa = std::size_t(k) * m, sb = std::size_t(k) * n, sd = std::size_t(m) * n;
    a_ = std::make_unique<device_buffer>(dev_, sa * dt_.in_bytes);
    b_ = std::make_unique<device_buffer>(dev_, sb * dt_.in_bytes);
    d_ = std::make_unique<device_buffer>(dev_, sd * dt_.out_bytes);
    d_rand_ = std::make_unique<device_buffer>(dev_, sd * dt_.out_bytes);
    fill(d_rand_->get(), dt_.out, sd, salt_d, true, st_);
    device_scope ds(dev_);
    LL_LT(cublasLtMatmulDescCreate(&desc_, dt_.compute, CUDA_R_32F));
    const cublasOperation_t tA = CUBLAS_OP_T, tB = CUBLAS_OP_N;
    LL_LT(cublasLtMatmulDescSetAttribute(desc_, CUBLASLT_MATMUL_DESC_TRANSA, &tA, sizeof tA));
    LL_LT(cublasLtMatmulDescSetAttribute(desc_, CUBLASLT_MATMUL_DESC_TRANSB, &tB, sizeof tB));
    if (dt_.in == CUDA_R_8F_E4M3) {  // FP8: cuBLASLt's default, promoted accumulation (torch._scaled_mm's default)
      const int8_t fast = fp8_fast_accum;
      LL_LT(cublasLtMatmulDescSetAttribute(desc_, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fast, sizeof fast));
    }
    LL_LT(cublasLtMatrixLayoutCreate(&la_, dt_.in, k, m, k));
    LL_LT(cublasLtMatrixLayoutCreate(&lb_, dt_.in, k, n, k));
    LL_LT(cublasLtMatrixLayoutCreate(&ld_, dt_.out, m, n, m));
    cublasLtMatmulPreference_t pref = nullptr;
    LL_LT(cublasLtMatmulPreferenceCreate(&pref));
    const std::size_t ws = workspace_bytes;
    const cublasStatus_t ps = cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws);
    cublasLtMatmulHeuristicResult_t res[top_k] = {};
    int found = 0;
    const cublasStatus_t hs =
        ps == CUBLAS_STATUS_SUCCESS ? cublasLtMatmulAlgoGetHeuristic(lt_.h, desc_, la_, lb_, ld_, ld_, pref, top_k, res, &found) : ps;
    (void)cublasLtMatmulPreferenceDestroy(pref);
    algos_.clear();
    if (hs != CUBLAS_STATUS_SUCCESS) return false;
    for (int i = 0; i < found; ++i)
      if (res[i].state == CUBLAS_STATUS_SUCCESS) algos_.push_back(res[i]);
    chosen_ = 0;
    return !algos_.empty();
  }
  void fill_inputs(bool normal) {
    fill(a_->get(), dt_.in, std::size_t(k_) * m_, salt_a, normal, st_);
    fill(b_->get(), dt_.in, std::size_t(k_) * n_, salt_b, normal, st_);
  }
  void matmul(std::size_t algo) {
    const float alpha = 1, beta = 0;
    LL_LT(cublasLtMatmul(lt_.h, desc_, &alpha, a_->get(), la_, b_->get(), lb_, &beta, d_->get(), ld_, d_->get(), ld_,
                         &algos_.at(algo).algo, work_.get(), work_.bytes(), cu(st_)));
  }
  // Untimed, before each timed iteration: flush L2 and rewrite the output (mamf-finder).
  void before_iteration() {
    LL_CUDA(cudaMemsetAsync(flush_->get(), 0, flush_->bytes(), cu(st_)));
    LL_CUDA(cudaMemcpyAsync(d_->get(), d_rand_->get(), d_->bytes(), cudaMemcpyDeviceToDevice, cu(st_)));
  }
  // 64 sampled outputs vs a host dot product of the same exact inputs.
  long long verify() {
    st_.synchronize();
    long long wrong = 0;
    for (int s = 0; s < 64; ++s) {
      const std::size_t i = (s * 7919ULL) % unsigned(m_), j = (s * 104729ULL) % unsigned(n_);
      double ref = 0;
      for (std::size_t p = 0; p < std::size_t(k_); ++p) ref += double(exact_val(p + i * k_, salt_a)) * exact_val(p + j * k_, salt_b);
      const std::size_t idx = i + j * std::size_t(m_);
      float got = 0;
      device_scope ds(dev_);
      if (dt_.out == CUDA_R_32F) {
        LL_CUDA(cudaMemcpy(&got, d_->as<float>() + idx, 4, cudaMemcpyDeviceToHost));
      } else if (dt_.out == CUDA_R_16BF) {
        __nv_bfloat16 h;
        LL_CUDA(cudaMemcpy(&h, d_->as<__nv_bfloat16>() + idx, 2, cudaMemcpyDeviceToHost));
        got = __bfloat162float(h);
      } else {
        __half h;
        LL_CUDA(cudaMemcpy(&h, d_->as<__half>() + idx, 2, cudaMemcpyDeviceToHost));
        got = __half2float(h);
      }
      wrong += !(std::fabs(got - ref) <= dt_.rel_tol * std::fabs(ref) + 1e-3);
    }
    return wrong;
  }
  // Correct on exact data with every candidate algorithm (#wrong summed over them).
  long long check_all() {
    fill_inputs(false);
    long long wrong = 0;
    for (std::size_t a = 0; a < algos_.size(); ++a) {
      matmul(a);
      wrong += verify();
    }
    return wrong;
  }
  long long check_chosen() {
    fill_inputs(false);
    matmul(chosen_);
    return verify();
  }
  // Times every candidate on random normal data (1 warm-up + 2 timed, queued) and keeps the fastest.
  void choose() {
    fill_inputs(true);
    tried_ = json::array();
    double best = 1e300;
    for (std::size_t a = 0; a < algos_.size(); ++a) {
      const std::vector<double> t = batch_.run(3, [&](int) { before_iteration(); }, [&](int) { matmul(a); });
      const double med = median_of(std::vector<double>(t.begin() + 1, t.end()));
      tried_.push_back({{"heuristic_rank", a}, {"median_s", med}});
      if (med < best) best = med, chosen_ = a;
    }
  }
  std::vector<double> run(int n) {
    return batch_.run(n, [&](int) { before_iteration(); }, [&](int) { matmul(chosen_); });
  }
  json chosen_json() const { return algo_json(algos_.at(chosen_), static_cast<int>(chosen_)); }
  const json& tried() const { return tried_; }
  static constexpr int8_t fp8_fast_accum = 0;

 private:
  void release_desc() {
    if (desc_) (void)cublasLtMatmulDescDestroy(desc_), desc_ = nullptr;
    if (la_) (void)cublasLtMatrixLayoutDestroy(la_), la_ = nullptr;
    if (lb_) (void)cublasLtMatrixLayoutDestroy(lb_), lb_ = nullptr;
    if (ld_) (void)cublasLtMatrixLayoutDestroy(ld_), ld_ = nullptr;
  }
  void free_matrices() { a_.reset(), b_.reset(), d_.reset(), d_rand_.reset(); }

  int dev_;
  gemm_dtype dt_;
  device_stream st_;  // every per-device member is built after its device is selected (gpu_res.h)
  lt_handle lt_;
  device_buffer work_;
  std::shared_ptr<device_buffer> flush_;
  gated_batch batch_;
  std::unique_ptr<device_buffer> a_, b_, d_, d_rand_;
  int m_ = 0, n_ = 0, k_ = 0;
  cublasLtMatmulDesc_t desc_ = nullptr;
  cublasLtMatrixLayout_t la_ = nullptr, lb_ = nullptr, ld_ = nullptr;
  std::vector<cublasLtMatmulHeuristicResult_t> algos_;
  std::size_t chosen_ = 0;
  json tried_ = json::array();
};
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
  auto flush = std::make_shared<device_buffer>(dev, flush_bytes);
  std::vector<bench_op> ops;
  for (const gemm_dtype& dt : dtypes) {
    const bool fp8 = std::string(dt.name) == "fp8";
    const bool no_tensor_cores = std::string(dt.name) == "fp32";
    auto g = std::make_shared<gemm_state>(dev, dt, flush);
    bench_op op;
    op.group = "matmul", op.name = dt.name, op.unit = "FLOP/s", op.weight = 3;
    op.min_iters = opt.quick ? 10 : 30, op.max_iters = opt.quick ? 50 : 200, op.warmup = opt.quick ? 5 : 20;
    op.info = {{"dtype", dt.name},
               {"gpu", dev},
               {"statistic", "median of the timed iterations (sustained rate after the device warm-up); min, mean, "
                             "p10, p90 and the median of the 5 fastest (mamf-finder's achievable figure) also recorded"},
               {"method", "cuBLASLt TN, 32 MiB workspace, top-8 heuristic algorithms verified and timed, the fastest "
                          "kept; iterations queued behind a stream gate, one CUDA event pair each; 256 MiB L2 flush and "
                          "output rewrite before each iteration, untimed"},
               {"inputs", "random normal N(0,1) (mamf-finder); results verified on exact data before and after timing"}};
    if (fp8) op.info["fp8_fast_accum"] = gemm_state::fp8_fast_accum != 0;
    for (auto s : shapes) {
      const double flops = 2.0 * s[0] * s[1] * s[2];
      if (no_tensor_cores && flops > 2.0 * 8192.0 * 8192.0 * 8192.0) continue;  // fp32 without tensor cores: seconds per GEMM
      op.points.push_back({flops, std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]), flops,
                           {double(s[0]), double(s[1]), double(s[2])}});
    }
    const bool supported = !fp8 || compat_fp8_supported(info.cc_major, info.cc_minor);
    op.check = [g, supported](const bench_point& p) -> long long {
      if (!supported || !g->shape(int(p.shape[0]), int(p.shape[1]), int(p.shape[2]))) return -1;
      const long long wrong = g->check_all();
      if (wrong == 0) g->choose();  // leaves the inputs random normal for timing
      return wrong;
    };
    op.recheck = [g](const bench_point&) {
      const long long wrong = g->check_chosen();
      g->fill_inputs(true);
      return wrong;
    };
    op.run_batch = [g](const bench_point&, int n) { return g->run(n); };
    op.max_batch = 32;
    op.point_info = [g, name = std::string(dt.name)](const bench_point& p) {
      return json{{"m", p.shape[0]}, {"n", p.shape[1]}, {"k", p.shape[2]}, {"dtype", name},
                  {"algorithm", g->chosen_json()}, {"algorithms_tried", g->tried()}};
    };
    op.telemetry = [dev] { return nvml_sample(dev); };
    ops.push_back(std::move(op));
  }
  return ops;
}

json gemm_probe(const std::vector<int>& devs, double warm_s) {
  std::vector<std::unique_ptr<gemm_state>> states;
  double flops = 2.0 * 8192 * 8192 * 8192;
  for (int d : devs) {
    auto flush = std::make_shared<device_buffer>(d, flush_bytes);
    auto g = std::make_unique<gemm_state>(d, dtypes[2], flush);  // bf16 8192³
    if (!g->shape(8192, 8192, 8192)) {
      g = std::make_unique<gemm_state>(d, dtypes[0], flush);
      if (!g->shape(4096, 4096, 4096)) throw std::runtime_error("straggler probe: no cuBLASLt algorithm on GPU " + std::to_string(d));
      flops = 2.0 * 4096 * 4096 * 4096;
    }
    g->fill_inputs(true);
    states.push_back(std::move(g));
  }
  // Warm every GPU together (mamf-finder: a cold GPU scores high), keeping a few GEMMs in flight.
  const double t0 = now_s();
  while (now_s() - t0 < warm_s && !g_interrupted.load()) {
    for (auto& g : states)
      for (int i = 0; i < 4; ++i) g->matmul(0);
    for (auto& g : states) g->stream().synchronize();
  }
  // Then time every GPU at once, one host thread each (a gated batch blocks its thread).
  json out = json::array();
  std::vector<std::vector<double>> times(states.size());
  std::vector<json> telem(states.size());
  std::vector<std::string> errors(states.size());
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < states.size(); ++i)
    threads.emplace_back([&, i] {
      try {
        telemetry_sampler s([dev = devs[i]] { return nvml_sample(dev); });
        for (int rep = 0; rep < 3; ++rep) {
          const std::vector<double> t = states[i]->run(10);
          times[i].insert(times[i].end(), t.begin(), t.end());
        }
        telem[i] = s.stop();
      } catch (const std::exception& e) {
        errors[i] = e.what();
      }
    });
  for (auto& t : threads) t.join();
  for (std::size_t i = 0; i < states.size(); ++i) {
    if (!errors[i].empty()) throw std::runtime_error("straggler probe on GPU " + std::to_string(devs[i]) + ": " + errors[i]);
    out.push_back({{"gpu", devs[i]}, {"matmul_flops_per_s", flops / median_of(times[i])}, {"telemetry", telem[i]}});
  }
  return out;
}

}  // namespace ledgerlab::bench
