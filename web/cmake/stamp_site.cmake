# Script mode: copies one site file, replacing @LEDGERLAB_BUILD@ with the build id (build_id.cmake),
# so every script names the build it belongs to.
#   cmake -DIN=web/site/x.js -DOUT=site/x.js -DID_FILE=<build_id.txt> -P stamp_site.cmake
file(READ "${ID_FILE}" id)
file(READ "${IN}" text)
string(REPLACE "@LEDGERLAB_BUILD@" "${id}" text "${text}")
file(WRITE "${OUT}.tmp" "${text}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
