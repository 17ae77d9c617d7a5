"""Every chapter ends with a quiz, and the start page has the search box.

The quiz of a chapter is one cell, ``Quiz.for_chapter("<file name without .ipynb>", seed=<n>)``,
after a Markdown cell that introduces it; the start page has ``SearchBox(...)``.
"""

from __future__ import annotations

import re

import pytest

from tools.make_notebooks import notebook_paths, read

NOTEBOOKS = {path.name: read(path) for path in notebook_paths()}
START = "00-start-hier.ipynb"


def code_cells(name: str) -> list[str]:
    return ["".join(c["source"]) for c in NOTEBOOKS[name]["cells"] if c["cell_type"] == "code"]


def quiz_cell(name: str) -> str:
    stem = name.removesuffix(".ipynb")
    number = stem.split("-", 1)[0]
    return f'from widgets import Quiz\n\nQuiz.for_chapter("{stem}", seed={int(number)})'


@pytest.mark.parametrize("name", sorted(set(NOTEBOOKS) - {START}))
def test_every_chapter_ends_with_its_quiz(name: str) -> None:
    last = code_cells(name)[-1] if code_cells(name) else ""
    stem = name.removesuffix(".ipynb")
    has_quiz = re.search(rf'Quiz\.for_chapter\("{re.escape(stem)}", seed=\d+\)\s*$', last)
    assert has_quiz, (
        f"{name} does not end with its quiz. Add a Markdown cell '## Test jezelf' (a sentence "
        f"on what the quiz asks) and then this code cell at the end:\n{quiz_cell(name)}"
    )


def test_the_start_page_has_the_search_box() -> None:
    has_box = any("SearchBox(" in source for source in code_cells(START))
    assert has_box, (
        "Add to 00-start-hier.ipynb a Markdown cell '## Zoek een regel' and the code cell\n"
        'from widgets import SearchBox\n\nSearchBox("fles ontploft")'
    )
