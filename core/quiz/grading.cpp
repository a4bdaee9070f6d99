// Answer grading: see quiz/grading.h. Rules and their sources are in shared/design/quiz-grading.md.
// Here: choices, multi-select and ordering, and the word normalisation the claims share. Numeric
// answers are quiz/grading_numeric.cpp, short answers by claims quiz/claims.cpp.
//
// [SECTION] choices  [SECTION] concepts
#include "core/quiz/grading.h"

#include "core/quiz/claims.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include "core/spec/json_io.h"

namespace ledgerlab {

// ---------------------------------------------------------------------------------------------
// [SECTION] choices

namespace {

std::string fold(std::string_view s) {
  std::string o;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) o += static_cast<char>(std::tolower(u));
    else if (!o.empty() && o.back() != ' ') o += ' ';
  }
  while (!o.empty() && o.back() == ' ') o.pop_back();
  return o;
}

// Splits on , ; / whitespace, "and", "then", arrows; non-ASCII bytes are separators.
std::vector<std::string> split_tokens(std::string_view s) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) {
      std::string l = cur;
      for (char& c : l) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (l != "and" && l != "then") out.push_back(cur);
      cur.clear();
    }
  };
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '_' || c == '-') {
      if (c == '-' && !cur.empty() && cur.back() != '-') {
        cur += c;
      } else if (c != '-') {
        cur += c;
      } else {
        flush();
      }
    } else {
      flush();
    }
    if (out.size() > 64) break;
  }
  flush();
  // "->" leaves trailing '-' on a token: strip it
  for (auto& t : out)
    while (!t.empty() && t.back() == '-') t.pop_back();
  out.erase(std::remove(out.begin(), out.end(), std::string()), out.end());
  return out;
}

bool match_token(const std::string& tok, const std::vector<choice_item>& items, std::string& id) {
  std::string l = fold(tok);
  for (const auto& it : items)
    if (l == fold(it.id)) {
      id = it.id;
      return true;
    }
  bool digits = !l.empty() && l.size() <= 3 && std::all_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (digits) {
    std::size_t n = static_cast<std::size_t>(std::stoi(l));
    if (n >= 1 && n <= items.size()) {
      id = items[n - 1].id;
      return true;
    }
  }
  return false;
}

}  // namespace

