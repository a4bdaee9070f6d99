// calibrate_runner (see calibrate_run.h).
#include "native/app/calibrate_run.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace ledgerlab::app {

bool parse_progress(const std::string& line, double& fraction) {
  // The last number directly followed by '%'.
  for (std::size_t i = line.size(); i-- > 0;) {
    if (line[i] != '%') continue;
    std::size_t b = i;
    while (b > 0 && (std::isdigit(static_cast<unsigned char>(line[b - 1])) || line[b - 1] == '.')) --b;
    if (b == i) continue;
    const double pct = std::atof(line.substr(b, i - b).c_str());
    if (pct < 0 || pct > 100) continue;
    fraction = pct / 100;
    return true;
  }
  // "k/n" (e.g. "[3/12]").
  for (std::size_t s = line.find('/'); s != std::string::npos; s = line.find('/', s + 1)) {
    std::size_t a = s, b = s + 1;
    while (a > 0 && std::isdigit(static_cast<unsigned char>(line[a - 1]))) --a;
    while (b < line.size() && std::isdigit(static_cast<unsigned char>(line[b]))) ++b;
    if (a == s || b == s + 1) continue;
    const double k = std::atof(line.substr(a, s - a).c_str()), n = std::atof(line.substr(s + 1, b - s - 1).c_str());
    if (n > 0 && k <= n) {
      fraction = k / n;
      return true;
    }
  }
  return false;
}

static std::vector<std::string> split_words(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

void calibrate_runner::probe(app_shell& sh) {
  app_calibrate& c = sh.calibrate;
  c.available = false;
  c.unavailable_reason.clear();
  probe_out_.clear();
  probe_timed_out_ = false;
  const std::string err = child_.start({cli_, "calibrate", "--help"});
  if (!err.empty()) {
    probe_out_ = err;
    finish_probe(sh, 127);
    return;
  }
  probing_ = c.probing = true;
  probe_t0_ = std::chrono::steady_clock::now();
}

void calibrate_runner::finish_probe(app_shell& sh, int rc) {
  app_calibrate& c = sh.calibrate;
  probing_ = c.probing = false;
  c.available = rc == 0 && !probe_timed_out_;
  if (!c.available) {
    const std::string& out = probe_out_;
    std::string first = out.substr(0, out.find('\n'));
    c.unavailable_reason = probe_timed_out_
                               ? "`" + cli_ + " calibrate --help` did not answer within " +
                                     std::to_string(static_cast<int>(probe_timeout_s)) + " s; calibrate is off for this session."
                           : rc == 127 && out.find("calibrate") == std::string::npos
                               ? "Calibrate needs the ledgerlab CLI beside the app (" + first + ")."
                           : out.find("calibrate backend") != std::string::npos
                               // the CLI execs ledgerlab-calibrate beside it (native/cli/calibrate_exec.cpp)
                               ? "Calibrate needs its backend, ledgerlab-calibrate, beside the ledgerlab CLI (" + first + ")."
                               : "This ledgerlab build has no calibrate command yet (`ledgerlab calibrate --help`: " + first + ").";
  } else {
    std::error_code ec;  // where the profile will go
    std::filesystem::create_directories(std::filesystem::path(out_).parent_path(), ec);
  }
  if (start_after_probe_) {  // asked for (--calibrate) while the check ran
    start_after_probe_ = false;
    c.status.clear();
    start(sh);
  }
}

void calibrate_runner::start(app_shell& sh) {
  app_calibrate& c = sh.calibrate;
  if (probing_) {
    start_after_probe_ = true;
    c.status = "waiting for the calibrate check...";
    return;
  }
  if (!c.available) {  // only --calibrate gets here (the panel has no Run button then): say why on stderr
    std::fprintf(stderr, "ledgerlab-app: %s\n", c.unavailable_reason.c_str());
    return;
  }
  if (child_.running()) return;
  std::vector<std::string> argv = {cli_, "calibrate"};
  for (const std::string& w : split_words(c.args)) argv.push_back(w);
  argv.push_back("--out");
  argv.push_back(out_);
  const std::string err = child_.start(argv);
  c.failed = !err.empty();
  c.running = err.empty();
  c.progress = 0;
  c.status = err.empty() ? "starting..." : "";
  c.message = err.empty() ? "" : "calibrate could not start: " + err;
  tail_.clear();
}

void calibrate_runner::poll(app_shell& sh, app_state& st) {
  app_calibrate& c = sh.calibrate;
  if (probing_) {
    for (const std::string& line : child_.read_lines()) probe_out_ += line + "\n";
    int code = 0;
    if (child_.poll_exit(&code)) {
      for (const std::string& line : child_.read_lines()) probe_out_ += line + "\n";
      finish_probe(sh, code);
    } else if (!probe_timed_out_ &&
               std::chrono::duration<double>(std::chrono::steady_clock::now() - probe_t0_).count() > probe_timeout_s) {
      probe_timed_out_ = true;
      child_.terminate(true);  // SIGKILL (a hung --help may ignore SIGTERM); reaped by poll_exit on a later frame
    }
    return;
  }
  if (!c.running) return;
  for (const std::string& line : child_.read_lines()) {
    double f = 0;
    if (parse_progress(line, f)) c.progress = std::max(c.progress, f);
    c.status = line.size() > 90 ? line.substr(0, 87) + "..." : line;
    tail_ += line + "\n";
    if (tail_.size() > 2000) tail_.erase(0, tail_.size() - 2000);
  }
  int code = 0;
  if (!child_.poll_exit(&code)) return;
  for (const std::string& line : child_.read_lines()) tail_ += line + "\n";
  c.running = false;
  if (code != 0) {
    c.failed = true;
    std::string last;
    std::istringstream in(tail_);
    for (std::string l; std::getline(in, l);)
      if (!l.empty()) last = l;
    c.message = "calibrate exited with status " + std::to_string(code) + (last.empty() ? "" : ": " + last);
    return;
  }
  std::ifstream f(out_, std::ios::binary);
  std::ostringstream ss;
  if (f) ss << f.rdbuf();
  if (!f) {
    c.failed = true;
    c.message = "calibrate finished but wrote no profile at " + out_;
    return;
  }
  const std::string err = app_set_hardware_text(sh, st, ss.str(), out_);
  c.failed = !err.empty();
  if (err.empty()) sh.hardware_path_input = out_;  // the panel shows which file is in use
  c.progress = 1;
  c.message = err.empty() ? "Profile written to " + out_ + " and in use: " + sh.hardware_label : err;
}

void calibrate_runner::cancel(app_shell& sh) {
  if (probing_) {  // a run asked for while the check runs: not started after all
    start_after_probe_ = false;
    sh.calibrate.status.clear();
    return;
  }
  child_.terminate();
  sh.calibrate.status = "cancelling...";
}

}  // namespace ledgerlab::app
