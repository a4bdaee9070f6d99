// Answer grading (shared/design/quiz-grading.md §1-§3): numeric answers with units (relative
// tolerance with an absolute floor, sig-fig mode, unit partial credit, misconception diagnosis),
// multiple choice, multi-select, ordering and short answers by concept sets. Pure functions: the
// expected value and the candidate wrong answers are computed by the caller (quiz/lesson.cpp asks the
// ledger through handle_json); nothing here knows about lessons or the API.
#pragma once
#include <string>
#include <string_view>
#include <vector>
#include <utility>

#include "core/quiz/quantity.h"
#include "core/spec/json_io.h"
#include "core/spec/prng.h"

namespace ledgerlab {

// ---- numeric --------------------------------------------------------------------------------

struct tolerance {
  double rtol = 0.02;  // relative to the author's value (quiz-grading.md §1.1 default 2%)
  double atol = 0;     // absolute floor, in the SI unit of the dimension (answers at or near zero)
  int sigfig = 0;      // > 0: PrairieLearn sig-fig mode with this many digits (in the display unit)
};

struct numeric_expectation {
  qdim dim = qdim::bytes;
  double value = 0;            // SI (bytes, params, FLOP, s, ...); low end of a range
  double value_hi = 0;         // == value unless is_range
  bool is_range = false;       // a page's "~20-30 %": widened by the tolerance at both ends
  std::string display_unit;    // unit the question shows its answer in ("GB", "%", "" for counts)
  bool unit_stated = false;    // the prompt names the unit: a bare number is read in display_unit
  bool per_item = false;       // the prompt asks for one GPU's / worker's share ("each GPU", "per worker")
  std::string prompt;          // the question's prompt, lower case: the scopes it asks in ("per token", "one step")
  std::string given;           // a problem part's earlier choices in words, lower case ("zero-1 over 8 gpus; ..."), or ""
  std::string row;             // the memory-ledger row the answer is ("weights", "optimizer_state", "total"), or ""
  double row_bytes = 0;        // bytes per value of that row's dtype (2 for BF16/FP16), 0 when not one dtype
  tolerance tol;
  double unit_partial_credit = 0.5;  // score for the right number in the wrong unit (§2)
};

// A candidate wrong answer: the same ledger with one convention flipped (§3).
struct misconception {
  std::string id;        // "inference_2_bytes", "no_master_copy", "gib_vs_gb", "bits_vs_bytes", ...
  double value = 0;      // SI value the mistake leads to
  std::string feedback;  // names the missing or extra term, in words (never the expected answer)
  bool unit_slip = false;  // a unit mistake (bits/bytes, GiB/GB) rather than a ledger term
};

// Feedback kinds (stable strings, used by tests and the UI).
//   correct, unit_partial (right number, wrong unit), missing_unit, wrong_dimension, misconception,
//   too_few_digits, too_wide (a typed range around the answer, wider than the tolerance),
//   ambiguous (two different answers: "47 or 52 GB"), incorrect, unreadable; short answers and
//   multi-select: partial, reversed (a trade stated the wrong way round).
struct grade_result {
  bool correct = false;
  double score = 0;
  std::string kind;
  std::string diagnosis;      // misconception id when kind is misconception or unit_partial
  std::string feedback;       // one paragraph for the reader, never the expected answer
  std::string reveal;         // the answer in words ("Expected 48 GB (accepted: 47.04–48.96 GB)."),
                              // shown only once the reader has it or asks for it (tutor loop)
  std::string expected_text;  // "48 GB" (display unit)
  bool has_range = false;
  double accepted_lo = 0, accepted_hi = 0;  // SI, closed (open in sig-fig mode)
  bool parsed_ok = false;
  quantity parsed;
  bool from_prose = false;    // the graded quantity was found inside a sentence
  std::string read_text;      // what was read ("48 GB"), when from_prose
  json claims = json::array();  // short answers: [{id, label, status: met|missing|reversed|wrong|undirected|negated}]
};

// Accepted interval [lo, hi] in SI for the expectation (before the 1e-9 boundary slack).
void accepted_interval(const numeric_expectation& e, double& lo, double& hi);

// Automatic unit-slip candidates for a bytes-like expectation: GiB vs GB (×1.0737 both ways) and
// bits vs bytes (×8 both ways), quiz-grading.md §3.
std::vector<misconception> unit_slip_candidates(const numeric_expectation& e);

grade_result grade_numeric(std::string_view answer, const numeric_expectation& e,
                           const std::vector<misconception>& candidates);

// ---- choices --------------------------------------------------------------------------------

struct choice_item {
  std::string id;        // "a"
  std::string text;      // shown to the reader
  std::string feedback;  // shown when this choice is picked ("" none)
  std::vector<std::string> aliases;  // other names a reader may use for it ("fully sharded data parallel"); never shown
};

// Reads choice references from the answer: ids ("a", "(b)"), 1-based numbers, or a choice's full
// text. Returns false with error for anything it cannot match.
bool parse_choice_list(std::string_view answer, const std::vector<choice_item>& items,
                       std::vector<std::string>& ids, std::string& error);

// "a ✗ no room\nb ✓ 37 GB < 40\nc ✗ more than needed", "yes ✗\nno ✓ 90.7 GB of activations": a mark sheet, one
// line per choice, each opening with the choice's letter (or yes / no), then a tick or a cross, then the reader's
// reason. Returns each line's head (lower-cased, a bracket around it dropped) and its mark (true = tick); empty
// unless the answer has two or more non-empty lines and every one of them is so written (blind round 86).
std::vector<std::pair<std::string, bool>> mark_sheet(std::string_view answer);

// A yes/no sheet, then a remark after a comma or semicolon ('a)no b)no c)yes, 112 > 80'): "c, 112 > 80", the sheet's
// pick and the remark as its reason; "" for any other answer.
std::string verdict_sheet_with_remark(std::string_view answer, const std::vector<choice_item>& items);

// One correct choice. `prompt` (optional) is the question's: an answer that calls its pick the
// opposite of the superlative the question asks for ("the optimizer state is the smallest" where it asks
// for the biggest) is not that pick.
grade_result grade_single_choice(std::string_view answer, const std::vector<choice_item>& items,
                                 const std::string& correct_id, std::string_view prompt = {});
// Several correct choices: score = max(0, (right picks − wrong picks) / |correct|).
grade_result grade_multi_select(std::string_view answer, const std::vector<choice_item>& items,
                                const std::vector<std::string>& correct_ids, std::string_view prompt = {});
// Ordering: correct iff the exact order; score = share of item pairs in the right relative order.
// `prompt` (the question) gives the direction it asks in: a list the reader labels with the other
// direction ("c, a, d, b (heaviest to lightest)", "(last to first)") is read reversed.
grade_result grade_ordering(std::string_view answer, const std::vector<choice_item>& items,
                            const std::vector<std::string>& correct_order, std::string_view prompt = {});

// ---- short answer by concept sets (§2.1) ----------------------------------------------------

struct concept_def {
  std::string id;
  std::string label;                  // named in feedback ("optimizer state")
  std::vector<std::string> synonyms;  // phrases; a word ending in '*' matches as a prefix
  std::string feedback;               // optional extra text when missing (required) or found (wrong)
  bool subject = false;               // a subject claims are about ("training", "inference")
};

// A Latin-1 letter with an accent (UTF-8 C3 80..BF) at text[i], read as its base letter: "mémoire",
// "también", "cálculo", "größer" are one word each ("memoire", "tambien", "calculo", "grosser"), not cut at
// the accent. Returns the letters ("e"; "ss" for ß; the two bytes are read), or nullptr for anything else
// (× C3 97, ÷ C3 B7, æ, ø, þ, ð are no accented letters). One fold for every reader of words: the claims'
// tokenizer, the choices' split_tokens() and fold() (blind rounds 91 and 105).
const char* folded_accent(std::string_view text, std::size_t i);
// ... and whether the accented letter at text[i] stands inside a word (an ASCII letter or digit or another
// accented letter beside it): a lone "é", "è", "à" is a word of its own (Portuguese "c é a certa", Italian
// "c è giusta", French "b à d"), the verb or the preposition, never a choice's letter "e" or "a".
bool accent_inside_word(std::string_view text, std::size_t i);

// The field's terms in Chinese with their English words ("优化器状态" optimizer state, "梯度" gradients, "显存"
// memory, "重计算" recomputation, "推理" inference): one table for the choices' glossary (english_glossary in
// grading.cpp, beside its other languages' terms) and the short answers' Chinese reader (lesson_eval.cpp, beside
// its words of direction), longest first where one term holds another ("梯度累积" before "梯度"). Each reader
// puts spaces around the English word it writes (blind round 105).
struct glossary_term {
  const char* from;
  const char* to;
};
const glossary_term* chinese_field_terms(std::size_t& count);

// Lower-case, punctuation to spaces, "and" dropped, plural "s"/"es"/"ies" folded: word list.
std::vector<std::string> normalise_words(std::string_view text);
bool concept_found(const std::vector<std::string>& words, const concept_def& c);

// A yes (1) or a no (0) that opens the answer in another language or script ("sí, cabe", "nein",
// "はい", "いいえ、入りません", "да", "нет", "不行", "não"); -1 when none does.
int opening_yes_no_in_other_language(std::string_view answer);
// "it fits, not!", "yes, it does, not": a trailing "not" after a comma or before "!" that takes back
// the statement before it; returns the length of that statement, or npos when there is none.
std::size_t taken_back_by_trailing_not(std::string_view answer);
// "b is correct, no?", "yes, it fits, no?", "is b, isn't it?": a closing tag question that asks the teacher
// to confirm what came before (the grammar of many languages: "¿no?", "nicht?", "non?"); returns the answer
// without the tag, or the answer itself when it has none.
std::string without_tag_question(std::string_view answer);
// "Yes hmm no, 112 GB ...", "No... hmm, yes: 40.4 GB < 80": the answer from the verdict that takes back the opening
// one after a hesitation word, or "" when it opens with no such take-back.
std::string after_taken_back_verdict(std::string_view answer);

// The answer without the Markdown emphasis pasted around its words or figures ("**no**", "_112 GB_", "__b__");
// products ("6*N", "2**30") stay; a lone '*' at a word's edge goes only with single_star.
std::string markdown_emphasis_removed(std::string_view answer, bool single_star = true);

grade_result grade_concepts(std::string_view answer, const std::vector<concept_def>& required,
                            const std::vector<concept_def>& wrong, const std::vector<concept_def>& optional);

}  // namespace ledgerlab
