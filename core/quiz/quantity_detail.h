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

}  // namespace ledgerlab::quantity_detail
