#!/usr/bin/env bash
# SPDX-FileCopyrightText: ResourceSync Inspector contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds the libFuzzer targets (preset "fuzz": clang, ASan, UBSan) and runs
# each for a while, from its seed corpus. For developers before they push;
# long campaigns use the same build with a larger time.
#
#   tests/fuzz/run-fuzzers.sh [SECONDS] [--scale] [TARGET...]
#
# SECONDS per target (default 60). --scale runs each target again at growing
# input sizes (64 KiB, 1 MiB, 4 MiB) with a per-input time-out, to find what
# only costs too much on large inputs (quadratic work, unbounded findings):
# the small inputs the fuzzer prefers never show those. New inputs go to
# build-fuzz/corpus/<target>/, findings (crash-*, timeout-*, oom-*) to
# build-fuzz/findings/<target>/. Exits 1 when any target found something.
#
# Needs Debian's clang and libclang-rt-14-dev (libFuzzer and the sanitizer
# runtimes).
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=60
scale=0
targets=()
for argument in "$@"; do
    case "$argument" in
        --scale) scale=1 ;;
        ''|*[!0-9]*) targets+=("$argument") ;;
        *) seconds=$argument ;;
    esac
done

cmake --preset fuzz >/dev/null
list=build-fuzz/tests/fuzz/fuzz-targets.txt
if [ "${#targets[@]}" -eq 0 ]; then
    mapfile -t targets < <(cut -d= -f1 "$list")
fi
cmake --build build-fuzz --target "${targets[@]}"

export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0

run() { # target, extra libFuzzer options...
    local target=$1
    shift
    local seeds
    seeds=$(grep "^$target=" "$list" | cut -d= -f2 | tr '|' ' ')
    local corpus=build-fuzz/corpus/$target findings=build-fuzz/findings/$target
    mkdir -p "$corpus" "$findings"
    # libFuzzer reads corpora from folders only: seed files join the
    # target's working corpus, seed folders are passed as they are.
    local folders=()
    for seed in $seeds; do
        if [ -d "$seed" ]; then folders+=("$seed"); else cp -n "$seed" "$corpus/"; fi
    done
    echo "== $target $*"
    if ! "build-fuzz/tests/fuzz/$target" -rss_limit_mb=2048 -artifact_prefix="$findings/" \
        "$@" "$corpus" "${folders[@]}" 2>&1 | tail -n 4; then
        echo "!! $target found something: see $findings/"
        status=1
    fi
}

for target in "${targets[@]}"; do
    run "$target" -max_total_time="$seconds" -timeout=10
    if [ "$scale" -eq 1 ]; then
        for length in 65536 1048576 4194304; do
            run "$target" -max_total_time="$seconds" -max_len="$length" -len_control=0 -timeout=20
        done
    fi
done
exit $status
