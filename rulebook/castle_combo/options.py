"""The named options of Castle Combo and Uit de Kerker!: where the sources disagree, the
default follows the Dutch seed and the other reading can be chosen."""

from rulebook.core.reader.descriptions import Option

THIRD_LOCK_MOMENTS = ("einde-beurt", "na-kopen")
"""The values of the option ``derde-slotmoment``: the Dutch seed's reading first (the default),
then Game Park's. Kept here, not in ``data``, so that the registry's options load no card data."""

DUNGEON_OPTIONS = (
    Option(
        "slotkaarten",
        "welke kaarten van de uitbreiding een slot hebben",
        "alle",
        ("alle", "geen"),
        "uit-de-kerker.keuze.slotkaarten",
        "De uitleg zegt 'sommige' zonder ze te noemen; Game Park en een recensie geven alle "
        "twaalf een slot; geen bron noemt een kleinere groep.",
    ),
    Option(
        "koning-der-bedelaars",
        "wat de beloning van de King of Beggars telt",
        "ambacht",
        ("ambacht", "wetenschap"),
        "uit-de-kerker.keuze.koning",
        "De uitleg noemt Ambacht-schilden, kortingen en beurzen als grondslag; Game Park telt "
        "Wetenschap-schilden.",
    ),
    Option(
        "derde-slotmoment",
        "het derde moment waarop een slot open mag",
        THIRD_LOCK_MOMENTS[0],
        THIRD_LOCK_MOMENTS,
        "uit-de-kerker.keuze.derde-moment",
        "De uitleg: aan het eind van de beurt, na het bijvullen; Game Park: direct na het kopen.",
    ),
)
