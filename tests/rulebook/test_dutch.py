"""The Dutch phrasing helpers agree number and noun, and build lists the Dutch way."""

import doctest

import rulebook.core.dutch as dutch


def test_the_module_examples_hold() -> None:
    failures, tried = doctest.testmod(dutch)
    assert tried >= 3
    assert failures == 0


def test_one_is_singular_and_everything_else_plural() -> None:
    assert dutch.fields(1) == "één veld"
    assert dutch.fields(0) == "0 velden"
    assert dutch.fields(2) == "2 velden"
    assert dutch.points(1) == "1 overwinningspunt"
    assert dutch.points(4) == "4 overwinningspunten"
    assert dutch.rubies(1) == "1 robijn"
    assert dutch.rubies(3) == "3 robijnen"


def test_lists_join_with_en_or_of() -> None:
    assert dutch.listing([]) == ""
    assert dutch.listing(["rood"]) == "rood"
    assert dutch.listing(["rood", "blauw"]) == "rood en blauw"
    assert dutch.listing(["a", "b", "c"], last="of") == "a, b of c"


def test_sentences_ordinals_and_shortening() -> None:
    assert dutch.sentence("de actie van Zeiloren") == "De actie van Zeiloren"
    assert dutch.ordinal(3) == "derde"
    assert dutch.ordinal(12) == "12e"
    assert dutch.shorten("x" * 100, 10) == "x" * 9 + "…"
    assert dutch.shorten("kort") == "kort"


def test_numbers_a_reader_typed_are_echoed_safely() -> None:
    assert dutch.numeral(12) == "12"
    assert dutch.numeral(-3) == "-3"
    assert dutch.numeral(10**5000) == "een getal van meer dan 12 cijfers"
    assert dutch.numeral(-(10**13)) == "een negatief getal van meer dan 12 cijfers"
    assert dutch.count(10**5000, "veld", "velden").endswith("cijfers velden")
    assert dutch.quoted("R" * 100_000, 10) == "'RRRRRRRRR…'"


def test_verbs_agree_with_the_number() -> None:
    assert dutch.agree(1, "staat", "staan") == "staat"
    assert dutch.agree(2, "staat", "staan") == "staan"
    assert dutch.agree(0, "ligt", "liggen") == "liggen"
