#!/usr/bin/env bash
# The iOS check: compiles KeyboardPolicyRuntime (every file, the UIKit layer included), the
# SwiftUI layer (KeyboardPolicySwiftUI) and the modules they depend on (PolicyLanguage,
# SceneModel, AvoidanceEngine, PolicyExplain) for x86_64-apple-ios15.0-simulator, in Swift 6 mode, against the declaration-only SDK stand-ins in
# scripts/ios-sdk/, on a Linux toolchain. It checks names, types, optionality, isolation,
# `@objc`/`#selector` (Objective-C interop is on for Apple targets) and availability (an API newer
# than iOS 15 outside `#available` is an error, as in Xcode), and runs the SIL-level data-race
# diagnostics on the runtime and the SwiftUI layer (`-emit-sil`: some appear only there, not under `-typecheck`).
#
# The standard library, _Concurrency and _StringProcessing are rebuilt for the iOS target from the
# toolchain's own .swiftinterface files (they carry the iOS availability of every stdlib API) and
# cached in ~/.cache/kbpolicy-ios-typecheck (IOS_TYPECHECK_CACHE overrides it; a few minutes the
# first time, shared by every checkout). Everything else is built in .build/ios-typecheck/.
#
# Two passes: "sdk" (the stand-ins as the SDK declares things: MacTypes' Point/Rect/Size hidden by
# the compiler's Darwin filter, UIView.animate's blocks unannotated) and "strict" (MacTypes names
# visible, the animation blocks `@MainActor @Sendable`), so the code compiles either way.
# Each pass also compiles scripts/ios-sdk/App/*.swift, app code that imports UIKit and the runtime,
# and scripts/ios-sdk/SwiftUIApp/*.swift, a SwiftUI App on the SwiftUI layer.
# First, the Darwin branches of the C targets are checked for macOS against stand-in headers.
#
# Usage:
#   scripts/ios-typecheck.sh                  the check (exit 0: no errors)
#   scripts/ios-typecheck.sh --with FILE...   the check with FILE added to the runtime's sources
#                                             (to the SwiftUI layer's when it imports SwiftUI)
#   scripts/ios-typecheck.sh --fixtures       the check, then every fixture in
#                                             scripts/ios-sdk/Fixtures must fail with the error
#                                             its `// expect-error:` line names, or compile with
#                                             the warning its `// expect-warning:` line names
#                                             (where Xcode only warns)
# ARCHITECTURE.md ("The iOS check") tells how to add a declaration to a stand-in.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
sdk=$root/scripts/ios-sdk
target=x86_64-apple-ios15.0-simulator
work=$root/.build/ios-typecheck
mkdir -p "$work"

mode=check
extra=()
case "${1:-}" in
  --with) mode=with; shift; extra=("$@") ;;
  --fixtures) mode=fixtures ;;
  "") ;;
  *) echo "usage: $0 [--with FILE... | --fixtures]" >&2; exit 2 ;;
esac

swift_version=$(swiftc --version 2>&1 | head -1)
toolchain_lib=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/linux

# The standard library for the iOS target, from the toolchain's interfaces. Three edits to the
# Linux interfaces: drop their `-target` flag (the command line's applies), drop `@backDeployed`
# (it only matters for code generation and needs bodies the interface omits), and add
# AutoreleasingUnsafeMutablePointer, which the compiler requires on Objective-C targets before it
# allows `&x` pointer arguments (a Linux standard library omits it).
# Bump stdlib_recipe when the recipe below changes.
stdlib_recipe=1
stdlib_key=$(printf '%s\n' "$swift_version" "$stdlib_recipe" | sha1sum | cut -c1-16)
# Shared by every checkout of the package on the machine (it depends only on the toolchain).
stdlib=${IOS_TYPECHECK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kbpolicy-ios-typecheck}/stdlib-$stdlib_key
common=(-target "$target")
mkdir -p "$(dirname "$stdlib")"
# One builder at a time (the modules record their interfaces' paths, so they are built in place).
exec 8>"$stdlib.lock"
flock 8
if [[ ! -f $stdlib/done ]]; then
  echo "ios-typecheck: building the standard library for $target (cached in $stdlib)" >&2
  rm -rf "$stdlib"
  mkdir -p "$stdlib/in"
  for module in Swift _Concurrency _RegexParser _StringProcessing SwiftOnoneSupport; do
    sed -e 's/-target x86_64-unknown-linux-gnu//g; s/@backDeployed([^)]*)//g' \
      "$toolchain_lib/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
      >"$stdlib/in/$module.swiftinterface"
  done
  cat >>"$stdlib/in/Swift.swiftinterface" <<'EOF'
