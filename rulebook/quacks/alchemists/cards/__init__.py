"""De Alchemisten's 20 new fortune-teller cards.

The same inner layout as every part of the expansion: ``data``, ``clauses``, ``effects`` (what
the base game's effects lack), ``rules`` (plain functions), ``rulings`` (explained answers),
``examples`` and ``play_examples`` (chapter 22), ``svg`` (pictures), ``quiz`` and ``glossary``
(chapter 22's, the locoweed books' included), and ``in_play`` (the cards in the engine's deck).
"""
