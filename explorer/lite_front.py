"""The offline site's front door (`explorer.lite` writes these into every site it builds).

- `index.html`: served, it opens JupyterLab on the welcome lesson; opened as a file
  (`file://`, a double-click in the unzipped folder), where browsers run neither JupyterLab nor
  Pyodide, it says in both languages how to open the site instead.
- `start.py`, with one launcher per platform that runs it (`start-windows.bat`,
  `start-mac.command`, `start-linux.sh`): serves the folder with Python's own web server on
  this computer only and opens the browser on it.

Each text is read from the package's catalogues at build time; the scripts themselves import
nothing from the package (the site's folder has no package to import).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from .engine.i18n import LANGUAGES, tr

#: The port the start script tries first (then any free one).
PORT = 8765

FRONT_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
{config}
<style>
body {{ font-family: system-ui, "Noto Sans CJK JP", sans-serif; max-width: 44rem;
       margin: 2rem auto; padding: 0 1rem; line-height: 1.6; color: #1a1a1a; }}
code {{ background: #f0f0f0; padding: 0 .25em; }}
</style>
</head>
<body>
<main id="how-to-open" hidden>
{sections}
</main>
<noscript>{noscript}</noscript>
<script>
if (location.protocol === "file:") {{
  document.getElementById("how-to-open").hidden = false;
}} else {{
  location.replace({target});
}}
</script>
</body>
</html>
"""

SECTION = """<section lang="{lang}">
<h1>{title}</h1>
<p>{message}</p>
</section>"""

START_SCRIPT = '''"""Serve this offline site on this computer and open it in the browser.

Run by the start scripts beside it (or: python3 start.py [--port N] [--no-browser]).
Nothing here reaches the internet; the server answers this computer only.
"""

import argparse
import functools
import http.server
import socket
import sys
import webbrowser
from pathlib import Path

MESSAGES = {messages}


def say(key, **values):
    for text in MESSAGES[key]:
        print(text.format(**values), flush=True)


class Site(http.server.SimpleHTTPRequestHandler):
    extensions_map = {{**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript",
                      ".js": "text/javascript", ".json": "application/json"}}

    def log_message(self, *args):
        pass


def listen(port):
    handler = functools.partial(Site, directory=str(Path(__file__).resolve().parent))
    for tried in (port, 0):
        try:
            return http.server.ThreadingHTTPServer(("127.0.0.1", tried), handler)
        except OSError:
            continue
    raise OSError("no free port")


def main():
    options = argparse.ArgumentParser(description=" / ".join(MESSAGES["description"]))
    options.add_argument("--port", type=int, default={port})
    options.add_argument("--no-browser", action="store_true")
    args = options.parse_args()
    server = listen(args.port)
    url = "http://127.0.0.1:%d/" % server.server_address[1]
    say("serving", url=url)
    if not args.no_browser:
        webbrowser.open(url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        say("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''

POSIX_LAUNCHER = """#!/bin/sh
# {comment}
cd "$(dirname "$0")" || exit 1
if command -v python3 >/dev/null 2>&1; then exec python3 start.py "$@"; fi
if command -v python >/dev/null 2>&1; then exec python start.py "$@"; fi
{echoes}
read -r _
exit 1
"""

WINDOWS_LAUNCHER = """@echo off
chcp 65001 >nul
rem {comment}
cd /d "%~dp0"
where py >nul 2>nul && goto py
where python >nul 2>nul && goto python
{echoes}
pause
exit /b 1
:py
py -3 start.py
pause
exit /b
:python
python start.py
pause
"""

LAUNCHERS = {"start-linux.sh": POSIX_LAUNCHER, "start-mac.command": POSIX_LAUNCHER,
             "start-windows.bat": WINDOWS_LAUNCHER}


def _each(key: str, **params: str) -> list[str]:
    return [tr(key, lang, **params) for lang in LANGUAGES]


#: JupyterLite's configuration element of the root page, which its apps read from every page
#: above them (`config-utils.js`): kept from the page the build wrote.
CONFIG_SCRIPT = re.compile(r'<script id="jupyter-config-data".*?</script>', re.S)
EMPTY_CONFIG = ('<script id="jupyter-config-data" type="application/json" '
                'data-jupyter-lite-root=".">{}</script>')


def front_page(welcome: str, config: str = EMPTY_CONFIG) -> str:
    """The site's `index.html`: JupyterLab on `welcome` when served; how to open the site when
    opened as a file. `config`: JupyterLite's configuration element, kept as the build made
    it."""
    sections = "\n".join(
        SECTION.format(lang=lang, title=html.escape(tr("lite.front.title", lang)),
                       message=html.escape(tr("lite.front.file", lang, port=str(PORT))))
        for lang in LANGUAGES)
    return FRONT_PAGE.format(
        config=config, title=html.escape(" / ".join(_each("lite.front.title"))), sections=sections,
        noscript=html.escape(" / ".join(_each("lite.front.noscript"))),
        target=html.escape(json.dumps(f"./lab/index.html?path={welcome}"), quote=False))


def start_script() -> str:
    messages = {"description": _each("lite.start.description"),
                "serving": _each("lite.start.serving", url="{url}"),
                "stopped": _each("lite.start.stopped")}
    return START_SCRIPT.format(messages=json.dumps(messages, ensure_ascii=False, indent=1),
                               port=PORT)


def launcher(name: str) -> str:
    template = LAUNCHERS[name]
    comment = tr("lite.start.description", "en")
    lines = _each("lite.start.no_python")
    if name.endswith(".bat"):
        echoes = "\n".join(f"echo {line}" for line in lines)
        return template.format(comment=comment, echoes=echoes).replace("\n", "\r\n")
    echoes = "\n".join(f"echo {json.dumps(line, ensure_ascii=False)}" for line in lines)
    return template.format(comment=comment, echoes=echoes)


def add_front_pages(site: Path, welcome: str) -> None:
    """Write the front page (over JupyterLite's own, which opens the Launcher), the start
    script and its launchers into `site`."""
    index = site / "index.html"
    built = CONFIG_SCRIPT.search(index.read_text(encoding="utf-8")) if index.exists() else None
    index.write_text(front_page(welcome, built[0] if built else EMPTY_CONFIG), encoding="utf-8")
    (site / "start.py").write_text(start_script(), encoding="utf-8")
    for name in LAUNCHERS:
        path = site / name
        path.write_bytes(launcher(name).encode("utf-8"))
        path.chmod(0o755)
