#!/usr/bin/env python3
"""The engine in the browser against the engine on the command line, byte for byte.

Runs the WebAssembly module (.build/wasm/vclab.wasm, from scripts/build-wasm) under node, with the same
imports and calls as engine-worker.js.s worker, and native `vclab run` on the same scenarios: every reference scenario
of the engine's tests, every simulation of the course (lesson blocks and shared files), hostile inputs, and
2,000 random scenarios from `vclab random`. For each, text and JSON (and `--objc` text for some): standard
output, the diagnostics of standard error, and whether it failed must be identical.

Usage: python3 Tests/Lab/differential_test.py [--random N] [--vclab PATH] [--module PATH]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORKERS = os.cpu_count() or 2
FENCE = re.compile(r"^```sim[^\n]*\n(.*?)^```", re.S | re.M)


def scenarios(work, vclab, random_count):
    """(name, path) of every scenario to compare, written to files under `work`."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "VCLabEngineTests", "Reference", "*.sim"))):
        found.append(("reference " + os.path.basename(path), path))
    for path in sorted(glob.glob(os.path.join(ROOT, "Content", "shared", "*.sim"))):
        found.append(("shared " + os.path.basename(path), path))
    for lesson in sorted(glob.glob(os.path.join(ROOT, "Content", "*.md"))):
        with open(lesson, encoding="utf-8") as handle:
            for index, block in enumerate(FENCE.findall(handle.read())):
                source = "\n".join(line for line in block.split("\n") if not line.startswith("compare:"))
                path = os.path.join(work, "%s-%d.sim" % (os.path.basename(lesson), index))
                with open(path, "w", encoding="utf-8") as out:
                    out.write(source)
                found.append(("lesson %s #%d" % (os.path.basename(lesson), index), path))
    hostile = {
        "errors": b"root A\nlaunch\npush\nfly away\npop to Q\n",
        "binary": b"root A\x00\nlaunch\n",
        "latin1": b"root A\nlaunch\n# caf\xe9\n",
        "html": b"root A\nlaunch\npush </script><b>x</b>\n",
        "empty": b"",
        "deep": b"root " + b"nav(" * 300 + b"A" + b")" * 300 + b"\nlaunch\n",
        # `on active`, which the random generator does not write: before and after the root appears, with
        # scenes, and its errors (one located at its own line rather than the launch's).
        "on-active-ios9": b"ios 9\nroot A\nlaunch\non active add C to A\n",
        "on-active-ios12": b"ios 12\nroot nav(A)\nlaunch\non active push B\non active add C to B\n",
        "on-active-scenes": b"ios 17\nscenes on\nroot tabs(A, B)\nlaunch\non active present C\n",
        "on-active-errors": b"root A\nlaunch\non active add C to Z\n",
        "on-active-misuse": b"root A\nlaunch\non active rotate\npush B\non active push C\n",
    }
    for name, data in sorted(hostile.items()):
        path = os.path.join(work, "hostile-%s.sim" % name)
        with open(path, "wb") as out:
            out.write(data)
        found.append(("hostile " + name, path))
    def write_random(seed):
        result = subprocess.run([vclab, "random", "--seed", str(seed), "--steps", "25"], capture_output=True)
        path = os.path.join(work, "random-%d.sim" % seed)
        with open(path, "wb") as out:
            out.write(result.stdout)
        return ("random seed %d" % seed, path)
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        found.extend(pool.map(write_random, range(1, random_count + 1)))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--random", type=int, default=2000)
    parser.add_argument("--vclab", default=os.path.join(ROOT, ".build", "debug", "vclab"))
    parser.add_argument("--module", default=os.path.join(ROOT, ".build", "wasm", "vclab.wasm"))
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="vclab-differential-")
    cases = scenarios(work, arguments.vclab, arguments.random)
    formats = [("text", False, []), ("json", False, ["--format", "json"])]
    requests, runs, names = [], [], []
    for index, (name, path) in enumerate(cases):
        chosen = formats + ([("text", True, ["--objc"])] if index % 7 == 0 else [])
        for format_name, objc, flags in chosen:
            runs.append([arguments.vclab, "run", path] + flags)
            requests.append({"kind": "run", "source": path,
                             "options": {"format": format_name, "objc": objc, "path": path}})
            names.append("%s (%s%s)" % (name, format_name, ", objc" if objc else ""))

    requests_path = os.path.join(work, "requests.json")
    with open(requests_path, "w", encoding="utf-8") as handle:
        json.dump(requests, handle)
    # The module runs under node while the native runs go; both sides read the same files.
    # Its answers go to a file, not a pipe, which would stop it once full until the native runs are done.
    node_output = open(os.path.join(work, "answers.json"), "w+b")
    node = subprocess.Popen(["node", os.path.join(ROOT, "Tests", "Lab", "run_module.cjs"), arguments.module,
                             requests_path], stdout=node_output, stderr=subprocess.PIPE)

    # Most of this test's time is starting the native executable some 6,500 times; the runs are independent,
    # so they go one per core (map keeps their order).
    def run_native(command):
        native = subprocess.run(command, capture_output=True)
        return (native.stdout.decode("utf-8", "replace"), native.stderr.decode("utf-8", "replace"),
                native.returncode != 0)
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        expected = list(pool.map(run_native, runs))
    _, node_stderr = node.communicate()
    node_output.seek(0)
    node_stdout = node_output.read()
    node_output.close()
    if node.returncode != 0:
        sys.stderr.write(node_stderr.decode("utf-8", "replace"))
        print("differential: 0 passed, 1 failed")
        return 1
    answers = json.loads(node_stdout)
    failed = 0
    for name, (stdout, stderr, is_error), answer in zip(names, expected, answers):
        same = answer["output"] == stdout and answer["diagnostics"] == stderr and answer["error"] == is_error
        if not same:
            failed += 1
            if failed <= 5:
                print("FAIL %s: module %r / %r, native %r / %r" % (
                    name, answer["output"][:200], answer["diagnostics"][:200], stdout[:200], stderr[:200]))
    times = sorted(answer["microseconds"] for answer in answers)
    print("module run time over %d runs: median %.2f ms, slowest %.1f ms" % (
        len(times), times[len(times) // 2] / 1000, times[-1] / 1000))
    print("differential: %d passed, %d failed" % (len(answers) - failed, failed))
    return 1 if failed or len(answers) != len(names) else 0


if __name__ == "__main__":
    sys.exit(main())
