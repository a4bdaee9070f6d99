// The reader-answer corpus (tests/data/reader_answers.jsonl, plus the blind batches
// reader_answers_blind.jsonl and reader_answers_blind2.jsonl … reader_answers_blind11.jsonl): answers
// typed the way readers and engineers type them (sentences, number words, units, ranges, reversed and
// negated claims, distractors named to reject them, nonsense), each with the verdict, feedback kind
// and diagnosis a careful teacher gives. Every answer must be graded as written there; every question
// and part of every lesson must be covered; and before the reader has it, feedback never gives the
// answer away.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "core/api.h"
#include "core/quiz/lesson.h"
#include "core/quiz/quantity.h"

using namespace ledgerlab;

namespace {

struct row {
  std::string q, a, kind, diagnosis;
  std::string known;  // a misgrade left as it is, with the reason (reported, not failed)
  json previous;  // a worked problem's part: the reader's answers to the earlier parts it uses
  bool correct = false;
  long long seed = 0;
  int line = 0;
  std::string file;
};

// One JSON Lines file of rows; a row's line and file name it in failures.
void read_rows(const char* file, std::vector<row>& rows) {
  std::ifstream in(std::filesystem::path(LEDGERLAB_SOURCE_DIR) / file);
  INFO(file);
  REQUIRE(in.good());
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty()) continue;
    json j = json::parse(line);
    row r;
    r.q = j.at("q").get<std::string>();
    r.a = j.at("a").get<std::string>();
    r.correct = j.at("correct").get<bool>();
    r.kind = j.value("kind", std::string());
    r.diagnosis = j.value("diagnosis", std::string());
    r.seed = j.value("seed", 0LL);
    r.known = j.value("known", std::string());
    if (j.contains("previous")) r.previous = j["previous"];
    r.line = n;
    r.file = file;
    rows.push_back(r);
  }
}

