// Tests for the grading rules (core/quiz/grading.h) against quiz-grading.md: tolerance boundaries in
// every unit, sig-fig mode, absolute floor, unit partial credit, unit-less answers, dimensions,
// misconception choice, too-few-digits, choices, ordering, concept sets and the PRNG.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>

#include "core/quiz/grading.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

namespace {

numeric_expectation bytes_48gb() {
  numeric_expectation e;
  e.dim = qdim::bytes;
  e.value = e.value_hi = 48e9;
  e.display_unit = "GB";
  return e;
}

}  // namespace

TEST_CASE("accepted interval is |x - x*| <= max(rtol |x*|, atol), relative to the author's value", "[grading]") {
  numeric_expectation e = bytes_48gb();
  double lo = 0, hi = 0;
  accepted_interval(e, lo, hi);
  CHECK_THAT(lo, WithinRel(47.04e9, 1e-12));
  CHECK_THAT(hi, WithinRel(48.96e9, 1e-12));
  // quiz-grading.md §1 worked example: PrairieLearn relabs defaults (rtol 1e-2) accept [47.52, 48.48]
  e.tol.rtol = 0.01;
  accepted_interval(e, lo, hi);
  CHECK_THAT(lo, WithinRel(47.52e9, 1e-12));
  CHECK_THAT(hi, WithinRel(48.48e9, 1e-12));
  // sig-fig 2 accepts (47.49, 48.51)
  e.tol.sigfig = 2;
  accepted_interval(e, lo, hi);
  CHECK_THAT(lo, WithinRel(47.49e9, 1e-12));
  CHECK_THAT(hi, WithinRel(48.51e9, 1e-12));
}

TEST_CASE("tolerance boundaries pass at x*(1 ± rtol) and fail at x*(1 ± 1.1 rtol), in every unit", "[grading]") {
  numeric_expectation e = bytes_48gb();
  struct unit_case {
    const char* unit;
    double factor;
  };
  const unit_case units[] = {{"GB", 1e9}, {"MB", 1e6}, {"TB", 1e12}, {"bytes", 1}, {"GiB", 1073741824.0}, {"kB", 1e3}};
  for (const auto& u : units) {
    for (double sign : {-1.0, 1.0}) {
      char buf[128];
      std::snprintf(buf, sizeof buf, "%.17g %s", 48e9 * (1 + sign * 0.02) / u.factor, u.unit);
      grade_result in = grade_numeric(buf, e, {});
      INFO(buf << " -> " << in.feedback);
      CHECK(in.correct);
      std::snprintf(buf, sizeof buf, "%.17g %s", 48e9 * (1 + sign * 0.022) / u.factor, u.unit);
      grade_result out = grade_numeric(buf, e, {});
      INFO(buf << " -> " << out.feedback);
      CHECK_FALSE(out.correct);
    }
  }
}

TEST_CASE("sig-fig mode is an open interval in the display unit", "[grading]") {
  numeric_expectation e = bytes_48gb();
  e.tol.sigfig = 2;
  CHECK(grade_numeric("48.5 GB", e, {}).correct);
  CHECK(grade_numeric("47.5 GB", e, {}).correct);
  CHECK_FALSE(grade_numeric("48.51 GB", e, {}).correct);
  CHECK_FALSE(grade_numeric("47.49 GB", e, {}).correct);
}

TEST_CASE("absolute floor for answers at zero", "[grading]") {
  numeric_expectation e;
  e.dim = qdim::seconds;
  e.value = e.value_hi = 0;
  e.display_unit = "s";
  CHECK_FALSE(grade_numeric("1 ms", e, {}).correct);
  e.tol.atol = 0.002;
  CHECK(grade_numeric("1 ms", e, {}).correct);
  CHECK(grade_numeric("0 s", e, {}).correct);
  CHECK_FALSE(grade_numeric("3 ms", e, {}).correct);
}

