// Progress files (quiz/progress.h) and the two import ops the site and the app use for what a reader
// brings: progress_import (merge rules, strict keys and fields, limits) and hardware_import (a
// calibrated profile accepted, a broken one rejected naming the field inside the file).
#include <string>

#include "core/quiz/progress.h"
#include "test_helpers.h"

using namespace ledgerlab;
using namespace ledgerlab_test;

namespace {
json import_req(const json& file_doc, const json& kept = json()) {
  json r = {{"op", "progress_import"}, {"file", file_doc.is_string() ? file_doc.get<std::string>() : file_doc.dump()}};
  if (!kept.is_null()) r["progress"] = kept;
  return json::parse(handle(r.dump()));
}
json file_with(const json& entries) { return {{"format", "ledgerlab-progress"}, {"version", 1}, {"progress", entries}}; }
}  // namespace

TEST_CASE("progress keys are lesson/question ids, prototype names never pass", "[progress]") {
  CHECK(progress_key_ok("training-is-its-own-beast/check-2"));
  CHECK(progress_key_ok("a/b"));
  CHECK(progress_key_ok("lesson_1/q.2"));
  CHECK(progress_key_ok("training-is-its-own-beast/check-4/gives"));  // a structured question's part
  for (const char* bad : {"__proto__", "constructor", "toString", "__proto__/x", "a/__proto__", "a", "/b", "a/", "a/b/c/d",
                          "a/b/", "a//c", "a/b/__proto__",
                          "A/b", "a b/c", "-a/b", "a/-b", "", "a/b\n"})
    CHECK_FALSE(progress_key_ok(bad));
  CHECK_FALSE(progress_key_ok(std::string(101, 'a') + "/b"));
}

TEST_CASE("progress_import merges: most attempts, best score, correct once correct, the newer answer", "[progress]") {
  const json kept = {{"l/q1", {{"attempts", 3}, {"best_score", 0.5}, {"correct", false}, {"last_answer", "36 GB"}, {"at", "2024-01-01T00:00:00.000Z"}}},
                     {"l/q2", {{"attempts", 1}, {"best_score", 1}, {"correct", true}}}};
  const json file = file_with({{"l/q1", {{"attempts", 2}, {"best_score", 1}, {"correct", true}, {"last_answer", "48 GB"}, {"at", "2024-02-01T00:00:00.000Z"}}},
                               {"l/q3", {{"attempts", 1}, {"best_score", 0}}}});
  json r = import_req(file, kept);
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(r["imported"] == 2);
  CHECK(r["keys"] == json::array({"l/q1", "l/q3"}));
  CHECK(r["dropped"] == json::array());
  const json& p = r["progress"];
  CHECK(p["l/q1"]["attempts"] == 3);
  CHECK(p["l/q1"]["best_score"] == 1.0);
  CHECK(p["l/q1"]["correct"] == true);
  CHECK(p["l/q1"]["last_answer"] == "48 GB");  // the file's entry is newer
  CHECK(p["l/q2"] == kept["l/q2"]);             // untouched
  CHECK(p["l/q3"]["attempts"] == 1);
  // Importing the same file again changes nothing (idempotent).
  json again = import_req(file, p);
  CHECK(again["progress"] == p);
  // An older file never takes back a newer answer or a correct verdict.
  const json old = file_with({{"l/q1", {{"attempts", 1}, {"best_score", 0}, {"correct", false}, {"last_answer", "1 GB"}, {"at", "2023-01-01T00:00:00.000Z"}}}});
  json r2 = import_req(old, p);
  CHECK(r2["progress"]["l/q1"]["last_answer"] == "48 GB");
  CHECK(r2["progress"]["l/q1"]["correct"] == true);
}

