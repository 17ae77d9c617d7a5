"""``make bench`` says "Alle doelen gehaald" only when every row it prints met its aim: the
in-browser edition's and the game table's browser rows too (they used to be printed after the
verdict, so a NEE there stood under "Alle doelen gehaald")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tools import bench


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Every measurement of the kernel answers at once and within its aim."""
    for name, value in {
        "measure_import": (0.0, []),
        "measure_first_cell": 0.0,
        "measure_ruling": 0.0,
        "measure_click": 0.0,
        "measure_games": 10_000.0,
        "measure_engine_ratio": (1.0, 1.0),
        "measure_odds": 0.0,
        "measure_monte_carlo": 0.0,
        "measure_table_click": (0.0, 0),
        "measure_table_stop": 0.0,
        "measure_runner_action": 0.0,
        "measure_castle_combo_score": (0.0, "vierkant"),
        "measure_het_leeft_games": 10_000.0,
        "measure_castle_combo_engine": 10_000.0,
        "measure_castle_combo_kernel": (10_000.0, 10_000.0),
        "measure_het_leeft_advice": (0.0, 4000, 12000, "kern"),
        "measure_het_leeft_kernel": (10_000.0, 10_000.0, 10_000.0),
        "measure_het_leeft_action": (1e-6, {"runner": 0.5, "regels": 0.5}),
    }.items():
        monkeypatch.setattr(bench, name, lambda value=value: value)
    for name in ("widget_rows", "reader_rows", "chapter_rows", "engine_rows"):
        monkeypatch.setattr(bench, name, lambda: [])
    monkeypatch.setattr(bench, "LITE_REPORT", write(tmp_path / "r.json", REPORT))
    monkeypatch.setattr(bench, "LITE_TIMINGS", tmp_path / "lite.json")
    monkeypatch.setattr(bench, "TABLE_TIMINGS", tmp_path / "table.json")
    return tmp_path


REPORT = {"site_bytes": 40e6, "build_seconds": 60.0}
LITE = {
    "cold_first_widget_seconds": 8.0,
    "warm_first_widget_seconds": 2.0,
    "cold_kernel_seconds": 6.0,
    "warm_kernel_seconds": 1.5,
    "measured": "vandaag",
}
TABLE = {"median_click_ms": 60.0, "median_click_bytes": 30_000, "clicks": 20, "measured": "nu"}


def test_all_aims_met_says_so_last(quick: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(quick / "lite.json", LITE)
    write(quick / "table.json", TABLE)
    assert bench.main([]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().splitlines()[-1] == "Alle doelen gehaald."
    assert "NEE" not in out
    assert "klik tot nieuwe tafel getekend (mediaan)" in out and "60 ms" in out


@pytest.mark.parametrize(
    ("lite", "table"),
    [
        ({**LITE, "warm_first_widget_seconds": 4.5}, TABLE),
        (LITE, {**TABLE, "median_click_ms": 118.0}),
    ],
)
def test_a_browser_row_that_misses_its_aim_is_in_the_verdict(
    quick: Path, capsys: pytest.CaptureFixture[str], lite: dict[str, Any], table: dict[str, Any]
) -> None:
    write(quick / "lite.json", lite)
    write(quick / "table.json", table)
    assert bench.main([]) == 1
    out = capsys.readouterr().out
    assert "Alle doelen gehaald" not in out
    assert out.rstrip().splitlines()[-1].startswith("Niet alle doelen gehaald")
    assert out.index("NEE") < out.index("Niet alle doelen gehaald")


def test_browser_numbers_not_measured_yet_fail_no_aim(
    quick: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench.main([]) == 0
    out = capsys.readouterr().out
    assert "nog niet gemeten in chromium" in out
    assert "nog niet gemeten: tests/browser/test_game_table_chapter.py" in out


def test_the_lite_split_shows_where_the_kernel_start_goes(
    quick: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    split = {**LITE, "warm_worker_seconds": 0.4, "warm_files_seconds": 0.6}
    write(quick / "lite.json", split)
    assert bench.main(["--lite"]) == 0
    rows = {
        line.split("|")[1].strip(): line.split("|")[2].strip()
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("| ")
    }
    assert rows["pagina en JupyterLab tot de kernel, warm"] == "0.4 s"
    assert rows["bestanden van Pyodide binnen, warm"] == "0.2 s"
    assert rows["Python, pakketten, imports kernel, warm"] == "0.9 s"
    assert "pagina en JupyterLab tot de kernel, koud" not in rows  # not measured: left out


def test_the_lite_split_names_when_the_early_kernel_made_its_session(
    quick: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    split = {
        **LITE,
        "warm_early_session_seconds": 0.3,
        "warm_worker_seconds": 0.4,
        "warm_files_seconds": 0.6,
    }
    write(quick / "lite.json", split)
    assert bench.main(["--lite"]) == 0
    rows = {
        line.split("|")[1].strip(): line.split("|")[2].strip()
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("| ")
    }
    assert rows["tot de sessie van lite/early-kernel, warm"] == "0.3 s"
    assert rows["pagina en JupyterLab tot de kernel, warm"] == "0.4 s"
    assert "tot de sessie van lite/early-kernel, koud" not in rows  # not measured: left out
