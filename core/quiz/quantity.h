// parse_quantity: reads what a reader types as an answer ("48 GB", "4.8e10 bytes", "44.7 GiB",
// "3e9 * 16 bytes", "7B params", "312 TFLOP/s", "20-30%") into an SI value with a dimension.
// Hand-written, bounded (length, nesting depth, exponent), never throws, never allocates more than
// a few copies of its (capped) input. Rules: shared/design/quiz-grading.md §2. Not here: grading.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ledgerlab {

// Dimensions (API.md parse_quantity). `count` is a number with no unit (or a count noun: "8 GPUs",
// "512 sequences"); `tokens` is a ledgerlab addition ("300B tokens"); the compound units are
// dimensions of their own (quiz-grading.md §2 Revision 2): bytes per parameter ("16 B/param"),
// FLOPs per token ("6 GFLOP/token"), tokens per second and GPU-hours.
enum class qdim {
  none, bytes, params, tokens, flops, seconds, bytes_per_s, flops_per_s, ratio, count,
  bytes_per_param, flops_per_token, tokens_per_s, gpu_hours
};

const char* qdim_name(qdim d);                      // "bytes", "params", ...; "none" for none
bool parse_qdim(const std::string& s, qdim& out);   // inverse of qdim_name (not "none")
const char* qdim_si_unit(qdim d);                   // "B", "params", "tokens", "FLOP", "s", "B/s", "FLOP/s", "", "",
                                                    // "B/param", "FLOP/token", "tokens/s", "GPU-h"
// The dimension a compound one is "per" of (bytes_per_param -> bytes, flops_per_token -> flops,
// tokens_per_s -> tokens); none for the others.
qdim qdim_numerator(qdim d);

constexpr std::size_t max_quantity_text = 256;  // bytes of input; longer text is unreadable
constexpr int max_quantity_depth = 8;           // parenthesis nesting

struct quantity {
  double value = 0;          // SI base unit of `dim` (bytes, params, FLOP, s, B/s, FLOP/s, fraction, count)
  double value_hi = 0;       // == value unless is_range
  bool is_range = false;     // "20-30%", "130 to 150 GB"
  qdim dim = qdim::count;    // count when no unit was typed
  bool unitless = false;     // no unit typed at all
  double number = 0;         // the number as typed, before the unit factor (low end of a range)
  double number_hi = 0;
  double unit_factor = 1;    // value = number × unit_factor
  std::string unit_text;     // the unit as typed, trimmed ("" if none)
  std::string unit_name;     // canonical display form: "GB", "GiB", "Gb", "B params", "TFLOP/s"
  bool binary_prefix = false;  // Ki/Mi/Gi/Ti: 2^10 steps
  bool si_prefix = false;      // k/M/G/T/P on bytes or bits: 10^3 steps
  bool bits = false;           // unit was bits (value already converted to bytes, ÷8)
  bool bare_prefix = false;    // "48 G": the prefix took the hint's dimension
  bool ambiguous_b = false;    // a lone "B" read as bytes ("48B" where 48 GB may be meant)
  bool flops_ambiguous = false;  // "TFLOPS"/"flops": count or rate decided by the hint
  bool hedged = false;         // leading "~", "≈", "about", "approximately"
  bool arithmetic = false;     // the text used + * / ^ or parentheses
  bool unknown_unit = false;   // prose only: a word after the number that is no unit ("48 furlongs")
  bool multiplier_word = false;  // a scale word made the unit ("48 billion", "1.2 million tokens")
  std::string noun;            // a count noun as typed ("GPUs", "sequences"); "" otherwise
  bool dot_group_ambiguous = false;    // one literal like "14.000": read as 14.0, 14000 to a thousands-dot writer
  bool comma_group_ambiguous = false;  // one literal like "4,375": read as 4375, 4.375 to a decimal-comma writer
  double rel_precision = 0;    // single literal: 10^(place of last typed digit) / |number|; 0 otherwise
  double digit_place = 0;      // 10^(place of last typed digit) of the single literal (0 if arithmetic)
  std::string note;            // which convention was assumed, e.g. "GB read as SI: 1 GB = 1e9 B"
};

struct quantity_parse {
  bool ok = false;
  quantity q;
  std::string error;  // why the text could not be read (when !ok)
};

// `hint` is the dimension the question expects (qdim::none: no question). It decides a bare
// prefix ("48 G"), a lone "B" (params: billion, otherwise bytes) and "TFLOPS" (count or rate).
// The whole text must be one quantity (a range, a sum), optionally followed by a qualifier that
// restates the question ("per GPU", "in total", "of persistent state", "before activations").
quantity_parse parse_quantity(std::string_view text, qdim hint = qdim::none);