bool parse_choice_list(std::string_view answer, const std::vector<choice_item>& items, std::vector<std::string>& ids,
                       std::string& error) {
  ids.clear();
  if (answer.size() > 2000) {
    error = "answer too long";
    return false;
  }
  const std::string whole = fold(answer);
  if (whole.empty()) {
    error = "empty answer";
    return false;
  }
  for (const auto& it : items)
    if (!it.text.empty() && whole == fold(it.text)) {
      ids.push_back(it.id);
      return true;
    }
  // Choice texts inside the answer (a text may hold commas): each one found is picked; what is
  // left must be separators only ("the gradients, the optimizer state (...), activations ...").
  {
    std::string rest = " " + whole + " ";
    std::vector<std::pair<std::size_t, std::string>> hits;
    std::vector<const choice_item*> by_len;
    for (const auto& it : items) by_len.push_back(&it);
    std::stable_sort(by_len.begin(), by_len.end(),
                     [](const choice_item* a, const choice_item* b) { return fold(a->text).size() > fold(b->text).size(); });
    for (const choice_item* it : by_len) {
      const std::string t = fold(it->text);
      if (t.size() < 3) continue;
      const std::size_t p = rest.find(" " + t + " ");
      if (p == std::string::npos) continue;
      hits.push_back({p, it->id});
      rest.replace(p + 1, t.size(), std::string(t.size(), ' '));
    }
    bool only_separators = !hits.empty();
    for (const std::string& w : split_tokens(rest))
      if (!(w == "and" || w == "or" || w == "also" || w == "plus" || w == "the")) only_separators = false;
    if (only_separators) {
      std::sort(hits.begin(), hits.end());
      for (const auto& h : hits) ids.push_back(h.second);
      return true;
    }
  }
  // Segments separated by , ; or newlines may each be a full choice text.
  {
    std::vector<std::string> segs;
    std::string cur;
    for (char c : answer) {
      if (c == ',' || c == ';' || c == '\n' || c == '>') {
        segs.push_back(cur);
        cur.clear();
      } else {
        cur += c;
      }
    }
    segs.push_back(cur);
    std::vector<std::string> found;
    bool all = segs.size() > 1;
    for (const auto& sg : segs) {
      std::string f = fold(sg);
      if (f.empty()) continue;
      bool hit = false;
      for (const auto& it : items)
        if (!it.text.empty() && f == fold(it.text)) {
          found.push_back(it.id);
          hit = true;
          break;
        }
      if (!hit) {
        all = false;
        break;
      }
    }
    if (all && !found.empty()) {
      ids = found;
      return true;
    }
  }
  std::vector<std::string> toks = split_tokens(answer);
  // "1) b 2) d 3) e": numbers that enumerate letter ids are not ids themselves
  {
    bool letters = false, digits = false;
    std::string id;
    for (const auto& t : toks) {
      const bool is_num = std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
      if (is_num) digits = true;
      else if (match_token(t, items, id)) letters = true;
    }
    if (letters && digits)
      toks.erase(std::remove_if(toks.begin(), toks.end(),
                                [](const std::string& t) {
                                  return std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
                                }),
                 toks.end());
  }
  // "bacd": one token of single-character ids
  bool single_char_ids = std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; });
  if (toks.size() == 1 && toks[0].size() > 1 && single_char_ids) {
    std::string t = toks[0];
    bool all_ids = true;
    std::vector<std::string> chars;
    for (char c : t) {
      std::string id;
      if (!match_token(std::string(1, c), items, id)) {
        all_ids = false;
        break;
      }
      chars.push_back(id);
    }
    if (all_ids) {
      ids = chars;
      return true;
    }
  }
  std::string first_unknown;
  for (const auto& t : toks) {
    std::string id;
    if (!match_token(t, items, id)) {
      first_unknown = t;
      break;
    }
    ids.push_back(id);
  }
  if (first_unknown.empty() && !ids.empty()) return true;
  // Short names of the choices, separated by , ; / or "and": each names the one choice whose text
  // holds all its words ("gradients, optimizer state, activations"; "wall-clock time").
  for (int with_slash = 0; with_slash < 2; ++with_slash) {
    std::vector<std::string> segs;
    std::string cur;
    const std::string a(answer);
    for (std::size_t i = 0; i <= a.size(); ++i) {
      std::size_t skip = 0;
      if (i < a.size() && a.compare(i, 5, " and ") == 0) skip = 4;
      else if (i < a.size() && a.compare(i, 3, "\xE2\x86\x92") == 0) skip = 2;  // →
      const bool cut = i == a.size() || a[i] == ',' || a[i] == ';' || a[i] == '\n' || a[i] == '>' ||
                       (with_slash && a[i] == '/') || skip;
      if (cut) {
        if (fold(cur).size()) segs.push_back(cur);
        cur.clear();
        i += skip;
      } else {
        cur += a[i];
      }
    }
    std::vector<std::string> found;
    bool all = !segs.empty();
    for (const auto& sg : segs) {
      std::vector<std::string> words;
      for (const std::string& w : split_tokens(sg)) {
        std::string l = fold(w);
        if (l == "the" || l == "a" || l == "an" || l.empty()) continue;
        words.push_back(" " + l + " ");
      }
      if (words.empty()) {
        all = false;
        break;
      }
      std::string hit;
      int hits = 0;
      for (const auto& it : items) {
        const std::string text = " " + fold(it.text) + " ";
        bool every = true;
        for (const auto& w : words) every = every && text.find(w) != std::string::npos;
        if (every) hit = it.id, ++hits;
      }
      if (hits != 1) {
        all = false;
        break;
      }
      found.push_back(hit);
    }
    if (all && !found.empty()) {
      ids = found;
      return true;
    }
  }
  // Choice ids first, then words explaining them: "(c) no", "B - O(sqrt(n))", "c) because ...".
  if (!ids.empty()) return true;
  std::string known;
  for (const auto& it : items) known += (known.empty() ? "" : ", ") + it.id;
  error = first_unknown.empty() ? "no choice found in the answer"
                                : "\"" + first_unknown + "\" is not one of the choices (" + known + ")";
  return false;
}

