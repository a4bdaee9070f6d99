// Short answers graded by claims, not keywords (shared/design/quiz-grading.md §2.1): a claim is a
// concept with a polarity or a direction ("training keeps gradients", "checkpointing costs compute",
// "training needs far more memory than serving"). The reader's text is read for negation ("no
// optimizer state is kept" does not state it), direction and the idioms of the field ("trade
// compute for memory", "spend compute to save memory"), distractors named to reject them ("unlike
// checkpointing"), and numbers that carry a claim ("serving 13B takes 26 GB, training 208 GB").
// Pure: concepts and claims come from the lesson (quiz/lesson.cpp). Not here: numeric answers.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/quiz/grading.h"

namespace ledgerlab {

// A concept's synonyms are phrases (normalised words; a word ending in '*' matches as a prefix).
// A synonym may carry a direction of its own: "+recomput*" states more of the concept, "-faster"
// less; "~speed" names the inverse quantity (more speed = less time).
// (concept_def itself is declared in grading.h.)

enum class claim_kind {
  stated,      // the concept is affirmed (not negated): "training keeps gradients"
  more,        // the concept goes up: "checkpointing costs compute"
  less,        // the concept goes down: "checkpointing saves memory"
  attributed,  // the concept is affirmed of a subject: "inference needs (only) the weights"
  compare      // subject `greater` needs more of the concept than `lesser`, in words or in numbers
};

struct claim_def {
  std::string id, label;
  claim_kind kind = claim_kind::stated;
  std::vector<std::string> concepts;  // the claim is about any of these concept ids
  std::string subject;                // attributed: the subject concept id; more/less: optional
  std::vector<std::string> excludes;  // attributed: concepts that must not be affirmed of the subject
  std::string greater, lesser;        // compare: subject concept ids
  double min_ratio = 2;               // compare: numbers carry the claim when greater/lesser >= this
  double max_ratio = 0;               // more: a factor stated for the concept above this is wrong (0: none)
  qdim evidence_dim = qdim::none;     // also met by a number of this dimension in [evidence_min, evidence_max]
  double evidence_min = 0, evidence_max = 0;
  std::string implied_by;             // met when this other claim is met (and not contradicted)
  bool plain_ok = false;
  bool numbers_only = false;          // compare: only numbers carry it ("training 208 GB, serving 26 GB")              // more/less: a plain mention meets it (the prompt asks for "the cost")
  std::string ask;                    // what the claim answers, without giving it away ("what it gives up")
  std::string feedback;               // shown when missing (may explain; shown with the answer)
  std::string reversed_feedback;      // shown when stated the other way round
};

struct claim_patterns;  // the vocabulary's synonyms as word patterns (claims.cpp)

struct claim_set {
  std::vector<concept_def> concepts;  // the vocabulary
  std::vector<claim_def> required, wrong, optional;
  // The answer is a right pick's reason (a choice part of this short answer): a distractor stated in a
  // clause that is not about it is said of the pick ("c, the micro-batches run in parallel").
  bool reason_of_pick = false;
  // ... and the wrong claims are the pick's own (a choice's or a yes/no part's `wrong_claims`): each is a
  // phrase that makes the claim ("activations alone exceed", "fp32 uses less memory"), so a reason clause
  // that opens with it states it (a short answer's distractors are things a clause may be about)
  bool own_claims = false;
  std::shared_ptr<const claim_patterns> patterns;  // prepare_claims() fills it; built per call if empty
};

// Builds the word patterns of a claim set once, so grading an answer does not re-read the synonyms.
void prepare_claims(claim_set& set);

// score = share of required claims met, 0 when a wrong claim is made or a required one is
// reversed; kind correct | partial | incorrect | reversed | misconception | unreadable. The result's
// `claims` lists each claim with its status (met, missing, undirected, negated, reversed, wrong).
grade_result grade_claims(std::string_view answer, const claim_set& set);

// The legacy concept sets (concepts / wrong_concepts / optional_concepts) as claims: each concept
// must be stated (affirmed), a wrong concept must not be, optional ones only add feedback.
claim_set claims_from_concepts(const std::vector<concept_def>& required, const std::vector<concept_def>& wrong,
                               const std::vector<concept_def>& optional);

bool parse_claim_kind(const std::string& s, claim_kind& out);

// One edit apart (two neighbours swapped, a letter added or dropped, in words of 8+ letters a
// letter changed): the typo test of the claims' vocabulary, also used for choice texts.
bool one_edit(std::string_view a, std::string_view b);

// "buy", "buys", "buying", "bought", "purchase", "purchases", "purchased": the verbs whose object is gained and whose
// "with" names the price ("buys memory with compute"); one list for the claims' reader and the choice parts' trade reader
bool is_buy_verb(const std::string& w);
const char* claim_kind_name(claim_kind k);

// A boolean field named for fitting, as the API's JSON, the CLI and readers' own code print it ('"fits": false',
// 'fits = true', 'does_fit: False', 'it_fits=True'), opening at `at` of a lower-case answer: the key (fits, fit,
// does_fit, it_fits; quoted or not; a whole identifier), ':' or '=' (not '=='), then true or false as a word.
// value 1 (true) or 0 (false), `end` just past the value; value -1 where no such field opens at `at`. The one
// reading of that field for the quiz's yes/no readers (lesson_chain.cpp read_yes_no, grading.cpp
// grade_single_choice), so they agree on its spellings (blind rounds 49, 51, 52).
struct fits_field {
  int value = -1;
  std::size_t end = 0;
};
fits_field read_fits_field(std::string_view low, std::size_t at);
// The answer with each such field replaced by its value's word, "yes" or "no" (the rest as typed; a stray '"' right
// after a value is dropped), for the readers that then read the answer again; `words` is the lower-case answer with
// each field a space; `value` the fields' one value, -2 where two disagree, -1 where there is no field.
struct fits_fields_read {
  std::string out, words;
  int value = -1;
};
fits_fields_read fits_fields_as_words(std::string_view answer);

// Where a pick said after its reason or a label starts ("Answer: c", "Backward runs in FP32 - a", "... — c"): the
// last ':' (when `colon`) or dash (" - ", " — ", "—", and " – " when `en_dash`) of a lower-case answer, and its
// length in bytes; npos when there is none. Shared by the choice readers (grading.cpp) and the reason check
// (lesson_eval.cpp), so they cut the same answers in the same place.
std::size_t last_pick_separator(std::string_view low, bool colon, bool en_dash, std::size_t& len);
// The letters and digits of `tail` with a '#' for each other byte, spaces and ( ) . * ! dropped: "(c)." -> "c",
// "c, d" -> "c#d". A tail that is one choice's letter alone reads as that letter.
std::string pick_letters(std::string_view tail);

}  // namespace ledgerlab
