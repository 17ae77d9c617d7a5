"""The search box's and the quiz's JavaScript in chromium, with real Python behind a fake
anywidget model (``widget_harness.py``): typing searches after a pause, Enter at once; a choice
or a number answers the quiz, the verdict and the steps come back, the keyboard reaches it all.

Screenshots land in ``test-results/widgets/``.
"""

from __future__ import annotations

from playwright.sync_api import expect

from rulebook.core.reader.quiz import QuizGenerator
from rulebook.games import BY_ID, search
from tests.browser.widget_harness import Harness
from widgets import Quiz, SearchBox


def test_typing_in_the_search_box_searches_in_python(harness: Harness) -> None:
    box = SearchBox()
    harness.mount("search", "search", box, "stepper")
    page = harness.page
    root = page.locator(".rb-search")
    field = root.locator(".rb-search-input")
    expect(root.locator(".rb-search-hit")).to_have_count(0)
    field.press_sequentially("knalerwten", delay=20)
    expect(root).to_have_attribute("data-query", "knalerwten")
    assert box.query == "knalerwten"  # Python searched what was typed, after the pause
    total = len(search("knalerwten", limit=10_000))
    assert total > 8
    expect(root.locator(".rb-search-status")).to_have_text(
        f"De eerste 8 van {total} resultaten voor ‘knalerwten’"
    )
    field.fill("fles ontploft")
    field.press("Enter")
    first = root.locator(".rb-search-hit").first
    expect(first).to_have_attribute("data-id", "kwakzalvers.vraag.fles-ontploft")
    expect(first.locator(".rb-search-note")).to_have_text("●●●● de regels zelf")
    expect(first.locator(".rb-search-meta")).to_contain_text("kwakzalvers.fles")
    link = first.locator("a.rb-search-title")
    expect(link).to_have_attribute("href", box.results[0]["href"])
    expect(link).not_to_have_attribute("target", "_blank")  # not a new tab with a new workspace
    field.fill("xylofoon")
    field.press("Enter")
    expect(root.locator(".rb-search-status")).to_contain_text("Niets gevonden voor ‘xylofoon’")
    field.fill("fles ontploft")
    field.press("Enter")
    harness.settle()
    harness.screenshot("zoekvak")
    harness.check_clean()


LAB_STUB = """() => {
    window.__opened = [];
    window.__keys = [];
    document.addEventListener('keydown', (event) => window.__keys.push(event.key));
    window.jupyterapp = {
        shell: {currentWidget: {context: {path: 'notebooks/15-kwakzalvers-zoeken.ipynb'}}},
        commands: {
            hasCommand: (id) => id === 'rendermime:handle-local-link',
            execute: (id, args) => { window.__opened.push([id, args]); return Promise.resolve(); },
        },
    };
}"""
"""A JupyterLab as far as the search box sees it: its command to open a chapter at an anchor,
and a notebook's own keyboard shortcuts (every key that reaches the document)."""


def test_a_hit_opens_in_the_same_jupyterlab_at_its_rule_and_keys_stay_in_the_widget(
    harness: Harness,
) -> None:
    box = SearchBox()
    harness.mount("search", "search", box, "stepper")
    page = harness.page
    page.evaluate(LAB_STUB)
    root = page.locator(".rb-search")
    field = root.locator(".rb-search-input")
    field.fill("fles ontploft")
    field.press("Enter")
    link = root.locator(".rb-search-hit").first.locator("a.rb-search-title")
    expect(link).to_have_attribute("href", box.results[0]["href"])
    first = box.results[0]
    url = page.url
    link.click()
    opened = page.evaluate("() => window.__opened")
    assert opened == [
        [
            "rendermime:handle-local-link",
            {"path": f"notebooks/{first['chapter']}", "id": f"#{first['anchor']}"},
        ]
    ]
    assert page.url == url  # the page stayed: JupyterLab opened the chapter itself
    link.focus()
    for key in ("ArrowDown", "ArrowUp", "Enter", "d"):
        page.keyboard.press(key)
    page.keyboard.press("Shift+Enter")  # "run this cell" still reaches JupyterLab
    assert page.evaluate("() => window.__keys") == ["Shift", "Enter"]


def _asking(question: str) -> tuple[QuizGenerator, ...]:
    """One kind of question of the Kwakzalvers' quiz, by its id (not by its place in the list,
    which grows as chapters get questions of their own)."""
    return tuple(g for g in BY_ID["kwakzalvers"].quiz if g.id == question)


def test_the_quiz_by_keyboard_and_by_number(harness: Harness) -> None:
    quiz = Quiz(_asking("kwakzalvers.quiz.ontploft"), seed=3, title="Test jezelf: ontploffen")
    harness.mount("quiz", "quiz", quiz, "stepper")
    page = harness.page
    root = page.locator(".rb-quiz")
    expect(root.locator(".rb-quiz-prompt")).to_have_text(quiz.prompt)
    expect(root.locator(".rb-quiz-picture svg")).to_have_count(1)
    wrong = next(c for c in quiz.question.choices if c != quiz.question.expected)
    # Keyboard: Tab reaches the first choice; the arrows move between the choices.
    root.locator("[data-choice]").first.focus()
    if wrong != quiz.question.choices[0]:
        page.keyboard.press("ArrowRight")
    expect(root.locator(f'[data-choice="{wrong}"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-state", "fout")
    assert quiz.feedback["right"] is False
    verdict = root.locator(".rb-quiz-verdict-text")
    expect(verdict).to_contain_text(f"Niet goed: het juiste antwoord is {quiz.question.expected}.")
    expect(root.locator(".rb-quiz-steps .rb-ruling-step")).to_have_count(
        len(quiz.question.ruling.steps)
    )
    expect(root.locator(f'[data-choice="{wrong}"]')).to_have_attribute("data-state", "fout")
    expect(root.locator('[data-action="next"]')).to_be_focused()
    expect(root.locator(".rb-quiz-score")).to_contain_text("Deze quiz: 0 van de 1 goed.")
    harness.screenshot("quiz-fout")
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-number", "2")
    expect(root.locator("[data-choice]").first).to_be_focused()
    root.locator(f'[data-choice="{quiz.question.expected}"]').click()
    expect(root).to_have_attribute("data-state", "goed")
    expect(root.locator(".rb-quiz-steps")).to_be_hidden()
    expect(root.locator(".rb-quiz-score")).to_contain_text("Deze quiz: 1 van de 2 goed.")
    harness.check_clean()

    numbers = Quiz(_asking("kwakzalvers.quiz.ratten"), seed=8)  # the rat tails: a number
    harness.mount("numbers", "quiz", numbers, "numbers")
    second = page.locator("#numbers .rb-quiz")
    field = second.locator(".rb-quiz-input")
    expect(second.locator(".rb-quiz-choices")).to_be_hidden()
    field.press("Enter")  # nothing typed: no answer, a Dutch refusal
    assert numbers.feedback == {}
    expect(second.locator(".rb-error")).to_contain_text("kies een geheel getal")
    field.fill(numbers.question.expected)
    field.press("Enter")
    expect(second).to_have_attribute("data-state", "goed")
    expect(second.locator(".rb-quiz-verdict-text")).to_contain_text("Goed!")
    harness.screenshot("quiz-goed")
    harness.check_clean()
