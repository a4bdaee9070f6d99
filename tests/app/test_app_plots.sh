#!/usr/bin/env bash
# The desktop app's plots (issue #12): every exercise drawn as a chart (widget "plot") and the 7B
# memory bar renders with no error and writes a screenshot; moving its first slider (--set, as the
# reader's drag does) changes the request and the plotted figures, and the app's figures equal
# `ledgerlab api` for the same request; a [§x.y] opens its formulas section (--formula).
# Usage: test_app_plots.sh path/to/ledgerlab-app path/to/ledgerlab [SCREENSHOT_DIR]   (exit 77 = skipped)
set -u
app=$1; cli=$2
shots=${3:-}
for tool in Xvfb jq identify; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool not installed (apt-get install xvfb jq imagemagick)"; exit 77; }
done
tmp=$(mktemp -d)
[ -n "$shots" ] || shots=$tmp/shots
mkdir -p "$shots"
Xvfb -displayfd 3 -screen 0 1400x900x24 +extension GLX -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xpid=$!
trap 'kill $xpid 2>/dev/null; wait $xpid 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do [ -s "$tmp/display" ] && break; sleep 0.05; done
[ -s "$tmp/display" ] || { echo "FAIL: Xvfb did not start"; cat "$tmp/xvfb.log"; exit 1; }
export DISPLAY=:$(cat "$tmp/display")
export HOME=$tmp

fails=0; passes=0
ok() { passes=$((passes+1)); }
bad() { echo "FAIL $*"; fails=$((fails+1)); }
png_ok() {
  local dims colours
  dims=$(identify -format '%m %wx%h' "$2" 2>/dev/null); colours=$(identify -format '%k' "$2" 2>/dev/null)
  if [ "$dims" = "PNG 1280x800" ] && [ "${colours:-0}" -gt 50 ]; then ok; else bad "$1: screenshot '$dims' with ${colours:-0} colours"; fi
}

