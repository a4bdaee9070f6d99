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
    case qdim::none: break;
  }
  return "none";
}

bool parse_qdim(const std::string& s, qdim& out) {
  static const qdim all[] = {qdim::bytes,   qdim::params,      qdim::tokens,      qdim::flops, qdim::seconds,
                             qdim::bytes_per_s, qdim::flops_per_s, qdim::ratio, qdim::count};
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
    default: return "";
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] the parser

namespace {

std::string lower(std::string_view s) {
  std::string o(s);
  for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}

// Normalises to ASCII; returns false (with error) on a character no answer contains.
bool normalise(std::string_view in, std::string& out, std::string& error) {
  out.clear();
  for (std::size_t i = 0; i < in.size();) {
    unsigned char c = static_cast<unsigned char>(in[i]);
    if (c < 0x80) {
      if (c == '\t' || c == '\n' || c == '\r') out += ' ';
      else if (c < 0x20 || c == 0x7f) {
        error = "unexpected control character";
        return false;
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
    struct map_def {
      const char* from;
      const char* to;
    };
    static const map_def maps[] = {
        {"\xC3\x97", "*"},        // ×
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
  bool arithmetic = false;
  double digit_place = 0;  // for a single literal
  double rel_precision = 0;
};

struct side_val {
  std::vector<term_val> terms;
};

class parser {
 public:
  parser(const std::string& s, qdim hint) : s_(s), hint_(hint) {}

  bool run(quantity& q, std::string& error) {
    skip_ws();
    q.hedged = skip_hedge();
    side_val a, b;
    if (!side(a)) return fail_out(error);
    bool range = false;
    skip_ws();
    if (at_range_sep()) {
      range = true;
      if (!side(b)) return fail_out(error);
    }
    skip_ws();
    if (pos_ < s_.size() && s_[pos_] == '.') ++pos_;  // "48 GB."
    skip_ws();
    if (pos_ != s_.size()) {
      err_ = "could not read \"" + s_.substr(pos_, 20) + "\"";
      return fail_out(error);
    }
    quantity lo, hi;
    if (!resolve_side(a, lo)) return fail_out(error);
    if (range) {
      // "20-30%": a unit on the high end only applies to both ends.
      if (a.terms.size() == 1 && a.terms[0].unit.empty() && !b.terms.back().unit.empty())
        a.terms[0].unit = b.terms.back().unit;
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
    return true;
  }

 private:
  const std::string& s_;
  qdim hint_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  std::string err_;

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

  bool word_at(const char* w) const {
    std::size_t n = std::strlen(w);
    if (s_.size() - pos_ < n) return false;
    for (std::size_t i = 0; i < n; ++i)
      if (std::tolower(static_cast<unsigned char>(s_[pos_ + i])) != w[i]) return false;
    char after = pos_ + n < s_.size() ? s_[pos_ + n] : '\0';
    return !is_alpha(after);
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
      static const char* words[] = {"approximately", "approx.", "approx", "about", "roughly", "around", "circa", "ca."};
      bool hit = false;
      for (const char* w : words) {
        std::size_t n = std::strlen(w);
        bool dot = w[n - 1] == '.';
        if (dot ? (s_.size() - pos_ >= n && lower(s_.substr(pos_, n)) == w) : word_at(w)) {
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
    if (peek() == '-') {
      ++pos_;
      return true;
    }
    if (word_at("to")) {
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
      skip_ws();
      if (peek() == '+') {
        ++pos_;
        continue;
      }
      return true;
    }
    err_ = "too many terms";
    return false;
  }

  bool term(term_val& t) {
    skip_ws();
    std::size_t start = pos_;
    int ops = 0;
    double lit_place = 0, lit_rel = 0;
    if (!product(t.number, ops, lit_place, lit_rel)) return false;
    t.arithmetic = ops > 0;
    if (!t.arithmetic) {
      t.digit_place = lit_place;
      t.rel_precision = lit_rel;
    }
    (void)start;
    // unit text: letters, '%', '/', and single spaces between unit words; stops at "to".
    skip_ws();
    std::string unit;
    while (pos_ < s_.size()) {
      char c = peek();
      if (is_alpha(c) || c == '%' || c == '/') {
        if (is_alpha(c) && (unit.empty() || unit.back() == ' ') && word_at("to")) break;
        unit += c;
        ++pos_;
      } else if (c == ' ') {
        std::size_t save = pos_;
        skip_ws();
        char n = peek();
        if ((is_alpha(n) || n == '/' || n == '%') && !word_at("to") && !unit.empty()) {
          unit += ' ';
        } else {
          pos_ = save;
          break;
        }
      } else {
        break;
      }
      if (unit.size() > 40) {
        err_ = "unit too long";
        return false;
      }
    }
    while (!unit.empty() && unit.back() == ' ') unit.pop_back();
    t.unit = unit;
    return true;
  }

  // Is the 'x' at pos_ a multiplication sign ("4.8x10^10", "7e9 x 2 B") and not the "8x" unit?
  bool x_is_operator() const {
    if (peek() != 'x' && peek() != 'X') return false;
    std::size_t k = pos_ + 1;
    while (k < s_.size() && s_[k] == ' ') ++k;
    return k < s_.size() && (is_digit(s_[k]) || s_[k] == '(' || s_[k] == '.');
  }

  bool product(double& v, int& ops, double& place, double& rel) {
    if (!unary(v, ops, place, rel)) return false;
    for (int guard = 0; guard < 64; ++guard) {
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
      ++pos_;
      double r = 0, p2 = 0, r2 = 0;
      if (!unary(r, ops, p2, r2)) return false;
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
    if (int_digits >= 1 && int_digits <= 3) {
      for (int guard = 0; guard < 12; ++guard) {
        char c = peek();
        if (c != ',' && c != ' ') break;
        if (group_sep && c != group_sep) break;
        std::size_t k = pos_ + 1;
        int n = 0;
        while (k < s_.size() && is_digit(s_[k]) && n < 5) ++k, ++n;
        char after = k < s_.size() ? s_[k] : '\0';
        if (n == 3 && !is_digit(after)) {
          if (c == ' ' && after == '.') break;  // "1 500.5" is not grouping
          buf.append(s_, pos_ + 1, 3);
          pos_ = k;
          group_sep = c;
          continue;
        }
        if (c == ',' && n > 0) {
          err_ = "\"" + s_.substr(start, k - start) +
                 "\": a comma is read only as a thousands separator (groups of three); use a decimal point";
          return false;
        }
        break;
      }
    } else if (int_digits > 3 && peek() == ',' && is_digit(peek(1))) {
      err_ = "a comma is read only as a thousands separator (groups of three); use a decimal point";
      return false;
    }
    int frac_digits = 0;
    if (peek() == '.' && is_digit(peek(1))) {
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
  if (q.binary_prefix)
    return n + " read as binary: 1 " + n + " = " + power_text(q.unit_factor) + " " + per + " (GiB, not GB)";
  if (q.si_prefix && (q.dim == qdim::bytes || q.dim == qdim::bytes_per_s))
    return n + " read as SI: 1 " + n + " = " + power_text(q.unit_factor) + " " + per + " (GB, not GiB = 2^30 B)";
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
  std::string s;
  if (!normalise(text, s, r.error)) return r;
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

}  // namespace ledgerlab
