"""Pictures of the patients: a patient card, and the table while a patient's action is asked.

Drawn from the data in the style of ``svg.py`` (no publisher art): the piston with the tubes to
the patient's essence card, the chips with letter and value (colour is never the only code), and
a ``<title>``/``<desc>`` that say in Dutch what the eye sees, for screen readers and diffs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebook.core.drawing import svg
from rulebook.core.drawing.svg import INK, INK_SOFT, SvgPicture
from rulebook.quacks.alchemists.data import PISTON_TOP, Patient
from rulebook.quacks.alchemists.essence.svg import FIELD_W, LEFT, LEGEND, piston_body
from rulebook.quacks.alchemists.patients.data import card
from rulebook.quacks.pictures import PER_ROW, chip_row
from rulebook.quacks.state import Chip, Chips
from rulebook.quacks.table import Cauldron

WIDTH = max((PISTON_TOP + 1) * FIELD_W + 2 * LEFT, PER_ROW * 38 + 2 * LEFT)


@dataclass(frozen=True)
class PatientBoard:
    """What a step about a patient shows: the cauldron (chips on their fields), the chip the
    step is about, the essence marker on the piston with the patient's card, and a caption."""

    patient: Patient
    marker: int
    cauldron: Cauldron = field(default_factory=Cauldron)
    chip: Chip | None = None
    caption: str = ""
    extra: Chips = field(default_factory=Chips)
    extra_label: str = ""

    def _repr_svg_(self) -> str:
        return patient_board_svg(self)

    def _repr_html_(self) -> str:
        return svg.as_img(self._repr_svg_())


def _row(label: str, chips: Chips, y: float, highlight: tuple[int, ...] = ()) -> tuple[str, float]:
    parts = [svg.text(LEFT, y + 10, label, size=11, anchor="start", fill=INK_SOFT)]
    if chips:
        body, height = chip_row(chips, LEFT, y + 14, highlight)
    else:
        body, height = svg.text(LEFT, y + 34, "(geen fiches)", size=11, anchor="start"), 30
    parts.append(body)
    return "".join(parts), 14 + height


def patient_board_svg(board: PatientBoard) -> SvgPicture:
    parts: list[str] = []
    y: float = 6
    contents = board.cauldron.contents()
    last = (len(contents) - 1,) if contents and board.chip == contents[-1] else ()
    label = f"Jouw ketel ({board.cauldron})" if contents else "Jouw ketel"
    body, height = _row(label, contents, y, last)
    parts.append(body)
    y += height + 4
    if board.chip is not None:
        body, height = _row(f"Het fiche: {board.chip.dutch()}", Chips((board.chip,)), y)
        parts.append(body)
        y += height + 4
    if board.extra:
        body, height = _row(board.extra_label, board.extra, y)
        parts.append(body)
        y += height + 4
    piston, piston_height = piston_body(board.marker, LEFT, y, board.patient)
    parts.append(piston)
    y += piston_height + 14
    parts.append(svg.text(LEFT, y, LEGEND, size=11, anchor="start", fill=INK_SOFT))
    y += 8
    if board.caption:
        line, line_height = svg.paragraph(
            LEFT, y + 10, board.caption, width=WIDTH - 2 * LEFT, weight="bold"
        )
        parts.append(line)
        y += line_height + 4
    title = f"{board.patient.dutch}: essentie {board.marker}"
    description = " ".join(
        part
        for part in (
            f"Patiënt {board.patient.dutch}; essentiefiche op veld {board.marker}.",
            f"Ketel: {board.cauldron}." if contents else "De ketel is leeg.",
            f"Het fiche: {board.chip.dutch()}." if board.chip is not None else "",
            f"{board.extra_label}: {board.extra}." if board.extra else "",
            board.caption,
        )
        if part
    )
    return svg.document(WIDTH, y + 10, title, description, "".join(parts))


def patient_card_svg(patient: Patient) -> SvgPicture:
    """A patient card: name, when the bonus comes, the action and its cost, the start chips,
    and the essence card with its glasses below the piston."""
    info = card(patient)
    parts = [svg.text(LEFT, 24, patient.dutch, size=18, anchor="start", fill=INK, weight="bold")]
    y: float = 34
    lines = [f"Wanneer: {info.timing.value}.", f"Bonus: {info.bonus}."]
    if info.action:
        cost = (
            "de waarde van het fiche"
            if info.action_cost is None
            else f"{info.action_cost} essentie"
            if info.action_cost
            else "geen essentie"
        )
        lines.append(f"Actie: {info.action} (kost {cost}).")
    if info.red_set_two:
        lines.append(f"Met rood set 2: {info.red_set_two}.")
    for line in lines:
        body, height = svg.paragraph(LEFT, y + 12, line, width=WIDTH - 2 * LEFT)
        parts.append(body)
        y += height + 2
    if info.start_chips:
        body, height = _row("Extra in je startbuidel", info.start_chips, y + 4)
        parts.append(body)
        y += height + 8
    piston, piston_height = piston_body(0, LEFT, y + 4, patient)
    parts.append(piston)
    y += piston_height + 16
    parts.append(svg.text(LEFT, y, LEGEND, size=11, anchor="start", fill=INK_SOFT))
    extra = f" Extra startfiches: {info.start_chips}." if info.start_chips else ""
    description = " ".join(lines) + extra
    return svg.document(
        WIDTH, y + 12, f"Patiëntenkaart {patient.dutch}", description, "".join(parts)
    )


@dataclass(frozen=True)
class PatientCardPicture:
    """A patient card for a Showcase (it shows itself as a picture)."""

    patient: Patient

    def _repr_svg_(self) -> str:
        return patient_card_svg(self.patient)

    def _repr_html_(self) -> str:
        return svg.as_img(self._repr_svg_())
