// Worked multi-part problems (quiz/lesson.h chain_variant, lessons/*.json "problem-1"): a part's
// expected value follows the reader's choice in an earlier part and equals the core's own answer for
// that configuration (memory, fits, step); grading along the chain is fair; yes/no answers are read
// with negation; bad bindings are rejected at load naming the field; the API names a missing earlier
// answer. Tagged [problems].
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

#include "core/api.h"
#include "core/quiz/lesson.h"
#include "core/quiz/progress.h"

using namespace ledgerlab;

namespace {

json call(const json& req) { return json::parse(handle(req.dump())); }

json check(const std::string& q, const std::string& answer, const json& previous = json()) {
  json req = {{"op", "check"}, {"question", q}, {"answer", answer}};
  if (!previous.is_null()) req["previous"] = previous;
  return call(req);
}

const lesson& must_find(const std::string& id) {
  const lesson* l = find_lesson(id);
  REQUIRE(l != nullptr);
  return *l;
}

const lesson_question& problem_of(const lesson& l) {
  const lesson_question* q = find_question(l, "problem-1");
  REQUIRE(q != nullptr);
  REQUIRE(q->type == "problem");
  return *q;
}

// The value the core computes for a request at a pointer.
double core_value(const json& req, const std::string& ptr) {
  json r = handle_json(req);
  REQUIRE(r["ok"] == true);
  return r[json::json_pointer(ptr)].get<double>();
}

std::string gb(double bytes) { return fmt_num(bytes / 1e9, 6) + " GB"; }

// "path | message" of the error loading a lesson text gives, or "" when it loads.
std::string load_error(const std::string& text) {
  try {
    (void)load_lesson_text(text, "t.json");
  } catch (const api_error& e) {
    return e.path + " | " + e.what();
  }
  return "";
}

const char* const lesson_ids[] = {"training-resource-accounting", "training-is-its-own-beast", "training-vs-inference-memory"};

}  // namespace

TEST_CASE("each chapter ends with a worked problem: fixed state, sharding, ..., fits?, rising difficulty", "[problems]") {
  std::size_t prev_parts = 0;
  for (const char* id : lesson_ids) {
    const lesson& l = must_find(id);
    INFO(id);
    const lesson_question& p = problem_of(l);
    // at the end of the chapter: the last question of the last section
    CHECK(l.sections.back().questions.back().id == "problem-1");
    CHECK(p.parts.size() >= 5);
    CHECK(p.parts.size() > prev_parts);  // the first chapter's is shorter, the last the longest
    prev_parts = p.parts.size();
    // the chain's steps, in order: a fixed-state number first, a sharding choice, a fits? part
    CHECK(p.parts[0].type == "numeric");
    CHECK(p.parts[1].type == "choice");
    bool has_fits = false, has_dependent_numeric = false;
    for (const auto& part : p.parts) {
      has_fits = has_fits || (part.type == "yes_no" && part.id == "fits");
      has_dependent_numeric = has_dependent_numeric || (part.type == "numeric" && !part.needs.empty());
      CHECK(part.spec.contains("hints"));
      CHECK(part.spec.contains("explanation"));
    }
    CHECK(has_fits);
    CHECK(has_dependent_numeric);
  }
  // the hardest one asks for step time and GPU-hours too
  const lesson_question& last = problem_of(must_find("training-vs-inference-memory"));
  CHECK(find_question(must_find("training-vs-inference-memory"), "problem-1/step-time") != nullptr);
  CHECK(find_question(must_find("training-vs-inference-memory"), "problem-1/gpu-hours") != nullptr);
  CHECK(find_question(must_find("training-vs-inference-memory"), "problem-1/kv-cache") != nullptr);
  CHECK(last.parts.size() >= 9);
}

