// The tutoring loop (core/quiz/tutor.h, API op tutor): a wrong answer without the answer shown,
// hints one at a time, the solution only on request or after reveal_after tries, progress that
// records whether the solution came before the right answer, new variants, parts, and strict
// reading of the state the host passes back.
#include <catch2/catch.hpp>

#include <string>

#include "core/api.h"

using namespace ledgerlab;

namespace {

json tutor(const json& req) {
  json full = req;
  full["op"] = "tutor";
  return json::parse(handle(full.dump()));
}

const char* const q2 = "training-is-its-own-beast/check-2";

}  // namespace

TEST_CASE("tutor: wrong, hint, hint, right, no solution before the reader has it", "[tutor]") {
  json s = tutor({{"question", q2}, {"action", "start"}});
  REQUIRE(s["ok"] == true);
  CHECK(s["prompt"].get<std::string>().find("3B") != std::string::npos);
  CHECK(s["page_sentence"] == "That is the “~16 bytes/param” rule.");
  CHECK(s["hints"].empty());
  CHECK(s["hints_total"] == 2);
  CHECK(s["can"]["hint"] == true);
  CHECK(s["can"]["reveal"] == true);
  CHECK(s["can"]["new_variant"] == true);
  CHECK_FALSE(s.contains("solution"));

  json w = tutor({{"question", q2}, {"action", "check"}, {"answer", "36 GB"}, {"state", s["state"]}});
  REQUIRE(w["ok"] == true);
  CHECK(w["result"]["correct"] == false);
  CHECK(w["result"]["diagnosis"] == "no_master_copy");
  const std::string fb = w["result"]["feedback"].get<std::string>();
  CHECK(fb.find("48") == std::string::npos);
  CHECK(fb.find("Expected") == std::string::npos);
  CHECK_FALSE(w.contains("solution"));
  CHECK(w["state"]["attempts"] == 1);

  json h1 = tutor({{"question", q2}, {"action", "hint"}, {"state", w["state"]}});
  CHECK(h1["hint"] == "persistent state = parameters × bytes per parameter");
  CHECK(h1["hints"].size() == 1);
  CHECK_FALSE(h1.contains("solution"));
  json h2 = tutor({{"question", q2}, {"action", "hint"}, {"state", h1["state"]}});
  CHECK(h2["hints"].size() == 2);
  CHECK(h2["can"]["hint"] == false);
  json h3 = tutor({{"question", q2}, {"action", "hint"}, {"state", h2["state"]}});
  CHECK_FALSE(h3.contains("hint"));
  CHECK(h3["note"].get<std::string>().find("No more hints") != std::string::npos);

  json r = tutor({{"question", q2}, {"action", "check"}, {"answer", "that is 48 GB"}, {"state", h3["state"]}});
  CHECK(r["result"]["correct"] == true);
  CHECK(r["state"]["attempts"] == 2);
  CHECK(r["state"]["solved"] == true);
  CHECK(r["state"]["revealed_before_correct"] == false);
  REQUIRE(r.contains("solution"));
  CHECK(r["solution"]["expected"] == "48 GB");
  CHECK_FALSE(r["solution"]["steps"].empty());
}

TEST_CASE("tutor: reveal on request, then the right answer counts as after the reveal", "[tutor]") {
  json rv = tutor({{"question", q2}, {"action", "reveal"}});
  REQUIRE(rv["ok"] == true);
  CHECK(rv["revealed_now"] == true);
  CHECK(rv["solution"]["expected"] == "48 GB");
  CHECK(rv["can"]["reveal"] == false);
  json r = tutor({{"question", q2}, {"action", "check"}, {"answer", "48 GB"}, {"state", rv["state"]}});
  CHECK(r["state"]["correct"] == true);
  CHECK(r["state"]["solved"] == false);
  CHECK(r["state"]["revealed_before_correct"] == true);
}

TEST_CASE("tutor: reveal_after wrong tries shows the solution, unreadable answers are not tries", "[tutor]") {
  json st = tutor({{"question", q2}, {"action", "start"}})["state"];
  json u = tutor({{"question", q2}, {"action", "check"}, {"answer", "no idea"}, {"state", st}});
  CHECK(u["result"]["kind"] == "unreadable");
  CHECK(u["state"]["attempts"] == 0);
  st = u["state"];
  for (int i = 1; i <= 3; ++i) {
    json w = tutor({{"question", q2}, {"action", "check"}, {"answer", std::to_string(10 * i) + " GB"}, {"state", st}});
    st = w["state"];
    CHECK(w["state"]["attempts"] == i);
    CHECK(w.contains("solution") == (i == 3));
    if (i == 3) {
      CHECK(w["revealed_now"] == true);
      // once revealed, feedback may name the answer
      CHECK(w["result"]["feedback"].get<std::string>().find("Expected 48 GB") != std::string::npos);
    }
  }
  CHECK(st["revealed"] == true);
}

