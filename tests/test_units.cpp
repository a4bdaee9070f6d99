// Units and number formatting: SI by default, GiB only when asked, identical strings on every host.
#include "core/spec/json_io.h"
#include "core/spec/units.h"
#include "test_helpers.h"

using namespace ledgerlab;

TEST_CASE("dtype sizes (formulas.md §2.1)", "[units]") {
  const std::pair<const char*, double> sizes[] = {{"fp32", 4}, {"tf32", 4}, {"bf16", 2}, {"fp16", 2}, {"fp8", 1}, {"int8", 1}, {"int4", 0.5}};
  for (auto [n, b] : sizes) {
    dtype d;
    REQUIRE(parse_dtype(n, d, false));
    CHECK(dtype_bytes(d) == b);
    CHECK(std::string(dtype_name(d)) == n);
  }
  dtype d;
  CHECK_FALSE(parse_dtype("none", d, false));
  CHECK(parse_dtype("none", d, true));
  CHECK_FALSE(parse_dtype("fp64", d, true));
}

TEST_CASE("format_bytes: GB is 1e9, GiB is 2^30, never mixed", "[units]") {
  CHECK(format_bytes(112e9) == "112 GB");
  CHECK(format_bytes(112e9, true) == "104.3 GiB");
  CHECK(format_bytes(1.0737e9) == "1.074 GB");
  CHECK(format_bytes(8.75e9) == "8.75 GB");
  CHECK(format_bytes(840e9) == "840 GB");
  CHECK(format_bytes(1.2e12) == "1.2 TB");
  CHECK(format_bytes(512) == "512 B");
  CHECK(format_bytes(1073741824.0, true) == "1 GiB");
  CHECK(format_count(6738415616.0) == "6.738 B");
  CHECK(format_flops(312e12, true) == "312 TFLOP/s");
  CHECK(format_seconds(0.0123) == "12.3 ms");
  CHECK(fmt_num(7e9) == "7e9");
  CHECK(fmt_num(1.5e-5) == "1.5e-5");
  CHECK(fmt_num(0.25) == "0.25");
}
