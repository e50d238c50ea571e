"""Serve the static site (`_site/`) as a static host does, its large files compressed.

    python scripts/site_server.py [-b 127.0.0.1] [-d _site] [port]

The same as ``python -m http.server``, but where the build wrote a gzip copy of a file
(``<file>.gz``: Pyodide's wasm, the front end's JavaScript, ...) and the browser accepts gzip,
that copy is sent with ``Content-Encoding: gzip``, as GitHub Pages and most static hosts
compress those files: a first visit downloads about a third of the bytes
(benchmarks/README.md). The browser test and bench_site.py serve the site with it.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import os
import sys
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar


class CompressedSiteHandler(SimpleHTTPRequestHandler):
    """Sends ``<file>.gz`` for ``<file>`` to a browser that accepts gzip."""

    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
    }

    def send_head(self):
        path = Path(self.translate_path(self.path))
        compressed = path.with_name(path.name + ".gz")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.is_file() and compressed.is_file()):
            return super().send_head()
        try:
            handle = compressed.open("rb")
        except OSError:
            return super().send_head()
        stat = os.fstat(handle.fileno())
        if self._not_modified_since(stat.st_mtime):
            handle.close()
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return None
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return handle

    def _not_modified_since(self, mtime: float) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return when is not None and int(mtime) <= when.timestamp()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("port", type=int, nargs="?", default=8000)
    parser.add_argument("-b", "--bind", default="127.0.0.1")
    parser.add_argument("-d", "--directory", type=Path, default=Path("_site"))
    args = parser.parse_args(argv)
    handler = partial(CompressedSiteHandler, directory=str(args.directory))
    with ThreadingHTTPServer((args.bind, args.port), handler) as server:
        print(f"serving {args.directory} at http://{args.bind}:{args.port}/", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
