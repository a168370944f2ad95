"""Each other seat's last turn beside its hand, and every seat's turn since yours in the status
bar (play-test pt53 #3: with 4 players only the last computer's play was told, so who else
scored what could not be seen)."""

import pytest

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.hand import DRAW, PASS, PLAY, Event
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import NAMES
from allfives_qt.ui.sentences import signed_number
from allfives_qt.ui.sentences import reason_text
from allfives_qt.ui.table.seat_texts import FAINT, last_move, last_turns

from gameplay import person_acts, turns_with_draws_for_you, wait_person


def test_last_turns_groups_a_seats_draws_with_its_play_or_pass():
    history = [Event(PLAY, 0, 27, 4, 10), Event(DRAW, 1), Event(DRAW, 1), Event(PLAY, 1, 3, 0, 0),
               Event(PASS, 2), Event(DRAW, 0), Event(DRAW, 0)]
    turns = last_turns(history)
    assert [(start, seat, draws, last.kind) for start, seat, draws, last in turns] == [
        (0, 0, 0, PLAY), (1, 1, 2, PLAY), (4, 2, 0, PASS), (5, 0, 2, DRAW)]
    assert [t[0] for t in last_turns(history, 4)] == [4, 5]
    # a play, then the same seat's next turn (two turns of one seat in a row: the others passed
    # in a 2-player hand) is a new turn
    again = [Event(PLAY, 1, 3, 0, 0), Event(PLAY, 1, 4, 1, 5)]
    assert [t[0] for t in last_turns(again)] == [0, 1]


def _expected(scene, seat, history):
    """What ``seat``'s badge should say: its last turn in ``history``."""
    start, _seat, draws, last = {t[1]: t for t in last_turns(history)}[seat]
    return scene._turn_words(draws, last), start


@pytest.mark.parametrize("players", [3, 4])
def test_each_other_seat_shows_its_last_turn_faint_once_you_have_acted(window, qtbot, players):
    w = window
    c = w.controller
    levels = (None,) + ("random",) * (players - 1)
    w.start_game(GameSetup(Rules.make(players, partnerships=False), levels, 5))
    s = w.scene
    checked = faint_seen = 0
    for _ in range(40):
        wait_person(qtbot, w)
        if c.game.hand_over:
            assert not any(b.isVisible() for b in s.badges.values())  # the hand's panel says it
            break
        history = c.view().history
        for seat in range(1, players):
            if not any(ev.seat == seat for ev in history):
                assert seat not in s.badges or not s.badges[seat].isVisible()
                continue
            badge = s.badges[seat]
            text, _start = _expected(s, seat, history)
            assert badge.isVisible() and badge.text.text() == text
            assert badge.toolTip().startswith("What this player did at its last turn")
            assert badge.opacity() == 1.0  # acted since your last action (you are to act now)
            checked += 1
        assert 0 not in s.badges  # never a badge for your own seat
        acted = person_acts(c)
        # Just after your play or pass (the computers have not acted yet), the others' turns are
        # old; after a draw of yours they are not (play-test pt54 #3).
        history = c.view().history
        mine = last_move(history, 0)
        for seat, badge in s.badges.items():
            if badge.isVisible() and not c.game.hand_over:
                _text, start = _expected(s, seat, history)
                assert (badge.opacity() == FAINT) == (start < mine)
                assert acted != "draw" or badge.opacity() == 1.0
                faint_seen += start < mine
    assert checked >= 4 and faint_seen >= 2


def _first_forced_draw(qtbot, w, enough):
    """Deal 4-player games (each for themselves, random computers) until, at one of the
    person's turns, they must draw and ``enough()``; the person makes every other move."""
    c = w.controller
    for seed in range(40):
        w.start_game(GameSetup(Rules.make(4, partnerships=False), (None,) + ("random",) * 3, seed))
        for _ in range(20):
            wait_person(qtbot, w)
            if c.game.hand_over:
                break
            if c.can_draw() and enough():
                return
            person_acts(c)
    raise AssertionError("the person never had to draw when the test wanted it")


