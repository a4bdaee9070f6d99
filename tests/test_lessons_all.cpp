// Lessons end to end (core/quiz/lesson.h + API ops lessons/lesson/check): every lesson file loads and
// every question's expected value computes; the five "Check your understanding" items of
// 002_f6add68fa747045b.txt graded against the page's own answers; a table of reader answers
// (right in many forms, wrong in each diagnosed way, garbage) with verdict and feedback kind;
// seeded variants; the loader's rejections (file + JSON pointer + reason).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "core/api.h"
#include "core/quiz/lesson.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

namespace {

json api(const json& req) { return json::parse(handle(req.dump())); }

json check(const std::string& q, const std::string& answer, long long seed = 0) {
  json r = api({{"op", "check"}, {"question", q}, {"answer", answer}, {"seed", seed}});
  INFO("check " << q << " \"" << answer << "\": " << r.dump());
  REQUIRE(r["ok"] == true);
  return r;
}

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

const lesson& must_find(const std::string& id) {
  const lesson* l = find_lesson(id);
  REQUIRE(l != nullptr);
  return *l;
}

}  // namespace

TEST_CASE("every lesson file loads, on disk and embedded, and covers its page's headings", "[lessons_all]") {
  std::set<std::string> disk_ids;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(LEDGERLAB_SOURCE_DIR) / "lessons")) {
    if (entry.path().extension() != ".json") continue;
    lesson l = load_lesson_text(read_file(entry.path()), entry.path().filename().string());
    disk_ids.insert(l.id);
  }
  std::set<std::string> embedded_ids;
  for (const auto& l : lesson_catalog()) embedded_ids.insert(l.id);
  CHECK(disk_ids == embedded_ids);
  CHECK(embedded_ids == std::set<std::string>{"training-resource-accounting", "training-is-its-own-beast",
                                              "training-vs-inference-memory"});

  // Section headings as printed on the three book pages (shared/seeds/*.txt).
  const std::pair<const char*, std::vector<std::string>> pages[] = {
      {"training-resource-accounting",
       {"Scenario: Why Training Eats More Than Inference", "Memory Ledger: Four Copies Stacked",
        "Communication Ledger: All-Reduce and Parallelism", "Recomputation Ledger: Trading Compute for Memory",
        "Training System Selection Checklist"}},
      {"training-is-its-own-beast",
       {"What training has to keep in memory", "Worked example: training state for a 7B model",
        "The optimizer is the hidden cost", "Two levers that trade compute for memory", "Forward + backward, in one breath",
        "It actually happened — sublinear-memory training (Chen et al., 2016)", "Check your understanding"}},
      {"training-vs-inference-memory",
       {"Why training needs so much more GPU memory than inference", "Four major memory consumers", "Activations",
        "Activation checkpointing", "Why multi-GPU training is unavoidable", "Training also stores temporary computation",
        "Why inference has a different memory problem", "Sharding changes ownership, not total information",
        "Activation memory grows with sequence length and batch size",
        "Why optimizer precision can differ from model precision"}},
  };
  for (const auto& [id, headings] : pages) {
    const lesson& l = must_find(id);
    REQUIRE(l.sections.size() == headings.size());
    for (std::size_t i = 0; i < headings.size(); ++i) {
      CHECK(l.sections[i].heading == headings[i]);
      CHECK((!l.sections[i].questions.empty() || !l.sections[i].exercises.empty()));
    }
  }
}

TEST_CASE("every question's expected value computes for several seeds, page answers grade correct", "[lessons_all]") {
  int numeric = 0, page_answers = 0;
  for (const auto& l : lesson_catalog()) {
    for (const auto& s : l.sections) {
      for (const auto& q : s.questions) {
        for (unsigned long long seed : {0ULL, 1ULL, 2ULL, 3ULL, 17ULL, 123456789ULL}) {
          question_variant v = pick_variant(l, q, seed, handle_json);
          if (seed == 0) CHECK(v.index == 0);
          CHECK(v.prompt.find('{') == std::string::npos);
          if (q.type == "numeric") {
            numeric_eval ev = evaluate_numeric(l, q, v, handle_json);
            INFO(l.id << "/" << q.id << " seed " << seed);
            CHECK(std::isfinite(ev.expect.value));
            CHECK(ev.expect.value > 0);
            CHECK_FALSE(ev.steps.empty());
            for (const auto& c : ev.candidates) CHECK(std::isfinite(c.value));
            if (seed == 0) ++numeric;
          }
        }
        if (q.spec.contains("page_answer")) {
          json r = check(l.id + "/" + q.id, q.spec["page_answer"].get<std::string>());
          INFO(l.id << "/" << q.id << ": " << r["feedback"]);
          CHECK(r["correct"] == true);
          ++page_answers;
        }
      }
    }
  }
  CHECK(numeric >= 20);
  CHECK(page_answers >= 20);
}

