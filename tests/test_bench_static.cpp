// Static checks of calibrate's device code (native/bench), which no test can run without a GPU:
// per-device resources (streams, events, device and pinned memory, the current device) are made
// only in gpu_api_cuda.cu and used through gpu_res.h, which binds each to its device (issue #14
// defect 1); no CUDA, NCCL, cuBLASLt or MPI call's return code is dropped; every kernel launch is
// followed by a launch check. Each rule names the file and line it fails on.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {
struct source_line {
  std::string file;
  int number;
  std::string text;
};
std::vector<std::vector<source_line>> bench_sources() {
  std::vector<std::vector<source_line>> out;
  for (const auto& e : fs::directory_iterator(fs::path(LEDGERLAB_SOURCE_DIR) / "native" / "bench")) {
    const std::string ext = e.path().extension().string();
    if (ext != ".cu" && ext != ".cpp" && ext != ".h") continue;
    std::ifstream in(e.path());
    std::vector<source_line> lines;
    std::string l;
    int n = 0;
    while (std::getline(in, l)) lines.push_back({e.path().filename().string(), ++n, l});
    out.push_back(lines);
  }
  return out;
}
bool is_comment(const std::string& t) {
  const auto p = t.find_first_not_of(" \t");
  return p != std::string::npos && t.compare(p, 2, "//") == 0;
}
std::string show(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += "\n  " + x;
  return s;
}
}  // namespace

TEST_CASE("per-device resources are created only by the runtime layer", "[bench_static]") {
  // Direct creation elsewhere could bind a resource to whatever device happens to be current.
  const std::regex raw(
      R"(\b(cudaEventCreate\w*|cudaEventRecord\w*|cudaEventDestroy|cudaEventElapsedTime|cudaEventSynchronize|)"
      R"(cudaStreamCreate\w*|cudaStreamDestroy|cudaStreamSynchronize|cudaMalloc\w*|cudaHostAlloc|cudaFree\w*|cudaSetDevice)\s*\()");
  std::vector<std::string> bad;
  const auto sources = bench_sources();
  REQUIRE(sources.size() > 10);
  for (const auto& file : sources)
    for (const auto& l : file)
      if (l.file != "gpu_api_cuda.cu" && !is_comment(l.text) && std::regex_search(l.text, raw))
        bad.push_back(l.file + ":" + std::to_string(l.number) + ": " + l.text);
  INFO("use device_stream / device_event / device_buffer / device_scope (gpu_res.h):" << show(bad));
  CHECK(bad.empty());
}

TEST_CASE("no CUDA, NCCL, cuBLASLt or MPI return code is dropped", "[bench_static]") {
  // A statement that starts with the call discards its status: wrap it in LL_CUDA / LL_NCCL /
  // LL_LT / LL_MPI, or cast to (void) where ignoring is deliberate (cleanup on an error path).
  const std::regex bare(R"(^\s*((cuda|nccl|cublasLt)[A-Z][A-Za-z0-9]*|MPI_[A-Z][A-Za-z_]*)\s*\()");
  std::vector<std::string> bad;
  for (const auto& file : bench_sources())
    for (const auto& l : file)
      if (!is_comment(l.text) && std::regex_search(l.text, bare))
        bad.push_back(l.file + ":" + std::to_string(l.number) + ": " + l.text);
  INFO(show(bad));
  CHECK(bad.empty());
}

TEST_CASE("every kernel launch is checked", "[bench_static]") {
  std::vector<std::string> bad;
  for (const auto& file : bench_sources())
    for (std::size_t i = 0; i < file.size(); ++i) {
      if (is_comment(file[i].text) || file[i].text.find("<<<") == std::string::npos) continue;
      bool checked = false;
      for (std::size_t j = i; j < std::min(file.size(), i + 6); ++j)
        checked |= file[j].text.find("LL_LAUNCHED") != std::string::npos || file[j].text.find("cudaGetLastError") != std::string::npos;
      if (!checked) bad.push_back(file[i].file + ":" + std::to_string(file[i].number) + ": " + file[i].text);
    }
  INFO("follow each launch with LL_LAUNCHED(...):" << show(bad));
  CHECK(bad.empty());
}

TEST_CASE("the static checks catch what they are for", "[bench_static]") {
  // The rules themselves on known-bad lines (so a broken regex cannot pass everything).
  const std::regex bare(R"(^\s*((cuda|nccl|cublasLt)[A-Z][A-Za-z0-9]*|MPI_[A-Z][A-Za-z_]*)\s*\()");
  CHECK(std::regex_search("  cudaSetDevice(dev);", bare));
  CHECK(std::regex_search("    ncclCommUserRank(sub, &r);", bare));
  CHECK(std::regex_search("  MPI_Barrier(comm);", bare));
  CHECK_FALSE(std::regex_search("  LL_CUDA(cudaSetDevice(dev));", bare));
  CHECK_FALSE(std::regex_search("  (void)cudaFree(p);", bare));
}
