// libFuzzer target: handle() on any bytes (tests/fuzz/run_fuzz.sh). Invariants (fuzz_common.h): one
// JSON envelope per input, documented error codes only (never `internal`), no crash, no sanitizer
// report, no hang (libFuzzer's -timeout). Seeds: tests/web/parity_requests.jsonl, one request each.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tests/fuzz/fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  ledgerlab_fuzz::check_handle(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
