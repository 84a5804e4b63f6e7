#!/usr/bin/env python3
"""vclab lsp with a real client: headless Neovim (Debian's 0.7, or newer) running the configuration docs/lsp.md
gives, taken from the page's Lua block, against a lesson with a wrong key.

Checks that the client attaches and shows the server's diagnostics with their ids, that a code action on the
wrong key's line carries the engine's key as an edit, that completion after 'B.' offers B's callbacks, and that
hover on the quiz shows its window's trace. Tests/Neovim/drive.lua makes the requests and writes the answers.

Usage: python3 Tests/Neovim/neovim_test.py   (after swift build; skipped with a note when nvim is missing)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.environ.get("VCLAB", os.path.join(ROOT, ".build", "debug", "vclab"))
failures = []

LESSON = """---
title: Pushing
---

```sim nav
ios 12
root nav(A)
launch
push B
```

```quiz
id: first-push
sim: nav
step: push B
ask: first
prompt: Which comes first?
answer: B.viewDidDisappear
choices: B.viewWillAppear, B.viewDidAppear
```
"""


def check(condition, message):
    print(("ok: " if condition else "FAIL: ") + message)
    if not condition:
        failures.append(message)


def documented_config():
    with open(os.path.join(ROOT, "docs", "lsp.md"), encoding="utf-8") as page:
        text = page.read()
    blocks = re.findall(r"```lua\n(.*?)```", text, re.S)
    return blocks[0] if blocks else ""


def main():
    nvim = shutil.which("nvim")
    if not nvim:
        print("neovim_test: skipped, nvim is not installed (scripts/install-dependencies test installs it)")
        return
    version = subprocess.run([nvim, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    with tempfile.TemporaryDirectory() as work:
        content = os.path.join(work, "Content")
        os.makedirs(content)
        lesson = os.path.join(content, "01-push.md")
        with open(lesson, "w") as file:
            file.write(LESSON)
        config = os.path.join(work, "init.lua")
        with open(config, "w") as file:
            file.write(documented_config())
        # The snippet runs `vclab lsp`: the build's vclab comes first on PATH.
        bin_dir = os.path.join(work, "bin")
        os.makedirs(bin_dir)
        os.symlink(os.path.abspath(VCLAB), os.path.join(bin_dir, "vclab"))
        lines = LESSON.split("\n")
        out = os.path.join(work, "out.json")
        environment = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""),
                           VCLAB_NVIM_OUT=out, VCLAB_WRONG_LINE=str(lines.index("answer: B.viewDidDisappear")),
                           VCLAB_ASK_LINE=str(lines.index("ask: first")), XDG_STATE_HOME=work, XDG_DATA_HOME=work,
                           XDG_CONFIG_HOME=work, XDG_CACHE_HOME=work)
        result = subprocess.run(
            [nvim, "--headless", "-n", "-i", "NONE", "-u", config, lesson,
             "-c", "luafile " + os.path.join(ROOT, "Tests", "Neovim", "drive.lua")],
            env=environment, capture_output=True, text=True, timeout=60, cwd=work)
        check(os.path.exists(out), f"{version} ran the documented config and the driver: {result.stderr[-300:]!r}")
        if not os.path.exists(out):
            sys.exit(1)
        with open(out) as file:
            answers = json.load(file)
        check(answers.get("attached") == 1, f"the client attached to the lesson: {answers.get('attached')}")
        diagnostics = answers.get("diagnostics") or []
        wrong = [d for d in diagnostics if "quiz.wrong-key" in json.dumps(d)]
        check(wrong and wrong[0]["lnum"] == lines.index("answer: B.viewDidDisappear") and wrong[0]["col"] == 8,
              f"the wrong key is shown at its value: {diagnostics}")
        edits = [edit for actions in answers.get("actions") or [] for action in actions
                 for changes in action.get("edit", {}).get("changes", {}).values() for edit in changes]
        check(any(edit["newText"] == "B.viewWillAppear" for edit in edits),
              f"a code action replaces the key with the engine's: {edits}")
        labels = [item["label"] for items in answers.get("completion") or [] for item in
                  (items if isinstance(items, list) else items.get("items", []))]
        check("B.viewWillAppear" in labels and "B.didEnterBackground" not in labels,
              f"completion after 'B.' offers B's callbacks: {labels[:5]}")
        hovers = [hover["contents"]["value"] for hover in answers.get("hover") or [] if hover]
        check(any("B.viewDidLoad" in value and "first-push" in value for value in hovers),
              f"hover on the quiz shows its window's trace: {[value[:80] for value in hovers]}")
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print(f"neovim_test: all checks passed with {version}")


if __name__ == "__main__":
    main()
