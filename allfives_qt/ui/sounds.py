"""The game's sounds (issue 11, item 8): a click when a tile lands, a chime when a play scores,
a short phrase when a hand ends; View -> Sound turns them on and off (kept in the settings).

:class:`SoundPlayer` plays the WAV files of ``resources/sounds/`` (made by
``resources/sounds/make.py``) with Qt's :class:`QSoundEffect` (QtMultimedia, from the
PySide6-Addons wheel; only its audio output is used, none of its media back-ends). It never
raises, and never waits for an audio device: without QtMultimedia, its system library (PulseAudio's ``libpulse``) or
an audio output device, :attr:`SoundPlayer.status` says ``"unavailable: ..."`` and
:meth:`SoundPlayer.play` does nothing.

:class:`GameSounds` listens to the window: the scene's ``tileLanded(points)`` (after the tile's
move, so the sound matches what is seen) and the controller's ``handEnded``. Its sink (anything
with ``play(name)``) is built only when sound is on, 1.5 s after the window or at the first sound
(loading takes some 0.4 s, during which a sound starts late), so a game with the sound off never
loads QtMultimedia. Sound is off under the ``offscreen`` and ``minimal`` platforms (tests, the
self-test) and at the start of the demo (it plays by itself, game after game, often with nobody
watching); the View entry still turns it on there for the session.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication

from allfives_qt.resources import resource_path

log = logging.getLogger(__name__)

#: Sound names -> file in ``resources/sounds/``.
SOUNDS = {"click": "click.wav", "chime": "chime.wav", "phrase": "phrase.wav"}
#: Loudness of every sound, 0..1 (the files already peak at half of full scale).
VOLUME = 0.8
#: Platforms with no person listening: sound starts off there whatever the settings say.
SILENT_PLATFORMS = ("offscreen", "minimal")
#: Qt's warnings while QtMultimedia starts that say no more than :attr:`SoundPlayer.status` does
#: (no media back-end: none is needed; no sound server), kept off the terminal.
QUIET = ("No QtMultimedia backends found", "PulseAudioService:")
#: When sound is on at start, the player is built this long after the window (milliseconds):
#: after its first paint, and before the first tile lands (loading takes some 0.4 s, during
#: which a sound asked for starts late).
PREPARE_MS = 1500
#: Pause between a tile's click and the chime of its points, in milliseconds.
CHIME_DELAY_MS = 90
#: Pause between the last tile's chime and the hand's phrase, in milliseconds.
PHRASE_DELAY_MS = 350


class SoundPlayer:
    """Plays the sounds of :data:`SOUNDS` (files in ``folder``, default ``resources/sounds``)
    through the default audio output.

    :attr:`status` is ``"ready"`` or ``"unavailable: <reason>"`` (no QtMultimedia, no audio
    output device, a missing file). Never raises."""

    def __init__(self, folder=None, parent: QObject | None = None) -> None:
        from PySide6.QtCore import QLoggingCategory, QUrl  # here: a game without sound needs neither

        self.effects: dict = {}
        self.status = "ready"
        # Qt's notes about optional libraries it looks for (PipeWire, VA-API) and about its FFmpeg
        # plugin when there is one are not the player's concern.
        QLoggingCategory.setFilterRules("qt.multimedia.symbolsresolver=false\n"
                                        "qt.multimedia.ffmpeg.info=false")
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as exc:  # no PySide6-Addons, or no libpulse.so.0 on the system
            self.status = "unavailable: QtMultimedia cannot be loaded (" + str(exc) + ")"
            log.info("sound: %s", self.status)
            return
        if not _quietly(QMediaDevices.audioOutputs):
            self.status = "unavailable: no audio output device"
            log.info("sound: %s", self.status)
            return
        folder = resource_path("sounds") if folder is None else folder
        for name, file in SOUNDS.items():
            path = folder / file
            if not path.is_file():
                self.status = "unavailable: missing " + str(path)
                self.effects = {}
                return
            effect = QSoundEffect(parent)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(VOLUME)
            self.effects[name] = effect
        log.info("sound: %s", self.status)

    @property
    def available(self) -> bool:
        return self.status == "ready"

    def play(self, name: str) -> None:
        """Start the sound ``name`` (a key of :data:`SOUNDS`); nothing when unavailable. A sound
        asked for again while it plays starts over."""
        effect = self.effects.get(name)
        if effect is not None:
            effect.stop()
            effect.play()


def _quietly(call):
    """Return ``call()``; Qt's messages meanwhile are dropped when they start with one of
    :data:`QUIET`, and passed on as warnings otherwise."""
    from PySide6.QtCore import qInstallMessageHandler, qWarning

    said: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, text: said.append(text))
    try:
        return call()
    finally:
        qInstallMessageHandler(previous)
        for text in said:
            if not text.startswith(QUIET):
                qWarning(text)


def sound_allowed(demo: bool) -> bool:
    """Whether sound may start on: never on a platform without a screen (tests, self-test), nor in
    the demo."""
    return not demo and QGuiApplication.platformName() not in SILENT_PLATFORMS


class GameSounds(QObject):
    """Plays the game's sounds at ``window``'s events while :attr:`on`.

    Uses the window's ``scene`` (its ``tileLanded(int points)``), ``controller`` (its
    ``handEnded(int)``, sent once the last tile has landed), ``demo`` and ``_remember(**changes)``
    (the settings). :attr:`sink`: an object with ``play(name)``; None builds a
    :class:`SoundPlayer` at the first sound or :data:`PREPARE_MS` after the window, whichever is first. :attr:`allowed` (:func:`sound_allowed`) False keeps it
    silent until the person turns sound on with View -> Sound."""

    def __init__(self, window, sink=None) -> None:
        super().__init__(window)
        self.window = window
        self.scene = window.scene
        self.sink = sink
        self.wanted = True  # the setting
        self.allowed = sound_allowed(window.demo)
        self.scene.tileLanded.connect(self._landed)
        window.controller.handEnded.connect(self._hand_ended)
        self._prepare_timer = QTimer(self)  # not singleShot(ms, self, f): QMetaMethod's enums
        self._prepare_timer.setSingleShot(True)
        self._prepare_timer.timeout.connect(self.prepare)
        self._prepare_timer.start(PREPARE_MS)

    @property
    def on(self) -> bool:
        return self.wanted and self.allowed

    def show(self, wanted: bool, action) -> None:
        """Take the setting ``wanted`` and check the View entry ``action`` when sound is on."""
        self.wanted = wanted
        action.blockSignals(True)
        action.setChecked(self.on)
        action.blockSignals(False)

    def set_sound(self, on: bool) -> None:
        """View -> Sound: the person turns sound on or off (kept in the settings; turning it on
        also works in the demo and without a screen)."""
        self.wanted = on
        if on:
            self.allowed = True
        self.window._remember(sound=on)
        self.prepare()

    def prepare(self) -> None:
        """Build the sink now when sound is on and it is not built yet."""
        if self.on and self.sink is None:
            self.sink = SoundPlayer(parent=self)

    def play(self, name: str) -> None:
        """Play the sound ``name`` (a key of :data:`SOUNDS`) when :attr:`on`."""
        if self.on:
            self.prepare()
            self.sink.play(name)

    def _later(self, ms: int, name: str) -> None:
        QTimer.singleShot(ms, self, lambda: self.play(name))

    def _landed(self, points: int) -> None:
        self.play("click")
        if points:
            self._later(CHIME_DELAY_MS, "chime")

    def _hand_ended(self, _index: int) -> None:
        # The controller tells it once the last tile has landed: the phrase follows that tile's
        # click and chime.
        self._later(PHRASE_DELAY_MS + CHIME_DELAY_MS, "phrase")
