// The quiz layer's API ops (API.md): parse_quantity, lessons, lesson, check, tutor;
// progress_import (README "API additions"). Included only by the
// API layer (core/api*.cpp), which puts them in the op table. lesson and check compute expected
// values through `run` (quiz/lesson.h request_runner): api.cpp passes handle_json.
#pragma once
#include "core/quiz/lesson.h"
#include "core/spec/json_io.h"

namespace ledgerlab {
json op_parse_quantity(const json& req);
json op_lessons(const json& req);
json op_lesson(const json& req, request_runner run);
json op_check(const json& req, request_runner run);
json op_progress_import(const json& req);
json op_tutor(const json& req, request_runner run);
}  // namespace ledgerlab
