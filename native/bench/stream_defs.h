// BabelStream's kernels for calibrate (UoB-HPC/BabelStream; calibration.md §4), shared by the CPU
// (cpu_stream.cpp) and CUDA (stream.cu) backends: start values, byte accounting and what each
// kernel must produce. c starts non-zero (BabelStream starts it at 0) so that a triad that drops
// its s·c term fails its check: every term of a = b + s·c moves the result.
#pragma once

namespace ledgerlab::bench {

constexpr double stream_init_a = 0.1, stream_init_b = 0.2, stream_init_c = 0.3;
constexpr double stream_scalar = 0.4;
constexpr double stream_write_value = 0.7;                 // distinct from every start value
constexpr double stream_copy_expect = stream_init_a;       // c = a
constexpr double stream_triad_expect = stream_init_b + stream_scalar * stream_init_c;  // a = b + s·c = 0.32
// Bytes moved per array element (read + write counted, BabelStream's convention): copy 2, triad 3,
// read 1, write 1 arrays of 8-byte doubles.
constexpr double stream_copy_arrays = 2, stream_triad_arrays = 3, stream_read_arrays = 1, stream_write_arrays = 1;
// Relative tolerance of the element checks (the device may fuse b + s·c into one FMA).
constexpr double stream_rel_tol = 1e-12;

}  // namespace ledgerlab::bench
