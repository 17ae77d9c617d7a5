"""Pytest settings for every test folder: a loud block at the end of the run that lists the
checks which could not run because the seeds are missing (``tests/seeds.py``)."""

from __future__ import annotations

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
