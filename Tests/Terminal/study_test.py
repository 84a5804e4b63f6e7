#!/usr/bin/env python3
"""End-to-end tests of `vclab study` in a real terminal, and of the progress log's crash safety.

1. tmux runs `vclab study` on Fixtures/study-fixture.md: steps through and plays a scenario, answers a
   quiz of each of the eleven kinds right and wrong (reading every verdict, mistake, per-choice feedback,
   hint and marked trace off the screen with capture-pane), retries, finishes, and checks the log.
2. `vclab study --review` in tmux asks exactly the quizzes whose last answer was wrong.
3. Ctrl-C at a prompt: the session exits 130, the answer given is in the log, the terminal is restored.
4. SIGTERM from outside restores the terminal too.
5. A scripted session (standard input not a terminal) reads answers line by line.
6. Crash safety: `vclab study` is killed with SIGKILL at random moments while it answers as fast as it
   can, many times over; the log always parses, and every attempt the program showed as graded is in it.

Usage: Tests/Terminal/study_test.py   (VCLAB=path/to/vclab to test another build; default .build/debug/vclab)
"""
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.path.abspath(os.environ.get("VCLAB", os.path.join(ROOT, ".build/debug/vclab")))
FIXTURES = os.path.join(ROOT, "Tests/Terminal/Fixtures")
LESSON = os.path.join(FIXTURES, "study-fixture.md")
SOCKET = f"vclab-study-test-{os.getpid()}"

# The fixture's keys, as the engine computes them (`vclab check` verifies them).
ORDER_KEY = ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]
TRACE_KEY = ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"]

failures = []


def check(condition, message):
    if condition:
        print(f"  ok  {message}")
    else:
        print(f"  FAIL {message}")
        failures.append(message)


# MARK: - tmux


def tmux(*arguments, check_status=True):
    result = subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", *arguments], capture_output=True, text=True)
    if check_status and result.returncode != 0:
        raise RuntimeError(f"tmux {' '.join(arguments)}: {result.stderr.strip()}")
    return result.stdout


def start(command, width=100, height=90):
    """Runs `command` in a fresh tmux session; afterwards the shell prints its exit status and whether the
    terminal is back in canonical mode with echo, then waits to be read."""
    tmux("kill-server", check_status=False)
    after = 'echo "[exit $?]"; stty -a | tr " ;" "\\n\\n" | grep -x -e icanon -e -icanon -e echo -e -echo | tr "\\n" " "; echo "[stty]"; sleep 600'
    shell = f"{command}; {after}"
    # The previous server may still be shutting down; try again for a moment.
    for attempt in range(50):
        try:
            tmux("new-session", "-d", "-s", "study", "-x", str(width), "-y", str(height), "sh", "-c", shell)
            return
        except RuntimeError:
            if attempt == 49:
                raise
            time.sleep(0.1)


def screen():
    # The visible screen only: earlier screens in the history would satisfy a wait too early.
    return tmux("capture-pane", "-p", "-t", "study")


def send(*keys):
    tmux("send-keys", "-t", "study", *keys)


def type_line(text):
    send("-l", text)
    send("Enter")


def wait_for(pattern, timeout=10.0, absent=None):
    """Waits until the screen matches `pattern` (a regular expression) and returns the screen."""
    deadline = time.time() + timeout
    text = ""
    while time.time() < deadline:
        text = screen()
        if re.search(pattern, text) and (absent is None or not re.search(absent, text)):
            return text
        time.sleep(0.05)
    print("----- screen -----")
    print(text)
    print("------------------")
    raise TimeoutError(f"the screen never showed {pattern!r}")


def options_on_screen(text):
    """The lettered options of the quiz on screen: event or controller → letter."""
    letters = {}
    for match in re.finditer(r"┃\s+([a-z])\s{2}(\S+)\s*$", text, re.MULTILINE):
        letters[match.group(2)] = match.group(1)
    return letters


def read_log(directory):
    path = os.path.join(directory, "progress.jsonl")
    if not os.path.exists(path):
        return []
    with open(path, "rb") as handle:
        data = handle.read()
    return [json.loads(line) for line in data.split(b"\n") if line.strip()]


# MARK: - 1. Every kind, right and wrong


def answer(text, verdict, *expected):
    """Answers the quiz on screen and checks the verdict and the lines that must appear."""
    if isinstance(text, list):
        for line in text:
            type_line(line)
        send("Enter")
    else:
        type_line(text)
    shown = wait_for(r"\[r\] retry|\br\s+retry")
    check(verdict in shown, f"{text!r} is graded '{verdict}'")
    for line in expected:
        check(line in shown, f"  and the screen shows {line!r}")
    check("What really happens" in shown, "  and the real trace is shown")
    return shown


