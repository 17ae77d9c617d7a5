"""How much work a call does, counted instead of timed: tests assert that bad input is refused
before any real work without a clock (the machine is shared; a timed assertion fails under load
and passes a slow algorithm on a fast machine)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any


def python_calls(work: Callable[[], Any], inside: tuple[str, ...] = ()) -> int:
    """The number of Python-level function calls ``work()`` makes (an exception it raises is
    let through after counting); with ``inside``, only the calls of functions in files whose
    path ends with one of those (``("rulebook/quacks/simulator.py",)``)."""
    calls = 0

    def count(frame: Any, event: str, arg: Any) -> None:
        nonlocal calls
        if event == "call" and (not inside or frame.f_code.co_filename.endswith(inside)):
            calls += 1

    previous = sys.getprofile()
    sys.setprofile(count)
    try:
        work()
    finally:
        sys.setprofile(previous)
    return calls
