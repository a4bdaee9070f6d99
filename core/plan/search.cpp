// The planner (see plan/search.h) and the API op `plan`. Contents:
// [SECTION] search   [SECTION] op plan
// The space is every factorisation gpus = tp·pp·cp·dp with tp ∈ divisors ≤ gpus_per_node, pp ≤ L,
// cp ∈ powers of two ≤ 16, times ep, v, micro-batch (per dp: the divisors of B/dp, formulas.md §13.1),
// (ZeRO stage, offload) and recompute mode. Rules (validity) are checked before memory, memory before
// time; each rejection is counted once.
#include "core/plan/search.h"

#include <algorithm>
#include <cmath>

#include "core/plan/plan_api.h"
#include "core/ledger/memory.h"
#include "core/spec/units.h"

namespace ledgerlab {

// ------------------------------------------------------------------------------------------------
// [SECTION] search

static std::vector<long long> divisors(long long n, long long max_value) {
  std::vector<long long> d;
  for (long long i = 1; i <= n && i <= max_value; ++i)
    if (n % i == 0) d.push_back(i);
  return d;
}

// The divisors of n, ascending, by trial division up to √n (n ≤ 2^32 from training.global_batch: at
// most 65,536 steps). The searches of one request (min_gpus tries up to 4096 GPU counts) ask for the
// same n, so the last answer is kept.
static const std::vector<long long>& divisors_of(long long n) {
  static thread_local long long cached_n = 0;
  static thread_local std::vector<long long> cached;
  if (n == cached_n) return cached;
  std::vector<long long> lo, hi;
  for (long long i = 1; i <= n / i; ++i)
    if (n % i == 0) {
      lo.push_back(i);
      if (i != n / i) hi.push_back(n / i);
    }
  lo.insert(lo.end(), hi.rbegin(), hi.rend());
  cached = std::move(lo);
  cached_n = n;
  return cached;
}

std::vector<long long> micro_batch_candidates(long long global_batch, long long dp, long long max_micro_batch, bool* thinned) {
  if (thinned) *thinned = false;
  if (global_batch <= 0 || dp <= 0 || global_batch % dp != 0) return {1};
  const long long per_replica = global_batch / dp;
  std::vector<long long> all;
  for (long long d : divisors_of(global_batch)) {  // every divisor of B/dp divides B
    if (d > max_micro_batch || d > per_replica) break;
    if (per_replica % d == 0) all.push_back(d);
  }
  const std::size_t k = max_micro_batch_candidates, n = all.size();
  if (n <= k) return all;
  if (thinned) *thinned = true;
  // Evenly by rank: index round(i·(n−1)/(k−1)); the ranks are distinct because n − 1 ≥ k − 1.
  std::vector<long long> kept;
  for (std::size_t i = 0; i < k; ++i) kept.push_back(all[(i * (n - 1) + (k - 1) / 2) / (k - 1)]);
  return kept;
}

bool plan_better(const plan_config& a, const plan_config& b) {
  if (a.step_s != b.step_s) return a.step_s < b.step_s;
  auto key = [](const plan_config& c) {
    return std::make_tuple(c.par.pp, c.par.tp, c.par.cp, c.par.ep, c.par.zero, c.par.offload_optimizer ? 1 : 0,
                           static_cast<int>(c.tr.recompute), -c.tr.micro_batch, c.par.virtual_stages);
  };
  return key(a) < key(b);
}

namespace {
struct searcher {
  const step_context& ctx;
  const training_spec& base;
  const plan_space& sp;
  long long gpus;
  int top_k;
  double capacity;  // memory_bytes − reserve
  plan_result res;
  std::vector<std::pair<int, bool>> zo;  // (zero, offload)
  std::vector<recompute_kind> rcs;

  std::map<long long, std::vector<long long>> v_memo;  // v_list per pp (divisors of L/pp: up to L steps each)

  void over_cap(const char* what, long long limit) const {
    fail("too_large", sp.cap_path,
         "the plan search would examine more than " + std::to_string(limit) + " " + what + " (" +
             std::to_string(gpus) + " GPUs); narrow the space (space.tp, space.pp, space.micro_batch, ...) or ask for fewer GPUs");
  }
  void count_ledger() {
    ++res.ledgers;
    if (sp.max_evaluated > 0 && sp.evaluated_before + res.ledgers > sp.max_evaluated)
      over_cap("memory and step-time ledgers", sp.max_evaluated);
  }

