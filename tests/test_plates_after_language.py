"""The lit ends' score plates after a change of language (play-test pt8 #2): with a tile chosen,
a switch to Hebrew drew the plates' "+10" in the new language's (larger) font but kept the size and
place worked out for the old one, so the "0" crossed the plate's border; choosing the tile again
put it right. The scene's retranslate now lays the plates out again."""

from allfives_qt import i18n

from gameplay import each_chosen_tile


def _chosen_with_points(w, qtbot):
    """Deal games until the person can choose a tile that scores 10 or more on an upright lit
    end (the plate is narrowest across the way its text reads); choose it."""
    for tile in each_chosen_tile(w, qtbot, range(1, 30)):
        # A two-digit number on an upright plate: the least room (play-test: "+10").
        if any(t.points >= 10 and abs(t.rotation()) % 180 == 90 for t in w.scene.targets):
            return tile
    raise AssertionError("no deal gave such a tile")


def _outside(w) -> list:
    """The lit ends whose text reaches outside their plate (scene rectangles)."""
    bad = []
    for t in w.scene.targets:
        plate = t.mapRectToScene(t.plate_rect())
        text = t._preview.sceneBoundingRect()
        if not plate.adjusted(-0.01, -0.01, 0.01, 0.01).contains(text):
            bad.append((t.end, t._preview.text(), plate, text))
    return bad


def test_plates_fit_their_text_after_a_change_of_language(window, qtbot, qapp):
    w = window
    i18n.register_fonts()  # as the game does after its first paint
    tile = _chosen_with_points(w, qtbot)
    assert any(t.points >= 10 for t in w.scene.targets)
    assert _outside(w) == []
    try:
        for code in ("ta", "he", "ru", "en"):
            i18n.install_language(qapp, code)
            qtbot.wait(30)
            assert w.scene.targets and all(t._preview is not None for t in w.scene.targets)
            assert _outside(w) == [], code
            # Laid out as if the tile had been chosen in this language (centred, same size).
            shown = {t.end: t._preview.sceneBoundingRect() for t in w.scene.targets}
            w.scene.cancel_choice()
            assert w.scene.choose(tile)
            fresh = {t.end: t._preview.sceneBoundingRect() for t in w.scene.targets}
            assert shown.keys() == fresh.keys()
            for end, r in shown.items():
                f = fresh[end]
                assert max(abs(r.left() - f.left()), abs(r.top() - f.top()),
                           abs(r.width() - f.width()), abs(r.height() - f.height())) < 0.01, \
                    (code, end, r, f)
    finally:
        i18n.install_language(qapp, "en")
