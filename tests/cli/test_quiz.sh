#!/usr/bin/env bash
# CLI end-to-end for the quiz layer: `ledgerlab lessons`, `lesson`, `quiz` with piped answers,
# EOF handling, seeds and usage errors. Usage: test_quiz.sh path/to/ledgerlab
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
check quiz-garbage 0 'NOT CORRECT.*unreadable' -- bash -c "echo 'forty-eight' | $q --question check-2"
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
check quiz-unknown-question 2 'has no question "check-9"' -- bash -c "echo x | $q --question check-9"
check quiz-bad-seed 2 '--seed' -- bash -c "echo x | $q --seed -3"
check quiz-help 0 'example:' -- "$bin" quiz --help
echo "$passes passed, $fails failed"
[ "$fails" = 0 ]
