#!/usr/bin/env bash
# Build the All Fives bundle with PyInstaller, from the repository's root, and print its size.
#
#   packaging/build.sh              one folder: dist/allfives-qt/ (run dist/allfives-qt/allfives-qt)
#   packaging/build.sh --onefile    one file:   dist/onefile/allfives-qt (unpacks itself at every start)
#   packaging/build.sh --clean      forget PyInstaller's cache in build/ first
#   ALLFIVES_ONEFILE=1 packaging/build.sh   the same as --onefile
#   packaging/build.sh --archive    also pack dist/allfives-qt-VERSION-linux-ARCH.tar.gz (Linux)
#
# Needs PyInstaller and the game's dependencies: python3 -m pip install '.[packaging]'.
# On Windows and macOS the same spec makes dist/AllFives/AllFives.exe and "dist/All Fives.app".
set -euo pipefail
cd "$(dirname "$0")/.."

spec_args=()
pyi_args=()
archive=0
for arg in "$@"; do
  case "$arg" in
    --onefile) spec_args+=(--onefile) ;;
    --clean) pyi_args+=(--clean) ;;
    --archive) archive=1 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build.sh: unknown option $arg (use --onefile, --clean, --archive)" >&2; exit 2 ;;
  esac
done

# The spec also reads ALLFIVES_ONEFILE=1; the one file then goes to dist/onefile/ as well.
if [[ -n "${ALLFIVES_ONEFILE:-}" && "${ALLFIVES_ONEFILE}" != 0 && ${#spec_args[@]} -eq 0 ]]; then
  spec_args+=(--onefile)
fi

# PyInstaller alone was not enough: the spec then failed on PySide6 (play-test pt81 #3).
if ! python3 -c "import PyInstaller, PySide6, platformdirs" 2>/dev/null; then
  echo "build.sh: PyInstaller or the game's own packages are not installed; run:" \
       "python3 -m pip install '.[packaging]'" >&2
  exit 2
fi

case "$(uname -s)" in
  Darwin) folder="All Fives.app" file="All Fives.app" ;;
  MINGW*|MSYS*|CYGWIN*) folder=AllFives/ file=AllFives.exe ;;
  *) folder=allfives-qt/ file=allfives-qt ;;
esac
if ((${#spec_args[@]})); then
  distpath=dist/onefile workpath=build/pyinstaller-onefile out="dist/onefile/$file"
else
  distpath=dist workpath=build/pyinstaller out="dist/$folder"
fi
python3 -m PyInstaller --noconfirm --log-level WARN --distpath "$distpath" --workpath "$workpath" \
  ${pyi_args[@]+"${pyi_args[@]}"} packaging/allfives-qt.spec ${spec_args[@]+-- "${spec_args[@]}"}

[[ -e "$out" ]] || { echo "build.sh: PyInstaller made no $out" >&2; exit 1; }

# Linux one folder: keep only our languages' part of ICU's data (31 MB -> 5 MB; issue 15).
if [[ "$out" == dist/allfives-qt/ ]]; then
  if command -v icupkg >/dev/null && command -v as >/dev/null; then
    for icu in dist/allfives-qt/_internal/PySide6/Qt/lib/libicudata.so.*; do
      [[ -f "$icu" ]] && python3 packaging/trim_icu.py "$icu"
    done
  else
    echo "build.sh: icupkg or as missing (apt-get install icu-devtools binutils): ICU's data kept whole (+26 MB)"
  fi
fi
echo "build.sh: built $out: $(du -sm "$out" | cut -f1) MB ($(du -sh "$out" | cut -f1))"

if ((archive)) && [[ "$out" == dist/allfives-qt/ ]]; then
  version=$(python3 -c "import re; print(re.search(r'__version__ = \"(.+)\"', open('allfives_qt/__init__.py').read())[1])")
  tarball="dist/allfives-qt-$version-linux-$(uname -m).tar.gz"
  tar -C dist -czf "$tarball" allfives-qt
  echo "build.sh: packed $tarball: $(du -sm "$tarball" | cut -f1) MB"
fi
