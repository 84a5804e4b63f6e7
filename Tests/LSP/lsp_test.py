#!/usr/bin/env python3
"""vclab lsp, driven by a scripted Language Server Protocol client over stdio.

Opens a lesson of a small course (in a folder named Content) and checks: diagnostics are published with
the checker's ids at the right 0-based line and UTF-16 character (after a two-byte character); an edit
that fixes the mistake clears them; completion offers kinds after 'ask:', scenario names after 'sim:',
callbacks after 'B.', steps in a scenario; hover on a quiz shows the engine's trace of its window, and on
a scenario step the events of that step, also in a shared .sim file (there, the whole trace elsewhere);
completion of controller names after a step word in a .sim file, while its line is half written; go to definition from 'sim:' lands on the scenario's fence, also
for a shared scenario in its own file; shutdown then exit ends with status 0.

Usage: python3 Tests/LSP/lsp_test.py   (after swift build)
"""
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.environ.get("VCLAB", os.path.join(ROOT, ".build", "debug", "vclab"))
failures = []


def check(condition, message):
    print(("ok: " if condition else "FAIL: ") + message)
    if not condition:
        failures.append(message)


class Client:
    def __init__(self, process):
        self.process = process
        self.next_id = 0
        self.notifications = []

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message
            self.notifications.append(message)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri):
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]


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
id: é-first
sim: nav
step: push B
ask: first
prompt: Which comes first?
answer: B.viewDidLoad
choices: É.viewWillAppear, Zé.viewDidAppear
```

```quiz
id: shared-happens
sim: shared/launch
ask: happens
event: A.viewDidLoad
prompt: Does A load?
answer: yes
```
"""


def check_unrelated_tree(work):
    """A note opened in a folder of 6,000 Markdown files that is not a course: the server reads none of them,
    so hover and shutdown are answered at once."""
    notes = os.path.join(work, "notes")
    os.makedirs(notes)
    for index in range(6000):
        with open(os.path.join(notes, "note-%04d.md" % index), "w") as file:
            file.write("# Note %d\n\n```quiz\nid: n%d\nsim: nowhere\nask: first\n```\n" % (index, index))
    note = os.path.join(notes, "today.md")
    text = "# Today\n\nA note, not a lesson.\n"
    with open(note, "w") as file:
        file.write(text)
    process = subprocess.Popen([VCLAB, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    client = Client(process)
    client.request("initialize", {"processId": None, "rootUri": "file://" + notes, "capabilities": {}})
    client.notify("initialized", {})
    start = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": "file://" + note, "languageId": "markdown",
                                                            "version": 1, "text": text}})
    client.request("textDocument/hover", {"textDocument": {"uri": "file://" + note},
                                          "position": {"line": 0, "character": 2}})
    client.request("shutdown", None)
    elapsed = time.monotonic() - start
    client.notify("exit", None)
    process.wait(timeout=10)
    check(elapsed < 1.0, f"a note among 6,000 unrelated Markdown files: open, hover and shutdown in {elapsed:.2f} s")


def main():
    with tempfile.TemporaryDirectory() as work:
        content = os.path.join(work, "Content")
        os.makedirs(os.path.join(content, "shared"))
        with open(os.path.join(content, "shared", "launch.sim"), "w") as file:
            file.write("root A\nlaunch\n")
        path = os.path.join(content, "01-push.md")
        with open(path, "w") as file:
            file.write(LESSON)
        uri = "file://" + path
        process = subprocess.Popen([VCLAB, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        client = Client(process)
        initialized = client.request("initialize", {"processId": None, "rootUri": "file://" + work,
                                                    "capabilities": {}})
        capabilities = initialized["result"]["capabilities"]
        check(capabilities["hoverProvider"] and capabilities["definitionProvider"]
              and "completionProvider" in capabilities and "codeActionProvider" in capabilities,
              "initialize announces hover, definition, completion, code actions")
        client.notify("initialized", {})

        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "markdown",
                                                                "version": 1, "text": LESSON}})
        diagnostics = client.diagnostics(uri)
        codes = sorted(d["code"] for d in diagnostics)
        check(codes == ["quiz.invalid-value", "quiz.unchecked", "quiz.unknown-controller", "quiz.unknown-controller"],
              f"diagnostics with ids: {codes}")
        starts = [d["range"]["start"] for d in diagnostics if d["code"] == "quiz.unknown-controller"]
        unknown = [d for d in diagnostics if d["code"] == "quiz.unknown-controller"][-1]
        # 'choices: É.viewWillAppear, Zé…' on file line 19: 'É' is two UTF-8 bytes but one UTF-16 unit, so
        # 'Z', 28 bytes into the line, is character 27.
        check(starts == [{"line": 18, "character": 9}, {"line": 18, "character": 27}] and unknown["severity"] == 1,
              f"the unknown controllers at line 18, characters 9 and 27: {starts}")
        check("it has A, B, app, nav1" in unknown["message"], "the message carries the fix-it")
        # The finding spans the whole option 'Zé.viewDidAppear' (16 UTF-16 units), not the word at its start.
        check(unknown["range"]["end"] == {"line": 18, "character": 27 + len("Zé.viewDidAppear")},
              f"the unknown controller's range ends with its option: {unknown['range']}")

        # A duplicate id in another lesson: its diagnostic points at the other occurrence as relatedInformation.
        second_path = os.path.join(content, "02-again.md")
        second = ("---\ntitle: Again\n---\n\n```quiz\nid: shared-happens\nsim: shared/launch\nask: happens\n"
                  "event: A.viewDidLoad\nprompt: Does A load?\nanswer: yes\n```\n")
        with open(second_path, "w") as file:
            file.write(second)
        second_uri = "file://" + second_path
        client.notify("textDocument/didOpen", {"textDocument": {"uri": second_uri, "languageId": "markdown",
                                                                "version": 1, "text": second}})
        duplicates = [d for d in client.diagnostics(second_uri) if d["code"] == "quiz.duplicate-id"]
        related = duplicates[0].get("relatedInformation", []) if duplicates else []
        first_line = LESSON.split("\n").index("id: shared-happens")
        check(len(related) == 1 and related[0]["location"]["uri"] == uri
              and related[0]["location"]["range"]["start"] == {"line": first_line, "character": 4}
              and related[0]["message"],
              f"a duplicate id carries the other occurrence as relatedInformation: {related}")
        client.notify("textDocument/didClose", {"textDocument": {"uri": second_uri}})
        client.diagnostics(second_uri)
        os.remove(second_path)

        fixed = LESSON.replace("É.viewWillAppear, Zé.viewDidAppear", "B.viewWillAppear, B.viewDidAppear").replace("id: é-first", "id: e-first")
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                                 "contentChanges": [{"text": fixed}]})
        check(client.diagnostics(uri) == [], "fixing the text as the author types clears them")

        lines = fixed.split("\n")

        def at(line_text, column_after):
            line = lines.index(line_text)
            return {"textDocument": {"uri": uri}, "position": {"line": line, "character": column_after}}

        result = client.request("textDocument/completion", at("ask: first", 5))["result"]
        labels = [item["label"] for item in result]
        check("order" in labels and "trace" in labels and len(labels) == 11, f"kinds after 'ask:': {labels}")
        result = client.request("textDocument/completion", at("sim: nav", 5))["result"]
        labels = [item["label"] for item in result]
        check("nav" in labels, f"scenario names after 'sim:': {labels}")
        position = at("answer: B.viewDidLoad", len("answer: B."))
        labels = [item["label"] for item in client.request("textDocument/completion", position)["result"]]
        check("B.viewWillAppear" in labels and "B.deinit" in labels, "callbacks after 'B.'")
        # Each item replaces the word typed, so a client does not write 'B.B.viewDidLoad'; a controller gets view
        # controller callbacks, the app its application events.
        items = client.request("textDocument/completion", at("answer: B.viewDidLoad", len("answer: B.view")))["result"]
        line = lines.index("answer: B.viewDidLoad")
        check(items and all(item.get("textEdit", {}).get("range") == {
                  "start": {"line": line, "character": len("answer: ")},
                  "end": {"line": line, "character": len("answer: B.view")}}
              and item["textEdit"]["newText"] == item["label"] for item in items),
              f"completion after 'B.view' replaces 'B.view': {items[:1]}")
        labels = [item["label"] for item in items]
        check("B.viewDidLoad" in labels and "B.didEnterBackground" not in labels and "B.willTerminate" not in labels,
              f"a controller is offered its callbacks, not the app's events: {[l for l in labels if 'Background' in l]}")
        position = at("answer: B.viewDidLoad", len("answer: "))
        labels = [item["label"] for item in client.request("textDocument/completion", position)["result"]]
        check(sorted(labels) == ["A", "B", "app", "nav1"], f"controllers of the scenario: {labels}")
        labels = [item["label"] for item in client.request("textDocument/completion", at("push B", 0))["result"]]
        check("push" in labels and "present" in labels, "steps inside a scenario")

        hover = client.request("textDocument/hover", at("ask: first", 3))["result"]
        value = hover["contents"]["value"]
        check("e-first" in value and "B.viewDidLoad" in value and "B.viewWillAppear" in value
              and "push B" in value, f"hover on a quiz shows its window's trace: {value[:120]!r}")
        hover = client.request("textDocument/hover", at("push B", 2))["result"]
        value = hover["contents"]["value"]
        check("step 2: push B" in value and "B.viewDidLoad" in value and "A.viewDidLoad" not in value,
              f"hover on a step shows that step's events: {value[:160]!r}")

        # Hover on a quiz with an error: its error and the trace of its step, exactly when they are needed.
        broken = fixed.replace("answer: B.viewDidLoad", "answer: B.viewDidDisappear", 1)
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                                 "contentChanges": [{"text": broken}]})
        hover = client.request("textDocument/hover", at("ask: first", 3))["result"]
        value = hover["contents"]["value"] if hover else ""
        check("not checked" in value and "[quiz." in value and "step 2: push B" in value and "B.viewDidLoad" in value,
              f"hover on a quiz with an error shows the error and its step's trace: {value[:200]!r}")
        # The wrong key's fix-it is a code action: the edit --fix makes.
        broken_lines = broken.split("\n")
        line = broken_lines.index("answer: B.viewDidDisappear")
        actions = client.request("textDocument/codeAction", {
            "textDocument": {"uri": uri}, "range": {"start": {"line": line, "character": 0},
                                                   "end": {"line": line, "character": 0}},
            "context": {"diagnostics": []}})["result"]
        edits = [edit for action in actions for edit in action["edit"]["changes"][uri]]
        check(any(edit["newText"] == "B.viewWillAppear" and edit["range"] == {
                  "start": {"line": line, "character": len("answer: ")},
                  "end": {"line": line, "character": len("answer: B.viewDidDisappear")}} for edit in edits)
              and all(action["kind"] == "quickfix" for action in actions),
              f"a code action replaces the wrong key with the engine's: {actions}")
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 4},
                                                 "contentChanges": [{"text": fixed}]})

        definition = client.request("textDocument/definition", at("sim: nav", 6))["result"]
        check(definition["uri"] == uri and definition["range"]["start"]["line"] == lines.index("```sim nav"),
              f"sim: leads to the scenario's fence: {definition}")
        definition = client.request("textDocument/definition", at("sim: shared/launch", 8))["result"]
        check(definition["uri"].endswith("/Content/shared/launch.sim"), f"and to a shared scenario: {definition}")

        # A shared scenario in its own file: hover runs it, completion names its controllers.
        shared_path = os.path.join(content, "shared", "tabs.sim")
        shared = "ios 17\ncode A B C\nroot tabs(nav(A), B)\nlaunch\npush C\ntab B\n"
        with open(shared_path, "w") as file:
            file.write(shared)
        shared_uri = "file://" + shared_path
        client.notify("textDocument/didOpen", {"textDocument": {"uri": shared_uri, "languageId": "vclab-sim",
                                                                "version": 1, "text": shared}})
        check(client.diagnostics(shared_uri) == [], "a good shared scenario has no diagnostics")

        def in_shared(line, character):
            return {"textDocument": {"uri": shared_uri}, "position": {"line": line, "character": character}}

        hover = client.request("textDocument/hover", in_shared(4, 3))["result"]
        value = hover["contents"]["value"] if hover else ""
        check("step 2: push C" in value and "C.viewDidLoad" in value and "B.viewDidLoad" not in value,
              f"hover on a step of a shared .sim shows that step's events: {value[:160]!r}")
        hover = client.request("textDocument/hover", in_shared(2, 3))["result"]
        value = hover["contents"]["value"] if hover else ""
        check("A.viewDidLoad" in value and "C.viewDidLoad" in value,
              f"hover elsewhere in a .sim shows its whole trace: {value[:120]!r}")
        typing = shared + "push "
        client.notify("textDocument/didChange", {"textDocument": {"uri": shared_uri, "version": 2},
                                                 "contentChanges": [{"text": typing}]})
        client.diagnostics(shared_uri)
        labels = [item["label"] for item in
                  client.request("textDocument/completion", in_shared(6, len("push ")))["result"]]
        check(sorted(labels) == ["A", "B", "C", "nav1", "tabs1"],
              f"controller names after a step in a .sim, though the line is half written: {labels}")
        labels = [item["label"] for item in client.request("textDocument/completion", in_shared(6, 2))["result"]]
        check("push" in labels and "A" not in labels, f"steps while the first word is typed: {labels}")
        typing = shared + "add C to "
        client.notify("textDocument/didChange", {"textDocument": {"uri": shared_uri, "version": 3},
                                                 "contentChanges": [{"text": typing}]})
        client.diagnostics(shared_uri)
        labels = [item["label"] for item in
                  client.request("textDocument/completion", in_shared(6, len("add C to ")))["result"]]
        check("A" in labels and "C" in labels, f"and after every word of the step: {labels}")
        # After 'present B ' come a presentation style and the animation words, not names; once a style is
        # written, only the animation words; after 'pop ', the animation words and 'to'.
        for typed, wanted in [("present B ", None), ("present B pageSheet ", ["animated", "instant"]),
                              ("present B pa", None), ("pop ", ["animated", "instant", "to"]),
                              ("push C ", ["animated", "instant"]),
                              ("resize ", ["full", "slide-over", "split"]), ("resize split ", ["1/2", "1/3", "2/3"]),
                              ("resize split 1/3 ", [])]:
            typing = shared + typed
            client.notify("textDocument/didChange", {"textDocument": {"uri": shared_uri, "version": 4},
                                                     "contentChanges": [{"text": typing}]})
            client.diagnostics(shared_uri)
            labels = [item["label"] for item in
                      client.request("textDocument/completion", in_shared(6, len(typed)))["result"]]
            if wanted is None:
                check("pageSheet" in labels and "popover" in labels and "animated" in labels and "A" not in labels
                      and "B" not in labels, f"after {typed!r}: presentation styles and animation words: {labels}")
            else:
                check(sorted(labels) == wanted, f"after {typed!r}: {labels}")
        # A resize on an iPad: hover on its line shows the size transition, and no appearance callback.
        ipad_path = os.path.join(content, "shared", "split.sim")
        ipad = "ios 17\ndevice ipad\nroot nav(A)\nlaunch\nrotate\nresize split 1/2\n"
        with open(ipad_path, "w") as file:
            file.write(ipad)
        ipad_uri = "file://" + ipad_path
        client.notify("textDocument/didOpen", {"textDocument": {"uri": ipad_uri, "languageId": "vclab-sim",
                                                                "version": 1, "text": ipad}})
        check(client.diagnostics(ipad_uri) == [], "a resize on a landscape iPad has no diagnostics")
        hover = client.request("textDocument/hover", {"textDocument": {"uri": ipad_uri},
                                                      "position": {"line": 5, "character": 2}})["result"]
        value = hover["contents"]["value"] if hover else ""
        check("step 3: resize split 1/2" in value and "A.willTransition(to:with:)" in value
              and "A.viewWillTransition(to:with:)" in value and "A.traitCollectionDidChange" in value
              and "viewWillAppear" not in value, f"hover on a resize shows its size-class transition: {value[:300]!r}")
        labels = [item["label"] for item in
                  client.request("textDocument/completion", in_shared(2, len("root tabs(")))["result"]]
        check(labels == [], f"no controller names after a setting or declaration word: {labels}")

        response = client.request("textDocument/unknownThing", {})
        check(response.get("error", {}).get("code") == -32601, "an unknown request gets 'method not found'")
        client.request("shutdown", None)
        client.notify("exit", None)
        status = process.wait(timeout=10)
        check(status == 0, f"shutdown then exit: status {status}")

        check_unrelated_tree(work)

    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print("lsp_test: all checks passed")


if __name__ == "__main__":
    main()
