"""Parameter sweeps of metric families (phase diagrams), serial and on a local Dask cluster.

Hand facts: the Tversky index TP / (TP + α FP + β FN) is unchanged by exchanging truth and
prediction (which swaps FP and FN) exactly when α = β; F-β is that symmetric only at β = 1
(F1), and no F-β looks at TN.
"""

from fractions import Fraction
import json

import pytest

from metrics.errors import UsageError
from reports.sweep import grid, parse_param, plot_sweep, render_sweep, sweep


def test_grids_are_exact():
    assert grid("1/4:1:4") == [Fraction(1, 4), Fraction(1, 2), Fraction(3, 4), Fraction(1)]
    assert grid("0.5,2") == [Fraction(1, 2), Fraction(2)]
    assert parse_param("beta=1,2") == ("beta", [Fraction(1), Fraction(2)])
    for bad in ("1:2:1", "a:b:c", "1:2"):
        with pytest.raises(UsageError):
            grid(bad)
    with pytest.raises(UsageError):
        parse_param("beta")


def test_tversky_is_symmetric_exactly_on_the_diagonal():
    values = grid("0,1/2,1,2")
    result = sweep("tversky", {"alpha": values, "beta": values}, ["TRS"], classes=(2,))
    for row in result["rows"]:
        symmetric = row["values"]["alpha"] == row["values"]["beta"]
        assert row["marks"]["TRS"] == ("✓" if symmetric else "✗"), row


def test_f_beta_phase_diagram_and_outputs(tmp_path):
    result = sweep("f_beta", dict([parse_param("beta=1/2:2:4")]), ["TRS", "TNI"], classes=(2,))
    marks = {row["values"]["beta"]: row["marks"] for row in result["rows"]}
    assert marks["1"]["TRS"] == "✓" and marks["1/2"]["TRS"] == "✗" and marks["2"]["TRS"] == "✗"
    assert all(m["TNI"] == "✓" for m in marks.values())
    assert render_sweep(result).splitlines()[0] == "| beta | TRS | TNI |"
    assert json.loads(render_sweep(result, "json"))["rows"] == result["rows"]
    assert plot_sweep(result, tmp_path / "phase.png").stat().st_size > 1000


def test_a_family_needs_all_its_parameters():
    with pytest.raises(UsageError, match="alpha"):
        sweep("tversky", {"alpha": [Fraction(1)]}, ["TRS"])


def test_dask_sweep_is_identical_to_the_serial_one():
    pytest.importorskip("dask.distributed")
    params = dict([parse_param("beta=1/2:2:4")])
    serial = sweep("f_beta", params, ["PI", "TRS"], classes=(2,))
    on_dask = sweep("f_beta", params, ["PI", "TRS"], classes=(2,), scheduler="local")
    assert render_sweep(on_dask, "json") == render_sweep(serial, "json")


def test_sweep_command(tmp_path):
    import subprocess
    import sys

    plot = tmp_path / "phase.png"
    run = subprocess.run(
        [sys.executable, "-m", "reports.cli", "sweep", "tversky", "--param", "alpha=1", "--param", "beta=1,2",
         "--properties", "TRS", "--format", "json", "--plot", str(plot)],
        capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stderr
    rows = json.loads(run.stdout)["rows"]
    assert [(r["values"]["beta"], r["marks"]["TRS"]) for r in rows] == [("1", "✓"), ("2", "✗")]  # Jaccard is symmetric
    assert plot.stat().st_size > 1000
    bad = subprocess.run([sys.executable, "-m", "reports.cli", "sweep", "tversky", "--param", "alpha=1"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "beta" in bad.stderr


def test_a_sweep_reports_progress_on_stderr_and_refuses_huge_grids(capsys):
    from reports.sweep import MAX_MEMBERS

    # 3 members of f_beta's grid: each is announced on stderr as it is checked
    sweep("f_beta", {"beta": [Fraction(1), Fraction(2), Fraction(3)]}, ["TRS"], classes=(2,), progress=True)
    assert capsys.readouterr().err.count("member") >= 3
    with pytest.raises(UsageError, match="max-members"):
        sweep("tversky", {"alpha": grid(f"0:1:{MAX_MEMBERS}"), "beta": grid("0:1:2")}, ["TRS"], classes=(2,))


def test_a_p_mean_member_takes_an_exact_parameter():
    # the p-mean of class recalls at p = 1/3 exactly: (1/n Σ_i R_i^(1/3))^3; at [[1, 1], [0, 1]] the recalls are
    # 1 and 1/2, so ((1 + 2^(-1/3))/2)^3, and its name shows p as a decimal
    from metrics.families import get_family
    member = get_family("macro_recall_mean").make(p=Fraction(1, 3))
    assert member.name == "macro_recall_p0.333333" and member.parameters == {"p": Fraction(1, 3)}
    assert abs(member([[1, 1], [0, 1]]) - ((1 + 0.5 ** (1 / 3)) / 2) ** 3) < 1e-12


@pytest.mark.parametrize("family, param, off", [
    ("e_alpha", "alpha", Fraction(1, 2) + Fraction(1, 10**11)),  # E_α is symmetric in FP, FN at α = 1/2 only
    ("f_beta", "beta", 1 + Fraction(1, 10**11)),  # F_β at β = 1 only
])
def test_a_grid_value_just_off_a_special_one_is_checked_at_itself(family, param, off):
    """E_α = 1 − TP/(α PP + (1 − α) AP): on [[1, 0], [1, 0]] (TP 1, FN 1: PP 1, AP 2) it is 1 − 1/(2 − α), on its
    transpose [[1, 1], [0, 0]] (PP 2, AP 1) 1 − 1/(1 + α): equal only at α = 1/2; F_β = 1 − E_α at α = 1/(1 + β²).
    The sweep made each member from float(value), which sympy's nsimplify read back as 1/2 or 1: TRS was 'proved'
    there (review 14d). A value that is no float (1/10¹⁷⁰, 1 − 1/10¹⁷) was likewise rounded to 0 or 1."""
    marks = {row["values"][param]: row["marks"]["TRS"]
             for row in sweep(family, {param: [off]}, ["TRS"], classes=(2,))["rows"]}
    assert list(marks.values()) == ["✗"]
    alpha = Fraction(1, 2) + Fraction(1, 10**11)
    assert 1 - 1 / (2 - alpha) != 1 - 1 / (1 + alpha)


def test_a_tiny_beta_is_not_rounded_to_precision():
    """F_β at β = 10⁻¹⁷⁰ on [[1, 0], [1, 1]] (TP 1, FN 1, FP 0) is (1 + β²)/(1 + 2β²) = 1 − β²/(1 + 2β²), not
    precision's 1: its exact form keeps β (the float β² underflows to 0, which exact re-checks overrule)."""
    from metrics.families import get_family

    beta = Fraction(1, 10**170)
    member = get_family("f_beta").make(beta=beta)
    assert member.exact([[1, 0], [1, 1]]) == 1 - beta**2 / (1 + 2 * beta**2)
    with pytest.raises(UsageError, match="beta"):
        get_family("f_beta").make(beta=10**200)