TEST_CASE("every part computes for every combination of the reader's choices", "[problems]") {
  int combos = 0, evaluated = 0;
  for (const char* id : lesson_ids) {
    const lesson& l = must_find(id);
    const lesson_question& p = problem_of(l);
    std::vector<const lesson_question*> choice_parts;
    for (const auto& part : p.parts)
      if (part.type == "choice") choice_parts.push_back(&part);
    // every combination of the choice parts' choices
    std::function<void(std::size_t, json)> walk = [&](std::size_t k, json previous) {
      if (k == choice_parts.size()) {
        ++combos;
        for (const auto& part : p.parts) {
          if (part.needs.empty()) continue;
          json prev = json::object();
          for (const auto& n : part.needs) prev[n] = previous[n];
          INFO(id << "/" << part.ref << " for " << prev.dump());
          question_variant v = chain_variant(l, part, 0, prev, handle_json);
          CHECK(v.prompt.find('{') == std::string::npos);
          CHECK(v.prompt.find('$') == std::string::npos);
          CHECK(v.given.size() == part.needs.size());
          if (part.type == "numeric") {
            numeric_eval ev = evaluate_numeric(l, part, v, handle_json);
            CHECK(std::isfinite(ev.expect.value));
            CHECK(ev.expect.value > 0);
            CHECK_FALSE(ev.steps.empty());
            for (const auto& c : ev.candidates) CHECK(std::isfinite(c.value));
          } else if (part.type == "yes_no") {
            json steps = json::array();
            (void)evaluate_yes_no(l, part, v, handle_json, &steps);
            CHECK_FALSE(steps.empty());
          }
          json sol = solution_json(l, part, v, 0, handle_json);
          CHECK(sol["given"].size() == part.needs.size());
          ++evaluated;
        }
        return;
      }
      for (const auto& c : choice_parts[k]->spec["choices"]) {
        json next = previous;
        next[choice_parts[k]->id] = c["id"];
        walk(k + 1, next);
      }
    };
    walk(0, json::object());
  }
  CHECK(combos >= 4 + 12 + 12);
  CHECK(evaluated > 100);
}

TEST_CASE("a part's worked solution shows the ledger rows its answer is made of (solution_steps)", "[problems]") {
  auto keys_of = [](const json& steps) {
    std::vector<std::string> k;
    for (const auto& s : steps) k.push_back(s.value("key", std::string("-")));
    return k;
  };
  auto solution = [](const std::string& q, const json& previous = json()) {
    json req = {{"op", "check"}, {"question", q}, {"answer", "1"}, {"reveal", true}};
    if (!previous.is_null()) req["previous"] = previous;
    json r = call(req);
    REQUIRE(r["ok"] == true);
    return r["solution"]["steps"];
  };
  // the fixed state is the four state rows: no activations, no "total per GPU" beside a different answer
  CHECK(keys_of(solution("training-is-its-own-beast/problem-1/state")) ==
        std::vector<std::string>{"weights", "gradients", "master_weights", "optimizer_state"});
  // the state per GPU is read as total − activations of one request: its rows once, not the ledger twice
  CHECK(keys_of(solution("training-is-its-own-beast/problem-1/state-per-gpu", {{"sharding", "b"}})) ==
        std::vector<std::string>{"weights", "gradients", "master_weights", "optimizer_state"});
  // activations keep the per-tensor rows that add up to per_layer_bytes and to other_bytes
  json act = solution("training-vs-inference-memory/problem-1/activations", {{"layout", "b"}, {"attention", "a"}});
  std::vector<std::string> k = keys_of(act);
  REQUIRE(k.size() > 6);
  CHECK(k.back() == "activations");
  const auto per_layer = std::find(k.begin(), k.end(), "per_layer_bytes");
  REQUIRE(per_layer != k.end());
  CHECK(per_layer != k.begin());
  CHECK(*(per_layer - 1) == "-");  // the row just before it is one of the tensors it sums
  CHECK(std::find(k.begin(), k.end(), "weights") == k.end());
  // a key the reader's choice does not compute is skipped: plain data parallelism all-reduces, ZeRO
  // reduce-scatters and gathers
  CHECK(keys_of(solution("training-resource-accounting/problem-1/gradient-sync", {{"sharding", "a"}})) ==
        std::vector<std::string>{"dp_all_reduce"});
  CHECK(keys_of(solution("training-resource-accounting/problem-1/gradient-sync", {{"sharding", "b"}})) ==
        std::vector<std::string>{"dp_reduce_scatter", "dp_all_gather"});
  // a question without the field shows every step, as before
  CHECK(solution("training-is-its-own-beast/problem-1/step-time", {{"sharding", "b"}, {"lever", "b"}}).size() > 20);
}

