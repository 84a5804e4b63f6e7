#!/usr/bin/env python3
"""vclab serve, end to end, over real sockets and in headless Chromium.

Starts `vclab serve --port 0` on a copy of two lessons, then checks: pages are served with serve's own
script and stylesheet (never site.js edits); traversal ('..', encoded or not, a symbolic link leading out)
is refused and folders are not listed; 200 concurrent loopback connections are all answered; slow and
half-open clients do not stall a normal request; a saved lesson is rebuilt alone and the open page reloads
by itself; a lesson with an error keeps its last good page and the browser shows the overlay listing the
diagnostic; fixing it clears the overlay; a warning alone shows a badge, not the overlay; SIGINT stops the server with status 0 and removes nothing else.
After the one-page rebuild the search index and the page are byte for byte what a whole build writes.
`--open` hands xdg-open (a stand-in first on PATH) exactly the URL served; without it nothing is opened.
On a course with a translation (zh-Hans/): a saved original rewrites its page in both trees, a saved
translation only its own page, a changed scenario the playground's examples menus, a changed title its page and
its neighbour's; after each save every file of the served site is byte for byte what a whole build of the edited
course writes.

Usage: python3 Tests/Serve/serve_test.py [--no-browser]   (after swift build)
"""
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.environ.get("VCLAB", os.path.join(ROOT, ".build", "debug", "vclab"))
failures = []


def check(condition, message):
    if condition:
        print("ok:", message)
    else:
        failures.append(message)
        print("FAIL:", message)


