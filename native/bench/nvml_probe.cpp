// NVML through dlopen("libnvidia-ml.so.1") for calibrate's provenance and throttling flag: SM and
// memory clocks (current and max), power, temperature, ECC mode, clock throttle reasons. No link
// dependency and no nvml.h: the few entry points are declared here with NVML's documented ABI.
#include <dlfcn.h>

#include <cuda_runtime.h>

#include "native/bench/cuda_ops.h"

namespace ledgerlab::bench {

namespace {
using nvml_dev = void*;
using fn_init = int (*)();
using fn_by_pci = int (*)(const char*, nvml_dev*);
using fn_clock = int (*)(nvml_dev, int, unsigned*);
using fn_uint = int (*)(nvml_dev, unsigned*);
using fn_temp = int (*)(nvml_dev, int, unsigned*);
using fn_ull = int (*)(nvml_dev, unsigned long long*);
using fn_ecc = int (*)(nvml_dev, int*, int*);
constexpr int clock_sm = 1, clock_mem = 2, temp_gpu = 0;
// Reasons that mean a real slowdown (nvml.h: SwThermal 0x20, HwSlowdown 0x8, HwThermal 0x40,
// HwPowerBrake 0x80); idle (0x1), app clocks (0x2) and the SW power cap (0x4) are normal under load.
constexpr unsigned long long throttle_mask = 0x8 | 0x20 | 0x40 | 0x80;
}  // namespace

json nvml_snapshot(int dev) {
  static void* lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) return json::object();
  static const bool ok = [] {
    auto init = reinterpret_cast<fn_init>(dlsym(lib, "nvmlInit_v2"));
    return init && init() == 0;
  }();
  if (!ok) return json::object();
  char bus[32] = {0};
  if (cudaDeviceGetPCIBusId(bus, sizeof bus, dev) != cudaSuccess) return json::object();
  auto by_pci = reinterpret_cast<fn_by_pci>(dlsym(lib, "nvmlDeviceGetHandleByPciBusId_v2"));
  nvml_dev h = nullptr;
  if (!by_pci || by_pci(bus, &h) != 0) return json::object();
  json j = {{"pci_bus_id", bus}};
  char drv[96] = {0};
  if (auto f = reinterpret_cast<int (*)(char*, unsigned)>(dlsym(lib, "nvmlSystemGetDriverVersion")); f && f(drv, sizeof drv) == 0)
    j["driver"] = drv;
  unsigned v = 0;
  if (auto f = reinterpret_cast<fn_clock>(dlsym(lib, "nvmlDeviceGetClockInfo"))) {
    if (f(h, clock_sm, &v) == 0) j["clocks_mhz"]["sm"] = v;
    if (f(h, clock_mem, &v) == 0) j["clocks_mhz"]["mem"] = v;
  }
  if (auto f = reinterpret_cast<fn_clock>(dlsym(lib, "nvmlDeviceGetMaxClockInfo"))) {
    if (f(h, clock_sm, &v) == 0) j["clocks_mhz"]["sm_max"] = v;
    if (f(h, clock_mem, &v) == 0) j["clocks_mhz"]["mem_max"] = v;
  }
  if (auto f = reinterpret_cast<fn_uint>(dlsym(lib, "nvmlDeviceGetPowerUsage")); f && f(h, &v) == 0) j["power_w"] = v / 1000.0;
  if (auto f = reinterpret_cast<fn_temp>(dlsym(lib, "nvmlDeviceGetTemperature")); f && f(h, temp_gpu, &v) == 0)
    j["temperature_c"] = v;
  int cur = 0, pend = 0;
  if (auto f = reinterpret_cast<fn_ecc>(dlsym(lib, "nvmlDeviceGetEccMode")); f && f(h, &cur, &pend) == 0) j["ecc"] = cur != 0;
  unsigned long long reasons = 0;
  auto fr = reinterpret_cast<fn_ull>(dlsym(lib, "nvmlDeviceGetCurrentClocksEventReasons"));
  if (!fr) fr = reinterpret_cast<fn_ull>(dlsym(lib, "nvmlDeviceGetCurrentClocksThrottleReasons"));
  if (fr && fr(h, &reasons) == 0) j["throttle_reasons"] = reasons & throttle_mask;
  return j;
}

}  // namespace ledgerlab::bench
