// Lesson loader: see quiz/lesson.h; the file format is documented in lessons/README.md. Strict:
// an unknown or missing key, a wrong type or an invalid value names the file, the JSON pointer and
// the reason. Variants, evaluation and the API bodies are quiz/lesson_eval.cpp.
//
// [SECTION] strict loading  [SECTION] catalog
#include "core/quiz/lesson.h"

#include "core/quiz/claims.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "core/spec/catalog.h"
#include "core/spec/version.h"

namespace ledgerlab {

// ---------------------------------------------------------------------------------------------
// [SECTION] strict loading

namespace {

const char* const widgets[] = {"memory", "flops", "comm", "recompute", "plan", "step", "scale", "kv_cache", "plot"};
const char* const question_types[] = {"numeric", "choice", "multi_select", "ordering", "short_answer", "yes_no", "problem"};

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

// Choices: {id, text, feedback?}; a choice part of a problem may also carry `values` (named numbers,
// strings or booleans that later parts' requests read as "$name") and `given` (the choice in a few
// words, for "For your choices (...)"). Every choice of a question has the same value names.
void check_choices(obj_reader& qr, const char* key, std::set<std::string>& ids, bool values_ok = false) {
  const json& arr = read_array(qr, key, true, true);
  std::set<std::string> names0;
  const bool first_has = arr[0].is_object() && arr[0].contains("values");
  for (std::size_t i = 0; i < arr.size(); ++i) {
    obj_reader c(arr[i], ptr_join(qr.at(key), i));
    std::string id = read_id(c, "id");
    if (!ids.insert(id).second) bad(c.at("id"), "duplicate choice id \"" + id + "\"");
    read_text(c, "text", true);
    c.string("feedback", "");
    if (c.has("given")) read_text(c, "given", true);
    // other names a reader may use for the choice ("fully sharded data parallel" for "FSDP / ZeRO")
    if (c.has("aliases")) {
      const json& al = read_array(c, "aliases", false, true);
      if (al.size() > 16) bad(c.at("aliases"), "at most 16 aliases per choice");
      for (std::size_t k = 0; k < al.size(); ++k) {
        if (!al[k].is_string() || al[k].get<std::string>().find_first_not_of(' ') == std::string::npos)
          bad(ptr_join(c.at("aliases"), k), "an alias is a non-empty string");
        if (al[k].get<std::string>().size() > 120) bad(ptr_join(c.at("aliases"), k), "an alias is at most 120 characters");
        // an alias that a choice's own text already says names that choice, not this one
        std::string a = al[k].get<std::string>();
        for (char& ch : a) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        for (const auto& other : arr) {
          if (!other.is_object() || !other.contains("text") || !other["text"].is_string()) continue;
          std::string t = other["text"].get<std::string>();
          for (char& ch : t) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
          bool whole = false;
          for (std::size_t p = t.find(a); p != std::string::npos && !whole; p = t.find(a, p + 1))
            whole = (p == 0 || !std::isalnum(static_cast<unsigned char>(t[p - 1]))) &&
                    (p + a.size() >= t.size() || !std::isalnum(static_cast<unsigned char>(t[p + a.size()])));
          if (whole)
            bad(ptr_join(c.at("aliases"), k), "the alias \"" + al[k].get<std::string>() + "\" is already in the text of choice \"" +
                                                  other.value("id", std::string("?")) + "\": an alias names its choice alone");
        }
      }
    }
    const json* vals = c.raw("values");
    if (vals && !values_ok) bad(c.at("values"), "values are only for the choices of a problem's choice part");
    if (values_ok && (vals != nullptr) != first_has)
      bad(c.path(), "every choice of this part needs values (with the same names) once one has them");
    if (vals) {
      if (!vals->is_object() || vals->empty()) bad(c.at("values"), "values must be a non-empty object of named values");
      std::set<std::string> names;
      for (auto it = vals->begin(); it != vals->end(); ++it) {
        if (!valid_id(it.key())) bad(ptr_join(c.at("values"), it.key()), "value names are lowercase identifiers");
        if (!(it->is_number() || it->is_string() || it->is_boolean()))
          bad(ptr_join(c.at("values"), it.key()), "a value must be a number, string or boolean");
        if (it->is_number()) as_number(*it, ptr_join(c.at("values"), it.key()));
        names.insert(it.key());
      }
      if (i == 0) names0 = names;
      else if (names != names0) bad(c.at("values"), "every choice must have the same value names as the first choice");
    }
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

// Concept vocabulary: {id, label, synonyms, feedback?}; a synonym may start with '+' or '-' (the
// phrase states more or less of the concept) or '~' (the inverse quantity: "~speed" for time).
void check_concepts(obj_reader& qr, const char* key, bool required, std::set<std::string>& ids) {
  const json& arr = read_array(qr, key, required, required);
  for (std::size_t i = 0; i < arr.size(); ++i) {
    obj_reader c(arr[i], ptr_join(qr.at(key), i));
    std::string id = read_id(c, "id");
    if (!ids.insert(id).second) bad(c.at("id"), "duplicate concept id \"" + id + "\"");
    read_text(c, "label", true);
    const json& syn = read_array(c, "synonyms", true, true);
    for (std::size_t k = 0; k < syn.size(); ++k) {
      std::string t = syn[k].is_string() ? syn[k].get<std::string>() : std::string();
      while (!t.empty() && (t[0] == '+' || t[0] == '-' || t[0] == '~')) t.erase(0, 1);
      if (!syn[k].is_string() || normalise_words(t).empty())
        bad(ptr_join(c.at("synonyms"), k), "a synonym must be a non-empty phrase (optionally prefixed by +, - or ~)");
    }
    c.string("feedback", "");
    c.boolean("subject", false);
    c.finish();
  }
}

// Claims (quiz-grading.md §2.1): {id, label, kind?, concept, subject?, excludes?, greater?, lesser?,
// min_ratio?, max_ratio?, evidence?, implied_by?, ask?, feedback?, reversed_feedback?}.
// `when_parts` (a problem part's reason vocabulary only): the choice ids of each earlier part the question
// uses, which a wrong claim's "when" may name ({"sharding": ["a", "b"]}: wrong only for those choices).
void check_claims(obj_reader& qr, const char* key, const std::set<std::string>& concepts, std::set<std::string>& ids,
                  std::vector<std::pair<std::string, std::string>>& implied,
                  const std::map<std::string, std::set<std::string>>* when_parts = nullptr) {
  const json& arr = read_array(qr, key, false, false);
  auto concept_ref = [&](obj_reader& c, const char* k, bool required) {
    const json* v = required ? &c.require(k) : c.raw(k);
    if (!v) return;
    auto one = [&](const json& x, const std::string& at) {
      if (!x.is_string() || !concepts.count(x.get<std::string>()))
        bad(at, std::string(k) + " must name a concept of this question (its \"concepts\" ids)");
    };
    if (v->is_array()) {
      if (v->empty()) bad(c.at(k), std::string(k) + " must not be empty");
      for (std::size_t i = 0; i < v->size(); ++i) one((*v)[i], ptr_join(c.at(k), i));
    } else {
      one(*v, c.at(k));
    }
  };
  for (std::size_t i = 0; i < arr.size(); ++i) {
    obj_reader c(arr[i], ptr_join(qr.at(key), i));
    std::string id = read_id(c, "id");
    if (!ids.insert(id).second) bad(c.at("id"), "duplicate claim id \"" + id + "\"");
    read_text(c, "label", true);
    const std::string kind_s = c.string("kind", "stated");
    claim_kind kind;
    if (!parse_claim_kind(kind_s, kind))
      bad(c.at("kind"), "kind must be one of stated, more, less, attributed, compare; got \"" + kind_s + "\"");
    concept_ref(c, "concept", true);
    concept_ref(c, "subject", kind == claim_kind::attributed);
    concept_ref(c, "excludes", false);
    concept_ref(c, "greater", kind == claim_kind::compare);
    concept_ref(c, "lesser", kind == claim_kind::compare);
    if (c.has("min_ratio") && c.positive("min_ratio", 2) <= 1) bad(c.at("min_ratio"), "min_ratio must be greater than 1");
    if (c.has("max_ratio") && c.positive("max_ratio", 2) <= 1) bad(c.at("max_ratio"), "max_ratio must be greater than 1");
    if (c.has("max_ratio") && c.has("min_ratio") && c.positive("max_ratio", 2) < c.positive("min_ratio", 2))
      bad(c.at("max_ratio"), "max_ratio must be at least min_ratio");
    if (const json* ev = c.raw("evidence")) {
      obj_reader e(*ev, c.at("evidence"));
      std::string d = e.string_required("dimension");
      qdim dim;
      if (!parse_qdim(d, dim)) bad(e.at("dimension"), "unknown dimension \"" + d + "\"");
      e.require("min");
      e.require("max");
      double lo = e.number("min", 0), hi = e.number("max", 0);
      if (!(lo <= hi)) bad(e.at("max"), "max must be at least min");
      e.finish();
    }
    if (c.has("implied_by")) implied.push_back({c.string("implied_by", ""), c.at("implied_by")});
    c.string("ask", "");
    c.string("feedback", "");
    c.string("reversed_feedback", "");
    if (c.boolean("numbers_only", false) && kind != claim_kind::compare)
      bad(c.at("numbers_only"), "numbers_only applies to claims of kind compare");
    if (c.boolean("plain_ok", false) && kind != claim_kind::more && kind != claim_kind::less)
      bad(c.at("plain_ok"), "plain_ok applies to claims of kind more or less");
    if (const json* w = c.raw("when")) {
      if (!when_parts || when_parts->empty())
        bad(c.at("when"), "when is only for the wrong_claims of a problem's yes_no part that uses earlier choice parts");
      if (!w->is_object() || w->empty())
        bad(c.at("when"), "when must map used part ids to the choice ids the claim is wrong for, e.g. {\"sharding\": [\"a\", \"b\"]}");
      for (auto it = w->begin(); it != w->end(); ++it) {
        const std::string at = ptr_join(c.at("when"), it.key());
        const auto part = when_parts->find(it.key());
        if (part == when_parts->end()) bad(at, "\"" + it.key() + "\" is not a choice part this part uses");
        if (!it->is_array() || it->empty()) bad(at, "list the choice ids of part \"" + it.key() + "\" the claim is wrong for");
        for (std::size_t k = 0; k < it->size(); ++k)
          if (!(*it)[k].is_string() || !part->second.count((*it)[k].get<std::string>()))
            bad(ptr_join(at, k), "must be a choice id of part \"" + it.key() + "\"");
      }
    }
    c.finish();
  }
}

void check_numeric(obj_reader& qr, const std::set<std::string>& names, const json* variants) {
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
    if (unit != "%" && unit != "x" && !unit.empty()) bad(a.at("unit"), "a ratio is shown as \"%\", \"x\" (a factor) or \"\"");
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
    if (m.has("formula")) {
      // an expression of the variant's givens ("{p}", "{layers}") and "{expected}", read by
      // parse_quantity in the question's dimension: checked for every variant row now
      const std::string f = m.string("formula", "");
      const json rows = variants && variants->is_array() ? *variants : json::array({json::object()});
      for (const auto& row : rows) {
        json vals = row;
        vals["expected"] = 1;
        std::string text = f;
        std::string filled;
        for (std::size_t k = 0; k < text.size(); ++k) {
          if (text[k] == '{') {
            std::size_t close = text.find('}', k);
            if (close == std::string::npos) bad(m.at("formula"), "unclosed '{' in the formula");
            const std::string name = text.substr(k + 1, close - k - 1);
            if (!vals.contains(name)) bad(m.at("formula"), "\"{" + name + "}\" names no column of \"variants\" (or {expected})");
            const json& v = vals[name];
            if (!v.is_number()) bad(m.at("formula"), "\"{" + name + "}\" is not a number in every variant");
            filled.append(1, '(').append(fmt_num(v.get<double>(), 17)).append(1, ')');
            k = close;
            continue;
          }
          filled += text[k];
        }
        quantity_parse qp = parse_quantity(filled, dim);
        if (!qp.ok) bad(m.at("formula"), "the formula cannot be read: " + qp.error + " (\"" + filled + "\")");
        if (qp.q.is_range)
          bad(m.at("formula"), "the formula reads as a range; write a difference in parentheses: \"({a} - {b})\"");
        if (!qp.q.unitless && qp.q.dim != dim)
          bad(m.at("formula"), "the formula's unit is " + std::string(qdim_name(qp.q.dim)) + ", not " + dim_s);
      }
      ++sources;
    }
    if (sources != 1) bad(m.path(), "a misconception needs exactly one of patch, request, factor, formula");
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

// Text placeholders "{name}" of a problem's part must name a value it can fill: a used choice's
// value, a given, or a used part's id (the choice in words).
void check_text_names(const json& j, const std::string& path, const std::set<std::string>& names) {
  if (!j.is_string()) return;
  const std::string t = j.get<std::string>();
  for (std::size_t k = t.find('{'); k != std::string::npos; k = t.find('{', k + 1)) {
    const std::size_t close = t.find('}', k);
    if (close == std::string::npos) return;
    const std::string name = t.substr(k + 1, close - k - 1);
    if (valid_id(name) && !names.count(name))
      bad(path, "\"{" + name + "}\" names no value this part has (its uses' choice values, its givens, or a used part's id)");
  }
}

// A problem's part: `uses` (earlier choice parts of the problem whose chosen values it reads) and
// `givens` (numbers the core computes for the reader's choices and the prompt shows, e.g. the step
// model's MFU). Fills q.uses/q.needs; returns the value names its requests may use.
std::set<std::string> load_uses(obj_reader& qr, lesson_question& q, const std::vector<lesson_question>& earlier,
                                std::set<std::string>& text_names) {
  std::set<std::string> names;
  const json& uses = read_array(qr, "uses", false, true);
  std::set<std::string> needed;
  for (std::size_t i = 0; i < uses.size(); ++i) {
    const std::string at = ptr_join(qr.at("uses"), i);
    if (!uses[i].is_string()) bad(at, "uses lists the ids of earlier choice parts of this problem");
    const std::string id = uses[i].get<std::string>();
    const lesson_question* p = nullptr;
    for (const auto& e : earlier)
      if (e.id == id) p = &e;
    if (!p) {
      if (id == q.id) bad(at, "a part cannot use its own answer (\"" + id + "\")");
      bad(at, "\"" + id + "\" is not an earlier part of this problem (a part can use only the parts before it)");
    }
    if (p->type != "choice") bad(at, "part \"" + id + "\" is a " + p->type + " part: only a choice part's answer can be used");
    if (!p->spec["choices"][0].contains("values")) bad(at, "part \"" + id + "\" has no values on its choices to use");
    if (std::find(q.uses.begin(), q.uses.end(), id) != q.uses.end()) bad(at, "part \"" + id + "\" is listed twice");
    q.uses.push_back(id);
    needed.insert(id);
    for (const auto& n : p->needs) needed.insert(n);
  }
  for (const auto& e : earlier)  // in part order
    if (needed.count(e.id)) {
      q.needs.push_back(e.id);
      for (auto it = e.spec["choices"][0]["values"].begin(); it != e.spec["choices"][0]["values"].end(); ++it) {
        if (!names.insert(it.key()).second)
          bad(qr.at("uses"), "two used parts both set the value \"" + it.key() + "\"");
      }
      text_names.insert(e.id);
    }
  for (const auto& n : names)  // "{sharding}" is a part's choice in words: a value cannot share its name
    if (text_names.count(n)) bad(qr.at("uses"), "the value \"" + n + "\" has the name of a used part: rename one of them");
  const json& givens = read_array(qr, "givens", false, true);
  std::set<std::string> given_names;
  for (std::size_t i = 0; i < givens.size(); ++i) {
    obj_reader g(givens[i], ptr_join(qr.at("givens"), i));
    const std::string name = read_id(g, "name");
    if (names.count(name) || !given_names.insert(name).second || text_names.count(name))
      bad(g.at("name"), "the given \"" + name + "\" clashes with another value of this part");
    read_request(g, "request", names);
    check_pointer_syntax(g.string_required("pointer"), g.at("pointer"));
    g.positive("multiply_by", 1);
    g.finish();
  }
  for (const auto& n : names) text_names.insert(n);
  for (const auto& n : given_names) text_names.insert(n), names.insert(n);  // "{mfu}" in texts, "$mfu" in requests
  return names;
}

// yes_no: {answer: true | false | {request, pointer} (a boolean the core computes, e.g. /fits),
// yes_text?, no_text?, affirm?: [synonyms], deny?: [synonyms]}.
// A choice's or a yes/no part's own reason vocabulary (blind round 34): `concepts` and `wrong_claims` read
// the reason given with a right pick or verdict as a short answer's distractors do; both or neither, and
// the claims take no `implied_by`. `kind` names the question type in the messages.
void check_reason_vocabulary(obj_reader& qr, const char* kind,
                             const std::map<std::string, std::set<std::string>>* when_parts = nullptr) {
  if (!qr.has("wrong_claims") && !qr.has("concepts")) return;
  std::set<std::string> concept_ids, claim_ids;
  std::vector<std::pair<std::string, std::string>> implied;
  check_concepts(qr, "concepts", true, concept_ids);
  if (!qr.has("wrong_claims")) bad(qr.at("wrong_claims"), std::string("a ") + kind + "'s concepts are for its wrong_claims: give both");
  check_claims(qr, "wrong_claims", concept_ids, claim_ids, implied, when_parts);
  if (!implied.empty()) bad(implied.front().second, std::string("a ") + kind + "'s wrong_claims take no implied_by");
}

void check_yes_no(obj_reader& qr, const std::set<std::string>& names) {
  const json& ans = qr.require("answer");
  if (ans.is_object()) check_value_source(ans, qr.at("answer"), names);
  else if (!ans.is_boolean()) bad(qr.at("answer"), "a yes_no answer is true, false or {request, pointer} (a boolean the core computes)");
  qr.string("yes_text", "");
  qr.string("no_text", "");
  for (const char* k : {"affirm", "deny"}) {
    const json& syn = read_array(qr, k, false, true);
    for (std::size_t i = 0; i < syn.size(); ++i)
      if (!syn[i].is_string() || normalise_words(syn[i].get<std::string>()).empty())
        bad(ptr_join(qr.at(k), i), "a synonym must be a non-empty phrase");
  }
}

lesson_question load_question(const json& j, const std::string& path, std::set<std::string>& qids,
                              const std::string& parent = "", const std::vector<lesson_question>* earlier = nullptr) {
  lesson_question q;
  obj_reader qr(j, path);
  q.path = path;
  q.id = read_id(qr, "id");
  if (!qids.insert(q.id).second)
    bad(qr.at("id"), "duplicate " + std::string(parent.empty() ? "question" : "part") + " id \"" + q.id + "\" in this " +
                         (parent.empty() ? "lesson" : "question"));
  q.ref = parent.empty() ? q.id : parent + "/" + q.id;
  q.problem = earlier ? parent : "";
  q.cache = make_question_cache();
  q.type = qr.string_required("type");
  bool known = false;
  for (const char* t : question_types) known = known || q.type == t;
  if (!known)
    bad(qr.at("type"), "type must be one of numeric, choice, multi_select, ordering, short_answer, yes_no, problem; got \"" + q.type + "\"");
  if (q.type == "problem" && !parent.empty()) bad(qr.at("type"), "a part cannot be a problem");
  q.prompt = read_text(qr, "prompt", true);
  const json& hints = read_array(qr, "hints", false, false);
  for (std::size_t i = 0; i < hints.size(); ++i)
    if (!hints[i].is_string()) bad(ptr_join(qr.at("hints"), i), "a hint must be a string");
  qr.string("explanation", "");
  qr.string("page_answer", "");
  if (qr.has("page_sentence")) read_text(qr, "page_sentence", true);  // the page's sentence the question is about
  qr.integer("reveal_after", 0, 0, 20);  // show the solution after this many wrong tries (0: only on request)
  // The ledger steps the worked solution shows (their `key`s, in the response's order); without it,
  // every step of the answer's requests. Whether each key exists is checked when the answer is computed
  // (lesson_eval.cpp solution_steps_of): the steps depend on the request.
  if (qr.has("solution_steps")) {
    const json& keys = read_array(qr, "solution_steps", false, true);
    if (q.type != "numeric" && q.type != "yes_no")
      bad(qr.at("solution_steps"), "solution_steps is only for numeric and yes_no questions (their worked solution is the ledger's steps)");
    std::set<std::string> seen;
    for (std::size_t i = 0; i < keys.size(); ++i) {
      if (!keys[i].is_string() || keys[i].get<std::string>().empty())
        bad(ptr_join(qr.at("solution_steps"), i), "a solution step must be a step's key (a non-empty string), e.g. \"weights\"");
      if (!seen.insert(keys[i].get<std::string>()).second)
        bad(ptr_join(qr.at("solution_steps"), i), "solution step \"" + keys[i].get<std::string>() + "\" is listed twice");
    }
  }
  if ((q.type == "problem" || earlier) && qr.has("variants"))
    bad(qr.at("variants"), "a problem and its parts have no variants: the reader's choices vary its numbers");
  std::set<std::string> names = check_variants(qr);
  std::set<std::string> text_names;
  if (earlier) {
    names = load_uses(qr, q, *earlier, text_names);
  } else {
    for (const char* k : {"uses", "givens"})
      if (qr.has(k)) bad(qr.at(k), std::string(k) + " is only for the parts of a problem");
  }
  if (q.type == "numeric") {
    check_numeric(qr, names, qr.raw("variants"));
    // a numeric question's own reason vocabulary ("16 bytes/param, since Adam keeps one moment"), blind round 39
    check_reason_vocabulary(qr, "numeric");
  } else if (q.type == "choice" || q.type == "multi_select") {
    std::set<std::string> ids;
    check_choices(qr, "choices", ids, earlier && q.type == "choice");
    const json& ans = qr.require("answer");
    if (q.type == "choice") {
      if (!ans.is_string() || !ids.count(ans.get<std::string>())) bad(qr.at("answer"), "answer must be the id of one choice");
      qr.string("reasons_from", "");  // checked once the lesson is read: a short answer of this lesson
      // a standalone pick's own reason vocabulary (where the lesson has no short answer on its topic)
      if ((qr.has("wrong_claims") || qr.has("concepts")) && qr.has("reasons_from"))
        bad(qr.at("wrong_claims"), "a choice reads its reasons with its own wrong_claims or with reasons_from, not both");
      check_reason_vocabulary(qr, "choice");
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
  } else if (q.type == "yes_no") {
    check_yes_no(qr, names);
    // a yes/no part's own reason vocabulary ("yes, it fits because the activations are sharded too"); a
    // problem part's wrong claim may hold only for some earlier choices ("when")
    std::map<std::string, std::set<std::string>> when_parts;
    if (earlier)
      for (const auto& id : q.uses)
        for (const auto& e : *earlier)
          if (e.id == id)
            for (const auto& c : e.spec["choices"]) when_parts[id].insert(c["id"].get<std::string>());
    check_reason_vocabulary(qr, "yes_no", &when_parts);
  } else if (q.type == "problem") {
    if (!qr.has("parts")) bad(qr.at("parts"), "a problem needs parts (at least two)");
  } else {
    std::set<std::string> concept_ids, claim_ids;
    check_concepts(qr, "concepts", true, concept_ids);
    check_concepts(qr, "wrong_concepts", false, concept_ids);
    check_concepts(qr, "optional_concepts", false, concept_ids);
    std::vector<std::pair<std::string, std::string>> implied;
    check_claims(qr, "claims", concept_ids, claim_ids, implied);
    check_claims(qr, "wrong_claims", concept_ids, claim_ids, implied);
    check_claims(qr, "optional_claims", concept_ids, claim_ids, implied);
    if ((qr.has("wrong_claims") || qr.has("optional_claims")) && !qr.has("claims"))
      bad(qr.at("claims"), "claims is required when wrong_claims or optional_claims are given");
    for (const auto& [id, at] : implied)
      if (!claim_ids.count(id)) bad(at, "implied_by must name a claim of this question, got \"" + id + "\"");
  }
  if (earlier) {  // a problem's part: its texts name only values it has
    check_text_names(j["prompt"], qr.at("prompt"), text_names);
    for (const char* k : {"explanation"})
      if (j.contains(k)) check_text_names(j[k], qr.at(k), text_names);
    if (j.contains("hints"))
      for (std::size_t i = 0; i < j["hints"].size(); ++i) check_text_names(j["hints"][i], ptr_join(qr.at("hints"), i), text_names);
  }
  // Structured parts: each a question of its own (no parts inside), graded on its own. A problem's
  // parts may use the reader's choices in the parts before them ("uses").
  const json& parts = read_array(qr, "parts", false, true);
  if (!parts.empty() && !parent.empty()) bad(qr.at("parts"), "a part cannot have parts");
  if (q.type == "problem" && parts.size() < 2) bad(qr.at("parts"), "a problem needs at least two parts");
  std::set<std::string> part_ids;
  for (std::size_t i = 0; i < parts.size(); ++i)
    q.parts.push_back(load_question(parts[i], ptr_join(qr.at("parts"), i), part_ids, q.id, q.type == "problem" ? &q.parts : nullptr));
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
    // `reasons_from` names the short answer (with wrong claims) whose distractors read a pick's reason
    for (const auto& sec : l.sections)
      for (const auto& q : sec.questions)
        if (q.spec.contains("reasons_from")) {
          const std::string from = q.spec["reasons_from"].get<std::string>();
          const lesson_question* src = nullptr;
          for (const auto& s2 : l.sections)
            for (const auto& x : s2.questions)
              if (x.id == from) src = &x;
          if (!src || src->type != "short_answer" || !src->spec.contains("wrong_claims"))
            bad(q.path + "/reasons_from", "\"" + from + "\" is not a short answer of this lesson with wrong_claims");
        }
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
  const std::size_t slash = question_id.find('/');
  const std::string head = question_id.substr(0, slash);
  for (const auto& s : l.sections)
    for (const auto& q : s.questions) {
      if (q.id != head) continue;
      if (slash == std::string::npos) return &q;
      for (const auto& p : q.parts)
        if (p.id == question_id.substr(slash + 1)) return &p;
      return nullptr;
    }
  return nullptr;
}

}  // namespace ledgerlab
