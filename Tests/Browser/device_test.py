#!/usr/bin/python3
""""Run it on your iPhone" in a real browser: headless Chromium from file:// and over HTTP, as lab_test.py sets
it up, on an English page and on a Chinese one.

Builds Tests/Browser/Fixture and Tests/Browser/Bilingual with `vclab build` (which finds
.build/wasm/vclab-device.wasm beside the engine), opens a lesson, and on its first simulation: checks that the
device module is not loaded before the control is opened; makes the package and checks that the ZIP the page
hands to the download holds the bytes `vclab app` writes for the same scenario; pastes the log the app would
print when the device agrees with the engine (compares equal), the same with a pair swapped (the difference
marked), a log that shows one callback (the rest marked not logged), and a log with a NUL byte (a clear message
with its place). On the Chinese page the control, its verdicts and its marks are in Chinese. Any console error
fails the run.

Usage: /usr/bin/python3 Tests/Browser/device_test.py [--vclab PATH]
"""

import argparse
import base64
import functools
import http.server
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from site_test import FIXTURE, ROOT, Failure, expect, start_browser  # noqa: E402
from lab_test import QuietHandler  # noqa: E402

BILINGUAL = os.path.join(ROOT, "Tests", "Browser", "Bilingual")

# What each page's control says, and a word of the other language that must not appear in its verdicts.
LANGUAGES = {
    "en": {"summary": "Run it on your iPhone", "equal": "The log agrees with the engine", "differ": "The log differs",
           "not logged": "not logged", "foreign": "日志"},
    "zh-Hans": {"summary": "在你的 iPhone 上运行", "equal": "日志与引擎一致", "differ": "日志与引擎有",
                "not logged": "日志未记录", "foreign": "log"},
}


def scenario_hash(data):
    """FNV-1a, 64 bits, of the scenario's text with CRLF made LF: the app's header (docs/device.md)."""
    value = 0xCBF29CE484222325
    index = 0
    while index < len(data):
        byte = data[index]
        index += 1
        if byte == 0x0D and index < len(data) and data[index] == 0x0A:
            continue
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def app_log(vclab, path, name, swap=None):
    """The log the generated app prints when the device agrees with the engine (as DeviceCommandTests builds)."""
    run = subprocess.run([vclab, "run", path, "--format", "json"], capture_output=True, check=True)
    trace = json.loads(run.stdout)
    events = trace["events"]
    if swap:
        events[swap[0]], events[swap[1]] = events[swap[1]], events[swap[0]]
    with open(path, "rb") as handle:
        digest = scenario_hash(handle.read())
    lines = ["vclab-log 1 ios=%s device=simulator hash=%s scenario=%s" % (trace.get("ios", "17.0"), digest, name)]
    step = 0
    for event in events:
        while step < event["step"]:
            step += 1
            lines.append("vclab-step %d" % step)
        line = "vclab %s %s %s" % (event["seq"], event["controller"], event["callback"])
        if isinstance(event.get("animated"), bool):
            line += " animated=%s" % ("true" if event["animated"] else "false")
        lines.append(line)
    return "\n".join(lines) + "\n"