TEST_CASE("the five check-N items, in page order, graded against the page's own answers", "[lessons_all]") {
  const lesson& l = must_find("training-is-its-own-beast");
  const lesson_section& last = l.sections.back();
  REQUIRE(last.id == "check-your-understanding");
  REQUIRE(last.questions.size() == 6);  // the page's five checks, then the chapter's worked problem
  for (int i = 0; i < 5; ++i) CHECK(last.questions[i].id == "check-" + std::to_string(i + 1));
  CHECK(last.questions[5].id == "problem-1");
  const std::string p = "training-is-its-own-beast/";
  // Answers copied from the page's "Show answers".
  CHECK(check(p + "check-1",
              "Weights, gradients, optimizer state (e.g. Adam’s momentum, variance, and a master copy), and saved "
              "activations. Inference needs only the weights (plus a runtime KV cache).")["correct"] == true);
  json c2 = check(p + "check-2", "48 GB");
  CHECK(c2["correct"] == true);
  CHECK(c2["expected"] == "48 GB");
  CHECK(check(p + "check-2", "3e9 × 16 bytes")["correct"] == true);
  CHECK_FALSE(c2["solution"]["steps"].empty());
  CHECK(check(p + "check-3",
              "Serving needs ~2 bytes/param (just weights); training needs ~16 bytes/param because of gradients, "
              "optimizer moments, and the master copy — about 8× more memory, which overflows a single card.")["correct"] == true);
  CHECK(check(p + "check-4",
              "It trades extra compute (recomputing activations during the backward pass, ~20–30% more) for a large "
              "reduction in activation memory (roughly O(layers) → O(√layers)).")["correct"] == true);
  CHECK(check(p + "check-5",
              "Gradient accumulation — run several micro-batches, sum their gradients, and step once. The cost is "
              "wall-clock time, since the micro-batches run sequentially rather than as one large parallel batch.")["correct"] == true);
}

