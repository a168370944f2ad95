"""The boneyard's corner panel of the table scene: the face-down pile, its count and, with a
reserve (RULES.md, option ``boneyard_reserve``), the reserve's tiles laid apart in a column of their
own with a label, so they read as never drawn.

:class:`TableBoneyard` is a part of :class:`~.scene.TableScene` (a mixin): it uses the scene's
``controller``, ``bone_panel``, ``bone_text``, ``bone_hint``, ``bone_items`` and its
``_mirror_panels``, ``_panel_number`` and ``right_to_left``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ..tile_item import TileItem
from . import geometry as geo
from .items import fit_text, make_text


class TableBoneyard:
    """The boneyard pile of the table scene (see the module's description)."""

    # How many of the scene's bone_items (the first ones) show the reserve's tiles.
    bone_reserved = 0
    _reserve_text: QGraphicsSimpleTextItem | None = None

    def _build_boneyard(self) -> None:
        """Lay the pile out afresh for the hand as it stands (also after a change of language:
        right to left the panel and its pile are mirrored)."""
        for item in self.bone_items:
            self.removeItem(item)
        self.bone_items = []
        game = self.controller.game
        self._mirror_panels()
        spots = geo.bone_spots(game.hand.boneyard_size, game.rules.boneyard_reserve,
                               self.right_to_left())
        self.bone_reserved = sum(1 for _, reserved in spots if reserved)
        tip = self.reserve_tip() if self.bone_reserved else ""
        for i, (at, reserved) in enumerate(spots):
            item = TileItem(0, False)
            item.setScale(0.8)
            item.set_dimmed(reserved)  # never drawn
            item.setPos(at)
            item.setRotation(0)
            item.setZValue(3 + i)
            if reserved:
                item.setToolTip(tip)
            self.addItem(item)
            self.bone_items.append(item)
        self._place_reserve_label()

    def reserve_tip(self) -> str:
        """The reserve's tooltip: what it is."""
        return QCoreApplication.translate(
            "TableScene", "The reserve: the last tiles of the boneyard, never drawn.")

    def reserve_label(self) -> QGraphicsSimpleTextItem:
        """The label under the reserve's tiles (made on first use; hidden without a reserve)."""
        if self._reserve_text is None:
            self._reserve_text = make_text(self.bone_panel, 14, bold=True,
                                           color=QColor(200, 215, 200))
        return self._reserve_text

    def _place_reserve_label(self) -> None:
        """The label under the reserve's column, "reserve: 2" (how many tiles it holds), centred
        under the column but kept inside the panel (mirrored right to left)."""
        label = self.reserve_label()
        label.setVisible(self.bone_reserved > 0)
        if not self.bone_reserved:
            return
        #: the label under the reserve's tiles in the boneyard plate; %1: how many there are
        label.setText(QCoreApplication.translate("TableScene", "reserve: %1")
                      .replace("%1", QLocale().toString(self.bone_reserved)))
        fit_text(label, geo.BONE_RESERVE_LABEL_WIDTH)
        label.setToolTip(self.reserve_tip())
        width = label.boundingRect().width() * label.scale()
        x = geo.BONE_RESERVE_X - width / 2  # laid out left to right, then mirrored
        x = min(x, geo.BONE_PANEL.right() - geo.PANEL_PAD - width)
        if self.right_to_left():
            x = geo.bone_panel_x(x + width, True)
        label.setPos(x, geo.BONE_RESERVE_LABEL_Y)

    def _refresh_boneyard(self, view) -> None:
        # With a reserve the plate counts only the tiles that may be drawn; the reserve's label
        # counts the rest (play-test pt7 #11: "Boneyard: 2" when nothing could be drawn).
        reserve = min(view.boneyard_size, self.controller.game.rules.boneyard_reserve)
        #: the boneyard plate when some tiles are a reserve, never drawn: %1 may still be drawn
        template = (QCoreApplication.translate("TableScene", "Boneyard: %1 to draw") if reserve
                    else QCoreApplication.translate("TableScene", "Boneyard: %1"))
        self._panel_number(self.bone_text, template, view.boneyard_size - reserve,
                           geo.BONE_TEXT_AT)
        while len(self.bone_items) > view.boneyard_size:
            self.removeItem(self.bone_items.pop())
        must_draw = self.controller.can_draw()
        self.bone_panel.set_lit(must_draw)
        self._place_bone_hint()
        self.bone_hint.setVisible(must_draw)
        if self._reserve_text is not None:
            # While the draw is asked for, its words take the reserve label's room (play-test
            # pt75 #11: "reserve: 2" sat on "Press D or"); the reserve's tiles stay, dimmed.
            crowded = must_draw and self._reserve_text.sceneBoundingRect().intersects(
                self.bone_hint.sceneBoundingRect())
            self._reserve_text.setVisible(self.bone_reserved > 0 and not crowded)

    def _place_bone_hint(self) -> None:
        """"Click here to draw", or "Press D or Enter to draw" while the keyboard plays (its
        tile lit; play-test pt67 #8: a keyboard player was told to click), centred in the
        boneyard panel above its count: on two lines where one would cut it (four languages
        did: "எடுக்க இங்கே சொ…"), raised so that its last line keeps above the count."""
        hint = self.bone_hint
        hint.setText(QCoreApplication.translate("TableScene", "Press D or Enter to draw")
                     if self._keyboard else
                     QCoreApplication.translate("TableScene", "Click here to draw"))
        fit_text(hint, geo.PANEL_TEXT_WIDTH, lines=2, max_height=geo.BONE_HINT_HEIGHT)
        box = hint.boundingRect()
        y = min(geo.BONE_HINT_AT.y(), geo.BONE_TEXT_AT.y() - 2 - box.height() * hint.scale())
        hint.setPos(geo.BONE_HINT_AT.x() - box.width() * hint.scale() / 2, y)
