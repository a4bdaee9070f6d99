// Version numbers: the library, the JSON API (API.md) and the lesson schema.
#pragma once
#ifndef LEDGERLAB_VERSION_STRING
#define LEDGERLAB_VERSION_STRING "0.1.0"
#endif
namespace ledgerlab {
constexpr const char* version_string = LEDGERLAB_VERSION_STRING;
constexpr int api_version = 1;
constexpr int lesson_schema_version = 1;
}  // namespace ledgerlab
