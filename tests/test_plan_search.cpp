// Tests of the planner (core/plan/search.h): determinism, ranking, counts that add up, memory-first
// rejection, infeasible requests (empty plans with reasons), min_gpus, and the top-k ledgers.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/api.h"
#include "core/ledger/memory.h"
#include "core/plan/search.h"

using namespace ledgerlab;

namespace {
json plan(json extra) {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-13b"}}}, {"precision", {{"recipe", "mixed_adam"}}},
              {"training", {{"global_batch", 256}, {"seq_len", 4096}}}, {"hardware", {{"preset", "a100-80gb-sxm"}}},
              {"gpus", 64}, {"top", 5}};
  for (auto& [k, v] : extra.items()) req[k] = v;
  return handle_json(req);
}
long long total(const json& r) { return r["feasible"].get<long long>() + r["rejected"]["out_of_memory"].get<long long>() +
                                        r["rejected"]["infeasible"].get<long long>(); }
}  // namespace

TEST_CASE("planner is deterministic, ranked, and its counts add up", "[plan_search]") {
  json a = plan({}), b = plan({});
  INFO(a.dump().substr(0, 2000));
  REQUIRE(a["ok"] == true);
  REQUIRE(a.dump() == b.dump());
  REQUIRE(a["configs"].size() == 5);
  REQUIRE(total(a) == a["searched"].get<long long>());
  double prev = 0;
  const double usable = a["capacity_bytes"].get<double>() - a["reserve_bytes"].get<double>();
  for (const auto& c : a["configs"]) {
    REQUIRE(c["step_s"].get<double>() >= prev);
    prev = c["step_s"].get<double>();
    REQUIRE(c["per_gpu_bytes"].get<double>() <= usable);
    const json& p = c["parallel"];
    REQUIRE(p["dp"].get<long long>() * p["tp"].get<long long>() * p["pp"].get<long long>() * p["cp"].get<long long>() == 64);
    // the full ledgers agree with the ranked numbers
    REQUIRE(c["ledgers"]["step"]["step_s"].get<double>() == c["step_s"].get<double>());
    REQUIRE(c["ledgers"]["memory"]["per_gpu_bytes"]["total"].get<double>() == c["per_gpu_bytes"].get<double>());
    REQUIRE(!c["ledgers"]["step"]["steps"].empty());
  }
  REQUIRE(a["rejected"]["out_of_memory"].get<long long>() > 0);  // e.g. dp = 64 without ZeRO
}

TEST_CASE("the best plan is at least as fast as any configuration in a narrower space", "[plan_search]") {
  json best = plan({});
  json narrow = plan({{"space", {{"tp", {8}}, {"zero", {1}}, {"recompute", {"selective"}}}}});
  REQUIRE(narrow["ok"] == true);
  REQUIRE(narrow["searched"].get<long long>() < best["searched"].get<long long>());
  if (!narrow["configs"].empty())
    REQUIRE(best["configs"][0]["step_s"].get<double>() <= narrow["configs"][0]["step_s"].get<double>());
}

TEST_CASE("infeasible requests: an empty plan with reasons", "[plan_search]") {
  // tp must divide the heads (40 for llama-2-13b): tp = 3 and 16 are rejected, never crash
  json r = plan({{"gpus", 48}, {"space", {{"tp", {3}}}}});
  REQUIRE(r["ok"] == true);
  REQUIRE(r["configs"].empty());
  REQUIRE(r["infeasible_reasons"]["tp_must_divide_heads"].get<long long>() == r["searched"].get<long long>());
  REQUIRE(r.contains("reason"));
  // more GPUs than the degrees allow: 7 GPUs, but tp must divide 40 heads and pp the 40 layers,
  // and a global batch of 256 is not a multiple of 7
  json seven = plan({{"gpus", 7}});
  REQUIRE(seven["ok"] == true);
  REQUIRE(seven["configs"].empty());
  REQUIRE(total(seven) == seven["searched"].get<long long>());
  // a model that fits nowhere: 405B on one 24 GB GPU
  json none = handle_json({{"op", "plan"}, {"model", {{"preset", "llama-3.1-405b"}}}, {"training", {{"global_batch", 8}, {"seq_len", 4096}}},
                           {"hardware", {{"preset", "rtx-4090"}}}, {"gpus", 1}});
  REQUIRE(none["ok"] == true);
  REQUIRE(none["configs"].empty());
  REQUIRE(none["rejected"]["out_of_memory"].get<long long>() > 0);
  REQUIRE(none["reason"].get<std::string>().find("exceeds") != std::string::npos);
  // min_gpus with too small a limit: infeasible error
  json lim = handle_json({{"op", "plan"}, {"model", {{"preset", "llama-3.1-405b"}}}, {"training", {{"global_batch", 8}, {"seq_len", 4096}}},
                          {"hardware", {{"preset", "rtx-4090"}}}, {"min_gpus", true}, {"max_gpus", 8}});
  REQUIRE(lim["error"]["code"] == "infeasible");
  // missing global batch names the field
  json miss = handle_json({{"op", "plan"}, {"model", {{"preset", "gpt2"}}}, {"training", {{"seq_len", 1024}}},
                           {"hardware", {{"preset", "h100-sxm"}}}, {"gpus", 8}});
  REQUIRE(miss["error"]["path"] == "/training/global_batch");
  json bad_space = plan({{"space", {{"recompute", {"sometimes"}}}}});
  REQUIRE(bad_space["error"]["path"] == "/space/recompute/0");
}

