// call_api (commands.h): one API call with the CLI's error rendering, shared by the `ledgerlab` CLI
// and the calibrate backend executable (`ledgerlab-calibrate`).
#include <cstdio>
#include <string>

#include "core/api.h"
#include "native/cli/commands.h"
#include "native/cli/request_flags.h"

namespace ledgerlab::cli {

bool call_api(const char* cmd, const json& request, json& response, int* exit_code) {
  response = handle_json(request);
  if (response.value("ok", false)) return true;
  const json& e = response["error"];
  std::string msg = e.value("message", "error");
  std::string path = e.value("path", "");
  const std::string flag = flag_for_path(path);
  std::fprintf(stderr, "ledgerlab %s: %s%s%s\n", cmd, flag.empty() ? "" : (flag + ": ").c_str(), msg.c_str(),
               path.empty() ? "" : (" (at " + path + ")").c_str());
  *exit_code = e.value("code", "") == "internal" ? 1 : 2;
  return false;
}

}  // namespace ledgerlab::cli
