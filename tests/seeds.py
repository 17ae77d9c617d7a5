"""Where the tests find the seeds (the Dutch rule texts in ``shared/seeds``), and what happens
when they are not there.

The seeds are not part of this repository: CI and the team's machines have them next to (or
above) the clone, a reader who clones the repository does not. The checks that compare our text
with the seeds (own words, ``tests/rulebook/test_own_words.py`` and ``test_base_texts.py``) ask
for them through :func:`require_seeds`:

- found: the check runs;
- missing, ``REQUIRE_SEEDS=1`` (``.ci/run`` sets it): the check FAILS, naming the folder it
  looked for, so CI can never pass without comparing against the seeds;
- missing otherwise: the check is skipped with the reason :data:`NOT_RUN`, and the terminal
  summary (``tests/conftest.py``) lists every such check in a loud block of its own.

``RULEBOOK_SEEDS`` names the folder directly (instead of walking up from the clone); the tests of
this module point it at an empty folder to see the missing case.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEEDS_ENV = "RULEBOOK_SEEDS"
"""An environment variable that names the seeds folder (overrides the walk up from the clone)."""
REQUIRE_ENV = "REQUIRE_SEEDS"
"""``REQUIRE_SEEDS=1`` turns a missing seeds folder into a failure (CI sets it in ``.ci/run``)."""
NOT_RUN = "NOT RUN: shared/seeds missing"
"""The start of a skip reason for a check that needs the seeds; the terminal summary finds
skipped checks by it."""


class SeedsMissing(AssertionError):
    """No seeds folder: an own-words check would compare against nothing."""


def find_seeds(start: Path = ROOT) -> Path:
    """The ``shared/seeds`` folder (holding ``*.txt``) in ``start`` or the nearest folder above
    it, or the folder ``RULEBOOK_SEEDS`` names; raises :class:`SeedsMissing` when there is none.

    The project is cloned next to (or below) the shared folder, wherever that is on a machine;
    walking up finds it.
    """
    named = os.environ.get(SEEDS_ENV)
    candidates = (
        [Path(named)]
        if named
        else [folder / "shared" / "seeds" for folder in (start, *start.parents)]
    )
    for seeds in candidates:
        if seeds.is_dir() and any(seeds.glob("*.txt")):
            return seeds
    where = f"{SEEDS_ENV}={named}" if named else f"{start} or above it"
    raise SeedsMissing(f"no folder shared/seeds with *.txt files in {where}")


def seeds_required() -> bool:
    return os.environ.get(REQUIRE_ENV, "") not in ("", "0")


def require_seeds(start: Path = ROOT) -> Path:
    """The seeds folder for a check that needs it; when it is missing, the check fails
    (``REQUIRE_SEEDS=1``) or is skipped with a reason starting with :data:`NOT_RUN`."""
    try:
        return find_seeds(start)
    except SeedsMissing as missing:
        if seeds_required():
            pytest.fail(f"{missing}, and {REQUIRE_ENV}=1 says this run must compare with them")
        pytest.skip(
            f"{NOT_RUN} ({missing}); this check compares our text with the Dutch rule texts "
            f"and could not run. Put the seeds in ../shared/seeds or set {SEEDS_ENV}."
        )
