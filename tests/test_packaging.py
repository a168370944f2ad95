"""Tests of the installable program (issue 7): desktop file, AppStream metainfo, icons, the
PyInstaller spec and build scripts, and :mod:`allfives_qt.resources`.

The two validators (``desktop-file-validate`` from desktop-file-utils, ``appstreamcli`` from
appstream) are Debian packages; their tests are skipped when they are missing, and
``packaging/ci_bundle.sh`` installs them in CI.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from allfives_qt import __version__
from allfives_qt import resources
from allfives_qt.i18n import LANGUAGES
from allfives_qt.resources import APP_ID, ICON_SIZES, app_icon, resource_path, translations_path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
SPEC = PACKAGING / "allfives-qt.spec"
ICONS = ROOT / "resources" / "icons"


def _load_render_icons():
    spec = importlib.util.spec_from_file_location("render_icons", PACKAGING / "render_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# ----------------------------------------------------------------------------- desktop file
def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (apt-get install desktop-file-utils)")
def test_desktop_file_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()


def test_desktop_file_is_a_board_game_named_by_the_app_id():
    entry = _desktop_entry()
    assert DESKTOP.name == f"{APP_ID}.desktop"
    assert entry["Type"] == "Application"
    assert entry["Name"] == "All Fives"
    assert {"Game", "BoardGame"} <= set(filter(None, entry["Categories"].split(";")))
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == "allfives-qt"
    assert entry["Terminal"] == "false"
    # An X11 window's WM_CLASS class is the application's name (the instance is the command's):
    # docks that match windows to entries by it find this one (play-test pt89 #4).
    app_py = (ROOT / "allfives_qt" / "app.py").read_text(encoding="utf-8")
    assert f'app.setApplicationName("{entry["StartupWMClass"]}")' in app_py


def _ts_translation(code: str, context: str, source: str) -> str:
    root = ET.parse(ROOT / "translations" / f"allfives_{code}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") == context:
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation")
    raise KeyError((code, context, source))


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_desktop_file_speaks_every_language_of_the_game(code):
    entry = _desktop_entry()
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry.get(f"{key}[{code}]", "").strip(), f"{key}[{code}] missing"
        if key != "Name":  # the name may stay "All Fives"; the rest is written in the language
            assert entry[f"{key}[{code}]"] != entry[key]
    # The menu shows the name the window's title shows.
    assert entry[f"Name[{code}]"] == _ts_translation(code, "MainWindow", "All Fives")


# ----------------------------------------------------------------------------- metainfo
@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed (apt-get install appstream)")
def test_metainfo_passes_appstreamcli_validate():
    result = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_metainfo_summary_and_description_speak_every_language(code):
    root = ET.parse(METAINFO).getroot()
    summaries = {e.get(XML_LANG): e.text for e in root.findall("summary")}
    assert summaries.get(code) and summaries[code] != summaries[None]
    description = root.find("description")
    for tag in ("p", "ul/li"):
        english = [e for e in description.findall(tag) if e.get(XML_LANG) is None]
        translated = [e for e in description.findall(tag) if e.get(XML_LANG) == code]
        assert len(translated) == len(english) > 0, (tag, code)


def test_metainfo_screenshots_are_the_repositorys_own():
    root = ET.parse(METAINFO).getroot()
    prefix = "https://raw.githubusercontent.com/allfives/allfives-qt/main/"
    images = root.findall("screenshots/screenshot/image")
    assert len(images) >= 2
    for image in images:
        assert image.text.startswith(prefix)
        path = ROOT / image.text[len(prefix):]
        assert path.is_file(), path
        assert _png_size(path) == (int(image.get("width")), int(image.get("height")))


def test_metainfo_describes_the_desktop_application():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("launchable").get("type") == "desktop-id"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.find("content_rating").get("type").startswith("oars-")
    assert len(root.findall("description/p")) >= 1
    images = root.findall("screenshots/screenshot/image")
    assert images and all(i.text.startswith("https://") for i in images)
    assert root.find("screenshots/screenshot").get("type") == "default"


def test_metainfo_newest_release_is_this_version():
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "no <release>"
    assert releases[0].get("version") == __version__
    assert releases[0].get("date")


# ----------------------------------------------------------------------------- icons
@pytest.mark.parametrize("size", ICON_SIZES)
def test_hicolor_png_icon_exists_at_its_size(size):
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert path.is_file(), f"missing {path}; run packaging/render_icons.py"
    assert _png_size(path) == (size, size)


def test_hicolor_sizes_are_the_ones_render_icons_writes():
    assert tuple(_load_render_icons().SIZES) == tuple(ICON_SIZES)


def test_svg_icon_is_square_svg():
    root = ET.parse(ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    x, y, w, h = (float(v) for v in root.get("viewBox").split())
    assert w == h > 0


def test_windows_ico_holds_a_png_for_every_size_up_to_256():
    data = (ICONS / f"{APP_ID}.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sizes.append(w or 256)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_macos_icns_elements_fill_the_file():
    data = (ICONS / f"{APP_ID}.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    pos, kinds = 8, []
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        assert data[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)


def test_ico_writer_rejects_images_larger_than_256():
    with pytest.raises(ValueError):
        _load_render_icons().ico_bytes({512: b"x"})


def test_svg_renders_to_a_non_blank_png(qapp, tmp_path):
    from PySide6.QtGui import QImage

    render = _load_render_icons()
    png = render.render_png(render.svg_path(ICONS), 40)
    image = QImage.fromData(png)
    assert (image.width(), image.height()) == (40, 40)
    assert image.pixelColor(20, 20).alpha() == 255  # the middle of the tile is opaque
    assert image.pixelColor(0, 0).alpha() == 0  # the rounded corner is transparent


# ----------------------------------------------------------------------------- spec and scripts
def _spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def _spec_filters() -> dict:
    """Execute only the spec's filter constants and functions (the rest needs PyInstaller)."""
    wanted = {"KEEP_PLUGINS", "KEEP_QT_TRANSLATIONS", "DROP_QT_LIBRARIES", "LEFT_OUT_LIBRARIES", "keep_plugin",
              "keep_entry"}
    body = [n for n in _spec_tree().body
            if (isinstance(n, ast.FunctionDef) and n.name in wanted)
            or (isinstance(n, ast.Assign) and any(getattr(t, "id", None) in wanted for t in n.targets))]
    namespace: dict = {"Path": Path}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace


