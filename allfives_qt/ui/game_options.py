"""The one game-options form (issue 10, item 4): players, partnerships, target, the rule choices of
RULES.md ("Players, seats and turns", "The end of a hand", "Winning") and the computer levels,
used by both the New game dialog and the Settings dialog's "New games" section.

The form is built from :data:`FORM_OPTIONS`, a table with one entry per option (its key, the kind
of widget, its values, its label and value names, and when its row is shown). Values and defaults
come from :mod:`allfives_qt.game_setup` (:data:`~allfives_qt.game_setup.RULE_CHOICES`,
:func:`~allfives_qt.game_setup.default_options`): a new rule option is one entry there and one
here, never a second form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QSpinBox, QVBoxLayout, QWidget)

from allfives_qt.game_setup import (GAME_CHOICES, LEVEL_ORDER, LEVELS, PLAYER_COUNTS, RULE_CHOICES,
                                    GameSetup, default_options, game_of, setup_from_options,
                                    usual_target, with_game)
from allfives_qt.storage.settings import MAX_TARGET
from allfives_qt.ui.option_names import (after_block_names, claims_names, draw_names,
                                         end_of_hand_names, game_names, hand_size_names,
                                         level_names, name_items, reserve_names, scoring_names,
                                         spinner_names, win_names)


def _always(_options: dict[str, Any]) -> bool:
    return True


@dataclass(frozen=True)
class FormOption:
    """One row of the form.

    ``key``: the option's key (:data:`allfives_qt.game_setup.OPTION_KEYS`). ``kind``: ``choice``
    (a combo box over ``values``), ``check`` (a check box), ``target`` (points, or the usual
    target) or ``levels`` (one level per computer seat). ``label()``: the translated label;
    ``names()``: translated text of each value (for ``check``: ``{True: text}``). ``visible(options)``:
    whether the row is shown (and used) for the options chosen now.
    """

    key: str
    kind: str
    label: Callable[[], str]
    names: Callable[[], dict[Any, str]] = dict
    values: tuple[Any, ...] = ()
    visible: Callable[[dict[str, Any]], bool] = _always


def _partners_names() -> dict[Any, str]:
    return {True: QCoreApplication.translate("GameOptionsForm",
                                             "You and the player opposite against the other two")}


# The rows of the form, in order (each rule choice of RULE_CHOICES needs one entry here). The
# first, "game", is not an option itself: it names the game the others make (or Custom) and
# choosing a game fills them in (RULES.md, "Named games").
FORM_OPTIONS: tuple[FormOption, ...] = (
    FormOption("game", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Game:"),
               game_names, GAME_CHOICES),
    FormOption("players", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Players:"),
               dict, PLAYER_COUNTS),  # names: "%n players", a plural (GameOptionsForm.tr)
    FormOption("partnerships", "check",
               lambda: QCoreApplication.translate("GameOptionsForm", "Partnerships:"),
               _partners_names, visible=lambda o: o["players"] == 4),
    FormOption("target", "target",
               lambda: QCoreApplication.translate("GameOptionsForm", "Target:")),
    FormOption("hand_size", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Tiles dealt:"),
               hand_size_names, RULE_CHOICES["hand_size"]),
    FormOption("end_of_hand", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "End of a hand:"),
               end_of_hand_names, RULE_CHOICES["end_of_hand"]),
    FormOption("win", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Winning:"),
               win_names, RULE_CHOICES["win"]),
    FormOption("scoring", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Scoring:"),
               scoring_names, RULE_CHOICES["scoring"]),
    FormOption("spinner", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Spinner:"),
               spinner_names, RULE_CHOICES["spinner"]),
    FormOption("claims", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Claiming points:"),
               claims_names, RULE_CHOICES["claims"]),
    FormOption("draw", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Drawing:"),
               draw_names, RULE_CHOICES["draw"]),
    FormOption("boneyard_reserve", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "Boneyard:"),
               reserve_names, RULE_CHOICES["boneyard_reserve"]),
    FormOption("after_block", "choice",
               lambda: QCoreApplication.translate("GameOptionsForm", "After a blocked hand:"),
               after_block_names, RULE_CHOICES["after_block"]),
    FormOption("levels", "levels",
               lambda: QCoreApplication.translate("GameOptionsForm", "Computer players")),
)


def seat_labels(players: int, partnerships: bool) -> list[str]:
    """The labels of the computer seats 1 to 3 for a game of ``players`` (as the table shows them:
    left, top, right; the opponent with 2 players; the partner at the top)."""
    names = [QCoreApplication.translate("GameOptionsForm", "Left player:"),
             QCoreApplication.translate("GameOptionsForm", "Top player:"),
             QCoreApplication.translate("GameOptionsForm", "Right player:")]
    if players == 2:
        names[0] = QCoreApplication.translate("GameOptionsForm", "Opponent:")
    elif players == 3:
        names[1] = QCoreApplication.translate("GameOptionsForm", "Right player:")
    elif partnerships:
        names[1] = QCoreApplication.translate("GameOptionsForm", "Partner (top):")
    return names


class GameOptionsForm(QWidget):
    """The new-game options as widgets. ``options``: where to start (default: RULES.md's).

    :meth:`options` returns the options shown (a dict as :mod:`allfives_qt.game_setup` describes),
    :meth:`set_options` shows others, :meth:`setup` makes the :class:`GameSetup`. Widgets by key:
    :attr:`widgets` (``players``, ``partnerships``, ``target``, each rule choice), the target's
    "usual target" box :attr:`usual_target`, and :attr:`level_boxes` / :attr:`level_labels` for
    seats 1 to 3. Rows that do not apply (partnerships without 4 players, seats the game does not
    have) are hidden and disabled. ``layoutChanged()`` is emitted when rows appear or go.
    """

    layoutChanged = Signal()

    def __init__(self, options: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._syncing = False
        self._levels_for = 2  # the number of players (3 or 4) the level boxes were last shown for
        self._players_shown = 2  # the number of players shown now
        # From 3 or 4 players to 2: the left player's level box index before it took the
        # opponents' strongest level, and that level's index (None: nothing to give back).
        self._left_level: tuple[int, int] | None = None
        self.form = QFormLayout()
        self.widgets: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.levels_box = QGroupBox()
        levels_form = QFormLayout(self.levels_box)
        self.level_boxes: list[QComboBox] = []
        self.level_labels: list[QLabel] = []
        for opt in FORM_OPTIONS:
            if opt.kind == "levels":
                self._build_levels(levels_form)
                continue
            label = QLabel()
            widget, field = self._build(opt)
            label.setBuddy(widget)
            self.form.addRow(label, field)
            self.widgets[opt.key], self.labels[opt.key] = widget, label
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addLayout(self.form)
        col.addWidget(self.levels_box)
        self.players.currentIndexChanged.connect(self._refresh)
        self.widgets["partnerships"].toggled.connect(self._refresh)
        self.usual_target.toggled.connect(self._refresh)
        self.target.valueChanged.connect(self._target_edited)
        self.widgets["game"].activated.connect(self._game_chosen)
        for key in RULE_CHOICES:
            self.widgets[key].currentIndexChanged.connect(self._refresh)
        self.set_options(options or default_options())
        self.retranslate()

    # ------------------------------------------------------------------ building
    def _build(self, opt: FormOption) -> tuple[QWidget, Any]:
        if opt.kind == "choice":
            box = QComboBox()
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for v in opt.values:
                box.addItem(str(v), v)
            return box, box
        if opt.kind == "check":
            check = QCheckBox()
            return check, check
        if opt.kind == "target":
            self.target = QSpinBox()
            # The targets settings and records take (play-test pt94 #4: settings holding 1 showed
            # 5 here, and the game started to 1).
            self.target.setRange(1, MAX_TARGET)
            self.target.setSingleStep(5)
            self.target.valueChanged.connect(lambda _v: self._name_target_points())
            self.usual_target = QCheckBox()
            row = QHBoxLayout()
            row.addWidget(self.target)
            row.addWidget(self.usual_target)
            return self.target, row
        raise ValueError(f"unknown kind of option {opt.kind!r}")

    def _build_levels(self, form: QFormLayout) -> None:
        for _seat in range(1, 4):
            box = QComboBox()
            for lv in LEVELS:
                box.addItem(lv, lv)
            lab = QLabel()
            lab.setBuddy(box)
            form.addRow(lab, box)
            self.level_boxes.append(box)
            self.level_labels.append(lab)

    @property
    def players(self) -> QComboBox:
        """The number of players."""
        return self.widgets["players"]  # type: ignore[return-value]

    # ------------------------------------------------------------------- values
    def set_options(self, options: dict[str, Any]) -> None:
        """Show ``options`` (missing keys take RULES.md's defaults)."""
        o = {**default_options(), **options}
        o["game"] = game_of(o)
        self._syncing = True
        for opt in FORM_OPTIONS:
            w = self.widgets.get(opt.key)
            if opt.kind == "choice":
                w.setCurrentIndex(max(0, w.findData(o[opt.key])))
            elif opt.kind == "check":
                w.setChecked(bool(o[opt.key]))
        for box, lv in zip(self.level_boxes, o["levels"]):
            box.setCurrentIndex(max(0, box.findData(lv)))
        usual = usual_target(o["players"], o)
        self.usual_target.setChecked(o["target"] in (None, usual))
        self.target.setValue(usual if o["target"] is None else o["target"])
        self._levels_for = self._players_shown = o["players"]
        self._left_level = None
        self._syncing = False
        self._refresh()

    def _keep_levels_in_place(self, players: int) -> None:
        """The level boxes are per seat, and seat 2 sits on the right with 3 players but at the
        top with 4: between 3 and 4 players the right player's level stays on the right (the
        second and third boxes trade), so an opponent chosen as Expert does not become the
        partner (play-test pt50 #1). From 3 or 4 players down to 2, the one opponent takes the
        strongest level the opponents had (play-test pt55 #6: from Easy, Hard and Expert the
        opponent had become Easy, the left player's level); back up again, the left player gets
        its own level back unless the person changed the opponent's meanwhile."""
        shown, self._players_shown = self._players_shown, players
        first = self.level_boxes[0]
        if players == 2 and shown in (3, 4):
            partners = shown == 4 and self.widgets["partnerships"].isChecked()
            # the boxes shown, but the partner's (the second, at the top) in partnerships
            opponents = self.level_boxes[:shown - 1:2 if partners else 1]
            strongest = max((box.currentData() for box in opponents), key=LEVEL_ORDER.index)
            self._left_level = (first.currentIndex(), first.findData(strongest))
            first.setCurrentIndex(self._left_level[1])
        elif shown == 2 and players in (3, 4) and self._left_level:
            if first.currentIndex() == self._left_level[1]:
                first.setCurrentIndex(self._left_level[0])
            self._left_level = None
        if {self._levels_for, players} == {3, 4}:
            second, third = self.level_boxes[1], self.level_boxes[2]
            i = second.currentIndex()
            second.setCurrentIndex(third.currentIndex())
            third.setCurrentIndex(i)
        if players in (3, 4):  # 2 players show the first box alone: the others keep their places
            self._levels_for = players

    def options(self) -> dict[str, Any]:
        """The options as the widgets show them now."""
        out: dict[str, Any] = {}
        for opt in FORM_OPTIONS:
            w = self.widgets.get(opt.key)
            if opt.key == "game":
                continue  # not an option: the name of what the others make
            if opt.kind == "choice":
                out[opt.key] = w.currentData()
            elif opt.kind == "check":
                out[opt.key] = w.isChecked()
        out["levels"] = tuple(box.currentData() for box in self.level_boxes)
        out["target"] = None if self.usual_target.isChecked() else self.target.value()
        return out

    def setup(self, seed: int | None = None) -> GameSetup:
        """The game chosen, the person at seat 0, with ``seed``."""
        return setup_from_options(self.options(), seed)

    def _game_chosen(self, _index: int) -> None:
        """The person chose a game: its options fill the form (they stay editable)."""
        self.set_options(with_game(self.options(), self.widgets["game"].currentData()))

    def _target_edited(self, _value: int) -> None:
        if not self._syncing:  # the person typed a target: the usual one only if it is that
            # (play-test pt50 #5: back at 61 in Fives and Threes, the box stayed unticked)
            o = self.options()
            self.usual_target.setChecked(self.target.value() == usual_target(o["players"], o))
            # The target is part of a named game (RULES.md, "Named games"): the game shown follows
            # it at once, also when the box was unticked already (no toggled signal then).
            self._refresh()

    def _refresh(self, *_args) -> None:
        if self._syncing:
            return
        self._keep_levels_in_place(self.players.currentData())
        o = self.options()
        changed = False
        for opt in FORM_OPTIONS:
            if opt.key in self.widgets:
                shown = opt.visible(o)
                changed |= self.form.isRowVisible(self.labels[opt.key]) != shown
                self.form.setRowVisible(self.labels[opt.key], shown)
                self.widgets[opt.key].setEnabled(shown)
        for seat, (lab, box) in enumerate(zip(self.level_labels, self.level_boxes), start=1):
            shown = seat < o["players"]
            changed |= box.isVisibleTo(self.levels_box) != shown
            lab.setVisible(shown)
            box.setVisible(shown)
            lab.setEnabled(shown)
            box.setEnabled(shown)
        self._syncing = True
        if self.usual_target.isChecked():
            self.target.setValue(usual_target(o["players"], o))
        game = self.widgets["game"]
        game.setCurrentIndex(max(0, game.findData(game_of(self.options()))))
        # Custom is what the rules below make once changed: it cannot be chosen itself (play-test
        # pt49 #5: chosen, it snapped back to the game shown, without a word).
        custom = game.model().item(game.findData("custom"))
        custom.setEnabled(game.currentData() == "custom")
        self._syncing = False
        self.retranslate()
        if changed:
            self.layoutChanged.emit()

    # ------------------------------------------------------------- translation
    def retranslate(self) -> None:
        """Set every text of the form (called again when the language changes)."""
        for opt in FORM_OPTIONS:
            if opt.kind == "levels":
                self.levels_box.setTitle(opt.label())
                continue
            self.labels[opt.key].setText(opt.label())
            w = self.widgets[opt.key]
            if opt.key == "players":
                name_items(w, {n: self.tr("%n players", "", n) for n in PLAYER_COUNTS})
            elif opt.kind == "choice":
                name_items(w, opt.names())
            elif opt.kind == "check":
                w.setText(opt.names().get(True, ""))
        game = self.widgets["game"]
        game.setItemData(game.findData("custom"), QCoreApplication.translate(
            "GameOptionsForm", "Change any rule below to make a custom game."),
            Qt.ItemDataRole.ToolTipRole)
        # Play-test pt133 #1: against computer players Muggins! goes one way only.
        claims = self.widgets["claims"]
        one_way = QCoreApplication.translate(
            "GameOptionsForm", "Computer players always claim their own points: Muggins! can be "
                               "called on points you leave unclaimed, not on theirs.")
        claims.setItemData(claims.findData("muggins"), one_way, Qt.ItemDataRole.ToolTipRole)
        claims.setToolTip(one_way)
        self.usual_target.setText(QCoreApplication.translate("GameOptionsForm", "Usual target"))
        self._name_target_points()
        o_players = self.players.currentData() or 2
        partners = self.widgets["partnerships"].isChecked()
        for lab, text in zip(self.level_labels, seat_labels(o_players, partners)):
            lab.setText(text)
        for box in self.level_boxes:
            name_items(box, level_names())

    def _name_target_points(self) -> None:
        """The target's word around its number, in the plural form of that number (play-test
        pt117 #4: Russian read "61 очков" for Fives and Threes' 61, not "61 очко")."""
        value = self.target.value()
        text = self.tr("%n points", "the target, in its box", value)
        before, _number, after = text.partition(str(value))  # %n: the number's plain digits
        self.target.setPrefix(before)
        self.target.setSuffix(after)

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