def test_a_draw_of_yours_leaves_the_others_turns_bright(window, qtbot):
    w = window
    _first_forced_draw(qtbot, w, lambda: any(b.isVisible() for b in w.scene.badges.values()))
    w.controller.draw()
    shown = [b for b in w.scene.badges.values() if b.isVisible()]
    assert shown and all(b.opacity() == 1.0 for b in shown)


def test_the_turns_since_yours_come_before_a_forced_draw(window, qtbot):
    """Play-test pt54 #2: when your turn began with "draw from the boneyard", the others' turns
    were never told; the status bar now tells them first, and the table's toast only what to do."""
    w = window
    _first_forced_draw(qtbot, w, lambda: len(w.scene._turn_sentences()) >= 2)
    sentences = w.scene._turn_sentences()
    assert w.scene.last_message == " ".join(sentences) + " " + reason_text("must-draw")
    assert w.scene.toast.text == reason_text("must-draw")


def test_a_scoring_play_shows_its_points_in_gold(window, qtbot):
    w = window
    c = w.controller
    for seed in range(30):
        w.start_game(GameSetup(Rules.make(3), (None, "greedy", "greedy"), seed))
        wait_person(qtbot, w)
        for _start, seat, _draws, last in last_turns(c.view().history):
            if seat != 0 and last.kind == PLAY and last.points:
                badge = w.scene.badges[seat]
                if badge.isVisible() and badge.text.text().startswith(NAMES[last.tile]):
                    assert badge.text.text().endswith(signed_number(last.points))
                    assert badge.text.brush().color().name() == "#ffe278"
                    return
    raise AssertionError("no computer scored before the person's first turn in 30 deals")


def test_the_status_bar_tells_every_turn_since_yours(window, qtbot):
    w = window
    c = w.controller
    w.start_game(GameSetup(Rules.make(4, partnerships=False), (None,) + ("random",) * 3, 3))
    told = 0
    for _ in range(30):
        wait_person(qtbot, w)
        if c.game.hand_over:
            break
        history = c.view().history
        drew = history and history[-1].seat == 0  # your own draws this turn were told since
        turns = [t for t in last_turns(history, last_move(history, 0) + 1) if t[3].kind != DRAW]
        if len(turns) >= 2 and c.playable_tiles() and not c.can_draw() and not drew:
            # Each seat's turn, oldest first, as it was said when it happened.
            said = [w.scene.played_text(seat, last.tile, last.points, draws) if last.kind == PLAY
                    else w.scene.passed_text(seat, draws) for _s, seat, draws, last in turns]
            # Said once the scene has taken the turn in (the controller's turn can come first on
            # a busy machine: a full run once read the last seat's sentence alone).
            # Then what you may do (play-tests pt146 #2, pt154 #1: nothing said it was your turn).
            want = " ".join(said) + " " + w.scene.your_turn_text()
            qtbot.waitUntil(lambda: w.scene.last_message == want, timeout=3000)
            message = w.scene.last_message
            positions = [message.index(w.scene._name(seat)) for _s, seat, _d, _l in turns]
            assert positions == sorted(positions)
            told += 1
        person_acts(c)
    assert told >= 2


def test_two_players_keep_the_last_plays_sentence(window, qtbot):
    w = window
    c = w.controller
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 4))
    for _ in range(6):
        wait_person(qtbot, w)
        if c.game.hand_over:
            break
        assert not w.scene.news_due()  # one other seat: its sentence says it
        history = c.view().history
        if history and history[-1].seat != 0 and not (c.can_draw() or c.can_pass()):
            # The one report, then what you may do (play-tests pt146 #2, pt154 #1).
            assert w.scene.last_message == (w.scene.news_since_your_turn() + " "
                                            + w.scene.your_turn_text())
        person_acts(c)


