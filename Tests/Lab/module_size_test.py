#!/usr/bin/env python3
"""The engine's WebAssembly module keeps to its size budget: at most 250,000 bytes once gzipped at level 9.

The budget is what a reader on a slow connection downloads before the live lab runs (docs/QUALITY.md, the row
"live lab: module size"). The figure is `gzip -9 -c vclab.wasm | wc -c`, the one docs/QUALITY.md records (the
command-line gzip, with the file's name in its header: 600-odd bytes more than Python's zlib at level 9). The
check's own boundary is tested first, so that a size of exactly 250,000 passes and one byte more fails.

Usage: python3 Tests/Lab/module_size_test.py [--module PATH]   (default .build/wasm/vclab.wasm)
"""

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUDGET = 250_000


def gzip_size(path):
    return len(subprocess.run(["gzip", "-9", "-c", path], capture_output=True, check=True).stdout)


def within_budget(size):
    return size <= BUDGET


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--module", default=os.path.join(ROOT, ".build", "wasm", "vclab.wasm"))
    arguments = parser.parse_args()
    assert within_budget(BUDGET) and not within_budget(BUDGET + 1), "the budget's boundary moved"
    if not os.path.exists(arguments.module):
        sys.exit("module_size_test: %s is missing (run scripts/build-wasm)" % arguments.module)
    with open(arguments.module, "rb") as handle:
        data = handle.read()
    size = gzip_size(arguments.module)
    verdict = "within" if within_budget(size) else "OVER"
    print("module_size_test: %s is %d bytes, %d gzip -9: %s the budget of %d (%+d)"
          % (os.path.relpath(arguments.module), len(data), size, verdict, BUDGET, size - BUDGET))
    if not within_budget(size):
        sys.exit(1)


if __name__ == "__main__":
    main()
