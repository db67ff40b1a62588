"""The property registry: properties as small declarative objects (id, name, statement with
formula, source, group, check), added with :func:`register_property`.

The built-in properties register themselves, one module each, from :mod:`axioms.properties`;
a user's own property is added the same way, as a call or as a decorator of its check.
"""

from dataclasses import dataclass
import inspect
import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

from metrics.errors import DuplicatePropertyError, UnknownPropertyError, UsageError, did_you_mean

if TYPE_CHECKING:
    import numpy as np

    from metrics import Metric
    from axioms.core.budget import Settings
    from axioms.core.verdict import Verdict

__all__ = ["Property", "PropertyCheck", "PROPERTIES", "GROUPS", "group_ids", "get_property", "register_property",
           "property_ids"]


class PropertyCheck(Protocol):
    """What a property's ``check`` is: a function of the metric, one class count ``n``, the budget
    ``settings`` and a seeded ``rng``, returning the :class:`axioms.Verdict` at that n.

    Examples
    --------
    >>> from axioms import holds
    >>> def check_always(metric, n, settings, rng):  # a PropertyCheck
    ...     return holds("ALWAYS", {"kind": "construction", "method": "true by definition"}, "holds")
    >>> check_always(None, 2, None, None).verdict
    'holds'
    """

    def __call__(self, metric: "Metric", n: int, settings: "Settings", rng: "np.random.Generator", /) -> "Verdict": ...

    def __hash__(self) -> int: ...  # a function is hashable: the verdict cache keys a check by its source, once


#: The arguments each function of a property is called with (:func:`register_property` checks them).
_CALLED_WITH = {
    "check": "metric, n, settings, rng",
    "applies": "metric, n",
    "combine": "per_n",
    "cell_suffix": "cell",
    "gate_text": "cell",
    "survives_restriction": "verdict",
    "every_n": "metric, base, settings",
}


def _check_signatures(pid: str, functions: dict[str, Any]) -> None:
    """Refuse a property function that is not callable, or cannot be called with the arguments the engine
    passes (:data:`_CALLED_WITH`), when it is registered rather than at its first use."""
    for key, fn in functions.items():
        if fn is None:
            continue
        arguments = _CALLED_WITH[key]
        if not callable(fn):
            raise UsageError(f"{key}= of property {pid!r} must be callable as {key}({arguments}); got {fn!r}")
        try:
            signature = inspect.signature(fn)
        except (TypeError, ValueError):  # a builtin without a signature: it is tried when called
            continue
        try:
            signature.bind(*arguments.split(", "))
        except TypeError:
            raise UsageError(f"{key}= of property {pid!r} is called as {key}({arguments}), which its signature "
                             f"{getattr(fn, '__name__', 'function')}{signature} does not accept") from None


@dataclass(frozen=True)
class Property:
    """A formal property of classification metrics.

    ``check(metric, n, settings, rng)`` returns a :class:`axioms.Verdict` for one class
    count ``n`` (``metric.calibrated_from`` says whether ``metric`` is a calibrated variant);
    ``applies(metric, n)``, when given, narrows where the property is checked (e.g. binary metrics only).
    A property with fields of its own (PV's baseline, PIII's p) says how they combine over class
    counts (``combine``, from ``{n: Verdict}``), which keys every report cell carries (``report_keys``), what a table
    cell shows after its mark (``cell_suffix``) and what the CI baseline records beyond the
    verdict (``gate_text``); engine, reports and gate ask the property.
    ``survives_restriction(verdict)``, when given, says whether a verdict of a metric also holds
    for the metric restricted to the matrices where every class occurs: the engine then takes it
    over for a calibrated variant that is such a restriction (:mod:`axioms.constructions.calibration`).
    ``group`` (one of :data:`GROUPS`, or a user's own) and ``position`` order the properties in
    listings: the paper a property comes from is metadata, not a folder. ``every_n(metric, base,
    settings)``, when given, decides the property for every number of classes of a structured
    metric (:mod:`axioms.every_n.verdicts`).

    Examples
    --------
    >>> prop = get_property("PIV")
    >>> prop.name, prop.source
    ('prevalence invariance', 'Opitz 2024 §3.4, Eq. 5')
    """

    id: str
    name: str
    statement: str
    source: str
    check: PropertyCheck
    applies: Callable[..., Any] | None = None
    combine: Callable[..., Any] | None = None
    report_keys: tuple[str, ...] = ()
    cell_suffix: Callable[..., Any] | None = None
    gate_text: Callable[..., Any] | None = None
    survives_restriction: Callable[..., Any] | None = None
    group: str = "further"
    position: int | None = None
    every_n: Callable[..., Any] | None = None

    def applies_to(self, metric: Any, n: int) -> bool:
        """Whether the property can be checked for ``metric`` at ``n`` classes."""
        return metric.applies_to(n) and (self.applies is None or bool(self.applies(metric, n)))


#: Every registered property by id, ordered by group (:data:`GROUPS`), then by position in its group.
PROPERTIES: dict[str, Property] = {}

#: The property groups, in the order reports list them: Opitz's five properties, Sebastiani's eight
#: axioms, the further properties, then those of Sokolova & Lapalme (2009), Luque et al. (2019),
#: Gandin & Murphy (1992) and Gösgens et al. (2021); a group not named here (a user's) comes after them.
GROUPS = ("opitz", "sebastiani", "further", "sokolova", "luque", "gandin_murphy", "gosgens")


def group_ids(group: str) -> tuple[str, ...]:
    """The ids of the properties of ``group``, in order.

    Examples
    --------
    >>> group_ids("opitz")
    ('PI', 'PII', 'PIII', 'PIV', 'PV')
    """
    return tuple(pid for pid, prop in PROPERTIES.items() if prop.group == group)


