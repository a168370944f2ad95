"""The New game dialog fits a 1024 x 640 screen in every language (issue 10, item 5): its rule
options scroll inside the dialog when the form is taller than the screen leaves room for."""

import pytest

from allfives_qt import i18n
from allfives_qt.game_setup import GameSetup
from allfives_qt.ui.new_game_dialog import TITLE_ROOM, NewGameDialog

SCREEN = (1024, 640)


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_new_game_dialog_fits_a_small_screen(qtbot, qapp, code):
    i18n.install_language(qapp, code)
    try:
        d = NewGameDialog(GameSetup.default(4), None)
        qtbot.addWidget(d)
        d.fit_height(SCREEN[1])
        d.show()
        qtbot.waitExposed(d)
        hint = d.sizeHint()
        assert hint.width() <= SCREEN[0] and hint.height() + TITLE_ROOM <= SCREEN[1]
        assert d.height() + TITLE_ROOM <= SCREEN[1]
        full = d.form.sizeHint().height()
        if full > d.scroll.viewport().height():  # the form scrolls: every row can be reached
            bar = d.scroll.verticalScrollBar()
            assert bar.maximum() >= full - d.scroll.viewport().height() - 2
        # The whole width of the form shows: nothing is cut off at the side.
        assert d.scroll.viewport().width() >= d.form.minimumSizeHint().width()
    finally:
        i18n.install_language(qapp, "en")


def test_on_a_tall_screen_the_form_does_not_scroll(qtbot):
    d = NewGameDialog(GameSetup.default(4), None)
    qtbot.addWidget(d)
    d.fit_height(4000)
    assert d.scroll.sizeHint().height() >= d.form.sizeHint().height()
    d.fit_height(400)
    assert d.scroll.sizeHint().height() < d.form.sizeHint().height()
    assert d.sizeHint().height() + TITLE_ROOM <= 400