  void reject(const char* reason, long long n) {
    if (n <= 0) return;
    res.rejected["infeasible"] += n;
    res.infeasible_reasons[reason] += n;
  }
  void oom(long long n) { res.rejected["out_of_memory"] += n; }

  // Layer slots a pipeline of pp ranks divides (formulas.md §8.1: L, plus the embedding and the loss
  // when space.account_for_*_in_pipeline_split counts them).
  long long slots(long long pp) const { return pipeline_split_slots(ctx.m.layers, pp, sp.embedding_in_split, sp.loss_in_split); }
  const std::vector<long long>& v_list(long long pp) {
    auto it = v_memo.find(pp);
    if (it != v_memo.end()) return it->second;
    std::vector<long long> v = !sp.virtual_stages.empty() ? sp.virtual_stages
                               : pp == 1                  ? std::vector<long long>{1}
                                                          : divisors(slots(pp) / std::max<long long>(1, pp), 1LL << 20);
    return v_memo.emplace(pp, std::move(v)).first->second;
  }
  std::vector<long long> ep_list() const {
    if (!sp.ep.empty()) return sp.ep;
    if (ctx.m.experts <= 1) return {1};
    return divisors(ctx.m.experts, ctx.m.experts);
  }
  // The micro-batch sizes of one dp: space.micro_batch as given, else micro_batch_candidates (kept in
  // res.micro_batches, which the response reports).
  const std::vector<long long>& b_list(long long dp) {
    auto it = res.micro_batches.find(dp);
    if (it != res.micro_batches.end()) return it->second;
    bool thinned = false;
    std::vector<long long> b = !sp.micro_batch.empty() ? sp.micro_batch
                                                        : micro_batch_candidates(base.global_batch, dp, sp.max_micro_batch, &thinned);
    res.micro_batch_lists_thinned += thinned ? 1 : 0;
    return res.micro_batches.emplace(dp, std::move(b)).first->second;
  }
  long long inner_size(long long pp, long long dp) {
    return static_cast<long long>(v_list(pp).size() * b_list(dp).size() * zo.size() * rcs.size());
  }

  void offer(const plan_config& c) {
    auto& top = res.top;
    if (static_cast<int>(top.size()) == top_k && !plan_better(c, top.back())) return;
    auto it = std::upper_bound(top.begin(), top.end(), c, plan_better);
    top.insert(it, c);
    if (static_cast<int>(top.size()) > top_k) top.pop_back();
  }

  void run() {
    const model_spec& m = ctx.m;
    const long long S = base.seq_len, gpn = ctx.hw.gpus_per_node;
    for (int z : (sp.zero.empty() ? std::vector<int>{0, 1, 2, 3} : sp.zero))
      for (bool off : (sp.offload.empty() ? std::vector<bool>{false, true} : sp.offload))
        if (!off || z >= 1) zo.push_back({z, off});
    // With fused (flash) attention selective recompute is a no-op (the s² tensors are never
    // stored; Megatron-LM #1225, formulas.md §12): the default space leaves it out.
    if (!sp.recompute.empty()) rcs = sp.recompute;
    else if (base.flash_attention) rcs = {recompute_kind::none, recompute_kind::full};
    else rcs = {recompute_kind::none, recompute_kind::selective, recompute_kind::full};
    const std::vector<long long> tps = sp.tp.empty() ? divisors(gpus, gpn) : sp.tp;
    const std::vector<long long> eps = ep_list();
    for (long long tp : tps) {
      if (gpus % tp != 0) continue;  // not a factorisation of the GPU count: outside the space
      const char* tp_bad = m.heads % tp != 0                                   ? "tp_must_divide_heads"
                           : (m.kv_heads % tp != 0 && tp % m.kv_heads != 0)     ? "tp_and_kv_heads_must_divide"
                           : m.ffn_hidden % tp != 0                             ? "tp_must_divide_ffn_hidden"
                                                                                : nullptr;
      const std::vector<long long> pps = sp.pp.empty() ? divisors(gpus / tp, m.layers) : sp.pp;
      for (long long pp : pps) {
        if ((gpus / tp) % pp != 0) continue;
        const std::vector<long long> cps = sp.cp.empty() ? std::vector<long long>{1, 2, 4, 8, 16} : sp.cp;
        for (long long cp : cps) {
          if ((gpus / tp / pp) % cp != 0) continue;
          const long long dp = gpus / tp / pp / cp;
          const long long sub = static_cast<long long>(eps.size()) * inner_size(pp, dp);
          res.searched += sub;
          if (sp.max_searched > 0 && sp.searched_before + res.searched > sp.max_searched)
            over_cap("configurations", sp.max_searched);
          if (tp_bad) { reject(tp_bad, sub); continue; }
          if (slots(pp) % pp != 0) { reject("pp_must_divide_layers", sub); continue; }
          if (S % cp != 0) { reject("cp_must_divide_seq_len", sub); continue; }
          const bool seqpar = sp.sequence_parallel && tp > 1;
          if (seqpar && (S / cp) % tp != 0) { reject("tp_must_divide_seq_len_per_cp_rank", sub); continue; }
          for (long long ep : eps) {
            const long long sub_ep = inner_size(pp, dp);
            if (ep > 1 && m.experts <= 1) { reject("ep_needs_moe_model", sub_ep); continue; }
            if (m.experts % ep != 0) { reject("ep_must_divide_experts", sub_ep); continue; }
            if ((dp * cp) % ep != 0) { reject("ep_must_divide_dp_times_cp", sub_ep); continue; }
            search_inner(tp, pp, cp, dp, ep, seqpar);
          }
        }
      }
    }
  }

