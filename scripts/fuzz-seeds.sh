#!/usr/bin/env bash
# Builds the fuzzer's seed corpus in DIR (default fuzz-corpus/seeds) from the shipped policies
# (rules/) and the test fixtures: each file is copied once per fuzz target that reads it, with the
# target's selector byte in front (see Sources/kbpolicy-fuzz/FuzzTargets.swift):
#   0 parse, 1 compile, 2 lint, 3 fmt (policies)   4 scene decoding, 5 engine (scenes)
#   6 event scripts   7 Interface Builder documents   8 command lines (argv lines, NUL, stdin)
#   9 Swift and Objective-C source (the IQ configuration reader)
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
while IFS= read -r -d '' file; do
  seed 6 "$file"
done < <(find rules Tests -name '*.events' -print0 2>/dev/null)
while IFS= read -r -d '' file; do
  seed 7 "$file"
done < <(find rules Tests \( -name '*.storyboard' -o -name '*.xib' \) -size -256k -print0 2>/dev/null)
# DTD-shaped Interface Builder documents: the reader refuses every DTD before Foundation's parser
# sees it (a NOTATION or an ATTLIST default crashed it), so the fuzzer starts from many shapes.
dtd=0
while IFS= read -r line; do
  dtd=$((dtd + 1))
  { printf '\x07'; printf '%s' "$line"; } >"$dir/07-dtd-$dtd"
  n=$((n + 1))
done <<'DTD'
<?xml version="1.0"?><!DOCTYPE d [<!ATTLIST d a CDATA #IMPLIED>]><d a="x"/>
<?xml version="1.0"?><!DOCTYPE d [<!ATTLIST d a CDATA #REQUIRED>]><d a="x"/>
<?xml version="1.0"?><!DOCTYPE d [<!ATTLIST d a CDATA "v">]><d/>
<?xml version="1.0"?><!DOCTYPE document [<!NOTATION n SYSTEM "x">]><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>
<?xml version="1.0"?><!DOCTYPE d [<!ELEMENT d (#PCDATA)>]><d>x</d>
<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e "x">]><d>&e;</d>
<?xml version="1.0"?><!DOCTYPE d [<!ENTITY % p "x"> %p;]><d/>
<?xml version="1.0"?><!DOCTYPE d SYSTEM "d.dtd"><d/>
<?xml version="1.0"?><!DOCTYPE d PUBLIC "-//x//y" "d.dtd" [<!ATTLIST d a ID #IMPLIED>]><d a="i"/>
<?xml version="1.0"?><d/><!DOCTYPE d [<!ATTLIST d a CDATA #IMPLIED>]>
<?xml version="1.0" encoding="UTF-8" standalone="no"?><!DOCTYPE document><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>
<?xml version="1.0"?><!-- <!ATTLIST d a CDATA #IMPLIED> --><d/>
<?xml version="1.0"?><!DOCTYPE d [<!-- c --><?pi x?><!ATTLIST d a NOTATION (n) #IMPLIED>]><d/>
<?xml version="1.0"?><!DOCTYPE d [<![INCLUDE[<!ATTLIST d a CDATA #IMPLIED>]]>]><d/>
<?xml version="1.0"?><!DOCTYPE d [<!ATTLIST d a CDATA #FIXED "x">
DTD
while IFS= read -r -d '' file; do
  seed 9 "$file"
done < <(find Tests \( -name '*.swift' -o -name '*.m' -o -name '*.h' \) -path '*Fixtures*' -size -256k -print0 2>/dev/null)
# Command lines over the sandbox's files (p.kbpolicy, s.json, e.events, d.storyboard, x.xib).
cli=0
while IFS= read -r line; do
  cli=$((cli + 1))
  { printf '\x08'; printf '%s' "$line" | tr ' ' '\n'; printf '\x00'; cat rules/examples/chat.kbpolicy; } \
    >"$dir/08-cli-$cli"
  n=$((n + 1))
done <<'LINES'
check p.kbpolicy
check --reporter xcode p.kbpolicy -
lint --reporter json p.kbpolicy --scene s.json
lint --reporter sarif --storyboard d.storyboard .
fmt --check p.kbpolicy
fmt p.kbpolicy
fmt -
compile --format json p.kbpolicy
explain --policy p.kbpolicy --scene s.json --field promo-code --svg out.svg
explain --policy p.kbpolicy --storyboard d.storyboard --all --format json
explain --policy - --xib x.xib --trace
simulate --policy p.kbpolicy --scene s.json --events e.events --format json
import d.storyboard --out out --device retina6_1:landscape
rules l002
rules --markdown
LINES
echo "fuzz-seeds: $n seed inputs in $dir"
