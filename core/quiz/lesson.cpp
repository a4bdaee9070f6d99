// Lesson loader, seeded variants and answer checking: see quiz/lesson.h; the file format is documented
// in lessons/README.md. Expected values come from handle_json() on the question's stored request
// (quiz-grading.md: "prose and answers cannot drift apart").
//
// [SECTION] strict loading  [SECTION] variants  [SECTION] evaluation  [SECTION] API bodies
#include "core/quiz/lesson.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/spec/catalog.h"
#include "core/spec/version.h"

namespace ledgerlab {

// ---------------------------------------------------------------------------------------------
// [SECTION] strict loading

namespace {

const char* const widgets[] = {"memory", "flops", "comm", "recompute", "plan", "step", "scale", "kv_cache", "plot"};
const char* const question_types[] = {"numeric", "choice", "multi_select", "ordering", "short_answer"};

[[noreturn]] void bad(const std::string& path, const std::string& reason) { fail("invalid_value", path, reason); }

bool valid_id(const std::string& s) {
  if (s.empty() || s.size() > 64) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
  return true;
}

std::string read_id(obj_reader& r, const char* key) {
  std::string s = r.string_required(key);
  if (!valid_id(s)) bad(r.at(key), std::string(key) + " must be lowercase letters, digits, '-' or '_' (a URL anchor), got \"" + s + "\"");
  return s;
}

std::string read_text(obj_reader& r, const char* key, bool required) {
  std::string s = required ? r.string_required(key) : r.string(key, "");
  if (required && s.empty()) bad(r.at(key), std::string(key) + " must not be empty");
  return s;
}

const json& read_array(obj_reader& r, const char* key, bool required, bool non_empty) {
  static const json empty = json::array();
  const json* v = required ? &r.require(key) : r.raw(key);
  if (!v) return empty;
  if (!v->is_array()) bad(r.at(key), std::string(key) + " must be an array");
  if (non_empty && v->empty()) bad(r.at(key), std::string(key) + " must not be empty");
  return *v;
}

void check_pointer_syntax(const std::string& p, const std::string& path) {
  try {
    json::json_pointer jp(p);
    (void)jp;
  } catch (const std::exception&) {
    bad(path, "\"" + p + "\" is not a JSON pointer (RFC 6901)");
  }
}

// "$name" strings inside a request must name a variant column.
void check_placeholders(const json& j, const std::set<std::string>& names, const std::string& path) {
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    if (!s.empty() && s[0] == '$' && !names.count(s.substr(1)))
      bad(path, "placeholder \"" + s + "\" names no column of \"variants\"");
  } else if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) check_placeholders(it.value(), names, ptr_join(path, it.key()));
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) check_placeholders(j[i], names, ptr_join(path, i));
  }
}

const json& read_request(obj_reader& r, const char* key, const std::set<std::string>& names) {
  const json& req = r.require(key);
  if (!req.is_object()) bad(r.at(key), std::string(key) + " must be an API request object");
  auto op = req.find("op");
  if (op == req.end() || !op->is_string()) bad(ptr_join(r.at(key), "op"), "an API request needs a string \"op\"");
  check_placeholders(req, names, r.at(key));
  return req;
}

void check_value_source(const json& j, const std::string& path, const std::set<std::string>& names) {
  obj_reader r(j, path);
  read_request(r, "request", names);
  check_pointer_syntax(r.string_required("pointer"), r.at("pointer"));
  r.finish();
}

void check_choices(obj_reader& qr, const char* key, std::set<std::string>& ids) {
  const json& arr = read_array(qr, key, true, true);
  for (std::size_t i = 0; i < arr.size(); ++i) {
    obj_reader c(arr[i], ptr_join(qr.at(key), i));
    std::string id = read_id(c, "id");
    if (!ids.insert(id).second) bad(c.at("id"), "duplicate choice id \"" + id + "\"");
    read_text(c, "text", true);
    c.string("feedback", "");
    c.finish();
  }
}

