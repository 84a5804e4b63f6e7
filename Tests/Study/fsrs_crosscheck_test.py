#!/usr/bin/env python3
"""Cross-check of the study mode's scheduler (ReviewScheduler, FSRS-6) against py-fsrs, the reference.

Progress logs, in the real file format, are replayed by the test-only tool vclab-fsrs-replay through the Swift
scheduler, which prints each attempt's day, rating, stability, difficulty, interval and spread (fuzz) draw. The
same reviews (the same days and ratings) go through py-fsrs 6.3.2's Scheduler with its default FSRS-6 weights,
desired retention 0.9, learning_steps=() and relearning_steps=() (pure FSRS: the Swift model has no steps; a
step changes only a due date, never the memory), and enable_fuzzing=False; its fuzz is checked apart, by giving
its _get_fuzzed_interval the Swift draw in place of random(). Required at every review:

- stability and difficulty equal to a relative tolerance of 1e-9 (both sides compute in doubles, but py-fsrs
  takes math.e ** x where Swift takes exp(x), so the last bits may differ);
- the interval and the fuzzed interval equal, in whole days;
- the rating the documented one for the score (right → Good, right after a miss that day → Hard, partly right
  at least half → Hard, else Again), and the due date the start of the learner's day interval days later
  (at once after a miss).

Histories: fixed ones (every rating, early, late and same-day reviews, long gaps, a learner east of UTC, two
quizzes interleaved, a log written by the old ladder's version) and seeded random ones (thousands of reviews).

Usage: Tests/Study/fsrs_crosscheck_test.py   (FSRS_REPLAY=path/to/vclab-fsrs-replay; default .build/debug/…;
py-fsrs from .build/python, where scripts/install-dependencies test puts it)
"""
import json
import os
import random
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta, timezone

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REPLAY = os.path.abspath(os.environ.get("FSRS_REPLAY", os.path.join(ROOT, ".build/debug/vclab-fsrs-replay")))
sys.path.insert(0, os.path.join(ROOT, ".build/python"))

import fsrs  # noqa: E402
import fsrs.scheduler  # noqa: E402

TOLERANCE = 1e-9
DAY = 86_400
START = 1_764_000_000.0  # 2025-11-24 16:00 UTC
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)

failures = []
checked = {"reviews": 0, "failed": 0}


def check(condition, message):
    if not condition:
        failures.append(message)
        if len(failures) <= 20:
            print(f"  FAIL {message}")
    return condition


def close(a, b):
    return abs(a - b) <= TOLERANCE * max(abs(a), abs(b), 1e-12)


def replay(records, utc_offset=0):
    """The Swift scheduler's state after each record, in replay order."""
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "progress.jsonl")
        with open(path, "w") as log:
            for record in records:
                log.write(json.dumps(record, sort_keys=True) + "\n")
        output = subprocess.run(
            [REPLAY, path, "--utc-offset", str(utc_offset)], check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in output.splitlines()]


def expected_rating(score, is_retry):
    if score >= 1:
        return 2 if is_retry else 3
    return 2 if score >= 0.5 else 1


