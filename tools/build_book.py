"""``make boek``: the rulebook as a static book in ``build/boek/``, to read without any server.

Every chapter in ``notebooks/`` becomes one HTML page with its saved outputs (the pictures are
images inside the page, the worked examples their static copies), the code hidden, as in the app.
``index.html`` holds the table of contents and "Zoek een regel": the search index of
``rulebook.core.reader.search`` as JSON inside the page and a small script of the page's own
(``tools/book/zoek.js``) that searches it the same way Python does. The folder opens from disk
(``file://``) and asks nothing of any network: no CDN, no fonts, no scripts from elsewhere (the
browser test checks this with every other host unreachable).

Each clause cell gets the anchor ``#regel-<id>`` and each question cell ``#vraag-<id>``, so a
search hit jumps to the rule itself; links between chapters (``x.ipynb#...``) become links
between pages (``x.html#...``). The build checks that every link inside the book leads to a page
and an anchor that exist.

Usage::

    python tools/build_book.py             # build/boek/
    python tools/build_book.py --out DIR   # elsewhere
"""

from __future__ import annotations

import argparse
import copy
import html
import json
import re
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
ASSETS = ROOT / "tools" / "book"
OUT = ROOT / "build" / "boek"
BOOK_TITLE = "Het interactieve regelboek"
SAFE = "?/:@!$&'()*+,;="
"""What nbconvert leaves unencoded in a heading's id (``_convert_header_id``)."""

HEADING = re.compile(r'<h([1-6]) id="([^"]+)">(.*?)<a class="anchor-link"', re.S)
LINK = re.compile(r'href="([^"#]*?)\.ipynb(#[^"]*)?"')
HREF = re.compile(r'(?:href|src)="([^"]*)"')
ID = re.compile(r'\sid="([^"]+)"')


class BookError(Exception):
    """The book cannot be built as promised (a broken link, a missing chapter)."""


def heading_id(anchor: str) -> str:
    """The id nbconvert gives a heading whose JupyterLab anchor is ``anchor``."""
    return quote(anchor, safe=SAFE)


def page_name(notebook: str) -> str:
    return notebook.removesuffix(".ipynb") + ".html"


# -- one chapter -----------------------------------------------------------------------------------


def with_anchors(notebook: Any) -> Any:
    """A copy of the notebook whose clause and question cells start with their own anchor."""
    marked = copy.deepcopy(notebook)
    for cell in marked.cells:
        info = cell.get("metadata", {}).get("rulebook", {})
        for kind, prefix in (("clause", "regel"), ("question", "vraag")):
            if cell.cell_type == "markdown" and kind in info:
                cell.source = f'<a id="{prefix}-{html.escape(info[kind])}"></a>\n\n{cell.source}'
    return marked


def chapter_body(path: Path) -> str:
    """The chapter as HTML: every cell's text and saved outputs, no code, no prompts."""
    import nbformat
    from nbconvert import HTMLExporter

    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    exporter = HTMLExporter(  # type: ignore[no-untyped-call]
        template_name="basic",
        exclude_input=True,
        exclude_input_prompt=True,
        exclude_output_prompt=True,
    )
    body, _resources = exporter.from_notebook_node(with_anchors(notebook))
    return str(body)


def local_links(body: str, chapters: set[str]) -> str:
    """Links to other chapters (``x.ipynb#a``) as links to their pages (``x.html#a``)."""

    def page(match: re.Match[str]) -> str:
        name = match[1]
        if f"{name}.ipynb" not in chapters:
            return match[0]
        return f'href="{name}.html{match[2] or ""}"'

    return LINK.sub(page, body)


def headings_of(body: str, level: int = 2) -> list[tuple[str, str]]:
    """(id, text) of the headings of one level, as the page has them."""
    return [
        (anchor, re.sub(r"<[^>]+>", "", text).strip())
        for found, anchor, text in HEADING.findall(body)
        if int(found) == level
    ]


def nav(previous: tuple[str, str] | None, following: tuple[str, str] | None) -> str:
    """The bar on top of a chapter: the contents, a search field, the chapters around it."""
    parts = ['<a href="index.html">Inhoud</a>']
    if previous:
        parts.append(f'<a href="{previous[0]}" rel="prev">← {html.escape(previous[1])}</a>')
    parts.append('<span class="rb-spacer"></span>')
    if following:
        parts.append(f'<a href="{following[0]}" rel="next">{html.escape(following[1])} →</a>')
    parts.append(
        '<form action="index.html" method="get" role="search">'
        '<input name="q" aria-label="Zoek een regel" placeholder="Zoek een regel…"></form>'
    )
    return f'<nav class="rb-book-nav">{"".join(parts)}</nav>'


