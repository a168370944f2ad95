#!/usr/bin/env bash
# Build the Debian package dist/allfives-qt_VERSION_ARCH.deb from the one-folder bundle.
#
#   packaging/build-deb.sh            uses dist/allfives-qt/ (run packaging/build.sh first)
#   packaging/build-deb.sh --lintian  ... then runs lintian on it (fails on errors)
#
# What goes where:
#   /usr/lib/allfives-qt/          the bundle (program, Python, PySide6/Qt, resources)
#   /usr/games/allfives-qt         the command (a link to the bundle's program)
#   /usr/share/applications/, /usr/share/metainfo/, /usr/share/icons/hicolor/   menu entry,
#                                  AppStream metadata and icons
#   /usr/share/man/man6/allfives-qt.6.gz   the manual, made from the argparse parser
#   /usr/share/doc/allfives-qt/    copyright (machine-readable), changelog, RULES.md, examples/
# System libraries the bundle copied from this machine are left out: the package depends on
# Debian's own (dpkg-shlibdeps finds which). Needs dpkg-dev and argparse-manpage (pip); builds
# with dpkg-deb as any user (no fakeroot: files are owned by root in the package).
set -euo pipefail
cd "$(dirname "$0")/.."

lintian=0
for arg in "$@"; do
  case "$arg" in
    --lintian) lintian=1 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-deb.sh: unknown option $arg (use --lintian)" >&2; exit 2 ;;
  esac
done

say() { echo "build-deb.sh: $*"; }
die() { echo "build-deb.sh: $*" >&2; exit 1; }

package=allfives-qt
app_id=io.github.allfives.AllFives
bundle=dist/allfives-qt
[[ -x "$bundle/allfives-qt" ]] || die "no bundle in $bundle/ (run packaging/build.sh first)"
command -v dpkg-shlibdeps >/dev/null || die "dpkg-shlibdeps is missing (apt-get install dpkg-dev)"
# argparse-manpage run by the python3 that builds (pt89 #6: another one first on the PATH could
# not import the game, and stopped the build with a traceback).
python3 -c "import argparse_manpage.cli" 2>/dev/null \
  || die "argparse-manpage is missing for $(command -v python3) (python3 -m pip install argparse-manpage)"
version=$(python3 -c "import re; print(re.search(r'__version__ = \"(.+)\"', open('allfives_qt/__init__.py').read())[1])")
arch=$(dpkg --print-architecture)
# Reproducible dates (man page, file times): the last commit's, or now outside git.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

work=build/deb
root=$work/root
rm -rf "$work"
mkdir -p "$root/DEBIAN" "$root/usr/lib" "$root/usr/games" "$root/usr/share/doc/$package" \
         "$root/usr/share/man/man6" "$root/usr/share/applications" "$root/usr/share/metainfo"

# 1. The bundle, without what only the tarball needs (install.sh, its copies of the desktop files,
#    its licences and examples: the package's own are in /usr/share/doc/allfives-qt/).
lib=$root/usr/lib/$package
cp -a "$bundle" "$lib"
rm -rf "$lib/install.sh" "$lib/_internal/share" "$lib/licenses" "$lib/_internal/licenses" "$lib/examples"
# System libraries copied from this machine's Debian packages: use Debian's instead.
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null)
dropped=()
for so in "$lib"/_internal/lib*.so*; do
  name=$(basename "$so")
  [[ "$name" == libpython* ]] && continue
  if dpkg -S "/lib/$multiarch/$name" >/dev/null 2>&1 || dpkg -S "/usr/lib/$multiarch/$name" >/dev/null 2>&1; then
    rm -f "$so"
    dropped+=("$name")
  fi
done
say "left out ${#dropped[@]} system libraries that Debian provides: ${dropped[*]}"
ln -s "../lib/$package/allfives-qt" "$root/usr/games/allfives-qt"
# The interpreter's extension modules still point at the build machine's Python folder (RUNPATH):
# remove every search path that is not inside the bundle ($ORIGIN).
command -v patchelf >/dev/null || die "patchelf is missing (apt-get install patchelf)"
while IFS= read -r -d '' so; do
  rpath=$(patchelf --print-rpath "$so" 2>/dev/null) || continue
  if [[ -n "$rpath" && "$rpath" != '$ORIGIN'* ]]; then patchelf --remove-rpath "$so"; fi
done < <(find "$lib" -type f -name '*.so*' -print0)

# 2. Desktop integration.
# The menu entry names the command by its full path: /usr/games is on users' PATH on Debian and
# Ubuntu, but not on every session's (root's, some display managers'), and a TryExec the PATH
# does not find hides the entry from the menu (play-test pt174 #3).
sed -e "s|^Exec=allfives-qt\$|Exec=/usr/games/allfives-qt|" \
    -e "s|^TryExec=allfives-qt\$|TryExec=/usr/games/allfives-qt|" \
    "packaging/$app_id.desktop" > "$root/usr/share/applications/$app_id.desktop"
