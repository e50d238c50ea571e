"""Binder's environment rebuilt on this machine, for the Binder test and the first-paint benchmark.

repo2docker installs binder/requirements.txt from the repository root (with the Python that
binder/runtime.txt names), runs binder/postBuild if there is one, and starts `jupyter lab`
under a base URL with no token. `build` does the same in a fresh virtual environment (pip's
cache keeps it to about 20 s when the wheels are already on the machine) and `lab_command`
is the server's command line. What this cannot rebuild is Binder's network and machine.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"
#: The base URL Binder serves a user's server under (the user's name is made up).
BASE = "/user/x/"


class MissingPython(RuntimeError):
    """binder/runtime.txt names a Python this machine does not have."""


def python_from_runtime() -> str:
    """The interpreter binder/runtime.txt names (python-3.11 -> python3.11)."""
    runtime = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(\d+\.\d+)", runtime)
    if match is None:
        raise ValueError(f"binder/runtime.txt: expected python-X.Y, got {runtime!r}")
    version = match.group(1)
    if f"{sys.version_info.major}.{sys.version_info.minor}" == version:
        return sys.executable
    found = shutil.which(f"python{version}")
    if found is None:
        raise MissingPython(f"python{version} (binder/runtime.txt) is not installed")
    return found


def build(root: Path, compile_bytecode: bool = True) -> tuple[Path, dict[str, str]]:
    """A virtual environment in ``root/venv`` built from binder/ only, and the environment
    variables its server runs with (a Jupyter configuration of its own). Without
    ``compile_bytecode`` pip leaves the packages' bytecode to be written as they are first
    imported: what a server imports is then compiled, not all of some 400 MB (about 15 CPU s
    less: the Binder test checks what the environment holds and serves, not its start-up
    time, which the first-paint benchmark measures with everything compiled, as on Binder)."""
    venv = root / "venv"
    subprocess.run([python_from_runtime(), "-m", "venv", str(venv)], check=True)
    env = {
        **os.environ,
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "VIRTUAL_ENV": str(venv),
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        # A server of its own: no user config, no runtime files shared with other servers.
        "JUPYTER_CONFIG_DIR": str(root / "config"),
        "JUPYTER_DATA_DIR": str(root / "data"),
        "JUPYTER_RUNTIME_DIR": str(root / "runtime"),
    }
    env.pop("PYTHONPATH", None)
    requirements = str(BINDER / "requirements.txt")
    subprocess.run(
        [
            str(venv / "bin" / "python"),
            *("-m", "pip", "install", "--quiet", "-r", requirements),
            *(() if compile_bytecode else ("--no-compile",)),
        ],
        cwd=REPO,  # as repo2docker does: "-e ." is the repository
        env=env,
        check=True,
    )
    post_build = BINDER / "postBuild"
    if post_build.exists():
        if not os.access(post_build, os.X_OK):
            raise PermissionError("binder/postBuild must be executable")
        subprocess.run([str(post_build)], cwd=REPO, env=env, check=True)
    return venv, env


def lab_command(venv: Path, port: int) -> list[str]:
    """`jupyter lab` as Binder starts it: under ``BASE``, no token, no password."""
    command = [
        str(venv / "bin" / "jupyter"),
        "lab",
        "--no-browser",
        f"--ServerApp.base_url={BASE}",
        "--ServerApp.token=",
        "--ServerApp.password=",
        f"--port={port}",
        "--ServerApp.ip=127.0.0.1",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")  # CI runs as root; Binder does not
    return command
