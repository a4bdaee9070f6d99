// The formulas reference and its citations (core/spec/formulas_doc.h, the `formulas` op): every
// "[§x.y]" or "formulas.md §x.y" written anywhere in the project (core, native CLI and app, web,
// lessons, tests, README) names a section of docs/formulas.md, and every section of that file is
// cited by something. The checker itself is tested first, on made-up inputs, so a broken checker
// cannot pass the real check vacuously.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "core/api.h"
#include "core/spec/formulas_doc.h"

using namespace ledgerlab;
namespace fs = std::filesystem;

namespace {

struct citation_report {
  std::vector<std::string> unknown;  // "file:line: §x.y"
  std::vector<std::string> uncited;  // section ids nothing cites
  std::size_t citations = 0;
};

struct source_file {
  std::string name, text;
};

std::size_t line_of(const std::string& text, std::size_t offset) {
  std::size_t n = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) n += text[i] == '\n';
  return n;
}

// The checker: citations that name no section, and sections that nothing cites.
citation_report check_citations(const std::string& doc, const std::vector<source_file>& files) {
  citation_report rep;
  std::set<std::string> ids, cited;
  for (const formula_section& s : parse_formula_sections(doc)) ids.insert(s.id);
  for (const source_file& f : files)
    for (const citation& c : find_citations(f.text)) {
      ++rep.citations;
      cited.insert(c.section);
      if (!ids.count(c.section))
        rep.unknown.push_back(f.name + ":" + std::to_string(line_of(f.text, c.offset)) + ": \xC2\xA7" + c.section);
    }
  for (const std::string& id : ids)
    if (!cited.count(id)) rep.uncited.push_back(id);
  return rep;
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// "§" built at run time, so this file's own test inputs are not citations of the project.
const std::string S = "\xC2\xA7";

const std::string tiny_doc = "# t\n\n## 1. One\ntext\n### 1.1 Sub\nmore\n## 2. Two\n```\n## 9. not a heading (code)\n```\n";

}  // namespace

TEST_CASE("sections are read from ## N. and ### N.M headings, code blocks skipped", "[formulas_doc]") {
  const auto secs = parse_formula_sections(tiny_doc);
  REQUIRE(secs.size() == 3);
  CHECK(secs[0].id == "1");
  CHECK(secs[0].title == "One");
  CHECK(secs[1].id == "1.1");
  CHECK(secs[1].anchor == "s1-1");
  CHECK(secs[1].level == 3);
  CHECK(secs[2].id == "2");
  // §1 spans its subsection; §1.1 ends where §2 starts
  CHECK(tiny_doc.substr(secs[0].begin, secs[0].end - secs[0].begin).find("### 1.1") != std::string::npos);
  CHECK(secs[1].end == secs[2].begin);
  CHECK(secs[2].end == tiny_doc.size());
}

TEST_CASE("citations: brackets, several per bracket, formulas.md lists", "[formulas_doc]") {
  auto ids = [](const std::string& t) {
    std::vector<std::string> v;
    for (const citation& c : find_citations(t)) v.push_back(c.section);
    return v;
  };
  CHECK(ids("x = 2 [" + S + "4.2]") == std::vector<std::string>{"4.2"});
  CHECK(ids("\"[" + S + "7.2 PP, " + S + "8]\"") == std::vector<std::string>{"7.2", "8"});
  CHECK(ids("// formulas.md " + S + "2, " + S + "4 and " + S + "5 (KV)") == std::vector<std::string>{"2", "4", "5"});
  CHECK(ids("formulas.md " + S + "2 (model states), " + S + "4") == std::vector<std::string>{"2"});
  // other documents' sections and paper sections are not citations of the formulas reference
  CHECK(ids("quiz-grading.md " + S + "1.1; Korthikanti " + S + "4.1; calibration.md " + S + "10").empty());
  CHECK(ids("[see " + S + "3]").empty());
}

TEST_CASE("the checker flags a made-up citation and an uncited section", "[formulas_doc]") {
  // every section cited: clean
  citation_report ok = check_citations(tiny_doc, {{"a.cpp", "[" + S + "1] [" + S + "1.1]\n[" + S + "2]"}});
  CHECK(ok.unknown.empty());
  CHECK(ok.uncited.empty());
  CHECK(ok.citations == 3);
  // a made-up section is reported with its file and line
  citation_report bad = check_citations(tiny_doc, {{"a.cpp", "[" + S + "1] [" + S + "1.1] [" + S + "2]\nx [" + S + "1.7]"}});
  REQUIRE(bad.unknown.size() == 1);
  CHECK(bad.unknown[0] == "a.cpp:2: " + S + "1.7");
  // a section nobody cites is reported
  citation_report gap = check_citations(tiny_doc, {{"a.json", "\"formulas.md " + S + "1, " + S + "2\""}});
  CHECK(gap.unknown.empty());
  CHECK(gap.uncited == std::vector<std::string>{"1.1"});
}

