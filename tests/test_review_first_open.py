"""Play-test: the first review opened in a run showed only the top few pixels of the review bar's
summary ("7 of 9 plays were best; ...") until the first step; later reviews opened whole.

Fixed by 47513e2 (the bar's height follows the review's sentences, set as the review opens). On the
offscreen platform the old code passed this test; on a real X screen (`xvfb-run` with
``QT_QPA_PLATFORM=xcb``) it failed, the summary 6 px high."""

from test_ui_review import play_first_hand, quick  # noqa: F401 (a fixture)


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
    assert row.summary.text()
    need = row.summary.sizeHint().height()
    assert row.summary.height() >= need, (row.summary.height(), need)
    assert row.height() >= need and panel.height() >= row.height(), (panel.height(), row.height())
    w.replay_mode.leave()
