"""Write the paper tables committed in ``docs/tables/`` again, each with the command a user runs.

Run from the repository's root: ``python docs/tables/regenerate.py [FILE ...]`` (default: every file; about
two minutes on 2 cores, no verdict cache). ``tests/test_engine_table5.py``, ``tests/test_committed_sebastiani_table.py``
and ``tests/test_cli.py`` check that each committed file is what its command prints now, so a change of verdict,
evidence or wording fails a test until the tables are written again and the change is read in the diff.
"""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TABLE5 = ("accuracy,macro_recall,macro_recall_geometric,macro_recall_harmonic,macro_precision,macro_f1,"
          "macro_f1_of_averages,weighted_f1,cohen_kappa,mcc")  # Opitz 2024 Table 5's rows, in its order
SEBASTIANI = "f1,sebastiani_k,accuracy,mcc,asp,dor,lam,recall,precision,specificity"  # the metrics he discusses
AXIOMS = "MON,CON,SDE,WDE,FIX,CHA,IMB,SYM"

#: file -> the ``axiometrics`` arguments whose output it is ({out}: the file written by the command itself).
COMMANDS = {
    "opitz2024_table5.md": ["table", "--metrics", TABLE5, "--classes", "2,3", "--format", "markdown"],
    "opitz2024_table5.tex": ["table", "--metrics", TABLE5, "--classes", "2,3", "--format", "latex"],
    "opitz2024_table5.expect.json": ["table", "--metrics", TABLE5, "--classes", "2,3", "--format", "json",
                                     "--write-expect", "{out}"],
    "opitz2024_vs_paper.md": ["paper", "opitz2024"],
    "sebastiani2015_axioms.md": ["table", "--metrics", SEBASTIANI, "--properties", AXIOMS, "--classes", "2",
                                 "--format", "markdown"],
    "sebastiani2015_axioms.expect.json": ["table", "--metrics", SEBASTIANI, "--properties", AXIOMS, "--classes", "2",
                                          "--format", "json", "--write-expect", "{out}"],
    "sebastiani2015_vs_paper.md": ["paper", "sebastiani2015"],
    "published_verdicts.md": ["published-verdicts"],
}


def generated(name: str, folder: Path) -> str:
    """The text of ``name`` as its command writes it now (into ``folder`` when the command writes a file)."""
    args = [a.replace("{out}", str(folder / name)) for a in COMMANDS[name]]
    if args == ["published-verdicts"]:
        from reports.paper import published_verdicts_document

        return published_verdicts_document()
    run = subprocess.run([sys.executable, "-m", "reports.cli", *args, "--quiet", "--jobs", "1", "--no-cache"],
                         capture_output=True, text=True, encoding="utf-8", check=False)
    if run.returncode != 0:
        raise SystemExit(f"axiometrics {' '.join(args)} ended with {run.returncode}:\n{run.stderr}")
    return (folder / name).read_text(encoding="utf-8") if "{out}" in COMMANDS[name] else run.stdout


def main(names: list[str]) -> None:
    for name in names or list(COMMANDS):
        text = generated(name, HERE)
        (HERE / name).write_text(text, encoding="utf-8")
        print(f"wrote docs/tables/{name}")


if __name__ == "__main__":
    main(sys.argv[1:])
