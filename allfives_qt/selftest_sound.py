"""Self-test check "sound" (issue 11, item 8): the game's sounds can be played by this installation.

Registered with :func:`allfives_qt.selftest.check` when :mod:`allfives_qt.selftest` is imported.
The three WAV files of ``resources/sounds/`` must be there and readable (mono, 16-bit, at most
2 s each), and QtMultimedia (whose QSoundEffect plays them) must load; without the
PySide6-Addons package (an extra of a pip install) or the system's PulseAudio client library the
check is skipped (the game plays silent; CI's strict mode fails a skip). Whether an audio output
device exists is only reported: a machine without one runs the game silent.
"""

from __future__ import annotations

import wave

from allfives_qt.resources import resource_path
from allfives_qt.selftest import Context, Skip, check, module_exists, require_module


@check("sound", qt=True)
def check_sound(ctx: Context) -> str:
    """The sound files and QtMultimedia (see the module's description)."""
    sounds = require_module("allfives_qt.ui.sounds")
    seconds = 0.0
    for file in sounds.SOUNDS.values():
        path = resource_path("sounds", file)
        if not path.is_file():
            raise RuntimeError(f"missing {path}")
        with wave.open(str(path)) as w:
            if (w.getnchannels(), w.getsampwidth()) != (1, 2) or w.getnframes() > 2 * w.getframerate():
                raise RuntimeError(f"{file} is not a short mono 16-bit sound")
            seconds += w.getnframes() / w.getframerate()
    if not module_exists("PySide6.QtMultimedia"):
        raise Skip("PySide6-Addons is not installed (pip install 'allfives-qt[sound]'): the game "
                   "plays silent")
    player = sounds.SoundPlayer()
    if player.status.startswith("unavailable: QtMultimedia"):
        if "libpulse" in player.status:
            raise Skip("no libpulse.so.0 on this system (Debian: libpulse0): the game plays silent")
        raise RuntimeError(player.status)
    return f"{len(sounds.SOUNDS)} sounds ({seconds:.2f} s); {player.status}"
