"""Pytest settings for every test folder: a loud block at the end of the run that lists the
checks which could not run because the seeds are missing (``tests/seeds.py``), and the order in
which ``make test``'s two workers take the test files (the slowest first)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.seeds import NOT_RUN, REQUIRE_ENV, SEEDS_ENV


def not_run_for_seeds(reports: list[Any]) -> list[str]:
    """The test ids among skipped ``reports`` that were skipped because the seeds are missing."""
    found = []
    for report in reports:
        longrepr = getattr(report, "longrepr", None)
        reason = longrepr[2] if isinstance(longrepr, tuple | list) and len(longrepr) == 3 else ""
        if NOT_RUN in str(reason):
            found.append(report.nodeid)
    return found


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    """Say plainly which seed checks did not run, and why, below pytest's own summary."""
    missed = not_run_for_seeds(terminalreporter.stats.get("skipped", []))
    if not missed:
        return
    terminalreporter.section(f"{NOT_RUN}: {len(missed)} checks NOT RUN", sep="!", red=True)
    terminalreporter.line(
        "These checks compare the rulebook's text with the Dutch rule texts (the seeds) and "
        "could not run, because no folder shared/seeds was found next to or above this clone.",
        red=True,
    )
    terminalreporter.line(
        f"Put the seeds in ../shared/seeds or set {SEEDS_ENV}=<folder>; CI sets "
        f"{REQUIRE_ENV}=1, which makes a missing seeds folder fail.",
        red=True,
    )
    for nodeid in missed:
        terminalreporter.line(f"  not run: {nodeid}", red=True)


SLOWEST_FIRST = (
    "tests/browser/test_lite.py",
    "tests/browser/",
    "tests/games/test_option_fuzz.py",
)
"""Files that take a worker longest, handed out first (a prefix names a folder): the in-browser
edition (its build, cold on a fresh clone, then Pyodide opening nine chapters), the other
real-browser files (a JupyterLab kernel each) and the 2,000 fuzzed games. The rest follow with
the most tests first, as xdist would order them."""


def _slowest_first(path: str) -> int:
    return next(
        (rank for rank, prefix in enumerate(SLOWEST_FIRST) if path.startswith(prefix)),
        len(SLOWEST_FIRST),
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Order whole files so that the slowest come first, for ``--dist loadfile``.

    xdist hands out one file at a time in the order collected (``make test`` passes
    ``--no-loadscope-reorder``); its own order, the most tests first, left the files with a few
    long tests (every real-browser file, the in-browser edition's three minutes) for the end,
    where one worker ran them while the other had finished. Only the order changes: every test
    of a file stays in its place within the file, and every test still runs. A run without
    xdist keeps pytest's own order."""
    if getattr(config.option, "dist", "no") == "no":
        return
    path_of = {id(item): item.nodeid.split("::")[0] for item in items}
    counts = Counter(path_of.values())
    first_seen = {path: i for i, path in enumerate(dict.fromkeys(path_of.values()))}
    items.sort(
        key=lambda item: (
            _slowest_first(path_of[id(item)]),
            -counts[path_of[id(item)]],
            first_seen[path_of[id(item)]],
        )
    )
