"""The end-of-game score chart (allfives_qt.ui.score_chart.ScoreChart): its axis labels never
overlap and are not clipped (RULES.md, "Winning": the target drawn as a dashed line)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF

from allfives_qt.ui.score_chart import ScoreChart, chart_x_labels, chart_y_scale

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


def _boxes(labels, text_height):
    return [(y - text_height / 2, y + text_height / 2) for _, y, _ in labels]


def _assert_apart(labels, text_height):
    boxes = sorted(_boxes(labels, text_height))
    for (_, bottom), (top, _) in zip(boxes, boxes[1:]):
        assert top >= bottom, f"labels overlap: {labels}"


def test_a_score_of_255_and_the_target_250_do_not_share_a_label_spot():
    """The reported case: the top score 255 and the target 250 were drawn on top of each other."""
    axis_lo, axis_hi, labels = chart_y_scale(0, 255, 250, 14.0, 160.0, 17.0)
    _assert_apart(labels, 17.0)
    values = [v for v, _, _ in labels]
    assert 250 in values and [t for v, _, t in labels if v == 250] == [True]
    assert 0 in values
    assert axis_lo == 0 and axis_hi >= 255, "the highest score stays inside the plot"
    assert min(y for _, y, _ in labels) - 17.0 / 2 >= 14.0 - 17.0 / 2 - 1e-9
    assert len(values) == len(set(values))


@pytest.mark.parametrize("seed", range(5))
def test_y_labels_never_overlap_and_the_target_is_always_labelled(seed):
    rng = random.Random(seed)
    for _ in range(400):
        target = rng.choice((100, 150, 200, 250, 300, 500))
        a, b = rng.randint(-120, target + 60), rng.randint(-120, target + 60)
        h = rng.choice((11.0, 14.0, 17.0, 22.0, 30.0))
        top = h / 2 + 6
        bottom = top + rng.uniform(40, 400)
        lo, hi, labels = chart_y_scale(min(a, b), max(a, b), target, top, bottom, h)
        _assert_apart(labels, h)
        assert any(v == target and t for v, _, t in labels)
        assert lo <= min(a, b, 0) and hi >= max(a, b, target)
        for v, y, _ in labels:
            assert top - 1e-6 <= y <= bottom + 1e-6, "every label beside the plot"
            assert abs(y - (bottom - (v - lo) / (hi - lo) * (bottom - top))) < 1e-6
        assert [y for _, y, _ in labels] == sorted(y for _, y, _ in labels)


def test_x_labels_skip_hands_when_there_are_many():
    few = chart_x_labels(5, 50.0, 450.0, 12.0)
    assert [i for i, _ in few] == [0, 1, 2, 3, 4, 5]
    many = chart_x_labels(60, 50.0, 350.0, 14.0)
    xs = [x for _, x in many]
    assert all(b - a >= 14.0 + 4 for a, b in zip(xs, xs[1:]))
    assert many[0][0] == 0 and len(many) >= 5
    assert chart_x_labels(0, 50.0, 350.0, 8.0) == [(0, 50.0)]


@pytest.mark.parametrize("size", [(420, 200), (520, 220), (700, 320)])
def test_the_chart_paints_its_labels_apart_and_inside_the_widget(qtbot, size):
    series = [[0, 40, 95, 180, 255], [0, 15, 60, 120, 170]]
    chart = ScoreChart(series, ["You", "Computer"], 250)
    qtbot.addWidget(chart)
    chart.resize(*size)
    fm = QFontMetricsF(chart.font())
    plot, lo, hi, ys, xs = chart.layout_for(fm)
    h = fm.height()
    _assert_apart(ys, h)
    assert any(v == 250 and t for v, _, t in ys), "the target is labelled"
    assert min(y for _, y, _ in ys) - h / 2 >= 0, "the top label is not clipped"
    assert max(y for _, y, _ in ys) + h / 2 <= plot.bottom() + h / 2 + 1e-6
    assert plot.bottom() + 2 + h <= size[1], "the hand numbers fit below the plot"
    assert lo <= 0 and hi >= 255
    image = chart.grab().toImage()
    assert image.width() >= size[0]
    # The target's label is painted in the target line's colour, left of the plot at its height.
    (_, y_target, _), = [k for k in ys if k[2]]
    target = ScoreChart.TARGET_COLOR
    reddish = 0
    for x in range(0, int(plot.left())):
        for y in range(int(y_target - h / 2), int(y_target + h / 2)):
            c = QColor(image.pixel(x, y))
            reddish += c.red() > c.green() + 40 and abs(c.red() - target.red()) < 70
    assert reddish > 5
    ARTIFACTS.mkdir(exist_ok=True)
    assert image.save(str(ARTIFACTS / f"score_chart_{size[0]}x{size[1]}.png"))


def _reddish_columns(image, y_target: float, h: float) -> list[int]:
    """The x of every pixel near the target's height painted in the target line's colour."""
    target = ScoreChart.TARGET_COLOR
    out = []
    for x in range(image.width()):
        for y in range(int(y_target - h / 2), int(y_target + h / 2)):
            c = QColor(image.pixel(x, y))
            if c.red() > c.green() + 40 and abs(c.red() - target.red()) < 70:
                out.append(x)
    return out


def test_the_chart_is_mirrored_right_to_left_in_hebrew(qtbot):
    """In a right-to-left language the chart runs from the right, as the window's layout does:
    the y axis's labels (the target's among them) on the right, hand 1 right of the last hand,
    and the texts themselves are not mirrored (the same label image on both sides)."""
    series = [[0, 40, 95, 180, 255], [0, 15, 60, 120, 170]]
    images = {}
    for direction in (Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft):
        chart = ScoreChart(series, ["You", "Computer"], 250)
        qtbot.addWidget(chart)
        chart.setLayoutDirection(direction)
        chart.resize(520, 220)
        images[direction] = chart.grab().toImage()
        plot, _, _, ys, _ = chart.layout_for(QFontMetricsF(chart.font()))
    (_, y_target, _), = [k for k in ys if k[2]]
    h = QFontMetricsF(chart.font()).height()
    ltr = _reddish_columns(images[Qt.LayoutDirection.LeftToRight], y_target, h)
    rtl = _reddish_columns(images[Qt.LayoutDirection.RightToLeft], y_target, h)
    # The label sits left of the plot left to right; right of the mirrored plot right to left.
    assert ltr and min(ltr) < plot.left()
    assert rtl and max(rtl) > 520 - plot.left()
    label_ltr = [x for x in ltr if x < plot.left()]
    label_rtl = [x for x in rtl if x > 520 - plot.left()]
    assert len(label_ltr) > 5 and abs(len(label_ltr) - len(label_rtl)) <= 5

    def profile(xs: list[int]) -> list[int]:  # pixels per column, from the label's left
        return [xs.count(x) for x in range(min(xs), max(xs) + 1)]

    def differ(a: list[int], b: list[int]) -> int:
        return sum(abs(i - j) for i, j in zip(a, b)) + abs(len(a) - len(b)) * 3

    same, flipped = profile(label_ltr), profile(label_rtl)
    assert differ(same, flipped) < differ(same[::-1], flipped), "the text reads as it should"
    # Hand 1 is to the right of hand 4 (the widget's x from the left edge).
    x1 = 520 - (plot.left() + plot.width() / 4)
    x4 = 520 - plot.right()
    assert chart.hand_at(x1) == 1 and chart.hand_at(x4) == 4
    ARTIFACTS.mkdir(exist_ok=True)
    assert images[Qt.LayoutDirection.RightToLeft].save(str(ARTIFACTS / "score_chart_rtl.png"))


@pytest.mark.parametrize("size", [(420, 200), (520, 220)])
def test_the_last_hands_accuracy_is_not_cut_off_by_the_charts_edge(qtbot, size):
    """Play-test pt24 #3: the "100%" under the last hand ran past the chart's right edge."""
    chart = ScoreChart([[0, 40, 90, 100], [0, 30, 50, 65]], ["You", "Top player"], 100)
    qtbot.addWidget(chart)
    chart.resize(*size)
    chart.set_marks(["88%", "88%", "100%"])
    fm = QFontMetricsF(chart.font())
    plot = chart.layout_for(fm)[0]
    assert plot.right() + fm.horizontalAdvance("100%") / 2 <= size[0]
    chart.set_marks([])
    assert chart.layout_for(fm)[0].right() == size[0] - 14  # without marks, as before


