"""Dobbelnim for the tests of the game table, the menus and the playthrough: the toy game now
lives in ``rulebook/nim`` (a registered game package); this module keeps the names tests import."""

from rulebook.nim.bots import LeaveFour, TakeMost
from rulebook.nim.engine import Nim
from rulebook.nim.state import NimAction, NimSetup, NimState, Roll, Take

__all__ = ["LeaveFour", "Nim", "NimAction", "NimSetup", "NimState", "Roll", "Take", "TakeMost"]