TEST_CASE("solution_steps is checked: numeric and yes_no only, unique keys, at least one computed", "[problems]") {
  auto lesson_of = [](const std::string& question) {
    return R"({"schema_version": 1, "id": "t", "title": "t", "summary": "s", "source_page": "p.txt", "sections": [
      {"id": "s", "heading": "h", "summary": "s", "exercises": [], "questions": [)" + question + "]}]}";
  };
  auto numeric = [](const std::string& steps) {
    return R"({"id": "n", "type": "numeric", "prompt": "How much?", "hints": ["h"], "solution_steps": )" + steps +
           R"(, "answer": {"request": {"op": "memory", "model": {"params": 7e9}}, "pointer": "/per_gpu_bytes/weights", "dimension": "bytes", "unit": "GB"}})";
  };
  CHECK(load_error(lesson_of(numeric(R"(["weights"])"))).empty());
  CHECK(load_error(lesson_of(numeric("[]"))).find("solution_steps must not be empty") != std::string::npos);
  CHECK(load_error(lesson_of(numeric(R"(["weights", "weights"])"))).find("/solution_steps/1 | ") != std::string::npos);
  CHECK(load_error(lesson_of(numeric(R"(["weights", 3])"))).find("/solution_steps/1 | ") != std::string::npos);
  CHECK(load_error(lesson_of(R"({"id": "c", "type": "choice", "prompt": "Pick.", "hints": ["h"], "answer": "a", "solution_steps": ["weights"],
      "choices": [{"id": "a", "text": "one"}, {"id": "b", "text": "two"}]})")).find("only for numeric and yes_no") != std::string::npos);
  // the kept row is the weights row alone; a list naming nothing the request computes is the lesson's fault
  lesson good = load_lesson_text(lesson_of(numeric(R"(["weights", "kv_cache"])")), "t.json");
  json r = check_answer(good, good.sections[0].questions[0], "14 GB", 0, handle_json, true, json());
  REQUIRE(r["solution"]["steps"].size() == 1);
  CHECK(r["solution"]["steps"][0]["key"] == "weights");
  lesson none = load_lesson_text(lesson_of(numeric(R"(["kv_cache"])")), "t.json");
  try {
    (void)check_answer(none, none.sections[0].questions[0], "14 GB", 0, handle_json, true, json());
    FAIL("a solution_steps list that names no computed step must fail");
  } catch (const api_error& e) {
    CHECK(std::string(e.what()).find("none of its solution_steps") != std::string::npos);
    CHECK(std::string(e.what()).find("weights") != std::string::npos);  // names the keys there are
  }
}

