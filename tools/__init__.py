"""Maintainer tools: notebook sync and execution, benchmarks. Not part of the installed package."""
