// Lessons: one JSON file per book page (lessons/*.json, schema in lessons/README.md), loaded
// strictly (unknown or missing keys are errors naming the file and the JSON pointer). A numeric
// question's expected value is COMPUTED by a core request stored in the question (handle_json),
// never typed by hand; its misconceptions are the same request with one convention flipped.
// Not here: the grading rules (quiz/grading.h) and quantity parsing (quiz/quantity.h).
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/quiz/grading.h"
#include "core/spec/json_io.h"

namespace ledgerlab {

struct lesson_exercise {
  std::string id, widget, prompt;
  json request;  // preset inputs, an API request (the op may belong to another ledger)
  json inputs;   // [{"pointer", "label", "min"/"max"/"step" | "choices"}]: what the reader may change
  json watch;    // JSON pointers into the response the exercise highlights
};

struct question_cache;  // evaluations per variant (lesson_eval.cpp), shared by copies of a question
std::shared_ptr<question_cache> make_question_cache();

struct lesson_question {
  std::string id, type, prompt;  // type: numeric | choice | multi_select | ordering | short_answer | yes_no | problem
  std::string ref;               // address inside the lesson: "check-4", or "check-4/gives" for a part
  std::string path;              // JSON pointer of the question in its file
  json spec;                     // the whole validated question object
  std::vector<lesson_question> parts;  // structured parts ("parts"), each graded on its own
  // A problem's part computed from the reader's choices in earlier parts ("uses"): the ids of those
  // choice parts, and `needs`, the same closed over their own uses, in part order.
  std::vector<std::string> uses, needs;
  std::string problem;  // the problem's id for a part of a problem ("" otherwise)
  std::shared_ptr<question_cache> cache;
};

struct lesson_section {
  std::string id, heading, summary;
  std::vector<lesson_exercise> exercises;
  std::vector<lesson_question> questions;
};

struct lesson {
  std::string id, title, summary, source_page, file;
  std::vector<lesson_section> sections;
};

// Lessons compute their expected values by running stored core requests (ledger, step, recompute
// ops). The quiz layer sits below the API (tests/test_layering.cpp), so every function that needs
// a value takes the request handler as a parameter: api.cpp and the hosts pass handle_json.
using request_runner = json (*)(const json& request);

// Parses and validates one lesson file. Throws api_error (code invalid_value or parse_error) whose
// path is the JSON pointer inside the file and whose message reads "<file>: <pointer>: <reason>".
lesson load_lesson_text(std::string_view text, const std::string& filename);

// The embedded lessons (lessons/*.json via embedded_paths("lessons/")), loaded once, sorted by file.
// Throws api_error{internal} if an embedded file is invalid (the tests load every file).
const std::vector<lesson>& lesson_catalog();
const lesson* find_lesson(const std::string& id);
// "check-4" or a part "check-4/gives".
const lesson_question* find_question(const lesson& l, const std::string& question_id);

// Seeded variant (quiz-grading.md §4): seed 0 is the canonical row (the book's numbers); another
// seed draws a row with SplitMix64 from (lesson id, question id, seed). A row whose expected value
// the core reports as infeasible is skipped (the next draw is taken).
struct question_variant {
  std::size_t index = 0;  // row of "variants" (0 when the question has none)
  json values = json::object();
  std::string prompt;     // with {name} placeholders filled in
  // A problem's part: the reader's earlier choices it is computed from (lesson_chain.cpp)
  std::string bind_key;             // "" without choices; else "sharding=b;recompute=c" (the cache key)
  std::vector<std::string> given;   // the choices in words, in part order ("ZeRO-1 over 8 GPUs")
  json choices = json::object();    // part id -> choice id
};
question_variant pick_variant(const lesson& l, const lesson_question& q, unsigned long long seed, request_runner run);

// [lesson_chain.cpp] The variant of a question for the reader's answers to earlier parts of its
// problem (`previous`: {part id: answer text, as typed or a choice id}); for any other question the
// same as pick_variant (and `previous` must be null). A part that needs an earlier answer that is
// missing is missing_field at `path`/<part>; one that cannot be read as one choice, a key that is no
// part of the problem, or a non-string answer is invalid_value there. Binds the chosen choices'
// values into the variant (requests' "$name", texts' "{name}"; "{<part id>}" is the choice in words),
// computes the part's `givens` and fills the prompt.
question_variant chain_variant(const lesson& l, const lesson_question& q, unsigned long long seed, const json& previous,
                               request_runner run, const std::string& path = "/previous");
// "For your choices (ZeRO-1 over 8 GPUs): " or "" when the variant depends on no choice.
std::string choices_preface(const question_variant& v);
// A yes/no question's expected answer for the variant (its `answer`, or the boolean its request
// computes), with the ledger steps of that request when `steps` is given.
bool evaluate_yes_no(const lesson& l, const lesson_question& q, const question_variant& v, request_runner run, json* steps,
                     json* response = nullptr);
// Reads "yes", "no, it does not fit", "it won't fit", "OOM" ... (negation read by the claims
// machinery): 1 yes, 0 no, -1 unreadable or both (with the reason in `why`).
int read_yes_no(const lesson_question& q, std::string_view answer, std::string& why);
// A lesson text with the variant's {name} placeholders filled in (prompts, hints, explanations).
std::string fill_text(const std::string& text, const json& values);

// A numeric question evaluated for one variant: expectation, candidate wrong answers, and the
// worked solution (the ledger's steps for the expected request).
struct numeric_eval {
  numeric_expectation expect;
  std::vector<misconception> candidates;
  json steps = json::array();
};
numeric_eval evaluate_numeric(const lesson& l, const lesson_question& q, const question_variant& v, request_runner run);

// Grades an answer for one variant (numeric, choices, ordering, short answers by claims, yes/no).
grade_result grade_answer(const lesson& l, const lesson_question& q, std::string_view answer, const question_variant& v,
                          request_runner run, json* solution_steps = nullptr);

// The check op's fields for an answer (API.md `check`). reveal = false leaves out what gives the
// answer away (expected, accepted_range, solution, and the feedback's reveal sentence).
json check_answer(const lesson& l, const lesson_question& q, std::string_view answer, unsigned long long seed,
                  request_runner run, bool reveal = true, const json& previous = json());

// The worked solution of a variant: {expected, accepted_range?, steps, explanation?, page_answer?}.
json solution_json(const lesson& l, const lesson_question& q, const question_variant& v, unsigned long long seed,
                   request_runner run);

// The claims of a short-answer question (its concepts and claims, or the legacy concept sets).
struct claim_set;
claim_set question_claims(const lesson_question& q);

// The public form of one question for a variant (prompt filled in, hints, page sentence, parts; no
// answers), as in the lesson op.
json question_public_json(const lesson& l, const lesson_question& q, unsigned long long seed, request_runner run);

// The lesson op's body: sections, exercises and questions with the variant filled in; answers,
// misconceptions and model answers are left out (the check op grades).
json lesson_public_json(const lesson& l, unsigned long long seed, request_runner run);
json lessons_index_json();  // {"lessons": [{"id", "title", "source_page", "sections", "questions"}]}

}  // namespace ledgerlab
