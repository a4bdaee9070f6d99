// A minimal PNG writer for the desktop app's --screenshot: 8-bit RGB, no interlace, one IDAT
// chunk compressed with zlib (Debian zlib1g-dev). Not a general image library: no reading, no
// palettes, no alpha. Format: PNG specification (ISO/IEC 15948), chunks IHDR, IDAT, IEND.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace ledgerlab::app {

// Writes `rgb` (width*height*3 bytes, top row first) to `path`. Returns "" or the reason it failed.
std::string write_png_rgb(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgb);

}  // namespace ledgerlab::app
