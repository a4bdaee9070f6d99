#!/usr/bin/env bash
# CLI end-to-end for the quiz layer: `ledgerlab lessons`, `lesson`, `quiz` with piped answers, the
# tutoring loop (wrong answer without the answer shown, hints one at a time, reveal, new variant,
# skip), a worked problem walked part by part, EOF handling, seeds and usage errors. Usage: test_quiz.sh path/to/ledgerlab
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
q="$bin quiz training-is-its-own-beast"
check lessons 0 'training-is-its-own-beast' -- "$bin" lessons
check lessons-sections 0 '#check-your-understanding' -- "$bin" lessons
check lessons-json 0 '"lessons"' -- "$bin" lessons --json
check lesson 0 'question check-5 \(short_answer\)' -- "$bin" lesson training-is-its-own-beast
check lesson-seed 0 'for a 70B model' -- "$bin" lesson training-is-its-own-beast --seed 1
check lesson-unknown 2 'unknown lesson "nope"' -- "$bin" lesson nope
check lesson-no-id 2 'expected one lesson id' -- "$bin" lesson
check quiz-correct 0 'CORRECT \(score 1, correct\)' -- bash -c "echo '3e9 * 16 bytes' | $q --question check-2"
check quiz-steps 0 'Worked solution' -- bash -c "echo '48 GB' | $q --question check-2"
check quiz-diagnosis 0 'master copy' -- bash -c "echo '36 GB' | $q --question check-2"
check quiz-partial 0 'PARTLY RIGHT.*unit_partial' -- bash -c "echo '48 GiB' | $q --question check-2"
check quiz-garbage 0 'COULD NOT READ THAT' -- bash -c "echo 'lots of memory' | $q --question check-2"
check quiz-words 0 'CORRECT \(score 1, correct\)' -- bash -c "echo 'that comes to forty-eight gigabytes in total' | $q --question check-2"
check quiz-seed 0 'for a 70B model' -- bash -c "echo '1120 GB' | $q --question check-2 --seed 1"
check quiz-seed-graded 0 'Score: 1 / 1' -- bash -c "echo '1120 GB' | $q --question check-2 --seed 1"
check quiz-eof 0 'end of input' -- bash -c "$q < /dev/null"
# the quiz asks every question, and a worked problem part by part
listing=$("$bin" lesson training-is-its-own-beast)
total=$(( $(grep -c '^  question ' <<<"$listing") - $(grep -c '^  question [^ ]* (problem)' <<<"$listing") + $(grep -c '^    part ' <<<"$listing") ))
check quiz-eof-score 0 "Score: 0 / $total" -- bash -c "$q < /dev/null"
check quiz-skip 0 'skipped' -- bash -c "printf '\n' | $q --question check-1"
answers=$(printf '%s\n' \
  'Weights, gradients, optimizer state (Adam m, v, master copy) and activations; inference needs only the weights' \
  '48 GB' \
  'Serving needs ~2 bytes/param, training ~16 bytes/param: gradients, optimizer moments, master copy' \
  'It trades extra compute for less activation memory' \
  'Gradient accumulation; it costs wall-clock time')
# skip the questions before the five checks (in the last section, before the worked problem) with
# empty lines, then answer them
check quiz-five-checks 0 "Score: 5 / $total \(5 correct, 5 answered\)" -- bash -c \
  "{ for ((i = 0; i < \$1 - 5; i++)); do echo; done; printf '%s\n' \"\$2\"; } | $q" _ "$((total - $(grep -c '^    part ' <<<"$listing")))" "$answers"
