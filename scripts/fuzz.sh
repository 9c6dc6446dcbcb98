#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (front matter + YAML, CSV, dates, syllabus extraction, serve's
# request heads) with
# -sanitize=fuzzer,address and runs each for FUZZ_SECONDS (default 60) from its seed corpus in
# Fuzz/corpus/<target>/. A crash, leak, timeout or sanitizer report fails the run; the reproducer is
# kept in .build/fuzz-artifacts/<target>/.
# Usage: scripts/fuzz.sh [TARGET...]    (default: all five)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzFrontMatter FuzzCSV FuzzDates FuzzSyllabus FuzzServeRequest)
build=.build/fuzz
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld)  # gold crashes on these objects
mkdir -p .build
for target in "${targets[@]}"; do
  if ! COURSEBOOK_FUZZ=1 swift build --build-path "$build" --product "$target" "${flags[@]}" >.build/fuzz-build.log 2>&1; then
    grep -v "Cannot export local symbol" .build/fuzz-build.log | tail -20 >&2
    exit 1
  fi
done
bin="$(COURSEBOOK_FUZZ=1 swift build --build-path "$build" --show-bin-path "${flags[@]}")"
failed=0
for target in "${targets[@]}"; do
  work=".build/fuzz-corpus/$target"          # grows while fuzzing; the repo's seeds stay as written
  artifacts=".build/fuzz-artifacts/$target/"
  mkdir -p "$work" "$artifacts"
  echo "fuzzing $target for ${seconds}s"
  if ! "$bin/$target" "$work" "Fuzz/corpus/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts" 2>".build/fuzz-$target.log"; then
    echo "$target FAILED; see .build/fuzz-$target.log and $artifacts" >&2
    tail -30 ".build/fuzz-$target.log" >&2
    failed=1
  else
    grep -E '^stat::number_of_executed_units|^stat::new_units_added' ".build/fuzz-$target.log" | tr '\n' ' '; echo
  fi
done
exit $failed
