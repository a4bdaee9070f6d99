// Tests for parse_quantity (core/quiz/quantity.h): every spelling of quiz-grading.md §2 and of issue 5,
// the error cases, the bounds (length, nesting, exponent) and the API op parse_quantity.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "core/api.h"
#include "core/quiz/grading.h"
#include "core/quiz/quantity.h"

using namespace ledgerlab;
using Catch::Matchers::WithinRel;

namespace {

quantity must_parse(const std::string& text, qdim hint = qdim::none) {
  quantity_parse p = parse_quantity(text, hint);
  INFO("text: \"" << text << "\" error: " << p.error);
  REQUIRE(p.ok);
  return p.q;
}

struct case_row {
  const char* text;
  qdim hint;
  double value;
  qdim dim;
};

}  // namespace

TEST_CASE("parse_quantity reads the issue's spellings", "[quantity]") {
  const case_row rows[] = {
      {"48 GB", qdim::none, 48e9, qdim::bytes},
      {"48GB", qdim::none, 48e9, qdim::bytes},
      {"48 gigabytes", qdim::none, 48e9, qdim::bytes},
      {"4.8e10 bytes", qdim::none, 4.8e10, qdim::bytes},
      {"48,000 MB", qdim::none, 48e9, qdim::bytes},
      {"0.048 TB", qdim::none, 48e9, qdim::bytes},
      {"44.7 GiB", qdim::none, 44.7 * 1073741824.0, qdim::bytes},
      {"~48 GB", qdim::none, 48e9, qdim::bytes},
      {"48 G", qdim::bytes, 48e9, qdim::bytes},
      {"3e9 * 16 bytes", qdim::none, 48e9, qdim::bytes},
      {"1.2 TB", qdim::none, 1.2e12, qdim::bytes},
      {"7B params", qdim::none, 7e9, qdim::params},
      {"14 GB/s", qdim::none, 14e9, qdim::bytes_per_s},
      {"312 TFLOP/s", qdim::none, 312e12, qdim::flops_per_s},
      {"4.8×10^10 bytes", qdim::none, 4.8e10, qdim::bytes},
      {"4.8x10^10 B", qdim::none, 4.8e10, qdim::bytes},
      {"48e9", qdim::none, 48e9, qdim::count},
      {"1/2", qdim::none, 0.5, qdim::count},
      {"7e9 × 2 B", qdim::none, 14e9, qdim::bytes},
      {"7e9 * 2 B", qdim::none, 14e9, qdim::bytes},
      {"45 %", qdim::none, 0.45, qdim::ratio},
      {"about 48 GB", qdim::none, 48e9, qdim::bytes},
      {"approximately 48GB", qdim::none, 48e9, qdim::bytes},
      {"≈ 48 GB", qdim::none, 48e9, qdim::bytes},
      {"48,000,000,000", qdim::none, 48e9, qdim::count},
      {"1 500 000", qdim::none, 1.5e6, qdim::count},
      {"1.5 billion parameters", qdim::none, 1.5e9, qdim::params},
      {"300B tokens", qdim::none, 300e9, qdim::tokens},
      {"13B", qdim::params, 13e9, qdim::params},
      {"10 ms", qdim::none, 0.01, qdim::seconds},
      {"5 µs", qdim::none, 5e-6, qdim::seconds},
      {"250 milliseconds", qdim::none, 0.25, qdim::seconds},
      {"3 hours", qdim::none, 10800, qdim::seconds},
      {"100 Gbps", qdim::none, 12.5e9, qdim::bytes_per_s},
      {"48 Gb", qdim::none, 6e9, qdim::bytes},
      {"48 gb", qdim::none, 48e9, qdim::bytes},
      {"48 gibibytes", qdim::none, 48 * 1073741824.0, qdim::bytes},
      {"(1+2)*3 GB", qdim::none, 9e9, qdim::bytes},
      {"14 + 14 + 28 + 28 + 28 GB", qdim::none, 112e9, qdim::bytes},
      {"14 GB + 500 MB", qdim::none, 14.5e9, qdim::bytes},
      {"48 GB.", qdim::none, 48e9, qdim::bytes},
      {"2^30 B", qdim::none, 1073741824.0, qdim::bytes},
      {"16 bytes/param", qdim::none, 16, qdim::bytes_per_param},
      {"16 B per parameter", qdim::none, 16, qdim::bytes_per_param},
      {"42 GFLOP", qdim::none, 42e9, qdim::flops},
      {"4.2e10 FLOPs", qdim::none, 4.2e10, qdim::flops},
      {"8x", qdim::none, 8, qdim::ratio},
      {"−5 GB", qdim::none, -5e9, qdim::bytes},
  };
  for (const auto& r : rows) {
    quantity q = must_parse(r.text, r.hint);
    INFO("text: " << r.text);
    CHECK_THAT(q.value, WithinRel(r.value, 1e-12));
    CHECK(q.dim == r.dim);
  }
}

