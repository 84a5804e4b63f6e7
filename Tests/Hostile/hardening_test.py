#!/usr/bin/env python3
"""Hardening tests of the built `vclab`: hostile input, injection, crash safety and determinism (issue 7).

1. Hostile corpus: every file in Tests/Hostile/corpus/ (committed) and the huge inputs generated here (a
   10 MB line in a lesson and in a scenario, a scenario of a million steps and one at the 1 MiB size limit,
   thousands of nested lists and block quotes, containers nested as deep as a line allows and deeper, a
   directory symlink cycle under Content/, a quiz reaching for `shared/../..`) goes through `vclab check`,
   `vclab build` and `vclab show` (and `vclab run` for scenarios). Each run must:
     - exit 0, 1, 64 or 74, never by a signal;
     - with exit 1, print at least one located diagnostic `path:line:col: error: …`;
     - finish within LIMIT_SECONDS wall time under an address-space limit of LIMIT_MEMORY (setrlimit);
     - leave lesson text inert: no ESC or other C0/C1 control byte from the lesson in `show --color never`,
       only VCLab's own SGR and OSC 8 sequences in `show --color always`, and in the HTML no `<script>`
       element, event-handler attribute or `javascript:` URL that came from the lesson.
2. `vclab build` killed with SIGKILL at random moments: `site/` is always byte for byte the old site or the
   new one (directory hashes), and the build after the kills succeeds.
3. The progress log under SIGKILL: Tests/Terminal/study_test.py's crash-safety test, run here with more
   rounds (1,000 in full mode).
4. Determinism: two builds of the course and of a generated course (5,000 lessons in full mode) are byte
   for byte the same; two runs of every scenario (shared sims, the engine's reference sims, and every
   ```sim block of the course) give the same bytes in text and JSON.

Usage: Tests/Hostile/hardening_test.py [--quick] [--only=hostile|kills|progress|determinism ...]
  --quick  CI mode (make test): the whole corpus, 20 kills of build, 100 of study, a 500-lesson course.
  default  full mode: 50 kills of build, 1,000 of study, a 5,000-lesson course.
VCLAB=path/to/vclab tests another build (default .build/debug/vclab). Limits are for the debug build."""
import hashlib
import importlib.machinery
import importlib.util
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.path.abspath(os.environ.get("VCLAB", os.path.join(ROOT, ".build/debug/vclab")))
CORPUS = os.path.join(ROOT, "Tests/Hostile/corpus")
QUICK = "--quick" in sys.argv[1:]
PARTS = [argument.split("=", 1)[1] for argument in sys.argv[1:] if argument.startswith("--only=")]

# The limits every run is held to: generous for the debug build on a loaded 2-core machine, and still far
# below what a runaway (quadratic blow-up, unbounded recursion, a trace held many times over) would take.
LIMIT_SECONDS = 20
LIMIT_MEMORY = 1 << 30  # bytes of address space (RLIMIT_AS)
EXIT_CODES = {0, 1, 64, 74}
LOCATED = re.compile(rb"^[^\s:][^:\n]*:\d+:\d+: error: ", re.M)
FRONT = "---\ntitle: Hostile\norder: 1\nsummary: s\n---\n\n"
SIM = "```sim s\nroot nav(A)\nlaunch\npush B\npop\n```\n\n"

failures = []
counts = {"inputs": 0, "runs": 0}


def check(condition, message):
    if not condition:
        print(f"  FAIL {message}")
        failures.append(message)
    return condition


def limits():
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT_MEMORY, LIMIT_MEMORY))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def vclab(arguments, cwd=None, seconds=LIMIT_SECONDS):
    counts["runs"] += 1
    start = time.monotonic()
    try:
        result = subprocess.run([VCLAB] + arguments, cwd=cwd, capture_output=True, timeout=seconds,
                                preexec_fn=limits, stdin=subprocess.DEVNULL, env={**os.environ, "PAGER": "cat"})
    except subprocess.TimeoutExpired:
        return None, time.monotonic() - start
    return result, time.monotonic() - start


# MARK: - 1. Hostile input


