// The memory ledger against its sources: the book pages (shared/seeds), the ZeRO paper's Figure 1,
// Korthikanti et al. 2022 Table 2, the pipeline factors of formulas.md §4.5 and the KV cache (§5).
#include <cmath>

#include "core/ledger/memory.h"
#include "test_helpers.h"

using namespace ledgerlab;
using namespace ledgerlab_test;

static double total(const json& r) { return r["per_gpu_bytes"]["total"].get<double>(); }
static double gpu(const json& r, const char* k) { return r["per_gpu_bytes"][k].get<double>(); }

TEST_CASE("Book pages: training state per parameter (seeds/002, seeds/000, seeds/004)", "[ledger_memory]") {
  // seeds/002: 7e9 × 16 B = 112 GB; weights 14, gradients 14, master 28, Adam m + v 56.
  json r = ok(R"({"op":"memory","model":{"params":7e9},"precision":{"recipe":"mixed_adam"}})");
  CHECK(total(r) == 112e9);
  CHECK(gpu(r, "weights") == 14e9);
  CHECK(gpu(r, "gradients") == 14e9);
  CHECK(gpu(r, "master_weights") == 28e9);
  CHECK(gpu(r, "optimizer_state") == 56e9);
  CHECK(r["bytes_per_param"].get<double>() == 16);
  // seeds/002 check-2: 3e9 × 16 B = 48 GB.
  CHECK(total(ok(R"({"op":"memory","model":{"params":3e9},"precision":{"recipe":"mixed_adam"}})")) == 48e9);
  // seeds/000: 7B FP16 weights + grads + Adam m, v = 84 GB of fixed state (12 B/param, no master copy).
  CHECK(total(ok(R"({"op":"memory","model":{"params":7e9},"precision":{"recipe":"bf16_adam"}})")) == 84e9);
  // seeds/004: 70B, BF16 weights + BF16 gradients + FP32 Adam m and v = 840 GB.
  CHECK(total(ok(R"({"op":"memory","model":{"params":70e9},"precision":{"weights":"bf16","gradients":"bf16","master_weights":"none","optimizer":"adam","optimizer_state":"fp32"}})")) == 840e9);
  // seeds/004: 560 GB of Adam moments sharded evenly over 64 workers = 8.75 GB each (ZeRO-1).
  json z = ok(R"({"op":"memory","model":{"params":70e9},"precision":{"recipe":"bf16_adam"},"parallel":{"dp":64,"zero":1}})");
  CHECK(gpu(z, "optimizer_state") == 8.75e9);
  // Inference: 2 B/param (seeds/002: "14 GB of FP16 weights").
  json inf = ok(R"({"op":"memory","mode":"inference","model":{"params":7e9}})");
  CHECK(gpu(inf, "weights") == 14e9);
}

TEST_CASE("Book page seeds/004: one B=8, T=8192, h=8192 bf16 hidden state is 1.07 GB", "[ledger_memory]") {
  // Full recompute keeps exactly the layer input, A·s·b·h (Korthikanti Table 2 row 6).
  json r = ok(R"({"op":"memory","model":{"preset":"llama-2-70b"},"training":{"micro_batch":8,"seq_len":8192,"recompute":"full"}})");
  CHECK(r["activation_detail"]["per_layer_bytes"].get<double>() == 8.0 * 8192 * 8192 * 2);
  CHECK(std::fabs(r["activation_detail"]["per_layer_bytes"].get<double>() / 1e9 - 1.07) < 0.005);
}

TEST_CASE("ZeRO paper Figure 1: 7.5B parameters on 64 GPUs", "[ledger_memory]") {
  // Rajbhandari et al. 2020 Fig. 1 (K = 12): 120 GB, 31.4 GB, 16.6 GB, 1.88 GB.
  const double expected[] = {120e9, 31.40625e9, 16.640625e9, 1.875e9};
  for (int stage = 0; stage <= 3; ++stage) {
    json r = ok(R"({"op":"memory","model":{"params":7.5e9},"precision":{"recipe":"mixed_adam"},"parallel":{"dp":64,"zero":)" +
                std::to_string(stage) + "}}");
    INFO("stage " << stage);
    CHECK(close(total(r), expected[stage]));
  }
}