  void search_inner(long long tp, long long pp, long long cp, long long dp, long long ep, bool seqpar) {
    const model_spec& m = ctx.m;
    const long long B = base.global_batch;
    const std::vector<long long> vs = v_list(pp);  // a copy: v_memo may grow while vs is in use
    const std::vector<long long>& bs = b_list(dp);  // a std::map node: stays valid as the map grows
    const long long per_zo = static_cast<long long>(vs.size() * bs.size() * rcs.size());
    parallel_spec par;
    par.tp = tp; par.pp = pp; par.cp = cp; par.dp = dp; par.ep = ep;
    par.sequence_parallel = seqpar;
    par.embedding_in_split = sp.embedding_in_split;
    par.loss_in_split = sp.loss_in_split;
    for (const auto& [z, off] : zo) {
      par.zero = z;
      par.offload_optimizer = off;
      par.virtual_stages = 1;
      // Model-state lower bound: b = 1, v = 1, full recompute, the most micro-batches (§4.5: held
      // layers grow with b, with v > 1, and fall with recompute), so if it does not fit, nothing
      // in this subtree does.
      bool lb_oom = false;
      if (sp.prune && B % dp == 0) {
        training_spec lo = base;
        lo.micro_batch = 1;
        lo.grad_accum = B / dp;
        lo.recompute = recompute_kind::full;
        count_ledger();
        lb_oom = memory_train(m, ctx.prec, lo, par, false).total > capacity;
      }
      if (lb_oom) {
        // count rule rejections first (they are independent of memory), the rest is out of memory
        long long bad = 0;
        for (long long v : vs)
          for (long long b : bs) bad += valid(pp, dp, v, b) ? 0 : static_cast<long long>(rcs.size());
        count_invalid(pp, dp, vs, bs);
        oom(per_zo - bad);
        continue;
      }
      for (long long v : vs) {
        par.virtual_stages = v;
        for (long long b : bs) {
          if (const char* why = invalid_reason(pp, dp, v, b)) {
            reject(why, static_cast<long long>(rcs.size()));
            continue;
          }
          const long long mb = B / (dp * b);
          // More recomputation never needs more memory (Korthikanti Table 2) and never takes less
          // time (more compute, as much communication): once a lighter mode fits, a heavier one
          // fits too, and it cannot enter the top k if the lighter one's time already cannot.
          int prev_rc = -1;
          bool prev_fit = false;
          double prev_step = 0;
          for (recompute_kind rc : rcs) {
            const bool heavier = sp.prune && prev_rc >= 0 && static_cast<int>(rc) > prev_rc;
            if (heavier && prev_fit && static_cast<int>(res.top.size()) == top_k && prev_step > res.top.back().step_s) {
              ++res.feasible;
              ++res.pruned;
              prev_rc = static_cast<int>(rc);
              continue;
            }
            training_spec tr = base;
            tr.micro_batch = b;
            tr.grad_accum = mb;
            tr.recompute = rc;
            count_ledger();
            const memory_result mem = memory_train(m, ctx.prec, tr, par, false);
            prev_rc = static_cast<int>(rc);
            prev_fit = mem.total <= capacity;
            if (!prev_fit) {
              oom(1);
              continue;
            }
            count_ledger();
            const step_result s = step_time(ctx, tr, par, mb, false);
            prev_step = s.step_s;
            ++res.evaluated;
            if (!std::isfinite(s.step_s)) {  // absurd sizes: never rank a non-number
              reject("step_time_not_finite", 1);
              prev_fit = false;
              continue;
            }
            ++res.feasible;
            ++res.timed;
            plan_config c;
            c.par = par;
            c.tr = tr;
            c.step_s = s.step_s;
            c.mfu = s.mfu;
            c.hfu = s.hfu;
            c.tokens_per_s = s.tokens_per_s;
            c.per_gpu_bytes = mem.total;
            offer(c);
          }
        }
      }
    }
  }

