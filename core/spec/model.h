// The API "model" object (API.md "Shared objects"): a catalog preset (with overrides), a bare
// parameter count, or a full architecture. Parameter counting lives in ledger/params.h.
#pragma once
#include <string>

#include "core/spec/json_io.h"

namespace ledgerlab {

enum class norm_kind { layernorm, rmsnorm };
enum class position_kind { rotary, learned };

struct model_spec {
  std::string name = "custom";  // preset id, or "custom"
  bool has_arch = false;        // false: only a bare parameter count is known
  double bare_params = 0;       // the {"params": N} form
  long long layers = 0;         // L
  long long hidden = 0;         // h
  long long heads = 0;          // a
  long long kv_heads = 0;       // g (a: MHA, 1: MQA)
  long long head_dim = 0;       // d_h, default h/a
  long long ffn_hidden = 0;     // f (per expert for MoE)
  long long vocab = 0;          // V
  bool gated_mlp = false;       // SwiGLU-style: three FFN matrices
  bool tied_embeddings = false; // output projection shares the input embedding
  long long experts = 1;        // E (1 = dense)
  long long experts_per_token = 1;  // k
  norm_kind norm = norm_kind::layernorm;
  bool bias = false;            // linear and norm biases (GPT-style)
  position_kind position = position_kind::rotary;
  long long max_seq_len = 0;    // rows of a learned position table; context limit
  bool dropout = false;         // trained with dropout (GPT-style presets): default for training.dropout
};

// Parses the model object at `path` (e.g. "/model"). Throws api_error with the field's pointer.
model_spec parse_model(const json& j, const std::string& path);

// The model as the architecture JSON of API.md (no "preset" key).
json model_to_json(const model_spec& m);

}  // namespace ledgerlab