def test_spec_file_parses_and_names_the_entry_point_and_data():
    text = SPEC.read_text(encoding="utf-8")
    _spec_tree()
    for word in ("Analysis(", "launcher.py", "COLLECT(", "BUNDLE(", '"resources"', '"translations"',
                 "--onefile", "ALLFIVES_ONEFILE"):
        assert word in text, word
    assert (PACKAGING / "launcher.py").is_file()


def test_spec_excludes_other_qt_bindings():
    excludes = next(ast.literal_eval(n.value) for n in _spec_tree().body
                    if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == "EXCLUDES")
    assert {"PyQt5", "PyQt6", "PySide2", "tkinter"} <= set(excludes)
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} & set(excludes)


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqminimalegl.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/translations/qtbase_he.qm", True),
    ("PySide6/Qt/translations/qtbase_ru.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
    ("PySide6/Qt/lib/libQt6Network.so.6", True),  # QtMultimedia (the sounds) links to it
    ("PySide6/Qt/lib/libQt6Multimedia.so.6", True),
    ("PySide6/Qt/lib/libQt6MultimediaWidgets.so.6", False),
    ("PySide6/Qt/lib/libavcodec.so.61", False),
    ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", False),  # QSoundEffect needs none
    ("resources/sounds/chime.wav", True),
    ("resources/sounds/make.py", False),
    ("libpulse.so.0", False),  # the system's (sound plays where PulseAudio's client library is)
    ("libvorbisenc.so.2", False),
    ("libcrypto.so.3", False),
    ("libgssapi_krb5.so.2", True),  # Qt6Network links to it
    ("PySide6/plugins/platforms/qwindows.dll", True),  # the Windows wheel has no Qt/ folder
    ("PySide6/plugins/imageformats/qjpeg.dll", False),
    ("PySide6/translations/qtbase_de.qm", False),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ("translations/allfives_ta.qm", True),
    ("resources/icons/hicolor/48x48/apps/io.github.allfives.AllFives.png", True),
])
def test_spec_keeps_only_the_wanted_qt_files(dest, kept):
    assert _spec_filters()["keep_entry"](dest) is kept


