"""The small items of the table scene: lit open ends (:class:`EndTarget`), the corner panels
(:class:`Panel`), the spinner's mark (:class:`SpinnerMark`) and a scoring play's points
(:class:`ScorePopup`; the table's sentence is :class:`~.toast.Toast`), plus the helpers
that make and fit their texts. Sizes are in scene units; the items know nothing of the game.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale, QParallelAnimationGroup, QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen, QPolygonF,
                           QTextLayout, QTextOption)
from PySide6.QtWidgets import (QGraphicsObject, QGraphicsRectItem, QGraphicsSimpleTextItem,
                               QGraphicsTextItem)

from ..sentences import signed_number
from ..tile_item import CORNER, TILE_LONG, TILE_SHORT, TileItem


class EndTarget(QGraphicsObject):
    """An open end where the chosen tile can go, drawn as a lit outline of the tile's place.

    ``end``: W/E/N/S or LEAD. ``placement``: where the tile would lie (scene coordinates in
    ``pos``/``rotation``). ``selected`` (keyboard choice, or the end under a dragged tile) draws
    it brighter. A dragged tile lies over the lit ends; the points of the end under it are shown
    beside it (:class:`~.drag_badge.DragBadge`).
    """

    def __init__(self, end: int, parent=None, faint: bool = False) -> None:
        super().__init__(parent)
        self.end = end
        self.selected = False
        # A faint outline: an open end of the spinner shown while no tile is chosen.
        self.faint = faint
        self.setZValue(4 if faint else 5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.accessible_name = ""
        # Points the chosen tile would score here (None: not shown), and their label.
        self.points: int | None = None
        self._preview: QGraphicsSimpleTextItem | None = None

    # How far the lit outline keeps inside the tile's place (item units), so that its line
    # (4 units wide at most) stays on the place and never reaches the tile it would touch: the
    # spinner's gold ring and its star included (play-test: the N and S ends lay on the ring).
    PLATE_INSET = 3.0

    @staticmethod
    def place_rect() -> QRectF:
        """The tile's place in item coordinates: ``(-32, -16, 64, 32)``, where the tile would
        lie (its centre at the item's position)."""
        return QRectF(-TILE_LONG / 2, -TILE_SHORT / 2, TILE_LONG, TILE_SHORT)

    def plate_rect(self) -> QRectF:
        """The lit plate as drawn, its outline's line included, in item coordinates: centred on
        the tile's place and inside it (:attr:`PLATE_INSET` less half the widest line)."""
        inner = self.PLATE_INSET - 2.0
        return self.place_rect().adjusted(inner, inner, -inner, -inner)

    def boundingRect(self) -> QRectF:  # noqa: D102
        return self.plate_rect().adjusted(-0.5, -0.5, 0.5, 0.5)  # everything painted

    # Pixel size of the score preview ("+10") drawn in a lit end, and the least it may be drawn
    # at when the tiles are drawn small.
    PREVIEW_SIZE = 19
    PREVIEW_MIN_PX = 15
    # Room kept on every side between the score preview and the inner edge of the lit
    # outline, in item units (play-test pt9 #12: "+10" filled an upright lead place edge to edge).
    PREVIEW_MARGIN = 2.0
    # The room left beside the number in an upright place (its sides only), in item units, so
    # that it is drawn as large as it can be there (play-test pt19 #4).
    UPRIGHT_MARGIN = 0.5

    def preview_room(self) -> QRectF:
        """Where the score preview may lie, in item coordinates: inside the lit outline at its
        widest (4 units, :meth:`paint`) with :attr:`PREVIEW_MARGIN` to spare on every side:
        ``(-25, -9, 50, 18)``."""
        m = self.PLATE_INSET + 2.0 + self.PREVIEW_MARGIN
        return self.place_rect().adjusted(m, m, -m, -m)

    def set_points(self, points: int | None) -> None:
        """Show what the chosen tile would score on this end (issue 11, item 6): the number of
        points, "10", upright in the middle of the lit place ("0" when it scores nothing); None
        shows nothing. No sign: in an upright place "+10" was drawn at half size (play-test pt19
        #4) and the sign stacked over the number read as broken (pt110 #5, pt114 #4), and "+10"
        lying flat beside "10" standing upright read as two kinds of figure (pt148 #2, pt149 #4,
        pt150 #4, pt152 #4)."""
        self.points = points
        self.prepareGeometryChange()
        if self._preview is not None:
            self._preview.setParentItem(None)
            if self._preview.scene() is not None:
                self._preview.scene().removeItem(self._preview)
            self._preview = None
        if points is None or self.faint:
            return
        label = make_text(self, self.PREVIEW_SIZE, bold=True,
                          color=QColor(255, 244, 190) if points else QColor(230, 230, 215, 170))
        # Tiles may be drawn small (a long layout): the number stays readable (scale set first).
        drawn = self.PREVIEW_SIZE * max(self.scale(), 1e-3)
        scale = max(1.0, self.PREVIEW_MIN_PX / drawn)
        # ... but always inside the lit outline with a margin, the way the label reads (play-test:
        # "+10" in an upright end spilled under the tile beside it, then filled it edge to edge).
        room = self.preview_room()
        along, across = room.width(), room.height()
        if abs(self.rotation()) % 180 == 90:  # the label reads across the place
            along, across = across, along
        if along < across:  # upright: nearer the sides
            along += 2 * (self.PREVIEW_MARGIN - self.UPRIGHT_MARGIN)
        label.setText(QLocale().toString(points))
        r = label.boundingRect()
        best = min(scale, along / max(r.width(), 1e-3), across / max(r.height(), 1e-3))
        label.setTransformOriginPoint(r.center())
        label.setPos(-r.center())
        label.setRotation(-self.rotation())  # upright whatever way the tile would lie (set first)
        label.setScale(best)
        label.setZValue(1)
        self._preview = label

    def points_text(self) -> str:
        """The preview's text: "+10", or "0" (:func:`~allfives_qt.ui.sentences.signed_number`)."""
        return signed_number(self.points or 0)

    def set_selected(self, on: bool) -> None:
        """Draw this end brighter: the keyboard has chosen it."""
        self.selected = on
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        i = self.PLATE_INSET
        r = self.place_rect().adjusted(i, i, -i, -i)
        if self.faint:
            painter.setBrush(QColor(255, 224, 90, 22))
            painter.setPen(QPen(QColor(255, 230, 140, 110), 1.5, Qt.PenStyle.DotLine))
            painter.drawRoundedRect(r, 6, 6)
            return
        glow = QColor(255, 224, 90, 120 if self.selected else 70)
        painter.setBrush(glow)
        painter.setPen(QPen(QColor(255, 236, 120) if self.selected else QColor(255, 214, 60),
                            4 if self.selected else 2.5, Qt.PenStyle.SolidLine if self.selected
                            else Qt.PenStyle.DashLine))
        painter.drawRoundedRect(r, 6, 6)

    def hit(self, scene_pos: QPointF, margin: float = 12.0) -> bool:
        """Whether ``scene_pos`` lies on this end's place, with ``margin`` + 6 item units to
        spare."""
        local = self.mapFromScene(scene_pos)
        m = margin + 6
        return self.place_rect().adjusted(-m, -m, m, m).contains(local)


class Panel(QGraphicsRectItem):
    """A rounded, dark translucent box for texts on the felt; :meth:`set_lit` outlines it in gold
    (the boneyard when the person must draw)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        self.setBrush(QColor(0, 0, 0, 70))
        self.setZValue(1)
        self.lit = False

    def set_lit(self, on: bool) -> None:
        """Light the panel (a gold outline and a warm fill), or put the light out."""
        if self.lit != bool(on):
            self.lit = bool(on)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            painter.setPen(QPen(QColor(255, 214, 60), 4))
            painter.setBrush(QColor(255, 214, 60, 45))
        else:
            painter.setPen(self.pen())
            painter.setBrush(self.brush())
        painter.drawRoundedRect(self.rect(), 10, 10)


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    """A five-pointed star around ``centre``, one point up."""
    pts = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.radians(-90 + 36 * k)
        pts.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    return QPolygonF(pts)


class SpinnerMark(QGraphicsObject):
    """The spinner's mark: a gold ring just inside the tile's own rounded edge (clear of its pips,
    so no neighbouring tile, the last one played included, lies over it) and a small star off one
    corner, in the notch between the arms that no tile or lit end ever covers. While the spinner is also the last tile
    played, the ring keeps to the outer half of the red frame's band so both show. A child of the
    spinner's :class:`TileItem`, so it moves and turns with it. Tooltip and
    :attr:`accessible_name`: "Spinner"."""

    STAR = 7.0
    # The ring's width in scene units, alone and beside the last tile's red frame; it starts
    # RING_INSET units inside the tile's edge.
    RING_WIDTH, RING_WIDTH_MARKED = 2.2, 1.2
    RING_INSET = 0.3
    RING_COLOUR = QColor(224, 168, 24)

    def __init__(self, parent: TileItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.accessible_name = QCoreApplication.translate("TableScene", "Spinner")
        self.setToolTip(self.accessible_name)

    def _star_centre(self) -> QPointF:
        # In the notch off the tile's corner, clear of the tiles (and lit ends) that can lie
        # beside it: the N/S column along its length (|y| <= TILE_SHORT / 2) and the W/E row
        # across it (|x| <= TILE_SHORT / 2); play-test: it lay on the S end's plate.
        body = TileItem.body_rect()
        return QPointF(body.right() - 3, body.top() - 10)

    def star_rect(self) -> QRectF:
        """The star as drawn (its outline included), in the tile's item coordinates."""
        c = self._star_centre()
        return QRectF(c.x() - self.STAR - 1, c.y() - self.STAR - 1, 2 * self.STAR + 2,
                      2 * self.STAR + 2)

    @staticmethod
    def ring_rect() -> QRectF:
        """The ring as drawn (its line included), in the tile's item coordinates: inside the
        tile's body, :attr:`RING_INSET` from its edge."""
        i = SpinnerMark.RING_INSET
        return TileItem.body_rect().adjusted(i, i, -i, -i)

    def boundingRect(self) -> QRectF:  # noqa: D102
        return TileItem.body_rect().united(self.star_rect())

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        tile = self.parentItem()
        width = self.RING_WIDTH_MARKED if tile is not None and tile.is_marked() else self.RING_WIDTH
        painter.setPen(QPen(self.RING_COLOUR, width))
        inset = self.RING_INSET + width / 2
        painter.drawRoundedRect(TileItem.body_rect().adjusted(inset, inset, -inset, -inset),
                                CORNER - inset, CORNER - inset)
        painter.setPen(QPen(QColor(120, 86, 30), 1.0))
        painter.setBrush(QColor(255, 214, 80))
        painter.drawPolygon(_star(self._star_centre(), self.STAR, self.STAR * 0.45))


# Texts on the table are never drawn smaller than this, in scene pixels (issue 11, item 10).
MIN_TEXT_PX = 13.5


def min_scale(item: QGraphicsSimpleTextItem) -> float:
    """The least scale at which ``item``'s text is still :data:`MIN_TEXT_PX` tall (at most 1)."""
    px = item.font().pixelSize()
    return min(1.0, MIN_TEXT_PX / px) if px > 0 else 1.0


# The separator between a name and its count ("Right player · 4 tiles"); a line break replaces it.
SEPARATOR = " · "


def _two_lines(text: str, fm: QFontMetricsF) -> tuple[str, float] | None:
    """``text`` broken at the space that makes its longer line shortest (before a bracket, when
    it has one: "Count 12" / "(fives and threes)"; at a " · " separator, when it has one, the
    line break taking the dot's place: "Right player" / "4 tiles"): ``("a\nb", width)``; None
    without a space."""
    if SEPARATOR in text:
        head, tail = text.split(SEPARATOR, 1)
        return (head + "\n" + tail,
                max(fm.horizontalAdvance(head), fm.horizontalAdvance(tail)))
    bracket = text.find(" (")
    return _balanced(text, fm, (i for i, ch in enumerate(text)
                                if ch == " " and not (bracket > 0 and i != bracket)))


def _balanced(text: str, fm: QFontMetricsF, spaces) -> tuple[str, float] | None:
    """``text`` broken at the one of ``spaces`` (indices of spaces in it) that makes its longer
    line shortest: ``("a\nb", width)``; None when there is none."""
    best = None
    for i in spaces:
        width = max(fm.horizontalAdvance(text[:i]), fm.horizontalAdvance(text[i + 1:]))
        if best is None or width < best[1]:
            best = (text[:i] + "\n" + text[i + 1:], width)
    return best


def _wrapped(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """``text``'s words filled greedily into lines at most ``width`` wide (a longer word alone);
    a " · " separator keeps to the word before it, so no line starts with the dot, and what
    follows it (a tile count, "6 ka piraso") stays on one line where it fits one (play-test
    pt75 #6: "(Tunga-tunga) · 6 ka" / "piraso")."""
    if SEPARATOR in text:
        head, tail = text.split(SEPARATOR, 1)
        if fm.horizontalAdvance(tail) <= width:
            text = head + SEPARATOR + tail.replace(" ", "\u00a0")
    out: list[str] = []
    for word in text.replace(SEPARATOR, "\u00a0· ").split(" "):
        if out and fm.horizontalAdvance(out[-1] + " " + word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return [row.replace("\u00a0", " ") for row in out]


def _broken(text: str, fm: QFontMetricsF, lines: int, room: float) -> tuple[str, float] | None:
    """``text`` on at most ``lines`` lines none wider than ``room``: ``("a\nb...", widest)``,
    two lines as :func:`_two_lines` breaks them; None when it does not go."""
    if lines < 2:
        return None
    split = _two_lines(text, fm)
    if split is not None and split[1] <= room:
        return split
    rows = _wrapped(text, fm, room)
    widest = max(fm.horizontalAdvance(r) for r in rows)
    if len(rows) <= lines and widest <= room:
        return "\n".join(rows), widest
    return None


def fit_text(item: QGraphicsSimpleTextItem, max_width: float, lines: int = 1,
             elide: str = "", max_height: float = 0.0) -> None:
    """Make ``item``'s text fit ``max_width`` scene units and stay readable: a long translation
    is shrunk a little (never below :func:`min_scale`), then broken onto up to ``lines`` lines,
    and as a last resort shortened with "…" (in ``elide``, a part of the text such as a seat's
    name or a label's word, when given, so the number with it stays). The lines are at most
    ``max_height`` tall when it is given. The whole text is then the item's tooltip."""
    text = item.text()
    item.setToolTip("")
    fm = QFontMetricsF(item.font())
    w = fm.horizontalAdvance(text)
    least = min_scale(item)
    if w * least <= max_width:
        item.setScale(min(1.0, max_width / w) if w > 0 else 1.0)
        return
    room = max_width / least
    split = _broken(text, fm, lines, room)
    if split is not None:
        scale = min(1.0, max_width / split[1])
        rows = split[0].count("\n") + 1
        if max_height > 0:
            scale = min(scale, max_height / (fm.lineSpacing() * (rows - 1) + fm.height()))
        if scale >= least:
            item.setText(split[0])
            item.setScale(scale)
            return
    part = elide if elide and elide in text else text
    short = fm.elidedText(part, Qt.TextElideMode.ElideRight,
                          fm.horizontalAdvance(part) - (w - room))
    item.setText(text.replace(part, short, 1))
    item.setScale(least)
    item.setToolTip(text)


def name_in_two(item: QGraphicsSimpleTextItem, name: str, max_width: float,
                after: int | None = None) -> bool:
    """Break ``item``'s one-line text onto two lines within ``name``: after its ``after``-th
    word when given (at its last space, for a shorter name), else at the space that makes the
    longer line shortest; the item scaled to fit ``max_width`` scene units. The rows of a panel
    then break alike (play-test pt84 #3: in Swahili "Mchezaji wa" / "kushoto: 70" broke and "Mchezaji
    wa kulia: 25" did not; :func:`common_break`). False, nothing changed, for a name of one word,
    a text on two lines already, or one that does not hold the whole name (shortened)."""
    text = item.text()
    if name not in text or "\n" in text:
        return False
    spaces = _name_spaces(text, name)
    if after is not None and spaces:
        spaces = [_space_after(spaces, after)]
    best = _balanced(text, QFontMetricsF(item.font()), spaces)
    if best is None:
        return False
    item.setText(best[0])
    item.setScale(min(1.0, max_width / best[1]) if best[1] > 0 else 1.0)
    return True


def common_break(items: list[QGraphicsSimpleTextItem], names: list[str]) -> int | None:
    """After how many words of their ``names`` the one-line texts of ``items`` all break best
    onto two lines (:func:`name_in_two`'s ``after``): the count that makes the widest line of
    them narrowest (play-test pt142 #5: "Mchezaji wa / kushoto: 9" over "Mchezaji / wa kulia:
    10"). None when no name has two words."""
    best = None
    for after in range(1, max((name.count(" ") for name in names), default=0) + 1):
        widest = 0.0
        for item, name in zip(items, names):
            text = item.text()
            spaces = _name_spaces(text, name)
            if spaces:
                cut, fm = _space_after(spaces, after), QFontMetricsF(item.font())
                widest = max(widest, fm.horizontalAdvance(text[:cut]),
                             fm.horizontalAdvance(text[cut + 1:]))
        if best is None or widest < best[1]:
            best = (after, widest)
    return None if best is None else best[0]


def _name_spaces(text: str, name: str) -> list[int]:
    """The indices in ``text`` of the spaces within its first ``name`` (none without it)."""
    at = text.find(name)
    return [] if at < 0 else [at + j for j, ch in enumerate(name) if ch == " "]


def _space_after(spaces: list[int], after: int) -> int:
    """Of a name's ``spaces``, the one after its ``after``-th word (the last, for fewer)."""
    return spaces[min(after, len(spaces)) - 1]


def with_app_families(font: QFont) -> QFont:
    """A copy of ``font`` (its size, weight) in the application font's families as they are now.
    A scene's text items keep the families their font had when made; after a change of language
    they must take the new ones (play-test pt7 #6: items made under Hebrew laid Tamil text out in
    Noto Sans Hebrew, and Qt warned "OpenType support missing")."""
    out = QFont(font)
    out.setFamilies(QGuiApplication.font().families())
    return out


def follow_app_font(scene) -> None:
    """Give every text item of ``scene`` the application font's families (:func:`with_app_families`)."""
    for item in scene.items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            item.setFont(with_app_families(item.font()))


class TextItem(QGraphicsSimpleTextItem):
    """A simple text item whose lines, when :func:`fit_text` broke it onto several, line up
    the way the text is read: Qt's own item starts every line at its left edge, so in Hebrew
    the shorter line hung from the left (play-test pt140 #4, the boneyard's "Press D or Enter
    to draw"). ``line_alignment`` is ``Qt.AlignmentFlag.AlignHCenter`` for centred lines, or
    ``None`` (the default) for the reading direction's leading edge: left, or right while the
    application reads right to left. The item's size is Qt's, so nothing else moves."""

    line_alignment: Qt.AlignmentFlag | None = None

    def lines_flag(self) -> Qt.AlignmentFlag:
        """How the lines stand within the item: left, right or centred."""
        if self.line_alignment is not None:
            return self.line_alignment
        rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        return Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft

    def paint(self, painter: QPainter, option, widget=None) -> None:
        align = self.lines_flag()
        if "\n" not in self.text() or align == Qt.AlignmentFlag.AlignLeft:
            super().paint(painter, option, widget)
            return
        # Laid out as Qt lays out its own (QTextLayout, a line separator for each break, lines
        # as tall as QTextLine says), each line then set within the widest.
        layout = QTextLayout(self.text().replace("\n", "\u2028"), self.font())
        text_option = QTextOption(align)
        text_option.setWrapMode(QTextOption.WrapMode.NoWrap)
        layout.setTextOption(text_option)
        width = self.boundingRect().width()
        layout.beginLayout()
        y = 0.0
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            line.setPosition(QPointF(0, y))
            y += line.height()
        layout.endLayout()
        painter.setPen(QPen(self.brush(), 0))
        layout.draw(painter, QPointF(0, 0))


def make_text(parent, size: float, bold: bool = False,
              color: QColor | None = None) -> TextItem:
    """A table text ``size`` pixels high (bold if ``bold``; pale unless ``color``) on
    ``parent``, above its panel."""
    item = TextItem(parent)
    f = QFont()
    f.setPixelSize(int(size))
    f.setBold(bold)
    item.setFont(f)
    item.setBrush(color or QColor(245, 245, 235))
    item.setZValue(2)
    return item


class ScorePopup(QGraphicsTextItem):
    """Points rising from a scoring play ("+15"); ``fade_group`` is its animation, if any."""

    fade_group: QParallelAnimationGroup | None = None
