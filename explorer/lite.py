"""`card-rules-explorer lite DIR`: build a self-contained JupyterLite site of the lessons.

The site is JupyterLab running in the browser tab with the Pyodide kernel: no server, and no
internet. Every file it loads is in the site itself:

- `static/pyodide/`: Pyodide, from the npm registry's `pyodide` package (the version the
  installed `jupyterlite-pyodide-kernel` was made for), with the pure-Python packages of its
  lock file that the lessons and the kernel need rebuilt from the package index; packages
  compiled for WebAssembly (numpy, matplotlib) are not on any registry and are left out. Or,
  with `--pyodide TARBALL`, a full Pyodide distribution (`pyodide-<version>.tar.bz2` from
  Pyodide's GitHub releases), numpy and matplotlib included.
- `pypi/`: this package's wheel and the pure-Python wheels it needs that Pyodide lacks;
- `files/`: the lessons, each with a first cell that installs what that lesson uses (numpy
  in a guarded call of its own: without it every lesson still runs in full, the design lab
  included: its simulations fall back to plain-Python arrays, `explorer.simulate.arrays`, and
  its plots are SVG drawn by the package);
- `index.html`, `start.py` and a start script per platform (`explorer.lite_front`): the
  site opens on the welcome lesson; opened as a file it says how to open it instead;
- `jupyter-lite.json`: Pyodide's address inside the site, the package index fallback off, and
  the packages every lesson imports loaded with Pyodide (`loadPyodideOptions`).

`--zip FILE` also packs the site into one zip for a USB stick or an intranet server. The build
needs the `lite` extra (`pip install "card-rules-explorer[lite]"`), npm (for Pyodide) and, once,
the package index (for the pure-Python wheels; both are cached under
`~/.cache/card-rules-explorer/lite`).
"""

from __future__ import annotations

import argparse
import base64
import copy
import hashlib
import importlib.metadata
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterable, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine.cli import CommandLine
from .engine.i18n import LANGUAGES, Join, cli_help, cli_text, take_lang_option, tr
from .lab import WELCOME
from .lite_front import add_front_pages

if TYPE_CHECKING:
    from packaging.requirements import Requirement

DISTRIBUTION = "card-rules-explorer"
CACHE = Path.home() / ".cache" / "card-rules-explorer" / "lite"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
# Markers are evaluated as Pyodide would: CPython on Emscripten.
PYODIDE_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten",
                   "os_name": "posix", "implementation_name": "cpython",
                   "platform_python_implementation": "CPython", "extra": ""}
#: What every lesson imports (through `explorer`): installed by each lesson's first cell and
#: loaded with Pyodide, so that the cell finds them there.
LESSON_PACKAGES = ("ipywidgets", "networkx", "graphviz")
#: Compiled packages a lesson may use: only in a full Pyodide (`--pyodide`), so each lesson
#: asks for them in a call of its own that may fail without stopping the lesson.
OPTIONAL_PACKAGES = ("numpy", "matplotlib")
#: A lesson's code that runs faster with numpy without importing it: the simulations and their
#: fits (`explorer.simulate` keeps its games in numpy arrays where numpy is, in plain-Python
#: ones otherwise). Neither they nor the plots (SVG drawn by the package) need it.
SIMULATION = re.compile(r"\bexplorer\.(simulate|compare)\b|\bVariantEditor\b")
#: What the build imports, all from the `lite` extra (jupyter_server: JupyterLite's contents
#: index of the lessons).
BUILD_MODULES = ("jupyterlite_core", "jupyterlite_pyodide_kernel", "jupyter_server", "packaging")

INSTALL_CELL = '''# JupyterLite: install the package in this browser tab first (a few seconds).
# JupyterLite では、まずこのブラウザのタブにパッケージを入れます(数秒かかります)。
import piplite

await piplite.install("card-rules-explorer", deps=False)
await piplite.install({packages!r})'''

OPTIONAL_CELL = '''
try:
    await piplite.install({package!r})
except Exception:  # an offline site without a full Pyodide has no {package}
    print("{en}")
    print("{ja}")
    _missing.add({package!r})'''

#: Where a package the site lacks is imported anyway, the learner reads why (in both
#: languages) instead of a traceback, and the lesson runs on (`explorer.lite_tab`).
EXPLAIN_CELL = '''
from explorer.lite_tab import explain_missing

explain_missing(_missing, needed={needed!r})'''


