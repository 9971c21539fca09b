#!/usr/bin/env bash
# Extracts every Swift package of the machine's mirror (the one SwiftPM resolves dependencies from) into a
# folder: the newest tag of each repository, else its HEAD. Used by the dashboard benchmark and the crash scan.
# Usage: Scripts/package-tree.sh <folder>   (the mirror: $SWIFT_PACKAGES, else /opt/swift-packages)
set -euo pipefail
mirror="${SWIFT_PACKAGES:-/opt/swift-packages}"
tree="$1"
[ -d "$mirror" ] || { echo "no package mirror at $mirror" >&2; exit 1; }
for repository in "$mirror"/*/*.git; do
    name="${repository#"$mirror"/}"
    name="${name%.git}"
    ref="$(git -C "$repository" tag --sort=-v:refname 2>/dev/null | head -n 1)"
    mkdir -p "$tree/$name"
    git -C "$repository" archive "${ref:-HEAD}" 2>/dev/null | tar -x -C "$tree/$name" 2>/dev/null || true
done