@pytest.mark.parametrize("width", [420, 520, 700])
def test_the_accuracy_under_many_hands_never_runs_together(qtbot, width):
    """Play-test pt47 #2: under a 14-hand game's chart the accuracies read "50% 100%100%100%...":
    each was allowed 8 pixels more than the room between two hands. No two marks overlap or
    touch (a space between them), none is cut off by the chart's edge, and where "100%" has no
    room the figures lose their "%" (the legend says what they are) rather than run together."""
    series = [[0] + [15 * i for i in range(1, 15)], [0] + [10 * i for i in range(1, 15)]]
    chart = ScoreChart(series, ["You", "Top player"], 200)
    qtbot.addWidget(chart)
    chart.resize(width, 220)
    chart.set_marks(["50%"] + ["100%"] * 13)
    fm = QFontMetricsF(chart.font())
    plot = chart.layout_for(fm)[0]
    places = chart.mark_places(fm, plot)
    assert len(places) >= 7  # at least every other hand keeps its figure
    space = fm.horizontalAdvance(" ")
    inks = [(box.center().x() - fm.horizontalAdvance(t) / 2,
             box.center().x() + fm.horizontalAdvance(t) / 2) for box, t in places]
    for (_, right), (left, _) in zip(inks, inks[1:]):
        assert left - right >= space - 0.01
    assert inks[-1][1] <= width and inks[0][0] >= 0
    if fm.horizontalAdvance("100%") + space > plot.width() / 14:
        assert all("%" not in t for _, t in places)


