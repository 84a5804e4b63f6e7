#!/usr/bin/python3
"""VCLab as an instructor outside the repository uses it: installed, on a course of their own.

`make install` into a temporary prefix (and once more with DESTDIR, to see the staged layout), then, from a fresh
folder outside the repository with the installed bin/ first on PATH (so that argv[0] is the bare name `vclab`):
`vclab new lesson` makes a course, the installed `vclab build` builds it, and headless Chromium answers every
question of the new lesson, once wrong and once right, and reads the grade. `vclab serve` (installed, on port 0)
serves it and one question is graded over HTTP. A copy of the executable without its module builds a site
whose every question says why it cannot be graded.

Usage: /usr/bin/python3 Tests/Install/install_test.py [--configuration debug|release]
(default debug: `make install CONFIGURATION=debug`, which builds nothing `make test` has not built).
Needs Debian's chromium, chromium-driver and python3-selenium (scripts/install-dependencies test).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Browser"))
from site_test import start_browser  # noqa: E402  (the project's one way of starting Chromium)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FEEDBACK_MARK = "Feedback on %s."


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def run(arguments, cwd, env=None, check=True):
    result = subprocess.run(arguments, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    if check and result.returncode != 0:
        raise Failure("%s exited %d:\n%s%s" % (" ".join(arguments), result.returncode, result.stdout, result.stderr))
    return result


def install(prefix, configuration, destdir=None):
    arguments = ["make", "--no-print-directory", "install", "PREFIX=" + prefix, "CONFIGURATION=" + configuration]
    if destdir:
        arguments.append("DESTDIR=" + destdir)
    run(arguments, cwd=ROOT)


def answer(driver, section, key, right):
    """Answers a question with its key (right) or with something else (wrong), as a learner: clicks and types."""
    kind = section.get_attribute("data-kind")
    value = key["value"]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", section)
    if kind == "order":
        target = list(value) if right else list(reversed(value))
        for position, name in enumerate(target):
            # Moves `name` up with its own button until it is at `position`.
            while True:
                items = section.find_elements(By.CSS_SELECTOR, ".quiz-order li")
                names = [item.get_attribute("data-value") for item in items]
                index = names.index(name)
                if index <= position:
                    break
                button = items[index].find_element(By.CSS_SELECTOR, "button[data-move=up]")
                driver.execute_script("arguments[0].click()", button)
    elif kind in ("happens", "claim"):
        truth = value if right else not value
        word = ("yes" if truth else "no") if kind == "happens" else ("true" if truth else "false")
        section.find_element(By.CSS_SELECTOR, ".quiz-choice input[value='%s']" % word).click()
    elif kind in ("first", "last", "next", "which", "loaded"):
        wanted = set(value) if isinstance(value, list) else {value}
        boxes = section.find_elements(By.CSS_SELECTOR, ".quiz-choice input")
        if not right:
            others = [box.get_attribute("value") for box in boxes if box.get_attribute("value") not in wanted]
            wanted = {others[0]}
        for box in boxes:
            if box.is_selected() != (box.get_attribute("value") in wanted):
                driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
                box.click()
    elif kind == "count":
        field = section.find_element(By.CSS_SELECTOR, ".quiz-input")
        field.clear()
        field.send_keys(str(value if right else value + 1))
    else:
        raise Failure("the new lesson has a %s question, which this test does not answer" % kind)
    # Clicked by script: under `serve`, the overlay listing the new lesson's two warnings covers part of the page.
    driver.execute_script("arguments[0].click()", section.find_element(By.CSS_SELECTOR, ".quiz-check"))
    return WebDriverWait(driver, 10).until(
        lambda d: (section.find_elements(By.CSS_SELECTOR, ".quiz-verdict") or [None])[0]).text


def check_answer_feedback(section, kind, key, right):
    """A yes/no or true/false answer shows its own feedback, and not the other's."""
    if kind not in ("happens", "claim"):
        return
    truth = key["value"] if right else not key["value"]
    word = ("yes" if truth else "no") if kind == "happens" else ("true" if truth else "false")
    shown = [box.text for box in section.find_elements(By.CSS_SELECTOR, ".quiz-choice-feedback") if box.is_displayed()]
    expect(len(shown) == 1 and FEEDBACK_MARK % word in shown[0],
           "%s: answering %s shows its feedback, and only it: %r" % (kind, word, shown))