def both(key: str, **params: str) -> str:
    """A message in the command line's languages, one line each (`lab.both`)."""
    return cli_text(key, **params)


def run(command: list[str], cwd: Path | None = None) -> None:
    """Run a build step; on failure, raise with the step's own output."""
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=900)
    if result.returncode:
        raise RuntimeError(f"{' '.join(command)} failed:\n{result.stdout[-4000:]}"
                           f"{result.stderr[-4000:]}")


def kernel_extension() -> Path:
    """The installed Pyodide kernel's lab extension (its `static/` holds the kernel's wheels)."""
    for base in (Path(sys.prefix), *map(Path, sys.path)):
        extension = base / "share" / "jupyter" / "labextensions" / "@jupyterlite" / \
            "pyodide-kernel-extension"
        if extension.is_dir():
            return extension
    raise FileNotFoundError(both("lite.no_tools", dist=DISTRIBUTION))


def pyodide_version() -> str:
    """The Pyodide version the installed kernel loads by default (from its settings schema)."""
    schema = kernel_extension() / "static" / "schema" / "kernel.v0.schema.json"
    url = json.loads(schema.read_text())["properties"]["pyodideUrl"]["default"]
    found = re.search(r"/v([\w.]+)/full/", url)
    if not found:
        raise ValueError(f"cannot read the Pyodide version from {url}")
    return found[1]


def kernel_wheels() -> list[Path]:
    """The wheels the kernel ships itself (shims of ipykernel, widgetsnbextension...)."""
    return sorted((kernel_extension() / "static" / "pypi").glob("*.whl"))


def canonical(name: str) -> str:
    from packaging.utils import canonicalize_name

    return str(canonicalize_name(name))


def npm_pyodide(version: str, cache: Path = CACHE) -> Path:
    """The npm registry's `pyodide` package, unpacked (cached)."""
    target = cache / f"pyodide-{version}"
    if not (target / "pyodide.mjs").exists():
        if shutil.which("npm") is None:
            raise FileNotFoundError(both("lite.no_npm"))
        cache.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(cache)])
        unpacked = Path(tempfile.mkdtemp(dir=cache))
        with tarfile.open(cache / f"pyodide-{version}.tgz") as archive:
            archive.extractall(unpacked, filter="data")
        shutil.rmtree(target, ignore_errors=True)
        (unpacked / "package").rename(target)
        shutil.rmtree(unpacked)
    return target


def full_pyodide(tarball: Path, target: Path) -> Path:
    """A full Pyodide distribution (`pyodide-<version>.tar.bz2`), unpacked into `target`."""
    with tempfile.TemporaryDirectory() as scratch, tarfile.open(tarball) as archive:
        archive.extractall(scratch, filter="data")
        (lock,) = Path(scratch).glob("**/pyodide-lock.json")
        shutil.copytree(lock.parent, target)
    return target


def lock_of(tarball: Path) -> dict[str, Any]:
    """The lock file of a full Pyodide distribution, read from its tarball."""
    with tarfile.open(tarball) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("pyodide-lock.json"))
        found = archive.extractfile(member)
        assert found is not None
        return json.loads(found.read())  # type: ignore[no-any-return]  # json.loads returns Any


def download(requirement: str, dest: Path, python: str) -> Path:
    """One pure-Python wheel for Pyodide's `python` version ("3.14") from the package index
    (pip's cache makes repeats cheap)."""
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--python-version", python, "--dest", scratch, requirement])
        (wheel,) = Path(scratch).glob("*.whl")
        if not wheel.name.endswith("-none-any.whl"):
            raise ValueError(f"{requirement}: {wheel.name} is not a pure-Python wheel")
        target = dest / wheel.name
        if not target.exists():
            shutil.copyfile(wheel, target)
    return target


def cached(name: str, version: str) -> Path | None:
    """The pure-Python wheel of `name` `version` downloaded by an earlier build, if any."""
    stem = re.sub(r"[-_.]+", "_", name).lower()
    for wheel in (CACHE / "wheels").glob("*-none-any.whl"):
        found, found_version = wheel.name.split("-")[:2]
        if found.lower() == stem and found_version == version:
            return wheel
    return None


def metadata_of(wheel: Path) -> str:
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        return archive.read(name).decode()


