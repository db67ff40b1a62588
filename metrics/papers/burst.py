"""Placeholder: filled in by the catalogue work."""