void check_id_list(const json& arr, const std::string& path, const std::set<std::string>& ids, bool permutation) {
  std::set<std::string> seen;
  for (std::size_t i = 0; i < arr.size(); ++i) {
    if (!arr[i].is_string() || !ids.count(arr[i].get<std::string>()))
      bad(ptr_join(path, i), "must be the id of one of the choices");
    if (!seen.insert(arr[i].get<std::string>()).second) bad(ptr_join(path, i), "duplicate id");
  }
  if (permutation && seen.size() != ids.size()) bad(path, "must list every item exactly once");
}

void check_concepts(obj_reader& qr, const char* key, bool required) {
  const json& arr = read_array(qr, key, required, required);
  for (std::size_t i = 0; i < arr.size(); ++i) {
    obj_reader c(arr[i], ptr_join(qr.at(key), i));
    read_id(c, "id");
    read_text(c, "label", true);
    const json& syn = read_array(c, "synonyms", true, true);
    for (std::size_t k = 0; k < syn.size(); ++k)
      if (!syn[k].is_string() || normalise_words(syn[k].get<std::string>()).empty())
        bad(ptr_join(c.at("synonyms"), k), "a synonym must be a non-empty phrase");
    c.string("feedback", "");
    c.finish();
  }
}

void check_numeric(obj_reader& qr, const std::set<std::string>& names) {
  obj_reader a(qr.require("answer"), qr.at("answer"));
  read_request(a, "request", names);
  check_pointer_syntax(a.string_required("pointer"), a.at("pointer"));
  if (const json* d = a.raw("divide_by")) check_value_source(*d, a.at("divide_by"), names);
  if (const json* t = a.raw("range_to")) check_value_source(*t, a.at("range_to"), names);
  if (const json* m = a.raw("minus")) check_value_source(*m, a.at("minus"), names);
  a.positive("multiply_by", 1);
  std::string dim_s = a.string_required("dimension");
  qdim dim;
  if (!parse_qdim(dim_s, dim)) bad(a.at("dimension"), "unknown dimension \"" + dim_s + "\"");
  std::string unit = a.string_required("unit");
  if (dim == qdim::ratio) {
    if (unit != "%" && !unit.empty()) bad(a.at("unit"), "a ratio is shown as \"%\" or \"\"");
  } else if (dim == qdim::count) {
    if (!unit.empty()) bad(a.at("unit"), "a count has no unit (\"\")");
  } else {
    unit_info u = resolve_unit(unit, dim);
    if (!u.ok || u.dim != dim) bad(a.at("unit"), "\"" + unit + "\" is not a unit of " + dim_s);
  }
  a.boolean("unit_stated", false);
  double rtol = a.non_negative("rtol", 0.02);
  if (rtol > 0.5) bad(a.at("rtol"), "rtol must be at most 0.5");
  a.non_negative("atol", 0);
  a.integer("sigfig", 0, 0, 8);
  a.fraction("unit_partial_credit", 0.5);
  a.finish();
  const json& ms = read_array(qr, "misconceptions", false, false);
  std::set<std::string> mids;
  for (std::size_t i = 0; i < ms.size(); ++i) {
    obj_reader m(ms[i], ptr_join(qr.at("misconceptions"), i));
    std::string id = read_id(m, "id");
    if (!mids.insert(id).second) bad(m.at("id"), "duplicate misconception id \"" + id + "\"");
    read_text(m, "feedback", true);
    int sources = 0;
    if (const json* p = m.raw("patch")) {
      if (!p->is_object()) bad(m.at("patch"), "patch must be an object (a JSON merge patch of answer.request)");
      check_placeholders(*p, names, m.at("patch"));
      ++sources;
    }
    if (m.has("request")) {
      read_request(m, "request", names);
      ++sources;
    }
    if (m.has("factor")) {
      m.positive("factor", 1);
      ++sources;
    }
    if (sources != 1) bad(m.path(), "a misconception needs exactly one of patch, request, factor");
    if (m.has("pointer")) check_pointer_syntax(m.string("pointer", ""), m.at("pointer"));
    m.finish();
  }
}