def cross_check(name, records, utc_offset=0):
    """Replays `records` through both and compares every review."""
    plain = fsrs.Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
    fuzzing = fsrs.Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=True)
    cards, last = {}, {}
    states = replay(records, utc_offset)
    scores = {(r["quiz"], r["time"]): r["score"] for r in records}
    check(len(states) == len(records), f"{name}: one state per record ({len(states)} of {len(records)})")
    for number, state in enumerate(states):
        quiz = state["quiz"]
        where = f"{name}: review {number + 1} of {quiz} (day {state['day']})"
        check(state["day"] == int((state["time"] + utc_offset) // DAY), f"{where}: the learner's day")
        before = len(failures)
        score = scores[(quiz, state["time"])]
        previous = last.get(quiz)
        is_retry = previous is not None and previous[0] == state["day"] and previous[1] < 1
        check(state["rating"] == expected_rating(score, is_retry), f"{where}: rating {state['rating']} for {score}")
        last[quiz] = (state["day"], score)

        # py-fsrs counts whole days between datetimes; midnight UTC of the learner's day gives it the same count.
        when = EPOCH + timedelta(days=state["day"])
        card = cards.get(quiz) or fsrs.Card(card_id=len(cards) + 1, due=when)
        card, _ = plain.review_card(card, fsrs.Rating(state["rating"]), review_datetime=when)
        cards[quiz] = card
        check(close(card.stability, state["stability"]),
              f"{where}: stability {state['stability']} (py-fsrs {card.stability})")
        check(close(card.difficulty, state["difficulty"]),
              f"{where}: difficulty {state['difficulty']} (py-fsrs {card.difficulty})")
        interval = (card.due - when).days
        check(interval == state["interval"], f"{where}: interval {state['interval']} (py-fsrs {interval})")

        fsrs.scheduler.random = lambda: state["fraction"]
        fuzzed = fuzzing._get_fuzzed_interval(interval=timedelta(days=interval)).days
        check(fuzzed == state["scheduled"], f"{where}: fuzzed interval {state['scheduled']} (py-fsrs {fuzzed})")
        due = state["time"] if state["rating"] == 1 else (state["day"] + state["scheduled"]) * DAY - utc_offset
        check(state["due"] == due, f"{where}: due {state['due']} (expected {due})")
        checked["reviews"] += 1
        checked["failed"] += len(failures) > before


def record(quiz, time, score, response=""):
    return {"quiz": quiz, "time": time, "score": score, "response": response}


def history(quiz, steps, start=START):
    """A quiz's attempts from (days after the previous attempt, score) pairs."""
    time, records = start, []
    for gap, score in steps:
        time += gap * DAY
        records.append(record(quiz, time, score))
    return records


def fixed_histories():
    yield "always right, on time", history("q", [(0, 1), (2, 1), (10, 1), (40, 1), (130, 1), (400, 1)])
    yield "a miss, then a retry the same day", history("q", [(0, 1), (2, 0), (0.01, 1), (1, 1), (3, 1)])
    yield "partly right (Hard) and mostly wrong (Again)", history(
        "q", [(0, 0.75), (1, 0.25), (1, 0.5), (2, 1), (5, 0.9)])
    yield "first answer wrong", history("q", [(0, 0), (0.001, 0), (0.002, 1), (1, 1)])
    yield "early and late", history("q", [(0, 1), (0.5, 1), (1, 1), (1, 1), (90, 1), (1, 0), (365, 1)])
    yield "same day, many times", history("q", [(0, 1)] + [(0.01, 1)] * 10 + [(0.01, 0)] + [(0.01, 1)] * 5)
    yield "a long wait", history("q", [(0, 1), (3000, 1), (3000, 0), (1, 1)])
    two = history("a", [(0, 1), (3, 1), (9, 0), (0.1, 1)]) + history("b", [(0.3, 0), (1, 1), (4, 1), (20, 1)])
    yield "two quizzes interleaved", two
    # The last version wrote the same records; an old log is just attempts, replayed the same way.
    yield "a log the ladder's version wrote", [
        record("push-order", START, 0, "a b c d"), record("push-order", START + 20, 1, "c a d b"),
        record("modal", START + 60, 0.5, "x"), record("push-order", START + DAY, 1, "c a d b"),
        record("push-order", START + 4 * DAY, 1, "c a d b"), record("modal", START + 4 * DAY + 9, 1, "y"),
    ]


def random_records(rng, quizzes, reviews_each):
    records = []
    for index in range(quizzes):
        time = START + rng.uniform(-DAY, DAY)
        for _ in range(rng.randint(1, reviews_each)):
            kind = rng.random()
            if kind < 0.2:
                time += rng.uniform(60, 3 * 3600)  # the same sitting
            elif kind < 0.8:
                time += rng.randint(1, 60) * DAY + rng.uniform(-3 * 3600, 3 * 3600)
            else:
                time += rng.randint(60, 800) * DAY
            score = rng.choice([1, 1, 1, 1, 0, 0, 0.5, 0.75, 0.25, 0.9])
            records.append(record(f"quiz-{index}", round(time, 3), score))
    rng.shuffle(records)  # the scheduler sorts by time, as a log merged from two machines needs
    return records


def fsrs_version():
    from importlib import metadata
    try:
        return metadata.version("fsrs")
    except metadata.PackageNotFoundError:
        return "(version unknown)"


def main():
    if not os.path.exists(REPLAY):
        print(f"missing {REPLAY}: run swift build first")
        return 1
    print("FSRS-6 cross-check: ReviewScheduler against py-fsrs", fsrs_version())
    for name, records in fixed_histories():
        cross_check(name, records)
        cross_check(name + ", at UTC+8", records, utc_offset=8 * 3600)
        cross_check(name + ", at UTC-10", records, utc_offset=-10 * 3600)
    rng = random.Random(24)
    for round_number in range(4):
        records = random_records(rng, quizzes=150, reviews_each=30)
        cross_check(f"seeded random {round_number + 1}", records, utc_offset=rng.choice([0, 3600 * 8, -3600 * 5]))
    print(f"{checked['reviews']} reviews compared (stability, difficulty: tolerance {TOLERANCE} relative)")
    print(f"{checked['reviews'] - checked['failed']} passed, {checked['failed']} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
