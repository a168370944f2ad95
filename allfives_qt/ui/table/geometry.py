"""Where things sit on the table: the scene's named places, in scene units, and their mirror
image for right-to-left languages. The only module of the table with coordinates in it.

The scene is :data:`SCENE_RECT` (1280 x 760); the view scales it to the window keeping its
aspect. Left to right: the score panel at the top left, the count, hand number and turn at the
top right, the boneyard at the bottom right, the shown seat's hand in a tray along the bottom,
the other seats' hands at the left, top and right. For a right-to-left language the three corner
panels change sides and your hand runs from right to left; the layout of the dominoes itself
stays geometric (it is not mirrored).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ..table_layout import MARGIN
from ..tile_item import GLOW, TILE_LONG, TILE_SHORT

#: The whole scene, in scene units.
SCENE_RECT = QRectF(0, 0, 1280, 760)
#: The table (the felt) in the scene.
TABLE_RECT = QRectF(200, 140, 880, 440)
#: Room at the bottom of the table kept free of tiles for the toast (with the layout's margin
#: below its lowest tile, room for a line of the toast, the table's edge included).
TOAST_BAND = 16.0
#: Where the layout lies: the layout area of :mod:`table_layout` (880 x 424) placed in the scene,
#: the table less :data:`TOAST_BAND` at its bottom. The layout keeps
#: :data:`~allfives_qt.ui.table_layout.MARGIN` layout units (at least as many scene units) from
#: its edges, so no tile reaches below ``LAYOUT_RECT.bottom() - MARGIN``.
LAYOUT_RECT = TABLE_RECT.adjusted(0, 0, 0, -TOAST_BAND)
#: The widest your hand's row is laid centred under the felt, and the widest it may be, in scene
#: units: wider than the first, it reaches into the corner the boneyard panel leaves empty
#: (:func:`hand_slots`).
HAND_SPAN, HAND_WIDEST = 860.0, 1060.0
#: How far the corner panels move to the other side of the table for a right-to-left language.
PANEL_SHIFT = 1080.0
#: Centre line (y) of the shown seat's hand tray.
TRAY_Y = 655.0
#: Scale of face-down tiles in the other seats' hands.
OTHER_SCALE = 0.72
#: Scale of the shown seat's own tiles for each tile size of the settings (issue 11, item 2);
#: "normal" a little larger than "small" (play-test pt19 #12: at 1366 x 768 your tiles were 30 x 58
#: pixels, smaller than the layout's, and a 5-5 was read as 4-5).
#: "large" half as large again as "small" (play-test pt67 #4: at 1.3 a low-sighted player found
#: them hardly larger than "normal"); they reach lower in the tray (:func:`hand_bottom`).
HAND_SCALE = {"small": 1.0, "normal": 1.15, "large": 1.6}
#: Least room between the felt's lower edge and the top of your hand's tiles, in scene units (a
#: chosen tile rises 14 units, and stays clear of the felt).
HAND_CLEARANCE = 22.0
#: Distance in scene units a pressed tile must move before it is dragged.
DRAG_START = 6.0
#: Widest a left or right seat's name label may be, in scene units (longer ones are shrunk, then
#: broken at the " · "): the side column (200 units) less LABEL_MARGIN and 8 units clear of the
#: table, so "Right player · 11 tiles" fits one line (play-test: it broke before the dot).
LABEL_SIDE_WIDTH = 176.0
# The most scene y of the centre of a side hand's last tile (above the corner panels at the bottom).
SIDE_TILES_LAST = 565.0
#: Widest a top or bottom seat's name label may be.
LABEL_WIDTH = 420.0
#: Least room between a seat's name label and the left or right edge of the scene.
LABEL_MARGIN = 16.0
#: Widest text inside a corner panel.
PANEL_TEXT_WIDTH = 160.0

#: The corner panels, as laid out for left-to-right reading.
SCORE_PANEL = QRectF(10, 10, 180, 120)
INFO_PANEL = QRectF(1090, 10, 180, 120)
BONE_PANEL = QRectF(1090, 590, 180, 160)

#: Top-left corners of the panels' texts (left to right; see :func:`panel_text_x`).
SCORE_TITLE_AT = QPointF(22, 16)
#: The score lines share the band from y = 42, 82 units tall, one line per side (further down
#: when the title takes two lines; the panel then grows: :func:`grown_panel`).
SCORE_LINES_TOP, SCORE_LINES_BAND = 42.0, 82.0
#: Room between two texts of a panel, and between its last text and its bottom edge.
PANEL_GAP, PANEL_PAD = 4.0, 8.0
COUNT_AT = QPointF(1102, 16)
HAND_AT = QPointF(1102, 56)
TURN_AT = QPointF(1102, 84)
BONE_TEXT_AT = QPointF(1102, 712)
#: Centre (x) and top (y) of "Click here to draw" in the boneyard panel.
BONE_HINT_AT = QPointF(1180, 684)
#: The most height "Click here to draw" may take, on one line or two (between the pile and the count).
BONE_HINT_HEIGHT = 40.0
#: Top of the boneyard pile, and the first face-down tile of the pile (3 per row).
BONEYARD_TOP = QPointF(1180, 645)
BONE_PILE_AT, BONE_PILE_STEP = QPointF(1135, 628), QPointF(45, 22)
#: With a reserve (RULES.md, option ``boneyard_reserve``), as laid out left to right: the tiles
#: that may be drawn in two columns (centres x, rows y), the reserve's tiles in a column of their
#: own at the panel's far side (a gap between), and the reserve's label under them.
BONE_DRAW_XS, BONE_DRAW_YS = (1124.0, 1168.0), (624.0, 646.0)
BONE_RESERVE_X, BONE_RESERVE_YS = 1238.0, (613.0, 642.0)
BONE_RESERVE_LABEL_Y, BONE_RESERVE_LABEL_WIDTH = 663.0, 96.0
#: The middle of the toast's top edge: at the bottom of the table, below every tile of the layout
#: (:data:`LAYOUT_RECT`); a sentence of one line stays on the table, a longer one wraps downwards
#: towards the hand tray (play-test: late in a hand the line ran under the toast).
TOAST_TOP = QPointF(640, LAYOUT_RECT.bottom() - MARGIN + 2)

#: Centre of each place's name label.
LABEL_AT = {"bottom": QPointF(640, 700), "top": QPointF(640, 30), "left": QPointF(95, 150),
            "right": QPointF(1185, 150)}


def to_scene(x: float, y: float) -> QPointF:
    """Layout-area coordinates (those of :mod:`~allfives_qt.ui.table_layout`) -> scene
    coordinates."""
    return QPointF(LAYOUT_RECT.x() + x, LAYOUT_RECT.y() + y)


def panel_offsets(rtl: bool) -> tuple[float, float]:
    """Horizontal offsets of (the score panel, the info and boneyard panels): (0, 0) left to
    right; right to left the score panel goes to the top right and the others to the left."""
    return (PANEL_SHIFT, -PANEL_SHIFT) if rtl else (0.0, 0.0)


def panel_text_x(x: float, panel: QRectF, width: float, rtl: bool) -> float:
    """Left edge of a text ``width`` wide that starts at ``x`` inside ``panel`` left to right;
    right to left it ends the same distance from the panel's right edge."""
    if rtl:
        return panel.right() - (x - panel.left()) - width
    return x


