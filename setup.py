"""Build hook: the lessons in `notebooks/` (their one source) ship inside the package as
`explorer/notebooks/*.ipynb`, so `python -m explorer lab` finds them after a plain install.
Everything else is declared in pyproject.toml."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildPyWithLessons(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads the checkout's notebooks/ directly
        target = Path(self.build_lib) / "explorer" / "notebooks"
        target.mkdir(parents=True, exist_ok=True)
        lessons = sorted((HERE / "notebooks").glob("*.ipynb"))
        if not lessons:
            raise SystemExit("no lesson notebooks in notebooks/: cannot build the package")
        for lesson in lessons:
            shutil.copyfile(lesson, target / lesson.name)


setup(cmdclass={"build_py": BuildPyWithLessons})