TEST_CASE("min_gpus finds the fewest GPUs that fit", "[plan_search]") {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-70b"}}}, {"precision", {{"recipe", "mixed_adam"}}},
              {"training", {{"global_batch", 64}, {"seq_len", 4096}}}, {"hardware", {{"preset", "a100-80gb-sxm"}}},
              {"min_gpus", true}, {"top", 1}, {"space", {{"offload", {false}}}}};
  json r = handle_json(req);
  INFO(r.dump().substr(0, 1500));
  REQUIRE(r["ok"] == true);
  const long long n = r["min_gpus"];
  REQUIRE(n > 1);
  REQUIRE(r["configs"].size() == 1);
  // the previous candidate count (n − 8 on 8-GPU nodes, or n/2 below a node) has no plan
  json req2 = req;
  req2.erase("min_gpus");
  req2["gpus"] = n > 8 ? n - 8 : n / 2;
  json prev = handle_json(req2);
  REQUIRE(prev["ok"] == true);
  REQUIRE(prev["configs"].empty());
}

TEST_CASE("memory lower-bound pruning changes nothing but the work", "[plan_search]") {
  for (const char* model : {"llama-2-13b", "llama-2-70b"}) {
    json req = {{"op", "plan"}, {"model", {{"preset", model}}}, {"training", {{"global_batch", 128}, {"seq_len", 4096}}},
                {"hardware", {{"preset", "a100-40gb-sxm"}}}, {"gpus", 32}, {"top", 10}};
    json pruned = handle_json(req);
    req["space"] = {{"prune", false}};
    json full = handle_json(req);
    REQUIRE(pruned["ok"] == true);
    REQUIRE(full["ok"] == true);
    REQUIRE(pruned["configs"] == full["configs"]);
    REQUIRE(pruned["rejected"] == full["rejected"]);
    REQUIRE(pruned["infeasible_reasons"] == full["infeasible_reasons"]);
    REQUIRE(pruned["searched"] == full["searched"]);
  }
}

TEST_CASE("counts put every searched configuration in one class: invalid, out of memory, timed, pruned", "[plan_search]") {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-13b"}}}, {"training", {{"global_batch", 128}, {"seq_len", 4096}}},
              {"hardware", {{"preset", "a100-80gb-sxm"}}}, {"gpus", 32}, {"top", 3}};
  json pruned = handle_json(req);
  req["space"] = {{"prune", false}};
  json full = handle_json(req);
  for (const json* r : {&pruned, &full}) {
    REQUIRE((*r)["ok"] == true);
    const json& n = (*r)["counts"];
    CHECK(n["searched"] == (*r)["searched"]);
    CHECK(n["invalid"].get<long long>() + n["out_of_memory"].get<long long>() + n["timed"].get<long long>() +
              n["pruned"].get<long long>() == n["searched"].get<long long>());
    CHECK(n["invalid"] == (*r)["rejected"]["infeasible"]);
    CHECK(n["out_of_memory"] == (*r)["rejected"]["out_of_memory"]);
    CHECK(n["timed"].get<long long>() + n["pruned"].get<long long>() == (*r)["feasible"].get<long long>());
    CHECK(n["timed"].get<long long>() <= (*r)["evaluated"].get<long long>());  // evaluated also counts non-finite times
  }
  // Pruning skips timing only: the same configurations fit, and without it every one that fits is timed.
  CHECK(pruned["counts"]["pruned"].get<long long>() > 0);
  CHECK(full["counts"]["pruned"] == 0);
  CHECK(pruned["counts"]["timed"].get<long long>() < full["counts"]["timed"].get<long long>());
  CHECK(pruned["counts"]["timed"].get<long long>() + pruned["counts"]["pruned"].get<long long>() ==
        full["counts"]["timed"].get<long long>());
}

