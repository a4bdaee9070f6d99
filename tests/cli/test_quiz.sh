#!/usr/bin/env bash
# CLI end-to-end for the quiz layer: `ledgerlab lessons`, `lesson`, `quiz` with piped answers, the
# tutoring loop (wrong answer without the answer shown, hints one at a time, reveal, new variant,
# skip), EOF handling, seeds and usage errors. Usage: test_quiz.sh path/to/ledgerlab
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
check quiz-garbage 0 'NOT CORRECT.*unreadable' -- bash -c "echo 'lots of memory' | $q --question check-2"
check quiz-words 0 'CORRECT \(score 1, correct\)' -- bash -c "echo 'that comes to forty-eight gigabytes in total' | $q --question check-2"
check quiz-seed 0 'for a 70B model' -- bash -c "echo '1120 GB' | $q --question check-2 --seed 1"
check quiz-seed-graded 0 'Score: 1 / 1' -- bash -c "echo '1120 GB' | $q --question check-2 --seed 1"
check quiz-eof 0 'end of input' -- bash -c "$q < /dev/null"
total=$("$bin" lesson training-is-its-own-beast | grep -c '^  question ')
check quiz-eof-score 0 "Score: 0 / $total" -- bash -c "$q < /dev/null"
check quiz-skip 0 'skipped' -- bash -c "printf '\n' | $q --question check-1"
answers=$(printf '%s\n' \
  'Weights, gradients, optimizer state (Adam m, v, master copy) and activations; inference needs only the weights' \
  '48 GB' \
  'Serving needs ~2 bytes/param, training ~16 bytes/param: gradients, optimizer moments, master copy' \
  'It trades extra compute for less activation memory' \
  'Gradient accumulation; it costs wall-clock time')
# skip the questions before the five checks (the last section) with empty lines, then answer them
check quiz-five-checks 0 "Score: 5 / $total \(5 correct, 5 answered\)" -- bash -c \
  "{ for ((i = 0; i < \$1 - 5; i++)); do echo; done; printf '%s\n' \"\$2\"; } | $q" _ "$total" "$answers"
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
check quiz-unknown-question 2 'has no question "check-9"' -- bash -c "echo x | $q --question check-9"
check quiz-bad-seed 2 '--seed' -- bash -c "echo x | $q --seed -3"
check quiz-help 0 'example:' -- "$bin" quiz --help
echo "$passes passed, $fails failed"
[ "$fails" = 0 ]
