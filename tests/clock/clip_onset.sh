#!/usr/bin/env bash
# Starts a private PulseAudio with a null sink, measures the spoken calls' onset
# (tengen_clip_onset), and stops it. Usage: tests/clock/clip_onset.sh [BUILD_DIR] [CALLS] [LIMIT_MS]
# With LIMIT_MS it is a test: exit 1 unless every call is heard within LIMIT_MS of its due time;
# exit 77 (skipped) when PulseAudio or espeak-ng is not installed.
set -euo pipefail
build="${1:-build}"
for tool in pulseaudio pactl parec espeak-ng; do
  command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed"; exit 77; }
done
export XDG_RUNTIME_DIR="$(mktemp -d)"
chmod 700 "$XDG_RUNTIME_DIR"
trap 'pulseaudio --kill 2>/dev/null || true; rm -rf "$XDG_RUNTIME_DIR"' EXIT
pulseaudio --start --exit-idle-time=-1 -n --load="module-null-sink sink_name=nullsink" \
  --load=module-native-protocol-unix --load=module-always-sink 2>/dev/null
pactl info | grep -q 'Default Sink: nullsink'
"$build/tests/clock/tengen_clip_onset" "${2:-20}" ${3:-}