TEST_CASE("parse_quantity says which byte convention it assumed", "[quantity]") {
  quantity gb = must_parse("48 GB");
  CHECK(gb.si_prefix);
  CHECK_FALSE(gb.binary_prefix);
  CHECK(gb.note == "GB read as SI: 1 GB = 10^9 B (GB, not GiB = 2^30 B)");
  quantity gib = must_parse("44.7 GiB");
  CHECK(gib.binary_prefix);
  CHECK(gib.note == "GiB read as binary: 1 GiB = 2^30 B (GiB, not GB)");
  // the contrast names the prefix the reader wrote, not always GB (lead's session-40 probe: "0.84 TB" said "(GB, not
  // GiB = 2^30 B)")
  CHECK(must_parse("0.84 TB").note == "TB read as SI: 1 TB = 10^12 B (TB, not TiB = 2^40 B)");
  CHECK(must_parse("2 TiB").note == "TiB read as binary: 1 TiB = 2^40 B (TiB, not TB)");
  CHECK(must_parse("900 GB/s").note == "GB/s read as SI: 1 GB/s = 10^9 B/s (GB/s, not GiB/s = 2^30 B/s)");
  CHECK(must_parse("512 MB").note == "MB read as SI: 1 MB = 10^6 B (MB, not MiB = 2^20 B)");
  CHECK(gib.unit_name == "GiB");
  CHECK(gib.number == 44.7);
  CHECK(must_parse("48 gigabytes").unit_name == "GB");
  quantity bits = must_parse("48 Gb");
  CHECK(bits.bits);
  CHECK(must_parse("48 G", qdim::bytes).bare_prefix);
}

TEST_CASE("parse_quantity: a lone B is bytes, or billions in a params question", "[quantity]") {
  quantity b = must_parse("48B", qdim::bytes);
  CHECK(b.dim == qdim::bytes);
  CHECK(b.value == 48);
  CHECK(b.ambiguous_b);
  quantity p = must_parse("7B", qdim::params);
  CHECK(p.dim == qdim::params);
  CHECK(p.value == 7e9);
  CHECK_FALSE(p.ambiguous_b);
  // a count noun decides by itself, whatever the question
  CHECK(must_parse("7B params", qdim::bytes).dim == qdim::params);
}

TEST_CASE("parse_quantity: TFLOPS is a count or a rate by the question", "[quantity]") {
  quantity rate = must_parse("312 TFLOPS", qdim::flops_per_s);
  CHECK(rate.dim == qdim::flops_per_s);
  CHECK(rate.flops_ambiguous);
  quantity count = must_parse("312 TFLOPS", qdim::flops);
  CHECK(count.dim == qdim::flops);
  CHECK(must_parse("312 TFLOPS").dim == qdim::flops_per_s);
  CHECK(must_parse("6 teraflops", qdim::flops).dim == qdim::flops);
  CHECK(must_parse("312 TFLOP/s", qdim::flops).dim == qdim::flops_per_s);  // explicit rate stays a rate
}