// The corpus, and the blind batch checked separately after issue 11 (verdicts written before the
// grader saw the answers).
std::vector<row> corpus() {
  std::vector<row> rows;
  read_rows("tests/data/reader_answers.jsonl", rows);
  read_rows("tests/data/reader_answers_blind.jsonl", rows);
  // blind round 2 (issue 11d): 451 answers written from the book pages and the prompts before the
  // grader was read; its `why` says what each answer is, `known` marks a misgrade left as it is
  read_rows("tests/data/reader_answers_blind2.jsonl", rows);
  // blind round 3 (issue 11e): 426 answers from readers the earlier rounds had few of (non-native
  // English, terse engineers, TeX and Markdown, odd unit spellings, corrections, hedges in words,
  // orders written as prose, new reversed phrasings), written and committed before the grader was read
  read_rows("tests/data/reader_answers_blind3.jsonl", rows);
  // blind round 4 (issue 11f): 601 answers from readers who show their working, write GiB, bits,
  // superscripts, decimal commas, ranges and -ish, typos and shorthand, choices by position or by
  // what they leave out, extra claims true and false, questions back; committed before the grader was read
  read_rows("tests/data/reader_answers_blind4.jsonl", rows);
  // blind round 5 (issue 11h): 548 answers from readers the earlier rounds had few of (symbols and
  // formulas "16Ψ", "2(P-1)/P·N"; hedges and self-corrections; non-native and terse phrasing; Gb/gb,
  // "48g", "gigas"; per-GPU figures beside totals; negation at a distance, "X doesn't, Y does";
  // orders with >, arrows, numbered lines and a stated direction; worked problems on every earlier
  // choice), committed before the grader was read
  read_rows("tests/data/reader_answers_blind5.jsonl", rows);
  // blind round 6 (issue 11i): 889 answers from readers pasting chat-assistant and Markdown answers
  // (bullets, bold, LaTeX, pipe tables, trailing explanations), other conventions (French Go/Gio,
  // German Milliarden/Mrd., lakh/crore, thousands dots, fullwidth digits, non-breaking spaces),
  // hurried typing, traps around right answers (false asides, all/none of the above, ties, shares
  // of a total) and new negations (rather than, instead of, no longer, hardly, the other way round),
  // committed before the grader was read
  read_rows("tests/data/reader_answers_blind6.jsonl", rows);
  // blind round 7 (issue 11j): 855 answers from readers who reason out loud (a derivation then the
  // result, self-corrections that add or retract, "if I'm not mistaken", "48 GB?"), give ranges and
  // roundings, other equivalent forms (per-GPU figures with the GPU count, "7B × 12 B", "16Ψ"), the
  // class's vocabulary and ordinals ("the last one", "the first three"), non-native English, and
  // answers to the wrong thing ("it depends", the previous part's number), committed before the
  // grader was read
  read_rows("tests/data/reader_answers_blind7.jsonl", rows);
  // blind round 8: 456 answers, mostly short answers written whole as exam sentences (direction by
  // verbs, comparatives, arrows, signs and labels; partial answers; wrong asides, wrong factors,
  // wrong subjects, denials and hedges that take it back; hints typed back, the old variant's number
  // after new_variant), committed before the grader was read
  read_rows("tests/data/reader_answers_blind8.jsonl", rows);
  // blind round 9: 330 answers, mostly wrong ones built to look right (the right number in another
  // scope or for another subject, a right pick plus a second wrong claim, wrong exclusivity, reversed
  // orders keeping the ends, right totals with wrong breakdowns), committed before the grader was read
  read_rows("tests/data/reader_answers_blind9.jsonl", rows);
  // blind round 10: 410 answers from readers typing on phones and in engineers' forms (no spaces,
  // "doesnt", "check pointing", "option c", "b)", 1.12E+11 bytes, 0.112 TB, GiB converted or not, per
  // GPU against the whole model, wall-clock hours for GPU-hours), quoting the page or paraphrasing it
  // in other words (rematerialization, stashed activations, fp32 shadow weights), and right figures
  // with a wrong reason beside them, committed before the grader was read
  read_rows("tests/data/reader_answers_blind10.jsonl", rows);
  // blind round 10, the rest: 396 answers written in the same phase A by the same readers and cut from
  // the blind commit only to keep it near 400; run after the grader was read, verdicts as first written
  // (they found 4 more misgrades: 'gflop' in lower case, 'params' for the weights, 'including activations')
  read_rows("tests/data/reader_answers_blind10_extra.jsonl", rows);
  // blind round 11: 577 answers from explainers (the answer, then sentences of working with other
  // figures: "32,768 tokens. Each micro-batch is 16 x 1024 = 16,384 tokens"), answers to every variant
  // at seeds 1-12 (the seed-0 figure typed for another seed, the right figure in another unit), lists
  // written one per line, numbered, bulleted, as arrays, "b-d-a-c" and with abbreviated item texts,
  // worked-problem parts on every earlier choice (yes/no and picks with a reason, another choice's
  // figure) and exam sentences mixing a right idea with a false one, committed before the grader was read
  read_rows("tests/data/reader_answers_blind11.jsonl", rows);
  // blind round 12: 610 answers from readers who format around the answer (LaTeX, \SI{}, code and
  // fenced blocks, bold/italics, emoji, "Answer:", "ans=", quotes), put it between other figures
  // ("Between the 14 GB of weights and the 56 GB of Adam moments, the total is 112 GB"), write it in
  // other units (bits, GiB, GFLOP as 4.2e10 FLOP, GPU-days and GPU-years, 2^16 tokens, "4-fold"),
  // compare in sentences both ways round and misspell ("gradeints", "optimiser", "checkpionting",
  // "gbytes"), committed before the grader was read; plus 18 control rows written in phase C
  read_rows("tests/data/reader_answers_blind12.jsonl", rows);
  // blind round 13: 639 answers from readers who restate the question's givens in the answer ("With P = 8
  // GPUs and N = 14 GB, each GPU sends 24.5 GB", "16 x 1024: 5.37 GB"), talk casually ("def b", "gotta be
  // c", "65536 lol", "is it 48 GB?"), write number words and magnitudes ("twenty-four and a half GB",
  // "0.112 trillion bytes", "four-thirds"), units of every size (GB's, Gbit, GiB, MiB, "1m55s", "0.8 min")
  // and quote choices with small changes, committed before the grader was read
  read_rows("tests/data/reader_answers_blind13.jsonl", rows);
  // blind round 14: 381 answers from readers who correct themselves ("16, wait no, 18", "~~112~~ 84 GB",
  // "b... no, c", "edit: 112 GB", "12 (not 24)"), answer in relative terms ("8x less", "+700 %", "a quarter
  // of the 112 GB", "quadruples"), in complexity and scaling phrases ("Θ(√L) instead of Θ(L)", "grows with
  // the square root of depth rather than linearly"), as typed calculations ("2*(8-1)/8*14 = 24.5", "7*16 GB",
  // "16N -> 112e9 B"), in multi-select and ordering shorthand ("a-c", "all but d and e", "the middle three",
  // "1, 3, 5", "c<d<a<b") and pasted dress ("Ans - a", "✅ b", "14\nGB", "-jk"), committed before the
  // grader was read
  read_rows("tests/data/reader_answers_blind14.jsonl", rows);
  // blind round 14, the rest: 216 answers written in the same phase A by the same readers and cut from the
  // blind commit only to keep it near 300 (one more, '8*2048*4 = 65,356 tokens', was a coin flip and is
  // left out); run after the first fixes, verdicts as first written (they found 4 more misgrades:
  // '1/64 of 560 GB', 'first, third and last', '280 GB, wait, BF16 is 2 bytes: 140 GB',
  // '16, wait no, k-1 = 7 more: 15 GB')
  read_rows("tests/data/reader_answers_blind14_extra.jsonl", rows);
  // blind round 15: 440 answers from readers who dictate (voice transcripts: "sixteen bites per parameter",
  // "eight hundred forty gig", "for times", no punctuation), write scientific notation in every dress
  // ("1.12E+11 B", "8.4·10¹⁰ B", wrong exponents), the literature's shorthand ("16Ψ", "(2+2+K)Ψ with
  // K=12", "12Ψ with Ψ = 6.74B: 80.9 GB", "8Ψ/N_d"), cite the page ("the page's answer (b)"), lay the
  // answer out as a breakdown table, and add follow-up claims right and wrong after the figure, committed
  // before the grader was read
  read_rows("tests/data/reader_answers_blind15.jsonl", rows);
  // blind round 15, the rest: 151 answers written in the same phase A by the same readers and cut from
  // the blind commit only to keep it near 300-400; run after the grader was read, verdicts as first
  // written (they found one more misgrade: 'see the table: c'); then 173 control rows written in phase C
  // that probe the round's rules and the voice and notation forms ("24 point 5 gigs", "4 over 3",
  // "2 to the 29th", "per the page's answer 2: 48 GB")
  read_rows("tests/data/reader_answers_blind15_extra.jsonl", rows);
  // blind round 16: 567 answers on variants at seeds 1-20 (the variant's value in several forms, the
  // seed-0 value at another seed, a misread variant number), worked problems walked with unusual earlier
  // choices (plain data parallelism, ZeRO-3, the TP x ZeRO-1 layout, storing every activation), the
  // page's other convention (84 vs 112 GB, "~20-30 %" vs one extra forward), units in brackets and labels
  // ("112 [GB]", "GB: 112", "104 GiB (binary)", full-width digits, no-break and thin spaces, × and ·),
  // two answers in one line ("112 GB = 104 GiB", "98 GB (of 112 GB total)") and one-word or one-symbol
  // answers ("iii", "opt. C", "#3", "✓", "✔ b"), committed before the grader was read
  read_rows("tests/data/reader_answers_blind16.jsonl", rows);
  // blind round 17: 540 answers from readers who answer worked-problem parts by reference to earlier parts
  // ("(a)/8 = 13.5 GB", "same as (a): 80.9 GB"), write whole answers in Spanish, German, French, Portuguese,
  // Italian, Chinese, Japanese and Russian ("sí, cabe", "nein, passt nicht", "c) 优化器状态", "112 ГБ",
  // "いいえ"), say how sure they are in full sentences, slip on unit case ("112 Gb", "112 gB", "14 GiB"),
  // use double negatives and hedged yes/no ("it's not true that it doesn't fit", "it wouldn't not fit",
  // "it fits, not!") and quote the page's other convention before their own figure ("84 GB by the first
  // table, but with the master copy 112 GB"), committed before the grader was read
  read_rows("tests/data/reader_answers_blind17.jsonl", rows);
  // blind round 17, phase C: 56 control rows that probe the round's rules with wrong answers in the same
  // dress (wrong and negated picks in other languages ("nicht die Gewichte"), "it's not true that it fits" where it does, "2 fois", "14 tB")
  // and units in other scripts ("112 МБ" was read as a bare 112 in GB: a false accept the probes found)
  read_rows("tests/data/reader_answers_blind17_extra.jsonl", rows);
  // blind round 18: 384 answers from readers who write in Korean, Hindi, Arabic, Dutch, Polish, Turkish,
  // Vietnamese and Indonesian, number words and digits of their own included ("네, 들어갑니다", "सोलह बाइट",
  // "١١٢ جيجابايت", "honderdtwaalf gigabyte", "beş yüz altmış gigabayt", "enam belas byte") or switch
  // language mid-answer ("la respuesta es b", "答案是 c, the optimizer"), wrap the answer in markup
  // ("<b>c</b>", "<ul><li>b</li>…", "$112\,\text{GB}$", fenced blocks), separate orderings with arrows,
  // pipes, tabs and bullets, bury the answer in long essays or paste the question first, and give
  // near misses (a wrong unit prefix, another variant's value, per GPU for total), committed before the
  // grader was read
  read_rows("tests/data/reader_answers_blind18.jsonl", rows);
  // blind round 18, phase C: 30 control rows that probe the round's rules with wrong answers in the same
  // dress ("cevap a", "on iki bayt", "gấp hai lần", "<b>a</b>") and with what opens like a no but says
  // "I don't know" ("nie wiem", "tidak tahu", "không biết") or a hedge ("có thể vừa")
  read_rows("tests/data/reader_answers_blind18_extra.jsonl", rows);
  // blind round 19: readers who answer in practitioners' jargon (DeepSpeed `zero_optimization: {stage: 1}`,
  // FSDP `FULL_SHARD` / `SHARD_GRAD_OP` / `NO_SHARD`, `--recompute-granularity full`, `torch.utils.checkpoint`,
  // `gradient_accumulation_steps=8`, "TP=8 PP=4"), in code or math (`16*7e9/1e9`, a `>>>` session, LaTeX
  // `\frac{2(P-1)}{P}N`, a spreadsheet `=7E9*16/1E9`, Wolfram's "7 billion * 8 bytes in GB"), typed on a
  // phone (caps, "112gb", "bf 16", "check pointing", emoji, "bc", "w/", "abt", "≈"), as questions or with a
  // tentative tail ("isn't it c?", "b I guess", "prob b") or a hedge ("b or maybe c", "b? or c?"), and with
  // quantifiers ("at least 112 GB", "less than twice", "not quite double", "roughly the same"), committed
  // before the grader was read
  read_rows("tests/data/reader_answers_blind19.jsonl", rows);
  // blind round 19, phase C: 123 rows written blind in phase A but trimmed from the commit to keep the
  // round near 300 (graded after it), and 157 control rows that probe the round's rules and themes in the
  // same dress ("a or possibly b", "prolly c", "70 billion * 4 bytes", "7e9 params x 2 bytes/param",
  // "--recompute-granularity full" for FlashAttention, "yes or no, hard to say", FSDP and Megatron flags)
  read_rows("tests/data/reader_answers_blind19_extra.jsonl", rows);
  // blind round 20: 474 answers by readers who paste typography from word processors, PDFs and CJK
  // keyboards (fullwidth "ｃ" and "１１２ ＧＢ", no-break and thin spaces, Unicode minus, superscripts,
  // vulgar fractions "8¾ GB", zero-width spaces, soft hyphens, CRLF, a signature line), who reach their
  // letter or value only at the end of a derivation ("…, so the least is ZeRO-1, option b") or end on
  // another number than the one they computed midway, who answer multi-selects and orderings partly
  // (subsets, supersets, a "maybe" item, two swapped, one missing, reversed with or without its
  // direction), who carry an earlier choice of a worked problem into later parts, and who answer
  // variants at seeds 21-60 (another seed's value, the variant's value in GiB, TB or MB); committed
  // before the grader was read
  read_rows("tests/data/reader_answers_blind20.jsonl", rows);
  // blind round 20, phase C: 23 control rows that probe the round's rules with wrong answers in the same
  // dress ("ｂ", "8¼ GB", "½ TB", "1½×", a derivation ending on "option c" or on "b or c", "b or perhaps a", a
  // reversed order labelled with the asked direction) and right ones beside them (a closing "is a" after
  // the picks, a labelled aside after the answer's figure)
  read_rows("tests/data/reader_answers_blind20_extra.jsonl", rows);
  // blind round 22: 531 answers by readers who work the three worked problems in depth under every
  // combination of earlier choices (no sharding, ZeRO-3 everywhere, no FlashAttention, accumulation
  // instead of checkpointing), with their own arithmetic (rounded steps, the page's 7B/70B against
  // 6.74B/69B, GiB midway, per-GPU against total, errors carried from their own earlier parts), who
  // restate or misname their earlier choices ("with ZeRO-1 it fits", "with ZeRO-3: 13.5 GB"), write
  // orderings and multi-selects as chat lists (arrows, numbered lines, "first … finally", merged and
  // shortened items, page synonyms) and answer "fits" with the comparison alone ("69.4 < 80.6"), a
  // margin or a wrong comparison ("69.4 GB > 40 GB, so no"); committed before the grader was read
  read_rows("tests/data/reader_answers_blind22.jsonl", rows);
  // blind round 22, phase C: 13 control rows that probe the round's rules in the same dress: a fits
  // comparison with another figure ("69.4 < 160") or a false one ("98 < 80.2") reads no verdict, the usable
  // memory on either side ("80.6 < 116.6 GB"), "zero chance" still a no beside "with ZeRO stage 1 it fits",
  // and derivations ending on "≈" a right or a wrong figure
  read_rows("tests/data/reader_answers_blind22_extra.jsonl", rows);
  // blind round 21: 495 answers by readers who ask back instead of answering ("what does FSDP stand for?",
  // "hint?", "skip", the prompt pasted back, "?", keyboard mash), who say the page's misconceptions in their
  // own words (12 bytes without the master copy, 2N for 6N, one micro-batch for the step, the all-reduce
  // without its 2, GiB for GB), who are right in one part and wrong in another (the right pick with another
  // choice's claim as its reason, the right figure said of another quantity or scope, a yes/no beside a
  // comparison of figures that does not hold), who offer two values ("112 GB or 104 GiB", "112 or 104"),
  // and strong students' long answers with the figure in the middle; committed before the grader was read
  read_rows("tests/data/reader_answers_blind21.jsonl", rows);
  // blind round 21, phase C: 14 control rows that probe the round's rules with right answers in the same dress
  // (an arrow to the right choice, a comparison that holds, another choice's claim rejected, the pick's own
  // figure, the state "besides" the weights, a sum with its result before the answer) and wrong ones beside
  // them (the arrow reversed, a comparison that does not hold, one moment's bytes per parameter, (c) in its
  // own order)
  read_rows("tests/data/reader_answers_blind21_extra.jsonl", rows);
  // blind round 23: 279 answers by readers who confuse neighbouring concepts (gradient accumulation
  // and gradient checkpointing, optimizer state and the optimizer step, ZeRO-1/2/3, KV cache and the
  // K/V projections, FLOPs and FLOP/s, GB and Gb, bytes per parameter and per token), answer for a
  // neighbouring case (13B for 7B, one micro-batch for the step, one layer for the model, inference
  // for training) or use other courses' words ("model states", "rematerialization", P_os, "ZeRO-DP");
  // committed before the grader was read
  read_rows("tests/data/reader_answers_blind23.jsonl", rows);
  // blind round 23, phase C: 16 control rows for the round's rules: ZeRO stages in the ZeRO paper's
  // notation (P_os, P_os+g, P_os+g+p) and as stages no choice offers, "partition" for shard, the
  // optimizer's update against its state, and lists cut by " + " and " & "
  read_rows("tests/data/reader_answers_blind23_extra.jsonl", rows);
  // blind round 24: 262 answers by readers who paste an AI assistant's reply (Markdown headings, bold, tables,
  // "TL;DR", a "Common misconception" section naming a wrong choice or figure, "Let me double-check", a closing
  // "Final answer" that may differ from the body, the assistant wrong or hedging), who answer in two branches
  // or under conditions ("14 GB at FP16 (28 GB if it were FP32)", "it depends", "c, unless ..."), and who
  // name sets and runs of letters ("from b to d", "all but d and e", "a through e except c", "b and maybe
  // d", "c? not sure", "b, c? not sure") or type comparisons backwards ("112 GB < 80 GB so it fits");
  // committed before the grader was read
  read_rows("tests/data/reader_answers_blind24.jsonl", rows);
  // blind round 24, phase C: 62 control rows for the round's rules: misconception sections and lines that
  // name the right answer beside a wrong one, closing "Final answer" lines that differ from the working (and
  // one followed by a correction), runs "from x to y" and "x through y except z", a letter after "maybe" or
  // "perhaps" against a hedge before the whole list, "through" in prose, a second bare letter in doubt
  // against a reason that names another choice, and blank lines around an answer
  read_rows("tests/data/reader_answers_blind24_extra.jsonl", rows);
  // blind round 25: readers who slip in the arithmetic (the all-reduce's factor 2 forgotten or
  // doubled, P for P-1, 12 for 16 bytes per parameter, GiB labelled GB, per GPU for the cluster, per
  // layer for the model, 2N for 6N, ms for s, sequences for tokens) beside right answers rounded the
  // way a reader rounds, the same quantity in other units or forms (TB, MiB, bits, GPU-days, "an
  // eighth", "87.5 % less", "grows by 700 %"), and worked problems whose later parts carry an
  // earlier choice consistently or not; committed before the grader was read
  read_rows("tests/data/reader_answers_blind25.jsonl", rows);
  // blind round 25, phase C: 14 control rows for its rule (a growth factor given as the start's share
  // of the end, "serving is 12.5 % of training", "87.5 % less than training", "an eighth of"), with the
  // reversed, negated and wrong-share sentences that must stay wrong
  read_rows("tests/data/reader_answers_blind25_extra.jsonl", rows);
  // blind round 27: 297 answers, mostly to the short-answer questions (check-1, -3, -4, -5 and
  // checkpoint-trade) and choices with a reason after the pick, from readers who add one more claim to a
  // right core answer: a wrong cost, scope, mechanism, number, identity or subject (first, in the middle,
  // last, in parentheses, after "plus", "btw", "note that", as a bullet) or a true side fact or a rejected
  // wrong idea in the same places; committed before the grader was read
  read_rows("tests/data/reader_answers_blind27.jsonl", rows);
  // blind round 27, phase C: control rows for its rules (remarks opened by "plus", "btw", "besides",
  // "note that"; reasons after "because" / "since"; a subject in parentheses; "plus a <noun>" after a
  // pick) with the negated, contrasted and right phrasings that must stay right
  read_rows("tests/data/reader_answers_blind27_extra.jsonl", rows);
  // audit round 26 (white-box): right answers written against each rejecting rule after reading the grader
  // (a stage named beside the pick, "it depends" before the case, "yes, it's c", an added clause that keeps
  // or gains, a superlative or byte figure said of another item, a difference stated as "X GB more than Y
  // GB", a per-GPU share denied), with controls the rules must still catch; committed before the grader ran
  read_rows("tests/data/reader_answers_blind26.jsonl", rows);
  // audit round 26, phase C: right answers with the triggers of the rules the round changed (the factor said
  // of the start side as a subject, an apposition after the figure, a contrast word of another choice, a
  // conditional after a yes/no opener, a bound, working in brackets or a restated given beside the value, a
  // denial over an or-list, a comment on left-out letters, "trade X to save Y", the subject of a negated
  // verb) and the controls the narrowed rules must still catch
  read_rows("tests/data/reader_answers_blind26_extra.jsonl", rows);
  // blind round 28: 304 answers from readers who use a distractor's own words rightly (negated, contrasted,
  // as a reason, an analogy, a true side fact or a question they answer themselves), paraphrase the pages,
  // hints and feedback texts, or name other choices' words in a pick's reason; committed before the grader
  // was read
  read_rows("tests/data/reader_answers_blind28.jsonl", rows);
  // blind round 28, phase C: control rows for its rules ("trades away X" with no "for" ends at a mention
  // with a cue or predicate of its own; "grows linearly" is a scaling law, not growth; "doesn't make the
  // gradients noisier" negates across "make" and its object), with the reversed and affirmed phrasings
  // that must stay wrong
  read_rows("tests/data/reader_answers_blind28_extra.jsonl", rows);
  // blind round 29: minimal pairs, every question and part answered right and, beside it, wrong by one small
  // edit (a word flipped: more/less, before/after, in parallel/one after another, small/huge; a number or a
  // letter changed; the subject swapped; a negation moved), with right twins in other words; committed
  // before the grader was read
  read_rows("tests/data/reader_answers_blind29.jsonl", rows);
  // its phase C: right answers with the trigger words of the rules it added (a factor with "×", a
  // distractor as the answer's lead, a bare place clause, a cue of several words, a restrictor in a list
  // segment, the pick's phrase turned by one pole word, two words swapped, "instead of" turned round) and
  // the wrong twins the rules must catch
  read_rows("tests/data/reader_answers_blind29_extra.jsonl", rows);
  // audit round 31 (white-box): answers written against the rules session 30 added (purpose clauses, the
  // rejected aside, scarce words, restrictors, unit words, vs/versus, two-branch answers, closing lines,
  // supposing clauses, 'it'/additive/because clauses, the new wrong claims, start_said_bigger), right
  // answers carrying their trigger words and wrong controls in the same dress, committed before the grader
  // ran them; then phase C rows for each rule the round narrowed or added
  read_rows("tests/data/reader_answers_blind31.jsonl", rows);
  // blind round 30: 425 answers from readers who answer a different question well: a neighbouring
  // question's or part's answer (another seed's variant, the inference figure, part b's number), the right
  // quantity of the wrong scope (per GPU vs total, per parameter vs bytes, one micro-batch vs the step, the
  // GiB number labelled GB), a true statement that is not what was asked, or every candidate named; with
  // right answers in the same dress; committed before the grader was read
  read_rows("tests/data/reader_answers_blind30.jsonl", rows);
  // blind round 30, phase C: control rows for its rules ("times" after a figure or before a comparative is
  // a multiplier, not wall-clock time; the question's own word held by a choice only with another ending
  // names no choice; a word after an "Nx" multiplier is a formula's term; a purpose clause's verb acts on
  // its object; "X is for when ..." after a pick sets X apart) and for the rules its probe after reading the
  // grader added ("K times larger" in claims, a cue before "than", a model size restated from the prompt,
  // "for training" where serving is asked, "recomputation" adding only "checkpointing", check-5's technique
  // aliases, a whole trade read by the side asked, "on every GPU", "forward" after the figure), with the
  // phrasings that must stay right or wrong
  read_rows("tests/data/reader_answers_blind30_extra.jsonl", rows);
  // blind round 35: 559 answers from engineers typing shorthand (arrows and signs, "w/" and "w/o", "b/c",
  // "GA"/"AC", "fwd"/"bwd", "inf", "tok", "W" for the weights, "opt state", "m/v", "y"/"nope", "✓"/"✗",
  // telegraphic fragments) on every question type, right and wrong ones in the same dress, committed
  // before the grader was read
  read_rows("tests/data/reader_answers_blind35.jsonl", rows);
  // blind round 35, phase C: control rows for its rules (a pick's scarce state said of another resource;
  // the compared side after a factor or "vs" with its own parenthesis; a sign glued to a word; "w/", "w/o"
  // and slash lists; a capital W where a choice names the weights; the short words), with the phrasings
  // that must stay right or wrong
  read_rows("tests/data/reader_answers_blind35_extra.jsonl", rows);
  // blind round 34: 340 answers from readers who give a pick with a reason, on every choice-like question
  // (standalone choices, multi-selects, orderings, short answers' parts, the problems' choice and yes/no
  // parts with `previous`): the pick by letter or by its text, then a right reason, or a right pick with a
  // wrong reason (reversed, another choice's claim, a wrong number or mechanism, a confused technique), or
  // a wrong pick with a right-sounding reason; committed before the grader was read
  read_rows("tests/data/reader_answers_blind34.jsonl", rows);
  // blind round 34, phase C: right answers carrying the trigger words of its rules (the choices' own wrong
  // claims, "ZeRO <verb> the ..." as the scheme's name, a "without X" condition before a finite verb, "not
  // because ...")
  read_rows("tests/data/reader_answers_blind34_extra.jsonl", rows);
  // audit round 33 (white-box): answers written against the rules session 31 added (a right pick's reason,
  // counterfactual clauses, negated storing, bought/paid with, 'K times the memory', supposing clauses, the
  // one-word negators, orderings with 'or', pick_claim_turned, restrictors, a distractor as the lead, place
  // clauses, multipliers, the asked word, the whole trade, purpose and comparison openers, yes/no openers,
  // conclusions, 'Not X: Y', asides, 'vs', 'zero', 'drops to', the new wrong claims), right answers with
  // their trigger words and wrong controls in the same dress, committed before the grader ran them
  read_rows("tests/data/reader_answers_blind33.jsonl", rows);
  // its phase C: right answers with the trigger words of the rules it added or narrowed ('hurts accuracy',
  // 'over the interconnect/GPUs', 'a.k.a.', 'Not X — Y', 'trades X for Y', bought/paid for, 'had they',
  // 'otherwise' after a comma, a decrease said of the end side, a short conclusion after working) and the
  // wrong twins they must catch
  read_rows("tests/data/reader_answers_blind33_extra.jsonl", rows);
  // blind round 37: 353 answers from readers who use quantifiers, degree and scope words ("only", "just",
  // "at most", "at least", "roughly", "exactly", "barely", "slightly", "far", "not only ... but also",
  // "per layer" vs "in total", "per GPU" vs the whole model), right where the word is true and wrong where
  // it makes the claim false, on every question and part; committed before the grader was read
  read_rows("tests/data/reader_answers_blind37.jsonl", rows);
  // blind round 37, phase C: right answers with the trigger words of its rules (a restrictor before a
  // letter or over one part of a choice's list, a margin word beside a yes or no, a given's per-noun rate,
  // a restrictor clause with a distractor, a degree word opening a pick's reason, "no" then a mark, a gloss
  // before an order's colon) and the wrong twins they must catch
  read_rows("tests/data/reader_answers_blind37_extra.jsonl", rows);
  // blind round 38: 376 answers by readers who answer with the book's own words (a sentence or a fragment of
  // the page pasted, quoted or closely paraphrased, "the book says ...", "as the chapter puts it: ..."): the
  // neighbouring sentence that answers another question, another technique's sentence, quotes cut to say
  // the opposite, the book's figure for the wrong quantity; committed before the grader was read
  read_rows("tests/data/reader_answers_blind38.jsonl", rows);
  // blind round 38, phase C: 62 control rows for the round's rules (a choice's word after "per" / "for
  // each" as a count unit, "takes <amount>" supposed after "if", "6×" as a multiple, a leading article
  // "a" before a sentence, check-5's "parallel batch" and sublinear's "is free" wrong claims, the reason
  // after a pick made by its own text)
  read_rows("tests/data/reader_answers_blind38_extra.jsonl", rows);
  // audit round 36 (white-box): answers written against the rules added at the end of session 31 (a right
  // pick's reason read by its short answer's or its own wrong claims, 'with no accuracy cost', burden nouns,
  // a verdict then another case, 'it'd'/'you'd', items compared by their figures, a noun phrase added to a
  // cost pick, 'ZeRO shards', 'without' conditions, 'not because', 'actually', multi-select comments by text,
  // shorthand, the compared side of a factor or 'vs', pick_claim_turned shape 4), right answers with the
  // trigger words and wrong controls in the same dress, committed before the grader ran them
  read_rows("tests/data/reader_answers_blind36.jsonl", rows);
  // its phase C: right answers with the trigger words of the rules it added or narrowed (an own wrong claim
  // opening a reason clause, beliefs of others, questions answered 'not really', ': none', clauses about
  // another choice, litotes, 'a drop in', the parenthesis after a compared side, a model's size glued to B)
  // and the wrong twins they must catch
  read_rows("tests/data/reader_answers_blind36_extra.jsonl", rows);
  // blind round 39: 408 answers from readers who hold misconceptions (ZeRO shards the activations, Adam keeps
  // one moment, accumulation saves compute or runs in parallel, checkpointing is free, makes steps faster or
  // stores activations in lower precision, backward is 2x because of FP32, FlashAttention cuts FLOPs, training
  // keeps a KV cache, GiB read as GB, per-GPU and total swapped, all-reduce sends N bytes), stated with a right
  // number or pick or as the whole answer, and right answers that reject, contrast or name the same belief as a
  // mistake; committed before the grader was read
  read_rows("tests/data/reader_answers_blind39.jsonl", rows);
  // blind round 39, phase C: right answers with the trigger words of its rules (numeric questions' own wrong
  // claims, each belief denied or contrasted; a clause that names a mistake; a spaced hyphen after a figure
  // that opens its explanation; a denied "speed up") and the wrong twins they must catch
  read_rows("tests/data/reader_answers_blind39_extra.jsonl", rows);
  // audit round 40: a white-box audit of session 32's rules (numeric questions' own wrong claims, `when`-keyed
  // claims of the fits parts, pick reasons with distractors): 295 rows written and committed before grading,
  // and 34 phase C rows (the new synonyms' words in right answers, controls for the narrowed rules)
  read_rows("tests/data/reader_answers_blind40.jsonl", rows);
  read_rows("tests/data/reader_answers_blind40_extra.jsonl", rows);
  // blind round 42: second tries and replies to the tutor ("changing my answer to (c)", "OK I'll go with no",
  // "12 -> 16", "~~84~~ 112", "112... no, 84 is right", quoting a hint back), 353 rows written and committed
  // before grading; phase C: right answers with the trigger words of its rules (pick words of a second try,
  // a named yes/no, an ASCII arrow, a figure's own "per", reason synonyms, a starting/ending gloss, a
  // dropped or added choice, a pick from a range, a count of one in digits) and their wrong twins
  read_rows("tests/data/reader_answers_blind42.jsonl", rows);
  read_rows("tests/data/reader_answers_blind42_extra.jsonl", rows);
  // audit round 43: a white-box audit of the lessons' wrong claims (docs/grader-audits/audit43.md): 410 rows
  // written and committed before grading (right answers carrying a wrong claim's words denied, contrasted, said
  // of another case or in another sense; wrong answers stating each belief in words no synonym listed)
  read_rows("tests/data/reader_answers_blind43.jsonl", rows);
  // blind round 43, phase C: right answers with the new synonyms' words and the two rules' trigger words (a
  // conclusion clause, "so ..."/"therefore ..."; "not without ..."), and the wrong twins they must catch
  read_rows("tests/data/reader_answers_blind43_extra.jsonl", rows);
  // blind round 41: answers typed fast, on a phone or dictated (misspelt units, negators and choice words,
  // spoken letters and numbers, 'bc', run-together words, caps, fillers), right and wrong; 406 rows committed
  // before grading
  read_rows("tests/data/reader_answers_blind41.jsonl", rows);
  // blind round 41, phase C: the trigger words of its rules (unit slips, spoken numbers, mended negators,
  // 'bc', per-parameter figures in a contrast, swapped letters in choice words, spoken letters, 'c no', the
  // pick turned at a clause's end or its consequence negated) in right answers, and their wrong twins
  read_rows("tests/data/reader_answers_blind41_extra.jsonl", rows);
  // blind round 45: the three worked problems end to end, every choice of their choice parts followed by later
  // parts answered for that choice (figures with working, the reader's case named, both cases stated, the other
  // case's figure, fits verdicts with reasons that hold or not for the case); 440 rows committed before grading
  read_rows("tests/data/reader_answers_blind45.jsonl", rows);
  // blind round 45, phase C: its rules' trigger words (sharding-stage labels and a bare figure for the reader's
  // own case, 'about a minute', a fits reason opening with another choice, 'the activations alone exceed', the
  // reader's "no," before a reason clause, "it would ... if") in right answers, and their wrong twins
  read_rows("tests/data/reader_answers_blind45_extra.jsonl", rows);
  // blind round 46: readers whose first language is not English (articles dropped or added, verbs
  // unconjugated, word order, swapped prepositions, double negatives, tag questions 'b, no?', literal
  // translations 'it is not entering', decimal commas), right and wrong; 423 rows committed before grading
  read_rows("tests/data/reader_answers_blind46.jsonl", rows);
  // blind round 46, phase C: the trigger words of its rules ('the b', '4 time', ', no?', 'nothing except',
  // 'grow of 33 %', a range then ', around X', 'also d', 'the d not', '8 time more') in right answers, and
  // their wrong twins
  read_rows("tests/data/reader_answers_blind46_extra.jsonl", rows);
  // blind round 44: white-box audit of rounds 41-43's and the lead's rules (audit44.md): right answers carrying
  // each rule's trigger words where it must not fire, and wrong answers it should catch; 435 rows committed
  // before grading
  read_rows("tests/data/reader_answers_blind44.jsonl", rows);
  // blind round 44, phase C: the trigger words of its rules (a case named by its ZeRO stage or a participle,
  // 'changing from b to a', a first list then 'dropping e:', unit slips of 'param'/'values'/'hours',
  // 'bytes/params', 'it wouldn't', brackets after an equation's result, 'never comes without', a text pick's
  // reason opening with the text's next word) in right answers, and their wrong twins
  read_rows("tests/data/reader_answers_blind44_extra.jsonl", rows);
  // blind round 47: short white-box audit of rounds 44-46's and the lead's rules (tag questions, 'the b',
  // 'also/plus' and 'not' after letters, 'changing from', 'dropping e:', 'nothing except', singular 'time',
  // 'it grow 33 %', a range then a hedge, arrows, brackets after a result, unit slips, litotes, stage labels);
  // 278 rows committed before grading
  read_rows("tests/data/reader_answers_blind47.jsonl", rows);
  // blind round 47, phase C: 'b plus c plus d' chains, "I'd change from a to b", a label before an ASCII arrow,
  // 'memory is never saved without extra compute' (a double negative after the mention)
  read_rows("tests/data/reader_answers_blind47_extra.jsonl", rows);
  // blind round 49: readers who paste what the companion's tools show (JSON fields, CLI ledger lines, panel rows
  // with "|", --gib figures, flags) and who round (~110 GB, 1e11 bytes, 0.1 TB); 558 rows committed before grading
  read_rows("tests/data/reader_answers_blind49.jsonl", rows);
  // blind round 49, phase C: its rules' trigger words (a bracket with "each", a bracket holding one figure and
  // words, a JSON "fits" field, "|" between choice names, the "--recompute" flag, "fp32 on every layer")
  read_rows("tests/data/reader_answers_blind49_extra.jsonl", rows);
  // blind round 48: readers who relate the answer to hardware, models and settings they know (other GPUs,
  // other model sizes, FP32/BF16, MFU, experience at work); 447 rows committed before grading, 412 after
  // dropping rows against the corpus POLICY on false fit and ratio asides to a numeric answer
  read_rows("tests/data/reader_answers_blind48.jsonl", rows);
  // blind round 48, phase C: model sizes after an article or family name ('a 13B', 'Llama-2 7B or 70B'),
  // comparands after 'next to'/'compared to', figures after 'MFU', counts of named accelerators ('8 H100s'),
  // figures credited to another model ('26 GB for a 13B'), a total that is a term of working ('112 GB total minus'), factor comparisons beside the answer, the dot closing 'e.g.'/'i.e.', and the new lesson vocabulary (same_size, even_spare, 'has to keep',
  // 'less memory for the weights') with their right uses and wrong twins
  read_rows("tests/data/reader_answers_blind48_extra.jsonl", rows);
  // blind round 50: readers who answer by elimination and by contrast ('not a, not c, so b', 'b rather than d',
  // 'either b or c, I'd say b', 'anything but a or b: c', 'yes, not no', 'c before d, then a, and b last',
  // "it's not that it saves compute — ..."); 503 rows committed before grading
  read_rows("tests/data/reader_answers_blind50.jsonl", rows);
  // blind round 50, phase C: contrasted yes/no, a hedge or exclusion then a pick, placings in an order, a
  // rejected opening of a short answer (right answers with the trigger words and their wrong twins)
  read_rows("tests/data/reader_answers_blind50_extra.jsonl", rows);
  // blind round 51: a white-box audit of the rules of rounds 48, 49 and probe 17 (model sizes, comparands, MFU,
  // accelerator counts, figures credited to other models, terms of working, e.g./i.e., same_size, even_spare,
  // brackets with "each", pasted "fits" fields, "|", "--recompute", fp32 everywhere, sentence adverbs, certainty
  // in fits verdicts, thumbs, exact brackets): right answers carrying their trigger words and wrong twins; 474
  // rows committed before grading
  read_rows("tests/data/reader_answers_blind51.jsonl", rows);
  // blind round 51, phase C: its rules' trigger words (a multiplier around an equality, a subjectless comparison
  // after a pick, no-problem idioms and "without a doubt" after certainty, "over/within budget", a pasted "fits"
  // field after words, "each for" + items, the page or table as the pick's source)
  read_rows("tests/data/reader_answers_blind51_extra.jsonl", rows);
  // round 52 (white-box repair of the known misgrades): the lead's answers not yet in any file ("I don't see
  // why it wouldn't fit", "never when memory's plentiful; b", items placed by "first"/"second"/"last", a
  // remark that says the prompt's negated verb of the left-out letters, figures labelled by case)
  read_rows("tests/data/reader_answers_blind52.jsonl", rows);
  // round 52, phase C: its rules' trigger words ("don't see why", "no reason why", "never ...; b", ordinal
  // places with one item left out, "(a and e are needed for inference)") with right uses and wrong twins
  read_rows("tests/data/reader_answers_blind52_extra.jsonl", rows);
  // blind round 53: whole lessons answered persona by persona (a careful student, a hurried phone typist, an ML
  // engineer, an HPC engineer, a data scientist, a confident reader, an explainer, a non-native writer, a chat
  // assistant's paste, a manager, an instructor, unusual earlier choices); 666 rows committed before grading
  read_rows("tests/data/reader_answers_blind53.jsonl", rows);
  // blind round 53, phase C: Markdown emphasis, '(a) weights, (c) KV cache' entries, numbered lettered lines,
  // 'The correct answers are ... . X is not ...', 'recalculation', 'Each micro-batch has N tokens.'
  read_rows("tests/data/reader_answers_blind53_extra.jsonl", rows);
  // blind round 54: a white-box audit of the rules of rounds 50, 51, 52 and the lead's fixes (contrasted yes/no,
  // hedges and exclusions, placings, "it's not that", multipliers around equalities, budgets, pasted fits fields,
  // "I don't see why", "never ...; b", ". " lists, remarks on left-out choices, case labels, '=' in brackets);
  // 277 rows committed before grading
  read_rows("tests/data/reader_answers_blind54.jsonl", rows);
  // blind round 54, phase C: its rules' trigger words (nested brackets in working, eight pick words, "without a
  // doubt" before a pick, "I don't see why it would", a negated remark on left-out letters, the prompt's "with"
  // case, "not X first" beside placings, "never <own words>. a") with right uses and wrong twins
  read_rows("tests/data/reader_answers_blind54_extra.jsonl", rows);
  // blind round 55: whole lessons answered by a second cast of ten (PhD student, bootcamp graduate, GPU-cloud
  // salesperson, retired physicist, teenager, hedger, one-word reader, restater, unit-slipper, commenter), half
  // of them at seeds 2, 3, 5, 7, 9; 680 rows committed before grading
  read_rows("tests/data/reader_answers_blind55.jsonl", rows);
  // blind round 55, phase C: a restated question as a label before a choice letter ('Does it fit? c: No'),
  // a negated subject of 'recomputed' ('nothing is recomputed', 'it recomputes nothing', 'nothing but')
  read_rows("tests/data/reader_answers_blind55_extra.jsonl", rows);
  // session 35, the lead: the three readers of a pasted fits field made one (claims.cpp read_fits_field): every
  // key spelling after words ('does_fit = true', 'it_fits=True'), and a field the reader's words contradict
  // ('yes, fits: false') says both; choice letters partly run together ('a bc', 'bc and d', 'bd ac' as an order)
  read_rows("tests/data/reader_answers_lead35.jsonl", rows);
  // session 36, the lead: a figure given with and without the master copy ('1120 GB with the master copy, 840
  // without'), the question's own case picking it
  read_rows("tests/data/reader_answers_lead36.jsonl", rows);
  // session 37, the lead: 'acts on' / 'acts upon' is the verb, not the activations' short form ('the optimizer acts
  // on the grads' had counted the activations)
  read_rows("tests/data/reader_answers_lead37.jsonl", rows);
  // session 38, the lead: probes of the chain-to-the-asked-whole reading ('m is 28 GB; with v that's 56 GB') and
  // their wrong twins and side sums ('m and v: 56 GB; with the weights that's 70 GB')
  read_rows("tests/data/reader_answers_lead38.jsonl", rows);
  // session 39, the lead: a revised list after a label that names the word 'not', and a conclusion that rules letters
  // out before it lists the picks ('so not a; b, c, d'), with their wrong twins; probes of round 86's mark sheets and
  // assent, of round 87's side steps and chain terms, and of a term added with its own figure ('98 GB; plus the 14 GB
  // of weights that's 112 GB')
  read_rows("tests/data/reader_answers_lead39.jsonl", rows);
  // the lead's session-40 rows: probes of the lead's rules and of every round's rules before its merge
  read_rows("tests/data/reader_answers_lead40.jsonl", rows);
  // the lead's session-41 rows: probes of the lead's rules (a figure after a formula's "=") and of the rounds' rules
  read_rows("tests/data/reader_answers_lead41.jsonl", rows);
  // the lead's session-42 rows: a formula in brackets beside a figure ("28 GB (2N)"), a condition closed by "but"
  // ("18 if you count fp32 grads, but the page says 16"), and probes of the rounds' rules after their merges
  read_rows("tests/data/reader_answers_lead42.jsonl", rows);
  // the lead's session-43 rows: the Q&A label "A:" before a verdict word ("A: No, 112 GB > 80 GB"), and probes of the
  // rounds' rules after their merges
  read_rows("tests/data/reader_answers_lead43.jsonl", rows);
  // the lead's session-44 rows: probes of the rounds' rules after their merges (choices ruled out after an opening
  // 'not' with 'or' between them, spoken hundreds, labelled terms of a sum, take-back brackets with arrows, quoted
  // figures, yes/no sheets, take-backs after a hesitation, a factor's direction, " -- " as a dash in a multi-select),
  // right forms and wrong twins; then the final read's fixes (以 of 所以 and 可以 is no trade, 'somewhere in between' only
  // where it closes the answer), 'the whole' beside a share, a yes/no sheet with bracketed letters; 49 rows, 2 known
  // (older misreads the probes met)
  read_rows("tests/data/reader_answers_lead44.jsonl", rows);
  // the lead's session-45 probes after the final read: 'I'd say' / 'I'd estimate' / 'I'd guess' before a size of the
  // fits pick's state is the reader's settled figure, not a supposing clause; 'X becomes the bottleneck, so' is a
  // consequence, not the resource relieved; a hedged figure with repeated brackets of itself; right forms and wrong
  // twins; 13 rows, 0 known
  read_rows("tests/data/reader_answers_lead45.jsonl", rows);
  // the lead's session-46 probes of the last hour's rules: 'not what's asked' sets aside the nearest figure before it
  // only ('112 GB — 84 is not what's asked'), 'fits once/when the activations are dropped' after a right pick is the
  // wrong claim (b's), HTML references and emphasis around figures, 'call it N', a bracket crediting another size,
  // 'given' after a pick; right forms and wrong twins; then the final read's fixes (a closing 'So b: no, ...' and
  // 'Not X, d.' rule the letter out, a denied 'call it', the digits of 'fp16' are no nearer figure); 35 rows, 0 known
  read_rows("tests/data/reader_answers_lead46.jsonl", rows);
  // the lead's session-47 probes, one reader's answers over the three lessons (seeds 2, 3, 5, 6; the worked problems
  // with their earlier parts): fractions and percentages as factors, working beside figures, choices ruled out or
  // restated beside the pick ('not DDP (a)', 'c also shards the gradients, which is more than asked', 'i.e. ZeRO-1
  // (b)'), 'all but' with the choices' words, 'the memory it frees'; orders and picks in words; the 70B problem's
  // later parts; the checks and the 7B problem's picks; then the final read's probes (number words one slip from
  // 'weight', a condition clause before a settled pick, the whole state said of another side, an opening order then
  // a remark on another; and the second read's: 'If I had to pick one,' commits, a corrected opening order);
  // 256 rows, 11 known (13 at first, 7 fixed by round 174, 5 from the final reads)
  read_rows("tests/data/reader_answers_lead47.jsonl", rows);
  // the lead's probes, session 48: one reader over the three lessons at seed 7 (other figures than the book's: 34B, 13B,
  // K = 2, P = 8) in everyday forms (working then the figure, '32k tokens per step', 'gigs', 'quadruples', 'b c d
  // (not the kv cache, that's inference)', 'b -> d -> a -> c') and the usual wrong ones (a missed factor, the forward
  // alone, an extra or missing pick, a swapped pair), and the all-reduce's per-parameter asides after round 190
  // ('21 GB (1 + 1 bytes per param)' at P = 4); then the second read's probes of rounds 186-190 (the pick's own count
  // said, then one of them counted; an aside inside a rejected opening; 'nothing but' said of the other side) and their
  // wrong twins; 77 rows, 0 known
  read_rows("tests/data/reader_answers_lead48.jsonl", rows);
  // the lead's probes, session 49: everyday forms over the three lessons (seeds 0, 3, 5: working, GiB, exponents, words,
  // true asides) and their wrong twins; the right pick said with a per-parameter figure alone right after its letter
  // ('c (16 bytes per param)') or a worked size after a one-word pick ('no — 7B x 12 bytes = 84 GB, over 80'), and the
  // right forms beside them (the figure split into its parts, placed in a total, said of another choice); problem 1 of
  // training-resource-accounting part by part; training-is-its-own-beast at seed 2; a denied saving of compute after the overhead (the final read); 208 rows,
  // 1 known
  read_rows("tests/data/reader_answers_lead49.jsonl", rows);
  // blind round 56: whole lessons answered by a third cast of ten, hand-written (NLP PhD student, retired electrical
  // engineer, bootcamp graduate, GPU-cluster sysadmin, high-school student, German engineer with decimal commas,
  // dictation reader with spelled-out numbers, product manager, Kaggle competitor, skeptical reviewer), seeds 0-9;
  // 647 rows committed before grading (646 after review)
  read_rows("tests/data/reader_answers_blind56.jsonl", rows);
  // blind round 56, phase C: a unitless exact figure in brackets after a hedged one, an accelerator's memory variant,
  // a comparand's bracket, 'X (gloss) for Y', 'ye/yea/yeh', 'a smaller batch would fit', BF16 range said of large
  // weights, 'but really', a result word after 'minus', 'halved/doubled: X', 'N million <remainder>' number words,
  // 'not counting X' as an exclusion, '536 million 870 thousand 912' (99 rows)
  read_rows("tests/data/reader_answers_blind56_extra.jsonl", rows);
  // blind round 58 (white-box audit of rounds 53-55's and the lead's rules): 441 rows written before grading, mostly
  // right answers carrying each rule's trigger words in another sense and their wrong twins
  read_rows("tests/data/reader_answers_blind58.jsonl", rows);
  // blind round 58, phase C: two lists of an ' or ' read within one sentence, the asked scope named again after a
  // scoped opening, 'X does not V <letters>' remarks, 'no reason it would', one-word question labels and 'No, c',
  // a bracketed 'not X first', words then a dash then the letter, a negated subject of 'recomputed' bounded to the
  // forward pass
  read_rows("tests/data/reader_answers_blind58_extra.jsonl", rows);
  // blind round 57: readers who show their working (arithmetic chains, formulas, LaTeX/Markdown, Python
  // one-liners, per-item breakdowns before a pick, fits working); 507 rows committed before grading
  read_rows("tests/data/reader_answers_blind57.jsonl", rows);
  // blind round 57, phase C: the letters-only conclusion after working ('… → b, c, d', '→ least is b', arrow
  // lists and mappings left whole), a rough figure then ', precisely <figure>', the gradient sign ∇, glossed
  // numbered lines ('2. d (shard states)'), a yes or no before a bracketed aside
  read_rows("tests/data/reader_answers_blind57_extra.jsonl", rows);
  // blind round 59: a white-box audit of round 56's rules and the lead's (a unitless bracket after a hedged figure,
  // a comparand's bracket, an accelerator's variant, 'but really', a result word after 'minus', 'halved/doubled:',
  // number words, 'not counting', 'X (gloss) for Y', 'ye/yea/yeh', 'a smaller batch would fit', pasted fits fields,
  // letter runs): their trigger words in right answers and wrong twins; 348 rows committed before grading (346 after
  // review), 11 known
  read_rows("tests/data/reader_answers_blind59.jsonl", rows);
  // blind round 59, phase C: 'but really' with a clause describing the figure, 'doubled:' with a condition, 'N
  // thousand M' and lower-scale remainders, accelerators as comparands, fits fields inside words (and words around
  // fields that say nothing of their own), a percent's bracket, an English word among letter runs, a reason after an opening no, '112 GB of weights' in a
  // list (116 rows, 2 known)
  read_rows("tests/data/reader_answers_blind59_extra.jsonl", rows);
  // blind round 60: whole lessons answered by a fourth cast of eight, hand-written (infrastructure buyer, compiler
  // engineer, physicist, teaching assistant, tablet with autocorrect, unusual earlier choices in the worked problems,
  // the prompt's words copied back, a hurried answer corrected in the same box), seeds 0-9; 750 rows committed
  // before grading (749 after review)
  read_rows("tests/data/reader_answers_blind60.jsonl", rows);
  // blind round 60, phase C: ', no b' / ', sorry a' after a lone pick (and 'no d' after several picks still
  // excluding d), 'oh and d', 'no' before a figure or before a colon that introduces it, 'no wait' without a stop,
  // and 'no' as a determiner with no later figure (43 rows); a figure after 'on top of (the)' or a few words
  // after 'fits on/in' as context (16 rows); money after a currency sign and 'for the/a N B' as the model's size
  // (12 rows); a correction opening the next sentence with 'just/only X' corrects the object after the verb (10 rows);
  // check-3's wrong claim 'the same memory' / 'just slower' (11 rows); ', plus X, <larger figure>' as the sum (12 rows)
  read_rows("tests/data/reader_answers_blind60_extra.jsonl", rows);
  // blind round 61: a fifth cast of hand-written readers, each answering all 68 questions and parts once (German
  // word order, HPC/MPI vocabulary, pasted Python/spreadsheet output, a hedging skeptic, answers as questions, chat
  // formatting with emoji and markdown, British 'c.'/'approx.'/'per cent', the book's own sentences), seeds 0-9;
  // 544 rows committed before grading
  read_rows("tests/data/reader_answers_blind61.jsonl", rows);
  // blind round 61, phase C: the article 'a' after a pick ('(b) a textbook trade'; 16 rows), a '#' comment marker
  // ending a statement (8 rows), the reader's own estimate after a range ("2x to 4x, I'd say 3x"; 12 rows), a
  // stance word before yes/no ('technically yes'; 11 rows), another choice's letter after 'but' (11 rows)
  read_rows("tests/data/reader_answers_blind61_extra.jsonl", rows);
  // audit round 62 (white-box: round 57's working-before-the-pick, ', exactly', range-bracket, yes/no-aside and
  // nabla rules, the lead's reason-before-the-pick and opening-no readers and fits-80gb's weights_112): right
  // answers carrying each rule's trigger words where it must not misfire, and their wrong twins; 445 rows
  // committed before grading (443 after review)
  read_rows("tests/data/reader_answers_blind62.jsonl", rows);
  // audit round 62, phase C: an opening pick kept against a later label's letters, a negation inside working
  // before an arrow, a chain of arrows before 'so', a range bracket naming its source, fits-80gb's
  // fits_without_activations and the 'unless' smaller batch, backward-twice's optimizer_in_backward and
  // why-fp32-updates' kv_fp32, a revised answer or a lone "So:" after the opening pick (81 rows)
  read_rows("tests/data/reader_answers_blind62_extra.jsonl", rows);
  // audit round 63 (white-box: round 60's corrections in the box, 'on top of' / 'fits on' comparands, money and
  // 'for the N B', ', plus X, <sum>', check-3's same_memory, and the lead's 'no' determiner fix at the merge): right
  // answers carrying each rule's trigger words in another sense and their wrong twins, 578 rows committed before grading
  read_rows("tests/data/reader_answers_blind63.jsonl", rows);
  // audit round 63, phase C: the article 'a' and a denied letter after a correction word, 'no a, b or d' after a lone
  // pick, 'oh and e is ...' as a remark, a bare number after 'no' taking the corrected figure's unit, 'no N GB with/for
  // ...', a labelled first term of a sum, 'N B' as the model's size at a clause end or after 'with', 'no wait, just to
  // add / just kidding', 'no, sorry, yes', an adjective before the device after a figure, '<figure> an hour' as a rate (110 rows)
  read_rows("tests/data/reader_answers_blind63_extra.jsonl", rows);
  // blind round 64: second attempts typed after a wrong first try and a hint ("ok so with the master copy: 112 GB",
  // "not 84 but 112", "112? no, 84", "changed my mind: c, d, a, b", "yes (I said no)"), over every question and part
  read_rows("tests/data/reader_answers_blind64.jsonl", rows);
  // blind round 64, phase C: a second try's opener before a pick ('fine -', 'changed my mind:', 'then', 'in that
  // case', 'got it'; 28 rows); a reason before the last colon of an ordering (12 rows); a recalled first try in
  // brackets and 'no? ... yes' before a yes/no verdict (14 rows); a first figure that the clause after its comma
  // works on (x2, times, divided, halved) and glosses that do not (16 rows); an opener and a comma before a choice's
  // reason ('right, more memory for ...') (13 rows)
  read_rows("tests/data/reader_answers_blind64_extra.jsonl", rows);
  // blind round 67 (white-box audit of the lead's session-36 rules: master-copy case, unit letter before '=', correction
  // bracket, "I'd say", training remarks on weights/serving questions, letter glosses): 466 rows
  read_rows("tests/data/reader_answers_blind67.jsonl", rows);
  // blind round 67, phase C: glosses with and/also/too/plus and a negation after them (19 rows), a correction bracket
  // whose figure is a factor (14 rows), "I'd say" after a label or before a "but" revision (14 rows), a serving figure
  // on a weights-alone question (15 rows), a letter's gloss that names another choice's item (17 rows)
  read_rows("tests/data/reader_answers_blind67_extra.jsonl", rows);
  // blind round 65: whole lessons answered by a sixth cast of eight, hand-written (pandas/numpy data scientist,
  // exam crammer's abbreviations, terse senior researcher, lower case without punctuation, Spanish/Portuguese
  // code-switching, units in words and slang, intervals and bounds, equivalent formulas), seeds 0-9; 544 rows
  // committed before grading (543 after review), 5 known
  read_rows("tests/data/reader_answers_blind65.jsonl", rows);
  // blind round 65, phase C: 'la/el/le/lo' before a choice's letter and 'y' between letters (20 rows), check-1's
  // 'wts/opt st/acts' and Spanish names (10 rows), 'GPU-horas/hora/dias' (10 rows), check-3's 'runs/trained in
  // fp32' wrong claim with negated mentions (10 rows, 1 known)
  read_rows("tests/data/reader_answers_blind65_extra.jsonl", rows);
  // blind round 66 (hand-written annotations: glosses after letters, notes per line, footnotes, bracketed
  // breakdowns, unit notes; 600 rows, 82 known: working in words or with '=' not evaluated, footnotes on the
  // scope not judged, glosses naming another choice unchecked)
  read_rows("tests/data/reader_answers_blind66.jsonl", rows);
  // blind round 66, phase C: working brackets that come to the figure or not (27 rows), per-line notes
  // (10), cited sources' figures (12), single-choice crosses (12), starred footnotes (12), one-line
  // numbered orderings (10; 2 known: words that are not the choices' own), an "and" inside a gloss (10), a unit in a bracket (12)
  read_rows("tests/data/reader_answers_blind66_extra.jsonl", rows);
  // audit round 68 (white-box: rounds 64-66's rejecting rules with their triggers in another sense: loose but
  // right working in brackets, true footnotes, crosses beside ticks, Spanish articles, retry openers, check-3's
  // fp32 phrasings negated; 252 rows, 9 known: what-if clauses in another number format read as working, false
  // starred footnotes on contents, a reversed '8x less')
  read_rows("tests/data/reader_answers_blind68.jsonl", rows);
  // blind round 70 (five readers: a JAX/TPU engineer, an olympiad student, a choice-text copier, a reader who answers
  // twice and refines, an impatient reader; 298 rows, 3 known: 'remat' as a choice, a free-text reason for a
  // choice, a 'yes, but only without activations' after a reason that says no)
  read_rows("tests/data/reader_answers_blind70.jsonl", rows);
  // blind round 70, phase C: 'more precisely/more exactly/to be precise/to be exact' refinements (12 rows), check-1's
  // 'saved residuals' (8 rows)
  read_rows("tests/data/reader_answers_blind70_extra.jsonl", rows);
  // blind round 71 (the three worked problems, chained: whole paths under every earlier choice, references to
  // earlier parts, figures right for another choice than the reader's, unit slips, per-GPU vs total; 358 rows,
  // 0 known)
  read_rows("tests/data/reader_answers_blind71.jsonl", rows);
  // blind round 75 (answers that report someone else's view - a TA, a friend, ChatGPT, the book, a first try -
  // before the reader's own; 416 rows over every question and part, 3 known)
  read_rows("tests/data/reader_answers_blind75.jsonl", rows);
  // blind round 75 phase C: controls for others_view_removed/others_view_inside and check-3's same_memory
  // words, and a pick said as a sentence ('b is the one') (68 rows, 2 known)
  read_rows("tests/data/reader_answers_blind75_extra.jsonl", rows);
  // blind round 76 (orderings and multi-selects as readers write them: directions, comparison chains, ranks, words,
  // ranges, complements, pairs, hedges; 422 rows, 1 known: 'with d, e, a in between in that order')
  read_rows("tests/data/reader_answers_blind76.jsonl", rows);
  // blind round 76, phase C: controls for its rules ('before' chains, rank abbreviations and ranks out of sequence,
  // 'end with', 'reverse of', 'most/least X first/last', 'last resort first', 'from <item> back to the lightest',
  // 'try ... as a last resort', 'and finally X', block-intermediates' optimizer-state aliases) and their wrong twins;
  // 92 rows, 2 known: letters then 'and the optimizer state' / 'plus the Adam states' read as a remark)
  read_rows("tests/data/reader_answers_blind76_extra.jsonl", rows);
  // blind round 72 (six new personas answering every question and part: a CJK IME's fullwidth forms, full sentences
  // that restate the question, a hedging academic citing papers, a sysadmin's binary units, Markdown, "because ...
  // so ..." with the answer last; 552 rows, 10 known)
  read_rows("tests/data/reader_answers_blind72.jsonl", rows);
  // blind round 72's phase C: right answers and their wrong twins carrying the triggers of its five rules (a
  // fullwidth earlier choice, Markdown emphasis around a yes or no, an academic's hedge before the pick, a restated
  // plural label "the page's steps in order are ...", a factor word in a restated "when" condition); 62 rows, 0 known
  read_rows("tests/data/reader_answers_blind72_extra.jsonl", rows);
  // blind round 74 (white-box audit of session 36's later rules: right answers carrying each rule's trigger words, wrong
  // twins; 466 rows, 15 known: footnote scopes and false reasons not checked, remarks on left-out letters without a
  // word of exclusion, an ASCII '->' before a worked result, a check clause after '=', a gloss naming two items)
  read_rows("tests/data/reader_answers_blind74.jsonl", rows);
  // blind round 74, phase C: controls for its rules (a factor and its bracket within 2 %, a footnote opening with a
  // figure, a gloss opening with a preposition, a second try's label, yes/no verdict lines, a remark after an arrow,
  // numbered lists in shorthand, candour words before yes/no, totals said as 'the whole ring' or 'all N GPUs
  // together', notes per item on one line, 'irrelevant'/'unrelated' in a remark on left-out letters; 122 rows, 3 known)
  read_rows("tests/data/reader_answers_blind74_extra.jsonl", rows);
  // blind round 73 (an answer followed by a side computation or a what-if: int8 halves, what is left on the card,
  // limits, the book's figure, per-GPU splits, costs; 402 rows, 6 known)
  read_rows("tests/data/reader_answers_blind73.jsonl", rows);
  // blind round 73 phase C: controls for the side-step rule (would/it'd/if, leaves, of which, approaches, the page's,
  // in int8, doubling) and for working after an opening figure's colon, with right answers and their wrong twins;
  // for 'ZeRO-n' beside 'over' (a name, not a number word), for a per-step figure then a count of steps, and for
  // 'with X that's Y' sums (and terms taken out); 69 rows, 0 known
  read_rows("tests/data/reader_answers_blind73_extra.jsonl", rows);
  // blind round 79 (five new personas answering every question and part once: French punctuation ('112 Go', 'oui/non',
  // '1 120', 'b ; c'), a game developer's VRAM and 'gigs', a doubter's question mark on every answer, capital letters
  // with full stops ('B. C. D.'), an answer with a one-line reason in brackets; 340 rows, 1 known: a false bracketed
  // reason beside right bytes-per-param figures)
  read_rows("tests/data/reader_answers_blind79.jsonl", rows);
  // blind round 78 (white-box audit of the session's rules on choice lists and orderings: 'before' chains and ranks,
  // 'reverse of', direction labels, 'last resort'/'finally', hedges, label leads, second tries, yes/no lines, notes
  // per item, arrows, numbered shorthand, glosses, 'irrelevant', letters then another item's name; 267 rows, 8 known)
  read_rows("tests/data/reader_answers_blind78.jsonl", rows);
  // blind round 78, phase C: controls for its rules (a reversal word naming another order or negated, 'most/least'
  // with a cost word only, a colon remark ending in first/last, label nouns for the items; 57 rows, 0 known)
  read_rows("tests/data/reader_answers_blind78_extra.jsonl", rows);
  // blind round 77 (white-box audit of rounds 73 and 75's rules on figures and reports: chains from an intermediate
  // figure to the asked one through would/if/leaves/becomes/of which/halved/with ... that's, readers' own words opening
  // with my/the book/the table/python/first/one/everyone, reports, agreements; 358 rows, 21 known)
  read_rows("tests/data/reader_answers_blind77.jsonl", rows);
  // blind round 77 phase C: 'first try/guess/pick b, now a' without a verb, and 'with X that's Y' where X is a term the
  // question counts (a sum to the asked figure) or one it leaves out / another term (a side sum); right answers and
  // wrong twins; 35 rows, 3 known
  read_rows("tests/data/reader_answers_blind77_extra.jsonl", rows);
  // blind round 80 (a tenth cast, hand-written: a German engineer with decimal commas, thousands dots and 'und', an
  // Indian-English writer with 'only'/'itself'/lakh, a tweet-style poster, a LaTeX/spreadsheet-formula paster, a
  // reader who cites the book's sections; every question and part, 340 rows, 2 known)
  read_rows("tests/data/reader_answers_blind80.jsonl", rows);
  // blind round 80 phase C: 'und'/'et' between choice letters, TeX's \uparrow/\downarrow, and a one-separator figure
  // read by the working before its '='; right answers and wrong twins; 38 rows, 0 known
  read_rows("tests/data/reader_answers_blind80_extra.jsonl", rows);
  // blind round 83 (an eleventh cast, hand-written: a Brazilian reader with 'sim/não', 'aprox.', 'b, c e d' and decimal
  // commas, a reader who answers in the negative ('not a, not e', 'anything but', 'no to all except'), a Slack user's code
  // spans and quotes, a reader of ranges and tolerances ('112 ± 2 GB', 'b–d'), a reader who self-checks after the
  // answer; every question and part, 340 rows, 8 known)
  read_rows("tests/data/reader_answers_blind83.jsonl", rows);
  // blind round 83 phase C: 'anything but'/'none except'/'no to all except'/'nothing but' in choice lists, the
  // Portuguese 'e' between choice letters, 'not N — M' with a spaced em dash, 'not no: yes'; right answers and wrong
  // twins; 55 rows, 0 known
  read_rows("tests/data/reader_answers_blind83_extra.jsonl", rows);
  // blind round 82 (a white-box audit of the chain-to-sum reader, 'und'/'et' letters, TeX arrows and the working before
  // '='): right answers carrying each rule's trigger words in another sense, and wrong twins; 321 rows, 32 known
  read_rows("tests/data/reader_answers_blind82.jsonl", rows);
  // blind round 82 phase C: revised guesses vs confirmations, 'the rest' on an all-but-a-part question, participle
  // conditions, bracketed letters around 'und'/'et', the weights as a term of a sum, a figure said again after 'so';
  // 68 rows, 3 known
  read_rows("tests/data/reader_answers_blind82_extra.jsonl", rows);
  // blind round 81 (worked chains that end at the answer, hand-written: a part then the rest added, a figure then an
  // operation in words, a first guess revised, a per-unit figure then the total, and side steps past the asked
  // figure; every numeric question and part, 317 rows, 13 known)
  read_rows("tests/data/reader_answers_blind81.jsonl", rows);
  // blind round 81 phase C: the chain-end rule ('= 28 GB in FP32, so in FP16 that's 14 GB') and the number-format
  // side step ('140 GB in BF16; doubled in FP32 that's 280 GB' asked in BF16), 'times ... is' after an '='
  // result, 'reaches' as a sum's statement, Adam's m and v
  // by their letters; right answers and wrong twins; 71 rows, 2 known
  read_rows("tests/data/reader_answers_blind81_extra.jsonl", rows);
  // blind round 85 (a twelfth cast, hand-written: a Polish/Russian reader without articles, decimal commas and 'tak', a
  // phone typist's spaced thousands and glued units with a stop, a senior SRE's dashboards and alerts, a reader who
  // restates the question first, a teacher checking the key with 'Answer: c. Reason: ...' and the working; every
  // question and part, 378 rows, 3 known)
  read_rows("tests/data/reader_answers_blind85.jsonl", rows);
  // blind round 85 phase C: a restated question ending at '?' before choice letters (multi-select, ordering), an
  // 'Answer:'/'Verdict:'/'My answer:' label before a yes or no; right answers and wrong twins; 33 rows, 0 known
  read_rows("tests/data/reader_answers_blind85_extra.jsonl", rows);
  // blind round 84 (a right or wrong answer, then one more step, hand-written: a what-if, a per-GPU or per-layer split,
  // a run total, another format, a part, a sum with a term the question leaves out, a conversion, traffic; and chains
  // that go on to the asked figure; every numeric question and part, seeds 0-9, 331 rows, 26 known)
  read_rows("tests/data/reader_answers_blind84.jsonl", rows);
  // blind round 84 phase C: 'times K = 4' as a factor, 'per X' in the earlier figure's own words, a bare count ending
  // a chain; right answers and wrong twins; 34 rows, 1 known
  read_rows("tests/data/reader_answers_blind84_extra.jsonl", rows);
  // blind round 86 (a thirteenth cast, hand-written: an Italian speaker's 'circa', 'sì' and 'e', a note-taker's
  // abbreviations, a statistician's ≈, ± and e-notation, a reader who marks each choice on its own line with ✓/✗ and a
  // reason, a Turkish engineer's verb-final English; every question and part, 340 rows, 5 known)
  read_rows("tests/data/reader_answers_blind86.jsonl", rows);
  // blind round 86 phase C: mark sheets (choice, multi-select, yes/no), an assent word before letters, ± with
  // e-notation, 'wts'; right answers and wrong twins; 50 rows, 1 known
  read_rows("tests/data/reader_answers_blind86_extra.jsonl", rows);
  // round 87 (white-box fix round) phase C: answers that open with their working then step aside (a side sum, a what-if,
  // a limit 'approaching', the page's range, a multiple 'N× the step time') or carry the chain on to the asked figure;
  // chain terms in the book's other words ('the second moment', 'the variance', 'V', 'the all-gather', 'the optimizer
  // shard') and terms the question leaves out; a term that is only the asked number format; 'minus' toward the asked
  // rest; 'comes to' stating a side sum; right answers and wrong twins; 162 rows, 5 known
  read_rows("tests/data/reader_answers_blind87_extra.jsonl", rows);
  // blind round 88 (explanations that contrast, concede or compare, hand-written: although / whereas / unlike /
  // rather than / instead of / at the cost of / X, not Y / less X, more Y / only if, beliefs named to reject them;
  // right answers and one-change wrong twins over every question and part, seeds 0-9, 384 rows, 10 known)
  read_rows("tests/data/reader_answers_blind88.jsonl", rows);
  // blind round 88 phase C: 'x' as the times sign before a bracket, a belief opening rejected at once, 'unlike X,
  // which ...', 'can't do without', 'it (does) need(s)' after '.'/';', a later 'unlike' over an 'and' list, a pick
  // 'rather than'/'instead of' another choice with ', which ...'; right answers and wrong twins; 76 rows, 1 known
  read_rows("tests/data/reader_answers_blind88_extra.jsonl", rows);
  // blind round 89 (a fourteenth cast, hand-written: a Dutch engineer with 'ja'/'klopt' and decimal commas, a reader
  // who answers by elimination with a one-line derivation, a hardware buyer who adds cards and dollars, a typist of
  // shell lines and code comments; every question and part once each, seeds 0-9, 272 rows, 1 known)
  read_rows("tests/data/reader_answers_blind89.jsonl", rows);
  // blind round 89 phase C: a card count before a card's descriptor ('so three 80 GB cards'), the headroom after
  // ', leaves/leaving X GB free / on each card / of headroom / to spare', 'memory O(n) -> O(sqrt n)'; right answers
  // and wrong twins; 40 rows, 1 known
  read_rows("tests/data/reader_answers_blind89_extra.jsonl", rows);
  // blind round 90 (white-box audit of session 39's rules: 'the word not', 'so not a; b, c, d', 'b, c, d would ...',
  // 'a and c dominate, plus e', mark sheets, an assent before letters, working-first side steps, chain terms in other
  // words, 'minus' toward the rest, a term added with its own figure, reported beliefs, 'unlike X, which', 'it/they
  // need', 'can't do without', a later 'unlike' list, 'rather than (d), which'); right answers and wrong twins; 378
  // rows, 19 known
  read_rows("tests/data/reader_answers_blind90.jsonl", rows);
  // blind round 90 phase C: 'would be' with a participle or 'the', a bracketed letter in a per-parameter figure's
  // clause, a pick after a rejected belief, a mark sheet with a closing line, 'it's the opposite', an article after a
  // chain's stater, the opening verb again after other letters, a ', which ...' clause on the alternative after
  // 'unlike'/'rather than'/'instead of'; right answers and wrong twins; 93 rows, 3 known
  read_rows("tests/data/reader_answers_blind90_extra.jsonl", rows);
  // blind round 92 (a sixteenth cast, hand-written: a Chinese engineer with full-width punctuation and 约/是/不是, a
  // voice-dictating reader with numbers in words and homophones, an exam crammer copying the book's phrases, an ML
  // researcher in paper notation (Ψ, ⇒, P_os), a hurried ops engineer on a phone); every question and part, seeds
  // 0-9, 340 rows, 0 known
  read_rows("tests/data/reader_answers_blind92.jsonl", rows);
  // blind round 92 phase C: accelerator hours abbreviated ('H100-h', 'A100-hrs'), a pick then '; <other choice's
  // case>, keep it off', check-3's gradient-accumulation answer, Chinese terms in short answers ('用 X 换 Y', 推理只需要),
  // an amount word before a comma, 'act'/'acts as'; right answers and wrong twins; 51 rows, 2 known
  read_rows("tests/data/reader_answers_blind92_extra.jsonl", rows);
  // blind round 91 (a fifteenth cast, hand-written: a French engineer with 'Go'/'To', decimal commas and French words, a
  // Korean graduate student's careful non-native English, a data scientist's REPL lines and code comments, a confused
  // beginner's loose words, a professor's model answers; every question and part once each, seeds 0-9, 340 rows, 0 known)
  read_rows("tests/data/reader_answers_blind91.jsonl", rows);
  // blind round 91 phase C: French 'To' (terabytes), 'GPU-heures'/'heures-GPU'/'heures sur N GPUs', a sum after ', plus
  // the X GB ...:', French elision ('l'inférence'), 'plus de'/'moins de', accented words ('mémoire'), a line break that
  // ends a cue's list; right answers and wrong twins; 58 rows, 0 known
  read_rows("tests/data/reader_answers_blind91_extra.jsonl", rows);
  // blind round 94 (themed: worked problems and orderings as readers answer them: every part of the three worked
  // problems, later parts after wrong earlier choices with the reader's own 'previous', the three orderings by letter,
  // name, arrows, numbered lists, stated reverse, ties and a missing item, the four multi-selects with letters in
  // prose, 'all but', 'b through d', 'b-d'; seeds 0-9, 337 rows, 0 known)
  read_rows("tests/data/reader_answers_blind94.jsonl", rows);
  // blind round 94 phase C: an arrow to the total after a per-X rate ('5.5 bytes per param -> 37.07 GB'), arrows that
  // cut own-word items ('shrink batch > recompute > shard > upgrade hardware'), 'c at the end' and 'a and c last',
  // slash ties ('b, d, e/a, c') against slash lists ('c/d/a/b'), a bracketed remark after a full list, an arrow from
  // '=' terms to their sum ('inputs = 2.15 GB + logits = 1.05 GB -> 3.2 GB'); right answers and wrong twins; 67 rows,
  // 0 known
  read_rows("tests/data/reader_answers_blind94_extra.jsonl", rows);
  // fix round 95 (white-box repair of the known false rejects among short answers, choices, multi-selects and
  // orderings) phase C: remarks that put left-out letters on another side ('b and d belong to training', 'a and e
  // are inference things'), 'first c, then d, ... b last', 'if I remember the page's list right, c', '(m, v)' in a
  // list of symbols, 'speed (slower steps) for memory', 'time is given up, memory is gained', 'Some say ...; it's
  // the reverse', 'the last one' of the reader's list; right answers and wrong twins; 88 rows, 0 known
  read_rows("tests/data/reader_answers_blind95_extra.jsonl", rows);
  // blind round 96 (white-box fix round: a scope or a condition before the verdict on a Yes/No question, 'on a single
  // GPU: no (c)', 'yes if you use ZeRO-3 over many GPUs, but on one GPU no'; multi-select lists named by text with a
  // remark putting a left-out item on the other side of the training/inference split, 'memory, communication,
  // recomputation; KV cache is inference', or opening with 'not', '(not KV cache, that's inference)'); right answers
  // and wrong twins; 45 rows, 0 known
  read_rows("tests/data/reader_answers_blind96.jsonl", rows);
  // blind round 96 phase C: scopes and conditions before yes/no ('otherwise no', 'as asked: no', 'with checkpointing
  // yes; otherwise no' read against the question's wrong claims), remarks on the other side of the split or the
  // prompt subject's side ('the KV cache is for decoding' where inference 'does not need'), 'not'/'no' remarks;
  // right answers and wrong twins; 49 rows, 0 known
  read_rows("tests/data/reader_answers_blind96_extra.jsonl", rows);
  // fix round 93 (white-box, no phase A file): controls of its chain rules (terms by a possessive, in the prompt's
  // scene, or as parts of a whole it names unlisted; a sum said without its unit; a per-GPU part's scope kept; a term
  // before its own figure; a term taken away toward the asked rest; the side-step reader's opening figure after a
  // short label and a colon); right answers in other forms and wrong twins; 76 rows, 1 known
  read_rows("tests/data/reader_answers_blind93_extra.jsonl", rows);
  // blind round 97 (persona round, a seventeenth cast: a Spanish-speaking engineer, a student pasting an AI
  // assistant's Markdown/LaTeX answer, a Japanese engineer with Japanese punctuation and full-width digits, a skeptic
  // who argues with the question, a TA writing grading notes, 'Key: c ✔', '(b) Key: c'); seeds 0-9, 340 rows, 8 known
  read_rows("tests/data/reader_answers_blind97.jsonl", rows);
  // blind round 97 phase C: 'Key: c ✔' / 'Key = a' / 'Key: b, d, a, c' as a label before the pick, a worked
  // problem's own part label before the pick ('(b) Key: c', '### (b)\n**(c) ZeRO-2**', '(b) because 37 GB < 40'),
  // 'also' in other languages before a letter ('además e', 'aussi e', 'auch e'); right answers and wrong twins;
  // 41 rows, 1 known
  read_rows("tests/data/reader_answers_blind97_extra.jsonl", rows);
  // blind round 98 (white-box audit of this session's rules, rounds 91-96 and the lead's: French units and words,
  // ', plus X: sum', line breaks, 'H100-h', Chinese terms, 'act', arrows and ties in orderings, closing remarks,
  // left-out letters in another setting, 'not' remarks, 'first c, then d', 'if I remember', 'given up', 'Some say',
  // 'the last one', yes/no after a scope, labelled directions, fractions after 'grows by'); right answers and wrong
  // twins; 298 rows, 28 known
  read_rows("tests/data/reader_answers_blind98.jsonl", rows);
  // blind round 98 phase C: 'not to mention' / 'not forgetting' add what they name, 'A100-min' and 'H100 h',
  // 'first try c ... last b', yes/no after a scoped lead ('for inference yes, for training no'); right answers and
  // wrong twins; 37 rows, 0 known
  read_rows("tests/data/reader_answers_blind98_extra.jsonl", rows);
  // blind round 100 (white-box fix round: numeric answers that open with a whole, a total or a named sum, and then
  // state the asked part under a label, 'the copy itself is 280', 'so the copy adds 280 GB', 'of which everything but
  // the weights is 98 GB', 'without the weights 98'; a bare chain 'with the master copy 16'); the lead's 8 probes and
  // right answers and wrong twins on other numeric questions; 46 rows, 2 known
  read_rows("tests/data/reader_answers_blind100.jsonl", rows);
  // blind round 100 phase C: the whole-first reader in other forms ('altogether', 'on its own', 'excluding the FP16
  // weights, 98 GB', a number format in the label), questions that ask the total (the later part stays context),
  // halves of a pair ('m alone'), bare chains ('12; with master 16', '28; with v 56'); right answers and wrong twins;
  // 47 rows, 3 known
  read_rows("tests/data/reader_answers_blind100_extra.jsonl", rows);
  // blind round 99 (themed: comparisons and symbols inside answers, '112 GB > 80 GB', '14 GB ≪ 80 GB', 'c — optimizer
  // states > weights', 'b → d → a → c', 'memory ↓ compute ↑', reversed comparisons as wrong twins); right answers and
  // wrong twins over every question type; 382 rows, 8 known
  read_rows("tests/data/reader_answers_blind99.jsonl", rows);
  // blind round 99 phase C: a figure after a comparison sign that follows the answer's figure is the comparand
  // ('≈112 GB ≫ 80 GB card', '140GB>80GB', '4× > 2×', '112 GB >> 80 GB'), arrows and connectives before the sign
  // left as they were ('=> 112 GB', '112 GB, so > 80 GB'), wrong figures first as wrong twins ('28 GB < 56 GB');
  // 38 rows, 0 known
  read_rows("tests/data/reader_answers_blind99_extra.jsonl", rows);
  // blind round 101 (persona round, eighteenth cast: a Singaporean engineer in Singlish, a high-school student, a
  // mathematician with exact fractions and superscripts, a GPU sales engineer with rounded figures and product names,
  // an Arabic-speaking engineer with Arabic punctuation and Arabic-Indic digits; every question and part once each);
  // 340 rows, 0 known
  read_rows("tests/data/reader_answers_blind101.jsonl", rows);
  // blind round 101 phase C: the Singlish certainty lead 'confirm' / 'confirm plus chop' before a pick, a set, an
  // order or a yes/no ('confirm c', 'confirm b c d lor', 'confirm cannot fit'), wrong twins after the same lead, and
  // 'confirm' that is not a lead ('cannot confirm, maybe a or c', 'c, can confirm'); 47 rows, 0 known
  read_rows("tests/data/reader_answers_blind101_extra.jsonl", rows);
  // blind round 105 (white-box: readers' other languages read at one depth; one accent fold for the choices' words and
  // the claims' tokenizer, one table of Chinese terms; no phase A file): answers in Spanish, Portuguese, French,
  // German, Italian, Chinese and Japanese and English with accented loanwords ('naïve', 'café', 'déjà vu') to every
  // question type, 'y también e', 'et aussi', 'e também', order words ('primero ... luego ... al final', 'd'abord ...
  // enfin', 'zuerst ... zuletzt'), short answers with 'más cálculo', 'menos memoria', 'mais computação', 'keine Zeit';
  // right answers and wrong twins; 146 rows and 48 phase C controls, 1 known
  read_rows("tests/data/reader_answers_blind105_extra.jsonl", rows);
  // blind round 104 (themed: units, scales and notation, '112GB', '1.12×10¹¹ bytes', '104.3 GiB', '896 Gbit', '14 Go',
  // '64K tokens', '29,17 %', '1 min 56 s', '122k A100-hours'; bits for bytes, GiB digits labelled GB, per-GPU for the
  // total, a prefix 1000 off, a rate for a time as wrong twins); every question type; 352 rows, 0 known
  read_rows("tests/data/reader_answers_blind104.jsonl", rows);
  // blind round 104 phase C: a one-separator figure read as the reader's own restatement says ('1.120 GB (ca. 1,1 TB)',
  // '4,375 GB (≈ 4.4 GB)'; denied, working or the other reading as twins), a figure at peak beside one at an MFU
  // ('2.3e5 GPU-hours at peak, ≈3.9e5 at 60% MFU'), a '~'-hedged opening figure with bracketed working; 52 rows, 1 known
  read_rows("tests/data/reader_answers_blind104_extra.jsonl", rows);
  // fix round 102 (white-box repair of the known false rejects among numeric questions and worked-problem parts, no
  // phase A file) phase C: a comparand after a multiple or a fraction ('56 GB ≈ 2/3 of the 84 GB', '280 GB, twice the
  // 140 GB'), a factor sign glued before a gloss bracket ('≈3× (the linear tensors ×2, the T² scores ×4)') or a full
  // stop ('4×. Both B and T double.'), a factor verb as a what-if or a reason ('4x; doubling d too would make it 8x'),
  // a scale-up by a count the prompt does not name ('14 GB; across 4 replicas that's 56 GB'), a rough restatement
  // ('840 GB, i.e. about 0.8 TB'); right answers, working that keeps its reading, and wrong twins; 105 rows, 0 known
  read_rows("tests/data/reader_answers_blind102_extra.jsonl", rows);
  // blind round 106 (white-box fix round: two figures, each with its own label, in either order: 'bf16: 140 GB, fp32:
  // 280 GB', '140 GB at 2 bytes, 280 GB at 4 bytes', '84 GB with the master copy, 56 without', '112 GB including the
  // weights, 98 GB excluding', '98 GB; 112 GB total', '8.75 GB per GPU, 560 GB total'; labels swapped as wrong twins);
  // the lead's 14 probes and right answers and wrong twins on other numeric questions, seeds and a problem part; 97
  // rows, 0 known
  read_rows("tests/data/reader_answers_blind106.jsonl", rows);
  // blind round 106 phase C: the labelled-pair reader in other forms ('half precision', '2 bytes/param:', 'excl.' /
  // 'incl.', 'w/o', '/GPU', 'and' before a figure, 'BF16 = 140 GB'), labels that all name another case, and forms it
  // leaves to the readers before it (a chain 'with v that's 56 GB', a what-if, a guess taken back, an alternative
  // after 'or', the '=' of working); right answers and wrong twins; 58 rows, 0 known
  read_rows("tests/data/reader_answers_blind106_extra.jsonl", rows);
  // fix round 103 (white-box, no phase A file: the known false rejects of short answers, choices, multi-selects and
  // orderings) phase C: a label's direction phrase ('FLOPs: a third more, memory: much less', 'compute: +30%',
  // 'compute: ↑ memory: ↓', 'compute - more', 'calcul : plus', 'given up: X; gained: Y'), a subject before 'versus'
  // past the other side's figure, 'against ~2 for serving', letters then 'e is also big', the Portuguese/Italian 'e'
  // as the last joiner ('a, b e c'), 'so it/you only keep(s) the weights', an ordering's closing remark naming one
  // item two ways ('(a = mixed precision or ZeRO sharding)'), 'the weights, which inference also needs'; right answers
  // and wrong twins; 98 rows, 1 known
  read_rows("tests/data/reader_answers_blind103_extra.jsonl", rows);
  // blind round 107 (white-box audit of the session's new rules: a figure after a formula's last '='/'≈', direction
  // labels after a spaced dash, 'confirm', comparands after a multiple or fraction, glossed factors, what-ifs, unasked
  // scale-ups, rough restatements, a relative clause over a bracket, one-separator figures, peak vs MFU figures, other
  // languages' 'also', order words and short-answer terms, labelled pairs; right answers that only look like each
  // pattern and wrong twins, across every question type and seeds 0-9); 313 rows, 7 known
  read_rows("tests/data/reader_answers_blind107.jsonl", rows);
  // blind round 107 phase C: spaced en/em dash labels ('memory – less, compute – more'), 'non-zero'/'non-trivial' as no
  // negators, the Portuguese 'mas' (but) beside the Spanish unaccented 'mas' (more), French 'calcul'/'mémoire'/
  // 'économise', a gloss bracket opening with a variable ('4× (B doubles, T doubles)', '4× (B ×2, T ×2)'), the prompt's
  // given restated after the answer ('8.75 GB; all 64 workers together hold the 560 GB'); right answers and wrong
  // twins; 47 rows, 2 known
  read_rows("tests/data/reader_answers_blind107_extra.jsonl", rows);
  // blind round 108 (themed: readers who correct themselves inside the answer: 'I mean', 'nvm', '(edit: ...)', '(typo,
  // I meant ...)', 'oh wait', 'oh no,', 'I first wrote ...', a dash or ellipsis second thought before a colon and the new
  // figure, a bracketed 'no wait' closing before it); 360 rows, 22 known
  read_rows("tests/data/reader_answers_blind108.jsonl", rows);
  // its phase C: right forms and wrong twins of round 108's rules (short markers after a figure, in and out of
  // brackets; 'first wrote/had' figures; a multi-select edit that adds, removes or replaces; 'oh no,'; the dash/colon
  // second thought; a strong bracketed correction); 50 rows, 0 known
  read_rows("tests/data/reader_answers_blind108_extra.jsonl", rows);
  // fix round 109 (white-box, the session's leftovers; no phase A file): 'doubling B and T would make it 4x', Spanish
  // remarks putting a letter on a side ('e también es para inferencia'), French 'et a', a byte width after the figure
  // ('140 GB; at 4 bytes it would double'), '~116 s at 0.59 MFU (68 s at peak)', a correction in brackets
  // ('112 GB (no wait, 84 GB)'), Japanese short answers; probes, right answers in other forms, wrong twins and phase C
  // controls; 120 rows, 8 known
  read_rows("tests/data/reader_answers_blind109_extra.jsonl", rows);
  // blind round 113 (themed: answers with layout: working on lines with the answer last or first, markdown bullets,
  // numbered lists, bold, inline code, fenced working, small tables, 'Answer:' / 'Final answer:' / '=>' headers, LaTeX
  // lines, checklists '[x] b [ ] a', arrows, blank lines, trailing signatures, the question quoted back, 'Q: ... A: ...');
  // 335 rows, 0 known
  read_rows("tests/data/reader_answers_blind113.jsonl", rows);
  // its phase C: right forms and wrong twins of round 113's rules (markdown checklists for a pick, the picks and an
  // order: star and dash bullets, '[X]', '[✓]', '[]', inline boxes, glosses and placings after the letter; a last line
  // that is nothing but a figure after lines of working, in bold, code, after '=', '=>' or '≈'; the 'Q:' / 'A:' layout
  // for picks, figures, orders and short answers); 57 rows, 0 known
  read_rows("tests/data/reader_answers_blind113_extra.jsonl", rows);
  // blind round 112 (a persona round, the nineteenth cast: a Korean engineer mixing in Korean words and particles, a
  // retired mainframe engineer with 'gig'/'meg', 'K' and number words, a teenager texting, a lawyer who hedges with
  // conditions, a tired reader at 2 a.m. with typos); 340 rows, 0 known
  read_rows("tests/data/reader_answers_blind112.jsonl", rows);
  // its phase C: right forms and wrong twins of round 112's rules (Korean units and myriads after a figure, '5억 3687만
  // 912'; the texting 'n' between choice letters; Korean direction words after the noun, negated ones too); 50 rows,
  // 0 known
  read_rows("tests/data/reader_answers_blind112_extra.jsonl", rows);
  // blind round 115 (white-box audit of session 41's late rules: two figures each with its own label, products with
  // the unit in the middle, bracketed and inline corrections, round 109's forms, long answers with letters and trigger
  // words); 302 rows, 14 known
  read_rows("tests/data/reader_answers_blind115.jsonl", rows);
  // its phase C: right forms and wrong twins of round 115's rules (a byte width right after its figure, Adam's m and v
  // asked beside a whole, an ordering's correcting bracket, Japanese te-forms of 増やす/減らす); 45 rows, 0 known
  read_rows("tests/data/reader_answers_blind115_extra.jsonl", rows);
  // fix round 111 (white-box, the known misgrades of short answers left by rounds 107-109; no phase A file): 'the cost
  // is not time' (and コストは時間ではない), a cost noun before a colon or after 'at a <adjective>', 'X, at the price
  // of Y', yes/no after a label ('extra memory - no'), Japanese figures before their verb ('20〜30%増える'),
  // corrections inside a sentence ('sorry, I mean', 'no actually', 'the other way round', an ellipsis before 'no wait',
  // '(I first wrote X)', 'or is it X? I'll go with X') and trails left undecided; right answers in other forms and wrong
  // twins; 98 rows, 1 known
  read_rows("tests/data/reader_answers_blind111_extra.jsonl", rows);
  // blind round 114 (themed: subtle reversals and negations: 'rather than' / 'instead of' with the sides swapped,
  // 'not X but Y', 'fails to', 'barely', 'unless', 'no longer', 'neither ... nor', 'all but' / 'except', 'it's not that
  // ...', concessions ending on the wrong side, questions back, and their right twins); 352 rows, 9 known
  read_rows("tests/data/reader_answers_blind114.jsonl", rows);
  // its phase C: right forms and wrong twins of round 114's rules (a fronted 'X rather than Y is what it costs', a
  // rejected opening's elliptical comparative, 'fails to', 'none of them except', German compounds, a yes/no 'it's not
  // that ...', a choice answer opening '(it) fits'); 53 rows, 0 known
  read_rows("tests/data/reader_answers_blind114_extra.jsonl", rows);
  // fix round 110 (white-box, the known misgrades of choices, multi-selects and orderings left by rounds 107-109; no
  // phase A file): its phase C controls: another language's 'and' + a letter before an 'I think' remark ('b, c, d et a
  // à mon avis', ', und e glaube ich'), names with bracketed letters and bare letters ('weights (a), KV cache (c) and
  // e'), a correction that adds with 'too' ('a, c — oops, b too'), 'both' after a correction, orders settled by an edit
  // or by 'going with the second', a correction's reason about the first pick then a lone letter, 'hmm' before a hedge,
  // a closing 'yes add c' sentence, an opening yes/no taken back ('Yes... hmm, no: ...'), a short correction after a
  // bracketed parameter count ('84 GB (7B), I mean 80.9 GB'), a symbol set to its value after a correction ('24.5 GB,
  // oh wait, P = 4: 21 GB'); right answers in other forms and wrong twins; 125 rows, 5 known
  read_rows("tests/data/reader_answers_blind110_extra.jsonl", rows);
  // blind round 119 (themed: second tries: answers that talk back to the grader ('ok fine, 84 GB then', 'you said pick
  // one, so c'), refer to their first try ('same as before but 112 GB', 'my first answer plus ...'), quote the hint's
  // words back ('missing what it costs: ...'), terse or frustrated retries ('c.', 'ugh, b then'), and retries that keep
  // the mistake or move to another wrong answer); 327 rows, 0 known
  read_rows("tests/data/reader_answers_blind119.jsonl", rows);
  // its phase C: right forms and wrong twins of round 119's rules ('the weights alone' as the serving side of check-3's
  // comparison, 'X don't fit on one card, while serving does' that gives serving nothing of the list); 35 rows, 2 known
  read_rows("tests/data/reader_answers_blind119_extra.jsonl", rows);
  // blind round 118 (white-box audit of the rules merged in the last hour: rounds 110-115's and the lead's markdown
  // checklists, a lone last-line figure, the Q:/A: layout, Korean units, myriads and direction words, the texting 'n',
  // corrections inside short answers, fronted 'rather than', 'fails to', 'none except', an opening 'it fits', another
  // language's 'and' before a remark, 'oops, b too', 'both b and c', orderings' edits and correcting brackets, a byte
  // width after its figure, 'Adam's', a formula in brackets, a condition closed by 'but'); 270 rows, 5 known
  read_rows("tests/data/reader_answers_blind118.jsonl", rows);
  // its phase C: checklists with ballot-box glyphs, choice names and several letters in a box, an opening 'it fits'
  // with a condition after it, Korean 천/천만 and Korean nouns of the field with 'X이 아니라 Y'; right forms and wrong
  // twins; 38 rows, 0 known
  read_rows("tests/data/reader_answers_blind118_extra.jsonl", rows);
  // fix round 117 (white-box, figures; no phase A file): its phase C controls: two conditional figures side by side
  // ('112 GB if you keep the master copy, but 84 GB without it', '126 GB if grads stay fp32, but 112 GB with the page's
  // fp16 grads', 'with no master copy', 'with the fp32 master copy'), a line break as a clause break ('= 112 GB\nper GPU
  // over 8: 14 GB', working over lines, a signature), a bracket that checks with a hyphenated width ('(wait, that is the
  // 12-byte table, right)'), a share of added work said as a cut ('29% less compute', 'it saves about 29.6%'); right
  // answers in other forms and wrong twins; 98 rows, 0 known
  read_rows("tests/data/reader_answers_blind117_extra.jsonl", rows);
  // fix round 116 (white-box: false accepts and wrong picks in choices; no phase A file): its phase C controls: a
  // choice's own words then another choice's lone letter ('time, c', 'sqrt, c', 'compute. a') and their right twins
  // ('time: b', 'b (time)', 'sqrt(n), so b'), a hesitation before a hedge ('b, hmm, maybe c'), 'X isn't enough, you
  // need Y', 'Unless <a choice's condition>, turn it on / leave it off', orderings corrected after 'sorry' / 'I mean', a
  // concession on fits-80gb and formats swapped in why-fp32-updates; 92 rows, 3 known
  read_rows("tests/data/reader_answers_blind116_extra.jsonl", rows);
  // blind round 123 (persona round, a twentieth cast: a reader who dictates by voice ('bee and see', 'option be',
  // 'one forty gigabytes', 'point' for the decimal), an Indian-English engineer ('kindly note', '84 GB only', lakh and
  // crore, '1,31,072'), a Dutch reader writing English (decimal commas, thousands points, 'ca.', 'en', 'ja'/'nee',
  // 'GPU-uur'), a PhD student answering in symbols ('16Ψ', '2(P−1)/P · N', 'O(√n)', '⇒') and a reader pasting a
  // chatbot's markdown answer ('### Answer', '**Final answer:**', a wrong figure buried in a confident paragraph));
  // 340 rows, 0 known
  read_rows("tests/data/reader_answers_blind123.jsonl", rows);
  // its phase C: right forms and wrong twins of round 123's rules (the Dutch 'en' between choice letters, the spoken
  // letter names 'ay' and 'be', a spoken name before its own choice's words ('see no it does not fit'), hundreds said
  // without 'hundred' ('two eighty gigabytes'), the Dutch hour units 'uur' and 'uren'); 46 rows, 0 known
  read_rows("tests/data/reader_answers_blind123_extra.jsonl", rows);
  // fix round 120 (white-box: known false rejects of figures; no phase A file): its phase C controls: a correcting
  // bracket whose reason holds a bare number ('35 GB (oops, that's for 16: it's 4.375 GB for 128)', with ',', ';', ' - '),
  // a labelled pair with a bare width after 'at' ('140 GB at 2 bytes/param; 280 GB at 4'), a comparand's figure in a
  // bracket ('29%, less than a full extra forward (33%)'), 'the full training state' as a whole's label ('14 GB for the
  // weights, 112 GB for the full training state'); right forms and wrong twins (swapped, wrong figure, a correction
  // that lands on a wrong figure); 82 rows, 2 known
  read_rows("tests/data/reader_answers_blind120_extra.jsonl", rows);
  // blind round 125 (white-box audit of session 42's rules: figures with a formula gloss, a line break, two conditional
  // figures, a width, a last-line figure, a share of work beside memory, corrections, Korean units; checklists, Q/A,
  // additive corrections, words then a letter, 'it fits only if', 'Yes... hmm, no', settled orderings, the texting 'n',
  // another language's 'and'; short answers' corrections, 'fails to', 'rather than', 'the cost is not', 'at the cost
  // of', 'it's not that', 'the weights alone', Korean/Japanese/German, 'none except'): 298 rows, 9 known
  read_rows("tests/data/reader_answers_blind125.jsonl", rows);
  // blind round 125 phase C: controls of its six changed rules (a saving of memory before an overhead share, a doubt
  // answered no after a list, ☒ beside ☑ and a box's short choice name, 'costs nothing, not even X', a swap edit of an
  // order, 'it fits on two GPUs, not on one') and their wrong twins; 53 rows, 0 known
  read_rows("tests/data/reader_answers_blind125_extra.jsonl", rows);
  // fix round 121 (white-box: known false rejects of choices; no phase A file): its phase C controls: the Q&A label
  // 'A: b' / 'A: b, c, d' and its wrong twins ('A: c', 'A: O(n)'), Spanish/Portuguese remarks putting a letter on the
  // other side ('la a también la necesita la inferencia', 'b e d são do treino') and the remarks that really add one
  // ('e también es de entrenamiento' on the training question, 'y también d'), 'I doubt it's b; a' and its twins (the
  // right letter doubted, a wrong pick after it), conclusions after '. So' with a bracket ruling letters out and the
  // wrong lists beside them; 73 rows, 1 known
  read_rows("tests/data/reader_answers_blind121_extra.jsonl", rows);
  // blind round 124 (themed: math notation and LaTeX: '$12 \times 7 \times 10^9 = 84\,\text{GB}$', '\(16\Psi\)',
  // '\frac', '\lceil\sqrt{n}\rceil', '\approx 3\times', Unicode '√n', '10⁹', '≈', '·', '\{b, c\}', 'b \succ d \succ a',
  // 'b \to d \to a \to c', 'H100·h', German '{,}' decimals, inline math in short answers, and wrong twins with a wrong
  // exponent, O(n) for O(√n), 4Ψ for 16Ψ, a trade reversed in arrows); 338 rows, 1 known
  read_rows("tests/data/reader_answers_blind124.jsonl", rows);
  // its phase C: right forms and wrong twins of round 124's rules (TeX roots, ceilings, arrows and relations in figures,
  // a \frac with braced exponents, TeX arrows, orders, font commands and '$' in picks and orders, '\times', '\approx' and
  // '$+33\%$' in short answers, an accelerator's 'H100·h', '\times' as the factor sign); 64 rows, 0 known
  read_rows("tests/data/reader_answers_blind124_extra.jsonl", rows);
  // blind round 126 (themed: practitioners' vocabulary, hand-written: PyTorch/DeepSpeed/Megatron/JAX names
  // (exp_avg/exp_avg_sq, fp32 master params, param.grad, saved tensors, ZeRO-1/2/3, FULL_SHARD, SHARD_GRAD_OP, gas,
  // micro-bsz, remat, AC, GA, OOM), units as tools print them ('78.2G' with its /2**30, GiB, MiB, 'GF', bytes in
  // e-notation) and their real mistakes (ZeRO-1 sharding the weights, checkpointing saving FLOPs, GA costing memory, a
  // KV cache in training, GiB for GB); every question and part, seeds 0-9, 340 rows, 0 known)
  read_rows("tests/data/reader_answers_blind126.jsonl", rows);
  // its phase C: 'GF'/'TF' FLOP shorthand (and 'GF' on a bytes question), 'saved tensors', 'activation stash',
  // 'exp_avg', 'fp32 master' in check-1, 'same X' / 'X unchanged' / 'stays the same' against a plain cost claim (and
  // 'at the same time', 'same FLOPs, more time'), 'saves/buys nothing on/for memory', a bare 'G' with a '(GiB)' or
  // '/2**30' bracket and its GiB-for-GB twins; right answers and wrong twins; 54 rows, 0 known
  read_rows("tests/data/reader_answers_blind126_extra.jsonl", rows);
  // fix round 122 (white-box: known misgrades of short answers; no phase A file): its phase C controls: a bare 'no, the
  // other way round' / 'no wait, other way around' after a trade (reversed, or its two sides swapped), a correction
  // that is a list after 'Scratch that:' / 'No wait,', serving said not to fit on one card (check-3's premise denied)
  // and training's 'doesn't fit' beside it, a factor against the answer's own per-parameter figures ('about 4x more'
  // beside 16 vs 2), training's per-parameter figure too close to serving's, 'Nx less memory' in training's clause,
  // comparison signs between figures ('<', '>', '≫'), 'more activations are recomputed', 'memory-wise a big saving', a bracket opening
  // with 'not' ('(not less memory for the weights)'); right forms and wrong twins; 104 rows, 2 known
  read_rows("tests/data/reader_answers_blind122_extra.jsonl", rows);
  // blind round 130 (plain class round, no theme: six ordinary readers (undergraduate, data scientist, backend
  // engineer, NLP grad student, SRE, hobbyist) answering every question and worked-problem part, seeds 0-9, with their
  // usual mistakes: 4 bytes/param, no master copy or no Adam v, GiB labelled GB, a KV cache in training, the
  // checkpointing trade reversed, O(log n)); 395 rows, 0 known (no misgrade before or after)
  read_rows("tests/data/reader_answers_blind130.jsonl", rows);
  // its phase C: other forms of the same answers (MB/words/scientific figures, self-corrections, 'quadruples', option
  // words and ordinals, complements, '>' in orders, yes/no in words, 'compute for memory' with its mechanism,
  // worked-problem parts after other earlier picks) and their wrong twins; check-3's new wrong claim 'the gradients and
  // optimizer state are small' (lesson data) with its right twins ('not small', the weights or activations called
  // small); 80 rows, 2 known
  read_rows("tests/data/reader_answers_blind130_extra.jsonl", rows);
  // blind round 127 (white-box audit of the rules merged in the hour before it: correcting brackets with a bare
  // number, bare widths after 'at', comparands in brackets, 'the full training state', hundreds without 'hundred',
  // Dutch 'uur', TeX in figures, 'H100·h', 'GF'/'TF', 'G (GiB)', saving words before an overhead; 'A: b', Spanish and
  // Portuguese remarks, 'I doubt it's b; a', 'So ... (not c)', Dutch 'en', spoken letters, TeX orders, 'd too? no',
  // ☒ beside ☑, '(edit: swap a and d)', 'fits on two GPUs but not on one'; 'costs nothing, not even time', 'same
  // throughput', 'buys nothing on memory', TeX signs in short answers, framework names in check-1; right answers with
  // the trigger words in another sense and wrong twins; seeds 0-9, 275 rows, 9 known)
  read_rows("tests/data/reader_answers_blind127.jsonl", rows);
  // its phase C: comparands after 'under'/'below'/'over'/'above', a ones word then a teen ('one twelve'), 'a también'
  // after a pick list, a correcting bracket's new figure after its own bare setting, the figure named a cut or a
  // memory saving of an overhead, a sign alone in TeX math ('$+$compute', 'compute $+$'); right forms and wrong twins;
  // 45 rows, 1 known
  read_rows("tests/data/reader_answers_blind127_extra.jsonl", rows);
  // blind round 131 (themed: answers that give more than was asked: the asked figure with the figures around it (per
  // GPU and total, GB and GiB, each part of a sum, the case with and without the master copy), a choice with why each
  // other choice is wrong, a multi-select with a note per letter, an ordering with a reason per step, a short answer
  // with a paragraph of caveats (FlashAttention, ZeRO, selective recompute); wrong twins commit to two figures, add a
  // wrong letter or state a reversed trade in the caveat); every question and part, seeds 0-9, 317 rows, 25 known
  read_rows("tests/data/reader_answers_blind131.jsonl", rows);
  // its phase C: working in a bracket that ends in 'each' (a part's working), an ordering with a dash and a lettered
  // note per step, 'on top of the 840 GB ... that's 1120 GB' as a side sum, another choice's letter with 'also right'
  // as a second pick (and its denials and counterfactuals); right answers and wrong twins; 35 rows, 1 known
  read_rows("tests/data/reader_answers_blind131_extra.jsonl", rows);
  // fix round 128 (white-box: the wave's false rejects of figures and choices; no phase A file): its phase C, a dash
  // after the count a retracted figure was for ('that's for 16 — 4.375 GB', em and en dash), '35 GB with 16' after a
  // correction, a bare 'oh'/'ah' adding letters with 'too'/'as well'/'also' on four multi-select questions; right
  // answers and wrong twins (the correction landing on another count's figure, a wrong letter added); 54 rows, 1 known
  read_rows("tests/data/reader_answers_blind128_extra.jsonl", rows);
  // fix round 129 (white-box: the wave's misgrades of short answers; no phase A file): the known rows' classes and round
  // 122's probes in other forms with their wrong twins ('No actually' opening a remark on accuracy or the loss, 'the cost
  // is not memory but compute', 'It's not that it saves compute - it costs more', Korean 희생/아껴/줄입니다, 'than training,
  // which adds ...', training's 6 bytes/param against serving's 2, 'costs nothing in memory but adds compute', check-3's
  // wrong reasons, swapped subjects and 'so it fits'), then phase C controls of its rules; 108 rows, 11 known
  read_rows("tests/data/reader_answers_blind129_extra.jsonl", rows);
  // blind round 137 (themed: readers who answer with the book's own words: a sentence lifted from the page in quotation
  // marks, "as the page says", "(section ...)", "per the book:", a pasted table row, a paraphrase in the page's terms;
  // misquotes (the page's figure for another model size or worker count, a quote about another item, a reversed
  // quote) and quotes with the reader's own right or wrong conclusion); every question and part, seeds 0-9, 352 rows,
  // 0 known
  read_rows("tests/data/reader_answers_blind137.jsonl", rows);
  // its phase C: labelled terms of a sum ("14 (grads) + 28 (master)"), a quoted figure beside the reader's own
  // ("1.328× (\"adds ~1× forward compute\")", curly quotes too), a model size after "for" under "total" ("the crude
  // total for 69B"), bracketed letters before a remark naming the prompt's other side ("(b) (c) (d). Inference needs
  // none of these."), the quote holding the answer after a figure of context ("On 80 GB it does not fit — “112 GB
  // before a single activation”"); right forms and wrong twins; 47 rows, 0 known
  read_rows("tests/data/reader_answers_blind137_extra.jsonl", rows);
  // blind round 138: second and third tries after a hint: tentative and question-marked answers ('112 GB?'), replies
  // to the hint or the earlier try ('not 84 then, 112', 'ok 4 bytes: 280', 'fine — b', 'then it must be c', 'oh I see,
  // the KV cache is inference only — b, c, d'), frustrated ones ('ugh. 208 GB. happy?'), and wrong twins repeating the
  // earlier mistake or overcorrecting ('so 128 GB with activations?', '544 or 408?'); every question and part, seeds
  // 0-9, 391 rows (229 right), 0 known
  read_rows("tests/data/reader_answers_blind138.jsonl", rows);
  // its phase C: a typed figure restating a prompt given before a colon and the bare result closing it ('16 bytes: 112',
  // 'ok, 560 GB over 64 workers: 8.75', 'so at 2 bytes: 140?'), a remark and a dash before the letters ('Adam's v is
  // optimizer state - a, b, d, e', 'cheapest first — c, d, a, b'), a negated remark on a choice the letters leave out
  // ('tokenization isn't one of them — a, b, c', 'gradients aren't needed → a, c, e'); right answers and wrong twins
  // (a wrong result after the colon, a wrong letter added or one left out, a swapped order), controls ('112 GB; the
  // weights alone: 14', '84 – 112?'), the given and the result parted by a dash ('hint says 16 bytes — 112?', '4 bytes
  // – 280?'); 54 rows, 0 known
  read_rows("tests/data/reader_answers_blind138_extra.jsonl", rows);
  // fix round 133 (white-box: the lead's last misgrades; no phase A file): the misgrades as rows ('16 with fp16 grads,
  // 18 if grads are fp32', 'hundred twelve GB', 'Q: does it fit? A: no', 'see above, b', 'a: no, b: no, c: yes', 'Yes...
  // hmm, no: 112 GB doesn't fit', 'not pipeline or tensor parallelism, it's c', check-3's '..., so it still fits on one
  // GPU', '28 GB for m, 28 GB for v', 'c, b also works if you shard over two GPUs'), then phase C controls of its rules
  // (other forms and wrong twins: a swapped format pair, a wrong letter after the pointer, the Q/A line or the 'not X,'
  // opening, a take-back to a wrong choice, a yes to two letters); 51 rows, 0 known
  read_rows("tests/data/reader_answers_blind133_extra.jsonl", rows);
  // fix round 135 (white-box: older known false rejects of choice, multi-select, ordering, yes/no and short answers; no
  // phase A file): its phase C, a lead the choice reader cannot read then one closing letter after a comma or semicolon
  // ('as I wrote on the previous line, b', 'certainly not c, b', "I first thought it was b, but it's c"), and short
  // answers' Portuguese, French and Chinese words of the trade, cost and need ('menos FLOPs em troca de mais memória',
  // 'on échange de la mémoire contre du calcul', 以显存换计算, 'a inferência precisa só dos gradients'); right answers
  // and wrong twins (a wrong closing letter, the lead denying the pick or its own words, a reversed trade, a wrong cost
  // or need), and an opening verdict taken back after a hesitation word ('Yes, wait, no: ...', 'No, hmm, yes: with room
  // for activations'); 45 rows, 0 known
  read_rows("tests/data/reader_answers_blind135_extra.jsonl", rows);
  // fix round 134 (white-box: older known false rejects of figures; no phase A file): its phase C, right forms and wrong
  // twins of its rules: a lone-group figure read by the working in a bracket after it ('65.536 tokens (8 x 2048 x 4)',
  // '4,375 GB (560 / 128)') or by the separator named ('(thousands dot)', '(decimal comma)'); a later clause that counts
  // 'four of them' or names 'the entire batch' after 'one micro-batch holds'; a later figure labelled one GPU's share
  // ('node: 10.7 GB; each GPU: 1.34 GB', 'divided across 8 GPUs: 1.342 GB'); 'halved ... -> Y' with an ASCII arrow;
  // '14 GB of weights; × 8: 112 GB' (an operator sign opening the step); '8.75 GB, x 64 = 560 GB as a check' (a
  // figure called a check); '24.5 GB, close to the 28 GB of 2N' (the comparand named with 'the'); 65 rows, 0 known
  read_rows("tests/data/reader_answers_blind134_extra.jsonl", rows);
  // blind round 136 (white-box audit of rounds 120-131 and session 43's rules: the 'A:' label before a verdict, TeX in
  // figures, picks, orders and short answers, spoken numbers and letters, correcting brackets with their own numbers,
  // arrows and 'Oh, I forgot ...:' second thoughts, 'the other way round' and 'Scratch that', '(edit: swap a and d)',
  // 'a, c — oh, e as well', also-right readers, check-3's figures, 'costs nothing, not even X'), right forms and their
  // wrong twins; 318 rows, 31 known
  read_rows("tests/data/reader_answers_blind136.jsonl", rows);
  // round 136 phase C: probes of its rules (the other way round of a list, a hesitation word with no comma, 'Hmm, no, the
  // other way round'; a correcting bracket's count noun, '--', an arrow after a take-back bracket; 'oh, and e'; 'b would
  // also work') with wrong twins; 42 rows, 5 known
  read_rows("tests/data/reader_answers_blind136_extra.jsonl", rows);
  // fix round 132 (white-box: blind round 131's known rows, notes after the answer; no phase A file): its phase C, each
  // rule's right forms and wrong twins: a phrase after a single pick tagged '(a)' or 'and then b' (and the tagged
  // item described or denied), a clause after a growth factor cutting the prompt's quantity ('i.e. it cuts FLOPs'),
  // 'somewhere between' after two figures, an arrow's letters then a 'Not a' sentence, 'but effectively' before a
  // second figure, the lever part's trade said the other way ('b; it uses more memory but saves compute'), the
  // attention part's 'FlashAttention uses more memory', a lettered note denying the prompt's verb ('e: training
  // doesn't keep one'); 54 rows, 4 known
  read_rows("tests/data/reader_answers_blind132_extra.jsonl", rows);
  // audit round 139 (white-box: the rules of fix rounds 132-135): neighbouring right forms and wrong twins of 'but
  // effectively', tagged and 'and then' additions, arrow letters with 'Not a', lettered notes, 'somewhere between',
  // growth factors said backwards, the lever/attention trades, comparands, 'as a check', operator clauses, ASCII
  // arrows, per-GPU labels, 'one X holds' scopes, lone groups, taken-back verdicts, Portuguese/French/Chinese trades,
  // a lead then one letter, number words, yes/no sheets, Q/A lines, labelled pairs; 176 rows, 7 known
  read_rows("tests/data/reader_answers_blind139.jsonl", rows);
  // round 139 phase C: probes of its rules (a growth factor's clause said backwards with the quantity or the far side
  // as subject, a clause opened as a check, Portuguese 'libera', a tagged choice after 'also', 'and then c for ...',
  // a lead then 'but it's c', 'avoids ... (a)') with wrong twins; 42 rows, 3 known
  read_rows("tests/data/reader_answers_blind139_extra.jsonl", rows);
  // blind round 142 (white-box audit of rounds 136-138's rules: 'the other way round' restatements, hesitation words
  // before a taken-back verdict, correcting brackets with count nouns and '--', take-back brackets with arrows, 'oh,
  // and e', 'would also work', labelled terms of a sum, quoted figures, a model size after 'for', bracketed letters,
  // a prompt's figure before a colon, a dash or a negated remark before the concluding letters), right forms and their
  // wrong twins; 157 rows, 5 known
  read_rows("tests/data/reader_answers_blind142.jsonl", rows);
  // round 142 phase C: probes of its rules ('um, the other way round', 'vice versa', 'I meant the other way round',
  // 'The other way round, sorry'; an arrow from any bracket to a closing figure; a dash between a correcting bracket's
  // two counts; 'hmm, and d', 'ah, plus e', 'oh, and c of course'; 'would also be true'; ' -- ' before the letters;
  // 'uh'/'erm' between two verdicts; 'b, hmm, c, d'; '(oops, forgot v: 560 GB)') with wrong twins and controls; 57
  // rows, 3 known
  read_rows("tests/data/reader_answers_blind142_extra.jsonl", rows);
  // blind round 141 (a plain class: six ordinary readers, a grad student, a data engineer, an undergraduate, a
  // practitioner on a phone, a non-native writer, a retired physicist; every question and problem part of the three
  // lessons, seeds 0-9, short answers and sentences with a reason, GiB/GB, bits/bytes, the master copy forgotten, per-GPU
  // vs total, reversed trades, side remarks true and false); 285 rows, 2 known
  read_rows("tests/data/reader_answers_blind141.jsonl", rows);
  // round 141 phase C: probes of its rule (a share asked where the prompt splits a whole evenly, with the whole stated
  // beside it: '8.75 GB each; 560 GB across all 64', '1.25 GiB per GPU, 10 GiB total', 'total 560 GB', 'all 16 together
  // hold the 560 GB', the given restated, a hypothetical for another count) with wrong twins ('35 GB each, 70 GB in
  // total', '1.34 GB per GPU, 2.68 GB in total', 'total 280 GB') and ZeRO-1's right 'in total' that is no product; 27
  // rows, 0 known
  read_rows("tests/data/reader_answers_blind141_extra.jsonl", rows);
  // fix round 140 (white-box: this session's known false rejects; no phase A file): its phase C, each rule's right forms
  // and wrong twins: spoken hundreds after a teen ('eleven twenty GB') and a zero said 'oh' ('two oh eight'); an
  // ordering's note after 'edit'/'oops'/'sorry'/'wait' said as 'a and d swapped', 'the other way around' or a move
  // ('d before e', 'a after d'); 'ah, and e too' adding letters; a single choice's 'c, and d would be wrong' (c picked,
  // d ruled out); 'b, c and — oh — d' (the last letter after a dashed 'oh'); a TeX sign alone in its math and spaced
  // from its noun ('$-$ activation memory'); 'hmm, d too' adding letters as 'oh' does; 60 rows, 0 known
  read_rows("tests/data/reader_answers_blind140_extra.jsonl", rows);
  // blind round 148 (a plain class: six ordinary readers, a master's student in full sentences, a terse SRE with
  // units, a self-taught developer showing working on one line, a statistician precise about GB vs GiB and
  // significant figures, a German writer with decimal commas, a skimming manager; every question and problem part of
  // the three lessons, seeds 1, 3, 4, 6, 8, 9, some second tries, some wrong picks carried into later parts); 441
  // rows, 0 known
  read_rows("tests/data/reader_answers_blind148.jsonl", rows);
  // round 148 phase C: probes of its rules (a figure with a unit after "MFU ≈" is the working's result, not the
  // utilisation: '... / 312e12 at the MFU ≈ 116 s'; a first figure after a few words then "since"/"because" is the
  // stated result: 'The master copy adds 280 GB since it is 4 bytes × 70 billion'; an "or" naming the lead pick's own
  // choice again: 'FSDP (or ZeRO) shards all three across the data-parallel workers') with wrong twins (peak times, wrong
  // figures before the reason, a second different choice after "or") and controls ('45 s at MFU ~0.61', the reason
  // first, 'c, or d'); 37 rows, 0 known
  read_rows("tests/data/reader_answers_blind148_extra.jsonl", rows);
  // blind round 147 (themed: near misses; every question and problem part of the three lessons, seeds 0-5: the master
  // copy or one Adam moment forgotten, per-GPU for the whole, GiB for GB, K and V once, the all-reduce factor dropped or
  // doubled, 2N for training, reversed trades, the wrong parallelism, another seed's model size, an extra pick, swapped
  // neighbours; with right answers in the same forms); 402 rows, 0 known
  read_rows("tests/data/reader_answers_blind147.jsonl", rows);
  // round 147 phase C: probes of its rule (a size said of the right choice's own noun: 'the state is 112 GB', '104 GiB of
  // state', 'no (112 GB)', 'about 110 GB') with wrong twins ('the state is 96 GB', '98 GB of state', 'no (128 GB)', '96 GB
  // > 80 GB', '112 GiB of state') and controls (another noun's figure, the gap, a supposing clause, a bound, a rejected
  // figure, a total with activations, wrong picks); 24 rows, 0 known
  read_rows("tests/data/reader_answers_blind147_extra.jsonl", rows);
  // blind round 143 (white-box audit of rounds 139-142's and the lead's rules: spoken hundreds after a teen and 'oh' for
  // zero, ordering notes after edit/oops/sorry/wait, 'ah/hmm, X too', 'c, and d would be wrong', dashed 'oh' and ' -- '
  // in multi-selects, TeX signs, a share with its whole, paren verdict sheets, lone-group figures, taken-back verdicts,
  // growth factors said backwards, 'but effectively', tagged additions, lettered notes, quoted figures, labelled sums):
  // neighbouring right forms, wrong twins and trigger words in another sense; 207 rows, 11 known
  read_rows("tests/data/reader_answers_blind143.jsonl", rows);
  // round 143 phase C: probes of its rules ('two zero eight'; 'wait no' / 'oh wait no' before a bare figure; ', oh,' and
  // ', ah,' as fillers and a dashed 'oh' with no 'and'; a growth factor said backwards with 'decreases' or the far side
  // using a fraction, not a share of its own memory; a letter approved after a multi-select list) with wrong twins and
  // controls; 43 rows, 0 known
  read_rows("tests/data/reader_answers_blind143_extra.jsonl", rows);
  // blind round 149 (themed: explanations in the reader's own images: 'you pay in time to save space', 're-deriving
  // instead of writing it down', 'same pizza, more slices', 'each worker keeps only its slice of the notebook', 'burn
  // FLOPs', bills, backpacks, notebooks, and the same images turned the wrong way: the trade reversed, the slice said to
  // be the whole, micro-batches said to run in parallel, the KV cache placed in training); 255 rows, 16 known
  read_rows("tests/data/reader_answers_blind149.jsonl", rows);
  // round 149 phase C: probes of its rules ('gives you back' / 'hands back' memory as a gain; 'X is / X's the
  // bottleneck (constraint), so ...' as X relieved, 'makes memory the bottleneck' left alone; 'X is the currency /
  // price' as the price; 'X is what you buy with ...' as bought; 'arithmetic' for check-4/gives' compute) with reversed
  // twins and controls ('gives up', a bare 'memory is the bottleneck'), and the whole-state reasons after a sharding
  // pick that its dropped rule would have read; 33 rows, 4 known
  read_rows("tests/data/reader_answers_blind149_extra.jsonl", rows);
  // fix round 146 (white-box: known false accepts; no phase A file): its phase C, each rule's right forms and wrong
  // twins: a marked figure said again in another unit ('= 1.12e12 bytes; that's 1120 GB', 'in gigabytes it's 14 GB',
  // '— that's about 507 GiB') read as the reader's conversion, also where it slips ('that's 112 GB'); a closing 'so X'
  // that repeats a figure picked among a per-GPU share and a whole ('..., so 33.7 GB' / '..., so 270 GB'); 'I double
  // counted / overcounted / miscounted ...:' and 'my mistake' after a full stop taking the first figure back; controls
  // (GB said again in bytes or MB, an aside on another model, 'so 35 GB each', 'Hmm, with activations:', 'double' as a
  // factor); an ordering's closing remark with a move against the list ('(d before b is fine as well)', '(but I'd put a
  // before d)') and its agreeing or denied twins ('(b before d: ...)', '(never b before a: ...)'); 46 rows, 0 known
  read_rows("tests/data/reader_answers_blind146_extra.jsonl", rows);
  // fix round 144 (white-box: known false rejects of rounds < 70 and the lead's files; no phase A file): its phase C,
  // each rule's right forms and wrong twins: a hedged answer, a colon or dash and a breakdown ending in a bracketed part
  // ('about 37 GB: ... (27 GB) plus ... (10 GB)') against a rough head refined by its bracket ('just under 40 GB (37
  // GB)'); 'of that'/'of this' after a second figure as a share of the first ('112 GB. The master copy is 28 GB of
  // this'; not 'on top of that'); an exact fraction or product in the bracket after a rough figure ('roughly 1.3x
  // (4/3)', 'about 56 GB (7 x 8)') with wrong brackets ('(5/4)', '(7 x 4)'); the times sign as a rough factor's unit
  // ('about 1.3× (1.33)'); 29 rows, 0 known
  read_rows("tests/data/reader_answers_blind144_extra.jsonl", rows);
  // fix round 145 (white-box: known false rejects of rounds 70 and later; no phase A file): its phase C, the correcting
  // bracket whose settings are model sizes glued to their B ('for 70B; for 7B it's', 'the 13B — the 70B is', 'the
  // 13B. for the 1.3B it's', 'that was 7B: it's ... for 70B') with wrong twins (a wrong new figure, a right figure
  // retracted for another model's), a bracket aside with no correction word, and a pronoun after a unit letter ('70B,
  // it's', 'for 70B its weights') against '16 bits'; 'buys X with Y' and 'purchases X with Y' read as a trade (X gained,
  // Y given) with reversed twins, 'not Y with X' after it, its reverse by 'vice versa' / 'the other way round', and the
  // older passive 'bought with' kept; 33 rows, 0 known
  read_rows("tests/data/reader_answers_blind145_extra.jsonl", rows);
  // round 153 (blind, theme: confidence and doubt: hedges, percentages, self-corrections, undecided answers);
  // 322 rows, 0 known
  read_rows("tests/data/reader_answers_blind153.jsonl", rows);
  // round 153 probes of its rules: two letters weighed then a commitment ("a or b... going with b", "a? b? going
  // with a", "a or b, hmm, a"), a doubted pick then a last sentence of letters ("a? no, .... c"), "going with / I'll
  // stick with" before a figure, a last clause restating one of two figures joined by "or", a figure after
  // "somewhere in between"; each with wrong twins and undecided controls; 44 rows, 0 known
  read_rows("tests/data/reader_answers_blind153_extra.jsonl", rows);
  // round 154 (white-box: merged word lists, no phase A file): its phase C, controls of the merged lists where they are
  // now shared: is_hesitation_sound ('hmm'/'hm'/'um'/'uh' before a hedge, and before a reason) in parse_choice_words
  // and lead_pick, wondering_word in the add reader ('b, c. hmm, d too? yes, add d') and the doubt reader ('a, c, e.
  // b too? nope'), claims.cpp's trail_sound before 'or is it ...?' ('um, or was it the activations?'), the
  // added_letter_sounds of parse_choice_list ('a, b — hmm, c too'), with wrong twins; 26 rows, 1 known
  read_rows("tests/data/reader_answers_blind154_extra.jsonl", rows);
  // round 150 (white-box audit of rounds 143-146's rules): answers next to each rule, right forms, wrong twins and
  // trigger words in another sense: a list then 'd would also be true'; spoken digits, 'wait no', ', oh,' and dashed
  // 'oh' in lists; growth said backwards ('shrinks by', 'an eighth of'); 'since'/'because' with a doubted first figure;
  // exact brackets after a rough figure; 'of that'; hedged breakdowns; 'buys X with Y' and its reverses; ordering
  // remarks; 'double counted'; model-size correcting brackets; a closing 'so X'; unit conversions; 195 rows, 16 known
  read_rows("tests/data/reader_answers_blind150.jsonl", rows);
  // round 150 phase C: a choice part's trade said with a buy verb ('it buys memory with compute', 'you're buying
  // memory with compute', 'memory is bought with recompute', 'compute: you purchase ... with recomputation') with
  // reversed twins, a lead pick against the trade, 'buy a GPU' in another sense, the older 'trades X for Y' and the
  // problem-level claim reader kept; 'My mistake:' / 'my bad:' / 'my error:' after a full stop taking the first
  // figure back with wrong twins and controls ('My working:', 'my estimate of activations:'); 34 rows, 1 known
  read_rows("tests/data/reader_answers_blind150_extra.jsonl", rows);
  // fix round 152 (white-box: known rows of rounds 143-149; no phase A file): its phase C, a choice named by its words
  // after 'oh'/'ah'/'hmm' and ending in 'too'/'as well'/'also' ('a, c — oh, the runtime buffers as well'), added to the
  // picks before it, with wrong twins (a wrong choice added by its words) and controls (an added letter; a remark with
  // a verb or a negation adds nothing); 'how long' as check-5's time
  // cost with twins (memory said the cost, time denied, a wrong technique); a yes/no sheet with a trailing remark
  // ('a)no b)no c)yes, 112 > 80', colon and capital forms) with twins (a wrong letter said yes, a retraction, a false
  // inequality); 30 rows, 3 known
  read_rows("tests/data/reader_answers_blind152_extra.jsonl", rows);
  // blind round 151 (white-box audit of rounds 147-149's rules): answers next to what each reads: a size said of
  // fits-80gb's state ('no (state = 112 GB)', '16 bytes per param, 112 GB in all', '98 GB of state' as a true part)
  // with wrong sizes; a unit figure after 'MFU ≈' and MFU remarks beside the step time; a first figure then
  // 'since'/'because' (a per-weight figure before 'because', 'since' opening the answer) with wrong twins; an 'or'
  // that names the lead pick again or another choice; 'gives/hands back', 'the bottleneck, so', 'the price/currency',
  // 'what you buy with' and reversed twins, and the same words in other questions; 198 rows, known: see the file
  read_rows("tests/data/reader_answers_blind151.jsonl", rows);
  // round 151 phase C: probes of its rules: a reason's 'because'/'since'/'cause' after a figure with 'each' in it ('560
  // GB since each moment is ...') against a bare '280 GB each'; 'X are the price', 'the price is X', 'the payoff /
  // reward / benefit', 'hands X back' with reversed twins, a denied price and 'pay the price in'; after a one-word pick
  // 'It needs / it's / it takes N GB' with wrong sizes, an added part ('plus another 98 GB of state', 'the other'),
  // an 'it'd ... each' share, 'No. (112 GB)'; 35 rows, 3 known
  read_rows("tests/data/reader_answers_blind151_extra.jsonl", rows);
  // blind round 156 (plain class: six readers, a data engineer, a physics undergraduate, a hobbyist with a 24 GB card,
  // a Brazilian engineer, a sales engineer and a CS teacher, seeds 4-9, every question and problem part, some second
  // tries); 379 rows, known: see the file
  read_rows("tests/data/reader_answers_blind156.jsonl", rows);
  // round 156 phase C: an ordering written as bracketed letters each with its own item's words ('(c) smaller batch →
  // (d) recomputation → ...', 'b) compression, d) ZeRO, ...') with twins (a swapped pair, letters whose words name
  // other items) and controls (bare letters, words, glosses after letters, a multi-select list); a figure, a colon
  // and its parts, each a number then its label ('16 bytes per parameter: 2 for the weights, ...'), summing to the
  // figure or not, with controls ('280 each', per-parameter parts, bare parts, decimal commas); 30 rows, 0 known
  read_rows("tests/data/reader_answers_blind156_extra.jsonl", rows);
  // blind round 161 (themed: answers that lean on earlier parts and on the question's givens): the three worked
  // problems' parts with 'previous' set ('same as part (a)', '(a) divided by 8', 'the 37 GB from (c)', 'given 80.6 GB
  // usable: no'), ordinary questions that quote their givens ('the question says 7B, so 7 x 16 = 112', 'the 112 from
  // before minus ...', 'likewise: d'), and wrong twins (the right figure of another part or seed, a wrong reference
  // carried through, a false breakdown); 251 rows, known: see the file
  read_rows("tests/data/reader_answers_blind161.jsonl", rows);
  // round 161 phase C: probes of its rules: a 'given' premise after a lead pick ('c, given Adam's 8 bytes per param
  // against 2 for the weights') with wrong picks; a part label set off by ',' '.' ';' ('(b), ZeRO-2 would be
  // overkill') against '(b), ZeRO-2', '(b) ZeRO-3', '(b): c'; 'given ...: yes/no, remark' with wrong verdicts and a
  // take-back; 'same as (a)' in a numeric part under each layout, after a wrong part (a), and changed ('divided by
  // 8'); 33 rows, known: see the file
  read_rows("tests/data/reader_answers_blind161_extra.jsonl", rows);
  // round 155 (white-box audit of rounds 152, 153 and the lead's final read): yes/no sheets then a remark after a
  // comma or semicolon, with wrong sheets and two yeses; 'oh/ah/hmm, <choice words> too/as well/also' with wrong
  // additions and doubted ones; check-5's 'how long'; bare hedges 'b or c... going with c', 'b? c? ...', 'b or c, hmm,
  // c' and 'torn/not sure between' with settled wrong letters and never-settled twins; a doubted pick then a letters-only
  // sentence; 'I'll say / stick with / going with / going for' before figures, 'going with P = 8' in another sense;
  // 'either X or Y... X' restated figures; 'somewhere in between, ~3x'; 'I'd say/estimate/put the state is N GB' on
  // fits-80gb; 'X becomes/remains the bottleneck'; give-back verbs and gains with reversed twins; 205 rows, known: see
  // the file
  read_rows("tests/data/reader_answers_blind155.jsonl", rows);
  // round 155 phase C: probes of its rules: the right letter then a whole trade as its reason ('b, it trades memory for
  // compute', 'b: you spend memory to save compute', on the give-up, spend, buy and save parts) with right-way twins and
  // a wrong letter; a yes/no sheet's remark read as the pick's reason (false reasons, wrong sizes, turned claims) with
  // right reasons; 'I'd say it's / I'd put the state at / I'd estimate it at N GB' with wrong sizes, the card's 80 GB
  // and a supposed split; a case beside a negated 'worth' ('not worth it when compute is the bottleneck') against 'it's
  // worth it when ...' and 'not worth it unless ...'; 43 rows, 0 known
  read_rows("tests/data/reader_answers_blind155_extra.jsonl", rows);
  // round 157 (blind, themed): copy-paste and rich-text artifacts (Markdown emphasis, no-break and thin spaces, HTML
  // entities and tags, bullets and ticks, pasted choices, Copied!, CRLF, full-width forms, emoji) over every question
  // type; 433 rows, 5 misgraded before fixes (4 FR, 1 FA), 0 known
  read_rows("tests/data/reader_answers_blind157.jsonl", rows);
  // round 157 phase C: probes of its rules: Markdown emphasis around a figure ('_98 GB_', '__112 GB__', '**112 GB**,
  // i.e. 14 bytes per parameter', '_yes_'/'_no_') with wrong twins and controls ('2**30 bytes', '16 * 7', 'bytes_grad');
  // HTML character references ('65&#8239;536', '&#x202F;', '&rarr;', '&mdash;', '&times;', '&ldquo;c&rdquo;') with
  // wrong twins and bare '&' controls; 42 rows, 1 known
  read_rows("tests/data/reader_answers_blind157_extra.jsonl", rows);
  // blind round 158 (themed: long answers): paragraphs of three to six sentences for every question type of the
  // three lessons, several seeds: the answer first, in the middle or last, working, a first thought taken back, asides
  // about neighbouring concepts (true or false), misconceptions named to reject them; wrong twins wrong in one place
  // (the figure, the pick, the order, the claim); 279 rows, 22 known
  read_rows("tests/data/reader_answers_blind158.jsonl", rows);
  // round 158 phase C: a figure after "that/this/which leaves" (a hedge allowed) with the room named for activations
  // is headroom (right forms, wrong per-GPU twins, a lone headroom, "leaves 98 GB for the gradients ..." kept as a
  // result); a figure its sentence says is "not what's asked" / "isn't what the question asks" set aside (twins that
  // set the right figure aside, "which is what's asked"); "call it" / "I'll call it" / "let's call it" before a figure
  // after a product, with wrong twins; 27 rows, 0 known
  read_rows("tests/data/reader_answers_blind158_extra.jsonl", rows);
  // fix round 160 (white-box: known false accepts; no phase A file): its phase C, a bracket of working after the
  // figure with labels, units, thousands commas or a comma before its last factor ('56 GB (m 28 + v 28)', '10.7 GB
  // (327,680 B per token × 32,768 tokens)') and a sum before its own '=' ('48 GB (2+2+4+4+4 = 16 B/param)') with
  // wrong twins (a term off, a sum that misses its '=') and controls ('each', 'over', 'billion' leave it unread);
  // 'per node' / 'for each node' where each worker's share is asked, '(for) each of m and v' where the whole is
  // asked and 'activations counted/incl' after the unit, with controls; 38 rows, 0 known
  read_rows("tests/data/reader_answers_blind160_extra.jsonl", rows);
  // round 159 phase C (white-box fix of the oldest known false rejects; no phase A file): a bracket after the figure
  // that credits it to another model size or count than the prompt's, then gives the prompt's setting a figure
  // ('(that's for 13B, for 70B it's ...)', 'with 128 workers; with 64 ...', 'for P = 4; for P = 8 ...', 'the 7B's; the
  // 13B's is ...', em dash, spaced hyphen, colon) with wrong twins (a wrong figure for the asked setting, swapped
  // figures, neither figure for the asked count) and controls (the head credited to the prompt's own setting, an
  // aside after it); a share after a total that names its part after a copula ('560 GB of that is Adam', 'of this is
  // gradients', 'of that are the Adam moments') with wrong twins (a wrong share, another part's share) and a control
  // (the whole asked, the share an aside); 26 rows, 0 known
  read_rows("tests/data/reader_answers_blind159_extra.jsonl", rows);
  // blind round 163 (long answers, second cast): paragraphs by readers who rule out the other choices one by one and
  // pick last, open with the answer and defend it against an objection, compare training with inference throughout,
  // work their own setting and the question's and say which is asked, or write a bulleted mini-essay; every question
  // type of the three lessons, seeds 0/3/7, about half right, the wrong half wrong in one place; 202 rows, 13 known
  read_rows("tests/data/reader_answers_blind163.jsonl", rows);
  // round 163 phase C: a paragraph's last sentence that ends in a choice's own words, a comma and that choice's letter
  // ('ZeRO, c.', 'What they need is gradient accumulation, c.', 'O(sqrt(n)), b.') after working that weighs the other
  // choices, with wrong twins (the same closing on a wrong choice, the working naming the right one) and controls
  // (the closing's words and letter disagree, the closing alone, a doubt before it); a last sentence 'So <letter>:
  // <gloss>' after working ('So a: one gradient for the input and one for the weight.') graded with its gloss alone,
  // with wrong twins (a wrong letter, a gloss that reverses the trade) and controls (the closing alone, a later
  // sentence taking it back); 29 rows, 0 known
  read_rows("tests/data/reader_answers_blind163_extra.jsonl", rows);
  // round 162 (white-box audit of rounds 155-161's rules): yes/no sheets with a remark, a right letter then a trade
  // (either way round), 'I'd say/put/estimate' sizes, a negated 'worth', HTML references and Markdown emphasis, 'that
  // leaves N GB for activations', 'not what's asked', 'call it N', bracketed-letter orderings with their words, a
  // figure then a colon and its labelled parts, labelled working in brackets, 'per node' / 'each of m and v' /
  // 'activations included', a bracket crediting another model size or count, 'N GB of that is PART', 'given' after a
  // pick, a part label set off by punctuation, 'given ...: yes', 'same as part (a)'; right forms, wrong twins and
  // controls over the three lessons and seeds 0, 3, 7; 209 rows, known: see the file
  read_rows("tests/data/reader_answers_blind162.jsonl", rows);
  // round 162 phase C: its two rules' probes: an ordering or multi-select list of bracketed letters with a spaced slash
  // inside a choice's words ('(a) mixed precision / ZeRO') or a choice's word shortened ('tensor parallel', 'comm',
  // 'recomp', 'recompute', 'norm', 'proj'), with wrong twins (swapped entries, another pick) and controls (bare letters,
  // a three-letter 'mem'); a yes/no sheet then a remark after a spaced dash ('c)yes - ...', ' – ', ' — '), with wrong
  // twins (a false reason, another pick, a wrong size) and controls; an abbreviation's point ('incl.', 'excl.',
  // 'approx.') that ends no sentence for the scope reader ('112 GB incl. activations' wrong, 'excl. activations'
  // right) with controls; 32 rows, 1 known
  read_rows("tests/data/reader_answers_blind162_extra.jsonl", rows);
  // fix round 164 (white-box: choices named to rule them out; no phase A file): its phase C, a later sentence that
  // names choices only to rule them out (a negation, 'tiny'/'negligible', another side of the model's life, 'I
  // considered X too, but ...', a remark that opens with the other side, 'In training you'd add ...') with wrong twins
  // (a right choice ruled out, 'too'/'also'/'not only' adding the choice, 'add' on the asked side) and controls
  // (letters negated, "I'd" no letter d); 25 rows, 1 known
  read_rows("tests/data/reader_answers_blind164_extra.jsonl", rows);
  // round 165 phase C (no phase A file; a white-box fix of round 158's settled figures): a bare rate hedged with "~"
  // after "that's"/"it's" before the stated step time, a marked bare quotient or product before "≈"/"~" and its
  // result, a factor after "per <item>" ('memory per parameter grows 8x'), each with wrong twins (a wrong closing
  // figure) and controls (a unit-bearing '~113 s' after 'it's' stays the result; '16 bytes per param' is no factor);
  // and a settled pick after weighing ZeRO-1 ('I'd step up to ZeRO-3 (d)', known) with its control; 27 rows, 1 known
  read_rows("tests/data/reader_answers_blind165_extra.jsonl", rows);
  // round 166 phase C (white-box cleanup; no phase A file): the choice readers' emphasis stripper is now the yes/no and
  // numeric one, so a single '_' around picks is read ('_a_, _c_ and _e_', '_weights_, _KV cache_', '_b, d, a, c_'),
  // with wrong twins (a pick missing, an extra pick, an order swapped) and controls of the doubled markers and bold
  // ('__a, c, e__', '**b, d, a, c**'); controls of the merged hedge list ('approx. 8.75 GB (560 / 64)', 'ca. 35 GB:
  // ...') and buy verbs ('it buys memory with recomputation') with wrong twins; 30 rows, 2 known
  read_rows("tests/data/reader_answers_blind166_extra.jsonl", rows);
  // round 171 phase A (blind plain class: six readers, each answering every question and problem part of the three
  // lessons in their own voice, seeds 0-3: a terse lowercase backend engineer, a statistics student who shows each
  // multiplication, a startup CTO relating answers to cost, a Nigerian engineer in British English with spelled-out
  // numbers, a retired teacher in full sentences with doubts, a Kaggle competitor in shorthand; second tries as rows
  // of their own, problem parts with the reader's own earlier parts); 444 rows, 2 known
  read_rows("tests/data/reader_answers_blind171.jsonl", rows);
  // round 171 phase C: probes of its three rules with wrong twins and controls: a conclusion ', so a <noun phrase>'
  // ('so a bigger bill') is the article, no pick of (a) (a bare 'so a.' and 'So b.' still conclude); a count's noun
  // before 'a day' / 'an hour' ('745 steps a day') makes a rate, not one day (a bare 'about a minute' and '$2 an hour'
  // kept); a figure after '<count> <things> of' ('8 micro-batches of 16,384 tokens', 'eleven layers of 2 GB') is one
  // item's size, not the result; 28 rows, 0 known
  read_rows("tests/data/reader_answers_blind171_extra.jsonl", rows);
  // round 168 phase C (white-box fix; no phase A file): a 'Per micro-batch:' / 'For one micro-batch:' heading on the
  // working with the step's figure after it, wrong twins (one micro-batch only, a wrong product) and 'Per step:'
  // controls; 'so <quotient> is about <value>' with wrong twins (one forward's share, 2 forwards) and an '=' control;
  // 'k = ceil/sqrt/round(x) = N' before the share, with wrong twins; an other-model bracket whose asked model's figure
  // is said with 'would' ('the 70B's would be 1120 GB', 'for 13B it would be 208 GB'), wrong twins and a control with
  // the asked model first; a bare number closing such a bracket ('17.5 GB (that's for 32 workers; for 64 it's 8.75)')
  // with wrong twins and controls of the asked setting first; 35 rows, 0 known
  read_rows("tests/data/reader_answers_blind168_extra.jsonl", rows);
  // blind round 167 (long answers, third cast): paragraphs written as a message to a colleague, restating the question
  // first, numbered steps ending 'Final answer:' / '=>', weighing two candidates and naming the rejected one last
  // ('..., not c'), figures for other settings after the answer, and a disagreement with the book on something not
  // asked; every question type, seeds 0, 3, 7; 231 rows, 18 known
  read_rows("tests/data/reader_answers_blind167.jsonl", rows);
  // round 167 phase C: a conclusion's letters then a closing rejection of other letters after 'therefore', 'hence', 'so'
  // and a dash ('Therefore (b), not (c).', 'So b, c and d — not e or a.', 'a, b, d, e and not c or f', 'so a and not b'),
  // and a paragraph closing with a full order in letters after 'is', a line break or an arrow, or said backwards ('from
  // the heaviest change back to the lightest one. c, a, d, b'), each with wrong twins (a pick missing or wrong, two
  // items swapped) and controls (no letters before the dash; the short 'So b, not c.'); 27 rows, 0 known
  read_rows("tests/data/reader_answers_blind167_extra.jsonl", rows);
  // round 170 phase A (white-box: a pick or figure settled in a later clause after an earlier one was named): "...,
  // so I'd go to ZeRO-1 (b)", "my pick is b", "which makes it c", "I'll take d", "I'm going with 84 GB", "I land on
  // 98 GB" over choices, multi-selects, an ordering, figures and yes/no, with wrong twins (the later clause settles
  // on a wrong pick after naming the right one) and controls (a later clause that names a choice to reject it); 76 rows
  read_rows("tests/data/reader_answers_blind170.jsonl", rows);
  // round 170 phase C: its rules' probes: a pick settled in a later clause ('...; i'd pick c', 'With them, I'm going with
  // b', 'so my answer is c', "I'd choose (a)", "I'll settle on b", "so I'd step up to ZeRO-1", curly "I’ll go with b")
  // and the multi-select's picks after it ('...; my picks are a, c and e', "I'd pick a, b, c and d"), with wrong twins
  // (the later clause settles on a wrong pick) and controls (a later choice under 'if', denied, or taken back with
  // 'wait, no'); the merged settling list on figures ("without it I'd go with 84 GB", 'my answer is 24.5 GB', 'which
  // makes it 98 GB') and at the start ('I land on c', 'sticking to b', 'my picks are b, c, d') with twins, and "I'd use
  // 16 bytes per param: 112 GB" (no settled figure) with its twin; 38 rows, 2 known
  read_rows("tests/data/reader_answers_blind170_extra.jsonl", rows);
  // round 173 (white-box audit of rounds 163-166 and the lead's session-46 final read): choices named in a later
  // sentence to rule them out ('neither is about ...', '(plus its own KV cache)', 'not negligible', "you'd"/"I'd"), a
  // closing '<words>, <letter>.' and 'So <letter>: <gloss>' (with 'Not X, d.', 'The worst would be ..., d.', 'So b:
  // no'), lettered ordering entries with shortened words, yes/no sheets after a dash, 'fits once the activations are
  // dropped', 'incl.'/'excl.'/'approx.'/'ca.', a bare '~X' after "that's", 'per parameter' factors, 'call it N' and 'I
  // wouldn't call it N', 'not what's asked' beside fp16's digits, Markdown emphasis, hedge and rough-size words, buy
  // verbs, later settled answers; right forms, wrong twins and controls over the three lessons, seeds 0, 3, 7; 236
  // rows, known: see the file
  read_rows("tests/data/reader_answers_blind173.jsonl", rows);
  // round 173 phase C: its rule's probes, letters then a sentence break and a choice named by its own words with an
  // adding word ('a, c. Runtime buffers too.', 'a, c; also the runtime buffers', 'a, b. Recomputation as well.'), with
  // wrong twins (the same form adding a wrong choice: 'a, c, e. Gradients too.') and controls (a picked choice named
  // again, a restated choice with no adding word, a remark or a doubt answered no); and 'minor'/'trivial'/'unimportant'
  // ruling a choice out after a words-only list ('memory and communication; recomputation is minor' wrong,
  // 'memory, communication and recomputation. Tokenization is minor.' right) with a denied control ('not minor'); 31
  // rows, 1 known
  read_rows("tests/data/reader_answers_blind173_extra.jsonl", rows);
  // round 169 phase C (white-box fix of known false accepts; no phase A file): parallelism-splits' whole state said of
  // each worker/GPU/rank after the pick ('holds/keeps the whole', 'still keeps', 'a full copy', 'all the'), after
  // 'ZeRO,' or an alias as after the text, with right twins (a shard or slice each, the full copy denied or said of
  // plain DP, 'each worker still keeps its own shard', 'each GPU holds all the activations of its own micro-batch') and
  // wrong picks; checkpointing's choice parts with a reversed trade after the right pick ('less
  // compute', 'cuts the FLOPs', 'more memory', 'fewer flops') with right twins and controls (a comparison, a negation,
  // a buy verb); ' to buy ' read as ' to save ' by the asked-side reader ('it spends compute to buy memory'); 35 rows,
  // 0 known
  read_rows("tests/data/reader_answers_blind169_extra.jsonl", rows);
  // round 172 (blind, theme: typos and autocorrect in the words that carry the answer: 'optimzer', 'gradeints',
  // 'activatons', 'mater copy', 'KV cash', 'Zero 1', 'zer0-1', 'tensor parallel ism', '84GBb', 'c0' for 'c)', '(b'
  // without its close, joined words, caps lock) over every question type of the three lessons, seeds 0, 3, 7, with
  // wrong twins (a wrong figure, pick or reversed claim under the same typos); 275 rows, known: see the file
  read_rows("tests/data/reader_answers_blind172.jsonl", rows);
  // round 172 phase C: a unit symbol with its last capital letter doubled ('56GBb', '0.014 TBb', '280 GBB'), a
  // four-letter unit word a letter short ('byts', 'parm'), 'times' slipped ('tmies', 'tims'), the same slips in a
  // bytes-per-parameter follow-up ('840 GB, i.e. 12 byts per paramter'), 'c0' for 'c)' ('a0 c0 e0', 'a0, b0, c0'),
  // a yes/no with its last letter held ('yesss', 'nooo', 'nopee'), a number word of 5+ letters with one slip
  // ('sixten', 'fourtteen', 'forty eihgt'); wrong twins (a wrong figure, pick or verdict under the same slip) and
  // controls ('16 bits per param', 'GBs', 'there: 16 bytes ...'); 47 rows, 0 known
  read_rows("tests/data/reader_answers_blind172_extra.jsonl", rows);
  // fix round 174 phase C (white-box fix of the lead's session-47 false rejects; no phase A file): in the single-choice
  // reader, a later sentence that rules a choice out ('; the stats are ... not worse') or says it does more than asked
  // ('b. c also shards the gradients, more than the question asks', 'overkill'); a relative clause after a choice
  // ruled out with 'not' ('not DDP (a), which keeps everything on every GPU'); the verb 'frees'/'freed'/'freeing' no
  // longer names choice a's 'it is free'; with wrong twins (the ruled-out choice added with 'too'/'as well', said
  // right, or the pick itself wrong; 'always, it's free') and controls; 34 rows, 2 known
  read_rows("tests/data/reader_answers_blind174_extra.jsonl", rows);
  // white-box round 178 phase C (no phase A file; no reader widened): controls of the adding words ('too', 'also', 'as
  // well') now shared by letters_then_remark_adding ('a, c; e is also big') and letters_then_item_named ('a, c. The
  // runtime buffers too.'), each with its wrong twin (a wrong letter or item added); 20 rows, 0 known
  read_rows("tests/data/reader_answers_blind178_extra.jsonl", rows);
  // round 175 (white-box audit of the rules of rounds 167-174: letters then a closing rejection, a closing full order
  // said backwards, the settling phrases and a pick settled in a later clause, 'Per <thing>:' headings, 'so <quotient>
  // is about <value>', 'k = ceil(x) = N', 'would' of the prompt's setting, a bare number closing an other-setting
  // bracket, ', so a <noun phrase>', 'N steps a day', '<count> <things> of <figure>', a choice added with 'too', 'minor'
  // ruling out, whole state of each worker, reversed trades on checkpointing, unit/letter/yes-no/number-word slips, a
  // later ruling-out sentence, 'not DDP (a), which', 'frees'), right forms, wrong twins and trigger words in another
  // sense, seeds 0, 3, 5; 205 rows, known: see the file
  read_rows("tests/data/reader_answers_blind175.jsonl", rows);
  // round 175 phase C: a later sentence ruling a named choice out with an undenied leaving-out word ('The KV cache is
  // irrelevant here.', 'Activations are minor.') under a prompt that asks with a negation; a one-letter word of the
  // item's own text in a name added after the letters ("a, b, d, e; also Adam's v"); wrong twins (the ruled-out
  // choice added with 'too', an extra pick) and controls; 21 rows, 3 known
  read_rows("tests/data/reader_answers_blind175_extra.jsonl", rows);
  // fix round 176 phase C (white-box fix of older known false rejects among choices; no phase A file): in the
  // elimination reader, a choice ruled out by a colon and a one-word verdict ('So b: wrong.', 'c: no,', 'a: false')
  // and a pick closed by 'it is' ('a it is'); with wrong twins (the right choice ruled out, a wrong one settled on) and
  // controls (fits-80gb, whose choice c opens 'No': mark sheets); 18 rows, 1 known
  read_rows("tests/data/reader_answers_blind176_extra.jsonl", rows);
  // fix round 177 phase C (white-box fix of the known false accepts of rounds 167-174; no phase A file): 'I'd put it
  // at' / 'I'll put it at' as a settling phrase (quantity_detail::settling_phrases), so the figure it names after the
  // working is graded, not the first; right settles after a wrong first figure, wrong twins settling on a wrong figure
  // after a right one, 'I'd go with' the same, and controls ('the blog puts it at ...', another source's; the old 'I'd say';
  // 'with a master copy it would be 112 GB', a conditional aside); 15 rows, 1 known
  read_rows("tests/data/reader_answers_blind177_extra.jsonl", rows);
  // fix round 179 phase C (white-box fix of numeric false rejects; no phase A file): 'not what's asked' inside a
  // bracket holding its own figure sets that figure aside, not the answer before the bracket ('208 GB (the 26 GB of
  // fp16 weights alone isn't what's asked)', '[..., which is not what's asked]'); the figure named after 'not what's
  // asked is/would be/here:' is the one set aside ('280 GB ..., not what's asked is the 140 GB of bf16 weights');
  // wrong twins (the wrong figure answered, the right one set aside in the same forms) and controls (a figure before
  // the phrase set aside; "but that's not what's asked: 280 GB" answers after the colon; 'not what's asked is the 14
  // GB ...; the answer is 98 GB'); 16 rows, 0 known
  read_rows("tests/data/reader_answers_blind179_extra.jsonl", rows);
  // blind round 180 (plain class): six readers of the book (a CS undergraduate, a data engineer, a hardware engineer
  // writing GiB and powers of two, a Brazilian researcher with decimal commas, a product manager's hedges, a PhD
  // student's caveats) answer every question and problem part at seeds 4, 5 and 6, with second tries; 444 rows, 1 known
  read_rows("tests/data/reader_answers_blind180.jsonl", rows);
  // fix round 180 phase C: chat shorthand hedges after a figure ('16 iirc', '56 afaik', '14 GB ig'); '-ish' hyphened to
  // the unit ('840 GB-ish', '46 s-ish'); working in a bracket that ends 'per param(eter)' weighed as the coefficient
  // times the model size the prompt names ('7.8 GFLOP/token (2 + 4 per param)', '112 GB (2+2+4+4+4 per param)'); wrong
  // twins (wrong figures in the same forms, false per-parameter breakdowns '(2 + 2 per param)', '(2+2+4+4 per param)')
  // and controls ('16 tbh', '560-ish GB', '(6 × 1.3e9)', '(14+14+28+28)'); 30 rows, 0 known
  read_rows("tests/data/reader_answers_blind180_extra.jsonl", rows);
  // fix round 185 phase C (white-box fix of choice false accepts; no phase A file): a lone letter whose gloss (a
  // bracket, or the rest after a comma, colon or dash) names another choice's item ('c (the FP16 gradients)', '(b) (log
  // n)', 'c, the FP16 weights', 'a — the KV cache') or says another choice's whole claim and nothing else ('A (fp32 is
  // faster on tensor cores).', 'c (tensor parallelism)') is read as naming two choices; another choice's text said
  // word for word as the pick's reason ('when there is spare memory — b'); right twins (glosses of the letter's own
  // item, negated, longer or with a figure: 'c (4x the FP16 weights)', 'c (the FP16 weights are smaller)', 'A: O(sqrt
  // n)') and controls of the multi-select's gloss reader the rule now shares; 40 rows, 0 known
  read_rows("tests/data/reader_answers_blind185_extra.jsonl", rows);
  // blind round 181 (plain class: an Indian ML engineer, a German physicist, a hobbyist, an SRE, a Chinese graduate
  // student and a teaching assistant, each answering every question and problem part, seeds 7-9); 449 rows, 2 known
  read_rows("tests/data/reader_answers_blind181.jsonl", rows);
  // blind round 181 phase C (probes of its two rules and of a withdrawn third): a leading 'tl;dr' / 'TL;DR' / 'tl/dr'
  // label before a pick, a list or an order; 'as per ...' opening the reason after a one-choice lead; right forms,
  // wrong twins (wrong picks) and controls; false working right before the '=' that gives the figure ('12 × 7B = 98
  // GB', left known: the rule met old rows) with its right forms and controls; 45 rows, 7 known
  read_rows("tests/data/reader_answers_blind181_extra.jsonl", rows);
  // fix round 184 phase C (white-box fix of numeric false rejects; no phase A file): wall hours on a GPU count after a
  // determiner ('on the 64 GPUs', 'across all 8 GPUs'); a figure closing the answer after a colon or arrow that
  // follows a stated result ('= 280 GB: 1120 GB', '= 5.5 bytes/param -> 37.1 GB'); a range after the figure that holds
  // it ('29.2%, so roughly 25-33%'); wrong twins (a wrong GPU count, a wrong end of the chain, a figure outside its
  // range, a figure taken back) and controls; 26 rows, 0 known
  read_rows("tests/data/reader_answers_blind184_extra.jsonl", rows);
  // fix round 183 phase C (white-box fix of choice false rejects; no phase A file): a later sentence whose only
  // negation opens a short closing contrast keeps its head as the pick ('The price is wall-clock time, not worse
  // statistics.'), a contrast about the head's own choice still rules it out ('..., not worse'); a clause opening
  // with 'with'/'without' and a changed amount ('With unlimited compute, I'd pick d') is a condition for the
  // later-clause pick reader, 'with that in mind' and the question's own case still settle; wrong twins (the wrong
  // pick in the head, the wrong pick answered before the condition) and controls; the 'A:' answer label before one
  // choice's words other than (a)'s ('A: Wall-clock time, the micro-batches run sequentially') with twins ('A:
  // tensor parallelism, ...') and (a)'s own words kept; 45 rows, 6 known
  read_rows("tests/data/reader_answers_blind183_extra.jsonl", rows);
  // blind round 182 (themed: long answers, fourth cast): paragraphs by readers who explain by analogy first and answer
  // at the end, work through every choice in turn, catch a wrong first guess, answer then defend against an imagined
  // objection, compare with their own cluster first, or write a markdown mini-report; every question type, seeds 0, 3,
  // 7; 182 rows (98 right), 7 known
  read_rows("tests/data/reader_answers_blind182.jsonl", rows);
  // round 182 phase C: a figure in a sentence that opens on the reader's own system ('On our 16-GPU cluster ...', 'At
  // work we ...', 'In my serving setup ...') is said of that system, the later one is graded; an objection the reader
  // imagines ('Someone could say it saves compute', 'People will say', 'The objection that ...') is no claim of theirs;
  // 'instead of' in the prose before a closing full order offers no other answer; wrong twins (the other system's
  // figure kept, the trade reversed, a wrong closing order) and controls ('in our case', 'our answer', the only figure
  // said of work, 'I would say'); 30 rows, 1 known
  read_rows("tests/data/reader_answers_blind182_extra.jsonl", rows);
  // round 186 (white-box audit of rounds 181-185's choice rules: the 'tl;dr' label, 'as per' reasons, a closing
  // ', not Y' contrast, 'with'/'without' + a changed amount as a condition, the 'A:' label, a letter's gloss naming
  // another choice, an imagined objection, 'instead of' before a closing order; right forms, wrong twins, controls);
  // 145 rows, 9 known
  read_rows("tests/data/reader_answers_blind186.jsonl", rows);
  // round 186 phase C (a denial right before the reason word, 'a, not because FP32 is faster on tensor cores'; another
  // item ranked below the pick with the other pole's comparative, 'c since the FP16 weights take less'; the right
  // choice said with another spelled count, 'just one gradient computation'; 'as per' as a reason word; wrong twins
  // 'a because <c's claim>', 'c, because the FP16 weights are bigger', 'three gradient computations', 'a, as per
  // <b's claim>'; controls 'one after another', 'one gradient ... and one ...'; 'i.e.' / 'aka' opening a letter's
  // gloss, 'b, i.e. O(log n)' against 'b, i.e. O(sqrt n)'); 37 rows, 3 known
  read_rows("tests/data/reader_answers_blind186_extra.jsonl", rows);
  // round 187 (white-box audit of rounds 180, 182 and 184's figure rules): 'ig' / 'iirc' / 'afaik' after a figure,
  // '-ish' hyphened to a unit, bracketed working ending 'per param', a GPU count after a determiner ('on the 64 GPUs'),
  // a figure closing a colon / arrow chain, a range after a figure that holds it, a figure said of the reader's own
  // system; right neighbours, wrong twins and controls ('big', 'English', 'Answer:', 'our answer'); seeds 0, 3, 7;
  // 154 rows (before fixes: 0 false rejects, 7 false accepts, all fixed), 0 known
  read_rows("tests/data/reader_answers_blind187.jsonl", rows);
  // round 187 phase C: a bracket after the figure holding one number and its words ending 'per param(eter)' ('112 GB
  // (12 bytes per param)', '7.8 GFLOP/token (4 FLOPs/param)') is weighed as a per-parameter coefficient against the
  // model size the prompt names; right neighbours ('(16 B/param)', '(0.125 bytes per param)', '(3.5 bytes per param)'),
  // wrong twins (a coefficient that contradicts the figure, hedged '(~12 bytes per param)') and controls (a sum ending
  // 'per param', working not ending so, a bracket before the figure, a problem part whose prompt names no model size,
  // a bracket said of another setting: '208 GB. without the master copy (12 bytes/param) it'd be 156 GB'); a GPU count
  // after two or three determiners ('on all the 8 GPUs', 'across all of the 64 H100s') and its twins (the wrong count,
  // wall hours with no count); a range after 'in' that holds the figure ('29.2%, i.e. somewhere in 25-33%') and its
  // twins (a wrong figure its range holds, a range alone); 44 rows, 0 known
  read_rows("tests/data/reader_answers_blind187_extra.jsonl", rows);
  // blind round 188: a plain class of six phone readers (a commuter typing short lower-case answers with autocorrect
  // slips, a night-shift nurse writing whole sentences with emoji, a French student with decimal commas and Go, a
  // manager giving a number and a one-line reason, a retired engineer writing units in full and double-checking aloud,
  // a teenager writing 'idk maybe' before some answers), every question and problem part, seeds 0-2, second tries as
  // rows of their own; 302 rows, 2 known
  read_rows("tests/data/reader_answers_blind188.jsonl", rows);
  // round 188 phase C: 'idk' / 'dunno' / 'i dunno' before a pick, a list or an order is a shrug, the pick follows ('idk
  // maybe c', 'i dunno, a b and c'); a spaced dash after a figure with its unit before a product's first factor opens
  // the working, no range ('112 GB - 16 bytes x 7B params'); wrong twins (a wrong pick, list or order after the shrug,
  // two picks, a wrong figure before the same working) and controls ('idk' alone, 'not sure, maybe c', a range of
  // two figures in GB); 29 rows, 0 known
  read_rows("tests/data/reader_answers_blind188_extra.jsonl", rows);
  // round 189 phase C (white-box fix of free-text claims' false rejects; no phase A file): a rejected opening 'It's
  // not that X' ended at ', it ...' or ', it's that ...', its object carried to a bare verb of change, to 'it increases
  // it' and to 'more of it'; a later sentence on selective recompute set aside; wrong twins (the trade reversed in the
  // statement or before the selective remark) and controls (the dash cut, a variant comparison alone); 'nothing but X'
  // / 'nothing extra except X' as 'only X' with twins (the other concept named, 'nothing but saves memory'); 'the other
  // way round' after '?', '??', '!' or '?!' with reversed twins; 'X is the cost, Y the benefit' with reversed twins;
  // 42 rows, 0 known
  read_rows("tests/data/reader_answers_blind189_extra.jsonl", rows);
  // round 190 (white-box fix of rounds 180-184's rules): a 'with'/'without' clause before a settling phrase is a
  // condition only where it names a resource ('With more care, I land on b' settles; 'With more GPUs, I'd pick a' does
  // not); 'our 8 GPUs' where 8 is the question's count, and a figure found inside a longer one, are not the reader's
  // own system; a ':'/'->' chain carries only a figure of the stated result's dimension ('1.2e5 GPU-hours: 650 days',
  // '= 24.5 GB: 3.5 bytes per param'); per-parameter working read only against a whole-model figure ('24.5 GB (1 + 1
  // bytes per param)'); wrong twins and controls; 42 rows, 1 known
  read_rows("tests/data/reader_answers_blind190_extra.jsonl", rows);
  // round 191 (blind plain class: a terse grad student, an SRE writing log lines, a Spanish speaker, a lecturer,
  // an impatient reader with second tries, a voice-typing reader), every question of the three lessons, seeds 3-5;
  // 451 rows, 0 known (3 misgraded before the fixes: 2 FR, 1 FA)
  read_rows("tests/data/reader_answers_blind191.jsonl", rows);
  // round 191 phase C: a typed result then colon working whose '=' sub-totals are bare or another quantity ('29.6 %: 80
  // - 9 = 71 recomputed layers out of 3 x 80 = 240'), the same after a leading hedge word ('about 15 GB: ...'), 'N
  // bytes a/each param' as per parameter, the reversed claim that BF16 is more precise than FP32; wrong twins and
  // controls; 40 rows, 0 known
  read_rows("tests/data/reader_answers_blind191_extra.jsonl", rows);
  // round 192 (blind themed: answers pasted from tools: a Python line and its result, a spreadsheet formula, bc, raw
  // byte counts, GiB, markdown, LaTeX, a unit converter's output, a chat assistant's answer agreed or disagreed with),
  // every question type and problem part, seeds 6-9; 290 rows, 0 known
  read_rows("tests/data/reader_answers_blind192.jsonl", rows);
  // round 192 phase C: a per-parameter figure set right after the pick ('c (8 bytes/param)', 'c: 12 B/param', 'the
  // optimizer states, 16 bytes per param', 'c - 4 bytes/param') weighed against the choice's own figure, with controls
  // (a figure said of the weights in its own clause, both right figures, a wrong pick); a closing bracket that goes on
  // with the working from the figure before it ('16384 (x8 = 131072)', '560 GB (/64 = 8.75 GB)', '14 GB (times 1.5 = 21
  // GB)', '2.68 GB (x2 for K and V -> 5.37 GB)') with wrong twins (the same working to a wrong figure) and controls (a
  // bracket of one share, of a label, of the working itself); a per-parameter share said with 'each' or a factor ('c, 4
  // bytes per param each for m and v', 'c: 4 B/param x 2 moments') and its wrong twin; the bracket rule's guards (a
  // result said under a condition, '(x2 = 224 GB if fp32 grads)'; a unit conversion, '(x 1000 = 112000 MB)') with
  // twins; a figure apposed to the pick that names what it is of after it ('c, 4 bytes/param for m and 4 for v', 'for
  // the weights') and its twins ('for the optimizer states', 'of Adam state'); 47 rows, 1 known
  read_rows("tests/data/reader_answers_blind192_extra.jsonl", rows);
  // round 193 (blind themed, long answers, fifth cast): paragraphs by readers who state an assumption and check it,
  // scale a worked example, quote the book, list what they leave out, narrow a range, or add a caveat paragraph on
  // real systems; 196 rows, 8 known
  read_rows("tests/data/reader_answers_blind193.jsonl", rows);
  // round 193 phase C: probes of its rules: sentences opened as a warm-up, example, 'e.g.' or what-if set aside for a
  // later sentence's figure (with wrong twins whose example is right and answer wrong, and controls: a warm-up alone,
  // a check or an example after the answer); a range narrowed in a later sentence to a figure inside it (twins narrowing
  // to a wrong or outside figure; a range alone); a 'Caveat:' paragraph not graded (twins, and caveats that settle or
  // take back, which are kept); a choice tagged with its bracketed letter among choices named in words (twins
  // tagging a wrong choice, controls: a tag with 'or', a bare letter beside the tag, a denied tag); 50 rows, 3 known
  read_rows("tests/data/reader_answers_blind193_extra.jsonl", rows);
  // round 196 (blind themed: the misconceptions class: master copy or an Adam moment forgotten, per-GPU for whole and
  // the reverse, GB/GiB slips, fp16 bytes for fp32 state, 2N for 6N, all-reduce as N or 2N, checkpointing reversed,
  // n/2 for sqrt(n), false breakdowns and reasons beside right figures and picks, right answers taken back; with right
  // twins); 269 rows, 5 known
  read_rows("tests/data/reader_answers_blind196.jsonl", rows);
  // round 196 phase C: labelled parts of a whole-state breakdown weighed by their rows' bytes per parameter (':' and
  // '='), 'no, <reason>; <figure>' as a take-back, 'saves compute' after a recompute overhead, 'N bytes for each of m
  // and v' on the optimizer-state row, a per-parameter figure after 'since X are' in a pick's reason; right forms,
  // wrong twins and controls (a saving said against another policy, a figure said of the other items); 42 rows, 0 known
  read_rows("tests/data/reader_answers_blind196_extra.jsonl", rows);
  // round 194 (white-box fix of numeric false rejects): after the opening figure and a ';', a part said alone ('the
  // Adam moments alone are 560 GB', '14 GB is just the fp16 weights') is a remark; an opening '≈3×' or '4×' leads the
  // side-step reader; after a bare opening figure, the factors of a product ('16 seqs x 1024 tokens x 2') are working;
  // a byte symbol typed 'gn'/'Gv' is GB where bytes are asked; a bare opening figure with a bracket opening '(='
  // keeps its bracket as working; wrong twins and controls; 50 rows, 1 known
  read_rows("tests/data/reader_answers_blind194_extra.jsonl", rows);
  // round 195 (white-box fix of known false accepts; no phase A file): a share of the figure put down to the weights
  // with 'of which' against 2 B/param (4 with FP32/master named) times the model size, in GB, bare, or bytes per
  // parameter, with right twins, a sum of rows and a share in percent as controls; the graded whole said to be one
  // GPU's share split N ways or taken to the whole by a factor ('per GPU, /8 for the whole step', 'times 8 for the
  // node', 'x8 across the node' after GFLOP/token), with controls (plain DP, a denied split, the batch split, the
  // per-GPU hours with their count); a share 'of the forward (pass) alone/only' where the step's share is asked, with
  // controls ('of the training step, not of the forward alone', the forward's share beside the step's); 'with
  // (the) activations' closing the clause where the prompt counts the state before them, with controls ('with
  // activations on top', 'more with activations', 'without activations'); the part the prompt leaves out ('except
  // the FP16 weights') said to be in the figure ('including the fp16 weights', ', incl. the weights'), with controls
  // ('with the weights excluded', 'with the weights it's 112 GB'); one moment named alone ('for m only', 'v
  // only') where m and v are asked, with controls ('m and v together', 'not m alone'); 47 rows, 2 known
  read_rows("tests/data/reader_answers_blind195_extra.jsonl", rows);
  return rows;
}

