// Answer grading: see quiz/grading.h. Rules and their sources are in shared/design/quiz-grading.md:
// §1.1 the ledgerlab rule (PrairieLearn relabs / sigfig, WeBWorK zero level), §2 units and partial
// credit, §2.1 concept sets, §3 misconception diagnosis, §4 the PRNG.
//
// [SECTION] helpers  [SECTION] numeric  [SECTION] choices  [SECTION] concepts
#include "core/quiz/grading.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include "core/spec/json_io.h"

namespace ledgerlab {

// ---------------------------------------------------------------------------------------------
// [SECTION] helpers

namespace {

constexpr double boundary_slack = 1e-9;  // §1.1: values exactly on the boundary pass despite rounding
constexpr double gib_per_gb = 1073741824.0 / 1e9;

double display_factor(const numeric_expectation& e) {
  if (e.display_unit.empty()) return 1;
  if (e.display_unit == "%") return 0.01;
  unit_info u = resolve_unit(e.display_unit, e.dim);
  return u.ok && u.factor > 0 ? u.factor : 1;
}

std::string show(double si, const std::string& unit, int sig = 4) {
  return format_in_unit(si, unit, sig);
}

// "47.04–48.96 GB"
std::string show_range(double lo, double hi, const std::string& unit) {
  if (unit == "%") return fmt_num(lo * 100, 4) + "–" + fmt_num(hi * 100, 4) + "%";
  std::string a = show(lo, unit), b = show(hi, unit);
  // drop the unit from the low end: "47.04 GB–48.96 GB" -> "47.04–48.96 GB"
  auto sp = a.rfind(' ');
  if (sp != std::string::npos && !unit.empty()) a = a.substr(0, sp);
  return a + "–" + b;
}

std::string dim_words(qdim d) {
  switch (d) {
    case qdim::bytes: return "a size in bytes";
    case qdim::params: return "a parameter count";
    case qdim::tokens: return "a token count";
    case qdim::flops: return "a FLOP count";
    case qdim::seconds: return "a time";
    case qdim::bytes_per_s: return "a bandwidth (bytes per second)";
    case qdim::flops_per_s: return "a FLOP rate (FLOP/s)";
    case qdim::ratio: return "a ratio or percentage";
    case qdim::count: return "a plain number";
    default: return "a quantity";
  }
}

std::string dimension_hint(qdim got, qdim want) {
  if ((got == qdim::params && want == qdim::bytes) || (got == qdim::bytes && want == qdim::params))
    return " Parameters and bytes are different things: bytes = parameters × bytes per parameter.";
  if ((got == qdim::flops_per_s && want == qdim::flops) || (got == qdim::flops && want == qdim::flops_per_s))
    return " FLOPs count operations; FLOP/s is a rate (FLOPs per second).";
  if ((got == qdim::bytes_per_s && want == qdim::bytes) || (got == qdim::bytes && want == qdim::bytes_per_s))
    return " A size is not a bandwidth: bandwidth = bytes per second.";
  return "";
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// [SECTION] numeric

void accepted_interval(const numeric_expectation& e, double& lo, double& hi) {
  const double vlo = e.value, vhi = e.is_range ? e.value_hi : e.value;
  if (e.tol.sigfig > 0 && !e.is_range) {
    // PrairieLearn sigfig, in the display unit: n = −floor(log10|tru|) + digits − 1, eps = 0.51·10^−n.
    const double f = display_factor(e);
    const double t = vlo / f;
    if (t == 0) {
      lo = -e.tol.atol, hi = e.tol.atol;
      return;
    }
    const double n = -std::floor(std::log10(std::fabs(t))) + e.tol.sigfig - 1;
    const double eps = 0.51 * std::pow(10.0, -n);
    lo = (t - eps) * f, hi = (t + eps) * f;
    return;
  }
  // §1.1: |x − x*| ≤ max(rtol·|x*|, atol), relative to the author's value.
  lo = vlo - std::max(e.tol.rtol * std::fabs(vlo), e.tol.atol);
  hi = vhi + std::max(e.tol.rtol * std::fabs(vhi), e.tol.atol);
}

std::vector<misconception> unit_slip_candidates(const numeric_expectation& e) {
  std::vector<misconception> c;
  if (e.dim != qdim::bytes && e.dim != qdim::bytes_per_s) return c;
  const double v = e.value;
  c.push_back({"gib_vs_gb", v / gib_per_gb,
               "GiB vs GB: this is the value in GiB (2^30 bytes) labelled as GB (10^9 bytes); 1 GiB = 1.0737 GB.",
               true});
  c.push_back({"gib_vs_gb", v * gib_per_gb,
               "GiB vs GB: this is the value in GB (10^9 bytes) labelled as GiB (2^30 bytes); 1 GiB = 1.0737 GB.",
               true});
  c.push_back({"bits_vs_bytes", v * 8, "Bits vs bytes: this is 8× too large, the size in bits; 1 byte = 8 bits.", true});
  c.push_back({"bits_vs_bytes", v / 8, "Bits vs bytes: this is 8× too small; a bit is 1/8 of a byte (b = bit, B = byte).",
               true});
  return c;
}

grade_result grade_numeric(std::string_view answer, const numeric_expectation& e,
                           const std::vector<misconception>& given) {
  grade_result g;
  double lo = 0, hi = 0;
  accepted_interval(e, lo, hi);
  const bool open = e.tol.sigfig > 0 && !e.is_range;
  g.has_range = true;
  g.accepted_lo = lo;
  g.accepted_hi = hi;
  const double df = display_factor(e);
  g.expected_text = e.is_range ? show_range(e.value, e.value_hi, e.display_unit) : show(e.value, e.display_unit, 6);
  auto inside = [&](double v) {
    // closed: widen by the slack so exact boundaries pass; open (sig-fig): narrow, so they fail
    const double sl = boundary_slack * std::fabs(lo), sh = boundary_slack * std::fabs(hi);
    return open ? (v > lo + sl && v < hi - sh) : (v >= lo - sl && v <= hi + sh);
  };

  quantity_parse pr = parse_quantity(answer, e.dim);
  if (!pr.ok) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + pr.error + ". Type a number with its unit, for example \"12.5" +
                 (e.display_unit.empty() ? std::string() : " " + e.display_unit) + "\".";
    if (e.dim == qdim::ratio) g.feedback = "Could not read the answer: " + pr.error + ". Type a percentage, e.g. \"25%\".";
    return g;
  }
  g.parsed_ok = true;
  g.parsed = pr.q;
  const quantity& q = pr.q;
  // State the rule in the reader's own unit when it is one of the question's dimension (§1.1).
  std::string range_unit = e.display_unit;
  if (!q.unitless && q.dim == e.dim && !q.bare_prefix && !q.ambiguous_b && !q.bits && e.dim != qdim::ratio &&
      resolve_unit(q.unit_name, e.dim).ok)
    range_unit = q.unit_name;
  const std::string range_text = show_range(lo, hi, range_unit);
  const std::string accepted = "accepted: " + range_text;
  const std::string expected_line = " Expected " + g.expected_text + " (" + accepted + ").";

  double x = q.value, x_hi = q.value_hi;
  std::string read_note;
  bool dim_ok = q.dim == e.dim;
  if (q.unitless) {
    if (e.dim == qdim::ratio) {
      // A ratio is unit-less by nature: read 0.25 as a fraction, or 25 as percent.
      dim_ok = true;
      if (!(inside(x) && inside(x_hi)) && inside(q.number * 0.01) && inside(q.number_hi * 0.01)) {
        x = q.number * 0.01, x_hi = q.number_hi * 0.01;
        read_note = " (read as " + fmt_num(q.number) + "%)";
      }
    } else if (e.dim == qdim::count) {
      dim_ok = true;
    } else if (e.unit_stated) {
      x = q.number * df, x_hi = q.number_hi * df;
      dim_ok = true;
      read_note = " (read in " + e.display_unit + ", the unit the question asks for)";
    } else {
      g.kind = "missing_unit";
      const bool match = inside(q.number * df) && inside(q.number_hi * df);
      g.score = match ? e.unit_partial_credit : 0;
      g.diagnosis = match ? "missing_unit" : "";
      g.feedback = "A number without a unit is not an answer to this question: say which unit (" +
                   std::string(qdim_si_unit(e.dim)) + ", GB, ...).";
      if (match) g.feedback += " In " + e.display_unit + " the number would be right.";
      g.feedback += expected_line;
      return g;
    }
  }
  if (e.dim == qdim::count && q.unit_name == "x") dim_ok = true;
  if (!dim_ok) {
    g.kind = "wrong_dimension";
    const bool match = !q.is_range && inside(q.number * df);
    g.score = match ? e.unit_partial_credit : 0;
    g.diagnosis = match ? "wrong_dimension" : "";
    g.feedback = "\"" + std::string(answer) + "\" is " + dim_words(q.dim) + ", but the question asks for " +
                 dim_words(e.dim) + "." + dimension_hint(q.dim, e.dim) + expected_line;
    return g;
  }

  const bool in = inside(x) && inside(x_hi);
  if (in) {
    g.correct = true;
    g.score = 1;
    g.kind = "correct";
    g.feedback = "Correct" + read_note + (q.is_range ? ": both ends are within the accepted range " : ": within the accepted range ") +
                 range_text + ".";
    if (!q.note.empty()) g.feedback += " " + q.note + ".";
    if (q.hedged) g.feedback += " (The \"~\"/\"about\" is fine: answers are compared within the tolerance.)";
    return g;
  }

  // The number as typed is right in the display unit, but its unit makes it another quantity (§1.1).
  if (!q.unitless && !q.is_range && inside(q.number * df) && std::fabs(q.unit_factor - df) > 1e-12 * df) {
    g.kind = "unit_partial";
    g.score = e.unit_partial_credit;
    const unit_info du = resolve_unit(e.display_unit, e.dim);
    std::string typed = fmt_num(q.number) + " " + q.unit_name;
    if (q.bits) {
      g.diagnosis = "bits_vs_bytes";
      g.feedback = "Right number, wrong unit: " + q.unit_name + " with a lowercase b is bits, and " + typed + " = " +
                   show(x, e.display_unit) + ". Bytes are an uppercase B (8 bits = 1 byte).";
    } else if (q.binary_prefix != du.binary_prefix && (q.binary_prefix || du.binary_prefix)) {
      g.diagnosis = "gib_vs_gb";
      g.feedback = "Right number, wrong unit: GiB vs GB. " + typed + " = " + show(x, e.display_unit) +
                   ", because 1 GiB = 2^30 bytes = 1.0737 GB (1 GB = 10^9 bytes).";
    } else if (q.ambiguous_b) {
      g.diagnosis = "missing_prefix";
      g.feedback = "Did you mean " + fmt_num(q.number) + " " + e.display_unit + "? \"" + typed +
                   "\" reads as " + fmt_num(q.number) + " bytes: a lone B is bytes, not billions of bytes.";
    } else {
      g.diagnosis = "wrong_prefix";
      g.feedback = "Right number, wrong unit: " + typed + " is " + show(x, e.display_unit) + ", not " +
                   fmt_num(q.number) + " " + e.display_unit + ".";
    }
    g.feedback += expected_line;
    return g;
  }

  // Misconception candidates (§3): drop any inside the correct answer's tolerance, pick the closest.
  std::vector<misconception> cands = given;
  for (const auto& m : unit_slip_candidates(e)) cands.push_back(m);
  const misconception* best = nullptr;
  double best_d = 0;
  const double xm = q.is_range ? 0.5 * (x + x_hi) : x;
  for (const auto& c : cands) {
    if (!std::isfinite(c.value) || inside(c.value)) continue;
    const double tol_c = std::max(e.tol.rtol * std::fabs(c.value), e.tol.atol) * (1 + boundary_slack);
    if (std::fabs(xm - c.value) > tol_c) continue;
    const double d = std::fabs(xm - c.value) / std::max(std::fabs(c.value), 1e-300);
    if (!best) {
      best = &c, best_d = d;
      continue;
    }
    // Prefer a ledger term over a coinciding unit slip, unless the typed unit shows the slip.
    auto shows_slip = [&](const misconception& m) {
      return m.unit_slip && ((m.id == "bits_vs_bytes" && q.bits) || (m.id == "gib_vs_gb" && q.binary_prefix));
    };
    auto rank = [&](const misconception& m) { return shows_slip(m) ? 0 : (m.unit_slip ? 2 : 1); };
    const bool coincide = std::fabs(c.value - best->value) <= tol_c;
    if (coincide ? (rank(c) < rank(*best) || (rank(c) == rank(*best) && d < best_d)) : d < best_d)
      best = &c, best_d = d;
  }
  if (best) {
    g.kind = "misconception";
    g.diagnosis = best->id;
    g.feedback = "Not correct. " + best->feedback + expected_line;
    return g;
  }

  // Off by a power of 1000: a prefix slip (k, M, G, T).
  if (!q.unitless && e.value != 0) {
    const double r = xm / e.value;
    for (int k = -4; k <= 4; ++k) {
      if (k == 0) continue;
      const double p = std::pow(1000.0, k);
      if (std::fabs(r - p) <= e.tol.rtol * p * (1 + boundary_slack)) {
        g.kind = "misconception";
        g.diagnosis = "prefix";
        g.feedback = "Not correct: off by a factor of " + fmt_num(k > 0 ? p : 1 / p) + " (" +
                     (k > 0 ? "too large" : "too small") + "); check the unit prefix (k, M, G, T = 10^3 steps)." +
                     expected_line;
        return g;
      }
    }
  }

  // Too few digits: the typed precision is coarser than the tolerance and the rounded value is
  // consistent with the expected one (PrairieLearn get_string_precision idea, §1.1).
  if (!q.arithmetic && !q.is_range && q.rel_precision > e.tol.rtol) {
    const double step = q.digit_place * (q.unitless ? df : q.unit_factor);
    const double target = xm < e.value ? e.value : (e.is_range ? e.value_hi : e.value);
    if (std::fabs(xm - target) <= step * (1 + boundary_slack)) {
      g.kind = "too_few_digits";
      g.feedback = "Too few digits: \"" + std::string(answer) + "\" only says the value to the nearest " +
                   show(step, q.unitless ? e.display_unit : q.unit_name, 3) + ", which is coarser than the " +
                   fmt_num(e.tol.rtol * 100) + "% tolerance. Give more significant digits.";
      g.feedback += " (" + accepted + ")";
      return g;
    }
  }

  g.kind = "incorrect";
  const double ratio = e.value != 0 ? xm / e.value : 0;
  g.feedback = "Not correct";
  if (ratio > 0) g.feedback += std::string(": this is ") + fmt_num(ratio, 3) + "× the expected value";
  g.feedback += "." + expected_line;
  return g;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] choices

namespace {

std::string fold(std::string_view s) {
  std::string o;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) o += static_cast<char>(std::tolower(u));
    else if (!o.empty() && o.back() != ' ') o += ' ';
  }
  while (!o.empty() && o.back() == ' ') o.pop_back();
  return o;
}

// Splits on , ; / whitespace, "and", "then", arrows; non-ASCII bytes are separators.
std::vector<std::string> split_tokens(std::string_view s) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) {
      std::string l = cur;
      for (char& c : l) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (l != "and" && l != "then") out.push_back(cur);
      cur.clear();
    }
  };
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '_' || c == '-') {
      if (c == '-' && !cur.empty() && cur.back() != '-') {
        cur += c;
      } else if (c != '-') {
        cur += c;
      } else {
        flush();
      }
    } else {
      flush();
    }
    if (out.size() > 64) break;
  }
  flush();
  // "->" leaves trailing '-' on a token: strip it
  for (auto& t : out)
    while (!t.empty() && t.back() == '-') t.pop_back();
  out.erase(std::remove(out.begin(), out.end(), std::string()), out.end());
  return out;
}

