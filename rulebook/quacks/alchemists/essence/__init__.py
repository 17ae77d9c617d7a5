"""De Alchemisten's essence phase: the piston, the essence marker and the essence card.

The same inner layout as every part of the expansion: ``state`` (the phase's values), ``rules``
(pure functions), ``rulings`` (explained answers), ``examples`` (chapter 20's worked examples),
``svg`` (pictures), ``quiz``; ``markers`` is where the essence markers stand in a game's state.
The patients, the locoweed books and the cards build on this part, never the other way round.
"""