@pytest.mark.parametrize("script, shell", [("build.sh", "bash"), ("ci_bundle.sh", "bash"),
                                           ("install-linux.sh", "sh")])
def test_shell_scripts_are_executable_and_parse(script, shell):
    path = PACKAGING / script
    assert path.stat().st_mode & 0o111, f"{script} is not executable"
    result = subprocess.run([shell, "-n", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def _fake_bundle(folder: Path) -> Path:
    """A folder laid out like dist/allfives-qt/ (a stand-in program, the real data files)."""
    bundle = folder / "allfives-qt"
    data = bundle / "_internal"
    shutil.copytree(ICONS / "hicolor", data / "resources" / "icons" / "hicolor")
    (data / "share" / "applications").mkdir(parents=True)
    (data / "share" / "metainfo").mkdir(parents=True)
    shutil.copy(DESKTOP, data / "share" / "applications")
    shutil.copy(METAINFO, data / "share" / "metainfo")
    program = bundle / "allfives-qt"
    program.write_text("#!/bin/sh\necho allfives-qt fake\n")
    program.chmod(0o755)
    shutil.copy(PACKAGING / "install-linux.sh", bundle / "install.sh")
    return bundle


@pytest.mark.skipif(sys.platform != "linux", reason="the bundle's installer is for Linux")
def test_bundle_installer_adds_command_menu_entry_and_icons_then_removes_them(tmp_path):
    bundle, prefix = _fake_bundle(tmp_path / "download"), tmp_path / "prefix"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(["sh", str(bundle / "install.sh"), "--prefix", str(prefix)],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    command = prefix / "bin" / "allfives-qt"
    assert subprocess.run([str(command)], capture_output=True, text=True).stdout == "allfives-qt fake\n"
    entry = prefix / "share" / "applications" / DESKTOP.name
    # The entry names the command by its full path (play-test pt81 #1: a fresh account's
    # session has no ~/.local/bin on its PATH, and the entry stayed out of the menu).
    lines = entry.read_text().splitlines()
    assert f'Exec="{command}"' in lines and f"TryExec={command}" in lines
    assert (prefix / "share" / "metainfo" / METAINFO.name).is_file()
    for size in ICON_SIZES:
        assert (prefix / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    gone = subprocess.run(["sh", str(bundle / "install.sh"), "--prefix", str(prefix), "--uninstall"],
                          capture_output=True, text=True, env=env)
    assert gone.returncode == 0, gone.stderr
    # Every file and folder it made goes (pt81 #4: a mimeinfo.cache and empty icon folders
    # stayed), the prefix too, which it made.
    assert not prefix.exists() and not command.exists()


@pytest.mark.skipif(sys.platform != "linux", reason="the bundle's installer is for Linux")
@pytest.mark.parametrize("given", ["relative", "tilde"])
def test_bundle_installer_makes_a_relative_or_tilde_prefix_absolute(tmp_path, given):
    """Play-test pt81 #2: ``--prefix pfx`` made a link that led nowhere (resolved from
    ``pfx/bin``) and said it had installed; ``--prefix=~/x`` made a folder named "~". Only the
    folders the installer made go at ``--uninstall``, the prefix's own new parents too (pt83
    #2): one that was there before stays."""
    bundle = _fake_bundle(tmp_path / "download")
    home, work = tmp_path / "home", tmp_path / "work"
    (home / "x" / "share").mkdir(parents=True)  # there before: kept
    work.mkdir()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home)}
    option = ["--prefix", "x/y"] if given == "relative" else ["--prefix=~/x"]
    prefix = work / "x" / "y" if given == "relative" else home / "x"
    done = subprocess.run(["sh", str(bundle / "install.sh"), *option], capture_output=True,
                          text=True, env=env, cwd=work)
    assert done.returncode == 0, done.stderr
    assert not (work / "~").exists()
    ran = subprocess.run([str(prefix / "bin" / "allfives-qt")], capture_output=True, text=True)
    assert ran.stdout == "allfives-qt fake\n"
    gone = subprocess.run(["sh", str(bundle / "install.sh"), *option, "--uninstall"],
                          capture_output=True, text=True, env=env, cwd=work)
    assert gone.returncode == 0, gone.stderr
    assert not (prefix / "bin").exists() and not (prefix / "lib").exists()
    if given == "tilde":
        assert sorted(p.name for p in prefix.iterdir()) == ["share"]
        assert list((prefix / "share").iterdir()) == []
    else:  # "x/y": both made here, both gone (play-test pt83 #2: "x/" stayed)
        assert list(work.iterdir()) == []


def _unescaped(value: str) -> str:
    """A desktop entry's string value without its escapes (\\s, \\n, \\t, \\r, \\\\)."""
    return re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m[1], m[1]),
                  value)