TEST_CASE("reader answers: verdict and feedback kind", "[lessons_all]") {
  struct row {
    const char* question;
    const char* answer;
    bool correct;
    const char* kind;
    const char* diagnosis;  // "" = none expected
  };
  const std::string beast = "training-is-its-own-beast/";
  const std::string acct = "training-resource-accounting/";
  const std::string mem = "training-vs-inference-memory/";
  const row rows[] = {
      // check-2: 3B model, 48 GB, right in many forms
      {"T/check-2", "48 GB", true, "correct", ""},
      {"T/check-2", "48GB", true, "correct", ""},
      {"T/check-2", "48 gigabytes", true, "correct", ""},
      {"T/check-2", "4.8e10 bytes", true, "correct", ""},
      {"T/check-2", "48,000 MB", true, "correct", ""},
      {"T/check-2", "0.048 TB", true, "correct", ""},
      {"T/check-2", "44.7 GiB", true, "correct", ""},
      {"T/check-2", "~48 GB", true, "correct", ""},
      {"T/check-2", "48 G", true, "correct", ""},
      {"T/check-2", "3e9 * 16 bytes", true, "correct", ""},
      {"T/check-2", "3e9 × 16 B", true, "correct", ""},
      {"T/check-2", "about 48 GB", true, "correct", ""},
      {"T/check-2", "48000000000 bytes", true, "correct", ""},
      {"T/check-2", "48,000,000,000 B", true, "correct", ""},
      {"T/check-2", "47.5 GB", true, "correct", ""},
      {"T/check-2", "4.8 × 10^10 bytes", true, "correct", ""},
      {"T/check-2", "6 + 6 + 12 + 24 GB", true, "correct", ""},
      // wrong in each diagnosed way
      {"T/check-2", "6 GB", false, "misconception", "inference_2_bytes"},
      {"T/check-2", "36 GB", false, "misconception", "no_master_copy"},
      {"T/check-2", "54 GB", false, "misconception", "fp32_gradients_added"},
      {"T/check-2", "48 GiB", false, "unit_partial", "gib_vs_gb"},
      {"T/check-2", "44.7 GB", false, "misconception", "gib_vs_gb"},
      {"T/check-2", "384 GB", false, "misconception", "bits_vs_bytes"},
      {"T/check-2", "48 Gb", false, "unit_partial", "bits_vs_bytes"},
      {"T/check-2", "48 MB", false, "unit_partial", "wrong_prefix"},
      {"T/check-2", "48B", false, "unit_partial", "missing_prefix"},
      {"T/check-2", "48", true, "correct", ""},  // the prompt asks in GB
      {"T/check-2", "48 B params", false, "wrong_dimension", "wrong_dimension"},
      {"T/check-2", "0.05 TB", false, "too_few_digits", ""},
      {"T/check-2", "48000 GB", false, "misconception", "prefix"},
      {"T/check-2", "75 GB", false, "incorrect", ""},
      // garbage
      {"T/check-2", "", false, "unreadable", ""},
      {"T/check-2", "forty-eight gigabytes", true, "correct", ""},
      {"T/check-2", "48 furlongs", false, "unreadable", ""},
      {"T/check-2", "48,5 GB", true, "correct", ""},  // a decimal comma: 48.5 GB is within 2%
      {"T/check-2", "48,000 GB", false, "ambiguous", ""},  // 48000 GB, or 48.000 GB to a decimal-comma writer
      {"T/check-2", "48,000 MB", true, "correct", ""},
      // "mil": a million in English slang, a thousand in Spanish and Portuguese (session 38)
      {"T/accum-tokens", "65.5 mil tokens", false, "ambiguous", ""},
      {"T/accum-tokens", "cerca de 65.5 mil tokens", true, "correct", ""},
      {"T/accum-tokens", "65.5 million tokens", false, "misconception", "prefix"},
      {"T/check-2", "1e999 GB", false, "unreadable", ""},
      {"T/check-2", "((((((((((48))))))))))) GB", false, "unreadable", ""},
      // 7B worked example: 112 GB
      {"T/persistent-state", "112 GB", true, "correct", ""},
      {"T/persistent-state", "7e9 * 16 bytes", true, "correct", ""},
      {"T/persistent-state", "104.3 GiB", true, "correct", ""},
      {"T/persistent-state", "0.112 TB", true, "correct", ""},
      {"T/persistent-state", "14 GB", false, "misconception", "weights_only"},
      {"T/persistent-state", "84 GB", false, "misconception", "no_master_copy"},
      {"T/persistent-state", "126 GB", false, "misconception", "fp32_gradients_added"},
      // 6N FLOPs per token: 42 GFLOP
      {"T/train-flops-per-token", "42 GFLOP", true, "correct", ""},
      {"T/train-flops-per-token", "4.2e10 FLOPs", true, "correct", ""},
      {"T/train-flops-per-token", "6 * 7e9 FLOP", true, "correct", ""},
      {"T/train-flops-per-token", "14 GFLOP", false, "misconception", "forward_only"},
      {"T/train-flops-per-token", "42 GFLOP/s", false, "wrong_dimension", "wrong_dimension"},
      {"T/train-flops-per-token", "42 GB", false, "wrong_dimension", "wrong_dimension"},
      {"T/train-flops-per-token", "42 TFLOPS", false, "unit_partial", "wrong_prefix"},
      // bytes per parameter (exact)
      {"T/bytes-per-param", "16", true, "correct", ""},
      {"T/bytes-per-param", "16 bytes/param", true, "correct", ""},
      {"T/bytes-per-param", "2", false, "misconception", "inference_2_bytes"},
      {"T/bytes-per-param", "12 B/param", false, "misconception", "no_master_copy"},
      // ring all-reduce volume, P = 8: 24.5 GB
      {"A/allreduce-volume", "24.5 GB", true, "correct", ""},
      {"A/allreduce-volume", "2 * 7/8 * 14 GB", true, "correct", ""},
      {"A/allreduce-volume", "196 Gb", true, "correct", ""},
      {"A/allreduce-volume", "1.75 GB", false, "misconception", "divided_by_p"},
      {"A/allreduce-volume", "12.25 GB", false, "misconception", "reduce_scatter_only"},
      {"A/allreduce-volume", "14 GB", false, "misconception", "naive_full_buffer"},
      // the page's 12-byte fixed state: 84 GB
      {"A/fixed-state-7b", "84 GB", true, "correct", ""},
      {"A/fixed-state-7b", "112 GB", false, "misconception", "master_copy_added"},
      {"A/fixed-state-7b", "56 GB", false, "misconception", "optimizer_left_out"},
      {"A/fixed-state-7b", "14 GB", false, "misconception", "inference_2_bytes"},
      // KV cache of Llama-2-70B, batch 8 × 4096 tokens
      {"M/kv-cache-70b", "10.7 GB", true, "correct", ""},
      {"M/kv-cache-70b", "10 GiB", true, "correct", ""},
      {"M/kv-cache-70b", "85.9 GB", false, "misconception", "mha_not_gqa"},
      {"M/kv-cache-70b", "5.37 GB", false, "misconception", "forgot_k_and_v"},
      {"M/kv-cache-70b", "10 GB", false, "misconception", "gib_vs_gb"},
      // one [8, 8192, 8192] BF16 tensor
      {"M/hidden-tensor-bytes", "1 GiB", true, "correct", ""},
      {"M/hidden-tensor-bytes", "1.07 GB", true, "correct", ""},
      {"M/hidden-tensor-bytes", "1 GB", false, "misconception", "gib_vs_gb"},
      {"M/hidden-tensor-bytes", "2.15 GB", false, "misconception", "fp32_values"},
      // sharding 560 GB over 64 workers
      {"M/sharded-adam", "8.75 GB", true, "correct", ""},
      {"M/sharded-adam", "560/64 GB", true, "correct", ""},
      {"M/sharded-adam", "560 GB", false, "misconception", "not_sharded"},
      {"M/double-b-and-t", "4x", true, "correct", ""},
      {"M/double-b-and-t", "4", true, "correct", ""},
      {"M/double-b-and-t", "2", false, "misconception", "added_not_multiplied"},
      // √n checkpointing on a 64-layer chain (recompute ledger): 15 GB peak, 29% extra compute
      {"T/sqrt-peak", "15 GB", true, "correct", ""},
      {"T/sqrt-peak", "64 GB", false, "misconception", "no_checkpointing"},
      {"T/sqrt-overhead", "29%", true, "correct", ""},
      {"T/sqrt-overhead", "0.29", true, "correct", ""},
      {"T/sqrt-overhead", "33%", false, "misconception", "full_forward"},
      {"T/sqrt-overhead", "15 GB", false, "wrong_dimension", ""},
      // choices, ordering, short answers
      {"T/training-only-state", "b, c, d", true, "correct", ""},
      {"T/training-only-state", "b, c", false, "partial", ""},
      {"T/training-only-state", "a, b, c, d", false, "partial", ""},
      {"T/training-only-state", "q", false, "unreadable", ""},
      {"T/fits-80gb", "c", true, "correct", ""},
      {"T/fits-80gb", "a", false, "incorrect", "a"},
      {"A/memory-short-order", "c, d, a, b", true, "correct", ""},
      {"A/memory-short-order", "b, a, d, c", false, "incorrect", ""},
      {"A/memory-short-order", "c, a, d, b", false, "partial", ""},
      {"T/check-5", "activation checkpointing", false, "misconception", "checkpointing"},
      {"T/check-5", "gradient accumulation; it costs wall-clock time", true, "correct", ""},
      {"T/check-5", "gradient accumulation", false, "partial", ""},
      {"T/check-1", "weights and gradients", false, "partial", ""},
      {"T/check-4", "It costs extra FLOPs to recompute, but saves memory", true, "correct", ""},
      {"T/check-3", "training needs gradients and optimizer states, serving only the weights", true, "correct", ""},
      {"T/check-3", "no idea", false, "incorrect", ""},
  };
  int n = 0;
  for (const auto& r : rows) {
    std::string q = r.question;
    std::string ref = (q[0] == 'T' ? beast : q[0] == 'A' ? acct : mem) + q.substr(2);
    json res = check(ref, r.answer);
    INFO(ref << " answer \"" << r.answer << "\" -> " << res["kind"] << " / " << res.value("diagnosis", std::string("-"))
             << ": " << res["feedback"]);
    CHECK(res["correct"] == r.correct);
    CHECK(res["kind"] == r.kind);
    CHECK(res.value("diagnosis", std::string()) == r.diagnosis);
    CHECK_FALSE(res["feedback"].get<std::string>().empty());
    CHECK((res["score"].get<double>() >= 0 && res["score"].get<double>() <= 1));
    if (r.correct) CHECK(res["score"].get<double>() == 1);
    ++n;
  }
  CHECK(n >= 60);
}

