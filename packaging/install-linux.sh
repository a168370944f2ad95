#!/bin/sh
# Install (or remove) the All Fives bundle for one user, or system-wide, on Linux.
#
# This script is copied into the bundle as allfives-qt/install.sh. Run it from there:
#
#   ./allfives-qt/install.sh                  install into ~/.local (no root needed)
#   sudo ./allfives-qt/install.sh --prefix /usr/local     install for everyone
#   ./allfives-qt/install.sh --uninstall      remove what it installed (same --prefix)
#
# It copies the bundle to PREFIX/lib/allfives-qt, links PREFIX/bin/allfives-qt to the program, and
# adds the menu entry (share/applications), the icons (share/icons/hicolor) and the AppStream
# metadata (share/metainfo). Your settings, saved games and statistics are never touched.
set -eu

prefix="${HOME}/.local"
action=install
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift ;;
    --prefix=*) prefix=${1#--prefix=} ;;
    --uninstall) action=uninstall ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $1 (use --prefix DIR, --uninstall)" >&2; exit 2 ;;
  esac
  shift
done

id=io.github.allfives.AllFives
here=$(cd "$(dirname "$0")" && pwd)
data="$here/_internal"
lib="$prefix/lib/allfives-qt"
share="$prefix/share"
sizes="16 24 32 48 64 128 256 512"

refresh() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
  fi
}

if [ "$action" = uninstall ]; then
  rm -f "$prefix/bin/allfives-qt" "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml" \
        "$share/icons/hicolor/scalable/apps/$id.svg"
  for s in $sizes; do rm -f "$share/icons/hicolor/${s}x${s}/apps/$id.png"; done
  rm -rf "$lib"
  refresh
  echo "install.sh: All Fives removed from $prefix"
  exit 0
fi

[ -x "$here/allfives-qt" ] && [ -d "$data/resources/icons/hicolor" ] \
  || { echo "install.sh: run me from the allfives-qt bundle folder" >&2; exit 1; }

if [ "$here" != "$lib" ]; then
  mkdir -p "$prefix/lib"
  rm -rf "$lib.new"
  cp -R "$here" "$lib.new"
  rm -rf "$lib"
  mv "$lib.new" "$lib"
fi
mkdir -p "$prefix/bin" "$share/applications" "$share/metainfo"
ln -sf "$lib/allfives-qt" "$prefix/bin/allfives-qt"
cp "$data/share/applications/$id.desktop" "$share/applications/"
cp "$data/share/metainfo/$id.metainfo.xml" "$share/metainfo/"
for s in $sizes; do
  mkdir -p "$share/icons/hicolor/${s}x${s}/apps"
  cp "$data/resources/icons/hicolor/${s}x${s}/apps/$id.png" "$share/icons/hicolor/${s}x${s}/apps/"
done
mkdir -p "$share/icons/hicolor/scalable/apps"
cp "$data/resources/icons/hicolor/scalable/apps/$id.svg" "$share/icons/hicolor/scalable/apps/"
refresh
echo "install.sh: All Fives installed in $lib; command $prefix/bin/allfives-qt"
case ":${PATH}:" in
  *":$prefix/bin:"*) ;;
  *) echo "install.sh: add $prefix/bin to your PATH to start it by name (the menu entry needs it too)" ;;
esac