# the tutoring loop: a wrong answer shows no answer, hints come one at a time, then the right answer
loop=$(printf '36 GB\nhint\nhint\nhint\n48 GB\n' | $q --question check-2)
check loop-wrong-first 0 'NOT CORRECT.*misconception' -- echo "$loop"
check loop-page-sentence 0 'From the page: "That is the' -- echo "$loop"
check loop-hint-1 0 'Hint 1/2: persistent state = parameters' -- echo "$loop"
check loop-hint-2 0 'Hint 2/2:' -- echo "$loop"
check loop-no-more-hints 0 'No more hints' -- echo "$loop"
check loop-right 0 'CORRECT \(score 1, correct\)' -- echo "$loop"
check loop-score 0 'Score: 1 / 1 \(1 correct, 1 answered; 2 hints\)' -- echo "$loop"
before_right=$(echo "$loop" | sed -n '1,/CORRECT (score 1/p')
if echo "$before_right" | grep -q 'Worked solution\|Answer: 48 GB\|Expected 48'; then echo "FAIL loop-no-solution-before-asked"; fails=$((fails+1)); else passes=$((passes+1)); fi
check loop-solution-after-right 0 'Answer: 48 GB' -- echo "$loop"
# reveal on request, then the right answer counts as after the solution; skip moves on
rev=$(printf 'reveal\n48 GB\n' | $q --question check-2)
check loop-reveal 0 'Worked solution' -- echo "$rev"
check loop-after-reveal 0 '1 right only after seeing the solution' -- echo "$rev"
check loop-skip 0 'skipped' -- bash -c "printf '36 GB\nskip\n' | $q --question check-2"
check loop-retry-prompt 0 'Try again, or: hint, reveal, new, skip' -- bash -c "printf '36 GB\n' | $q --question check-2"
check loop-new-variant 0 'New variant \(seed [0-9]+\): .*model' -- bash -c "printf 'new\n' | $q --question check-2"
check loop-reveal-after 0 'the solution, after 3 tries' -- bash -c "printf '10 GB\n20 GB\n30 GB\n' | $q --question check-2"
check loop-part 0 'CORRECT' -- bash -c "echo b | $q --question check-4/gives"
check loop-once 0 'Score: 0 / 1 \(0 correct, 1 answered\)' -- bash -c "printf '36 GB\n48 GB\n' | $q --question check-2 --once"
check loop-json 0 '"action":"hint"' -- bash -c "printf 'hint\n' | $q --question check-2 --json"
# a worked problem walked part by part: (c) is computed from the reader's choice in (b), a wrong (c)
# with a hint and a right one, (e) skipped, (f) "fits?" wrong then right in the reader's words
walk=$(printf '%s\n' '107.8 GB' 'b' '107.8 GB' 'hint' '37.1 GB' 'b' '' 'no' 'it fits' | $q --question problem-1)
check problem-header 0 'Problem problem-1: Worked problem' -- echo "$walk"
check problem-parts 0 'Question 7/8' -- echo "$walk"
check problem-chained 0 '\(computed for your choices: ZeRO-1 over 8 GPUs\)' -- echo "$walk"
check problem-wrong-part 0 'NOT CORRECT.*misconception' -- echo "$walk"
check problem-feedback-choice 0 'For your choices \(ZeRO-1 over 8 GPUs\): .*whole model' -- echo "$walk"
check problem-hint 0 'Hint 1/2: Stage 1 divides' -- echo "$walk"
check problem-fits-wrong 0 'For your choices \(ZeRO-1 over 8 GPUs; micro-batches of 4 with activation checkpointing\): Not correct' -- echo "$walk"
check problem-score 0 'Score: 5 / 8 \(5 correct, 5 answered; 1 hint\)' -- echo "$walk"
# another choice, other numbers: 37.1 GB is wrong for ZeRO-3, 13.5 GB right
check problem-other-choice-wrong 0 'Score: 1 / 8 \(1 correct, 3 answered\)' -- bash -c "printf '%s\n' '107.8 GB' 'd' '37.1 GB' | $q --question problem-1 --once"
check problem-other-choice-right 0 'Score: 2 / 8 \(2 correct, 3 answered\)' -- bash -c "printf '%s\n' '107.8 GB' 'd' '13.5 GB' | $q --question problem-1 --once"
check problem-skipped-choice 0 'skipped, it is computed from your answer to part sharding' -- bash -c "printf '107.8 GB\n\n' | $q --question problem-1"
check problem-lone-part 2 'walk the problem with --question problem-1' -- bash -c "echo yes | $q --question problem-1/fits"
check problem-json 0 '"given":\["ZeRO-1 over 8 GPUs"\]' -- bash -c "printf '107.8 GB\nb\n37.1 GB\n' | $q --question problem-1 --json"
check problem-listing 0 'part problem-1/state-per-gpu \(numeric, uses your answer to \["sharding"\]\)' -- echo "$listing"
check quiz-unknown-question 2 'has no question "check-9"' -- bash -c "echo x | $q --question check-9"
check quiz-bad-seed 2 '--seed' -- bash -c "echo x | $q --seed -3"
check quiz-help 0 'example:' -- "$bin" quiz --help
echo "$passes passed, $fails failed"
[ "$fails" = 0 ]