TEST_CASE("right number in the wrong unit gets partial credit with a named slip", "[grading]") {
  numeric_expectation e = bytes_48gb();
  grade_result gib = grade_numeric("48 GiB", e, {});
  CHECK_FALSE(gib.correct);
  CHECK(gib.score == 0.5);
  CHECK(gib.kind == "unit_partial");
  CHECK(gib.diagnosis == "gib_vs_gb");
  grade_result mb = grade_numeric("48 MB", e, {});
  CHECK(mb.kind == "unit_partial");
  CHECK(mb.diagnosis == "wrong_prefix");
  grade_result bits = grade_numeric("48 Gb", e, {});
  CHECK(bits.kind == "unit_partial");
  CHECK(bits.diagnosis == "bits_vs_bytes");
  grade_result lone_b = grade_numeric("48B", e, {});
  CHECK(lone_b.kind == "unit_partial");
  CHECK(lone_b.diagnosis == "missing_prefix");
  CHECK(lone_b.feedback.find("Did you mean 48 GB?") != std::string::npos);
  e.unit_partial_credit = 0.25;
  CHECK(grade_numeric("48 GiB", e, {}).score == 0.25);
}

TEST_CASE("a GB value correctly converted to GiB is right, the GiB figure labelled GB is named", "[grading]") {
  numeric_expectation e = bytes_48gb();
  grade_result ok = grade_numeric("44.7 GiB", e, {});
  CHECK(ok.correct);
  CHECK(ok.feedback.find("GiB read as binary") != std::string::npos);
  CHECK(ok.feedback.find("43.81–45.6 GiB") != std::string::npos);  // the rule in the reader's unit
  grade_result mislabelled = grade_numeric("44.7 GB", e, {});
  CHECK(mislabelled.kind == "misconception");
  CHECK(mislabelled.diagnosis == "gib_vs_gb");
  // 100 GB typed as 93.1 GiB passes (quiz-grading.md §1.1)
  numeric_expectation h = bytes_48gb();
  h.value = h.value_hi = 100e9;
  CHECK(grade_numeric("93.1 GiB", h, {}).correct);
}

TEST_CASE("unit-less numbers: read in the stated unit, else ask for the unit", "[grading]") {
  numeric_expectation e = bytes_48gb();
  grade_result no_unit = grade_numeric("48", e, {});
  CHECK_FALSE(no_unit.correct);
  CHECK(no_unit.kind == "missing_unit");
  CHECK(no_unit.score == 0.5);
  grade_result wrong_no_unit = grade_numeric("12", e, {});
  CHECK(wrong_no_unit.kind == "missing_unit");
  CHECK(wrong_no_unit.score == 0);
  e.unit_stated = true;
  grade_result stated = grade_numeric("48", e, {});
  CHECK(stated.correct);
  CHECK(stated.feedback.find("read in GB") != std::string::npos);
  // ratios are unit-less by nature: 0.25 or 25 for 25%
  numeric_expectation r;
  r.dim = qdim::ratio;
  r.value = r.value_hi = 0.25;
  r.display_unit = "%";
  CHECK(grade_numeric("25%", r, {}).correct);
  CHECK(grade_numeric("0.25", r, {}).correct);
  CHECK(grade_numeric("25", r, {}).correct);
  CHECK_FALSE(grade_numeric("35%", r, {}).correct);
}

TEST_CASE("another dimension is never correct", "[grading]") {
  numeric_expectation e = bytes_48gb();
  grade_result p = grade_numeric("48B params", e, {});
  CHECK_FALSE(p.correct);
  CHECK(p.kind == "wrong_dimension");
  CHECK(p.feedback.find("bytes = parameters × bytes per parameter") != std::string::npos);
  numeric_expectation f;
  f.dim = qdim::flops;
  f.value = f.value_hi = 42e9;
  f.display_unit = "GFLOP";
  CHECK(grade_numeric("42 GFLOP", f, {}).correct);
  grade_result rate = grade_numeric("42 GFLOP/s", f, {});
  CHECK(rate.kind == "wrong_dimension");
  CHECK(rate.feedback.find("FLOP/s is a rate") != std::string::npos);
}

