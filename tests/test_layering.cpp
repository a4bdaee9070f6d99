// The dependency direction of core/, checked on the #include lines of every file (README "Layout"):
//   hosts (web/, native/) -> core/ui -> core/api* -> {quiz, calib, plan, recompute} -> ledger -> spec
// An include that points up, or sideways between quiz/calib/plan/recompute, fails with the file and
// the include; so does a platform header (SDL, GL, ImGui, CUDA, NCCL, MPI, emscripten) outside
// core/ui and the hosts, and an include of a core/ file that does not exist.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// Layer of a path relative to the repository root ("core/ledger/memory.cpp"), or -1 outside core/
// and the hosts. Siblings share a rank; `room` tells them apart.
struct layer {
  int rank = -1;
  std::string room;
};

layer layer_of(const std::string& rel) {
  auto starts = [&](const char* p) { return rel.rfind(p, 0) == 0; };
  if (starts("core/spec/")) return {0, "spec"};
  if (starts("core/ledger/")) return {1, "ledger"};
  for (const char* room : {"quiz", "calib", "plan", "recompute"})
    if (starts((std::string("core/") + room + "/").c_str())) return {2, room};
  if (starts("core/ui/")) return {4, "ui"};
  if (starts("core/")) {
    if (rel.find('/', 5) != std::string::npos) return {-1, "core/?"};  // an unknown sub-folder
    return {3, "api"};
  }
  if (starts("web/") || starts("native/")) return {5, "host"};
  return {-1, ""};
}

// The quoted and angled includes of one file's text (lines whose first token is #include).
std::vector<std::string> includes_of(const std::string& text, std::vector<bool>* angled = nullptr) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::size_t i = line.find_first_not_of(" \t");
    if (i == std::string::npos || line[i] != '#') continue;
    i = line.find_first_not_of(" \t", i + 1);
    if (i == std::string::npos || line.compare(i, 7, "include") != 0) continue;
    std::size_t open = line.find_first_of("\"<", i + 7);
    if (open == std::string::npos) continue;
    const char close_ch = line[open] == '"' ? '"' : '>';
    std::size_t close = line.find(close_ch, open + 1);
    if (close == std::string::npos) continue;
    out.push_back(line.substr(open + 1, close - open - 1));
    if (angled) angled->push_back(close_ch == '>');
  }
  return out;
}

// Headers of the platforms the core must stay free of (style.md §4).
bool platform_header(const std::string& inc) {
  for (const char* p : {"SDL", "GL/", "GLES", "GLFW", "imgui", "cuda", "cublas", "nccl", "nvml", "mpi.h", "emscripten",
                        "cblas"})
    if (inc.rfind(p, 0) == 0) return true;
  return false;
}

// Every violation in one file: "<file>: includes \"<inc>\" (<why>)". `exists` says whether a
// repository-relative path exists (injected so the rule can be tested on made-up files).
template <class Exists>
std::vector<std::string> violations_in(const std::string& rel, const std::string& text, Exists exists) {
  std::vector<std::string> out;
  const layer from = layer_of(rel);
  if (from.rank < 0 && rel.rfind("core/", 0) == 0) {
    out.push_back(rel + ": is in a folder of core/ that has no layer (spec, ledger, quiz, calib, plan, recompute, ui)");
    return out;
  }
  std::vector<bool> angled;
  const std::vector<std::string> incs = includes_of(text, &angled);
  for (std::size_t k = 0; k < incs.size(); ++k) {
    const std::string& inc = incs[k];
    const std::string where = rel + ": includes " + (angled[k] ? "<" + inc + ">" : "\"" + inc + "\"");
    if (from.rank >= 0 && from.rank <= 3) {
      if (platform_header(inc) || inc.rfind("web/", 0) == 0 || inc.rfind("native/", 0) == 0) {
        out.push_back(where + " (core outside core/ui is standard C++ and nlohmann/json only)");
        continue;
      }
    }
    if (from.rank == 4 && platform_header(inc) && inc != "imgui.h") {
      out.push_back(where + " (core/ui depends on imgui.h only)");
      continue;
    }
    if (angled[k] || inc.rfind("core/", 0) != 0) continue;
    if (!exists(inc)) {
      out.push_back(where + " (no such file)");
      continue;
    }
    const layer to = layer_of(inc);
    if (to.rank < 0) {
      out.push_back(where + " (the target is in a folder of core/ that has no layer)");
    } else if (to.rank > from.rank) {
      out.push_back(where + " (points up: " + from.room + " may not depend on " + to.room + ")");
    } else if (to.rank == from.rank && to.room != from.room) {
      out.push_back(where + " (points sideways: " + from.room + " and " + to.room + " are siblings)");
    }
  }
  return out;
}

