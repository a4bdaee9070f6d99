// libFuzzer target for the answer readers: parse_quantity and read_quantities (every hint),
// grade_numeric, the choice parser, the concept sets and the claims reader (negation, direction,
// numbers). Invariants: no crash, no hang, no sanitizer report; a parsed value is finite; a grade's
// score lies in [0, 1]. Build and run: tests/fuzz/run_fuzz.sh.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/quiz/claims.h"
#include "core/quiz/grading.h"
#include "core/quiz/quantity.h"

using namespace ledgerlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (int h = 0; h <= static_cast<int>(qdim::gpu_hours); ++h) {
    quantity_parse p = parse_quantity(text, static_cast<qdim>(h));
    if (p.ok && (!std::isfinite(p.q.value) || !std::isfinite(p.q.value_hi))) std::abort();
    if (!p.ok && p.error.empty()) std::abort();
    prose_reading r = read_quantities(text, static_cast<qdim>(h));
    for (const auto& f : r.found)
      if (!std::isfinite(f.q.value) || !std::isfinite(f.q.value_hi)) std::abort();
    if (r.found.empty() && r.error.empty()) std::abort();
  }
  numeric_expectation e;
  e.dim = qdim::bytes;
  e.value = e.value_hi = 48e9;
  e.display_unit = "GB";
  grade_result g = grade_numeric(text, e, {{"no_master_copy", 36e9, "f", false}});
  if (!(g.score >= 0 && g.score <= 1) || g.feedback.empty()) std::abort();
  // one row of the memory ledger, one worker's share, with its prompt: the scope, subject, dtype and
  // bound readers after the figure (stated_other_scope, stated_other_subject, strict_bound_excluding)
  numeric_expectation r = e;
  r.prompt = "how much of the fp32 optimizer state does each worker own, before activations?";
  r.per_item = true;
  r.row = "optimizer_state";
  r.row_bytes = 4;
  r.unit_stated = true;
  grade_result rg = grade_numeric(text, r, {});
  if (!(rg.score >= 0 && rg.score <= 1) || rg.feedback.empty()) std::abort();
  const std::vector<choice_item> items = {{"a", "weights", ""}, {"b", "gradients", ""}, {"c", "optimizer state", ""}};
  grade_result sc = grade_single_choice(text, items, "c", "Which item is usually the biggest?");
  if (!(sc.score >= 0 && sc.score <= 1) || sc.feedback.empty()) std::abort();
  grade_result o = grade_ordering(text, items, {"c", "a", "b"});
  if (!(o.score >= 0 && o.score <= 1)) std::abort();
  grade_result c = grade_concepts(text, {{"w", "weights", {"weight", "param*"}, ""}}, {}, {});
  if (!(c.score >= 0 && c.score <= 1)) std::abort();
  static const claim_set claims = [] {
    claim_set cs;
    cs.concepts = {{"compute", "compute", {"compute", "+recomput*", "~speed"}, "", false},
                   {"memory", "memory", {"memory", "-sqrt", "bytes"}, "", false},
                   {"training", "training", {"training"}, "", true},
                   {"serving", "serving", {"serving", "inference"}, "", true}};
    claim_def more;
    more.id = "more", more.label = "costs compute", more.kind = claim_kind::more, more.concepts = {"compute"};
    claim_def cmp;
    cmp.id = "cmp", cmp.label = "training needs more", cmp.kind = claim_kind::compare, cmp.concepts = {"memory"};
    cmp.greater = "training", cmp.lesser = "serving";
    claim_def attr;
    attr.id = "attr", attr.label = "serving keeps memory", attr.kind = claim_kind::attributed, attr.concepts = {"memory"};
    attr.subject = "serving";
    cs.required = {more, cmp};
    cs.wrong = {attr};
    prepare_claims(cs);
    return cs;
  }();
  grade_result k = grade_claims(text, claims);
  if (!(k.score >= 0 && k.score <= 1) || k.feedback.empty()) std::abort();
  return 0;
}
