#!/usr/bin/python3
"""The site's review page schedules as `vclab study --review` does (issue 24): headless Chromium, file://.

1. Value for value: seeded random review histories (40 quizzes, a year, misses, same-day retries, answers
   after the answer was shown) go through the page's scheduler (VCLabSite.reviewSchedule, vclab-review.wasm)
   and through the native one (the test-only vclab-fsrs-replay, which reads the same attempts as a progress
   log); every quiz's due time, stability and difficulty must agree (due to the second, the others to 1e-9).
   The browser runs in Asia/Shanghai, so the learner's day is not UTC's.
2. The page, in English and Chinese: a missed quiz is due today, one answered right days ago is listed
   under "Later" with the date the native scheduler gives, and the summary counts what is due.

Usage: /usr/bin/python3 Tests/Browser/review_test.py   (VCLAB, FSRS_REPLAY name other builds; default debug)
Needs a build (swift build) and scripts/build-wasm, chromium, chromium-driver and python3-selenium.
"""
import datetime
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.environ.get("VCLAB", os.path.join(ROOT, ".build", "debug", "vclab"))
REPLAY = os.environ.get("FSRS_REPLAY", os.path.join(ROOT, ".build", "debug", "vclab-fsrs-replay"))
BILINGUAL = os.path.join(ROOT, "Tests", "Browser", "Bilingual")
ZONE, OFFSET = "Asia/Shanghai", 8 * 3600
DAY = 86_400
NOW = 1_790_000_000.0

failures = []


def check(condition, message):
    print(("  ok  " if condition else "  FAIL ") + message)
    if not condition:
        failures.append(message)


def histories(rng, quizzes=40):
    """Per quiz, [time, score, seen] in time order: first answers in a year's first month, reviews at gaps
    of a few days to months, misses retried the same minute, partly right traces, now and then an answer after
    the answer was shown."""
    log = {}
    for index in range(quizzes):
        time = NOW - 365 * DAY + rng.uniform(0, 30 * DAY)
        attempts = []
        while time < NOW and len(attempts) < 30:
            score = rng.choice([1, 1, 1, 1, 0, 0.5, 0.75, 0.25])
            attempts.append([round(time, 3), score, 0])
            if score < 1:
                attempts.append([round(time + 60, 3), 1, 1 if rng.random() < 0.3 else 0])
            time += rng.choice([0.2, 1, 2, 3, 8, 15, 40, 90]) * DAY + rng.uniform(-3600, 3600)
        log[f"quiz-{index}"] = attempts
    return log


def native_states(log, directory):
    records = [(attempt[0], quiz, attempt) for quiz, attempts in log.items() for attempt in attempts]
    records.sort(key=lambda record: record[0])
    path = os.path.join(directory, "progress.jsonl")
    with open(path, "w") as file:
        for time, quiz, attempt in records:
            record = {"quiz": quiz, "response": "x", "score": attempt[1], "time": time}
            if attempt[2]:
                record["seen"] = True
            file.write(json.dumps(record, sort_keys=True) + "\n")
    output = subprocess.run([REPLAY, path, "--utc-offset", str(OFFSET)], capture_output=True, text=True, check=True)
    states = {}
    for line in output.stdout.splitlines():
        state = json.loads(line)
        states[state["quiz"]] = state
    return states


def start_browser(profile):
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900",
                     "--user-data-dir=" + profile]:
        options.add_argument(argument)
    for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]:
        if os.path.exists(candidate):
            options.binary_location = candidate
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(driver_path, env=dict(os.environ, TZ=ZONE)), options=options)


def set_reviews(driver, log):
    driver.execute_script(
        "var folder = location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1).replace(/zh-Hans\\/$/, '');"
        "localStorage.setItem('vclab:reviews:' + folder, JSON.stringify(arguments[0]));", log)