@frozen public struct AutoreleasingUnsafeMutablePointer<Pointee> : Swift._Pointer {
  public let _rawValue: Builtin.RawPointer
  @_transparent public init(_ _rawValue: Builtin.RawPointer) {
    self._rawValue = _rawValue
  }
}
EOF
  for module in Swift _Concurrency _RegexParser _StringProcessing SwiftOnoneSupport; do
    # Availability inside the standard library is not ours to check (its Linux interface has
    # Linux-only inconsistencies); clients still see every declaration's availability.
    swift-frontend -compile-module-from-interface "$stdlib/in/$module.swiftinterface" \
      -module-name "$module" -parse-stdlib -disable-availability-checking "${common[@]}" \
      -I "$stdlib" -o "$stdlib/$module.swiftmodule"
  done
  touch "$stdlib/done"
fi
flock -u 8

sources() { find "Sources/$1" -name '*.swift' | LC_ALL=C sort; }

# One pass: the stand-ins, the dependencies, the runtime (with SIL diagnostics), the app files.
# A module is rebuilt only when its inputs change (its key covers the sources, the stand-ins,
# this script and the pass).
run_pass() {
  local pass=$1
  shift
  local defines=("$@")
  local out=$work/$pass
  mkdir -p "$out"
  local shared=$work/shared
  mkdir -p "$shared"
  local flags=("${common[@]}" -I "$stdlib" -I "$out" -I "$shared" -swift-version 6 "${defines[@]}")
  local darwin=$sdk/Darwin
  if [[ " ${defines[*]} " == *STANDIN_MACTYPES_VISIBLE* ]]; then darwin=$sdk/MacTypesVisible; fi
  flags+=(-I "$darwin" -I "$sdk/FoundationC")

  local key_base
  key_base=$(cat "$0" "$sdk"/*.swiftinterface "$sdk"/*/module.modulemap "$sdk"/Darwin/*.h "$sdk"/FoundationC/*.h |
    sha1sum | cut -c1-40)

  # An interface takes its conditions from its own flags line, not the command line: the pass's
  # -D flags go there.
  for module in ObjectiveC CoreGraphics Foundation UIKit SwiftUI; do
    local key
    key=$(printf '%s %s %s' "$key_base" "$pass" "$module" | sha1sum | cut -c1-40)
    if [[ "$(cat "$out/$module.key" 2>/dev/null)" != "$key" ]]; then
      sed "s|^// swift-module-flags: |// swift-module-flags: ${defines[*]} |" \
        "$sdk/$module.swiftinterface" >"$out/$module.swiftinterface"
      swift-frontend -compile-module-from-interface "$out/$module.swiftinterface" \
        -module-name "$module" "${flags[@]}" -o "$out/$module.swiftmodule"
      echo "$key" >"$out/$module.key"
    fi
  done

  local deps_key=$key_base
  for module in PolicyLanguage SceneModel AvoidanceEngine PolicyExplain; do
    # PolicyLanguage imports nothing from the SDK: one build serves both passes.
    local dir=$out scope=$pass
    if [[ $module == PolicyLanguage ]]; then dir=$shared scope=shared; fi
    local key
    key=$(printf '%s %s %s %s' "$deps_key" "$scope" "$module" \
      "$(sources "$module" | xargs cat | sha1sum)" | sha1sum | cut -c1-40)
    if [[ "$(cat "$dir/$module.key" 2>/dev/null)" != "$key" ]]; then
      # shellcheck disable=SC2046
      swiftc -emit-module -module-name "$module" -parse-as-library -package-name KeyboardPolicy \
        "${flags[@]}" $(sources "$module") -emit-module-path "$dir/$module.swiftmodule"
      echo "$key" >"$dir/$module.key"
    fi
    deps_key=$key
  done

  # A file given with --with joins the SwiftUI layer when it imports SwiftUI, else the runtime.
  local runtime_extra=() swiftui_extra=()
  local file
  for file in "${extra[@]}"; do
    if grep -q '^import SwiftUI' "$file"; then swiftui_extra+=("$file"); else runtime_extra+=("$file"); fi
  done

  # The runtime: every file, whole-module, through SIL (the region-isolation diagnostics).
  # shellcheck disable=SC2046
  swiftc -wmo -emit-sil -o "$out/KeyboardPolicyRuntime.sil" -module-name KeyboardPolicyRuntime \
    -parse-as-library -package-name KeyboardPolicy "${flags[@]}" \
    $(sources KeyboardPolicyRuntime) "${runtime_extra[@]}" \
    -emit-module -emit-module-path "$out/KeyboardPolicyRuntime.swiftmodule"

  # The SwiftUI layer, its own product: whole-module, through SIL, like the runtime.
  # shellcheck disable=SC2046
  swiftc -wmo -emit-sil -o "$out/KeyboardPolicySwiftUI.sil" -module-name KeyboardPolicySwiftUI \
    -parse-as-library -package-name KeyboardPolicy "${flags[@]}" \
    $(sources KeyboardPolicySwiftUI) "${swiftui_extra[@]}" \
    -emit-module -emit-module-path "$out/KeyboardPolicySwiftUI.swiftmodule"

  # On-device explain, the runtime's separate product.
  # shellcheck disable=SC2046
  swiftc -typecheck -module-name KeyboardPolicyExplain -parse-as-library \
    -package-name KeyboardPolicy "${flags[@]}" $(sources KeyboardPolicyExplain)

  # App code: imports UIKit and the runtime, names nothing qualified.
  swiftc -typecheck -module-name App -parse-as-library "${flags[@]}" "$sdk"/App/*.swift
  # The SwiftUI sample: an App on SwiftUI screens, README's SwiftUI wiring.
  swiftc -typecheck -module-name SwiftUIApp -parse-as-library "${flags[@]}" "$sdk"/SwiftUIApp/*.swift
  echo "ios-typecheck: pass '$pass' clean ($target, Swift 6)" >&2
}

# The Darwin branches of the package's C targets (CFileAttributes' xattr calls, CHeapStats' malloc
# zone statistics), which Linux never compiles: syntax- and type-checked for macOS against
# stand-in headers with the signatures of Apple's man pages (scripts/ios-sdk/DarwinC).
check_darwin_c() {
  local resource
  resource=$(clang -print-resource-dir)
  for module in CFileAttributes CHeapStats; do
    clang -fsyntax-only -target x86_64-apple-macos13 -nostdinc -isystem "$sdk/DarwinC" \
      -isystem "$resource/include" -I "Sources/$module/include" -Wall -Werror \
      "Sources/$module/$module.c"
  done
  echo "ios-typecheck: Darwin branches of CFileAttributes and CHeapStats clean (macOS 13)" >&2
}

check() {
  check_darwin_c
  run_pass sdk
  run_pass strict -DSTANDIN_MACTYPES_VISIBLE -DSTANDIN_SENDABLE_BLOCKS
}

case $mode in
  check) check ;;
  with) check ;;
  fixtures)
    check
    failed=0
    for fixture in "$sdk"/Fixtures/*.swift; do
      expected=$(sed -n 's|^// expect-error: ||p' "$fixture")
      warning=$(sed -n 's|^// expect-warning: ||p' "$fixture")
      if [[ -z $expected && -z $warning ]]; then
        echo "ios-typecheck: $fixture has no '// expect-error:' or '// expect-warning:' line" >&2
        failed=1
        continue
      fi
      if [[ -n $warning ]]; then
        # Xcode warns here (the SDK's implicit @preconcurrency): the fixture must compile, with
        # the warning.
        if ! log=$(bash "$0" --with "$fixture" 2>&1); then
          echo "ios-typecheck: $fixture failed, but Xcode only warns: $warning" >&2
          grep -E 'error:' <<<"$log" | head -5 >&2 || true
          failed=1
        elif ! grep -qF -- "warning: $warning" <<<"$log"; then
          echo "ios-typecheck: $fixture compiled without the warning: $warning" >&2
          failed=1
        else
          echo "ios-typecheck: fixture $(basename "$fixture") warned: $warning" >&2
        fi
        continue
      fi
      if log=$(bash "$0" --with "$fixture" 2>&1); then
        echo "ios-typecheck: $fixture compiled, but must fail with: $expected" >&2
        failed=1
      elif ! grep -qF -- "$expected" <<<"$log"; then
        echo "ios-typecheck: $fixture failed without: $expected" >&2
        grep -E 'error:' <<<"$log" | head -5 >&2 || true
        failed=1
      else
        echo "ios-typecheck: fixture $(basename "$fixture") reported: $expected" >&2
      fi
    done
    exit $failed
    ;;
esac
