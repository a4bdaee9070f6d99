// Lesson data for the tutoring loop and fair questions: every question has hints and the page
// sentence it is about (verbatim on its book page, shared/seeds/ when present); every numeric
// prompt names the unit and convention its key uses; no misconception's feedback gives the answer
// away; and an exercise's prompt names no choice, toggle or readout the exercise does not have.
#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "core/api.h"
#include "core/quiz/lesson.h"

using namespace ledgerlab;

namespace {

std::string normalise_page(std::string t) {
  for (const char* m : {"\\(", "\\)", "$$"}) {
    for (std::size_t p = t.find(m); p != std::string::npos; p = t.find(m)) t.erase(p, std::strlen(m));
  }
  std::string o;
  for (char c : t) {
    if (c == '\n' || c == '\t' || c == '\r') c = ' ';
    if (c == ' ' && !o.empty() && o.back() == ' ') continue;
    o += c;
  }
  return o;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

TEST_CASE("every question has hints, a page sentence from its page, and a reveal rule", "[lessons_tutoring]") {
  const std::filesystem::path seeds = std::filesystem::path(LEDGERLAB_SOURCE_DIR) / "../shared/seeds";
  const bool have_pages = std::filesystem::exists(seeds);
  if (!have_pages) WARN("shared/seeds not found next to the checkout: page sentences checked for presence only");
  int sentences = 0;
  for (const auto& l : lesson_catalog()) {
    std::string page;
    if (have_pages) {
      std::ifstream in(seeds / l.source_page);
      std::stringstream ss;
      ss << in.rdbuf();
      page = normalise_page(ss.str());
      REQUIRE_FALSE(page.empty());
    }
    for (const auto& s : l.sections)
      for (const auto& q : s.questions) {
        INFO(l.id << "/" << q.id);
        REQUIRE(q.spec.contains("page_sentence"));
        const std::string ps = q.spec["page_sentence"].get<std::string>();
        if (have_pages) CHECK(page.find(normalise_page(ps)) != std::string::npos);
        ++sentences;
        std::vector<const lesson_question*> all = {&q};
        for (const auto& p : q.parts) all.push_back(&p);
        for (const lesson_question* x : all) {
          INFO(x->ref);
          CHECK(x->spec.contains("hints"));
          CHECK(x->spec.value("hints", json::array()).size() >= 1);
          CHECK(x->spec.value("reveal_after", 0) >= 2);
        }
      }
  }
  CHECK(sentences >= 45);
}

TEST_CASE("numeric prompts name the unit and convention of their key", "[lessons_tutoring]") {
  int numeric = 0;
  for (const auto& l : lesson_catalog())
    for (const auto& s : l.sections)
      for (const auto& q0 : s.questions) {
        std::vector<const lesson_question*> all = {&q0};
        for (const auto& p : q0.parts) all.push_back(&p);
        for (const lesson_question* q : all) {
          if (q->type != "numeric") continue;
          ++numeric;
          const json& a = q->spec["answer"];
          const std::string unit = a["unit"].get<std::string>(), dim = a["dimension"].get<std::string>();
          const std::string prompt = q->spec["prompt"].get<std::string>();
          INFO(l.id << "/" << q->ref << ": " << prompt);
          if (dim != "count") CHECK(a.value("unit_stated", false));  // a bare number is read in the unit the prompt names
          if (dim == "bytes") {
            CHECK(prompt.find("in " + unit) != std::string::npos);
            CHECK((prompt.find("1 GB = 10^9 bytes") != std::string::npos || prompt.find("GiB") != std::string::npos));
          } else if (dim == "ratio") {
            CHECK((unit == "%" ? prompt.find("percent") != std::string::npos : prompt.find("factor") != std::string::npos));
          } else if (dim == "bytes_per_param") {
            CHECK(prompt.find("bytes per parameter") != std::string::npos);
          } else if (dim == "flops_per_token") {
            CHECK(prompt.find("GFLOP per token") != std::string::npos);
          } else if (dim == "tokens") {
            CHECK(lower(prompt).find("tokens") != std::string::npos);
          } else if (dim == "count") {
            CHECK(prompt.find("(A count") != std::string::npos);
          }
        }
      }
  CHECK(numeric >= 25);
}

TEST_CASE("misconception feedback never contains the expected answer", "[lessons_tutoring]") {
  int checked = 0;
  for (const auto& l : lesson_catalog())
    for (const auto& s : l.sections)
      for (const auto& q : s.questions) {
        if (q.type != "numeric") continue;
        const std::size_t rows = q.spec.contains("variants") ? q.spec["variants"].size() : 1;
        for (unsigned long long seed = 0; seed < 12; ++seed) {
          question_variant v = pick_variant(l, q, seed, handle_json);
          numeric_eval ev = evaluate_numeric(l, q, v, handle_json);
          json c = json::parse(handle(json{{"op", "check"}, {"question", l.id + "/" + q.ref}, {"answer", "1"}, {"seed", seed}}.dump()));
          const std::string expected = c["expected"].get<std::string>();
          const std::string head = expected.substr(0, expected.find_first_of(" ×%"));
          const std::regex word("(^|[^0-9A-Za-z.])" + std::regex_replace(head, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") +
                                "($|[^0-9A-Za-z.])");
          for (const auto& m : ev.candidates) {
            INFO(l.id << "/" << q.ref << " variant " << v.index << " misconception " << m.id << ": " << m.feedback);
            CHECK_FALSE(std::regex_search(m.feedback, word));
            ++checked;
          }
          if (rows == 1) break;
        }
      }
  CHECK(checked >= 60);
}

TEST_CASE("exercise prompts name only the choices, toggles and readouts the exercise has", "[lessons_tutoring]") {
  // identifiers of the catalog (recipes, models, hardware) and of the ledgers' options
  json presets = json::parse(handle(R"({"op":"presets"})"));
  std::set<std::string> ids = {"none", "selective", "full", "sqrt", "every_k", "optimal", "sgd_momentum", "adam_8bit",
                               "adafactor", "all_reduce", "reduce_scatter", "all_gather"};
  for (const char* k : {"recipes", "models", "hardware"})
    for (const auto& e : presets[k]) ids.insert(e.contains("name") ? e["name"].get<std::string>() : e["id"].get<std::string>());
  // a phrase the prompt uses as a control or a readout -> the pointers that provide it
  struct phrase {
    const char* text;
    bool input;  // true: an input pointer; false: a watched response pointer
    std::vector<std::string> pointers;
  };
  const phrase phrases[] = {
      {"dropout", true, {"/training/dropout"}},
      {"flashattention", true, {"/training/flash_attention"}},
      {"flash attention", true, {"/training/flash_attention"}},
      {"zero stage", true, {"/parallel/zero"}},
      {"tokens per step", false, {"/tokens_per_step"}},
      {"bytes per parameter", false, {"/bytes_per_param"}},
      {"step time", false, {"/step_s"}},
  };
  int checked = 0;
  for (const auto& l : lesson_catalog())
    for (const auto& s : l.sections)
      for (const auto& e : s.exercises) {
        const std::string prompt = lower(e.prompt);
        INFO(l.id << " exercise " << e.id << ": " << e.prompt);
        std::set<std::string> inputs, watch, offered;
        for (const auto& in : e.inputs) {
          inputs.insert(in["pointer"].get<std::string>());
          if (in.contains("choices"))
            for (const auto& c : in["choices"]) offered.insert(c.is_string() ? c.get<std::string>() : c.dump());
        }
        for (const auto& w : e.watch) watch.insert(w.get<std::string>());
        const std::string request = e.request.dump();
        // a catalog identifier in the prompt must be a choice of an input, or the request's own value
        std::regex ident(R"([a-z0-9]+(?:[_-][a-z0-9]+)+)");
        for (std::sregex_iterator it(prompt.begin(), prompt.end(), ident), end; it != end; ++it) {
          const std::string id = it->str();
          if (!ids.count(id)) continue;
          INFO("names \"" << id << "\"");
          CHECK((offered.count(id) || request.find("\"" + id + "\"") != std::string::npos));
        }
        for (const auto& p : phrases) {
          if (prompt.find(p.text) == std::string::npos) continue;
          INFO("names \"" << p.text << "\"");
          bool has = false;
          for (const auto& ptr : p.pointers) has = has || (p.input ? inputs.count(ptr) : watch.count(ptr));
          CHECK(has);
        }
        ++checked;
      }
  CHECK(checked >= 20);
}
