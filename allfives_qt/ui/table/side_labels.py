"""The left and right seats' labels, drawn alike (play-test pt9 #5).

Each label fitted on its own (:func:`~.items.fit_text`) came out different: in Russian "Игрок
слева · 4 кости" was just short enough to be shrunk onto one small line while "Игрок справа ·
3 кости" was broken onto two lines at full size, and a new tile count ("5 костей") could turn one
into the other from hand to hand. Both side labels now share one way of being drawn, chosen from
every text either may show in the language (each name with every tile count from 0 to 28), so it
changes neither with the count nor between the two sides:

- one line at full size when every such text fits the side's width;
- else the name and the count on two lines (the " · " separator's place), both labels at the
  one scale at which the widest such line fits (never above full size);
- else (a name too long even then, at the least readable size) each as ``fit_text`` breaks or
  shortens it, both at the smaller of their two scales.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from allfives_qt import i18n

from .items import _two_lines, fit_text, min_scale

#: The most tiles a hand can hold (the whole double-six set): the counts a label may show.
MOST_TILES = 28


def side_layout(samples: list[str], item: QGraphicsSimpleTextItem, max_width: float) -> tuple[str, float]:
    """The way to draw side labels whose texts are any of ``samples`` in ``item``'s font, at most
    ``max_width`` scene units wide: ``("one", 1.0)``, ``("two", scale)`` (name and count on two
    lines) or ``("fit", 0.0)`` (each label fitted by :func:`fit_text`, at the smaller scale)."""
    fm = QFontMetricsF(item.font())
    if max(fm.horizontalAdvance(t) for t in samples) <= max_width:
        return "one", 1.0
    widest = 0.0
    for text in samples:
        split = _two_lines(text, fm)
        widest = max(widest, split[1] if split is not None else fm.horizontalAdvance(text))
    scale = min(1.0, max_width / widest) if widest > 0 else 1.0
    return ("two", scale) if scale >= min_scale(item) else ("fit", 0.0)


class SideLabels:
    """Fits the side labels alike (:meth:`fit`); remembers the way chosen for each language,
    pair of names and font, since the labels are refreshed after every play."""

    def __init__(self) -> None:
        self._ways: dict[tuple, tuple[str, float]] = {}

    def fit(self, items: list[QGraphicsSimpleTextItem], names: list[str],
            text: Callable[[str, int], str], max_width: float) -> None:
        """Draw ``items`` (their texts set: each ``text(name, count)`` for its name in ``names``)
        one way, at one scale, within ``max_width`` scene units (:func:`side_layout`)."""
        if not items:
            return
        key = (i18n.current_language(), tuple(names), items[0].font().key(), max_width)
        way = self._ways.get(key)
        if way is None:
            samples = [text(name, n) for name in names for n in range(MOST_TILES + 1)]
            way = self._ways[key] = side_layout(samples, items[0], max_width)
        mode, scale = way
        if mode == "fit":
            for item, name in zip(items, names):
                fit_text(item, max_width, lines=3, elide=name)
            scale = min(item.scale() for item in items)
        for item in items:
            if mode == "two":
                split = _two_lines(item.text(), QFontMetricsF(item.font()))
                if split is not None:
                    item.setText(split[0])
            if mode != "fit":
                item.setToolTip("")
            item.setScale(scale)
