// parse_quantity: see quantity.h. The text is first normalised to ASCII (× · → '*', en dash →
// " to ", µ → 'u', ≈ → '~'), then read by a small recursive-descent parser:
//   text  := hedge? side (range_sep side)? '.'?
//   side  := term ('+' term)*            term := product unit?
//   product := unary (('*' | '/' | 'x') unary)*    unary := '-'? power
//   power := atom (('^' | '**') unary)?  atom := number | '(' inner ')'   (inner allows '-')
// Units and prefixes: quiz-grading.md §2 (SI k..E = 1e3.., IEC Ki..Ei = 2^10..; lowercase 'b'
// after an uppercase prefix is a bit; an all-lowercase "gb" is informal bytes; "bps" is bits).
//
// [SECTION] units (resolve_unit, format_in_unit)  [SECTION] the parser (normalise, parser class,
// convention notes, parse_quantity)
#include "core/quantity.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/json_io.h"

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
// [SECTION] units

namespace {

std::string lower(std::string_view s) {
  std::string o(s);
  for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}

bool all_lower(std::string_view s) {
  for (char c : s)
    if (std::isupper(static_cast<unsigned char>(c))) return false;
  return true;
}

bool ends_with(const std::string& s, const char* suf) {
  std::size_t n = std::strlen(suf);
  return s.size() >= n && s.compare(s.size() - n, n, suf) == 0;
}

struct prefix_def {
  const char* sym;
  double factor;
  bool binary;
};
// Longest first so "Ki" wins over "K". 'm', 'u', 'n' (milli, micro, nano) only for seconds.
const prefix_def symbol_prefixes[] = {
    {"Ki", 1024.0, true},         {"Mi", 1048576.0, true},       {"Gi", 1073741824.0, true},
    {"Ti", 1099511627776.0, true}, {"Pi", 1125899906842624.0, true}, {"Ei", 1152921504606846976.0, true},
    {"k", 1e3, false},            {"K", 1e3, false},             {"M", 1e6, false},
    {"G", 1e9, false},            {"T", 1e12, false},            {"P", 1e15, false},
    {"E", 1e18, false},           {"m", 1e-3, false},            {"u", 1e-6, false},
    {"n", 1e-9, false},           {"", 1.0, false},
};
const prefix_def word_prefixes[] = {
    {"kibi", 1024.0, true},  {"mebi", 1048576.0, true}, {"gibi", 1073741824.0, true},
    {"tebi", 1099511627776.0, true}, {"pebi", 1125899906842624.0, true},
    {"kilo", 1e3, false},    {"mega", 1e6, false},      {"giga", 1e9, false},
    {"tera", 1e12, false},   {"peta", 1e15, false},     {"exa", 1e18, false},
    {"milli", 1e-3, false},  {"micro", 1e-6, false},    {"nano", 1e-9, false},
    {"", 1.0, false},
};

enum class base_kind { byte, bit, flop_count, flop_ambiguous, flop_rate, second };

struct base_def {
  const char* sym;
  base_kind kind;
  bool word;  // matched case-insensitively, with word prefixes
};
const base_def bases[] = {
    // symbols (case-sensitive)
    {"B", base_kind::byte, false},        {"b", base_kind::bit, false},
    {"bit", base_kind::bit, false},       {"bits", base_kind::bit, false},
    {"Bps", base_kind::byte, false},      {"bps", base_kind::bit, false},  // rates, see below
    {"FLOP", base_kind::flop_count, false}, {"FLOPs", base_kind::flop_count, false},
    {"Flop", base_kind::flop_count, false}, {"Flops", base_kind::flop_ambiguous, false},
    {"FLOPS", base_kind::flop_ambiguous, false},
    {"s", base_kind::second, false},
    // words (case-insensitive)
    {"byte", base_kind::byte, true},      {"bytes", base_kind::byte, true},
    {"bit", base_kind::bit, true},        {"bits", base_kind::bit, true},
    {"flop", base_kind::flop_count, true}, {"flops", base_kind::flop_ambiguous, true},
    {"sec", base_kind::second, true},     {"secs", base_kind::second, true},
    {"second", base_kind::second, true},  {"seconds", base_kind::second, true},
};

struct multiplier_def {
  const char* word;
  double factor;
};
// Multipliers before a count noun ("7B params", "1.5 billion parameters", "300B tokens").
const multiplier_def count_multipliers[] = {
    {"", 1.0},          {"k", 1e3},        {"thousand", 1e3}, {"m", 1e6},  {"mil", 1e6},
    {"million", 1e6},   {"b", 1e9},        {"bn", 1e9},       {"g", 1e9},  {"billion", 1e9},
    {"t", 1e12},        {"trillion", 1e12},
};

// Canonical symbol for a spelled-out unit: "gigabytes" -> "GB", "milliseconds" -> "ms".
std::string word_unit_symbol(const char* prefix_word, base_kind k) {
  static const char* const map[][2] = {{"kibi", "Ki"}, {"mebi", "Mi"}, {"gibi", "Gi"}, {"tebi", "Ti"}, {"pebi", "Pi"},
                                       {"kilo", "k"},  {"mega", "M"},  {"giga", "G"},  {"tera", "T"},  {"peta", "P"},
                                       {"exa", "E"},   {"milli", "m"}, {"micro", "u"}, {"nano", "n"}};
  std::string pre;
  for (const auto& m : map)
    if (std::strcmp(prefix_word, m[0]) == 0) pre = m[1];
  switch (k) {
    case base_kind::byte: return pre + "B";
    case base_kind::bit: return pre + "bit";
    case base_kind::second: return pre + "s";
    case base_kind::flop_count: return pre + "FLOP";
    default: return pre + "FLOPS";
  }
}

bool count_multiplier(const std::string& w, double& f) {
  std::string l = lower(w);
  for (const auto& m : count_multipliers)
    if (l == m.word) {
      f = m.factor;
      return true;
    }
  return false;
}

qdim rate_of(qdim d) {
  if (d == qdim::bytes) return qdim::bytes_per_s;
  if (d == qdim::flops) return qdim::flops_per_s;
  return qdim::none;
}

std::string strip_spaces(std::string_view s) {
  std::string o;
  for (char c : s)
    if (c != ' ') o += c;
  return o;
}

}  // namespace

