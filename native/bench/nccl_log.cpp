// Reading NCCL's algorithm/protocol choice from its debug log (nccl_log.h). String parsing only:
// no NCCL headers, so the tests run anywhere.
#include "native/bench/nccl_log.h"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <map>

namespace ledgerlab::bench {

std::string nccl_algo_name(int code) {
  static const char* names[] = {"TREE", "RING", "COLLNET_DIRECT", "COLLNET_CHAIN", "NVLS", "NVLS_TREE", "PAT"};
  return code >= 0 && code < 7 ? names[code] : "";
}
std::string nccl_proto_name(int code) {
  static const char* names[] = {"LL", "LL128", "SIMPLE"};
  return code >= 0 && code < 3 ? names[code] : "";
}
std::string nccl_function_name(const std::string& c) {
  static const std::map<std::string, std::string> m = {
      {"all_reduce", "AllReduce"}, {"all_gather", "AllGather"}, {"reduce_scatter", "ReduceScatter"},
      {"broadcast", "Broadcast"},  {"all_to_all", "AlltoAll"},  {"send_recv", "SendRecv"}};
  auto it = m.find(c);
  return it == m.end() ? "" : it->second;
}

namespace {
std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}
std::string word_after(const std::string& s, std::size_t pos) {  // [A-Za-z0-9_] run after spaces/commas
  while (pos < s.size() && (s[pos] == ' ' || s[pos] == ',')) ++pos;
  std::size_t e = pos;
  while (e < s.size() && (std::isalnum(static_cast<unsigned char>(s[e])) || s[e] == '_')) ++e;
  return s.substr(pos, e - pos);
}
bool all_digits(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}
}  // namespace

bool parse_nccl_tuning_line(const std::string& line, nccl_choice& out) {
  const std::size_t info = line.find("NCCL INFO ");
  if (info == std::string::npos) return false;
  const std::string body = line.substr(info + 10);
  nccl_choice c;
  if (const std::size_t a = body.find(" Bytes -> Algo "); a != std::string::npos) {
    // "[Func: ]<bytes> Bytes -> Algo <A> proto <P> ..."
    std::size_t num_end = a, num_start = a;
    while (num_start > 0 && std::isdigit(static_cast<unsigned char>(body[num_start - 1]))) --num_start;
    if (num_start == num_end) return false;
    c.bytes = std::strtod(body.substr(num_start, num_end - num_start).c_str(), nullptr);
    if (const std::size_t colon = body.rfind(':', num_start); colon != std::string::npos && colon + 2 >= num_start) {
      std::size_t f0 = colon;
      while (f0 > 0 && std::isalpha(static_cast<unsigned char>(body[f0 - 1]))) --f0;
      c.function = body.substr(f0, colon - f0);
    }
    const std::string algo = word_after(body, a + 15);
    const std::size_t pp = body.find(" proto ", a + 15);
    if (algo.empty() || pp == std::string::npos) return false;
    const std::string proto = word_after(body, pp + 7);
    if (proto.empty()) return false;
    c.algorithm = all_digits(algo) ? nccl_algo_name(std::atoi(algo.c_str())) : upper(algo);
    c.protocol = all_digits(proto) ? nccl_proto_name(std::atoi(proto.c_str())) : upper(proto);
    if (c.algorithm.empty() || c.protocol.empty()) return false;
    out = c;
    return true;
  }
  if (const std::size_t b = body.find("Best tuning, algorithm, "); b != std::string::npos) {
    c.algorithm = upper(word_after(body, b + 24));
    const std::size_t pp = body.find("protocol, ", b);
    if (pp == std::string::npos) return false;
    c.protocol = upper(word_after(body, pp + 10));
    if (c.algorithm.empty() || c.protocol.empty()) return false;
    out = c;
    return true;
  }
  return false;
}

bool is_nccl_warning(const std::string& line) { return line.find(" NCCL WARN ") != std::string::npos; }

nccl_choice last_choice(const std::vector<std::string>& lines, const std::string& function) {
  nccl_choice best;
  for (const std::string& l : lines) {
    nccl_choice c;
    if (!parse_nccl_tuning_line(l, c)) continue;
    if (!c.function.empty() && !function.empty() && upper(c.function) != upper(function)) continue;
    best = c;
  }
  return best;
}

std::vector<std::string> log_follower::new_lines() {
  std::vector<std::string> out;
  std::ifstream f(path_, std::ios::binary);
  if (!f) return out;
  f.seekg(0, std::ios::end);
  const long long end = static_cast<long long>(f.tellg());
  if (end < offset_) offset_ = 0, partial_.clear();  // the file was truncated or replaced
  if (end == offset_) return out;
  f.seekg(offset_);
  std::string chunk(static_cast<std::size_t>(end - offset_), '\0');
  f.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
  offset_ = end;
  partial_ += chunk;
  std::size_t start = 0;
  for (std::size_t nl; (nl = partial_.find('\n', start)) != std::string::npos; start = nl + 1)
    if (nl > start) out.push_back(partial_.substr(start, nl - start));
  partial_.erase(0, start);
  return out;
}

nccl_log_plan plan_nccl_log(const char* nccl_debug_env, const std::string& dir, const std::string& host, int pid) {
  nccl_log_plan p;
  if (nccl_debug_env && *nccl_debug_env) {
    p.why_not = std::string("NCCL_DEBUG=") + nccl_debug_env + " is set by the user: NCCL's algorithm choice is not recorded";
    return p;
  }
  p.capture = true;
  p.file = (dir.empty() ? std::string("/tmp") : dir) + "/ledgerlab-nccl." + host + "." + std::to_string(pid) + ".log";
  return p;
}

}  // namespace ledgerlab::bench
