// libFuzzer target: the hardware-profile importer (op hardware_import) on any bytes, then the
// ledgers that use an accepted profile (memory, step, collective, plan): envelopes only, and every
// accepted profile must give finite numbers or a named error, never a crash or a NaN.
// Seeds: assets/presets/hardware/*.json and tests/web/fixtures/*profile*.json.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "tests/fuzz/fuzz_common.h"

using ledgerlab::json;

static void finite_or_die(const json& r, const char* key) {
  if (r.value("ok", false) && r.contains(key) && !(r[key].is_number() && std::isfinite(r[key].get<double>())))
    ledgerlab_fuzz::violated("a ledger number is not finite", r.dump(-1, ' ', false, json::error_handler_t::replace));
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const json imp = ledgerlab_fuzz::check_envelope(ledgerlab::handle_json({{"op", "hardware_import"}, {"file", text}}));
  if (!imp["ok"].get<bool>()) return 0;
  const json& hw = imp["hardware"];
  const json model = {{"preset", "llama-2-7b"}};
  json m = ledgerlab_fuzz::check_envelope(ledgerlab::handle_json(
      {{"op", "memory"}, {"model", model}, {"parallel", {{"dp", 8}, {"zero", 1}}}, {"hardware", hw}}));
  finite_or_die(m, "capacity_bytes");
  json s = ledgerlab_fuzz::check_envelope(ledgerlab::handle_json(
      {{"op", "step"}, {"model", model}, {"parallel", {{"dp", 8}, {"tp", 2}}}, {"training", {{"seq_len", 2048}}}, {"hardware", hw}}));
  finite_or_die(s, "step_s");
  json c = ledgerlab_fuzz::check_envelope(ledgerlab::handle_json(
      {{"op", "collective"}, {"collective", "all_reduce"}, {"bytes", 1e9}, {"ranks", 16}, {"hardware", hw}}));
  finite_or_die(c, "time_s");
  (void)ledgerlab_fuzz::check_envelope(ledgerlab::handle_json(
      {{"op", "plan"}, {"model", model}, {"training", {{"global_batch", 64}, {"seq_len", 2048}}}, {"gpus", 16}, {"hardware", hw}}));
  return 0;
}
