// NVML through dlopen("libnvidia-ml.so.1") for calibrate: clocks, power, temperature and
// clock-event reasons sampled while a benchmark runs; per GPU the application clocks and the
// enforced power limit (the throttle verdict compares clocks against them, not against the
// maximum), ECC, the PCIe link (a slot trained narrower than the card is a common slow host link)
// and NVLink; per GPU pair the topology (nvidia-smi topo's classes). No link dependency and no
// nvml.h: the entry points are declared here with NVML's documented ABI (nvml.h: enums by value).
#include <dlfcn.h>

#include <cuda_runtime.h>

#include <map>
#include <mutex>

#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

namespace {
using nvml_dev = void*;
constexpr int clock_graphics = 0, clock_sm = 1, clock_mem = 2, temp_gpu = 0, p2p_caps_nvlink = 2, p2p_status_ok = 0;

struct nvml_lib {
  void* lib = nullptr;
  bool ok = false;
  template <class F> F fn(const char* name) const { return lib ? reinterpret_cast<F>(dlsym(lib, name)) : nullptr; }
};
const nvml_lib& nvml() {
  static const nvml_lib l = [] {
    nvml_lib x;
    x.lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (auto init = x.fn<int (*)()>("nvmlInit_v2")) x.ok = init() == 0;
    return x;
  }();
  return l;
}

// PCI bus id -> NVML handle (CUDA and NVML may order GPUs differently; bus ids are the same).
nvml_dev handle_of_bus(const std::string& bus) {
  static std::mutex mu;
  static std::map<std::string, nvml_dev> cache;
  std::lock_guard<std::mutex> lk(mu);
  if (auto it = cache.find(bus); it != cache.end()) return it->second;
  nvml_dev h = nullptr;
  auto by_pci = nvml().fn<int (*)(const char*, nvml_dev*)>("nvmlDeviceGetHandleByPciBusId_v2");
  if (!nvml().ok || !by_pci || bus.empty() || by_pci(bus.c_str(), &h) != 0) h = nullptr;
  cache[bus] = h;
  return h;
}
nvml_dev handle_of(int dev) { return handle_of_bus(pci_bus_id(dev)); }

bool get_uint(const char* name, nvml_dev h, unsigned& v) {
  auto f = nvml().fn<int (*)(nvml_dev, unsigned*)>(name);
  return f && f(h, &v) == 0;
}
bool get_clock(const char* name, nvml_dev h, int type, unsigned& v) {
  auto f = nvml().fn<int (*)(nvml_dev, int, unsigned*)>(name);
  return f && f(h, type, &v) == 0;
}
}  // namespace

json nvml_sample(int dev) {
  const nvml_dev h = handle_of(dev);
  if (!h) return json::object();
  json j = json::object();
  unsigned v = 0;
  if (get_clock("nvmlDeviceGetClockInfo", h, clock_sm, v)) j["sm_mhz"] = v;
  if (get_clock("nvmlDeviceGetClockInfo", h, clock_mem, v)) j["mem_mhz"] = v;
  if (get_uint("nvmlDeviceGetPowerUsage", h, v)) j["power_w"] = v / 1000.0;  // mW; a 1 s average on Ampere and later
  if (get_clock("nvmlDeviceGetTemperature", h, temp_gpu, v)) j["temperature_c"] = v;
  unsigned long long reasons = 0;
  auto fr = nvml().fn<int (*)(nvml_dev, unsigned long long*)>("nvmlDeviceGetCurrentClocksEventReasons");
  if (!fr) fr = nvml().fn<int (*)(nvml_dev, unsigned long long*)>("nvmlDeviceGetCurrentClocksThrottleReasons");
  if (fr && fr(h, &reasons) == 0) j["throttle_reasons"] = reasons;  // raw bits; the profile interprets them
  return j;
}

