// The calibrate panel's engine: runs the `ledgerlab` CLI found beside the app as
// `ledgerlab calibrate <flags> --out FILE` in a child process, turns its progress output into a
// fraction for the progress bar, and on success loads the written profile into the app at once.
// Not here: any measurement (native/bench, `ledgerlab calibrate`) or profile validation (the core).
#pragma once
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
  // Asks `ledgerlab calibrate --help` whether this build has the command; fills sh.calibrate.
  void probe(app_shell& sh);
  void start(app_shell& sh);                  // starts a run with sh.calibrate.args
  void poll(app_shell& sh, app_state& st);    // per frame: progress, exit, profile load
  void cancel(app_shell& sh);
  bool running() const { return child_.running(); }

 private:
  std::string cli_, out_;
  child_process child_;
  std::string tail_;  // last lines of output, for the failure message
};

}  // namespace ledgerlab::app
