# Script mode: writes the service worker with a cache name derived from the site's content, so a
# rebuilt site never mixes old and new files in a reader's cache (sw.js is cache-first).
#   cmake -DIN=web/site/sw.js -DOUT=site/sw.js -DFILES="a;b;c" -P stamp_sw.cmake
set(all "")
foreach(f ${FILES})
  file(SHA256 ${f} h)
  string(APPEND all "${h}")
endforeach()
string(SHA256 digest "${all}")
string(SUBSTRING "${digest}" 0 16 digest)
file(READ ${IN} text)
string(REPLACE "@LEDGERLAB_SITE_HASH@" "${digest}" text "${text}")
file(WRITE ${OUT}.tmp "${text}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
file(REMOVE ${OUT}.tmp)