// Quantities inside prose (quiz-grading.md §2 Revision 2): "that comes to 96 GB in total",
// "7e9 × 16 = 112 GB", "48 GB, not 36 GB". Each quantity found, in text order, with what stands
// around it. Number words are read ("forty-eight", "2.5 billion", "a third", "twice"); numbers glued
// to words ("fp16", "H100", "Llama-2-7B") are not quantities.
struct found_quantity {
  quantity q;
  std::string text;            // the span as read (after number words became digits)
  bool negated = false;        // "not 36 GB", "rather than 84 GB", "36 GB is wrong"
  bool marked = false;         // stated as the result: after "=", "so", "total", "answer", or first with a gloss after it
  bool after_or = false;       // joined to the previous quantity by "or" ("47 or 48 GB")
  bool closes_colon = false;   // after a colon, with nothing but punctuation after it ("…, over 3 forwards: 0.29")
  bool percent_more = false;   // "33% more", "by 300%", "+33%": an increase, not a level
  bool each = false;           // not the answer unless nothing else is: "28 GB each", "one 80 GB GPU",
                               // "more than 80 GB"
  bool per_item = false;       // said of one GPU / worker: "24.5 GB per GPU", "8.6 GB each", "37 GB/GPU"
  bool whole = false;          // said of all of them: "196 GB across all 8", "552 GB in total", "summed"
  bool called_answer = false;  // called the answer after other figures: "..., but the answer is 14 GB per GPU"
  std::size_t at = 0;          // where the span starts in the normalised text
};
struct prose_reading {
  bool strict = false;               // the whole text was one quantity (parse_quantity succeeded)
  std::vector<found_quantity> found; // empty: no number at all
  std::string error;                 // parse_quantity's reason when nothing was found
};
prose_reading read_quantities(std::string_view text, qdim hint = qdim::none);

// Where a figure's explanation in brackets opens: `at` (after the figure and its spaces) when a "(" is there, or
// after up to five words that say what the figure is ("828 GB total (weights 138 + ...)", "56 GB for m and v
// (...)"), none of them a correction or another answer ("no", "or", "wait", "actually"); npos otherwise.
std::size_t bracket_after_figure(std::string_view text, std::size_t at);

// Number words to digits, for answers typed in words: "forty-eight gigabytes" -> "48 gigabytes",
// "one hundred and twelve" -> "112", "a third" -> "(1/3)", "twice" -> "2 x". Scale words
// (thousand, million, billion, trillion) are kept: the unit reader multiplies by them.
std::string number_words_to_digits(std::string_view text);

// The text in lower case, ASCII letters only (other bytes as they are): the one helper the quiz's
// readers share.
std::string ascii_lower(std::string_view text);

// The lines of `text`, without their '\n' (and a '\r' before it): the one line splitter the readers of
// answers typed over several lines share. An empty text is one empty line.
std::vector<std::string> text_lines(std::string_view text);

// Unit lookup on its own ("GB", "GiB", "TFLOP/s", "ms", "%"): factor to SI and dimension.
struct unit_info {
  bool ok = false;
  qdim dim = qdim::count;
  double factor = 1;
  std::string name;  // canonical display form
  bool binary_prefix = false, si_prefix = false, bits = false, bare_prefix = false;
  bool ambiguous_b = false, flops_ambiguous = false;
  bool multiplier_word = false;  // "billion bytes", "48 billion"
  std::string noun;              // count noun ("GPUs") when dim is count
  std::string error;
};
unit_info resolve_unit(std::string_view unit, qdim hint);

// Formats an SI value in a display unit: format_in_unit(4.8e10, "GB") = "48 GB" (6 significant digits).
std::string format_in_unit(double si_value, const std::string& unit, int significant = 6);

// Two neighbouring letters swapped and nothing else ("tokne"/"token", "memroy"/"memory"): the typing slip
// the unit reader, the choice reader and the claims' one_edit all forgive.
bool swapped_pair(std::string_view a, std::string_view b);
// One typing slip apart: swapped_pair, or one letter dropped or added ("tokns", "bytesq"); a changed letter is
// no slip ("bites", "taken" are other words). The unit reader's and the number words' typo test.
bool one_slip(const std::string& a, const std::string& b);

// The arrow a TeX arrow command prints, as UTF-8 ("to", "rightarrow", "longrightarrow" → "→"; "Rightarrow",
// "Longrightarrow", "implies" → "⇒"; "leftarrow" → "←"), or nullptr: the figure reader and the choice reader both
// read a pasted "$\Rightarrow$" as the arrow typed in Unicode.
const char* tex_arrow(std::string_view cmd);

}  // namespace ledgerlab