json check(const row& r, bool reveal) {
  json req = {{"op", "check"}, {"question", r.q}, {"answer", r.a}, {"seed", r.seed}, {"reveal", reveal}};
  if (!r.previous.is_null()) req["previous"] = r.previous;
  return json::parse(handle(req.dump()));
}

}  // namespace

TEST_CASE("reader-answer corpus: every answer graded as a careful teacher would", "[reader_answers]") {
  const std::vector<row> rows = corpus();
  CHECK(rows.size() >= 400);
  int wrong_verdict = 0, wrong_kind = 0, known = 0;
  for (const row& r : rows) {
    if (!r.known.empty()) {  // a known misgrade: reported with its reason, not checked
      ++known;
      continue;
    }
    json res = check(r, true);
    INFO(r.file << " line " << r.line << ": " << r.q << " [seed " << r.seed << "] \"" << r.a << "\" -> " << res.dump().substr(0, 600));
    REQUIRE(res["ok"] == true);
    if (res["correct"] != r.correct) ++wrong_verdict;
    CHECK(res["correct"] == r.correct);
    if (!r.kind.empty()) {
      if (res["kind"] != r.kind) ++wrong_kind;
      CHECK(res["kind"] == r.kind);
    }
    if (!r.diagnosis.empty()) CHECK(res.value("diagnosis", std::string()) == r.diagnosis);
    CHECK_FALSE(res["feedback"].get<std::string>().empty());
  }
  INFO(wrong_verdict << " verdicts and " << wrong_kind << " kinds differ from the teacher's; " << known
                     << " known misgrades not checked");
  // blind round 8 left 10 of its own (each with its reason in the row), beside 5 from rounds 4-7;
  // blind round 9 left 28 false accepts (wrong claims in words beside a right number or pick);
  // blind round 10 left 6 more of that kind (a wrong reason or breakdown beside a right figure or pick)
  // and fixed round 9's '16 bytes per parameter including activations' (48 in all); the lead's probe
  // round 10 fixed round 9's '14 GB per GPU in FP32' and '280 GB for the BF16 weights' (46)
  // blind round 12 left none (its 12 misgrades were fixed by general rules)
  // blind round 14 left none (its 21 misgrades were fixed by general rules); blind round 15 left 5 (a
  // comparison or restated share after the figure, a follow-up clause naming another item, an opening
  // "no" taken back by what follows, a reversed second claim after a factor; each with its reason)
  // blind round 17 left 2 (a single thousands dot the project's policy asks about, a German number
  // word; each with its reason)
  // blind round 18 left 1 (an essay that rules choices out in prose around its pick; with its reason)
  // blind round 20 left 2 (a hedged second figure under a condition of its own, read as an aside; an
  // opening "no" followed by another choice's claim; each with its reason)
  // blind round 21 left 4 (a wrong reason or figure beside a right pick or yes/no that the claim and figure
  // checks cannot tell from a paraphrase; each with its reason)
  // session 29 found 3 older known rows graded right ('vierfach', 'a-d', a conditional pick) and checks them
  // blind round 27 left 40 of its own (21 right picks with a wrong reason in free words, which the choice
  // grader does not grade unless it names another choice whole; 19 short answers with a wrong side claim
  // about an item the question has no concept for, a factor in a form the factor reader does not read, or
  // a negator word inside the wrong phrase; each with its reason) and 1 control row ('c and a <noun> too'
  // without a comma, read as the list (c), (a))
  // audit round 26 left 5 false rejects (a stem shared by two choices, an amount word of the noun after the
  // pick's, a short answer the claim reader splits wrongly, a comment clause on a left-out choice in words,
  // 'as the last resort'); its phase C left 3 it found graded so before the round
  // (a correction in brackets read as an aside after 'with', an added letter with an unread predicate, 'a
  // isn't needed either' under a negated prompt); each with its reason
  // blind round 28 left 1 (a check-1 answer whose questions answered 'No.' are retracted as self-corrections
  // with the subject they name; with its reason)
  // blind round 30 left none of its own rows; its phase C control rows left 1 (a multiplier typed as a spaced
  // '×' sign, read as a bare count; with its reason)
  // audit round 31 left 21 (13 of its 35 misgrades before the fixes: two-branch answers whose case needs the
  // prompt's own case matched, a lead pick before a 'but' clause, a quoted rejected choice, 'besides X ...
  // none', a comment on left-out choices under a negated prompt, 'without it ... / with it ...', a numbers-only
  // check-3 answer, 'x alone is enough' with 'enough' read as the glossary's 'ample', and 3 false accepts: a
  // word shared with a choice's explanation, an 'it' subject, a factor without sides; 6 phase C rows graded so
  // before the round (two of them a figure-per-item contrast on biggest-item), and 2 phase C controls with
  // 'O(1)', which the wrong-scaling patterns cannot see as words); each with its reason
  // blind round 29 left 1 (a letter with a gloss that states another choice's condition in one word; with
  // its reason)
  // audit round 33 left 10 (8 of its 304 rows: 'O(1)' twice, a 'Compute:' label, an ordering's gloss,
  // swapped words, 'the rest is stored', 'needed for both', the 'micro-batches' alias; 2 phase C rows: a
  // negator as a relative clause's subject, a pseudo-cleft 'what's bought'), each with its reason
  // blind round 34 left 15 of its rows (multi-selects read no reasons, yes/no parts only their own wrong claims; wrong figures in a
  // reason; wrong mechanisms a short answer's vocabulary has no concept for; negators inside the wrong claim
  // itself) and 2 phase C controls (a 'without' condition with the verb as the mention, a counterfactual
  // without if/unless); each with its reason
  // audit round 36 left 17 (16 of its 407 rows, 1 phase C row: mostly the choice reader reading a reason's
  // words as another choice before the reason reader runs, attribution restrictors ('not just', 'only
  // until'), a multi-select comment's truth, 'in exchange for' after a gain; each with its reason)
  // audit round 40 left 19 (17 of its 295 rows, 2 phase C rows: figure choice among an answer's breakdown,
  // claims said of another layout or in a concession/condition, list-embedded objects, the article after a dash;
  // each with its reason)
  // audit round 43 left 5 (of its 410 rows; phase C none): see the rows' "known"
  // blind round 45 left 2 (1 of its 440 rows, 1 phase C control): an exclusive "X and nothing else" in a fits
  // reason; a verb's second listed object ("shards the optimizer states and the gradients")
  // blind round 46 left 2 (row 108 and its phase C twin: a reversed ratio "8 times less ... so it fits" after
  // right per-parameter figures): + 2
  // blind round 49 left 4 (of its 558 rows): a JSON boolean answering a choice, the CLI's "(weights +
  // activations)" said of serving, choices named by CLI commands, CLI row labels before explicit letters: + 4
  // blind round 48 left 13 of its 412 rows (phase C none): choice words in a multi-select's remark, a
  // derivation after the result, bracketed and comparand figures, another model's figure, false reasons and
  // margins said without figures or verbs the claim readers know; see the rows' "known": + 13; − 3 graded right
  // once rounds 48 and 49 were merged ("not less weight memory" after the trade, "no wait (107.8 GB)", "b, though
  // really it is always worth it": round 48's wrong claim even_spare)
  // blind round 51 left 6 of its 474 rows (phase C none): a sum after "makes" read over the answer, a doubted
  // pick before ";", "not c, b" after an adverb, seven words around a lone pick, a negated gain in a bracket,
  // a flag after "without"; see the rows' "known": + 6; and 2 of the 42 probe rows written after grading in its
  // extra file (a bracketed fraction after a factor read as a product, "fewer" after a bracket read against
  // compute): + 2
  // round 52 (white-box repair) left 2 of the lead's 9 answers: a single figure labelled with the case not chosen
  // ('3.33 GB without checkpointing'), a comparison whose comparand a modal follows ('less than DDP would send'): + 2;
  // − 1 graded right by its rule for remarks on left-out choices (round 48's "(b, c, d); the weights are shared with inference"),
  // − 1 by its rule for a pasted fits field answering a yes/no choice (round 49's '{"fits": false}'), − 1 by its rule for
  // an '=' inside the bracket after an equation's result (round 48's '= 15 GB (the 2*sqrt(64) = 16 GB bound ...)'); − 6
  // older rows graded right by round 52's rules (remarks on left-out choices under a negated prompt: rounds 31, 33,
  // 36 (2), 39; "I don't see why it wouldn't": round 47)
  // blind round 53 left 6 (4 of its 666 rows, 2 phase C controls): remarks on left-out choices under a negated
  // prompt (2), a rate's 'per parameter' not carried to a sum's first terms, a formula's symbols before the
  // result, 'K = 4' read as an equation's result, 'more activations are recomputed' read as more memory: + 6;
  // − 1 graded right by round 52's rule for remarks under a negated prompt (row 410, "...; the weights are shared
  // and the KV cache is inference only"); − 1 by the lead's modal after a comparand (round 52's row 7, "23.6 GB,
  // which is less than DDP would send")
  // blind round 54: + 3 (2 multipliers before an equality said of a pick, unchecked against the sizes; 1 factor
  // answer with a bare '1x' labelled with the prompt's case); − 2 older rows graded right by its rules (blind26_extra
  // row 85 "b, c, d; a isn't needed by inference either": a negated remark names a; blind51 row 164 "as you can see
  // from the table, c": eight pick words); blind round 55 left none; − 1 graded right by its negated subject of
  // "recomputed" (blind44 row 379, "it keeps every activation so nothing is recomputed")
  // blind round 58: + 39 (38 of its 441 rows, 1 phase C control): wrong reasons before a colon or dash that state
  // another choice's claim (12), vouching words outside the list (5), negated subjects of 'recomputed' in another
  // sense (3), figures, remarks and brackets read as the answer (8), and others listed in the rows
  // blind round 59 left 13 (11 of its 346 rows, 2 of its 116 phase C controls): a hedged figure's bracketed working
  // unchecked (4), '1.3x (4/3)' read as a product, asides after ';' read as the result (3), 'but in practice X with
  // ...', 'speed (...) for memory' (2), choice a's text in a reason read as the pick, no wrong claim for an
  // FP32-backward reason: + 13; − 2 at its merge (rows 338 and 340, a reason before the pick and a dash or colon,
  // graded right by the lead's reading of that form); + 1 (the lead's 'c, 112 GB of weights', accepted since round
  // 59 narrowed that wrong claim's synonyms)
  // blind round 60 left 4 of its 749 rows and 1 phase C control (a 'but' clause that denies the memory gap): a
  // justification's last number after a full stop, autocorrect's "wait's", a false remark after a right figure,
  // 'oh it's 6.74B: 107.8 GB'; see the rows' "known": + 5; − 1 at its merge (blind36 row 277, '280 GB; you'd add that
  // on top of the 140 GB of BF16 weights', graded right by round 60's 'on top of' comparand)
  // blind round 67 left 16 of its 466 rows and 2 phase C controls known: false labelled remarks not checked (9), a
  // pair of totals or a remark read over the unlabelled answer (4), "but with/counting X it's Y" read as an aside (3),
  // a correction bracket with a label: + 18
  // blind round 64 left 3 of its 550 rows and 3 phase C controls: a chain of '=' results read at its first match,
  // an equation's result before a further division, '->' read as 'more than', 'x1.75' not read as an operation, a
  // gloss's per-parameter bytes; see the rows' "known": + 6
  // audit round 63 left 4 of its 578 rows and 2 phase C controls: ', plus X, <sum>' where the question asks the term
  // (2), 'no 112 is for 7B; ... 48 GB', check-4's 'just weight memory', '16 B, so
  // 112 GB' and 'memory stays at the micro-batch's'; see the rows' "known": + 6
  // blind round 70 left 3 of its 298 rows known: 'remat' as a choice, a free-text reason for a choice, a wrong
  // 'yes, but' after a right reason; see the rows' "known": + 3
  // blind round 73 left 6 of its 402 rows known: a scale-up to 32 layers, bracketed products (2), another
  // component's figure, check-1's side figures, check-3's wrong per-parameter count; see the rows' "known": + 6
  // blind round 74 left 20 of its 466 rows and 2 phase C controls known: footnote scopes and false reasons not
  // checked (8), remarks on left-out letters without a word of exclusion or in words (6), an ASCII '->' before the
  // worked result (2), a check after '=', a bracket's prose bounds, a gloss naming two items, 'each of m and v',
  // working with a unit inside, 'Missed the buffers:'; see the rows' "known": + 22; − 3 once 'for the whole ring' and
  // 'for all 8 GPUs together' were read as totals (rows 155, 160, 416); − 1 once notes per item on one line were read
  // (row 177); − 1 once 'irrelevant' excluded in a remark on left-out letters (row 188); + 1 phase C control for
  // it (a sentence after the list that adds a letter is not read)
  // blind round 72 left 10 of its 552 rows known: Chinese-language short answers (4), a restated question read as a
  // negation, a choice or a figure (3: 'does not need', 'state per GPU', 'from 2048 to 4096'), an order in the
  // choices' words, '~2 for inference versus ~16 for Adam', a Markdown list with reversed figures; see the rows'
  // "known": + 10
  // blind round 75 left 3 of its 416 rows and 2 of its 68 controls known: a pronoun for the dropped report's subject,
  // 'So a, b, d, e (not c or f)', a report adopted after the reader's figure, 'double'
  // read as a factor after the figure, a same-state claim outweighed by 'activations differ'; see the rows' "known": + 5
  // blind round 77 left 19 of its 358 rows known: the side-step rule on 'halved six times ... leaves', 'so 70B would
  // be' and 'with 6.74B that's Y' after a cited page figure (3); older readings: chains whose opening intermediate
  // figure is read (11), a pick named in a counterfactual, choices and items read from the words (3), a relative
  // clause not read as the answer to 'which one' (1); and 3 of its 35 controls (a bare 'with the <term> that's Y' in
  // a problem part, misread the same before its rule); see the rows' "known": + 22
  // blind round 80 left 2 of its 340 rows known: a lone thousands dot ('ca. 124.000 GPU-Stunden') with no working
  // or decimal comma beside it, asked about rather than read as a German writer means it; see the rows' "known": + 2
  // blind round 81 left 13 of its 317 rows known: side steps after an answer that opens with working (the side-step
  // reader works from an opening figure), statements the chain readers do not take (a bare 'is' with no 'times'),
  // a side sum with a figure in its term, a wall-clock figure beside GPU-hours, and three revisions or conversions to a
  // wrong end; see the rows' "known"; and 2 of its 71 controls (a
  // chain from a 'per GPU' figure to a sum said without it, in a per-GPU question): + 15
  // blind round 82 left 32 of its 321 rows and 3 of its 68 controls known: chain terms in other words than the prompt's
  // ('the second moment', 'the variance', 'K of them', 'the whole batch', 'V' of 'KV', 'the all-gather') or named only
  // in its scene (11), side remarks read through a misconception or an older reader (8), number-format-only terms (2),
  // per-GPU figures restated after 'so' (3), a lead-in before the opening figure (2), an appositive or a negation after
  // the prompt's words (2), a false reason and a coincidental working not checked (2), a sum after '=' or 'come to', a
  // prompt that never names the weights, a participle term, a count of tokens (5); see the rows' "known": + 35
  // blind round 83 left 8 of its 340 rows known: Portuguese claims in short answers (3), 'mil' read as the English
  // slang for million (2), a lone thousands dot, the Portuguese 'e' where (e) is a choice, a reversed trade named to
  // reject it; see the rows' "known": + 8
  // blind round 85 left 3 of its 378 rows known: a letter before 'would <verb>' dropped where a later clause names
  // other items, a false reason and a wrong figure in check-3's short answer not read; see the rows' "known": + 3
  // blind round 88 left 15 known (14 of its 384 rows, 1 of its 76 phase C rows): false reasons beside a right pick
  // (4), check-3's figures or contrast with the subjects swapped (5), accumulation's cost reversed or denied (3), a
  // passive 'memory is gained', a bracketed comparand figure; see the rows' "known": + 15
  // blind round 86 left 5 of its 340 rows known and 1 of its 50 phase C rows: a letter's contradicting text, a short
  // answer as a mark sheet, Turkish verb-final trade words, the Italian 'e' where (e) is a choice, a false reason after
  // a right figure, a two-item gloss before three letters; see the rows' "known": + 6
  // lead session 39: a negator named as a word ('I missed the word not:') is no label before a revised list, and a
  // conclusion that rules letters out then lists the picks ('so not a; b, c, d') is read as that conclusion: 3 rows
  // of rounds 77, 78 and session 37's probes graded right now, un-marked: - 3
  // lead session 39: the answer's opening list of letters as the subject of 'would <verb>' ('b, c, d would page; ...')
  // keeps its last letter: blind85 row 192 un-marked: - 1
  // lead session 39: probes of round 88's rules met 2 older false accepts (check-3's subjects swapped in 'Unlike
  // training, which ...' and 'Serving can't: it needs ...'); see the rows' "known": + 2
  // blind round 90 left 19 of its 378 rows known (the 'would never' list, a description before 'so <letters>', a
  // true belief rejected, un-negated 'can do without', 'can't do without' of a technique's cost, chain terms without
  // their own figure or not in the asking clause, side remarks after the answer); see the rows' "known": + 19; its
  // phase C left 3 of 93 known (the same chain limit, 'Some say' without 'people', an older figures-compared reading
  // of a wrong pick): + 3
  // blind round 92: Chinese short answers read through chinese_terms_in_english: blind72 rows 18, 22, 55 graded right
  // now, un-marked: - 3; its phase C left 2 of 51 known ('it costs about 25% more' with no compute word, a trailing
  // 'and the optimizer ...' after '~2 for serving' said of serving); see the rows' "known": + 2
  // lead session 39: a bytes-per-parameter figure said of the subject a wrong claim gives the claim's concept is no
  // evidence for the claim ('Serving holds ~16 bytes/param' had met 'training keeps ~16 bytes/param'): 3 rows of round
  // 88 and the lead's probes un-marked (- 3); its probes met one older form, 'For serving, ~16 bytes/param' (+ 1),
  // then read (a fronted 'for <subject>,' names the figure's subject: - 1); one more older misread met by those
  // probes, items after 'for serving, 2:' said of serving (+ 1); probes of round 88's reported beliefs met a cost
  // retracted after 'but actually it's free' (+ 1)
  // lead session 39: probes of round 89's rules met its known arrow form once more ('O(sqrt n) -> O(n)'): + 1
  // - 2 (fix round 120: a correcting bracket whose reason holds its own bare number, '35 GB (oops, that's for 16: it's
  // 4.375 GB for 128)', retracts the figure before the bracket: blind115 rows 131-132 un-marked)
  // - 1 (fix round 120: a bracket after a comparison's other side, '29%, less than a full extra forward (33%)', gives
  // that side's figure, not the rough head's precise value: blind88 row 272 un-marked)
  // - 1 (fix round 120: 'training state' names a whole in a labelled pair, '14 GB for the weights, 112 GB for the full
  // training state', not another subject: blind115 row 22 un-marked)
  // + 2 (blind round 120: phase C met a bare count after 'with' in a correcting bracket ('35 GB with 16') and three
  // widths with the middle ones bare; see the rows' "known")
  CHECK(known <= 683);  // 57 before session 30: + 41 (round 27), + 8 (round 26), + 1 (round 28); session 31: + 1
  // - 2 (round 193: a paragraph read as several picks where one choice carries its bracketed letter takes that letter:
  // blind158 row 158 and blind167 row 72 un-marked)
  // + 11 (round 193: 8 of 196 phase A rows and 3 of 50 phase C rows: a letter range in brackets inside prose, a false
  // 'i.e.' breakdown, a later settled figure after 'so each one holds' or 'but ... 8x that', symbolic working read as a
  // formula, a full-peak figure before the MFU case, a rejected choice's letter read as the pick, 'Take the 7B:' read
  // as the answer, and 3 pre-existing misreads of a first clause's words as the pick; see the rows' "known")
  // + 5 (round 196: 5 of 269 phase A rows: claims beside a right figure or pick that are not weighed: what accumulation
  // buys, a forward/backward FLOPs split said the other way round, 'O(n/2) instead of O(n)' for the pick's O(sqrt
  // layers), what the KV cache grows with, '2N' after 'i.e.'; see the rows' "known")
  // - 3 (round 194: after the opening figure and a ';', a clause whose figure is said of one part by itself ('the
  // scores alone grow 4×', '14 GB is only the weights we leave out') is a remark, and the opening figure may be a
  // multiple typed '3×' after '≈': blind50 row 46, blind84 row 190, blind150 row 54 un-marked)
  // - 1 (round 194: the same part said alone after a comma that closes a step of working, '112 GB; minus the 14 GB of
  // weights, the bookkeeping alone is 98 GB': blind90 row 253 un-marked)
  // - 1 (round 194: after a bare opening figure, a factor of a product ('8 seqs x 2048 tokens x 4 steps') is working,
  // its unit no longer setting the bare figure aside: blind188 row 159 un-marked)
  // - 1 (round 194: a byte symbol typed with the key beside 'b' on its row after G, T, M or P ('14 gn', '14 Gv')
  // is read as GB where the question asks bytes: blind188 row 4 un-marked)
  // + 1 (round 194 phase C: a bare opening figure, then working labelled 'per micro-batch' ending '= 16,384 tokens':
  // the working's typed result still sets the bare figure aside; see the row's "known")
  // - 2 (round 186: the right choice said with another spelled count ('one gradient computation' against (a)'s 'two
  // gradient computations') is its claim changed: blind9 row 73 and blind88 row 152 un-marked)
  // + 12 (round 186: 9 of 145 phase A rows and 3 of 37 phase C rows: an imagined objection whose words are still read
  // as a pick or whose rebuttal is not weighed (4), a conditional pick before 'But the answer is b', a remark under a
  // changed amount read as the pick's reason, a gloss by ratio ('half the size of ...') or after 'it's like' naming
  // another choice, 'O(1)' not read as (d)'s item in a gloss, an order settled with 'I first wrote ... but instead it's', a reversed comparative
  // in a reason, a reason opening on 'nothing'; see the rows' "known")
  // + 2 (round 188: a unit symbol typed with a phone slip ('14 gn') is left unread; a bare result said first and then
  // working whose factors carry nouns ('65,536. 8 seqs x 2048 tokens x 4 steps.') reads the given '2048 tokens')
  // - 1 (round 189: 'X is the cost' / 'X the expense' names X's cue as 'X is the price' does (post_cue): blind151_extra
  // row 21 un-marked)
  // - 1 (round 189: 'the other way round' after a question or exclamation mark (or a run of them, '??', '?!') turns
  // round the sentence before the mark, as after a full stop: blind142 row 12 un-marked)
  // - 1 (round 189: 'nothing but X' / 'nothing (extra) except X' before a noun is read as 'only X' ('It costs nothing
  // but FLOPs'); before a verb or pronoun ('costs nothing but saves memory') it is kept: blind136 row 317 un-marked)
  // - 2 (round 189: a later sentence opening 'Selective recompute ...' or 'With selective ...' compares two kinds of
  // recompute ('for less compute', 'a fraction of the compute') and is dropped where the answer without it is right:
  // blind131 rows 89 and 236 un-marked)
  // - 3 (round 189: a rejected opening 'It's not that X ...' also ends at a comma before a new clause with 'it' as its
  // subject, and a statement's own "it's that" is dropped; the opening's object is carried to a verb of change left
  // without one or with the pronoun 'it' ('it increases, ...', 'it increases it - ...') and to a comparative's 'more
  // of it': blind129_extra rows 16, 17 and 94 un-marked)
  // - 9 (round 185: a lone letter whose gloss (a bracket, or after a comma, colon or dash) names another choice's item
  // ('c (the FP16 weights)', 'b (log n)', 'c (tensor parallelism)') or says another choice's whole claim and nothing
  // else ('a (FP32 is faster on tensor cores)') names two choices; another choice's text said word for word before
  // the pick ('When there is spare memory: b') is read as its claim: blind66 rows 465, 471, 476, 477, 492, 497, 522,
  // blind58 row 40 and blind62 row 298 un-marked; blind66 row 487 'a (only y is needed)' stays known, its reason
  // reworded)
  // + 9 (round 181: a decimal-comma figure '1,074 GB' that its own working (2³⁰ B) settles is still asked as ambiguous;
  // '98 GB = 14 × 7B' reads the working after '=' (its lone B as bytes) as the answer's figure; false working before
  // the '=' that gives a right figure ('12 × 7B = 98 GB') is not checked (7 rows); see the rows' "known")
  // - 7 (round 184: wall hours on a GPU count after a determiner, '~6,100 hours on the 64 GPUs', are GPU-hours; a figure
  // with a unit closing the answer right after a colon or arrow that follows a stated result, '= 280 GB: 1120 GB',
  // '= 5.5 bytes per parameter: 37.1 GB', '= 1.5 B -> 5.5 B/param -> 37.07 GB', is the chain's result; a range after
  // the figure that holds it, '29.17%, i.e. somewhere between 25% and 33%', glosses it: lead47 rows 200 and 203,
  // blind81 row 127, blind98 rows 48 and 151, blind58 row 336, blind139 row 38 un-marked)
  // - 2 (round 183: the 'A:' answer label before the words of one choice other than (a) is dropped, 'A: Wall-clock
  // time, the micro-batches run sequentially', 'A: not on a single 80 GB card': blind136 rows 11 and 20 un-marked)
  // + 1 (round 183 phase C: 'A: O(sqrt n), ...': a choice's O() text after the label is no word, the label still read
  // as (a); pre-existing)
  // - 3 (round 183: a later sentence whose only negation opens a short closing contrast keeps its head as the single
  // pick ('It costs wall-clock time, not worse gradient statistics.'); 'With unlimited compute, I'd pick d' is a
  // condition for the later-clause pick reader: lead47 rows 235, 236 and 240 un-marked)
  // + 5 (round 183 phase C: a first sentence naming another choice with no word of ruling out ('Memory stays where it
  // was.') is still read as a pick beside the contrast's head; a conditioned choice named by its O() name beside the
  // pick's ('O(sqrt n); with infinite compute I'd go with O(1)') is read as two picks by an earlier reader)
  // + 8 (round 182: long answers left misread, see the rows' "known": a walk through the choices with a dash or the
  // choice's words before its verdict ('a — plausible, but ...', '(a) memory: no, it saves memory') and the closing
  // letter not reached; 'I first put 6 × 7 = 42, but ...' (the '=' hides 'first put'); a chain carried on after 'but then
  // ×2 ..., so the count is N'; 'tight' in an imagined objection read by the slim-margin reader; '**Answer: 56 GB**'
  // before per-item bullets; 'it hurts the gradient statistics' not read as the wrong cost)
  // - 1 (round 182: a sentence that opens on the reader's own system ('On my run ...', 'at work', 'our cluster') says its
  // figure of that system: blind163 row 113 un-marked)
  // - 2 (round 179: 'not what's asked' inside a bracket that holds its own figure sets that figure aside, not the one
  // before the bracket ('112 GB (the 14 GB of fp16 weights alone is not what's asked)'); 'not what's asked is the 140
  // GB' sets aside the figure after the phrase, not the one before it: blind173 rows 147 and 228 un-marked)
  // + 2 (round 171: 'Weights we pay for either way.' after a list names the set-aside weights and is read as a pick;
  // the one-letter abbreviations 'w, g' for weights and gradients are not read; see the rows' "known")
  // - 1 (round 168: an other-setting bracket whose asked setting's figure is a bare number closing it, '4.375 GB (that's
  // for 128 workers; for 64 it's 8.75)', gives that figure: blind162 row 121 un-marked)
  // - 3 (round 168: 'so 0.875/3 is about 29.2 %' gives the marked quotient's value after 'is' as the result; 'A step
  // is 3 forwards, so ...' does not scope the conclusion to the step; 'k = ceil(5.66) = 6' defines the symbol, its
  // argument and value are no result; the asked model's figure said with 'would' in an other-model bracket ('the 13B's
  // would be 208 GB') is no what-if: blind163 rows 40, 43 and blind162 row 124 un-marked)
  // - 1 (round 168: a sentence headed 'Per micro-batch:' (or 'For one layer:') is said of that one thing, as 'Each
  // micro-batch has ...': its figure is no result of the step's tokens: blind163 row 30 un-marked)
  // - 1 (round 167: a paragraph closing with a full order in letters alone settles on it (closing_full_order):
  // blind158 row 260 un-marked)
  // + 18 (round 167, long answers third cast: 18 of its 231 phase A rows: a settled pick or figure after a first
  // thought or the working ('I'll say b:', 'I'll go with ...: 40.6 %', "so I'd put it at 60 GB"), a what-if figure read
  // over the answer ('against int8 serving 16×', 'would be closer to 8 × 7 = 56'), choices named in a remark or a
  // disagreement read as picks ('a smaller batch loses the statistics', 'almost always on', 'ZeRO-2 adds gradients',
  // 'Buffers are small change'), a restated 'does it fit' read as a yes, and false accounts of a right pick not checked
  // ('stored twice', 'spends memory to save FLOPs'); see the rows' "known")
  // + 29 (round 173: 29 of its 236 phase A rows: a words-only list's ruled-out or not-negligible remark misread (7), a
  // leading 'So b: no' read as the pick and false 'So a:' glosses with no claim cue (6), lettered ordering entries with
  // a reader's own gloss or 'memory' (3), 'that leaves N GB for activations' said first (2), later settled picks losing
  // to the first (2), a reversed trade, a relative clause's cost and a false reason the readers lack cues for (3), 'not
  // what's asked' after or inside its figure (2), added names with a reason after them (2), a wrong size after a
  // sheet's dash, 'incl.' a false part; see the file's "known" fields)
  // - 1 (round 173: 'minor', 'trivial', 'unimportant' are leaving-out words of the ruled-out remark reader: its phase A
  // row 'memory and communication; recomputation is minor' un-marked)
  // + 1 (round 173 phase C: 'memory and communication; recomputation is not minor', a denied leaving-out word after a
  // words-only list, which the list reader cannot read as a pick; see the row's "known")
  // - 1 (the lead, session 46, at the merge: round 162's phase C row 16, 'a)no b)no c)yes - it fits once activations are
  // dropped', is rejected by the fits pick's new 'fits once ... dropped' claim words)
  // - 1 (the lead, session 46: 'fits once/when the activations are dropped' is the fits pick's wrong claim, as 'fits if
  // you drop the activations' was: blind15 row 126 un-marked)
  // - 6 (round 164: after the picks, a later sentence that names choices only to rule them out ('The KV cache is an
  // inference thing and the tokenizer vocabulary is tiny and not a memory category', 'I briefly thought the KV cache
  // belonged in the list too, but that's an inference thing ...', 'Of these, inference only needs the weights (plus
  // its own KV cache)', 'the runtime buffers are small enough to ignore', 'Runtime buffers are negligible') is a remark,
  // not a pick: blind158 rows 9, 63, 65, 66, 172 and blind36 row 322 un-marked)
  // + 1 (round 164 phase C: 'I first thought the KV cache didn't belong, but training keeps one too', the 'but' clause
  // names the choice only by 'one', so the first thought's negation stands; see the row's "known")
  // - 3 (round 165: a bare '~1.5e15' after "that's" is the figure's own hedge, no working's result, before 'about
  // 113.3 s'; a marked bare quotient before '≈' and a figure is working ('8.1e22 / 1.87e14 ≈ 4.33e8 GPU-seconds, about
  // 120,300 GPU-hours'); a factor after 'per parameter' is no per-item figure ('memory per parameter grows 8×'):
  // blind158 rows 79, 121, 124 un-marked)
  // + 1 (round 165 phase C: 'with ZeRO-1 ...; I'd step up to ZeRO-3 (d)', a later settled pick that loses to the
  // first-named choice, as blind158 row 105; not traced in the time)
  // + 3 (round 156: 'Beyond the weights, training carries ...' (the set-aside weights read as a pick), 'give up some
  // memory to gain speed' (a reversed trade whose 'to gain speed' goes unread), and an ordering's lettered entry with
  // 'memory' in it that the lettered-entries reading misses; see the rows' "known")
  // + 6 (round 155: 6 of its 205 phase A rows: one-sided reversed claims after the right letter on the checkpointing
  // trade's choice parts, which carry no concepts ('b, it frees up compute', 'b: less compute', 'b, saves flops'),
  // reversed trades with cues asked_side_of_trade lacks ('sacrifices ... gains', 'pay in ... win back'), and a false
  // claim under 'would' after a yes/no sheet, left alone as a supposing clause; see the rows' "known")
  // + 22 (round 158, long answers: choices named in a sentence that rules them out read as picks ('the KV cache is an
  // inference thing', 'X also removes them but ...', 'neither is about ...'; 9 rows), a later settled pick or figure
  // losing to an earlier one ('so I'd go to ZeRO-2 (c)', '..., and that's my answer'), a unitless rate or a division
  // read before the closing figure ('~1.5e15', '8.1e22 / 1.87e14'), a closing letter order losing to the prose's, a
  // false breakdown of the asked 16 B/param; see the file's "known" fields)
  // - 1 (the lead, session 45: ' each ' is no supposing word in with_contradicted_size, 'no, the state is 28 GB each' a
  // wrong size of the one GPU's state: blind151_extra row 33 un-marked)
  // + 1 (round 154: 'b, hmm, either that or c', a hedge whose first branch is 'that', the pick said again, not a
  // letter: the hedge to c goes unread; blind154_extra row 4)
  // + 11 (round 151: 11 of its 198 phase A rows: wrong sizes of fits-80gb's state that with_contradicted_size cannot
  // see ('224 gigabytes', '98e9 bytes', 'would need 64 GB', the card's own 80 GB, a false '8 bytes per param' of the
  // state), a bare-number breakdown after 'because' summing to another total, 'or if you want, d', 'spend it for
  // memory', and three reversed claim-cue reasons after a right pick that with_wrong_reason does not read)
  // + 3 (round 151 phase C: 'the price is not memory, it's compute', 'time is the cost, memory the benefit' (no
  // 'cost' predicate, an elided copula), and 'the state is 28 GB each' left alone by the new ' each ' share word)
  // - 1 (round 151: after a one-word pick, a size said of 'it' that closes its clause, 'c, it needs 56 GB', 'No. It's
  // 128 GB', is the pick's size that its text contradicts: blind34 row 107 un-marked)
  // - 1 (round 147: a size said of the right choice's own noun that its text contradicts, 'the persistent state is ~140
  // GB' where (c) reads '112 GB of state', is a wrong claim beside the pick: blind27 row 128 un-marked)
  // + 11 (round 143: 11 of its 207 phase A rows: labelled working that adds up to another figure than the right result
  // (3), a choice named by its words after 'ah, ... too' (2), 'the middle two swapped', a TeX '$+1$', a verdict sheet
  // with a trailing reason, 'doubling' in a reason read as 2x, a clause after the 'but effectively' figure, a tagged
  // extra choice with 'since' after a multi-select list; see the rows' "known")
  // - 2 (round 146: an ordering's closing remark that puts one item's letter before or after another's against the
  // list's own order, 'b, d, a, c (d before b works too)', 'c, d, a, b (though I'd try a before d)', is a second order
  // (ambiguous); one that agrees or denies the move is still dropped: blind98 rows 147, 149 un-marked)
  // - 1 (round 146: 'double counted' is no factor word, and a second thought after a full stop may own up to a count,
  // '112 GB. Oh, I double counted the master copy: 84 GB', 'I overcounted ...:', 'I miscounted ...:', 'my mistake:':
  // blind136 row 170 un-marked)
  // - 3 (round 146: a figure that closes the answer right after 'so' and says again one stated before it, '33.7 GB per
  // GPU; with all the GPUs together that's 270 GB, so 270 GB', is called the answer, whatever share it is said of:
  // blind82 rows 78, 177, 182 un-marked)
  // - 2 (round 146: a marked figure said again in another unit of its dimension, '= 14 billion bytes; that's 1.4 GB',
  // '= 20.8e9 bytes; in GB that's 2.08 GB', is the reader's conversion and its figure the chain's end: blind84 rows 22,
  // 30 un-marked)
  // - 2 (round 144: a hedged figure, a colon and a breakdown ending in a bracketed part, 'about 37 GB: 4 B/param kept whole
  // (27 GB) plus 12/8 B/param sharded (10 GB)', read the bracket as the rough figure refined; the bracket now restates a
  // head only within a factor of 2 of the head's last figure of its kind: blind39 row 171, blind39_extra row 90 un-marked)
  // - 1 (round 144: 'of that'/'of this' after a second figure point back at the first as 'of it' does, '112 GB; the
  // master copy alone is 28 GB of that' (not 'on top of that'): blind67 row 6 un-marked)
  // - 4 (round 144: an exact fraction or product in the bracket after a rough figure, 'about 1.3x (4/3)', 'about 56 GB
  // (7 x 4)', counts as more precise than the head whatever its digits, as a bare one did: the bracket is read, the
  // false reject 'about 1.3x (4/3)' and three false accepts whose bracket contradicts the head are graded as labelled:
  // blind59 rows 49, 56, 59, 61 un-marked)
  // - 1 (round 145: 'buys X with Y' is read as a trade, X gained and Y given, as 'trades Y for X' is ('It buys memory
  // with compute, not vice versa'); blind142_extra row 9 un-marked)
  // - 6 (round 145: a correcting bracket whose settings are model sizes glued to their B ('(oops, that's for 7B: 156 GB
  // for 13B)', "(wait, that's the 70B's: the 13B is 26 GB)", "(hmm, that's 70B. for 1.3 it's 20.8 GB)") reads them as
  // it reads bare numbers, and a pronoun after a unit letter is no part of the unit ('70B it's' had read 70 bits);
  // blind136 rows 157, 160, 162, 166, blind127 rows 15 and 16 (16 a false accept) un-marked)
  // - 1 (the lead, session 44: a yes/no sheet with bracketed letters and no separators, 'a) no b) no c) yes', read as
  // 'a: no, b: no, c: yes' by the choice and multi-select readers; blind139 row 164 un-marked)
  // + 2 (the lead, session 44: probes after the final read met two older misreads, a side figure after 'come on top,'
  // read over the opening 112 GB and an unevaluated '112 GB - 14 GB'; see the rows' "known")
  // + 7 (round 139: 7 of its 176 rows (a condition after the 'but effectively' figure, a range glossing the figure,
  // 'stores more than a', a 'minus' clause before an arrow, 'one X holds' scopes without 'and', a yes/no sheet
  // without colons); see the rows' "known")
  // + 3 (round 139 phase C: a cut quantity not in the prompt, 'c, also bigger than (a)', 'also avoids ... (a)'; see
  // the rows' "known")
  // + 8 (round 142: 5 of its 157 rows (a '??' before 'the other way round', a correcting bracket whose reason holds
  // figures, 'oh, and <a choice by its words>', a bracketed model size after a model name, a comma after a negated
  // remark before the letters) and 3 of its 57 phase C rows ('trades X away to save Y', 'buys X with Y', 'twice' in a
  // bracket's reason read as a figure); see the rows' "known")
  // - 7 (round 142: an arrow from any bracket to a closing figure, 'hmm' and 'ah' as 'oh' before added letters, a
  // take-back bracket's reason before a colon or dash and the new figure; blind128_extra row 37, blind136 rows 237,
  // 241, blind136_extra rows 27, 28, 31, blind67 row 362 un-marked)
  // - 3 (round 140: spoken hundreds after a teen, 'eleven twenty', and a zero said 'oh', 'two oh eight', read as 1120
  // and 208: blind136 rows 102, 105, 124 un-marked)
  // - 7 (round 140: an ordering's note after 'edit'/'oops'/'sorry'/'wait' read as a swap said after the items ('a and d
  // swapped', 'a and d the other way round') or a move ('d before e'); 'ah' before added letters read as 'oh' ('a, c...
  // ah, and e too'): blind136 rows 220, 222, 225, 232, 237, blind136_extra row 31, blind128_extra row 37 un-marked)
  // - 1 (round 140: a single choice's two ids joined by ', and' before a verdict, 'c, and d would be wrong', rule out the
  // last only: blind136 row 266 un-marked)
  // - 1 (round 140: a list's 'and' before a dashed 'oh'/'ah', 'b, c and — oh — d', adds the letters after it: blind136
  // row 250 un-marked)
  // - 1 (round 140: a TeX sign alone in its math and spaced from its noun, '$-$ activation memory', gives its direction:
  // blind136 row 67 un-marked)
  // - 1 (round 140: 'hmm' before added letters read as 'oh', 'a, c, e — hmm, d too' adds the wrong d: blind136 row 241
  // un-marked)
  // + 37 (round 136: 32 of its 318 rows (spoken 'eleven twenty' / 'two oh eight', correcting brackets with model sizes
  // or no correction word, full-stop second thoughts ('Oh, I double counted ...'), swaps said other than 'swap x and
  // y', 'hmm, d too' / 'ah, and e too', the also-right reader's conditional and 'would also work', check-3's factor
  // and 12-byte sum, 'costs nothing ... except / but X', the 'A:' label before a choice's paraphrase, TeX '\%' before a
  // comma) and 5 of its 42 phase C rows; see the rows' "known")
  // - 1 (round 136: 'would also work' after another choice's letter approves it, 'a (b would also work)'; blind136 row
  // 278 un-marked)
  // + 10 (blind round 127: 9 of its 275 rows (correcting brackets whose setting has a unit or a product, a labelled
  // pair broken by '(m+v)', 'on top of the weights' as a label, a Dutch '125.000', a Spanish remark ruling c out, 'see
  // above, b', a claim narrowed by 'only') and 1 of its 45 phase C rows (a postfix sign before a bracket); see the
  // rows' "known")
  // - 1 (fix round 128: '35 GB with 16' after a correction names the workers the figure is for, as 'for 16' does;
  // blind120_extra row 3 un-marked)
  // - 1 (fix round 128: a bare 'oh'/'ah' before letters ending in 'too'/'as well' adds them, 'a, c — oh, e as well';
  // blind125 row 138 un-marked)
  // + 1 (fix round 128's phase C: one of its 54 rows, 'a, c ah e as well' with no comma after 'ah', read as a, c; see
  // the row's "known")
  // + 1 (fix round 121's phase C: one of its 73 rows, 'a, c, e; d too is of training', read as adding d; see the row's
  // "known")
  // - 6 (fix round 129: 'No actually' opening a remark that shares no word with the sentence before, 'the cost is not
  // X but Y' read as 'the cost is Y, not X', a rejected opening's verb object carried to a bare 'costs more', Korean
  // 희생, 'than X, which ...' said of X, training's per-parameter figure under the page's ~16: blind122_extra rows 65,
  // 86, blind125 rows 213, 239, 250, 272 un-marked)
  // + 11 (fix round 129: 11 of its 108 rows: check-3's 'so it (still) fits' and 'you can still train on the same GPU'
  // with no wrong claim of training fitting (3), pronouns after 'because'/'so' and in 'it increases it' (2), a rejected
  // opening cut at a comma or carried to a bare verb (2), the card's figures read as the subjects' totals, '7 times what
  // the weights take', 'about the same as serving', a bracket after "serving's 2"; see the rows' "known")
  // - 3 (fix round 135: an opening verdict taken back after a hesitation word, 'Yes hmm no, 112 GB ...', 'No... hmm,
  // yes: 40.4 GB < 80', is read from the second verdict on by the choice and yes/no readers; blind110_extra row 109,
  // blind125 rows 172, 176 un-marked)
  // - 9 (fix round 135: short answers' Portuguese, French and Chinese words of the trade, the cost and the need ('o custo
  // é tempo de relógio', 'a inferência precisa só dos weights', 'mais FLOPs', 'on échange ... contre', 'du calcul en
  // plus', 'libère', 'mémoire libre', 多算, 省, 以 X 换 Y); blind83 rows 14, 18, 50, blind98 rows 29, 31, 32, 35, 87, 88
  // un-marked)
  // - 8 (fix round 135: a lead the choice reader cannot read, then one letter closing the answer after a comma or
  // semicolon ('see above, b', 'plainly not c, b', "not pipeline or tensor parallelism, it's c"); blind116_extra row
  // 84, blind125 row 160, blind127 row 160, blind44_extra row 116, blind51 row 161, blind58 rows 248, 249, 251
  // un-marked)
  // + 4 (merge of fix rounds 133 and 135: both un-marked blind110_extra row 109, blind125 rows 160, 172 and blind127 row
  // 160; counted once)
  // - 2 (fix round 121: concluding_letters counts '. So' once (it had been two marks led to letters) and drops a closing
  // '(not c or f)' that rules out only other letters; blind75 row 261, blind90 row 40 un-marked)
  // - 1 (fix round 121: 'I doubt it's b; a' sets the doubted letter aside before the pick; blind51 row 148 un-marked)
  // - 4 (fix round 121: Spanish/Portuguese remarks read with their articles before letters dropped and 'b e d são'
  // joined, 'también es' read 'is also', a remark putting a letter on a negated prompt's other side adds it;
  // blind115 rows 202, 211, 212 and blind109_extra row 19 un-marked)
  // - 3 (blind round 126: 'same throughput', 'the same wall-clock' before or 'unchanged' after a plain cost mention
  // denies the cost: blind39 row 154, blind47 row 243, blind88 row 130 graded right now, un-marked)
  // + 0 (blind round 126: practitioners' vocabulary; its 340 rows and 54 phase C controls graded as labelled after
  // five fixes (GF/TF FLOP shorthand, check-1's framework names, 'same X', 'nothing on/for memory', 'G (GiB)'), one
  // relabel; no known rows)
  // - 1 (fix round 122: a bracket opening with 'not' after the concept's direction is set apart ('less activation
  // memory (not less memory for the weights)'); blind51 row 231 un-marked)
  // - 1 (fix round 122: 'memory-wise a big saving' gives memory the direction of the saving after '-wise'; blind98
  // row 96 un-marked)
  // - 1 (fix round 122: 'more activations are recomputed' counts the recomputation, not the memory; blind53_extra
  // row 68 un-marked)
  // + 2 (fix round 122's phase C: 2 of its 104 rows, training's 6 bytes/param against serving's 2 (3x, at check-3's
  // least ratio) and a relative clause after 'than training, which adds ...' read as said of serving, a pre-existing
  // read; see the rows' "known")
  // - 1 (fix round 122: a bare 'no, the other way round' reverses the sentence before it; blind118 row 95 un-marked)
  // - 7 (fix round 122: check-3's figures read against the comparison: a factor beside the answer's own pair of
  // per-parameter figures that is not their ratio ('~16 bytes/param, about 4x more'), training's figure per parameter
  // under the least ratio over serving's ('for training 4 byte'), a factor said with 'less' in training's clause,
  // a comparison sign between two figures ('training ≈ 2 B/param < serving 16 B/param'); blind27 row 82, blind44 row
  // 62, blind48 row 108, blind61 row 16, blind68 row 244, blind73 row 103, blind99 row 280 un-marked)
  // - 1 (fix round 117, seen at its merge: '8.75 GB, with no drop in the total (still 560 GB)' graded right by its
  // 'with no X' label; blind40_extra row 12 un-marked)
  // - 1 (merge of rounds 111 and 114: round 111's negated cost reads round 114's 'the cost is not time but GPU memory';
  // blind114 row 73 un-marked)
  // - 1 (merge of rounds 111 and 115: round 111's negated cost reads round 115's '勾配累積です。コストは時間ではない';
  // blind115 row 224 un-marked)
  // + 2 (blind round 119: two of its 35 phase C rows, a reversed fitting claim ('X fit on one card, while serving's KV
  // cache does not') and a keeping contrast that denies the weights to training ('training doesn't need the weights,
  // inference does'), both pre-existing reads; see the rows' "known")
  // + 1 (blind round 124: one of its 338 rows, '4{,}375 GB': TeX's {,} before three digits is a thousands separator in
  // English TeX and a decimal comma in German, and the grader asks which is meant; see the row's "known")
  // - 3 (fix round 116: a choice's own words then another choice's lone letter ('split the model across stages: a')
  // names two choices, 'X isn't enough, you need Y' picks Y, 'Unless <a choice's condition>, turn it on' rules that
  // choice out; blind62 row 291, blind114 rows 304 and 171 un-marked)
  // + 6 (fix round 116's phase C: 6 of its 87 rows: a folded choice name before another letter ('hard constraint, c'),
  // an ordering corrected after a bracketed 'sorry' (2), 'no longer fits ... but the state alone fits', formats
  // swapped inside a choice's words with 'rather than', 'precision, a'; see the rows' "known")
  // + 2 (blind round 130: its 395 rows graded as labelled with no fix; 2 of its 80 phase C rows, check-3's 'the
  // optimizer state is small' in a '; ' or '. ' segment after a first one that alone meets the claims; see the rows'
  // "known")
  // - 2 (fix round 116: settled_order reads a full order after 'sorry' / 'I mean' / 'oops' / 'correction' as the
  // reader's; blind116_extra rows 72 and 73 un-marked)
  // - 1 (fix round 116: the words-then-letter reader compares the words as typed too ('hard constraint, c', which fold
  // turns into a state word); blind116_extra row 29 un-marked)
  // + 0 (blind round 113: answers with layout; its 335 rows and 57 phase C controls graded as labelled after three
  // fixes (markdown checklists, a lone figure on the last line after working, the 'Q:' / 'A:' layout); no known rows)
  // + 14 (blind round 115: a correcting bracket with a reason's bare number, Spanish/Portuguese remarks putting a letter
  // on the training side, 'the cost is not time' in Japanese, long answers that rule letters out by name, a lone final
  // letter after another choice's words, a formula's result before the whole; see the rows' "known")
  // - 1 (fix round 115: 'Adam's m and v take 56 GB of it' reads the share of the part named before 'of it';
  // blind100_extra row 17 un-marked)
  // - 13 (fix round 111: short answers' known rows graded right now, un-marked: blind107 row 29 ('extra memory - no'),
  // blind107_extra row 17 ('at a non-trivial compute price: ...'), blind108 rows 90, 92, 93, 94, 110, 262, 342, 343
  // (corrections inside a sentence, 'or is it X? I'll go with X', an undecided trail), blind109_extra rows 73, 117, 118
  // (Japanese figure before its verb, 'the cost is not time'))
  // + 1 (blind round 111: one of its 98 phase C rows, 'more memory: no. it stores only checkpoints', a storing verb with
  // 'only' read with no direction; see the row's "known")
  // + 9 (blind round 114: a gradient-accumulation mechanism reversed ('step after every micro-batch', 'reset the
  // gradients') under a met time claim, 'the cost is not time', choices read through 'no longer fits ... alone fits',
  // 'unless', a 'rather than' swap inside a choice's words and 'X isn't enough, you need Y', and an overhead figure
  // said as 'less'/'saves'; see the rows' "known")
  // + 22 (blind round 108: self-corrections left unread: short answers whose correction sits inside a sentence, a
  // rework with no correction word, an additive 'oops, b too', ordering edits and trails that end on a hedge; see the
  // rows' "known")
  // - 1 (fix round 109: '~116 s at 0.59 MFU (68 s at peak)' reads 116 s: a bracket said at peak is no exact restatement)
  // + 8 (blind round 109: French 'et a' before a remark, a left-out letter put on the asked side, Japanese figure-first
  // order and 'the cost is not time', a checking bracket with '12-byte'; see the rows' "known")
  // + 0 (fix round 102's phase C: its 105 controls graded as labelled; no known rows)
  // - 2 (fix round 102: a last figure that restates the one before it with fewer significant digits and the same
  // within its last digit, behind only punctuation and restating words ('i.e.', 'about', 'roughly'), is the reader's
  // rounding: '≈ 9.1e4 GPU-hours, i.e. about 10 GPU-years', 'about 537 million values; half a billion'; blind84 rows
  // 159, 262)
  // - 4 (fix round 102: after the answer's figure, a new clause that scales it by a count of things the prompt never
  // names is a scale-up the question does not ask: "≈1.07 GB; across 80 layers that's about 86 GB", "14 GB per
  // replica; times 8 replicas that's 112 GB", '14 GB per replica; all 8 GPUs together hold 112 GB of gradients',
  // '1.07 GB per tensor; ... over 32 layers is ~34 GB'; blind84 rows 122, 150, blind84_extra row 27, blind73 row 277)
  // - 4 (fix round 102: a factor verb's -ing form that opens a clause with 'would' ('4×; doubling d as well would make it
  // 8×'), or one after 'since'/'because' ('I say 4x since both B and T double'), after a factor in digits, is a what-if
  // or the condition, not the answer; a '×' before a full stop is the factor's unit ('1.33×. (3 + 1) forward passes /
  // 3.'); blind84 row 185, blind73 row 310, blind75_extra row 27, blind60 row 329)
  // - 2 (fix round 102: a '×' glued to its number before a space and a bracket that opens with a word is the factor's
  // unit and the bracket its gloss, as 'x' reads, where the bracket's figures mix, multiply or divide to the factor:
  // '~3× (linear part ×2, T² part ×4)', '≈3× (between 2 for the linear part and 4 for the T² scores)'; blind66 row
  // 281, blind74 row 26)
  // - 5 (fix round 102: a figure after a multiple or a fraction and '(of) the', said after the answer's figure, is its
  // comparand, and the multiple or fraction after '=' or '≈' no result of its own: '16 bytes ≈ 8× the 2 bytes of
  // serving', '14 GB = 1/8 of the 112 GB training state', '56 GB ≈ 2/3 of the 84 GB', "56 GB, that's half of the 112 GB
  // total", '24.5 GB; about 1.75× the 14 GB buffer'; blind99 rows 3, 23, 91, blind84 row 113, blind90 row 305)
  // - 4 (blind round 106: two figures each with its own label read by label: blind100 rows 4 and 31, blind50 row 47,
  // lead40 row 65 graded right now, un-marked); + 0 (blind round 106: every misgrade of its 97 rows and 58 phase C
  // rows fixed; no known rows)
  // blind round 100 left 2 of its 46 rows known ('the bookkeeping itself', a word of the page not the prompt; '16;
  // without the master copy 12', the other case labelled after an unlabelled figure) and 3 of its 47 phase C rows
  // (a label word the prompt does not have, 'the Adam moments'; '56 GB of it'; a scene the asking clause refers back
  // to); see the rows' "known": + 5
  // + 1 (blind round 104: one of its 52 phase C rows, a '~'-hedged opening figure followed by 'at 0.59 MFU' and a
  // bracket, which the prose reader drops ('~116 s at 0.59 MFU (68 s at peak)' reads 68 s); see the row's "known")
  // + 0 (blind round 94: every misgrade of its rows fixed or relabelled; no known rows)
  // - 11 (fix round 93: chain terms named by a possessive ('plus v's shard'), in the prompt's scene where its asking
  // clause names nothing ('How much does each worker own?'), or as parts of a whole it names without listing them (the
  // persistent or fixed state's weights, a training step's backward); a sum said without its unit; the figure before
  // with its own label)
  // - 5 (fix round 93: a chain's sum keeps the per-GPU scope of the part it adds to ('K is 0.67 GB per GPU; with V
  // that's 1.34 GB'); a term taken away with its own figure and what is left stated after it, where the question asks
  // for the rest or does not count the term ('112 GB total, less the 14 GB of FP16 weights: 98 GB'))
  // - 1 (fix round 93: a chain term said before its own figure, 'plus the optimizer shard of 10.1 GB that's 37.1 GB',
  // the optimizer state being Adam's where the prompt names Adam's moments)
  // + 1 (blind round 93: one of its 70 controls, two terms each with its own figure in one chain; see the row's
  // "known")
  // - 1 (fix round 93: the side-step reader's opening figure may follow a short label and a colon, 'm and v: 56 GB;
  // adding the fp16 weights and grads makes 84 GB', lead38 row 7)
  // - 4 (round 176: a choice ruled out by a colon and a one-word verdict, 'So b: wrong.', 'So b: no, ...', is set aside
  // by the elimination reader, and a pick closed by 'it is' ('a it is') is the bare pick: blind173 rows 62, 66, 71, 77
  // un-marked)
  // + 1 (round 176: on a question where a choice itself opens 'No' (fits-80gb), 'X: no' is not read as ruling X out,
  // so 'a: no. b: no. c' is read as before; see the row's "known")
  // - 4 (round 195: a share of the graded figure put down to the weights with 'of which' ('112 GB, of which 56 GB is
  // the FP16 weights', '16, of which 8 are the weights', '12 of which are the weights') is held against the page's
  // 2 bytes per parameter (4 with FP32/master named) times the prompt's model size: blind9 rows 299 and 302, blind60
  // row 568, blind67 row 268 un-marked)
  // - 9 (round 195: the graded whole said to be one GPU's share, split N ways ('112 GB* (*per GPU when split over 8
  // GPUs)', 'per GPU after sharding over 8') or taken to the whole by a factor outside bytes ('116 s* (*per GPU; ÷8 for
  // the whole step)', 'per GPU; ×8 for the node', '×64 in total'): whole_said_per_gpu; blind66 rows 355, 358, 361, 365,
  // 368, 442, 444 and blind74 rows 288, 316 un-marked)
  // + 2 (round 195 phase C: two controls misread by older readers, both false rejects: a bare count after a comma
  // ('14 GB per GPU, unless you shard them over 8') read as the figure, and per-GPU hours restated after 'i.e.' read
  // without their count over the GPU-hours said first; see the rows' "known")
  // - 3 (round 195: a share said 'of the forward (pass) alone/only' right after the figure, where the prompt asks the
  // share of the training step, contradicts it (contradicting_follow_up's ratio block, which now skips a '~' typed on
  // the figure): blind66 rows 108, 113, 118 un-marked)
  // - 1 (round 195: 'with activations' closing the figure's clause, where the prompt counts the state before them, is
  // read as 'including activations' (stated_other_scope; 'with' no longer taken as a unit word there): blind68 row
  // 166 un-marked)
  // - 2 (round 195: the part the prompt leaves out said to be in the figure with 'including' / 'incl.' / 'with' closing
  // the clause ('98 GB* (*including the fp16 weights)'), stated_excluded_subject: blind68 row 74 and blind74 row 310
  // un-marked)
  // - 1 (round 195: one moment named alone right after the figure ('56 GB* (*m alone)', 'for v only') where the prompt
  // asks m and v, stated_other_scope: blind68 row 51 un-marked)
                        // (round 29), + 21 (round 31), + 1 (round 30), − 5 (a right pick's reason read by its short answer's wrong
                        // claims), − 7 (graded right once rounds 29, 30 and 31 and the lead's probe 14 were merged), − 3
                        // (biggest-item: items compared by their figures), − 1 ("b and some accuracy": a noun added to a
                        // right pick where the question asks what it costs), + 17 (round 34), − 6 (graded right once round 34's choices' own
                        // wrong claims met the lead's counterfactual and cost readers), + 10 (round 33), − 1 (round 31's 'Compared with X and Y'
                        // once round 33's list reader joined); session 32: − 1 (round 27's 'b — the weights are sharded
                        // too': a pick's reason that opens with a distractor said with its own verb), + 4 (round 37: the memory
                        // of the weights said with 'only'/'mainly' or denied as 'not less'; its weight-memory concept was
                        // left out at the merge for the right answers it marked wrong), + 1 (round 38's
                        // phase C control 'costs nothing'), − 5 (graded right once rounds 37 and 38 and the lead's probe 15
                        // met: 'the optimizer state shrinks' twice, '15 GB per layer', 'it costs no extra compute', 'Only
                        // extra communication per micro-batch'), + 17 (round 36), − 1 (round 36's 'a; updated twice? No, once per
                        // step', graded right once the rounds met), + 16 (round 39: 11 of its corpus,
                        // 5 phase C controls; wrong per-GPU shares and side claims no narrow phrase names, a hedge
                        // before bracketed parts, two 'when' branches; each with its reason), − 5 (graded right once round 39 met the
                        // other rounds and the lead's merge fixes: 'which is mostly the gradients', 'costs nothing', 'the total
                        // drops to', a compute factor after ';', 'due to the KV cache'), + 19 (audit 40), − 2 (audit 40's
                        // claims said of another layout by its numbered name, once the lead's merge read them so), + 5
                        // (audit 43: a belief said of another technique, ' plus ' read as a second pick, 'both X and Y'
                        // as a subject, a 'but' clause with its own subject, 'goes after'; each with its reason); session 33:
                        // − 4 (graded right once rounds 41-43 and the lead's probe 16 met: 'b - when memory is plentiful',
                        // 'costs nothing extra', a quoted 'communication can't keep up' as the first limit, 'faster than
                        // without checkpointing'), + 2 (round 45: 'X and nothing else' in a fits reason; a
                        // verb's second listed object), + 2 (round 46: a reversed ratio '8 times less ... so it fits'
                        // after right per-parameter figures, and its phase C twin), + 8 (audit 44: a denial in the past, 'didn't think it was c at first', a wrong
                        // per-parameter figure in check-3, 'needs a faster GPU' and 'hence free' and 'keeps every
                        // activation' with no wrong claim to read (adding them rejected corpus rows), a correcting
                        // bracket's figure labelled with/without the master copy read as an aside (2), checkpoint-trade's
                        // 'done without extra recomputation'), − 1 (audit 40's 'no, even with the optimizer states
                        // sharded it's over', graded right once rounds 44-46 met), + 4 (audit 47: "I don't see why it
                        // wouldn't", 'N times the memory ... same wall-clock' on check-5, 'never reduced without
                        // recomputation', a later denial after a trade), + 3 (audit 47's labelled figure, ASCII arrow,
                        // then the asked figure: its rule that read the second figure was reverted at the merge for the
                        // right answers to the first figure's question it marked wrong), + 3 (round 50: a dismissed
                        // figure as the subject of its own clause, '98 GB; 14 GB is only the weights', and its twin; a
                        // counterfactual pick, "if it were ZeRO-3 I'd say c, but ...: b"); + 1 (round 56: a right pick of
                        // backward-twice whose reason names the FP32-backward distractor in other words; the wrong claim
                        // that reads it rejected a corpus row), − 1 (blind48 row 290, '840 GB, more than a whole
                        // 8 x 80 GB H100 node (640 GB)', graded right by round 56's comparand bracket)
                        // + 20 (round 57: a chain's later final figure for another quantity, a right figure from a
                        // wrong formula, reasons no vocabulary names, labelled figures, check-marked bullets; each with its
                        // reason), − 3 (graded right once rounds 57 and 58 met: blind49 row 435, pasted panel rows then
                        // '→ a, b, d, e'; blind50 row 450, a counterfactual pick before the pick; blind58 row 402, a
                        // second order in a sentence opening 'Or,'), − 6 (blind58 rows 2, 3, 27, 29, 45, 56: another choice's
                        // claim said before the pick and a colon or dash, now read as that pick's reason)
                        // ... 284 at session 35's end; session 36: − 9 (blind57: 7 verdicts made 'right', a later
                        // figure labelled as another quantity being a true remark; 2 chains graded right, '84e9 B =
                        // 8.4 GB' and '1.33× → 0.33×' read to their last figure), + 1 (round 61: a wrong bytes/param
                        // figure for training beside check-3's right concepts; no figure is read there), − 1 at its merge
                        // (blind27_extra row 49, 'c and a bigger batch fits too', graded right by round 61's article reader: 'a' before a noun phrase after a pick)
                        // + 11 (audit round 62: a figure check on a remark after the pick, 'most expensive first' as a reversing label, a
                        // true remark read as a wrong claim, and eight reasons before the pick that state another choice's belief in words no
                        // claim or choice-text match reads), − 1 at its merge (blind58 row 8, 'The KV cache needs FP32: a', caught by its kv_fp32)
                        // + 6 (audit round 63: 4 rows and 2 phase C controls, see the comment above)
                        // + 6 (round 64: second attempts; 3 rows and 3 phase C controls, see the comment above); at its
                        // merge − 3 graded right (blind58 row 404, a long justification then 'Order: c, d, a, b.', by its
                        // letters after the last colon; blind64_extra rows 65, 66, 'x1.75 = ...', by the lead's unit letter
                        // before '='), + 1 (blind62 row 150, 'most expensive first → c, d, a, b': the label is read as no
                        // direction, as row 149 says, and the letters after it now read as the order)
                        // + 6 (blind round 65: 5 rows and 1 phase C control, see their "known")
                        // + 84 (blind round 66, answers with annotations: 82 rows and 2 phase C controls; working in brackets the grader
                        // cannot evaluate (words, labels, '=', thousands commas: ~42), footnotes not judged (~24), glosses that name another
                        // choice's content or contradict the pick (13), see their "known"); − 2 at its merge (rows 526, 550: a gloss naming
                        // another choice's item, 'b (gradients), c (KV cache), d', read as that pick by round 67's rule); − 1 (blind51_extra
                        // row 194, '1.33x (4/3)': a factor then the fraction it rounds, no longer read as a product); + 9
                        // (audit round 68: what-if clauses in another format read as working, false starred footnotes, '8x less')
                        // − 1 (blind58 row 190, 'a, c, e (b and d are not needed for inference)': a bracket, an arrow, a dash or a
                        // colon after the list opens a comment on the left-out letters as ';' does; session 36)
                        // + 1 (blind round 76: 'b first and c last, with d, e, a in between in that order', see its "known"),
                        // − 2 at round 76 (blind62 rows 149, 150, 'most expensive first → ...', graded right by round 76's
                        // 'most/least X first/last' direction label), + 2 (blind76_extra: letters then 'and'/'plus' another
                        // choice's words, read as a remark; see their "known")
                        // − 7 at session 37's merges (blind53 row 516 and blind58 row 353, 'The correct answers are
                        // (b), (c), and (d). The weights ... are needed for inference too.': round 74's remark after the list;
                        // blind66 rows 392, 394, 396, '23.6 GB* (*for all 8 GPUs together)': round 74's whole-group scope;
                        // blind66_extra rows 78, 80, numbered lines with shorthand notes: round 74's numbered_lettered_lines)
                        // − 1 at round 73's merge (blind68 row 59, '140 GB, halved with int8 = 70 GB': round 73's side
                        // step); + 2 (lead 37's probes of rounds 73 and 75: 'per moment, with both that's 560 GB' and 'everyone
                        // needs the weights, so not a; b, c, d', both older than the rounds; see their "known")
                        // − 3 (blind76_extra rows 79, 81 and blind9 row 14: letters then another choice's name, 'and the
                        // optimizer state', read as that pick too; session 37, the lead)
                        // + 1 (blind round 79 row 288: '16 B/param vs ~2 for serving (because it keeps the KV cache)',
                        // a false reason in brackets beside figures that meet check-3's claim; see its "known")
                        // + 8 (blind78: a letter restated after the list, 'first b ... c last', a label lead with a
                        // direction, a second try after 'missed the word not', gloss lines opening with 'no'/'not',
                        // a remark on left-out letters without a word of exclusion; each with its reason)
                        // − 2 (blind51 row 79, '98 GB overall, plus the 14 GB of weights makes 112', and blind77 row 196,
                        // 'The page says 84 GB for 7B; with 6.74B that's 80.9 GB': the side sum after an opening figure also
                        // reads 'plus' and 'makes', and 'with <a model size>' is the figure worked again; session 37, the lead)
                        // − 9 (blind67 rows 180-181, blind77 rows 55, 314, 315, blind77_extra rows 16, 18, 20, lead37 row 40:
                        // 'm is 28 GB; with v that's 56 GB', 'I'd guess 84 GB, but counting the master copy it's 112 GB':
                        // a chain to the asked whole, read at its sum where the added term is the question's own) + 2
                        // (lead38: two older misreads met by its probes); session 38, the lead
                        // − 1 (blind65 row 279, '4 × 4096 × 8 = 131.072 tokens': round 80's reading of a one-separator
                        // figure by the working before its '='; session 38's merge)
                        // − 2 (blind78 rows 113-114, 'b - no inference use' / 'b - not needed at inference' per line: a
                        // gloss that restates the question's own negation, and 'no' before a noun its determiner, not a
                        // verdict; session 38, the lead)
                        // − 3 (blind47 row 250 and blind47_extra row 21, '14 GB of weights -> 112 GB with gradients and
                        // Adam', blind77 row 176, '67 MB per layer, which becomes 2.15 GB over 32 layers; with the logits
                        // that's 3.3 GB': the chain's term after its sum, or past a count; session 38, the lead)
                        // − 2 (blind83 rows 26 and 68, 'cerca de 124 mil GPU-horas': 'mil' a thousand in an answer written
                        // in Spanish or Portuguese; asked about where the language does not say; session 38, the lead)
                        // − 1 (blind83 row 118, 'not fewer FLOPs for more memory: more FLOPs for less memory': a negator
                        // before a traded pair 'X for Y' rejects the pair, Y's direction too; session 38, the lead)
                        // − 4 at the merge of rounds 81 and 82 (blind63 row 166, blind77 rows 16 and 236, blind82 row 174:
                        // 'The book's formula gives 10.7 GB; split 8 ways that's 1.34 GB', '4.31 GB of m; with v that's
                        // 8.62 GB': round 81's chain end after a marked result and the chain to the asked whole together)
                        // + 3 (lead38: three older misreads met by the probes of round 81's chain end, which now needs the
                        // words between to work on the earlier figure and names no other setting; session 38, the lead)
                        // − 4 at the merge of round 84 (blind81 row 234 and lead38 row 158: round 84's per-unit chain and
                        // count readings; blind84 rows 169-170, '= 5.37 GB; double the context and it's 10.7 GB': an
                        // imperative what-if, 'double the X and ...', is no chain's end)
                        // figure by the working before its '='; session 38's merge); + 35 (blind round 82: 32 of its rows,
                        // 3 of its controls)
                        // + 15 (blind round 81: chains that end at the answer or step past it, see the rows' "known")
                        // + 27 (blind round 84: 26 of its rows, 1 of its controls: side steps read as the answer,
                        // chains whose end is not read; see the rows' "known")
                        // − 5 (round 87: blind84 rows 34, 35, 69, 132 and lead38 row 154, '7e9 × 14 = 98 GB; plus the 14 GB
                        // of weights gives the 112 GB total', '(32 − 6)/96 = 27.1%; close to the page's 20–30%': an answer
                        // that opens with its working has the figure after its '=' as the opening figure of the side-step
                        // reader; 'approaching' a limit is a side step)
                        // − 6 (round 87: blind82 rows 31, 32, 54, 71, 94, 158, '28 GB for m; with the second moment that's
                        // 56 GB', 'adding the variance', 'with the all-gather', 'plus the optimizer shard', 'with V': a chain
                        // term named in the book's other words for a term the prompt counts)
                        // − 1 (round 87: blind84 row 71, '(80 − 9)/240 = 29.6%, so about 1.3× the step time': a multiple
                        // of another named quantity after the share a question asks in percent is a conversion)
                        // − 2 (round 87: blind82 rows 18 and 92, '7 GB; with FP16 that's 14 GB': a chain term that is
                        // only the number format the question asks in)
                        // + 5 (round 87's phase C controls: a chain end after 'without the <term>', 'minus the weights' with
                        // no figure, a prompt word ('buffer') in a side sum's term, moments named only in the prompt's
                        // scene; each misread the same before round 87, see the rows' "known")
                        // + 2 (blind round 89: a Dutch reader's direction words; 'memory O(√L) → O(L)' read as the
                        // sublinear state, see the rows' "known")
                        // − 3 (blind round 92: blind72 rows 18, 22, 55, Chinese short answers graded right once
                        // chinese_terms_in_english read them), + 2 (blind round 92: see the rows' "known")
                        // + 0 (blind round 91: every misgrade fixed, no "known" rows); − 1 (blind84 row 241, '... = 2.15 GB,
                        // plus 1.05 GB of logits: 3.2 GB; without checkpointing ...', now read as the sum 3.2 by round
                        // 91's rule for a figure after ', plus <figure> ...:' that is the sum of the two before it)
                        // - 5 (fix round 95: a remark on left-out letters that puts them on a side the prompt does not name,
                        // 'a, c, e: b and d belong to training', '(a, b, c); the KV cache is an inference thing', or gives
                        // them to a negated prompt's subject, 'b, c, d - a and e are inference things', '(a and e are kept by
                        // inference too)': blind48 row 176, blind74 rows 163, 166, 183, blind78 row 136)
                        // - 2 (fix round 95: an ordering that opens 'first X' then goes on with 'then ...' and ends 'Y last'
                        // or 'Y as the last resort': blind26 row 337, blind78 row 35)
                        // - 2 (fix round 95: vouching words that cite the reader's memory or the page's readers before a lone
                        // pick, 'if I remember the page's list right, c', 'anyone who has read the page would say c': blind58
                        // rows 245, 254)
                        // - 2 (fix round 95: a comma between the one-letter words of a synonym, '(m, v, master W)' for the
                        // optimizer state's 'm v': blind8 row 117, blind65 row 490)
                        // - 2 (fix round 95: a bare 'X (gloss) for Y' trade whose bracket glosses X with words of its own,
                        // 'speed (slower steps) for memory', 'compute (about 30% more) for memory': blind59 rows 223, 230)
                        // - 1 (fix round 95: 'time is given up, memory is gained': the particle of 'give up' is no rise of
                        // what follows, and 'X is given up' gives X: blind88 row 108)
                        // - 1 (fix round 95: a reported belief opened by 'Some'/'Many'/'Most' without 'people', 'Some say it
                        // costs memory; it's the reverse: ...': blind90_extra row 86)
                        // + 0 (fix round 95's phase C: none of its 83 controls left known)
                        // - 1 (fix round 95: 'the last one' of the reader's own list, 'Gradients, ..., activations and weights
                        // — the last one is what inference needs as well': blind8 row 120)
                        // + 1 (lead session 40: 'a and c; e is for serving too' drops e, see the row's "known")
                        // + 9 (blind round 97: 8 of its rows, 1 of its controls: a Spanish thousands point with its product
                        // beside it, a working line's figure or word ('double') read over the bold closing figure, a
                        // breakdown after 'Answer = X', a working comparison read over the bold 'No', 'y también e', a
                        // remark naming 'the question' after a 'no', a reason that calls the optimizer state negligible;
                        // see the rows' "known")
                        // + 28 (blind round 98: misgrades of its white-box rows on this session's rules left as they
                        // are: French and Chinese phrasings, labels with amounts or signs, remarks reordering an order,
                        // conditional yes/no in worked problems; see the rows' "known")
                        // + 8 (blind round 99: ratios and fractions after the figure, '≈ 8× the 2 bytes', '= 1/8 of the 112 GB';
                        // a German thousands dot; comparisons with ≫/< in two short answers; working after an arrow in a pick;
                        // '√n' in a remark after a wrong letter: see the rows' "known")
                        // + 1 (lead session 40: '98 GB; 112 GB total with the weights' reads the whole, see the row's "known")
                        // - 1 (lead session 41: a word, a spaced dash and one direction word label a direction, 'compute -
                        // more, memory - less': blind98 row 283 un-marked)
                        // + 0 (blind round 101: its one misgrade, 'confirm c', fixed; no "known" rows in its 340 + 47)
                        // - 2 (blind round 105: 'b, c, d y también e', blind97 row 2 and blind97_extra row 37, now read: the
                        // conjunction before another language's 'also' and a letter is 'and')
                        // + 1 (blind round 105: 1 of its 48 phase C controls, 'b, c, d et a à mon avis', the article reading
                        // of 'a' after a foreign 'and'; see the row's "known")
                        // - 8 (fix round 103: a label's direction phrase with an amount, a sign or the next label after it,
                        // 'FLOPs: a third more, memory: much less', 'compute: +30%, memory: -70%', 'compute: ↑ memory: ↓',
                        // 'memory: less needed', 'compute - more' (a spaced dash), French 'calcul : plus', and 'given up:'
                        // as a label: blind98 rows 100, 227, 283, 287, 288, 289, 292, 293; row 283 had been un-marked by
                        // the lead's dash rule already, so - 7 at the merge, whose reader of the dash is round 103's)
                        // - 3 (fix round 103: a subject before 'versus'/'vs'/'against' does not reach past the other side's
                        // figure, '~2 bytes/param for inference versus ~16 for mixed-precision Adam', and 'against ~2 for
                        // serving' labels the compared side: blind72 row 195, blind73 row 98, blind92_extra row 22)
                        // - 2 (fix round 103: a list of letters, then a sentence that says other letters 'is'/'are' ... 'also'/
                        // 'too'/'as well', 'a, c; e is also big', 'a and c; e is for serving too': blind26_extra row 81,
                        // lead40 row 44)
                        // - 2 (fix round 103: the Portuguese/Italian 'e' as the last joiner of a comma list where (e) is a
                        // choice, 'a, b e c', 'sì: a, b e c': blind83 row 27, blind86 row 131)
                        // - 1 (fix round 103: a clause opened by 'so'/'thus'/'hence' and 'it'/'they', or 'you'/'we' where it
                        // names no subject, goes on about the subject before it, '..., so you only keep the weights':
                        // blind8 row 128)
                        // - 1 (fix round 103: one ' or ' in an ordering's closing remark whose two sides name one item, '(a =
                        // mixed precision or ZeRO sharding)', is the item's two names, no hedge: blind33 row 103)
                        // - 1 (fix round 103: a relative clause right after a mention, 'the weights, which inference also
                        // needs', says its subject needs the mention: blind77 row 333)
                        // + 1 (fix round 103's phase C: a reversed figure pair with 'versus', '~16 bytes/param for serving
                        // versus ~2 for training: 8x more for serving', accepted by the compare reader as before the round;
                        // see the row's "known")
                        // + 9 (blind round 107: 7 of its rows, 2 of its controls: a formula's value read before a correction,
                        // 'extra X - yes/no' labels, a figure without '/token' before a scale-up, a '~' figure before 'at
                        // 0.58 MFU (...)', words with bracketed letters before 'y también', 'twice that (52 GB) in FP32',
                        // 'for the whole ... state', 'at a compute price', a gloss factor between 'T ×4' and 'B ×2'; see the
                        // rows' "known")
                        // - 1 (lead session 41: a whole state's figure where the question asks one part of it alone, and
                        // a share 'of it' that is the asked part: blind107 row 191 un-marked)
                        // - 2 (merge of blind round 108: its corrections read two older known rows, blind26_extra row 42
                        // '84 GB (no wait, 112 GB with the master copy)' and blind60 row 688 '112 GB, oh it's 6.74B: 107.8 GB')
                        // - 7 (lead session 41: a figure in bytes, a multiplication sign and a bare count, '12 B × 7e9
                        // params', '14 bytes x 7e9', is their product: the working in brackets and after 'that is' is read;
                        // blind64_extra row 67, blind66 rows 7, 14, 21, 28, 35, blind74_extra row 21 un-marked)
                        // - 3 (merge of fix round 109: blind107 row 103 '~116 s at 0.58 MFU (68 s at peak)', and the byte-width
                        // reading with the lead's products, blind53 row 430 and blind81 row 101, now graded as labelled)
                        // + 0 (blind round 112: its 6 misgrades fixed (Korean units and myriads, the texting 'n' joiner,
                        // Korean direction words); no "known" rows in its 340 + 50)
                        // - 11 (fix round 110: another language's 'and' + a letter before its 'I think', 'b, c, d et a à
                        // mon avis', blind105_extra row 188, blind109_extra rows 22, 23, 29; 'pesos (a), caché KV (c) y
                        // también e', blind107 row 124; 'a, c — oops, b too', 'b — actually, both b and c', 'c — wait, c drops ...; b', blind108
                        // rows 152, 356, 323; the orders '(edit: b first, then d, a, c)' and '... or was it ...? going
                        // with the second', blind108 rows 192, 350; 'O(sqrt n) — hmm, maybe O(log n)', blind108 row 89)
                        // - 2 (fix round 110: 'a, b, d, e. hmm, c too? yes add c', a closing sentence that adds, and
                        // 'Yes... hmm, no: 112 GB of state is already over 80 GB', an opening verdict taken back: blind108
                        // rows 348, 38)
                        // - 1 (fix round 110: '84 GB (7B) — I mean 80.9 GB for 6.74B', a short correction after a
                        // bracketed parameter count retracts the figure before the bracket: blind108 row 219)
                        // - 1 (fix round 110: '24.5 GB, oh wait, P = 4: 21 GB', a symbol set to its value between the
                        // correction and the new figure: blind108 row 182)
                        // + 5 (fix round 110: 5 of its 125 phase C controls, 'also' in a correction's reason, 'a keeps'
                        // after 'wait,', 'a comes second', a hyphen hedge to O(n), 'Yes hmm no' unpunctuated; see the
                        // rows' "known")
                        // + 5 (blind round 118: a Korean past ending after an amount, a bare 'no, the other way round',
                        // a closing letter after a clause, round 110's 'both b and c' in a reason, round 115's 'Adam's'
                        // on the other figure; see the rows' "known")
                        // - 1 (fix round 117: a line break between a word and the next line's word ends a clause as
                        // '; ' does, '### Answer\nLinear parts double, ...: **≈ 3×**', blind97 row 125)
                        // - 1 (fix round 117: a bracket whose only number is a hyphen-glued width and that denies nothing
                        // checks the figure, '84 GB (wait, that is the 12-byte table, right)', blind109_extra row 90)
                        // - 2 (fix round 117: a share of added work said as a cut, '29% less compute', 'it saves about
                        // 29.6%', contradicts the figure where the prompt asks for recomputed work; blind114 rows 282, 284)
                        // + 9 (blind round 125: 9 of its rows, a per-choice verdict sheet, a bare 'oh' before an added
                        // letter, choices ruled out by their words, 'Yes... hmm, no: ... doesn't fit', a yes_no take-back,
                        // 'No actually' opening a remark, 'the cost is not X but Y', 'it costs more' after a rejected
                        // opening, Korean 희생; see the rows' "known")
                        // + 26 (blind round 131: 25 of its rows and 1 phase C control, notes after the answer that
                        // state a wrong claim (a reversed trade, a wrong extra letter tagged '(a)', a false conditional
                        // alternative figure), a part's '= 10.11' working read as the figure, caveats on selective
                        // recompute read as the reverse trade; see the rows' "known")
                        // - 1 (round 137: a bracket of words after a term of a sum names the term, '26.96 (w+g) + 10.11',
                        // blind97 row 293 un-marked)
                        // - 6 (fix round 133: a yes/no sheet with colons 'a: no, b: no, c: yes', an opening yes taken back
                        // after a hesitation 'Yes hmm no, ...', 'Yes... hmm, no: 112 GB doesn't fit', choices ruled out by
                        // their words after an opening 'not', a pointer 'see above, b', check-3's training said to fit
                        // 'so it fits on one card if you're careful': blind110_extra row 109, blind125 rows 126, 160, 172,
                        // blind127 row 160, blind129_extra row 43 un-marked)
                        // + 0 (fix round 133: none of its 51 rows left known)
                        // - 2 (round 134: a lone-group figure read by the working in the bracket right after it,
                        // '65.536 tokens (8 × 2048 × 4)', or by the separator the reader names, '(German thousands
                        // dot)': blind97 row 7, blind108 row 50 un-marked)
                        // - 2 (round 134: a sentence opened by 'one micro-batch holds' no longer scopes a figure of a
                        // later clause that counts 'K = 4 of them' or names 'the whole batch': blind53_extra row 50,
                        // blind58_extra row 22 un-marked)
                        // - 3 (round 134: a later figure right after a label naming one GPU's share at its clause's
                        // start, 'node: 10.74 GB; per GPU: 1.34 GB', '..., so each GPU 1.34 GB', or after the split
                        // that makes it, '10.7 GB — split over 8 GPUs: 1.34 GB', is one GPU's: blind57 row 494, blind58
                        // row 314, blind108 row 333 un-marked)
                        // - 3 (round 134: an arithmetic verb on the figure before, then an ASCII arrow to its result,
                        // '35.7 GB, halved for micro-batch 2 -> 17.9 GB', is read as '→' and ':' were: blind64 row 212,
                        // blind74 rows 401, 402 un-marked)
                        // - 1 (round 134: a clause that opens with an operator sign and its factor on the figure before
                        // gives its result after the colon, '13.5 GB of weights; × 8 for the 16 bytes: 107.8 GB', as
                        // 'times 8' did: blind84 row 228 un-marked)
                        // - 1 (round 134: a later figure the reader calls a check, '8.75 GB, times 64 workers = 560 GB
                        // as a check', is not the answer: blind74 row 280 un-marked)
                        // - 1 (round 134: a figure named with 'the' after 'close to', '24.5 GB, close to the 28 GB of 2N',
                        // is the comparand, not a value narrowed to: blind90 row 304 un-marked)
                        // - 3 (round 132: a phrase added after the pick with another choice's bracketed letter or
                        // 'and then' and its letter adds it, 'b, and ... memory (a) for ...', 'c, and then b since ...';
                        // blind131 rows 60, 69, 151 un-marked)
                        // - 1 (round 132: a clause after a growth factor that cuts the prompt's own quantity,
                        // '1.33x, i.e. it cuts FLOPs by a third', says the growth backwards; blind131 row 171 un-marked)
                        // - 1 (round 132: 'somewhere between' with no figure of its own after two different figures
                        // gives no one value, '27.08%, or 33.3% if ... — somewhere between'; blind131 row 51 un-marked)
                        // - 1 (round 132: an arrow's letters, then a sentence opening with 'not' that rules letters out,
                        // '... -> b, c, d. Not a (...), not e (...)', is the conclusion; blind131 row 10 un-marked)
                        // - 1 (round 132: 'but effectively' before a second figure of the same kind replaces the
                        // first, as 'but really' does, '32768, but effectively 65536 ...'; blind131 row 37 un-marked)
                        // + 1 (round 132's phase C: 1 of its 48 rows, '42 GFLOPs per token, but effectively 84 with
                        // ...', a bare figure under a 'with' condition read as a what-if; see the row's "known")
                        // - 1 (round 132: the lever part's wrong claim 'that checkpointing costs memory' (the lesson's
                        // own trade, concept activation memory), 'b; ... you spend more memory to avoid the
                        // recomputation'; blind131 row 117 un-marked)
                        // - 1 (round 132: the attention part's wrong claim 'that FlashAttention uses more memory',
                        // 'b; FlashAttention stores the scores in SRAM instead, which is why it uses more memory';
                        // blind131 row 296 un-marked)
                        // + 2 (round 132's phase C: 2 more of its 48 rows, 'a keeps the scores' after the pick read as
                        // said of the pick, 'more activation memory than a' set aside as a comparison; see the rows'
                        // "known")
                        // - 1 (round 132: a note after the list that opens with a left-out letter and a colon and denies
                        // the prompt's own verb rules the letter out, 'e: ..., training doesn't keep one'; blind131 row 6
                        // un-marked)
                        // + 1 (round 132's phase C: 'a: training doesn't keep the weights' read as ruling a out, the
                        // denial's truth unchecked; see the row's "known")
                        // + 2 (round 141: 2 of its 285 rows: '56 GB (14 GB each for m and v)', each summand of the asked
                        // figure stated false, and 'yes, 40.4 > 80.6', a false inequality given as a yes's reason; see
                        // the rows' "known")
                        // + 20 (round 149: 16 of its 255 rows and 4 of its 33 probes: reversed reasons after the right
                        // letter of the checkpointing trade's choice parts, which carry no concepts; each GPU keeping
                        // the whole state said after a sharding pick; images with no vocabulary ('homework twice',
                        // 'crowd the card'); 'how long a step takes'; 'to save it' unresolved; see the rows' "known")
  // + 17 (round 150: 16 of its 195 phase A rows and 1 of its 34 phase C rows: model-size correcting brackets with
  // no correction word, 'of that is X' shares after a total, spoken 'one one two zero', 'only an eighth of it', an
  // inverse said after a colon, a '(7 x 8 = 56)' bracket, 'and e is correct too', a '? no' denial, a dashed ordering
  // remark, negated or doubled buy trades in a choice part, a colon lead against a buy trade)
                        // - 2 (round 152: after an 'oh'/'ah'/'hmm', a choice named by its words and ending in 'too'/'as
                        // well'/'also' ('a and c. Ah, runtime buffers too') is added to the letters before it, as added
                        // letters are; blind143 rows 51, 56 un-marked)
                        // + 1 (round 152's phase C: 'a,c   Ah, buffers too', a run of three spaces before the filler is
                        // taken for a blanked negated letter, so the added choice words are not read; see the row's
                        // "known")
                        // - 1 (round 152: 'how long' names check-5's time cost ('it changes how long a step takes, not
                        // how much memory it needs'): blind149 row 211 un-marked)
                        // + 1 (round 152's phase C: 'it changes how much memory a step needs, not how long it takes'
                        // accepted, the time denied after the contrast unread, as 'not the time it takes' already was;
                        // see the row's "known")
                        // - 1 (round 152: a yes/no sheet, bracketed or with colons, then a remark after a comma or
                        // semicolon ('a)no b)no c)yes, 112 > 80') is read as the sheet's pick and its reason: blind143
                        // row 119 un-marked)
                        // + 1 (round 152's phase C: 'a)no b)no c)yes, 112 < 80', a false inequality after the pick, is
                        // accepted as 'c, 112 < 80' already was; see the row's "known")
  // + 4 (round 161: a false bytes-per-parameter aside in a worked problem's part, whose prompt names no model size;
  // two breakdowns said in words by reference to an earlier part ('part (a)'s figure over 8', '(g)'s step time times
  // the steps') that are not worked out; 'same as part (a) divided by 8', an operation on the earlier part's answer)
                        // - 26 (round 160: a bracket of working after the figure whose terms carry labels or units
                        // ('28 m + 14 v', '14 forward + 14 backward', '32 B/param × 6.74e9'), thousands commas
                        // ('163,840 B per token × 32,768 tokens') or a comma before its last factor ('8 checkpoints +
                        // 8 recomputed layers, × 1 GB') is weighed by its numbers against the figure, and a sum inside
                        // the bracket that misses its own '=' ('2+2+4+4 = 16 B/param') is false working; blind66 rows
                        // 40-60, 86-101, 123-133, 178-193, 255, 308, 326-332, 376-382 un-marked)
                        // - 13 (round 160: scopes said right after the figure, as a star's footnote is read: 'per
                        // node' where each worker's or GPU's share is asked and the prompt counts no node; 'each of m
                        // and v' / 'each of the moments' where the whole is asked; 'activations included' after a
                        // unit where the prompt counts the state before activations; blind66 rows 198-210, 296,
                        // 416-428, blind68 row 164, blind74 row 254 un-marked)
                        // - 9 (round 159: a bracket after the figure that credits it to a model size or count the
                        // prompt does not name and then gives the prompt's setting its figure, with no correction word
                        // ('14 GB (that's for 7B; for 13B it's 26 GB)', '8.75 GB (that's for 64; with 128 it's 4.375
                        // GB)'), is read as the bracket's figure: blind127 row 14, blind136 rows 145, 163, blind136_extra
                        // row 22, blind150 rows 136, 137, 143, 144, 146 un-marked)
                        // - 1 (round 159: a share after a total named after a copula, '560 GB of that is Adam', names
                        // the part as '560 GB of that, Adam' did: blind150 row 89 un-marked)
  // + 13 (round 163, long answers: choices ruled out by their words or claim in a sentence read as picks or their
  // feedback (3), a working figure or an aside's figure read before the closing one (6), a closing bare letter after
  // a comparison, a 'letter: reason' sheet, a false reason inside the pick's gloss, a closing 130 GB lost to working
  // bytes; see the file's "known" fields)
  // + 10 (round 162: 9 of its 209 phase A rows and 1 of its 32 phase C rows: a reversed trade as 'saves X by
  // spending Y'; a negated 'worth' with the pick's own condition; a false reason about a part's size on a yes/no; a
  // 'given' premise that is the other choice's case; a false size in the pick's words;
  // 'TP/SP', 'PP' as a lettered order's words; an other-setting bracket as 'for 128 workers; for 64 it's' and 'that's
  // the 7B; the 13B's would be'; '98 GB of that is' a list of parts; 'it fits once activations are dropped' after a
  // sheet, as after a bare pick; see the rows' "known")
  // + 2 (round 166's phase C controls: 'nearly 40 GB (560/16)', the bracket's working read over the hedged figure said
  // first; 'checkpointing purchases FLOPs with memory', a reversed buy-verb trade read as the right cost; see "known")
  // + 13 (the lead, session 47: a side figure after 'i.e.' in another unit read over the asked GPU-hours; a choice ruled out, said to do more than asked or restated beside the pick read as a
  // second pick; 'it frees' read as choice a's 'is free'; 'all but' with the choices' words; a bracket's per-param
  // count read as working; see reader_answers_lead47.jsonl's "known")
  // - 2 (round 170: a pick settled in a later clause after an earlier named choice, '..., so I'd go to ZeRO-2 (c)',
  // '...; I'd step up to ZeRO-3 (d)', is now the pick: blind158 row 105 and blind165_extra row 27 un-marked)
  // + 3 (round 170: a settling phrase in a relative clause after the figure it settles on, '..., per GPU that's 1.34
  // GB, which is the one I'd give', is not read; in phase C a bare first figure or a working's figure is preferred to
  // the one settled after "but to be safe I'd go with" or "which makes it"; see the rows' "known")
  // - 5 (round 169: whole_state_each also reads 'every/each worker/GPU/rank (still) holds/keeps/has the whole', 'a full
  // copy', 'all the weights/state/optimizer state', 'still keeps the optimizer state/the weights' after the pick, not
  // only after 'since'/'because' (not 'still keeps its shard', 'holds all the activations', 'holds everything'); a wrong
  // claim said of a subject other than the one the set's attributed claims speak of ('with data parallelism alone
  // every worker holds the whole state') is not the pick's; a reason after one alternative of an 'A / B' text or an
  // alias ('ZeRO, where ...') is read as after the text: blind149 rows 124, 231, blind149_extra rows 22-24 un-marked)
  // - 10 (round 169: a choice part of a short answer whose claims have a direction (checkpointing's trade) reads the
  // reason after its right pick's letter or text with the short answer's own claims too, and one said the wrong way
  // round ('b, it frees up compute', 'b: less compute', 'c, because it recomputes nothing', 'b — memory is the price')
  // is a wrong reason; a reason with a supposition, comparison, negation or buy verb is left as it was: blind149 rows
  // 33, 40, 69, blind151 row 150, blind155 rows 183, 184, 187, 193, 195, blind162 row 12 un-marked)
  // + 4 (round 172: a false split of the asked 16 B that adds up, 'the gradients alone' beside 98 GB, words joined
  // without spaces ('gradientsandoptimizer'), a four-letter 'sqrt' slipped ('squrt'); see the rows' "known")
  // - 9 (round 174: in the single-choice reader a later sentence that rules a choice out or says it does more than
  // asked is a remark, as in the multi-select reader ('time (b); the stats are ... not worse', 'b. c also shards the
  // gradients, which is more than asked'); a relative clause after 'not DDP (a)' describes the choice ruled out; the
  // verb 'frees'/'freed' no longer names choice a's 'it is free': lead47 rows 22, 37, 105, 108, 148, 149, 152,
  // blind163 row 54, blind26 row 14 un-marked)
  // + 2 (round 174 phase C: 'b; the statistics are worse than a large batch too' and 'stage 1 — not DDP (a), which
  // ...; c', a second pick after ';' read as the first pick's reason: old behaviour; see the rows' "known")
  // - 4 (the lead, session 47, at the merges: blind173 rows 189, 190 (round 169's ' to buy ' in the asked-side trade
  // reader), 210, 213 (round 170's pick settled in a later clause) graded right once the rounds met on main)
  // + 3 (the lead, session 47's final read: a later sentence naming the pick before its 'not' dropped as a ruled-out
  // remark by the single-choice reader; a condition said with 'with'; see reader_answers_lead47.jsonl's "known")
  // - 1 (round 175: a later sentence ruling a named choice out with a leaving-out word and no negation ('The KV cache
  // is trivial here.', 'Activations are negligible.') is a remark where the prompt asks with a negation too:
  // blind173 row 9 un-marked)
  // + 3 (round 175: a closing aside's figure in days read over the leading GPU-hours, 'with data parallelism alone ...;
  // FSDP / ZeRO shards it' read as the contrast's pick d, 'frees enough memory' read as choice c; see the rows' "known")
  // + 3 (round 175 phase C: a lone 'v' after a name split at 'and' names two items ('Q, K and V projections too',
  // 'Adam m and v too'); 'not negligible' under a negated prompt loses d; see the rows' "known")
  // - 1 (round 177: 'I'd put it at' is a settling phrase (quantity_detail::settling_phrases), and the "would" of a
  // longer settling phrase ('I'd go with', 'I'd put it at') no longer makes the settled figure a conditional aside:
  // blind167 row 62 un-marked)
  // + 1 (round 177 phase C: '84 GB by this table; I would go with 112 GB though': a bare leading figure is still the
  // stated result over a figure settled on after ';' (as blind170_extra row 20); see the row's "known")
  // + 2 (the lead, session 47's second final read: 'unlike data parallelism every worker holds the whole state' after
  // c; 'Saved activations: inference can ignore them.' under a negated prompt; see reader_answers_lead47.jsonl)
  // + 1 (round 180: '107.8 GB, i.e. 12 bytes per parameter' on a problem part: the part's prompt names no model size,
  // its problem's opening does, so the false per-parameter breakdown is not weighed)
  // - 1 (round 180: bracketed working ending 'per param' is weighed as the per-parameter coefficient times the prompt's
  // model size: lead47 row 64 '7.8 (2 forward + 4 backward per param)' un-marked)
  // - 1 (round 187: a bracket right after the figure holding one number and its words ending 'per param' is weighed
  // the same way: blind66 row 305 '840 GB (16 B/param)' un-marked)
  // + 1 (round 190: a figure after a corrected one, '27 GB per gpu? no wait, 24.5 GB. buffer 14 GB', is read as a
  // further correction; the correction reader, not this round's rules)
  // + 1 (lead's probes 49: a multiplier said of the pick, '2x the weights', is not read)
  // - 1 (round 192: a per-parameter figure set right after the pick, 'c, 4 bytes per param', is said of it and weighed
  // against the choice's own figure: blind162 row 199 "c, Adam's 4 bytes per parameter" un-marked)
  // - 1 + 1 (round 192: a per-parameter figure followed by 'each', 'apiece' or a factor is one item's share, not the pick's
  // size: blind62 row 26 'c. Only 2 bytes/param each: a and b' un-marked; its wrong twin 'c, 2 bytes per param each for
  // m and v' (a false share) is accepted: the share is not multiplied by the items named, see the row's "known")
  CHECK(wrong_verdict == 0);
}

