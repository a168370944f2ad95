"""Tests of allfives_qt.ui.tile_item: how a domino looks (issue 3, item 2, "The table").

Tiles are painted into images at device-pixel ratios 1 and 2 and read back: ivory faces, the
right number of pips on each half, no pips on a face-down tile, and each state visibly changes
the picture. A sheet of all 28 tiles and a sample layout are saved under ``test-artifacts/``.
"""

from __future__ import annotations

import math
import random
from collections import deque
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from allfives_qt.engine.tiles import IS_DOUBLE, NAMES, TILES, tile_id
from allfives_qt.ui.tile_item import (CORNER, GLOW, TILE_LONG, TILE_SHORT, TileItem,
                                      pip_positions, tile_accessible_name)

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
SCALE = 2.0  # scene units to logical pixels when painting a single tile


class Picture:
    """A tile painted into an image; ``at(x, y)`` reads the colour at item coordinates."""

    def __init__(self, item: TileItem, dpr: float, scale: float = SCALE) -> None:
        self.dpr, self.scale = dpr, scale
        self.w = (TILE_LONG + 2 * GLOW) * scale
        self.h = (TILE_SHORT + 2 * GLOW) * scale
        img = QImage(int(self.w * dpr), int(self.h * dpr), QImage.Format.Format_ARGB32)
        img.setDevicePixelRatio(dpr)
        img.fill(QColor(0, 0, 0, 0))
        painter = QPainter(img)
        painter.translate(self.w / 2, self.h / 2)
        painter.scale(scale, scale)
        item.paint(painter, None, None)
        painter.end()
        self.image = img
        self.width, self.height = img.width(), img.height()
        self.data = bytes(img.constBits())
        self.stride = img.bytesPerLine()

    def px(self, x: float, y: float) -> tuple[int, int, int, int]:
        """The device pixel under item point ``(x, y)``: ``(r, g, b, a)``."""
        i = int((self.w / 2 + x * self.scale) * self.dpr)
        j = int((self.h / 2 + y * self.scale) * self.dpr)
        return self._rgba(i, j)

    def _rgba(self, i: int, j: int) -> tuple[int, int, int, int]:
        o = j * self.stride + i * 4
        b, g, r, a = self.data[o:o + 4]  # ARGB32 in memory on a little-endian machine
        return r, g, b, a

    def dark_blobs(self, x0: float, y0: float, x1: float, y1: float) -> int:
        """Count connected groups of dark grey pixels (pips, not the green back) inside the
        item rectangle ``(x0, y0)-(x1, y1)``."""
        i0 = int((self.w / 2 + x0 * self.scale) * self.dpr)
        i1 = int((self.w / 2 + x1 * self.scale) * self.dpr)
        j0 = int((self.h / 2 + y0 * self.scale) * self.dpr)
        j1 = int((self.h / 2 + y1 * self.scale) * self.dpr)
        dark = set()
        for j in range(j0, j1):
            for i in range(i0, i1):
                r, g, b, a = self._rgba(i, j)
                if a > 200 and max(r, g, b) < 90 and max(r, g, b) - min(r, g, b) < 30:
                    dark.add((i, j))
        blobs = 0
        while dark:
            blobs += 1
            todo = deque([dark.pop()])
            while todo:
                i, j = todo.popleft()
                for n in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                    if n in dark:
                        dark.remove(n)
                        todo.append(n)
        return blobs


def is_ivory(rgba) -> bool:
    r, g, b, a = rgba
    return a == 255 and r > 205 and g > 195 and b > 160 and r >= b + 8


@pytest.fixture
def app(qapp):
    return qapp