TEST_CASE("a dependent part's expected value follows the reader's choice and is the ledger's own", "[problems]") {
  const std::string q = "training-is-its-own-beast/problem-1/state-per-gpu";
  const json base = {{"op", "memory"},
                     {"model", {{"preset", "llama-2-7b"}}},
                     {"precision", {{"recipe", "mixed_adam"}}},
                     {"training", {{"micro_batch", 4}, {"seq_len", 2048}, {"flash_attention", true}}}};
  std::vector<double> seen;
  for (int zero = 0; zero <= 3; ++zero) {
    json req = base;
    req["parallel"] = {{"dp", 8}, {"zero", zero}, {"zero3_gather_buffer", false}};
    const double expect = core_value(req, "/per_gpu_bytes/total") - core_value(req, "/per_gpu_bytes/activations");
    const json prev = {{"sharding", std::string(1, static_cast<char>('a' + zero))}};
    INFO("zero " << zero << " expected " << gb(expect));
    json r = check(q, gb(expect), prev);
    CHECK(r["correct"] == true);
    CHECK(r["accepted_range"][0].get<double>() <= expect);
    CHECK(r["accepted_range"][1].get<double>() >= expect);
    CHECK(r["given"].size() == 1);
    seen.push_back(expect);
  }
  // each stage shards more: four different answers, decreasing
  for (std::size_t i = 1; i < seen.size(); ++i) CHECK(seen[i] < seen[i - 1] * 0.9);
  // the ZeRO-1 number is wrong for plain data parallelism, and the feedback says which choice it is for
  json wrong = check(q, gb(seen[1]), {{"sharding", "a"}});
  CHECK(wrong["correct"] == false);
  CHECK(wrong["feedback"].get<std::string>().rfind("For your choices (plain data parallelism)", 0) == 0);
  // the reader's own words for the earlier choice work as well as its letter
  CHECK(check(q, gb(seen[1]), {{"sharding", "ZeRO-1"}})["correct"] == true);
  // the page's 16 bytes/param figure, unsharded, is diagnosed for a sharded choice
  json unsharded = check(q, gb(seen[0]), {{"sharding", "b"}});
  CHECK(unsharded["correct"] == false);
  CHECK(unsharded["diagnosis"] == "unsharded");
}

TEST_CASE("fits? is graded against the ledger's own fits for the reader's configuration", "[problems]") {
  const std::string q = "training-is-its-own-beast/problem-1/fits";
  int fits = 0, not_fits = 0;
  for (const char* sh : {"a", "b", "c", "d"})
    for (const char* rc : {"a", "b", "c"}) {
      const json prev = {{"sharding", sh}, {"lever", rc}};
      const int zero = sh[0] - 'a';
      const std::string recompute = std::string(rc) == "b" ? "full" : "none";
      const int mb = std::string(rc) == "c" ? 2 : 4;
      const json req = {{"op", "memory"},
                        {"model", {{"preset", "llama-2-7b"}}},
                        {"precision", {{"recipe", "mixed_adam"}}},
                        {"training", {{"micro_batch", mb}, {"seq_len", 2048}, {"recompute", recompute}, {"flash_attention", true}}},
                        {"parallel", {{"dp", 8}, {"zero", zero}}},
                        {"hardware", {{"preset", "a100-80gb-sxm"}}}};
      const bool ledger_fits = handle_json(req)["fits"].get<bool>();
      (ledger_fits ? fits : not_fits)++;
      INFO(prev.dump() << " ledger fits: " << ledger_fits);
      CHECK(check(q, ledger_fits ? "yes, it fits" : "no, it does not fit", prev)["correct"] == true);
      CHECK(check(q, ledger_fits ? "it doesn't fit" : "it fits", prev)["correct"] == false);
      CHECK(check(q, ledger_fits ? "it won't fit" : "yes", prev)["correct"] == false);
    }
  CHECK(fits > 0);  // the choices matter: some configurations fit, some do not
  CHECK(not_fits > 0);
}

TEST_CASE("yes/no answers in the reader's words, negation read", "[problems]") {
  const lesson& l = must_find("training-is-its-own-beast");
  const lesson_question* q = find_question(l, "problem-1/fits");
  REQUIRE(q != nullptr);
  std::string why;
  for (const char* yes : {"yes", "Yes.", "yes, it fits", "It fits", "it fits with room to spare", "fits comfortably",
                          "yep, about 40 GB of headroom", "it is not out of memory", "Yes — 72.8 GB < 80.6 GB", "y"}) {
    INFO(yes);
    CHECK(read_yes_no(*q, yes, why) == 1);
  }
  for (const char* no : {"no", "No.", "it doesn't fit", "It does not fit", "it won't fit", "does not fit on one card", "OOM",
                         "nope, out of memory", "no, 143 GB exceeds 80.6 GB", "it would not fit", "not even close", "too big",
                         "it can't fit", "n", "No, it's too big", "No. It would run out of memory.", "no way: it needs 143 GB"}) {
    INFO(no);
    CHECK(read_yes_no(*q, no, why) == 0);
  }
  for (const char* unclear : {"", "maybe", "yes and no", "it depends", "yes it doesn't fit"}) {
    INFO(unclear);
    CHECK(read_yes_no(*q, unclear, why) == -1);
    CHECK_FALSE(why.empty());
  }
  // unreadable answers are not graded as a try
  json r = check("training-is-its-own-beast/problem-1/fits", "it depends", {{"sharding", "b"}, {"lever", "b"}});
  CHECK(r["kind"] == "unreadable");
}

