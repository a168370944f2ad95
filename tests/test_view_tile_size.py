"""View -> Tile size (play-test pt86 #7: the tile size was only in Settings): its entries change
the size at once and save it, and a size chosen in Settings is the one checked there."""

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, Storage
from allfives_qt.storage.settings import TILE_SIZES
from test_window_storage import make_window


def test_view_tile_size_changes_the_tiles_and_is_saved(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    menu = w.size_menu
    assert [a.text() for a in menu.actions()] == ["&Small tiles", "&Normal tiles", "&Large tiles"]
    assert w.view_menu.actions().count(menu.menuAction()) == 1 and menu.title() == "&Tile size"
    assert [n for n, a in w.size_actions.items() if a.isChecked()] == ["normal"]
    hand = next(iter(w.scene.hand_items.values()))
    before = hand.sceneBoundingRect().width()
    w.size_actions["large"].trigger()
    assert hand.sceneBoundingRect().width() > before
    assert [n for n, a in w.size_actions.items() if a.isChecked()] == ["large"]
    assert Storage(Paths(root=tmp_path)).load_settings().tile_size == "large"
    # Settings' choice is the one View checks.
    w.apply_settings(w.settings._replace(tile_size="small"), language=False)
    assert [n for n, a in w.size_actions.items() if a.isChecked()] == ["small"]
    assert set(w.size_actions) == set(TILE_SIZES)
    w.close()