std::set<std::string> check_variants(obj_reader& qr) {
  std::set<std::string> names;
  const json& vs = read_array(qr, "variants", false, true);
  for (std::size_t i = 0; i < vs.size(); ++i) {
    std::string p = ptr_join(qr.at("variants"), i);
    if (!vs[i].is_object() || vs[i].empty()) bad(p, "a variant must be a non-empty object of named values");
    std::set<std::string> keys;
    for (auto it = vs[i].begin(); it != vs[i].end(); ++it) {
      if (!valid_id(it.key())) bad(ptr_join(p, it.key()), "variant names are lowercase identifiers");
      if (!(it->is_number() || it->is_string() || it->is_boolean()))
        bad(ptr_join(p, it.key()), "a variant value must be a number, string or boolean");
      if (it->is_number()) as_number(*it, ptr_join(p, it.key()));
      keys.insert(it.key());
    }
    if (i == 0) names = keys;
    else if (keys != names) bad(p, "every variant must have the same names as variant 0");
  }
  return names;
}

lesson_question load_question(const json& j, const std::string& path, std::set<std::string>& qids) {
  lesson_question q;
  obj_reader qr(j, path);
  q.path = path;
  q.id = read_id(qr, "id");
  if (!qids.insert(q.id).second) bad(qr.at("id"), "duplicate question id \"" + q.id + "\" in this lesson");
  q.type = qr.string_required("type");
  bool known = false;
  for (const char* t : question_types) known = known || q.type == t;
  if (!known) bad(qr.at("type"), "type must be one of numeric, choice, multi_select, ordering, short_answer; got \"" + q.type + "\"");
  q.prompt = read_text(qr, "prompt", true);
  const json& hints = read_array(qr, "hints", false, false);
  for (std::size_t i = 0; i < hints.size(); ++i)
    if (!hints[i].is_string()) bad(ptr_join(qr.at("hints"), i), "a hint must be a string");
  qr.string("explanation", "");
  qr.string("page_answer", "");
  std::set<std::string> names = check_variants(qr);
  if (q.type == "numeric") {
    check_numeric(qr, names);
  } else if (q.type == "choice" || q.type == "multi_select") {
    std::set<std::string> ids;
    check_choices(qr, "choices", ids);
    const json& ans = qr.require("answer");
    if (q.type == "choice") {
      if (!ans.is_string() || !ids.count(ans.get<std::string>())) bad(qr.at("answer"), "answer must be the id of one choice");
    } else {
      if (!ans.is_array() || ans.empty()) bad(qr.at("answer"), "answer must be a non-empty array of choice ids");
      check_id_list(ans, qr.at("answer"), ids, false);
    }
  } else if (q.type == "ordering") {
    std::set<std::string> ids;
    check_choices(qr, "items", ids);
    const json& ans = qr.require("answer");
    if (!ans.is_array()) bad(qr.at("answer"), "answer must be the item ids in the correct order");
    check_id_list(ans, qr.at("answer"), ids, true);
  } else {
    check_concepts(qr, "concepts", true);
    check_concepts(qr, "wrong_concepts", false);
    check_concepts(qr, "optional_concepts", false);
  }
  qr.finish();
  q.spec = j;
  return q;
}