TEST_CASE("parse_quantity reads ranges", "[quantity]") {
  quantity r = must_parse("20-30%");
  CHECK(r.is_range);
  CHECK_THAT(r.value, WithinRel(0.2, 1e-12));
  CHECK_THAT(r.value_hi, WithinRel(0.3, 1e-12));
  CHECK(r.dim == qdim::ratio);
  quantity t = must_parse("130–150 GB");
  CHECK(t.is_range);
  CHECK(t.value == 130e9);
  CHECK(t.value_hi == 150e9);
  CHECK(must_parse("130 to 150 GB").value_hi == 150e9);
  CHECK_FALSE(parse_quantity("30-20%").ok);
}

TEST_CASE("parse_quantity records the typed precision", "[quantity]") {
  quantity q = must_parse("50 GB");
  CHECK(q.digit_place == 1);
  CHECK_THAT(q.rel_precision, WithinRel(0.02, 1e-12));
  quantity e = must_parse("5e1 GB");
  CHECK(e.digit_place == 10);
  CHECK_THAT(e.rel_precision, WithinRel(0.2, 1e-12));
  CHECK(must_parse("3e9 * 16 bytes").arithmetic);
  CHECK(must_parse("3e9 * 16 bytes").rel_precision == 0);
}

TEST_CASE("parse_quantity reads decimal commas and superscript exponents", "[quantity]") {
  // a comma before anything but a group of three digits is a decimal comma (README "Decimal commas")
  CHECK_THAT(must_parse("48,5 GB").value, WithinRel(48.5e9, 1e-12));
  CHECK_THAT(must_parse("1,07 GB").value, WithinRel(1.07e9, 1e-12));
  CHECK_THAT(must_parse("8,4e11 B").value, WithinRel(8.4e11, 1e-12));
  CHECK_THAT(must_parse("0,5").value, WithinRel(0.5, 1e-12));
  CHECK_THAT(must_parse("1,07 GB").digit_place, WithinRel(0.01, 1e-12));
  CHECK_FALSE(must_parse("48,5 GB").comma_group_ambiguous);
  // a group of three keeps its thousands reading; one group alone also reads as a decimal comma
  CHECK_THAT(must_parse("1,500").value, WithinRel(1500, 1e-12));
  CHECK(must_parse("1,500").comma_group_ambiguous);
  CHECK_THAT(must_parse("48,000,000,000 B").value, WithinRel(48e9, 1e-12));
  CHECK_FALSE(must_parse("48,000,000,000 B").comma_group_ambiguous);
  CHECK_FALSE(must_parse("1,500 + 2").comma_group_ambiguous);
  // superscript digits after a base are its exponent
  CHECK_THAT(must_parse("1.4\xC3\x97" "10\xC2\xB9\xC2\xB9 bytes").value, WithinRel(1.4e11, 1e-12));   // 1.4×10¹¹
  CHECK_THAT(must_parse("5.37\xC2\xB7" "10\xE2\x81\xB8").value, WithinRel(5.37e8, 1e-12));            // 5.37·10⁸
  CHECK_THAT(must_parse("2\xC2\xB3\xE2\x81\xB0 B").value, WithinRel(1073741824.0, 1e-12));          // 2³⁰ B
  CHECK_THAT(must_parse("10\xE2\x81\xBB\xC2\xB3 s").value, WithinRel(1e-3, 1e-12));                // 10⁻³ s
  CHECK(must_parse("48ish GB").value == 48e9);
}

