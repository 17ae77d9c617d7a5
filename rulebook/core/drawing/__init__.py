"""The drawing: SVG helpers and the picture registry every game draws with."""
