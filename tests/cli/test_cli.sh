#!/usr/bin/env bash
# CLI end-to-end: exit codes, readable output, JSON Lines. Usage: test_cli.sh path/to/ledgerlab
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
check memory-7b-zero3 0 'TOTAL' -- "$bin" memory --model llama-2-7b --recipe mixed_adam --dp 8 --zero 3 --micro-batch 1 --seq-len 4096
check memory-book-112GB 0 'TOTAL +112 GB' -- "$bin" memory --params 7e9 --recipe mixed_adam
check memory-gib 0 'TOTAL +104.3 GiB' -- "$bin" memory --params 7e9 --recipe mixed_adam --gib
check memory-formula 0 'ZeRO-3' -- "$bin" memory --model llama-2-7b --dp 8 --zero 3
check memory-fits 0 'DOES NOT FIT' -- "$bin" memory --params 7e9 --hardware h100-sxm
check memory-inference 0 'KV cache' -- "$bin" memory --model llama-2-70b --mode inference --tp 4 --batch 8 --context 4096
check memory-json 0 '"per_gpu_bytes"' -- "$bin" memory --params 3e9 --json
# m from the global batch (issue 17): 1F1B holds L = 32 layer equivalents at m = 64 ≥ p = 4, and says why.
check memory-global-batch-pp 0 'layer equivalents held by the first pipeline stage +32 layers' -- \
  "$bin" memory --model llama-2-7b --pp 4 --dp 1 --micro-batch 1 --global-batch 64
check memory-m-source 0 'micro-batches per step m.* 64 +training.global_batch / \(dp × micro_batch\) = 64 / \(1 × 1\)' -- \
  "$bin" memory --model llama-2-7b --pp 4 --global-batch 64
check memory-m-disagree 2 '^ledgerlab memory: --grad-accum: training.grad_accum \(8\) disagrees with training.global_batch' -- \
  "$bin" memory --model llama-2-7b --pp 4 --global-batch 64 --grad-accum 8
check bad-flag 2 'unknown flag --bogus' -- "$bin" memory --model llama-2-7b --bogus 1
check bad-number 2 '--dp needs' -- "$bin" memory --model llama-2-7b --dp eight
check bad-dp 2 '--dp.*positive integer' -- "$bin" memory --model llama-2-7b --dp -4
check bad-tp 2 '--tp.*divisible' -- "$bin" memory --model llama-2-7b --tp 3
check unknown-preset 2 'unknown model preset "llama-9"' -- "$bin" memory --model llama-9
check missing-model 2 '--model ID' -- "$bin" memory --dp 2
check missing-value 2 '--seq-len needs a value' -- "$bin" memory --model gpt2 --seq-len
check hw-file-missing 2 'cannot read file' -- "$bin" memory --model gpt2 --hardware /nonexistent/profile.json
check presets 0 'llama-2-7b' -- "$bin" presets
check presets-hw 0 'h100-sxm' -- "$bin" presets
check flops 0 'MFU' -- "$bin" flops --model gpt3-175b --seq-len 2048 --global-batch 1536 --recompute full --step-s 30 --peak 312e12 --gpus 1024
check version 0 'ledgerlab [0-9]' -- "$bin" version
check help 0 'example:' -- "$bin" memory --help
check unknown-cmd 2 'unknown command' -- "$bin" frobnicate
check demo 0 '112 GB' -- "$bin" demo
check api-stdin 0 '"ok":true' -- bash -c "echo '{\"op\":\"version\"}' | '$bin' api"
check api-error 1 '"code":"parse_error"' -- bash -c "echo '{nope' | '$bin' api"
tmp=$(mktemp); printf '{"op":"version"}\n\n{"op":"nope"}\n{"op":"memory","model":{"params":3e9}}\n' > "$tmp"
check api-lines 0 '' -- bash -c "'$bin' api --lines < '$tmp' > '$tmp.out'"
if [ "$(wc -l < "$tmp.out")" = 3 ] && sed -n 2p "$tmp.out" | grep -q unknown_op && sed -n 3p "$tmp.out" | grep -q '"total":48000000000'; then
  passes=$((passes+1)); else echo "FAIL api-lines content"; cat "$tmp.out"; fails=$((fails+1)); fi
echo '{"op":"presets"}' > "$tmp"
check api-request-file 0 '"models"' -- "$bin" api --request "$tmp"
rm -f "$tmp" "$tmp.out"
echo "$passes passed, $fails failed"
[ "$fails" = 0 ]