def raw_request(port, data, timeout=5.0):
    """Sends bytes as they are (no normalisation of '..'), returns the status code or None."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        response = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            response += chunk
    line = response.split(b"\r\n", 1)[0].split(b" ")
    return (int(line[1]) if len(line) > 1 else None), response


def get(port, path):
    return raw_request(port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())


def wait_for(predicate, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def start_server(content, site, work):
    """Starts `vclab serve --port 0` on `content` into `site`; returns the process, the port it prints (None when it
    prints none within 60 s) and the lists its standard output and error lines are gathered into from then on."""
    server = subprocess.Popen([VCLAB, "serve", "--port", "0", "--content", content, "--out", site],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=work)
    port = None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and port is None:
        line = server.stdout.readline()
        if "serving" in line and "http://127.0.0.1:" in line:
            port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
    output_lines, error_lines = [], []
    if port is not None:
        threading.Thread(target=lambda: output_lines.extend(iter(server.stdout.readline, "")), daemon=True).start()
        threading.Thread(target=lambda: error_lines.extend(iter(server.stderr.readline, "")), daemon=True).start()
    return server, port, output_lines, error_lines


def main():
    use_browser = "--no-browser" not in sys.argv
    work = tempfile.mkdtemp(prefix="vclab-serve-test-")
    content = os.path.join(work, "content")
    site = os.path.join(work, "site")
    os.makedirs(os.path.join(content, "shared"))
    copy_lessons(["01-what-a-view-controller-is.md", "06-navigation.md"], content)
    for name in os.listdir(os.path.join(ROOT, "Content", "shared")):
        shutil.copy(os.path.join(ROOT, "Content", "shared", name), os.path.join(content, "shared"))
    lesson = os.path.join(content, "06-navigation.md")
    original = open(lesson, encoding="utf-8").read()

    server, port, output_lines, error_lines = start_server(content, site, work)
    check(port is not None, "serve prints its loopback URL")
    if port is None:
        server.kill()
        sys.exit(1)

    try:
        # Pages and serve's own files.
        status, response = get(port, "/")
        check(status == 200 and b'<script src="/__vclab/serve.js" defer></script>' in response,
              "the index is served with serve's script")
        check(b"Content-Security-Policy" in response and b"script-src 'self'" in response,
              "the page keeps the site's CSP as it is")
        status, response = get(port, "/__vclab/state.js")
        check(status == 200 and b"window.vclabServe" in response, "the state script is served")
        check(not os.path.exists(os.path.join(site, "__vclab")), "serve's files are not in the site folder")
        # /proc/net/tcp: local address as hex IP:port, state 0A is LISTEN; 0100007F is 127.0.0.1.
        listening = [line.split()[1] for line in open("/proc/net/tcp").read().splitlines()[1:]
                     if line.split()[3] == "0A" and line.split()[1].endswith(f":{port:04X}")]
        check(listening == [f"0100007F:{port:04X}"], f"it listens on the loopback only: {listening}")

        # Traversal, listings, methods.
        for path in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
                     "/%2E%2E/%2E%2E/etc/passwd", "/a/../../etc/passwd", "/..\\..\\etc\\passwd"]:
            status, response = get(port, path)
            check(status in (400, 403) and b"root:" not in response, f"{path} is refused ({status})")
        os.symlink("/etc/passwd", os.path.join(site, "escape.html"))
        status, response = get(port, "/escape.html")
        check(status == 403 and b"root:" not in response, f"a symbolic link out of the site is refused ({status})")
        os.makedirs(os.path.join(site, "folder"), exist_ok=True)
        for path in ["/folder/", "/folder"]:
            status, response = get(port, path)
            check(status == 404 and b"Index of" not in response, f"{path}: folders are not listed ({status})")
        status, _ = raw_request(port, b"POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n")
        check(status == 405, "only GET and HEAD are answered")

        # 200 concurrent connections, all answered.
        results = []
        barrier = threading.Barrier(200)

        def one():
            try:
                barrier.wait(timeout=30)
                status, response = get(port, "/site.css")
                results.append(status)
            except Exception as error:  # noqa: BLE001 - counted as a failure below
                results.append(repr(error))

        threads = [threading.Thread(target=one) for _ in range(200)]
        start = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        check(results.count(200) == 200, f"200 concurrent connections all get 200 "
              f"({results.count(200)} did, in {time.monotonic() - start:.2f} s)")

        # Slow and half-open clients do not stall anyone.
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(30)]
        slow = [socket.create_connection(("127.0.0.1", port)) for _ in range(30)]
        for connection in slow:
            connection.sendall(b"GET / HT")
        start = time.monotonic()
        status, _ = get(port, "/index.html")
        elapsed = time.monotonic() - start
        check(status == 200 and elapsed < 1.0, f"a request next to 60 stalled clients takes {elapsed * 1000:.0f} ms")
        for connection in idle + slow:
            connection.close()

        driver = None
        if use_browser:
            sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
            from site_test import start_browser  # the same headless Chromium as the site test
            driver = start_browser(os.path.join(work, "profile"))
            driver.get(f"http://127.0.0.1:{port}/06-navigation.html")
            driver.execute_script("window.vclabMarker = 1;")

        # A saved lesson is rebuilt alone, and the open page reloads by itself.
        with open(lesson, "w", encoding="utf-8") as file:
            file.write(original.replace("Put the start of the push in order.",
                                        "Put the start of the push in order, now.", 1))
        rebuilt = wait_for(lambda: b"in order, now." in get(port, "/06-navigation.html")[1], 5)
        check(rebuilt, "the edited lesson's page is rebuilt")
        check(wait_for(lambda: any("rebuilt 06-navigation.html" in line for line in output_lines), 2),
              "only its page is rebuilt: " + "".join(output_lines[-2:]).strip())
        # Its words in the search index change with it: the index is what a whole build writes.
        status, index = get(port, "/search-index.js")
        check(status == 200 and b"in order, now." in index and b"Put the start of the push in order." not in index,
              "the rebuilt page's search entries are up to date")
        fresh = os.path.join(work, "fresh")
        built = subprocess.run([VCLAB, "build", "--content", content, "--out", fresh], capture_output=True, cwd=work)
        check(built.returncode == 0, f"a whole build of the edited course: {built.stderr[-300:]!r}")
        for name in ["search-index.js", "lessons.js", "06-navigation.html"]:
            with open(os.path.join(site, name), "rb") as served, open(os.path.join(fresh, name), "rb") as whole:
                check(served.read() == whole.read(), f"after the one-page rebuild {name} is what a whole build writes")
        if driver:
            reloaded = wait_for(lambda: driver.execute_script("return window.vclabMarker") is None, 5)
            check(reloaded and "in order, now." in driver.page_source, "the open page reloaded by itself")

        # An error keeps the last good page and shows the overlay.
        broken = original.replace("Put the start of the push in order.", "Put the start of the push in order, now.", 1)
        broken = broken.replace("sim: push-pop\nstep: push B\nask: order", "sim: push-pup\nstep: push B\nask: order", 1)
        check(broken != original, "the test breaks the lesson")
        with open(lesson, "w", encoding="utf-8") as file:
            file.write(broken)
        has_error = wait_for(lambda: b"quiz.unknown-simulation" in get(port, "/__vclab/state.js")[1], 5)
        check(has_error, "the state lists the diagnostic with its id")
        status, response = get(port, "/__vclab/state.js")
        check(b"06-navigation.md:" in response and b"did you mean 'push-pop'?" in response,
              "with its path:line:col and did-you-mean")
        check(b"in order, now." in get(port, "/06-navigation.html")[1], "the last good page stays")
        check(wait_for(lambda: any("quiz.unknown-simulation" in line for line in error_lines), 2),
              "the terminal prints the diagnostic")
        if driver:
            shown = wait_for(lambda: driver.execute_script(
                "var o = document.getElementById('vclab-serve-overlay'); return o && o.textContent;") or False, 5)
            text = driver.execute_script(
                "var o = document.getElementById('vclab-serve-overlay'); return o ? o.textContent : '';")
            check(shown and "06-navigation.md:" in text and "did you mean 'push-pup'" not in text
                  and "push-pop" in text, f"the overlay lists the diagnostic: {text[:160]!r}")
            os.makedirs(os.path.join(ROOT, "test-artifacts"), exist_ok=True)
            driver.save_screenshot(os.path.join(ROOT, "test-artifacts", "serve-overlay.png"))

        # Fixing it clears the overlay.
        with open(lesson, "w", encoding="utf-8") as file:
            file.write(original)
        cleared = wait_for(lambda: b'"diagnostics": []' in get(port, "/__vclab/state.js")[1], 5)
        check(cleared, "fixing the lesson clears the diagnostics")
        if driver:
            gone = wait_for(lambda: driver.execute_script(
                "return document.getElementById('vclab-serve-overlay') === null "
                "&& document.body.textContent.indexOf('Put the start of the push in order.') >= 0;"), 5)
            check(gone, "the overlay is gone and the page shows the fixed lesson")

            # A warning alone leaves the page in view: no overlay, a badge that opens the list.
            with open(lesson, "w", encoding="utf-8") as file:
                file.write(original.replace("---\n", "---\nordre: 6\n", 1))
            check(wait_for(lambda: b"front-matter.unknown-key" in get(port, "/__vclab/state.js")[1], 5),
                  "the state lists the warning")
            wait_for(lambda: driver.execute_script("return !!document.getElementById('vclab-serve-badge');"), 5)
            badge = driver.execute_script(
                "var b = document.getElementById('vclab-serve-badge'); return b ? b.textContent : '';")
            no_overlay = driver.execute_script("return document.getElementById('vclab-serve-overlay') === null;")
            check(badge == "1 warning" and no_overlay, f"a warning shows a badge ({badge!r}), not the overlay")
            driver.execute_script("document.getElementById('vclab-serve-badge').click();")
            opened = driver.execute_script(
                "var o = document.getElementById('vclab-serve-overlay'); return o ? o.textContent : '';")
            check("1 warning" in opened and "front-matter.unknown-key" in opened, f"the badge opens the list: {opened[:120]!r}")
            with open(lesson, "w", encoding="utf-8") as file:
                file.write(original)
            cleared = wait_for(lambda: driver.execute_script(
                "return !document.getElementById('vclab-serve-badge') && !document.getElementById('vclab-serve-overlay');"), 5)
            check(cleared, "fixing the warning removes badge and list")
            logs = [entry["message"] for entry in driver.get_log("browser")
                    if ("Content Security Policy" in entry["message"] or entry["level"] == "SEVERE")
                    and "favicon.ico" not in entry["message"]]  # the browser's own request; the site has none
            check(not logs, f"no CSP violation or script error in the browser: {logs[:3]}")
            driver.quit()
    finally:
        server.send_signal(signal.SIGINT)
        try:
            status = server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            status = None
        check(status == 0, f"Ctrl-C (SIGINT) stops the server cleanly (status {status})")
        check(os.path.isdir(site) and os.path.exists(os.path.join(content, "06-navigation.md")),
              "an explicit --out and the content stay")
        shutil.rmtree(work, ignore_errors=True)

    check_translated()
    check_open()
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print("serve_test: all checks passed")


def site_files(folder):
    """Every file of a built site, by its path in the site, with its bytes."""
    files = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            with open(path, "rb") as file:
                files[os.path.relpath(path, folder)] = file.read()
    return files


def copy_lessons(names, content, translated=False):
    """Copies some lessons of the course; a link to a lesson left out becomes its text, since the course's
    cross-references are links and a whole build refuses a link that leads nowhere."""
    link = re.compile(r"\[([^\]]+)\]\((\d\d-[a-z0-9-]+)\.md(#[^)]*)?\)")
    for folder in [""] + (["zh-Hans"] if translated else []):
        for name in names:
            with open(os.path.join(ROOT, "Content", folder, name), encoding="utf-8") as handle:
                text = handle.read()
            text = link.sub(lambda m: m.group(0) if m.group(2) + ".md" in names else m.group(1), text)
            with open(os.path.join(content, folder, name), "w", encoding="utf-8") as handle:
                handle.write(text)


def check_translated():
    """A course with a translation gets the one-page rebuild in each tree, equal to a whole build."""
    work = tempfile.mkdtemp(prefix="vclab-serve-translated-")
    server = None
    try:
        content = os.path.join(work, "content")
        site = os.path.join(work, "site")
        os.makedirs(os.path.join(content, "shared"))
        os.makedirs(os.path.join(content, "zh-Hans"))
        copy_lessons(["01-what-a-view-controller-is.md", "06-navigation.md"], content, translated=True)
        for name in os.listdir(os.path.join(ROOT, "Content", "shared")):
            shutil.copy(os.path.join(ROOT, "Content", "shared", name), os.path.join(content, "shared"))
        server, port, output_lines, _ = start_server(content, site, work)
        check(port is not None, "serve starts on a translated course")
        if port is None:
            return

        def save(relative, old, new, expected_pages, page, marker, what):
            path = os.path.join(content, relative)
            text = open(path, encoding="utf-8").read()
            check(old in text, f"the test edits {relative}")
            lines_before = len(output_lines)
            time.sleep(0.05)  # a new modification time even on a coarse clock
            with open(path, "w", encoding="utf-8") as file:
                file.write(text.replace(old, new, 1))
            rebuilt = wait_for(lambda: marker.encode() in get(port, page)[1], 10)
            check(rebuilt, f"{what}: {page} is rebuilt")
            check(wait_for(lambda: len(output_lines) > lines_before, 2), f"{what}: serve says what it rebuilt")
            said = "".join(output_lines[lines_before:])
            check(said.startswith("rebuilt " + ", ".join(expected_pages) + " in "),
                  f"{what}: only {', '.join(expected_pages)} rebuilt, not the course: {said.strip()!r}")
            fresh = os.path.join(work, "fresh")
            shutil.rmtree(fresh, ignore_errors=True)
            built = subprocess.run([VCLAB, "build", "--content", content, "--out", fresh], capture_output=True,
                                   cwd=work)
            check(built.returncode == 0, f"{what}: a whole build of the edited course: {built.stderr[-300:]!r}")
            served, whole = site_files(site), site_files(fresh)
            check(served.keys() == whole.keys(), f"{what}: the served site has the whole build's files")
            differing = sorted(name for name in whole if served.get(name) != whole[name])
            check(not differing, f"{what}: every file is byte for byte the whole build's (differing: {differing})")

        save("06-navigation.md", "Put the start of the push in order.", "Put the start of the push in order, now.",
             ["06-navigation.html", "zh-Hans/06-navigation.html"], "/06-navigation.html", "in order, now.",
             "a saved original")
        save("zh-Hans/06-navigation.md", "把推入开始阶段的回调按顺序排好。", "把推入开始阶段的回调按先后顺序排好。",
             ["zh-Hans/06-navigation.html"], "/zh-Hans/06-navigation.html", "按先后顺序排好", "a saved translation")
        check("按先后顺序排好".encode() in get(port, "/zh-Hans/lessons.js")[1],
              "the translated prompt reaches its tree's sidebar list")
        save("06-navigation.md", "swipe back cancel\nswipe back\n", "swipe back cancel\nswipe back\n# menu check\n",
             ["06-navigation.html", "zh-Hans/06-navigation.html"], "/zh-Hans/06-navigation.html", "# menu check",
             "a changed scenario")
        for page in ["/playground.html", "/zh-Hans/playground.html"]:
            check(b"# menu check" in get(port, page)[1], f"the examples menu of {page} shows the changed scenario")
        # A new title: the page and its neighbour's link to it, in the tree that shows it (the Chinese tree shows
        # the translation's own title); the lists follow, and every file is still the whole build's.
        save("06-navigation.md", "title: Navigation\n", "title: Navigation stacks\n",
             ["06-navigation.html", "zh-Hans/06-navigation.html", "01-what-a-view-controller-is.html"],
             "/01-what-a-view-controller-is.html", "Navigation stacks", "a changed title")
    finally:
        if server:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(work, ignore_errors=True)


def check_open():
    """--open hands the URL it serves at to xdg-open: a stand-in first on PATH writes down what it is given."""
    work = tempfile.mkdtemp(prefix="vclab-serve-open-")
    try:
        content = os.path.join(work, "content")
        os.makedirs(os.path.join(content, "shared"))
        copy_lessons(["01-what-a-view-controller-is.md"], content)
        for name in os.listdir(os.path.join(ROOT, "Content", "shared")):
            shutil.copy(os.path.join(ROOT, "Content", "shared", name), os.path.join(content, "shared"))
        shims = os.path.join(work, "bin")
        os.makedirs(shims)
        opened = os.path.join(work, "opened")
        with open(os.path.join(shims, "xdg-open"), "w", encoding="utf-8") as shim:
            shim.write('#!/bin/sh\nprintf "%%s\\n" "$@" >> "%s"\n' % opened)
        os.chmod(os.path.join(shims, "xdg-open"), 0o755)
        environment = dict(os.environ, PATH=shims + os.pathsep + os.environ.get("PATH", ""))
        for arguments, expected in [(["--open"], True), ([], False)]:
            if os.path.exists(opened):
                os.remove(opened)
            server = subprocess.Popen([VCLAB, "serve", "--port", "0", "--content", content] + arguments,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=work,
                                      env=environment)
            try:
                line = ""
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline and "serving" not in line:
                    line = server.stdout.readline()
                url = line.split(" at ", 1)[1].split(" ", 1)[0] if " at " in line else None
                check(url is not None and url.startswith("http://127.0.0.1:"), f"serve prints its URL: {line!r}")
                if expected:
                    given = wait_for(lambda: os.path.exists(opened) and open(opened).read() == url + "\n", 5)
                    check(given, f"--open gives xdg-open exactly the URL served, once: "
                          f"{open(opened).read() if os.path.exists(opened) else None!r} vs {url!r}")
                    status, _ = get(int(url.rsplit(":", 1)[1].strip("/")), "/")
                    check(status == 200, "the URL opened is the site")
                else:
                    time.sleep(1)
                    check(not os.path.exists(opened), "without --open no browser is opened")
            finally:
                server.send_signal(signal.SIGINT)
                try:
                    server.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    server.kill()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
