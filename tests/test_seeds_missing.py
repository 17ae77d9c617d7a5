"""A clone without the seeds: the seed checks say loudly that they did not run, and CI
(``REQUIRE_SEEDS=1``, set by ``.ci/run``) fails instead (``tests/seeds.py``)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.seeds import NOT_RUN, REQUIRE_ENV, SEEDS_ENV

ROOT = Path(__file__).resolve().parents[1]
SEED_CHECKS = ("tests/rulebook/test_own_words.py", "tests/rulebook/test_base_texts.py")


def run_seed_checks(seeds: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """The two test files that need the seeds, in a fresh pytest whose seeds folder is
    ``seeds`` (as a clone would see it)."""
    environment = {k: v for k, v in os.environ.items() if k != REQUIRE_ENV}
    environment.update({SEEDS_ENV: str(seeds), **env})
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", *SEED_CHECKS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        env=environment,
    )


@pytest.fixture(scope="module")
def no_seeds(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("clone-without-seeds")


def test_a_clone_without_seeds_passes_and_names_every_check_it_could_not_run(
    no_seeds: Path,
) -> None:
    result = run_seed_checks(no_seeds)
    assert result.returncode == 0, result.stdout[-3000:]
    summary = result.stdout[result.stdout.index(f"{NOT_RUN}: ") :]
    lines = summary.splitlines()
    not_run = [line.split("not run: ", 1)[1] for line in lines if "not run: " in line]
    assert len(not_run) == 8, summary
    own_words = "tests/rulebook/test_own_words.py::test_no_run_of_eight_words_is_copied_from_a_seed"
    assert f"{own_words}[regels]" in not_run
    base = "tests/rulebook/test_base_texts.py::test_no_text_shares_a_run_of_eight_words_with_a_seed"
    assert base in not_run
    assert re.search(r"\b\d+ passed, 8 skipped\b", result.stdout.splitlines()[-1])


def test_ci_fails_when_the_seeds_are_missing(no_seeds: Path) -> None:
    result = run_seed_checks(no_seeds, **{REQUIRE_ENV: "1"})
    assert result.returncode == 1, result.stdout[-3000:]
    last = result.stdout.splitlines()[-1]
    failed = sum(int(n) for n in re.findall(r"(\d+) (?:failed|errors?)\b", last))
    assert failed == 8, result.stdout[-3000:]
    assert f"{REQUIRE_ENV}=1 says this run must compare with them" in result.stdout


def test_ci_sets_require_seeds() -> None:
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert f"export {REQUIRE_ENV}=1" in [line.strip() for line in lines]
    assert lines.index(f"export {REQUIRE_ENV}=1") < lines.index("make test BROWSER_TESTS=required")
