#!/usr/bin/env bash
# kbpolicy as a SwiftPM artifact bundle (SE-0305), and the plugins package that runs it, so an app's
# clean build runs the plugins without compiling kbpolicy (docs/plugins.md, "A prebuilt plugin").
#
#   scripts/artifact-bundle.sh bundle [--binary PATH] [--out DIR]
#       Builds kbpolicy in release (on Linux with the Swift runtime linked in, so the binary runs
#       on a machine without the toolchain; on macOS for arm64 and x86_64 in one binary), or takes
#       PATH as it is, and writes DIR/kbpolicy.artifactbundle with this machine's variant and an
#       info.json listing every variant the bundle holds. Run it again with the same DIR on another
#       machine's bundle (see `merge`) to hold both. DIR defaults to .build/artifactbundle.
#   scripts/artifact-bundle.sh merge DIR OTHER.artifactbundle
#       Copies OTHER's variants into DIR/kbpolicy.artifactbundle and rewrites its info.json.
#   scripts/artifact-bundle.sh zip DIR
#       Writes DIR/kbpolicy-VERSION.artifactbundle.zip and prints its checksum
#       (`swift package compute-checksum`), the value a binary target's `checksum:` takes.
#   scripts/artifact-bundle.sh plugins OUT (--bundle PATH | --url URL --checksum SUM)
#       Writes the package KeyboardPolicyPlugins to OUT: the two plugins of this repository (their
#       sources copied as they are) over a binary target named kbpolicy, either the bundle at PATH
#       (copied into OUT: SwiftPM takes a binary target's path inside the package only) or the
#       zipped bundle at URL with its checksum. This is the package an app depends on instead of
#       KeyboardPolicy to get the prebuilt tool.
#
# Exit 0 on success, 1 on a failure (the message on standard error), 2 on a usage error.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

usage() {
  sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
fail() {
  echo "artifact-bundle: $*" >&2
  exit 1
}

# The tool's version, as `kbpolicy --version` prints it (KBPolicy.version).
version() {
  sed -n 's/^ *public static let version = "\([0-9A-Za-z.+-]*\)"$/\1/p' \
    "$root/Sources/KBPolicyCLI/KBPolicy.swift" | head -n 1
}

# This machine's variant: the folder name inside the bundle.
variant_name() {
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) echo "kbpolicy-linux-x86_64" ;;
    Linux-aarch64 | Linux-arm64) echo "kbpolicy-linux-aarch64" ;;
    Darwin-*) echo "kbpolicy-macos" ;;
    *) fail "no artifact-bundle variant for $(uname -s) $(uname -m)" ;;
  esac
}

# The target triples a variant folder serves (SE-0305's supportedTriples).
triples() {
  case "$1" in
    kbpolicy-linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
    kbpolicy-linux-aarch64) echo '"aarch64-unknown-linux-gnu"' ;;
    kbpolicy-macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
    *) return 1 ;;
  esac
}

# Rewrites BUNDLE/info.json from the variant folders it holds, in name order.
write_info() {
  local bundle=$1 variants="" name
  for dir in "$bundle"/kbpolicy-*/; do
    [ -d "$dir" ] || continue
    name=$(basename "$dir")
    local supported
    supported=$(triples "$name") || fail "$bundle holds an unknown variant '$name'"
    [ -x "$dir/bin/kbpolicy" ] || fail "$bundle/$name/bin/kbpolicy is missing or not executable"
    [ -n "$variants" ] && variants+=","
    variants+=$'\n'"        { \"path\": \"$name/bin/kbpolicy\", \"supportedTriples\": [$supported] }"
  done
  [ -n "$variants" ] || fail "$bundle holds no variant"
  cat > "$bundle/info.json.tmp" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "kbpolicy": {
      "version": "$(version)",
      "type": "executable",
      "variants": [$variants
      ]
    }
  }
}
EOF
  mv "$bundle/info.json.tmp" "$bundle/info.json"
}

build_release() {
  cd "$root"
  if [ "$(uname -s)" = Darwin ]; then
    swift build -c release --product kbpolicy --arch arm64 --arch x86_64 >&2
    echo "$(swift build -c release --arch arm64 --arch x86_64 --show-bin-path)/kbpolicy"
  else
    swift build -c release --product kbpolicy --static-swift-stdlib >&2
    echo "$(swift build -c release --static-swift-stdlib --show-bin-path)/kbpolicy"
  fi
}

