// libFuzzer target: the lesson loader (quiz/lesson.h load_lesson_text) on any bytes. A file is
// either rejected with api_error (parse_error or invalid_value, a message naming the pointer) or
// loaded; a loaded lesson must then publish (lesson op) and grade a few answers to each question
// through handle_json without a crash or an exception other than api_error; a worked problem's parts
// are graded in order with the earlier choice parts answered (their first choice). Seeds: lessons/*.json.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/quiz/lesson.h"
#include "tests/fuzz/fuzz_common.h"

using namespace ledgerlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  lesson l;
  try {
    l = load_lesson_text(text, "fuzz.json");
  } catch (const api_error& e) {
    if (std::string(e.what()).empty()) ledgerlab_fuzz::violated("lesson rejected without a reason", e.code);
    if (e.code != "parse_error" && e.code != "invalid_value" && e.code != "too_large" && e.code != "unknown_preset" &&
        e.code != "missing_field" && e.code != "infeasible")
      ledgerlab_fuzz::violated("lesson rejected with an unexpected code", e.code + ": " + e.what());
    return 0;
  }
  // A lesson that loads must be usable: publish it and grade answers (api_error from a stored
  // request is how an op reports it; anything else escaping is a bug).
  try {
    for (unsigned long long seed : {0ULL, 1ULL}) (void)lesson_public_json(l, seed, handle_json);
    for (const lesson_section& s : l.sections)
      for (const lesson_question& q : s.questions) {
        for (const char* answer : {"48 GB", "", "a, b", "16"}) {
          try {
            (void)check_answer(l, q, answer, 0, handle_json);
          } catch (const api_error&) {
          }
        }
        json previous = json::object();
        for (const lesson_question& p : q.parts) {
          if (q.type != "problem") break;
          for (const char* answer : {"no, it does not fit", "a", "40 GB"}) {
            try {
              (void)check_answer(l, p, answer, 0, handle_json, true, previous);
            } catch (const api_error&) {
            }
          }
          if (p.type == "choice" && p.spec.contains("choices") && p.spec["choices"].is_array() && !p.spec["choices"].empty())
            previous[p.id] = p.spec["choices"][0].value("id", std::string("a"));
        }
      }
  } catch (const api_error&) {
  }
  return 0;
}
