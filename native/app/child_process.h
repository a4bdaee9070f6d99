// A child process with its stdout+stderr read without blocking, for the app's calibrate panel
// (runs `ledgerlab calibrate ...` beside the app) and its availability probe. POSIX (fork/exec,
// pipe, waitpid); the desktop app is a Linux/macOS host. Not a shell: arguments are passed as is.
#pragma once
#include <string>
#include <sys/types.h>
#include <vector>

namespace ledgerlab::app {

class child_process {
 public:
  child_process() = default;
  child_process(const child_process&) = delete;
  child_process& operator=(const child_process&) = delete;
  ~child_process();  // terminates a still-running child and reaps it

  std::string start(const std::vector<std::string>& argv);  // "" or why it could not start
  bool running() const { return pid_ > 0; }
  // New complete lines of output since the last call (split at '\n' and '\r', as progress bars
  // redraw with '\r'). Call every frame.
  std::vector<std::string> read_lines();
  // true once the child has exited (then *exit_code is its status, 128+signal if killed).
  bool poll_exit(int* exit_code);
  // SIGTERM (the child writes its profile atomically, so nothing is half-written); force: SIGKILL.
  void terminate(bool force = false);

 private:
  pid_t pid_ = -1;
  int fd_ = -1;
  std::string partial_;
  int exit_code_ = 0;
  bool exited_ = false;
};

}  // namespace ledgerlab::app
