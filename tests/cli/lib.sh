# Shared helper for the CLI end-to-end scripts (sourced, not run): counts passes and failures.
#   check NAME EXPECTED_RC GREP_PATTERN -- command...   runs the command, compares its exit status
#   and greps its output (stdout + stderr) for the extended regular expression (empty: no grep).
fails=0; passes=0
check() {
  local name=$1 want=$2 pat=$3; shift 4
  local out rc
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" != "$want" ]; then echo "FAIL $name: exit $rc, want $want"; echo "$out" | tail -20; fails=$((fails+1)); return; fi
  if [ -n "$pat" ] && ! grep -qE -- "$pat" <<<"$out"; then echo "FAIL $name: output lacks /$pat/"; echo "$out" | head -30; fails=$((fails+1)); return; fi
  passes=$((passes+1))
}
