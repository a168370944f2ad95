#!/usr/bin/env bash
# CI: prove the installable program (issue 7). Called by .ci/run after the tests, from any folder.
#
#  1. installs what is missing: desktop-file-utils and appstream (apt), PyInstaller (pip);
#  2. validates packaging/*.desktop and packaging/*.metainfo.xml;
#  3. builds the one-dir bundle from scratch with packaging/build.sh;
#  4. runs the frozen binary's --version and --self-test with no screen (offscreen), and the
#     self-test again under a virtual X screen (xvfb-run) when xvfb-run is installed;
#  5. installs the bundle with its install.sh into a temporary prefix, runs it, uninstalls it;
#  6. fails on a non-zero exit, a FAIL line, or ANY output on standard error; prints the bundle's
#     size and its ten largest files, and fails above 100 MB (issue 15).
#
# ALLFIVES_CI_STRICT=1 also fails on "skip" lines of the self-test (once every part is built).
# Takes well under a minute on a 2-core machine (the build itself is about 20 seconds).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "ci_bundle: $*"; }
fail() { echo "ci_bundle: FAILED: $*" >&2; exit 1; }

# 1. Tools.
need=()
command -v desktop-file-validate >/dev/null || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null || need+=(appstream)
if ((${#need[@]})); then
  say "installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
if ! python3 -c "import PyInstaller" 2>/dev/null; then
  say "installing PyInstaller"
  python3 -m pip install -q --disable-pip-version-check pyinstaller
fi

# 2. Desktop integration files.
desktop-file-validate packaging/io.github.allfives.AllFives.desktop || fail "desktop-file-validate"
appstreamcli validate --pedantic --no-net packaging/io.github.allfives.AllFives.metainfo.xml >/dev/null \
  || { appstreamcli validate --pedantic --no-net packaging/io.github.allfives.AllFives.metainfo.xml; fail "appstreamcli validate"; }
say "desktop file and metainfo validate"

# 3. Build from scratch.
rm -rf build/pyinstaller dist/allfives-qt
packaging/build.sh --clean
bin=dist/allfives-qt/allfives-qt
[[ -x "$bin" ]] || fail "no $bin"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME COMMAND...: run it with stdout and stderr kept apart; fail on a non-zero exit or on any
# standard error output; leave the output in $work/NAME.out and the seconds taken in $secs.
run() {
  local name=$1; shift
  local start end status=0
  start=$(date +%s%N)
  "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?
  end=$(date +%s%N)
  secs=$(awk -v ns=$((end - start)) 'BEGIN { printf "%.2f", ns / 1e9 }')
  if [[ -s "$work/$name.err" ]]; then
    cat "$work/$name.out"
    echo "--- standard error of $name:" >&2
    cat "$work/$name.err" >&2
    fail "$name wrote to standard error"
  fi
  ((status == 0)) || { cat "$work/$name.out"; fail "$name exited with status $status"; }
}

# check_self_test NAME: the self-test's lines are all "ok", "skip" or "FAIL" lines, none FAIL.
check_self_test() {
  local out="$work/$1.out"
  cat "$out"
  [[ -s "$out" ]] || fail "$1 printed nothing"
  if grep -vqE '^(ok   |skip |FAIL )[a-z]' "$out"; then fail "$1 printed an unexpected line"; fi
  if grep -q '^FAIL ' "$out"; then fail "$1 has failed checks"; fi
  if [[ "${ALLFIVES_CI_STRICT:-0}" == 1 ]] && grep -q '^skip ' "$out"; then fail "$1 skipped checks"; fi
}

# 4. The frozen program.
version=$(python3 -c "import allfives_qt; print(allfives_qt.__version__)")
run version env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$bin" --version
[[ "$(cat "$work/version.out")" == "allfives-qt $version" ]] || fail "--version printed: $(cat "$work/version.out")"
version_secs=$secs
say "--version: $(cat "$work/version.out") in ${version_secs} s"

run self-test env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$bin" --self-test
check_self_test self-test
say "--self-test (offscreen) passed in ${secs} s"

if command -v xvfb-run >/dev/null; then
  run self-test-xvfb env -u QT_QPA_PLATFORM -u WAYLAND_DISPLAY xvfb-run -a "$bin" --self-test
  check_self_test self-test-xvfb
  grep -q '^ok   main window: opened on xcb' "$work/self-test-xvfb.out" \
    || grep -q '^skip main window' "$work/self-test-xvfb.out" || fail "the window did not open on X11 (xcb)"
  say "--self-test (xvfb-run, xcb) passed in ${secs} s"
else
  say "xvfb-run not installed: self-test on a virtual X screen skipped"
fi

# 5. The bundle's installer, into a throw-away prefix, and out again.
prefix="$work/prefix"
run install sh dist/allfives-qt/install.sh --prefix "$prefix"
run installed-version env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$prefix/bin/allfives-qt" --version
run installed-example env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$prefix/bin/allfives-qt" \
  replay "$prefix/lib/allfives-qt/examples/full-game.json"
for file in COPYRIGHT GPL-3 LGPL-3; do
  [[ -s "$prefix/lib/allfives-qt/licenses/$file" ]] || fail "the bundle has no licenses/$file"
done
desktop-file-validate "$prefix/share/applications/io.github.allfives.AllFives.desktop" || fail "installed desktop file"
[[ -f "$prefix/share/icons/hicolor/48x48/apps/io.github.allfives.AllFives.png" ]] || fail "installed icon missing"
grep -qxF "Exec=\"$prefix/bin/allfives-qt\"" "$prefix/share/applications/io.github.allfives.AllFives.desktop" \
  || fail "the menu entry does not name the command by its full path"
run uninstall sh dist/allfives-qt/install.sh --prefix "$prefix" --uninstall
[[ ! -e "$prefix/bin/allfives-qt" ]] || fail "--uninstall left the command"
[[ ! -e "$prefix" ]] || fail "--uninstall left $(find "$prefix" | head -n 5 | tr '\n' ' ')"
say "install.sh installs and uninstalls"

# 6. Size: at most 100 MB (issue 15), and where it goes.
mb=$(du -sm dist/allfives-qt | cut -f1)
say "bundle dist/allfives-qt/: $mb MB, $(find dist/allfives-qt -type f | wc -l) files; the ten largest:"
# (awk stops printing, not reading: a head(1) here would end sort with SIGPIPE under pipefail)
find dist/allfives-qt -type f -printf '%s %P\n' | sort -rn \
  | awk 'NR <= 10 { printf "ci_bundle:   %6.1f MB  %s\n", $1 / 1048576, $2 }'
((mb <= 100)) || fail "the bundle is $mb MB, more than 100 MB"
grep -q '^ok   window languages: ' "$work/self-test.out" || fail "the window was not checked in every language"
