// Worked problems whose parts chain on the reader's choices (quiz/lesson.h chain_variant): a part
// that `uses` an earlier choice part is computed by the core for the choice the reader made there
// (its `values` bound into the part's requests), never against a default; its `givens` (numbers the
// prompt shows, e.g. the step model's MFU for that configuration) are computed the same way. Also the
// yes/no question kind ("does it fit?"), read in the reader's words with negation (claims.h).
//
// [SECTION] reading earlier answers  [SECTION] binding  [SECTION] yes/no
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <cmath>

#include "core/quiz/claims.h"
#include "core/quiz/lesson.h"
#include "core/quiz/lesson_detail.h"

namespace ledgerlab {

// ---------------------------------------------------------------------------------------------
// [SECTION] reading earlier answers

namespace {

const lesson_question* problem_of(const lesson& l, const lesson_question& q) {
  return q.problem.empty() ? nullptr : find_question(l, q.problem);
}

const lesson_question* part_of(const lesson_question& problem, const std::string& id) {
  for (const auto& p : problem.parts)
    if (p.id == id) return &p;
  return nullptr;
}

std::string brief_text(const std::string& s) { return s.size() > 60 ? s.substr(0, 57) + "..." : s; }

// The choice the reader's answer names ("b", "(b)", "ZeRO-1", the choice's own words), or throws.
const json& read_choice(const lesson_question& part, const std::string& answer, const std::string& at) {
  const json& choices = part.spec["choices"];
  std::vector<choice_item> items;
  for (const auto& c : choices) {
    items.push_back({c["id"].get<std::string>(), c["text"].get<std::string>(), "", {}});
    if (c.contains("aliases"))
      for (const auto& a : c["aliases"]) items.back().aliases.push_back(a.get<std::string>());
  }
  std::vector<std::string> ids;
  std::string err;
  // read as the choice part itself is graded: fullwidth "（ｂ）" from a CJK keyboard is "(b)" (blind round 72)
  if (!parse_choice_list(typed_answer_plain(answer), items, ids, err))
    fail("invalid_value", at, "your answer to part \"" + part.id + "\" (\"" + brief_text(answer) + "\") names no choice: " + err);
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  if (ids.size() != 1)
    fail("invalid_value", at, "your answer to part \"" + part.id + "\" (\"" + brief_text(answer) + "\") names " +
                                  std::to_string(ids.size()) + " choices: pick one");
  for (const auto& c : choices)
    if (c["id"] == ids[0]) return c;
  fail("internal", at, "choice vanished");
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// [SECTION] binding

question_variant chain_variant(const lesson& l, const lesson_question& q, unsigned long long seed, const json& previous,
                               request_runner run, const std::string& path) {
  question_variant v = pick_variant(l, q, seed, run);
  const lesson_question* problem = problem_of(l, q);
  if (!previous.is_null()) {
    if (!problem)
      fail("invalid_value", path, "only the parts of a problem read earlier answers; \"" + q.ref + "\" is not one");
    if (!previous.is_object()) fail("invalid_value", path, "previous must be an object {part id: your answer}");
    for (auto it = previous.begin(); it != previous.end(); ++it) {
      if (!part_of(*problem, it.key()))
        fail("invalid_value", ptr_join(path, it.key()), "problem \"" + problem->id + "\" has no part \"" + it.key() + "\"");
      if (!it->is_string()) fail("invalid_value", ptr_join(path, it.key()), "an earlier answer must be a string (as typed, or a choice id)");
      if (it->get<std::string>().size() > 2000) fail("invalid_value", ptr_join(path, it.key()), "an earlier answer is at most 2000 bytes");
    }
  }
  if (q.needs.empty() && !q.spec.contains("givens")) return v;
  std::string key;
  for (const auto& id : q.needs) {
    const lesson_question* part = part_of(*problem, id);
    const std::string at = ptr_join(path, id);
    if (!previous.is_object() || !previous.contains(id))
      fail("missing_field", at, "part \"" + q.id + "\" is computed from your answer to part \"" + id + "\" (\"" +
                                    brief_text(part->prompt) + "\"): answer that part first");
    const json& c = read_choice(*part, previous[id].get<std::string>(), at);
    const std::string cid = c["id"].get<std::string>();
    for (auto it = c["values"].begin(); it != c["values"].end(); ++it) v.values[it.key()] = *it;
    const std::string words = c.value("given", c["text"].get<std::string>());
    v.values[id] = words;
    v.given.push_back(words);
    v.choices[id] = cid;
    key += (key.empty() ? "" : ";") + id + "=" + cid;
  }
  v.bind_key = key;
  // givens: numbers the core computes for these choices (the step model's MFU), shown in the prompt
  // as "{mfu}" and read by the part's requests as "$mfu"
  if (q.spec.contains("givens")) {
    for (const auto& g : q.spec["givens"]) {
      const std::string where = l.file + " question " + q.ref + " given " + g["name"].get<std::string>();
      const double x = run_source(run, g, v.values, where, nullptr) * g.value("multiply_by", 1.0);
      v.values[g["name"].get<std::string>()] = std::stod(fmt_num(x, 3));  // as shown: 3 significant digits
    }
  }
  v.prompt = fill_text(q.prompt, v.values);
  return v;
}

std::string choices_preface(const question_variant& v) {
  if (v.given.empty()) return "";
  std::string s;
  for (const auto& g : v.given) s += (s.empty() ? "" : "; ") + g;
  return "For your choices (" + s + "): ";
}

// ---------------------------------------------------------------------------------------------
// [SECTION] yes/no

bool evaluate_yes_no(const lesson& l, const lesson_question& q, const question_variant& v, request_runner run, json* steps,
                     json* response) {
  const json& a = q.spec.at("answer");
  if (a.is_boolean()) return a.get<bool>();
  const std::string where = l.file + " question " + q.ref;
  json resp = run(substitute(a.at("request"), v.values));
  if (!resp.value("ok", false))
    throw api_error("internal", "", where + ": its expected-value request failed: " + resp["error"].value("message", std::string("?")));
  json::json_pointer jp(a.at("pointer").get<std::string>());
  if (!resp.contains(jp) || !resp[jp].is_boolean())
    throw api_error("internal", "", where + ": the response has no boolean at " + a["pointer"].get<std::string>());
  if (steps && resp.contains("steps") && resp["steps"].is_array())
    for (const auto& s : resp["steps"]) steps->push_back(s);
  const bool out = resp[jp].get<bool>();
  if (response) *response = std::move(resp);
  return out;
}

namespace {

// a yes or a no in French or German too ("oui", "ja", "non, ça ne rentre pas", "nein")
// "ye", "yea", "yeh": the short spellings of "yeah" typed in a hurry (blind round 56 row 285)
const char* const yes_words[] = {"yes", "yeah", "yep", "yup", "y", "true", "sure", "correct", "affirmative", "definitely",
                                 "oui", "ja", "ye", "yea", "yeh"};
const char* const no_words[] = {"no", "nope", "nah", "n", "false", "negative", "never", "not", "non", "nein"};

// ... and with its last letter held down ("yess", "yesss", "nooo", "nopee": round 172)
bool in_list(const std::string& w, const char* const* list, std::size_t n) {
  std::string held = w;
  while (held.size() >= 3 && held.back() == held[held.size() - 2]) held.pop_back();
  for (std::size_t i = 0; i < n; ++i)
    if (w == list[i] || held == list[i]) return true;
  return false;
}

claim_set yes_no_claims(const lesson_question& q) {
  auto words = [&](const char* k, std::vector<std::string> fallback) {
    if (!q.spec.contains(k)) return fallback;
    std::vector<std::string> out;
    for (const auto& s : q.spec[k]) out.push_back(s.get<std::string>());
    return out;
  };
  claim_set cs;
  cs.concepts.push_back({"affirm", "yes", words("affirm", {"yes it does"}), "", false});
  cs.concepts.push_back({"deny", "no", words("deny", {"no it does not"}), "", false});
  claim_def a, d;
  a.id = "affirm", a.label = "yes", a.concepts = {"affirm"};
  d.id = "deny", d.label = "no", d.concepts = {"deny"};
  cs.required = {a, d};
  return cs;
}

}  // namespace

// "it does", "It doesn't, way over", "does not.", "it will, with 10 GB spare", "they don't": the reader
// answers the part's "Does it fit?" with its auxiliary alone, the verb left out. Read where the answer
// opens with an optional pronoun and the auxiliary (with or without "not"), and the clause ends there;
// "would"/"could" are left out ("it would" is mostly "it would if ...": another case) (lead's probe 16)
static int elliptical_auxiliary(std::string_view answer) {
  std::string low;  // lower case, the typographic apostrophe as "'"
  const std::string_view head = answer.substr(0, std::min<std::size_t>(answer.size(), 200));
  for (std::size_t k = 0; k < head.size(); ++k) {
    if (head.compare(k, 3, "\xE2\x80\x99") == 0) {
      low += '\'';
      k += 2;
    } else {
      low += static_cast<char>(std::tolower(static_cast<unsigned char>(head[k])));
    }
  }
  std::size_t i = low.find_first_not_of(" \t\n");
  if (i == std::string::npos) return -1;
  for (const char* subject : {"it ", "this ", "that ", "they ", "we ", "everything ", "the whole thing "})
    if (low.compare(i, std::strlen(subject), subject) == 0) {
      i = low.find_first_not_of(' ', i + std::strlen(subject));
      break;
    }
  if (i == std::string::npos) return -1;
  static const struct {
    const char* words;
    int verdict;
  } aux[] = {{"doesn't", 0}, {"does not", 0}, {"don't", 0}, {"do not", 0}, {"won't", 0}, {"will not", 0},
             {"shouldn't", 0}, {"should not", 0}, {"can't", 0}, {"cannot", 0}, {"can not", 0}, {"doesnt", 0},
             {"dont", 0}, {"wont", 0}, {"cant", 0},
             // the conditional negated: "it wouldn't", "couldn't." (no case of its own follows where the clause
             // ends there; the plain "would"/"could" stay out, blind round 44)
             {"wouldn't", 0}, {"would not", 0}, {"wouldnt", 0}, {"couldn't", 0}, {"could not", 0}, {"couldnt", 0},
             {"does", 1}, {"do", 1}, {"will", 1}, {"should", 1}, {"can", 1}};
  for (const auto& a : aux) {
    const std::size_t n = std::strlen(a.words);
    if (low.compare(i, n, a.words) != 0) continue;
    const std::size_t e = low.find_first_not_of(' ', i + n);
    // the clause ends after the auxiliary: the answer's end or a mark ("it does, easily"; "it doesn't - 93 GB")
    if (e == std::string::npos || std::strchr(",.;:!?()-", low[e]) != nullptr || low.compare(e, 3, "\xE2\x80\x94") == 0)
      return a.verdict;
    return -1;
  }
  return -1;
}

// "yes, not no", "yes rather than no", "no instead of yes", "not yes but no", "not no, yes": an answer that
// opens by naming its verdict against the other one (blind round 50: readers answering by contrast). Returns
// the verdict named (0 or 1) and where the contrast ends, or -1 where the answer does not open so.
static int contrasted_yes_no(std::string_view answer, std::size_t& end) {
  const std::string low = ascii_lower(answer);
  std::vector<std::pair<std::size_t, std::size_t>> tok;  // the first few words: [begin, end)
  for (std::size_t i = 0; i < low.size() && tok.size() < 6;) {
    if (!std::isalnum(static_cast<unsigned char>(low[i]))) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < low.size() && std::isalnum(static_cast<unsigned char>(low[j]))) ++j;
    tok.push_back({i, j});
    i = j;
  }
  auto word = [&](std::size_t k) { return k < tok.size() ? low.substr(tok[k].first, tok[k].second - tok[k].first) : std::string(); };
  auto verdict = [&](std::size_t k) { const std::string w = word(k); return w == "yes" ? 1 : w == "no" ? 0 : -1; };
  // the contrasted word ends its clause: the answer's end or a mark after it
  auto clause_ends = [&](std::size_t k) {
    std::size_t e = tok[k].second;
    while (e < low.size() && low[e] == ' ') ++e;
    return e >= low.size() || std::strchr(",.;:!?()-", low[e]) != nullptr || low.compare(e, 3, "\xE2\x80\x94") == 0;
  };
  // nothing but spaces and a comma (or a colon or semicolon: "not no: yes", blind round 83) between two words
  auto joined = [&](std::size_t k) {
    for (std::size_t i = tok[k].second; i < tok[k + 1].first; ++i)
      if (low[i] != ' ' && low[i] != ',' && low[i] != ':' && low[i] != ';') return false;
    return true;
  };
  const int v0 = verdict(0);
  if (v0 >= 0 && tok.size() >= 3 && joined(0)) {
    std::size_t k = 0;
    if (word(1) == "not") k = 2;
    else if ((word(1) == "rather" && word(2) == "than") || (word(1) == "instead" && word(2) == "of")) k = 3;
    if (k > 0 && k < tok.size() && joined(k - 1) && verdict(k) == 1 - v0 && clause_ends(k)) {
      end = tok[k].second;
      return v0;
    }
  }
  if (word(0) == "not" && tok.size() >= 3) {
    const int v1 = verdict(1);
    std::size_t k = word(2) == "but" ? 3 : 2;
    if (v1 >= 0 && k < tok.size() && joined(0) && joined(1) && (k == 2 || joined(2)) && verdict(k) == 1 - v1 &&
        clause_ends(k)) {
      end = tok[k].second;
      return 1 - v1;
    }
  }
  return -1;
}

int read_yes_no(const lesson_question& q, std::string_view answer, std::string& why) {
  // the bytes read of a verdict, as the claims reader reads a short answer's (claims.cpp max_answer): the
  // readers below step along the answer and some read its tail again, so a pasted page is read in bounded time
  answer = answer.substr(0, std::min<std::size_t>(answer.size(), 4000));
  // "No... hmm, yes: 40.4 GB < 80": the verdict that takes back the opening one is the answer (fix round 135)
  if (const std::string after = after_taken_back_verdict(answer); !after.empty()) return read_yes_no(q, after, why);
  // A second try that recalls the first (blind round 64): "yes (I said no)", "no (I had yes before)": a
  // bracket that opens with the reader's own earlier answer ("I said", "I had", "I put", "I answered", "I
  // wrote", "first try", "before") is no part of the verdict; "no? hmm yes", "yes? no.": a yes or a no asked
  // back as a question at the start, then a verdict that reads on its own: the verdict after it is the answer.
  {
    const std::string low = ascii_lower(answer);
    for (std::size_t o = low.find('('); o != std::string::npos; o = low.find('(', o + 1)) {
      const std::size_t c = low.find(')', o);
      if (c == std::string::npos) break;
      std::size_t b = o + 1;
      while (b < c && low[b] == ' ') ++b;
      bool recalls = false;
      for (const char* lead : {"i said", "i had", "i put", "i answered", "i wrote", "i typed", "i guessed", "i picked",
                               "i chose", "first try", "first attempt", "before", "earlier", "previously"}) {
        const std::size_t n = std::strlen(lead);
        recalls = recalls || (low.compare(b, n, lead) == 0 && (b + n == low.size() || !std::isalnum(static_cast<unsigned char>(low[b + n]))));
      }
      if (!recalls || o == 0) continue;
      std::string rest = std::string(answer.substr(0, o)) + std::string(answer.substr(c + 1));
      std::string rest_why;
      const int r = read_yes_no(q, rest, rest_why);
      if (r >= 0) return r;
      break;
    }
    const std::size_t a = low.find_first_not_of(" \t\n");
    if (a != std::string::npos) {
      for (const char* w : {"yes", "no", "yeah", "nope"}) {
        const std::size_t n = std::strlen(w);
        if (low.compare(a, n, w) != 0) continue;
        std::size_t e = a + n;
        while (e < low.size() && low[e] == ' ') ++e;
        if (e >= low.size() || low[e] != '?') continue;
        const std::size_t t = low.find_first_not_of(" ?", e);
        if (t == std::string::npos) break;
        std::string rest_why;
        const int r = read_yes_no(q, answer.substr(t), rest_why);
        if (r >= 0) return r;
        break;
      }
    }
  }
  // "it's not that it doesn't fit": an opening that rejects the claim after it, with nothing after a mark, is the
  // other verdict (the double negative says it fits); "it's not that it fits - it doesn't", "it's not that it
  // doesn't fit... actually no, it doesn't": the statement after the mark is the verdict (blind round 114 row 350)
  {
    const std::string low = ascii_lower(answer);
    const std::size_t a = low.find_first_not_of(" \t\n");
    for (const char* o : {"it's not that ", "it\xE2\x80\x99s not that ", "its not that ", "it is not that ", "it isn't that ",
                          "it isnt that "}) {
      const std::size_t n = std::strlen(o);
      if (a == std::string::npos || low.compare(a, n, o) != 0) continue;
      const std::size_t head = a + n;
      // (a clause after "that", not the degree word of "it's not that tight, it fits")
      bool clause = false;
      for (const char* subj : {"it ", "it'", "the ", "this ", "we ", "you ", "they ", "everything ", "that "})
        clause = clause || low.compare(head, std::strlen(subj), subj) == 0;
      if (!clause) break;
      std::size_t cut = std::string::npos, len = 0;
      // (", it fits easily": a comma that opens the next clause with its subject is a mark too)
      for (const char* m : {" - ", " -- ", " \xE2\x80\x94", "\xE2\x80\x94", ";", ":", "...", ". ", ", but ", " but ", ", it "}) {
        const std::size_t p = low.find(m, head);
        if (p != std::string::npos && (cut == std::string::npos || p < cut))
          cut = p, len = std::strcmp(m, ", it ") == 0 ? 2 : std::strlen(m);
      }
      std::string rest_why;
      if (cut != std::string::npos) {
        const std::size_t r0 = low.find_first_not_of(" .-", cut + len);
        // (a statement that reads no verdict of its own leaves the whole answer to the readers below)
        if (r0 != std::string::npos) {
          const int r = read_yes_no(q, answer.substr(r0), rest_why);
          if (r == 0 || r == 1) {
            why = rest_why;
            return r;
          }
        }
        break;
      }
      std::string claim(answer.substr(head));
      while (!claim.empty() && std::strchr(" .!", claim.back())) claim.pop_back();
      const int r = read_yes_no(q, claim, rest_why);
      if (r == 0 || r == 1) return 1 - r;
      break;
    }
  }
  // "Answer: yes. Reason: TP8 x ZeRO-1 splits the weights.", "Verdict - no", "My answer: no idea": a label that
  // names what follows as the reader's answer or verdict, set off by ':' or '-', opens the answer; what follows
  // it is read alone (blind round 85: a reason that did not say "fits" again had left the yes unread)
  {
    const std::string low = ascii_lower(answer);
    std::size_t a = low.find_first_not_of(" \t\n");
    for (const char* lead : {"my ", "final ", "short "})
      if (a != std::string::npos && low.compare(a, std::strlen(lead), lead) == 0) {
        a += std::strlen(lead);
        break;
      }
    for (const char* label : {"answer", "verdict"}) {
      const std::size_t n = std::strlen(label);
      if (a == std::string::npos || low.compare(a, n, label) != 0) continue;
      std::size_t e = a + n;
      while (e < low.size() && low[e] == ' ') ++e;
      if (e >= low.size() || (low[e] != ':' && low[e] != '-')) break;
      const std::size_t rest = low.find_first_not_of(" :-", e);
      if (rest == std::string::npos) break;
      return read_yes_no(q, answer.substr(rest), why);
    }
  }
  // "given 80.6 GB usable: yes, we only need about half of it", "given the 80 GB card: no, 112 > 80": an opening
  // "given ..." up to its colon states the question's givens the verdict rests on; what follows the colon is read
  // alone where it reads as a yes or a no (round 161: the remark after the verdict had left it unread)
  {
    const std::string low = ascii_lower(answer);
    const std::size_t a = low.find_first_not_of(" \t\n");
    const std::size_t colon = low.find(':');
    if (a != std::string::npos && low.compare(a, 6, "given ") == 0 && colon != std::string::npos && colon < 120 &&
        low.find_first_of(";!?\n", a) > colon && low.find(". ", a) > colon) {
      std::string rest_why;
      const int r = read_yes_no(q, answer.substr(colon + 1), rest_why);
      if (r >= 0) {
        why = rest_why;
        return r;
      }
    }
  }
  // A field pasted from the API's or CLI's JSON: {"fits": false}, "fits": true, fits = False: the value of a
  // field named for fitting is the verdict (its name is no "it fits"; it had read as both yes and no)
  // (blind round 49)
  {
    const std::string low = ascii_lower(answer);
    const std::size_t a = low.find_first_not_of(" \t\n{`");
    if (const fits_field f = read_fits_field(low, a == std::string::npos ? low.size() : a); f.value >= 0) {
      // what follows must not say the opposite in words ({"fits": false} but it fits)
      std::string rest_why;
      const std::size_t tail = low.find_first_not_of(" },`.", f.end);
      if (tail == std::string::npos) return f.value;
      const int r = read_yes_no(q, answer.substr(tail), rest_why);
      if (r < 0 || r == f.value) return f.value;
      why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
      return -1;
    }
  }
  // ... and such a field further on ("no: fits = false", "so \"fits\": true"): the field reads as its value, a
  // plain yes or no, and the answer is read again (blind round 51: its name had read as "it fits")
  {
    const fits_fields_read fields = fits_fields_as_words(answer);
    const std::string& out = fields.out;
    const int value = fields.value;  // -2 where two fields disagree
    if (value != -1) {
      // the words around it unreadable (more fields, "over_by_gb": 30): the field's value is the verdict
      std::string why2;
      const int r = read_yes_no(q, out, why2);
      // the reader's words say the other answer ("yes, fits: false"; "fits: false, i.e. yes"): both are said
      if (r >= 0 && value >= 0 && r != value) {
        why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
        return -1;
      }
      if (r >= 0 || value < 0 || why2.find("both") != std::string::npos) {
        why = why2;
        return r;
      }
      return value;
    }
  }
  // "yes, it fits, no?": the tag question asks to confirm the statement before it (blind round 46)
  if (const std::string untagged = without_tag_question(answer); untagged != answer) return read_yes_no(q, untagged, why);
  // "yes, not no", "not no but yes": the verdict named against the other; what follows must not say the
  // opposite ("yes, not no. It doesn't fit" says both) (blind round 50)
  {
    std::size_t end = 0;
    const int c = contrasted_yes_no(answer, end);
    if (c >= 0) {
      std::string rest_why;
      const int r = end < answer.size() ? read_yes_no(q, answer.substr(end), rest_why) : -1;
      if (r >= 0 && r != c) {
        why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
        return -1;
      }
      return c;
    }
  }
  // "no idea", "no clue", "I can't say it fits", "can't tell", "hard to say": the reader does not know,
  // which is no "no" (it was graded as one); a yes or a no after a comma or "but" still counts ("no idea,
  // probably not", "I can't say for sure, but yes") (lead's probe 11)
  {
    std::string low = ascii_lower(answer);
    const std::size_t a = low.find_first_not_of(" \t\n");
    if (a != std::string::npos) {
      low.erase(0, a);
      for (const char* lead : {"no idea", "no clue", "not a clue", "i have no idea", "i've no idea", "i can't say",
                               "i cant say", "i cannot say", "can't say", "cant say", "cannot say", "i can't tell",
                               "can't tell", "cant tell", "hard to say", "i don't know", "i dont know", "don't know",
                               "dunno", "no way to tell", "not sure"}) {
        const std::size_t n = std::strlen(lead);
        if (low.compare(0, n, lead) != 0 || (n < low.size() && std::isalnum(static_cast<unsigned char>(low[n])))) continue;
        std::size_t cut = low.find(',', n);
        const std::size_t but = low.find(" but ", n);
        if (but != std::string::npos && (cut == std::string::npos || but < cut)) cut = but + 4;
        if (cut == std::string::npos || low.find_first_not_of(" .,!?;:", cut + 1) == std::string::npos) {
          why = "Your answer says you are not sure: answer yes or no (for example \"yes, it fits\" or \"no, it does "
                "not fit\").";
          return -1;
        }
        return read_yes_no(q, answer.substr(a + cut + 1), why);
      }
    }
  }
  // A second try (blind round 42): "OK I'll go with no", "fine, yes": an opening "ok", "okay", "alright" or
  // "fine" takes the feedback in; it is no "it's ok" (a fit) where the rest of the answer reads as a yes or
  // a no on its own. "so the answer is yes after all", "I'll go with no: 143 GB > 80.6": a yes or a no
  // the reader names as the pick ("go with", "answer is", "stick with", "changing to", "say"), ending
  // its clause, is the answer unless a negation comes just before it ("I wouldn't go with yes").
  // Read before the claims, where "ok" is a fit and the rest may name both.
  {
    std::string low = ascii_lower(answer);
    const std::size_t a = low.find_first_not_of(" \t\n");
    if (a != std::string::npos) {
      // every opener in a row is stepped over first ("ok, fine, so no"), then the rest is read once: one
      // reading per opener had made "fine, fine, ..." quadratic (lead's review)
      std::size_t rest = a;
      for (bool stepped = true; stepped && rest != std::string::npos;) {
        stepped = false;
        for (const char* lead : {"okay", "ok", "alright", "all right", "fine"}) {
          const std::size_t n = std::strlen(lead);
          if (low.compare(rest, n, lead) != 0 ||
              (rest + n < low.size() && std::isalnum(static_cast<unsigned char>(low[rest + n]))))
            continue;
          rest = low.find_first_not_of(" ,.;:!-", rest + n);
          stepped = true;
          break;
        }
      }
      if (rest != a && rest != std::string::npos) {
        std::string rest_why;
        const int r = read_yes_no(q, answer.substr(rest), rest_why);
        if (r >= 0) return r;
      }
      static const char* const pick_phrases[] = {"go with", "going with", "go for", "stick with", "sticking with",
                                                 "answer is", "answer's", "answer to", "answer would be",
                                                 "changing to", "change to", "switching to", "i'd say", "i'll say",
                                                 "i say", "i would say"};
      int found = -1;
      std::size_t found_at = 0, found_end = 0;
      for (const char* ph : pick_phrases) {
        const std::size_t n = std::strlen(ph);
        for (std::size_t p = low.find(ph); p != std::string::npos; p = low.find(ph, p + 1)) {
          if (p > 0 && std::isalnum(static_cast<unsigned char>(low[p - 1]))) continue;
          std::size_t b = p + n;
          while (b < low.size() && (low[b] == ' ' || low[b] == ':' || low[b] == '"' || low[b] == '\'')) ++b;
          std::size_t e = b;
          while (e < low.size() && std::isalpha(static_cast<unsigned char>(low[e]))) ++e;
          const std::string word = low.substr(b, e - b);
          int v = -1;
          if (word == "yes" || word == "yeah" || word == "yep" || word == "yup") v = 1;
          if (word == "no" || word == "nope" || word == "nah") v = 0;
          if (v < 0 || e == b) continue;
          // the yes or no ends its clause: the end, a mark, or "after all", "then", "instead", "now"
          std::size_t f = e;
          while (f < low.size() && low[f] == ' ') ++f;
          bool ends = f >= low.size() || std::strchr(",.;:!?)(-", low[f]) != nullptr;
          // ... or opens a condition or reason of its own ("the answer is no unless we shard", "I'd say
          // yes since 40 < 80.6"); not "if" or "but": "I'd say yes if it were sharded, but no")
          for (const char* tail : {"after all", "then", "instead", "now", "this time", "unless", "since", "because",
                                   "as", "so", "given"})
            ends = ends || (low.compare(f, std::strlen(tail), tail) == 0 &&
                            (f + std::strlen(tail) >= low.size() ||
                             !std::isalnum(static_cast<unsigned char>(low[f + std::strlen(tail)]))));
          if (!ends) continue;
          const std::string before = " " + low.substr(p >= 24 ? p - 24 : 0, p >= 24 ? 24 : p);
          if (before.find(" not ") != std::string::npos || before.find("n't ") != std::string::npos ||
              before.find(" never ") != std::string::npos || before.find("\xE2\x80\x99t ") != std::string::npos)
            continue;
          if (found < 0 || p > found_at) found = v, found_at = p, found_end = e;
        }
      }
      // what follows the named pick must not say the opposite ("I'd say yes, but it doesn't fit"): then the
      // answer says both
      if (found >= 0 && found_end < answer.size()) {
        std::string rest_why;
        const int r = read_yes_no(q, answer.substr(found_end), rest_why);
        if (r >= 0 && r != found) {
          why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
          return -1;
        }
      }
      if (found >= 0) return found;
    }
  }
  // The reader's own correction ("No... wait, 69.4 < 80.6, so yes", "yes. Actually no, it doesn't"):
  // what follows the last correction word, when it reads as a yes or a no on its own (blind round 14)
  {
    std::string low = ascii_lower(answer);
    std::size_t best = std::string::npos;
    // ("no, sorry, yes" and "yes, oops, no" correct as "wait" does: audit round 63)
    for (const char* m : {"actually", "wait", "on second thought", "scratch that", "correction", "sorry", "oops"}) {
      const std::size_t n = std::strlen(m);
      for (std::size_t p = low.find(m); p != std::string::npos; p = low.find(m, p + 1)) {
        const bool lb = p == 0 || !std::isalnum(static_cast<unsigned char>(low[p - 1]));
        const bool rb = p + n >= low.size() || !std::isalnum(static_cast<unsigned char>(low[p + n]));
        bool before = false;
        for (std::size_t k = 0; k < p; ++k) before = before || std::isalnum(static_cast<unsigned char>(low[k]));
        if (lb && rb && before && (best == std::string::npos || p + n > best)) best = p + n;
      }
    }
    if (best != std::string::npos && best < answer.size()) {
      std::string tail_why;
      const int tail = read_yes_no(q, answer.substr(best), tail_why);
      if (tail >= 0) return tail;
    }
  }
  // Whole-answer negations (blind round 17): "it's not true that it doesn't fit", "it is not the case
  // that it fits" say the opposite of what follows; a negated verb negated again ("it wouldn't not fit",
  // "not not") cancels; a trailing "…, not!" takes back what came before ("it fits, not!")
  {
    std::string low = ascii_lower(answer);
    // ... as does "I don't think X" ("I don't think it's not fitting" is a yes)
    // ... and "I doubt it fits", "doubtful that it fits", "unlikely to fit" (lead's probe 12: a yes)
    for (const char* m : {"not true that ", "not the case that ", "untrue that ", "false that ", "n't think ",
                          "n\u2019t think ", "do not think ", "n't believe ", "do not believe ", "i doubt ",
                          "i doubt that ", "doubtful that ", "doubtful it ", "unlikely that ", "unlikely to ",
                          "unlikely it ", "i seriously doubt ", "i highly doubt ",
                          // "I don't see why it wouldn't fit", "no reason why it shouldn't": the reader sees no
                          // reason for what follows, which says the opposite (blind round 52)
                          "n't see why ", "n\u2019t see why ", "do not see why ", "cannot see why ", "no reason why ",
                          "no reason it "}) {
      const std::size_t p = low.find(m);
      if (p == std::string::npos) continue;
      int before = 0;  // only a few words before it ("it's", "it is", "I'd say it isn't")
      for (std::size_t k = 0; k < p; ++k)
        if (low[k] == ' ') ++before;
      if (before > 4) continue;
      const std::size_t from = p + std::strlen(m);
      // "I don't see why it would: 276 GB of weights alone", "no reason it should": the clause is the question's
      // verb left out after its auxiliary, a plain yes (blind round 54; only after a see-why / no-reason lead)
      if (std::strstr(m, "see why") != nullptr || std::strstr(m, "no reason") != nullptr) {
        const std::size_t end = low.find_first_of(":;,.(", from);
        std::string clause = low.substr(from, end == std::string::npos ? std::string::npos : end - from);
        while (!clause.empty() && (clause.back() == ' ' || clause.back() == '?' || clause.back() == '!')) clause.pop_back();
        // ("there's no reason it would": the lead "no reason it " has taken the clause's "it"; blind round 58)
        if (std::strcmp(m, "no reason it ") == 0) clause = "it " + clause;
        for (const char* aux : {"it would", "it should", "it could", "it will", "it does", "it can", "it'd", "that would",
                                "that should", "it would at all", "it should at all"})
          if (clause == aux) {
            if (end == std::string::npos) return 0;
            std::string rest_why;
            const int rest = read_yes_no(q, answer.substr(end + 1), rest_why);
            if (rest < 0 || rest == 0) return 0;
            why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
            return -1;
          }
      }
      // "I don't see why it wouldn't fit: yes": the negation governs its clause, which ends at its first mark; a
      // verdict after the mark must agree with the clause's turned one, or the answer says both (blind round 52)
      if (const std::size_t end = low.find_first_of(":;,", from); end != std::string::npos) {
        std::string clause_why, rest_why;
        const int clause = read_yes_no(q, answer.substr(from, end - from), clause_why);
        if (clause >= 0) {
          const int rest = read_yes_no(q, answer.substr(end + 1), rest_why);
          if (rest < 0 || rest == 1 - clause) return 1 - clause;
          why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
          return -1;
        }
      }
      std::string tail_why;
      const int tail = read_yes_no(q, answer.substr(from), tail_why);
      if (tail >= 0) return 1 - tail;
    }
    for (const char* m : {"n't not ", "n\u2019t not ", "not not "}) {
      const std::size_t p = low.find(m);
      if (p == std::string::npos) continue;
      // "wouldn't not fit" -> "would fit"; "not not fit" -> "fit"
      const std::string rest = std::string(answer.substr(0, p)) + " " + std::string(answer.substr(p + std::strlen(m)));
      std::string rest_why;
      const int r = read_yes_no(q, rest, rest_why);
      if (r >= 0) return r;
    }
    const std::size_t head = taken_back_by_trailing_not(answer);
    if (head != std::string_view::npos) {
      std::string head_why;
      if (read_yes_no(q, answer.substr(0, head), head_why) == 1) return 0;  // "it fits, not!" ("no, not!" stays a no)
    }
  }
  // "yes ✗\nno ✓ 90.7 GB of activations alone": a mark sheet, one line for yes and one for no; the ticked one is the
  // answer, the line's words its reason (blind round 86 rows 119, 209, 324)
  {
    const auto sheet = mark_sheet(answer);
    int ticked = -1, ticks = 0;
    bool heads_yes_no = !sheet.empty();
    for (const auto& [head, tick] : sheet) {
      heads_yes_no = heads_yes_no && (head == "yes" || head == "no");
      if (tick) ++ticks, ticked = head == "yes" ? 1 : 0;
    }
    if (heads_yes_no && ticks == 1) return ticked;
  }
  const std::vector<std::string> w = normalise_words(answer);
  // a tick or a cross, "✓", "✔", "☑", "✅" / "✗", "✘", "❌": the reader's yes or no, alone or where the
  // words say neither ("✗ (143 GB > 80.6 GB)") (blind round 16)
  bool tick = false, cross = false;
  // ... and a thumb up or down, "👍" / "👎" (lead's probe 17)
  for (const char* m : {"\u2713", "\u2714", "\u2611", "\u2705", "\U0001F44D"}) tick = tick || answer.find(m) != std::string_view::npos;
  for (const char* m : {"\u2717", "\u2718", "\u274C", "\u274E", "\U0001F44E"}) cross = cross || answer.find(m) != std::string_view::npos;
  if (w.empty() && tick != cross) return tick ? 1 : 0;
  // a yes or a no that opens the answer in another script or with an accent ("sí, cabe", "はい",
  // "いいえ、入りません", "да, помещается", "нет", "不行，放不下", "是的") (blind round 17)
  const int opener = opening_yes_no_in_other_language(answer);
  if (w.empty() && opener >= 0) return opener;
  if (w.empty()) {
    why = "Empty answer: answer yes or no (for example \"yes, it fits\" or \"no, it does not fit\").";
    return -1;
  }
  // "no doubt it fits", "no problem, it fits": the idiom opens a yes; what follows is read without it
  // (its "no" had negated the "fits" after it) (lead's probe 12)
  {
    static const char* const openers[] = {"no doubt", "no problem", "no problems", "no issue", "no issues", "no worries",
                                          "no question", "no sweat",
                                          // ... and "without a doubt it fits" (its "without" had negated the "fits";
                                          // blind round 51)
                                          "without a doubt", "without doubt", "without any doubt", "without question",
                                          "without a question", "beyond doubt", "beyond a doubt"};
    std::string low = ascii_lower(answer);
    const std::size_t a = low.find_first_not_of(" \t\n");
    for (const char* o : openers) {
      const std::size_t n = std::strlen(o);
      if (a == std::string::npos || low.compare(a, n, o) != 0 ||
          (a + n < low.size() && std::isalnum(static_cast<unsigned char>(low[a + n]))))
        continue;
      const std::size_t rest = low.find_first_not_of(" ,.;:!-", a + n);
      if (rest == std::string::npos) return 1;
      std::string rest_why;
      const int r = read_yes_no(q, answer.substr(rest), rest_why);
      return r >= 0 ? r : 1;
    }
  }
  // "yes or no, hard to say", "no or yes?", "either yes or no": a hedge between the two answers names
  // both, not the first (blind round 19)
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    const bool y0 = in_list(w[i], yes_words, std::size(yes_words)), n0 = in_list(w[i], no_words, std::size(no_words));
    const bool y2 = in_list(w[i + 2], yes_words, std::size(yes_words)),
               n2 = in_list(w[i + 2], no_words, std::size(no_words));
    if (w[i + 1] == "or" && ((y0 && n2) || (n0 && y2))) {
      why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
      return -1;
    }
  }
  bool yes = false, no = false;
  // the reader's words for the claim ("it fits", "it doesn't fit", "OOM", "not out of memory")
  // "no it OOMs", "yes it fits": an opening yes or no right before a pronoun is the answer word, not a
  // determiner ("no OOM"): the claims reader takes it with a comma, as typed with one (lead's probe 15:
  // its "no" had negated the "OOMs" after it, both yes and no)
  std::string claims_text(answer);
  if (w.size() >= 2 && w.front() != "not" &&
      (in_list(w.front(), yes_words, std::size(yes_words)) || in_list(w.front(), no_words, std::size(no_words)))) {
    static const char* const pronouns[] = {"it", "its", "it's", "this", "that", "we", "you", "they", "i", "there", "the"};
    const std::size_t a = claims_text.find_first_not_of(" \t\n");
    const std::size_t end = a == std::string::npos ? a : claims_text.find(' ', a);
    if (end != std::string::npos && ascii_lower(claims_text.substr(a, end - a)) == w.front() &&
        in_list(w[1], pronouns, std::size(pronouns)))
      claims_text.insert(end, ",");
  }
  const grade_result g = grade_claims(claims_text, yes_no_claims(q));
  for (const auto& c : g.claims) {
    const std::string st = c.value("status", std::string());
    const bool affirm = c.value("id", std::string()) == "affirm";
    if (st == "met") (affirm ? yes : no) = true;
    else if (st == "negated") (affirm ? no : yes) = true;
  }
  // a plain yes or no, first or last ("yes, with 20 GB to spare"; "fits? no"); "no problem", "no
  // doubt", "no issues" open a yes
  static const char* const no_idiom[] = {"problem", "problems", "problemo", "issue", "issues", "worries", "worry", "doubt", "question", "sweat"};
  const bool idiom = w.size() >= 2 && w.front() == "no" && in_list(w[1], no_idiom, std::size(no_idiom));
  if (idiom && !no) yes = true;
  // "yeah no", "yeah, nah", "yea nope": the colloquial no (the "yeah" only takes the question in), not
  // a yes and a no (blind round 13)
  const bool yeah_no = w.size() >= 2 && (w[0] == "yeah" || w[0] == "yea" || w[0] == "ya") &&
                       (w[1] == "no" || w[1] == "nah" || w[1] == "nope");
  if (yeah_no) no = true;
  const bool said = yes || no;
  // "definitely not", "sure no", "absolutely doesn't", "certainly won't": a word of certainty that opens the
  // answer is a yes only when no negation follows it; with one it only strengthens the no (lead's probe 17:
  // "definitely not" had said both)
  static const char* const certainty[] = {"definitely", "sure", "surely", "certainly", "absolutely", "totally", "true",
                                          "correct"};
  const bool negation_next =
      w.size() >= 2 && (in_list(w[1], no_words, std::size(no_words)) || w[1] == "doesnt" || w[1] == "dont" ||
                        w[1] == "wont" || w[1] == "cant" || w[1] == "isnt" || w[1] == "cannot" ||
                        (w.size() >= 3 && w[2] == "t" && w[1].size() > 1 && w[1].back() == 'n'));
  // ... but "sure, no problem", "absolutely, no issues", "definitely no doubt": the "no" of a no-problem idiom is
  // no negation; it seconds the yes (blind round 51)
  const bool idiom_next = w.size() >= 3 && w[1] == "no" && in_list(w[2], no_idiom, std::size(no_idiom));
  const bool certain_no = negation_next && !idiom_next && in_list(w.front(), certainty, std::size(certainty));
  if (certain_no) no = true;
  // ... and where none follows, "absolutely", "certainly", "totally" open a yes as "definitely" does
  static const char* const certainty_yes[] = {"absolutely", "certainly", "surely", "totally", "indeed"};
  // (only the adverb alone, or closed by a stop, a no-problem idiom or a "fits": "totally over budget" is no yes,
  // the adverb only strengthens what follows it; blind round 51)
  const bool adverb_alone = [&] {
    if (w.size() == 1 || idiom_next || w[1].rfind("fit", 0) == 0) return true;
    const std::string low = ascii_lower(answer);
    std::size_t k = 0;
    while (k < low.size() && !std::isalnum(static_cast<unsigned char>(low[k]))) ++k;
    while (k < low.size() && std::isalnum(static_cast<unsigned char>(low[k]))) ++k;
    while (k < low.size() && low[k] == ' ') ++k;
    return k >= low.size() || std::strchr(",.;:!-(", low[k]) != nullptr ||
           low.compare(k, 3, "\xE2\x80\x94") == 0 || low.compare(k, 3, "\xE2\x80\x93") == 0;
  }();
  if (!certain_no && !said && w.size() <= 8 && adverb_alone && in_list(w.front(), certainty_yes, std::size(certainty_yes)))
    yes = true;
  // "72.8 < 80.6 GB, so yes (tight)": a closing bracket is the reader's aside on the verdict; the last word
  // is the one before it (blind round 57)
  std::string last_word = w.back();
  {
    std::string t(answer);
    while (!t.empty() && (t.back() == ' ' || t.back() == '.' || t.back() == '!')) t.pop_back();
    if (!t.empty() && t.back() == ')') {
      const std::size_t open = t.rfind('(');
      if (open != std::string::npos && open > 0 && t.find(')', open) == t.size() - 1) {
        const std::vector<std::string> before = normalise_words(t.substr(0, open));
        // ... an aside that says no yes, no no and no negation of its own ("yes (barely not)" takes it back)
        // (a negation in it seconds a no before it: "so no (not even close)")
        bool verdict = false;
        const bool no_before = !before.empty() && in_list(before.back(), no_words, std::size(no_words));
        for (const std::string& x : normalise_words(t.substr(open)))
          verdict = verdict || in_list(x, yes_words, std::size(yes_words)) ||
                    (!no_before && (in_list(x, no_words, std::size(no_words)) || x == "not" || x == "t" || x == "nt" ||
                                    x == "never" || x == "doesnt" || x == "dont" || x == "wont" || x == "cant" || x == "isnt"));
        if (!before.empty() && !verdict) last_word = before.back();
      }
    }
  }
  // "technically yes, but I'd be nervous", "in theory yes", "probably no": a word of stance before the opening
  // yes or no (how sure, by what standard) leaves it the opener (blind round 61: only the first and the last
  // word had been read, so the yes was not)
  std::size_t lead_at = 0;
  {
    static const char* const stance[] = {"technically", "theoretically", "probably", "likely", "basically", "mostly",
                                         "strictly", "formally", "nominally", "arguably", "clearly", "honestly", "realistically",
                                         // the words of candour that lead a choice (hedge_lead): "tbh yes", "frankly no"
                                         // (blind round 74 row 90)
                                         "frankly", "tbh", "ngl", "imo", "imho"};
    if (w.size() >= 4 && w[0] == "to" && w[1] == "be" && (w[2] == "honest" || w[2] == "frank"))
      lead_at = 3;
    else if (w.size() >= 3 && ((w[0] == "in" && (w[1] == "theory" || w[1] == "principle")) || (w[0] == "on" && w[1] == "paper") ||
                          (w[0] == "strictly" && w[1] == "speaking")))
      lead_at = 2;
    else if (w.size() >= 2 && in_list(w[0], stance, std::size(stance)))
      lead_at = 1;
    if (lead_at > 0 && !in_list(w[lead_at], yes_words, std::size(yes_words)) &&
        !(in_list(w[lead_at], no_words, std::size(no_words)) && w[lead_at] != "not"))
      lead_at = 0;
  }
  for (std::size_t end = 0; end < 2; ++end) {
    if ((idiom || yeah_no || certain_no) && end == 0) continue;
    const std::string& x = end == 0 ? w[lead_at] : last_word;
    if (in_list(x, yes_words, std::size(yes_words))) yes = true;
    else if (in_list(x, no_words, std::size(no_words)) && (x != "not" || !said)) no = true;
  }
  // "fine", "of course", "easily", "with ease", "plenty of room", "barely", "just about", "it'll be fine": a
  // whole answer of the words that say it fits, and how well, with no verb (lead's probe 17). Only the
  // whole answer (a subject and "will"/"should"/"is" before it allowed): "fine if we shard" or "barely not"
  // are read by the rules above, or not at all
  if (!yes && !no && w.size() <= 6) {
    std::size_t b = 0;
    static const char* const lead[] = {"it", "we", "this", "that", "ll", "will", "should", "be", "is", "re", "are"};
    while (b + 1 < w.size() && in_list(w[b], lead, std::size(lead))) ++b;
    std::string rest;
    for (std::size_t k = b; k < w.size(); ++k) rest += (rest.empty() ? "" : " ") + w[k];
    for (const char* ph : {"fine", "of course", "ofc", "easily", "comfortably", "with ease", "plenty of room", "barely",
                           "just barely", "just about", "only just", "good", "all good"})
      if (rest == ph) yes = true;
  }
  // "No. It would fit only if we sharded or checkpointed": a plain yes or no that opens the answer, then
  // the claim under a condition ("would … if", "only if", "unless"): the condition is another case, the
  // opener the answer (audit round 26)
  if (yes && no && w.size() >= 2) {
    const bool first_yes = in_list(w.front(), yes_words, std::size(yes_words)),
               first_no = in_list(w.front(), no_words, std::size(no_words)) && w.front() != "not";
    const std::string low = " " + ascii_lower(answer) + " ";
    // ... or what would happen otherwise, without it, in another layout ("yes; otherwise it would OOM",
    // "no - it would only fit with recomputation", "yes, without checkpointing it'd exceed 80 GB") (session 31)
    const bool modal = low.find(" would ") != std::string::npos || low.find(" could ") != std::string::npos ||
                       low.find("'d ") != std::string::npos || low.find("\xE2\x80\x99" "d ") != std::string::npos;
    const bool conditional = (modal && (low.find(" if ") != std::string::npos || low.find(" unless ") != std::string::npos ||
                                        low.find(" only with ") != std::string::npos || low.find(" without ") != std::string::npos ||
                                        low.find(" with ") != std::string::npos || low.find(" only ") != std::string::npos)) ||
                             ((low.find(" otherwise ") != std::string::npos || low.find(" otherwise,") != std::string::npos ||
                               low.find(" or else ") != std::string::npos) &&
                              // not "yes if we checkpoint, otherwise no": a branch for each case
                              low.find(" if ") == std::string::npos && low.find(" when ") == std::string::npos);
    if ((first_yes != first_no) && conditional && !idiom && !yeah_no) return first_yes ? 1 : 0;
    // "it fits; plain DP would run out of memory": a first sentence that reads on its own, then what would
    // happen in another case
    const std::size_t cut = std::min({low.find("; "), low.find(". "), low.find(" - "), low.find(" \xE2\x80\x94 ")});
    if (cut != std::string::npos && cut > 1 && !idiom && !yeah_no) {
      const std::string tail = low.substr(cut);
      const bool other_case = tail.find(" would ") != std::string::npos || tail.find(" could ") != std::string::npos ||
                              tail.find("'d ") != std::string::npos || tail.find(" otherwise") != std::string::npos ||
                              tail.find(" without ") != std::string::npos;
      const std::string head_low = " " + low.substr(0, cut) + " ";
      const bool branch = head_low.find(" if ") != std::string::npos || head_low.find(" when ") != std::string::npos ||
                          head_low.find(" unless ") != std::string::npos;
      std::string head_why;
      const int head = other_case && !branch ? read_yes_no(q, answer.substr(0, cut - 1), head_why) : -1;
      if (head >= 0) return head;
    }
  }
  // "no, it's too big to fit", "no, it needs ZeRO-3 to fit", "To fit, the weights have to be sharded": "to fit"
  // is a purpose, not the verdict; where it alone made the answer say both, it is read without it (lead's
  // probe 15)
  if (yes && no) {
    std::string low = ascii_lower(answer), purpose(answer);
    bool changed = false;
    for (std::size_t p = low.find("to "); p != std::string::npos; p = low.find("to ", p + 1)) {
      if (p > 0 && std::isalpha(static_cast<unsigned char>(low[p - 1]))) continue;
      std::size_t v = p + 3;
      for (const char* obj : {"make it ", "get it ", "make this ", "make them ", "get it to "})
        if (low.compare(v, std::strlen(obj), obj) == 0) v += std::strlen(obj);
      if (low.compare(v, 3, "fit") != 0 || (v + 3 < low.size() && std::isalpha(static_cast<unsigned char>(low[v + 3])) &&
                                            low.compare(v + 3, 1, "s") != 0))
        continue;
      purpose.replace(v, 3, "run");
      changed = true;
    }
    std::string purpose_why;
    const int r = changed ? read_yes_no(q, purpose, purpose_why) : -1;
    if (r >= 0) return r;
  }
  // "yes, it's not a tight fit", "yes - not a close fit at all": "a tight fit" names the margin (a noun
  // after an article and an adjective), and denying it is no "not ... fit"; where it alone made the answer
  // say both, it is read as the margin (lead's probe 16)
  if (yes && no) {
    std::string low = ascii_lower(answer), margin(answer);
    bool changed = false;
    for (std::size_t p = low.find("fit"); p != std::string::npos; p = low.find("fit", p + 1)) {
      if ((p > 0 && std::isalpha(static_cast<unsigned char>(low[p - 1]))) ||
          (p + 3 < low.size() && std::isalpha(static_cast<unsigned char>(low[p + 3]))))
        continue;
      std::size_t b = p;  // back over one adjective to its article
      while (b > 0 && low[b - 1] == ' ') --b;
      std::size_t adj = b;
      while (adj > 0 && std::isalpha(static_cast<unsigned char>(low[adj - 1]))) --adj;
      if (adj == b) continue;
      std::size_t art = adj;
      while (art > 0 && low[art - 1] == ' ') --art;
      const bool a_ = art >= 2 && low.compare(art - 2, 2, " a") == 0, an = art >= 3 && low.compare(art - 3, 3, " an") == 0;
      if (art == adj || !(a_ || an || (art == 1 && low[0] == 'a'))) continue;
      margin.replace(p, 3, "margin");
      low.replace(p, 3, "margin");
      changed = true;
    }
    std::string margin_why;
    const int r = changed ? read_yes_no(q, margin, margin_why) : -1;
    if (r >= 0) return r;
  }
  if (yes && no) {
    why = "Your answer says both yes and no: say which, e.g. \"no, it does not fit\".";
    return -1;
  }
  if (!yes && !no && opener >= 0) return opener;
  if (!yes && !no && tick != cross) return tick ? 1 : 0;
  if (!yes && !no) {
    const int e = elliptical_auxiliary(answer);
    if (e >= 0) return e;
  }
  if (!yes && !no) {
    why = "Could not read a yes or a no: answer yes or no (for example \"yes, it fits\" or \"no, it does not fit\").";
    return -1;
  }
  return yes ? 1 : 0;
}

namespace {

// "yes, but only barely", "no, only slightly over", "it just fits", "by a hair": the reader says the
// need sits close to what the card has, on one side or the other (blind round 37). A margin word next to
// the fit (a word of fitting, over/under or the end of the clause), not "barely 3 GB of activations".
bool says_slim_margin(std::string_view answer) {
  std::vector<std::string> w;
  {
    std::string cur;
    for (const char ch : ascii_lower(answer.substr(0, std::min<std::size_t>(answer.size(), 2000)))) {
      if (std::isalnum(static_cast<unsigned char>(ch))) {
        cur += ch;
        continue;
      }
      if (!cur.empty()) w.push_back(cur), cur.clear();
      if (ch == '.' || ch == ',' || ch == ';' || ch == '!' || ch == ')' || ch == ':') w.push_back(".");
    }
    if (!cur.empty()) w.push_back(cur);
  }
  auto at = [&](std::size_t k) { return k < w.size() ? w[k] : std::string("."); };
  // the card's limit after a comparison ("just over the limit", "slightly under 80 GB", "a bit more than it
  // has", or the clause's end), not another figure ("just over 40 GB", "slightly over half the card", "a bit
  // more than 40 GB": a reading of the need, which the ledger check below does not weigh)
  auto limit_at = [&](std::size_t k) {
    std::string x = at(k);
    if (x == "the" || x == "our" || x == "its" || x == "what" || x == "an" || x == "a") x = at(k + 1);
    return x == "." || x == "limit" || x == "capacity" || x == "budget" || x == "usable" || x == "available" ||
           x == "card" || x == "gpu" || x == "it" || x == "memory" || x == "80" || x == "80gb" || x == "hbm" ||
           x == "one" || x == "has" || x == "fits" || x == "vram";
  };
  // the comparison at k and the limit after it: over/above/under/below/exceeds X, more/less than X
  auto compares_with_limit = [&](std::size_t k) {
    const std::string& n = at(k);
    if (n == "over" || n == "above" || n == "under" || n == "below" || n == "within" || n.rfind("exceed", 0) == 0)
      return limit_at(k + 1);
    if ((n == "more" || n == "less") && at(k + 1) == "than") return limit_at(k + 2);
    return false;
  };
  auto fit_word = [&](std::size_t k) {
    const std::string& x = at(k);
    return x == "." || x.rfind("fit", 0) == 0 || x == "makes" || x == "make" || x.rfind("squeez", 0) == 0 ||
           x == "enough" || x == "short" || x == "too" || x == "in" || x == "out" || compares_with_limit(k);
  };
  for (std::size_t k = 0; k < w.size(); ++k) {
    const std::string& x = w[k];
    // "not barely", "nowhere near a tight fit": a margin denied is no slim margin
    bool denied = false;
    for (std::size_t b = k; b > 0 && b + 3 > k && w[b - 1] != "."; --b)
      denied = denied || w[b - 1] == "not" || w[b - 1] == "never" || w[b - 1] == "nowhere" || w[b - 1] == "t" || w[b - 1] == "no";
    if (denied) continue;
    if ((x == "barely" || x == "narrowly" || x == "marginally" || x == "scarcely") && fit_word(k + 1)) return true;
    // "only just", "just barely" (the latter met above), "just fits", "just over", "just about fits"
    if (x == "just" && (at(k + 1) == "barely" || (k > 0 && w[k - 1] == "only" && at(k + 1) == ".") ||
                        at(k + 1).rfind("fit", 0) == 0 || compares_with_limit(k + 1) ||
                        (at(k + 1) == "about" && at(k + 2).rfind("fit", 0) == 0)))
      return true;
    if (x == "slightly" || x == "marginally" || ((x == "bit" || x == "little" || x == "hair") && k > 0 && w[k - 1] == "a")) {
      if (at(k + 1) == "too" || compares_with_limit(k + 1)) return true;
    }
    if (x == "by" && at(k + 1) == "a" && (at(k + 2) == "hair" || at(k + 2) == "whisker" || at(k + 2) == "hairsbreadth"))
      return true;
    if (x == "tight" && (at(k + 1) == "fit" || at(k + 1) == "squeeze" || at(k + 1) == ".")) return true;
  }
  return false;
}

// "yes, it needs 120 GB" where 80.6 GB is usable, "no, it only uses 17 GB": the memory the reader says
// one GPU needs contradicts the reader's own yes or no. Only a figure said with a verb of need ("needs",
// "uses", "requires", "takes", "needed", "used") and of one GPU (not "in total", "across", "combined",
// "per node"); capacity, headroom and ledger rows are not need figures. The figure in GB, 0 when none.
double stated_need_against(std::string_view answer, double usable, bool said_yes) {
  std::string low(answer.substr(0, std::min<std::size_t>(answer.size(), 2000)));
  for (char& c : low) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  {
    std::string w;
    for (std::size_t i = 0; i <= low.size(); ++i) {
      if (i < low.size() && std::isalpha(static_cast<unsigned char>(low[i]))) {
        w += low[i];
        continue;
      }
      for (const char* whole : {"total", "across", "combined", "altogether", "together", "cluster", "node", "nodes", "all",
                                "sum", "summed"})
        if (w == whole) return 0;
      w.clear();
    }
  }
  // the words around each figure are read in the same text the figures come from: numbers in words
  // as digits ("it only uses seventeen gigabytes" reads "17 gigabytes"; review)
  low = number_words_to_digits(low);
  const prose_reading r = read_quantities(low, qdim::bytes);
  for (const auto& f : r.found) {
    if (f.negated || f.whole || f.q.dim != qdim::bytes || f.q.is_range || f.text.empty()) continue;
    const std::size_t at = low.find(f.text);
    if (at == std::string::npos || low.find(f.text, at + 1) != std::string::npos) continue;
    // the words right before and after the figure
    std::vector<std::string> before, after;
    {
      std::string cur;
      for (std::size_t i = 0; i < at; ++i) {
        const char c = low[i];
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '\'') cur += c;
        else {
          if (!cur.empty()) before.push_back(cur), cur.clear();
          if (!std::isspace(static_cast<unsigned char>(c))) before.push_back(std::string(1, c));
        }
      }
      if (!cur.empty()) before.push_back(cur);
      cur.clear();
      for (std::size_t i = at + f.text.size(); i < low.size() && after.size() < 3; ++i) {
        const char c = low[i];
        if (std::isalpha(static_cast<unsigned char>(c))) cur += c;
        else {
          if (!cur.empty()) after.push_back(cur), cur.clear();
          if (!std::isspace(static_cast<unsigned char>(c))) after.push_back(std::string(1, c));
        }
      }
      if (!cur.empty()) after.push_back(cur);
    }
    auto need_verb = [](const std::string& w) {
      for (const char* v : {"need", "needs", "use", "uses", "using", "require", "requires", "take", "takes", "consume",
                            "consumes", "occupy", "occupies"})
        if (w == v) return true;
      return false;
    };
    bool need = false;
    for (std::size_t k = before.size(), n = 0; k-- > 0 && n < 3; ++n) {
      if (need_verb(before[k])) need = true;
      if (need || !(before[k] == "only" || before[k] == "about" || before[k] == "around" || before[k] == "roughly" ||
                    before[k] == "just" || before[k] == "~" || before[k] == "like" || before[k] == "some"))
        break;
    }
    // "120 GB needed", "17 GB used", "90 GB required" (not "used up", "of which")
    if (!need && !after.empty()) {
      std::size_t k = 0;
      while (k < after.size() && (after[k] == "gb" || after[k] == "gib" || after[k] == "of" || after[k] == "memory")) ++k;
      if (k < after.size() && (after[k] == "needed" || after[k] == "used" || after[k] == "required")) need = true;
    }
    if (!need) continue;
    const double gb = f.q.value / 1e9;
    if (said_yes && f.q.value > usable * 1.001) return gb;
    if (!said_yes && f.q.value < usable * 0.999) return gb;
  }
  return 0;
}

// "37.1 + 3.2 = 40.3 < 80.6", "80.2 > 53.7 GB": a fits answer given as the comparison alone, one side the
// usable memory the prompt states (within 1 %). 1 = fits, 0 = does not, -1 = no such comparison (the last
// comparison sign in the answer is read; a comparison with another figure, "40.3 < 160", is none)
// (blind round 22)
int comparison_with_usable(std::string_view answer, double usable) {
  struct sign {
    std::size_t at, len;
    bool less;
  };
  std::vector<sign> signs;
  for (std::size_t i = 0; i < answer.size(); ++i) {
    const char c = answer[i];
    if (c == '<' || c == '>') {
      const bool eq = i + 1 < answer.size() && answer[i + 1] == '=';
      signs.push_back({i, eq ? 2u : 1u, c == '<'});
      if (eq) ++i;
    } else if (static_cast<unsigned char>(c) == 0xE2 && i + 2 < answer.size() &&
               static_cast<unsigned char>(answer[i + 1]) == 0x89) {
      const unsigned char t = static_cast<unsigned char>(answer[i + 2]);
      if (t == 0xA4 || t == 0xAA) signs.push_back({i, 3, true});    // ≤ ≪
      if (t == 0xA5 || t == 0xAB) signs.push_back({i, 3, false});   // ≥ ≫
      i += 2;
    }
  }
  if (signs.empty()) return -1;
  const sign& g = signs.back();
  auto gib = [](std::string_view u) {
    std::string l;
    for (char c : u.substr(0, 3)) l += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return l == "gib";
  };
  // the number ending right before the sign (its unit, GB or GiB, may sit between)
  double left = -1, right = -1;
  {
    std::size_t k = g.at;
    while (k > 0 && answer[k - 1] == ' ') --k;
    std::size_t unit_end = k;
    while (k > 0 && std::isalpha(static_cast<unsigned char>(answer[k - 1]))) --k;
    const std::string_view unit = answer.substr(k, unit_end - k);
    if (!unit.empty() && !(unit == "GB" || unit == "gb" || unit == "Gb" || gib(unit))) return -1;
    while (k > 0 && answer[k - 1] == ' ') --k;
    std::size_t e = k;
    while (k > 0 && (std::isdigit(static_cast<unsigned char>(answer[k - 1])) || answer[k - 1] == '.')) --k;
    if (k == e || (k > 0 && std::isalpha(static_cast<unsigned char>(answer[k - 1])))) return -1;
    left = std::atof(std::string(answer.substr(k, e - k)).c_str()) * (gib(unit) ? 1.073741824 : 1.0);
  }
  {
    std::size_t k = g.at + g.len;
    while (k < answer.size() && answer[k] == ' ') ++k;
    std::size_t b = k;
    while (k < answer.size() && (std::isdigit(static_cast<unsigned char>(answer[k])) || answer[k] == '.')) ++k;
    if (k == b) return -1;
    std::string num(answer.substr(b, k - b));
    while (k < answer.size() && answer[k] == ' ') ++k;
    std::size_t u = k;
    while (k < answer.size() && std::isalpha(static_cast<unsigned char>(answer[k]))) ++k;
    const std::string_view unit = answer.substr(u, k - u);
    if (!unit.empty() && !(unit == "GB" || unit == "gb" || unit == "Gb" || gib(unit))) return -1;
    right = std::atof(num.c_str()) * (gib(unit) ? 1.073741824 : 1.0);
  }
  const double cap = usable / 1e9;
  auto near = [&](double x) { return x > 0 && std::fabs(x - cap) <= 0.01 * cap; };
  if (near(right) && !near(left)) return g.less ? (left < right ? 1 : -1) : (left > right ? 0 : -1);
  if (near(left) && !near(right)) return g.less ? (left < right ? 0 : -1) : (left > right ? 1 : -1);
  return -1;
}

}  // namespace