TEST_CASE("a fits answer whose own need figure says the other answer is wrong, with the figure named", "[problems]") {
  // ZeRO-3 over 8 GPUs with checkpointing: about 17.6 GB of 80.6 GB usable, so yes
  const json prev = {{"sharding", "d"}, {"lever", "b"}};
  json r = check("training-is-its-own-beast/problem-1/fits", "yes, it needs 120 GB", prev);
  CHECK(r["correct"] == false);
  CHECK(r["kind"] == "incorrect");
  CHECK(r["diagnosis"] == "figure_contradicts_answer");
  CHECK(r["feedback"].get<std::string>().find("120 GB is more than the 80.6 GB usable") != std::string::npos);
  // capacity, headroom, a total over all GPUs and a row are no need figures
  for (const char* a : {"yes, 17.6 GB of 85.9 GB", "yes, 63 GB to spare", "yes, 141 GB in total across the 8 GPUs",
                        "yes, even though the optimizer takes 6.7 GB", "yes, it only needs ~18 GB"}) {
    INFO(a);
    CHECK(check("training-is-its-own-beast/problem-1/fits", a, prev)["correct"] == true);
  }
  // and the other way: "no" with a need that fits
  json n = check("training-vs-inference-memory/problem-1/fits", "no, it only needs 40 GB", {{"layout", "b"}, {"attention", "b"}});
  CHECK(n["correct"] == false);
  CHECK(n["feedback"].get<std::string>().find("40 GB is within the 80.2 GB usable") != std::string::npos);
}

TEST_CASE("step time and GPU-hours come from the step op for the reader's configuration", "[problems]") {
  const json prev = {{"layout", "d"}, {"attention", "b"}};
  const json step = {{"op", "step"},
                     {"model", {{"preset", "llama-2-70b"}}},
                     {"precision", {{"recipe", "bf16_adam"}}},
                     {"training", {{"micro_batch", 1}, {"seq_len", 4096}, {"recompute", "none"}, {"flash_attention", true}, {"global_batch", 1024}}},
                     {"parallel", {{"dp", 8}, {"tp", 8}, {"zero", 1}, {"sequence_parallel", true}}},
                     {"hardware", {{"preset", "h100-sxm"}}},
                     {"tokens", 2e12}};
  json s = handle_json(step);
  REQUIRE(s["ok"] == true);
  const double step_s = s["step_s"].get<double>(), mfu = s["mfu"].get<double>(), gh = s["time_to_train"]["gpu_hours"].get<double>();
  json t = call({{"op", "tutor"}, {"question", "training-vs-inference-memory/problem-1/step-time"}, {"action", "start"}, {"previous", prev}});
  REQUIRE(t["ok"] == true);
  // the prompt shows the step model's MFU for these choices (3 significant digits)
  CHECK(t["prompt"].get<std::string>().find(fmt_num(mfu, 3)) != std::string::npos);
  CHECK(check("training-vs-inference-memory/problem-1/step-time", fmt_num(step_s, 6) + " s", prev)["correct"] == true);
  // the page's 6·N count at that MFU is accepted too (the range's other end)
  const double n = handle_json({{"op", "memory"}, {"model", {{"preset", "llama-2-70b"}}}, {"precision", {{"recipe", "bf16_adam"}}}})["params"].get<double>();
  const double six_n = 6 * n * 4194304 / (64 * 989e12 * std::stod(fmt_num(mfu, 3)));
  CHECK(six_n < step_s);
  CHECK(check("training-vs-inference-memory/problem-1/step-time", fmt_num(six_n, 4) + " seconds", prev)["correct"] == true);
  CHECK(check("training-vs-inference-memory/problem-1/step-time", fmt_num(step_s * 1.3, 4) + " s", prev)["correct"] == false);
  CHECK(check("training-vs-inference-memory/problem-1/step-time", fmt_num(six_n * 0.8, 4) + " s", prev)["correct"] == false);
  CHECK(check("training-vs-inference-memory/problem-1/gpu-hours", fmt_num(gh, 5) + " GPU-hours", prev)["correct"] == true);
  // another choice, another MFU, another expected value
  const json prev2 = {{"layout", "b"}, {"attention", "a"}};
  json t2 = call({{"op", "tutor"}, {"question", "training-vs-inference-memory/problem-1/step-time"}, {"action", "start"}, {"previous", prev2}});
  CHECK(t2["prompt"] != t["prompt"]);
  CHECK(check("training-vs-inference-memory/problem-1/step-time", fmt_num(step_s, 6) + " s", prev2)["correct"] == false);
}

