"""Switching languages logs no font warning (play-test pt7 #6: after switching through the six
languages Qt printed 'qt.text.font.db: OpenType support missing for "Noto Sans Hebrew", script 16'
(16: QChar::Script_Tamil): Tamil text was shaped with a font list that had the Hebrew family
before the Tamil one: the Language menu's names drawn in the Hebrew interface's font, the menu bar
still in the Hebrew font when the Tamil titles arrived, and the table's text items, which keep the
font they were made with).

Qt reports a font that cannot shape a script once per process, so each scenario runs in a fresh
process (``python3 -c``), which prints the warnings it caught as JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = textwrap.dedent('''
    import json, sys
    from PySide6.QtCore import QPoint, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication
    caught = []
    def handler(_mode, context, text):
        if context.category.startswith("qt.text.font"):
            caught.append([current, text])
    current = "start"
    qInstallMessageHandler(handler)
    app = QApplication(sys.argv)
    from allfives_qt import i18n
    from allfives_qt.ui.main_window import MainWindow
    from allfives_qt.ui.settings_dialog import SettingsDialog
    first, order = sys.argv[1], sys.argv[2].split(",")
    i18n.register_fonts()  # as the game does right after its first paint (grab() paints at once)
    i18n.install_language(app, first)
    w = MainWindow(seed=7)
    w.set_pace(0, 0)
    w.resize(1280, 800)
    w.show()
    for _ in range(50):
        app.processEvents()
    w.start_default_game()  # a game in progress: the table's panels have texts
    c = w.controller
    def your_moves():
        import time
        end = time.monotonic() + 30
        while not c.human_turn() and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)
        assert c.human_turn()
        return c.game.hand.legal_moves()
    if sys.argv[3] == "chosen":  # one play, then a tile chosen: its lit ends show their points
        move = your_moves()[0]
        c.play(move.tile, move.end)
        legal = your_moves()
        assert w.scene.choose(legal[0].tile) and w.scene.targets
    if sys.argv[3] == "dialogs":  # pt118 #4: Statistics and About this deal opened, then closed
        w.show_statistics().done(0)
        w.about_deal()
        w._box.done(0)
        for _ in range(20):
            app.processEvents()
        # What the event loop does once back in it (``processEvents`` leaves deferred deletes).
        from PySide6.QtCore import QCoreApplication, QEvent
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    def show_everything():
        for _ in range(20):
            app.processEvents()
        w.grab()
        menu = w.language_menu
        menu.popup(QPoint(40, 40))
        app.processEvents()
        menu.grab()
        menu.hide()
        dialog = SettingsDialog(parent=w)
        dialog.show()
        dialog.language.showPopup()
        app.processEvents()
        dialog.language.view().grab()
        dialog.language.hidePopup()
        dialog.close()
    show_everything()
    for code in order:
        current = code
        i18n.install_language(app, code)
        show_everything()
    print(json.dumps(caught))
''')


def font_warnings(first: str, order: list[str], tmp_path: Path, before: str) -> list[list[str]]:
    env = dict(os.environ, ALLFIVES_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", SCRIPT, first, ",".join(order), before],
                         capture_output=True, text=True, timeout=180, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("first, order, before", [
    ("en", ["sw", "he", "ceb", "ta", "ru", "en"], "-"),  # the play-test's round
    ("he", ["ta", "en"], "-"),  # a game started in Hebrew: its table was made in the Hebrew font
    # pt8 #1: a play in Tamil, a tile chosen, then Hebrew: the Tamil texts (status bar, table)
    # were measured in the Hebrew font before the Hebrew texts came.
    ("ta", ["he", "ta", "en"], "chosen"),
    # pt118 #4: Statistics and About this deal, opened and closed in Tamil, were kept hidden with
    # their Tamil texts, and laid out again in the Hebrew font.
    ("ta", ["he"], "dialogs"),
])
def test_switching_languages_logs_no_font_warning(tmp_path, first, order, before):
    assert font_warnings(first, order, tmp_path, before) == []
