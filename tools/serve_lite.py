"""``make lite-serve``: serve ``build/lite/`` on 127.0.0.1 as a static host should.

Python's own ``http.server`` sends no ``Cache-Control``, so a browser guesses how long a file
stays fresh and fetches or revalidates the whole JupyterLab and Pyodide again on the next visit.
This server says it plainly (``cache_control``):

- a file whose name carries its content's hash (JupyterLab's and the extensions' bundles,
  ``1031.b91a70b.js``) never changes under that name: ``immutable`` for a year;
- every other file (the pages, the settings, Pyodide's core and the wheels, the notebooks) may
  change with the next build: ``no-cache``, which means "keep it, but ask first"; the answer is
  a short "304 Not Modified" (``Last-Modified``/``If-Modified-Since``) while it is unchanged.

``tests/browser/test_lite.py`` serves the site with this same handler.

Usage::

    python tools/serve_lite.py [PORT]
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "build" / "lite"
HASHED = re.compile(r"\.[0-9a-f]{7,}\.(?:js|mjs|css)$")
"""A bundle named by its content hash (webpack/rspack: ``[id].[contenthash].js``)."""
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"


def cache_control(path: str) -> str:
    """The ``Cache-Control`` header for a URL path of the site."""
    return IMMUTABLE if HASHED.search(path.split("?", 1)[0]) else REVALIDATE


class LiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with a ``Cache-Control`` header."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", cache_control(self.path))
        super().end_headers()


class LiteServer(http.server.ThreadingHTTPServer):
    """Takes a browser hanging up mid-file calmly, as hosts do."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def main(argv: list[str]) -> int:
    port = int(argv[0]) if argv else 8010
    if not (SITE / "index.html").is_file():
        print("build/lite/ is not built: make lite", file=sys.stderr)
        return 1
    handler = functools.partial(LiteHandler, directory=str(SITE))
    with LiteServer(("127.0.0.1", port), handler) as server:
        print(f"Het regelboek in de browser: http://127.0.0.1:{port}/  (stoppen met Ctrl-C)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
