"""The base game's pictures: valid SVG on a light card, in Dutch, showing what the state says.

Each picture is read back with ``xml.etree`` and checked the way a player would check it: the
chip on field 9 is drawn on field 9, the scoring field is the one the rules give, the rat tails
between a player and the leader are the ones the clause counts, and the ``<desc>`` a screen
reader reads says the same.
"""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from typing import Protocol

import pytest

from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import CARD_FILL, SvgPicture, alt_text, as_img
from rulebook.core.reader.clauses import clause
from rulebook.games import game
from rulebook.quacks import Chips, pictures
from rulebook.quacks.alchemists import Piston
from rulebook.quacks.alchemists.essence.state import EssenceBoard
from rulebook.quacks.board import RAT_TAILS, TRACK, DieFace
from rulebook.quacks.books import Book, all_books, book
from rulebook.quacks.data import Ingredient
from rulebook.quacks.fortune import CARDS, Card
from rulebook.quacks.pictures.cards import book_text
from rulebook.quacks.state import Chip
from rulebook.quacks.svg import table_svg
from rulebook.quacks.table import Bag, Cauldron, GameState, Player, Setup

SVG = "{http://www.w3.org/2000/svg}"
POT = Cauldron.parse("vanaf 5: 6:W1 8:W2 9:O1 11:R2 15:W3 16:G1 20:B4 21:W1")
"""Droplet on 3, two rat tails: the rat stone on 5, eight chips; the scoring field is 22."""


def parse(picture: str) -> ET.Element:
    return ET.fromstring(picture)


def tag(element: ET.Element) -> str:
    return element.tag.removeprefix(SVG)


def find(root: ET.Element, name: str) -> str:
    found = root.find(f"{SVG}{name}")
    assert found is not None, f"no <{name}>"
    return found.text or ""


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def texts(element: ET.Element) -> list[str]:
    return [e.text or "" for e in element.iter(f"{SVG}text")]


def circle_centre(group: ET.Element) -> tuple[float, float]:
    """The centre of the last circle in a group (a chip's disc, a field's circle)."""
    circles = list(group.iter(f"{SVG}circle"))
    return float(circles[-1].get("cx", "nan")), float(circles[-1].get("cy", "nan"))


def field_centres(root: ET.Element) -> dict[int, tuple[float, float]]:
    return {int(g.get("data-index", "-1")): circle_centre(g) for g in with_class(root, "rb-field")}


def game_state() -> GameState:
    """Three players in round 4 while they brew, with card B7 in play, set by hand."""
    state = game().new_game(Setup(players=3), 11)
    state = GameState(
        setup=state.setup,
        seed=11,
        players=state.players,
        supply=state.supply,
        round=4,
        phase="brouwen",
        start_player=1,
        card="B7",
    )
    state = state.with_player(0, score=20, rubies=2, droplet=3, cauldron=POT, rats=0)
    state = state.with_player(
        1, score=16, droplet=1, rats=2, flask=False, cauldron=Cauldron.parse("vanaf 3: 4:W3")
    )
    return state.with_player(2, score=19, droplet=0, exploded=True, stopped=True)


PICTURES: dict[str, Callable[[], SvgPicture]] = {
    "chips": lambda: pictures.chips_svg(Chips.parse("W1x2 R2")),
    "cauldron": lambda: pictures.cauldron_svg(POT, droplet=3, rats=2, highlight=(3,), scoring=22),
    "cauldron-empty": lambda: pictures.cauldron_svg(Cauldron(), droplet=0),
    "score-track": lambda: pictures.score_track_svg({0: 20, 1: 19, 2: 17, 3: 16}),
    "bag": lambda: pictures.bag_svg(Bag.parse("W1x4 W2x2 W3 O1 G1 B4x2")),
    "flask": lambda: pictures.flask_svg(True),
    "die": lambda: pictures.die_svg(DieFace.RUBY),
    "card": lambda: pictures.card_svg("B7"),
    "book": lambda: pictures.book_svg(book(Ingredient.RED, 2)),
    "player": lambda: pictures.player_svg(game_state().players[1], seat=1),
    "state": lambda: table_svg(game_state()),
}


@pytest.fixture(params=sorted(PICTURES))
def picture(request: pytest.FixtureRequest) -> Iterator[SvgPicture]:
    yield PICTURES[request.param]()


