#!/usr/bin/env bash
# Builds the fuzzer's seed corpus in DIR (default fuzz-corpus/seeds) from the shipped policies
# (rules/) and the test fixtures: each file is copied once per fuzz target that reads it, with the
# target's selector byte in front (see Sources/kbpolicy-fuzz/FuzzTargets.swift):
#   0 parse, 1 compile, 2 lint, 3 fmt (policies)   4 scene decoding, 5 engine (scenes)
# The corpus is generated, never committed.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-fuzz-corpus/seeds}
mkdir -p "$dir"
n=0
seed() { # selector file
  local out
  out="$dir/$(printf '%02d' "$1")-$(echo "$2" | tr '/' '_')"
  { printf "\\x$(printf '%02x' "$1")"; cat "$2"; } >"$out"
  n=$((n + 1))
}
while IFS= read -r -d '' file; do
  for selector in 0 1 2 3; do seed "$selector" "$file"; done
done < <(find rules Tests -name '*.kbpolicy' -print0 2>/dev/null)
while IFS= read -r -d '' file; do
  for selector in 4 5; do seed "$selector" "$file"; done
done < <(find rules Tests -name '*.json' -size -256k -print0 2>/dev/null)
echo "fuzz-seeds: $n seed inputs in $dir"
