# ledgerlab_embed(OUT DIR... [FILES file...]): writes OUT, a C++ file holding every *.json under
# the DIRs (and the FILES, e.g. docs/formulas.md) as a table {relative path, contents}. Both the
# native and the web build read presets, lessons and the formulas reference from this table, so
# every host sees identical bytes (no filesystem needed in the browser).
function(ledgerlab_embed out)
  cmake_parse_arguments(E "" "" "FILES" ${ARGN})
  set(files ${E_FILES})
  foreach(dir ${E_UNPARSED_ARGUMENTS})
    file(GLOB_RECURSE found CONFIGURE_DEPENDS ${dir}/*.json)
    list(APPEND files ${found})
  endforeach()
  list(SORT files)
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DROOT=${CMAKE_SOURCE_DIR} "-DFILES=${files}"
            -P ${CMAKE_SOURCE_DIR}/cmake/embed_run.cmake
    DEPENDS ${files} ${CMAKE_SOURCE_DIR}/cmake/embed_run.cmake
    COMMENT "ledgerlab: embedding presets and lessons" VERBATIM)
endfunction()
