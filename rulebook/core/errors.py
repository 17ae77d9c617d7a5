"""Named errors. Every illegal input raises a ``RuleError`` whose Dutch message names the clause.

The errors follow python-chess: a small family of named exceptions, so a caller can tell a typo
in a notation from an action the rules forbid. They subclass ``ValueError`` because the input,
not the program, is wrong.
"""

from __future__ import annotations


class RuleError(ValueError):
    """Input that the rules do not allow. ``clause_id`` names the rule; the message is Dutch."""

    def __init__(self, clause_id: str, message: str) -> None:
        self.clause_id = clause_id
        self.message = message
        super().__init__(f"{message} (regel {clause_id})")

    def __reduce__(self) -> tuple[type[RuleError], tuple[str, str]]:
        return (type(self), (self.clause_id, self.message))


class NotationError(RuleError):
    """A piece of text notation (chips, a cauldron) that cannot be read."""


class IllegalActionError(RuleError):
    """An action the rules forbid in this situation."""


class NotEnoughError(IllegalActionError):
    """Paying with something you do not have enough of (essence, rubies, gold ...)."""


class UnknownClauseError(KeyError):
    """A clause id that is not in the catalogue: a programming error, not a player's."""

    def __init__(self, clause_id: str) -> None:
        self.clause_id = clause_id
        super().__init__(f"onbekende regel: {clause_id!r}")