json nvml_static(int dev) {
  const nvml_dev h = handle_of(dev);
  if (!h) return json::object();
  json j = json::object();
  j["pci_bus_id"] = pci_bus_id(dev);
  char drv[96] = {0};
  if (auto f = nvml().fn<int (*)(char*, unsigned)>("nvmlSystemGetDriverVersion"); f && f(drv, sizeof drv) == 0) j["driver"] = drv;
  unsigned v = 0;
  if (get_clock("nvmlDeviceGetMaxClockInfo", h, clock_sm, v)) j["sm_max_mhz"] = v;
  if (get_clock("nvmlDeviceGetMaxClockInfo", h, clock_mem, v)) j["mem_max_mhz"] = v;
  // Application clocks: what the GPU runs kernels at unless power or heat pull it down.
  if (get_clock("nvmlDeviceGetApplicationsClock", h, clock_graphics, v)) j["application_sm_mhz"] = v;
  if (get_clock("nvmlDeviceGetDefaultApplicationsClock", h, clock_graphics, v)) j["default_application_sm_mhz"] = v;
  if (get_uint("nvmlDeviceGetEnforcedPowerLimit", h, v)) j["power_limit_w"] = v / 1000.0;
  if (auto f = nvml().fn<int (*)(nvml_dev, int*, int*)>("nvmlDeviceGetEccMode")) {
    int cur = 0, pend = 0;
    if (f(h, &cur, &pend) == 0) j["ecc"] = cur != 0;
  }
  json pcie = json::object();
  if (get_uint("nvmlDeviceGetCurrPcieLinkGeneration", h, v)) pcie["gen"] = v;
  if (get_uint("nvmlDeviceGetCurrPcieLinkWidth", h, v)) pcie["width"] = v;
  if (get_uint("nvmlDeviceGetMaxPcieLinkGeneration", h, v)) pcie["max_gen"] = v;
  if (get_uint("nvmlDeviceGetMaxPcieLinkWidth", h, v)) pcie["max_width"] = v;
  if (!pcie.empty()) j["pcie"] = pcie;
  if (get_uint("nvmlDeviceGetMemoryBusWidth", h, v)) j["memory_bus_width_bits"] = v;
  if (auto f = nvml().fn<int (*)(nvml_dev, unsigned, int*)>("nvmlDeviceGetNvLinkState")) {
    int active = 0;
    for (unsigned link = 0; link < 18; ++link) {  // NVML_NVLINK_MAX_LINKS is 18 on Hopper
      int state = 0;
      if (f(h, link, &state) == 0 && state == 1) ++active;
    }
    j["nvlink_active_links"] = active;
  }
  return j;
}

std::string pci_bus_id(int dev) {
  static std::mutex mu;
  static std::map<int, std::string> cache;
  std::lock_guard<std::mutex> lk(mu);
  if (auto it = cache.find(dev); it != cache.end()) return it->second;
  char bus[32] = {0};
  std::string s = cudaDeviceGetPCIBusId(bus, sizeof bus, dev) == cudaSuccess ? bus : "";
  cache[dev] = s;
  return s;
}

json nvml_pair(int a, int b) { return nvml_pair_bus(pci_bus_id(a), pci_bus_id(b)); }

json nvml_pair_bus(const std::string& bus_a, const std::string& bus_b) {
  const nvml_dev ha = handle_of_bus(bus_a), hb = handle_of_bus(bus_b);
  if (!ha || !hb) return json::object();
  json j = json::object();
  if (auto f = nvml().fn<int (*)(nvml_dev, nvml_dev, int, int*)>("nvmlDeviceGetP2PStatus")) {
    int status = -1;
    if (f(ha, hb, p2p_caps_nvlink, &status) == 0) j["nvlink"] = status == p2p_status_ok;
  }
  // nvmlGpuTopologyLevel_t: INTERNAL 0, SINGLE 10, MULTIPLE 20, HOSTBRIDGE 30, NODE 40, SYSTEM 50
  // (nvidia-smi topo -m: PIX, PXB, PHB, NODE, SYS).
  if (auto f = nvml().fn<int (*)(nvml_dev, nvml_dev, int*)>("nvmlDeviceGetTopologyCommonAncestor")) {
    int level = -1;
    if (f(ha, hb, &level) == 0) {
      const char* name = level == 0 ? "internal" : level == 10 ? "PIX" : level == 20 ? "PXB" : level == 30 ? "PHB"
                         : level == 40 ? "NODE" : level == 50 ? "SYS" : "unknown";
      j["pcie_path"] = name;
    }
  }
  if (j.contains("nvlink") || j.contains("pcie_path"))
    j["path"] = j.value("nvlink", false) ? std::string("NVLINK") : j.value("pcie_path", std::string("unknown"));
  return j;
}

}  // namespace ledgerlab::bench
