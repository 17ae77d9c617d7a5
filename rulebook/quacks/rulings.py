"""Explained computations of the base game: each returns a ``Ruling``."""

from __future__ import annotations

from rulebook.core.dutch import agree, count
from rulebook.core.rulings import Ruling, Step
from rulebook.quacks import rules
from rulebook.quacks.data import EXPLOSION_LIMIT
from rulebook.quacks.state import Chips


def explosion_ruling(cauldron: Chips) -> Ruling[bool]:
    """Did this cauldron explode? Only the white chips count."""
    rules.check_cauldron(cauldron)
    whites = cauldron.whites()
    total = cauldron.white_total()
    exploded = rules.has_exploded(cauldron)
    terms = " + ".join(str(chip.value) for chip in whites) or "0"
    verdict = (
        f"meer dan {EXPLOSION_LIMIT}: je ketel is ontploft"
        if exploded
        else f"niet meer dan {EXPLOSION_LIMIT}: je ketel is niet ontploft"
    )
    steps = (
        Step(
            "kwakzalvers.fiches",
            f"In je ketel {agree(len(cauldron), 'ligt', 'liggen')} "
            f"{count(len(cauldron), 'fiche', 'fiches', one='1')}: {cauldron.dutch()}; daarvan "
            f"{agree(len(whites), 'is', 'zijn er')} {len(whites)} wit.",
            cauldron,
        ),
        Step(
            "kwakzalvers.ontploffen",
            f"De witte fiches zijn samen {terms} = {total}, {verdict}.",
            cauldron,
        ),
    )
    answer = "Ja, ontploft." if exploded else "Nee, niet ontploft."
    return Ruling(
        question=f"Is de ketel {cauldron or 'zonder fiches'} ontploft?",
        answer=f"{answer} De knalerwten zijn samen {total}.",
        result=exploded,
        steps=steps,
    )
