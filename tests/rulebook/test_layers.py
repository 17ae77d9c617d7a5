"""The rules library stays free of Jupyter: importing it loads no widget or notebook package."""

import subprocess
import sys


def test_import_rulebook_loads_no_jupyter_packages() -> None:
    code = (
        "import sys, rulebook, rulebook.games, rulebook.quacks.alchemists, rulebook.cli;"
        "bad = [m for m in ('ipywidgets', 'anywidget', 'IPython', 'pandas', 'widgets', "
        "'traitlets') if m in sys.modules];"
        "print(','.join(bad))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == ""