def requirements_of(wheel: Path, python: str | None = None) -> list[Requirement]:
    """The run-time requirements of a wheel that apply under Pyodide (whose Python version,
    "3.14", is `python`; by default this interpreter's)."""
    from email.parser import Parser

    from packaging.requirements import Requirement

    environment = dict(PYODIDE_MARKERS)
    if python:
        environment.update(python_version=python, python_full_version=f"{python}.0")
    found = []
    for line in Parser().parsestr(metadata_of(wheel)).get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            found.append(requirement)
    return found


def python_of(lock: dict[str, Any]) -> str:
    """Pyodide's Python as "3.14"."""
    return ".".join(str(lock["info"]["python"]).split(".")[:2])


def pure_dependencies(wheel: Path, provided: set[str], dest: Path, python: str) -> list[Path]:
    """Download the pure-Python wheels `wheel` needs, transitively, except `provided` ones."""
    wheels, seen, todo = [], set(provided), list(requirements_of(wheel, python))
    while todo:
        requirement = todo.pop()
        name = canonical(requirement.name)
        if name in seen:
            continue
        seen.add(name)
        found = download(f"{name}{requirement.specifier}", dest, python)
        wheels.append(found)
        todo.extend(requirements_of(found, python))
    return wheels


def trim_lock(target: Path, needed: Iterable[str]) -> dict[str, Any]:
    """Make the core Pyodide in `target` (npm's, whose lock file names packages it does not
    hold) self-contained: keep in its lock only the packages reachable from `needed`, each a
    pure-Python wheel of the same version from the package index, copied beside the lock.
    Compiled packages (numpy) are dropped. Returns the new lock."""
    lock_path = target / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    python, packages = python_of(lock), lock["packages"]
    by_name = {canonical(name): name for name in packages}
    keep: dict[str, dict[str, Any]] = {}
    todo = [canonical(n) for n in needed]
    while todo:
        name = todo.pop()
        if name in keep or name not in by_name:
            continue
        entry = dict(packages[by_name[name]])
        if not str(entry["file_name"]).endswith("-none-any.whl"):
            continue  # compiled for WebAssembly: only in a full Pyodide
        wheel = cached(entry["name"], entry["version"]) or download(
            f"{entry['name']}=={entry['version']}", CACHE / "wheels", python)
        shutil.copyfile(wheel, target / wheel.name)
        entry.update(file_name=wheel.name, sha256=hashlib.sha256(wheel.read_bytes()).hexdigest())
        # The wheel's own requirements, not the lock's (written for Pyodide's own builds):
        # npm's lock has networkx depend on setuptools (and so pyparsing), 1 MB that every tab
        # would load and nothing imports; micropip reads these too (IPython's jedi).
        requires = {canonical(r.name) for r in requirements_of(wheel, python)}
        entry["depends"] = sorted(by_name[r] for r in requires if r in by_name)
        keep[name] = entry
        todo.extend(sorted(requires))
    for entry in keep.values():
        entry["depends"] = [d for d in entry.get("depends", []) if canonical(d) in keep]
    lock["packages"] = {by_name[name]: entry for name, entry in keep.items()}
    lock_path.write_text(json.dumps(lock))
    return lock  # type: ignore[no-any-return]  # json.loads returns Any


def _code(lesson: dict[str, Any]) -> str:
    """A lesson's code cells, one after another, each starting on a line of its own."""
    return "\n".join("".join(c["source"]) for c in lesson["cells"] if c["cell_type"] == "code")


def lesson_packages(lesson: dict[str, Any]) -> tuple[list[str], list[str]]:
    """What a lesson's install cell asks for: the packages it needs, then the optional ones it
    uses (numpy, where there is one, for faster simulations in the design lab and a faster
    Naishi best arrangement; matplotlib where a lesson imports it for plots of its own)."""
    code = _code(lesson)
    optional = []
    if (re.search(r"^\s*(import|from) numpy\b", code, re.M) or "naishi" in code.lower()
            or SIMULATION.search(code)):
        optional.append("numpy")
    if re.search(r"^\s*(import|from) matplotlib\b", code, re.M):
        optional.append("matplotlib")
    return list(LESSON_PACKAGES), optional


