// API op "recompute" (API.md; README "API additions"): reads a chain (uniform, per layer, or
// derived from a model through the activation inventory of ledger/memory.h and the FLOPs of
// ledger/compute.h), runs the chosen checkpointing strategy through the replay of recompute/recompute.h and
// answers peak bytes, recomputed FLOPs, checkpoints, the event timeline and explanation steps.
// Not here: the schedules and the DP (recompute/recompute.cpp, recompute/optimal.cpp).
//
// Contents: [SECTION] reading the chain (uniform, per layer, from a model)  ·  [SECTION] the op
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "core/ledger/ledger.h"
#include "core/recompute/recompute_api.h"
#include "core/ledger/compute.h"
#include "core/ledger/memory.h"
#include "core/recompute/recompute.h"
#include "core/spec/model.h"
#include "core/spec/plan.h"
#include "core/spec/units.h"

namespace ledgerlab {

namespace {

// [SECTION] reading the chain (uniform, per layer, from a model)
struct chain_source {
  chain ch;
  std::string kind;  // "uniform" | "layers" | "model"
  json derivation;   // model-derived: what each layer is made of
};

void check_layer(chain_layer& L, const std::string& path, obj_reader& r, bool has_c, bool has_s) {
  if (has_c && L.checkpoint_bytes > L.activation_bytes)
    fail("invalid_value", r.at("checkpoint_bytes"),
         "checkpoint_bytes (" + fmt_num(L.checkpoint_bytes) + ") must be <= activation_bytes (" +
             fmt_num(L.activation_bytes) + "): the output is part of what the layer keeps");
  if (has_s && L.selective_bytes > L.activation_bytes - L.checkpoint_bytes)
    fail("invalid_value", r.at("selective_bytes"),
         "selective_bytes (" + fmt_num(L.selective_bytes) + ") must be <= activation_bytes - checkpoint_bytes (" +
             fmt_num(L.activation_bytes - L.checkpoint_bytes) + ")");
  (void)path;
}

chain_layer read_layer(obj_reader& r, bool with_name, bool* any_sel) {
  chain_layer L;
  if (with_name) L.name = r.string("name", "");
  r.require("activation_bytes");
  L.activation_bytes = r.non_negative("activation_bytes", 0);
  r.require("forward_flops");
  L.forward_flops = r.non_negative("forward_flops", 0);
  const bool has_c = r.has("checkpoint_bytes");
  L.checkpoint_bytes = r.non_negative("checkpoint_bytes", L.activation_bytes);
  const bool has_s = r.has("selective_bytes");
  L.selective_bytes = r.non_negative("selective_bytes", 0);
  L.selective_flops = r.non_negative("selective_flops", 0);
  if (has_s && any_sel) *any_sel = true;
  check_layer(L, r.path(), r, has_c, has_s);
  return L;
}

chain_source read_chain(const json& j) {
  chain_source out;
  const std::string lim = std::to_string(max_chain_layers);
  if (j.is_object()) {
    obj_reader r(j, "/chain");
    r.require("layers");
    const json& lv = *r.raw("layers");
    double d = as_number(lv, r.at("layers"));
    if (d != std::floor(d) || d < 1)
      fail("invalid_value", r.at("layers"), "chain.layers must be a positive integer, got " + brief(lv));
    if (d > static_cast<double>(max_chain_layers))
      fail("too_large", r.at("layers"), "chain.layers must be at most " + lim + ", got " + brief(lv));
    bool sel = false;
    chain_layer L = read_layer(r, false, &sel);
    r.finish();
    const long long n = static_cast<long long>(d);
    out.ch = uniform_chain(n, L.activation_bytes, L.forward_flops, L.checkpoint_bytes);
    for (chain_layer& x : out.ch.layers) {
      x.selective_bytes = L.selective_bytes;
      x.selective_flops = L.selective_flops;
    }
    out.ch.has_selective = sel;
    out.kind = "uniform";
    return out;
  }
  if (j.is_array()) {
    if (j.empty()) fail("invalid_value", "/chain", "chain must list at least 1 layer, got an empty array");
    if (j.size() > static_cast<std::size_t>(max_chain_layers))
      fail("too_large", "/chain", "chain may list at most " + lim + " layers, got " + std::to_string(j.size()));
    bool sel = false;
    for (std::size_t i = 0; i < j.size(); ++i) {
      obj_reader r(j[i], ptr_join("/chain", i));
      chain_layer L = read_layer(r, true, &sel);
      r.finish();
      if (L.name.empty()) L.name = "layer " + std::to_string(i);
      out.ch.layers.push_back(L);
    }
    out.ch.has_selective = sel;
    out.kind = "layers";
    return out;
  }
  fail("invalid_value", "/chain", "chain must be an object {layers, activation_bytes, forward_flops} or an array of layers");
}

// Chain of one micro-batch on the first pipeline stage: embedding (head), L/pp transformer blocks
// with Korthikanti's inventory, and (pp = 1) the output layer (tail) with the fp32 logits.
chain_source chain_from_model(const json& req, obj_reader& r) {
  chain_source out;
  model_spec m = parse_model(r.require("model"), "/model");
  if (!m.has_arch)
    fail("missing_field", "/model/layers",
         "recompute from a model needs its architecture (layers, hidden, heads, ...), not a bare parameter count");
  precision_spec prec = parse_precision(r.raw("precision"), "/precision", false);
  training_spec tr = parse_training(r.raw("training"), "/training", m);
  parallel_spec par = parse_parallel(r.raw("parallel"), "/parallel");
  check_parallel_fits_model(par, m, &tr, "/parallel");
  resolve_microbatches(tr, par, "/training");  // m (the micro_batches default) as memory and step take it
  (void)req;
  training_spec tr_none = tr;
  tr_none.recompute = recompute_kind::none;
  const block_activations ba = block_activation_bytes(m, prec, tr_none, par);
  const double b = static_cast<double>(tr.micro_batch), s = static_cast<double>(tr.seq_len) / par.cp;
  const layer_flops lf = layer_forward_flops(m, b, s, attention_convention::full);
  const double t = static_cast<double>(par.tp);
  // head and tail activations from the memory ledger's §4.6 rows, for one micro-batch (pp = 1 view)
  parallel_spec one = par;
  one.pp = 1;
  one.virtual_stages = 1;
  std::vector<ledger_row> rows;
  other_activation_bytes(m, prec, tr, one, &rows);
  double head = 0, tail = 0;
  json head_rows = json::array(), tail_rows = json::array();
  for (const ledger_row& row : rows) {
    const bool is_head = row.label.find("token ids") != std::string::npos || row.label.find("embedding") != std::string::npos;
    if (row.label.find("final norm input") != std::string::npos) continue;  // = the last block's output x_L
    (is_head ? head : tail) += row.value;
    (is_head ? head_rows : tail_rows).push_back({{"label", row.label}, {"formula", row.formula}, {"bytes", row.value}});
  }
  const long long blocks = pipeline_stage_layers(m.layers, par).most();  // §8.1: the most loaded rank
  if (blocks + 2 > max_chain_layers)
    fail("too_large", "/model/layers",
         "recompute replays at most " + std::to_string(max_chain_layers) + " layers; the most loaded pipeline rank holds " +
             std::to_string(blocks) + " blocks (+ embedding and logits)");
  chain& ch = out.ch;
  chain_layer emb;
  emb.name = "embedding";
  emb.checkpoint_bytes = ba.full_bytes;  // its output: the hidden state entering block 0
  emb.activation_bytes = head + ba.full_bytes;
  emb.forward_flops = 0;  // a table lookup
  ch.layers.push_back(emb);
  for (long long i = 0; i < blocks; ++i) {
    chain_layer L;
    L.name = "block " + std::to_string(i);
    L.activation_bytes = ba.none_bytes;   // Korthikanti Table 2 (no recompute row for this parallelism)
    L.checkpoint_bytes = ba.full_bytes;   // Table 2 "full recompute" row: the block boundary
    L.selective_bytes = ba.none_bytes - ba.selective_bytes;  // the s² tensors (§4.2)
    L.forward_flops = lf.total() / t;     // §6.2, split over tp
    L.selective_flops = lf.attention_core / t;
    ch.layers.push_back(L);
  }
  if (par.pp == 1) {
    chain_layer out_layer;
    out_layer.name = "logits";
    out_layer.activation_bytes = tail;
    out_layer.checkpoint_bytes = 0;  // its output is the loss
    out_layer.forward_flops = logits_forward_flops(m, b, s) / t;
    ch.layers.push_back(out_layer);
  }
  ch.has_selective = true;
  out.kind = "model";
  out.derivation = {{"model", m.name},
                    {"micro_batch", tr.micro_batch},
                    {"seq_len", tr.seq_len},
                    {"blocks", blocks},
                    {"block_activation_bytes", ba.none_bytes},
                    {"block_checkpoint_bytes", ba.full_bytes},
                    {"block_selective_bytes", ba.none_bytes - ba.selective_bytes},
                    {"block_forward_flops", lf.total() / t},
                    {"head", {{"activation_bytes", emb.activation_bytes}, {"rows", head_rows}}},
                    {"tail", par.pp == 1 ? json{{"activation_bytes", tail}, {"rows", tail_rows},
                                                {"forward_flops", logits_forward_flops(m, b, s) / t}}
                                         : json(nullptr)},
                    {"note", par.pp > 1 ? "first pipeline stage, one micro-batch: embedding + L/pp blocks (the logits are on the last stage)"
                                        : "one micro-batch: embedding + L blocks + logits"}};
  out.derivation["grad_accum"] = tr.grad_accum;
  return out;
}

chain scaled(const chain& ch, double k) {
  chain c = ch;
  for (chain_layer& l : c.layers) {
    l.activation_bytes *= k;
    l.checkpoint_bytes *= k;
    l.selective_bytes *= k;
    l.forward_flops *= k;
    l.selective_flops *= k;
  }
  return c;
}

struct run_result {
  schedule sched;
  replay_result rr;
  optimal_result opt;  // when optimal
  bool feasible = true;
};

json timeline_json(const replay_result& rr) {
  json tl = json::array();
  for (const timeline_event& e : rr.timeline)
    tl.push_back({{"t", e.t}, {"event", e.event}, {"layer", e.layer}, {"bytes", e.bytes}, {"flops", e.flops}});
  return tl;
}

}  // namespace

// [SECTION] the op
json op_recompute(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  chain_source src;
  const bool has_chain = r.has("chain"), has_model = r.has("model");
  if (has_chain && has_model) fail("invalid_value", "/model", "give either chain or model (with training, precision, parallel), not both");
  if (has_chain) {
    src = read_chain(*r.raw("chain"));
    for (const char* k : {"training", "precision", "parallel"})
      if (r.has(k)) fail("invalid_value", r.at(k), std::string(k) + " applies only with model, not with chain");
  } else if (has_model) {
    src = chain_from_model(req, r);
  } else {
    fail("missing_field", "/chain", "chain (or model) is required");
  }
  chain& ch = src.ch;
  const long long n = static_cast<long long>(ch.layers.size());
  const bool compare = r.boolean("compare", false);
  const bool want_timeline = r.boolean("timeline", true);
  const bool has_frac = r.has("max_recompute_fraction");
  const double max_frac = r.non_negative("max_recompute_fraction", 0);
  const bool has_budget = r.has("memory_budget_bytes");
  const double budget = r.positive("memory_budget_bytes", 0);
  if (has_frac && has_budget)
    fail("invalid_value", "/max_recompute_fraction", "give memory_budget_bytes or max_recompute_fraction, not both");
  std::string strategy;
  if (r.has("strategy") || (!compare && !has_frac)) {
    strategy = r.choice("strategy", "", {"none", "every_k", "sqrt", "full", "selective", "optimal"});
  }
  if (has_frac && strategy.empty()) strategy = "optimal";
  if (has_frac && strategy != "optimal")
    fail("invalid_value", "/strategy", "max_recompute_fraction asks for the least memory, which is strategy optimal; got \"" + strategy + "\"");
  long long k = 0;
  const std::string krange = "[1, " + std::to_string(n) + "] (1 <= k <= chain layers)";
  if (r.has("k")) {
    const json& kv = *r.raw("k");
    double d = as_number(kv, "/k");
    if (d != std::floor(d) || d < 1 || d > static_cast<double>(n))
      fail("invalid_value", "/k", "k must be an integer in " + krange + ", got " + brief(kv));
    k = static_cast<long long>(d);
    if (strategy != "every_k" && !compare) fail("invalid_value", "/k", "k applies only to strategy every_k");
  }
  if (strategy == "every_k" && k == 0) fail("missing_field", "/k", "strategy every_k needs k, an integer in " + krange);
  const long long default_K = src.kind == "model" ? src.derivation.value("grad_accum", 1LL) : 1;
  const long long K = r.integer("micro_batches", default_K, 1, 1000000);
  r.finish();

  std::string why_not;
  const bool optimal_ok = optimal_supported(ch, &why_not);
  auto need_optimal_size = [&](const std::string& path) {
    if (!optimal_ok) fail("too_large", path, why_not);
  };
  if (strategy == "selective" && !ch.has_selective)
    fail("invalid_value", "/strategy",
         "strategy selective needs each layer's selective_bytes (the recomputable attention-core part, "
         "Korthikanti et al. 2022) or a model to derive it from; this chain gives none");
  if (strategy == "optimal" && !has_budget && !has_frac)
    fail("missing_field", "/memory_budget_bytes", "strategy optimal needs memory_budget_bytes (or max_recompute_fraction)");
  if (strategy == "optimal") need_optimal_size("/strategy");

  const double fwd = ch.forward_flops();
  const double fb = 3 * fwd;  // forward + backward (backward = 2 × forward, formulas.md §6.2)
  double none_peak = 0;
  for (const chain_layer& l : ch.layers) none_peak += l.activation_bytes;
  const bool min_known = optimal_ok;
  const double min_budget = min_known ? min_budget_bytes(ch) : 0;

  auto run = [&](const std::string& strat, long long kk, double bud, const chain& c) {
    run_result out;
    if (strat == "none") out.sched = schedule_none(c);
    else if (strat == "every_k") out.sched = schedule_every_k(c, static_cast<int>(kk));
    else if (strat == "sqrt") {
      out.sched = schedule_every_k(c, sqrt_k(static_cast<long long>(c.layers.size())));
      out.sched.strategy = "sqrt";
    } else if (strat == "full") {
      out.sched = schedule_every_k(c, 1);
      out.sched.strategy = "full";
    } else if (strat == "selective") out.sched = schedule_selective(c);
    else {
      out.opt = schedule_optimal(c, bud);
      out.feasible = out.opt.feasible;
      if (!out.feasible) return out;
      out.sched = out.opt.sched;
    }
    return out;
  };

  json resp;
  resp["layers"] = n;
  resp["chain_source"] = src.kind;
  if (src.kind == "model") {
    json layers = json::array();
    for (const chain_layer& l : ch.layers)
      layers.push_back({{"name", l.name},
                        {"activation_bytes", l.activation_bytes},
                        {"checkpoint_bytes", l.checkpoint_bytes},
                        {"selective_bytes", l.selective_bytes},
                        {"forward_flops", l.forward_flops}});
    resp["chain"] = layers;
    resp["derivation"] = src.derivation;
  }
  resp["forward_flops"] = fwd;
  resp["backward_flops"] = 2 * fwd;
  resp["none_peak_bytes"] = none_peak;
  if (min_known) resp["min_budget_bytes"] = min_budget;

  std::vector<ledger_row> steps;
  steps.push_back({"forward", "one forward pass (Σ F over the chain)", ch.uniform() ? "n × F = " + std::to_string(n) + " × " + fmt_num(ch.layers.front().forward_flops) : "Σ F_l", fwd, "flops"});
  steps.push_back({"backward", "one backward pass", "2 × forward [formulas.md §6.2]", 2 * fwd, "flops"});
  steps.push_back({"none_peak", "activations if nothing is recomputed", "Σ A_l [formulas.md §9 none: n·A]", none_peak, "bytes"});
  // Chen et al. 2016 §4.1: with checkpoints every √n layers the activation memory is n/√n + √n =
  // 2√n layer records, the curve the replayed every_k / sqrt schedules sit on (formulas.md §9).
  const bool unit_chain = ch.uniform() && ch.layers.front().checkpoint_bytes == ch.layers.front().activation_bytes;
  if (unit_chain) {
    const double A = ch.layers.front().activation_bytes;
    resp["sqrt_n_bound_bytes"] = 2 * std::sqrt(static_cast<double>(n)) * A;
    steps.push_back({"sqrt_n_bound", "Chen et al.'s O(√n) curve: checkpoints every √n layers",
                     "2·√n·A = 2 × √" + std::to_string(n) + " × " + fmt_num(A) + " [§9]", 2 * std::sqrt(static_cast<double>(n)) * A,
                     "bytes"});
  }
  if (min_known)
    steps.push_back({"min_budget", "least activation memory any schedule needs (exact, DP)", "min over schedules of the replayed peak [formulas.md §9]", min_budget, "bytes"});

  if (!strategy.empty()) {
    double bud = budget;
    if (has_frac) {
      inverse_result inv = least_memory_for_overhead(ch, max_frac);
      bud = inv.budget_bytes;
      resp["inverse"] = {{"max_recompute_fraction", max_frac}, {"budget_bytes", inv.budget_bytes}};
      steps.push_back({"inverse", "least memory for at most " + fmt_num(max_frac) + " × (forward + backward) recomputed",
                       "binary search on the budget over the optimal DP", inv.budget_bytes, "bytes"});
    }
    if (strategy == "optimal" && has_budget && min_known && budget < min_budget)
      fail("infeasible", "/memory_budget_bytes",
           "memory_budget_bytes " + fmt_num(budget) + " is below the minimum for this chain: at least " +
               fmt_num(min_budget) + " bytes (" + format_bytes(min_budget, false) + ") are needed");
    run_result rr = run(strategy, k, bud, ch);
    if (!rr.feasible)
      fail("infeasible", "/memory_budget_bytes",
           "memory_budget_bytes " + fmt_num(bud) + " is below the minimum for this chain: at least " +
               fmt_num(rr.opt.min_budget_bytes) + " bytes are needed");
    rr.rr = replay(ch, rr.sched, want_timeline);
    const replay_result& R = rr.rr;
    resp["strategy"] = strategy;
    if (strategy == "every_k" || strategy == "sqrt") resp["k"] = rr.sched.k;
    resp["peak_bytes"] = R.peak_bytes;
    resp["recompute_flops"] = R.recompute_flops;
    resp["recompute_fraction"] = fb > 0 ? R.recompute_flops / fb : 0.0;
    resp["total_flops"] = R.total_flops;
    resp["checkpoints"] = R.checkpoints;
    resp["events"] = R.events;
    json held = json::array();
    for (const held_object& h : R.held_at_peak) held.push_back({{"what", h.what}, {"layer", h.layer}, {"bytes", h.bytes}});
    resp["peak"] = {{"t", R.peak_t}, {"held", held}};
    if (want_timeline) resp["timeline"] = timeline_json(R);
    if (strategy == "optimal")
      resp["optimal"] = {{"method", rr.opt.method}, {"exact", rr.opt.exact}, {"resolution_bytes", rr.opt.resolution_bytes}};
    if (has_budget) {
      resp["budget"] = {{"memory_budget_bytes", budget}, {"fits", fits_budget(R.peak_bytes, budget)}};
      if (min_known) resp["budget"]["min_budget_bytes"] = min_budget;
    }
    // explanation rows; for uniform unit chains the §9 closed form is shown beside the replay
    const bool unit = ch.uniform() && ch.layers.front().checkpoint_bytes == ch.layers.front().activation_bytes;
    std::string peak_f = "max over the " + std::to_string(R.events) + " replayed events of the live bytes";
    std::string rec_f = "Σ forwards beyond each layer's first (replayed)";
    if (unit) {
      const double A = ch.layers.front().activation_bytes, F = ch.layers.front().forward_flops;
      if (strategy == "none") {
        resp["closed_form_peak_bytes"] = n * A;
        peak_f += "; closed form n·A = " + fmt_num(n * A) + " [formulas.md §9]";
      } else if (strategy == "every_k" || strategy == "sqrt" || strategy == "full") {
        const long long kk = rr.sched.k, c = (n + kk - 1) / kk;
        resp["closed_form_peak_bytes"] = static_cast<double>(c + kk - 1) * A;
        peak_f += "; closed form ceil(n/k)·A + (k−1)·A = " + std::to_string(c) + "·A + " + std::to_string(kk - 1) +
                  "·A = " + fmt_num((c + kk - 1) * A) + " [formulas.md §9, Chen et al. 2016]";
        rec_f += "; closed form (n − ceil(n/k))·F = " + std::to_string(n - c) + " × " + fmt_num(F) + " [§9]";
      }
    }
    steps.push_back({"peak", "peak activation memory (" + strategy + ")", peak_f, R.peak_bytes, "bytes"});
    steps.push_back({"recompute", "recomputed forward FLOPs", rec_f, R.recompute_flops, "flops"});
    steps.push_back({"overhead", "recompute as a share of forward + backward", "recompute / (3 × forward)", fb > 0 ? R.recompute_flops / fb : 0.0, "ratio"});

    // gradient accumulation (formulas.md §10): K micro-batches in sequence vs one batch of K×
    if (K > 1) {
      json mb = {{"count", K},
                 {"peak_bytes_per_micro_batch", R.peak_bytes},
                 {"step_flops", static_cast<double>(K) * R.total_flops},
                 {"time_factor", K}};
      chain big = scaled(ch, static_cast<double>(K));
      json one = {{"micro_batches_merged", K}};
      if (strategy == "optimal") {
        optimal_result ob = schedule_optimal(big, bud);  // same structure as ch: supported
        one["fits"] = ob.feasible;
        one["min_budget_bytes"] = ob.min_budget_bytes;
        if (ob.feasible) {
          replay_result rb = replay(big, ob.sched, false);
          one["peak_bytes"] = rb.peak_bytes;
          one["total_flops"] = rb.total_flops;
          one["recompute_fraction"] = fb > 0 ? rb.recompute_flops / (fb * static_cast<double>(K)) : 0.0;
        }
      } else {
        run_result rb = run(strategy, k, bud, big);
        replay_result rbb = replay(big, rb.sched, false);
        one["peak_bytes"] = rbb.peak_bytes;
        one["total_flops"] = rbb.total_flops;
        one["recompute_fraction"] = fb > 0 ? rbb.recompute_flops / (fb * static_cast<double>(K)) : 0.0;
        if (has_budget) one["fits"] = fits_budget(rbb.peak_bytes, budget);
      }
      mb["one_batch"] = one;
      resp["micro_batches"] = mb;
      steps.push_back({"accum_peak", "peak per micro-batch with " + std::to_string(K) + " accumulated micro-batches",
                       "same as one micro-batch [formulas.md §10: activations scale with b, not B]", R.peak_bytes, "bytes"});
      steps.push_back({"accum_flops", "step FLOPs over " + std::to_string(K) + " micro-batches (run in sequence: " + std::to_string(K) + "× the time)",
                       std::to_string(K) + " × total", static_cast<double>(K) * R.total_flops, "flops"});
      if (one.contains("peak_bytes"))
        steps.push_back({"one_batch_peak", "peak of one batch " + std::to_string(K) + "× as large (same strategy)",
                         "every activation × " + std::to_string(K), one["peak_bytes"].get<double>(), "bytes"});
    }
  }

  if (compare) {
    const double cmp_budget = has_budget ? budget : replay(ch, schedule_every_k(ch, sqrt_k(n)), false).peak_bytes;
    json rows = json::array();
    std::vector<std::pair<std::string, long long>> list = {{"none", 0}, {"sqrt", 0}};
    if (k > 0) list.push_back({"every_k", k});
    for (long long kk : {2LL, 4LL, 8LL})
      if (kk <= n && kk != k) list.push_back({"every_k", kk});
    const bool has_records = std::any_of(ch.layers.begin(), ch.layers.end(),
                                         [](const chain_layer& l) { return l.activation_bytes > l.checkpoint_bytes; });
    if (has_records) list.push_back({"full", 0});
    if (ch.has_selective) list.push_back({"selective", 0});
    if (optimal_ok) list.push_back({"optimal", 0});
    for (auto& [s, kk] : list) {
      run_result rr = run(s, kk, cmp_budget, ch);
      json row = {{"strategy", s}};
      if (s == "every_k") row["k"] = kk;
      if (s == "sqrt") row["k"] = sqrt_k(n);
      if (!rr.feasible) {
        row["feasible"] = false;
        rows.push_back(row);
        continue;
      }
      replay_result R = replay(ch, rr.sched, false);
      row["peak_bytes"] = R.peak_bytes;
      row["recompute_flops"] = R.recompute_flops;
      row["recompute_fraction"] = fb > 0 ? R.recompute_flops / fb : 0.0;
      row["checkpoints"] = R.checkpoints.size();
      if (s == "optimal") row["memory_budget_bytes"] = cmp_budget;
      if (has_budget) row["fits"] = fits_budget(R.peak_bytes, budget);
      rows.push_back(row);
    }
    resp["compare"] = rows;
    resp["compare_budget_bytes"] = cmp_budget;
  }
  resp["steps"] = steps_to_json(steps);
  return resp;
}

}  // namespace ledgerlab
