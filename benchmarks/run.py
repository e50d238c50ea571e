"""Run every benchmark in this folder and print its figures (`make bench`)."""

from __future__ import annotations

import importlib.util
import platform
import sys
from pathlib import Path

HERE = Path(__file__).parent


def machine() -> str:
    model = "unknown CPU"
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return f"{model}; Python {platform.python_version()} on {platform.system()}"


def main() -> int:
    sys.path.insert(0, str(HERE))  # the benchmarks share benchmarks/common.py
    print(f"machine: {machine()}")
    for path in sorted(HERE.glob("bench_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        print(f"\n== {path.stem} ==")
        module.main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