def _exec_argv(value: str) -> list[str]:
    """The program and arguments an Exec value names, read as the Desktop Entry Specification
    says: the string's escapes, then double-quoted arguments with their backslashes, then "%%"."""
    text = _unescaped(value)
    argv, i = [], 0
    while i < len(text):
        if text[i] == " ":
            i += 1
            continue
        arg = ""
        if text[i] == '"':
            i += 1
            while text[i] != '"':
                if text[i] == "\\":
                    i += 1
                arg += text[i]
                i += 1
            i += 1
        else:
            while i < len(text) and text[i] != " ":
                arg += text[i]
                i += 1
        argv.append(arg.replace("%%", "%"))
    return argv


@pytest.mark.skipif(sys.platform != "linux", reason="the bundle's installer is for Linux")
def test_bundle_installer_names_the_command_in_the_menu_entry_whatever_its_folder(tmp_path):
    """Play-test pt89 #3: a folder with "%" in its name gave an invalid entry that started
    nothing ("%o" read as a field code), "$" one that desktop-file-validate refused, "\\" one that
    could not be read. Each is escaped as the Desktop Entry Specification asks; a path with "%"
    comes after env (GLib looks for the program before it reads "%%")."""
    bundle = _fake_bundle(tmp_path / "download")
    validate = shutil.which("desktop-file-validate")
    for name in ("50%off", "cost$5", "back\\slash", 'q"uote', "tick`x", "sp ace Jürgen", "a&b|c"):
        prefix = tmp_path / name / ".local"
        done = subprocess.run(["sh", str(bundle / "install.sh"), "--prefix", str(prefix)],
                              capture_output=True, text=True,
                              env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
        assert done.returncode == 0, done.stderr
        entry = prefix / "share" / "applications" / DESKTOP.name
        keys = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
        command = str(prefix / "bin" / "allfives-qt")
        assert _exec_argv(keys["Exec"]) == (["env", command] if "%" in name else [command]), name
        assert _unescaped(keys["TryExec"]) == command
        if validate:
            checked = subprocess.run([validate, str(entry)], capture_output=True, text=True)
            assert checked.returncode == 0 and not checked.stdout.strip(), (name, checked.stdout)


@pytest.mark.skipif(sys.platform != "linux", reason="the bundle's installer is for Linux")
def test_bundle_installer_leaves_a_running_game_alone_and_says_when_nothing_is_there(tmp_path):
    """Play-test pt89: an install over a running game replaced the files it still had to load
    from, and its saves were lost (#1); with HOME through a link the running game was not seen
    and was removed under it (#2); --uninstall where nothing was installed said "removed" (#5)."""
    sleep = shutil.which("sleep")
    bundle = _fake_bundle(tmp_path / "download")
    (bundle / "allfives-qt").unlink()
    shutil.copy(sleep, bundle / "allfives-qt")  # a real program: /proc/PID/exe names it
    real = tmp_path / "var" / "home"
    real.mkdir(parents=True)
    home = tmp_path / "home"
    home.symlink_to(real)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home)}
    install = ["sh", str(bundle / "install.sh")]
    nothing = subprocess.run(install + ["--uninstall"], capture_output=True, text=True, env=env)
    assert nothing.returncode == 0 and "nothing of All Fives is installed" in nothing.stdout
    assert subprocess.run(install, capture_output=True, text=True, env=env).returncode == 0
    game = subprocess.Popen([str(home / ".local" / "bin" / "allfives-qt"), "30"])
    try:
        for extra in ([], ["--uninstall"]):
            refused = subprocess.run(install + extra, capture_output=True, text=True, env=env)
            assert refused.returncode == 1 and f"process {game.pid}" in refused.stderr, extra
        assert game.poll() is None and (real / ".local" / "lib" / "allfives-qt").is_dir()
    finally:
        game.kill()
        game.wait()
    gone = subprocess.run(install + ["--uninstall"], capture_output=True, text=True, env=env)
    assert gone.returncode == 0 and "removed" in gone.stdout
    assert not (real / ".local" / "lib").exists()