TEST_CASE("progress_import takes what the site's tutoring loop records (parts, hints, its state)", "[progress]") {
  // The shape web/site/ledgerlab.js record_tutor writes: an exported file round-trips.
  const json tutor = {{"seed", 3}, {"attempts", 2}, {"hints_shown", 1}, {"revealed", false}, {"correct", true}, {"score", 1},
                      {"total_attempts", 2}, {"total_hints", 1}, {"variants_tried", 1}, {"solved", true},
                      {"revealed_before_correct", false}, {"last_answer", "48 GB"}};
  const json entry = {{"attempts", 2}, {"best_score", 1}, {"correct", true}, {"solved", true}, {"revealed_before_correct", false},
                      {"revealed", false}, {"hints_used", 1}, {"seed", 3}, {"base_seed", 0}, {"last_answer", "48 GB"},
                      {"tutor", tutor}, {"at", "2026-12-01T10:00:00.000Z"}};
  json r = import_req(file_with({{"l/q", entry}, {"l/q/part", entry}}));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(r["imported"] == 2);
  CHECK(r["progress"]["l/q/part"] == entry);
  // The loop's state is read as strictly as the tutor op reads it: the field inside it is named.
  json bad_state = entry;
  bad_state["tutor"]["hints_shown"] = -1;
  json r2 = import_req(file_with({{"l/q", bad_state}}));
  REQUIRE(r2["ok"] == false);
  CHECK(r2["error"]["message"].get<std::string>().find("/progress/l~1q: tutor/hints_shown") != std::string::npos);
  json bad_flag = entry;
  bad_flag["solved"] = "yes";
  json r3 = import_req(file_with({{"l/q", bad_flag}}));
  REQUIRE(r3["ok"] == false);
  CHECK(r3["error"]["message"].get<std::string>().find("solved must be true or false") != std::string::npos);
}

TEST_CASE("progress_import: a chained part's verdict is the newer entry's when its choices changed", "[progress]") {
  // A part graded right for "sharding=b", then the reader changed the earlier choice to d (the page
  // withdrew the verdict: correct false, score 0). Merging the older file back must not make the
  // part right again for choices it was never checked against; the same choices merge as usual.
  auto part = [](const char* choices, bool correct, double score, const char* at) {
    const json tutor = {{"seed", 0}, {"attempts", correct ? 1 : 0}, {"hints_shown", 0}, {"revealed", false}, {"correct", correct},
                        {"score", score}, {"total_attempts", 1}, {"total_hints", 0}, {"variants_tried", 1}, {"solved", correct},
                        {"revealed_before_correct", false}, {"last_answer", "37.1 GB"}, {"choices", choices}};
    return json{{"attempts", 1}, {"best_score", score}, {"correct", correct}, {"last_answer", "37.1 GB"}, {"tutor", tutor}, {"at", at}};
  };
  const json old_right = part("sharding=b", true, 1, "2026-12-01T10:00:00.000Z");
  const json new_withdrawn = part("sharding=d", false, 0, "2026-12-01T11:00:00.000Z");
  json r = import_req(file_with({{"l/p/state", old_right}}), {{"l/p/state", new_withdrawn}});
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(r["progress"]["l/p/state"]["correct"] == false);
  CHECK(r["progress"]["l/p/state"]["best_score"] == 0);
  CHECK(r["progress"]["l/p/state"]["tutor"]["choices"] == "sharding=d");
  // Imported the other way round (the file is newer): the file's verdict stands.
  r = import_req(file_with({{"l/p/state", new_withdrawn}}), {{"l/p/state", old_right}});
  REQUIRE(r["ok"] == true);
  CHECK(r["progress"]["l/p/state"]["correct"] == false);
  // Same choices: correct once correct, as for any question.
  const json same_later = part("sharding=b", false, 0.5, "2026-12-01T12:00:00.000Z");
  r = import_req(file_with({{"l/p/state", old_right}}), {{"l/p/state", same_later}});
  REQUIRE(r["ok"] == true);
  CHECK(r["progress"]["l/p/state"]["correct"] == true);
  CHECK(r["progress"]["l/p/state"]["best_score"] == 1);
}

