// Lesson directory listing and change signature (see lesson_watch.h), with std::filesystem.
#include "native/app/lesson_watch.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace ledgerlab::app {

namespace fs = std::filesystem;

static std::vector<fs::path> json_files(const std::string& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::path& p = it->path();
    if (p.extension() == ".json" && p.filename().string()[0] != '.') out.push_back(p);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string lesson_dir_signature(const std::string& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return "";
  std::string sig = "dir\n";
  for (const fs::path& p : json_files(dir)) {
    const auto size = fs::file_size(p, ec);
    const auto t = fs::last_write_time(p, ec).time_since_epoch().count();
    sig += p.filename().string() + " " + std::to_string(ec ? 0 : size) + " " + std::to_string(t) + "\n";
  }
  return sig;
}

std::vector<app_lesson_source> read_lesson_dir(const std::string& dir) {
  std::vector<app_lesson_source> out;
  for (const fs::path& p : json_files(dir)) {
    std::ifstream f(p, std::ios::binary);
    std::ostringstream ss;
    if (f) ss << f.rdbuf();
    out.push_back({p.filename().string(), ss.str()});
  }
  return out;
}

}  // namespace ledgerlab::app
