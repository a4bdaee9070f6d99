// ledgerlab CLI: dispatches to one subcommand per file (commands.h). Every number comes from the
// core's handle(); the CLI only turns flags into requests and responses into text.
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>

#include "core/api.h"
#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

struct command {
  const char* name;
  int (*fn)(int, char**);
  const char* summary;
};

static const command commands[] = {
    {"api", cmd_api, "answer JSON API requests (stdin, --request FILE, or --lines for JSON Lines)"},
    {"memory", cmd_memory, "per-GPU memory ledger (weights, gradients, master, optimizer, activations, KV)"},
    {"flops", cmd_flops, "training and inference FLOPs per token and per step; MFU/HFU"},
    {"presets", cmd_presets, "list the model and hardware catalogs and precision recipes"},
    {"comm", cmd_comm, "per-step communication ledger per parallelism dimension (bytes, time, exposed)"},
    {"step", cmd_step, "step time, tokens/s, MFU/HFU, time-to-train, GPU-hours and cost"},
    {"scale", cmd_scale, "throughput and scaling efficiency vs GPU count; flags where more GPUs is slower"},
    {"plan", cmd_plan, "search parallel configurations: will it fit, and the fastest ways (or --min-gpus)"},
    {"demo", cmd_demo, "a worked example: the book's 7B model, ledger by ledger"},
    {"lessons", cmd_lessons, "list the lessons (one per book page) and their sections"},
    {"lesson", cmd_lesson, "show one lesson: sections, exercises, questions (--seed for a variant)"},
    {"quiz", cmd_quiz, "run a lesson's quiz in the terminal: answers from stdin; hints, the solution on request, new variants"},
    {"recompute", cmd_recompute, "activation checkpointing: replay schedules, peak memory vs recomputed FLOPs, optimal"},
    {"formulas", cmd_formulas, "the formulas reference the ledger steps cite as [§x.y] (docs/formulas.md)"},
    {"completion", cmd_completion, "print a bash or zsh completion script for every command and flag"},
    {"calibrate", cmd_calibrate_exec, "measure this machine (CUDA/NCCL or CPU/MPI) and write a hardware profile for --hardware"},
    {"version", cmd_version, "print the version"},
    {nullptr, nullptr, nullptr},
};

static void usage(FILE* out) {
  std::fprintf(out, "usage: ledgerlab <command> [flags]   (ledgerlab <command> --help for its flags)\n\ncommands:\n");
  for (const command* c = commands; c->name; ++c) std::fprintf(out, "  %-10s %s\n", c->name, c->summary);
}

}  // namespace ledgerlab::cli

int main(int argc, char** argv) {
  using namespace ledgerlab::cli;
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "help")) {
    usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (!std::strcmp(argv[1], "--version")) return cmd_version(0, argv);
  for (const command* c = commands; c->name; ++c) {
    if (std::strcmp(argv[1], c->name) != 0) continue;
    try {
      return c->fn(argc - 2, argv + 2);
    } catch (const usage_error& e) {
      std::fprintf(stderr, "ledgerlab %s: %s\n", c->name, e.what());
      return 2;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "ledgerlab %s: internal error: %s\n", c->name, e.what());
      return 1;
    }
  }
  std::fprintf(stderr, "ledgerlab: unknown command '%s'\n", argv[1]);
  usage(stderr);
  return 2;
}
