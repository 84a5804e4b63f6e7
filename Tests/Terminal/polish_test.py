#!/usr/bin/env python3
"""Study mode's polish (issue 24, round two), in tmux, in English and Chinese.

1. `vclab list` fits the terminal: at 80 and 120 columns no lesson title wraps (the slug column goes before a
   title would), and at 40 no line is wider than the window; in both languages.
2. The "Why" text of a quiz's feedback keeps the measure of the lesson's prose (80 columns), at 120.
3. No English interface word on a Chinese screen of study (a lesson page, a quiz, its feedback, the exit
   summary), list, progress (--quizzes) and show. The words looked for are every word of the English side
   of the terminal's catalogues (TerminalText, the study screen, the commands, the grader's GradingText) and
   the quiz kinds; a word is allowed only where it is code or a command (callback names, `vclab ...`, options,
   quiz ids, scenario lines) or where the Chinese catalogue itself keeps it (slug, frame, iOS).
4. The exit summary counts quizzes, not attempts, and says what to do next, in both languages.

Usage: Tests/Terminal/polish_test.py   (VCLAB=path/to/vclab to test another build; default .build/debug/vclab)
"""
import glob
import os
import re
import shlex
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import study_test as tty  # noqa: E402  (the tmux helpers: one copy)

from study_test import check, display_width, send, start, wait_for  # noqa: E402

ROOT = tty.ROOT
VCLAB = tty.VCLAB
FIXTURES = tty.FIXTURES
COURSE = os.path.join(ROOT, "Content")


def catalogue_words():
    """Every word of the English side of the interface catalogues, and the words their Chinese side keeps."""
    files = [os.path.join(ROOT, "Sources/VCLabTerminal/TerminalText.swift"),
             os.path.join(ROOT, "Sources/VCLabTerminal/StudyScreenRenderer.swift")]
    files += glob.glob(os.path.join(ROOT, "Sources/VCLabCLI/Commands/*.swift"))
    files += glob.glob(os.path.join(ROOT, "Sources/VCLabGrading/**/*Text*.swift"), recursive=True)
    english, chinese = set(), set()
    for path in files:
        with open(path) as source:
            text = source.read()
        for side, words in (("english", english), ("chinese", chinese)):
            for match in re.finditer(side + r':\s*"((?:[^"\\]|\\.)*)"', text):
                # Interpolations are code, not words.
                plain = re.sub(r"\\\([^)]*\)", " ", match.group(1))
                words.update(word.lower() for word in re.findall(r"[A-Za-z]{3,}", plain))
    with open(os.path.join(ROOT, "Sources/VCLabContent/Quiz/QuizKindTitle.swift")) as source:
        english.update(re.findall(r'case "([a-z]+)"', source.read()))
    return english, chinese


INTERFACE, KEPT = catalogue_words()
# Words of the scenario language and of the course's code, which the Chinese lessons show as they are.
CODE = {"push", "pop", "present", "dismiss", "swipe", "back", "cancel", "launch", "background", "foreground",
        "rotate", "memory", "warning", "tab", "select", "sim", "compare", "version", "animated", "true", "false",
        "yes", "nil", "self", "super", "override", "func", "void", "class", "let", "var",
        # Key names, as the key caps say them.
        "enter", "space", "esc", "tab", "home", "end", "ctrl", "shift"}


def content_words():
    """The words the Chinese lessons themselves use in their prose and code (an English term glossed in
    brackets, `*did*`, a scenario line): content, not interface. A quiz's settings (`kind: count`,
    `id: fixture-happens`) are left out, so a quiz kind shown in English is still caught."""
    words = set()
    paths = glob.glob(os.path.join(ROOT, "Content/zh-Hans/*.md")) + glob.glob(os.path.join(FIXTURES, "zh-Hans/*.md"))
    for path in paths:
        with open(path) as lesson:
            for line in lesson:
                if re.match(r"^\s*[a-z-]+( [A-Za-z.:]+)?:", line):
                    continue
                words.update(word.lower() for word in re.findall(r"[A-Za-z]{3,}", line))
    return words


CODE |= content_words()


def english_words(screen):
    """The English words of a Chinese screen that are neither code nor a command."""
    found = set()
    for line in screen.splitlines():
        # Commands and options (vclab study 1, --review, --lang zh), and inline code the lesson marks.
        line = re.sub(r"vclab(\s+[-\w.'/]+)*", " ", line)
        line = re.sub(r"--[\w-]+", " ", line)
        for token in re.findall(r"[\w.:()'/-]+", line):
            # Names and ids: a dot, a colon, parentheses, a hyphen, an underscore, digits or camelCase.
            if re.search(r"[.:()'/_\d-]", token) or re.search(r"[a-z][A-Z]", token) or re.search(r"^[A-Z]{2}", token):
                continue
            for word in re.findall(r"[A-Za-z]{3,}", token):
                lowered = word.lower()
                if lowered in INTERFACE and lowered not in KEPT and lowered not in CODE:
                    found.add(word)
    return found


def run_screen(command, width=100, height=60, until=r"\[exit \d+\]"):
    start(command, width=width, height=height)
    return wait_for(until)


