// `ledgerlab lessons` (the lesson index) and `ledgerlab lesson ID [--seed N]` (one lesson: its
// sections, exercises and questions, with the seed's variant filled in). Both call the API ops
// `lessons` and `lesson`; nothing here computes or grades.
#include <cstdio>
#include <string>

#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

static const flag_spec lessons_help = {"help", nullptr, "show this help"};
static const flag_spec lessons_json = {"json", nullptr, "print the API response as JSON"};
static const flag_spec lessons_seed = {"seed", "N", "variant seed (0 = the book's numbers)"};

int cmd_lessons(int argc, char** argv) {
  const std::vector<flag_spec> specs = {lessons_json, lessons_help};
  args a(argc, argv, specs);
  if (a.has("help")) {
    std::printf("usage: ledgerlab lessons [--json]\n\nexample: ledgerlab lessons\n\n%s", flag_help(specs).c_str());
    return 0;
  }
  json resp;
  int rc = 0;
  if (!call_api("lessons", {{"op", "lessons"}}, resp, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  for (const auto& l : resp["lessons"]) {
    std::printf("%s  (%d questions; book page %s)\n  %s\n", l["id"].get<std::string>().c_str(), l["questions"].get<int>(),
                l["source_page"].get<std::string>().c_str(), l["title"].get<std::string>().c_str());
    for (const auto& s : l["sections"])
      std::printf("    #%-28s %s (%d exercises, %d questions)\n", s["id"].get<std::string>().c_str(),
                  s["heading"].get<std::string>().c_str(), s["exercises"].get<int>(), s["questions"].get<int>());
  }
  std::printf("\nRun a quiz: ledgerlab quiz <lesson-id> [--seed N]   Show one: ledgerlab lesson <lesson-id>\n");
  return 0;
}

int cmd_lesson(int argc, char** argv) {
  const std::vector<flag_spec> specs = {lessons_seed, lessons_json, lessons_help};
  args a(argc, argv, specs, /*allow_positional=*/true);
  if (a.has("help")) {
    std::printf("usage: ledgerlab lesson ID [--seed N] [--json]\n\nexample: ledgerlab lesson training-is-its-own-beast\n\n%s",
                flag_help(specs).c_str());
    return 0;
  }
  if (a.positional().size() != 1) throw usage_error("expected one lesson id (see `ledgerlab lessons`)");
  long long seed = a.integer("seed", 0);
  if (seed < 0) throw usage_error("--seed must be >= 0");
  json resp;
  int rc = 0;
  if (!call_api("lesson", {{"op", "lesson"}, {"id", a.positional()[0]}, {"seed", seed}}, resp, &rc)) return rc;
  if (a.has("json")) {
    std::printf("%s\n", resp.dump(2).c_str());
    return 0;
  }
  std::printf("%s\n%s\n\n", resp["title"].get<std::string>().c_str(), resp["summary"].get<std::string>().c_str());
  for (const auto& s : resp["sections"]) {
    std::printf("## %s  (#%s)\n%s\n", s["heading"].get<std::string>().c_str(), s["id"].get<std::string>().c_str(),
                s["summary"].get<std::string>().c_str());
    for (const auto& e : s["exercises"]) {
      std::string ins;
      for (const auto& in : e["inputs"]) ins += (ins.empty() ? "" : ", ") + in["label"].get<std::string>();
      std::printf("  exercise %s [%s widget]: %s\n    you can change: %s\n", e["id"].get<std::string>().c_str(),
                  e["widget"].get<std::string>().c_str(), e["prompt"].get<std::string>().c_str(), ins.empty() ? "-" : ins.c_str());
    }
    for (const auto& q : s["questions"]) {
      std::printf("  question %s (%s): %s\n", q["id"].get<std::string>().c_str(), q["type"].get<std::string>().c_str(),
                  q["prompt"].get<std::string>().c_str());
      if (q["type"] == "problem")  // a worked problem's parts, in order (a later one may use an earlier choice)
        for (const auto& p : q["parts"])
          std::printf("    part %s (%s%s)\n", p["ref"].get<std::string>().c_str(), p["type"].get<std::string>().c_str(),
                      p.contains("needs") ? (", uses your answer to " + p["needs"].dump()).c_str() : "");
    }
    std::printf("\n");
  }
  return 0;
}

}  // namespace ledgerlab::cli