TEST_CASE("Recipes: 12, 16, 18 B/param and Megatron's distributed optimizer 6 + 12/d", "[ledger_memory]") {
  auto bpp = [](const char* recipe) {
    return ok(std::string(R"({"op":"memory","model":{"params":1e9},"precision":{"recipe":")") + recipe + "\"}}")["bytes_per_param"].get<double>();
  };
  CHECK(bpp("mixed_adam") == 16);
  CHECK(bpp("bf16_adam") == 12);
  CHECK(bpp("fp32_adam") == 16);
  CHECK(bpp("megatron_adam") == 18);
  // formulas.md §2.4: Megatron distributed optimizer = 6 + 12/d B/param.
  json r = ok(R"({"op":"memory","model":{"params":1e9},"precision":{"recipe":"megatron_adam"},"parallel":{"dp":8,"zero":1}})");
  CHECK(close(total(r), 1e9 * (6 + 12.0 / 8)));
  // Optimizers: SGD keeps nothing; Lion/momentum one state; 8-bit Adam 2 × (1 + 4/2048).
  auto opt = [](const char* o) {
    return ok(std::string(R"({"op":"memory","model":{"params":1e9},"precision":{"recipe":"bf16_adam","optimizer":")") + o +
              "\"}}")["per_gpu_bytes"]["optimizer_state"].get<double>();
  };
  CHECK(opt("sgd") == 0);
  CHECK(opt("lion") == 4e9);
  CHECK(opt("sgd_momentum") == 4e9);
  CHECK(opt("adamw") == 8e9);
  CHECK(close(opt("adam_8bit"), 2e9 * (1 + 4.0 / 2048)));
  CHECK(opt("adafactor") == 0);  // bare count: factored state needs the matrix shapes
  // Adafactor with shapes: far below Adam's 2 states per parameter.
  json af = ok(R"({"op":"memory","model":{"preset":"llama-2-7b"},"precision":{"recipe":"bf16_adam","optimizer":"adafactor"}})");
  CHECK(gpu(af, "optimizer_state") > 0);
  CHECK(gpu(af, "optimizer_state") < 0.01 * 8 * 6.7e9);
}

TEST_CASE("Optimizer offload moves master and optimizer state to the host", "[ledger_memory]") {
  json r = ok(R"({"op":"memory","model":{"params":7e9},"parallel":{"dp":8,"zero":2,"offload_optimizer":true}})");
  CHECK(gpu(r, "master_weights") == 0);
  CHECK(gpu(r, "optimizer_state") == 0);
  CHECK(close(r["per_host_bytes"]["total"].get<double>(), 7e9 * 12 / 8));
  CHECK(close(total(r), 7e9 * 2 + 7e9 * 2 / 8));  // bf16 weights + grads sharded by ZeRO-2
}

// Korthikanti et al. 2022 Table 2, bytes per layer, GPT-style block (dropout, LayerNorm, f = 4h).
static double per_layer(const model_spec& m, long long s, long long b, long long t, bool sp, recompute_kind rc) {
  precision_spec p;
  training_spec tr;
  tr.seq_len = s; tr.micro_batch = b; tr.recompute = rc; tr.dropout = true;
  parallel_spec par;
  par.tp = t; par.sequence_parallel = sp;
  return block_activation_bytes(m, p, tr, par).configured_bytes;
}

TEST_CASE("Korthikanti Table 2: every row, several (s, b, h, a, t)", "[ledger_memory]") {
  struct cfg { long long s, b, h, a, t; };
  for (const cfg c : {cfg{2048, 1, 6144, 64, 8}, cfg{2048, 4, 12288, 96, 8}, cfg{1024, 2, 768, 12, 4}, cfg{4096, 1, 20480, 128, 8},
                      cfg{512, 3, 1024, 16, 2}}) {
    model_spec m = parse_model(json{{"layers", 2}, {"hidden", c.h}, {"heads", c.a}, {"ffn_hidden", 4 * c.h}, {"vocab", 51200},
                                    {"bias", true}, {"norm", "layernorm"}, {"position_embedding", "learned"},
                                    {"max_seq_len", c.s}, {"tied_embeddings", true}},
                               "/model");
    const double s = c.s, b = c.b, h = c.h, a = c.a, t = c.t, sbh = s * b * h;
    INFO("s=" << c.s << " b=" << c.b << " h=" << c.h << " a=" << c.a << " t=" << c.t);
    CHECK(close(per_layer(m, c.s, c.b, 1, false, recompute_kind::none), sbh * (34 + 5 * a * s / h)));
    CHECK(close(per_layer(m, c.s, c.b, c.t, false, recompute_kind::none), sbh * (10 + 24 / t + 5 * a * s / (h * t))));
    CHECK(close(per_layer(m, c.s, c.b, c.t, true, recompute_kind::none), sbh * (34 / t + 5 * a * s / (h * t))));
    CHECK(close(per_layer(m, c.s, c.b, c.t, false, recompute_kind::selective), sbh * (10 + 24 / t)));
    CHECK(close(per_layer(m, c.s, c.b, c.t, true, recompute_kind::selective), sbh * 34 / t));
    CHECK(close(per_layer(m, c.s, c.b, 1, false, recompute_kind::full), 2 * sbh));
  }
}

