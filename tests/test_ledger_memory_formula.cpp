// The activation rows' formula text states what was computed (core/ledger/memory.cpp, formulas.md
// §4): for every model preset, recompute mode, fused attention on/off and several parallel layouts,
// each per-tensor row, the per-layer sum and the embedding/logits rows are evaluated from their own
// text (a small expression evaluator below) and must give the row's bytes; the per-layer row names
// a Korthikanti et al. Table 2 form exactly when the summed tensors are that form.
#include <catch2/catch.hpp>

#include <cmath>
#include <map>

#include "core/api.h"
#include "core/spec/catalog.h"

using namespace ledgerlab;

namespace {

// Evaluates "s·b·(34·h + 5·a·s) ", "4 × 8·s·b", "s·b·h·(10 + 24/t + 5·a·s/(h·t))", "a·s²":
// numbers, one-letter symbols, ², +, −/-, ·, ×, /, parentheses. Throws on anything else.
struct evaluator {
  const std::string& t;
  const std::map<std::string, double>& sym;
  std::size_t i = 0;
  void ws() {
    while (i < t.size() && t[i] == ' ') ++i;
  }
  bool eat(const std::string& tok) {
    ws();
    if (t.compare(i, tok.size(), tok) == 0) {
      i += tok.size();
      return true;
    }
    return false;
  }
  double factor() {
    ws();
    if (eat("(")) {
      const double v = expr();
      if (!eat(")")) throw std::runtime_error("missing ) at " + std::to_string(i) + " in \"" + t + "\"");
      return squared(v);
    }
    if (i < t.size() && (std::isdigit(static_cast<unsigned char>(t[i])) || t[i] == '.')) {
      std::size_t n = 0;
      const double v = std::stod(t.substr(i), &n);
      i += n;
      return v;
    }
    if (i < t.size() && std::isalpha(static_cast<unsigned char>(t[i]))) {
      const std::string name(1, t[i]);
      ++i;
      auto it = sym.find(name);
      if (it == sym.end()) throw std::runtime_error("unknown symbol " + name + " in \"" + t + "\"");
      return squared(it->second);
    }
    throw std::runtime_error("unexpected text at " + std::to_string(i) + " in \"" + t + "\"");
  }
  double squared(double v) { return eat("\xC2\xB2") ? v * v : v; }
  double term() {
    double v = factor();
    for (;;) {
      if (eat("\xC2\xB7") || eat("\xC3\x97")) v *= factor();
      else if (eat("/")) v /= factor();
      else return v;
    }
  }
  double expr() {
    double v = term();
    for (;;) {
      if (eat("+")) v += term();
      else if (eat("\xE2\x88\x92") || eat("-")) v -= term();
      else return v;
    }
  }
  double all() {
    const double v = expr();
    ws();
    if (i != t.size()) throw std::runtime_error("trailing text at " + std::to_string(i) + " in \"" + t + "\"");
    return v;
  }
};

double eval(const std::string& text, const std::map<std::string, double>& sym) {
  evaluator e{text, sym};
  return e.all();
}

// The expressions of a formula text: the part before its notes ("; ...", ", Korthikanti...",
// " [§...]"), split at " = ".
std::vector<std::string> expressions(const std::string& f) {
  std::size_t end = f.size();
  for (const char* stop : {";", ", ", " ["})
    end = std::min(end, f.find(stop) == std::string::npos ? f.size() : f.find(stop));
  const std::string head = f.substr(0, end);
  std::vector<std::string> out;
  std::size_t pos = 0;
  for (;;) {
    const std::size_t k = head.find(" = ", pos);
    out.push_back(head.substr(pos, k == std::string::npos ? std::string::npos : k - pos));
    if (k == std::string::npos) break;
    pos = k + 3;
  }
  return out;
}

bool close(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-9; }

}  // namespace

TEST_CASE("evaluator reads the ledger's formula grammar", "[ledger_memory_formula]") {
  const std::map<std::string, double> sym = {{"s", 3}, {"b", 2}, {"h", 5}, {"a", 7}, {"t", 4}};
  CHECK(eval("s·b·(34·h + 5·a·s)", sym) == 6 * (170 + 105));
  CHECK(eval("s·b·h·(10 + 24/t + 5·a·s/(h·t))", sym) == Approx(30 * (10 + 6 + 105.0 / 20)));
  CHECK(eval("4 × 8·s·b", sym) == 192);
  CHECK(eval("2·a·s²·b/t", sym) == Approx(2.0 * 7 * 9 * 2 / 4));
  CHECK_THROWS(eval("s·q", sym));
  CHECK_THROWS(eval("s·b words", sym));
  CHECK(expressions("s·b·(16·h) = s·b·h·16, Korthikanti; A = 2 [§4.2]") == std::vector<std::string>{"s·b·(16·h)", "s·b·h·16"});
}

