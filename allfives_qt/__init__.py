"""All Fives: the dominoes point game, with a Qt table and computer opponents."""

__version__ = "0.1.0"