static const choice_item* find_item(const std::vector<choice_item>& items, const std::string& id) {
  for (const auto& it : items)
    if (it.id == id) return &it;
  return nullptr;
}

static std::string item_label(const std::vector<choice_item>& items, const std::string& id) {
  const choice_item* it = find_item(items, id);
  return it ? "(" + id + ") " + it->text : id;
}

grade_result grade_single_choice(std::string_view answer, const std::vector<choice_item>& items,
                                 const std::string& correct_id) {
  grade_result g;
  g.expected_text = item_label(items, correct_id);
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(answer, items, ids, err)) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + err + ". Type the letter of one choice.";
    return g;
  }
  g.parsed_ok = true;
  if (ids.size() != 1) {
    g.kind = "incorrect";
    g.feedback = "Pick exactly one choice.";
    return g;
  }
  const choice_item* picked = find_item(items, ids[0]);
  g.correct = ids[0] == correct_id;
  g.score = g.correct ? 1 : 0;
  g.kind = g.correct ? "correct" : "incorrect";
  g.diagnosis = g.correct ? "" : ids[0];
  g.feedback = g.correct ? "Correct." : "Not correct.";
  if (picked && !picked->feedback.empty()) g.feedback += " " + picked->feedback;
  if (!g.correct) g.reveal = "The answer is " + g.expected_text + ".";
  return g;
}

grade_result grade_multi_select(std::string_view answer, const std::vector<choice_item>& items,
                                const std::vector<std::string>& correct_ids) {
  grade_result g;
  for (const auto& id : correct_ids) g.expected_text += (g.expected_text.empty() ? "" : ", ") + id;
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(answer, items, ids, err)) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + err + ". Type the letters of all choices that apply, e.g. \"a, c\".";
    return g;
  }
  g.parsed_ok = true;
  std::set<std::string> picked(ids.begin(), ids.end()), want(correct_ids.begin(), correct_ids.end());
  int right = 0, wrong = 0;
  std::string missing, extra, notes;
  for (const auto& p : picked) {
    if (want.count(p)) ++right;
    else {
      ++wrong;
      extra += (extra.empty() ? "" : "; ") + item_label(items, p);
      const choice_item* it = find_item(items, p);
      if (it && !it->feedback.empty()) notes += " " + it->feedback;
    }
  }
  for (const auto& w : want)
    if (!picked.count(w)) missing += (missing.empty() ? "" : "; ") + item_label(items, w);
  g.correct = wrong == 0 && right == static_cast<int>(want.size());
  g.score = want.empty() ? 0 : std::max(0.0, static_cast<double>(right - wrong) / static_cast<double>(want.size()));
  g.kind = g.correct ? "correct" : (g.score > 0 ? "partial" : "incorrect");
  if (g.correct) {
    g.feedback = "Correct.";
    return g;
  }
  // Answer-free: how many right picks, which picks are wrong (the reader made them); the
  // missing ones only in the reveal.
  g.feedback = "Not quite: " + std::to_string(right) + " of " + std::to_string(want.size()) + " right choices picked.";
  if (!extra.empty()) g.feedback += " Should not be picked: " + extra + "." + notes;
  else if (!missing.empty()) g.feedback += " Something is missing.";
  if (!missing.empty()) g.reveal = "Missing: " + missing + ".";
  g.reveal += (g.reveal.empty() ? "" : " ") + std::string("The answer is ") + g.expected_text + ".";
  return g;
}

