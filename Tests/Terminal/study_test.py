#!/usr/bin/env python3
"""End-to-end tests of `vclab study` in a real terminal, and of the progress log's crash safety.

Issue 13 adds: resizing re-lays the page out, scrolling like less with the keys always in view, n/b/q at
a yes/no quiz never logged, the trace grader's messages, lenient answers and did-you-mean, switching the
version of a compare: scenario, and resuming where the learner left off.

1. tmux runs `vclab study` on Fixtures/study-fixture.md: steps through and plays a scenario, answers a
   quiz of each of the eleven kinds right and wrong (reading every verdict, mistake, per-choice feedback,
   hint and marked trace off the screen with capture-pane), retries, finishes, and checks the log.
2. `vclab study --review` in tmux asks exactly the quizzes whose last answer was wrong.
3. Ctrl-C at a prompt: the session exits 130, the answer given is in the log, the terminal is restored.
4. SIGTERM from outside restores the terminal too.
5. A scripted session (standard input not a terminal) reads answers line by line.
6. Crash safety: `vclab study` is killed with SIGKILL at random moments while it answers as fast as it
   can, many times over; the log always parses, and every attempt the program showed as graded is in it.

Issue 16 adds a run in Chinese (`LANG=zh_CN.UTF-8`, the fixture's zh-Hans/ translation): the interface, the
lesson, the grader's words and the yes/no choice in Chinese, and no line wider than the window at 60 and 40
columns, counting ideographs as two.

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
import unicodedata

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
    send("-l", "--", text)
    send("Enter")


def wait_for(pattern, timeout=10.0, absent=None):
    """Waits until the screen matches `pattern` (a regular expression) and returns the screen."""
    deadline = time.time() + timeout
    text = ""
    previous = None
    while time.time() < deadline:
        text = screen()
        # A frame reaches tmux in pieces when the machine is busy, so a match is only taken once the
        # screen has stopped changing: checks on the rest of the frame must not read half of it.
        if text == previous and re.search(pattern, text) and (absent is None or not re.search(absent, text)):
            return text
        previous = text
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


ANSWERED = r"\[r\] (try )?again|\br\s+(try )?again"
PROMPT = r"answer .*› .*▏"


def answer(text, verdict, *expected, opened=False):
    """Opens the answer (a), types it, and checks the verdict and the lines that must appear. A first wrong
    answer holds the explanation and the real trace back; e shows them."""
    if not opened:
        send("Enter")
        wait_for(PROMPT)
    if isinstance(text, list):
        for line in text:
            type_line(line)
        send("Enter")
    else:
        type_line(text)
    shown = wait_for(ANSWERED)
    check(verdict in shown, f"{text!r} is graded '{verdict}'")
    if "show the answer" in shown:
        check("What really happens" not in shown and "Try again with r" in shown,
              "  a first wrong answer says what is wrong and holds the answer back")
        send("e")
        shown = wait_for(r"What really happens", absent=r"show the answer")
    for line in expected:
        check(line in shown, f"  and the screen shows {line!r}")
    check("What really happens" in shown, "  and the real trace is shown")
    return shown


def choose(word, verdict, *expected, opened=False):
    """Opens a yes/no or true/false answer, moves the choice with the word's first letter, and answers."""
    if not opened:
        send("Enter")
    text = wait_for(r"your answer:")
    check(re.search(r"\[(yes|true|no|false)\]", text) is None, "  the answer is a choice between two, neither chosen")
    send(word[0])
    wait_for(rf"\[{word}\]")
    send("Enter")
    shown = wait_for(ANSWERED)
    check(verdict in shown, f"choosing {word!r} is graded '{verdict}'")
    if "show the answer" in shown:
        send("e")
        shown = wait_for(r"What really happens", absent=r"show the answer")
    for line in expected:
        check(line in shown, f"  and the screen shows {line!r}")
    return shown


def answer_opened(text, verdict, *expected):
    return answer(text, verdict, *expected, opened=True)


def retry():
    """Tries again: the answer opens at once, with the options in a new order (returned, event → letter)."""
    send("r")
    return options_on_screen(wait_for(PROMPT + "|your answer:", absent=ANSWERED))


def next_page(number):
    send("n")
    return wait_for(rf"page {number} of 13")