TEST_CASE("with flash attention the default space has no selective recompute (a no-op there)", "[plan_search]") {
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-13b"}}}, {"training", {{"global_batch", 64}, {"seq_len", 4096},
              {"flash_attention", true}}}, {"hardware", {{"preset", "h100-sxm"}}}, {"gpus", 16}, {"top", 20}};
  json r = handle_json(req);
  REQUIRE(r["ok"] == true);
  REQUIRE(!r["configs"].empty());
  for (const auto& c : r["configs"]) REQUIRE(c["training"]["recompute"] != "selective");
  json no_flash = req;
  no_flash["training"]["flash_attention"] = false;
  REQUIRE(handle_json(no_flash)["searched"].get<long long>() * 2 == r["searched"].get<long long>() * 3);
}

TEST_CASE("micro-batch candidates: the divisors of the per-replica batch, thinned by rank above 32", "[plan_search]") {
  // 240 sequences on 8 replicas: 30 each (llm-foundry MPT-3B on 16 H100s, set F): 10 is what the run used.
  CHECK(micro_batch_candidates(240, 8, 16) == std::vector<long long>{1, 2, 3, 5, 6, 10, 15});
  CHECK(micro_batch_candidates(240, 8, 64) == std::vector<long long>{1, 2, 3, 5, 6, 10, 15, 30});
  CHECK(micro_batch_candidates(1024, 64, 16) == std::vector<long long>{1, 2, 4, 8, 16});  // a power of two: the old list
  CHECK(micro_batch_candidates(1536, 1, 16) == std::vector<long long>{1, 2, 3, 4, 6, 8, 12, 16});
  CHECK(micro_batch_candidates(7, 1, 16) == std::vector<long long>{1, 7});
  bool thinned = true;
  CHECK(micro_batch_candidates(256, 3, 16, &thinned) == std::vector<long long>{1});  // dp does not divide B
  CHECK_FALSE(thinned);
  // 720720 = 2^4·3^2·5·7·11·13 has 240 divisors: 32 kept, by rank, 1 and the largest among them.
  const std::vector<long long> t = micro_batch_candidates(720720, 1, 1 << 20, &thinned);
  CHECK(thinned);
  REQUIRE(t.size() == max_micro_batch_candidates);
  CHECK(t.front() == 1);
  CHECK(t.back() == 720720);
  for (std::size_t i = 0; i < t.size(); ++i) {
    CHECK(720720 % t[i] == 0);
    if (i) CHECK(t[i] > t[i - 1]);
  }
  // at a cap of 64: its 38 divisors up to 64 thinned to 32 (1 and 63 kept); 2520's 27 all kept
  const std::vector<long long> c64 = micro_batch_candidates(720720, 1, 64, &thinned);
  CHECK(thinned);
  CHECK(c64.size() == 32);
  CHECK(c64.back() == 63);
  const std::vector<long long> d64 = micro_batch_candidates(2520, 1, 64, &thinned);
  CHECK_FALSE(thinned);
  CHECK(d64.size() == 27);
  CHECK(d64.back() == 63);
  // the same per-replica batch from dp = 4 (the divisor list of B is shared, filtered by B/dp)
  CHECK(micro_batch_candidates(4 * 720720LL, 4, 64) == c64);
  CHECK(micro_batch_candidates(4 * 2520LL, 4, 64) == d64);
}

