// CPU memory bandwidth, BabelStream method (UoB-HPC/BabelStream; calibration.md §4): copy c = a,
// triad a = b + s·c, read (sum of a), write (c = v), over arrays >= 4× the last-level cache,
// split evenly across threads (first-touch by the same threads). Bytes counted read + write;
// start values and expectations in stream_defs.h; checked before and after timing.
#include <cmath>

#include "native/bench/cpu_ops.h"
#include "native/bench/stream_defs.h"

namespace ledgerlab::bench {

namespace {
constexpr double init_a = stream_init_a, init_b = stream_init_b, init_c = stream_init_c, scalar = stream_scalar;

struct stream_state {
  std::vector<double> a, b, c;
  std::vector<double> partial;  // per-thread sums for read
  thread_pool* pool;
  std::size_t n;
  void range(int t, int nt, std::size_t& lo, std::size_t& hi) const {
    lo = n * static_cast<std::size_t>(t) / static_cast<std::size_t>(nt);
    hi = n * static_cast<std::size_t>(t + 1) / static_cast<std::size_t>(nt);
  }
  void init() {
    pool->run([&](int t, int nt) {
      std::size_t lo, hi;
      range(t, nt, lo, hi);
      for (std::size_t i = lo; i < hi; ++i) a[i] = init_a, b[i] = init_b, c[i] = init_c;
    });
  }
  template <class F>
  double timed(F body) {
    const double t0 = now_s();
    pool->run([&](int t, int nt) {
      std::size_t lo, hi;
      range(t, nt, lo, hi);
      body(t, lo, hi);
    });
    return now_s() - t0;
  }
  long long count_wrong(const std::vector<double>& v, double expect) const {
    long long w = 0;
    for (double x : v) w += !(std::fabs(x - expect) <= stream_rel_tol * std::fabs(expect));
    return w;
  }
};
}  // namespace

std::vector<bench_op> cpu_stream_ops(const bench_options& opt, thread_pool& pool, std::size_t array_bytes) {
  auto st = std::make_shared<stream_state>();
  st->pool = &pool;
  st->n = array_bytes / sizeof(double);
  st->a.resize(st->n), st->b.resize(st->n), st->c.resize(st->n), st->partial.assign(64, 0);
  st->init();
  const double n = static_cast<double>(st->n), w = 8.0 * n;
  auto make = [&](const char* name, double bytes, std::function<double()> body, std::function<long long()> verify) {
    bench_op op;
    op.group = "memory", op.name = name, op.unit = "B/s";
    op.points = {{w, std::to_string(st->n) + " doubles/array", bytes, {}}};
    op.check = [st, body, verify](const bench_point&) {
      st->init();
      body();
      return verify();
    };
    op.recheck = op.check;
    op.run = [body](const bench_point&) { return body(); };
    op.info = {{"statistic", "best of the timed iterations (BabelStream: minimum time); median also recorded"},
               {"method", "host steady_clock around one pass of every thread"},
               {"counting", "read+write (BabelStream)"}};
    op.min_iters = opt.quick ? 5 : 20, op.max_iters = opt.quick ? 20 : 100;
    return op;
  };
  std::vector<bench_op> ops;
  stream_state* s = st.get();
  ops.push_back(make("copy", stream_copy_arrays * w, [s] { return s->timed([s](int, std::size_t lo, std::size_t hi) {
                       for (std::size_t i = lo; i < hi; ++i) s->c[i] = s->a[i];
                     }); },
                     [s] { return s->count_wrong(s->c, init_a); }));
  ops.push_back(make("triad", stream_triad_arrays * w, [s] { return s->timed([s](int, std::size_t lo, std::size_t hi) {
                        for (std::size_t i = lo; i < hi; ++i) s->a[i] = s->b[i] + scalar * s->c[i];
                      }); },
                     [s] { return s->count_wrong(s->a, stream_triad_expect); }));
  ops.push_back(make("read", w, [s] { return s->timed([s](int t, std::size_t lo, std::size_t hi) {
                       // 8 independent sums: one chain of dependent adds is latency-bound, not memory-bound.
                       double acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
                       std::size_t i = lo;
                       for (; i + 8 <= hi; i += 8)
                         for (int u = 0; u < 8; ++u) acc[u] += s->a[i + static_cast<std::size_t>(u)];
                       for (; i < hi; ++i) acc[0] += s->a[i];
                       double sum = 0;
                       for (double v : acc) sum += v;
                       s->partial[static_cast<std::size_t>(t)] = sum;
                     }); },
                     [s] {
                       double sum = 0;
                       for (int t = 0; t < s->pool->size(); ++t) sum += s->partial[static_cast<std::size_t>(t)];
                       const double expect = init_a * static_cast<double>(s->n);
                       return static_cast<long long>(std::fabs(sum - expect) > 1e-9 * expect);
                     }));
  ops.push_back(make("write", w, [s] { return s->timed([s](int, std::size_t lo, std::size_t hi) {
                        for (std::size_t i = lo; i < hi; ++i) s->c[i] = stream_write_value;
                      }); },
                     [s] { return s->count_wrong(s->c, stream_write_value); }));
  return ops;
}

// ---- thread_pool ---------------------------------------------------------------------------
thread_pool::thread_pool(int threads) : n_(threads < 1 ? 1 : threads) {
  for (int t = 1; t < n_; ++t)
    workers_.emplace_back([this, t] {
      long seen = 0;
      for (;;) {
        const std::function<void(int, int)>* job;
        {
          std::unique_lock<std::mutex> lk(mu_);
          cv_.wait(lk, [&] { return stop_ || generation_ != seen; });
          if (stop_) return;
          seen = generation_;
          job = job_;
        }
        (*job)(t, n_);
        std::lock_guard<std::mutex> lk(mu_);
        if (--pending_ == 0) done_cv_.notify_one();
      }
    });
}

thread_pool::~thread_pool() {
  {
    std::lock_guard<std::mutex> lk(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  for (auto& w : workers_) w.join();
}

void thread_pool::run(const std::function<void(int, int)>& fn) {
  {
    std::lock_guard<std::mutex> lk(mu_);
    job_ = &fn;
    pending_ = n_ - 1;
    ++generation_;
  }
  cv_.notify_all();
  fn(0, n_);
  std::unique_lock<std::mutex> lk(mu_);
  done_cv_.wait(lk, [&] { return pending_ == 0; });
}

}  // namespace ledgerlab::bench