TEST_CASE("check response fields: expected, accepted range, parsed, worked solution", "[lessons_all]") {
  json r = check("training-is-its-own-beast/check-2", "44.7 GiB");
  CHECK(r["expected"] == "48 GB");
  CHECK_THAT(r["accepted_range"][0].get<double>(), WithinRel(47.04e9, 1e-12));
  CHECK_THAT(r["accepted_range"][1].get<double>(), WithinRel(48.96e9, 1e-12));
  CHECK(r["parsed"]["dimension"] == "bytes");
  CHECK(r["parsed"]["unit"] == "B");
  CHECK(r["parsed"]["typed_unit"] == "GiB");
  CHECK(r["feedback"].get<std::string>().find("GiB read as binary") != std::string::npos);
  CHECK(r["solution"]["page_answer"] == "48 GB");
  bool has_total = false;
  for (const auto& s : r["solution"]["steps"])
    if (s.value("bytes", 0.0) == 48e9) has_total = true;
  CHECK(has_total);
  // every feedback carries the worked solution, also for a wrong answer
  json w = check("training-is-its-own-beast/check-2", "36 GB");
  CHECK_FALSE(w["solution"]["steps"].empty());
}

TEST_CASE("seeded variants: deterministic, canonical at seed 0, pinned across hosts", "[lessons_all]") {
  const lesson& l = must_find("training-is-its-own-beast");
  const lesson_question* q = find_question(l, "check-2");
  REQUIRE(q != nullptr);
  // Pinned: SplitMix64 + FNV-1a give these rows on every host (quiz-grading.md §4).
  const std::pair<unsigned long long, std::size_t> pinned[] = {{0, 0}, {1, 4}, {2, 1}, {3, 3}, {42, 1}};
  for (const auto& [seed, idx] : pinned) CHECK(pick_variant(l, *q, seed, handle_json).index == idx);
  std::set<std::size_t> seen;
  for (unsigned long long seed = 0; seed < 64; ++seed) {
    question_variant a = pick_variant(l, *q, seed, handle_json), b = pick_variant(l, *q, seed, handle_json);
    CHECK(a.index == b.index);
    CHECK(a.prompt == b.prompt);
    seen.insert(a.index);
    // the variant's answer is its own params × 16 bytes, computed by the memory ledger
    numeric_eval ev = evaluate_numeric(l, *q, a, handle_json);
    CHECK_THAT(ev.expect.value, WithinRel(a.values["params"].get<double>() * 16, 1e-12));
  }
  CHECK(seen.size() == 5);
  CHECK(pick_variant(l, *q, 1, handle_json).prompt ==
        "Using the ~16 bytes/param rule, compute the persistent training state for a 70B model. Answer in GB (1 GB = 10^9 bytes).");
  CHECK(check("training-is-its-own-beast/check-2", "1120 GB", 1)["correct"] == true);
  CHECK(check("training-is-its-own-beast/check-2", "48 GB", 1)["correct"] == false);
  json les = api({{"op", "lesson"}, {"id", "training-is-its-own-beast"}, {"seed", 1}});
  REQUIRE(les["ok"] == true);
  bool found = false;
  for (const auto& s : les["sections"])
    for (const auto& qq : s["questions"])
      if (qq["id"] == "check-2") {
        found = true;
        CHECK(qq["variant"] == 4);
        CHECK(qq["prompt"].get<std::string>().find("70B") != std::string::npos);
        CHECK_FALSE(qq.contains("answer"));  // answers stay in the core
      }
  CHECK(found);
}

