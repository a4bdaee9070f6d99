# nlohmann_json for the Emscripten build: Debian's own config points at /usr/include, which must
# never reach emcc (host headers shadow the Emscripten sysroot; toolchain.md pitfall 5). This
# config exposes ONLY the nlohmann/ header folder, copied into the build tree.
# Used by: emcmake cmake ... -Dnlohmann_json_DIR=<repo>/web/cmake/nlohmann_json
set(_ll_src /usr/include/nlohmann)
if(NOT EXISTS ${_ll_src}/json.hpp)
  set(nlohmann_json_FOUND FALSE)
  set(nlohmann_json_NOT_FOUND_MESSAGE "nlohmann-json3-dev is not installed (${_ll_src}/json.hpp)")
  return()
endif()
set(_ll_dst ${CMAKE_BINARY_DIR}/third_party_include)
file(COPY ${_ll_src} DESTINATION ${_ll_dst})
if(NOT TARGET nlohmann_json::nlohmann_json)
  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
  set_target_properties(nlohmann_json::nlohmann_json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${_ll_dst})
endif()
set(nlohmann_json_FOUND TRUE)
