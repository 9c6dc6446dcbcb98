#!/usr/bin/env bash
# Times every input of cmark's upstream pathological list (and our list staircase and raw-HTML shapes) through `coursebook syllabus` and as a
# course page through `coursebook build`: each must finish within 1 second, parsed or rejected with
# an error (syllabus: exit 65; build: a warning, site still written), never crash or hang.
# The inputs are written by the Swift generator in Tests/CoursebookCoreTests/Pathological.swift.
# Usage: scripts/check-pathological.sh [BINARY]   (default: .build/release/coursebook)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/coursebook}"
limit="${PATHOLOGICAL_SECONDS:-1}"
[ -x "$bin" ] || swift build -c release --product coursebook
inputs="$(mktemp -d)"
trap 'rm -rf "$inputs"' EXIT
COURSEBOOK_PATHOLOGICAL_DIR="$inputs" swift test --filter 'PathologicalTests/parsesOrRejects' >/dev/null
count=$(find "$inputs" -name '*.md' | wc -l)
[ "$count" -eq 38 ] || { echo "expected 38 pathological inputs, found $count" >&2; exit 1; }
failures=0
for input in "$inputs"/*.md; do
  name="$(basename "$input" .md)"
  start=$(date +%s%N)
  set +e
  timeout --kill-after=1 "$limit" "$bin" syllabus "$input" --format json >/dev/null 2>"$inputs/$name.err"
  status=$?
  set -e
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  case $status in
    0) result="parsed" ;;
    65) result="rejected: $(head -c 100 "$inputs/$name.err")" ;;
    124|137) result="TIMEOUT"; failures=$((failures + 1)) ;;
    *) result="FAILED (exit $status)"; failures=$((failures + 1)) ;;
  esac
  printf '%-45s %5d ms  %s\n' "$name" "$elapsed" "$result"
done
# The same inputs as a course page through `build`: the page is rendered or dropped with a
# warning, the site is still written (exit 0), within the same limit.
book="$inputs/book"
cp -R Tests/CoursebookCoreTests/Fixtures/valid-book "$book"
for input in "$inputs"/*.md; do
  name="$(basename "$input" .md)"
  cp "$input" "$book/pages/alg.md"
  start=$(date +%s%N)
  set +e
  timeout --kill-after=1 "$limit" "$bin" build "$book" --output "$inputs/site" --today 2026-10-21 >/dev/null 2>"$inputs/$name.build.err"
  status=$?
  set -e
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  case $status in
    0) result="built"
       if grep -q warning "$inputs/$name.build.err"; then result="built, $(grep -m1 warning "$inputs/$name.build.err" | head -c 80)"; fi ;;
    124|137) result="TIMEOUT"; failures=$((failures + 1)) ;;
    *) result="FAILED (exit $status): $(head -c 100 "$inputs/$name.build.err")"; failures=$((failures + 1)) ;;
  esac
  printf 'build %-39s %5d ms  %s\n' "$name" "$elapsed" "$result"
done
if [ "$failures" -gt 0 ]; then
  echo "$failures pathological input(s) took longer than ${limit}s or crashed" >&2
  exit 1
fi
echo "all $count pathological inputs finished within ${limit}s through syllabus and build"