def grown_panel(panel: QRectF, bottom: float) -> QRectF:
    """``panel`` (one of the corner panels' usual rectangles) made taller, when needed, so that
    a text ending at ``bottom`` keeps :data:`PANEL_PAD` from its lower edge; never shorter."""
    return QRectF(panel.x(), panel.y(), panel.width(),
                  max(panel.height(), bottom + PANEL_PAD - panel.y()))


def boneyard_pos(rtl: bool) -> QPointF:
    """Scene position of the top of the boneyard pile (a drawn tile starts there)."""
    return BONEYARD_TOP + QPointF(panel_offsets(rtl)[1], 0)


def bone_pile_pos(i: int, rtl: bool) -> QPointF:
    """Scene position of the ``i``-th face-down tile of the boneyard pile (3 per row, each
    other one a little higher)."""
    row, col = divmod(i, 3)
    return QPointF(BONE_PILE_AT.x() + col * BONE_PILE_STEP.x() + panel_offsets(rtl)[1],
                   BONE_PILE_AT.y() + row * BONE_PILE_STEP.y() - (i % 2) * 2)


def bone_panel_x(x: float, rtl: bool) -> float:
    """The boneyard panel's x ``x`` (as laid out left to right) in the panel's own coordinates:
    mirrored inside the panel when ``rtl``."""
    return BONE_PANEL.left() + BONE_PANEL.right() - x if rtl else x


