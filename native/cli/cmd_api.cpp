// `ledgerlab api`: the JSON API on the command line (API.md). One request from stdin or
// --request FILE -> one response; --lines: one request per input line -> one response line each.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "core/api.h"
#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

static const std::vector<flag_spec> api_flags = {
    {"request", "FILE", "read one request from FILE instead of stdin"},
    {"lines", nullptr, "JSON Lines: one request per input line, one response line per request"},
    {"pretty", nullptr, "indent the response (not with --lines)"},
    {"help", nullptr, "show this help"},
};

int cmd_api(int argc, char** argv) {
  args a(argc, argv, api_flags);
  if (a.has("help")) {
    std::printf("usage: ledgerlab api [--request FILE | --lines] [--pretty]\n\n"
                "example: echo '{\"op\":\"memory\",\"model\":{\"params\":7e9}}' | ledgerlab api\n\n%s",
                flag_help(api_flags).c_str());
    return 0;
  }
  if (a.has("lines") && (a.has("request") || a.has("pretty")))
    throw usage_error("--lines reads stdin line by line; it cannot be combined with --request or --pretty");
  if (a.has("lines")) {
    std::string line;
    while (std::getline(std::cin, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.find_first_not_of(" \t") == std::string::npos) continue;  // blank lines are skipped
      std::string resp = handle(line);
      std::fwrite(resp.data(), 1, resp.size(), stdout);
      std::fputc('\n', stdout);
      std::fflush(stdout);
    }
    return 0;  // per-request errors are in the responses
  }
  std::string text;
  if (auto f = a.get("request")) {
    std::ifstream in(*f, std::ios::binary);
    if (!in) throw usage_error("--request: cannot read '" + *f + "'");
    std::ostringstream ss;
    ss << in.rdbuf();
    text = ss.str();
  } else {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    text = ss.str();
  }
  std::string resp = handle(text);
  if (a.has("pretty")) resp = json::parse(resp).dump(2);
  std::fwrite(resp.data(), 1, resp.size(), stdout);
  std::fputc('\n', stdout);
  return json::parse(resp).value("ok", false) ? 0 : 1;
}

}  // namespace ledgerlab::cli