bool match_token(const std::string& tok, const std::vector<choice_item>& items, std::string& id) {
  std::string l = fold(tok);
  for (const auto& it : items)
    if (l == fold(it.id)) {
      id = it.id;
      return true;
    }
  bool digits = !l.empty() && l.size() <= 3 && std::all_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (digits) {
    std::size_t n = static_cast<std::size_t>(std::stoi(l));
    if (n >= 1 && n <= items.size()) {
      id = items[n - 1].id;
      return true;
    }
  }
  return false;
}

}  // namespace

bool parse_choice_list(std::string_view answer, const std::vector<choice_item>& items, std::vector<std::string>& ids,
                       std::string& error) {
  ids.clear();
  if (answer.size() > 2000) {
    error = "answer too long";
    return false;
  }
  const std::string whole = fold(answer);
  if (whole.empty()) {
    error = "empty answer";
    return false;
  }
  for (const auto& it : items)
    if (!it.text.empty() && whole == fold(it.text)) {
      ids.push_back(it.id);
      return true;
    }
  // Segments separated by , ; or newlines may each be a full choice text.
  {
    std::vector<std::string> segs;
    std::string cur;
    for (char c : answer) {
      if (c == ',' || c == ';' || c == '\n' || c == '>') {
        segs.push_back(cur);
        cur.clear();
      } else {
        cur += c;
      }
    }
    segs.push_back(cur);
    std::vector<std::string> found;
    bool all = segs.size() > 1;
    for (const auto& sg : segs) {
      std::string f = fold(sg);
      if (f.empty()) continue;
      bool hit = false;
      for (const auto& it : items)
        if (!it.text.empty() && f == fold(it.text)) {
          found.push_back(it.id);
          hit = true;
          break;
        }
      if (!hit) {
        all = false;
        break;
      }
    }
    if (all && !found.empty()) {
      ids = found;
      return true;
    }
  }
  std::vector<std::string> toks = split_tokens(answer);
  // "bacd": one token of single-character ids
  bool single_char_ids = std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; });
  if (toks.size() == 1 && toks[0].size() > 1 && single_char_ids) {
    std::string t = toks[0];
    bool all_ids = true;
    std::vector<std::string> chars;
    for (char c : t) {
      std::string id;
      if (!match_token(std::string(1, c), items, id)) {
        all_ids = false;
        break;
      }
      chars.push_back(id);
    }
    if (all_ids) {
      ids = chars;
      return true;
    }
  }
  for (const auto& t : toks) {
    std::string id;
    if (!match_token(t, items, id)) {
      std::string known;
      for (const auto& it : items) known += (known.empty() ? "" : ", ") + it.id;
      error = "\"" + t + "\" is not one of the choices (" + known + ")";
      return false;
    }
    ids.push_back(id);
  }
  if (ids.empty()) {
    error = "no choice found in the answer";
    return false;
  }
  return true;
}

