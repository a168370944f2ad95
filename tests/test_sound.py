"""Sound (issue 11, item 8): the three WAV files (length, level, soft edges, made by their
script), the player without QtMultimedia or without an audio device (the game goes on), the
sounds at the right events (a fake sink counts them), and View -> Sound kept in the settings."""

import importlib.util
import struct
import sys
import wave
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, Storage
from allfives_qt.ui import sounds
from allfives_qt.ui.main_window import MainWindow
from gameplay import person_acts, wait_person

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"
#: Longest each sound may be, in seconds, and shortest.
LENGTHS = {"click": (0.03, 0.1), "chime": (0.4, 1.0), "phrase": (0.8, 2.0)}


def samples(path: Path) -> list[float]:
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        raw = w.readframes(w.getnframes())
    return [v / 32768 for v in struct.unpack("<%dh" % (len(raw) // 2), raw)]


def test_the_sounds_are_short_soft_edged_and_not_loud():
    for name, file in sounds.SOUNDS.items():
        s = samples(SOUNDS_DIR / file)
        low, high = LENGTHS[name]
        assert low <= len(s) / 44100 <= high, name
        peak = max(abs(v) for v in s)
        assert 0.3 <= peak <= 0.55, (name, peak)  # about -6 dBFS, never clipped
        assert abs(s[0]) < 0.01 and abs(s[-1]) < 0.01, name  # faded in and out: no click at the edges


def test_the_script_makes_the_committed_files(tmp_path, capsys):
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS_DIR / "make.py")
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    make.HERE = tmp_path
    make.main()
    for file in sounds.SOUNDS.values():
        assert (tmp_path / file).read_bytes() == (SOUNDS_DIR / file).read_bytes(), file
    assert "phrase.wav" in capsys.readouterr().out


def test_no_qtmultimedia_means_unavailable_and_silent(qapp, monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails
    player = sounds.SoundPlayer()
    assert not player.available
    assert player.status.startswith("unavailable: QtMultimedia cannot be loaded")
    player.play("click")  # does nothing, raises nothing
    assert player.effects == {}


def test_the_real_player_says_whether_it_can_play(qapp):
    from PySide6.QtMultimedia import QMediaDevices

    player = sounds.SoundPlayer()
    has_output = bool(QMediaDevices.audioOutputs())
    assert player.available == has_output
    if not has_output:  # CI and this machine: no audio device
        assert player.status == "unavailable: no audio output device"
    else:
        assert set(player.effects) == set(sounds.SOUNDS)
    for name in sounds.SOUNDS:
        player.play(name)


class FakeSink:
    """Counts the sounds asked for, with whether a tile was still moving at that moment."""

    def __init__(self, scene):
        self.scene = scene
        self.played: list[str] = []
        self.in_flight: list[bool] = []

    def play(self, name):
        self.played.append(name)
        self.in_flight.append(self.scene.in_flight())


def play_hand(qtbot, w, seed, anim_ms=0):
    """Start a 2-player game against Random and play its first hand; return the points of every
    play, in order."""
    points = []
    w.controller.tilePlayed.connect(lambda _seat, _tile, _end, pts: points.append(pts))
    w.set_pace(0, anim_ms)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), seed))
    c = w.controller
    while not c.game.hand_over:
        wait_person(qtbot, w)
        if not c.game.hand_over:
            person_acts(c)
    return points


def sound_window(qtbot, tmp_path=None, demo=False):
    storage = Storage(Paths(root=tmp_path)) if tmp_path is not None else None
    w = MainWindow(storage=storage, demo=demo)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_silent_without_a_screen_and_in_the_demo(qtbot):
    assert QGuiApplication.platformName() == "offscreen"
    assert not sounds.sound_allowed(demo=False)
    w = sound_window(qtbot)
    assert w.settings.sound  # the setting says on ...
    assert not w.sounds.on and not w.sound_action.isChecked()  # ... but nobody listens here
    qtbot.wait(sounds.PREPARE_MS + 100)
    assert w.sounds.sink is None  # QtMultimedia never loaded while the sound is off
    sink = w.sounds.sink = FakeSink(w.scene)
    play_hand(qtbot, w, 11)
    assert sink.played == []
    w.close()


