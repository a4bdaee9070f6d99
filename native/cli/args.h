// Tiny strict flag parser for the CLI subcommands: --name VALUE / --name=VALUE / --flag.
// Unknown flags, missing values and bad numbers throw usage_error naming the flag; main() prints
// "ledgerlab <cmd>: <message>" and exits 2.
#pragma once
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ledgerlab::cli {

struct usage_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct flag_spec {
  const char* name;   // without dashes: "model"
  const char* value;  // metavar ("ID") or nullptr for a boolean flag
  const char* help;
};

class args {
 public:
  args(int argc, char** argv, const std::vector<flag_spec>& specs, bool allow_positional = false);

  bool has(const std::string& name) const { return values_.count(name) > 0; }
  std::optional<std::string> get(const std::string& name) const;
  std::string str(const std::string& name, const std::string& def) const;
  double number(const std::string& name, double def) const;            // finite number
  long long integer(const std::string& name, long long def) const;      // integral value
  std::vector<double> number_list(const std::string& name) const;       // "1,2,4" (empty if absent)
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

// "Usage" block listing the flags, for --help.
std::string flag_help(const std::vector<flag_spec>& specs);

}  // namespace ledgerlab::cli