class DeviceTest:
    def __init__(self, driver, base, page, language, vclab, work):
        self.driver = driver
        self.base = base
        self.page = page
        self.language = language
        self.words = LANGUAGES[language]
        self.vclab = vclab
        self.work = work
        self.results = []
        self.label = "%s, %s" % (language, base.split(":")[0])

    def check(self, name, body):
        try:
            body()
            self.results.append((name, None))
        except Exception as error:  # noqa: BLE001 - every failure is reported, then the next check runs
            self.results.append((name, str(error) or type(error).__name__))
        print("%s %s (%s)" % ("ok  " if self.results[-1][1] is None else "FAIL", name, self.label))
        if self.results[-1][1]:
            print("     " + self.results[-1][1])

    def open_lesson(self):
        self.driver.get(self.base + self.page)
        WebDriverWait(self.driver, 10).until(
            lambda d: d.execute_script("return !!document.querySelector('figure.sim .lab-device-run')"))
        return self.driver.find_element(By.CSS_SELECTOR, "figure.sim")

    def open_control(self, figure):
        details = figure.find_element(By.CSS_SELECTOR, ".lab-device-run")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", details)
        details.find_element(By.CSS_SELECTOR, "summary").click()
        WebDriverWait(self.driver, 20).until(
            lambda d: not details.find_element(By.CSS_SELECTOR, ".device-make").get_attribute("disabled"))
        return details

    def scenario_file(self, figure):
        source = self.driver.execute_script("return arguments[0].lab.source()", figure)
        # The page names the package after the figure's caption, as vclab app names it after the file.
        name = figure.find_element(By.CSS_SELECTOR, "figcaption code").text
        folder = tempfile.mkdtemp(dir=self.work)
        path = os.path.join(folder, name if name.endswith(".sim") else name + ".sim")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(source)
        return path

    def compare(self, details, log):
        area = details.find_element(By.CSS_SELECTOR, ".device-log")
        self.driver.execute_script("arguments[0].value = arguments[1]", area, log)
        details.find_element(By.CSS_SELECTOR, ".device-compare").click()
        WebDriverWait(self.driver, 10).until(
            lambda d: details.find_elements(By.CSS_SELECTOR, ".device-result .device-verdict"))
        return details.find_element(By.CSS_SELECTOR, ".device-result")

    def run(self):
        figure = self.open_lesson()
        loaded = self.driver.execute_script("return !!self.VCLabDeviceEngine")
        self.check("the device module is not loaded before the control is opened",
                   lambda: expect(not loaded, "device-engine.js was loaded at once"))
        details = self.open_control(figure)
        summary = details.find_element(By.CSS_SELECTOR, "summary").text
        self.check("the control speaks the page's language",
                   lambda: expect(summary == self.words["summary"], "the control reads %r" % summary))
        path = self.scenario_file(figure)

        def package():
            details.find_element(By.CSS_SELECTOR, ".device-make").click()
            WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return !!arguments[0].lastPackage", details))
            encoded = self.driver.execute_script(
                "var b = arguments[0].lastPackage, s = ''; for (var i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);"
                "return btoa(s);", details)
            archive = zipfile.ZipFile(io.BytesIO(base64.b64decode(encoded)))
            expect(archive.testzip() is None, "a CRC in the page's ZIP is wrong")
            entries = {name: archive.read(name) for name in archive.namelist()}
            out = tempfile.mkdtemp(dir=self.work)
            written = subprocess.run([self.vclab, "app", path, "--out", out], capture_output=True, text=True, check=True)
            package_folder = written.stdout.strip()
            expected = {}
            for folder, _, files in os.walk(package_folder):
                for file in files:
                    full = os.path.join(folder, file)
                    with open(full, "rb") as handle:
                        expected[os.path.relpath(full, out)] = handle.read()
            expect(sorted(entries) == sorted(expected), "entries %s, vclab app wrote %s" % (sorted(entries), sorted(expected)))
            for name in expected:
                expect(entries.get(name) == expected[name], "%s differs from what vclab app wrote" % name)
        self.check("the package's ZIP holds the bytes vclab app writes", package)

        def equal():
            result = self.compare(details, app_log(self.vclab, path, os.path.basename(path)))
            verdict = result.find_element(By.CSS_SELECTOR, ".device-verdict")
            expect("is-equal" in verdict.get_attribute("class"), "verdict: " + verdict.text)
            expect(verdict.text.startswith(self.words["equal"]), "verdict: " + verdict.text)
            expect(self.words["foreign"] not in verdict.text, "verdict in another language: " + verdict.text)
            expect(not result.find_elements(By.CSS_SELECTOR, ".device-row.is-out-of-order"), "a row marked out of order")
        self.check("the engine's trace as the app logs it compares equal", equal)

        def swapped():
            result = self.compare(details, app_log(self.vclab, path, os.path.basename(path), swap=(1, 2)))
            verdict = result.find_element(By.CSS_SELECTOR, ".device-verdict")
            expect("is-differ" in verdict.get_attribute("class"), "verdict: " + verdict.text)
            expect(verdict.text.startswith(self.words["differ"]), "verdict: " + verdict.text)
            expect(result.find_elements(By.CSS_SELECTOR, ".device-row.is-out-of-order"), "no row marked out of order")
        self.check("a swapped pair shows the difference, marked", swapped)

        def partial():
            result = self.compare(details, "A viewDidLoad()\n")
            expect(result.find_elements(By.CSS_SELECTOR, ".device-row.is-not-logged"), "no row marked not logged")
            note = result.find_element(By.CSS_SELECTOR, ".device-row.is-not-logged .device-note").text
            expect(note == self.words["not logged"], "the note says %r" % note)
        self.check("callbacks the log leaves out are marked not logged", partial)

        def unreadable():
            result = self.compare(details, "A viewDidLoad()\nab\u0000c\n")
            message = result.find_element(By.CSS_SELECTOR, ".device-diagnostics").text
            expect(message.startswith("log:2:3: error: the log is not text"), "message: " + message)
            expect("[device.log-binary]" in message, "message: " + message)
        self.check("a log it cannot read gets a clear message with its place", unreadable)

        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.check("no console errors", lambda: expect(not errors, str(errors)))
        return self.results


def build(vclab, content, site):
    engine = os.path.join(ROOT, ".build", "wasm", "vclab.wasm")
    built = subprocess.run([vclab, "build", "--content", content, "--out", site, "--engine", engine],
                           capture_output=True, text=True)
    if built.returncode != 0:
        sys.stderr.write(built.stderr)
    return built.returncode == 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vclab", default=os.environ.get("VCLAB", os.path.join(ROOT, ".build", "debug", "vclab")))
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="vclab-device-")
    try:
        sites = os.path.join(work, "sites")
        if not (build(arguments.vclab, FIXTURE, os.path.join(sites, "fixture"))
                and build(arguments.vclab, BILINGUAL, os.path.join(sites, "bilingual"))):
            print("device: 0 passed, 1 failed")
            return 1
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=sites))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        results = []
        pages = [("fixture/01-pushing.html", "en"), ("bilingual/zh-Hans/01-lifecycle.html", "zh-Hans")]
        try:
            for base in ["file://" + sites + "/", "http://127.0.0.1:%d/" % server.server_address[1]]:
                for page, language in pages:
                    profile = os.path.join(work, "profile-%s-%s" % (base.split(":")[0], language))
                    driver = start_browser(profile)
                    driver.set_script_timeout(20)
                    try:
                        results += DeviceTest(driver, base, page, language, arguments.vclab, work).run()
                    finally:
                        driver.quit()
        finally:
            server.shutdown()
        failed = sum(1 for _, detail in results if detail)
        print("device: %d passed, %d failed" % (len(results) - failed, failed))
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