# -- every picture ---------------------------------------------------------------------------


def luminance(colour: str) -> float:
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    channels = [int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_a_picture_is_svg_with_a_dutch_title_and_description(picture: SvgPicture) -> None:
    root = parse(picture)
    assert tag(root) == "svg"
    title, desc = find(root, "title"), find(root, "desc")
    assert len(title) > 8 and len(desc) > len(title) / 2
    assert root.get("aria-label") == title
    dutch_words = {"op", "veld", "fiches", "de", "met", "van", "vol", "kaart", "een", "heeft"}
    assert dutch_words & set(re.findall(r"\w+", desc.lower()))


def test_a_picture_lies_on_its_own_light_card(picture: SvgPicture) -> None:
    """Dark text on a light card reads the same on JupyterLab's light and dark theme."""
    root = parse(picture)
    card = next(e for e in root if tag(e) == "rect")
    assert card.get("class") == "rb-card"
    assert card.get("fill") == CARD_FILL
    assert float(card.get("width", "0")) == float(root.get("width", "0")) - 1
    assert float(card.get("height", "0")) == float(root.get("height", "0")) - 1
    assert contrast(CARD_FILL, "#111111") > 15  # JupyterLab Dark's page colour
    loose = [e for e in root if tag(e) == "text"]  # text straight on the card
    assert all(contrast(e.get("fill", "#000"), CARD_FILL) >= 4.5 for e in loose)


def test_a_picture_needs_nothing_outside_itself(picture: SvgPicture) -> None:
    """Only links inside the picture (``href="#..."``): no file, font, image or script."""
    assert not re.search(r'href="[^#]|url\(|<image|@import|<script|<foreignObject', picture)
    root = parse(picture)
    ids = {e.get("id") for e in root.iter()}
    assert all(e.get("href", "")[1:] in ids for e in root.iter() if e.get("href"))


def test_the_notebook_image_decodes_back_to_the_picture(picture: SvgPicture) -> None:
    img = as_img(picture)
    data = re.search(r'src="data:image/svg\+xml;base64,([^"]+)"', img)
    assert data is not None
    assert base64.b64decode(data[1]).decode("utf-8") == picture
    assert f'alt="{svg.escape(alt_text(picture))}"' in img
    assert alt_text(picture) == find(parse(picture), "desc")


# -- the cauldron ----------------------------------------------------------------------------


def test_the_cauldron_shows_every_field_of_the_track_with_coins_points_and_rubies() -> None:
    root = parse(PICTURES["cauldron-empty"]())
    fields = with_class(root, "rb-field")
    assert [int(f.get("data-index", "-1")) for f in fields] == list(range(54))
    for group, spot in zip(fields, TRACK, strict=True):
        shown = texts(group)
        assert shown[0] == str(spot.coins)
        assert (f"{spot.points}★" in shown) is (spot.points > 0)
        assert bool(with_class(group, "rb-ruby")) is spot.ruby
    assert sum(len(with_class(f, "rb-ruby")) for f in fields) == 15
    assert find(root, "title") == "Lege ketel; druppel op veld 0"


def test_the_fields_wind_outward_from_the_centre_without_touching() -> None:
    centres = field_centres(parse(PICTURES["cauldron-empty"]()))
    middle = centres[0]
    distances = [((x - middle[0]) ** 2 + (y - middle[1]) ** 2) ** 0.5 for x, y in centres.values()]
    assert distances[0] == 0 and distances[53] == max(distances)
    points = list(centres.values())
    closest = min(
        ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
        for i, a in enumerate(points)
        for b in points[i + 1 :]
    )
    assert closest >= 2 * 19  # two fields of radius 19 never overlap


def test_every_chip_lies_on_its_field_with_its_label() -> None:
    root = parse(PICTURES["cauldron"]())
    centres = field_centres(root)
    chips = with_class(root, "rb-chip")
    assert [(c.get("data-field"), c.get("data-chip")) for c in chips] == [
        (str(p.field), str(p.chip)) for p in POT.chips
    ]
    for chip, placed in zip(chips, POT.chips, strict=True):
        assert circle_centre(chip) == pytest.approx(centres[placed.field])
        assert texts(chip) == [str(placed.chip)]


def test_droplet_rat_stone_and_scoring_field_stand_where_the_state_says() -> None:
    root = parse(PICTURES["cauldron"]())
    (droplet,) = with_class(root, "rb-droplet")
    (stone,) = with_class(root, "rb-rat-stone")
    (scoring,) = with_class(root, "rb-scoring")
    assert droplet.get("data-droplet") == "3"
    assert (stone.get("data-rat-stone"), stone.get("data-rats")) == ("5", "2")
    assert scoring.get("data-scoring") == str(POT.scoring_field) == "22"
    assert circle_centre(scoring) == pytest.approx(field_centres(root)[22])
    assert "puntentelling" in texts(scoring)
    desc = find(root, "desc")
    assert "Druppel op veld 3." in desc
    assert "Rattensteen op veld 5 (2 rattenstaarten)." in desc
    assert "8 fiches in de ketel: W1 op veld 6, W2 op veld 8" in desc
    assert "Puntentelling op veld 22: 18 geld en 5 overwinningspunten." in desc


def test_only_the_named_chips_are_ringed() -> None:
    root = parse(PICTURES["cauldron"]())
    ringed = [
        c.get("data-field") for c in with_class(root, "rb-chip") if with_class(c, "rb-highlight")
    ]
    assert ringed == ["11"]
    assert "Omcirkeld: R2 op veld 11." in find(root, "desc")


def test_no_rat_stone_without_rat_tails_and_the_spoon_gives_35_and_15() -> None:
    pot = Cauldron.parse("vanaf 0: 52:Y4")
    root = parse(pictures.cauldron_svg(pot, droplet=0, scoring=pot.scoring_field))
    assert with_class(root, "rb-rat-stone") == []
    assert with_class(root, "rb-scoring")[0].get("data-scoring") == "53"
    assert "de lepel: 35 geld en 15 overwinningspunten" in find(root, "desc")


def test_an_exploded_cauldron_says_so_in_word_and_line() -> None:
    root = parse(pictures.cauldron_svg(POT, droplet=3, exploded=True))
    assert "ontploft" in find(root, "title") and "ontploft" in find(root, "desc")
    (rim,) = with_class(root, "rb-pot")
    assert rim.get("stroke-dasharray")  # the rim is broken, not only red


def test_a_cauldron_alone_marks_its_start_instead_of_guessing_a_droplet() -> None:
    root = parse(Cauldron.parse("vanaf 4: 5:W1")._repr_svg_())
    assert with_class(root, "rb-droplet") == []
    assert with_class(root, "rb-start")[0].get("data-start") == "4"
    assert "Begin op veld 4." in find(root, "desc")


# -- the score track -------------------------------------------------------------------------


def test_the_score_track_has_fields_0_to_50_and_every_rat_tail() -> None:
    root = parse(PICTURES["score-track"]())
    boxes = with_class(root, "rb-score-field")
    assert [b.get("data-field") for b in boxes] == [str(n) for n in range(51)]
    tails = [t.get("data-after") for t in with_class(root, "rb-tail") if t.get("data-after")]
    assert tails == [str(t) for t in RAT_TAILS]


def test_the_tails_between_the_players_and_the_leader_are_marked() -> None:
    """The clause's own example: leader on 20; 19 counts none, 17 one, 16 two."""
    root = parse(PICTURES["score-track"]())
    counted = [t.get("data-after") for t in with_class(root, "rb-tail-counted")]
    assert counted == ["16", "18"]
    desc = find(root, "desc")
    assert "Speler 1 op 20 overwinningspunten (koploper)" in desc
    assert "Speler 2 op 19 overwinningspunten, 0 rattenstaarten" in desc
    assert "Speler 3 op 17 overwinningspunten, één rattenstaart" in desc
    assert "Speler 4 op 16 overwinningspunten, 2 rattenstaarten" in desc
    assert clause("kwakzalvers.ratten.staarten").text.endswith("wie op 16 staat 2.")


def test_a_marker_carries_its_seat_number_under_its_field() -> None:
    root = parse(pictures.score_track_svg({0: 7, 1: 57}))
    boxes = {b.get("data-field"): b for b in with_class(root, "rb-score-field")}
    markers = {m.get("data-seat"): m for m in with_class(root, "rb-marker")}
    for seat, field, points in (("0", "7", "7"), ("1", "7", "57")):
        marker = markers[seat]
        box = boxes[field]
        assert marker.get("data-points") == points
        assert str(int(seat) + 1) in texts(marker)
        middle = float(box.get("x", "0")) + float(box.get("width", "0")) / 2
        assert circle_centre(marker)[0] == pytest.approx(middle)
    assert "+50" in texts(markers["1"])  # 57 points: round once more, on field 7
    assert markers["1"].get("data-leader") == "true"


def test_focus_marks_only_that_players_tails() -> None:
    root = parse(pictures.score_track_svg({0: 20, 1: 19, 2: 12}, focus=[1]))
    assert with_class(root, "rb-tail-counted") == []


# -- bag, flask, die, card, book -------------------------------------------------------------


def test_the_bag_groups_its_chips_by_kind_with_their_numbers() -> None:
    root = parse(PICTURES["bag"]())
    kinds = {k.get("data-kind"): k for k in with_class(root, "rb-kind")}
    assert {label: k.get("data-count") for label, k in kinds.items()} == {
        "W1": "4",
        "W2": "2",
        "W3": "1",
        "O1": "1",
        "G1": "1",
        "B4": "2",
    }
    assert texts(kinds["W1"]) == ["W1", "×4"]
    desc = find(root, "desc")
    assert "Buidel met 11 fiches: 4× W1, 2× W2, 1× W3" in desc
    assert "samen 11 op" in desc  # 4 + 4 + 3


def test_the_flask_says_full_or_empty_in_words() -> None:
    full, empty = parse(pictures.flask_svg(True)), parse(pictures.flask_svg(False))
    assert with_class(full, "rb-flask")[0].get("data-full") == "true"
    assert with_class(empty, "rb-flask")[0].get("data-full") == "false"
    assert "fles vol" in texts(full) and "fles leeg" in texts(empty)
    assert "2 robijnen" in find(empty, "desc")


def test_the_die_shows_six_faces_with_the_options_double_face_and_rings_the_roll() -> None:
    root = parse(pictures.die_svg([DieFace.DROPLET], option="tweemaal-robijn"))
    faces = [f.get("data-face") for f in with_class(root, "rb-die-face")]
    assert faces == ["point", "two_points", "ruby", "ruby", "orange", "droplet"]
    rolled = [
        f.get("data-face") for f in with_class(root, "rb-die-face") if with_class(f, "rb-highlight")
    ]
    assert rolled == ["droplet"]
    desc = find(root, "desc")
    assert "1 robijn (twee keer)" in desc and "Gegooid: druppel 1 veld vooruit." in desc


@pytest.mark.parametrize("card", CARDS, ids=lambda card: card.id)
def test_every_fortune_card_shows_its_clause(card: Card) -> None:
    card_id = card.id
    rule = clause(f"kwakzalvers.kaart.{card_id}")
    root = parse(pictures.card_svg(card_id))
    shown = " ".join(texts(root))
    assert " ".join(rule.text.split()) in shown
    assert rule.title in shown
    colour = "Paarse kaart" if card_id.startswith("P") else "Blauwe kaart"
    assert colour in shown and colour.lower() in find(root, "title")
    assert with_class(root, "rb-fortune-card")[0].get("data-card") == card_id


def test_an_unknown_card_is_a_programmers_mistake() -> None:
    with pytest.raises(ValueError):
        pictures.card_svg("P99")


@pytest.mark.parametrize("page", all_books(), ids=lambda b: f"{b.colour.colour}-{b.set}")
def test_every_book_page_shows_prices_action_and_when_it_works(page: Book) -> None:
    root = parse(pictures.book_svg(page))
    prices = [(p.get("data-chip"), p.get("data-price")) for p in with_class(root, "rb-price")]
    assert prices == [(str(Chip(page.colour, value)), str(price)) for value, price in page.prices]
    shown = " ".join(texts(root))
    assert f"Werkt: {page.timing.value}" in shown
    assert " ".join(book_text(page).split()) in shown


def test_the_red_book_of_set_2_reads_its_own_text() -> None:
    root = parse(PICTURES["book"]())
    desc = find(root, "desc")
    assert "Vliegenzwam (rood), set 2" in find(root, "title")
    assert "R1 kost 4 geld, R2 kost 8 geld en R4 kost 14 geld" in desc
    assert "naast je ketel" in desc


# -- a player and the table ------------------------------------------------------------------


def test_the_player_picture_shows_cauldron_numbers_flask_and_bag() -> None:
    player = game_state().players[1]
    root = parse(pictures.player_svg(player, seat=1))
    assert with_class(root, "rb-rat-stone")[0].get("data-rat-stone") == "3"
    assert with_class(root, "rb-flask")[0].get("data-full") == "false"
    assert with_class(root, "rb-scoring")[0].get("data-scoring") == "5"
    desc = find(root, "desc")
    assert desc.startswith("Speler 2: 16 punten · 1 robijn · fles leeg · druppel op 1")
    assert "Buidel met 9 fiches" in desc


def test_the_table_shows_round_phase_card_every_cauldron_and_the_score_track() -> None:
    state = game_state()
    root = parse(table_svg(state))
    desc = find(root, "desc")
    assert desc.startswith("Ronde 4 van 9, fase: 3. Het bereiden van de drank.")
    assert "Kaart: B7 Leven in weelde (blauw)." in desc
    assert "Startspeler: speler 2." in desc
    seats = [g.get("data-seat") for g in with_class(root, "rb-player")]
    assert seats == ["0", "1", "2"]
    (card,) = with_class(root, "rb-card-in-play")
    assert card.get("data-card") == "B7"
    panels = with_class(root, "rb-player")
    assert [c.get("data-field") for c in with_class(panels[0], "rb-chip")] == [
        str(p.field) for p in POT.chips
    ]
    assert with_class(panels[2], "rb-pot")[0].get("stroke-dasharray")  # exploded
    assert len(with_class(root, "rb-field")) == 54  # the track is drawn once ...
    assert len(list(root.iter(f"{SVG}use"))) == 3  # ... and placed in each cauldron
    markers = {m.get("data-seat"): m.get("data-points") for m in with_class(root, "rb-marker")}
    assert markers == {"0": "20", "1": "16", "2": "19"}
    counted = [t.get("data-after") for t in with_class(root, "rb-tail-counted")]
    assert counted == ["16", "18"]


# -- escaping and the notebook representations ------------------------------------------------


def test_text_with_markup_characters_cannot_break_a_picture() -> None:
    name = 'Zak & <b>"buidel"</b>'
    root = parse(pictures.bag_svg(Bag.parse("W1"), name=name))
    assert find(root, "desc").startswith(name)
    assert name + ": één fiche" in texts(root)
    element = svg.element("g", svg.text(0, 0, "a < b & c"), data_note='"<&>"')
    note = parse(f'<svg xmlns="http://www.w3.org/2000/svg">{element}</svg>')[0]
    assert note.get("data-note") == '"<&>"'
    assert texts(note) == ["a < b & c"]


class Shown(Protocol):
    def _repr_svg_(self) -> str: ...

    def _repr_html_(self) -> str: ...


def _states() -> dict[str, Shown]:
    state = game_state()
    return {
        "chip": Chip.parse("R2"),
        "chips": Chips.parse("W1x2 R2"),
        "bag": Bag.parse("W1x4 O1"),
        "cauldron": POT,
        "player": Player(),
        "state": state,
        "piston": Piston(4),
        "essence-board": EssenceBoard(Chips.parse("R1 O1"), 2),
    }


@pytest.mark.parametrize("name", sorted(_states()))
def test_every_state_shows_itself_as_an_image_with_its_description(name: str) -> None:
    value = _states()[name]
    drawn = value._repr_svg_()
    html = value._repr_html_()
    assert html.startswith('<img src="data:image/svg+xml;base64,')
    data = re.search(r"base64,([^\"]+)", html)
    assert data is not None and base64.b64decode(data[1]).decode("utf-8") == drawn
    assert tag(parse(drawn)) == "svg"
    assert alt_text(drawn) in html.replace("&quot;", '"')


def test_the_chips_in_the_chapters_stay_the_same_byte_for_byte() -> None:
    """The chapters' saved outputs hold this chip (nbval compares them)."""
    assert pictures.chip_shape(Chip.parse("G1"), 330, 26) == (
        '<g class="rb-chip" data-chip="G1"><circle cx="330" cy="26" r="16" fill="#3c9a44" '
        'stroke="#555" stroke-width="1.5"/><text x="330" y="30.5" font-size="12" '
        'text-anchor="middle" fill="#fff" font-weight="bold">G1</text></g>'
    )