TEST_CASE("ranges: the expected range widened by the tolerance, typed ranges must fit inside", "[grading]") {
  numeric_expectation e;
  e.dim = qdim::ratio;
  e.value = 0.20;
  e.value_hi = 0.30;
  e.is_range = true;
  e.display_unit = "%";
  CHECK(grade_numeric("25%", e, {}).correct);
  CHECK(grade_numeric("20-30%", e, {}).correct);
  CHECK(grade_numeric("30.5%", e, {}).correct);  // 30% × 1.02 = 30.6%
  CHECK_FALSE(grade_numeric("31%", e, {}).correct);
  CHECK_FALSE(grade_numeric("10-30%", e, {}).correct);
}

TEST_CASE("misconception diagnosis picks the closest candidate and drops those inside tolerance", "[grading]") {
  numeric_expectation e = bytes_48gb();
  std::vector<misconception> c = {
      {"inference_2_bytes", 6e9, "2 bytes/param: the serving figure", false},
      {"no_master_copy", 36e9, "master copy left out", false},
      {"within_tolerance", 48.5e9, "must never be reported", false},
  };
  grade_result a = grade_numeric("36 GB", e, c);
  CHECK(a.kind == "misconception");
  CHECK(a.diagnosis == "no_master_copy");
  CHECK(a.feedback.find("master copy left out") != std::string::npos);
  grade_result b = grade_numeric("6 GB", e, c);
  CHECK(b.diagnosis == "inference_2_bytes");
  CHECK(grade_numeric("48.5 GB", e, c).correct);
  // 2/16 = 1/8: the ledger term wins over the bits slip unless the typed unit shows bits
  grade_result ledger = grade_numeric("6 GB", e, c);
  CHECK(ledger.diagnosis == "inference_2_bytes");
  grade_result typed_bits = grade_numeric("48 Gb", e, c);  // right number in bits: unit partial
  CHECK(typed_bits.diagnosis == "bits_vs_bytes");
  grade_result eight_x = grade_numeric("384 GB", e, c);
  CHECK(eight_x.diagnosis == "bits_vs_bytes");
  // an eighth of the key without the ledger term that makes it: a division by 8 (GPUs, a parallel degree) is
  // named beside bits, not "bits vs bytes" alone (round 71: a tensor-parallel split the setup does not have)
  grade_result eighth = grade_numeric("6 GB", e, {});
  CHECK(eighth.diagnosis == "bits_vs_bytes");
  CHECK(eighth.feedback.find("division by 8") != std::string::npos);
}

TEST_CASE("prefix slips and too few digits are worded, not just 'incorrect'", "[grading]") {
  numeric_expectation e = bytes_48gb();
  grade_result k = grade_numeric("48000 GB", e, {});
  CHECK(k.kind == "misconception");
  CHECK(k.diagnosis == "prefix");
  grade_result coarse = grade_numeric("0.05 TB", e, {});
  CHECK(coarse.kind == "too_few_digits");
  CHECK_FALSE(coarse.correct);
  grade_result fine = grade_numeric("0.048 TB", e, {});
  CHECK(fine.correct);
  grade_result far = grade_numeric("75 GB", e, {});
  CHECK(far.kind == "incorrect");
  CHECK(far.feedback.find("too high") != std::string::npos);
  CHECK(far.feedback.find("48") == std::string::npos);  // the feedback never gives the answer away
  CHECK(far.reveal.find("1.56× the expected value") != std::string::npos);
  grade_result garbage = grade_numeric("lots", e, {});
  CHECK(garbage.kind == "unreadable");
  CHECK(garbage.score == 0);
}

