// Internals shared by quiz/quantity.cpp (the parser) and quiz/quantity_prose.cpp (quantities
// inside prose, number words): not part of the quiz room's interface.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include "core/quiz/quantity.h"

namespace ledgerlab::quantity_detail {

// normalise() in prose mode: any character no answer needs becomes a space.
bool normalise_prose(std::string_view in, std::string& out);

// Reads one quantity starting at `start` of an already normalised text; it may end before the
// text does (`end`: one past its last character). False with the reason when none starts there.
bool parse_at(const std::string& s, std::size_t start, qdim hint, quantity& q, std::size_t& end, std::string& error);

// The hedge words a figure may lead with ("about", "roughly", "~", ...), each followed by a space where it is met:
// one list for the parser's skip_hedge and the prose reader's leading-result check (round 166; defined in
// quantity.cpp).
extern const char* const leading_hedge_words[11];

// The phrases by which a reader commits to the pick or figure after them ("I'd go with", "going with", "my pick is",
// "I'll take", "I land on", "call it"): one list for the choice readers (grading.cpp) and the prose reader's settled
// figure (round 170; defined in quantity.cpp). settling_phrase_at: the length of the longest one starting at `at` (a
// word boundary on both sides), or 0; settling_phrase_before: the same for the longest one ending at `end`.
extern const char* const settling_phrases[];
extern const std::size_t settling_phrase_count;
std::size_t settling_phrase_at(std::string_view low, std::size_t at);
std::size_t settling_phrase_before(std::string_view low, std::size_t end);
// Whether the words from `pos` (just after "not what's asked" in lower-case text) name the figure set aside after
// the phrase: "is the 140 GB", "would be the 26 GB", "are ~14 GB" (a verb, a few filler words, then a digit or the
// text's end, where the figure begins) (round 179). A colon is no such verb: "that's not what's asked: 112 GB".
bool set_aside_figure_follows(std::string_view low, std::size_t pos);

// The length of the "per parameter" suffix that ends `low` (lower case): "/param", "/params", " per parameter", ...;
// 0 where none. One list for the parser's "2 bytes/param" after a parameter count and the numeric grader's working
// "(2 forward + 4 backward per param)" (round 190; defined in quantity.cpp).
std::size_t per_param_suffix(std::string_view low);

}  // namespace ledgerlab::quantity_detail