def course_for(name, data, base):
    """A content folder holding the case: a lesson, a quiz wrapped in a lesson, or a shared sim and a
    lesson whose quiz uses it."""
    content = os.path.join(base, "Content")
    os.makedirs(os.path.join(content, "shared"))
    if name.endswith(".sim"):
        with open(os.path.join(content, "shared", "case.sim"), "wb") as handle:
            handle.write(data)
        lesson = (FRONT + "```quiz\nsim: shared/case\nask: count\nevent: A.viewDidLoad\nprompt: p\nanswer: 1\n```\n"
                  ).encode()
    elif name.endswith(".quiz"):
        lesson = (FRONT + SIM + "```quiz\n").encode() + data + b"\n```\n"
    else:
        lesson = data
    with open(os.path.join(content, "01-case.md"), "wb") as handle:
        handle.write(lesson)
    return content


SGR_OR_OSC8 = re.compile(rb"\x1b\[[0-9;]*m|\x1b\]8;[^\x1b\x07]*;[^\x1b\x07]*(?:\x1b\\|\x07)")
CONTROL = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")
SCRIPT = re.compile(rb"<script\b([^>]*)>(.*?)</script>", re.S | re.I)
TAG = re.compile(rb"<[a-zA-Z][^>]*>")
QUOTED = re.compile(rb""""[^"]*"|'[^']*'""")
HANDLER = re.compile(rb"\son[a-z]+\s*=", re.I)
JS_URL = re.compile(rb"""(?:href|src)\s*=\s*["']?\s*(?:javascript|data):""", re.I)


def judge(name, command, result, elapsed):
    label = f"{name}: vclab {command}"
    if not check(result is not None, f"{label} finished within {LIMIT_SECONDS} s"):
        return False
    ok = check(result.returncode >= 0, f"{label} was not killed by a signal ({result.returncode})")
    ok = check(result.returncode in EXIT_CODES, f"{label} exited {result.returncode}, one of 0, 1, 64, 74") and ok
    if result.returncode == 1:
        ok = check(LOCATED.search(result.stderr) is not None,
                   f"{label} exited 1 with a located diagnostic: {result.stderr[:200]!r}") and ok
    return ok


def inert_terminal(name, plain, colored):
    check(CONTROL.search(plain) is None and b"\x1b" not in plain,
          f"{name}: show --color never prints no control byte from the lesson")
    stripped = SGR_OR_OSC8.sub(b"", colored)
    check(b"\x1b" not in stripped and CONTROL.search(stripped) is None,
          f"{name}: show --color always prints only VCLab's own SGR and OSC 8 sequences")


def inert_html(name, site):
    for page in sorted(os.listdir(site)):
        if not page.endswith(".html"):
            continue
        with open(os.path.join(site, page), "rb") as handle:
            html = handle.read()
        # A JSON data block (quiz data, the playground's examples) holds lesson text on purpose; it is inert as
        # long as nothing in it can close it. Any other script must hold nothing from the lesson.
        bodies = [body for attributes, body in SCRIPT.findall(html)
                  if b"</" in body or (b"alert" in body and b'type="application/json"' not in attributes)]
        check(not bodies, f"{name}: {page} has no <script> element from the lesson")
        # Quoted attribute values are text (an escaped `onerror=` in a description is inert), so they go first.
        tags = TAG.findall(html)
        check(not any(HANDLER.search(QUOTED.sub(b'""', tag)) for tag in tags),
              f"{name}: {page} has no event-handler attribute")
        check(not any(JS_URL.search(tag) for tag in tags), f"{name}: {page} has no javascript: or data: URL")


