"""Test sets beyond a grid's box, where the box cannot tell the classes apart.

From n = 4 on, the grid's prevalences are 0..1 (:func:`~axioms.search.spaces.grid_bound`): every class that occurs
in one of its test sets has one item there, so a score that treats classes alike cannot show on them how it depends on
the prevalences (accuracy's expected score under a random permutation of the predictions is 1/4 on (1, 1, 1, 1), yet
2/5 on (1, 1, 1, 2)). A check that compares test sets reads, when the whole box 0..1 fit its budget, also the smallest
test sets with prevalences up to 2 beyond it (:func:`widened`), fewest items first, each while its classifiers fit what
is left of the budget; its evidence names them (:class:`Widened`). Nothing changes where the box has a larger bound
(n = 2, 3) or did not fit whole.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from axioms.search.spaces import Grid, classifier_count, compositions

__all__ = ["Widened", "widened"]

#: The largest prevalence of the test sets added beyond a box 0..1.
WIDER_BOUND = 2


@dataclass(frozen=True)
class Widened:
    """The test sets a check reads: ``kept`` of ``grid``'s (those it accepts, described by ``which``, e.g. "with
    every class present"), and ``added`` ones beyond its box; ``extended`` when the box was 0..1 and whole."""

    grid: Grid
    kept: int
    added: tuple[tuple[int, ...], ...] = ()
    extended: bool = False
    which: str = ""

    def text(self) -> str:
        """The test sets read, in words, for the evidence."""
        if not self.extended:
            return self.grid.text()
        kept = f"; {self.kept} of them {self.which}" if self.which else ""
        where = "beyond them" + (f" {self.which}" if self.which else "")
        beyond = (f", and {where} {', '.join(map(str, self.added))} "
                  f"({sum(classifier_count(p) for p in self.added)} classifiers)" if self.added
                  else f", and {where} none fits the budget")
        return f"{self.grid.text()}{kept}{beyond}"

    def as_budget(self) -> dict[str, Any]:
        """The budget entries of the evidence."""
        extra = {"test_sets_read": self.kept + len(self.added),
                 "added_test_sets": [list(p) for p in self.added]} if self.extended else {}
        return {**self.grid.as_budget(), **extra}


def widened(the_grid: Grid, keep: Callable[[tuple[int, ...]], bool] = lambda p: True, which: str = "",
            first: "Callable[[tuple[int, ...]], bool] | None" = None,
            at_most: "int | None" = None) -> tuple[list[tuple[int, ...]], Widened]:
    """``(sets, domain)``: the test sets of ``the_grid`` that ``keep`` accepts and, where its box is 0..1 and whole,
    those with prevalences up to :data:`WIDER_BOUND` beyond it that ``keep`` accepts, fewest items first, each while
    its classifiers fit what is left of the budget (and ``at_most`` classifiers in all, for a large budget); those
    ``first`` accepts before the others (a metric defined only where every class occurs, such as a calibrated one,
    reads nothing else)."""
    sets = [p for p in the_grid.sets if keep(p)]
    if the_grid.bound != 1 or the_grid.max_items is not None:
        return sets, Widened(the_grid, len(sets))
    left = min(the_grid.budget - the_grid.classifiers, the_grid.budget if at_most is None else at_most)
    added = list[tuple[int, ...]]()
    for accepts in ([first] if first is not None else []) + [keep]:
        more, left = _beyond(the_grid, lambda p: accepts(p) and keep(p) and p not in added, left)
        added += more
    return sets + added, Widened(the_grid, len(sets), tuple(added), True, which)


def _beyond(the_grid: Grid, accepts: Callable[[tuple[int, ...]], bool],
            left: int) -> tuple[list[tuple[int, ...]], int]:
    """The test sets with prevalences up to :data:`WIDER_BOUND` outside ``the_grid`` that ``accepts`` takes, fewest
    items first, each while its classifiers fit ``left``, and what is left then. A level of more items has no set of
    fewer classifiers than the last level's smallest: the first level of which none fits ends the search."""
    inside, added = set(the_grid.sets), list[tuple[int, ...]]()
    for items in range(2, the_grid.n * WIDER_BOUND + 1):
        level = [p for p in compositions(items, the_grid.n) if max(p) <= WIDER_BOUND and p not in inside and accepts(p)]
        before = len(added)
        for p in level:
            if classifier_count(p) <= left:
                added.append(p)
                left -= classifier_count(p)
        if level and len(added) == before:
            break
    return added, left
