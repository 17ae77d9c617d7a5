"""The chapters as a new reader meets them in real JupyterLab and Debian's chromium.

- **Before running anything.** A fresh clone's notebooks are untrusted: JupyterLab then strips
  inline SVG and shows no widgets. The chapter is copied to a folder this server never saw, opened
  without running a cell, and every picture must be there as a loaded image (``naturalWidth > 0``),
  every table whole and left-aligned, in the light and in the dark theme.
- **nbconvert HTML** (what GitHub and nbviewer show in the same way): the pictures load.
- **Dark theme, after running.** The widgets' text must stand out from its background (WCAG
  contrast), the headings and badges a reader complained about included.
- **Keyboard only.** From the first stepper to the explorer is a short walk with Tab.

The base-game chapters 10 to 14 get the first check too: opened fresh and untrusted, every
picture their saved outputs hold is on the page as a loaded image with a Dutch alt text, in the
light and in the dark theme.

Screenshots land in ``test-results/chapter/`` (ignored by git) for a person to look at. The first
one of each theme is also read back from the PNG's own pixels: in the dark theme the menu bar,
the side bars, the status bar and the notebook are dark in the file itself (median brightness
under 0.4), in the light theme light, whatever a style or an image viewer says.
"""

from __future__ import annotations

import base64
import itertools
import json
import shutil
import subprocess
import sys
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from rulebook.quacks.alchemists.expansion import ESSENCE_PHASE
from tests.browser.conftest import open_notebook_and_run_all, screenshot_to, wait_for_kernel_idle
from tests.widgets.pictures import pictures_in

REPO = Path(__file__).resolve().parents[2]
CHAPTER = REPO / "notebooks" / "20-alchemisten-essentiefase.ipynb"
BASE_CHAPTERS = sorted((REPO / "notebooks").glob("1[0-4]-kwakzalvers-*.ipynb"))
SCREENSHOTS = REPO / "test-results" / "chapter"
THEMES = {"licht": "JupyterLab Light", "donker": "JupyterLab Dark"}
_fresh = itertools.count()

_CELLS_JS = """() => {
    const cells = window.jupyterapp.shell.currentWidget.content.widgets;
    return cells.map((cell, index) => ({
        index,
        type: cell.model.type,
        trusted: cell.model.type === 'code' ? cell.model.trusted : null,
        count: cell.model.type === 'code' ? cell.model.executionCount : null,
        outputs: cell.model.type === 'code' ? cell.model.outputs.length : 0,
    }));
}"""

_SHOW_CELL_JS = """async (index) => {
    const notebook = window.jupyterapp.shell.currentWidget.content;
    notebook.activeCellIndex = index;
    await notebook.scrollToItem(index, 'start');
}"""

_CELL_IMAGES_JS = """async (index) => {
    const cell = window.jupyterapp.shell.currentWidget.content.widgets[index];
    const images = [...cell.node.querySelectorAll('.jp-OutputArea-output img')];
    await Promise.all(images.map((img) => img.decode().catch(() => null)));
    return images.map((img) => ({
        data: img.src.startsWith('data:image/svg+xml;base64,'),
        loaded: img.complete && img.naturalWidth > 0,
        alt: img.alt,
    }));
}"""

_CELL_TEXT_JS = """(index) => {
    const cell = window.jupyterapp.shell.currentWidget.content.widgets[index];
    return [...cell.node.querySelectorAll('.jp-OutputArea-output')]
        .map((node) => node.innerText).join('\\n');
}"""

_SOURCE_JS = """(index) => window.jupyterapp.shell.currentWidget.content.widgets[index]
    .model.sharedModel.getSource()"""

_TABLE_CELLS_JS = """(index) => {
    const cell = window.jupyterapp.shell.currentWidget.content.widgets[index];
    return [...cell.node.querySelectorAll('.jp-OutputArea-output td, .jp-OutputArea-output th')]
        .map((node) => ({
            // textContent, not innerText: a cell JupyterLab has not laid out yet (scrolled away
            // on a busy machine) has an empty innerText but its text all the same.
            text: node.textContent.replace(/\\s+/g, ' ').trim(),
            align: getComputedStyle(node).textAlign,
        }));
}"""


