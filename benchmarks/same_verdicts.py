"""Whether two JSON reports say the same thing (issue 29: verdicts unchanged by a speed change).

Run: ``python benchmarks/same_verdicts.py BEFORE.json AFTER.json``

Made with ``axiometrics table --format json --no-cache`` before and after a change. Prints
``identical`` when the reports are byte-identical; otherwise every path where they differ,
settings first (a new budget field is expected there, a changed one is not), then the cells.
Exit status 0 when no cell differs (settings may), 1 otherwise. Figures, not a test.
"""

import argparse
import json
import sys


def differences(before, after, path=""):
    """``[(path, before, after)]`` of every leaf where the two JSON values differ (a missing key is ``<absent>``)."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = []
        for key in sorted(set(before) | set(after), key=str):
            out += differences(before.get(key, "<absent>"), after.get(key, "<absent>"), f"{path}/{key}")
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [d for i, (b, a) in enumerate(zip(before, after)) for d in differences(b, a, f"{path}[{i}]")]
    return [] if before == after else [(path, before, after)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    args = parser.parse_args()
    with open(args.before, encoding="utf-8") as f:
        before_text = f.read()
    with open(args.after, encoding="utf-8") as f:
        after_text = f.read()
    if before_text == after_text:
        print("identical (byte for byte)")
        return 0
    found = differences(json.loads(before_text), json.loads(after_text))
    cells = [d for d in found if not d[0].startswith("/settings/")]
    for path, b, a in found:
        print(f"{path}: {json.dumps(b, ensure_ascii=False)[:200]} -> {json.dumps(a, ensure_ascii=False)[:200]}")
    print(f"{len(found) - len(cells)} settings differ, {len(cells)} differences in the cells")
    return 1 if cells else 0


if __name__ == "__main__":
    sys.exit(main())
