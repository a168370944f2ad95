"""The replay bar at the smallest window (play-test pt87 #6: in Tamil, "Close replay" went behind
the bar's overflow button): the title gives way, cut in its middle with its whole text in the
tooltip, so every button stays on the bar, in every language."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from allfives_qt import i18n
from test_window_storage import make_window

FULL = Path(__file__).resolve().parent.parent / "examples" / "full-game.json"


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_every_replay_button_stays_on_the_bar_at_the_smallest_window(qtbot, qapp, tmp_path, code):
    i18n.register_fonts()
    i18n.install_language(qapp, code)
    try:
        long_name = tmp_path / ("a-record-with-a-rather-long-name-" + "x" * 20 + ".json")
        long_name.write_bytes(FULL.read_bytes())
        w = make_window(qtbot, tmp_path)
        assert w.open_record(str(long_name)) and w.replaying
        w.resize(1, 1)
        qtbot.waitUntil(lambda: w.width() < 800, timeout=3000)
        QApplication.processEvents()
        bar = w.replay_bar
        for action in (bar.first_action, bar.prev_action, bar.play_action, bar.next_action,
                       bar.last_action, bar.close_action):
            button = bar.widgetForAction(action)
            assert button.isVisible() and bar.rect().contains(button.geometry()), (code, action.text())
        assert bar.title.toolTip()  # the whole name is still there
        w.resize(1280, 800)
        qtbot.waitUntil(lambda: w.width() > 1200, timeout=3000)
        QApplication.processEvents()
        assert "…" not in bar.title.text().replace("…", "", 1)  # at most the name's own cut
        w.close()
    finally:
        i18n.install_language(qapp, "en")