_THEME_PAINTED_JS = """(light) => {
    // The theme counts as shown once the menu bar and the notebook are painted in its colours:
    // JupyterLab flips the body's flag before the new stylesheet reaches every panel, and a
    // screenshot taken in between shows a light menu over a dark notebook.
    const brightness = (node) => {
        const rgb = (getComputedStyle(node).backgroundColor.match(/[\\d.]+/g) || []).map(Number);
        if (rgb.length < 3 || rgb[3] === 0) return null;
        return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
    };
    if (document.body.dataset.jpThemeLight !== String(light)) return false;
    const parts = [document.querySelector('#jp-top-panel'), document.querySelector('.jp-Notebook')];
    return parts.filter(Boolean).every((node) => {
        const b = brightness(node);
        return b !== null && (light ? b > 0.6 : b < 0.4);
    });
}"""


def set_theme(page: Page, theme: str) -> None:
    """Switch JupyterLab's theme and wait until the menu bar and the notebook show it."""
    page.evaluate(
        "(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})", theme
    )
    page.wait_for_function(_THEME_PAINTED_JS, arg=theme == THEMES["licht"])
    page.wait_for_timeout(100)  # one more frame for the pictures' own styles


_CHROME_JS = """() => {
    // Where JupyterLab's own parts lie on the page, in CSS pixels.
    const parts = {
        menu: '#jp-top-panel', left: '.jp-SideBar.jp-mod-left', right: '.jp-SideBar.jp-mod-right',
        status: '#jp-main-statusbar', notebook: '.jp-NotebookPanel',
    };
    const found = {};
    for (const [name, selector] of Object.entries(parts)) {
        const node = document.querySelector(selector);
        const box = node && node.getBoundingClientRect();
        if (box && box.width >= 4 && box.height >= 4) {
            found[name] = [box.x, box.y, box.width, box.height].map(Math.round);
        }
    }
    return {parts: found, width: window.innerWidth};
}"""

_PNG_BRIGHTNESS_JS = """async ([source, width, parts]) => {
    // The saved file's own pixels, decoded by the browser: the median brightness (0 dark to 1
    // light) of each part. The median ignores the text on a bar and a picture in the notebook.
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const scale = image.naturalWidth / width;
    const medians = {};
    for (const [name, [x, y, w, h]] of Object.entries(parts)) {
        const data = context.getImageData(
            Math.round(x * scale), Math.round(y * scale),
            Math.round(w * scale), Math.round(h * scale)).data;
        const values = [];
        for (let i = 0; i < data.length; i += 4) {
            values.push((0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255);
        }
        values.sort((a, b) => a - b);
        medians[name] = values[values.length >> 1];
    }
    return medians;
}"""


def screenshot(page: Page, name: str) -> Path:
    return screenshot_to(SCREENSHOTS, page, name)


def screenshot_brightness(page: Page, path: Path) -> dict[str, float]:
    """The median brightness of the menu bar, the side bars, the status bar and the notebook in
    the saved screenshot ``path`` of ``page``: what the file shows, whatever the styles say."""
    chrome = page.evaluate(_CHROME_JS)
    source = "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii")
    return dict(page.evaluate(_PNG_BRIGHTNESS_JS, [source, chrome["width"], chrome["parts"]]))


def assert_screenshot_in_theme(page: Page, path: Path, theme: str) -> None:
    """A screenshot in the dark theme is dark all over (the menu bar too), one in the light theme
    light all over: the same bounds ``set_theme`` waits for, read from the PNG itself."""
    medians = screenshot_brightness(page, path)
    assert {"menu", "left", "status", "notebook"} <= set(medians), medians
    light = theme == THEMES["licht"]
    wrong = {
        name: round(m, 2) for name, m in medians.items() if not (m > 0.6 if light else m < 0.4)
    }
    assert not wrong, f"{path.name}: not in {theme} in the picture: {wrong}"


def open_fresh_copy(
    page: Page, jupyter_server: str, served_root: Path, chapter: Path = CHAPTER
) -> str:
    """Copy the chapter from the repository to a folder this server never showed, and open it
    without running anything. Returns its path on the server."""
    folder = served_root / f"vers-{next(_fresh)}"
    folder.mkdir()
    shutil.copy(chapter, folder / chapter.name)
    path = f"{folder.name}/{chapter.name}"
    page.goto(f"{jupyter_server}/lab/tree/{urllib.parse.quote(path)}?reset")
    wait_for_kernel_idle(page, path)
    return path