TEST_CASE("the API names a missing or unreadable earlier answer, never grades against a default", "[problems]") {
  json r = check("training-is-its-own-beast/problem-1/state-per-gpu", "37 GB");
  REQUIRE(r["ok"] == false);
  CHECK(r["error"]["code"] == "missing_field");
  CHECK(r["error"]["path"] == "/previous/sharding");
  CHECK(r["error"]["message"].get<std::string>().find("answer that part first") != std::string::npos);
  r = check("training-is-its-own-beast/problem-1/fits", "yes", {{"sharding", "b"}});
  CHECK(r["error"]["path"] == "/previous/lever");
  r = check("training-is-its-own-beast/problem-1/state-per-gpu", "37 GB", {{"sharding", "e"}});
  CHECK(r["error"]["code"] == "invalid_value");
  CHECK(r["error"]["path"] == "/previous/sharding");
  r = check("training-is-its-own-beast/problem-1/state-per-gpu", "37 GB", {{"sharding", "a, b"}});
  CHECK(r["error"]["path"] == "/previous/sharding");
  r = check("training-is-its-own-beast/problem-1/state-per-gpu", "37 GB", {{"shrding", "b"}});
  CHECK(r["error"]["path"] == "/previous/shrding");
  r = check("training-is-its-own-beast/problem-1/state-per-gpu", "37 GB", {{"sharding", 1}});
  CHECK(r["error"]["path"] == "/previous/sharding");
  r = check("training-is-its-own-beast/check-2", "48 GB", {{"sharding", "b"}});
  CHECK(r["error"]["path"] == "/previous");
  r = check("training-is-its-own-beast/problem-1", "48 GB");
  CHECK(r["error"]["code"] == "invalid_value");
  CHECK(r["error"]["message"].get<std::string>().find("answer its parts") != std::string::npos);
  // a part that needs nothing takes previous answers it does not use
  CHECK(check("training-is-its-own-beast/problem-1/state", "107.8 GB", {{"sharding", "b"}})["correct"] == true);
  // the lesson op publishes a dependent part with what it waits for, its values left out
  json lesson = call({{"op", "lesson"}, {"id", "training-is-its-own-beast"}});
  const json& pq = lesson["sections"].back()["questions"].back();
  CHECK(pq["type"] == "problem");
  CHECK(pq["parts"][2]["needs"] == json::array({"sharding"}));
  CHECK(pq["parts"][2]["prompt"].get<std::string>().find('{') == std::string::npos);
}