def test_list_fits(data):
    print("list: titles fit the terminal")
    titles = {"en": ["What a view controller is", "Segues and modal presentation", "The app in the background"],
              "zh": ["什么是视图控制器", "Segue与模态呈现", "应用进入后台"]}
    for language in ("en", "zh"):
        for width in (40, 80, 120):
            text = run_screen(f"{shlex.quote(VCLAB)} list --lang {language} --data-dir {shlex.quote(data)} "
                              f"--content {shlex.quote(COURSE)}", width=width, height=60)
            widest = max(display_width(line) for line in text.splitlines())
            check(widest <= width, f"{language} at {width}: no line wider than the window (widest {widest})")
            if width >= 80:
                missing = [title for title in titles[language] if title not in text]
                check(not missing, f"{language} at {width}: no title wraps (wrapped: {missing})")
            if width >= 120:
                check("01-what-a-view-controller-is" in text, f"{language} at {width}: the slugs are shown")


def lesson_page_widths(text):
    """The widest line of prose and of the "Why" block on a screen, in columns."""
    lines = text.splitlines()
    why = [index for index, line in enumerate(lines) if line.strip() in ("Why", "原因")]
    if not why:
        return None, None
    block = []
    for line in lines[why[0] + 1:]:
        if not line.strip():
            if block:
                break
            continue
        block.append(line)
    return max((display_width(line.rstrip()) for line in block), default=0), block


def test_why_measure(data):
    print("study: the Why text keeps the prose's measure")
    start(f"{shlex.quote(VCLAB)} study {shlex.quote(tty.LESSON)} --data-dir {shlex.quote(data)}", width=120, height=90)
    wait_for(r"page 1 of 13")
    send("n")
    text = wait_for(r"page 2 of 13")
    letters = tty.options_on_screen(text)
    send("Enter")
    wait_for(tty.PROMPT)
    tty.type_line(" ".join(letters[event] for event in tty.ORDER_KEY))
    text = wait_for(tty.ANSWERED)
    widest, block = lesson_page_widths(text)
    # The prose's measure is 80 columns inside a margin of 2 (TerminalRenderer.readingWidth).
    check(widest is not None and widest <= 82, f"at 120 columns the Why text keeps the 80-column measure ({widest})")
    send("q")
    summary = wait_for(r"\[exit \d+\]")
    check(re.search(r"1 quiz\b", summary) is not None and "attempt" not in summary.split("1 quiz")[0][-40:],
          f"the exit summary counts quizzes: {summary.strip().splitlines()[-6:]}")
    check(re.search(r"Next:|next:|vclab study", summary) is not None, "and says what to do next")


def test_chinese_screens(data):
    print("Chinese screens: no English interface words")
    screens = {}
    base = f"LANG=zh_CN.UTF-8 {shlex.quote(VCLAB)}"
    start(f"{base} study 1 --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}", width=100, height=60)
    screens["study: a lesson page"] = wait_for(r"第 1/13 页")
    send("s")
    screens["study: stepping"] = wait_for(r"下一个回调")
    send("n")
    text = wait_for(r"第 2/13 页")
    screens["study: a quiz"] = text
    letters = tty.options_on_screen(text)
    send("Enter")
    screens["study: the answer line"] = wait_for(r"作答 .*›")
    right = [letters[event] for event in tty.ORDER_KEY]
    tty.type_line(" ".join([right[1], right[0]] + right[2:]))
    screens["study: a wrong answer"] = wait_for(r"再试一次")
    send("e")
    screens["study: the answer shown"] = wait_for(r"原因|实际")
    send("q")
    screens["study: the exit summary"] = wait_for(r"\[exit \d+\]")
    for name, command in [
        ("list", f"{base} list --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}"),
        ("progress", f"{base} progress --quizzes --content {shlex.quote(FIXTURES)} --data-dir {shlex.quote(data)}"),
        ("show", f"{base} show 1 --content {shlex.quote(FIXTURES)} --color never"),
        ("list of the course", f"{base} list --content {shlex.quote(COURSE)} --data-dir {shlex.quote(data)}"),
        ("show lesson 4", f"{base} show 4 --content {shlex.quote(COURSE)} --color never"),
    ]:
        # The whole output, not one screen: show pages through a lesson when it is longer than the window.
        start(f"{command} > {shlex.quote(os.path.join(data, 'out.txt'))} 2>&1", width=100, height=10)
        wait_for(r"\[exit \d+\]")
        with open(os.path.join(data, "out.txt")) as output:
            screens[name] = output.read()
    for name, text in screens.items():
        words = english_words(text)
        check(not words, f"{name}: no English interface words ({sorted(words)})")
    summary = screens["study: the exit summary"]
    check(re.search(r"1 道测验", summary) is not None and re.search(r"下一步|vclab study", summary) is not None,
          f"the Chinese exit summary counts quizzes and says what next: {summary.strip().splitlines()[-6:]}")


def main():
    with tempfile.TemporaryDirectory() as base:
        for name in ("list", "why", "chinese"):
            os.makedirs(os.path.join(base, name))
        try:
            test_list_fits(os.path.join(base, "list"))
            test_why_measure(os.path.join(base, "why"))
            test_chinese_screens(os.path.join(base, "chinese"))
        finally:
            tty.tmux("kill-server", check_status=False)
    if tty.failures:
        print(f"{len(tty.failures)} failed")
        sys.exit(1)
    print("polish_test: all passed")


if __name__ == "__main__":
    main()