TEST_CASE("reader-answer corpus covers every question and part, right and wrong", "[reader_answers]") {
  std::map<std::string, std::pair<int, int>> seen;  // question -> (right, wrong)
  for (const row& r : corpus()) (r.correct ? seen[r.q].first : seen[r.q].second)++;
  int questions = 0;
  for (const auto& l : lesson_catalog())
    for (const auto& s : l.sections)
      for (const auto& q : s.questions) {
        std::vector<const lesson_question*> all;
        if (q.type != "problem") all.push_back(&q);  // a problem is answered part by part
        for (const auto& p : q.parts) all.push_back(&p);
        for (const lesson_question* x : all) {
          const std::string ref = l.id + "/" + x->ref;
          INFO(ref);
          CHECK(seen[ref].first >= 1);
          CHECK(seen[ref].second >= 1);
          CHECK(seen[ref].first + seen[ref].second >= (x->parts.empty() && x->ref.find('/') == std::string::npos ? 3 : 2));
          ++questions;
        }
      }
  CHECK(questions >= 50);
}

TEST_CASE("before the reader has it, feedback never gives the answer away", "[reader_answers]") {
  int checked = 0;
  for (const row& r : corpus()) {
    if (r.correct) continue;
    json full = check(r, true);
    json hidden = check(r, false);
    INFO(r.file << " line " << r.line << ": " << r.q << " \"" << r.a << "\" -> " << hidden.dump().substr(0, 500));
    REQUIRE(hidden["ok"] == true);
    CHECK_FALSE(hidden.contains("expected"));
    CHECK_FALSE(hidden.contains("solution"));
    CHECK_FALSE(hidden.contains("accepted_range"));
    const std::string fb = hidden["feedback"].get<std::string>();
    const std::string expected = full["expected"].get<std::string>();
    if (full["type"] == "numeric") {
      // the expected number ("48" of "48 GB") appears only if the reader typed it
      std::smatch m;
      const std::string head = expected.substr(0, expected.find_first_of(" ×%"));
      const std::regex word("(^|[^0-9A-Za-z.])" + std::regex_replace(head, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") +
                            "($|[^0-9A-Za-z.])");
      const std::regex typed("(^|[^0-9.])" + std::regex_replace(head, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") +
                             "($|[^0-9.])");
      // typed in words counts as typed: "sixteen bits per param" echoed as "16 bits/param" gives nothing away
      if (!std::regex_search(r.a, typed) && !std::regex_search(number_words_to_digits(r.a), typed))
        CHECK_FALSE(std::regex_search(fb, word));
    } else if (full["type"] == "choice") {
      // "(c) No: 112 GB ..." — the right choice's text is not named
      const std::string text = expected.substr(expected.find(") ") + 2);
      CHECK(fb.find(text) == std::string::npos);
    } else if ((full["type"] == "multi_select" || full["type"] == "ordering") && full["kind"] != "unreadable") {
      if (r.a.find(expected) == std::string::npos) CHECK(fb.find(expected) == std::string::npos);
    }
    ++checked;
  }
  CHECK(checked >= 150);
}

TEST_CASE("an ambiguous or question-back answer costs no try and says what to make plain", "[reader_answers]") {
  auto tutor = [](const std::string& q, const std::string& a) {
    return json::parse(handle(json({{"op", "tutor"}, {"question", q}, {"action", "check"}, {"answer", a}}).dump()));
  };
  const std::string q4 = "training-is-its-own-beast/check-4";
  json idiom = tutor(q4, "It trades memory for compute");
  CHECK(idiom["result"]["kind"] == "ambiguous");
  CHECK(idiom["state"]["attempts"] == 0);
  CHECK(idiom["result"]["feedback"].get<std::string>().find("which goes up and which goes down") != std::string::npos);
  CHECK_FALSE(idiom.contains("solution"));
  // the idiom's usual reading is taken as written; a plain statement outweighs the idiom
  CHECK(tutor(q4, "It trades compute for memory")["result"]["correct"] == true);
  CHECK(tutor(q4, "trades memory for compute: it recomputes activations so it needs less memory")["result"]["correct"] == true);
  // explicit directions the wrong way round stay reversed, and count
  json rev = tutor(q4, "It costs memory and saves compute");
  CHECK(rev["result"]["kind"] == "reversed");
  CHECK(rev["state"]["attempts"] == 1);
  json back = tutor(q4, "do you mean compared to no checkpointing?");
  CHECK(back["result"]["kind"] == "unreadable");
  CHECK(back["state"]["attempts"] == 0);
  json hedge = tutor("training-resource-accounting/when-worth-it", "b or c");
  CHECK(hedge["result"]["kind"] == "ambiguous");
  CHECK(hedge["state"]["attempts"] == 0);
}

TEST_CASE("choices read from prose: orders written backwards, hedges in words, clauses that restate", "[reader_answers]") {
  auto check_one = [](const std::string& q, const std::string& a) {
    return json::parse(handle(json({{"op", "check"}, {"question", q}, {"answer", a}}).dump()));
  };
  const std::string order = "training-resource-accounting/memory-short-order";  // c, d, a, b
  CHECK(check_one(order, "first smaller batch, then recomputation, then ZeRO, last bigger GPUs")["correct"] == true);
  CHECK(check_one(order, "bigger GPUs last; before that ZeRO; before that recomputation; smaller batch first")["correct"] ==
        true);
  // the same clauses in another order stay wrong
  CHECK(check_one(order, "recomputation, smaller batch, ZeRO, bigger GPUs")["correct"] == false);
  // a hedge in words asks for one choice and names what it read; a rejected choice is no pick
  json hedge = check_one("training-resource-accounting/biggest-item", "optimizer states or gradients");
  CHECK(hedge["kind"] == "ambiguous");
  CHECK(hedge["feedback"].get<std::string>().find("(b)") != std::string::npos);
  CHECK(check_one("training-is-its-own-beast/accum-cost", "it take more time, not more memory")["correct"] == true);
  CHECK(check_one("training-is-its-own-beast/accum-cost", "it takes more memory, not more time")["correct"] == false);
  // a clause that names no choice (the question restated) is left out, not read as a pick
  CHECK(check_one("training-resource-accounting/three-ledgers", "The page uses three ledgers: memory, communication, recompute")
            ["correct"] == true);
  // an aside in parentheses explains, it adds no pick; a state is the resource's it is said of
  CHECK(check_one("training-is-its-own-beast/training-only-state",
                  "grads, optimizer, activations (weights are needed for inference too)")["correct"] == true);
  CHECK(check_one("training-resource-accounting/when-worth-it", "when compute is the bottleneck")["correct"] == false);
  CHECK(check_one("training-resource-accounting/when-worth-it", "when there's not enough memory")["correct"] == true);
  // claims: a relative clause carries its noun's direction ("the memory it saves")
  CHECK(check_one("training-is-its-own-beast/check-4", "the compute it costs is small, the memory it saves is big")["correct"] ==
        true);
  CHECK(check_one("training-is-its-own-beast/check-5", "gradient accumulation; it's the memory you pay, not the time")
            ["correct"] == false);
  CHECK(check_one("training-is-its-own-beast/check-4", "It doesn't cost extra compute, it just saves memory")["correct"] ==
        false);
}

TEST_CASE("numbers read through TeX, corrections and GPU-hours typed as hours", "[reader_answers]") {
  auto check_one = [](const std::string& q, const std::string& a) {
    return json::parse(handle(json({{"op", "check"}, {"question", q}, {"answer", a}}).dump()));
  };
  CHECK(check_one("training-resource-accounting/adam-states-7b", "$7\\cdot 10^9 \\cdot 8 = 5.6\\cdot 10^{10}$ bytes")["correct"] ==
        true);
  CHECK(check_one("training-resource-accounting/allreduce-volume", "$2 \\times \\frac{7}{8} \\times 14$ GB")["correct"] == true);
  // the value after "no," replaces the one before it; one before "not" is rejected
  CHECK(check_one("training-is-its-own-beast/check-2", "first 3e9 x 12 = 36 GB, no: 3e9 x 16 = 48 GB")["correct"] == true);
  CHECK(check_one("training-is-its-own-beast/check-2", "48 GB, no wait, 36 GB")["correct"] == false);
}