def answer_every_question(driver, url):
    driver.get(url)
    sections = driver.find_elements(By.CSS_SELECTOR, "section.quiz")
    expect(len(sections) >= 5, "the new lesson shows its questions (found %d)" % len(sections))
    kinds = []
    for section in sections:
        expect(section.find_element(By.CSS_SELECTOR, ".quiz-form").is_displayed(),
               "%s: the installed vclab's site shows the question's form" % section.get_attribute("data-quiz"))
        expect(not section.find_elements(By.CSS_SELECTOR, ".quiz-off"), "a graded site has no 'cannot grade' line")
        key = json.loads(section.find_element(By.CSS_SELECTOR, ".quiz-data").get_attribute("textContent"))["key"]
        kind = section.get_attribute("data-kind")
        kinds.append(kind)
        verdict = answer(driver, section, key, right=False)
        expect(verdict == "Not quite.", "%s: a wrong answer is graded wrong, got %r" % (kind, verdict))
        check_answer_feedback(section, kind, key, right=False)
        section.find_element(By.CSS_SELECTOR, ".quiz-retry").click()
        verdict = answer(driver, section, key, right=True)
        expect(verdict == "Right.", "%s: the key is graded right, got %r" % (kind, verdict))
        check_answer_feedback(section, kind, key, right=True)
    score = driver.find_element(By.CSS_SELECTOR, "#page-score .page-score-text").text
    expect(str(len(sections)) in score, "the page's score counts every question: %r" % score)
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    expect(errors == [], "console errors: %r" % errors)
    return kinds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--configuration", default="debug", choices=["debug", "release"])
    options = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="vclab-install-")
    serve = None
    driver = None
    try:
        # The staged install: DESTDIR is prepended to every path, PREFIX is what the files will be under.
        staged = os.path.join(scratch, "stage")
        install("/opt/vclab", options.configuration, destdir=staged)
        for path in ["opt/vclab/bin/vclab", "opt/vclab/share/vclab/vclab.wasm"]:
            expect(os.path.isfile(os.path.join(staged, path)), "DESTDIR install writes %s" % path)
        expect(os.access(os.path.join(staged, "opt/vclab/bin/vclab"), os.X_OK), "the installed vclab is executable")

        prefix = os.path.join(scratch, "prefix")
        install(prefix, options.configuration)
        env = dict(os.environ, PATH=os.path.join(prefix, "bin") + os.pathsep + os.environ.get("PATH", ""))
        expect(shutil.which("vclab", path=env["PATH"]) == os.path.join(prefix, "bin", "vclab"),
               "the installed vclab is the one on PATH")

        course = os.path.join(scratch, "my-course")
        os.makedirs(course)
        run(["vclab", "new", "lesson", "Screens and views"], cwd=course, env=env)
        lessons = sorted(os.listdir(os.path.join(course, "Content")))
        expect(lessons == ["01-screens-and-views.md"], "vclab new lesson writes the first lesson: %r" % lessons)
        # Feedback on each answer of the yes/no and true/false questions, which the page must show for the one
        # picked.
        lesson_path = os.path.join(course, "Content", lessons[0])
        text = open(lesson_path, encoding="utf-8").read()
        for kind, words in [("happens", ["yes", "no"]), ("claim", ["true", "false"])]:
            lines = "".join("\nfeedback %s: %s" % (word, FEEDBACK_MARK % word) for word in words)
            expect("ask: %s\n" % kind in text, "the new lesson has a %s question" % kind)
            text = text.replace("ask: %s" % kind, "ask: %s%s" % (kind, lines), 1)
        open(lesson_path, "w", encoding="utf-8").write(text)
        built = run(["vclab", "build"], cwd=course, env=env)
        expect("live lab is off" not in built.stderr, "the installed vclab finds its module: %s" % built.stderr)
        page = os.path.join(course, "site", "01-screens-and-views.html")
        expect(os.path.isfile(page), "vclab build writes the lesson's page")

        profile = os.path.join(scratch, "profile")
        driver = start_browser(profile)
        kinds = answer_every_question(driver, "file://" + page)
        print("built by the installed vclab: %d questions (%s) answered wrong, then right" % (
            len(kinds), ", ".join(kinds)))

        serve = subprocess.Popen(["vclab", "serve", "--port", "0"], cwd=course, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        printed = []
        match = None
        while not match and len(printed) < 20:
            printed.append(serve.stdout.readline())
            match = re.search(r"^serving .* at (http://\S+)", printed[-1])
        expect(match, "vclab serve prints where it serves: %r" % printed)
        expect("live lab is off" not in "".join(printed), "the installed serve finds its module")
        driver.get(match.group(1).rstrip("/") + "/01-screens-and-views.html")
        section = driver.find_elements(By.CSS_SELECTOR, "section.quiz")[0]
        key = json.loads(section.find_element(By.CSS_SELECTOR, ".quiz-data").get_attribute("textContent"))["key"]
        verdict = answer(driver, section, key, right=True)
        expect(verdict == "Right.", "served by the installed vclab, the key is graded right: %r" % verdict)
        print("served by the installed vclab: a question graded over HTTP")

        # The executable alone, in a folder of its own, with no module anywhere it looks: the site says why.
        lone = os.path.join(scratch, "lone")
        os.makedirs(lone)
        shutil.copy(os.path.join(prefix, "bin", "vclab"), os.path.join(lone, "vclab"))
        bare = run([os.path.join(lone, "vclab"), "build", "--out", "bare-site"], cwd=course)
        expect("live lab is off" in bare.stderr, "a build without the module says so: %r" % bare.stderr)
        driver.get("file://" + os.path.join(course, "bare-site", "01-screens-and-views.html"))
        sections = driver.find_elements(By.CSS_SELECTOR, "section.quiz")
        for section in sections:
            off = section.find_elements(By.CSS_SELECTOR, ".quiz-off")
            expect(off and off[0].is_displayed() and "cannot grade" in off[0].text,
                   "%s: a question that cannot be graded says why" % section.get_attribute("data-quiz"))
            expect(not section.find_element(By.CSS_SELECTOR, ".quiz-form").is_displayed(),
                   "no form is offered that nothing would grade")
        print("built without the module: every one of %d questions says why it cannot be graded" % len(sections))
        print("install_test: ok")
        return 0
    except Exception:
        traceback.print_exc()
        return 1
    finally:
        if serve:
            serve.terminate()
            serve.wait(timeout=10)
        if driver:
            driver.quit()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