static const choice_item* find_item(const std::vector<choice_item>& items, const std::string& id) {
  for (const auto& it : items)
    if (it.id == id) return &it;
  return nullptr;
}

static std::string item_label(const std::vector<choice_item>& items, const std::string& id) {
  const choice_item* it = find_item(items, id);
  return it ? "(" + id + ") " + it->text : id;
}

grade_result grade_single_choice(std::string_view answer, const std::vector<choice_item>& items,
                                 const std::string& correct_id) {
  grade_result g;
  g.expected_text = item_label(items, correct_id);
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(answer, items, ids, err)) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + err + ". Type the letter of one choice.";
    return g;
  }
  g.parsed_ok = true;
  if (ids.size() != 1) {
    g.kind = "incorrect";
    g.feedback = "Pick exactly one choice.";
    return g;
  }
  const choice_item* picked = find_item(items, ids[0]);
  g.correct = ids[0] == correct_id;
  g.score = g.correct ? 1 : 0;
  g.kind = g.correct ? "correct" : "incorrect";
  g.diagnosis = g.correct ? "" : ids[0];
  g.feedback = g.correct ? "Correct." : "Not correct.";
  if (picked && !picked->feedback.empty()) g.feedback += " " + picked->feedback;
  if (!g.correct) g.feedback += " The answer is " + g.expected_text + ".";
  return g;
}

