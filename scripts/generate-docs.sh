#!/usr/bin/env bash
# Regenerates the parts of the documentation made from code, between their
# <!-- generated: NAME --> markers: grammar.md's settings and code-settings tables (from the
# setting catalogue) and its code tables of scenes, event scripts, the importer, policy tests,
# input files and the in-app runtime (from their diagnostic catalogues).
# The tests that check them report each section they rewrote; read the diff, then run them
# again (they pass once the sections are current).
set -euo pipefail
cd "$(dirname "$0")/.."
RECORD_SNAPSHOTS=1 swift test --filter GeneratedTablesTests || true
swift test --skip-build --filter GeneratedTablesTests