n=0
for lid in $("$cli" lessons --json | jq -r '.lessons[].id'); do
  "$cli" lesson "$lid" --json > "$tmp/lesson.json" || { bad "lesson $lid"; continue; }
  for eid in $(jq -r '.sections[].exercises[] | select(.widget == "plot" or .id == "seven-b-with-activations") | .id' "$tmp/lesson.json"); do
    n=$((n+1))
    jq -c --arg e "$eid" '.sections[].exercises[] | select(.id == $e)' "$tmp/lesson.json" > "$tmp/ex.json"
    # the first slider and a value far from its preset: the other end of its range
    read -r ptr newval < <(jq -r '.inputs | map(select(has("min")))[0] as $i | .[0] as $_ |
      ($i.pointer) as $p | $p + " " + (
        ( ( if ($i.log_scale // false) then (($i.min|log) + ($i.max|log))/2 | exp else ($i.min + $i.max)/2 end ) ) as $mid |
        ( if ($i.step // 0) >= 1 then (($mid - $i.min) / $i.step | floor) * $i.step + $i.min | floor else $mid end ) | tostring)' "$tmp/ex.json")
    cur=$(jq -c --arg p "$ptr" '.request | getpath($p | ltrimstr("/") | split("/"))' "$tmp/ex.json")
    if [ "$cur" = "$newval" ]; then newval=$(jq -r '.inputs | map(select(has("min")))[0].max' "$tmp/ex.json"); fi
    s0=$tmp/$eid-0.json; s1=$tmp/$eid-1.json
    "$app" --lesson "$lid" --exercise "$eid" --frames 3 --dump-state "$s0" 2>"$tmp/err" || { bad "app $lid/$eid: $(head -c 300 "$tmp/err")"; continue; }
    "$app" --lesson "$lid" --exercise "$eid" --set "$ptr=$newval" --frames 3 --dump-state "$s1" --screenshot "$shots/plot-$eid.png" 2>"$tmp/err" \
      || { bad "app $lid/$eid --set $ptr=$newval: $(head -c 300 "$tmp/err")"; continue; }
    png_ok "plot $eid" "$shots/plot-$eid.png"
    want_widget=$(jq -r '.widget' "$tmp/ex.json"); [ "$want_widget" = plot ] || want_widget=memory
    if jq -e --arg w "$want_widget" '.ui.widget == $w and .ui.error == "" and .ui.response.ok == true and .exercise_error == ""' "$s1" >/dev/null; then ok
    else bad "$eid: state after --set"; jq -c '{e: .exercise_error, u: .ui.error}' "$s1"; fi
    # the control moved and the figures with it
    if jq -e --slurpfile a "$s0" --arg p "$ptr" '($p | ltrimstr("/") | split("/")) as $k |
         (.ui.request | getpath($k)) != ($a[0].ui.request | getpath($k)) and
         ((.ui.response.series // .ui.response.per_gpu_bytes) != ($a[0].ui.response.series // $a[0].ui.response.per_gpu_bytes))' "$s1" >/dev/null; then ok
    else bad "$eid: --set $ptr=$newval did not change the plotted figures"; fi
    # parity: the app's chart is the core's answer to the same request
    jq -c '.ui.request' "$s1" | "$cli" api > "$tmp/api.json"
    if jq -e --slurpfile a "$tmp/api.json" '.ui.response == $a[0]' "$s1" >/dev/null; then ok; else bad "$eid: app response differs from ledgerlab api"; fi
    if [ "$want_widget" = plot ]; then
      jq -e '.ui.rects.plot and (.ui.summary.points > 1)' "$s1" >/dev/null && ok || bad "$eid: no plot drawn"
      # every other control of the chart moves it too: a control that moves nothing is a defect
      ni=$(jq '.inputs | length' "$tmp/ex.json")
      for i in $(seq 0 $((ni - 1))); do
        in=$(jq -c --argjson i "$i" '.inputs[$i]' "$tmp/ex.json")
        p=$(jq -r .pointer <<<"$in"); [ "$p" = "$ptr" ] && continue
        cur=$(jq -c --arg p "$p" '.ui.request | getpath($p | ltrimstr("/") | split("/") | map(if test("^[0-9]+$") then tonumber else . end))' "$s0")
        # a value the control offers that differs from the current one: another choice, else the range's far end
        val=$(jq -c --argjson cur "$cur" 'if .choices then ([.choices[] | select(. != $cur)] | last)
               elif ($cur == .max) then .min else .max end' <<<"$in")
        "$app" --lesson "$lid" --exercise "$eid" --set "$p=$val" --frames 3 --dump-state "$tmp/moved.json" \
          --screenshot "$shots/plot-$eid-moved-$i.png" 2>"$tmp/err" || { bad "$eid --set $p=$val: $(head -c 200 "$tmp/err")"; continue; }
        if jq -e --slurpfile a "$s0" '.ui.response.ok == true and .ui.response != $a[0].ui.response' "$tmp/moved.json" >/dev/null; then ok
        else bad "$eid: moving $p to $val did not change the chart"; fi
      done
    fi
  done
done
[ "$n" -ge 13 ] && ok || bad "only $n plot exercises found"

# a citation opens its section of docs/formulas.md
"$app" --lesson training-is-its-own-beast --exercise seven-b-with-activations --formula 4.2 --frames 3 \
  --dump-state "$tmp/f.json" --screenshot "$shots/formula-window.png" 2>"$tmp/err" || bad "app --formula: $(cat "$tmp/err")"
jq -e '.ui.formula_open == "4.2" and (.ui.formula_title | contains("Table 2")) and .ui.rects.formula_window' "$tmp/f.json" >/dev/null \
  && ok || bad "--formula 4.2 did not open the section"
png_ok "formula window" "$shots/formula-window.png"
"$app" --formula 9.9 --frames 1 2>"$tmp/err"; [ $? = 2 ] && grep -q 'no section "9.9"' "$tmp/err" && ok || bad "--formula 9.9: $(cat "$tmp/err")"

echo "$passes passed, $fails failed ($n plot exercises; screenshots in $shots)"
[ "$fails" = 0 ]