def install_cell(lesson: dict[str, Any]) -> str:
    required, optional = lesson_packages(lesson)
    cell = INSTALL_CELL.format(packages=required)
    if optional:
        cell += "\n_missing = set()"
    for package in optional:
        cell += OPTIONAL_CELL.format(
            package=package,
            en=tr("lite.optional_missing", "en", package=package).replace('"', "'"),
            ja=tr("lite.optional_missing", "ja", package=package).replace('"', "'"))
    if optional:
        cell += EXPLAIN_CELL.format(needed=needed_packages(lesson))
    return cell


def needed_packages(lesson: dict[str, Any]) -> list[str]:
    """The optional packages a lesson cannot run without: those it imports itself. The design
    lab's simulations and Naishi's lessons only run faster with numpy."""
    code = _code(lesson)
    return [package for package in OPTIONAL_PACKAGES
            if re.search(rf"^\s*(import|from) {package}\b", code, re.M)]


def notice_cell(packages: Sequence[str], stem: str) -> dict[str, Any]:
    """A note above a lesson's cells: it needs `packages`, which this site lacks."""
    text = "\n\n".join(f"> {tr('lite.lesson_needs', lang, packages=Join(packages).label(lang))}"
                       for lang in LANGUAGES)
    return {"cell_type": "markdown", "id": f"{stem}-lite-needs", "metadata": {},
            "source": text.splitlines(keepends=True)}


