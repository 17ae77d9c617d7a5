"""Render the base game's pictures to PNG in Debian chromium, on a light and a dark page.

    .venv/bin/python tools/render_pictures.py [NAME ...]

Writes ``test-results/pictures/<name>-light.png`` and ``-dark.png`` (the folder is gitignored),
each picture shown as the ``<img>`` a notebook shows (``svg.as_img``) inside a column as wide as a
JupyterLab notebook (700 px). Look at them: a picture must read like the game on both pages.
"""

from __future__ import annotations

import pathlib
import sys
from collections.abc import Callable
from typing import Any

from rulebook.core.drawing.svg import SvgPicture, as_img
from rulebook.quacks.table import GameState

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT = ROOT / "test-results" / "pictures"
CHROMIUM = "/usr/bin/chromium"
PAGES = {"light": ("#ffffff", "#111"), "dark": ("#111111", "#ddd")}
"""The page colours of JupyterLab's light and dark themes (background, text)."""


def examples() -> dict[str, Callable[[], SvgPicture]]:
    """The pictures to render, by name (imported late: this script is a tool, not a test)."""
    from rulebook.quacks import pictures
    from rulebook.quacks.board import DieFace
    from rulebook.quacks.books import book
    from rulebook.quacks.data import Ingredient
    from rulebook.quacks.svg import table_svg
    from rulebook.quacks.table import Bag, Cauldron

    return {
        "cauldron": lambda: pictures.cauldron_svg(
            Cauldron.parse("vanaf 5: 6:W1 8:W2 9:O1 11:R2 15:W3 16:G1 20:B4 21:W1"),
            droplet=3,
            rats=2,
            highlight=(3,),
            scoring=22,
        ),
        "score-track": lambda: pictures.score_track_svg({0: 20, 1: 19, 2: 17, 3: 16}),
        "score-track-laps": lambda: pictures.score_track_svg({0: 57, 1: 44, 2: 44}, focus=[1]),
        "bag": lambda: pictures.bag_svg(Bag.parse("W1x4 W2x2 W3 O1 G1 R2 B4x2 Y1 P1 Z1 N")),
        "flask-full": lambda: pictures.flask_svg(True),
        "flask-empty": lambda: pictures.flask_svg(False),
        "die": lambda: pictures.die_svg(DieFace.RUBY),
        "card-purple": lambda: pictures.card_svg("P8"),
        "card-blue": lambda: pictures.card_svg("B7"),
        "book-red-2": lambda: pictures.book_svg(book(Ingredient.RED, 2)),
        "book-purple-2": lambda: pictures.book_svg(book(Ingredient.PURPLE, 2)),
        "player": lambda: pictures.player_svg(_midgame().players[1], seat=1),
        "state": lambda: table_svg(_midgame()),
        "cauldron-empty": lambda: pictures.cauldron_svg(Cauldron(), droplet=0),
    }


def _midgame() -> GameState:
    """A seeded game of four computer players, stopped in round 4 while they brew."""
    from rulebook.core.model.game import Playthrough
    from rulebook.games import game
    from rulebook.quacks.bots import Bot
    from rulebook.quacks.strategies import Style
    from rulebook.quacks.table import Setup

    styles = list(Style)
    agents: dict[int, Any] = {seat: Bot(styles[seat % len(styles)]) for seat in range(4)}
    play = Playthrough.start(game(), Setup(players=4), 7, agents)
    while not (play.state.round == 4 and play.state.phase == "brouwen" and _brewed(play.state)):
        play.step()
    state: GameState = play.state
    return state


def _brewed(state: GameState) -> bool:
    return sum(len(p.cauldron.chips) for p in state.players) >= 20


def page(picture: SvgPicture, background: str, ink: str) -> str:
    return (
        f"<html><body style='margin:0;background:{background};color:{ink};"
        f"font-family:sans-serif'><div id='cell' style='width:700px;padding:12px'>"
        f"<p>Uitvoer van een cel:</p>{as_img(picture)}</div></body></html>"
    )


def main(names: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    chosen = examples()
    if names:
        chosen = {name: chosen[name] for name in names}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        tab = browser.new_page(viewport={"width": 760, "height": 1200})
        for name, make in chosen.items():
            picture = make()
            for theme, (background, ink) in PAGES.items():
                tab.set_content(page(picture, background, ink))
                path = OUT / f"{name}-{theme}.png"
                tab.locator("#cell").screenshot(path=str(path))
                print(path.relative_to(ROOT))
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