unit_info resolve_unit(std::string_view unit_in, qdim hint) {
  unit_info u;
  // collapse whitespace
  std::string s;
  for (char c : unit_in) {
    if (c == ' ' || c == '\t') {
      if (!s.empty() && s.back() != ' ') s += ' ';
    } else {
      s += c;
    }
  }
  while (!s.empty() && s.back() == ' ') s.pop_back();
  if (s.empty()) {
    u.ok = true;
    u.dim = qdim::count;
    return u;
  }
  std::string l = lower(s);
  if (l == "%" || l == "percent" || l == "pct") {
    u.ok = true, u.dim = qdim::ratio, u.factor = 0.01, u.name = "%";
    return u;
  }
  if (l == "x" || l == "times") {
    u.ok = true, u.dim = qdim::count, u.factor = 1, u.name = "x";
    return u;
  }
  // Bytes per parameter ("16 bytes/param", "16 B per parameter"): a plain count of bytes.
  {
    const char* per_param[] = {"/param", "/parameter", " per param", " per parameter", "/ param", "per param"};
    for (const char* suf : per_param) {
      if (!ends_with(l, suf)) continue;
      std::string head = s.substr(0, s.size() - std::strlen(suf));
      unit_info b = resolve_unit(head, qdim::bytes);
      if (!b.ok || b.dim != qdim::bytes) break;
      u.ok = true, u.dim = qdim::count, u.factor = b.factor, u.name = b.name + "/param", u.bits = b.bits;
      return u;
    }
  }
  // Count nouns: the words before them are a multiplier (quiz-grading.md §2 "B after a number").
  {
    std::size_t sp = l.rfind(' ');
    std::string last = sp == std::string::npos ? l : l.substr(sp + 1);
    std::string rest = sp == std::string::npos ? "" : strip_spaces(s.substr(0, sp));
    qdim noun = qdim::none;
    std::string noun_name;
    if (last == "param" || last == "params" || last == "parameter" || last == "parameters" ||
        last == "weights") {
      noun = qdim::params, noun_name = "params";
    } else if (last == "token" || last == "tokens") {
      noun = qdim::tokens, noun_name = "tokens";
    } else {
      // glued forms: "7Bparams" is not accepted; "Bparams" nor similar. Also "B params" handled above.
    }
    if (noun != qdim::none) {
      double f = 1;
      if (!count_multiplier(rest, f)) {
        u.error = "unknown multiplier \"" + rest + "\" before " + noun_name;
        return u;
      }
      u.ok = true, u.dim = noun, u.factor = f, u.name = rest.empty() ? noun_name : rest + " " + noun_name;
      return u;
    }
    // A bare multiplier word: "7 billion" -> a count (params/tokens in such a question).
    double f = 1;
    if (l == "thousand" || l == "million" || l == "billion" || l == "trillion" || l == "bn") {
      count_multiplier(l, f);
      qdim d = (hint == qdim::params || hint == qdim::tokens) ? hint : qdim::count;
      u.ok = true, u.dim = d, u.factor = f, u.name = l;
      return u;
    }
  }
  // Time units without prefixes.
  {
    struct tdef {
      const char* w;
      double f;
    };
    static const tdef times[] = {{"min", 60},     {"mins", 60},      {"minute", 60},     {"minutes", 60},
                                 {"h", 3600},     {"hr", 3600},      {"hrs", 3600},      {"hour", 3600},
                                 {"hours", 3600}, {"day", 86400},    {"days", 86400}};
    for (const auto& t : times)
      if (l == t.w) {
        u.ok = true, u.dim = qdim::seconds, u.factor = t.f, u.name = t.w;
        return u;
      }
  }
  // Rates: "/s", "/sec", "/second", "per second", "per s".
  bool rate = false;
  std::string core = s;
  {
    const char* rate_suffixes[] = {"/s", "/sec", "/second", " per second", " per sec", " per s", "/ s"};
    for (const char* suf : rate_suffixes) {
      if (ends_with(l, suf)) {
        core = s.substr(0, s.size() - std::strlen(suf));
        rate = true;
        break;
      }
    }
  }
  std::string c = strip_spaces(core);
  if (c.empty()) {
    u.error = "unit \"" + s + "\" has no quantity before the rate";
    return u;
  }
  // Lone "B": bytes, or billions in a params/tokens/count question (quiz-grading.md §2).
  if (c == "B" && !rate) {
    if (hint == qdim::params || hint == qdim::tokens || hint == qdim::count) {
      u.ok = true, u.dim = hint, u.factor = 1e9, u.name = "B";
      return u;
    }
    u.ok = true, u.dim = qdim::bytes, u.factor = 1, u.name = "B", u.ambiguous_b = true;
    return u;
  }
  if (c == "b" && !rate) {
    u.ok = true, u.dim = qdim::bytes, u.factor = 1, u.name = "B", u.ambiguous_b = true;
    if (hint == qdim::params || hint == qdim::tokens || hint == qdim::count) u.dim = hint, u.factor = 1e9, u.ambiguous_b = false;
    return u;
  }
  std::string cl = lower(c);
  // Informal all-lowercase byte units first: "gb", "mb", "tb", "kb", "gib" (quiz-grading.md §2).
  if (all_lower(c) && c.size() >= 2 && ends_with(c, "b")) {
    std::string pre = c.substr(0, c.size() - 1);
    static const prefix_def informal[] = {{"k", 1e3, false},       {"m", 1e6, false},          {"g", 1e9, false},
                                          {"t", 1e12, false},      {"p", 1e15, false},         {"ki", 1024.0, true},
                                          {"mi", 1048576.0, true}, {"gi", 1073741824.0, true}, {"ti", 1099511627776.0, true}};
    for (const auto& p : informal) {
      if (pre != p.sym) continue;
      u.ok = true, u.dim = rate ? qdim::bytes_per_s : qdim::bytes, u.factor = p.factor;
      u.binary_prefix = p.binary, u.si_prefix = !p.binary;
      std::string up = pre;
      up[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(up[0])));
      u.name = up + "B" + (rate ? "/s" : "");
      return u;
    }
  }
  // Prefix + base: symbols (case-sensitive), then words (case-insensitive, word prefixes).
  for (const auto& b : bases) {
    const std::size_t bl = std::strlen(b.sym);
    const std::string& subject = b.word ? cl : c;
    if (subject.size() < bl || subject.compare(subject.size() - bl, bl, b.sym) != 0) continue;
    std::string pre = subject.substr(0, subject.size() - bl);
    const bool bitlike = !b.word && b.kind == base_kind::bit && std::strcmp(b.sym, "b") != 0;
    if (bitlike && pre.size() == 1 && std::strchr("mgtp", pre[0]))  // "gbps", "mbit": bits either case
      pre[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(pre[0])));
    const prefix_def* table = b.word ? word_prefixes : symbol_prefixes;
    const std::size_t n = b.word ? sizeof word_prefixes / sizeof word_prefixes[0]
                                 : sizeof symbol_prefixes / sizeof symbol_prefixes[0];
    for (std::size_t i = 0; i < n; ++i) {
      const prefix_def& p = table[i];
      if (pre != p.sym) continue;
      const bool small = p.factor < 1;
      if (small && b.kind != base_kind::second) continue;
      if (b.kind == base_kind::second && p.factor > 1) continue;
      const bool flop = b.kind == base_kind::flop_count || b.kind == base_kind::flop_ambiguous;
      if (flop && p.binary) continue;
      unit_info v;
      v.factor = p.factor;
      v.binary_prefix = p.binary;
      v.si_prefix = !p.binary && p.factor > 1;
      v.name = b.word ? word_unit_symbol(p.sym, b.kind) : pre + b.sym;
      bool is_rate = rate;
      if (!b.word && (std::strcmp(b.sym, "Bps") == 0 || std::strcmp(b.sym, "bps") == 0)) {
        if (rate) break;  // "GBps/s"
        is_rate = true;
      }
      const base_kind k = b.kind;
      if (k == base_kind::byte) v.dim = qdim::bytes;
      else if (k == base_kind::bit) v.dim = qdim::bytes, v.bits = true, v.factor /= 8;
      else if (k == base_kind::second) v.dim = qdim::seconds;
      else if (k == base_kind::flop_count) v.dim = qdim::flops;
      else {
        // "TFLOPS", "teraflops": a count or a rate, read by the question (quiz-grading.md §2).
        v.flops_ambiguous = !is_rate;
        v.dim = (hint == qdim::flops && !is_rate) ? qdim::flops : qdim::flops_per_s;
        if (v.dim == qdim::flops_per_s) is_rate = false;
      }
      if (is_rate) {
        qdim r = rate_of(v.dim);
        if (r == qdim::none) {
          u.error = "unit \"" + s + "\" is not a known rate";
          return u;
        }
        v.dim = r;
        if (rate) v.name += "/s";
      }
      v.ok = true;
      return v;
    }
  }
  // Bare prefix ("48 G"): takes the question's dimension.
  if (!rate || hint == qdim::bytes_per_s || hint == qdim::flops_per_s) {
    for (const auto& p : symbol_prefixes) {
      if (c != p.sym || p.factor <= 1) continue;
      qdim d = hint;
      if (rate) d = hint;
      if (d == qdim::none || d == qdim::ratio) d = qdim::count;
      if (d == qdim::seconds) break;  // "48 G" seconds is meaningless
      if (p.binary && d != qdim::bytes && d != qdim::bytes_per_s) break;
      u.ok = true, u.dim = d, u.factor = p.factor, u.bare_prefix = true;
      u.binary_prefix = p.binary, u.si_prefix = !p.binary;
      u.name = c;
      return u;
    }
  }
  u.error = "unknown unit \"" + s + "\"";
  return u;
}

std::string format_in_unit(double si_value, const std::string& unit, int significant) {
  // whole counts print in full ("536870912", not "5.36871e+08")
  if (unit.empty() && si_value == std::floor(si_value) && std::fabs(si_value) < 1e15) return fmt_num(si_value, 15);
  if (unit.empty()) return fmt_num(si_value, significant);
  if (unit == "%") return fmt_num(si_value * 100, significant) + "%";
  unit_info u = resolve_unit(unit, qdim::none);
  if (!u.ok || u.factor == 0) return fmt_num(si_value, significant) + " " + unit;
  return fmt_num(si_value / u.factor, significant) + " " + unit;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] the parser

namespace {

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
