"""Build the JupyterLite site: `python -m tools.lite [OUTPUT]` (what `make lite` runs).

The site (default `build/lite/`) is JupyterLab running in the browser tab with the Pyodide
kernel: no server at all. It holds

- the lessons: copies of `notebooks/*.ipynb`, each with one first cell that installs the
  package in the tab (a lesson that plays Naishi or uses numpy also asks for numpy, one that
  plots for matplotlib), and the Pyodide
  kernelspec, so no kernel dialog appears;
- `pypi/`: this package's wheel and the pure-Python wheels it needs that Pyodide's own
  distribution does not have (numpy, networkx and IPython come from Pyodide).

`pyodide_mirror()` builds a local stand-in for Pyodide's CDN for the offline browser test: the
npm registry's `pyodide` package (the version the kernel was built for) plus the pure-Python
packages of Pyodide's lock file that the lessons need, rebuilt from the package index. Packages
compiled for WebAssembly (numpy) exist only on Pyodide's CDN and are left out.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterable
from email.parser import Parser
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path.home() / ".cache" / "card-rules-explorer" / "lite"
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
# Markers are evaluated as Pyodide would: CPython on Emscripten.
PYODIDE_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten",
                   "os_name": "posix", "implementation_name": "cpython",
                   "platform_python_implementation": "CPython", "extra": ""}

INSTALL_CELL = '''# JupyterLite: install the package in this browser tab first (a few seconds).
# JupyterLite では、まずこのブラウザのタブにパッケージを入れます(数秒かかります)。
import piplite

await piplite.install("card-rules-explorer", deps=False)
await piplite.install({packages!r})'''


def run(command: list[str], cwd: Path | None = None) -> None:
    """Run a build step; on failure, raise with the step's own output."""
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=900)
    if result.returncode:
        raise RuntimeError(f"{' '.join(command)} failed:\n{result.stdout[-4000:]}"
                           f"{result.stderr[-4000:]}")


def kernel_extension() -> Path:
    """The installed Pyodide kernel's lab extension (its `static/` holds the kernel's wheels)."""
    for base in (Path(sys.prefix), *map(Path, sys.path)):
        found = base / "share" / "jupyter" / "labextensions" / "@jupyterlite"
        extension = found / "pyodide-kernel-extension"
        if extension.is_dir():
            return extension
    raise FileNotFoundError("jupyterlite-pyodide-kernel is not installed: pip install '.[lite]'")


def pyodide_version() -> str:
    """The Pyodide version the installed kernel loads by default (from its settings schema)."""
    schema = kernel_extension() / "static" / "schema" / "kernel.v0.schema.json"
    url = json.loads(schema.read_text())["properties"]["pyodideUrl"]["default"]
    found = re.search(r"/v([\w.]+)/full/", url)
    if not found:
        raise ValueError(f"cannot read the Pyodide version from {url}")
    return found[1]


def kernel_wheels() -> set[str]:
    """Names of the packages the kernel ships itself (shims of ipykernel, widgetsnbextension)."""
    index = kernel_extension() / "static" / "pypi" / "all.json"
    return {canonicalize_name(name) for name in json.loads(index.read_text())}


def npm_pyodide(version: str, cache: Path = CACHE) -> Path:
    """The npm registry's `pyodide` package, unpacked (cached)."""
    target = cache / f"pyodide-{version}"
    if not (target / "pyodide.mjs").exists():
        cache.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(cache)])
        with tarfile.open(cache / f"pyodide-{version}.tgz") as archive:
            unpacked = Path(tempfile.mkdtemp(dir=cache))
            archive.extractall(unpacked, filter="data")
            shutil.rmtree(target, ignore_errors=True)
            (unpacked / "package").rename(target)
            shutil.rmtree(unpacked)
    return target


def download(requirement: str, dest: Path, python: str) -> Path:
    """One pure-Python wheel for Pyodide's `python` version ("3.14") from the package index
    (pip's cache makes repeats cheap)."""
    dest.mkdir(parents=True, exist_ok=True)
    before = set(dest.glob("*.whl"))
    with tempfile.TemporaryDirectory() as scratch:
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--python-version", python, "--dest", scratch, requirement])
        (wheel,) = Path(scratch).glob("*.whl")
        if not wheel.name.endswith("-none-any.whl"):
            raise ValueError(f"{requirement}: {wheel.name} is not a pure-Python wheel")
        target = dest / wheel.name
        if target not in before:
            shutil.copyfile(wheel, target)
    return target


def requirements_of(wheel: Path, python: str | None = None) -> list[Requirement]:
    """The run-time requirements of a wheel that apply under Pyodide (whose Python version,
    "3.14", is `python`; by default this interpreter's)."""
    environment = dict(PYODIDE_MARKERS)
    if python:
        environment.update(python_version=python, python_full_version=f"{python}.0")
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = Parser().parsestr(archive.read(name).decode())
    found = []
    for line in metadata.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            found.append(requirement)
    return found


def pyodide_lock(version: str) -> dict[str, Any]:
    """Pyodide's lock file: `info` (its Python version among others) and `packages`."""
    return json.loads((npm_pyodide(version) / "pyodide-lock.json").read_text())  # type: ignore[no-any-return]  # json.loads returns Any


def python_of(lock: dict[str, Any]) -> str:
    """Pyodide's Python as "3.14"."""
    return ".".join(str(lock["info"]["python"]).split(".")[:2])


