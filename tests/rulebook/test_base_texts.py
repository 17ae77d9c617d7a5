"""The base game's rule text: every promised clause id once, choices marked, own words, short."""

import pathlib
import re

import pytest

from rulebook.core.reader.clauses import ClauseKind
from rulebook.quacks.book_texts import BOOK_TEXTS
from rulebook.quacks.card_texts import CARD_ENGLISH_TITLES, CARD_TEXTS
from rulebook.quacks.clauses import BASE_CLAUSES
from rulebook.quacks.glossary import MORE_TERMS, TERMS
from tests.seeds import require_seeds

REPO = pathlib.Path(__file__).resolve().parents[2]

EXISTING = {
    "kwakzalvers.ronden",
    "kwakzalvers.spelers",
    "kwakzalvers.fiches",
    "kwakzalvers.ontploffen",
    "kwakzalvers.startbuidel",
    "kwakzalvers.ronde6",
    "kwakzalvers.voorraad",
    "kwakzalvers.ketelspoor",
}
"""Clauses written elsewhere; texts here may refer to them."""

SEED_RULES = [
    "doel",
    "spelmateriaal",
    "voorbereiding.tafel",
    "voorbereiding.fiches",
    "voorbereiding.boeken",
    "voorbereiding.spelers",
    "startspeler",
    "ronde",
    "waarzegster",
    "waarzegster.boeken",
    "ratten",
    "brouwen",
    "brouwen.plaatsen",
    "brouwen.stoppen",
    "fles",
    "acties",
    "puntentelling",
    "puntentelling.a",
    "puntentelling.b",
    "puntentelling.c",
    "puntentelling.d",
    "puntentelling.e",
    "puntentelling.ontploft",
    "puntentelling.f",
    "ronde2",
    "ronde3",
    "ronde9",
    "einde",
    "varianten.sets",
    "varianten.reageerbuis",
]
"""The rules of the Dutch rulebook, in its order (the id list the engine relies on)."""

CARD_IDS = [f"P{n}" for n in range(1, 14)] + [f"B{n}" for n in range(1, 12)]
BOOK_KEYS = [(c, s) for c in ("groen", "blauw", "rood", "geel", "paars") for s in (1, 2, 3, 4)]

REFERENCE_RULES = (
    ["spoor.lepel", "ratten.staarten", "bonusdobbelsteen", "boek.oranje", "boek.zwart"]
    + [f"boek.{colour}.{book_set}" for colour, book_set in BOOK_KEYS]
    + [f"kaart.{card}" for card in CARD_IDS]
)

CHOICES = [
    "waarzegster.titels",
    "keuze.dobbelsteen",
    "keuze.prijzen",
    "keuze.zwart-gelijk",
    "keuze.ronde9-ontploft",
    "keuze.volgorde",
    "keuze.leeg",
    "keuze.tweede-ronde",
    "keuze.paars3",
    "keuze.reageerbuis",
    "keuze.fiche-kiezen",
    "keuze.groen2-boeken",
    "keuze.geel2",
    "keuze.grens",
]
"""The choices of this rulebook; ``keuze.grens`` (two raised white limits) was added here."""

PROMISED = {f"kwakzalvers.{i}" for i in SEED_RULES + REFERENCE_RULES + CHOICES}
BY_ID = {c.id: c for c in BASE_CLAUSES}


def test_every_promised_clause_id_is_written_exactly_once() -> None:
    ids = [c.id for c in BASE_CLAUSES]
    assert len(ids) == len(set(ids)), "a clause id is written twice"
    assert set(ids) == PROMISED
    assert not set(ids) & EXISTING


def test_the_seed_rules_keep_the_seed_order() -> None:
    seed_ids = [f"kwakzalvers.{i}" for i in SEED_RULES]
    in_tuple = [c.id for c in BASE_CLAUSES if c.id in seed_ids]
    assert in_tuple == seed_ids


def test_choices_are_choices_and_rules_are_rules() -> None:
    choices = {f"kwakzalvers.{i}" for i in CHOICES}
    for item in BASE_CLAUSES:
        expected = ClauseKind.CHOICE if item.id in choices else ClauseKind.RULE
        assert item.kind is expected, item.id