grade_result grade_multi_select(std::string_view answer, const std::vector<choice_item>& items,
                                const std::vector<std::string>& correct_ids) {
  grade_result g;
  for (const auto& id : correct_ids) g.expected_text += (g.expected_text.empty() ? "" : ", ") + id;
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(answer, items, ids, err)) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + err + ". Type the letters of all choices that apply, e.g. \"a, c\".";
    return g;
  }
  g.parsed_ok = true;
  std::set<std::string> picked(ids.begin(), ids.end()), want(correct_ids.begin(), correct_ids.end());
  int right = 0, wrong = 0;
  std::string missing, extra, notes;
  for (const auto& p : picked) {
    if (want.count(p)) ++right;
    else {
      ++wrong;
      extra += (extra.empty() ? "" : "; ") + item_label(items, p);
      const choice_item* it = find_item(items, p);
      if (it && !it->feedback.empty()) notes += " " + it->feedback;
    }
  }
  for (const auto& w : want)
    if (!picked.count(w)) missing += (missing.empty() ? "" : "; ") + item_label(items, w);
  g.correct = wrong == 0 && right == static_cast<int>(want.size());
  g.score = want.empty() ? 0 : std::max(0.0, static_cast<double>(right - wrong) / static_cast<double>(want.size()));
  g.kind = g.correct ? "correct" : (g.score > 0 ? "partial" : "incorrect");
  if (g.correct) {
    g.feedback = "Correct.";
    return g;
  }
  g.feedback = "Not quite.";
  if (!missing.empty()) g.feedback += " Missing: " + missing + ".";
  if (!extra.empty()) g.feedback += " Should not be picked: " + extra + "." + notes;
  return g;
}

