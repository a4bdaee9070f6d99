// API ops of the quiz layer (API.md): parse_quantity, lessons, lesson, check, tutor. Thin: they read
// the request strictly and call quiz/quantity.h / quiz/lesson.h / quiz/tutor.h. Not here: grading
// rules or lesson data.
#include <cmath>

#include "core/quiz/quiz_api.h"
#include "core/quiz/lesson.h"
#include "core/quiz/progress.h"
#include "core/quiz/quantity.h"
#include "core/quiz/tutor.h"

namespace ledgerlab {

namespace {

unsigned long long read_seed(obj_reader& r) {
  // Integral and exactly representable in a double (JSON numbers), so every host reads the same.
  return static_cast<unsigned long long>(r.integer("seed", 0, 0, 9007199254740991LL));
}

// "<lesson>/<question>" or "<lesson>/<question>/<part>".
std::pair<const lesson*, const lesson_question*> find_ref(const std::string& qref) {
  auto slash = qref.find('/');
  if (slash == std::string::npos)
    fail("unknown_question", "/question", "question must be \"<lesson-id>/<question-id>\", got \"" + qref + "\"");
  const lesson* l = find_lesson(qref.substr(0, slash));
  if (!l) fail("unknown_question", "/question", "no lesson \"" + qref.substr(0, slash) + "\"");
  const lesson_question* q = find_question(*l, qref.substr(slash + 1));
  if (!q) fail("unknown_question", "/question", "lesson \"" + l->id + "\" has no question \"" + qref.substr(slash + 1) + "\"");
  return {l, q};
}

}  // namespace

// {"op": "parse_quantity", "text": "48 GB", "dimension"?: "bytes"} -> {"value", "unit", "dimension", ...}
json op_parse_quantity(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  std::string text = r.string_required("text");
  qdim hint = qdim::none;
  if (r.has("dimension")) {
    std::string d = r.string("dimension", "");
    if (!parse_qdim(d, hint))
      fail("invalid_value", "/dimension",
           "dimension must be one of bytes, params, tokens, flops, seconds, bytes_per_s, flops_per_s, ratio, count, bytes_per_param, flops_per_token, tokens_per_s, gpu_hours; got \"" + d + "\"");
  }
  r.finish();
  quantity_parse p = parse_quantity(text, hint);
  std::string read_text;
  if (!p.ok) {
    // a quantity inside a sentence: the last one stated as a result, of the hinted dimension when given
    prose_reading pr = read_quantities(text, hint);
    const found_quantity* best = nullptr;
    for (const auto& f : pr.found) {
      if (f.negated || f.q.unknown_unit) continue;
      if (hint != qdim::none && !f.q.unitless && f.q.dim != hint && best && (best->q.dim == hint)) continue;
      if (!best || f.marked || !best->marked || (hint != qdim::none && f.q.dim == hint && best->q.dim != hint)) best = &f;
    }
    if (!best)
      fail("invalid_value", "/text", "could not read \"" + (text.size() > 60 ? text.substr(0, 57) + "..." : text) + "\": " + p.error);
    p.ok = true;
    p.q = best->q;
    read_text = best->text;
  }
  const quantity& q = p.q;
  json out = {{"value", q.value},
              {"unit", qdim_si_unit(q.dim)},
              {"dimension", qdim_name(q.dim)},
              {"typed_unit", q.unit_name},
              {"number", q.number},
              {"unit_factor", q.unit_factor}};
  if (q.is_range) out["value_hi"] = q.value_hi;
  if (!q.note.empty()) out["note"] = q.note;
  if (q.binary_prefix) out["convention"] = "binary";
  else if (q.si_prefix) out["convention"] = "si";
  if (q.bits) out["bits"] = true;
  if (q.ambiguous_b) out["ambiguous_b"] = true;
  if (q.hedged) out["hedged"] = true;
  if (!read_text.empty()) out["read"] = read_text;  // found inside a sentence
  if (!q.noun.empty()) out["noun"] = q.noun;
  // One ledger-shaped step, so an answer computed from page givens shows its worked arithmetic.
  const char* key = q.dim == qdim::bytes ? "bytes" : q.dim == qdim::flops ? "flops" : q.dim == qdim::seconds ? "seconds" : "value";
  json step = {{"label", "read \"" + text + "\""}, {"formula", text + " = " + fmt_num(q.value, 10) + (q.unitless ? "" : std::string(" ") + qdim_si_unit(q.dim))}};
  step[key] = q.value;
  out["steps"] = json::array({step});
  return out;
}

// {"op": "lessons"} -> {"lessons": [...]}
json op_lessons(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  r.finish();
  return lessons_index_json();
}

// {"op": "lesson", "id", "seed"?} -> the lesson with the variant for that seed
json op_lesson(const json& req, request_runner run) {
  obj_reader r(req, "");
  r.raw("op");
  std::string id = r.string_required("id");
  unsigned long long seed = read_seed(r);
  r.finish();
  const lesson* l = find_lesson(id);
  if (!l) {
    std::string known;
    for (const auto& x : lesson_catalog()) known += (known.empty() ? "" : ", ") + x.id;
    fail("unknown_question", "/id", "unknown lesson \"" + id + "\"; lessons: " + known);
  }
  return lesson_public_json(*l, seed, run);
}

// {"op": "check", "question": "<lesson>/<question>[/<part>]", "answer", "seed"?, "reveal"?: true,
//  "previous"?: {part id: answer} (a problem's part computed from the reader's earlier choices)}
// -> grading (API.md); reveal false leaves out what gives the answer away.
json op_check(const json& req, request_runner run) {
  obj_reader r(req, "");
  r.raw("op");
  std::string qref = r.string_required("question");
  std::string answer = r.string_required("answer");
  unsigned long long seed = read_seed(r);
  bool reveal = r.boolean("reveal", true);
  const json* prev = r.raw("previous");
  r.finish();
  auto [l, q] = find_ref(qref);
  return check_answer(*l, *q, answer, seed, run, reveal, prev ? *prev : json());
}

// {"op": "tutor", "question", "action": start|check|hint|reveal|new_variant, "answer"?, "seed"?,
//  "state"?} -> quiz/tutor.h tutor_step. The state comes back in every response; pass it back.
json op_tutor(const json& req, request_runner run) {
  obj_reader r(req, "");
  r.raw("op");
  std::string qref = r.string_required("question");
  std::string action = r.choice("action", "start", {"start", "check", "hint", "reveal", "new_variant"});
  std::string answer;
  if (action == "check") answer = r.string_required("answer");
  else if (r.has("answer")) fail("invalid_value", "/answer", "answer is read only with action \"check\"");
  unsigned long long seed = read_seed(r);
  tutor_state st;
  if (const json* s = r.raw("state")) {
    st = tutor_state_from_json(*s, "/state");
    if (r.has("seed") && st.seed != seed) fail("invalid_value", "/seed", "seed and state.seed disagree: pass one of them");
  } else {
    st.seed = seed;
  }
  const json* prev = r.raw("previous");
  r.finish();
  auto [l, q] = find_ref(qref);
  return tutor_step(*l, *q, action, answer, st, run, prev ? *prev : json());
}

// {"op": "progress_import", "file": "<an exported progress file>", "progress"?: {stored}} ->
// {"progress": merged, "imported": n, "keys": [...], "dropped": [...]} (quiz/progress.h).
json op_progress_import(const json& req) {
  obj_reader r(req, "");
  r.raw("op");
  const std::string file = r.string_required("file");
  const json* kept = r.raw("progress");
  r.finish();
  progress_merge m = import_progress_file(file, kept ? *kept : json(), "/file");
  return json{{"progress", std::move(m.progress)}, {"imported", m.imported.size()}, {"keys", m.imported}, {"dropped", m.dropped}};
}

}  // namespace ledgerlab
