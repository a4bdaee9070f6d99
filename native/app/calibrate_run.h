// The calibrate panel's engine: runs the `ledgerlab` CLI found beside the app as
// `ledgerlab calibrate <flags> --out FILE` in a child process, turns its progress output into a
// fraction for the progress bar, and on success loads the written profile into the app at once.
// Not here: any measurement (native/bench, `ledgerlab calibrate`) or profile validation (the core).
#pragma once
#include <chrono>
#include <string>

#include "core/ui/ui_app.h"
#include "native/app/child_process.h"

namespace ledgerlab::app {

// Fraction 0..1 from one progress line: the last "NN%" (e.g. "calibrate:  42%  12.0 s of ~30 s
// budget  stream triad"), else a "k/n" pair; false when the line carries no progress.
bool parse_progress(const std::string& line, double& fraction);

class calibrate_runner {
 public:
  // cli: path of the ledgerlab binary; out_path: where the profile is written.
  calibrate_runner(std::string cli, std::string out_path) : cli_(std::move(cli)), out_(std::move(out_path)) {}
  // Asks `ledgerlab calibrate --help` whether this build has the command, in the background: the
  // CLI execs its backend, which loads the CUDA libraries (~760 MB; seconds on a cold or loaded
  // machine), so the window opens at once and the panel says it is checking (sh.calibrate.probing)
  // until poll() sees the answer and fills sh.calibrate.
  void probe(app_shell& sh);
  void start(app_shell& sh);                  // starts a run with sh.calibrate.args (after the check, if it still runs)
  void poll(app_shell& sh, app_state& st);    // per frame: the check's answer; a run's progress, exit, profile load
  void cancel(app_shell& sh);
  bool running() const { return child_.running(); }  // the check or a run
  bool probing() const { return probing_; }

  static constexpr double probe_timeout_s = 60;  // a CLI that has not answered --help by then is reported, not waited for

 private:
  void finish_probe(app_shell& sh, int rc);

 private:
  std::string cli_, out_;
  child_process child_;
  std::string tail_;  // last lines of output, for the failure message
  bool probing_ = false, probe_timed_out_ = false, start_after_probe_ = false;
  std::string probe_out_;
  std::chrono::steady_clock::time_point probe_t0_;
};

}  // namespace ledgerlab::app