std::string read_file(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

bool source_file(const fs::path& p) {
  const std::string e = p.extension().string();
  return e == ".h" || e == ".cpp" || e == ".cu" || e == ".hpp" || e == ".cuh";
}

}  // namespace

TEST_CASE("layering: the rule flags up, sideways, platform and missing includes", "[layering]") {
  auto all_exist = [](const std::string&) { return true; };
  SECTION("an include that points down passes") {
    CHECK(violations_in("core/ledger/memory.cpp", "#include \"core/spec/units.h\"\n", all_exist).empty());
    CHECK(violations_in("core/api.cpp", "#include \"core/quiz/quiz_api.h\"\n#include <cmath>\n", all_exist).empty());
    CHECK(violations_in("core/ui/ui.cpp", "#include <imgui.h>\n#include \"core/api.h\"\n", all_exist).empty());
    CHECK(violations_in("native/cli/main.cpp", "#include \"core/ui/ui.h\"\n#include <SDL.h>\n", all_exist).empty());
  }
  SECTION("up, sideways and platform includes are named") {
    auto v = violations_in("core/spec/catalog.cpp", "  #  include \"core/api_ops.h\"\n", all_exist);
    REQUIRE(v.size() == 1);
    CHECK(v[0] == "core/spec/catalog.cpp: includes \"core/api_ops.h\" (points up: spec may not depend on api)");
    v = violations_in("core/calib/fit.cpp", "#include \"core/quiz/grading.h\"\n", all_exist);
    REQUIRE(v.size() == 1);
    CHECK(v[0] == "core/calib/fit.cpp: includes \"core/quiz/grading.h\" (points sideways: calib and quiz are siblings)");
    CHECK(violations_in("core/quiz/lesson.cpp", "#include \"core/api.h\"\n", all_exist).size() == 1);
    CHECK(violations_in("core/api.cpp", "#include \"core/ui/ui.h\"\n", all_exist).size() == 1);
    CHECK(violations_in("core/ledger/time.cpp", "#include <emscripten.h>\n", all_exist).size() == 1);
    CHECK(violations_in("core/ui/ui.cpp", "#include <SDL.h>\n", all_exist).size() == 1);
    CHECK(violations_in("core/extra/x.cpp", "", all_exist).size() == 1);
  }
  SECTION("a stale path is named") {
    auto none = [](const std::string&) { return false; };
    auto v = violations_in("core/ledger/memory.cpp", "#include \"core/ledger_memory.h\"\n", none);
    REQUIRE(v.size() == 1);
    CHECK(v[0] == "core/ledger/memory.cpp: includes \"core/ledger_memory.h\" (no such file)");
  }
}

TEST_CASE("layering: every file of core/ and the hosts keeps the dependency direction", "[layering]") {
  const fs::path root = LEDGERLAB_SOURCE_DIR;
  auto exists = [&](const std::string& rel) { return fs::exists(root / rel); };
  std::vector<std::string> bad;
  std::size_t files = 0, core_files = 0;
  for (const char* top : {"core", "web", "native"}) {
    for (const auto& e : fs::recursive_directory_iterator(root / top)) {
      if (!e.is_regular_file() || !source_file(e.path())) continue;
      const std::string rel = fs::relative(e.path(), root).generic_string();
      ++files;
      if (rel.rfind("core/", 0) == 0) ++core_files;
      for (auto& v : violations_in(rel, read_file(e.path()), exists)) bad.push_back(std::move(v));
    }
  }
  CHECK(core_files >= 50);  // the walk really saw the tree
  CHECK(files > core_files);
  for (const auto& v : bad) UNSCOPED_INFO(v);
  CHECK(bad.empty());
}
