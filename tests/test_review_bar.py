"""The review bar as a play-tester met it.

Play-test: the first review opened in a run showed only the top few pixels of the review bar's
summary ("7 of 9 plays with a choice were best; ...") until the first step; later reviews opened whole.

Fixed by 47513e2 (the bar's height follows the review's sentences, set as the review opens). On the
offscreen platform the old code passed this test; on a real X screen (`xvfb-run` with
``QT_QPA_PLATFORM=xcb``) it failed, the summary 6 px high."""

from test_ui_review import play_first_hand, quick  # noqa: F401 (a fixture)


def text_of(label) -> str:
    """``label``'s text as read: its no-break spaces (no line break between a number and its
    word, play-tests pt158 #3, pt163 #1) as plain spaces."""
    return label.text().replace("\xa0", " ")


def test_the_first_review_of_a_run_shows_its_summary_whole(qtbot, window, quick):
    w = window
    w.resize(1280, 800)
    w.show()
    play_first_hand(qtbot, w)
    with qtbot.waitSignal(w.reviews.shown, timeout=60000):
        w.panel.review_button.click()
    panel = w.reviews.panel
    row = panel.mark.parentWidget()
    qtbot.wait(300)  # what a person sees a moment after the review opens, before any step
    assert text_of(row.summary)
    need = row.summary.sizeHint().height()
    assert row.summary.height() >= need, (row.summary.height(), need)
    assert row.height() >= need and panel.height() >= row.height(), (panel.height(), row.height())
    w.replay_mode.leave()


def test_the_review_bar_speaks_the_new_language_at_once(qtbot, window, qapp, quick):
    """Play-test: going from Hebrew to Tamil with a review open, the summary stayed in Hebrew
    until the next step. The summary and the play's sentence change with the language."""
    from allfives_qt import i18n

    w = window
    play_first_hand(qtbot, w)
    with qtbot.waitSignal(w.reviews.shown, timeout=60000):
        w.panel.review_button.click()
    index = next(i for i in range(1, len(w.replay_mode.steps.steps))
                 if (w.replay_bar.go(i) or True) and text_of(w.reviews.panel.mark))
    panel = w.reviews.panel
    english = (text_of(panel.summary), text_of(panel.mark))
    try:
        i18n.install_language(qapp, "he")
        qtbot.waitUntil(lambda: text_of(panel.summary) != english[0], timeout=3000)
        assert text_of(panel.summary) == panel.scoped_summary(w.reviews.plays_shown(), 0)
        assert text_of(panel.mark) and text_of(panel.mark) != english[1]
        assert w.replay_index == index
    finally:
        i18n.install_language(qapp, "en")
    w.replay_mode.leave()


def test_a_long_summary_wraps_in_half_the_bar_and_leaves_the_mark_the_rest(qtbot):
    """Play-test check of pt97's fixes: in Tamil at 1280 px the summary, on one line, took all
    but 140 px of the bar, and the play's sentence ran down half the window in a narrow column.
    A summary longer than half the row wraps there; a short one keeps its one line."""
    from allfives_qt.ui.replay.review import ReviewPanel

    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(1000, 200)
    panel.show()
    long_summary = "; ".join(["7 of 9 plays with a choice were best"] * 6)
    sentence = " ".join(["You did not claim the 20 points of 2-3 on the right end."] * 4)
    panel.show_texts(long_summary, sentence, [sentence])
    qtbot.waitUntil(lambda: panel.row.width() > 900)
    row, summary, mark = panel.row, panel.summary, panel.mark
    qtbot.waitUntil(lambda: summary.width() <= row.width() // 2)
    assert mark.width() >= row.width() // 2 - 20
    assert summary.height() >= summary.heightForWidth(summary.width())  # wrapped, all of it
    assert mark.height() >= mark.heightForWidth(mark.width())
    assert mark.heightForWidth(mark.width()) < 4 * mark.fontMetrics().lineSpacing()
    short = "7 of 9 plays with a choice were best"
    panel.show_texts(short, sentence, [sentence])
    one_line = summary.fontMetrics().horizontalAdvance(short)
    qtbot.waitUntil(lambda: summary.width() >= one_line)
    assert summary.width() <= one_line + 8 and summary.heightForWidth(summary.width()) \
        < 2 * summary.fontMetrics().lineSpacing()
