"""The report's JSON schema (reports/report.schema.json) and its schema_version."""

import metrics


def test_reports_follow_their_json_schema(tmp_path):
    # the schema shipped with the package describes every report, error cells included
    import json
    from pathlib import Path

    import jsonschema

    import reports
    from reports.report import SCHEMA_VERSION, build_report

    schema = json.loads((Path(reports.__file__).parent / "report.schema.json").read_text(encoding="utf-8"))
    metrics.register("schema_raises", numeric=lambda m: 1 / 0)
    try:
        report = build_report(["macro_recall", "schema_raises"], ["PIII", "PV", "TRS"], classes=(2,))
    finally:
        metrics.unregister("schema_raises")
    assert report["schema_version"] == SCHEMA_VERSION
    jsonschema.validate(report, schema)
    report["metrics"]["macro_recall"]["PV"]["verdict"] = "hold"
    try:
        jsonschema.validate(report, schema)
    except jsonschema.ValidationError:
        pass
    else:
        raise AssertionError("a verdict outside the five words must break the schema")