def pure_dependencies(wheel: Path, provided: set[str], dest: Path, python: str) -> list[Path]:
    """Download the pure-Python wheels `wheel` needs, transitively, except `provided` ones."""
    wheels, seen, todo = [], set(provided), list(requirements_of(wheel, python))
    while todo:
        requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        if name in seen:
            continue
        seen.add(name)
        found = download(f"{name}{requirement.specifier}", dest, python)
        wheels.append(found)
        todo.extend(requirements_of(found, python))
    return wheels


# What a build never needs; the rest of the checkout is copied (see `source_copy`).
NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "test-artifacts", "_build",
                                    "*.egg-info", "__pycache__", ".*_cache", "handouts")


def source_copy(target: Path) -> Path:
    """A copy of the checkout to build from, so that builds running at the same time (the test
    workers) never share setuptools' `build/` and `*.egg-info` folders in the checkout."""
    shutil.copytree(ROOT, target, ignore=NOT_SOURCE)
    return target


def build_wheel(dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="lite-source-") as scratch:
        source = source_copy(Path(scratch) / "source")
        run([sys.executable, "-m", "build", "--wheel", "--outdir", str(dest), str(source)])
    (wheel,) = dest.glob("card_rules_explorer-*.whl")
    return wheel


def lite_lesson(notebook: Path) -> dict[str, Any]:
    """A copy of a lesson for JupyterLite: the Pyodide kernelspec and an install cell first."""
    lesson = json.loads(notebook.read_text(encoding="utf-8"))
    source = "".join("".join(cell["source"]) for cell in lesson["cells"]).lower()
    packages = ["ipywidgets", "networkx", "graphviz"]
    if "naishi" in source or "numpy" in source:
        packages.append("numpy")  # Naishi's best arrangement and the simulations use numpy
    if "matplotlib" in source:
        packages.append("matplotlib")  # the design lab's plots
    lite = copy.deepcopy(lesson)
    lite["metadata"]["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    lite["metadata"]["language_info"] = {"name": "python"}
    cell: dict[str, Any] = {
        "cell_type": "code", "execution_count": None, "id": f"{notebook.stem}-lite",
        "metadata": {}, "outputs": [],
        "source": INSTALL_CELL.format(packages=packages).splitlines(keepends=True),
    }
    lite["cells"].insert(1, cell)  # after the title, which stays the first cell
    return lite


def build_site(output: Path) -> Path:
    """Build the JupyterLite site into `output` and return it."""
    lock = pyodide_lock(pyodide_version())
    in_pyodide = {canonicalize_name(name) for name in lock["packages"]}
    with tempfile.TemporaryDirectory(prefix="lite-") as scratch:
        work = Path(scratch)
        wheels = work / "wheels"
        ours = build_wheel(wheels)
        pure_dependencies(ours, in_pyodide | kernel_wheels(), wheels, python_of(lock))
        contents = work / "contents"
        contents.mkdir()
        for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
            (contents / notebook.name).write_text(
                json.dumps(lite_lesson(notebook), indent=1, ensure_ascii=False) + "\n",
                encoding="utf-8")
        shutil.rmtree(output, ignore_errors=True)
        run([sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(work),
             "--contents", str(contents), "--piplite-wheels", str(wheels),
             "--output-dir", str(output), "--no-sourcemaps"], cwd=work)
    return output


def pyodide_mirror(target: Path, needed: Iterable[str]) -> Path:
    """A local Pyodide for an offline site: npm's `pyodide` package plus, for every package of
    the lock file reachable from `needed`, the same version's pure-Python wheel from the package
    index (compiled packages such as numpy are dropped). Returns the folder to serve."""
    version = pyodide_version()
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(npm_pyodide(version), target)
    lock_path = target / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    python = python_of(lock)
    packages = lock["packages"]
    by_name: dict[str, str] = {canonicalize_name(name): name for name in packages}
    keep: dict[str, dict[str, Any]] = {}
    todo: list[str] = [canonicalize_name(n) for n in needed]
    while todo:
        name = todo.pop()
        if name in keep or name not in by_name:
            continue
        entry: dict[str, Any] = dict(packages[by_name[name]])
        if not str(entry["file_name"]).endswith("-none-any.whl"):
            continue  # compiled for WebAssembly: only on Pyodide's CDN
        wheel = download(f"{entry['name']}=={entry['version']}", CACHE / "wheels", python)
        shutil.copyfile(wheel, target / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        keep[name] = entry
        todo.extend(canonicalize_name(d) for d in entry.get("depends", []))
        # micropip also reads the wheel's own requirements (IPython's jedi, for example).
        todo.extend(canonicalize_name(r.name) for r in requirements_of(wheel, python))
    for entry in keep.values():
        entry["depends"] = [d for d in entry.get("depends", []) if canonicalize_name(d) in keep]
    lock["packages"] = {by_name[name]: entry for name, entry in keep.items()}
    lock_path.write_text(json.dumps(lock))
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.lite", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("output", nargs="?", default=str(ROOT / "build" / "lite"))
    args = parser.parse_args(argv)
    site = build_site(Path(args.output).resolve())
    print(f"JupyterLite site in {site}: serve the folder and open lab/index.html")
    return 0


if __name__ == "__main__":
    sys.exit(main())