def trust(page: Page) -> None:
    """What a reader does with File → Trust Notebook (the command asks first)."""
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:trust'); }")
    page.get_by_role("button", name="Trust").click()
    page.wait_for_function(
        """() => window.jupyterapp.shell.currentWidget.content.widgets
            .filter((cell) => cell.model.type === 'code').every((cell) => cell.model.trusted)"""
    )


@pytest.mark.parametrize(
    ("theme", "trusted"), [("licht", False), ("donker", False), ("licht", True)]
)
def test_the_chapter_shows_its_pictures_before_any_cell_runs(
    page: Page, jupyter_server: str, served_root: Path, theme: str, trusted: bool
) -> None:
    open_fresh_copy(page, jupyter_server, served_root)
    set_theme(page, THEMES[theme])
    code = [cell for cell in page.evaluate(_CELLS_JS) if cell["type"] == "code"]
    # The situation of a fresh clone: nothing trusted, nothing run in this session.
    assert code and all(cell["trusted"] is False for cell in code)
    if trusted:  # a reader who trusted the notebook, but has not run it
        trust(page)
        theme += "-vertrouwd"
    saved = [cell["count"] for cell in code]

    images = 0
    for cell in (cell for cell in code if cell["outputs"]):
        page.evaluate(_SHOW_CELL_JS, cell["index"])
        shown = page.evaluate(_CELL_IMAGES_JS, cell["index"])
        text = page.evaluate(_CELL_TEXT_JS, cell["index"])
        assert "<svg" not in text and "Chips.parse(" not in text, text[:200]
        assert "Error displaying widget" not in text
        for image in shown:
            assert image["data"] and image["loaded"], image
            assert image["alt"].startswith(("Ketel", "Essentiefiche")), image["alt"]
        images += len(shown)
        if cell["index"] == code[0]["index"]:
            shot = screenshot(page, f"voor-het-draaien-{theme}-ketel")
            assert_screenshot_in_theme(page, shot, THEMES[theme.removesuffix("-vertrouwd")])
    assert images >= 15  # the start bag, the piston and every worked example's last picture

    # The tables are whole, left-aligned, with a clause in every row of the essence phase.
    table_cell = next(
        cell["index"]
        for cell in code
        if "ESSENCE_PHASE"
        in page.evaluate(
            "(i) => window.jupyterapp.shell.currentWidget.content.widgets[i].model.sharedModel"
            ".getSource()",
            cell["index"],
        )
    )
    page.evaluate(_SHOW_CELL_JS, table_cell)
    table = page.evaluate(_TABLE_CELLS_JS, table_cell)
    assert {cell["align"] for cell in table} == {"left"}
    texts = [cell["text"] for cell in table]
    assert "Eén veld per narrenkruid." in texts
    assert sum("alchemisten." in text for text in texts) == len(ESSENCE_PHASE.steps)
    screenshot(page, f"voor-het-draaien-{theme}-tabel")

    # The first example with a patient: its picture has the tubes and the glasses.
    bonus = next(
        cell["index"]
        for cell in code
        if "points_and_action" in page.evaluate(_SOURCE_JS, cell["index"])
    )
    page.evaluate(_SHOW_CELL_JS, bonus)
    page.evaluate(
        """(i) => window.jupyterapp.shell.currentWidget.content.widgets[i].node
            .querySelector('.jp-OutputArea-output img').scrollIntoView({block: 'center'})""",
        bonus,
    )
    screenshot(page, f"voor-het-draaien-{theme}-buisjes")
    # Still nothing ran.
    assert [cell["count"] for cell in page.evaluate(_CELLS_JS) if cell["type"] == "code"] == saved


@pytest.fixture(scope="module")
def exported_chapter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("nbconvert")
    subprocess.run(
        [sys.executable, "-m", "nbconvert", "--to", "html", "--output-dir", str(folder), CHAPTER],
        check=True,
        capture_output=True,
    )
    yield folder / CHAPTER.with_suffix(".html").name


def test_the_exported_html_shows_every_picture(page: Page, exported_chapter: Path) -> None:
    page.goto(exported_chapter.as_uri())
    images = page.locator('img[src^="data:image/svg+xml;base64,"]')
    expect(images.first).to_be_visible()
    loaded = images.evaluate_all(
        """async (all) => {
            await Promise.all(all.map((img) => img.decode().catch(() => null)));
            return all.map((img) => img.naturalWidth > 0);
        }"""
    )
    assert len(loaded) >= 15 and all(loaded)
    note = page.get_by_text("De verkenner werkt alleen in een notebook dat draait.")
    note.scroll_into_view_if_needed()
    expect(note).to_be_visible()
    screenshot(page, "nbconvert-verkenner")


