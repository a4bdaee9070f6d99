// Telemetry during timing (bench.h telemetry_sampler): a thread samples a probe (NVML clocks,
// power, temperature, clock-event reasons) every interval while a point is timed, so each figure
// carries the clocks and power it was measured at (mamf-finder samples every 20 ms the same way).
// Not here: reading NVML (nvml_probe.cpp); the probe is any function returning flat JSON.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

#include "core/calib/fit.h"
#include "native/bench/bench.h"

namespace ledgerlab::bench {

// Numeric fields -> {median, min, max}; "throttle_reasons" (bit masks) OR-ed; "samples" = count.
json summarize_samples(const std::vector<json>& samples) {
  json out = json::object();
  std::map<std::string, std::vector<double>> values;
  unsigned long long reasons = 0;
  bool have_reasons = false;
  for (const json& s : samples) {
    if (!s.is_object()) continue;
    for (const auto& [k, v] : s.items()) {
      if (k == "throttle_reasons" && v.is_number_unsigned()) {
        reasons |= v.get<unsigned long long>(), have_reasons = true;
      } else if (v.is_number()) {
        values[k].push_back(v.get<double>());
      }
    }
  }
  for (const auto& [k, v] : values)
    out[k] = {{"median", median_of(v)}, {"min", *std::min_element(v.begin(), v.end())},
              {"max", *std::max_element(v.begin(), v.end())}};
  if (have_reasons) out["throttle_reasons"] = reasons;
  out["samples"] = samples.size();
  return out;
}

struct telemetry_sampler::impl {
  std::function<json()> probe;
  double interval_s;
  std::mutex mu;
  std::condition_variable cv;
  bool stop = false;
  std::vector<json> samples;
  std::thread th;
};

telemetry_sampler::telemetry_sampler(std::function<json()> probe, double interval_s) : p_(new impl) {
  p_->probe = std::move(probe);
  p_->interval_s = interval_s;
  p_->th = std::thread([this] {
    std::unique_lock<std::mutex> lk(p_->mu);
    do {  // at least one sample, even for a point shorter than the interval
      lk.unlock();
      json s;
      try {
        s = p_->probe();
      } catch (...) {  // a failing probe leaves a gap, never a failed measurement
      }
      lk.lock();
      if (s.is_object() && !s.empty()) p_->samples.push_back(std::move(s));
      p_->cv.wait_for(lk, std::chrono::duration<double>(p_->interval_s), [this] { return p_->stop; });
    } while (!p_->stop);
  });
}

json telemetry_sampler::stop() {
  {
    std::lock_guard<std::mutex> lk(p_->mu);
    if (p_->stop) return summarize_samples(p_->samples);
    p_->stop = true;
  }
  p_->cv.notify_all();
  if (p_->th.joinable()) p_->th.join();
  return summarize_samples(p_->samples);
}

telemetry_sampler::~telemetry_sampler() {
  stop();
  delete p_;
}

}  // namespace ledgerlab::bench
