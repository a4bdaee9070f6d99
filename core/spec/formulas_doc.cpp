// Sections of the embedded formulas reference and citation scanning (spec/formulas_doc.h).
#include "core/spec/formulas_doc.h"

#include <cctype>

#include "core/spec/catalog.h"

namespace ledgerlab {

namespace {
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A section number at text[i]: digits, optionally ".digits" (one level). Returns its length (0: none).
std::size_t section_number(std::string_view t, std::size_t i) {
  std::size_t j = i;
  while (j < t.size() && is_digit(t[j])) ++j;
  if (j == i) return 0;
  if (j + 1 < t.size() && t[j] == '.' && is_digit(t[j + 1])) {
    ++j;
    while (j < t.size() && is_digit(t[j])) ++j;
  }
  return j - i;
}

constexpr std::string_view section_sign = "\xC2\xA7";  // "§" in UTF-8
}  // namespace

std::string formula_anchor(const std::string& id) {
  std::string a = "s" + id;
  for (char& c : a)
    if (c == '.') c = '-';
  return a;
}

std::vector<formula_section> parse_formula_sections(std::string_view md) {
  std::vector<formula_section> out;
  std::size_t pos = 0;
  bool in_code = false;
  while (pos < md.size()) {
    std::size_t eol = md.find('\n', pos);
    if (eol == std::string_view::npos) eol = md.size();
    std::string_view line = md.substr(pos, eol - pos);
    if (line.substr(0, 3) == "```") in_code = !in_code;
    int level = 0;
    if (!in_code && line.substr(0, 3) == "## ") level = 2;
    else if (!in_code && line.substr(0, 4) == "### ") level = 3;
    if (level) {
      std::size_t i = static_cast<std::size_t>(level) + 1;
      const std::size_t n = section_number(line, i);
      if (n) {
        std::string id(line.substr(i, n));
        std::size_t k = i + n;
        if (k < line.size() && line[k] == '.') ++k;  // "## 4. Title"
        while (k < line.size() && line[k] == ' ') ++k;
        const bool dotted = id.find('.') != std::string::npos;
        if ((level == 2) != dotted) {
          // close the sections this heading ends
          for (auto& s : out)
            if (s.end == 0 && s.level >= level) s.end = pos;
          out.push_back({id, std::string(line.substr(k)), formula_anchor(id), level, pos, 0});
        }
      }
    }
    pos = eol + 1;
  }
  for (auto& s : out)
    if (s.end == 0) s.end = md.size();
  return out;
}

std::vector<citation> find_citations(std::string_view t) {
  std::vector<citation> out;
  auto take_list = [&](std::size_t i, std::size_t stop) {
    // From i: "§N[.M]" items separated by ", ", " and ", "-", "–", "/", up to `stop`.
    while (i < stop) {
      if (t.substr(i, section_sign.size()) != section_sign) break;
      const std::size_t at = i;
      i += section_sign.size();
      const std::size_t n = section_number(t, i);
      if (!n) break;
      out.push_back({std::string(t.substr(i, n)), at});
      i += n;
      std::size_t j = i;
      bool sep = false;
      for (std::string_view s : {", ", " and ", "-", "\xE2\x80\x93", "/", ",", " or "})
        if (t.substr(j, s.size()) == s) { j += s.size(); sep = true; break; }
      if (!sep) break;
      i = j;
    }
  };
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '[' && t.substr(i + 1, section_sign.size()) == section_sign) {
      // "[§4.2 ...]": every §N inside the brackets.
      const std::size_t close = t.find(']', i);
      const std::size_t stop = close == std::string_view::npos ? t.size() : close;
      for (std::size_t k = i + 1; k < stop; ++k) {
        if (t.substr(k, section_sign.size()) != section_sign) continue;
        const std::size_t n = section_number(t, k + section_sign.size());
        if (n) out.push_back({std::string(t.substr(k + section_sign.size(), n)), k});
      }
      i = stop;
      continue;
    }
    if (t.substr(i, 12) == "formulas.md " && t.substr(i + 12, section_sign.size()) == section_sign) {
      take_list(i + 12, t.size());
      i += 12;
    }
  }
  return out;
}

std::string_view formulas_markdown() {
  const char* text = embedded_file_text("docs/formulas.md");
  return text ? std::string_view(text) : std::string_view();
}

}  // namespace ledgerlab