def _order(prop: Property, index: int) -> tuple[int, float, int]:
    rank = GROUPS.index(prop.group) if prop.group in GROUPS else len(GROUPS)
    return (rank, prop.position if prop.position is not None else float("inf"), index)


_VALID_ID = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*")


def register_property(
    pid: str, *, name: str, statement: str, source: str, check: PropertyCheck | Callable[..., Any] | None = None,
    applies: Callable[..., Any] | None = None, combine: Callable[..., Any] | None = None,
    report_keys: Iterable[str] = (),
    cell_suffix: Callable[..., Any] | None = None, gate_text: Callable[..., Any] | None = None,
    survives_restriction: Callable[..., Any] | None = None, group: str = "further", position: int | None = None,
    every_n: Callable[..., Any] | None = None,
) -> Any:
    """Add a property under the id ``pid``; returns it (as a decorator: the check, unchanged).

    It is long because its docstring documents every keyword.

    Parameters
    ----------
    pid : str
        A new id of letters, digits, ``_ . -`` (it is selected with ``--properties``).
    name, statement, source : str
        What it is called, its formula in words, and where it comes from.
    check : callable, optional
        ``check(metric, n, settings, rng) -> axioms.Verdict`` for one class count (the
        engine checks a metric's calibrated variant metric~ as its own metric, whose
        ``calibrated_from`` is set); its verdict must say what backs it (proof, counterexample, search with
        budget). Without it, ``register_property`` returns a decorator.
    applies : callable, optional
        ``applies(metric, n) -> bool`` where the property is defined.
    combine, report_keys, cell_suffix, gate_text, survives_restriction : optional
        For a property with fields of its own (see :class:`Property`).
    group : str
        The group it is listed in (:data:`GROUPS`; default ``"further"``).
    position : int, optional
        Its place in the group (default: after the others, in registration order).
    every_n : callable, optional
        ``every_n(metric, base, settings) -> axioms.every_n.verdicts.EveryN | None``: the verdict for
        every number of classes of a structured metric, from a lemma (``base(n)`` is the
        per-n verdict, e.g. the counterexample a lift starts from).

    Examples
    --------
    A property every metric has, registered as a decorator (then removed again):

    >>> from axioms import check, holds
    >>> @register_property("ALWAYS", name="trivial", statement="true", source="docs")
    ... def check_always(metric, n, settings, rng):
    ...     return holds("ALWAYS", {"kind": "construction", "method": "true by definition"}, "holds")
    >>> check("accuracy", ["ALWAYS"], classes=(2,), with_calibrated=False)["ALWAYS"].verdict
    'holds'
    >>> del PROPERTIES["ALWAYS"]
    """
    if not isinstance(pid, str) or not _VALID_ID.fullmatch(pid):
        raise UsageError("a property id must start with a letter and hold only letters, digits, '_', '.', '-'; "
                         f"got pid={pid!r}")
    if pid in PROPERTIES:
        raise DuplicatePropertyError(f"a property with id {pid!r} is already registered; pick another id")
    fields: dict[str, Any] = dict(name=name, statement=statement, source=source, applies=applies, combine=combine,
                                  report_keys=tuple(report_keys), cell_suffix=cell_suffix, gate_text=gate_text,
                                  survives_restriction=survives_restriction, group=group, position=position,
                                  every_n=every_n)
    if check is None:

        def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
            register_property(pid, check=fn, **fields)
            return fn

        return decorator
    _check_signatures(pid, {"check": check, **{key: fields[key] for key in _CALLED_WITH if key != "check"}})
    prop = Property(pid, check=check, **fields)
    ordered = sorted(enumerate([*PROPERTIES.values(), prop]), key=lambda pair: _order(pair[1], pair[0]))
    PROPERTIES.clear()
    PROPERTIES.update((p.id, p) for _, p in ordered)
    return prop


def get_property(pid: str) -> Property:
    """The property with id ``pid`` (e.g. ``"PI"``); :class:`UnknownPropertyError` names the closest ids otherwise.

    Examples
    --------
    >>> get_property("MON").name
    'strict monotonicity'
    >>> get_property("PVI")
    Traceback (most recent call last):
    ...
    metrics.errors.UnknownPropertyError: unknown property id='PVI'. Did you mean: PV, ...
    """
    try:
        return PROPERTIES[pid]
    except (KeyError, TypeError):
        raise UnknownPropertyError(f"unknown property id={pid!r}.{did_you_mean(pid, PROPERTIES)} "
                                   f"Accepted: {', '.join(PROPERTIES)}") from None


def property_ids(properties: "str | Iterable[str]") -> list[str]:
    """Property ids, each once: a list, or one string of ids separated by commas or spaces.

    A single string is never read letter by letter (``"PIV"`` is one id, not P, I, V).

    Examples
    --------
    >>> property_ids("PIV"), property_ids("PI, PIV"), property_ids(["PV", "PV"])
    (['PIV'], ['PI', 'PIV'], ['PV'])
    """
    if isinstance(properties, str):
        ids = re.split(r"[\s,]+", properties.strip())
    else:
        try:
            ids = list(properties)
        except TypeError:
            raise UsageError("properties must be a list of property ids or a string 'PI,PIV'; "
                             f"got properties={properties!r}") from None
    ids = [pid for pid in ids if pid != ""]
    if not ids:
        raise UsageError("properties is empty; give property ids, e.g. properties=['PI', 'PIV'] or 'PI,PIV'; "
                         f"got properties={properties!r}")
    return list(dict.fromkeys(ids))
