"""Fixtures for the widget tests: a comm that records what Python sends, and a guard against
exceptions that ipywidgets would swallow.

ipywidgets runs ``on_msg`` handlers through a ``CallbackDispatcher`` that catches every
exception and only logs ``Exception in callback ...`` (outside IPython). A click that crashes in
the kernel would then look like a click that did nothing. The autouse fixture below fails any
test in this folder during which that line was logged.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

import comm
import pytest
from comm.base_comm import BaseComm

SWALLOWED = "Exception in callback"


class RecordingComm(BaseComm):
    """A comm that keeps every message Python would send to the browser."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.sent: list[tuple[str, dict[str, Any] | None]] = []
        super().__init__(*args, **kwargs)

    def publish_msg(
        self,
        msg_type: str,
        data: dict[str, Any] | None = None,
        metadata: dict[str, Any] | None = None,
        buffers: list[bytes] | None = None,
        **keys: Any,
    ) -> None:
        self.sent.append((msg_type, data))

    def updates(self) -> list[dict[str, Any]]:
        """The state updates sent so far (``method == "update"``), oldest first."""
        return [
            data["state"]
            for msg_type, data in self.sent
            if msg_type == "comm_msg" and data and data.get("method") == "update"
        ]

    def clear(self) -> None:
        self.sent.clear()


@pytest.fixture
def recording_comm(monkeypatch: pytest.MonkeyPatch) -> list[RecordingComm]:
    """Every widget made after this fixture gets a RecordingComm; the list holds them in order."""
    made: list[RecordingComm] = []

    def create_comm(*args: Any, **kwargs: Any) -> RecordingComm:
        recorder = RecordingComm(*args, **kwargs)
        made.append(recorder)
        return recorder

    monkeypatch.setattr(comm, "create_comm", create_comm)
    return made


def swallowed_exceptions(records: list[logging.LogRecord]) -> list[str]:
    """The ``Exception in callback`` lines among ``records``."""
    return [record.getMessage() for record in records if SWALLOWED in record.getMessage()]


@pytest.fixture
def swallowed(caplog: pytest.LogCaptureFixture) -> Callable[[], list[str]]:
    """``swallowed()`` lists the ``Exception in callback`` lines logged so far in this test."""
    return lambda: swallowed_exceptions(caplog.records)


@pytest.fixture(autouse=True)
def no_swallowed_exceptions(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    caplog.set_level(logging.WARNING)
    yield
    # In teardown ``caplog.records`` holds only the teardown's records: ask for each phase.
    lines = swallowed_exceptions(caplog.get_records("setup") + caplog.get_records("call"))
    assert not lines, "an exception was swallowed by ipywidgets' CallbackDispatcher:\n" + (
        "\n".join(lines)
    )
