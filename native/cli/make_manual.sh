#!/usr/bin/env bash
# Regenerates native/cli/MANUAL.md, the man-page-style reference of every `ledgerlab` subcommand:
# NAME, SYNOPSIS and OPTIONS come from the binary itself (`ledgerlab --help` = the command table,
# `ledgerlab <cmd> --help` = its flag list), DESCRIPTION and EXIT STATUS from the text below.
# tests/cli/test_cli_finish.sh fails when the manual misses a command or a flag: re-run this then.
# Usage: native/cli/make_manual.sh build/bin/ledgerlab > native/cli/MANUAL.md
set -euo pipefail
bin=${1:?usage: make_manual.sh path/to/ledgerlab}

describe() {  # the DESCRIPTION paragraph of each command (hand-written; every number comes from the core)
  case $1 in
    api) echo "Answers requests of the JSON API (the contract every host shares: API.md, README \"API\"). One request on stdin or from \`--request FILE\`, one response on stdout; with \`--lines\`, JSON Lines in and out, one response line per request line, in order. Every input gets an envelope: \`{\"ok\": true, ...}\` or \`{\"ok\": false, \"error\": {\"code\", \"message\", \"path\"}}\` where \`path\` is a JSON pointer into the request." ;;
    memory) echo "Prints the per-GPU memory ledger of a training (or inference) configuration: weights, gradients, master weights, optimizer state, activations and KV cache, each row with the formula that produced it, the total, and whether it fits the hardware's memory. Sharding (ZeRO 0-3, TP, PP, CP, EP) is applied to the most loaded GPU (the first pipeline stage). Bytes are SI (1 GB = 1e9 B) unless \`--gib\`." ;;
    flops) echo "Prints FLOPs per token and per step (model FLOPs: forward + backward; hardware FLOPs add recomputation), total training FLOPs for \`--tokens\` (C = 6ND plus attention), and MFU/HFU from a measured step time or throughput." ;;
    presets) echo "Lists the embedded catalogs: model presets (with their sources), hardware presets (datasheet profiles) and the named precision recipes. Every \`--model\`, \`--hardware\` and \`--recipe\` value comes from here." ;;
    comm) echo "Prints the per-step communication ledger per parallelism dimension (DP, TP, PP, CP, EP): collective, bytes per GPU, time on the link (alpha-beta model, nccl-tests conventions) and the part not hidden behind compute. Uses the same request as \`step\`." ;;
    step) echo "Prints the step-time ledger: compute, exposed communication and pipeline bubble, the step time, tokens/s, MFU/HFU, and with \`--tokens\`/\`--price\` the time to train, GPU-hours and cost." ;;
    scale) echo "Sweeps the GPU count and prints throughput and scaling efficiency for each, flagging counts where adding GPUs makes training slower (strong scaling by default; \`--mode weak\` keeps the per-GPU batch)." ;;
    plan) echo "Searches the parallel configurations (DP x TP x PP x CP, ZeRO stage, micro-batch, recomputation) for a model, hardware and GPU count: what fits in memory, and the fastest configurations by step time; with \`--min-gpus\`, the fewest GPUs that can train the model at all." ;;
    demo) echo "A worked example: the book's 7B model with mixed precision and Adam (16 bytes per parameter, 112 GB), then Llama-2-7B sharded with ZeRO-3 over 8 GPUs, ledger by ledger." ;;
    lessons) echo "Lists the lessons (one per book page) with their sections, exercises and question counts." ;;
    lesson) echo "Shows one lesson: its sections, the exercises (widget, API request, editable inputs) and the questions with the variant for \`--seed\` filled in (seed 0 = the book's numbers). Answers are not shown; \`quiz\` and the \`check\` op grade." ;;
    quiz) echo "Runs a lesson's quiz in the terminal: asks each question, reads one answer per line from stdin (empty line: skip; end of input: stop), grades it with the core's \`check\` (units, tolerance, misconception diagnosis) and shows the worked solution." ;;
    recompute) echo "Activation checkpointing on a chain of layers: replays a schedule (none, every_k, sqrt, full, selective, optimal) and reports peak activation memory against recomputed FLOPs; \`--compare\` puts every strategy side by side, \`--timeline\` prints the replay event by event. The chain is uniform (\`--layers\`, \`--activation-bytes\`, \`--forward-flops\`), per layer (\`--chain FILE\`) or derived from a model." ;;
    calibrate) echo "Measures the constants behind the hardware profile (matmul FLOP/s, memory bandwidth, collectives with fitted latency and bandwidth) and writes a profile JSON with \"source\": \"calibrated\" (atomically) plus a readable report. Every other command, the desktop app (Calibrate panel, \`--hardware\`) and the web site accept the file. The CPU backend runs everywhere; the CUDA/NCCL backend needs a build with LEDGERLAB_CUDA. The measurements run in a separate executable, \`ledgerlab-calibrate\`, installed beside \`ledgerlab\` (which execs it with the same arguments, so mpirun, signals and exit codes work as for one program; \`LEDGERLAB_CALIBRATE=PATH\` names another): the CLI itself links no CUDA, NCCL, MPI or BLAS." ;;
    completion) echo "Prints a shell completion script for bash or zsh covering every command and flag (read from the command table and each command's flag list when the script is generated) and the catalog ids for \`--model\`, \`--hardware\` and \`--recipe\` values." ;;
    version) echo "Prints the ledgerlab version (and the API version)." ;;
    *) echo "(no description yet: add one to native/cli/make_manual.sh)" ;;
  esac
}

