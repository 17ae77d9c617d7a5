"""Regelvragen: every rule question of every game rests on real clauses, says how firm it is,
and shows a live example that cites what the answer rests on."""

from __future__ import annotations

import json

import pytest

from rulebook.core.errors import RuleError
from rulebook.core.reader.clauses import CATALOGUE
from rulebook.core.reader.questions import Firmness, RuleQuestion, refusal_ruling
from rulebook.games import BY_ID, LISTED, QUESTIONS, find_question, live_ruling
from tests.command_line import run

ANSWERED = sorted(q.id for q in QUESTIONS.values() if q.firmness is not Firmness.NONE)


def test_every_game_with_a_quiz_or_examples_has_questions() -> None:
    for description in LISTED:  # a toy game (Dobbelnim) has no chapter of questions
        assert description.questions, f"{description.id} has no rule questions"


@pytest.mark.parametrize("question_id", sorted(QUESTIONS))
def test_a_question_rests_on_clauses_of_the_catalogue(question_id: str) -> None:
    question = QUESTIONS[question_id]
    for clause_id in question.clause_ids:
        assert clause_id in CATALOGUE, f"{question_id} rests on the unknown clause {clause_id}"
    assert question.game in BY_ID
    assert question in BY_ID[question.game].questions


@pytest.mark.parametrize("question_id", ANSWERED)
def test_the_live_example_shows_what_the_answer_rests_on(question_id: str) -> None:
    """The example is computed by the rules, and at least one of its steps cites a clause the
    answer rests on (an example about something else would not show the answer)."""
    question = QUESTIONS[question_id]
    ruling = live_ruling(question)
    assert ruling is not None
    assert set(question.clause_ids) & set(ruling.clause_ids()), (
        question_id,
        question.clause_ids,
        ruling.clause_ids(),
    )


def test_a_choice_of_this_rulebook_rests_on_a_choice_clause() -> None:
    """A reader who sees 'keuze van dit regelboek' finds the clause that records the choice."""
    for question in QUESTIONS.values():
        kinds = {CATALOGUE[cid].kind.value for cid in question.clause_ids}
        if question.firmness is Firmness.CHOICE:
            assert "keuze" in kinds, question.id
        if question.firmness is Firmness.RULES:
            assert "regel" in kinds, question.id


def test_questions_without_an_answer_say_so_and_have_no_example() -> None:
    unanswered = [q for q in QUESTIONS.values() if q.firmness is Firmness.NONE]
    assert unanswered
    for question in unanswered:
        assert live_ruling(question) is None
        assert "Geen antwoord gevonden" in question.answer


def test_the_firmness_marks_go_down_from_the_rules_to_no_answer() -> None:
    assert [level.mark for level in Firmness] == ["●●●●", "●●●○", "●●○○", "●○○○", "○○○○"]
    assert Firmness.RULES.badge() == "●●●● de regels zelf"
    assert Firmness.CHOICE.label == "keuze van dit regelboek"
    assert len({level.label for level in Firmness}) == 5


def test_every_level_of_firmness_is_used() -> None:
    used = {q.firmness for q in QUESTIONS.values()}
    assert used == set(Firmness)


def test_a_question_as_markdown_is_a_heading_with_its_firmness() -> None:
    question = QUESTIONS["kwakzalvers.vraag.ratten-gelijk"]
    text = question.markdown()
    assert text.startswith(f"### {question.question}\n")
    assert "**Hoe stevig:** ●●●● de regels zelf" in text
    assert "`kwakzalvers.ratten.staarten`" in text


def test_questions_are_found_by_id_or_by_their_short_label() -> None:
    assert (
        find_question("kwakzalvers.vraag.fles-ontploft")
        is QUESTIONS["kwakzalvers.vraag.fles-ontploft"]
    )
    assert find_question(" Fles-Ontploft ") is QUESTIONS["kwakzalvers.vraag.fles-ontploft"]
    assert find_question("bestaat-niet") is None
    labels = [q.label for q in QUESTIONS.values()]
    assert len(labels) == len(set(labels)), "a short label must name one question"


def test_a_refusal_becomes_a_small_ruling_naming_its_clause() -> None:
    def refused() -> None:
        raise RuleError("kwakzalvers.fles", "De fles is leeg.")

    ruling = refusal_ruling("de fles", refused)
    assert ruling.result is False
    assert ruling.clause_ids() == ["kwakzalvers.fles"]
    assert ruling.steps[0].text == "Geweigerd: De fles is leeg."
    with pytest.raises(ValueError, match="accepted"):
        refusal_ruling("niets", lambda: None)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"id": "fles"}, "spel.vraag.label"),
        ({"question": "Mag dat"}, "ends with '?'"),
        ({"clause_ids": ()}, "at least one clause"),
        ({"example": ""}, "needs a live example"),
        ({"ruling": lambda: None}, "not both"),
    ],
)
def test_a_badly_made_question_is_a_programmers_error(
    fields: dict[str, object], message: str
) -> None:
    made: dict[str, object] = {
        "id": "proef.vraag.x",
        "question": "Mag dat?",
        "answer": "Ja.",
        "clause_ids": ("kwakzalvers.fles",),
        "firmness": Firmness.RULES,
        "source": "de regels",
        "example": "de fles",
    }
    with pytest.raises(ValueError, match=message):
        RuleQuestion(**{**made, **fields})  # type: ignore[arg-type]