TEST_CASE("single choice, multi-select, ordering", "[grading]") {
  const std::vector<choice_item> items = {{"a", "the weights", "Inference needs them too."},
                                          {"b", "the gradients", ""},
                                          {"c", "the optimizer state", ""},
                                          {"d", "activations", ""}};
  CHECK(grade_single_choice("b", items, "b").correct);
  CHECK(grade_single_choice("(B)", items, "b").correct);
  CHECK(grade_single_choice("2", items, "b").correct);
  CHECK(grade_single_choice("The gradients", items, "b").correct);
  grade_result wrong = grade_single_choice("a", items, "b");
  CHECK_FALSE(wrong.correct);
  CHECK(wrong.feedback.find("Inference needs them too.") != std::string::npos);
  CHECK(grade_single_choice("z", items, "b").kind == "unreadable");
  // two picks on a single choice: the reader has not decided (not a try), whatever the pair
  CHECK(grade_single_choice("a, b", items, "b").kind == "ambiguous");
  CHECK(grade_single_choice("b or c", items, "b").kind == "ambiguous");
  CHECK_FALSE(grade_single_choice("b or c", items, "b").correct);

  // choices ruled out by letter, and the one left (lead's probe 11)
  CHECK(grade_single_choice("a, c and d are wrong, so b", items, "b").correct);
  CHECK(grade_single_choice("rule out a, c, d: b", items, "b").correct);
  CHECK(grade_single_choice("a c d are out", items, "b").correct);  // only b left
  CHECK_FALSE(grade_single_choice("b is wrong, it's a", items, "b").correct);
  CHECK_FALSE(grade_single_choice("not b, it's c", items, "b").correct);
  grade_result only_out = grade_single_choice("b is wrong", items, "b");
  CHECK(only_out.kind == "ambiguous");  // nothing picked: not a try
  CHECK(only_out.feedback.find("rules out (b)") != std::string::npos);
  // the pick's own amount said the other way round
  const std::vector<choice_item> buys = {{"a", "fewer FLOPs per step", ""}, {"c", "less activation memory", ""}};
  CHECK(grade_single_choice("less activation memory", buys, "c").correct);
  grade_result more = grade_single_choice("more activation memory", buys, "c");
  CHECK_FALSE(more.correct);
  CHECK(more.feedback.find("more activation memory") != std::string::npos);
  CHECK(grade_single_choice("c, not more activation memory", buys, "c").correct);

  // multi-select: the choices left once some are ruled out
  CHECK(grade_multi_select("a is wrong, the rest are right", items, {"b", "c", "d"}).correct);
  CHECK(grade_multi_select("b, c, d (a is wrong)", items, {"b", "c", "d"}).correct);
  CHECK(grade_multi_select("not a", items, {"b", "c", "d"}).correct);
  {  // far past the list reader's limit: too long at once (58 KB of glosses had taken 16 s before the verdict)
    std::string longer;
    for (int k = 0; k < 2000; ++k) longer += "b (not needed at inference), ";
    const grade_result g = grade_multi_select(longer, items, {"b", "c", "d"});
    CHECK(g.kind == "unreadable");
    CHECK(g.feedback.find("too long") != std::string::npos);
  }
  CHECK_FALSE(grade_multi_select("d is wrong, the rest are right", items, {"b", "c", "d"}).correct);
  CHECK(grade_multi_select("b, c, d", items, {"b", "c", "d"}).correct);
  CHECK(grade_multi_select("d c b", items, {"b", "c", "d"}).correct);
  CHECK(grade_multi_select("b and c and d", items, {"b", "c", "d"}).correct);
  // a hedge in its own bracket between two letters is said of the letter before it (session 37: the message had
  // named the letter after the bracket)
  grade_result unsure = grade_multi_select("b, c (maybe), d", items, {"b", "c", "d"});
  CHECK(unsure.kind == "ambiguous");
  CHECK(unsure.feedback.find("not sure about (c)") != std::string::npos);
  grade_result part = grade_multi_select("b, c", items, {"b", "c", "d"});
  CHECK(part.kind == "partial");
  CHECK_THAT(part.score, WithinRel(2.0 / 3.0, 1e-12));
  grade_result extra = grade_multi_select("a, b, c, d", items, {"b", "c", "d"});
  CHECK_FALSE(extra.correct);
  CHECK_THAT(extra.score, WithinRel(2.0 / 3.0, 1e-12));

  CHECK(grade_ordering("c, d, a, b", items, {"c", "d", "a", "b"}).correct);
  CHECK(grade_ordering("cdab", items, {"c", "d", "a", "b"}).correct);
  CHECK(grade_ordering("c -> d -> a -> b", items, {"c", "d", "a", "b"}).correct);
  grade_result swapped = grade_ordering("d, c, a, b", items, {"c", "d", "a", "b"});
  CHECK_FALSE(swapped.correct);
  CHECK_THAT(swapped.score, WithinRel(5.0 / 6.0, 1e-12));
  CHECK(grade_ordering("c, d, a", items, {"c", "d", "a", "b"}).kind == "incorrect");
  CHECK(grade_ordering("c, c, a, b", items, {"c", "d", "a", "b"}).kind == "incorrect");
}

