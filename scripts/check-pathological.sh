#!/usr/bin/env bash
# Times every input of cmark's upstream pathological list (and our list staircase and raw-HTML shapes) through `coursebook syllabus` and as a
# course page through `coursebook build`: each must take at most 1 s of CPU time, parsed or rejected with
# an error (syllabus: exit 65; build: a warning, site still written), never crash or hang.
# The inputs are written by the Swift generator in Tests/CoursebookCoreTests/Syllabus/Pathological.swift.
# Usage: scripts/check-pathological.sh [BINARY]   (default: .build/release/coursebook)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/coursebook}"
# The limit is on CPU time (user + system), which a busy machine (CI running beside other work)
# does not stretch the way it stretches wall time; a run is still killed after `hang` seconds of
# wall time, so a hang fails rather than stalls.
limit="${PATHOLOGICAL_SECONDS:-1}"
hang="${PATHOLOGICAL_HANG_SECONDS:-10}"
limit_ms=$(( limit * 1000 ))
TIMEFORMAT='%3U %3S'

# Runs "$@" under the hang limit; sets `status` and `cpu_ms` (user + system of the command).
timed() {
  local times
  set +e
  times=$( { time timeout --kill-after=1 "$hang" "$@" >/dev/null 2>"$err"; echo "status $?" >"$err.status"; } 2>&1 )
  set -e
  status=$(cut -d' ' -f2 "$err.status")
  local user=${times% *} system=${times#* }
  cpu_ms=$(( 10#${user/./} + 10#${system/./} ))
}
[ -x "$bin" ] || swift build -c release --product coursebook
inputs="$(mktemp -d)"
trap 'rm -rf "$inputs"' EXIT
COURSEBOOK_PATHOLOGICAL_DIR="$inputs" swift test --filter 'PathologicalTests/parsesOrRejects' >/dev/null
count=$(find "$inputs" -name '*.md' | wc -l)
[ "$count" -eq 38 ] || { echo "expected 38 pathological inputs, found $count" >&2; exit 1; }
failures=0
for input in "$inputs"/*.md; do
  name="$(basename "$input" .md)"
  err="$inputs/$name.err"
  timed "$bin" syllabus "$input" --format json
  case $status in
    0) result="parsed" ;;
    65) result="rejected: $(head -c 100 "$err")" ;;
    124|137) result="HUNG (killed after ${hang}s)"; failures=$((failures + 1)) ;;
    *) result="FAILED (exit $status)"; failures=$((failures + 1)) ;;
  esac
  if [ "$cpu_ms" -gt "$limit_ms" ]; then result="TOO SLOW, $result"; failures=$((failures + 1)); fi
  printf '%-45s %5d ms CPU  %s\n' "$name" "$cpu_ms" "$result"
done
# The same inputs as a course page through `build`: the page is rendered or dropped with a
# warning, the site is still written (exit 0), within the same limit.
book="$inputs/book"
cp -R Tests/CoursebookCoreTests/Fixtures/valid-book "$book"
for input in "$inputs"/*.md; do
  name="$(basename "$input" .md)"
  cp "$input" "$book/pages/alg.md"
  err="$inputs/$name.build.err"
  timed "$bin" build "$book" --output "$inputs/site" --today 2026-10-21
  case $status in
    0) result="built"
       if grep -q warning "$err"; then result="built, $(grep -m1 warning "$err" | head -c 80)"; fi ;;
    124|137) result="HUNG (killed after ${hang}s)"; failures=$((failures + 1)) ;;
    *) result="FAILED (exit $status): $(head -c 100 "$err")"; failures=$((failures + 1)) ;;
  esac
  if [ "$cpu_ms" -gt "$limit_ms" ]; then result="TOO SLOW, $result"; failures=$((failures + 1)); fi
  printf 'build %-39s %5d ms CPU  %s\n' "$name" "$cpu_ms" "$result"
done
if [ "$failures" -gt 0 ]; then
  echo "$failures pathological input(s) took more than ${limit}s of CPU time, hung or crashed" >&2
  exit 1
fi
echo "all $count pathological inputs finished within ${limit}s of CPU time through syllabus and build"