# -- the command line ------------------------------------------------------------------------------


def test_vraag_answers_with_firmness_source_and_example() -> None:
    done = run("vraag", "ratten-gelijk")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("Hoeveel rattenstaarten krijg ik als ik evenveel punten heb")
    assert "Hoe stevig: ●●●● de regels zelf" in out
    assert "Rust op: kwakzalvers.ratten (Stap 2: de ratten)" in out
    assert "[kwakzalvers.ratten.staarten]" in out  # the example's steps


def test_vraag_as_json() -> None:
    done = run("vraag", "alchemisten.vraag.voorbij-tien", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["id"] == "alchemisten.vraag.voorbij-tien"
    assert data["spel"] == "alchemisten"
    assert data["stevigheid"]["niveau"] == "keuze"
    assert data["stevigheid"]["rang"] == 1
    assert data["regels"] == ["alchemisten.essentie.top"]
    assert data["uitspraak"]["antwoord"].startswith("Je essentiefiche eindigt op veld 10")


def test_vraag_without_an_answer_has_no_example() -> None:
    done = run("vraag", "boek10-zichzelf", "--json")
    data = json.loads(done.stdout)
    assert data["stevigheid"]["teken"] == "○○○○"
    assert data["uitspraak"] is None


def test_an_unknown_question_is_refused_in_dutch() -> None:
    done = run("vraag", "fles")
    assert done.returncode == 2
    assert "Er is geen regelvraag 'fles'." in done.stderr
    assert "kwakzalvers.vraag.fles-ontploft" in done.stderr  # a hint
    assert "Traceback" not in done.stderr


def test_vragen_lists_every_question_of_a_game() -> None:
    done = run("vragen", "--spel", "alchemisten")
    assert done.returncode == 0, done.stderr
    for question in BY_ID["alchemisten"].questions:
        assert question.id in done.stdout
    assert "kwakzalvers.vraag." not in done.stdout
    assert "●○○○ keuze van dit regelboek" in done.stdout  # the legend
    listed = json.loads(run("vragen", "--json").stdout)["vragen"]
    assert [q["id"] for q in listed] == list(QUESTIONS)


def test_an_answer_is_no_firmer_than_the_clauses_it_rests_on() -> None:
    """A question rated 'de regels zelf' cites no clause that says it is not in the Dutch
    rules (rood2-patienten rests on one outside source: an official clarification at most)."""
    from rulebook.core.reader.clauses import clause
    from rulebook.core.reader.questions import Firmness
    from rulebook.games import QUESTIONS

    too_firm = [
        (q.id, c)
        for q in QUESTIONS.values()
        if q.firmness is Firmness.RULES
        for c in q.clause_ids
        if "Niet in de Nederlandse regels" in clause(c).source
    ]
    assert too_firm == []
    red = QUESTIONS["alchemisten.vraag.rood2-patienten"]
    assert red.firmness is Firmness.FAQ
    assert "één openbare bron" in red.source


def test_after_stopping_nobody_draws_the_open_red_chip_is_placed() -> None:
    from rulebook.games import QUESTIONS

    answer = QUESTIONS["alchemisten.vraag.rood2-patienten"].answer
    assert "Na het stoppen trekt niemand meer" in answer
    assert "trek je rode fiches" not in answer


def test_karbonkelneus_question_and_clause_name_the_same_ruby_field() -> None:
    """The field the engine uses (``next_ruby_field``: the first ruby field past the last
    chip) is the one both the question and the clause describe."""
    from rulebook.core.reader.clauses import clause
    from rulebook.games import QUESTIONS
    from rulebook.quacks.alchemists.patients.rules import next_ruby_field, read_cauldron

    where = "robijnveld voorbij je laatste fiche"
    assert where in QUESTIONS["alchemisten.vraag.karbonkelneus-pompoen"].answer
    assert where in clause("alchemisten.patient.karbonkelneus").text
    assert next_ruby_field(read_cauldron("O1 W2")) == 5  # ruby fields 5, 9, 13: past field 3
    assert next_ruby_field(read_cauldron("B4 W2 W1")) == 9  # field 5 is behind the last chip
