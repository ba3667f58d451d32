#!/usr/bin/env bash
# Checks that the package's own Swift code is formatted with the toolchain's `swift format` and the
# repository's .swift-format (Sources, Tests, Plugins, Package.swift; test fixtures under a
# `Fixtures` folder are inputs, kept as written). With --fix, formats those files in place.
# Exit 0: formatted (or fixed); 1: files listed on standard error need `scripts/format-check.sh --fix`.
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
  find Sources Tests Plugins -name '*.swift' -type f -not -path '*/Fixtures/*' -print0 | sort -z
)
files+=(Package.swift)

if [[ "${1:-}" == "--fix" ]]; then
  swift format format -i --configuration .swift-format "${files[@]}"
  exit 0
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for file in "${files[@]}"; do
  mkdir -p "$scratch/$(dirname "$file")"
  cp "$file" "$scratch/$file"
done
(cd "$scratch" && swift format format -i --configuration "$OLDPWD/.swift-format" "${files[@]}")
unformatted=0
for file in "${files[@]}"; do
  if ! cmp -s "$file" "$scratch/$file"; then
    echo "format-check: $file is not formatted (scripts/format-check.sh --fix)" >&2
    unformatted=1
  fi
done
exit "$unformatted"
