// Preset catalogs from the embedded data (spec/embedded_data.h): parsed and validated once, on first use.
// The model catalog is formulas.md §3.4; each entry cites its source in "source_ref".
#include "core/spec/catalog.h"

#include <algorithm>
#include <cstring>

#include "core/spec/embedded_data.h"
#include "core/spec/plan.h"

namespace ledgerlab {

const char* embedded_file_text(const std::string& rel_path) {
  for (const embedded_file* f = embedded_files(); f->path; ++f)
    if (rel_path == f->path) return f->data;
  return nullptr;
}

std::vector<std::string> embedded_paths(const std::string& prefix) {
  std::vector<std::string> out;
  for (const embedded_file* f = embedded_files(); f->path; ++f)
    if (std::strncmp(f->path, prefix.c_str(), prefix.size()) == 0) out.push_back(f->path);
  std::sort(out.begin(), out.end());
  return out;
}

// A preset file that does not parse is a build defect; tests load every preset, and at run time it
// surfaces as an `internal` error naming the file rather than a crash.
static std::vector<catalog_entry> load_catalog(const std::string& prefix) {
  std::vector<catalog_entry> out;
  for (const auto& path : embedded_paths(prefix)) {
    json doc;
    try {
      doc = parse_json_strict(embedded_file_text(path));
    } catch (const api_error& e) {
      fail("internal", "", "preset file " + path + " is not valid JSON: " + e.what());
    }
    if (!doc.is_object() || !doc.contains("id") || !doc["id"].is_string())
      fail("internal", "", "preset file " + path + " has no string \"id\"");
    catalog_entry e;
    e.id = doc["id"].get<std::string>();
    if (doc.contains("aliases"))
      for (const auto& a : doc["aliases"]) e.aliases.push_back(a.get<std::string>());
    e.doc = std::move(doc);
    out.push_back(std::move(e));
  }
  return out;
}

const std::vector<catalog_entry>& model_catalog() {
  static const std::vector<catalog_entry> c = load_catalog("assets/presets/models/");
  return c;
}

const std::vector<catalog_entry>& network_catalog() {
  static const std::vector<catalog_entry> c = load_catalog("assets/presets/network/");
  return c;
}

const std::vector<catalog_entry>& hardware_catalog() {
  static const std::vector<catalog_entry> c = load_catalog("assets/presets/hardware/");
  return c;
}

static const catalog_entry* find_in(const std::vector<catalog_entry>& c, const std::string& id) {
  for (const auto& e : c) {
    if (e.id == id) return &e;
    for (const auto& a : e.aliases)
      if (a == id) return &e;
  }
  return nullptr;
}

const catalog_entry* find_model_preset(const std::string& id) { return find_in(model_catalog(), id); }
const catalog_entry* find_hardware_preset(const std::string& id) { return find_in(hardware_catalog(), id); }

std::string list_ids(const std::vector<catalog_entry>& c) {
  std::string s;
  for (const auto& e : c) s += (s.empty() ? "" : ", ") + e.id;
  return s;
}

}  // namespace ledgerlab