command=${1:-}
[ -n "$command" ] || usage
shift
case "$command" in
  bundle)
    binary="" out="$root/.build/artifactbundle"
    while [ $# -gt 0 ]; do
      case "$1" in
        --binary) [ $# -ge 2 ] || usage; binary=$2; shift 2 ;;
        --out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
        *) usage ;;
      esac
    done
    [ -n "$binary" ] || binary=$(build_release)
    [ -f "$binary" ] && [ -x "$binary" ] || fail "$binary is not an executable file"
    bundle="$out/kbpolicy.artifactbundle"
    variant="$bundle/$(variant_name)"
    mkdir -p "$variant/bin"
    cp "$binary" "$variant/bin/kbpolicy.tmp"
    chmod 755 "$variant/bin/kbpolicy.tmp"
    mv "$variant/bin/kbpolicy.tmp" "$variant/bin/kbpolicy"
    write_info "$bundle"
    echo "$bundle"
    ;;
  merge)
    [ $# -eq 2 ] || usage
    bundle="$1/kbpolicy.artifactbundle" other=$2
    [ -f "$other/info.json" ] || fail "$other is not an artifact bundle (no info.json)"
    mkdir -p "$bundle"
    for dir in "$other"/kbpolicy-*/; do
      [ -d "$dir" ] || continue
      rm -rf "$bundle/$(basename "$dir")"
      cp -R "$dir" "$bundle/"
    done
    write_info "$bundle"
    echo "$bundle"
    ;;
  zip)
    [ $# -eq 1 ] || usage
    dir=$1
    [ -f "$dir/kbpolicy.artifactbundle/info.json" ] || fail "$dir holds no kbpolicy.artifactbundle"
    command -v zip > /dev/null || fail "zip is not installed (apt-get install zip)"
    archive="kbpolicy-$(version).artifactbundle.zip"
    rm -f "$dir/$archive"
    (cd "$dir" && zip -qry "$archive" kbpolicy.artifactbundle)
    echo "$dir/$archive"
    (cd "$root" && swift package compute-checksum "$dir/$archive")
    ;;
  plugins)
    [ $# -ge 1 ] || usage
    out=$1
    shift
    bundle="" url="" checksum=""
    while [ $# -gt 0 ]; do
      case "$1" in
        --bundle) [ $# -ge 2 ] || usage; bundle=$2; shift 2 ;;
        --url) [ $# -ge 2 ] || usage; url=$2; shift 2 ;;
        --checksum) [ $# -ge 2 ] || usage; checksum=$2; shift 2 ;;
        *) usage ;;
      esac
    done
    if [ -n "$bundle" ]; then
      [ -z "$url$checksum" ] || usage
      [ -f "$bundle/info.json" ] || fail "$bundle is not an artifact bundle (no info.json)"
      binary='.binaryTarget(name: "kbpolicy", path: "kbpolicy.artifactbundle")'
    else
      [ -n "$url" ] && [ -n "$checksum" ] || usage
      [[ "$url" =~ ^https://[^[:space:]\"\\]+\.artifactbundle\.zip$ ]] \
        || fail "--url must be an https URL of a .artifactbundle.zip"
      [[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || fail "--checksum must be 64 hexadecimal digits"
      binary=".binaryTarget(name: \"kbpolicy\", url: \"$url\", checksum: \"$checksum\")"
    fi
    mkdir -p "$out/Plugins"
    rm -rf "$out/Plugins/KBPolicyBuildToolPlugin" "$out/Plugins/KBPolicyCommandPlugin" \
      "$out/kbpolicy.artifactbundle"
    cp -R "$root/Plugins/KBPolicyBuildToolPlugin" "$root/Plugins/KBPolicyCommandPlugin" \
      "$out/Plugins/"
    [ -z "$bundle" ] || cp -R "$bundle" "$out/kbpolicy.artifactbundle"
    # The manifest: KeyboardPolicy's plugin declarations, with the tool a binary target.
    cat > "$out/Package.swift" <<EOF
// swift-tools-version:6.0
// KeyboardPolicy's plugins over a prebuilt kbpolicy $(version), written by
// scripts/artifact-bundle.sh in KeyboardPolicy's repository: an app's clean build runs them without
// compiling kbpolicy. Depend on this package instead of KeyboardPolicy for the plugins.
import PackageDescription

let package = Package(
  name: "KeyboardPolicyPlugins",
  platforms: [.macOS(.v13)],
  products: [
    .plugin(name: "KBPolicyBuildToolPlugin", targets: ["KBPolicyBuildToolPlugin"]),
    .plugin(name: "KBPolicyCommandPlugin", targets: ["KBPolicyCommandPlugin"]),
  ],
  targets: [
    $binary,
$(sed -n '/^    \.plugin($/,/^      dependencies: \["kbpolicy"\]),$/p' "$root/Package.swift")
  ]
)
EOF
    grep -q 'name: "KBPolicyBuildToolPlugin", capability' "$out/Package.swift" \
      && grep -q 'name: "KBPolicyCommandPlugin",' "$out/Package.swift" \
      || fail "could not copy the plugin targets from Package.swift"
    echo "$out"
    ;;
  *) usage ;;
esac