TEST_CASE("lesson API errors", "[lessons_all]") {
  json idx = api({{"op", "lessons"}});
  REQUIRE(idx["ok"] == true);
  CHECK(idx["lessons"].size() == 3);
  json bad_lesson = api({{"op", "lesson"}, {"id", "nope"}});
  CHECK(bad_lesson["error"]["path"] == "/id");
  json unknown_q = api({{"op", "check"}, {"question", "training-is-its-own-beast/check-9"}, {"answer", "1"}});
  CHECK(unknown_q["error"]["code"] == "unknown_question");
  CHECK(unknown_q["error"]["path"] == "/question");
  json no_slash = api({{"op", "check"}, {"question", "check-2"}, {"answer", "1"}});
  CHECK(no_slash["error"]["code"] == "unknown_question");
  json neg_seed = api({{"op", "check"}, {"question", "training-is-its-own-beast/check-2"}, {"answer", "1"}, {"seed", -1}});
  CHECK(neg_seed["error"]["path"] == "/seed");
  json num_answer = api({{"op", "check"}, {"question", "training-is-its-own-beast/check-2"}, {"answer", 48}});
  CHECK(num_answer["error"]["path"] == "/answer");
  // an unreadable answer is not an API error
  json garbage = api({{"op", "check"}, {"question", "training-is-its-own-beast/check-2"}, {"answer", std::string(5000, 'x')}});
  CHECK(garbage["ok"] == true);
  CHECK(garbage["correct"] == false);
  CHECK(garbage["kind"] == "unreadable");
}

