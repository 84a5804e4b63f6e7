#!/usr/bin/python3
"""The live lab in a real browser: headless Chromium, driven by Selenium, from file:// and over HTTP.

Builds Tests/Browser/Fixture with `vclab build` (which embeds .build/wasm/vclab.wasm), then: checks that
VCLab.run gives the bytes native `vclab run` prints; edits a simulation and sees the live trace, a mistake
and its diagnostic at its line, the version and device switches; steps through a live run and watches the
current row scroll into view and the screen picture follow; round-trips a scenario through the
playground's #s= fragment; types HTML into the editor and finds it inert. Any console error fails the run.
Screenshots go to test-artifacts/.

Usage: /usr/bin/python3 Tests/Browser/lab_test.py [--vclab PATH]
"""

import argparse
import base64
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from site_test import ARTIFACTS, FIXTURE, ROOT, Failure, expect, start_browser  # noqa: E402


def fragment(text):
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


# The engine's files: lab.js (the live lab), the module as a file, and as base64.
ENGINE_FILES = {"engine-worker.js", "lab.js", "vclab.wasm", "vclab.wasm.gz", "lab-engine.js"}


class LabTest:
    def __init__(self, driver, site, vclab, base, requests):
        self.driver = driver
        # (path, Content-Type) of every request the HTTP server answered, in order.
        self.requests = requests
        self.site = site
        self.vclab = vclab
        self.base = base
        self.results = []

    def open(self, page):
        self.driver.get(self.base + page)
        WebDriverWait(self.driver, 10).until(
            lambda d: d.execute_script("return document.documentElement.classList.contains('has-script')"))

    def run_in_page(self, source, options):
        return self.driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "VCLab.run(arguments[0], arguments[1]).then(done, function (e) { done({failed: String(e)}); });",
            source, options)

    def native(self, source, flags):
        return subprocess.run([self.vclab, "run", "-"] + flags, input=source.encode("utf-8"), capture_output=True)

    def figure(self):
        return self.driver.find_element(By.CSS_SELECTOR, "figure.sim")

    def wait_live(self, figure, runs_before):
        WebDriverWait(self.driver, 10).until(
            lambda d: int(figure.get_attribute("data-live-runs") or 0) > runs_before)

    def live_runs(self, figure):
        return int(figure.get_attribute("data-live-runs") or 0)

    def set_source(self, figure, text):
        before = self.live_runs(figure)
        area = figure.find_element(By.CSS_SELECTOR, ".lab-source")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", area)
        area.send_keys(Keys.CONTROL, "a")
        area.send_keys(Keys.DELETE)
        area.send_keys(text)
        self.wait_live(figure, before)
        # Typing runs as it goes; wait until the run of the final text has answered.
        WebDriverWait(self.driver, 10).until(
            lambda d: "Running" not in figure.find_element(By.CSS_SELECTOR, ".lab-status").text)

    # -- checks -------------------------------------------------------------------------------------------

    def test_the_api_gives_the_bytes_of_vclab_run(self):
        self.open("01-pushing.html")
        expect(self.driver.execute_script("return VCLab.version") == "0.2.0", "VCLab.version names the engine")
        random = subprocess.run([self.vclab, "random", "--seed", "11", "--steps", "30"], capture_output=True,
                                text=True).stdout
        for source in ["root nav(A)\nlaunch\npush B\npop\n", random]:
            for options, flags in [({"format": "text"}, []), ({"format": "json"}, ["--format", "json"]),
                                   ({"format": "text", "objc": True, "path": "<stdin>"}, ["--objc"])]:
                options = dict(options, path="<stdin>")
                answer = self.run_in_page(source, options)
                native = self.native(source, flags)
                expect(answer.get("output") == native.stdout.decode() and not answer.get("error"),
                       "VCLab.run(%r) equals vclab run %s" % (options, " ".join(flags)))
        broken = "root A\nlaunch\npusj B\n"
        answer = self.run_in_page(broken, {"path": "<stdin>"})
        native = self.native(broken, [])
        expect(answer["error"] and answer["output"] == "" and answer["diagnostics"] == native.stderr.decode(),
               "an error gives vclab run's diagnostics and the error flag: %r" % answer)

    def test_editing_runs_live_and_reset_restores_the_built_trace(self):
        self.open("01-pushing.html")
        figure = self.figure()
        self.set_source(figure, "root nav(A)\nlaunch\npush B\npush C\n")
        live = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run")
        expect(live.is_displayed() and "C.viewDidLoad" in live.find_element(By.CSS_SELECTOR, ".trace-table").text,
               "the edited scenario runs live")
        expect(not figure.find_element(By.CSS_SELECTOR, ".sim-runs:not(.sim-live)").is_displayed(),
               "the built runs step aside")
        expect("Ran live on iOS 17" in figure.find_element(By.CSS_SELECTOR, ".lab-status").text,
               "the status says where it ran")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                                   figure.find_element(By.CSS_SELECTOR, ".lab-reset"))
        figure.find_element(By.CSS_SELECTOR, ".lab-reset").click()
        expect(figure.find_element(By.CSS_SELECTOR, ".sim-runs:not(.sim-live)").is_displayed()
               and not figure.find_element(By.CSS_SELECTOR, ".sim-live").is_displayed(), "Reset shows the built runs")

    def test_editing_a_comparison_keeps_its_version_switch(self):
        """Issue 27, 9: an edited `compare:` figure runs on the version its switch shows, keeps the switch, and
        re-runs when it changes (it had dropped the switch and run on iOS 17)."""
        self.open("01-pushing.html")
        figure = self.figure()
        radios = figure.find_elements(By.CSS_SELECTOR, ".sim-versions input")
        versions = [run.get_attribute("data-ios") for run in
                    figure.find_elements(By.CSS_SELECTOR, ".sim-runs:not(.sim-live) > .sim-run")]
        six = versions.index("6")
        self.driver.execute_script("arguments[0].click()", radios[six])
        self.set_source(figure, "root nav(A)\nlaunch\npush B\npush C\n")
        status = figure.find_element(By.CSS_SELECTOR, ".lab-status").text
        expect("iOS 6" in status, "the edit runs on the version shown: %r" % status)
        switch = figure.find_element(By.CSS_SELECTOR, ".sim-versions")
        expect(switch.is_displayed(), "the switch stays while the figure is edited")
        before = self.live_runs(figure)
        self.driver.execute_script("arguments[0].click()", radios[versions.index("17")])
        self.wait_live(figure, before)
        WebDriverWait(self.driver, 10).until(
            lambda d: "iOS 17" in figure.find_element(By.CSS_SELECTOR, ".lab-status").text)
        live = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run")
        expect(live.get_attribute("data-ios") == "17", "the live run follows the switch: %r" % live.get_attribute("data-ios"))
        self.driver.execute_script("arguments[0].click()", figure.find_element(By.CSS_SELECTOR, ".lab-reset"))

    def test_a_comparison_has_one_ios_control(self):
        """Issue 27, 9: a `compare:` figure had two iOS controls, its switch and the toolbar's menu. The menu of
        the other versions now sits in the switch ("other"): choosing from it clears the switch and runs live,
        choosing a switch's version clears the menu and shows that built run, and Reset checks the switch again."""
        self.open("01-pushing.html")
        figure = self.figure()
        expect(not figure.find_elements(By.CSS_SELECTOR, ".lab-toolbar .lab-version"), "the toolbar has no iOS menu")
        menu = figure.find_element(By.CSS_SELECTOR, ".sim-versions .lab-version select")
        label = figure.find_element(By.CSS_SELECTOR, ".sim-versions .lab-version").text
        expect(label.startswith("other"), "the menu is the switch's 'other': %r" % label)
        radios = figure.find_elements(By.CSS_SELECTOR, ".sim-versions input")
        before = self.live_runs(figure)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", menu)
        menu.find_element(By.CSS_SELECTOR, 'option[value="12"]').click()
        self.wait_live(figure, before)
        expect(not any(radio.is_selected() for radio in radios), "choosing from the menu clears the switch")
        live = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run")
        expect(live.is_displayed() and live.get_attribute("data-ios") == "12", "the menu's version runs live")
        self.driver.execute_script("arguments[0].click()", radios[0])
        WebDriverWait(self.driver, 10).until(lambda d: not figure.find_element(By.CSS_SELECTOR, ".sim-live").is_displayed())
        expect(menu.get_attribute("value") == "", "choosing a switch's version clears the menu")
        shown = figure.find_element(By.CSS_SELECTOR, ".sim-runs:not(.sim-live) > .sim-run:not([hidden])")
        expect(shown.get_attribute("data-ios") == radios[0].find_element(By.XPATH, "..").text.replace("iOS ", ""),
               "the switch's built run shows: %r" % shown.get_attribute("data-ios"))
        before = self.live_runs(figure)
        menu.find_element(By.CSS_SELECTOR, 'option[value="9"]').click()
        self.wait_live(figure, before)
        self.driver.execute_script("arguments[0].click()", figure.find_element(By.CSS_SELECTOR, ".lab-reset"))
        expect(radios[0].is_selected() and menu.get_attribute("value") == "",
               "Reset checks the switch's version again and clears the menu")

    def test_a_mistake_shows_its_diagnostic_at_its_line(self):
        self.open("01-pushing.html")
        figure = self.figure()
        self.set_source(figure, "root nav(A)\nlaunch\npusj B\n")
        items = figure.find_elements(By.CSS_SELECTOR, ".lab-diagnostic.is-error")
        expect(len(items) == 1, "one diagnostic: %r" % [item.text for item in items])
        text = items[0].text.replace("\n", " ")
        expect(text.startswith("line 3, column 1 error: unknown step 'pusj'") and "did you mean 'push'" in text,
               "located, with the did-you-mean: %r" % text)
        expect(not items[0].find_elements(By.CSS_SELECTOR, ".lab-message-detail"), "an English page gives the message once")
        marked = figure.find_elements(By.CSS_SELECTOR, ".lab-line.is-error")
        expect([line.text for line in marked] == ["3"], "the gutter marks line 3")
        items[0].find_element(By.CSS_SELECTOR, ".lab-where").click()
        caret = self.driver.execute_script("return arguments[0].selectionStart",
                                           figure.find_element(By.CSS_SELECTOR, ".lab-source"))
        expect(caret == len("root nav(A)\nlaunch\n"), "the diagnostic takes the caret to its line: %r" % caret)

    def test_the_language_reference_runs_its_examples_and_every_diagnostic_links_to_it(self):
        self.open("01-pushing.html")
        figure = self.figure()
        reference = figure.find_element(By.CSS_SELECTOR, ".lab-toolbar .lab-reference")
        expect(reference.is_displayed() and reference.get_attribute("href").endswith("/scenario-language.html"),
               "the editor links to the scenario language")
        self.set_source(figure, "root nav(A)\nlaunch\nremove C2 from P\n")
        items = figure.find_elements(By.CSS_SELECTOR, ".lab-diagnostic.is-error")
        expect(len(items) == 1 and "did you mean 'remove C2'?" in items[0].text,
               "words after a complete form suggest it: %r" % [item.text for item in items])
        link = items[0].find_element(By.CSS_SELECTOR, ".lab-diagnostic-reference").get_attribute("href")
        expect(link.endswith("/scenario-language.html#form-remove"), "the diagnostic links to its form: %r" % link)
        self.set_source(figure, "root A\nlaunch\nfrobnicate\n")
        text = figure.find_element(By.CSS_SELECTOR, ".lab-diagnostic.is-error").text
        expect("unknown step 'frobnicate'" in text and "a step is 'launch', 'push', 'pop'," in text
               and "'page', 'state', 'replace', 'resize' or 'on'" in text, "an unknown step lists the valid steps: %r" % text)
        self.open("scenario-language.html#form-remove")
        expect(self.driver.find_elements(By.CSS_SELECTOR, ".lab") == [], "no example is a lab until asked")
        example = self.driver.find_element(By.CSS_SELECTOR, "#form-remove + p + figure[data-example]")
        expect("remove C" in example.find_element(By.CSS_SELECTOR, ".sim-source").get_attribute("textContent"),
               "the example shows its source")
        button = example.find_element(By.CSS_SELECTOR, ".example-run")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        self.wait_live(example, 0)
        table = example.find_element(By.CSS_SELECTOR, ".sim-live .trace-table").get_attribute("textContent")
        expect("C.willMove(toParent:)" in table,
               "the example runs in place: %r" % table[:200])
        expect(len(self.driver.find_elements(By.CSS_SELECTOR, ".lab")) == 1, "only the example asked for is a lab")
        expect(not example.find_element(By.CSS_SELECTOR, ".lab-reference").is_displayed(),
               "the reference's own labs do not link to the page they are on")

    def test_version_and_device_switches_rerun_at_once(self):
        self.open("01-pushing.html")
        figure = self.figure()
        for selector, value, title in [(".lab-version select", "6", "iOS 6 on iPhone"),
                                       (".lab-device select", "ipad", "iOS 6 on iPad")]:
            before = self.live_runs(figure)
            select = figure.find_element(By.CSS_SELECTOR, selector)
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", select)
            select.find_element(By.CSS_SELECTOR, 'option[value="%s"]' % value).click()
            self.wait_live(figure, before)
            shown = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run-title").text
            expect(shown == title, "the switch re-runs on %s: %r" % (title, shown))
        storyboard = "storyboard A\nroot A\nlaunch\n"
        self.set_source(figure, storyboard)
        version = figure.find_element(By.CSS_SELECTOR, ".lab-version select")
        before = self.live_runs(figure)
        version.find_element(By.CSS_SELECTOR, 'option[value="4"]').click()
        self.wait_live(figure, before)
        errors = [item.text for item in figure.find_elements(By.CSS_SELECTOR, ".lab-diagnostic.is-error")]
        expect(len(errors) == 1 and "iOS 5" in errors[0], "iOS 4 has no storyboards: %r" % errors)

    def test_only_released_versions_are_offered_and_run(self):
        """The menu offers the versions Apple released (26, then 18 down to 3), and a scenario that names one
        that never existed gets the engine's diagnostic with the versions on either side."""
        self.open("01-pushing.html")
        figure = self.figure()
        offered = [option.get_attribute("value")
                   for option in figure.find_elements(By.CSS_SELECTOR, ".lab-version select option")]
        expected = ["26"] + [str(major) for major in range(18, 2, -1)]
        expect([value for value in offered if value] == expected, "released versions only: %r" % offered)
        self.set_source(figure, "ios 22\nroot A\nlaunch\n")
        errors = [item.text for item in figure.find_elements(By.CSS_SELECTOR, ".lab-diagnostic.is-error")]
        expect(len(errors) == 1 and "never released" in errors[0] and "'ios 18' or 'ios 26'" in errors[0],
               "ios 22 is refused with a did-you-mean: %r" % errors)
        answer = self.run_in_page("root A\nlaunch\n", {"format": "summary", "ios": "22"})
        expect("iOS 22" not in answer["output"], "an unreleased version is no override: %r" % answer)

    def test_stepping_scrolls_the_row_into_view_and_the_screen_follows(self):
        self.open("01-pushing.html")
        figure = self.figure()
        self.set_source(figure, "root nav(A)\nlaunch\n" + "push B\npop\n" * 12)
        run = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run")
        diagram = run.find_element(By.CSS_SELECTOR, ".sim-diagram")
        self.driver.execute_script("arguments[0].focus(); arguments[0].scrollIntoView({block: 'center'})", diagram)
        shown = lambda: [s.get_attribute("data-step") for s in run.find_elements(By.CSS_SELECTOR, ".sim-screen")
                         if s.is_displayed()]
        expect(shown() == ["25"], "before stepping the last step's screen shows: %r" % shown())
        diagram.send_keys(Keys.ARROW_RIGHT)
        expect(shown() == ["1"], "the first event shows the screen after step 1: %r" % shown())
        rows = run.find_elements(By.CSS_SELECTOR, "tr[data-seq]")
        # One WebDriver command for the keys: still one keydown each for the page, but not a round trip each
        # (one per key took 40 to 50 s of make test).
        diagram.send_keys(Keys.ARROW_RIGHT * (len(rows) - 2))
        current = run.find_element(By.CSS_SELECTOR, "tr.current")
        inside = self.driver.execute_script(
            "var row = arguments[0].getBoundingClientRect(), box = arguments[1].getBoundingClientRect();"
            "return row.top >= box.top - 1 && row.bottom <= box.bottom + 1;",
            current, run.find_element(By.CSS_SELECTOR, ".sim-table"))
        expect(inside, "the current row is scrolled into the table's view")
        expect(current.get_attribute("data-seq") == str(len(rows) - 1), "arrow keys step: %r" % current.get_attribute("data-seq"))
        expect(shown() == ["25"], "the screen follows to the last step: %r" % shown())
        group = run.find_element(By.CSS_SELECTOR, "g.ev.current")
        expect(group.get_attribute("data-seq") == current.get_attribute("data-seq"), "the diagram marks the same event")
        diagram.send_keys(Keys.ARROW_LEFT)
        expect(run.find_element(By.CSS_SELECTOR, "tr.current").get_attribute("data-seq") == str(len(rows) - 2),
               "← steps back")

    def test_the_screen_picture_is_legible_and_follows_each_event(self):
        """Issue 27, 8: the picture's words are 11 px or more as rendered; the presenter behind a sheet is named in
        the strip left above it; the status bar's time sits beside the notch, not under it; and stepping marks
        the controller of each event, so the picture changes between two events of one step."""
        self.open("01-pushing.html")
        figure = self.figure()
        self.set_source(figure, "ios 17\nroot A\nlaunch\npresent B\n")
        run = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run")
        measured = self.driver.execute_script("""
            var run = arguments[0], out = {small: [], texts: 0};
            run.querySelectorAll('.sim-screen').forEach(function (screen) {
              screen.hidden = false;
              var svg = screen.querySelector('svg');
              var scale = svg.getBoundingClientRect().width / Number(svg.getAttribute('width'));
              svg.querySelectorAll('text').forEach(function (text) {
                out.texts++;
                var size = parseFloat(getComputedStyle(text).fontSize) * scale;
                if (size < 11) out.small.push(text.textContent + ' ' + size.toFixed(1));
              });
            });
            var last = run.querySelector('.sim-screen[data-step="2"] svg');
            last.scrollIntoView({block: 'center'});
            var label = Array.prototype.filter.call(last.querySelectorAll('text'),
              function (t) { return t.textContent === 'A'; })[0];
            var sheet = last.querySelector('g[data-controller="B"] rect').getBoundingClientRect();
            var box = label && label.getBoundingClientRect();
            // Seen: the topmost thing at the middle of the label is the label itself.
            var top = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            out.presenter = box ? {top: box.top, bottom: box.bottom, sheetTop: sheet.top,
                                   seen: top === label} : null;
            var time = last.querySelector('.scr-status text').getBoundingClientRect();
            var notch = last.querySelector('.scr-notch');
            out.notch = notch ? {timeRight: time.right, timeLeft: time.left, notchLeft: notch.getBoundingClientRect().left,
                                 notchRight: notch.getBoundingClientRect().right} : null;
            return out;""", run)
        expect(measured["texts"] > 5 and not measured["small"], "words under 11 px: %r" % measured)
        presenter = measured["presenter"]
        expect(presenter and presenter["seen"] and presenter["bottom"] <= presenter["sheetTop"] + 0.5,
               "the presenter under the sheet is named above it: %r" % presenter)
        notch = measured["notch"]
        expect(notch and (notch["timeRight"] <= notch["notchLeft"] or notch["timeLeft"] >= notch["notchRight"]),
               "the time sits beside the notch: %r" % notch)
        # Step through a push (a sheet's presenter hears nothing): its events go to A and B, and the picture
        # marks each one's controller.
        self.set_source(figure, "ios 17\nroot nav(A)\nlaunch\npush B\n")
        run = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run")
        diagram = run.find_element(By.CSS_SELECTOR, ".sim-diagram")
        self.driver.execute_script("arguments[0].focus()", diagram)
        marks = []
        for _ in run.find_elements(By.CSS_SELECTOR, "tr[data-seq]"):
            diagram.send_keys(Keys.ARROW_RIGHT)
            marks.append(self.driver.execute_script(
                "var row = arguments[0].querySelector('tr.current'), screen = Array.prototype.filter.call("
                " arguments[0].querySelectorAll('.sim-screen'), function (s) { return !s.hidden; })[0];"
                " var mark = screen.querySelector('.scr-current');"
                " return [row.closest('tbody').getAttribute('data-step'), mark ? mark.getAttribute('data-controller') : null,"
                " screen.innerHTML.length + ':' + screen.querySelectorAll('.scr-current').length];", run))
        in_step = [mark for mark in marks if mark[0] == "2"]
        expect(len(set(mark[1] for mark in in_step)) >= 2,
               "the picture marks the controller of each event of one step: %r" % in_step)

    def test_the_playground_keeps_the_scenario_in_its_address(self):
        source = "ios 12  # UTF-8 travels too: café ☕\nroot nav(A)\nlaunch\npush Details\n"
        self.open("playground.html#s=" + fragment(source))
        figure = self.figure()
        WebDriverWait(self.driver, 10).until(lambda d: self.live_runs(figure) > 0)
        area = figure.find_element(By.CSS_SELECTOR, ".lab-source")
        expect(area.get_attribute("value") == source, "the fragment's scenario is in the editor")
        WebDriverWait(self.driver, 10).until(
            lambda d: "Details.viewDidLoad" in figure.find_element(By.CSS_SELECTOR, ".sim-live")
            .get_attribute("textContent"), "and it ran")
        area.send_keys(Keys.END, "pop\n")
        WebDriverWait(self.driver, 10).until(lambda d: d.current_url.split("#s=")[-1] != fragment(source))
        encoded = self.driver.current_url.split("#s=")[-1]
        decoded = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode("utf-8")
        expect(decoded == area.get_attribute("value"), "the address follows the edit: %r" % decoded)
        examples = self.driver.find_elements(By.CSS_SELECTOR, "#playground-example option")
        expect(len(examples) > 1, "the examples menu lists the course's scenarios")
        self.open("01-pushing.html")
        link = self.figure().find_element(By.CSS_SELECTOR, ".lab-playground").get_attribute("href")
        expect("playground.html#s=" + fragment(self.figure().find_element(By.CSS_SELECTOR, ".lab-source")
                                               .get_attribute("value")) in link, "each simulation opens in the playground")

    def test_share_links_keep_the_version_device_and_naming(self):
        """A link holds what was chosen, the address follows every change, and Copy link copies it."""
        source = "root nav(A)\nlaunch\npush B\n"
        self.open("playground.html#s=%s&ios=15&device=ipad&naming=objc" % fragment(source))
        figure = self.figure()
        WebDriverWait(self.driver, 10).until(lambda d: self.live_runs(figure) > 0)
        title = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run-title").text
        expect(title == "iOS 15 on iPad", "the link's version and device are applied: %r" % title)
        expect("naming-objc" in figure.get_attribute("class"), "and its naming")
        expect(not figure.find_element(By.CSS_SELECTOR, ".lab-playground").is_displayed(),
               "the playground does not link to itself")

        def address():
            return self.driver.current_url.split("#", 1)[-1]
        before = self.live_runs(figure)
        figure.find_element(By.CSS_SELECTOR, '.lab-version option[value="12"]').click()
        self.wait_live(figure, before)
        expect(address() == "s=%s&ios=12&device=ipad&naming=objc" % fragment(source),
               "the address follows the version: %r" % address())
        menu = self.driver.find_element(By.ID, "playground-example")
        before = self.live_runs(figure)
        menu.find_elements(By.CSS_SELECTOR, "option")[-1].click()
        self.wait_live(figure, before)
        example = figure.find_element(By.CSS_SELECTOR, ".lab-source").get_attribute("value")
        expect(address().startswith("s=" + fragment(example) + "&"), "the address follows the example chosen")
        area = figure.find_element(By.CSS_SELECTOR, ".lab-source")
        area.send_keys(Keys.CONTROL, Keys.END, "\npop\n")
        WebDriverWait(self.driver, 10).until(lambda d: address().startswith(
            "s=" + fragment(area.get_attribute("value")) + "&"), "the address follows the typing")
        before = self.live_runs(figure)
        figure.find_element(By.CSS_SELECTOR, ".lab-reset").click()
        self.wait_live(figure, before)
        expect(address() == "s=%s&naming=objc" % fragment(example), "Reset: the address follows: %r" % address())
        self.driver.execute_script(
            "Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText: function (t) {"
            " window.copiedText = t; return Promise.resolve(); }}});")
        figure.find_element(By.CSS_SELECTOR, ".lab-copy-link").click()
        WebDriverWait(self.driver, 5).until(lambda d: d.execute_script("return window.copiedText"))
        copied = self.driver.execute_script("return window.copiedText")
        expect(copied == self.driver.current_url, "Copy link copies the address: %r" % copied)
        # A lesson's compared version goes with "Open in playground".
        self.open("01-pushing.html")
        figure = self.figure()
        radio = figure.find_element(By.CSS_SELECTOR, '.sim-versions input[value="0"]')
        self.driver.execute_script("arguments[0].click()", radio)
        shown = figure.find_element(By.CSS_SELECTOR, ".sim-runs:not(.sim-live) > .sim-run:not([hidden])")
        link = figure.find_element(By.CSS_SELECTOR, ".lab-playground").get_attribute("href")
        expect("&ios=%s" % shown.get_attribute("data-ios") in link, "the chosen version travels: %r" % link)

    def test_html_in_the_editor_and_the_fragment_stays_text(self):
        hostile = "root A\nlaunch\npush </script><img src=x onerror=alert(1)>\n"
        self.open("playground.html#s=" + fragment(hostile))
        figure = self.figure()
        WebDriverWait(self.driver, 10).until(lambda d: self.live_runs(figure) > 0)
        expect(not self.driver.find_elements(By.CSS_SELECTOR, "main img"), "no element is made from the text")
        expect(figure.find_elements(By.CSS_SELECTOR, ".lab-diagnostic.is-error"), "it is a scenario with an error")
        binary = base64.urlsafe_b64encode(b"root A\x00\nlaunch\n").decode().rstrip("=")
        self.open("playground.html#s=" + binary)
        figure = self.figure()
        WebDriverWait(self.driver, 10).until(lambda d: self.live_runs(figure) > 0)
        text = figure.find_element(By.CSS_SELECTOR, ".lab-diagnostics").text
        expect("NUL byte" in text, "binary bytes give the located diagnostic: %r" % text)

    def test_a_run_past_the_time_limit_is_stopped_and_the_lab_recovers(self):
        self.open("01-pushing.html")
        figure = self.figure()
        # A long random scenario drawn as HTML takes far longer than 10 ms, so the lowered limit expires.
        long = subprocess.run([self.vclab, "random", "--seed", "5", "--steps", "3000"], capture_output=True,
                              text=True).stdout
        self.driver.execute_script("VCLab.timeLimit = 10")
        rejected = self.run_in_page(long, {"format": "html"})
        expect(rejected == {"failed": "Error: stopped: took longer than 0.01 s"}, "VCLab.run says why: %r" % rejected)
        before = self.live_runs(figure)
        self.driver.execute_script(
            "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
            figure.find_element(By.CSS_SELECTOR, ".lab-source"), long)
        self.wait_live(figure, before)
        status = figure.find_element(By.CSS_SELECTOR, ".lab-status").text
        expect(status == "stopped: took longer than 0.01 s", "the page shows the time-out: %r" % status)
        # The stopped worker was replaced: with the usual limit the next run answers.
        self.driver.execute_script("VCLab.timeLimit = 5000")
        self.set_source(figure, "root nav(A)\nlaunch\npush B\npush C\n")
        status = figure.find_element(By.CSS_SELECTOR, ".lab-status").text
        expect(status.startswith("Ran live on iOS 17"), "the lab recovers: %r" % status)
        expect("C.viewDidLoad" in figure.find_element(By.CSS_SELECTOR, ".sim-live .trace-table").text,
               "and shows the new run")

    def test_the_engine_starts_while_the_page_is_parsed(self):
        # Before the page's own scripts: note the document's state whenever a worker is made, and ask the engine
        # for a run from the first listener of the page's load event.
        script = self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
            "(function () { var Original = window.Worker; window.vclabWorkerStarts = [];"
            " window.Worker = function (url, options) { window.vclabWorkerStarts.push(document.readyState);"
            "  return new Original(url, options); };"
            " window.Worker.prototype = Original.prototype;"
            " addEventListener('load', function () { VCLab.run('root A\\nlaunch\\n', {}).then(function (reply) {"
            "  window.vclabAnsweredAtLoad = reply.output; }); }); })();")})
        http = self.base.startswith("http")
        try:
            if http:
                # Over HTTP the server sends half the page, then waits for the worker to ask for the module: a
                # worker started only once the page had been parsed would ask after the 10 s are up.
                QuietHandler.module_asked.clear()
                del QuietHandler.held[:]
                QuietHandler.hold_page = "/01-pushing.html"
            self.open("01-pushing.html")
            starts = self.driver.execute_script("return window.vclabWorkerStarts")
            expect(len(starts) == 1, "one worker: %r" % starts)
            if http:
                # engine-worker.js is async and first in the head: the worker starts, and the module is asked
                # for, while the rest of the page is still on its way.
                expect(QuietHandler.held == [True], "the module was asked for before the page had all arrived")
                expect(starts == ["loading"], "the worker started while the page was parsed: %r" % starts)
            WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return window.vclabAnsweredAtLoad"))
            answer = self.driver.execute_script("return window.vclabAnsweredAtLoad")
            expect(answer == self.native("root A\nlaunch\n", []).stdout.decode(),
                   "a run asked for as the page loads is answered by the engine: %r" % answer)
            # The benchmark's clock: one mark when the engine is first ready, none for a replacement worker.
            marks = self.driver.execute_script("return performance.getEntriesByName('vclab-engine-ready').length")
            expect(marks == 1, "one engine-ready mark: %r" % marks)
        finally:
            QuietHandler.hold_page = None
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", script)

    def test_the_lab_waits_for_an_engine_script_that_comes_late(self):
        # engine-worker.js is async, so it may run after lab.js and site.js (here the server holds it back
        # 1.5 s, long after the page's DOMContentLoaded): the lab and the quizzes are set up when it arrives.
        if not self.base.startswith("http"):
            return
        script = self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
            "document.addEventListener('DOMContentLoaded', function () { window.vclabParsed = true; });"
            " document.addEventListener('vclab-engine', function () {"
            "  window.vclabEngineAfterParsing = window.vclabParsed === true; });")})
        QuietHandler.late = "/engine-worker.js"
        try:
            self.open("01-pushing.html")
            WebDriverWait(self.driver, 10).until(
                lambda d: d.execute_script("return window.vclabEngineAfterParsing !== undefined"))
            expect(self.driver.execute_script("return window.vclabEngineAfterParsing") is True,
                   "engine-worker.js ran after the page's DOMContentLoaded")
            quizzes = self.driver.execute_script("return document.querySelectorAll('.quiz-form:not([hidden])').length")
            expect(quizzes > 0, "the quizzes are set up for the engine that came late")
            figure = self.figure()
            self.set_source(figure, "root nav(A)\nlaunch\npush B\n")
            status = figure.find_element(By.CSS_SELECTOR, ".lab-status").text
            expect(status.startswith("Ran live on iOS 17"), "the lab runs: %r" % status)
        finally:
            QuietHandler.late = None
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", script)

    def engine_files_requested(self):
        return [path for path, _ in self.requests if path.rsplit("/", 1)[-1] in ENGINE_FILES]

    def test_pages_without_labs_load_no_engine(self):
        # The index, the review page and 404 run nothing of the engine: no lab.js, no module, no worker.
        script = self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
            "(function () { var Original = window.Worker; window.vclabWorkers = 0;"
            " window.Worker = function (url, options) { window.vclabWorkers += 1; return new Original(url, options); };"
            " window.Worker.prototype = Original.prototype; })();")})
        try:
            # 404.html only over HTTP: from file:// its root-absolute favicon link is an error of its own.
            pages = ["index.html", "review.html"] + (["404.html"] if self.base.startswith("http") else [])
            for page in pages:
                del self.requests[:]
                self.driver.get(self.base + page)
                WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
                scripts = self.driver.execute_script(
                    "return Array.prototype.map.call(document.scripts, function (s) { return s.src.split('/').pop(); })")
                expect(not [name for name in scripts if name in ENGINE_FILES] and "rule-descriptions.js" not in scripts,
                       "%s has no engine script: %r" % (page, scripts))
                expect(self.driver.execute_script("return window.vclabWorkers") == 0, "%s starts no worker" % page)
                expect(self.driver.execute_script("return typeof window.VCLab") == "undefined", "%s has no VCLab" % page)
                if self.base.startswith("http"):
                    expect(self.engine_files_requested() == [], "%s fetched %r" % (page, self.engine_files_requested()))
        finally:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", script)

    def test_the_module_is_a_wasm_file_over_http_and_base64_from_file(self):
        # The server says no-store (QuietHandler), so every load asks it for the module again.
        del self.requests[:]
        self.open("01-pushing.html")
        reply = self.run_in_page("root A\nlaunch\n", {})
        expect(reply.get("output") == self.native("root A\nlaunch\n", []).stdout.decode(), "the engine runs: %r" % reply)
        base64_loaded = self.driver.execute_script("return Boolean(window.VCLabEngine && window.VCLabEngine.module)")
        if not self.base.startswith("http"):
            expect(base64_loaded, "from file:// the module comes as base64 (lab-engine.js)")
            return
        # Fetched gzipped by the worker, decompressed and compiled as it streams; neither vclab.wasm nor the
        # base64 copy comes.
        modules = [path for path, _ in self.requests if path.startswith("/vclab.wasm") or path == "/lab-engine.js"]
        expect(modules == ["/vclab.wasm.gz"], "only vclab.wasm.gz asked for: %r" % self.requests)
        expect(not base64_loaded, "no base64 module on the page over HTTP")
        # The rules' words come after the module, added once the engine is ready, so they take none of its
        # bandwidth; the run above waited for them.
        paths = [path for path, _ in self.requests]
        expect("/rule-descriptions.js" in paths and paths.index("/rule-descriptions.js") > paths.index("/vclab.wasm.gz"),
               "rule-descriptions.js asked for after the module: %r" % paths)
        expect(self.driver.execute_script("return Boolean(window.VCLabRuleDescriptions)"), "and loaded")
        # A host that decodes the .gz itself (Content-Encoding: gzip) hands the worker the module: it compiles
        # that as it is. Without the .gz, vclab.wasm; without either, the base64 copy.
        cases = [({"encoded": {"/vclab.wasm.gz"}}, ["/vclab.wasm.gz"]),
                 ({"missing": {"/vclab.wasm.gz"}}, ["/vclab.wasm.gz", "/vclab.wasm"]),
                 ({"missing": {"/vclab.wasm.gz", "/vclab.wasm"}}, ["/vclab.wasm.gz", "/vclab.wasm", "/lab-engine.js"])]
        try:
            for setting, expected in cases:
                QuietHandler.encoded = setting.get("encoded", set())
                QuietHandler.missing = setting.get("missing", set())
                del self.requests[:]
                self.open("01-pushing.html")
                reply = self.run_in_page("root A\nlaunch\npush B\n", {})
                expect(reply.get("output") == self.native("root A\nlaunch\npush B\n", []).stdout.decode(),
                       "the engine runs with %r: %r" % (setting, reply))
                modules = [path for path, _ in self.requests
                           if path.startswith("/vclab.wasm") or path == "/lab-engine.js"]
                expect(modules == expected, "with %r the page asked for %r" % (setting, modules))
        finally:
            QuietHandler.encoded = set()
            QuietHandler.missing = set()
        # The 404s asked for above are the only errors the console has.
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        expect(all("404" in message and "vclab.wasm" in message for message in errors),
               "only the missing modules in the console: %r" % errors)

    def test_built_runs_are_laid_out_as_they_near_the_screen(self):
        self.open("01-pushing.html")
        self.driver.set_window_size(1280, 400)
        try:
            self.driver.execute_script("window.scrollTo(0, 0)")
            # The last run: not drawn yet (site.js draws a run within a screen of the window), or drawn but its
            # table not laid out (content-visibility: auto); scrolled to, it is both.
            runs = self.driver.find_elements(By.CSS_SELECTOR, ".sim-runs:not(.sim-live) > .sim-run:not([hidden])")
            last = runs[-1]
            skipped = ("var table = arguments[0].querySelector('.sim-table table');"
                       " return !!table && table.checkVisibility({contentVisibilityAuto: true})")
            self.driver.execute_script("return new Promise(function (done) { requestAnimationFrame(function () {"
                                       " requestAnimationFrame(done); }); })")
            expect(not self.driver.execute_script(skipped, last), "a built table below the screen is not laid out yet")
            self.driver.execute_script("arguments[0].scrollIntoView()", last)
            WebDriverWait(self.driver, 10).until(
                lambda d: d.execute_script("return !!arguments[0].querySelector('.sim-table table')", last))
            self.driver.execute_script("arguments[0].querySelector('.sim-table table').scrollIntoView()", last)
            WebDriverWait(self.driver, 10).until(lambda d: d.execute_script(skipped, last))
            # A live run is drawn whole, its table too, wherever the screen is.
            figure = self.figure()
            self.set_source(figure, "root nav(A)\nlaunch\npush B\n" + "layout A\n" * 40)
            self.driver.execute_script("window.scrollTo(0, 0)")
            self.driver.execute_script("return new Promise(function (done) { requestAnimationFrame(function () {"
                                       " requestAnimationFrame(done); }); })")
            live = figure.find_element(By.CSS_SELECTOR, ".sim-live .sim-run")
            expect(self.driver.execute_script(skipped, live), "a live run's table is laid out at once")
        finally:
            self.driver.set_window_size(1280, 900)

    def test_the_gutter_numbers_every_line(self):
        self.open("01-pushing.html")
        figure = self.figure()
        self.set_source(figure, "root nav(A)\nlaunch\npusj B\npush C\n")
        gutter = figure.find_element(By.CSS_SELECTOR, ".lab-lines")
        text = self.driver.execute_script("return arguments[0].textContent", gutter)
        expect(text == "1\n2\n3\n4\n5\n", "a number a line, the marked one in its place: %r" % text)

    def test_screenshots(self):
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.open("playground.html#s=" + fragment("root tabs(nav(A), B)\nlaunch\npush C\npresent D pageSheet\n"))
        WebDriverWait(self.driver, 10).until(lambda d: self.live_runs(self.figure()) > 0)
        self.driver.save_screenshot(os.path.join(ARTIFACTS, "playground.png"))

    def test_no_console_errors(self):
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        expect(errors == [], "console errors: %r" % errors)

    def run(self):
        order = ["test_the_api_gives_the_bytes_of_vclab_run", "test_editing_runs_live_and_reset_restores_the_built_trace",
                 "test_editing_a_comparison_keeps_its_version_switch", "test_a_comparison_has_one_ios_control",
                 "test_a_mistake_shows_its_diagnostic_at_its_line",
                 "test_the_language_reference_runs_its_examples_and_every_diagnostic_links_to_it",
                 "test_version_and_device_switches_rerun_at_once",
                 "test_only_released_versions_are_offered_and_run",
                 "test_stepping_scrolls_the_row_into_view_and_the_screen_follows",
                 "test_the_screen_picture_is_legible_and_follows_each_event",
                 "test_the_playground_keeps_the_scenario_in_its_address",
                 "test_share_links_keep_the_version_device_and_naming",
                 "test_html_in_the_editor_and_the_fragment_stays_text",
                 "test_a_run_past_the_time_limit_is_stopped_and_the_lab_recovers",
                 "test_the_engine_starts_while_the_page_is_parsed",
                 "test_the_lab_waits_for_an_engine_script_that_comes_late", "test_pages_without_labs_load_no_engine",
                 "test_the_module_is_a_wasm_file_over_http_and_base64_from_file",
                 "test_built_runs_are_laid_out_as_they_near_the_screen", "test_the_gutter_numbers_every_line",
                 "test_screenshots", "test_no_console_errors"]
        assert sorted(order) == sorted(name for name in dir(self) if name.startswith("test_"))
        for name in order:
            started = time.monotonic()
            try:
                getattr(self, name)()
                self.results.append((name, None))
                print("ok   %s (%s, %.1f s)" % (name, self.base.split(":")[0], time.monotonic() - started))
            except Exception as error:  # noqa: BLE001 - a failed check must not stop the others
                detail = str(error) if isinstance(error, Failure) else traceback.format_exc()
                self.results.append((name, detail))
                print("FAIL %s (%s): %s" % (name, self.base.split(":")[0], detail))
        return self.results


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    # What was asked for, with the type it was served as; the test clears it between pages.
    requests = []
    # What a test asks of the server: paths to answer 404, paths to send as a host that decodes them would
    # (Content-Encoding: gzip, the module's type), and a page to hold back half-sent until the worker asks for
    # the module (or 10 s pass; `held` says which).
    missing = set()
    encoded = set()
    hold_page = None
    late = None
    module_asked = threading.Event()
    held = []

    def log_message(self, *arguments):
        pass

    # No caching, so that what a page loads is asked of the server each time (the worker's fetch of the module
    # is outside what the DevTools protocol's cache switch covers).
    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def do_GET(self):
        path = self.path.split("?")[0].split("#")[0]
        QuietHandler.requests.append((path, self.guess_type(self.translate_path(path))))
        if path.startswith("/vclab.wasm"):
            QuietHandler.module_asked.set()
        if path == QuietHandler.late:
            time.sleep(1.5)
        if path in QuietHandler.missing:
            return self.send_error(404)
        if path in QuietHandler.encoded or path == QuietHandler.hold_page:
            with open(self.translate_path(path), "rb") as handle:
                body = handle.read()
            self.send_response(200)
            if path in QuietHandler.encoded:
                self.send_header("Content-Type", "application/wasm")
                self.send_header("Content-Encoding", "gzip")
            else:
                self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if path != QuietHandler.hold_page:
                return self.wfile.write(body)
            half = len(body) // 2
            self.wfile.write(body[:half])
            self.wfile.flush()
            QuietHandler.held.append(QuietHandler.module_asked.wait(10))
            return self.wfile.write(body[half:])
        super().do_GET()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vclab", default=os.environ.get("VCLAB", os.path.join(ROOT, ".build", "debug", "vclab")))
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="vclab-lab-")
    try:
        site = os.path.join(work, "site")
        engine = os.path.join(ROOT, ".build", "wasm", "vclab.wasm")
        build = subprocess.run([arguments.vclab, "build", "--content", FIXTURE, "--out", site, "--engine", engine],
                               capture_output=True, text=True)
        if build.returncode != 0:
            sys.stderr.write(build.stderr)
            print("lab: 0 passed, 1 failed")
            return 1
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=site))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        results = []
        for base in ["file://" + site + "/", "http://127.0.0.1:%d/" % server.server_address[1]]:
            driver = start_browser(os.path.join(work, "profile-" + base.split(":")[0]))
            driver.set_script_timeout(20)
            try:
                results += LabTest(driver, site, arguments.vclab, base, QuietHandler.requests).run()
            finally:
                driver.quit()
        server.shutdown()
        failed = sum(1 for _, detail in results if detail)
        print("lab: %d passed, %d failed" % (len(results) - failed, failed))
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