  const char* invalid_reason(long long pp, long long dp, long long v, long long b) const {
    const long long B = base.global_batch;
    if (v > 1 && pp == 1) return "interleaving_needs_pp";
    if (slots(pp) % (pp * v) != 0) return "pp_times_v_must_divide_layers";
    if (B % (dp * b) != 0) return "global_batch_must_be_multiple_of_dp_times_micro_batch";
    // Megatron's interleaved schedule needs the micro-batch count to be a multiple of pp.
    if (v > 1 && (B / (dp * b)) % pp != 0) return "interleaving_needs_microbatches_multiple_of_pp";
    return nullptr;
  }
  bool valid(long long pp, long long dp, long long v, long long b) const { return !invalid_reason(pp, dp, v, b); }
  void count_invalid(long long pp, long long dp, const std::vector<long long>& vs, const std::vector<long long>& bs) {
    for (long long v : vs)
      for (long long b : bs)
        if (const char* why = invalid_reason(pp, dp, v, b)) reject(why, static_cast<long long>(rcs.size()));
  }
};
}  // namespace

plan_result plan_search(const step_context& ctx, const training_spec& tr, long long gpus, const plan_space& space,
                        int top_k, double reserve_bytes) {
  searcher s{ctx, tr, space, gpus, std::max(1, top_k), ctx.hw.memory_bytes - reserve_bytes, {}, {}, {}, {}};
  s.res.gpus = gpus;
  s.res.rejected["out_of_memory"] = 0;
  s.res.rejected["infeasible"] = 0;
  s.run();
  return s.res;
}

// ------------------------------------------------------------------------------------------------
// [SECTION] op plan

template <class T, class F>
static std::vector<T> read_list(obj_reader& r, const char* key, F conv) {
  std::vector<T> out;
  const json* j = r.raw(key);
  if (!j) return out;
  const std::string path = r.at(key);
  if (!j->is_array() || j->empty()) fail("invalid_value", path, std::string("space.") + key + " must be a non-empty array");
  check_list_length(*j, path, std::string("space.") + key, max_space_values);
  for (std::size_t i = 0; i < j->size(); ++i) out.push_back(conv((*j)[i], ptr_join(path, i)));
  return out;
}

static plan_space parse_space(const json* j, const std::string& path) {
  plan_space s;
  if (!j) return s;
  obj_reader r(*j, path);
  auto deg = [](const json& v, const std::string& p) { return as_integer(v, p, 1, 1 << 20); };
  s.tp = read_list<long long>(r, "tp", deg);
  s.pp = read_list<long long>(r, "pp", deg);
  s.cp = read_list<long long>(r, "cp", deg);
  s.ep = read_list<long long>(r, "ep", deg);
  s.virtual_stages = read_list<long long>(r, "virtual_stages", deg);
  s.micro_batch = read_list<long long>(r, "micro_batch", deg);
  s.zero = read_list<int>(r, "zero", [](const json& v, const std::string& p) { return static_cast<int>(as_integer(v, p, 0, 3)); });
  s.recompute = read_list<recompute_kind>(r, "recompute", [](const json& v, const std::string& p) {
    if (!v.is_string()) fail("invalid_value", p, "recompute modes are strings: none, selective, full");
    const std::string x = v.get<std::string>();
    if (x == "none") return recompute_kind::none;
    if (x == "selective") return recompute_kind::selective;
    if (x == "full") return recompute_kind::full;
    fail("invalid_value", p, "recompute mode must be none, selective or full, got \"" + x + "\"");
  });
  s.offload = read_list<bool>(r, "offload", [](const json& v, const std::string& p) {
    if (!v.is_boolean()) fail("invalid_value", p, "offload values are booleans");
    return v.get<bool>();
  });
  s.max_micro_batch = r.integer("max_micro_batch", s.max_micro_batch, 1, 1 << 20);
  s.sequence_parallel = r.boolean("sequence_parallel", s.sequence_parallel);
  s.prune = r.boolean("prune", s.prune);
  s.embedding_in_split = r.boolean("account_for_embedding_in_pipeline_split", s.embedding_in_split);
  s.loss_in_split = r.boolean("account_for_loss_in_pipeline_split", s.loss_in_split);
  r.finish();
  return s;
}

static json config_json(const plan_config& c) {
  return json{{"parallel", parallel_to_json(c.par)}, {"training", training_to_json(c.tr)}, {"per_gpu_bytes", c.per_gpu_bytes},
              {"step_s", c.step_s}, {"mfu", c.mfu}, {"hfu", c.hfu}, {"tokens_per_s", c.tokens_per_s}};
}

// How the micro-batch sizes were chosen (formulas.md §13.1): the rule, how many per-dp lists the search
// built and how many of them were thinned, in numbers and in a sentence.
static json micro_batch_note(const plan_space& space, const plan_result& res) {
  std::size_t longest = 0;
  for (const auto& [dp, bs] : res.micro_batches) longest = std::max(longest, bs.size());
  const bool given = !space.micro_batch.empty();
  const std::string note =
      given ? "micro-batch sizes: space.micro_batch for every data-parallel degree; a size that does not divide "
              "global_batch / dp is counted invalid"
            : "micro-batch sizes per data-parallel degree dp: the divisors of global_batch / dp up to space.max_micro_batch (" +
                  std::to_string(space.max_micro_batch) + "); a list longer than " + std::to_string(max_micro_batch_candidates) +
                  " is thinned to " + std::to_string(max_micro_batch_candidates) +
                  " evenly by rank (1 and the largest kept): " + std::to_string(res.micro_batch_lists_thinned) + " of " +
                  std::to_string(res.micro_batches.size()) + " lists thinned";
  return json{{"rule", given ? "space.micro_batch" : "divisors_of_batch_per_replica"},
              {"max_micro_batch", space.max_micro_batch},
              {"max_per_dp", given ? static_cast<long long>(space.micro_batch.size()) : static_cast<long long>(max_micro_batch_candidates)},
              {"lists", res.micro_batches.size()},
              {"lists_thinned", res.micro_batch_lists_thinned},
              {"longest_list", longest},
              {"note", note}};
}

static std::vector<long long> min_gpus_candidates(long long gpn, long long max_gpus) {
  std::vector<long long> c;
  for (long long n = 1; n < gpn && n <= max_gpus; n *= 2) c.push_back(n);
  for (long long n = gpn; n <= max_gpus; n += gpn) c.push_back(n);
  return c;
}

json op_plan(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const model_spec m = parse_model(r.require("model"), "/model");
  const precision_spec prec = parse_precision(r.raw("precision"), "/precision", false);
  const json* tj = r.raw("training");
  if (!tj) fail("missing_field", "/training", "plan needs training.global_batch and training.seq_len");
  training_spec tr = parse_training(tj, "/training", m);
  if (tr.global_batch <= 0) fail("missing_field", "/training/global_batch", "plan needs training.global_batch (sequences per step)");
  const hardware_spec hw = parse_hardware(r.require("hardware"), "/hardware");
  const json* net_j = r.raw("network");
  const time_options opt = parse_time_options(r.raw("options"), "/options");
  const bool min_gpus = r.boolean("min_gpus", false);
  const long long gpus = min_gpus ? r.integer("gpus", 0, 0, 1LL << 24) : r.integer_required("gpus", 1, 1LL << 24);
  const bool max_given = r.has("max_gpus");
  long long max_gpus = r.integer("max_gpus", 16384, 1, 1LL << 24);
  const int top = static_cast<int>(r.integer("top", 5, 1, 100));
  const plan_space space = parse_space(r.raw("space"), "/space");
  const double reserve = r.non_negative("reserve_bytes", default_reserve_bytes(hw));
  r.finish();
  for (const char* k : {"micro_batch", "grad_accum"})
    if (tj->contains(k)) fail("invalid_value", ptr_join("/training", k), std::string("training.") + k + " is chosen by the planner; restrict it with space.micro_batch");
  check_attention_options(opt, tr, "/options");
  step_context ctx = make_step_context(m, prec, hw, tr.seq_len, opt, "/hardware");
  if (net_j) {
    const network_spec net = parse_network(*net_j, "/network");
    set_inter_node_link(ctx, net.link, net.efficiency);
  }
  if (reserve >= hw.memory_bytes) fail("invalid_value", "/reserve_bytes", "reserve_bytes must be below hardware.memory_bytes");

  plan_result res;
  long long total_searched = 0, total_ledgers = 0;
  plan_space capped = space;
  capped.max_searched = max_plan_searched;
  capped.max_evaluated = max_plan_evaluated;
  if (min_gpus) {
    // One GPU count per multiple of a node (and the powers of two below it): a node of one GPU
    // and the default max_gpus would be 16384 searches, so the default stops at the cap.
    const long long per_node = std::max<long long>(1, hw.gpus_per_node), room = max_min_gpus_counts - 32;
    if (!max_given && max_gpus / per_node > room) max_gpus = per_node * room;
    const long long n_counts = max_gpus / per_node + static_cast<long long>(std::ceil(std::log2(static_cast<double>(per_node))));
    if (n_counts > max_min_gpus_counts)  // checked before the list is built (it could hold 16M counts)
      fail("too_large", "/max_gpus",
           "min_gpus would try " + std::to_string(n_counts) + " GPU counts up to max_gpus = " + std::to_string(max_gpus) +
               " (" + std::to_string(hw.gpus_per_node) + " GPUs per node); at most " + std::to_string(max_min_gpus_counts) +
               " are searched: lower max_gpus");
    const std::vector<long long> counts = min_gpus_candidates(per_node, max_gpus);
    capped.cap_path = "/max_gpus";
    bool found = false;
    for (long long n : counts) {
      res = plan_search(ctx, tr, n, capped, top, reserve);
      total_searched += res.searched;
      total_ledgers += res.ledgers;
      // The caps hold for the whole request, not per count.
      capped.searched_before = total_searched;
      capped.evaluated_before = total_ledgers;
      if (!res.top.empty()) {
        found = true;
        break;
      }
    }
    if (!found)
      fail("infeasible", "/model", "no configuration of up to " + std::to_string(max_gpus) + " " + hw.name +
                                       " GPUs fits this model in memory at global batch " + std::to_string(tr.global_batch) +
                                       " (raise max_gpus, lower the batch, or use a larger-memory GPU)");
  } else {
    res = plan_search(ctx, tr, gpus, capped, top, reserve);
    total_searched = res.searched;
  }

  json configs = json::array();
  for (const plan_config& c : res.top) {
    json cj = config_json(c);
    // Full ledgers for the top-k (the strings are only built here, not in the search).
    memory_result mem = memory_train(m, prec, c.tr, c.par, true);
    apply_fits(mem, hw, reserve);
    const step_result s = step_time(ctx, c.tr, c.par, c.tr.grad_accum, true);
    cj["ledgers"] = {{"memory", memory_result_to_json(mem, false)}, {"step", step_result_to_json(s)}};
    // the sizes the search tried at this configuration's dp (formulas.md §13.1)
    const auto mb = res.micro_batches.find(c.par.dp);
    if (mb != res.micro_batches.end()) cj["micro_batch_candidates"] = mb->second;
    configs.push_back(std::move(cj));
  }
  json out = {{"gpus", res.gpus},
              {"configs", configs},
              {"searched", res.searched},
              {"evaluated", res.evaluated},
              {"feasible", res.feasible},
              // every searched configuration in exactly one class (searched = the sum of the other four)
              {"counts", {{"searched", res.searched}, {"invalid", res.rejected["infeasible"]},
                          {"out_of_memory", res.rejected["out_of_memory"]}, {"timed", res.timed}, {"pruned", res.pruned}}},
              {"rejected", res.rejected},
              {"infeasible_reasons", res.infeasible_reasons},
              {"capacity_bytes", hw.memory_bytes},
              {"reserve_bytes", reserve}};
  out["micro_batch"] = micro_batch_note(space, res);
  if (min_gpus) {
    out["min_gpus"] = res.gpus;
    out["searched_all_counts"] = total_searched;
  }
  if (res.top.empty()) {
    std::string why = res.searched == 0 ? "no factorisation of " + std::to_string(gpus) + " GPUs is in the search space"
                      : res.rejected["out_of_memory"] > 0
                          ? "every valid configuration exceeds " + format_bytes(hw.memory_bytes - reserve) + " per GPU"
                          : "every configuration breaks a divisibility rule (see infeasible_reasons)";
    out["reason"] = why;
  }
  return out;
}

}  // namespace ledgerlab
