"""The game model: what a game is and how it is played, named for no game.

The protocol and the one play loop (``game``), the runner that turns a game's phases and
tasks into the protocol (``runner``, ``task_game``, ``turns``, ``flow``, ``match``), the
flow events an expansion attaches to (``events``), what the rules report happened
(``happenings``), effects as data (``effects``), cards and decks (``cards``), the
notation (``notation``), seats, the one fast copy and per-state memory (``evolve``),
randomness and the statistics of playouts. Nothing here imports the reader's tools or
the drawing.
"""