TEST_CASE("the tutoring loop along the chain: changed choice restarts the part, hints and solution use the choice", "[problems]") {
  const std::string q = "training-is-its-own-beast/problem-1/state-per-gpu";
  json t = call({{"op", "tutor"}, {"question", q}, {"action", "check"}, {"answer", "20 GB"}, {"previous", {{"sharding", "b"}}}});
  REQUIRE(t["ok"] == true);
  CHECK(t["result"]["correct"] == false);
  CHECK(t["state"]["attempts"] == 1);
  CHECK(t["state"]["choices"] == "sharding=b");
  CHECK(t["given"] == json::array({"ZeRO-1 over 8 GPUs"}));
  CHECK_FALSE(t.contains("solution"));
  json h = call({{"op", "tutor"}, {"question", q}, {"action", "hint"}, {"state", t["state"]}, {"previous", {{"sharding", "b"}}}});
  CHECK(h["hint"].is_string());
  // the reader changes the earlier choice: this part starts again for the new one
  json c = call({{"op", "tutor"}, {"question", q}, {"action", "start"}, {"state", h["state"]}, {"previous", {{"sharding", "d"}}}});
  CHECK(c["choices_changed"] == true);
  CHECK(c["state"]["attempts"] == 0);
  CHECK(c["state"]["total_attempts"] == 1);
  CHECK(c["state"]["choices"] == "sharding=d");
  CHECK(c["prompt"].get<std::string>().find("ZeRO-3 (FSDP) over 8 GPUs") != std::string::npos);
  json rv = call({{"op", "tutor"}, {"question", q}, {"action", "reveal"}, {"state", c["state"]}, {"previous", {{"sharding", "d"}}}});
  CHECK(rv["solution"]["explanation"].get<std::string>().find("ZeRO-3 (FSDP) over 8 GPUs") != std::string::npos);
  CHECK(rv["solution"]["given"] == json::array({"ZeRO-3 (FSDP) over 8 GPUs"}));
  // the loop's state, choices included, round-trips through a progress file
  json file = {{"format", "ledgerlab-progress"}, {"version", 1},
               {"progress", {{q, {{"attempts", 1}, {"best_score", 0}, {"tutor", rv["state"]}, {"last_answer", "20 GB"}}}}}};
  progress_merge m = import_progress_file(file.dump(), json::object(), "/file");
  CHECK(m.imported == std::vector<std::string>{q});
  CHECK(m.progress[q]["tutor"]["choices"] == "sharding=d");
  // a reader who got (c) wrong is still graded on (f) from the chain, i.e. from the choices alone
  CHECK(check("training-is-its-own-beast/problem-1/fits", "yes, it fits", {{"sharding", "b"}, {"lever", "b"}})["correct"] == true);
}

