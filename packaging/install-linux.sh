#!/bin/sh
# Install (or remove) the All Fives bundle for one user, or system-wide, on Linux.
#
# This script is copied into the bundle as allfives-qt/install.sh. Run it from there:
#
#   ./allfives-qt/install.sh                  install into ~/.local (no root needed; the menu
#                                             entry and icons into $XDG_DATA_HOME when set)
#   sudo ./allfives-qt/install.sh --prefix /usr/local     install for everyone
#   ./allfives-qt/install.sh --uninstall      remove what it installed (same --prefix)
#
# It copies the bundle to PREFIX/lib/allfives-qt, links PREFIX/bin/allfives-qt to the program, and
# adds the menu entry (share/applications), the icons (share/icons/hicolor) and the AppStream
# metadata (share/metainfo). Your settings, saved games and statistics are never touched.
set -eu

prefix="${HOME}/.local"
prefix_given=""
action=install
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix)
      [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
      prefix=$2; prefix_given=1; shift ;;
    --prefix=*) prefix=${1#--prefix=}; prefix_given=1 ;;
    --uninstall) action=uninstall ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $1 (use --prefix DIR, --uninstall)" >&2; exit 2 ;;
  esac
  shift
done

# "~" is not expanded after "--prefix=", and a relative folder made a link that led nowhere
# (play-test pt81 #2): the prefix is made absolute.
case "$prefix" in
  "~") prefix=$HOME ;;
  "~/"*) prefix="$HOME/${prefix#"~/"}" ;;
