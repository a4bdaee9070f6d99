// `ledgerlab quiz LESSON [--seed N] [--question ID] [--once] [--json]`: the tutoring loop of the
// API `tutor` op on a terminal. Each question is asked with the page sentence it is about; a line
// of stdin is an answer, or a command: `hint` (one at a time), `reveal` (the worked solution),
// `new` (a new variant), `skip` (or an empty line), `quit`. After a wrong answer the same question
// is asked again (`--once`: one answer per question, for scripts). End of input ends the quiz
// cleanly. A worked problem (`--question problem-1`) is walked part by part: a part computed from an
// earlier choice gets the reader's answer to it (`previous`), so its numbers follow that choice. All
// grading and every number come from the core (quiz-grading.md).
#include <cstdio>
#include <iostream>
#include <string>

#include "core/spec/units.h"
#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

namespace {

std::string step_value(const json& s) {
  if (s.contains("bytes") && s["bytes"].is_number()) return format_bytes(s["bytes"].get<double>());
  if (s.contains("flops") && s["flops"].is_number()) return format_flops(s["flops"].get<double>());
  if (s.contains("seconds") && s["seconds"].is_number()) return format_seconds(s["seconds"].get<double>());
  if (s.contains("value") && s["value"].is_number()) return fmt_num(s["value"].get<double>());
  return "";
}

void print_question(std::size_t n, std::size_t total, const json& q, const json& t, const std::string& section) {
  std::printf("\nQuestion %zu/%zu  [%s]  %s\n%s\n", n, total, section.c_str(), q["ref"].get<std::string>().c_str(),
              t["prompt"].get<std::string>().c_str());
  if (t.contains("page_sentence")) std::printf("  From the page: \"%s\"\n", t["page_sentence"].get<std::string>().c_str());
  const std::string type = q["type"].get<std::string>();
  const char* list_key = type == "ordering" ? "items" : "choices";
  if (q.contains(list_key))
    for (const auto& c : q[list_key])
      std::printf("   (%s) %s\n", c["id"].get<std::string>().c_str(), c["text"].get<std::string>().c_str());
  std::string how;
  if (type == "multi_select") how = "all letters that apply, e.g. \"a, c\"";
  else if (type == "yes_no") how = "yes or no, in your words";
  else if (type == "ordering") how = "the letters in order, e.g. \"b, a, c\"";
  else if (type == "choice") how = "one letter";
  else if (type == "numeric") {
    const std::string dim = q.value("dimension", "");
    how = dim == "ratio" ? "a number" : "a number, with its unit if you like";
  } else {
    how = "a short answer in your own words";
  }
  std::printf("  (type %s; or: hint, reveal, %sskip)\n", how.c_str(), t["can"]["new_variant"].get<bool>() ? "new, " : "");
  if (q.contains("parts")) {
    std::string refs;
    for (const auto& p : q["parts"]) refs += (refs.empty() ? "" : ", ") + p["ref"].get<std::string>();
    std::printf("  (also in parts: %s — ledgerlab quiz LESSON --question PART)\n", refs.c_str());
  }
}

void print_solution(const json& sol) {
  if (sol.contains("expected")) std::printf("  Answer: %s\n", sol["expected"].get<std::string>().c_str());
  if (!sol["steps"].empty()) {
    std::printf("  Worked solution (ledger steps):\n");
    for (const auto& s : sol["steps"])
      std::printf("    %-40s %12s   %s\n", s.value("label", std::string()).c_str(), step_value(s).c_str(),
                  s.value("formula", std::string()).c_str());
  }
  if (sol.contains("explanation")) std::printf("  Why: %s\n", sol["explanation"].get<std::string>().c_str());
  if (sol.contains("page_answer")) std::printf("  The book's answer: %s\n", sol["page_answer"].get<std::string>().c_str());
}

std::string lower_trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  std::string o = b == std::string::npos ? "" : s.substr(b, e - b + 1);
  for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}

}  // namespace

