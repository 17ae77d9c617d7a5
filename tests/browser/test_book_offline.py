"""The static book (make boek) opened from disk in chromium with every other host unreachable:
the pictures load, the links lead to pages and anchors that exist, and the page's own script
finds a rule, the same way Python's search does.

Screenshots land in ``test-results/boek/`` (ignored by git) for a person to look at.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect

from rulebook.core.reader.search import stem, words
from rulebook.games import find, search, search_index
from tests.browser.conftest import REPO, launch_chromium
from tools.build_book import build

SHOTS = REPO / "test-results" / "boek"
OFFLINE = ["--host-resolver-rules=MAP * ~NOTFOUND"]
"""No host name resolves: anything the book fetched from elsewhere would fail."""


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("boek")
    report = build(out)
    assert report["pages"] == len(list((REPO / "notebooks").glob("*.ipynb"))) + 1
    return out


@pytest.fixture(scope="module")
def offline_browser(playwright: Playwright) -> Iterator[Browser]:
    browser = launch_chromium(playwright, OFFLINE)
    try:
        yield browser
    finally:
        browser.close()


class Reader:
    """A page of the book in a fresh context that records every request and script error."""

    def __init__(self, browser: Browser) -> None:
        self.context = browser.new_context(viewport={"width": 1100, "height": 1000})
        self.context.set_default_timeout(15_000)
        self.requests: list[str] = []
        self.problems: list[str] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.page: Page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.problems.append(str(error)))
        self.page.on(
            "console",
            lambda msg: self.problems.append(msg.text) if msg.type == "error" else None,
        )

    def check_clean(self) -> None:
        assert self.problems == []
        elsewhere = [u for u in self.requests if not u.startswith(("file://", "data:"))]
        assert elsewhere == [], "the book asked something of a network"


@pytest.fixture
def reader(offline_browser: Browser) -> Iterator[Reader]:
    made = Reader(offline_browser)
    try:
        yield made
    finally:
        made.context.close()


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}.png")


def test_a_search_in_the_book_finds_the_rule_and_leads_to_it(book: Path, reader: Reader) -> None:
    page = reader.page
    page.goto((book / "index.html").as_uri())
    page.locator("#rb-zoek input").fill("fles ontploft")
    first = page.locator("#rb-zoek-resultaten .rb-hit").first
    expect(first).to_have_attribute("data-id", "kwakzalvers.vraag.fles-ontploft")
    expect(page.locator("#rb-zoek-status")).to_contain_text("resultaten voor ‘fles ontploft’")
    rule = page.locator('#rb-zoek-resultaten .rb-hit[data-id="kwakzalvers.fles"]')
    expect(rule).to_contain_text("kwakzalvers.fles")
    shot(page, "zoeken")
    first.locator("a.rb-hit-title").click()
    expect(page).to_have_url(
        (book / "18-kwakzalvers-regelvragen.html").as_uri()
        + "#vraag-kwakzalvers.vraag.fles-ontploft"
    )
    target = page.locator('[id="vraag-kwakzalvers.vraag.fles-ontploft"]')
    expect(target).to_have_count(1)
    assert page.evaluate("() => document.querySelector(':target').id") == target.get_attribute("id")
    shot(page, "gevonden-vraag")
    reader.check_clean()


def test_a_search_from_a_chapters_bar_opens_the_contents_with_its_hits(
    book: Path, reader: Reader
) -> None:
    page = reader.page
    page.goto((book / "20-alchemisten-essentiefase.html").as_uri())
    field = page.locator(".rb-book-nav input[name=q]")
    field.fill("precies 7 knalerwten")
    field.press("Enter")
    hit = page.locator('#rb-zoek-resultaten .rb-hit[data-id="alchemisten.essentie.2"]')
    expect(hit).to_be_visible()
    hit.locator("a").click()
    expect(page).to_have_url(
        (book / "20-alchemisten-essentiefase.html").as_uri() + "#regel-alchemisten.essentie.2"
    )
    reader.check_clean()


def test_the_pages_search_ranks_like_python(book: Path, reader: Reader) -> None:
    page = reader.page
    page.goto((book / "index.html").as_uri())
    page.wait_for_function("window.rbBoek !== undefined")
    vocabulary = sorted(
        {w for e in search_index().entries for w in words(f"{e.title} {e.text} {e.key}")}
    )
    stems = page.evaluate("(ws) => ws.map((w) => window.rbBoek.stem(w))", vocabulary)
    differ = [(w, s, stem(w)) for w, s in zip(vocabulary, stems, strict=True) if s != stem(w)]
    assert differ == [], differ[:10]
    for query in ("fles ontploft", "knalerwten", "Essentië betalen", "wie gooit", "staart 50"):
        in_page = page.evaluate(
            "(q) => window.rbBoek.search(q, 5).map((h) => [h.entry.id, h.snippet])", query
        )
        assert in_page == [[h.entry.key, h.snippet] for h in search(query, 5)], query
        said = page.evaluate("(q) => window.rbBoek.summary(window.rbBoek.find(q, 10), q)", query)
        assert said == find(query, 10).summary(f"‘{query}’"), query
    reader.check_clean()


def test_every_picture_loads_and_every_link_leads_somewhere(book: Path, reader: Reader) -> None:
    page = reader.page
    pages = sorted(path.name for path in book.glob("*.html"))
    pictures = 0
    ids: dict[str, set[str]] = {}
    links: list[tuple[str, str]] = []
    for name in pages:
        page.goto((book / name).as_uri())
        broken = page.evaluate(
            "() => [...document.images].filter((i) => !i.complete || i.naturalWidth === 0)"
            ".map((i) => i.alt)"
        )
        assert broken == [], (name, broken)
        pictures += page.evaluate("() => document.images.length")
        found = page.evaluate("() => [...document.querySelectorAll('[id]')].map((e) => e.id)")
        ids[name] = {unquote(i) for i in found}
        hrefs = page.evaluate("() => [...document.querySelectorAll('a[href]')].map((a) => a.href)")
        links += [(name, href) for href in hrefs]
    for name, link in links:
        target, _, fragment = link.partition("#")
        assert target.startswith("file://"), (name, link)
        file = Path(unquote(target.removeprefix("file://")).split("?", 1)[0]).name
        assert file in ids, (name, link)
        if fragment:
            assert unquote(fragment) in ids[file], (name, link)
    assert pictures >= 40
    page.goto((book / "20-alchemisten-essentiefase.html").as_uri())
    shot(page, "hoofdstuk-20")
    page.locator("nav a[rel=next]").click()
    expect(page).to_have_url((book / "21-alchemisten-patienten.html").as_uri())
    page.locator("nav a", has_text="Inhoud").click()
    page.locator(".rb-toc a", has_text="De Alchemisten — de essentiefase").first.click()
    expect(page.locator("h1")).to_contain_text("De Alchemisten — de essentiefase")
    reader.check_clean()
