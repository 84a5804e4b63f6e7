#!/usr/bin/env python3
"""Type-checks the apps `vclab app` writes for random scenarios (`vclab random --seed N`), in Swift 6 mode
against the declarations-only UIKit of Tests/Samples/UIKit.swiftinterface: 2,000 seeds by default,
`--quick` for the 50 that `make test` runs (200 took minutes of the 20 that `make test` may take). The apps go through the built binary, as a learner makes them;
each batch of 200 is one compiler run, each app in its own namespace (Lab0, Lab1, ...).

No iOS SDK runs here: this proves the Swift of every app compiles against Apple's declarations as the
interface copies them, not that the app behaves on a device (docs/device.md says what was verified)."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.path.join(ROOT, ".build", "debug", "vclab")
BATCH = 200


def app_sources(seed, work):
    scenario = subprocess.run(
        [VCLAB, "random", "--seed", str(seed), "--steps", "12"], check=True, capture_output=True, text=True
    ).stdout
    path = os.path.join(work, f"random-{seed}.sim")
    with open(path, "w") as handle:
        handle.write(scenario)
    out = os.path.join(work, f"app-{seed}")
    result = subprocess.run([VCLAB, "app", path, "--out", out], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"seed {seed}: vclab app failed ({result.returncode}): {result.stderr}")
    package = result.stdout.strip()
    with open(os.path.join(package, "Package.swift")) as handle:
        if ".iOSApplication(" not in handle.read():
            raise SystemExit(f"seed {seed}: Package.swift has no iOSApplication product")
    with open(os.path.join(package, "Lab.swift")) as handle:
        return handle.read()


def main():
    count = 50 if "--quick" in sys.argv else 2000
    if not os.path.exists(VCLAB):
        raise SystemExit("build first: swift build")
    work = tempfile.mkdtemp(prefix="vclab-apps-")
    try:
        for start in range(1, count + 1, BATCH):
            files = []
            for index, seed in enumerate(range(start, min(start + BATCH, count + 1))):
                source = re.sub(r"\bLab\b", f"Lab{index}", app_sources(seed, work))
                path = os.path.join(work, f"Lab{index}.swift")
                with open(path, "w") as handle:
                    handle.write(source)
                files.append(path)
            main_file = os.path.join(work, "App.swift")
            with open(main_file, "w") as handle:
                handle.write("import UIKit\n\n@main final class App: Lab0.AppDelegate {}\n")
            result = subprocess.run(
                ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors",
                 "-I", os.path.join(ROOT, "Tests", "Samples"), "-module-cache-path", os.path.join(work, "modules"),
                 "-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
                 main_file] + files,
                capture_output=True, text=True)
            if result.returncode != 0:
                print(result.stdout[-4000:], result.stderr[-4000:])
                raise SystemExit(f"seeds {start}...{start + len(files) - 1}: the apps do not type-check")
            print(f"seeds {start}...{start + len(files) - 1}: {len(files)} apps type-check")
            for name in os.listdir(work):
                if name.startswith("app-") or name.startswith("Lab"):
                    shutil.rmtree(os.path.join(work, name), ignore_errors=True) if os.path.isdir(
                        os.path.join(work, name)) else os.remove(os.path.join(work, name))
        print(f"ok: {count} random scenarios as apps type-check in Swift 6 mode")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