def run_case(name, data, work):
    counts["inputs"] += 1
    base = tempfile.mkdtemp(dir=work)
    try:
        content = course_for(name, data, base)
        if name.endswith(".sim"):
            path = os.path.join(content, "shared", "case.sim")
            for extra in ([], ["--format", "json"]):
                result, elapsed = vclab(["run", path] + extra)
                judge(name, "run " + " ".join(extra), result, elapsed)
        result, elapsed = vclab(["check", content, "--content", content])
        judge(name, "check", result, elapsed)
        site = os.path.join(base, "site")
        result, elapsed = vclab(["build", "--content", content, "--out", site])
        if judge(name, "build", result, elapsed) and result.returncode == 0:
            inert_html(name, site)
        plain, elapsed = vclab(["show", "1", "--content", content, "--no-pager", "--color", "never", "--width", "80"])
        if judge(name, "show --color never", plain, elapsed):
            colored, elapsed = vclab(["show", "1", "--content", content, "--no-pager", "--color", "always",
                                      "--links", "osc8", "--width", "60"])
            if judge(name, "show --color always", colored, elapsed) and plain.returncode == 0:
                inert_terminal(name, plain.stdout, colored.stdout)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def generated_cases():
    """The inputs too big to commit."""
    ten_mb = 10 * 1024 * 1024
    yield "gen-10mb-line-lesson.md", (FRONT + "x" * ten_mb + "\n").encode()
    yield "gen-10mb-line-sim.sim", ("root nav(A)\nlaunch\npush " + "B" * ten_mb + "\n").encode()
    yield "gen-10mb-line-quiz.quiz", ("sim: s\nask: order\nprompt: " + "p" * ten_mb + "\nanswer: A.viewDidLoad\n"
                                      ).encode()
    yield "gen-million-steps.sim", ("root nav(A)\nlaunch\n" + "push B\npop\n" * 500000).encode()
    # The most steps the 1 MiB limit lets in: every one of them runs, is checked, drawn and shown.
    yield "gen-max-steps.sim", ("root nav(A)\nlaunch\n" + "push B\npop\n" * (20000 if QUICK else 60000)).encode()
    yield "gen-max-steps-in-lesson.md", (FRONT + "```sim big\nroot nav(A)\nlaunch\n" + "push B\npop\n" * 20000
                                         + "```\n").encode()
    yield "gen-nested-lists.md", (FRONT + "".join("  " * i + "- item %d\n" % i for i in range(5000))).encode()
    yield "gen-nested-ordered-lists.md", (FRONT + "".join("   " * i + "1. item\n" for i in range(3000))).encode()
    yield "gen-nested-quotes.md", (FRONT + "> " * 20000 + "deep\n").encode()
    yield "gen-nested-mixed.md", (FRONT + "".join(("> " if i % 2 else "- ") * 1 for i in range(10000)) + "x\n"
                                  ).encode()
    depth = (4096 - len("root ") - 1) // len("tabs()")
    yield "gen-deepest-tabs.sim", ("root " + "tabs(" * depth + "A" + ")" * depth + "\nlaunch\n").encode()
    yield "gen-deep-tabs.sim", ("root " + "tabs(" * 5000 + "A" + ")" * 5000 + "\nlaunch\n").encode()
    yield "gen-deep-nav.sim", ("root " + "nav(" * 5000 + "A" + ")" * 5000 + "\nlaunch\n").encode()
    yield "gen-deep-present.sim", ("root A\nlaunch\npresent " + "tabs(" * 600 + "B" + ")" * 600 + "\n").encode()
    yield "gen-many-quizzes.md", (FRONT + SIM + "".join(
        "```quiz\nid: q%d\nsim: s\nask: count\nevent: A.viewDidLoad\nprompt: p\nanswer: 1\n```\n\n" % i
        for i in range(2000))).encode()
    yield "gen-many-sims.md", (FRONT + "".join("```sim s%d\nroot nav(A)\nlaunch\npush B\n```\n\n" % i
                                                for i in range(1000))).encode()
    yield "gen-5mb-lesson.md", (FRONT + "word " * (1 << 20)).encode()


def special_courses(work):
    """Courses whose hostility is in their layout rather than in one file."""
    print("special layouts: a symlink cycle, a sim named with '..', a lesson outside the content folder")
    base = tempfile.mkdtemp(dir=work)
    content = os.path.join(base, "Content")
    os.makedirs(os.path.join(content, "shared"))
    os.symlink("..", os.path.join(content, "shared", "loop"))
    os.symlink(".", os.path.join(content, "self"))
    with open(os.path.join(content, "shared", "a.sim"), "w") as handle:
        handle.write("root nav(A)\nlaunch\n")
    with open(os.path.join(content, "01-a.md"), "w") as handle:
        handle.write(FRONT + "```quiz\nsim: shared/loop/shared/a\nask: count\nevent: A.viewDidLoad\nprompt: p\n"
                     "answer: 1\n```\n\n```quiz\nsim: shared/../../etc/passwd\nask: count\nevent: A.viewDidLoad\n"
                     "prompt: p\nanswer: 1\n```\n")
    with open(os.path.join(base, "outside.md"), "w") as handle:
        handle.write(FRONT + "outside\n")
    for command in (["check", content, "--content", content],
                    ["build", "--content", content, "--out", os.path.join(base, "site")],
                    ["show", "1", "--content", content, "--no-pager"],
                    ["show", "../outside.md", "--content", content, "--no-pager"],
                    ["build", "--content", content, "--out", content],
                    ["build", "--content", content, "--out", "/"],
                    ["check", os.path.join(content, "..", "..", "nonexistent")]):
        result, elapsed = vclab(command, cwd=base)
        judge("layout", " ".join(command[:2]), result, elapsed)
    check(os.path.exists(os.path.join(content, "01-a.md")), "layout: --out onto the content folder kept it")


