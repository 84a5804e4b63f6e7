#!/usr/bin/env python3
"""The documentation's checks: every link of the README and the guide resolves, the scenario language's page
has a row for every diagnostic id in the sources, and the architecture page's module graph is the package's.

- Every relative link (`[text](path)`, `[text](path#anchor)`, `[text](#anchor)`, and `![alt](image)`) in
  README.md and docs/*.md names a file or folder that exists, and every `#anchor` a heading of the page it
  names, by GitHub's rule for heading slugs (lower case; punctuation but `-` and `_` dropped; spaces become
  `-`; a repeated slug gets `-1`, `-2`, …). Links inside code spans and fenced blocks are not links.
- Every `"scenario.…"` id the sources report has a row (`| \\`scenario.…\\``) in docs/scenario-language.md.
- `scripts/architecture --check` passes.

Usage: python3 Tests/Docs/links_test.py   (from anywhere; exits 1 and lists every problem)"""
import glob
import os
import re
import subprocess
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def pages():
    return [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))


def prose(text):
    """The text with fenced blocks and code spans blanked, so that only real links and headings remain."""
    lines, fence = [], None
    for line in text.split("\n"):
        marker = re.match(r"^\s{0,3}(`{3,}|~{3,})", line)
        if fence:
            if marker and marker.group(1)[0] == fence[0] and len(marker.group(1)) >= len(fence):
                fence = None
            lines.append("")
            continue
        if marker and not (marker.group(1)[0] == "`" and "`" in line[marker.end():]):  # CommonMark: a backtick
            fence = marker.group(1)  # fence's info string has no backtick (```` ```sim ```` is a code span)
            lines.append("")
            continue
        lines.append(line)
    text = "\n".join(lines)
    return re.sub(r"(`+)(?:(?!\1).)+?\1", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.DOTALL)


def slug(heading):
    """GitHub's anchor for a heading: inline markup dropped, lower case, punctuation removed, spaces to '-'."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links keep their text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").replace("*", "")
    text = text.strip().lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in "-_ " or category[0] in "LNM":
            kept.append(character)
    return "".join(kept).replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        with open(path, encoding="utf-8") as file:
            text = file.read()
        raw_lines = text.split("\n")
        seen, result = {}, set()
        # Headings are read from the original lines, at the line numbers the blanked text keeps as prose.
        for index, line in enumerate(prose(text).split("\n")):
            if not re.match(r"^#{1,6}\s", line):
                continue
            heading = re.sub(r"^#{1,6}\s+", "", raw_lines[index]).rstrip().rstrip("#").rstrip()
            base = slug(heading)
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
        cache[path] = result
    return cache[path]


def links(path):
    with open(path, encoding="utf-8") as file:
        text = prose(file.read())
    for number, line in enumerate(text.split("\n"), 1):
        for match in re.finditer(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)", line):
            yield number, match.group(1)


def check_links():
    problems = []
    for page in pages():
        name = os.path.relpath(page, ROOT)
        for number, target in links(page):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, …: not this test's to fetch
                continue
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(page), file_part)) if file_part else page
            if not os.path.exists(resolved):
                problems.append(f"{name}:{number}: '{target}': no file {os.path.relpath(resolved, ROOT)}")
                continue
            if anchor:
                if not resolved.endswith(".md"):
                    problems.append(f"{name}:{number}: '{target}': an anchor into a file that is not Markdown")
                elif anchor not in anchors(resolved):
                    problems.append(
                        f"{name}:{number}: '{target}': {os.path.relpath(resolved, ROOT)} has no heading '#{anchor}'")
    return problems


def check_diagnostic_ids():
    ids = set()
    for source in glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True):
        with open(source, encoding="utf-8") as file:
            ids.update(re.findall(r'"(scenario\.[a-z-]+)"', file.read()))
    ids.discard("scenario.sim")  # the default name of a scenario read from standard input, not a diagnostic
    with open(os.path.join(ROOT, "docs", "scenario-language.md"), encoding="utf-8") as file:
        page = file.read()
    rows = set(re.findall(r"`(scenario\.[a-z-]+)`", "\n".join(l for l in page.split("\n") if l.startswith("| `"))))
    problems = [f"docs/scenario-language.md: no row for {i}, which the sources report" for i in sorted(ids - rows)]
    if not ids:
        problems.append("found no scenario diagnostic ids in Sources/: the test no longer looks in the right place")
    return problems


def check_architecture():
    result = subprocess.run([os.path.join(ROOT, "scripts", "architecture"), "--check"], capture_output=True, text=True)
    if result.returncode != 0:
        return [f"scripts/architecture --check failed:\n{result.stdout}{result.stderr}"]
    return []


def main():
    link_count = sum(1 for page in pages() for _ in links(page))
    problems = check_links() + check_diagnostic_ids() + check_architecture()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"links_test: {len(problems)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print(f"links_test: {link_count} links in {len(pages())} pages resolve; every scenario diagnostic documented; "
          "the module graph matches Package.swift")


if __name__ == "__main__":
    main()
