"""The widgets of Castle Combo and Uit de Kerker!: ``tableau`` (``TableauEditor``, a square laid
out and scored card by card) and ``locks`` (``LockTiming``, the turn's lock moments). A chapter
imports them from ``widgets``; this package imports nothing, so each loads only when first used.
"""
