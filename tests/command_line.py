"""Running ``python -m rulebook`` as a player does, for the tests of every command."""

from __future__ import annotations

import os
import subprocess
import sys


def run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """The command in a fresh interpreter (its output, errors and exit status as a player sees
    them); ``env`` adds environment variables, such as an output encoding."""
    return subprocess.run(
        [sys.executable, "-m", "rulebook", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        env={**os.environ, **env} if env else None,
    )