def retry():
    send("r")
    wait_for(r"answer .*›\s*$", absent=r"\[r\] retry")


def next_page(number):
    send("n")
    return wait_for(rf"page {number} of 13")


def test_every_kind(data):
    print("study: every kind of quiz, right and wrong")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}")
    text = wait_for(r"page 1 of 13")
    check("▶ sim push-pop" in text and "step through" in text, "page 1 shows the scenario and the step key")

    # The scenario: step one callback at a time, then play the rest.
    send("s")
    text = wait_for(r"▸")
    check(re.search(r"▸\s+1 app\.didFinishLaunching", text) is not None, "s shows the first callback as current")
    check("2   A.init" not in text and "A.init(nibName" not in text, "  and nothing after it")
    send("s")
    text = wait_for(r"▸\s+2\s")
    check("A.init(nibName:bundle:)" in text, "s again shows the second callback")
    send("p")
    text = wait_for(r"▸\s+39 B\.deinit", timeout=15)
    check("3 pop" in text, "p plays the rest, up to B.deinit")

    # order: wrong, hint, retry right.
    text = next_page(2)
    letters = options_on_screen(text)
    check(set(letters) == set(ORDER_KEY), "the order quiz shows its four events as options")
    type_line("?")
    text = wait_for(r"Hint")
    check("come before the animation" in text, "? shows the hint")
    wrong = [ORDER_KEY[0], ORDER_KEY[2], ORDER_KEY[1], ORDER_KEY[3]]
    answer(" ".join(letters[e] for e in wrong), "✗ Not right.",
           "you put A.viewDidDisappear before B.viewWillAppear", "✗ you had it at position")
    retry()
    answer(" ".join(letters[e] for e in ORDER_KEY), "✓ Right.")

    # first: an unreadable answer, then wrong with per-choice feedback, then right.
    text = next_page(3)
    letters = options_on_screen(text)
    type_line("zz")
    wait_for(r"'zz' is not one of the letters")
    check(True, "an unreadable answer is explained, not graded")
    answer(letters["A.viewWillDisappear"], "✗ Not right.", "You picked A.viewWillDisappear",
           "A hears about the push only once", "✗ your pick")
    retry()
    answer(letters["B.viewDidLoad"], "✓ Right.")

    # last: right, then (retry) wrong, so that it is due for review.
    text = next_page(4)
    letters = options_on_screen(text)
    answer(letters["B.viewDidAppear"], "✓ Right.")
    retry()
    answer(letters["A.viewWillDisappear"], "✗ Not right.", "B.viewDidAppear comes after A.viewWillDisappear")

    # next X
    text = next_page(5)
    letters = options_on_screen(text)
    answer(letters["A.viewDidDisappear"], "✗ Not right.", "right after A.viewWillDisappear comes B.viewWillAppear")
    retry()
    answer(letters["B.viewWillAppear"], "✓ Right.")

    # happens
    next_page(6)
    answer("no", "✗ Not right.", "the answer is yes, not no")
    retry()
    answer("yes", "✓ Right.")

    # count: right, then wrong (due for review).
    next_page(7)
    answer("2", "✓ Right.")
    retry()
    answer("3", "✗ Not right.", "it happens twice, not 3 times", "← 2")

    # which
    text = next_page(8)
    letters = options_on_screen(text)
    answer(f"{letters['B.viewWillDisappear']} {letters['A.viewDidLoad']}", "✗ Not right.",
           "A.viewDidLoad does not happen", "✗ you missed it")
    retry()
    answer(" ".join(letters[e] for e in ["B.viewWillDisappear", "A.viewWillAppear", "B.deinit"]), "✓ Right.")

    # claim
    next_page(9)
    answer("false", "✗ Not right.", "the answer is true, not false")
    retry()
    answer("true", "✓ Right.")

    # trace: lines, then an empty line; partial credit.
    next_page(10)
    answer([TRACE_KEY[1], TRACE_KEY[0], TRACE_KEY[2], TRACE_KEY[3]], "◑ Partly right: 75%.",
           "✗ missing or out of place")
    retry()
    answer(TRACE_KEY, "✓ Right.")

    # The tabs scenario, then loaded and frame.
    next_page(11)
    text = next_page(12)
    letters = options_on_screen(text)
    answer(letters["B"], "✗ Not right.", "B has no loaded view then", "Views loaded after it")
    retry()
    answer(f"{letters['T']} {letters['A']}", "✓ Right.")

    next_page(13)
    answer("0 20 375 647", "✗ Not right.", "y is 0, not 20", "The frame after it: 0 0 375 667")
    retry()
    answer("0 0 375 667", "✓ Right.")

    send("n")
    text = wait_for(r"\[stty\]")
    check("22 answers, 11 right." in text, "finishing prints the summary")
    check("[exit 0]" in text, "the session exits 0")
    check("icanon" in text.split("[exit 0]")[-1] and " echo" in text.split("[exit 0]")[-1]
          and "-icanon" not in text.split("[exit 0]")[-1], "the terminal is back in canonical mode with echo")

    records = read_log(data)
    check(len(records) == 22, f"the log holds 22 attempts (it holds {len(records)})")
    scores = {}
    for record in records:
        scores.setdefault(record["quiz"], []).append(record["score"])
    expected = {
        "fixture-order": [0, 1], "fixture-first": [0, 1], "fixture-last": [1, 0], "fixture-next": [0, 1],
        "fixture-happens": [0, 1], "fixture-count": [1, 0], "fixture-which": [0, 1], "fixture-claim": [0, 1],
        "fixture-trace": [0.75, 1], "fixture-loaded": [0, 1], "fixture-frame": [0, 1],
    }
    check(scores == expected, "each quiz's attempts are logged with their scores, in order")
    check(all(set(r) == {"time", "quiz", "response", "score"} for r in records), "each record has time, quiz, response, score")
    trace_record = [r for r in records if r["quiz"] == "fixture-trace"][0]
    check(trace_record["response"].count("\n") == 3, "a trace answer is logged with its lines")


