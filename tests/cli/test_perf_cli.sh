#!/usr/bin/env bash
# CLI end-to-end for issue 3: comm, step, scale, plan (exit codes, readable output, errors naming
# the flag). Usage: test_perf_cli.sh path/to/ledgerlab
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
check comm-70b 0 'tp +[0-9.]+ GB' -- "$bin" comm --model llama-2-70b --hardware h100-sxm --gpus 64 --tp 8 --pp 2 --zero 1
check comm-ops 0 'Narayanan' -- "$bin" comm --model llama-2-70b --hardware h100-sxm --gpus 64 --tp 8 --pp 2 --zero 1
check comm-json 0 '"comm_bytes"' -- "$bin" comm --model llama-2-7b --gpus 8 --json
check comm-bad-gpus 2 'not a multiple of tp' -- "$bin" comm --model llama-2-70b --gpus 60 --tp 8
check comm-bad-tp 2 '--tp.*divisible' -- "$bin" comm --model llama-2-70b --gpus 48 --tp 3
check step-70b 0 'MFU' -- "$bin" step --model llama-3-70b --hardware h100-sxm --gpus 256 --tp 8 --pp 4 --global-batch 1024 --seq-len 8192 --recompute selective --sp --zero 1 --tokens 15e12 --price 2.5
check step-cost 0 'GPU-hours' -- "$bin" step --model llama-2-7b --gpus 8 --tokens 1e12 --price 2
check step-bubble 0 'pipeline bubble' -- "$bin" step --model llama-2-7b --gpus 8 --pp 4 --grad-accum 8
check step-uneven-refused 2 'account_for_embedding_in_pipeline_split' -- "$bin" step --model llama-3.1-405b --hardware h100-sxm --gpus 1024 --tp 8 --pp 8 --vp 8 --cp 2 --sp --zero 1 --global-batch 512 --seq-len 8192 --flash
check step-uneven 0 '15 / 16 / 15 layers' -- "$bin" step --model llama-3.1-405b --hardware h100-sxm --gpus 1024 --tp 8 --pp 8 --vp 8 --cp 2 --sp --zero 1 --global-batch 512 --seq-len 8192 --flash --account-for-embedding-in-pipeline-split --account-for-loss-in-pipeline-split --json
check plan-uneven 0 'account_for_loss_in_pipeline_split' -- "$bin" plan --model llama-3.1-405b --hardware h100-sxm --gpus 1024 --global-batch 512 --seq-len 8192 --flash --top 1 --account-for-embedding-in-pipeline-split --account-for-loss-in-pipeline-split --json
check step-network 0 'tcp-25g|exposed' -- "$bin" step --model llama-2-7b --gpus 64 --network tcp-25g
check step-loss-megatron 0 'vocab_parallel_cross_entropy \(fp32 cast' -- "$bin" step --model llama-2-7b --gpus 8 --loss-kernel megatron --json
check step-loss-fused 0 'softmax cross-entropy fused' -- "$bin" step --model llama-2-7b --gpus 8 --loss-kernel fused --json
check step-loss-bad 2 'loss_kernel' -- "$bin" step --model llama-2-7b --gpus 8 --loss-kernel unfused
check step-bad-network 2 'unknown network preset' -- "$bin" step --model llama-2-7b --gpus 8 --network carrier-pigeon
tmp=$(mktemp --suffix=.json)
echo '{"name":"mine","memory_bytes":8e10,"peak_flops_per_s":{"bf16":3e14},"hbm_bytes_per_s":2e12,"gpus_per_node":8,"links":{"intra_node":{"bytes_per_s":3e11,"latency_s":1e-6},"inter_node":{"bytes_per_s":-2.5e10,"latency_s":5e-6}}}' > "$tmp"
check step-bad-profile 2 'inter_node/bytes_per_s' -- "$bin" step --model llama-2-7b --gpus 8 --hardware "$tmp"
sed -i 's/-2.5e10/2.5e10/' "$tmp"
check step-profile-file 0 'Step time' -- "$bin" step --model llama-2-7b --gpus 16 --hardware "$tmp"
check scale-tcp 0 'SLOWER' -- "$bin" scale --model gpt2-1.5b --network tcp-25g --gpus 1,2,4,8,16,32,64,128,256,512
check scale-warning 0 'slow interconnects' -- "$bin" scale --model gpt2-1.5b --network tcp-25g --gpus 1,2,4,8,16,32,64,128,256,512
check scale-ib 0 'tokens/s' -- "$bin" scale --model gpt2-1.5b --network ib-ndr-400 --gpus 1,8,64
check scale-bad-list 2 'strictly increasing' -- "$bin" scale --model gpt2 --gpus 8,4
check scale-missing 2 '--gpus LIST' -- "$bin" scale --model gpt2
check plan-70b 0 'searched [0-9]+ configurations: [0-9]+ invalid, [0-9]+ out of memory, [0-9]+ timed, [0-9]+ pruned' -- "$bin" plan --model llama-3-70b --hardware h100-sxm --gpus 256 --global-batch 1024 --seq-len 8192
check plan-70b-micro-batch 0 'micro-batch sizes per data-parallel degree dp: the divisors of global_batch / dp up to space.max_micro_batch' -- "$bin" plan --model llama-3-70b --hardware h100-sxm --gpus 256 --global-batch 1024 --seq-len 8192
check plan-min 0 'fewest GPUs' -- "$bin" plan --model llama-2-70b --hardware a100-80gb-sxm --min-gpus --global-batch 64 --seq-len 4096 --top 1
check plan-nofit 3 'No configuration fits' -- "$bin" plan --model llama-3.1-405b --hardware rtx-4090 --gpus 1 --global-batch 8 --seq-len 4096
check plan-json 0 '"rejected"' -- "$bin" plan --model gpt2 --hardware h100-sxm --gpus 8 --global-batch 64 --seq-len 1024 --json
check plan-no-batch 2 '--global-batch' -- "$bin" plan --model gpt2 --gpus 8
check plan-both 2 'exactly one' -- "$bin" plan --model gpt2 --gpus 8 --min-gpus --global-batch 8
check plan-help 0 'example:' -- "$bin" plan --help
check collective-api 0 '"busbw_bytes_per_s"' -- bash -c "echo '{\"op\":\"collective\",\"collective\":\"all_reduce\",\"bytes\":14e9,\"ranks\":8,\"link\":{\"bytes_per_s\":1e11,\"latency_s\":0}}' | '$bin' api"
rm -f "$tmp"
echo "perf CLI: $passes passed, $fails failed"
[ "$fails" = 0 ]
