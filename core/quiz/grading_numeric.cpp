// Numeric answers (quiz/grading.h grade_numeric): the quantity the reader meant (a bare answer or
// one found in a sentence), the ledgerlab tolerance rule, unit partial credit, ranges, and the
// misconception diagnosis. Sources: shared/design/quiz-grading.md §1.1 (PrairieLearn relabs and
// sigfig, WeBWorK zero level), §2 and its Revision 2 (units, prose, ranges), §3 (diagnosis).
// The feedback never contains the expected answer; that goes to `reveal` (the tutor loop shows
// it only when the reader has answered right or asks for it).
//
// [SECTION] helpers  [SECTION] which quantity answers  [SECTION] grade_numeric
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <string>

#include "core/quiz/grading.h"
#include "core/quiz/quantity_detail.h"
#include "core/spec/json_io.h"

namespace ledgerlab {

// ---------------------------------------------------------------------------------------------
// [SECTION] helpers

namespace {

constexpr double boundary_slack = 1e-9;  // quiz-grading.md §1.1: values exactly on the boundary pass despite rounding
constexpr double gib_per_gb = 1073741824.0 / 1e9;

bool factor_display(const numeric_expectation& e) {
  return e.dim == qdim::ratio && e.display_unit != "%";
}

double display_factor(const numeric_expectation& e) {
  if (e.display_unit.empty()) return 1;
  if (e.display_unit == "%") return 0.01;
  unit_info u = resolve_unit(e.display_unit, e.dim);
  return u.ok && u.factor > 0 ? u.factor : 1;
}

std::string show(double si, const std::string& unit, int sig = 4) {
  if (unit == "x") return fmt_num(si, sig) + "×";
  return format_in_unit(si, unit, sig);
}

// "47.04–48.96 GB"
std::string show_range(double lo, double hi, const std::string& unit) {
  if (unit == "%") return fmt_num(lo * 100, 4) + "–" + fmt_num(hi * 100, 4) + "%";
  if (unit == "x") return fmt_num(lo, 4) + "–" + fmt_num(hi, 4) + "×";
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
    case qdim::bytes_per_param: return "bytes per parameter";
    case qdim::flops_per_token: return "FLOPs per token";
    case qdim::tokens_per_s: return "a throughput (tokens per second)";
    case qdim::gpu_hours: return "GPU-hours";
    default: return "a quantity";
  }
}

std::string dimension_hint(qdim got, qdim want) {
  if ((got == qdim::params && want == qdim::bytes) || (got == qdim::bytes && want == qdim::params))
    return " Parameters and bytes are different things: bytes = parameters × bytes per parameter.";
  if (got == qdim::bytes_per_param && want == qdim::bytes)
    return " That is a per-parameter figure: the total is parameters × bytes per parameter.";
  if ((got == qdim::flops_per_s && want == qdim::flops) || (got == qdim::flops && want == qdim::flops_per_s))
    return " FLOPs count operations; FLOP/s is a rate (FLOPs per second).";
  if ((got == qdim::bytes_per_s && want == qdim::bytes) || (got == qdim::bytes && want == qdim::bytes_per_s))
    return " A size is not a bandwidth: bandwidth = bytes per second.";
  if (got == qdim::flops_per_s && want == qdim::flops_per_token)
    return " FLOP/s is a rate per second, not a count per token.";
  return "";
}

std::string unit_example(const numeric_expectation& e) {
  switch (e.dim) {
    case qdim::ratio: return factor_display(e) ? "\"1.5×\" or \"150%\"" : "a percentage, e.g. \"25%\"";
    case qdim::count: return "a number, e.g. \"12\"";
    case qdim::tokens: return "a number of tokens, e.g. \"4096 tokens\"";
    default: return "a number with its unit, e.g. \"12.5" + (e.display_unit.empty() ? std::string() : " " + e.display_unit) + "\"";
  }
}

}  // namespace

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
  // quiz-grading.md §1.1: |x − x*| ≤ max(rtol·|x*|, atol), relative to the author's value.
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
  // asked for one GPU's share, 8× is as likely a total over the GPUs as bits: name both
  c.push_back({"bits_vs_bytes", v * 8,
               e.per_item ? "This is 8× too large: the size in bits (1 byte = 8 bits), or a total over several GPUs "
                            "where one GPU's share is asked?"
                          : "Bits vs bytes: this is 8× too large, the size in bits; 1 byte = 8 bits.",
               true});
  // 8× too small is as often a division by 8 (GPUs, a parallel degree the layout does not have) as bytes read as
  // bits: name both, as above (round 71 saw a tensor-parallel split told "bits vs bytes" alone)
  c.push_back({"bits_vs_bytes", v / 8,
               "This is 8× too small: bytes counted as bits (a bit is 1/8 of a byte; b = bit, B = byte), or a division "
               "by 8 (GPUs or a parallel degree) that the question's setup does not make?",
               true});
  return c;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] which quantity answers

static std::string stated_other_scope(std::string_view answer, const std::string& text, const numeric_expectation& e);
// the point at k ends an abbreviation ("excl.", "incl.", "approx.", "vs.", "ca."), not a sentence
static bool abbreviation_point(std::string_view s, std::size_t k) {
  std::size_t b = k;
  while (b > 0 && std::isalpha(static_cast<unsigned char>(s[b - 1]))) --b;
  std::string wd(s.substr(b, k - b));
  for (char& c : wd) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return wd == "excl" || wd == "incl" || wd == "approx" || wd == "vs" || wd == "ca";
}
static std::string strict_bound_before(std::string_view answer, const std::string& text, int& dir);
static std::size_t figure_once(const std::string& low, const std::string& text);

// A bracket after the answer's figure that corrects it rather than explains it: a word of correction ("wait",
// "actually", "sorry", "i mean", "no,", "not "), or the forms of blind round 108: "56 GB (nvm, 84)", "98 GB (typo, I
// meant 89)", "112 GB (edit: 84)" (an "edit" straight before a figure; not "(edit: confirmed, 7e9 x 2)", which explains it)
static bool bracket_corrects(const std::string& inner) {
  // "84 GB (wait, that is the 12-byte table, right)": a bracket whose only numbers are widths glued to their word by a
  // hyphen ("12-byte", "16-bit") and that says nothing is wrong checks the figure, it gives no other (fix round 117,
  // blind109_extra row 90); "(wait, no, the 16-byte table)" still corrects
  {
    bool digits = false, compound_only = true;
    for (std::size_t k = 0; k < inner.size();) {
      if (!std::isdigit(static_cast<unsigned char>(inner[k]))) {
        ++k;
        continue;
      }
      digits = true;
      while (k < inner.size() && (std::isdigit(static_cast<unsigned char>(inner[k])) || inner[k] == '.')) ++k;
      compound_only = compound_only && k + 1 < inner.size() && inner[k] == '-' &&
                      std::isalpha(static_cast<unsigned char>(inner[k + 1]));
    }
    const std::string sp = " " + inner + " ";
    bool denies = false;
    for (const char* w : {" no ", " no,", " not ", "n't ", " wrong", " mistake", " should ", " meant ", " mean "})
      denies = denies || sp.find(w) != std::string::npos;
    if (digits && compound_only && !denies) return false;
  }
  for (const char* w : {"wait", "actually", "sorry", "i mean", "correction", "oops", "rather", "no,", "not ", "nvm",
                        "never mind", "typo", "oh no"})
    if (inner.find(w) != std::string::npos) return true;
  for (std::size_t at = inner.find("edit"); at != std::string::npos; at = inner.find("edit", at + 1)) {
    const std::size_t d = inner.find_first_not_of(" :,", at + 4);
    if (d != std::string::npos && std::isdigit(static_cast<unsigned char>(inner[d]))) return true;
  }
  return false;
}

namespace {

// Can this quantity answer the question at all (its dimension, or a bare number)?
bool answers_dimension(const quantity& q, const numeric_expectation& e) {
  if (q.unknown_unit) return false;
  if (q.unitless || q.dim == e.dim) return true;
  if (e.dim == qdim::gpu_hours && q.dim == qdim::seconds) return true;  // "1.2e5 h" of GPU time
  if (qdim_numerator(e.dim) != qdim::none && q.dim == qdim_numerator(e.dim)) return true;  // "16 bytes" per param
  if ((e.dim == qdim::tokens || e.dim == qdim::params) && q.dim == qdim::count && q.noun.empty()) return true;
  if (e.dim == qdim::count && q.dim == qdim::count) return true;  // "8 GPUs"
  return false;
}

struct pick {
  const found_quantity* f = nullptr;
  const found_quantity* other = nullptr;  // a second, different answer joined by "or"
  bool all_negated = false;
  // read by the labels of two figures (blind round 106): +1 the figure's own label names the question's case (the checks
  // of a figure said of another scope, subject or format are the labels' reading already), -1 every figure's label names
  // another case ("140 GB with 4-byte weights, 70 GB with 1-byte ones"): wrong whatever its digits
  int by_label = 0;
};

// Whether a question's figure counts an FP32 master copy, from its own misconceptions (the lesson's wrong
// ledgers): one whose feedback names the master copy and whose figure is below the key's is the copy left out
// (the key counts it: "The FP32 master copy (4 bytes/param) is left out"), one above it the copy added (the key
// leaves it out: "An FP32 master copy (4 bytes/param) is added"). +1, -1, or 0 where none names it or they
// disagree. The prompt's words do not tell: "the ~16 bytes/param rule" counts it without naming it.
static int master_case(const numeric_expectation& e, const std::vector<misconception>& given) {
  int out = 0;
  for (const misconception& m : given) {
    if (m.unit_slip || ascii_lower(m.feedback).find("master") == std::string::npos || m.value == e.value) continue;
    const int c = m.value < e.value ? 1 : -1;
    if (out != 0 && out != c) return 0;
    out = c;
  }
  return out;
}

// The quantity that answers (quiz-grading.md §2 Revision 2): of those with the question's
// dimension and not rejected in the text, the last one stated as a result ("= 112 GB", "total"),
// else the last one; the first quantity of an answer that explains itself afterwards counts as
// stated. Without one of the right dimension: the last one (its feedback names the dimension).
// "112 GB; serving needs only 14 GB", "112 GB by the 16-byte rule, but only 14 GB for serving": a figure
// in a clause that names serving (or inference), where the question does not ask about serving, is said
// of the other side: context, not the answer, when another figure is there (lead's probe 11, a miss
// round 17 saw).
// ... and "8x; the compute per token is only 3x", "8x more memory, while the FLOPs go up 3x": a figure in a
// clause that names compute (FLOPs, time) where the prompt asks about memory and names none of them is said
// of that other quantity (lead's probe 15; round 39 had left the first known).
// Where the figure's text stands in the answer; npos when it is not found once. Text inside a longer number is not
// the figure ("24.5 gb" in "124.5 gb", "4" in "4096"; round 190).
static std::size_t figure_at(const std::string& low, const found_quantity& f) {
  const std::string t = ascii_lower(f.text);
  if (t.empty()) return std::string::npos;
  auto numeric = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; };
  std::size_t at = std::string::npos;
  for (std::size_t k = low.find(t); k != std::string::npos; k = low.find(t, k + 1)) {
    if (numeric(t.front()) && k > 0 && numeric(low[k - 1])) continue;
    if (std::isdigit(static_cast<unsigned char>(t.back())) && k + t.size() < low.size() &&
        std::isdigit(static_cast<unsigned char>(low[k + t.size()])))
      continue;
    if (at != std::string::npos) return std::string::npos;
    at = k;
  }
  return at;
}

// The figure's clause: from the last , ; : . ( or "but" before it to the next one after it, padded with
// spaces; "" when the figure's text is not found once.
static std::string figure_clause(const std::string& low, const found_quantity& f) {
  const std::size_t at = figure_at(low, f);
  if (at == std::string::npos) return "";
  std::size_t b = at, e2 = at + f.text.size();
  while (b > 0 && std::strchr(",;:.(\n", low[b - 1]) == nullptr && low.compare(b > 4 ? b - 5 : 0, 5, " but ") != 0) --b;
  while (e2 < low.size() && std::strchr(",;:.)\n", low[e2]) == nullptr) ++e2;
  return " " + low.substr(b, e2 - b) + " ";
}

// Whether a prompt names training's state, steps or techniques (not only weights or serving)
static bool prompt_names_training(const numeric_expectation& e) {
  const std::string prompt = ascii_lower(e.prompt);
  for (const char* w : {"train", "gradient", "optimizer", "adam", "master", "activation", "state", "backward", "recomput",
                        "checkpoint", "accum", "step", "zero", "shard", "flop"})
    if (prompt.find(w) != std::string::npos) return true;
  return false;
}

static bool said_of_serving(const std::string& low, const found_quantity& f, const numeric_expectation& e) {
  const std::string prompt = ascii_lower(e.prompt);
  for (const char* w : {"serv", "inference", "decod", "kv cache"})
    if (prompt.find(w) != std::string::npos) return false;
  // (a question on the weights alone is answered by the serving figure: "14 GB for inference, 112 GB for training")
  if (!prompt_names_training(e)) return false;
  const std::string clause = figure_clause(low, f);
  for (const char* w : {" serving ", " serve ", " to serve ", " inference ", " inferencing ", " decoding ", " for serving",
                        " at inference"})
    if (clause.find(w) != std::string::npos) return true;
  return false;
}

// ... and "14 GB; for training x8 = 112 GB": a figure in a clause that names training, where the question asks about
// the weights or serving alone (its prompt names no training state, step or technique), is said of training
static bool said_of_training(const std::string& low, const found_quantity& f, const numeric_expectation& e) {
  if (prompt_names_training(e)) return false;
  // the figure's clause, no further than the figures beside it ("14 GB for serving -> 112 GB for training": the
  // 14 GB is not said of training)
  const std::string clause = figure_clause(low, f);
  const std::string t = ascii_lower(f.text);
  const std::size_t at = t.empty() ? std::string::npos : clause.find(t);
  if (at == std::string::npos) return false;
  std::size_t b = at, en = at + t.size();
  // (back over a factor that gives the figure: "for training x8 = 112 GB": while what lies between holds only digits,
  // '.', 'x', '*', '=', '~' and spaces, a digit does not stop the scan; one pass, linear in the clause)
  bool operands_only = true;
  while (b > 0) {
    const char c = clause[b - 1];
    if (std::isdigit(static_cast<unsigned char>(c)) && !operands_only) break;
    operands_only = operands_only && std::strchr("0123456789.x*=~ ", c) != nullptr;
    --b;
  }
  while (en < clause.size() && !std::isdigit(static_cast<unsigned char>(clause[en]))) ++en;
  const std::string near = " " + clause.substr(b, en - b) + " ";
  for (const char* w : {" for training ", " to train ", " in training ", " during training ", " training needs ",
                        " training takes ", " training is ", " training would "})
    if (near.find(w) != std::string::npos) return true;
  return false;
}

// A count the prompt gives as its GPU count ("8 gpus", "8-gpu", "8 × a100", "p = 8"): the question's own case (round 190).
static bool prompt_gpu_count(const std::string& prompt, const std::string& n) {
  for (std::size_t i = prompt.find(n); i != std::string::npos; i = prompt.find(n, i + 1)) {
    if (i > 0 && (std::isalnum(static_cast<unsigned char>(prompt[i - 1])) || prompt[i - 1] == '.')) continue;
    std::size_t u = i + n.size();
    if (u < prompt.size() && (std::isalnum(static_cast<unsigned char>(prompt[u])) || prompt[u] == '.')) continue;
    std::size_t b = i;
    while (b > 0 && prompt[b - 1] == ' ') --b;
    if (b > 0 && prompt[b - 1] == '=') return true;  // "p = 8"
    while (u < prompt.size() && (prompt[u] == ' ' || prompt[u] == '-')) ++u;
    if (prompt.compare(u, 2, "\xc3\x97") == 0) return true;  // "8 × a100"
    for (const char* w : {"gpu", "card", "a100", "h100", "h200", "device", "worker", "rank", "node"})
      if (prompt.compare(u, std::strlen(w), w) == 0) return true;
  }
  return false;
}

// "On our 4-GPU box the same 14 GB of gradients sends 21 GB per GPU. With P = 8 it's 24.5 GB", "Our cluster shards Adam
// over 32 workers: 17.5 GB each. Over 64 it halves: 8.75 GB", "On our 128-GPU job it's ~4.3 GB per GPU; here with 64:
// 8.62 GB": a figure in a sentence (to a full stop, ';' or a line break) that opens on the reader's own system ("at
// work", "on our cluster", "our 4-GPU box", "in my setup") is said of that system, not of the question's case; the
// caller keeps it where no other figure is left ("At work our 34B run uses 408 GB, so that's my answer"). Not "in our
// case", "our answer" (no system's word after the possessive). Blind round 182.
// (round 190: "On our 8 GPUs each GPU sends 24.5 GB" where the prompt's case is P = 8 GPUs is the question's own case:
// a count after the possessive that the prompt gives as its GPU count, "8 gpus", "8-gpu", "8 × a100", "p = 8", is not
// another system; a figure whose text is not found once is left to the others)
static bool said_of_own_system(const std::string& low, const found_quantity& f, const numeric_expectation& e) {
  const std::size_t at = figure_at(low, f);
  if (at == std::string::npos) return false;
  std::size_t b = at;
  while (b > 0 && !std::strchr(";!?\n", low[b - 1]) &&
         !(low[b - 1] == '.' && (low[b] == ' ' || low[b] == '\n')))
    --b;
  while (b < at && std::strchr(" *#>-_", low[b])) ++b;
  const std::string head = low.substr(b, at - b);
  for (const char* o : {"at work", "at my work", "at my job", "at my company"})
    if (head.rfind(o, 0) == 0) return true;
  std::size_t k = std::string::npos;
  for (const char* o : {"on our ", "in our ", "for our ", "with our ", "on my ", "in my ", "for my ", "with my ", "our ",
                        "my "})
    if (head.rfind(o, 0) == 0) {
      k = std::strlen(o);
      break;
    }
  if (k == std::string::npos) return false;
  // up to three words after the possessive, a size or count ("4-gpu", "70b") passed over, to a system's word
  for (int n = 0; n < 3 && k < head.size(); ++n) {
    std::size_t e2 = k;
    while (e2 < head.size() && head[e2] != ' ') ++e2;
    std::string w = head.substr(k, e2 - k);
    while (!w.empty() && std::strchr(",:;.", w.back())) w.pop_back();
    k = e2 + 1;
    if (w.find_first_of("0123456789") != std::string::npos) {
      const std::size_t d = w.find_first_not_of("0123456789");
      if (d != 0 && prompt_gpu_count(e.prompt, w.substr(0, d))) return false;
      continue;
    }
    for (const char* x : {"cluster", "clusters", "box", "boxes", "node", "nodes", "job", "jobs", "run", "runs", "setup",
                          "machine", "machines", "server", "servers", "gpus", "a100s", "h100s", "fleet", "rig", "lab",
                          "stack", "workstation", "hardware", "deployment", "infra", "pod", "pods"})
      if (w == x) return true;
  }
  return false;
}

static bool said_of_compute(const std::string& low, const found_quantity& f, const numeric_expectation& e) {
  const std::string prompt = ascii_lower(e.prompt);
  if (prompt.find("memory") == std::string::npos && prompt.find("bytes") == std::string::npos) return false;
  for (const char* w : {"flop", "compute", "time", "second", "speed", "throughput"})
    if (prompt.find(w) != std::string::npos) return false;
  const std::string clause = figure_clause(low, f);
  static const char* const words[] = {" compute ", " flops ", " flop ", " computation ", " wall-clock ", " time ", " speed "};
  for (const char* w : words)
    if (clause.find(w) != std::string::npos) return true;
  // "the compute is not 8x, it's about 3x": a clause that opens with "it's" / "it is" goes on saying what the
  // clause before it (in the same sentence) was about (audit round 40)
  std::size_t lead = clause.find_first_not_of(' ');
  if (lead == std::string::npos) return false;
  const std::string opened = clause.substr(lead);
  if (opened.rfind("it's ", 0) != 0 && opened.rfind("it is ", 0) != 0 && opened.rfind("it\xE2\x80\x99s ", 0) != 0) return false;
  const std::string t = ascii_lower(f.text);
  const std::size_t at = t.empty() ? std::string::npos : low.find(t);
  if (at == std::string::npos) return false;
  std::size_t cb = low.rfind(opened.substr(0, 4), at);  // where this clause opens
  if (cb == std::string::npos || cb == 0) return false;
  std::size_t pe = cb;  // the previous clause: back to the sentence's start
  while (pe > 0 && std::strchr(";.\n", low[pe - 1]) == nullptr) --pe;
  const std::string before = " " + low.substr(pe, cb - pe) + " ";
  std::string spaced;
  for (char c : before) spaced += std::strchr(",:", c) ? ' ' : c;
  for (const char* w : words)
    if (spaced.find(w) != std::string::npos) return true;
  return false;
}

// A share said of memory where the question asks for work: "29% extra compute, but ~80% less activation memory", "it
// costs 29% but saves ~80% memory" (the memory's saving beside the compute's share: lead, session 42, the memory
// figure had been graded). The word must follow the figure within its own clause (four words, before a ",", ";",
// "but", "and", "while"), and the question's prompt never speaks of memory or bytes.
static bool said_of_memory(const std::string& low, const found_quantity& f, const numeric_expectation& e) {
  const std::string prompt = ascii_lower(e.prompt);
  for (const char* w : {"memory", "byte", " gb", "gib", "store", "activation"})
    if (prompt.find(w) != std::string::npos) return false;
  if (prompt.find("work") == std::string::npos && prompt.find("compute") == std::string::npos &&
      prompt.find("flop") == std::string::npos && prompt.find("time") == std::string::npos)
    return false;
  const std::string t = ascii_lower(f.text);
  const std::size_t at = t.empty() ? std::string::npos : low.find(t);
  if (at == std::string::npos || low.find(t, at + 1) != std::string::npos) return false;
  std::size_t k = at + t.size();
  for (int n = 0; n < 4 && k < low.size(); ++n) {
    while (k < low.size() && low[k] == ' ') ++k;
    std::size_t e2 = k;
    while (e2 < low.size() && (std::isalnum(static_cast<unsigned char>(low[e2])) || low[e2] == '-')) ++e2;
    if (e2 == k) return false;  // a mark ends the clause
    const std::string w = low.substr(k, e2 - k);
    if (w == "memory" || w == "vram" || w == "hbm" || w == "bytes") return true;
    if (w == "but" || w == "and" || w == "while" || w == "whereas" || w == "than") return false;
    k = e2;
  }
  return false;
}

// The one sharding stage a text names: 0 plain data parallelism (DDP), 1-3 the ZeRO stage (FSDP is 3); -1 none,
// or two different ones.
static int sharding_stage_named(const std::string& x) {
  int stage = -1;
  auto note = [&](int s) {
    if (stage == -1) stage = s;
    else if (stage != s) stage = -2;
  };
  for (std::size_t z = x.find("zero"); z != std::string::npos; z = x.find("zero", z + 4)) {
    if (z > 0 && std::isalnum(static_cast<unsigned char>(x[z - 1]))) continue;
    std::size_t k = z + 4;
    if (k < x.size() && (x[k] == '-' || x[k] == ' ' || x[k] == '_')) ++k;
    if (x.compare(k, 6, "stage ") == 0) k += 6;
    if (k < x.size() && x[k] >= '1' && x[k] <= '3' && (k + 1 >= x.size() || !std::isalnum(static_cast<unsigned char>(x[k + 1]))))
      note(x[k] - '0');
  }
  for (std::size_t z = x.find("fsdp"); z != std::string::npos; z = x.find("fsdp", z + 4))
    if ((z == 0 || !std::isalnum(static_cast<unsigned char>(x[z - 1]))) &&
        (z + 4 >= x.size() || !std::isalnum(static_cast<unsigned char>(x[z + 4]))))
      note(3);
  for (const char* w : {" ddp ", " ddp:", " plain data parallel", " plain dp "})
    if (x.find(w) != std::string::npos) note(0);
  return stage < 0 ? -1 : stage;
}

// "80.9 GB without sharding, 33.7 GB with ZeRO-1", "33.7 GB with ZeRO-1, 80.9 GB without", "35.7 GB without
// checkpointing, 3.33 GB with": a problem part's reader states both cases. A figure labelled with a technique
// (sharding, checkpointing, FlashAttention, accumulation) that the reader's own earlier choice has, or
// without one it has not, is said of the reader's case (+1); the opposite label is the other case (-1); no
// such label, 0 (lead's probe 16: the first figure had been read, or both taken as asides)
static int case_label(const std::string& low, const found_quantity& f, const numeric_expectation& e) {
  if (e.given.empty()) return 0;
  // the technique a word names, by the stems of its names (0 when none)
  auto technique = [](const std::string& w) -> int {
    static const char* const stems[][4] = {{"shard", "zero", "fsdp", ""},
                                           {"checkpoint", "recomput", "ckpt", "remat"},
                                           {"flash", "", "", ""},
                                           {"accumulat", "accum", "", ""},
                                           {"tensor", "tp", "", ""},
                                           {"master", "", "", ""}};
    for (int k = 0; k < 6; ++k)
      for (const char* st : stems[k])
        if (*st && w.rfind(st, 0) == 0) return k + 1;
    return 0;
  };
  auto chosen = [&](int k) {  // whether the reader's choice has technique k
    static const char* const stems[][3] = {{"zero", "fsdp", "shard"}, {"checkpoint", "recomput", ""}, {"flash", "", ""},
                                           {"accumulat", "", ""}, {"tensor", "tp ", ""}, {"master", "", ""}};
    for (const char* st : stems[k - 1])
      if (*st && e.given.find(st) != std::string::npos) return true;
    return false;
  };
  // the technique named by the word after position p (skipping a few filler words), or 0
  auto named_after = [&](const std::string& x, std::size_t p) {
    for (int n = 0; n < 3; ++n) {
      while (p < x.size() && x[p] == ' ') ++p;
      std::size_t q = p;
      while (q < x.size() && (std::isalnum(static_cast<unsigned char>(x[q])) || x[q] == '-')) ++q;
      const std::string w = x.substr(p, q - p);
      if (w.empty()) return 0;
      if (w != "any" && w != "the" && w != "activation" && w != "full" && w != "it" && w != "a" && w != "an" &&
          w != "fp32" && w != "separate")
        return technique(w);
      p = q;
    }
    return 0;
  };
  // a bare "with" / "without" ending the clause takes the technique the other label names ("..., 3.33 GB with")
  auto named_elsewhere = [&](bool want_without) {
    for (std::size_t w = low.find("with"); w != std::string::npos; w = low.find("with", w + 1)) {
      if (w > 0 && std::isalnum(static_cast<unsigned char>(low[w - 1]))) continue;
      const bool without = low.compare(w, 7, "without") == 0;
      if (without != want_without) continue;
      if (const int k = named_after(low, w + (without ? 7 : 4))) return k;
    }
    return 0;
  };
  const std::string clause = figure_clause(low, f);
  if (clause.empty()) return 0;
  // "37.1 GB with ZeRO-1, 13.5 GB with ZeRO-3", "23.6 GB for DDP, 35.4 GB with ZeRO-3": labels that name
  // sharding stages, each a case of sharding, tell the reader's stage from another (blind round 45)
  // ... also where two figures share a clause ("33.7 GB under ZeRO-1 vs 10.1 GB under ZeRO-3": the piece of it
  // between "vs", "versus", "and", "while", "whereas" that holds the figure), or the label opens the segment
  // before the figure's colon ("ZeRO-3: 10.1 GB; ZeRO-1: 33.7 GB")
  {
    const int own = sharding_stage_named(" " + e.given + " ");
    if (own >= 0 && e.given.find("tp ") == std::string::npos && e.given.find("tensor") == std::string::npos) {
      std::string piece = clause;
      const std::string t = ascii_lower(f.text);
      const std::size_t ft = t.empty() ? std::string::npos : piece.find(t);
      if (ft != std::string::npos) {
        std::size_t b = 0, en = piece.size();
        for (const char* w : {" vs ", " vs. ", " versus ", " and ", " while ", " whereas "}) {
          const std::size_t wl = std::strlen(w);
          for (std::size_t q = piece.find(w); q != std::string::npos; q = piece.find(w, q + 1)) {
            if (q + wl <= ft) b = std::max(b, q + wl - 1);
            else if (q >= ft + t.size()) en = std::min(en, q + 1);
          }
        }
        piece = piece.substr(b, en - b);
      }
      int named = sharding_stage_named(piece);
      if (named < 0 && sharding_stage_named(clause) < 0 && !t.empty()) {
        const std::size_t at = low.find(t);
        std::size_t c = at == std::string::npos ? std::string::npos : at;
        while (c != std::string::npos && c > 0 && low[c - 1] == ' ') --c;
        if (c != std::string::npos && c > 0 && low[c - 1] == ':') {
          std::size_t lb = c - 1;
          while (lb > 0 && std::strchr(",;.\n(", low[lb - 1]) == nullptr) --lb;
          const std::string label = " " + low.substr(lb, c - 1 - lb) + " ";
          if (std::count(label.begin(), label.end(), ' ') <= 6) named = sharding_stage_named(label);
        }
      }
      if (named >= 0 && piece.find(" without ") == std::string::npos && piece.find(" no ") == std::string::npos)
        return named == own ? 1 : -1;
    }
  }
  for (const char* w : {" unsharded ", " no sharding ", " no zero "})
    if (clause.find(w) != std::string::npos) return chosen(1) ? -1 : 1;
  // A case named without 'with'/'without' (blind round 44): a technique's participle ('3.33 GB checkpointed', '33.7 GB
  // sharded'), every activation stored (the case without checkpointing). Not in a clause that denies.
  for (const char* w : {" no checkpoint", " no recompute", " no recomputation", " not checkpointed", " uncheckpointed"})
    if (clause.find(w) != std::string::npos) return chosen(2) ? -1 : 1;
  const bool denies = clause.find(" without ") != std::string::npos || clause.find(" no ") != std::string::npos ||
                      clause.find(" not ") != std::string::npos || clause.find("n't ") != std::string::npos;
  if (!denies) {
    // a ZeRO stage or plain data parallelism named without 'with' is read by the sharding-stage block above
    // (one reading of the stages for both rounds; it leaves the tensor-parallel layouts alone)
    for (const char* w : {" checkpointed ", " recomputed "})
      if (clause.find(w) != std::string::npos) return chosen(2) ? 1 : -1;
    if (clause.find(" sharded ") != std::string::npos) return chosen(1) ? 1 : -1;
    for (const char* w : {" every activation", " all activations", " all the activations", " storing everything",
                          " store everything", " stores everything", " everything stored"})
      if (clause.find(w) != std::string::npos) return chosen(2) ? -1 : 1;
  }
  const std::size_t wo = clause.find(" without ");
  const std::size_t wi = clause.find(" with ");
  if (wo == std::string::npos && wi == std::string::npos) return 0;
  const bool without = wo != std::string::npos && (wi == std::string::npos || wo < wi);
  const std::size_t at = without ? wo + 9 : wi + 6;
  int k = named_after(clause, at);
  if (k == 0 && clause.find_first_not_of(' ', at) == std::string::npos) k = named_elsewhere(!without);
  // "with checkpointing 3.33 GB (without it 35.7 GB)": "with it" / "without it" takes the technique the other
  // label names, as a bare "with" / "without" does (blind round 52)
  if (k == 0) {
    const std::size_t pw = clause.find_first_not_of(' ', at);
    for (const char* pr : {"it ", "that ", "them ", "this "})
      if (k == 0 && pw != std::string::npos && clause.compare(pw, std::strlen(pr), pr) == 0)
        k = named_elsewhere(!without);
    // ... as does a bare one right before the figure ("with master copy 112 GB, without 84 GB")
    if (k == 0 && pw != std::string::npos && (std::isdigit(static_cast<unsigned char>(clause[pw])) || clause[pw] == '~'))
      k = named_elsewhere(!without);
  }
  if (k == 0) return 0;
  return chosen(k) != without ? 1 : -1;
}

// master_counted: whether the question's figure counts an FP32 master copy (+1), leaves it out (-1) or says
// nothing of it (0), as its own misconceptions tell (see master_case)
// The number formats a reader may name beside a figure ("in FP32", "with the BF16 weights"): the chain and side-step
// readers below ask whether the prompt names the same one
const char* const number_formats[] = {"fp32", "fp16", "bf16", "fp8", "int8", "int4"};

// `s` with each number format in it blanked out (spaces in its place, so the text keeps its places): "with FP16" is no
// figure and no term of its own
static void blank_number_formats(std::string& s) {
  for (const char* fmt : number_formats)
    for (std::size_t z = s.find(fmt); z != std::string::npos; z = s.find(fmt, z)) s.replace(z, std::strlen(fmt), std::strlen(fmt), ' ');
}

// A figure's text as the answer's lower-cased copy holds it, without a leading "~" or space ("~112 GB": "112 gb")
static std::string figure_text(const found_quantity& f) {
  std::string t = ascii_lower(f.text);
  t.erase(0, std::min(t.find_first_not_of("~ "), t.size()));
  return t;
}

// Whether the "would" at k in `text` (" would ...") is said of a setting the prompt names, in one of the three words
// before it ("the 13b's would be 208 gb", "for 13b it would be 208 gb" where the prompt's model is a 13B): the asked
// case said as a what-if beside another case's figure, not a what-if away from the question (round 168: blind162 row
// 124).
static bool would_of_prompt_setting(const std::string& text, std::size_t k, const std::string& prompt_words) {
  if (text.compare(k, 7, " would ") != 0) return false;
  std::size_t e = k;
  for (int n = 0; n < 3; ++n) {
    while (e > 0 && text[e - 1] == ' ') --e;
    std::size_t b = e;
    while (b > 0 && text[b - 1] != ' ') --b;
    if (b == e) return false;
    std::string word = text.substr(b, e - b);
    // (a label's words lose the possessive's apostrophe: "13b s")
    if (word.size() > 2 && word.compare(word.size() - 2, 2, "'s") == 0) word.resize(word.size() - 2);
    if (word.size() >= 2 && std::isdigit(static_cast<unsigned char>(word[0])) &&
        prompt_words.find(" " + word + " ") != std::string::npos)
      return true;
    e = b;
  }
  return false;
}

// Where the figure `f` opens the lower-cased answer (after spaces, '~' or '≈': "≈116 s ...", fix round 109), or npos;
// `t` gets its text as typed there, a multiple read as "3 x" found as the typed "3×" or "3x" (round 194). One reader
// for the opening figure's bracketed working and the side-step reader's opening figure. With `hedges`, a leading hedge
// word by the figure reader's own list is skipped too, as the prose reader skips it ("About 29.6 %: 71 recomputed
// layers out of 3 × 80 = 240" opens with its figure; round 191: the colon working's opening figure only).
static std::size_t opening_figure_at(const std::string& low, const found_quantity& f, std::string& t, bool hedges = false) {
  t = figure_text(f);
  std::size_t p = t.empty() ? std::string::npos : low.find(t);
  if (p == std::string::npos && t.size() > 2 && t.compare(t.size() - 2, 2, " x") == 0) {
    const std::string n = t.substr(0, t.size() - 2);
    for (const std::string& alt : {n + "\xC3\x97", n + " \xC3\x97", n + "x"})
      if (p == std::string::npos && (p = low.find(alt)) != std::string::npos) t = alt;
  }
  std::size_t s0 = 0;
  while (s0 < low.size() && (low[s0] == ' ' || low[s0] == '~' || low.compare(s0, 3, "\xE2\x89\x88") == 0))
    s0 += low[s0] == ' ' || low[s0] == '~' ? 1 : 3;
  for (bool more = hedges; more && s0 < low.size();) {
    more = false;
    for (const char* h : quantity_detail::leading_hedge_words) {
      const std::size_t n = std::strlen(h);
      if (low.compare(s0, n, h) == 0 && s0 + n < low.size() && low[s0 + n] == ' ') {
        s0 += n;
        while (s0 < low.size() && (low[s0] == ' ' || low[s0] == '~')) ++s0;
        more = true;
        break;
      }
    }
  }
  return p != std::string::npos && p == s0 ? p : std::string::npos;
}

// Whether the figure at `at` (`len` characters) in the lower-cased answer is a factor of a product: a multiplication
// sign ("x", "×", "*") right before it, or right after it or after one word of what it counts ("8 seqs x 2048 tokens x
// 4 steps": each of the three). Round 194.
static bool product_factor_at(const std::string& low, std::size_t at, std::size_t len) {
  auto times_ends_at = [&](std::size_t k) {
    return (k >= 2 && low.compare(k - 2, 2, "\xC3\x97") == 0) || (k >= 1 && low[k - 1] == '*') ||
           (k >= 2 && low[k - 1] == 'x' && low[k - 2] == ' ');
  };
  auto times_at = [&](std::size_t k) {
    return low.compare(k, 2, "\xC3\x97") == 0 || (k < low.size() && low[k] == '*') || low.compare(k, 2, "x ") == 0;
  };
  std::size_t b = at;
  while (b > 0 && low[b - 1] == ' ') --b;
  if (times_ends_at(b)) return true;
  std::size_t k = at + len;
  while (k < low.size() && low[k] == ' ') ++k;
  if (times_at(k)) return true;
  std::size_t w = k;
  while (w < low.size() && std::isalpha(static_cast<unsigned char>(low[w]))) ++w;
  if (w == k || w >= low.size() || low[w] != ' ') return false;
  while (w < low.size() && low[w] == ' ') ++w;
  return times_at(w);
}

// The same for a figure's text `t` found from `from`; a figure read as an unevaluated product of its own ("4096 tokens *
// 8" of the typed "4096 tokens × 8") is found by its first factor (round 194).
static bool product_factor_text(const std::string& low, const std::string& t, std::size_t from) {
  if (t.empty()) return false;
  std::size_t k = low.find(t, from), len = t.size();
  if (k == std::string::npos) {
    const std::size_t star = t.find(" *");
    if (star == std::string::npos || star == 0) return false;
    k = low.find(t.substr(0, star), from);
    if (k == std::string::npos) return false;
    // (only a later factor, a sign before it: "1.4 × 10^1 GB" and "= 16 bytes × 7B" open their own expressions)
    std::size_t b = k;
    while (b > 0 && low[b - 1] == ' ') --b;
    return (b >= 2 && low.compare(b - 2, 2, "\xC3\x97") == 0) || (b >= 1 && low[b - 1] == '*') ||
           (b >= 2 && low[b - 1] == 'x' && low[b - 2] == ' ');
  }
  return product_factor_at(low, k, len);
}

pick choose(const prose_reading& r, const numeric_expectation& e, std::string_view answer, int master_counted) {
  pick p;
  const std::string answer_low = ascii_lower(number_words_to_digits(answer));
  const std::string prompt_low = ascii_lower(e.prompt);
  // the prompt's words padded with spaces, its punctuation blanked (" how much do both together take "), and whether
  // it asks for all but a part: read by the side-step readers below, once per answer rather than once per figure
  std::string prompt_words = " ";
  for (char c : prompt_low) prompt_words += std::isalnum(static_cast<unsigned char>(c)) || c == '\'' ? c : ' ';
  prompt_words += ' ';
  const bool asks_rest = prompt_low.find("except") != std::string::npos || prompt_low.find("besides") != std::string::npos ||
                         prompt_low.find("other than") != std::string::npos || prompt_low.find("remain") != std::string::npos ||
                         prompt_low.find(" left") != std::string::npos;
  // The prompt's words from the clause that asks onwards (" how much memory does that master copy add answer in gb "):
  // the clause with "how much/many/large" and what follows it; the words before the last ". ", ": " or "? " ahead of it
  // set the scene ("Keeping an FP32 master copy ... for the optimizer: how much does that master copy add?"), unless the
  // clause refers back to them ("how much do both together take"). The whole prompt where it asks no such clause.
  std::string asked_words = prompt_words;
  {
    std::size_t q = std::string::npos;
    for (const char* h : {"how much", "how many", "how large", "how big"}) q = std::min(q, prompt_low.find(h));
    if (q != std::string::npos) {
      std::size_t start = 0;
      for (std::size_t k = 0; k + 1 < q; ++k)
        if ((prompt_low[k] == '.' || prompt_low[k] == ':' || prompt_low[k] == '?') && prompt_low[k + 1] == ' ') start = k + 1;
      const std::size_t end = prompt_low.find_first_of(".?", q);
      const std::string clause = " " + prompt_low.substr(q, end == std::string::npos ? std::string::npos : end - q) + " ";
      bool refers_back = false;
      for (const char* x : {" both ", " together ", " all of them ", " combined "})
        refers_back = refers_back || clause.find(x) != std::string::npos;
      // ("560 GB of Adam moments (FP32 m and v) are sharded evenly over 64 workers. How much does each worker own?": a
      // clause that names nothing it asks about, only who holds it and a verb, asks about what the scene set; its m and
      // v are counted terms: "4.375 GB of m; with v that's 8.75 GB", blind82 row 147; fix round 93)
      if (!refers_back) {
        static const char* const bare[] = {"how", "much", "many", "does", "do", "each", "every", "one", "worker", "workers",
                                           "gpu", "gpus", "rank", "replica", "own", "hold", "keep", "store", "get", "receive"};
        std::string cur;
        bool names_nothing = true;
        int n = 0;
        for (char c : clause) {
          if (std::isalnum(static_cast<unsigned char>(c))) {
            cur += c;
            continue;
          }
          if (!cur.empty()) {
            ++n;
            names_nothing = names_nothing && std::any_of(std::begin(bare), std::end(bare), [&](const char* x) { return cur == x; });
          }
          cur.clear();
        }
        refers_back = names_nothing && n > 0;
      }
      if (!refers_back) {
        asked_words = " ";
        for (char c : prompt_low.substr(start)) asked_words += std::isalnum(static_cast<unsigned char>(c)) || c == '\'' ? c : ' ';
        asked_words += ' ';
      }
    }
  }
  // Whether the word at `z` of a padded word string (the prompt's) is one it leaves out: a negator up to three words
  // before it ("before activations", "no separate master copy", "everything except the FP16 weights")
  auto left_out_at = [](const std::string& pw, std::size_t z) {
    std::size_t b = z;
    for (int back = 0; back < 3; ++back) {
      while (b > 0 && pw[b - 1] == ' ') --b;
      std::size_t a = b;
      while (a > 0 && pw[a - 1] != ' ') --a;
      if (a == b) break;
      const std::string prev = pw.substr(a, b - a);
      if (prev == "before" || prev == "no" || prev == "without" || prev == "except" || prev == "excluding" ||
          prev == "than" || prev == "not" || prev == "besides")
        return true;
      b = a;
    }
    return false;
  };
  // Whether `term` (the words after "with"/"plus" that add something to a figure) names a term of `pw` (the prompt's
  // words, or those of its asking clause): a word the prompt counts, not one it leaves out ("before activations", "no
  // separate master copy": a negator up to three words before it); a number format ("with the BF16 weights") and words
  // any prompt has are no such term (blind round 77). With `every`, each of the term's own words must be one (its first
  // four letters a prompt word's: "grads" of "gradients"), and fillers ("too", "in") are passed over: "with gradients and
  // Adam", not "with the gradients of the layer in flight" where the prompt names layers but not gradients.
  auto asked_term = [&](std::string term, const std::string& pw, bool every) {
    blank_number_formats(term);
    static const char* const skip[] = {"the", "and", "with", "that", "that's", "this", "its", "per", "each", "gb",
                                       "bytes", "byte", "param", "params", "parameter", "parameters", "model",
                                       "memory", "weights", "much", "what", "which", "from", "into", "over", "page's",
                                       "book's", "gpu", "gpus", "are", "one", "all", "for", "total", "every"};
    static const char* const filler[] = {"too", "also", "then", "now", "in", "on", "as", "well", "them", "it", "of", "to",
                                         "again", "their", "our", "my", "your", "added", "both", "together",
                                         "included", "counted", "thrown",
                                         // (a counted term's share: "plus the optimizer shard", round 87)
                                         "shard", "shards", "share", "slice",
                                         // (a term's own nouns of part and pass: "with v's part", "with the backward
                                         // pass"; fix round 93's controls)
                                         "part", "portion", "pass", "passes"};
    std::function<bool(const std::string&)> prompt_has = [&](const std::string& word) {
      // (Adam's two moments by their letters, where the prompt names Adam but not the letters: "FP16 + Adam",
      // "Adam moments": blind round 81 row 1)
      if ((word == "m" || word == "v") && pw.find(" adam") != std::string::npos) return true;
      const std::string key = " " + (every && word.size() > 4 ? word.substr(0, 4) : word) + (every && word.size() > 4 ? "" : " ");
      for (std::size_t z = pw.find(key); z != std::string::npos; z = pw.find(key, z + 1))
        if (!left_out_at(pw, z)) return true;
      // The same thing in the book's other words (round 87, the rows of blind round 82): Adam's second moment, "the
      // variance", is v and its first, "the momentum", m, where the prompt names them; K and V are the halves of the
      // prompt's "KV" cache; the all-gather and the reduce-scatter the two halves of its all-reduce. Only where the
      // prompt counts the word they name (not one it leaves out).
      if (word == "variance" || word == "variances" || word == "secondmoment") return prompt_has("v");
      if (word == "momentum" || word == "firstmoment") return prompt_has("m");
      // (the optimizer state is Adam's, where the prompt names Adam or its moments: "plus the optimizer shard of 10.1 GB
      // that's 37.1 GB" asked for "weights, gradients, master copy and Adam moments"; fix round 93, blind90 row 321)
      if (every && word.compare(0, 6, "optimi") == 0 && (prompt_has("adam") || prompt_has("moments"))) return true;
      if ((word == "k" || word == "v") && pw.find(" kv ") != std::string::npos && !left_out_at(pw, pw.find(" kv ") + 1)) return true;
      // (the all-reduce is the operation the whole prompt runs, named in its scene: "Ring all-reduce of ...: how many
      // bytes does each GPU send?"; only as the whole of a term, "with the all-gather that's 24.5 GB", not beside other
      // words, "with the all-gather of the weights under ZeRO-3")
      if (word == "allgather" || word == "reducescatter") {  // (the prompt's own name: "an all-gather of the parameters")
        const std::string own = word == "allgather" ? " all gather " : " reduce scatter ";
        for (std::size_t z = pw.find(own); z != std::string::npos; z = pw.find(own, z + 1))
          if (!left_out_at(pw, z + 1)) return true;
      }
      if ((word == "allgather" || word == "reducescatter") && every && prompt_words.find(" all reduce ") != std::string::npos &&
          !left_out_at(prompt_words, prompt_words.find(" all reduce ") + 1))
        return true;
      // A whole the prompt names without listing any of its parts counts each of them (fix round 93): the persistent,
      // fixed or training state its weights, gradients and optimizer state ("42 GB; plus the 6 GB of weights that's
      // 48 GB" asked for the persistent training state, blind90 row 259; "53.9 GB for Adam m and v; plus the 27 GB of
      // weights and gradients that's 80.9 GB" asked for the fixed state, row 367), and its master copy too except in
      // the fixed state (the word of the page whose table has none); a training step its forward and backward passes
      // ("2 x 7 = 14 GFLOP; with backward that's 42", row 356). Not where the prompt names a part, counted or left out
      // ("persistent training state (weights, gradients, master copy, Adam m and v)", "no separate master copy"): its
      // own list says what it counts.
      if (every) {
        auto starts = [&](const char* part) {
          const std::size_t n = std::strlen(part);
          return word.compare(0, n, part) == 0 && (word.size() == n || n >= 4);
        };
        auto names_any = [&](std::initializer_list<const char*> parts) {
          for (const char* x : parts)
            if (pw.find(std::string(" ") + x) != std::string::npos || prompt_words.find(std::string(" ") + x) != std::string::npos)
              return true;
          return false;
        };
        const bool state_whole = pw.find(" persistent state ") != std::string::npos ||
                                 pw.find(" persistent training state ") != std::string::npos ||
                                 pw.find(" fixed state ") != std::string::npos ||
                                 pw.find(" training state ") != std::string::npos ||
                                 pw.find(" does training keep ") != std::string::npos;
        // (the recipe's name is no list of parts: "(FP16 + Adam) breakdown, how many bytes does training keep per
        // parameter": "12 bytes/param; with the master copy that's 16", blind90 row 348)
        if (state_whole && !names_any({"weight", "grad", "master", "optimi", "moment"}) &&
            (starts("weight") || starts("grad") || starts("optimi") || starts("adam") || starts("moment") ||
             starts("state") || word == "m" || word == "v" ||
             ((starts("master") || word == "copy") && pw.find(" fixed state ") == std::string::npos)))
          return true;
        if (pw.find(" training step ") != std::string::npos && !names_any({"forward", "backward"}) &&
            (starts("backward") || starts("forward") || word == "bwd" || word == "fwd"))
          return true;
      }
      return false;
    };
    // (two-word names read as one: "the second moment", "Adam's first moment", "the all-gather")
    for (const char* two : {"all-gather", "all gather", "reduce-scatter", "reduce scatter"})
      for (std::size_t z = term.find(two); z != std::string::npos; z = term.find(two))
        term.replace(z, std::strlen(two), std::string(two[0] == 'a' ? "allgather " : "reducescatter "));
    for (const char* two : {"second moments", "second moment", "second-moment", "first moments", "first moment", "first-moment"})
      for (std::size_t z = term.find(two); z != std::string::npos; z = term.find(two))
        term.replace(z, std::strlen(two), std::string(two).substr(0, std::string(two).find_first_of(" -")) + "moment" +
                                              (std::string(two).back() == 's' ? "  " : " "));
    std::string cur;
    int named = 0;
    for (char c : term + " ") {
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'') {
        cur += c;
        continue;
      }
      // (where each word must be counted, a possessive names its owner: "plus v's shard", "with v's share"; fix round
      // 93, blind90 rows 318 and 326. Not for the one-word test, whose scene words would take "with the optimizer's m
      // and v" for a counted term of the master copy's question)
      if (every && cur.size() > 2 && cur.compare(cur.size() - 2, 2, "'s") == 0) cur.erase(cur.size() - 2);
      // (a letter of its own counts where the prompt names it so: "with v that's 56 GB" for "Adam's m and v")
      const bool content = (cur.size() >= 3 || (cur.size() == 1 && cur != "a" && std::isalpha(static_cast<unsigned char>(cur[0])))) &&
                           std::none_of(std::begin(skip), std::end(skip), [&](const char* x) { return cur == x; });
      // (with `every`, the weights the asking clause counts are a term like any other: "98 GB of bookkeeping; plus the
      // weights that's 112 GB" asked for the persistent state, weights included; blind round 82)
      if (every && (cur == "weights" || cur == "weight") && prompt_has(cur)) {
        ++named;
        cur.clear();
        continue;
      }
      if (content && every && std::any_of(std::begin(filler), std::end(filler), [&](const char* x) { return cur == x; })) {
        cur.clear();
        continue;
      }
      if (content) {
        if (prompt_has(cur)) {
          if (!every) return true;
          ++named;
        } else if (every) {
          return false;
        }
      }
      cur.clear();
    }
    return every && named > 0;
  };
  // Whether `term` adds the weights where the question's asking clause does not count them ("280 GB; adding the master
  // copy to the weights makes 420 GB" asked what the master copy adds; "98 GB; adding the gradients, master copy and Adam
  // states to the weights gives 112 GB" asked for everything except the FP16 weights): "weights" is passed over as a
  // word any prompt has, but added to a figure it is a term of its own (blind round 82). The master copy's "master
  // weights", "FP32 weights" are not the weights.
  auto adds_unasked_weights = [&](const std::string& term_in) {
    const std::string t = " " + term_in + " ";
    bool named = false;
    for (const char* wd : {" weights ", " weight ", " weights' "})
      for (std::size_t z = t.find(wd); z != std::string::npos; z = t.find(wd, z + 1)) {
        std::size_t a = z;
        while (a > 0 && t[a - 1] == ' ') --a;
        std::size_t s0 = a;
        while (s0 > 0 && t[s0 - 1] != ' ') --s0;
        const std::string prev = t.substr(s0, a - s0);
        if (prev != "master" && prev != "fp32" && prev != "optimizer" && prev != "optimizer's") named = true;
      }
    // (only where the prompt names the weights and leaves them out of what it asks: a question about training's bytes
    // per parameter or its persistent state that never says "weights" counts them in its whole)
    if (!named || prompt_words.find(" weights ") == std::string::npos) return false;
    for (const char* wd : {" weights ", " weight "})
      for (std::size_t z = asked_words.find(wd); z != std::string::npos; z = asked_words.find(wd, z + 1))
        if (!left_out_at(asked_words, z)) return false;
    return true;
  };
  const found_quantity* last = nullptr;
  const found_quantity* last_marked = nullptr;
  std::size_t usable = 0;
  // Whose share the question asks for: one GPU's, where the reader may add the total as working
  // ("24.5 GB per GPU, ~196 GB across all 8"), or the whole, where a per-GPU figure is the working
  // ("84 GB in total, so 10.5 GB per GPU"). A quantity said of the other scope is not the answer
  // when one said of the asked scope (or of none) is there.
  bool any_item = false, any_not_whole = false, any_not_item = false;
  // a bare number beside figures with a unit is working ("Each worker owns 1/64 of 560 GB. That is 8.75
  // GB"): its scope is not the answer's (blind round 11 phase C)
  bool typed_exists = false;
  for (const auto& f : r.found)
    if (!f.negated && !f.q.unitless && answers_dimension(f.q, e)) typed_exists = true;
  // "16 bytes/param x 7B = 112 GB per GPU" where the prompt asks about "a 7B model": the model's size
  // restated from the prompt (a capital B glued to the number) is no figure in bytes, and no scope the
  // answer's figure is set against (blind round 30: "7B" had been read as 7 bytes, the answer)
  // a size glued to a capital B ("69B"), lower-cased ("69b"), or "" for any other figure
  auto glued_size = [](const found_quantity& f) {
    std::string t = f.text;
    while (!t.empty() && (t.front() == ' ' || t.front() == '~')) t.erase(t.begin());
    while (!t.empty() && t.back() == ' ') t.pop_back();
    if (t.size() < 2 || t.back() != 'B' ||
        !std::all_of(t.begin(), t.end() - 1, [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; }))
      return std::string();
    t.back() = 'b';  // the prompt is kept in lower case
    return t;
  };
  auto restated_size = [&](const found_quantity& f) {
    const std::string t = glued_size(f);
    return !t.empty() && e.prompt.find(t + " model") != std::string::npos;
  };
  // (a figure said of the reader's own system sets no scope against the others: "On our 4-GPU box it's 21 GB per GPU.
  // With P = 8 it's 24.5 GB" asked what each GPU sends; where every figure is so, they all count: blind round 182)
  std::vector<bool> own_system(r.found.size(), false);
  {
    bool any_other = false;
    for (std::size_t i = 0; i < r.found.size(); ++i) {
      own_system[i] = !r.found[i].called_answer && said_of_own_system(answer_low, r.found[i], e);
      any_other = any_other || (!own_system[i] && !r.found[i].negated && answers_dimension(r.found[i].q, e));
    }
    if (!any_other) std::fill(own_system.begin(), own_system.end(), false);
  }
  for (const auto& f : r.found)
    if (!f.negated && answers_dimension(f.q, e) && !(typed_exists && f.q.unitless) && !restated_size(f) &&
        !own_system[static_cast<std::size_t>(&f - r.found.data())]) {
      any_item = any_item || f.per_item;
      any_not_whole = any_not_whole || !f.whole;
      any_not_item = any_not_item || !f.per_item;
    }
  auto out_of_scope = [&](const found_quantity& f) {
    if (f.called_answer) return false;
    if (e.per_item) return any_item ? !f.per_item : (any_not_whole && f.whole);
    return any_not_item && f.per_item;
  };
  auto per_item_asked = [&](const found_quantity& f) { return e.per_item && f.per_item; };
  bool any_whole = false;  // a usable quantity that is not a per-item figure ("28 GB each")
  for (const auto& f : r.found)
    if (!f.negated && answers_dimension(f.q, e) && !out_of_scope(f) && (!f.each || per_item_asked(f))) any_whole = true;
  // "84 GB. Each parameter needs 2 bytes for weights, 2 for gradients and 8 for Adam", "8x more
  // memory, i.e. 16 vs 2": where a quantity carries the unit the question asks in, a bare number
  // elsewhere in the text is working, not the answer (unless it is stated as the result)
  // "16,384 tokens per micro-batch, 65,536 per optimizer step": a figure said of a scope the question
  // does not ask (per micro-batch, per layer, for serving) is working where a figure of the asked scope is
  // there, bare or not (lead's probe 12: the typed 16,384 had put the bare 65,536 aside)
  std::vector<bool> away(r.found.size(), false);
  for (std::size_t i = 0; i < r.found.size(); ++i) {
    const found_quantity& f = r.found[i];
    away[i] = !f.called_answer && !f.negated && answers_dimension(f.q, e) && !stated_other_scope(answer, f.text, e).empty();
  }
  auto index_of = [&](const found_quantity& f) { return static_cast<std::size_t>(&f - r.found.data()); };
  // "2048 -> 4096: ~3x", "2048 to 4096: 3x": bare numbers the prompt itself gives (the sequence lengths
  // of the question) restate its givens, even after an arrow, where a figure in the answer's unit is there
  // (lead's probe after round 12)
  std::vector<double> givens;
  for (std::size_t k = 0; k < e.prompt.size();) {
    if (!std::isdigit(static_cast<unsigned char>(e.prompt[k]))) {
      ++k;
      continue;
    }
    // a number glued to the letters of a name ("FP16", "H100", "A100", "fp32") is part of the name, not
    // a given: "12 B/param, so 16" where the prompt says "FP16 + Adam" states the result (blind round 20)
    if (k > 0 && std::isalpha(static_cast<unsigned char>(e.prompt[k - 1]))) {
      while (k < e.prompt.size() && std::isalnum(static_cast<unsigned char>(e.prompt[k]))) ++k;
      continue;
    }
    std::string num;
    while (k < e.prompt.size() && (std::isdigit(static_cast<unsigned char>(e.prompt[k])) ||
                                   ((e.prompt[k] == ',' || e.prompt[k] == '.') && k + 1 < e.prompt.size() &&
                                    std::isdigit(static_cast<unsigned char>(e.prompt[k + 1]))))) {
      if (e.prompt[k] != ',') num += e.prompt[k];
      ++k;
    }
    givens.push_back(std::strtod(num.c_str(), nullptr));
  }
  auto given = [&](double x) {
    for (double g : givens)
      if (g != 0 && std::fabs(x - g) <= 1e-9 * std::fabs(g)) return true;
    return false;
  };
  auto restates_givens = [&](const found_quantity& f) {
    return f.q.unitless && given(f.q.number) && (!f.q.is_range || given(f.q.number_hi));
  };
  // "ok 4 bytes: 280" (the prompt's "4 bytes per parameter"): where a bare figure closes the answer after a colon, a
  // typed figure before it that only restates one of the prompt's givens is the working's setting, not a figure in
  // the answer's unit beside an aside (blind round 138)
  // (or after a spaced dash, "hint says 16 bytes — 112?")
  bool dash_result = false;
  if (!r.found.empty() && r.found.back().q.unitless) {
    const std::string t = figure_text(r.found.back());
    const std::size_t at = t.empty() ? std::string::npos : answer_low.rfind(t);
    std::size_t b = at;
    while (b != std::string::npos && b > 0 && answer_low[b - 1] == ' ') --b;
    dash_result = at != std::string::npos && answer_low.find_first_not_of(" .!?", at + t.size()) == std::string::npos &&
                  b >= 3 && b < at && (answer_low.compare(b - 3, 3, "\xE2\x80\x94") == 0 ||
                                       answer_low.compare(b - 3, 3, "\xE2\x80\x93") == 0 || answer_low.compare(b - 2, 2, " -") == 0);
  }
  const bool colon_result = !r.found.empty() && (r.found.back().closes_colon || dash_result) && r.found.back().q.unitless;
  bool any_typed = false;
  // (a factor of a product after a bare opening figure, "65,536. 8 seqs x 2048 tokens x 4 steps.", is working: its unit
  // does not make the bare figure one of another case; round 194)
  const bool bare_opening = !r.found.empty() && r.found[0].q.unitless && !r.found[0].text.empty() &&
                            answer_low.find_first_not_of(" ~") == answer_low.find(figure_text(r.found[0]));
  for (const auto& f : r.found)
    if (!f.negated && !f.q.unitless && answers_dimension(f.q, e) && !out_of_scope(f) && !f.each && !away[index_of(f)] &&
        !(colon_result && &f != &r.found.back() && !f.q.is_range && given(f.q.number))) {
      if (bare_opening && &f != &r.found[0]) {
        if (product_factor_text(answer_low, figure_text(f),
                                answer_low.find(figure_text(r.found[0])) + figure_text(r.found[0]).size()))
          continue;
      }
      any_typed = true;
    }
  // "16 B/param; 112 GB for 7B": where a figure has the question's own compound dimension (bytes per
  // parameter), a figure in its numerator alone (bytes) is working, not the answer (blind round 16)
  bool exact_exists = false;
  if (qdim_numerator(e.dim) != qdim::none)
    for (const auto& f : r.found)
      if (!f.negated && !f.q.unitless && !f.q.unknown_unit && f.q.dim == e.dim) exact_exists = true;
  // a figure for each case, the reader's and the other (case_label): the reader's case is the answer, not an aside
  // (only a problem part's answer has earlier choices to label cases by: no work for other questions)
  std::vector<int> label(r.found.size(), 0);
  // ... and a question's own case, where its prompt sets one with "with" ("With a checkpoint every k = ⌈√n⌉
  // layers", "with full recomputation"): "with checkpointing 15 GB (without it 64 GB)" (blind round 54)
  numeric_expectation ec = e;
  if (ec.given.empty()) {
    std::vector<std::string> pw;
    for (std::size_t k = 0; k < e.prompt.size();) {
      std::size_t q = k;
      while (q < e.prompt.size() && std::isalpha(static_cast<unsigned char>(e.prompt[q]))) ++q;
      if (q > k) pw.push_back(ascii_lower(e.prompt.substr(k, q - k)));
      k = q > k ? q : k + 1;
    }
    for (std::size_t k = 0; k < pw.size(); ++k) {
      if (pw[k] != "with") continue;
      for (std::size_t j = k + 1; j < pw.size() && j <= k + 3; ++j)
        for (const char* st : {"checkpoint", "recomput", "flash", "accumulat", "shard", "zero", "fsdp"})
          if (pw[j].rfind(st, 0) == 0) ec.given += pw[j] + " ";
    }
    // ... and whether its figure counts an FP32 master copy, where the reader gives it with and without one
    // ("1120 GB with the master copy, 840 without")
    if (master_counted != 0 && answer_low.find("master") != std::string::npos) ec.given += master_counted > 0 ? "master; " : "-; ";
  }
  const std::string raw_low = ec.given.empty() ? std::string() : ascii_lower(answer);  // "ZeRO-1" kept a name
  bool own_case = false, other_case = false;
  for (std::size_t i = 0; i < r.found.size() && !ec.given.empty(); ++i) {
    if (r.found[i].negated || !answers_dimension(r.found[i].q, e)) continue;
    label[i] = case_label(raw_low, r.found[i], ec);
    own_case = own_case || label[i] > 0;
    other_case = other_case || label[i] < 0;
  }
  const bool both_cases = own_case && other_case;
  // "m is 28 GB; with v that's 56 GB", "weights 14 GB; with gradients and Adam that's 84 GB", "I'd guess 84 GB, but
  // counting the master copy it's 112 GB": a figure, then a term the question itself counts added to it ("with",
  // "plus", "counting", "including", "adding", or "with both/all") and the sum stated right after ("that's", "it's",
  // "gives", "makes", "comes to", "=", or nothing: "m: 280 GB; with v, 560 GB"), or with the term after the sum ("280 GB
  // for one moment, 560 GB with both", "14 GB of weights -> 112 GB with gradients and Adam"), is a chain to the asked
  // whole: the sum is its result and the figure before it working. The prose reader sets a figure after "with" aside as a condition's; this reads it back where the condition
  // is the question's own term, with no other figure, no what-if ("would", "if") and nothing taken away between. A term
  // the question does not count ("with the weights that's 70 GB" asked for m and v) stays a side sum. (Audit round 77's
  // known rows; session 38.)
  // Whether `term` ("with FP16", "in BF16 precision") is only a number format the prompt names: a term that works the
  // figure into the question's own case, not a part added ("7 GB; with FP16 that's 14 GB" asked for the FP16 weights;
  // round 87, blind82 rows 18 and 92); not a format the prompt does not name ("14 GB; with FP32 that's 28 GB")
  auto own_format_only = [&](const std::string& term) {
    bool own_format = false;
    std::string t2 = " " + term + " ";
    bool other_format = false;
    for (const char* fmt : number_formats)
      for (std::size_t z = t2.find(fmt); z != std::string::npos; z = t2.find(fmt)) {
        if (prompt_low.find(fmt) == std::string::npos) other_format = true;
        else own_format = true;
        std::fill(t2.begin() + static_cast<std::ptrdiff_t>(z), t2.begin() + static_cast<std::ptrdiff_t>(z + std::strlen(fmt)), ' ');
      }
    std::string cur;
    for (char c : t2) {
      if (c != ' ') {
        cur += c;
        continue;
      }
      if (!cur.empty() && cur != "the" && cur != "in" && cur != "with" && cur != "at" && cur != "precision") own_format = false;
      cur.clear();
    }
    return own_format && !other_format;
  };
  std::vector<bool> chain_sum(r.found.size(), false);
  std::vector<std::size_t> chain_part(r.found.size(), std::string::npos);  // a figure's sum, where it is a chain's part
  // a chain's sum over a term that names no count of holders ("with V", "with both"; not "with all of them", "with
  // every GPU sending"): it keeps its part's scope
  std::vector<bool> same_scope(r.found.size(), false);
  for (std::size_t i = 1; i < r.found.size(); ++i) {
    const found_quantity& f = r.found[i];
    std::size_t gi = i - 1;  // the figure the chain starts from: the last one before in the answer's dimension ("280 GB for
                             // 1 moment": not the count of moments)
    while (gi > 0 && (r.found[gi].q.unknown_unit || !answers_dimension(r.found[gi].q, e))) --gi;
    const found_quantity& g = r.found[gi];
    // (a sum said without its unit after a stater takes the unit of the figure it adds to: "12 bytes/param; with the
    // master copy that's 16", "2 x 7 = 14 GFLOP; with backward that's 42": blind90 rows 348 and 356; fix round 93)
    // (both bare, "12; with the master copy 16", read with the no-stater rule below: blind round 100)
    const bool both_bare = f.q.unitless && g.q.unitless && g.q.number > 0 && !f.q.is_range && !g.q.is_range;
    const bool bare_sum = (f.q.unitless && !g.q.unitless && g.q.number > 0 && !f.q.is_range) || both_bare;
    const double fv = bare_sum ? f.q.number * (g.q.value / g.q.number) : f.q.value;
    if ((!f.each && !bare_sum) || f.negated || f.called_answer || g.negated || !answers_dimension(f.q, e) ||
        !answers_dimension(g.q, e) || (f.q.unitless && !bare_sum) || f.q.is_range || !(fv > g.q.value))
      continue;
    const std::string tg = figure_text(g), tf = figure_text(f);
    const std::size_t ag = tg.empty() ? std::string::npos : answer_low.find(tg);
    if (ag == std::string::npos) continue;
    const std::size_t from = ag + tg.size();
    const std::size_t af = tf.empty() ? std::string::npos : answer_low.find(tf, from);
    if (af == std::string::npos) continue;
    std::string span = " " + answer_low.substr(from, af - from) + " ";
    for (char& c : span)
      if (std::strchr(",;:()~", c)) c = ' ';
    std::size_t w = std::string::npos, wl = 0;
    for (const char* v : {" with ", " plus ", " counting ", " including ", " adding "})
      if (const std::size_t k = span.find(v); k != std::string::npos && k < w) w = k, wl = std::strlen(v);
    std::string term;
    bool tail_ok = true;
    if (w != std::string::npos) {
      std::size_t ts = std::string::npos;
      for (const char* st : {" that's ", " that is ", " it's ", " it is ", " gives ", " makes ", " comes to ", " reaches ", " = "})
        if (const std::size_t k = span.find(st, w + wl - 1); k != std::string::npos) ts = std::min(ts, k);
      if (ts != std::string::npos) {
        // (the stater ends the span: nothing but "about"/"roughly"/"in total" between it and the sum)
        const std::string tail = span.substr(ts);
        std::string cur;
        int n = 0;
        for (char c : tail + " ") {
          if (c != ' ') {
            cur += c;
            continue;
          }
          if (!cur.empty() && ++n > 2 &&
              !(cur == "about" || cur == "roughly" || cur == "around" || cur == "approx" || cur == "in" || cur == "total" ||
                cur == "all" || cur == "together" || cur == "=" || cur == "\xE2\x89\x88"))
            tail_ok = false;
          cur.clear();
        }
      } else {
        // ("m: 280 GB; with v, 560 GB": the term runs to the sum, where a clause mark sets it off from the figure before
        // it: "15 GB with checkpoints, 64 GB without" labels the 15 GB)
        const std::string raw = answer_low.substr(from, af - from);
        if (w == 0 || raw.substr(0, w).find_first_of(",;.") == std::string::npos) continue;
        // (a sum said bare needs its stater; and a possessive right before the figure names the figure's owner, the
        // term's own figure, not the sum: "14 GFLOP for forward; plus the backward's 28 GFLOP that's 42 GFLOP")
        // A bare sum right after a "with" term that closes its clause is the chain's sum all the same: "12; with the
        // master copy 16", "12 bytes; with the FP32 master copy 16" (blind round 100, the lead's probe)
        if (bare_sum) {
          const std::size_t nx = answer_low.find_first_not_of(' ', af + tf.size());
          const bool closes = nx == std::string::npos || std::strchr(".;,)", answer_low[nx]) != nullptr;
          if (!closes || span.compare(w, 6, " with ") != 0) continue;
          // (not a term in a number format the prompt does not name, another recipe: "48 GB for FP16+Adam; with fp32
          // grads 54"; the master copy is FP32 by name: "with the FP32 master copy 16")
          bool other_fmt = false;
          const std::string tspan = span.substr(w);
          for (const char* fmt : number_formats)
            for (std::size_t z = tspan.find(fmt); z != std::string::npos; z = tspan.find(fmt, z + 1))
              if (prompt_low.find(fmt) == std::string::npos &&
                  !(std::string(fmt) == "fp32" && tspan.compare(z + 4, 8, " master ") == 0))
                other_fmt = true;
          if (other_fmt) continue;
        }
        {
          std::size_t e2 = raw.find_last_not_of(' ');
          if (e2 != std::string::npos && e2 >= 2 && raw.compare(e2 - 1, 2, "'s") == 0) continue;
        }
        ts = span.size() - 1;
      }
      term = span.substr(w + wl - 1, ts - (w + wl - 1));
    } else {
      // "280 GB for one moment, 560 GB with both", "14 GB of weights -> 112 GB with gradients and Adam": the sum's own
      // label after it, to the end of its clause
      std::string after = answer_low.substr(af + tf.size());
      after = " " + after.substr(0, std::min(after.size(), after.find_first_of(".,;:()\n"))) + " ";
      const std::size_t v0 = after.find_first_not_of(' ');
      if (v0 == std::string::npos) continue;
      for (const char* v : {"with ", "including ", "counting ", "plus "})
        if (after.compare(v0, std::strlen(v), v) == 0) term = after.substr(v0 + std::strlen(v) - 1);
      if (term.empty() || bare_sum) continue;
      while (term.size() > 1 && term.back() == ' ') term.pop_back();
      term += ' ';
    }
    {
      // (a figure in the term is another term's; the digits of a number format, "with FP16", are not)
      std::string term_nf = term;
      blank_number_formats(term_nf);
      if (!tail_ok || term_nf.find_first_of("0123456789") != std::string::npos) continue;
    }
    bool other = false;
    for (const char* x : {" would ", "'d ", " if ", " could ", " were ", " without ", " minus ", " less ", " instead ",
                          " only ", " except ", " excluding ", " not ", " no ", " or "})
      other = other || span.find(x) != std::string::npos || term.find(x) != std::string::npos;
    for (const char* x : {" per ", " each ", " apiece "})  // (a share of the sum: "with v per GPU that's ...")
      other = other || term.find(x) != std::string::npos;
    if (other) continue;
    // ("15 GB; with every layer stored that's 64 GB", "29%; with every layer recomputed that's 33%": a term that ends in
    // a participle is a condition that changes the setup, not a part added to the figure; "with v added", "with the
    // master copy counted" do add one (blind round 82)
    {
      std::string last_word, before_last;
      for (std::size_t e2 = term.size(); e2 > 0;) {
        while (e2 > 0 && term[e2 - 1] == ' ') --e2;
        std::size_t s2 = e2;
        while (s2 > 0 && term[s2 - 1] != ' ') --s2;
        last_word = term.substr(s2, e2 - s2);
        e2 = s2;
        {
          std::size_t e3 = e2;
          while (e3 > 0 && term[e3 - 1] == ' ') --e3;
          std::size_t s3 = e3;
          while (s3 > 0 && term[s3 - 1] != ' ') --s3;
          before_last = term.substr(s3, e3 - s3);
        }
        if (!(last_word == "too" || last_word == "also" || last_word == "well" || last_word == "as" || last_word == "then" || last_word == "now" ||
              last_word == "again" || last_word == "in"))
          break;
      }
      bool adds = false;
      for (const char* x : {"added", "included", "counted", "considered", "combined", "accounted", "summed", "thrown"})
        adds = adds || last_word == x;
      // ("with the segment being recomputed that's 15 GB": a part named by what happens to it, not a condition)
      if (last_word.size() >= 5 && last_word.compare(last_word.size() - 2, 2, "ed") == 0 && !adds && before_last != "being")
        continue;
    }
    // ("with both that's 560 GB", "with the rest it's 112 GB": all of what the question counts; not where the question
    // asks for all but a part and the term names that part: "98 GB; with the rest (the weights) it's 112 GB" asked for
    // everything except the FP16 weights; blind round 82)
    bool whole = false;
    for (const char* x : {" both ", " all ", " the rest ", " everything else ", " the others ", " the other one "})
      whole = whole || (term + " ").rfind(x, 0) == 0;
    if (whole && asks_rest) {
      // (a word of the term the prompt names only as left out: "except the FP16 weights")
      std::string cur;
      for (char c : term + " ") {
        if (std::isalnum(static_cast<unsigned char>(c))) {
          cur += c;
          continue;
        }
        if (cur.size() >= 3 && cur != "the" && cur != "rest" && cur != "else" && cur != "others" && cur != "other" &&
            cur != "all" && cur != "both" && cur != "everything") {
          bool any = false, counted = false;
          for (std::size_t z = prompt_words.find(" " + cur + " "); z != std::string::npos;
               z = prompt_words.find(" " + cur + " ", z + 1)) {
            any = true;
            std::size_t b = z;
            bool out = false;
            for (int back = 0; back < 3 && !out; ++back) {
              while (b > 0 && prompt_words[b - 1] == ' ') --b;
              std::size_t a = b;
              while (a > 0 && prompt_words[a - 1] != ' ') --a;
              if (a == b) break;
              const std::string prev = prompt_words.substr(a, b - a);
              out = prev == "except" || prev == "besides" || prev == "excluding" || prev == "without" || prev == "than";
              b = a;
            }
            counted = counted || !out;
          }
          if (any && !counted) whole = false;
        }
        cur.clear();
      }
    }
    // ("I'd guess 84 GB at first, but with the master copy it's 112 GB": a first guess the reader revises after "but";
    // the revision is the answer whatever it adds, even a term the question leaves out: blind round 67). Not a guess
    // the reader confirms ("as I thought, 112 GB, but with activations it's about 140 GB"), a thought about something
    // ("I thought about it: ..."), nor one about another figure before this one ("I assumed 2 bytes/param: 14 GB, but
    // with the runtime workspace it's 15.4 GB"): blind round 82.
    bool revised = false;
    if (const std::size_t b = span.find(" but "); b != std::string::npos && b < w) {
      const std::string head = " " + answer_low.substr(0, ag);
      const std::string before = head + span.substr(0, b) + " ";
      for (const char* x : {"guess", "thought", "initially", " at first ", " first try ", "assumed"})
        for (std::size_t k = before.find(x); k != std::string::npos && !revised; k = before.find(x, k + 1)) {
          const std::string lead = before.substr(k < 12 ? 0 : k - 12, k < 12 ? k : 12);
          // ("as I thought", "as I'd guessed", "as we assumed", "as guessed"; not "as a first guess")
          const std::string lead_p = " " + lead;
          bool confirms = lead_p.size() >= 4 && lead_p.compare(lead_p.size() - 4, 4, " as ") == 0;
          for (const char* c : {" as i ", " as i'd ", " as i had ", " as we ", " as we'd ", " as you "})
            confirms = confirms || lead_p.find(c) != std::string::npos;
          const bool about = before.compare(k + std::strlen(x), 6, " about") == 0;
          const std::size_t xe = k + std::strlen(x);
          const bool other_figure = xe < head.size() && head.find_first_of("0123456789", xe) != std::string::npos;
          revised = !confirms && !about && !other_figure;
        }
    }
    // ("7 GB; with FP16 that's 14 GB" asked for the FP16 weights: a term that is only the number format the question
    // asks in works the figure into the asked case; round 87, blind82 rows 18 and 92. Not a format the prompt does not
    // name: "14 GB; with FP32 that's 28 GB")
    const bool own_format = own_format_only(term);
    if (!whole && !revised && !own_format && (!asked_term(term, asked_words, true) || adds_unasked_weights(term))) continue;
    chain_sum[i] = true;
    chain_part[gi] = i;
    same_scope[i] = !f.whole;
    for (const char* x : {" all ", " every ", " each ", " together ", " total ", " gpu", " worker", " replica", " rank",
                          " node", " device", " them "})
      same_scope[i] = same_scope[i] && (" " + term + " ").find(x) == std::string::npos;
  }
  // "98 GB; plus the 14 GB of weights that's 112 GB", "= 56 GB; with the 56 GB of master copy and gradients it's 112 GB":
  // the term added holds its own figure, and the sum is the figure before it plus that one: the chain's sum where the
  // term is one the question's asking clause counts, as above (lead session 39: the term's figure had been read as
  // where the chain starts, so the chain was not seen and the figure before it was the answer)
  // (the figure b where a chain that ends at found[i] starts: the nearest before its term's figure found[i - 1] in the
  // answer's dimension; and the plain figures both chain readers below need)
  auto chain_start = [&](std::size_t i) {
    std::size_t bi = i - 2;
    while (bi > 0 && (r.found[bi].q.unknown_unit || !answers_dimension(r.found[bi].q, e))) --bi;
    return bi;
  };
  // (where the three figures' texts stand in the answer, in their order: false where one is not found after the other)
  auto figures_in_order = [&](const std::string& tb, const std::string& tg, const std::string& tf, std::size_t& ab,
                              std::size_t& ag, std::size_t& af) {
    ab = tb.empty() ? std::string::npos : answer_low.find(tb);
    ag = ab == std::string::npos || tg.empty() ? std::string::npos : answer_low.find(tg, ab + tb.size());
    af = ag == std::string::npos || tf.empty() ? std::string::npos : answer_low.find(tf, ag + tg.size());
    return af != std::string::npos;
  };
  auto plain_triple = [&](const found_quantity& f, const found_quantity& g, const found_quantity& b) {
    return !f.negated && !f.called_answer && !b.negated && !f.q.unitless && !g.q.unitless && !b.q.unitless &&
           !f.q.is_range && !g.q.is_range && !b.q.is_range && answers_dimension(f.q, e) && answers_dimension(g.q, e) &&
           answers_dimension(b.q, e);
  };
  for (std::size_t i = 2; i < r.found.size(); ++i) {
    const found_quantity& f = r.found[i];
    const found_quantity& g = r.found[i - 1];
    const std::size_t bi = chain_start(i);
    const found_quantity& b = r.found[bi];
    if (chain_sum[i] || g.negated || !plain_triple(f, g, b) || !(f.q.value > b.q.value) ||
        std::fabs(b.q.value + g.q.value - f.q.value) > 0.03 * f.q.value)
      continue;
    const std::string tb = figure_text(b), tg = figure_text(g), tf = figure_text(f);
    std::size_t ab, ag, af;
    if (!figures_in_order(tb, tg, tf, ab, ag, af)) continue;
    // between the figure before and the term's figure: a clause mark, then the joiner (and an article) alone
    std::string lead = answer_low.substr(ab + tb.size(), ag - (ab + tb.size()));
    if (lead.find_first_of(",;.") == std::string::npos) continue;
    // (the figure before may carry its own label before the clause mark: "53.9 GB for Adam m and v; plus the 27 GB of
    // weights and gradients that's 80.9 GB", blind90 row 367; fix round 93)
    lead.erase(0, lead.find_last_of(",;.") + 1);
    for (char& c : lead)
      if (std::strchr(",;:.()", c)) c = ' ';
    std::vector<std::string> lw;
    {
      std::string cur;
      for (char c : lead + " ") {
        if (c != ' ') cur += c;
        else if (!cur.empty()) lw.push_back(cur), cur.clear();
      }
    }
    std::size_t k = 0;
    if (k < lw.size() && lw[k] == "and") ++k;
    if (!(k < lw.size() && (lw[k] == "with" || lw[k] == "plus" || lw[k] == "adding" || lw[k] == "including" ||
                            lw[k] == "counting")))
      continue;
    ++k;
    if (k < lw.size() && (lw[k] == "the" || lw[k] == "its" || lw[k] == "another" || lw[k] == "their")) ++k;
    // (the term may come before its figure, joined by "of": "plus the optimizer shard of 10.1 GB that's 37.1 GB",
    // blind90 row 321; fix round 93)
    std::string term_before;
    if (k != lw.size()) {
      if (lw.back() != "of" || lw.size() - k < 2) continue;
      for (std::size_t j = k; j + 1 < lw.size(); ++j) term_before += lw[j] + " ";
    }
    // after the term's figure: "of" and the term, then a stater and nothing else before the sum
    std::string mid = " " + answer_low.substr(ag + tg.size(), af - (ag + tg.size())) + " ";
    for (char& c : mid)
      if (std::strchr(",;:()~", c)) c = ' ';
    mid.erase(0, std::min(mid.find_first_not_of(' '), mid.size()));
    mid.insert(0, " ");
    if (mid.rfind(" of ", 0) != 0 && term_before.empty()) continue;
    if (!term_before.empty()) mid.insert(0, " of");  // (the term is said before: nothing but the stater after the figure)
    std::size_t ts = std::string::npos, te = std::string::npos;
    for (const char* st : {" that's ", " that is ", " it's ", " it is ", " gives ", " makes ", " comes to ", " = "})
      if (const std::size_t z = mid.find(st); z != std::string::npos && z < ts) ts = z, te = z + std::strlen(st);
    // (an article may stand between the stater and the sum: "gives the 112 GB total"; blind round 90 row 250)
    for (const char* art : {"the ", "a total of "})
      if (te < mid.size() && mid.compare(te, std::strlen(art), art) == 0) te += std::strlen(art);
    if (ts == std::string::npos || (term_before.empty() ? ts < 4 : ts != 3) ||
        mid.find_first_not_of(' ', te - 1) != std::string::npos)
      continue;
    const std::string term =
        term_before.empty() ? std::string(mid.begin() + 3, mid.begin() + static_cast<std::ptrdiff_t>(ts)) + " " : term_before;
    if (term.find_first_of("0123456789") != std::string::npos) continue;
    bool other = false;
    for (const char* x : {" would ", "'d ", " if ", " without ", " minus ", " less ", " only ", " except ", " not ", " no ",
                          " or ", " per ", " each "})
      other = other || mid.find(x) != std::string::npos;
    if (other || !asked_term(term, asked_words, true) || adds_unasked_weights(term)) continue;
    chain_sum[i] = true;
    chain_part[bi] = i;
    chain_part[i - 1] = i;
  }
  // "112 GB total, less the 14 GB of FP16 weights: 98 GB", "First, 7B x 16 = 112 GB; then take away the 14 GB of
  // weights: 98 GB": a figure, a term taken away with its own figure, and what is left stated right after it (a stater or
  // a colon), the three agreeing, is a chain to the rest where the question asks for all but a part or the term taken
  // away is not one its asking clause counts (fix round 93: blind90 row 240, blind77 row 13). Not "112 GB; minus the 14
  // GB of weights: 98 GB" asked for the whole persistent state, weights included.
  for (std::size_t i = 2; i < r.found.size(); ++i) {
    const found_quantity& f = r.found[i];
    const found_quantity& g = r.found[i - 1];
    const std::size_t bi = chain_start(i);
    const found_quantity& b = r.found[bi];
    // (the term's figure may read as denied, "minus the 14 GB of weights": it is the one taken away)
    if (chain_sum[i] || !plain_triple(f, g, b) || !(f.q.value < b.q.value) ||
        std::fabs(b.q.value - g.q.value - f.q.value) > 0.03 * f.q.value)
      continue;
    const std::string tb = figure_text(b), tg = figure_text(g), tf = figure_text(f);
    std::size_t ab, ag, af;
    if (!figures_in_order(tb, tg, tf, ab, ag, af)) continue;
    std::string lead = " " + answer_low.substr(ab + tb.size(), ag - (ab + tb.size())) + " ";
    for (char& c : lead)
      if (std::strchr(",;:.()", c)) c = ' ';
    std::size_t sw = std::string::npos, sl = 0;
    for (const char* x : {" less ", " minus ", " take away ", " takes away ", " taking away ", " subtract ", " subtracting ",
                          " drop ", " dropping ", " remove ", " removing ", " excluding "})
      if (const std::size_t z = lead.find(x); z != std::string::npos && z < sw) sw = z, sl = std::strlen(x);
    if (sw == std::string::npos) continue;
    bool other = false;
    for (const char* x : {" would ", "'d ", " if ", " but ", " or ", " not ", " per ", " each "})
      other = other || lead.find(x) != std::string::npos;
    // after the term's figure: "of" and the term's words, if any, then a stater or a colon right before what is left
    std::string mid = answer_low.substr(ag + tg.size(), af - (ag + tg.size()));
    std::string mid_term;
    {
      const std::size_t colon = mid.find_last_of(":=");
      std::string m2 = " " + mid + " ";
      std::size_t ts = std::string::npos;
      for (const char* st : {" that's ", " that is ", " it's ", " it is ", " gives ", " leaves ", " leaving ", " makes "})
        if (const std::size_t z = m2.find(st); z != std::string::npos && z < ts) ts = z;
      std::size_t cut = std::string::npos;
      if (colon != std::string::npos && mid.find_first_not_of(" ~", colon + 1) == std::string::npos) cut = colon + 1;
      else if (ts != std::string::npos && m2.find_first_not_of(' ', m2.find(' ', ts + 1) + 1) >= m2.size() - 1) cut = ts;
      if (cut == std::string::npos) continue;
      mid_term = " " + (colon != std::string::npos && cut == colon + 1 ? mid.substr(0, colon) : m2.substr(0, ts)) + " ";
      for (char& c : mid_term)
        if (std::strchr(",;()", c)) c = ' ';
      const std::size_t w0 = mid_term.find_first_not_of(' ');
      if (w0 != std::string::npos && mid_term.compare(w0, 3, "of ") != 0) continue;
      if (w0 != std::string::npos) mid_term.erase(0, w0 + 3);
    }
    std::string term = lead.substr(sw + sl) + " " + mid_term;
    blank_number_formats(term);  // ("of FP16 weights": a format, no figure)
    if (other || term.find_first_of("0123456789") != std::string::npos) continue;
    if (!asks_rest && asked_term(term, asked_words, true)) continue;
    // (where the question asks for all but a part, the term taken away is that part, a word the prompt leaves out:
    // "except the FP16 weights"; not "minus the 14 GB of gradients: 98 GB", the same figure by another part)
    if (asks_rest) {
      bool names_left_out = false;
      std::string cur;
      for (char c : term + " ") {
        if (std::isalnum(static_cast<unsigned char>(c))) {
          cur += c;
          continue;
        }
        if (cur.size() >= 3 && cur != "the" && cur != "and")
          for (std::size_t z = prompt_words.find(" " + cur + " "); z != std::string::npos && !names_left_out;
               z = prompt_words.find(" " + cur + " ", z + 1))
            names_left_out = left_out_at(prompt_words, z + 1);
        cur.clear();
      }
      if (!names_left_out) continue;
    }
    chain_sum[i] = true;
    chain_part[bi] = i;
    chain_part[i - 1] = i;
  }
  // "2.3e5 GPU-hours at peak, ≈3.9e5 at 60% MFU": where the prompt works at an MFU (step time, GPU-hours), a figure
  // said at the GPUs' peak ("at peak", "at 100% MFU", "at full utilization") beside one said at an MFU ("at 60% MFU",
  // "at 0.6 MFU") is the bound the reader starts from, not the answer: the MFU figure is, a bare one in the unit the
  // question asks (blind round 104 row 352). Either alone, or both at an MFU, changes nothing.
  std::vector<int> mfu_case(r.found.size(), 0);  // +1 said at an MFU, -1 said at peak
  bool any_peak = false, any_mfu = false;
  if (prompt_low.find("mfu") != std::string::npos && r.found.size() > 1) {
    for (std::size_t i = 0; i < r.found.size(); ++i) {
      if (r.found[i].negated) continue;
      const std::string t = figure_text(r.found[i]);
      const std::size_t at = t.empty() ? std::string::npos : answer_low.find(t);
      if (at == std::string::npos || answer_low.find(t, at + 1) != std::string::npos) continue;
      std::size_t e2 = at + t.size();
      // (the words after it up to the clause's end or a bracket: "~116 s at 0.59 MFU (68 s at peak)")
      while (e2 < answer_low.size() && std::strchr(",;()\n", answer_low[e2]) == nullptr) ++e2;
      // (and the figure's own span, which may hold its label: "68 s at peak" read as one)
      const std::string after = " " + t + answer_low.substr(at + t.size(), e2 - at - t.size()) + " ";
      // "≈116 s at 0.59 MFU (peak: 68 s)", "(at peak, 68 s)": the peak named before the figure in its own bracket
      // or clause (fix round 109)
      {
        std::size_t b2 = at;
        while (b2 > 0 && std::strchr(";()\n", answer_low[b2 - 1]) == nullptr) --b2;
        const std::string before = " " + answer_low.substr(b2, at - b2);
        if (b2 > 0 && answer_low[b2 - 1] == '(' && before.find("peak") != std::string::npos &&
            before.find_first_of("0123456789") == std::string::npos) {
          mfu_case[i] = -1, any_peak = true;
          continue;
        }
      }
      if (after.find(" at ") == std::string::npos) continue;
      const bool peak = after.find("peak") != std::string::npos || after.find("100% mfu") != std::string::npos ||
                        after.find("100 % mfu") != std::string::npos || after.find("full utili") != std::string::npos;
      if (peak) mfu_case[i] = -1, any_peak = true;
      else if (after.find("mfu") != std::string::npos) mfu_case[i] = 1, any_mfu = true;
    }
  }
  // "140 GB; at 4 bytes it would double", "14 GB; 4 bytes would double it": a byte width ("4 bytes", a few bytes,
  // typed as the word) beside a figure of gigabytes is the per-parameter width the reader talks about, not a memory
  // figure of the question's size (fix round 109: "4 bytes" had been read as the answer)
  // the byte width of what the question asks: its ledger row's dtype, else the one width its prompt gives in bytes
  // "per" or "each" ("(2 bytes per parameter)", "(4 bytes each)"); 0 where it names none or several
  auto question_width = [&]() -> double {
    if (e.row_bytes == 1 || e.row_bytes == 2 || e.row_bytes == 4) return e.row_bytes;
    double w = 0;
    for (std::size_t z = prompt_low.find(" byte"); z != std::string::npos; z = prompt_low.find(" byte", z + 1)) {
      std::size_t d = z;
      while (d > 0 && std::isdigit(static_cast<unsigned char>(prompt_low[d - 1]))) --d;
      if (d == z) continue;
      std::size_t k = z + 5;
      while (k < prompt_low.size() && std::isalpha(static_cast<unsigned char>(prompt_low[k]))) ++k;
      if (prompt_low.compare(k, 5, " per ") != 0 && prompt_low.compare(k, 5, " each") != 0) continue;
      const double n = std::atof(prompt_low.c_str() + d);
      if (w != 0 && w != n) return 0;
      w = n;
    }
    return w;
  };
  auto byte_width = [&](const found_quantity& f) {
    if (f.q.unitless || f.q.dim != qdim::bytes || f.q.value > 16 || e.dim != qdim::bytes || e.value < 1e6) return false;
    if (ascii_lower(f.text).find("byte") == std::string::npos) return false;
    // (not a label right after the figure it labels: "140 GB at 4 bytes" says which width the 140 GB is for)
    const std::string t = figure_text(f);
    const std::size_t at = t.empty() ? std::string::npos : answer_low.find(t);
    if (at == std::string::npos) return false;
    std::size_t b = at;
    while (b > 0 && answer_low[b - 1] == ' ') --b;
    if (b >= 2 && answer_low.compare(b - 2, 2, "at") == 0 && (b == 2 || answer_low[b - 3] == ' ')) {
      b -= 2;
      while (b > 0 && answer_low[b - 1] == ' ') --b;
      // ("140 GB at 2 bytes" where the question's own width is 2 bytes: the label agrees, the figure before it is the
      // answer (blind115 row: "2 bytes" had been read); a label of another width stays, "140 GB at 4 bytes" is wrong,
      // and so does one where the question names no one width, "84 GB at 16 bytes" for the 12-byte table)
      if (b > 0 && std::isalnum(static_cast<unsigned char>(answer_low[b - 1])) && f.q.value != question_width()) return false;
    }
    for (const auto& g : r.found)
      if (&g != &f && !g.negated && !g.q.unitless && g.q.dim == qdim::bytes && g.q.value >= 1e6) return true;
    return false;
  };
  auto candidate = [&](const found_quantity& f) {
    const std::size_t fi = static_cast<std::size_t>(&f - r.found.data());
    const bool own = (both_cases && label[fi] > 0) || chain_sum[fi] || (any_peak && mfu_case[fi] > 0);
    if (any_mfu && mfu_case[fi] < 0) return false;
    if (byte_width(f)) return false;
    // (a chain's sum keeps the scope of the part it adds to: "K is 0.67 GB per GPU; with V that's 1.34 GB" asked for
    // each GPU's cache, blind90 row 314; fix round 93)
    bool part_per_item = false;
    for (std::size_t k = 0; k < fi && same_scope[fi]; ++k)
      part_per_item = part_per_item || (chain_part[k] == fi && r.found[k].per_item);
    if (f.negated || !answers_dimension(f.q, e) || (out_of_scope(f) && !(e.per_item && part_per_item)) ||
        (any_whole && f.each && !per_item_asked(f) && !own))
      return false;
    if (restated_size(f)) return false;
    if (exact_exists && !f.q.unitless && f.q.dim != e.dim) return false;
    // "1.22e5 GPU-hours with checkpointing, 9.4e4 without": the bare figure labelled with the reader's own
    // case takes the unit of the other case's figure (blind round 45)
    if (any_typed && f.q.unitless && (!f.marked || restates_givens(f)) && !own) return false;
    return true;
  };
  // figures said of serving are context where another candidate is not; so is a strict bound ("112 GB,
  // i.e. >80GB": the card the figure exceeds; audit round 26)
  // "98 GB (the 112 GB total less the 14 GB of FP16 weights)": an answer that opens with its figure and
  // explains it in brackets; the figures inside the brackets are its working (unless the brackets correct
  // it: "84 GB (no wait, 112 GB)") (audit round 26)
  std::size_t work_open = std::string::npos, work_close = std::string::npos;
  // (or not marked, where the bracket right after it opens with "=": "65,536 (= 8 seqs x 2048 tokens x 4)", round 194)
  auto eq_bracket_after_opening = [&]() {
    std::string t;
    const std::size_t opens = opening_figure_at(answer_low, r.found[0], t);
    if (opens == std::string::npos) return false;
    std::size_t k = answer_low.find_first_not_of(' ', opens + t.size());
    if (k == std::string::npos || answer_low[k] != '(') return false;
    k = answer_low.find_first_not_of(' ', k + 1);
    return k != std::string::npos && answer_low[k] == '=';
  };
  if (r.found.size() > 1 && (r.found[0].marked || eq_bracket_after_opening()) && !r.found[0].negated && candidate(r.found[0])) {
    // (its text without the hedge: "~98 GB (the 112 GB total less ...)" opens with its figure as "98 GB (...)" does;
    // the "~" glued to it had kept the figure from matching the answer's first non-"~" character; blind round 104 C)
    std::string t0;
    const std::size_t p0 = opening_figure_at(answer_low, r.found[0], t0, true);
    if (p0 != std::string::npos) {
      std::size_t k = p0 + t0.size();
      while (k < answer_low.size() && answer_low[k] == ' ') ++k;
      // ... or a few words after it that say what it is ("828 GB total (weights 138 + ...)"; lead's probe 15)
      if (const std::size_t open = bracket_after_figure(answer_low, k); open != std::string::npos) k = open;
      if (k < answer_low.size() && answer_low[k] == '(') {
        // the bracket's own close, past brackets nested in it ("15 GB (the 2*sqrt(64) = 16 GB bound is one
        // more)": the naive first ')' had left "= 16 GB" outside the working; blind round 54)
        std::size_t c = std::string::npos;
        for (std::size_t d = 0, j = k; j < answer_low.size(); ++j) {
          if (answer_low[j] == '(') ++d;
          else if (answer_low[j] == ')' && --d == 0) {
            c = j;
            break;
          }
        }
        if (c == std::string::npos) c = answer_low.find(')', k);
        const std::string inner = answer_low.substr(k, c == std::string::npos ? std::string::npos : c - k);
        const bool corrects = bracket_corrects(inner);
        if (!corrects) work_open = k, work_close = c == std::string::npos ? answer_low.size() : c;
      } else if (k < answer_low.size() && answer_low[k] == ':' && !r.found[0].q.is_range &&
                 // (not a prompt's given before the bare result, "16 bytes: 112": the setting; blind round 138)
                 !(colon_result && given(r.found[0].q.number)) &&
                 std::isdigit(static_cast<unsigned char>(answer_low[p0])) &&
                 std::isdigit(static_cast<unsigned char>(answer[std::min(answer.size() - 1, p0)]))) {
        // "11.3 GB: 80 layers x ~0.14 GB + logits": the figure the answer opens with, then a colon and how it was
        // reached; the rest is its working (unless it corrects it: "84 GB: no wait, 112 GB"; not after a range the colon
        // narrows: "20-30%: about 29%", nor after a word: "doubled: 2x ...") (blind round 73)
        const std::string inner = answer_low.substr(k);
        // ("...: x2 = 224 GB", "156 GB: 13 x 16 = 208": a later result, not working; but where the answer opens with a
        // figure in the question's unit and the working after the colon opens with a figure of its own, not an operation
        // on that result, an '=' that gives another quantity ("= 71 recomputed layers", "= 14 bytes per parameter") is
        // working, and so is a bare total of a sum or product that the working's words lead into, a sub-step ("... out of
        // 3 × 80 = 240", "8 checkpoints plus 8 - 1 = 7"; not "8 checkpoints + 8 layers = 16", whose sum ends in words)
        // (round 191)
        bool later_result = false;
        {
          const std::size_t op = inner.find_first_not_of(" :");
          const bool opens_figure = op != std::string::npos && std::isdigit(static_cast<unsigned char>(inner[op]));
          const bool typed_result = !r.found[0].q.unitless && r.found[0].q.dim == e.dim;
          // (the last '=' decides: one before it is a step the working goes on from, "80 - 9 = 71 out of 3 × 80 = 240")
          for (std::size_t j = inner.rfind('='); j != std::string::npos && !later_result; j = std::string::npos) {
            if (!opens_figure || !typed_result) {
              later_result = true;
              break;
            }
            const std::size_t d = inner.find_first_not_of(" ~", j + 1);
            int typed = 0;  // 1: the figure after '=' has the result's unit; -1: another quantity's
            for (std::size_t fi = 1; fi < r.found.size() && d != std::string::npos && typed == 0; ++fi) {
              const std::string ft = figure_text(r.found[fi]);
              if (!ft.empty() && inner.compare(d, ft.size(), ft) == 0 && !r.found[fi].q.unitless)
                typed = r.found[fi].q.dim == r.found[0].q.dim ? 1 : -1;
            }
            if (typed != 0) {
              later_result = typed > 0;
              break;
            }
            // a bare total: the arithmetic run before the '=' (figures, operators, spaces; '×', '−', '·' as bytes past
            // ASCII), ending in a figure, with an operator in it and words before it
            std::size_t b = j;
            while (b > 0 && inner[b - 1] == ' ') --b;
            const bool ends_figure = b > 0 && (std::isdigit(static_cast<unsigned char>(inner[b - 1])) || inner[b - 1] == ')');
            bool has_op = false;
            while (b > 0) {
              const unsigned char c = static_cast<unsigned char>(inner[b - 1]);
              const bool x_op = c == 'x' && (b < 2 || !std::isalpha(static_cast<unsigned char>(inner[b - 2]))) &&
                                (b >= inner.size() || !std::isalpha(static_cast<unsigned char>(inner[b])));
              if (!(std::isdigit(c) || c == ' ' || c == '.' || std::strchr("+-*/^()", c) != nullptr || c >= 0x80 || x_op))
                break;
              has_op = has_op || std::strchr("+-*/^", c) != nullptr || c >= 0x80 || x_op;
              --b;
            }
            const bool led_by_words = b > 0 && std::isalpha(static_cast<unsigned char>(inner[b - 1]));
            later_result = !(ends_figure && has_op && led_by_words);
          }
        }
        bool corrects = later_result || bracket_corrects(inner);
        for (const char* w : {" so ", "total", "answer"}) corrects = corrects || inner.find(w) != std::string::npos;
        if (!corrects) work_open = k, work_close = answer_low.size();
      }
    }
  }
  // "1.07 GB, i.e. 2 bytes per value" where the prompt says "(2 bytes per value)": a figure said with the
  // words the prompt gives it is a restated given, context where another candidate is there (audit round 26)
  auto restated_with_words = [&](const found_quantity& f) {
    if (f.called_answer || f.text.empty()) return false;
    const std::string t = ascii_lower(f.text);
    const std::size_t at = answer_low.find(t);
    if (at == std::string::npos || answer_low.find(t, at + 1) != std::string::npos) return false;
    std::size_t k = at + t.size();
    for (int words = 0; words < 2; ++words) {  // the figure and the two words after it
      while (k < answer_low.size() && answer_low[k] == ' ') ++k;
      const std::size_t b = k;
      while (k < answer_low.size() && std::isalpha(static_cast<unsigned char>(answer_low[k]))) ++k;
      if (k == b) return false;
    }
    const std::string said = answer_low.substr(at, k - at);
    const std::size_t in_prompt = prompt_low.find(said);
    return in_prompt != std::string::npos &&
           (in_prompt == 0 || !std::isalnum(static_cast<unsigned char>(prompt_low[in_prompt - 1]))) &&
           (in_prompt + said.size() >= prompt_low.size() ||
            !std::isalpha(static_cast<unsigned char>(prompt_low[in_prompt + said.size()])));
  };
  // "6.74e9 x 16 B = 107.8 GB (the page's 112 GB)": the same for the result of the reader's equation, the
  // figure right after its last '=' (or '≈'): the brackets after it explain it (blind round 44)
  const found_quantity* work_owner = r.found.empty() ? nullptr : &r.found[0];
  if (work_open == std::string::npos && r.found.size() > 1) {
    for (const auto& f : r.found) {
      if (f.negated || !candidate(f)) continue;
      const std::string t = ascii_lower(f.text);
      const std::size_t at = t.empty() ? std::string::npos : answer_low.find(t);
      if (at == std::string::npos || answer_low.find(t, at + 1) != std::string::npos) continue;
      std::size_t b = at;
      while (b > 0 && (answer_low[b - 1] == ' ' || answer_low[b - 1] == '~')) --b;
      const bool result = (b > 0 && answer_low[b - 1] == '=') ||
                          (b >= 3 && answer_low.compare(b - 3, 3, "\xE2\x89\x88") == 0);
      if (!result) continue;
      std::size_t k = at + t.size();
      while (k < answer_low.size() && answer_low[k] == ' ') ++k;
      if (const std::size_t open = bracket_after_figure(answer_low, k); open != std::string::npos) k = open;
      // ("15 GB (the 2*sqrt(64) = 16 GB bound is one more)": an '=' inside the bracket is the aside's own working,
      // not a later result; blind round 52)
      const bool opens = k < answer_low.size() && answer_low[k] == '(';
      std::size_t close = std::string::npos;
      if (opens)  // the bracket's own close, past brackets nested in it ("sqrt(64)")
        for (std::size_t d = 0, j = k; j < answer_low.size(); ++j) {
          if (answer_low[j] == '(') ++d;
          else if (answer_low[j] == ')' && --d == 0) {
            close = j;
            break;
          }
        }
      const std::size_t later_eq = answer_low.find('=', at);
      if (later_eq != std::string::npos &&
          !(opens && close != std::string::npos && later_eq > k && later_eq < close &&
            answer_low.find('=', close) == std::string::npos))
        continue;
      if (!opens) continue;
      const std::size_t c = later_eq != std::string::npos ? close : answer_low.find(')', k);
      const std::string inner = answer_low.substr(k, c == std::string::npos ? std::string::npos : c - k);
      const bool corrects = bracket_corrects(inner);
      if (!corrects) work_open = k, work_close = c == std::string::npos ? answer_low.size() : c, work_owner = &f;
      break;
    }
  }
  auto in_working = [&](const found_quantity& f) {
    if (work_open == std::string::npos || &f == work_owner || f.called_answer) return false;
    const std::size_t at = answer_low.find(ascii_lower(f.text), work_open);
    return at != std::string::npos && at < work_close;
  };
  // "98 GB of overhead on top of the 14 GB of weights", "20.8 GB, fits on a single 24GB card" (blind round 60): the
  // figure right after "on top of (the)" is the base the answer adds to, and one a few words after "fits on/in" is
  // the card it fits on: context where another candidate is there
  auto comparand = [&](const found_quantity& f) {
    if (f.called_answer || f.text.empty()) return false;
    {
      // "120,000 GPU-hours, at $2/GPU-hr that's ~$240k": a figure after a currency sign is money, not a quantity of
      // the question; "1120 GB for the 70 B": a bare "B" figure after "for the/a" names the model's size (blind round 60)
      const std::string t = figure_text(f);
      const std::size_t at = figure_once(answer_low, t);
      if (at != std::string::npos) {
        std::size_t b = at;
        while (b > 0 && (answer_low[b - 1] == ' ' || answer_low[b - 1] == '~')) --b;
        if (b > 0 && answer_low[b - 1] == '$') return true;
        if (b >= 3 && (answer_low.compare(b - 3, 3, "\xE2\x82\xAC") == 0)) return true;  // €
        if (b >= 2 && (answer_low.compare(b - 2, 2, "\xC2\xA3") == 0)) return true;     // £
        std::size_t e2 = at + t.size();
        const bool bare_b = t.size() >= 2 && t.back() == 'b' && (t[t.size() - 2] == ' ' || std::isdigit(static_cast<unsigned char>(t[t.size() - 2]))) &&
                            f.text.back() == 'B';
        while (e2 < answer_low.size() && answer_low[e2] == ' ') ++e2;
        // (or the end of its clause: "208 GB for the 13 B, no 80 GB card comes close"; audit round 63)
        const bool at_end = e2 >= answer_low.size() || answer_low.compare(e2, 5, "model") == 0 ||
                            std::strchr(",;)", answer_low[e2]) != nullptr ||
                            (answer_low[e2] == '.' && (e2 + 1 >= answer_low.size() || answer_low[e2 + 1] == ' '));
        std::string lead = answer_low.substr(0, b);
        while (!lead.empty() && lead.back() == ' ') lead.pop_back();
        auto ends = [&](const char* x) {
          const std::size_t n = std::strlen(x);
          return lead.size() >= n && lead.compare(lead.size() - n, n, x) == 0 &&
                 (lead.size() == n || !std::isalnum(static_cast<unsigned char>(lead[lead.size() - n - 1])));
        };
        // ("... no 80.9 GB with 6.74B": "with" names the model too; audit round 63)
        if (bare_b && at_end && (ends("for the") || ends("for a") || ends("with") || ends("with the") || ends("with a")))
          return true;
      }
    }
    const std::size_t at = figure_once(answer_low, ascii_lower(f.text));
    if (at == std::string::npos) return false;
    std::string before = answer_low.substr(0, at);
    while (!before.empty() && (before.back() == ' ' || before.back() == '~')) before.pop_back();
    std::vector<std::string> w;  // the words before the figure, last first, within its clause
    for (std::size_t k = before.size(); k > 0 && w.size() < 6;) {
      std::size_t b = k;
      while (b > 0 && (std::isalnum(static_cast<unsigned char>(before[b - 1])) || before[b - 1] == '-')) --b;
      if (b == k) break;
      w.push_back(before.substr(b, k - b));
      k = b;
      while (k > 0 && before[k - 1] == ' ') --k;
    }
    std::size_t k = 0;
    if (k < w.size() && (w[k] == "the" || w[k] == "a")) ++k;
    if (k + 2 < w.size() && w[k] == "of" && w[k + 1] == "top" && w[k + 2] == "on") return true;
    for (std::size_t j = 0; j + 1 < w.size() && j < 5; ++j)
      if ((w[j] == "on" || w[j] == "in" || w[j] == "into") &&
          (w[j + 1] == "fits" || w[j + 1] == "fit" || w[j + 1] == "fitting"))
        return true;
    return false;
  };
  // "140 GB, halved with int8 = 70 GB", "10.7 GB; without GQA it'd be 8x that, ~86 GB", "33.7 GB; leaves ~47 GB for
  // activations", "26.25 GB; it approaches 28 GB as P grows", "1.33x; the page's 30-50% ...": an answer that opens with
  // its figure and then goes one step further (a what-if, what is left over, a limit, the book's own figure): a later
  // figure reached through such words is the side step, context where the opening figure is there (blind round 73)
  const found_quantity* lead = nullptr;
  std::string lead_text;  // the opening figure's text without its '~' ("~116 s per step; ...")
  if (r.found.size() > 1 && !r.found[0].negated && candidate(r.found[0])) {
    std::string t0;
    std::size_t p0 = opening_figure_at(answer_low, r.found[0], t0);
    if (p0 != std::string::npos) lead = &r.found[0], lead_text = t0;
    else p0 = t0.empty() ? std::string::npos : answer_low.find(t0);
    // ... or after a short label of what it is and a colon: "m and v: 56 GB; adding the fp16 weights and grads makes
    // 84 GB" (at most four words, no digit; fix round 93, lead38 row 7)
    if (!lead && p0 != std::string::npos && p0 >= 2) {
      const std::string head = answer_low.substr(0, p0);
      const std::size_t colon = head.find_last_not_of(" ~");
      int words = 0;
      bool in_word = false;
      for (char c : head) {
        const bool ch = c != ' ' && c != ':';
        if (ch && !in_word) ++words;
        in_word = ch;
      }
      if (colon != std::string::npos && head[colon] == ':' && head.find(':') == colon && words >= 1 && words <= 4 &&
          head.find_first_of("0123456789=;.,") == std::string::npos)
        lead = &r.found[0], lead_text = t0;
    }
  }
  std::size_t lead_end = lead ? answer_low.find(lead_text) + lead_text.size() : std::string::npos;
  // ... or with its working: "(80 − 9)/240 = 29.6%; close to the page's 20–30%", "7e9 × 14 = 98 GB; plus the 14 GB of
  // weights gives the 112 GB total": only numbers and operators before the first '=', and right after it the figure the
  // working comes to, the answer's opening figure for the side-step reader (round 84's rows; round 87). The chain reader
  // still reads a later figure the words between work toward ("= 1.75; times the 14 GB buffer that's 24.5 GB").
  if (!lead && r.found.size() > 1) {
    const std::size_t eq = answer_low.find('=');
    bool working = eq != std::string::npos && eq > 0;
    bool digit = false;
    for (std::size_t k = 0; working && k < eq; ++k) {
      const unsigned char c = static_cast<unsigned char>(answer_low[k]);
      if (std::isdigit(c)) digit = true;
      else if (c >= 0x80) continue;  // × − · (UTF-8)
      else if (c == 'e' && k > 0 && std::isdigit(static_cast<unsigned char>(answer_low[k - 1])) && k + 1 < eq &&
               std::isdigit(static_cast<unsigned char>(answer_low[k + 1])))
        continue;  // 7e9
      else if (!std::strchr(" .,()*/+-x^~", static_cast<char>(c))) working = false;
    }
    std::size_t at = working && digit ? eq + 1 : std::string::npos;
    while (at != std::string::npos && at < answer_low.size() &&
           (answer_low[at] == ' ' || answer_low[at] == '~' || answer_low.compare(at, 3, "\xE2\x89\x88") == 0))
      at += answer_low[at] == ' ' || answer_low[at] == '~' ? 1 : 3;
    if (at != std::string::npos && at < answer_low.size())
      for (const found_quantity& f : r.found) {
        const std::string t = figure_text(f);
        if (t.empty() || answer_low.compare(at, t.size(), t) != 0) continue;
        // (the working's end: no operator right after it, "= 8 bytes × 7B = 56 GB" works on)
        std::size_t nx = answer_low.find_first_not_of(' ', at + t.size());
        const bool works_on = nx != std::string::npos &&
                              (std::strchr("*/+-=x^", answer_low[nx]) != nullptr || answer_low.compare(nx, 2, "\xC3\x97") == 0 ||
                               answer_low.compare(nx, 3, "\xE2\x88\x92") == 0) &&
                              (answer_low[nx] != 'x' || nx + 1 >= answer_low.size() || answer_low[nx + 1] == ' ');
        if (!f.negated && candidate(f) && &f != &r.found.back() && !works_on) lead = &f, lead_text = t, lead_end = at + t.size();
        break;
      }
  }
  // "35.7 GB, so with ZeRO-1's 37 GB that's ~73 GB", "280 GB; with the BF16 weights that's 420 GB": a figure, then
  // another term added to it and the sum stated, is a sum of something else (not where the term is taken away). `span`
  // is the text between the two figures, padded with spaces, its , ; : ( ) blanked.
  auto side_sum_span = [&](const std::string& span, bool subtracts, bool but) {
    std::size_t w = span.find(" with "), wl = 6;
    if (w == std::string::npos) w = span.find(" plus ");
    if (w == std::string::npos) w = span.find(" adding "), wl = 8;  // ("56 GB; adding the weights and grads makes 84 GB")
    // ("280 GB; on top of the 840 GB crude total that's 1120 GB": the base it is added to, then the sum; blind round 131)
    if (w == std::string::npos) w = span.find(" on top of "), wl = 11;
    const bool takes_away = subtracts || span.find(" without ") != std::string::npos ||
                            span.find("remov") != std::string::npos || span.find("exclud") != std::string::npos ||
                            span.find(" out ") != std::string::npos || span.find(" off ") != std::string::npos;
    // ("280 GB per moment, with both that's 560 GB": both of what the prompt counts, the asked total)
    const bool whole = w != std::string::npos && (span.compare(w, 11, " with both ") == 0 || span.compare(w, 10, " with all ") == 0);
    // (not where the added term is one the question itself counts: "2.15 GB of layer inputs; with the logits that's
    // 3.3 GB" asked for inputs plus logits, "12 bytes ... become 1.5; with the 4 bytes of weights and gradients that's
    // 37.1 GB" asked for weights, gradients, master copy and moments; a number format named there, "with the BF16
    // weights", is no such term; blind round 77)
    std::size_t ts = std::string::npos;
    if (w != std::string::npos)
      for (const char* st : {" that's ", " that is ", " it's ", " it is ", " gives ", " makes ", " reaches ", " comes to "})  // ("... it
        ts = std::min(ts, span.find(st, w));  // reaches 840 GB": blind round 81 row 269)
    const bool own_term = ts != std::string::npos && ((asked_term(span.substr(w, ts - w), prompt_words, false) &&
                          !adds_unasked_weights(span.substr(w, ts - w))) || own_format_only(span.substr(w + wl, ts - w - wl)));
    // ("with 6.74B it's 80.9 GB", "with 6.74e9 that's ...": the same figure worked again from another input, not a term
    // added to it)
    std::size_t nw = w == std::string::npos ? w : span.find_first_not_of(' ', w + wl);
    if (nw != std::string::npos && span.compare(nw, 4, "the ") == 0) nw = span.find_first_not_of(' ', nw + 4);
    bool rederived = false;  // a model size right after "with": digits, then "b" or "e9" ("6.74b", "6.74e9")
    if (nw != std::string::npos && std::isdigit(static_cast<unsigned char>(span[nw]))) {
      std::size_t d = nw;
      while (d < span.size() && (std::isdigit(static_cast<unsigned char>(span[d])) || span[d] == '.')) ++d;
      rederived = (d < span.size() && span[d] == 'b' && (d + 1 >= span.size() || span[d + 1] == ' ')) ||
                  span.compare(d, 2, "e9") == 0;
    }
    // (the sum stated is this figure, not one before it: "plus the rest it's 112 GB, so 98 GB" ends at 112)
    const bool stated_here = ts != std::string::npos &&
                             span.find_first_of("0123456789", span.find(' ', ts + 1)) == std::string::npos;
    return w != std::string::npos && !takes_away && !but && !whole && !own_term && !rederived && stated_here;
  };
  // "112 GB; the Adam states alone are 56 GB", "98 GB; 14 GB is only the weights we leave out", "≈3×; the scores alone
  // grow 4×": after the opening figure and a ';', a clause whose figure is said of one part by itself ("the X alone",
  // "by itself", "on their own"; the figure "is only / just the X") gives that part's own figure, a remark on the
  // answer, not a correction of it (round 194). Not where that clause corrects (bracket_corrects' words: "no, the
  // weights alone are 14 GB"), nor where the part is the question's own ledger row ("28 GB; the weights alone are 14
  // GB" asked for the weights: the reader narrows to the asked row). `at`, `len`: the later figure in answer_low.
  auto part_alone_remark = [&](std::size_t at, std::size_t len) {
    const std::size_t semi = answer_low.find(';', lead_end);
    if (semi == std::string::npos || semi > at) return false;
    const std::string head = answer_low.substr(lead_end, semi - lead_end);
    if (head.find_first_of("0123456789=") != std::string::npos) return false;
    // the clause of the figure: from the ';' to the figure, and after it to the clause's end
    std::size_t end = answer_low.find_first_of(",;.!?\n", at + len);
    // (a decimal point inside a later number does not end it)
    while (end != std::string::npos && answer_low[end] == '.' && end + 1 < answer_low.size() &&
           std::isdigit(static_cast<unsigned char>(answer_low[end + 1])))
      end = answer_low.find_first_of(",;.!?\n", end + 1);
    const std::string clause = " " + answer_low.substr(semi + 1, at - semi - 1) + " ";
    std::string before = clause;
    // (or the clause after a comma in it, where the part's figure follows a step of working: "112 GB; minus the 14 GB of
    // weights, the bookkeeping alone is 98 GB")
    if (const std::size_t comma = before.rfind(','); comma != std::string::npos && before.find_first_of("0123456789") != std::string::npos)
      before = " " + before.substr(comma + 1);
    std::string tail = answer_low.substr(at + len, end == std::string::npos ? std::string::npos : end - at - len);
    tail = " " + tail.substr(std::min(tail.size(), tail.find_first_not_of(' '))) + " ";
    if (bracket_corrects(clause + tail)) return false;
    if (before.find_first_of("0123456789") != std::string::npos) return false;  // (one figure in the clause: this one)
    bool alone = false;
    for (const char* x : {" alone ", " by itself ", " by themselves ", " on its own ", " on their own "})
      alone = alone || before.find(x) != std::string::npos || tail.find(x) != std::string::npos;
    for (const char* x : {" is only ", " are only ", " is just ", " are just "})
      alone = alone || tail.compare(0, std::strlen(x), x) == 0;
    if (!alone) return false;
    if (!e.row.empty() && e.row != "total") {
      const std::string said = before + tail;
      const char* const* names = nullptr;
      static const char* const weights[] = {"weight", "param", nullptr};
      static const char* const grads[] = {"grad", nullptr};
      static const char* const opt[] = {"optim", "adam", "moment", " m and v", nullptr};
      static const char* const master[] = {"master", nullptr};
      static const char* const acts[] = {"activation", nullptr};
      static const char* const kv[] = {" kv", "cache", nullptr};
      if (e.row == "weights") names = weights;
      else if (e.row == "gradients") names = grads;
      else if (e.row == "optimizer_state") names = opt;
      else if (e.row == "master_weights") names = master;
      else if (e.row == "activations") names = acts;
      else if (e.row == "kv_cache") names = kv;
      if (names == nullptr) return false;
      for (const char* const* n = names; *n; ++n)
        if (said.find(*n) != std::string::npos) return false;
    }
    return true;
  };
  auto side_step = [&](const found_quantity& f) {
    if (!lead || &f == lead || f.called_answer || f.text.empty()) return false;
    // ("33.7 GB per GPU; with all the GPUs together that's 270 GB, so 270 GB": the figure said again as the result, after
    // "so", is the reader's conclusion, not the side sum it repeats; blind round 82)
    if (f.marked)
      for (const found_quantity& e2 : r.found) {
        if (&e2 == &f) break;
        if (e2.text == f.text && &e2 != lead && answer_low.find("so " + ascii_lower(f.text)) != std::string::npos) return false;
      }
    const std::string t = ascii_lower(f.text);
    const std::size_t from = lead_end;
    std::size_t at = answer_low.find(t, from), t_len = t.size();
    // (a range read in other words than typed, "20 to 30%" of "20–30%": found at its first number)
    if (at == std::string::npos && f.q.is_range && !t.empty() && std::isdigit(static_cast<unsigned char>(t[0]))) {
      const std::string first = t.substr(0, t.find_first_not_of("0123456789.,"));
      for (std::size_t k = answer_low.find(first, from); k != std::string::npos; k = answer_low.find(first, k + 1))
        if (!std::isdigit(static_cast<unsigned char>(answer_low[k - 1])) && answer_low[k - 1] != '.') {
          at = k, t_len = first.size();
          break;
        }
    }
    // (a multiple read as "1.3 x" of the typed "1.3×" or "1.3x")
    if (at == std::string::npos && t.size() > 2 && t.compare(t.size() - 2, 2, " x") == 0)
      for (const std::string& alt : {t.substr(0, t.size() - 2) + "\xC3\x97", t.substr(0, t.size() - 2) + " \xC3\x97",
                                     t.substr(0, t.size() - 2) + "x"})
        if (at == std::string::npos && (at = answer_low.find(alt, from)) != std::string::npos) t_len = alt.size();
    // (a figure read as a product of its own, "4096 tokens * 8" of "4096 tokens × 8", is a factor of the product it
    // is part of: working, round 194)
    if (at == std::string::npos && t.find(" *") != std::string::npos && product_factor_text(answer_low, t, from)) return true;
    if (at == std::string::npos) return false;
    std::string span = " " + answer_low.substr(from, at - from) + " ";
    for (char& c : span)
      if (std::strchr(",;:()", c)) c = ' ';
    // (not a figure the reader goes on to call what is needed: "14 GB halved with int8 = 7 GB is what serving needs")
    std::string after = answer_low.substr(at + t_len, 24);
    while (!after.empty() && after[0] == ' ') after.erase(0, 1);
    if (after.rfind("is what", 0) == 0 || after.rfind("is the answer", 0) == 0 || after.rfind("is my answer", 0) == 0)
      return false;
    if (part_alone_remark(at, t_len)) return true;
    // "65,536. 8 seqs x 2048 tokens x 4 steps.": after the opening figure, a factor of a product is the working toward
    // a figure, not a figure of its own, also where it carries the asked unit (round 194; blind188 row 159)
    if (product_factor_at(answer_low, at, t_len)) return true;
    // ("112 GB minus 14 GB leaves 98 GB": what is left after a subtraction is its result; "1120 GB with a master copy,
    // but the page's crude total is 840 GB": the book's figure set against the reader's is the reader's correction;
    // "I would guess 3x": the reader's own hedge, not a what-if)
    const bool subtracts = span.find(" minus ") != std::string::npos || span.find(" less ") != std::string::npos ||
                           span.find(" - ") != std::string::npos || span.find("subtract") != std::string::npos;
    const bool but = span.find(" but ") != std::string::npos;
    // "~116 s per step; 2T tokens / 4.19M = 477k steps, so ~640 days": the opening figure said per step, a later one
    // reached through a count of steps is the whole run's
    {
      std::string after_lead = answer_low.substr(from, 10);
      while (!after_lead.empty() && after_lead[0] == ' ') after_lead.erase(0, 1);
      if (after_lead.rfind("per step", 0) == 0 && span.find(" steps ") != std::string::npos) return true;
    }
    // (not where the way to the later figure names the question's own terms: "280 GB in FP32, halved in BF16 = 140 GB"
    // asked in BF16, "2x for B; doubling T as well makes it 4x" asked for both doubled, "1120 GB with a master copy; the
    // page's crude total leaves it out: 840 GB": the reader works from a figure of another case to the asked one. After
    // a counterfactual ("would", "it'd", "if") only the words after it count: "10.7 GB; without GQA (64 KV heads) it'd
    // be 8x that" names the prompt's KV heads before it. The lead's probe of round 73's rule.)
    auto names_prompt_terms = [&](std::size_t from_k) {
      static const char* const common[] = {"the", "and", "for", "with", "that", "that's", "this", "its", "it's", "per",
                                           "each", "gb", "gib", "tb", "bytes", "byte", "param", "params", "parameter",
                                           "parameters", "model", "memory", "weights", "much", "how", "what", "which",
                                           "from", "into", "over", "page's", "book's", "gpu", "gpus", "are", "is", "be",
                                           "would", "if", "of", "in", "it", "to", "as", "by", "at", "on", "so", "an", "a",
                                           "they", "were", "was", "will", "then", "than", "you", "your", "our", "one"};
      const std::string& pw = prompt_words;
      // ("doubling T" reaches here as "2 x t": the number words are digits by now)
      if (span.find(" 2 x ", from_k) != std::string::npos &&
          (pw.find(" doubl") != std::string::npos || pw.find(" twice ") != std::string::npos))
        return true;
      std::string cur;
      for (char c : span.substr(from_k) + " ") {
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'') {
          cur += c;
          continue;
        }
        if (cur.size() >= 3 && std::none_of(std::begin(common), std::end(common), [&](const char* w) { return cur == w; }) &&
            (pw.find(" " + cur + " ") != std::string::npos ||
             (cur.size() > 5 && pw.find(" " + cur.substr(0, 5)) != std::string::npos)))  // "doubling" of "double"
          return true;
        cur.clear();
      }
      return false;
    };
    if (side_sum_span(span, subtracts, but)) return true;
    // "(80 − 9)/240 = 29.6%, so about 1.3× the step time": where the question asks a share in percent, a later multiple
    // of another named quantity ("N× the step time") is a conversion, not the share (round 87, blind84 row 71)
    if (prompt_low.find("in percent") != std::string::npos &&
        (t.find("\xC3\x97") != std::string::npos || (t.size() > 1 && t.back() == 'x'))) {
      std::string aft = answer_low.substr(at + t_len, 16);
      while (!aft.empty() && aft[0] == ' ') aft.erase(0, 1);
      if (aft.rfind("the ", 0) == 0 || aft.rfind("of the ", 0) == 0) return true;
    }
    // "140 GB in BF16; doubled in FP32 that's 280 GB" asked in BF16: a number format the question does not name, said
    // on the way to the later figure (not in the first figure's own words, "14 GB in FP16, so ..."), where the question
    // names the format it asks in, puts the later figure in another case (blind round 81 row 199)
    if (!but && !subtracts && !f.marked) {  // (not a result the reader states: "560 GB; halved for bf16: 280 GB")
      std::size_t k3 = 0;
      for (int n = 0; n < 3 && k3 != std::string::npos; ++n) {
        k3 = span.find_first_not_of(' ', k3);
        if (k3 != std::string::npos) k3 = span.find(' ', k3);
      }
      const bool prompt_format = std::any_of(std::begin(number_formats), std::end(number_formats), [&](const char* x) {
        return prompt_low.find(x) != std::string::npos;
      });
      if (k3 != std::string::npos && prompt_format)
        for (const char* fmt : number_formats)
          if (span.find(fmt, k3) != std::string::npos && prompt_low.find(fmt) == std::string::npos) return true;
    }
    for (const char* w : {" would ", " it'd ", " they'd ", " that'd ", " if ", " leaving ", " leaves ", " left for ",
                          " approaches ", " approaching ", " tends to ", " of which ", " becomes ", " makes it ", " make it ",
                          " page's ", " book's ", " halved ", " halving ", " doubling ", " in int8 ", " with int8 ",
                          " in int4 ", " with int4 "}) {
      const std::size_t k = span.find(w);
      if (k == std::string::npos) continue;
      const std::string word = w;
      // ("112 GB total, which leaves 98 GB": what is left is the asked figure where the prompt asks for all but a part)
      if ((subtracts || asks_rest) && (word == " leaving " || word == " leaves " || word == " left for ")) continue;
      const bool counterfactual = word == " would " || word == " it'd " || word == " they'd " || word == " that'd " || word == " if ";
      if (names_prompt_terms(counterfactual ? k : 0)) continue;
      // (... or whose subject right before "would" is the prompt's own setting: "112 GB (that's the 7B; the 13B's would
      // be 208 GB)" of a 13B; round 168: blind162 row 124)
      if (word == " would " && would_of_prompt_setting(span, k, prompt_words)) continue;
      // (a condition of the earlier figure, closed by "but" before the later one: "18 if you count fp32 grads, but the
      // page says 16" puts the 18 in the what-if, not the 16; lead, session 42)
      if (counterfactual && span.find(" but ", k) != std::string::npos) continue;
      if (but && (word == " page's " || word == " book's ")) continue;
      // (the book's figure itself, "the page's 30-50%", "the book's own 112 GB", not the reader's answer in the book's
      // terms: "...; this page's crude total without master copy is 840 GB" is the reader's figure)
      if (word == " page's " || word == " book's ") {
        int words_between = 0;
        bool in_word = false;
        for (std::size_t c = k + word.size(); c < span.size(); ++c) {
          const bool ch = span[c] != ' ';
          if (ch && !in_word) ++words_between;
          in_word = ch;
        }
        if (words_between > 2) continue;
      }
      if (word == " would " && k >= 2 && (span.compare(k - 2, 2, " i") == 0 || (k >= 3 && span.compare(k - 3, 3, " we") == 0)))
        continue;
      return true;
    }
    return false;
  };
  bool any_not_serving = false;
  std::vector<bool> serving(r.found.size(), false);
  for (std::size_t i = 0; i < r.found.size(); ++i) {
    if (!candidate(r.found[i])) continue;
    int dir = 0;
    const bool bound = !strict_bound_before(answer, r.found[i].text, dir).empty() || comparand(r.found[i]);
    serving[i] = (!r.found[i].called_answer &&
                  (said_of_serving(answer_low, r.found[i], e) || said_of_compute(answer_low, r.found[i], e) ||
                   said_of_memory(answer_low, r.found[i], e) ||
                   said_of_training(answer_low, r.found[i], e) || own_system[i])) ||
                 (both_cases && label[i] < 0) ||
                 away[i] || bound ||
                 in_working(r.found[i]) || restated_with_words(r.found[i]) || side_step(r.found[i]) ||
                 (chain_part[i] != std::string::npos && !r.found[i].called_answer && candidate(r.found[chain_part[i]]));
    any_not_serving = any_not_serving || !serving[i];
  }
  // "7B × 4 bytes = 28 GB in FP32, so in FP16 that's 14 GB", "4 × 4096 = 16,384; accumulated 8 times that becomes
  // 131,072 tokens", "2 × 7/8 = 1.75; times the 14 GB buffer that's 24.5 GB": a figure stated with "that's", "it's",
  // "becomes", "comes to" after one an "=" or an arrow marks as a result carries the chain on from it, and its end is
  // the reader's result, unless the reader sets it aside (a side step, another scope or case: `serving`). Only where
  // the earlier figure is marked: a figure the reader states plainly first keeps the reading it had. (Blind round 81.)
  std::vector<bool> chain_end(r.found.size(), false);
  {
    // ("double the context and it's 10.7 GB", "halve the batch and that's ...": a setting changed, round 84 row 169; read
    // once in the answer as typed, where the number words are still words)
    bool setting_changed = false;
    {
      const std::string typed = " " + ascii_lower(answer) + " ";
      for (const char* x : {" double the ", " halve the ", " triple the ", " double your ", " halve your ", " double it ",
                            " halve it ", " if you "}) {
        const std::size_t k = typed.find(x);
        if (k == std::string::npos) continue;
        if (typed.substr(k, 60).find(" and ") != std::string::npos || std::string(x) == " if you ") setting_changed = true;
      }
    }
    std::size_t cursor = 0, marked_end = 0, marked_idx = std::string::npos;
    bool marked_before = false;
    for (std::size_t i = 0; i < r.found.size(); ++i) {
      const found_quantity& f = r.found[i];
      const std::string tf = figure_text(f);
      const std::size_t at = tf.empty() ? std::string::npos : answer_low.find(tf, cursor);
      if (at == std::string::npos) continue;
      cursor = at + tf.size();
      const bool usable_here = candidate(f) && !(any_not_serving && serving[i]);
      // (a bare figure where the question asks a count of tokens or values, whose unit readers leave off: "16,384
      // tokens; times K = 8 that's 131,072", blind round 84)
      const bool bare_count = f.q.unitless && (e.dim == qdim::tokens || e.dim == qdim::count);
      if (usable_here && !f.marked && !f.negated && !f.called_answer && marked_before && (!f.q.unitless || bare_count)) {
        std::string head = " " + answer_low.substr(at >= 30 ? at - 30 : 0, at >= 30 ? 30 : at);
        while (!head.empty() && (head.back() == ' ' || head.back() == '~')) head.pop_back();
        for (const char* h : {" about", " roughly", " around", " approximately", " nearly", " some"})
          if (head.size() >= std::strlen(h) && head.compare(head.size() - std::strlen(h), std::strlen(h), h) == 0) {
            head.erase(head.size() - std::strlen(h));
            while (!head.empty() && head.back() == ' ') head.pop_back();
          }
        head += " ";
        for (const char* st : {" that's ", " that is ", " it's ", " it is ", " becomes ", " comes to ", " which is "})
          if (head.size() >= std::strlen(st) && head.compare(head.size() - std::strlen(st), std::strlen(st), st) == 0)
            chain_end[i] = true;
        // ("= 1.75, times 13.5 GB of gradients is 23.6 GB": a bare "is" where the clause opens with "times" on the
        // result before it)
        if (head.size() >= 4 && head.compare(head.size() - 4, 4, " is ") == 0) {
          std::string clause = answer_low.substr(marked_end, at - marked_end);
          while (!clause.empty() && std::strchr(" ,;", clause.front())) clause.erase(0, 1);
          if (clause.rfind("times ", 0) == 0 || clause.rfind("multiplied by ", 0) == 0) chain_end[i] = true;
        }
        // (not a term added on the way, "= 70 GB; with the 280 GB of weights that's 350 GB": chain_sum reads those; nor
        // a what-if, nor a number format the question does not ask in, "= 14 GB in FP16, so in FP32 that's 28 GB")
        // ("= 9 GB; with the segment's other 8 layers it's 17 GB" adds a term the question counts: still the chain; the
        // format said right after the earlier figure is that figure's own: "68 GB of fp16 weights; times 8 ...")
        std::string span = " " + answer_low.substr(marked_end, at - marked_end) + " ";
        for (char& c : span)
          if (std::strchr(",;:()", c)) c = ' ';
        for (const char* x : {" would ", " it'd ", " that'd ", " if "})
          if (span.find(x) != std::string::npos) chain_end[i] = false;
        std::size_t w = std::string::npos;
        for (const char* x : {" with ", " plus ", " adding ", " including ", " counting "})
          w = std::min(w, span.find(x));
        if (w != std::string::npos && !chain_sum[i] && span.find(" but ") == std::string::npos &&
            !asked_term(span.substr(w), prompt_words, false))
          chain_end[i] = false;
        // (nor an explanation in a sentence of its own, "1.34 GB. That's 2 x 80 x ... bytes", a reason, "since it's
        // 69B", a figure that is a product of its own, or one of a scope the question does not ask about, "156 GB →
        // over 8 GPUs that's 19.5 GB", "per token that is 327,680 bytes")
        const std::string raw_span = answer_low.substr(marked_end, at - marked_end);
        for (const char* x : {". ", "! ", "? ", ".\n"})
          if (raw_span.find(x) != std::string::npos) chain_end[i] = false;
        for (const char* x : {" since ", " because ", " each "})
          if (span.find(x) != std::string::npos) chain_end[i] = false;
        // (nor, where the question asks one worker's share, the whole again: "8.75 GB; with all 64 workers that's 560
        // GB"; session 38's merge of rounds 81 and 82)
        for (const char* x : {" all ", " total", " together", " overall", " combined", " whole ", " altogether "})
          if (e.per_item && span.find(x) != std::string::npos) chain_end[i] = false;
        if (tf.find('*') != std::string::npos || tf.find(" x ") != std::string::npos || restated_size(f)) chain_end[i] = false;
        {
          const std::string& tx = f.text;
          std::size_t d = 0;
          while (d < tx.size() && (std::isdigit(static_cast<unsigned char>(tx[d])) || tx[d] == '.' || tx[d] == ',')) ++d;
          if (d > 0 && d + 1 == tx.size() && (tx[d] == 'B' || tx[d] == 'b')) chain_end[i] = false;  // "69B": a model size
        }
        for (const char* x : {" gpu", " worker", " node", " rank", " device", " card", " token", " layer", " step",
                              " sequence", " batch", " head"})
          if (span.find(x) != std::string::npos && prompt_words.find(x) == std::string::npos) chain_end[i] = false;
        // (the words right after the earlier figure, up to three and before any clause mark, are its own: "68 GB of fp16
        // weights; times 8 ..."; after a mark a format is the later figure's: "140 GB; in FP32 it's 280 GB")
        std::size_t skip3 = 0;
        {
          const std::size_t mark_at = raw_span.find_first_of(",;:(");
          for (int n = 0; n < 3 && skip3 != std::string::npos; ++n) {
            const std::size_t next = span.find_first_not_of(' ', skip3);
            if (next == std::string::npos || (mark_at != std::string::npos && next > mark_at)) break;
            skip3 = span.find(' ', next);
          }
        }
        const std::string later = skip3 == std::string::npos ? std::string() : span.substr(skip3);
        // ("per" after a clause mark, "= 10.7 GB; per token that is 327,680 bytes", names another scope; in the earlier
        // figure's own words, "28 GB per moment; doubled for m and v that's 56 GB", "1.17 GB per layer; times 80 layers
        // that's 94 GB", it is that figure's unit, unless it names a share of the machines (blind round 84))
        {
          const std::string own = span.substr(0, skip3 == std::string::npos ? span.size() : skip3) + " ";
          if (later.find(" per ") != std::string::npos) chain_end[i] = false;
          for (const char* x : {" per gpu", " per worker", " per node", " per rank", " per device", " per card",
                                " per replica", " per shard"})
            if (own.find(x) != std::string::npos) chain_end[i] = false;
          // (nor where the question itself asks a rate: "42 GFLOP per token; times 4M tokens that's
          // 1.7e17 FLOPs" asked per token)
          if (own.find(" per ") != std::string::npos && qdim_numerator(e.dim) != qdim::none)
            chain_end[i] = false;
        }
        for (const char* fmt : number_formats)
          if (later.find(fmt) != std::string::npos && prompt_low.find(fmt) == std::string::npos) chain_end[i] = false;
        // (and only where the words between work on the earlier figure toward this one: an operation, "times 8", "split
        // 8 ways", "doubled", "accumulated", a term added, a revision after "but", or the question's own number format,
        // "so in FP16 that's 14 GB"; a remark of another quantity, "the weights alone it's 14 GB", "for a 13B model it's
        // 208 GB", "without GQA that's 86 GB", is a side step: the lead's probe of round 81's rule, 5 of 17 right answers)
        {
          bool works_on = span.find(" but ") != std::string::npos;
          // (a correction is a revision too: "112 GB, no 112 is for 7B; for 3B it's 48 GB", "wait, actually ...")
          const std::string padded_raw = " " + raw_span + " ";
          for (const char* c : {" wait ", " actually ", " i mean ", " correction ", " oops ", " sorry ", " no, ", " no 1",
                                " no 2", " no 3", " no 4", " no 5", " no 6", " no 7", " no 8", " no 9"})
            works_on = works_on || padded_raw.find(c) != std::string::npos;
          for (const char* op : {" times ", " x ", "\xC3\x97", "*", "multipl", "doubl", "halv", " twice ", "divid", " split ",
                                 " over ", " across ", "accumulat", "/", "squar", " plus ", " with ", " adding ", " including ",
                                 " counting ", " add ", " sum", " total"})
            works_on = works_on || span.find(op) != std::string::npos;
          for (const char* fmt : number_formats)
            works_on = works_on || (later.find(fmt) != std::string::npos && prompt_low.find(fmt) != std::string::npos);
          // (the earlier figure said again in another unit of its own dimension, "= 14 billion bytes; that's 1.4 GB",
          // "= 20.8e9 bytes; in GB that's 2.08 GB": the reader's conversion, whose figure is the result, also where it
          // slips; only with no other number between; round 146)
          if (marked_idx < r.found.size()) {
            const quantity& q0 = r.found[marked_idx].q;
            works_on = works_on || (!q0.unitless && !f.q.unitless && q0.dim == f.q.dim && !q0.is_range && !f.q.is_range &&
                                    !q0.unit_name.empty() && q0.unit_name != f.q.unit_name &&
                                    span.find_first_of("0123456789") == std::string::npos);
          }
          if (asks_rest && (span.find(" minus ") != std::string::npos || span.find(" less ") != std::string::npos)) works_on = true;
          for (const char* part : {" alone ", " only ", " just ", " without ", " instead ", " minus ", " less "})
            if (span.find(part) != std::string::npos && span.find(" but ") == std::string::npos && span.find(" no ") == std::string::npos &&
                // (where the question asks all but a part, taking a part away is the way to it: "= 112 GB; minus the
                // 14 GB of weights that's 98 GB" asked everything except the weights; round 87)
                !(asks_rest && (std::string(part) == " minus " || std::string(part) == " less ")))
              works_on = false;
          // (what-ifs on another setting, "at" before a number: "doubled at 8k context", "at batch 16"; a model size, "times
          // 10 for a 70B model"; and a later figure of another quantity: "that's 28 GB sent")
          if (works_on && span.find(" but ") == std::string::npos) {
            for (std::size_t k = span.find(" at "); k != std::string::npos; k = span.find(" at ", k + 1))
              if (k + 4 < span.size() && std::isdigit(static_cast<unsigned char>(span[k + 4]))) works_on = false;
            // ("over 100 steps that's 13.1M": a count the prompt does not give, so another case)
            for (std::size_t k = span.find(" over "); k != std::string::npos; k = span.find(" over ", k + 1)) {
              std::size_t d = k + 6;
              while (d < span.size() && (std::isdigit(static_cast<unsigned char>(span[d])) || span[d] == ',')) ++d;
              if (d > k + 6 && prompt_low.find(span.substr(k + 6, d - k - 6)) == std::string::npos) works_on = false;
            }
            for (const char* x : {" for a ", " for the ", " on a "}) {
              const std::size_t k = span.find(x);
              if (k == std::string::npos) continue;
              std::size_t d = k + std::strlen(x);
              const std::size_t d0 = d;
              while (d < span.size() && (std::isdigit(static_cast<unsigned char>(span[d])) || span[d] == '.')) ++d;
              if (d > d0 && d < span.size() && span[d] == 'b' && (d + 1 >= span.size() || !std::isalpha(static_cast<unsigned char>(span[d + 1]))))
                works_on = false;
            }
            if (setting_changed) works_on = false;
            std::string after = answer_low.substr(at + tf.size(), 16);
            while (!after.empty() && after[0] == ' ') after.erase(0, 1);
            for (const char* x : {"sent", "moved", "exchanged", "transferred", "communicated", "of traffic"})
              if (after.rfind(x, 0) == 0) works_on = false;
          }
          if (!works_on) chain_end[i] = false;
        }
      }
      if (usable_here && f.marked && !f.negated) marked_before = true, marked_end = cursor, marked_idx = i;
    }
  }
  for (std::size_t i = 0; i < r.found.size(); ++i) {
    const found_quantity& f = r.found[i];
    if (!candidate(f) || (any_not_serving && serving[i])) continue;
    ++usable;
    last = &f;
    // (a chain's sum carries on from a part stated as a result: "2 x 7 = 14 GFLOP; with backward that's 42", where the
    // '=' marks the part; fix round 93)
    bool sum_of_marked = false;
    for (std::size_t k = 0; k < i && chain_sum[i]; ++k)
      sum_of_marked = sum_of_marked || (chain_part[k] == i && r.found[k].marked);
    if (f.marked || chain_end[i] || sum_of_marked) last_marked = &f;
  }
  // "56 of 64 layers, that is 56/64 of a forward, over 3 forwards: 0.29": where every figure is bare, the
  // one after a colon that closes the answer is where the working ends, its result; beside a figure with
  // a unit ("112 GB; weights alone: 14") it is an aside (blind round 20)
  if (last && (last->closes_colon || (dash_result && last == &r.found.back())) && !any_typed) last_marked = last;
  p.f = last_marked ? last_marked : last;
  // "420 GB total with the bf16 weights; the copy itself is 280", "weights+copy = 420 GB, so the copy adds 280 GB",
  // "112 GB total, of which everything but the weights is 98 GB", "112 GB total; without the weights 98": an answer
  // that opens with a whole ("total", "overall", "altogether", "together", "in all", a sum after "=" or with "+") and
  // then states a later figure under a label that names what the question's asking clause asks (every word of the
  // label one it counts: "the copy", "the gradients"; or the part it leaves out, taken away: "without the weights",
  // "everything but the weights") gives that later figure as its answer; the whole is working. Not where the question
  // asks for the whole itself (its ledger row is the total), where the whole's own words already name the asked thing,
  // nor for a label of another part ("the weights themselves are 14 GB" asked for all but the weights, or for the
  // master copy): that part is context and the whole stays the reading (blind round 100, the lead's probes).
  bool asks_total = false;  // (the asking clause names a total it counts: "the page's crude total?")
  for (std::size_t z = asked_words.find(" total "); z != std::string::npos && !asks_total; z = asked_words.find(" total ", z + 1))
    asks_total = !left_out_at(asked_words, z);
  if (p.f && e.row != "total" && !asks_total && !p.other) {
    const found_quantity* whole_f = p.f;
    const std::string tw = figure_text(*whole_f);
    const std::size_t aw = tw.empty() ? std::string::npos : answer_low.find(tw);
    auto clause_bounds = [&](std::size_t at, std::size_t len, std::size_t& b, std::size_t& en) {
      b = at;
      while (b > 0 && !std::strchr(";,:(", answer_low[b - 1]) &&
             !(answer_low[b - 1] == '.' && (b >= answer_low.size() || answer_low[b] == ' ')))
        --b;
      en = at + len;
      while (en < answer_low.size() && !std::strchr(";,:()", answer_low[en]) &&
             !(answer_low[en] == '.' && (en + 1 >= answer_low.size() || answer_low[en + 1] == ' ')))
        ++en;
    };
    // the words of a piece of the answer, punctuation blanked ("weights+copy =" -> " weights copy ")
    auto words_of = [](const std::string& s) {
      std::string o = " ";
      for (char c : s) o += std::isalnum(static_cast<unsigned char>(c)) || c == '\'' ? c : ' ';
      return o + " ";
    };
    // (a label names the asked thing: every word of it one the asking clause counts, the weights only where it counts
    // them; a part taken away after "without", "but", "except", "minus", "excluding" is one the prompt leaves out)
    auto names_asked = [&](std::string lw) {
      bool took_away = false;
      for (const char* neg : {" without ", " but ", " except ", " excluding ", " minus ", " less ", " besides "}) {
        const std::size_t k = lw.find(neg);
        if (k == std::string::npos) continue;
        // the words taken away, to the end of the label: each one the prompt leaves out
        const std::string gone = lw.substr(k + std::strlen(neg) - 1);
        std::string cur;
        bool all_left_out = true, any = false;
        for (char c : gone + " ") {
          if (c != ' ') {
            cur += c;
            continue;
          }
          if (!cur.empty() && cur != "the" && cur != "its" && cur != "of" && cur != "and") {
            blank_number_formats(cur);
            if (cur.find_first_not_of(' ') != std::string::npos) {
              any = true;
              bool out = false;
              for (std::size_t z = prompt_words.find(" " + cur + " "); z != std::string::npos && !out;
                   z = prompt_words.find(" " + cur + " ", z + 1))
                out = left_out_at(prompt_words, z);
              all_left_out = all_left_out && out;
            }
          }
          cur.clear();
        }
        if (!any || !all_left_out) return false;
        lw = lw.substr(0, k) + " ";
        took_away = true;
        break;
      }
      if (lw.find_first_not_of(' ') == std::string::npos) return took_away;
      // ("everything but the weights": the rest, named by what is taken away)
      if (took_away && (lw == " everything " || lw == " all " || lw == " the rest ")) return true;
      return asked_term(lw, asked_words, true) && !adds_unasked_weights(lw);
    };
    std::size_t wb = 0, we = 0;
    if (aw != std::string::npos) clause_bounds(aw, tw.size(), wb, we);
    const std::string whole_clause = aw == std::string::npos ? "" : words_of(answer_low.substr(wb, we - wb));
    // (a sum of named parts, "weights+copy = 420 GB"; not the "=" of working, "7e9 × 8 = 56 GB; m alone is 28 GB")
    bool is_whole = aw != std::string::npos && answer_low.substr(wb, we - wb).find('+') != std::string::npos;
    for (const char* x : {" total ", " overall ", " altogether ", " together ", " in all ", " all in ", " combined "})
      is_whole = is_whole || whole_clause.find(x) != std::string::npos;
    // the whole's own words without its figure: where they name the asked thing, the whole is the answer
    std::string whole_label = whole_clause;
    if (const std::size_t k = whole_label.find(" " + words_of(tw).substr(1)); k != std::string::npos)
      whole_label.erase(k, words_of(tw).size() - 1);
    if (is_whole && names_asked(whole_label)) is_whole = false;
    for (std::size_t i = static_cast<std::size_t>(whole_f - r.found.data()) + 1; is_whole && i < r.found.size(); ++i) {
      const found_quantity& f = r.found[i];
      if (f.negated || f.each || f.q.is_range || (!answers_dimension(f.q, e) && !(f.q.unitless && e.unit_stated)) ||
          (!f.q.unitless && out_of_scope(f)) || restated_size(f) || away[i])
        continue;
      const std::string tf = figure_text(f);
      const std::size_t af = tf.empty() ? std::string::npos : answer_low.find(tf, aw + tw.size());
      if (af == std::string::npos) continue;
      std::size_t fb = 0, fe = 0;
      clause_bounds(af, tf.size(), fb, fe);
      if (fb < aw + tw.size()) continue;  // (in the whole's own clause)
      // (a breakdown of the whole in brackets is its working: "828 GB total (weights 138 + grads 138 + moments 552)")
      if (fb > 0 && answer_low[fb - 1] == '(') continue;
      std::string lw = words_of(answer_low.substr(fb, af - fb));
      // (a label before a colon or a comma: "112 GB total; minus the weights: 98 GB", "112 GB in all; excluding the
      // FP16 weights, 98 GB")
      if (lw.find_first_not_of(' ') == std::string::npos && fb > 0 && (answer_low[fb - 1] == ':' || answer_low[fb - 1] == ',')) {
        std::size_t lb = fb - 1;
        while (lb > aw + tw.size() && !std::strchr(";,.(", answer_low[lb - 1])) --lb;
        if (lb >= aw + tw.size() && lb > 0 && std::strchr(";,.", answer_low[lb - 1])) lw = words_of(answer_low.substr(lb, fb - 1 - lb));
      }
      {
        // (another figure in the label is another term's; a number format, "the BF16 weights", is none)
        std::string lw_nf = lw;
        blank_number_formats(lw_nf);
        if (lw_nf.find_first_of("0123456789") != std::string::npos) continue;
      }
      // (not a what-if or another case: "it'd be", "if", "with ...")
      bool other = false;
      for (const char* x : {" would ", " could ", " if ", " it'd ", " that'd ", " with ", " instead ", " per ", " each "})
        other = other || lw.find(x) != std::string::npos;
      if (other) continue;
      // the label's own words: the connectors before it ("so", "of which", "and") and the verb and "itself" after it
      // ("is", "adds", "comes to") set aside
      static const char* const lead_words[] = {"so", "of", "which", "and", "then", "i", "e", "ie", "while", "whereas", "thus", "hence", "that"};
      static const char* const tail_words[] = {"is", "are", "itself", "themselves", "alone", "adds", "add", "take", "takes",
                                               "comes", "come", "to", "on", "its", "their", "own", "by", "only", "just",
                                               "about", "around", "roughly", "state", "states", "part", "portion", "amount",
                                               "amounts", "needs", "need", "makes", "make", "gives", "give", "bit", "costs",
                                               "cost", "ones", "one"};
      std::vector<std::string> ws;
      {
        std::string cur;
        for (char c : lw) {
          if (c != ' ') {
            cur += c;
            continue;
          }
          if (!cur.empty()) ws.push_back(cur);
          cur.clear();
        }
      }
      std::size_t s0 = 0, s1 = ws.size();
      while (s0 < s1 && std::any_of(std::begin(lead_words), std::end(lead_words), [&](const char* x) { return ws[s0] == x; })) ++s0;
      while (s1 > s0 && std::any_of(std::begin(tail_words), std::end(tail_words), [&](const char* x) { return ws[s1 - 1] == x; })) --s1;
      if (s1 == s0) continue;
      std::string part_label = " ";
      for (std::size_t k = s0; k < s1; ++k) part_label += ws[k] + " ";
      if (!names_asked(part_label)) continue;
      // (not one half of a pair the prompt counts both of: "56 GB total; m alone is 28 GB" asked for m and v, "K
      // alone", "the reduce-scatter alone", "the variance alone")
      bool half = false;
      {
        const std::string lab = " " + part_label + " ";
        auto has = [&](const char* x) { return lab.find(x) != std::string::npos; };
        const bool m = has(" m ") || has(" momentum ") || has(" first "), v = has(" v ") || has(" variance ") || has(" second ");
        const bool k = has(" k ");
        const bool rs = has(" reduce "), ag = has(" gather ");
        half = (m != v && (m || v) && prompt_words.find(" m ") != std::string::npos) || (k && !v) ||
               (v && !k && !m && prompt_words.find(" kv ") != std::string::npos) || (rs != ag);
      }
      if (half) continue;
      p.f = &f;
      break;
    }
  }
  // Two figures, each with its own label (blind round 106): "bf16: 140 GB, fp32: 280 GB", "140 GB at 2 bytes, 280 GB at
  // 4 bytes", "84 GB with the master copy, 56 without", "112 GB including the weights, 98 GB excluding", "98 GB; 112 GB
  // total", "98 GB; 14 GB of weights on top", "8.75 GB per GPU, 560 GB total", in either order. The answer is cut into
  // pieces at ',', ';', a sentence's '.', a line break, " while ", " whereas ", " vs ", " versus ", " and " before a
  // figure or a label; where each
  // figure of the answer's dimension stands alone in its piece, the piece's other words are its label, read against the
  // question's own scope: its dtype's width (the ledger row's, else the one width its prompt names both as a format
  // and in bytes: "stored in BF16 (2 bytes per value)"), what its asking clause counts ("with"/"including" a part it counts, "without"/"excluding"
  // one it leaves out or never names), one GPU's share or the whole ("per GPU", "total"; a total where it asks for all
  // but a part), and a part on its own ("14 GB of weights on top", "26 GB of it the weights"). The one figure whose
  // label matches is the answer; else the one unlabelled beside labels that contradict. Figures whose labels are
  // reversed are so read and graded wrong ("bf16: 280 GB, fp32: 140 GB"). Not where a piece holds two figures, nor
  // where the labels do not single one out. Not in an answer that works one figure out of another or corrects itself
  // (the readers above read those): a guess taken back ("I'd guess 84 GB, but with the master copy it's 112 GB"), a
  // result stated ("so", "thus", "=" after a figure's working, "the answer is"), a figure derived ("halved", "twice", "leaves", "x"), a chain
  // to a sum ("with v that's 56 GB"), another subject (serving, training), a comparison ("than").
  bool labelled_pair = p.f && !p.other && !r.found.empty();
  if (labelled_pair) {
    const std::string aw = " " + answer_low + " ";
    for (const char* x : {" guess", " thought", " first", "actually", " wait", "answer", "instead", " so ", " thus ",
                          " hence ", "therefore", " of which ", "+", " x ", "\xC3\x97", "*", "halv", "doubl", "twice",
                          " half", "leaves", "leaving", "gives", "makes", "comes to", " than ", "inference", "serving",
                          " serve", "training", "on top of which", " times ", "next to"})
      if (aw.find(x) != std::string::npos) {
        // ("training" as the name of a whole's label, "112 GB for the full training state", is no other subject: the
        // label is read below as a whole; fix round 120, blind115 row 22)
        bool state_only = std::strcmp(x, "training") == 0;
        for (std::size_t z = aw.find("training"); state_only && z != std::string::npos; z = aw.find("training", z + 1))
          state_only = aw.compare(z + 8, 7, " state ") == 0 || aw.compare(z + 8, 7, " state,") == 0 ||
                       aw.compare(z + 8, 7, " state;") == 0 || aw.compare(z + 8, 7, " state.") == 0;
        if (!state_only) labelled_pair = false;
      }
    // ("=" of working, "70B x 2 bytes = 140 GB"; not after a label's own word, "BF16 = 140 GB, FP32 = 280 GB")
    for (std::size_t z = aw.find('='); z != std::string::npos && labelled_pair; z = aw.find('=', z + 1)) {
      std::size_t en = z;
      while (en > 0 && aw[en - 1] == ' ') --en;
      std::size_t b = en;
      while (b > 0 && std::isalnum(static_cast<unsigned char>(aw[b - 1]))) --b;
      const std::string wd = aw.substr(b, en - b);
      bool label_word = false;
      for (const char* x : {"fp32", "fp16", "bf16", "fp8", "int8", "with", "without", "total", "incl", "excl", "gpu", "worker"})
        label_word = label_word || wd == x;
      labelled_pair = label_word;
    }
    for (std::size_t z = aw.find(" but "); z != std::string::npos; z = aw.find(" but ", z + 1)) {
      if (z >= 11 && aw.compare(z - 11, 11, " everything") == 0) continue;
      if (z >= 4 && aw.compare(z - 4, 4, " all") == 0) continue;
      // ("112 GB if you keep the master copy, but 84 GB without it", "126 GB if grads stay fp32, but 112 GB with the
      // page's fp16 grads": two cases set side by side, each figure with its own condition right after it and the
      // second figure right after "but", take nothing back (fix round 117); not "I'd guess 84 GB, but with ...")
      std::size_t cb = z;
      while (cb > 0 && std::strchr(",;.\n", aw[cb - 1]) == nullptr) --cb;
      if (cb > 0 && aw[cb - 1] == ',') --cb;  // the comma right before "but" closes the first case's clause
      while (cb > 0 && std::strchr(",;.\n", aw[cb - 1]) == nullptr) --cb;
      std::string first = aw.substr(cb, z - cb) + " ";
      const std::size_t first_digit = first.find_first_of("0123456789");
      const std::size_t nx = aw.find_first_not_of(' ', z + 5);
      bool cases = first_digit != std::string::npos && nx != std::string::npos &&
                   (std::isdigit(static_cast<unsigned char>(aw[nx])) || aw[nx] == '~');
      if (cases) {
        std::size_t u = first_digit;  // past the first figure, its unit word ("gb", "bytes") and the spaces after it
        while (u < first.size() && std::strchr("0123456789.", first[u]) != nullptr) ++u;
        while (u < first.size() && first[u] == ' ') ++u;
        while (u < first.size() && std::isalpha(static_cast<unsigned char>(first[u]))) ++u;
        while (u < first.size() && first[u] == ' ') ++u;
        const std::string cond = " " + first.substr(u);
        cases = cond.rfind(" if ", 0) == 0 || cond.rfind(" with ", 0) == 0 || cond.rfind(" without ", 0) == 0;
      }
      if (!cases) labelled_pair = false;
    }
  }
  if (labelled_pair) {
    // the words of a text, punctuation blanked, padded with spaces
    auto spaced = [](const std::string& s) {
      std::string o = " ";
      for (char c : s) o += std::isalnum(static_cast<unsigned char>(c)) ? c : ' ';
      return o + " ";
    };
    auto word_at = [](const std::string& s, std::size_t p0) {  // the word starting at p0 (after spaces)
      while (p0 < s.size() && s[p0] == ' ') ++p0;
      std::size_t q = p0;
      while (q < s.size() && s[q] != ' ') ++q;
      return s.substr(p0, q - p0);
    };
    // the byte width one label names: a number format or "N bytes" (0 none, -1 two different ones)
    auto width_of = [&](const std::string& lw) {
      int w = 0;
      auto note = [&](int x) { w = (w == 0 || w == x) ? x : -1; };
      for (const char* f4 : {" fp32 ", " tf32 ", " full precision ", " single precision "})
        if (lw.find(f4) != std::string::npos) note(4);
      for (const char* f2 : {" fp16 ", " bf16 ", " half precision "})
        if (lw.find(f2) != std::string::npos) note(2);
      for (const char* f1 : {" fp8 ", " int8 "})
        if (lw.find(f1) != std::string::npos) note(1);
      for (std::size_t z = lw.find(" byte"); z != std::string::npos; z = lw.find(" byte", z + 1)) {
        std::size_t b = z;
        while (b > 0 && std::isdigit(static_cast<unsigned char>(lw[b - 1]))) --b;
        if (b == z || (b > 0 && lw[b - 1] != ' ')) continue;
        const int n = std::atoi(lw.c_str() + b);
        if (n == 1 || n == 2 || n == 4 || n == 8) note(n);
      }
      return w;
    };
    // the question's width: its ledger row's dtype, else the one width its prompt names and does not leave out
    int q_width = e.row_bytes == 2 || e.row_bytes == 4 || e.row_bytes == 1 ? static_cast<int>(e.row_bytes) : 0;
    if (q_width == 0) {
      std::string pw = prompt_words;
      // (a width the prompt leaves out is not its own: "everything except the FP16 weights")
      for (const char* fmt : {" fp32 ", " fp16 ", " bf16 ", " fp8 ", " int8 "})
        for (std::size_t z = pw.find(fmt); z != std::string::npos; z = pw.find(fmt, z + 1))
          if (left_out_at(pw, z + 1)) pw.replace(z + 1, std::strlen(fmt) - 2, std::strlen(fmt) - 2, ' ');
      // (only where it gives the width twice, as a format and in bytes: "stored in BF16 (2 bytes per value)"; a
      // recipe's name alone, "(FP16 + Adam)", is no width of what it asks)
      std::string formats_only = pw, bytes_only = pw;
      for (std::size_t z = formats_only.find(" byte"); z != std::string::npos; z = formats_only.find(" byte", z + 1))
        formats_only.replace(z + 1, 4, "    ");
      blank_number_formats(bytes_only);
      const int wf = width_of(formats_only), wb = width_of(bytes_only);
      q_width = wf > 0 && wf == wb ? wf : 0;
    }
    // the part of the ledger a word names: 1 weights, 2 gradients, 3 master copy, 4 optimizer state, 5 activations
    auto part_of = [](const std::string& w) {
      if (w == "master" || w == "copy") return 3;
      if (w.rfind("weight", 0) == 0) return 1;
      if (w.rfind("grad", 0) == 0) return 2;
      if (w.rfind("optimi", 0) == 0 || w == "adam" || w == "moments") return 4;
      if (w.rfind("activation", 0) == 0) return 5;
      return 0;
    };
    static const char* const part_words[][4] = {{"", "", "", ""},
                                                {" weights ", " weight ", "", ""},
                                                {" gradients ", " grads ", " gradient ", ""},
                                                {" master ", "", "", ""},
                                                {" optimizer ", " adam ", " moments ", " adam's "},
                                                {" activations ", " activation ", "", ""}};
    // whether the asking clause names part k (+1 counted, -1 left out, 0 not named); the prompt's words keep their
    // apostrophes, so "how much memory do Adam's m and v take" names the optimizer state by " adam's " (blind115 row:
    // "56 GB for Adam, 84 GB for the whole fixed state" had read the whole)
    auto asked_part = [&](int k) {
      int out = 0;
      for (const char* w : part_words[k])
        for (std::size_t z = *w ? asked_words.find(w) : std::string::npos; z != std::string::npos; z = asked_words.find(w, z + 1)) {
          // ("master weights" is the copy, not the weights)
          if (k == 1 && z >= 7 && asked_words.compare(z - 7, 7, " master") == 0) continue;
          const int c = left_out_at(asked_words, z + 1) ? -1 : 1;
          out = out == 0 ? c : (out == c ? c : 1);
        }
      return out;
    };
    int parts_counted = 0;
    for (int k = 1; k <= 5; ++k) parts_counted += asked_part(k) > 0 ? 1 : 0;
    const bool whole_state = asked_words.find(" state ") != std::string::npos && asked_part(4) == 0 && asked_part(2) == 0;
    // whether the question counts part k: as its asking clause names it; a part it does not name is counted only in a
    // whole state it does not list ("the persistent training state", "the ~16 bytes/param rule": the master copy as the
    // lesson's own wrong ledgers tell)
    auto counts_part = [&](int k) {
      const int a = asked_part(k);
      if (a != 0) return a > 0;
      if (k == 3 && master_counted != 0) return master_counted > 0;
      return whole_state && k != 5;
    };
    // whether a piece of the answer holds no figure (set below): a list cut at its commas ("98 GB for gradients,
    // master copy and Adam"), where one piece is not the whole label
    bool bare_piece = false;
    // the verdict of one label: +1 it names the question's case, -1 another, 0 it does not tell (or says both)
    // "112 GB if you keep the master copy", "84 GB if you skip it": a condition the reader sets on a part, said with a
    // verb, is that part's "with" / "without" label (fix round 117), not a what-if; `s` spaced, so "don't" is "don t"
    auto conditions_as_labels = [](std::string s) {
      static const char* const keeps[] = {" if you keep ", " if you count ", " if you include ", " if you add ",
                                          " if you store ", " if we keep ", " if we count ", " if we include ",
                                          " if you do keep ", " if you also keep "};
      static const char* const skips[] = {" if you skip ", " if you drop ", " if you leave out ", " if you exclude ",
                                          " if you ignore ", " if you don t keep ", " if you don t count ",
                                          " if you don t include ", " if we skip ", " if we drop ", " if we leave out ",
                                          " if you omit "};
      for (const char* k : keeps)
        for (std::size_t z = s.find(k); z != std::string::npos; z = s.find(k, z + 1)) s.replace(z, std::strlen(k), " with ");
      for (const char* k : skips)
        for (std::size_t z = s.find(k); z != std::string::npos; z = s.find(k, z + 1)) s.replace(z, std::strlen(k), " without ");
      // ("84 GB with no master copy": "with no" is "without")
      for (std::size_t z = s.find(" with no "); z != std::string::npos; z = s.find(" with no ", z + 1)) s.replace(z, 9, " without ");
      return s;
    };
    bool format_labels = false;  // a label's case told by its part's format (below)
    auto verdict = [&](const std::string& lw_typed, const std::string& other_typed) {
      const std::string lw = conditions_as_labels(lw_typed), other_labels = conditions_as_labels(other_typed);
      int plus = 0, minus = 0;
      // (a label of more than eight words is no label; one that denies does not tell)
      if (std::count(lw.begin(), lw.end(), ' ') > 18) return 0;
      {
        int nw = 0;
        for (std::size_t k = 1; k < lw.size(); ++k) nw += lw[k] != ' ' && lw[k - 1] == ' ';
        if (nw > 8) return 0;
      }
      // a what-if is not the reader's figure: "84 GB; it'd be 112 with the master copy", "28 GB if you kept fp32" (not
      // "I'd say 84 GB", the reader's own)
      for (const char* x : {" would ", " d be ", " if ", " could ", " might "})
        if (const std::size_t z = lw.find(x); z != std::string::npos && !would_of_prompt_setting(lw, z, prompt_words)) return -1;
      auto add = [&](int v) { (v > 0 ? plus : minus) += 1; };
      if (q_width > 0) {
        int w = width_of(lw);
        // "140 GB at 2 bytes/param; 280 GB at 4": a label that ends in a bare 1, 2, 4 or 8 after "at" takes the bytes
        // of the width another label gives (fix round 120)
        if (w == 0 && width_of(other_labels) > 0) {
          std::size_t en = lw.find_last_not_of(' ');
          std::size_t b = en == std::string::npos ? 0 : lw.find_last_of(' ', en) + 1;
          if (en != std::string::npos && b >= 4 && lw.compare(b - 4, 4, " at ") == 0) {
            const std::string n = lw.substr(b, en + 1 - b);
            if (n == "1" || n == "2" || n == "4" || n == "8") w = n[0] - '0';
          }
        }
        if (w > 0) add(w == q_width ? 1 : -1);
      }
      // "with the master copy", "including the weights", "56 without", "excluding it"
      static const char* const withs[] = {" with ", " including ", " incl ", " counting ", " inc ", " w "};
      static const char* const withouts[] = {" without ", " excluding ", " excl ", " w o "};
      auto marker = [&](const std::string& s, bool& without) -> std::size_t {
        std::size_t best = std::string::npos;
        for (const char* m : withouts)
          if (const std::size_t z = s.find(m); z != std::string::npos && z < best) best = z + std::strlen(m) - 1, without = true;
        if (best == std::string::npos)
          for (const char* m : withs)
            if (const std::size_t z = s.find(m); z != std::string::npos && z < best) best = z + std::strlen(m) - 1, without = false;
        return best;
      };
      auto part_after = [&](const std::string& s, std::size_t at) {
        for (int n = 0; n < 4; ++n) {
          const std::string w = word_at(s, at);
          if (w.empty()) return 0;
          const std::size_t nx = s.find(w, at) + w.size();
          if (const int k = part_of(w)) return k;
          // (a number format before the part is its width: "with the fp32 master copy", fix round 117)
          if (w != "the" && w != "a" && w != "an" && w != "separate" && w != "fp32" && w != "fp16" && w != "bf16" &&
              w != "its" && w != "their" && w != "it" && w != "them" && w != "one" && w != "that")
            return 0;
          at = nx;
        }
        return 0;
      };
      // "16 with fp16 grads, 18 if grads are fp32": a format said of a part where another label gives that part
      // another format contrasts the formats, not the part's presence: the label the prompt's format names is its case
      // (round 133: "with fp16 grads" had read as gradients added to a figure that holds them)
      int format_case = 0;
      for (const char* f : {" fp16 ", " bf16 ", " fp32 "}) {
        const std::size_t z = lw.find(f);
        if (z == std::string::npos || !part_of(word_at(lw, z + std::strlen(f) - 1))) continue;
        for (const char* g : {" fp16 ", " bf16 ", " fp32 "}) {
          const bool half = std::strcmp(f, " fp32 ") != 0, other_half = std::strcmp(g, " fp32 ") != 0;
          if (half == other_half || other_labels.find(g) == std::string::npos || lw.find(g) != std::string::npos) continue;
          const bool pf = prompt_words.find(f) != std::string::npos, pg = prompt_words.find(g) != std::string::npos;
          if (pf != pg) format_case = pf ? 1 : -1;
        }
      }
      if (format_case != 0) add(format_case), format_labels = true;
      bool without = false;
      if (const std::size_t at = marker(lw, without); format_case == 0 && at != std::string::npos) {
        int k = part_after(lw, at);
        // a bare "with"/"without" (or "it", "one") takes the part the other labels name
        if (k == 0) {
          const std::string nw = word_at(lw, at);
          if (nw.empty() || nw == "it" || nw == "one" || nw == "them" || nw == "that") {
            bool ow = false;
            const std::size_t oat = marker(other_labels, ow);
            if (oat != std::string::npos) k = part_after(other_labels, oat);
          }
        }
        // (not where the question asks for that part alone: "420 GB with the master copy" asked what the copy adds)
        if (k > 0 && !(asked_part(k) > 0 && parts_counted == 1)) add(counts_part(k) != without ? 1 : -1);
      } else {
        // a part on its own: "14 GB of weights on top" where the question leaves the weights out; "26 GB of it the
        // weights", a share of another figure
        // ("on top" alone does not tell which: "14 GB of weights, and on top of that 98 GB of bookkeeping")
        // ("1120 GB total, 280 GB of it the master copy" where the question asks for the copy alone: that share is the
        // answer; lead, session 41)
        // ("112 GB; the master copy alone is 28 GB of that", "14 GB of this is gradients": "of that"/"of this" point
        // back at the other figure as "of it" does; not "on top of that", "because of that": round 144, blind67 row 6)
        std::size_t of_it = lw.find(" of it ");
        for (const char* back : {" of that ", " of this "})
          for (std::size_t z = lw.find(back); z != std::string::npos && of_it == std::string::npos; z = lw.find(back, z + 1))
            if (!(z >= 4 && lw.compare(z - 4, 4, " top") == 0) && !(z >= 8 && lw.compare(z - 8, 8, " because") == 0))
              of_it = z;
        if (of_it != std::string::npos) {
          // (the part named after a copula: "560 GB of that is Adam", "98 GB of it are gradients and Adam"; round 159)
          std::size_t from_part = of_it + 3;
          {
            const std::string back = word_at(lw, from_part);
            const std::size_t nx = lw.find(back, from_part) + back.size();
            const std::string cop = word_at(lw, nx);
            if (cop == "is" || cop == "are") from_part = lw.find(cop, nx) + cop.size();
          }
          int k = part_after(lw, from_part);
          // (the part named before the figure: "Adam's m and v take 56 GB of it", one part only)
          for (std::size_t z = 0; k == 0 && z < of_it;) {
            const std::size_t b = lw.find_first_not_of(' ', z);
            if (b == std::string::npos || b >= of_it) break;
            const std::size_t en = std::min(lw.find(' ', b), lw.size());
            if (const int named = part_of(lw.substr(b, en - b))) k = named;
            z = en;
          }
          if (!(k > 0 && asked_part(k) > 0 && parts_counted == 1)) add(-1);
        } else {
          for (const char* pre : {" of ", " for "})
            for (std::size_t z = lw.find(pre); z != std::string::npos; z = lw.find(pre, z + 1))
              if (const int k = part_after(lw, z + std::strlen(pre) - 1); k > 0 && asked_part(k) < 0) {
                add(-1);
                z = lw.size();
              }
        }
        // "140 GB for the weights, 560 GB for Adam", "Adam 560 GB; weights 140 GB": a label that is only the name of one
        // part of the ledger says whose figure it is: another figure than the answer unless the question asks for that
        // part alone (a part where it asks for several, or for none of it) (lead, session 41: the last figure had been
        // read). A label with any other word ("two 80 GB cards just for the weights", "of fixed state in all") is not
        // the figure's name.
        if (plus == 0 && minus == 0) {
          int named = 0;
          bool several = false, only_names = true;
          for (std::size_t z = 0; z < lw.size() && only_names;) {
            const std::size_t b = lw.find_first_not_of(' ', z);
            if (b == std::string::npos) break;
            const std::size_t en = std::min(lw.find(' ', b), lw.size());
            const std::string w = lw.substr(b, en - b);
            if (const int k = part_of(w)) {
              several = several || (named != 0 && named != k);
              named = k;
            } else if (!(w == "for" || w == "the" || w == "of" || w == "its" || w == "their" || w == "model" ||
                         w == "s" || w == "optimizer" || w == "optimiser" || w == "state" || w == "states" || w == "fp16" ||
                         w == "bf16" || w == "fp32" || w == "alone" || w == "itself" || w == "only")) {
              only_names = false;
            }
            z = en;
          }
          if (only_names && named > 0 && !several && !bare_piece && !(asked_part(named) > 0 && parts_counted == 1)) add(-1);
        }
      }
      // one GPU's share or the whole
      bool whole = false, item = false;
      for (const char* w : {" total ", " in all ", " altogether ", " overall ", " combined ", " summed ", " across all ",
                            " all together ", " whole ", " full training state ", " full state "})  // (not "together": "gradients, master copy and Adam together")
        whole = whole || lw.find(w) != std::string::npos;
      for (const char* w : {" per gpu ", " per worker ", " per rank ", " per device ", " per card ", " gpu ", " each gpu ",
                            " each worker "})
        item = item || lw.find(w) != std::string::npos;
      if (whole != item) {
        if (e.per_item) add(item ? 1 : -1);
        else if (item) add(-1);
        else if (asks_rest) add(-1);
        // (a total is the answer only where the question asks for a whole: "420 GB total" is no answer to what the
        // master copy adds)
        else if (e.row == "total" || asks_total || whole_state) add(1);
        // (nor where it asks for one part of the state alone: "280 GB for the master copy alone, 1120 GB for the whole
        // state", "14 GB, 84 GB in total" for the gradients; lead, session 41. Not the activations' total, "15 GB total,
        // at 1 GB per layer", nor m and v's beside each one's, "280 GB each, 560 GB total")
        else if (whole && parts_counted == 1 && asked_part(5) <= 0 &&
                 !(asked_part(4) > 0 && (other_labels.find(" each ") != std::string::npos ||
                                         other_labels.find(" apiece ") != std::string::npos)))
          add(-1);
      }
      return plus > 0 && minus > 0 ? 0 : plus > 0 ? 1 : minus > 0 ? -1 : 0;
    };
    // where a figure's text stands in the answer from `from` on, as a whole ("4" not inside "140")
    auto find_figure = [&](const std::string& t, std::size_t from) {
      for (std::size_t at = t.empty() ? std::string::npos : answer_low.find(t, from); at != std::string::npos;
           at = answer_low.find(t, at + 1)) {
        const bool glued_before = at > 0 && (std::isalnum(static_cast<unsigned char>(answer_low[at - 1])) || answer_low[at - 1] == '.');
        const std::size_t en = at + t.size();
        const bool glued_after = en < answer_low.size() && std::isdigit(static_cast<unsigned char>(t.back())) &&
                                 (std::isdigit(static_cast<unsigned char>(answer_low[en])) || answer_low[en] == '.' ||
                                  answer_low[en] == ',');
        if (!glued_before && !glued_after) return at;
      }
      return std::string::npos;
    };
    // the candidates: figures of the answer's dimension, not denied, not the model's size restated, not a byte width
    // ("at 2 bytes" beside figures in GB)
    std::vector<const found_quantity*> cand;
    for (const auto& f : r.found) {
      if (f.negated || !answers_dimension(f.q, e) || restated_size(f) || restates_givens(f)) continue;
      // (nor a size the prose reader set aside as a model's name: "827.7 GB, the page's crude total for 69B" where the
      // prompt names the model in words; blind round 137)
      if (f.each && !glued_size(f).empty()) continue;
      if (!f.q.unitless && f.q.dim == qdim::bytes && f.q.value <= 16 && e.value >= 1e3) continue;
      // (a bare number only as plain digits, "56 without": not a share, "1/64", nor a range)
      if (f.q.unitless && (f.q.is_range || figure_text(f).find_first_not_of("0123456789., ") != std::string::npos)) continue;
      // (nor one glued to a word, "4-byte weights": a width, the label's)
      if (f.q.unitless) {
        const std::string t = figure_text(f);
        const std::size_t at = find_figure(t, 0);
        if (at != std::string::npos && at + t.size() < answer_low.size() && answer_low[at + t.size()] == '-') continue;
        // (nor a bare 1, 2, 4 or 8 after "at" where another label gives a width in bytes: "140 GB at 2 bytes/param; 280 GB
        // at 4" (fix round 120), the second label's width, read in the first one's unit by the verdict below)
        if (at != std::string::npos && at >= 3 && answer_low.compare(at - 3, 3, "at ") == 0 &&
            (at == 3 || !std::isalnum(static_cast<unsigned char>(answer_low[at - 4]))) &&
            (f.q.number == 1 || f.q.number == 2 || f.q.number == 4 || f.q.number == 8) &&
            answer_low.find(" byte") != std::string::npos)
          continue;
      }
      cand.push_back(&f);
    }
    // the pieces: [start, end) of each, cut at the separators
    std::vector<std::pair<std::size_t, std::size_t>> pieces;
    {
      std::size_t s0 = 0;
      for (std::size_t k = 0; k <= answer_low.size(); ++k) {
        std::size_t cut = 0;
        if (k == answer_low.size()) cut = 1;
        else if (answer_low[k] == ';' || answer_low[k] == '\n') cut = 1;
        // (not the comma inside a number: "327,680 bytes")
        else if (answer_low[k] == ',' && !(k > 0 && k + 1 < answer_low.size() && std::isdigit(static_cast<unsigned char>(answer_low[k - 1])) &&
                                            std::isdigit(static_cast<unsigned char>(answer_low[k + 1]))))
          cut = 1;
        else if (answer_low[k] == '.' && (k + 1 >= answer_low.size() || answer_low[k + 1] == ' ')) {
          // (not an abbreviation's point: "excl.", "incl.", "approx.")
          cut = abbreviation_point(answer_low, k) ? 0 : 1;
        } else
          // (" and " only before a figure or a label's word, "10.7 GB at bf16 and 21.5 GB at fp32", "... and fp32: 280 GB":
          // "the weights and grads" is one label)
          for (const char* w : {" while ", " whereas ", " vs ", " versus ", " and "}) {
            if (answer_low.compare(k, std::strlen(w), w) != 0) continue;
            const std::size_t nx = k + std::strlen(w);
            bool before_label = std::strcmp(w, " and ") != 0 ||
                                (nx < answer_low.size() && (std::isdigit(static_cast<unsigned char>(answer_low[nx])) || answer_low[nx] == '~'));
            for (const char* lw : {"fp32", "fp16", "bf16", "fp8", "int8", "with ", "without ", "per ", "in ", "at ", "including ",
                                   "excluding ", "total "})
              before_label = before_label || answer_low.compare(nx, std::strlen(lw), lw) == 0;
            if (before_label) cut = std::strlen(w);
          }
        if (!cut) continue;
        if (k > s0) pieces.push_back({s0, k});
        s0 = k + cut;
        k = s0 - 1;
      }
    }
    // each candidate's piece (by its place in the text: the first unused occurrence of its text)
    std::vector<std::size_t> piece_of(cand.size(), std::string::npos), pos_of(cand.size(), 0);
    bool alone = cand.size() >= 2 && cand.size() <= 3;
    {
      std::size_t from = 0;
      for (std::size_t i = 0; i < cand.size() && alone; ++i) {
        const std::string t = figure_text(*cand[i]);
        const std::size_t at = find_figure(t, from);
        if (at == std::string::npos) {
          alone = false;
          break;
        }
        from = at + t.size();
        pos_of[i] = at;
        // (a figure after "of" is an operand: "1/64 of 560 GB")
        if (at >= 3 && answer_low.compare(at - 3, 3, "of ") == 0) alone = false;
        for (std::size_t j = 0; j < pieces.size(); ++j)
          if (at >= pieces[j].first && at < pieces[j].second) piece_of[i] = j;
        if (piece_of[i] == std::string::npos) alone = false;
        for (std::size_t j = 0; j < i && alone; ++j) alone = piece_of[j] != piece_of[i];
      }
    }
    // different figures, each once (a unit-less one in the unit of the figure before it): not where one comes back as
    // the reader's conclusion ("112 GB; without the weights it's 98 GB... so 112")
    if (alone) {
      bool differ = true;
      double scale = 1;
      std::vector<double> vals;
      for (const found_quantity* f : cand) {
        if (!f->q.unitless && f->q.number != 0) scale = f->q.value / f->q.number;
        vals.push_back(f->q.unitless ? f->q.number * scale : f->q.value);
      }
      for (std::size_t i = 0; i < vals.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
          differ = differ && std::fabs(vals[i] - vals[j]) > 1e-6 * std::max(std::fabs(vals[i]), std::fabs(vals[j]));
      alone = differ;
    }
    for (std::size_t j = 0; j < pieces.size() && alone; ++j)
      bare_piece = bare_piece || std::find(piece_of.begin(), piece_of.end(), j) == piece_of.end();
    std::vector<std::string> labels;
    if (alone) {
      for (std::size_t i = 0; i < cand.size(); ++i) {
        const auto& pc = pieces[piece_of[i]];
        std::string piece = answer_low.substr(pc.first, pc.second - pc.first);
        piece.replace(pos_of[i] - pc.first, figure_text(*cand[i]).size(), " ");
        labels.push_back(spaced(piece));
      }
      // (not where a label denies, "the total doesn't shrink", nor a chain to a sum, "with v that's 56 GB", "plus the
      // logits it's 3.3 GB": the readers above read those)
      for (const std::string& typed : labels) {
        const std::string lw = conditions_as_labels(typed);  // ("with no master copy" labels, it does not deny)
        for (const char* x : {" n t ", " not ", " never ", " no "})
          if (lw.find(x) != std::string::npos) alone = false;
        for (const char* st : {" that s ", " it s ", " that is ", " it is "})
          if (lw.find(st) != std::string::npos &&
              (lw.find(" with ") != std::string::npos || lw.find(" plus ") != std::string::npos ||
               lw.find(" adding ") != std::string::npos || lw.find(" counting ") != std::string::npos))
            alone = false;
      }
    }
    if (alone) {
      std::vector<int> v(cand.size());
      int n_plus = 0, n_minus = 0;
      for (std::size_t i = 0; i < cand.size(); ++i) {
        std::string others;
        for (std::size_t j = 0; j < cand.size(); ++j)
          if (j != i) others += labels[j];
        v[i] = verdict(labels[i], others);
        // (an alternative after "or" is no commitment: "84 GB, or 112 GB with the master copy")
        if (v[i] > 0 && labels[i].find_first_not_of(' ') == labels[i].find(" or ") + 1) v[i] = 0;
        n_plus += v[i] > 0;
        n_minus += v[i] < 0;
      }
      const found_quantity* take = nullptr;
      for (std::size_t i = 0; i < cand.size(); ++i)
        if ((n_plus == 1 && v[i] > 0) || (n_plus == 0 && n_minus == static_cast<int>(cand.size()) - 1 && v[i] == 0)) take = cand[i];
      // (a bare number is read in the unit of a figure beside it only where that figure is in the question's own
      // dimension: "12 bytes; with the FP32 master copy 16" asked bytes per parameter, read by the chain reader above)
      // (bytes beside a bare number where the question asks bytes per parameter are its bytes per parameter, the
      // question's "per", where the labels contrast a part's formats: "18 bytes if grads are fp32, 16 with fp16 grads";
      // round 133)
      if (take && take->q.unitless)
        for (const found_quantity* f : cand)
          if (!f->q.unitless && f->q.dim != e.dim &&
              !(format_labels && f->q.dim == qdim::bytes && e.dim == qdim::bytes_per_param))
            take = nullptr;
      if (take) {
        p.f = take;
        p.by_label = 1;
      } else if (n_minus == static_cast<int>(cand.size())) {
        // (the reading stays where it was, unless that was a width of a label: "at 1 byte")
        if (std::find(cand.begin(), cand.end(), p.f) == cand.end()) p.f = cand.back();
        p.by_label = -1;
      }
    }
  }
  // "65536, or maybe 16384": a second guess after the stated value leaves the reader undecided
  if (last_marked) {
    bool after = false;
    for (const auto& f : r.found) {
      if (&f == last_marked) {
        after = true;
        continue;
      }
      if (!after || !f.after_or || f.each || f.negated || !answers_dimension(f.q, e) || out_of_scope(f)) continue;
      const double a = last_marked->q.value, b = f.q.value;
      if (std::fabs(a - b) > std::max(e.tol.rtol, 1e-9) * std::max(std::fabs(a), std::fabs(b))) {
        p.other = last_marked;
        p.f = &f;
        return p;
      }
    }
  }
  if (p.f) {
    // "47 or 52 GB": two different answers, neither stated as the result
    if (!last_marked) {
      const found_quantity* prev = nullptr;
      for (const auto& f : r.found) {
        if (f.negated || !answers_dimension(f.q, e)) continue;
        if (prev && f.after_or) {
          const double a = prev->q.value, b = f.q.value;
          const double scale = std::max(std::fabs(a), std::fabs(b));
          const bool same_kind = prev->q.unitless == f.q.unitless || prev->q.unitless || f.q.unitless;
          if (same_kind && std::fabs(a - b) > std::max(e.tol.rtol, 1e-9) * scale) {
            p.other = prev;
            p.f = &f;
          }
        }
        prev = &f;
      }
    }
    return p;
  }
  (void)usable;
  // none of the right dimension: the last one with a known unit, for its feedback
  bool any = false;
  for (const auto& f : r.found) {
    if (f.negated) continue;
    any = true;
    if (!f.q.unknown_unit || !p.f) p.f = &f;
  }
  p.all_negated = !any && !r.found.empty();
  return p;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// [SECTION] grade_numeric

namespace {

// A letter multiplied into a term ("2·s·b·h", "2·L·g·d·T·B·2", "6N·T/(P·peak·MFU)"): a formula
// with symbols left in it. Returns the first symbol, or "" when there is none. Units are not
// multiplied in ("7e9 × 2 B": the B follows a space, not an operator).
std::string formula_symbol(std::string_view in) {
  // symbols glued to a number that are no unit: "6ND", "2BTd"
  for (std::size_t i = 0; i + 2 < in.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(in[i])) || !std::isalpha(static_cast<unsigned char>(in[i + 1]))) continue;
    std::size_t e = i + 1;
    while (e < in.size() && std::isalpha(static_cast<unsigned char>(in[e]))) ++e;
    const std::string w(in.substr(i + 1, e - i - 1));
    bool letters_are_symbols = w.size() >= 2 && w.size() <= 4 && std::isupper(static_cast<unsigned char>(w[0]));
    for (std::size_t k = 1; k < w.size(); ++k)
      letters_are_symbols = letters_are_symbols && std::isalpha(static_cast<unsigned char>(w[k])) &&
                            (std::isupper(static_cast<unsigned char>(w[k])) || w[k] == 'd' || w[k] == 'h');
    if (letters_are_symbols && !resolve_unit(w, qdim::none).ok) return w;
  }
  for (std::size_t i = 0; i < in.size(); ++i) {
    std::size_t op = 0;
    if (in.compare(i, 2, "\xC2\xB7") == 0 || in.compare(i, 2, "\xC3\x97") == 0) op = 2;
    else if (in[i] == '*') op = 1;
    if (!op) continue;
    std::size_t k = i + op;
    while (k < in.size() && in[k] == ' ') ++k;
    if (in.compare(k, 2, "\xCE\xA8") == 0) return "\xCE\xA8";
    if (k < in.size() && std::isalpha(static_cast<unsigned char>(in[k])) && in[k] != 'x') {
      std::size_t e = k;
      while (e < in.size() && std::isalpha(static_cast<unsigned char>(in[e]))) ++e;
      const std::string w(in.substr(k, e - k));
      // a one-letter variable, or a name the formula spells ("peak", "MFU"); not a unit word
      if (w.size() == 1 || w == "peak" || w == "MFU" || w == "mfu" || w == "params") return w;
    }
  }
  return "";
}

// A formula in the parameter count, as the ZeRO paper and the pages write it: "16Ψ", "16N bytes",
// "2Ψ+2Ψ+12Ψ". Returns the answer with the symbol taken out of every term it multiplies (what is
// left is the coefficient, bytes per parameter), and whether there was one. Only a symbol right
// after a number or a bracket ("16N", "(2+2+12)·Ψ") counts; "N = 7e9" is a definition, not a term.
std::string strip_param_symbol(std::string_view in, bool& found) {
  found = false;
  std::string out;
  for (std::size_t i = 0; i < in.size();) {
    std::size_t k = i, n = 0;
    // an operator or spaces between the number and the symbol: "16 N", "16·Ψ", "16*N"
    std::size_t j = out.size();
    while (j > 0 && out[j - 1] == ' ') --j;
    bool after_term = j > 0 && (std::isdigit(static_cast<unsigned char>(out[j - 1])) || out[j - 1] == ')');
    std::size_t op = 0;
    if (in.compare(k, 2, "\xC2\xB7") == 0) op = 2;                           // ·
    else if (in.compare(k, 2, "\xC3\x97") == 0) op = 2;                      // ×
    else if (k < in.size() && in[k] == '*') op = 1;
    std::size_t at = k + op;
    while (at < in.size() && in[at] == ' ') ++at;
    if (in.compare(at, 2, "\xCE\xA8") == 0) n = 2;                           // Ψ
    else if (at < in.size() && in[at] == 'N' &&
             (at + 1 >= in.size() || !std::isalnum(static_cast<unsigned char>(in[at + 1]))))
      n = 1;
    // the operator or space must follow a term, and the symbol must end the term
    if (n && after_term && (op || at == k || in[k] == ' ')) {
      found = true;
      while (!out.empty() && out.back() == ' ') out.pop_back();
      i = at + n;
      continue;
    }
    out += in[i++];
  }
  return out;
}

}  // namespace

// A per-GPU figure stated with the GPU count, where the question asks for the whole: "10.5 GB on
// each of 8 GPUs", "6 GB on each of the 8 GPUs", "10.1 GB per GPU on 8 GPUs", "1.75 GB each across 8
// GPUs". Returns the count N (the whole is N times the figure), 0 when the text right after the
// quantity does not say so. Only the words directly after the figure count: "84 GB, 10.5 GB on each
// of 8" is the total then its working, decided by choose() before this.
static double each_of_gpus(std::string_view answer, const std::string& text) {
  const std::size_t at = answer.find(text);
  if (at == std::string_view::npos || text.empty()) return 0;
  const std::string low = ascii_lower(answer.substr(at + text.size()));
  std::vector<std::string> w;
  {
    std::string cur;
    for (char c : low) {
      if (std::isalnum(static_cast<unsigned char>(c))) {
        cur += c;
        continue;
      }
      if (!cur.empty()) w.push_back(cur), cur.clear();
      if (c == '/') w.push_back("/");
      if (c == ',' || c == ';' || c == '.' || c == '(' || c == ':' || c == '=') break;  // a new clause
      if (w.size() > 8) break;
    }
    if (!cur.empty()) w.push_back(cur);
  }
  auto gpu_word = [](const std::string& x) {
    for (const char* g : {"gpus", "gpu", "cards", "card", "workers", "worker", "devices", "device", "ranks", "a100s",
                          "h100s", "accelerators"})
      if (x == g) return true;
    return false;
  };
  auto count_at = [&](std::size_t i) -> double {  // "8 GPUs", "the 8 GPUs"
    if (i < w.size() && w[i] == "the") ++i;
    if (i + 1 >= w.size() || !gpu_word(w[i + 1])) return 0;
    for (char c : w[i])
      if (!std::isdigit(static_cast<unsigned char>(c))) return 0;
    if (w[i].size() > 6) return 0;
    const double n = std::stod(w[i]);
    return n >= 2 ? n : 0;
  };
  std::size_t i = 0;
  // "on each of 8 GPUs", "for each of the 8 GPUs", "each of 8 GPUs"
  if (i < w.size() && (w[i] == "on" || w[i] == "for" || w[i] == "in")) ++i;
  if (i + 1 < w.size() && w[i] == "each" && w[i + 1] == "of") return count_at(i + 2);
  // "per GPU on 8 GPUs", "/GPU across 8 GPUs", "each over 8 GPUs"
  i = 0;
  if (i + 1 < w.size() && (w[i] == "per" || w[i] == "/") && gpu_word(w[i + 1])) i += 2;
  else if (i < w.size() && (w[i] == "each" || w[i] == "apiece")) i += 1;
  else return 0;
  if (i < w.size() && (w[i] == "on" || w[i] == "across" || w[i] == "over" || w[i] == "with" || w[i] == "x" ||
                       w[i] == "times" || w[i] == "for"))
    return count_at(i + 1);
  return 0;
}

static grade_result grade_numeric_text(std::string_view answer, const numeric_expectation& e,
                                       const std::vector<misconception>& given);

// The last line of an answer of several lines where it is nothing but one figure ("**56 GB**", "`17 GB`", "=> 24.5 GB",
// "= 14 GB", "≈ 3.0×") and the lines above it are working (a digit and an "=" or an operator): that figure, its marks
// dropped; "" otherwise.
static std::string lone_figure_last_line(std::string_view answer, qdim dim) {
  std::string_view a = answer;
  while (!a.empty() && std::strchr(" \t\r\n", a.back()) != nullptr) a.remove_suffix(1);
  const std::size_t nl = a.rfind('\n');
  if (nl == std::string_view::npos || a.size() > 1000) return "";
  const std::string_view above = a.substr(0, nl);
  if (std::none_of(above.begin(), above.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) return "";
  // (working: an "=" or an operator above; "24.5 GB per GPU\n\n14 GB" is two statements, left to the prose reader)
  bool working = above.find_first_of("=*/+") != std::string_view::npos;
  for (const char* m : {"\u00D7", "\u00F7", "\u00B7"}) working = working || above.find(m) != std::string_view::npos;
  if (!working) return "";
  std::string line(a.substr(nl + 1));
  // the marks around the figure: bold, italics, inline code, and before it "=", "=>", "→", "≈", "~"
  for (bool cut = true; cut;) {
    cut = false;
    while (!line.empty() && std::strchr(" \t\r*_`.", line.back()) != nullptr) line.pop_back(), cut = true;
    std::size_t b = 0;
    for (bool more = true; more;) {
      more = false;
      while (b < line.size() && std::strchr(" \t*_`=>~", line[b]) != nullptr) ++b, more = true;
      for (const char* m : {"\u2192", "\u2248"})
        if (line.compare(b, std::strlen(m), m) == 0) b += std::strlen(m), more = true;
    }
    if (b > 0) line.erase(0, b), cut = true;
  }
  if (line.empty() || !std::isdigit(static_cast<unsigned char>(line[0]))) return "";
  if (std::count(line.begin(), line.end(), ' ') > 2 || line.find_first_of("()[]") != std::string::npos) return "";
  const quantity_parse q = parse_quantity(line, dim);
  if (!q.ok || q.q.arithmetic) return "";
  return line;
}

grade_result grade_numeric(std::string_view answer, const numeric_expectation& e,
                           const std::vector<misconception>& given) {
  // "_112 GB_", "**112 GB**, i.e. 12 bytes per parameter": emphasis pasted around the figure (grading.cpp
  // markdown_emphasis_removed, doubled markers and '_'); the readers of the figure and of the claims after it read
  // the plain text (round 157). A lone '*' is plain_markup's (quantity_prose.cpp) and the footnote readers' below.
  if (answer.find("**") != std::string_view::npos || answer.find('_') != std::string_view::npos) {
    if (const std::string plain = markdown_emphasis_removed(answer, false); plain != answer) return grade_numeric(plain, e, given);
  }
  // a ratio of two terms in the same symbols: "8PT/6PT", "8·N·T / 6·N·T" is 8/6
  if (e.dim == qdim::ratio && answer.size() < 200 && std::count(answer.begin(), answer.end(), '/') == 1) {
    // a side: a number, then letters only (products written with · * × or spaces)
    auto side = [](std::string_view x, std::string& num, std::string& letters) {
      std::size_t i = 0;
      while (i < x.size() && x[i] == ' ') ++i;
      while (i < x.size() && (std::isdigit(static_cast<unsigned char>(x[i])) || x[i] == '.')) num += x[i++];
      for (; i < x.size(); ++i) {
        const unsigned char u = static_cast<unsigned char>(x[i]);
        if (std::isalpha(u)) letters += x[i];
        else if (x.compare(i, 2, "\xC2\xB7") == 0 || x.compare(i, 2, "\xC3\x97") == 0) ++i;
        else if (x[i] != '*' && x[i] != ' ') return false;
      }
      return !num.empty() && !letters.empty();
    };
    const std::size_t slash = answer.find('/');
    std::string n1, l1, n2, l2;
    if (side(answer.substr(0, slash), n1, l1) && side(answer.substr(slash + 1), n2, l2) && l1 == l2)
      return grade_numeric_text(n1 + "/" + n2, e, given);
  }
  // "78.2G (torch.cuda.memory_allocated()/2**30)", "78.2 G (GiB)", "78.2G (bytes / 1024^3)": a figure opening the
  // answer with a bare "G" whose bracket right after names GiB or the binary divisor is in GiB, as the tool that
  // printed it meant (blind round 126: read as GB, it had been told "GiB labelled as GB")
  if (e.dim == qdim::bytes && answer.size() < 400) {
    const std::string a(answer);
    std::size_t i = a.find_first_not_of(" ~");
    const std::size_t num = i;
    while (i < a.size() && (std::isdigit(static_cast<unsigned char>(a[i])) || a[i] == '.' || a[i] == ',')) ++i;
    std::size_t g = i;
    while (g < a.size() && a[g] == ' ') ++g;
    if (num != std::string::npos && i > num && g + 1 < a.size() && a[g] == 'G' && (a[g + 1] == ' ' || a[g + 1] == '(')) {
      std::size_t open = g + 1;
      while (open < a.size() && a[open] == ' ') ++open;
      std::size_t close = std::string::npos;
      for (std::size_t k = open, depth = 0; open < a.size() && a[open] == '(' && k < a.size(); ++k) {
        if (a[k] == '(') ++depth;
        else if (a[k] == ')' && --depth == 0) {
          close = k;
          break;
        }
      }
      if (close != std::string::npos) {
        const std::string inside = a.substr(open + 1, close - open - 1);
        bool binary = false;
        for (const char* w : {"GiB", "gib", "2**30", "2^30", "1024**3", "1024^3", "1<<30", "1024/1024/1024"})
          binary = binary || inside.find(w) != std::string::npos;
        if (binary) return grade_numeric(a.substr(0, g) + "GiB" + a.substr(g + 1), e, given);
      }
    }
  }
  // "12Ψ with Ψ = 6.74B: 80.9 GB": Ψ is the ZeRO paper's N, the parameter count; read as N, a
  // definition "Ψ = 6.74B" restates a given like "N = 6.74B" (blind round 15)
  if (answer.find("\xCE\xA8") != std::string_view::npos && answer.size() < 2000) {
    std::string n(answer);
    for (std::size_t at = n.find("\xCE\xA8"); at != std::string::npos; at = n.find("\xCE\xA8", at + 1)) n.replace(at, 2, "N");
    return grade_numeric(n, e, given);
  }
  // "(2+2+K)Ψ with K=12", "2(P-1)/P · 14 GB where P = 8": a one-letter constant the answer defines after
  // its formula is put into it (each place it stands as a term: next to an operator or a bracket), and
  // the definition goes (blind round 15)
  {
    const std::string a(answer);
    for (const char* lead : {" with ", " where ", ", ", "; "}) {
      const std::size_t at = a.find(lead);
      if (at == std::string::npos || a.size() > 200) continue;
      std::size_t k = at + std::strlen(lead);
      if (k >= a.size() || !std::isalpha(static_cast<unsigned char>(a[k])) ||
          (k + 1 < a.size() && std::isalnum(static_cast<unsigned char>(a[k + 1]))))
        continue;
      const char sym = a[k];
      std::size_t j = k + 1;
      while (j < a.size() && a[j] == ' ') ++j;
      if (j >= a.size() || a[j] != '=') continue;
      ++j;
      while (j < a.size() && a[j] == ' ') ++j;
      std::size_t n = j;
      while (n < a.size() && (std::isdigit(static_cast<unsigned char>(a[n])) || a[n] == '.')) ++n;
      if (n == j || (n < a.size() && (std::isalpha(static_cast<unsigned char>(a[n])) || a[n] == '^'))) continue;
      const std::string value = a.substr(j, n - j);
      const std::string head = a.substr(0, at);
      std::string put;
      int used = 0;
      for (std::size_t i = 0; i < head.size(); ++i) {
        const bool alone = head[i] == sym && (i == 0 || !std::isalnum(static_cast<unsigned char>(head[i - 1]))) &&
                           (i + 1 == head.size() || !std::isalnum(static_cast<unsigned char>(head[i + 1])));
        const bool term = alone && ((i > 0 && std::strchr("+-*/()", head[i - 1])) ||
                                    (i + 1 < head.size() && std::strchr("+-*/()", head[i + 1])));
        if (term) put += "(" + value + ")", ++used;
        else put += head[i];
      }
      if (used) return grade_numeric(put + a.substr(n), e, given);
    }
  }
  // "~123,000 GPU-h*  (*Meta reported 184k)", "1.33× (the page's 30–50% also counts comms)": a bracket
  // after the reader's figure that cites another's figure (someone "reported" it, "the page's" or "the
  // paper's" figure) is a remark on a source, not a second answer; the answer is graded without it
  // (blind round 66). Only where the text before the bracket holds a figure of its own.
  {
    const std::string a(answer);
    const std::string low = ascii_lower(a);
    for (std::size_t p = a.find('('); p != std::string::npos && a.size() < 400; p = a.find('(', p + 1)) {
      const std::size_t close = a.find(')', p + 1);
      if (close == std::string::npos) break;
      if (a.find_first_of("0123456789", 0) >= p) continue;
      const std::string c = low.substr(p + 1, close - p - 1);
      std::size_t cite = std::string::npos;
      for (const char* w : {"reported ", "reports ", "the page's ", "the paper's ", "the book's ", "page says ", "paper says "})
        if (const std::size_t at = c.find(w); at != std::string::npos && (cite == std::string::npos || at < cite)) cite = at;
      if (cite == std::string::npos) continue;
      const std::size_t digit = c.find_first_of("0123456789");
      if (digit == std::string::npos || digit < cite) continue;
      return grade_numeric(a.substr(0, p) + a.substr(close + 1), e, given);
    }
  }
  // "24.5 GB*  (*summed over all 8 GPUs)", "112 GB* (*before activations)": a footnote marked with a star
  // on the figure is said of that figure, as if written right after it ("24.5 GB summed over all 8 GPUs"),
  // so what it says of the figure's scope is read (blind round 66: the footnote had been passed over)
  {
    const std::string a(answer);
    const std::size_t open = a.find("(*");
    if (open != std::string::npos && open > 0 && a.size() < 400) {
      std::size_t b = open;
      while (b > 0 && a[b - 1] == ' ') --b;
      const std::size_t close = a.find(')', open);
      if (b > 1 && a[b - 1] == '*' && a[b - 2] != '*' && a[b - 2] != ' ' && close != std::string::npos &&
          a.find('(', open + 1) > close && a.find_first_of("0123456789") < b - 1) {
        std::string note = a.substr(open + 2, close - open - 2);
        while (!note.empty() && note[0] == ' ') note.erase(0, 1);
        // ... a note that opens with a figure ("112 GB* (*1 GB = 10^9 bytes)", "65,536* (*8 × 2048 × 4)") is a
        // definition or the working, no scope: it stays a bracket after the figure (blind round 74 row 287: the
        // unit's definition had been read as the answer)
        if (!note.empty() && std::isdigit(static_cast<unsigned char>(note[0])))
          return grade_numeric(a.substr(0, b - 1) + " (" + note + ")" + a.substr(close + 1), e, given);
        return grade_numeric(a.substr(0, b - 1) + " " + note + a.substr(close + 1), e, given);
      }
    }
  }
  // "140 (GiB)", "26 (GB)": a bare figure with its unit in a bracket after it is that figure in that unit
  // (blind round 66: the bracket was passed over and the figure took the question's unit)
  {
    const std::string a(answer);
    const std::size_t open = a.find('(');
    const std::size_t close = open == std::string::npos ? open : a.find(')', open);
    if (open != std::string::npos && close != std::string::npos && a.size() < 100) {
      std::string head = a.substr(0, open), unit = a.substr(open + 1, close - open - 1);
      while (!head.empty() && head.back() == ' ') head.pop_back();
      while (!unit.empty() && unit.back() == ' ') unit.pop_back();
      while (!unit.empty() && unit[0] == ' ') unit.erase(0, 1);
      const quantity_parse h = parse_quantity(head, e.dim);
      const quantity_parse u = unit.empty() || std::isdigit(static_cast<unsigned char>(unit[0]))
                                   ? quantity_parse{}
                                   : parse_quantity("1 " + unit, e.dim);
      if (h.ok && h.q.unitless && !h.q.arithmetic && u.ok && !u.q.unitless && u.q.dim == e.dim &&
          a.find_first_not_of(' ', close + 1) == std::string::npos)
        return grade_numeric(head + " " + unit, e, given);
    }
  }
  // "m: 7e9 × 4 = 28 GB\nv: 7e9 × 4 = 28 GB\n\n**56 GB**", "P = 4\n2 × 3/4 = 1.5\n1.5 × 14 = 21\n\n10.5 GB",
  // "```\n13e9 * 16 = 208e9\n```\n20.8 GB": working over lines, then a last line that is nothing but a figure (set off
  // by bold, inline code, "=", "=>", "→", "≈" or "~"): that last line is the reader's answer, not the working's "="
  // results above it (blind round 113: a result of the working had been read instead, right and wrong)
  if (const std::string last = lone_figure_last_line(answer, e.dim); !last.empty()) return grade_numeric(last, e, given);
  bool symbolic = false;
  const std::string unsymbolic = strip_param_symbol(answer, symbolic);
  // per parameter, "16Ψ" / "16N bytes" is 16 bytes per parameter
  if (symbolic && e.dim == qdim::bytes_per_param) return grade_numeric_text(unsymbolic, e, given);
  grade_result g = grade_numeric_text(answer, e, given);
  // a formula in the parameter count where the question gives the count ("16Ψ" for a 3B model), or
  // with other symbols left in ("2·s·b·h"): not yet a number; say so (no try counted) instead of
  // grading its coefficient as GB
  const std::string sym = symbolic ? std::string("N") : formula_symbol(answer);
  // ... unless the formula is the working and a figure with its unit follows the last "=" or "≈": "~2N = 28
  // GB per GPU", "16Ψ ≈ 100 GB" commit to that figure, which is graded as one (lead, session 41: a wrong
  // figure after a formula had been told "your answer is a formula", no try counted and no word on the figure)
  const auto figure_after_equals = [&] {
    const std::string a(answer);
    std::size_t at = std::string::npos;
    if (const std::size_t p = a.rfind('='); p != std::string::npos) at = p + 1;
    if (const std::size_t p = a.rfind("\u2248"); p != std::string::npos && (at == std::string::npos || p + 3 > at))
      at = p + 3;
    if (at == std::string::npos) return false;
    // the first two words after the sign: the figure and its unit ("28 GB") or one glued word ("28GB")
    std::string number, unit;
    for (std::size_t i = at; i < a.size() && unit.empty();) {
      while (i < a.size() && (a[i] == ' ' || a[i] == '~')) ++i;
      const std::size_t end = std::min(a.find(' ', i), a.size());
      (number.empty() ? number : unit) = a.substr(i, end - i);
      i = end;
    }
    if (number.empty() || !std::isdigit(static_cast<unsigned char>(number[0]))) return false;
    bool tail_symbolic = false;
    strip_param_symbol(a.substr(at), tail_symbolic);
    if (tail_symbolic || !formula_symbol(a.substr(at)).empty()) return false;
    const quantity_parse glued = parse_quantity(number, e.dim), spaced = parse_quantity(number + " " + unit, e.dim);
    const auto has_unit = [&](const quantity_parse& p) { return p.ok && !p.q.unitless && p.q.dim == e.dim; };
    return has_unit(glued) || has_unit(spaced);
  };
  if (!sym.empty() && !g.correct && g.parsed_ok && figure_after_equals()) return g;
  // ... or the formula is only a gloss in brackets beside a figure: "28 GB (2N)", "14 GFLOP (2N)", "84 GB [12Ψ]"
  // say where the figure came from, and the figure is the answer (lead, session 42: a wrong figure glossed with
  // its formula had been told "your answer is a formula", no try counted)
  const auto symbols_only_in_brackets = [&] {
    std::string outside, inside;
    int depth = 0;
    for (char c : answer) {
      if (c == '(' || c == '[') ++depth;
      else if ((c == ')' || c == ']') && depth > 0) --depth;
      else (depth == 0 ? outside : inside) += c;
    }
    if (depth != 0 || inside.empty()) return false;
    // "12 bytes (12N)" is the formula's coefficient said twice (bytes per parameter), not a figure
    const auto first_number = [](const std::string& t) {
      const std::size_t b = t.find_first_of("0123456789");
      return b == std::string::npos ? std::string() : t.substr(b, t.find_first_not_of("0123456789.", b) - b);
    };
    if (first_number(outside) == first_number(inside)) return false;
    bool outside_symbolic = false;
    strip_param_symbol(outside, outside_symbolic);
    // the figure outside carries its unit ("12 (12N)" is a bare coefficient: still a formula)
    const quantity_parse q = parse_quantity(outside, e.dim);
    return !outside_symbolic && formula_symbol(outside).empty() && q.ok && !q.q.unitless;
  };
  if (!sym.empty() && !g.correct && g.parsed_ok && symbols_only_in_brackets()) return g;
  if (!sym.empty() && !g.correct) {
    grade_result f = g;
    f.kind = "unreadable";
    f.score = 0;
    f.diagnosis.clear();
    f.parsed_ok = false;
    // the reveal names the answer only: the coefficient was not a value to compare
    if (const std::size_t cut = g.reveal.find("Expected "); cut != std::string::npos) f.reveal = g.reveal.substr(cut);
    f.feedback = symbolic ? "Your answer is a formula in the parameter count (N or \u03A8): the question gives the "
                            "count, so put it in and give the number, as " + unit_example(e) + "."
                          : "Your answer is a formula (it still has " + sym + " in it): the question gives the values, "
                            "so put them in and give the number, as " + unit_example(e) + ".";
    return f;
  }
  return g;
}

// The GPU count an answer says its time ran on: "on 8 GPUs", "across 64 H100s", "x 8 GPUs", "with
// 8 cards", "on the 64 GPUs"; 0 when none or more than one is named.
static double gpus_named(std::string_view answer) {
  const std::string low = ascii_lower(answer);
  double found = 0;
  int hits = 0;
  for (std::size_t i = 0; i < low.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(low[i])) || (i > 0 && (std::isalnum(static_cast<unsigned char>(low[i - 1])) || low[i - 1] == '.' || low[i - 1] == ',')))
      continue;
    std::size_t e = i;
    while (e < low.size() && std::isdigit(static_cast<unsigned char>(low[e]))) ++e;
    if (e - i > 6 || (e < low.size() && (low[e] == '.' || low[e] == ','))) {
      i = e;
      continue;
    }
    std::size_t u = e;
    while (u < low.size() && (low[u] == ' ' || low[u] == '-')) ++u;
    bool unit = false;
    for (const char* w : {"gpus", "gpu", "cards", "card", "a100s", "a100", "h100s", "h100", "h200s", "h200", "b200s",
                          "b200", "devices", "accelerators"})
      if (low.compare(u, std::strlen(w), w) == 0 &&
          (u + std::strlen(w) >= low.size() || !std::isalnum(static_cast<unsigned char>(low[u + std::strlen(w)])))) {
        unit = true;
        break;
      }
    // the word before the count says the time ran on them ("on", "across", "x", "with", "using", "over")
    std::size_t b = i;
    while (b > 0 && low[b - 1] == ' ') --b;
    std::size_t wb = b;
    while (wb > 0 && std::isalpha(static_cast<unsigned char>(low[wb - 1]))) --wb;
    std::string before = low.substr(wb, b - wb);
    // ... past a determiner before the count: "on the 64 GPUs", "across all 8 GPUs" (round 184: lead47 rows 200 and
    // 203, blind81 row 127)
    // (up to three such words: "on all the 8 GPUs", "across all of the 64 GPUs"; round 187)
    for (int n = 0; n < 3 && (before == "the" || before == "all" || before == "those" || before == "these" ||
                              (before == "of" && n > 0));
         ++n) {
      b = wb;
      while (b > 0 && low[b - 1] == ' ') --b;
      wb = b;
      while (wb > 0 && std::isalpha(static_cast<unsigned char>(low[wb - 1]))) --wb;
      before = low.substr(wb, b - wb);
    }
    // (French "sur 8 GPUs", "15 000 heures sur 8 GPUs": on them; blind round 91)
    const bool joined = before == "on" || before == "across" || before == "over" || before == "with" ||
                        before == "using" || before == "x" || before == "times" || before == "sur" ||
                        (b > 0 && (low[b - 1] == '*' || low.compare(b >= 2 ? b - 2 : 0, 2, "\xC3\x97") == 0));
    if (unit && joined) found = std::stod(low.substr(i, e - i)), ++hits;
    i = e;
  }
  return hits == 1 ? found : 0;
}


// The scope a reader attaches to the graded figure right after it (blind round 9): "14 GB per layer",
// "65,536 tokens per micro-batch", "112 GB for inference", "56 GB each", "8.75 GB in total". A figure
// said of another scope than the question's is another quantity that happens to share the number, so
// it is not the answer. A scope the prompt itself names ("per token", "one step", "serving") is the
// question's own; the empty string when the figure carries no scope or only the question's.
// The answer's words from the graded figure on (its number and unit, then what it is said of), lower
// case, punctuation as words of its own; empty when the figure is not in the answer exactly once.
// Where the graded figure stands in the lower-cased answer `low`: npos when it is not there exactly once.
static std::size_t figure_once(const std::string& low, const std::string& text) {
  const std::string t = ascii_lower(text);
  const std::size_t at = t.empty() ? std::string::npos : low.find(t);
  return at == std::string::npos || low.find(t, at + 1) != std::string::npos ? std::string::npos : at;
}

static std::vector<std::string> words_from_figure(std::string_view answer, const std::string& text) {
  std::vector<std::string> w;
  const std::string low = ascii_lower(answer);
  const std::size_t at = figure_once(low, text);
  if (at == std::string::npos) return w;
  std::string cur;
  for (std::size_t i = at; i < low.size(); ++i) {
    const char c = low[i];
    const bool in_number = !cur.empty() && std::isdigit(static_cast<unsigned char>(cur.back())) && (c == ',' || c == '.') &&
                           i + 1 < low.size() && std::isdigit(static_cast<unsigned char>(low[i + 1]));
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || in_number) cur += c;
    else {
      if (!cur.empty()) w.push_back(cur), cur.clear();
      if (c != ' ') w.push_back(std::string(1, c));
    }
  }
  if (!cur.empty()) w.push_back(cur);
  return w;
}

// Past the figure's number and up to two unit words ("112 GB", "65,536 tokens", "42 GFLOP"): the
// index of the first word that says what the figure is of; 0 when the words do not start with a number.
// A word `qualifier` accepts ("per", "of", ...) is never a unit word.
template <class Qualifier>
static std::size_t after_number_and_unit(const std::vector<std::string>& w, Qualifier qualifier) {
  std::size_t i = 0;
  while (i < w.size() && (std::isdigit(static_cast<unsigned char>(w[i][0])) || w[i] == "/" || w[i] == "~" || w[i] == "x" ||
                          w[i] == "\xc3" || w[i] == "."))
    ++i;
  if (i == 0) return 0;
  // (no unit: the first word of a phrase ending in "of", "112 GB because of the master copy", "instead of", "out of")
  auto phrase_of = [&](std::size_t k) {
    return k + 1 < w.size() && w[k + 1] == "of" &&
           (w[k] == "because" || w[k] == "instead" || w[k] == "out" || w[k] == "ahead" || w[k] == "regardless" ||
            w[k] == "short" || w[k] == "inside" || w[k] == "outside" || w[k] == "independent");
  };
  // (no unit: a reason's conjunction, "560 GB because each is FP32", "140 GB since each weight is 2 bytes": the
  // "each" after it is the reason's, not the figure's scope; blind round 151)
  auto reason = [&](std::size_t k) { return w[k] == "because" || w[k] == "since" || w[k] == "cause" || w[k] == "as"; };
  for (int u = 0; u < 2 && i < w.size() && std::isalpha(static_cast<unsigned char>(w[i][0])) && !qualifier(w[i]) && !phrase_of(i) &&
                  !reason(i);
       ++u)
    ++i;
  return i;
}

// "stores 1 GB of activations per layer", "(2 bytes per parameter)": the noun at `at` of the prompt ends
// a given's rate (a number, up to three words, "per"), which scopes that given, not the figure asked
// ("15 GB per layer" for the peak of the whole chain is another quantity; blind round 37)
static bool given_rate_at(const std::string& prompt, std::size_t at) {
  std::size_t end = at;
  auto word_before = [&](std::size_t& e) {
    while (e > 0 && prompt[e - 1] == ' ') --e;
    std::size_t b = e;
    while (b > 0 && std::isalnum(static_cast<unsigned char>(prompt[b - 1]))) --b;
    std::string w = ascii_lower(prompt.substr(b, e - b));
    e = b;
    return w;
  };
  if (word_before(end) != "per") return false;
  for (int back = 0; back < 4; ++back) {
    const std::string w = word_before(end);
    if (w.empty()) return false;
    if (std::isdigit(static_cast<unsigned char>(w[0]))) return true;
  }
  return false;
}

static std::string stated_other_scope(std::string_view answer, const std::string& text, const numeric_expectation& e) {
  if (e.prompt.empty() || text.empty()) return "";
  // the figure's own sentence: "16. For inference it'd be just 2" says nothing of the 16's scope (audit
  // round 36)
  std::string_view own = answer;
  if (const std::size_t at = answer.find(text); at != std::string_view::npos)
    for (std::size_t k = at + text.size(); k < answer.size(); ++k)
      // ("840 GB incl. activations": an abbreviation's point ends no sentence; round 162)
      if (answer[k] == ';' || ((answer[k] == '.' || answer[k] == '!' || answer[k] == '?') &&
                               (k + 1 >= answer.size() || answer[k + 1] == ' ' || answer[k + 1] == '\n') &&
                               !(answer[k] == '.' && abbreviation_point(answer, k)))) {
        own = answer.substr(0, k);
        break;
      }
  const std::vector<std::string> w = words_from_figure(own, text);
  // the number (digits, "/", "~", a multiplier sign) and up to two unit words ("GB", "tokens", "GFLOP")
  std::size_t i = after_number_and_unit(w, [](const std::string& x) {
    return x == "per" || x == "for" || x == "in" || x == "during" || x == "at" || x == "each" || x == "including" ||
           x == "incl" || x == "counting" || x == "inclusive" || x == "total" || x == "combined" || x == "altogether" ||
           x == "overall" || x == "summed" || x == "across" || x == "with";
  });
  if (i == 0) return "";
  // the prompt counts per that noun: "per step", "each step", and with a word between ("one optimizer
  // step", "each training step": "65,536 tokens per step" had been read as another scope; lead's probe 12)
  auto prompt_has = [&](const std::string& noun) {
    static const char* pres[] = {"per", "each", "one", "a", "every", "for", "the"};
    for (std::size_t at = e.prompt.find(noun); at != std::string::npos; at = e.prompt.find(noun, at + 1)) {
      if (at > 0 && std::isalnum(static_cast<unsigned char>(e.prompt[at - 1]))) continue;
      if (given_rate_at(e.prompt, at)) continue;
      // a count of one in digits: "a batch of 1 sequences" (a variant's count) asks for one sequence
      // ("1.34 GB for one sequence"; blind round 42)
      {
        std::size_t d = at;
        while (d > 0 && e.prompt[d - 1] == ' ') --d;
        if (d < at && d > 0 && e.prompt[d - 1] == '1' && (d == 1 || !std::isalnum(static_cast<unsigned char>(e.prompt[d - 2])) ) &&
            (d < 2 || (e.prompt[d - 2] != '.' && e.prompt[d - 2] != ',')))
          return true;
      }
      // up to two words before the noun
      std::size_t end = at;
      for (int back = 0; back < 2; ++back) {
        while (end > 0 && e.prompt[end - 1] == ' ') --end;
        std::size_t begin = end;
        while (begin > 0 && std::isalpha(static_cast<unsigned char>(e.prompt[begin - 1]))) --begin;
        if (begin == end) break;
        const std::string word = ascii_lower(e.prompt.substr(begin, end - begin));
        // with a word between, only a count of one ("a training step" in "6N per token for a training
        // step" is context, not the scope asked)
        for (const char* pre : pres)
          if (word == pre && (back == 0 || word == "one" || word == "each" || word == "per" || word == "every"))
            return true;
        end = begin;
      }
    }
    return false;
  };
  static const std::vector<std::pair<std::string, std::string>> nouns = {
      {"layer", "layer"}, {"layers", "layer"}, {"block", "block"}, {"sequence", "sequence"}, {"micro-batch", "micro-batch"},
      {"microbatch", "micro-batch"}, {"step", "step"}, {"token", "token"}, {"request", "request"},
      {"inference", "inference"}, {"serving", "serving"}, {"forward", "forward"}, {"parameter", "parameter"},
      {"param", "parameter"}, {"training", "training"},
      // "8.75 GB per node (of 8 workers)" where each worker's share is asked (round 160)
      {"node", "node"}};
  // "Each micro-batch has 8 × 2048 = 16,384 tokens. With K = 4 the optimizer step sees 65,536 tokens": a
  // figure whose own sentence opens with the one thing it is said of ("each micro-batch has", "one layer
  // stores", "a sequence holds") is said of that scope, where the prompt does not count per it (blind round
  // 53: the sentence's subject had been left unread, so the micro-batch's tokens were taken for the step's)
  if (const std::size_t at = answer.find(text); at != std::string_view::npos) {
    std::size_t sb = at;
    while (sb > 0 && !(answer[sb - 1] == ';' || answer[sb - 1] == '\n' ||
                       ((answer[sb - 1] == ' ') && sb >= 2 &&
                        (answer[sb - 2] == '.' || answer[sb - 2] == '!' || answer[sb - 2] == '?'))))
      --sb;
    std::vector<std::string> ws;
    {
      std::string cur;
      for (char c : ascii_lower(answer.substr(sb, at - sb)) + " ") {
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '-') cur += c;
        else if (!cur.empty()) ws.push_back(cur), cur.clear();
      }
    }
    // ... and a sentence headed by the one thing before a colon: "Per micro-batch: 8 x 2048 = 16,384 tokens", "For one
    // layer: 134 MB" (the same scope as "each micro-batch has"; round 168: blind163 row 30). Read as that opening with
    // the verb: every word up to the colon is the heading's.
    if (const std::size_t colon = answer.find(':', sb); colon != std::string_view::npos && colon < at) {
      std::vector<std::string> head;
      std::string cur;
      for (char c : ascii_lower(answer.substr(sb, colon - sb)) + " ") {
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '-') cur += c;
        else if (!cur.empty()) head.push_back(cur), cur.clear();
      }
      std::size_t h = 0;
      if (head.size() == 3 && head[0] == "for" && (head[1] == "each" || head[1] == "one" || head[1] == "a" || head[1] == "every"))
        h = 2;
      else if (head.size() == 2 && head[0] == "per")
        h = 1;
      if (h > 0 && ws.size() > h) {
        ws.erase(ws.begin(), ws.begin() + static_cast<std::ptrdiff_t>(h + 1));
        ws.insert(ws.begin(), {"each", head[h], "has"});
      }
    }
    if (ws.size() >= 3 && (ws[0] == "each" || ws[0] == "one" || ws[0] == "a" || ws[0] == "every")) {
      static const char* const verbs[] = {"has", "holds", "contains", "is", "keeps", "stores", "carries", "gives"};
      bool verb = false;
      for (const char* v : verbs) verb = verb || ws[2] == v;
      // ... unless the sentence names the asked scope again before the figure ("A sequence holds 2048 tokens, a
      // micro-batch 16,384, and the step 65,536": the last figure is the step's; blind round 58)
      bool rescoped = false;
      for (std::size_t k = 4; k < ws.size(); ++k)
        if (ws[k - 1] == "the" || ws[k - 1] == "a" || ws[k - 1] == "one" || ws[k - 1] == "each" ||
            ws[k - 1] == "every" || ws[k - 1] == "per")
          for (const auto& [word, noun] : nouns)
            if (ws[k] == word && noun != "training" && noun != "inference" && noun != "serving" &&
                noun != "parameter" && noun != "token" && prompt_has(noun))
              rescoped = true;
      // ... or a later clause counts many of the one or names the whole ("One micro-batch holds 16,384 tokens, and
      // K = 4 of them make 65,536", "A layer holds 134 MB, and the whole batch 10.7 GB"; round 134)
      for (std::size_t k = 4; k < ws.size(); ++k)
        if ((ws[k - 1] == "of" && (ws[k] == "them" || ws[k] == "those")) ||
            (ws[k - 1] == "the" && (ws[k] == "whole" || ws[k] == "entire")))
          rescoped = true;
      // ... or the sentence gives the one thing's size in a count of something else and concludes from it ("A step is 3
      // forwards, so 0.875/3 is about 29.2 %": the conclusion is the question's, not the step's; round 168: blind163
      // row 40). Not a size in bytes or time ("One layer is 134 MB, so ...": the layer's own figures).
      if (ws.size() >= 6 && ws[2] == "is" && std::isdigit(static_cast<unsigned char>(ws[3][0])) &&
          (ws[5] == "so" || ws[5] == "thus" || ws[5] == "therefore" || ws[5] == "hence")) {
        const unit_info u = resolve_unit(ws[4], qdim::none);
        if (!u.ok || u.dim == qdim::count) rescoped = true;
      }
      for (const auto& [word, noun] : nouns)
        if (verb && !rescoped && ws[1] == word && noun != "training" && noun != "inference" && noun != "serving" &&
            noun != "parameter" && noun != "token" && !prompt_has(noun))
          return "per " + noun;
    }
  }
  // the prompt counts the state before activations ("before activations", "no activations")
  const bool before_activations = e.prompt.find("before activations") != std::string::npos ||
                                  e.prompt.find("before any activation") != std::string::npos ||
                                  e.prompt.find("before a single activation") != std::string::npos ||
                                  e.prompt.find("no activations") != std::string::npos ||
                                  // the persistent state is the state kept across steps: activations are not in it
                                  e.prompt.find("persistent") != std::string::npos;
  // "total per GPU", "in total on each worker", "altogether for one GPU": the share again, not the whole
  auto share_follows = [&](std::size_t j) {
    while (j < w.size() && (w[j] == "," || w[j] == "-")) ++j;
    const std::string a = j < w.size() ? w[j] : "", b = j + 1 < w.size() ? w[j + 1] : "",
                      c = j + 2 < w.size() ? w[j + 2] : "";
    if (a == "per" || a == "each") return true;
    if (a != "on" && a != "for" && a != "of" && a != "at" && a != "with" && a != "in") return false;
    return b == "each" || b == "one" || b == "every" || (b == "a" && (c == "single" || c == "gpu" || c == "worker"));
  };
  for (int guard = 0; guard < 4 && i < w.size(); ++guard) {
    // "37.1 GB for the whole model", "1.34 GB for the entire node" where one GPU's share is asked: the
    // figure is said of all of them together (blind round 21)
    if (e.per_item && (w[i] == "for" || w[i] == "of" || w[i] == "on" || w[i] == "across" || w[i] == "in")) {
      std::size_t j = i + 1;
      while (j < w.size() && (w[j] == "the" || w[j] == "a")) ++j;
      if (j + 1 < w.size() && (w[j] == "whole" || w[j] == "entire") &&
          (w[j + 1] == "model" || w[j + 1] == "node" || w[j + 1] == "cluster" || w[j + 1] == "job" || w[j + 1] == "run" ||
           w[j + 1] == "ring" || w[j + 1] == "group"))
        return "in total";
      // "23.6 GB for all 8 GPUs together", "14 GB for both GPUs combined": the share summed over the GPUs named
      // (blind round 74 rows 155, 160, 416; "for the whole ring" above)
      if (j < w.size() && (w[j] == "all" || w[j] == "both")) {
        std::size_t k = j + 1;
        while (k < w.size() && std::isdigit(static_cast<unsigned char>(w[k][0]))) ++k;
        if (k + 1 < w.size() &&
            (w[k] == "gpus" || w[k] == "workers" || w[k] == "ranks" || w[k] == "replicas" || w[k] == "devices" ||
             w[k] == "nodes" || w[k] == "cards") &&
            (w[k + 1] == "together" || w[k + 1] == "combined"))
          return "in total";
      }
    }
    // "16 bytes/param, activations included", "48 GB, including activations" (blind round 15)
    if (before_activations) {
      std::size_t j = i;
      if (j < w.size() && w[j] == ",") ++j;
      auto act = [&](std::size_t k) { return k < w.size() && (w[k] == "activations" || w[k] == "activation"); };
      if (act(j) && j + 1 < w.size() && (w[j + 1] == "included" || w[j + 1] == "incl" || w[j + 1] == "counted"))
        return "including activations";
      // ("112 GB activations included", a footnote's note set after the unit: the unit words took "activations";
      // round 160)
      if (j == i && j > 0 && act(j - 1) && j < w.size() && (w[j] == "included" || w[j] == "incl" || w[j] == "counted"))
        return "including activations";
      // (", incl. the activations": the abbreviation's point read past; round 162)
      const std::size_t n = j + 1 < w.size() && w[j] == "incl" && w[j + 1] == "." ? j + 2 : j + 1;
      if (j > i && j < w.size() && (w[j] == "including" || w[j] == "incl" || w[j] == "inclusive") &&
          (act(n) || (n + 1 < w.size() && (w[n] == "the" || w[n] == "of") && act(n + 1))))
        return "including activations";
      // "840 GB with activations", "840 GB* (*with activations)": "with" and the activations closing the answer, its
      // sentence or its clause, as "including" (round 195, blind66's footnotes); not "with activations on top", "with
      // activations it's more", which add them to the figure
      if (j < w.size() && w[j] == "with") {
        std::size_t k = j + 1;
        if (k < w.size() && (w[k] == "the" || w[k] == "all")) ++k;
        if (act(k) && (k + 1 == w.size() || w[k + 1] == "." || w[k + 1] == "," || w[k + 1] == ";" || w[k + 1] == ")" ||
                       w[k + 1] == "!" || w[k + 1] == "\n"))
          return "including activations";
      }
    }
    // "56 GB* (*m alone)", "56 GB for m only": one moment named alone right after the figure, where the prompt asks m
    // and v together (round 195, blind66's footnotes); not "m and v", "each of m and v" (read below)
    if (e.prompt.find("m and v") != std::string::npos || e.prompt.find("m, v") != std::string::npos) {
      std::size_t j = i;
      if (j < w.size() && (w[j] == "for" || w[j] == "of" || w[j] == "is" || w[j] == "just")) ++j;
      if (j < w.size() && (w[j] == "the" || w[j] == "just")) ++j;
      const bool moment = j < w.size() && (w[j] == "m" || w[j] == "v" || w[j] == "momentum" || w[j] == "variance");
      if (moment && j + 1 < w.size() && (w[j + 1] == "alone" || w[j + 1] == "only")) return "for " + w[j] + " alone";
      // ("56 GB m alone": the unit words took the "m")
      if (i >= 2 && i < w.size() && (w[i] == "alone" || w[i] == "only") &&
          (w[i - 1] == "m" || w[i - 1] == "v" || w[i - 1] == "momentum" || w[i - 1] == "variance"))
        return "for " + w[i - 1] + " alone";
    }
    // "14 GFLOP/token forward, 42 for the training step": the forward pass named right after the figure, where
    // the prompt does not ask about it (not "forward and backward", the whole step) (blind round 30)
    if (w[i] == "forward" && !prompt_has("forward")) {
      std::size_t j = i + 1;
      if (j < w.size() && w[j] == "pass") ++j;
      const bool whole_step = j < w.size() && (w[j] == "and" || w[j] == "+" || w[j] == "plus" || w[j] == "&" || w[j] == "/");
      if (!whole_step) return "for forward";
    }
    // "560 GB for each of m and v": read as "each of" below (round 160)
    if (w[i] == "for" && i + 2 < w.size() && w[i + 1] == "each" && w[i + 2] == "of") {
      ++i;
      continue;
    }
    if (w[i] == "per" || w[i] == "for" || w[i] == "in" || w[i] == "during" || w[i] == "at" ||
        (w[i] == "/" && i + 1 < w.size() && std::isalpha(static_cast<unsigned char>(w[i + 1][0])))) {
      std::size_t j = i + 1;
      while (j < w.size() && (w[j] == "a" || w[j] == "one" || w[j] == "each" || w[j] == "the" || w[j] == "every")) ++j;
      if (j >= w.size()) return "";
      if (w[i] == "in" && (w[j] == "total" || w[j] == "all")) {
        if (e.per_item && !share_follows(j + 1)) return "in total";
        i = j + 1;
        continue;
      }
      bool known = false;
      for (const auto& [word, noun] : nouns)
        if (w[j] == word) {
          known = true;
          const bool subject = noun == "inference" || noun == "serving";
          const bool serving_asked = e.prompt.find("inference") != std::string::npos || e.prompt.find("serv") != std::string::npos;
          // "14 GB for training" where the question is about serving (and names no training): the figure
          // said of the other subject (blind round 30); a prompt that names neither takes it as its own
          // ... and "140 GB for serving" where the question asks about the weights alone (its prompt names no
          // training state, step or technique): the serving figure is the weights' (blind round 67, as said_of_serving)
          const bool asked = subject ? (serving_asked || !prompt_names_training(e))
                             : noun == "training" ? (e.prompt.find("train") != std::string::npos || !serving_asked)
                                                  : prompt_has(noun);
          if (!asked) return (w[i] == "at" || w[i] == "during" ? "for" : w[i] == "/" ? "per" : w[i]) + " " + noun;
        }
      if (!known) return "";
      i = j + 1;
      while (i < w.size() && (w[i] == "pass" || w[i] == "alone" || w[i] == "time")) ++i;
      continue;
    }
    // "840 GB including activations" where the prompt counts the state before them: another quantity
    // (blind round 10; round 9's "16 bytes per parameter including activations")
    if (w[i] == "including" || w[i] == "incl" || w[i] == "counting" || w[i] == "inclusive") {
      std::size_t j = i + 1;
      while (j < w.size() && (w[j] == "." || w[j] == "of" || w[j] == "the" || w[j] == "all")) ++j;
      if (before_activations && j < w.size() && (w[j] == "activations" || w[j] == "activation" || w[j] == "acts"))
        return "including activations";
      return "";
    }
    // "8.75 GB total", "24.5 GB across all 8 GPUs", "combined", "altogether" where one GPU's (worker's)
    // share is asked: the figure is said of all of them together (blind round 9's "in total", lead's
    // probe round 10); "total per GPU" / "total on each" is the share again
    if (e.per_item) {
      const std::string nx = i + 1 < w.size() ? w[i + 1] : "";
      if (w[i] == "total" || w[i] == "combined" || w[i] == "altogether" || w[i] == "overall" || w[i] == "summed") {
        if (share_follows(i + 1)) return "";
        return "in total";
      }
      if (w[i] == "across" && nx == "all") return "in total";
    }
    // "56 GB each" where the whole is asked: one item's figure ("each of 8 GPUs", "each over 8 GPUs" is
    // a count the whole is read from, each_of_gpus; "16 bytes each" per parameter is the question's own)
    if (w[i] == "each" && !e.per_item && (e.dim == qdim::bytes || e.dim == qdim::flops)) {
      const std::string nx = i + 1 < w.size() ? w[i + 1] : "";
      // ("56 GB each of m and v", "each of the two moments": each of the items the whole is made of is one item's
      // figure; "each of 8 GPUs", "each of the 8 workers" count the GPUs; round 160)
      if (nx == "of" && i + 2 < w.size()) {
        std::size_t k = i + 2;
        if (w[k] == "the") ++k;
        const std::string it = k < w.size() ? w[k] : "";
        const bool items = it == "m" || it == "v" || it == "moments" || it == "two" || it == "both" || it == "them";
        if (items && !(k + 1 < w.size() && (w[k + 1] == "gpus" || w[k + 1] == "workers" || w[k + 1] == "nodes")))
          return "each";
      }
      for (const char* joined : {"of", "on", "over", "across", "with", "x", "times", "for", "param", "parameter"})
        if (nx == joined) return "";
      return "each";
    }
    return "";
  }
  return "";
}

// "98 GB of weights" where the prompt asks for everything except the weights: the figure said of what the
// question leaves out ("except", "excluding", "other than", "apart from", "besides" and up to two words before
// the noun) is another quantity (blind round 21). Returns "of the <noun>", or "".
static std::string stated_excluded_subject(std::string_view answer, const std::string& text, const numeric_expectation& e) {
  if (e.prompt.empty() || text.empty()) return "";
  const std::vector<std::string> w = words_from_figure(answer, text);
  std::size_t i = after_number_and_unit(w, [](const std::string& x) {
    return x == "of" || x == "for" || x == "in" || x == "including" || x == "incl" || x == "with";
  });
  // "98 GB of weights", and the same said as an apposition that closes the answer ("98 GB, the FP16
  // weights"; audit round 26)
  const bool apposition = i + 1 < w.size() && w[i] == "," && w[i + 1] == "the";
  // ... or the left-out part said to be in it: "98 GB including the FP16 weights", "98 GB* (*with the fp16 weights)"
  // (round 195, blind66's footnotes), where the noun closes the clause ("98 GB with the weights excluded", "with the
  // weights it's 112 GB" are left alone)
  // (", incl. the weights": past the comma)
  if (i > 0 && i + 1 < w.size() && w[i] == "," && (w[i + 1] == "including" || w[i + 1] == "incl" || w[i + 1] == "with")) ++i;
  const bool included = i > 0 && i < w.size() && (w[i] == "including" || w[i] == "incl" || w[i] == "with");
  if (i == 0 || i >= w.size() || (w[i] != "of" && !apposition && !included)) return "";
  std::size_t j = i + 1;
  if (included && j < w.size() && w[j] == ".") ++j;
  while (j < w.size() && (w[j] == "the" || w[j] == "fp16" || w[j] == "bf16" || w[j] == "fp32" || w[j] == "its")) ++j;
  if (j >= w.size() || w[j].size() < 3 || !std::isalpha(static_cast<unsigned char>(w[j][0]))) return "";
  if ((apposition || included) && j + 1 < w.size() && std::isalnum(static_cast<unsigned char>(w[j + 1][0]))) return "";
  std::string noun = w[j];
  if (noun.back() == 's') noun.pop_back();
  for (const char* cue : {"except ", "excluding ", "other than ", "apart from ", "besides ", "not counting "}) {
    for (std::size_t at = e.prompt.find(cue); at != std::string::npos; at = e.prompt.find(cue, at + 1)) {
      // the cue's object: up to three words after it
      std::size_t k = at + std::strlen(cue);
      for (int words = 0; words < 3 && k < e.prompt.size(); ++words) {
        std::size_t b = k;
        while (k < e.prompt.size() && (std::isalnum(static_cast<unsigned char>(e.prompt[k])) || e.prompt[k] == '-')) ++k;
        std::string x = e.prompt.substr(b, k - b);
        if (!x.empty() && x.back() == 's') x.pop_back();
        if (x == noun) return (included ? "including the " : "of the ") + w[j];
        if (k < e.prompt.size() && e.prompt[k] != ' ') break;  // a comma or bracket ends the object
        ++k;
      }
    }
  }
  return "";
}

// What the reader says the graded figure is of, where the answer is one memory-ledger row (lead's probe
// round 10; blind round 9's known "280 GB for the BF16 weights", "14 GB per GPU in FP32"): "14 GB of
// weights" where the gradients are asked, "112 GB of optimizer state" where the whole state is, "280 GB
// in FP16" where the row is kept in FP32. A figure said of another row, or in a format of another width,
// is another quantity that shares the number. Returns what was said ("of the weights", "in fp16"), or
// "" when the words after the figure name no row or dtype, or the question's own. Only the words right
// after the figure's unit count ("112 GB, of which 56 GB ..." and brackets are working, not read here).
// The memory-ledger row a word of `w` at k names ("weights", "gradients", "optimizer_state", "master_weights",
// "activations", "kv_cache"; "whole" for the whole state in other words), consuming the words of a two-word name;
// "" when none (stated_other_subject; the labelled parts of a breakdown in inconsistent_working, round 196)
static std::string ledger_row_at(const std::vector<std::string>& w, std::size_t& k) {
  const std::string& x = w[k];
  const std::string nx = k + 1 < w.size() ? w[k + 1] : "";
  if (x == "master") {
    if (nx == "copy" || nx == "weights" || nx == "weight" || nx == "params" || nx == "parameters") ++k;
    return "master_weights";
  }
  if (x == "weights" || x == "weight" || x == "parameters" || x == "params") return "weights";
  if (x == "gradients" || x == "gradient" || x == "grads" || x == "grad") return "gradients";
  if (x == "optimizer" || x == "optimiser" || x == "adam") {
    while (k + 1 < w.size() && (w[k + 1] == "state" || w[k + 1] == "states" || w[k + 1] == "moments" || w[k + 1] == "'s" ||
                                w[k + 1] == "s"))
      ++k;
    return "optimizer_state";
  }
  if (x == "moments" || x == "momentum") return "optimizer_state";
  if (x == "m" && nx == "and" && k + 2 < w.size() && w[k + 2] == "v") {
    k += 2;
    return "optimizer_state";
  }
  if (x == "activations" || x == "activation") return "activations";
  if (x == "kv" || x == "cache") {
    if (x == "kv" && (nx == "cache" || nx == "-")) ++k;
    return "kv_cache";
  }
  // the whole state in other words: not one row
  if (x == "state" || x == "states" || x == "training" || x == "persistent" || x == "fixed" || x == "total" || x == "memory")
    return "whole";
  return "";
}

static std::string stated_other_subject(std::string_view answer, const std::string& text, const numeric_expectation& e) {
  if (e.row.empty()) return "";
  const std::vector<std::string> w = words_from_figure(answer, text);
  std::size_t i = after_number_and_unit(w, [](const std::string& x) {
    return x == "per" || x == "for" || x == "in" || x == "during" || x == "at" || x == "each" || x == "of" || x == "as";
  });
  if (i == 0) return "";
  // "14 GB per GPU in FP32", "8.75 GB each of optimizer state": the share's scope first, then what it is of
  for (int guard = 0; guard < 2 && i < w.size(); ++guard) {
    if (w[i] == "per" && i + 1 < w.size()) i += 2;
    else if (w[i] == "each") i += 1;
    else break;
  }
  if (i >= w.size()) return "";
  auto width = [](const std::string& x) -> double {
    if (x == "fp32" || x == "float32" || x == "tf32" || x == "f32") return 4;
    if (x == "fp16" || x == "bf16" || x == "float16" || x == "bfloat16" || x == "half" || x == "f16") return 2;
    if (x == "fp8" || x == "int8") return 1;
    return 0;
  };
  std::string dtype_said;
  std::size_t dtype_at = 0;
  std::string connector;
  if (w[i] == "in" || w[i] == "as" || w[i] == "at") {
    std::size_t j = i + 1;
    while (j < w.size() && (w[j] == "the" || w[j] == "pure")) ++j;
    if (j < w.size() && width(w[j]) > 0) dtype_said = w[j], dtype_at = j;
    else return "";
  } else if (width(w[i]) > 0) {
    dtype_said = w[i], dtype_at = i;
  } else if (w[i] == "of" || w[i] == "for") {
    connector = w[i];
    std::size_t j = i + 1;
    while (j < w.size() && (w[j] == "the" || w[j] == "its" || w[j] == "their" || w[j] == "just" || w[j] == "only" || w[j] == "model"))
      ++j;
    if (j < w.size() && width(w[j]) > 0) dtype_said = w[j], dtype_at = j;
    else dtype_at = j - 1;
  } else {
    return "";
  }
  if (!dtype_said.empty() && e.row_bytes > 0 && width(dtype_said) != e.row_bytes) return "in " + dtype_said;
  if (e.row == "total" && !dtype_said.empty() && connector.empty()) return "";
  // the rows named right after (with "and", ",", "+", "/" between them)
  std::vector<std::string> rows;
  std::string said;
  bool list_joined = false;
  for (std::size_t k = dtype_at + 1; k < w.size(); ++k) {
    const std::size_t from = k;
    const std::string r = ledger_row_at(w, k);
    if (!r.empty()) {
      rows.push_back(r);
      for (std::size_t m = from; m <= k; ++m) said += (said.empty() ? "" : " ") + w[m];
      continue;
    }
    if (w[k] == "and" || w[k] == "," || w[k] == "+" || w[k] == "/" || w[k] == "&") {
      list_joined = true;
      continue;
    }
    if (width(w[k]) > 0 || w[k] == "model") continue;
    break;
  }
  if (rows.size() != 1 || rows[0] == "whole") return "";
  if (rows[0] == e.row) return "";
  // "280 GB of FP32 weights" where the FP32 master copy is asked: the weights in the master copy's own
  // format are that copy (audit round 26)
  if (rows[0] == "weights" && e.row == "master_weights" && !dtype_said.empty() && width(dtype_said) == e.row_bytes) return "";
  // the whole state asked: only "of" one row says the figure is that row ("112 GB of optimizer
  // state"); "48 GB for FP16+Adam" names the recipe the figure is for
  if (e.row == "total" && (connector != "of" || !dtype_said.empty() || list_joined)) return "";
  return (connector.empty() ? std::string("of") : connector) + " the " + said;
}

// A strict bound in front of the graded figure that leaves the answer out: "less than 16", "over 112
// GB", "< 24.5 GB" where the answer is 16, 112, 24.5 (lead's probe round 10). The reader says the value
// is not this figure. "at least", "no more than", "just under" (the figure as an estimate) are not
// strict bounds; a bound the answer satisfies ("under 110 GB" for 107.8 GB) is left to the tolerance.
// Returns the bound as typed, or "".
// The strict bound typed right before a figure ("less than", "over", "<", ">"; not "just under", "no more
// than", an arrow or a comparison of two things the reader wrote), and its direction in `dir` (-1: the
// value is below the figure, +1: above); "" when there is none.
static std::string strict_bound_before(std::string_view answer, const std::string& text, int& dir) {
  dir = 0;
  const std::string low = ascii_lower(answer);
  const std::size_t at = figure_once(low, text);
  if (at == std::string::npos) return "";
  std::string before = low.substr(0, at);
  while (!before.empty() && (before.back() == ' ' || before.back() == '~')) before.pop_back();
  // dir: -1, the value is below the figure; +1, above
  std::string bound;
  auto ends_with = [&](const std::string& p) {
    if (before.size() < p.size() || before.compare(before.size() - p.size(), p.size(), p) != 0) return false;
    const std::size_t b = before.size() - p.size();
    return b == 0 || !std::isalnum(static_cast<unsigned char>(before[b - 1])) || !std::isalpha(static_cast<unsigned char>(p[0]));
  };
  for (const char* p : {"less than", "fewer than", "lower than", "smaller than", "under", "below", "<"})
    if (bound.empty() && ends_with(p)) bound = p, dir = -1;
  for (const char* p : {"more than", "greater than", "higher than", "larger than", "bigger than", "over", "above", "beyond",
                        "exceeds", "exceeding", ">"})
    if (bound.empty() && ends_with(p)) bound = p, dir = 1;
  if (bound.empty()) return "";
  std::string lead = before.substr(0, before.size() - bound.size());
  while (!lead.empty() && lead.back() == ' ') lead.pop_back();
  const std::size_t sp = lead.find_last_of(' ');
  const std::string prev = sp == std::string::npos ? lead : lead.substr(sp + 1);
  for (const char* soft : {"just", "slightly", "bit", "little", "somewhat", "barely", "marginally", "no", "not", "nothing",
                           "mostly", "=", "<", ">", "approximately"})
    if (prev == soft) return "";
  if (bound == "<" || bound == ">") {
    // "a < 16" or "2 < 16" compares two things the reader wrote, and "-> 16", "=> 16", "<- 16" are
    // arrows to a result; only a bare "< 16" bounds the answer
    // ("so > 80 GB", "i.e. > 80 GB", "which is > 80 GB": a connective before the sign is no thing compared;
    // audit round 26)
    bool connective = false;
    for (const char* c : {"so", "thus", "hence", "ie", "i.e", "is", "are", "which", "means", "that's", "thats"})
      connective = connective || prev == c;
    if (!connective && !lead.empty() &&
        (std::isalnum(static_cast<unsigned char>(lead.back())) || lead.back() == ')' || lead.back() == '-' ||
         lead.back() == '=' || lead.back() == '<' || lead.back() == '>'))
      return "";
  }
  return bound;
}

static std::string strict_bound_excluding(std::string_view answer, const std::string& text, double x, const numeric_expectation& e) {
  int dir = 0;
  const std::string bound = strict_bound_before(answer, text, dir);
  if (bound.empty()) return "";
  const double v_lo = e.value, v_hi = e.is_range ? e.value_hi : e.value;
  const double slack = 1e-9 * std::fabs(x);
  const bool excluded = dir < 0 ? v_hi >= x - slack : v_lo <= x + slack;
  return excluded ? bound + " " + text : "";
}

// The model's size the prompt names ("a 7b model", "a 1.3B model"), in parameters; 0 where it names none.
static double prompt_model_params(const numeric_expectation& e) {
  double params = 0;
  for (std::size_t at = e.prompt.find("b model"); at != std::string::npos && params == 0;
       at = e.prompt.find("b model", at + 1)) {
    std::size_t b = at;
    while (b > 0 && (std::isdigit(static_cast<unsigned char>(e.prompt[b - 1])) || e.prompt[b - 1] == '.')) --b;
    if (b < at && (b == 0 || e.prompt[b - 1] == ' ' || e.prompt[b - 1] == '-')) params = std::strtod(e.prompt.c_str() + b, nullptr) * 1e9;
  }
  return params;
}

// A share of the graded figure the reader puts down to the weights with "of which" (round 195): "112 GB, of which 56
// GB is the FP16 weights", "16, of which 8 are the weights", "16 bytes per parameter, of which the weights are 12",
// "16 B, 12 of which are the weights". The page's weights are 2 bytes per parameter (FP16/BF16; 4 where FP32 or the
// master copy is named with them), so the share must be that times the model's size the prompt names (a 7B model), or
// 2 itself where bytes per parameter are asked. Read only where "weights" closes the clause ("of which 28 GB are the
// weights and gradients" is a sum of rows, not read) and the share is in GB/GiB/TB/MB or bare (the question's unit);
// "" when there is no such share, or it agrees.
static std::string false_weights_share(std::string_view answer, const std::string& text, const numeric_expectation& e) {
  if (e.is_range || e.per_item || e.row == "weights") return "";
  double params = 0;
  if (e.dim == qdim::bytes_per_param) params = 1;
  else if (e.dim == qdim::bytes) params = prompt_model_params(e);
  if (params <= 0) return "";
  const std::vector<std::string> w = words_from_figure(answer, text);
  if (w.size() < 4) return "";
  // the figure's sentence: up to ".", ";", "!", "?" or a line break (not the dots of "i.e.")
  std::size_t end = 1;
  while (end < w.size() && w[end] != ";" && w[end] != "!" && w[end] != "?" && w[end] != "\n" &&
         !(w[end] == "." && w[end - 1] != "i" && w[end - 1] != "e"))
    ++end;
  auto is_num = [](const std::string& t) { return !t.empty() && std::isdigit(static_cast<unsigned char>(t[0])); };
  // a share's number and unit at k ("56", "56gb", "56 gb", "8 bytes per param"): its bytes (per parameter where
  // params is 1) in `v` and the index past it; false where the unit is another kind ("%", "layers")
  auto share_at = [&](std::size_t k, double& v, std::size_t& past) {
    if (k >= end || !is_num(w[k])) return false;
    std::string num, unit;
    for (char c : w[k]) (unit.empty() && (std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == ',') ? num : unit) += c;
    num.erase(std::remove(num.begin(), num.end(), ','), num.end());
    v = std::strtod(num.c_str(), nullptr);
    past = k + 1;
    if (unit.empty() && past < end && std::isalpha(static_cast<unsigned char>(w[past][0])) && w[past] != "of" &&
        w[past] != "is" && w[past] != "are" && w[past] != "s")
      unit = w[past++];
    double scale = 0;
    if (e.dim == qdim::bytes_per_param) {
      if (unit.empty() || unit == "b" || unit == "byte" || unit == "bytes") scale = 1;
      while (scale > 0 && past < end && (w[past] == "per" || w[past] == "/" || w[past] == "param" || w[past] == "params" ||
                                         w[past] == "parameter" || w[past] == "parameters"))
        ++past;
    } else {
      const std::string u = unit.empty() ? ascii_lower(e.display_unit) : unit;
      if (u == "gb") scale = 1e9;
      else if (u == "gib") scale = 1073741824.0;
      else if (u == "tb") scale = 1e12;
      else if (u == "mb") scale = 1e6;
    }
    v *= scale;
    return scale > 0 && v > 0;
  };
  // "the fp16 weights" from k: the bytes per parameter its format names (0: none named) in `bpp`, the index past it
  auto weights_at = [&](std::size_t k, double& bpp, std::size_t& past) {
    bpp = 0;
    if (k < end && w[k] == "the") ++k;
    for (; k < end; ++k) {
      const std::string& t = w[k];
      if (t == "fp16" || t == "bf16" || t == "16-bit" || t == "half-precision") bpp = 2;
      else if (t == "fp32" || t == "32-bit" || t == "master" || t == "full-precision") bpp = 4;
      else break;
    }
    if (k >= end || !(w[k] == "weights" || w[k] == "weight")) return false;
    past = k + 1;
    return true;
  };
  // the clause ends with the weights: a mark, the sentence's end, "alone" / "only"
  auto closes = [&](std::size_t k) {
    return k >= end || w[k] == "," || w[k] == ")" || w[k] == "alone" || w[k] == "only" || w[k] == "-";
  };
  auto verb = [&](std::size_t k) { return k < end && (w[k] == "is" || w[k] == "are"); };
  for (std::size_t i = 1; i + 1 < end; ++i) {
    if (w[i] != "of" || w[i + 1] != "which") continue;
    double v = 0, bpp = 0;
    std::size_t at = 0, past = 0, wpast = 0;
    bool read = false;
    if (share_at(i + 2, v, past) && verb(past) && weights_at(past + 1, bpp, wpast) && closes(wpast)) {
      // "of which 56 GB is the FP16 weights"
      read = true;
      at = i + 2;
    } else if (weights_at(i + 2, bpp, wpast) && verb(wpast) && share_at(wpast + 1, v, past) && closes(past)) {
      // "of which the weights are 12"
      read = true;
      at = wpast + 1;
    } else {
      // "12 of which are the weights", "12 GB of which is the weights" (the share's number one or two words back)
      for (std::size_t back = 1; back <= 2 && !read && i >= back + 1; ++back)
        if (share_at(i - back, v, past) && past == i && verb(i + 2) && weights_at(i + 3, bpp, wpast) && closes(wpast)) {
          read = true;
          at = i - back;
        }
    }
    if (!read) continue;
    const double want = (bpp > 0 ? bpp : 2) * params;
    if (std::fabs(v - want) <= 0.1 * want) return "";
    std::string said = w[at];
    for (std::size_t k = at + 1; k < past; ++k) said += " " + w[k];
    return "that " + said + " of it are the weights";
  }
  return "";
}

// A follow-up the reader states about the graded figure itself that the figure contradicts (blind
// round 15): "56 GB, which is 16 bytes per parameter", "98 GB, i.e. 12 bytes per parameter" where the
// prompt names the model's size (7B: 56 GB is 8 bytes per parameter). Only the words right after the
// figure, up to the end of its sentence, are read; "" when they say nothing of the kind, or agree with
// it. (A fit said of a card, "84 GB, so it fits on one 80 GB card", is an aside about another question:
// POLICY of blind rounds 2 and 6, the number decides.)
static std::string contradicting_follow_up(std::string_view answer, const std::string& text, double x,
                                           const numeric_expectation& e) {
  // "29% less compute", "it saves about 29.6%": where the question asks for work added (the recomputed forward work as a
  // share of the step, an overhead, extra compute) and says nothing of a saving, a share the reader states as a cut
  // reverses it (fix round 117, blind114 rows 282 and 284); not "less than" (a comparison)
  if (e.dim == qdim::ratio) {
    const std::string pl = ascii_lower(e.prompt);
    const bool added = pl.find("recomputed") != std::string::npos || pl.find("overhead") != std::string::npos ||
                       pl.find("extra compute") != std::string::npos;
    bool saving = false;
    for (const char* x : {"sav", "reduc", "less", "fewer", "smaller", "lower", "shrink", "cut"})
      saving = saving || pl.find(x) != std::string::npos;
    const std::string low = ascii_lower(answer);
    const std::size_t at = figure_once(low, text);
    if (added && !saving && at != std::string::npos) {
      std::vector<std::string> w = words_from_figure(answer, text);
      // (a hedge typed on the figure, "~29.2% of ...", is no word after it)
      if (!w.empty() && w[0] == "~") w.erase(w.begin());
      // (the word right after the figure and its unit: "29% less", "29 percent fewer")
      for (std::size_t i = 1; i < w.size() && i <= 2; ++i) {
        if (w[i] == "%" || w[i] == "percent" || w[i] == "pct") continue;
        // "~29.2% of the forward pass alone" (a footnote the reader sets on the figure, "~29.2%* (*of the forward pass
        // alone)"): the share said of the forward alone where the prompt asks it of the whole training step (round 195,
        // blind66 rows 108, 113, 118); only with "alone"/"only", which set the forward against the step
        if (w[i] == "of" && pl.find("share of the training step") != std::string::npos) {
          std::size_t j = i + 1;
          if (j < w.size() && (w[j] == "the" || w[j] == "a" || w[j] == "one")) ++j;
          if (j < w.size() && w[j] == "forward") {
            ++j;
            if (j < w.size() && (w[j] == "pass" || w[j] == "passes")) ++j;
            if (j < w.size() && (w[j] == "alone" || w[j] == "only"))
              return "\"of the forward " + w[j] + "\" (the share asked is of the whole training step)";
          }
        }
        if ((w[i] == "less" || w[i] == "fewer" || w[i] == "lower") && !(i + 1 < w.size() && w[i + 1] == "than"))
          return "\"" + w[i] + "\" (the work is added to the step, not taken from it)";
        // "29.6% memory saving", "29% activation memory reduction": the figure named as the memory saved, not the work
        // added (blind127 row 116)
        if (w[i] == "memory" || w[i] == "activation") {
          std::size_t j = i + 1;
          if (j < w.size() && w[i] == "activation" && w[j] == "memory") ++j;
          if (j < w.size() && (w[j] == "saving" || w[j] == "savings" || w[j] == "saved" || w[j] == "reduction" ||
                               w[j] == "cut"))
            return "\"" + w[i] + " " + w[j] + "\" (the figure is the work added to the step, not the memory saved)";
        }
        break;
      }
      // the three words before the figure, back to a clause mark (and a fourth: the noun before a saving word)
      std::vector<std::string> before;
      // ("cuts the work by ~29.6%", "reduces the total work by 27%": the saving word fourth or fifth, its object two or
      // three words; blind127 row 115, blind127_extra)
      for (std::size_t k = at, en = at; k > 0 && before.size() < 6;) {
        const char c = low[k - 1];
        if (std::strchr(",;:.!?()\n", c)) break;
        if (std::isalpha(static_cast<unsigned char>(c))) {
          en = k;
          while (k > 0 && std::isalpha(static_cast<unsigned char>(low[k - 1]))) --k;
          before.push_back(low.substr(k, en - k));
        } else {
          --k;
        }
      }
      // "saves memory at 29.2% extra work", "it saves memory for ~29% more compute", "memory reduction at a 29.2%
      // compute overhead": the saving word's object (between it and the figure) or its noun (the word before it) is
      // memory, so what is saved is memory and the figure the price (blind round 125)
      auto memory_noun = [](const std::string& m) {
        return m == "memory" || m == "activation" || m == "activations" || m == "vram" || m == "hbm";
      };
      for (std::size_t i = 0; i < before.size() && i < 5; ++i) {
        const std::string& b = before[i];
        if (!(b == "saves" || b == "save" || b == "saving" || b == "cuts" || b == "reduces" || b == "reduction"))
          continue;
        bool of_memory = i + 1 < before.size() && memory_noun(before[i + 1]);
        for (std::size_t j = 0; j < i; ++j) of_memory = of_memory || memory_noun(before[j]);
        if (!of_memory) return "\"" + b + "\" (the work is added to the step, not saved)";
      }
      // "29.2%, and it also saves compute overall", "29%, which cuts the FLOPs" (round 196): after the figure, in its
      // sentence, a saving word whose object (the next word or the one after an article) is the compute itself says
      // the recomputation saves work, the reverse of the overhead asked
      // (not a comparison with another policy: "29%, which saves compute compared with full recomputation")
      bool compared = false;
      for (std::size_t i = 1; i < w.size() && !compared; ++i) {
        if (w[i] == "." || w[i] == ";" || w[i] == "(") break;
        compared = w[i] == "than" || w[i] == "compared" || w[i] == "vs" || w[i] == "versus" || w[i] == "relative" ||
                   w[i] == "unlike" || w[i] == "over";
      }
      for (std::size_t i = 1; i < w.size() && !compared; ++i) {
        if (w[i] == "." || w[i] == ";" || w[i] == "(") break;
        if (!(w[i] == "saves" || w[i] == "save" || w[i] == "saving" || w[i] == "cuts" || w[i] == "reduces")) continue;
        // (a denied saving is the overhead said again: "29.6% extra, it doesn't save compute, it adds it", "never
        // saves compute"; the session's final read)
        bool denied = false;
        for (std::size_t d = i >= 3 ? i - 3 : 1; d < i; ++d)
          denied = denied || w[d] == "not" || w[d] == "never" || w[d] == "no" || w[d] == "t" || w[d] == "nt" ||
                   w[d] == "doesn't" || w[d] == "doesnt" || w[d] == "don't" || w[d] == "dont" || w[d] == "cannot" ||
                   w[d] == "won't" || w[d] == "isn't" || w[d] == "hardly";
        if (denied) continue;
        std::size_t j = i + 1;
        if (j < w.size() && (w[j] == "the" || w[j] == "some" || w[j] == "on")) ++j;
        if (j < w.size() && (w[j] == "compute" || w[j] == "flops" || w[j] == "work" || w[j] == "computation"))
          return "\"" + w[i] + " " + w[j] + "\" (the recomputation adds work to the step, it saves none)";
      }
    }
    return "";
  }
  if (std::string said = false_weights_share(answer, text, e); !said.empty()) return said;
  // one GPU's share ("14 GB, i.e. 16 bytes per parameter sharded over 8 GPUs") is not bytes per parameter
  // times the whole model (review)
  if (e.dim != qdim::bytes || e.is_range || x <= 0 || e.per_item) return "";
  // the figure as read ("48 gigabytes" of "forty eight gigabytes"): numbers in words as digits
  std::vector<std::string> w = words_from_figure(answer, text);
  if (w.empty()) w = words_from_figure(number_words_to_digits(answer), text);
  std::size_t i = after_number_and_unit(w, [](const std::string&) { return false; });
  if (i == 0) return "";
  std::size_t end = i;
  // the sentence ends at "." (not the dots of "i.e."), ";" or a bracket
  while (end < w.size() && end < i + 16 && w[end] != ";" && w[end] != "(" &&
         !(w[end] == "." && !(end > 0 && (w[end - 1] == "i" || w[end - 1] == "e"))))
    ++end;
  // "N bytes per parameter" restating the figure: the model's size from the prompt ("a 7b model")
  const double params = prompt_model_params(e);
  if (params <= 0) return "";
  std::size_t k = i;
  while (k < end && (w[k] == "," || w[k] == "-" || w[k] == "." || w[k] == ":" || w[k] == "=" || w[k] == "i" || w[k] == "e" ||
                     w[k] == "ie" || w[k] == "that" || w[k] == "which" || w[k] == "is" || w[k] == "'" || w[k] == "s" ||
                     w[k] == "so" || w[k] == "or" || w[k] == "meaning"))
    ++k;
  if (k >= end || !std::isdigit(static_cast<unsigned char>(w[k][0]))) return "";
  const double bpp = std::strtod(w[k].c_str(), nullptr);
  std::size_t u = k + 1;
  // the unit's words typed with one slip, as the unit reader takes them ("16 byts per paramter": round 172)
  auto word_or_slip = [](const std::string& x, std::initializer_list<const char*> ws) {
    for (const char* v : ws)
      if (x == v || (x.size() >= 4 && one_slip(x, v))) return true;
    return false;
  };
  if (u >= end || !(w[u] == "b" || word_or_slip(w[u], {"bytes", "byte"}))) return "";
  ++u;
  // "56 GB, that's 8 bytes for each of m and v", "4 bytes each for m and v" (round 196): where the figure is the
  // optimizer-state row, bytes said of each of Adam's two moments are twice that per parameter
  if (e.row == "optimizer_state") {
    std::size_t v = u;
    if (v + 1 < end && w[v] == "for" && w[v + 1] == "each") v += 2;
    else if (v + 1 < end && w[v] == "each" && w[v + 1] == "for") v += 2;
    if (v > u) {
      if (v < end && w[v] == "of") ++v;
      if (v + 2 < end + 1 && v + 2 < w.size() && w[v] == "m" && w[v + 1] == "and" && w[v + 2] == "v") {
        if (std::fabs(2 * bpp * params - x) <= 0.1 * x) return "";
        return "that it is " + w[k] + " bytes for each of m and v";
      }
    }
  }
  if (u < end && (w[u] == "per" || w[u] == "/")) ++u;
  else return "";
  if (u >= end || !word_or_slip(w[u], {"parameter", "param", "params", "parameters"})) return "";
  if (bpp <= 0 || std::fabs(bpp * params - x) <= 0.1 * x) return "";
  return "that it is " + w[k] + " bytes per parameter";
}

// The graded figure said to be one GPU's share of another whole, where the question asks the whole (not one GPU's
// share): "112 GB per GPU when split over 8 GPUs", "14 GB per GPU after sharding over 8" (the figure's words go on to
// split it N ways), "116 s per GPU; ÷8 for the whole step", "123,000 GPU-h per GPU; ×8 for the node" (a factor that
// takes the figure to the whole). The whole is then another figure than the one given (round 195, blind round 66's
// footnotes, which the footnote reader above sets after the figure). For bytes only the split is read: under plain
// data parallelism each GPU holds the whole state, so "112 GB per GPU, ×8 across the node" is true; a split of the
// data or the batch ("with the batch split over 8 GPUs") and a denied one ("unless", "without", "not") are not read.
// Returns the words read, or "".
static std::string whole_said_per_gpu(std::string_view answer, const std::string& text, const numeric_expectation& e) {
  if (e.per_item) return "";
  // (the figure as typed: "≈123,000 GPU-hours" is read as "~123,000 GPU-hours")
  const std::vector<std::string> w = words_from_figure(answer, text.size() > 1 && text[0] == '~' ? text.substr(1) : text);
  std::size_t i = after_number_and_unit(w, [](const std::string& t) { return t == "per" || t == "on" || t == "each"; });
  // (a compound unit's "/token": "42 GFLOP/token per GPU")
  while (i > 0 && i + 1 < w.size() && w[i] == "/" && std::isalpha(static_cast<unsigned char>(w[i + 1][0]))) i += 2;
  if (i == 0 || i + 1 >= w.size()) return "";
  std::size_t k = i;
  if (w[k] == "on" && k + 1 < w.size() && (w[k + 1] == "each" || w[k + 1] == "every")) ++k;
  if (!(w[k] == "per" || w[k] == "each" || w[k] == "every")) return "";
  ++k;
  if (k >= w.size()) return "";
  const std::string& who = w[k];
  if (!(who == "gpu" || who == "device" || who == "card" || who == "rank" || who == "worker" || who == "accelerator")) return "";
  ++k;
  auto is_count = [](const std::string& t) {
    return !t.empty() && std::isdigit(static_cast<unsigned char>(t[0])) && std::strtod(t.c_str(), nullptr) >= 2;
  };
  // the clause after it: up to the sentence's end, a closing bracket, another figure or 12 words
  const std::size_t from = k;
  std::size_t end = k;
  while (end < w.size() && end < k + 12 && w[end] != "." && w[end] != "!" && w[end] != "?" && w[end] != ")" && w[end] != "\n")
    ++end;
  for (std::size_t j = from; j < end; ++j) {
    const std::string& t = w[j];
    if (t == "unless" || t == "without" || t == "not" || t == "no" || t == "t" || t == "before" || t == "instead" ||
        t == "data" || t == "batch" || t == "batches" || t == "micro-batch" || t == "micro-batches" || t == "tokens" ||
        t == "sequences" || t == "samples")
      return "";
  }
  for (std::size_t j = from; j < end; ++j) {
    const std::string& t = w[j];
    // "split over 8 GPUs", "sharded 8 ways", "after sharding over 8", "divided among 8"
    if (t == "split" || t == "sharded" || t == "sharding" || t == "divided" || t == "spread" || t == "partitioned") {
      for (std::size_t c = j + 1; c < end && c <= j + 3; ++c)
        if (is_count(w[c])) return "per " + who + ", " + t + " " + w[c] + " ways";
    }
    if (e.dim == qdim::bytes) continue;
    // "÷8", "×8", "x 8", "/8", "times 8" (× and ÷ as their UTF-8 bytes: "\xc3" then "\x97" / "\xb7")
    std::size_t c = 0;
    if (t == "\xc3" && j + 2 < end && (w[j + 1] == "\x97" || w[j + 1] == "\xb7")) c = j + 2;
    else if ((t == "x" || t == "/" || t == "times") && j + 1 < end) c = j + 1;
    if (c > 0 && c < end && is_count(w[c])) return "per " + who + ", then a factor of " + w[c];
    // "x8" typed as one word
    if (t.size() >= 2 && t[0] == 'x' && is_count(t.substr(1))) return "per " + who + ", then a factor of " + t.substr(1);
    // another figure ends the clause ("per GPU under DDP; 14 GB if split over 8": the split is the other figure's)
    if (std::isdigit(static_cast<unsigned char>(t[0]))) break;
  }
  return "";
}

// "8.75 GB per worker (70 GB in total)", "1.34 GB per GPU, 1.34 GB in total", "35 GB each, all 16 together hold
// 280 GB": where the question asks one
// GPU's / worker's share, a whole the reader states beside the graded share must be that share times the count
// the prompt splits over (64 workers, 8 GPUs): one that is not ("70 GB in total" for 8.75 GB over 64 workers) is a
// wrong claim about the share's whole (blind round 141). "" when no such whole, or it agrees.
static std::string mismatched_whole(std::string_view answer, const prose_reading& pr, const found_quantity& found,
                                    double x, const numeric_expectation& e) {
  const std::string low = ascii_lower(std::string(answer));
  // a whole named before its figure: "total 560 GB", "all 16 together hold 560 GB"
  auto whole_before = [&](const found_quantity& f) {
    const std::size_t at = figure_once(low, f.text);
    if (at == std::string::npos) return false;
    std::string lead = low.substr(0, at);
    while (!lead.empty() && (lead.back() == ' ' || lead.back() == '~')) lead.pop_back();
    for (const char* w : {", total", "; total", "together hold", "together holds", "in total", "total of"})
      if (lead.size() >= std::strlen(w) && lead.compare(lead.size() - std::strlen(w), std::strlen(w), w) == 0) return true;
    return false;
  };
  // (only where the prompt splits one whole evenly, "sharded evenly over 64 workers", "split over the 8 GPUs": under
  // ZeRO-1 a GPU's state times 8 is not the model's, so "37 GB per GPU, 107.8 GB in total" stays right)
  if (!e.per_item || e.dim != qdim::bytes || x <= 0 ||
      (e.prompt.find("evenly") == std::string::npos && e.prompt.find("split over") == std::string::npos))
    return "";
  for (const auto& f : pr.found) {
    if (&f == &found || f.at == found.at || f.negated || !(f.whole || whole_before(f)) || f.per_item || f.q.dim != e.dim ||
        f.q.value <= 0)
      continue;
    const double ratio = f.q.value / x;
    bool agrees = false;
    // the count the prompt splits over: "over 64 workers", "over the 8 gpus"
    const std::string& pt = e.prompt;
    for (std::size_t z = pt.find("over "); z != std::string::npos && !agrees; z = pt.find("over ", z + 1)) {
      std::size_t k = z + 5;
      if (pt.compare(k, 4, "the ") == 0) k += 4;
      if (k >= pt.size() || !std::isdigit(static_cast<unsigned char>(pt[k]))) continue;
      const double n = std::strtod(pt.c_str() + k, nullptr);
      agrees = n >= 2 && std::fabs(ratio - n) <= 0.03 * n;
    }
    if (!agrees) return "\"" + f.text + "\" for the whole";
  }
  return "";
}

// "14 GB; 26 GB for a 13B", "140 GB; a 7B is 14 GB, so 10x": a figure credited to a model of another
// size than the prompt's ("a 70B model") is said of that model, not the answer, unless nothing else is
// (blind round 48). That reading only where the prompt names its model's size ("112 GB for a 7B" of a 7B stays the
// answer); the bracket reader first in the function runs for every prompt (round 159).
static void mark_other_models_figures(prose_reading& pr, const numeric_expectation& e, std::string_view answer) {
  const std::string low = ascii_lower(std::string(answer));
  // "14 GB (that's for 7B; for 13B it's 26 GB)", "8.75 GB (that's for 64; with 128 it's 4.375 GB)", "24.5 GB (that's
  // for P = 8; for P = 4 it's 21 GB)", "1120 GB (that's 70B; the 13B is 208 GB)": a bracket right after a figure that
  // credits it to a setting (a model's size or a count) the prompt never names, then, after a stop, gives a figure
  // for a setting the prompt does name: the figure before the bracket is the other setting's, the bracket's the
  // answer, with no correction word (the prompt tells which is asked; fix round 159: blind150 rows 136-146, blind136
  // rows 145 and 163). Not where the bracket credits the figure to the prompt's own setting ("26 GB (that's for 13B;
  // for 70B it's 140 GB)" of a 13B stays 26 GB).
  const std::string prompt_low = ascii_lower(e.prompt);
  // the setting at k ("13b", "128", "p = 4"'s "4", "560/64"'s "64"), its end in `stop`; "" when none
  auto setting_at = [](const std::string& t, std::size_t k, std::size_t& stop) {
    if (k + 2 < t.size() && std::isalpha(static_cast<unsigned char>(t[k])) && !std::isalpha(static_cast<unsigned char>(t[k + 1]))) {
      std::size_t q = t.find_first_not_of(" ", k + 1);  // a symbol set equal: "p = 4"
      if (q != std::string::npos && t[q] == '=') k = t.find_first_not_of(" ", q + 1);
      if (k == std::string::npos) return std::string();
    }
    std::size_t j = k;
    while (j < t.size() && (std::isdigit(static_cast<unsigned char>(t[j])) ||
                            (t[j] == '.' && j + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[j + 1])))))
      ++j;
    if (j == k || (k > 0 && (std::isalnum(static_cast<unsigned char>(t[k - 1])) || t[k - 1] == '.'))) return std::string();
    std::string size = t.substr(k, j - k);
    if (j < t.size() && t[j] == 'b') size += t[j++];  // a model's size
    else if (j < t.size() && t[j] == '/') {           // working that divides by the count: "560/64"
      std::size_t d = j + 1;
      while (d < t.size() && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
      if (d == j + 1) return std::string();
      size = t.substr(j + 1, d - j - 1);
      j = d;
    }
    if (j < t.size() && (std::isalnum(static_cast<unsigned char>(t[j])) || t[j] == '.' || t[j] == '/')) return std::string();
    stop = j;
    return size;
  };
  auto prompt_names = [&](const std::string& size) {
    std::size_t stop = 0;
    for (std::size_t z = prompt_low.find(size); z != std::string::npos; z = prompt_low.find(size, z + 1))
      if (setting_at(prompt_low, z, stop) == size) return true;
    return false;
  };
  auto words_at = [](const std::string& t, std::size_t k, std::initializer_list<const char*> ws) {
    for (const char* w : ws)
      if (t.compare(k, std::strlen(w), w) == 0) return k + std::strlen(w);
    return k;
  };
  {
    std::size_t from = 0;
    for (std::size_t i = 0; i < pr.found.size(); ++i) {
      found_quantity& f = pr.found[i];
      const std::string t = ascii_lower(f.text);
      const std::size_t at = t.empty() ? std::string::npos : low.find(t, from);
      if (at == std::string::npos) continue;
      from = at + t.size();
      if (f.negated || f.q.dim != e.dim || f.q.unitless) continue;
      std::size_t k = low.find_first_not_of(" ", from);
      if (k == std::string::npos || low[k] != '(') continue;
      const std::size_t close = low.find(')', k);
      if (close == std::string::npos) continue;
      const std::string in = low.substr(k + 1, close - k - 1);
      std::size_t p = in.find_first_not_of(" ");
      if (p == std::string::npos) continue;
      p = words_at(in, p, {"no - ", "no -- ", "no, ", "no: "});  // (after a bare "no": "(no - that's 7B; ...)")
      const std::size_t p0 = p;
      p = words_at(in, p, {"that's ", "thats ", "that is ", "that was ", "this is "});
      const bool stated = p != p0;
      const std::size_t p1 = p;
      p = words_at(in, p, {"for ", "with ", "at ", "over ", "across ", "on "});
      if (!stated && p == p1) continue;
      p = words_at(in, p, {"a ", "an ", "the "});
      std::size_t stop = 0;
      const std::string s1 = setting_at(in, p, stop);
      if (s1.empty() || prompt_names(s1)) continue;
      // (its possessive or its count noun: "the 70B's", "for 64 workers"), then a stop
      p = words_at(in, stop, {"'s"});
      std::size_t w = in.find_first_not_of(" ", p);
      if (w != std::string::npos && w > p && std::isalpha(static_cast<unsigned char>(in[w]))) {
        while (w < in.size() && std::isalpha(static_cast<unsigned char>(in[w]))) ++w;
        w = in.find_first_not_of(" ", w);
      }
      if (w == std::string::npos || !(std::string(";:,").find(in[w]) != std::string::npos || in[w] == '-' ||
                                       in.compare(w, 3, "\xE2\x80\x94") == 0 || in.compare(w, 3, "\xE2\x80\x93") == 0))
        continue;
      // ... and the prompt's own setting after the stop, then a figure of the answer's kind, all in the bracket
      if (i + 1 >= pr.found.size()) continue;
      std::size_t s2_at = std::string::npos;
      for (std::size_t z = w; z < in.size() && s2_at == std::string::npos; ++z) {
        std::size_t st = 0;
        const std::string s2 = setting_at(in, z, st);
        if (!s2.empty() && s2 != s1 && prompt_names(s2)) s2_at = z;
      }
      if (s2_at == std::string::npos) continue;
      bool figure = false;
      std::size_t from2 = from, fig = 0;
      for (std::size_t j = i + 1; j < pr.found.size() && !figure; ++j) {
        const std::string t2 = ascii_lower(pr.found[j].text);
        const std::size_t at2 = t2.empty() ? std::string::npos : low.find(t2, from2);
        if (at2 == std::string::npos || at2 >= close) break;
        from2 = at2 + t2.size();
        // (or a bare number that closes the bracket, in the unit of the figure before it: "4.375 GB (that's for 128
        // workers; for 64 it's 8.75)"; round 168: blind162 row 121)
        const bool bare_close = pr.found[j].q.unitless && !pr.found[j].q.is_range && at2 + t2.size() <= close &&
                                low.find_first_not_of(" .", at2 + t2.size()) == close;
        figure = at2 > k + 1 + s2_at && !pr.found[j].negated &&
                 ((pr.found[j].q.dim == e.dim && !pr.found[j].q.unitless) || bare_close);
        fig = j;
      }
      if (figure) f.each = true, f.marked = false, f.called_answer = false;
      // (the prompt's own setting's figure said as a what-if, "(that's the 7B; the 13B's would be 208 GB)": "would"
      // is the bracket's contrast with the figure before it, not an aside of the answer; round 168: blind162 row 124)
      if (figure && pr.found[fig].each && !pr.found[fig].per_item) {
        const std::string mid = " " + in.substr(s2_at) + " ";
        if (mid.find(" would ") != std::string::npos || mid.find("'d ") != std::string::npos) pr.found[fig].each = false;
      }
    }
  }
  if (e.prompt.find("b model") == std::string::npos) return;
  auto size_at = [&](std::size_t k) {  // "13b" at k, or "" when none
    std::size_t j = k;
    while (j < low.size() && (std::isdigit(static_cast<unsigned char>(low[j])) || low[j] == '.')) ++j;
    if (j == k || j >= low.size() || low[j] != 'b' || (j + 1 < low.size() && std::isalnum(static_cast<unsigned char>(low[j + 1]))))
      return std::string();
    return low.substr(k, j + 1 - k);
  };
  auto other = [&](const std::string& size) {
    if (size.empty()) return false;
    const std::size_t at = e.prompt.find(size + " model");
    return at == std::string::npos || (at > 0 && (std::isdigit(static_cast<unsigned char>(e.prompt[at - 1])) || e.prompt[at - 1] == '.'));
  };
  std::size_t from = 0;
  for (auto& f : pr.found) {
    const std::string t = ascii_lower(f.text);
    const std::size_t at = t.empty() ? std::string::npos : low.find(t, from);
    if (at == std::string::npos) continue;
    from = at + t.size();
    if (f.negated || f.q.dim != e.dim) continue;
    // after: "for a 13b", "for the 13b", "for 13b"
    std::size_t k = from;
    while (k < low.size() && low[k] == ' ') ++k;
    bool credited = false;
    if (low.compare(k, 4, "for ") == 0) {
      k += 4;
      for (const char* a : {"a ", "an ", "the "})
        if (low.compare(k, std::strlen(a), a) == 0) k += std::strlen(a);
      credited = other(size_at(k));
    }
    // before: "a 7b is", "a 7b needs", "the 13b would need" (then "about", "~")
    if (!credited) {
      std::size_t b = at;
      while (b > 0 && (low[b - 1] == ' ' || low[b - 1] == '~')) --b;
      std::string lead = low.substr(0, b);
      for (const char* h : {" about", " roughly", " around"})
        if (lead.size() >= std::strlen(h) && lead.compare(lead.size() - std::strlen(h), std::strlen(h), h) == 0)
          lead.resize(lead.size() - std::strlen(h));
      // ... or with the verb left out, as in a list ("a 7b needs 14 gb, a 13b 26 gb") (blind round 51)
      for (const char* v : {" is", " needs", " would need", " takes", " would take", " uses", " would be", " needed", ""}) {
        const std::size_t n = std::strlen(v);
        if (lead.size() < n + 2 || lead.compare(lead.size() - n, n, v) != 0) continue;
        const std::size_t e2 = lead.size() - n;  // the size ends here
        if (lead[e2 - 1] != 'b') continue;
        std::size_t s2 = e2 - 1;
        while (s2 > 0 && (std::isdigit(static_cast<unsigned char>(lead[s2 - 1])) || lead[s2 - 1] == '.')) --s2;
        if (s2 == e2 - 1) continue;
        const std::string size = size_at(s2);
        // a model named with an article or a family name before it ("a 7b", "the 13b", "llama-2 7b")
        std::size_t p = s2;
        while (p > 0 && lead[p - 1] == ' ') --p;
        auto ends = [&](const char* w) {
          const std::size_t m = std::strlen(w);
          return p >= m && lead.compare(p - m, m, w) == 0 && (p == m || !std::isalnum(static_cast<unsigned char>(lead[p - m - 1])));
        };
        if (ends("a") || ends("an") || ends("the") || ends("llama-2") || ends("llama")) credited = other(size);
      }
    }
    if (credited) f.each = true;
  }
}


// "≈1.07 GB; across 80 layers that's about 86 GB", "14 GB per replica; times 8 replicas that's 112 GB", "14 GB per
// replica; all 8 GPUs together hold 112 GB": after the answer's figure, a new clause (after ';' or a full stop) that
// scales it by a count of things the prompt never names (layers, replicas, GPUs) states a scale-up the question
// does not ask, not the answer: its figure, N times the earlier one, is set aside. Not where the prompt names the
// things counted ("over 80 layers" for an 80-layer model, "8 sequences" for a batch of 8), nor in the same clause
// ("1.07 GB per layer × 80 layers = 86 GB" answers with its result) (fix round 102)
static void mark_unasked_scale_ups(prose_reading& pr, const numeric_expectation& e, std::string_view answer) {
  if (e.dim == qdim::count || e.dim == qdim::ratio || pr.found.size() < 3) return;
  const std::string low = ascii_lower(std::string(answer));
  const std::string prompt = ascii_lower(e.prompt);
  std::vector<std::size_t> pos(pr.found.size(), std::string::npos), end(pr.found.size(), std::string::npos);
  std::size_t from = 0;
  for (std::size_t i = 0; i < pr.found.size(); ++i) {
    const std::string t = figure_text(pr.found[i]);
    const std::size_t at = t.empty() ? std::string::npos : low.find(t, from);
    if (at == std::string::npos) continue;
    pos[i] = at, end[i] = at + t.size(), from = end[i];
  }
  for (std::size_t i = 2; i < pr.found.size(); ++i) {
    found_quantity& y = pr.found[i];
    if (y.negated || y.q.dim != e.dim || pos[i] == std::string::npos) continue;
    std::size_t j = i;
    while (j > 0 && pr.found[j - 1].q.dim != e.dim && !(pr.found[j - 1].q.dim == qdim::count && !pr.found[j - 1].q.noun.empty())) --j;
    if (j == 0 || pr.found[j - 1].q.dim != qdim::count) continue;
    --j;  // the count, with its noun
    std::size_t x = j;
    while (x > 0 && pr.found[x - 1].q.dim != e.dim) --x;
    if (x == 0) continue;
    --x;  // the answer's figure before it
    const found_quantity& n = pr.found[j];
    const found_quantity& fx = pr.found[x];
    if (fx.negated || pos[j] == std::string::npos || end[x] == std::string::npos || n.q.value < 2) continue;
    const std::string gap = low.substr(end[x], pos[j] - end[x]);
    const bool new_clause = gap.find(';') != std::string::npos || gap.find(". ") != std::string::npos;
    const std::string gap2 = low.substr(end[j], pos[i] - end[j]);
    if (!new_clause || gap2.find(';') != std::string::npos || gap2.find(". ") != std::string::npos) continue;
    std::string noun = ascii_lower(n.q.noun);
    if (noun.size() > 3 && noun.back() == 's') noun.pop_back();
    if (noun.size() < 3) continue;
    bool named = false;
    for (std::size_t z = prompt.find(noun); z != std::string::npos && !named; z = prompt.find(noun, z + 1))
      named = z == 0 || !std::isalpha(static_cast<unsigned char>(prompt[z - 1]));
    // ... unless the figure it comes to is the prompt's own given ("8.75 GB; all 64 workers together hold the 560 GB"
    // where the prompt shards "560 GB of Adam moments" over 64 workers): the given restated, not the answer (blind
    // round 107 row 73)
    if (named) {
      const std::string yt = figure_text(y);
      const std::size_t g = yt.size() < 4 ? std::string::npos : prompt.find(yt);
      const bool given = g != std::string::npos && (g == 0 || !std::isalnum(static_cast<unsigned char>(prompt[g - 1]))) &&
                         (g + yt.size() >= prompt.size() || !std::isalnum(static_cast<unsigned char>(prompt[g + yt.size()])));
      if (!given) continue;
    }
    const double scaled = n.q.value * fx.q.value;
    if (std::fabs(y.q.value - scaled) > 0.03 * std::fabs(y.q.value)) continue;
    y.each = true, y.marked = false, y.called_answer = false;
  }
}

// Where each figure stands in the answer's lower-cased copy (npos when not found), in text order
static std::vector<std::size_t> figure_places(const prose_reading& pr, const std::string& low) {
  std::vector<std::size_t> pos(pr.found.size(), std::string::npos);
  std::size_t from = 0;
  for (std::size_t i = 0; i < pr.found.size(); ++i) {
    const std::string t = figure_text(pr.found[i]);
    const std::size_t at = t.empty() ? std::string::npos : low.find(t, from);
    if (at == std::string::npos) continue;
    pos[i] = at, from = at + t.size();
  }
  return pos;
}

// The start of the sentence holding `k`: after the last ". " "? " "! " (not a decimal point, nor an abbreviation's
// point) or line break before it, its leading spaces skipped
static std::size_t sentence_start(const std::string& low, std::size_t k) {
  std::size_t b = 0;
  for (std::size_t z = 0; z < k && z < low.size(); ++z) {
    const char c = low[z];
    if (c == '\n') b = z + 1;
    else if ((c == '.' || c == '?' || c == '!') && z + 1 < low.size() && low[z + 1] == ' ' &&
             !(c == '.' && abbreviation_point(low, z)))
      b = z + 2;
  }
  while (b < low.size() && (low[b] == ' ' || low[b] == '\n')) ++b;
  return b;
}

// "Warm-up with 64 layers: ... 15 GB. For the 80 layers here: ... 17 GB", "Sanity example with P = 4: ... 21 GB. With
// P = 2 ... 14 GB", "If it were 8 workers, each would hold 70 GB. With 16 workers ... 35 GB": a sentence the reader
// opens as a warm-up, an example or a what-if is worked on another case; where a later sentence (not one so opened)
// gives a figure of the answer's kind, the example's figures are set aside (round 193). Not a sentence opened as a
// check after the answer ("sanity check: 64 x 8.75 = 560 GB": the check readers read those), and not where nothing
// follows ("Warm-up: 15 GB." stays the answer).
static void mark_worked_examples(prose_reading& pr, const numeric_expectation& e, std::string_view answer) {
  if (pr.found.size() < 2) return;
  const std::string low = ascii_lower(std::string(answer));
  const std::vector<std::size_t> pos = figure_places(pr, low);
  auto example_opened = [&](std::size_t start) {
    for (const char* w : {"warm-up", "warm up", "warmup", "sanity example", "toy example", "toy case", "small case",
                          "smaller case", "smaller example", "simpler case", "simpler example", "simple case",
                          "easier case", "easier example", "easy case", "for example", "e.g.", "if it were ",
                          "if there were "})
      if (low.compare(start, std::strlen(w), w) == 0) return true;
    return false;
  };
  std::vector<bool> in_example(pr.found.size(), false);
  bool any = false, later = false;
  for (std::size_t i = 0; i < pr.found.size(); ++i) {
    if (pos[i] == std::string::npos) continue;
    in_example[i] = example_opened(sentence_start(low, pos[i]));
    any = any || in_example[i];
  }
  if (!any) return;
  for (std::size_t i = 0; i < pr.found.size(); ++i) {
    const found_quantity& f = pr.found[i];
    if (pos[i] == std::string::npos || in_example[i] || f.negated || f.each || f.q.dim != e.dim || f.q.unitless) continue;
    bool after = false;  // after an example's figure
    for (std::size_t j = 0; j < i; ++j) after = after || in_example[j];
    later = later || after;
  }
  if (!later) return;
  for (std::size_t i = 0; i < pr.found.size(); ++i)
    if (in_example[i]) pr.found[i].each = true, pr.found[i].marked = false, pr.found[i].called_answer = false;
}

// "Between 140 and 560 GB. Narrowing: 4 bytes x 70B = 280 GB", "Between 12 and 18 bytes per parameter. Narrowing: 2 +
// 2 + 4 + 4 + 4 = 16", "... To pin it down: 16 bytes": a range said first and, in a later sentence, one figure strictly
// inside it is the reader's pick
// from the range: the range is set aside (round 193). Not a figure outside the range ("between 100 and 120 GB. With no
// master copy, 84 GB": another case), nor one in the range's own sentence (the range readers read "between 2 and 4,
// closer to 3x").
static void mark_narrowed_ranges(prose_reading& pr, const numeric_expectation& e, std::string_view answer) {
  if (pr.found.size() < 2) return;
  const std::string low = ascii_lower(std::string(answer));
  const std::vector<std::size_t> pos = figure_places(pr, low);
  for (std::size_t i = 0; i < pr.found.size(); ++i) {
    found_quantity& r = pr.found[i];
    if (!r.q.is_range || r.negated || r.q.unitless || r.q.dim != e.dim || pos[i] == std::string::npos) continue;
    for (std::size_t j = i + 1; j < pr.found.size(); ++j) {
      const found_quantity& f = pr.found[j];
      if (f.q.is_range || f.negated || f.each || pos[j] == std::string::npos) continue;
      if (sentence_start(low, pos[j]) <= pos[i]) continue;  // (the range's own sentence)
      const bool bare = f.q.unitless;
      // (or bytes where bytes per parameter are asked, the question's "per": "... per parameter. To pin it down: 16 bytes")
      if (!bare && f.q.dim != e.dim && f.q.dim != qdim_numerator(e.dim)) continue;
      const double v = bare ? f.q.number : f.q.value, lo = bare ? r.q.number : r.q.value, hi = bare ? r.q.number_hi : r.q.value_hi;
      if (v > lo && v < hi) {
        r.each = true, r.marked = false, r.called_answer = false;
        break;
      }
    }
  }
}

// "28 m + 14 v", "14 forward + 14 backward", "163,840 B per token × 32,768 tokens", "8 checkpoints + 8 recomputed
// layers, × 1 GB": working whose terms carry the reader's labels or units, or thousands commas, as bare numbers and
// operators ("28 + 14", "163840 * 32768", "(8 + 8) * 1"), for inconsistent_working below to weigh against the figure
// by number (round 160). "" when it is not plain labelled working: a word that does arithmetic or changes a term's
// size ("each", "half", "of", "per 8", "billion", "minus", "wait", ...), a letter glued to a figure ("7B", "2d"),
// a minus, ':' ';', a comma that is not a thousands group or before an operator ('×', '*', '/', '^'), or no
// operator left.
static std::string labelled_working_numbers(const std::string& c, bool plain = false) {
  static const char* const arith_words[] = {
      "each", "half", "halves", "halved", "twice", "double", "doubled", "doubles", "triple", "times", "of", "plus",
      "minus", "less", "over", "by", "divided", "squared", "cubed", "sqrt", "log", "root", "and", "or", "not", "no",
      "wait", "instead", "than", "but", "rather", "without", "with", "only", "per", "thousand", "million", "billion",
      "trillion", "k", "mb", "kb", "tb", "mib", "kib", "tib", "pb", "e", "about", "approx", "roughly", "around",
      "nearly", "almost", "maybe", "total", "sum", "all", "both", "again", "more", "extra", "x"};
  std::string out;
  bool words = false, thousands = false;
  std::size_t i = 0;
  auto is_op = [](char ch) { return ch == '+' || ch == '*' || ch == '/' || ch == '^'; };
  while (i < c.size()) {
    const unsigned char u = static_cast<unsigned char>(c[i]);
    if (std::isdigit(u) || (c[i] == '.' && i + 1 < c.size() && std::isdigit(static_cast<unsigned char>(c[i + 1])))) {
      // a figure: digits, a decimal point, thousands groups ("163,840"), an exponent ("6.74e9")
      std::size_t j = i;
      while (j < c.size()) {
        const unsigned char d = static_cast<unsigned char>(c[j]);
        if (std::isdigit(d) || c[j] == '.') {
          out += c[j++];
        } else if (c[j] == ',' && j + 3 < c.size() && std::isdigit(static_cast<unsigned char>(c[j + 1])) &&
                   std::isdigit(static_cast<unsigned char>(c[j + 2])) && std::isdigit(static_cast<unsigned char>(c[j + 3])) &&
                   (j + 4 >= c.size() || !std::isdigit(static_cast<unsigned char>(c[j + 4])))) {
          thousands = true;
          ++j;  // the group's comma
        } else if ((c[j] == 'e' || c[j] == 'E') && j + 1 < c.size() &&
                   (std::isdigit(static_cast<unsigned char>(c[j + 1])) ||
                    ((c[j + 1] == '+' || c[j + 1] == '-') && j + 2 < c.size() &&
                     std::isdigit(static_cast<unsigned char>(c[j + 2]))))) {
          out += c[j++];
          if (c[j] == '+' || c[j] == '-') out += c[j++];
        } else {
          break;
        }
      }
      if (j < c.size() && std::isalpha(static_cast<unsigned char>(c[j]))) return "";  // "7B", "2d", "14GB"
      i = j;
    } else if (std::isalpha(u)) {
      // a word, with '/' or '-' inside it ("B/param", "layer-forwards") or digits after its letters ("fp16")
      std::size_t j = i;
      while (j < c.size() && (std::isalnum(static_cast<unsigned char>(c[j])) ||
                              ((c[j] == '/' || c[j] == '-') && j + 1 < c.size() &&
                               std::isalpha(static_cast<unsigned char>(c[j + 1])))))
        ++j;
      std::string w = ascii_lower(c.substr(i, j - i));
      if (w == "x" && !out.empty()) {  // the times sign typed as a letter between two terms
        out += " * ";
        i = j;
        continue;
      }
      // "B per token": "per" and the noun after it are a unit's label; "per 8" divides
      if (w == "per") {
        std::size_t k = j;
        while (k < c.size() && c[k] == ' ') ++k;
        std::size_t m = k;
        while (m < c.size() && std::isalpha(static_cast<unsigned char>(c[m]))) ++m;
        if (m == k) return "";
        words = true;
        out += ' ';
        i = m;
        continue;
      }
      for (const char* a : arith_words)
        if (w == a || w.compare(0, std::strlen(a) + 1, std::string(a) + "/") == 0) return "";
      words = true;
      out += ' ';
      i = j;
    } else if (c[i] == ',') {
      // "8 + 8 recomputed layers, × 1 GB": the sum before the comma is one factor
      std::size_t k = i + 1;
      while (k < c.size() && c[k] == ' ') ++k;
      if (k >= c.size() || ((!is_op(c[k]) || c[k] == '+') && c.compare(k, 2, "\xc3\x97") != 0)) return "";
      out = "(" + out + ")";
      i = k;
    } else if (is_op(c[i]) || c[i] == ' ' || c[i] == '(' || c[i] == ')') {
      out += c[i++];
    } else if (c.compare(i, 2, "\xc3\x97") == 0 || c.compare(i, 2, "\xc2\xb7") == 0) {  // × ·
      out += '*';
      i += 2;
    } else {
      return "";  // '-', '=', ':', ';', '%' and the rest
    }
  }
  if (!words && !thousands && !plain) return "";
  if (out.find_first_of("+*/^") == std::string::npos) return "";
  return out;
}

// Whether working ends "per param(eter)" ("2 forward + 4 backward per param", "12 bytes/param"), by the one list of
// suffixes (quantity_detail::per_param_suffix, round 190), a trailing full stop aside (blind rounds 180, 187)
static bool ends_per_param(const std::string& c) {
  std::string t = ascii_lower(c);
  while (!t.empty() && (t.back() == ' ' || t.back() == '.')) t.pop_back();
  return quantity_detail::per_param_suffix(t) > 0;
}

// "112 GB (14+14+28+28)", "42 GFLOP/token (2 × 7e9)", "24.5 GB (2 × 7/8 × 28)": a bracket that holds
// nothing but the reader's working (numbers, units, + × / ^), which comes to another figure than the one
// given: the reader's figure and its working disagree, and a right figure on false working is not right
// (blind round 66). Only working that is an attempt at the figure (within 4× of it, more than 5 % off);
// "112 GB (2+2+4+4+4)", bytes per parameter, is another quantity; subtraction, "=", ":" and ranges are
// left alone. "" when no such bracket.
static std::string inconsistent_working(std::string_view answer, const found_quantity& found, double x,
                                        const numeric_expectation& e) {
  if (e.is_range || x == 0) return "";
  const std::string a(answer);
  const double df = display_factor(e);
  // a coefficient per parameter v that, times the model size the prompt names, misses the figure by more than 5 %
  // while an attempt at it (within 4x): only where the figure asked is the whole model's total, not one GPU's share
  // or traffic ("21 GB (2 bytes per param)" on the all-reduce: round 190), and never where the prompt names no size
  const auto per_param_disagrees = [&](double v) {
    const double params = prompt_model_params(e);
    if (!(v > 0) || params <= 0 || e.per_item) return false;
    const double r = v * params / x;
    return std::fabs(r - 1) > 0.05 && r >= 0.25 && r <= 4;
  };
  // working whose value v is an attempt at the figure (within 4× of it, in the answer's unit or as typed) that misses
  // it by more than 5 %: the bracket's and the colon breakdown's one test (the session-46 final read merged the two)
  const auto adds_to_another = [&](double v) {
    bool consistent = false, attempt = false;
    for (const double t : {x, found.q.number, x / df}) {
      if (t == 0) continue;
      const double r = v / t;
      if (std::fabs(r - 1) <= 0.05) consistent = true;
      if (r >= 0.25 && r <= 4) attempt = true;
    }
    return !consistent && attempt;
  };
  // the figure comes first: a bracket before it ("(6 + 5) × 2 GB = 22 GB") is the working's own
  const std::size_t fig = a.find(found.text);
  // an operator, a digit or a sign (×, ·, ≈, →) beside a bracket makes it part of an expression
  auto joins = [](char ch) {
    const unsigned char u = static_cast<unsigned char>(ch);
    return std::strchr("+-*/^(=", u) != nullptr || std::isdigit(u) || u >= 0x80;
  };
  for (std::size_t p = a.find('('); p != std::string::npos; p = a.find('(', p + 1)) {
    const std::size_t close = a.find(')', p + 1);
    if (close == std::string::npos) break;
    std::string c = a.substr(p + 1, close - p - 1);
    if (c.find('(') != std::string::npos) break;  // nested brackets: an expression, not a remark
    if (fig == std::string::npos || p < fig + found.text.size()) continue;
    std::size_t bk = p;
    while (bk > 0 && a[bk - 1] == ' ') --bk;
    // "16 (2+2+4+4)", "112 GB* (*...)": a figure, a unit or a footnote's star before the bracket
    if (bk == 0 || (joins(a[bk - 1]) && !std::isdigit(static_cast<unsigned char>(a[bk - 1])) && a[bk - 1] != '*')) continue;
    // "36 GB, since 3e9 x (2 + 2 + 8)": a letter x typed for the times sign (alone, or right after a figure)
    // joins the bracket to what is before it, as × does: the bracket is a factor of the working, not all of it
    // (blind round 88)
    if ((a[bk - 1] == 'x' || a[bk - 1] == 'X') &&
        (bk == 1 || a[bk - 2] == ' ' || std::isdigit(static_cast<unsigned char>(a[bk - 2]))))
      continue;
    std::size_t n = close + 1;
    while (n < a.size() && a[n] == ' ') ++n;
    if (n < a.size() && joins(a[n])) continue;
    // a footnote's star, "=", "~", "≈" before the working
    for (bool more = true; more;) {
      more = false;
      while (!c.empty() && (c[0] == ' ' || c[0] == '*' || c[0] == '=' || c[0] == '~')) c.erase(0, 1), more = true;
      if (c.compare(0, 3, "\xe2\x89\x88") == 0) c.erase(0, 3), more = true;
    }
    // ("weights 138 + grads 138 + moments 552": a label before the first term; round 160)
    if (c.empty() || (!std::isdigit(static_cast<unsigned char>(c[0])) && labelled_working_numbers(c).empty())) continue;
    // "560 GB: m 280 + v 280 (70e9 × 4 B each)": working that ends in "each" and comes to a part the reader
    // states before it (the 280) is the working of each part of the sum, not of the whole figure (blind round
    // 131); "56 GB (7e9 × 2 B each)", a part the answer never names, is still checked below
    bool each_part = false;
    {
      std::string t = c;
      while (!t.empty() && (t.back() == ' ' || t.back() == '.')) t.pop_back();
      if (t.size() > 5 && t.compare(t.size() - 5, 5, " each") == 0) {
        const quantity_parse wp = parse_quantity(t.substr(0, t.size() - 5), e.dim);
        if (wp.ok && wp.q.arithmetic && !wp.q.is_range && wp.q.value != 0) {
          for (std::size_t k = 0; k < p && !each_part; ++k) {
            if (!std::isdigit(static_cast<unsigned char>(a[k])) || (k > 0 && (std::isalnum(static_cast<unsigned char>(a[k - 1])) || a[k - 1] == '.')))
              continue;
            const double v = std::strtod(a.c_str() + k, nullptr);
            for (const double t2 : {wp.q.value, wp.q.value / df})
              if (v != 0 && std::fabs(v / t2 - 1) <= 0.03) each_part = true;
          }
        }
      }
    }
    if (each_part) continue;
    // "112 GB (2+2+4+4 = 16 B/param)": working inside the bracket whose sum is not the figure after its one '='
    // (12, not 16): the reader's breakdown is false, whatever the figure outside (round 160). Weighed by numbers
    // (the working's units dropped) against the single figure after '=', its number or its SI value.
    if (const std::size_t eq = c.find('='); eq != std::string::npos && c.find('=', eq + 1) == std::string::npos) {
      const std::string lhs = labelled_working_numbers(c.substr(0, eq), true);
      std::string rhs = c.substr(eq + 1);
      while (!rhs.empty() && (rhs[0] == ' ' || rhs[0] == '~')) rhs.erase(0, 1);
      std::size_t digits = 0;
      for (const char ch : rhs) digits += std::isdigit(static_cast<unsigned char>(ch)) ? 1 : 0;
      std::size_t num_end = 0;
      while (num_end < rhs.size() && (std::isdigit(static_cast<unsigned char>(rhs[num_end])) || rhs[num_end] == '.')) ++num_end;
      if (!lhs.empty() && num_end > 0 && digits == num_end && rhs.find_first_of("+*^,") == std::string::npos) {
        const quantity_parse lq = parse_quantity(lhs, qdim::none);
        const quantity_parse rq = parse_quantity(rhs, e.dim);
        const double rn = std::strtod(rhs.c_str(), nullptr);
        if (lq.ok && lq.q.arithmetic && !lq.q.is_range && lq.q.unitless && rn != 0) {
          bool same = false, near = false;
          for (const double t : {rn, rq.ok ? rq.q.value : rn}) {
            if (t == 0) continue;
            const double r = lq.q.value / t;
            if (std::fabs(r - 1) <= 0.05) same = true;
            if (r >= 0.25 && r <= 4) near = true;
          }
          if (!same && near) return a.substr(p + 1, close - p - 1);
        }
      }
      continue;
    }
    // "112 GB (12 bytes per param)", "42 GFLOP/token (8 FLOPs per parameter)": one number and its words ending "per
    // param(eter)" is the figure's coefficient per parameter, weighed as the sum's is below against the model's size
    // the prompt names (round 187: 12 × 7e9 is not 112 GB; "(16 bytes per param)" is)
    // (only a bracket right after the graded figure: "208 GB. Without the master copy (12 bytes/param) ..." is said of
    // another setting)
    const bool per_param = ends_per_param(c);
    if (per_param && std::isdigit(static_cast<unsigned char>(c[0])) &&
        a.find_first_not_of(' ', fig + found.text.size()) == p) {
      char* end = nullptr;
      const double v = std::strtod(c.c_str(), &end);
      const std::size_t rest = static_cast<std::size_t>(end - c.c_str());
      if (rest > 0 && c.find_first_of("0123456789", rest) == std::string::npos) {
        if (per_param_disagrees(v)) return a.substr(p + 1, close - p - 1);
        continue;
      }
    }
    const bool op = c.find_first_of("+*/^") != std::string::npos || c.find("\xc3\x97") != std::string::npos;
    quantity_parse qp;
    if (op && c.find_first_of("-=:;,") == std::string::npos && c.find("\xe2\x88\x92") == std::string::npos)
      qp = parse_quantity(c, e.dim);
    if (!qp.ok || !qp.q.arithmetic || qp.q.is_range || (!qp.q.unitless && qp.q.dim != e.dim)) {
      // working with labels, units or thousands commas, weighed by its numbers (round 160)
      const std::string bare = labelled_working_numbers(c);
      if (bare.empty()) continue;
      qp = parse_quantity(bare, qdim::none);
      if (!qp.ok || !qp.q.arithmetic || qp.q.is_range || !qp.q.unitless) continue;
    }
    // "7.8 GFLOP/token (2 forward + 4 backward per param)": working that ends "per param(eter)" is the figure's
    // coefficient per parameter, not the figure: checked against the model's size the prompt names (6 × 1.3e9 is
    // 7.8e9; "(2 forward + 2 backward per param)" is not), left alone where it names none (blind round 180)
    // (only where the figure asked is the whole model's total, and the working an attempt at it, within 4x: one
    // GPU's share or traffic, "24.5 GB (1 + 1 bytes per param)", is not the model size times the working; round 190)
    if (per_param) {
      if (per_param_disagrees(qp.q.value)) return a.substr(p + 1, close - p - 1);
      continue;
    }
    if (adds_to_another(qp.q.value)) return a.substr(p + 1, close - p - 1);
  }
  // "16 bytes per parameter: 2 for the weights, 2 for the gradients and 8 for Adam": after the figure, a colon and
  // its parts, each a bare number then its label's words ("2 for the weights", "14 GB of gradients"), joined by
  // ",", "and", "plus", "+": the parts are the reader's breakdown of the figure, and a breakdown that adds up to
  // another figure (within 4× of it, more than 5 % off) is the same disagreement as a bracket's (round 156). Only
  // where every part opens with its number and holds no other ("fp16" is a word), and no part multiplies, divides
  // or says "each" / "per" ("280 each for m and v", "4 B/param whole + ..." are left alone).
  // "84 GB: 14 weights + 70 for Adam", "840 GB = 280 weights + 560 Adam" (round 196): a part whose label names one row
  // of the ledger (the words stated_other_subject reads) says what that row holds, and a row's share that is not its
  // bytes per parameter times the model the prompt names (weights and gradients 2, an FP32 master copy 4, Adam's m
  // and v 8, or 12 with the master copy the first page counts in the optimizer state) is a false breakdown of the
  // figure, even where the parts add up to it. Only where the whole model's state is asked, the prompt names its
  // size and no FP32 weights or gradients, and the parts add up to the figure; "=" introduces the parts as ":" does.
  const double params = prompt_model_params(e);
  const bool rows_checked = e.dim == qdim::bytes && e.row == "total" && !e.per_item && params > 0 &&
                            e.prompt.find("fp32 weight") == std::string::npos &&
                            e.prompt.find("fp32 grad") == std::string::npos && found.q.number > 0;
  if (fig != std::string::npos) {
    std::size_t c = fig + found.text.size();
    while (c < a.size() && a[c] == ' ') ++c;
    if (c < a.size() && (a[c] == ':' || (a[c] == '=' && rows_checked))) {
      const bool colon = a[c] == ':';
      std::string body = ascii_lower(a.substr(c + 1));
      // (the breakdown ends where its sentence does: ". " or a final ".")
      if (const std::size_t stop = body.find(". "); stop != std::string::npos) body.resize(stop);
      while (!body.empty() && (body.back() == '.' || body.back() == ' ')) body.pop_back();
      // ("m and v", "m+v": one label, Adam's two moments, not two parts)
      for (const char* mv : {"m and v", "m + v", "m+v", "m & v", "m&v"})
        for (std::size_t z = body.find(mv); z != std::string::npos; z = body.find(mv, z + 1))
          if ((z == 0 || body[z - 1] == ' ') && (z + std::strlen(mv) >= body.size() || body[z + std::strlen(mv)] == ' ' ||
                                                 body[z + std::strlen(mv)] == ','))
            body.replace(z, std::strlen(mv), "m&v");
      // (a decimal comma or a thousands group, "26,96 GB kept whole", "1,120", is no list: left alone)
      bool ok = true;
      for (std::size_t z = body.find(','); ok && z != std::string::npos; z = body.find(',', z + 1))
        ok = !(z + 1 < body.size() && std::isdigit(static_cast<unsigned char>(body[z + 1])));
      for (const char* j : {" and ", " plus ", "+", ";"})
        for (std::size_t z = body.find(j); z != std::string::npos; z = body.find(j, z + 1)) body.replace(z, std::strlen(j), ",");
      double sum = 0;
      int parts = 0;
      std::vector<std::pair<std::string, double>> labelled;  // (row, number) of each part whose label names a row
      ok = ok && body.find_first_of("*/=%()") == std::string::npos && body.find("\xc3\x97") == std::string::npos &&
           body.find("\xe2\x88\x92") == std::string::npos && body.find("\xc2\xb7") == std::string::npos;
      for (std::size_t b = 0; ok && b <= body.size();) {
        std::size_t e2 = body.find(',', b);
        if (e2 == std::string::npos) e2 = body.size();
        std::vector<std::string> w;
        {
          std::string cur;
          for (const char ch : body.substr(b, e2 - b) + " ")
            if (ch == ' ') {
              if (!cur.empty()) w.push_back(cur), cur.clear();
            } else {
              cur += ch;
            }
        }
        b = e2 + 1;
        if (w.empty()) continue;
        char* end = nullptr;
        const double v = std::strtod(w[0].c_str(), &end);
        ok = end && *end == '\0' && !w[0].empty() && std::isdigit(static_cast<unsigned char>(w[0][0]));
        for (std::size_t k = 1; ok && k < w.size(); ++k)
          ok = !std::isdigit(static_cast<unsigned char>(w[k][0])) && w[k] != "each" && w[k] != "per" && w[k] != "x";
        sum += v;
        ++parts;
        // the one row the part's label names, if any ("fp32 weights" are the master copy)
        std::string row;
        bool fp32 = false, several = false;
        for (std::size_t k = 1; ok && k < w.size(); ++k) {
          if (w[k] == "fp32" || w[k] == "float32") fp32 = true;
          const std::string r = w[k] == "m&v" ? std::string("optimizer_state") : ledger_row_at(w, k);
          if (r.empty()) continue;
          if (!row.empty() && r != row) several = true;
          row = r;
        }
        if (ok && !row.empty()) labelled.push_back({several ? std::string("whole") : row == "weights" && fp32 ? std::string("master_weights") : row, v});
        if (ok && fp32 && row == "gradients") labelled.back().first = "whole";
      }
      if (ok && parts >= 2 && sum > 0) {
        if (colon && adds_to_another(sum)) return a.substr(c + 1);
        // the labelled parts, where they add up to the figure as typed (the same unit)
        if (rows_checked && std::fabs(sum / found.q.number - 1) <= 0.02) {
          const double unit = x / found.q.number;
          for (const auto& [row, v] : labelled) {
            std::vector<double> bpp;
            if (row == "weights" || row == "gradients") bpp = {2};
            else if (row == "master_weights") bpp = {4};
            else if (row == "optimizer_state") bpp = {8, 12};
            bool fits = bpp.empty();
            for (const double bp : bpp) fits = fits || std::fabs(v * unit / (bp * params) - 1) <= 0.05;
            if (!fits) return a.substr(c + 1);
          }
        }
      }
    }
  }
  return "";
}

// "16 × 1024 × 2 = 32.768 Tokens", "560 GB / 128 = 4,375 GB": a figure whose one separator could be a decimal
// point or a thousands group (the "can be read two ways" cases below) that the reader's own working, an
// expression right before its "=", comes to under one reading: the working says which is meant, as it would
// to a teacher (blind round 80). True when the working's value is within 1 % of `v` (SI, or the number in the
// question's display unit where the working has no unit). Only an expression with an operator counts.
static bool working_before_gives(std::string_view answer, const found_quantity& found, double v,
                                 const numeric_expectation& e) {
  const std::string a(answer);
  const std::size_t fig = a.find(found.text);
  if (fig == std::string::npos || a.find(found.text, fig + 1) != std::string::npos || v == 0) return false;
  const double df = display_factor(e);
  // does this working (from its first digit on, with an operator) come to v?
  auto gives = [&](std::string lhs) {
    const bool op = lhs.find_first_of("+*/^") != std::string::npos || lhs.find("\xc3\x97") != std::string::npos ||
                    lhs.find("\xc2\xb7") != std::string::npos || lhs.find(" x ") != std::string::npos;
    if (!op) return false;
    while (!lhs.empty() && lhs.back() == ' ') lhs.pop_back();
    quantity_parse qp = parse_quantity(lhs, e.dim);
    if (!qp.ok) {
      // "560 GB / 128": a unit inside the working, read as the prose reader reads it, the whole working one quantity
      const prose_reading pr = read_quantities(lhs, e.dim);
      if (pr.found.size() != 1 || pr.found[0].negated || pr.found[0].text != lhs) return false;
      qp.ok = true;
      qp.q = pr.found[0].q;
    }
    if (!qp.q.arithmetic || qp.q.is_range) return false;
    if (!qp.q.unitless && qp.q.dim != e.dim) return false;
    const double w = qp.q.value;
    for (const double t : {v, v / df})
      if (t != 0 && std::fabs(w / t - 1) <= 0.01) return true;
    return false;
  };
  // the working in a bracket right after the figure says it too: "65.536 tokens (8 × 2048 × 4)" (round 134)
  std::size_t after = fig + found.text.size();
  while (after < a.size() && a[after] == ' ') ++after;
  if (after + 1 < a.size() && a[after] == '(' && std::isdigit(static_cast<unsigned char>(a[after + 1]))) {
    const std::size_t close = a.find(')', after);
    if (close != std::string::npos && gives(a.substr(after + 1, close - after - 1))) return true;
  }
  std::size_t eq = fig;
  while (eq > 0 && a[eq - 1] == ' ') --eq;
  if (eq == 0 || a[eq - 1] != '=') return false;
  --eq;
  std::size_t b = a.find_last_of(":;=", eq == 0 ? 0 : eq - 1);
  b = (b == std::string::npos || b >= eq) ? 0 : b + 1;
  std::string lhs = a.substr(b, eq - b);
  // drop the reader's words before the working ("per the page 560 GB / 128"), one at a time
  for (int guard = 0; guard < 12 && !lhs.empty(); ++guard) {
    while (!lhs.empty() && lhs[0] == ' ') lhs.erase(0, 1);
    if (!lhs.empty() && std::isdigit(static_cast<unsigned char>(lhs[0]))) return gives(lhs);
    const std::size_t sp = lhs.find(' ');
    if (sp == std::string::npos) return false;
    lhs.erase(0, sp + 1);
  }
  return false;
}

static grade_result grade_numeric_text(std::string_view answer, const numeric_expectation& e,
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

  prose_reading pr = read_quantities(answer, e.dim);
  mark_other_models_figures(pr, e, answer);
  mark_unasked_scale_ups(pr, e, answer);
  mark_worked_examples(pr, e, answer);
  mark_narrowed_ranges(pr, e, answer);
  const pick chosen = choose(pr, e, answer, master_case(e, given));
  if (!chosen.f) {
    g.kind = "unreadable";
    if (chosen.all_negated)
      g.feedback = "Your answer only says what the value is not: give the value you mean, as " + unit_example(e) + ".";
    else
      g.feedback = "Could not read the answer: " + pr.error + ". Type " + unit_example(e) + ".";
    return g;
  }
  const found_quantity& found = *chosen.f;
  g.parsed_ok = true;
  g.parsed = found.q;
  g.from_prose = !pr.strict;
  g.read_text = found.text;
  const quantity& q = found.q;
  if (q.unknown_unit) {
    g.kind = "unreadable";
    g.parsed_ok = false;
    g.feedback = "Could not read the answer: unknown unit \"" + q.unit_text + "\". Type " + unit_example(e) + ".";
    return g;
  }
  const std::string read_prefix = pr.strict ? "" : "Read \"" + found.text + "\" from your answer. ";
  // State the rule in the reader's own unit when it is one of the question's dimension (quiz-grading.md §1.1).
  std::string range_unit = e.display_unit;
  if (!q.unitless && q.dim == e.dim && !q.bare_prefix && !q.ambiguous_b && !q.bits && e.dim != qdim::ratio &&
      !q.multiplier_word && resolve_unit(q.unit_name, e.dim).ok)
    range_unit = q.unit_name;
  const std::string range_text = show_range(lo, hi, range_unit);
  const std::string accepted = "accepted: " + range_text;
  g.reveal = "Expected " + g.expected_text + " (" + accepted + ").";

  // "27.08%, or 33.3% if you count the checkpointed layers too — somewhere between": after two different figures,
  // "somewhere between" / "in between" with no figure of its own puts the answer between them: no one value (fix
  // round 132: blind131 row 51)
  const found_quantity* between = nullptr;
  if (!chosen.other && !pr.strict) {
    const std::string low = ascii_lower(answer);
    for (const char* m : {"somewhere between", "somewhere in between", "in between", "somewhere in the middle"})
      if (const std::size_t p = low.find(m); p != std::string::npos) {
        // (only where it closes the answer, "... — somewhere between (the two)": "activations saved in between layers
        // come on top" says nothing of the answer's value)
        bool closes = true;
        std::string w;
        for (std::size_t k = p + std::strlen(m); k <= low.size() && closes; ++k) {
          if (k < low.size() && std::isalpha(static_cast<unsigned char>(low[k]))) {
            w += low[k];
            continue;
          }
          closes = w.empty() || w == "the" || w == "two" || w == "them" || w == "those" || w == "both" || w == "i" ||
                   w == "guess" || w == "think" || w == "really";
          w.clear();
        }
        if (closes && low.find_first_of("0123456789", p) == std::string::npos)
          for (const auto& o : pr.found)
            if (&o != chosen.f && !o.negated && o.q.dim == q.dim && o.at < p &&
                std::fabs(o.q.value - q.value) > 0.05 * std::fabs(q.value))
              between = &o;
        break;
      }
  }
  if (chosen.other || between) {
    g.kind = "ambiguous";
    g.feedback = read_prefix + "Your answer gives two different values (\"" + (chosen.other ? chosen.other : between)->text +
                 "\" or \"" + found.text + "\"): give the one you mean.";
    return g;
  }

  double x = q.value, x_hi = q.value_hi;
  std::string read_note;
  bool dim_ok = q.dim == e.dim;
  if (q.unitless) {
    if (e.dim == qdim::ratio) {
      // A ratio is unit-less by nature: a factor ("1.33"), or for a percentage question 0.25 as a
      // fraction or 25 as percent.
      dim_ok = true;
      if (!factor_display(e) && !(inside(x) && inside(x_hi)) && inside(q.number * 0.01) && inside(q.number_hi * 0.01)) {
        x = q.number * 0.01, x_hi = q.number_hi * 0.01;
        read_note = " (read as " + fmt_num(q.number) + "%)";
      }
    } else if (e.dim == qdim::count || e.dim == qdim::tokens || e.dim == qdim::params) {
      dim_ok = true;
    } else if (e.unit_stated) {
      x = q.number * df, x_hi = q.number_hi * df;
      dim_ok = true;
      read_note = " (read in " + e.display_unit + ", the unit the question asks for)";
      // "4.2e10" where the question asks in GFLOP: the number is plainly in the base unit
      if (df != 1 && !(inside(x) && inside(x_hi)) && inside(q.number) && inside(q.number_hi)) {
        x = q.number, x_hi = q.number_hi;
        read_note = std::string(" (read in ") + qdim_si_unit(qdim_numerator(e.dim) != qdim::none ? qdim_numerator(e.dim) : e.dim) +
                    ", the base unit)";
      }
    } else {
      g.kind = "missing_unit";
      const bool match = inside(q.number * df) && inside(q.number_hi * df);
      g.score = match ? e.unit_partial_credit : 0;
      g.diagnosis = match ? "missing_unit" : "";
      g.feedback = read_prefix + "A number without a unit is not an answer to this question: say which unit (" +
                   std::string(qdim_si_unit(e.dim)) + ", GB, ...).";
      if (match) g.feedback += " In " + e.display_unit + " the number would be right.";
      return g;
    }
  }
  bool wall_time = false;  // hours the reader calls wall-clock time, on no stated number of GPUs
  if (!dim_ok && e.dim == qdim::gpu_hours && q.dim == qdim::seconds) {
    // hours where the question asks GPU-hours: hours of GPU time, the unit the question asks for;
    // "15,000 hours on 8 GPUs" is wall time on that many GPUs: 120,000 GPU-hours
    x = q.value / 3600, x_hi = q.value_hi / 3600;
    read_note = " (read as GPU-hours, the unit the question asks for)";
    if (const double n = gpus_named(answer); n > 0) {
      x *= n, x_hi *= n;
      read_note = " (read as " + fmt_num(n, 6) + " GPUs × " + found.text + " = GPU-hours)";
    } else {
      // "120,000 hours of wall-clock time": the reader says the hours are wall time, not GPU time;
      // without a GPU count they are not the GPU-hours asked (blind round 10)
      const std::string low = ascii_lower(answer);
      for (const char* w : {"wall-clock", "wall clock", "wallclock", "wall time", "wall-time"})
        for (std::size_t at = low.find(w); at != std::string::npos && !wall_time; at = low.find(w, at + 1)) {
          // "120,000 hours, not wall-clock": a denied qualifier says nothing about the hours
          const std::string before = low.substr(at >= 12 ? at - 12 : 0, at >= 12 ? 12 : at);
          wall_time = before.find("not ") == std::string::npos && before.find("n't ") == std::string::npos &&
                      before.find("no ") == std::string::npos;
        }
    }
  }
  // "15k hours on 8 GPUs": "15k" took the question's unit (GPU-hours) but hours or days follow it, on a
  // stated number of GPUs: wall time on those GPUs
  if (e.dim == qdim::gpu_hours && q.bare_prefix && !q.is_range) {
    const std::size_t at = answer.find(found.text);
    if (at != std::string_view::npos) {
      const std::string rest = ascii_lower(answer.substr(at + found.text.size()));
      const std::size_t b = rest.find_first_not_of(' ');
      const bool hours = b != std::string::npos && (rest.compare(b, 4, "hour") == 0 || rest.compare(b, 3, "hrs") == 0);
      const bool days = b != std::string::npos && rest.compare(b, 3, "day") == 0;
      if (const double n = gpus_named(answer); n > 0 && (hours || days)) {
        const double f = n * (days ? 24 : 1);
        x *= f, x_hi *= f;
        read_note = " (read as " + fmt_num(n, 6) + " GPUs × " + found.text + (days ? " days" : " hours") + " = GPU-hours)";
      }
    }
  }
  bool read_whole = false;  // a share stated with its GPU count, read as the whole
  // "10.5 GB on each of 8 GPUs" where the whole is asked: the whole is 8 × 10.5 GB (a figure the
  // reader stated with the count, not the per-GPU slip; that one comes without the count)
  if (!e.per_item && !q.is_range && (e.dim == qdim::bytes || e.dim == qdim::flops) && (dim_ok || q.unitless)) {
    // "112 GB on each of the 8 GPUs (plain DDP)": each GPU keeps a whole copy, which is the whole
    // asked; only a figure that is not the whole itself is read as a share of it
    const double v1 = q.unitless && e.unit_stated ? q.number * df : x;
    const bool whole_copy = v1 >= lo * (1 - boundary_slack) && v1 <= hi * (1 + boundary_slack);
    if (const double n = whole_copy ? 0 : each_of_gpus(answer, found.text); n > 0) {
      x *= n, x_hi *= n;
      read_note += " (read as " + fmt_num(n, 6) + " × " + found.text + ", the whole)";
      read_whole = true;
    }
  }
  if (!dim_ok && !wall_time && answers_dimension(q, e)) {
    dim_ok = true;
    if (qdim_numerator(e.dim) == q.dim)
      read_note = std::string(" (read as ") + dim_words(e.dim) + ", the question's \"per\")";
  }
  if (!dim_ok) {
    g.kind = "wrong_dimension";
    const bool match = !q.is_range && inside(q.number * df);
    g.score = match ? e.unit_partial_credit : 0;
    g.diagnosis = match ? "wrong_dimension" : "";
    g.feedback = read_prefix + "\"" + found.text + "\" is " + dim_words(q.dim) + ", but the question asks for " +
                 dim_words(e.dim) + "." + dimension_hint(q.dim, e.dim);
    return g;
  }
  // "33% more" for a factor question is 1.33×
  if (factor_display(e) && found.percent_more && (!q.unitless || q.value < 1)) {
    x = 1 + x, x_hi = 1 + x_hi;
    read_note = " (read as " + fmt_num(x, 4) + "×: " + found.text + " more)";
  }

  // "64k tokens", "32K context": k and M on a token count are often binary (2^10, 2^20)
  if ((e.dim == qdim::tokens || e.dim == qdim::count) && !(inside(x) && inside(x_hi)) && !q.unitless &&
      !q.unit_name.empty() && (q.unit_name[0] == 'k' || q.unit_name[0] == 'K' || q.unit_name[0] == 'M') &&
      (q.unit_factor == 1e3 || q.unit_factor == 1e6)) {
    const double bin = q.unit_factor == 1e3 ? 1024.0 : 1048576.0;
    if (inside(q.number * bin) && inside(q.number_hi * bin)) {
      x = q.number * bin, x_hi = q.number_hi * bin;
      read_note = " (read " + found.text + " with k = 1024)";
    }
  }
  // An answer rounded to the reader's own significant figures (two or more) that the expected value
  // rounds to: "1.3×" for 1.328, "0.29" for 0.2917 (PrairieLearn's sigfig rule with the typed digits).
  bool rounded = false;
  if (!(inside(x) && inside(x_hi)) && !q.is_range && !q.arithmetic && !e.is_range && e.tol.sigfig == 0 && e.tol.rtol > 0 &&
      q.digit_place > 0 && q.number != 0) {
    const double digits = std::floor(std::log10(std::fabs(q.number))) - std::log10(q.digit_place) + 1;
    const double scale = x / q.number;  // SI per typed unit
    const double step = q.digit_place * scale;
    if (digits >= 2 - 1e-9 && std::fabs(x - e.value) <= 0.51 * step * (1 + boundary_slack) &&
        std::fabs(x - e.value) <= 2.5 * e.tol.rtol * std::fabs(e.value)) {
      rounded = true;
      read_note += " (rounded to " + fmt_num(digits) + " significant figures)";
    }
  }
  const bool in = rounded || (inside(x) && inside(x_hi));
  // "80.9 GB per GPU" where the prompt asks for the whole model's state: one GPU's figure, said of
  // another scope than the one asked (the later parts ask per GPU) (blind round 10)
  // (not a share stated with its count, "13.5 GB/GPU on 8 GPUs": that is the whole)
  bool per_gpu = found.per_item && !found.whole && !read_whole && gpus_named(answer) <= 0;
  if (pr.strict && !per_gpu && !read_whole && gpus_named(answer) <= 0) {  // the whole answer one quantity: "80.9 GB per GPU", "80.9 GB/GPU"
    const std::string low = ascii_lower(answer);
    for (const char* w : {"per gpu", "/gpu", "per device", "per card", "per rank", "per worker", "per replica"})
      per_gpu = per_gpu || low.find(w) != std::string::npos;
  }
  // "107.8 GB for the whole model, not per GPU", "828 GB, before dividing per GPU": every share the
  // answer names is denied or deferred, so the figure is the whole (audit round 26)
  if (per_gpu) {
    const std::string low = ascii_lower(answer);
    bool named = false, all_denied = true;
    for (const char* w : {"per gpu", "/gpu", "per device", "per card", "per rank", "per worker", "per replica"})
      for (std::size_t p = low.find(w); p != std::string::npos; p = low.find(w, p + 1)) {
        named = true;
        std::vector<std::string> lead;
        for (std::size_t k = p >= 24 ? p - 24 : 0; k < p;) {
          while (k < p && !std::isalpha(static_cast<unsigned char>(low[k]))) ++k;
          std::size_t e2 = k;
          while (e2 < p && std::isalpha(static_cast<unsigned char>(low[e2]))) ++e2;
          if (e2 > k) lead.push_back(low.substr(k, e2 - k));
          k = e2;
        }
        bool denied = false;
        for (std::size_t k = lead.size() >= 2 ? lead.size() - 2 : 0; k < lead.size(); ++k)
          denied = denied || lead[k] == "not" || lead[k] == "before" || lead[k] == "dividing" || lead[k] == "than" ||
                   lead[k] == "instead" || lead[k] == "later";
        all_denied = all_denied && denied;
      }
    if (named && all_denied) per_gpu = false;
  }
  if (in && !e.per_item && per_gpu && e.prompt.find("whole model") != std::string::npos) {
    g.kind = "incorrect";
    g.feedback = read_prefix + "Your answer gives this figure per GPU, which is not what the question asks for: read the "
                               "question again for whose figure it is.";
    return g;
  }
  if (in) {
    if (const std::string said = whole_said_per_gpu(answer, found.text, e); !said.empty()) {
      g.kind = "incorrect";
      g.feedback = read_prefix + "Your answer says this figure is one GPU's share (\"" + said +
                   "\"), which makes the whole another figure: read the question again for whose figure it asks.";
      return g;
    }
    if (const std::string said = mismatched_whole(answer, pr, found, x, e); !said.empty()) {
      g.kind = "incorrect";
      g.feedback = read_prefix + "Your answer also gives " + said +
                   ", which is not your share times the count the question names: check the claim you make about it.";
      return g;
    }
  }
  if (in && chosen.by_label < 0) {
    g.kind = "incorrect";
    g.feedback = read_prefix + "Your answer labels each of its figures with another case than the one the question asks "
                               "for (its format, what it counts, or whose share): read the question again.";
    return g;
  }
  if (in && chosen.by_label == 0) {
    if (const std::string scope = stated_other_scope(answer, found.text, e); !scope.empty()) {
      g.kind = "incorrect";
      g.feedback = read_prefix + "Your answer gives this figure " + (scope == "each" ? std::string("for each item") : scope) +
                   ", which is not what the question asks for: read the question again for whose figure it is.";
      return g;
    }
    if (const std::string said = stated_excluded_subject(answer, found.text, e); !said.empty()) {
      g.kind = "incorrect";
      g.feedback = read_prefix + "Your answer gives this figure " + said +
                   ", which the question leaves out: read the question again for what it counts.";
      return g;
    }
    if (const std::string said = stated_other_subject(answer, found.text, e); !said.empty()) {
      g.kind = "incorrect";
      g.feedback = read_prefix + "Your answer gives this figure " + said +
                   ", which is not the quantity the question asks for: read the question again for which ledger row it "
                   "asks about, and in which format that row is kept.";
      return g;
    }
    if (const std::string bound = strict_bound_excluding(answer, found.text, x, e); !bound.empty()) {
      g.kind = "incorrect";
      g.feedback = "Your answer says \"" + bound + "\": a bound that leaves that figure itself out. Give the value you mean.";
      return g;
    }
    if (const std::string work = inconsistent_working(answer, found, x, e); !work.empty()) {
      g.kind = "incorrect";
      g.feedback = read_prefix + "Your working (\"" + work +
                   "\") comes to another figure than the one you give: check which of the two you mean.";
      return g;
    }
    if (const std::string said = contradicting_follow_up(answer, found.text, x, e); !said.empty()) {
      g.kind = "incorrect";
      g.feedback = read_prefix + "Your answer also says " + said +
                   ", which that figure contradicts: check the claim you make about it.";
      return g;
    }
  }
  if (in) {
    g.correct = true;
    g.score = 1;
    g.kind = "correct";
    g.feedback = read_prefix + "Correct" + read_note +
                 (q.is_range ? ": both ends are within the accepted range " : ": within the accepted range ") + range_text + ".";
    if (!q.note.empty()) g.feedback += " " + q.note + ".";
    if (q.hedged) g.feedback += " (The \"~\"/\"about\" is fine: answers are compared within the tolerance.)";
    g.reveal.clear();  // the reader has it
    return g;
  }
  // a figure read the other way round from its first reading (a lone group's separator, "mil"), with the reason
  auto read_other_way = [&](std::string feedback) {
    g.correct = true;
    g.score = 1;
    g.kind = "correct";
    g.feedback = std::move(feedback);
    g.reveal.clear();
    return g;
  };
  // ... unless the reader's working before the "=" comes to the other reading: then that is the figure meant
  // ("16 × 1024 × 2 = 32.768 Tokens", "560 GB / 128 = 4,375 GB"; blind round 80)
  if (const double k = q.comma_group_ambiguous ? 1e-3 : q.dot_group_ambiguous ? 1e3 : 0;
      k > 0 && inside(x * k) && inside(x_hi * k) && working_before_gives(answer, found, x * k, e)) {
    return read_other_way(read_prefix + "Correct (\"" + found.text +
                          "\" read as your working comes to it): within the accepted range " + range_text + ".");
  }
  // ... or another figure of the answer, in the same dimension, lies within 5 % of the other reading (and so 100x off
  // the first): "1.120 GB (ca. 1,1 TB)", "4,375 GB (≈ 4.4 GB)"; the reader's own restatement says which is meant
  // (blind round 104 row 17). A negated figure ("not 1.1 TB") says nothing, nor does working ("2 × 14 GB = 26,250 GB":
  // the product is 28 GB, not a restatement).
  if (const double k = q.comma_group_ambiguous ? 1e-3 : q.dot_group_ambiguous ? 1e3 : 0;
      k > 0 && inside(x * k) && inside(x_hi * k) && !q.is_range) {
    // (a figure the reader denies in German, French or Spanish is no restatement either: "1.120 GB, nicht 1,1 TB")
    const std::string low = ascii_lower(answer);
    auto denied = [&](const found_quantity& f) {
      const std::string t = ascii_lower(f.text);
      const std::size_t at = t.empty() ? std::string::npos : low.find(t);
      if (at == std::string::npos) return false;
      const std::string before = " " + low.substr(at > 12 ? at - 12 : 0, at > 12 ? 12 : at);
      for (const char* w : {"nicht ", "kein ", "keine ", " pas ", " no ", " not "})
        if (before.find(w) != std::string::npos) return true;
      return false;
    };
    const found_quantity* other = nullptr;
    for (const found_quantity& f : pr.found)
      if (&f != &found && !f.negated && !f.q.unitless && f.q.dim == e.dim && !f.q.is_range && !f.q.arithmetic &&
          !f.q.comma_group_ambiguous && !f.q.dot_group_ambiguous && f.q.value != 0 &&
          std::fabs(x * k / f.q.value - 1) <= 0.05 && !denied(f))
        other = &f;
    if (other) {
      return read_other_way(read_prefix + "Correct (\"" + found.text + "\" read as your \"" + other->text +
                            "\" says): within the accepted range " + range_text + ".");
    }
  }
  // The reader names the separator they wrote: "65.536 tokens (German thousands dot)", "4,375 GB (decimal comma)"
  // say which reading is meant (round 134). A German or Dutch word alone does not ("120.000 GPU-Stunden": the
  // project's policy asks).
  if (const double k = q.comma_group_ambiguous ? 1e-3 : q.dot_group_ambiguous ? 1e3 : 0;
      k > 0 && inside(x * k) && inside(x_hi * k) && !q.is_range) {
    const std::string low = ascii_lower(answer);
    bool named = k < 1 && low.find("decimal comma") != std::string::npos;
    for (const char* w : {"thousands dot", "thousands point", "thousands separator"})
      named = named || (k > 1 && low.find(w) != std::string::npos);
    if (named) {
      return read_other_way(read_prefix + "Correct (\"" + found.text +
                            "\" read with the separator you name): within the accepted range " + range_text + ".");
    }
  }
  // "124 mil GPU-hours": "mil" is read as the English slang for a million, but in Spanish and Portuguese it is a
  // thousand ("124 mil horas" = 124,000 hours). Where only the thousand is right: read so where the answer is written in
  // one of those languages ("cerca de 124 mil GPU-horas"), otherwise ask which is meant (no try), as for "4,375" (blind
  // round 83 rows 26 and 68; session 38, the lead).
  {
    const std::string ft = " " + ascii_lower(found.text) + " ";
    bool mil = false;
    for (std::size_t k = ft.find(" mil"); k != std::string::npos && !mil; k = ft.find(" mil", k + 1)) {
      const bool word_end = k + 4 >= ft.size() || !std::isalpha(static_cast<unsigned char>(ft[k + 4]));
      const std::size_t d = ft.find_last_not_of(' ', k);  // the number right before it
      mil = word_end && d != std::string::npos && std::isdigit(static_cast<unsigned char>(ft[d]));
    }
    if (mil && inside(x * 1e-3) && inside(x_hi * 1e-3)) {
      std::string words = " ";
      for (char c : ascii_lower(answer)) words += std::isalpha(static_cast<unsigned char>(c)) ? c : ' ';
      words += ' ';
      bool iberian = false;
      for (const char* w : {" horas ", " hora ", " cerca ", " aproximadamente ", " aprox ", " alrededor ", " unos ", " unas ",
                            " mais ", " por volta ", " mas o menos ", " uns ", " umas ", " seriam ", " seria ", " serian "})
        iberian = iberian || words.find(w) != std::string::npos;
      if (iberian) {
        return read_other_way(read_prefix +
                              "Correct (\"mil\" read as a thousand, as in Spanish and Portuguese): within the accepted "
                              "range " + range_text + ".");
      }
      g.kind = "ambiguous";
      g.feedback = read_prefix + "\"" + found.text +
                   "\" can be read two ways: \"mil\" as a thousand (Spanish, Portuguese) or as the English slang for a "
                   "million. Write \"thousand\" or \"k\" (or \"million\") to say which you mean.";
      return g;
    }
  }
  // "4,375" reads as 4375 (a thousands group), but to a reader who writes decimal commas it is
  // 4.375: when only that reading is right, ask which is meant (no try); docs/quiz-grading.md.
  if (q.comma_group_ambiguous && inside(x * 1e-3) && inside(x_hi * 1e-3)) {
    g.kind = "ambiguous";
    g.feedback = read_prefix + "\"" + found.text +
                 "\" can be read two ways: with the comma as a thousands separator, or as a decimal comma. Write it "
                 "with a decimal point, or without the comma, to say which you mean.";
    return g;
  }
  // "14.000 MB" reads as 14.0 MB (a decimal point), but to a reader who writes thousands dots it is
  // 14000 MB: when only that reading is right, ask which is meant (no try), as for "4,375".
  if (q.dot_group_ambiguous && inside(x * 1e3) && inside(x_hi * 1e3)) {
    g.kind = "ambiguous";
    g.feedback = read_prefix + "\"" + found.text +
                 "\" can be read two ways: with the dot as a decimal point, or as a thousands separator. Write it "
                 "without the dot, or with a comma for thousands, to say which you mean.";
    return g;
  }
  // A typed range around the answer but wider than the tolerance: give one value (§2 Revision 2).
  if (q.is_range) {
    const double mid_e = e.is_range ? 0.5 * (e.value + e.value_hi) : e.value;
    if (x <= mid_e * (1 + boundary_slack) && x_hi >= mid_e * (1 - boundary_slack)) {
      g.kind = "too_wide";
      g.feedback = read_prefix + "Too wide: the range " + found.text +
                   " is wider than the tolerance of this question. Give one value.";
      return g;
    }
  }

  // The number as typed is right in the display unit, but its unit makes it another quantity (quiz-grading.md §1.1).
  if (!q.unitless && !q.is_range && !q.multiplier_word && (q.dim == e.dim || q.dim == qdim_numerator(e.dim)) &&
      inside(q.number * df) &&
      std::fabs(q.unit_factor - df) > 1e-12 * df) {
    g.kind = "unit_partial";
    g.score = e.unit_partial_credit;
    const unit_info du = resolve_unit(e.display_unit, e.dim);
    // the number with the decimals the reader typed: "84.0 GiB" is echoed as 84.0, not 84 (blind round 126: the
    // echo "84 GiB" had looked like the expected figure given away)
    std::string number_typed = fmt_num(q.number);
    if (q.rel_precision > 0 && q.number != 0) {
      const int places = static_cast<int>(std::lround(-std::log10(q.rel_precision * std::fabs(q.number))));
      if (places > 0 && places <= 6 && number_typed.find_first_of("eE") == std::string::npos) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*f", places, q.number);
        if (std::string(buf).size() > number_typed.size()) number_typed = buf;
      }
    }
    std::string typed = number_typed + " " + q.unit_name;
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
      g.feedback = "Did you mean " + fmt_num(q.number) + " " + e.display_unit + "? \"" + typed + "\" reads as " +
                   fmt_num(q.number) + " bytes: a lone B is bytes, not billions of bytes.";
    } else {
      g.diagnosis = "wrong_prefix";
      g.feedback = "Right number, wrong unit: " + typed + " is " + show(x, e.display_unit) + ", not " + number_typed +
                   " " + e.display_unit + ".";
    }
    g.feedback = read_prefix + g.feedback;
    return g;
  }

  // Misconception candidates (§3): drop any inside the correct answer's tolerance; of those the
  // answer matches, prefer a unit slip the typed unit itself shows, then a ledger term over a unit
  // slip, then the one listed first (the most specific) when two coincide, else the closest.
  std::vector<misconception> cands = given;
  for (const auto& m : unit_slip_candidates(e)) cands.push_back(m);
  const double xm = q.is_range ? 0.5 * (x + x_hi) : x;
  const std::string miss_prefix =
      q.is_range ? "Your range misses the answer; graded by its midpoint, " + show(xm, e.display_unit) + ". " : "";
  auto shows_slip = [&](const misconception& m) {
    return m.unit_slip && ((m.id == "bits_vs_bytes" && q.bits) || (m.id == "gib_vs_gb" && q.binary_prefix));
  };
  auto rank = [&](const misconception& m) { return shows_slip(m) ? 0 : (m.unit_slip ? 2 : 1); };
  const misconception* best = nullptr;
  double best_d = 0;
  for (const auto& c : cands) {
    if (!std::isfinite(c.value) || inside(c.value)) continue;
    const double tol_c = std::max(e.tol.rtol * std::fabs(c.value), e.tol.atol) * (1 + boundary_slack);
    if (std::fabs(xm - c.value) > tol_c) continue;
    const double d = std::fabs(xm - c.value) / std::max(std::fabs(c.value), 1e-300);
    if (!best) {
      best = &c, best_d = d;
      continue;
    }
    const int rc = rank(c), rb = rank(*best);
    if (rc != rb) {
      if (rc < rb) best = &c, best_d = d;
      continue;
    }
    const bool coincide = std::fabs(c.value - best->value) <= tol_c;
    if (!coincide && d < best_d) best = &c, best_d = d;  // coinciding: keep the earlier (more specific)
  }
  if (best) {
    g.kind = "misconception";
    g.diagnosis = best->id;
    g.feedback = read_prefix + miss_prefix + "Not correct. " + best->feedback;
    // "28 GB for m, 28 GB for v", "28 GB each": one item's figure said once per item (or with "each") where the
    // question asks for n items' total: the feedback says so, as the reader counted every item (round 133)
    const double n = best->value != 0 ? e.value / best->value : 0;
    if (n >= 2 - 1e-6 && n <= 4 + 1e-6 && std::fabs(n - std::round(n)) < 1e-6 && !found.text.empty()) {
      const std::string low = ascii_lower(answer);
      int times = 0;
      for (std::size_t z = low.find(ascii_lower(found.text)); z != std::string::npos; z = low.find(ascii_lower(found.text), z + 1))
        ++times;
      if (times == static_cast<int>(std::round(n)) || low.find(" each") != std::string::npos)
        g.feedback += " Your answer gives this figure for each item; the question asks for their total.";
    }
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
        g.feedback = read_prefix + miss_prefix + "Not correct: off by a factor of " + fmt_num(k > 0 ? p : 1 / p) + " (" +
                     (k > 0 ? "too large" : "too small") + "); check the unit prefix (k, M, G, T = 10^3 steps).";
        return g;
      }
    }
  }

  // Too few digits: the typed precision is coarser than the tolerance and the rounded value is
  // consistent with the expected one (PrairieLearn get_string_precision idea, quiz-grading.md §1.1).
  if (!q.arithmetic && !q.is_range && q.rel_precision > e.tol.rtol) {
    const double step = q.digit_place * (q.unitless ? df : q.unit_factor);
    const double target = xm < e.value ? e.value : (e.is_range ? e.value_hi : e.value);
    if (std::fabs(xm - target) <= step * (1 + boundary_slack)) {
      g.kind = "too_few_digits";
      g.feedback = read_prefix + "Too few digits: \"" + found.text + "\" only says the value to the nearest " +
                   show(step, q.unitless ? e.display_unit : q.unit_name, 3) + ", which is coarser than the " +
                   fmt_num(e.tol.rtol * 100) + "% tolerance. Give more significant digits.";
      return g;
    }
  }

  g.kind = "incorrect";
  const double ratio = e.value != 0 ? xm / e.value : 0;
  g.feedback = read_prefix + miss_prefix + "Not correct";
  if (ratio > 1) g.feedback += ": too high";
  else if (ratio > 0) g.feedback += ": too low";
  g.feedback += ".";
  if (ratio > 0) g.reveal = "Your answer is " + fmt_num(ratio, 3) + "× the expected value. " + g.reveal;
  return g;
}

}  // namespace ledgerlab
