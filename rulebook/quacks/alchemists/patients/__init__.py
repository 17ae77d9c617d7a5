"""De Alchemisten's eight patients: drawn before round 1, an action while brewing, a bonus after
the essence phase.

The same inner layout as every part of the expansion: ``data``, ``clauses``, ``rules`` (plain
functions), ``rulings`` (explained answers), ``examples`` (chapter 21), ``svg`` (pictures),
``quiz``, ``glossary``, and ``in_play`` (the patients in the game engine).
"""
