// The tutoring loop (quiz/tutor.h): one pure step function over a host-held state. The solution is
// shown only when the reader asks, after `reveal_after` wrong tries on the variant (when the
// question sets it), or once the answer is right; feedback before that never contains the answer
// (grade_result::reveal is withheld). Hints come one at a time; a new variant resets the variant's
// counters and keeps the totals (PrairieLearn's variant/hint model, quiz-grading.md §4).
#include "core/quiz/tutor.h"

#include <algorithm>
#include <cmath>

namespace ledgerlab {

json tutor_state_json(const tutor_state& s) {
  return json{{"seed", s.seed},
              {"attempts", s.attempts},
              {"hints_shown", s.hints_shown},
              {"revealed", s.revealed},
              {"correct", s.correct},
              {"score", s.score},
              {"total_attempts", s.total_attempts},
              {"total_hints", s.total_hints},
              {"variants_tried", s.variants_tried},
              {"solved", s.solved},
              {"revealed_before_correct", s.revealed_before_correct},
              {"last_answer", s.last_answer},
              {"choices", s.choices}};
}

tutor_state tutor_state_from_json(const json& j, const std::string& path) {
  obj_reader r(j, path);
  tutor_state s;
  s.seed = static_cast<unsigned long long>(r.integer("seed", 0, 0, 9007199254740991LL));
  s.attempts = static_cast<int>(r.integer("attempts", 0, 0, 1000000));
  s.hints_shown = static_cast<int>(r.integer("hints_shown", 0, 0, 1000));
  s.revealed = r.boolean("revealed", false);
  s.correct = r.boolean("correct", false);
  s.score = r.fraction("score", 0);
  s.total_attempts = static_cast<int>(r.integer("total_attempts", s.attempts, 0, 1000000));
  s.total_hints = static_cast<int>(r.integer("total_hints", s.hints_shown, 0, 1000000));
  s.variants_tried = static_cast<int>(r.integer("variants_tried", 1, 1, 1000000));
  s.solved = r.boolean("solved", false);
  s.revealed_before_correct = r.boolean("revealed_before_correct", false);
  s.last_answer = r.string("last_answer", "");
  if (s.last_answer.size() > 4000) s.last_answer.resize(4000);
  s.choices = r.string("choices", "");
  if (s.choices.size() > 1000) fail("invalid_value", ptr_join(path, "choices"), "choices is at most 1000 bytes");
  if (s.total_attempts < s.attempts) fail("invalid_value", ptr_join(path, "total_attempts"), "total_attempts must be at least attempts");
  r.finish();
  return s;
}

namespace {

std::size_t variant_count(const lesson_question& q) {
  return q.spec.contains("variants") ? q.spec["variants"].size() : 1;
}

}  // namespace

json tutor_step(const lesson& l, const lesson_question& q, const std::string& action, const std::string& answer,
                tutor_state st, request_runner run, const json& previous) {
  const json hints_spec = q.spec.contains("hints") ? q.spec["hints"] : json::array();
  const int reveal_after = static_cast<int>(q.spec.value("reveal_after", 0));
  json out = {{"question", l.id + "/" + q.ref}, {"type", q.type}, {"action", action}, {"source_page", l.source_page}};
  bool revealed_now = false;
  if (q.type == "problem" && (action == "check" || action == "new_variant"))
    fail("invalid_value", "/action", "\"" + q.ref + "\" is a problem: answer its parts, in order (" + q.ref + "/<part>)");

  if (action == "new_variant") {
    if (variant_count(q) < 2) fail("invalid_value", "/action", "question \"" + q.ref + "\" has one variant only");
    const std::size_t current = pick_variant(l, q, st.seed, run).index;
    unsigned long long next = st.seed;
    for (unsigned long long k = 1; k <= 256; ++k) {
      if (pick_variant(l, q, st.seed + k, run).index != current) {
        next = st.seed + k;
        break;
      }
    }
    if (next == st.seed) next = st.seed + 1;
    st.seed = next;
    st.attempts = st.hints_shown = 0;
    st.revealed = st.correct = false;
    st.score = 0;
    ++st.variants_tried;
  }

  const question_variant v = chain_variant(l, q, st.seed, previous, run);
  if (v.bind_key != st.choices) {
    // an earlier choice changed: this part's numbers changed, so it starts again (totals kept)
    if (st.attempts || st.hints_shown || st.revealed || st.correct) out["choices_changed"] = true;
    st.attempts = st.hints_shown = 0;
    st.revealed = st.correct = false;
    st.score = 0;
    st.choices = v.bind_key;
  }
  if (!v.given.empty()) out["given"] = v.given, out["choices"] = v.choices;
  // hints name the variant's own givens ("Write the parameter count out: {size} = ...")
  json hints = json::array();
  for (const json& h : hints_spec) hints.push_back(h.is_string() ? json(fill_text(h.get<std::string>(), v.values)) : h);

  if (action == "check") {
    json steps;
    grade_result g = grade_answer(l, q, answer, v, run, &steps);
    json res = {{"correct", g.correct}, {"score", g.score}, {"kind", g.kind}, {"feedback", choices_preface(v) + g.feedback}};
    if (!g.diagnosis.empty()) res["diagnosis"] = g.diagnosis;
    if (g.parsed_ok && q.type == "numeric") {
      json pj = {{"value", g.parsed.value}, {"unit", qdim_si_unit(g.parsed.dim)}, {"dimension", qdim_name(g.parsed.dim)},
                 {"typed_unit", g.parsed.unit_name}};
      if (g.from_prose) pj["read"] = g.read_text;
      res["parsed"] = pj;
    }
    if (!g.claims.empty()) res["claims"] = g.claims;
    // an unreadable or ambiguous answer ("b or c", "47 or 52 GB", "trades memory for compute") is
    // not a try: the reader learns what to say plainly and tries again
    if (g.kind != "unreadable" && g.kind != "ambiguous") {
      ++st.attempts;
      ++st.total_attempts;
      st.score = std::max(st.score, g.score);
      if (answer.size() <= 4000) st.last_answer = answer;
      if (g.correct && !st.correct) {
        st.correct = true;
        if (st.revealed) st.revealed_before_correct = true;
        else st.solved = true;
      }
      if (!g.correct && !st.revealed && reveal_after > 0 && st.attempts >= reveal_after) {
        st.revealed = true;
        revealed_now = true;
      }
    }
    // once the reader has it (or has the solution), the feedback may name the answer; before that, a
    // claim the answer has not met keeps its id and status but not its label, which states the point the
    // reader is still to find (lead's probe 12: the labels were in every response, in the page's worker
    // messages and the API, from the first try)
    if ((st.revealed || g.correct) && !g.reveal.empty()) res["feedback"] = choices_preface(v) + g.feedback + " " + g.reveal;
    if (!st.revealed && !g.correct && res.contains("claims"))
      for (json& c : res["claims"])
        if (c.value("status", std::string()) != "met") c.erase("label");
    out["result"] = res;
  } else if (action == "hint") {
    if (st.hints_shown < static_cast<int>(hints.size())) {
      out["hint"] = hints[static_cast<std::size_t>(st.hints_shown)];
      ++st.hints_shown;
      ++st.total_hints;
    } else {
      out["note"] = hints.empty() ? "This question has no hints." : "No more hints: you can ask for the worked solution.";
    }
  } else if (action == "reveal") {
    if (!st.revealed) revealed_now = true;
    st.revealed = true;
  } else if (action != "start" && action != "new_variant") {
    fail("invalid_value", "/action", "action must be one of start, check, hint, reveal, new_variant; got \"" + action + "\"");
  }

  out["seed"] = st.seed;
  out["variant"] = v.index;
  out["variants"] = variant_count(q);
  out["prompt"] = v.prompt;
  if (q.spec.contains("page_sentence")) out["page_sentence"] = q.spec["page_sentence"];
  json shown = json::array();
  for (int i = 0; i < st.hints_shown && i < static_cast<int>(hints.size()); ++i) shown.push_back(hints[static_cast<std::size_t>(i)]);
  out["hints"] = shown;
  out["hints_total"] = hints.size();
  out["reveal_after"] = reveal_after;
  if (revealed_now) out["revealed_now"] = true;
  out["can"] = {{"hint", st.hints_shown < static_cast<int>(hints.size())},
                {"reveal", !st.revealed},
                {"new_variant", variant_count(q) > 1}};
  if (q.type == "problem") {
    json parts = json::array();
    for (const auto& p : q.parts) parts.push_back({{"id", p.id}, {"ref", p.ref}, {"type", p.type}, {"uses", p.uses}});
    out["parts"] = parts;
  }
  if (st.revealed || st.correct) out["solution"] = solution_json(l, q, v, st.seed, run);
  out["state"] = tutor_state_json(st);
  return out;
}

}  // namespace ledgerlab