TEST_CASE("the loader rejects bad lesson files with file, JSON pointer and reason", "[lessons_all]") {
  const json good = json::parse(R"({
    "schema_version": 1, "id": "t", "title": "T", "summary": "S", "source_page": "p.txt",
    "sections": [{"id": "s", "heading": "H", "summary": "S",
      "exercises": [{"id": "e", "widget": "memory", "prompt": "P",
        "request": {"op": "memory", "model": {"params": 3e9}, "precision": {"recipe": "mixed_adam"}},
        "inputs": [{"pointer": "/model/params", "label": "params", "min": 1e8, "max": 1e12}]}],
      "questions": [{"id": "q", "type": "numeric", "prompt": "P",
        "answer": {"request": {"op": "memory", "mode": "train", "model": {"params": 3e9}, "precision": {"recipe": "mixed_adam"}},
                   "pointer": "/per_gpu_bytes/total", "dimension": "bytes", "unit": "GB"},
        "misconceptions": [{"id": "m", "factor": 0.75, "feedback": "F"}]}]}]})");
  lesson ok = load_lesson_text(good.dump(), "t.json");
  numeric_eval ev = evaluate_numeric(ok, ok.sections[0].questions[0], pick_variant(ok, ok.sections[0].questions[0], 0, handle_json), handle_json);
  CHECK(ev.expect.value == 48e9);

  struct mutation {
    const char* pointer;  // where to change
    json value;           // new value; null = remove the key
    const char* path;     // expected error path
    const char* reason;   // part of the message
  };
  const std::string q0 = "/sections/0/questions/0";
  // the loader turns `doc` away with an error at `path` whose message is "t.json: <path>: ..." and says `reason`
  auto rejected = [](const json& doc, const std::string& path, const std::string& reason) {
    try {
      (void)load_lesson_text(doc.dump(), "t.json");
      FAIL("accepted a bad lesson");
    } catch (const api_error& e) {
      INFO("message: " << e.what());
      CHECK(e.path == path);
      CHECK(std::string(e.what()).rfind("t.json: " + path + ": ", 0) == 0);
      CHECK(std::string(e.what()).find(reason) != std::string::npos);
    }
  };
  const mutation ms[] = {
      {"/colour", "red", "/colour", "unknown key \"colour\""},
      {"/title", nullptr, "/title", "title is required"},
      {"/schema_version", 2, "/schema_version", "schema_version must be 1"},
      {"/sections/0/id", "Bad Id", "/sections/0/id", "URL anchor"},
      {"/sections/0/questions/0/type", "essay", "/sections/0/questions/0/type", "type must be one of"},
      {"/sections/0/questions/0/answer/pointer", "per_gpu", "/sections/0/questions/0/answer/pointer", "not a JSON pointer"},
      {"/sections/0/questions/0/answer/unit", "params", "/sections/0/questions/0/answer/unit", "is not a unit of bytes"},
      {"/sections/0/questions/0/answer/request/model/params", "$n", "/sections/0/questions/0/answer/request/model/params",
       "names no column"},
      {"/sections/0/questions/0/answer/tolerance", 0.1, "/sections/0/questions/0/answer/tolerance", "unknown key"},
      {"/sections/0/questions/0/answer/request/op", nullptr, "/sections/0/questions/0/answer/request/op", "needs a string \"op\""},
      {"/sections/0/questions/0/misconceptions/0/patch", json::object(), "/sections/0/questions/0/misconceptions/0",
       "exactly one of patch, request, factor"},
      {"/sections/0/questions/0/misconceptions/0/feedback", nullptr, "/sections/0/questions/0/misconceptions/0/feedback",
       "is required"},
      {"/sections/0/exercises/0/inputs/0/pointer", "/model/layers", "/sections/0/exercises/0/inputs/0/pointer",
       "is not a field of this exercise's request"},
      {"/sections/0/exercises/0/widget", "teapot", "/sections/0/exercises/0/widget", "widget must be one of"},
      {"/sections/0/questions/0/variants", json::array(), "/sections/0/questions/0/variants", "must not be empty"},
  };
  for (const auto& m : ms) {
    json doc = good;
    json::json_pointer jp(m.pointer);
    if (m.value.is_null()) doc[jp.parent_pointer()].erase(jp.back());
    else doc[jp] = m.value;
    INFO("mutation at " << m.pointer);
    rejected(doc, m.path, m.reason);
  }
  // `reasons_from` names a short answer of the lesson with wrong claims: not a numeric question, not a
  // question that does not exist
  for (const char* from : {"q", "nowhere"}) {
    json doc = good;
    doc["sections"][0]["questions"].push_back(json::parse(R"({"id": "c", "type": "choice", "prompt": "P", "answer": "a",
        "hints": ["H"], "choices": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}]})"));
    doc["sections"][0]["questions"][1]["reasons_from"] = from;
    INFO("reasons_from " << from);
    rejected(doc, "/sections/0/questions/1/reasons_from", "is not a short answer of this lesson with wrong_claims");
  }
  // a choice's own `concepts` and `wrong_claims` (blind round 34): both or neither, claims naming its
  // concepts, and not next to `reasons_from`; a well-formed pair loads
  {
    const json base = json::parse(R"({"id": "c", "type": "choice", "prompt": "P", "answer": "a", "hints": ["H"],
        "choices": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}],
        "concepts": [{"id": "x", "label": "X", "synonyms": ["shards the weights"]}],
        "wrong_claims": [{"id": "w", "label": "W", "concept": "x", "feedback": "F"}]})");
    json ok = good;
    ok["sections"][0]["questions"].push_back(base);
    CHECK_NOTHROW(load_lesson_text(ok.dump(), "t.json"));
    struct bad_case {
      const char* what;
      json q;
      const char* path;
      const char* reason;
    };
    json no_claims = base, wrong_concept = base, both = base;
    no_claims.erase("wrong_claims");
    wrong_concept["wrong_claims"][0]["concept"] = "nowhere";
    both["reasons_from"] = "q";
    for (const auto& b : {bad_case{"concepts alone", no_claims, "/sections/0/questions/1/wrong_claims", "give both"},
                          bad_case{"unknown concept", wrong_concept, "/sections/0/questions/1/wrong_claims/0/concept",
                                   "must name a concept of this question"},
                          bad_case{"with reasons_from", both, "/sections/0/questions/1/wrong_claims", "not both"}}) {
      json doc = good;
      doc["sections"][0]["questions"].push_back(b.q);
      INFO(b.what);
      rejected(doc, b.path, b.reason);
    }
  }
  // a duplicate question id
  json dup = good;
  dup["sections"][0]["questions"].push_back(dup["sections"][0]["questions"][0]);
  try {
    (void)load_lesson_text(dup.dump(), "t.json");
    FAIL("accepted a duplicate id");
  } catch (const api_error& e) {
    CHECK(e.path == "/sections/0/questions/1/id");
  }
  // not JSON at all
  try {
    (void)load_lesson_text("{\"schema_version\": 1,", "broken.json");
    FAIL("accepted broken JSON");
  } catch (const api_error& e) {
    CHECK(e.code == "parse_error");
    CHECK(std::string(e.what()).rfind("broken.json: /: ", 0) == 0);
  }
  // a compare claim's ratios: max_ratio above 1 and not below min_ratio
  json sa = good;
  sa["sections"][0]["questions"][0] = json::parse(R"({"id": "q", "type": "short_answer", "prompt": "P",
    "concepts": [{"id": "tr", "label": "training", "subject": true, "synonyms": ["training"]},
                 {"id": "sv", "label": "serving", "subject": true, "synonyms": ["serving"]},
                 {"id": "mem", "label": "memory", "synonyms": ["memory"]}],
    "claims": [{"id": "c", "label": "L", "kind": "compare", "concept": "mem", "greater": "tr", "lesser": "sv",
                "min_ratio": 3, "max_ratio": 12}],
    "hints": ["H"], "page_sentence": "S"})");
  (void)load_lesson_text(sa.dump(), "t.json");
  for (const auto& [max, reason] : {std::pair<double, const char*>{2, "max_ratio must be at least min_ratio"},
                                    std::pair<double, const char*>{1, "max_ratio must be greater than 1"}}) {
    json bad = sa;
    bad["sections"][0]["questions"][0]["claims"][0]["max_ratio"] = max;
    try {
      (void)load_lesson_text(bad.dump(), "t.json");
      FAIL("accepted max_ratio " << max);
    } catch (const api_error& e) {
      INFO("message: " << e.what());
      CHECK(e.path == "/sections/0/questions/0/claims/0/max_ratio");
      CHECK(std::string(e.what()).find(reason) != std::string::npos);
    }
  }
}

