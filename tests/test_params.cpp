// Parameter counting: Narayanan et al. 2021 Eq. 2 and Table 1, the Llama/Mistral/Mixtral counts of the
// released checkpoints, and every catalog preset against its published count (within 0.5%).
#include <cmath>

#include "core/spec/catalog.h"
#include "core/ledger/params.h"
#include "test_helpers.h"

using namespace ledgerlab;
using namespace ledgerlab_test;

static model_spec gpt_model(long long L, long long h, long long a, long long V, long long s) {
  model_spec m;
  m.has_arch = true;
  m.layers = L; m.hidden = h; m.heads = a; m.kv_heads = a; m.head_dim = h / a; m.ffn_hidden = 4 * h; m.vocab = V;
  m.gated_mlp = false; m.tied_embeddings = true; m.norm = norm_kind::layernorm; m.bias = true;
  m.position = position_kind::learned; m.max_seq_len = s; m.dropout = true;
  return m;
}

TEST_CASE("Narayanan Eq. 2 is reproduced exactly for GPT-style models", "[params]") {
  for (auto [L, h, a] : {std::tuple{24LL, 2304LL, 24LL}, {96LL, 12288LL, 96LL}, {128LL, 25600LL, 160LL}, {12LL, 768LL, 12LL}}) {
    const model_spec m = gpt_model(L, h, a, 51200, 2048);
    const param_counts c = count_params(m);
    const double H = static_cast<double>(h), LL = static_cast<double>(L);
    const double eq2 = 12 * LL * H * H * (1 + 13 / (12 * H) + (51200 + 2048) / (12 * LL * H));
    CHECK(close(c.eq2, eq2));
    // The ledger counts every tensor: Eq. 2 + the final LayerNorm (2h), which Eq. 2 omits.
    CHECK(close(c.total, eq2 + 2 * H));
    CHECK(close(c.eq2, 12 * LL * H * H + 13 * LL * H + 51200 * H + 2048 * H));
  }
}

TEST_CASE("Narayanan et al. 2021 Table 1 parameter counts (billions, as printed)", "[params]") {
  // Table 1 rows: (layers, hidden, heads) -> printed parameter count in billions (V = 51200, s = 2048).
  struct row { long long L, h, a; double billions; };
  const row rows[] = {{24, 2304, 24, 1.7},    {30, 3072, 32, 3.6},    {36, 4096, 32, 7.5},   {40, 6144, 48, 18.4},
                      {48, 8192, 64, 39.1},   {60, 10240, 80, 76.1},  {80, 12288, 96, 145.6}, {96, 16384, 128, 310.1},
                      {105, 20480, 128, 529.6}, {128, 25600, 160, 1008.0}};
  for (const auto& r : rows) {
    const param_counts c = count_params(gpt_model(r.L, r.h, r.a, 51200, 2048));
    INFO("L=" << r.L << " h=" << r.h);
    CHECK(std::fabs(c.eq2 / 1e9 - r.billions) < 0.051);  // printed to 0.1 B
  }
}

TEST_CASE("Llama-2-7B has 6,738,415,616 parameters (formulas.md §3.2)", "[params]") {
  json r = ok(R"({"op":"memory","model":{"preset":"llama-2-7b"}})");
  CHECK(r["params"].get<double>() == 6738415616.0);
}

TEST_CASE("GQA, tied embeddings and MoE change the count as the formulas say", "[params]") {
  model_spec m = gpt_model(2, 64, 4, 100, 16);
  m.bias = false; m.norm = norm_kind::rmsnorm; m.gated_mlp = true; m.ffn_hidden = 96;
  m.position = position_kind::rotary; m.tied_embeddings = false;
  const double h = 64, f = 96, V = 100;
  // §3.2: L·(2h²(1 + g/a) + 3hf + 2h) + h + 2Vh
  param_counts c = count_params(m);
  CHECK(close(c.total, 2 * (2 * h * h * 2 + 3 * h * f + 2 * h) + h + 2 * V * h));
  m.kv_heads = 1;  // MQA: attention 2h²(1 + 1/a)
  c = count_params(m);
  CHECK(close(c.total, 2 * (2 * h * h * (1 + 1.0 / 4) + 3 * h * f + 2 * h) + h + 2 * V * h));
  m.tied_embeddings = true;
  CHECK(close(count_params(m).total, c.total - V * h));
  m.experts = 4; m.experts_per_token = 2;  // §3.3: E experts of 3hf, router h·E; active k of them
  c = count_params(m);
  CHECK(close(c.total, 2 * (2 * h * h * (1 + 1.0 / 4) + 4 * 3 * h * f + h * 4 + 2 * h) + h + V * h));
  CHECK(close(c.active, c.total - 2 * (4 - 2) * 3 * h * f));
}

TEST_CASE("Every model preset matches its published parameter count within 0.5%", "[params][catalog]") {
  REQUIRE(model_catalog().size() >= 13);
  for (const char* id : {"gpt2", "gpt2-medium", "gpt2-large", "gpt2-xl", "gpt3-175b", "llama-2-7b", "llama-2-13b", "llama-2-70b",
                         "llama-3-8b", "llama-3-70b", "llama-3.1-405b", "mistral-7b", "mixtral-8x7b"})
    REQUIRE(find_model_preset(id) != nullptr);
  for (const auto& e : model_catalog()) {
    INFO(e.id);
    REQUIRE(e.doc.contains("source_ref"));
    REQUIRE(e.doc["source_ref"].get<std::string>().size() > 20);
    const model_spec m = parse_model(json{{"preset", e.id}}, "/model");
    const param_counts c = count_params(m);
    const double published = e.doc["published_params"].get<double>();
    CHECK(std::fabs(c.total / published - 1) < 0.005);
    if (e.doc.contains("published_active_params"))
      CHECK(std::fabs(c.active / e.doc["published_active_params"].get<double>() - 1) < 0.005);
  }
  // Aliases resolve to the same preset.
  CHECK(find_model_preset("gpt2-1.5b") == find_model_preset("gpt2-xl"));
  CHECK(find_model_preset("llama-3-405b") == find_model_preset("llama-3.1-405b"));
}

TEST_CASE("Released checkpoints' exact counts", "[params]") {
  // Exact integers of the released checkpoints (source_ref of each preset).
  const std::pair<const char*, double> exact[] = {{"gpt2", 124439808},         {"gpt2-xl", 1557611200},
                                                  {"llama-2-13b", 13015864320}, {"llama-2-70b", 68976648192},
                                                  {"llama-3-8b", 8030261248},   {"llama-3-70b", 70553706496},
                                                  {"llama-3.1-405b", 405853388800}, {"mistral-7b", 7241732096},
                                                  {"mixtral-8x7b", 46702792704}};
  for (auto [id, n] : exact) {
    INFO(id);
    CHECK(count_params(parse_model(json{{"preset", id}}, "/model")).total == n);
  }
}