def page(title: str, body: str, css: str, head: str = "") -> str:
    return (
        '<!doctype html>\n<html lang="nl">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(title)}</title>\n"
        '<link rel="icon" href="data:,">\n'
        f"<style>\n{css}\n</style>\n{head}</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


# -- the contents and the search -----------------------------------------------------------------


def book_link(entry: dict[str, Any], places: dict[str, Any]) -> str:
    """Where a search hit leads in the book: the rule's or question's own anchor, else the
    heading above it."""
    chapter = entry["hoofdstuk"]
    if not chapter:
        return ""
    own = places.get(entry["id"])
    if entry["soort"] == "regel" and own:
        return f"{page_name(chapter)}#regel-{entry['id']}"
    if entry["soort"] == "vraag" and own:
        return f"{page_name(chapter)}#vraag-{entry['id']}"
    if entry["soort"] == "vraag" and entry["regel"] in places:
        return f"{page_name(chapter)}#regel-{entry['regel']}"
    anchor = entry["anker"]
    return f"{page_name(chapter)}#{heading_id(anchor)}" if anchor else page_name(chapter)


def search_data() -> dict[str, Any]:
    """The search index as JSON for the page, each entry with its link in the book."""
    from rulebook.games import GAMES, search_index

    index = search_index()
    data = index.as_json()
    places = {key: place for key, place in index.chapters.places.items()}
    for entry in data["entries"]:
        entry["boek"] = book_link(entry, places)
    data["games"] = dict(GAMES)
    return data


def json_in_html(data: object) -> str:
    """JSON that can sit inside a ``<script>`` element (no ``</`` to close it early)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def index_page(contents: list[tuple[str, str, list[tuple[str, str]]]], css: str) -> str:
    """The contents of the book and the search field, with the index and its script."""
    items = []
    for file, title, sections in contents:
        subs = "".join(
            f'<li><a href="{file}#{anchor}">{html.escape(text)}</a></li>'
            for anchor, text in sections
        )
        items.append(
            f'<li><a href="{file}">{html.escape(title)}</a>' + (f"<ul>{subs}</ul>" if subs else "")
        )
    script = (ASSETS / "zoek.js").read_text(encoding="utf-8")
    body = (
        '<main>\n<h1 id="boek">Het interactieve regelboek</h1>\n'
        "<p>Dit is de leesversie van het regelboek: elk hoofdstuk met zijn regels, plaatjes en "
        "uitgewerkte voorbeelden, zonder dat er iets hoeft te draaien. Zelf klikken, een quiz "
        "maken of een partij spelen doe je in JupyterLab, in de app of in de browser-editie; "
        "daar werken de knoppen wel.</p>\n"
        '<h2 id="zoeken">Zoek een regel</h2>\n'
        '<form id="rb-zoek" role="search"><input type="search" name="q" autocomplete="off" '
        'aria-label="Zoek een regel, een regelvraag, een voorbeeld of een woord" '
        'placeholder="bijvoorbeeld: fles ontploft"><button type="submit">Zoek</button></form>\n'
        '<p id="rb-zoek-status" role="status" aria-live="polite"></p>\n'
        '<ol id="rb-zoek-resultaten"></ol>\n'
        '<h2 id="inhoud">Inhoud</h2>\n'
        f'<ol class="rb-toc">{"".join(items)}</ol>\n</main>\n'
        f'<script type="application/json" id="rb-zoekindex">{json_in_html(search_data())}'
        f"</script>\n<script>\n{script}\n</script>"
    )
    return page(f"{BOOK_TITLE} — inhoud en zoeken", body, css)


# -- the whole book --------------------------------------------------------------------------------


def build(out: Path = OUT) -> dict[str, Any]:
    """Write the book into ``out``; returns what was written (pages, bytes, seconds)."""
    from rulebook.core.reader.chapters import chapter_map

    started = time.perf_counter()
    paths = sorted(NOTEBOOKS.glob("*.ipynb"))
    if not paths:
        raise BookError(f"no chapters in {NOTEBOOKS}")
    titles = {c.file: c.title for c in chapter_map().chapters}
    css = (ASSETS / "boek.css").read_text(encoding="utf-8")
    names = {path.name for path in paths}
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.html"):
        old.unlink()
    pages: dict[str, str] = {}
    contents = []
    for number, path in enumerate(paths):
        title = titles.get(path.name, path.stem)
        body = local_links(chapter_body(path), names)
        before = paths[number - 1] if number else None
        after = paths[number + 1] if number + 1 < len(paths) else None
        bar = nav(
            (page_name(before.name), titles.get(before.name, before.stem)) if before else None,
            (page_name(after.name), titles.get(after.name, after.stem)) if after else None,
        )
        pages[page_name(path.name)] = page(
            f"{title} — {BOOK_TITLE}", f"{bar}\n<main>\n{body}\n</main>", css
        )
        contents.append((page_name(path.name), title, headings_of(body)))
    pages["index.html"] = index_page(contents, css)
    broken = broken_links(pages)
    if broken:
        raise BookError("links in the book that lead nowhere:\n  " + "\n  ".join(broken))
    for name, text in pages.items():
        (out / name).write_text(text, encoding="utf-8")
    return {
        "pages": len(pages),
        "bytes": sum(len(text.encode("utf-8")) for text in pages.values()),
        "seconds": round(time.perf_counter() - started, 2),
    }


def broken_links(pages: dict[str, str]) -> list[str]:
    """Every link between the book's pages whose page or anchor does not exist, and every link
    or source that would leave the book (another host)."""
    ids = {name: {unquote(i) for i in ID.findall(text)} for name, text in pages.items()}
    found = []
    for name, text in pages.items():
        for target in HREF.findall(text):
            if target.startswith("data:"):
                continue
            if re.match(r"[a-z]+:", target) or target.startswith("//"):
                found.append(f"{name}: {target} (leaves the book)")
                continue
            file, _, fragment = target.partition("#")
            file = file.split("?", 1)[0] or name
            if file not in pages:
                found.append(f"{name}: {target} (no page {file})")
            elif fragment and unquote(fragment) not in ids[file]:
                found.append(f"{name}: {target} (no anchor {fragment} in {file})")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write (build/boek)")
    args = parser.parse_args(argv)
    try:
        report = build(args.out)
    except BookError as error:
        print(f"fout: {error}", file=sys.stderr)
        return 1
    print(
        f"Het boek staat in {args.out}: {report['pages']} pagina's, "
        f"{report['bytes'] / 1e6:.1f} MB, in {report['seconds']} s. "
        f"Open {args.out / 'index.html'} in je browser."
    )
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