TEST_CASE("parse_quantity rejects what it cannot read, with a reason", "[quantity]") {
  const std::pair<const char*, const char*> bad[] = {
      {"", "empty answer"},
      {"   ", "empty answer"},
      {"lots", "expected a number"},
      {"48 furlongs", "unknown unit \"furlongs\""},
      {"1,234,5", "neither a decimal comma nor a thousands separator"},
      {"2,4,8", "neither a decimal comma nor a thousands separator"},
      {"1e999", "too large"},
      {"2^9999", "exponent out of range"},
      {"1/0", "division by zero"},
      {"48 GB GB", "unknown unit"},
      {"((((((((((1))))))))))", "nested too deeply"},
      {"48 GB + 7B params", "different units"},
      {"14 + 14 GB + 3", "different units"},
      {"4\x01", "control character"},
      {"48 \xE2\x82\xAC", "unexpected character"},  // €
      {"(1+2", "missing ')'"},
      {"12345678901234567890123456789012345678901234567890", "too many digits"},
  };
  for (const auto& [text, reason] : bad) {
    quantity_parse p = parse_quantity(text, qdim::bytes);
    INFO("text: " << text << " error: " << p.error);
    CHECK_FALSE(p.ok);
    CHECK(p.error.find(reason) != std::string::npos);
  }
  std::string long_text(max_quantity_text + 1, '1');
  quantity_parse p = parse_quantity(long_text);
  CHECK_FALSE(p.ok);
  CHECK(p.error.find("too long") != std::string::npos);
}

TEST_CASE("parse_quantity never crashes or returns a non-finite value on hostile input", "[quantity]") {
  // Deterministic pseudo-random inputs from an alphabet of the grammar's own characters
  // (the libFuzzer target tests/fuzz/fuzz_quantity.cpp explores further).
  const std::string alphabet = "0123456789.,eE+-*/^()x ~%GMKkTBbiGsFLOPparmtobn\xC3\x97\xE2\x80\x93";
  splitmix64 rng(12345);
  for (int i = 0; i < 20000; ++i) {
    std::string s;
    std::size_t len = static_cast<std::size_t>(rng.below(40));
    for (std::size_t k = 0; k < len; ++k) s += alphabet[static_cast<std::size_t>(rng.below(alphabet.size()))];
    quantity_parse p = parse_quantity(s, static_cast<qdim>(rng.below(10)));
    if (p.ok) {
      REQUIRE(std::isfinite(p.q.value));
      REQUIRE(std::isfinite(p.q.value_hi));
    } else {
      REQUIRE_FALSE(p.error.empty());
    }
  }
}

TEST_CASE("API op parse_quantity", "[quantity]") {
  json r = json::parse(handle(R"({"op":"parse_quantity","text":"48 GB"})"));
  CHECK(r["ok"] == true);
  CHECK(r["value"].get<double>() == 4.8e10);
  CHECK(r["unit"] == "B");
  CHECK(r["dimension"] == "bytes");
  CHECK(r["convention"] == "si");
  json g = json::parse(handle(R"({"op":"parse_quantity","text":"44.7 GiB"})"));
  CHECK(g["convention"] == "binary");
  json p = json::parse(handle(R"({"op":"parse_quantity","text":"7B","dimension":"params"})"));
  CHECK(p["dimension"] == "params");
  CHECK(p["value"].get<double>() == 7e9);
  json e = json::parse(handle(R"({"op":"parse_quantity","text":"48 furlongs"})"));
  CHECK(e["ok"] == false);
  CHECK(e["error"]["code"] == "invalid_value");
  CHECK(e["error"]["path"] == "/text");
  CHECK(e["error"]["message"] == "could not read \"48 furlongs\": unknown unit \"furlongs\"");
  json empty = json::parse(handle(R"({"op":"parse_quantity","text":""})"));
  CHECK(empty["error"]["path"] == "/text");
  json d = json::parse(handle(R"({"op":"parse_quantity","text":"1","dimension":"apples"})"));
  CHECK(d["error"]["path"] == "/dimension");
  json u = json::parse(handle(R"({"op":"parse_quantity","text":"1","units":"GB"})"));
  CHECK(u["error"]["path"] == "/units");
  json m = json::parse(handle(R"({"op":"parse_quantity"})"));
  CHECK(m["error"]["code"] == "missing_field");
}

TEST_CASE("format_in_unit", "[quantity]") {
  CHECK(format_in_unit(4.8e10, "GB") == "48 GB");
  CHECK(format_in_unit(0.25, "%") == "25%");
  CHECK(format_in_unit(1073741824.0, "GiB") == "1 GiB");
}