def test_badges_sit_beside_their_hands_whatever_their_size(window, qtbot, qapp):
    """A side badge is under its seat's label and clear of the hand's tiles, or under the hand
    when the column reaches up to the label; the top one right of its row, on the scene. A side
    hand's column, however long, stays below its label."""
    from PySide6.QtCore import QRectF

    from allfives_qt.ui.table import geometry as geo
    from allfives_qt.ui.table_layout import TILE_LONG, TILE_SHORT

    w = window
    w.start_game(GameSetup(Rules.make(4, partnerships=False), (None,) + ("random",) * 3, 2))
    s = w.scene
    for code in ("en", "he"):
        i18n.install_language(qapp, code)
        s.retranslate()
        rect = QRectF(0, 0, 90, 24)
        for seat in (1, 2, 3):
            place = s.place_of(seat)
            label = s.labels[seat].sceneBoundingRect()
            for tiles in range(0, 29):
                at = s._badge_place(place, rect, tiles, seat)
                badge = rect.translated(at)
                assert geo.SCENE_RECT.contains(badge)
                assert not badge.intersects(label)
                for pos, rot in s.hand_slots(seat, tiles):
                    long, short = TILE_LONG * geo.OTHER_SCALE, TILE_SHORT * geo.OTHER_SCALE
                    w_, h_ = (long, short) if rot == 0 else (short, long)
                    tile = QRectF(pos.x() - w_ / 2, pos.y() - h_ / 2, w_, h_)
                    assert not badge.intersects(tile), (code, place, tiles)
                    # Nor does a long column run over the label (play-test pt144 #1: 15 tiles
                    # cut "15 tiles" in half), nor down into the corner panels.
                    assert not tile.intersects(label), (code, place, tiles)
                    assert tile.bottom() < geo.BONE_PANEL.top(), (code, place, tiles)
    i18n.install_language(qapp, "en")


def test_a_draw_is_on_the_badge_while_its_tile_slides(window, qtbot):
    """Play-test pt54 #1: at the Fast speed a badge said "drew 3" while the seat's tile count and
    the status bar told 4 draws: the badge waited for each draw's slide. A draw is now told at
    once, as the tile count tells it; only a played tile waits until it has landed."""
    w = window
    c = w.controller
    w.set_pace(0, 300)
    seen = []

    def drawn(seat, _tile) -> None:  # connected after the scene: it has told the draw
        if seat != 0 and w.scene.in_flight():
            draws = last_turns(c.view().history)[-1][2]
            seen.append((w.scene.badges[seat].text.text(), w.scene._turn_words(draws, c.view().history[-1])))

    c.tileDrawn.connect(drawn)
    for seed in range(40):
        w.start_game(GameSetup(Rules.make(3), (None, "random", "random"), seed))
        for _ in range(20):
            qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over or len(seen) >= 3,
                            timeout=20000)
            if len(seen) >= 3:
                for shown, wanted in seen:
                    assert shown == wanted and shown.startswith("drew ")
                return
            if c.game.hand_over:
                break
            person_acts(c)
    raise AssertionError("no computer drew while the test watched")


def test_the_turns_since_yours_come_before_tiles_drawn_for_you(window, qtbot):
    """Play-test pt55 #1: with View -> Draw and pass automatically, your turn began with the tiles drawn
    for you, and "You drew 0-1, 0-0, 3-3. It fits: play it." hid the others' turns."""
    w = window
    c = w.controller
    for tiles, message in turns_with_draws_for_you(
            qtbot, w, lambda seed: GameSetup(Rules.make(4, partnerships=False),
                                             (None,) + ("random",) * 3, seed), range(40), 20):
        sentences = w.scene._turn_sentences()  # as when the turn was told: nobody acted since
        if tiles and len(sentences) >= 2 and c.playable_tiles():
            news = " ".join(sentences)
            assert message.startswith(news + " You drew ") and message.endswith("play it.")
            return
    raise AssertionError("tiles were never drawn for the person after two others had played")


def test_the_turns_since_yours_stay_before_a_tile_you_draw_by_hand(window, qtbot):
    """Play-test pt144 #3: after the person drew by hand (D, Enter, the boneyard or Draw), the
    status bar dropped the other seats' turns and said only "You drew 6-5. It fits: play it.";
    drawn for them (View -> Draw and pass automatically) the turns stayed. Both keep them."""
    w = window
    c = w.controller
    _first_forced_draw(qtbot, w, lambda: len(w.scene._turn_sentences()) >= 2)
    news = " ".join(w.scene._turn_sentences())
    assert w.scene.last_message.startswith(news + " ")  # the prompt to draw
    with qtbot.waitSignal(c.humanToAct, timeout=5000):
        c.draw()
    assert w.scene.last_message.startswith(news + " You drew "), w.scene.last_message