@pytest.mark.parametrize("choice", CHOICES)
def test_a_choice_names_its_default_option_and_an_alternative(choice: str) -> None:
    text = BY_ID[f"kwakzalvers.{choice}"].text
    assert len(set(re.findall(r"keuze '([^']+)'", text))) >= 2
    assert "Standaard" in text or "standaard" in text


def test_all_cards_have_a_dutch_title_and_a_text() -> None:
    assert list(CARD_TEXTS) == CARD_IDS
    assert set(CARD_ENGLISH_TITLES) == set(CARD_IDS)
    for card in CARD_IDS:
        title, text = CARD_TEXTS[card]
        assert title.strip() and text.strip()
        assert BY_ID[f"kwakzalvers.kaart.{card}"].title == title
        assert text in BY_ID[f"kwakzalvers.kaart.{card}"].text


def test_a_card_clause_says_when_its_colour_acts() -> None:
    assert BY_ID["kwakzalvers.kaart.P1"].text.startswith("Paarse kaart")
    assert BY_ID["kwakzalvers.kaart.B11"].text.startswith("Blauwe kaart")


def test_all_books_have_a_text_that_says_when_it_acts() -> None:
    assert set(BOOK_TEXTS) == {*BOOK_KEYS, ("oranje", 0), ("zwart", 0)}
    when = ("Bij het trekken", "Bij de puntentelling, stap B", "Passief", "Geen actie")
    for key, text in BOOK_TEXTS.items():
        assert text.startswith(when), key


def test_book_clauses_carry_the_prices_a_player_can_check() -> None:
    assert "4 geld voor waarde 1, 8 geld voor waarde 2 en 14 geld" in (
        BY_ID["kwakzalvers.boek.groen.1"].text
    )
    assert "Prijs: 9 geld" in BY_ID["kwakzalvers.boek.paars.1"].text
    assert "Prijs: 3 geld" in BY_ID["kwakzalvers.boek.oranje"].text
    assert "Prijs: 10 geld" in BY_ID["kwakzalvers.boek.zwart"].text


def test_disputed_prices_carry_the_documented_defaults() -> None:
    green = BY_ID["kwakzalvers.boek.groen.3"].text
    blue = BY_ID["kwakzalvers.boek.blauw.4"].text
    assert "21 geld voor waarde 4 (zie kwakzalvers.keuze.prijzen)" in green
    assert "20 geld voor waarde 4 (zie kwakzalvers.keuze.prijzen)" in blue
    assert "standaard 21 geld" in BY_ID["kwakzalvers.keuze.prijzen"].text
    assert "standaard 20 geld" in BY_ID["kwakzalvers.keuze.prijzen"].text


def test_every_clause_id_a_text_mentions_exists() -> None:
    known = set(BY_ID) | EXISTING
    texts = [c.text for c in BASE_CLAUSES] + [t for _, t in CARD_TEXTS.values()]
    texts += list(BOOK_TEXTS.values())
    for text in texts:
        for cited in re.findall(r"kwakzalvers\.[\w.-]*\w", text):
            assert cited in known, cited


def test_every_clause_names_a_source() -> None:
    for item in BASE_CLAUSES:
        assert len(item.source) > 20, item.id
    reference = [c for c in BASE_CLAUSES if c.id.removeprefix("kwakzalvers.") in REFERENCE_RULES]
    assert all(re.search(r"bron", c.source) for c in reference)


def test_glossary_adds_only_new_base_terms() -> None:
    old = {t.dutch for t in TERMS if t not in MORE_TERMS}
    new = [t.dutch for t in MORE_TERMS]
    assert len(new) == len(set(new))
    assert not set(new) & old
    assert all(t.game == "kwakzalvers" and t.code and t.meaning for t in MORE_TERMS)
    codes = {t.code.split(" (")[0] for t in MORE_TERMS}
    assert {"bag", "droplet", "rat tail", "flask", "ruby", "bonus die"} <= codes
    assert {"fortune-teller card", "ingredient book", "scoring field", "score track"} <= codes
    assert {"start player", "test tube", "supply", "spoon"} <= codes