TEST_CASE("the planner tries the micro-batch a real run uses when it is not a power of two", "[plan_search]") {
  // 30 sequences per replica: b = 3, 5, 6, 10, 15 exist only in the divisor list.
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"global_batch", 240}, {"seq_len", 2048}, {"flash_attention", true}}},
              {"hardware", {{"preset", "h100-sxm"}}}, {"gpus", 8}, {"top", 3},
              {"space", {{"tp", {1}}, {"pp", {1}}, {"cp", {1}}, {"zero", {3}}, {"offload", {false}}}}};
  json r = handle_json(req);
  INFO(r.dump().substr(0, 1500));
  REQUIRE(r["ok"] == true);
  REQUIRE(!r["configs"].empty());
  const json& best = r["configs"][0];
  CHECK(best["micro_batch_candidates"] == json({1, 2, 3, 5, 6, 10, 15}));
  CHECK(r["micro_batch"]["rule"] == "divisors_of_batch_per_replica");
  CHECK(r["micro_batch"]["lists"] == 1);
  CHECK(r["micro_batch"]["lists_thinned"] == 0);
  CHECK(r["micro_batch"]["note"].get<std::string>().find("divisors of global_batch / dp") != std::string::npos);
  // 1 layout × 7 sizes × 2 recompute modes (flash: no selective)
  CHECK(r["searched"] == 14);
  CHECK(r["counts"]["invalid"] == 0);
  const long long b = best["training"]["micro_batch"];
  CHECK(30 % b == 0);
  // the old power-of-two space: only 1 and 2 divide 30 (4, 8, 16 are invalid), and it is no faster
  json old = req;
  old["space"]["micro_batch"] = {1, 2, 4, 8, 16};
  json o = handle_json(old);
  REQUIRE(o["ok"] == true);
  CHECK(o["micro_batch"]["rule"] == "space.micro_batch");
  CHECK(o["infeasible_reasons"]["global_batch_must_be_multiple_of_dp_times_micro_batch"] == 3 * 2);
  CHECK(o["configs"][0]["micro_batch_candidates"] == json({1, 2, 4, 8, 16}));
  CHECK(best["step_s"].get<double>() <= o["configs"][0]["step_s"].get<double>());
  if (b > 2) CHECK(best["step_s"].get<double>() < o["configs"][0]["step_s"].get<double>());
  // an explicit list still restricts the search: only 5 and 10
  json only = req;
  only["space"]["micro_batch"] = {5, 10};
  json x = handle_json(only);
  REQUIRE(x["ok"] == true);
  for (const auto& c : x["configs"]) CHECK((c["training"]["micro_batch"] == 5 || c["training"]["micro_batch"] == 10));
  CHECK(x["searched"] == 4);
}

namespace {
// An exhaustive search written out from the space's definition (formulas.md §13), independent of the
// planner's loops and pruning: every (tp, pp, cp, dp, v, b, ZeRO, offload, recompute) with b any
// divisor of B/dp up to max_micro_batch, memory and step time computed for each.
struct brute_result {
  std::vector<plan_config> fits;
  long long invalid = 0, oom = 0;
};
brute_result brute_force(const step_context& ctx, const training_spec& base, long long gpus, long long max_b, double capacity) {
  brute_result out;
  const model_spec& m = ctx.m;
  const long long B = base.global_batch;
  for (long long tp = 1; tp <= ctx.hw.gpus_per_node; ++tp) {
    if (gpus % tp) continue;
    for (long long pp = 1; pp <= std::min(gpus / tp, m.layers); ++pp) {
      if ((gpus / tp) % pp) continue;
      for (long long cp : {1, 2, 4, 8, 16}) {
        if ((gpus / tp / pp) % cp) continue;
        const long long dp = gpus / tp / pp / cp;
        std::vector<long long> vs;
        for (long long v = 1; v <= (pp == 1 ? 1 : m.layers / pp); ++v)
          if ((m.layers / pp) % v == 0) vs.push_back(v);
        std::vector<long long> bs;
        if (B % dp == 0)
          for (long long b = 1; b <= std::min(max_b, B / dp); ++b)
            if ((B / dp) % b == 0) bs.push_back(b);
        if (bs.empty()) bs.push_back(1);
        const bool layout_bad = m.heads % tp || (m.kv_heads % tp && tp % m.kv_heads) || m.ffn_hidden % tp || m.layers % pp ||
                                base.seq_len % cp || (tp > 1 && (base.seq_len / cp) % tp);
        for (int z = 0; z <= 3; ++z)
          for (bool off : {false, true}) {
            if (off && z == 0) continue;
            for (long long v : vs)
              for (long long b : bs)
                for (recompute_kind rc : {recompute_kind::none, recompute_kind::selective, recompute_kind::full}) {
                  if (layout_bad || m.layers % (pp * v) || B % (dp * b) || (v > 1 && (B / (dp * b)) % pp)) {
                    ++out.invalid;
                    continue;
                  }
                  parallel_spec par;
                  par.tp = tp; par.pp = pp; par.cp = cp; par.dp = dp; par.ep = 1;
                  par.virtual_stages = v; par.zero = z; par.offload_optimizer = off; par.sequence_parallel = tp > 1;
                  training_spec tr = base;
                  tr.micro_batch = b;
                  tr.grad_accum = B / (dp * b);
                  tr.recompute = rc;
                  const memory_result mem = memory_train(m, ctx.prec, tr, par, false);
                  if (mem.total > capacity) {
                    ++out.oom;
                    continue;
                  }
                  plan_config c;
                  c.par = par;
                  c.tr = tr;
                  c.step_s = step_time(ctx, tr, par, tr.grad_accum, false).step_s;
                  out.fits.push_back(c);
                }
          }
      }
    }
  }
  std::sort(out.fits.begin(), out.fits.end(), plan_better);
  return out;
}
}  // namespace

