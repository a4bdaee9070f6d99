// The formulas reference (docs/formulas.md, embedded at build time): its numbered sections and the
// citations that point at them. A citation is "[§4.2]" (any text after the number inside the
// brackets, and more "§x.y" in the same brackets: "[§7.2 PP, §8]") or "formulas.md §4.2" (with a
// list: "formulas.md §2, §4 and §5"). The formulas op, the hosts' links and the citation test
// (tests/test_formulas_doc.cpp) all read sections and citations through these two functions.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace ledgerlab {

struct formula_section {
  std::string id;      // "4.2" (level 3) or "4" (level 2)
  std::string title;   // heading text after the number
  std::string anchor;  // "s4-2": the HTML anchor of the section
  int level = 2;       // 2 = "## N. Title", 3 = "### N.M Title"
  std::size_t begin = 0, end = 0;  // byte range of the section (heading to next same-or-higher heading)
};

// Sections of a formulas document: "## N. Title" and "### N.M Title" headings, in order.
std::vector<formula_section> parse_formula_sections(std::string_view markdown);

struct citation {
  std::string section;    // "4.2"
  std::size_t offset = 0; // byte offset of the "§" in the text
};
// Every citation in `text` (code, lesson JSON, JS, ...), in order.
std::vector<citation> find_citations(std::string_view text);

std::string_view formulas_markdown();               // the embedded docs/formulas.md ("" if absent)
std::string formula_anchor(const std::string& id);  // "4.2" -> "s4-2"

}  // namespace ledgerlab
