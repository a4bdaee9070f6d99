// parse_quantity: see quiz/quantity.h. The text is first normalised to ASCII (× · → '*', en dash →
// " to ", µ → 'u', ≈ → '~'), then read by a small recursive-descent parser:
//   text  := hedge? side (range_sep side)? '.'?
//   side  := term ('+' term)*            term := product unit?
//   product := unary (('*' | '/' | 'x') unary)*    unary := '-'? power
//   power := atom (('^' | '**') unary)?  atom := number | '(' inner ')'   (inner allows '-')
// Units and prefixes: quiz-grading.md §2 (SI k..E = 1e3.., IEC Ki..Ei = 2^10..; lowercase 'b'
// after an uppercase prefix is a bit; an all-lowercase "gb" is informal bytes; "bps" is bits).
//
// Unit lookup is in quiz/quantity_units.cpp (resolve_unit, format_in_unit).
// [SECTION] the parser (normalise, parser class, convention notes, parse_quantity)
#include "core/quiz/quantity.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/quiz/quantity_detail.h"
#include "core/spec/json_io.h"

namespace ledgerlab {
const char* qdim_name(qdim d) {
  switch (d) {
    case qdim::bytes: return "bytes";
    case qdim::params: return "params";
    case qdim::tokens: return "tokens";
    case qdim::flops: return "flops";
    case qdim::seconds: return "seconds";
    case qdim::bytes_per_s: return "bytes_per_s";
    case qdim::flops_per_s: return "flops_per_s";
    case qdim::ratio: return "ratio";
    case qdim::count: return "count";
    case qdim::bytes_per_param: return "bytes_per_param";
    case qdim::flops_per_token: return "flops_per_token";
    case qdim::tokens_per_s: return "tokens_per_s";
    case qdim::gpu_hours: return "gpu_hours";
    case qdim::none: break;
  }
  return "none";
}

bool parse_qdim(const std::string& s, qdim& out) {
  static const qdim all[] = {qdim::bytes,         qdim::params,          qdim::tokens,       qdim::flops,
                             qdim::seconds,       qdim::bytes_per_s,     qdim::flops_per_s,  qdim::ratio,
                             qdim::count,         qdim::bytes_per_param, qdim::flops_per_token, qdim::tokens_per_s,
                             qdim::gpu_hours};
  for (qdim d : all)
    if (s == qdim_name(d)) {
      out = d;
      return true;
    }
  return false;
}

const char* qdim_si_unit(qdim d) {
  switch (d) {
    case qdim::bytes: return "B";
    case qdim::params: return "params";
    case qdim::tokens: return "tokens";
    case qdim::flops: return "FLOP";
    case qdim::seconds: return "s";
    case qdim::bytes_per_s: return "B/s";
    case qdim::flops_per_s: return "FLOP/s";
    case qdim::bytes_per_param: return "B/param";
    case qdim::flops_per_token: return "FLOP/token";
    case qdim::tokens_per_s: return "tokens/s";
    case qdim::gpu_hours: return "GPU-h";
    default: return "";
  }
}

qdim qdim_numerator(qdim d) {
  switch (d) {
    case qdim::bytes_per_param: return qdim::bytes;
    case qdim::flops_per_token: return qdim::flops;
    case qdim::tokens_per_s: return qdim::tokens;
    default: return qdim::none;
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] the parser

std::string ascii_lower(std::string_view text) {
  std::string o(text);
  for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}

std::vector<std::string> text_lines(std::string_view text) {
  std::vector<std::string> out;
  std::size_t b = 0;
  while (b <= text.size()) {
    std::size_t e = text.find('\n', b);
    if (e == std::string_view::npos) e = text.size();
    std::string line(text.substr(b, e - b));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    out.push_back(std::move(line));
    b = e + 1;
  }
  return out;
}

namespace {

// Normalises to ASCII; returns false (with error) on a character no answer contains. In prose
// mode (answers written as sentences) any other character becomes a space instead. "×" is a
// multiplication sign before a number ("7e9 × 2 B") and the unit "x" otherwise ("1.25×").
bool normalise(std::string_view in, std::string& out, std::string& error, bool prose = false) {
  out.clear();
  auto operand_follows = [&](std::size_t k) {
    while (k < in.size() && in[k] == ' ') ++k;
    // (a '.' only before a digit, ".5"; "4×. Tripling d ..." ends its sentence with the factor: fix round 102)
    return k < in.size() && ((in[k] >= '0' && in[k] <= '9') || in[k] == '(' ||
                             (in[k] == '.' && k + 1 < in.size() && in[k + 1] >= '0' && in[k + 1] <= '9'));
  };
  bool in_superscript = false;  // inside a run of superscript digits
  for (std::size_t i = 0; i < in.size();) {
    unsigned char c = static_cast<unsigned char>(in[i]);
    if (c < 0x80) {
      in_superscript = false;
      // "48ish", "~29ish %": the suffix is a hedge, like "~"
      if ((c == 'i' || c == 'I') && !out.empty() && out.back() >= '0' && out.back() <= '9' && in.size() - i >= 3 &&
          (in.compare(i, 3, "ish") == 0 || in.compare(i, 3, "ISH") == 0) &&
          (i + 3 == in.size() || !std::isalpha(static_cast<unsigned char>(in[i + 3])))) {
        i += 3;
        continue;
      }
      // "560 GB-ish", "14 gigs-ish": the hedge hyphened to the unit, as "560-ish GB" is to the number (blind round 180)
      if (c == '-' && !out.empty() && std::isalpha(static_cast<unsigned char>(out.back())) && in.size() - i >= 4 &&
          (in.compare(i + 1, 3, "ish") == 0 || in.compare(i + 1, 3, "ISH") == 0) &&
          (i + 4 == in.size() || !std::isalpha(static_cast<unsigned char>(in[i + 4])))) {
        i += 4;
        continue;
      }
      // "37 GB/GPU", "8.6GB/gpu": a unit then "/GPU" is that unit per GPU, as "37 GB per GPU" reads
      // (also per device, card, rank or worker, and "s/step" per step); "GB/s" and "B/param" stay units
      if (c == '/' && !out.empty() && std::isalpha(static_cast<unsigned char>(out.back()))) {
        // ("118 s/step", "2 min/iteration": per step, lead's probe 11)
        static const char* const per_words[] = {"gpus", "gpu", "devices", "device", "cards", "card", "ranks", "rank", "workers", "worker",
                                                "steps", "step", "iterations", "iteration", "iters", "iter"};
        bool per = false;
        for (const char* w : per_words) {
          const std::size_t n = std::strlen(w);
          if (in.size() - (i + 1) < n) continue;
          bool same = true;
          for (std::size_t k = 0; k < n && same; ++k)
            same = std::tolower(static_cast<unsigned char>(in[i + 1 + k])) == w[k];
          if (same && (i + 1 + n == in.size() || !std::isalnum(static_cast<unsigned char>(in[i + 1 + n])))) {
            per = true;
            break;
          }
        }
        if (per) {
          out += " per ";
          ++i;
          continue;
        }
      }
      // (in prose a line break between a word or a figure and the next line's word or figure ends its clause as "; "
      // does: "= 112 GB\nper GPU over 8: 14 GB" is not "112 GB per GPU" (fix round 117); after a mark or an operator,
      // or before one ("16 bytes ×\n7e9", a signature's "\n-- T."), it is a space as before)
      if (prose && c == '\n') {
        std::size_t k = out.size();
        while (k > 0 && out[k - 1] == ' ') --k;
        const char last = k > 0 ? out[k - 1] : ' ';
        std::size_t nx = i + 1;
        while (nx < in.size() && (in[nx] == ' ' || in[nx] == '\r' || in[nx] == '\t')) ++nx;
        const bool next_word = nx < in.size() && std::isalnum(static_cast<unsigned char>(in[nx]));
        out += next_word && (std::isalnum(static_cast<unsigned char>(last)) || last == ')' || last == '%') ? "; " : " ";
      } else if (c == '\t' || c == '\n' || c == '\r') out += ' ';
      else if (c < 0x20 || c == 0x7f) {
        if (!prose) {
          error = "unexpected control character";
          return false;
        }
        out += ' ';
      } else {
        out += static_cast<char>(c);
      }
      ++i;
      continue;
    }
    auto starts = [&](const char* u8) {
      std::size_t n = std::strlen(u8);
      return in.size() - i >= n && in.compare(i, n, u8) == 0;
    };
    // Superscript digits and minus ("1.4×10¹¹", "10⁻³"): an exponent, "^11"; the '^' opens the run.
    {
      static const char* const sup[] = {"\xE2\x81\xB0", "\xC2\xB9", "\xC2\xB2", "\xC2\xB3", "\xE2\x81\xB4",
                                         "\xE2\x81\xB5", "\xE2\x81\xB6", "\xE2\x81\xB7", "\xE2\x81\xB8",
                                         "\xE2\x81\xB9", "\xE2\x81\xBB"};  // ⁰¹²³⁴⁵⁶⁷⁸⁹⁻
      bool sup_hit = false;
      for (int d = 0; d < 11 && !sup_hit; ++d) {
        if (!starts(sup[d])) continue;
        if (!in_superscript) out += '^';
        out += d == 10 ? '-' : static_cast<char>('0' + d);
        i += std::strlen(sup[d]);
        sup_hit = in_superscript = true;
      }
      if (sup_hit) continue;
      in_superscript = false;
    }
    // Fullwidth forms U+FF01..U+FF5E (a CJK keyboard's "８４ GB", "１６"): their ASCII characters.
    if (c == 0xEF && in.size() - i >= 3) {
      const unsigned char c1 = static_cast<unsigned char>(in[i + 1]), c2 = static_cast<unsigned char>(in[i + 2]);
      const int cp = ((c & 0x0F) << 12) | ((c1 & 0x3F) << 6) | (c2 & 0x3F);
      if ((c1 & 0xC0) == 0x80 && (c2 & 0xC0) == 0x80 && cp >= 0xFF01 && cp <= 0xFF5E) {
        out += static_cast<char>(cp - 0xFEE0);
        i += 3;
        continue;
      }
    }
    // "GPU·h", "GPU⋅hours": the middle dot of a unit product after "GPU" spells GPU-hours, not a
    // multiplication (blind round 16)
    if ((starts("\xC2\xB7") || starts("\xE2\x8B\x85")) && out.size() >= 3) {
      const std::size_t n = starts("\xC2\xB7") ? 2 : 3;
      std::string tail = out.substr(out.size() - 3);
      for (char& t : tail) t = static_cast<char>(std::tolower(static_cast<unsigned char>(t)));
      const bool word_start = out.size() == 3 || !std::isalnum(static_cast<unsigned char>(out[out.size() - 4]));
      if (tail == "gpu" && word_start && i + n < in.size() && (in[i + n] == 'h' || in[i + n] == 'H')) {
        out += '-';
        i += n;
        continue;
      }
    }
    if (starts("\xC3\x97")) {  // ×
      // "~3× (linear part ×2, T² part ×4)", "≈3× (between 2 for the linear part and 4 ...)": a sign glued to the number
      // before it, then a space and a bracket that opens with a word, is the factor's unit and the bracket its gloss, as
      // "~3x (linear part x2, ...)" reads; not a product ("2 × (P − 1)", "3×(4 + 2)") (fix round 102)
      bool gloss = false;
      if (!out.empty() && out.back() >= '0' && out.back() <= '9' && i + 2 < in.size() && in[i + 2] == ' ') {
        std::size_t k = i + 2;
        while (k < in.size() && in[k] == ' ') ++k;
        // (a word, or a variable's letter and a word after it, "4× (B doubles, T doubles)" (blind round 107 row 53), or
        // its factor, "4× (B ×2, T ×2)" (blind107_extra row 34), the bracket's figures checked below)
        const auto factor_at = [&](std::size_t q) {
          if (in.compare(q, 2, "\xC3\x97") == 0) q += 2;
          else if (q < in.size() && (in[q] == 'x' || in[q] == 'X')) ++q;
          else return false;
          return q < in.size() && std::isdigit(static_cast<unsigned char>(in[q]));
        };
        // (or a quotation of the page's words, "1.328× (\"adds ~1× forward compute\")": blind round 137)
        std::size_t w = k + 1;
        if (w < in.size() && in[w] == '"') ++w;
        else if (w < in.size() && in.substr(w).substr(0, 3) == "\xE2\x80\x9C") w += 3;
        gloss = w + 1 < in.size() && in[k] == '(' && std::isalpha(static_cast<unsigned char>(in[w])) &&
                (std::isalpha(static_cast<unsigned char>(in[w + 1])) ||
                 (in[w + 1] == ' ' && w + 3 < in.size() &&
                  ((std::isalpha(static_cast<unsigned char>(in[w + 2])) && std::isalpha(static_cast<unsigned char>(in[w + 3]))) ||
                   factor_at(w + 2))));
        // ... where the bracket's own figures can give the factor: it lies between them (parts that grow by 2 and by
        // 4 mix to 3), is their product (×2 and ×2 make 4) or their quotient; "~3× (linear part ×2, T² part ×2)" gives
        // no 3 and stays the product it was read as
        if (gloss) {
          std::size_t b = out.size();
          while (b > 0 && ((out[b - 1] >= '0' && out[b - 1] <= '9') || out[b - 1] == '.')) --b;
          const double factor = std::atof(out.c_str() + b);
          const std::size_t close = in.find(')', k);
          double lo = 0, hi = 0, product = 1;
          int n = 0;
          for (std::size_t d = k + 1; d < close && close != std::string::npos;) {
            if (in[d] >= '0' && in[d] <= '9' && !std::isalnum(static_cast<unsigned char>(in[d - 1]))) {
              const double v = std::atof(std::string(in.substr(d, 24)).c_str());
              lo = n == 0 || v < lo ? v : lo, hi = n == 0 || v > hi ? v : hi, product *= v, ++n;
              while (d < close && ((in[d] >= '0' && in[d] <= '9') || in[d] == '.')) ++d;
            } else {
              ++d;
            }
          }
          // (or their quotient, rounded as typed: "1.33× (4 forward passes over 3)")
          const bool quotient = lo > 0 && std::fabs(factor - hi / lo) <= 0.02 * (hi / lo);
          if (n >= 2 && !(factor >= lo && factor <= hi) && std::fabs(factor - product) > 1e-9 * product && !quotient)
            gloss = false;
        }
      }
      i += 2;
      out += operand_follows(i) && !gloss ? "*" : " x";
      continue;
    }
    struct map_def {
      const char* from;
      const char* to;
    };
    static const map_def maps[] = {
        {"\xC2\xB7", "*"},        // ·
        {"\xE2\x8B\x85", "*"},    // ⋅
        {"\xE2\x88\x92", "-"},    // − minus sign
        {"\xE2\x80\x93", " to "}, // – en dash (ranges)
        {"\xE2\x80\x94", " to "}, // — em dash
        {"\xE2\x89\x88", "~"},    // ≈
        {"\xE2\x89\x83", "~"},    // ≃
        {"\xE2\x88\xBC", "~"},    // ∼
        {"\xC2\xB5", "u"},        // µ micro sign
        {"\xCE\xBC", "u"},        // μ greek mu
        {"\xC2\xA0", " "},        // no-break space
        {"\xE2\x80\x89", " "},    // thin space
        {"\xE2\x80\xAF", " "},    // narrow no-break space
        {"\xC3\xB7", "/"},        // ÷
        {"\xE2\x88\x95", "/"},    // ∕ division slash
    };
    static const map_def prose_maps[] = {
        {"\xE2\x80\x99", "'"},     // ’
        {"\xE2\x80\x98", "'"},     // ‘
        {"\xE2\x80\x9C", "\""},    // “ (a quotation: the prose reader sets cited figures aside)
        {"\xE2\x80\x9D", "\""},    // ”
        {"\xE2\x89\xA0", " not "}, // ≠
        // "112 GB ≫ 80 GB", "14 GB ≪ 80 GB", "20.8 GB ≤ 24 GB": the comparison signs as typed in ASCII, so the prose
        // reader sees the comparison (blind round 99); before, they were spaces
        {"\xE2\x89\xAB", " > "},  // ≫
        {"\xE2\x89\xAA", " < "},  // ≪
        {"\xE2\x89\xA5", " >= "}, // ≥
        {"\xE2\x89\xA4", " <= "}, // ≤
        {"\xE2\x86\x92", " = "},   // → (a result follows)
        {"\xE2\x87\x92", " = "},   // ⇒
        {"\xE2\x9F\xB6", " = "},   // ⟶
    };
    bool mapped = false;
    for (const auto& m : maps) {
      if (starts(m.from)) {
        out += m.to;
        i += std::strlen(m.from);
        mapped = true;
        break;
      }
    }
    if (!mapped && prose) {
      for (const auto& m : prose_maps) {
        if (starts(m.from)) {
          out += m.to;
          i += std::strlen(m.from);
          mapped = true;
          break;
        }
      }
      if (!mapped) {  // any other character: a space (skip the whole UTF-8 sequence)
        ++i;
        while (i < in.size() && (static_cast<unsigned char>(in[i]) & 0xC0) == 0x80) ++i;
        out += ' ';
        mapped = true;
      }
    }
    if (!mapped) {
      error = "unexpected character in the answer (only numbers, units and + - * / ^ ( ) are read)";
      return false;
    }
  }
  return true;
}

struct term_val {
  double number = 0;       // product value
  std::string unit;        // raw unit text ("" none)
  bool unknown_unit = false;  // prose: the word after the number is no unit
  bool arithmetic = false;
  double digit_place = 0;  // for a single literal
  double rel_precision = 0;
};

struct side_val {
  std::vector<term_val> terms;
};

// Words that may follow a number without being its unit ("96 in total", "48 per GPU"): function
// words of English and the qualifiers that restate a question.
bool is_function_word(const std::string& w) {
  static const char* const words[] = {
      "a", "about", "above", "across", "after", "again", "all", "also", "altogether", "am", "an", "and", "any",
      "approx", "approximately", "are", "around", "as", "at", "be", "because", "been", "before", "below", "being",
      "between", "both", "but", "by", "can", "combined", "could", "do", "does", "doing", "done", "down", "during",
      "e", "each", "either", "else", "eg", "enough", "etc", "even", "every", "exactly", "for", "from", "given",
      "gives", "giving", "has", "have", "having", "he", "hence", "here", "how", "i", "ie", "if", "in", "including",
      "into", "is", "it", "its", "just", "less", "like", "made", "make", "makes", "many", "may", "maybe", "might",
      "more", "most", "much", "must", "need", "needed", "needs", "neither", "no", "nor", "not", "now", "of", "off",
      "on", "once", "only", "or", "other", "our", "out", "over", "overall", "per", "plus", "minus", "rather",
      "required", "requires", "roughly", "same", "should", "since", "so", "some", "such", "than", "that", "the",
      "their", "them", "then", "there", "these", "they", "this", "those", "thus", "to", "too", "total", "totals",
      "under", "until", "up", "upon", "us", "used", "using", "versus", "very", "via", "vs", "was", "we", "were",
      "what", "when", "where", "which", "while", "who", "why", "will", "with", "within", "without", "would", "yes",
      "yet", "you", "your", "whereas", "therefore", "because", "right", "correct", "wrong", "answer", "approx",
      "ish", "or so", "tops", "max", "min", "minimum", "maximum", "at most", "at least", "worth", "needed", "it's",
      "that's", "thats", "its", "won't", "isn't", "doesn't", "don't", "can't", "aren't", "wouldn't", "so", "hmm",
      "ok", "okay", "right", "then", "that", "counting", "before", "excluding", "ignoring", "not", "assuming",
      // chat interjections after the figure ("65536 lol", "84 duh", "16 haha", "48 obviously"): tone, not a
      // unit (blind round 13)
      "lol", "lmao", "haha", "hah", "duh", "xd", "tbh", "imo", "imho", "ngl", "obviously", "clearly", "surely",
      "yep", "yeah", "yup", "nah", "innit", "probably", "guess", "think", "reckon",
      // chat shorthand for a hedge ("16 ig", "56 GB iirc", "98 afaik": I guess, if I recall correctly, as far as I
      // know; blind round 180)
      "ig", "iirc", "afaik"};
  for (const char* f : words)
    if (w == f) return true;
  return false;
}

// A trailing phrase that restates the question ("per GPU", "in total", "of persistent state").
bool is_qualifier_start(const std::string& w) {
  static const char* const words[] = {"per", "in", "of", "for", "before", "after", "without", "with", "each",
                                      "total", "overall", "altogether", "combined", "needed", "required", "at",
                                      "on", "during", "excluding", "including", "counting", "ignoring", "just",
                                      "only", "roughly", "approximately", "approx", "or so", "ish", "all", "across",
                                      "over", "assuming", "when", "if", "worth", "of", "to", "is", "are"};
  for (const char* f : words)
    if (w == f) return true;
  return false;
}

class parser {
 public:
  // prefix: prose mode, the quantity may end before the text does (end() tells where).
  parser(const std::string& s, qdim hint, bool prefix = false, std::size_t start = 0)
      : s_(s), hint_(hint), prefix_(prefix), pos_(start) {}
  std::size_t end() const { return end_; }

  bool run(quantity& q, std::string& error) {
    skip_ws();
    q.hedged = skip_hedge();
    bool between = false;
    if (word_at("between")) pos_ += 7, between = true;
    else if (word_at("from")) pos_ += 4;
    skip_ws();
    side_val a, b;
    if (!side(a)) return fail_out(error);
    bool range = false;
    skip_ws();
    const std::size_t before_sep = pos_;
    if (between ? (word_at("and") ? (pos_ += 3, true) : at_range_sep()) : at_range_sep()) {
      range = true;
      const std::string keep_err = err_;
      if (!side(b)) {
        if (!prefix_) return fail_out(error);
        pos_ = before_sep, err_ = keep_err, range = false;  // "48 GB - that's it"
        b = side_val{};
      }
    }
    end_ = pos_;
    skip_ws();
    if (!prefix_) {
      if (pos_ < s_.size() && (s_[pos_] == '.' || s_[pos_] == '!')) ++pos_;  // "48 GB."
      skip_ws();
      if (pos_ != s_.size() && !trailing_qualifier(range ? b : a)) return fail_out(error);
    }
    quantity lo, hi;
    if (!resolve_side(a, lo)) return fail_out(error);
    if (range) {
      // "20-30%": a unit on the high end only applies to both ends.
      if (a.terms.size() == 1 && a.terms[0].unit.empty() && !b.terms.back().unit.empty())
        a.terms[0].unit = b.terms.back().unit, a.terms[0].unknown_unit = b.terms.back().unknown_unit;
      if (!resolve_side(a, lo) || !resolve_side(b, hi)) return fail_out(error);
      if (lo.dim != hi.dim) {
        err_ = "the two ends of the range have different units";
        return fail_out(error);
      }
      if (lo.value > hi.value) {
        err_ = "the range's low end is above its high end";
        return fail_out(error);
      }
      q = merge_flags(lo, q.hedged);
      q.is_range = true;
      q.value_hi = hi.value;
      q.number_hi = hi.number;
      q.arithmetic = q.arithmetic || hi.arithmetic;
      q.rel_precision = 0;
      q.digit_place = 0;
    } else {
      q = merge_flags(lo, q.hedged);
    }
    q.comma_group_ambiguous = comma_group_literals_ == 1 && !q.arithmetic && !q.is_range;
    q.dot_group_ambiguous = dot_group_literals_ == 1 && comma_group_literals_ == 0 && !q.arithmetic && !q.is_range;
    return true;
  }

 private:
  const std::string& s_;
  qdim hint_;
  bool prefix_ = false;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;
  int depth_ = 0;
  std::string err_;
  int comma_group_literals_ = 0;  // literals like "4,375" (one comma group after 1-3 digits)
  int dot_group_literals_ = 0;    // literals like "14.000" (one dot group of three after 1-3 digits)

  static quantity merge_flags(quantity v, bool hedged) {
    v.hedged = hedged;
    return v;
  }
  bool fail_out(std::string& error) {
    error = err_.empty() ? "could not read the answer" : err_;
    return false;
  }
  void skip_ws() {
    while (pos_ < s_.size() && s_[pos_] == ' ') ++pos_;
  }
  char peek(std::size_t k = 0) const { return pos_ + k < s_.size() ? s_[pos_ + k] : '\0'; }
  static bool is_digit(char c) { return c >= '0' && c <= '9'; }
  static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

  bool word_at(const char* w) const { return word_at(pos_, w); }
  // French terabytes "0,56 To" (téraoctets, as "Go" is gigaoctets): the capital-T "To" with no figure
  // after it is the unit, not the range word "to" ("0.5 to 0.6 TB") (blind round 91).
  bool french_tera_octet(std::size_t at) const {
    if (at + 2 > s_.size() || s_[at] != 'T' || s_[at + 1] != 'o') return false;
    if (at + 2 < s_.size() && is_alpha(s_[at + 2])) return false;
    std::size_t k = at + 2;
    while (k < s_.size() && s_[k] == ' ') ++k;
    return !(k < s_.size() && (is_digit(s_[k]) || s_[k] == '.' || s_[k] == '~'));
  }
  bool word_at(std::size_t at, const char* w) const {
    std::size_t n = std::strlen(w);
    if (at > s_.size() || s_.size() - at < n) return false;
    for (std::size_t i = 0; i < n; ++i)
      if (std::tolower(static_cast<unsigned char>(s_[at + i])) != w[i]) return false;
    char after = at + n < s_.size() ? s_[at + n] : '\0';
    return !is_alpha(after);
  }

  // Strict mode: what follows the quantity must restate the question ("per GPU", "in total").
  bool trailing_qualifier(const side_val& last) {
    std::string rest = s_.substr(pos_);
    while (!rest.empty() && (rest.back() == ' ' || rest.back() == '.' || rest.back() == '!')) rest.pop_back();
    std::size_t k = 0;
    while (k < rest.size() && (is_alpha(rest[k]) || rest[k] == '\'')) ++k;
    const std::string first = ascii_lower(rest.substr(0, k));
    bool words_only = !rest.empty();
    for (char c : rest)
      if (!(is_alpha(c) || c == ' ' || c == '-' || c == '\'' || c == '.' || c == ',' || c == '/'))  // another number: prose
        words_only = false;
    if (words_only && is_qualifier_start(first)) return true;
    if (k > 0 && !last.terms.empty() && !last.terms.back().unit.empty())
      err_ = "unknown unit \"" + last.terms.back().unit + " " + rest.substr(0, std::min<std::size_t>(rest.size(), 24)) + "\"";
    else if (k > 0 && !last.terms.empty())
      err_ = "unknown unit \"" + rest.substr(0, std::min<std::size_t>(rest.size(), 24)) + "\"";
    else
      err_ = "could not read \"" + s_.substr(pos_, 20) + "\"";
    return false;
  }

  bool skip_hedge() {
    bool any = false;
    for (int guard = 0; guard < 4; ++guard) {
      skip_ws();
      if (peek() == '~') {
        ++pos_;
        if (peek() == '=') ++pos_;
        any = true;
        continue;
      }
      bool hit = false;
      for (const char* w : quantity_detail::leading_hedge_words) {
        std::size_t n = std::strlen(w);
        bool dot = w[n - 1] == '.';
        if (dot ? (s_.size() - pos_ >= n && ascii_lower(s_.substr(pos_, n)) == w) : word_at(w)) {
          pos_ += n;
          hit = any = true;
          break;
        }
      }
      if (!hit) break;
    }
    return any;
  }

  bool at_range_sep() {
    if (peek() == '-' && peek(1) != '>') {
      std::size_t k = pos_ + 1;
      while (k < s_.size() && s_[k] == ' ') ++k;
      if (prefix_ && !(k < s_.size() && (is_digit(s_[k]) || s_[k] == '.' || s_[k] == '~'))) return false;
      ++pos_;
      return true;
    }
    if (word_at("to") && !french_tera_octet(pos_)) {
      std::size_t k = pos_ + 2;
      while (k < s_.size() && s_[k] == ' ') ++k;
      if (prefix_ && !(k < s_.size() && (is_digit(s_[k]) || s_[k] == '.' || s_[k] == '~'))) return false;
      pos_ += 2;
      return true;
    }
    return false;
  }

  bool side(side_val& out) {
    for (int guard = 0; guard < 64; ++guard) {
      term_val t;
      if (!term(t)) return false;
      out.terms.push_back(t);
      if (t.unknown_unit) return true;  // prose: "48 furlongs" ends here
      skip_ws();
      if (peek() == '+') {
        const std::size_t save = pos_;
        ++pos_;
        skip_ws();
        if (prefix_ && !(is_digit(peek()) || peek() == '.' || peek() == '(')) {
          pos_ = save;  // "48 GB + overhead"
          return true;
        }
        continue;
      }
      return true;
    }
    err_ = "too many terms";
    return false;
  }

  // The unit after a number: the longest run of words that names a unit for this question
  // (resolve_unit); the words after it are the caller's ("48 GB per GPU": "GB", then "per GPU").
  bool term(term_val& t) {
    skip_ws();
    int ops = 0;
    double lit_place = 0, lit_rel = 0;
    mag_ = 0;
    params_counted_ = false;
    if (!product(t.number, ops, lit_place, lit_rel)) return false;
    const double mag = mag_;
    const char mag_letter = mag_letter_;
    t.arithmetic = ops > 0;
    if (!t.arithmetic) {
      t.digit_place = lit_place;
      t.rel_precision = lit_rel;
    }
    const std::size_t save = pos_;
    skip_ws();
    const std::size_t unit_start = pos_;
    std::vector<std::pair<std::size_t, std::size_t>> words;
    std::size_t k = pos_;
    const std::size_t n = s_.size();
    while (k < n && words.size() < 8) {
      const std::size_t b = k;
      while (k < n && (is_alpha(s_[k]) || s_[k] == '%' || s_[k] == '/' ||
                       (s_[k] == '-' && k > b && is_alpha(s_[k - 1]) && k + 1 < n && is_alpha(s_[k + 1])) ||
                       (s_[k] == '\'' && k > b && k + 1 < n && is_alpha(s_[k + 1]))))
        ++k;
      if (k == b) break;
      if (word_at(b, "to") && k == b + 2 && !french_tera_octet(b)) {
        k = b;
        break;
      }
      words.push_back({b, k});
      if (k - b > 40) {
        err_ = "unit too long";
        return false;
      }
      std::size_t j = k;
      while (j < n && s_[j] == ' ') ++j;
      if (j < n && (is_alpha(s_[j]) || s_[j] == '%' || s_[j] == '/')) {
        k = j;
        continue;
      }
      break;
    }
    if (words.empty()) {
      pos_ = save;
      // "16B * 3e9" with no unit after the product: the letter was the unit of the whole product
      // (16 bytes × 3e9), not a magnitude; "7B × 12 B" keeps the magnitude (the product has its unit)
      if (mag != 0) {
        t.number /= mag;
        t.unit = std::string(1, mag_letter);
      }
      return true;
    }
    for (std::size_t m = words.size(); m >= 1; --m) {
      // "42B FLOPs", "7B params", "65k tokens" said with a space: a magnitude letter glued to the number,
      // then a unit of its own, scales the number; the letter alone is no unit there (it read 42 bytes)
      // (lead's probe 12)
      if (m == 1 && words.size() >= 2 && words[0].first == save && words[0].second == words[0].first + 1) {
        const char c = s_[words[0].first];
        const double scale = c == 'G' ? 1e9 : magnitude_letter(c);
        bool done = false;
        for (std::size_t r = words.size(); scale != 0 && r >= 2 && !done; --r) {
          const std::string rest = s_.substr(words[1].first, words[r - 1].second - words[1].first);
          const unit_info u = resolve_unit(rest, hint_);
          if (!u.ok || u.dim == qdim::bytes || u.binary_prefix || u.si_prefix || u.multiplier_word) continue;
          t.number *= scale;
          t.unit = rest;
          pos_ = words[r - 1].second;
          done = true;
        }
        if (done) return true;
      }
      const std::string cand = s_.substr(words[0].first, words[m - 1].second - words[0].first);
      if (m > 1 && ascii_lower(s_.substr(words[m - 1].first, words[m - 1].second - words[m - 1].first)) == "per")
        continue;  // "GB per" is no unit
      // "for 70B it's 1120 GB": a pronoun after a lone unit letter is no part of the unit ("B it's" read "bit's", 70
      // bits; round 145)
      bool pronoun = false;
      for (std::size_t w = 1; w < m && !pronoun; ++w) {
        const std::string wl = ascii_lower(s_.substr(words[w].first, words[w].second - words[w].first));
        pronoun = wl == "it" || wl == "it's" || wl == "its";
      }
      if (pronoun) continue;
      unit_info u = resolve_unit(cand, hint_);
      if (u.ok) {
        // a function word that happens to spell a unit ("a", "in") only counts when alone at the end
        t.unit = cand;
        if (params_counted_) {  // "7e9 params x 2 bytes/param": bytes
          const std::string lc = ascii_lower(cand);
          if (const std::size_t per = quantity_detail::per_param_suffix(lc); per > 0)
            t.unit = cand.substr(0, cand.size() - per);
        }
        pos_ = words[m - 1].second;
        if (u.dim == qdim::bytes && cand.find('/') == std::string::npos) trailing_count(t);
        return true;
      }
    }
    const std::string first = ascii_lower(s_.substr(words[0].first, words[0].second - words[0].first));
    if (first == "and" || first == "or" || first == "vs" || first == "versus") {  // "between 2 and 4", "47 or 48"
      pos_ = save;
      return true;
    }
    if (!prefix_) {
      // strict: the whole run is the unit as typed; resolve_side names it in its error
      t.unit = s_.substr(unit_start, words.back().second - unit_start);
      pos_ = words.back().second;
      if (is_qualifier_start(first)) {  // "96 in total": no unit, the qualifier follows
        t.unit.clear();
        pos_ = save;
      }
      return true;
    }
    if (is_function_word(first)) {
      pos_ = save;
      return true;
    }
    t.unit = s_.substr(words[0].first, words[0].second - words[0].first);
    t.unknown_unit = true;
    pos_ = words[0].second;
    return true;
  }

  // Is the 'x' at pos_ a multiplication sign ("4.8x10^10", "7e9 x 2 B") and not the "8x" unit?
  bool x_is_operator() const {
    if (peek() != 'x' && peek() != 'X') return false;
    std::size_t k = pos_ + 1;
    while (k < s_.size() && s_[k] == ' ') ++k;
    return k < s_.size() && (is_digit(s_[k]) || s_[k] == '(' || s_[k] == '.');
  }

  // "12 bytes × 7B", "12 bytes x 7 billion", "2 bytes * 70e9 params": a figure in bytes whose unit stands in the middle
  // of a product, then a count (a magnitude letter or a scale word, and "params", may follow) that ends the text: the
  // count multiplies the figure, which keeps its unit (lead, session 41: "84 GB = 12 bytes × 7B" had read "12 bytes").
  // A count with a noun of its own ("14 GB x 8 GPUs") is left to the readers of scale-ups, and a sum before it to the
  // working checks ("2+2+8 bytes × 70B" is loosely bracketed, (2+2+8) bytes × 70B, not 2 + 2 + 8 bytes × 70B).
  void trailing_count(term_val& t) {
    if (!op_at(pos_) || s_.find('+') < pos_) return;
    const std::size_t save = pos_;
    skip_ws();
    ++pos_;  // the sign ('*' or the 'x' x_is_operator found)
    skip_ws();
    const std::size_t b = pos_;
    std::size_t k = b;
    while (k < s_.size() && (is_digit(s_[k]) || (s_[k] == '.' && k + 1 < s_.size() && is_digit(s_[k + 1])))) ++k;
    if (k == b || !is_digit(s_[b])) {
      pos_ = save;
      return;
    }
    if (k + 1 < s_.size() && (s_[k] == 'e' || s_[k] == 'E') && is_digit(s_[k + 1])) {
      ++k;
      while (k < s_.size() && is_digit(s_[k])) ++k;
    }
    double count = std::strtod(s_.substr(b, k - b).c_str(), nullptr);
    if (k < s_.size() && !(k + 1 < s_.size() && is_alpha(s_[k + 1]))) {
      if (const double m = magnitude_letter(s_[k]); m != 0) count *= m, ++k;
    }
    {
      std::size_t w = k;
      while (w < s_.size() && s_[w] == ' ') ++w;
      std::size_t e = w;
      while (e < s_.size() && is_alpha(s_[e])) ++e;
      if (const double m = scale_word(ascii_lower(s_.substr(w, e - w))); m != 0) count *= m, k = e;
    }
    if (const std::size_t n = after_param_noun(k); n != std::string::npos) k = n;
    std::size_t end = k;
    while (end < s_.size() && s_[end] == ' ') ++end;
    if (end < s_.size() || !(count > 0)) {
      pos_ = save;
      return;
    }
    t.number *= count;
    t.arithmetic = true;
    pos_ = k;
  }

  // Is there a multiplication sign at k (after spaces)?
  bool op_at(std::size_t k) {
    const std::size_t save = pos_;
    pos_ = k;
    skip_ws();
    const bool op = (peek() == '*' && peek(1) != '*') || x_is_operator();
    pos_ = save;
    return op;
  }
  // Where a count noun of parameters after k ends ("7e9 params × 2 bytes"), or npos where there is none.
  std::size_t after_param_noun(std::size_t k) const {
    while (k < s_.size() && s_[k] == ' ') ++k;
    std::size_t e = k;
    while (e < s_.size() && is_alpha(s_[e])) ++e;
    const std::string w = ascii_lower(s_.substr(k, e - k));
    if (w == "params" || w == "parameters" || w == "param" || w == "parameter") return e;
    return std::string::npos;
  }

  // A count's magnitude letter glued to its number ("7B", "65k", "2T": k/K, M, B, T) and a scale word after it
  // ("7 billion"), as products and counts read them; 0 for anything else.
  static double magnitude_letter(char c) {
    return c == 'k' || c == 'K' ? 1e3 : c == 'M' ? 1e6 : c == 'B' ? 1e9 : c == 'T' ? 1e12 : 0;
  }
  static double scale_word(const std::string& w) {
    return w == "thousand" ? 1e3 : w == "million" ? 1e6 : w == "billion" ? 1e9 : w == "trillion" ? 1e12 : 0;
  }

  // "7B × 12 B", "6.74B*16 bytes", "3B x 16": a count with its magnitude letter glued on (k, M, B, T),
  // then a multiplication sign: the letter scales the factor (7e9), it is not the product's unit.
  // "7 billion * 8 bytes", "70 million x 4": a scale word does the same (a word is never the product's
  // unit), and a count noun of parameters may follow either or a plain count ("70 billion params x 2
  // bytes", "7B params * 2 bytes", "7e9 params x 2 bytes/param"): the factor is that many parameters,
  // so a per-parameter unit after the product is read per parameter times parameters (blind round 19).
  void magnitude_factor(double& v) {
    std::size_t back = pos_;
    while (back > 0 && s_[back - 1] == ' ') --back;
    if (back == 0 || !is_digit(s_[back - 1])) return;
    {
      std::size_t b = pos_;
      while (b < s_.size() && s_[b] == ' ') ++b;
      std::size_t e = b;
      while (e < s_.size() && is_alpha(s_[e])) ++e;
      const double wm = scale_word(ascii_lower(s_.substr(b, e - b)));
      if (wm != 0) {
        if (op_at(e)) {
          v *= wm;
          pos_ = e;
          return;
        }
        if (const std::size_t n = after_param_noun(e); n != std::string::npos && op_at(n)) {
          v *= wm;
          pos_ = n;
          params_counted_ = true;
          return;
        }
        return;
      }
    }
    const char c = peek();
    const double m = magnitude_letter(c);
    if (m != 0 && pos_ > 0 && is_digit(s_[pos_ - 1]) && !(pos_ + 1 < s_.size() && is_alpha(s_[pos_ + 1]))) {
      if (op_at(pos_ + 1)) {
        ++pos_;
        v *= m;
        if (mag_ == 0) mag_ = m, mag_letter_ = c;
        return;
      }
      if (const std::size_t n = after_param_noun(pos_ + 1); n != std::string::npos && op_at(n)) {
        v *= m;
        pos_ = n;
        params_counted_ = true;
      }
      return;
    }
    if (const std::size_t n = after_param_noun(pos_); n != std::string::npos && op_at(n)) {
      pos_ = n;
      params_counted_ = true;
    }
  }
  bool params_counted_ = false;  // a factor was a count of parameters ("7e9 params × ...")
  double mag_ = 0;       // the magnitude letter term() may take back (0: none)
  char mag_letter_ = 0;

  bool product(double& v, int& ops, double& place, double& rel) {
    if (!unary(v, ops, place, rel)) return false;
    for (int guard = 0; guard < 64; ++guard) {
      magnitude_factor(v);
      skip_ws();
      char c = peek();
      bool mul = c == '*' && peek(1) != '*';
      bool div = c == '/';
      bool xm = x_is_operator();
      if (!mul && !div && !xm) return true;
      if (div) {
        // "/" followed by a letter is a rate unit ("GB/s"), not a division.
        std::size_t k = pos_ + 1;
        while (k < s_.size() && s_[k] == ' ') ++k;
        if (k < s_.size() && !is_digit(s_[k]) && s_[k] != '(' && s_[k] != '.') return true;
      }
      const std::size_t before_op = pos_;
      ++pos_;
      std::size_t open = pos_;
      while (open < s_.size() && s_[open] == ' ') ++open;
      double r = 0, p2 = 0, r2 = 0;
      if (!unary(r, ops, p2, r2)) {
        if (!prefix_) return false;
        pos_ = before_op;  // prose: "48 * something" ends at the number
        err_.clear();
        return true;
      }
      // "4x (2 × 2)", "quadruples (2x2)": a factor, then a bracket that works out to that same factor as
      // the expression's last term, is its working shown, not a square (it read 16) (lead's probe 12); the factor
      // may be the bracket's value rounded ("1.33x (4/3)": it read 1.78; session 36), or cut short within the
      // default tolerance of 2 % ("1.32x (4/3)": blind round 74 row 14)
      if (!div && open < s_.size() && s_[open] == '(' && pos_ > 0 && s_[pos_ - 1] == ')' && v != 0 && v != 1 &&
          std::fabs(r - v) <= 0.02 * std::fabs(v)) {
        std::size_t k = pos_;
        while (k < s_.size() && s_[k] == ' ') ++k;
        const bool last = k >= s_.size() || !(s_[k] == '*' || s_[k] == '/' || s_[k] == '^' || s_[k] == '+' ||
                                               s_[k] == '-' || ((s_[k] == 'x' || s_[k] == 'X') && k + 1 < s_.size() &&
                                                                (s_[k + 1] == ' ' || s_[k + 1] == '(' || is_digit(s_[k + 1]))));
        if (last) continue;
      }
      ++ops;
      if (div) {
        if (r == 0) {
          err_ = "division by zero";
          return false;
        }
        v /= r;
      } else {
        v *= r;
      }
      if (!std::isfinite(v)) {
        err_ = "the number is too large";
        return false;
      }
    }
    err_ = "expression too long";
    return false;
  }

  bool unary(double& v, int& ops, double& place, double& rel) {
    skip_ws();
    bool neg = false;
    if (peek() == '-' || peek() == '+') {
      neg = peek() == '-';
      ++pos_;
      skip_ws();
    }
    if (!power(v, ops, place, rel)) return false;
    if (neg) v = -v;
    return true;
  }

  bool power(double& v, int& ops, double& place, double& rel) {
    if (!atom(v, ops, place, rel)) return false;
    skip_ws();
    bool caret = peek() == '^';
    bool stars = peek() == '*' && peek(1) == '*';
    if (!caret && !stars) return true;
    pos_ += caret ? 1 : 2;
    if (++depth_ > max_quantity_depth) {
      err_ = "expression nested too deeply";
      return false;
    }
    double e = 0, p2 = 0, r2 = 0;
    bool ok = unary(e, ops, p2, r2);
    --depth_;
    if (!ok) return false;
    ++ops;
    if (std::fabs(e) > 400) {
      err_ = "exponent out of range";
      return false;
    }
    if (v < 0 && e != std::floor(e)) {
      err_ = "fractional power of a negative number";
      return false;
    }
    if (v == 0 && e < 0) {
      err_ = "division by zero";
      return false;
    }
    v = std::pow(v, e);
    if (!std::isfinite(v)) {
      err_ = "the number is too large";
      return false;
    }
    return true;
  }

  bool atom(double& v, int& ops, double& place, double& rel) {
    skip_ws();
    if (peek() == '(') {
      ++pos_;
      if (++depth_ > max_quantity_depth) {
        err_ = "expression nested too deeply";
        return false;
      }
      if (!inner(v, ops)) return false;
      --depth_;
      skip_ws();
      if (peek() != ')') {
        err_ = "missing ')'";
        return false;
      }
      ++pos_;
      ++ops;
      return true;
    }
    return number(v, place, rel);
  }

  // Inside parentheses: plain numbers with + and - as well.
  bool inner(double& v, int& ops) {
    double p = 0, r = 0;
    if (!product(v, ops, p, r)) return false;
    for (int guard = 0; guard < 64; ++guard) {
      skip_ws();
      char c = peek();
      if (c != '+' && c != '-') return true;
      ++pos_;
      double w = 0;
      if (!product(w, ops, p, r)) return false;
      ++ops;
      v = c == '+' ? v + w : v - w;
      if (!std::isfinite(v)) {
        err_ = "the number is too large";
        return false;
      }
    }
    err_ = "expression too long";
    return false;
  }

  // number := digits (group)* ('.' digits)? (e sign? digits)?  |  '.' digits ...
  // Digit groups of exactly three, by ',' or ' ' (quiz-grading.md §2); "48,5" is a decimal comma.
  bool number(double& v, double& place, double& rel) {
    std::string buf;
    std::size_t start = pos_;
    int int_digits = 0;
    while (is_digit(peek())) {
      buf += peek();
      ++pos_;
      ++int_digits;
      if (buf.size() > 40) {
        err_ = "number has too many digits";
        return false;
      }
    }
    // digit grouping
    char group_sep = 0;
    int comma_groups = 0;
    // Indian grouping (lakh, crore): one or two digits, groups of two, a last group of three
    // ("53,68,70,912", "1,20,000"); no other reading has commas before groups of two
    if (int_digits >= 1 && int_digits <= 2 && peek() == ',') {
      std::size_t k = pos_;
      int pairs = 0;
      while (k + 3 < s_.size() && s_[k] == ',' && is_digit(s_[k + 1]) && is_digit(s_[k + 2]) && s_[k + 3] == ',') k += 3, ++pairs;
      if (pairs >= 1 && k < s_.size() && s_[k] == ',') {
        int n = 0;
        std::size_t e = k + 1;
        while (e < s_.size() && is_digit(s_[e]) && n < 4) ++e, ++n;
        if (n == 3) {
          for (std::size_t x = pos_; x < e; ++x)
            if (is_digit(s_[x])) buf += s_[x];
          pos_ = e;
          group_sep = ',';
          int_digits += 2 * pairs + 3;
        }
      }
    }
    if (int_digits >= 1 && int_digits <= 3) {
      for (int guard = 0; guard < 12; ++guard) {
        char c = peek();
        if (c != ',' && c != ' ' && c != '.') break;
        if (group_sep && c != group_sep) break;
        std::size_t k = pos_ + 1;
        int n = 0;
        while (k < s_.size() && is_digit(s_[k]) && n < 5) ++k, ++n;
        char after = k < s_.size() ? s_[k] : '\0';
        // European thousands dots: only where no decimal point can be meant, two or more groups
        // ("536.870.912", "56.000.000.000") or a group before a decimal comma ("1.073,7 MB")
        if (c == '.') {
          const bool next_group = after == '.' && k + 3 < s_.size() && is_digit(s_[k + 1]) &&
                                  is_digit(s_[k + 2]) && is_digit(s_[k + 3]) &&
                                  (k + 4 >= s_.size() || !is_digit(s_[k + 4]));
          const bool comma_next = after == ',' && k + 1 < s_.size() && is_digit(s_[k + 1]);
          if (n != 3 || !(group_sep == '.' || next_group || comma_next)) {
            // one dot group and nothing after it ("14.000 MB"): a decimal point, but a reader who
            // writes thousands dots means 14000; the grader asks when only that reading is right
            // ("0.112" is a decimal: no thousands group follows a lone 0; lead's probe 12)
            const bool lone_zero = pos_ >= 1 && s_[pos_ - 1] == '0' && (pos_ < 2 || !is_digit(s_[pos_ - 2]));
            if (n == 3 && !group_sep && !is_digit(after) && after != '.' && after != ',' && !lone_zero)
              dot_group_literals_++;
            break;
          }
        }
        if (n == 3 && !is_digit(after)) {
          if (c == ' ' && after == '.') break;  // "1 500.5" is not grouping
          if (c == ',' && !group_sep && buf == "0") break;  // "0,828 TB": no thousands group after a zero
          buf.append(s_, pos_ + 1, 3);
          pos_ = k;
          group_sep = c;
          if (c == ',') ++comma_groups;
          continue;
        }
        break;
      }
    }
    // A comma followed by anything but a group of three digits cannot separate thousands: it is a
    // decimal comma ("48,5 GB", "1,07", "8,4e11 B"), read as a decimal point. Not after digit groups
    // ("1,234,5"), and not in a list of numbers ("2,4,8").
    int frac_digits = 0;
    bool decimal_comma = false;
    if (peek() == ',' && is_digit(peek(1))) {
      std::size_t k = pos_ + 1;
      while (k < s_.size() && is_digit(s_[k])) ++k;
      const bool list = k + 1 < s_.size() && s_[k] == ',' && is_digit(s_[k + 1]);
      if ((group_sep && group_sep != '.') || list || k - pos_ - 1 > 40) {
        // appended, not "\"" + substr(...): GCC 12 warns falsely (-Wstringop-overflow) on that form here
        err_.assign(1, '"').append(s_, start, k - start);
        err_ += "\": a comma here is neither a decimal comma nor a thousands separator (groups of three)";
        return false;
      }
      buf += '.';
      buf.append(s_, pos_ + 1, k - pos_ - 1);
      frac_digits = static_cast<int>(k - pos_ - 1);
      pos_ = k;
      decimal_comma = true;
    }
    // "4,375": one group of three after one to three digits reads as thousands (4375), but a reader
    // who writes decimal commas means 4.375: the grader asks when only that reading is right.
    if (comma_groups == 1 && !decimal_comma && buf.size() <= 6) comma_group_literals_++;
    if (!decimal_comma && peek() == '.' && is_digit(peek(1))) {
      buf += '.';
      ++pos_;
      while (is_digit(peek())) {
        buf += peek();
        ++pos_;
        ++frac_digits;
        if (buf.size() > 60) {
          err_ = "number has too many digits";
          return false;
        }
      }
    } else if (peek() == '.' && int_digits > 0 && !is_alpha(peek(1))) {
      // "48." followed by space/end: the dot is the sentence end, handled by run().
    }
    if (int_digits == 0 && frac_digits == 0) {
      err_ = pos_ >= s_.size() ? "no number found" : "expected a number at \"" + s_.substr(pos_, 12) + "\"";
      return false;
    }
    long exp10 = 0;
    if ((peek() == 'e' || peek() == 'E') &&
        (is_digit(peek(1)) || ((peek(1) == '-' || peek(1) == '+') && is_digit(peek(2))))) {
      buf += 'e';
      ++pos_;
      bool eneg = false;
      if (peek() == '-' || peek() == '+') {
        eneg = peek() == '-';
        buf += peek();
        ++pos_;
      }
      int ed = 0;
      while (is_digit(peek())) {
        if (++ed > 4) {
          err_ = "exponent out of range";
          return false;
        }
        exp10 = exp10 * 10 + (peek() - '0');
        buf += peek();
        ++pos_;
      }
      if (eneg) exp10 = -exp10;
    }
    v = std::strtod(buf.c_str(), nullptr);
    if (!std::isfinite(v)) {
      err_ = "the number is too large";
      return false;
    }
    place = std::pow(10.0, static_cast<double>(exp10 - frac_digits));
    rel = v != 0 ? place / std::fabs(v) : 0;
    return true;
  }

  bool resolve_side(side_val& sv, quantity& q) {
    q = quantity{};
    if (!sv.terms.empty() && sv.terms.back().unknown_unit) {  // prose: "48 furlongs"
      const term_val& t = sv.terms.back();
      q.unknown_unit = true;
      q.unit_text = q.unit_name = t.unit;
      q.dim = qdim::count;
      double total = 0;
      for (const auto& x : sv.terms) total += x.number;
      q.value = q.value_hi = q.number = q.number_hi = total;
      q.arithmetic = sv.terms.size() > 1 || t.arithmetic;
      return true;
    }
    // A unit on the last term only applies to the whole sum ("14 + 14 + 28 GB").
    bool last_only = sv.terms.size() > 1 && !sv.terms.back().unit.empty();
    for (std::size_t i = 0; i + 1 < sv.terms.size() && last_only; ++i)
      if (!sv.terms[i].unit.empty()) last_only = false;
    double total = 0, typed = 0;
    bool first = true, any_unit = false, any_none = false;
    unit_info last_u;
    for (std::size_t i = 0; i < sv.terms.size(); ++i) {
      const term_val& t = sv.terms[i];
      std::string unit_text = last_only ? sv.terms.back().unit : t.unit;
      unit_info u = resolve_unit(unit_text, hint_);
      if (!u.ok) {
        err_ = u.error;
        return false;
      }
      if (unit_text.empty()) any_none = true;
      else any_unit = true;
      if (!first && u.dim != q.dim) {
        err_ = "the terms have different units (" + std::string(qdim_name(q.dim)) + " and " + qdim_name(u.dim) + ")";
        return false;
      }
      first = false;
      q.dim = u.dim;
      total += t.number * u.factor;
      typed += t.number;
      last_u = u;
      q.unit_text = unit_text;
    }
    if (any_unit && any_none) {
      err_ = "some numbers have a unit and some do not";
      return false;
    }
    if (!std::isfinite(total)) {
      err_ = "the number is too large";
      return false;
    }
    q.value = q.value_hi = total;
    q.unit_factor = last_u.factor;
    q.number = q.number_hi = last_u.factor != 0 ? total / last_u.factor : typed;
    if (sv.terms.size() == 1) q.number = q.number_hi = sv.terms[0].number;
    q.unit_name = last_u.name;
    q.unitless = !any_unit;
    q.binary_prefix = last_u.binary_prefix;
    q.si_prefix = last_u.si_prefix;
    q.bits = last_u.bits;
    q.bare_prefix = last_u.bare_prefix;
    q.ambiguous_b = last_u.ambiguous_b;
    q.flops_ambiguous = last_u.flops_ambiguous;
    q.multiplier_word = last_u.multiplier_word;
    q.noun = last_u.noun;
    q.arithmetic = sv.terms.size() > 1 || sv.terms[0].arithmetic;
    if (!q.arithmetic) {
      q.digit_place = sv.terms[0].digit_place;
      q.rel_precision = sv.terms[0].rel_precision;
    }
    return true;
  }
};

// "10^9" for powers of ten, "2^30" for powers of two, else the number.
std::string power_text(double f) {
  for (int e = 1; e <= 18; ++e)
    if (f == std::pow(10.0, e)) return "10^" + std::to_string(e);
  for (int e = 1; e <= 63; ++e)
    if (f == std::ldexp(1.0, e)) return "2^" + std::to_string(e);
  return fmt_num(f, 10);
}

std::string convention_note(const quantity& q) {
  if (q.unitless) return "";
  std::string n = q.unit_name;
  std::string per = q.dim == qdim::bytes_per_s ? "B/s" : "B";
  if (q.bits) return n + " read as bits (8 bits = 1 byte): " + fmt_num(q.number) + " " + n + " = " +
                     fmt_num(q.value) + " " + per;
  if (q.bare_prefix) return n + " read as " + power_text(q.unit_factor) + " " + qdim_si_unit(q.dim);
  // the same prefix's other convention, named for the unit the reader wrote: "TB read as SI: 1 TB = 10^12 B (TB,
  // not TiB = 2^40 B)" (every prefix had been contrasted as "GB, not GiB")
  static const char prefixes[] = "KMGTPE";
  const char p0 = n.empty() ? 0 : static_cast<char>(std::toupper(static_cast<unsigned char>(n[0])));
  const char* at = p0 ? std::strchr(prefixes, p0) : nullptr;
  const std::string suffix = q.dim == qdim::bytes_per_s ? "B/s" : "B";
  const std::string si = at ? std::string(1, *at == 'K' ? 'k' : *at) + suffix : "GB";
  const std::string bin = at ? std::string(1, *at) + "i" + suffix : "GiB";
  const int exp2 = at ? 10 * static_cast<int>(at - prefixes + 1) : 30;
  if (q.binary_prefix)
    return n + " read as binary: 1 " + n + " = " + power_text(q.unit_factor) + " " + per + " (" + bin + ", not " + si + ")";
  if (q.si_prefix && (q.dim == qdim::bytes || q.dim == qdim::bytes_per_s))
    return n + " read as SI: 1 " + n + " = " + power_text(q.unit_factor) + " " + per + " (" + si + ", not " + bin +
           " = 2^" + std::to_string(exp2) + " " + per + ")";
  if (q.ambiguous_b) return "\"B\" read as bytes";
  if (q.flops_ambiguous)
    return n + " read as " + (q.dim == qdim::flops ? std::string("a FLOP count") : std::string("a rate (FLOP/s)"));
  return "";
}

}  // namespace

quantity_parse parse_quantity(std::string_view text, qdim hint) {
  quantity_parse r;
  if (text.size() > max_quantity_text) {
    r.error = "answer too long (more than " + std::to_string(max_quantity_text) + " characters)";
    return r;
  }
  std::string n;
  if (!normalise(text, n, r.error)) return r;
  const std::string s = number_words_to_digits(n);
  bool blank = true;
  for (char c : s)
    if (c != ' ') blank = false;
  if (blank) {
    r.error = "empty answer";
    return r;
  }
  parser p(s, hint);
  quantity q;
  if (!p.run(q, r.error)) return r;
  if (!std::isfinite(q.value) || !std::isfinite(q.value_hi)) {
    r.error = "the number is too large";
    return r;
  }
  q.note = convention_note(q);
  r.ok = true;
  r.q = q;
  return r;
}

namespace quantity_detail {

// The hedge words a figure may lead with ("about 112 GB", "approx. 3x", "ca. 40 GB", "~ 98 GB"): one list for the
// figure reader (parser::skip_hedge, above) and the reader of an answer's leading result (quantity_prose.cpp,
// "about 16 B/param (2 + 2 + ...)"), which had each spelled it out (round 166 merged them; declared where used).
const char* const leading_hedge_words[11] = {"approximately", "approx.", "approx", "about", "roughly", "around",
                                             "circa",         "ca.",     "nearly", "almost", "~"};

// The phrases by which a reader commits to what follows them, a pick or a figure ("I'd go with c", "going with 98",
// "my pick is b", "I'll take d", "so I land on 84 GB", "..., which makes it c"): one list (round 170) for the choice
// readers' hedge_lead (the pick at the start), pick_after_hedge_or_exclusion ("a or c... going with c"), the pick
// settled in a later clause (grading.cpp) and the prose reader's settled_on_figure (quantity_prose.cpp), which had each
// spelled out their own and drifted apart. Matched whole, at word boundaries, the longest first (settling_phrase_at).
const char* const settling_phrases[] = {
    "i'd say", "id say", "i would say", "i'll say", "ill say", "i will say", "i\xE2\x80\x99ll say",
    "i'd go with", "i would go with", "i'll go with", "ill go with", "i will go with", "i\xE2\x80\x99ll go with",
    "i go with", "going with", "i'm going with", "im going with", "i'm gonna go with", "gonna go with",
    "we'd go with", "we would go with", "let's go with", "lets go with",
    "i'd go for", "i'll go for", "going for", "i'd go to", "i'd step up to",
    "i'll stick with", "ill stick with", "i will stick with", "i\xE2\x80\x99ll stick with", "sticking with",
    "i'll stick to", "sticking to", "i'll settle on", "i'd settle on", "settling on", "i land on",
    "i'd pick", "i would pick", "i'll pick", "i pick", "we'd pick", "we pick", "i'd choose", "i would choose",
    "i'll choose", "i choose", "i'd select", "i select", "i'd take", "i'll take", "i'd vote", "i vote",
    "i'd use", "i would use", "we'd use", "we would use", "i'd lean", "i lean",
    "my answer is", "my answer", "my pick is", "my pick would be", "my pick", "my picks are", "my vote is", "my vote",
    // the figure named as the result after the working: "7 x 10^9 x 2. I'll call it 28 GB" (blind round 158)
    "call it", "which makes it",
    // the reader's own estimate named as the result after the working: "48 GB, but add activations, so I'd put it at
    // 60 GB" (round 177; with its subject, not a bare "put it at": "the paper puts it at ..." is another source's)
    "i'd put it at", "id put it at", "i would put it at", "i'll put it at", "ill put it at", "i will put it at",
    "i\xE2\x80\x99" "d put it at", "i\xE2\x80\x99" "ll put it at", "i'd put that at", "i'll put that at", "we'd put it at"};
const std::size_t settling_phrase_count = sizeof(settling_phrases) / sizeof(settling_phrases[0]);

std::size_t per_param_suffix(std::string_view low) {
  for (const char* per : {"/param", "/params", "/parameter", "/parameters", " per param", " per params",
                          " per parameter", " per parameters"}) {
    const std::size_t n = std::strlen(per);
    if (low.size() > n && low.compare(low.size() - n, n, per) == 0) return n;
  }
  return 0;
}

std::size_t settling_phrase_at(std::string_view low, std::size_t at) {
  auto alpha = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '\''; };
  if (at > low.size() || (at > 0 && alpha(low[at - 1]))) return 0;
  std::size_t best = 0;
  for (const char* p : settling_phrases) {
    const std::size_t n = std::strlen(p);
    if (n > best && low.compare(at, n, p) == 0 && (at + n == low.size() || !alpha(low[at + n]))) best = n;
  }
  return best;
}

std::size_t settling_phrase_before(std::string_view low, std::size_t end) {
  auto alpha = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '\''; };
  if (end > low.size() || (end < low.size() && alpha(low[end]))) return 0;
  std::size_t best = 0;
  for (const char* p : settling_phrases) {
    const std::size_t n = std::strlen(p);
    if (n > best && n <= end && low.compare(end - n, n, p) == 0 && (end == n || !alpha(low[end - n - 1]))) best = n;
  }
  return best;
}

bool set_aside_figure_follows(std::string_view low, std::size_t pos) {
  auto skip_spaces = [&] {
    while (pos < low.size() && low[pos] == ' ') ++pos;
  };
  auto word = [&](std::string_view w) {
    skip_spaces();
    if (low.compare(pos, w.size(), w) != 0) return false;
    const std::size_t e = pos + w.size();
    if (e < low.size() && (std::isalnum(static_cast<unsigned char>(low[e])) || low[e] == '\'')) return false;
    pos = e;
    return true;
  };
  // (not a colon: "... would be 14 GB, but that's not what's asked: 112 GB" gives the answer after it)
  if (!(word("is") || word("are") || word("was") || (word("would") && word("be")))) return false;
  for (bool more = true; more;) more = word("the") || word("just") || word("only") || word("about") || word("a");
  skip_spaces();
  if (pos < low.size() && low[pos] == '~') ++pos, skip_spaces();
  return pos == low.size() || std::isdigit(static_cast<unsigned char>(low[pos]));
}

bool normalise_prose(std::string_view in, std::string& out) {
  std::string error;
  return normalise(in, out, error, true);
}

bool parse_at(const std::string& s, std::size_t start, qdim hint, quantity& q, std::size_t& end, std::string& error) {
  parser p(s, hint, /*prefix=*/true, start);
  if (!p.run(q, error)) return false;
  if (!std::isfinite(q.value) || !std::isfinite(q.value_hi)) {
    error = "the number is too large";
    return false;
  }
  end = p.end();
  if (!q.unknown_unit) q.note = convention_note(q);
  return true;
}

}  // namespace quantity_detail

}  // namespace ledgerlab
