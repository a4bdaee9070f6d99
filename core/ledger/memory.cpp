// The memory ledger: formulas.md §2 (model states, ZeRO, offload), §4 (activations, Korthikanti et
// al. 2022 "Reducing Activation Recomputation in Large Transformer Models", arXiv 2205.05198),
// §5 (KV cache). Per GPU, for the most loaded GPU (the first pipeline stage).
//
// [SECTION] activation inventory   [SECTION] model states   [SECTION] inference
#include "core/ledger/memory.h"

#include <algorithm>
#include <cmath>

#include "core/spec/units.h"

namespace ledgerlab {

// ------------------------------------------------------------------------------------------------
// [SECTION] activation inventory
// b = micro-batch, s = seq len on this GPU (÷cp), S = full seq len, h = hidden, a = heads,
// g = kv heads, d = head dim, f = ffn hidden, t = TP, A = bytes per activation element.
// Korthikanti §4.1 counts, per layer, 16-bit tensors (A = 2) and 1-byte dropout masks:
// attention 11sbh + 5as²b, MLP 19sbh, two LayerNorms 4sbh → sbh(34 + 5as/h) (Table 2 row 1).
// Under TP, 10sbh (norm inputs, block inputs, dropout masks) stay replicated; with sequence
// parallelism they are split by t too (Table 2 rows 2-3).

namespace {
// One stored tensor: bytes = coef · s · b · inner, where `inner` is a product of the block's
// symbols (h, a·d/t, f/t, a·s, ...) and `coef` the bytes per value (A, 1 for a mask, 4 for fp32).
// The tensor rows, the per-layer sum and its formula text are all built from these terms, so the
// text always states exactly what was added up (formulas.md §4.1–§4.4).
struct act_term {
  const char* label;
  double coef;
  std::string inner;
  double inner_value;
  bool score;  // s²-sized (what selective recompute drops)
  double bytes(double s, double b) const { return coef * s * b * inner_value; }
};

std::string mul(double coef, const std::string& inner) {
  return coef == 1 ? inner : fmt_num(coef) + "·" + inner;
}

// "s·b·(c1·x1 + c2·x2 + ...)" with like monomials added, in first-seen order.
struct polynomial {
  std::vector<std::pair<std::string, double>> mono;
  void add(const std::string& inner, double coef) {
    for (auto& [k, c] : mono)
      if (k == inner) { c += coef; return; }
    mono.push_back({inner, coef});
  }
  std::string text() const {
    std::string t;
    for (const auto& [k, c] : mono) t += (t.empty() ? "" : " + ") + mul(c, k);
    return "s·b·(" + t + ")";
  }
  bool equals(std::initializer_list<std::pair<const char*, double>> want) const {
    if (want.size() != mono.size()) return false;
    for (const auto& [k, c] : want) {
      bool hit = false;
      for (const auto& [k2, c2] : mono) hit = hit || (k2 == k && c2 == c);
      if (!hit) return false;
    }
    return true;
  }
};
}  // namespace

// The per-layer formula text from the terms that produced the bytes (§4.2 when the terms are
// exactly Korthikanti's Table 2 row; otherwise the ledgerlab extension of §4.3 and its conventions).
static std::string per_layer_formula(const std::vector<act_term>& terms, const model_spec& m, const precision_spec& prec,
                                     const training_spec& tr, const parallel_spec& par) {
  const double A = dtype_bytes(prec.activations);
  const bool t1 = par.tp == 1;
  polynomial raw, simple;
  std::vector<std::string> identities;
  auto note = [&](const std::string& id) {
    for (const auto& x : identities) if (x == id) return;
    identities.push_back(id);
  };
  for (const act_term& x : terms) {
    raw.add(x.inner, x.coef);
    // Identities of this architecture, applied only where they hold exactly.
    std::string in = x.inner;
    double c = x.coef;
    const std::string sfx = in.size() > 2 && in.compare(in.size() - 2, 2, "/t") == 0 ? "/t" : "";
    const std::string base = in.substr(0, in.size() - sfx.size());
    if (base == "a·d" && m.heads * m.head_dim == m.hidden) in = "h" + sfx, note("a·d = h");
    else if (base == "g·d" && m.kv_heads * m.head_dim == m.hidden) in = "h" + sfx, note("g·d = h");
    else if (base == "f" && m.ffn_hidden == 4 * m.hidden) in = "h" + sfx, c *= 4, note("f = 4h");
    simple.add(in, c);
  }
  std::string text = raw.text();
  if (simple.text() != text) text += " = " + simple.text();
  // Korthikanti et al. 2022 Table 2 (A = 2, 1-byte dropout masks): rows 1–6. Full recompute keeps
  // only the layer input, whatever the block is made of: row 6 whenever that input is 2sbh.
  const char* row = nullptr;
  const bool sp = par.sequence_parallel && !t1;
  const bool full = tr.recompute == recompute_kind::full;
  if (A == 2 && par.cp == 1 && (full || !tr.flash_attention)) {
    switch (tr.recompute) {
      case recompute_kind::none:
        if (t1 && simple.equals({{"h", 34}, {"a·s", 5}})) row = "s·b·h·(34 + 5·a·s/h), Korthikanti et al. 2022 Table 2 (no parallelism)";
        else if (!sp && simple.equals({{"h", 10}, {"h/t", 24}, {"a·s/t", 5}}))
          row = "s·b·h·(10 + 24/t + 5·a·s/(h·t)), Korthikanti et al. 2022 Table 2 (tensor parallel)";
        else if (sp && simple.equals({{"h/t", 34}, {"a·s/t", 5}}))
          row = "s·b·h·(34/t + 5·a·s/(h·t)), Korthikanti et al. 2022 Table 2 (tensor + sequence parallel)";
        break;
      case recompute_kind::selective:
        if (t1 && simple.equals({{"h", 34}})) row = "34·s·b·h, Korthikanti et al. 2022 Table 2 (selective recompute, t = 1)";
        else if (!sp && simple.equals({{"h", 10}, {"h/t", 24}}))
          row = "s·b·h·(10 + 24/t), Korthikanti et al. 2022 Table 2 (tensor parallel + selective recompute)";
        else if (sp && simple.equals({{"h/t", 34}}))
          row = "s·b·h·34/t, Korthikanti et al. 2022 Table 2 (tensor + sequence parallel + selective recompute)";
        break;
      case recompute_kind::full:
        if (simple.equals({{"h", 2}})) row = "2·s·b·h, Korthikanti et al. 2022 Table 2 (full recompute)";
        break;
    }
  }
  if (row) text += std::string(" = ") + row;
  std::string notes;
  for (const auto& x : identities) notes += "; " + x;
  notes += "; A = " + fmt_num(A) + " B per activation value";
  if (row) return text + notes + " [§4.2]";
  std::vector<std::string> why;
  if (A != 2) why.push_back(fmt_num(A) + "-byte activations");
  if (!full) {
    if (!tr.dropout) why.push_back("no dropout");
    if (m.kv_heads != m.heads) why.push_back("GQA (g = " + std::to_string(m.kv_heads) + ")");
    if (m.gated_mlp) why.push_back("SwiGLU");
    else if (m.ffn_hidden != 4 * m.hidden) why.push_back("f ≠ 4h");
    if (m.experts > 1) why.push_back("MoE");
    if (tr.flash_attention) why.push_back("fused attention [§4.4]");
  } else if (sp) {
    why.push_back("layer input split by sequence parallelism");
  }
  if (par.cp > 1) why.push_back("context parallel (s = S/c)");
  std::string w;
  for (const auto& x : why) w += (w.empty() ? "" : ", ") + x;
  return text + notes + "; Korthikanti et al.'s counting extended" + (w.empty() ? "" : " (" + w + ")") + " [§4.3]";
}

block_activations block_activation_bytes(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                                         const parallel_spec& par, bool want_tensors) {
  block_activations out;
  if (!m.has_arch) return out;
  const double A = dtype_bytes(prec.activations);
  const double b = tr.micro_batch, S = tr.seq_len, s = S / par.cp;
  const double h = m.hidden, a = m.heads, g = m.kv_heads, d = m.head_dim, f = m.ffn_hidden, t = par.tp;
  const bool flash = tr.flash_attention, drop = tr.dropout;
  const bool moe = m.experts > 1;
  const double k = moe ? m.experts_per_token : 1;
  // Divisors: "/t" for TP-sharded tensors; the "replicated" ones (norm inputs, block inputs,
  // dropout masks) are split by t only with sequence parallelism (Table 2 rows 2-3).
  const bool tp = par.tp > 1, sp = par.sequence_parallel && tp;
  const std::string T = tp ? "/t" : "", R = sp ? "/t" : "";
  const double rep = sp ? t : 1;
  // §5: a KV head is replicated when t > g, so each rank keeps max(g/t, 1) heads.
  const bool kv_split = g >= t;
  const std::string kv = kv_split ? "g·d" + T : "d";
  const double kv_v = kv_split ? g * d / t : d;
  // s² tensors: with context parallelism each rank scores its s = S/c queries against all S keys.
  const std::string sc = (par.cp > 1 ? "a·S" : "a·s") + T;
  const double sc_v = a * S / t;

  std::vector<act_term> terms;
  auto add = [&](const char* label, double coef, const std::string& inner, double inner_value, bool score = false) {
    terms.push_back({label, coef, inner, inner_value, score});
  };
  // Attention block (§4.1; GQA K, V shrink to g·d per token, §4.3)
  add("attention: norm input", A, "h" + R, h / rep);
  add("attention: QKV input (norm output)", A, "h" + R, h / rep);
  add("attention: Q", A, "a·d" + T, a * d / t);
  add("attention: K", A, kv, kv_v);
  add("attention: V", A, kv, kv_v);
  if (!flash) {
    add("attention: softmax output", A, sc, sc_v, true);
    if (drop) {
      add("attention: softmax dropout mask", 1, sc, sc_v, true);
      add("attention: softmax dropout output", A, sc, sc_v, true);
    }
  } else {
    // §4.4 fused attention: no s² tensors; keeps a per-row fp32 softmax statistic.
    add("attention: softmax statistics (flash, fp32)", 4, "a" + T, a / t);
  }
  add("attention: out-proj input", A, "a·d" + T, a * d / t);
  if (drop) add("attention: dropout mask", 1, "h" + R, h / rep);
  // MLP block (§4.1; general f and SwiGLU per §4.3: 3sbh + 4sbf, or 3sbh + 6sbf gated at A = 2)
  add("mlp: norm input", A, "h" + R, h / rep);
  const std::string F = (moe ? "k·f" : "f") + T;
  if (moe) {
    // MoE (ledgerlab derivation, same counting rules): each token's hidden state is copied to k
    // experts; the router keeps fp32 probabilities for E experts.
    add("mlp: expert input (k copies of each token)", A, "k·h" + R, k * h / rep);
    add("mlp: router probabilities (fp32)", 4, "E" + R, m.experts / rep);
  } else {
    add("mlp: first linear input (norm output)", A, "h" + R, h / rep);
  }
  if (m.gated_mlp) {
    add("mlp: gate projection output", A, F, k * f / t);
    add("mlp: up projection output", A, F, k * f / t);
    add("mlp: SiLU(gate)·up (down-proj input)", A, F, k * f / t);
  } else {
    add("mlp: activation input", A, F, k * f / t);
    add("mlp: second linear input", A, F, k * f / t);
  }
  if (drop) add("mlp: dropout mask", 1, "h" + R, h / rep);

  double none = 0, score = 0;
  for (const act_term& x : terms) {
    none += x.bytes(s, b);
    if (x.score) score += x.bytes(s, b);
  }
  out.none_bytes = none;
  out.score_bytes = score;
  out.selective_bytes = none - score;  // §4.2: selective drops the attention core's s² tensors
  const act_term input{"layer input (checkpoint; the rest is recomputed)", A, "h" + R, h / rep, false};
  out.full_bytes = input.bytes(s, b);  // §4.2 row 6: the layer input only (2sbh at A = 2)
  std::vector<act_term> kept;
  switch (tr.recompute) {
    case recompute_kind::none: out.configured_bytes = out.none_bytes; kept = terms; break;
    case recompute_kind::selective:
      out.configured_bytes = out.selective_bytes;
      for (const act_term& x : terms)
        if (!x.score) kept.push_back(x);
      break;
    case recompute_kind::full: out.configured_bytes = out.full_bytes; kept = {input}; break;
  }
  if (want_tensors) {
    for (const act_term& x : kept) {
      // The s²-sized tensors read as the paper writes them: a·s²·b (a·s·S·b under context parallelism).
      std::string f = "s·b·" + x.inner;
      if (x.score) f = (x.inner.rfind("a·S", 0) == 0 ? "a·s·S·b" : "a·s²·b") + x.inner.substr(std::string("a·s").size());
      out.tensors.push_back({"", x.label, mul(x.coef, f), x.bytes(s, b), "bytes"});
    }
    out.formula = per_layer_formula(kept, m, prec, tr, par);
  }
  return out;
}

// §4.5: 1F1B keeps p micro-batches in flight on the first stage, each over L/p layers = L layer
// equivalents; fewer if m < p (Megatron min(1, m/p), non-interleaved only); the interleaved
// schedule multiplies by 1 + (p − 1)/(p·v) (only when v > 1).
static double in_flight_factor(const training_spec& tr, const parallel_spec& par) {
  // m per step (API.md "training"): from global_batch when given, as the step and plan ops take it.
  const double p = par.pp, v = par.virtual_stages, mb = static_cast<double>(microbatches_per_step(tr, par));
  if (v > 1) return 1 + (p - 1) / (p * v);
  return std::min(1.0, mb / p);
}

// Rank 0 holds p·factor micro-batches over its layers: L × factor for an even split (p × L/p), and
// p × n_first × factor with Megatron's uneven split (§8.1; its chunks taken as equal).
double layers_held_first_stage(long long layers, const training_spec& tr, const parallel_spec& par) {
  const double l = par.pp > 1 ? static_cast<double>(pipeline_stage_layers(layers, par).first * par.pp)
                              : static_cast<double>(layers);
  return l * in_flight_factor(tr, par);
}

// Micro-batches in flight on pipeline rank 1 (§8.1), in whole-rank units: Megatron's warm-up is
// p − r − 1 micro-batches (1F1B) or 2(p − r − 1) + (v − 1)·p model chunks (interleaved,
// schedules.py forward_backward_pipelining_with_interleaving), plus one in the steady state:
// min(p − 1, m), or (p·v + p − 3)/v = p + (p − 3)/v. (Rank 0: p + (p − 1)/v, the factor above × p.)
static double in_flight_rank1(const training_spec& tr, const parallel_spec& par) {
  const double p = par.pp, v = par.virtual_stages, mb = static_cast<double>(microbatches_per_step(tr, par));
  if (v > 1) return p + (p - 3) / v;
  return std::min(p - 1, mb);
}

// §4.6: first stage holds input ids (int64) and the embedding dropout mask for each micro-batch in
// flight; the output side (final norm input, output-projection input, fp32 logits) is counted
// only when p = 1 (otherwise it sits on the last stage, which is not the peak).
double other_activation_bytes(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                              const parallel_spec& par, std::vector<ledger_row>* rows) {
  if (!m.has_arch) return 0;
  const double A = dtype_bytes(prec.activations);
  const double b = tr.micro_batch, s = static_cast<double>(tr.seq_len) / par.cp, h = m.hidden, V = m.vocab, t = par.tp;
  const double rep = par.sequence_parallel ? t : 1;
  const double in_flight = par.pp * in_flight_factor(tr, par);  // micro-batches alive on stage 1
  double total = 0;
  auto add = [&](const char* label, const std::string& f, double bytes) {
    if (bytes == 0) return;
    total += bytes;
    if (rows) rows->push_back({"", label, f, bytes, "bytes"});
  };
  // Rows written as coefficient · s · b · symbol (× micro-batches in flight), the terms summed.
  const std::string R = rep > 1 ? "/t" : "";
  const std::string fl = par.pp > 1 ? fmt_num(in_flight) + " × " : "";
  const std::string fl_note = par.pp > 1 ? "; " + fmt_num(in_flight) + " micro-batches in flight on the first stage" : "";
  add("input token ids (int64)", fl + "8·s·b" + fl_note + " [§4.6]", 8 * s * b * in_flight);
  if (tr.dropout) add("embedding dropout mask", fl + "s·b·h" + R + fl_note + " [§4.6]", s * b * h / rep * in_flight);
  if (par.pp == 1) {
    const std::string a = fmt_num(A) + "·s·b·";
    add("final norm input", a + "h" + R + " [§4.6]", A * s * b * h / rep);
    add("output projection input", a + "h" + R + " [§4.6]", A * s * b * h / rep);
    add("logits for cross-entropy (fp32)", std::string("4·s·b·V") + (t > 1 ? "/t" : "") + " [§4.6]", 4 * s * b * V / t);
  }
  return total;
}

// ------------------------------------------------------------------------------------------------
// [SECTION] model states

namespace {
// Parameters on the most loaded GPU (formulas.md §3.5), split by how ZeRO shards them.
struct local_params {
  double dense = 0;    // sharded by ZeRO over dp·cp
  double experts = 0;  // sharded by ZeRO over the expert-DP group dp·cp/ep
  double largest_layer = 0;  // for the ZeRO-3 gathered-layer buffer
  double total() const { return dense + experts; }
};

// The parameters of one pipeline rank: `layers_here` transformer layers, the input embedding on
// rank 0 (input_side), the output layer and final norm on the last rank (output_side; both when p = 1).
local_params local_shard(const model_spec& m, const param_counts* c, const parallel_spec& par, double layers_here,
                         bool input_side, bool output_side) {
  local_params lp;
  if (!c) {
    lp.dense = m.bare_params;
    return lp;
  }
  const double t = par.tp, e = par.ep;
  lp.dense = layers_here * (c->layer_tp_sharded / t + c->layer_replicated);
  lp.experts = layers_here * c->layer_experts / (e * t);
  // Embeddings: the vocabulary-parallel input table (÷t) and learned positions on the first
  // stage; with p = 1 the output projection and the final norm sit there too.
  if (input_side) lp.dense += c->embedding / t + c->position;
  if (output_side) lp.dense += c->output / t + c->final_norm;
  const double layer_local = c->layer_tp_sharded / t + c->layer_replicated + c->layer_experts / (e * t);
  lp.largest_layer = std::max({layer_local, c->embedding / t, c->output / t});
  return lp;
}

// Adafactor (Shazeer & Stern 2018, §3): a factored second moment keeps r + c values for an r×c
// matrix and the full vector for 1-D parameters; no first moment (beta1 = 0, the paper's default).
double adafactor_state_fraction(const model_spec& m, const param_counts& c) {
  const double h = m.hidden, a = m.heads, g = m.kv_heads, d = m.head_dim, f = m.ffn_hidden, V = m.vocab;
  const double E = m.experts;
  const bool moe = m.experts > 1;
  const double mlp_mats = (m.gated_mlp ? 3 : 2) * (h + f);
  double per_layer = (h + (a + 2 * g) * d) + (a * d + h) + (moe ? E * mlp_mats + (h + E) : mlp_mats);
  // vectors (the two norms, the biases) are kept whole
  per_layer += m.norm == norm_kind::layernorm ? 4 * h : 2 * h;
  if (m.bias) per_layer += (a + 2 * g) * d + h + (m.gated_mlp ? 2 * f : f) + h;
  double total = m.layers * per_layer + (V + h) + (c.output > 0 ? V + h : 0) + (c.position > 0 ? m.max_seq_len + h : 0) +
                 c.final_norm;
  return total / c.total;
}
}  // namespace

static std::string dtype_label(dtype d) { return dtype_name(d); }

// Where m came from, for the explanation row (API.md "training": global_batch wins when given).
static std::string microbatch_source(const training_spec& tr, const parallel_spec& par) {
  std::string s;
  if (tr.global_batch > 0)
    s = "training.global_batch / (dp × micro_batch) = " + std::to_string(tr.global_batch) + " / (" + std::to_string(par.dp) +
        " × " + std::to_string(tr.micro_batch) + ")";
  else
    s = std::string("training.grad_accum") + (tr.grad_accum_given ? "" : " (default; give global_batch or grad_accum)");
  s += par.pp > 1 ? "; sets the micro-batches in flight on the first stage [§4.5]"
                  : "; with pp = 1 activations are held for one micro-batch at a time [§4.5]";
  return s;
}

// The architecture's counts in `storage` (returned), or nullptr for a bare parameter count.
static const param_counts* counts_if_arch(const model_spec& m, param_counts& storage) {
  if (!m.has_arch) return nullptr;
  storage = count_params(m);
  return &storage;
}
static double total_or_bare(const model_spec& m, const param_counts* c) { return c ? c->total : m.bare_params; }

namespace {
// One pipeline rank as the memory ledger counts it (§4.5, §8.1).
struct rank_view {
  int rank = 0;
  double layers = 0;          // transformer layers on the rank
  bool input_side = true;     // the embedding (and the input ids in flight)
  bool output_side = false;   // the output layer (p = 1, or the last rank)
  double layers_held = 0;     // layer equivalents of activations in flight
};

rank_view first_rank_view(const model_spec& m, const training_spec& tr, const parallel_spec& par) {
  rank_view v;
  if (!m.has_arch) return v;
  v.layers = par.pp > 1 ? static_cast<double>(pipeline_stage_layers(m.layers, par).first) : static_cast<double>(m.layers);
  v.output_side = par.pp == 1;
  v.layers_held = layers_held_first_stage(m.layers, tr, par);
  return v;
}
}  // namespace

static memory_result memory_train_rank(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                                       const parallel_spec& par, bool want_steps, const rank_view& rv);

// The most loaded GPU: pipeline rank 0 (the most micro-batches in flight, the embedding). With
// Megatron's uneven split (§8.1) rank 1 can hold a layer more with fewer micro-batches in flight,
// so both are computed and the larger is reported, with a row saying which (rank 1 is the last
// rank, with the output layer, when p = 2).
memory_result memory_train(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                           const parallel_spec& par, bool want_steps) {
  const rank_view r0 = first_rank_view(m, tr, par);
  const stage_layers sl = m.has_arch ? pipeline_stage_layers(m.layers, par) : stage_layers{};
  if (!m.has_arch || par.pp == 1 || (sl.first == sl.middle && sl.first == sl.last)) return memory_train_rank(m, prec, tr, par, want_steps, r0);
  rank_view r1;
  r1.rank = 1;
  r1.layers = static_cast<double>(par.pp == 2 ? sl.last : sl.middle);
  r1.input_side = false;
  r1.output_side = par.pp == 2;
  r1.layers_held = r1.layers * in_flight_rank1(tr, par);
  memory_result m0 = memory_train_rank(m, prec, tr, par, false, r0), m1 = memory_train_rank(m, prec, tr, par, false, r1);
  const double t0 = m0.total, t1 = m1.total;
  if (!want_steps) return t1 > t0 ? m1 : m0;  // the planner's path: no third ledger
  memory_result r = memory_train_rank(m, prec, tr, par, true, t1 > t0 ? r1 : r0);
  auto rank_text = [&](const rank_view& v, double total) {
    return "rank " + std::to_string(v.rank) + " (" + fmt_num(v.layers) + " layers" + (v.input_side ? " + embedding" : "") +
           (v.output_side ? " + output layer" : "") + ", " + fmt_num(v.layers_held, 4) + " layer equivalents in flight): " +
           fmt_num(total / 1e9, 4) + " GB";
  };
  r.steps.insert(r.steps.begin(), {"pipeline_rank", "the most loaded pipeline rank (uneven split)",
                                   "first / middle / last rank " + std::to_string(sl.first) + " / " + std::to_string(sl.middle) + " / " +
                                       std::to_string(sl.last) + " layers; " + rank_text(r0, t0) + "; " + rank_text(r1, t1) +
                                       "; the larger is reported [§8.1]",
                                   static_cast<double>(t1 > t0 ? 1 : 0), "rank"});
  return r;
}

static memory_result memory_train_rank(const model_spec& m, const precision_spec& prec, const training_spec& tr,
                                       const parallel_spec& par, bool want_steps, const rank_view& rv) {
  memory_result r;
  param_counts c;
  const param_counts* cp = counts_if_arch(m, c);
  r.params = total_or_bare(m, cp);
  const local_params lp = local_shard(m, cp, par, rv.layers, rv.input_side, rv.output_side);
  r.params_local = lp.total();

  const double Wb = dtype_bytes(prec.weights), Gb = dtype_bytes(prec.gradients), Mb = dtype_bytes(prec.master_weights);
  double Ob = optimizer_state_bytes_per_param(prec);
  double adafactor_frac = 0;
  if (prec.optimizer == optimizer_kind::adafactor) {
    adafactor_frac = m.has_arch ? adafactor_state_fraction(m, c) : 0;
    Ob = adafactor_frac * dtype_bytes(prec.optimizer_state);
  }
  const double Bb = dtype_bytes(prec.gradient_buffer);  // second gradient copy (§2.3), usually 0
  r.bytes_per_param = Wb + Gb + Bb + Mb + Ob;

  // ZeRO (formulas.md §2.4, Rajbhandari et al. SC20 Fig. 1): stage ≥1 shards the optimizer side
  // (master + states) over N_d, ≥2 also gradients, 3 also weights. Dense params shard over dp·cp;
  // expert params over the expert-DP group dp·cp/ep (§2.4 note).
  const double nd = static_cast<double>(par.dp * par.cp), nde = nd / par.ep;
  auto shard = [&](int from_stage) {
    return par.zero >= from_stage ? lp.dense / nd + lp.experts / nde : lp.total();
  };
  const double psi_w = shard(3), psi_g = shard(2), psi_o = shard(1);
  r.weights = Wb * psi_w;
  r.gradients = Gb * psi_g;
  r.gradient_buffer = Bb * psi_g;
  const double master = Mb * psi_o, opt = Ob * psi_o;
  if (par.offload_optimizer) {
    r.host_master = master;  // §2.5: offloaded to CPU memory, reported per GPU rank
    r.host_optimizer = opt;
  } else {
    r.master_weights = master;
    r.optimizer_state = opt;
  }
  // ZeRO-3 gathered layer (DeepSpeed estimate_zero3_model_states_mem_needs: largest_layer_memory =
  // 4 × largest_layer_params, i.e. 16-bit params + grads of one layer), switchable.
  if (par.zero == 3 && par.zero3_gather_buffer && m.has_arch) r.zero3_buffers = (Wb + Gb) * lp.largest_layer;

  // Activations (§4)
  block_activations blk = block_activation_bytes(m, prec, tr, par, want_steps);
  r.per_layer_bytes = blk.configured_bytes;
  r.layers_held = m.has_arch ? rv.layers_held : 0;
  r.blocks_bytes = r.per_layer_bytes * r.layers_held;
  std::vector<ledger_row> other_rows;
  // the input side's rows (token ids, embedding dropout; the logits when p = 1) sit on rank 0
  r.other_bytes = rv.input_side ? other_activation_bytes(m, prec, tr, par, want_steps ? &other_rows : nullptr) : 0.0;
  r.activations = r.blocks_bytes + r.other_bytes;
  r.total = r.weights + r.gradients + r.gradient_buffer + r.master_weights + r.optimizer_state + r.activations +
            r.zero3_buffers;

  if (!want_steps) return r;
  // ---- explanation rows -----------------------------------------------------------------------
  const std::string zero_note = par.zero ? " [§2.4 ZeRO-" + std::to_string(par.zero) + "]" : " [§2.4]";
  const std::string psi = m.has_arch && (par.tp > 1 || par.pp > 1 || par.ep > 1) ? "Ψ_local" : "Ψ";
  auto state_row = [&](const char* key, const std::string& what, double bpp, int stage, double count, double bytes) {
    std::string f = fmt_num(bpp) + " B × " + psi + (par.zero >= stage ? "/N_d" : "") + " = " + fmt_num(bpp) + " × " +
                    fmt_num(count, 5) + zero_note;
    r.steps.push_back({key, what, f, bytes, "bytes"});
  };
  if (m.has_arch && psi == "Ψ_local")
    r.steps.push_back({"params_local", rv.rank == 0 ? "parameters on this GPU (Ψ_local, first stage)" : "parameters on this GPU (Ψ_local, pipeline rank 1)",
                       rv.layers * static_cast<double>(par.pp) == static_cast<double>(m.layers)
                           ? "Ψ_block/(t·p) + Ψ_replicated/p + Ψ_experts/(p·t·e) + embeddings/t [§3.5]"
                           : fmt_num(rv.layers) + " layers × (Ψ_block/t + Ψ_replicated + Ψ_experts/(t·e)) per layer" +
                                 (rv.input_side ? " + embeddings/t" : "") + (rv.output_side ? " + output layer/t" : "") + " [§3.5, §8.1]",
                       lp.total(), "params"});
  state_row("weights", "weights (" + dtype_label(prec.weights) + ")", Wb, 3, psi_w, r.weights);
  state_row("gradients", "gradients (" + dtype_label(prec.gradients) + ")", Gb, 2, psi_g, r.gradients);
  if (Bb > 0)
    state_row("gradient_buffer", "gradient buffer (" + dtype_label(prec.gradient_buffer) + " copy of the gradients)", Bb, 2,
              psi_g, r.gradient_buffer);
  if (Mb > 0) state_row("master_weights", "master weights (" + dtype_label(prec.master_weights) + ")", Mb, 1, psi_o, master);
  if (Ob > 0 || prec.optimizer != optimizer_kind::none) {
    std::string what = std::string("optimizer state (") + optimizer_name(prec.optimizer);
    if (prec.optimizer == optimizer_kind::adam_8bit) what += ": m, v int8 + fp32 scale per 2048 values";
    else if (prec.optimizer == optimizer_kind::adafactor) what += ": factored second moment, " + fmt_num(adafactor_frac, 3) + " values/param";
    else what += ": " + std::to_string(optimizer_states(prec.optimizer)) + " × " + dtype_label(prec.optimizer_state);
    state_row("optimizer_state", what + ")", Ob, 1, psi_o, opt);
  }
  if (par.offload_optimizer) {
    r.steps.push_back({"offload", "master weights + optimizer state offloaded to host memory (not on the GPU)",
                       "moved to per_host_bytes; DeepSpeed's host estimate adds a 1.5× buffer factor [§2.5]",
                       r.host_master + r.host_optimizer, "bytes"});
    r.excluded.push_back("host-side buffers of the offloaded optimizer (DeepSpeed's 1.5× factor)");
  }
  if (r.zero3_buffers > 0)
    r.steps.push_back({"zero3_buffers", "ZeRO-3 gathered-layer buffer (16-bit params + grads of the largest layer)",
                       "(W + G) × largest_layer_params = " + fmt_num(Wb + Gb) + " × " + fmt_num(lp.largest_layer, 5) + " [§2.4]",
                       r.zero3_buffers, "bytes"});
  if (m.has_arch) {
    for (auto& t : blk.tensors) {
      t.label = "per layer: " + t.label;
      r.steps.push_back(t);
    }
    r.steps.push_back({"per_layer_bytes", std::string("activations per layer (recompute ") + recompute_name(tr.recompute) +
                           (tr.flash_attention ? ", flash attention" : "") + ")",
                       blk.formula,
                       r.per_layer_bytes, "bytes"});
    const long long mb = microbatches_per_step(tr, par);
    if (par.pp > 1 || tr.global_batch > 0 || tr.grad_accum_given || tr.grad_accum > 1)
      r.steps.push_back({"microbatches", "micro-batches per step m (per data-parallel rank)", microbatch_source(tr, par),
                         static_cast<double>(mb), "micro-batches"});
    const bool uneven = par.pp > 1 && rv.layers * static_cast<double>(par.pp) != static_cast<double>(m.layers);
    std::string held;
    if (rv.rank == 1) {
      held = fmt_num(rv.layers) + " layers × " +
             (par.virtual_stages > 1 ? std::string("(p + (p−3)/v) micro-batches in flight on rank 1 (interleaved warm-up)")
                                     : std::string("min(p − 1, m) micro-batches in flight on rank 1 (1F1B)"));
    } else {
      held = uneven ? "p × n_first = " + std::to_string(par.pp) + " × " + fmt_num(rv.layers) + " (uneven split)"
                    : "L = " + std::to_string(m.layers);
      if (par.pp > 1 && par.virtual_stages > 1) held += " × (1 + (p−1)/(p·v))";
      else if (par.pp > 1 && mb < par.pp) held += " × m/p = " + fmt_num(rv.layers * static_cast<double>(par.pp)) + " × " + std::to_string(mb) + "/" + std::to_string(par.pp);
      else if (par.pp > 1) held += " (1F1B: p micro-batches in flight × L/p layers; m = " + std::to_string(mb) + " ≥ p)";
    }
    r.steps.push_back({"layers_held", rv.rank == 0 ? "layer equivalents held by the first pipeline stage" : "layer equivalents held by pipeline rank 1",
                       held + (uneven || rv.rank == 1 ? " [§4.5, §8.1]" : " [§4.5]"), r.layers_held, "layers"});
    r.steps.push_back({"blocks_bytes", "transformer blocks' activations", "per_layer_bytes × layers_held [§4.5]", r.blocks_bytes, "bytes"});
    for (auto& o : other_rows) r.steps.push_back(o);
    r.steps.push_back({"other_bytes", "embedding, logits and loss activations", "sum of the rows above [§4.6]", r.other_bytes, "bytes"});
    r.steps.push_back({"activations", "activations on this GPU", "blocks_bytes + other_bytes [§4.5, §4.6]", r.activations, "bytes"});
  } else {
    r.excluded.push_back("activations: need the model's architecture (layers, hidden, heads, ...), not only a parameter count");
  }
  // The sum names exactly the rows it adds (a parameter count alone has no activations; an
  // offloaded optimizer side is on the host, not in this total).
  std::string sum = "weights + gradients";
  if (Bb > 0) sum += " + gradient buffer";
  if (!par.offload_optimizer && Mb > 0) sum += " + master";
  if (!par.offload_optimizer && (Ob > 0 || prec.optimizer != optimizer_kind::none)) sum += " + optimizer";
  if (m.has_arch) sum += " + activations";
  if (r.zero3_buffers > 0) sum += " + ZeRO-3 buffers";
  if (par.offload_optimizer) sum += " (master weights and optimizer state are on the host)";
  r.steps.push_back({"total", "total per GPU", sum, r.total, "bytes"});
  r.steps.push_back({"not_modelled", "not modelled: CUDA context and library workspaces, allocator fragmentation and caching, "
                                     "communication buckets, temporary buffers",
                     "excluded (Megatron multiplies activations by 1.05 for these; not applied) [§2.6]", 0, "bytes"});
  r.excluded.push_back("CUDA context and library workspaces (cuBLAS, NCCL), typically 0.5-1 GB per GPU");
  r.excluded.push_back("allocator fragmentation and caching");
  r.excluded.push_back("communication buckets and temporary buffers");
  if (par.zero == 3) r.excluded.push_back("ZeRO-3 prefetch (look-ahead) buffers and persistent small parameters");
  if (m.experts > 1) r.excluded.push_back("MoE token-routing imbalance (activations assume perfectly balanced experts)");
  return r;
}

// ------------------------------------------------------------------------------------------------
// [SECTION] inference

// §5: kv_bytes = 2 · L · g · d_h · tokens · batch · bytes_per_elem; per GPU: heads max(g/t, 1),
// layers L/p. Runtime buffers: a stated margin on weights + KV (a sanity band, not a formula).
memory_result memory_inference(const model_spec& m, const precision_spec& prec, const inference_spec& inf,
                               const parallel_spec& par, bool want_steps) {
  memory_result r;
  param_counts c;
  const param_counts* cp = counts_if_arch(m, c);
  r.params = total_or_bare(m, cp);
  parallel_spec infer_par = par;
  infer_par.zero = 0;
  // the rank with the most layers, its embedding too (an upper bound with an uneven split, §8.1)
  const local_params lp = local_shard(m, cp, infer_par, m.has_arch ? static_cast<double>(pipeline_stage_layers(m.layers, par).most()) : 0.0,
                                      true, par.pp == 1);
  r.params_local = lp.total();
  const double Wb = dtype_bytes(prec.weights);
  r.bytes_per_param = Wb;
  r.weights = Wb * lp.total();
  const double ctx = inf.context_len ? inf.context_len : m.max_seq_len;
  const double A = dtype_bytes(prec.activations);
  if (m.has_arch) {
    const double kv_heads_local = std::max(static_cast<double>(m.kv_heads) / par.tp, 1.0);
    const double layers_local = static_cast<double>(pipeline_stage_layers(m.layers, par).most());  // §8.1
    r.kv_cache = 2 * layers_local * kv_heads_local * m.head_dim * ctx * inf.batch * A;
  }
  r.activations = inf.runtime_margin * (r.weights + r.kv_cache);
  r.total = r.weights + r.kv_cache + r.activations;
  if (!want_steps) return r;
  r.steps.push_back({"weights", "weights (" + dtype_label(prec.weights) + ")",
                     fmt_num(Wb) + " B × " + (par.tp > 1 || par.pp > 1 ? "Ψ_local" : "Ψ") + " = " + fmt_num(Wb) + " × " +
                         fmt_num(lp.total(), 5) + " [§2.1]",
                     r.weights, "bytes"});
  if (m.has_arch) {
    r.steps.push_back({"kv_cache", "KV cache (" + dtype_label(prec.activations) + ")",
                       "2 · (L/p) · max(g/t, 1) · d_h · tokens · batch · A = 2 × " + fmt_num(static_cast<double>(pipeline_stage_layers(m.layers, par).most())) + " × " +
                           fmt_num(std::max(static_cast<double>(m.kv_heads) / par.tp, 1.0)) + " × " + std::to_string(m.head_dim) +
                           " × " + fmt_num(ctx) + " × " + std::to_string(inf.batch) + " × " + fmt_num(A) + " [§5]",
                       r.kv_cache, "bytes"});
  } else {
    r.excluded.push_back("KV cache: needs the model's architecture (layers, kv_heads, head_dim)");
  }
  r.steps.push_back({"activations", "runtime activation workspace (stated margin)",
                     fmt_num(inf.runtime_margin) + " × (weights + KV cache) [§5, assumption]", r.activations, "bytes"});
  r.steps.push_back({"total", "total per GPU", "weights + KV cache + workspace", r.total, "bytes"});
  r.excluded.push_back("CUDA context and library workspaces, allocator fragmentation");
  r.excluded.push_back("serving-engine block-table overheads (paged KV fragmentation)");
  return r;
}

double default_reserve_bytes(const hardware_spec& hw) {
  // Stated reserve: 1 GB for the CUDA context and library workspaces plus 5% of capacity for
  // allocator fragmentation (formulas.md §2.6: `fits` compares against capacity minus a reserve).
  return 1e9 + 0.05 * hw.memory_bytes;
}

void apply_fits(memory_result& r, const hardware_spec& hw, double reserve_bytes) {
  r.has_fits = true;
  r.capacity_bytes = hw.memory_bytes;
  r.reserve_bytes = reserve_bytes;
  r.fits = r.total <= hw.memory_bytes - reserve_bytes;
}

// §2.7: the fewest GPUs whose usable memory holds the shardable bytes plus each GPU's fixed part.
gpus_needed gpus_needed_for(bool inference, double whole_total, double per_gpu_fixed, double usable, long long model_parallel) {
  gpus_needed g;
  g.usable_bytes = usable;
  g.shardable_bytes = whole_total;
  g.per_gpu_fixed_bytes = per_gpu_fixed;
  const double room = usable - per_gpu_fixed;
  if (usable <= 0 || room <= 0) {
    g.reason = usable <= 0 ? "the reserve leaves no usable memory on this GPU"
                           : "one GPU's own activations (" + format_bytes(per_gpu_fixed) + ") exceed its usable memory (" +
                                 format_bytes(usable) + "): shard them (tensor/sequence/pipeline parallelism) or recompute";
    g.row = {"gpus_needed", "GPUs needed by memory alone", g.reason + " [§2.7]", 0, "gpus"};
    return g;
  }
  g.feasible = true;
  const double M = static_cast<double>(std::max<long long>(1, model_parallel));
  g.count = static_cast<long long>(M) * std::max<long long>(1, static_cast<long long>(std::ceil(whole_total / (M * room))));
  const std::string mp = M > 1 ? std::to_string(static_cast<long long>(M)) + " · " : "";
  const std::string f = inference ? "ceil(T / U) = ceil(" + format_bytes(whole_total) + " / " + format_bytes(usable) +
                                        "); weights + KV cache + workspace sharded over N (tensor parallel) [§2.7]"
                                  : (M > 1 ? "M · ceil(S / (M · (U − A))) = " : "ceil(S / (U − A)) = ") + mp + "ceil(" +
                                        format_bytes(whole_total) + (M > 1 ? " / (" + fmt_num(M) + " × (" : " / (") +
                                        format_bytes(usable) + " − " + format_bytes(per_gpu_fixed) + (M > 1 ? ")))" : "))") +
                                        "; model states sharded over N (ZeRO-3), activations per GPU [§2.7]";
  g.row = {"gpus_needed", "GPUs needed by memory alone (lower bound)", f, static_cast<double>(g.count), "gpus"};
  return g;
}

json memory_result_to_json(const memory_result& r, bool /*binary_units*/) {
  json j;
  j["params"] = r.params;
  j["params_local"] = r.params_local;
  j["bytes_per_param"] = r.bytes_per_param;
  j["per_gpu_bytes"] = {{"weights", r.weights},
                        {"gradients", r.gradients},
                        {"gradient_buffer", r.gradient_buffer},
                        {"master_weights", r.master_weights},
                        {"optimizer_state", r.optimizer_state},
                        {"activations", r.activations},
                        {"kv_cache", r.kv_cache},
                        {"zero3_buffers", r.zero3_buffers},
                        {"total", r.total}};
  j["per_host_bytes"] = {{"master_weights", r.host_master},
                         {"optimizer_state", r.host_optimizer},
                         {"total", r.host_master + r.host_optimizer}};
  j["activation_detail"] = {{"per_layer_bytes", r.per_layer_bytes},
                            {"layers_held", r.layers_held},
                            {"blocks_bytes", r.blocks_bytes},
                            {"other_bytes", r.other_bytes}};
  if (r.has_fits) {
    j["fits"] = r.fits;
    j["capacity_bytes"] = r.capacity_bytes;
    j["reserve_bytes"] = r.reserve_bytes;
    j["headroom_bytes"] = r.capacity_bytes - r.reserve_bytes - r.total;
  }
  j["steps"] = steps_to_json(r.steps);
  j["excluded"] = r.excluded;
  return j;
}

}  // namespace ledgerlab