TEST_CASE("tutor: a new variant resets the variant's counters and keeps the totals", "[tutor]") {
  json w = tutor({{"question", q2}, {"action", "check"}, {"answer", "36 GB"}});
  json h = tutor({{"question", q2}, {"action", "hint"}, {"state", w["state"]}});
  json n = tutor({{"question", q2}, {"action", "new_variant"}, {"state", h["state"]}});
  REQUIRE(n["ok"] == true);
  CHECK(n["variant"] != 0);
  CHECK(n["seed"] != 0);
  CHECK(n["state"]["attempts"] == 0);
  CHECK(n["state"]["hints_shown"] == 0);
  CHECK(n["state"]["total_attempts"] == 1);
  CHECK(n["state"]["variants_tried"] == 2);
  CHECK(n["prompt"].get<std::string>().find("3B") == std::string::npos);
  // the new variant is graded with its own numbers
  json check = json::parse(handle(json{{"op", "check"}, {"question", q2}, {"answer", "1"}, {"seed", n["seed"]}}.dump()));
  json ok = tutor({{"question", q2}, {"action", "check"}, {"answer", check["expected"]}, {"state", n["state"]}});
  CHECK(ok["result"]["correct"] == true);
  // a question with one variant has no new variant
  json one = tutor({{"question", "training-is-its-own-beast/fits-80gb"}, {"action", "new_variant"}});
  CHECK(one["ok"] == false);
  CHECK(one["error"]["path"] == "/action");
  CHECK(tutor({{"question", "training-is-its-own-beast/fits-80gb"}, {"action", "start"}})["can"]["new_variant"] == false);
}

TEST_CASE("tutor: parts are questions of their own, every type runs the loop", "[tutor]") {
  json p = tutor({{"question", "training-is-its-own-beast/check-4/gives"}, {"action", "check"}, {"answer", "a"}});
  REQUIRE(p["ok"] == true);
  CHECK(p["type"] == "choice");
  CHECK(p["result"]["correct"] == false);
  CHECK(p["result"]["feedback"].get<std::string>().find("compute") == std::string::npos);  // the answer is not named
  json s = tutor({{"question", "training-is-its-own-beast/check-4"}, {"action", "check"},
                  {"answer", "spends memory to save time"}});
  CHECK(s["result"]["kind"] == "reversed");
  CHECK(s["result"]["feedback"].get<std::string>().find("Reversed") != std::string::npos);
  // "trades A for B" is said of either direction (seed 002 writes both "trade compute for memory" and
  // "a textbook memory-for-compute trade"): the reader is asked which goes up, and no try is counted
  json trade = tutor({{"question", "training-is-its-own-beast/check-4"}, {"action", "check"},
                      {"answer", "it trades memory for compute"}});
  CHECK(trade["result"]["kind"] == "ambiguous");
  CHECK(trade["state"]["attempts"] == 0);
  // both claims reversed in one answer: one "Reversed:", the second is "Also reversed:"
  json both = tutor({{"question", "training-is-its-own-beast/check-4"}, {"action", "check"},
                     {"answer", "it uses more memory to save compute"}});
  CHECK(both["result"]["kind"] == "reversed");
  const std::string fb = both["result"]["feedback"].get<std::string>();
  CHECK(fb.find(" Reversed: ") != std::string::npos);
  CHECK(fb.find(" Reversed: ", fb.find(" Reversed: ") + 1) == std::string::npos);
  CHECK(fb.find(" Also reversed: ") != std::string::npos);
  json o = tutor({{"question", "training-resource-accounting/memory-short-order"}, {"action", "check"}, {"answer", "c, a, d, b"}});
  CHECK(o["result"]["kind"] == "partial");
  CHECK(o["result"]["feedback"].get<std::string>().find("c, d, a, b") == std::string::npos);
}

TEST_CASE("tutor: the request and the state are read strictly", "[tutor]") {
  CHECK(tutor({{"question", q2}, {"action", "dance"}})["error"]["path"] == "/action");
  CHECK(tutor({{"question", q2}, {"action", "check"}})["error"]["path"] == "/answer");
  CHECK(tutor({{"question", q2}, {"action", "hint"}, {"answer", "x"}})["error"]["path"] == "/answer");
  CHECK(tutor({{"question", q2}, {"state", {{"attempts", -1}}}})["error"]["path"] == "/state/attempts");
  CHECK(tutor({{"question", q2}, {"state", {{"colour", "red"}}}})["error"]["path"] == "/state/colour");
  CHECK(tutor({{"question", q2}, {"seed", 2}, {"state", {{"seed", 1}}}})["error"]["path"] == "/seed");
  CHECK(tutor({{"question", "training-is-its-own-beast/check-9"}})["error"]["code"] == "unknown_question");
  CHECK(tutor({{"question", "training-is-its-own-beast/check-4/nope"}})["error"]["code"] == "unknown_question");
}