TEST_CASE("Activation extensions: SwiGLU, GQA, no dropout, flash attention (formulas.md §4.3-4.4)", "[ledger_memory]") {
  const long long s = 1024, b = 2;
  model_spec m = parse_model(json{{"layers", 2}, {"hidden", 512}, {"heads", 8}, {"kv_heads", 2}, {"ffn_hidden", 1536},
                                  {"vocab", 1000}, {"gated_mlp", true}, {"norm", "rmsnorm"}},
                             "/model");
  precision_spec p;
  training_spec tr;
  tr.seq_len = s; tr.micro_batch = b; tr.dropout = false;
  parallel_spec par;
  const double sb = s * b, h = 512, a = 8, g = 2, d = 64, f = 1536;
  // norms 2·2sbh, block inputs 2·2sbh, Q 2sb·a·d, K, V 2sb·g·d each, out-proj 2sbh, softmax 2as²b, MLP 6sbf
  const double expect = 8 * sb * h + 2 * sb * a * d + 4 * sb * g * d + 2 * sb * h + 2 * a * s * sb + 6 * sb * f;
  CHECK(close(block_activation_bytes(m, p, tr, par).none_bytes, expect));
  tr.flash_attention = true;  // no s² terms; fp32 softmax statistics 4·a·s·b
  const block_activations fl = block_activation_bytes(m, p, tr, par);
  CHECK(close(fl.none_bytes, expect - 2 * a * s * sb + 4 * a * sb));
  CHECK(fl.selective_bytes == fl.none_bytes);  // Megatron-LM #1225: selective saves nothing with flash
}

TEST_CASE("Pipeline layer equivalents: 1F1B, m < p, interleaving (formulas.md §4.5)", "[ledger_memory]") {
  training_spec tr;
  parallel_spec par;
  par.pp = 4;
  tr.grad_accum = 8;
  CHECK(layers_held_first_stage(32, tr, par) == 32);
  tr.grad_accum = 2;
  CHECK(layers_held_first_stage(32, tr, par) == 16);  // × m/p
  tr.grad_accum = 8;
  par.virtual_stages = 2;
  CHECK(close(layers_held_first_stage(32, tr, par), 32 * (1 + 3.0 / 8)));
  par.pp = 1;
  par.virtual_stages = 1;
  CHECK(layers_held_first_stage(32, tr, par) == 32);  // v = 1: no interleaving factor (not 2 − 1/p)
  // formulas.md §8.1: 126 layers + embedding + loss on p 8 × v 8: ranks hold 15 / 16 / 15; rank 0
  // holds p × its 15 layers × the interleaving factor
  par.pp = 8;
  par.virtual_stages = 8;
  par.embedding_in_split = par.loss_in_split = true;
  const stage_layers sl = pipeline_stage_layers(126, par);
  CHECK(sl.first == 15);
  CHECK(sl.middle == 16);
  CHECK(sl.last == 15);
  tr.grad_accum = 64;
  CHECK(close(layers_held_first_stage(126, tr, par), 120 * (1 + 7.0 / 64)));
  par.loss_in_split = false;  // 30 + 1 slots on p 1 (ignored) and on p 31 × v 1: rank 0 holds 0 layers
  par.virtual_stages = 1;
  par.pp = 31;
  const stage_layers s31 = pipeline_stage_layers(30, par);
  CHECK(s31.first == 0);
  CHECK(s31.middle == 1);
  CHECK(s31.last == 1);
  par.pp = 1;
  CHECK(pipeline_stage_layers(30, par).most() == 30);
}

