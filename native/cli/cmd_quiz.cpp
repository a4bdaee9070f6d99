// `ledgerlab quiz LESSON [--seed N] [--question ID]`: asks each question of a lesson, reads one
// answer line from stdin (piped input works; an empty line skips; end of input ends the quiz
// cleanly), grades it with the API `check` op and prints the verdict, the feedback and the worked
// solution (the ledger's steps). All grading happens in the core (quiz-grading.md).
#include <cstdio>
#include <iostream>
#include <string>

#include "core/spec/units.h"
#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

static std::string step_value(const json& s) {
  if (s.contains("bytes") && s["bytes"].is_number()) return format_bytes(s["bytes"].get<double>());
  if (s.contains("flops") && s["flops"].is_number()) return format_flops(s["flops"].get<double>());
  if (s.contains("seconds") && s["seconds"].is_number()) return format_seconds(s["seconds"].get<double>());
  if (s.contains("value") && s["value"].is_number()) return fmt_num(s["value"].get<double>());
  return "";
}

static void print_question(std::size_t n, std::size_t total, const json& q, const std::string& section) {
  std::printf("\nQuestion %zu/%zu  [%s]  %s\n%s\n", n, total, section.c_str(), q["id"].get<std::string>().c_str(),
              q["prompt"].get<std::string>().c_str());
  const std::string type = q["type"].get<std::string>();
  const char* list_key = type == "ordering" ? "items" : "choices";
  if (q.contains(list_key))
    for (const auto& c : q[list_key])
      std::printf("   (%s) %s\n", c["id"].get<std::string>().c_str(), c["text"].get<std::string>().c_str());
  if (type == "multi_select") std::printf("  (type all letters that apply, e.g. \"a, c\")\n");
  else if (type == "ordering") std::printf("  (type the letters in order, e.g. \"b, a, c\")\n");
  else if (type == "choice") std::printf("  (type one letter)\n");
  else if (type == "numeric") {
    const std::string unit = q.value("unit", ""), dim = q.value("dimension", "");
    if (dim == "ratio") std::printf("  (a percentage or a fraction)\n");
    else if (dim == "count") std::printf("  (a number)\n");
    else std::printf("  (a number with its unit%s)\n", unit.empty() ? "" : (", e.g. in " + unit).c_str());
  } else {
    std::printf("  (a short answer in your own words)\n");
  }
}

int cmd_quiz(int argc, char** argv) {
  const std::vector<flag_spec> specs = {{"seed", "N", "variant seed (0 = the book's numbers)"},
                                        {"question", "ID", "ask only this question"},
                                        {"json", nullptr, "JSON Lines: one `check` response per answered question, no prompts"},
                                        {"help", nullptr, "show this help"}};
  args a(argc, argv, specs, /*allow_positional=*/true);
  if (a.has("help")) {
    std::printf("usage: ledgerlab quiz LESSON [--seed N] [--question ID] [--json]\n\n"
                "Asks each question, reads one answer per line from stdin (empty line: skip; end of input: stop),\n"
                "grades it and shows the worked solution.\n\nexample: ledgerlab quiz training-is-its-own-beast\n"
                "         echo '48 GB' | ledgerlab quiz training-is-its-own-beast --question check-2\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  if (a.positional().size() != 1) throw usage_error("expected one lesson id (see `ledgerlab lessons`)");
  long long seed = a.integer("seed", 0);
  if (seed < 0) throw usage_error("--seed must be >= 0");
  const std::string lesson_id = a.positional()[0];
  const std::string only = a.str("question", "");
  json lesson;
  int rc = 0;
  if (!call_api("quiz", {{"op", "lesson"}, {"id", lesson_id}, {"seed", seed}}, lesson, &rc)) return rc;

  struct item {
    json q;
    std::string section;
  };
  std::vector<item> items;
  for (const auto& s : lesson["sections"])
    for (const auto& q : s["questions"])
      if (only.empty() || q["id"] == only) items.push_back({q, s["heading"].get<std::string>()});
  if (items.empty()) throw usage_error("lesson \"" + lesson_id + "\" has no question \"" + only + "\"");

  const bool jsonl = a.has("json");
  if (!jsonl)
    std::printf("%s (seed %lld): %zu question%s\n", lesson["title"].get<std::string>().c_str(), seed, items.size(),
                items.size() == 1 ? "" : "s");
  double total_score = 0;
  std::size_t answered = 0, correct = 0;
  bool eof = false;
  for (std::size_t i = 0; i < items.size() && !eof; ++i) {
    if (!jsonl) {
      print_question(i + 1, items.size(), items[i].q, items[i].section);
      std::printf("answer> ");
      std::fflush(stdout);
    }
    std::string line;
    if (!std::getline(std::cin, line)) {
      eof = true;
      if (!jsonl) std::printf("\n(end of input)\n");
      break;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) {
      if (!jsonl) std::printf("  skipped\n");
      continue;
    }
    json resp;
    json req = {{"op", "check"}, {"question", lesson_id + "/" + items[i].q["id"].get<std::string>()},
                {"answer", line}, {"seed", seed}};
    if (!call_api("quiz", req, resp, &rc)) return rc;
    if (jsonl) {
      std::printf("%s\n", resp.dump().c_str());
      continue;
    }
    ++answered;
    const bool ok = resp["correct"].get<bool>();
    const double score = resp["score"].get<double>();
    total_score += score;
    if (ok) ++correct;
    std::printf("  %s (score %s, %s)\n  %s\n", ok ? "CORRECT" : (score > 0 ? "PARTLY RIGHT" : "NOT CORRECT"),
                fmt_num(score, 3).c_str(), resp["kind"].get<std::string>().c_str(), resp["feedback"].get<std::string>().c_str());
    const json& sol = resp["solution"];
    if (!sol["steps"].empty()) {
      std::printf("  Worked solution (ledger steps):\n");
      for (const auto& s : sol["steps"]) {
        std::string v = step_value(s);
        std::printf("    %-40s %12s   %s\n", s.value("label", std::string()).c_str(), v.c_str(),
                    s.value("formula", std::string()).c_str());
      }
    }
    if (sol.contains("explanation")) std::printf("  Why: %s\n", sol["explanation"].get<std::string>().c_str());
    if (!ok && items[i].q.contains("hints"))
      for (const auto& h : items[i].q["hints"]) std::printf("  Hint: %s\n", h.get<std::string>().c_str());
    if (sol.contains("page_answer") && !ok) std::printf("  The book's answer: %s\n", sol["page_answer"].get<std::string>().c_str());
  }
  if (jsonl) return 0;
  std::printf("\nScore: %s / %zu (%zu correct, %zu answered)\n", fmt_num(total_score, 3).c_str(), items.size(), correct, answered);
  return 0;
}

}  // namespace ledgerlab::cli