grade_result grade_ordering(std::string_view answer, const std::vector<choice_item>& items,
                            const std::vector<std::string>& correct_order) {
  grade_result g;
  for (const auto& id : correct_order) g.expected_text += (g.expected_text.empty() ? "" : ", ") + id;
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(answer, items, ids, err)) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + err + ". List the letters in order, e.g. \"b, a, c\".";
    return g;
  }
  g.parsed_ok = true;
  std::set<std::string> seen(ids.begin(), ids.end());
  if (seen.size() != ids.size() || ids.size() != correct_order.size()) {
    g.kind = "incorrect";
    g.feedback = "List every item exactly once (" + std::to_string(correct_order.size()) + " items).";
    g.reveal = "The order is " + g.expected_text + ".";
    return g;
  }
  std::size_t n = correct_order.size(), pairs = 0, right = 0;
  auto pos = [&](const std::string& id) {
    return static_cast<std::size_t>(std::find(ids.begin(), ids.end(), id) - ids.begin());
  };
  std::string first_wrong;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      ++pairs;
      if (pos(correct_order[i]) < pos(correct_order[j])) ++right;
      else if (first_wrong.empty())
        first_wrong = item_label(items, correct_order[i]) + " comes before " + item_label(items, correct_order[j]);
    }
  g.correct = right == pairs;
  g.score = pairs ? static_cast<double>(right) / static_cast<double>(pairs) : 1;
  g.kind = g.correct ? "correct" : (g.score > 0 ? "partial" : "incorrect");
  if (g.correct) {
    g.feedback = "Correct.";
  } else {
    g.feedback = "Not in the right order: " + std::to_string(right) + " of " + std::to_string(pairs) +
                 " pairs are in the right order.";
    g.reveal = first_wrong + ". The order is " + g.expected_text + ".";
  }
  return g;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] concepts

namespace {

std::string fold_plural(std::string w) {
  auto ends = [&](const char* s) {
    std::size_t n = std::char_traits<char>::length(s);
    return w.size() >= n && w.compare(w.size() - n, n, s) == 0;
  };
  if (w.size() > 4 && ends("ies")) return w.substr(0, w.size() - 3) + "y";
  if (w.size() > 4 && (ends("sses") || ends("shes") || ends("ches") || ends("xes"))) return w.substr(0, w.size() - 2);
  if (w.size() > 3 && ends("s") && !ends("ss") && !ends("us") && !ends("is")) return w.substr(0, w.size() - 1);
  return w;
}

}  // namespace

std::vector<std::string> normalise_words(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (cur.empty()) return;
    if (cur != "and" && cur != "the" && cur != "a" && cur != "an" && cur != "s" && cur != "its") {
      bool star = cur.back() == '*';
      if (star) cur.pop_back();
      cur = fold_plural(cur);
      if (star) cur += '*';
      out.push_back(cur);
    }
    cur.clear();
  };
  std::size_t n = std::min<std::size_t>(text.size(), 4000);  // bounded
  for (std::size_t i = 0; i < n; ++i) {
    unsigned char u = static_cast<unsigned char>(text[i]);
    if (std::isalnum(u)) cur += static_cast<char>(std::tolower(u));
    else if (u == '*' && !cur.empty()) cur += '*';
    else if (u == '.' && !cur.empty() && std::isdigit(static_cast<unsigned char>(cur.back())) && i + 1 < n &&
             std::isdigit(static_cast<unsigned char>(text[i + 1])))
      cur += '.';  // "1.5"
    else flush();
  }
  flush();
  return out;
}

bool concept_found(const std::vector<std::string>& words, const concept_def& c) {
  for (const auto& syn : c.synonyms) {
    std::vector<std::string> pat = normalise_words(syn);
    if (pat.empty() || pat.size() > words.size()) continue;
    for (std::size_t i = 0; i + pat.size() <= words.size(); ++i) {
      bool ok = true;
      for (std::size_t k = 0; k < pat.size() && ok; ++k) {
        const std::string& p = pat[k];
        const std::string& w = words[i + k];
        if (!p.empty() && p.back() == '*') ok = w.compare(0, p.size() - 1, p, 0, p.size() - 1) == 0 && w.size() >= p.size() - 1;
        else ok = w == p;
      }
      if (ok) return true;
    }
  }
  return false;
}

grade_result grade_concepts(std::string_view answer, const std::vector<concept_def>& required,
                            const std::vector<concept_def>& wrong, const std::vector<concept_def>& optional) {
  return grade_claims(answer, claims_from_concepts(required, wrong, optional));
}

}  // namespace ledgerlab