def test_hostile(work):
    names = sorted(os.listdir(CORPUS))
    print(f"hostile corpus: {len(names)} committed inputs through run, check, build and show")
    for name in names:
        with open(os.path.join(CORPUS, name), "rb") as handle:
            run_case(name, handle.read(), work)
    print("hostile corpus: generated huge inputs")
    for name, data in generated_cases():
        start = time.monotonic()
        run_case(name, data, work)
        print(f"  {name}: {len(data)} bytes, {time.monotonic() - start:.1f} s")
    special_courses(work)


# MARK: - 2. Killing vclab build


def tree_hash(path):
    if not os.path.isdir(path):
        return "absent"
    digest = hashlib.sha256()
    for folder, directories, files in sorted(os.walk(path)):
        directories.sort()
        for name in sorted(files):
            full = os.path.join(folder, name)
            digest.update(os.path.relpath(full, path).encode() + b"\0")
            with open(full, "rb") as handle:
                digest.update(hashlib.sha256(handle.read()).digest())
    return digest.hexdigest()


def load_generator():
    """scripts/benchmark-site's generator of realistic lessons."""
    path = os.path.join(ROOT, "scripts/benchmark-site")
    loader = importlib.machinery.SourceFileLoader("benchmark_site", path)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader("benchmark_site", loader))
    loader.exec_module(module)
    return module