# MARK: - 2. Review


def test_review(data):
    print("study --review: the wrong ones come back")
    start(f"{shlex.quote(VCLAB)} study --review --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}")
    text = wait_for(r"page 1 of 2")
    asked = []
    for number in (1, 2):
        text = wait_for(rf"page {number} of 2")
        if "comes last" in text:
            asked.append("fixture-last")
            letters = options_on_screen(text)
            answer(letters["B.viewDidAppear"], "✓ Right.")
        elif "How many times" in text:
            asked.append("fixture-count")
            answer("2", "✓ Right.")
        send("n")
    text = wait_for(r"\[stty\]")
    check(sorted(asked) == ["fixture-count", "fixture-last"], "review asks exactly the two quizzes last answered wrong")
    check("2 answers, 2 right." in text and "[exit 0]" in text, "review ends cleanly")
    start(f"{shlex.quote(VCLAB)} study --review --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}")
    text = wait_for(r"\[stty\]")
    check("Nothing to review today." in text and "tomorrow" in text, "then nothing is due until tomorrow")
    progress = subprocess.run([VCLAB, "progress", "--content", FIXTURES, "--data-dir", data],
                              capture_output=True, text=True)
    check(progress.returncode == 0 and re.search(r"study-fixture\s+Study fixture\s+11/11\s+11\s+0", progress.stdout)
          is not None, "vclab progress shows 11/11 answered, 11 right, 0 due")


# MARK: - 3, 4. Ctrl-C and SIGTERM


def test_interrupts(base):
    print("study: Ctrl-C and SIGTERM leave the terminal as they found it")
    data = os.path.join(base, "interrupt")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}")
    wait_for(r"page 1 of 13")
    send("n")
    wait_for(r"page 2 of 13")
    type_line("a b c d")
    wait_for(r"\[r\] retry|\br\s+retry")
    send("n")
    wait_for(r"page 3 of 13")
    send("-l", "b")  # half-typed, then Ctrl-C
    send("C-c")
    text = wait_for(r"\[stty\]")
    check("[exit 130]" in text, "Ctrl-C at a prompt exits 130")
    check(re.search(r"1 answer, \d right\. Saved in", text) is not None, "  and says the answer given is saved")
    tail = text.split("[exit 130]")[-1]
    check("icanon" in tail and "-icanon" not in tail and "-echo" not in tail, "  and restores the terminal")
    check(len(read_log(data)) == 1, "  and the log holds that answer")

    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}")
    wait_for(r"page 1 of 13")
    shell = tmux("display-message", "-p", "-t", "study", "#{pane_pid}").strip()
    children = subprocess.run(["ps", "-o", "pid=", "--ppid", shell], capture_output=True, text=True).stdout.split()
    if children:
        os.kill(int(children[0]), signal.SIGTERM)
        text = wait_for(r"\[stty\]")
        tail = text.split("[exit 143]")[-1]
        check("[exit 143]" in text and "Stopped." in text, "SIGTERM ends the session with a message")
        check("icanon" in tail and "-icanon" not in tail, "  and restores the terminal")
    else:
        check(False, "found the vclab process to send SIGTERM to")


