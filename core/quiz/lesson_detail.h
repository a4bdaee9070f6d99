// Helpers shared by the lesson evaluation files (lesson_eval.cpp, lesson_chain.cpp): placeholder
// substitution and running a stored request for one number. Not a public header of the quiz room.
#pragma once
#include <string>
#include <string_view>

#include "core/quiz/lesson.h"

namespace ledgerlab {

// "$name" strings anywhere in `j` replaced by values[name].
json substitute(const json& j, const json& values);
// Runs `request` and reads the number at `pointer`; a failed request is api_error (infeasible or
// internal, naming `where`); appends the response's steps to `steps` when given.
double run_value(request_runner run, const json& request, const std::string& pointer, const std::string& where, json* steps,
                 json* response = nullptr);
// run_value for a {request, pointer} source with the variant's values substituted; `response` (when
// given) receives the whole response the number was read from.
double run_source(request_runner run, const json& src, const json& values, const std::string& where, json* steps,
                  json* response = nullptr);

// An answer's pasted and CJK-keyboard typography made plain (fullwidth "（ｂ）" = "(b)", ideographic
// comma and full stop, odd spaces and hyphens), as every grader reads it before anything else.
std::string typed_answer_plain(std::string_view answer);

}  // namespace ledgerlab