int cmd_quiz(int argc, char** argv) {
  const std::vector<flag_spec> specs = {{"seed", "N", "variant seed (0 = the book's numbers)"},
                                        {"question", "ID", "ask only this question (or a part: check-4/gives)"},
                                        {"once", nullptr, "one answer per question, no retries (for scripts)"},
                                        {"json", nullptr, "JSON Lines: the `tutor` response to every line read, no prompts"},
                                        {"help", nullptr, "show this help"}};
  args a(argc, argv, specs, /*allow_positional=*/true);
  if (a.has("help")) {
    std::printf("usage: ledgerlab quiz LESSON [--seed N] [--question ID] [--once] [--json]\n\n"
                "Asks each question with the page sentence it is about and reads lines from stdin: an answer, or\n"
                "hint (one at a time), reveal (the worked solution), new (another variant), skip (or an empty line),\n"
                "quit. A wrong answer is not shown the answer: try again, ask for a hint, or reveal. End of input stops.\n\n"
                "example: ledgerlab quiz training-is-its-own-beast\n"
                "         printf '36 GB\\nhint\\n48 GB\\n' | ledgerlab quiz training-is-its-own-beast --question check-2\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  if (a.positional().size() != 1) throw usage_error("expected one lesson id (see `ledgerlab lessons`)");
  long long seed = a.integer("seed", 0);
  if (seed < 0) throw usage_error("--seed must be >= 0");
  const std::string lesson_id = a.positional()[0];
  const std::string only = a.str("question", "");
  const bool once = a.has("once"), jsonl = a.has("json");
  json lesson;
  int rc = 0;
  if (!call_api("quiz", {{"op", "lesson"}, {"id", lesson_id}, {"seed", seed}}, lesson, &rc)) return rc;

  struct item {
    json q;
    std::string section;
    json problem;  // a problem's part: the problem (its prompt is shown before the first part)
  };
  std::vector<item> items;
  for (const auto& s : lesson["sections"])
    for (const auto& q : s["questions"]) {
      const std::string heading = s["heading"].get<std::string>();
      if (q["type"] == "problem") {  // walked part by part, in order
        for (const auto& p : q["parts"])
          if (only.empty() || q["ref"] == only || p["ref"] == only) items.push_back({p, heading, q});
        continue;
      }
      if (only.empty() || q["ref"] == only) items.push_back({q, heading, json()});
      if (q.contains("parts"))
        for (const auto& p : q["parts"])
          if (!only.empty() && p["ref"] == only) items.push_back({p, heading, json()});
    }
  if (items.empty()) throw usage_error("lesson \"" + lesson_id + "\" has no question \"" + only + "\"");
  // A lone part computed from earlier choices cannot be asked without them.
  if (items.size() == 1 && items[0].q.contains("needs") && !items[0].q["needs"].empty())
    throw usage_error("part \"" + only + "\" is computed from your answers to earlier parts (" + items[0].q["needs"].dump() +
                      "): walk the problem with --question " + items[0].problem["ref"].get<std::string>());
  json previous = json::object();  // a problem's part id -> the reader's answer to it (what later parts use)
  std::string shown_problem;

  if (!jsonl)
    std::printf("%s (seed %lld): %zu question%s\n", lesson["title"].get<std::string>().c_str(), seed, items.size(),
                items.size() == 1 ? "" : "s");
  double total_score = 0;
  std::size_t answered = 0, correct = 0, after_reveal = 0, hints = 0;
  bool stop = false;
  for (std::size_t i = 0; i < items.size() && !stop; ++i) {
    const std::string qref = lesson_id + "/" + items[i].q["ref"].get<std::string>();
    const json& pq = items[i].problem;
    if (pq.is_object() && pq["ref"] != shown_problem) {
      shown_problem = pq["ref"].get<std::string>();
      previous = json::object();
      if (!jsonl) {
        std::printf("\nProblem %s: %s\n", shown_problem.c_str(), pq["prompt"].get<std::string>().c_str());
        if (pq.contains("page_sentence")) std::printf("  From the page: \"%s\"\n", pq["page_sentence"].get<std::string>().c_str());
      }
    }
    json prev_for = json();  // the earlier answers this part is computed from
    if (items[i].q.contains("needs") && !items[i].q["needs"].empty()) {
      prev_for = json::object();
      std::string missing;
      for (const auto& id : items[i].q["needs"])
        if (previous.contains(id.get<std::string>())) prev_for[id.get<std::string>()] = previous[id.get<std::string>()];
        else missing += (missing.empty() ? "" : ", ") + id.get<std::string>();
      if (!missing.empty()) {
        if (jsonl) std::printf("%s\n", json({{"question", qref}, {"skipped", true}, {"needs", missing}}).dump().c_str());
        else std::printf("\nQuestion %zu/%zu  %s: skipped, it is computed from your answer to part %s (skipped)\n", i + 1,
                         items.size(), items[i].q["ref"].get<std::string>().c_str(), missing.c_str());
        continue;
      }
    }
    auto step = [&](const std::string& action, const json& state, const std::string* answer, json& out) {
      json req = {{"op", "tutor"}, {"question", qref}, {"action", action}};
      if (state.is_object()) req["state"] = state;
      else req["seed"] = seed;
      if (answer) req["answer"] = *answer;
      if (prev_for.is_object()) req["previous"] = prev_for;
      return call_api("quiz", req, out, &rc);
    };
    json t;
    if (!step("start", json(), nullptr, t)) return rc;
    json state = t["state"];
    if (!jsonl) {
      print_question(i + 1, items.size(), items[i].q, t, items[i].section);
      if (t.contains("given")) {
        std::string g;
        for (const auto& x : t["given"]) g += (g.empty() ? "" : "; ") + x.get<std::string>();
        std::printf("  (computed for your choices: %s)\n", g.c_str());
      }
    }
    bool tried = false;
    json last_solution;
    for (;;) {
      if (!jsonl) {
        std::printf("answer> ");
        std::fflush(stdout);
      }
      std::string line;
      if (!std::getline(std::cin, line)) {
        stop = true;
        if (!jsonl) std::printf("\n(end of input)\n");
        break;
      }
      if (!line.empty() && line.back() == '\r') line.pop_back();
      const std::string cmd = lower_trim(line);
      json r;
      if (cmd.empty() || cmd == "skip" || cmd == "next") {
        if (!jsonl) std::printf("  skipped\n");
        break;
      }
      if (cmd == "quit" || cmd == "exit" || cmd == "q") {
        stop = true;
        break;
      }
      if (cmd == "hint" || cmd == "?" || cmd == "h") {
        if (!step("hint", state, nullptr, r)) return rc;
        state = r["state"];
        if (jsonl) std::printf("%s\n", r.dump().c_str());
        else if (r.contains("hint"))
          std::printf("  Hint %zu/%zu: %s\n", r["hints"].size(), r["hints_total"].get<std::size_t>(), r["hint"].get<std::string>().c_str());
        else
          std::printf("  %s\n", r["note"].get<std::string>().c_str());
        if (r.contains("hint")) ++hints;
        continue;
      }
      if (cmd == "reveal" || cmd == "solution" || cmd == "show" || cmd == "answer") {
        if (!step("reveal", state, nullptr, r)) return rc;
        state = r["state"];
        if (r.contains("solution")) last_solution = r["solution"];
        if (jsonl) std::printf("%s\n", r.dump().c_str());
        else print_solution(r["solution"]);
        if (once) break;
        continue;
      }
      if (cmd == "new" || cmd == "new variant" || cmd == "another") {
        if (!t["can"]["new_variant"].get<bool>()) {
          if (!jsonl) std::printf("  This question has one variant only.\n");
          continue;
        }
        if (!step("new_variant", state, nullptr, r)) return rc;
        state = r["state"];
        t = r;
        if (jsonl) std::printf("%s\n", r.dump().c_str());
        else std::printf("\nNew variant (seed %s): %s\n", r["seed"].dump().c_str(), r["prompt"].get<std::string>().c_str());
        continue;
      }
      if (!step("check", state, &line, r)) return rc;
      state = r["state"];
      if (r.contains("solution")) last_solution = r["solution"];
      const json& res = r["result"];
      if (jsonl) std::printf("%s\n", r.dump().c_str());
      const bool ok = res["correct"].get<bool>();
      const bool not_a_try = res["kind"] == "unreadable" || res["kind"] == "ambiguous";
      if (!not_a_try) tried = true;
      if (!jsonl) {
        const double score = res["score"].get<double>();
        if (res["kind"] == "unreadable")  // not a verdict: the answer could not be read, and costs no try
          std::printf("  COULD NOT READ THAT (not counted as a try)\n  %s\n", res["feedback"].get<std::string>().c_str());
        else if (res["kind"] == "ambiguous")  // it reads two ways: the reader says it plainly, no try spent
          std::printf("  SAY IT PLAINLY (not counted as a try)\n  %s\n", res["feedback"].get<std::string>().c_str());
        else
          std::printf("  %s (score %s, %s)\n  %s\n", ok ? "CORRECT" : (score > 0 ? "PARTLY RIGHT" : "NOT CORRECT"),
                      fmt_num(score, 3).c_str(), res["kind"].get<std::string>().c_str(), res["feedback"].get<std::string>().c_str());
        if (r.contains("solution") && (ok || r.value("revealed_now", false))) {
          if (r.value("revealed_now", false)) std::printf("  (the solution, after %d tries)\n", state["attempts"].get<int>());
          print_solution(r["solution"]);
        }
        if (!ok && !once && !not_a_try)
          std::printf("  Try again, or: hint, reveal, %sskip\n", t["can"]["new_variant"].get<bool>() ? "new, " : "");
      }
      if (ok || once) break;
    }
    // what later parts of a problem use: the reader's own choice (right or wrong), or after a reveal
    // without one, the solution's
    if (pq.is_object() && items[i].q["type"] == "choice") {
      const std::string last = state.value("last_answer", std::string());
      if (tried && !last.empty()) previous[items[i].q["id"].get<std::string>()] = last;
      else if (state.value("revealed", false) && last_solution.contains("expected"))
        previous[items[i].q["id"].get<std::string>()] = last_solution["expected"];
    }
    if (tried) {
      ++answered;
      total_score += state["score"].get<double>();
      if (state["correct"].get<bool>()) ++correct;
      if (state["revealed_before_correct"].get<bool>()) ++after_reveal;
    }
  }
  if (jsonl) return 0;
  std::printf("\nScore: %s / %zu (%zu correct, %zu answered", fmt_num(total_score, 3).c_str(), items.size(), correct, answered);
  if (after_reveal) std::printf("; %zu right only after seeing the solution", after_reveal);
  if (hints) std::printf("; %zu hint%s", hints, hints == 1 ? "" : "s");
  std::printf(")\n");
  return 0;
}

}  // namespace ledgerlab::cli
