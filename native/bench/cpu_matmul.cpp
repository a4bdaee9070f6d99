// CPU matmul FLOP/s: fp32 GEMM C = A·B through CBLAS (Debian's OpenBLAS), FLOPs = 2·m·n·k
// (mamf-finder's count), over a few shapes; each shape checked against a double-precision dot
// product on sampled entries before it is timed. Without a BLAS a naive loop runs, labelled so.
#include <array>
#include <cmath>
#include <memory>

#include "native/bench/cpu_ops.h"

#ifdef LEDGERLAB_HAVE_CBLAS
#include <cblas.h>
#endif

namespace ledgerlab::bench {

std::string cpu_blas_name() {
#ifdef LEDGERLAB_HAVE_CBLAS
  return "cblas_sgemm (" LEDGERLAB_CBLAS_NAME ")";
#else
  return "naive loop (built without a BLAS)";
#endif
}

namespace {
struct mm_state {
  std::vector<float> a, b, c;
  int m = 0, n = 0, k = 0;
  // Values in {−1, −0.5, 0, 0.5, 1}: products and short sums are exact in fp32.
  static float val(std::size_t i, unsigned salt) {
    unsigned long long h = (i + 1) * 0x9E3779B97F4A7C15ULL ^ salt;
    h ^= h >> 29;
    return static_cast<float>(static_cast<int>(h % 5) - 2) * 0.5f;
  }
  void shape(int m_, int n_, int k_) {
    m = m_, n = n_, k = k_;
    a.resize(static_cast<std::size_t>(m) * k), b.resize(static_cast<std::size_t>(k) * n);
    c.assign(static_cast<std::size_t>(m) * n, 0.f);
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = val(i, 0x1234);
    for (std::size_t i = 0; i < b.size(); ++i) b[i] = val(i, 0x5678);
  }
  double gemm() {  // row-major: C[m×n] = A[m×k] · B[k×n]
    const double t0 = now_s();
#ifdef LEDGERLAB_HAVE_CBLAS
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.f, a.data(), k, b.data(), n, 0.f, c.data(), n);
#else
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) c[static_cast<std::size_t>(i) * n + j] = 0;
    for (int i = 0; i < m; ++i)
      for (int p = 0; p < k; ++p) {
        const float av = a[static_cast<std::size_t>(i) * k + p];
        for (int j = 0; j < n; ++j) c[static_cast<std::size_t>(i) * n + j] += av * b[static_cast<std::size_t>(p) * n + j];
      }
#endif
    return now_s() - t0;
  }
  long long verify() const {  // 64 sampled entries against a double dot product
    long long wrong = 0;
    for (int s = 0; s < 64; ++s) {
      const int i = static_cast<int>((s * 7919ULL) % static_cast<unsigned>(m));
      const int j = static_cast<int>((s * 104729ULL) % static_cast<unsigned>(n));
      double ref = 0;
      for (int p = 0; p < k; ++p)
        ref += static_cast<double>(a[static_cast<std::size_t>(i) * k + p]) * b[static_cast<std::size_t>(p) * n + j];
      wrong += std::fabs(c[static_cast<std::size_t>(i) * n + j] - ref) > 1e-6 * k;
    }
    return wrong;
  }
};
}  // namespace

std::vector<bench_op> cpu_matmul_ops(const bench_options& opt) {
  auto st = std::make_shared<mm_state>();
  bench_op op;
  op.group = "matmul", op.name = "fp32", op.unit = "FLOP/s", op.weight = 2;
  std::vector<std::array<int, 3>> shapes;
#ifdef LEDGERLAB_HAVE_CBLAS
  if (opt.quick) shapes = {{256, 256, 256}, {512, 512, 512}, {1024, 1024, 1024}, {1024, 1024, 2048}};
  else shapes = {{256, 256, 256}, {512, 512, 512}, {1024, 1024, 1024}, {2048, 2048, 2048}, {1024, 1024, 4096},
                 {3072, 3072, 3072}, {4096, 4096, 4096}};
#else
  shapes = {{128, 128, 128}, {256, 256, 256}};
#endif
  for (auto s : shapes) {
    const double flops = 2.0 * s[0] * s[1] * s[2];
    op.points.push_back({flops, std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]), flops,
                         {double(s[0]), double(s[1]), double(s[2])}});
  }
  op.check = [st](const bench_point& p) {
    st->shape(static_cast<int>(p.shape[0]), static_cast<int>(p.shape[1]), static_cast<int>(p.shape[2]));
    st->gemm();
    return st->verify();
  };
  op.recheck = [st](const bench_point&) { return st->verify(); };  // the last timed GEMM's result, same inputs
  op.run = [st](const bench_point&) { return st->gemm(); };
  op.info = {{"dtype", "fp32"},
             {"statistic", "median of the timed iterations (sustained rate); min, mean, p10, p90 and the median of "
                           "the 5 fastest also recorded"},
             {"method", "host steady_clock around one GEMM; inputs exact in fp32, checked before and after timing"}};
  op.point_info = [](const bench_point& p) {
    return json{{"m", p.shape[0]}, {"n", p.shape[1]}, {"k", p.shape[2]}, {"dtype", "fp32"},
                {"algorithm", {{"library", cpu_blas_name()}}}};
  };
  op.min_iters = opt.quick ? 3 : 10, op.max_iters = opt.quick ? 20 : 100;
  return {op};
}

}  // namespace ledgerlab::bench