grade_result grade_ordering(std::string_view answer, const std::vector<choice_item>& items,
                            const std::vector<std::string>& correct_order) {
  grade_result g;
  for (const auto& id : correct_order) g.expected_text += (g.expected_text.empty() ? "" : ", ") + id;
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(answer, items, ids, err)) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + err + ". List the letters in order, e.g. \"b, a, c\".";
    return g;
  }
  g.parsed_ok = true;
  std::set<std::string> seen(ids.begin(), ids.end());
  if (seen.size() != ids.size() || ids.size() != correct_order.size()) {
    g.kind = "incorrect";
    g.feedback = "List every item exactly once (" + std::to_string(correct_order.size()) +
                 " items). The order is " + g.expected_text + ".";
    return g;
  }
  std::size_t n = correct_order.size(), pairs = 0, right = 0;
  auto pos = [&](const std::string& id) {
    return static_cast<std::size_t>(std::find(ids.begin(), ids.end(), id) - ids.begin());
  };
  std::string first_wrong;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      ++pairs;
      if (pos(correct_order[i]) < pos(correct_order[j])) ++right;
      else if (first_wrong.empty())
        first_wrong = item_label(items, correct_order[i]) + " comes before " + item_label(items, correct_order[j]);
    }
  g.correct = right == pairs;
  g.score = pairs ? static_cast<double>(right) / static_cast<double>(pairs) : 1;
  g.kind = g.correct ? "correct" : (g.score > 0 ? "partial" : "incorrect");
  if (g.correct) {
    g.feedback = "Correct.";
  } else {
    g.feedback = "Not in the right order (" + std::to_string(right) + " of " + std::to_string(pairs) +
                 " pairs right): " + first_wrong + ". The order is " + g.expected_text + ".";
  }
  return g;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] concepts

