"""Which of a few choices is best, from paired playouts looked at a few fixed times: the
statistics of every Monte-Carlo advice (Het Leeft!'s "kopen, verkopen of veilen?" first).

**Paired deals.** Deal ``k`` is played once for every choice still in the race, from the same
hidden cards and the same random stream, so choice ``a`` and choice ``b`` are compared on the
differences ``d_k = x_a,k - x_b,k`` of the same deals. Luck that hits both alike (a good draw, a
strong opponent) cancels out, and far fewer deals separate two choices than two independent
samples would need.

**Fixed looks.** The deals are looked at after 250, 500, 1,000, ... (doubling) and at the budget
(``looks``); never in between, so how often we look does not depend on what we saw.

**The test at a look.** For every pair of choices still in the race: the mean paired difference
``m``, its standard error ``s / sqrt(n)`` (``s`` the sample standard deviation of the ``n``
differences, with ``n - 1``), and the interval ``m +- z * s / sqrt(n)`` (normal approximation;
``n`` is at least 100, see ``MIN_BUDGET``, and the differences are bounded in the games that use
this, so the mean is close to normal). A pair is *separated* when the interval leaves out 0, and
then the lower choice is clearly worse and is dropped: it plays no more deals.

**Why 95% holds over all looks and pairs.** Each test gets its own share ``alpha_j / pairs`` of
the 5%: ``pairs`` is the number of pairs among the choices at the start (3 for three choices:
Bonferroni), and ``alpha_j = f(t_j) - f(t_{j-1})`` spends the 5% over the looks by the power
function ``f(t) = 0.05 * t**2`` of the fraction ``t = n / budget`` played (an alpha-spending
function from the family of Kim and DeMets): little at the early looks, most at the end. Since
the shares of all tests add up to at most 5%, the chance that *any* look of *any* pair calls two
equal choices different is at most 5% (the union bound; it ignores that the looks are
correlated, so the true error is smaller: conservative, never too bold). With a budget of 4,000
and three choices, ``z`` is 3.99, 3.73, 3.36, 2.96 and 2.50 at the five looks.

**What comes out.** Once one choice is left, it is best and the race stops early. When the
budget is spent, the choices still in the race could not be told apart: they are all named, as
equally good (a tie is declared only then). Each choice also gets its own 95% interval for the
reader (Wilson's score interval for a share between 0 and 1, else the normal one); those are
single intervals, not the paired test, so two overlapping intervals can still belong to two
choices the paired test separates.

The same values in the same order give the same verdict: the playouts are seeded and the
arithmetic is plain floating point in a fixed order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist

ALPHA = 0.05
"""The chance of calling two equal choices different, over all looks and pairs together."""
FIRST_LOOK = 250
"""The first look; the next ones double it, the last is the budget."""
MIN_BUDGET = 100
"""Fewer paired deals than this and the normal approximation is not to be trusted."""
MAX_BUDGET = 100_000

_NORMAL = NormalDist()
_INDIVIDUAL_Z = _NORMAL.inv_cdf(1 - ALPHA / 2)  # 1.96: a single 95% interval


def looks(budget: int, first: int = FIRST_LOOK) -> tuple[int, ...]:
    """The numbers of deals after which the race is looked at: ``first``, doubled while below
    ``budget``, then ``budget`` itself.

    >>> looks(4000), looks(100), looks(600)
    ((250, 500, 1000, 2000, 4000), (100,), (250, 500, 600))
    """
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise ValueError("a budget is a whole number of deals, at least 1")
    found = []
    n = first
    while n < budget:
        found.append(n)
        n *= 2
    found.append(budget)
    return tuple(found)


def spent(fraction: float) -> float:
    """How much of ``ALPHA`` may be spent once ``fraction`` of the budget is played."""
    return ALPHA * min(max(fraction, 0.0), 1.0) ** 2


def critical_values(budget: int, pairs: int) -> tuple[float, ...]:
    """The ``z`` of each look (see the module's docstring).

    >>> [round(z, 2) for z in critical_values(4000, 3)]
    [3.99, 3.73, 3.36, 2.96, 2.5]
    """
    found = []
    before = 0.0
    for n in looks(budget):
        now = spent(n / budget)
        share = (now - before) / max(pairs, 1)
        before = now
        found.append(_NORMAL.inv_cdf(1 - share / 2))
    return tuple(found)


@dataclass(frozen=True)
class Difference:
    """Choice ``first`` minus choice ``second`` over the same ``deals``: the mean paired
    difference and its interval at the look's ``z``."""

    first: str
    second: str
    deals: int
    mean: float
    low: float
    high: float

    @property
    def separated(self) -> bool:
        return self.low > 0 or self.high < 0


@dataclass(frozen=True)
class Choice:
    """What one choice's deals gave: how many it played, the mean and its own 95% interval,
    and, when it fell out of the race, the comparison that dropped it."""

    code: str
    deals: int
    mean: float
    low: float
    high: float
    dropped_by: Difference | None = None


@dataclass(frozen=True)
class Verdict:
    """The race: every choice (in the order given), the best ones (most first, several only
    when the budget ran out before they could be told apart), and how the best compare with
    each other at the end (``ties``)."""

    choices: tuple[Choice, ...]
    best: tuple[str, ...]
    ties: tuple[Difference, ...]
    budget: int
    deals: int
    """The paired deals played: the look at which the race was decided."""

    @property
    def tie(self) -> bool:
        return len(self.best) > 1

    def choice(self, code: str) -> Choice:
        for found in self.choices:
            if found.code == code:
                return found
        raise KeyError(code)


Outcome = Callable[[int, Sequence[str]], Mapping[str, float]]
"""``outcome(k, codes)``: the value of each of ``codes`` on deal ``k`` (the same deal for all)."""


def race(codes: Sequence[str], outcome: Outcome, budget: int, *, share: bool = True) -> Verdict:
    """Play paired deals of ``codes`` until one is left or ``budget`` deals are played, dropping
    a choice at a look once another is clearly better (see the module's docstring). ``share``
    says the values lie between 0 and 1 (a win share), for the choices' own intervals."""
    if len(set(codes)) != len(codes) or not codes:
        raise ValueError("name each choice once")
    if isinstance(budget, bool) or not isinstance(budget, int):
        raise TypeError("the budget is a whole number of deals")
    if not MIN_BUDGET <= budget <= MAX_BUDGET:
        raise ValueError(f"{MIN_BUDGET} to {MAX_BUDGET} deals")
    pairs = len(codes) * (len(codes) - 1) // 2
    values: dict[str, list[float]] = {code: [] for code in codes}
    alive = list(codes)
    dropped: dict[str, Difference] = {}
    played = 0
    z = math.inf
    for look, z in zip(looks(budget), critical_values(budget, pairs), strict=True):
        while played < look:
            got = outcome(played, tuple(alive))
            for code in alive:
                values[code].append(float(got[code]))
            played += 1
        if len(alive) == 1:
            break
        worse: dict[str, Difference] = {}
        for i, a in enumerate(alive):
            for b in alive[i + 1 :]:
                diff = paired(a, b, values[a], values[b], z)
                if diff.low > 0 and b not in worse:
                    worse[b] = diff
                elif diff.high < 0 and a not in worse:
                    worse[a] = paired(b, a, values[b], values[a], z)
        for code in worse:
            dropped[code] = worse[code]
        alive = [code for code in alive if code not in worse]
        if len(alive) == 1:
            break
    mean = {code: _mean(values[code]) for code in codes}
    ranked = sorted(alive, key=lambda code: -mean[code])  # stable: ties keep the given order
    ties = tuple(
        paired(ranked[0], other, values[ranked[0]], values[other], z) for other in ranked[1:]
    )
    return Verdict(
        tuple(
            Choice(
                code,
                len(values[code]),
                mean[code],
                *_own_interval(values[code], share),
                dropped.get(code),
            )
            for code in codes
        ),
        tuple(ranked),
        ties,
        budget,
        played,
    )


def paired(a: str, b: str, xs: Sequence[float], ys: Sequence[float], z: float) -> Difference:
    """``a`` minus ``b`` over their first common deals, with the interval at ``z``."""
    n = min(len(xs), len(ys))
    diffs = [x - y for x, y in zip(xs[:n], ys[:n], strict=True)]
    mean = _mean(diffs)
    half = z * math.sqrt(_variance(diffs, mean) / n) if n > 1 else math.inf
    return Difference(a, b, n, mean, mean - half, mean + half)


def _mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values) if values else 0.0


def _variance(values: Sequence[float], mean: float) -> float:
    return math.fsum((v - mean) ** 2 for v in values) / (len(values) - 1)


def _own_interval(values: Sequence[float], share: bool) -> tuple[float, float]:
    """A single 95% interval for the mean of ``values``: Wilson's score interval for a share
    (it stays inside 0 to 1 and is not empty at 0% or 100%), else mean +- 1.96 standard
    errors."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0) if not share else (0.0, 1.0)
    p = _mean(values)
    z = _INDIVIDUAL_Z
    if share:
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z / (1 + z * z / n) * math.sqrt(max(p * (1 - p), 0.0) / n + z * z / (4 * n * n))
        return max(centre - half, 0.0), min(centre + half, 1.0)
    if n == 1:
        return p, p
    half = z * math.sqrt(_variance(values, p) / n)
    return p - half, p + half


__all__ = [
    "ALPHA",
    "FIRST_LOOK",
    "MAX_BUDGET",
    "MIN_BUDGET",
    "Choice",
    "Difference",
    "Verdict",
    "critical_values",
    "looks",
    "paired",
    "race",
]