chmod 644 "$root/usr/share/applications/$app_id.desktop"
grep -qxF "Exec=/usr/games/allfives-qt" "$root/usr/share/applications/$app_id.desktop" \
  || die "the desktop file's Exec line was not made absolute"
install -m 644 "packaging/$app_id.metainfo.xml" "$root/usr/share/metainfo/"
for png in resources/icons/hicolor/*/apps/$app_id.png resources/icons/hicolor/scalable/apps/$app_id.svg; do
  dest=$root/usr/share/icons/${png#resources/icons/}
  install -D -m 644 "$png" "$dest"
done

# 3. The manual page, from the command's own argparse parser.
man=$root/usr/share/man/man6/$package.6
python3 -c "import sys; from argparse_manpage.cli import main; sys.argv[0] = 'argparse-manpage'; sys.exit(main())" \
  --module allfives_qt.cli --function build_parser --prog "$package" \
  --project-name "All Fives" --version "$version" --manual-section 6 --manual-title "Games Manual" \
  --description "play the dominoes point game All Fives against computer players" \
  --author "The All Fives developers" --url "https://github.com/allfives/allfives-qt" \
  --include packaging/allfives-qt.6.include --output "$man"
cp "$man" "dist/$package.6"
gzip -9n "$man"

# 4. Documentation, and the lintian overrides (each one explained in the file).
doc=$root/usr/share/doc/$package
install -D -m 644 packaging/lintian-overrides "$root/usr/share/lintian/overrides/$package"
python3 packaging/debian_meta.py copyright > "$doc/copyright"
python3 packaging/debian_meta.py changelog | gzip -9n > "$doc/changelog.gz"
gzip -9n < docs/RULES.md > "$doc/RULES.md.gz"
# The example game records, for `allfives-qt replay` and `review` (play-test pt106 #4: the
# README's commands on them needed a checkout).
install -d "$doc/examples"
cp examples/*.json "$doc/examples/"

# 5. Ownership and modes: directories and programs 755, everything else 644.
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod 644 {} +
chmod 755 "$lib/allfives-qt"

# 6. Dependencies on Debian's libraries, from the ELF files' needs.
mkdir -p "$work/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$package" "$package" > "$work/debian/control"
elves=()
while IFS= read -r -d '' f; do
  [[ "$(head -c 4 "$f")" == $'\x7fELF' ]] && elves+=("$PWD/$f")
done < <(find "$lib" -type f \( -name '*.so*' -o -name allfives-qt \) -print0)
private=$(find "$lib" -type f -name '*.so*' -printf '%h\n' | sort -u | sed 's/^/-l/' | tr '\n' ' ')
shlibs=$(cd "$work" && dpkg-shlibdeps -O --ignore-missing-info -xlibc-bin $private \
           "${elves[@]}" 2>shlibdeps.log | sed -n 's/^shlibs:Depends=//p')
[[ -n "$shlibs" ]] || { cat "$work/shlibdeps.log" >&2; die "dpkg-shlibdeps found no dependencies"; }

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
# Recommends: the icon theme the menu's icons go in, and a small Tamil font (86 KB): the game
# draws Tamil with the font it carries, but the window manager draws the window's title with the
# system's fonts, and without one the Tamil titles were boxes (play-test pt41).
cat > "$root/DEBIAN/control" <<EOF
Package: $package
Version: $version
Architecture: $arch
Maintainer: The All Fives developers <allfives-qt@users.noreply.github.com>
Installed-Size: $size
Depends: $shlibs
Recommends: hicolor-icon-theme, fonts-lohit-taml
Section: games
Priority: optional
Homepage: https://github.com/allfives/allfives-qt
Description: dominoes point game against computer players
 All Fives is a dominoes game for two to four players with a double-six set.
 Tiles are matched end to end; the first double becomes the spinner and lets
 the layout grow in four directions. Whenever the open ends add up to a
 multiple of five, that many points are scored.
 .
 Four computer levels from Easy to Expert, partnerships for four players,
 hints, replays of game records, statistics, and six languages: English,
 Kiswahili, Hebrew, Cebuano, Tamil and Russian.
EOF
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) \
  > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

deb=dist/${package}_${version}_${arch}.deb
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
say "built $deb: $(du -sm "$deb" | cut -f1) MB, installs $((size / 1024)) MB; Depends: $shlibs"

if ((lintian)); then
  command -v lintian >/dev/null || die "lintian is missing (apt-get install lintian)"
  # Errors fail the build; warnings are printed (see packaging/README.md for those expected).
  lintian --fail-on error --profile debian "$deb" || die "lintian found errors"
fi