namespace {

std::string fold_plural(std::string w) {
  auto ends = [&](const char* s) {
    std::size_t n = std::char_traits<char>::length(s);
    return w.size() >= n && w.compare(w.size() - n, n, s) == 0;
  };
  if (w.size() > 4 && ends("ies")) return w.substr(0, w.size() - 3) + "y";
  if (w.size() > 4 && (ends("sses") || ends("shes") || ends("ches") || ends("xes"))) return w.substr(0, w.size() - 2);
  if (w.size() > 3 && ends("s") && !ends("ss") && !ends("us") && !ends("is")) return w.substr(0, w.size() - 1);
  return w;
}

}  // namespace

std::vector<std::string> normalise_words(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (cur.empty()) return;
    if (cur != "and" && cur != "the" && cur != "a" && cur != "an" && cur != "s" && cur != "its") {
      bool star = cur.back() == '*';
      if (star) cur.pop_back();
      cur = fold_plural(cur);
      if (star) cur += '*';
      out.push_back(cur);
    }
    cur.clear();
  };
  std::size_t n = std::min<std::size_t>(text.size(), 4000);  // bounded
  for (std::size_t i = 0; i < n; ++i) {
    unsigned char u = static_cast<unsigned char>(text[i]);
    if (std::isalnum(u)) cur += static_cast<char>(std::tolower(u));
    else if (u == '*' && !cur.empty()) cur += '*';
    else if (u == '.' && !cur.empty() && std::isdigit(static_cast<unsigned char>(cur.back())) && i + 1 < n &&
             std::isdigit(static_cast<unsigned char>(text[i + 1])))
      cur += '.';  // "1.5"
    else flush();
  }
  flush();
  return out;
}