// A problem part's wrong claim may hold only for some earlier choices ("when": "ZeRO-1 shards the weights" is
// wrong under ZeRO-1, right under ZeRO-3): the loader checks the parts and choice ids it names, and the
// yes/no part reads the claim only for those choices (lead's probe 15).
TEST_CASE("a yes/no part's wrong claims under \"when\": loader checks and choice-dependent grading", "[lessons_all]") {
  std::ifstream f(std::filesystem::path(LEDGERLAB_SOURCE_DIR) / "lessons" / "training-resource-accounting.json");
  REQUIRE(f.good());
  std::stringstream ss;
  ss << f.rdbuf();
  const json good = json::parse(ss.str());
  // where the problem's fits part and its first claim with "when" are
  std::string fits_path;
  std::size_t claim = 0;
  for (std::size_t s = 0; s < good["sections"].size() && fits_path.empty(); ++s)
    for (std::size_t q = 0; q < good["sections"][s]["questions"].size(); ++q) {
      const json& qq = good["sections"][s]["questions"][q];
      if (!qq.contains("parts")) continue;
      for (std::size_t p = 0; p < qq["parts"].size(); ++p)
        if (qq["parts"][p]["id"] == "fits") {
          fits_path = "/sections/" + std::to_string(s) + "/questions/" + std::to_string(q) + "/parts/" + std::to_string(p);
          const json& wc = qq["parts"][p]["wrong_claims"];
          while (claim < wc.size() && !wc[claim].contains("when")) ++claim;
          REQUIRE(claim < wc.size());
        }
    }
  REQUIRE(!fits_path.empty());
  CHECK_NOTHROW(load_lesson_text(good.dump(), "t.json"));
  const std::string when = fits_path + "/wrong_claims/" + std::to_string(claim) + "/when";
  struct bad_case {
    json value;
    std::string path;
    const char* reason;
  };
  for (const auto& b : {bad_case{json::object({{"nowhere", {"a"}}}), when + "/nowhere", "is not a choice part this part uses"},
                        bad_case{json::object({{"sharding", {"z"}}}), when + "/sharding/0", "must be a choice id of part"},
                        bad_case{json::object({{"sharding", json::array()}}), when + "/sharding", "list the choice ids"},
                        bad_case{json::array(), when, "when must map used part ids"}}) {
    json doc = good;
    doc[json::json_pointer(when)] = b.value;
    INFO("when = " << b.value.dump());
    try {
      (void)load_lesson_text(doc.dump(), "t.json");
      FAIL("accepted a bad when");
    } catch (const api_error& e) {
      INFO("message: " << e.what());
      CHECK(e.path == b.path);
      CHECK(std::string(e.what()).find(b.reason) != std::string::npos);
    }
  }
  // not on a question outside a problem: a standalone choice with its own wrong claims
  {
    json doc = good;
    doc["sections"][0]["questions"].push_back(json::parse(R"({"id": "c9", "type": "choice", "prompt": "P", "answer": "a",
        "hints": ["H"], "choices": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}],
        "concepts": [{"id": "x", "label": "X", "synonyms": ["shards the weights"]}],
        "wrong_claims": [{"id": "w", "label": "W", "concept": "x", "feedback": "F", "when": {"sharding": ["a"]}}]})"));
    const std::string at = "/sections/0/questions/" + std::to_string(doc["sections"][0]["questions"].size() - 1) + "/wrong_claims/0/when";
    try {
      (void)load_lesson_text(doc.dump(), "t.json");
      FAIL("accepted when outside a problem");
    } catch (const api_error& e) {
      CHECK(e.path == at);
      CHECK(std::string(e.what()).find("only for the wrong_claims of a problem's yes_no part") != std::string::npos);
    }
  }
  // graded by the reader's choice: the same reason is wrong under ZeRO-1 and right under ZeRO-3
  auto fits = [](const char* sharding, const char* answer) {
    json r = api({{"op", "check"}, {"question", "training-resource-accounting/problem-1/fits"}, {"answer", answer},
                  {"previous", {{"sharding", sharding}}}});
    INFO(sharding << " \"" << answer << "\": " << r.dump());
    REQUIRE(r["ok"] == true);
    return r;
  };
  const json zero1 = fits("b", "yes, because the weights are sharded");
  CHECK(zero1["correct"] == false);
  CHECK(zero1["diagnosis"] == "weights_sharded");
  CHECK(fits("d", "yes, because the weights are sharded")["correct"] == true);
  CHECK(fits("b", "yes, the optimizer states are sharded")["correct"] == true);
  CHECK(fits("b", "yes, even though the weights are not sharded")["correct"] == true);
}