def bone_spots(n: int, reserve: int, rtl: bool) -> list[tuple[QPointF, bool]]:
    """Scene positions of the face-down tiles that show a boneyard of ``n`` tiles, with
    ``(position, reserved)`` for each: without a reserve up to six tiles of the pile
    (:func:`bone_pile_pos`); with ``reserve`` tiles never drawn (RULES.md, option
    ``boneyard_reserve``) those first, in their own column at the panel's far side (the right
    left to right, the left when ``rtl``), then up to four of the tiles that may be drawn, in two
    columns with a gap before the reserve's, so no drawn tile lies over a reserve tile."""
    if not reserve:
        return [(bone_pile_pos(i, rtl), False) for i in range(min(n, 6))]
    shift = panel_offsets(rtl)[1]
    kept = min(n, reserve)
    out = [(QPointF(bone_panel_x(BONE_RESERVE_X, rtl) + shift, BONE_RESERVE_YS[i % 2]), True)
           for i in range(kept)]
    for i in range(min(n - kept, 4)):
        row, col = divmod(i, 2)
        out.append((QPointF(bone_panel_x(BONE_DRAW_XS[col], rtl) + shift,
                            BONE_DRAW_YS[row] - (i % 2) * 2), False))
    return out


def hand_slots(place: str, n: int, rtl: bool, scale: float = 1.0,
               top: float | None = None) -> list[tuple[QPointF, float]]:
    """Scene positions and rotations (degrees) of ``n`` tiles of the hand at ``place``
    (``"bottom"``, ``"top"``, ``"left"`` or ``"right"``). The bottom hand is face up, its tiles
    drawn ``scale`` times as large (:data:`HAND_SCALE`; their lower edge at :func:`hand_bottom`), and
    runs right to left when ``rtl``; the others hold smaller face-down tiles
    (:data:`OTHER_SCALE`). A side column keeps its tiles below ``top`` (scene y: its seat's
    label's lower edge), closer together when it must (play-test pt144 #1: 15 tiles ran over
    "15 tiles")."""
    if place == "bottom":
        mid, step = _bottom_row(n, rtl, scale)
        if rtl:  # your hand reads from right to left too
            step = -step
        x0 = mid - step * (n - 1) / 2
        y = hand_bottom(scale) - scale * TILE_LONG / 2
        return [(QPointF(x0 + i * step, y), 90.0) for i in range(n)]
    if place == "top":
        step = min(TILE_SHORT * OTHER_SCALE + 5, 700 / max(n, 1))
        x0 = 640 - step * (n - 1) / 2
        return [(QPointF(x0 + i * step, 92), 90.0) for i in range(n)]
    x = 95 if place == "left" else 1185
    step = min(TILE_SHORT * OTHER_SCALE + 5, 380 / max(n, 1))
    y0 = 370 - step * (n - 1) / 2
    first = None if top is None else top + TILE_SHORT * OTHER_SCALE / 2 + 4
    if first is not None and y0 < first and n > 1:  # below the label, down to the last place
        y0 = first
        step = min(step, max(SIDE_TILES_LAST - first, 0.0) / (n - 1))
    return [(QPointF(x, y0 + i * step), 0.0) for i in range(n)]