# -- after running: dark theme and keyboard --------------------------------------------------

_CONTRAST_JS = """(selectors) => {
    const parse = (colour) => {
        const canvas = document.createElement('canvas').getContext('2d');
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
    };
    const background = (node) => {
        const layers = [];
        for (let at = node; at; at = at.parentElement) {
            const colour = parse(getComputedStyle(at).backgroundColor);
            if (colour[3] > 0) layers.push(colour);
            if (colour[3] === 255) break;
        }
        let result = [255, 255, 255];
        for (const [r, g, b, a] of layers.reverse()) {
            const alpha = a / 255;
            result = [r, g, b].map((c, i) => c * alpha + result[i] * (1 - alpha));
        }
        return result;
    };
    const luminance = ([r, g, b]) => {
        const [R, G, B] = [r, g, b].map((c) => {
            c /= 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const result = {};
    for (const selector of selectors) {
        const node = document.querySelector(selector);
        if (!node) { result[selector] = null; continue; }
        const style = getComputedStyle(node);
        const fg = parse(style.color);
        const bg = background(node);
        const alpha = fg[3] / 255;
        const ink = fg.slice(0, 3).map((c, i) => c * alpha + bg[i] * (1 - alpha));
        const [light, dark] = [luminance(ink), luminance(bg)].sort((a, b) => b - a);
        result[selector] = Math.round(((light + 0.05) / (dark + 0.05)) * 10) / 10;
    }
    return result;
}"""

READABLE = {
    ".rb-essence-controls .rb-ec-heading": 4.5,  # "Jouw ketel"
    ".rb-essence-controls .rb-ec-label": 4.5,
    ".rb-essence-controls .rb-outcome": 4.5,
    ".rb-essence-controls .rb-ec-button": 4.5,  # "toepassen"
    ".rb-stepper .rb-question": 4.5,
    ".rb-stepper .rb-clause-kind": 4.5,  # the REGEL badge
    ".rb-stepper .rb-clause-title": 4.5,
    ".rb-stepper .rb-clause-text": 4.5,
    ".rb-stepper .rb-step-counter": 4.5,
    ".rb-stepper .rb-answer-label": 4.5,
}


def test_the_widgets_read_well_in_the_dark_theme(page: Page, jupyter_server: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 1800})  # room for a whole widget
    open_notebook_and_run_all(page, jupyter_server, "notebooks/" + CHAPTER.name)
    for name, theme in sorted(THEMES.items()):
        set_theme(page, theme)
        explorer = page.locator(".rb-essence-explorer").first
        explorer.scroll_into_view_if_needed()
        contrast = page.evaluate(_CONTRAST_JS, list(READABLE))
        low = {s: c for s, c in contrast.items() if c is None or c < READABLE[s]}
        assert not low, f"{theme}: too little contrast {low}"
        # Finished step dots stand out from the page as well (a graphic: 3:1).
        stepper = page.locator(".rb-stepper").first
        stepper.scroll_into_view_if_needed()
        stepper.locator('[data-action="last"]').click()
        dot = page.evaluate(
            _CONTRAST_JS.replace("style.color", "style.backgroundColor").replace(
                "background(node)", "background(node.closest('.rb-stepper'))"
            ),
            [".rb-stepper .rb-step-dot.rb-done"],
        )
        assert dot[".rb-stepper .rb-step-dot.rb-done"] >= 3, dot
        stepper.screenshot(path=_path(f"na-het-draaien-{name}-stapper"))
        controls = page.locator(".rb-essence-controls").first
        controls.scroll_into_view_if_needed()
        controls.screenshot(path=_path(f"na-het-draaien-{name}-verkenner"))
        stepper.locator('[data-action="first"]').click()