# Inside each half, clear of the edge and of the dividing line (item coordinates).
LEFT_HALF = (-TILE_LONG / 2 + 3.5, -TILE_SHORT / 2 + 3.0, -3.5, TILE_SHORT / 2 - 3.0)
RIGHT_HALF = (3.5, -TILE_SHORT / 2 + 3.0, TILE_LONG / 2 - 3.5, TILE_SHORT / 2 - 3.0)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_tile_shows_an_ivory_face_and_its_pips_on_each_half(app, dpr):
    for tile in range(28):
        lo, hi = TILES[tile]
        item = TileItem(tile)
        assert item.halves() == (lo, hi), "the low half on the left by default"
        pic = Picture(item, dpr)
        assert pic.dark_blobs(*LEFT_HALF) == lo, NAMES[tile]
        assert pic.dark_blobs(*RIGHT_HALF) == hi, NAMES[tile]
        # Ivory where no pip lies: near the top and bottom of each half, and each pip is dark.
        for hx in (-16.0, 16.0):
            assert is_ivory(pic.px(hx, -12.8)) and is_ivory(pic.px(hx, 12.8)), NAMES[tile]
        for value, hx in ((lo, -16.0), (hi, 16.0)):
            for x, y in pip_positions(value, hx, 0.0):
                r, g, b, _ = pic.px(x, y)
                assert r + g + b < 3 * 70
        assert pic.px(-TILE_LONG / 2 - GLOW + 1, 0)[3] == 0, "nothing painted in the glow margin"


def test_the_six_is_two_rows_of_three_along_the_long_side():
    six = pip_positions(6)
    assert len({y for _, y in six}) == 2 and len({x for x, _ in six}) == 3
    assert sorted(pip_positions(1)) == [(0.0, 0.0)]
    for value in range(7):
        pts = pip_positions(value)
        assert sorted(pts) == sorted((-x, -y) for x, y in pts), "same look turned half a turn"
        assert all(abs(x) < TILE_SHORT / 2 - 4 and abs(y) < TILE_SHORT / 2 - 4 for x, y in pts)
    with pytest.raises(IndexError):
        pip_positions(7)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_a_face_down_tile_shows_no_pips(app, dpr):
    for tile in (0, tile_id(3, 5), tile_id(6, 6)):
        item = TileItem(tile, face_up=False)
        assert not item.is_face_up()
        pic = Picture(item, dpr)
        assert pic.dark_blobs(*LEFT_HALF) == 0
        assert pic.dark_blobs(*RIGHT_HALF) == 0
        r, g, b, a = pic.px(-16.0, 0.0)
        assert a == 255 and g > r and g > b, "a green back"
        assert not is_ivory(pic.px(-16.0, -12.8))


def test_face_down_and_up_again(app):
    item = TileItem(tile_id(2, 4), face_up=False)
    down = Picture(item, 1.0).data
    item.set_face_up(True)
    pic = Picture(item, 1.0)
    assert pic.data != down
    assert (pic.dark_blobs(*LEFT_HALF), pic.dark_blobs(*RIGHT_HALF)) == (2, 4)


def test_set_halves_paints_the_given_half_on_the_left_and_rejects_other_pips(app):
    item = TileItem(tile_id(1, 5))
    item.set_halves(5, 1)
    assert item.halves() == (5, 1)
    pic = Picture(item, 1.0)
    assert (pic.dark_blobs(*LEFT_HALF), pic.dark_blobs(*RIGHT_HALF)) == (5, 1)
    for bad in ((1, 1), (5, 5), (1, 6), (0, 5), (2, 3)):
        with pytest.raises(ValueError):
            item.set_halves(*bad)
    assert item.halves() == (5, 1), "a rejected call changes nothing"
    double = TileItem(tile_id(4, 4))
    double.set_halves(4, 4)
    with pytest.raises(ValueError):
        double.set_halves(4, 3)


def test_a_bad_tile_id_is_rejected(app):
    for bad in (-1, 28):
        with pytest.raises(IndexError):
            TileItem(bad)
        with pytest.raises(IndexError):
            tile_accessible_name(bad)


@pytest.mark.parametrize("state", ["highlighted", "chosen", "marked", "dimmed"])
def test_each_state_changes_the_painting_and_back(app, state):
    item = TileItem(tile_id(3, 6))
    plain = Picture(item, 1.0).data
    getattr(item, "set_" + state)(True)
    assert getattr(item, "is_" + state)()
    lit = Picture(item, 1.0)
    assert lit.data != plain
    getattr(item, "set_" + state)(False)
    assert Picture(item, 1.0).data == plain


def test_highlight_glows_around_the_tile(app):
    item = TileItem(tile_id(0, 2))
    outside = (0.0, -TILE_SHORT / 2 - 2.5)  # above the body, inside the glow margin
    assert Picture(item, 2.0).px(*outside)[3] == 0
    item.set_highlighted(True)
    r, g, b, a = Picture(item, 2.0).px(*outside)
    assert a > 60 and r > 200 and g > 150 and b < 150, "a warm yellow glow"


