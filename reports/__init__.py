"""Reports of axiometrics: property tables, counterexamples, the CI gate and the command line."""

from .assertions import assert_properties
from .render import FORMATS, render
from .report import build_report

__all__ = ["build_report", "render", "FORMATS", "assert_properties"]
