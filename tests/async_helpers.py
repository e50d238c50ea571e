"""Running a coroutine from a test, whatever else the test session runs."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor


def run_async(coroutine):
    """Run a coroutine to the end on a fresh loop in its own thread: the browser tests'
    Playwright keeps an event loop running in this thread, where ``asyncio.run`` refuses."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
