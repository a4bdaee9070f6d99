// Flag parser: see args.h.
#include "native/cli/args.h"

#include <cmath>
#include <cstdlib>

namespace ledgerlab::cli {

args::args(int argc, char** argv, const std::vector<flag_spec>& specs, bool allow_positional) {
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--", 0) != 0 || a.size() == 2) {
      if (!allow_positional) throw usage_error("unexpected argument '" + a + "' (see --help)");
      positional_.push_back(a);
      continue;
    }
    std::string name = a.substr(2), value;
    bool inline_value = false;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      inline_value = true;
    }
    const flag_spec* spec = nullptr;
    for (const auto& s : specs)
      if (name == s.name) spec = &s;
    if (!spec) throw usage_error("unknown flag --" + name + " (see --help)");
    if (spec->value) {
      if (!inline_value) {
        if (i + 1 >= argc) throw usage_error("--" + name + " needs a value (" + spec->value + ")");
        value = argv[++i];
      }
    } else if (inline_value) {
      throw usage_error("--" + name + " takes no value");
    } else {
      value = "true";
    }
    if (values_.count(name)) throw usage_error("--" + name + " given twice");
    values_[name] = value;
  }
}

std::optional<std::string> args::get(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::string args::str(const std::string& name, const std::string& def) const {
  auto v = get(name);
  return v ? *v : def;
}

static double parse_number(const std::string& flag, const std::string& text) {
  if (text.empty()) throw usage_error("--" + flag + " needs a number, got ''");
  char* end = nullptr;
  double d = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !std::isfinite(d))
    throw usage_error("--" + flag + " needs a finite number, got '" + text + "'");
  return d;
}

double args::number(const std::string& name, double def) const {
  auto v = get(name);
  return v ? parse_number(name, *v) : def;
}

long long args::integer(const std::string& name, long long def) const {
  auto v = get(name);
  if (!v) return def;
  double d = parse_number(name, *v);
  if (d != std::floor(d) || std::fabs(d) > 9e15) throw usage_error("--" + name + " needs an integer, got '" + *v + "'");
  return static_cast<long long>(d);
}

std::vector<double> args::number_list(const std::string& name) const {
  std::vector<double> out;
  auto v = get(name);
  if (!v) return out;
  std::string s = *v;
  std::size_t start = 0;
  while (start <= s.size()) {
    auto comma = s.find(',', start);
    std::string item = s.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    out.push_back(parse_number(name, item));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::string flag_help(const std::vector<flag_spec>& specs) {
  std::string out = "Flags:\n";
  for (const auto& s : specs) {
    std::string left = std::string("  --") + s.name + (s.value ? std::string(" ") + s.value : "");
    if (left.size() < 28) left.resize(28, ' ');
    else left += "  ";
    out += left + s.help + "\n";
  }
  return out;
}

}  // namespace ledgerlab::cli
