"""The widgets of Het Leeft!, one module per widget, each a panel on the generic
``widgets.panel``: ``auction`` (``AuctionStepper``), ``uprising`` (``UprisingResolver``),
``scores`` (``ScoreCalculator``), ``card_values`` (``CardValuesEntry``), ``advice``
(``AdviceAdvisor``); ``_fields`` holds what they share. A chapter imports them from
``widgets``; this package imports nothing, so each loads only when first used.
"""
