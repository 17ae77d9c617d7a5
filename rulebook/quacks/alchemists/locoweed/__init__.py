"""De Alchemisten's four locoweed books (10, 11, 12, 16).

The same inner layout as every part of the expansion, where the part has it: ``books`` (the
books' data, how far a locoweed goes, and their rulings), ``clauses``, ``examples`` (chapter
22), ``in_play`` (book 10 in the game engine) and ``bots`` (how computer players buy locoweed).
"""