def _reader_texts() -> list[tuple[str, str]]:
    texts = [(c.id, c.title) for c in BASE_CLAUSES] + [(c.id, c.text) for c in BASE_CLAUSES]
    texts += [(f"kaart {k}", title) for k, (title, _) in CARD_TEXTS.items()]
    texts += [(f"kaart {k}", text) for k, (_, text) in CARD_TEXTS.items()]
    texts += [(f"boek {k}", text) for k, text in BOOK_TEXTS.items()]
    texts += [(f"term {t.dutch}", t.meaning) for t in MORE_TERMS]
    return texts


def _seeds_folder() -> pathlib.Path:
    return require_seeds(REPO)


def _runs(text: str, length: int = 8) -> set[str]:
    words = re.findall(r"\w+", text.lower())
    return {" ".join(words[i : i + length]) for i in range(len(words) - length + 1)}


def test_no_text_shares_a_run_of_eight_words_with_a_seed() -> None:
    seeds = sorted(_seeds_folder().glob("*.txt"))
    assert seeds, "the seeds folder holds no seeds"
    seed_runs: set[str] = set()
    for seed in seeds:
        seed_runs |= _runs(seed.read_text(encoding="utf-8"))
    for name, text in _reader_texts():
        copied = _runs(text) & seed_runs
        assert not copied, f"{name} copies a seed: {sorted(copied)[:2]}"


def test_the_eight_word_check_catches_a_copied_sentence() -> None:
    seed_text = (_seeds_folder() / "001_8b37afcca5cfffee.txt").read_text(encoding="utf-8")
    seed_runs = _runs(seed_text)
    sentence = next(s for s in seed_text.split(".") if "nog een fiche" in s)
    copied = "Zegt de regel: " + sentence.strip() + "."
    assert _runs(copied) & seed_runs


@pytest.mark.parametrize(
    ("kind", "limit"),
    [("title", 50), ("clause", 600), ("card", 420), ("book", 560), ("term", 90)],
)
def test_texts_stay_short(kind: str, limit: int) -> None:
    texts = {
        "title": [c.title for c in BASE_CLAUSES] + [t for t, _ in CARD_TEXTS.values()],
        "clause": [c.text for c in BASE_CLAUSES],
        "card": [t for _, t in CARD_TEXTS.values()],
        "book": list(BOOK_TEXTS.values()),
        "term": [t.meaning for t in MORE_TERMS],
    }[kind]
    too_long = [t[:40] for t in texts if len(t) > limit]
    assert not too_long


@pytest.mark.parametrize(
    "clause_id",
    [
        "kwakzalvers.startspeler",
        "kwakzalvers.puntentelling.f",
        "kwakzalvers.puntentelling.ontploft",
        "kwakzalvers.einde",
    ],
)
def test_an_inference_says_it_is_one_and_where_it_comes_from(clause_id: str) -> None:
    """What the Dutch rules only imply is marked 'afgeleid' and names the English rulebook,
    which says it (or says no more than the Dutch rules)."""
    source = BY_ID[clause_id].source
    assert "afgeleid" in source
    assert "Engelstalig regelboek" in source


def test_the_furthest_field_reading_of_the_fuller_pot_is_named_as_this_rulebooks() -> None:
    assert (
        "dit regelboek leest dat als het verste puntentellingsveld"
        in BY_ID["kwakzalvers.einde"].text
    )


def test_the_order_of_buying_names_the_english_rulebook() -> None:
    from rulebook.games import QUESTIONS

    assert "Engelstalig regelboek" in BY_ID["kwakzalvers.keuze.volgorde"].source
    assert "geen bron" not in BY_ID["kwakzalvers.keuze.volgorde"].source.split(";")[0]
    question = QUESTIONS["kwakzalvers.vraag.wie-eerst-kopen"]
    assert "tegelijk" not in question.answer
    assert "om de beurt" in question.answer
    assert "Engelstalig regelboek" in question.source


def test_never_more_whites_leaves_room_for_the_option_that_gives_whites() -> None:
    from rulebook.core.reader.clauses import clause

    for clause_id in ("kwakzalvers.startbuidel", "kwakzalvers.ronde6"):
        assert "'letterlijk'" in clause(clause_id).text, clause_id