def test_dimmed_greys_the_face_but_keeps_the_pips(app):
    item = TileItem(tile_id(2, 5))
    item.set_dimmed(True)
    pic = Picture(item, 1.0)
    assert not is_ivory(pic.px(-16.0, -12.8))
    assert (pic.dark_blobs(*LEFT_HALF), pic.dark_blobs(*RIGHT_HALF)) == (2, 5)


def test_geometry_shape_and_cache(app):
    item = TileItem(tile_id(1, 3))
    assert item.tile == tile_id(1, 3)
    with pytest.raises(AttributeError):
        item.tile = 4  # read-only
    assert item.boundingRect() == QRectF(-32 - GLOW, -16 - GLOW, 64 + 2 * GLOW, 32 + 2 * GLOW)
    shape = item.shape()
    assert shape.contains(QPointF(0, 0)) and shape.contains(QPointF(-30, 14))
    assert not shape.contains(QPointF(33, 0)) and not shape.contains(QPointF(-31.8, -15.8))
    assert item.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    scene = QGraphicsScene()
    scene.addItem(item)
    item.setPos(100, 50)
    item.setRotation(90)
    r = item.sceneBoundingRect()
    assert r.height() > r.width() and r.center() == QPointF(100, 50)


def test_tooltip_names_a_face_up_tile_only(app):
    assert tile_accessible_name(tile_id(6, 3)) == "3-6"
    up = TileItem(tile_id(3, 6))
    assert "3-6" in up.toolTip() and up.accessible_name() == up.toolTip()
    down = TileItem(tile_id(3, 6), face_up=False)
    assert "3" not in down.toolTip() and "6" not in down.toolTip() and down.toolTip()
    down.set_face_up(True)
    assert "3-6" in down.toolTip()


# ----------------------------------------------------------------------------------- artifacts
def _render_scene(scene: QGraphicsScene, rect: QRectF, path: Path, scale: float, dpr: float = 1.0):
    img = QImage(int(rect.width() * scale * dpr), int(rect.height() * scale * dpr),
                 QImage.Format.Format_ARGB32)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor(0, 0, 0, 0))
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, rect.width() * scale, rect.height() * scale), rect)
    painter.end()
    path.parent.mkdir(exist_ok=True)
    assert img.save(str(path))
    return img


def _scene_rgba(img: QImage, rect: QRectF, scale: float, dpr: float, x: float, y: float):
    """The colour of the rendered ``img`` at scene point ``(x, y)``, as ``(r, g, b, a)``."""
    c = img.pixelColor(int((x - rect.x()) * scale * dpr), int((y - rect.y()) * scale * dpr))
    return c.red(), c.green(), c.blue(), c.alpha()


def assert_pips_drawn(img: QImage, rect: QRectF, scale: float, dpr: float, tiles) -> int:
    """Check the picture's content: every pip of every tile is dark where :func:`pip_positions`
    puts it (turned with the tile), and the face is ivory half-way between the two halves' rows.
    ``tiles``: ``(x, y, angle, first, second)`` per tile, the first half on the item's left.
    Return the number of pips checked."""
    checked = 0
    for x, y, angle, first, second in tiles:
        cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))

        def at(px, py):
            return _scene_rgba(img, rect, scale, dpr, x + px * cos - py * sin, y + px * sin + py * cos)

        for value, hx in ((first, -16.0), (second, 16.0)):
            for px, py in pip_positions(value, hx, 0.0):
                r, g, b, _ = at(px, py)
                assert r + g + b < 3 * 70, (x, y, first, second, value, px, py)
                checked += 1
            assert is_ivory(at(hx, -12.8)) and is_ivory(at(hx, 12.8)), (x, y, first, second)
    return checked