lesson_exercise load_exercise(const json& j, const std::string& path, std::set<std::string>& ids) {
  lesson_exercise e;
  obj_reader r(j, path);
  e.id = read_id(r, "id");
  if (!ids.insert(e.id).second) bad(r.at("id"), "duplicate exercise id \"" + e.id + "\" in this lesson");
  e.widget = r.string_required("widget");
  bool known = false;
  std::string list;
  for (const char* w : widgets) {
    known = known || e.widget == w;
    list += list.empty() ? "" : ", ";
    list += w;
  }
  if (!known) bad(r.at("widget"), "widget must be one of " + list + "; got \"" + e.widget + "\"");
  e.prompt = read_text(r, "prompt", true);
  e.request = read_request(r, "request", {});
  const json& inputs = read_array(r, "inputs", true, false);
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    obj_reader in(inputs[i], ptr_join(r.at("inputs"), i));
    std::string p = in.string_required("pointer");
    check_pointer_syntax(p, in.at("pointer"));
    if (!e.request.contains(json::json_pointer(p)))
      bad(in.at("pointer"), "\"" + p + "\" is not a field of this exercise's request (give its preset value there)");
    read_text(in, "label", true);
    bool has_choices = in.has("choices");
    bool has_range = in.has("min") || in.has("max");
    if (has_choices == has_range) bad(in.path(), "an input needs either choices or min and max");
    if (has_choices) {
      const json& ch = read_array(in, "choices", true, true);
      for (std::size_t k = 0; k < ch.size(); ++k)
        if (!(ch[k].is_string() || ch[k].is_number() || ch[k].is_boolean()))
          bad(ptr_join(in.at("choices"), k), "a choice must be a string, number or boolean");
    } else {
      in.require("min");
      in.require("max");
      double lo = in.number("min", 0), hi = in.number("max", 0);
      if (!(lo < hi)) bad(in.at("max"), "max must be greater than min");
      in.positive("step", 1);
      in.boolean("log_scale", false);
      const json& cur = e.request[json::json_pointer(p)];
      if (!cur.is_number()) bad(in.at("pointer"), "a min/max input must point at a number");
      double v = cur.get<double>();
      if (v < lo || v > hi) bad(in.at("pointer"), "the preset value is outside [min, max]");
    }
    in.finish();
  }
  e.inputs = inputs;
  const json& watch = read_array(r, "watch", false, false);
  for (std::size_t i = 0; i < watch.size(); ++i) {
    if (!watch[i].is_string()) bad(ptr_join(r.at("watch"), i), "watch entries are JSON pointers into the response");
    check_pointer_syntax(watch[i].get<std::string>(), ptr_join(r.at("watch"), i));
  }
  e.watch = watch;
  r.finish();
  return e;
}

}  // namespace

lesson load_lesson_text(std::string_view text, const std::string& filename) {
  try {
    json doc = parse_json_strict(text);
    lesson l;
    l.file = filename;
    obj_reader r(doc, "");
    const json& sv = r.require("schema_version");
    if (!sv.is_number_integer() || sv.get<long long>() != lesson_schema_version)
      bad(r.at("schema_version"), "schema_version must be " + std::to_string(lesson_schema_version) +
                                      " (this build's lesson schema), got " + brief(sv));
    l.id = read_id(r, "id");
    l.title = read_text(r, "title", true);
    l.summary = read_text(r, "summary", true);
    l.source_page = read_text(r, "source_page", true);
    const json& secs = read_array(r, "sections", true, true);
    std::set<std::string> sids, qids, eids;
    for (std::size_t i = 0; i < secs.size(); ++i) {
      std::string sp = ptr_join(r.at("sections"), i);
      obj_reader s(secs[i], sp);
      lesson_section sec;
      sec.id = read_id(s, "id");
      if (!sids.insert(sec.id).second) bad(s.at("id"), "duplicate section id \"" + sec.id + "\"");
      sec.heading = read_text(s, "heading", true);
      sec.summary = read_text(s, "summary", true);
      const json& ex = read_array(s, "exercises", true, false);
      for (std::size_t k = 0; k < ex.size(); ++k) sec.exercises.push_back(load_exercise(ex[k], ptr_join(s.at("exercises"), k), eids));
      const json& qs = read_array(s, "questions", true, false);
      for (std::size_t k = 0; k < qs.size(); ++k) sec.questions.push_back(load_question(qs[k], ptr_join(s.at("questions"), k), qids));
      if (sec.exercises.empty() && sec.questions.empty())
        bad(sp, "a section needs at least one exercise or question");
      s.finish();
      l.sections.push_back(std::move(sec));
    }
    r.finish();
    return l;
  } catch (const api_error& e) {
    const std::string where = e.path.empty() ? "/" : e.path;
    throw api_error(e.code, e.path, filename + ": " + where + ": " + e.what());
  }
}

const std::vector<lesson>& lesson_catalog() {
  static const std::vector<lesson> all = [] {
    std::vector<lesson> v;
    for (const std::string& p : embedded_paths("lessons/")) {
      if (p.size() < 5 || p.compare(p.size() - 5, 5, ".json") != 0) continue;
      const char* text = embedded_file_text(p);
      if (!text) continue;
      try {
        v.push_back(load_lesson_text(text, p));
      } catch (const api_error& e) {
        throw api_error("internal", "", std::string("embedded lesson is invalid: ") + e.what());
      }
    }
    return v;
  }();
  return all;
}

