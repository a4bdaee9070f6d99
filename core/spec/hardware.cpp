// Hardware object parsing and validation (API.md "hardware"): presets from
// assets/presets/hardware/, full profiles (datasheet or calibrated), overrides on a preset.
#include "core/spec/hardware.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "core/spec/catalog.h"
#include "core/spec/units.h"

namespace ledgerlab {

static link_spec read_link(obj_reader& parent, const char* key) {
  const json& lj = parent.require(key);
  obj_reader r(lj, parent.at(key));
  link_spec l;
  l.bytes_per_s = r.positive_required("bytes_per_s");
  l.latency_s = r.non_negative("latency_s", -1);
  if (l.latency_s < 0) fail("missing_field", r.at("latency_s"), "hardware.links." + std::string(key) + ".latency_s is required");
  r.raw("description");
  r.finish();
  return l;
}

// "collectives": {"<name>": {"<ranks>" | "<ranks>_inter": {"protocol_segments": [{"min_bytes",
// "max_bytes", "alpha_s", "algbw_bytes_per_s", ...}], ...}}} as calibrate writes it. Intra-node
// entries with usable segments are kept; other members are echoed. Malformed members fail with
// their path.
static void read_collective_fits(const json& cj, const std::string& path, hardware_spec& hw) {
  if (!cj.is_object()) fail("invalid_value", path, "hardware.collectives must be an object keyed by collective name");
  static const char* names[] = {"all_reduce", "all_gather", "reduce_scatter", "all_to_all", "broadcast", "send_recv"};
  for (auto it = cj.begin(); it != cj.end(); ++it) {
    const std::string p1 = ptr_join(path, it.key());
    int kind = -1;
    for (int k = 0; k < 6; ++k)
      if (it.key() == names[k]) kind = k;
    if (kind < 0) continue;  // other collectives are echoed
    if (!it->is_object()) fail("invalid_value", p1, "hardware.collectives." + it.key() + " must be an object keyed by rank count");
    for (auto e = it->begin(); e != it->end(); ++e) {
      const std::string p2 = ptr_join(p1, e.key());
      if (e.key().find('_') != std::string::npos) continue;  // "_inter" fits: echoed
      long long ranks = 0;
      try {
        std::size_t used = 0;
        ranks = std::stoll(e.key(), &used);
        if (used != e.key().size()) ranks = 0;
      } catch (...) {
        ranks = 0;
      }
      if (ranks < 1) fail("invalid_value", p2, "hardware.collectives keys are rank counts (\"8\") or \"<ranks>_inter\"; got \"" + e.key() + "\"");
      // "1": a 1-rank communicator (calibrate --one-rank-collectives, a one-GPU machine) checks the
      // harness but moves no data between GPUs: echoed, never used to time a group.
      if (ranks == 1) continue;
      if (!e->is_object() || !e->contains("protocol_segments")) continue;
      const json& segs = (*e)["protocol_segments"];
      const std::string p3 = ptr_join(p2, "protocol_segments");
      if (!segs.is_array()) fail("invalid_value", p3, "protocol_segments must be an array of α-β fits");
      collective_fit f;
      f.kind = kind;
      f.ranks = ranks;
      for (std::size_t i = 0; i < segs.size() && f.n < 4; ++i) {
        const json& sg = segs[i];
        const std::string p4 = ptr_join(p3, i);
        if (!sg.is_object()) fail("invalid_value", p4, "a protocol segment must be an object");
        auto num = [&](const char* k) -> double {
          if (!sg.contains(k) || sg[k].is_null()) return -1;
          if (!sg[k].is_number() || !std::isfinite(sg[k].get<double>()) || sg[k].get<double>() < 0)
            fail("invalid_value", ptr_join(p4, k), std::string("protocol segment ") + k + " must be a non-negative number");
          return sg[k].get<double>();
        };
        collective_segment c;
        c.min_bytes = num("min_bytes");
        c.max_bytes = num("max_bytes");
        c.alpha_s = num("alpha_s");
        c.algbw_bytes_per_s = num("algbw_bytes_per_s");
        if (c.alpha_s < 0 || !(c.algbw_bytes_per_s > 0) || c.min_bytes < 0 || c.max_bytes < c.min_bytes) continue;  // unusable: skipped
        if (c.alpha_s > max_segment_alpha_s)
          fail("invalid_value", ptr_join(p4, "alpha_s"), "protocol segment alpha_s must be below 1 s (a latency)");
        f.seg[f.n++] = c;
      }
      if (f.n == 0) continue;
      std::sort(f.seg, f.seg + f.n, [](const collective_segment& a, const collective_segment& b) { return a.min_bytes < b.min_bytes; });
      hw.collective_fits.push_back(f);
    }
  }
}

static hardware_spec read_profile(const json& j, const std::string& path) {
  obj_reader r(j, path);
  hardware_spec hw;
  hw.name = r.string_required("name");
  hw.id = r.string("id", "custom");
  hw.source = r.choice("source", "datasheet", {"datasheet", "calibrated"});
  hw.memory_bytes = r.positive_required("memory_bytes");
  {
    const json& pf = r.require("peak_flops_per_s");
    obj_reader pr(pf, r.at("peak_flops_per_s"));
    for (auto it = pf.begin(); it != pf.end(); ++it) {
      dtype d;
      if (!parse_dtype(it.key(), d, false))
        fail("invalid_value", pr.at(it.key().c_str()),
             "hardware.peak_flops_per_s keys must be dtypes (fp32, tf32, bf16, fp16, fp8, int8, int4); got \"" + it.key() + "\"");
      hw.peak_flops_per_s[it.key()] = pr.positive(it.key().c_str(), 0);
    }
    if (hw.peak_flops_per_s.empty())
      fail("missing_field", r.at("peak_flops_per_s"), "hardware.peak_flops_per_s needs at least one dtype (e.g. \"bf16\")");
    pr.finish();
  }
  hw.hbm_bytes_per_s = r.positive_required("hbm_bytes_per_s");
  hw.gpus_per_node = r.integer_required("gpus_per_node", 1, 1 << 16);
  hw.sm_count = r.integer("sm_count", 0, 1, 1 << 16);  // optional: GEMM wave quantization (ledger/gemm_shape.h)
  // optional: attention kernel tables (ledger/attention_kernel.h); CUDA compute capability or AMD ISA
  if (r.has("architecture"))
    hw.architecture = r.choice("architecture", "", {"sm70", "sm75", "sm80", "sm86", "sm89", "sm90", "sm100", "sm120", "cdna2", "cdna3"});
  {
    const json& lj = r.require("links");
    obj_reader lr(lj, r.at("links"));
    hw.intra_node = read_link(lr, "intra_node");
    hw.inter_node = read_link(lr, "inter_node");
    lr.finish();
  }
  if (const json* e = r.raw("efficiency")) {
    obj_reader er(*e, r.at("efficiency"));
    auto frac = [&](const char* k, double def) {
      double v = er.fraction(k, def);
      if (v <= 0) fail("invalid_value", er.at(k), std::string("hardware.efficiency.") + k + " must be in (0, 1]");
      return v;
    };
    hw.matmul_efficiency = frac("matmul", 1.0);
    hw.hbm_efficiency = frac("hbm", 1.0);
    hw.collective_efficiency = frac("collective", 1.0);
    er.string("source", "");
    er.finish();
  }
  if (const json* g = r.raw("gemm")) {
    obj_reader gr(*g, r.at("gemm"));
    hw.gemm_source = gr.string("source", "");
    for (auto it = g->begin(); it != g->end(); ++it) {
      if (it.key() == "source") continue;
      dtype d;
      if (!parse_dtype(it.key(), d, false))
        fail("invalid_value", gr.at(it.key().c_str()),
             "hardware.gemm keys are dtypes (bf16, fp16, fp8, tf32, ...) or \"source\"; got \"" + it.key() + "\"");
      obj_reader cr(gr.require(it.key().c_str()), gr.at(it.key().c_str()));
      gemm_curve c;
      c.max_efficiency = cr.fraction("max_efficiency", -1);
      if (!(c.max_efficiency > 0))
        fail(c.max_efficiency < 0 ? "missing_field" : "invalid_value", cr.at("max_efficiency"),
             "hardware.gemm." + it.key() + ".max_efficiency must be in (0, 1]");
      c.overhead_s = cr.non_negative("overhead_s", 0);
      c.ceiling = cr.fraction("ceiling", 0);
      c.sustained = cr.fraction("sustained", 1);
      if (!(c.sustained > 0))
        fail("invalid_value", cr.at("sustained"), "hardware.gemm." + it.key() + ".sustained must be in (0, 1]");
      if (c.overhead_s > 1e-2)
        fail("invalid_value", cr.at("overhead_s"), "hardware.gemm." + it.key() + ".overhead_s must be below 0.01 s (a per-kernel time)");
      cr.raw("fit");  // calibrate's fit statistics (echoed)
      cr.finish();
      hw.gemm[it.key()] = c;
    }
    gr.finish();
  }
  // calibrate's per-collective fits: the intra-node protocol segments feed the step model.
  if (const json* cj = r.raw("collectives")) read_collective_fits(*cj, r.at("collectives"), hw);
  // Descriptive, free-form members (echoed, not used in arithmetic).
  // calibrate's extensions (shared/design/calibration.md §10) are accepted and echoed; the
  // arithmetic uses the API block above.
  for (const char* k : {"description", "source_ref", "interconnect", "provenance", "calibration", "schema_version",
                        "vendor", "notes", "profile_version", "achieved_flops_per_s", "matmul_efficiency", "hbm",
                        "host_link", "flags", "sm_count_source"})
    r.raw(k);
  r.finish();
  hw.doc = j;
  return hw;
}

hardware_spec parse_hardware(const json& j, const std::string& path) {
  obj_reader r(j, path);
  if (!r.has("preset")) return read_profile(j, path);
  std::string id = r.string_required("preset");
  const catalog_entry* e = find_hardware_preset(id);
  if (!e)
    fail("unknown_preset", r.at("preset"), "unknown hardware preset \"" + id + "\"; known: " + list_ids(hardware_catalog()));
  if (j.size() == 1) {
    // A plain preset: parsed and validated once per process.
    static const std::map<std::string, hardware_spec> cache = [] {
      std::map<std::string, hardware_spec> c;
      for (const auto& entry : hardware_catalog()) {
        try {
          json prof = entry.doc.at("profile");
          prof["id"] = entry.id;
          c[entry.id] = read_profile(prof, "");
        } catch (const api_error& err) {
          fail("internal", "", "hardware preset " + entry.id + " is invalid: " + err.what());
        } catch (const json::exception& err) {
          fail("internal", "", "hardware preset " + entry.id + " is invalid: " + err.what());
        }
      }
      return c;
    }();
    return cache.at(e->id);
  }
  json merged;
  try {
    merged = e->doc.at("profile");
  } catch (...) {
    fail("internal", "", "hardware preset " + e->id + " has no profile");
  }
  merged["id"] = e->id;
  json overrides = j;
  overrides.erase("preset");
  {
    // Overrides are validated like a profile (same pointers), after an RFC 7386 merge.
    if (overrides.contains("links") && !overrides["links"].is_object())
      fail("invalid_value", ptr_join(path, "links"), "hardware.links must be an object");
    merged.merge_patch(overrides);
    return read_profile(merged, path);
  }
}

gemm_curve gemm_curve_for(const hardware_spec& hw, const std::string& dtype_name) {
  auto it = hw.gemm.find(dtype_name);
  if (it != hw.gemm.end()) return it->second;
  return gemm_curve{hw.matmul_efficiency, 0.0};
}

double peak_flops(const hardware_spec& hw, const std::string& dtype_name) {
  auto it = hw.peak_flops_per_s.find(dtype_name);
  return it == hw.peak_flops_per_s.end() ? 0 : it->second;
}

}  // namespace ledgerlab
