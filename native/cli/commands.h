// CLI subcommands: one file each (cmd_<name>.cpp), registered in the table in main.cpp.
// Each builds an API request from its flags, calls handle_json() and renders the response; none
// computes a number itself. Return: 0 ok, 1 runtime failure, 2 usage error (bad flag or request).
#pragma once
#include <string>

#include "core/spec/json_io.h"

namespace ledgerlab::cli {

int cmd_api(int argc, char** argv);
int cmd_version(int argc, char** argv);
int cmd_presets(int argc, char** argv);
int cmd_memory(int argc, char** argv);
int cmd_flops(int argc, char** argv);
int cmd_demo(int argc, char** argv);
int cmd_comm(int argc, char** argv);
int cmd_step(int argc, char** argv);
int cmd_scale(int argc, char** argv);
int cmd_plan(int argc, char** argv);
int cmd_lessons(int argc, char** argv);  // cmd_lessons.cpp
int cmd_lesson(int argc, char** argv);   // cmd_lessons.cpp
int cmd_quiz(int argc, char** argv);     // cmd_quiz.cpp
int cmd_calibrate(int argc, char** argv);  // cmd_calibrate.cpp, in ledgerlab-calibrate (backends in native/bench/)
int cmd_calibrate_exec(int argc, char** argv);  // calibrate_exec.cpp, in the CLI: execs ledgerlab-calibrate
int cmd_recompute(int argc, char** argv);  // cmd_recompute.cpp
int cmd_completion(int argc, char** argv);  // cmd_completion.cpp
int cmd_formulas(int argc, char** argv);    // cmd_formulas.cpp

// Calls the API; on ok:false prints "ledgerlab <cmd>: <message>" (naming the field) to stderr and
// returns false with *exit_code = 2 for request errors, 1 for internal ones.
bool call_api(const char* cmd, const json& request, json& response, int* exit_code);

}  // namespace ledgerlab::cli
