// FLOPs against their sources: Narayanan et al. 2021 Eq. 3, Megatron's two per-step forms
// (formulas.md §6.3), Kaplan's 6N, inference 2N, and the MFU/HFU definitions (§6.4).
#include "core/ledger/compute.h"
#include "test_helpers.h"

using namespace ledgerlab;
using namespace ledgerlab_test;

TEST_CASE("Narayanan Eq. 3 and Megatron's per-step FLOPs are reproduced exactly", "[ledger_compute]") {
  // megatron-175b: L = 96, h = 12288, V = 51200, s = 2048; B = 1536 sequences per step.
  const double L = 96, h = 12288, V = 51200, s = 2048, B = 1536;
  json full = ok(R"({"op":"flops","model":{"preset":"megatron-175b"},"training":{"seq_len":2048,"global_batch":1536,"recompute":"full"}})");
  CHECK(close(full["per_step_flops"]["hardware"].get<double>(), 96 * B * s * L * h * h * (1 + s / (6 * h) + V / (16 * L * h))));
  // Megatron before 2025 (no recompute, not halved): 72·B·s·L·h²(1 + s/(6h) + V/(12·L·h)).
  CHECK(close(full["per_step_flops"]["model"].get<double>(), 72 * B * s * L * h * h * (1 + s / (6 * h) + V / (12 * L * h))));
  // Megatron since 2025-03 (causal-halved): 72·B·s·L·h²(1 + s/(12h) + V/(12·L·h)).
  json halved = ok(R"({"op":"flops","model":{"preset":"megatron-175b"},"attention":"causal_halved","training":{"seq_len":2048,"global_batch":1536}})");
  CHECK(close(halved["per_step_flops"]["model"].get<double>(), 72 * B * s * L * h * h * (1 + s / (12 * h) + V / (12 * L * h))));
  CHECK(halved["attention"] == "causal_halved");
}

TEST_CASE("6N training vs 2N inference per token (seeds/002, Kaplan et al. 2020)", "[ledger_compute]") {
  json r = ok(R"({"op":"flops","model":{"params":7e9},"tokens":1e12})");
  CHECK(r["per_token_flops"]["model"].get<double>() == 42e9);
  CHECK(r["per_token_flops"]["inference"].get<double>() == 14e9);
  CHECK(r["total_flops"]["six_n"].get<double>() == 6 * 7e9 * 1e12);
  // With an architecture, model FLOPs = 3 × forward, and exceed 6N by the attention term.
  json a = ok(R"({"op":"flops","model":{"preset":"llama-2-7b"},"training":{"seq_len":4096}})");
  const double fwd = a["per_token_flops"]["inference"].get<double>();
  CHECK(close(a["per_token_flops"]["model"].get<double>(), 3 * fwd));
  CHECK(a["per_token_flops"]["model"].get<double>() > a["per_token_flops"]["six_n"].get<double>());
  // PaLM App. B: 6N + 12·L·H·Q·T with N the matmul parameters (no input embedding).
  const double N_matmul = 6738415616.0 - 32000.0 * 4096 - 32 * 2 * 4096 - 4096;  // minus embedding table, norms
  CHECK(close(a["per_token_flops"]["model"].get<double>(), 6 * N_matmul + 12.0 * 32 * 32 * 128 * 4096));
}

TEST_CASE("Selective recompute adds the attention core's forward, MoE uses active parameters", "[ledger_compute]") {
  json none = ok(R"({"op":"flops","model":{"preset":"megatron-22b"},"training":{"seq_len":2048}})");
  json sel = ok(R"({"op":"flops","model":{"preset":"megatron-22b"},"training":{"seq_len":2048,"recompute":"selective"}})");
  const double L = 48, h = 6144, s = 2048;
  CHECK(close(sel["per_token_flops"]["hardware"].get<double>() - none["per_token_flops"]["hardware"].get<double>(), L * 4 * s * h));
  json moe = ok(R"({"op":"flops","model":{"preset":"mixtral-8x7b"},"training":{"seq_len":4096}})");
  CHECK(moe["per_token_flops"]["six_n"].get<double>() < 6 * 13e9);
}

TEST_CASE("MFU and HFU from a measured step time (PaLM App. B)", "[ledger_compute]") {
  json r = ok(R"({"op":"flops","model":{"params":1e9},"training":{"seq_len":1000,"global_batch":100},
                  "measured":{"step_s":2.0,"peak_flops_per_s":1e14,"gpus":4}})");
  // 6e9 FLOP/token × 1e5 tokens / 2 s / (4 × 1e14) = 0.75
  CHECK(close(r["mfu"].get<double>(), 0.75));
  CHECK(close(r["hfu"].get<double>(), 0.75));
  json t = ok(R"({"op":"flops","model":{"params":1e9},"training":{"seq_len":1000,"global_batch":100},
                  "measured":{"tokens_per_s":5e4,"peak_flops_per_s":1e14,"gpus":4}})");
  CHECK(close(t["mfu"].get<double>(), 0.75));
  json f = ok(R"({"op":"flops","model":{"preset":"gpt2"},"training":{"seq_len":1024,"recompute":"full"},
                  "measured":{"step_s":1,"peak_flops_per_s":1e14}})");
  CHECK(f["hfu"].get<double>() > f["mfu"].get<double>());
}