@pytest.mark.parametrize("halves", [(6, 6), (3, 5)])
def test_the_last_played_mark_lies_inside_the_tile_clear_of_its_pips(app, halves):
    """Play-test: the red frame of the last tile played (and its corner dot) was drawn outside the
    tile's edge, over the next tile's pips or the spinner's star. Every pixel the mark changes lies
    inside the tile's own rounded body and outside its pips; and the mark is plainly there."""
    scale = 8.0
    plain, marked = TileItem(tile_id(*halves)), TileItem(tile_id(*halves))
    marked.set_marked(True)
    a, b = Picture(plain, 1.0, scale), Picture(marked, 1.0, scale)
    tolerance = 1.5 / scale  # antialiasing: a pixel and a half
    body = QPainterPath()
    body.addRoundedRect(TileItem.body_rect().adjusted(-tolerance, -tolerance, tolerance, tolerance),
                        CORNER + tolerance, CORNER + tolerance)
    pips = [(x, y) for value, cx in zip(halves, (-TILE_SHORT / 2, TILE_SHORT / 2))
            for x, y in pip_positions(value, cx, 0.0)]
    changed = 0
    for j in range(a.height):
        for i in range(a.width):
            if a._rgba(i, j) == b._rgba(i, j):
                continue
            changed += 1
            x, y = (i + 0.5) / scale - a.w / 2 / scale, (j + 0.5) / scale - a.h / 2 / scale
            assert body.contains(QPointF(x, y)), (x, y)
            assert all(math.hypot(x - px, y - py) > 3.1 + 0.4 for px, py in pips), (x, y)
    perimeter = 2 * (TILE_LONG + TILE_SHORT) * scale
    assert changed > 2 * perimeter  # a frame a few pixels wide all round, and the dot


class _Spinner:
    """A spinner painted as the scene paints it: the tile, then its SpinnerMark (a child) over it."""

    def __init__(self, tile: TileItem) -> None:
        from allfives_qt.ui.table.items import SpinnerMark

        self.tile, self.mark = tile, SpinnerMark(tile)

    def paint(self, painter, option, widget) -> None:
        self.tile.paint(painter, option, widget)
        self.mark.paint(painter, option, widget)


@pytest.mark.parametrize("marked", [False, True])
def test_the_spinners_ring_lies_inside_the_tile_clear_of_its_pips(app, marked):
    """Play-test: the spinner's gold ring was drawn outside the tile's edge, so the last tile
    played, lying beside the spinner (above it), hid part of it. Every pixel the spinner's mark
    changes lies inside the tile's own rounded body, clear of the pips, except the star in its
    corner notch; the ring is plainly there; while the spinner is the last tile played too, its
    red frame still shows inside the ring."""
    scale = 8.0
    plain, spinner = TileItem(tile_id(5, 5)), TileItem(tile_id(5, 5))
    plain.set_marked(marked)
    spinner.set_marked(marked)
    painted = _Spinner(spinner)
    a, b = Picture(plain, 1.0, scale), Picture(painted, 1.0, scale)
    tolerance = 1.5 / scale
    body_rect = TileItem.body_rect()
    body = QPainterPath()
    body.addRoundedRect(body_rect.adjusted(-tolerance, -tolerance, tolerance, tolerance),
                        CORNER + tolerance, CORNER + tolerance)
    star = painted.mark._star_centre()
    pips = [(x, y) for cx in (-TILE_SHORT / 2, TILE_SHORT / 2) for x, y in pip_positions(5, cx, 0.0)]
    ring = 0
    for j in range(a.height):
        for i in range(a.width):
            if a._rgba(i, j) == b._rgba(i, j):
                continue
            x, y = (i + 0.5) / scale - a.w / 2 / scale, (j + 0.5) / scale - a.h / 2 / scale
            if math.hypot(x - star.x(), y - star.y()) <= painted.mark.STAR + 1:
                continue  # the star, in the corner notch no tile covers
            ring += 1
            assert body.contains(QPointF(x, y)), (x, y)
            assert all(math.hypot(x - px, y - py) > 3.1 + 0.4 for px, py in pips), (x, y)
    assert ring > 1.5 * 2 * (TILE_LONG + TILE_SHORT) * scale  # a band all round the tile
    red, gold = b.px(0.0, body_rect.top() + 2.2), b.px(0.0, body_rect.top() + 0.8)
    assert gold[0] > 200 and 140 < gold[1] < 200 and gold[2] < 80, gold  # the ring's gold
    if marked:
        assert red[0] > 180 and red[1] < 90 and red[2] < 70, red  # the red frame inside it


