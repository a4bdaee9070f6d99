// Network presets (assets/presets/network/*.json: tcp-25g, ib-hdr-200, ib-ndr-400, per GPU) and
// the API "network" object that replaces a hardware profile's inter-node link:
// {"preset": id} or {"bytes_per_s", "latency_s", "efficiency"?}. Schema of a preset file:
// {"id", "aliases"?, "description", "link": {"bytes_per_s", "latency_s"}, "efficiency":
// {"collective", "source"}, "source_ref"}.
#pragma once
#include <string>
#include <vector>

#include "core/spec/catalog.h"
#include "core/spec/hardware.h"

namespace ledgerlab {

struct network_spec {
  std::string id = "custom";
  link_spec link;           // line rate (per GPU, one direction) and per-step latency α
  double efficiency = 1.0;  // achievable fraction of the line rate for collectives
  json doc;
};

network_spec parse_network(const json& j, const std::string& path);

}  // namespace ledgerlab