def test_sounds_at_landing_points_and_hand_end(qtbot):
    w = sound_window(qtbot)
    w.sound_action.trigger()  # the person turns sound on
    assert w.sounds.on
    sink = w.sounds.sink = FakeSink(w.scene)
    points = play_hand(qtbot, w, 5)
    scoring = sum(1 for p in points if p)
    assert scoring >= 1
    qtbot.waitUntil(lambda: "phrase" in sink.played, timeout=3000)
    qtbot.wait(sounds.CHIME_DELAY_MS + 50)
    assert sink.played.count("click") == len(points)
    assert sink.played.count("chime") == scoring
    assert sink.played.count("phrase") == 1
    assert sink.played[-1] == "phrase"
    w.close()


def test_the_phrase_waits_for_the_last_tile_to_land(qtbot):
    w = sound_window(qtbot)
    w.sound_action.trigger()
    sink = w.sounds.sink = FakeSink(w.scene)
    points = play_hand(qtbot, w, 5, anim_ms=40)
    qtbot.waitUntil(lambda: "phrase" in sink.played, timeout=5000)
    assert sink.played.count("click") == len(points)
    assert sink.in_flight[sink.played.index("phrase")] is False  # the last tile is in place
    assert sink.played.index("phrase") > max(i for i, n in enumerate(sink.played) if n == "click")
    w.close()


def test_a_real_player_without_a_device_lets_the_game_run(qtbot):
    w = sound_window(qtbot)
    w.sound_action.trigger()
    points = play_hand(qtbot, w, 5)
    assert points and w.controller.game.hand_over
    player = w.sounds.sink  # built at the first sound
    assert isinstance(player, sounds.SoundPlayer)
    assert player.status == "ready" or player.status.startswith("unavailable: ")
    w.close()


def test_sound_off_is_remembered(qtbot, tmp_path):
    w = sound_window(qtbot, tmp_path)
    w.sound_action.trigger()  # on (offscreen starts silent)
    assert w.sounds.on and w.settings.sound
    w.sound_action.trigger()  # off
    assert not w.sounds.on and not w.settings.sound
    sink = w.sounds.sink = FakeSink(w.scene)
    play_hand(qtbot, w, 3)
    assert sink.played == []
    w.close()
    assert Storage(Paths(root=tmp_path)).load_settings().sound is False
    again = sound_window(qtbot, tmp_path)
    assert not again.settings.sound and not again.sound_action.isChecked()
    again.sound_action.trigger()
    assert again.sounds.on
    assert Storage(Paths(root=tmp_path)).load_settings().sound is True
    again.close()


def test_the_demo_starts_silent_and_writes_nothing(qtbot, tmp_path):
    w = sound_window(qtbot, tmp_path, demo=True)
    assert w.settings.sound and not w.sounds.on
    w.sound_action.trigger()
    assert w.sounds.on
    w.close()
    assert not any(tmp_path.rglob("settings.json"))


def test_the_self_test_checks_the_sound_files_and_qtmultimedia(qapp, monkeypatch, tmp_path):
    import pytest

    from allfives_qt import selftest_sound
    from allfives_qt.selftest import CHECKS, Skip

    assert "sound" in [c.name for c in CHECKS]
    assert selftest_sound.check_sound(None).startswith("3 sounds (2.07 s); ")
    class Broken:  # installed, but a Qt library of it is missing: a broken bundle
        status = "unavailable: QtMultimedia cannot be loaded (libQt6Network.so.6: cannot open shared object file)"

    with monkeypatch.context() as m:
        m.setattr(sounds, "SoundPlayer", Broken)
        with pytest.raises(RuntimeError, match="libQt6Network"):
            selftest_sound.check_sound(None)
    with monkeypatch.context() as m:  # not installed (a pip install without the sound extra)
        m.setattr(selftest_sound, "module_exists", lambda name: name != "PySide6.QtMultimedia")
        with pytest.raises(Skip, match="allfives-qt\\[sound\\]"):
            selftest_sound.check_sound(None)

    class NoPulse:
        status = "unavailable: QtMultimedia cannot be loaded (libpulse.so.0: cannot open shared object file)"

    with monkeypatch.context() as m:
        m.setattr(sounds, "SoundPlayer", NoPulse)
        with pytest.raises(Skip, match="libpulse0"):
            selftest_sound.check_sound(None)
    monkeypatch.setattr(selftest_sound, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    with pytest.raises(RuntimeError, match="missing"):
        selftest_sound.check_sound(None)
