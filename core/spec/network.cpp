// Network presets and the API "network" object (see spec/network.h). Validated like hardware profiles:
// unknown keys, missing or non-positive bandwidths are errors naming the JSON pointer.
#include "core/spec/network.h"

namespace ledgerlab {

static network_spec read_network(const json& j, const std::string& path, bool preset_file) {
  obj_reader r(j, path);
  network_spec n;
  if (preset_file) {
    n.id = r.string_required("id");
    r.raw("aliases");
    r.raw("description");
    r.raw("source_ref");
    const json& lj = r.require("link");
    obj_reader lr(lj, r.at("link"));
    n.link.bytes_per_s = lr.positive_required("bytes_per_s");
    n.link.latency_s = lr.non_negative("latency_s", 0);
    lr.finish();
    const json& ej = r.require("efficiency");
    obj_reader er(ej, r.at("efficiency"));
    n.efficiency = er.fraction("collective", 1.0);
    er.string("source", "");
    er.finish();
  } else {
    n.link.bytes_per_s = r.positive_required("bytes_per_s");
    n.link.latency_s = r.non_negative("latency_s", 0);
    n.efficiency = r.fraction("efficiency", 1.0);
  }
  if (n.efficiency <= 0) fail("invalid_value", r.at("efficiency"), "network efficiency must be in (0, 1]");
  r.finish();
  n.doc = j;
  return n;
}

network_spec parse_network(const json& j, const std::string& path) {
  if (j.is_object() && j.contains("preset")) {
    obj_reader r(j, path);
    const std::string id = r.string_required("preset");
    r.finish();
    for (const auto& e : network_catalog()) {
      bool match = e.id == id;
      for (const auto& a : e.aliases) match = match || a == id;
      if (!match) continue;
      try {
        return read_network(e.doc, "", true);
      } catch (const api_error& err) {
        fail("internal", "", "network preset " + e.id + " is invalid: " + err.what());
      }
    }
    fail("unknown_preset", ptr_join(path, "preset"), "unknown network preset \"" + id + "\"; known: " + list_ids(network_catalog()));
  }
  return read_network(j, path, false);
}

}  // namespace ledgerlab