def test_build_kills(work, rounds, generated):
    print(f"vclab build killed at random moments, {rounds} times")
    base = os.path.join(work, "kills")
    old_content, new_content = os.path.join(base, "old"), os.path.join(base, "new")
    # The course plus generated lessons, so that writing the site takes long enough for kills to land in it.
    load_generator().generate(old_content, generated)
    for name in os.listdir(os.path.join(ROOT, "Content")):
        source = os.path.join(ROOT, "Content", name)
        (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, os.path.join(old_content, name))
    shutil.copytree(old_content, new_content)
    with open(os.path.join(new_content, "99-added.md"), "w") as handle:
        handle.write("---\ntitle: Added\norder: 99\nsummary: a lesson only the new site has\n---\n\nNew.\n")
    site = os.path.join(base, "site")
    start = time.monotonic()
    result, _ = vclab(["build", "--content", new_content, "--out", site], seconds=300)
    duration = time.monotonic() - start
    check(result is not None and result.returncode == 0, "the new site builds")
    new_hash = tree_hash(site)
    shutil.rmtree(site)
    result, _ = vclab(["build", "--content", old_content, "--out", site], seconds=300)
    old_hash = tree_hash(site)
    check(old_hash != new_hash, "the old and the new site differ")
    rng = random.Random(7)
    outcomes = {"old": 0, "new": 0, "mid-write": 0}
    for _ in range(rounds):
        if tree_hash(site) != old_hash:
            shutil.rmtree(site)
            vclab(["build", "--content", old_content, "--out", site], seconds=300)
        process = subprocess.Popen([VCLAB, "build", "--content", new_content, "--out", site],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, duration * 1.2))
        process.send_signal(signal.SIGKILL)
        process.wait()
        # A staging folder left behind means the kill landed while the new site was being written.
        staging = [name for name in os.listdir(base) if ".building-" in name]
        outcomes["mid-write"] += bool(staging)
        for name in staging:
            shutil.rmtree(os.path.join(base, name))
        now = tree_hash(site)
        if not check(now in (old_hash, new_hash), "after a kill site/ is the old or the new site, never a mix"):
            break
        outcomes["old" if now == old_hash else "new"] += 1
    print(f"  {rounds} kills ({outcomes['mid-write']} while the new site was being written): "
          f"{outcomes['old']} left the old site, {outcomes['new']} the new one, none a mix")
    # A staging folder of a killed build is cleaned up by the next build.
    process = subprocess.Popen([VCLAB, "build", "--content", new_content, "--out", site],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(duration * 0.7)
    process.send_signal(signal.SIGKILL)
    process.wait()
    result, _ = vclab(["build", "--content", new_content, "--out", site], seconds=300)
    check(result is not None and result.returncode == 0 and tree_hash(site) == new_hash,
          "a build after the kills succeeds and gives the new site")
    leftovers = [name for name in os.listdir(base) if ".building-" in name]
    check(not leftovers, f"no staging folder is left behind after a good build ({leftovers})")
    return outcomes


# MARK: - 3. The progress log under SIGKILL


def test_progress_kills(work, rounds):
    path = os.path.join(ROOT, "Tests/Terminal/study_test.py")
    spec = importlib.util.spec_from_file_location("study_test", path)
    study = importlib.util.module_from_spec(spec)
    os.environ["VCLAB"] = VCLAB
    spec.loader.exec_module(study)
    study.test_crash_safety(work, rounds=rounds)
    failures.extend(study.failures)


# MARK: - 4. Determinism


def test_determinism(work, lessons):
    print(f"determinism: two builds of the course and of a {lessons}-lesson course; two runs of every sim")
    for name, content in (("the course", os.path.join(ROOT, "Content")), ("generated", None)):
        if content is None:
            generator = load_generator()
            content = os.path.join(work, "generated")
            generator.generate(content, lessons)
        hashes = []
        for copy in ("one", "two"):
            out = os.path.join(work, f"det-{copy}")
            result, _ = vclab(["build", "--content", content, "--out", out], seconds=900)
            check(result is not None and result.returncode == 0, f"{name} builds")
            hashes.append(tree_hash(out))
            shutil.rmtree(out, ignore_errors=True)
        check(hashes[0] == hashes[1], f"two builds of {name} are byte for byte the same")
    sims = []
    for folder in (os.path.join(ROOT, "Content"), os.path.join(ROOT, "Tests/VCLabEngineTests/Reference")):
        for path, _, files in os.walk(folder):
            sims += [os.path.join(path, name) for name in sorted(files) if name.endswith(".sim")]
    blocks = os.path.join(work, "blocks")
    os.makedirs(blocks)
    for lesson in sorted(os.listdir(os.path.join(ROOT, "Content"))):
        if lesson.endswith(".md"):
            with open(os.path.join(ROOT, "Content", lesson)) as handle:
                for number, body in enumerate(re.findall(r"^```sim[^\n]*\n(.*?)^```", handle.read(), re.S | re.M)):
                    sims.append(os.path.join(blocks, f"{lesson}-{number}.sim"))
                    with open(sims[-1], "w") as out:
                        out.write(re.sub(r"^compare:.*\n", "", body, flags=re.M))
    same = 0
    for sim in sims:
        for extra in ([], ["--format", "json"]):
            one, _ = vclab(["run", sim] + extra)
            two, _ = vclab(["run", sim] + extra)
            if check(one is not None and two is not None and one.stdout == two.stdout and one.stderr == two.stderr,
                     f"two runs of {os.path.basename(sim)} {' '.join(extra)} are the same"):
                same += 1
    print(f"  {len(sims)} sims, {same} runs repeated byte for byte")


def main():
    if not os.access(VCLAB, os.X_OK):
        sys.exit(f"error: {VCLAB} is missing; run 'swift build' first")
    work = tempfile.mkdtemp(prefix="vclab-hardening-")
    started = time.monotonic()
    try:
        if not PARTS or "hostile" in PARTS:
            test_hostile(work)
            print(f"  {counts['inputs']} inputs, {counts['runs']} runs of vclab")
        if not PARTS or "kills" in PARTS:
            test_build_kills(work, 20 if QUICK else 50, 100 if QUICK else 300)
        if not PARTS or "progress" in PARTS:
            test_progress_kills(work, 100 if QUICK else 1000)
        if not PARTS or "determinism" in PARTS:
            test_determinism(work, 500 if QUICK else 5000)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"hardening: {time.monotonic() - started:.0f} s")
    if failures:
        print(f"\n{len(failures)} check(s) failed:")
        for failure in failures[:100]:
            print(f"  - {failure}")
        sys.exit(1)
    print("all hardening checks passed")


if __name__ == "__main__":
    main()