exit_status() {
  case $1 in
    api) echo "0: every response was ok:true (or --lines ran to the end); 1: a response was ok:false or an internal error; 2: bad flags." ;;
    calibrate) echo "0: profile written; 1: a runtime failure, or the backend executable could not be started (the profile is written atomically, so an old one stays untouched); 2: usage; 3: skipped (a build without CUDA, or no GPU, for \`--backend cuda\`); 4: a correctness check failed (#wrong > 0, profile flagged); 124: watchdog timeout; 130: interrupted." ;;
    *) echo "0: success; 1: an internal or runtime failure; 2: a usage error (unknown flag, bad value) or a request the core rejected; the message names the flag and the field's JSON pointer." ;;
  esac
}

cmds=$("$bin" --help | awk '/^commands:/{on=1; next} on && /^  [a-z]/{print $1}')
cat <<EOF
# ledgerlab command reference

Man-page-style reference for every \`ledgerlab\` subcommand, generated by
\`native/cli/make_manual.sh build/bin/ledgerlab\` from the binary's own \`--help\` (the synopsis,
flags and examples below are exactly what \`ledgerlab <command> --help\` prints). Common to all
commands: flags are strict (an unknown flag, a missing value or a malformed number is a usage error
naming the flag, exit 2); a request the core rejects prints the core's message with the field's
JSON pointer (exit 2); \`--json\` prints the raw API response instead of the table; bytes are SI
(1 GB = 1e9 B). Shell completion: \`source <(ledgerlab completion bash)\` or
\`ledgerlab completion zsh > "\${fpath[1]}/_ledgerlab"\`.

| command | summary |
|---|---|
EOF
"$bin" --help | awk '/^commands:/{on=1; next} on && /^  [a-z]/{name=$1; $1=""; sub(/^ +/, ""); printf "| [`%s`](#ledgerlab-%s) | %s |\n", name, name, $0}'
for c in $cmds; do
  help=$("$bin" "$c" --help)
  summary=$("$bin" --help | awk -v c="$c" '$1 == c {$1=""; sub(/^ +/, ""); print}')
  echo
  echo "## \`ledgerlab $c\`"
  echo
  echo "**NAME**: \`ledgerlab $c\` - $summary"
  echo
  echo "**SYNOPSIS**"
  echo '```'
  awk '/^usage:/{on=1} on && /^$/{exit} on {sub(/^usage: /, ""); print}' <<<"$help"
  echo '```'
  echo
  echo "**DESCRIPTION**: $(describe "$c")"
  echo
  extra=$(awk 'NR>1 && /^$/{blank=1; next} blank && !/^(example|examples|Flags):/ && !/^  --/ && !/^ +ledgerlab / {print}' <<<"$help" | sed -n '1,20p')
  if [ -n "$extra" ]; then echo "$extra" | sed 's/^/> /'; echo; fi
  if grep -q '^  --' <<<"$help"; then
    echo "**OPTIONS**"
    echo
    echo "| flag | meaning |"
    echo "|---|---|"
    grep '^  --' <<<"$help" | awk '{
      line = substr($0, 3); gap = index(line, "  ");
      left = gap ? substr(line, 1, gap - 1) : line; right = gap ? substr(line, gap) : "";
      sub(/^ +/, "", right); gsub(/\|/, "\\|", left); gsub(/\|/, "\\|", right);
      printf "| `%s` | %s |\n", left, right }'
    echo
  fi
  echo "**EXAMPLES**"
  echo '```'
  awk '/^examples?:/{on=1; sub(/^examples?: */, ""); if ($0 != "") print; next} on && /^$/{on=0} on {sub(/^ +/, ""); print}' <<<"$help"
  echo '```'
  echo
  echo "**EXIT STATUS**: $(exit_status "$c")"
done