TEST_CASE("progress_import: invalid stored entries are dropped and listed, never merged", "[progress]") {
  const json kept = {{"__proto__", {{"attempts", 1}, {"best_score", 1}}}, {"l/q", {{"attempts", -1}, {"best_score", 1}}}, {"l/ok", {{"attempts", 1}, {"best_score", 0}}}};
  json r = import_req(file_with(json::object()), kept);
  REQUIRE(r["ok"] == true);
  CHECK(r["dropped"] == json::array({"__proto__", "l/q"}));
  CHECK(r["progress"].size() == 1);
}

TEST_CASE("progress_import rejects a bad file naming what is wrong, and changes nothing", "[progress]") {
  struct bad { json file; const char* code; const char* message_part; };
  const json ok_entry = {{"attempts", 1}, {"best_score", 1}};
  const bad cases[] = {
      {json("{\"format\": "), "parse_error", "the progress file is not JSON"},
      {json("[1,2]"), "invalid_value", "not a ledgerlab progress file"},
      {json{{"format", "nope"}, {"version", 1}, {"progress", json::object()}}, "invalid_value", "not a ledgerlab progress file"},
      {json{{"format", "ledgerlab-progress"}, {"version", 2}, {"progress", json::object()}}, "invalid_value", "version 2 is not supported"},
      {json{{"format", "ledgerlab-progress"}, {"version", 1}, {"progress", json::object()}, {"extra", 1}}, "invalid_value", "unknown key /extra"},
      {file_with({{"__proto__", ok_entry}}), "invalid_value", "/progress/__proto__: keys are"},
      {file_with({{"constructor", ok_entry}}), "invalid_value", "/progress/constructor: keys are"},
      {file_with({{"a/b", {{"attempts", 1.5}, {"best_score", 1}}}}), "invalid_value", "/progress/a~1b: attempts must be an integer"},
      {file_with({{"a/b", {{"attempts", 1}, {"best_score", 2}}}}), "invalid_value", "best_score must be a number in [0, 1], got 2"},
      {file_with({{"a/b", {{"attempts", 1}, {"best_score", "1"}}}}), "invalid_value", "best_score must be a number"},
      {file_with({{"a/b", {{"attempts", 1}}}}), "invalid_value", "best_score is required"},
      {file_with({{"a/b", {{"attempts", 1}, {"best_score", 1}, {"correct", "yes"}}}}), "invalid_value", "correct must be true or false"},
      {file_with({{"a/b", {{"attempts", 1}, {"best_score", 1}, {"seed", -1}}}}), "invalid_value", "seed must be an integer"},
      {file_with({{"a/b", {{"attempts", 1}, {"best_score", 1}, {"at", "yesterday"}}}}), "invalid_value", "at must be an ISO 8601 time"},
      {file_with({{"a/b", {{"attempts", 1}, {"best_score", 1}, {"last_answer", std::string(3000, 'x')}}}}), "invalid_value", "last_answer must be at most 2000 bytes"},
      {file_with({{"a/b", {{"attempts", 1}, {"best_score", 1}, {"hacked", true}}}}), "invalid_value", "unknown field \"hacked\""},
      {json("{\"format\":\"ledgerlab-progress\",\"version\":1,\"progress\":{\"a/b\":{\"attempts\":1,\"best_score\":1e999}}}"), "parse_error", "not JSON"},
  };
  const json kept = {{"l/q", ok_entry}};
  for (const bad& b : cases) {
    json r = import_req(b.file, kept);
    INFO(b.file.dump() << " -> " << r.dump());
    REQUIRE(r["ok"] == false);
    CHECK(r["error"]["code"] == b.code);
    CHECK(r["error"]["path"] == "/file");
    CHECK(r["error"]["message"].get<std::string>().find(b.message_part) != std::string::npos);
  }
}