def _bottom_row(n: int, rtl: bool, scale: float) -> tuple[float, float]:
    """The middle (scene x) of your hand's row of ``n`` tiles drawn ``scale`` times as large, and
    the step from one tile to the next (scene units). Wider than the felt, the row's end by the
    boneyard stays put and the hand reaches into the empty corner on the other side, so that
    tiles touch later (play-test pt101 #3: 19 large tiles, drawn at will, overlapped and hid each
    other's pips)."""
    want = TILE_SHORT * scale + 8
    span = min(want * n, HAND_WIDEST)
    if span <= HAND_SPAN:
        return 640.0, span / max(n, 1)
    return (640 - HAND_SPAN / 2 + span / 2 if rtl else 640 + HAND_SPAN / 2 - span / 2), span / n


def tray_factor(visible: QRectF | None) -> float:
    """How many times smaller, in scene units, the shown seat's tray (hand and label) is drawn
    while the view shows only ``visible`` of the scene (zoomed in), so that it keeps its size on
    the screen: 1 when the view shows the whole scene (``visible`` None, or not smaller)."""
    if visible is None:
        return 1.0
    return min(1.0, visible.width() / SCENE_RECT.width(), visible.height() / SCENE_RECT.height())


def to_tray(p: QPointF, visible: QRectF | None) -> QPointF:
    """Where the point ``p`` of the shown seat's tray (as laid out for the whole scene) goes
    while the view shows only ``visible`` of the scene: the tray keeps its place on the screen,
    along the bottom of what is shown and centred on it (play-test pt6, #23: zoomed in, your hand
    fell below the window). ``p`` itself when the whole scene is shown."""
    k = tray_factor(visible)
    if visible is None or k >= 1.0:
        return p
    return QPointF(visible.center().x() + (p.x() - SCENE_RECT.center().x()) * k,
                   visible.bottom() - (SCENE_RECT.bottom() - p.y()) * k)


def label_top_left(place: str, width: float, height: float, panels_bottom: float,
                   hand_scale: float = 1.0, tiles: int = 0, rtl: bool = False) -> QPointF:
    """Top-left corner of a seat label ``width`` x ``height`` (as drawn, scale included) at
    ``place``: centred on the place's point, kept :data:`LABEL_MARGIN` from the scene's sides;
    a left or right label starts below the corner panels (``panels_bottom``: the lower edge of
    the lowest top panel as drawn), the bottom one below the glow of your hand's tiles drawn
    ``hand_scale`` times as large (:func:`hand_label_top`), centred under the row of its
    ``tiles`` tiles (``rtl``: laid right to left), which a long hand moves aside."""
    p = LABEL_AT[place]
    mid = _bottom_row(tiles, rtl, hand_scale)[0] if place == "bottom" else p.x()
    x = mid - width / 2
    x = max(SCENE_RECT.left() + LABEL_MARGIN, min(x, SCENE_RECT.right() - LABEL_MARGIN - width))
    y = p.y() - height / 2
    if place in ("left", "right"):
        y = max(y, panels_bottom + 4)
    elif place == "bottom":
        y = max(y, hand_label_top(hand_scale))
    return QPointF(x, y)


def hand_label_top(scale: float) -> float:
    """The least scene y of the top of your hand's label: clear of the glow of a lit or chosen
    tile of your hand drawn ``scale`` times as large (its lower edge at :func:`hand_bottom`;
    play-test pt43 #8: at the large size the glow touched the label)."""
    return hand_bottom(scale) + GLOW * scale + 1


def hand_bottom(scale: float) -> float:
    """The lower edge (scene y) of your hand's tiles drawn ``scale`` times as large: 687
    (``TRAY_Y`` + half a tile's length) for tiles that fit above it :data:`HAND_CLEARANCE` below
    the felt (small, normal); larger ones keep that room and reach further down the tray, their
    label below them still inside the scene."""
    return max(TRAY_Y + TILE_LONG / 2, TABLE_RECT.bottom() + HAND_CLEARANCE + scale * TILE_LONG)


def label_width(place: str) -> float:
    """Widest a seat label at ``place`` may be drawn."""
    return LABEL_SIDE_WIDTH if place in ("left", "right") else LABEL_WIDTH