def test_every_kind(data):
    print("study: every kind of quiz, right and wrong")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}")
    # The whole first screen: a capture may catch it while it is being drawn.
    text = wait_for(r"page 1 of 13[\s\S]*step through")
    check("▶ sim push-pop" in text and "step through" in text, "page 1 shows the scenario and the step key")
    send("G")
    wait_for(r"B\.deinit")

    # The scenario: step one callback at a time, then play the rest.
    send("s")
    text = wait_for(r"▸")
    check(re.search(r"▸\s+1 app\.didFinishLaunching", text) is not None, "s shows the first callback as current")
    check("2   A.init" not in text and "A.init(nibName" not in text, "  and nothing after it")
    send("s")
    text = wait_for(r"▸\s+2\s")
    check("A.init(nibName:bundle:)" in text, "s again shows the second callback")
    send("p")
    text = wait_for(r"▸\s+\d+ B\.deinit", timeout=15)
    check("3 pop" in text, "p plays the rest, up to B.deinit")

    # order: wrong, hint, retry right.
    text = next_page(2)
    letters = options_on_screen(text)
    check(set(letters) == set(ORDER_KEY), "the order quiz shows its four events as options")
    send("?")
    text = wait_for(r"Hint")
    check("come before the animation" in text, "? shows the hint")
    wrong = [ORDER_KEY[0], ORDER_KEY[2], ORDER_KEY[1], ORDER_KEY[3]]
    answer(" ".join(letters[e] for e in wrong), "✗ Not right.",
           "you put A.viewDidDisappear before B.viewWillAppear", "✗ you had it at position")
    letters = retry()
    answer_opened(" ".join(letters[e] for e in ORDER_KEY), "✓ Right.")

    # first: an unreadable answer, then wrong with per-choice feedback, then right.
    text = next_page(3)
    letters = options_on_screen(text)
    send("Enter")
    wait_for(PROMPT)
    type_line("zz")
    wait_for(r"'zz' is not one of the letters")
    check(True, "an unreadable answer is explained, not graded")
    send("C-u")
    answer_opened(letters["A.viewWillDisappear"], "✗ Not right.", "You picked A.viewWillDisappear",
           "A hears about the push only once", "✗ your pick")
    letters = retry()
    answer_opened(letters["B.viewDidLoad"], "✓ Right.")

    # last: right, then (retry) wrong, so that it is due for review.
    text = next_page(4)
    letters = options_on_screen(text)
    answer(letters["B.viewDidAppear"], "✓ Right.")
    letters = retry()
    answer_opened(letters["A.viewWillDisappear"], "✗ Not right.", "B.viewDidAppear comes after A.viewWillDisappear")

    # next X
    text = next_page(5)
    letters = options_on_screen(text)
    answer(letters["A.viewDidDisappear"], "✗ Not right.", "right after A.viewWillDisappear comes B.viewWillAppear")
    letters = retry()
    answer_opened(letters["B.viewWillAppear"], "✓ Right.")

    # happens: yes/no is chosen (n moves the choice to no, Enter answers), never typed as a letter.
    next_page(6)
    choose("no", "✗ Not right.", "the answer is yes, not no")
    retry()
    choose("yes", "✓ Right.", opened=True)

    # count: right, then wrong (due for review).
    next_page(7)
    answer("2", "✓ Right.")
    letters = retry()
    answer_opened("3", "✗ Not right.", "it happens twice, not 3 times", "← 2")

    # which
    text = next_page(8)
    letters = options_on_screen(text)
    answer(f"{letters['B.viewWillDisappear']} {letters['A.viewDidLoad']}", "✗ Not right.",
           "A.viewDidLoad does not happen", "✗ you missed it")
    letters = retry()
    answer_opened(" ".join(letters[e] for e in ["B.viewWillDisappear", "A.viewWillAppear", "B.deinit"]), "✓ Right.")

    # claim
    next_page(9)
    choose("false", "✗ Not right.", "the answer is true, not false")
    retry()
    choose("true", "✓ Right.", opened=True)

    # trace: lines, then an empty line; partial credit for the links between lines in order (2 of 3).
    next_page(10)
    shown = answer([TRACE_KEY[1], TRACE_KEY[0], TRACE_KEY[2], TRACE_KEY[3]], "◑ Partly right: 67%.",
                   "✗ out of order: ")
    check("missing" not in shown and "not in the trace" not in shown,
          "  and a line out of order is neither missing nor absent")
    letters = retry()
    answer_opened(TRACE_KEY, "✓ Right.")

    # The tabs scenario, then loaded and frame.
    next_page(11)
    text = next_page(12)
    letters = options_on_screen(text)
    answer(letters["B"], "✗ Not right.", "B has no loaded view then", "Views loaded after it")
    letters = retry()
    answer_opened(f"{letters['T']} {letters['A']}", "✓ Right.")

    next_page(13)
    answer("0 20 375 647", "✗ Not right.", "y is 0, not 20", "The frame after it: 0 0 375 667")
    letters = retry()
    answer_opened("0 0 375 667", "✓ Right.")

    send("n")
    text = wait_for(r"\[stty\]")
    flat = re.sub(r"\s+", " ", text)
    check("11 quizzes, 9 right at the last try (22 attempts)." in flat,
          "finishing sums up quizzes, not attempts (issue 24)")
    check("Next: vclab study --review asks what is due." in flat, "  and says what to do next")
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
        "fixture-trace": [2 / 3, 1], "fixture-loaded": [0, 1], "fixture-frame": [0, 1],
    }
    check(scores.keys() == expected.keys() and all(
        len(scores[k]) == len(v) and all(abs(a - b) < 1e-9 for a, b in zip(scores[k], v)) for k, v in expected.items()),
        f"each quiz's attempts are logged with their scores, in order ({scores})")
    check(all(set(r) - {"seen"} == {"time", "quiz", "response", "score"} for r in records),
          "each record has time, quiz, response, score (and seen: true after the answer was shown)")
    trace_record = [r for r in records if r["quiz"] == "fixture-trace"][0]
    check(trace_record["response"].count("\n") == 3, "a trace answer is logged with its lines")


# MARK: - 2. Review


def due_after(records):
    """The quizzes a review asks today: those with a wrong answer and no clean right one after it (a right
    answer after the answer was shown, "seen", is not recall: issue 24)."""
    due = set()
    for record in records:
        if record["score"] == 0:
            due.add(record["quiz"])
        elif record["score"] < 1 or not record.get("seen"):
            due.discard(record["quiz"])  # partly right: due tomorrow; right: in days
    return due


