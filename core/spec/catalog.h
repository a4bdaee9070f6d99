// The preset catalogs behind {"preset": id}: assets/presets/models/*.json and
// assets/presets/hardware/*.json, embedded at build time (spec/embedded_data.h), validated once.
#pragma once
#include <string>
#include <vector>

#include "core/spec/json_io.h"

namespace ledgerlab {

struct catalog_entry {
  std::string id;
  std::vector<std::string> aliases;
  json doc;  // the whole preset file
};

// Model presets: {"id", "aliases"?, "description", "style", "architecture": {model fields},
// "published_params", "published_active_params"?, "source_ref"}.
const std::vector<catalog_entry>& model_catalog();
// Hardware presets: {"id", "aliases"?, "profile": {hardware object}, "source_ref"}.
const std::vector<catalog_entry>& hardware_catalog();

// Network presets: {"id", "aliases"?, "description", "link": {bytes_per_s, latency_s},
// "efficiency"?, "source_ref"} (read by spec/network.cpp).
const std::vector<catalog_entry>& network_catalog();

const catalog_entry* find_model_preset(const std::string& id);     // by id or alias
const catalog_entry* find_hardware_preset(const std::string& id);  // by id or alias

std::string list_ids(const std::vector<catalog_entry>& c);  // "a, b, c" for error messages

// Embedded data file by relative path (e.g. "lessons/x.json"); nullptr if absent.
const char* embedded_file_text(const std::string& rel_path);
// All embedded files whose path starts with prefix, sorted by path.
std::vector<std::string> embedded_paths(const std::string& prefix);

}  // namespace ledgerlab
