#!/usr/bin/env bash
# ctest "catch_test_names": every Catch2 test name must survive catch_discover_tests, which reads the
# names into a CMake list: a name with '[' or ']' merges the names after it into one ctest test that
# runs none of them (a "(0, 1]" in one name once hid 210 tests), and a ';' cuts the name, so ctest ran
# a filter that matched nothing (23 tests, one of them failing, were "Passed" that way). Each ctest
# test also runs with -w NoTests, which fails a filter that matches nothing. Usage: check_test_names.sh BIN
set -u
names=$("$1" --list-test-names-only)  # Catch2 v2 exits with the number of names listed, not 0
[ -n "$names" ] || { echo "FAIL: $1 --list-test-names-only listed nothing"; exit 1; }
bad=$(printf '%s\n' "$names" | grep -n '[][;]')
if [ -n "$bad" ]; then
  echo "FAIL: test names that ctest cannot take ('[', ']' or ';'):"; echo "$bad"; exit 1
fi
echo "$(printf '%s\n' "$names" | grep -c .) test names, all safe for catch_discover_tests"
