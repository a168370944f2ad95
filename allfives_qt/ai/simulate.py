"""``allfives-qt simulate``: tournaments between computer players (issue 4; placeholder)."""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``simulate`` options to ``parser``."""
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))


def run(args: argparse.Namespace) -> int:
    """Run the tournament described by ``args``; return the exit status."""
    raise SystemExit("simulate is not built yet")