bool concept_found(const std::vector<std::string>& words, const concept_def& c) {
  for (const auto& syn : c.synonyms) {
    std::vector<std::string> pat = normalise_words(syn);
    if (pat.empty() || pat.size() > words.size()) continue;
    for (std::size_t i = 0; i + pat.size() <= words.size(); ++i) {
      bool ok = true;
      for (std::size_t k = 0; k < pat.size() && ok; ++k) {
        const std::string& p = pat[k];
        const std::string& w = words[i + k];
        if (!p.empty() && p.back() == '*') ok = w.compare(0, p.size() - 1, p, 0, p.size() - 1) == 0 && w.size() >= p.size() - 1;
        else ok = w == p;
      }
      if (ok) return true;
    }
  }
  return false;
}

grade_result grade_concepts(std::string_view answer, const std::vector<concept_def>& required,
                            const std::vector<concept_def>& wrong, const std::vector<concept_def>& optional) {
  grade_result g;
  for (const auto& c : required) g.expected_text += (g.expected_text.empty() ? "" : "; ") + c.label;
  std::vector<std::string> words = normalise_words(answer);
  if (words.empty()) {
    g.kind = "unreadable";
    g.feedback = "Empty answer: write a few words.";
    return g;
  }
  g.parsed_ok = true;
  std::vector<const concept_def*> found, missing, bad;
  for (const auto& c : required) (concept_found(words, c) ? found : missing).push_back(&c);
  for (const auto& c : wrong)
    if (concept_found(words, c)) bad.push_back(&c);
  const double share = required.empty() ? 1.0 : static_cast<double>(found.size()) / static_cast<double>(required.size());
  g.correct = missing.empty() && bad.empty();
  g.score = bad.empty() ? share : 0;
  g.kind = g.correct ? "correct" : (!bad.empty() ? "misconception" : (g.score > 0 ? "partial" : "incorrect"));
  if (!bad.empty()) g.diagnosis = bad[0]->id;
  std::string fb = g.correct ? "Correct." : "Not quite.";
  if (!found.empty()) {
    fb += " Found: ";
    for (std::size_t i = 0; i < found.size(); ++i) fb += (i ? ", " : "") + found[i]->label;
    fb += ".";
  }
  if (!missing.empty()) {
    fb += " Missing: ";
    for (std::size_t i = 0; i < missing.size(); ++i) {
      fb += (i ? "; " : "") + missing[i]->label;
      if (!missing[i]->feedback.empty()) fb += " (" + missing[i]->feedback + ")";
    }
    fb += ".";
  }
  for (const auto* b : bad) fb += " Not this: " + b->label + (b->feedback.empty() ? "." : " — " + b->feedback);
  for (const auto& o : optional) {
    if (concept_found(words, o)) fb += " Also right: " + o.label + ".";
    else if (!o.feedback.empty()) fb += " " + o.feedback;
  }
  g.feedback = fb;
  return g;
}

}  // namespace ledgerlab