TEST_CASE("tutor: hints name the variant's own givens, never a raw {placeholder}", "[tutor]") {
  // every hint of every question and part, at a few seeds
  int hints = 0;
  const json index = json::parse(handle(R"({"op":"lessons"})"));
  for (const auto& l : index["lessons"]) {
    const json lesson = json::parse(handle(json({{"op", "lesson"}, {"id", l["id"]}}).dump()));
    for (const auto& sec : lesson["sections"])
      for (const auto& q : sec["questions"])
        for (unsigned long long seed : {0ULL, 1ULL, 2ULL, 3ULL}) {
          const std::string ref = l["id"].get<std::string>() + "/" + q["id"].get<std::string>();
          json st = tutor({{"question", ref}, {"action", "start"}, {"seed", seed}});
          REQUIRE(st["ok"] == true);
          for (int k = 0; k < st["hints_total"].get<int>(); ++k) {
            st = tutor({{"question", ref}, {"action", "hint"}, {"state", st["state"]}});
            INFO(ref << " seed " << seed << ": " << st["hint"].dump());
            CHECK(st["hint"].get<std::string>().find('{') == std::string::npos);
            ++hints;
          }
        }
  }
  CHECK(hints > 100);
  // check-2 at the seed of the 70B variant: the hint names 70B
  json s = tutor({{"question", q2}, {"action", "start"}, {"seed", 1}});
  REQUIRE(s["prompt"].get<std::string>().find("70B") != std::string::npos);
  s = tutor({{"question", q2}, {"action", "hint"}, {"state", s["state"]}});
  s = tutor({{"question", q2}, {"action", "hint"}, {"state", s["state"]}});
  CHECK(s["hint"].get<std::string>().find("70B") != std::string::npos);
}

TEST_CASE("tutor: a short answer in sequence (blind round 8): the hint typed back, the same answer twice, after a reveal", "[tutor]") {
  const char* const q4 = "training-is-its-own-beast/check-4";
  json s = tutor({{"question", q4}, {"action", "start"}});
  REQUIRE(s["ok"] == true);
  // a wrong factor: wrong, and the feedback names neither the answer's factor nor its label
  json w = tutor({{"question", q4}, {"action", "check"}, {"answer", "Uses ~8x more compute to save memory"}, {"state", s["state"]}});
  CHECK(w["result"]["correct"] == false);
  CHECK(w["result"]["kind"] == "misconception");
  CHECK_FALSE(w.contains("solution"));
  CHECK(w["result"]["feedback"].get<std::string>().find("20–30%") == std::string::npos);
  CHECK(w["state"]["attempts"] == 1);
  json h = tutor({{"question", q4}, {"action", "hint"}, {"state", w["state"]}});
  json h2 = tutor({{"question", q4}, {"action", "hint"}, {"state", h["state"]}});
  REQUIRE(h2.contains("hint"));
  // the hint typed back says no direction: undecided (no try), never "reversed"
  json q = tutor({{"question", q4}, {"action", "check"}, {"answer", h2["hint"]}, {"state", h2["state"]}});
  CHECK(q["result"]["kind"] == "ambiguous");
  CHECK(q["state"]["attempts"] == 1);
  CHECK_FALSE(q.contains("solution"));
  const std::string qfb = q["result"]["feedback"].get<std::string>();
  CHECK(qfb.find("Reversed") == std::string::npos);
  // right, then the same right answer again: still solved, not revealed before
  json r = tutor({{"question", q4}, {"action", "check"}, {"answer", "memory goes down but the step takes longer"}, {"state", q["state"]}});
  CHECK(r["result"]["correct"] == true);
  CHECK(r["state"]["solved"] == true);
  json r2 = tutor({{"question", q4}, {"action", "check"}, {"answer", "memory goes down but the step takes longer"}, {"state", r["state"]}});
  CHECK(r2["state"]["solved"] == true);
  CHECK(r2["state"]["revealed_before_correct"] == false);
  // a right answer after a reveal counts as after the reveal
  json rv = tutor({{"question", q4}, {"action", "reveal"}});
  json a = tutor({{"question", q4}, {"action", "check"}, {"answer", "you pay FLOPs to save activations"}, {"state", rv["state"]}});
  CHECK(a["result"]["correct"] == true);
  CHECK(a["state"]["solved"] == false);
  CHECK(a["state"]["revealed_before_correct"] == true);
  // the book variant's number typed after new_variant is graded on the new variant's numbers
  json w2 = tutor({{"question", q2}, {"action", "check"}, {"answer", "36 GB"}});
  json n = tutor({{"question", q2}, {"action", "new_variant"}, {"state", w2["state"]}});
  REQUIRE(n["ok"] == true);
  json old = tutor({{"question", q2}, {"action", "check"}, {"answer", "48 GB"}, {"state", n["state"]}});
  CHECK(old["result"]["correct"] == false);
  CHECK_FALSE(old.contains("solution"));
  CHECK(old["state"]["attempts"] == 1);
}