const lesson* find_lesson(const std::string& id) {
  for (const auto& l : lesson_catalog())
    if (l.id == id) return &l;
  return nullptr;
}

const lesson_question* find_question(const lesson& l, const std::string& question_id) {
  for (const auto& s : l.sections)
    for (const auto& q : s.questions)
      if (q.id == question_id) return &q;
  return nullptr;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] variants

namespace {

json substitute(const json& j, const json& values) {
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    if (!s.empty() && s[0] == '$' && values.contains(s.substr(1))) return values[s.substr(1)];
    return j;
  }
  if (j.is_object()) {
    json o = json::object();
    for (auto it = j.begin(); it != j.end(); ++it) o[it.key()] = substitute(it.value(), values);
    return o;
  }
  if (j.is_array()) {
    json a = json::array();
    for (const auto& e : j) a.push_back(substitute(e, values));
    return a;
  }
  return j;
}

std::string fill_text(const std::string& text, const json& values) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      std::size_t close = text.find('}', i);
      if (close != std::string::npos) {
        std::string name = text.substr(i + 1, close - i - 1);
        if (values.contains(name)) {
          const json& v = values[name];
          out += v.is_string() ? v.get<std::string>() : v.is_number() ? fmt_num(v.get<double>()) : v.dump();
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}

// Runs one request through the API and reads a number at `pointer`. Failures are the lesson's
// fault (a question that cannot compute its answer): api_error{internal}, or {infeasible}.
double run_value(request_runner run, const json& request, const std::string& pointer, const std::string& where, json* steps) {
  json resp = run(request);
  if (!resp.value("ok", false)) {
    const json& err = resp["error"];
    std::string code = err.value("code", "internal");
    std::string msg = where + ": its expected-value request failed: " + err.value("message", std::string("?")) +
                      " (request " + err.value("path", std::string("")) + ")";
    throw api_error(code == "infeasible" ? "infeasible" : "internal", "", msg);
  }
  json::json_pointer jp(pointer);
  if (!resp.contains(jp) || !resp[jp].is_number())
    throw api_error("internal", "", where + ": the response has no number at " + pointer);
  if (steps && resp.contains("steps") && resp["steps"].is_array())
    for (const auto& s : resp["steps"]) steps->push_back(s);
  double v = resp[jp].get<double>();
  if (!std::isfinite(v)) throw api_error("internal", "", where + ": non-finite value at " + pointer);
  return v;
}

double run_source(request_runner run, const json& src, const json& values, const std::string& where, json* steps) {
  return run_value(run, substitute(src.at("request"), values), src.at("pointer").get<std::string>(), where, steps);
}

}  // namespace

question_variant pick_variant(const lesson& l, const lesson_question& q, unsigned long long seed, request_runner run) {
  question_variant v;
  const json* rows = q.spec.contains("variants") ? &q.spec["variants"] : nullptr;
  std::size_t n = rows ? rows->size() : 0;
  if (n > 0) {
    std::size_t idx = 0;
    if (seed != 0) {
      splitmix64 rng(fnv1a64(l.id + "/" + q.id) ^ seed);
      idx = static_cast<std::size_t>(rng.below(n));
      // Reject and redraw rows the core reports as infeasible (quiz-grading.md §4), bounded.
      if (q.type == "numeric") {
        for (std::size_t attempt = 0; attempt < n; ++attempt) {
          try {
            const json& a = q.spec["answer"];
            (void)run_source(run, a, (*rows)[idx], l.id + "/" + q.id, nullptr);
            break;
          } catch (const api_error& e) {
            if (e.code != "infeasible") break;
            idx = static_cast<std::size_t>(rng.below(n));
            if (attempt + 1 == n) idx = 0;
          }
        }
      }
    }
    v.index = idx;
    v.values = (*rows)[idx];
  }
  v.prompt = fill_text(q.prompt, v.values);
  return v;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] evaluation