TEST_CASE("Activation detail adds up and TP/PP shard the model states", "[ledger_memory]") {
  json r = ok(R"({"op":"memory","model":{"preset":"gpt3-175b"},"training":{"micro_batch":1,"seq_len":2048,"grad_accum":8},
                  "parallel":{"dp":8,"tp":8,"pp":8,"sequence_parallel":true,"zero":1}})");
  const json& ad = r["activation_detail"];
  CHECK(close(ad["blocks_bytes"].get<double>(), ad["per_layer_bytes"].get<double>() * ad["layers_held"].get<double>()));
  CHECK(close(gpu(r, "activations"), ad["blocks_bytes"].get<double>() + ad["other_bytes"].get<double>()));
  double sum = 0;
  for (const char* k : {"weights", "gradients", "master_weights", "optimizer_state", "activations", "kv_cache", "zero3_buffers"})
    sum += gpu(r, k);
  CHECK(close(total(r), sum));
  // Ψ_local: 12 layers of 96 with blocks ÷8 plus the vocab-parallel embedding and positions.
  const double h = 12288, L = 96, V = 50257, s = 2048;
  const double block_tp = 12 * h * h + 3 * h + 4 * h, block_rep = 4 * h + h + h;  // sharded vs replicated tensors
  const double local = L / 8 * (block_tp / 8 + block_rep) + V * h / 8 + s * h;
  CHECK(close(r["params_local"].get<double>(), local));
  CHECK(close(gpu(r, "weights"), 2 * local));
}

TEST_CASE("KV cache with GQA (formulas.md §5)", "[ledger_memory]") {
  // Llama-2-70B: 2 · 80 layers · 8 KV heads · 128 · 4096 tokens · batch 1 · 2 B = 1.342 GB.
  json r = ok(R"({"op":"memory","mode":"inference","model":{"preset":"llama-2-70b"},"inference":{"batch":1,"context_len":4096}})");
  CHECK(gpu(r, "kv_cache") == 2.0 * 80 * 8 * 128 * 4096 * 2);
  CHECK(gpu(r, "weights") == 2.0 * 68976648192);
  // The same model as MHA (kv_heads = heads) caches a/g = 8 × more.
  json mha = ok(R"({"op":"memory","mode":"inference","model":{"preset":"llama-2-70b","kv_heads":64},"inference":{"batch":1,"context_len":4096}})");
  CHECK(gpu(mha, "kv_cache") == 8 * gpu(r, "kv_cache"));
  // TP beyond the KV heads replicates them: t = 16 > g = 8 keeps one head per GPU.
  json tp16 = ok(R"({"op":"memory","mode":"inference","model":{"preset":"llama-2-70b"},"parallel":{"tp":16},"inference":{"batch":1,"context_len":4096}})");
  CHECK(gpu(tp16, "kv_cache") == 2.0 * 80 * 1 * 128 * 4096 * 2);
  CHECK(total(r) == gpu(r, "weights") + gpu(r, "kv_cache") + gpu(r, "activations"));
}

TEST_CASE("fits compares the total with capacity minus a stated reserve", "[ledger_memory]") {
  json r = ok(R"({"op":"memory","mode":"inference","model":{"params":7e9},"hardware":{"preset":"a100-80gb-sxm"}})");
  CHECK(r["fits"].get<bool>());
  CHECK(r["capacity_bytes"].get<double>() == 81920.0 * 1048576);
  CHECK(close(r["reserve_bytes"].get<double>(), 1e9 + 0.05 * 81920.0 * 1048576));
  json t = ok(R"({"op":"memory","model":{"params":7e9},"hardware":{"preset":"a100-80gb-sxm"}})");
  CHECK_FALSE(t["fits"].get<bool>());  // 112 GB of training state: the book's point
  json z = ok(R"({"op":"memory","model":{"params":7e9},"hardware":{"preset":"a100-80gb-sxm"},"reserve_bytes":0})");
  CHECK(z["reserve_bytes"].get<double>() == 0);
}

