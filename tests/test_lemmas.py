"""Issue #30: every lemma is a record (:data:`axioms.every_n.lemmas.LEMMAS`), the guide's table is
generated from the records, each record names a function that exists, and the evidence cites lemmas
as the records do."""

import importlib
from pathlib import Path

import pytest

import axioms
from axioms.every_n.lemmas import LEMMAS, Lemma, lemma_table

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "guide" / "every_n.md"


def test_the_guides_lemma_table_is_generated_from_the_records():
    assert lemma_table() in GUIDE.read_text(encoding="utf-8"), (
        "docs/guide/every_n.md: paste axioms.every_n.lemmas.lemma_table()")


def certifier(lemma):
    """The function a record names as certifying its hypotheses, or None when there is none."""
    owner, _, name = lemma.certified_by.rpartition(".")
    found = getattr(importlib.import_module(owner), name, None)
    return found if callable(found) else None


@pytest.mark.parametrize("lemma", LEMMAS.values(), ids=list(LEMMAS))
def test_each_lemma_names_its_module_and_a_function_that_certifies_it(lemma):
    module = importlib.import_module(lemma.module)
    assert len(module.__doc__ or "") > 300, f"{lemma.module} should state and prove Lemma {lemma.id} in its docstring"
    assert certifier(lemma) is not None
    assert lemma.property in set(axioms.PROPERTIES) | {"all"}


def test_a_record_that_names_a_missing_function_is_seen():
    broken = Lemma("X", "PI", "x", "axioms.every_n.lifting", "axioms.every_n.lifting.no_such_function", "", "")
    assert certifier(broken) is None
    assert certifier(LEMMAS["P"]) is not None


def test_verdicts_cite_the_lemma_records():
    # Opitz (2024) Table 5: macro recall is prevalence invariant (PIV) and decomposable with p = 1 (PIII), for every n
    verdicts = axioms.check("macro_recall", ["PIII", "PIV"], classes=(2,), with_calibrated=False)
    assert (LEMMAS["D1"].cite() + ": a p-mean of one per-class score g = c/t"
            in verdicts["PIII"].every_n.evidence["method"])
    assert LEMMAS["V1"].cite() + ": a mean of g = c/t" in verdicts["PIV"].every_n.evidence["method"]
