"""The widgets of Het Leeft!: panels on the generic ``widgets.panel`` (``panels``:
``AuctionStepper``, ``UprisingResolver``, ``ScoreCalculator``, ``CardValuesEntry``,
``AdviceAdvisor``). A chapter imports them from ``widgets``; this package imports nothing, so
each loads only when first used.
"""
