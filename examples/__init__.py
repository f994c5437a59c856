"""Runnable examples for guardrail (``python -m examples.demo`` from the repo root)."""