# MARK: - 5. Scripted


def test_scripted(base):
    print("study: without a terminal, answers are read line by line")
    data = os.path.join(base, "scripted")
    result = subprocess.run(
        [VCLAB, "study", LESSON, "--data-dir", data], input="n\nzz\n>\nb\nq\n", capture_output=True, text=True)
    check(result.returncode == 0, "a scripted session exits 0")
    check("'zz' is not one of the letters" in result.stdout, "  and explains an unreadable answer")
    check("\x1b" not in result.stdout, "  and writes no escape sequences into a pipe")
    check(len(read_log(data)) == 1, "  and logs the one graded answer")


# MARK: - 6. Crash safety


def test_crash_safety(base, rounds=40):
    print(f"crash safety: SIGKILL at random moments, {rounds} times")
    data = os.path.join(base, "crash")
    rng = random.Random(5)
    acknowledged = 0
    for _ in range(rounds):
        process = subprocess.Popen([VCLAB, "study", LESSON, "--data-dir", data], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        seen = {"count": 0}

        def drain(stream=process.stdout, seen=seen):
            # A feedback screen is drawn only after its attempt was appended and synced.
            for line in stream:
                if b"Your answer:" in line:
                    seen["count"] += 1

        reader = threading.Thread(target=drain)
        reader.start()
        try:
            process.stdin.write(b"n\n" + b"b c d a\nr\n" * 5000)
            process.stdin.flush()
        except BrokenPipeError:
            pass
        time.sleep(rng.uniform(0.05, 0.6))
        process.send_signal(signal.SIGKILL)
        process.wait()
        reader.join()
        try:
            process.stdin.close()
        except BrokenPipeError:
            pass
        acknowledged += seen["count"]
        path = os.path.join(data, "progress.jsonl")
        if not os.path.exists(path):
            check(acknowledged == 0, "no attempt is acknowledged before the log exists")
            continue
        with open(path, "rb") as handle:
            lines = handle.read().split(b"\n")
        complete, tail = lines[:-1], lines[-1]
        parsed = [json.loads(line) for line in complete]
        if len(parsed) < acknowledged or any(r["quiz"] != "fixture-order" for r in parsed):
            check(False, f"every acknowledged attempt is in the log ({len(parsed)} < {acknowledged})")
            return
        if tail:
            print(f"       (a kill left {len(tail)} bytes of a record cut short; the next start repairs it)")
    check(True, f"the log parsed after every kill and held all {acknowledged} acknowledged attempts")
    result = subprocess.run([VCLAB, "progress", "--content", FIXTURES, "--data-dir", data], capture_output=True,
                            text=True)
    check(result.returncode == 0, "vclab progress reads the log afterwards")


def test_truncated_record_is_reported(base):
    print("a record cut short is ignored, reported on the next start, and repaired")
    data = os.path.join(base, "truncated")
    os.makedirs(data)
    path = os.path.join(data, "progress.jsonl")
    with open(path, "w") as handle:
        handle.write('{"quiz":"fixture-order","response":"b c d a","score":1,"time":1}\n{"quiz":"fixture-fir')
    progress = subprocess.run([VCLAB, "progress", "--content", FIXTURES, "--data-dir", data], capture_output=True,
                              text=True)
    check("cut short" in progress.stderr, "vclab progress reports the record cut short")
    result = subprocess.run([VCLAB, "study", LESSON, "--data-dir", data], input="q\n", capture_output=True, text=True)
    check("cut short" in result.stderr, "vclab study reports it on start")
    with open(path) as handle:
        content = handle.read()
    check(content.endswith("\n") and "fixture-fir" not in content and content.count("\n") == 1,
          "and the log is rewritten without it")


def main():
    if not os.access(VCLAB, os.X_OK):
        sys.exit(f"error: {VCLAB} is missing; run 'swift build' first")
    if shutil.which("tmux") is None:
        sys.exit("error: tmux is missing; run 'scripts/install-dependencies test'")
    base = tempfile.mkdtemp(prefix="vclab-study-test-")
    data = os.path.join(base, "main")
    try:
        test_every_kind(data)
        test_review(data)
        test_interrupts(base)
        test_scripted(base)
        test_truncated_record_is_reported(base)
        test_crash_safety(base)
    finally:
        tmux("kill-server", check_status=False)
        shutil.rmtree(base, ignore_errors=True)
    if failures:
        print(f"\n{len(failures)} check(s) failed:")
        for failure in failures:
            print(f"  - {failure}")
        sys.exit(1)
    print("\nall terminal end-to-end checks passed")


if __name__ == "__main__":
    main()