grade_result grade_yes_no(const lesson& l, const lesson_question& q, std::string_view answer_typed, const question_variant& v,
                          request_runner run, json* steps) {
  const std::string unemphasized = markdown_emphasis_removed(answer_typed);
  const std::string_view answer = unemphasized;
  grade_result g;
  json resp;
  const bool expected = evaluate_yes_no(l, q, v, run, steps, &resp);
  const std::string yes_text = q.spec.value("yes_text", std::string("yes"));
  const std::string no_text = q.spec.value("no_text", std::string("no"));
  g.expected_text = expected ? yes_text : no_text;
  std::string why;
  int said = read_yes_no(q, answer, why);
  // no yes or no in words: a comparison of the need with the usable memory answers it
  if (said < 0 && why.rfind("Could not read", 0) == 0 && resp.is_object() && resp.contains("capacity_bytes") &&
      resp.contains("reserve_bytes") && resp["capacity_bytes"].is_number() && resp["reserve_bytes"].is_number())
    said = comparison_with_usable(answer, resp["capacity_bytes"].get<double>() - resp["reserve_bytes"].get<double>());
  if (said < 0) {
    g.kind = "unreadable";
    g.feedback = why;
    return g;
  }
  g.parsed_ok = true;
  g.correct = (said == 1) == expected;
  g.score = g.correct ? 1 : 0;
  g.kind = g.correct ? "correct" : "incorrect";
  g.feedback = g.correct ? "Correct." : "Not correct: compare what it needs with what it has, line by line.";
  // a fits question whose own figure says the other answer ("yes, it needs 120 GB" of 80.6 usable)
  if (g.correct && resp.is_object() && resp.contains("capacity_bytes") && resp.contains("reserve_bytes") &&
      resp["capacity_bytes"].is_number() && resp["reserve_bytes"].is_number()) {
    const double usable = resp["capacity_bytes"].get<double>() - resp["reserve_bytes"].get<double>();
    const double gb = stated_need_against(answer, usable, said == 1);
    if (gb > 0) {
      char buf[200];
      std::snprintf(buf, sizeof buf, "%.4g GB is %s the %.3g GB usable", gb, said == 1 ? "more than" : "within",
                    usable / 1e9);
      g.correct = false;
      g.score = 0;
      g.kind = "incorrect";
      g.diagnosis = "figure_contradicts_answer";
      g.feedback = std::string("Not correct as written: your answer says ") + (said == 1 ? "yes" : "no") +
                   ", but the memory you say it needs says the opposite (" + buf +
                   "). Add up one GPU's rows again and compare them with what the card has.";
    }
  }
  // "yes, but only barely" where half the card is free, "no, only slightly over" at five times the card:
  // a right yes or no with a margin the ledger's own total contradicts (more than a quarter of the usable
  // memory away from it) is a wrong claim about how it fits (blind round 37)
  if (g.correct && resp.is_object() && resp.contains("capacity_bytes") && resp.contains("reserve_bytes") &&
      resp["capacity_bytes"].is_number() && resp["reserve_bytes"].is_number() && resp.contains("per_gpu_bytes") &&
      resp["per_gpu_bytes"].is_object() && resp["per_gpu_bytes"].contains("total") &&
      resp["per_gpu_bytes"]["total"].is_number() && says_slim_margin(answer)) {
    const double usable = resp["capacity_bytes"].get<double>() - resp["reserve_bytes"].get<double>();
    const double need = resp["per_gpu_bytes"]["total"].get<double>();
    if (usable > 0 && std::fabs(need - usable) > 0.25 * usable) {
      g.correct = false;
      g.score = 0;
      g.kind = "incorrect";
      g.diagnosis = "margin_contradicts_answer";
      g.feedback = "Not correct as written: your answer says the need sits close to what the card has, but "
                   "one GPU's total is far from the usable memory. Add up one GPU's rows again and compare them "
                   "with what the card has.";
    }
  }
  if (!g.correct) g.reveal = "The answer is " + g.expected_text + ".";
  return g;
}

}  // namespace ledgerlab
