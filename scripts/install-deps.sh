#!/usr/bin/env bash
# Installs what bohemia needs to build and test on a fresh Debian 12 machine.
# Only Debian packages; nothing else is downloaded.
set -euo pipefail
pkgs=(g++ cmake make pkg-config git
      nlohmann-json3-dev libtomlplusplus-dev libfmt-dev libcli11-dev
      libgtest-dev libgmock-dev libbenchmark-dev clang-format
      libboost-dev libsqlite3-dev nodejs npm chromium clang libclang-rt-14-dev
      python3 python3-dev pybind11-dev python3-distributed python3-matplotlib python3-pytest)
# A package another installed package provides counts as present (NodeSource's
# nodejs provides npm and conflicts with Debian's: apt would refuse to add it).
provided=$(dpkg-query -W -f='${db:Status-Abbrev} ${Provides}\n' 2>/dev/null |
  awk '$1 == "ii" { $1 = ""; print }' | tr ',' '\n' | sed 's/([^)]*)//; s/^ *//; s/ *$//')
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    grep -qxF "$p" <<<"$provided" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