def walk_review(data, known):
    """Goes through a review to its end, answering the quizzes in `known` (prompt → answer) and skipping
    the rest; returns the prompts asked (the quiz pages' first lines) and the screen at the end."""
    start(f"{shlex.quote(VCLAB)} study --review --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}")
    text = wait_for(r"page 1 of (\d+)|\[stty\]")
    if "[stty]" in text:
        return [], text
    total = int(re.search(r"page 1 of (\d+)", text).group(1))
    asked = []
    for number in range(1, total + 1):
        text = wait_for(rf"page {number} of {total}")
        if "? Quiz" in text:
            asked.append(next((prompt for prompt in known if prompt in text), "other"))
        for prompt, reply in known.items():
            if prompt in text:
                answer(reply(text), "✓ Right.")
        send("n")
    return asked, wait_for(r"\[stty\]")


def test_review(data):
    print("study --review: the wrong ones come back")
    expected = due_after(read_log(data))
    known = {"comes last": lambda text: options_on_screen(text)["B.viewDidAppear"], "How many times": lambda _: "2"}
    asked, text = walk_review(data, known)
    print(f"       (asked {asked}, expected {sorted(expected)})")
    check({"fixture-count", "fixture-last"} <= expected, "the log has count and last answered wrong last")
    check(len(asked) == len(expected) and {"comes last", "How many times"} <= set(asked),
          f"review asks exactly the {len(expected)} quizzes last answered wrong or right only after seeing the answer")
    check("2 quizzes, 2 right at the last try (2 attempts)." in re.sub(r"\s+", " ", text) and "[exit 0]" in text,
          "review ends cleanly")
    asked, text = walk_review(data, {})
    check(len(asked) == len(expected) - 2 and "comes last" not in asked and "How many times" not in asked,
          "then the two answered right are not due again today")
    progress = subprocess.run([VCLAB, "progress", "--content", FIXTURES, "--data-dir", data],
                              capture_output=True, text=True)
    check(progress.returncode == 0 and re.search(r"study-fixture\s+Study fixture\s+11/11\s+11\s+\d+", progress.stdout)
          is not None, "vclab progress shows 11/11 answered, 11 right")


def test_review_shows_its_scenario(base):
    """Issue 24, fault 3: "How many times does A hear viewWillAppear in this scenario?" was asked in review
    with no scenario and no key to see it. The scenario's page comes first and steps as in the lesson; and
    (the polish) a quiz missed in review is asked again, after its scenario, before the session ends."""
    for language, env, page, prompt, sim, right in [
        ("English", "", r"page {} of {}", "How many times does A", "▶ sim push-pop", "✓ Right."),
        ("Chinese", "LANG=zh_CN.UTF-8 ", r"第 {}/{} 页", "收到几次 viewWillAppear", "▶ sim push-pop", "✓ 正确。"),
    ]:
        print(f"study --review: the scenario comes with the quiz, a miss is asked again ({language})")
        data = os.path.join(base, f"review-scenario-{language}")
        os.makedirs(data)
        with open(os.path.join(data, "progress.jsonl"), "w") as handle:
            handle.write(json.dumps({"time": time.time() - 3600, "quiz": "fixture-count", "response": "3",
                                     "score": 0}) + "\n")
        start(f"{env}{shlex.quote(VCLAB)} study --review --content {shlex.quote(FIXTURES)} "
              f"--data-dir {shlex.quote(data)}")
        text = wait_for(page.format(1, 2))
        check(sim in text and prompt not in text, f"  page 1 of 2 is the quiz's scenario ({language})")
        send("s")
        text = wait_for(r"▸")
        check(True, f"  s steps through it ({language})")
        send("n")
        text = wait_for(page.format(2, 2))
        check(prompt in text, f"  page 2 asks the quiz about it ({language})")
        send("Enter")
        type_line("3")
        text = wait_for(page.format(2, 4))
        check(True, f"  a wrong answer puts the scenario and the quiz again at the end: 4 pages ({language})")
        send("n")
        text = wait_for(page.format(3, 4))
        check(sim in text, f"  page 3 is the scenario again ({language})")
        send("n")
        text = wait_for(page.format(4, 4))
        check(prompt in text, f"  page 4 asks the missed quiz again ({language})")
        send("Enter")
        type_line("2")
        wait_for(re.escape(right))
        send("n")
        wait_for(r"\[stty\]")
        check([r["score"] for r in read_log(data)] == [0, 0, 1], f"  the log has the miss and the right answer ({language})")


# MARK: - 3, 4. Ctrl-C and SIGTERM


