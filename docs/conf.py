"""Sphinx configuration for the documentation site (`make docs`; warnings are errors)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the package, for autodoc and the rule books
sys.path.insert(0, str(HERE / "_ext"))

import explorer  # noqa: E402

project = "card-rules-explorer"
author = "The card-rules-explorer authors"
copyright = "2026, " + author
version = release = explorer.__version__

extensions = ["myst_parser", "sphinx.ext.autodoc", "rulebook"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
language = "en"
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence"]
autodoc_member_order = "bysource"
autodoc_typehints = "description"
html_theme = "alabaster"
html_title = "card-rules-explorer"
html_static_path = ["_static"]
html_css_files = ["custom.css"]  # long inline literals wrap (no page wider than 1,280 px)
smartquotes = False  # rule texts appear exactly as the explorer shows them