TEST_CASE("choices in the reader's own words: heads, yes/no, abbreviations, rejections, states", "[grading]") {
  // heads: the name before a choice's explanation, when no other choice has it
  const std::vector<choice_item> attn = {{"a", "store everything (no fused attention)", ""},
                                         {"b", "FlashAttention: the scores are recomputed in the kernel", ""},
                                         {"c", "FlashAttention and full checkpointing: only inputs stored", ""}};
  CHECK(grade_single_choice("FlashAttention", attn, "b").correct);
  // a leading yes/no names the one choice opening with it; two "Yes" choices are not guessed between
  const std::vector<choice_item> fits = {{"a", "Yes, with room for activations", ""},
                                         {"b", "Yes, but only without activations", ""},
                                         {"c", "No: 112 GB of state exceeds 80 GB", ""}};
  CHECK(grade_single_choice("No, 112 GB is more than 80 GB", fits, "c").correct);
  CHECK(grade_single_choice("nope", fits, "c").correct);
  CHECK_FALSE(grade_single_choice("yes", fits, "c").correct);
  // abbreviations and other endings; '+' separates picks
  const std::vector<choice_item> ledgers = {{"a", "memory", ""}, {"b", "communication", ""}, {"c", "recomputation", ""},
                                            {"d", "KV cache", ""}};
  CHECK(grade_multi_select("memory + comms + recompute", ledgers, {"a", "b", "c"}).correct);
  // a choice named to reject it is no pick
  const std::vector<choice_item> state = {{"a", "the FP16 weights", ""}, {"b", "the FP16 gradients", ""},
                                          {"c", "the optimizer states (Adam's 8 bytes/param)", ""}};
  CHECK(grade_single_choice("not the weights, the optimizer state", state, "c").correct);
  CHECK_FALSE(grade_single_choice("not the optimizer states, the weights", state, "c").correct);
  // a resource's state in other words: scarce is not ample
  const std::vector<choice_item> when = {{"a", "Always: it is free", ""},
                                         {"b", "When memory is the hard constraint and the batch outweighs the compute", ""},
                                         {"c", "When there is spare memory", ""}};
  CHECK(grade_single_choice("when memory is the bottleneck", when, "b").correct);
  CHECK(grade_single_choice("When the batch doesn't fit in memory", when, "b").correct);
  CHECK(grade_single_choice("when you have plenty of memory", when, "b").kind == "incorrect");  // it names (c)
  CHECK_FALSE(grade_single_choice("when memory is not the bottleneck", when, "b").correct);
  // "w.r.t." and formula symbols
  const std::vector<choice_item> why = {{"a", "Each weight takes part in two gradient computations: with respect to its input and with respect to the weight", ""},
                                        {"b", "The backward pass runs in FP32", ""}};
  CHECK(grade_single_choice("because of the gradient w.r.t. the input and w.r.t. the weights", why, "a").correct);
}

