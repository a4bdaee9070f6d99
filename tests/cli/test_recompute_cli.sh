#!/usr/bin/env bash
# CLI end-to-end for `ledgerlab recompute`: readable output, exit codes, chain files, JSON.
# Usage: test_recompute_cli.sh path/to/ledgerlab
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
U="--layers 96 --activation-bytes 2.1e9 --forward-flops 1.2e13"
# sqrt: ceil(96/10) + 9 = 19 outputs of 2.1 GB; 86 layers recomputed = 29.9 % of forward + backward
check sqrt-peak 0 'peak activation memory +39.9 GB' -- "$bin" recompute $U --strategy sqrt
check sqrt-ckpts 0 '5 15 25 35 45 55 65 75 85 95' -- "$bin" recompute $U --strategy sqrt
check sqrt-flops 0 '1.032 PFLOP = 0.8958 forward passes = 29.9 %' -- "$bin" recompute $U --strategy sqrt
check none 0 'peak activation memory +201.6 GB' -- "$bin" recompute $U --strategy none
check every-k 0 'peak activation memory +56.7 GB' -- "$bin" recompute $U --strategy every_k --k 4
check optimal-fits 0 'memory budget +20 GB: fits' -- "$bin" recompute $U --strategy optimal --memory-budget 20e9
check optimal-infeasible 2 'below the minimum for this chain: at least 4.2e9 bytes' -- "$bin" recompute $U --strategy optimal --memory-budget 1e9
check compare 0 'optimal +- +39.9 GB' -- "$bin" recompute $U --compare
check timeline 0 '<- peak' -- "$bin" recompute --layers 6 --activation-bytes 1e9 --forward-flops 1e12 --strategy every_k --k 3 --timeline
check accum 0 'does NOT fit the budget' -- "$bin" recompute $U --strategy sqrt --micro-batches 4 --memory-budget 80e9
check inverse 0 'least memory for recompute' -- "$bin" recompute $U --max-recompute-fraction 0.3333
check model 0 'embedding \+ L blocks \+ logits' -- "$bin" recompute --model llama-2-7b --seq-len 4096 --micro-batch 2 --strategy selective
check json 0 '"recompute_flops"' -- "$bin" recompute $U --strategy sqrt --json
tmp=$(mktemp)
printf '[{"name":"embedding","activation_bytes":1e8,"forward_flops":0,"checkpoint_bytes":5e7},{"activation_bytes":2e9,"forward_flops":1e13},{"activation_bytes":2e9,"forward_flops":1e13},{"name":"logits","activation_bytes":3e9,"forward_flops":5e12,"checkpoint_bytes":0}]' > "$tmp"
check chain-file 0 'Recomputation ledger: 4 layers \(layers chain\)' -- "$bin" recompute --chain "$tmp" --strategy sqrt
printf '[]' > "$tmp"
check chain-empty 2 'chain must list at least 1 layer' -- "$bin" recompute --chain "$tmp" --strategy sqrt
check bad-k 2 'k must be an integer in \[1, 96\]' -- "$bin" recompute $U --strategy every_k --k 0
check bad-k-big 2 'k must be an integer in \[1, 96\]' -- "$bin" recompute $U --strategy every_k --k 97
check bad-size 2 'activation_bytes must be >= 0' -- "$bin" recompute --layers 4 --activation-bytes -5 --forward-flops 1 --strategy sqrt
check bad-strategy 2 'strategy must be one of' -- "$bin" recompute $U --strategy revolve
check no-chain 2 'give exactly one chain' -- "$bin" recompute --strategy sqrt
check no-strategy 2 'give --strategy' -- "$bin" recompute $U
check help 0 'examples:' -- "$bin" recompute --help
rm -f "$tmp"
echo "recompute CLI: $passes passed, $fails failed"
[ "$fails" = 0 ]
