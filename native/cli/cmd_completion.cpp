// ledgerlab completion bash|zsh: prints a shell completion script generated from the command table
// (`ledgerlab --help` lists it) and each command's own flag list (its `--help`, which every command
// prints with flag_help from its flag_spec table), plus the catalog ids from the presets op for
// --model/--hardware/--recipe values. Nothing is hand-maintained, so a new command or flag shows up
// in the next generated script. Not here: installing the script (README says where to source it).
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/api.h"
#include "native/cli/args.h"
#include "native/cli/commands.h"

namespace ledgerlab::cli {

namespace {

struct flag_info {
  std::string name, metavar, help;
};
struct command_info {
  std::string name, summary;
  std::vector<flag_info> flags;
};

std::string self_exe() {
  char buf[4096];
  const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  return n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : std::string("ledgerlab");
}

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string run_capture(const std::string& cmd) {
  std::string out;
  std::unique_ptr<FILE, int (*)(FILE*)> p(::popen(cmd.c_str(), "r"), &::pclose);
  if (!p) return out;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p.get())) > 0;) out.append(buf, n);
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1) out.push_back(text.substr(start, nl - start));
  if (start < text.size()) out.push_back(text.substr(start));
  return out;
}

std::string trim(const std::string& s) {
  const auto a = s.find_first_not_of(' ');
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(' ') - a + 1);
}

// The "commands:" block of `ledgerlab --help`: "  name   summary".
std::vector<command_info> read_commands(const std::string& exe) {
  std::vector<command_info> out;
  bool in_block = false;
  for (const std::string& l : lines_of(run_capture(shell_quote(exe) + " --help 2>/dev/null"))) {
    if (l == "commands:") {
      in_block = true;
      continue;
    }
    if (!in_block || l.size() < 3 || l[0] != ' ' || l[2] == ' ') continue;
    const std::string t = trim(l);
    const auto sp = t.find(' ');
    out.push_back({t.substr(0, sp), sp == std::string::npos ? "" : trim(t.substr(sp)), {}});
  }
  return out;
}

// The "Flags:" block of `<cmd> --help` (flag_help's layout: "  --name METAVAR   help").
std::vector<flag_info> read_flags(const std::string& exe, const std::string& cmd) {
  std::vector<flag_info> out;
  for (const std::string& l : lines_of(run_capture(shell_quote(exe) + " " + cmd + " --help 2>/dev/null"))) {
    if (l.rfind("  --", 0) != 0) continue;
    const auto gap = l.find("  ", 4);
    const std::string left = l.substr(4, gap == std::string::npos ? std::string::npos : gap - 4);
    flag_info f;
    const auto sp = left.find(' ');
    f.name = left.substr(0, sp);
    if (sp != std::string::npos) f.metavar = trim(left.substr(sp));
    if (gap != std::string::npos) f.help = trim(l.substr(gap));
    bool dup = false;
    for (const flag_info& g : out) dup = dup || g.name == f.name;
    if (!f.name.empty() && !dup) out.push_back(f);
  }
  return out;
}

std::vector<std::string> catalog_ids(const char* key) {
  std::vector<std::string> out;
  const json r = handle_json(json{{"op", "presets"}});
  if (!r.value("ok", false) || !r.contains(key) || !r[key].is_array()) return out;
  for (const json& e : r[key]) {
    if (e.is_string()) out.push_back(e.get<std::string>());
    else if (e.is_object() && e.contains("id") && e["id"].is_string()) out.push_back(e["id"].get<std::string>());
  }
  return out;
}