def main():
    for binary in (VCLAB, REPLAY):
        if not os.access(binary, os.X_OK):
            sys.exit(f"error: {binary} is missing; run 'swift build' first")
    with tempfile.TemporaryDirectory() as directory:
        site = os.path.join(directory, "site")
        built = subprocess.run([VCLAB, "build", "--content", BILINGUAL, "--out", site], capture_output=True, text=True)
        check(built.returncode == 0, "the bilingual fixture builds: " + built.stderr.strip()[-300:])
        with open(os.path.join(site, "review-engine.js")) as script:
            check('"module": "AGFzbQ' in script.read(), "review-engine.js carries the scheduler's module")
        with open(os.path.join(site, "index.html")) as page:
            check("review-engine.js" not in page.read(), "other pages do not load it")
        driver = start_browser(os.path.join(directory, "profile"))
        try:
            driver.get("file://" + os.path.join(site, "review.html"))
            offset = driver.execute_script("return -new Date(arguments[0] * 1000).getTimezoneOffset() * 60", NOW)
            check(offset == OFFSET, f"the browser runs in {ZONE} ({offset})")

            print("1. value for value against the native scheduler")
            log = histories(random.Random(24))
            native = native_states(log, directory)
            page = driver.execute_script("return VCLabSite.reviewSchedule(arguments[0], arguments[1])", log, NOW)
            check(page is not None and sorted(page) == sorted(native), "a state for every quiz")
            reviews = sum(len(attempts) for attempts in log.values())
            worst = {"due": 0.0, "stability": 0.0, "difficulty": 0.0}
            for quiz, state in (page or {}).items():
                expected = native[quiz]
                worst["due"] = max(worst["due"], abs(state["time"] - expected["due"]))
                for field in ("stability", "difficulty"):
                    worst[field] = max(worst[field], abs(state[field] - expected[field]))
            check(worst["due"] < 1, f"due times agree over {reviews} attempts (worst {worst['due']} s)")
            check(worst["stability"] < 1e-9 and worst["difficulty"] < 1e-9,
                  f"stability and difficulty agree (worst {worst['stability']:.2e}, {worst['difficulty']:.2e})")
            due_today = sum(1 for state in (page or {}).values() if state["due"])
            native_due = sum(1 for state in native.values() if state["due"] < NOW + DAY - (NOW + OFFSET) % DAY)
            check(due_today == native_due, f"the same quizzes are due on NOW ({due_today})")

            print("2. the page, in both languages")
            now = driver.execute_script("return Date.now() / 1000")
            quizzes = driver.execute_script("return VCLAB_LESSONS[0].quizzes")
            missed, known = quizzes[0], quizzes[1]
            log = {missed: [[now - 3 * DAY, 1, 0], [now - 60, 0, 0]], known: [[now - 3 * DAY, 1, 0], [now - DAY, 1, 0]]}
            native = native_states(log, directory)
            date = datetime.datetime.fromtimestamp(native[known]["due"], datetime.timezone(
                datetime.timedelta(seconds=OFFSET))).strftime("%Y-%m-%d")
            set_reviews(driver, log)
            for path, words in [("review.html", ("One question is due for review today.", "Due today", "Later",
                                                 "next review " + date)),
                                ("zh-Hans/review.html", ("今天有 1 道题到期复习。", "今天复习", "以后复习",
                                                         "下次复习 " + date))]:
                driver.get("file://" + os.path.join(site, path))
                summary = driver.find_element(By.CSS_SELECTOR, ".review-summary").text
                check(summary == words[0], f"{path}: the summary counts what is due: {summary!r}")
                headings = [heading.text for heading in driver.find_elements(By.CSS_SELECTOR, "#review-list h2")]
                check(headings == [words[1], words[2]], f"{path}: due today, then later: {headings}")
                due = [item.get_attribute("data-quiz") for item in
                       driver.find_elements(By.CSS_SELECTOR, ".review-due li")]
                check(due == [missed], f"{path}: the miss is due at once: {due}")
                later = driver.find_elements(By.CSS_SELECTOR, ".review-later li")
                check(len(later) == 1 and later[0].get_attribute("data-due") == date and words[3] in later[0].text,
                      f"{path}: the right answer comes back when the terminal says ({date}): "
                      f"{[item.text for item in later]}")
            errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
            check(not errors, f"no console errors: {errors}")
        finally:
            driver.quit()
    if failures:
        print(f"{len(failures)} failed")
        sys.exit(1)
    print("review_test: all passed")


if __name__ == "__main__":
    main()