TEST_CASE("Every memory response carries every key, steps and exclusions", "[ledger_memory]") {
  for (const char* req : {R"({"op":"memory","model":{"params":7e9}})", R"({"op":"memory","model":{"preset":"mixtral-8x7b"},"parallel":{"dp":8,"ep":8,"zero":3}})",
                          R"({"op":"memory","mode":"inference","model":{"preset":"llama-3-8b"}})"}) {
    json r = ok(req);
    for (const char* k : {"weights", "gradients", "master_weights", "optimizer_state", "activations", "kv_cache", "total"})
      CHECK(r["per_gpu_bytes"].contains(k));
    for (const char* k : {"per_layer_bytes", "layers_held", "blocks_bytes", "other_bytes"}) CHECK(r["activation_detail"].contains(k));
    REQUIRE(r["steps"].is_array());
    CHECK(r["steps"].size() >= 3);
    for (const auto& s : r["steps"]) {
      CHECK(s.contains("label"));
      CHECK(s.contains("formula"));
    }
    CHECK(r["excluded"].size() >= 1);
  }
  // A bare count says that activations were left out.
  json bare = ok(R"({"op":"memory","model":{"params":7e9}})");
  CHECK(bare["excluded"][0].get<std::string>().find("activations") != std::string::npos);
}

TEST_CASE("Expert parallelism shards expert weights, ZeRO shards experts over dp/ep", "[ledger_memory]") {
  json a = ok(R"({"op":"memory","model":{"preset":"mixtral-8x7b"},"parallel":{"dp":8}})");
  json b = ok(R"({"op":"memory","model":{"preset":"mixtral-8x7b"},"parallel":{"dp":8,"ep":8}})");
  CHECK(gpu(b, "weights") < gpu(a, "weights") / 4);
  CHECK(b["params_local"].get<double>() < 0.25 * a["params_local"].get<double>());
}

// formulas.md §8.1: with the uneven split, pipeline rank 1 (16 layers, p + (p − 3)/v micro-batches in
// flight) can outweigh rank 0 (15 layers + embedding, p + (p − 1)/v): both are computed, the larger reported.
TEST_CASE("Uneven pipeline split: the memory of rank 0 and rank 1, the larger reported", "[ledger_memory]") {
  const char* base = R"({"op":"memory","model":{"preset":"llama-3.1-405b"},"precision":{"recipe":"megatron_adam"},
      "training":{"micro_batch":1,"seq_len":8192,"global_batch":512,"flash_attention":true},
      "parallel":{"dp":8,"tp":8,"pp":8,"cp":2,"virtual_stages":8,"zero":1,"sequence_parallel":true,
                  "account_for_embedding_in_pipeline_split":true,"account_for_loss_in_pipeline_split":true}})";
  json r = ok(base);
  const json& ad = r["activation_detail"];
  // rank 1: 16 layers × (8 + 5/8) micro-batches = 138 layer equivalents (rank 0: 15 × (8 + 7/8) = 133.1)
  CHECK(close(ad["layers_held"].get<double>(), 16 * (8 + 5.0 / 8)));
  bool named = false;
  for (const json& st : r["steps"])
    if (st.value("key", std::string()) == "pipeline_rank") {  // some rows have no key: const [] on one is UB
      named = st["formula"].get<std::string>().find("15 / 16 / 15") != std::string::npos && st["value"] == 1;
    }
  CHECK(named);
  // Ψ_local: 16 layers, no embedding on rank 1
  const double h = 16384, ffn = 53248, kv = 8 * 128;  // head_dim 128
  const double layer_tp = h * (h + 2 * kv) + h * h + 3 * h * ffn;  // qkv, out, gated MLP (no bias)
  CHECK(close(r["params_local"].get<double>(), 16 * (layer_tp / 8 + 2 * h)));
  // an even model of 128 layers (16 per rank) holds more than either rank of the uneven split
  json even = json::parse(base);
  even["model"]["layers"] = 128;
  even["parallel"].erase("account_for_embedding_in_pipeline_split");
  even["parallel"].erase("account_for_loss_in_pipeline_split");
  json e = ok(even.dump());
  CHECK(total(e) > total(r));
  CHECK(close(e["activation_detail"]["layers_held"].get<double>(), 128 * (1 + 7.0 / 64)));
}
