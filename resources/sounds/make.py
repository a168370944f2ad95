"""Write the game's three sounds as WAV files next to this script (issue 11, item 8).

    python3 resources/sounds/make.py        # rewrites click.wav, chime.wav, phrase.wav

Everything is computed here from sine waves and noise with the standard library (``wave``,
``math``, ``random`` with a fixed seed, so the files come out the same byte for byte); nothing is
recorded or taken from elsewhere. 44.1 kHz, 16-bit, mono.

* ``click.wav``: a tile landing on a wooden table, about 60 ms: a short burst of filtered noise
  and two damped low partials (a knock), no ring.
* ``chime.wav``: points scored, about 0.7 s: two soft bell-like notes a major third apart
  (E6 then G#6), each a sine with a quieter octave and a slow decay.
* ``phrase.wav``: the hand's end, about 1.3 s: four notes rising on a major chord
  (C5 E5 G5 C6), marimba-like (fundamental plus a fourth harmonic, quick decay).

Each sound starts and ends with a short fade (no click at its edges) and peaks at about
-6 dBFS (half of full scale), so it sits under the music or speech a player may have on.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
PEAK = 0.5  # of full scale: about -6 dBFS
HERE = Path(__file__).resolve().parent


def envelope(i: int, n: int, attack: int, release: int) -> float:
    """A linear fade-in over ``attack`` samples and a fade-out over the last ``release`` ones."""
    a = min(1.0, i / attack) if attack else 1.0
    r = min(1.0, (n - 1 - i) / release) if release else 1.0
    return a * r


def note(freq: float, seconds: float, decay: float, partials=((1, 1.0),)) -> list[float]:
    """A struck note: ``partials`` (harmonic number, loudness) decaying as exp(-t/decay)."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(amp * math.sin(2 * math.pi * freq * h * t) * math.exp(-t * h / decay)
                for h, amp in partials)
        out.append(v * envelope(i, n, int(0.004 * RATE), int(0.03 * RATE)))
    return out


def click() -> list[float]:
    """A wooden knock: low-passed noise that dies in ~15 ms plus damped 180 Hz and 420 Hz."""
    rng = random.Random(5)
    n = int(RATE * 0.06)
    out, smooth = [], 0.0
    for i in range(n):
        t = i / RATE
        smooth += 0.35 * (rng.uniform(-1, 1) - smooth)  # a one-pole low-pass: no hiss
        knock = (math.sin(2 * math.pi * 180 * t) * 0.8 + math.sin(2 * math.pi * 420 * t) * 0.5)
        v = smooth * math.exp(-t / 0.004) * 1.2 + knock * math.exp(-t / 0.012)
        out.append(v * envelope(i, n, int(0.0008 * RATE), int(0.01 * RATE)))
    return out


def mix(parts: list[tuple[float, list[float]]]) -> list[float]:
    """Add sounds, each starting at its time in seconds."""
    n = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * n
    for start, s in parts:
        k = int(start * RATE)
        for i, v in enumerate(s):
            out[k + i] += v
    return out


def chime() -> list[float]:
    bell = ((1, 1.0), (2, 0.25), (3, 0.08))
    return mix([(0.0, note(1318.5, 0.45, 0.25, bell)), (0.18, note(1661.2, 0.55, 0.3, bell))])


def phrase() -> list[float]:
    marimba = ((1, 1.0), (4, 0.15))
    notes = (523.25, 659.25, 783.99, 1046.5)
    return mix([(k * 0.16, note(f, 0.8 if k == 3 else 0.35, 0.35 if k == 3 else 0.12, marimba))
                for k, f in enumerate(notes)])


def write(name: str, samples: list[float]) -> Path:
    """Scale ``samples`` to :data:`PEAK` and write them as ``name`` (16-bit mono WAV)."""
    top = max(abs(v) for v in samples) or 1.0
    path = HERE / name
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", round(v / top * PEAK * 32767)) for v in samples))
    return path


def main() -> None:
    for name, make in (("click.wav", click), ("chime.wav", chime), ("phrase.wav", phrase)):
        path = write(name, make())
        with wave.open(str(path)) as w:
            print(f"{path.name}: {w.getnframes() / w.getframerate():.3f} s, {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