TEST_CASE("every activation row's formula evaluates to its bytes, Table 2 named only when exact",
          "[ledger_memory_formula]") {
  int rows_checked = 0, named = 0, extended = 0;
  for (const catalog_entry& e : model_catalog()) {
    json mq = handle_json({{"op", "memory"}, {"model", {{"preset", e.id}}}, {"explain", false}});
    REQUIRE(mq["ok"] == true);
    const json& m = mq["model"];
    const long long heads = m["heads"], kv = m["kv_heads"], hidden = m["hidden"], ffn = m["ffn_hidden"];
    const long long experts = m["experts"];
    const bool gated = m["gated_mlp"];
    // layouts: single GPU; tensor parallel 2; TP + sequence parallel; context parallel 2
    struct layout { long long tp, cp, pp; bool sp; };
    std::vector<layout> layouts = {{1, 1, 1, false}, {1, 2, 1, false}};
    if (heads % 2 == 0 && ffn % 2 == 0 && (kv % 2 == 0 || kv == 1))
      layouts.push_back({2, 1, 1, false}), layouts.push_back({2, 1, 1, true});
    if (heads % 16 == 0 && ffn % 16 == 0 && (kv % 16 == 0 || 16 % kv == 0)) layouts.push_back({16, 1, 1, true});
    if (m["layers"].get<long long>() % 4 == 0) layouts.push_back({1, 1, 4, false});
    for (const char* rc : {"none", "selective", "full"})
      for (bool flash : {false, true})
        for (int drop = 0; drop < 2; ++drop)
          for (const char* act : {"bf16", "fp32"})
            for (const layout& L : layouts) {
              const long long seq = 1024, mb = 2;
              json req = {{"op", "memory"}, {"model", {{"preset", e.id}}},
                          {"precision", {{"recipe", "mixed_adam"}, {"activations", act}}},
                          {"training", {{"micro_batch", mb}, {"seq_len", seq}, {"recompute", rc}, {"flash_attention", flash}, {"dropout", drop == 1}}},
                          {"parallel", {{"tp", L.tp}, {"cp", L.cp}, {"pp", L.pp}, {"sequence_parallel", L.sp}}}};
              json r = handle_json(req);
              INFO(req.dump());
              REQUIRE(r["ok"] == true);
              const std::map<std::string, double> sym = {
                  {"s", double(seq) / L.cp}, {"S", double(seq)}, {"b", double(mb)}, {"h", double(hidden)}, {"a", double(heads)},
                  {"g", double(kv)}, {"d", m["head_dim"].get<double>()}, {"f", double(ffn)}, {"t", double(L.tp)},
                  {"k", m["experts_per_token"].get<double>()}, {"E", double(experts)}, {"V", m["vocab"].get<double>()}};
              double tensor_sum = 0;
              bool in_other = false;
              for (const json& st : r["steps"]) {
                const std::string label = st.value("label", std::string()), key = st.value("key", std::string());
                const std::string f = st.value("formula", std::string());
                const bool tensor = label.rfind("per layer: ", 0) == 0;
                if (key == "blocks_bytes") in_other = true;
                if (key == "other_bytes") in_other = false;
                const bool other_row = in_other && key.empty();
                if (!tensor && key != "per_layer_bytes" && !other_row) continue;
                INFO(label << ": " << f);
                const double bytes = st["bytes"].get<double>();
                const auto exprs = expressions(f);
                REQUIRE(!exprs.empty());
                for (const std::string& x : exprs) CHECK(close(eval(x, sym), bytes));
                ++rows_checked;
                if (tensor) tensor_sum += bytes;
                if (key == "per_layer_bytes") {
                  CHECK(close(tensor_sum, bytes));
                  CHECK(close(bytes, r["activation_detail"]["per_layer_bytes"].get<double>()));
                  // The paper's block: 2-byte activations, dropout, MHA, f = 4h, GeLU MLP, dense,
                  // scores stored, whole sequence. Full recompute keeps only the layer input, 2sbh
                  // for any block, unless sequence parallelism splits it.
                  const bool full = std::string(rc) == "full";
                  const bool paper = full ? std::string(act) == "bf16" && L.cp == 1 && !(L.sp && L.tp > 1)
                                          : std::string(act) == "bf16" && drop == 1 && kv == heads && ffn == 4 * hidden && !gated &&
                                                experts == 1 && !flash && L.cp == 1;
                  const bool says = f.find("Korthikanti et al. 2022 Table 2") != std::string::npos;
                  CHECK(says == paper);
                  CHECK((f.find("[\xC2\xA7" "4.2]") != std::string::npos) == says);
                  CHECK((f.find("[\xC2\xA7" "4.3]") != std::string::npos) == !says);
                  named += says;
                  extended += !says;
                }
              }
            }
  }
  CHECK(named > 20);
  CHECK(extended > 200);
  CHECK(rows_checked > 5000);
}

