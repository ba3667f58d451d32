#!/usr/bin/env bash
# usage: scripts/fuzz.sh [--target NAME] SECONDS [libFuzzer option...]
#
# With --target (parse, compile, lint, fmt, scene, engine, events, interfaceBuilder, arguments, sourceReader) every
# input goes to that one target (KBPOLICY_FUZZ_TARGET) and the corpus is fuzz-corpus/work-NAME.
# Builds kbpolicy-fuzz with libFuzzer (-sanitize=fuzzer, plus AddressSanitizer) into .build-fuzz,
# seeds a corpus from rules/ and the test fixtures, and fuzzes for SECONDS (default 60). New
# inputs go to fuzz-corpus/work (kept between runs, never committed); a crash, timeout or
# out-of-memory input is saved as fuzz-artifacts/crash-* (timeout-*, oom-*) and the script exits
# non-zero, so CI fails. Replay a saved input with a plain build:
#   swift run kbpolicy-fuzz fuzz-artifacts/crash-...
# SwiftPM does not rebuild when only -Xswiftc flags change, so .build-fuzz is only ever built with
# exactly these flags (delete it if you change them).
set -euo pipefail
cd "$(dirname "$0")/.."
target=""
if [ "${1:-}" = "--target" ]; then
  target=$2
  shift 2
fi
seconds=${1:-60}
shift || true

scripts/fuzz-seeds.sh fuzz-corpus/seeds >&2
flags=(-c release --product kbpolicy-fuzz --scratch-path .build-fuzz
  -Xswiftc -sanitize=fuzzer -Xswiftc -sanitize=address
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,indirect-calls,trace-cmp -Xswiftc -DFUZZING)
swift build "${flags[@]}" >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/kbpolicy-fuzz"

# Absolute paths: the command-line target changes into its sandbox directory.
work=$PWD/fuzz-corpus/work${target:+-$target}
mkdir -p "$work" fuzz-artifacts
status=0
# No leak checks (libFuzzer's per input, ASan's at exit): LeakSanitizer does not follow Swift's
# boxed enum payloads (their pointers carry tag bits), so state held by a `static let` (the parsed
# default policy) reads as leaked. Memory that really grows is caught by -rss_limit_mb.
SWIFT_BACKTRACE=enable=no KBPOLICY_FUZZ_TARGET="$target" ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
  "$binary" "$work" "$PWD/fuzz-corpus/seeds" \
  -dict="$PWD/scripts/kbpolicy.dict" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
  -detect_leaks=0 \
  -max_len=16384 -artifact_prefix="$PWD/fuzz-artifacts/${target:+$target-}" -print_final_stats=1 "$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "fuzz.sh: the fuzzer found a failing input (exit $status):" >&2
  ls -1 fuzz-artifacts >&2 || true
  exit 1
fi
echo "fuzz.sh: ${seconds}s without a crash"