TEST_CASE("pruned search = exhaustive search: the same top k and counts on small spaces", "[plan_search]") {
  struct c_t { const char* model; const char* hw; long long gpus, batch, seq; };
  // batches whose per-replica sizes have non-power-of-two divisors (48, 24, 12, 6; 40, 20, 10; 60, 30, 15)
  bool best_not_power_of_two = false;
  for (const c_t c : {c_t{"llama-2-7b", "h100-sxm", 8, 48, 1024}, c_t{"llama-2-13b", "h100-sxm", 4, 40, 4096},
                      c_t{"gpt2-1.5b", "h100-sxm", 4, 60, 1024}}) {
    const model_spec m = parse_model(json{{"preset", c.model}}, "/model");
    const precision_spec prec = parse_precision(nullptr, "/precision", false);
    const json tj = {{"global_batch", c.batch}, {"seq_len", c.seq}, {"flash_attention", false}};
    const training_spec tr = parse_training(&tj, "/training", m);
    const hardware_spec hw = parse_hardware(json{{"preset", c.hw}}, "/hardware");
    const step_context ctx = make_step_context(m, prec, hw, tr.seq_len, parse_time_options(nullptr, "/options"), "/hardware");
    const double reserve = default_reserve_bytes(hw);
    const brute_result all = brute_force(ctx, tr, c.gpus, 16, hw.memory_bytes - reserve);
    REQUIRE(all.fits.size() > 20);
    const long long b0 = all.fits[0].tr.micro_batch;
    best_not_power_of_two |= (b0 & (b0 - 1)) != 0;
    for (int k : {1, 4}) {
      const plan_result p = plan_search(ctx, tr, c.gpus, plan_space{}, k, reserve);
      INFO(c.model << " k=" << k);
      REQUIRE(static_cast<int>(p.top.size()) == k);
      for (int i = 0; i < k; ++i) {
        CHECK(p.top[i].step_s == all.fits[i].step_s);
        CHECK(p.top[i].tr.micro_batch == all.fits[i].tr.micro_batch);
        CHECK(p.top[i].par.dp == all.fits[i].par.dp);
        CHECK(p.top[i].par.tp == all.fits[i].par.tp);
        CHECK(p.top[i].par.pp == all.fits[i].par.pp);
        CHECK(p.top[i].par.zero == all.fits[i].par.zero);
      }
      CHECK(p.feasible == static_cast<long long>(all.fits.size()));
      CHECK(p.rejected.at("out_of_memory") == all.oom);
      CHECK(p.rejected.at("infeasible") == all.invalid);
      CHECK(p.searched == all.invalid + all.oom + static_cast<long long>(all.fits.size()));
    }
  }
  CHECK(best_not_power_of_two);  // the exhaustive best uses a size a power-of-two list would miss
}

TEST_CASE("the planner searches Megatron's uneven split when the space counts the embedding and the loss", "[plan_search]") {
  // Llama 3.1 405B (126 layers) on 1024 GPUs with the recipe's TP 8, PP 8, CP 2 (formulas.md §8.1)
  json req = {{"op", "plan"}, {"model", {{"preset", "llama-3.1-405b"}}}, {"precision", {{"recipe", "megatron_adam"}}},
              {"training", {{"global_batch", 512}, {"seq_len", 8192}, {"flash_attention", true}}},
              {"hardware", {{"preset", "h100-sxm"}}}, {"gpus", 1024}, {"top", 1},
              {"space", {{"tp", {8}}, {"pp", {8}}, {"cp", {2}}, {"zero", {1}}, {"offload", {false}}}}};
  const json even = handle_json(req);
  REQUIRE(even["ok"] == true);
  CHECK(even["configs"].empty());  // 126 % 8 != 0
  CHECK(even["infeasible_reasons"]["pp_must_divide_layers"].get<long long>() > 0);
  req["space"]["account_for_embedding_in_pipeline_split"] = true;
  req["space"]["account_for_loss_in_pipeline_split"] = true;
  const json r = handle_json(req);
  INFO(r.dump().substr(0, 1500));
  REQUIRE(r["ok"] == true);
  REQUIRE(!r["configs"].empty());
  const json& best = r["configs"][0];
  CHECK(best["parallel"]["pp"] == 8);
  CHECK(best["parallel"]["account_for_embedding_in_pipeline_split"] == true);
  CHECK(16 % best["parallel"]["virtual_stages"].get<long long>() == 0);  // 128 slots / 8 ranks = 16 per rank
}
