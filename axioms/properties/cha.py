"""CHA, robustness to chance (Sebastiani 2015 Axiom 6): E[metric] of a random classifier is one constant for every test set (models: coin, uniform_rate, prevalence)."""

from ..registry import register_property
from ..sebastiani import check_cha

register_property(
    "CHA",
    name="robustness to chance",
    statement="E[metric] of a random classifier is one constant for every test set (models: coin, uniform_rate, prevalence)",
    source="Sebastiani 2015 Axiom 6",
    check=check_cha,
    group="sebastiani",
    position=6,
)