std::string join(const std::vector<std::string>& v, const char* sep = " ") {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

// What a flag's value completes to: "models", "hardware" (ids and files), "recipes", "files",
// "dirs", "shells" or "" (free text).
std::string value_kind(const std::string& cmd, const flag_info& f) {
  if (f.metavar.empty()) return "";
  if (f.name == "model") return "models";
  if (f.name == "hardware") return "hardware";
  if (f.name == "recipe") return "recipes";
  if (f.metavar.find("DIR") != std::string::npos) return "dirs";
  if (f.metavar.find("FILE") != std::string::npos || f.metavar.find("PATH") != std::string::npos || f.name == "out" ||
      f.name == "request")
    return "files";
  (void)cmd;
  return "";
}

std::string bash_script(const std::vector<command_info>& cmds) {
  std::vector<std::string> names;
  for (const command_info& c : cmds) names.push_back(c.name);
  std::string s =
      "# bash completion for ledgerlab, generated by `ledgerlab completion bash`.\n"
      "# Install: ledgerlab completion bash > ~/.local/share/bash-completion/completions/ledgerlab\n"
      "#      or: source <(ledgerlab completion bash)\n"
      "_ledgerlab() {\n"
      "  local cur prev cmd flags kind\n"
      "  cur=\"${COMP_WORDS[COMP_CWORD]}\"\n"
      "  prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
      "  COMPREPLY=()\n"
      "  if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
      "    COMPREPLY=( $(compgen -W \"" + join(names) + " --help --version\" -- \"$cur\") )\n"
      "    return 0\n"
      "  fi\n"
      "  cmd=\"${COMP_WORDS[1]}\"\n"
      "  kind=\"\"\n"
      "  case \"$cmd\" in\n";
  for (const command_info& c : cmds) {
    std::vector<std::string> fl;
    std::string value_cases;
    for (const flag_info& f : c.flags) {
      fl.push_back("--" + f.name);
      const std::string k = value_kind(c.name, f);
      if (f.metavar.empty()) continue;
      value_cases += "        --" + f.name + ") kind=" + (k.empty() ? "text" : k) + " ;;\n";
    }
    if (c.name == "completion") value_cases += "        completion) kind=shells ;;\n";
    s += "    " + c.name + ")\n      flags=\"" + join(fl) + "\"\n";
    if (!value_cases.empty()) s += "      case \"$prev\" in\n" + value_cases + "      esac\n";
    s += "      ;;\n";
  }
  s += "    *) flags=\"--help\" ;;\n"
       "  esac\n"
       "  case \"$kind\" in\n"
       "    models) COMPREPLY=( $(compgen -W \"" + join(catalog_ids("models")) + "\" -- \"$cur\") ) ;;\n"
       "    hardware) COMPREPLY=( $(compgen -W \"" + join(catalog_ids("hardware")) + "\" -- \"$cur\") $(compgen -f -- \"$cur\") ) ;;\n"
       "    recipes) COMPREPLY=( $(compgen -W \"" + join(catalog_ids("recipes")) + "\" -- \"$cur\") ) ;;\n"
       "    files) COMPREPLY=( $(compgen -f -- \"$cur\") ) ;;\n"
       "    dirs) COMPREPLY=( $(compgen -d -- \"$cur\") ) ;;\n"
       "    shells) COMPREPLY=( $(compgen -W \"bash zsh\" -- \"$cur\") ) ;;\n"
       "    text) ;;\n"
       "    *) COMPREPLY=( $(compgen -W \"$flags\" -- \"$cur\") ) ;;\n"
       "  esac\n"
       "  return 0\n"
       "}\n"
       "complete -o default -F _ledgerlab ledgerlab\n";
  return s;
}

// zsh _arguments specs need ':' '[' ']' '\'' and '\\' escaped in descriptions.
std::string zsh_escape(const std::string& t) {
  std::string out;
  for (char c : t) {
    if (c == '\'') out += "'\\''";
    else if (c == '[' || c == ']' || c == ':' || c == '\\') out += std::string("\\") + c;
    else out += c;
  }
  return out;
}

std::string zsh_script(const std::vector<command_info>& cmds) {
  std::string s =
      "#compdef ledgerlab\n"
      "# zsh completion for ledgerlab, generated by `ledgerlab completion zsh`.\n"
      "# Install: ledgerlab completion zsh > \"${fpath[1]}/_ledgerlab\"   (or: source <(ledgerlab completion zsh))\n"
      "_ledgerlab() {\n"
      "  local -a commands\n"
      "  commands=(\n";
  for (const command_info& c : cmds) s += "    '" + zsh_escape(c.name) + ":" + zsh_escape(c.summary) + "'\n";
  s += "  )\n"
       "  if (( CURRENT == 2 )); then\n"
       "    _describe -t commands 'ledgerlab command' commands\n"
       "    return\n"
       "  fi\n"
       "  local cmd=$words[2]\n"
       "  shift words\n"
       "  (( CURRENT-- ))\n"
       "  case $cmd in\n";
  const std::string models = join(catalog_ids("models")), hw = join(catalog_ids("hardware")), recipes = join(catalog_ids("recipes"));
  for (const command_info& c : cmds) {
    s += "    " + c.name + ")\n      _arguments -s";
    for (const flag_info& f : c.flags) {
      std::string spec = "'--" + f.name + "[" + zsh_escape(f.help) + "]";
      if (!f.metavar.empty()) {
        const std::string k = value_kind(c.name, f);
        const std::string mv = zsh_escape(f.metavar);
        if (k == "models") spec += ":" + mv + ":(" + models + ")";
        else if (k == "hardware") spec += ":" + mv + ":{_alternative 'presets\\:preset\\:(" + hw + ")' 'files\\:profile\\:_files'}";
        else if (k == "recipes") spec += ":" + mv + ":(" + recipes + ")";
        else if (k == "files") spec += ":" + mv + ":_files";
        else if (k == "dirs") spec += ":" + mv + ":_files -/";
        else spec += ":" + mv + ": ";
      }
      s += " \\\n        " + spec + "'";
    }
    if (c.name == "completion") s += " \\\n        '1:shell:(bash zsh)'";
    else if (c.name == "lesson" || c.name == "quiz") s += " \\\n        '*::lesson id: '";
    s += "\n      ;;\n";
  }
  s += "  esac\n"
       "}\n"
       "if [ \"$funcstack[1]\" = \"_ledgerlab\" ]; then\n"
       "  _ledgerlab \"$@\"\n"
       "else\n"
       "  compdef _ledgerlab ledgerlab\n"
       "fi\n";
  return s;
}

}  // namespace

