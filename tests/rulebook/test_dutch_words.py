"""One word for one thing, the seed's word: what a reader sees never uses the words the project
replaced (``munten`` for the seed's ``geld``, ``trede`` for ``rij``, German ``Zugweite`` ...).

It reads the same texts as the own-words check (clauses, data tables, every worked example and
refusal, the rule questions and the quiz, every chapter's Markdown) and what the command line
prints for a few commands a player types. Ids (``alchemisten.kaarten.zugweite``), JSON keys,
option keys and the ``--zaad`` flag are names for programs, not words a reader reads, and the
German card's own word, quoted as ``'Zugweite'``, is a quotation: both are left out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.command_line import run
from tests.rulebook.test_own_words import SOURCES

BANNED = {
    r"\bmunt(en)?\b": "geld (de spelregels zeggen 'geld')",
    r"\bspelers?borden?\b": "spelertableau",
    r"\bbazar\b": "bazaar",
    r"\bdoe[tn] (zijn|haar|hun) actie\b": "een actie uitvoeren",
    r"\btreden?\b": "rij",
    r"\bdoen ontploffen\b": "laat je ketel (niet) ontploffen",
    r"\bzugweite\b": "afstand (Zugweite is Duits)",
    r"\b1-pompoen\b": "pompoen van waarde 1",
    r"\btegelijk bepaalt\b": "bepaalt tegelijk",
    r"\belk van beiden\b": "ieder van de twee",
    r"\bzaad\b": "startgetal",
    r"geen bonus in een glas": "zeg wat de glazen wel geven",
}
"""Words a reader must not meet, with what to write instead."""

NAMES = re.compile(
    r"`[^`]*`|<code>.*?</code>|\b[a-z]+(\.[\w-]+)+\b|'Zugweite'|--zaad\b|\bvampierisme-munten\b"
)
"""What is a name for a program or a quotation, not a word of the text."""

COMMANDS = (
    ("kwakzalvers", "ketel", "W1 O1 G1 W2 W3", "--ronde", "9"),
    ("kwakzalvers", "ketel", "W3 W2 W2 W1 G1 O1"),
    ("kwakzalvers", "boeken"),
    ("kwakzalvers", "waarzeggers"),
    ("kwakzalvers", "simuleer", "--partijen", "2"),
    ("alchemisten", "bonus", "--patient", "vampierisme", "--veld", "6"),
    ("zoek", "geld kopen"),
)
"""Commands whose Dutch output is checked (their --help too)."""


def banned_in(text: str) -> list[str]:
    """The banned words in ``text`` (names and quotations left out), with the word to use."""
    plain = NAMES.sub(" ", text)
    return [
        f"{match[0]!r} → {instead}"
        for pattern, instead in BANNED.items()
        for match in re.finditer(pattern, plain, re.IGNORECASE)
    ]


def command_texts() -> Iterator[tuple[str, str]]:
    for args in COMMANDS:
        done = run(*args)
        yield " ".join(args), done.stdout + done.stderr
        helped = run(*args[: 2 if args[0] != "zoek" else 1], "--help")
        yield " ".join(args[:2]) + " --help", helped.stdout


@pytest.mark.parametrize("source", [*sorted(SOURCES), "opdrachtregel"])
def test_a_reader_meets_the_seeds_words(source: str) -> None:
    texts = command_texts() if source == "opdrachtregel" else SOURCES[source]()
    found = [f"{where}: {word}" for where, text in texts for word in banned_in(text)]
    assert found == [], f"{len(found)} words to replace:\n" + "\n".join(found[:40])


def test_the_check_catches_each_banned_word_and_leaves_names_alone() -> None:
    caught = banned_in(
        "Je krijgt 5 munten. Neem één trede. Die kaart zegt zugweite. Het zaad is 3. Een "
        "1-pompoen. Het fiche doet zijn actie."
    )
    assert len(caught) == 6
    assert (
        banned_in(
            "Zie `alchemisten.kaarten.zugweite` en alchemisten.patient.vampierisme.munten; de "
            "Duitse kaart zegt 'Zugweite'; speel met --zaad 5 en vampierisme-munten=veld."
        )
        == []
    )