def lite_lesson(lesson: dict[str, Any], stem: str,
                missing: Sequence[str] = OPTIONAL_PACKAGES) -> dict[str, Any]:
    """A copy of a lesson for JupyterLite: the Pyodide kernelspec and an install cell first;
    before it, where the lesson imports packages of `missing` (those the site lacks), a note
    saying so."""
    lite = copy.deepcopy(lesson)
    lite["metadata"]["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    lite["metadata"]["language_info"] = {"name": "python"}
    cell: dict[str, Any] = {
        "cell_type": "code", "execution_count": None, "id": f"{stem}-lite",
        "metadata": {}, "outputs": [], "source": install_cell(lesson).splitlines(keepends=True),
    }
    lite["cells"].insert(1, cell)  # after the title, which stays the first cell
    lacking = [p for p in needed_packages(lesson) if p in missing]
    if lacking:
        lite["cells"].insert(1, notice_cell(lacking, stem))
    return lite


def wheel_entry(wheel: Path, python: str, known: set[str]) -> dict[str, Any]:
    """A lock-file entry for a pure-Python wheel (its `depends`: the requirements in `known`,
    the optional compiled packages left out)."""
    from email.parser import Parser

    meta = Parser().parsestr(metadata_of(wheel))
    with zipfile.ZipFile(wheel) as archive:
        tops = {n.split("/")[0].removesuffix(".py") for n in archive.namelist()
                if not n.split("/")[0].endswith((".dist-info", ".data"))}
    depends = {canonical(r.name) for r in requirements_of(wheel, python)}
    return {
        "name": canonical(meta["Name"]), "version": meta["Version"], "file_name": wheel.name,
        "install_dir": "site", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package", "imports": sorted(t for t in tops if t.isidentifier()),
        "depends": sorted(depends & known - set(OPTIONAL_PACKAGES)), "unvendored_tests": False,
    }


def prepare_pyodide(target: Path, wheels: Sequence[Path], tarball: Path | None) -> list[str]:
    """Pyodide in `target` (npm's core, or the full distribution `tarball`) with `wheels` (the
    kernel's and the lessons') added to its lock file, every package they need inside it; of
    a full distribution, only those and the optional compiled packages with what they need are
    kept. Returns the packages to load with Pyodide: all those, the optional ones aside."""
    if tarball is None:
        shutil.copytree(npm_pyodide(pyodide_version()), target)
    else:
        full_pyodide(tarball, target)
    lock_path = target / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    python = python_of(lock)
    ours = {canonical(w.name.split("-")[0]): w for w in wheels}
    needed = {"micropip"}
    for wheel in wheels:
        needed |= {canonical(r.name) for r in requirements_of(wheel, python)}
    needed -= set(ours) | set(OPTIONAL_PACKAGES)
    if tarball is None:
        lock = trim_lock(target, sorted(needed))
    packages = lock["packages"]
    by_name = {canonical(name): name for name in packages}
    closure = _closure(target, packages, needed, python, set(OPTIONAL_PACKAGES))
    optional = _closure(target, packages, set(OPTIONAL_PACKAGES), python, set())
    for name in set(by_name) - closure - optional:  # a full Pyodide's other packages
        entry = packages.pop(by_name[name])
        (target / str(entry["file_name"])).unlink(missing_ok=True)
    known = (closure | optional) | set(ours)
    for name, wheel in ours.items():
        shutil.copyfile(wheel, target / wheel.name)
        packages.pop(by_name.get(name, name), None)
        packages[name] = wheel_entry(wheel, python, known)
    lock_path.write_text(json.dumps(lock))
    return sorted(closure | set(ours))


def _closure(target: Path, packages: dict[str, Any], start: set[str], python: str,
             without: set[str]) -> set[str]:
    """The lock's packages reachable from `start` (through the lock's `depends` and the
    wheels' own requirements, which micropip reads too), never entering `without`, which is
    also taken out of their `depends`."""
    by_name = {canonical(name): name for name in packages}
    closure: set[str] = set()
    todo = sorted(start)
    while todo:
        name = todo.pop()
        if name in closure or name not in by_name or name in without:
            continue
        closure.add(name)
        entry = packages[by_name[name]]
        entry["depends"] = [d for d in entry.get("depends", []) if canonical(d) not in without]
        todo.extend(canonical(d) for d in entry["depends"])
        wheel = target / str(entry["file_name"])
        if wheel.suffix == ".whl" and wheel.is_file():
            todo.extend(canonical(r.name) for r in requirements_of(wheel, python))
    return closure


def site_config(preload: Sequence[str]) -> dict[str, Any]:
    """The site's `jupyter-lite.json` before the build adds its own entries (the build points
    `pyodideUrl` at `static/pyodide/` and adds the wheel index to `pipliteUrls`)."""
    kernel = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": list(preload)}}
    return {"jupyter-config-data": {"litePluginSettings": {KERNEL_PLUGIN: kernel}}}


def check_site(site: Path) -> None:
    """Refuse a site that would load anything from outside itself."""
    config = json.loads((site / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    if not (str(kernel.get("pyodideUrl", "")).startswith("./")
            and kernel.get("disablePyPIFallback") is True
            and (site / str(kernel["pyodideUrl"])).is_file()):
        raise RuntimeError(f"the site's kernel settings are not self-contained: {kernel}")
    outside = re.findall(r"https?://[^\"' ]+", json.dumps(config))
    if outside:
        raise RuntimeError(f"the site's jupyter-lite.json names other hosts: {outside}")


def build_site(output: Path, lessons: Sequence[tuple[str, bytes]], wheel: Path, *,
               pyodide: Path | None = None) -> Path:
    """Build the site into `output` from `lessons` (name, notebook bytes) and this package's
    `wheel`; `pyodide`: a full Pyodide tarball, else npm's core Pyodide."""
    with tempfile.TemporaryDirectory(prefix="lite-") as scratch:
        work = Path(scratch)
        wheels = work / "wheels"
        wheels.mkdir()
        ours = wheels / wheel.name
        shutil.copyfile(wheel, ours)
        lock = lock_of(pyodide) if pyodide else json.loads(
            (npm_pyodide(pyodide_version()) / "pyodide-lock.json").read_text())
        provided = {canonical(n) for n in lock["packages"]}
        provided |= {canonical(w.name.split("-")[0]) for w in kernel_wheels()}
        pure_dependencies(ours, provided | set(OPTIONAL_PACKAGES), wheels, python_of(lock))
        shims = [w for w in kernel_wheels() if not w.name.startswith("widgetsnbextension-3")]
        preload = prepare_pyodide(work / "static" / "pyodide",
                                  [*shims, *sorted(wheels.glob("*.whl"))], pyodide)
        (work / "jupyter-lite.json").write_text(json.dumps(site_config(preload), indent=1))
        contents = work / "contents"
        contents.mkdir()
        for name, data in lessons:
            lesson = lite_lesson(json.loads(data.decode("utf-8")), Path(name).stem,
                                 () if pyodide else OPTIONAL_PACKAGES)
            (contents / name).write_text(json.dumps(lesson, indent=1, ensure_ascii=False) + "\n",
                                         encoding="utf-8")
        built = work / "site"
        run([sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(work),
             "--contents", str(contents), "--piplite-wheels", str(wheels),
             "--output-dir", str(built), "--no-sourcemaps"], cwd=work)
        names = [name for name, _ in lessons]
        add_front_pages(built, WELCOME if WELCOME in names else names[0])
        check_site(built)
        put_in_place(built, output)
    return output


def put_in_place(built: Path, output: Path) -> None:
    """Move a finished site (or zip) to `output`, replacing what was there: copied beside it
    first, then renamed, so that `output` is never a half-built site."""
    output.parent.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(prefix=f".{output.name}.partial-", dir=output.parent))
    try:
        staged = partial / output.name
        shutil.move(built, staged)
        if output.is_dir() and not output.is_symlink():
            shutil.rmtree(output)
        elif output.exists():
            output.unlink()
        staged.rename(output)
    finally:
        shutil.rmtree(partial, ignore_errors=True)


def zip_site(site: Path, archive: Path) -> Path:
    """The site as one zip (its files at the top level: unzip it where a web server serves
    files, or on a USB stick, and open `index.html` through that server)."""
    with tempfile.TemporaryDirectory(prefix="lite-zip-") as scratch:
        made = Path(scratch) / archive.name
        with zipfile.ZipFile(made, "w", zipfile.ZIP_DEFLATED) as out:
            for path in sorted(site.rglob("*")):
                if path.is_file():
                    out.write(path, path.relative_to(site).as_posix())
        put_in_place(made, archive)
    return archive


def installed_wheel(dest: Path) -> Path:
    """A wheel of the installed package, made from its files (for `card-rules-explorer lite`
    where there is no source checkout to build one from)."""
    dist = importlib.metadata.distribution(DISTRIBUTION)
    version = dist.version
    name = f"card_rules_explorer-{version}"
    package = Path(str(resources.files("explorer")))
    dest.mkdir(parents=True, exist_ok=True)
    wheel = dest / f"{name}-py3-none-any.whl"
    info = f"{name}.dist-info"
    files: list[tuple[str, bytes]] = [
        (path.relative_to(package.parent).as_posix(), path.read_bytes())
        for path in sorted(package.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    ]
    files.append((f"{info}/METADATA", (dist.read_text("METADATA") or "").encode()))
    files.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: card-rules-explorer\n"
                                   b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    record = [f"{path},sha256={_urlsafe_digest(data)},{len(data)}" for path, data in files]
    files.append((f"{info}/RECORD", ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()))
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as out:
        for path, data in files:
            out.writestr(path, data)
    return wheel


def _urlsafe_digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def parser(prog: str = "card-rules-explorer lite") -> argparse.ArgumentParser:
    described = CommandLine(
        prog=prog, description=both("lite.help.description"),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    described.add_argument("output", metavar="DIR",
                           help=cli_help("lite.help.output"))
    described.add_argument("--pyodide", metavar="TARBALL", type=Path,
                           help=cli_help("lite.help.pyodide"))
    described.add_argument("--zip", metavar="FILE", type=Path,
                           help=cli_help("lite.help.zip"))
    described.add_argument("--lang", choices=LANGUAGES, help=cli_help("cli.help.lang"))
    return described


def main(argv: Sequence[str] | None = None, *, wheel: Path | None = None,
         lessons: Sequence[tuple[str, bytes]] | None = None, prog: str | None = None) -> int:
    """Run the `lite` command (`tools/lite.py` passes a wheel built from the checkout and the
    checkout's lessons); returns the exit status."""
    argv = take_lang_option(sys.argv[1:] if argv is None else argv)
    options = parser(prog or "card-rules-explorer lite").parse_args(argv)
    if any(importlib.util.find_spec(module) is None for module in BUILD_MODULES):
        print(both("lite.no_tools", dist=DISTRIBUTION), file=sys.stderr)
        return 2
    if lessons is None:
        from .lab import lesson_files

        lessons = [(f.name, f.read_bytes()) for f in lesson_files()]
    output = Path(options.output).expanduser().resolve()
    try:
        with tempfile.TemporaryDirectory(prefix="lite-wheel-") as scratch:
            built = wheel or installed_wheel(Path(scratch))
            build_site(output, lessons, built, pyodide=options.pyodide)
    except (OSError, RuntimeError, ValueError) as error:
        print(f"{both('lite.failed', site=str(output))}\n\n{error}", file=sys.stderr)
        return 1
    print(both("lite.built", site=str(output)))
    if options.zip:
        print(both("lite.zipped", archive=str(zip_site(output, options.zip.resolve()))))
    return 0