def _path(name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS / f"{name}.png"


_FOCUSED_JS = """() => {
    const node = document.activeElement;
    return `${node.tagName.toLowerCase()}.${node.className} ${node.dataset.action ?? ''}`;
}"""


def test_keyboard_only_from_the_first_stepper_to_the_explorer(
    page: Page, jupyter_server: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 1400})
    open_notebook_and_run_all(page, jupyter_server, "notebooks/" + CHAPTER.name)
    # JupyterLab renders only the cells near the screen: count the steppers in the notebook.
    steppers = CHAPTER.read_text(encoding="utf-8").count("Stepper(examples.")
    assert steppers >= 10
    first = page.locator(".rb-stepper").first
    first.scroll_into_view_if_needed()
    first.locator('[data-action="next"]').focus()
    page.keyboard.press("ArrowRight")  # the keys walk the steps
    expect(first.locator(".rb-step-counter")).to_contain_text("stap 2 van")
    presses = 0
    seen = []  # what got the focus, for the message when the walk is too long
    while not page.evaluate("Boolean(document.activeElement.closest('.rb-essence-controls'))"):
        page.keyboard.press("Tab")
        seen.append(page.evaluate(_FOCUSED_JS))
        presses += 1
        assert presses < 200, "the explorer is not reachable with Tab"
    # Each stepper before the explorer costs at most its four buttons and one dot.
    assert presses <= 5 * steppers, (presses, seen)
    expect(page.locator(".rb-essence-controls [data-action='clear']")).to_be_focused()
    page.keyboard.press("Enter")  # "wis ketel"
    expect(page.locator(".rb-essence-controls .rb-cauldron")).to_contain_text("De ketel is leeg.")
    page.keyboard.press("Tab")  # the text field
    page.keyboard.type("R1 O1 B1 W3 W2 W2")
    page.keyboard.press("Enter")
    expect(page.locator(".rb-essence-controls").first).to_have_attribute("data-field", "5")
    page.locator(".rb-essence-controls").first.screenshot(path=_path("toetsenbord-verkenner"))


# -- the base-game chapters, before running ------------------------------------------------------


_CENTRE_IMAGE_JS = """(index) => window.jupyterapp.shell.currentWidget.content.widgets[index].node
    .querySelector('.jp-OutputArea-output img').scrollIntoView({block: 'center'})"""


def saved_pictures(chapter: Path) -> dict[int, int]:
    """Cell index → how many pictures its saved outputs show as images (read from the file), for
    every cell saved with outputs."""
    notebook = json.loads(chapter.read_text(encoding="utf-8"))
    counts = {}
    for index, cell in enumerate(notebook["cells"]):
        if cell.get("outputs"):
            html = "".join(
                "".join(output.get("data", {}).get("text/html", "")) for output in cell["outputs"]
            )
            counts[index] = len(pictures_in(html))
    return counts


@pytest.mark.parametrize("chapter", BASE_CHAPTERS, ids=lambda path: path.stem)
def test_a_base_chapter_shows_its_pictures_before_any_cell_runs(
    page: Page, jupyter_server: str, served_root: Path, chapter: Path
) -> None:
    """Light theme: every cell with outputs, every picture loaded with its alt text, as many as
    the file holds. Dark theme: the same pictures, still loaded, for a screenshot a person
    looks at. Nothing has run, nothing is trusted."""
    open_fresh_copy(page, jupyter_server, served_root, chapter)
    code = [cell for cell in page.evaluate(_CELLS_JS) if cell["type"] == "code"]
    assert code and all(cell["trusted"] is False for cell in code)
    saved = [cell["count"] for cell in code]
    expected = saved_pictures(chapter)
    shown_cells = [cell["index"] for cell in code if cell["outputs"]]
    assert set(shown_cells) == set(expected)  # every code cell was saved with output
    pictured = [index for index in shown_cells if expected[index]]
    short = chapter.stem[:2]
    for theme in ("licht", "donker"):
        set_theme(page, THEMES[theme])
        # In the light theme every cell; in the dark one the first and the last picture.
        for index in shown_cells if theme == "licht" else [pictured[0], pictured[-1]]:
            page.evaluate(_SHOW_CELL_JS, index)
            images = page.evaluate(_CELL_IMAGES_JS, index)
            text = page.evaluate(_CELL_TEXT_JS, index)
            assert "<svg" not in text and "Error displaying widget" not in text, text[:200]
            assert len(images) == expected[index], (index, len(images), expected[index])
            for image in images:
                assert image["data"] and image["loaded"], (index, image)
                assert " " in image["alt"], (index, image["alt"])  # a Dutch sentence
        for which, index in (("eerste", pictured[0]), ("laatste", pictured[-1])):
            page.evaluate(_SHOW_CELL_JS, index)
            page.evaluate(_CENTRE_IMAGE_JS, index)
            screenshot(page, f"basis-{short}-{theme}-{which}-plaatje")
    assert [cell["count"] for cell in page.evaluate(_CELLS_JS) if cell["type"] == "code"] == saved