TEST_CASE("concept sets: normalised matching, synonyms, prefixes, wrong concepts, optional parts", "[grading]") {
  CHECK(normalise_words("Adam's moments, and the Gradients!") ==
        std::vector<std::string>{"adam", "moment", "gradient"});
  const std::vector<concept_def> req = {{"opt", "optimizer state", {"optimizer state", "adam", "moments"}, ""},
                                        {"cost", "wall-clock time", {"wall clock", "sequential*"}, "say what it costs"}};
  const std::vector<concept_def> wrong = {{"ckpt", "activation checkpointing", {"checkpointing"}, "that saves memory"}};
  const std::vector<concept_def> opt = {{"extra", "the statistics of the big batch", {"statistic"}, "Optional: the statistics."}};
  grade_result ok = grade_concepts("Adam moments; runs sequentially (wall-clock)", req, wrong, opt);
  CHECK(ok.correct);
  CHECK(ok.score == 1);
  CHECK(ok.feedback.find("Optional: the statistics.") != std::string::npos);
  grade_result half = grade_concepts("the optimizer state", req, wrong, opt);
  CHECK(half.kind == "partial");
  CHECK(half.score == 0.5);
  CHECK(half.reveal.find("Missing: wall-clock time (say what it costs)") != std::string::npos);
  grade_result bad = grade_concepts("optimizer state and checkpointing, wall clock", req, wrong, opt);
  CHECK(bad.kind == "misconception");
  CHECK(bad.diagnosis == "ckpt");
  CHECK(bad.score == 0);
  CHECK(grade_concepts("  ", req, wrong, opt).kind == "unreadable");
}

TEST_CASE("SplitMix64 and FNV-1a match their reference values", "[grading]") {
  // Vigna's splitmix64.c with state 0: first outputs.
  splitmix64 r(0);
  CHECK(r.next() == 0xE220A8397B1DCDAFULL);
  CHECK(r.next() == 0x6E789E6AA1B965F4ULL);
  CHECK(fnv1a64("") == 0xCBF29CE484222325ULL);
  CHECK(fnv1a64("a") == 0xAF63DC4C8601EC8CULL);
  splitmix64 b(42);
  std::set<unsigned long long> seen;
  for (int i = 0; i < 2000; ++i) {
    unsigned long long v = b.below(5);
    REQUIRE(v < 5);
    seen.insert(v);
  }
  CHECK(seen.size() == 5);
  CHECK(splitmix64(7).below(1) == 0);
}

