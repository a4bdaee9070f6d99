// Answer grading: see quiz/grading.h. Rules and their sources are in shared/design/quiz-grading.md.
// Here: choices, multi-select and ordering, and the word normalisation the claims share. Numeric
// answers are quiz/grading_numeric.cpp, short answers by claims quiz/claims.cpp.
//
// [SECTION] choices  [SECTION] concepts
#include "core/quiz/grading.h"

#include "core/quiz/claims.h"
#include "core/quiz/quantity_detail.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <set>

#include "core/spec/json_io.h"

namespace ledgerlab {

const char* folded_accent(std::string_view text, std::size_t i) {
  if (i + 1 >= text.size() || static_cast<unsigned char>(text[i]) != 0xC3) return nullptr;
  const unsigned char raw = static_cast<unsigned char>(text[i + 1]);
  if (raw == 0x9F) return "ss";  // ß (its lower-case C3 BF would be ÿ)
  if (raw < 0x80 || raw > 0xBF) return nullptr;
  const unsigned char b = raw | 0x20;  // lower case: C3 80..9F -> A0..BF
  if (b >= 0xA0 && b <= 0xA5) return "a";
  if (b == 0xA7) return "c";
  if (b >= 0xA8 && b <= 0xAB) return "e";
  if (b >= 0xAC && b <= 0xAF) return "i";
  if (b == 0xB1) return "n";
  if (b >= 0xB2 && b <= 0xB6) return "o";
  if (b >= 0xB9 && b <= 0xBC) return "u";
  if (b == 0xBD || b == 0xBF) return "y";
  return nullptr;
}

bool accent_inside_word(std::string_view text, std::size_t i) {
  auto letter_at = [&](std::size_t k) {
    return k < text.size() && (std::isalnum(static_cast<unsigned char>(text[k])) || folded_accent(text, k) != nullptr);
  };
  // the letter before: an ASCII one, or the second byte of another accented letter
  const bool before = i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
                                (i >= 2 && folded_accent(text, i - 2) != nullptr));
  return before || letter_at(i + 2);
}

// "Also" in the readers' other languages, accents folded: Spanish "también", "además", French "aussi", German "auch",
// Portuguese "também", Italian "anche", Dutch "ook" (blind rounds 97 and 105)
static bool also_in_other_language(std::string_view w) {
  for (const char* x : {"tambien", "ademas", "aussi", "auch", "tambem", "anche", "ook"})
    if (w == x) return true;
  return false;
}

// The words that open a reader's "I think" in another language, accents folded, after the picks: French "à mon avis",
// "selon moi", "je pense", Spanish "en mi opinión", "creo", "según yo" (not "mi": "b, c y d, a mi parecer" is Spanish's
// own "a", "in my view"), German "meiner Meinung nach", "ich glaube",
// Italian "secondo me", "penso", Portuguese "acho", "na minha opinião" (fix round 110). No English noun follows the
// article "a" in these: "b, c, d et a à mon avis" picks a (the lone "à" folds to a space)
static bool remark_opener_other_language(std::string_view w) {
  for (const char* x : {"mon", "selon", "je", "creo", "pienso", "segun", "meiner", "ich", "glaube", "denke",
                        "secondo", "penso", "credo", "acho", "minha", "en"})
    if (w == x) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// [SECTION] choices

namespace {

// Lower-case words separated by single spaces. One spelling for the square root: "√n", "sqrt(n)"
// and "square root of n" all fold to "sqrt n", so a choice typed in any of them is found.
std::string fold(std::string_view s) {
  std::string o;
  for (std::size_t i = 0; i < s.size(); ++i) {
    unsigned char u = static_cast<unsigned char>(s[i]);
    if (u == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x88 &&
        static_cast<unsigned char>(s[i + 2]) == 0x9A) {  // √
      if (!o.empty() && o.back() != ' ') o += ' ';
      o += "sqrt ";
      i += 2;
    } else if ((u == 'w' || u == 'W') && (i == 0 || !std::isalnum(static_cast<unsigned char>(s[i - 1]))) &&
               i + 1 < s.size() && s[i + 1] == '/') {
      // "w/" and "w/o", as engineers type "with" and "without" ("a, b, c, d w/o e"): the words, not a
      // letter and a slash (blind round 35)
      const bool o_ = i + 2 < s.size() && (s[i + 2] == 'o' || s[i + 2] == 'O') &&
                      (i + 3 >= s.size() || !std::isalnum(static_cast<unsigned char>(s[i + 3])));
      // "w/2" is a division; "W/grads/opt state" a list of names (the word after the slash has another)
      std::size_t e = i + 2;
      while (e < s.size() && std::isalnum(static_cast<unsigned char>(s[e]))) ++e;
      if ((i + 2 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 2]))) || (e > i + 2 && e < s.size() && s[e] == '/')) {
        o += 'w';
        continue;
      }
      if (!o.empty() && o.back() != ' ') o += ' ';
      o += o_ ? "without " : "with ";
      i += o_ ? 2 : 1;
    } else if (const char* f = folded_accent(s, i); f && accent_inside_word(s, i)) {
      // "mémoire", "también", "größer": the accented letter as its base letter, inside the word (a lone
      // "é", "à" stays a space, as any other non-ASCII character: blind round 105)
      o += f;
      ++i;
    } else if (std::isalnum(u)) {
      // "TP8", "ZeRO1", "FP16": a number glued after letters is a word of its own
      if (std::isdigit(u) && !o.empty() && std::isalpha(static_cast<unsigned char>(o.back()))) o += ' ';
      o += static_cast<char>(std::tolower(u));
    } else if (!o.empty() && o.back() != ' ') {
      o += ' ';
    }
  }
  while (!o.empty() && o.back() == ' ') o.pop_back();
  // One spelling per meaning, on the reader's words and the choice texts alike: the square root;
  // "w.r.t."; and a resource's state, scarce ("the bottleneck", "doesn't fit", "a hard constraint")
  // or ample ("spare", "plenty"), so "when memory is the bottleneck" names the choice "when memory
  // is the hard constraint ..." and not "when there is spare memory". Longer phrases first: "not
  // enough" is scarce before "enough" is ample.
  static const char* const same[][2] = {
      {"square root of", "sqrt"}, {"square root", "sqrt"}, {"w r t", "with respect to"}, {"wrt", "with respect to"},
      {"not enough", "scarce"},
      // "there isn't enough memory", "you dont have enough memory": enough, denied (blind round 10)
      {"isn t enough", "scarce"}, {"isnt enough", "scarce"}, {"is not enough", "scarce"}, {"aren t enough", "scarce"},
      {"arent enough", "scarce"}, {"are not enough", "scarce"}, {"don t have enough", "scarce"},
      {"dont have enough", "scarce"}, {"do not have enough", "scarce"}, {"doesn t have enough", "scarce"},
      {"doesnt have enough", "scarce"}, {"does not have enough", "scarce"}, {"insufficient", "scarce"},
      {"doesn t fit", "scarce"}, {"does not fit", "scarce"}, {"don t fit", "scarce"},
      {"do not fit", "scarce"}, {"won t fit", "scarce"}, {"will not fit", "scarce"}, {"can t fit", "scarce"},
      // the same typed without the apostrophe ("the batch doesnt fit"), blind round 10
      {"doesnt fit", "scarce"}, {"dont fit", "scarce"}, {"wont fit", "scarce"}, {"cant fit", "scarce"},
      {"cannot fit", "scarce"}, {"out of memory", "scarce memory"}, {"oom", "scarce memory"},
      {"is the wall", "is scarce"}, {"hits the wall", "is scarce"}, {"hit the wall", "is scarce"},
      {"bottleneck", "scarce"}, {"bottlenecked", "scarce"}, {"constraint", "scarce"}, {"constrained", "scarce"},
      {"limiting factor", "scarce"}, {"tight", "scarce"}, {"short", "scarce"}, {"scarce", "scarce"},
      // "when memory is the limit", "memory is what binds", "when you run out of memory" (lead's probe 13)
      {"limit", "scarce"}, {"limiting", "scarce"}, {"binding", "scarce"}, {"what binds", "scarce"},
      {"binds", "scarce"}, {"what limits", "scarce"}, {"limits", "scarce"}, {"run out of", "scarce"}, {"runs out of", "scarce"}, {"running out of", "scarce"},
      {"ran out of", "scarce"}, {"runs out", "scarce"}, {"run out", "scarce"}, {"running out", "scarce"},
      {"room to spare", "ample"}, {"spare", "ample"}, {"plenty of", "ample"}, {"plenty", "ample"},
      {"enough", "ample"}, {"abundant", "ample"}, {"plentiful", "ample"}, {"lots of", "ample"},
      // the words engineers type for a choice's words: "root n", "flash attn", "compute" for FLOPs,
      // "stage one" for ZeRO-1, "the rest" for "everything else"
      {"root of", "sqrt"}, {"root", "sqrt"}, {"attn", "attention"}, {"flash attention", "flashattention"},
      {"flops", "compute"}, {"flop", "compute"}, {"zero stage", "zero"}, {"stage one", "zero 1"},
      {"stage 1", "zero 1"}, {"stage two", "zero 2"}, {"stage 2", "zero 2"}, {"stage three", "zero 3"},
      {"stage 3", "zero 3"}, {"the rest", "everything else"}, {"rest", "everything else"},
      {"tp", "tensor parallelism"}, {"pp", "pipeline parallelism"}, {"dp", "data parallelism"},
      {"zero one", "zero 1"}, {"zero two", "zero 2"}, {"zero three", "zero 3"},
      // memory by its hardware names; a resource that is the bound is scarce; n^0.5 is the root
      {"vram", "memory"}, {"hbm", "memory"}, {"mem", "memory"}, {"memory bound", "scarce memory"}, {"compute bound", "scarce compute"},
      {"n 0 5", "sqrt n"}, {"n 1 2", "sqrt n"},
      // activation checkpointing by its other names; the page calls it recomputation too
      // ("Recomputation (activation checkpointing)"), so a choice "recomputation" holds both names
      {"gradient checkpointing", "activation checkpointing"}, {"act ckpt", "activation checkpointing"},
      {"activation ckpt", "activation checkpointing"}, {"act checkpointing", "activation checkpointing"},
      {"ac", "activation checkpointing"}, {"ckpt", "checkpointing"},
      // recomputing by its everyday name ("memory, communication and recalculation", blind round 53)
      {"recalculations", "recomputations"}, {"recalculation", "recomputation"}, {"recalculating", "recomputing"},
      {"recalculates", "recomputes"}, {"recalculated", "recomputed"}, {"recalculate", "recompute"},
      // the passes by their short names ("a, b/c bwd runs in FP32"; blind round 35)
      {"bwd", "backward"}, {"fwd", "forward"},
      // the weights by their other name ("params", "the model parameters"; the page: "the
      // parameters themselves"), plural only: "bytes/param" stays a rate (blind round 10)
      {"params", "weights"}, {"parameters", "weights"},
      // the FP32 master copy by the names trainers give it (mixed-precision recipes: "master weights")
      {"master weights", "master copy"}, {"master weight", "master copy"}, {"master params", "master copy"},
      {"master parameters", "master copy"}, {"master values", "master copy"},
      // British spellings
      {"optimiser", "optimizer"}, {"optimisers", "optimizers"}, {"optimiser s", "optimizer s"},
      {"normalisation", "normalization"}, {"synchronisation", "synchronization"},
      {"parallelisation", "parallelization"}, {"tokenisation", "tokenization"}, {"tokeniser", "tokenizer"},
      {"tokenisers", "tokenizers"},
      // FlashAttention by its version ("FA2", "FlashAttention-2"): the same choice
      {"fa 2", "flashattention"}, {"fa 3", "flashattention"}, {"flashattention 2", "flashattention"},
      {"flashattention 3", "flashattention"},
      // Adam's moments are the optimizer state (the page: "Adam's m and v", "optimizer states"): a
      // choice "the master copy and Adam moments sharded" is what "shard the optimizer states" names
      {"adam moments", "optimizer states"}, {"adam moment", "optimizer state"}, {"adam states", "optimizer states"},
      {"adam state", "optimizer state"}, {"optimizer moments", "optimizer states"},
      // the ZeRO paper's words and notation (blind round 23): "partitioning" is sharding, P_os is
      // stage 1, P_os+g stage 2, P_os+g+p stage 3 (longer first)
      {"partitioning", "sharding"}, {"partitioned", "sharded"}, {"partitions", "shards"}, {"partition", "shard"},
      {"p os g p", "zero 3"}, {"p os g", "zero 2"}, {"p os", "zero 1"},
      // the optimizer step (or update) is an operation, not the optimizer's state in memory: "the
      // optimizer step" names no choice about the optimizer states (blind round 23); a choice that says
      // "the optimizer step" folds the same way, so it is still named
      {"optimizer steps", "update steps"}, {"optimizer step", "update step"}, {"optimizer updates", "update steps"},
      {"optimizer update", "update step"}};
  if (o.empty()) return o;
  // the table as whole words (" from ", " to "), built once: fold runs for every choice and clause
  static const std::vector<std::pair<std::string, std::string>> same_words = [] {
    std::vector<std::pair<std::string, std::string>> v;
    for (const auto& pr : same) v.emplace_back(std::string(" ") + pr[0] + " ", std::string(" ") + pr[1] + " ");
    return v;
  }();
  std::string padded = " " + o + " ";
  for (const auto& [from, to] : same_words)
    for (std::size_t p = padded.find(from); p != std::string::npos; p = padded.find(from, p + to.size() - 1))
      padded.replace(p, from.size(), to);
  // "a K times larger batch", "8 times more memory", "two times the FLOPs": "times" after a figure (a
  // number, a variable's letter, a number word) or before a comparative is a multiplier, "fold", and
  // names no choice's wall-clock time (blind round 30: "the statistics of a K times larger batch" had
  // been read as (b) "Wall-clock time ..."); "4 times slower" still says slower
  for (std::size_t p = padded.find(" times "); p != std::string::npos; p = padded.find(" times ", p + 1)) {
    std::size_t b = p;
    while (b > 0 && padded[b - 1] != ' ') --b;
    const std::string prev = padded.substr(b, p - b);
    const std::size_t ne = padded.find(' ', p + 7);
    const std::string next = padded.substr(p + 7, ne == std::string::npos ? std::string::npos : ne - (p + 7));
    bool figure = !prev.empty() && (prev.size() == 1 || std::all_of(prev.begin(), prev.end(), [](char c) {
                                      return std::isdigit(static_cast<unsigned char>(c)) != 0;
                                    }));
    for (const char* w : {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "sixteen", "hundred",
                          "thousand"})
      figure = figure || prev == w;
    bool comparative = false;
    for (const char* w : {"larger", "bigger", "more", "less", "smaller", "fewer", "greater", "higher", "lower", "as"})
      comparative = comparative || next == w;
    // "K times as long", "4 times as slow": the time is what grows, said with the multiplier
    const bool as_long = next == "as" && (padded.compare(ne, 6, " long ") == 0 || padded.compare(ne, 6, " slow ") == 0);
    if ((figure || comparative) && !as_long) padded.replace(p + 1, 5, "fold");
  }
  // "recomputation" is activation checkpointing by its other name, unless it is what a choice
  // leaves out ("store every activation (no recomputation)"); only "checkpointing" is added, so the
  // name brings no "activation" that a choice "less activation memory" holds (blind round 30:
  // "recomputation in the backward pass", what checkpointing gives up, had been read as what it buys)
  for (std::size_t p = padded.find(" recomputation "); p != std::string::npos;
       p = padded.find(" recomputation ", p + 1)) {
    auto ends = [&](const char* w) {  // the words just before position p
      const std::size_t n = std::strlen(w);
      return p >= n && padded.compare(p - n, n, w) == 0;
    };
    if (ends(" no") || ends(" not") || ends(" without")) continue;
    padded.insert(p + 14, " checkpointing");
  }
  // A state belongs to the resource it is said of: "memory is the hard constraint" and "not enough
  // memory" are one word, "scarcememory", so "when compute is the bottleneck" names no choice that
  // says memory is short (it only shares the words "scarce" and "compute").
  if (padded.find(" scarce ") == std::string::npos && padded.find(" ample ") == std::string::npos)
    return padded.substr(1, padded.size() - 2);
  std::vector<std::string> w;
  {
    std::string cur;
    for (char c : padded) {
      if (c != ' ') cur += c;
      else if (!cur.empty()) w.push_back(cur), cur.clear();
    }
  }
  auto resource = [](const std::string& x) {
    return x == "memory" || x == "compute" || x == "communication" || x == "bandwidth" || x == "interconnect" ||
           x == "network" || x == "time" || x == "vram" || x == "hbm";
  };
  auto state = [](const std::string& x) { return x == "scarce" || x == "ample"; };
  std::vector<std::string> out;
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (state(w[i]) && i + 1 < w.size() && resource(w[i + 1])) {  // "scarce memory", "ample memory"
      out.push_back(w[i] + w[i + 1]);
      ++i;
      continue;
    }
    if (resource(w[i])) {  // "memory is the hard scarce", "memory scarce"
      std::size_t j = i + 1;
      while (j < w.size() && j <= i + 4 &&
             (w[j] == "is" || w[j] == "are" || w[j] == "the" || w[j] == "a" || w[j] == "hard" || w[j] == "real" ||
              w[j] == "main" || w[j] == "becomes" || w[j] == "gets"))
        ++j;
      if (j < w.size() && state(w[j])) {
        out.push_back(w[j] + w[i]);
        i = j;
        continue;
      }
    }
    out.push_back(w[i]);
  }
  std::string r;
  for (const auto& x : out) r += (r.empty() ? "" : " ") + x;
  return r;
}

// A choice's head: its text before the explanation (": ...", " (...)"), "FlashAttention" of
// "FlashAttention: the scores are recomputed ..." ("" when the text has no explanation).
std::string choice_head(const std::string& text) {
  const std::size_t p = std::min(text.find(':'), text.find(" ("));
  return p == std::string::npos || p == 0 ? std::string() : text.substr(0, p);
}

// A word's stem for matching a reader's words against a choice's text: plural and -ed/-ing
// endings dropped ("states" = "state", "rounded" = "rounding"); the verb "frees" keeps its own.
std::string stem(std::string w) {
  auto ends = [&](const char* e) {
    const std::size_t n = std::char_traits<char>::length(e);
    return w.size() >= n && w.compare(w.size() - n, n, e) == 0;
  };
  // "frees", "freed", "freeing" are the verb (recomputation frees memory), not the adjective of "it is free" / "for
  // free": one stem of their own, which "free" does not name (round 174: "the batch it frees", "the freed space" had
  // been read as the choice "Always: it is free")
  if (w == "frees" || w == "freed" || w == "freeing") return "frees";
  if (w.size() > 4 && ends("ies")) return w.substr(0, w.size() - 3) + "y";
  if (w.size() > 5 && (ends("ches") || ends("shes") || ends("sses") || ends("xes"))) return w.substr(0, w.size() - 2);
  if (w.size() > 5 && ends("ing")) return w.substr(0, w.size() - 3);
  if (w.size() > 4 && ends("ed")) return w.substr(0, w.size() - 2);
  if (w.size() > 3 && ends("s") && !ends("ss") && !ends("us") && !ends("is")) return w.substr(0, w.size() - 1);
  return w;
}

// The stems of a choice's text, plus runs of single letters joined ("Q/K/V" also gives "qkv").
std::set<std::string> choice_stems(std::string_view text) {
  std::set<std::string> out;
  std::string run;
  const std::string f = fold(text) + " ";
  std::string w;
  bool negated = false;  // the word after "no" / "without" is what the choice leaves out ("(no recomputation)")
  for (char c : f) {
    if (c != ' ') {
      w += c;
      continue;
    }
    std::string st = stem(w);
    if (negated) st.insert(st.begin(), '!');  // kept (the text's size), matching nothing (by insert: GCC 12's
    out.insert(std::move(st));                // -Wstringop-overflow misfires on "!" + std::string here)
    negated = w == "no" || w == "without";
    if (w.size() == 1) run += w;
    else run.clear();
    if (run.size() > 1) out.insert(run);
    w.clear();
  }
  return out;
}

// Words that carry no choice ("because the input x": the input x).
bool filler_word(const std::string& l) {
  static const char* words[] = {"the", "a", "an", "because", "since", "as", "it", "its", "s", "is", "are", "that",
                                "this", "which", "when", "would", "will", "be", "get", "gets", "so", "of", "to",
                                "in", "on", "for", "by", "answer", "choice", "option", "i", "think", "say", "but",
                                "there", "you", "we", "has", "have", "some", "per"};
  for (const char* x : words)
    if (l == x) return true;
  return false;
}

// Does the reader's word (a stem) name a word of a choice? The same stem; an abbreviation, a
// prefix of 3+ letters ("comms" of communication, "norm" of normalization, "out" of outputs); or
// the same word with another ending ("recompute" / "recomputation": 6+ letters in common, at most
// 2 of the shorter word left over). Letters only: "2" is no abbreviation of "2x".
// The words of a per-parameter or size unit ("bytes/param", "bytes per parameter", "GB"): how a figure is
// counted, which no choice is named by.
bool unit_word(const std::string& l) {
  return l == "bytes" || l == "byte" || l == "param" || l == "parameter" || l == "per" || l == "gb" || l == "gib" ||
         l == "mb" || l == "tb";
}

bool word_names(const std::string& w, const std::string& c) {
  if (w == c) return true;
  if (w.size() < 3 || c.size() < 3) return false;
  for (char x : w)
    if (!std::isalpha(static_cast<unsigned char>(x))) return false;
  if (w.size() < c.size() && c.compare(0, w.size(), w) == 0) return true;
  const std::size_t n = std::min(w.size(), c.size());
  std::size_t k = 0;
  while (k < n && w[k] == c[k]) ++k;
  return k >= 6 && k + 2 >= n;
}

bool text_holds(const std::set<std::string>& text, const std::string& w) {
  if (text.count(w)) return true;
  // a resource named on its own ("memory remedies" for "when memory is short, try the remedies")
  // is held by a choice that says it is scarce or ample ("scarcememory", one word so that the other
  // resource's state names no such choice); a choice with both states has it twice (blind round 11)
  if (w == "memory" || w == "compute" || w == "communication" || w == "bandwidth" || w == "interconnect" ||
      w == "network" || w == "time")
    if (text.count("scarce" + w) || text.count("ample" + w)) return true;
  for (const std::string& c : text)
    if (word_names(w, c)) return true;
  return false;
}

// A word that negates what follows it ("not the weights", "doesn't", "unlike checkpointing").
bool negator_word(const std::string& l) {
  static const char* words[] = {"not", "no", "never", "without", "except", "neither", "nor", "unlike", "instead",
                                "dont", "doesnt", "isnt", "arent", "wont", "cant", "cannot", "rather", "hardly",
                                "barely", "scarcely", "drop", "discard"};  // "keep x, drop y"
  for (const char* x : words)
    if (l == x) return true;
  return false;
}

// A word that says something does not change ("memory unchanged", "same memory", "memory stays
// flat"), as typed or as stemmed.
bool no_change_word(const std::string& l) {
  static const char* words[] = {"unchanged", "unchang", "same", "flat", "constant", "unaffected", "unaffect", "steady",
                                "identical", "unchanging", "untouched", "untouch"};
  for (const char* x : words)
    if (l == x) return true;
  return false;
}

// "memory unchanged", "same memory", "memory is the same as before", "the weights would stay the
// same": the word a no-change word is about is denied, not named. On the clause's folded words as
// typed (fillers still in): "same as" / "identical to" and a no-change word after "is"/"stays"/
// "remains" look back past those; "same"/"constant"/"flat" before a word are about it; otherwise the
// word before. Both leave `words`; the denied word goes to `denied`. A no-change word a choice itself
// uses (in `all_text`, stemmed) is left alone.
void drop_unchanged(std::vector<std::string>& words, std::vector<std::string>& denied, const std::set<std::string>& all_text) {
  auto linking = [](const std::string& w) {
    for (const char* x : {"stay", "stays", "stayed", "staying", "remain", "remains", "remained", "kept", "keep", "keeps",
                          "is", "are", "was", "were", "be", "would", "will", "pretty", "basically", "roughly", "exactly",
                          "about", "the", "at", "s", "it", "its", "more", "or", "less", "much"})
      if (w == x) return true;
    return false;
  };
  auto before = [&](std::size_t k) {
    for (std::size_t j = k; j-- > 0;)
      if (!linking(words[j]) && !no_change_word(words[j])) return j;
    return words.size();
  };
  auto after = [&](std::size_t k) {
    for (std::size_t j = k + 1; j < words.size(); ++j)
      if (!linking(words[j]) && !no_change_word(words[j])) return j;
    return words.size();
  };
  for (std::size_t k = 0; k < words.size();) {
    const std::string& w = words[k];
    if (!no_change_word(w) || all_text.count(stem(w))) {
      ++k;
      continue;
    }
    std::size_t prev = k;
    while (prev > 0 && (words[prev - 1] == "the" || words[prev - 1] == "pretty" || words[prev - 1] == "exactly")) --prev;
    const bool after_link = prev > 0 && linking(words[prev - 1]);
    const bool compared = k + 1 < words.size() && (words[k + 1] == "as" || words[k + 1] == "to");
    const bool adjective = w == "same" || w == "constant" || w == "flat" || w == "steady" || w == "identical";
    std::size_t t = words.size();
    if (!after_link && !compared && adjective) t = after(k);
    if (t == words.size()) t = before(k);
    if (t == words.size()) t = after(k);
    if (t == words.size()) {
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(k));
      continue;
    }
    denied.push_back(words[t]);
    const std::size_t lo = std::min(t, k), hi = std::max(t, k);
    words.erase(words.begin() + static_cast<std::ptrdiff_t>(hi));
    words.erase(words.begin() + static_cast<std::ptrdiff_t>(lo));
    k = lo;
  }
}

// "slower", "takes longer": the time a choice names, when no choice has the word itself (`all_text`:
// the choices' stems); any other word as it is.
std::string time_word(const std::string& w, const std::set<std::string>& all_text, const std::string& prev) {
  // "slower", "takes longer", "lower throughput", "higher latency": a choice's wall-clock time going up,
  // where the choices name time and not the word itself. Throughput and latency only with the word that
  // says they got worse ("higher throughput" is no cost and names nothing)
  const bool worse = (w == "slower" || w == "longer") ||
                     (w == "throughput" && (prev == "lower" || prev == "less" || prev == "reduced" || prev == "worse")) ||
                     (w == "latency" && (prev == "higher" || prev == "more" || prev == "increased" || prev == "extra" ||
                                         prev == "worse" || prev == "added"));
  if (worse && !text_holds(all_text, stem(w)) && all_text.count("time")) return "time";
  // "gives up some speed", "costs speed", "loses speed": the time a choice names, else the compute
  // whose cost the lost speed is ("compute: activations are recomputed ...")
  const bool lost_speed = w == "speed" && (prev == "some" || prev == "up" || prev == "lose" || prev == "loses" ||
                                           prev == "lost" || prev == "costs" || prev == "cost" || prev == "sacrifice" ||
                                           prev == "sacrifices" || prev == "less" || prev == "lower");
  if (lost_speed && !text_holds(all_text, "speed"))
    return all_text.count("time") ? "time" : all_text.count("compute") ? "compute" : w;
  return w;
}

// Splits on , ; / whitespace, "and", "then", arrows; non-ASCII bytes are separators, except an accented
// Latin letter inside a word, read as its base letter as the claims' tokenizer reads it ("también" ->
// "tambien", "cálculo" -> "calculo", not "tambi", "n" and "c", "lculo": blind round 105); a lone "é" or "à"
// (the verb, the preposition) is still a separator, never a choice's letter.
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
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    unsigned char u = static_cast<unsigned char>(c);
    if (const char* f = folded_accent(s, i); f && accent_inside_word(s, i)) {
      cur += f;
      ++i;
    } else if (std::isalnum(u) || c == '_' || c == '-') {
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

// The place a Roman numeral with an "i" in it names ("i" 1, "iii" 3, "iv" 4, "ix" 9); 0 for any other word
// ("v" alone may be Adam's v).
std::size_t roman_place(const std::string& w) {
  static const char* const roman[] = {"i", "ii", "iii", "iv", "vi", "vii", "viii", "ix"};
  static const std::size_t place[] = {1, 2, 3, 4, 6, 7, 8, 9};
  for (std::size_t k = 0; k < std::size(roman); ++k)
    if (w == roman[k]) return place[k];
  return 0;
}

bool match_token(const std::string& tok, const std::vector<choice_item>& items, std::string& id) {
  std::string l = fold(tok);
  for (const auto& it : items)
    if (l == fold(it.id)) {
      id = it.id;
      return true;
    }
  // Roman numerals of two or more letters name a choice by its place in a list too ("ii, iii, iv"); a lone
  // "i" or "v" only where the whole answer is that numeral (parse_choice_list), "i" being the pronoun
  // and "v" Adam's v in a sentence (blind round 16)
  if (const std::size_t place = roman_place(l); place >= 2 && place <= items.size()) {
    id = items[place - 1].id;
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

namespace {

}  // namespace

// The field's Chinese terms (grading.h): the choices' glossary since blind round 17 and the short answers' Chinese
// reader since blind round 92 had each a table of their own; one since blind round 105. Longest first where one
// term holds another.
const glossary_term* chinese_field_terms(std::size_t& count) {
  static const glossary_term terms[] = {
      {"\u4f18\u5316\u5668\u72b6\u6001", "optimizer state"},        // 优化器状态
      {"\u68af\u5ea6\u7d2f\u79ef", "gradient accumulation"},          // 梯度累积
      {"\u68af\u5ea6", "gradients"},                                    // 梯度
      {"\u6743\u91cd", "weights"},                                      // 权重
      {"\u6fc0\u6d3b\u503c", "activations"},                           // 激活值
      {"\u6fc0\u6d3b", "activations"},                                  // 激活
      {"\u663e\u5b58", "memory"},                                       // 显存
      {"\u5185\u5b58", "memory"},                                       // 内存
      {"\u901a\u4fe1", "communication"},                                // 通信
      {"\u91cd\u8ba1\u7b97", "recomputation"},                         // 重计算
      {"\u8fd0\u884c\u65f6\u7f13\u51b2\u533a", "runtime buffers"},  // 运行时缓冲区
      {"kv\u7f13\u5b58", "kv cache"},                                   // kv缓存
      {"\u786c\u7ea6\u675f", "hard constraint"},                       // 硬约束
      {"\u5e73\u65b9\u6839", "square root"},                           // 平方根
      {"\u65f6\u95f4", "time"},                                         // 时间
      {"\u4f9d\u6b21", "one after another"},                            // 依次
      {"\u4e00\u4e2a\u63a5\u4e00\u4e2a", "one after another"},       // 一个接一个
  };
  count = std::size(terms);
  return terms;
}

namespace {

// The field's words in the readers' other languages (blind round 17): an answer written whole in Spanish,
// German, French, Portuguese, Italian, Chinese, Japanese or Russian ("gradientes, estado del optimizador y
// activaciones", "Gewichte, Gradienten", "c) 优化器状态", "пересчёт") is read in the English words of the
// choices. Terms only: connectives and articles are translated only where a term was.
std::string english_glossary(std::string_view answer) {
  using term = glossary_term;
  static const term terms[] = {
      // optimizer state
      {"estados del optimizador", "optimizer states"}, {"estado del optimizador", "optimizer state"},
      {"estado do otimizador", "optimizer state"}, {"estados do otimizador", "optimizer states"},
      {"\u00e9tats de l'optimiseur", "optimizer states"}, {"\u00e9tat de l'optimiseur", "optimizer state"},
      {"stato dell'ottimizzatore", "optimizer state"}, {"optimiererzust\u00e4nde", "optimizer states"},
      {"optimiererzustand", "optimizer state"},
      {"\u30aa\u30d7\u30c6\u30a3\u30de\u30a4\u30b6\u306e\u72b6\u614b", " optimizer state "},
      {"\u30aa\u30d7\u30c6\u30a3\u30de\u30a4\u30b6\u72b6\u614b", " optimizer state "},
      {"\u0441\u043e\u0441\u0442\u043e\u044f\u043d\u0438\u0435 \u043e\u043f\u0442\u0438\u043c\u0438\u0437\u0430\u0442\u043e\u0440\u0430", "optimizer state"},
      // weights, gradients, activations
      {"pesos", "weights"}, {"gewichte", "weights"}, {"poids", "weights"}, {"pesi", "weights"},
      {"\u91cd\u307f", " weights "}, {"\u0432\u0435\u0441\u0430", "weights"},
      {"gradientes", "gradients"}, {"gradienten", "gradients"}, {"gradienti", "gradients"},
      {"\u52fe\u914d", " gradients "}, {"\u0433\u0440\u0430\u0434\u0438\u0435\u043d\u0442\u044b", "gradients"},
      {"acumulaci\u00f3n de gradientes", "gradient accumulation"}, {"gradientenakkumulation", "gradient accumulation"},
      {"accumulation de gradients", "gradient accumulation"}, {"acumula\u00e7\u00e3o de gradientes", "gradient accumulation"},
      {"activaciones guardadas", "stored activations"}, {"activaciones", "activations"}, {"aktivierungsspeicher", "activation memory"},
      {"aktivierungen", "activations"}, {"ativa\u00e7\u00f5es", "activations"}, {"attivazioni", "activations"},
      {"\u0430\u043a\u0442\u0438\u0432\u0430\u0446\u0438\u0438", "activations"},
      // memory, communication, recomputation, compute, time
      {"memoria", "memory"}, {"mem\u00f3ria", "memory"}, {"speicher", "memory"}, {"m\u00e9moire", "memory"},
      {"\u30e1\u30e2\u30ea", " memory "}, {"\u043f\u0430\u043c\u044f\u0442\u044c", "memory"},
      {"comunicaci\u00f3n", "communication"}, {"comunica\u00e7\u00e3o", "communication"}, {"kommunikation", "communication"},
      {"comunicazione", "communication"},
      {"\u043a\u043e\u043c\u043c\u0443\u043d\u0438\u043a\u0430\u0446\u0438\u0438", "communication"},
      {"recomputaci\u00f3n", "recomputation"}, {"recomputa\u00e7\u00e3o", "recomputation"}, {"neuberechnung", "recomputation"},
      {"ricalcolo", "recomputation"}, {"recalcul", "recomputation"},
      {"\u043f\u0435\u0440\u0435\u0441\u0447\u0451\u0442", "recomputation"}, {"\u043f\u0435\u0440\u0435\u0441\u0447\u0435\u0442", "recomputation"},
      {"se recalculan", "recomputed"}, {"neu berechnet", "recomputed"}, {"c\u00f3mputo", "compute"}, {"rechenzeit", "compute"},
      {"\u8ba1\u7b97\u91cf", " FLOPs "}, {"\u6642\u9593", " time "}, {"tempo", "time"},
      {"um ap\u00f3s o outro", "one after another"}, {"uno tras otro", "one after another"},
      {"\u9806\u756a\u306b", " one after another "},
      // sizes, order words
      {"m\u00e1s peque\u00f1o", "smaller"}, {"kleinere", "smaller"}, {"plus petit", "smaller"},
      {"m\u00e1s grandes", "bigger"}, {"gr\u00f6\u00dfere", "bigger"}, {"plus grands", "bigger"},
      {"precisi\u00f3n mixta", "mixed precision"}, {"weniger", "less"}, {"moins de", "less"},
      {"restricci\u00f3n dura", "hard constraint"},
      {"ra\u00edz cuadrada", "square root"}, {"quadratwurzel", "square root"}, {"racine carr\u00e9e", "square root"},
      {"raiz quadrada", "square root"}, {"radice quadrata", "square root"},
      // block intermediates, serving
      {"entradas de normalizaci\u00f3n", "normalization inputs"}, {"normalisierungseingaben", "normalization inputs"},
      {"proyecciones", "projections"}, {"projektionen", "projections"}, {"entradas y salidas del mlp", "mlp inputs and outputs"},
      {"mlp-ein- und ausgaben", "mlp inputs and outputs"}, {"m\u00e1scaras de dropout", "dropout masks"},
      {"dropout-masken", "dropout masks"}, {"cach\u00e9 kv", "kv cache"}, {"kv-cache", "kv cache"},
      {"b\u00faferes de ejecuci\u00f3n", "runtime buffers"}, {"laufzeitpuffer", "runtime buffers"},
      // the sides of the model's life ("e también es para inferencia": the KV cache put on the inference side; fix
      // round 109: the remark had been read as adding e)
      {"inferencia", "inference"}, {"infer\u00eancia", "inference"}, {"inf\u00e9rence", "inference"},
      {"inferenz", "inference"}, {"inferenza", "inference"}, {"entrenamiento", "training"},
      {"entra\u00eenement", "training"}, {"treinamento", "training"}, {"addestramento", "training"},
      // (Portuguese "treino", as in "b e d são do treino"; fix round 121)
      {"treino", "training"},
  };
  // ("pesos (a), caché KV (c) y también e": "and also" before a letter adds it, where "and too e" read nothing; fix
  // round 110)
  // ("d también es de entrenamiento", "b também é do treino": "also" before the verb, read as English puts it, "d is
  // also of training", where "d too is of training" had been read as adding d; fix round 121)
  static const term links[] = {{"tambi\u00e9n es", "is also"}, {"tambien es", "is also"}, {"tambi\u00e9n son", "are also"},
                               {"tambien son", "are also"}, {"tamb\u00e9m \u00e9", "is also"},
                               {"tamb\u00e9m s\u00e3o", "are also"}, {"tambem sao", "are also"},
                               {"y tambi\u00e9n", "and also"}, {"y tambien", "and also"},
                               // (the "y" already read as "and" between letters: english_letters_joined)
                               {"and tambi\u00e9n", "and also"}, {"and tambien", "and also"},
                               {"y", "and"}, {"und", "and"}, {"et", "and"}, {"\u0438", "and"},
                               {"die", "the"}, {"der", "the"}, {"das", "the"}, {"les", "the"}, {"la", "the"},
                               {"le", "the"}, {"los", "the"}, {"las", "the"}, {"el", "the"}, {"del", "of the"},
                               {"de", "of"}, {"des", "of"}, {"para", "for"}, {"cuando", "when"}, {"es", "is"},
                               {"tambi\u00e9n", "too"}, {"tambien", "too"},
                               // negations and exceptions ("nicht die Gewichte", "pas les poids", "不是权重", "не веса")
                               {"nicht", "not"}, {"keine", "not"}, {"kein", "not"}, {"pas", "not"}, {"ne", ""},
                               {"no", "not"}, {"n\u00e3o", "not"}, {"non", "not"}, {"\u043d\u0435", "not"},
                               {"\u4e0d\u662f", " not "}, {"\u4e0d", " not "}, {"\u6ca1\u6709", " not "},
                               {"\u3067\u306f\u306a\u3044", " not "}, {"\u3058\u3083\u306a\u3044", " not "},
                               {"sondern", "but"}, {"sino", "but"}, {"mais", "but"}, {"ma", "but"},
                               {"au\u00dfer", "all except"}, {"sauf", "all except"}, {"excepto", "all except"},
                               {"menos", "all except"}, {"\u9664\u4e86", " all except "}, {"\u043a\u0440\u043e\u043c\u0435", "all except"},
                               {"\u548c", " and "}, {"\u3001", ", "}, {"\uff0c", ", "}, {"\uff1a", ": "},
                               {"\uff08", " ("}, {"\uff09", ") "}, {"\u306e", " "}};
  auto lower_ascii = [](std::string_view t) {
    std::string o(t);
    for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return o;
  };
  auto letter = [](unsigned char c) { return std::isalnum(c) || c >= 0x80; };
  auto replace_all = [&](std::string& text, const term* list, std::size_t n, bool& any, bool spaced = false) {
    for (std::size_t i = 0; i < n; ++i) {
      const std::string from = list[i].from;
      const std::string to = spaced ? std::string(" ") + list[i].to + " " : std::string(list[i].to);
      const bool cjk = static_cast<unsigned char>(from[0]) >= 0xE0 || from[0] == ' ';
      std::string low = lower_ascii(text);
      for (std::size_t p = low.find(from); p != std::string::npos; p = low.find(from, p + 1)) {
        const std::size_t e = p + from.size();
        if (!cjk && ((p > 0 && letter(static_cast<unsigned char>(low[p - 1]))) ||
                     (e < low.size() && letter(static_cast<unsigned char>(low[e])))))
          continue;
        text.replace(p, from.size(), to);
        low = lower_ascii(text);
        p += to.size() - 1;
        any = true;
      }
    }
  };
  std::string out(answer);
  bool any = false;
  std::size_t chinese_n = 0;
  const glossary_term* chinese = chinese_field_terms(chinese_n);
  replace_all(out, chinese, chinese_n, any, true);
  replace_all(out, terms, std::size(terms), any);
  if (!any) return std::string(answer);
  bool links_any = false;
  replace_all(out, links, std::size(links), links_any);
  return out;
}


bool parse_choice_words(std::string_view answer, const std::vector<choice_item>& items, std::vector<std::string>& ids,
                        std::string& error);

// The stems of the single-choice question being graded (set by grade_single_choice while it reads an
// answer): a word the answer only repeats from the question names no choice in the reader's own words
// that holds it only with another ending
// (blind round 30: "FLOPs per token" for "why is the backward pass 2x the FLOPs?" had been read as the
// choice about "two gradient computations")
thread_local const std::set<std::string>* asked_stems = nullptr;

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '\''; }

// What is left of `s` from `at`, without the separators a correction or a hedge leaves in front
// (" , : ; - — –" and spaces).
std::string_view rest_after(std::string_view s, std::size_t at) {
  while (at < s.size()) {
    const unsigned char u = static_cast<unsigned char>(s[at]);
    if (u == ' ' || u == ',' || u == ':' || u == ';' || u == '-' || u == '.' || u == '!' || u == '\n') {
      ++at;
    } else if (u == 0xE2 && at + 2 < s.size() && static_cast<unsigned char>(s[at + 1]) == 0x80 &&
               (static_cast<unsigned char>(s[at + 2]) == 0x94 || static_cast<unsigned char>(s[at + 2]) == 0x93)) {
      at += 3;  // — –
    } else {
      break;
    }
  }
  return s.substr(std::min(at, s.size()));
}

// The reader's own correction ("b, actually c", "stage 2, no wait, stage 1", "a — no, b"): the
// position after the last correction word that has a pick before it, or npos.
std::size_t last_correction(const std::string& low) {
  // "wait no", "wait, no" and a bare "wait," correct as "no wait" does: "c, wait no, a", "a, wait, b" (blind round 14)
  static const char* const marks[] = {"no wait", "wait no", "wait, no", "wait,", "actually", "i mean", "or rather",
                                      "correction", "scratch that", "on second thought", "on second thoughts", "oops",
                                      // "b, oh no, a" (blind round 108)
                                      "oh no,"};
  std::size_t best = std::string::npos;
  // what follows a correction word is no new pick when it is the article "a" before a word ("c, sorry, a bit
  // unsure", "c - no, a single 80 GB card cannot hold it") or a lone letter the reader denies ("a; no, c is not
  // the reason"): audit round 63
  auto word_at = [&](std::size_t e) {
    std::size_t b = e;
    while (b < low.size() && word_char(low[b])) ++b;
    return low.substr(e, b - e);
  };
  auto no_pick_after = [&](std::size_t e) {
    while (e < low.size() && (low[e] == ' ' || low[e] == ',' || low[e] == ':')) ++e;
    if (e >= low.size() || low[e] < 'a' || low[e] > 'h' || (e + 1 < low.size() && word_char(low[e + 1]))) return false;
    std::size_t f = e + 1;
    if (f >= low.size() || low[f] != ' ') return false;
    while (f < low.size() && low[f] == ' ') ++f;
    const std::string w = word_at(f);
    if (w.empty()) return false;
    if (low[e] == 'a' && std::isalpha(static_cast<unsigned char>(w[0])) && w.size() > 1) {
      for (const char* x : {"because", "since", "as", "so", "then", "for", "is", "it", "its", "it's", "and", "or", "not",
                            "was", "instead", "obviously", "definitely", "surely", "too", "also", "cause", "cuz", "bc",
                            "imo", "probably", "right", "then", "final", "only", "sorry", "wait", "actually", "no"})
        if (w == x) return false;
      return true;  // the article
    }
    const std::string rest = low.substr(f, 14);
    for (const char* x : {"is not", "isn't", "isnt", "is wrong", "is incorrect", "is false", "does not", "doesn't", "doesnt"})
      if (rest.compare(0, std::strlen(x), x) == 0) return true;
    return false;
  };
  auto consider = [&](std::size_t p, std::size_t n) {
    const bool left = p == 0 || !word_char(low[p - 1]);
    const bool right = p + n >= low.size() || !word_char(low[p + n]);
    if (!left || !right) return;
    if (no_pick_after(p + n)) return;
    bool before = false;  // a pick before the correction: something to correct
    for (std::size_t k = 0; k < p; ++k) before = before || std::isalnum(static_cast<unsigned char>(low[k]));
    if (before && (best == std::string::npos || p + n > best)) best = p + n;
  };
  // "it actually needs more FLOPs", "they are actually stored": "actually" right after a subject pronoun or
  // an auxiliary is an adverb of the clause, not the reader's correction (blind round 34)
  auto adverb = [&](std::size_t p) {
    std::size_t e = p;
    while (e > 0 && low[e - 1] == ' ') --e;
    if (e == p) return false;
    std::size_t b = e;
    while (b > 0 && word_char(low[b - 1])) --b;
    const std::string w = low.substr(b, e - b);
    for (const char* x : {"it", "it's", "its", "they", "this", "that", "which", "we", "you", "is", "are", "was", "were",
                          "does", "do", "did", "can", "will", "would", "really"})
      if (w == x) return true;
    return false;
  };
  for (const char* m : marks) {
    const std::size_t n = std::strlen(m);
    for (std::size_t p = low.find(m); p != std::string::npos; p = low.find(m, p + 1))
      if (std::strcmp(m, "actually") != 0 || !adverb(p)) consider(p, n);
  }
  // "a, sorry, b", "b, sorry a" (blind round 60): an apology after a pick's stop, then a lone choice letter
  for (std::size_t p = low.find("sorry"); p != std::string::npos; p = low.find("sorry", p + 1)) {
    std::size_t k = p;
    while (k > 0 && low[k - 1] == ' ') --k;
    if (k == 0 || std::strchr(",.;-!", low[k - 1]) == nullptr) continue;
    std::size_t e = p + 5;
    while (e < low.size() && (low[e] == ' ' || low[e] == ',')) ++e;
    if (e < low.size() && low[e] >= 'a' && low[e] <= 'h' && (e + 1 >= low.size() || !word_char(low[e + 1])))
      consider(p, 5);
  }
  // "b, c. oh and d" (blind round 60): "oh" before an added pick is a correction that adds
  // (not a remark about a choice: "b, c, d (oh and e is inference only)" says why e is left out; audit round 63)
  for (std::size_t p = low.find("oh and "); p != std::string::npos; p = low.find("oh and ", p + 1)) {
    std::size_t e = p + 7;
    for (;;) {  // the letters added: "d", "d and e", "d, e"
      while (e < low.size() && low[e] == ' ') ++e;
      if (e >= low.size() || low[e] < 'a' || low[e] > 'h' || (e + 1 < low.size() && word_char(low[e + 1]))) break;
      ++e;
      std::size_t f = e;
      while (f < low.size() && (low[f] == ' ' || low[f] == ',')) ++f;
      const std::string w = word_at(f);
      if (w == "and" || w == "or") e = f + w.size();
      else if (f > e && f < low.size() && low[f] >= 'a' && low[f] <= 'h' && (f + 1 >= low.size() || !word_char(low[f + 1]))) e = f;
      else break;
    }
    std::size_t f = e;
    while (f < low.size() && low[f] == ' ') ++f;
    const std::string w = f < low.size() ? word_at(f) : std::string();
    const bool remark = !w.empty() && std::isalpha(static_cast<unsigned char>(w[0])) && w != "too" && w != "also" &&
                        w != "as" && w != "because" && w != "since" && w != "then";
    if (!remark) consider(p, 2);
  }
  // "b, no, c", "b — no: c": "no" right after punctuation that ends a pick
  for (std::size_t p = low.find("no"); p != std::string::npos; p = low.find("no", p + 1)) {
    std::size_t k = p;
    while (k > 0 && low[k - 1] == ' ') --k;
    const bool after_stop = k > 0 && (low[k - 1] == ',' || low[k - 1] == ';' || low[k - 1] == '?' || low[k - 1] == '.' ||
                                      low[k - 1] == '!' ||
                                      (k >= 3 && static_cast<unsigned char>(low[k - 1]) >= 0x93 &&
                                       static_cast<unsigned char>(low[k - 3]) == 0xE2) ||
                                      low[k - 1] == '-');
    const bool then_stop = p + 2 < low.size() && (low[p + 2] == ',' || low[p + 2] == ':');
    // "a. Does inference need to keep x? No, only until y is computed": a question the reader asks and
    // answers is no tentative pick; what follows its "no" is no correction (audit round 36)
    bool asked = false;
    if (after_stop && k > 0 && low[k - 1] == '?') {
      std::size_t q = k - 1;
      while (q > 0 && std::strchr(".;!?:", low[q - 1]) == nullptr) --q;
      while (q < k && !word_char(low[q])) ++q;
      std::size_t qe = q;
      while (qe < k && word_char(low[qe])) ++qe;
      const std::string first = low.substr(q, qe - q);
      for (const char* x : {"does", "do", "did", "is", "are", "was", "were", "can", "could", "would", "will", "should",
                            "has", "have", "must", "need", "needs"})
        asked = asked || first == x;
    }
    // "c, no b", "2x, no 4x" (blind round 60): "no" after the stop, then a lone choice letter that ends the
    // answer or its clause; "b, no activations" is a determiner, not a correction
    // (only after a lone pick: in "a b c, no d" or "a b d e, no c and no f" the "no" excludes, it does not correct)
    bool then_letter = false;
    if (p + 3 < low.size() && low[p + 2] == ' ' && low[p + 3] >= 'a' && low[p + 3] <= 'h') {
      const std::size_t e = p + 4;
      then_letter = e >= low.size() || (!word_char(low[e]) && low[e] != '-' && low[e] != '/');
      // (not a list the "no" excludes: "c. no a, b or d shards the optimizer state"; audit round 63)
      std::size_t f = e;
      while (f < low.size() && (low[f] == ' ' || low[f] == ',')) ++f;
      if (const std::string c = word_at(f); c == "or" || c == "nor" || c == "and") {
        f += c.size();
        while (f < low.size() && low[f] == ' ') ++f;
      }
      if (f > e && f < low.size() && low[f] >= 'a' && low[f] <= 'h' && (f + 1 >= low.size() || !word_char(low[f + 1])))
        then_letter = false;
      std::string head;
      for (std::size_t j = 0; j < k; ++j)
        if (word_char(low[j])) head += low[j];
      then_letter = then_letter && head.size() == 1 && head[0] >= 'a' && head[0] <= 'h';
    }
    if (after_stop && (then_stop || then_letter) && !asked) consider(p, 2);
  }
  return best;
}

// A hedge word or phrase before the pick ("probably b", "my guess: checkpointing", "not sure but
// c", "I think a"): the length of the lead to drop, or 0.
std::size_t hedge_lead(const std::string& low) {
  static const char* const leads[] = {
      "i'm not sure but", "im not sure but", "i am not sure but", "not sure but", "not sure, but", "not sure,",
      "not sure", "not 100% sure but", "not 100% sure,", "my best guess is", "my best guess", "my guess is",
      "my guess would be", "my guess", "i think it's", "i think its",
      "i think it is", "i think", "i guess", "i believe", "probably", "most likely", "likely", "maybe",
      "perhaps", "possibly", "definitely", "surely", "i suppose",
      // "probably" as typed on a phone: "prob b", "prolly c", "probs a" (blind round 19)
      "prob", "prolly", "probs",
      // colloquial certainty before the pick: "def b", "gotta be c", "obviously a", "has to be d" (blind round 13)
      "it's gotta be", "its gotta be", "it has to be", "it must be", "gotta be", "got to be", "has to be",
      "must be", "deffo", "defo", "def", "obviously", "clearly", "certainly", "for sure",
      // ... and the other adverbs of certainty: "absolutely c", "totally b", "easily c" (lead's probe 17)
      "absolutely", "totally", "easily", "undoubtedly", "unquestionably",
      // ... and the phrases of no doubt: "without a doubt it doesn't fit", "beyond doubt c" (blind round 54)
      "without a doubt", "without any doubt", "without doubt", "beyond a doubt", "beyond doubt",
      // ... and words of candour or stance: "honestly no", "technically c", "to be honest, b" (session 36: the
      // adverb had been taken for a choice's name, and the answer was unreadable)
      "to be honest,", "to be honest", "honestly,", "honestly", "frankly,", "frankly", "technically,", "technically",
      "realistically,", "realistically", "strictly speaking,", "strictly speaking", "tbh,", "tbh",
      // "by elimination, b" (lead's probe 11)
      "by the process of elimination", "by process of elimination", "process of elimination", "by elimination",
      // (the reader's own pick said as an act, "I'd pick a, b, d and e", "we'd use c", "going with b" (lead's probe
      // 12): quantity_detail::settling_phrases, below)
      // an academic's hedges before the pick: "Arguably b, c and d", "Presumably (b)", "I'd argue c" (blind round 72:
      // the adverb had been taken for a choice's name, and the answer was unreadable)
      "arguably", "presumably", "plausibly", "conceivably", "in all likelihood", "i would argue", "i'd argue",
      "id argue", "i would suggest", "i'd suggest", "i would venture", "i'd venture",
      // Singlish certainty before the pick: "confirm c", "confirm plus chop b" ("definitely"; blind round 101)
      "confirm plus chop", "confirm",
      // a pointer to the reader's earlier working before the pick: "see above, b", "as above: c" (round 133)
      "see above,", "see above", "as above,", "as above", "same as above,", "same as above",
      // a phone reader's "I don't know" said as a shrug before the pick it still gives: "idk maybe c", "dunno, b d e"
      // (blind round 188; "idk" alone picks nothing, and the rest must read as the pick on its own)
      "i dunno,", "i dunno", "dunno,", "dunno", "idk,", "idk"};
  for (const char* h : leads) {
    const std::size_t n = std::strlen(h);
    if (low.compare(0, n, h) == 0 && (low.size() == n || !word_char(low[n]) || h[n - 1] == ',')) return n;
  }
  // "I'd go with c", "my pick is b", "going with a, c and e": the reader's commitment (one list with the settled
  // figure's and the later clause's, round 170)
  if (const std::size_t n = quantity_detail::settling_phrase_at(low, 0)) return n;
  // "I'm fairly sure it's b", "pretty sure that c", "I'd guess it is a": words about the reader's
  // confidence before the pick, with at least one that says so
  static const char* const soft[] = {"i", "i'm", "im", "i am", "am", "fairly", "pretty", "quite", "very", "sure",
                                     "certain", "confident", "guess", "think", "believe", "would", "i'd", "id",
                                     "say", "it's", "its", "it", "is", "that", "the", "answer", "should", "be",
                                     "probably", "maybe", "likely"};
  std::size_t at = 0;
  bool confidence = false;
  for (;;) {
    std::size_t b = at;
    while (b < low.size() && low[b] == ' ') ++b;
    std::size_t e = b;
    while (e < low.size() && word_char(low[e])) ++e;
    if (e == b) break;
    const std::string w = low.substr(b, e - b);
    bool known = false;
    for (const char* x : soft) known = known || w == x;
    // "I'm not fully sure but b": "not" and a degree before the word of confidence, "but" after it (a
    // "not" after it negates the pick: "I'm sure it's not b") (blind round 17)
    if (!confidence && (w == "not" || w == "fully" || w == "entirely" || w == "totally" || w == "completely"))
      known = true;
    if (confidence && w == "but") known = true;
    if (!known) break;
    confidence = confidence || w == "sure" || w == "certain" || w == "confident" || w == "guess" || w == "think" ||
                 w == "believe" || w == "probably" || w == "maybe" || w == "likely";
    at = e;
  }
  return confidence ? at : 0;
}

// A second try's opener before the pick, the reader taking in the hint or their first answer ("fine - b,
// c and d", "changed my mind: c, d, a, b", "then it doesn't fit", "ok then c", "oh right, b"): the length
// of the openers to drop, or 0 (blind round 64). Openers only: what follows must read as the pick on its own.
std::size_t retry_lead(const std::string& low) {
  static const char* const leads[] = {"i've changed my mind", "ive changed my mind", "i changed my mind",
                                      "changed my mind", "change of mind", "on second thought", "on second thoughts",
                                      "in that case", "that case", "fine", "ok", "okay", "alright", "all right",
                                      "then", "so", "hmm", "hm", "oh right", "ah right", "ahh right", "ahh", "ah",
                                      "oh", "oh ok", "oh okay", "got it", "i see", "now"};
  std::size_t at = 0;
  bool opener = false;
  for (bool stepped = true; stepped;) {
    stepped = false;
    std::size_t b = at;
    while (b < low.size() && (low[b] == ' ' || low[b] == ',' || low[b] == '-' || low[b] == ':' || low[b] == '.' ||
                              low[b] == '!' || low[b] == ';'))
      ++b;
    std::size_t best = 0;
    for (const char* h : leads) {
      const std::size_t n = std::strlen(h);
      if (n > best && low.compare(b, n, h) == 0 && (b + n == low.size() || !word_char(low[b + n]))) best = n;
    }
    if (best > 0) {
      at = b + best;
      stepped = true;
      opener = true;
    }
  }
  return opener ? at : 0;
}

// A label before the pick ("order: b, d, a, c", "answer = b", "the order is b, d, a, c", "final
// answer - c", "my ranking: ..."): the length of the lead to drop, or 0. Label words only, at least one
// naming what follows (answer, order, ...), ended by ':', '=', '-' or "is"/"would be".
std::size_t label_lead(const std::string& low) {
  static const char* const fill[] = {"my", "the", "final", "correct", "right", "is", "would", "be", "should", "will",
                                     // the book's own answer cited: "the page's answer (b)" (blind round 15)
                                     "page's", "book's", "page", "book", "see", "per", "as", "in",
                                     // the plural copula of a restated plural noun: "the steps in order are b, d, e, a, c"
                                     // (blind round 72)
                                     "are"};
  // "ans", "ans." as typed for "answer" ("Ans - a", blind round 14)
  static const char* const noun[] = {"answer", "answers", "ans", "order", "ordering", "sequence", "ranking", "list",
                                     "choice", "choices", "pick", "picks", "solution", "result", "steps",
                                     // what an ordering question's items are called: "the remedies in order are c, d,
                                     // a, b" (blind round 78)
                                     "remedies", "options", "fixes", "items", "stages",
                                     // the book's table cited before the pick: "see the table: c", "per table 1: c"
                                     "table",
                                     // a TA's grading note names the pick as the key: "Key: c ✔", "Key: b, d, a, c"
                                     // (blind round 97 row 298)
                                     "key"};
  std::size_t at = 0;
  bool named = false;
  std::string last;
  for (;;) {
    std::size_t b = at;
    while (b < low.size() && low[b] == ' ') ++b;
    if (named && b < low.size() && (low[b] == ':' || low[b] == '=' || low[b] == '-' || low[b] == '(')) {
      if (low[b] == '(') return b;  // "the page's answer (b)": the bracket holds the pick
      if (low[b] == '=' && b + 1 < low.size() && low[b + 1] == '>') return b + 2;
      return b + 1;
    }
    std::size_t e = b;
    while (e < low.size() && word_char(low[e])) ++e;
    if (e == b) break;
    const std::string w = low.substr(b, e - b);
    bool is_noun = false, is_fill = false;
    for (const char* x : noun) is_noun = is_noun || w == x;
    for (const char* x : fill) is_fill = is_fill || w == x;
    // a possessive before the noun it names: "the checklist's steps in order are ..." (blind round 72)
    if (!is_fill && w.size() > 3 && w.compare(w.size() - 2, 2, "'s") == 0 && w != "it's" && w != "that's" && w != "what's")
      is_fill = true;
    // "see Table 1: c": the table's number
    if (last == "table" && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; })) is_fill = true;
    if (!is_noun && !is_fill) break;
    named = named || is_noun;
    last = w;
    at = e;
  }
  return named && (last == "is" || last == "be" || last == "are") ? at : 0;
}

// The two ends of an order, as readers and questions name them: "lightest" and "heaviest",
// "first" and "last". 0 when the word names no end.
int order_pole(const std::string& w) {
  static const char* const start[] = {"first", "start", "beginning", "top", "lightest", "light", "smallest", "least",
                                      "earliest", "lowest", "cheapest", "easiest", "simplest", "weakest", "mildest"};
  static const char* const end[] = {"last", "end", "bottom", "heaviest", "heavy", "largest", "biggest", "most",
                                    "latest", "highest", "hardest", "strongest", "finish"};
  for (const char* x : start)
    if (w == x) return 1;
  for (const char* x : end)
    if (w == x) return 2;
  return 0;
}

// The order words of the readers' other languages, folded (split_tokens reads "después" as "despues", "schließlich"
// as "schliesslich"), as the English word they are: "primero c, luego d, después a y al final b", "d'abord c, puis
// d, ensuite a, enfin b", "zuerst c, dann d, danach a, zuletzt b", "prima c, poi d, quindi a e infine b" (blind round
// 105: they had left the order unread). nullptr for any other word; "" for a word that only joins or opens one of
// them (the conjunctions "y", "und", "et", the "e" before an order word, "al" and "por" of "al final" and "por
// último", "la" of "la fin", the "d" of "d'abord"), which places nothing. `prev` and `next` are the words beside it.
const char* order_word_other_language(const std::string& l, const std::string& prev, const std::string& next) {
  static const char* const first[] = {"primero", "primeiro", "prima", "zuerst", "abord"};
  static const char* const then[] = {"luego", "despues", "entonces", "depois", "entao", "puis", "ensuite",
                                     "dann", "danach", "anschliessend", "poi", "quindi", "dopo"};
  static const char* const last[] = {"finalmente", "enfin", "zuletzt", "schliesslich", "infine"};
  auto in = [](const std::string& w, const char* const* list, std::size_t n) {
    for (std::size_t k = 0; k < n; ++k)
      if (w == list[k]) return true;
    return false;
  };
  if (in(l, first, std::size(first))) return prev == "d" || l != "abord" ? "first" : nullptr;
  if (in(l, then, std::size(then))) return "then";
  if (in(l, last, std::size(last))) return "finally";
  if ((l == "final" && prev == "al") || (l == "ultimo" && (prev == "por" || prev == "al")) || (l == "fim" && prev == "por") ||
      (l == "fin" && prev == "la"))
    return "finally";
  if ((l == "al" && (next == "final" || next == "ultimo")) || (l == "por" && (next == "ultimo" || next == "fim")) ||
      (l == "la" && next == "fin") || (l == "d" && next == "abord"))
    return "";
  if (l == "y" || l == "und" || l == "et") return "";
  // the Portuguese and Italian "e" ("and") only between a letter and an order word ("a e depois c", "a e infine c"):
  // elsewhere it is a choice's letter ("dann e, dann a")
  if (l == "e" && prev.size() == 1 && (in(next, then, std::size(then)) || in(next, last, std::size(last)) || next == "por"))
    return "";
  return nullptr;
}

// Words that place a pick in an order ("first b then d then a then c"), not a pick.
bool order_word(const std::string& l) {
  static const char* const words[] = {"first", "firstly", "next", "after", "that", "finally", "lastly", "second",
                                      "secondly", "third", "thirdly", "fourth", "fifth", "start", "with",
                                      // "first try c, then d, then a, last b": 'try' after an order word and a
                                      // closing 'last' before its item (blind round 98 rows 197, 199)
                                      "try", "last"};
  for (const char* x : words)
    if (l == x) return true;
  return false;
}

}  // namespace

// How readers write a pick around it, before the choices are read (parse_choice_words): a
// correction ("b, actually c": what follows the last one), a hedge word before the pick ("probably
// b": the pick), list numbers that open lines ("1. smaller batch\n2. recomputation": not picks by
// position) and order words between ids ("first b then d then a then c").
namespace {
// Typos in the words of the choices ("gradeints", "optimiser", "activatons", "checkpionting",
// "recompuation", "weigths"): a word of 7+ letters that no choice uses and that is one edit
// (claims' one_edit) from exactly one word of the choices' texts is read as that word (blind round
// 12). Shorter words are left alone ("shared" is no typo of "sharded", "input" none of "inputs"),
// except a 6-letter word with two neighbours swapped ("memroy"; blind round 41).
std::string correct_choice_typos(std::string_view answer, const std::vector<choice_item>& items) {
  std::set<std::string> vocab;
  for (const auto& it : items) {
    std::string w;
    for (std::size_t i = 0; i <= it.text.size(); ++i) {
      const char c = i < it.text.size() ? static_cast<char>(std::tolower(static_cast<unsigned char>(it.text[i]))) : ' ';
      if (c >= 'a' && c <= 'z') w += c;
      else {
        if (w.size() >= 6) vocab.insert(w);
        w.clear();
      }
    }
  }
  if (vocab.empty()) return std::string(answer);
  std::string out;
  std::size_t i = 0;
  while (i < answer.size()) {
    const unsigned char u = static_cast<unsigned char>(answer[i]);
    if (!std::isalpha(u)) {
      out += answer[i++];
      continue;
    }
    std::size_t j = i;
    while (j < answer.size() && std::isalpha(static_cast<unsigned char>(answer[j]))) ++j;
    std::string word(answer.substr(i, j - i)), low;
    for (char c : word) low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    // a word glued to digits or other letters' bytes (UTF-8) is left alone
    const bool glued = (i > 0 && (static_cast<unsigned char>(answer[i - 1]) >= 0x80 || std::isdigit(static_cast<unsigned char>(answer[i - 1])))) ||
                       (j < answer.size() && (static_cast<unsigned char>(answer[j]) >= 0x80 || std::isdigit(static_cast<unsigned char>(answer[j]))));
    if (!glued && low.size() >= 6 && !vocab.count(low)) {
      std::string fix;
      int fixes = 0;
      // a 6-letter word only with two neighbours swapped ("memroy" for "memory", blind round 41): a letter
      // added or dropped there makes other words ("shared" for "sharded")
      for (const std::string& v : vocab)
        if (one_edit(low, v) && v != fix && (low.size() >= 7 || (v.size() == low.size() && swapped_pair(low, v)))) fix = v, ++fixes;
      if (fixes == 1) word = fix;
    }
    out += word;
    i = j;
  }
  return out;
}

// The frameworks' names for activation checkpointing, read as the page's words before the typo step
// (which would take "recompute" for a choice's "recomputed"; blind round 19): Megatron's
// "--recompute-granularity full" and a "full recompute" keep only each layer's input (full
// checkpointing); PyTorch's "torch.utils.checkpoint" is the checkpointing call itself. The words may
// be joined by '-', '_', '.', '=' or spaces, in any case.
std::string framework_terms(std::string_view answer) {
  static const std::vector<std::pair<std::vector<std::string>, std::string>> terms = {
      {{"recompute", "granularity", "full"}, "full activation checkpointing"},
      {{"recompute", "granularity", "selective"}, "selective activation checkpointing"},
      {{"full", "recompute"}, "full activation checkpointing"},
      {{"full", "recomputation"}, "full activation checkpointing"},
      {{"torch", "utils", "checkpoint"}, "activation checkpointing"}};
  // ledgerlab's own flags, "--recompute full" and "--recompute selective" (blind round 49: "--flash
  // --recompute full" had read as FlashAttention alone); only with the flag's dashes, as typed at the CLI
  static const std::vector<std::pair<std::vector<std::string>, std::string>> flags = {
      {{"recompute", "full"}, "full activation checkpointing"},
      {{"recompute", "selective"}, "selective activation checkpointing"}};
  auto sep = [](char c) { return c == '-' || c == '_' || c == '.' || c == '=' || c == ' ' || c == ':'; };
  auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::string out;
  bool changed = false;
  std::size_t i = 0;
  while (i < answer.size()) {
    bool hit = false;
    if (alnum(answer[i]) && (i == 0 || !alnum(answer[i - 1]))) {
      const bool dashed = i >= 2 && answer[i - 1] == '-' && answer[i - 2] == '-';
      std::vector<const std::pair<std::vector<std::string>, std::string>*> lists;
      for (const auto& t : terms) lists.push_back(&t);
      if (dashed)
        for (const auto& t : flags) lists.push_back(&t);
      for (const auto* term : lists) {
        const auto& [words, to] = *term;
        std::size_t k = i;
        bool ok = true;
        for (std::size_t w = 0; w < words.size() && ok; ++w) {
          if (w > 0) {
            const std::size_t b = k;
            while (k < answer.size() && sep(answer[k])) ++k;
            ok = k > b;
          }
          for (char c : words[w]) {
            if (!ok) break;
            ok = k < answer.size() && std::tolower(static_cast<unsigned char>(answer[k])) == c;
            ++k;
          }
        }
        if (ok && (k >= answer.size() || !alnum(answer[k]))) {
          // a flag's leading dashes go with it ("--recompute-granularity")
          while (!out.empty() && out.back() == '-') out.pop_back();
          out += to;
          i = k;
          hit = changed = true;
          break;
        }
      }
    }
    if (!hit) out += answer[i++];
  }
  return changed ? out : std::string(answer);
}

std::string spell_gradients(std::string_view answer) {
  auto var = [](char c) -> std::string {
    switch (std::tolower(static_cast<unsigned char>(c))) {
      case 'w': return "weight";
      case 'x': return "input";
      case 'y': return "output";
      default: return std::string();
    }
  };
  const std::string a(answer);
  std::string out;
  bool changed = false;
  for (std::size_t i = 0; i < a.size();) {
    const bool start = i == 0 || !std::isalnum(static_cast<unsigned char>(a[i - 1]));
    // the "d" or "∂" (U+2202, E2 88 82) of a derivative
    auto d_at = [&](std::size_t k) -> std::size_t {
      if (k < a.size() && a[k] == 'd') return 1;
      if (a.compare(k, 3, "\xE2\x88\x82") == 0) return 3;
      return 0;
    };
    if (start) {
      // dL/dW, ∂L/∂W
      if (std::size_t n1 = d_at(i); n1 && i + n1 + 1 < a.size() && (a[i + n1] == 'L' || a[i + n1] == 'l') &&
                                     a[i + n1 + 1] == '/') {
        const std::size_t k = i + n1 + 2;
        if (std::size_t n2 = d_at(k); n2 && k + n2 < a.size()) {
          const std::size_t v = k + n2;
          const bool end = v + 1 >= a.size() || !std::isalnum(static_cast<unsigned char>(a[v + 1]));
          if (end && !var(a[v]).empty()) {
            out += "gradient with respect to the " + var(a[v]);
            i = v + 1;
            changed = true;
            continue;
          }
        }
      }
      // dX, dW (a lower-case d and an upper-case variable, alone)
      if (a[i] == 'd' && i + 1 < a.size() && (a[i + 1] == 'X' || a[i + 1] == 'W') &&
          (i + 2 >= a.size() || !std::isalnum(static_cast<unsigned char>(a[i + 2])))) {
        out += "gradient with respect to the " + var(a[i + 1]);
        i += 2;
        changed = true;
        continue;
      }
    }
    out += a[i++];
  }
  return changed ? out : a;
}
std::string purpose_kept(const std::string& low) {
  bool purpose = false;
  for (const char* p : {"so that ", "so ", "to ", "in order to ", "in order that ", "in order for "})
    purpose = purpose || low.rfind(p, 0) == 0;
  if (!purpose) return std::string();
  std::string out = low;
  bool changed = false;
  static const char* const negs[] = {"aren't ", "aren\xE2\x80\x99t ", "isn't ", "isn\xE2\x80\x99t ", "don't ",
                                     "doesn't ", "won't ", "wouldn't ", "are not ", "is not ", "do not ", "does not ",
                                     "will not ", "would not ", "not ", "never ", "without "};
  static const char* const fillers[] = {"be ", "get ", "getting ", "being ", "been ", "", "them ", "it "};
  static const char* const losses[] = {"lost", "losing", "lose", "swallowed", "swallow", "dropped", "dropping",
                                       "drop", "rounded away", "rounding away", "round away", "rounded off",
                                       "flushed", "vanish", "vanishing", "disappear", "disappearing", "absorbed"};
  for (const char* n : negs)
    for (const char* f : fillers)
      for (const char* l : losses) {
        const std::string pat = std::string(n) + f + l;
        for (std::size_t at; (at = out.find(pat)) != std::string::npos;) {
          const std::size_t e = at + pat.size();
          if (e < out.size() && std::isalpha(static_cast<unsigned char>(out[e]))) break;
          if (at > 0 && std::isalpha(static_cast<unsigned char>(out[at - 1]))) break;
          out.replace(at, pat.size(), "kept");
          changed = true;
        }
      }
  return changed ? out : std::string();
}
}  // namespace

// A choice's alias said in the answer ("fully sharded data parallel" for "FSDP / ZeRO"), as a whole
// phrase between word boundaries, case-insensitive: replaced by the choice's own words (its text without
// punctuation), so that every reading below sees the choice named as if by its text. "" when none.
// "i.e." and "e.g." (also without the last dot) blanked to spaces of the same length: connectives, not
// the choices (i) and (e) ("b, c, d, i.e. not a"); "a.k.a." too (not the choice (a): "c (a.k.a. grad
// accumulation)", blind round 33); "" when the answer has none.
static std::string blank_abbreviations(std::string_view answer) {
  std::string out(answer);
  bool changed = false;
  for (const char* ab : {"a.k.a.", "a.k.a", "i.e.", "e.g.", "i.e", "e.g"}) {
    const std::size_t n = std::strlen(ab);
    for (std::size_t p = 0; p + n <= out.size(); ++p) {
      bool same = true;
      for (std::size_t q = 0; q < n && same; ++q) same = std::tolower(static_cast<unsigned char>(out[p + q])) == ab[q];
      if (same && (p == 0 || !std::isalnum(static_cast<unsigned char>(out[p - 1]))) &&
          (p + n == out.size() || !std::isalnum(static_cast<unsigned char>(out[p + n])))) {
        std::fill(out.begin() + static_cast<std::ptrdiff_t>(p), out.begin() + static_cast<std::ptrdiff_t>(p + n), ' ');
        changed = true;
      }
    }
  }
  return changed ? out : std::string();
}

// "per weight", "for each weight", "for every weight": a choice's word after "per" (or "for each" / "for
// every") is the unit a figure is counted in, not a pick ("the gradients, one number per weight" names
// the gradients, not the weights: the book's own words, blind round 38); only a word alone that ends its
// phrase ("per forward matmul" is left), and "per the book" keeps its words (an article follows "per").
// The phrase blanked to spaces of the same length; "" when the answer has none.
static std::string blank_count_units(std::string_view answer, const std::vector<choice_item>& items) {
  const std::string low = ascii_lower(answer);
  if (low.find("per ") == std::string::npos && low.find("for each ") == std::string::npos &&
      low.find("for every ") == std::string::npos)
    return std::string();
  std::set<std::string> all_text;
  for (const auto& it : items) {
    const std::set<std::string> t = choice_stems(it.text);
    all_text.insert(t.begin(), t.end());
  }
  std::string out(answer);
  bool changed = false;
  for (const char* lead : {"per ", "for each ", "for every "}) {
    const std::size_t n = std::strlen(lead);
    for (std::size_t p = low.find(lead); p != std::string::npos; p = low.find(lead, p + 1)) {
      if (p > 0 && std::isalnum(static_cast<unsigned char>(low[p - 1]))) continue;
      std::size_t e = p + n;
      while (e < low.size() && std::isalpha(static_cast<unsigned char>(low[e]))) ++e;
      const std::string w = low.substr(p + n, e - p - n);
      if (w.size() < 3 || (e < low.size() && std::isalnum(static_cast<unsigned char>(low[e])))) continue;
      // the unit is that word alone: "per forward matmul" counts matmuls, and the word ends a phrase
      // (punctuation, the end, "and" / "or" after it)
      {
        std::size_t f = e;
        while (f < low.size() && low[f] == ' ') ++f;
        const bool ends = f >= low.size() || !std::isalnum(static_cast<unsigned char>(low[f])) ||
                          low.compare(f, 4, "and ") == 0 || low.compare(f, 3, "or ") == 0;
        if (!ends) continue;
      }
      if (!text_holds(all_text, stem(w))) continue;
      std::fill(out.begin() + static_cast<std::ptrdiff_t>(p), out.begin() + static_cast<std::ptrdiff_t>(e), ' ');
      changed = true;
    }
  }
  return changed ? out : std::string();
}

static std::string aliases_to_text(std::string_view answer, const std::vector<choice_item>& items) {
  // lower case, a hyphen read as a space ("sharded data-parallel" is the alias "sharded data parallel");
  // one character for one, so places in it are places in the answer
  auto lower = [](std::string_view x) {
    std::string o(x);
    for (char& c : o) c = c == '-' ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return o;
  };
  auto whole_at = [](const std::string& hay, std::size_t p, std::size_t n) {
    return (p == 0 || !std::isalnum(static_cast<unsigned char>(hay[p - 1]))) &&
           (p + n >= hay.size() || !std::isalnum(static_cast<unsigned char>(hay[p + n])));
  };
  auto find_whole = [&](const std::string& hay, const std::string& a, std::size_t from) {
    for (std::size_t p = hay.find(a, from); p != std::string::npos; p = hay.find(a, p + 1))
      if (whole_at(hay, p, a.size())) return p;
    return std::string::npos;
  };
  // each choice's words as the expansion writes them; an alias found in them is never expanded, so a
  // second pass over the expanded answer changes nothing (the reading recurses on its own output)
  std::vector<std::string> words_of(items.size()), low_words(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    for (char c : items[i].text) words_of[i] += std::isalnum(static_cast<unsigned char>(c)) || c == '-' ? c : ' ';
    low_words[i] = lower(words_of[i]);
  }
  std::string out(answer), low = lower(answer);
  bool changed = false;
  for (std::size_t i = 0; i < items.size(); ++i)
    for (const auto& al : items[i].aliases) {
      const std::string a = lower(al);
      if (a.find_first_not_of(' ') == std::string::npos) continue;
      bool in_text = false;
      for (const auto& w : low_words) in_text = in_text || find_whole(w, a, 0) != std::string::npos;
      if (in_text) continue;
      for (std::size_t p = find_whole(low, a, 0); p != std::string::npos; p = find_whole(low, a, p)) {
        const std::string put = " " + words_of[i] + " ";
        if (out.size() - a.size() + put.size() > 2000) return std::string();  // too long: read as typed
        out.replace(p, a.size(), put);
        low.replace(p, a.size(), lower(put));
        p += put.size();
        changed = true;
      }
    }
  return changed ? out : std::string();
}

// "when memory rather than compute is the bottleneck", "when memory, not compute, is the bottleneck":
// the rejected word stands between a subject and its verb, and the verb phrase is the subject's. The
// answer with the verb phrase moved before the rejection ("when memory is the bottleneck, not
// compute"), or the answer unchanged (lead's probe 13)
static std::string move_rejected_aside(std::string_view answer) {
  const std::string r(answer), rl = ascii_lower(answer);
  auto verb_at = [&](std::size_t at) {
    for (const char* v : {"is ", "are ", "was ", "were ", "becomes ", "limits ", "binds ", "dominates "})
      if (rl.compare(at, std::strlen(v), v) == 0) return true;
    return false;
  };
  // (", and not X, is ...", ", but not X, is ...": the same aside; audit round 31)
  for (const char* conn : {" rather than ", " instead of ", " as opposed to ", ", not ", ", and not ", ", but not "}) {
    const std::size_t p = rl.find(conn);
    if (p == std::string::npos || p == 0) continue;
    const std::size_t q = p + std::strlen(conn);
    const bool aside = conn[0] == ',';
    std::size_t s = std::string::npos, y_end = q;
    for (std::size_t at = q, words = 0; at < rl.size() && words < 4; ++words) {
      std::size_t e = at;
      while (e < rl.size() && rl[e] != ' ' && rl[e] != ',' && rl[e] != ';' && rl[e] != '.' && rl[e] != ':') ++e;
      if (e == at) break;
      y_end = e;
      if (aside) {  // ", not compute, is ...": the aside closes with a comma
        if (e < rl.size() && rl[e] == ',' && e + 2 < rl.size() && rl[e + 1] == ' ' && verb_at(e + 2)) s = e + 2;
        if (e >= rl.size() || rl[e] != ' ') break;
      } else {
        if (e >= rl.size() || rl[e] != ' ') break;
        if (words < 3 && verb_at(e + 1)) s = e + 1;
      }
      if (s != std::string::npos) break;
      at = e + 1;
    }
    if (s == std::string::npos) continue;
    std::size_t pe = rl.find_first_of(",;.:\n", s);
    if (pe == std::string::npos) pe = rl.size();
    auto moved = [&](const std::string& x) {
      return x.substr(0, p) + " " + x.substr(s, pe - s) + ", not " + x.substr(q, y_end - q) + x.substr(pe);
    };
    return moved(r);
  }
  return r;
}

// The verbs of a purpose clause about the answer's pick ("to form dL/dW", "in order to compute dW").
static const std::set<std::string>& purpose_verbs() {
  static const std::set<std::string> verbs = {"form", "compute", "calculate", "get", "build", "obtain",
                                              "evaluate", "produce", "find", "derive", "do", "run", "backprop"};
  return verbs;
}

// Where an answer's opening purpose verb ends ("to compute dL/dW ...", "in order to get dW, ..."), or 0
// when it opens with no purpose (audit round 31). `low` is lower case.
static std::size_t purpose_opener_end(const std::string& low) {
  const std::set<std::string>& verbs = purpose_verbs();
  for (const char* opener : {"to ", "in order to "}) {
    if (low.rfind(opener, 0) != 0) continue;
    const std::size_t v = std::strlen(opener);
    std::size_t ve = v;
    while (ve < low.size() && std::isalpha(static_cast<unsigned char>(low[ve]))) ++ve;
    return verbs.count(low.substr(v, ve - v)) ? ve : 0;
  }
  return 0;
}

// A capital W standing alone, where a choice names the weights, is the weights, as in y = Wx ("W + KV +
// runtime bufs", "W, grads, opt state, acts"); a lower-case w stays a letter, "W/o" is "without" (fold), and
// where no choice says "weights" (a choice that writes W itself) the answer is read as typed. "" when
// nothing changes (blind round 35)
static std::string capital_w_as_weights(std::string_view answer, const std::vector<choice_item>& items) {
  bool named = false;
  for (const auto& it : items) named = named || ascii_lower(it.text).find("weights") != std::string::npos;
  if (!named) return std::string();
  std::string out;
  bool changed = false;
  for (std::size_t i = 0; i < answer.size(); ++i) {
    // ("W/grads/opt state": W in a list of names; "W/o" and "W/ acts" are the shorthand fold reads)
    std::size_t e = i + 2;
    while (e < answer.size() && std::isalnum(static_cast<unsigned char>(answer[e]))) ++e;
    const bool listed = i + 1 < answer.size() && answer[i + 1] == '/' && e > i + 2 && e < answer.size() && answer[e] == '/';
    const bool alone = answer[i] == 'W' && (i == 0 || !std::isalnum(static_cast<unsigned char>(answer[i - 1]))) &&
                       (i + 1 >= answer.size() ||
                        (!std::isalnum(static_cast<unsigned char>(answer[i + 1])) && (answer[i + 1] != '/' || listed)));
    if (alone) {
      out += "weights";
      changed = true;
    } else {
      out += answer[i];
    }
  }
  return changed ? out : std::string();
}

// Letters said aloud to a phone (blind round 41), where every choice id is one letter: "b as in bravo"
// (a letter and a word that starts with it, the speller's way) is the letter; and in an answer made of
// nothing but letters, their spoken names ("bee", "see", "cee", "sea", "dee", "ee", "ef", "eff") and the
// words around a pick ("option", "choice", "letter", "and"), each spoken name is its letter and the
// answer is the letters alone: "option see", "bee", "option b option see and d" ("b, c, d"). A spoken
// name beside other words ("see above", "I see", "b or see") is left alone. Empty when nothing was mended.
static std::string spoken_letters(std::string_view answer, const std::vector<choice_item>& items) {
  if (items.empty() || !std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; }))
    return std::string();
  auto is_id = [&](const std::string& l) {
    return l.size() == 1 && std::any_of(items.begin(), items.end(), [&](const choice_item& i) { return fold(i.id) == l; });
  };
  struct wd {
    std::size_t b, e;
    std::string low;
  };
  std::vector<wd> ws;
  for (std::size_t i = 0; i < answer.size();) {
    if (!std::isalpha(static_cast<unsigned char>(answer[i]))) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < answer.size() && std::isalpha(static_cast<unsigned char>(answer[j]))) ++j;
    ws.push_back({i, j, ascii_lower(answer.substr(i, j - i))});
    i = j;
  }
  std::string out(answer);
  bool changed = false;
  // "b as in bravo": drop " as in bravo" (from the end, so the offsets hold)
  for (std::size_t k = ws.size(); k-- > 0;) {
    if (k + 3 >= ws.size() || !is_id(ws[k].low) || ws[k + 1].low != "as" || ws[k + 2].low != "in") continue;
    const wd& x = ws[k + 3];
    if (x.low.size() < 3 || x.low[0] != ws[k].low[0]) continue;
    bool plain_gap = true;  // only spaces between the four words
    for (std::size_t c = ws[k].e; c < x.b && plain_gap; ++c)
      if (!(answer[c] == ' ' || std::isalpha(static_cast<unsigned char>(answer[c])))) plain_gap = false;
    if (!plain_gap) continue;
    out.erase(ws[k].e, x.e - ws[k].e);
    changed = true;
  }
  if (changed) return out;
  // ("ay" for a and "be" for b as speech-to-text writes them: "ay bee and see", "option be"; blind round 123)
  static const std::pair<const char*, char> names[] = {{"ay", 'a'}, {"be", 'b'}, {"bee", 'b'}, {"see", 'c'}, {"cee", 'c'}, {"sea", 'c'},
                                                       {"dee", 'd'}, {"ee", 'e'},  {"ef", 'f'},  {"eff", 'f'}};
  // A spoken name first, then the first word of that same choice's text ("see no it doesnt fit" for "(c) No: 112 GB
  // ..."; blind round 123): the name is its letter, the rest stays to be read with it. "see above", "see b" and a
  // name before another choice's words ("bee no it doesnt fit") are left alone.
  if (ws.size() >= 2 && ws[0].b == answer.find_first_not_of(" \t\r\n")) {
    for (const auto& [n, l] : names) {
      if (ws[0].low != n || !is_id(std::string(1, l))) continue;
      for (const choice_item& it : items) {
        if (fold(it.id)[0] != l) continue;
        std::size_t b = 0;
        while (b < it.text.size() && !std::isalpha(static_cast<unsigned char>(it.text[b]))) ++b;
        std::size_t e = b;
        while (e < it.text.size() && std::isalpha(static_cast<unsigned char>(it.text[e]))) ++e;
        const std::string first = ascii_lower(it.text.substr(b, e - b));  // (not an article: "see the weights")
        if (first.size() > 1 && first != "the" && first != "an" && first == ws[1].low)
          return std::string(1, l) + std::string(answer.substr(ws[0].e));
      }
    }
  }
  bool any = false;
  for (const wd& x : ws) {
    char letter = 0;
    for (const auto& [n, l] : names)
      if (x.low == n) letter = l;
    if (letter && is_id(std::string(1, letter))) {
      any = true;
      continue;
    }
    if (is_id(x.low) || x.low == "option" || x.low == "options" || x.low == "choice" || x.low == "choices" ||
        x.low == "letter" || x.low == "and")
      continue;
    return std::string();  // ("b or see" hedges: left alone)
  }
  if (!any) return std::string();
  // the letters alone, in the order said ("option b option see and d" is "b, c, d")
  std::string list;
  for (const wd& x : ws) {
    char letter = is_id(x.low) ? x.low[0] : 0;
    for (const auto& [n, l] : names)
      if (x.low == n && is_id(std::string(1, l))) letter = l;
    if (letter) list += (list.empty() ? "" : ", ") + std::string(1, letter);
  }
  return list;
}

namespace {
// "the b" -> "b": "the" (any case) before a single letter that is a choice's id, with no letter, digit,
// '-', '\'' or '/' right after it ("the e-mail", "the a/b split" keep theirs).
// The Spanish, French and Italian articles "la", "el", "le", "lo" are read the same way ("la b, la c y la d",
// "la c"; blind round 65), and a Spanish "y" between two such letters is "and" ("b, c y d").
std::string article_before_letters_dropped(std::string_view answer, const std::vector<choice_item>& items) {
  auto id_letter = [&](char c) {
    for (const auto& it : items)
      if (it.id.size() == 1 && ascii_lower(it.id)[0] == c) return true;
    return false;
  };
  const std::string low = ascii_lower(answer);
  // the article starting at p, with its length (space included), or 0
  auto article_at = [&](std::size_t p) -> std::size_t {
    for (const char* a : {"the ", "la ", "el ", "le ", "lo "})
      if (low.compare(p, std::strlen(a), a) == 0) return std::strlen(a);
    return 0;
  };
  std::string out;
  std::size_t from = 0;
  for (std::size_t p = 0; p < low.size(); ++p) {
    const std::size_t alen = article_at(p);
    if (alen == 0) continue;
    if (p > 0 && (std::isalnum(static_cast<unsigned char>(low[p - 1])) || low[p - 1] == '\'' || low[p - 1] == '-' ||
                  static_cast<unsigned char>(low[p - 1]) >= 0x80))
      continue;
    std::size_t l = p + alen;
    while (l < low.size() && low[l] == ' ') ++l;
    if (l >= low.size() || !std::isalpha(static_cast<unsigned char>(low[l]))) continue;
    const std::size_t after = l + 1;
    if (after < low.size() && (std::isalnum(static_cast<unsigned char>(low[after])) || low[after] == '-' ||
                               low[after] == '\'' || low[after] == '/' || static_cast<unsigned char>(low[after]) >= 0x80))
      continue;
    if (!id_letter(low[l])) continue;
    out.append(answer.substr(from, p - from));
    from = l;
  }
  out.append(answer.substr(from));
  // "b, c y d", "a, b, d und e", "b, c et d": a lone Spanish "y", German "und" or French "et" (not itself a
  // choice's id) between two choice letters is "and" (blind round 80: "a, b, d und e" had lost its e)
  // Portuguese and Italian "e" too ("c, d, a e b"), where no choice has e for its id (blind round 83)
  // ... and before "also" in its language with a letter after it, "b, c y también d", "a, c et aussi e", "a, b, c und
  // auch d", "b, c e também d", "b, c e anche d" (blind round 105: the letter after "también" had been dropped, so a
  // wrong extra pick passed and a right one was missing): there the Portuguese and Italian "e" is the conjunction even
  // where a choice has e for its id, as no reader writes a pick of e before "também" without a comma
  auto also_word_at = [&](const std::string& ol, std::size_t n) -> std::size_t {  // the letter after it, or npos
    std::string w;
    std::size_t k = n;
    while (k < ol.size()) {
      if (std::isalpha(static_cast<unsigned char>(ol[k]))) {
        w += ol[k++];
      } else if (const char* f = folded_accent(ol, k)) {
        w += f;
        k += 2;
      } else {
        break;
      }
    }
    if (!also_in_other_language(w)) return std::string::npos;
    while (k < ol.size() && ol[k] == ' ') ++k;
    if (k < ol.size() && id_letter(ol[k]) && (k + 1 >= ol.size() || !std::isalnum(static_cast<unsigned char>(ol[k + 1]))))
      return k;
    return std::string::npos;
  };
  // ... and the texting "n" for "and" ("b n c n d", as in "rock n roll"; blind round 112), where no choice has n for
  // its id
  // ... and the Dutch "en" ("b, c en d", "a, b, d en e"; blind round 123: the letter after it had been dropped, so
  // "a, b, c en d" passed without its wrong d)
  for (const std::string conj : {"y", "und", "et", "e", "n", "en"}) {
    const bool conj_is_id = conj.size() == 1 && id_letter(conj[0]);
    // ... and where (e) is a choice, only as the last joiner of a comma list that ends with the letter after it
    // ("a, b e c", "sì: a, b e c"): a reader who means (e) writes its commas as around the others (fix round 103:
    // blind83 row 27, blind86 row 131; "a, b, e, c", "a, b e, c" and "b e c" stay letters), or before another
    // language's "also" and a letter (round 105)
    if (conj_is_id && conj != "e") continue;
    const std::string ol = ascii_lower(out);
    const std::string pat = " " + conj + " ";
    std::vector<std::size_t> ys;
    for (std::size_t p = ol.find(pat); p != std::string::npos; p = ol.find(pat, p + 1)) {
      if (p == 0 || p + pat.size() >= ol.size()) continue;
      // (a letter in brackets counts too: "(b), (c) und (d)"; blind round 82)
      std::size_t b = p - 1, n = p + pat.size();
      const bool closed = (ol[b] == ')' || ol[b] == ']') && b > 0;  // ("(c) und", "c) und")
      if (closed) --b;
      const bool opened = (ol[n] == '(' || ol[n] == '[') && n + 1 < ol.size();
      if (opened) ++n;
      const bool before = id_letter(ol[b]) && (b == 0 || !std::isalnum(static_cast<unsigned char>(ol[b - 1])));
      // ("a, c, e, et aussi b": a comma after the letter before the conjunction and "also"; not the "e" that is a
      // choice's letter, a pick in a list after a comma: "b, c, d, e também a")
      const bool comma_also = !conj_is_id && !before && !closed && ol[b] == ',' && b >= 1 && id_letter(ol[b - 1]) &&
                              (b == 1 || !std::isalnum(static_cast<unsigned char>(ol[b - 2])));
      const bool letter_after = id_letter(ol[n]) &&
                                (n + 1 >= ol.size() || !std::isalnum(static_cast<unsigned char>(ol[n + 1]))) &&
                                (!opened || (n + 1 < ol.size() && (ol[n + 1] == ')' || ol[n + 1] == ']')));
      const bool after = !conj_is_id && letter_after;
      const bool also_after = !opened && also_word_at(ol, n) != std::string::npos;
      // ("b, c, d, et a je pense", "a, c, y e": the comma a reader puts before the last "and" of a list; fix round 110)
      if ((before && (after || also_after)) || (comma_also && (also_after || after))) {
        ys.push_back(p + 1);
        continue;
      }
      // "b e d são do treino", "b e d sono per l'addestramento": two letters joined by "e" and followed by the plural
      // verb of Portuguese or Italian ("são", "sono") are a remark's subject, "b and d are ..." (fix round 121: read as
      // b, e, d, so the remark's e was taken for one of the list's picks)
      if (before && letter_after && conj_is_id && !closed && !opened) {
        std::size_t v = n + 1;
        while (v < ol.size() && ol[v] == ' ') ++v;
        bool plural_verb = false;
        for (const char* x : {"s\xC3\xA3o", "sao", "sono"}) {
          const std::size_t xl = std::strlen(x);
          plural_verb = plural_verb || (v > n + 1 && ol.compare(v, xl, x) == 0 &&
                                        (v + xl >= ol.size() || !std::isalnum(static_cast<unsigned char>(ol[v + xl]))));
        }
        if (plural_verb) {
          ys.push_back(p + 1);
          continue;
        }
      }
      if (before && letter_after && conj_is_id) {
        // the letter before it follows ", " and a letter; after the letter after it only the end (a full stop, a
        // bracket, spaces)
        const bool comma_list = !closed && !opened && b >= 3 && ol[b - 1] == ' ' && ol[b - 2] == ',' && id_letter(ol[b - 3]);
        const bool ends = ol.find_first_not_of(" .)!", n + 1) == std::string::npos;
        if (comma_list && ends && ol.find(pat, p + 1) == std::string::npos) ys.push_back(p + 1);
      }
    }
    for (std::size_t k = ys.size(); k-- > 0;) out.replace(ys[k], conj.size(), "and");
  }
  return out;
}
// "b (not needed at inference)", "c (no inference use)" for "Which of these does training keep that inference does not
// need at all?": a gloss that opens with a negation and then says only what the question's own negation says (its
// words the prompt's, or the letter's own item's, beside verbs of need and small words) restates why the letter is
// picked; it takes nothing back (session 38, the lead: such glosses had ended the list, "1 of 3 right"). `remark`: the
// gloss's words from its negator on; `item_words`: the letter's item's words. Only where the prompt itself negates.
static bool gloss_restates_prompt(const std::vector<std::string>& remark, std::string_view prompt, const std::string& item_words) {
  if (remark.size() < 2 || prompt.empty()) return false;
  if (remark[0] != "not" && remark[0] != "no" && remark[0] != "never" && remark[0] != "without") return false;
  const std::vector<std::string> pw = split_tokens(ascii_lower(prompt));
  bool negates = false;
  for (const std::string& w : pw)
    negates = negates || w == "not" || w == "no" || w == "never" || w == "without" ||
              (w.size() > 3 && w.compare(w.size() - 3, 3, "n't") == 0);
  if (!negates) return false;
  const std::vector<std::string> iw = split_tokens(item_words);
  auto in = [](const std::vector<std::string>& ws, const std::string& w) {
    const std::string stem = w.size() > 4 ? w.substr(0, 4) : w;
    for (const std::string& u : ws)
      if (u == w || (w.size() > 4 && u.compare(0, stem.size(), stem) == 0)) return true;
    return false;
  };
  static const char* const small[] = {"at", "in", "for", "the", "a", "an", "of", "during", "when", "by", "on", "to", "is",
                                      "are", "it", "its", "any", "all", "needed", "need", "needs", "use", "used", "uses",
                                      "required", "requires", "kept", "stored", "there", "time", "that", "thing"};
  int named = 0;
  for (std::size_t k = 1; k < remark.size(); ++k) {
    const std::string& w = remark[k];
    if (std::any_of(std::begin(small), std::end(small), [&](const char* x) { return w == x; })) continue;
    if (w.size() < 3 || !(in(pw, w) || in(iw, w))) return false;
    ++named;
  }
  return named > 0;
}

// The choices a bracketed gloss after a letter names in place of that letter's own item ("c (KV cache)" where (e) is
// the KV cache, "b (log n)" where (c) is O(log n)): a name of three words at most, not opening with a preposition ("b
// (of the weights)", "d (for the weights)" qualify their own letter's item: the gradients of the weights, not the
// weights; blind round 74 row 438), none of whose words is in the letter's own item (text or aliases) and all of whose
// words are in another's. `inner`: the bracket's text, lower case; `own`: the letter. Read by the multi-select's
// letter_glosses_dropped (blind round 67) and the single choice's letter_gloss_names_other (round 185).
static std::vector<std::string> gloss_names_other_items(const std::string& inner, const std::vector<choice_item>& items,
                                                        char own) {
  std::vector<std::string> out;
  auto content = [](const std::string& text) {
    std::vector<std::string> out_w;
    std::string cur;
    for (char c : ascii_lower(text) + " ") {
      if (std::isalnum(static_cast<unsigned char>(c))) cur += c;
      else {
        if (cur.size() >= 2 && cur != "the" && cur != "of" && cur != "and" && cur != "for" && cur != "too" &&
            cur != "also" && cur != "plus" && cur != "an" && cur != "in" && cur != "to" && cur != "its" && cur != "it")
          out_w.push_back(cur.size() > 3 && cur.back() == 's' ? cur.substr(0, cur.size() - 1) : cur);
        cur.clear();
      }
    }
    return out_w;
  };
  // (any of the gloss's words in the item's text, or all of them)
  auto overlaps = [&](const std::vector<std::string>& g, const choice_item& it, bool all_words) {
    std::string all = it.text;
    for (const auto& al : it.aliases) all += " " + al;
    const std::vector<std::string> iw = content(all);
    int n = 0;
    for (const auto& x : g) n += std::find(iw.begin(), iw.end(), x) != iw.end() ? 1 : 0;
    return all_words ? n == static_cast<int>(g.size()) : n > 0;
  };
  const std::vector<std::string> g = content(inner);
  // (the gloss's words as typed, letters, digits and apostrophes)
  std::size_t words_in = 0;
  {
    bool in_word = false;
    for (char c : inner) {
      const bool w = std::isalnum(static_cast<unsigned char>(c)) || c == '\'';
      if (w && !in_word) ++words_in;
      in_word = w;
    }
  }
  const choice_item* mine = nullptr;
  for (const auto& it : items)
    if (std::tolower(static_cast<unsigned char>(it.id[0])) == own) mine = &it;
  bool qualifies = false;
  {
    const std::vector<std::string> iw = split_tokens(ascii_lower(inner));
    for (const char* pre : {"of", "for", "from", "on", "over", "per", "by", "with", "wrt", "to", "in"})
      qualifies = qualifies || (!iw.empty() && iw[0] == pre);
  }
  if (mine && !g.empty() && words_in <= 3 && !qualifies && !overlaps(g, *mine, false))
    for (const auto& it : items)
      if (&it != mine && overlaps(g, it, true)) out.push_back(it.id);
  return out;
}

// A bracketed gloss's words after a choice's letter, one reading for letter_glosses_dropped and letter_gloss_names_other
// (round 190: each had its own lists and tokeniser). gloss_words: the gloss's letters, digits and apostrophes, the rest
// spaces, padded with a space each side; gloss_tokens: those words; gloss_turn_words / gloss_negation_hedge_words: a
// turn on the letter ("or", "wrong", "wait", "actually") and a negation or hedge; gloss_names_letter: token k is a
// choice's letter standing alone (`ids`: the letters, lower case), not the article "a" before a word ("(a form of
// compression)").
static std::string gloss_words(const std::string& inner) {
  std::string words = " ";
  for (char c : inner) words += std::isalnum(static_cast<unsigned char>(c)) || c == '\'' ? c : ' ';
  return words + " ";
}
static std::vector<std::string> gloss_tokens(const std::string& words) {
  std::vector<std::string> ws;
  std::string cur;
  for (char c : words + " ") {
    if (c != ' ') cur += c;
    else if (!cur.empty()) ws.push_back(cur), cur.clear();
  }
  return ws;
}
static const char* const gloss_turn_words[] = {" or ", " wrong ", " wait ", " actually "};
static const char* const gloss_negation_hedge_words[] = {" not ", " no ", "n't ", " never ", " except ",
                                                         " without ", " but ", " maybe ", " perhaps ", " possibly "};
static bool gloss_names_letter(const std::vector<std::string>& ws, std::size_t k, const std::string& ids) {
  return ws[k].size() == 1 && ids.find(ws[k][0]) != std::string::npos && !(ws[k] == "a" && k + 1 < ws.size());
}

// "a (weights), c, e", "b (compression), d, a, c", "c (KV cache) a e": a list of the choices' letters in which a letter
// has a bracket of the reader's own words after it, a gloss of that item. The brackets dropped; or "" where none is
// such a gloss. A gloss names no choice's letter and holds no negation, hedge or alternative ("b, c, d (maybe e)",
// "b (inference does not need c or d)" and "x (not y)" are read by their own rules), and two letters or more stand
// outside the brackets, each a token of its own (session 36, the lead: the letters after the first bracket had been
// dropped, "a (weights), c, e" marked "1 of 3").
static std::string letter_glosses_dropped(std::string_view answer, const std::vector<choice_item>& items,
                                          std::string_view prompt = {}) {
  if (items.empty() || answer.size() > 400 || answer.find('(') == std::string_view::npos ||
      !std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; }))
    return std::string();
  std::string ids;
  for (const auto& it : items) ids += static_cast<char>(std::tolower(static_cast<unsigned char>(it.id[0])));
  const std::string low = ascii_lower(answer);
  auto letter_at = [&](std::size_t k) {  // a choice's letter standing alone at k
    return k < low.size() && ids.find(low[k]) != std::string::npos &&
           (k == 0 || !(std::isalnum(static_cast<unsigned char>(low[k - 1])) || low[k - 1] == '\'' || low[k - 1] == '-')) &&
           (k + 1 >= low.size() || !(std::isalnum(static_cast<unsigned char>(low[k + 1])) || low[k + 1] == '\'' || low[k + 1] == '-'));
  };
  // the letters that stand outside the brackets (the picks a remark in a gloss must not take back)
  std::string picked;
  for (std::size_t k = 0, depth = 0; k < low.size(); ++k) {
    if (low[k] == '(') ++depth;
    else if (low[k] == ')' && depth > 0) --depth;
    else if (depth == 0 && letter_at(k)) picked += low[k];
  }
  std::string out;
  std::size_t from = 0;
  int glosses = 0, outside = 0;
  for (std::size_t i = 0; i < low.size(); ++i) {
    if (low[i] == '(') {
      // the letter right before it (a space between or none)
      std::size_t l = i;
      while (l > 0 && low[l - 1] == ' ') --l;
      const std::size_t close = low.find(')', i);
      if (l == 0 || !letter_at(l - 1) || close == std::string::npos || low.find('(', i + 1) < close) return std::string();
      const std::string inner = " " + low.substr(i + 1, close - i - 1) + " ";
      const std::string words = gloss_words(inner).substr(1);
      // the gloss's words (a letter of its own names a choice)
      const std::vector<std::string> tok = gloss_tokens(words);
      auto names_letter = [&](const std::vector<std::string>& ws, std::size_t k) { return gloss_names_letter(ws, k, ids); };
      const std::string padded = " " + words;
      for (const char* w : gloss_turn_words)
        if (padded.find(w) != std::string::npos) return std::string();
      // where a negation or a hedge starts, if the gloss holds one
      std::size_t cut = std::string::npos;
      for (const char* w : gloss_negation_hedge_words) cut = std::min(cut, padded.find(w));
      bool mixed = false;  // the item named, then a remark on what it holds or what is not picked
      if (cut == std::string::npos) {
        for (std::size_t k = 0; k < tok.size(); ++k)
          if (names_letter(tok, k)) return std::string();
      } else {
        // "b, c (m and v, not a), d", "b, c (m, v and not the weights), d", "b, c (m and v, maybe master), d": words
        // that name the letter's own item, then a negation or a hedge. The remark is dropped with the gloss where it
        // takes back no pick and hedges no other choice's letter: the letters after the bracket had been dropped
        // (session 37, the lead). A gloss that opens with its negation or hedge ("(maybe)", "(not sure)", "(not
        // a)") is left to the rules that read those.
        std::vector<std::string> naming = gloss_tokens(padded.substr(0, cut));
        while (!naming.empty() && (naming.back() == "and" || naming.back() == "but")) naming.pop_back();
        const std::vector<std::string> remark = gloss_tokens(padded.substr(cut));
        // the letter's own item's words, its text and aliases
        const choice_item* own_item = nullptr;
        for (const auto& it : items)
          if (std::tolower(static_cast<unsigned char>(it.id[0])) == low[l - 1]) own_item = &it;
        std::string item_text = own_item ? own_item->text : std::string();
        if (own_item)
          for (const auto& al : own_item->aliases) item_text += " " + al;
        std::string item_words;
        for (char c : ascii_lower(item_text)) item_words += std::isalnum(static_cast<unsigned char>(c)) ? c : ' ';
        const bool restates = naming.empty() && cut + 1 == padded.find_first_not_of(' ') &&
                              gloss_restates_prompt(remark, prompt, item_words);
        if (naming.empty() && !restates) return std::string();
        for (std::size_t k = 0; k < naming.size(); ++k)
          if (names_letter(naming, k)) return std::string();
        const bool hedged = std::any_of(remark.begin(), remark.end(), [](const std::string& w) {
          return w == "maybe" || w == "perhaps" || w == "possibly" || w == "sure" || w == "unsure" || w == "idk" ||
                 w == "guess" || w == "think";
        });
        for (std::size_t k = 0; k < remark.size(); ++k)
          if (names_letter(remark, k) && (hedged || picked.find(remark[k][0]) != std::string::npos)) return std::string();
        // (a hedge with nothing after it hedges the pick: "c (m and v, maybe)")
        if (hedged && std::all_of(remark.begin(), remark.end(), [](const std::string& w) {
              return w == "maybe" || w == "perhaps" || w == "possibly" || w == "but" || w == "not" || w == "no" ||
                     w == "too" || w == "also" || w == "sure" || w == "unsure" || w == "idk" || w == "guess" ||
                     w == "think" || w == "i" || w == "so" || w == "about" || w == "it" || w == "this" || w == "one";
            }))
          return std::string();
        // the naming words are the item's own: one of them is a word of its text or aliases, or the start of one
        // ("opt" of "optimizer", "grads" of "gradients")
        bool own = restates;
        for (std::string w : naming) {
          if (w.size() > 3 && w.back() == 's') w.pop_back();
          for (const std::string& u : gloss_tokens(item_words))
            own = own || w == u || (w.size() >= 3 && u.compare(0, w.size(), w) == 0);
        }
        if (!own) return std::string();
        mixed = true;
      }
      if (tok.empty()) return std::string();
      out.append(answer.substr(from, i - from));
      // ... a gloss that names another choice's item and nothing of its own letter's ("b, c, d (KV cache)", where (e)
      // is the KV cache): the reader names that item too, so it is read as picked (blind round 67: the gloss had been
      // dropped and the letter alone read, a wrong pick passed)
      if (!mixed)
        for (const std::string& id : gloss_names_other_items(inner, items, low[l - 1])) out += ", " + id + " ";
      from = close + 1;
      i = close;
      ++glosses;
      continue;
    }
    if (letter_at(i)) ++outside;
  }
  if (glosses == 0 || outside < 2) return std::string();
  out.append(answer.substr(from));
  return out;
}

// "a bc", "bc and d", "ab, e": a list of the choices' letters in which some run together with no separator (the
// whole answer "abc" already reads so). Every token is such a run or a joiner (",", "and", "&", "+", "/", ";"),
// no letter comes twice, and no run is an English word ("be", "bad", "ace": the answer is left to the other
// readers). Returns the letters one by one ("a, b, c"), or "" (session 35, the lead: "a bc" had read as "a" alone,
// and "bc and d" as no choice).
static std::string letter_runs_spread(std::string_view answer, const std::vector<choice_item>& items) {
  if (items.empty() || answer.size() > 200 ||
      !std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; }))
    return std::string();
  std::string ids;
  for (const auto& it : items) ids += static_cast<char>(std::tolower(static_cast<unsigned char>(it.id[0])));
  const std::string low = ascii_lower(answer);
  std::vector<std::string> runs;
  bool joined = false;  // a run of two letters or more
  bool english = false, plain_run = false;  // a run that is an English word; a run of two letters or more that is none
  auto english_run = [](const std::string& w) {
    for (const char* word : {"be", "bed", "bad", "bade", "cab", "dab", "ace", "aced", "ad", "abed", "bead", "cad", "dace", "deb", "fab", "fad", "fed", "face", "faced", "cafe", "bee", "dead", "add"})
      if (w == word) return true;
    return false;
  };
  std::string seen;
  for (std::size_t i = 0; i < low.size();) {
    if (std::strchr(" ,&+/;.\t", low[i]) != nullptr) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < low.size() && std::isalpha(static_cast<unsigned char>(low[j]))) ++j;
    if (j == i) return std::string();  // a digit, a bracket, a mark: another form
    const std::string w = low.substr(i, j - i);
    i = j;
    if (w == "and") continue;
    // (an English word among the runs is letters too where another run of two letters or more is no word: "ad, eb",
    // blind round 59; checked once all runs are read)
    if (english_run(w)) english = true;
    else if (w.size() > 1) plain_run = true;
    for (char c : w) {
      if (ids.find(c) == std::string::npos || seen.find(c) != std::string::npos) return std::string();
      seen += c;
    }
    joined = joined || w.size() > 1;
    runs.push_back(w);
  }
  if (!joined || runs.size() < 2 || (english && !plain_run)) return std::string();
  std::string out;
  for (char c : seen) out += std::string(out.empty() ? "" : ", ") + c;
  return out;
}
}  // namespace

// words after "a" that make it a letter (a reason, a verb, another id), not the article of a noun phrase
static const char* const article_not_phrase[] = {
          "because", "since", "as", "so", "bc", "cause", "cuz", "due", "given", "with", "without", "but", "though",
          "although", "while", "whereas", "and", "or", "is", "was", "it", "its", "i", "im", "option", "choice",
          "answer", "then", "first", "correct", "right", "wrong", "definitely", "obviously", "probably", "clearly",
          "surely", "certainly", "again", "for", "of", "to", "in", "on", "seems", "looks", "sounds", "imo", "ofc",
          "plus", "also", "too", "only", "maybe", "perhaps", "which", "that", "this", "here", "there", "if",
          "when", "thus", "hence", "therefore", "yes", "no", "not", "ok", "okay", "obv", "def", "prob", "all",
          "alone", "by", "again", "says", "said", "from", "per", "the", "duh", "nope", "yep", "yeah"};

namespace {
// The rewrites parse_choice_list tries on one answer (each reads its rewritten text again): a reader's answer takes at
// most 15 (the 56,219 corpus rows), a soup of a few hundred trigger words took 577 and a second. Past 64 the reader
// stops rewriting and says the answer is too long, as it does past 2,000 characters (lead, session 41; the timing fuzz).
thread_local int choice_parse_depth = 0, choice_parse_calls = 0;
struct choice_parse_budget {
  choice_parse_budget() {
    if (choice_parse_depth++ == 0) choice_parse_calls = 0;
    ++choice_parse_calls;
  }
  ~choice_parse_budget() { --choice_parse_depth; }
  choice_parse_budget(const choice_parse_budget&) = delete;
  choice_parse_budget& operator=(const choice_parse_budget&) = delete;
  static bool spent() { return choice_parse_calls > 64; }
};
}  // namespace

// "weights (a), KV cache (c) and e", "pesos (a), caché KV (c) y también e" (in the glossary's English, "and also e"):
// a list whose entries are each a choice's name with its letter in brackets at the end, or a bare letter, joined by
// commas, semicolons, "and", "plus", "also": the letters, in their order, or "" where any entry is something else
// (fix round 110: blind107 row 124; the word-list reader had dropped the bare letter)
static std::string named_and_bare_letters(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 300 || answer.find('(') == std::string_view::npos) return std::string();
  const std::string low = ascii_lower(answer);
  std::string cut;  // the entries, separated by '|'
  for (std::size_t i = 0; i < low.size(); ++i) {
    if (low[i] == ',' || low[i] == ';') {
      cut += '|';
      continue;
    }
    bool joined = false;
    for (const char* w : {" and also ", " and ", " plus ", " also "}) {
      const std::size_t n = std::strlen(w);
      if (low.compare(i, n, w) == 0) {
        cut += '|';
        i += n - 2;  // the loop's ++i and the space the next word keeps
        joined = true;
        break;
      }
    }
    if (!joined) cut += low[i];
  }
  auto id_of_letter = [&](char c) -> std::string {
    for (const auto& it : items)
      if (it.id.size() == 1 && std::tolower(static_cast<unsigned char>(it.id[0])) == c) return it.id;
    return std::string();
  };
  std::string out;
  int bare = 0, named = 0;
  for (std::size_t b = 0; b <= cut.size();) {
    std::size_t e = cut.find('|', b);
    if (e == std::string::npos) e = cut.size();
    std::string x = cut.substr(b, e - b);
    b = e + 1;
    while (!x.empty() && (x.back() == ' ' || x.back() == '.')) x.pop_back();
    while (!x.empty() && x.front() == ' ') x.erase(0, 1);
    if (x.empty()) {
      if (e == cut.size()) break;
      continue;
    }
    std::string id;
    if (x.size() == 1) {
      id = id_of_letter(x[0]);
      ++bare;
    } else if (x.size() >= 5 && x[x.size() - 1] == ')' && x[x.size() - 3] == '(' && x[x.size() - 4] == ' ' &&
               x.find('(') == x.size() - 3 && std::isalpha(static_cast<unsigned char>(x[0]))) {
      id = id_of_letter(x[x.size() - 2]);
      ++named;
    }
    if (id.empty()) return std::string();
    out += (out.empty() ? "" : ", ") + id;
    if (e == cut.size()) break;
  }
  return bare >= 1 && named >= 1 ? out : std::string();
}

bool parse_choice_list(std::string_view answer, const std::vector<choice_item>& items, std::vector<std::string>& ids,
                       std::string& error) {
  const choice_parse_budget budget;
  ids.clear();
  if (answer.size() > 2000 || choice_parse_budget::spent()) {
    error = "answer too long";
    return false;
  }
  // "c0" for "c)": the close bracket typed without its shift is the zero on its key ("b) c0 d)", "c0"; round 172). A
  // choice's letter standing alone before a "0" that ends the word ("x0", "b0.5", "ZeRO0" are left alone) is that
  // letter and its bracket.
  {
    std::string out(answer);
    bool changed = false;
    for (std::size_t i = 0; i + 1 < out.size(); ++i) {
      const auto at = [&](std::size_t k) { return static_cast<unsigned char>(out[k]); };
      if (!std::isalpha(at(i)) || out[i + 1] != '0') continue;
      if (i > 0 && (std::isalnum(at(i - 1)) || at(i - 1) >= 0x80 || std::strchr("-_./^", out[i - 1]))) continue;
      if (i + 2 < out.size() && (std::isalnum(at(i + 2)) || at(i + 2) >= 0x80 || std::strchr("-_./^", out[i + 2]) ||
                                 (out[i + 2] == ',' && i + 3 < out.size() && std::isdigit(at(i + 3)))))
        continue;
      std::string id;
      if (!match_token(std::string(1, out[i]), items, id)) continue;
      out[i + 1] = ')';
      changed = true;
    }
    if (changed) return parse_choice_list(out, items, ids, error);
  }
  if (const std::string w = capital_w_as_weights(answer, items); !w.empty())
    return parse_choice_list(w, items, ids, error);
  if (const std::string named = aliases_to_text(answer, items); !named.empty())
    return parse_choice_list(named, items, ids, error);
  if (const std::string plain = blank_abbreviations(answer); !plain.empty())
    return parse_choice_list(plain, items, ids, error);
  if (const std::string plain = blank_count_units(answer, items); !plain.empty())
    return parse_choice_list(plain, items, ids, error);
  std::string low = ascii_lower(answer);
  {
    const std::size_t lead = low.find_first_not_of(' ');
    if (lead != std::string::npos && lead > 0) return parse_choice_list(answer.substr(lead), items, ids, error);
  }
  // "both b and c", "both (a) and (d)": "both" before two picks or more names them all (fix round 110: "b — actually,
  // both b and c" had kept b, the correction unread)
  if (low.compare(0, 5, "both ") == 0) {
    std::vector<std::string> two;
    std::string e1;
    if (parse_choice_list(answer.substr(5), items, two, e1) && two.size() >= 2) {
      ids = two;
      return true;
    }
  }
  // "b, c, d (edit: and e)", "a, c, e (edit: also d)", "b c d e\nEDIT: drop e, the KV cache ...", "b, c, d (edit: and not
  // e)", "d, b, a, c (edit: b first, then d, a, c)" (blind round 108): the reader's edit at the end changes the list
  // before it: one that adds ("and", "also", "plus", "add") keeps the picks and adds its letters, one that removes
  // ("drop", "remove", "not", "and not", "minus", "without") takes its letters out, and a full list replaces them
  // (after a lone leading word: "b first, then d, a, c"); an edit that does none of these falls through
  for (std::size_t at = low.find("edit"); at != std::string::npos && at > 0; at = low.find("edit", at + 1)) {
    if (word_char(low[at - 1]) || (at + 4 < low.size() && word_char(low[at + 4]))) continue;
    std::size_t hb = at;
    while (hb > 0 && (low[hb - 1] == ' ' || low[hb - 1] == '(' || low[hb - 1] == '[' || low[hb - 1] == '\n')) --hb;
    std::size_t b = low.find_first_not_of(" :,-", at + 4);
    if (b == std::string::npos || hb == 0) break;
    std::size_t e = low.size();
    while (e > b && (low[e - 1] == ')' || low[e - 1] == ']' || low[e - 1] == ' ' || low[e - 1] == '.')) --e;
    std::string body = low.substr(b, e - b);
    // (what follows a comma after the letters is the reason: "drop e, the KV cache is an inference thing")
    auto cut_reason = [](std::string x) {
      const std::size_t c = x.find(", ");
      if (c != std::string::npos && c + 2 < x.size() && x.find_first_of(",", c + 2) == std::string::npos &&
          std::count(x.begin() + static_cast<long>(c) + 2, x.end(), ' ') >= 2)
        x.resize(c);
      return x;
    };
    std::vector<std::string> head, tail;
    std::string e1, e2;
    if (!parse_choice_list(answer.substr(0, hb), items, head, e1) || head.empty()) break;
    bool done = false;
    for (const char* rm : {"and not ", "but not ", "drop ", "remove ", "not ", "minus ", "without ", "no "}) {
      const std::size_t n = std::strlen(rm);
      if (body.compare(0, n, rm) != 0) continue;
      if (parse_choice_list(cut_reason(body.substr(n)), items, tail, e2) && !tail.empty()) {
        ids.clear();
        for (const auto& h : head)
          if (std::find(tail.begin(), tail.end(), h) == tail.end()) ids.push_back(h);
        done = true;
      }
      break;
    }
    if (!done)
      for (const char* add : {"and also ", "also ", "and ", "plus ", "add ", "+ "}) {
        const std::size_t n = std::strlen(add);
        if (body.compare(0, n, add) != 0) continue;
        if (parse_choice_list(cut_reason(body.substr(n)), items, tail, e2) && !tail.empty()) {
          ids = head;
          for (const auto& t : tail)
            if (std::find(ids.begin(), ids.end(), t) == ids.end()) ids.push_back(t);
          done = true;
        }
        break;
      }
    if (!done) {
      // a full list after a lone leading letter and "first, then": "b first, then d, a, c"
      std::string full = body;
      if (full.size() > 14 && full[1] == ' ' && full.compare(2, 12, "first, then ") == 0)
        full = full.substr(0, 1) + ", " + full.substr(14);
      if (parse_choice_list(full, items, tail, e2) && !tail.empty() && tail.size() >= 2) {
        ids = tail;
        done = true;
      }
    }
    if (done && !ids.empty()) return true;
    break;
  }
  if (const std::string said = spoken_letters(answer, items); !said.empty() && said != answer)
    return parse_choice_list(said, items, ids, error);
  if (const std::string spread = letter_runs_spread(answer, items); !spread.empty())
    return parse_choice_list(spread, items, ids, error);
  if (const std::string plain = letter_glosses_dropped(answer, items); !plain.empty())
    return parse_choice_list(plain, items, ids, error);
  if (const std::string plain = named_and_bare_letters(answer, items); !plain.empty())
    return parse_choice_list(plain, items, ids, error);
  // "the b, the c and the d", "b, c, d and the e": the article a reader's own language puts before a
  // name, before a choice's letter (a single letter that is a choice's id, set off on both sides); the
  // letter is the pick (blind round 46: 'the e' at a list's end had been left out, so a wrong pick passed)
  if (const std::string plain = article_before_letters_dropped(answer, items); plain != answer)
    return parse_choice_list(plain, items, ids, error);
  // "To compute dL/dW you need x", "in order to get dW, keep the input": the purpose first, then the pick
  // after the comma or after the verb of need (audit round 31)
  if (const std::size_t ve = purpose_opener_end(low); ve != 0) {
    std::size_t cut = std::string::npos, after = 0;
    for (const char* w : {", ", " you need ", " you must keep ", " you have to keep ", " we need ", " it needs ",
                          " training needs ", " the backward pass needs ", " backward needs ", " keep "}) {
      const std::size_t at = low.find(w, ve);
      if (at != std::string::npos && at < cut) {
        cut = at;
        after = at + std::strlen(w);
      }
    }
    std::vector<std::string> tail;
    std::string e1;
    // (one choice named twice, "x, so keep the input", is one pick)
    if (cut != std::string::npos && parse_choice_list(answer.substr(after), items, tail, e1) && !tail.empty() &&
        std::all_of(tail.begin(), tail.end(), [&](const std::string& x) { return x == tail[0]; })) {
      ids = {tail[0]};
      return true;
    }
  }
  // A lone Roman numeral names a choice by its place, as "3" and "#3" do: "iii", "(iv)", "ii.", "i)".
  // Only the numerals with an "i" in them ("v" alone may be Adam's v), and only where no choice id is
  // that word (blind round 16)
  {
    std::size_t b = 0, e = low.size();
    while (b < e && (low[b] == '(' || low[b] == '[' || low[b] == ' ')) ++b;
    while (e > b && (low[e - 1] == ')' || low[e - 1] == ']' || low[e - 1] == '.' || low[e - 1] == ' ' || low[e - 1] == ':'))
      --e;
    const std::string w = low.substr(b, e - b);
    if (const std::size_t place = roman_place(w); place >= 1 && place <= items.size()) {
      bool is_id = false;
      for (const auto& it : items) is_id = is_id || fold(it.id) == w;
      if (!is_id) {
        ids = {items[place - 1].id};
        return true;
      }
    }
  }
  // "c-a-d-b (heaviest first)", "b-d-a-c, lightest first": single-character ids joined by hyphens are a
  // list wherever they stand (the tokenizer keeps a hyphenated word whole) (blind round 11)
  if (std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; })) {
    std::string out(answer);
    bool changed = false;
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (i > 0 && (std::isalnum(static_cast<unsigned char>(out[i - 1])) || out[i - 1] == '-')) continue;
      std::size_t j = i;
      int n = 0;
      while (j < out.size() && std::isalpha(static_cast<unsigned char>(out[j])) &&
             (j + 1 >= out.size() || !std::isalnum(static_cast<unsigned char>(out[j + 1])))) {
        std::string id;
        bool is_id = false;
        for (const auto& it : items) is_id = is_id || fold(it.id) == fold(std::string(1, out[j]));
        if (!is_id) break;
        ++n;
        if (j + 2 < out.size() && out[j + 1] == '-' && std::isalpha(static_cast<unsigned char>(out[j + 2]))) j += 2;
        else break;
      }
      const std::size_t end = j + 1;
      if (n >= 2 && (end >= out.size() || !(std::isalnum(static_cast<unsigned char>(out[end])) || out[end] == '-'))) {
        std::string list;
        for (std::size_t k = i; k < end; k += 2) list += (list.empty() ? "" : ", ") + std::string(1, out[k]);
        out.replace(i, end - i, list);
        changed = true;
        i += list.size();
      }
    }
    if (changed && out != answer) return parse_choice_list(out, items, ids, error);
  }
  // Gradient notation read as words: "dL/dW", "∂L/∂x", "dX", "dW" are the gradient with respect to
  // the weight / the input (y = Wx: x the input, W the weight, y the output), so "dL/dx and dL/dW
  // are both matmuls" is (a)'s "with respect to its input and with respect to the weight".
  if (std::string spelled = spell_gradients(answer); spelled != answer) return parse_choice_list(spelled, items, ids, error);
  if (std::string named = framework_terms(answer); named != answer) return parse_choice_list(named, items, ids, error);
  if (std::string fixed = correct_choice_typos(answer, items); fixed != answer) return parse_choice_list(fixed, items, ids, error);
  // An answer that states a purpose ("so that small updates aren't swallowed by bf16", "to
  // accumulate small updates without losing them to rounding"): a loss it says is avoided is what is
  // kept, not a choice named to reject it. Only after a purpose opener: "updates aren't lost in
  // bf16" on its own says bf16 is fine.
  if (std::string kept = purpose_kept(low); !kept.empty()) return parse_choice_list(kept, items, ids, error);
  // Single letters that a choice writes as one slash group ("Q, K, V" or "Q, K and V" for "Q/K/V
  // projections"): that group, so a lone "V" is not another choice's ("Adam's variance v").
  for (const auto& it : items) {
    std::string grp;  // the group's letters, lower case ("qkv")
    for (std::size_t i = 0; i + 2 < it.text.size(); ++i) {
      std::size_t j = i;
      std::string letters;
      while (j < it.text.size() && std::isalpha(static_cast<unsigned char>(it.text[j])) &&
             (j + 1 >= it.text.size() || !std::isalnum(static_cast<unsigned char>(it.text[j + 1]))) &&
             (j == 0 || !std::isalnum(static_cast<unsigned char>(it.text[j - 1])))) {
        letters += static_cast<char>(std::tolower(static_cast<unsigned char>(it.text[j])));
        if (j + 1 < it.text.size() && it.text[j + 1] == '/') j += 2;
        else break;
      }
      if (letters.size() >= 3) {
        grp = letters;
        break;
      }
    }
    if (grp.empty()) continue;
    // the letters in the answer, in order, each a word of its own, joined by ", " / " and " / " "
    for (std::size_t a = 0; a < low.size(); ++a) {
      if (low[a] != grp[0] || (a > 0 && std::isalnum(static_cast<unsigned char>(low[a - 1])))) continue;
      std::size_t p = a + 1, k = 1;
      while (k < grp.size()) {
        std::size_t q = p;
        while (q < low.size() && (low[q] == ' ' || low[q] == ',')) ++q;
        if (low.compare(q, 4, "and ") == 0) q += 4;
        if (q == p || q >= low.size() || low[q] != grp[k] ||
            (q + 1 < low.size() && std::isalnum(static_cast<unsigned char>(low[q + 1]))))
          break;
        p = q + 1, ++k;
      }
      if (k == grp.size()) {
        std::string slash;
        for (std::size_t x = 0; x < grp.size(); ++x) slash += std::string(x ? "/" : "") + grp[x];
        std::string joined(answer.substr(0, a));
        joined += slash;
        joined += answer.substr(p);
        return parse_choice_list(joined, items, ids, error);
      }
    }
  }
  // A numbered list on one line ("1. smaller batch 2. recomputation 3. ZeRO", "1) a 2) c"): the
  // markers 1, 2, 3, ... in order, each a digit with '.' or ')' and a space, start lines as when typed
  // on separate lines.
  if (answer.find('\n') == std::string_view::npos && answer.size() > 3 && answer[0] == '1' &&
      (answer[1] == '.' || answer[1] == ')') && answer[2] == ' ') {
    std::string lined(answer);
    char want = '2';
    bool changed = false;
    for (std::size_t i = 3; i + 2 < lined.size() && want <= '9'; ++i)
      if (lined[i] == ' ' && lined[i + 1] == want && (lined[i + 2] == '.' || lined[i + 2] == ')') &&
          (i + 3 >= lined.size() || lined[i + 3] == ' ')) {
        lined[i] = '\n';
        ++want;
        changed = true;
      }
    if (changed) return parse_choice_list(lined, items, ids, error);
  }
  // A Markdown table ("| step | technique |\n|---|---|\n| 1 | b |\n| 2 | d |"): its body rows, one
  // line each, without the header, the rule and a leading cell that only numbers the row
  if (answer.find("|\n") != std::string_view::npos || answer.find("| \n") != std::string_view::npos) {
    std::vector<std::string> lines;
    std::string cur;
    for (char c : answer) {
      if (c == '\n') lines.push_back(cur), cur.clear();
      else cur += c;
    }
    lines.push_back(cur);
    auto rule = [](const std::string& l) {
      return l.find('-') != std::string::npos && l.find_first_not_of("|-: \t") == std::string::npos;
    };
    std::string body;
    int rows = 0, rules = 0;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      std::string l = lines[k];
      while (!l.empty() && (l.back() == ' ' || l.back() == '\r')) l.pop_back();
      if (l.empty()) continue;
      if (l[0] != '|') {
        rows = -1;
        break;
      }
      if (rule(l)) {
        ++rules;
        continue;
      }
      if (k + 1 < lines.size() && rule(lines[k + 1])) continue;  // the header
      std::vector<std::string> cells;
      std::string cell;
      for (std::size_t x = 1; x < l.size(); ++x) {
        if (l[x] == '|') cells.push_back(cell), cell.clear();
        else cell += l[x];
      }
      if (!cell.empty()) cells.push_back(cell);
      std::string row;
      for (std::size_t x = 0; x < cells.size(); ++x) {
        const std::string f = fold(cells[x]);
        if (x == 0 && cells.size() > 1 && !f.empty() &&
            std::all_of(f.begin(), f.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }))
          continue;
        if (!f.empty()) row += (row.empty() ? "" : " ") + cells[x];
      }
      if (!row.empty()) body += (body.empty() ? "" : "\n") + row, ++rows;
    }
    if (rows >= 1 && rules == 1) return parse_choice_list(body, items, ids, error);
  }
  // "X rather than Y", "X instead of Y", "X as opposed to Y": Y is named to reject it, as in "X, not
  // Y"; "not X but Y", "no longer X but Y": X is rejected and Y is the pick.
  {
    std::string r(answer), rl = low;
    bool changed = false;
    if (std::string moved = move_rejected_aside(answer); moved != std::string(answer)) {
      r = moved;
      rl = ascii_lower(moved);
      changed = true;
    }
    for (const char* conn : {" rather than ", " instead of ", " as opposed to "})
      for (std::size_t p; (p = rl.find(conn)) != std::string::npos;) {
        const std::size_t n = std::strlen(conn);
        r.replace(p, n, ", not "), rl.replace(p, n, ", not ");
        changed = true;
      }
    // "x (not y)": a parenthesis that opens with "not" rejects what it names, as ", not y" does (blind
    // round 14)
    for (const char* conn : {" (not ", "(not "})
      for (std::size_t p; (p = rl.find(conn)) != std::string::npos;) {
        const std::size_t n = std::strlen(conn);
        const std::size_t close = rl.find(')', p + n);
        if (close == std::string::npos || p == 0 || rl.find_first_of(",;:", p + n) < close) break;  // an aside with a list of its own stays one
        r.erase(close, 1), rl.erase(close, 1);
        r.replace(p, n, ", not "), rl.replace(p, n, ", not ");
        changed = true;
      }
    if (const std::size_t b = rl.find(" but "); b != std::string::npos) {
      const std::string head = " " + rl.substr(0, b) + " ";
      const std::size_t cut = head.find_last_of(".;:\n");
      const std::string clause = cut == std::string::npos ? head : " " + head.substr(cut + 1);
      if (clause.find(" not ") != std::string::npos || clause.find(" no longer ") != std::string::npos ||
          clause.find(" never ") != std::string::npos) {
        r.replace(b, 5, ", "), rl.replace(b, 5, ", ");
        changed = true;
      }
    }
    if (changed) return parse_choice_list(r, items, ids, error);
  }
  // What follows a correction or a hedge, when it names a choice on its own, is the pick.
  auto pick_from = [&](std::size_t at) {
    const std::string_view rest = rest_after(answer, at);
    std::vector<std::string> got;
    std::string err;
    // "c — wait, c drops the other intermediates too; b": a reason about a letter, then after ';' or '. ' a lone
    // letter: the lone letter is the pick (fix round 110: blind108 row 323 had read c, the reason's subject)
    if (rest.size() < answer.size()) {
      const std::string rl = ascii_lower(rest);
      std::size_t stop = rl.find_last_of(';');
      if (const std::size_t dot = rl.rfind(". "); dot != std::string::npos && (stop == std::string::npos || dot > stop))
        stop = dot;
      const std::vector<std::string> head = split_tokens(rl.substr(0, stop == std::string::npos ? 0 : stop));
      std::string tail = stop == std::string::npos ? std::string() : rl.substr(stop + 1);
      while (!tail.empty() && std::strchr(" .!)", tail.back()) != nullptr) tail.pop_back();
      while (!tail.empty() && std::strchr(" (", tail.front()) != nullptr) tail.erase(0, 1);
      std::string hid, tid;
      if (head.size() >= 3 && head[0].size() == 1 && match_token(head[0], items, hid) && tail.size() == 1 &&
          match_token(tail, items, tid) && tid != hid) {
        ids = {tid};
        return true;
      }
    }
    if (rest.empty() || rest.size() >= answer.size() || !parse_choice_list(rest, items, got, err) || got.empty()) return false;
    ids = got;
    return true;
  };
  // "a, c — oh, e as well", "b, d, ah, c too": a bare "oh"/"ah" is no correction word, but before letters that end in
  // "too"/"as well"/"also" it adds them as "oops" does (fix round 128: blind125 row 138); only that additive form
  // the sounds before added letters, one list for finding them and for where the correction starts (round 154)
  static constexpr const char* added_letter_sounds[] = {"oh", "ah", "hmm"};
  std::size_t oh_at = std::string::npos;
  if (last_correction(low) == std::string::npos)
    for (const char* m : added_letter_sounds)  // ("a, b, c — hmm, and e", "a, c, e — hmm, d too"; rounds 140, 142)
      for (std::size_t p = low.find(m), n = std::strlen(m); p != std::string::npos; p = low.find(m, p + 1))
        if (p > 0 && !word_char(low[p - 1]) && (p + n >= low.size() || !word_char(low[p + n])) &&
            (oh_at == std::string::npos || p + n > oh_at))
          oh_at = p + n;
  if (const std::size_t c = oh_at != std::string::npos ? oh_at : last_correction(low); c != std::string::npos) {
    // "memory and communication, no wait, also recomputation": a correction that adds ("also", "and
    // also", "plus", "as well as") keeps the picks before it and adds those after it
    const std::string_view rest = rest_after(answer, c);
    std::string rl;
    for (char ch : rest) rl += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    // where the correction word before c begins ("no wait", "oops", "oh no,"): c where there is none
    const auto correction_start = [&] {
      // ("ah" as "oh": "a, c... ah, and e too"; round 140)
      for (const char* m : {"no wait", "wait no", "wait, no", "wait,", "actually", "i mean", "or rather", "correction",
                            "scratch that", "oops", "oh no,", "no"}) {
        const std::size_t k = std::strlen(m);
        if (c >= k && low.compare(c - k, k, m) == 0) return c - k;
      }
      for (const char* m : added_letter_sounds) {  // (after the words above, as the one list had them)
        const std::size_t k = std::strlen(m);
        if (c >= k && low.compare(c - k, k, m) == 0) return c - k;
      }
      return c;
    };
    // the picks before the correction word at `start`, with those `more` names added (false where there is no
    // correction word, or either side names no pick)
    const auto added_to_picks_before = [&](std::size_t start, std::string_view more) {
      std::vector<std::string> head, tail;
      std::string e1, e2;
      if (start >= c || !parse_choice_list(rest_after(answer.substr(0, start), 0), items, head, e1) || head.empty() ||
          !parse_choice_list(more, items, tail, e2) || tail.empty())
        return false;
      ids = head;
      for (const auto& t : tail)
        if (std::find(ids.begin(), ids.end(), t) == ids.end()) ids.push_back(t);
      return true;
    };
    // ... and one whose letters end with "too"/"as well"/"also": "a, c — oops, b too", "b, c, wait, d as well" (fix
    // round 110: blind108 row 152; only letters before the word, so "oops, b too is wrong" stays a remark)
    {
      std::string tl = rl;
      while (!tl.empty() && (tl.back() == ' ' || tl.back() == '.' || tl.back() == '!')) tl.pop_back();
      for (const char* add : {" too", " as well", " also"}) {
        const std::size_t n = std::strlen(add);
        if (tl.size() <= n || tl.compare(tl.size() - n, n, add) != 0) continue;
        const std::string letters = tl.substr(0, tl.size() - n);
        bool only = !letters.empty();
        for (const std::string& w : split_tokens(letters)) {
          std::string wid;
          only = only && ((w.size() == 1 && match_token(w, items, wid)) || w == "and");
        }
        const std::size_t start = correction_start();
        // (not after a "not" in the list: "b, c, d, but not e... actually e too" takes back the "not e", which the
        // multi-select reader would read again; the correction alone is read there, as before. The multi-select
        // reader hands the list on with the negated letter blanked out, a run of spaces, "b  c  d     actually e too")
        const bool clean_list = (" " + low.substr(0, start)).find(" not ") == std::string::npos &&
                                low.substr(0, start).find("   ") == std::string::npos;
        only = only && clean_list;
        if (only && added_to_picks_before(start, letters)) return true;
        // ... or a choice named by its words after an "oh"/"ah"/"hmm": "a and c. ah, runtime buffers too", "b and
        // c... ah, and the activations too" (round 152: blind143 rows 51, 56); only after those fillers, only a
        // phrase the choice reader takes whole, with no verb or negation of its own ("ah, the KV cache is big too"
        // stays a remark)
        if (!only && clean_list && oh_at != std::string::npos) {
          std::string phrase = letters;
          while (!phrase.empty() && std::strchr(" ,", phrase.front()) != nullptr) phrase.erase(0, 1);
          for (const char* j : {"and also ", "and ", "also ", "plus "})
            if (phrase.compare(0, std::strlen(j), j) == 0) {
              phrase.erase(0, std::strlen(j));
              break;
            }
          static const std::set<std::string> verbs = {"is", "are", "was", "were", "be", "isn", "aren", "does", "do",
                                                      "doesn", "don", "only", "but", "wrong", "if", "maybe", "also"};
          bool plain = !phrase.empty();
          for (const std::string& w : split_tokens(phrase)) plain = plain && !negator_word(w) && !verbs.count(w);
          if (plain && added_to_picks_before(start, phrase)) return true;
        }
        break;
      }
    }
    // "b, hmm, c, d": a "hmm" between commas inside the list is a filler; the letters after it go on the list (round 142;
    // "b, c, oh, d", "a, ah, c, e" with "oh"/"ah" as well: round 143)
    if (const std::size_t ws = correction_start(); oh_at != std::string::npos && ws >= 2 && ws < oh_at &&
                                                   low.compare(ws - 2, 2, ", ") == 0 && oh_at < low.size() &&
                                                   low[oh_at] == ',') {
      bool letters = !rl.empty();
      for (const std::string& w : split_tokens(rl)) {
        std::string wid;
        letters = letters && ((w.size() == 1 && match_token(w, items, wid)) || w == "and");
      }
      if (letters && added_to_picks_before(ws, rest)) return true;
    }
    for (const char* add : {"and also ", "also ", "plus ", "as well as ", "and ", "+ "}) {
      const std::size_t n = std::strlen(add);
      // ("a, c — oh, and e", "a, c... ah, and e too": after "oh" a joining word, then nothing but single letters and
      // "and"/"too"/"as well"/"also": not a remark, "oh and b and d only exist in training"; round 136)
      if (oh_at != std::string::npos) {
        bool letters_only = add[0] != '+';
        for (std::size_t k = n; k < rl.size() && letters_only;) {
          if (!word_char(rl[k])) { ++k; continue; }
          std::size_t e = k;
          while (e < rl.size() && word_char(rl[e])) ++e;
          const std::string w(rl.substr(k, e - k));
          // ("oh, and d of course"; round 142)
          letters_only = w.size() == 1 || w == "and" || w == "too" || w == "as" || w == "well" || w == "also" ||
                         (w == "of" && rl.compare(e, 7, " course") == 0) || w == "course";
          k = e;
        }
        if (!letters_only) continue;
      }
      if (rl.compare(0, n, add) != 0 || rl.size() <= n) continue;
      if (added_to_picks_before(correction_start(), rest.substr(n))) return true;
      break;
    }
    // "b, c and — oh — d": the list's "and" before an "oh"/"ah" set off by dashes, then only letters: they are added to
    // the letters before the "and" (round 140: the last letter had been lost)
    if (oh_at != std::string::npos) {
      std::size_t st = correction_start();
      const auto dash_before = [&](std::size_t p) {  // an em or en dash ends at p
        return p >= 3 && low.compare(p - 3, 2, "\xE2\x80") == 0 && (low[p - 1] == '\x94' || low[p - 1] == '\x93');
      };
      bool dash_in_front = false;
      while (st > 0 && (dash_before(st) || low[st - 1] == ' ' || low[st - 1] == '-' || low[st - 1] == ',')) {
        dash_in_front = dash_in_front || dash_before(st) || low[st - 1] == '-';
        st -= dash_before(st) ? 3 : 1;
      }
      bool letters_only = !rl.empty();
      for (const std::string& w : split_tokens(rl)) {
        std::string wid;
        letters_only = letters_only && w.size() == 1 && match_token(w, items, wid);
      }
      if (letters_only && st >= 4 && low.compare(st - 4, 4, " and") == 0 && added_to_picks_before(st - 4, rest))
        return true;
      // ... and without the "and" where dashes set the "oh" off on both sides: "b, c — oh — d" (round 143)
      std::size_t af = oh_at;
      while (af < low.size() && low[af] == ' ') ++af;
      const bool dash_after = low.compare(af, 3, "\xE2\x80\x94") == 0 || low.compare(af, 3, "\xE2\x80\x93") == 0 ||
                              low.compare(af, 2, "--") == 0;
      if (letters_only && dash_in_front && dash_after && added_to_picks_before(st, rest)) return true;
    }
    if (oh_at == std::string::npos && pick_from(c)) return true;
  }
  // "x? since the gradient needs it", "b, because ...": a pick, then the reason for it; the reason
  // names no pick of its own (it may share words with another choice)
  for (const char* why : {" since ", " because "}) {  // not " as ": "memory, as well as communication"
    const std::size_t d = low.find(why);
    if (d == std::string::npos || d == 0) continue;
    std::size_t e = d;
    while (e > 0 && (low[e - 1] == '?' || low[e - 1] == ',' || low[e - 1] == ' ' || low[e - 1] == '.')) --e;
    if (e == 0 || e == d) continue;  // the reason must follow punctuation: "x? since", "b, because"
    std::vector<std::string> head;
    std::string e1;
    if (parse_choice_list(answer.substr(0, e), items, head, e1) && !head.empty()) {
      ids = head;
      return true;
    }
    break;
  }
  // "you need x to form dL/dW", "the input, in order to compute the weight gradient": a pick, then
  // the purpose it serves, as a reason after "because" is (lead's probe 13)
  const std::set<std::string>& purpose = purpose_verbs();
  for (std::size_t d = low.find(" to "); d != std::string::npos && d > 0; d = low.find(" to ", d + 1)) {
    std::size_t v = d + 4;
    std::size_t ve = v;
    while (ve < low.size() && std::isalpha(static_cast<unsigned char>(low[ve]))) ++ve;
    if (!purpose.count(low.substr(v, ve - v))) continue;
    std::size_t e = d;
    if (e >= 9 && low.compare(e - 9, 9, " in order") == 0) e -= 9;
    while (e > 0 && (low[e - 1] == ',' || low[e - 1] == ' ')) --e;
    std::vector<std::string> head;
    std::string e1;
    if (e > 0 && parse_choice_list(answer.substr(0, e), items, head, e1) && !head.empty()) {
      ids = head;
      return true;
    }
    break;
  }
  // "O(√n) — one extra forward": a pick, then a dash and words that name no choice of their own
  for (const char* dash : {" \xE2\x80\x94 ", " \xE2\x80\x93 ", " - "}) {
    const std::size_t d = low.find(dash);
    if (d == std::string::npos || d == 0) continue;
    std::vector<std::string> head, tail;
    std::string e1, e2;
    if (parse_choice_list(answer.substr(0, d), items, head, e1) && !head.empty() &&
        !parse_choice_list(answer.substr(d + std::strlen(dash)), items, tail, e2)) {
      ids = head;
      return true;
    }
    break;
  }
  // "Not the output y: the input x", "Not 'nothing': you need the input x": a choice rejected before a colon,
  // then the pick (audit round 31); a dash or a semicolon sets them apart as the colon does ("Not y — x",
  // blind round 33)
  // ("never when memory's plentiful; b", "never with spare memory. b": "never" rejects as "not" does, and a
  // sentence break sets the pick apart as a semicolon does; blind round 52)
  for (const char* neg : {"not ", "no, not ", "no not ", "never "}) {
    if (low.rfind(neg, 0) != 0) continue;
    std::size_t d = low.find(':'), sep = 1;
    for (const char* dash : {" \xE2\x80\x94", " \xE2\x80\x93", " - ", ";", ". "}) {
      const std::size_t at = low.find(dash);
      if (at != std::string::npos && at < d) d = at, sep = std::strlen(dash);
    }
    if (d == std::string::npos || d <= std::strlen(neg)) break;
    std::string rejected_text(answer.substr(std::strlen(neg), d - std::strlen(neg)));
    for (char& c : rejected_text)
      if (c == '\'' || c == '"') c = ' ';
    std::vector<std::string> rejected, tail;
    std::string e1, e2;
    if (parse_choice_list(rejected_text, items, rejected, e1) && !rejected.empty() &&
        parse_choice_list(answer.substr(d + sep), items, tail, e2) && tail.size() == 1 &&
        std::find(rejected.begin(), rejected.end(), tail[0]) == rejected.end()) {
      ids = tail;
      return true;
    }
    // "never for speed. a": a "never" remark in the reader's own words (no choice's text), then one pick whose
    // text shares no content word with the remark: the remark rejects something else (blind round 54; "never for
    // small updates. a" rejects the pick's own idea and stays unread)
    if (std::strcmp(neg, "never ") == 0 && !parse_choice_list(rejected_text, items, rejected, e1) &&
        parse_choice_list(answer.substr(d + sep), items, tail, e2) && tail.size() == 1) {
      std::set<std::string> own;
      for (const auto& it : items)
        if (it.id == tail[0]) own = choice_stems(it.text);
      bool shares = false, words = false;
      for (const std::string& w : split_tokens(fold(rejected_text))) {
        std::string id;
        if (w.size() == 1 && match_token(w, items, id)) shares = true;  // a letter in the remark
        if (filler_word(w)) continue;
        words = true;
        shares = shares || text_holds(own, stem(w));
      }
      if (words && !shares && !own.empty()) {
        ids = tail;
        return true;
      }
    }
    break;
  }
  // "dropping e: b, c, d", "removing c: a, b, d, e", "adding d: b, c, d": a second try that names the
  // choice it drops or adds before a colon, then the new list; the list is the pick where it leaves out
  // what was dropped and keeps what was added (blind round 42)
  for (const char* verb : {"dropping ", "drop ", "removing ", "remove ", "taking out ", "take out ", "minus ",
                           "adding ", "add ", "plus "}) {
    if (low.rfind(verb, 0) != 0) continue;
    const std::size_t d = low.find(':');
    if (d == std::string::npos || d <= std::strlen(verb)) break;
    const bool adds = low[0] == 'a' || low[0] == 'p';
    std::vector<std::string> named, tail;
    std::string e1, e2;
    if (parse_choice_list(answer.substr(std::strlen(verb), d - std::strlen(verb)), items, named, e1) && !named.empty() &&
        parse_choice_list(answer.substr(d + 1), items, tail, e2) && !tail.empty()) {
      bool fits = true;
      for (const auto& n : named) fits = fits && (std::find(tail.begin(), tail.end(), n) != tail.end()) == adds;
      if (fits) {
        ids = tail;
        return true;
      }
    }
    break;
  }
  // "b, c, d, e. dropping e: b, c, d": the first list, then the second try as above, after a sentence break:
  // the second try is the pick where the first list held what it drops (or lacked what it adds) (blind round 44)
  for (const char* verb : {"dropping ", "drop ", "removing ", "remove ", "taking out ", "take out ", "adding ", "add "}) {
    std::size_t at = std::string::npos;
    for (const char* brk : {". ", "; ", ", then ", " then "}) {
      const std::size_t f = low.find(std::string(brk) + verb);
      if (f != std::string::npos && f > 0) {
        at = f + std::strlen(brk);
        break;
      }
    }
    if (at == std::string::npos) continue;
    std::size_t cut = at;
    while (cut > 0 && (low[cut - 1] == ' ' || low[cut - 1] == '.' || low[cut - 1] == ';' || low[cut - 1] == ',')) --cut;
    if (low.compare(cut >= 5 ? cut - 5 : 0, 5, " then") == 0) cut -= 5;
    const std::size_t d = low.find(':', at);
    if (d == std::string::npos || d <= at + std::strlen(verb)) break;
    const bool adds = verb[0] == 'a';
    std::vector<std::string> first, named, tail;
    std::string e0, e1, e2;
    if (parse_choice_list(answer.substr(0, cut), items, first, e0) && !first.empty() &&
        parse_choice_list(answer.substr(at + std::strlen(verb), d - at - std::strlen(verb)), items, named, e1) &&
        !named.empty() && parse_choice_list(answer.substr(d + 1), items, tail, e2) && !tail.empty()) {
      bool fits = true;
      for (const auto& n : named)
        fits = fits && (std::find(tail.begin(), tail.end(), n) != tail.end()) == adds &&
               (std::find(first.begin(), first.end(), n) != first.end()) != adds;
      if (fits) {
        ids = tail;
        return true;
      }
    }
    break;
  }
  // "ZeRO-1: 2+2+12/8 = 5.5 B/param → 37 GB": a pick, a colon and the reader's arithmetic (an '=' or
  // a '+' among digits), which names no pick
  if (const std::size_t d = low.find(':'); d != std::string::npos && d > 0) {
    const std::string tail = low.substr(d + 1);
    const bool digits = tail.find_first_of("0123456789") != std::string::npos;
    if (digits && (tail.find('=') != std::string::npos || tail.find('+') != std::string::npos)) {
      std::vector<std::string> head;
      std::string e1;
      if (parse_choice_list(answer.substr(0, d), items, head, e1) && !head.empty()) {
        ids = head;
        return true;
      }
    }
  }
  // "flash attention but no checkpointing", "FSDP but not pipeline": the pick before "but no(t)",
  // when the choice rejected after it is none of those picks
  for (const char* conn : {" but no ", " but not "}) {
    const std::size_t d = low.find(conn);
    if (d == std::string::npos || d == 0) continue;
    std::vector<std::string> head, tail;
    std::string e1, e2;
    if (!parse_choice_list(answer.substr(0, d), items, head, e1) || head.empty()) break;
    parse_choice_list(answer.substr(d + std::strlen(conn)), items, tail, e2);
    bool overlap = false;
    for (const auto& t : tail) overlap = overlap || std::find(head.begin(), head.end(), t) != head.end();
    if (!overlap) {
      ids = head;
      return true;
    }
    break;
  }
  // "option c", "choice (b)", "options b and d", "letter B.": the word that calls the picks choices,
  // then nothing but choice ids (blind round 10: readers typing the UI's word before the letter)
  for (const char* noun : {"options", "option", "opt", "choices", "choice", "letters", "letter"}) {
    const std::size_t n = std::strlen(noun);
    if (low.compare(0, n, noun) != 0 || low.size() <= n || word_char(low[n])) continue;
    const std::vector<std::string> toks = split_tokens(rest_after(answer, n));
    bool ids_only = !toks.empty();
    for (const auto& tk : toks) {
      std::string id;
      ids_only = ids_only && match_token(tk, items, id);
    }
    if (ids_only && pick_from(n)) return true;
    break;
  }
  if (const std::size_t h = hedge_lead(low); h > 0 && pick_from(h)) return true;
  if (const std::size_t r = retry_lead(low); r > 0 && pick_from(r)) return true;
  if (const std::size_t n = label_lead(low); n > 0 && pick_from(n)) return true;
  // "changing from b to a", "switching my answer from a to b", "I'm changing it from b to a": a second try
  // said as the change itself, from one letter id to another, at the end of the answer: the pick is the one
  // it changes to (blind round 44; the plain pick words below read one run of ids, and these are two)
  {
    const std::vector<std::string> w = split_tokens(low);
    const std::size_t n = w.size();
    std::string from_id, to_id;
    if (n >= 5 && w[n - 4] == "from" && w[n - 2] == "to" && w[n - 3].size() == 1 && w[n - 1].size() == 1 &&
        match_token(w[n - 3], items, from_id) && match_token(w[n - 1], items, to_id) && from_id != to_id) {
      bool verb = false, plain = true;
      for (std::size_t k = 0; k + 4 < n; ++k) {
        const std::string l = fold(w[k]);
        const bool v = l == "changing" || l == "change" || l == "changed" || l == "switching" || l == "switch" ||
                       l == "switched" || l == "moving" || l == "move" || l == "moved" || l == "going";
        verb = verb || v;
        plain = plain && (v || l == "i" || l == "im" || l == "i'm" || l == "am" || l == "ive" || l == "i've" ||
                          l == "my" || l == "answer" || l == "it" || l == "pick" || l == "choice" || l == "ok" ||
                          l == "okay" || l == "actually" || l == "hmm" || l == "so" || l == "the" || l == "have" ||
                          l == "ll" || l == "i'll" || l == "will" || l == "m" || l == "ve" ||
                          // the conditional: "I'd change from a to b", "I would switch" (blind round 47)
                          l == "i'd" || l == "id" || l == "d" || l == "would");
      }
      if (verb && plain) {
        ids = {to_id};
        return true;
      }
    }
  }
  // "I reckon c", "it should be c", "I'll answer c", "option C for me", "looks like c", "so c": a few
  // plain words that name no choice, negate, contrast or hedge nothing, around one run of letter ids:
  // the ids are the pick (lead's probe 12: a list of lead phrases had left each new one unreadable).
  // Contractions lose their ending first ("I'd" is no choice (d), "answer's c" no possessive).
  {
    std::string plain;
    for (std::size_t k = 0; k < low.size(); ++k) {
      const bool apo = low[k] == '\'' || low.compare(k, 3, "\xE2\x80\x99") == 0;
      if (apo && k > 0 && std::isalpha(static_cast<unsigned char>(low[k - 1]))) {
        k += low[k] == '\'' ? 1 : 3;
        while (k < low.size() && std::isalpha(static_cast<unsigned char>(low[k]))) ++k;
        --k;
        continue;
      }
      plain += low[k];
    }
    std::set<std::string> all_text;
    for (const auto& it : items) {
      const std::set<std::string> t = choice_stems(it.text);
      all_text.insert(t.begin(), t.end());
    }
    const std::vector<std::string> w = split_tokens(plain);
    std::vector<std::string> run;
    int runs = 0, outside = 0;
    bool prev_id = false, ok = w.size() >= 2 && w.size() <= 12;
    for (std::size_t k = 0; k < w.size() && ok; ++k) {
      std::string id;
      const bool letters = std::all_of(w[k].begin(), w[k].end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
      // the article of "without a doubt" is no letter (lead's probe 17)
      const bool doubt_article = w[k] == "a" && k >= 1 && k + 1 < w.size() && fold(w[k - 1]) == "without" &&
                                 fold(w[k + 1]) == "doubt";
      if (letters && w[k].size() == 1 && !doubt_article && match_token(w[k], items, id)) {
        if (!prev_id) ++runs;
        run.push_back(id);
        prev_id = true;
        continue;
      }
      prev_id = false;
      ++outside;
      const std::string l = fold(w[k]);
      // only words that say "this is my pick" (a list of them, not of the words that take it back:
      // "I doubt c", "c is a trap", "I almost said c" are no pick)
      static const char* const pick_words[] = {
          "i", "we", "it", "its", "is", "be", "would", "will", "should", "must", "gotta", "gonna", "going", "to",
          "say", "answer", "pick", "choose", "choice", "option", "go", "with", "for", "me", "my", "reckon", "bet",
          "on", "vote", "voting", "am", "think", "guess", "believe", "suppose", "probably", "definitely", "surely",
          "obviously", "clearly", "certainly", "sure", "pretty", "fairly", "quite", "very", "so", "thus", "hence",
          "therefore", "hmm", "ok", "okay", "well", "final", "correct", "right", "the", "a", "an", "that", "this",
          "looks", "look", "like", "seems", "seem", "sounds", "sound", "has", "have", "got", "can", "only", "one",
          // the other restrictors, as "only" ("just b", "solely c": that one alone; blind round 37)
          "just", "solely", "merely", "simply",
          "here", "imo", "imho", "see", "tbh", "yeah", "prob", "def", "defo", "deffo", "take", "select", "use", "let",
          "us", "feel", "letter", "mine", "of", "course", "ofc", "obv", "duh", "easy", "gut",
          // a second try said as the act of changing or keeping the pick: "changing my answer to (c)",
          // "switching to b", "still think it's b" (blind round 42)
          "changing", "change", "switching", "switch", "still",
          // sentence adverbs and discourse phrases that vouch for the pick: "as you can see, c", "evidently c",
          // "in my opinion c", "honestly, b", "without a doubt c" (lead's probe 17; not "in short": "short"
          // folds to "scarce")
          "as", "you", "evidently", "naturally", "honestly", "basically", "essentially", "undoubtedly",
          "unquestionably", "plainly", "in", "opinion", "view", "doubt",
          // ... and the words that set the truth against a belief: "it's actually c", "in fact b", "really a" (lead
          // session 39: after round 90's "People think ..., but it's actually c" the rest had been unreadable)
          "actually", "really", "fact", "truly",
          // ... and the page or table as the pick's source: "as you can see from the table, c", "as the page says:
          // b", "according to the book, c", "as you know, a" (blind round 51)
          "from", "page", "pages", "table", "book", "text", "says", "said", "shows", "showed", "according", "per",
          "know",
          // ... and the reader's memory or the page's readers as the source: "if I remember the page's list right,
          // c", "if I recall correctly, b", "anyone who has read the page would say c" (fix round 95)
          // ("if" only before "I remember"/"I recall", below: "not sure if c" asks)
          "remember", "recall", "correctly", "list", "own", "by", "anyone", "everyone", "who", "read"};
      bool known = false;
      for (const char* x : pick_words) known = known || l == x;
      // "no doubt" and "without (a) doubt" vouch for the pick; "doubt" alone takes it back ("I doubt c")
      const auto folded = [&](std::size_t i) { return i < w.size() ? fold(w[i]) : std::string(); };
      const bool no_doubt = (l == "no" || l == "without") &&
                            (folded(k + 1) == "doubt" || (folded(k + 1) == "a" && folded(k + 2) == "doubt"));
      if (l == "if" && folded(k + 1) == "i" && (folded(k + 2) == "remember" || folded(k + 2) == "recall")) known = true;
      if (l == "doubt" && !(k >= 1 && (fold(w[k - 1]) == "no" || fold(w[k - 1]) == "without" ||
                                        (k >= 2 && fold(w[k - 1]) == "a" && fold(w[k - 2]) == "without"))))
        known = false;
      ok = ok && (known || no_doubt) && letters && (no_doubt || !negator_word(l)) &&
           (filler_word(l) || no_doubt || !text_holds(all_text, stem(l)));
    }
    // (up to eight such words: "as you can see from the table, c" has seven; blind round 54)
    if (ok && runs == 1 && outside >= 1 && outside <= 8) {
      ids = run;
      return true;
    }
  }
  // a direction label before the list, "from lightest to heaviest: b, d, a, c", "backwards: c a e
  // d b" (grade_ordering reads the direction from the whole answer)
  {
    const std::vector<std::string> w = split_tokens(low);
    std::size_t k = !w.empty() && w[0] == "from" ? 1 : 0;
    const std::size_t colon = low.find_first_of(":-");
    const bool pole_label = (w.size() > k + 3 && w[k + 1] == "to" && order_pole(w[k]) && order_pole(w[k + 2])) ||
                            (w.size() > k + 2 && order_pole(w[k]) && (w[k + 1] == "first" || w[k + 1] == "last"));
    const bool reverse_label = w.size() > 1 && (w[0] == "backwards" || w[0] == "reversed" || w[0] == "reverse" ||
                                                (w[0] == "in" && w.size() > 2 && w[1] == "reverse"));
    if ((pole_label || reverse_label) && colon != std::string::npos && colon + 1 < low.size()) {
      std::vector<std::string> got;
      std::string err;
      const std::string_view rest = rest_after(answer, colon + 1);
      if (!rest.empty() && parse_choice_list(rest, items, got, err) && !got.empty()) {
        ids = got;
        return true;
      }
    }
  }
  // "smaller batch first, bigger GPUs only last: c d a b", "c first, b last: c, d, a, b": a gloss that
  // places some items, then after the last colon every item exactly once. The list is the answer when the
  // gloss says nothing against it: no negator or "or", the items its comma parts name (one each) in the
  // list's order, and one said "first" or "last" at that end of the list (blind round 37)
  if (items.size() >= 3) {
    const std::size_t colon = low.rfind(':');
    std::vector<std::string> got;
    std::string err;
    if (colon != std::string::npos && colon > 0 && colon + 1 < low.size() &&
        parse_choice_list(rest_after(answer, colon + 1), items, got, err) && got.size() == items.size() &&
        std::set<std::string>(got.begin(), got.end()).size() == items.size()) {
      const std::string head = low.substr(0, colon);
      bool ok = true, named = false, placed = false;
      for (const std::string& t : split_tokens(head)) ok = ok && !negator_word(fold(t)) && fold(t) != "or";
      std::size_t prev_pos = 0;
      for (std::size_t b = 0; ok && b < head.size();) {
        std::size_t e = head.find_first_of(",;", b);
        if (e == std::string::npos) e = head.size();
        const std::string part = head.substr(b, e - b);
        b = e + 1;
        std::vector<std::string> one;
        std::string e1;
        if (!parse_choice_list(part, items, one, e1) || one.size() != 1) continue;
        const std::size_t pos = static_cast<std::size_t>(std::find(got.begin(), got.end(), one[0]) - got.begin());
        const std::string fp = " " + fold(part) + " ";
        // ... or said to start or end it: "starting from the fixed-state ledger: b, d, e, a, c" (blind round 42)
        if (fp.find(" first ") != std::string::npos || fp.find(" starting ") != std::string::npos ||
            fp.find(" start with ") != std::string::npos || fp.find(" starts with ") != std::string::npos ||
            fp.find(" beginning with ") != std::string::npos)
          ok = ok && pos == 0, placed = true;
        if (fp.find(" ending with ") != std::string::npos || fp.find(" ends with ") != std::string::npos)
          ok = ok && pos + 1 == got.size(), placed = true;
        if (fp.find(" last ") != std::string::npos || fp.find(" lastly ") != std::string::npos ||
            fp.find(" finally ") != std::string::npos)
          ok = ok && pos + 1 == got.size(), placed = true;
        ok = ok && (!named || pos > prev_pos);
        prev_pos = pos;
        named = true;
      }
      if (ok && named && placed) {
        ids = got;
        return true;
      }
    }
  }
  const bool numeric_ids = std::any_of(items.begin(), items.end(), [](const choice_item& i) {
    return !i.id.empty() && std::isdigit(static_cast<unsigned char>(i.id[0]));
  });
  if (!numeric_ids) {
    // list numbers that open lines: "1. x\n2. y" (two or more; "1.5" and "option 2" are no such)
    std::string out;
    int dropped = 0;
    for (std::size_t i = 0; i < answer.size();) {
      const bool line_start = i == 0 || answer[i - 1] == '\n';
      std::size_t k = i;
      while (line_start && k < answer.size() && answer[k] == ' ') ++k;
      std::size_t d = k;
      while (line_start && d < answer.size() && d - k < 2 && std::isdigit(static_cast<unsigned char>(answer[d]))) ++d;
      if (line_start && d > k && d + 1 < answer.size() && (answer[d] == '.' || answer[d] == ')') && answer[d + 1] == ' ') {
        ++dropped;
        i = d + 2;
        continue;
      }
      out += answer[i++];
    }
    if (dropped >= 2) return parse_choice_words(out, items, ids, error);
    // order words between ids: "first b then d then a then c", "b, after that a"; also "b before d before a
    // before c" (each id comes before the next), ranks as abbreviations ("1st b, 2nd d, 3rd a, 4th c"), and
    // "start with b, then d, then a, end with c" ("end with" only before the last id, not one listed already:
    // "b, d, e, a, c. Ends with: c" restates the end). Where every id has its
    // rank before it and the ranks are 1..n once each, the ranks place the ids ("first b, third a, second d,
    // fourth c" is b, d, a, c; blind round 76)
    const std::vector<std::string> toks = split_tokens(answer);
    std::vector<std::string> got;
    std::vector<std::size_t> ranks;
    bool all = toks.size() > 1, pending = false, any_order = false;
    std::size_t rank = 0;
    for (std::size_t ti = 0; ti < toks.size(); ++ti) {
      const auto& t = toks[ti];
      std::string id;
      std::string l = fold(t);
      // another language's order word reads as its English one ("luego" then, "enfin" finally); a word that only
      // joins or opens one ("y", "al" of "al final") places nothing
      const char* other = order_word_other_language(l, ti > 0 ? fold(toks[ti - 1]) : std::string(),
                                                    ti + 1 < toks.size() ? fold(toks[ti + 1]) : std::string());
      if (other && *other == '\0') continue;
      if (other) l = other;
      std::size_t r = 0;
      {
        static const char* const ord[][3] = {{"first", "1st", "firstly"},   {"second", "2nd", "secondly"},
                                             {"third", "3rd", "thirdly"},   {"fourth", "4th", "fourthly"},
                                             {"fifth", "5th", "fifthly"},   {"sixth", "6th", "sixthly"}};
        for (std::size_t o = 0; o < 6; ++o)
          if (l == ord[o][0] || l == ord[o][1] || l == ord[o][2]) r = o + 1;
        if (l == "finally" || l == "lastly") r = items.size();
      }
      std::string last_id;
      const bool ends_with = (l == "end" || l == "ends" || l == "ending") && ti + 3 == toks.size() &&
                             fold(toks[ti + 1]) == "with" && match_token(toks[ti + 2], items, last_id) &&
                             std::find(got.begin(), got.end(), last_id) == got.end();
      if (!other && match_token(t, items, id)) got.push_back(id), ranks.push_back(pending ? rank : 0), pending = false, rank = 0;
      else if (order_word(l) || r || l == "before" || l == "then" || ends_with) {
        if (!pending) rank = 0;
        pending = true, any_order = true;
        if (r) rank = r;
      } else all = false;
    }
    if (all && any_order && !pending && !got.empty()) {
      std::vector<std::string> placed(got.size());
      bool by_rank = got.size() == items.size();
      for (std::size_t i = 0; by_rank && i < got.size(); ++i) {
        by_rank = ranks[i] >= 1 && ranks[i] <= got.size() && placed[ranks[i] - 1].empty();
        if (by_rank) placed[ranks[i] - 1] = got[i];
      }
      ids = by_rank ? placed : got;
      return true;
    }
  }
  return parse_choice_words(answer, items, ids, error);
}

namespace {

// "only the gradients", "just the weight gradient", "the gradients alone": a restrictor over the whole
// answer (its first word, or "only"/"alone" as its last), not one inside a clause ("keeping only each
// layer's input"). `folded` is the answer as fold() gives it.
bool restricts_whole_answer(const std::string& folded) {
  const std::vector<std::string> w = split_tokens(folded);
  if (w.empty()) return false;
  // a sentence ("only the optimizer states are sharded") or a condition ("only when you're out of memory")
  // restricts its own subject or case, not the pick
  for (const std::string& x : w)
    if (x == "is" || x == "are" || x == "was" || x == "were" || x == "be" || x == "re" || x == "does" || x == "do" ||
        x == "has" || x == "have" || x == "when" || x == "if" || x == "once" || x == "while" || x == "whenever" ||
        x == "unless")
      return false;
  const std::string& a = w.front();
  const std::string& z = w.back();
  return a == "only" || a == "just" || a == "solely" || a == "merely" || z == "only" || z == "alone" ||
         (w.size() > 1 && a == "nothing" && w[1] == "but");
}

// The first part of a choice that lists several ("gradients, optimizer state (Adam m and v) and an FP32
// master copy": cut at commas, semicolons, "and", "plus", "as well as" outside brackets, the brackets left
// out) that none of the reader's words (stems) names by a word of its own (one no other part has); empty
// when every part is named, the choice lists one thing, or says "only"/"alone" itself.
std::string unnamed_list_part(const std::string& text, const std::vector<std::string>& words) {
  for (const std::string& x : split_tokens(fold(text)))
    if (x == "only" || x == "alone" || x == "just" || x == "solely") return "";
  std::string flat;
  int depth = 0;
  for (const char c : ascii_lower(text)) {
    if (c == '(' || c == '[') ++depth;
    else if ((c == ')' || c == ']') && depth > 0) --depth;
    else if (depth == 0) flat += (c == ',' || c == ';') ? '|' : c;
  }
  // "activation checkpointing: keep each layer's input, recompute ...": what follows a colon explains the
  // choice's name, which is the list; unless the name counts what follows ("two gradient computations:
  // with respect to its input and with respect to the weight itself")
  if (const std::size_t colon = flat.find(':'); colon != std::string::npos) {
    const std::string head = " " + flat.substr(0, colon) + " ";
    bool counts = false;
    for (const char* n : {" two ", " both ", " three ", " four ", " several "}) counts = counts || head.find(n) != std::string::npos;
    flat = counts ? flat.substr(colon + 1) : flat.substr(0, colon);
  }
  for (const char* conj : {" as well as ", " and ", " plus "})
    for (std::size_t p = flat.find(conj); p != std::string::npos; p = flat.find(conj, p + 1)) flat.replace(p, std::strlen(conj), " | ");
  std::vector<std::set<std::string>> parts;
  std::vector<std::string> raw;
  for (std::size_t b = 0; b <= flat.size();) {
    std::size_t e = flat.find('|', b);
    if (e == std::string::npos) e = flat.size();
    const std::string piece = flat.substr(b, e - b);
    b = e + 1;
    const std::set<std::string> st = choice_stems(piece);
    for (const std::string& x : split_tokens(piece))
      if (fold(x) == "only" || fold(x) == "alone" || fold(x) == "just" || fold(x) == "solely") return "";
    if (!st.empty()) parts.push_back(st), raw.push_back(piece);
  }
  if (parts.size() < 2) return "";
  for (std::size_t i = 0; i < parts.size(); ++i) {
    std::set<std::string> own;
    for (const std::string& x : parts[i]) {
      bool elsewhere = false;
      for (std::size_t j = 0; j < parts.size(); ++j) elsewhere = elsewhere || (j != i && parts[j].count(x));
      if (!elsewhere && !filler_word(x)) own.insert(x);
    }
    if (own.empty()) continue;
    bool named = false;
    for (const std::string& w : words) named = named || text_holds(own, w);
    if (!named) return raw[i];
  }
  return "";
}

// The answer's opening list of choice letters ("b, c, d would page", "a and (c) dominate"), read on the lower-cased
// answer: its ids into `ids`, and where the first word after it begins; npos where a mark other than a space, a comma
// or a bracket ends the list first, or the answer is nothing but the list. (The "would" reader of
// parse_choice_words and letters_verb_then_same.)
static std::size_t after_opening_letters(std::string_view low, const std::vector<choice_item>& items,
                                         std::vector<std::string>& ids) {
  ids.clear();
  std::string word;
  for (std::size_t k = 0; k <= low.size(); ++k) {
    const char ch = k < low.size() ? low[k] : ' ';
    if (std::isalpha(static_cast<unsigned char>(ch))) {
      word += ch;
      continue;
    }
    if (!word.empty()) {
      std::string id;
      if (word.size() == 1 && match_token(word, items, id)) ids.push_back(id);
      else if (word != "and") return k - word.size();
      word.clear();
    }
    if (!(ch == ' ' || ch == ',' || ch == '(' || ch == ')')) return std::string::npos;
  }
  return std::string::npos;
}

// "hmm", "hm", "um", "uh": the hesitation sounds a reader types before a hedge word in a pick ("b, um, or c",
// "O(sqrt n) — hmm, maybe O(log n)"); one list for parse_choice_words and lead_pick (round 154 merged the two copies)
bool is_hesitation_sound(const std::string& w) { return w == "hmm" || w == "hm" || w == "um" || w == "uh"; }

bool parse_choice_words(std::string_view answer, const std::vector<choice_item>& items, std::vector<std::string>& ids,
                        std::string& error) {
  ids.clear();
  const std::string whole = fold(answer);
  // a yes or a no in another script, with nothing else to read ("いいえ、入りません", "нет"): the one
  // choice that opens with that word (blind round 17)
  if (whole.empty()) {
    const int other_language = opening_yes_no_in_other_language(answer);
    if (other_language >= 0) {
      std::vector<std::string> same;
      for (const auto& it : items) {
        const std::string t = fold(it.text);
        if (t.substr(0, t.find(' ')) == (other_language == 1 ? "yes" : "no")) same.push_back(it.id);
      }
      if (same.size() == 1) {
        ids = same;
        return true;
      }
    }
  }
  if (whole.empty()) {
    error = "empty answer";
    return false;
  }
  for (const auto& it : items)
    if (!it.text.empty() && whole == fold(it.text)) {
      ids.push_back(it.id);
      return true;
    }

  {
    // The lower-cased answer without surrounding spaces and a final '?', '.' or '!'.
    std::string low = ascii_lower(answer);
    while (!low.empty() && (low.back() == ' ' || low.back() == '?' || low.back() == '.' || low.back() == '!')) low.pop_back();
    std::size_t lead = 0;
    while (lead < low.size() && low[lead] == ' ') ++lead;
    low.erase(0, lead);
    const std::string_view raw = answer.substr(std::min(answer.size(), lead));
    auto opens = [&](const char* w) { return low.compare(0, std::strlen(w), w) == 0; };
    // A question back that names its pick, "isn't it the input x?": the pick.
    for (const char* q : {"isn't it ", "isn\xE2\x80\x99t it ", "isnt it ", "is it not ", "is it ", "wouldn't it be ",
                          "shouldn't it be ", "isn't that "})
      if (opens(q) && low.size() > std::strlen(q)) {
        const std::size_t n = std::strlen(q);
        std::string rest(raw.substr(n));
        while (!rest.empty() && (rest.back() == '?' || rest.back() == ' ')) rest.pop_back();
        return parse_choice_list(rest, items, ids, error);
      }
    // Choices by position, when the ids are not numbers themselves: "option 2", "the second one",
    // "choice #3", "3rd".
    const bool numeric_ids = std::any_of(items.begin(), items.end(), [](const choice_item& i) {
      return !i.id.empty() && std::isdigit(static_cast<unsigned char>(i.id[0]));
    });
    if (!numeric_ids) {
      static const char* const ordinals[][2] = {{"first", "1st"}, {"second", "2nd"}, {"third", "3rd"},
                                                {"fourth", "4th"}, {"fifth", "5th"}, {"sixth", "6th"}};
      const std::vector<std::string> w = split_tokens(fold(low));
      std::size_t k = 0, pos = 0;
      if (k < w.size() && w[k] == "the") ++k;
      if (k < w.size() && (w[k] == "option" || w[k] == "choice" || w[k] == "answer" || w[k] == "number" || w[k] == "no")) {
        ++k;
        if (k + 1 == w.size() && w[k].size() == 1 && w[k][0] >= '1' && w[k][0] <= '9') pos = static_cast<std::size_t>(w[k][0] - '0'), ++k;
      } else if (k < w.size()) {
        for (std::size_t o = 0; o < 6; ++o)
          if (w[k] == ordinals[o][0] || w[k] == ordinals[o][1]) pos = o + 1;
        // "the last one", "the last option": the last choice
        if (!pos && (w[k] == "last" || w[k] == "final") && !items.empty()) pos = items.size();
        // "the first three", "the first 3 options", "the four first" (word order of other languages):
        // the first N choices
        {
          static const char* const counts[] = {"two", "three", "four", "five", "six"};
          auto count_of = [&](const std::string& x) -> std::size_t {
            if (x.size() == 1 && x[0] >= '2' && x[0] <= '9') return static_cast<std::size_t>(x[0] - '0');
            for (std::size_t c = 0; c < 5; ++c)
              if (x == counts[c]) return c + 2;
            return 0;
          };
          // "the last two", "the middle three" (as many left out at either end) name runs the same way
          // (blind round 14)
          std::size_t n = 0, j = k, from = 0;
          std::string end_word;
          if (j + 1 < w.size() && (w[j] == "first" || w[j] == "last" || w[j] == "middle") && count_of(w[j + 1]))
            end_word = w[j], n = count_of(w[j + 1]), j += 2;
          else if (j + 1 < w.size() && count_of(w[j]) && (w[j + 1] == "first" || w[j + 1] == "last"))
            end_word = w[j + 1], n = count_of(w[j]), j += 2;
          if (n && j < w.size() && (w[j] == "ones" || w[j] == "options" || w[j] == "choices" || w[j] == "items"))
            ++j;
          bool run_ok = n && j == w.size() && n <= items.size();
          if (run_ok && end_word == "last") from = items.size() - n;
          if (run_ok && end_word == "middle") {
            run_ok = n < items.size() && (items.size() - n) % 2 == 0;
            from = (items.size() - n) / 2;
          }
          if (run_ok) {
            for (std::size_t c = 0; c < n; ++c) ids.push_back(items[from + c].id);
            return true;
          }
        }
        // "first, third and last", "the 1st and 3rd": a list of positions (blind round 14)
        {
          std::vector<std::string> by_pos;
          bool all_pos = true;
          std::size_t named = 0;
          for (std::size_t j = k; j < w.size() && all_pos; ++j) {
            const std::string& x = w[j];
            if (x == "and" || x == "the" || x == "one" || x == "ones" || x == "options" || x == "choices") continue;
            std::size_t at = 0;
            for (std::size_t o = 0; o < 6; ++o)
              if (x == ordinals[o][0] || x == ordinals[o][1]) at = o + 1;
            if (x == "last") at = items.size();
            if (!at || at > items.size()) all_pos = false;
            else by_pos.push_back(items[at - 1].id), ++named;
          }
          if (all_pos && named >= 2) {
            ids = by_pos;
            return true;
          }
        }
        if (pos) {
          ++k;
          if (k < w.size() && (w[k] == "one" || w[k] == "option" || w[k] == "choice" || w[k] == "answer")) ++k;
        }
      }
      if (pos && k == w.size()) {
        if (pos > items.size()) {
          error = "there is no choice number " + std::to_string(pos);
          return false;
        }
        ids.push_back(items[pos - 1].id);
        return true;
      }
    }
    // Every choice: "all of them", "all of the above", "everything".
    for (const char* all : {"all", "all of them", "all of the above", "all of these", "everything", "all options",
                            "all choices", "all apply", "all of them apply"})
      if (low == all) {
        for (const auto& it : items) ids.push_back(it.id);
        return true;
      }
    // Every choice but some, "all but c and f", "everything except the weights and the KV cache".
    // "anything but b and d" is "all but b and d" (blind round 83)
    for (const char* all : {"all of the above ", "all of them ", "all of these ", "all options ", "all choices ",
                            "everything ", "anything ", "all "})
      for (const char* but : {"but ", "except for ", "except ", "apart from ", "other than ", "besides ", "save "}) {
        const std::string lead_words = std::string(all) + but;
        if (!opens(lead_words.c_str()) || low.size() <= lead_words.size()) continue;
        std::vector<std::string> out;
        std::string err;
        if (!parse_choice_list(raw.substr(lead_words.size()), items, out, err) || out.empty()) continue;
        for (const auto& it : items)
          if (std::find(out.begin(), out.end(), it.id) == out.end()) ids.push_back(it.id);
        if (!ids.empty()) return true;
      }
    // No choice but some: "none except a and c", "no to all except b", "nothing but b": the picks are the ones
    // named after the exception (blind round 83: a reader who answers in the negative)
    for (const char* none : {"no to all except for ", "no to all except ", "no to all but ", "no to everything except ",
                             "none except for ", "none except ", "none but ", "nothing except ", "nothing but "}) {
      const std::size_t n = std::strlen(none);
      if (!opens(none) || low.size() <= n) continue;
      std::vector<std::string> out;
      std::string err;
      if (!parse_choice_list(raw.substr(n), items, out, err) || out.empty()) continue;
      ids = out;
      return true;
    }
    // "a through e except c" (its run spelled out: "a, b, c, d, e except c"), "a, b, c, d, e but not c": a list
    // of two or more picks, then some of them left out again; the picks are the rest (blind round 24). Only
    // where every choice left out is one of the list's.
    for (const char* but : {" except for ", " except ", " but not ", " apart from "}) {
      const std::size_t at = low.find(but);
      if (at == std::string::npos || at == 0) continue;
      std::vector<std::string> list, out;
      std::string e1, e2;
      std::string head(raw.substr(0, at));
      while (!head.empty() && (head.back() == ',' || head.back() == ' ')) head.pop_back();
      if (!parse_choice_list(head, items, list, e1) || list.size() < 2) continue;
      if (!parse_choice_list(raw.substr(at + std::strlen(but)), items, out, e2) || out.empty()) continue;
      if (!std::all_of(out.begin(), out.end(), [&](const std::string& id) {
            return std::find(list.begin(), list.end(), id) != list.end();
          }))
        continue;
      for (const auto& id : list)
        if (std::find(out.begin(), out.end(), id) == out.end()) ids.push_back(id);
      if (!ids.empty()) return true;
    }
  }
  // A choice's head alone ("FlashAttention" for "FlashAttention: the scores are recomputed ..."),
  // when no other choice has that head.
  // "FlashAttention only", "just FlashAttention": the head alone, said with a restrictor (lead's probe 13)
  {
    std::string bare = whole;
    for (const char* w : {"only ", "just "})
      if (bare.rfind(w, 0) == 0) bare.erase(0, std::strlen(w));
    for (const char* w : {" only", " alone"})
      if (bare.size() > std::strlen(w) && bare.compare(bare.size() - std::strlen(w), std::strlen(w), w) == 0)
        bare.erase(bare.size() - std::strlen(w));
    std::vector<std::string> heads;
    for (const auto& it : items) {
      const std::string h = choice_head(it.text);
      if (!h.empty() && (whole == fold(h) || bare == fold(h))) heads.push_back(it.id);
    }
    if (heads.size() == 1) {
      ids = heads;
      return true;
    }
  }
  // An acronym spelled out: "Fully Sharded Data Parallel" for "FSDP / ZeRO", when the initials of
  // the answer's words (three or more) are an upper-case word of exactly one choice.
  {
    std::string initials;
    bool words_only = true;
    for (const std::string& t : split_tokens(answer)) {
      if (!std::isalpha(static_cast<unsigned char>(t[0]))) words_only = false;
      else initials += static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
    }
    if (words_only && initials.size() >= 3 && initials.size() <= 6) {
      std::vector<std::string> named;
      for (const auto& it : items)
        for (const std::string& t : split_tokens(it.text))
          if (t == initials) {
            named.push_back(it.id);
            break;
          }
      if (named.size() == 1) {
        ids = named;
        return true;
      }
    }
  }
  // "No, 112 GB is more than 80 GB": an answer that opens with yes or no names the one choice that
  // opens with the same word; what follows is its reason.
  {
    const std::size_t sp = whole.find(' ');
    const std::string first = whole.substr(0, sp);
    auto opens_with = [&](const char* w) {
      const std::size_t n = std::strlen(w);
      return whole.compare(0, n, w) == 0 && (whole.size() == n || whole[n] == ' ');
    };
    // a phrase that opens the answer as typed and ends there or at a mark
    const std::string typed = ascii_lower(answer);
    const std::size_t typed_at = typed.find_first_not_of(" \t\n");
    auto degree_no = [&](const char* w) {
      const std::size_t n = std::strlen(w);
      if (typed_at == std::string::npos || typed.compare(typed_at, n, w) != 0) return false;
      const std::size_t e = typed.find_first_not_of(' ', typed_at + n);
      return e == std::string::npos || !std::isalnum(static_cast<unsigned char>(typed[e]));
    };
    // "not without activations" says it fits only without them: a choice's own condition, not a no
    bool without_a_choice = false;
    if (whole.compare(0, 12, "not without ") == 0)
      for (const std::string& w : split_tokens(whole.substr(12)))
        for (const auto& it : items) {
          const std::set<std::string> t = choice_stems(it.text);
          if (!filler_word(w) && text_holds(t, stem(w))) without_a_choice = true;
        }
    // "it doesn't fit, not even ...", "it won't", "fits easily": a yes or a no in other words
    // ("doesn't fit" has folded to "scarce")
    const bool no_words = opens_with("it scarce") || opens_with("scarce") || opens_with("it doesn t") ||
                          opens_with("it does not") || opens_with("it won t") || opens_with("it will not") ||
                          opens_with("no way") || opens_with("not at all") ||
                          // "not without sharding", "not even without activations", "not unless you
                          // shard": a negated condition is a no
                          (opens_with("not without") && !without_a_choice) || opens_with("not even") ||
                          opens_with("not unless") || opens_with("not on one") || opens_with("not on a") ||
                          opens_with("not in") ||
                          // "definitely not", "absolutely not", "of course not", "not a chance", "not really":
                          // a no said with its degree (lead's probe 17: the adverb had been taken for a choice),
                          // ended by the answer's end or a mark ("absolutely not c" denies a choice: audit 51)
                          degree_no("definitely not") || degree_no("absolutely not") || degree_no("certainly not") ||
                          degree_no("surely not") || degree_no("of course not") || degree_no("obviously not") ||
                          degree_no("clearly not") || degree_no("totally not") || degree_no("not a chance") ||
                          degree_no("not really") || degree_no("no chance") || degree_no("nope");
    // "It fits only if you shard it across two GPUs; on one GPU, c", "fits if sharded", "it fits across two GPUs":
    // a fit under a condition the question does not set opens with no yes (blind round 118)
    auto fits_on_condition = [&](const char* w) {
      if (!opens_with(w)) return false;
      const std::vector<std::string> after = split_tokens(whole.substr(std::strlen(w)));
      std::size_t k = !after.empty() && after[0] == "only" ? 1 : 0;
      if (k >= after.size()) return false;
      const std::string& c = after[k];
      // ("it fits on two GPUs", "fits in 2 cards": more than the one card the question asks about; blind round 125)
      auto several = [](const std::string& n) {
        return n == "two" || n == "2" || n == "three" || n == "3" || n == "four" || n == "4" || n == "eight" ||
               n == "8" || n == "several" || n == "multiple" || n == "many";
      };
      return c == "if" || c == "unless" || c == "when" || c == "once" || c == "across" || c == "over" ||
             c == "sharded" || c == "split" || ((c == "on" || c == "in") && k + 1 < after.size() && several(after[k + 1]));
    };
    // "It fits on 2 cards but not on 1", "fits across two GPUs, not on one", "it fits on two GPUs, not one": a fit
    // under such a condition, then "not (on/in) one / 1 / a single": a no for the one GPU asked about (blind round 125)
    bool fits_elsewhere_not_one = false;
    if (fits_on_condition("it fits") || fits_on_condition("fits")) {
      const std::vector<std::string> aw = split_tokens(whole);
      for (std::size_t k = 0; k + 1 < aw.size() && !fits_elsewhere_not_one; ++k) {
        if (aw[k] != "not") continue;
        std::size_t n = k + 1;
        if (n < aw.size() && (aw[n] == "on" || aw[n] == "in")) ++n;
        fits_elsewhere_not_one = n < aw.size() && (aw[n] == "one" || aw[n] == "1" || (aw[n] == "a" && n + 1 < aw.size() && aw[n + 1] == "single"));
      }
    }
    const bool fits_yes_words = (opens_with("it fits") && !fits_on_condition("it fits")) ||
                                (opens_with("fits") && !fits_on_condition("fits"));
    const bool yes_words = !no_words && (fits_yes_words || opens_with("it does") ||
                                         opens_with("sure") ||
                                         // "absolutely", "of course", "definitely" alone: a yes said with its degree
                                         whole == "absolutely" || whole == "of course" || whole == "definitely" ||
                                         whole == "certainly");
    // in another language ("nein, passt nicht", "いいえ", "нет, не помещается") (blind round 17)
    const int other_language = opening_yes_no_in_other_language(answer);
    bool yes = yes_words || first == "yes" || first == "yep" || first == "yeah" || first == "y" || other_language == 1;
    // "no idea", "no clue": not knowing is no "no" (lead's probe 11)
    const bool unsure = opens_with("no idea") || opens_with("no clue");
    bool no = !yes && !unsure &&
              (no_words || fits_elsewhere_not_one || first == "no" || first == "nope" || first == "nah" || first == "n" ||
               other_language == 0);
    // "it fits, not!": the yes taken back is a no (blind round 17)
    if (yes && taken_back_by_trailing_not(answer) != std::string_view::npos) yes = false, no = true;
    if (yes || no) {
      std::vector<std::string> same;
      for (const auto& it : items) {
        const std::string t = fold(it.text);
        if (t.substr(0, t.find(' ')) == (yes ? "yes" : "no")) same.push_back(it.id);
      }
      if (same.size() == 1) {
        ids = same;
        return true;
      }
      // several choices open with that word ("Yes, with room for activations" / "Yes, but only without
      // activations"): the one whose text alone holds a word of the answer ("yes, it does, without
      // activations": "without") (blind round 14)
      if (same.size() > 1) {
        std::map<std::string, std::set<std::string>> words_of;
        for (const auto& it : items)
          if (std::find(same.begin(), same.end(), it.id) != same.end())
            for (const std::string& w : split_tokens(fold(it.text))) words_of[it.id].insert(w);
        std::set<std::string> marked;
        const std::vector<std::string> aw = split_tokens(whole);
        for (std::size_t k = 1; k < aw.size(); ++k) {
          std::vector<std::string> holders;
          for (const auto& [id, ws] : words_of)
            if (ws.count(aw[k])) holders.push_back(id);
          if (holders.size() == 1) marked.insert(holders[0]);
        }
        if (marked.size() == 1) {
          ids = {*marked.begin()};
          return true;
        }
      }
    }
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
  // "a much smaller activation footprint", "A lot less memory": the article, not choice (a), where the
  // answer opens with "a" and a space, then a word that goes on a noun phrase (not a reason, a verb or
  // another id: "a because ...", "a is right", "a b d" keep the letter), and what follows names a
  // choice by itself (lead's probe 12: it had graded (a) "fewer FLOPs")
  {
    std::size_t b = 0;
    while (b < answer.size() && answer[b] == ' ') ++b;
    std::size_t w2 = b + 1;  // the next word (an alias expanded in the answer leaves more than one space)
    while (w2 < answer.size() && answer[w2] == ' ') ++w2;
    if (w2 < answer.size() && w2 > b + 1 && (answer[b] == 'a' || answer[b] == 'A') &&
        std::isalpha(static_cast<unsigned char>(answer[w2])) && toks.size() >= 3) {
      std::string next;
      for (std::size_t k = w2; k < answer.size() && std::isalpha(static_cast<unsigned char>(answer[k])); ++k)
        next += static_cast<char>(std::tolower(static_cast<unsigned char>(answer[k])));
      std::string id;

      bool phrase = next.size() >= 2 && !match_token(next, items, id) && !negator_word(next);
      for (const char* w : article_not_phrase) phrase = phrase && next != w;
      if (phrase) {
        std::vector<std::string> rest_ids;
        std::string e2;
        if (parse_choice_list(answer.substr(w2), items, rest_ids, e2) && !rest_ids.empty()) {
          ids = rest_ids;
          return true;
        }
        ids.clear();
        // "a training step costs ~6× params FLOPs per token": "a", a noun and then a verb of its sentence
        // within the next three words is the article of a sentence that names no choice, not the letter
        // (blind round 38: the book's sentence pasted as a reason-less answer)
        {
          const std::vector<std::string> rw = split_tokens(fold(answer.substr(w2)));
          bool verb = false;
          for (std::size_t k = 1; k < rw.size() && k <= 3 && !verb; ++k)
            for (const char* v : {"is", "are", "was", "were", "costs", "takes", "needs", "has", "does", "runs", "uses"})
              verb = verb || rw[k] == v;
          if (verb && rw.size() >= 4) {
            std::string known;
            for (const auto& it : items) known += (known.empty() ? "" : ", ") + it.id;
            error = "could not tell which choice (" + known + ") that names";
            return false;
          }
        }
      }
    }
  }
  std::string first_unknown;
  std::size_t known_prefix = 0;
  for (std::size_t i = 0; i < toks.size(); ++i) {
    const std::string& t = toks[i];
    std::string id;
    // "b, c and also d", "b, c, d plus e": "also"/"plus" between picks adds the letter after it, as "and"
    // does, where that letter ends the answer or another letter follows it (blind round 46: the letter after
    // it had been dropped, so a wrong extra pick passed); "a is also needed" keeps its verb reading
    // ... and "also" in the readers' other languages: "b, c, d y también e", "b, c, d, además e", "aussi e",
    // "auch e", "também e", "anche e", "ook e" (blind round 97 row 2: the letter after it had been dropped);
    // split_tokens() folds the accents ("también" -> "tambien"), so a word typed with or without them is one
    const std::string ft = fold(t);
    const bool adds = ft == "also" || ft == "plus" || also_in_other_language(ft);
    if (!ids.empty() && i + 1 < toks.size() && adds &&
        match_token(toks[i + 1], items, id) && toks[i + 1].size() == 1) {
      std::string id2;
      if (i + 2 == toks.size() || match_token(toks[i + 2], items, id2)) continue;
      // ... or a chain of them: "b plus c plus d", "b also c also d" (blind round 47: the middle letter had
      // been followed by another "plus", so the picks after the first were left out)
      // ... and a chain in another language: "b y también c y también d" (blind round 105)
      const std::string nx = fold(toks[i + 2]);
      if ((nx == "also" || nx == "plus" || nx == "and" || also_in_other_language(nx)) && i + 3 < toks.size() && toks[i + 3].size() == 1 &&
          match_token(toks[i + 3], items, id2))
        continue;
    }
    if (!match_token(t, items, id)) {
      first_unknown = t;
      break;
    }
    // "(b) a textbook memory-for-compute trade", "b a much smaller footprint": after a pick, a lone "a"
    // followed by a word that goes on a noun phrase (no id, reason, verb or connective: "b a d", "b a
    // because ..." keep the letter) is the article of a remark, not choice (a), as at the answer's start
    // (blind round 61)
    if (!ids.empty() && t.size() == 1 && (t[0] == 'a' || t[0] == 'A') && i + 1 < toks.size()) {
      const std::string nx = fold(toks[i + 1]);
      std::string id2;
      bool phrase = nx.size() >= 2 && std::isalpha(static_cast<unsigned char>(nx[0])) && !match_token(nx, items, id2) &&
                    !negator_word(nx) && !remark_opener_other_language(nx) &&
                    // "b, c, d, a también", "b, c, d y la a también": "also" in another language after the "a" adds
                    // the letter, as "a too" does, no noun phrase (blind127 row 121: a wrong extra a had passed)
                    !also_in_other_language(nx);
      for (const char* w : article_not_phrase) phrase = phrase && nx != w;
      // ... but a letter still where another letter follows later ("b, d, a (tensor parallelism), c") or the
      // next word is one of choice (a)'s own ("c, a (weights), e", "c, e, a weights")
      for (std::size_t j = i + 2; j < toks.size() && phrase; ++j)
        if (toks[j].size() == 1 && match_token(toks[j], items, id2)) phrase = false;
      for (const auto& it : items)
        if (phrase && it.id == "a" && text_holds(choice_stems(it.text), stem(nx))) phrase = false;
      if (phrase) {
        first_unknown = t;
        break;
      }
    }
    // "b and c, the d not", "b, c, d not": a "not" after the last letter, the answer's last word, takes that
    // letter out, as readers whose language puts the negator after the word write it ("d nicht", "d no");
    // the letters before it are the picks (blind round 46: 'the d not' had been read as a pick of d)
    if (!ids.empty() && i + 2 == toks.size() && fold(toks[i + 1]) == "not" && t.size() == 1) {
      first_unknown.clear();
      break;
    }
    // "b, c, d — a is also needed for inference": an id followed by a verb is what an explanation
    // is about, not a pick
    if (!ids.empty() && i + 1 < toks.size()) {
      const std::string v = fold(toks[i + 1]);
      // ... but "b, c, d would page; ...": the answer's opening list, letters and commas only, is the subject of
      // "would" and a verb (not "be" or a negator): what the picks would do (blind round 85: d had been dropped)
      if (v == "would" && i + 2 < toks.size()) {
        const std::string after = fold(toks[i + 2]);
        const std::string low = ascii_lower(answer);
        const std::size_t at = low.find(" would ");
        // ("be" with a participle or an article after it says what the picks would be or undergo: "b, c, d would be
        // freed at serving time", "a, b, c would be the three ledgers"; blind round 90 rows 11, 13, 70, 85)
        bool be_said = false;
        if (after == "be" && i + 3 < toks.size()) {
          const std::string third = fold(toks[i + 3]);
          be_said = third == "the" || third == "kept" || third == "held" || third == "thrown" || third == "taken" ||
                    third == "used" || third == "sent" || third == "given" ||
                    (third.size() > 4 && third.compare(third.size() - 2, 2, "ed") == 0 && third != "needed" &&
                     third != "wanted" && third != "required");
        }
        std::vector<std::string> opening;
        bool list = at != std::string::npos && (after != "be" || be_said) && !negator_word(after) && after != "t" &&
                    after != "n" && after != "never" && after_opening_letters(low, items, opening) == at + 1;
        // "a and e would stay for inference; b, c, d": the opening letters described, then a last sentence of other
        // letters only: those are the picks (lead session 39; it had read the described letters as the picks)
        if (list) {
          const std::size_t stop = low.find_last_of(";.");
          std::vector<std::string> tail;
          bool only = stop != std::string::npos && stop > at;
          for (const std::string& w : only ? split_tokens(fold(low.substr(stop + 1))) : std::vector<std::string>{}) {
            std::string wid;
            if (w.size() == 1 && match_token(w, items, wid)) {
              only = only && wid != id && std::find(ids.begin(), ids.end(), wid) == ids.end();
              tail.push_back(wid);
            } else {
              only = only && w == "and";
            }
          }
          if (only && !tail.empty()) {
            ids = tail;
            first_unknown.clear();
            break;
          }
        }
        // Each later clause that names a letter must negate it ("b, c, d would page; e would not", "...; not a or e")
        // or name only other letters and say nothing of them doing the same; otherwise ("a and e would stay for
        // inference; b, c, d", "...; e would not, a would") the readers of a description before the picks decide.
        for (std::size_t c0 = at + 7; list && c0 < low.size();) {
          std::size_t c1 = low.find_first_of(",;.", c0);
          if (c1 == std::string::npos) c1 = low.size();
          const std::vector<std::string> cw = split_tokens(fold(low.substr(c0, c1 - c0)));
          // ("a, c, e would dominate; b and d are training-only" names only other letters; "...; d too" says the same)
          bool letter = false, negated = false, same = false, shared = false;
          for (std::size_t k = 0; k < cw.size(); ++k) {
            std::string wid;
            const bool l = cw[k].size() == 1 && match_token(cw[k], items, wid) &&
                           !(cw[k] == "a" && k + 1 < cw.size() && cw[k + 1].size() > 1 && cw[k + 1] != "would" &&
                             cw[k + 1] != "is" && cw[k + 1] != "will" && cw[k + 1] != "and" && cw[k + 1] != "or");
            letter = letter || l;
            shared = shared || (l && (wid == id || std::find(ids.begin(), ids.end(), wid) != ids.end()));
            negated = negated || negator_word(cw[k]) || cw[k] == "t";
            same = same || cw[k] == "too" || cw[k] == "also" || cw[k] == "would" || cw[k] == "will" ||
                   cw[k] == "well" || cw[k] == "both" || cw[k] == "plus";
          }
          list = !letter || negated || (!shared && !same);
          c0 = c1 + 1;
        }
        if (list) {
          ids.push_back(id);
          first_unknown = toks[i + 1];
          break;
        }
      }
      if (v == "is" || v == "are" || v == "was" || v == "isn" || v == "belongs" || v == "needs" || v == "has" ||
          v == "goes" || v == "would" || v == "only") {
        first_unknown = toks[i + 1];
        break;
      }
    }
    ids.push_back(id);
    ++known_prefix;
  }
  if (first_unknown.empty() && !ids.empty()) return true;
  // "b or c", "a, maybe b": a hedge between choices names both (a single-choice question then asks
  // for one), it is not the first one with a remark after it.
  // The hedge may take several words ("c or maybe b", "a or possibly c", "b or perhaps d"; blind round 19;
  // "b, or maybe a", blind round 20).
  if (!ids.empty() && known_prefix + 1 < toks.size()) {
    auto hedge_word = [](const std::string& l) {
      return l == "or" || l == "maybe" || l == "either" || l == "perhaps" || l == "possibly";
    };
    // ("b, hmm, maybe c", "b, um, or c": a hesitation sound before the hedge word, as lead_pick reads it; fix round
    // 116)
    std::size_t k0 = known_prefix;
    while (k0 + 1 < toks.size() && k0 < known_prefix + 2 &&
           is_hesitation_sound(fold(toks[k0])))
      ++k0;
    std::size_t k = k0;
    while (k < toks.size() && hedge_word(fold(toks[k]))) ++k;
    std::string id;
    if (k > k0 && k < toks.size() && match_token(toks[k], items, id)) {
      ids.push_back(id);
      return true;
    }
  }
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
      // ... or by "|", as a pasted panel row separates its cells ("weights 14 GB | KV cache | runtime
      // buffers") (blind round 49)
      const bool cut = i == a.size() || a[i] == ',' || a[i] == ';' || a[i] == '\n' || a[i] == '>' || a[i] == '+' ||
                       a[i] == '&' || a[i] == '|' || (with_slash && a[i] == '/') || skip;
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
    std::set<std::string> all_text;  // every choice's stems
    for (const auto& it : items) {
      const std::set<std::string> t = choice_stems(it.text);
      all_text.insert(t.begin(), t.end());
    }
    for (const auto& sg : segs) {
      std::vector<std::string> raw;
      for (const std::string& w : split_tokens(fold(sg)))
        // fold may give several words for one ("recomputation activation checkpointing")
        for (const std::string& l : split_tokens(fold(w))) raw.push_back(l);
      // "memory unchanged", "same memory": said not to change, so no pick (see drop_unchanged)
      std::vector<std::string> denied;
      drop_unchanged(raw, denied, all_text);
      std::vector<std::string> words;
      for (std::size_t r = 0; r < raw.size(); ++r) {
        const std::string& l = raw[r];
        if (l.empty() || filler_word(l)) continue;
        const std::string w = time_word(l, all_text, r > 0 ? raw[r - 1] : std::string());
        // the question's own word restated, held by a choice only with another ending (see asked_stems)
        if (w == l && asked_stems && asked_stems->count(stem(l)) && !all_text.count(stem(l)) && !negator_word(l) &&
            !order_word(l) && l != "or" && l != "maybe")
          continue;
        words.push_back(w == l ? stem(l) : w);
      }
      // "not the weights", "but not the KV cache": a choice named to reject it is no pick; so is one
      // said not to change
      bool rejected = !words.empty() && negator_word(words[0]);
      if (rejected) words.erase(words.begin());
      if (words.empty() && !denied.empty()) {
        for (const std::string& d : denied)
          if (!filler_word(d)) words.push_back(stem(d));
        rejected = true;
      }
      // a trailing word no choice has restates the question ("memory/communication/recomputation
      // ledger" of "which ledgers"): left out when the words before it name a choice
      {
        const std::string fs = " " + fold(sg) + " ";
        auto held = [&](const std::string& w) {
          for (const auto& it : items)
            if (text_holds(choice_stems(it.text), w)) return true;
          return false;
        };
        if (fs.find("n t ") == std::string::npos)
          while (words.size() > 1 && !held(words.back()) && !negator_word(words.back()) && !order_word(words.back()) &&
                 words.back() != "or" && words.back() != "maybe" && words.back() != "t")
            words.pop_back();
      }
      // words that only say how much ("more", "less") name no choice by themselves
      const bool only_amounts = std::all_of(words.begin(), words.end(), [](const std::string& w) {
        return w == "more" || w == "less" || w == "fewer" || w == "extra" || w == "much";
      });
      if (words.empty() || only_amounts) {
        all = false;
        break;
      }
      std::string hit;
      int hits = 0;
      for (const auto& it : items) {
        const std::set<std::string> text = choice_stems(it.text);
        bool every = true;
        for (const auto& w : words) every = every && text_holds(text, w);
        if (every) hit = it.id, ++hits;
      }
      // "FlashAttention only, everything else stored": a restrictor in a segment says which of the
      // choices that name the rest of its words, the one that names it alone (not together with a
      // further one: "FlashAttention and full activation checkpointing: only each layer's input is
      // stored"), as in the whole answer (lead's probe 13); not a word of a choice (blind round 29)
      auto restrictor = [](const std::string& w) { return w == "only" || w == "alone" || w == "just" || w == "solely"; };
      if (std::any_of(words.begin(), words.end(), restrictor) && !std::all_of(words.begin(), words.end(), restrictor)) {
        std::vector<std::string> bare;
        for (const auto& w : words)
          if (!restrictor(w)) bare.push_back(w);
        std::string one, alone_hit;
        int n_bare = 0, n_alone = 0;
        for (const auto& it : items) {
          const std::set<std::string> text = choice_stems(it.text);
          bool every = true;
          for (const auto& w : bare) every = every && text_holds(text, w);
          if (!every) continue;
          one = it.id, ++n_bare;
          const std::string t = " " + fold(it.text) + " ";
          bool combined = false;
          for (const char* w : {" and ", " as well ", " too ", " plus "}) combined = combined || t.find(w) != std::string::npos;
          if (!combined) alone_hit = it.id, ++n_alone;
        }
        if (n_bare == 1) hit = one, hits = 1;
        else if (n_bare > 1 && n_alone == 1) hit = alone_hit, hits = 1;
      }
      if (hits != 1) {
        all = false;
        break;
      }
      if (!rejected) found.push_back(hit);
    }
    // "only the gradients" for "gradients, optimizer state and an FP32 master copy": one part of a
    // choice's list said to be all of it (blind round 37; as for a choice in the reader's own words below)
    if (all && found.size() == 1 && segs.size() == 1 && restricts_whole_answer(fold(answer))) {
      std::vector<std::string> stems;
      for (const std::string& w : split_tokens(fold(answer)))
        if (!filler_word(fold(w))) stems.push_back(stem(fold(w)));
      for (const auto& it : items)
        if (it.id == found[0] && !unnamed_list_part(it.text, stems).empty()) {
          error = "your answer names only part of what choice (" + it.id + ") says";
          return false;
        }
    }
    if (all && !found.empty()) {
      ids = found;
      return true;
    }
  }
  // Short names typed without separators, "weights gradients optimizer activations": three or more
  // words, each naming exactly one choice, and at least two choices named. A name may take two
  // words in a row ("gradients optimizer state activations", a voice transcript): consecutive words
  // of the same choice are one name, but a choice named again after another is no list (blind round 15).
  if (answer.find_first_of(",;/+&\n") == std::string_view::npos) {
    std::vector<std::string> got;
    bool every = true;
    std::size_t n_words = 0, runs = 0;
    std::string prev_hit;
    for (const std::string& t : split_tokens(fold(answer))) {
      const std::string l = fold(t);
      if (l.empty() || filler_word(l)) continue;
      ++n_words;
      std::string hit;
      int hits = 0;
      for (const auto& it : items)
        if (text_holds(choice_stems(it.text), stem(l))) hit = it.id, ++hits;
      if (hits != 1) {
        every = false;
        break;
      }
      if (hit != prev_hit) ++runs;
      prev_hit = hit;
      if (std::find(got.begin(), got.end(), hit) == got.end()) got.push_back(hit);
    }
    if (every && n_words >= 3 && got.size() >= 2 && got.size() == runs) {
      ids = got;
      return true;
    }
  }
  // A choice in the reader's own words ("because tiny updates would be rounded away in BF16"): the
  // one choice that holds at least half of the answer's words and more of them than any other. Not
  // for an answer that negates or hedges ("not the input", "b or c"): those are not guessed at.
  if (ids.empty()) {
    std::vector<std::string> words;
    bool guarded = false;
    // contractions ("doesn't") fold to "doesn t": the "t" is the negation; "w.r.t." folds to words
    const std::string folded = fold(answer);
    if (folded.find("n t ") != std::string::npos ||
        (folded.size() >= 3 && folded.compare(folded.size() - 3, 3, "n t") == 0))
      guarded = true;
    std::set<std::string> all_text;
    for (const auto& it : items) {
      const std::set<std::string> t = choice_stems(it.text);
      all_text.insert(t.begin(), t.end());
    }
    // "memory unchanged", "same memory": said not to change, not a word that names a choice
    std::vector<std::string> raw = split_tokens(folded), denied;
    drop_unchanged(raw, denied, all_text);
    std::string before;  // the word before this one, a multiplier or not
    for (const std::string& w : raw) {
      const std::string l = fold(w);
      const std::string m = before;
      before = l;
      if (negator_word(l) || l == "or" || l == "either") guarded = true;
      if (l.empty() || filler_word(l) || l == "with" || l == "plus" || l == "using") continue;
      // "6x params", "~6× params": the word after a multiplier is the quantity it scales, not a choice's word,
      // as in the clause reader below (blind round 38: the book's "~6× params FLOPs per token")
      {
        std::size_t d = 0;
        while (d < m.size() && std::isdigit(static_cast<unsigned char>(m[d]))) ++d;
        if ((d > 0 && d + 1 == m.size() && m[d] == 'x') || m == "fold") continue;
      }
      // "flash attention only": the restrictor says which of the choices, not a word of one ("only each
      // layer's input is stored") (lead's probe 13)
      if (l == "only" || l == "alone" || l == "just" || l == "solely") continue;
      // "the gradients (2 bytes/param)": a unit says how a figure is counted, not which choice; the figure
      // itself names the choice that states it ("8 bytes/param") (lead's probe 13)
      if (unit_word(l)) continue;
      // "FLOPs per token" where the question asks why the backward pass is 2x the FLOPs: the question's own
      // word, restated, names no choice that holds it only with another ending ("compute" of FLOPs against
      // "gradient computations"); one a choice says itself still does ("need x" for "the input x") (blind
      // round 30)
      if (asked_stems && asked_stems->count(stem(l)) && !all_text.count(stem(l))) continue;
      // symbols and formulas ("dL/dW = dL/dy x^T", "7e9") carry no choice unless a choice has them
      const bool symbol = l.size() <= 2 || std::any_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; });
      if (symbol && !all_text.count(l)) continue;
      words.push_back(stem(l));
    }
    // "fixed-state ledger, communication ledger, memory remedies, ...", "gradients; fp32 master
    // weights; stored activations": segments (cut at , ; " + " and line breaks outside brackets) that name
    // different choices are a list, not one choice in other words (the clauses below read it)
    // the choice whose text holds the most of `ws` (stemmed), its count and the runner-up's count
    struct most_held_t {
      std::string id;
      std::size_t best = 0, second = 0;
    };
    auto most_held = [&](const std::vector<std::string>& ws) {
      most_held_t h;
      for (const auto& it : items) {
        const std::set<std::string> text = choice_stems(it.text);
        std::size_t n = 0;
        for (const auto& w : ws) n += text_holds(text, w) ? 1 : 0;
        if (n > h.best) h.second = h.best, h.best = n, h.id = it.id;
        else if (n > h.second) h.second = n;
      }
      return h;
    };
    auto segment_best = [&](const std::string& seg) -> std::string {
      std::vector<std::string> ws;
      for (const std::string& w : split_tokens(fold(seg))) {
        const std::string l = fold(w);
        if (l.empty() || filler_word(l) || negator_word(l) || unit_word(l)) continue;
        // "FlashAttention only, everything else stored": a restrictor in a segment says which of the
        // choices, as in the whole answer above, not a word of one ("only each layer's input is
        // stored") (blind round 29)
        if (l == "only" || l == "alone" || l == "just" || l == "solely") continue;
        const bool symbol = l.size() <= 2 || std::any_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (symbol && !all_text.count(l)) continue;
        ws.push_back(stem(l));
      }
      const most_held_t h = most_held(ws);
      return h.best > h.second && 2 * h.best >= ws.size() ? h.id : std::string();
    };
    bool listed = false;
    {
      std::set<std::string> named;
      std::string cur;
      int depth = 0;
      const std::string a(answer);
      for (std::size_t i = 0; i <= a.size(); ++i) {
        const char c = i < a.size() ? a[i] : ',';
        if (c == '(') ++depth;
        if (c == ')' && depth > 0) --depth;
        // "grads + Adam m/v + activations kept for backward": a plus (or ampersand) set off by spaces
        // cuts items as a comma does (blind round 23)
        const bool plus = depth == 0 && i > 0 && i + 1 < a.size() && (c == '+' || c == '&') && a[i - 1] == ' ' && a[i + 1] == ' ';
        // "shrink batch > recompute > shard > upgrade hardware", "shrink batch → bigger GPUs": an arrow (">", "->",
        // "=>", "→") cuts items as a comma does, so segments naming two choices are a list (blind round 94 row 245)
        const bool arrow = c == '>' || (c == '\xE2' && a.compare(i, 3, "\xE2\x86\x92") == 0);
        if (depth == 0 && (c == ',' || c == ';' || c == '\n' || plus || arrow)) {
          const std::string b = segment_best(cur);
          if (!b.empty()) named.insert(b);
          cur.clear();
        } else {
          cur += c;
        }
      }
      listed = named.size() >= 2;
    }
    if (!guarded && !listed && !words.empty() && words.size() <= 24) {
      const most_held_t h = most_held(words);
      const std::string& best_id = h.id;
      if (h.best > h.second && 2 * h.best >= words.size()) {
        // "data parallel with ZeRO sharding": the best choice is one thing alone ("data parallelism
        // alone"), and the reader adds another choice to it ("with", "plus", "using"): the other is meant
        std::string best_text;
        for (const auto& it : items)
          if (it.id == best_id) best_text = " " + fold(it.text) + " ";
        // ... not a choice that is itself a combination ("FlashAttention and full activation checkpointing:
        // only each layer's input is stored"): "full checkpointing with flash" restates it (blind round 21)
        std::string best_head;
        for (const auto& it : items)
          if (it.id == best_id) best_head = " " + fold(it.text.substr(0, it.text.find(':'))) + " ";
        const bool combined = best_head.find(" and ") != std::string::npos || best_head.find(" with ") != std::string::npos ||
                              best_head.find(" plus ") != std::string::npos;
        const bool alone = !combined &&
                           (best_text.find(" alone ") != std::string::npos || best_text.find(" only ") != std::string::npos ||
                            best_text.find(" plain ") != std::string::npos || best_text.find(" by itself ") != std::string::npos);
        const std::string fa = " " + folded + " ";
        std::size_t with_at = std::string::npos;
        for (const char* w : {" with ", " plus ", " using ", " and "})
          with_at = std::min(with_at, fa.find(w));
        if (alone && with_at != std::string::npos) {
          std::vector<std::string> tail;
          for (const std::string& w : split_tokens(fa.substr(with_at + 1)))
            if (!filler_word(fold(w)) && fold(w) != "with" && fold(w) != "plus" && fold(w) != "using" && fold(w) != "and")
              tail.push_back(stem(fold(w)));
          std::string other;
          int others = 0;
          for (const auto& it : items) {
            if (it.id == best_id) continue;
            const std::set<std::string> text = choice_stems(it.text);
            bool named = false;
            for (const auto& w : tail) named = named || text_holds(text, w);
            if (named) other = it.id, ++others;
          }
          if (others == 1) {
            ids.push_back(other);
            return true;
          }
        }
        // "only the gradients" where the choice is "gradients, optimizer state and an FP32 master copy":
        // a restrictor over the whole answer names one part of a choice that lists several as that part
        // alone, which is not the choice (blind round 37). Only where the choice itself has no restrictor.
        if (restricts_whole_answer(folded)) {
          std::string text_of;
          for (const auto& it : items)
            if (it.id == best_id) text_of = it.text;
          if (const std::string left = unnamed_list_part(text_of, words); !left.empty()) {
            error = "your answer names only part of what choice (" + best_id + ") says";
            return false;
          }
        }
        ids.push_back(best_id);
        return true;
      }
    }
  }
  // The reader's own words, clause by clause: "first reduce batch, then recompute, then zero, last
  // buy bigger gpu", "it take more time, not more memory", "Page use three ledger: memory, ...".
  // Each clause (cut at , ; : newline > arrows "and" "then") names the one choice that holds most of
  // its words that some choice holds (words no choice has restate the question or explain: they
  // are left out; "more"/"less" say how much, not which); a tie goes to the choice the clause covers
  // best ("ZeRO-1": "ZeRO-1 over 64 GPUs", not "TP 8 × ZeRO-1 ..."). A clause that opens with a
  // negator (or says to keep it "off") names a choice to reject it; one that negates later is not
  // guessed at. "X or Y" is a
  // hedge: both are named (a single-choice question then asks for one). Order words place a clause:
  // "before that" / "before it" puts it ahead of the clause before, "first" / "last" / "finally"
  // at the ends, so an order written backwards ("pipeline last; before it tensor ...") reads right.
  if (ids.empty()) {
    std::set<std::string> all_text;
    std::vector<std::set<std::string>> texts;
    for (const auto& it : items) {
      texts.push_back(choice_stems(it.text));
      all_text.insert(texts.back().begin(), texts.back().end());
    }
    auto weak = [](const std::string& w) {
      static const char* const q[] = {"more", "less", "fewer", "extra", "much", "only", "just", "very", "all",
                                      "some", "then", "first", "last", "finally", "next", "after", "before",
                                      "lastly", "firstly", "second", "third", "step", "thing", "one"};
      for (const char* x : q)
        if (w == x) return true;
      return false;
    };
    // the choices one clause names: one id, a tie set, or none
    auto name_clause = [&](const std::string& clause, bool& negated, bool& guarded) -> std::vector<std::string> {
      negated = guarded = false;
      std::vector<std::string> words;
      bool first = true;
      std::string f = fold(clause);
      // what follows "than" is what the clause compares against, not a pick: "the weights are
      // bigger than the optimizer states" names the weights
      // (when the words before it name a choice: "smaller than bf16's precision around the weight so
      // the update would round away" explains with what follows it); a clause that opens with "vs" /
      // "versus" / "compared to" is only the other side of a comparison ("2 GEMMs in backward vs 1 in
      // forward")
      // ("adam moments, 8B/param vs 2 for weights": "vs", "versus", "compared to" the same way; lead's probe 13)
      for (const char* cmp : {" than ", " vs ", " versus ", " compared to ", " compared with "})
        if (const std::size_t t = (" " + f + " ").find(cmp); t != std::string::npos) {
          bool held_before = false;
          for (const std::string& w : split_tokens(f.substr(0, t > 0 ? t - 1 : 0)))
            held_before = held_before || (!filler_word(fold(w)) && !unit_word(fold(w)) &&
                                          (text_holds(all_text, stem(fold(w))) || all_text.count(fold(w)) > 0));
          if (held_before) {
            f = f.substr(0, t > 0 ? t - 1 : 0);
            break;
          }
        }
      for (const char* vs : {"vs ", "versus ", "compared to ", "compared with ", "than "})
        if (f.rfind(vs, 0) == 0) return {};
      if (f.find("n t ") != std::string::npos || (f.size() >= 3 && f.compare(f.size() - 3, 3, "n t") == 0))
        (first ? negated : guarded) = true;
      // "memory unchanged", "same memory": the word it is about is denied; a clause that names
      // nothing else names that to reject it
      std::vector<std::string> words_typed, denied;
      for (const std::string& w : split_tokens(f)) words_typed.push_back(fold(w));
      drop_unchanged(words_typed, denied, all_text);
      std::vector<std::string> kept;
      for (const std::string& l : words_typed)
        if (!l.empty() && !filler_word(l)) kept.push_back(l);
      if (kept.empty() && !denied.empty()) {
        for (const std::string& d : denied)
          if (!filler_word(d)) kept.push_back(d);
        negated = true;
      }
      for (std::size_t r = 0; r < kept.size(); ++r) {
        const std::string& l = kept[r];
        // "not the weights" rejects; "with spare memory keep it off" rejects its condition ("rounded
        // off" is no "off"); "nothing in memory, just time": a clause that opens with "nothing" and goes
        // on names what it says is not there
        const bool off = l == "off" && r > 0 &&
                         (kept[r - 1] == "keep" || kept[r - 1] == "turn" || kept[r - 1] == "switch" ||
                          kept[r - 1] == "leave" || kept[r - 1] == "it" || kept[r - 1] == "them" ||
                          kept[r - 1] == "turned" || kept[r - 1] == "switched" || kept[r - 1] == "kept" ||
                          kept[r - 1] == "left");
        if (negator_word(l) || off || (l == "nothing" && r == 0 && kept.size() > 1)) {
          (first || off ? negated : guarded) = true;
          continue;
        }
        first = false;
        if (weak(l) || unit_word(l)) continue;
        const bool symbol = l.size() <= 2 || std::any_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (symbol && !all_text.count(l)) continue;
        // "~6x params FLOPs per token", "2 times the weights": the word after a multiplier is the quantity a
        // figure scales, a formula's term, not a choice's word (blind round 30: "training is ~6x params ..."
        // had named the choice about each weight's two gradient computations)
        if (r > 0) {
          const std::string& m = kept[r - 1];
          std::size_t d = 0;
          while (d < m.size() && std::isdigit(static_cast<unsigned char>(m[d]))) ++d;
          const bool comparative = l == "longer" || l == "slower" || l == "faster" || l == "shorter" || l == "larger" ||
                                   l == "bigger" || l == "smaller" || l == "more" || l == "less" || l == "fewer" ||
                                   l == "greater" || l == "higher" || l == "lower";
          if (((d > 0 && d + 1 == m.size() && m[d] == 'x') || m == "fold") && !comparative) continue;
        }
        // "K times the memory": the letter before a multiplier is its factor, not the choice's "K micro-batches"
        if (l.size() == 1 && r + 1 < kept.size() && kept[r + 1] == "fold") continue;
        const std::string t = time_word(l, all_text, r > 0 ? kept[r - 1] : std::string());
        const std::string s = t == l ? stem(l) : t;
        // the question's own word restated, held by a choice only with another ending (see asked_stems)
        if (t == l && asked_stems && asked_stems->count(s) && !all_text.count(s)) continue;
        if (text_holds(all_text, s)) words.push_back(s);
      }
      std::vector<std::string> out;
      if (words.empty()) return out;
      std::size_t best = 0;
      std::vector<std::size_t> n(items.size(), 0);
      for (std::size_t i = 0; i < items.size(); ++i) {
        for (const auto& w : words) n[i] += text_holds(texts[i], w) ? 1 : 0;
        best = std::max(best, n[i]);
      }
      if (best == 0 || 2 * best < words.size()) return out;
      // A tie between choices that hold all the clause's words goes first to those that hold them
      // side by side ("optimizer states sharded": "ZeRO-1: optimizer states sharded over ...", not
      // "ZeRO-2: optimizer states and gradients sharded", which has a further state in between)
      std::vector<bool> together(items.size(), true);
      {
        const std::set<std::string> uniq(words.begin(), words.end());
        if (best == words.size() && uniq.size() >= 2) {
          std::size_t tied = 0, adjacent = 0;
          for (std::size_t i = 0; i < items.size(); ++i) {
            if (n[i] != best) continue;
            ++tied;
            std::vector<std::string> seq;
            for (const std::string& t : split_tokens(fold(items[i].text))) seq.push_back(stem(t));
            bool any = false;
            const std::size_t span = uniq.size();
            for (std::size_t st = 0; !any && st + span <= seq.size(); ++st) {
              bool all = true;
              for (const auto& w : uniq) {
                bool in = false;
                for (std::size_t k = st; k < st + span && !in; ++k) in = word_names(w, seq[k]);
                all = all && in;
              }
              any = all;
            }
            together[i] = any;
            adjacent += any ? 1 : 0;
          }
          if (adjacent == 0 || adjacent == tied) std::fill(together.begin(), together.end(), true);
        }
      }
      // "optimizer states only", "flash attention only", "just the moments": of the tied choices, those
      // that name the thing alone, not together with a further one ("optimizer states and gradients
      // sharded", "FlashAttention and full activation checkpointing") (lead's probe 13)
      if (std::any_of(kept.begin(), kept.end(),
                      [](const std::string& l) { return l == "only" || l == "alone" || l == "just" || l == "solely"; })) {
        std::vector<bool> combined(items.size(), false);
        std::size_t tied = 0, alone = 0;
        for (std::size_t i = 0; i < items.size(); ++i) {
          if (n[i] != best || !together[i]) continue;
          ++tied;
          const std::string t = " " + fold(items[i].text) + " ";
          for (const char* w : {" and ", " as well ", " too ", " plus "}) combined[i] = combined[i] || t.find(w) != std::string::npos;
          if (!combined[i]) ++alone;
        }
        if (alone > 0 && alone < tied)
          for (std::size_t i = 0; i < items.size(); ++i)
            if (combined[i]) together[i] = false;
      }
      double best_cover = -1;
      for (std::size_t i = 0; i < items.size(); ++i) {
        if (n[i] != best || !together[i]) continue;
        const double cover = static_cast<double>(best) / static_cast<double>(std::max<std::size_t>(1, texts[i].size()));
        if (cover > best_cover + 1e-12) out.assign(1, items[i].id), best_cover = cover;
        else if (cover > best_cover - 1e-12) out.push_back(items[i].id);
      }
      return out;
    };
    // clauses, keeping the order words that place them
    std::vector<std::string> clauses;
    std::vector<bool> asides;  // a clause in parentheses explains or rejects; it adds no pick
    std::vector<char> cut_by;  // the mark that ends each clause (',' ';' ...), 0 for a word ("and", "then")
    {
      const std::string a(answer);
      std::string cur;
      int depth = 0, call_depth = 0;
      for (std::size_t i = 0; i <= a.size(); ++i) {
        // "O(√n)", "O(n)": a bracket glued to a letter is a function's, part of the words
        if (i < a.size() && a[i] == '(' && i > 0 && std::isalnum(static_cast<unsigned char>(a[i - 1]))) {
          ++call_depth;
          cur += a[i];
          continue;
        }
        if (i < a.size() && a[i] == ')' && call_depth > 0) {
          --call_depth;
          cur += a[i];
          continue;
        }
        std::size_t skip = 0;
        if (i < a.size()) {
          if (a.compare(i, 5, " and ") == 0) skip = 4;
          else if (a.compare(i, 6, " then ") == 0) skip = 5;
          else if (a.compare(i, 3, "\xE2\x86\x92") == 0) skip = 2;  // →
          else if (a.compare(i, 2, "->") == 0) skip = 1;
          else if (a.compare(i, 3, "\xE2\x80\x94") == 0 || a.compare(i, 3, "\xE2\x80\x93") == 0) skip = 2;  // — –
          else if (a.compare(i, 3, " - ") == 0) skip = 2;
          else if (a.compare(i, 3, " + ") == 0 || a.compare(i, 3, " & ") == 0) skip = 2;  // "weights + KV cache"
        }
        const bool cut = i == a.size() || a[i] == ',' || a[i] == ';' || a[i] == ':' || a[i] == '\n' || a[i] == '>' ||
                         a[i] == '.' || a[i] == '(' || a[i] == ')' || skip;
        if (cut) {
          // "(plus runtime buffers)", "(and some buffers)": a bracket that adds is a pick, not an aside
          const std::string fc = fold(cur);
          const std::size_t lead = cur.find_first_not_of(' ');
          const bool adds = fc.rfind("and ", 0) == 0 || fc.rfind("plus ", 0) == 0 || fc.rfind("also ", 0) == 0 ||
                            fc.rfind("as well as ", 0) == 0 ||
                            (lead != std::string::npos && (cur[lead] == '+' || cur[lead] == '&'));  // "(+ buffers)"
          if (!fc.empty())
            clauses.push_back(cur), asides.push_back(depth > 0 && !adds), cut_by.push_back(i < a.size() && !skip ? a[i] : 0);
          if (i < a.size() && a[i] == '(') ++depth;
          if (i < a.size() && a[i] == ')' && depth > 0) --depth;
          cur.clear();
          i += skip;
        } else {
          cur += a[i];
        }
      }
    }
    std::vector<std::string> order;  // picks in the reader's order
    std::vector<std::string> hedge;  // choices named by "X or Y"
    std::vector<std::string> at_front, at_back;
    bool any_named = false, unclear = false, tied = false;
    std::set<std::string> aside_picks;  // choices named only inside brackets
    std::string prev;
    // "weights - no gradients, optimizer state or saved activations": a denial opens a list that runs on
    // over commas to its "or" / "nor"; the clauses of that list are denied with it (audit round 26)
    std::vector<bool> denied_list(clauses.size(), false);
    for (std::size_t ci = 0; ci + 1 < clauses.size(); ++ci) {
      if (cut_by[ci] != ',' || asides[ci]) continue;
      const std::vector<std::string> w = split_tokens(fold(clauses[ci]));
      if (w.size() < 2 || !(w[0] == "no" || w[0] == "not" || w[0] == "neither" || w[0] == "without")) continue;
      {
        bool neg0 = false, guard0 = false;
        if (name_clause(clauses[ci], neg0, guard0).empty() || !neg0) continue;  // the denial names a choice
      }
      std::size_t end = ci + 1;
      for (; end < clauses.size() && end <= ci + 3; ++end) {
        const std::string fe = " " + fold(clauses[end]) + " ";
        if (fe.find(" or ") != std::string::npos || fe.find(" nor ") != std::string::npos) break;
        if (cut_by[end] != ',') {
          end = clauses.size();
          break;
        }
      }
      if (end >= clauses.size() || end > ci + 3) continue;
      for (std::size_t k = ci + 1; k <= end; ++k) denied_list[k] = true;
    }
    for (std::size_t ci = 0; ci < clauses.size(); ++ci) {
      const std::string& c = clauses[ci];
      const std::string f = " " + fold(c) + " ";
      if (denied_list[ci]) {
        bool neg = false, guard = false;
        if (!name_clause(c, neg, guard).empty()) any_named = true;
        continue;
      }
      // "X or Y": each side on its own
      std::vector<std::string> sides;
      {
        std::string rest = f;
        for (std::size_t p; (p = rest.find(" or ")) != std::string::npos;) {
          sides.push_back(rest.substr(0, p));
          rest = rest.substr(p + 3);
        }
        sides.push_back(rest);
      }
      if (sides.size() > 1) {
        std::set<std::string> named;
        for (const auto& sd : sides) {
          bool neg = false, guard = false;
          for (const auto& id : name_clause(sd, neg, guard))
            if (!neg && !guard) named.insert(id);
        }
        if (named.size() > 1) {
          for (const auto& id : named) hedge.push_back(id);
          any_named = true;
          continue;
        }
      }
      bool neg = false, guard = false;
      const std::vector<std::string> got = name_clause(c, neg, guard);
      if (got.empty()) continue;  // a clause that names no choice: the question restated, a remark
      any_named = true;
      if (neg || asides[ci]) {  // "not the weights": named to reject it; "(...)": an aside
        if (!neg && !guard && got.size() == 1) aside_picks.insert(got[0]);
        continue;
      }
      if (guard) {
        unclear = true;
        continue;
      }
      // a clause whose words fit two choices alike ("2 GEMMs in backward": the backward of (b) and of
      // (c)) decides nothing when other clauses name a pick; alone it is unclear
      if (got.size() != 1) {
        tied = true;
        continue;
      }
      const std::string& id = got[0];
      if (std::find(order.begin(), order.end(), id) != order.end()) continue;
      auto has = [&](const char* w) { return f.find(std::string(" ") + w + " ") != std::string::npos; };
      // "first X" / "start with X" goes to the front at once, so a "then Y" after it follows it there
      // ("GPUs last; before that ZeRO; first a smaller batch, then recomputation")
      const bool front = has("first") || has("firstly") || has("start") || has("begin") || has("initially");
      if (front) order.insert(order.begin(), id);
      else if (!prev.empty() && has("before") && !has("after")) order.insert(std::find(order.begin(), order.end(), prev), id);
      else if (!prev.empty() && std::find(order.begin(), order.end(), prev) != order.end())
        order.insert(std::find(order.begin(), order.end(), prev) + 1, id);
      else order.push_back(id);
      if (front) at_front.push_back(id);
      if (has("last") || has("lastly") || has("finally")) at_back.push_back(id);
      prev = id;
    }
    if (!hedge.empty() && !unclear) {
      for (const auto& id : order) hedge.push_back(id);
      std::vector<std::string> uniq;
      for (const auto& id : hedge)
        if (std::find(uniq.begin(), uniq.end(), id) == uniq.end()) uniq.push_back(id);
      ids = uniq;
      return true;
    }
    if (order.empty() && hedge.empty() && aside_picks.size() != 1) unclear = unclear || tied;
    // "the activations (inputs) of each layer": the words outside the bracket name no choice, the
    // bracket names one: a gloss, the pick
    if (any_named && !unclear && order.empty() && hedge.empty() && aside_picks.size() == 1) {
      ids.assign(1, *aside_picks.begin());
      return true;
    }
    if (any_named && !unclear && !order.empty()) {
      for (const auto& id : at_front) {
        order.erase(std::find(order.begin(), order.end(), id));
        order.insert(order.begin(), id);
      }
      for (const auto& id : at_back) {
        order.erase(std::find(order.begin(), order.end(), id));
        order.push_back(id);
      }
      ids = order;
      return true;
    }
  }
  // Choice ids first, then words explaining them: "(c) no", "B - O(sqrt(n))", "c) because ...".
  if (!ids.empty()) return true;
  std::string known;
  for (const auto& it : items) known += (known.empty() ? "" : ", ") + it.id;
  // a sentence that names no choice clearly: say so, not that its first word is no choice id
  error = first_unknown.empty() ? "no choice found in the answer"
          : toks.size() > 2     ? "could not tell which choice (" + known + ") that names"
                                : "\"" + first_unknown + "\" is not one of the choices (" + known + ")";
  return false;
}

}  // namespace

// "O(sqrt n) memory, at the cost of one extra forward", "the optimizer states, the CUDA context is
// just a few hundred MB": a one-choice answer then its reason. The lead clause (up to the first
// , ; : ( dash arrow or "so" / "since" / "because" / "which" / "vs") names exactly one choice, is
// neither negated nor hedged nor a condition ("if ...", "without ..."), and what follows is a
// reason (it has a word no choice holds), not a correction, a hedge or a further pick ("b, or c",
// "b, c", "b, c too"): the lead is the pick, whatever other choices' words the reason uses.
static bool lead_pick(std::string_view answer, const std::vector<choice_item>& items, std::string& id) {
  std::string low = ascii_lower(answer);
  if (low.size() > 600 || last_correction(low) != std::string::npos) return false;
  // "To get dW, keep the input x": an opening purpose is no lead pick (audit round 31)
  if (purpose_opener_end(low) != 0) return false;
  std::set<std::string> all_text;
  for (const auto& it : items) {
    const std::set<std::string> t = choice_stems(it.text);
    all_text.insert(t.begin(), t.end());
  }
  std::vector<std::pair<std::size_t, std::size_t>> cuts;  // (where the head ends, where the rest starts)
  {
    int depth = 0;
    for (std::size_t i = 0; i < low.size(); ++i) {
      const char c = low[i];
      if (c == '(' && i > 0 && std::isalnum(static_cast<unsigned char>(low[i - 1]))) {  // "O(n)": part of the words
        ++depth;
        continue;
      }
      if (c == ')' && depth > 0) {
        --depth;
        continue;
      }
      if (depth > 0) continue;
      if (c == ',' || c == ';' || c == ':' || c == '(' || c == '\n') cuts.push_back({i, i + 1});
      else if (c == '.' && (i + 1 == low.size() || low[i + 1] == ' ')) cuts.push_back({i, i + 1});
      // "split otherwise shard": the other case after "otherwise", as when typed with a comma (blind round 10)
      else if (low.compare(i, 11, " otherwise ") == 0) cuts.push_back({i, i + 1});
      else
        for (const char* m : {" - ", " \xE2\x80\x94 ", " \xE2\x80\x93 ", " -> ", " \xE2\x86\x92 ", " so ", " since ",
                              " because ", " which ", " vs ", " vs. ", " versus ", " = ", " as it ", " as they "})
          if (low.compare(i, std::strlen(m), m) == 0) {
            cuts.push_back({i, i + std::strlen(m)});
            break;
          }
    }
  }
  bool when_choice = false;  // a choice that is itself a condition ("When memory is the hard constraint ...")
  for (const auto& it : items) {
    const std::string f = fold(it.text);
    when_choice = when_choice || f.rfind("when ", 0) == 0 || f.rfind("if ", 0) == 0;
  }
  // a head that adds no letter or digit to the one before reads the same: skipped; and a lead is at the
  // start of the answer, so at most 16 heads are tried ("ZeRO,,,,,,…" had made this quadratic in the
  // answer's length: 5 s for 500 commas, a libFuzzer slow unit)
  std::size_t last_end = 0;
  int tried = 0;
  for (const auto& [end, from] : cuts) {
    bool adds = false;
    for (std::size_t k = last_end; k < end && !adds; ++k) adds = std::isalnum(static_cast<unsigned char>(low[k])) != 0;
    if (!adds && last_end > 0) continue;
    last_end = end;
    if (++tried > 16) return false;
    const std::string head_low = low.substr(0, end);
    const std::string fh = " " + fold(head_low) + " ";
    if (fold(head_low).empty()) continue;
    // a negated or hedged lead is not guessed at; a condition is not the pick
    if (fh.find(" n t ") != std::string::npos) return false;
    for (const std::string& w : split_tokens(fold(head_low)))
      if (negator_word(fold(w)) || w == "or" || w == "maybe" || w == "perhaps" || w == "either" || w == "nothing")
        return false;
    for (const char* sub : {" if ", " unless ", " whenever ", " although ", " though ", " while ", " once "})
      if (fh.compare(0, std::strlen(sub), sub) == 0) return false;
    if (fh.compare(0, 6, " when ") == 0 && !when_choice) return false;
    std::vector<std::string> got;
    std::string err;
    if (!parse_choice_list(answer.substr(0, end), items, got, err) || got.empty()) continue;  // names none yet
    if (std::set<std::string>(got.begin(), got.end()).size() != 1) return false;
    // "FSDP, or ZeRO, shards all three ...", "FSDP (or ZeRO) shards ...": an "or" that opens the rest and names the
    // lead's own choice again by another of its names, up to the next clause mark or closing bracket, is the same
    // pick said twice, not a second one; the reason after it is read as the rest (blind round 148)
    std::size_t rest_from = from;
    {
      std::size_t b = from;
      while (b < low.size() && low[b] == ' ') ++b;
      if (low.compare(b, 3, "or ") == 0) {
        std::size_t se = low.find_first_of(",;:()\n", b + 3);
        if (se == std::string::npos) se = low.size();
        std::vector<std::string> again;
        std::string err2;
        if (se < low.size() && parse_choice_list(answer.substr(b + 3, se - b - 3), items, again, err2) &&
            !again.empty() && std::set<std::string>(again.begin(), again.end()) == std::set<std::string>{got[0]}) {
          rest_from = se + 1;
          while (rest_from < low.size() && std::strchr(" ,;:)", low[rest_from]) != nullptr) ++rest_from;
        }
      }
    }
    // the rest: a reason, not a hedge, an addition or another bare pick
    const std::string rest = fold(low.substr(rest_from));
    const std::vector<std::string> rw = split_tokens(rest);
    if (rw.empty()) return false;
    // "b, c? not sure", "b, c, idk": another choice's letter alone, then the reader's doubt ("not sure",
    // "idk", "no idea", ...) or nothing, is a second pick the reader hesitates over, not the start of a
    // reason (blind round 24); "c; a, b and d don't ..." and "c, a? no, ..." keep their lead
    {
      std::size_t b = from;
      while (b < low.size() && low[b] == ' ') ++b;
      std::string other;
      if (b + 1 < low.size() && std::isalpha(static_cast<unsigned char>(low[b])) &&
          std::strchr("?,;!", low[b + 1]) != nullptr && match_token(std::string(1, low[b]), items, other) &&
          other != got[0]) {
        std::size_t d = b + 1;
        while (d < low.size() && std::strchr("?,;!. ", low[d]) != nullptr) ++d;
        bool doubt = d == low.size();
        for (const char* w : {"not sure", "unsure", "idk", "i don't know", "i dont know", "dunno", "no idea",
                              "not certain", "maybe", "perhaps", "probably", "i think", "i guess"})
          doubt = doubt || (low.compare(d, std::strlen(w), w) == 0 &&
                            (d + std::strlen(w) == low.size() || !std::isalnum(static_cast<unsigned char>(low[d + std::strlen(w)]))));
        if (doubt) return false;
      }
    }
    // ("O(sqrt n) — hmm, maybe O(log n)", "b, um, or c": a hesitation sound before the hedge word; fix round 110)
    std::size_t r0 = 0;
    while (r0 + 1 < rw.size() && is_hesitation_sound(rw[r0])) ++r0;
    for (const char* h : {"or", "maybe", "perhaps", "possibly", "either", "and", "also", "plus", "too", "or rather"})
      if (rw[r0] == h) return false;
    // "the input x, as per dL/dW = dL/dy . x^T", "b, as per the table": "as per" (Indian English "according to")
    // opens the source the pick follows from, a reason whatever words follow it (blind round 181)
    bool reason = rw.size() >= 2 && rw[0] == "as" && rw[1] == "per";
    for (const std::string& w : rw) {
      const std::string l = fold(w);
      if (l.size() < 3 || filler_word(l) || negator_word(l)) continue;
      if (l == "too" || l == "also" || l == "well" || l == "either" || l == "maybe" || l == "perhaps" ||
          l == "possibly" || l == "and" || l == "plus" || l == "both" || l == "one" || l == "option" ||
          l == "choice" || l == "answer")
        continue;
      if (std::any_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
      if (!text_holds(all_text, stem(l))) reason = true;
    }
    // a verb says something about what it names ("ZeRO-2 would shard gradients too"): a remark; so does a
    // multiple of another choice ("optimizer states, 4x the weights", "twice the gradients"): a comparison
    for (const std::string& w : rw) {
      const std::string l = fold(w);
      {
        std::size_t d = 0;
        while (d < l.size() && (std::isdigit(static_cast<unsigned char>(l[d])) || l[d] == '.')) ++d;
        if ((d > 0 && d + 1 == l.size() && l[d] == 'x') || l == "times" || l == "twice" || l == "half" ||
            l == "double" || l == "triple" || l == "quadruple" || l == "fold")
          reason = true;
      }
      if (l == "would" || l == "could" || l == "might" || l == "will" || l == "is" || l == "are" || l == "was" ||
          l == "were" || l == "has" || l == "have" || l == "does" || l == "needs" || l == "gives" ||
          l == "without" || l == "otherwise" || l == "unless")  // "O(n) without": the other case
        reason = true;
    }
    if (!reason) return false;
    // "O(n) memory, O(sqrt n) with checkpointing": another choice under a condition of its own is
    // the answer for another case, maybe the question's: not decided ("... O(n) without checkpoints"
    // names the other case and leaves the lead)
    {
      // "gradient accumulation, given they need the big batch's statistics", "x, given dL/dW = dL/dy x^T": a "given"
      // (or "given that") that opens the rest states the premise the lead follows from, as "since" does; it puts no
      // other choice under a case of its own (round 161). A "given" further on still does ("O(n), O(sqrt n) given
      // checkpoints").
      std::string fr = " " + rest + " ";
      if (fr.compare(0, 7, " given ") == 0) fr = fr.substr(6);
      bool cond = false;
      for (const char* w : {" with ", " if ", " when ", " using ", " given "})
        cond = cond || fr.find(w) != std::string::npos;
      // "with checkpointing the big batch would still run at once": a case imagined to reject it
      for (const char* w : {" would ", " could ", " wouldn t ", " couldn t "})
        cond = cond && fr.find(w) == std::string::npos;
      // "shard; splitting is for when communication is the problem": what another choice is for, said
      // after the pick, sets it apart for its own case; it is no second pick (blind round 30)
      for (const char* w : {" is for ", " are for ", " is only for ", " are only for ", " is meant for ",
                            " are meant for ", " is used when ", " are used when ", " is used if ", " are used if "})
        cond = cond && fr.find(w) == std::string::npos;
      if (cond) {
        std::vector<std::string> other;
        std::string e2;
        if (parse_choice_list(answer.substr(rest_from), items, other, e2))
          for (const auto& o : other)
            if (o != got[0]) return false;
      }
    }
    id = got[0];
    return true;
  }
  return false;
}

// "…, so the least is ZeRO-1, option b", "… uses x, training must keep x: answer (a)", "so what is left
// (gradients, optimizer state, activations) is (b), (c), (d).": a derivation that ends on the letters of
// its picks, after a word that concludes ("is", "so", "answer", "option", ":", "="), names them; what the
// working before them mentions is reasoning (blind round 20). Letters only (a letter run at the very end,
// bare or bracketed), and never after "not", "or", "maybe" or any other word.
static bool trailing_letters(std::string_view answer, const std::vector<choice_item>& items,
                             std::vector<std::string>& ids, bool* hedged = nullptr) {
  for (const auto& it : items)
    if (it.id.size() != 1) return false;
  std::string low = ascii_lower(answer);
  if (low.size() > 2000 || last_correction(low) != std::string::npos) return false;
  std::vector<std::string> got;
  std::size_t i = low.size();
  bool or_seen = false;
  auto skip_seps = [&] {
    for (;;) {
      while (i > 0 && std::strchr(" \t\r\n,.;!", low[i - 1]) != nullptr) --i;
      if (i >= 4 && low.compare(i - 4, 4, " and") == 0) {
        i -= 4;
        continue;
      }
      if (i >= 3 && low.compare(i - 3, 3, " or") == 0) {  // "so b or c": the end hedges between them
        i -= 3;
        or_seen = true;
        continue;
      }
      break;
    }
  };
  for (;;) {
    skip_seps();
    std::size_t j = i;
    const bool closed = j > 0 && low[j - 1] == ')';
    if (closed) --j;
    if (j == 0 || !std::isalpha(static_cast<unsigned char>(low[j - 1]))) break;
    const std::size_t letter = j - 1;
    std::size_t k = letter;
    if (k > 0 && low[k - 1] == '(') --k;
    else if (closed && k > 0 && std::isalpha(static_cast<unsigned char>(low[k - 1]))) break;
    if (k > 0 && std::isalnum(static_cast<unsigned char>(low[k - 1]))) break;  // the end of a word, not a letter
    std::string id;
    if (!match_token(std::string(1, low[letter]), items, id)) break;
    got.push_back(id);
    i = k;
  }
  if (got.empty()) return false;
  if (hedged) *hedged = or_seen && got.size() > 1;
  else if (or_seen) return false;
  // letters named earlier are picks or reasons of their own ("b, c, d; the one inference needs too is a"):
  // then the end is no conclusion (an article "a" before a word is no letter)
  for (std::size_t k = 0; k < i; ++k) {
    if (!std::isalpha(static_cast<unsigned char>(low[k])) || (k > 0 && std::isalnum(static_cast<unsigned char>(low[k - 1]))) ||
        (k + 1 < i && std::isalnum(static_cast<unsigned char>(low[k + 1]))))
      continue;
    std::string id;
    if (!match_token(std::string(1, low[k]), items, id)) continue;
    const bool bracketed = (k > 0 && low[k - 1] == '(') || (k + 1 < low.size() && low[k + 1] == ')');
    const bool article = low[k] == 'a' && !bracketed && k + 2 < low.size() && low[k + 1] == ' ' &&
                         std::isalpha(static_cast<unsigned char>(low[k + 2]));
    if (!article) return false;
  }
  // the word before the letters concludes
  std::size_t e = i;
  while (e > 0 && low[e - 1] == ' ') --e;
  if (e == 0) return false;
  if (low[e - 1] == ':' || low[e - 1] == '=') {
    ids.assign(got.rbegin(), got.rend());
    return true;
  }
  std::size_t b = e;
  while (b > 0 && (std::isalpha(static_cast<unsigned char>(low[b - 1])) || low[b - 1] == '\'')) --b;
  const std::string w = low.substr(b, e - b);
  for (const char* cue : {"is", "are", "so", "answer", "option", "options", "choice", "choices", "hence", "thus",
                          "therefore", "namely"})
    if (w == cue) {
      ids.assign(got.rbegin(), got.rend());
      return true;
    }
  return false;
}

// "reach for ZeRO-3 before tensor parallel", "use ZeRO before reaching for pipeline parallelism":
// one choice is asked for, and the reader names two in the order they would try them; the one
// reached for first is the pick (the head names exactly one choice, not negated; what follows
// "before" names another).
static bool first_reached(std::string_view answer, const std::vector<choice_item>& items, std::string& id) {
  std::string low = ascii_lower(answer);
  const std::size_t b = low.find(" before ");
  if (b == std::string::npos || low.find(" before ", b + 1) != std::string::npos || low.size() > 400) return false;
  if (last_correction(low) != std::string::npos) return false;
  const std::string head = fold(low.substr(0, b));
  for (const std::string& w : split_tokens(head))
    if (negator_word(w) || w == "or" || w == "maybe" || w == "t" || w == "only") return false;  // "only ... before" is a condition
  std::vector<std::string> h, t;
  std::string e1, e2;
  if (!parse_choice_list(answer.substr(0, b), items, h, e1) || std::set<std::string>(h.begin(), h.end()).size() != 1)
    return false;
  if (!parse_choice_list(answer.substr(b + 8), items, t, e2) || t.empty()) return false;
  for (const auto& x : t)
    if (x == h[0]) return false;
  id = h[0];
  return true;
}

static const choice_item* find_item(const std::vector<choice_item>& items, const std::string& id) {
  for (const auto& it : items)
    if (it.id == id) return &it;
  return nullptr;
}

// Whether a lower-case word is one of the choices' ids ("b" for the item "B"): the checklist, mark-sheet and
// concluding-letter readers' test of a letter
static bool is_item_id(const std::vector<choice_item>& items, const std::string& w) {
  for (const auto& it : items)
    if (ascii_lower(it.id) == w) return true;
  return false;
}

// "see above, b", "going by the page's own table of bytes, c", "plainly not c, b", "not pipeline or tensor
// parallelism, it's c", "My notes said a, but with checkpoints it's b": a lead the choice reader cannot read,
// then one letter closing the answer after a comma or semicolon (bare, or "it's c"; after "but", a few words
// may come first) is the pick (fix round 135). Letters in the lead must be denied ("not c") or taken back by
// the "but"; no question mark or "or" between letters. Only where the answer is otherwise unreadable.
static bool closing_letter_after_lead(std::string_view answer, const std::vector<choice_item>& items, std::string& id) {
  std::string low;
  for (std::size_t k = 0; k < answer.size(); ++k) {  // the curly apostrophe as the straight one
    const bool curly = answer.compare(k, 3, "\xE2\x80\x99") == 0;
    low += curly ? '\'' : static_cast<char>(std::tolower(static_cast<unsigned char>(answer[k])));
    if (curly) k += 2;
  }
  if (low.size() > 300 || low.find('?') != std::string::npos) return false;
  while (!low.empty() && std::strchr(" .!\n", low.back()) != nullptr) low.pop_back();
  std::size_t sep = low.find_last_of(",;");
  // ... or " but" with no comma before it ("I was torn on d but it's c"; round 139)
  const std::size_t but_at = low.rfind(" but ");
  if (but_at != std::string::npos && (sep == std::string::npos || but_at > sep)) sep = but_at;
  if (sep == std::string::npos || sep == 0) return false;
  std::vector<std::string> tail, lead;
  auto words = [](const std::string& s, std::vector<std::string>& out) {
    std::string cur;
    for (char c : s + " ") {
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'') cur += c;
      else if (!cur.empty()) out.push_back(cur), cur.clear();
    }
  };
  words(low.substr(sep + 1), tail);
  words(low.substr(0, sep), lead);
  if (tail.empty() || lead.empty() || tail.back().size() != 1 || !is_item_id(items, tail.back())) return false;
  const bool but = tail[0] == "but";
  const std::size_t n = tail.size();
  const bool its = n >= 2 && (tail[n - 2] == "it's" || tail[n - 2] == "its" || (n >= 3 && tail[n - 3] == "it" && tail[n - 2] == "is"));
  if (!(n == 1 || (its && (but || n <= 3)) || (but && n == 2))) return false;
  if (n > 7) return false;
  if (!std::isalpha(static_cast<unsigned char>(tail.back()[0])) || !match_token(tail.back(), items, id)) return false;
  const choice_item* pick = find_item(items, id);
  const std::set<std::string> pick_text = pick ? choice_stems(pick->text) : std::set<std::string>();
  bool denied = false;
  for (std::size_t k = 0; k < lead.size(); ++k) {
    const std::string& w = lead[k];
    if (w == "not" || w == "never" || w == "didn't" || w == "don't" || w == "isn't" || w == "no") {
      // what the lead denies must not be the pick's own words ("never when memory is tight; b")
      const std::string head = low.substr(0, sep);
      const std::size_t at = head.find(w);
      if (!denied && !but)
        for (const std::string& d : split_tokens(fold(head.substr(at == std::string::npos ? 0 : at))))
          if (!filler_word(fold(d)) && !negator_word(fold(d)) && text_holds(pick_text, stem(fold(d)))) return false;
      denied = true;
    }
    if (w == "or" && !denied) return false;
    const bool article = w == "a" && k + 1 < lead.size();
    if (w.size() == 1 && !article && is_item_id(items, w) && !(but || (denied && w != ascii_lower(id)))) return false;
  }
  return true;
}

static std::string item_label(const std::vector<choice_item>& items, const std::string& id) {
  const choice_item* it = find_item(items, id);
  return it ? "(" + id + ") " + it->text : id;
}

// Choice ids as a reader sees them in feedback: "(a), (c)".
template <class Ids>
static std::string bracketed_ids(const Ids& ids) {
  std::string o;
  for (const auto& x : ids) o += (o.empty() ? "(" : ", (") + x + ")";
  return o;
}

// "b is wrong, it's a", "rule out a, c and d: b", "a, c and d are wrong, so b", "not a, c or d, so b",
// "by elimination: b": choices the reader rules out by their letter (or number), and the pick that is
// left. A list of ids after "rule out", "eliminate", "exclude", "cross out", "not", "neither" (ending
// where the clause ends), or before "is/are wrong", "incorrect", "false", "out", "not right",
// "can be ruled out". The pick is what the rest of the answer names, or, when it names nothing (or only
// what it ruled out, as a reason), the one choice not ruled out; for a multi-select (`multi`), the
// choices the rest names less those ruled out, or every choice not ruled out ("the rest are right").
// 0: nothing ruled out, or a rest that does not read as a pick (read as before); 1: `picks` holds the
// pick(s); -1 (one choice only): ruled out, nothing else named, more than one left: `why` says so.
static int elimination_pick(std::string_view answer_in, const std::vector<choice_item>& items, std::vector<std::string>& picks,
                            std::string& why, bool multi) {
  picks.clear();
  if (answer_in.size() > 400) return 0;
  // "i.e." and "e.g." are connectives, not the choices (i) and (e) (review)
  const std::string blanked = blank_abbreviations(answer_in);
  const std::string_view answer = blanked.empty() ? answer_in : std::string_view(blanked);
  struct wt {
    std::string w;
    std::size_t b, e;
    bool word;
  };
  std::vector<wt> t;
  for (std::size_t i = 0; i < answer.size();) {
    const unsigned char c = static_cast<unsigned char>(answer[i]);
    if (std::isalnum(c) || c == '\'') {
      std::size_t j = i;
      std::string w;
      while (j < answer.size()) {
        const unsigned char d = static_cast<unsigned char>(answer[j]);
        if (std::isalnum(d)) w += static_cast<char>(std::tolower(d)), ++j;
        else if (d == '\'') ++j;
        else if (d == 0xE2 && j + 2 < answer.size() && static_cast<unsigned char>(answer[j + 1]) == 0x80 &&
                 static_cast<unsigned char>(answer[j + 2]) == 0x99)
          j += 3;  // ’
        else break;
      }
      if (!w.empty()) t.push_back({w, i, j, true});
      i = j;
    } else if (std::isspace(c)) {
      ++i;
    } else {
      std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
      n = std::min(n, answer.size() - i);
      t.push_back({std::string(answer.substr(i, n)), i, i + n, false});
      i += n;
    }
  }
  auto word_is = [&](std::size_t k, std::initializer_list<const char*> ws) {
    if (k >= t.size() || !t[k].word) return false;
    for (const char* x : ws)
      if (t[k].w == x) return true;
    return false;
  };
  // a list of ids from k: "a, c and d", "a/c/d", "options 1 and 3"; its end, 0 when none
  auto id_list = [&](std::size_t k, std::vector<std::string>& out) -> std::size_t {
    out.clear();
    std::size_t j = k;
    bool want_id = true;
    while (j < t.size()) {
      if (want_id && word_is(j, {"option", "options", "choice", "choices"})) {
        ++j;
        continue;
      }
      std::string x;
      // "a c d are wrong": ids typed with spaces only
      if (t[j].word && t[j].w.size() <= 2 && match_token(t[j].w, items, x) && (want_id || t[j - 1].word)) {
        out.push_back(x);
        ++j;
        want_id = false;
        continue;
      }
      if (!want_id && ((!t[j].word && (t[j].w == "," || t[j].w == "/" || t[j].w == "&" || t[j].w == "+")) ||
                       word_is(j, {"and", "or", "nor"}))) {
        ++j;
        if (word_is(j, {"and", "or", "nor"})) ++j;  // ", and"
        want_id = true;
        continue;
      }
      break;
    }
    if (out.empty()) return 0;
    // a separator left dangling belongs to what follows ("a, c, so b"): step back to the last id
    while (j > k && !(t[j - 1].word && t[j - 1].w.size() <= 2)) --j;
    return j;
  };
  // "c no" where (c) itself opens "No: 112 GB of state exceeds 80 GB": the word after the letter is the
  // choice's own first word, the pick said with its answer, not a verdict against it (blind round 41)
  auto opens_with_own_word = [&](const std::vector<std::string>& picked, const std::string& w) {
    if (picked.size() != 1) return false;
    const choice_item* it = nullptr;
    for (const auto& x : items)
      if (x.id == picked[0]) it = &x;
    if (!it) return false;
    std::string first;
    for (char c : it->text) {
      if (!std::isalpha(static_cast<unsigned char>(c))) break;
      first += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return first == w;
  };
  auto clause_ends = [&](std::size_t j) {
    if (j >= t.size()) return true;
    if (!t[j].word) return t[j].w != "/" && t[j].w != "'";
    return word_is(j, {"so", "hence", "therefore", "thus", "then", "which", "leaves", "leaving", "that", "meaning",
                       "because", "since", "as", "but", "the", "answer", "it", "its", "only", "must"});
  };
  std::vector<bool> gone(t.size(), false);
  std::set<std::string> rejected;
  std::vector<std::string> ids;
  for (std::size_t k = 0; k < t.size(); ++k) {
    if (gone[k]) continue;
    // pre-cues: "rule out", "eliminate", "exclude", "cross out", "not", "neither", "none of", "isn't"
    std::size_t cue = 0;
    if (word_is(k, {"rule", "ruled", "ruling", "rules", "cross", "crossed", "crossing"}) && word_is(k + 1, {"out"})) cue = 2;
    else if (word_is(k, {"eliminate", "eliminated", "eliminating", "eliminates", "exclude", "excluded", "excluding",
                         "excludes", "not", "neither", "isnt", "arent"}))
      cue = 1;
    else if (word_is(k, {"none"}) && word_is(k + 1, {"of"})) cue = 2;
    // "I still don't think it's a, it's b", "don't believe it is c": the pick denied as the reader's belief
    // (blind round 44)
    else if ((word_is(k, {"dont", "didnt"}) && word_is(k + 1, {"think", "believe"})) ||
             (word_is(k, {"do", "did"}) && word_is(k + 1, {"not"}) && word_is(k + 2, {"think", "believe"}))) {
      cue = word_is(k, {"do", "did"}) ? 3 : 2;
      if (word_is(k + cue, {"its"})) cue += 1;
      else if (word_is(k + cue, {"it"}) && word_is(k + cue + 1, {"is", "s"})) cue += 2;
    }
    if (cue) {
      const std::size_t e = id_list(k + cue, ids);
      if (e && clause_ends(e)) {
        rejected.insert(ids.begin(), ids.end());
        for (std::size_t j = k; j < e; ++j) gone[j] = true;
        k = e - 1;
        continue;
      }
    }
    // post-cues: "<ids> is wrong", "<ids> are incorrect", "<ids> can be ruled out", "<ids> isn't right"
    // (at the start, after punctuation or after a connective: "so b is wrong", "and d is out")
    if (k > 0 && t[k - 1].word && !word_is(k - 1, {"so", "and", "but", "then", "also", "while", "whereas", "hence"}))
      continue;
    const std::size_t e = id_list(k, ids);
    if (!e) continue;
    std::size_t j = e;
    // "So b: wrong.", "c: no, it isn't": a colon between the id and a one-word verdict that ends its clause (not
    // "b: out of memory"; not where any choice itself opens with that word, as fits-80gb's "No: 112 GB ...", where
    // "a: no, b: no, c: no" is a mark sheet of the choices' own words) (round 176)
    auto some_choice_opens = [&](const std::string& w) {
      for (const auto& x : items) {
        std::string first;
        for (char c : x.text) {
          if (!std::isalpha(static_cast<unsigned char>(c))) break;
          first += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        if (first == w) return true;
      }
      return false;
    };
    if (j + 2 <= t.size() && !t[j].word && t[j].w == ":" &&
        word_is(j + 1, {"wrong", "incorrect", "false", "out", "no", "nope", "nah"}) &&
        (j + 2 == t.size() || (!t[j + 2].word && t[j + 2].w != "'")) && !some_choice_opens(t[j + 1].w)) {
      rejected.insert(ids.begin(), ids.end());
      for (std::size_t x = k; x < j + 2; ++x) gone[x] = true;
      k = j + 1;
      continue;
    }
    while (word_is(j, {"is", "are", "s", "both", "all", "obviously", "clearly", "definitely", "just", "are", "seem",
                       "seems", "look", "looks", "can", "be", "simply", "a", "an", "totally", "plain", "the", "would",
                       "lol", "kinda", "really", "quite"}))
      ++j;
    bool verdict = false;
    // (lead's probe 12: "c is a myth", "c is the opposite", "c is tempting but d", "c, kidding", "c lol no"
    // had been read as picks of c)
    if (word_is(j, {"wrong", "incorrect", "false", "out", "bogus", "nonsense", "eliminated", "excluded", "distractor",
                    "distractors", "trap", "traps", "impossible", "invalid", "untrue", "absurd", "myth", "misconception",
                    "fallacy", "silly", "irrelevant", "opposite", "ridiculous", "tempting", "bait", "decoy",
                    "misleading", "mistake", "mistaken", "kidding", "joking", "jk"}))
      verdict = true, ++j;
    else if (word_is(j, {"no", "nope", "nah"}) && (j + 1 >= t.size() || !t[j + 1].word) &&  // not "c, no doubt"
             !opens_with_own_word(ids, t[j].w))
      verdict = true, ++j;
    else if (word_is(j, {"ruled"}) && word_is(j + 1, {"out"}))
      verdict = true, j += 2;
    else if ((word_is(j, {"not", "isnt", "arent", "isn", "aren"}) || (word_is(j, {"is", "are"}) && word_is(j + 1, {"not"}))) ) {
      std::size_t n = j + (word_is(j, {"is", "are"}) ? 2 : 1);
      if (word_is(n, {"t"})) ++n;
      if (word_is(n, {"right", "correct", "it", "true", "valid", "possible"})) verdict = true, j = n + 1;
    }
    if (!verdict) continue;
    // "d, c is wrong": a verb in the singular is said of the last id only; the ones before it are a pick
    // or a list of their own (it had ruled out d too) (lead's probe 12)
    std::size_t from = k;
    // ... and, in a single-choice question, two ids joined by a comma and "and": "c, and d would be wrong" picks c and
    // rules out d (round 140: both had been ruled out)
    const bool comma_and = !multi && ids.size() == 2 && e >= 4 && word_is(e - 2, {"and"}) && !t[e - 3].word &&
                           t[e - 3].w == ",";
    if (ids.size() > 1 && (comma_and || (word_is(e, {"is", "s", "isnt", "isn"}) && !word_is(e - 2, {"and", "or"})))) {
      std::size_t last = e;
      while (last > k && !(t[last - 1].word && t[last - 1].w.size() <= 2)) --last;
      if (last > k) {
        from = last - 1;
        std::string one;
        if (match_token(t[from].w, items, one)) ids.assign(1, one);
        else from = k;
      }
    }
    rejected.insert(ids.begin(), ids.end());
    for (std::size_t x = from; x < j; ++x) gone[x] = true;
    k = j - 1;
  }
  if (rejected.empty()) return 0;
  // "the rest", "the others", "everything else", "all remaining": every choice not ruled out (multi-select)
  bool rest_all = false;
  for (std::size_t k = 0; k < t.size(); ++k)
    if (!gone[k] && word_is(k, {"rest", "others", "else", "remaining"})) rest_all = true;
  // the rest, less its connectives: "so", "it's", "the answer is", "which leaves", "by elimination"
  std::string rest;
  for (std::size_t k = 0; k < t.size(); ++k) {
    if (gone[k]) continue;
    if (!t[k].word) {
      rest += ' ';
      continue;
    }
    if (word_is(k, {"so", "hence", "therefore", "thus", "then", "which", "leaves", "leaving", "left", "that", "meaning",
                    "it", "its", "is", "are", "must", "be", "the", "answer", "only", "just", "by", "elimination", "process",
                    "of", "remains", "remaining", "one", "option", "choice", "i", "pick", "go", "with", "and", "correct",
                    "right", "but", "rest", "others", "other", "everything", "else", "all", "them", "those", "apply"}))
      continue;
    rest += std::string(answer.substr(t[k].b, t[k].e - t[k].b)) + ' ';
  }
  std::vector<std::string> left;
  for (const auto& it : items)
    if (!rejected.count(it.id)) left.push_back(it.id);
  if (multi && rest_all && !left.empty()) {
    picks = left;
    return 1;
  }
  // a bare id standing alone in the rest ("..., b", "so b.", "-> b"): the pick, whatever the reason
  // around it names (one choice)
  if (!multi) {
    std::set<std::string> bare;
    for (std::size_t k = 0; k < t.size(); ++k) {
      std::string x;
      if (gone[k] || !t[k].word || t[k].w.size() > 2 || !match_token(t[k].w, items, x) || rejected.count(x)) continue;
      const bool before = k == 0 || !t[k - 1].word || gone[k - 1] ||
                          word_is(k - 1, {"so", "hence", "therefore", "thus", "then", "leaves", "leaving", "is", "s", "be",
                                          "elimination", "pick", "with", "answer"});
      // ... or closed by "it is" ("c: no. a it is", round 176)
      const bool after = k + 1 == t.size() || !t[k + 1].word || gone[k + 1] ||
                         (word_is(k + 1, {"it"}) && word_is(k + 2, {"is", "s"}) && (k + 3 == t.size() || !t[k + 3].word));
      if (before && after) bare.insert(x);
    }
    if (bare.size() == 1) {
      picks.assign(1, *bare.begin());
      return 1;
    }
  }
  std::vector<std::string> named;
  std::string err;
  bool rest_says = false;
  if (rest.find_first_not_of(' ') != std::string::npos) {
    if (parse_choice_list(rest, items, named, err) && !named.empty()) {
      rest_says = true;
      bool only_rejected = true;
      for (const auto& n : named) only_rejected = only_rejected && rejected.count(n);
      if (only_rejected) rest_says = false;  // the reason for ruling it out
    } else {
      return 0;  // a rest that names no choice: read the answer as before
    }
  }
  if (rest_says && !rest_all) {
    std::set<std::string> named_left;
    for (const auto& n : named)
      if (!rejected.count(n)) named_left.insert(n);
    if (multi || named_left.size() == 1) {
      picks.assign(named_left.begin(), named_left.end());
      return picks.empty() ? 0 : 1;
    }
    return 0;  // the rest names several: read the whole answer as before
  }
  if (multi) {
    // "a and e are wrong, the rest are right", "not a or e": every choice not ruled out
    if (left.empty()) return 0;
    picks = left;
    return 1;
  }
  if (left.size() == 1) {
    picks = left;
    return 1;
  }
  why = "Your answer rules out " + bracketed_ids(rejected) + " but does not say which choice it picks: type the letter of one choice.";
  return -1;
}

// An amount word's pole: +1 more ("more", "extra", "higher", "larger", "increased"), -1 less ("less",
// "fewer", "lower", "smaller", "reduced"), 0 none.
static int amount_pole(const std::string& w) {
  for (const char* x : {"more", "extra", "higher", "larger", "bigger", "greater", "increased", "additional", "added", "increase",
                        "increases", "raises", "grows", "growing"})
    if (w == x) return 1;
  for (const char* x : {"less", "fewer", "lower", "smaller", "reduced", "decreased", "reduce", "reduces", "decrease",
                        "decreases", "cuts", "saves", "saving", "savings"})
    if (w == x) return -1;
  return 0;
}

// Does the answer put the amount word of the choice's own phrase the other way round ("more activation
// memory" for "less activation memory", "higher throughput" for "lower throughput")? Only where the
// answer's opposite word stands right before a word of that phrase (one word may sit between), is not
// negated, and the answer never says the choice's own amount of it. `said` gets the answer's words.
static bool amount_reversed(std::string_view answer, const std::string& choice_text, std::string& said) {
  auto words_of = [](std::string_view t) {
    std::vector<std::string> w;
    std::string cur;
    for (char c : t) {
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '-') cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      else if (!cur.empty()) w.push_back(cur), cur.clear();
    }
    if (!cur.empty()) w.push_back(cur);
    return w;
  };
  const std::vector<std::string> cw = words_of(choice_text);
  const std::vector<std::string> aw = words_of(answer.substr(0, std::min<std::size_t>(answer.size(), 400)));
  auto filler = [](const std::string& w) { return filler_word(w) || w == "about"; };
  // the choice's (pole, the two content words after its amount word)
  struct phrase {
    int pole;
    std::vector<std::string> nouns;
  };
  std::vector<phrase> ph;
  for (std::size_t k = 0; k < cw.size(); ++k) {
    const int pole = amount_pole(cw[k]);
    if (!pole) continue;
    phrase x{pole, {}};
    for (std::size_t j = k + 1; j < cw.size() && x.nouns.size() < 2; ++j)
      if (!filler(cw[j]) && !amount_pole(cw[j])) x.nouns.push_back(stem(cw[j]));
    if (!x.nouns.empty()) ph.push_back(x);
  }
  if (ph.empty()) return false;
  // the answer's words right after its amount word name the whole phrase, in order ("more activation
  // memory" for "less activation memory"; "more memory" alone may mean more memory free, so it is not
  // read as the reverse of "less activation memory"); the end of the match, 0 when none
  auto covers = [&](std::size_t k, const phrase& x) -> std::size_t {
    std::size_t j = k + 1, n = 0;
    for (; j < aw.size() && n < x.nouns.size(); ++j) {
      if (filler(aw[j])) continue;
      const std::string w = stem(aw[j]);
      if (!(w == x.nouns[n] || word_names(w, x.nouns[n]))) return 0;
      ++n;
    }
    return n == x.nouns.size() ? j : 0;
  };
  bool reversed = false, same = false;
  for (std::size_t k = 0; k < aw.size(); ++k) {
    const int pole = amount_pole(aw[k]);
    if (!pole) continue;
    const bool negated = k > 0 && (negator_word(aw[k - 1]) || aw[k - 1] == "t");
    for (const phrase& x : ph) {
      const std::size_t end = covers(k, x);
      if (!end) continue;
      if (pole == x.pole || negated) same = true;
      else if (!reversed) {
        reversed = true;
        said.clear();
        for (std::size_t j = k; j < end; ++j) said += (said.empty() ? "" : " ") + aw[j];
      }
    }
  }
  return reversed && !same;
}

// Does the answer state the pick's own claim turned round by one small edit (blind round 29)? Three
// shapes, each anchored in the pick's own words so that a different claim is no reversal:
//  1. a pole word of the pick's phrase said the other way, next to the same word on the same side:
//     "the micro-batches run in parallel" for "... run one after another", "updates can be huge" for
//     "... can be extremely small", "exceeds 80 GB only after activations" for "... before any
//     activation". Not where the answer also says the pick's own pole of that kind ("one after another,
//     not in parallel"), nor negated.
//  2. two of the pick's words swapped ("when compute is the hard constraint ... the extra memory" for
//     "when memory is the hard constraint ... the extra compute"): each stands where the other stood
//     (a neighbour in common with the other's place) and neither where it stood itself.
//  3. "A instead of B" said as "B instead of A" ("O(layers) instead of O(sqrt layers)").
// `said` gets a few words of the answer for the feedback.
//  4. the pick's scarce (or ample) resource said of another resource ("b — when compute is the
//     bottleneck" for "when memory is the hard constraint ..."): a state said of a resource (fold joins
//     them, "scarcecompute") where the pick says the same state of another resource only. Not under a negator or a comparison just before
//     it ("memory-bound, not compute-bound"; "memory rather than compute is the bottleneck" is moved
//     first), nor where the answer also says the pick's own state (blind round 35).
static bool resource_state_turned(std::string_view answer, const std::string& choice_text, std::string& said) {
  const std::vector<std::string> cw = split_tokens(fold(choice_text));
  const std::vector<std::string> aw = split_tokens(fold(move_rejected_aside(answer)));
  auto state_of = [](const std::string& w, std::string& st, std::string& res) {
    for (const char* s : {"scarce", "ample"})
      if (w.size() > std::strlen(s) && w.compare(0, std::strlen(s), s) == 0) {
        st = s, res = w.substr(std::strlen(s));
        return true;
      }
    return false;
  };
  std::set<std::string> pick_states;
  for (const auto& w : cw) {
    std::string st, res;
    if (state_of(w, st, res)) pick_states.insert(w);
  }
  if (pick_states.empty()) return false;
  for (const auto& w : aw)
    if (pick_states.count(w)) return false;  // the pick's own state said too
  for (std::size_t i = 0; i < aw.size(); ++i) {
    std::string st, res;
    if (!state_of(aw[i], st, res)) continue;
    bool denied = false;
    for (std::size_t k = i, d = 0; k-- > 0 && d < 3; ++d)
      denied = denied || negator_word(aw[k]) || aw[k] == "than" || aw[k] == "instead" || aw[k] == "rather" ||
               aw[k] == "unlike" || aw[k] == "isn" || aw[k] == "if" ||
               aw[k] == "otherwise";  // "b — otherwise compute becomes the bottleneck for no gain" (audit round 36)
    // "b — once compute becomes the bottleneck it isn't worth it", "b, not worth it when compute is the bottleneck":
    // the case said beside a negated "worth" is when the pick does not hold, not the pick's state turned (round 155)
    // (not across an "unless"/"except": "not worth it unless compute is the bottleneck" says it pays then)
    for (std::size_t k = i >= 5 ? i - 5 : 0; k < aw.size() && k <= i + 5 && !denied; ++k)
      if (aw[k] == "worth") {
        bool flips = false;
        for (std::size_t j = std::min(i, k); j < std::max(i, k); ++j) flips = flips || aw[j] == "unless" || aw[j] == "except";
        for (std::size_t j = k >= 2 ? k - 2 : 0; j < k && !denied && !flips; ++j)
          denied = negator_word(aw[j]) || aw[j] == "isn" || aw[j] == "t";
      }
    if (denied) continue;
    // (the other state of the pick's own resource is not read: "b, because with spare memory recompute is
    // waste" says when the pick does not hold)
    bool turned = false;
    bool pick_has_res = pick_states.count("scarce" + res) || pick_states.count("ample" + res);
    if (!pick_has_res)
      for (const auto& ps : pick_states)
        if (ps.compare(0, st.size(), st) == 0) turned = true;  // the pick's state, another resource
    if (turned) {
      said = st == "scarce" ? "that " + res + " is the constraint" : "that " + res + " is plentiful";
      return true;
    }
  }
  return false;
}

static bool pick_claim_turned(std::string_view answer, const std::string& choice_text, std::string& said) {
  if (resource_state_turned(answer, choice_text, said)) return true;
  struct tk {
    std::string w;
    std::size_t clause;
  };
  auto toks_of = [](std::string_view text) {
    std::vector<tk> out;
    std::string cur;
    std::size_t clause = 0;
    auto push = [&]() {
      if (!cur.empty()) out.push_back({cur, clause}), cur.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
      const unsigned char c = static_cast<unsigned char>(text[i]);
      if (std::isalnum(c)) {
        cur += static_cast<char>(std::tolower(c));
        continue;
      }
      if (c == '\'' && !cur.empty() && i + 1 < text.size() && std::isalpha(static_cast<unsigned char>(text[i + 1]))) continue;
      push();
      if (text.compare(i, 3, "\xE2\x88\x9A") == 0) {  // √
        out.push_back({"sqrt", clause});
        i += 2;
        continue;
      }
      if (c == '-' && i > 0 && i + 1 < text.size() && text[i - 1] != ' ' && text[i + 1] != ' ') continue;  // "micro-batches"
      if (std::strchr(",;:.!?", static_cast<char>(c)) || c == '-' || c >= 0x80) ++clause;
    }
    push();
    // "micro batches" / "microbatches": one word
    std::vector<tk> joined;
    for (const tk& t : out) {
      if (!joined.empty() && joined.back().w == "micro" && joined.back().clause == t.clause) joined.back().w += t.w;
      else joined.push_back(t);
    }
    return joined;
  };
  const std::vector<tk> p = toks_of(choice_text), a = toks_of(answer.substr(0, std::min<std::size_t>(answer.size(), 400)));
  if (p.empty() || a.empty()) return false;
  // (the apostrophe is dropped: "can't" is "cant", "won't" "wont")
  auto neg = [](const std::string& w) {
    return w == "not" || w == "no" || w == "never" || w == "t" || w == "without" || w == "nor" || w == "cannot" ||
           (w.size() >= 4 && w.compare(w.size() - 2, 2, "nt") == 0 &&
            (w == "isnt" || w == "dont" || w == "doesnt" || w == "arent" || w == "cant" || w == "wont" || w == "couldnt" ||
             w == "wouldnt" || w == "shouldnt" || w == "wasnt" || w == "werent" || w == "didnt" || w == "neednt" ||
             w == "hasnt" || w == "havent" || w == "mustnt" || w == "aint"));
  };
  // a clause that negates, supposes or sets apart anywhere ("they can't run in parallel", "running them
  // in parallel is what doesn't fit", "if they ran in parallel", "instead of in parallel") does not state
  // the turned claim
  // (a word the pick's own text has, "would be lost to BF16 rounding", is the pick's phrase, no hedge)
  auto hedged_clause = [&](const std::vector<tk>& t, std::size_t at) {
    for (const tk& x : t)
      if (x.clause == t[at].clause && std::none_of(p.begin(), p.end(), [&](const tk& y) { return y.w == x.w; }) &&
          (neg(x.w) || x.w == "would" || x.w == "could" || x.w == "might" || x.w == "if" || x.w == "unless" ||
           x.w == "instead" || x.w == "rather" || x.w == "unlike" || x.w == "than" || x.w == "otherwise" ||
           x.w == "impossible" || x.w == "cannot"))
        return true;
    return false;
  };
  auto content = [&](const std::string& w) {
    return !filler_word(w) && !neg(w) && w != "and" && w != "or" && w != "can" && w != "could" && w != "may" &&
           w != "might" && w != "only" && w != "just" && w != "any" && w != "extremely" && w != "very" && w != "even" &&
           w != "k" && w != "all" && w != "been" && w != "was" && w != "were";
  };
  auto same = [](const std::string& x, const std::string& y) {
    const std::string a1 = stem(x), b1 = stem(y);
    return a1 == b1 || word_names(a1, b1) || word_names(b1, a1);
  };
  // 1. poles
  struct pole_def {
    int axis, sign;
    std::vector<std::string> words;
  };
  static const std::vector<pole_def> poles = {
      {0, 1, {"one", "after", "another"}}, {0, 1, {"one", "at", "a", "time"}}, {0, 1, {"sequentially"}},
      {0, 1, {"sequential"}},              {0, 1, {"in", "sequence"}},        {0, 1, {"serially"}},
      {0, 1, {"in", "series"}},            {0, -1, {"in", "parallel"}},       {0, -1, {"parallel"}},
      {0, -1, {"simultaneously"}},         {0, -1, {"concurrently"}},         {0, -1, {"at", "once"}},
      {1, 1, {"before"}},                {1, -1, {"after"}},
      {2, 1, {"small"}},                   {2, 1, {"tiny"}},                  {2, 1, {"minuscule"}},
      {2, -1, {"huge"}},                   {2, -1, {"large"}},                {2, -1, {"big"}},
      {2, -1, {"massive"}},                {2, -1, {"enormous"}},             {3, 1, {"constraint"}},
      {3, 1, {"short"}},                   {3, 1, {"scarce"}},                {3, 1, {"tight"}},
      {3, 1, {"bottleneck"}},              {3, 1, {"limited"}},               {3, 1, {"limiting"}},
      {3, -1, {"plentiful"}},              {3, -1, {"spare"}},                {3, -1, {"abundant"}},
      {3, -1, {"ample"}},                  {3, -1, {"plenty"}}};
  struct occ {
    int axis, sign;
    std::size_t b, e;
  };
  auto poles_of = [&](const std::vector<tk>& t) {
    std::vector<occ> out;
    for (std::size_t k = 0; k < t.size();) {
      std::size_t best = 0;
      const pole_def* hit = nullptr;
      for (const pole_def& d : poles) {
        if (d.words.size() <= best || k + d.words.size() > t.size()) continue;
        bool ok = true;
        for (std::size_t j = 0; j < d.words.size() && ok; ++j) ok = t[k + j].w == d.words[j] && t[k + j].clause == t[k].clause;
        if (ok) best = d.words.size(), hit = &d;
      }
      if (hit) {
        out.push_back({hit->axis, hit->sign, k, k + best});
        k += best;
      } else {
        ++k;
      }
    }
    return out;
  };
  // the nearest content words on one side, in the same clause (at most two)
  auto side_words = [&](const std::vector<tk>& t, std::size_t b, std::size_t e, bool left) {
    std::vector<std::string> out;
    if (left) {
      for (std::size_t k = b; k-- > 0 && out.size() < 2;) {
        if (t[k].clause != t[b].clause) break;
        if (content(t[k].w)) out.push_back(t[k].w);
      }
    } else {
      for (std::size_t k = e; k < t.size() && out.size() < 2; ++k) {
        if (t[k].clause != t[e - 1].clause) break;
        if (content(t[k].w)) out.push_back(t[k].w);
      }
    }
    return out;
  };
  auto share = [&](const std::vector<std::string>& x, const std::vector<std::string>& y) {
    for (const auto& u : x)
      for (const auto& v : y)
        if (same(u, v)) return true;
    return false;
  };
  const std::vector<occ> pp = poles_of(p), ap = poles_of(a);
  for (const occ& po : pp) {
    bool own = false;
    for (const occ& ao : ap) own = own || (ao.axis == po.axis && ao.sign == po.sign);
    if (own) continue;
    for (const occ& ao : ap) {
      if (ao.axis != po.axis || ao.sign == po.sign) continue;
      if (hedged_clause(a, ao.b)) continue;
      bool in_pick = false;  // the pick's text has the answer's pole itself
      for (const occ& q : pp) in_pick = in_pick || (q.axis == ao.axis && q.sign == ao.sign);
      if (in_pick) continue;
      // the answer's phrase is the pick's: each side of the pole where the pick has words has one of them
      // next to the answer's pole ("and after activations it's worse" is another clause, not the pick's
      // "exceeds 80 GB before any activation" turned)
      // An answer whose clause ends at the pole ("updates are extremely large" for "updates can be
      // extremely small and would be lost ...") says nothing after it: the words before it must be the
      // pick's. (A clause that opens at the pole, "and after activations it's worse", is another clause.)
      // (blind round 41)
      const auto pl = side_words(p, po.b, po.e, true), pr = side_words(p, po.b, po.e, false);
      const auto al = side_words(a, ao.b, ao.e, true), ar = side_words(a, ao.b, ao.e, false);
      const bool left_ok = pl.empty() || share(pl, al);
      const bool right_ok = pr.empty() || share(pr, ar) || (ar.empty() && !pl.empty() && share(pl, al));
      if ((!pl.empty() || !pr.empty()) && left_ok && right_ok) {
        said.clear();
        for (std::size_t k = ao.b; k < ao.e; ++k) said += (said.empty() ? "" : " ") + a[k].w;
        return true;
      }
    }
  }
  // 2. two words swapped
  {
    auto once = [](const std::vector<tk>& t, const std::string& w) {
      std::size_t n = 0, at = 0;
      for (std::size_t k = 0; k < t.size(); ++k)
        if (t[k].w == w) ++n, at = k;
      return n == 1 ? at : std::string::npos;
    };
    // the nearest content word before and after, leaving out the two words swapped
    auto ctx = [&](const std::vector<tk>& t, std::size_t at, const std::string& x, const std::string& y) {
      std::pair<std::string, std::string> c;
      for (std::size_t k = at; k-- > 0;) {
        if (t[k].clause != t[at].clause) break;
        if (t[k].w == x || t[k].w == y) break;
        if (content(t[k].w)) {
          c.first = t[k].w;
          break;
        }
      }
      for (std::size_t k = at + 1; k < t.size(); ++k) {
        if (t[k].clause != t[at].clause) break;
        if (t[k].w == x || t[k].w == y) break;
        if (content(t[k].w)) {
          c.second = t[k].w;
          break;
        }
      }
      return c;
    };
    auto fits = [](const std::pair<std::string, std::string>& u, const std::pair<std::string, std::string>& v) {
      return (!u.first.empty() && u.first == v.first) || (!u.second.empty() && u.second == v.second);
    };
    static const char* const swappable[] = {"memory", "compute", "time", "flops", "communication", "bandwidth",
                                            "weights", "gradients", "activations", "input", "output", "forward",
                                            "backward", "training", "inference", "serving"};
    for (std::size_t i = 0; i < std::size(swappable); ++i)
      for (std::size_t j = i + 1; j < std::size(swappable); ++j) {
        const std::string x = swappable[i], y = swappable[j];
        const std::size_t px = once(p, x), py = once(p, y), ax = once(a, x), ay = once(a, y);
        if (px == std::string::npos || py == std::string::npos || ax == std::string::npos || ay == std::string::npos) continue;
        if (hedged_clause(a, ax) || hedged_clause(a, ay)) continue;
        const auto cpx = ctx(p, px, x, y), cpy = ctx(p, py, x, y), cax = ctx(a, ax, x, y), cay = ctx(a, ay, x, y);
        if (fits(cax, cpy) && fits(cay, cpx) && !fits(cax, cpx) && !fits(cay, cpy)) {
          said = y + " ... " + x;
          if (ax < ay) said = x + " ... " + y;
          return true;
        }
      }
  }
  // 5. the pick's consequence said negated: "updates can be tiny and won't be lost to BF16 rounding" for
  // "... and would be lost to BF16 rounding". The pick's word after its modal and "be" ("would be lost")
  // right after a negator in the answer (a "be" or "get" may sit between), in a clause that names no
  // remedy or purpose ("so", "that", "FP32", "master", "keep", "precision", "if", "unless", "otherwise":
  // "so tiny updates aren't lost", "in FP32 they won't be lost" say the pick). Not where the pick itself
  // negates the word (blind round 41).
  {
    std::vector<std::string> outcome;
    for (std::size_t k = 0; k + 2 < p.size(); ++k)
      if ((p[k].w == "would" || p[k].w == "will" || p[k].w == "could" || p[k].w == "can" || p[k].w == "must") &&
          p[k + 1].w == "be" && content(p[k + 2].w) && (k == 0 || !neg(p[k - 1].w)))
        outcome.push_back(p[k + 2].w);
    // (an answer that also says the word unnegated, "without fp32 they'd be lost, with it they're not
    // lost", says the pick)
    auto said_plain = [&](const std::string& w) {
      for (std::size_t k = 0; k < a.size(); ++k) {
        if (a[k].w != w) continue;
        std::size_t n = k;
        if (n > 0 && (a[n - 1].w == "be" || a[n - 1].w == "get" || a[n - 1].w == "getting" || a[n - 1].w == "being")) --n;
        if (n == 0 || !neg(a[n - 1].w)) return true;
      }
      return false;
    };
    for (const std::string& w : outcome)
      for (std::size_t k = 1; k < a.size() && !said_plain(w); ++k) {
        if (a[k].w != w) continue;
        std::size_t n = k - 1;
        if ((a[n].w == "be" || a[n].w == "get" || a[n].w == "getting" || a[n].w == "being") && n > 0) --n;
        if (!neg(a[n].w) || a[n].clause != a[k].clause) continue;
        bool remedy = false;
        for (const tk& x : a)
          if (x.clause == a[k].clause &&
              (x.w == "so" || x.w == "that" || x.w == "fp32" || x.w == "master" || x.w == "keep" || x.w == "keeps" ||
               x.w == "kept" || x.w == "keeping" || x.w == "precision" || x.w == "if" || x.w == "unless" ||
               x.w == "otherwise" || x.w == "higher" || x.w == "float32" || x.w == "with"))
            remedy = true;
        if (remedy) continue;
        said.clear();
        for (std::size_t j = n; j <= k; ++j) said += (said.empty() ? "" : " ") + a[j].w;
        return true;
      }
  }
  // 3. "A instead of B" turned round
  {
    auto find_pair = [](const std::vector<tk>& t) {
      for (std::size_t k = 0; k + 1 < t.size(); ++k)
        if ((t[k].w == "instead" && t[k + 1].w == "of") || (t[k].w == "rather" && t[k + 1].w == "than")) return k;
      return std::string::npos;
    };
    const std::size_t pk = find_pair(p), ak = find_pair(a);
    if (pk != std::string::npos && ak != std::string::npos) {
      auto right_of = [](const std::vector<tk>& t, std::size_t k) {
        std::vector<std::string> r;
        for (std::size_t j = k + 2; j < t.size() && t[j].clause == t[k].clause; ++j) r.push_back(t[j].w);
        return r;
      };
      const std::vector<std::string> ar = right_of(a, ak), pr = right_of(p, pk);
      if (!ar.empty() && ar != pr && pk >= ar.size()) {
        bool eq = true;
        for (std::size_t j = 0; j < ar.size() && eq; ++j) eq = p[pk - ar.size() + j].w == ar[j];
        if (eq) {
          said.clear();
          for (std::size_t j = 0; j < ak + 2 + ar.size() && j < a.size(); ++j)
            if (j + 6 >= ak) said += (said.empty() ? "" : " ") + a[j].w;
          return true;
        }
      }
    }
  }
  return false;
}

// "a, because FP32 is faster on tensor cores", "a since the KV cache requires fp32": a pick whose stated
// reason is another choice's whole claim (every content word of that choice's text that the pick's
// text lacks, three or more, named in the reason) with nothing in the reason that negates, contrasts or
// names the pick. The reader offers two choices' claims; which one is meant is not graded (lead's
// probe 12). A reason that names a few of another choice's words ("c, because data parallelism alone
// replicates it" names all of (d) but only where (d) is a technique of two words) stays the pick's.
// The words that open a pick's reason ("c because ...", "b, since ..."), for reason_is_other_choice (which also reads
// " as per ", round 186) and reason_ranks_other_below
static const char* const pick_reason_markers[] = {" because ", " since ", " bc ", " b/c ", " cause ", " cuz ", " due to "};

static bool reason_is_other_choice(std::string_view answer, const std::vector<choice_item>& items, const std::string& pick,
                                   std::string& other, bool whole_claim_only = false) {
  std::string low = ascii_lower(answer);
  std::size_t at = std::string::npos, len = 0;
  auto earliest = [&](const char* m) {
    const std::size_t k = low.find(m);
    if (k != std::string::npos && k < at) at = k, len = std::strlen(m);
  };
  for (const char* m : pick_reason_markers) earliest(m);
  earliest(" as per ");
  if (at == std::string::npos || at == 0) return false;
  std::vector<std::string> head_ids;
  std::string err;
  if (!parse_choice_list(answer.substr(0, at), items, head_ids, err) ||
      std::set<std::string>(head_ids.begin(), head_ids.end()) != std::set<std::string>{pick})
    return false;
  // "…; it's not about speed since FP32 is slower", "…, not because FP32 is faster": the reason belongs to
  // a denial; only the whole claim said is read as that claim then
  bool head_denies = false;
  const std::vector<std::string> head_words = split_tokens(fold(low.substr(0, at)));
  for (const std::string& w : head_words) head_denies = head_denies || negator_word(w) || w == "t";
  // "a (not because FP32 is faster on tensor cores)", "a, never because ...": a denial right before the
  // reason word denies that reason; the reader rules the other claim out (round 186)
  if (!head_words.empty() && (negator_word(head_words.back()) || head_words.back() == "t")) return false;
  std::string reason = low.substr(at + len);
  const std::size_t end = reason.find_first_of(".;!?(");
  if (end != std::string::npos) reason.resize(end);
  // a choice's other names said in the reason are its words ("the gradients are noisier" for "worse
  // gradient statistics")
  const std::vector<std::string> said_words = split_tokens(fold(reason));  // the reader's own words, for `verbatim`
  if (const std::string named = aliases_to_text(reason, items); !named.empty()) reason = ascii_lower(named);
  std::string bare;  // the words as typed ("don't" as "dont"): fold reads "not enough" as a state
  for (std::size_t k = 0; k < reason.size(); ++k) {
    if (reason[k] == '\'') continue;
    if (reason.compare(k, 3, "\xE2\x80\x99") == 0) {
      k += 2;
      continue;
    }
    bare += reason[k];
  }
  // a contrast word ("while", "but") contrasts the reason with the pick, unless it is the other choice's
  // own ("a, since the backward pass runs in FP32 while the forward runs in FP16" says (b) whole; audit
  // round 26): such a reason is read only against the choices whose text has every contrast word it uses
  std::set<std::string> contrasts;
  for (const std::string& w : split_tokens(bare)) {
    if (negator_word(w) || w == "t" || w == "nothing" || w == "none" || w == "neither" || w == "wrong" || w == "false" || w == "incorrect" || w == "myth")
      return false;
    if (w == "whereas" || w == "while" || w == "but" || w == "although" || w == "though") contrasts.insert(w);
  }
  auto has_contrasts = [&](const std::string& text) {
    const std::vector<std::string> tw = split_tokens(ascii_lower(text));
    for (const std::string& c : contrasts)
      if (std::find(tw.begin(), tw.end(), c) == tw.end()) return false;
    return true;
  };
  const choice_item* p = find_item(items, pick);
  if (!p) return false;
  const std::set<std::string> said = choice_stems(reason), mine = choice_stems(p->text);
  auto content = [](const std::string& w) { return !w.empty() && w[0] != '!' && !filler_word(w) && w.size() > 1; };
  std::vector<std::set<std::string>> stems_of;  // each choice's stems, once
  for (const auto& c : items) stems_of.push_back(choice_stems(c.text));
  // the reason names none of the pick's own words (those the other choices lack)
  for (const std::string& w : mine) {
    if (!content(w)) continue;
    bool shared = false;
    for (std::size_t i = 0; i < items.size(); ++i)
      if (items[i].id != pick && stems_of[i].count(w)) shared = true;
    if (shared) continue;
    for (const std::string& r : said)
      if (content(r) && word_names(r, w)) return false;
  }
  for (const auto& c : items) {
    if (c.id == pick || !has_contrasts(c.text)) continue;
    // the claim: the whole text, or what follows its colon ("nothing: the gradient only needs W")
    const std::size_t colon = c.text.find(':');
    for (const std::string& claim : {c.text, colon == std::string::npos ? std::string() : c.text.substr(colon + 1)}) {
      // a claim, not a name ("data parallelism alone"); a short one ("model accuracy", "worse gradient
      // statistics") only when the reason says all of it (blind round 21)
      const bool short_claim = split_tokens(fold(claim)).size() < 4;
      if (split_tokens(fold(claim)).size() < 2) continue;
      const std::set<std::string> theirs = choice_stems(claim);
      std::size_t need = 0, found = 0, extra = 0;
      for (const std::string& w : theirs) {
        if (!content(w) || mine.count(w)) continue;
        ++need;
        for (const std::string& r : said)
          if (content(r) && word_names(r, w)) {
            ++found;
            break;
          }
      }
      // the reason says that claim and next to nothing else ("c because data parallelism alone
      // replicates everything" says something of (d), not (d)'s claim)
      for (const std::string& r : said) {
        // (a figure beside the claim, "4x the FP16 weights", "the weights x4", says more than the claim: for
        // `whole_claim_only`, round 185)
        const bool figure = whole_claim_only && std::any_of(r.begin(), r.end(), [](char ch) {
          return std::isdigit(static_cast<unsigned char>(ch)) != 0;
        });
        if (!content(r) && !figure) continue;
        // a symbol of one or two letters ("dL/dW" read as "dl", "dw") names the math, not another claim
        // (blind round 21)
        if (r.size() <= 2 && !figure) continue;
        bool named = false;
        for (const std::string& w : theirs) named = named || word_names(r, w);
        if (!named) ++extra;
      }
      // ... or, for a longer claim, says at least half of its own words and nothing else ("a, since the
      // backward pass is in FP32" for "the backward pass runs in FP32 while the forward runs in FP16") (blind
      // round 21); nothing else at all: "b, because the gradient statistics match a large batch" says half of
      // (c)'s words with a word of its own that turns them around (session 29: it was undecided)
      // ... or says the claim word for word, three words or more ("b because when there is spare memory" is (c)
      // whole, though (b) shares all of (c)'s content words but one; round 185)
      const std::vector<std::string> claim_words = split_tokens(fold(claim));
      const bool verbatim = claim_words.size() >= 3 && !head_denies && said_words == claim_words;
      // (`whole_claim_only`: a claim of two content words or more said whole and nothing else, for a gloss that
      // may be a remark on another item: "c (the FP16 weights are smaller)", "c (4x the FP16 weights)"; round 185)
      const bool said_whole = whole_claim_only ? need >= 2 && found == need && extra == 0
                                               : need >= 2 && extra <= 1 &&
                                                     (found == need || (!short_claim && extra == 0 && found >= 2 &&
                                                                        2 * found >= need && !head_denies));
      if (verbatim || said_whole) {
        other = c.id;
        return true;
      }
    }
  }
  return false;
}

// "c, because the FP16 weights are smaller" where the question asks for the biggest item: a reason that
// names another choice's item with a comparative of the other pole ("smaller", "less" against "biggest")
// ranks that item below the pick, which is what the pick claims; it is no second claim. The same pole
// ("c, because the FP16 weights are bigger") or a denial stays the other choice's claim (round 186).
static bool reason_ranks_other_below(std::string_view answer, std::string_view prompt) {
  static const std::vector<std::string> big = {"biggest", "largest", "heaviest", "greatest", "highest", "dominant"},
                                        small = {"smallest", "lightest", "lowest", "tiniest", "fewest"},
                                        bigger = {"bigger", "larger", "heavier", "greater", "higher", "more"},
                                        smaller = {"smaller", "less", "lighter", "lower", "fewer", "tinier"};
  auto has = [](const std::vector<std::string>& ws, const std::vector<std::string>& set) {
    for (const std::string& x : ws)
      if (std::find(set.begin(), set.end(), x) != set.end()) return true;
    return false;
  };
  const std::vector<std::string> pw = split_tokens(fold(prompt));
  const bool asks_big = has(pw, big), asks_small = has(pw, small);
  if (asks_big == asks_small) return false;
  const std::string low = ascii_lower(answer);
  std::size_t at = std::string::npos;
  for (const char* m : pick_reason_markers) at = std::min(at, low.find(m));
  if (at == std::string::npos) return false;
  std::string reason = low.substr(at);
  if (const std::size_t end = reason.find_first_of(".;!?("); end != std::string::npos) reason.resize(end);
  const std::vector<std::string> rw = split_tokens(reason);
  for (const std::string& w : rw)
    if (negator_word(w) || w == "t" || w == "but" || w == "while" || w == "whereas") return false;
  const std::vector<std::string>& below = asks_big ? smaller : bigger;
  const std::vector<std::string>& above = asks_big ? bigger : smaller;
  return has(rw, below) && !has(rw, above);
}

// The ZeRO stages a text names ("ZeRO-2", "zero stage 2", "stage two", "P_os+g": fold spells them
// all "zero 2").
static std::set<int> zero_stages(std::string_view text) {
  std::set<int> out;
  const std::vector<std::string> w = split_tokens(fold(text));
  for (std::size_t i = 0; i + 1 < w.size(); ++i)
    if (w[i] == "zero" && w[i + 1].size() == 1 && w[i + 1][0] >= '0' && w[i + 1][0] <= '3') out.insert(w[i + 1][0] - '0');
  return out;
}

// "ZeRO-2" where the choices offer ZeRO-1 and ZeRO-3 (or "FSDP / ZeRO" with the alias "ZeRO-3"): a
// stage the answer names, when the choices name stages and none of them is any stage the answer
// names, is no choice; read without its number it would name the choice with another stage (blind
// round 23). Returns the stage named ("" when the rule does not apply).
static std::string unoffered_zero_stage(std::string_view answer, const std::vector<choice_item>& items) {
  const std::set<int> named = zero_stages(answer);
  if (named.empty()) return std::string();
  // "FSDP / ZeRO: full sharding, beyond ZeRO-1's optimizer-only split", "FSDP/ZeRO. ZeRO-1 only shards
  // the optimizer state": an answer whose first clause (up to ". ; :" or a dash) names one choice and no
  // stage has given its pick; a stage in a later sentence describes the others (audit round 26)
  // ... but a later clause that only names a stage ("ZeRO: stage 2", "FSDP, i.e. ZeRO-2", "ZeRO - stage 1
  // over 64 GPUs") says which stage the pick is
  {
    const std::string blanked = blank_abbreviations(answer);
    const std::string text = blanked.empty() ? std::string(answer) : blanked;
    std::size_t cut = text.find_first_of(".;:");
    for (const char* d : {" - ", " \xE2\x80\x94 ", " \xE2\x80\x93 "}) cut = std::min(cut, text.find(d));
    if (cut != std::string::npos && cut > 0) {
      const std::string lead = text.substr(0, cut);
      std::vector<std::string> ids;
      std::string e;
      bool names_stage_only = false;
      {
        std::string clause;
        for (std::size_t k = cut; k <= text.size(); ++k) {
          if (k < text.size() && !std::strchr(".;:,()", text[k]) && text.compare(k, 3, "\xE2\x80\x94") != 0 &&
              text.compare(k, 3, "\xE2\x80\x93") != 0) {
            clause += text[k];
            continue;
          }
          if (!zero_stages(clause).empty()) {
            std::size_t content = 0;
            for (const std::string& w : split_tokens(fold(clause))) {
              bool skip = std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
              for (const char* x : {"zero", "stage", "of", "it", "over", "on", "across", "with", "gpus", "gpu", "workers",
                                    "ranks", "the", "a", "i", "e", "ie", "that", "is", "so", "fsdp", "deepspeed", "os", "p",
                                    "g", "s", "just", "only", "namely"})
                skip = skip || w == x;
              if (!skip) ++content;
            }
            if (content <= 1) names_stage_only = true;
          }
          clause.clear();
        }
      }
      if (!names_stage_only && zero_stages(lead).empty() && parse_choice_list(lead, items, ids, e) &&
          std::set<std::string>(ids.begin(), ids.end()).size() == 1)
        return std::string();
    }
  }
  // only where the stage is the answer itself: not beside a choice's letter or a word that rejects or
  // compares it ("FSDP, not ZeRO-1", "c (unlike ZeRO-1, …)", "b (ZeRO-2 isn't needed)", "c; ZeRO-1 would
  // only shard the optimizer" had been marked wrong; session 29's review)
  for (const std::string& w : split_tokens(fold(answer))) {
    std::string id;
    if ((w.size() == 1 && std::isalpha(static_cast<unsigned char>(w[0])) && match_token(w, items, id)) ||
        negator_word(w) || w == "t" || w == "unlike" || w == "than" || w == "vs" || w == "versus" || w == "would" ||
        w == "could" || w == "instead" || w == "rather" || w == "except" || w == "besides" || w == "wrong")
      return std::string();
  }
  std::set<int> offered;
  for (const auto& it : items) {
    for (int s : zero_stages(it.text)) offered.insert(s);
    for (const auto& al : it.aliases)
      for (int s : zero_stages(al)) offered.insert(s);
  }
  if (offered.empty()) return std::string();
  for (int s : named)
    if (offered.count(s)) return std::string();
  return "ZeRO-" + std::to_string(*named.begin());
}

static std::string expand_letter_runs(std::string_view answer, const std::vector<choice_item>& items);

// "8B/param", "2 B/param": a B after a figure and before '/' is the byte, not choice (b) (lead's probe 13).
static std::string byte_units_spelled(std::string_view answer) {
  std::string out;
  for (std::size_t i = 0; i < answer.size(); ++i) {
    const char c = answer[i];
    const bool unit = (c == 'B' || c == 'b') && i > 0 && i + 1 < answer.size() && answer[i + 1] == '/' &&
                      (std::isdigit(static_cast<unsigned char>(answer[i - 1])) ||
                       (i > 1 && answer[i - 1] == ' ' && std::isdigit(static_cast<unsigned char>(answer[i - 2]))));
    if (unit) out += answer[i - 1] == ' ' ? "bytes" : " bytes";
    else out += c;
  }
  return out;
}

// "Vs the weights (2 B/param), the optimizer states are 4x bigger", "compared to the weights, ...": an
// opening phrase that names the other side of a comparison, up to its comma, sets that side apart as
// "unlike" does (audit round 31). The answer with the opener read as "unlike", or unchanged.
// The side set apart may be a list joined by "and" ("Relative to weights and gradients, the optimizer states
// dominate"): its "and"s are read as "or", which the "unlike" reader sets apart item by item (it had set
// apart only the first item; blind round 33).
static std::string comparison_opener_as_unlike(std::string_view answer) {
  const std::string low = ascii_lower(answer);
  auto or_list = [&](std::size_t n, std::size_t comma) {
    std::string out = "unlike " + std::string(answer.substr(n));
    const std::size_t shift = std::strlen("unlike ") - n;
    for (std::size_t p = low.find(" and ", n); p != std::string::npos && p < comma; p = low.find(" and ", p + 1))
      out.replace(p + shift, 5, " or  ");
    return out;
  };
  for (const char* o : {"vs ", "vs. ", "versus ", "compared to ", "compared with ", "relative to ", "against "}) {
    const std::size_t n = std::strlen(o);
    if (low.compare(0, n, o) != 0) continue;
    const std::size_t comma = low.find(", ", n);
    if (comma == std::string::npos || comma == n) return std::string(answer);
    return or_list(n, comma);
  }
  if (low.compare(0, 7, "unlike ") == 0) {
    const std::size_t comma = low.find(", ", 7);
    if (comma != std::string::npos && low.find(" and ", 7) < comma) return or_list(7, comma);
  }
  return std::string(answer);
}

// "it recomputes activations to save memory" where the question asks what checkpointing gives up, "spends
// compute to save memory" where it asks what it buys: an answer that states the whole trade, its cost and
// its gain each after its own cue ("to save", "saves", "cuts" / "at the cost of", "spends", "by
// recomputing"; the words before the first cue are the other side of it). Returns the words of the side
// the question asks for (by the prompt's verb: give up, spend, cost / buy, save, need less), when both
// sides name choices and none in common; "" otherwise, and for an answer with a negator (blind round 30)
static std::string asked_side_of_trade(std::string_view answer, std::string_view prompt,
                                       const std::vector<choice_item>& items) {
  const std::string pl = " " + fold(prompt) + " ";
  int asked = 0;
  for (const char* w : {" give up ", " gives up ", " cost ", " costs ", " spend ", " spends ", " pay ", " pays ",
                        " trade away ", " trades away ", " sacrifice "})
    if (pl.find(w) != std::string::npos) asked = -1;
  for (const char* w : {" buy ", " buys ", " save ", " saves ", " need less ", " needs less ", " gain ", " gains "})
    if (pl.find(w) != std::string::npos) asked = asked == 0 ? 1 : 2;
  if (asked != 1 && asked != -1) return "";
  const std::string low = " " + ascii_lower(answer) + " ";
  for (const std::string& w : split_tokens(fold(answer)))
    if (negator_word(w) || w == "t") return "";
  struct cue {
    const char* w;
    int side;  // +1 the gain follows, -1 the cost follows
  };
  // (" to buy ": "it spends compute to buy memory", the gain after it as after " to save "; round 169)
  static const cue cues[] = {{" to save ", 1},       {" to cut ", 1},        {" to reduce ", 1},       {" to buy ", 1},
                             {" to free ", 1},       {" to shrink ", 1},     {" in exchange for ", 1},
                             {" in return for ", 1}, {" saves ", 1},         {" save ", 1},
                             {" saving ", 1},        {" cuts ", 1},          {" reduces ", 1},
                             {" frees ", 1},         {" buys ", 1},          {" at the cost of ", -1},
                             {" at the expense of ", -1}, {" by recomputing ", -1}, {" spends ", -1},
                             {" spending ", -1},     {" costs ", -1},        {" costing ", -1},
                             {" pays ", -1},         {" paying ", -1}};
  std::vector<std::pair<std::size_t, const cue*>> at;
  for (const cue& c : cues)
    for (std::size_t p = low.find(c.w); p != std::string::npos; p = low.find(c.w, p + 1)) at.push_back({p, &c});
  // "it trades compute for memory": the words after the verb of trading are the cost, those after its
  // "for" the gain, when no other cue is said and the words before the verb name no choice (blind round 33)
  if (at.empty())
    for (const char* tw : {" trades ", " trade ", " trading "}) {
      const std::size_t p = low.find(tw);
      if (p == std::string::npos) continue;
      std::size_t from = p + std::strlen(tw);
      if (low.compare(from, 5, "away ") == 0) from += 5;
      const std::size_t f = low.find(" for ", from);
      if (f == std::string::npos || low.find(" for ", f + 1) != std::string::npos) return "";
      std::vector<std::string> before, g_ids, c_ids;
      std::string e0, e1, e2;
      if (parse_choice_list(low.substr(0, p), items, before, e0) && !before.empty()) return "";
      if (!parse_choice_list(low.substr(f + 5), items, g_ids, e1) ||
          !parse_choice_list(low.substr(from, f - from), items, c_ids, e2) || g_ids.empty() || c_ids.empty())
        return "";
      for (const auto& x : g_ids)
        if (std::find(c_ids.begin(), c_ids.end(), x) != c_ids.end()) return "";
      return asked > 0 ? low.substr(f + 5) : low.substr(from, f - from);
    }
  // "it buys memory with compute", "you purchase memory with recomputation", "memory is bought with compute": the
  // words between the buy verb and its "with" are the gain, those after "with" the cost (the claims' reading, round
  // 145; round 150). One buy verb, one "with" after it; no other cue but the verb's own; the words before the verb
  // name no choice, or only the asked side's ("FLOPs: you purchase memory with recomputation")
  {
    const std::vector<std::string> ws = split_tokens(low);
    std::size_t verbs = 0;
    for (const std::string& w : ws) verbs += is_buy_verb(w) ? 1 : 0;
    // the first buy verb between spaces, of claims.cpp's own list (is_buy_verb; round 166: this reader had spelled the
    // verbs out again); v is the space before it, vlen the verb with its two spaces
    std::size_t v = std::string::npos, vlen = 0;
    for (std::size_t p = 0; v == std::string::npos && p + 1 < low.size();) {
      const std::size_t e = low.find(' ', p + 1);
      if (e == std::string::npos) break;
      if (is_buy_verb(low.substr(p + 1, e - p - 1))) v = p, vlen = e - p + 1;
      p = e;
    }
    bool other_cue = false;
    for (const auto& c : at)
      if (std::strcmp(c.second->w, " buys ") != 0) other_cue = true;
    const std::size_t f = v == std::string::npos ? v : low.find(" with ", v + vlen - 1);
    const bool passive = v != std::string::npos && f == v + vlen - 1;  // "memory is bought with compute"
    if (verbs == 1 && !other_cue && f != std::string::npos && low.find(" with ", f + 1) == std::string::npos) {
      std::size_t lead_end = v;
      std::string gain_text = low.substr(v + vlen, f >= v + vlen ? f - v - vlen : 0);
      if (passive) {
        // the gain is the subject before "is/are (being) bought"
        std::size_t s = v;
        for (const char* aux : {" is", " are", " was", " were", " gets", " get"})
          if (s >= std::strlen(aux) && low.compare(s - std::strlen(aux), std::strlen(aux), aux) == 0) {
            s -= std::strlen(aux);
            break;
          }
        if (s == v) return "";
        const std::size_t cut = low.find_last_of(",:;", s);
        const std::size_t from = cut == std::string::npos ? 0 : cut + 1;
        gain_text = low.substr(from, s - from);
        lead_end = from;
      }
      const std::string cost_text = low.substr(f + 6);
      std::vector<std::string> before, g_ids, c_ids;
      std::string e0, e1, e2;
      if (parse_choice_list(gain_text, items, g_ids, e1) && parse_choice_list(cost_text, items, c_ids, e2) &&
          !g_ids.empty() && !c_ids.empty()) {
        for (const auto& x : g_ids)
          if (std::find(c_ids.begin(), c_ids.end(), x) != c_ids.end()) return "";
        const std::vector<std::string>& asked_ids = asked > 0 ? g_ids : c_ids;
        // (a pick set off by a colon, a semicolon or a dash before the trade is read alone: "memory: you purchase
        // memory savings with recomputation" picks the gain where the cost is asked, and so reads nothing here)
        std::string lead = low.substr(0, lead_end);
        bool set_off = false;
        for (const char* sep : {":", ";", " - ", "\xE2\x80\x94"})
          if (const std::size_t c = lead.find(sep); c != std::string::npos) lead.erase(c), set_off = true;
        if (set_off && !parse_choice_list(lead, items, before, e0)) return "";
        if (lead_end > 0 && (set_off || parse_choice_list(lead, items, before, e0)))
          for (const auto& x : before)
            if (std::find(asked_ids.begin(), asked_ids.end(), x) == asked_ids.end()) return "";
        return asked > 0 ? gain_text : cost_text;
      }
    }
  }
  if (at.empty() || at.size() > 4) return "";
  std::sort(at.begin(), at.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  // "memory: it costs compute": a pick set off by a colon (a dash, a semicolon) before its reason is
  // the reader's pick, read as before (probe 7b)
  // ("communication, to save memory": a comma before a purpose too, lead's review of round 30; "memory, at
  // the cost of recomputation" still reads the trade)
  {
    const std::string lead = low.substr(0, at[0].first);
    if (lead.find_first_of(":;") != std::string::npos || lead.find(" - ") != std::string::npos ||
        (lead.find(',') != std::string::npos && std::strncmp(at[0].second->w, " to ", 4) == 0) ||
        lead.find("\xE2\x80\x94") != std::string::npos)
      return "";
  }
  std::string gain, cost;
  auto add = [&](int side, const std::string& text) { (side > 0 ? gain : cost) += " " + text + " ,"; };
  add(-at[0].second->side, low.substr(0, at[0].first));
  for (std::size_t k = 0; k < at.size(); ++k) {
    // "by recomputing activations": the recomputing is itself the cost's word
    const std::size_t from = at[k].first + (std::strcmp(at[k].second->w, " by recomputing ") == 0 ? 3 : std::strlen(at[k].second->w));
    const std::size_t to = k + 1 < at.size() ? at[k + 1].first : low.size();
    if (from < to) add(at[k].second->side, low.substr(from, to - from));
  }
  std::vector<std::string> g_ids, c_ids;
  std::string e1, e2;
  if (!parse_choice_list(gain, items, g_ids, e1) || !parse_choice_list(cost, items, c_ids, e2) || g_ids.empty() ||
      c_ids.empty())
    return "";
  for (const auto& x : g_ids)
    if (std::find(c_ids.begin(), c_ids.end(), x) != c_ids.end()) return "";
  std::string side = asked > 0 ? gain : cost;
  while (!side.empty() && (side.back() == ' ' || side.back() == ',')) side.pop_back();
  while (!side.empty() && (side.front() == ' ' || side.front() == ',')) side.erase(side.begin());
  return side;
}

// "The weights are 2 bytes/param, but the optimizer states are 8 bytes/param", "weights 2 B/param, optimizer
// states 8 B/param" where the question asks which item is the biggest: the reader compares items by their
// figures, and the pick is the one with the largest figure (session 31: the first item named had been the
// pick, or both had). Only for a prompt whose "which ..." asks for the biggest or largest; each segment (at
// commas, semicolons, "but", "vs", "while", "whereas", "and") names one choice and a figure; two or more
// distinct choices, one figure strictly the largest. The choice's id, or "".
static std::string superlative_pick_by_figures(std::string_view answer, const std::vector<choice_item>& items,
                                               std::string_view prompt) {
  const std::string lp = ascii_lower(prompt);
  const std::size_t which = lp.find("which");
  if (which == std::string::npos) return "";
  const std::size_t end = lp.find_first_of("?.", which);
  const std::string ask = " " + lp.substr(which, end == std::string::npos ? std::string::npos : end - which) + " ";
  if (ask.find(" biggest") == std::string::npos && ask.find(" largest") == std::string::npos) return "";
  const std::string low = ascii_lower(answer);
  if (low.size() > 400) return "";
  std::vector<std::pair<std::size_t, std::size_t>> segs;
  std::size_t b = 0;
  for (std::size_t i = 0; i <= low.size(); ++i) {
    std::size_t cut = 0;
    if (i == low.size() || low[i] == ',' || low[i] == ';') cut = 1;
    else
      for (const char* w : {" but ", " vs ", " vs. ", " versus ", " while ", " whereas ", " and "})
        if (low.compare(i, std::strlen(w), w) == 0) cut = std::strlen(w);
    if (!cut) continue;
    if (i > b) segs.push_back({b, i});
    b = i + cut;
    if (i == low.size()) break;
  }
  std::map<std::string, double> fig;
  bool with_unit = false;
  for (const auto& [sb, se] : segs) {
    const std::string seg(answer.substr(sb, se - sb));
    std::vector<std::string> ids;
    std::string err;
    if (!parse_choice_list(seg, items, ids, err) || ids.size() != 1) continue;
    // one amount in bytes in the segment: a number not glued to letters ("fp16", "zero-1" are names), its
    // unit a byte unit ("2 B/param", "8 bytes", "16 GB"); "2 x 4 bytes" (two numbers) is working, not a figure
    std::size_t at = std::string::npos;
    int amounts = 0;
    for (std::size_t d = 0; d < seg.size();) {
      if (!std::isdigit(static_cast<unsigned char>(seg[d]))) {
        ++d;
        continue;
      }
      const bool glued = d > 0 && (std::isalpha(static_cast<unsigned char>(seg[d - 1])) || seg[d - 1] == '-');
      const std::size_t start = d;
      while (d < seg.size() && (std::isdigit(static_cast<unsigned char>(seg[d])) || seg[d] == '.')) ++d;
      if (glued) continue;
      // "14 GB on 7B": a model's size (a capital B glued to the number, no "/param" after it) is no figure of
      // the item (audit round 36)
      if (d < seg.size() && seg[d] == 'B' && (d + 1 >= seg.size() || (!std::isalnum(static_cast<unsigned char>(seg[d + 1])) &&
                                                                        seg[d + 1] != '/')))
        continue;
      ++amounts;
      at = start;
    }
    if (amounts != 1) continue;
    {
      std::size_t u = at;
      while (u < seg.size() && (std::isdigit(static_cast<unsigned char>(seg[u])) || seg[u] == '.' || seg[u] == ' ')) ++u;
      std::size_t ue = u;
      while (ue < seg.size() && std::isalpha(static_cast<unsigned char>(seg[ue]))) ++ue;
      const std::string unit = ascii_lower(seg.substr(u, ue - u));
      const bool bytes = unit == "b" || unit == "byte" || unit == "bytes" || unit == "gb" || unit == "gib" || unit == "mb" ||
                         unit == "tb";
      // a bare number ("..., the optimizer states 2") takes the unit of the others
      if (!bytes && !unit.empty()) continue;
      with_unit = with_unit || bytes;
    }
    const double v = std::atof(seg.c_str() + at);
    if (fig.count(ids[0]) && fig[ids[0]] != v) return "";
    fig[ids[0]] = v;
  }
  if (fig.size() < 2 || !with_unit) return "";
  std::string best;
  double top = -1;
  bool tie = false;
  for (const auto& [id, v] : fig) {
    if (v > top) best = id, top = v, tie = false;
    else if (v == top) tie = true;
  }
  return tie ? "" : best;
}

// "~6×" as "6x" in a reader's answer: the multiple the choice readers know ("~6× params FLOPs per token", the
// book's own sign, had folded to "6 params" and named the weights; blind round 38). Only the answer: a
// prompt's "2× the FLOPs" keeps its fold. A sign after a space ("TP 8 × ZeRO-1") is left as it is.
static std::string times_sign_after_digit(std::string s) {
  for (std::size_t i = 1; i + 1 < s.size(); ++i)
    if (static_cast<unsigned char>(s[i]) == 0xC3 && static_cast<unsigned char>(s[i + 1]) == 0x97 &&
        std::isdigit(static_cast<unsigned char>(s[i - 1])))
      s.replace(i, 2, "x");
  return s;
}

// "either a or b, I'd say b", "it's between b and c; I'd go with b", "anything but a or b: c": a hedge
// between two choices' letters, or an exclusion of some, and then the reader's own pick of one letter: the
// pick is the answer (the letters hedged or excluded before it are no second pick). Returns the pick's
// text, or "" where the answer is not of this form (blind round 50: readers answering by elimination).
static std::string pick_after_hedge_or_exclusion(std::string_view answer, const std::vector<choice_item>& items) {
  const std::string low = ascii_lower(answer);
  std::size_t at = low.find_first_not_of(' ');
  if (at == std::string::npos) return "";
  auto skip = [&](const char* set) {
    while (at < low.size() && std::strchr(set, low[at]) != nullptr) ++at;
  };
  auto lead = [&](const char* w) {
    const std::size_t n = std::strlen(w);
    if (low.compare(at, n, w) != 0) return false;
    at += n;
    return true;
  };
  // a choice's letter, bare or in brackets, as a whole word
  auto letter = [&](std::string& id) {
    std::size_t b = at;
    const bool open = b < low.size() && low[b] == '(';
    if (open) ++b;
    if (b >= low.size() || !std::isalpha(static_cast<unsigned char>(low[b]))) return false;
    std::size_t e = b + 1;
    if (open) {
      if (e >= low.size() || low[e] != ')') return false;
      ++e;
    } else if (e < low.size() && word_char(low[e])) {
      return false;
    }
    id = std::string(1, low[b]);
    if (!find_item(items, id)) return false;
    at = e;
    return true;
  };
  bool exclusion = false, doubt = false, bare = false;
  if (lead("either ") || lead("it's between ") || lead("its between ") || lead("it is between ") || lead("between ") ||
      lead("not sure between ") || lead("torn between ") || lead("can't decide between ")) {
  } else if (lead("anything but ") || lead("anything except ")) {
    exclusion = true;
  } else if (lead("i doubt it's ") || lead("i doubt its ") || lead("i doubt it is ") || lead("i doubt it'll be ") ||
             lead("i doubt ")) {
    // "I doubt it's b; a", "I doubt b, a": the doubted letter set aside, then the pick (fix round 121: blind51 row
    // 148 had been read as naming no one choice); "doubt" does not reach past the mark as "not" would ("not c, b")
    exclusion = true;
    doubt = true;
  } else {
    // "a or c... going with c", "b? c? going with c", "a or d, hmm, d": two letters weighed with no opening word,
    // then the reader's commitment to one of them (blind round 153)
    bare = true;
  }
  std::set<std::string> named;
  std::string id;
  if (!letter(id)) return "";
  named.insert(id);
  for (;;) {
    const std::size_t save = at;
    if (bare) skip("?");
    skip(" ,");
    if ((bare ? lead("or ") : (lead("or ") || lead("and "))) || (!doubt && !bare && low.compare(save, 1, ",") == 0) ||
        (bare && low.compare(save, 1, "?") == 0 && save > 0)) {
      skip(" ");
      if (letter(id)) {
        named.insert(id);
        continue;
      }
    }
    at = save;
    break;
  }
  if (!exclusion && named.size() != 2) return "";
  // the pick follows a mark, then (for a hedge) the reader's own word for choosing
  skip(" ");
  if (bare && named.size() == 2 && low.compare(at, 3, "...") == 0) {
    at += 3;  // "a or c... going with c"
  } else if (at >= low.size() || std::strchr(doubt || bare ? ",;:.?" : ",;:", low[at]) == nullptr) {
    if (low.compare(at, 3, "\xE2\x80\x94") == 0) at += 3;
    else if (low.compare(at, 1, "-") == 0) ++at;
    else return "";
  } else {
    ++at;
  }
  skip(" ");
  if (!exclusion) {
    bool said = false;
    // (the reader's commitment: "I'd say", "going with", "I'll take", ...: quantity_detail::settling_phrases)
    if (const std::size_t n = quantity_detail::settling_phrase_at(low, at); n > 0 && at + n < low.size() && low[at + n] == ' ') {
      at += n + 1;
      said = true;
    }
    // (a pause of thought before the bare letter: "a or d, hmm, d")
    if (!said && bare && (lead("hmm, ") || lead("hmm ") || lead("hm, ") || lead("hmm... ") || lead("hmm.. "))) said = true;
    if (!said) return "";
    skip(" ");
    lead("towards ") || lead("toward ");
  }
  std::string pick;
  if (!letter(pick)) return "";
  // the pick must be one the reader kept: hedged between, or not excluded
  if (exclusion ? named.count(pick) > 0 : named.count(pick) == 0) return "";
  // and the letter ends the answer or its clause
  skip(" ");
  if (at < low.size() && std::strchr(".,;:!(-", low[at]) == nullptr && low.compare(at, 3, "\xE2\x80\x94") != 0) return "";
  return pick + std::string(answer.substr(std::min(at, answer.size())));
}

// Working shown before the pick (blind round 57): "a: no; b: yes; c: yes → b, c", "needs 112 GB, have 80 GB,
// so no → c", "the headings: memory, communication, recomputation → **a, b, c**", "…, so not b or d: a, c
// and e", or a last line of letters only under lines of working. The reader's conclusion, after the last
// arrow ("→", "⇒", "=>", "->"), colon, " so ", " therefore ", " hence " or " thus ", is the answer when it
// is letters only (the choices' ids, with commas, "and", "then", brackets or emphasis): the working before it
// names choices as it weighs them, and is no pick. Not where two or more such markers are each followed by
// a letter ("b → d → a → c", "weights → a, KV cache → c": a list written with arrows), nor where the clause
// before the marker negates and names no letter ("wrong ones: b, d", "not: b, d": the letters left out).
// For an ordering the working must name a choice by its letter: "heaviest first: b d a c", "backwards: c a e
// d b" are a list under a label that says which way it runs, graded whole.
// "" when the answer has no such conclusion.
static std::string concluding_letters(std::string_view answer, const std::vector<choice_item>& items,
                                      bool ordering = false) {
  if (answer.size() > 4000) return {};
  const std::string low = ascii_lower(answer);
  auto is_id = [&](const std::string& w) { return w.size() == 1 && is_item_id(items, w); };
  // the words of a stretch, cut at everything but letters, digits and apostrophes
  auto words_of = [](std::string_view s) {
    std::vector<std::string> out;
    std::string cur;
    for (char ch : std::string(s) + " ") {
      const unsigned char u = static_cast<unsigned char>(ch);
      if (std::isalnum(u) || ch == '\'') cur += ch;
      else if (!cur.empty()) out.push_back(cur), cur.clear();
      if (u >= 0x80 && !cur.empty()) out.push_back(cur), cur.clear();
      if (u >= 0x80) out.push_back("\x80");  // a non-ASCII sign (arrow, check mark): no letter list
    }
    return out;
  };
  // letters only: ids with separators; the separators themselves may only be , ; . ! ? & + / ( ) [ ] * _ `
  auto letters_only = [&](std::string_view s, std::string& ids, bool lead = false) {
    ids.clear();
    // "→ least is **b**", "→ the optimizer states, (c)": up to four words before the letters, none a letter, a
    // single character ("n/a"), a negation, a hedge or an alternative
    if (lead) {
      const std::vector<std::string> w = words_of(s);
      std::size_t k = 0;
      while (k < w.size() && k < 4 && !is_id(w[k])) {
        if (w[k].size() < 2) return false;  // "(W & KV: n/a)": no lead word
        for (const char* x : {"not", "no", "never", "except", "nor", "neither", "either", "or", "maybe", "perhaps",
                              "possibly", "probably", "unlike", "without", "but", "isn't", "aren't", "\x80"})
          if (w[k] == x) return false;
        ++k;
      }
      if (k > 0 && k < w.size() && is_id(w[k])) {
        std::size_t skip = 0, seen = 0;
        const std::string ls = ascii_lower(s);
        while (seen < k) {  // the position after the k-th lead word
          while (skip < ls.size() && !(std::isalnum(static_cast<unsigned char>(ls[skip])) || ls[skip] == '\'')) ++skip;
          while (skip < ls.size() && (std::isalnum(static_cast<unsigned char>(ls[skip])) || ls[skip] == '\'')) ++skip;
          ++seen;
        }
        s = s.substr(skip);
      }
    }
    for (char ch : s) {
      const unsigned char u = static_cast<unsigned char>(ch);
      if (std::isalnum(u) || std::isspace(u) || std::strchr(",;.!?&+/()[]*_`'", ch)) continue;
      return false;
    }
    int n = 0;
    for (const std::string& w : words_of(s)) {
      if (is_id(w)) {
        ids += (ids.empty() ? "" : ", ") + w, ++n;
        continue;
      }
      if (w == "and" || w == "then" || w == "option" || w == "options" || w == "choice" || w == "choices" ||
          w == "also" || w == "plus" || w == "too")
        continue;
      return false;
    }
    return n > 0;
  };
  // "a? the KV cache? no, that's serving. c", "a, b, c, d? no, KV cache is inference. a, b, c", "a and c, maybe e.
  // yes a, c, e": a pick the reader doubts ('?', "maybe", "hmm") before the last stop, then a last sentence of letters
  // only (after at most "yes", "so", "ok", "then"): the letters of that sentence are the settled pick (blind round 153)
  if (!ordering) {
    const std::size_t end = low.find_last_not_of(" .!\n");
    const std::size_t stop = end == std::string::npos ? end : low.find_last_of(".;?", end);
    if (stop != std::string::npos && stop > 0 && stop + 1 < end && low[stop + 1] == ' ') {
      const std::string head = low.substr(0, stop + 1);
      bool doubt = head.find('?') != std::string::npos;
      bool head_names = false;
      for (const std::string& w : words_of(head)) {
        doubt = doubt || w == "maybe" || w == "hmm" || w == "hm";
        head_names = head_names || is_id(w);
      }
      std::vector<std::string> tw = words_of(low.substr(stop + 1, end - stop));
      std::size_t lead_words = 0;
      while (lead_words < tw.size() && lead_words < 1 &&
             (tw[lead_words] == "yes" || tw[lead_words] == "so" || tw[lead_words] == "ok" || tw[lead_words] == "then"))
        ++lead_words;
      std::string tail_ids;
      if (doubt && lead_words < tw.size() && is_id(tw[lead_words])) {
        std::string t = std::string(answer.substr(stop + 1, end - stop));
        if (lead_words > 0) {
          const std::size_t w0 = ascii_lower(t).find(tw[0]);
          t = t.substr(w0 + tw[0].size());
        }
        if (letters_only(t, tail_ids) && (head_names || head.find('?') != std::string::npos)) return tail_ids;
      }
    }
  }
  struct mark { std::size_t at, len; };
  std::vector<mark> marks;
  // (and a dash after a remark: "oh I see, the KV cache is inference only — b, c, d"; blind round 138; or a double
  // hyphen, "the weights are shared by both -- b, c, d"; round 142)
  for (const char* m : {"\xE2\x86\x92", "\xE2\x87\x92", "=>", "->", ":", " so ", " therefore ", " hence ", " thus ",
                        "\xE2\x80\x94", "\xE2\x80\x93", " - ", " -- "}) {
    const std::size_t len = std::strlen(m);
    for (std::size_t at = low.find(m); at != std::string::npos; at = low.find(m, at + len)) {
      if (m[0] == '-' && at > 0 && low[at - 1] == '<') continue;
      marks.push_back({at, len});
    }
  }
  // "So b, c and d." at the very start of a sentence
  for (std::size_t at = low.find("so "); at != std::string::npos; at = low.find("so ", at + 3))
    if (at == 0 || low[at - 1] == '\n' || (at >= 2 && low[at - 1] == ' ' && std::strchr(".;!", low[at - 2]))) {
      // (". So a, b" is also the " so " mark above: counted once, or the one conclusion reads as two letters led to;
      // fix round 121)
      const std::size_t m_at = at == 0 ? std::size_t{0} : at - 1;
      if (std::none_of(marks.begin(), marks.end(), [&](const mark& m) { return m.at == m_at; }))
        marks.push_back({m_at, at == 0 ? std::size_t{3} : std::size_t{4}});
    }
  std::string ids;
  if (!marks.empty()) {
    const mark* last = &marks[0];
    int led_to_letter = 0;
    for (const mark& m : marks) {
      if (m.at > last->at) last = &m;
      std::vector<std::string> next = words_of(low.substr(m.at + m.len, 40));
      std::size_t k = 0;
      while (k < next.size() && (next[k] == "option" || next[k] == "choice")) ++k;
      if (k < next.size() && is_id(next[k])) ++led_to_letter;
    }
    // "So (b), not (c).", "so a, b, c, d and not f.", "So b, c, d — not e.": the conclusion's letters, then a
    // closing rejection ("not", "and not", "but not", then letters joined by "or", "and", "nor", commas) of letters
    // it does not hold: the letters before the rejection are the conclusion; a rejection after a mark of its own
    // (the dash) closes the conclusion of the mark before it (blind round 167)
    std::string closing_kept;  // the conclusion without its closing rejection, where it has one
    if (!ordering) {
      // where a closing rejection of letters begins in `t` (npos: none), and the letters it rejects
      auto rejection_at = [&](const std::string& t, std::vector<std::string>& out) {
        const std::string lt = ascii_lower(t);
        std::size_t p = lt.rfind("not");
        while (p != std::string::npos &&
               ((p > 0 && word_char(lt[p - 1])) || (p + 3 < lt.size() && word_char(lt[p + 3]))))
          p = p == 0 ? std::string::npos : lt.rfind("not", p - 1);
        out.clear();
        if (p == std::string::npos) return p;
        for (const std::string& w : words_of(lt.substr(p + 3))) {
          if (is_id(w)) out.push_back(w);
          else if (w != "or" && w != "and" && w != "nor") return std::string::npos;
        }
        for (char ch : lt.substr(p + 3))  // brackets, commas and the closing stop only
          if (!std::isalnum(static_cast<unsigned char>(ch)) && !std::strchr(" ,.()!", ch)) return std::string::npos;
        return out.empty() ? std::string::npos : p;
      };
      // the letters before a rejection at `p`, its joining word ("and", "but") and separators dropped
      auto kept_before = [&](const std::string& t, std::size_t p, const std::vector<std::string>& out, std::string& ids_kept) {
        std::string k = t.substr(0, p);
        for (bool more = true; more;) {
          more = false;
          while (!k.empty() && std::strchr(" ,;-\t", k.back())) k.pop_back(), more = true;
          for (const char* d : {"\xE2\x80\x94", "\xE2\x80\x93"})
            if (k.size() >= 3 && k.compare(k.size() - 3, 3, d) == 0) k.erase(k.size() - 3), more = true;
          for (const char* w : {" and", " but"})
            if (k.size() > 4 && ascii_lower(k.substr(k.size() - 4)) == w) k.erase(k.size() - 4), more = true;
        }
        if (!letters_only(k, ids_kept)) return false;
        for (const std::string& w : words_of(ids_kept))
          if (std::find(out.begin(), out.end(), w) != out.end()) return false;
        return true;
      };
      std::vector<std::string> out;
      const std::string t0 = std::string(answer.substr(last->at + last->len));
      std::string k;
      if (const std::size_t p = rejection_at(t0, out); p != std::string::npos) {
        if (t0.find_first_not_of(" ") == p) {  // "... — not e": the mark before holds the letters
          const mark* before = nullptr;
          for (const mark& m : marks)
            if (m.at + m.len <= last->at && (before == nullptr || m.at > before->at)) before = &m;
          const std::string seg = before == nullptr ? std::string()
                                                    : std::string(answer.substr(before->at + before->len,
                                                                                last->at - before->at - before->len));
          if (before != nullptr && kept_before(seg, seg.size(), out, k)) last = before, closing_kept = k;
        } else if (kept_before(t0, p, out, k)) {
          closing_kept = k;
        }
      }
    }
    std::string tail = closing_kept.empty() ? std::string(answer.substr(last->at + last->len)) : closing_kept;
    const std::string head = low.substr(0, last->at);
    // "hint: forward intermediates only. So a, b, d, e (not c or f)": a bracket closing a multi-select's conclusion
    // that only rules letters out ("not", "no", "except" and letters joined by "or", "and", "nor", commas), none of
    // them the conclusion's, is dropped (fix round 121: blind75 row 261 had been read as naming no list; "(not c or
    // b)" with a letter of the conclusion stays as it is)
    if (!ordering) {
      std::size_t close = tail.find_last_not_of(" .!");
      const std::size_t open = tail.rfind('(');
      if (close != std::string::npos && tail[close] == ')' && open != std::string::npos && open > 0 &&
          tail.find_first_of("()", open + 1) == close) {
        const std::vector<std::string> bw = words_of(ascii_lower(tail.substr(open + 1, close - open - 1)));
        bool rules_out = !bw.empty() && (bw[0] == "not" || bw[0] == "no" || bw[0] == "except" || bw[0] == "excluding");
        std::vector<std::string> out;
        for (std::size_t i = 1; rules_out && i < bw.size(); ++i) {
          if (is_id(bw[i])) out.push_back(bw[i]);
          else rules_out = bw[i] == "or" || bw[i] == "and" || bw[i] == "nor";
        }
        std::string kept;
        rules_out = rules_out && !out.empty() && letters_only(tail.substr(0, open), kept);
        for (const std::string& w : rules_out ? words_of(kept) : std::vector<std::string>{})
          rules_out = rules_out && std::find(out.begin(), out.end(), w) == out.end();
        if (rules_out) tail.erase(open);
      }
    }
    // "everyone needs the weights, so not a; b, c, d": a conclusion that rules letters out, then lists the picks
    // after a stop, is read as that conclusion alone ("not a; b, c, d"), the picks disjoint from the letters
    // ruled out (it had been read as "everything but a")
    if (!ordering) {
      const std::size_t stop = tail.find_first_of(";.\n");
      if (stop != std::string::npos) {
        const std::vector<std::string> nw = words_of(ascii_lower(tail.substr(0, stop)));
        std::string pos;
        bool ruled = !nw.empty() && (nw[0] == "not" || nw[0] == "except" || nw[0] == "excluding" || nw[0] == "no");
        std::vector<std::string> out;
        for (std::size_t i = 1; ruled && i < nw.size(); ++i) {
          if (is_id(nw[i])) out.push_back(nw[i]);
          else ruled = nw[i] == "and" || nw[i] == "or" || nw[i] == "nor";
        }
        ruled = ruled && !out.empty() && letters_only(tail.substr(stop + 1), pos);
        for (const std::string& w : ruled ? words_of(pos) : std::vector<std::string>{})
          ruled = ruled && std::find(out.begin(), out.end(), w) == out.end();
        if (ruled) return tail;
      }
    }
    bool worked = false;  // the head holds working: a word that is no choice letter, or a figure
    bool head_names = false;
    for (const std::string& w : words_of(head)) worked = worked || (!is_id(w) && w != "\x80"), head_names = head_names || is_id(w);
    // "gradients, optimizer state and the saved activations -> b, c, d. Not a (both need weights), not e (serving
    // only).": an arrow's conclusion, letters only up to the first stop, then a sentence that opens by ruling letters
    // out ("not", "no", "except") is that conclusion with its remark; the working before the arrow is dropped (fix
    // round 132: blind131 row 10)
    if (!ordering && led_to_letter == 1) {
      const mark* arrow = nullptr;
      for (const mark& m : marks)
        if (std::strchr("\xE2=-", low[m.at]) != nullptr && (arrow == nullptr || m.at > arrow->at)) arrow = &m;
      const std::string conclusion = arrow ? std::string(answer.substr(arrow->at + arrow->len)) : std::string();
      const std::size_t stop = conclusion.find_first_of(".;\n");
      std::string kept;
      bool working = false;
      for (const std::string& w : arrow ? words_of(low.substr(0, arrow->at)) : std::vector<std::string>{})
        working = working || (!is_id(w) && w != "\x80");
      if (working && stop != std::string::npos && stop > 0 && letters_only(conclusion.substr(0, stop), kept)) {
        const std::vector<std::string> nw = words_of(ascii_lower(conclusion.substr(stop + 1)));
        if (!nw.empty() && (nw[0] == "not" || nw[0] == "no" || nw[0] == "except")) return conclusion;
      }
    }
    // "cheapest first → c, d, a, b": a label that names no letter, then an arrow to the list: the label and
    // the list, as "cheapest first: c, d, a, b" (the label may say which way the list runs)
    if (ordering && !head_names && worked && low.compare(last->at, 1, ":") != 0 && led_to_letter == 1 &&
        letters_only(tail, ids)) {
      std::string label = std::string(answer.substr(0, last->at));
      while (!label.empty() && label.back() == ' ') label.pop_back();
      // (a chain of steps in words, "smaller batch → recompute → ZeRO → bigger GPUs, so c, d, a, b", is working,
      // not a label: the letters after it are the conclusion; audit round 62)
      bool chain = false;
      for (const char* m : {"\xE2\x86\x92", "\xE2\x87\x92", "=>", "->"}) chain = chain || label.find(m) != std::string::npos;
      if (chain) return ids;
      if (label.find_first_of(":\n") == std::string::npos) return label + ": " + ids;
    }
    if (ordering && !head_names) worked = false;
    if (led_to_letter <= 1 && worked && letters_only(tail, ids, true)) {
      // "b, c, d. Inference-only: e", "c, d, a, b (new hardware last: b)", "I'd pick a: splitting comes later,
      // that's b", "c: 8 bytes per param, so four times a": the answer opens with its pick (letters only, after
      // at most a pick phrase, up to the first stop, colon, dash or bracket); letters after a later label or
      // comparison are a remark on the others, not the conclusion (audit round 62). Not the working of "a: no;
      // b: yes; c: yes → b, c", where more than one letter opens a clause with a colon.
      {
        const std::size_t stop = low.find_first_of(".;:(\n");
        std::size_t t = stop;
        for (const char* d : {" - ", " \xE2\x80\x94", "\xE2\x80\x94", " \xE2\x80\x93 "}) t = std::min(t, low.find(d));
        std::string open_ids;
        bool phrase = false, only = t != std::string::npos && t > 0;
        for (const std::string& w : only ? words_of(low.substr(0, t)) : std::vector<std::string>{}) {
          if (is_id(w)) {
            open_ids += (open_ids.empty() ? "" : ", ") + w;
            continue;
          }
          bool ok = false;
          for (const char* x : {"i'd", "i", "pick", "say", "go", "with", "my", "is", "answer", "the", "option", "options",
                                "choice", "choices", "final", "and", "it's"})
            ok = ok || w == x;
          phrase = phrase || (ok && w != "and");
          only = only && ok;
        }
        if (only && !open_ids.empty() && low[t] == ':' && !phrase) {
          int letter_colons = 0;  // "a: no; b: yes": working letter by letter
          for (std::size_t k = 0; k < low.size(); ++k) {
            if (low[k] != ':') continue;
            std::size_t j = k;
            while (j > 0 && low[j - 1] == ' ') --j;
            if (j > 0 && is_id(std::string(1, low[j - 1])) &&
                (j == 1 || !std::isalnum(static_cast<unsigned char>(low[j - 2]))))
              ++letter_colons;
          }
          if (letter_colons > 1) only = false;
        }
        if (only && !open_ids.empty()) {
          auto norm = [&](const std::string& x) {
            std::vector<std::string> v;
            for (const std::string& w : words_of(x)) if (is_id(w)) v.push_back(w);
            if (!ordering) std::sort(v.begin(), v.end());
            return v;
          };
          // ... unless what follows offers another answer: a whole ordering again, or a clause with "or", "if",
          // "actually", "wait", "maybe", "otherwise" ("b, d, a, c. Or, if ZeRO counts as a DDP change: d, b, a, c")
          bool again = ordering && norm(ids).size() == items.size();
          {
            const std::size_t cut = head.find_last_of(".;\n");
            const std::vector<std::string> cw = words_of(cut == std::string::npos ? head : head.substr(cut + 1));
            bool names = false;
            for (const std::string& w : cw) names = names || is_id(w);
            for (const std::string& w : cw) {
              for (const char* x : {"or", "if", "actually", "wait", "maybe", "otherwise", "alternatively", "perhaps",
                                    "unless", "correction", "instead", "rather", "oops", "sorry", "no"})
                again = again || w == x;
              // "c. So: b", "c. Therefore: b": a conclusion word alone before the letters
              if (cw.size() == 1 && (w == "so" || w == "therefore" || w == "thus" || w == "hence")) again = true;
              // "c. Final answer: b", "b, c. Forgot one: b, c, d", "c. Changed my mind: b": a revised answer
              if (!names)
                for (const char* x : {"final", "answer", "reflection", "thought", "thinking", "mind", "changed", "forgot",
                                      "revised", "corrected", "edit", "edited", "hmm", "scratch", "meant", "redo",
                                      "rechecked", "recheck", "rechecking", "correcting", "amend", "amended", "retract"})
                  again = again || w == x;
            }
          }
          if (!again && norm(open_ids) != norm(ids)) return {};
          // "a, c. Forgot one: e", "a. Forgot: c, e": a second try that only adds letters keeps the opening pick
          // (a multi-select; the list after "Forgot one:" may also be the whole revised one, "b, c. Forgot one: b, c, d")
          if (!ordering) {
            const std::size_t cut2 = head.find_last_of(".;\n");
            const std::vector<std::string> lw = words_of(cut2 == std::string::npos ? head : head.substr(cut2 + 1));
            static const std::set<std::string> adding = {"forgot", "forgotten", "missed", "add", "adding", "also", "plus"};
            // ... only where the label speaks of the letters alone ("Forgot one:", "Oops, also:", "Missed two, sorry:");
            // a label that says what else the reader missed ("Wait, I missed the word 'not':", "Hmm, forgot the question
            // is about inference:", "Oops, I also misread it:") introduces a revised list, which replaces the first
            // (blind round 74 rows 36, 44, 50, 54)
            const std::vector<std::string> n_ids = norm(ids);
            static const std::set<std::string> label_words = {
                "one", "two", "three", "four", "some", "a", "few", "more", "another", "other", "others", "i", "i've",
                "sorry", "oops", "oh", "ah", "wait", "hmm", "and", "to", "pick", "them", "it", "letter", "letters",
                "choice", "choices", "option", "options", "ok", "okay", "too", "the", "answer", "answers"};
            // (the label may name the items it adds: "a, b, d. Forgot the masks: e", "a, c. Missed the buffers: e")
            std::set<std::string> named;
            for (const auto& it : items)
              if (std::find(n_ids.begin(), n_ids.end(), ascii_lower(it.id)) != n_ids.end())
                for (std::string w : words_of(ascii_lower(it.text))) {
                  named.insert(w);
                  if (w.size() > 3 && w.back() == 's') named.insert(w.substr(0, w.size() - 1));
                }
            bool adds = false, only_label = true;
            for (const std::string& w : lw) {
              adds = adds || adding.count(w) > 0;
              const std::string sing = w.size() > 3 && w.back() == 's' ? w.substr(0, w.size() - 1) : w;
              only_label = only_label && (adding.count(w) > 0 || label_words.count(w) > 0 || named.count(w) > 0 ||
                                          named.count(sing) > 0);
            }
            adds = adds && only_label;
            const std::vector<std::string> o = norm(open_ids), n = norm(ids);
            bool disjoint = true;
            for (const std::string& x : n) disjoint = disjoint && std::find(o.begin(), o.end(), x) == o.end();
            if (adds && disjoint) return open_ids + ", " + ids;
          }
        }
      }
      // the clause before the marker: from the last sentence or list break
      const std::size_t cut = head.find_last_of(".;,\n");
      const std::string clause = cut == std::string::npos ? head : head.substr(cut + 1);
      bool negates = false, names = false;
      // after an arrow or 'so' the negation labels the letters ("not needed → b, d", "ruled out → b") only
      // where it ends the clause, or a word of a label follows it; "state doesn't fit first → a", "no backward,
      // no optimizer → a, c, e" state the working (audit round 62)
      const bool colon = low.compare(last->at, 1, ":") == 0;
      const std::vector<std::string> cw = words_of(clause);
      for (std::size_t i = 0; i < cw.size(); ++i) {
        const std::string& w = cw[i];
        bool neg = false;
        for (const char* x : {"not", "no", "wrong", "incorrect", "false", "except", "excluding", "exclude", "excluded",
                              "never", "neither", "nor", "isn't", "aren't", "don't", "doesn't", "out", "eliminated"})
          neg = neg || w == x;
        // "Wait, I missed the word not: b, c": the negator named as a word ("the word not") is no label
        if (neg && i > 0 && (cw[i - 1] == "word" || cw[i - 1] == "words")) neg = false;
        if (neg && !colon)
          for (std::size_t j = i + 1; j < cw.size() && neg; ++j) {
            bool label = false;
            for (const char* x : {"ones", "one", "needed", "kept", "these", "those", "options", "choices", "picks", "used",
                                  "part", "of", "them", "applicable", "relevant", "included", "counted", "out", "it", "so"})
              label = label || cw[j] == x;
            neg = label;
          }
        // "tokenization isn't one of them — a, b, c": a negation after words that name a choice the letters leave out
        // is a remark on that choice, no label of the letters (blind round 138)
        for (std::size_t k = 0; neg && k < i; ++k)
          for (const auto& it : items)
            if (ids.find(ascii_lower(it.id)) == std::string::npos)
              for (const std::string& iw : words_of(ascii_lower(it.text)))
                if (iw.size() >= 5 && iw == cw[k]) neg = false;
        negates = negates || neg;
        names = names || is_id(w);
      }
      if (!(negates && !names)) return ids;
    }
  }
  // a last line of letters only under lines of working, none of them letters only
  const std::size_t nl = low.find_last_of('\n', low.find_last_not_of(" \n\t\r"));
  if (nl == std::string::npos) return {};
  if (!letters_only(answer.substr(nl + 1), ids)) return {};
  bool worked = false;
  std::size_t start = 0;
  while (start < nl) {
    std::size_t e = low.find('\n', start);
    if (e == std::string::npos || e > nl) e = nl;
    const std::string line = low.substr(start, e - start);
    start = e + 1;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string line_ids;
    if (letters_only(line, line_ids)) return {};
    for (const std::string& w : words_of(line)) worked = worked || !ordering || is_id(w);
  }
  return worked ? ids : std::string();
}

// The next line of an answer that holds text, from `start` (moved past it), and where its text begins (past blanks,
// tabs and a carriage return); blank lines are skipped; false at the end. (The mark-sheet and checklist readers.)
static bool next_text_line(std::string_view answer, std::size_t& start, std::string_view& line, std::size_t& i) {
  while (start <= answer.size()) {
    std::size_t end = answer.find('\n', start);
    if (end == std::string_view::npos) end = answer.size();
    line = answer.substr(start, end - start);
    start = end + 1;
    i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    if (i < line.size()) return true;
  }
  return false;
}

std::vector<std::pair<std::string, bool>> mark_sheet(std::string_view answer) {
  std::vector<std::pair<std::string, bool>> out;
  if (answer.size() > 2000) return {};
  std::size_t start = 0, i = 0;
  std::string_view line;
  while (next_text_line(answer, start, line, i)) {
    const bool bracket = line[i] == '(';
    if (bracket) ++i;
    std::string head;
    while (i < line.size() && std::isalpha(static_cast<unsigned char>(line[i]))) head += static_cast<char>(std::tolower(static_cast<unsigned char>(line[i++])));
    if (head.empty()) return {};
    if (bracket) {
      if (i >= line.size() || line[i] != ')') return {};
      ++i;
    } else if (i < line.size() && (line[i] == ')' || line[i] == '.' || line[i] == ':')) {
      ++i;
    }
    while (i < line.size() && line[i] == ' ') ++i;
    int mark = -1;
    for (const char* m : {"\u2713", "\u2714", "\u2705", "\u2611"})
      if (line.compare(i, std::strlen(m), m) == 0) mark = 1;
    for (const char* m : {"\u2717", "\u2718", "\u274C", "\u274E"})
      if (line.compare(i, std::strlen(m), m) == 0) mark = 0;
    if (mark < 0) return {};
    out.emplace_back(head, mark == 1);
  }
  if (out.size() < 2) return {};
  return out;
}

// "[x] b\n[x] c\n[ ] a", "- [x] a\n- [ ] b\n- [ ] c", "[x] a [x] b [ ] c", "[x] c first": a checklist as markdown task
// lists write it, a box before each choice's letter, ticked ("[x]", "[X]", "[✓]", "[✔]") or left open ("[ ]", "[]"),
// the words after the letter up to the next box its gloss. Only where every line that is not blank holds boxes, or
// signs the answer off ("-- Sam", "— Eve"), and every box is followed by a choice's id; the entries in order, each
// the box's mark and the text from the letter on (empty where the answer is no such checklist) (blind round 113:
// the boxes' "x" had been read as a choice, the open boxes' letters as picks)
static std::vector<std::pair<bool, std::string>> checklist_entries(std::string_view answer, const std::vector<choice_item>& items) {
  std::vector<std::pair<bool, std::string>> out;
  if (answer.size() > 2000) return {};
  // the length of a box at `i` and its mark (1 ticked, 0 open), or 0
  auto box_at = [&](std::string_view line, std::size_t i, int& mark) -> std::size_t {
    if (i >= line.size() || line[i] != '[') return 0;
    std::size_t j = i + 1;
    if (j < line.size() && line[j] == ']') return mark = 0, 2;
    if (j + 1 < line.size() && line[j + 1] == ']') {
      if (line[j] == ' ') return mark = 0, 3;
      if (line[j] == 'x' || line[j] == 'X') return mark = 1, 3;
    }
    for (const char* m : {"\u2713", "\u2714"})
      if (line.compare(j, std::strlen(m), m) == 0 && j + std::strlen(m) < line.size() && line[j + std::strlen(m)] == ']')
        return mark = 1, std::strlen(m) + 2;
    return 0;
  };
  // the ballot-box glyphs as boxes: "\u2611 a\n\u2610 b" (☑ ticked, ☒ ticked with an x, ☐ open; blind round 118)
  // ("\u2612 a\n\u2611 b\n\u2611 c": where the answer ticks with \u2611 too, \u2612 is its "no" box, as \u2717 beside
  // \u2713 is; blind round 125)
  const bool ballot_no = answer.find("\u2611") != std::string_view::npos;
  auto glyph_box_at = [&](std::string_view line, std::size_t i, int& mark) -> std::size_t {
    if (line.compare(i, 3, "\u2612") == 0) return mark = ballot_no ? 0 : 1, 3;
    if (line.compare(i, 3, "\u2611") == 0) return mark = 1, 3;
    if (line.compare(i, 3, "\u2610") == 0) return mark = 0, 3;
    return box_at(line, i, mark);
  };
  // a box's words that are a choice's whole text or one of its names ("[x] memory", "[ ] KV cache"): that choice's
  // id, so the entry reads as "a memory" (blind round 118: the open boxes' names had been read as picks); "" if none
  auto named_id = [&](std::string_view words) -> std::string {
    std::string w = ascii_lower(words);
    while (!w.empty() && (w.back() == ' ' || w.back() == '\r' || w.back() == '.' || w.back() == ',')) w.pop_back();
    if (w.empty()) return "";
    for (const auto& it : items) {
      if (ascii_lower(it.text) == w) return it.id;
      for (const auto& al : it.aliases)
        if (ascii_lower(al) == w) return it.id;
    }
    // the choice's text cut short at a word break, two words at least, that begins no other choice's text ("[x] the
    // optimizer state" for "the optimizer state (Adam m, v and ...)", "[ ] a KV cache" for "a KV cache for
    // autoregressive decoding"; blind round 125)
    if (w.find(' ') == std::string::npos) return "";
    std::string found;
    for (const auto& it : items) {
      const std::string t = ascii_lower(it.text);
      if (t.size() > w.size() && t.compare(0, w.size(), w) == 0 && (t[w.size()] == ' ' || t[w.size()] == ',')) {
        if (!found.empty()) return "";
        found = it.id;
      }
    }
    return found;
  };
  std::size_t start = 0, i = 0;
  std::string_view line;
  while (next_text_line(answer, start, line, i)) {
    // a sign-off: "-- Sam", "— Eve", "– Jo"
    if (line.compare(i, 3, "-- ") == 0 || line.compare(i, 4, "\u2014 ") == 0 || line.compare(i, 4, "\u2013 ") == 0) continue;
    // a bullet before the box: "- [x] a", "* [ ] b"
    if ((line[i] == '-' || line[i] == '*' || line[i] == '+') && i + 1 < line.size() && line[i + 1] == ' ') {
      i += 2;
      while (i < line.size() && line[i] == ' ') ++i;
    }
    int mark = 0;
    std::size_t len = glyph_box_at(line, i, mark);
    if (len == 0) return {};
    while (len != 0) {
      i += len;
      while (i < line.size() && line[i] == ' ') ++i;
      std::size_t e = i;
      while (e < line.size() && std::isalpha(static_cast<unsigned char>(line[e]))) ++e;
      const std::string head = ascii_lower(line.substr(i, e - i));
      const bool is_id = !head.empty() && is_item_id(items, head);
      // the entry runs to the next box on the line ("[x] a [x] b [ ] c") or the line's end
      std::size_t next = i, next_len = 0;
      int next_mark = 0;
      while (next < line.size() && (next_len = glyph_box_at(line, next, next_mark)) == 0) ++next;
      std::string named;
      if (!is_id || (e < line.size() && std::isalnum(static_cast<unsigned char>(line[e])))) {
        named = named_id(line.substr(i, next - i));
        if (named.empty()) return {};
      }
      std::string text = named.empty() ? std::string(line.substr(i, next - i)) : named + " " + std::string(line.substr(i, next - i));
      while (!text.empty() && (text.back() == ' ' || text.back() == '\r')) text.pop_back();
      out.emplace_back(mark == 1, text);
      i = next, len = next_len, mark = next_mark;
    }
  }
  return out;
}

// The ticked letters of a checklist ("[x] b\n[ ] a" -> "b"); for an ordering (`order`), every box ticked, the
// entries in turn on one line ("b, d, a, c"; "c first, d second, ..." where the glosses place them); "" otherwise.
static std::string checklist_picks(std::string_view answer, const std::vector<choice_item>& items, bool order = false) {
  const auto entries = checklist_entries(answer, items);
  std::string picks, texts;
  for (const auto& [tick, text] : entries) {
    if (order && !tick) return "";
    std::size_t e = 0;
    while (e < text.size() && std::isalpha(static_cast<unsigned char>(text[e]))) ++e;
    if (tick) picks += (picks.empty() ? "" : ", ") + text.substr(0, e);
    // a box that holds several letters ("[x] b, c, d", "[x] b, c and d"; blind round 118): each is the box's, only
    // where the box holds nothing but ids and their joiners
    if (!order && e < text.size()) {
      std::vector<std::string> more;
      bool only_ids = true;
      for (const std::string& w : split_tokens(ascii_lower(text.substr(e)))) {
        if (w == "and" || w == "&") continue;
        if (!is_item_id(items, w)) only_ids = false;
        else more.push_back(w);
      }
      if (only_ids && tick)
        for (const std::string& w : more) picks += ", " + w;
    }
    texts += (texts.empty() ? "" : ", ") + text;
  }
  if (!order || picks.empty()) return picks;
  // the glosses place the items ("c first", "b last"): the order is theirs, read as a line of placings
  for (const std::string& w : split_tokens(ascii_lower(texts)))
    if (order_word(w)) return texts;
  return picks;
}

// The ticked letters of a mark sheet whose every line heads with a choice's id ("b" / "b, c, d"); "" otherwise.
static std::string mark_sheet_picks(std::string_view answer, const std::vector<choice_item>& items) {
  const auto sheet = mark_sheet(answer);
  std::string picks;
  for (const auto& [head, tick] : sheet) {
    if (!is_item_id(items, head)) return "";
    if (tick) picks += (picks.empty() ? "" : ", ") + head;
  }
  return picks;
}

// "sì, b, c and d", "yes: b", "yeah, a and c": an assent word that opens an answer made of nothing but choice letters
// after it is the reader's "here it is", not a pick; the letters after it are read ("" when the answer is not so
// written) (blind round 86 row 6: the whole answer had been unreadable)
static std::string assent_before_letters_dropped(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 200) return "";
  // (not where a choice itself opens with a yes or a no: "yes: c" against "(c) No: ..." says both)
  for (const auto& it : items) {
    const std::string t = ascii_lower(it.text);
    for (const char* w : {"yes", "no"})
      if (t.rfind(w, 0) == 0 && (t.size() == std::strlen(w) || !std::isalpha(static_cast<unsigned char>(t[std::strlen(w)]))))
        return "";
  }
  const std::string low = ascii_lower(answer);
  std::size_t i = low.find_first_not_of(" \t");
  if (i == std::string::npos) return "";
  std::size_t n = 0;
  for (const char* w : {"yes", "yeah", "yep", "yup", "si", "s\xC3\xAC", "s\xC3\xAD", "ok", "okay"})
    if (low.compare(i, std::strlen(w), w) == 0 && std::strlen(w) > n) n = std::strlen(w);
  if (n == 0) return "";
  std::size_t k = i + n;
  while (k < low.size() && low[k] == ' ') ++k;
  if (k >= low.size() || (low[k] != ',' && low[k] != ':')) return "";
  const std::string rest(answer.substr(k + 1));
  std::string word;
  int letters = 0;
  auto take = [&]() {
    if (word.empty()) return true;
    bool is_id = word == "and";
    for (const auto& it : items) {
      if (ascii_lower(it.id) == word) is_id = true, ++letters;
    }
    word.clear();
    return is_id;
  };
  for (char ch : ascii_lower(rest)) {
    if (std::isalnum(static_cast<unsigned char>(ch))) {
      word += ch;
      continue;
    }
    if (!std::strchr(" ,;()&.", ch) || !take()) return "";
  }
  if (!take() || letters == 0) return "";
  return rest;
}

static std::string crosses_as_not(std::string_view answer);
// "a ✗\nb ✓\nc ✓\nd ✓\ne ✗\nSo: b and c only": a mark sheet closed by a line that concludes ("so", "answer",
// "final", "hence", "therefore", "=>", "→"): the ticks in `sheet`, the closing line in `closing` (false where the
// answer is not so written). Both are the reader's answer: the verdict is right only where both are (blind round 90
// row 37: the closing line had been read with the ticks as a list, and b and c only passed)
static bool mark_sheet_with_closing(std::string_view answer, const std::vector<choice_item>& items, std::string& sheet,
                                    std::string& closing) {
  if (answer.size() > 2000) return false;
  std::string_view a = answer;
  while (!a.empty() && std::strchr(" \t\r\n", a.back()) != nullptr) a.remove_suffix(1);
  const std::size_t nl = a.rfind('\n');
  if (nl == std::string_view::npos) return false;
  const std::string last = ascii_lower(a.substr(nl + 1));
  std::size_t i = last.find_first_not_of(" \t");
  if (i == std::string::npos) return false;
  bool concludes = false;
  for (const char* w : {"so", "answer", "final", "hence", "therefore", "=>", "\xE2\x86\x92", "picks", "my picks"})
    if (last.compare(i, std::strlen(w), w) == 0 &&
        (i + std::strlen(w) == last.size() || !std::isalpha(static_cast<unsigned char>(last[i + std::strlen(w)]))))
      concludes = true;
  if (!concludes) return false;
  sheet = mark_sheet_picks(a.substr(0, nl), items);
  if (sheet.empty()) return false;
  closing = std::string(a.substr(nl + 1));
  return true;
}

std::string after_reported_belief(std::string_view answer, int min_words);  // claims.cpp

// "on a single GPU: no (c)", "Only with offloading; otherwise no (c)", "yes if you use ZeRO-3 over many GPUs, but on
// one GPU no", "If you spread it over 8 GPUs with FSDP yes, on one card no (c)": where the choices open with "Yes" and
// "No", a scope or a condition said first, then the verdict for the case asked. The last yes/no, ending its clause
// (the answer's end or a mark after it), is the verdict when the words before it open with a scope or a condition
// ("on", "with", "only", "if", ... or a yes/no followed by "if"/"with"/...) and name no choice by its letter; where
// those words hold an earlier yes/no (the conditional one), the last verdict's own clause must restate the asked
// case alone ("on one GPU", "as asked", "otherwise", "on its own"). Returns the answer from that verdict on (its
// reason with it), or "" (blind round 96 rows 1-3).
std::string verdict_after_scope_or_condition(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 400) return "";
  bool has_yes = false, has_no = false;
  for (const auto& it : items) {
    const std::string t = ascii_lower(it.text);
    auto opens = [&](const char* w) {
      const std::size_t n = std::strlen(w);
      return t.compare(0, n, w) == 0 && (t.size() == n || !std::isalpha(static_cast<unsigned char>(t[n])));
    };
    has_yes = has_yes || opens("yes");
    has_no = has_no || opens("no");
  }
  if (!has_yes || !has_no) return "";
  const std::string low = ascii_lower(answer);
  struct word {
    std::string w;
    std::size_t at;
  };
  std::vector<word> ws;
  for (std::size_t i = 0; i < low.size();) {
    if (!std::isalnum(static_cast<unsigned char>(low[i]))) {
      ++i;
      continue;
    }
    std::size_t e = i;
    while (e < low.size() && (std::isalnum(static_cast<unsigned char>(low[e])) || low[e] == '\'' || low[e] == '-')) ++e;
    ws.push_back({low.substr(i, e - i), i});
    i = e;
  }
  auto verdict = [](const std::string& w) { return w == "yes" || w == "yeah" || w == "yep" || w == "no" || w == "nope"; };
  std::size_t last = ws.size();
  for (std::size_t k = 0; k < ws.size(); ++k)
    if (verdict(ws[k].w)) last = k;
  if (last == ws.size() || last == 0) return "";
  // the verdict ends its clause: nothing after it, or a mark ("no (c)", "no - 112 GB ...", "yes, it fits")
  {
    std::size_t e = ws[last].at + ws[last].w.size();
    while (e < low.size() && low[e] == ' ') ++e;
    if (e < low.size() && std::strchr(",.:;!-(", low[e]) == nullptr && low.compare(e, 3, "\xE2\x80\x94") != 0) return "";
  }
  // the words before it name no choice by its letter ("(a)", "b:", "c)")
  for (std::size_t k = 0; k < last; ++k) {
    const std::string& w = ws[k].w;
    if (w.size() != 1 || !find_item(items, w)) continue;
    const std::size_t e = ws[k].at + 1;
    const bool bracketed = ws[k].at > 0 && low[ws[k].at - 1] == '(';
    if (bracketed || w != "a" || (e < low.size() && std::strchr("):", low[e]) != nullptr)) return "";
  }
  auto one_of = [](const std::string& w, std::initializer_list<const char*> set) {
    for (const char* x : set)
      if (w == x) return true;
    return false;
  };
  const auto condition = {"if", "with", "when", "using", "given", "over", "across", "only", "once", "assuming", "via",
                          "after", "unless", "without"};
  const std::string& first = ws[0].w;
  const bool opens_scope =
      one_of(first, {"on", "with", "without", "for", "as", "in", "if", "only", "otherwise", "given", "using", "across",
                     "over", "when", "unless", "per", "at", "assuming", "not", "maybe"}) ||
      (verdict(first) && ws.size() > 1 && one_of(ws[1].w, condition));
  if (!opens_scope) return "";
  std::size_t earlier = last;
  for (std::size_t k = 0; k < last; ++k)
    if (verdict(ws[k].w)) earlier = k;
  if (earlier != last) {
    // the conditional verdict ("yes if ...", "if ... yes", "with ... no"): a yes/no followed by a condition word, or
    // one after a lead that opens with one
    // "on 2 GPUs with ZeRO yes; on one no", "for inference yes, for training no (c)": a lead that opens with a
    // scope ("on", "for", "in") makes its verdict the scoped one too (blind round 98 rows 248, 249)
    const bool conditional = (earlier + 1 < last && one_of(ws[earlier + 1].w, condition)) ||
                             one_of(first, {"if", "with", "without", "using", "given", "over", "across", "when",
                                            "assuming", "only", "unless", "on", "for", "in"});
    if (!conditional) return "";
    // the last verdict's clause: after the last ',', ';', "but" or "otherwise" past the earlier verdict, words of
    // the asked case alone
    std::size_t from = std::string::npos;  // none: no clause break between the two verdicts
    for (std::size_t k = earlier + 1; k <= last; ++k) {
      const std::size_t gap = ws[k - 1].at + ws[k - 1].w.size();
      if (low.substr(gap, ws[k].at - gap).find_first_of(",;") != std::string::npos) from = k;
      if (k < last && (ws[k].w == "but" || ws[k].w == "otherwise" || ws[k].w == "else")) from = k + 1;
    }
    if (from == std::string::npos) return "";
    for (std::size_t k = from; k < last; ++k)
      if (!one_of(ws[k].w, {"on", "one", "a", "single", "1", "gpu", "card", "device", "h100", "a100", "80gb", "80",
                             "gb", "alone", "by", "itself", "its", "it's", "own", "as", "asked", "otherwise", "else",
                             "but", "just", "the", "in", "that", "case", "for", "this", "question", "here",
                             "training", "train", "to", "it"}))
        return "";
  }
  return std::string(answer.substr(ws[last].at));
}

// "time, c", "time or c", "sqrt, c", "compute. a": a choice named by its own words alone, then a separator and
// another choice's lone letter at the very end: the answer names two choices, as "b, c" does, and the words' choice is
// not the pick with the letter dropped (fix round 116: blind115 row 241). Only where the words before the letter are
// nothing but the one choice's name (each word one of its text's or aliases' words, no negator, hedge, question or
// letter), and the word before the letter concludes nothing ("time, so c", "sqrt(n), so b", "O(√n) — b" and
// "time: b" are read elsewhere). Returns "X, Y" for the two choices, or "".
static std::string name_then_other_letter(std::string_view answer, const std::vector<choice_item>& items) {
  for (const auto& it : items)
    if (it.id.size() != 1) return "";
  std::string low = ascii_lower(answer);
  if (low.size() > 120 || low.find('\n') != std::string::npos || low.find('?') != std::string::npos) return "";
  std::size_t e = low.size();
  while (e > 0 && std::strchr(" .!", low[e - 1]) != nullptr) --e;
  if (e < 3) return "";
  std::size_t l = e - 1;
  if (low[l] == ')') {
    if (l < 2 || low[l - 2] != '(') return "";
    --l;
  }
  if (!std::isalpha(static_cast<unsigned char>(low[l])) || std::isalnum(static_cast<unsigned char>(low[l - 1]))) return "";
  const choice_item* letter = find_item(items, std::string(1, low[l]));
  if (letter == nullptr) return "";
  std::size_t h = l;
  if (low[h - 1] == '(') --h;
  // the separator: a comma, semicolon, full stop, slash, "or", "and" or a space
  std::size_t k = h;
  while (k > 0 && std::strchr(" ,;./", low[k - 1]) != nullptr) --k;
  bool joined = false;
  for (const char* w : {" or", " and", " y", " o", " ou", " oder", " und", " et"}) {
    const std::size_t n = std::strlen(w);
    if (k >= n && low.compare(k - n, n, w) == 0) {
      k -= n;
      joined = true;
      break;
    }
  }
  if (joined)
    while (k > 0 && std::strchr(" ,;./", low[k - 1]) != nullptr) --k;
  if (k == 0 || k == h) return "";
  for (std::size_t j = k; j < h; ++j)
    if (low[j] == ':' || low[j] == '=') return "";
  const std::string head = low.substr(0, k);
  // the words before the letter: the name of one choice and nothing else
  const std::vector<std::string> hw = split_tokens(fold(head));
  if (hw.empty() || hw.size() > 5) return "";
  for (const std::string& w : hw) {
    if (w.size() == 1 && std::isalpha(static_cast<unsigned char>(w[0])) && w != "o" && w != "n") return "";
    if (negator_word(w) || w == "or" || w == "maybe" || w == "perhaps" || w == "so" || w == "hence" || w == "thus" ||
        w == "therefore" || w == "is" || w == "answer" || w == "option" || w == "choice" || w == "t" || w == "hmm" ||
        w == "wait" || w == "actually" || w == "sorry" || w == "mean" || w == "opt" || w == "ans" || w == "letter" ||
        w == "pick" || w == "alt" || w == "alternative")  // "opt. B": the word that calls it a choice
      return "";
  }
  std::vector<std::string> got;
  std::string err;
  if (!parse_choice_list(head, items, got, err) || std::set<std::string>(got.begin(), got.end()).size() != 1) return "";
  const choice_item* named = find_item(items, got[0]);
  if (named == nullptr || named->id == letter->id) return "";
  std::string own_text = named->text;
  for (const auto& al : named->aliases) own_text += " " + al;
  // (the words as typed, too: fold makes "hard constraint" one state word the choice's text folds into "scarcememory")
  std::set<std::string> own = choice_stems(own_text);
  for (const std::string& w : split_tokens(ascii_lower(own_text))) own.insert(stem(w));
  for (const std::string& w : split_tokens(ascii_lower(head)))
    if (!filler_word(w) && !(w.size() == 1 && (w == "o" || w == "n")) && !text_holds(own, stem(w))) return "";
  return named->id + ", " + letter->id;
}

// "ZeRO-1 isn't enough, you need ZeRO-2", "b is not sufficient, you need c", "b alone won't do; c": a choice said
// to fall short, then another one named after a break: the one named after is the pick, the first only ruled out (fix
// round 116: blind114 row 304 had been read as its first choice). Only where the words before the shortfall name
// exactly one choice and those after the break exactly one other. Returns what follows the break, or "".
static std::string after_insufficient_choice(std::string_view answer, const std::vector<choice_item>& items) {
  const std::string low = ascii_lower(answer);
  if (low.size() > 300) return "";
  for (const char* m : {" isn't enough", " isnt enough", " is not enough", " isn't sufficient", " is not sufficient",
                        " isnt sufficient", " won't do", " wont do", " will not do", " doesn't cut it",
                        " does not cut it", " falls short", " is too little", " isn't quite enough", " is not quite enough",
                        " not enough", " insufficient"}) {
    const std::size_t at = low.find(m);
    if (at == std::string::npos || at == 0) continue;
    const std::size_t after = at + std::strlen(m);
    const std::size_t brk = low.find_first_of(",;:.\xE2-", after);
    if (brk == std::string::npos) return "";
    std::size_t r = brk;
    while (r < low.size() && (std::strchr(",;:.- ", low[r]) != nullptr || static_cast<unsigned char>(low[r]) >= 0x80))
      ++r;
    if (r >= low.size()) return "";
    std::vector<std::string> head, tail;
    std::string e1, e2;
    if (!parse_choice_list(answer.substr(0, at), items, head, e1) ||
        std::set<std::string>(head.begin(), head.end()).size() != 1)
      return "";
    // ("you need c", "go with ZeRO-2": the words that call for it)
    for (const char* lead : {"so ", "then ", "instead ", "you need ", "you'd need ", "you would need ", "we need ",
                             "need ", "it takes ", "it needs ", "go with ", "use ", "you have to go to ", "go to "})
      if (low.compare(r, std::strlen(lead), lead) == 0) r += std::strlen(lead);
    const std::string rest(answer.substr(r));
    for (const std::string& w : split_tokens(fold(rest)))
      if (negator_word(w) || w == "t" || w == "or" || w == "maybe") return "";
    if (!parse_choice_list(rest, items, tail, e2) || std::set<std::string>(tail.begin(), tail.end()).size() != 1 ||
        tail[0] == head[0])
      return "";
    return rest;
  }
  return "";
}

// "Unless memory is the hard constraint, turn it on.": where a choice is itself a condition ("When memory is the hard
// constraint ..."), an answer that opens with "unless" and that condition, then says to use the thing anyway, names
// the condition to turn it the other way: it is no pick of that choice; "Unless memory is the hard constraint, leave it
// off" says the same as the choice and reads as it (fix round 116). Returns 1 for the reversed form (no pick), 2 for
// the kept one, with `cond` set to the condition in both; 0 where the form is not met.
static int unless_condition(std::string_view answer, const std::vector<choice_item>& items, std::string& cond) {
  const std::string low = ascii_lower(answer);
  if (low.compare(0, 7, "unless ") != 0 || low.size() > 300) return 0;
  bool when_choice = false;
  for (const auto& it : items) {
    const std::string f = fold(it.text);
    when_choice = when_choice || f.rfind("when ", 0) == 0 || f.rfind("if ", 0) == 0;
  }
  if (!when_choice) return 0;
  const std::size_t comma = low.find_first_of(",;:");
  if (comma == std::string::npos) return 0;
  std::vector<std::string> got;
  std::string err;
  if (!parse_choice_list(answer.substr(7, comma - 7), items, got, err) || std::set<std::string>(got.begin(), got.end()).size() != 1)
    return 0;
  const std::vector<std::string> main = split_tokens(fold(low.substr(comma + 1)));
  bool off = false, on = false;
  for (const std::string& w : main) {
    if (negator_word(w) || w == "t" || w == "off" || w == "skip" || w == "avoid" || w == "disable" || w == "disabled")
      off = true;
    if (w == "on" || w == "use" || w == "enable" || w == "enabled" || w == "always" || w == "worth")
      on = true;
  }
  cond = std::string(answer.substr(7, comma - 7));
  return off ? 2 : on ? 1 : 0;
}

// "A: b", "A: (b)", "A: **b**, O(sqrt n)", "A: b, c, d": a capital "A" and a colon opening the answer is the Q&A
// label "Answer:", not choice (a), where a lone choice letter follows it (fix round 121: "A: b" was read as (a) and
// (b)). "A: O(n)" (choice a's own text after its letter) and "a: b" (lower case) are left as they are. The answer
// after the label, or "". So is "A: no", "A: No — c", "A: Yes, ..." (the label before a yes or no word that opens
// the answer; the lead's probe, session 43: "A: No, 112 GB > 80 GB" had been read as (a)), where no choice's text
// opens with that word after the letter a.
static std::string answer_label_dropped(std::string_view answer, const std::vector<choice_item>& items) {
  const std::size_t p = answer.find_first_not_of(" \t");
  if (p == std::string_view::npos || answer[p] != 'A' || p + 1 >= answer.size() || answer[p + 1] != ':') return "";
  const std::string_view rest = answer.substr(p + 2);
  const std::size_t r = rest.find_first_not_of(' ');
  if (r == std::string_view::npos) return "";
  {
    std::size_t e = r;
    while (e < rest.size() && std::isalpha(static_cast<unsigned char>(rest[e]))) ++e;
    const std::string word = ascii_lower(rest.substr(r, e - r));
    const bool verdict = word == "no" || word == "yes" || word == "nope" || word == "yep" || word == "nah" ||
                         word == "yeah";
    if (verdict && (e >= rest.size() || !word_char(rest[e]))) {
      // not choice (a)'s own words after its letter ("A: No room left" where (a) reads "No room left")
      for (const choice_item& it : items)
        if (it.id == "a" && ascii_lower(it.text).rfind(word, 0) == 0) return "";
      return std::string(rest.substr(r));
    }
  }
  std::size_t s = r;
  while (s < rest.size() && (rest[s] == '(' || rest[s] == '*')) ++s;
  // "A: Wall-clock time, the micro-batches run sequentially": words after the label that name one choice other than
  // (a) by its own words are the answer too (round 183: blind136 rows 11, 20 had been read as (a)); "A: O(n)", "A: More
  // memory for activations" (choice a's own words) stay (a)
  if (s < rest.size() && std::isalpha(static_cast<unsigned char>(rest[s])) && s + 1 < rest.size() &&
      word_char(rest[s + 1])) {
    std::vector<std::string> ids;
    std::string err;
    // (its first clause: what follows a comma is the reader's reason)
    const std::string_view head = rest.substr(r, rest.find_first_of(",;", r) == std::string_view::npos
                                                      ? std::string_view::npos
                                                      : rest.find_first_of(",;", r) - r);
    if (parse_choice_words(head, items, ids, err) && ids.size() == 1 && ids[0] != "a")
      return std::string(rest.substr(r));
    return "";
  }
  if (s >= rest.size() || !std::isalpha(static_cast<unsigned char>(rest[s])) ||
      (s + 1 < rest.size() && (word_char(rest[s + 1]) || static_cast<unsigned char>(rest[s + 1]) >= 0x80)))
    return "";
  const std::string letter(1, static_cast<char>(std::tolower(static_cast<unsigned char>(rest[s]))));
  return is_item_id(items, letter) ? std::string(rest.substr(r)) : "";
}

// "tl;dr: no (c). 112 GB > 80 GB ...", "TL;DR - b, c, d": an incident note's summary label before the answer; its
// ';' is no clause mark (it had cut "tl" from "dr: no (c)" and left the pick unread). The answer after the label
// ("tl;dr", "tldr", "tl,dr", "tl/dr", then ':', '-', a dash or ','), or "" where the answer does not open with it
// (blind round 181)
static std::string summary_label_dropped(std::string_view answer) {
  const std::size_t b = answer.find_first_not_of(" \t*");
  if (b == std::string_view::npos || answer.size() - b < 5) return "";
  const std::string low = ascii_lower(answer.substr(b, 6));
  std::size_t n = 0;
  for (const char* l : {"tl;dr", "tl,dr", "tl/dr", "tldr"})
    if (low.compare(0, std::strlen(l), l) == 0) n = std::strlen(l);
  if (n == 0 || (b + n < answer.size() && word_char(answer[b + n]))) return "";
  std::size_t r = b + n;
  for (bool more = true; more && r < answer.size();) {
    more = true;
    if (std::strchr(" *:-,", answer[r]) != nullptr) ++r;
    else if (answer.compare(r, 3, "\xE2\x80\x94") == 0 || answer.compare(r, 3, "\xE2\x80\x93") == 0) r += 3;
    else more = false;
  }
  return r < answer.size() ? std::string(answer.substr(r)) : "";
}

static std::string tex_markup_plain(std::string_view answer);  // TeX in a pick or an order, below

// "Q: does it fit? A: no", "Q: which one? A: b": the reader's own question and answer written as a Q/A pair; what
// follows "A:" is the answer ("" where the answer does not open with "Q:" or has no "A:" after its "?") (round 133)
static std::string qa_pair_answer(std::string_view answer) {
  const std::string low = ascii_lower(answer);
  const std::size_t b = low.find_first_not_of(" \t");
  if (b == std::string::npos || low.compare(b, 2, "q:") != 0 || low.size() > 400) return "";
  const std::size_t q = low.find('?', b);
  if (q == std::string::npos) return "";
  const std::size_t a = low.find_first_not_of(" \t\n", q + 1);
  if (a == std::string::npos || low.compare(a, 2, "a:") != 0) return "";
  return std::string(answer.substr(a + 2));
}
static std::string dashed_lines_as_glosses(std::string_view answer, const std::vector<choice_item>& items);
static std::string dashed_entries_as_lines(std::string_view answer, const std::vector<choice_item>& items);
// "a) no b) no c) yes": a yes or a no after each choice's bracketed letter, with no colon and no separator, written as
// the sheet "a: no, b: no, c: yes" ("" when the answer is not only such entries, two or more)
static std::string paren_verdict_sheet(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 200) return "";
  const std::string low = ascii_lower(answer);
  std::string out;
  int n = 0;
  for (std::size_t i = 0;;) {
    while (i < low.size() && std::strchr(" ,;\n", low[i]) != nullptr) ++i;
    if (i == low.size()) break;
    if (i + 1 >= low.size() || low[i + 1] != ')' || !is_item_id(items, std::string(1, low[i]))) return "";
    const char id = low[i];
    i += 2;
    while (i < low.size() && low[i] == ' ') ++i;
    std::size_t e = i;
    while (e < low.size() && std::isalpha(static_cast<unsigned char>(low[e]))) ++e;
    const std::string w = low.substr(i, e - i);
    if (w != "yes" && w != "no") return "";
    out += std::string(out.empty() ? "" : ", ") + id + ": " + w;
    ++n;
    i = e;
  }
  return n >= 2 ? out : "";
}

// A yes/no sheet, then a remark after its last verdict and a comma or semicolon ('a)no b)no c)yes, 112 > 80', 'a: no,
// b: no, c: yes; 112 GB is too much'): the sheet's pick, a comma and the remark ("c, 112 > 80"), as a pick and its
// reason are written (round 152: blind143 row 119); only where the head holds two verdicts or more; "" otherwise.
// The grader reads it so, and the lesson's reason readers read the remark as the pick's reason (round 155: 'a)no b)no
// c)yes, it fits without activations' had passed where 'c, it fits without activations' does not)
std::string verdict_sheet_with_remark(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 300 || !paren_verdict_sheet(answer, items).empty()) return "";
  // the remark set off by a comma, a semicolon or a spaced dash ('c)yes - 112 GB is past 80', ' – ', ' — '; round 162)
  std::vector<std::pair<std::size_t, std::size_t>> cuts;  // (position, length)
  for (std::size_t k = 1; k < answer.size(); ++k) {
    if (answer[k] == ',' || answer[k] == ';') cuts.emplace_back(k, 1);
    for (std::string_view d : {std::string_view(" - "), std::string_view(" \xe2\x80\x93 "), std::string_view(" \xe2\x80\x94 ")})
      if (answer.compare(k - 1, d.size(), d) == 0) cuts.emplace_back(k, d.size() - 1);
  }
  for (auto c = cuts.rbegin(); c != cuts.rend(); ++c) {
    const std::size_t cut = c->first;
    const std::string_view head = answer.substr(0, cut), remark = answer.substr(cut + c->second);
    if (remark.find_first_not_of(" ") == std::string_view::npos) continue;
    const std::string hl = ascii_lower(head);
    int verdicts = 0;
    for (const char* v : {": no", ": yes", ")no", ") no", ")yes", ") yes"})
      for (std::size_t f = hl.find(v); f != std::string::npos; f = hl.find(v, f + 1)) ++verdicts;
    if (verdicts < 2) continue;
    const std::string hs = paren_verdict_sheet(head, items);
    const std::string_view hsrc = hs.empty() ? head : std::string_view(hs);
    const std::string hlined = dashed_entries_as_lines(hsrc, items);
    const std::string hp = dashed_lines_as_glosses(hlined.empty() ? std::string(hsrc) : hlined, items);
    if (hp.empty() || hp.find('(') != std::string::npos) continue;
    return hp + "," + std::string(remark);
  }
  return "";
}

// "b is not it, precision doesn't double FLOPs. c: the optimizer step is cheap. So a: every weight enters two
// gradients ...": working that weighs the choices, then a sentence that opens "So <letter>:" and glosses the pick
// (blind round 163). The pick and its gloss ("a: every weight ...") are graded alone, the working before them
// dropped as the letters-only conclusion drops it; "" where there is no such closing sentence or nothing before it.
static std::string so_letter_colon_gloss(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 2000) return {};
  const std::string low = ascii_lower(answer);
  std::size_t found = std::string::npos;
  for (std::size_t at = low.find("so "); at != std::string::npos; at = low.find("so ", at + 3)) {
    // at a sentence's start, not the first one
    if (at < 2 || !(low[at - 1] == '\n' || (low[at - 1] == ' ' && std::strchr(".;!", low[at - 2]) != nullptr)))
      continue;
    const std::size_t l = at + 3;
    if (l + 1 >= low.size() || low[l + 1] != ':' || !is_item_id(items, std::string(1, low[l]))) continue;
    found = l;
  }
  if (found == std::string::npos) return {};
  // ... whose gloss does not rule the letter out: "So b: no, the backward does not run in FP32", "So b: wrong" (the
  // session-46 final read)
  {
    std::size_t g = found + 2;
    while (g < low.size() && low[g] == ' ') ++g;
    std::size_t e = g;
    while (e < low.size() && (std::isalpha(static_cast<unsigned char>(low[e])) || low[e] == '\'')) ++e;
    const std::string first = low.substr(g, e - g);
    for (const char* x : {"no", "not", "nope", "nah", "never", "wrong", "false", "incorrect", "isn't", "isnt", "out",
                          "neither", "nor"})
      if (first == x) return {};
  }
  // the closing sentence is the last one: no stop after its gloss but at the very end
  const std::size_t next = low.find_first_of(".;!?\n", found + 2);
  if (next != std::string::npos && low.find_first_not_of(" .!\n", next) != std::string::npos) return {};
  return std::string(answer.substr(found));
}

// "Pipeline splits layers, tensor splits matrices. The one that shards the optimizer state is FSDP/ZeRO, c.",
// "A smaller batch changes the statistics. Gradient accumulation, c.", "...: O(sqrt n), b.": a paragraph whose last
// sentence ends in a choice's own words, a comma and that choice's letter (the two agree) (blind round 163: long
// answers that weigh the other choices by their words first). The closing restatement is the pick and the working
// before it names choices as it weighs them; the letter alone is returned, or "" where the last sentence is not of
// this form, is the whole answer, or its words name another choice than its letter (or none).
static std::string closing_name_and_letter(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 2000) return {};
  std::string low = ascii_lower(answer);
  while (!low.empty() && (low.back() == ' ' || low.back() == '.' || low.back() == '!' || low.back() == '\n'))
    low.pop_back();
  // ", x" at the very end, x one choice's id
  if (low.size() < 4 || low[low.size() - 2] != ' ' || low[low.size() - 3] != ',') return {};
  const std::string id(1, low.back());
  if (!is_item_id(items, id)) return {};
  const std::size_t comma = low.size() - 3;
  // the last sentence: after the last ". ", "? ", "! " or newline before the comma
  std::size_t start = 0;
  for (std::size_t i = 0; i + 1 < comma; ++i)
    if ((std::strchr(".?!", low[i]) != nullptr && low[i + 1] == ' ') || low[i] == '\n') start = i + 1;
  if (start == 0) return {};  // the whole answer: read as before
  const std::string sent = low.substr(start, comma - start);
  // ... naming the choice it picks, not one it rules out or ranks: "Not data parallelism alone, d.", "The worst would
  // be data parallelism alone, d." (the session-46 final read)
  for (const std::string& t : split_tokens(sent)) {
    if (negator_word(t) || t == "t") return {};
    for (const char* x : {"worst", "wrong", "least", "out"})
      if (t == x) return {};
  }
  // the words just before the comma (the last one to five) must name exactly the choice the letter names
  std::vector<std::size_t> word_starts;
  for (std::size_t i = 0; i < sent.size(); ++i)
    if (sent[i] != ' ' && (i == 0 || sent[i - 1] == ' ' || sent[i - 1] == ':')) word_starts.push_back(i);
  for (std::size_t n = 1; n <= 5 && n <= word_starts.size(); ++n) {
    const std::string tail = sent.substr(word_starts[word_starts.size() - n]);
    std::vector<std::string> ids;
    std::string err;
    if (parse_choice_list(tail, items, ids, err) && ids.size() == 1) {
      if (ids[0] != id) return {};
      // a letter alone is no name ("not a, c" reads differently): the words must be the choice's own
      return tail.size() > 2 ? id : std::string();
    }
  }
  return {};
}

// "plain DP keeps ~108 GB on every GPU, so I'd go to ZeRO-1 (b)", "..., the least is b, I'll take b", "not c, since that
// shards the gradients too; which makes it b", "c at first glance, but I land on b: ...", "ZeRO-1 gets it to 37 GB, so
// to be safe I'd step up to zero-2": a pick the reader settles on in a later clause, after earlier clauses named other
// choices as they weighed them (round 170: the first-named choice had been read as the pick, or the answer as naming
// two). The last settling phrase (quantity_detail::settling_phrases) after the answer's start, not denied ("I wouldn't
// go to d" has none; "not going with c") nor under a condition of its clause ("if memory were short I'd go with a"),
// then words naming exactly one choice up to the end of their clause, and no turn after it ("..., but", "actually"):
// that choice's letter and what follows its clause (a gloss, read as the pick's reason). "" where not of this form.
static std::string pick_settled_in_later_clause(std::string_view answer, const std::vector<choice_item>& items,
                                                bool many = false) {
  if (answer.size() > 2000) return {};
  const std::string low = ascii_lower(answer);
  std::size_t at = std::string::npos, n = 0;
  for (std::size_t i = 1; i < low.size(); ++i)
    if (const std::size_t k = quantity_detail::settling_phrase_at(low, i); k > 0) {
      // "call it" settles only with its speaker ("I'll call it c", "let's call it b"); alone it names a thing ("the
      // KV cache, call it decoding memory, isn't training state: b, c, d")
      if (low.compare(i, k, "call it") == 0) {
        const std::vector<std::string> before = split_tokens(low.substr(0, i));
        const std::string w = before.empty() ? std::string() : before.back();
        if (w != "i'll" && w != "ill" && w != "i'd" && w != "id" && w != "let's" && w != "lets" && w != "we'll" &&
            w != "we'd" && w != "i" && w != "i\xE2\x80\x99ll")
          continue;
      }
      at = i;
      n = k;
      i += k - 1;
    }
  if (at == std::string::npos) return {};
  // an earlier clause with words of its own before the phrase
  const std::string head = low.substr(0, at);
  if (std::none_of(head.begin(), head.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }))
    return {};
  // ... whose clause neither denies nor conditions the phrase; a phrase that opens its clause is conditioned by a
  // clause before it that opens with "if" ("If memory were short, I'd go with a": the session-47 final read)
  {
    auto conditional = [](const std::string& w) {
      return w == "if" || w == "unless" || w == "when" || w == "otherwise" || w == "would've" || w == "wouldve";
    };
    // "With unlimited compute, I'd pick d", "without the memory limit I'd go with a": a clause that opens with
    // "with"/"without" and a resource in an amount other than the question's ("unlimited", "more", "spare", "no"), or
    // with "without" and a limit ("limit", "budget", "constraint", "cap"), is a condition too (round 183: lead47 row
    // 240); "With that in mind, I'd pick b", "With checkpoints, I'd go with b" (the question's own case), "with memory
    // the hard constraint" still settle
    // (round 190: the amount only of a resource the clause names, "more GPUs", "no memory limit", "extra memory per
    // card"; "With more care, I land on b", "With no hesitation", "With fewer assumptions" settle)
    auto changed_amount = [](const std::vector<std::string>& ws) {
      if (ws.empty() || !(ws.front() == "with" || ws.front() == "without")) return false;
      bool amount = false, resource = false;
      for (const std::string& w : ws) {
        if (ws.front() == "without" && (w == "limit" || w == "limits" || w == "budget" || w == "constraint" ||
                                        w == "constraints" || w == "cap"))
          return true;
        amount = amount || w == "unlimited" || w == "infinite" || w == "unbounded" || w == "endless" || w == "more" ||
                 w == "less" || w == "fewer" || w == "extra" || w == "spare" || w == "plenty" || w == "bigger" ||
                 w == "larger" || w == "smaller" || w == "no";
        for (const char* x : {"memory", "compute", "gpu", "gpus", "card", "cards", "vram", "hbm", "ram", "budget", "time",
                              "node", "nodes", "device", "devices", "accelerator", "accelerators", "a100", "a100s",
                              "h100", "h100s", "machine", "machines", "hardware", "resource", "resources", "bandwidth",
                              "capacity", "headroom", "money", "flops", "limit", "limits", "constraint", "constraints",
                              "cap", "gb", "gib", "space", "storage", "interconnect", "network", "cluster", "chips"})
          resource = resource || w == x;
      }
      return amount && resource;
    };
    const std::size_t cb = head.find_last_of(".;:,!?\n");
    const std::vector<std::string> words = split_tokens(head.substr(cb == std::string::npos ? 0 : cb + 1));
    for (const std::string& w : words)
      if (conditional(w)) return {};
    if (changed_amount(words)) return {};
    if (!words.empty() && (negator_word(words.back()) || words.back() == "t" || words.back() == "no")) return {};
    if (words.empty() && cb != std::string::npos && head[cb] == ',') {
      const std::size_t pb = head.find_last_of(".;:,!?\n", cb == 0 ? 0 : cb - 1);
      const std::vector<std::string> prev =
          split_tokens(head.substr(pb == std::string::npos || pb >= cb ? 0 : pb + 1, cb - (pb == std::string::npos || pb >= cb ? 0 : pb + 1)));
      // (only "if"/"unless": "When all is said and done, I'd go with c" settles; and "If I had to pick one," is the
      // reader committing, no condition)
      bool committing = false;
      for (const std::string& w : prev)
        committing = committing || w == "pick" || w == "choose" || w == "must" || w == "forced" || w == "had" || w == "have";
      if (!prev.empty() && (prev.front() == "if" || prev.front() == "unless") && !committing) return {};
      if (changed_amount(prev)) return {};
    }
  }
  std::size_t b = low.find_first_not_of(' ', at + n);
  if (b == std::string::npos) return {};
  for (const char* w : {"towards ", "toward "})
    if (low.compare(b, std::strlen(w), w) == 0) b += std::strlen(w);
  // the pick's clause: up to a stop, a colon, a comma (not inside a multi-select's list), a spaced dash or a reason
  std::size_t e = low.find_first_of(many ? ".;:!?\n" : ".;:,!?\n", b);
  for (const char* m : {" - ", " -- ", " \xE2\x80\x94", " \xE2\x80\x93", " because ", " since ", " as ", " if ", " but "})
    if (const std::size_t k = low.find(m, b); k != std::string::npos && k < e) e = k;
  if (e == std::string::npos) e = low.size();
  if (e <= b) return {};
  // a clause with a negation leaves its picks to the other readers ("..., my picks are b, c and not e")
  for (const std::string& w : split_tokens(low.substr(b, e - b)))
    if (negator_word(w)) return {};
  std::vector<std::string> ids;
  std::string err;
  if (!parse_choice_list(answer.substr(b, e - b), items, ids, err) || ids.empty() || (!many && ids.size() != 1)) return {};
  // no turn after the pick
  const std::string rest = low.substr(e);
  for (const std::string& w : split_tokens(rest))
    if (w == "but" || w == "however" || w == "actually" || w == "though" || w == "although" || w == "instead" ||
        w == "unless" || w == "or" || w == "wait")
      return {};
  std::string picks;
  for (const std::string& id : ids) picks += (picks.empty() ? "" : ", ") + id;
  return picks + std::string(answer.substr(e));
}

static std::string ruled_out_remarks_dropped(std::string_view answer, const std::vector<choice_item>& items,
                                             std::string_view prompt, bool one_pick);

// "stage 1 — not DDP (a), which keeps everything on every GPU", "ZeRO-1, not plain DP, that replicates it all": a
// relative clause (", which ...", ", that ...") right after a choice ruled out with "not" describes that choice; it
// is no pick of its own (round 174: the clause's words, the ruled-out choice's own, had been read as a second pick).
// The clause runs to the end of its sentence (". ", ";", a dash or a line break). Returns the answer without such
// clauses, or "" if it has none.
static std::string ruled_out_relative_clause_dropped(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 600) return "";
  const std::string a(answer), low = ascii_lower(answer);
  std::string out;
  std::size_t from = 0;
  bool changed = false;
  for (std::size_t n = low.find("not "); n != std::string::npos; n = low.find("not ", n + 4)) {
    if (n < from || (n > 0 && std::isalpha(static_cast<unsigned char>(low[n - 1])))) continue;
    // the ruled-out phrase: up to the first comma, which must open the clause
    const std::size_t comma = low.find_first_of(",;.\n", n + 4);
    if (comma == std::string::npos || low[comma] != ',') continue;
    std::size_t r = comma + 1;
    while (r < low.size() && low[r] == ' ') ++r;
    if (low.compare(r, 6, "which ") != 0 && low.compare(r, 5, "that ") != 0) continue;
    std::vector<std::string> ids;
    std::string err;
    if (!parse_choice_list(a.substr(n + 4, comma - n - 4), items, ids, err) || ids.empty()) continue;
    // the clause's end
    std::size_t e = r;
    while (e < low.size()) {
      if (low[e] == ';' || low[e] == '\n' || (low[e] == '.' && (e + 1 >= low.size() || low[e + 1] == ' ')) ||
          low.compare(e, 3, "\xE2\x80\x94") == 0 || low.compare(e, 3, " - ") == 0)
        break;
      ++e;
    }
    out += a.substr(from, comma - from);
    from = e;
    changed = true;
    n = e > 4 ? e - 4 : e;
  }
  if (!changed) return "";
  out += a.substr(from);
  return out;
}

// "c (the FP16 weights)", "b (log n)", "a (FP32 is faster on tensor cores)": the whole answer a choice's letter and a
// bracketed gloss that names another choice's item (gloss_names_other_items, as the multi-select reads such a gloss)
// or says another choice's whole claim (reason_is_other_choice, the gloss read as the letter's reason): the letter and
// the gloss name two choices (round 185: blind round 66's glosses had been dropped and the letter graded). A gloss
// with a negation, hedge, contrast, alternative or correction, or a choice's letter of its own, is left to the other
// readers ("b (not log n)", "c (bigger than the weights)", "b (c costs compute)"). Returns the other choice's id and
// sets `pick` to the letter's, or "".
static std::string letter_gloss_names_other(std::string_view answer, const std::vector<choice_item>& items,
                                            std::string& pick) {
  if (answer.size() > 200 || items.empty() ||
      !std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; }))
    return std::string();
  const std::string low = ascii_lower(answer);
  std::size_t k = low.find_first_not_of(" \t");
  if (k == std::string::npos) return std::string();
  const bool opened = low[k] == '(';
  if (opened) ++k;
  if (k >= low.size() || !std::isalpha(static_cast<unsigned char>(low[k]))) return std::string();
  const choice_item* mine = find_item(items, std::string(1, low[k]));
  if (mine == nullptr) return std::string();
  const char letter = low[k++];
  if (k < low.size() && std::isalnum(static_cast<unsigned char>(low[k]))) return std::string();
  if (k < low.size() && low[k] == ')') ++k;
  else if (opened) return std::string();
  while (k < low.size() && low[k] == ' ') ++k;
  // a comma, colon or dash after the letter ("c, the FP16 weights", "b: O(log n)", "c - tensor parallelism"); not "A:"
  // (the answer's label: "A: O(sqrt n)")
  bool set_off = false;
  if (k < low.size() && (low[k] == ',' || (low[k] == ':' && letter != 'a') || low[k] == '-')) set_off = true, ++k;
  else if (low.compare(k, 3, "\xE2\x80\x94") == 0 || low.compare(k, 3, "\xE2\x80\x93") == 0) set_off = true, k += 3;
  while (k < low.size() && low[k] == ' ') ++k;
  // "b, i.e. O(log n)", "c aka the FP16 weights": a word that says what the letter stands for opens the gloss too
  // (round 186)
  for (const char* w : {"i.e. ", "i.e ", "ie ", "ie. ", "aka ", "a.k.a. "})
    if (low.compare(k, std::strlen(w), w) == 0) {
      set_off = true;
      k += std::strlen(w);
      while (k < low.size() && low[k] == ' ') ++k;
      break;
    }
  std::string inner;
  if (k < low.size() && low[k] == '(') {
    // a bracket that closes the answer ("c (the FP16 weights)", "b (O(log n))")
    std::size_t close = std::string::npos;
    for (std::size_t j = k, depth = 0; j < low.size(); ++j) {
      if (low[j] == '(') ++depth;
      else if (low[j] == ')' && --depth == 0) {
        close = j;
        break;
      }
    }
    if (close == std::string::npos || low.find_first_not_of(" .!", close + 1) != std::string::npos) return std::string();
    inner = low.substr(k + 1, close - k - 1);
  } else if (set_off) {
    // ... or the rest of the answer after the mark, one clause
    inner = low.substr(k);
    while (!inner.empty() && std::strchr(" .!", inner.back()) != nullptr) inner.pop_back();
    if (inner.find_first_of(",;:.?!") != std::string::npos) return std::string();
  } else {
    return std::string();
  }
  // (words only: a sign or symbol compares or works something out, "c (> the weights)", "c (4 × the weights)")
  for (char c : inner)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || std::strchr(" '-/()", c) != nullptr)) return std::string();
  const std::string padded = gloss_words(inner);
  for (const char* w : gloss_turn_words)
    if (padded.find(w) != std::string::npos) return std::string();
  for (const char* w : gloss_negation_hedge_words)
    if (padded.find(w) != std::string::npos) return std::string();
  for (const char* w : {" than ", " vs ", " versus ", " unlike ", " instead ", " rather ", " either ", " neither ", " nor "})
    if (padded.find(w) != std::string::npos) return std::string();
  std::string ids;
  for (const auto& it : items) ids += static_cast<char>(std::tolower(static_cast<unsigned char>(it.id[0])));
  const std::vector<std::string> tok = gloss_tokens(padded);
  for (std::size_t j = 0; j < tok.size(); ++j)
    if (gloss_names_letter(tok, j, ids)) return std::string();
  std::string other;
  if (const std::vector<std::string> named = gloss_names_other_items(inner, items, letter); named.size() == 1)
    other = named[0];
  else if (!reason_is_other_choice(mine->id + " because " + inner, items, mine->id, other, true))
    other.clear();
  if (!other.empty()) pick = mine->id;
  return other;
}

grade_result grade_single_choice(std::string_view answer_as_typed, const std::vector<choice_item>& items,
                                 const std::string& correct_id, std::string_view prompt) {
  if (const std::string plain = tex_markup_plain(answer_as_typed); plain != answer_as_typed)
    return grade_single_choice(plain, items, correct_id, prompt);
  if (const std::string after = summary_label_dropped(answer_as_typed); !after.empty())
    return grade_single_choice(after, items, correct_id, prompt);
  if (const std::string after = answer_label_dropped(answer_as_typed, items); !after.empty())
    return grade_single_choice(after, items, correct_id, prompt);
  if (const std::string after = qa_pair_answer(answer_as_typed); !after.empty())
    return grade_single_choice(after, items, correct_id, prompt);
  if (const std::string after = after_taken_back_verdict(answer_as_typed); !after.empty())
    return grade_single_choice(after, items, correct_id, prompt);
  // "a ✗ 108 GB\nb ✓ 37 GB < 40\nc ✗ more than needed": a mark sheet, one line per choice; the ticked letter is the
  // pick and each line's words are the reason for its mark, not picks (blind round 86 rows 99, 109)
  if (const std::string picks = mark_sheet_picks(answer_as_typed, items); !picks.empty())
    return grade_single_choice(picks, items, correct_id, prompt);
  if (const std::string picks = checklist_picks(answer_as_typed, items); !picks.empty())
    return grade_single_choice(picks, items, correct_id, prompt);
  // "a: no, b: no, c: yes", "a: no\nb: no\nc: yes": a yes or a no after each choice's letter; the letters said yes
  // are the pick, as the multi-select reads them (round 133: the colon sheet had been read as its first letter)
  {
    const std::string sheet = paren_verdict_sheet(answer_as_typed, items);
    const std::string_view src = sheet.empty() ? answer_as_typed : std::string_view(sheet);
    const std::string lined = dashed_entries_as_lines(src, items);
    const std::string picks = dashed_lines_as_glosses(lined.empty() ? std::string(src) : lined, items);
    if (!picks.empty() && picks.find('(') == std::string::npos) return grade_single_choice(picks, items, correct_id, prompt);
    // ... and such a sheet, then a remark after it ('a)no b)no c)yes, 112 > 80'; round 152): its pick and its reason
    if (const std::string with_remark = verdict_sheet_with_remark(answer_as_typed, items); !with_remark.empty())
      return grade_single_choice(with_remark, items, correct_id, prompt);
  }
  if (std::string sheet, closing; mark_sheet_with_closing(answer_as_typed, items, sheet, closing)) {
    const grade_result g = grade_single_choice(sheet, items, correct_id, prompt);
    return g.correct ? grade_single_choice(closing, items, correct_id, prompt) : g;
  }
  // "People think the weights are the biggest item, but it's actually c", "People think plain data parallelism is
  // enough, but it isn't: ... b": others' belief, rejected at once, is no pick of the reader's; the pick is in what
  // follows the rejection, as grade_claims reads it (blind round 90 rows 113, 132, 133, 160)
  if (const std::string r = after_reported_belief(answer_as_typed, 0); !r.empty())
    return grade_single_choice(r, items, correct_id, prompt);
  if (const std::string pick = pick_settled_in_later_clause(answer_as_typed, items); !pick.empty())
    return grade_single_choice(pick, items, correct_id, prompt);
  if (const std::string letters = assent_before_letters_dropped(answer_as_typed, items); !letters.empty())
    return grade_single_choice(letters, items, correct_id, prompt);
  // "a ✗  b ✗  c ✓", "b ✓ (a ✗ 107.8 GB)": a cross marks a letter ruled out, as in a multi-select list
  // ("not a; not b; c ✓"); the letter left standing is the pick (blind round 66: three letters named)
  for (const char* m : {"\u2717", "\u2718", "\u274C"})
    if (answer_as_typed.find(m) != std::string_view::npos) {
      const std::string uncrossed = crosses_as_not(answer_as_typed);
      if (uncrossed != answer_as_typed) return grade_single_choice(uncrossed, items, correct_id, prompt);
      break;
    }
  if (const std::string untagged = without_tag_question(answer_as_typed); untagged != answer_as_typed)
    return grade_single_choice(untagged, items, correct_id, prompt);
  if (const std::string v = verdict_after_scope_or_condition(answer_as_typed, items); !v.empty())
    return grade_single_choice(v, items, correct_id, prompt);
  if (const std::string two = name_then_other_letter(answer_as_typed, items); !two.empty())
    return grade_single_choice(two, items, correct_id, prompt);
  if (const std::string rest = after_insufficient_choice(answer_as_typed, items); !rest.empty())
    return grade_single_choice(rest, items, correct_id, prompt);
  if (std::string cond; const int u = unless_condition(answer_as_typed, items, cond)) {
    // the reversed form reads as "not <the condition>": a choice ruled out, no pick
    return grade_single_choice(u == 2 ? cond : "not " + cond, items, correct_id, prompt);
  }
  // "FP32 is faster on tensor cores: a", "Because backward runs in FP32 - a": a reason said first, then the pick
  // alone after a colon or a dash, is read as "a, because ..." is: the claim of another choice as the pick's reason
  // says both (blind round 58: it had passed; the readers below keep only the letter of this form)
  {
    const std::string low = ascii_lower(answer_as_typed);
    std::size_t len = 0;
    const std::size_t cut = last_pick_separator(low, true, true, len);
    const std::string letters = cut != std::string::npos && cut > 0 && low.size() < 400 ? pick_letters(low.substr(cut + len)) : "";
    const choice_item* pick = letters.size() == 1 ? find_item(items, letters) : nullptr;
    if (pick != nullptr) {
      std::string lead(answer_as_typed.substr(0, cut));
      while (!lead.empty() && lead.back() == ' ') lead.pop_back();
      const std::string ll = ascii_lower(lead);
      for (const char* b : {"because ", "since ", "as "})
        if (ll.rfind(b, 0) == 0) {
          lead.erase(0, std::strlen(b));
          break;
        }
      std::string other;
      if (!lead.empty() && lead.find('?') == std::string::npos &&
          reason_is_other_choice(pick->id + " because " + lead, items, pick->id, other)) {
        grade_result g;
        g.expected_text = item_label(items, correct_id);
        g.parsed_ok = true;
        g.kind = "ambiguous";
        g.feedback = "Your answer picks (" + pick->id + ") but gives as its reason the claim of (" + other +
                     "): which one do you mean? Pick exactly one choice.";
        return g;
      }
    }
  }
  // "c (the FP16 weights)", "b (log n)": the letter and a gloss that names another choice (round 185)
  {
    std::string pick;
    if (const std::string other = letter_gloss_names_other(answer_as_typed, items, pick); !other.empty()) {
      grade_result g;
      g.expected_text = item_label(items, correct_id);
      g.parsed_ok = true;
      g.kind = "ambiguous";
      g.feedback = "Your answer picks (" + pick + ") but the words after the letter name (" + other +
                   "): which one do you mean? Pick exactly one choice.";
      return g;
    }
  }
  if (const std::string concluded = concluding_letters(answer_as_typed, items); !concluded.empty())
    return grade_single_choice(concluded, items, correct_id, prompt);
  if (const std::string closing = closing_name_and_letter(answer_as_typed, items); !closing.empty())
    return grade_single_choice(closing, items, correct_id, prompt);
  if (const std::string closing = so_letter_colon_gloss(answer_as_typed, items); !closing.empty())
    return grade_single_choice(closing, items, correct_id, prompt);
  if (const std::string pick = pick_after_hedge_or_exclusion(answer_as_typed, items); !pick.empty())
    return grade_single_choice(pick, items, correct_id, prompt);
  // "The biggest row of the table - c", "16 bytes x 7B = 112 GB, more than the card — c": the reader's words (two
  // or more, no choice letter among them), then a dash and the letter alone at the end: the letter is the pick,
  // the words its reason (read as such by the lesson's reason check) (blind round 58)
  {
    const std::string low = ascii_lower(answer_as_typed);
    std::size_t len = 0;
    const std::size_t cut = last_pick_separator(low, false, true, len);
    if (cut != std::string::npos && cut > 0) {
      std::string tail;
      bool clean = true;
      for (std::size_t k = cut + len; k < low.size(); ++k) {
        const char c = low[k];
        if (std::isalnum(static_cast<unsigned char>(c))) tail += c;
        else if (!std::strchr(" ().!", c)) clean = false;
      }
      const std::vector<std::string> lead = split_tokens(low.substr(0, cut));
      bool letter_in_lead = false;
      for (const std::string& w : lead) letter_in_lead = letter_in_lead || is_item_id(items, w);
      const bool is_id = tail.size() == 1 && is_item_id(items, tail);
      if (clean && is_id && lead.size() >= 2 && !letter_in_lead)
        return grade_single_choice(answer_as_typed.substr(cut + len), items, correct_id, prompt);
    }
  }
  // "Does it fit? c: No", "The 7B model's training state on one 80 GB GPU: b: Yes, but ...": the reader
  // restates the question as a label (two or more words, no choice letter among them, up to the first ':' or
  // '?'), then names a choice by its letter set off by punctuation: the letter after the label is the pick and
  // the label only the question's words (blind round 55: the label's words had been read as naming a choice)
  {
    const std::string low = ascii_lower(answer_as_typed);
    const std::size_t colon = low.find_first_of(":?");
    if (colon != std::string::npos && colon > 0) {
      const std::vector<std::string> lead = split_tokens(low.substr(0, colon));
      bool letter_in_lead = false;
      for (const std::string& w : lead) letter_in_lead = letter_in_lead || is_item_id(items, w);
      std::size_t at = low.find_first_not_of(" ", colon + 1);
      while (at != std::string::npos && at < low.size() && low[at] == '?') at = low.find_first_not_of(" ", at + 1);
      // ... also a question of one word ("Fits? c"), and the question's own "yes"/"no" before the letter of the
      // choice that opens with it ("Does it fit? No, c" where c reads "No: ..."; blind round 58)
      const bool one_word_question = lead.size() == 1 && low[colon] == '?' && lead[0].size() > 2 &&
                                     lead[0] != "yes" && lead[0] != "no" && lead[0] != "nope";
      std::string verdict;
      for (const char* yn : {"yes", "no"})
        if (at != std::string::npos && low.compare(at, std::strlen(yn), yn) == 0 && at + std::strlen(yn) < low.size() &&
            std::strchr(",:", low[at + std::strlen(yn)]) != nullptr) {
          const std::size_t nx = low.find_first_not_of(" ", at + std::strlen(yn) + 1);
          if (nx != std::string::npos) verdict = yn, at = nx;
        }
      if (!verdict.empty()) {
        // the choice named must open with the same verdict, or the "yes"/"no" is read as it was
        bool agrees = false;
        std::size_t s0 = at + (low[at] == '(' ? 1 : 0);
        for (const auto& it : items)
          if (s0 < low.size() && it.id.size() == 1 && low[s0] == static_cast<char>(std::tolower(static_cast<unsigned char>(it.id[0])))) {
            const std::string t = ascii_lower(it.text);
            agrees = t.compare(0, verdict.size(), verdict) == 0 &&
                     (t.size() == verdict.size() || !std::isalpha(static_cast<unsigned char>(t[verdict.size()])));
          }
        if (!agrees) at = std::string::npos;
      }
      if ((lead.size() >= 2 || one_word_question) && !letter_in_lead && at != std::string::npos && at < low.size()) {
        std::size_t s = at;
        if (low[s] == '(') ++s;
        std::size_t e = s;
        while (e < low.size() && std::isalpha(static_cast<unsigned char>(low[e]))) ++e;
        const std::string letter = low.substr(s, e - s);
        bool is_id = letter.size() == 1 && is_item_id(items, letter);
        if (low[at] == '(' && (e >= low.size() || low[e] != ')')) is_id = false;
        const bool set_off = e >= low.size() || std::strchr(":).,;", low[e]) != nullptr ||
                             (low[e] == ' ' && (e + 1 >= low.size() || std::strchr("-:(", low[e + 1]) != nullptr));
        if (is_id && set_off) return grade_single_choice(answer_as_typed.substr(at), items, correct_id, prompt);
      }
    }
  }
  if (const std::string spelled = byte_units_spelled(answer_as_typed); spelled != answer_as_typed)
    return grade_single_choice(spelled, items, correct_id, prompt);
  if (const std::string unlike = comparison_opener_as_unlike(answer_as_typed); unlike != answer_as_typed)
    return grade_single_choice(unlike, items, correct_id, prompt);
  if (const std::string id = superlative_pick_by_figures(answer_as_typed, items, prompt); !id.empty())
    return grade_single_choice(id, items, correct_id, prompt);
  // '{"fits": false}', 'fits = true': a pasted field, the whole answer, named for fitting where the prompt asks
  // whether something fits, whose boolean answers a question whose choices open with "Yes" / "No": false is the reader's
  // "no", true the reader's "yes" (blind round 52; blind49's known row)
  {
    const std::string low = ascii_lower(answer_as_typed);
    const std::size_t k = low.find_first_not_of(" \t\n{`");
    const fits_field f = read_fits_field(low, k == std::string::npos ? low.size() : k);
    // the field is the whole answer
    const int b = f.value >= 0 && low.find_first_not_of(" }`.\n", f.end) == std::string::npos ? f.value : -1;
    // the prompt asks whether something fits; a choice opens with the word ("No: 112 GB ...")
    bool asks_fit = false;
    for (const std::string& w : split_tokens(fold(prompt))) asks_fit = asks_fit || w == "fit" || w == "fits";
    auto choice_opens = [&](const char* word) {
      const std::size_t n = std::strlen(word);
      for (const auto& it : items) {
        const std::string t = ascii_lower(it.text);
        if (t.rfind(word, 0) == 0 && (t.size() == n || !std::isalpha(static_cast<unsigned char>(t[n])))) return true;
      }
      return false;
    };
    if (b >= 0 && asks_fit && choice_opens(b == 0 ? "no" : "yes"))
      return grade_single_choice(b == 0 ? "no" : "yes", items, correct_id, prompt);
    // ... and such fields inside the reader's words ('the API says "fits": false', '"does_fit": false, over by 32
    // GB'): each reads as its value's word, "no" or "yes", as the yes/no reader's further-on fields do
    // (lesson_chain.cpp read_yes_no); the words then say the pick (blind round 59)
    if (b < 0) {
      const fits_fields_read fields = fits_fields_as_words(answer_as_typed);
      const std::string& out = fields.out;
      bool changed = fields.value != -1;
      int value = fields.value;  // -2 where two fields disagree
      // ... where the words say nothing of their own about fitting ('"fits": false, but it fits with room' is left
      // to the other readers); the fields' value alone is the verdict only where the words name no choice either
      bool words_say = false;
      for (const std::string& w : split_tokens(fields.words)) {
        if (w.size() == 1 && find_item(items, w)) value = -2;
        for (const char* x : {"fit", "fits", "fitting", "room", "yes", "yeah", "yep", "no", "nope", "not", "doesn", "does",
                              "doesnt", "won", "wont", "can", "cant", "cannot", "bug", "wrong", "however", "actually",
                              "really", "way", "spare", "enough"})
          if (w == x) words_say = true;
      }
      changed = changed && !words_say;
      if (changed && asks_fit && choice_opens("no")) {
        grade_result g = grade_single_choice(out, items, correct_id, prompt);
        // words around the fields that say no pick of their own ('the API says "fits": false', 'I ran the ledger:
        // "fits": false, over by 32 GB'): the fields' one value is the verdict
        if (g.kind == "unreadable" && value >= 0) return grade_single_choice(value == 1 ? "yes" : "no", items, correct_id, prompt);
        // a pick read from the words that the field says against ('the tool says "fits": true, total 112 GB vs 80
        // GB' read by its figures as No) is not the reader's: the field's word is graded
        bool against = false;
        if (g.correct && value >= 0)
          for (const auto& it : items)
            if (it.id == correct_id) {
              const std::string t = ascii_lower(it.text);
              const int yes = t.rfind("yes", 0) == 0 ? 1 : t.rfind("no", 0) == 0 ? 0 : -1;
              against = yes >= 0 && yes != value;
            }
        return against ? grade_single_choice(value == 1 ? "yes" : "no", items, correct_id, prompt) : g;
      }
    }
  }
  // "Yes — c, it doesn't fit", "No, it's a: there's room": an opening yes/no, then a choice's letter set off
  // by punctuation: the letter is the pick, the opener only the reader's tone (audit round 31)
  {
    const std::string low = ascii_lower(answer_as_typed);
    std::size_t at = std::string::npos;
    for (const char* o : {"yes", "yeah", "yep", "no", "nope", "nah"})
      if (low.compare(0, std::strlen(o), o) == 0 && low.size() > std::strlen(o) && !std::isalpha(static_cast<unsigned char>(low[std::strlen(o)])))
        at = std::strlen(o);
    if (at != std::string::npos) {
      auto skip = [&] {
        while (at < low.size() && (std::strchr(" ,:;-", low[at]) || static_cast<unsigned char>(low[at]) >= 0x80)) ++at;
      };
      skip();
      for (const char* w : {"it's ", "it is ", "its ", "the answer is ", "answer is ", "answer: "})
        if (low.compare(at, std::strlen(w), w) == 0) {
          at += std::strlen(w);
          break;
        }
      skip();
      const std::string after = at + 1 < low.size() ? low.substr(at + 1, 3) : std::string();
      const bool set_off = at + 1 >= low.size() || std::strchr(":,;)", after[0]) != nullptr || after == "." ||
                           after.compare(0, 2, ". ") == 0 || after.compare(0, 2, " -") == 0 ||
                           after.compare(0, 2, " \xE2") == 0;
      const bool letter = at < low.size() && std::isalpha(static_cast<unsigned char>(low[at])) && set_off;
      if (letter && find_item(items, std::string(1, low[at])))
        return grade_single_choice(answer_as_typed.substr(at), items, correct_id, prompt);
    }
  }
  // "It goes from O(n) without checkpoints to O(sqrt(n)) with them; so O(sqrt n).": a last sentence or clause
  // that draws the conclusion ("so", "hence", "therefore", "thus") from working that names no one choice
  // is the pick, as a closing line opening with "so" is (audit round 31)
  if (answer_as_typed.find('\n') == std::string_view::npos) {
    const std::string low = ascii_lower(answer_as_typed);
    std::size_t best = std::string::npos, len = 0;
    for (const char* m : {"; so ", ". so ", ", so ", "; hence ", ". hence ", ", hence ", "; therefore ", ". therefore ",
                          ", therefore ", "; thus ", ". thus ", ", thus "})
      for (std::size_t at = low.find(m); at != std::string::npos; at = low.find(m, at + 1))
        if (best == std::string::npos || at > best) best = at, len = std::strlen(m);
    if (best != std::string::npos && best > 0) {
      std::string rest(answer_as_typed.substr(best + len));
      while (!rest.empty() && std::strchr(" .!", rest.back())) rest.pop_back();
      std::vector<std::string> head_ids, rest_ids;
      std::string e1, e2;
      const bool head_one = parse_choice_list(answer_as_typed.substr(0, best), items, head_ids, e1) && head_ids.size() == 1;
      // a short conclusion (a few words, no negator: "so O(1)", "therefore O(n)") is the pick even after
      // working that names one choice: it is the reader's final answer (blind round 33: 'You store sqrt(n)
      // checkpoints and replay; so O(1)' had been read as (b))
      bool short_conclusion = false;
      {
        const std::vector<std::string> words = split_tokens(fold(rest));
        short_conclusion = !words.empty() && words.size() <= 6;
        for (const std::string& w : words) short_conclusion = short_conclusion && !negator_word(w) && w != "t";
      }
      // "Time. Same GPU, longer runs, so a bigger bill.": a conclusion that opens with the article "a" before a
      // noun phrase naming no choice (the words after "a" go on a phrase, article_not_phrase) concludes no pick
      // (round 171: it had been read as choice (a))
      bool article_only = false;
      {
        const std::vector<std::string> rw = split_tokens(fold(rest));
        if (rw.size() >= 3 && rw[0] == "a") {
          std::string id;
          bool phrase = rw[1].size() >= 2 && !match_token(rw[1], items, id) && !negator_word(rw[1]);
          for (const char* w : article_not_phrase) phrase = phrase && rw[1] != w;
          std::vector<std::string> after_ids;
          std::string e3;
          const std::size_t w2 = rest.find_first_of(" \t", rest.find_first_not_of(" \t"));
          article_only = phrase && w2 != std::string::npos &&
                         !(parse_choice_list(rest.substr(w2), items, after_ids, e3) && !after_ids.empty());
        }
      }
      if ((!head_one || short_conclusion) && !rest.empty() && !article_only && rest.find_first_of(",;.") == std::string::npos &&
          parse_choice_list(rest, items, rest_ids, e2) && rest_ids.size() == 1) {
        // ... only a conclusion that is nothing but the choice's name (its letter or its own words: "so O(1)",
        // not a consequence that names it, "so memory goes down", "so a step is slower")
        bool only_name = true;
        if (head_one) {
          std::set<std::string> own;
          for (const auto& it : items)
            if (it.id == rest_ids[0]) {
              own.insert(ascii_lower(it.id));
              for (const std::string& w : split_tokens(fold(it.text))) own.insert(w);
            }
          for (const std::string& w : split_tokens(fold(rest)))
            only_name = only_name && (own.count(w) > 0 || w == "it" || w == "is" || w == "s" || w == "the" || w == "answer");
        }
        if (only_name) return grade_single_choice(rest, items, correct_id, prompt);
      }
    }
  }
  // a later sentence that names a choice only to rule it out, or to say it does more than asked, is a remark, as the
  // multi-select reader reads it (after the readers above, which read a closing pick or a belief rejected) (round 174: "time (b); the stats are equivalent to the large batch, not worse",
  // "b. c also shards the gradients, which is more than asked" had been read as two picks)
  if (const std::string rest = ruled_out_remarks_dropped(answer_as_typed, items, prompt, true); !rest.empty())
    if (grade_result g = grade_single_choice(rest, items, correct_id, prompt); g.kind != "unreadable") return g;
  // (the clause dropped, only a reading of one pick stands: "c, not (a)" is left to the readers below)
  if (const std::string rest = ruled_out_relative_clause_dropped(answer_as_typed, items); !rest.empty())
    if (grade_result g = grade_single_choice(rest, items, correct_id, prompt); g.kind == "correct" || g.kind == "incorrect")
      return g;
  const std::string in_english = times_sign_after_digit(english_glossary(answer_as_typed));
  if (std::string moved = move_rejected_aside(in_english); moved != in_english)
    return grade_single_choice(moved, items, correct_id, prompt);
  // the question's words, for the own-words reader (see asked_stems); the previous value comes back on return
  std::set<std::string> prompt_stems;
  for (const std::string& w : split_tokens(fold(prompt))) prompt_stems.insert(stem(fold(w)));
  struct asked_guard {
    const std::set<std::string>* saved;
    explicit asked_guard(const std::set<std::string>* now) : saved(asked_stems) { asked_stems = now; }
    ~asked_guard() { asked_stems = saved; }
  } const asked_words(prompt_stems.empty() ? nullptr : &prompt_stems);
  if (const std::string side = asked_side_of_trade(in_english, prompt, items); !side.empty() && side != in_english)
    return grade_single_choice(side, items, correct_id, prompt);
  // "b, it trades memory for compute", "b: you give up memory to save compute": the right letter alone, then a whole
  // trade as its reason whose asked side names one other choice: the reason says the trade the other way round, as
  // the trade alone is read (round 155; the letter had hidden it)
  {
    const std::string low = ascii_lower(in_english);
    std::size_t i = low.find_first_not_of(" (");
    std::string id;
    if (i != std::string::npos && i + 1 < low.size() && match_token(std::string(1, low[i]), items, id) &&
        id == correct_id) {
      std::size_t k = i + 1 + (low[i + 1] == ')' ? 1 : 0);
      const std::size_t m = k;
      bool mark = false;
      for (;;) {
        if (k < low.size() && std::strchr(",:;-", low[k]) != nullptr) mark = true, ++k;
        else if (k < low.size() && low[k] == ' ') ++k;
        else if (low.compare(k, 3, "\xE2\x80\x94") == 0) mark = true, k += 3;
        else break;
      }
      const std::string rest = k > m && mark ? std::string(in_english.substr(k)) : std::string();
      const std::string side = rest.empty() ? rest : asked_side_of_trade(rest, prompt, items);
      std::vector<std::string> ids;
      std::string err;
      if (!side.empty() && side != rest && parse_choice_list(side, items, ids, err) && ids.size() == 1 &&
          ids[0] != correct_id) {
        grade_result g;
        g.expected_text = item_label(items, correct_id);
        g.parsed_ok = true;
        g.correct = false;
        g.score = 0;
        g.kind = "incorrect";
        g.feedback = "Not correct: your pick is right, but your reason puts the trade the other way round (" +
                     item_label(items, ids[0]) + " is the other side of it).";
        g.reveal = "The answer is " + g.expected_text + ".";
        return g;
      }
    }
  }
  const std::string_view answer = in_english;
  grade_result g;
  g.expected_text = item_label(items, correct_id);
  if (const std::string stage = unoffered_zero_stage(answer, items); !stage.empty()) {
    g.parsed_ok = true;
    g.kind = "incorrect";
    g.feedback = "Not correct: your answer names " + stage + ", and no choice is that stage.";
    g.reveal = "The answer is " + g.expected_text + ".";
    return g;
  }
  {
    // "it depends: shard if ..., split if ...": the cases, not the pick for the case the question
    // states; like "b or c", not graded and not a try
    std::string low;
    for (char c : answer.substr(0, 40)) low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::size_t a = low.find_first_not_of(' ');
    // the cases are two or more conditions ("shard if …, split if …"); one condition after the opener
    // is the case the question states, read as the pick ("it depends on memory: when memory is the hard
    // constraint …", "depends on which comes first - here the state doesn't fit, so shard") (audit round 26)
    std::size_t cases = 0;
    {
      const std::string all = " " + ascii_lower(answer) + " ";
      for (const char* c : {" if ", " when ", " unless ", " otherwise", " else ", " else,", " whereas "})
        for (std::size_t p = all.find(c); p != std::string::npos; p = all.find(c, p + 1)) ++cases;
    }
    for (const char* d : {"it depends", "that depends", "depends on", "it depend "})
      if (cases >= 2 && a != std::string::npos && low.compare(a, std::strlen(d), d) == 0) {
        g.kind = "ambiguous";
        g.feedback = "Your answer says it depends: the question states the case, so pick the one choice for it.";
        return g;
      }
  }
  // "split when comm is short, otherwise shard", "ZeRO-3 if it must fit, or else ZeRO-1": a choice for
  // each case, the first under a condition. Where the readers below take the branch for the question's
  // case ("shard when the state doesn't fit first, otherwise split"), that reading stands; where they
  // would mark it wrong, the answer has named both and is asked for the one the question's case needs,
  // not counted as a try (lead's probe 13: it had been read as its first branch)
  static thread_local bool two_branch_reading = false;
  if (!two_branch_reading) {
    const std::string low = ascii_lower(answer);
    for (const char* w : {" otherwise ", ", else ", "; else ", " or else "}) {
      const std::size_t at = low.find(w);
      if (at == std::string::npos || at == 0) continue;
      std::size_t e = at;
      while (e > 0 && (low[e - 1] == ',' || low[e - 1] == ';' || low[e - 1] == ' ')) --e;
      const std::string head = " " + fold(low.substr(0, e)) + " ";
      bool condition = false;
      for (const char* c : {" when ", " if ", " unless ", " whenever ", " in case "}) condition = condition || head.find(c) != std::string::npos;
      std::vector<std::string> x, y;
      std::string e1, e2;
      if (condition && parse_choice_list(answer.substr(0, e), items, x, e1) && x.size() == 1 &&
          parse_choice_list(answer.substr(at + std::strlen(w)), items, y, e2) && y.size() == 1 && x[0] != y[0]) {
        struct reading_guard {  // reset even if the reading throws
          reading_guard() { two_branch_reading = true; }
          ~reading_guard() { two_branch_reading = false; }
        };
        grade_result read;
        {
          const reading_guard guard;
          read = grade_single_choice(answer, items, correct_id, prompt);
        }
        if (read.correct) return read;
        g.kind = "ambiguous";
        g.feedback = "Your answer names (" + x[0] + "), (" + y[0] + "), one for each case: the question states its case, so "
                     "pick the one choice for it.";
        return g;
      }
      break;
    }
  }
  // "b through d", "a thru c": a run of choices names every choice in it, not one pick (as "b, c, d";
  // blind round 24). Only "through" and "thru": "from a to b" is a change from one choice to another.
  {
    const std::string low = ascii_lower(answer);
    if (low.find(" through ") != std::string::npos || low.find(" thru ") != std::string::npos) {
      const std::string run = expand_letter_runs(answer, items);
      std::vector<std::string> named;
      std::string e;
      if (run != answer && parse_choice_list(run, items, named, e) && named.size() > 1) {
        g.kind = "ambiguous";
        g.feedback = "Your answer names " + bracketed_ids(named) + ": pick exactly one choice.";
        return g;
      }
    }
  }
  // "what does FSDP stand for?", "what's ZeRO?", "what is a KV cache?": a question back about a term (one
  // question, nothing after its mark) picks nothing, whatever choice the term names; not graded and not a
  // try (blind round 21)
  {
    std::string low = ascii_lower(answer);
    while (!low.empty() && low.back() == ' ') low.pop_back();
    const std::size_t a = low.find_first_not_of(' ');
    if (a != std::string::npos && !low.empty() && low.back() == '?' && low.find('?') == low.size() - 1 &&
        low.find_first_of(".;!", a) == std::string::npos && low.find(" or ") == std::string::npos) {
      const std::string q = low.substr(a);
      for (const char* w : {"what does ", "what do ", "what's ", "whats ", "what\xE2\x80\x99s ", "what is ", "what are ",
                            "what exactly is ", "what does it mean", "what is meant by "})
        if (q.compare(0, std::strlen(w), w) == 0) {
          g.kind = "unreadable";
          g.feedback = "Your answer asks a question back; it picks no choice. The page explains the terms; then type the "
                       "letter of one choice.";
          return g;
        }
    }
  }
  // "O(n) → O(sqrt n)", "a -> b": an arrow between two choices is the change from one to the other, read
  // as "from O(n) to O(sqrt n)" (its pick is where it goes) (blind round 21)
  {
    const std::string a(answer);
    for (const char* arrow : {"\xE2\x86\x92", "->", "=>", "\xE2\x9F\xB6"}) {
      const std::size_t k = a.find(arrow);
      if (k == std::string::npos || k == 0) continue;
      const std::size_t n = std::strlen(arrow);
      if (a.find(arrow, k + n) != std::string::npos) break;  // a chain of arrows is no single change
      const std::string left = a.substr(0, k), right = a.substr(k + n);
      std::vector<std::string> x, y;
      std::string e1, e2;
      if (fold(left).find("from") == std::string::npos && parse_choice_list(left, items, x, e1) && x.size() == 1 &&
          parse_choice_list(right, items, y, e2) && y.size() == 1 && x[0] != y[0])
        return grade_single_choice("from " + left + " to " + right, items, correct_id, prompt);
      break;
    }
  }
  // "not pipeline or tensor parallelism, it's c", "not ZeRO-3, just ZeRO-1": choices ruled out by their words or
  // letters after an opening "not", up to the first comma, colon or semicolon, then one other choice: what follows is
  // the pick, read alone (round 133: the worded choices had left the answer unreadable)
  {
    const std::string low = ascii_lower(answer);
    const std::size_t brk = low.find_first_of(",;:");
    if (low.compare(0, 4, "not ") == 0 && brk != std::string::npos && brk > 4 && low.size() < 300) {
      std::vector<std::string> x, y;
      std::string e1, e2;
      if (parse_choice_list(answer.substr(4, brk - 4), items, x, e1) && !x.empty() &&
          parse_choice_list(answer.substr(brk + 1), items, y, e2) && y.size() == 1 &&
          std::find(x.begin(), x.end(), y[0]) == x.end()) {
        return grade_single_choice(answer.substr(brk + 1), items, correct_id, prompt);
      }
    }
  }
  // "shard not split", "c not b" (a voice transcript has no comma): one choice, then "not" and another
  // choice, is the pick with the other rejected, as "shard, not split" (blind round 15)
  {
    std::string low = ascii_lower(answer);
    const std::size_t p = low.find(" not ");
    if (p != std::string::npos && p > 0 && low[p - 1] != ',' && low.find(" not ", p + 1) == std::string::npos) {
      std::vector<std::string> x, y;
      std::string e1, e2;
      if (parse_choice_list(answer.substr(0, p), items, x, e1) && x.size() == 1 &&
          parse_choice_list(answer.substr(p + 5), items, y, e2) && y.size() == 1 && x[0] != y[0])
        return grade_single_choice(std::string(answer.substr(0, p)) + ", not " + std::string(answer.substr(p + 5)), items,
                                   correct_id, prompt);
    }
  }
  std::vector<std::string> ids;
  std::string err;
  std::string lead;
  std::vector<std::string> left_picks;
  bool hedge_tail = false;
  const int eliminated = elimination_pick(answer, items, left_picks, err, false);
  if (eliminated < 0) {
    g.kind = "ambiguous";
    g.feedback = err;
    return g;
  }
  // "the page: \"with spare memory, keep it off\" so b": a quotation cited, then the conclusion drawn
  // from it ("so", "therefore", "hence", "thus", an arrow): the conclusion is the pick, whatever choices
  // the quoted words name (blind round 15)
  std::string concluded;
  {
    const std::string a(answer);
    std::size_t close = std::string::npos, n = 0;
    for (const char* q : {"\"", "\xE2\x80\x9D"}) {
      const std::size_t at = a.rfind(q);
      if (at != std::string::npos && (close == std::string::npos || at > close)) close = at, n = std::strlen(q);
    }
    const bool opened = close != std::string::npos &&
                        (a.find('"') < close || a.find("\xE2\x80\x9C") != std::string::npos);
    if (opened) {
      std::string tail;
      for (char c : a.substr(close + n)) tail += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      std::size_t k = tail.find_first_not_of(" ,;.");
      if (k != std::string::npos) {
        tail = tail.substr(k);
        for (const char* m : {"so ", "therefore ", "hence ", "thus ", "\xE2\x86\x92 ", "-> ", "=> ", "which means "})
          if (tail.compare(0, std::strlen(m), m) == 0) {
            std::vector<std::string> got;
            std::string e2;
            if (parse_choice_list(tail.substr(std::strlen(m)), items, got, e2) &&
                std::set<std::string>(got.begin(), got.end()).size() == 1)
              concluded = got[0];
            break;
          }
      }
    }
  }
  if (eliminated > 0) {
    ids.assign(1, left_picks[0]);
  } else if (!concluded.empty()) {
    ids.assign(1, concluded);
  } else if (std::vector<std::string> tail; trailing_letters(answer, items, tail, &hedge_tail)) {
    ids = tail;  // one letter is the pick; two ("so it is b or c") are a hedge, read as ambiguous below
  } else if (lead_pick(answer, items, lead) || first_reached(answer, items, lead)) {
    ids.assign(1, lead);
  } else if (!parse_choice_list(answer, items, ids, err)) {
    std::string closing;
    if (!closing_letter_after_lead(answer, items, closing)) {
      g.kind = "unreadable";
      g.feedback = "Could not read the answer: " + err + ". Type the letter of one choice.";
      return g;
    }
    ids.assign(1, closing);
  }
  // "yes, 80 GB is enough if you skip activations": an answer that opens with yes (no) is none of the
  // choices that open with no (yes), whatever words of theirs it uses; it is read among the others
  if (ids.size() == 1) {
    const std::string f = fold(answer);
    const std::string first = f.substr(0, f.find(' '));
    const std::vector<std::string> fw = split_tokens(f);
    // "yeah no, it doesn't fit" is a no; "yes, it's c" names its pick by the letter, which the opener
    // agrees with rather than answers (audit round 26)
    const bool yeah_no = fw.size() >= 2 && (fw[0] == "yeah" || fw[0] == "yes" || fw[0] == "yep") && fw[1] == "no";
    bool by_letter = false;
    for (std::size_t k = 1; k < fw.size(); ++k)
      by_letter = by_letter || (fw[k] == ids[0] && fw[k].size() == 1 && fw[k] != "a" && fw[k] != "i");
    // "It fits: 112 GB is close to 80", "it barely fits", "it just about fits": a yes said as "(it) fits", with no
    // negator, question or correction anywhere after it, opens with yes as "yes" does (blind round 114 row 116: the
    // figures had named the no choice)
    bool fits_yes = false;
    {
      std::size_t k = fw.size() >= 1 && fw[0] == "it" ? 1 : 0;
      while (k < fw.size() && k < 3 && (fw[k] == "barely" || fw[k] == "just" || fw[k] == "about" || fw[k] == "still"))
        ++k;
      fits_yes = k < fw.size() && fw[k] == "fits" && answer.find('?') == std::string_view::npos;
      for (std::size_t j = k + 1; fits_yes && j < fw.size(); ++j)
        fits_yes = !(fw[j] == "no" || fw[j] == "not" || fw[j] == "nope" || fw[j] == "never" || fw[j] == "t" ||
                     fw[j] == "scarce" || fw[j] == "cannot" || fw[j] == "nor" || fw[j] == "without" || fw[j] == "but" ||
                     fw[j] == "wait" || fw[j] == "actually" || fw[j] == "only" || fw[j] == "unless");
    }
    // "Yes... hmm, no: 112 GB of state is already over 80 GB": the opening verdict taken back at once, after a
    // hesitation or correction word, by the other one; the answer opens with that one (fix round 110: blind108 row 38)
    // ("Yes... hmm, no wait, yes: ...": each take-back in turn, the last verdict stands)
    std::string opening = first;
    for (std::size_t at = 0; at < fw.size() && at < 12;) {
      std::size_t k = at + 1;
      while (k < fw.size() && k <= at + 3 && (fw[k] == "hmm" || fw[k] == "hm" || fw[k] == "um" || fw[k] == "wait" ||
                                              fw[k] == "actually" || fw[k] == "oh" || fw[k] == "sorry"))
        ++k;
      const bool was_yes = opening == "yes" || opening == "yep" || opening == "yeah";
      const bool was_no = opening == "no" || opening == "nope" || opening == "nah";
      if (k < at + 2 || k >= fw.size() || !((was_yes && (fw[k] == "no" || fw[k] == "nope")) || (was_no && fw[k] == "yes")))
        break;
      opening = fw[k];
      at = k;
    }
    const bool yes = !yeah_no && (opening == "yes" || opening == "yep" || opening == "yeah" || fits_yes);
    const bool no = yeah_no || opening == "no" || opening == "nope" || opening == "nah";
    const choice_item* it = find_item(items, ids[0]);
    if (it && (yes || no) && !by_letter) {
      const std::string t = fold(it->text);
      const std::string opener = t.substr(0, t.find(' '));
      if ((yes && opener == "no") || (no && opener == "yes")) {
        std::vector<choice_item> same;
        for (const auto& c : items) {
          const std::string ct = fold(c.text);
          if (ct.substr(0, ct.find(' ')) == (yes ? "yes" : "no")) same.push_back(c);
        }
        std::vector<std::string> again;
        std::string e2;
        if (same.empty() || !parse_choice_list(answer, same, again, e2) || again.empty()) {
          g.kind = "unreadable";
          g.feedback = std::string("Could not read the answer: it opens with ") + (yes ? "yes" : "no") +
                       " but its words are those of a choice that says " + (yes ? "no" : "yes") +
                       ". Type the letter of one choice.";
          return g;
        }
        ids = again;
      }
    }
  }
  g.parsed_ok = true;
  // one choice named several times ("no: 112 GB > 80 GB" names (c) by three of its words) is one pick
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  if (std::set<std::string>(ids.begin(), ids.end()).size() == 1) ids.resize(1);
  // "Shard (ZeRO/FSDP). Split only when communication is the first wall.": a pick, then a sentence that
  // names another choice with "only when/if" says when that other one would apply, not a second pick
  // (audit round 31)
  if (ids.size() == 2) {
    const std::string low = ascii_lower(answer);
    const std::size_t dot = std::min(low.find(". "), low.find("; "));
    if (dot != std::string::npos) {
      const std::string tail = low.substr(dot + 2);
      std::size_t only = std::string::npos;
      for (const char* m : {" only when ", " only if ", " only once ", " only in case "})
        only = std::min(only, tail.find(m));
      std::vector<std::string> h, t;
      std::string e1, e2;
      if (only != std::string::npos && only > 0 && parse_choice_list(answer.substr(0, dot), items, h, e1) && h.size() == 1 &&
          parse_choice_list(std::string_view(answer).substr(dot + 2, only), items, t, e2) && t.size() == 1 && t[0] != h[0] &&
          std::find(ids.begin(), ids.end(), h[0]) != ids.end() && std::find(ids.begin(), ids.end(), t[0]) != ids.end())
        ids = h;
    }
  }
  // "memory is the hard constraint and the batch gained outweighs the compute loss; with spare memory, keep it off":
  // a pick, then a clause that names another choice's case and switches the thing off there ("keep it off",
  // "leave it off", "turn it off") rules that choice out, no second pick (blind round 92)
  if (ids.size() == 2) {
    const std::string low = ascii_lower(answer);
    const std::size_t dot = std::min(low.find(". "), low.find("; "));
    if (dot != std::string::npos && dot > 0) {
      const std::string tail = low.substr(dot + 2);
      bool off = false;
      for (const char* m : {" keep it off", " leave it off", " turn it off", " switch it off", " keep it disabled",
                            " leave it disabled"})
        off = off || tail.find(m) != std::string::npos;
      std::vector<std::string> h, t;
      std::string e1, e2;
      if (off && parse_choice_list(answer.substr(0, dot), items, h, e1) && h.size() == 1 &&
          parse_choice_list(std::string_view(answer).substr(dot + 2), items, t, e2) && t.size() == 1 && t[0] != h[0] &&
          std::find(ids.begin(), ids.end(), h[0]) != ids.end() && std::find(ids.begin(), ids.end(), t[0]) != ids.end())
        ids = h;
    }
  }
  // "ZeRO-1 over the 64 GPUs rather than (d), which splits the weights with tensor parallelism": a pick, then the
  // choice it is preferred to ("rather than", "instead of") with a relative clause that says what that choice does:
  // the clause describes the rejected choice, no second pick (blind round 88)
  if (ids.size() == 2) {
    const std::string low = ascii_lower(answer);
    std::size_t at = std::string::npos, len = 0;
    for (const char* m : {" rather than ", " instead of "}) {
      const std::size_t p = low.find(m);
      if (p != std::string::npos && p < at) at = p, len = std::strlen(m);
    }
    if (at != std::string::npos && at > 0 && low.find(", which ", at + len) != std::string::npos) {
      std::vector<std::string> h, t;
      std::string e1, e2;
      if (parse_choice_list(answer.substr(0, at), items, h, e1) && h.size() == 1 &&
          parse_choice_list(std::string_view(answer).substr(at + len), items, t, e2) && !t.empty() &&
          std::find(t.begin(), t.end(), h[0]) == t.end() &&
          std::find(ids.begin(), ids.end(), h[0]) != ids.end())
        ids = h;
    }
  }
  if (ids.size() != 1) {
    // "b or c": the reader has not decided; not a try (the tutor counts no try for it)
    g.kind = "ambiguous";
    g.feedback = "Your answer names " + bracketed_ids(ids) + ": pick exactly one choice.";
    return g;
  }
  // "from O(sqrt n) to O(n)", "it goes from O(n) to O(sqrt n)": a change from one choice to another
  // picks where it goes, not where it starts (blind round 15)
  {
    std::string low = ascii_lower(answer);
    const std::size_t f = (" " + low).find(" from ");
    const std::size_t t = f == std::string::npos ? f : low.find(" to ", f + 5);
    if (t != std::string::npos) {
      std::string tail = low.substr(t + 4);
      const std::size_t cut = tail.find_first_of(",;:!?");
      if (cut != std::string::npos) tail.resize(cut);
      std::vector<std::string> x, y;
      std::string e1, e2;
      if (parse_choice_list(low.substr(f + 5, t - (f + 5)), items, x, e1) && x.size() == 1 &&
          parse_choice_list(tail, items, y, e2) && y.size() == 1 && x[0] != y[0] && x[0] == ids[0])
        ids[0] = y[0];
    }
  }
  // "b, and it also worsens the gradient statistics", "O(sqrt(n)), and also c": a pick, then a second
  // claim added with "also" / "as well" / "too" / "plus" that names another choice (not rejected):
  // the reader picks both, like "b and c" (blind round 9); "b, and more memory too" adds it the same way
  {
    std::string low = ascii_lower(answer);
    std::string rewritten;  // ", and X too" read as " also X"
    {
      std::string t = low;
      while (!t.empty() && (t.back() == '.' || t.back() == '!' || t.back() == ' ')) t.pop_back();
      std::size_t n = 0;
      for (const char* end : {" too", " as well"})
        if (t.size() > std::strlen(end) && t.compare(t.size() - std::strlen(end), std::strlen(end), end) == 0) n = std::strlen(end);
      std::size_t a = n ? t.rfind(", and ") : std::string::npos;
      std::size_t w = 6;
      // "c and less communication too": the same without the comma (blind round 27)
      if (n && a == std::string::npos && (a = t.rfind(" and ")) != std::string::npos) w = 5;
      if (a != std::string::npos && a + w + n <= t.size()) rewritten = t.substr(0, a) + " also " + t.substr(a + w, t.size() - n - (a + w));
    }
    if (!rewritten.empty()) low = rewritten;
    const std::string_view said = rewritten.empty() ? answer : std::string_view(rewritten);
    // "b, and the gradients": a second claim after ", and" adds a choice it names in full the same way
    // (blind round 27)
    for (const char* add : {" also ", " as well as ", " plus ", " and additionally ", ", and "}) {
      const std::size_t at = low.find(add);
      if (at == std::string::npos) continue;
      const std::string head = " " + fold(low.substr(0, at)) + " ";
      const std::string rest = low.substr(at + std::strlen(add));
      // "b, and a little more activation memory (a) for ...", "c, and then b since ...": a phrase added after the
      // pick that tags itself with another choice's bracketed letter, or "then" and that letter alone, adds that
      // choice; a negator there rules the tagged choice out, except a negator of the choice's own words ("at no extra
      // compute (c)" still adds c)
      // (fix round 132: blind131 rows 60, 69, 151)
      // ... so does one after " also " ("c, and also the weights (a) since ..."; round 139)
      if (std::strcmp(add, ", and ") == 0 || std::strcmp(add, " plus ") == 0 || std::strcmp(add, " also ") == 0) {
        std::string tag;
        std::size_t tag_end = 0;
        for (std::size_t k = rest.find('('); k != std::string::npos && tag.empty(); k = rest.find('(', k + 1))
          if (k + 2 < rest.size() && rest[k + 2] == ')' && is_item_id(items, std::string(1, rest[k + 1])))
            tag = std::string(1, rest[k + 1]), tag_end = k + 3;
        const bool then = rest.compare(0, 5, "then ") == 0 && rest.size() > 5 &&
                          (rest.size() == 6 || !std::isalnum(static_cast<unsigned char>(rest[6]))) &&
                          is_item_id(items, std::string(1, rest[5]));
        if (then) tag = std::string(1, rest[5]), tag_end = 6;
        // ... not where the tagged thing is the subject of a statement of its own ("the weights (a) are only 14 GB",
        // "and then b is the next biggest"): that describes the other choice
        const std::vector<std::string> after_tag = split_tokens(fold(rest.substr(std::min(tag_end, rest.size()))));
        // ("and then b for second place" ranks b: it describes it; round 139)
        bool rank = false;
        for (const std::string& x : after_tag) rank = rank || x == "second" || x == "next" || x == "place" || x == "runner";
        // (up to a reason: "(b) since they are as big" still adds (b))
        for (std::size_t j = 0;
             j < after_tag.size() && !tag.empty() && after_tag[j] != "since" && after_tag[j] != "because"; ++j)
          if (after_tag[j] == "is" || after_tag[j] == "are" || after_tag[j] == "was" || after_tag[j] == "were" ||
              after_tag[j] == "comes" || after_tag[j] == "come" || after_tag[j] == "takes" || after_tag[j] == "take" ||
              after_tag[j] == "s" || (then && j == 0 && after_tag[j] != "since" && after_tag[j] != "because" &&
                                      after_tag[j] != "as" && after_tag[j] != "too" && after_tag[j] != "also" &&
                                      (after_tag[j] != "for" || rank)))  // "and then c for the extra all-reduce" (round 139)
            tag.clear();
        const choice_item* t = tag.empty() || tag == ascii_lower(ids[0]) ? nullptr : find_item(items, tag);
        bool denied = false;
        if (t != nullptr) {
          const std::vector<std::string> own = split_tokens(fold(t->text));
          for (const std::string& w : split_tokens(fold(head + " " + rest)))
            denied = denied || ((negator_word(w) || w == "t" || w == "than" || w == "unlike" || w == "vs" || w == "instead" ||
                                 w == "rather" || w == "wrong" || w == "avoids" || w == "avoid") &&
                                std::find(own.begin(), own.end(), w) == own.end());
        }
        if (t != nullptr && !denied) {
          g.kind = "ambiguous";
          g.feedback = "Your answer names (" + ids[0] + ") and adds (" + t->id + "): pick exactly one choice.";
          return g;
        }
      }
      bool neg = false;
      for (const std::string& w : split_tokens(fold(rest))) neg = neg || negator_word(w) || w == "t";
      for (const std::string& w : split_tokens(fold(head))) neg = neg || negator_word(w) || w == "t";
      if (neg) break;
      // "ZeRO-1; ZeRO-2 would also shard the gradients": another choice said to do something it would
      // (could, might) do explains the pick, it adds none (blind round 11 phase C); "b, and it would
      // also ..." still adds a claim about the pick
      {
        const std::size_t cs = low.find_last_of(",;:.", at);
        const std::string clause = low.substr(cs == std::string::npos ? 0 : cs + 1, at - (cs == std::string::npos ? 0 : cs + 1));
        std::size_t modal = std::string::npos;
        for (const char* m : {" would", " could", " might"})
          modal = std::min(modal, (" " + clause).find(m));
        if (modal != std::string::npos && modal > 0) {
          std::vector<std::string> subj;
          std::string e3;
          const std::string who = clause.substr(0, modal > 0 ? modal - 1 : 0);
          if (!who.empty() && parse_choice_list(who, items, subj, e3) && subj.size() == 1 && subj[0] != ids[0]) break;
        }
      }
      // "b; the memory also stays flat", "plus you keep the same statistics": what the added clause keeps
      // unchanged is no second pick; nor is the other side of the trade the question asks about: "it also
      // saves activation memory" where it asks what checkpointing gives up (spends, costs), "it also costs
      // extra FLOPs" where it asks what it buys (saves) (audit round 26)
      {
        const std::vector<std::string> rw = split_tokens(fold(rest));
        bool unchanged = false;
        for (const std::string& w : rw) unchanged = unchanged || no_change_word(w);
        bool amount = false;  // "it also keeps more activations" is an increase, not the same
        for (const std::string& w : rw) amount = amount || amount_pole(w) != 0;
        for (std::size_t k = 0; k < rw.size() && k < 3; ++k)
          unchanged = unchanged || ((rw[k] == "keep" || rw[k] == "keeps" || rw[k] == "kept") && !amount);
        if (unchanged) break;
        auto polarity = [](const std::string& w) {
          for (const char* c : {"cost", "costs", "spend", "spends", "pay", "pays", "burn", "burns", "give", "gives"})
            if (w == c) return -1;
          for (const char* b : {"save", "saves", "free", "frees", "buy", "buys", "cut", "cuts", "gain", "gains"})
            if (w == b) return 1;
          return 0;
        };
        int asked = 0;
        for (const std::string& w : split_tokens(fold(prompt)))
          if (const int p = polarity(w); p != 0 && asked == 0) asked = p;
        if (ascii_lower(prompt).find("need less") != std::string::npos) asked = 1;
        int verb = 0;
        for (std::size_t k = 0; k < rw.size() && k < 3 && verb == 0; ++k) verb = polarity(rw[k]);
        if (asked != 0 && verb == -asked) break;
      }
      std::vector<std::string> more;
      std::string e2;
      std::string_view added = said.substr(at + std::strlen(add));
      // "b, plus a KV cache while decoding": the article "a" before a word that goes on a noun phrase
      // is no choice (a), as at the start of an answer (blind round 27)
      if (added.size() > 2 && (added[0] == 'a' || added[0] == 'A') && added[1] == ' ' &&
          std::isalpha(static_cast<unsigned char>(added[2]))) {
        std::string next;
        for (std::size_t k = 2; k < added.size() && std::isalpha(static_cast<unsigned char>(added[k])); ++k)
          next += static_cast<char>(std::tolower(static_cast<unsigned char>(added[k])));
        std::string id;
        if (next.size() >= 2 && !match_token(next, items, id) && !negator_word(next) && next != "and" && next != "or" &&
            next != "is" && next != "too" && next != "as" && next != "also")
          added.remove_prefix(2);
      }
      if (!parse_choice_list(added, items, more, e2)) break;
      // after ", and" only another choice named whole (its text or an alias, "the" aside) adds it: "a,
      // and the forward pass does only one of them" is a reason, not choice (b)
      if (std::strcmp(add, ", and ") == 0) {
        auto plain = [](std::string_view v) {
          std::string o = ascii_lower(v);
          while (!o.empty() && std::strchr(" .!?,;", o.back())) o.pop_back();
          if (o.compare(0, 4, "the ") == 0) o.erase(0, 4);
          return o;
        };
        const std::string tail = plain(added);
        bool whole = false;
        for (const auto& it : items) {
          if (it.id == ids[0]) continue;
          if (plain(it.text) == tail) whole = true;
          for (const auto& al : it.aliases)
            if (plain(al) == tail) whole = true;
        }
        if (!whole) break;
      }
      std::set<std::string> other(more.begin(), more.end());
      other.erase(ids[0]);
      if (other.size() == 1) {
        g.kind = "ambiguous";
        g.feedback = "Your answer names (" + ids[0] + ") and adds (" + *other.begin() + "): pick exactly one choice.";
        return g;
      }
      break;
    }
  }
  // "c, though b is also arguably right", "c (b is also correct)", "c; b would also be fine": another choice's lone
  // letter with the reader's approval of it ("also"/"too"/"as well" and "right", "correct", "valid", "fine",
  // "acceptable", "works") within the next few words is a second pick, the reader undecided between the two (blind
  // round 131). Not where the words deny it ("b is also wrong", "b isn't right either", "b would not work too").
  {
    const std::string low = ascii_lower(answer);
    std::string second;
    for (std::size_t k = 0; k < low.size() && second.empty(); ++k) {
      if (!std::isalpha(static_cast<unsigned char>(low[k])) || (k > 0 && std::isalnum(static_cast<unsigned char>(low[k - 1]))) ||
          (k + 1 < low.size() && std::isalnum(static_cast<unsigned char>(low[k + 1]))))
        continue;
      std::string id;
      if (!match_token(std::string(1, low[k]), items, id) || id == ids[0]) continue;
      std::size_t e = k + 1;
      if (e < low.size() && low[e] == ')') ++e;
      const std::size_t stop = low.find_first_of(".;:!?\n", e);
      const std::vector<std::string> w = split_tokens(fold(low.substr(e, stop == std::string::npos ? std::string::npos : stop - e)));
      bool also = false, approves = false, denies = false;
      // (the approval within six words of the letter; a denial anywhere in its clause)
      for (std::size_t j = 0; j < w.size(); ++j) {
        const std::string& x = w[j];
        // (kept apart from letters_then_approved_letter's "also"/"too" + "right"/"true"/"correct"/"valid": this reader's
        // "fine"/"works"/"ok"/"as well" and its denials would widen that one; round 154)
        also = also || (j < 6 && (x == "also" || x == "too" || (x == "as" && j + 1 < w.size() && w[j + 1] == "well")));
        approves = approves || (j < 6 && (x == "right" || x == "correct" || x == "valid" || x == "fine" ||
                                          x == "acceptable" || x == "works" || x == "work" || x == "ok" ||
                                          x == "okay" ||  // ("a (b would also work)"; round 136)
                                          // ("b (a would also be true)", not "too good to be true"; round 142)
                                          (x == "true" && !(j >= 2 && w[j - 2] == "to"))));
        denies = denies || x == "not" || x == "no" || x == "never" || x == "wrong" || x == "incorrect" || x == "isn" ||
                 x == "isnt" || x == "wouldn" || x == "wouldnt" || x == "either" || x == "neither" || x == "nor" ||
                 x == "were";  // ("b would be right too if the state were under 80 GB": a counterfactual, no pick)
        // "c — b would also be right for a 3B model", "c, b also works if you shard over two GPUs": the approval
        // under a condition or in another setting the question does not set is no pick (the lead's probe, session
        // 43: both had been read as naming two choices; "c — b would also be right ..." had been right before)
        denies = denies || x == "if" || x == "unless" || x == "when" || x == "whenever" || x == "only" ||
                 ((x == "for" || x == "with") && j + 1 < w.size() && w[j + 1] != "me" && w[j + 1] != "us");
      }
      if (also && approves && !denies) second = id;
    }
    if (!second.empty()) {
      g.kind = "ambiguous";
      g.feedback = "Your answer names (" + ids[0] + ") and (" + second + "): pick exactly one choice.";
      return g;
    }
  }
  // "b in theory, but c in practice", "b, but c", "b, but in practice c": another choice's lone letter right
  // after "but" (and a word of where it holds) is a second pick, the reader undecided between the two; not
  // a letter a verb follows ("but c is tempting", "but c would need ...") nor one negated ("but not c"), nor a
  // correction ("but actually c", read elsewhere) (blind round 61: it had been read as (b) alone)
  {
    const std::string low = ascii_lower(answer);
    std::string second;
    for (std::size_t at = low.find("but "); at != std::string::npos && second.empty(); at = low.find("but ", at + 1)) {
      if (at > 0 && std::isalnum(static_cast<unsigned char>(low[at - 1]))) continue;
      {  // "all but a, b and d": "but" as "except" names what is left out
        const std::string head = " " + low.substr(0, at);
        bool except = false;
        for (const char* x : {" all ", " anything ", " everything ", " nothing ", " none ", " every one "})
          except = except || (head.size() >= std::strlen(x) && head.compare(head.size() - std::strlen(x), std::strlen(x), x) == 0);
        if (except) continue;
      }
      std::size_t k = at + 4;
      while (k < low.size() && low[k] == ' ') ++k;
      for (const char* opener : {"in practice ", "in reality ", "in real life ", "realistically ", "practically "})
        if (low.compare(k, std::strlen(opener), opener) == 0) {
          k += std::strlen(opener);
          while (k < low.size() && (low[k] == ' ' || low[k] == ',')) ++k;
          break;
        }
      if (k < low.size() && low[k] == '(') ++k;
      if (k >= low.size() || !std::isalpha(static_cast<unsigned char>(low[k]))) continue;
      if (k + 1 < low.size() && std::isalnum(static_cast<unsigned char>(low[k + 1]))) continue;
      const std::string letter(1, low[k]);
      std::string id;
      if (!match_token(letter, items, id) || id == ids[0]) continue;
      std::size_t e = k + 1;
      if (e < low.size() && low[e] == ')') ++e;
      while (e < low.size() && low[e] == ' ') ++e;
      std::string nx;
      for (std::size_t j = e; j < low.size() && std::isalpha(static_cast<unsigned char>(low[j])); ++j) nx += low[j];
      const bool closes = e >= low.size() || std::strchr(",.;:!?)", low[e]) != nullptr;
      if (closes || nx == "in" || nx == "with" || nx == "really" || nx == "realistically" || nx == "though")
        second = id;
    }
    if (!second.empty()) {
      g.kind = "ambiguous";
      g.feedback = "Your answer names (" + ids[0] + ") and (" + second + "): pick exactly one choice.";
      return g;
    }
  }
  {
    std::string other;
    if (reason_is_other_choice(answer, items, ids[0], other) && !reason_ranks_other_below(answer, prompt)) {
      g.kind = "ambiguous";
      g.feedback = "Your answer picks (" + ids[0] + ") but gives as its reason the claim of (" + other +
                   "): which one do you mean? Pick exactly one choice.";
      return g;
    }
  }
  // "the optimizer state is the smallest" where the question asks which item is the biggest: the pick
  // named with the opposite superlative, in a clause that names the pick, no other choice, and denies nothing, is
  // the reversed claim (lead's probe round 10); "c; the weights are the smallest" says it of another item
  if (!prompt.empty()) {
    static const std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>> poles = {
        {{"biggest", "largest", "heaviest", "greatest", "highest", "dominant"}, {"smallest", "lightest", "lowest", "tiniest", "fewest", "negligible"}}};
    const std::vector<std::string> pw = split_tokens(fold(prompt));
    auto holds_any = [](const std::vector<std::string>& ws, const std::vector<std::string>& set) {
      for (const auto& x : ws)
        if (std::find(set.begin(), set.end(), x) != set.end()) return true;
      return false;
    };
    for (const auto& [one, other] : poles)
      for (int side = 0; side < 2; ++side) {
        const auto& asked = side == 0 ? one : other;
        const auto& opposite = side == 0 ? other : one;
        if (!holds_any(pw, asked) || holds_any(pw, opposite)) continue;
        std::string clause;
        // "the optimizer states, the smallest item", "c (the smallest)": a clause with the superlative and
        // no choice of its own, set off right after a clause that names only the pick, is said of the pick
        std::string prev_clause;  // the last non-empty clause before this one
        char prev_cut = 0;
        // does the clause name choices, and only the pick? (parsed only for a clause that needs it: a
        // parse per clause had made long answers slow)
        auto names_only_pick = [&](const std::string& c, bool& names) {
          std::vector<std::string> named;
          std::string e2;
          names = parse_choice_list(c, items, named, e2) && !named.empty();
          bool only = names;
          for (const auto& n : named)
            if (n != ids[0]) only = false;
          return only;
        };
        auto judge = [&](const std::string& c) {
          const std::vector<std::string> cw = split_tokens(fold(c));
          if (cw.empty()) return false;
          const std::string before = prev_clause;
          prev_clause = c;
          if (!holds_any(cw, opposite) || holds_any(cw, asked)) return false;
          for (const auto& x : cw)
            if (negator_word(x) || x == "t") return false;
          // "against 2 B/param for the smallest items", "4x the smallest rows", "vs the lightest rows": the
          // superlative is what the pick is measured against, not the pick (audit round 26)
          for (const auto& x : cw) {
            if (holds_any({x}, opposite)) break;
            if (x == "vs" || x == "versus" || x == "against" || x == "than" || x == "compared" || x == "times" ||
                x == "x" || (x.size() >= 2 && x.back() == 'x' && std::isdigit(static_cast<unsigned char>(x[0]))))
              return false;
          }
          bool names = false;
          const bool only_pick = names_only_pick(c, names);
          if (names) return only_pick;
          if (before.empty() || !(prev_cut == ',' || prev_cut == '(' || prev_cut == ':')) return false;
          bool prev_names = false;
          return names_only_pick(before, prev_names);
        };
        bool reversed = false;
        const std::string text(answer);
        for (std::size_t k = 0; k <= text.size() && !reversed; ++k) {
          const bool cut = k == text.size() || std::strchr(",;:.()!?", text[k]) != nullptr ||
                           text.compare(k, 5, " but ") == 0 || text.compare(k, 7, " while ") == 0 ||
                           text.compare(k, 9, " whereas ") == 0;
          if (!cut) {
            clause += text[k];
            continue;
          }
          reversed = judge(clause);
          if (!split_tokens(fold(clause)).empty()) prev_cut = k < text.size() ? text[k] : 0;
          clause.clear();
        }
        if (reversed) {
          g.kind = "incorrect";
          g.feedback = "Not correct: your answer calls its pick the " + opposite.front() + " one, and the question asks for the " +
                       asked.front() + ".";
          g.reveal = "The answer is " + g.expected_text + ".";
          return g;
        }
      }
  }
  // "more activation memory" read as "(c) less activation memory": the pick's own amount said the other
  // way round is the reversed claim, not that choice (lead's probe 11)
  if (const choice_item* p = find_item(items, ids[0])) {
    std::string said;
    if (amount_reversed(answer, p->text, said)) {
      g.kind = "incorrect";
      g.feedback = "Not correct: your answer says " + said + ". Read the direction again: does it add that, or take it away?";
      g.reveal = "The answer is " + g.expected_text + ".";
      return g;
    }
  }
  // "wall-clock time: the micro-batches run in parallel" read as (b) "... one after another": the pick's
  // own claim turned round by one word is not that choice (blind round 29)
  if (const choice_item* p = find_item(items, ids[0])) {
    std::string said;
    if (pick_claim_turned(answer, p->text, said)) {
      g.kind = "incorrect";
      g.feedback = "Not correct: your answer says \"" + said + "\" where the choice it names says the opposite. Read that "
                   "part of your answer again.";
      g.reveal = "The answer is " + g.expected_text + ".";
      return g;
    }
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

// "either a, b, c or a, b, d", "b, d, e, a, c? or b, d, a, e, c": two whole lists (two or more picks
// each) offered as alternatives. The reader has not decided: not graded, no try (like "b or c").
static bool two_lists(std::string_view answer, const std::vector<choice_item>& items) {
  std::string low = ascii_lower(answer);
  for (std::size_t p = low.find(" or "); p != std::string::npos; p = low.find(" or ", p + 1)) {
    std::size_t a = 0;
    while (a < p && low[a] == ' ') ++a;
    if (low.compare(a, 7, "either ") == 0) a += 7;
    std::vector<std::string> x, y;
    std::string e1, e2;
    if (p <= a) continue;
    // two lists of choices are a few lines each: an " or " with more than 600 bytes on either side (of its
    // sentence, below) is read no further (each " or " had parsed the whole answer twice: quadratic in a long answer of many "or"s, 0.56 s at
    // 2.8 KB; lead's timing fuzz, session 34)
    // the two lists are offered in one sentence ("b, d, a, c or d, b, a, c"; "So b, d, a, c, or maybe d, b, a, c"):
    // an " or " in a sentence of explanation after the list ("b, d, a, c. Gradient compression or delayed sync
    // changes DDP least ...") joins that sentence's words, not two lists (blind round 58)
    // a sentence ends at '.', '!' or '?' before a space or a line break, not at a numbered line's "1." or "a."
    auto sentence_end = [&](std::size_t j) {
      if (!std::strchr(".!?", low[j]) || j + 1 >= low.size() || (low[j + 1] != ' ' && low[j + 1] != '\n')) return false;
      if (j == 0) return false;
      if (std::isdigit(static_cast<unsigned char>(low[j - 1]))) return false;
      if (std::isalpha(static_cast<unsigned char>(low[j - 1])) && (j < 2 || low[j - 2] == '\n' || low[j - 2] == '('))
        return false;
      return true;
    };
    std::size_t z = p + 4;
    for (std::size_t j = a; j + 1 < p; ++j)
      if (sentence_end(j)) a = j + 2;
    while (z + 1 < low.size() && !sentence_end(z)) ++z;
    if (z + 1 >= low.size()) z = low.size();
    if (p - a > 600 || z - p > 600) continue;
    if (p <= a) continue;
    // ("...; recompute; mixed precision or ZeRO; bigger GPUs": an item named two ways, the "or" inside the
    // one list, session 31)
    if (parse_choice_list(answer.substr(a, p - a), items, x, e1) && x.size() >= 2 &&
        parse_choice_list(answer.substr(p + 4, z - (p + 4)), items, y, e2) && y.size() >= 2 && x != y &&
        x.back() != y.front())
      return true;
  }
  return false;
}

// "a-c", "b–d", "b through d", "a to c", "from b to d": in a pick-all-that-apply answer two single-letter ids joined by
// one hyphen, dash, "through" or "to" are the run of choices from the first to the second (blind round 14); a longer
// chain ("b-d-a-c") stays a list, and orderings keep "x-y" as a list.
static std::string expand_letter_runs(std::string_view answer, const std::vector<choice_item>& items) {
  std::vector<char> ids;
  for (const auto& it : items) {
    if (it.id.size() != 1) return std::string(answer);
    ids.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(it.id[0]))));
  }
  auto index = [&](char c) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (std::size_t k = 0; k < ids.size(); ++k)
      if (ids[k] == c) return static_cast<int>(k);
    return -1;
  };
  auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::string out;
  const std::string s(answer);
  std::size_t i = 0;
  while (i < s.size()) {
    const bool start = (i == 0 || (!alnum(s[i - 1]) && s[i - 1] != '-')) && alnum(s[i]);
    std::size_t dash = i + 1, dash_len = 0;
    if (start && dash < s.size()) {
      if (s[dash] == '-') dash_len = 1;
      else if (s.compare(dash, 3, "\xE2\x80\x93") == 0) dash_len = 3;
      else
        for (const char* w : {" - ", " \xE2\x80\x93 ", " through ", " thru ", " to "}) {
          std::string lw;
          for (std::size_t x = dash; x < s.size() && x < dash + std::strlen(w); ++x)
            lw += static_cast<char>(std::tolower(static_cast<unsigned char>(s[x])));
          if (lw == w) {
            dash_len = std::strlen(w);
            break;
          }
        }
    }
    const std::size_t y = dash + dash_len;
    if (dash_len && y < s.size() && (y + 1 >= s.size() || (!alnum(s[y + 1]) && s[y + 1] != '-'))) {
      const int a = index(s[i]), b = index(s[y]);
      if (a >= 0 && b > a + 1) {
        // "from b to d": the "from" that opens the run goes with it (blind round 24)
        if (out.size() >= 5 && ascii_lower(out.substr(out.size() - 5)) == "from " &&
            (out.size() == 5 || !alnum(out[out.size() - 6])))
          out.erase(out.size() - 5);
        for (int k = a; k <= b; ++k) out += std::string(k > a ? ", " : "") + ids[static_cast<std::size_t>(k)];
        i = y + 1;
        continue;
      }
    }
    out += s[i++];
  }
  return out;
}

// A cross before a choice marks it as not picked: "✓b ✓c ✓d ✗a ✗e", "❌ a" read as "not a" (the ticks
// are separators already) (blind round 16)
static std::string crosses_as_not(std::string_view answer) {
  std::string out;
  bool follow_style = false;  // the first mark (check or cross) comes after the first letter or digit
  {
    std::size_t first_mark = std::string_view::npos, first_alnum = std::string_view::npos;
    for (const char* m : {"\u2713", "\u2714", "\u2705", "\u2717", "\u2718", "\u274C"})
      first_mark = std::min(first_mark, answer.find(m));
    for (std::size_t k = 0; k < answer.size() && first_alnum == std::string_view::npos; ++k)
      if (std::isalnum(static_cast<unsigned char>(answer[k]))) first_alnum = k;
    follow_style = first_mark != std::string_view::npos && first_alnum < first_mark;
  }
  for (std::size_t i = 0; i < answer.size();) {
    std::size_t n = 0;
    for (const char* m : {"\u2717", "\u2718", "\u274C"})
      if (answer.compare(i, std::strlen(m), m) == 0) n = std::strlen(m);
    if (n > 0) {
      std::size_t j = i + n;
      while (j < answer.size() && answer[j] == ' ') ++j;
      // "a ✗ b ✓ c ✓": where the answer's first mark comes after its first letter, every mark follows its
      // letter, and a cross right after a one-letter word is that letter's ("✓b ✓c ✗a": before) (audit
      // round 26)
      bool marks_follow = false;
      if (follow_style) {
        std::size_t e = out.size();
        while (e > 0 && out[e - 1] == ' ') --e;
        marks_follow = e > 0 && std::isalpha(static_cast<unsigned char>(out[e - 1])) &&
                       (e == 1 || !std::isalnum(static_cast<unsigned char>(out[e - 2])));
      }
      if (!marks_follow && j < answer.size() && std::isalnum(static_cast<unsigned char>(answer[j]))) {
        out += " not ";
        i = j;
        continue;
      }
      // ... or after it: "b ✓, c ✓, a ✗" (a one-letter word just before the cross)
      std::size_t e = out.size();
      while (e > 0 && out[e - 1] == ' ') --e;
      if (e > 0 && std::isalpha(static_cast<unsigned char>(out[e - 1])) &&
          (e == 1 || !std::isalnum(static_cast<unsigned char>(out[e - 2])))) {
        const char letter = out[e - 1];
        out.erase(e - 1);
        out += " not ";
        out += letter;
        if (marks_follow) out += ';';
        i += n;
        continue;
      }
    }
    out += answer[i++];
  }
  return out;
}


// "$b \to d \to a \to c$", "$b \succ d \succ a \succ c$", "a, b \text{ and } c", "$\text{(c)}$ faster interconnect": TeX
// as readers paste it into a pick or an order. Its arrows and orders become the characters they print ("→", "⇒", "←",
// ">", "<"), which the list readers read as typed; a text or font command (\text, \mathrm, \textbf, \boxed, ...)
// leaves its argument without the braces; a spacing command (\, \; \quad) and a math delimiter '$' are a space.
// Other commands stay as typed.
// The answer as typed where it has none of these (blind round 124: "\to" had been read as a word, the list as
// unreadable; "\text{ and } c" as the word "text" ending the list before c).
static std::string tex_markup_plain(std::string_view answer) {
  if (answer.find('\\') == std::string_view::npos) return std::string(answer);
  static const struct {
    const char* cmd;
    const char* as;
  } printed[] = {{"longleftarrow", "\xE2\x86\x90"}, {"succ", ">"}, {"succeq", ">"}, {"gt", ">"},
                 {"prec", "<"}, {"preceq", "<"}, {"lt", "<"}};  // and the arrows of tex_arrow()
  static const char* const fonts[] = {"text",   "textrm", "textbf", "textit", "texttt", "textsf",  "mathrm", "mathbf",
                                      "mathit", "mathsf", "mathtt", "emph",   "boxed",  "mbox",    "operatorname"};
  std::string out;
  bool changed = false;
  std::vector<int> unbraced;  // open argument braces of font commands: their '}' is dropped
  int depth = 0;
  for (std::size_t i = 0; i < answer.size();) {
    const char c = answer[i];
    if (c == '{') {
      ++depth;
      out += c;
      ++i;
      continue;
    }
    if (c == '}') {
      if (!unbraced.empty() && unbraced.back() == depth) {
        unbraced.pop_back();
        --depth;
        ++i;
        continue;
      }
      if (depth > 0) --depth;
      out += c;
      ++i;
      continue;
    }
    if (c == '$') {  // the math delimiters of "state doesn't fit $\Rightarrow$ a": a space, as around "⇒"
      out += ' ';
      ++i;
      changed = true;
      continue;
    }
    if (c != '\\' || i + 1 >= answer.size()) {
      out += c;
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    while (j < answer.size() && std::isalpha(static_cast<unsigned char>(answer[j]))) ++j;
    const std::string_view cmd = answer.substr(i + 1, j - i - 1);
    if (cmd.empty()) {
      if (std::strchr(",;:! ", answer[i + 1]) != nullptr) {  // "\,", "\;", "\ ": spacing
        out += ' ';
        i += 2;
        changed = true;
      } else {
        out += c;  // "\{b, c\}" stays as typed
        ++i;
      }
      continue;
    }
    const char* as = tex_arrow(cmd);
    for (const auto& p : printed)
      if (cmd == p.cmd) as = p.as;
    bool font = false;
    for (const char* f : fonts) font = font || cmd == f;
    if (as) {
      out += ' ';
      out += as;
      out += ' ';
    } else if (cmd == "quad" || cmd == "qquad") {
      out += ' ';
    } else if (font) {
      std::size_t k = j;
      while (k < answer.size() && answer[k] == ' ') ++k;
      if (k < answer.size() && answer[k] == '{') {
        ++depth;
        unbraced.push_back(depth);
        j = k + 1;
      }
    } else {
      out.append(answer.substr(i, j - i));
      i = j;
      continue;
    }
    changed = true;
    i = j;
  }
  return changed ? out : std::string(answer);
}

// "**(a) weights**, **(c) KV cache**, and **(e) runtime buffers**", "__b__", "_b_ and _d_": Markdown emphasis around
// picks (an answer pasted from a chat assistant) marks nothing of the reader's own; the answer without the markers is
// read (blind round 53). The one stripper of the yes/no and numeric readers (markdown_emphasis_removed, below; round
// 166 merged the two copies): doubled markers, a single '_' at a word's edge; a lone '*' stays (it may be a product).
static std::string emphasis_removed(std::string_view answer) { return markdown_emphasis_removed(answer, false); }

// "**no**", "__yes__", "*yes*", "_112 GB_", "**112 GB**, i.e. ...": Markdown emphasis pasted around the verdict or the
// figure marks nothing of the reader's own (blind round 72: a bold "no" had read as no verdict at all; round 157:
// "_112 GB_" had read as no number, and a bold figure had hidden the claim after it from the numeric readers).
// Doubled markers, not between digits ("2**30" is a power), as the choice readers drop them (emphasis_removed
// above, which is this without single_star); a single '*' only where it opens or closes a word (a letter on one side, a space, a bracket,
// punctuation or the end on the other: "6*N" and "2 * 4096" are products and stay); a single '_' where it opens
// or closes a word or a figure (a letter or digit inside, an edge outside: "bytes_grad" stays). Without
// single_star, a lone '*' stays: the numeric readers read "*84 GB*" themselves and a footnote mark ("112 GB* (*=
// ...)") is theirs to read.
std::string markdown_emphasis_removed(std::string_view answer, bool single_star) {
  if (answer.find('*') == std::string_view::npos && answer.find('_') == std::string_view::npos) return std::string(answer);
  auto letter = [&](std::size_t k) { return k < answer.size() && std::isalpha(static_cast<unsigned char>(answer[k])); };
  auto alnum = [&](std::size_t k) { return k < answer.size() && std::isalnum(static_cast<unsigned char>(answer[k])); };
  auto edge = [&](std::size_t k, bool before) {
    if (before ? k == 0 : k + 1 >= answer.size()) return true;
    const char c = answer[before ? k - 1 : k + 1];
    return std::strchr(" \t\n\r([{,.;:!?)]}", c) != nullptr;
  };
  std::string out;
  for (std::size_t i = 0; i < answer.size(); ++i) {
    const char m = answer[i];
    const bool single = (m == '*' || m == '_') && (i + 1 >= answer.size() || answer[i + 1] != m) && (i == 0 || answer[i - 1] != m);
    if (single && m == '*' && single_star && ((letter(i + 1) && edge(i, true)) || (i > 0 && letter(i - 1) && edge(i, false)))) continue;
    if (single && m == '_' && ((alnum(i + 1) && edge(i, true)) || (i > 0 && alnum(i - 1) && edge(i, false)))) continue;
    if (i + 1 < answer.size() && (m == '*' || m == '_') && answer[i + 1] == m &&
        !(i > 0 && i + 2 < answer.size() && std::isdigit(static_cast<unsigned char>(answer[i - 1])) &&
          std::isdigit(static_cast<unsigned char>(answer[i + 2])))) {
      ++i;
      continue;
    }
    out += m;
  }
  return out;
}

// "(a) weights, (c) KV cache, and (e) runtime buffers", "b) the gradients; c) the optimizer state": a list
// whose entries each give a choice's letter in a bracket and then that choice's own words names the
// letters; each entry is read as its letter (blind round 53: the words after the first letter had ended
// the reading of the list, so only (a) was picked). Only where two or more entries are so written and
// each entry's words (up to the next separator) are words of the choice its letter names: "(a) KV cache"
// is left as typed. "" when the answer is no such list.
static std::string lettered_entries_as_letters(std::string_view answer, const std::vector<choice_item>& items) {
  const std::string low = ascii_lower(answer);
  std::string out;
  int entries = 0;
  std::size_t i = 0;
  while (i < low.size()) {
    // a bracketed id: "(a)" anywhere, or "a)" after a start, a space, a comma or a semicolon
    std::size_t id_b = i;
    if (low[i] == '(') id_b = i + 1;
    else if (!(i == 0 || low[i - 1] == ' ' || low[i - 1] == ',' || low[i - 1] == ';' || low[i - 1] == '\n')) {
      out += answer[i++];
      continue;
    }
    std::size_t id_e = id_b;
    while (id_e < low.size() && std::isalnum(static_cast<unsigned char>(low[id_e]))) ++id_e;
    const choice_item* item = nullptr;
    if (id_e > id_b && id_e < low.size() && low[id_e] == ')' && id_e - id_b <= 2)
      for (const auto& it : items)
        if (fold(it.id) == low.substr(id_b, id_e - id_b)) item = &it;
    if (!item || (low[i] != '(' && id_b != i)) {
      out += answer[i++];
      continue;
    }
    // the entry's words: those of the choice its letter names (and words that carry no choice), up to the
    // first other word; what follows them ("... dominate inference memory") is kept as typed
    std::size_t e = id_e + 1, end = e;
    bool any = false;
    const std::set<std::string> own = choice_stems(item->text);
    while (true) {
      std::size_t wb = e;
      while (wb < low.size() && low[wb] == ' ') ++wb;
      std::size_t we = wb;
      while (we < low.size() && (std::isalnum(static_cast<unsigned char>(low[we])) || low[we] == '-' || low[we] == '/' ||
                                 low[we] == '\''))
        ++we;
      if (we == wb) break;
      // "mixed precision / ZeRO": a spaced slash or dash between the choice's words is read past (round 162)
      if (low.find_first_not_of("/-", wb) >= we) {
        e = we;
        continue;
      }
      const std::vector<std::string> ws = split_tokens(fold(low.substr(wb, we - wb)));
      // "tensor parallel", "comm ledger", "recompute": a word of four letters or more that begins one of the
      // choice's own words (a verb's final 'e' aside: "recompute" for "recomputation") is that word, shortened
      // (round 162)
      auto own_shortened = [&](const std::string& w) {
        std::string sw = stem(w);
        if (sw.size() >= 5 && sw.back() == 'e') sw.pop_back();
        if (sw.size() < 4) return false;
        for (const std::string& o : own)
          if (o.size() > sw.size() && o.compare(0, sw.size(), sw) == 0) return true;
        return false;
      };
      bool own_word = !ws.empty(), filler = !ws.empty();
      for (const std::string& w : ws) {
        own_word = own_word && (own.count(stem(w)) > 0 || filler_word(w) || own_shortened(w));
        filler = filler && filler_word(w);
      }
      // "MLP inputs and outputs": an "and" inside the choice's own words, when the next word is one of them
      if (!own_word && low.compare(wb, we - wb, "and") == 0) {
        std::size_t nb = we;
        while (nb < low.size() && low[nb] == ' ') ++nb;
        std::size_t ne = nb;
        while (ne < low.size() && std::isalnum(static_cast<unsigned char>(low[ne]))) ++ne;
        if (ne > nb && own.count(stem(low.substr(nb, ne - nb))) && !filler_word(low.substr(nb, ne - nb))) {
          e = we;
          continue;
        }
      }
      if (!own_word) break;
      any = any || !filler;
      e = we;
      if (!filler) end = we;
    }
    // the bracketed letter alone ("(a), (c)") is kept as typed; a letter whose words are another choice's
    // ("(a) KV cache"): no such list
    if (!any) {
      std::size_t wb = id_e + 1;
      while (wb < low.size() && low[wb] == ' ') ++wb;
      if (wb < low.size() && std::isalpha(static_cast<unsigned char>(low[wb]))) return "";
      out += answer.substr(i, id_e + 1 - i);
      i = id_e + 1;
      continue;
    }
    e = end;
    out += item->id;
    ++entries;
    i = e;
  }
  return entries >= 2 ? out : "";
}


// "b - gradients\nc - Adam m, v, master\nd - saved activations": a note per item on its own line, the
// choice's letter, a dash or a colon, then the reader's words for it. Each line is that letter with its
// words as a gloss in a bracket ("b (gradients), c (Adam m, v, master), d (saved activations)"), which
// the list reader judges (blind round 66: the words of the first line ended the list, "1 of 3 right").
// Only where every line is so written (two or more); "" otherwise.
static std::string dashed_lines_as_glosses(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.find('\n') == std::string_view::npos) return "";
  std::string out, picked;
  int lines = 0, verdicts = 0, determiners = 0;
  for (std::string line : text_lines(answer)) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    std::size_t i = 0;
    while (i < line.size() && line[i] == ' ') ++i;
    if (i == line.size()) continue;
    // the letter: a choice's id, alone
    std::size_t j = i;
    while (j < line.size() && std::isalnum(static_cast<unsigned char>(line[j]))) ++j;
    const std::string id = fold(line.substr(i, j - i));
    bool known = false;
    for (const auto& it : items) known = known || fold(it.id) == id;
    if (!known || j - i > 2) return "";
    while (j < line.size() && line[j] == ' ') ++j;
    // the separator: a hyphen, an en or em dash, or a colon, with a space after it
    std::size_t k = j;
    if (k < line.size() && (line[k] == '-' || line[k] == ':')) ++k;
    else if (line.compare(k, 3, "\xe2\x80\x93") == 0 || line.compare(k, 3, "\xe2\x80\x94") == 0) k += 3;
    else return "";
    if (k >= line.size() || line[k] != ' ') return "";
    while (k < line.size() && line[k] == ' ') ++k;
    const std::string words = line.substr(k);
    if (words.empty() || words.find_first_of("()") != std::string::npos) return "";
    bool letters = false;
    for (const char ch : words) letters = letters || std::isalpha(static_cast<unsigned char>(ch));
    if (!letters) return "";
    // "a: no\nb: yes\n...", "b - no, no backward": a line whose words open with a yes or a no is the reader's
    // verdict on that letter, not a gloss (blind round 74 rows 381, 391, 393, 395: the verdicts had been read as
    // glosses and the list misread)
    {
      const std::vector<std::string> vw = split_tokens(ascii_lower(words));
      const bool yes = !vw.empty() && (vw[0] == "yes" || vw[0] == "y");
      // ("b - no inference use", "d - no backward at inference": "no" before a noun is its determiner, a gloss; the
      // verdict stands alone or before a mark or a reason: "no", "no, no backward", "no - ...", "no because ...")
      bool no = !vw.empty() && (vw[0] == "no" || vw[0] == "n");
      if (no && vw.size() > 1) {
        const std::string lw = ascii_lower(words);
        const std::size_t after = lw.find_first_not_of(' ', lw.find(vw[0]) + vw[0].size());
        const bool mark = after != std::string::npos && !std::isalnum(static_cast<unsigned char>(lw[after]));
        static const char* const reason[] = {"because", "since", "as", "bc", "cause", "it", "its", "it's", "that", "this",
                                             "they", "i", "we", "so", "not", "never", "way", "thanks", "idea", "clue"};
        no = mark || std::any_of(std::begin(reason), std::end(reason), [&](const char* x) { return vw[1] == x; });
        if (!no) ++determiners;  // (a verdict after all where another line gives one: "c - yes\nd - no optimizer")
      }
      if (yes || no) ++verdicts;
      if (yes) {
        std::string pick = line.substr(i, j - i);
        while (!pick.empty() && pick.back() == ' ') pick.pop_back();
        picked += (picked.empty() ? "" : ", ") + pick;
      }
    }
    // the id as typed, without the spaces before the separator
    out += (out.empty() ? "" : ", ") + line.substr(i, j - i);
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += " (" + words + ")";
    ++lines;
  }
  // every line a verdict: the letters said yes are the picks
  if (verdicts > 0) verdicts += determiners;
  if (lines >= 2 && verdicts == lines) {
    std::string p = picked;
    while (!p.empty() && p.back() == ' ') p.pop_back();
    return p;
  }
  return lines >= 2 ? out : "";
}

// The choice whose one-letter id a lower-case word is ("c" -> "c"), or "" (a word of another length, no such choice).
static std::string id_of_letter_word(const std::vector<choice_item>& items, const std::string& w) {
  if (w.size() != 1) return "";
  for (const auto& it : items)
    if (std::tolower(static_cast<unsigned char>(it.id[0])) == w[0]) return it.id;
  return "";
}

// "a and c dominate, plus e", "a, c dominate; e too", "b, c do; d as well": the opening letters with a few words
// that say what they do, then other letters said to do the same ("also", "plus", "too", "as well", "does too"):
// those letters are picked too (lead session 39: the letters after the verb had been dropped). Not where the
// opening words negate or name a letter, nor where the letters after are the opening's own. The letters of both,
// or "".
static std::string letters_verb_then_same(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 160 || answer.find('\n') != std::string_view::npos ||
      !std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; }))
    return "";
  const std::string low = ascii_lower(answer);
  auto id_of = [&](const std::string& w) { return id_of_letter_word(items, w); };
  // the opening list: letters, commas, "and", brackets
  std::vector<std::string> open, more;
  const std::size_t verb_at = after_opening_letters(low, items, open);
  if (open.empty() || verb_at == std::string::npos) return "";
  // the words that say what they do, up to the clause break
  const std::size_t brk = low.find_first_of(",;.", verb_at);
  if (brk == std::string::npos) return "";
  std::vector<std::string> vw = split_tokens(fold(low.substr(verb_at, brk - verb_at)));
  if (vw.empty() || vw.size() > 8) return "";
  for (const std::string& w : vw)
    if (negator_word(w) || w == "t" || !id_of(w).empty() || w == "or" || w == "maybe" || w == "but" || w == "if")
      return "";
  // the clause after: other letters and words that say "the same"
  bool same = false;
  for (const std::string& w : split_tokens(fold(low.substr(brk + 1)))) {
    if (const std::string id = id_of(w); !id.empty()) {
      if (std::find(open.begin(), open.end(), id) != open.end() || std::find(more.begin(), more.end(), id) != more.end())
        return "";
      more.push_back(id);
      continue;
    }
    if (w == "also" || w == "plus" || w == "too" || w == "well") {
      same = true;
      continue;
    }
    if (w == "and" || w == "as" || w == "does" || w == "do" || w == "is" || w == "are") continue;
    // (the opening words' own verb again, or a verb of counting in: "a and c dominate; e dominates too", "e matters
    // as well", "e counts too"; blind round 90 row 50)
    bool again = w == "matters" || w == "matter" || w == "counts" || w == "count" || w == "qualifies" ||
                 w == "applies" || w == "belongs";
    for (const std::string& v : vw) again = again || w == v || w == v + "s" || w + "s" == v || w == v + "es";
    if (!again) return "";
  }
  if (!same || more.empty()) return "";
  std::string out;
  for (const auto& v : {open, more})
    for (const std::string& id : v) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// "a, c; e is also big", "a and c; e is for serving too", "a, c. e is needed as well": a list of letters only, then a
// sentence that opens with other letters and says of them, with "is"/"are", that they belong too ("also", "too", "as
// well"): those letters are picked too (fix round 103: lead40 row 44, blind26_extra row 81; the remark had been
// dropped as words the list reader cannot read). Not with a negator, "only", "instead" or "either" in the sentence,
// nor where it names a letter of the list, nor on a prompt that asks with a negation ("which does inference not
// need": there "a is needed too" says a fails the question). The letters of both, or "".
static int setting_side(const std::string& w);
// the word at k of a letters-then-sentence tail says the letters are added: "too", "also", or the "well" of "as well"
// (one list for letters_then_remark_adding and letters_then_item_named; round 178 merged their two copies)
static bool adding_word_at(const std::vector<std::string>& w, std::size_t k) {
  return w[k] == "too" || w[k] == "also" || (w[k] == "well" && k > 0 && w[k - 1] == "as");
}
static std::string letters_then_remark_adding(std::string_view answer, const std::vector<choice_item>& items,
                                              std::string_view prompt) {
  if (answer.size() > 120 || answer.find('\n') != std::string_view::npos ||
      !std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; }))
    return "";
  const std::string pl = " " + ascii_lower(prompt) + " ";
  // ... where the prompt asks with a negation ("Which does training keep that inference does not need?"), only a
  // remark that puts the letters on the prompt's other, un-negated side ("b, c, d; e is also for training", "e
  // también es de entrenamiento" read "e is also of training") adds them (fix round 121: they had been read as
  // remarks, so a wrong extra pick passed); `negated_side`: the side of the subject before "does not"/"doesn't"
  const bool prompt_negated = pl.find(" not ") != std::string::npos || pl.find("n't ") != std::string::npos ||
                              pl.find(" no ") != std::string::npos || pl.find(" never ") != std::string::npos;
  int negated_side = 0;
  if (prompt_negated) {
    const std::vector<std::string> pw = split_tokens(fold(std::string(prompt)));
    for (std::size_t k = 1; k + 1 < pw.size() && negated_side == 0; ++k)
      if (((pw[k] == "does" || pw[k] == "do") && pw[k + 1] == "not") || pw[k] == "doesnt" || pw[k] == "dont")
        negated_side = setting_side(pw[k - 1]);
    if (negated_side == 0) return "";
  }
  bool on_side = false;
  const std::string low = ascii_lower(answer);
  std::size_t cut = low.find(';'), len = 1;
  if (const std::size_t dot = low.find(". "); dot < cut) cut = dot, len = 2;
  if (cut == std::string::npos || cut == 0 || low.find_first_of(";.", cut + len) != std::string::npos) return "";
  auto id_of = [&](const std::string& w) { return id_of_letter_word(items, w); };
  // the head: letters, commas, "and" (split_tokens drops "and"), brackets
  std::vector<std::string> head, more;
  for (const std::string& w : split_tokens(low.substr(0, cut))) {
    const std::string id = id_of(w);
    if (id.empty() || std::find(head.begin(), head.end(), id) != head.end()) return "";
    head.push_back(id);
  }
  if (head.empty() || low.substr(0, cut).find_first_not_of("abcdefghijklmnopqrstuvwxyz ,()&") != std::string::npos)
    return "";
  const std::vector<std::string> tw = split_tokens(low.substr(cut + len));
  std::size_t k = 0;
  for (; k < tw.size() && !id_of(tw[k]).empty(); ++k) {
    const std::string id = id_of(tw[k]);
    if (std::find(head.begin(), head.end(), id) != head.end() || std::find(more.begin(), more.end(), id) != more.end())
      return "";
    more.push_back(id);
  }
  if (more.empty() || k >= tw.size() || !(tw[k] == "is" || tw[k] == "are") || tw.size() - k > 7) return "";
  bool adds = false;
  for (std::size_t j = k + 1; j < tw.size(); ++j) {
    const std::string& w = tw[j];
    // ("c is also a ledger": the article before a word, not choice (a))
    const bool article = w == "a" && j + 1 < tw.size() && tw[j + 1].size() > 1;
    if (negator_word(w) || w == "t" || w == "only" || w == "either" || w == "just" || w == "but" || w == "if" ||
        w == "maybe" || w == "perhaps" || w == "or" || (!id_of(w).empty() && !article))
      return "";
    adds = adds || adding_word_at(tw, j);
    // "a, c, e; b and d are training too" (a serving question): put on a side the prompt does not name, as the
    // comment reader of grade_multi_select reads it
    if (const int side = setting_side(w); side != 0) {
      bool named = false;
      for (const std::string& x : split_tokens(pl)) named = named || setting_side(x) == side;
      if (!named || side == negated_side) return "";
      on_side = true;
    }
  }
  if (!adds || (prompt_negated && !on_side)) return "";
  std::string out;
  for (const auto& v : {head, more})
    for (const std::string& id : v) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// "a, c, e, gradients", "b, c, d and the KV cache", "a, c plus runtime buffers": letters, then a joiner and the
// name of another choice's item in that item's own words: that item is picked too (round 76 saw them read as a
// remark after the list, so a wrong pick passed). Only where every word of the name is the item's own (or an article,
// "too", "also", "as well"): "a, c, e, weights dominate", "a, c, e, mostly weights" stay remarks. The letters with the
// item's letter added, or "".
static std::string letters_then_item_named(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 160 || answer.find('\n') != std::string_view::npos ||
      !std::all_of(items.begin(), items.end(), [](const choice_item& i) { return i.id.size() == 1; }))
    return "";
  const std::string low = ascii_lower(answer);
  auto id_of = [&](char c) -> const choice_item* {
    for (const auto& it : items)
      if (std::tolower(static_cast<unsigned char>(it.id[0])) == c) return &it;
    return nullptr;
  };
  std::string letters;
  std::size_t i = 0, rest = std::string::npos;
  bool joined = false;  // a joiner since the last letter
  // "b, c, d. The KV cache too.", "a, c, e; also the gradients": a sentence break after the letters joins a name said
  // with an adding word ("too", "also", "as well"), read below (round 173: such a sentence had been dropped as a remark,
  // so an extra pick passed)
  bool broke = false;
  std::size_t broke_at = 0;
  while (i < low.size()) {
    if (low[i] == ' ' || low[i] == ',' || low[i] == '&' || low[i] == '+') {
      joined = joined || low[i] != ' ';
      ++i;
      continue;
    }
    if ((low[i] == '.' || low[i] == ';') && !letters.empty() && !broke && i + 1 < low.size() && low[i + 1] == ' ') {
      broke = joined = true;
      broke_at = ++i;
      continue;
    }
    std::size_t j = i;
    while (j < low.size() && (std::isalnum(static_cast<unsigned char>(low[j])) || low[j] == '\'' || low[j] == '-')) ++j;
    if (j == i) return "";  // a mark the list does not hold
    const std::string w = low.substr(i, j - i);
    if (w == "and" || w == "plus" || w == "also" || w == "the") {  // "b, c and also d", "a, b, d and the e"
      joined = joined || w != "the";
      i = j;
      continue;
    }
    if (w.size() == 1 && id_of(w[0]) && (letters.empty() || joined)) {
      if (letters.find(w[0]) != std::string::npos) return "";
      letters += w[0];
      joined = false;
      i = j;
      continue;
    }
    if (letters.empty() || !joined) return "";
    rest = i;
    break;
  }
  if (rest == std::string::npos) return "";
  std::string tail = low.substr(rest);
  while (!tail.empty() && (tail.back() == '.' || tail.back() == ' ' || tail.back() == '!')) tail.pop_back();
  if (broke) {
    const std::vector<std::string> tw = split_tokens(low.substr(broke_at));
    bool adding = false;
    for (std::size_t k = 0; k < tw.size(); ++k)
      adding = adding || adding_word_at(tw, k);
    if (!adding) return "";
  }
  // the names, split at commas, "and", "plus", "&": each one item's own words
  std::vector<std::vector<std::string>> names(1);
  {
    std::string cur;
    for (char c : tail + " ") {
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'' || c == '-' || c == '/') {
        cur += c;
        continue;
      }
      if (c != ' ' && c != ',' && c != '&' && c != '+') return "";  // a bracket, a colon, a figure's mark: another form
      if (cur == "and" || cur == "plus") names.emplace_back();
      else if (!cur.empty() && cur != "the" && cur != "a" && cur != "an" && cur != "too" && cur != "also" && cur != "as" &&
               cur != "well")
        names.back().push_back(cur);
      cur.clear();
      if (c == ',' || c == '&' || c == '+') names.emplace_back();
    }
  }
  names.erase(std::remove_if(names.begin(), names.end(), [](const std::vector<std::string>& n) { return n.empty(); }),
              names.end());
  if (names.empty() || names.size() > 4) return "";
  std::string added;
  for (const std::vector<std::string>& content : names) {
    if (content.size() > 5) return "";
    // a letter after the words: another form; a one-letter word that is no choice's letter is the item's own if its
    // text says it ("Adam's v too": choice c is "Adam's variance v"; round 175 had read it as a remark, so the extra
    // pick passed)
    for (const std::string& w : content)
      if (w.size() < 2 && (w.empty() || id_of(w[0]))) return "";
    // the one item every content word belongs to
    const choice_item* named = nullptr;
    for (const auto& it : items) {
      std::string all = it.text;
      for (const auto& al : it.aliases) all += " " + al;
      std::string iw = " ";
      for (char c : ascii_lower(all)) iw += std::isalnum(static_cast<unsigned char>(c)) || c == '\'' ? c : ' ';
      iw += ' ';
      const bool every = std::all_of(content.begin(), content.end(), [&](const std::string& w) {
        std::string plain;
        for (char c : w) plain += std::isalnum(static_cast<unsigned char>(c)) ? c : ' ';
        std::string cur;
        for (char c : plain + " ") {
          if (c != ' ') {
            cur += c;
            continue;
          }
          if (cur.empty()) continue;
          std::string stem = cur;
          if (stem.size() > 3 && stem.back() == 's') stem.pop_back();
          if (iw.find(" " + cur + " ") == std::string::npos && iw.find(" " + stem) == std::string::npos) return false;
          cur.clear();
        }
        return true;
      });
      if (!every) continue;
      if (named) return "";  // the words name two items
      named = &it;
    }
    if (!named) return "";
    const char nid = static_cast<char>(std::tolower(static_cast<unsigned char>(named->id[0])));
    if (letters.find(nid) == std::string::npos && added.find(nid) == std::string::npos) added += nid;
  }
  if (added.empty()) return "";  // the names of picked items: glosses, nothing added
  std::string out;
  for (char c : letters + added) out += std::string(out.empty() ? "" : ", ") + c;
  return out;
}

// "b - gradients, c - optimizer state, d - saved activations", "a: no; b: yes; c: yes": the notes per item of
// dashed_lines_as_glosses written on one line, each entry a choice's letter, a dash or a colon and the reader's
// words (no comma inside), the entries split by commas or semicolons: the same notes, one per line (blind round 74
// row 177: the first dash had opened a comment and the list ended at b). "" when not every entry is so written.
static std::string dashed_entries_as_lines(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.find('\n') != std::string_view::npos || answer.size() > 400) return "";
  std::vector<std::string> entries;
  {
    std::string cur;
    for (char c : answer) {
      if (c == ',' || c == ';') entries.push_back(cur), cur.clear();
      else cur += c;
    }
    entries.push_back(cur);
  }
  if (entries.size() < 2) return "";
  std::string out;
  for (std::string e : entries) {
    while (!e.empty() && e[0] == ' ') e.erase(0, 1);
    while (!e.empty() && (e.back() == ' ' || e.back() == '.')) e.pop_back();
    if (e.size() < 4) return "";
    std::size_t j = 0;
    while (j < e.size() && std::isalnum(static_cast<unsigned char>(e[j]))) ++j;
    if (j != 1) return "";
    bool known = false;
    for (const auto& it : items) known = known || fold(it.id) == fold(e.substr(0, 1));
    if (!known) return "";
    std::size_t k = j;
    while (k < e.size() && e[k] == ' ') ++k;
    if (k < e.size() && (e[k] == '-' || e[k] == ':')) ++k;
    else if (e.compare(k, 3, "\xe2\x80\x93") == 0 || e.compare(k, 3, "\xe2\x80\x94") == 0) k += 3;
    else return "";
    if (k >= e.size() || e[k] != ' ') return "";
    bool letters = false;
    for (std::size_t m = k; m < e.size(); ++m) letters = letters || std::isalpha(static_cast<unsigned char>(e[m]));
    if (!letters || e.find_first_of("()", k) != std::string::npos) return "";
    out += (out.empty() ? "" : "\n") + e;
  }
  return out;
}

// "What does training keep that inference doesn't? b, c and d.", "Order of the checklist? b, d, e, a, c.": the
// reader restates the question first (its words end at a '?'), then answers with letters alone: the letters
// after the question are the answer, the question's words ("What may a block save?": its article "a") no
// pick (blind round 85). The question has two or more words, not all of them letters or "and"/"or" ("b or c?
// c" is a reader unsure between letters); what follows is only letters of the choices, commas, "and", a
// closing stop. "" when the answer is not so.
static std::string letters_after_restated_question(std::string_view answer, const std::vector<choice_item>& items) {
  const std::string low = ascii_lower(answer);
  const std::size_t q = low.rfind('?');
  if (q == std::string::npos || q == 0) return "";
  auto is_id = [&](const std::string& t) {
    for (const auto& it : items)
      if (t.size() == 1 && ascii_lower(it.id) == t) return true;
    return false;
  };
  auto words_of = [](const std::string& t) {
    std::vector<std::string> out;
    std::string cur;
    for (const char c : t) {
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '\'') cur += c;
      else if (!cur.empty()) out.push_back(cur), cur.clear();
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
  };
  const std::vector<std::string> lead = words_of(low.substr(0, q));
  bool worded = false;
  for (const std::string& w : lead) worded = worded || !(is_id(w) || w == "and" || w == "or");
  if (lead.size() < 2 || !worded) return "";
  const std::string tail = low.substr(q + 1);
  for (const char c : tail)
    if (!(std::isalpha(static_cast<unsigned char>(c)) || c == ' ' || c == ',' || c == '.')) return "";
  const std::vector<std::string> picks = words_of(tail);
  std::size_t ids = 0;
  for (const std::string& w : picks) {
    if (is_id(w)) ++ids;
    else if (w != "and") return "";
  }
  if (ids == 0) return "";
  return std::string(answer.substr(q + 1));
}

// "weights, KV cache and buffers, unlike training's gradients and optimizer state": an "unlike" after the picks sets
// apart the whole list after it, up to the next comma, semicolon or full stop, as comparison_opener_as_unlike does
// for an opener: its "and"s are read as "or" (the same length, so the text keeps its places; blind round 88). The
// answer unchanged where no such list.
static std::string later_unlike_list_as_or(std::string_view answer) {
  const std::string low = ascii_lower(answer);
  std::string out(answer);
  for (std::size_t u = low.find(" unlike ", 1); u != std::string::npos; u = low.find(" unlike ", u + 1)) {
    const std::size_t from = u + 8;
    std::size_t stop = low.find_first_of(",;.", from);
    if (stop == std::string::npos) stop = low.size();
    for (std::size_t p = low.find(" and ", from); p != std::string::npos && p < stop; p = low.find(" and ", p + 1))
      out.replace(p, 5, " or  ");
  }
  return out;
}

// The side of the training/inference split a word names: 1 training ("training", "backprop"), 2 inference
// ("inference", "serving", "decoding"), 0 neither. A remark that puts a left-out choice on the side the prompt does not
// ask about ("KV cache is inference" where the prompt asks about a training job) excludes it (blind round 96)
// ... and 3 for the data pipeline ("preprocessing", "dataloader", "tokenizer"; fix round 95)
static int setting_side(const std::string& w) {
  for (const char* x : {"training", "train", "trainer", "backward", "backprop", "backpropagation"})
    if (w == x) return 1;
  for (const char* x : {"inference", "inferencing", "serving", "serve", "decoding", "decode", "generation", "deployment"})
    if (w == x) return 2;
  for (const char* x : {"preprocessing", "dataloader", "tokenizer"})
    if (w == x) return 3;
  return 0;
}

// "memory, communication, recomputation, not to mention the KV cache", "(not to forget the optimizer state)",
// "and not forgetting e": the idioms add what they name, as "plus" does; their "not" rules nothing out (blind
// round 98 rows 184, 185, 187, 189, 191). Returns the answer with each idiom put as "plus", or "" if it has none.
static std::string adding_not_idiom_as_plus(std::string_view a) {
  static const char* idioms[] = {"not to mention ", "not forgetting ", "not to forget "};
  std::string out;
  bool any = false;
  std::size_t i = 0;
  while (i < a.size()) {
    bool hit = false;
    if (i == 0 || !std::isalnum(static_cast<unsigned char>(a[i - 1])))
      for (const char* id : idioms) {
        const std::size_t n = std::strlen(id);
        if (i + n > a.size()) continue;
        bool same = true;
        for (std::size_t k = 0; k < n && same; ++k)
          same = std::tolower(static_cast<unsigned char>(a[i + k])) == id[k];
        if (!same) continue;
        out += "plus ";
        i += n;
        hit = any = true;
        break;
      }
    if (!hit) out += a[i++];
  }
  return any ? out : std::string();
}

// the words of a reader wondering about other letters between a list and its verdict ("hmm, d too?", "oh wait, what
// about e", "maybe d also"): one list for letters_then_add_sentence and letters_then_doubt_answered_no (round 154
// merged the two copies; "as" / "well" / "or" stay the doubt reader's own: the add reader never took them)
static bool wondering_word(const std::string& w) {
  return w == "hmm" || w == "hm" || w == "um" || w == "oh" || w == "too" || w == "also" || w == "maybe" || w == "what" ||
         w == "about" || w == "and" || w == "wait";
}

// "a, b, d, e. hmm, c too? yes add c", "a, b, d. add e": a list, then a closing sentence that adds letters with "add"
// (after "yes"/"ok"/"so" at most, no negator: "no, don't add c" adds nothing), between them only the reader wondering
// about those letters ("hmm, c too?"): the list with the letters added, or "" (fix round 110: blind108 row 348 had
// been read as the list alone)
static std::string letters_then_add_sentence(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 160 || answer.find('\n') != std::string_view::npos) return "";
  const std::string low = ascii_lower(answer);
  std::size_t add = low.rfind("add ");
  if (add == std::string::npos || (add > 0 && word_char(low[add - 1]))) return "";
  // the added letters, to the end
  std::vector<std::string> tail;
  for (const std::string& w : split_tokens(low.substr(add + 4))) {
    std::string id;
    if (w == "and") continue;
    if (w.size() != 1 || !match_token(w, items, id)) return "";
    tail.push_back(id);
  }
  if (tail.empty()) return "";
  // the words before "add" back to the sentence break
  std::size_t sb = low.find_last_of(".?!;", add);
  if (sb == std::string::npos) return "";
  for (const std::string& w : split_tokens(low.substr(sb + 1, add - sb - 1)))
    if (!(w == "yes" || w == "yeah" || w == "ok" || w == "okay" || w == "so" || w == "then" || w == "sure" ||
          w == "fine" || w == "i" || w == "ll" || w == "let" || w == "s" || w == "lets"))
      return "";
  // the head: the list before the first sentence break
  const std::size_t hb = low.find_first_of(".?!;");
  std::vector<std::string> head;
  std::string err;
  if (hb == 0 || hb > sb || !parse_choice_list(answer.substr(0, hb), items, head, err) || head.empty()) return "";
  // between: the reader wondering about the added letters
  for (const std::string& w : split_tokens(low.substr(hb + 1, sb - hb))) {
    std::string id;
    const bool added = w.size() == 1 && match_token(w, items, id) && std::find(tail.begin(), tail.end(), id) != tail.end();
    if (!(added || wondering_word(w))) return "";
  }
  std::string out;
  for (const auto& id : head) out += (out.empty() ? "" : ", ") + id;
  for (const auto& id : tail)
    if (std::find(head.begin(), head.end(), id) == head.end()) out += ", " + id;
  return out;
}

// "b, c; d would also be true", "a, c. e is also right", "b, c (d is correct too)": a list, then after a break one
// letter the reader approves with "also"/"too" and "right"/"true"/"correct"/"valid" and nothing else: the list with
// that letter added, or "" (round 143: the single-choice reader took it as a second pick since round 131; the
// multi-select reader had dropped it). Any other word ("d would also be true for inference", "not") keeps it a remark.
static std::string letters_then_approved_letter(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 120 || answer.find('\n') != std::string_view::npos) return "";
  const std::string low = ascii_lower(answer);
  const std::size_t hb = low.find_first_of(".;(");
  if (hb == std::string::npos || hb == 0) return "";
  std::vector<std::string> head;
  std::string err;
  if (!parse_choice_list(answer.substr(0, hb), items, head, err) || head.empty()) return "";
  const std::vector<std::string> w = split_tokens(low.substr(hb + 1));
  std::string id;
  if (w.size() < 3 || w[0].size() != 1 || !match_token(w[0], items, id)) return "";
  bool also = false, approves = false;
  for (std::size_t j = 1; j < w.size(); ++j) {
    const std::string& x = w[j];
    // (kept apart from grade_single_choice's wider approval list: its "fine"/"works"/"ok" and denials are not read here)
    // (kept apart from adding_word_at: "as well" is not read here, and taking it would widen this reader; round 178)
    if (x == "also" || x == "too") also = true;
    else if (x == "right" || x == "true" || x == "correct" || x == "valid") approves = true;
    else if (!(x == "would" || x == "is" || x == "s" || x == "be")) return "";
  }
  if (!also || !approves) return "";
  std::string out;
  for (const auto& h : head) out += (out.empty() ? "" : ", ") + h;
  if (std::find(head.begin(), head.end(), id) == head.end()) out += ", " + id;
  return out;
}

// "a, b, c. d too? no", "a, c, e — b too? nah", "b, c, d (e too? nope)": a list, then a question about other letters
// ("d too?", "what about d?", "maybe d as well?") that the reader answers no at once ("no", "nope", "nah", "no way",
// "not d", "leave it out"): the list alone, or "" (blind round 125; "hmm, d too? no" had been read, the bare
// "d too? no" had added d)
static std::string letters_then_doubt_answered_no(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 160 || answer.find('\n') != std::string_view::npos) return "";
  const std::string low = ascii_lower(answer);
  const std::size_t q = low.find('?');
  if (q == std::string::npos || low.find('?', q + 1) != std::string::npos) return "";
  // the head: the list before the first break (". ", "; ", a dash, an opening bracket)
  std::size_t hb = std::string::npos;
  for (const char* sep : {". ", "; ", " \xE2\x80\x94 ", " \xE2\x80\x93 ", " - ", " ("}) {
    const std::size_t at = low.find(sep);
    if (at != std::string::npos && at < hb) hb = at;
  }
  if (hb == std::string::npos || hb == 0 || hb > q) return "";
  std::vector<std::string> head;
  std::string err;
  if (!parse_choice_list(answer.substr(0, hb), items, head, err) || head.empty()) return "";
  // between: the reader wondering about other letters, at least one
  std::vector<std::string> asked;
  for (const std::string& w : split_tokens(low.substr(hb, q - hb))) {
    std::string id;
    if (w.size() == 1 && match_token(w, items, id)) {
      if (std::find(head.begin(), head.end(), id) != head.end()) return "";
      asked.push_back(id);
    } else if (!(wondering_word(w) || w == "as" || w == "well" || w == "or")) {
      return "";
    }
  }
  if (asked.empty()) return "";
  // after the question: an answer of no, opening with its word, and nothing that adds ("add", "yes")
  const std::vector<std::string> tail = split_tokens(low.substr(q + 1));
  if (tail.empty() || !(tail[0] == "no" || tail[0] == "nope" || tail[0] == "nah")) return "";
  for (std::size_t i = 1; i < tail.size(); ++i) {
    std::string id;
    const std::string& w = tail[i];
    const bool asked_letter = w.size() == 1 && match_token(w, items, id) &&
                              std::find(asked.begin(), asked.end(), id) != asked.end();
    if (!(asked_letter || w == "way" || w == "not" || w == "leave" || w == "it" || w == "them" || w == "out" ||
          w == "skip" || w == "don" || w == "t" || w == "dont" || w == "add" || w == "that" || w == "s" ||
          w == "wrong"))
      return "";
    if (w == "add" && !(i > 0 && (tail[i - 1] == "t" || tail[i - 1] == "dont"))) return "";
  }
  std::string out;
  for (const auto& id : head) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// An answer in another language in the glossary's English, read with its articles before letters dropped and its
// conjunctions between letters read as "and" first, as the list reader reads them, so that the remark readers see the
// letters a remark opens with: "b, c y d; la a también la necesita la inferencia" ("the a"), "a, c e e; b e d são do
// treino" (fix round 121: both had been read as adding the remark's letters). An English answer as it is.
static std::string english_letters_joined(std::string_view answer, const std::vector<choice_item>& items) {
  const std::string in_english = english_glossary(answer);
  if (in_english == answer) return in_english;
  const std::string joined = article_before_letters_dropped(answer, items);
  return joined == answer ? in_english : english_glossary(joined);
}

// "b, c, d. a: inference also needs the weights. e: the KV cache is an inference thing, training doesn't keep one.":
// after a list of letters, a note that opens with a left-out letter and a colon and negates a verb the prompt asks
// with ("keep" in "does training keep ...", not its negated "need") rules that letter out; the note is read as "not
// e" (fix round 132: blind131 row 6). "" where no note is so read.
static std::string lettered_note_denying(std::string_view answer, const std::vector<choice_item>& items,
                                         std::string_view prompt) {
  const std::string low = ascii_lower(answer);
  const std::size_t stop = low.find(". ");
  if (stop == std::string::npos || prompt.empty() || low.size() > 600) return "";
  std::set<std::string> head;
  for (const std::string& w : split_tokens(fold(low.substr(0, stop)))) {
    if (w.size() == 1 && is_item_id(items, w)) head.insert(w);
    else if (w != "and") return "";
  }
  if (head.empty()) return "";
  const std::vector<std::string> pw = split_tokens(fold(std::string(prompt)));
  auto asked = [&](const std::string& v) {  // a verb of the prompt's, not right after its negation
    for (std::size_t k = 0; k < pw.size(); ++k)
      if (v.size() >= 4 && pw[k].compare(0, 4, v, 0, 4) == 0 &&
          !(k > 0 && (pw[k - 1] == "not" || pw[k - 1] == "t" || pw[k - 1] == "never")))
        return true;
    return false;
  };
  std::string out = std::string(answer.substr(0, stop + 1));
  bool changed = false;
  for (std::size_t b = stop + 2; b < low.size();) {
    std::size_t e = low.find(". ", b);
    if (e == std::string::npos) e = low.size();
    const std::string sent = low.substr(b, e - b);
    std::string piece = std::string(answer.substr(b, e - b));
    if (sent.size() > 2 && sent[1] == ':' && is_item_id(items, sent.substr(0, 1)) && head.count(sent.substr(0, 1)) == 0) {
      const std::vector<std::string> w = split_tokens(fold(sent.substr(2)));
      for (std::size_t k = 0; k + 1 < w.size(); ++k) {
        std::size_t v = k + 1;
        if (v < w.size() && w[v] == "t") ++v;
        if ((w[k] == "not" || w[k] == "doesn" || w[k] == "don" || w[k] == "never") && v < w.size() && asked(w[v])) {
          piece = "not " + sent.substr(0, 1);
          changed = true;
          break;
        }
      }
    }
    out += " " + piece + (e < low.size() ? "." : "");
    b = e + 2;
  }
  return changed ? out : "";
}

// "Training holds the weights, ... That's a, b, c and d. The KV cache is an inference thing and the tokenizer
// vocabulary is tiny and not a memory category", "b, c, d. I briefly thought the KV cache belonged in the list too,
// but that's an inference thing ...", "a and c; the runtime buffers are small enough to ignore": after the picks, a
// sentence that names choices only to rule them out is a remark, not a pick (round 164: the choices' words in it had
// been read as picked). A later sentence (after ". ", "; " or a line break; never the first; a question and its
// reply, "d too? no", are the doubt readers') is such a
// remark when it names no choice by its letter, takes nothing back ("actually", "wait", "instead") and, in its
// deciding part, says no word that adds ("too", "also", "plus", "include", "not only"; "add" but of the other side
// it opens with) but one that rules out:
//  - a negation or a word of leaving out ("not", "doesn't", "ignore", "negligible", "tiny", "irrelevant");
//  - a side of the model's life the prompt does not name ("an inference thing" on a training question);
// or it opens (in its first four words) with such a side and says no side the prompt names ("Of these, inference
// only needs the weights (plus its own KV cache)"). Its deciding part is the whole sentence, or what follows "but"
// where the reader first "thought" / "considered" the choice ("I thought X belonged too, but ..."). Where the prompt
// asks with a negation ("what inference does not need") only that taken-back thought is read. A sentence that says
// its choice does more than asked ("more than asked", "more than needed", "overkill") rules it out, whatever "also"
// or "too" it says of what that choice does ("b. c also shards the gradients, which is more than asked"); where one
// pick is asked (one_pick: the single-choice reader, round 174) such a sentence may name its choice by its letter.
// Returns the answer without those sentences, or "" if it has none (or nothing is left).
static std::string ruled_out_remarks_dropped(std::string_view answer, const std::vector<choice_item>& items,
                                             std::string_view prompt, bool one_pick) {
  if (answer.size() > 1200) return "";
  const std::string a(answer);
  // the sentences, each with its closing mark
  std::vector<std::string> parts;
  {
    std::size_t from = 0;
    for (std::size_t k = 0; k < a.size(); ++k) {
      const bool mark = a[k] == '\n' || ((a[k] == '.' || a[k] == ';') && k + 1 < a.size() && a[k + 1] == ' ');
      if (!mark) continue;
      parts.push_back(a.substr(from, k + 1 - from));
      from = k + 1;
    }
    if (from < a.size()) parts.push_back(a.substr(from));
  }
  if (parts.size() < 2) return "";
  const std::string pl = " " + ascii_lower(prompt) + " ";
  const bool prompt_negated = pl.find(" not ") != std::string::npos || pl.find("n't ") != std::string::npos ||
                              pl.find(" no ") != std::string::npos || pl.find(" never ") != std::string::npos;
  std::set<int> prompt_sides;
  for (const std::string& x : split_tokens(fold(std::string(prompt))))
    if (const int s = setting_side(x)) prompt_sides.insert(s);
  auto other_side = [&](const std::string& w) {
    const int s = setting_side(w);
    return s != 0 && !prompt_sides.count(s);
  };
  auto is_word = [](const std::string& w, std::initializer_list<const char*> l) {
    for (const char* x : l)
      if (w == x) return true;
    return false;
  };
  // the "d" of "you'd", "I'd" and the "m" of "I'm" (split off by the tokenizer) are contractions, no letters
  auto contraction_at = [&](const std::vector<std::string>& v, std::size_t k) {
    return (v[k] == "d" || v[k] == "m") && k > 0 &&
           is_word(v[k - 1], {"i", "you", "we", "they", "he", "she", "it", "that", "who"});
  };
  std::string kept;
  bool dropped = false;
  for (std::size_t p = 0; p < parts.size(); ++p) {
    // (a bracket's words are its own remark: "dropout masks (not Adam's v, ...)", "(plus its own KV cache)")
    std::string unbracketed;
    for (int depth = 0; char c : parts[p]) {
      if (c == '(') ++depth;
      else if (c == ')' && depth > 0) --depth;
      else if (depth == 0) unbracketed += c;
    }
    const std::vector<std::string> w = split_tokens(fold(unbracketed));
    bool remark = p > 0 && !w.empty(), adding = false, lettered = false;
    // "more than asked", "more than the question asks", "more than we need", "overkill": the choice does more than
    // asked, so it is ruled out
    bool excess = false;
    for (std::size_t k = 0; k < w.size(); ++k) {
      if (w[k] == "overkill") excess = true;
      if (w[k] == "more" && k + 1 < w.size() && w[k + 1] == "than")
        for (std::size_t j = k + 2; j < w.size() && j < k + 5; ++j)
          if (is_word(w[j], {"asked", "asks", "needed", "need", "needs", "necessary", "required", "requires", "wanted"}))
            excess = true;
    }
    for (std::size_t k = 0; k < w.size(); ++k) {
      const std::string& t = w[k];
      std::string id;
      // a letter (other readers read those); "a" before a noun is the article ("not a memory category")
      const bool article = t == "a" && k + 1 < w.size() && w[k + 1].size() >= 3 &&
                           !is_word(w[k + 1], {"and", "are", "isn", "was", "too", "also", "nor", "then"});
      if (t.size() == 1 && t != "t" && t != "s" && (!article || one_pick) && !contraction_at(w, k) && match_token(t, items, id))
        lettered = true;
      if (is_word(t, {"actually", "wait", "instead", "scratch", "oops", "sorry", "correction", "rather", "remove",
                      "except", "without", "forgot", "forget", "missed"}))
        remark = false;
      adding = adding || t == "add" || t == "adding";
    }
    // (where one pick is asked, a letter in a bracket counts too: "otherwise no (c)"; and a sentence that opens with
    // "no" is a correction, "O(n) ... no, O(sqrt(n))")
    if (one_pick && !excess) {
      const std::vector<std::string> all = split_tokens(fold(parts[p]));
      for (std::size_t k = 0; k < all.size(); ++k) {
        std::string id;
        if (all[k].size() == 1 && all[k] != "t" && all[k] != "s" && !contraction_at(all, k) && match_token(all[k], items, id))
          lettered = true;
      }
      if (!all.empty() && is_word(all[0], {"no", "nope", "nah", "hmm", "hm", "or", "so", "then", "thus", "hence"}))
        remark = false;
    }
    if (lettered && !(one_pick && excess)) remark = false;
    if (!remark) {
      kept += parts[p];
      continue;
    }
    // the deciding part: after "but" where the reader first thought of the choice
    std::size_t from = 0;
    for (std::size_t k = 0; k < w.size(); ++k)
      if (is_word(w[k], {"thought", "considered", "wondered", "tempted"}))
        for (std::size_t j = k + 1; j < w.size(); ++j)
          if (w[j] == "but") {
            from = j + 1;
            break;
          }
    bool thought_back = from > 0, excludes = false, adds = false, prompt_side = false;
    // a word of leaving out with no negation in the sentence ("The KV cache is trivial here."): it rules its choice
    // out whatever negation the prompt asks with, where "X is not needed" may echo the prompt (round 175)
    bool left_out = false, negated = false;
    // the words of leaving out, one list for the remark's exclusion and its denial below ("minor", "trivial",
    // "unimportant": round 173, 'memory and communication; recomputation is minor' had kept recomputation as a pick)
    auto leaving_out = [&](const std::string& t) {
      return is_word(t, {"ignore", "ignored", "negligible", "tiny", "irrelevant", "unrelated", "minor", "trivial",
                         "unimportant"});
    };
    for (std::size_t k = from; k < w.size(); ++k) {
      const std::string& t = w[k];
      if (negator_word(t) || t == "t" || leaving_out(t) || is_word(t, {"neither", "nor"})) excludes = true;
      if (negator_word(t) || t == "t" || is_word(t, {"neither", "nor"})) negated = true;
      if (leaving_out(t)) left_out = true;
      if (other_side(t)) excludes = true;
      if (setting_side(t) != 0 && !other_side(t)) prompt_side = true;
      if (is_word(t, {"also", "too", "plus", "well", "include", "includes", "included", "either", "right", "correct",
                      "true", "yes", "apply", "applies", "pick", "picked", "another", "mention"}))
        adds = true;
      // "not only", "isn't just": more, not less
      if ((t == "only" || t == "just" || t == "merely") && k > 0 && (negator_word(w[k - 1]) || w[k - 1] == "t"))
        adds = true;
      // "are not negligible", "can't be ignored", "not optional": a leaving-out word denied keeps the choice (the
      // session-46 final read)
      if (leaving_out(t) || is_word(t, {"optional", "small"}))
        for (std::size_t j = k > from + 3 ? k - 3 : from; j < k; ++j)
          if (negator_word(w[j]) || w[j] == "t") adds = true;
    }
    bool remark_of_other_side = false;
    if (!thought_back && !prompt_side)
      for (std::size_t k = 0; k < w.size() && k < 4; ++k) remark_of_other_side = remark_of_other_side || other_side(w[k]);
    // ("add" adds, unless to the other side the sentence opens with: "In training you'd add gradients ..." on a
    // serving question)
    if (excess && !adding) excludes = true, adds = false;
    remark = thought_back ? excludes && !adds && !adding
                          : (!prompt_negated || (left_out && !negated && !remark_of_other_side)) && !adds &&
                                ((excludes && !adding) || remark_of_other_side);
    // "Activation memory stays flat. It costs wall-clock time, not worse gradient statistics.": where one pick is
    // asked, a sentence whose only negation opens a short closing contrast (", not Y") affirms its head as the plain
    // sentence would; where the head names one choice by its words, says no word of leaving out and no other side,
    // and the contrast does not name that same choice, the head is kept and the contrast dropped (round 183: lead47
    // rows 235, 236 had lost their pick with the contrast). A contrast about the head's own choice ("the stats are
    // equivalent to the large batch, not worse") rules that choice out: the sentence is dropped as before.
    if (remark && one_pick && !thought_back && !excess) {
      const std::string& part = parts[p];
      const std::string low = ascii_lower(part);
      const std::size_t at = low.find(", not ");
      std::string tail = at == std::string::npos ? std::string() : part.substr(at + 6);
      std::string mark;
      while (!tail.empty() && (tail.back() == '.' || tail.back() == ';' || tail.back() == '\n' || tail.back() == ' ' ||
                               tail.back() == '!'))
        mark.insert(mark.begin(), tail.back()), tail.pop_back();
      const std::string head = at == std::string::npos ? std::string() : part.substr(0, at);
      const std::vector<std::string> hw = split_tokens(fold(head)), tw = split_tokens(fold(tail));
      bool contrast = at != std::string::npos && low.find(", not ", at + 1) == std::string::npos && hw.size() >= 2 &&
                      !tw.empty() && tw.size() <= 5 && part.find('(') == std::string::npos &&
                      tail.find_first_of(",:;") == std::string::npos;
      for (const std::string& t : hw)
        if (negator_word(t) || t == "t" || leaving_out(t) || other_side(t) || is_word(t, {"neither", "nor"}))
          contrast = false;
      for (const std::string& t : tw)
        if (negator_word(t) || t == "t" || is_word(t, {"but", "and", "which", "that", "because"})) contrast = false;
      std::vector<std::string> head_ids, tail_ids;
      std::string err;
      if (contrast && parse_choice_words(head, items, head_ids, err) && head_ids.size() == 1 &&
          !(parse_choice_words(tail, items, tail_ids, err) &&
            std::find(tail_ids.begin(), tail_ids.end(), head_ids[0]) != tail_ids.end())) {
        kept += head + (mark.find('.') != std::string::npos ? "." : mark.find(';') != std::string::npos ? ";" : "");
        dropped = true;
        continue;
      }
    }
    if (remark) dropped = true;
    else kept += parts[p];
  }
  if (!dropped) return "";
  while (!kept.empty() && (kept.back() == ' ' || kept.back() == '\n' || kept.back() == ';')) kept.pop_back();
  return kept;
}

grade_result grade_multi_select(std::string_view answer_as_typed, const std::vector<choice_item>& items,
                                const std::vector<std::string>& correct_ids, std::string_view prompt) {
  // An answer twice the list reader's limit (2,000 characters) is too long before any reader runs: some of the
  // readers below rewrite and re-read it per bracket, and 58 KB of glosses took 16 s (the lead's timing probe,
  // session 38); the single-choice and ordering readers stop at once already
  if (answer_as_typed.size() > 4000) {
    grade_result g;
    for (const auto& id : correct_ids) g.expected_text += (g.expected_text.empty() ? "" : ", ") + id;
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: answer too long. Type the letters of all choices that apply, e.g. \"a, c\".";
    return g;
  }
  if (const std::string after = qa_pair_answer(answer_as_typed); !after.empty())
    return grade_multi_select(after, items, correct_ids, prompt);
  if (const std::string plain = tex_markup_plain(answer_as_typed); plain != answer_as_typed)
    return grade_multi_select(plain, items, correct_ids, prompt);
  if (const std::string after = summary_label_dropped(answer_as_typed); !after.empty())
    return grade_multi_select(after, items, correct_ids, prompt);
  // " -- ", the typed em dash, is read as one: "b, c and -- ah -- d" as "b, c and — ah — d" (the merge of rounds 140
  // and 142: the dash readers had each learnt one form)
  if (answer_as_typed.find(" -- ") != std::string_view::npos) {
    std::string dashed(answer_as_typed);
    // (the next search starts at the closing space of the dash just put in, so " -- -- " is read in one pass)
    for (std::size_t at = dashed.find(" -- "); at != std::string::npos; at = dashed.find(" -- ", at + 4))
      dashed.replace(at, 4, " \xE2\x80\x94 ");
    return grade_multi_select(dashed, items, correct_ids, prompt);
  }
  // "a ✓ norm inputs\nb ✓ Q/K/V\nc ✗ optimizer state\n...": a mark sheet, one line per choice; the ticked letters are
  // the picks and each line's words are the reason for its mark (blind round 86 rows 9, 259, 269)
  // ("A: b, c, d": the Q&A label, as grade_single_choice reads it; fix round 121)
  if (const std::string after = answer_label_dropped(answer_as_typed, items); !after.empty())
    return grade_multi_select(after, items, correct_ids, prompt);
  if (const std::string plus = adding_not_idiom_as_plus(answer_as_typed); !plus.empty())
    return grade_multi_select(plus, items, correct_ids, prompt);
  if (const std::string rest = ruled_out_remarks_dropped(answer_as_typed, items, prompt, false); !rest.empty())
    if (grade_result g = grade_multi_select(rest, items, correct_ids, prompt); g.kind != "unreadable") return g;
  if (const std::string picks = mark_sheet_picks(answer_as_typed, items); !picks.empty())
    return grade_multi_select(picks, items, correct_ids, prompt);
  if (const std::string picks = checklist_picks(answer_as_typed, items); !picks.empty())
    return grade_multi_select(picks, items, correct_ids, prompt);
  // "b and d are training only; my picks are a, c and e": the picks settled in a later clause (round 170)
  if (const std::string picks = pick_settled_in_later_clause(answer_as_typed, items, true); !picks.empty())
    return grade_multi_select(picks, items, correct_ids, prompt);
  if (std::string sheet, closing; mark_sheet_with_closing(answer_as_typed, items, sheet, closing)) {
    const grade_result g = grade_multi_select(sheet, items, correct_ids, prompt);
    return g.correct ? grade_multi_select(closing, items, correct_ids, prompt) : g;
  }
  if (const std::string letters = assent_before_letters_dropped(answer_as_typed, items); !letters.empty())
    return grade_multi_select(letters, items, correct_ids, prompt);
  if (const std::string denied = lettered_note_denying(answer_as_typed, items, prompt); !denied.empty())
    return grade_multi_select(denied, items, correct_ids, prompt);
  if (const std::string added = letters_then_add_sentence(answer_as_typed, items); !added.empty())
    return grade_multi_select(added, items, correct_ids, prompt);
  if (const std::string added = letters_then_approved_letter(answer_as_typed, items); !added.empty())
    return grade_multi_select(added, items, correct_ids, prompt);
  if (const std::string kept = letters_then_doubt_answered_no(answer_as_typed, items); !kept.empty())
    return grade_multi_select(kept, items, correct_ids, prompt);
  if (const std::string added = letters_verb_then_same(answer_as_typed, items); !added.empty())
    return grade_multi_select(added, items, correct_ids, prompt);
  if (const std::string added = letters_then_item_named(answer_as_typed, items); !added.empty())
    return grade_multi_select(added, items, correct_ids, prompt);
  if (const std::string added = letters_then_remark_adding(answer_as_typed, items, prompt); !added.empty())
    return grade_multi_select(added, items, correct_ids, prompt);
  // ... and the remark in another language, read in the glossary's English ("a y c; e es para inferencia también":
  // "e is for inference too"; fix round 109)
  if (const std::string added = letters_then_remark_adding(english_letters_joined(answer_as_typed, items), items, prompt);
      !added.empty())
    return grade_multi_select(added, items, correct_ids, prompt);
  if (const std::string sheet = paren_verdict_sheet(answer_as_typed, items); !sheet.empty())
    return grade_multi_select(sheet, items, correct_ids, prompt);  // "a) no b) yes c) yes" as "a: no, b: yes, ..."
  if (const std::string lined = dashed_entries_as_lines(answer_as_typed, items); !lined.empty())
    if (const std::string glossed = dashed_lines_as_glosses(lined, items); !glossed.empty())
      return grade_multi_select(glossed, items, correct_ids, prompt);
  if (const std::string glossed = dashed_lines_as_glosses(answer_as_typed, items); !glossed.empty())
    return grade_multi_select(glossed, items, correct_ids, prompt);
  if (const std::string untagged = without_tag_question(answer_as_typed); untagged != answer_as_typed)
    return grade_multi_select(untagged, items, correct_ids, prompt);
  if (const std::string picks = letters_after_restated_question(answer_as_typed, items); !picks.empty())
    return grade_multi_select(picks, items, correct_ids, prompt);
  if (const std::string concluded = concluding_letters(answer_as_typed, items); !concluded.empty())
    return grade_multi_select(concluded, items, correct_ids, prompt);
  if (const std::string plain = emphasis_removed(answer_as_typed); plain != answer_as_typed)
    return grade_multi_select(plain, items, correct_ids, prompt);
  if (const std::string unlike = later_unlike_list_as_or(answer_as_typed); unlike != answer_as_typed)
    return grade_multi_select(unlike, items, correct_ids, prompt);
  if (const std::string letters = lettered_entries_as_letters(answer_as_typed, items); !letters.empty())
    return grade_multi_select(letters, items, correct_ids, prompt);
  // "b (gradients), c (optimizer state), d, not e": the reader's glosses after the letters dropped before the remarks
  // and negations are read (blind round 67: the letters after the first gloss had been dropped where a remark followed)
  if (const std::string plain = letter_glosses_dropped(answer_as_typed, items, prompt); !plain.empty())
    return grade_multi_select(plain, items, correct_ids, prompt);
  // no letter of `more` among `head`: a remark's letters are other choices than the list's
  auto apart = [](const std::vector<std::string>& head, const std::vector<std::string>& more) {
    for (const auto& t : more)
      if (std::find(head.begin(), head.end(), t) != head.end()) return false;
    return true;
  };
  // a word that puts something on a side of the model's life ("inference", "training", "preprocessing") the
  // prompt does not name: "b and d belong to training" on a question about serving, "d and e are inference things"
  // on one about a training job say where the left-out choices belong instead (fix round 95: remarks on left-out
  // letters with no word of exclusion had been read as picking them). Each side is a group of words; a side is
  // "other" when none of its group's words is in the prompt. (" -- ", the typed dash, is an em dash by now: see the
  // top of grade_multi_select.)
  const std::string prompt_padded = " " + fold(std::string(prompt)) + " ";
  auto other_side = [&](const std::string& w) {
    const int side = setting_side(w);
    if (side == 0) return false;
    for (const std::string& x : split_tokens(prompt_padded))
      if (setting_side(x) == side) return false;
    return true;
  };
  const std::string in_english = english_letters_joined(answer_as_typed, items);
  const std::string_view answer_crossed = in_english;
  const std::string uncrossed = crosses_as_not(answer_crossed);
  const std::string_view answer_in = uncrossed;
  const std::string expanded = expand_letter_runs(answer_in, items);
  // "weights, KV cache, runtime buffers vs gradients and optimizer state in training": what follows "vs" /
  // "versus" / "compared to" to the end of its sentence is the other side of a comparison, when the words
  // before it name the picks (audit round 31); the answer without it is graded
  {
    const std::string low = ascii_lower(expanded);
    for (const char* cmp : {" vs ", " vs. ", " versus ", " compared to ", " compared with "}) {
      const std::size_t at = low.find(cmp);
      if (at == std::string::npos || at == 0) continue;
      std::size_t end = low.find_first_of(".;\n", at + std::strlen(cmp));
      while (end != std::string::npos && low[end] == '.' && end + 1 < low.size() && low[end + 1] != ' ')
        end = low.find_first_of(".;\n", end + 1);
      std::vector<std::string> head;
      std::string e1;
      if (!parse_choice_list(std::string_view(expanded).substr(0, at), items, head, e1) || head.empty()) break;
      const std::string rest = end == std::string::npos ? std::string() : expanded.substr(end);
      return grade_multi_select(expanded.substr(0, at) + rest, items, correct_ids, prompt);
    }
  }
  const std::string_view answer = expanded;
  grade_result g;
  for (const auto& id : correct_ids) g.expected_text += (g.expected_text.empty() ? "" : ", ") + id;
  if (two_lists(answer, items)) {
    g.kind = "ambiguous";
    g.feedback = "Your answer gives two different sets of choices: give the one you mean.";
    return g;
  }
  // "a, c and maybe e", "b, c, d (maybe e)", "a, b, perhaps c": after the picks, a choice's letter the reader
  // only offers with "maybe", "perhaps" or "possibly" is not decided (blind round 24; a hedge before the
  // whole list, "probably b c d", is the reader's confidence and stays a pick). Letters only, each the id
  // of a choice.
  {
    const std::vector<std::string> w = split_tokens(fold(answer));
    auto letter_id = [&](const std::string& t) {
      if (t.size() != 1) return std::string();
      for (const auto& it : items)
        if (it.id.size() == 1 && std::tolower(static_cast<unsigned char>(it.id[0])) == t[0]) return it.id;
      return std::string();
    };
    // "b, c (maybe), d": a bracket holding only the hedge, between two letters, hedges the letter before it; the
    // reader was told "not sure about (d)" (session 37, the lead). Only the letter the message names changes: the
    // hedge word before d made the answer undecided already.
    {
      const std::string f = ascii_lower(answer);
      for (const std::string h : {"(maybe)", "(maybe?)", "(perhaps)", "(perhaps?)", "(possibly)", "(possibly?)"})
        for (std::size_t at = f.find(h); at != std::string::npos; at = f.find(h, at + 1)) {
          std::size_t b = at, n = at + h.size();
          while (b > 0 && f[b - 1] == ' ') --b;
          if (b == 0 || (b >= 2 && std::isalnum(static_cast<unsigned char>(f[b - 2])))) continue;
          while (n < f.size() && (f[n] == ' ' || f[n] == ',')) ++n;
          if (n >= f.size() || letter_id(std::string(1, f[n])).empty() ||
              (n + 1 < f.size() && std::isalnum(static_cast<unsigned char>(f[n + 1]))))
            continue;
          const std::string id = letter_id(std::string(1, f[b - 1]));
          if (id.empty()) continue;
          g.kind = "ambiguous";
          g.feedback = "Your answer is not sure about (" + id + "): decide whether it applies, and give the list you mean.";
          return g;
        }
    }
    bool picked_before = false;
    for (std::size_t k = 0; k + 1 < w.size(); ++k) {
      if (!letter_id(w[k]).empty()) picked_before = true;
      if (!picked_before || !(w[k] == "maybe" || w[k] == "perhaps" || w[k] == "possibly")) continue;
      std::size_t n = k + 1;
      if (n < w.size() && (w[n] == "also" || w[n] == "even")) ++n;
      const std::string id = n < w.size() ? letter_id(w[n]) : std::string();
      if (id.empty()) continue;
      // "b, c, d, maybe a bit more": the article, not choice (a), before a word that is no choice id
      if (w[n] == "a" && n + 1 < w.size() && letter_id(w[n + 1]).empty() &&
          !(w[n + 1] == "too" || w[n + 1] == "also" || w[n + 1] == "and" || w[n + 1] == "or" || w[n + 1] == "as"))
        continue;
      g.kind = "ambiguous";
      g.feedback = "Your answer is not sure about (" + id + "): decide whether it applies, and give the list you mean.";
      return g;
    }
  }
  std::vector<std::string> ids;
  std::string err;
  // "a and e are wrong, the rest are right", "b, c, d (a and e are wrong)", "not a or e": the choices
  // not ruled out (lead's probe 11)
  const bool read_whole = trailing_letters(answer, items, ids) || elimination_pick(answer, items, ids, err, true) > 0 ||
                          parse_choice_list(answer, items, ids, err);
  if (!read_whole) ids.clear();
  bool comment_read = false;
  // "a, b, c; d and e aren't ledgers", "a, c, e; b and d are training-only": a list of letters, then a
  // sentence that opens with the letters left out, says what they are not ("aren't", "not", "-only",
  // "never") and adds nothing ("also", "too", "right"): a comment on the left-out choices, no more picks
  // (audit round 26).
  // Not where the prompt asks with a negation of its own ("which does inference not need": there "a isn't
  // needed either" adds a pick)
  {
    const std::string pl = " " + ascii_lower(prompt) + " ";
    const bool prompt_negated = pl.find(" not ") != std::string::npos || pl.find("n't ") != std::string::npos ||
                                pl.find(" no ") != std::string::npos || pl.find(" never ") != std::string::npos;
    // ("a, c, e → b and d are training only", "a, c, e - b and d ...", "a, c, e (b and d are ...)", "a, c, e: b and d
    // ...": an arrow, a dash, a colon or a bracket after the list opens the comment as ';' does; session 36)
    std::string comment_form(answer);
    {
      std::size_t first = std::string::npos, len = 0;
      for (const char* sep : {"\xE2\x86\x92", "->", "=>", " \xE2\x80\x94 ", " \xE2\x80\x93 ", " - ", ": "}) {
        const std::size_t at = comment_form.find(sep);
        if (at != std::string::npos && at > 0 && at < first) first = at, len = std::strlen(sep);
      }
      const std::size_t open = comment_form.find(" (");
      if (open != std::string::npos && open < first && comment_form.find(')', open) == comment_form.size() - 1 &&
          comment_form.find('(', open + 2) == std::string::npos) {
        comment_form.pop_back();
        first = open, len = 2;
      }
      if (first != std::string::npos && comment_form.find(';') > first && comment_form.find(". ") > first)
        comment_form.replace(first, len, "; ");
    }
    const std::string_view answer_c = comment_form;
    std::size_t cut = answer_c.find(';');
    if (const std::size_t dot = answer_c.find(". "); dot != std::string_view::npos && dot < cut) cut = dot;
    if (!prompt.empty() && !prompt_negated && cut != std::string_view::npos && cut > 0) {
      std::vector<std::string> head, tail;
      std::string e1;
      // the comment's letters: those it opens with ("b and d are ...")
      for (const std::string& w : split_tokens(fold(answer_c.substr(cut + 1)))) {
        std::string id;
        if (w.size() == 1 && match_token(w, items, id)) tail.push_back(id);
        else if (w != "and" && w != "or") break;
      }
      // the head a list ("a, b, d, e") or a sentence that closes with one ("The correct answers are (a), (b),
      // (d) and (e)", blind round 53)
      if (!parse_choice_list(answer_c.substr(0, cut), items, head, e1) || head.empty()) {
        head.clear();
        if (!trailing_letters(answer_c.substr(0, cut), items, head)) head.clear();
      }
      if (!head.empty() && !tail.empty()) {
        const bool disjoint = apart(head, tail);
        bool excludes = false, adds = false;
        std::vector<std::string> plain;  // the comment's words, cut at every non-letter ("training-only", "aren't")
        {
          std::string cur;
          for (char ch : ascii_lower(answer_c.substr(cut + 1)) + " ") {
            if (std::isalnum(static_cast<unsigned char>(ch))) cur += ch;
            else if (!cur.empty()) plain.push_back(cur), cur.clear();
          }
        }
        for (const std::string& w : plain) {
          // ("e is irrelevant", "d is unrelated": what has no part in the question; blind round 74 row 188)
          for (const char* x : {"not", "t", "isnt", "arent", "only", "never", "neither", "nor", "no", "instead",
                                "irrelevant", "unrelated"})
            excludes = excludes || w == x;
          for (const char* x : {"also", "too", "plus", "well", "right", "correct", "true", "yes", "apply",
                                "applies", "count", "counts", "include", "includes", "included", "pick", "picked"})
            adds = adds || w == x;
          // "a, c, e: b and d belong to training" (a serving question): the letters put on another side
          excludes = excludes || other_side(w);
        }
        // letters only: the head a list of ids, the comment opening with one ("d and e aren't ...")
        auto letter = [&](const std::string& w) {
          std::string id;
          return w.size() == 1 && match_token(w, items, id);
        };
        bool letters = true;
        for (const std::string& w : split_tokens(fold(answer_c.substr(0, cut)))) letters = letters && (letter(w) || w == "and");
        const std::vector<std::string> tw = split_tokens(fold(answer_c.substr(cut + 1)));
        letters = letters && !tw.empty() && letter(tw[0]);
        if (disjoint && excludes && !adds && letters) ids = head, comment_read = true;
      }
      // ... and the same with the choices named by their text: "memory, communication, recomputation. The KV
      // cache is an inference thing and tokenization is no ledger": the comment's subject (its words before
      // the first "is"/"are"/"belongs") names only left-out choices (blind round 34)
      if (!head.empty() && tail.empty()) {
        const std::string_view rest = answer_c.substr(cut + 1);
        const std::string rl = ascii_lower(rest);
        std::size_t verb = std::string::npos;
        for (const char* v : {" is ", " are ", " isn't ", " aren't ", " isnt ", " arent ", " belongs ", " belong "}) {
          const std::size_t at = (" " + rl).find(v);
          if (at != std::string::npos && at < verb) verb = at;
        }
        std::vector<std::string> subj;
        std::string e2;
        // "memory / communication / recomputation (not KV cache, that's inference)", "(no KV cache - inference
        // only)": a remark that opens with "not"/"no" and names left-out choices up to its first mark rules them out
        // (blind round 96 rows 4, 17)
        {
          const std::size_t p = rl.find_first_not_of(' ');
          std::size_t from = std::string::npos;
          for (const char* n : {"not ", "no ", "but not "})
            if (p != std::string::npos && rl.compare(p, std::strlen(n), n) == 0) from = p + std::strlen(n);
          if (from != std::string::npos) {
            std::size_t to = rl.find_first_of(",;:(", from);
            for (const char* m : {" - ", " \xE2\x80\x94 ", " \xE2\x80\x93 "})
              if (const std::size_t d = rl.find(m, from); d != std::string::npos && d < to) to = d;
            const std::string named = rl.substr(from, to == std::string::npos ? std::string::npos : to - from);
            bool adds = false;
            for (const std::string& w : split_tokens(rl))
              for (const char* x : {"also", "too", "plus", "well", "include", "includes", "included", "count", "counts"})
                adds = adds || w == x;
            std::vector<std::string> out;
            if (!adds && split_tokens(named).size() <= 6 && parse_choice_list(named, items, out, e2) && !out.empty() &&
                apart(head, out))
              ids = head, comment_read = true;
          }
        }
        // the subject a plain noun phrase: no list marks, brackets or colons, a few words
        bool plain_subject = verb != std::string::npos && verb > 0;
        if (plain_subject) {
          int words = 0;
          bool in_word = false;
          for (std::size_t k = 0; k < verb; ++k) {
            if (std::strchr(";,(:[\n", rl[k]) != nullptr && rl[k] != 0) plain_subject = false;
            // ("Adam's variance": the possessive is one word, blind round 53)
            const bool wc = std::isalnum(static_cast<unsigned char>(rl[k])) != 0 || (rl[k] == '\'' && in_word);
            if (wc && !in_word) ++words;
            in_word = wc;
          }
          plain_subject = plain_subject && words <= 6;
        }
        if (plain_subject && parse_choice_list(rest.substr(0, verb), items, subj, e2) && !subj.empty()) {
          const bool disjoint = apart(head, subj);
          bool excludes = false, adds = false;
          std::string cur;
          for (char ch : rl + " ") {
            if (std::isalnum(static_cast<unsigned char>(ch))) {
              cur += ch;
              continue;
            }
            if (cur.empty()) continue;
            // ("tokenization is just preprocessing", "the weights are shared with inference": what they merely
            // are, audit round 36)
            for (const char* x : {"not", "t", "isnt", "arent", "only", "never", "neither", "nor", "no", "instead", "just",
                                  "irrelevant", "unrelated",
                                  "merely", "shared"})
              excludes = excludes || cur == x;
            for (const char* x : {"also", "too", "plus", "well", "right", "correct", "true", "yes", "apply", "applies",
                                  "count", "counts", "include", "includes", "included", "pick", "picked", "less", "another"})
              adds = adds || cur == x;
            // "(a, b, c); the KV cache is an inference thing" (a training question): put on another side (fix round
            // 95; blind round 96 had written the same rule for the training/inference split alone)
            excludes = excludes || other_side(cur);
            cur.clear();
          }
          if (disjoint && excludes && !adds) ids = head, comment_read = true;
        }
      }
    }
  }
  // "b, c, d (a and e are needed for inference too)" where the prompt asks what inference "does not need": a
  // remark that opens with letters left out of the list and says the prompt's negated verb of them without a
  // negation of its own ("are needed", "needs") says they fail the question's condition: no more picks
  // (blind round 52). "b, c, d (a and e too)" says no verb and adds them.
  if (!comment_read && !prompt.empty()) {
    const std::vector<std::string> pw = split_tokens(fold(prompt));
    std::string verb, subject;
    for (std::size_t k = 0; k + 2 < pw.size() && verb.empty(); ++k) {
      if ((pw[k] == "does" || pw[k] == "do") && pw[k + 1] == "not") verb = pw[k + 2];
      if ((pw[k] == "doesnt" || pw[k] == "dont") && pw[k + 1].size() > 2) verb = pw[k + 1];
      if (!verb.empty() && k > 0) subject = pw[k - 1];
    }
    // ... and where the remark names the left-out choices by their words before "is"/"are" ("gradients, optimizer
    // state and saved activations (b, c, d); the weights are shared with inference"): "shared with" says the
    // question's other side keeps them too (blind round 52)
    // (the comment after an arrow, a dash or a colon, as after ';' or a bracket: "b, c, d → a and e are needed at
    // inference too", as the reader above takes it; blind round 74 row 161)
    std::string ans_c_s(answer);
    {
      std::size_t first = std::string::npos, len = 0;
      for (const char* sep : {"\xE2\x86\x92", "->", "=>", " \xE2\x80\x94 ", " \xE2\x80\x93 ", " - ", ": "}) {
        const std::size_t at = ans_c_s.find(sep);
        if (at != std::string::npos && at > 0 && at < first) first = at, len = std::strlen(sep);
      }
      if (first != std::string::npos && ans_c_s.find(';') > first && ans_c_s.find(". ") > first &&
          ans_c_s.find('(') > first)
        ans_c_s.replace(first, len, "; ");
    }
    const std::string_view ans_c = ans_c_s;
    // each candidate cut folds the text on both sides of it: the first 16 cuts only (a remark follows the list within
    // a few; 266 ';' in a pasted 4,000-byte answer took 0.7 s here, the lead's timing fuzz, session 45)
    int cuts_tried = 0;
    for (std::size_t cut = 0; verb.size() > 2 && !comment_read && cut < ans_c.size() && cuts_tried < 16; ++cut) {
      if (!(ans_c[cut] == ';' || ans_c[cut] == '(' || (ans_c[cut] == '.' && cut + 1 < ans_c.size() && ans_c[cut + 1] == ' ')) ||
          cut == 0)
        continue;
      ++cuts_tried;
      // ("(b) (c) (d), per the book: \"Inference avoids ...\"": a bracket around one letter is the list's next pick, not
      // a remark on left-out letters; blind round 137)
      if (ans_c[cut] == '(' && cut + 2 < ans_c.size() && ans_c[cut + 2] == ')' &&
          std::isalpha(static_cast<unsigned char>(ans_c[cut + 1])))
        continue;
      std::vector<std::string> head, tail;
      std::string e1;
      const std::vector<std::string> tw = split_tokens(fold(ans_c.substr(cut + 1)));
      std::size_t k = 0;
      for (; k < tw.size(); ++k) {
        std::string id;
        if (tw[k].size() == 1 && match_token(tw[k], items, id)) tail.push_back(id);
        else if (tw[k] != "and" && tw[k] != "or") break;
      }
      bool letters_head = true;
      for (const std::string& x : split_tokens(fold(ans_c.substr(0, cut)))) {
        std::string id;
        letters_head = letters_head && ((x.size() == 1 && match_token(x, items, id)) || x == "and");
      }
      // "b, c (inference doesn't need d either)", "b, c (inference does not need d)": the prompt's subject, its
      // negated verb, then the left-out letters as its object: they meet the question's condition too (blind
      // round 58; the remark above opens with the letters)
      if (!comment_read && tail.empty() && letters_head && subject.size() > 2 && tw.size() >= 4 && tw[0] == subject) {
        std::size_t j = 1;
        int negs = 0;
        auto neg = [](const std::string& x) {
          return negator_word(x) || x == "t" || x == "nt" || x == "not" || x == "never" || x == "doesnt" || x == "dont";
        };
        while (j < tw.size() && (tw[j] == "does" || tw[j] == "do" || tw[j] == "doesn" || tw[j] == "don" || neg(tw[j]))) {
          if (neg(tw[j])) ++negs;
          ++j;
        }
        std::vector<std::string> obj;
        if (negs == 1 && j < tw.size() && (tw[j] == verb || tw[j] == verb + "s")) {
          std::size_t o = j + 1;
          for (; o < tw.size(); ++o) {
            std::string id;
            if (tw[o].size() == 1 && match_token(tw[o], items, id)) obj.push_back(id);
            else if (tw[o] != "and" && tw[o] != "or") break;
          }
          bool plain_end = true;
          for (std::size_t r = o; r < tw.size(); ++r)
            plain_end = plain_end && (tw[r] == "either" || tw[r] == "too" || tw[r] == "at" || tw[r] == "all");
          std::vector<std::string> head2;
          if (!obj.empty() && plain_end && parse_choice_list(ans_c.substr(0, cut), items, head2, e1) && !head2.empty()) {
            const bool disjoint = apart(head2, obj);
            if (disjoint) {
              ids = head2;
              ids.insert(ids.end(), obj.begin(), obj.end());
              comment_read = true;
              break;
            }
          }
        }
      }
      bool shared = false;
      if (tail.empty()) {
        // the subject: a plain noun phrase of a few words before the first "is"/"are"
        const std::string rl = " " + ascii_lower(ans_c.substr(cut + 1));
        std::size_t at = std::string::npos;
        for (const char* v : {" is ", " are "})
          if (const std::size_t f = rl.find(v); f != std::string::npos && f < at) at = f;
        if (at == std::string::npos || at == 0 || rl.find_first_of(",;:()[", 0) < at) continue;
        const std::vector<std::string> sw = split_tokens(fold(rl.substr(0, at)));
        std::string e2;
        if (sw.empty() || sw.size() > 6 || !parse_choice_list(rl.substr(0, at), items, tail, e2) || tail.empty()) continue;
        k = sw.size();
        letters_head = true;  // the list may name its picks in words
        for (const std::string& x : std::vector<std::string>(tw.begin() + std::min(k, tw.size()), tw.end()))
          shared = shared || x == "shared";
      }
      bool says_verb = shared, negated = false;
      for (std::size_t j = k; j < tw.size(); ++j) {
        const std::string& x = tw[j];
        says_verb = says_verb || x == verb || x == verb + "s" || x == verb + "ed" || x == verb + "d";
        // "b, c, d - a and e are inference things", "(a and e are kept by inference too)", "the KV cache is for
        // decoding": the remark gives the left-out letters to the prompt's negated subject (or its side's other words,
        // "serving"), un-negated: they fail the question's condition as "are needed" says (fix round 95, blind round 96)
        says_verb = says_verb || (setting_side(x) != 0 && setting_side(x) == setting_side(subject));
        negated = negated || negator_word(x) || x == "t" || x == "nt";
      }
      if (!tail.empty() && says_verb && !negated && letters_head &&
          parse_choice_list(ans_c.substr(0, cut), items, head, e1) && !head.empty()) {
        const bool disjoint = apart(head, tail);
        if (disjoint) ids = head, comment_read = true;
      }
      // "b, c, d (a is not needed for inference)": the remark's own clause says the prompt's negated verb of the
      // left-out letters, negated once, with the prompt's subject: they meet the question's condition, so the
      // reader names them too (blind round 54: the remark had been dropped as an aside)
      if (!comment_read && !shared && !tail.empty() && letters_head && subject.size() > 2 && k < tw.size()) {
        std::string rest = ascii_lower(ans_c.substr(cut + 1));
        for (std::size_t z = 0; z < rest.size(); ++z)
          if (rest[z] == ',' || rest[z] == ';' || rest[z] == ')' || rest[z] == ':' ||
              (rest[z] == '.' && (z + 1 == rest.size() || rest[z + 1] == ' '))) {
            rest.resize(z);
            break;
          }
        const std::vector<std::string> cw = split_tokens(fold(rest));
        bool verb_said = false, subject_said = false;
        int negations = 0;
        for (const std::string& x : cw) {
          verb_said = verb_said || x == verb || x == verb + "s" || x == verb + "ed" || x == verb + "d";
          subject_said = subject_said || x == subject;
          if (negator_word(x) || x == "t" || x == "nt") ++negations;
        }
        head.clear();
        if (verb_said && subject_said && negations == 1 && parse_choice_list(ans_c.substr(0, cut), items, head, e1) &&
            !head.empty()) {
          const bool disjoint = apart(head, tail);
          if (disjoint) {
            ids = head;
            ids.insert(ids.end(), tail.begin(), tail.end());
            comment_read = true;
          }
        }
      }
    }
  }
  if (!read_whole && !comment_read) {
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

namespace {

// A reversal word labels the list unless it is negated ("b, d, e, a, c; not the reverse") or names another
// order it reverses ("c, d, a, b, the reverse of what most people do", "the reverse of the gut-feel order: c,
// d, a, b", "the opposite order of what I'd guess"): then the list is the reader's order and the words a
// remark on it. The list itself ("reverse of c a d b", rewritten "reversed: ..." before this) or the
// question's own order ("the reverse of the page's order") is still reversed (blind round 78).
bool reversal_remark(const std::vector<std::string>& a, std::size_t i) {
  std::size_t n = i;
  while (n > 0 && (a[n - 1] == "the" || a[n - 1] == "a" || a[n - 1] == "in")) --n;
  if (n > 0 && (a[n - 1] == "not" || a[n - 1] == "never" || a[n - 1] == "isn" || a[n - 1] == "no")) return true;
  std::size_t k = i + 1;
  if (k < a.size() && (a[k] == "order" || a[k] == "direction")) ++k;
  if (k >= a.size() || a[k] != "of") return false;
  ++k;
  while (k < a.size() && (a[k] == "the" || a[k] == "a" || a[k] == "an")) ++k;
  if (k >= a.size() || a[k].size() == 1) return false;  // the list named
  for (std::size_t m = k; m < a.size() && m < k + 4; ++m)
    if (a[m] == "page" || a[m] == "pages" || a[m] == "book" || a[m] == "checklist" || a[m] == "question" ||
        a[m] == "correct" || a[m] == "right" || a[m] == "asked" || a[m] == "list" || a[m] == "spectrum" ||
        a[m] == "key" || a[m] == "answer" ||
        (order_pole(a[m]) && a[m] != "most" && a[m] != "least" && a[m] != "first" && a[m] != "last"))
      return false;  // the question's own order ("the reverse of the lightest-first order"), reversed
  return true;
}

// Does the reader label the list with the direction opposite to the question's? The reader's "X to
// Y" (or "reversed", "in reverse", "backwards") against the question's "from W ..." (or, with no
// "from", first to last). Words the two share decide first ("lightest" in both), then the ends.
bool runs_against(std::string_view answer, std::string_view prompt) {
  const std::vector<std::string> a = split_tokens(fold(answer));
  for (std::size_t i = 0; i < a.size(); ++i)
    if ((a[i] == "reversed" || a[i] == "backwards" || a[i] == "backward" || a[i] == "reverse") && !reversal_remark(a, i))
      return true;
  // "b, d, a, c, the other way round" / "... in the opposite order": the list runs backwards
  for (std::size_t i = 0; i + 2 < a.size(); ++i)
    if ((a[i] == "other" && a[i + 1] == "way" && (a[i + 2] == "round" || a[i + 2] == "around")) ||
        (a[i] == "opposite" && (a[i + 1] == "order" || a[i + 1] == "direction") && !reversal_remark(a, i)))
      return true;
  std::string r1, r2;
  for (std::size_t i = 1; i + 1 < a.size(); ++i)
    if (a[i] == "to" && order_pole(a[i - 1]) && order_pole(a[i + 1]) && order_pole(a[i - 1]) != order_pole(a[i + 1])) {
      r1 = a[i - 1], r2 = a[i + 1];
      break;
    }
  // "(listed from the last resort back to the first thing to try)", "from the heaviest change down to the
  // lightest": the two ends with words between them (blind round 20)
  for (std::size_t i = 0; r1.empty() && r2.empty() && i + 1 < a.size(); ++i) {
    if (a[i] != "from") continue;
    std::size_t k = i + 1;
    while (k < a.size() && (a[k] == "the" || a[k] == "a")) ++k;
    if (k >= a.size()) continue;
    for (std::size_t t = k + 1; t < a.size() && t <= k + 5; ++t) {
      if (a[t] != "to") continue;
      std::size_t m = t + 1;
      while (m < a.size() && (a[m] == "the" || a[m] == "a")) ++m;
      if (m < a.size() && order_pole(a[m]) && order_pole(a[k]) && order_pole(a[m]) != order_pole(a[k]))
        r1 = a[k], r2 = a[m];
      // "from pipeline back to the lightest": the start named by an item, the end by its pole (blind round 76)
      else if (m < a.size() && order_pole(a[m]) && !order_pole(a[k]) && a[m] != "first" && a[m] != "last")
        r2 = a[m];
      break;
    }
  }
  // "heaviest first", "lightest last": one end named with its place
  for (std::size_t i = 0; r1.empty() && r2.empty() && i + 1 < a.size(); ++i)
    if (order_pole(a[i]) && a[i] != "first" && a[i] != "last" && (a[i + 1] == "first" || a[i + 1] == "last"))
      (a[i + 1] == "first" ? r1 : r2) = a[i];
  // "most expensive first", "least disruptive last", "last resort first": a pole word qualifying the word
  // before "first"/"last" names that end (blind round 76). "b last, c first" is no such: "last" and "first"
  // qualify nothing but "resort", and an item's letter is no qualified word.
  for (std::size_t i = 1; r1.empty() && r2.empty() && i + 1 < a.size(); ++i) {
    if (!(a[i + 1] == "first" || a[i + 1] == "last") || order_pole(a[i]) || a[i].size() < 3) continue;
    const std::string& q = a[i - 1];
    const bool resort = a[i] == "resort" && (q == "last" || q == "first");
    // only a word of cost or upheaval makes "most"/"least" an end of the question's scale: "the most obvious
    // first step", "most fundamental first", "most important first" rank by another measure, whose top is
    // where the list starts (blind round 78)
    static const std::set<std::string> costly = {"expensive", "costly", "disruptive", "invasive", "drastic",
                                                 "intrusive", "radical", "aggressive", "intensive", "complex",
                                                 "complicated", "involved", "demanding", "pricey", "extreme",
                                                 "sweeping", "effort", "work", "change", "changes"};
    if (resort || ((q == "most" || q == "least") && costly.count(a[i])))
      (a[i + 1] == "first" ? r1 : r2) = q;
  }
  // "(from heaviest)", "starting from the heaviest": the end the list starts at
  for (std::size_t i = 0; r1.empty() && r2.empty() && i + 1 < a.size(); ++i)
    if (a[i] == "from") {
      std::size_t k = i + 1;
      while (k < a.size() && (a[k] == "the" || a[k] == "a")) ++k;
      if (k < a.size() && order_pole(a[k]) && a[k] != "first" && a[k] != "last" &&
          (k + 1 == a.size() || a[k + 1] != "to"))
        r1 = a[k];
    }
  if (r1.empty() && r2.empty()) return false;
  const std::vector<std::string> p = split_tokens(fold(prompt));
  std::string p1;
  for (std::size_t i = 0; i + 1 < p.size(); ++i)
    if (p[i] == "from") {
      std::size_t k = i + 1;
      while (k < p.size() && (p[k] == "the" || p[k] == "a")) ++k;
      if (k < p.size() && order_pole(p[k])) p1 = p[k];
      break;
    }
  if (p1.empty()) return r1.empty() ? order_pole(r2) == 1 : order_pole(r1) == 2;  // the question runs first to last
  if (!r1.empty() && r1 == p1) return false;
  if (!r2.empty() && r2 == p1) return true;
  return r1.empty() ? order_pole(r2) == order_pole(p1) : order_pole(r1) != order_pole(p1);
}

}  // namespace

// "c before d, then a, and b last", "b first, then d, e, a, and c last", "smaller batch first, bigger GPUs
// last, recomputation before ZeRO": an order told by placing items against each other, clause by clause.
// Each clause names one item ("then a", "b last", "b first") or two ("c before d", "a after d"); the items
// come in the order the clauses name them, the ones said "first" ahead and "last" behind. Returns the
// letters in that order ("c, d, a, b"), or "" unless every item is placed once and a word of placing is
// used (blind round 50: readers ordering by contrast).
static std::string order_from_placings(std::string_view answer, const std::vector<choice_item>& items) {
  std::string low = ascii_lower(answer);
  if (low.find('\n') != std::string::npos) return "";
  // "c first, d second, a third, b last (not d first)": a bracketed "not X first/last" is a clause of its own
  // (blind round 58)
  for (std::size_t p = low.find("(not "); p != std::string::npos; p = low.find("(not ", p + 1)) {
    const std::size_t q = low.find(')', p);
    if (q == std::string::npos || low.find('(', p + 1) < q) break;
    low[p] = ',';
    low[q] = ',';
  }
  std::vector<std::string> clauses;
  {
    std::string cur;
    for (char c : low) {
      if (c == ',' || c == ';' || c == '.') {
        clauses.push_back(cur);
        cur.clear();
      } else {
        cur += c;
      }
    }
    clauses.push_back(cur);
  }
  auto trim = [](std::string t) {
    while (!t.empty() && t.front() == ' ') t.erase(0, 1);
    while (!t.empty() && t.back() == ' ') t.pop_back();
    return t;
  };
  auto one = [&](const std::string& t, std::string& id) {
    std::vector<std::string> ids;
    std::string err;
    if (t.empty() || !parse_choice_list(t, items, ids, err) || ids.size() != 1) return false;
    id = ids[0];
    return true;
  };
  auto strip_lead = [&](std::string t, const char* w) {
    const std::size_t n = std::strlen(w);
    if (t.compare(0, n, w) == 0) t = trim(t.substr(n));
    return t;
  };
  std::vector<std::string> seq, first, last, denied_first, denied_last;
  bool placed = false, opening_clause = true;
  auto add = [&](std::vector<std::string>& v, const std::string& id) { v.push_back(id); };
  for (std::string c : clauses) {
    c = trim(c);
    if (c.empty()) continue;
    // "first c, then d, then a, and b as the last resort": the opening clause's "first" before its one item
    // places it first, as "c first" does (fix round 95; elsewhere a placing word before its item is refused)
    // (not with ordinals, "first c, third a, second d": the ordinal reader's; and only before a "then")
    if (opening_clause && c.compare(0, 6, "first ") == 0 && (" " + low).find(" then ") != std::string::npos &&
        (" " + low).find(" second ") == std::string::npos && (" " + low).find(" third ") == std::string::npos) {
      std::string fid;
      if (one(trim(c.substr(6)), fid)) c = trim(c.substr(6)) + " first";
    }
    opening_clause = false;
    // "c before d, then a, and b last, not d first": a clause of its own that denies an item the first or the
    // last place is checked against the order, not read as a placing (blind round 54)
    if (c.compare(0, 4, "not ") == 0) {
      const bool f = c.size() > 10 && c.compare(c.size() - 6, 6, " first") == 0;
      const bool l = c.size() > 9 && c.compare(c.size() - 5, 5, " last") == 0;
      std::string nid;
      if ((f || l) && one(trim(c.substr(4, c.size() - 4 - (f ? 6 : 5))), nid)) {
        (f ? denied_first : denied_last).push_back(nid);
        continue;
      }
    }
    // "c at the end", "c at the very end": the item placed last, said before the words of start and end are
    // read below as a reader's other framing (blind round 94 row 263)
    for (const char* end_words : {" at the very end", " at the end"}) {
      const std::size_t n = std::strlen(end_words);
      if (c.size() > n && c.compare(c.size() - n, n, end_words) == 0) {
        c = c.substr(0, c.size() - n) + " last";
        break;
      }
    }
    // a negated or set-off placing ("— not b first", "rather than d") is no placing of this reader's
    const std::string padded = " " + c + " ";
    for (const char* neg : {" not ", "n't ", " never ", " rather ", " instead ", " - ", "\xE2\x80", "(", "?", "=", ">",
                            "<", " is ", " it ", " that ", " start", " end", " with "})
      if (padded.find(neg) != std::string::npos) return "";
    c = strip_lead(c, "and ");
    c = strip_lead(c, "then ");
    c = strip_lead(c, "and ");
    // "try c, then d, then a, and b as a last resort": the verb of trying before an item, and "as a last
    // resort" for "last" (blind round 76)
    c = strip_lead(c, "try ");
    // "and finally b", "lastly b": the item placed last
    for (const char* fin : {"finally ", "lastly "})
      if (c.compare(0, std::strlen(fin), fin) == 0 && c.size() > std::strlen(fin)) c = trim(c.substr(std::strlen(fin))) + " last";
    for (const char* lr : {" as a last resort", " as the last resort", " as last resort"}) {
      const std::size_t n = std::strlen(lr);
      if (c.size() > n && c.compare(c.size() - n, n, lr) == 0) c = c.substr(0, c.size() - n) + " last";
    }
    // one placing word a clause, after its item ("b first", "c before d"); none before it ("first b")
    {
      int placings = 0;
      for (const std::string& w : split_tokens(c))
        placings += w == "before" || w == "after" || w == "first" || w == "last" || w == "then";
      const std::string opening = c.substr(0, c.find(' '));
      if (placings > 1 || opening == "before" || opening == "after" || opening == "first" || opening == "last")
        return "";
    }
    // "c, d, a, b: the most obvious fix first": words after a colon that end in "first"/"last" are the reader's
    // remark on the list ("the obvious fix" placed first), not a placing of the letter before the colon; "c:
    // first" (the placing alone after the colon) still places c (blind round 78)
    if (const std::size_t colon = c.find(':'); colon != std::string::npos) {
      const std::vector<std::string> after = split_tokens(c.substr(colon + 1));
      if (after.size() >= 3 && (after.back() == "first" || after.back() == "last")) return "";
    }
    std::string id, id2;
    std::size_t at;
    if ((at = c.find(" before ")) != std::string::npos) {
      if (!one(trim(c.substr(0, at)), id) || !one(trim(c.substr(at + 8)), id2)) return "";
      add(seq, id), add(seq, id2), placed = true;
    } else if ((at = c.find(" after ")) != std::string::npos) {
      if (!one(trim(c.substr(0, at)), id) || !one(trim(c.substr(at + 7)), id2)) return "";
      auto it = std::find(seq.begin(), seq.end(), id2);
      if (it == seq.end()) add(seq, id2), add(seq, id);
      else seq.insert(it + 1, id);
      placed = true;
    } else if (c.size() > 6 && c.compare(c.size() - 6, 6, " first") == 0) {
      if (!one(trim(c.substr(0, c.size() - 6)), id)) return "";
      add(first, id), placed = true;
    } else if (c.size() > 5 && c.compare(c.size() - 5, 5, " last") == 0) {
      const std::string head = trim(c.substr(0, c.size() - 5));
      // "then d, e, a and c last": the list's last clause joins its item to the one placed last with "and";
      // the item before "and" keeps its place in the list (blind round 94 row 263)
      const std::size_t amp = head.rfind(" and ");
      if (!one(head, id)) {
        if (amp == std::string::npos || !one(trim(head.substr(0, amp)), id) || !one(trim(head.substr(amp + 5)), id2))
          return "";
        add(seq, id), add(last, id2), placed = true;
        continue;
      }
      add(last, id), placed = true;
    } else {
      if (!one(c, id)) return "";
      add(seq, id);
    }
  }
  if (!placed) return "";
  std::vector<std::string> all(first);
  all.insert(all.end(), seq.begin(), seq.end());
  all.insert(all.end(), last.begin(), last.end());
  std::set<std::string> seen(all.begin(), all.end());
  if (seen.size() != all.size() || all.size() != items.size()) return "";
  for (const std::string& id : denied_first)
    if (all.front() == id) return "";
  for (const std::string& id : denied_last)
    if (all.back() == id) return "";
  std::string out;
  for (const std::string& id : all) out += (out.empty() ? "" : ", ") + id;
  return out;
}


// "The correct order is:\n1. (b) Compute the fixed-state ledger\n2. (d) Recompute ...": lines numbered 1, 2,
// 3, ... in turn, each giving an item's letter (bracketed, or followed by ')', '.', ':' or a dash) and then
// that item's words, list the letters in that order (blind round 53: the words after each letter had made
// the list unreadable). Lines before the first number may introduce the list; nothing but blank lines
// after it. Each line's first word after its letter must be a word of the item its letter names ("1. (b)
// Pipeline ..." is left as typed). "" when the answer is no such list.
static std::string numbered_lettered_lines(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.find('\n') == std::string_view::npos) return "";
  std::vector<std::string> lines;
  {
    std::string cur;
    for (char c : answer) {
      if (c == '\n') lines.push_back(cur), cur.clear();
      else if (c != '\r') cur += c;
    }
    lines.push_back(cur);
  }
  std::string out;
  int want = 1;
  bool ended = false;
  for (const std::string& raw : lines) {
    const std::string low = ascii_lower(raw);
    std::size_t k = low.find_first_not_of(" \t");
    if (k == std::string::npos) {
      if (want > 1) ended = true;
      continue;
    }
    std::size_t d = k;
    while (d < low.size() && std::isdigit(static_cast<unsigned char>(low[d]))) ++d;
    const bool numbered = d > k && d < low.size() && (low[d] == '.' || low[d] == ')') && d - k <= 2;
    if (!numbered) {
      if (want > 1) return "";  // text after the list, or between its lines
      continue;                 // an introduction
    }
    if (ended || std::stoi(low.substr(k, d - k)) != want) return "";
    std::size_t b = d + 1;
    while (b < low.size() && low[b] == ' ') ++b;
    const bool bracket = b < low.size() && low[b] == '(';
    if (bracket) ++b;
    std::size_t e = b;
    while (e < low.size() && std::isalnum(static_cast<unsigned char>(low[e]))) ++e;
    const choice_item* item = nullptr;
    for (const auto& it : items)
      if (e > b && fold(it.id) == low.substr(b, e - b)) item = &it;
    if (!item) return "";
    if (bracket) {
      if (e >= low.size() || low[e] != ')') return "";
      ++e;
    } else if (e < low.size() && (low[e] == ')' || low[e] == '.' || low[e] == ':')) {
      ++e;
    } else if (e < low.size() && low[e] != ' ') {
      return "";
    }
    // "2. d (shard states)": a bracketed gloss after the letter, in the reader's own words, is a note on the
    // item the letter names (blind round 57)
    {
      const std::size_t g0 = low.find_first_not_of(" \t", e);
      const std::size_t g1 = low.find_last_not_of(" \t.;,");
      if (g0 != std::string::npos && low[g0] == '(' && g1 != std::string::npos && g1 > g0 && low[g1] == ')' &&
          low.find_first_of("()", g0 + 1) == g1) {
        out += (out.empty() ? "" : ", ") + item->id;
        ++want;
        continue;
      }
    }
    const std::vector<std::string> rest = split_tokens(fold(low.substr(e)));
    std::string first;
    for (const std::string& w : rest)
      if (!filler_word(w) && w != "-") {
        first = w;
        break;
      }
    // (a word of the reader's own that names no other item, "2. d comm ledger", "4. b buy H100s", "2. d recompute",
    // is their shorthand for the item: only a word of another item's and not of this one's contradicts the letter;
    // blind round 74 rows 227, 229, 233)
    if (!first.empty() && !choice_stems(item->text).count(stem(first))) {
      for (const auto& it : items)
        if (&it != item && choice_stems(it.text).count(stem(first))) return "";
    }
    out += (out.empty() ? "" : ", ") + item->id;
    ++want;
  }
  return want - 1 == static_cast<int>(items.size()) ? out : "";
}

// "(a = mixed precision or ZeRO sharding)": one " or " in a closing remark whose two sides name one item, each side's
// words (after a "x =" or "x:" label) all words of that item's text or aliases ("mixed precision / ZeRO sharding"):
// the item's own two names, no alternative order (fix round 103: blind33 row 103). "(bigger GPUs or smaller batch
// first)" names two items and stays a hedge.
static bool or_names_one_item(const std::string& aside, const std::vector<choice_item>& items) {
  const std::size_t at = aside.find(" or ");
  if (at == std::string::npos || aside.find(" or ", at + 1) != std::string::npos) return false;
  std::string left = aside.substr(0, at);
  if (const std::size_t lab = left.find_last_of("=:"); lab != std::string::npos) left = left.substr(lab + 1);
  auto words = [](const std::string& t) {
    std::vector<std::string> out;
    for (const std::string& w : split_tokens(ascii_lower(t)))
      if (w.size() >= 2 && w != "the") out.push_back(w);
    return out;
  };
  const std::vector<std::string> l = words(left), r = words(aside.substr(at + 4));
  if (l.empty() || r.empty()) return false;
  for (const auto& it : items) {
    std::string all = it.text;
    for (const auto& al : it.aliases) all += " " + al;
    const std::vector<std::string> iw = words(all);
    auto in = [&](const std::string& w) {
      for (const std::string& u : iw)
        if (u == w || (w.size() >= 4 && u.compare(0, w.size(), w) == 0)) return true;
      return false;
    };
    if (std::all_of(l.begin(), l.end(), in) && std::all_of(r.begin(), r.end(), in)) return true;
  }
  return false;
}

// The order a reader settles on after giving one: "d, b, a, c (edit: b first, then d, a, c)", "..., EDIT: b, d, a, c"
// (the edit's full order), "b, d, e, a, c... or was it b, d, a, e, c? going with the second" (the order the closing
// words pick, "the first"/"the second"): that order as a list, or "" where none is given in full (fix round 110:
// blind108 rows 192, 350; the edit and the choice between the two had been left unread)
static std::string settled_order(std::string_view answer, const std::vector<choice_item>& items) {
  if (answer.size() > 400) return std::string();
  const std::string low = ascii_lower(answer);
  auto full = [&](std::string text) -> std::string {  // the text as a full order, or ""
    while (!text.empty() && std::strchr(" .)]?!", text.back()) != nullptr) text.pop_back();
    std::size_t b = text.find_first_not_of(" :,-(");
    if (b == std::string::npos) return std::string();
    text = text.substr(b);
    // "b first, then d, a, c"
    if (text.size() > 14 && text[1] == ' ' && text.compare(2, 12, "first, then ") == 0)
      text = text.substr(0, 1) + ", " + text.substr(14);
    std::vector<std::string> ids;
    std::string err;
    if (!parse_choice_list(text, items, ids, err) || ids.size() != items.size()) return std::string();
    std::set<std::string> distinct(ids.begin(), ids.end());
    if (distinct.size() != ids.size()) return std::string();
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : ", ") + id;
    return out;
  };
  // "b, d, a, c (edit: swap a and d)", "(edit: switch d and a)": the first order with the two items swapped (blind
  // round 125: the edit had been left unread, the first order graded); also the swap said after the items, "a and d
  // swapped", "a and d the other way round", and a move, "d before e" (d taken out and put just before e) (round 140)
  auto noted = [&](const std::string& first, const std::string& note) -> std::string {
    // (split_tokens drops the "and": "swap a d", "swap a with d")
    std::vector<std::string> w = split_tokens(note);
    if (w.size() == 4 && w[2] == "with") w.erase(w.begin() + 2);
    if (w.size() == 6 && w[2] == "the" && w[3] == "other" && w[4] == "way" && (w[5] == "round" || w[5] == "around"))
      w = {"swap", w[0], w[1]};
    if (w.size() == 3 && (w[2] == "swapped" || w[2] == "switched")) w = {"swap", w[0], w[1]};
    std::string x, y;
    const bool swap = w.size() == 3 && (w[0] == "swap" || w[0] == "switch");
    const bool before = w.size() == 3 && (w[1] == "before" || w[1] == "after");
    if (!swap && !before) return std::string();
    if (!match_token(swap ? w[1] : w[0], items, x) || !match_token(w[2], items, y) || x == y) return std::string();
    std::vector<std::string> ids;
    std::string err;
    if (!parse_choice_list(first, items, ids, err)) return std::string();
    if (swap) {
      for (auto& id : ids) id = id == x ? y : id == y ? x : id;
    } else {
      const auto xi = std::find(ids.begin(), ids.end(), x);
      if (xi == ids.end() || std::find(ids.begin(), ids.end(), y) == ids.end()) return std::string();
      ids.erase(xi);
      auto yi = std::find(ids.begin(), ids.end(), y);
      ids.insert(w[1] == "before" ? yi : yi + 1, x);
    }
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : ", ") + id;
    return out;
  };
  // the edit: "edit" as a word after the first order, then the new one to the end
  for (std::size_t at = low.find("edit"); at != std::string::npos && at > 0; at = low.find("edit", at + 1)) {
    if (word_char(low[at - 1]) || (at + 4 < low.size() && word_char(low[at + 4]))) continue;
    std::string first = full(std::string(answer.substr(0, at)));
    if (first.empty()) first = full(low.substr(0, at));
    if (first.empty()) break;
    if (const std::string moved = noted(first, low.substr(at + 4)); !moved.empty()) return moved;
    return full(std::string(answer.substr(at + 4)));
  }
  // the same notes after "oops", "sorry", "wait" or "correction" instead of "edit": "c, a, d, b (oops, swap a and d)"
  // (round 140)
  for (const char* cw : {"oops", "sorry", "wait", "correction"}) {
    const std::size_t at = low.find(cw);
    const std::size_t n = std::strlen(cw);
    if (at == std::string::npos || at == 0 || word_char(low[at - 1]) || (at + n < low.size() && word_char(low[at + n])))
      continue;
    std::string first = full(std::string(answer.substr(0, at)));
    if (first.empty()) first = full(low.substr(0, at));
    if (first.empty()) continue;
    if (const std::string moved = noted(first, low.substr(at + n)); !moved.empty()) return moved;
  }
  // "c, d, a, b (sorry, c, a, d, b)", "b, a, d, c - sorry, I mean c, d, a, b": a correction word after a full order,
  // then another full order: the second one is the reader's (fix round 116); a correction that is no full order falls
  // through
  for (const char* cw : {"sorry", "i mean", "oops", "correction", "i meant"}) {
    const std::size_t at = low.find(cw);
    if (at == std::string::npos || at == 0 || word_char(low[at - 1]) ||
        (at + std::strlen(cw) < low.size() && word_char(low[at + std::strlen(cw)])))
      continue;
    if (full(std::string(answer.substr(0, at))).empty()) continue;
    std::size_t from = at + std::strlen(cw);
    for (const char* more : {", i mean", " i mean", ", i meant", " i meant"})
      if (low.compare(from, std::strlen(more), more) == 0) from += std::strlen(more);
    if (const std::string second = full(std::string(answer.substr(from))); !second.empty()) return second;
  }
  // "L1... or was it L2? going with the second": two full orders, then the closing pick between them
  for (const char* alt : {" or was it ", " or is it ", " or maybe "}) {
    const std::size_t at = low.find(alt);
    if (at == std::string::npos) continue;
    const std::size_t q = low.find_first_of("?", at);
    if (q == std::string::npos) break;
    const std::size_t from = at + std::strlen(alt);
    const std::string first = full(std::string(answer.substr(0, at)));
    const std::string second = full(std::string(answer.substr(from, q - from)));
    if (first.empty() || second.empty()) break;
    const std::string tail = low.substr(q + 1);
    for (const char* w : {"going with the second", "go with the second", "the second one", "the second is right",
                          "second one", "i'll take the second", "taking the second"})
      if (tail.find(w) != std::string::npos) return second;
    for (const char* w : {"going with the first", "go with the first", "the first one", "the first is right",
                          "first one", "i'll take the first", "taking the first", "sticking with the first"})
      if (tail.find(w) != std::string::npos) return first;
    break;
  }
  return std::string();
}

// "Personally I'd buy bigger GPUs before touching the batch, but the checklist's order is c, d, a, b.", "... and
// last compare with the inference ledger. b, d, e, a, c", "b (fixed-state ledger), d (...), ..., c (...). So b, d,
// e, a, c.": a paragraph that closes with a full order in letters alone (every item once, after a stop, an arrow, a
// dash, "so" or "is") settles on that order; the prose before it (items named in words, glossed letters) is its
// working, and where it says the list runs against the asked direction ("from the heaviest back to the lightest"), the
// order is read reversed. Not after a colon (its label is read by the readers below: "from last to first: b, a, d,
// c"), nor where the prose offers another case or answer ("or", "if",
// "either", "otherwise", "unless", "alternatively", "instead"): those stay with the readers below (blind round 167)
static std::string closing_full_order(std::string_view answer, const std::vector<choice_item>& items,
                                      std::string_view prompt) {
  if (answer.size() > 2000 || items.size() < 3) return std::string();
  std::string low = ascii_lower(answer);
  while (!low.empty() && std::strchr(" .!\n\t\r", low.back()) != nullptr) low.pop_back();
  std::size_t from = std::string::npos;  // where the closing segment begins
  for (const char* b : {". ", "? ", "! ", "\n", " is ", " so ", "=>", "->", "\xE2\x86\x92", "\xE2\x80\x94",
                        "\xE2\x80\x93", " - "}) {
    const std::size_t at = low.rfind(b);
    if (at != std::string::npos && (from == std::string::npos || at + std::strlen(b) > from)) from = at + std::strlen(b);
  }
  if (from == std::string::npos || from >= low.size()) return std::string();
  const std::string seg = low.substr(from), head = low.substr(0, from);
  std::vector<std::string> ids;
  std::string cur;
  for (char ch : seg + " ") {
    if (std::isalnum(static_cast<unsigned char>(ch))) {
      cur += ch;
      continue;
    }
    if (!std::strchr(" ,;()", ch)) return std::string();
    if (cur.empty()) continue;
    if (cur == "and" || cur == "then") {
      cur.clear();
      continue;
    }
    if (!is_item_id(items, cur)) return std::string();
    ids.push_back(cur), cur.clear();
  }
  if (ids.size() != items.size() || std::set<std::string>(ids.begin(), ids.end()).size() != ids.size()) return std::string();
  int head_words = 0;
  const std::vector<std::string> head_tokens = split_tokens(head);
  for (std::size_t k = 0; k < head_tokens.size(); ++k) {
    const std::string& w = head_tokens[k];
    // ("cook twice instead of storing leftovers (recomputation)": "instead of" sets one thing against another in the
    // working and offers no other answer; "instead" alone may: blind round 182)
    if (w == "instead" && k + 1 < head_tokens.size() && head_tokens[k + 1] == "of") {
      ++head_words;
      continue;
    }
    for (const char* x : {"or", "if", "either", "otherwise", "unless", "alternatively", "instead"})
      if (w == x) return std::string();
    ++head_words;
  }
  if (head_words < 4) return std::string();
  // an answer that opens with a full order of bare letters gave its order first: the closing one is a remark on
  // another ("c, d, a, b. The order people get wrong is b, a, d, c": the session-47 final read)
  // (not where the reader corrects it: "c, a, d, b. Sorry, wrong question; the order here is b, d, a, c")
  bool corrected = false;
  for (const std::string& w : head_tokens)
    for (const char* x : {"sorry", "wait", "no", "oops", "actually", "backwards", "correction", "scratch",
                          "mistake", "rather", "meant", "edit"})
      corrected = corrected || w == x;
  if (!corrected) {
    std::set<std::string> lead;
    for (const std::string& w : head_tokens) {
      if (w == "and" || w == "then") continue;
      if (!is_item_id(items, w)) break;
      lead.insert(w);
    }
    if (lead.size() == items.size()) return std::string();
  }
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ", ") + id;
  // "I'm listing it from the last resort back to the first thing to try. b, a, d, c": the prose says the list runs
  // against the asked direction
  return runs_against(answer, prompt) ? "reversed: " + out : out;
}

grade_result grade_ordering(std::string_view answer_as_typed, const std::vector<choice_item>& items,
                            const std::vector<std::string>& correct_order, std::string_view prompt) {
  if (const std::string plain = tex_markup_plain(answer_as_typed); plain != answer_as_typed)
    return grade_ordering(plain, items, correct_order, prompt);
  if (const std::string after = summary_label_dropped(answer_as_typed); !after.empty())
    return grade_ordering(after, items, correct_order, prompt);
  if (const std::string settled = settled_order(answer_as_typed, items); !settled.empty())
    return grade_ordering(settled, items, correct_order, prompt);
  if (const std::string untagged = without_tag_question(answer_as_typed); untagged != answer_as_typed)
    return grade_ordering(untagged, items, correct_order, prompt);
  if (const std::string listed = checklist_picks(answer_as_typed, items, true); !listed.empty())
    return grade_ordering(listed, items, correct_order, prompt);
  if (const std::string picks = letters_after_restated_question(answer_as_typed, items); !picks.empty())
    return grade_ordering(picks, items, correct_order, prompt);
  if (const std::string concluded = concluding_letters(answer_as_typed, items, true); !concluded.empty())
    return grade_ordering(concluded, items, correct_order, prompt);
  if (const std::string closing = closing_full_order(answer_as_typed, items, prompt); !closing.empty())
    return grade_ordering(closing, items, correct_order, prompt);
  if (const std::string plain = emphasis_removed(answer_as_typed); plain != answer_as_typed)
    return grade_ordering(plain, items, correct_order, prompt);
  if (const std::string listed = numbered_lettered_lines(answer_as_typed, items); !listed.empty())
    return grade_ordering(listed, items, correct_order, prompt);
  // "(c) smaller batch → (d) recomputation → (a) mixed precision/ZeRO → (b) bigger GPUs", "b) compression, d) ZeRO,
  // a) tensor, c) pipeline": each entry a bracketed letter and its own item's words is that letter, as in a
  // multi-select list (round 156: the words after the first letter had ended the list, "list every item exactly
  // once"); a letter with another item's words ("(c) recomputation") leaves the answer as typed
  if (const std::string letters = lettered_entries_as_letters(answer_as_typed, items); !letters.empty())
    return grade_ordering(letters, items, correct_order, prompt);
  // "reverse of c a d b", "the opposite of b, a, d, c": the list named is the order backwards, as
  // "reversed: c a d b" says (blind round 76)
  {
    const std::string low = ascii_lower(answer_as_typed);
    std::size_t b = low.find_first_not_of(' ');
    if (b != std::string::npos && low.compare(b, 4, "the ") == 0) b += 4;
    for (const char* lead : {"reverse of ", "opposite of ", "reversed order of ", "reverse order of "})
      if (b != std::string::npos && low.compare(b, std::strlen(lead), lead) == 0 &&
          !reversal_remark(split_tokens(fold(low.substr(b))), 0))
        return grade_ordering("reversed: " + std::string(answer_as_typed.substr(b + std::strlen(lead))), items,
                              correct_order, prompt);
  }
  // "1. b gradient compression 2. d ZeRO 3. a tensor/sequence 4. c pipeline": a numbered list on one
  // line, each number with its letter and words, is the list on separate lines (blind round 66)
  if (answer_as_typed.find('\n') == std::string_view::npos && answer_as_typed.size() < 600) {
    std::string a(answer_as_typed);
    std::size_t b = a.find_first_not_of(' ');
    if (b != std::string::npos && a.compare(b, 3, "1. ") == 0) {
      std::size_t at = b + 3;
      int k = 2;
      for (;; ++k) {
        const std::string mark = " " + std::to_string(k) + ". ";
        const std::size_t f = a.find(mark, at);
        if (f == std::string::npos) break;
        a[f] = '\n';
        at = f + mark.size();
      }
      if (k > 3)
        if (const std::string listed = numbered_lettered_lines(a, items); !listed.empty())
          return grade_ordering(listed, items, correct_order, prompt);
    }
  }
  if (const std::string placed = order_from_placings(answer_as_typed, items); !placed.empty())
    return grade_ordering(placed, items, correct_order, prompt);
  const std::string in_english = english_glossary(answer_as_typed);
  std::string_view answer = in_english;
  grade_result g;
  for (const auto& id : correct_order) g.expected_text += (g.expected_text.empty() ? "" : ", ") + id;
  // "a < b < c" lists a, b, c (as "a → b → c" and "a > b > c" do); a list written with left arrows
  // ("bigger GPUs ← ZeRO ← recompute ← smaller batch", "d <- c <- b") starts at its right end
  std::string arrows(answer);
  bool left_arrows = false;
  {
    std::string out;
    bool right_arrow = arrows.find("\xE2\x86\x92") != std::string::npos || arrows.find("->") != std::string::npos;
    for (std::size_t i = 0; i < arrows.size(); ++i) {
      if (arrows.compare(i, 3, "\xE2\x86\x90") == 0 || arrows.compare(i, 3, "\xE2\x9F\xB5") == 0) {
        out += ',', i += 2, left_arrows = true;
      } else if (arrows[i] == '<' && i + 1 < arrows.size() && arrows[i + 1] == '-') {
        out += ',';
        while (i + 1 < arrows.size() && arrows[i + 1] == '-') ++i;
        left_arrows = true;
      } else if (arrows[i] == '<' && !(i + 1 < arrows.size() && arrows[i + 1] == '=')) {
        out += ',';
      } else {
        out += arrows[i];
      }
    }
    if (right_arrow) left_arrows = false;
    arrows = out;
  }
  if (arrows != answer) answer = arrows;
  if (two_lists(answer, items)) {
    g.kind = "ambiguous";
    g.feedback = "Your answer gives two different orders: give the one you mean.";
    return g;
  }
  std::vector<std::string> ids;
  std::string err;
  // "from heaviest: c, a, d, b", "from the heaviest change: ...": a label of the direction only, read by
  // runs_against below; the list is what follows the colon
  std::string_view list = answer;
  if (const std::size_t colon = answer.find(':'); colon != std::string_view::npos && colon < 60) {
    bool direction_only = true, pole = false;
    for (const std::string& w : split_tokens(fold(answer.substr(0, colon)))) {
      if (order_pole(w)) pole = true;
      else if (!(w == "from" || w == "to" || w == "the" || w == "a" || w == "starting" || w == "start" || w == "going" ||
                 w == "in" || w == "order" || w == "change" || w == "changes" || w == "step" || w == "steps" ||
                 w == "one" || w == "with" || w == "at"))
        direction_only = false;
    }
    if (direction_only && pole) list = answer.substr(colon + 1);
  }
  // "start from what changes DDP least: b, d, a, c", "ok starts with fixed state and ends with inference: b,
  // d, e, a, c": the reader's reason (often the hint's words) before a colon, and after the last colon every
  // item's letter once and nothing else: the list is the order (blind round 64). The direction is still read
  // from the whole answer below.
  if (list.size() == answer.size()) {
    if (const std::size_t colon = answer.rfind(':'); colon != std::string_view::npos && colon > 0) {
      const std::vector<std::string> w = split_tokens(fold(answer.substr(colon + 1)));
      std::set<std::string> seen;
      bool only_ids = w.size() == items.size();
      for (const std::string& x : w) {
        bool id = false;
        for (const auto& it : items) id = id || (x.size() == 1 && fold(it.id) == x);
        only_ids = only_ids && id && seen.insert(x).second;
      }
      if (only_ids) list = answer.substr(colon + 1);
    }
  }
  // "b → d → a → c (a/c are both model splits)": every item once, then a closing bracketed remark that names
  // items again to say something of them: the list before the bracket is the order (the direction is still read
  // from the whole answer below). Not a remark that hedges ("(or maybe a and c swap)"): that one stays in
  // (blind round 94 phase C row 52)
  if (list.size() == answer.size() && !answer.empty() && answer.back() == ')') {
    const std::size_t open = answer.rfind('(');
    if (open != std::string_view::npos && open > 0 && answer.find(')', open) + 1 == answer.size()) {
      const std::string aside = " " + fold(answer.substr(open + 1, answer.size() - open - 2)) + " ";
      bool hedges = answer.find('?', open) != std::string_view::npos;
      // (nor one that opens with a correction word and then lists every item once: "c, a, d, b (I mean c, d, a, b)"
      // gives the order it means, read by the correction readers; not "(I mean, c is the cheapest)"; blind115 row)
      for (const char* m : {" i mean ", " actually ", " no wait ", " correction ", " scratch that ", " or rather "}) {
        if (aside.compare(0, std::strlen(m), m) != 0) continue;
        std::vector<std::string> again;
        std::string e0;
        const std::string rest = aside.substr(std::strlen(m));
        hedges = hedges || (parse_choice_list(rest, items, again, e0) && again.size() == items.size() &&
                               std::set<std::string>(again.begin(), again.end()).size() == again.size() &&
                               split_tokens(rest).size() == items.size());
      }
      for (const char* h : {" or ", " maybe ", " either ", " perhaps ", " swap ", " swapped ", " unsure ", " not sure ",
                            " interchangeable ", " same ", " tie ", " tied ", " level ", " equal ", " any "})
        hedges = hedges || (aside.find(h) != std::string::npos && (std::strcmp(h, " or ") != 0 || !or_names_one_item(aside, items)));
      std::vector<std::string> head;
      std::string e1;
      // "b, d, a, c (d before b works too)", "c, d, a, b (though I'd try a before d)": a remark that puts one item's
      // letter before or after another's against the list's own order holds a second order beside the list (a
      // remark that agrees with it, "(b before d, since ...)", is still dropped) (round 146)
      if (parse_choice_list(answer.substr(0, open), items, head, e1) && head.size() == items.size() &&
          std::set<std::string>(head.begin(), head.end()).size() == head.size()) {
        const std::vector<std::string> w = split_tokens(aside);
        for (std::size_t k = 1; k + 1 < w.size(); ++k) {
          if (w[k] != "before" && w[k] != "after") continue;
          std::string x, y;
          if (w[k - 1].size() != 1 || w[k + 1].size() != 1 || !std::isalpha(static_cast<unsigned char>(w[k - 1][0])) ||
              !std::isalpha(static_cast<unsigned char>(w[k + 1][0])) || !match_token(w[k - 1], items, x) ||
              !match_token(w[k + 1], items, y) || x == y)
            continue;
          // (not a move the remark denies: "(not c before a: pipeline is the heaviest change)")
          if (k >= 2 && (w[k - 2] == "not" || w[k - 2] == "never" || w[k - 2] == "no" || w[k - 2] == "nor")) continue;
          const auto px = std::find(head.begin(), head.end(), x), py = std::find(head.begin(), head.end(), y);
          if (w[k] == "before" ? px > py : px < py) {
            g.kind = "ambiguous";
            g.feedback = "Your note puts " + x + " " + w[k] + " " + y + ", against the order you list: give the one order you mean.";
            return g;
          }
        }
      }
      head.clear();
      if (!hedges && parse_choice_list(answer.substr(0, open), items, head, e1) && head.size() == items.size() &&
          std::set<std::string>(head.begin(), head.end()).size() == head.size())
        list = answer.substr(0, open);
    }
  }
  // "b, d, a, c — b: just tweaks DDP; d: shards state; a: ...; c: bubbles": every item's letter once and nothing
  // else, then a dash and the reader's reason per step, each opening with its letter and a colon: the list before the
  // dash is the order (blind round 131). Not notes that hedge or correct ("— or maybe d first", "— actually c, ..."),
  // nor notes that open with no letter: those stay in.
  if (list.size() == answer.size()) {
    for (const char* dash : {" \xe2\x80\x94 ", " \xe2\x80\x93 ", " -- ", " - "}) {
      const std::size_t at = answer.find(dash);
      if (at == std::string_view::npos) continue;
      const std::string_view head = answer.substr(0, at);
      const std::string notes = " " + fold(answer.substr(at + std::strlen(dash))) + " ";
      std::vector<std::string> h;
      std::string e1;
      if (!parse_choice_list(head, items, h, e1) || h.size() != items.size() ||
          std::set<std::string>(h.begin(), h.end()).size() != h.size() || split_tokens(fold(head)).size() != items.size())
        break;
      // the notes open with a letter and a colon ("b: ..."), and every later note too ("; d: ...")
      const std::string raw = ascii_lower(std::string(answer.substr(at + std::strlen(dash))));
      std::size_t b0 = raw.find_first_not_of(' ');
      bool lettered = b0 != std::string::npos && b0 + 1 < raw.size() && raw[b0 + 1] == ':' && std::isalpha(static_cast<unsigned char>(raw[b0]));
      int notes_n = 0;
      for (std::size_t k = 0; lettered && k < raw.size(); ++k) {
        if (!(k == 0 || raw[k - 1] == ' ') || !std::isalpha(static_cast<unsigned char>(raw[k])) || k + 1 >= raw.size() || raw[k + 1] != ':')
          continue;
        bool id = false;
        for (const auto& it : items) id = id || (it.id.size() == 1 && std::tolower(static_cast<unsigned char>(it.id[0])) == raw[k]);
        if (id) ++notes_n;
      }
      bool hedges = notes.find('?') != std::string::npos;
      for (const char* m : {" or ", " maybe ", " either ", " perhaps ", " swap ", " swapped ", " unsure ", " not sure ",
                            " interchangeable ", " actually ", " i mean ", " no wait ", " correction ", " rather ", " instead "})
        hedges = hedges || notes.find(m) != std::string::npos;
      if (lettered && notes_n >= 2 && !hedges) list = head;
      break;
    }
  }
  if (!parse_choice_list(list, items, ids, err)) {
    g.kind = "unreadable";
    g.feedback = "Could not read the answer: " + err + ". List the letters in order, e.g. \"b, a, c\".";
    return g;
  }
  g.parsed_ok = true;
  // "b = d < a < c": two items tied, which is no order (the question asks for one place each). Only an
  // '=' with an item's id on both sides ties: "b, d, a, c (= lightest first)", "=> lightest first",
  // "order = b, d, a, c" and "b=1, d=2" are no ties.
  auto item_id_word = [&](const std::string& w) {
    for (const auto& it : items)
      if (fold(it.id) == fold(w)) return true;
    return false;
  };
  bool tie = false;
  for (std::size_t p = answer.find('='); p != std::string_view::npos && !tie; p = answer.find('=', p + 1)) {
    if ((p + 1 < answer.size() && (answer[p + 1] == '>' || answer[p + 1] == '=')) || (p > 0 && answer[p - 1] == '=')) continue;
    std::size_t l = p;
    while (l > 0 && answer[l - 1] == ' ') --l;
    std::size_t lb = l;
    while (lb > 0 && std::isalnum(static_cast<unsigned char>(answer[lb - 1]))) --lb;
    std::size_t r = p + 1;
    while (r < answer.size() && answer[r] == ' ') ++r;
    std::size_t re = r;
    while (re < answer.size() && std::isalnum(static_cast<unsigned char>(answer[re]))) ++re;
    tie = lb < l && r < re && item_id_word(std::string(answer.substr(lb, l - lb))) &&
          item_id_word(std::string(answer.substr(r, re - r)));
  }
  // "b, d, e/a, c": two letters joined by a slash, in a list whose other letters stand alone (after a comma, an
  // arrow, a space), put those two level as '=' does: no order between them. A list written with slashes
  // throughout ("b/d/e/a/c") is an order; a slash inside brackets is the reader's remark (blind round 94 row 269)
  bool slash_tie = false;
  if (!tie) {
    const std::string low = ascii_lower(answer);
    std::size_t joined = 0, alone = 0;
    int depth = 0;
    auto letter_at = [&](std::size_t k) {
      return k < low.size() && std::isalpha(static_cast<unsigned char>(low[k])) &&
             (k == 0 || !std::isalnum(static_cast<unsigned char>(low[k - 1]))) &&
             (k + 1 >= low.size() || !std::isalnum(static_cast<unsigned char>(low[k + 1]))) &&
             item_id_word(std::string(1, low[k]));
    };
    for (std::size_t i = 0; i < low.size(); ++i) {
      if (low[i] == '(') ++depth;
      if (low[i] == ')' && depth > 0) --depth;
      if (depth > 0 || !letter_at(i)) continue;
      std::size_t l = i, r = i + 1;
      while (l > 0 && low[l - 1] == ' ') --l;
      while (r < low.size() && low[r] == ' ') ++r;
      std::size_t ll = l >= 2 ? l - 2 : 0, rr = r + 1;
      while (ll > 0 && low[ll] == ' ') --ll;
      while (rr < low.size() && low[rr] == ' ') ++rr;
      const bool left = l >= 2 && low[l - 1] == '/' && letter_at(ll);
      const bool right = r < low.size() && low[r] == '/' && letter_at(rr);
      ++(left || right ? joined : alone);
    }
    slash_tie = tie = joined >= 2 && alone >= 1;
  }
  if (tie && ids.size() >= 2) {
    g.kind = "incorrect";
    g.feedback = slash_tie ? "Your list puts two items level (/): give each item its own place in the order."
                           : "Your list puts two items level (=): give each item its own place in the order.";
    g.reveal = "The order is " + g.expected_text + ".";
    return g;
  }
  if (runs_against(answer, prompt) != left_arrows) std::reverse(ids.begin(), ids.end());
  // "bigger GPUs last, smaller batch first, recomputation second": every part names one item with its place
  // ("first", "second", ..., "last"), all but one item are placed, each in its own place: the item left out
  // takes the one place left (blind round 52)
  if (ids.size() + 1 == correct_order.size() && std::set<std::string>(ids.begin(), ids.end()).size() == ids.size()) {
    const std::size_t n = correct_order.size();
    std::vector<std::string> slot(n);
    bool ok = true;
    std::size_t placed = 0, middle = 0;
    const std::string low = ascii_lower(answer);
    for (std::size_t b = 0; ok && b < low.size();) {
      std::size_t e = low.find_first_of(",;\n", b);
      if (e == std::string::npos) e = low.size();
      const std::string part = low.substr(b, e - b);
      b = e + 1;
      const std::vector<std::string> w = split_tokens(fold(part));
      if (w.empty()) continue;
      std::size_t at = 0;
      static const char* const places[][3] = {{"first", "1st", "firstly"},   {"second", "2nd", "secondly"},
                                              {"third", "3rd", "thirdly"},   {"fourth", "4th", "fourthly"},
                                              {"fifth", "5th", "fifthly"},   {"sixth", "6th", "sixthly"}};
      for (const std::string& x : w) {
        std::size_t here = 0;
        for (std::size_t o = 0; o < 6; ++o)
          if (x == places[o][0] || x == places[o][1] || x == places[o][2]) here = o + 1;
        if (x == "last" || x == "lastly" || x == "finally") here = n;
        if (here && at && here != at) ok = false;
        if (here) at = here;
      }
      std::vector<std::string> one;
      std::string e1;
      if (!ok || !at || at > n || !parse_choice_list(part, items, one, e1) || one.size() != 1 || !slot[at - 1].empty()) {
        ok = false;
        break;
      }
      slot[at - 1] = one[0];
      ++placed;
      if (at != 1 && at != n) ++middle;
    }
    if (ok && placed == ids.size() && middle > 0) {
      std::string left;
      for (const auto& it : items)
        if (std::find(slot.begin(), slot.end(), it.id) == slot.end()) left = it.id;
      for (auto& x : slot)
        if (x.empty()) x = left;
      if (!left.empty() && std::set<std::string>(slot.begin(), slot.end()).size() == n) ids = slot;
    }
  }
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

// "b is correct, no?", "yes, it fit, no?", "is b, isn't it?": a tag after a comma at the very end, ended by
// '?', that asks for confirmation of the statement before it; the statement is the answer (blind round 46:
// readers whose first language tags a statement with "no?"). Only where words come before the comma.
std::string without_tag_question(std::string_view answer) {
  std::string low = ascii_lower(answer);
  std::size_t end = low.size();
  while (end > 0 && low[end - 1] == ' ') --end;
  if (end == 0 || low[end - 1] != '?') return std::string(answer);
  std::size_t e = end - 1;
  while (e > 0 && low[e - 1] == ' ') --e;
  for (const char* tag : {"no", "yes", "isn't it", "isnt it", "is it not", "true", "correct", "right", "ok", "okay"}) {
    const std::size_t n = std::strlen(tag);
    if (e < n || low.compare(e - n, n, tag) != 0) continue;
    std::size_t c = e - n;
    while (c > 0 && low[c - 1] == ' ') --c;
    if (c == 0 || low[c - 1] != ',') continue;
    std::size_t head = c - 1;
    while (head > 0 && low[head - 1] == ' ') --head;
    bool words = false;
    for (std::size_t k = 0; k < head; ++k) words = words || std::isalnum(static_cast<unsigned char>(low[k]));
    if (!words) return std::string(answer);
    return std::string(answer.substr(0, head));
  }
  return std::string(answer);
}

// "Yes hmm no, 112 GB of state already exceeds 80 GB", "Yes... hmm, no: 112 GB doesn't fit", "No... hmm, yes: 40.4 GB
// < 80": an opening verdict taken back at once, after a hesitation or correction word, by the other one; the answer
// from the second verdict on, or "" when the answer opens with no such take-back (fix round 135: the reason after it
// had been unreadable to the choice and yes/no readers, which had read the take-back only with a readable pick)
std::string after_taken_back_verdict(std::string_view answer) {
  const std::string low = ascii_lower(answer);
  std::size_t at = 0;
  auto skip = [&] {
    for (;;) {
      if (at < low.size() && std::strchr(" \t\n.,;:!-", low[at]) != nullptr) ++at;
      else if (low.compare(at, 3, "\xE2\x80\xA6") == 0 || low.compare(at, 3, "\xE2\x80\x94") == 0) at += 3;
      else break;
    }
  };
  auto word = [&]() {
    std::size_t e = at;
    while (e < low.size() && std::isalpha(static_cast<unsigned char>(low[e]))) ++e;
    return low.substr(at, e - at);
  };
  auto verdict = [](const std::string& w) {
    return w == "yes" || w == "yep" || w == "yeah" ? 1 : w == "no" || w == "nope" || w == "nah" ? 0 : -1;
  };
  skip();
  const int first = verdict(word());
  if (first < 0) return "";
  at += word().size();
  int hesitations = 0;
  for (;;) {
    skip();
    const std::string w = word();
    if (w != "hmm" && w != "hm" && w != "hmmm" && w != "um" && w != "umm" && w != "wait" && w != "actually" && w != "oh" &&
        w != "sorry" && w != "er" && w != "erm" && w != "uh")  // ("Yes... er, no: 112 GB > 80 GB"; round 142)
      break;
    ++hesitations;
    at += w.size();
  }
  const std::string w = word();
  if (hesitations == 0 || hesitations > 3 || verdict(w) != 1 - first) return "";
  return std::string(answer.substr(at));
}

int opening_yes_no_in_other_language(std::string_view answer) {
  std::size_t b = 0;
  while (b < answer.size() && (answer[b] == ' ' || answer[b] == '"' || answer[b] == '\'')) ++b;
  const std::string_view head = answer.substr(b);
  // does the answer open with m (ASCII letters of the answer lower-cased)?
  auto prefix = [&](const char* m, std::size_t n) {
    if (head.size() < n) return false;
    for (std::size_t k = 0; k < n; ++k)
      if (std::tolower(static_cast<unsigned char>(head[k])) != static_cast<unsigned char>(m[k])) return false;
    return true;
  };
  auto opens = [&](const char* m) {
    const std::size_t n = std::strlen(m);
    if (!prefix(m, n)) return false;
    if (head.size() == n) return true;
    const unsigned char c = static_cast<unsigned char>(head[n]);
    // a CJK word needs no space after it; a Latin or Cyrillic one ends where its letters do
    if (static_cast<unsigned char>(m[0]) >= 0xE0) return true;
    return c < 0x80 && !std::isalnum(c) && c != '-';
  };
  for (const char* m : {"s\u00ed", "S\u00ed", "si", "sim", "ja", "oui", "\u306f\u3044", "\u0434\u0430", "\u0414\u0430",
                        "\u662f", "\u5bf9", "\u80fd"})
    if (opens(m)) return 1;
  for (const char* m : {"nein", "non", "n\u00e3o", "N\u00e3o", "nao", "\u3044\u3044\u3048", "\u043d\u0435\u0442",
                        "\u041d\u0435\u0442", "\u4e0d", "\u5426"})
    if (opens(m)) return 0;
  // ... and in Dutch, Polish, Turkish, Vietnamese, Indonesian, Korean, Hindi and Arabic ("nee, past niet",
  // "tak, mieści się", "evet, sığar", "có, vừa", "tidak muat", "네, 들어갑니다", "नहीं", "لا، لا يتسع") (blind
  // round 18). Words of a script without case or spaces of its own end at a space, a punctuation mark or
  // the end (Korean "네트워크" is no "네"); Vietnamese "có thể" is "maybe", no yes.
  auto opens_word = [&](const char* m) {
    const std::size_t n = std::strlen(m);
    if (!prefix(m, n)) return false;
    if (head.size() == n) return true;
    const std::string_view rest = head.substr(n);
    const unsigned char c = static_cast<unsigned char>(rest[0]);
    if (c < 0x80) return !std::isalnum(c) && c != '-' && c != '\'';
    for (const char* p : {"\u060c", "\u0964", "\uff0c", "\u3001", "\u3002", "\u061b"})  // ، । ， 、 。 ؛
      if (rest.substr(0, std::strlen(p)) == p) return true;
    return false;
  };
  // "I don't know" and "I'm not sure" open with the same word as the no: "nie wiem", "nie jestem pewien",
  // "tidak tahu", "tidak yakin", "không biết", "không chắc", "नहीं पता"
  for (const char* unsure : {"c\u00f3 th\u1ec3", "nie wiem", "nie jestem pew", "nie mam pewno", "tidak tahu", "tidak yakin",
                             "kh\u00f4ng bi\u1ebft", "kh\u00f4ng ch\u1eafc", "\u0928\u0939\u0940\u0902 \u092a\u0924\u093e",
                             "weet ik niet", "emin de\u011filim", "bilmiyorum"})
    if (head.substr(0, std::strlen(unsure)) == unsure) return -1;
  for (const char* m : {"tak", "evet", "c\u00f3", "ya", "\ub124", "\u0939\u093e\u0901", "\u0939\u093e\u0902",
                        "\u0646\u0639\u0645", "\u0628\u0644\u0649"})
    if (opens_word(m)) return 1;
  for (const char* m : {"nee", "nie", "hay\u0131r", "hayir", "kh\u00f4ng", "tidak", "bukan", "\uc544\ub2c8\uc694",
                        "\uc544\ub2c8\uc624", "\uc544\ub1e8", "\uc544\ub2c8", "\u0928\u0939\u0940\u0902", "\u0928\u0939\u0940",
                        "\u0644\u0627", "\u0643\u0644\u0627"})
    if (opens_word(m)) return 0;
  return -1;
}

std::size_t taken_back_by_trailing_not(std::string_view answer) {
  std::size_t e = answer.size();
  bool bang = false;
  // (one step back per character: "bang = bang || answer[--e] == '!'" stopped stepping once a '!' was seen,
  // an endless loop on "...!!" that optimized builds removed as undefined behaviour; fuzz_quantity found it)
  while (e > 0 && (answer[e - 1] == ' ' || answer[e - 1] == '!' || answer[e - 1] == '.')) {
    bang = bang || answer[e - 1] == '!';
    --e;
  }
  if (e < 4) return std::string_view::npos;
  for (std::size_t k = 0; k < 3; ++k)
    if (std::tolower(static_cast<unsigned char>(answer[e - 3 + k])) != "not"[k]) return std::string_view::npos;
  if (std::isalnum(static_cast<unsigned char>(answer[e - 4]))) return std::string_view::npos;
  std::size_t h = e - 3;
  while (h > 0 && answer[h - 1] == ' ') --h;
  const bool comma = h > 0 && (answer[h - 1] == ',' || answer[h - 1] == ';');
  if (!comma && !bang) return std::string_view::npos;
  if (comma) --h;
  while (h > 0 && answer[h - 1] == ' ') --h;
  return h == 0 ? std::string_view::npos : h;
}

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
