// NCCL's choice of algorithm and protocol per collective, read back from NCCL's own debug log.
// calibrate sets NCCL_DEBUG=INFO, NCCL_DEBUG_SUBSYS=TUNING and NCCL_DEBUG_FILE=<its own file>
// before the first NCCL call (unless the user set NCCL_DEBUG), and after each checked operation
// reads the new lines. Plain C++ (tests/test_nccl_log.cpp); the formats are NCCL's enqueue.cc:
//   2.22+:      "<host>:<pid>:<tid> [<dev>] NCCL INFO AllReduce: 1048576 Bytes -> Algo RING proto SIMPLE channel{Lo..Hi}={0..31}"
//   2.12–2.21:  "... NCCL INFO 1048576 Bytes -> Algo 1 proto 2 time 40.500000"  (codes, rank 0 only)
//   later:      "... NCCL INFO Best tuning, algorithm, RING, protocol, SIMPLE"
#pragma once
#include <string>
#include <vector>

namespace ledgerlab::bench {

struct nccl_choice {
  std::string function;    // "AllReduce", ... ("" when the line does not say)
  std::string algorithm;   // "RING", "TREE", "NVLS", "NVLS_TREE", "COLLNET_DIRECT", "COLLNET_CHAIN", "PAT"
  std::string protocol;    // "LL", "LL128", "SIMPLE"
  double bytes = -1;       // as NCCL printed it (-1: not printed)
};

// NCCL_ALGO_* / NCCL_PROTO_* codes (tuner.h: TREE 0, RING 1, COLLNET_DIRECT 2, COLLNET_CHAIN 3,
// NVLS 4, NVLS_TREE 5, PAT 6; LL 0, LL128 1, SIMPLE 2); "" for an unknown code.
std::string nccl_algo_name(int code);
std::string nccl_proto_name(int code);
// NCCL's function name for a ledgerlab collective ("all_reduce" -> "AllReduce"; "" if none).
std::string nccl_function_name(const std::string& collective);

// Parses one log line; false when it is not a tuning line. Names are upper-cased.
bool parse_nccl_tuning_line(const std::string& line, nccl_choice& out);
// True for a line NCCL logged at WARN level (calibrate forwards them to stderr).
bool is_nccl_warning(const std::string& line);

// The choice for one collective call among new log lines: the last tuning line naming `function`
// (or naming none). Empty algorithm when nothing matched.
nccl_choice last_choice(const std::vector<std::string>& lines, const std::string& function);

// Follows a file NCCL appends to: the complete lines added since the previous call.
class log_follower {
 public:
  explicit log_follower(std::string path) : path_(std::move(path)) {}
  std::vector<std::string> new_lines();
  const std::string& path() const { return path_; }
 private:
  std::string path_;
  long long offset_ = 0;
  std::string partial_;
};

// How calibrate sets up the log: capture only when the user has not set NCCL_DEBUG (their own
// NCCL_DEBUG / NCCL_DEBUG_FILE are left alone and the choice is then "not recorded").
struct nccl_log_plan {
  bool capture = false;
  std::string file;        // NCCL_DEBUG_FILE to set
  std::string why_not;     // when !capture
};
nccl_log_plan plan_nccl_log(const char* nccl_debug_env, const std::string& dir, const std::string& host, int pid);

}  // namespace ledgerlab::bench