TEST_CASE("the Table 2 row names: GPT-3 175B at sequence 2048 reads sbh(34 + 5as/h)", "[ledger_memory_formula]") {
  json r = handle_json({{"op", "memory"}, {"model", {{"preset", "gpt3-175b"}}}, {"training", {{"seq_len", 2048}, {"dropout", true}}}});
  REQUIRE(r["ok"] == true);
  std::string f;
  for (const json& st : r["steps"])
    if (st.value("key", std::string()) == "per_layer_bytes") f = st["formula"];
  CHECK(f.rfind("s·b·(10·h + 4·a·d + 4·g·d + 5·a·s + 4·f) = s·b·(34·h + 5·a·s) = s·b·h·(34 + 5·a·s/h), Korthikanti et al. 2022 Table 2", 0) == 0);
  CHECK(f.find("f = 4h") != std::string::npos);
  // sbh(34 + 5as/h) with s = 2048, b = 1, h = 12288, a = 96
  CHECK(r["activation_detail"]["per_layer_bytes"].get<double>() == Approx(2048.0 * 12288 * (34 + 5.0 * 96 * 2048 / 12288)).epsilon(1e-12));
  // Llama-2-7B (no dropout, SwiGLU): the extension, with the terms it summed
  r = handle_json({{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"seq_len", 4096}}}});
  for (const json& st : r["steps"])
    if (st.value("key", std::string()) == "per_layer_bytes") f = st["formula"];
  CHECK(f.rfind("s·b·(8·h + 4·a·d + 4·g·d + 2·a·s + 6·f) = s·b·(16·h + 2·a·s + 6·f)", 0) == 0);
  CHECK(f.find("Korthikanti et al.'s counting extended (no dropout, SwiGLU)") != std::string::npos);
}

// The total row's formula names exactly the rows it adds: a bare parameter count has no activations,
// a recipe without a master copy has no "master", an offloaded optimizer side is not in the GPU's
// total, ZeRO-3's gathered-layer buffer is named when it is added. Each named term's row, summed,
// must give the total (what the formula says is what was computed).
TEST_CASE("the memory total's formula names exactly the rows it sums", "[ledger_memory_formula]") {
  const std::map<std::string, std::string> row_of = {{"weights", "weights"}, {"gradients", "gradients"},
      {"gradient buffer", "gradient_buffer"}, {"master", "master_weights"}, {"optimizer", "optimizer_state"},
      {"activations", "activations"}, {"ZeRO-3 buffers", "zero3_buffers"}};
  const std::vector<json> requests = {
      {{"op", "memory"}, {"model", {{"params", 3e9}}}},
      {{"op", "memory"}, {"model", {{"params", 3e9}}}, {"precision", {{"recipe", "bf16_adam"}}}},
      {{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"training", {{"seq_len", 2048}, {"micro_batch", 1}}}},
      {{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"parallel", {{"dp", 8}, {"zero", 3}}}},
      {{"op", "memory"}, {"model", {{"preset", "llama-2-7b"}}}, {"parallel", {{"dp", 8}, {"zero", 1}, {"offload_optimizer", true}}}},
      {{"op", "memory"}, {"model", {{"params", 7e9}}}, {"precision", {{"recipe", "megatron_adam"}}}},
  };
  for (const json& req : requests) {
    INFO(req.dump());
    const json r = handle_json(req);
    REQUIRE(r["ok"] == true);
    std::map<std::string, double> bytes;
    std::string formula;
    double total = -1;
    for (const json& st : r["steps"]) {
      if (!st.contains("bytes") || !st.contains("key")) continue;  // rows in other units; per-tensor rows (no key)
      bytes[st["key"].get<std::string>()] = st["bytes"].get<double>();
      if (st["key"] == "total") formula = st["formula"].get<std::string>(), total = st["bytes"].get<double>();
    }
    INFO(formula);
    REQUIRE(total > 0);
    std::string terms = formula.substr(0, formula.find(" ("));
    double sum = 0;
    std::size_t named = 0;
    for (std::size_t at = 0; at <= terms.size();) {
      const std::size_t end = std::min(terms.find(" + ", at), terms.size());
      const std::string term = terms.substr(at, end - at);
      REQUIRE(row_of.count(term) == 1);
      REQUIRE(bytes.count(row_of.at(term)) == 1);
      sum += bytes.at(row_of.at(term));
      ++named;
      at = end + 3;
    }
    CHECK(sum == Approx(total).epsilon(1e-9));
    // Every nonzero state row in the GPU's total is named (an offloaded optimizer side is not in it).
    const bool offloaded = req.contains("parallel") && req["parallel"].value("offload_optimizer", false);
    for (const auto& [term, key] : row_of)
      if (bytes.count(key) && bytes.at(key) > 0 && !(offloaded && (key == "master_weights" || key == "optimizer_state")))
        CHECK((" + " + terms + " + ").find(" + " + term + " + ") != std::string::npos);
    CHECK(named >= 2);
    CHECK((formula.find("activations") != std::string::npos) == (bytes.count("activations") == 1));
  }
}
