// The tutoring loop around a question (API op `tutor`): check an answer without being shown the
// answer, ask for hints one at a time, reveal the worked solution on request (or after the
// question's `reveal_after` wrong tries), try a new variant, see the page sentence the question is
// about. Stateless: the host keeps the state object and passes it back with each action, so the
// browser, the desktop app and the CLI run the same loop. Works for every question type (a part
// "check-4/gives" is a question of its own). Not here: grading (quiz/grading.h), lesson data.
#pragma once
#include <string>

#include "core/quiz/lesson.h"

namespace ledgerlab {

struct tutor_state {
  unsigned long long seed = 0;  // the current variant's seed
  int attempts = 0;             // readable answers checked on this variant
  int hints_shown = 0;          // on this variant
  bool revealed = false;        // the solution of this variant has been shown
  bool correct = false;         // answered right on this variant
  double score = 0;             // best score on this variant
  int total_attempts = 0;       // over all variants
  int total_hints = 0;          // hints shown over all variants
  int variants_tried = 1;
  bool solved = false;                   // right on some variant before its solution was shown
  bool revealed_before_correct = false;  // right on some variant only after its solution was shown
  std::string last_answer;
  std::string choices;  // a problem's part: the earlier choices this variant was graded for ("sharding=b")
};

json tutor_state_json(const tutor_state& s);
// Strict: unknown keys, wrong types or impossible counts are invalid_value at `path` + field.
tutor_state tutor_state_from_json(const json& j, const std::string& path);

// action: start | check | hint | reveal | new_variant. `answer` is read for check only.
// Returns {question, type, action, seed, variant, variants, prompt, page_sentence?, source_page,
// state, result? (check: correct, score, kind, diagnosis?, feedback, parsed?, claims?), hint?
// (the hint just given), hints (all shown so far), hints_total, reveal_after, revealed_now?,
// can: {hint, reveal, new_variant}, solution? (only once revealed or answered right)}.
// A problem's part that uses earlier choices takes the reader's earlier answers in `previous`
// ({part id: answer}, quiz/lesson.h chain_variant); when they differ from the ones the state was
// graded for, the part starts again on this variant (totals kept) and the response says so
// (`choices_changed`). A problem itself answers start, hint and reveal (its prompt, parts, hints and
// explanation); its answers are its parts'.
json tutor_step(const lesson& l, const lesson_question& q, const std::string& action, const std::string& answer,
                tutor_state state, request_runner run, const json& previous = json());

}  // namespace ledgerlab