numeric_eval evaluate_numeric(const lesson& l, const lesson_question& q, const question_variant& v, request_runner run) {
  numeric_eval ev;
  const json& a = q.spec.at("answer");
  const std::string where = l.file + " question " + q.id;
  const double mult = a.value("multiply_by", 1.0);
  json denom_steps = json::array();
  double denom = 1;
  if (a.contains("divide_by")) {
    denom = run_source(run, a["divide_by"], v.values, where + " (divide_by)", &denom_steps);
    if (denom == 0) throw api_error("internal", "", where + ": divide_by is 0");
  }
  double minus = 0;
  json minus_steps = json::array();
  if (a.contains("minus")) minus = run_source(run, a["minus"], v.values, where + " (minus)", &minus_steps);
  numeric_expectation& e = ev.expect;
  // value = (request − minus) × multiply_by / divide_by (lessons/README.md "numeric").
  e.value = (run_source(run, a, v.values, where, &ev.steps) - minus) * mult / denom;
  for (const auto& s : minus_steps) ev.steps.push_back(s);
  for (const auto& s : denom_steps) ev.steps.push_back(s);
  e.value_hi = e.value;
  if (a.contains("range_to")) {
    e.value_hi = (run_source(run, a["range_to"], v.values, where + " (range_to)", nullptr) - minus) * mult / denom;
    e.is_range = true;
    if (e.value_hi < e.value) std::swap(e.value, e.value_hi);
  }
  parse_qdim(a.at("dimension").get<std::string>(), e.dim);
  e.display_unit = a.at("unit").get<std::string>();
  e.unit_stated = a.value("unit_stated", false);
  e.tol.rtol = a.value("rtol", 0.02);
  e.tol.atol = a.value("atol", 0.0);
  e.tol.sigfig = a.value("sigfig", 0);
  e.unit_partial_credit = a.value("unit_partial_credit", 0.5);
  if (q.spec.contains("misconceptions")) {
    for (const auto& m : q.spec["misconceptions"]) {
      misconception c;
      c.id = m.at("id").get<std::string>();
      c.feedback = fill_text(m.at("feedback").get<std::string>(), v.values);
      const std::string mwhere = where + " misconception " + c.id;
      if (m.contains("factor")) {
        c.value = e.value * m["factor"].get<double>();
      } else {
        json req;
        if (m.contains("patch")) {
          req = substitute(a.at("request"), v.values);
          req.merge_patch(substitute(m["patch"], v.values));
        } else {
          req = substitute(m.at("request"), v.values);
        }
        std::string ptr = m.value("pointer", a.at("pointer").get<std::string>());
        c.value = (run_value(run, req, ptr, mwhere, nullptr) - minus) * mult / denom;
      }
      ev.candidates.push_back(c);
    }
  }
  return ev;
}

namespace {

std::vector<choice_item> read_items(const json& arr) {
  std::vector<choice_item> items;
  for (const auto& c : arr) items.push_back({c.at("id").get<std::string>(), c.at("text").get<std::string>(), c.value("feedback", std::string())});
  return items;
}

std::vector<concept_def> read_concepts(const json& spec, const char* key) {
  std::vector<concept_def> out;
  if (!spec.contains(key)) return out;
  for (const auto& c : spec[key]) {
    concept_def d;
    d.id = c.at("id").get<std::string>();
    d.label = c.at("label").get<std::string>();
    for (const auto& s : c.at("synonyms")) d.synonyms.push_back(s.get<std::string>());
    d.feedback = c.value("feedback", std::string());
    out.push_back(d);
  }
  return out;
}

std::vector<std::string> id_list(const json& arr) {
  std::vector<std::string> v;
  for (const auto& x : arr) v.push_back(x.get<std::string>());
  return v;
}

}  // namespace