TEST_CASE("lesson validation rejects bad bindings, naming the field", "[problems]") {
  auto lesson_with = [](const std::string& parts) {
    return R"({"schema_version": 1, "id": "t", "title": "t", "summary": "s", "source_page": "p.txt", "sections": [
      {"id": "s", "heading": "h", "summary": "s", "exercises": [], "questions": [
        {"id": "problem-1", "type": "problem", "prompt": "A problem.", "parts": [)" + parts + "]}]}]}";
  };
  const std::string choice = R"({"id": "pick", "type": "choice", "prompt": "Pick.", "answer": "a", "choices": [
      {"id": "a", "text": "one", "values": {"zero": 1}}, {"id": "b", "text": "three", "values": {"zero": 3}}]})";
  const std::string numeric_uses = R"({"id": "num", "type": "numeric", "prompt": "How much under {pick}?", "uses": USES,
      "answer": {"request": {"op": "memory", "model": {"params": 7e9}, "parallel": {"dp": 8, "zero": "$zero"}},
                 "pointer": "/per_gpu_bytes/total", "dimension": "bytes", "unit": "GB"}})";
  auto with_uses = [&](const std::string& uses) {
    std::string n = numeric_uses;
    n.replace(n.find("USES"), 4, uses);
    return n;
  };
  // the good case loads, and grades for the choice
  lesson l = load_lesson_text(lesson_with(choice + "," + with_uses(R"(["pick"])")), "t.json");
  REQUIRE(l.sections[0].questions[0].parts[1].needs == std::vector<std::string>{"pick"});
  CHECK(check_answer(l, l.sections[0].questions[0].parts[1], "38.5 GB", 0, handle_json, true, {{"pick", "a"}})["correct"] == true);
  CHECK(check_answer(l, l.sections[0].questions[0].parts[1], "14 GB", 0, handle_json, true, {{"pick", "b"}})["correct"] == true);
  // a part that does not exist, comes later, is not a choice, or is itself
  CHECK(load_error(lesson_with(choice + "," + with_uses(R"(["nope"])"))).find("/parts/1/uses/0 | ") != std::string::npos);
  CHECK(load_error(lesson_with(with_uses(R"(["pick"])") + "," + choice)).find("not an earlier part") != std::string::npos);
  CHECK(load_error(lesson_with(with_uses(R"(["num"])") + "," + choice)).find("own answer") != std::string::npos);
  const std::string numeric_part = R"({"id": "first", "type": "numeric", "prompt": "x", "answer": {"request": {"op": "memory", "model": {"params": 7e9}}, "pointer": "/params", "dimension": "count", "unit": ""}})";
  std::string e = load_error(lesson_with(numeric_part + "," + with_uses(R"(["first"])")));
  CHECK(e.find("/parts/1/uses/0") != std::string::npos);
  CHECK(e.find("only a choice part") != std::string::npos);
  // a request value no used part provides, a text value the part cannot fill
  std::string no_uses = with_uses("[]");
  no_uses.erase(no_uses.find(R"("uses": [],)"), 12);
  e = load_error(lesson_with(choice + "," + no_uses));
  CHECK(e.find("$zero") != std::string::npos);
  std::string bad_text = with_uses(R"(["pick"])");
  bad_text.replace(bad_text.find("{pick}"), 6, "{zeroo}");
  CHECK(load_error(lesson_with(choice + "," + bad_text)).find("{zeroo}") != std::string::npos);
  // choice aliases: other names of a choice, read as the choice; strings only, and not empty
  std::string aliased = choice;
  aliased.replace(aliased.find(R"("text": "one",)"), 14, R"("text": "one", "aliases": ["uno", "a single one"],)");
  lesson la = load_lesson_text(lesson_with(aliased + "," + with_uses(R"(["pick"])")), "t.json");
  CHECK(check_answer(la, la.sections[0].questions[0].parts[0], "a single one", 0, handle_json, true, {})["correct"] == true);
  CHECK(check_answer(la, la.sections[0].questions[0].parts[1], "38.5 GB", 0, handle_json, true, {{"pick", "uno"}})["correct"] == true);
  std::string bad_alias = choice;
  bad_alias.replace(bad_alias.find(R"("text": "one",)"), 14, R"("text": "one", "aliases": ["uno", 7],)");
  e = load_error(lesson_with(bad_alias + "," + with_uses(R"(["pick"])")));
  CHECK(e.find("/aliases/1") != std::string::npos);
  CHECK(e.find("non-empty string") != std::string::npos);
  std::string taken_alias = choice;
  taken_alias.replace(taken_alias.find(R"("text": "one",)"), 14, R"("text": "one", "aliases": ["Three"],)");
  e = load_error(lesson_with(taken_alias + "," + with_uses(R"(["pick"])")));
  CHECK(e.find("/aliases/0") != std::string::npos);
  CHECK(e.find("already in the text of choice \"b\"") != std::string::npos);
  // values only in a problem's choice part; every choice with the same names; no variants in problems
  std::string mixed = choice;
  mixed.replace(mixed.find(R"("values": {"zero": 3})"), 21, R"("values": {"stage": 3})");
  CHECK(load_error(lesson_with(mixed + "," + with_uses(R"(["pick"])"))).find("same value names") != std::string::npos);
  std::string variants = with_uses(R"(["pick"])");
  variants.insert(variants.size() - 1, R"(, "variants": [{"x": 1}])");
  CHECK(load_error(lesson_with(choice + "," + variants)).find("no variants") != std::string::npos);
  CHECK(load_error(lesson_with(choice)).find("at least two parts") != std::string::npos);
  // yes_no answers: a boolean or a computed boolean
  CHECK(load_error(lesson_with(choice + R"(, {"id": "f", "type": "yes_no", "prompt": "Fits?", "answer": "yes"})")).find("/parts/1/answer") !=
        std::string::npos);
}