TEST_CASE("every citation in the project names a section of docs/formulas.md, and every section is cited",
          "[formulas_doc]") {
  const fs::path root = LEDGERLAB_SOURCE_DIR;
  const std::string doc = read_file(root / "docs/formulas.md");
  REQUIRE(!doc.empty());
  // The build embeds the same bytes the hosts open.
  CHECK(std::string(formulas_markdown()) == doc);
  std::vector<source_file> files;
  const std::set<std::string> exts = {".cpp", ".h", ".cu", ".js", ".mjs", ".html", ".json", ".md", ".sh", ".cmake", ".txt", ".css"};
  for (const char* dir : {"core", "native", "web", "lessons", "tests", "assets", "scripts"}) {
    if (!fs::exists(root / dir)) continue;
    for (const auto& e : fs::recursive_directory_iterator(root / dir)) {
      if (!e.is_regular_file() || !exts.count(e.path().extension().string())) continue;
      const std::string rel = fs::relative(e.path(), root).string();
      if (rel.find("node_modules") != std::string::npos) continue;
      files.push_back({rel, read_file(e.path())});
    }
  }
  files.push_back({"README.md", read_file(root / "README.md")});
  REQUIRE(files.size() > 100);
  const citation_report rep = check_citations(doc, files);
  // (INFO inside a loop is scoped to the loop body: join the lists so a failure names them)
  std::string unknown, uncited;
  for (const std::string& u : rep.unknown) unknown += "\n  " + u;
  for (const std::string& u : rep.uncited) uncited += "\n  " + S + u;
  INFO("citations naming no section of docs/formulas.md:" << unknown);
  CHECK(rep.unknown.empty());
  INFO("sections of docs/formulas.md that nothing cites:" << uncited);
  CHECK(rep.uncited.empty());
  CHECK(rep.citations > 150);
}

TEST_CASE("sections have unique ids and anchors, and subsections follow their section", "[formulas_doc]") {
  const auto secs = parse_formula_sections(formulas_markdown());
  REQUIRE(secs.size() >= 30);
  std::set<std::string> ids;
  std::string parent;
  for (const formula_section& s : secs) {
    CHECK(ids.insert(s.id).second);
    CHECK(s.anchor == formula_anchor(s.id));
    if (s.level == 2) parent = s.id;
    else CHECK(s.id.substr(0, s.id.find('.')) == parent);
    CHECK(!s.title.empty());
  }
}

TEST_CASE("formulas op: list, one section, the document, bad input", "[formulas_doc]") {
  json r = handle_json({{"op", "formulas"}});
  REQUIRE(r["ok"] == true);
  CHECK(r["source"] == "docs/formulas.md");
  CHECK(r["sections"].size() == parse_formula_sections(formulas_markdown()).size());
  r = handle_json({{"op", "formulas"}, {"section", "4.2"}});
  REQUIRE(r["ok"] == true);
  CHECK(r["section"]["anchor"] == "s4-2");
  CHECK(r["section"]["markdown"].get<std::string>().rfind("### 4.2 ", 0) == 0);
  CHECK(r["section"]["markdown"].get<std::string>().find("34 + 5") != std::string::npos);
  r = handle_json({{"op", "formulas"}, {"section", S + "9"}});
  REQUIRE(r["ok"] == true);
  CHECK(r["section"]["id"] == "9");
  r = handle_json({{"op", "formulas"}, {"document", true}});
  CHECK(r["markdown"] == std::string(formulas_markdown()));
  r = handle_json({{"op", "formulas"}, {"section", "4.9"}});
  CHECK(r["ok"] == false);
  CHECK(r["error"]["path"] == "/section");
  CHECK(r["error"]["message"].get<std::string>().find("no section \"4.9\"") != std::string::npos);
  r = handle_json({{"op", "formulas"}, {"section", 4.2}});
  CHECK(r["error"]["code"] == "invalid_value");
  r = handle_json({{"op", "formulas"}, {"sectoin", "4.2"}});
  CHECK(r["error"]["path"] == "/sectoin");
}
