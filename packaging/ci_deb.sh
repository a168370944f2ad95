#!/usr/bin/env bash
# CI: prove the Debian package (issue 15). Called by .ci/run after packaging/ci_bundle.sh, which
# leaves the bundle in dist/allfives-qt/. As root (CI is), on Debian:
#
#  1. builds dist/allfives-qt_VERSION_ARCH.deb (packaging/build-deb.sh) and runs lintian on it
#     (errors fail; the warnings are printed, and listed in packaging/README.md);
#  2. renders the man page it made with man(1);
#  3. installs the package with apt-get install ./FILE.deb;
#  4. runs allfives-qt --version and --self-test from the PATH a Debian user has (/usr/games);
#  5. validates the installed desktop file and metainfo, and checks the menu entry is a game;
#  6. purges the package with apt-get and checks that none of its files or folders is left.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "ci_deb: $*"; }
fail() { echo "ci_deb: FAILED: $*" >&2; exit 1; }
export DEBIAN_FRONTEND=noninteractive
app_id=io.github.allfives.AllFives
# /etc/profile's PATH for a user: the command must be found there.
user_path=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games

start=$(date +%s)
packaging/build-deb.sh --lintian
deb=$(ls dist/allfives-qt_*.deb)
say "package and lintian: $(($(date +%s) - start)) s"

# 2. The manual renders, and covers the window and every command of the parser.
page=$(MANWIDTH=80 man -l dist/allfives-qt.6 2>&1)
for word in "THE WINDOW" replay simulate "--self-test" ALLFIVES_HOME; do
  grep -q -- "$word" <<<"$page" || fail "the man page does not mention $word"
done
for command in $(python3 -c "from allfives_qt.cli import build_parser as b; import argparse
p = b(); print(*[c for a in p._actions if isinstance(a, argparse._SubParsersAction) for c in a.choices])"); do
  grep -q "allfives-qt $command" <<<"$page" || fail "the man page misses the command $command"
done
say "man page renders ($(wc -l <<<"$page") lines)"

# 3. Install with apt, as a person would.
if dpkg-query -W allfives-qt >/dev/null 2>&1; then apt-get purge -y -qq allfives-qt >/dev/null; fi
apt-get install -y -qq "./$deb" >/dev/null || fail "apt-get install ./$deb"
mapfile -t owned < <(dpkg-query -L allfives-qt)
((${#owned[@]} > 100)) || fail "dpkg lists only ${#owned[@]} paths"
# The recommended Tamil font comes too (apt installs recommends): the window's Tamil title.
dpkg-query -W -f '${Status}' fonts-lohit-taml 2>/dev/null | grep -q 'ok installed' \
  || fail "apt did not install the recommended fonts-lohit-taml"

# 4. The command from a user's PATH, with no screen.
out=$(env -u DISPLAY -u WAYLAND_DISPLAY PATH="$user_path" allfives-qt --version)
[[ "$out" == "allfives-qt $(python3 -c 'import allfives_qt; print(allfives_qt.__version__)')" ]] \
  || fail "--version printed: $out"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
env -u DISPLAY -u WAYLAND_DISPLAY PATH="$user_path" HOME="$home" allfives-qt --self-test >"$home/self-test.out" \
  2>"$home/self-test.err" || { cat "$home/self-test.out" "$home/self-test.err"; fail "installed --self-test"; }
cat "$home/self-test.out"
! grep -q '^FAIL ' "$home/self-test.out" || fail "installed --self-test has failed checks"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM PATH="$user_path" allfives-qt 2>&1) && status=0 || status=$?
((status == 1)) && [[ "$out" == "allfives-qt: no display found: "* ]] || fail "without a screen: status $status: $out"
say "installed command: --version, --self-test and the no-screen message work"
out=$(env -u DISPLAY PATH="$user_path" allfives-qt replay /usr/share/doc/allfives-qt/examples/full-game.json) \
  || fail "replay of the installed example: $out"
say "installed example records replay"

# 5. Desktop integration as installed.
desktop=/usr/share/applications/$app_id.desktop
desktop-file-validate "$desktop" || fail "installed desktop file"
grep -q '^Categories=.*\bGame;' "$desktop" || fail "the menu entry is not in Games"
grep -qxF "TryExec=/usr/games/allfives-qt" "$desktop" && [[ -x /usr/games/allfives-qt ]] \
  || fail "the menu entry does not name the installed command by its full path"
appstreamcli validate --pedantic --no-net "/usr/share/metainfo/$app_id.metainfo.xml" >/dev/null \
  || { appstreamcli validate --pedantic --no-net "/usr/share/metainfo/$app_id.metainfo.xml"; fail "installed metainfo"; }
[[ -f /usr/share/icons/hicolor/48x48/apps/$app_id.png && -f /usr/share/man/man6/allfives-qt.6.gz ]] \
  || fail "icon or man page not installed"
say "installed desktop file and metainfo validate; the entry is in the Games menu"

# 6. Purge, and nothing of it is left.
apt-get purge -y -qq allfives-qt >/dev/null || fail "apt-get purge allfives-qt"
dpkg-query -W allfives-qt >/dev/null 2>&1 && fail "the package is still known to dpkg"
left=()
for path in "${owned[@]}"; do
  # Shared folders (/usr, /usr/share/icons/hicolor/48x48/apps ...) belong to others too.
  if [[ -e "$path" && ! -d "$path" ]] || [[ -d "$path" && "$path" == *allfives* ]]; then left+=("$path"); fi
done
((${#left[@]} == 0)) || fail "left after purge: ${left[*]:0:10}"
[[ ! -e /usr/lib/allfives-qt && ! -e /usr/games/allfives-qt ]] || fail "program left after purge"
say "apt-get purge removed all ${#owned[@]} paths; total $(($(date +%s) - start)) s"