def test_interrupts(base):
    print("study: Ctrl-C and SIGTERM leave the terminal as they found it")
    data = os.path.join(base, "interrupt")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}")
    wait_for(r"page 1 of 13")
    send("n")
    wait_for(r"page 2 of 13")
    send("Enter")
    type_line("a b c d")
    wait_for(ANSWERED)
    send("n")
    wait_for(r"page 3 of 13")
    send("Enter")
    send("-l", "b")  # half-typed, then Ctrl-C
    send("C-c")
    text = wait_for(r"\[stty\]")
    check("[exit 130]" in text, "Ctrl-C at a prompt exits 130")
    check(re.search(r"1 quiz, \d right at the last try \(1 attempt\)\. Saved in", re.sub(r"\s+", " ", text)) is not None,
          "  and says the answer given is saved")
    tail = text.split("[exit 130]")[-1]
    check("icanon" in tail and "-icanon" not in tail and "-echo" not in tail, "  and restores the terminal")
    check(len(read_log(data)) == 1, "  and the log holds that answer")

    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --from-start --data-dir {shlex.quote(data)}")
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
        [VCLAB, "study", LESSON, "--data-dir", data], input="n\na\nzz\nc a d b\nb\nq\n", capture_output=True, text=True)
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
        process = subprocess.Popen([VCLAB, "study", LESSON, "--from-start", "--data-dir", data], stdin=subprocess.PIPE,
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
            process.stdin.write(b"n\na\n" + b"b c d a\nr\n" * 5000)
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


# MARK: - Issue 13: the faults a learner met


def display_width(line):
    """Terminal columns: East Asian wide and fullwidth characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in line)


def widest_line(text):
    return max((display_width(line.rstrip()) for line in text.split("\n")), default=0)


def test_chinese(base):
    print("study: in Chinese, from the locale, with the lesson's translation")
    data = os.path.join(base, "chinese")
    start(f"LANG=zh_CN.UTF-8 {shlex.quote(VCLAB)} study 1 --content {shlex.quote(FIXTURES)} "
          f"--data-dir {shlex.quote(data)}", width=60, height=40)
    text = wait_for(r"第 1/13 页[\s\S]*单步执行")
    check("学习模式测试课" in text and "导航控制器先把" in text, "LANG=zh_CN.UTF-8 shows the translated lesson")
    check(all(word in text for word in ["[s] 单步执行", "[n] 下一页", "[q] 退出"]) or
          all(word in text for word in [" s  单步执行", " n  下一页", " q  退出"]), "  with the keys in Chinese")
    check("Study fixture" not in text and "step through" not in text, "  and no English interface words")
    check(widest_line(text) <= 60, f"  no line is wider than 60 columns (widest {widest_line(text)})")
    send("s")
    text = wait_for(r"下一个回调")
    check("▸" in text, "s steps through the scenario, the key bar says so in Chinese")

    send("n")
    text = wait_for(r"第 2/13 页")
    letters = options_on_screen(text)
    if len(letters) == 4:
        right = [letters[event] for event in ORDER_KEY]
        wrong = [right[1], right[0]] + right[2:]
        send("Enter")
        wait_for(r"作答 .*›")
        type_line(" ".join(wrong))
        text = wait_for(r"再试一次")
        check("✗ 不正确。" in text, "a wrong order is graded '✗ 不正确。'")
        # The mistake may wrap between two ideographs, so it is looked for without the line breaks.
        check("你把B.viewWillAppear放在了A.viewWillDisappear之前" in re.sub(r"\s+", "", text),
              "  the grader's words are Chinese")
        check("按 r 再试一次" in text and "实际发生了什么" not in text, "  and the answer is held back")
        send("e")
        text = wait_for(r"实际发生了什么")
        check("原因" in text and "两个 *will* 回调" not in text and "两个 will 回调" in text.replace("*", ""),
              "  e shows the translated explanation and the real trace")
        check(widest_line(text) <= 60, f"  no line is wider than 60 columns (widest {widest_line(text)})")
    else:
        check(False, f"page 2 shows the order quiz's four options ({letters})")

    for number in range(3, 7):
        send("n")
        wait_for(rf"第 {number}/13 页")
    send("Enter")
    text = wait_for(r"你的答案：")
    check(re.search(r"是\s+否", text) is not None and "[是]" not in text and "[否]" not in text,
          "the yes/no quiz offers 是 and 否, neither chosen")
    send("n")
    wait_for(r"\[否\]")
    check(True, "  n moves the choice to 否")
    send("Enter")
    text = wait_for(r"再试一次")
    check("✗ 不正确。" in text and "答案是" not in text, "choosing 否 is graded wrong, in Chinese, the answer held back")
    send("e")
    text = wait_for(r"答案是“是”，不是“否”")
    check(True, "  e says the answer in Chinese")
    send("r")
    wait_for(r"你的答案：")
    send("y")
    wait_for(r"\[是\]")
    send("Enter")
    text = wait_for(r"✓ 正确。")
    check(True, "y moves the choice back to 是, which is right")

    tmux("resize-window", "-t", "study", "-x", "40", "-y", "30")
    text = wait_for(r"第 6/13 页", absent=r"─{50}")
    time.sleep(0.3)
    text = screen()
    check(widest_line(text) <= 40, f"after shrinking to 40 columns no line is wider (widest {widest_line(text)})")
    send("q")
    text = wait_for(r"\[stty\]")
    flat = re.sub(r"\s+", "", text)
    check("答了2道测验，最后答对1道（共尝试3次）。" in flat, "quitting sums up quizzes in Chinese")
    check("下一步：vclabstudy会回到第6页。" in flat, "  and says where a next start goes back to")
    ids = [record.get("quiz") for record in read_log(data)]
    check(ids == ["fixture-order", "fixture-happens", "fixture-happens"], f"the log has the three attempts ({ids})")
    progress = subprocess.run([VCLAB, "progress", "--lang", "en", "--content", FIXTURES, "--data-dir", data],
                              capture_output=True, text=True)
    check("Study fixture" in progress.stdout and "2/11" in progress.stdout,
          "vclab progress --lang en shows the quizzes answered in Chinese")


def longest_line(text):
    return max((len(line.rstrip()) for line in text.split("\n")), default=0)


def test_resize_and_scrolling(base):
    print("study: a page taller than the window scrolls, the keys stay in view, a resize re-lays it out")
    data = os.path.join(base, "resize")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}", width=100, height=20)
    text = wait_for(r"page 1 of 13")
    match = re.search(r"lines 1–(\d+) of (\d+)", text)
    check(match is not None, "a page taller than the window says which lines are in view")
    check("step through" in text and text.rstrip().split("\n")[-1].find("quit") >= 0,
          "  and the keys are on the last line")
    total_at_100 = int(match.group(2)) if match else 0
    send("PageDown")
    text = wait_for(r"lines (?!1–)\d+–")
    check("step through" in text, "PgDn scrolls down and the keys stay in view")
    send("End")
    text = wait_for(r"B\.deinit")
    check(re.search(rf"lines \d+–{total_at_100} of {total_at_100}", text) is not None, "End shows the end of the page")
    send("Home")
    wait_for(r"lines 1–")
    check(True, "Home goes back to the top")
    send("Down")
    wait_for(r"lines 2–")
    check(True, "↓ scrolls one line")

    tmux("resize-window", "-t", "study", "-x", "50", "-y", "20")
    text = wait_for(r"of (\d+)", absent=rf"of {total_at_100}\b")
    check(longest_line(text) <= 50, f"after shrinking to 50 columns no line is wider (widest {longest_line(text)})")
    match = re.search(r"lines (\d+)–\d+ of (\d+)", text)
    check(match is not None and int(match.group(2)) > total_at_100, "  the page is wrapped again, so it is longer")
    check(match is not None and int(match.group(1)) > 1, "  and the reader's place is kept (not back at the top)")
    tmux("resize-window", "-t", "study", "-x", "160", "-y", "20")
    text = wait_for(r"─{150}")
    check(longest_line(text) > 100, "widening to 160 columns lays the page out at 160")

    # On a narrow window a quiz's verdict comes into view, with the keys under it.
    tmux("resize-window", "-t", "study", "-x", "50", "-y", "16")
    send("n")
    wait_for(r"page 2 of 13")
    send("Enter")
    type_line("a b c d")
    text = wait_for(ANSWERED)
    check("✗ Not right." in text, "on a narrow window the verdict is in view after answering")
    send("q")
    wait_for(r"\[stty\]")


def test_navigation_keys_never_answer(base):
    print("study: n, b and q at a yes/no quiz navigate and are never logged as answers")
    data = os.path.join(base, "navigation")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}")
    wait_for(r"page 1 of 13")
    for number in range(2, 7):
        send("n")
        wait_for(rf"page {number} of 13")
    text = screen()
    check("Does" in text or "happen" in text or "yes" in text.lower(), "page 6 is the yes/no quiz")
    send("n")
    wait_for(r"page 7 of 13")
    check(True, "n on the yes/no quiz goes to the next page")
    send("b")
    wait_for(r"page 6 of 13")
    send("y")
    text = wait_for(r"'y' does nothing here")
    send("Enter")
    wait_for(r"your answer:")
    send("Escape")
    wait_for(r"\ba\s+answer|\[a\] answer", absent=r"your answer:")
    check(True, "Enter opens the choice, Escape closes it unanswered")
    send("q")
    wait_for(r"\[stty\]")
    check(read_log(data) == [], "nothing was logged: no key became an answer")


def test_enter_enter_never_answers(base):
    """Issue 24, fault 2: reading pages say "Enter next", and a second Enter on a yes/no quiz answered the
    pre-selected `yes`. Nothing is chosen for the learner, so Enter, Enter (and more) answers nothing."""
    for language, env, page, chosen, nothing in [
        ("English", "", "page {} of 13", r"\[(yes|no)\]", "Nothing is chosen yet"),
        ("Chinese", "LANG=zh_CN.UTF-8 ", "第 {}/13 页", r"\[(是|否)\]", "还没有选择"),
    ]:
        print(f"study: Enter, Enter on a yes/no quiz answers nothing ({language})")
        data = os.path.join(base, f"enter-enter-{language}")
        start(f"{env}{shlex.quote(VCLAB)} study 1 --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}")
        wait_for(page.format(1))
        for number in range(2, 7):
            send("n")
            wait_for(page.format(number))
        send("Enter")
        text = wait_for(r"your answer:|你的答案：")
        check(re.search(chosen, text) is None, f"  the first Enter opens the choice with nothing chosen ({language})")
        send("Enter")
        text = wait_for(nothing)
        send("Enter")
        time.sleep(0.3)
        check(read_log(data) == [], f"  Enter, Enter, Enter logs nothing ({language})")
        send("Right")
        send("Right")
        send("Right")
        wait_for(r"\[(no|否)\]")
        time.sleep(0.5)
        check(re.search(r"\[(no|否)\]", screen()) is not None, f"  → stops at the second answer, no wrapping ({language})")
        send("Left")
        send("Left")
        text = wait_for(r"\[(yes|是)\]")
        send("Enter")
        wait_for(r"✓ Right\.|✓ 正确。")
        check([r["response"] for r in read_log(data)] in (["yes"], ["是"]), f"  only a chosen answer is logged ({language})")
        send("q")
        wait_for(r"\[stty\]")


def test_option_letters_are_not_commands(base):
    """Issue 24, fault 6: the page says "type one letter (a–d)" but `b` went back and `d` scrolled. On a
    quiz page an option letter starts the answer with that letter typed."""
    for language, env, page, prompt in [
        ("English", "", "page {} of 13", r"answer .*›"),
        ("Chinese", "LANG=zh_CN.UTF-8 ", "第 {}/13 页", r"作答 .*›"),
    ]:
        print(f"study: an option letter chooses, it never goes back or scrolls ({language})")
        data = os.path.join(base, f"letters-{language}")
        start(f"{env}{shlex.quote(VCLAB)} study 1 --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}",
              height=20)
        wait_for(page.format(1))
        send("n")
        text = wait_for(page.format(2))
        letters = options_on_screen(text)
        send("b")
        text = wait_for(prompt + r"\s*b▏")
        check(page.format(2) in text, f"  b on the order quiz starts the answer 'b', it does not go back ({language})")
        send("d")
        text = wait_for(prompt + r"\s*bd▏")
        check(True, f"  and d is typed, not a scroll ({language})")
        send("Escape")
        # Escape and a key at once would be read as Alt and the key.
        wait_for(r"a–d\s+(answer|作答)", absent=r"▏")
        send("d")
        text = wait_for(prompt + r"\s*d▏")
        check(page.format(2) in text, f"  d on the closed quiz starts an answer too, on the same page ({language})")
        send("C-u")
        right = "".join(letters[event] for event in ORDER_KEY) if len(letters) == 4 else "abcd"
        type_line(right)
        text = wait_for(r"✓ Right\.|✓ 正确。")
        check([r["score"] for r in read_log(data)] == [1], f"  and the answer typed so is graded ({language})")
        send("q")
        wait_for(r"\[stty\]")


def test_first_wrong_answer_keeps_the_answer(base):
    """Issue 24, fault 4: the first wrong answer said "it happens twice, not 3 times", and a retry after that
    was logged as a clean right answer. The clue says what is wrong without the answer; a retry after the
    answer was shown is logged with "seen": true."""
    for language, env, page, prompt, clue, giveaway, tell in [
        ("English", "", "page {} of 13", "How many times", "it does not happen 3 times", "twice, not 3", "What really"),
        ("Chinese", "LANG=zh_CN.UTF-8 ", "第 {}/13 页", "收到几次", "它不是发生 3 次", "它发生 2 次", "实际发生了什么"),
    ]:
        print(f"study: a first wrong answer says what is wrong, not the answer ({language})")
        data = os.path.join(base, f"clues-{language}")
        start(f"{env}{shlex.quote(VCLAB)} study 1 --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}")
        text = wait_for(page.format(1))
        number = 1
        while prompt not in text and number < 13:
            number += 1
            send("n")
            text = wait_for(page.format(number))
        send("Enter")
        type_line("3")
        text = wait_for(r"再试一次|try again")
        flat = re.sub(r"\s+", " ", text)
        check(clue in flat and giveaway not in flat and tell not in text,
              f"  the first wrong count says '{clue}', not the count ({language})")
        send("e")
        text = wait_for(tell)
        check(giveaway in re.sub(r"\s+", " ", text), f"  e shows what is right ({language})")
        send("r")
        type_line("2")
        wait_for(r"✓ Right\.|✓ 正确。")
        records = read_log(data)
        check([r.get("seen", False) for r in records] == [False, True],
              f"  the retry after the answer was shown is logged as seen ({language})")
        send("q")
        wait_for(r"\[stty\]")


def body_lines(text):
    """The page lines between the header's rule and the footer's rule."""
    lines = text.split("\n")
    rules = [index for index, line in enumerate(lines) if re.match(r"\s*─{10,}", line)]
    return [line.rstrip() for line in lines[rules[0] + 1:rules[-1]] if line.strip()] if len(rules) >= 2 else []


def test_reading_keys_like_less(base):
    """Issue 24, faults 7 to 10: Space never turned the page and its note hid the last line; Enter turned it
    before it was read to the end; End stopped short when the key bar wrapped; opening the answer below the
    fold answered blind; the stepper could not go back one callback."""
    command = f"{shlex.quote(VCLAB)} study 1 --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(os.path.join(base, 'less'))}"
    print("study: End reaches the last line even when the key bar wraps (40 columns)")
    start(command, width=40, height=200)
    text = wait_for(r"page 1 of 13[\s\S]*─{10,}[\s\S]*quit")
    last = body_lines(text)[-1].strip()
    send("q")
    wait_for(r"\[stty\]")
    start(command, width=40, height=16)
    wait_for(r"page 1 of 13")
    send("End")
    time.sleep(0.4)
    text = screen()
    check(last in text, f"  End shows the page's last line ({last!r})")
    print("study: Space and Enter read to the end of the page, then turn it")
    send("Home")
    time.sleep(0.3)
    send("Enter")
    time.sleep(0.4)
    text = screen()
    check("page 1 of 13" in text and "does nothing" not in text, "  Enter on a page not read to its end scrolls, it does not turn")
    for _ in range(40):
        if last in screen():
            break
        send("Space")
        time.sleep(0.2)
    text = screen()
    check("page 1 of 13" in text and last in text and "does nothing" not in text,
          "  Space reads on to the end, and says nothing over the last line")
    send("Space")
    text = wait_for(r"page 2 of 13")
    check(True, "  Space at the end turns the page")
    print("study: opening the answer below the fold brings the question into view")
    tmux("resize-window", "-t", "study", "-x", "40", "-y", "11")
    time.sleep(0.3)
    send("Home")
    time.sleep(0.3)
    text = screen()
    check("Put these in the order" not in re.sub(r"\s+", " ", text.replace("┃", " ")),
          "  (at 11 rows the order quiz's question is below the fold)")
    send("Enter")
    text = wait_for(PROMPT)
    check("Put these in the order" in re.sub(r"\s+", " ", text.replace("┃", " ")),
          "  Enter on the order quiz shows its question with the answer line")
    send("Escape")
    wait_for(r"page 2 of 13", absent=r"▏")
    send("Left")  # b is option b here
    wait_for(r"page 1 of 13")
    print("study: ← steps back one callback, → on")
    tmux("resize-window", "-t", "study", "-x", "100", "-y", "60")
    send("s")
    send("s")
    send("s")
    text = wait_for(r"▸\s+3 ")
    send("Left")
    text = wait_for(r"▸\s+2 ")
    check("page 1 of 13" in text, "  ← while stepping goes back one callback, not a page")
    send("Right")
    wait_for(r"▸\s+3 ")
    check(True, "  → goes on one")
    send("q")
    wait_for(r"\[stty\]")


def test_lookup_by_section(base):
    """Issue 24, fault 11: `vclab show viewIsAppearing` found nothing though lesson 4 has that section, and
    `vclab show 'push pop'` failed on the real course. Sections are found by their words, callbacks too,
    in both languages, and show and study open at the section."""
    content = os.path.join(ROOT, "Content")
    for language, flag, note in [("English", "en", "from “viewIsAppearing”"), ("Chinese", "zh", "从“viewIsAppearing”开始")]:
        print(f"show and study: a lesson found by a section's words opens there ({language})")
        result = subprocess.run([VCLAB, "show", "viewIsAppearing", "--no-pager", "--lang", flag, "--width", "100",
                                 "--content", content], capture_output=True, text=True)
        first = "\n".join(result.stdout.split("\n")[:6])
        check(result.returncode == 0 and note in first and "## viewIsAppearing" in first,
              f"  vclab show viewIsAppearing opens lesson 4 at its section ({language})")
        result = subprocess.run([VCLAB, "show", "push pop", "--no-pager", "--lang", flag, "--content", content],
                                capture_output=True, text=True)
        check(result.returncode == 0 and result.stdout.strip() != "", f"  vclab show 'push pop' finds a section ({language})")
    result = subprocess.run([VCLAB, "show", "viewIsAppearing", "--no-pager", "--content", content], capture_output=True,
                            text=True)
    whole = subprocess.run([VCLAB, "show", "4", "--no-pager", "--content", content], capture_output=True, text=True)
    check("viewIsAppearing" in whole.stdout and len(result.stdout) < len(whole.stdout),
          "  (it shows the lesson from the section on, not all of it)")
    data = os.path.join(base, "lookup")
    start(f"{shlex.quote(VCLAB)} study viewIsAppearing --content {shlex.quote(content)} --data-dir {shlex.quote(data)}")
    text = wait_for(r"page \d+ of \d+")
    page = int(re.search(r"page (\d+) of", text).group(1))
    check(page > 1 and "viewIsAppearing" in text.split("\n")[0], f"  vclab study viewIsAppearing opens at its page ({page})")
    send("q")
    wait_for(r"\[stty\]")


def test_events_written_out_on_a_choice(base):
    """Issue 24, the polish: `-[B viewDidLoad]` and a bare `viewDidLoad` were refused on a `first` quiz,
    though the docs say an option may be written out as a programmer writes it."""
    print("study: an option written as an Objective-C message or a bare callback is read")
    for written in ["-[B viewDidLoad]", "viewDidLoad"]:
        data = os.path.join(base, "written-" + re.sub(r"\W", "", written))
        result = subprocess.run([VCLAB, "study", LESSON, "--data-dir", data, "--width", "100"],
                                input=f"n\nn\n\n{written}\nq\n", capture_output=True, text=True)
        records = read_log(data)
        check(len(records) == 1 and records[0]["score"] == 1 and "not one of the letters" not in result.stdout,
              f"  {written!r} on the first quiz is graded right")


def test_lenient_answers_and_did_you_mean(base):
    print("study: callbacks and frames written as programmers write them; a misspelling asks first")
    data = os.path.join(base, "lenient")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(LESSON)} --data-dir {shlex.quote(data)}")
    wait_for(r"page 1 of 13")
    for number in range(2, 11):
        send("n")
        wait_for(rf"page {number} of 13")
    send("Enter")
    wait_for(PROMPT)
    for line in ["b.viewwilldisappear", "A.viewWillAppear()", "B.viewDidDisapear:", "-[A viewDidAppear:]"]:
        type_line(line)
    send("Enter")
    text = wait_for(r"did you mean B\.viewDidDisappear\?")
    check(read_log(data) == [], "a misspelling is not graded")
    check("B.viewDidDisappear" in text.split("did you mean")[-1], "  and the suggestion is typed in for the learner")
    send("Enter")  # the suggested answer's last line, then the empty line that ends it
    send("Enter")
    text = wait_for(ANSWERED)
    check("✓ Right." in text, "lower case, (), a selector and -[A viewDidAppear:] are read as the callbacks they name")
    records = read_log(data)
    check(len(records) == 1 and records[0]["score"] == 1, "  and the one attempt is logged right")
    for number in range(11, 14):
        send("n")
        wait_for(rf"page {number} of 13")
    send("Enter")
    wait_for(PROMPT)
    type_line("CGRect(x: 0, y: 0, width: 375, height: 667)")
    text = wait_for(ANSWERED)
    check("✓ Right." in text, "a frame written as CGRect(x:y:width:height:) is read")
    send("r")
    wait_for(PROMPT)
    type_line("{{0, 20}, {375, 647}}")
    text = wait_for(ANSWERED)
    check("y is 0, not 20" in text, "a frame written {{x, y}, {w, h}} is read and graded")
    send("q")
    wait_for(r"\[stty\]")


def test_versions(base):
    print("study: a compare: scenario steps on the graded version and switches with v; quizzes name it")
    data = os.path.join(base, "versions")
    start(f"{shlex.quote(VCLAB)} study 1 --content {shlex.quote(os.path.join(ROOT, 'Content'))} "
          f"--data-dir {shlex.quote(data)}", width=120, height=60)
    wait_for(r"page 1 of")
    text = screen()
    for _ in range(12):
        if "compare iOS" in text:
            break
        send("n")
        time.sleep(0.3)
        text = screen()
    check("compare iOS 6.0, 12.0, 17.0" in text, "the lesson's compare: scenario is shown")
    check("v  next iOS version" in text or "[v] next iOS version" in text, "  with a key to switch versions")
    send("s")
    text = wait_for(r"version \d of 3")
    first = re.search(r"iOS (\d+\.\d) \(version (\d) of 3\)", text)
    check(first is not None and first.group(1) == "17.0", "stepping starts on iOS 17.0, the version quizzes use")
    send("v")
    text = wait_for(r"iOS 6\.0 \(version 1 of 3\)")
    check("▸" in text, "v switches to iOS 6.0 and keeps stepping")
    send("n")
    text = wait_for(r"\? Quiz")
    check(re.search(r"on iOS 17\.0", text) is not None, "the next quiz names the version it is graded on")
    send("q")
    wait_for(r"\[stty\]")


def test_resume(base):
    print("study: vclab study goes back to where the learner left off, and says so")
    data = os.path.join(base, "resume")
    command = f"{shlex.quote(VCLAB)} study --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}"
    start(command)
    wait_for(r"page 1 of 13")
    for number in range(2, 5):
        send("n")
        wait_for(rf"page {number} of 13")
    send("q")
    wait_for(r"\[stty\]")
    start(command)
    text = wait_for(r"page 4 of 13")
    check("Back where you left off" in text, "the next start opens page 4 and says so")
    send("q")
    wait_for(r"\[stty\]")


def test_resume_per_lesson(base):
    """Issue 24, fault 1: leaving lesson 8 with Ctrl-C and running `vclab study` opened lesson 1 at page 1,
    and quitting there lost lesson 8's place. Every lesson keeps its place; opening one moves no place."""
    content = os.path.join(ROOT, "Content")
    for language, env, page, back in [
        ("English", "", r"page {} of \d+", "Backwhereyouleftoff"),
        ("Chinese", "LANG=zh_CN.UTF-8 ", r"第 {}/\d+ 页", "回到上次离开的地方"),
    ]:
        print(f"study: a place per lesson, and vclab study goes back to the last one ({language})")
        data = os.path.join(base, f"places-{language}")
        study = f"{env}{shlex.quote(VCLAB)} study --content {shlex.quote(content)} --data-dir {shlex.quote(data)}"
        start(f"{study} 8")
        wait_for(page.format(1))
        for number in range(2, 6):
            send("n")
            wait_for(page.format(number))
        send("C-c")
        wait_for(r"\[stty\]")
        start(study)
        text = wait_for(page.format(5))
        check(back in re.sub(r"\s+", "", text) and ("Segues" in text or "08-segues" in text or "Segue" in text or "模态" in text),
              f"  vclab study opens lesson 8 at page 5 and says so ({language})")
        send("q")
        wait_for(r"\[stty\]")
        start(f"{study} 1")
        text = wait_for(page.format(1))
        check(back not in re.sub(r"\s+", "", text), f"  vclab study 1 opens lesson 1 at its first page ({language})")
        send("q")
        wait_for(r"\[stty\]")
        start(study)
        text = wait_for(page.format(5))
        check(back in re.sub(r"\s+", "", text), f"  merely opening lesson 1 did not overwrite lesson 8's place ({language})")
        send("q")
        wait_for(r"\[stty\]")
        start(f"{study} 1")
        wait_for(page.format(1))
        for number in range(2, 4):
            send("n")
            wait_for(page.format(number))
        send("q")
        wait_for(r"\[stty\]")
        start(f"{study} 8")
        text = wait_for(page.format(5))
        check(back in re.sub(r"\s+", "", text), f"  vclab study 8 goes back to lesson 8's own place ({language})")
        send("q")
        wait_for(r"\[stty\]")
        start(study)
        text = wait_for(page.format(3))
        check(back in re.sub(r"\s+", "", text), f"  and vclab study to the last place, lesson 1 page 3 ({language})")
        send("q")
        wait_for(r"\[stty\]")
        start(f"{study} 8 --from-start")
        text = wait_for(page.format(1))
        check(back not in re.sub(r"\s+", "", text), f"  --from-start opens lesson 8 at its first page ({language})")
        send("q")
        wait_for(r"\[stty\]")
    print("study: a place file written by the previous version (one line) still reads")
    data = os.path.join(base, "places-old")
    os.makedirs(data)
    with open(os.path.join(data, "place"), "w") as handle:
        handle.write("08-segues-and-modal-presentation 4\n")
    start(f"{shlex.quote(VCLAB)} study --content {shlex.quote(content)} --data-dir {shlex.quote(data)}")
    text = wait_for(r"page 5 of \d+")
    check("Back where you left off" in text, "  the old one-line place opens lesson 8 at page 5")
    send("q")
    wait_for(r"\[stty\]")


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
        test_review_shows_its_scenario(base)
        test_resize_and_scrolling(base)
        test_navigation_keys_never_answer(base)
        test_enter_enter_never_answers(base)
        test_option_letters_are_not_commands(base)
        test_first_wrong_answer_keeps_the_answer(base)
        test_reading_keys_like_less(base)
        test_lookup_by_section(base)
        test_events_written_out_on_a_choice(base)
        test_lenient_answers_and_did_you_mean(base)
        test_versions(base)
        test_resume(base)
        test_resume_per_lesson(base)
        test_chinese(base)
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