json check_answer(const lesson& l, const lesson_question& q, std::string_view answer, unsigned long long seed,
                  request_runner run) {
  question_variant v = pick_variant(l, q, seed, run);
  grade_result g;
  json solution = {{"steps", json::array()}};
  if (q.type == "numeric") {
    numeric_eval ev = evaluate_numeric(l, q, v, run);
    g = grade_numeric(answer, ev.expect, ev.candidates);
    solution["steps"] = ev.steps;
  } else if (q.type == "choice") {
    g = grade_single_choice(answer, read_items(q.spec["choices"]), q.spec["answer"].get<std::string>());
  } else if (q.type == "multi_select") {
    g = grade_multi_select(answer, read_items(q.spec["choices"]), id_list(q.spec["answer"]));
  } else if (q.type == "ordering") {
    g = grade_ordering(answer, read_items(q.spec["items"]), id_list(q.spec["answer"]));
  } else {
    g = grade_concepts(answer, read_concepts(q.spec, "concepts"), read_concepts(q.spec, "wrong_concepts"),
                       read_concepts(q.spec, "optional_concepts"));
  }
  if (q.spec.contains("explanation")) solution["explanation"] = fill_text(q.spec["explanation"].get<std::string>(), v.values);
  if (q.spec.contains("page_answer") && seed == 0) solution["page_answer"] = q.spec["page_answer"];
  json out = {{"question", l.id + "/" + q.id},
              {"type", q.type},
              {"seed", seed},
              {"variant", v.index},
              {"correct", g.correct},
              {"score", g.score},
              {"kind", g.kind},
              {"feedback", g.feedback},
              {"expected", g.expected_text},
              {"solution", solution}};
  if (!g.diagnosis.empty()) out["diagnosis"] = g.diagnosis;
  if (g.has_range) out["accepted_range"] = json::array({g.accepted_lo, g.accepted_hi});
  if (g.parsed_ok && q.type == "numeric") {
    const quantity& p = g.parsed;
    json pj = {{"value", p.value}, {"unit", qdim_si_unit(p.dim)}, {"dimension", qdim_name(p.dim)},
               {"typed_unit", p.unit_name}};
    if (p.is_range) pj["value_hi"] = p.value_hi;
    if (!p.note.empty()) pj["note"] = p.note;
    out["parsed"] = pj;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] API bodies

json lesson_public_json(const lesson& l, unsigned long long seed, request_runner run) {
  json secs = json::array();
  for (const auto& s : l.sections) {
    json ex = json::array();
    for (const auto& e : s.exercises)
      ex.push_back({{"id", e.id}, {"widget", e.widget}, {"prompt", e.prompt}, {"request", e.request},
                    {"inputs", e.inputs}, {"watch", e.watch}});
    json qs = json::array();
    for (const auto& q : s.questions) {
      question_variant v = pick_variant(l, q, seed, run);
      json o = {{"id", q.id}, {"type", q.type}, {"prompt", v.prompt}, {"variant", v.index}, {"values", v.values}};
      if (q.spec.contains("hints")) o["hints"] = q.spec["hints"];
      if (q.type == "numeric") {
        const json& a = q.spec["answer"];
        o["dimension"] = a["dimension"];
        o["unit"] = a["unit"];
        o["unit_stated"] = a.value("unit_stated", false);
      } else if (q.type == "choice" || q.type == "multi_select" || q.type == "ordering") {
        json items = json::array();
        for (const auto& c : q.spec[q.type == "ordering" ? "items" : "choices"])
          items.push_back({{"id", c["id"]}, {"text", c["text"]}});
        o[q.type == "ordering" ? "items" : "choices"] = items;
      }
      qs.push_back(o);
    }
    secs.push_back({{"id", s.id}, {"heading", s.heading}, {"summary", s.summary}, {"exercises", ex}, {"questions", qs}});
  }
  return json{{"id", l.id}, {"title", l.title}, {"summary", l.summary}, {"source_page", l.source_page},
              {"schema_version", lesson_schema_version}, {"seed", seed}, {"sections", secs}};
}

json lessons_index_json() {
  json arr = json::array();
  for (const auto& l : lesson_catalog()) {
    json secs = json::array();
    std::size_t nq = 0;
    for (const auto& s : l.sections) {
      secs.push_back({{"id", s.id}, {"heading", s.heading}, {"exercises", s.exercises.size()}, {"questions", s.questions.size()}});
      nq += s.questions.size();
    }
    arr.push_back({{"id", l.id}, {"title", l.title}, {"summary", l.summary}, {"source_page", l.source_page},
                   {"questions", nq}, {"sections", secs}});
  }
  return json{{"lessons", arr}, {"schema_version", lesson_schema_version}};
}

}  // namespace ledgerlab