esac
case "$prefix" in
  /*) ;;
  *) prefix="$(pwd)/$prefix" ;;
esac
if [ "$action" = uninstall ] && [ ! -d "$prefix" ]; then
  echo "install.sh: nothing of All Fives is installed in $prefix"
  exit 0
fi
# The prefix's folders that are not there yet, made here and taken away by --uninstall (pt83 #2:
# "--prefix a/b/c" left a/ and a/b/).
prefix_made=""
d=$prefix
while [ ! -d "$d" ]; do
  prefix_made="$d
$prefix_made"
  d=$(dirname "$d")
done
mkdir -p "$prefix"
# Its physical path, as /proc/PID/exe gives the running program's (play-test pt89 #2: with HOME
# through a link, /home -> /var/home, a running game was not seen and was removed under it).
prefix=$(cd "$prefix" && pwd -P)

id=io.github.allfives.AllFives
here=$(cd "$(dirname "$0")" && pwd)
data="$here/_internal"
lib="$prefix/lib/allfives-qt"
share="$prefix/share"
# A user's own install puts the menu entry, icons and metadata where the desktop looks for that
# user's: XDG_DATA_HOME when it is set to an absolute folder, as the XDG Base Directory
# Specification asks (play-test pt106 #3: they went to ~/.local/share, and the menu had no entry).
if [ -z "$prefix_given" ]; then
  case "${XDG_DATA_HOME:-}" in
    /*) share=$XDG_DATA_HOME ;;
  esac
fi
sizes="16 24 32 48 64 128 256 512"

refresh() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
  fi
}

# The folders the installs made (none of them there before), in the order made: --uninstall
# takes away those left empty, deepest first (play-test pt81 #4: empty icon folders stayed).
made="$lib/.folders-made"
new_folders=$(printf '%s\n' "$prefix_made" | while IFS= read -r d; do
  if [ -n "$d" ]; then (cd "$d" && pwd); fi
done)
[ -z "$new_folders" ] || new_folders="$new_folders
"

making() {
  for d in "$@"; do
    if [ ! -d "$d" ]; then
      mkdir -p "$d"
      new_folders="$new_folders$d
"
    fi
  done
}

# Removed under it, the running game vanishes at its next step (play-test pt81 #5); replaced
# under it, it can no longer load what it has not loaded yet (pt89 #1: its saves were lost).
again=$([ "$action" = uninstall ] && echo "install.sh --uninstall" || echo "install.sh")
for p in /proc/[0-9]*; do
  if [ "$(readlink "$p/exe" 2>/dev/null)" = "$lib/allfives-qt" ]; then
    echo "install.sh: All Fives is running (process ${p#/proc/}): quit it, then run $again again" >&2
    exit 1
  fi
done

if [ "$action" = uninstall ]; then
  if [ ! -e "$lib" ] && [ ! -L "$prefix/bin/allfives-qt" ] && [ ! -e "$share/applications/$id.desktop" ]; then
    echo "install.sh: nothing of All Fives is installed in $prefix"  # pt89 #5: it said "removed"
    exit 0
  fi
  folders=$( [ -f "$made" ] && cat "$made" || true )
  rm -f "$prefix/bin/allfives-qt" "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml" \
        "$share/icons/hicolor/scalable/apps/$id.svg"
  for s in $sizes; do rm -f "$share/icons/hicolor/${s}x${s}/apps/$id.png"; done
  rm -rf "$lib"
  refresh
  # update-desktop-database writes its cache even where it finds no entry of another program.
  if [ -d "$share/applications" ] && [ -z "$(ls "$share/applications" | grep -v '^mimeinfo.cache$')" ]; then
    rm -f "$share/applications/mimeinfo.cache"
  fi
  printf '%s\n' "$folders" | sort -r | while IFS= read -r d; do
    [ -n "$d" ] && rmdir "$d" 2>/dev/null || true
  done
  echo "install.sh: All Fives removed from $prefix"
  exit 0
fi

[ -x "$here/allfives-qt" ] && [ -d "$data/resources/icons/hicolor" ] \
  || { echo "install.sh: run me from the allfives-qt bundle folder" >&2; exit 1; }

old_folders=$( [ -f "$made" ] && cat "$made" || true )
making "$prefix/lib"
if [ "$here" != "$lib" ]; then
  rm -rf "$lib.new"
  cp -R "$here" "$lib.new"
  rm -rf "$lib"
  mv "$lib.new" "$lib"
fi
making "$prefix/bin" "$share" "$share/applications" "$share/metainfo" "$share/icons" "$share/icons/hicolor"
ln -sf "$lib/allfives-qt" "$prefix/bin/allfives-qt"
# The menu entry names the command by its full path: a fresh account's session has no
# ~/.local/bin on its PATH until the next login, and the entry stayed hidden (play-test pt81 #1).
# Exec quotes it: inside the quotes '"', '`', '$' and '\' take a '\', '%' is doubled (a field
# code otherwise), then every '\' is doubled as in any of the entry's strings (Desktop Entry
# Specification, "The Exec key"; pt89 #3: a folder named "50%off" started nothing). GLib looks
# for the program named first before it reads "%%" as "%": such a path comes after "env". Then
# each is escaped for sed.
command="$prefix/bin/allfives-qt"
exec_arg=$(printf '%s' "$command" | sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/\\/\\\\/g' \
  -e 's/[\\&|]/\\&/g')
case "$command" in
  *%*) exec_arg="env \"$exec_arg\"" ;;
  *) exec_arg="\"$exec_arg\"" ;;
esac
try_exec=$(printf '%s' "$command" | sed -e 's/\\/\\\\/g' -e 's/[\\&|]/\\&/g')
sed -e "s|^Exec=allfives-qt\$|Exec=$exec_arg|" -e "s|^TryExec=allfives-qt\$|TryExec=$try_exec|" \
  "$data/share/applications/$id.desktop" >"$share/applications/$id.desktop"
cp "$data/share/metainfo/$id.metainfo.xml" "$share/metainfo/"
for s in $sizes; do
  making "$share/icons/hicolor/${s}x${s}" "$share/icons/hicolor/${s}x${s}/apps"
  cp "$data/resources/icons/hicolor/${s}x${s}/apps/$id.png" "$share/icons/hicolor/${s}x${s}/apps/"
done
making "$share/icons/hicolor/scalable" "$share/icons/hicolor/scalable/apps"
cp "$data/resources/icons/hicolor/scalable/apps/$id.svg" "$share/icons/hicolor/scalable/apps/"
printf '%s\n%s' "$old_folders" "$new_folders" | grep -v '^$' | sort -u >"$made" || true
refresh
echo "install.sh: All Fives installed in $lib; command $prefix/bin/allfives-qt"
case ":${PATH}:" in
  *":$prefix/bin:"*) ;;
  *) echo "install.sh: add $prefix/bin to your PATH to start it by name" ;;
esac
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=ta 2>/dev/null)" ]; then
  # The game carries its own Tamil font; the window manager draws window titles with the system's.
  echo "install.sh: for Tamil window titles, install a Tamil font (Debian, Ubuntu: fonts-lohit-taml)"
fi
