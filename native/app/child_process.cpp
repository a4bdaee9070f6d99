// child_process (see child_process.h): fork + execv with stdout and stderr on one non-blocking pipe.
#include "native/app/child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

namespace ledgerlab::app {

child_process::~child_process() {
  if (pid_ > 0) {
    // SIGTERM first (calibrate writes its profile atomically and exits); a child that ignores it
    // (a hung `calibrate --help` while the window closes) is killed after 2 s, so the app's exit
    // never waits on it.
    ::kill(pid_, SIGTERM);
    int st = 0;
    bool reaped = false;
    for (int i = 0; i < 200 && !reaped; ++i) {
      reaped = ::waitpid(pid_, &st, WNOHANG) != 0;  // the pid, or -1 (already reaped elsewhere)
      if (!reaped) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!reaped) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, &st, 0);
    }
  }
  if (fd_ >= 0) ::close(fd_);
}

std::string child_process::start(const std::vector<std::string>& argv) {
  if (pid_ > 0) return "already running";
  if (argv.empty()) return "no program";
  if (fd_ >= 0) {  // the last child's pipe, not read to its end (e.g. a killed check whose grandchild kept it open)
    ::close(fd_);
    fd_ = -1;
  }
  if (::access(argv[0].c_str(), X_OK) != 0) return argv[0] + ": " + std::strerror(errno);
  int p[2];
  if (::pipe(p) != 0) return std::string("pipe: ") + std::strerror(errno);
  std::vector<char*> cargv;
  for (const std::string& a : argv) cargv.push_back(const_cast<char*>(a.c_str()));
  cargv.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(p[0]);
    ::close(p[1]);
    return std::string("fork: ") + std::strerror(errno);
  }
  if (pid == 0) {  // child: output to the pipe, then exec (only async-signal-safe calls here)
    ::dup2(p[1], 1);
    ::dup2(p[1], 2);
    ::close(p[0]);
    ::close(p[1]);
    ::execv(cargv[0], cargv.data());
    _exit(127);
  }
  ::close(p[1]);
  ::fcntl(p[0], F_SETFL, ::fcntl(p[0], F_GETFL) | O_NONBLOCK);
  ::fcntl(p[0], F_SETFD, FD_CLOEXEC);
  pid_ = pid;
  fd_ = p[0];
  partial_.clear();
  exited_ = false;
  return "";
}

std::vector<std::string> child_process::read_lines() {
  std::vector<std::string> lines;
  if (fd_ < 0) return lines;
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(fd_, buf, sizeof buf);
    if (n > 0) {
      partial_.append(buf, static_cast<std::size_t>(n));
      continue;
    }
    if (n == 0) {  // EOF: the last unterminated line counts too
      ::close(fd_);
      fd_ = -1;
      partial_ += '\n';
    }
    break;  // EAGAIN or error
  }
  std::size_t start = 0;
  for (std::size_t i = 0; i < partial_.size(); ++i) {
    if (partial_[i] != '\n' && partial_[i] != '\r') continue;
    if (i > start) lines.push_back(partial_.substr(start, i - start));
    start = i + 1;
  }
  partial_.erase(0, start);
  return lines;
}

bool child_process::poll_exit(int* exit_code) {
  if (exited_) {
    *exit_code = exit_code_;
    return true;
  }
  if (pid_ <= 0) return false;
  int st = 0;
  const pid_t r = ::waitpid(pid_, &st, WNOHANG);
  if (r != pid_) return false;
  pid_ = -1;
  exited_ = true;
  exit_code_ = WIFEXITED(st) ? WEXITSTATUS(st) : WIFSIGNALED(st) ? 128 + WTERMSIG(st) : 1;
  *exit_code = exit_code_;
  return true;
}

void child_process::terminate(bool force) {
  if (pid_ > 0) ::kill(pid_, force ? SIGKILL : SIGTERM);
}

}  // namespace ledgerlab::app
