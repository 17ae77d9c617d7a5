"""The reader's tools: what turns the model into a rulebook.

Clauses and their catalogue, rulings, the glossary, the rule questions and the quiz, the
search, the chapters, the command line (``terminal``, ``menu``), the registry records of a
game (``descriptions``) and the checks of examples (``coverage``, ``checks``).
"""
