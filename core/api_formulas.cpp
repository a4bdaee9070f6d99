// API op "formulas": the formulas reference that every "[§x.y]" in a ledger step cites
// (docs/formulas.md, embedded at build time so the CLI, the app and the site open the same text
// offline). {"op":"formulas"} lists the sections; "section": "4.2" answers one section's
// Markdown; "document": true the whole file. Not here: rendering (hosts).
#include "core/api_ops.h"
#include "core/spec/formulas_doc.h"

namespace ledgerlab {

json op_formulas(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const bool has_section = r.has("section");
  const std::string id = r.string("section", "");
  const bool whole = r.boolean("document", false);
  r.finish();
  if (has_section && whole) fail("invalid_value", "/document", "give section or document, not both");
  const std::string_view md = formulas_markdown();
  if (md.empty()) fail("internal", "", "docs/formulas.md was not embedded in this build");
  const std::vector<formula_section> secs = parse_formula_sections(md);
  json list = json::array();
  for (const formula_section& s : secs)
    list.push_back({{"id", s.id}, {"title", s.title}, {"anchor", s.anchor}, {"level", s.level}});
  json out = {{"source", "docs/formulas.md"}, {"sections", list}};
  if (whole) out["markdown"] = std::string(md);
  if (has_section) {
    std::string want = id;
    if (want.rfind("\xC2\xA7", 0) == 0) want = want.substr(2);  // "§4.2" is read as "4.2"
    for (const formula_section& s : secs)
      if (s.id == want) {
        out["section"] = {{"id", s.id}, {"title", s.title}, {"anchor", s.anchor}, {"level", s.level},
                          {"markdown", std::string(md.substr(s.begin, s.end - s.begin))}};
        return out;
      }
    std::string known;
    for (const formula_section& s : secs) known += (known.empty() ? "" : ", ") + s.id;
    fail("invalid_value", "/section", "docs/formulas.md has no section \"" + id + "\"; sections: " + known);
  }
  return out;
}

}  // namespace ledgerlab
