"""The widgets of De Kwakzalvers van Kakelenburg and De Alchemisten, one module each.

``digital_bag`` (``DigitalBag``), ``table_scorer`` (``TableScorer``), ``rat_tails``
(``RatTailExplorer``), ``shop`` (``Shop``), ``book_page`` (``BookPage``), and De Alchemisten's
``essence_explorer``, ``patient_explorer`` and ``locoweed_explorer``; ``_chips`` draws chips and
bags as the JavaScript reads them. A chapter imports them from ``widgets`` (``from widgets import
DigitalBag``); this package imports nothing, so each loads only when first used.
"""