int cmd_completion(int argc, char** argv) {
  const std::vector<flag_spec> specs = {{"help", nullptr, "show this help"}};
  args a(argc, argv, specs, true);
  if (a.has("help")) {
    std::printf(
        "usage: ledgerlab completion bash|zsh\n\n"
        "Prints a shell completion script for every ledgerlab command and flag (generated from the\n"
        "command table and each command's flag list), with catalog ids for --model, --hardware, --recipe.\n\n"
        "example: source <(ledgerlab completion bash)\n"
        "example: ledgerlab completion zsh > \"${fpath[1]}/_ledgerlab\"\n\n%s",
        flag_help(specs).c_str());
    return 0;
  }
  if (a.positional().size() != 1 || (a.positional()[0] != "bash" && a.positional()[0] != "zsh"))
    throw usage_error("needs one shell: bash or zsh (e.g. ledgerlab completion bash)");
  const std::string exe = self_exe();
  std::vector<command_info> cmds = read_commands(exe);
  if (cmds.empty()) {
    std::fprintf(stderr, "ledgerlab completion: could not read the command list from %s --help\n", exe.c_str());
    return 1;
  }
  for (command_info& c : cmds) c.flags = read_flags(exe, c.name);
  const std::string script = a.positional()[0] == "bash" ? bash_script(cmds) : zsh_script(cmds);
  std::fwrite(script.data(), 1, script.size(), stdout);
  return 0;
}

}  // namespace ledgerlab::cli