TEST_CASE("numeric answers: minus, multiply_by, divide_by, range_to and variant placeholders in patches", "[lessons_all]") {
  const json doc = json::parse(R"({
    "schema_version": 1, "id": "t", "title": "T", "summary": "S", "source_page": "p.txt",
    "sections": [{"id": "s", "heading": "H", "summary": "S", "exercises": [], "questions": [
      {"id": "bookkeeping", "type": "numeric", "prompt": "{size}: all but the weights, in MB",
       "variants": [{"params": 7e9, "size": "7B"}, {"params": 1e9, "size": "1B"}],
       "answer": {"request": {"op": "memory", "mode": "train", "model": {"params": "$params"}, "precision": {"recipe": "mixed_adam"}},
                  "pointer": "/per_gpu_bytes/total",
                  "minus": {"request": {"op": "memory", "mode": "train", "model": {"params": "$params"}, "precision": {"recipe": "mixed_adam"}},
                            "pointer": "/per_gpu_bytes/weights"},
                  "dimension": "bytes", "unit": "MB", "unit_stated": true},
       "misconceptions": [{"id": "other_model", "patch": {"model": {"params": 2e9}}, "feedback": "F"}]},
      {"id": "ratio", "type": "numeric", "prompt": "16 over 12, in percent",
       "answer": {"request": {"op": "memory", "mode": "train", "model": {"params": 1e9}, "precision": {"recipe": "mixed_adam"}},
                  "pointer": "/bytes_per_param", "multiply_by": 1,
                  "divide_by": {"request": {"op": "memory", "mode": "train", "model": {"params": 1e9}, "precision": {"recipe": "bf16_adam"}},
                                "pointer": "/bytes_per_param"},
                  "dimension": "ratio", "unit": "%"}},
      {"id": "range", "type": "numeric", "prompt": "between 12 and 16 bytes per parameter for 1e9 params",
       "answer": {"request": {"op": "memory", "mode": "train", "model": {"params": 1e9}, "precision": {"recipe": "bf16_adam"}},
                  "pointer": "/per_gpu_bytes/total",
                  "range_to": {"request": {"op": "memory", "mode": "train", "model": {"params": 1e9}, "precision": {"recipe": "mixed_adam"}},
                               "pointer": "/per_gpu_bytes/total"},
                  "dimension": "bytes", "unit": "GB"}}]}]})");
  lesson l = load_lesson_text(doc.dump(), "t.json");
  const lesson_question& b = l.sections[0].questions[0];
  numeric_eval ev = evaluate_numeric(l, b, pick_variant(l, b, 0, handle_json), handle_json);
  CHECK(ev.expect.value == 98e9);                       // 7e9 × (16 − 2)
  REQUIRE(ev.candidates.size() == 1);
  CHECK(ev.candidates[0].value == 32e9 - 14e9);         // patched request minus the unpatched weights
  CHECK(ev.expect.unit_stated);
  CHECK(grade_numeric("98000", ev.expect, ev.candidates).correct);  // read in MB, the stated unit
  question_variant v1 = pick_variant(l, b, 0, handle_json);
  CHECK(v1.prompt == "7B: all but the weights, in MB");
  const lesson_question& r = l.sections[0].questions[1];
  numeric_eval er = evaluate_numeric(l, r, pick_variant(l, r, 0, handle_json), handle_json);
  CHECK_THAT(er.expect.value, WithinRel(16.0 / 12.0, 1e-12));
  CHECK(grade_numeric("133%", er.expect, {}).correct);
  const lesson_question& g = l.sections[0].questions[2];
  numeric_eval eg = evaluate_numeric(l, g, pick_variant(l, g, 0, handle_json), handle_json);
  CHECK(eg.expect.is_range);
  CHECK(eg.expect.value == 12e9);
  CHECK(eg.expect.value_hi == 16e9);
  CHECK(grade_numeric("14 GB", eg.expect, {}).correct);
  CHECK(grade_numeric("12-16 GB", eg.expect, {}).correct);
  CHECK_FALSE(grade_numeric("17 GB", eg.expect, {}).correct);
}

TEST_CASE("every exercise's preset request is answered, its watched fields exist, and each input's range works", "[lessons_all]") {
  int requests = 0;
  for (const auto& l : lesson_catalog()) {
    for (const auto& s : l.sections) {
      for (const auto& e : s.exercises) {
        json base = handle_json(e.request);
        INFO(l.id << " exercise " << e.id << ": " << base.dump().substr(0, 300));
        REQUIRE(base["ok"] == true);
        for (const auto& w : e.watch) CHECK(base.contains(json::json_pointer(w.get<std::string>())));
        for (const auto& in : e.inputs) {
          json values = in.contains("choices") ? in["choices"] : json::array({in["min"], in["max"]});
          for (const auto& v : values) {
            json req = e.request;
            req[json::json_pointer(in["pointer"].get<std::string>())] = v;
            json r = handle_json(req);
            INFO("input " << in["pointer"] << " = " << v.dump() << ": " << r.dump().substr(0, 300));
            CHECK((r["ok"] == true || r["error"]["code"] == "infeasible"));
            ++requests;
          }
        }
      }
    }
  }
  CHECK(requests > 100);
}