def test_save_a_picture_of_all_28_tiles(app):
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor(28, 92, 58))
    for tile in range(28):
        item = TileItem(tile)
        scene.addItem(item)
        item.setPos(50 + (tile % 7) * 80, 40 + (tile // 7) * 50)
    states = [TileItem(tile_id(6, 6), face_up=False)] + [TileItem(tile_id(2, 5)) for _ in range(4)]
    states[1].set_highlighted(True)
    states[2].set_chosen(True)
    states[3].set_marked(True)
    states[4].set_dimmed(True)
    for k, item in enumerate(states):
        scene.addItem(item)
        item.setPos(50 + k * 80, 250)
    crosswise = TileItem(tile_id(4, 4))
    crosswise.setRotation(90)
    scene.addItem(crosswise)
    crosswise.setPos(50 + 5 * 80, 250)
    rect = QRectF(0, 0, 580, 300)
    img = _render_scene(scene, rect, ARTIFACTS / "tiles.png", 2.0, dpr=2.0)
    assert img.width() == 580 * 4
    sheet = [(50 + (t % 7) * 80, 40 + (t // 7) * 50, 0.0, *TILES[t]) for t in range(28)]
    assert assert_pips_drawn(img, rect, 2.0, 2.0, sheet) == sum(a + b for a, b in TILES)
    assert _scene_rgba(img, rect, 2.0, 2.0, 50 + 5 * 80, 250 - 16)[:3] != (28, 92, 58)  # crosswise 4-4
    assert _scene_rgba(img, rect, 2.0, 2.0, 570, 295)[:3] == (28, 92, 58)  # the table around them
    scene.clear()


def test_save_a_picture_of_a_layout_with_four_arms_and_a_turned_corner(app):
    from test_table_layout import _spinner_layout, check_layout

    rng = random.Random(11)
    for _ in range(1000):  # a layout with four arms, one of them long enough to turn a corner
        center, arms, sp = _spinner_layout(rng, 4)
        if max(len(a) for a in arms) >= 10 and max(len(arms[0]), len(arms[1])) >= 8:
            break
    width, height = 880, 440
    pls = check_layout(center, arms, sp, width, height)
    ys = {p.tile: p.y for p in pls}
    assert any(len({ys[t] for t, _, _ in arm}) > 2 for arm in arms[:2]), "a W or E arm turns"
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor(28, 92, 58))
    scene.addRect(QRectF(0, 0, width, height), QPen(QColor(255, 255, 255, 70), 1.0))
    for pl in pls:
        item = TileItem(pl.tile)
        item.set_halves(pl.first, pl.second)
        item.setPos(pl.x, pl.y)
        item.setRotation(pl.angle)
        scene.addItem(item)
        if pl.tile == arms[0][-1][0]:
            item.set_marked(True)
    assert len([i for i in scene.items() if isinstance(i, TileItem)]) == 28
    assert sum(IS_DOUBLE[p.tile] for p in pls) == 7
    rect = QRectF(-10, -10, width + 20, height + 20)
    img = _render_scene(scene, rect, ARTIFACTS / "layout.png", 1.5)
    assert assert_pips_drawn(img, rect, 1.5, 1.0, [(p.x, p.y, p.angle, p.first, p.second) for p in pls]) == 168
    scene.clear()


@pytest.mark.parametrize("width,height", [(880, 440), (720, 400)])
def test_save_a_picture_of_a_seeded_game_table(app, width, height):
    """The layout of a real hand (seeded random play) with a spinner and four arms."""
    from test_table_layout import check_layout, play_random_hand

    best = {}

    def after(hand, move):
        if move is None and hand.spinner >= 0 and all(hand.arms):
            size = sum(len(a) for a in hand.arms)
            if size > best.get("size", 0):
                best.update(size=size, view=hand.view(0))

    for seed in range(40):
        play_random_hand(2, seed, after)
    v = best["view"]
    pls = check_layout(v.center, v.arms, v.spinner, width, height)
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor(28, 92, 58))
    scene.addRect(QRectF(0, 0, width, height), QPen(QColor(255, 255, 255, 70), 1.0))
    for pl in pls:
        item = TileItem(pl.tile)
        item.set_halves(pl.first, pl.second)
        item.setPos(pl.x, pl.y)
        item.setRotation(pl.angle)
        scene.addItem(item)
    assert best["size"] >= 20
    name = "layout_seeded_" + str(width) + "x" + str(height) + ".png"
    rect = QRectF(-10, -10, width + 20, height + 20)
    img = _render_scene(scene, rect, ARTIFACTS / name, 1.5)
    assert assert_pips_drawn(img, rect, 1.5, 1.0, [(p.x, p.y, p.angle, p.first, p.second) for p in pls]) > 0
    scene.clear()
