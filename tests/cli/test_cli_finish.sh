#!/usr/bin/env bash
# CLI finishing touches: every subcommand (read from `ledgerlab --help`, the command table) has a
# --help with a usage line and an example, and --json unless its output is already JSON or a
# script; `ledgerlab completion bash|zsh` covers every command and flag and completes in a real
# bash; native/cli/MANUAL.md documents every command and every flag its --help lists.
# Usage: test_cli_finish.sh path/to/ledgerlab path/to/MANUAL.md
set -u
bin=$1; manual=$2
fails=0; passes=0
ok() { passes=$((passes+1)); }
bad() { echo "FAIL $*"; fails=$((fails+1)); }

cmds=$("$bin" --help | awk '/^commands:/{on=1; next} on && /^  [a-z]/{print $1}')
[ "$(wc -w <<<"$cmds")" -ge 15 ] && ok || bad "command list too short: $cmds"
bash_script=$("$bin" completion bash) && ok || bad "completion bash exited non-zero"
zsh_script=$("$bin" completion zsh) && ok || bad "completion zsh exited non-zero"
for c in $cmds; do
  help=$("$bin" "$c" --help 2>&1); rc=$?
  [ $rc = 0 ] || { bad "$c --help exited $rc"; continue; }
  grep -q '^usage: ledgerlab '"$c" <<<"$help" && ok || bad "$c --help has no 'usage: ledgerlab $c' line"
  awk '/^examples?:/{on=1} on' <<<"$help" | grep -q "ledgerlab $c" && ok || bad "$c --help has no example (an 'example:' block with 'ledgerlab $c ...')"
  case $c in
    api|completion) ;;  # already JSON / a shell script
    *) grep -q -- '--json' <<<"$help" && ok || bad "$c has no --json flag" ;;
  esac
  flags=$(grep -oE '^  --[a-z0-9-]+' <<<"$help" | sed 's/^  //' | sort -u)
  section=$(awk -v h="## \`ledgerlab $c\`" '$0 == h {on=1; next} on && /^## /{exit} on' "$manual")
  [ -n "$section" ] && ok || bad "MANUAL.md has no section '## \`ledgerlab $c\`'"
  for f in $flags; do
    grep -qF -- "$f" <<<"$section" || bad "MANUAL.md section of $c lacks $f"
    grep -qF -- "$f" <<<"$bash_script" || bad "bash completion lacks $c $f"
    grep -qF -- "'$f[" <<<"$zsh_script" || bad "zsh completion lacks $c $f"
  done
  [ -n "$flags" ] && ok
done

# The bash script completes in a real bash: commands, flags, preset ids, shells.
complete_words() {  # complete_words WORD... : prints COMPREPLY for the last word
  bash --norc --noprofile -c 'source /dev/stdin; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); _ledgerlab; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$@" <<<"$bash_script"
}
grep -qx memory <<<"$(complete_words ledgerlab mem)" && ok || bad "bash: 'ledgerlab mem' does not complete to memory"
grep -qx completion <<<"$(complete_words ledgerlab compl)" && ok || bad "bash: completion command"
grep -qx -- --model <<<"$(complete_words ledgerlab memory --mo)" && ok || bad "bash: 'memory --mo' does not complete to --model"
grep -qx llama-2-7b <<<"$(complete_words ledgerlab memory --model llama-2)" && ok || bad "bash: --model value does not complete to llama-2-7b"
grep -qx h100-sxm <<<"$(complete_words ledgerlab step --hardware h100)" && ok || bad "bash: --hardware value does not complete to h100-sxm"
grep -qx zsh <<<"$(complete_words ledgerlab completion z)" && ok || bad "bash: completion shell"
[ -z "$(complete_words ledgerlab memory --model llama-2 --bogus-prefix-xyz)" ] && ok || bad "bash: unknown prefix completes to something"
if command -v zsh >/dev/null; then
  zsh -n <<<"$zsh_script" && ok || bad "zsh script does not parse"
  # A real interactive zsh (zpty) with the script on fpath: type WORDS + TAB, read the edited line back.
  zdir=$(mktemp -d); printf '%s\n' "$zsh_script" > "$zdir/_ledgerlab"
  cat > "$zdir/drive.zsh" <<'ZSH'
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PS1='> '; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -d $1/.zcompdump"
zpty -w -n z "$2"$'\t'
# Read until the edited line shows the expected text ($3), for up to 15 s: compinit and the completion
# take more than a fixed 1.5 s sleep on a loaded machine (seen: only the compinit line read back).
setopt extendedglob
typeset -F SECONDS=0
out=""
while (( SECONDS < 15 )); do
  while zpty -r -t z chunk; do out+=$chunk; done
  clean=${out//$'\r'/}; clean=${clean//?$'\b'/}; clean=${clean//$'\e['[0-9\;?]#[a-zA-Z]/}
  [[ $clean == *"$3"* ]] && break
  sleep 0.1
done
while zpty -r -t z chunk; do out+=$chunk; done
print -r -- "$out"
zpty -d z
ZSH
  # zsh_complete WORDS EXPECTED: the line zsh shows after WORDS + TAB (read until it holds EXPECTED, 15 s at most)
  zsh_complete() { timeout 30 zsh -f "$zdir/drive.zsh" "$zdir" "$1" "$2" 2>/dev/null | tr -d '\r' | sed 's/.\x08//g; s/\x1b\[[0-9;?]*[a-zA-Z]//g'; }
  zsh_complete "ledgerlab compl" "> ledgerlab completion" | grep -q "> ledgerlab completion" && ok || bad "zsh: 'ledgerlab compl' does not complete"
  zsh_complete "ledgerlab memory --model mixtr" "> ledgerlab memory --model mixtral-8x7b" | grep -q "> ledgerlab memory --model mixtral-8x7b" && ok || bad "zsh: --model value"
  zsh_complete "ledgerlab completion z" "> ledgerlab completion zsh" | grep -q "> ledgerlab completion zsh" && ok || bad "zsh: completion shell"
  rm -rf "$zdir"
fi
bash -n <<<"$bash_script" && ok || bad "bash script does not parse"
"$bin" completion fish >/dev/null 2>&1; [ $? = 2 ] && ok || bad "completion fish should be a usage error (exit 2)"

# --json output is JSON for a few human-readable commands.
for c in "presets" "lessons" "version" "memory --params 7e9" "demo"; do
  "$bin" $c --json 2>/dev/null | jq -e . >/dev/null && ok || bad "$c --json is not JSON"
done
echo "$passes passed, $fails failed"
[ "$fails" = 0 ]