def test_bundle_installer_refuses_to_run_outside_a_bundle(tmp_path):
    script = tmp_path / "install.sh"
    shutil.copy(PACKAGING / "install-linux.sh", script)
    done = subprocess.run(["sh", str(script), "--prefix", str(tmp_path / "p")], capture_output=True, text=True)
    assert done.returncode == 1
    assert "bundle" in done.stderr


# ----------------------------------------------------------------------------- resources
def test_resource_path_finds_resources_in_the_checkout():
    assert resource_path() == ROOT / "resources"
    assert resource_path("icons", "hicolor").is_dir()
    assert translations_path() == ROOT / "translations"


def test_resource_path_prefers_the_pyinstaller_bundle(tmp_path, monkeypatch):
    (tmp_path / "resources" / "fonts").mkdir(parents=True)
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("fonts", "x.ttf") == tmp_path / "resources" / "fonts" / "x.ttf"
    assert translations_path("allfives_ru.qm") == tmp_path / "translations" / "allfives_ru.qm"


def test_resource_path_falls_back_past_a_bundle_without_resources(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("icons") == ROOT / "resources" / "icons"


def test_resource_path_uses_resources_inside_an_installed_package(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "allfives_qt"
    (package / "resources" / "icons").mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE", package)
    assert resource_path("icons") == package / "resources" / "icons"


def test_app_icon_holds_every_rendered_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert set(ICON_SIZES) <= sizes


def test_app_icon_is_null_without_icon_files(qapp, tmp_path, monkeypatch):
    (tmp_path / "resources").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert app_icon().isNull()


# ----------------------------------------------------------------------------- README and CI
def _bash_array(text: str, name: str) -> list[str]:
    match = re.search(rf"^{name}=\(([^)]*)\)", text, re.MULTILINE)
    assert match, f"no {name}=(...) in .ci/run"
    return match.group(1).split()


def test_readme_lists_the_debian_packages_ci_installs():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lists = [line.split()[3:] for line in readme.splitlines()
             if line.startswith("sudo apt-get install ") and "./" not in line]  # not the .deb's own
    assert lists == [_bash_array(ci, "runtime"), _bash_array(ci, "tools")]


def test_readme_links_the_rules_in_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/RULES.md)" in readme
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert "## Game records" in rules and "## Worked examples" in rules


# ----------------------------------------------------------------------------- Debian package
def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_debian_changelog_has_one_entry_per_metainfo_release():
    meta = _load("debian_meta")
    text = meta.changelog()
    versions = [r.get("version") for r in ET.parse(METAINFO).getroot().findall("releases/release")]
    heads = re.findall(r"^allfives-qt \(([^)]+)\) unstable; urgency=medium$", text, re.MULTILINE)
    assert heads == versions and heads[0] == __version__
    assert len(re.findall(r"^ -- .+ <.+@.+>  \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$", text,
                          re.MULTILINE)) == len(versions)


def test_debian_copyright_is_machine_readable_and_names_every_licence_it_uses():
    text = _load("debian_meta").copyright_file()
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")
    paragraphs = text.strip().split("\n\n")
    used = {line.split(":", 1)[1].strip() for p in paragraphs if p.startswith("Files:")
            for line in p.splitlines() if line.startswith("License:")}
    defined = {p.splitlines()[0].split(":", 1)[1].strip() for p in paragraphs if p.startswith("License:")}
    inline = {p.split("License:", 1)[1].splitlines()[0].strip() for p in paragraphs
              if p.startswith("Files:") and len(p.split("License:", 1)[1].splitlines()) > 1}
    assert used == {"GPL-3+", "OFL-1.1", "LGPL-3", "Unicode-3.0", "PSF-2.0"}
    assert used <= defined | inline
    assert "SIL OPEN FONT LICENSE" in text.upper()


def test_the_bundle_carries_its_licences_beside_a_copyright_that_names_them(tmp_path):
    """Play-test pt106 #2: the archive and the one-file bundle carried no licence text. The spec
    puts ``licenses/`` in every bundle: COPYRIGHT (the Debian copyright's parts, its paths from
    the bundle's top) and the two full texts it names, which a Debian system keeps elsewhere."""
    meta = _load("debian_meta")
    out = meta.bundle_licences(tmp_path)
    assert sorted(p.name for p in out.iterdir()) == ["COPYRIGHT", "GPL-3", "LGPL-3"]
    text = (out / "COPYRIGHT").read_text(encoding="utf-8")
    assert "/usr/share/common-licenses" not in text and "usr/lib/" not in text
    for name in ("GPL-3", "LGPL-3"):
        assert f"is in the file {name}, beside this one." in " ".join(text.split())
    assert (out / "GPL-3").read_text(encoding="utf-8") == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert (out / "LGPL-3").read_text(encoding="utf-8").split()[:4] == ["GNU", "LESSER", "GENERAL",
                                                                        "PUBLIC"]
    assert "/usr/share/common-licenses/LGPL-3" in meta.copyright_file()  # the package's own
    assert '(str(LICENCES), "licenses")' in SPEC.read_text(encoding="utf-8")


@pytest.mark.parametrize("item, kept", [
    ("curr/fr_CA.res", False), ("curr/ru.res", True), ("curr/en_GB.res", True), ("lang/ta_SG.res", True),
    ("coll/he.res", True), ("coll/iw.res", True), ("coll/zh.res", False), ("coll/ucadata.icu", True),
    ("brkitr/cjdict.dict", False), ("brkitr/line.brk", True), ("ibm-943_P15A-2003.cnv", False),
    ("cnvalias.icu", True), ("translit/root.res", False), ("zone/root.res", True),
    ("supplementalData.res", True), ("pool.res", True), ("sw_KE.res", True), ("ceb.res", True),
    ("de.res", False), ("zoneinfo64.res", True), ("nfkc.nrm", True),
])
def test_icu_trim_keeps_our_languages_and_everything_that_is_not_language_data(item, kept):
    assert _load("trim_icu").wanted(item) is kept


@pytest.mark.skipif(sys.platform != "linux", reason="the bundle's installer is for Linux")
def test_bundle_installer_puts_the_menu_entry_under_xdg_data_home(tmp_path):
    """Play-test pt106 #3: with XDG_DATA_HOME set, the menu entry, icons and metadata still went
    to ~/.local/share, where that desktop does not look. Without --prefix they go under
    XDG_DATA_HOME (the program under ~/.local still); --uninstall takes them from there."""
    bundle, home, data = _fake_bundle(tmp_path / "download"), tmp_path / "home", tmp_path / "data"
    home.mkdir()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "XDG_DATA_HOME": str(data)}
    done = subprocess.run(["sh", str(bundle / "install.sh")], capture_output=True, text=True,
                          env=env)
    assert done.returncode == 0, done.stderr
    assert (data / "applications" / DESKTOP.name).is_file()
    assert (data / "metainfo" / METAINFO.name).is_file()
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (home / ".local" / "bin" / "allfives-qt").exists()
    assert not (home / ".local" / "share").exists()
    gone = subprocess.run(["sh", str(bundle / "install.sh"), "--uninstall"], capture_output=True,
                          text=True, env=env)
    assert gone.returncode == 0, gone.stderr
    assert not data.exists() and not (home / ".local").exists()