TEST_CASE("a figure said of another row, dtype or all GPUs together, or behind a strict bound, is not the answer",
          "[grading]") {
  // the master copy of a 70B model: one row of the memory ledger, kept in FP32
  numeric_expectation m;
  m.dim = qdim::bytes;
  m.value = m.value_hi = 280e9;
  m.display_unit = "GB";
  m.unit_stated = true;
  m.prompt = "keeping an fp32 master copy of a 70b model's bf16 weights: how much memory does that master copy add?";
  m.row = "master_weights";
  m.row_bytes = 4;
  const std::vector<misconception> none;
  CHECK(grade_numeric("280 GB", m, none).correct);
  CHECK(grade_numeric("280 GB in FP32", m, none).correct);
  CHECK(grade_numeric("280 GB for the fp32 master weights", m, none).correct);
  CHECK(grade_numeric("280 GB for a 70B model", m, none).correct);
  CHECK_FALSE(grade_numeric("280 GB in BF16", m, none).correct);               // a 2-byte format
  CHECK_FALSE(grade_numeric("280 GB for the BF16 weights", m, none).correct);  // another row
  CHECK_FALSE(grade_numeric("280 GB of gradients", m, none).correct);
  CHECK(grade_numeric("280 GB of gradients", m, none).kind == "incorrect");
  // the whole state: one row "of" it is another quantity, a recipe "for" it is not
  numeric_expectation t = m;
  t.value = t.value_hi = 112e9;
  t.prompt = "how much persistent training state (weights, gradients, master copy, adam m and v) is that?";
  t.row = "total";
  t.row_bytes = 0;
  CHECK(grade_numeric("112 GB of training state", t, none).correct);
  CHECK(grade_numeric("112 GB of weights, grads and optimizer state", t, none).correct);
  CHECK(grade_numeric("112 GB for FP16+Adam", t, none).correct);
  CHECK_FALSE(grade_numeric("112 GB of optimizer state", t, none).correct);
  CHECK_FALSE(grade_numeric("112 GB of activations", t, none).correct);
  // strict bounds that leave the answer out; arrows and soft bounds are not bounds
  CHECK_FALSE(grade_numeric("less than 112 GB", t, none).correct);
  CHECK_FALSE(grade_numeric("over 112 GB", t, none).correct);
  CHECK_FALSE(grade_numeric("< 112 GB", t, none).correct);
  CHECK(grade_numeric("-> 112 GB", t, none).correct);
  CHECK(grade_numeric("no more than 112 GB", t, none).correct);
  CHECK(grade_numeric("just under 112 GB", t, none).correct);
  CHECK(grade_numeric("under 113 GB", t, none).correct);  // true of 112 GB, and within the tolerance
  // one worker's share asked: the figure said of all of them together
  numeric_expectation s = m;
  s.value = s.value_hi = 8.75e9;
  s.prompt = "560 gb of adam moments are sharded evenly over 64 workers. how much does each worker own?";
  s.per_item = true;
  s.row = "optimizer_state";
  CHECK(grade_numeric("8.75 GB of Adam moments", s, none).correct);
  CHECK(grade_numeric("8.75 GB each, 560 GB in total", s, none).correct);
  CHECK(grade_numeric("8.75 GB total per worker", s, none).correct);
  CHECK_FALSE(grade_numeric("8.75 GB total", s, none).correct);
  CHECK_FALSE(grade_numeric("8.75 GB across all workers", s, none).correct);
  CHECK_FALSE(grade_numeric("8.75 GB combined", s, none).correct);
}

TEST_CASE("a pick called the opposite of the superlative the question asks for is not that pick", "[grading]") {
  std::vector<choice_item> items = {{"a", "the FP16 weights"}, {"b", "the FP16 gradients"},
                                    {"c", "the optimizer states (Adam's 8 bytes/param)"}, {"d", "the CUDA context"}};
  const std::string prompt = "Which item of the fixed-state ledger is usually the biggest?";
  CHECK(grade_single_choice("the optimizer states", items, "c", prompt).correct);
  CHECK(grade_single_choice("c, the biggest", items, "c", prompt).correct);
  CHECK(grade_single_choice("the optimizer states; the CUDA context is the smallest", items, "c", prompt).correct);
  CHECK(grade_single_choice("c (not the smallest)", items, "c", prompt).correct);
  CHECK_FALSE(grade_single_choice("the optimizer state is the smallest", items, "c", prompt).correct);
  CHECK(grade_single_choice("the optimizer state is the smallest", items, "c").correct);  // no prompt, no rule
}

// The trailing "not!" reader stepped back over the closing marks with "bang = bang || answer[--e] == '!'",
// which stopped stepping once a '!' was seen: an endless loop on "...!!" (undefined behaviour an optimized
// build removed; fuzz_quantity under ASan hung on it, session 32). Each mark is one step now.
TEST_CASE("a trailing 'not!' after several marks: the head before it, and no endless loop", "[grading]") {
  CHECK(taken_back_by_trailing_not("it fits, not!!") == std::string("it fits").size());
  CHECK(taken_back_by_trailing_not("it fits, not! ! .") == std::string("it fits").size());
  CHECK(taken_back_by_trailing_not("it fits!!") == std::string_view::npos);
  CHECK(taken_back_by_trailing_not("!!!") == std::string_view::npos);
  const std::vector<choice_item> items = {{"a", "weights", ""}, {"b", "gradients", ""}, {"c", "optimizer state", ""}};
  CHECK(grade_single_choice("c!!", items, "c", "Which item is usually the biggest?").correct);
}