def test_in_hebrew_a_badge_reads_right_to_left_whatever_it_holds(window, qtbot, qapp):
    """Play-test pt55 #2: "drew 2 · 5-6  +10" read right to left (its first letters are Hebrew)
    but a bare "5-5  +10" left to right, so a Hebrew reader met the points first; each badge now
    starts with a right-to-left mark in Hebrew, and with none in English."""
    w = window
    c = w.controller
    w.start_game(GameSetup(Rules.make(3), (None, "random", "random"), 2))
    wait_person(qtbot, w)
    try:
        for code, mark in (("he", True), ("en", False)):
            i18n.install_language(qapp, code)
            w.scene.retranslate()
            shown = [b for b in w.scene.badges.values() if b.isVisible()]
            assert shown
            for badge in shown:
                assert badge.text.text().startswith("\u200f") == mark
    finally:
        i18n.install_language(qapp, "en")
    assert c.human_turn()


def test_the_top_seats_badge_uses_the_rows_room_to_the_felts_edge(window, qtbot):
    """Play-test pt66 #3: "Muggins! +10 · 0-0 …" (Russian) was cut short beside the top hand
    with room to spare: the top badge may be as wide as its row leaves, never past the felt."""
    from allfives_qt.ui.table import geometry as geo
    from allfives_qt.ui.table.seat_texts import SeatBadge

    w = window
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 5))
    wait_person(qtbot, w)
    s = w.scene
    room = s._badge_room("top", 7)
    assert room > geo.LABEL_SIDE_WIDTH + 40  # seven tiles leave more than a side label's width
    assert s._badge_room("left", 7) == geo.LABEL_SIDE_WIDTH
    badge = SeatBadge()
    s.addItem(badge)
    long_text = "Маггинс! +10 · 0-0  +10"
    badge.show_turn(long_text, True, False, room)
    assert badge.text.text() == long_text and badge.text.scale() == 1.0  # whole, not shrunk
    badge.setPos(s._badge_place("top", badge.rect(), 7, 1))
    assert badge.sceneBoundingRect().right() <= geo.TABLE_RECT.right() + 1e-6
    badge.show_turn(long_text, True, False, geo.LABEL_SIDE_WIDTH)
    assert badge.text.text() != long_text or badge.text.scale() < 1.0  # the old room cut it
    # Beside a side seat it takes two lines, the call over the play (play-test pt73 #2: the play
    # was cut, "Muggins! +5 · 1-6 …").
    assert "…" not in badge.text.text() and not badge.text.toolTip()
    assert badge.text.text() == "Маггинс! +10\n0-0  +10"


def test_a_replays_face_up_side_hand_lies_below_its_label(window, qapp):
    """Play-test pt173 #1: in a replay of a Muggins game drawn at will, the right player's 12
    face-up tiles covered its label, "Magdudula sa tuo (Eksperto) · 12 ka piraso" (three lines
    in Cebuano): a step lays the table out afresh, and the hands were placed while the labels
    were still empty. Every step of the record, in Cebuano and in English: no side tile covers
    its seat's label."""
    from pathlib import Path

    from PySide6.QtCore import QRectF

    from allfives_qt.ui.table import geometry as geo
    from allfives_qt.ui.table_layout import TILE_LONG, TILE_SHORT

    w = window
    long, short = TILE_LONG * geo.OTHER_SCALE, TILE_SHORT * geo.OTHER_SCALE  # a side tile lies flat
    path = Path(__file__).resolve().parent / "data" / "side-hand-of-twelve.json"
    try:
        for code in ("ceb", "en"):
            i18n.install_language(qapp, code)
            assert w.files.open_record(str(path))
            mode, s = w.replay_mode, w.scene
            most = 0
            for index in range(len(mode.steps)):
                mode.bar.go(index)
                for seat, items in s.other_items.items():
                    if s.place_of(seat) not in ("left", "right"):
                        continue
                    label = s.labels[seat].sceneBoundingRect()
                    most = max(most, len(items))
                    for item in items:
                        at = item.pos()
                        tile = QRectF(at.x() - long / 2, at.y() - short / 2, long, short)
                        assert not tile.intersects(label), (code, index, seat)
            assert most >= 12  # the record's long column is among them
            mode.leave()
    finally:
        i18n.install_language(qapp, "en")
