// PNG writer (see png_write.h): signature, IHDR, one zlib-compressed IDAT (filter 0 per row), IEND.
// Each chunk is length (big-endian), type, data, CRC-32 over type+data (zlib's crc32).
#include "native/app/png_write.h"

#include <zlib.h>

#include <cstdio>
#include <memory>

namespace ledgerlab::app {

namespace {

void put_u32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  out.push_back(static_cast<std::uint8_t>(v >> 24));
  out.push_back(static_cast<std::uint8_t>(v >> 16));
  out.push_back(static_cast<std::uint8_t>(v >> 8));
  out.push_back(static_cast<std::uint8_t>(v));
}

void put_chunk(std::vector<std::uint8_t>& out, const char type[5], const std::vector<std::uint8_t>& data) {
  put_u32(out, static_cast<std::uint32_t>(data.size()));
  const std::size_t start = out.size();
  out.insert(out.end(), type, type + 4);
  out.insert(out.end(), data.begin(), data.end());
  const uLong crc = crc32(0L, out.data() + start, static_cast<uInt>(out.size() - start));
  put_u32(out, static_cast<std::uint32_t>(crc));
}

}  // namespace

std::string write_png_rgb(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb) {
  if (width <= 0 || height <= 0) return "image has no pixels";
  const std::size_t row = static_cast<std::size_t>(width) * 3;
  if (rgb.size() != row * static_cast<std::size_t>(height)) return "pixel buffer size does not match the image size";

  // Raw scanlines, each prefixed by filter type 0 (None).
  std::vector<std::uint8_t> raw;
  raw.reserve((row + 1) * static_cast<std::size_t>(height));
  for (int y = 0; y < height; ++y) {
    raw.push_back(0);
    raw.insert(raw.end(), rgb.begin() + static_cast<std::ptrdiff_t>(row * y), rgb.begin() + static_cast<std::ptrdiff_t>(row * (y + 1)));
  }
  uLongf zlen = compressBound(static_cast<uLong>(raw.size()));
  std::vector<std::uint8_t> idat(zlen);
  if (compress2(idat.data(), &zlen, raw.data(), static_cast<uLong>(raw.size()), 6) != Z_OK) return "zlib compression failed";
  idat.resize(zlen);

  std::vector<std::uint8_t> png = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  std::vector<std::uint8_t> ihdr;
  put_u32(ihdr, static_cast<std::uint32_t>(width));
  put_u32(ihdr, static_cast<std::uint32_t>(height));
  ihdr.insert(ihdr.end(), {8, 2, 0, 0, 0});  // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  put_chunk(png, "IHDR", ihdr);
  put_chunk(png, "IDAT", idat);
  put_chunk(png, "IEND", {});

  const std::string tmp = path + ".tmp";
  std::unique_ptr<FILE, int (*)(FILE*)> f(std::fopen(tmp.c_str(), "wb"), &std::fclose);
  if (!f) return "cannot open " + tmp + " for writing";
  if (std::fwrite(png.data(), 1, png.size(), f.get()) != png.size()) return "cannot write " + tmp;
  if (std::fclose(f.release()) != 0) return "cannot write " + tmp;
  if (std::rename(tmp.c_str(), path.c_str()) != 0) return "cannot rename " + tmp + " to " + path;
  return "";
}

}  // namespace ledgerlab::app