TEST_CASE("progress_import limits: file size and entry count are too_large", "[progress]") {
  json r = import_req(json(std::string(max_progress_file_bytes + 1, ' ')));
  CHECK(r["error"]["code"] == "too_large");
  CHECK(r["error"]["path"] == "/file");
  CHECK(r["error"]["message"].get<std::string>().find("at most 1048576 bytes") != std::string::npos);
  json many = json::object();
  for (std::size_t i = 0; i <= max_progress_entries; ++i) many["l/q" + std::to_string(i)] = {{"attempts", 1}, {"best_score", 0}};
  json r2 = import_req(file_with(many));
  CHECK(r2["error"]["code"] == "too_large");
  CHECK(r2["error"]["message"].get<std::string>().find("at most 10000") != std::string::npos);
  // Exactly at the limit is accepted.
  many.erase("l/q0");
  CHECK(import_req(file_with(many))["ok"] == true);
  // The stored progress must be an object.
  json r3 = json::parse(handle(R"({"op":"progress_import","file":"{\"format\":\"ledgerlab-progress\",\"version\":1,\"progress\":{}}","progress":[1]})"));
  CHECK(r3["error"]["code"] == "invalid_value");
  CHECK(r3["error"]["path"] == "/progress");
}

TEST_CASE("hardware_import: a calibrated profile is accepted with its label", "[progress]") {
  const std::string profile = R"({"name": "h100-sxm-8x", "memory_bytes": 8.55e10, "peak_flops_per_s": {"bf16": 9.89e14},
    "hbm_bytes_per_s": 3.35e12, "gpus_per_node": 8, "source": "calibrated",
    "links": {"intra_node": {"bytes_per_s": 3.7e11, "latency_s": 1e-6}, "inter_node": {"bytes_per_s": 4.7e10, "latency_s": 5e-6}},
    "provenance": {"gpu": "NVIDIA H100 80GB HBM3", "date": "2026-11-01"}})";
  json r = json::parse(handle(json{{"op", "hardware_import"}, {"file", profile}}.dump()));
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  CHECK(r["label"] == "h100-sxm-8x (calibrated)");
  CHECK(r["memory_bytes"] == 8.55e10);
  CHECK(r["hardware"]["provenance"]["gpu"] == "NVIDIA H100 80GB HBM3");
  // The returned object is a valid hardware object for every op.
  json m = ok(json{{"op", "memory"}, {"model", {{"params", 7e9}}}, {"hardware", r["hardware"]}}.dump());
  CHECK(m["capacity_bytes"] == 8.55e10);
}

TEST_CASE("hardware_import rejects broken files naming the field inside the file", "[progress]") {
  struct bad { std::string file; const char* code; const char* message_part; };
  const bad cases[] = {
      {"{\"name\": ", "parse_error", "the file is not JSON"},
      {"[]", "invalid_value", "must be a JSON object"},
      {R"({"name":"x","memory_bytes":-8e10,"peak_flops_per_s":{"bf16":1e15},"hbm_bytes_per_s":3e12,"gpus_per_node":8,
           "links":{"intra_node":{"bytes_per_s":4e11,"latency_s":1e-6},"inter_node":{"bytes_per_s":5e10,"latency_s":5e-6}}})",
       "invalid_value", "(at /memory_bytes in the profile)"},
      {R"({"preset":"tpu-v9"})", "unknown_preset", "(at /preset in the profile)"},
      {R"({"name":"x","memory_bytes":8e10,"peak_flops_per_s":{"bf16":1e15},"hbm_bytes_per_s":3e12,"gpus_per_node":8,
           "links":{"intra_node":{"bytes_per_s":4e11,"latency_s":1e-6},"inter_node":{"bytes_per_s":5e10,"latency_s":5e-6}},"bogus":1})",
       "invalid_value", "(at /bogus in the profile)"},
      {R"({"name":"x"})", "missing_field", "memory_bytes is required (at /memory_bytes in the profile)"},
      {std::string((4u << 20) + 1, ' '), "too_large", "at most 4194304 bytes"},
  };
  for (const bad& b : cases) {
    json r = json::parse(handle(json{{"op", "hardware_import"}, {"file", b.file}}.dump()));
    INFO(b.file.substr(0, 200) << " -> " << r.dump().substr(0, 400));
    REQUIRE(r["ok"] == false);
    CHECK(r["error"]["code"] == b.code);
    CHECK(r["error"]["path"] == "/file");
    CHECK(r["error"]["message"].get<std::string>().find(b.message_part) != std::string::npos);
  }
}