@pytest.mark.parametrize("width", [420, 520])
def test_the_key_to_the_accuracy_figures_goes_on_a_row_of_its_own_when_the_names_fill_one(
        qtbot, width):
    """Play-test pt103 #3: with the three Tamil seat names the legend had no room left for "%:
    accuracy of your plays", which was left out, so the figures under the hands were unexplained.
    Every entry of the legend is placed, inside the chart; entries on one row do not overlap;
    the plot gives the extra row its room; without marks there is no key."""
    names = ["Left player of the table", "Right player of the table", "You, at the bottom"]
    chart = ScoreChart([[0, 40, 90], [0, 30, 50], [0, 20, 60]], names, 100)
    qtbot.addWidget(chart)
    chart.resize(width, 240)
    fm = QFontMetricsF(chart.font())
    chart.set_marks(["80%", "100%"])
    plot = chart.layout_for(fm)[0]
    entries, height = chart.legend_places(fm, plot.left())
    assert [e[0] for e in entries] == [0, 1, 2, -1]
    ends = [x + (18 if side >= 0 else 0) + fm.horizontalAdvance(t) for side, x, _, t in entries]
    assert all(end <= width for end in ends)
    rows = [row for _, _, row, _ in entries]
    assert rows == sorted(rows) and rows[-1] >= 1 and height > 2 * fm.height()
    for (a, end), b in zip(zip(entries, ends), entries[1:]):
        assert a[2] != b[2] or end < b[1]
    # The plot ends above the hands' numbers, their marks and the legend's rows.
    assert plot.bottom() + 2 * fm.height() + height <= chart.height()
    chart.set_marks([])
    assert [e[0] for e in chart.legend_places(fm, plot.left())[0]] == [0, 1, 2]


def test_the_key_says_the_figures_are_of_the_hands_reviewed_when_some_have_none(qtbot):
    """Play-test pt110 #7: on the end-of-game chart only the reviewed hands had a figure under
    their number, and nothing said why the others had none. The key then says "in the hands
    reviewed"; with a figure under every hand it stays short."""
    chart = ScoreChart([[0, 40, 90, 120], [0, 30, 50, 95]], ["You", "Top player"], 250)
    qtbot.addWidget(chart)
    chart.resize(520, 240)
    fm = QFontMetricsF(chart.font())

    def key() -> str:
        left = chart.layout_for(fm)[0].left()
        return next(t for side, _, _, t in chart.legend_places(fm, left)[0] if side < 0)

    chart.set_marks(["80%", "", "100%"])
    assert key() == "%: accuracy of your plays, in the hands reviewed"
    chart.set_marks(["80%", "90%", "100%"])
    assert key() == "%: accuracy of your plays"
