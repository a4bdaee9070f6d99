// Model object parsing: preset (+ overrides), bare parameter count, or full architecture.
#include "core/spec/model.h"

#include <limits>
#include <map>

#include "core/spec/catalog.h"

namespace ledgerlab {

// Upper bounds that keep every product finite and meaningful (far above any real model).
static constexpr long long max_layers = 100000, max_width = 1LL << 24, max_vocab = 1LL << 26;

// Reads architecture keys from r onto m (keys absent keep m's values). `require_core` demands
// layers/hidden/heads/ffn_hidden/vocab (a full architecture without a preset).
static void read_arch(obj_reader& r, model_spec& m, bool require_core) {
  auto req_or = [&](const char* key, long long cur, long long hi) {
    if (require_core) return r.integer_required(key, 1, hi);
    return r.integer(key, cur, 1, hi);
  };
  m.layers = req_or("layers", m.layers, max_layers);
  m.hidden = req_or("hidden", m.hidden, max_width);
  m.heads = req_or("heads", m.heads, max_width);
  bool heads_overridden = r.has("heads");
  m.kv_heads = r.integer("kv_heads", require_core || (heads_overridden && !r.has("kv_heads")) ? m.heads : m.kv_heads, 1, max_width);
  m.ffn_hidden = req_or("ffn_hidden", m.ffn_hidden, max_width);
  m.vocab = req_or("vocab", m.vocab, max_vocab);
  bool dims_changed = r.has("hidden") || r.has("heads");
  m.head_dim = r.integer("head_dim", (require_core || dims_changed) ? 0 : m.head_dim, 1, max_width);
  m.gated_mlp = r.boolean("gated_mlp", m.gated_mlp);
  m.tied_embeddings = r.boolean("tied_embeddings", m.tied_embeddings);
  m.experts = r.integer("experts", require_core ? 1 : m.experts, 1, 1 << 20);
  m.experts_per_token = r.integer("experts_per_token", require_core ? 1 : m.experts_per_token, 1, 1 << 20);
  std::string norm = r.choice("norm", m.norm == norm_kind::rmsnorm ? "rmsnorm" : "layernorm", {"layernorm", "rmsnorm"});
  m.norm = norm == "rmsnorm" ? norm_kind::rmsnorm : norm_kind::layernorm;
  m.bias = r.boolean("bias", m.bias);
  std::string pos = r.choice("position_embedding", m.position == position_kind::learned ? "learned" : "rotary",
                             {"rotary", "learned"});
  m.position = pos == "learned" ? position_kind::learned : position_kind::rotary;
  m.max_seq_len = r.integer("max_seq_len", m.max_seq_len ? m.max_seq_len : 4096, 1, max_width);
  m.dropout = r.boolean("dropout", m.dropout);

  // Cross-field checks.
  const std::string& p = r.path();
  if (m.head_dim == 0) {
    if (m.hidden % m.heads != 0)
      fail("infeasible", ptr_join(p, "heads"),
           "model.hidden (" + std::to_string(m.hidden) + ") must be divisible by model.heads (" +
               std::to_string(m.heads) + "), or give model.head_dim");
    m.head_dim = m.hidden / m.heads;
  }
  if (m.kv_heads > m.heads || m.heads % m.kv_heads != 0)
    fail("infeasible", ptr_join(p, "kv_heads"),
         "model.kv_heads (" + std::to_string(m.kv_heads) + ") must divide model.heads (" + std::to_string(m.heads) + ")");
  if (m.experts_per_token > m.experts)
    fail("infeasible", ptr_join(p, "experts_per_token"),
         "model.experts_per_token (" + std::to_string(m.experts_per_token) + ") must be <= model.experts (" +
             std::to_string(m.experts) + ")");
}

// The preset's architecture, read strictly once (a broken catalog file is an internal error).
static model_spec preset_spec(const catalog_entry& e) {
  static const std::map<std::string, model_spec> cache = [] {
    std::map<std::string, model_spec> c;
    for (const auto& entry : model_catalog()) {
      model_spec m;
      try {
        obj_reader pr(entry.doc.at("architecture"), "");
        read_arch(pr, m, true);
        pr.finish();
      } catch (const api_error& err) {
        fail("internal", "", "model preset " + entry.id + " is invalid: " + err.what());
      } catch (const json::exception& err) {
        fail("internal", "", "model preset " + entry.id + " is invalid: " + err.what());
      }
      m.name = entry.id;
      c[entry.id] = m;
    }
    return c;
  }();
  return cache.at(e.id);
}

model_spec parse_model(const json& j, const std::string& path) {
  obj_reader r(j, path);
  model_spec m;
  if (r.has("preset")) {
    std::string id = r.string_required("preset");
    const catalog_entry* e = find_model_preset(id);
    if (!e) fail("unknown_preset", r.at("preset"), "unknown model preset \"" + id + "\"; known: " + list_ids(model_catalog()));
    m = preset_spec(*e);
    m.has_arch = true;
    if (r.has("params")) fail("invalid_value", r.at("params"), "model.params cannot be combined with model.preset");
    read_arch(r, m, false);
    r.finish();
    return m;
  }
  if (r.has("params")) {
    m.bare_params = r.positive_required("params");
    if (m.bare_params > 1e16) fail("invalid_value", r.at("params"), "model.params must be <= 1e16, got " + fmt_num(m.bare_params));
    m.name = "params";
    m.has_arch = false;
    r.finish();
    return m;
  }
  read_arch(r, m, true);
  m.has_arch = true;
  r.finish();
  return m;
}

json model_to_json(const model_spec& m) {
  if (!m.has_arch) return json{{"params", m.bare_params}};
  json j = {{"layers", m.layers},
            {"hidden", m.hidden},
            {"heads", m.heads},
            {"kv_heads", m.kv_heads},
            {"head_dim", m.head_dim},
            {"ffn_hidden", m.ffn_hidden},
            {"vocab", m.vocab},
            {"gated_mlp", m.gated_mlp},
            {"tied_embeddings", m.tied_embeddings},
            {"experts", m.experts},
            {"experts_per_token", m.experts_per_token},
            {"norm", m.norm == norm_kind::rmsnorm ? "rmsnorm" : "layernorm"},
            {"bias", m.bias},
            {"position_embedding", m.position == position_kind::learned ? "learned" : "rotary"},
            {"max_seq_len", m.max_seq_len},
            {"dropout", m.dropout}};
  return j;
}

}  // namespace ledgerlab
