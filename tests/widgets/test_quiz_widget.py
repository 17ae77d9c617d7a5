"""The quiz widget: a dealt question, an answer checked by its ruling, the steps when it was
wrong, a score for the quiz and for the session."""

from __future__ import annotations

import pytest

from rulebook.games import BY_ID
from tests.widgets.pictures import pictures_in
from widgets import Quiz
from widgets import quiz as quiz_module


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(quiz_module, "SESSION", quiz_module.Tally())


def wrong(quiz: Quiz) -> object:
    question = quiz.question
    if question.choices:
        return next(c for c in question.choices if c != question.expected)
    return int(question.expected) + 1


def test_a_right_answer_scores_and_shows_the_rulings_answer() -> None:
    quiz = Quiz.for_chapter("kwakzalvers", seed=4)
    assert quiz.feedback == {}
    expected = quiz.question.expected
    quiz.answer(expected if quiz.question.choices else int(expected))
    assert quiz.error == ""
    assert quiz.feedback["right"] is True
    assert quiz.feedback["answer"] == quiz.question.ruling.answer
    assert "ruling" not in quiz.feedback
    assert (quiz.score["right"], quiz.score["asked"]) == (1, 1)
    assert quiz.score["text"] == "Deze quiz: 1 van de 1 goed. Deze sessie: 1 van de 1 goed."


def test_a_wrong_answer_shows_the_steps_of_the_ruling() -> None:
    quiz = Quiz.for_chapter("alchemisten", seed=2)
    quiz.answer(wrong(quiz))
    feedback = quiz.feedback
    assert feedback["right"] is False
    assert feedback["expected"] == quiz.question.expected
    steps = feedback["ruling"]["steps"]
    assert [s["clause_id"] for s in steps] == [s.clause_id for s in quiz.question.ruling.steps]
    assert (quiz.score["right"], quiz.score["asked"]) == (0, 1)


def test_a_question_is_answered_once_then_the_next_one_comes() -> None:
    quiz = Quiz.for_chapter("kwakzalvers", seed=1)
    first = quiz.prompt
    quiz.answer(wrong(quiz))
    quiz.answer(quiz.question.expected)
    assert "al beantwoord" in quiz.error
    assert quiz.score["asked"] == 1
    quiz.next()
    assert (quiz.number, quiz.feedback, quiz.error) == (2, {}, "")
    assert quiz.prompt != first


def test_the_same_seed_deals_the_same_quiz() -> None:
    one, two = Quiz.for_chapter("brouwen", seed=9), Quiz.for_chapter("brouwen", seed=9)
    for _ in range(4):
        assert one.prompt == two.prompt
        one.next()
        two.next()


def test_the_session_counts_every_quiz() -> None:
    first, second = Quiz.for_chapter("alchemisten", seed=1), Quiz.for_chapter("ratten", seed=1)
    first.answer(first.question.expected)
    second.answer(wrong(second))
    assert (second.score["session_right"], second.score["session_asked"]) == (1, 2)
    assert (first.score["session_right"], first.score["session_asked"]) == (1, 2)
    assert (first.score["right"], first.score["asked"]) == (1, 1)


@pytest.mark.parametrize("value", ["misschien", None, True, 2.5, [1]])
def test_an_answer_that_is_no_answer_is_refused_in_dutch(value: object) -> None:
    quiz = Quiz.for_chapter(["kwakzalvers", "quiz", "ontploft"][0], seed=0)
    while not quiz.question.choices:
        quiz.next()
    quiz.answer(value)
    assert "Dat is geen antwoord op deze vraag; kies een van de knoppen" in quiz.error
    assert quiz.feedback == {}
    assert quiz.score["asked"] == 0


def test_a_number_question_wants_a_whole_number() -> None:
    quiz = Quiz(tuple(g for g in BY_ID["kwakzalvers"].quiz if g.id.endswith("ratten")), seed=3)
    quiz.answer("drie")
    assert "kies een geheel getal" in quiz.error
    quiz.answer(f" {quiz.question.expected} ")
    assert quiz.feedback["right"] is True


def test_the_picture_never_gives_the_answer_away() -> None:
    """The essence question shows the cauldron and the neighbours with the marker still on 0."""
    quiz = Quiz(BY_ID["alchemisten"].quiz[:1], seed=5)
    assert 'data-field="0"' in quiz.picture


def test_the_static_copy_holds_the_question_and_its_folded_answer() -> None:
    quiz = Quiz(BY_ID["alchemisten"].quiz[:1], seed=5, title="Test jezelf")
    html = quiz.static_html()
    assert "De quiz werkt alleen in een notebook dat draait" in html
    assert quiz.question.prompt.split(":")[0] in html
    assert f"<details><summary>Het antwoord</summary><p><b>{quiz.question.expected}</b>" in html
    assert len(pictures_in(html)) == 1
    assert repr(quiz) == "Quiz('Test jezelf', vraag 1: één soort vraag)"


def test_a_quiz_needs_questions_and_a_whole_seed() -> None:
    with pytest.raises(ValueError, match="at least one"):
        Quiz(())
    with pytest.raises(TypeError, match="seed"):
        Quiz(BY_ID["alchemisten"].quiz, seed="1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="topics"):
        Quiz.for_chapter("schaken")
