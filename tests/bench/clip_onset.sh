#!/usr/bin/env bash
# Starts a private PulseAudio with a null sink, measures the spoken calls' onset
# (tengen_clip_onset), and stops it. Usage: tests/bench/clip_onset.sh [BUILD_DIR] [CALLS]
set -euo pipefail
build="${1:-build}"
export XDG_RUNTIME_DIR="$(mktemp -d)"
chmod 700 "$XDG_RUNTIME_DIR"
trap 'pulseaudio --kill 2>/dev/null || true; rm -rf "$XDG_RUNTIME_DIR"' EXIT
pulseaudio --start --exit-idle-time=-1 -n --load="module-null-sink sink_name=nullsink" \
  --load=module-native-protocol-unix --load=module-always-sink 2>/dev/null
pactl info | grep -q 'Default Sink: nullsink'
"$build/tests/bench/tengen_clip_onset" "${2:-20}"
