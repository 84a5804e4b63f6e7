#!/usr/bin/env python3
"""vclab export, end to end: what an LMS would be given.

QTI: every item and every lesson's assessmentTest of the course's export (and of a course written to be awkward: raw HTML, lists in feedback,
'&' and '<' in text, every kind) validates against the IMS QTI 2.1 schema with xmllint, offline; the manifest
names its schemas and lists exactly the items in the zip; no item carries '<!-- raw HTML omitted -->'.
GIFT: categories are written literally, which and order are all or nothing as in VCLab (short answers over
numbered options, no weights, no matching), the count printed is the count written, every question carries
its scenario. JSON: version 1 of the documented schema. Moodle XML: every question of the course's export and
of the awkward one is parsed back (ElementTree, an independent reader) and compared with the same quiz in the
JSON export: its type, name and id number, category, tags, answers and which are right, every feedback, the
explanation as general feedback. QTI 1.2 (Canvas's dialect; no DTD ships with the repository): every file
is well-formed, every element the export writes has its children in the order the IMS QTI 1.2 DTD's content
model allows (the models are written out below), the namespace and manifest are Canvas's, every reference
(respident, varequal label, displayfeedback) resolves, Canvas's question_type is one it imports, and the
scoring condition reproduces the JSON key; a trace is never shown in its key's order or its exact reverse.
Hostile corpus: every lesson of Tests/Hostile/corpus that exports, exported in
every format, is well-formed (each XML file parses) and carries no unescaped markup from the lesson.

Usage: python3 Tests/Export/export_test.py   (after swift build; needs xmllint from libxml2-utils)
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VCLAB = os.path.join(ROOT, ".build", "debug", "vclab")
SCHEMA = os.path.join(ROOT, "Tests", "Export", "qti-2.1-schema", "qtiv2p1", "imsqti_v2p1.xsd")
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def vclab(*arguments):
    return subprocess.run([VCLAB, *arguments], cwd=ROOT, capture_output=True, text=True)


AWKWARD = """---
title: Awkward / odd: {names} & <tags>
order: 1
---

```sim nav
ios 12
root nav(A)
launch
push B
pop
```

```quiz
id: awkward-which
sim: nav
step: push B
ask: which
prompt: Which of these happen? <b>raw HTML</b> & a < b, ~tilde~ = #hash {braces}: colon
answer: B.viewDidLoad, A.viewWillDisappear
choices: A.viewDidLoad, B.deinit
tags: lifecycle,  push & pop , <b>bank</b>, lifecycle
difficulty: Hard
explain: Two paragraphs.

  - a list
  - in the explanation
feedback A.viewDidLoad: A was loaded at launch.

  <i>raw</i> and a second paragraph.
```

```quiz
id: awkward-order-two
sim: nav
step: push B
ask: order
prompt: Put them in order.
answer: A.viewWillDisappear, A.viewDidDisappear
```

```quiz
id: awkward-order-three
sim: nav
step: push B
ask: order
prompt: Put these in order.
answer: A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear
```

```quiz
id: awkward-trace
sim: nav
step: pop
ask: trace
only: appearance
prompt: Type the appearance callbacks of the pop.
answer:
  B.viewWillDisappear
  A.viewWillAppear
  B.viewDidDisappear
  A.viewDidAppear
```

```quiz
id: awkward-frame
sim: nav
ask: frame
of: A
prompt: Where is A's view?
answer: 0 0 375 667
```

```quiz
id: awkward-claim
sim: nav
step: pop
ask: claim
claim: B.viewWillDisappear before A.viewWillAppear
prompt: True?
answer: true
feedback false: It is the other way round.
```
"""


QTI21 = "{http://www.imsglobal.org/xsd/imsqti_v2p1}"


def validate_qti(zip_path, label):
    with tempfile.TemporaryDirectory() as directory:
        with zipfile.ZipFile(zip_path) as archive:
            check(archive.testzip() is None, f"{label}: the zip's CRCs hold")
            names = set(archive.namelist())
            archive.extractall(directory)
        manifest_text = open(os.path.join(directory, "imsmanifest.xml"), encoding="utf-8").read()
        check("xsi:schemaLocation" in manifest_text and "imsqti_v2p1.xsd" in manifest_text,
              f"{label}: the manifest names its schemas")
        check("<schema>QTIv2.1 Package</schema>" in manifest_text, f"{label}: the manifest says it is QTI 2.1")
        manifest = ET.fromstring(manifest_text)
        hrefs = {element.get("href") for element in manifest.iter() if element.tag.endswith("resource")}
        items = sorted(name for name in names if name.startswith("items/"))
        tests = sorted(name for name in names if name.startswith("tests/"))
        check(hrefs == set(items) | set(tests), f"{label}: the manifest lists exactly the items and tests in the zip")
        check(tests, f"{label}: there is an assessmentTest per lesson")
        referenced = []
        for test in tests:
            root = ET.parse(os.path.join(directory, test)).getroot()
            check(root.tag == QTI21 + "assessmentTest", f"{label}: {test} is an assessmentTest")
            refs = [ref.get("href") for ref in root.iter(QTI21 + "assessmentItemRef")]
            check(all(os.path.normpath(os.path.join("tests", ref)) in names for ref in refs),
                  f"{label}: every item {test} refers to is in the zip")
            referenced += [os.path.normpath(os.path.join("tests", ref)) for ref in refs]
        check(sorted(referenced) == items, f"{label}: the tests hold every item exactly once")
        # xmllint validates the tests against the same schema.
        test_paths = [os.path.join(directory, test) for test in tests]
        result = subprocess.run(["xmllint", "--noout", "--nonet", "--schema", SCHEMA, *test_paths],
                                capture_output=True, text=True)
        invalid = [line for line in result.stderr.splitlines() if not line.endswith(" validates")]
        check(result.returncode == 0 and not invalid,
              f"{label}: every assessmentTest validates against the QTI 2.1 schema:\n" + "\n".join(invalid[:20]))
        paths = [os.path.join(directory, item) for item in items]
        result = subprocess.run(["xmllint", "--noout", "--nonet", "--schema", SCHEMA, *paths],
                                capture_output=True, text=True)
        invalid = [line for line in result.stderr.splitlines() if not line.endswith(" validates")]
        check(result.returncode == 0 and not invalid,
              f"{label}: every item validates against the QTI 2.1 schema:\n" + "\n".join(invalid[:20]))
        for path in paths:
            text = open(path, encoding="utf-8").read()
            check("raw HTML omitted" not in text, f"{label}: {os.path.basename(path)} has no raw-HTML comment")
            check("<pre><code>" in text, f"{label}: {os.path.basename(path)} carries its scenario as code")
        return len(items), directory


def words(text):
    """The words of Markdown or HTML text, for comparing a rendered text with its source."""
    text = re.sub(r"\]\([^)]*\)", "]", text)
    text = re.sub(r"<[^>]+>", " ", text)
    text = text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
    return set(re.findall(r"[A-Za-z0-9]+", text))


MOODLE_TYPES = {"order": "ordering", "trace": "ordering", "which": "multichoiceset", "loaded": "multichoiceset",
                "first": "multichoice", "last": "multichoice", "next": "multichoice", "happens": "multichoice",
                "claim": "truefalse", "count": "numerical", "frame": "shortanswer"}


def check_moodle(xml_text, quizzes, label):
    """Parses a Moodle XML export back and compares every question with its quiz from the JSON export."""
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as error:
        check(False, f"{label}: the Moodle XML parses: {error}")
        return 0
    check(root.tag == "quiz", f"{label}: the root is <quiz>")
    by_id = {quiz["id"]: quiz for quiz in quizzes}
    category = None
    count = 0
    for question in root.findall("question"):
        kind = question.get("type")
        if kind == "category":
            category = question.findtext("category/text")
            continue
        count += 1
        name = question.findtext("name/text")
        quiz = by_id.get(name)
        check(quiz is not None, f"{label}: question {name!r} is a quiz of the course")
        if quiz is None:
            continue
        where = f"{label}: {name}"
        check(question.findtext("idnumber") == quiz["id"], f"{where}: the id number is the quiz's id")
        check(kind == MOODLE_TYPES[quiz["kind"]], f"{where}: a {quiz['kind']} quiz is {MOODLE_TYPES[quiz['kind']]}, not {kind}")
        check(category == "$course$/top/VCLab/" + quiz["lesson"]["title"].replace("/", "//"),
              f"{where}: the category is the lesson's: {category!r}")
        tags = [tag.findtext("text") for tag in question.findall("tags/tag")]
        check(tags == ["vclab", quiz["kind"], quiz["lesson"]["slug"]] + [t for t in quiz["tags"] if t not in
              ("vclab", quiz["kind"], quiz["lesson"]["slug"])]
              + (["difficulty-" + quiz["difficulty"]] if quiz["difficulty"] else []), f"{where}: tags {tags}")
        prompt = question.findtext("questiontext/text")
        check(question.find("questiontext").get("format") == "html", f"{where}: the prompt is HTML")
        check(words(quiz["prompt"]) <= words(prompt), f"{where}: the prompt carries the quiz's prompt")
        check(words(quiz["scenario"]["source"]) <= words(prompt), f"{where}: the prompt carries the scenario")
        general = question.findtext("generalfeedback/text") or ""
        check(words(quiz["explain"] or "") <= words(general), f"{where}: the explanation is the general feedback")
        answers = [(answer.findtext("text"), answer.get("fraction"), answer.findtext("feedback/text"))
                   for answer in question.findall("answer")]
        texts = [text for text, _, _ in answers]
        right = [text for text, fraction, _ in answers if float(fraction) == 100]
        key = quiz["answer"]
        if kind in ("multichoice", "multichoiceset"):
            check(question.findtext("single") == ("true" if kind == "multichoice" else "false"),
                  f"{where}: single or multiple as the kind answers")
            expected = quiz["options"] if quiz["kind"] != "happens" else ["yes", "no"]
            check(texts == expected, f"{where}: the answers are the options in order: {texts}")
            truth = {True: "yes", False: "no"}.get(key) if quiz["kind"] == "happens" else key
            check(sorted(right) == sorted(truth if isinstance(truth, list) else [truth]),
                  f"{where}: exactly the key is right: {right} vs {key}")
            check(all(float(fraction) in (0, 100) for _, fraction, _ in answers),
                  f"{where}: no weight between 0 and 100, which would give part of the mark")
        elif kind == "truefalse":
            check(texts == ["true", "false"] and right == ["true" if key else "false"], f"{where}: true/false key")
            check(all(feedback for _, _, feedback in answers), f"{where}: both answers carry feedback")
        elif kind == "numerical":
            check(texts == [str(key)] and question.findtext("answer/tolerance") == "0", f"{where}: exact count")
        elif kind == "shortanswer":
            plain = "%g %g %g %g" % (key["x"], key["y"], key["width"], key["height"])
            check(plain in texts and all(fraction == "100" for _, fraction, _ in answers), f"{where}: frame {texts}")
        elif kind == "ordering":
            check(texts == key, f"{where}: the items are listed in the key's order: {texts}")
            check([int(fraction) for _, fraction, _ in answers] == list(range(1, len(key) + 1)),
                  f"{where}: each item's fraction is its place")
            check(question.findtext("gradingtype") == "ALL_OR_NOTHING", f"{where}: all or nothing")
        for text, _, feedback in answers:
            source = quiz["feedback"].get(text)
            if source:
                check(feedback and words(source) <= words(feedback), f"{where}: the feedback on {text!r} is carried")
    return count


INJECTION = "<script>alert(1)</script> ]]> &amp; &#0; \" ' <![CDATA[x]]> <!-- c -->"
# The hostile corpus's lessons that export have few quizzes, so this one puts the injection in every field of a
# quiz of each form, and in the lesson's title (a category, an attribute).
HOSTILE_QUIZZES = """---
title: %(i)s
order: 1
---

```sim s
root nav(A)
launch
push B
```

```quiz
id: h-which
sim: s
step: push B
ask: which
prompt: %(i)s
answer: B.viewDidLoad
choices: A.viewDidLoad
explain: %(i)s
hint: %(i)s
feedback A.viewDidLoad: %(i)s
```

```quiz
id: h-claim
sim: s
step: push B
ask: claim
claim: B.viewDidLoad before A.viewDidDisappear
prompt: %(i)s
answer: true
explain: %(i)s
feedback false: %(i)s
```

```quiz
id: h-order
sim: s
step: push B
ask: order
prompt: %(i)s
answer: A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear
explain: %(i)s
```
""" % {"i": INJECTION}


QTI12 = "{http://www.imsglobal.org/xsd/ims_qtiasiv1p2}"
# The content models of the IMS QTI 1.2 ASI DTD (ims_qtiasiv1p2.dtd) for the elements the export writes, as
# regular expressions over the children's names, each followed by a space.
QTI12_MODELS = {
    "questestinterop": r"(qticomment )?(objectbank |assessment |(section |item )+)",
    "assessment": r"(qticomment )?(duration )?(qtimetadata )*(objectives )*(assessmentcontrol )*(rubric )*"
                  r"(presentation_material )?(outcomes_processing )*(assessproc_extension )?(assessfeedback )*"
                  r"(selection_ordering )?(reference )?(sectionref |section )+",
    "section": r"(qticomment )?(duration )?(qtimetadata )*(objectives )*(sectioncontrol )*(sectionprecondition )*"
               r"(sectionpostcondition )*(rubric )*(presentation_material )?(outcomes_processing )*"
               r"(sectionproc_extension )?(sectionfeedback )*(selection_ordering )?(reference )?"
               r"(itemref |item |sectionref |section )*",
    "item": r"(qticomment )?(duration )?(itemmetadata )?(objectives )*(itemcontrol )*(itemprecondition )*"
            r"(itempostcondition )*(itemrubric |rubric )*(presentation )?(resprocessing )*(itemproc_extension )?"
            r"(itemfeedback )*(reference )?",
    "itemmetadata": r"(qtimetadata )*",
    "qtimetadata": r"(vocabulary )?(qtimetadatafield )+",
    "qtimetadatafield": r"fieldlabel fieldentry ",
    "presentation": r"(qticomment )?(flow |(material |response_lid |response_xy |response_str |response_num |"
                    r"response_grp |response_extension )+)",
    "response_lid": r"(material |material_ref )?(render_choice |render_hotspot |render_slider |render_fib |"
                    r"render_extension )(material |material_ref )?",
    "response_str": r"(material |material_ref )?(render_choice |render_hotspot |render_slider |render_fib |"
                    r"render_extension )(material |material_ref )?",
    "render_choice": r"(material |material_ref |response_label |flow_label )*(response_na )?",
    "render_fib": r"(material |material_ref |response_label |flow_label )*(response_na )?",
    "material": r"(qticomment )?(mattext |matemtext |matimage |mataudio |matvideo |matapplet |matapplication |"
                r"matref |matbreak |mat_extension )+(altmaterial )*",
    "resprocessing": r"(qticomment )?outcomes (respcondition |itemproc_extension )+",
    "outcomes": r"(qticomment )?(decvar (interpretvar )*)+",
    "respcondition": r"(qticomment )?conditionvar (setvar )*(displayfeedback )*(respcond_extension )?",
    "conditionvar": r"(not |and |or |unanswered |other |varequal |varlt |varlte |vargt |vargte |varsubset |"
                    r"varinside |varsubstring |durequal |durlt |durlte |durgt |durgte |var_extension )+",
    "not": r"(not |and |or |unanswered |other |varequal |varlt |varlte |vargt |vargte |varsubset |varinside |"
           r"varsubstring |durequal |durlt |durlte |durgt |durgte )",
    "and": r"(not |and |or |unanswered |other |varequal |varlt |varlte |vargt |vargte |varsubset |varinside |"
           r"varsubstring |durequal |durlt |durlte |durgt |durgte )+",
    "or": r"(not |and |or |unanswered |other |varequal |varlt |varlte |vargt |vargte |varsubset |varinside |"
          r"varsubstring |durequal |durlt |durlte |durgt |durgte )+",
    "itemfeedback": r"((flow_mat |material )|solution |hint )+",
    "flow_mat": r"(qticomment )?(flow_mat |material |material_ref )+",
}
CANVAS_TYPES = {"multiple_choice_question", "true_false_question", "multiple_answers_question",
                "short_answer_question", "numerical_question", "essay_question", "matching_question"}


def check_qti12(zip_path, quizzes, label):
    """Checks a QTI 1.2 export's structure and compares every item's scoring with its quiz's key."""
    by_id = {quiz["id"]: quiz for quiz in quizzes}
    count = 0
    with zipfile.ZipFile(zip_path) as archive:
        names = archive.namelist()
        manifest = ET.fromstring(archive.read("imsmanifest.xml"))
        cp = "{http://www.imsglobal.org/xsd/imscp_v1p1}"
        listed = [f.get("href") for f in manifest.iter(cp + "file")]
        check(sorted(listed) == sorted(n for n in names if n != "imsmanifest.xml"),
              f"{label}: the manifest lists exactly the assessments: {listed}")
        check(all(r.get("type") == "imsqti_xmlv1p2" for r in manifest.iter(cp + "resource")),
              f"{label}: every resource is imsqti_xmlv1p2")
        for name in listed:
            root = ET.fromstring(archive.read(name))
            check(root.tag == QTI12 + "questestinterop", f"{label}: {name} is a questestinterop in QTI 1.2's namespace")
            for element in root.iter():
                tag = element.tag.replace(QTI12, "")
                model = QTI12_MODELS.get(tag)
                if model:
                    children = "".join(child.tag.replace(QTI12, "") + " " for child in element)
                    check(re.fullmatch(model, children), f"{label}: {name}: <{tag}> holds {children!r}, "
                                                         "which the QTI 1.2 DTD does not allow")
            for item in root.iter(QTI12 + "item"):
                count += 1
                quiz = by_id.get(item.get("title"))
                check(quiz is not None, f"{label}: item {item.get('title')} is a quiz")
                if quiz is None:
                    continue
                where = f"{label}: {quiz['id']}"
                fields = {f.findtext(QTI12 + "fieldlabel"): f.findtext(QTI12 + "fieldentry")
                          for f in item.iter(QTI12 + "qtimetadatafield")}
                check(fields.get("question_type") in CANVAS_TYPES, f"{where}: Canvas type {fields.get('question_type')}")
                check(fields.get("points_possible") == "1.0", f"{where}: one point")
                check(fields.get("vclab_tags") == (", ".join(quiz["tags"]) if quiz["tags"] else None),
                      f"{where}: the quiz's tags are carried: {fields.get('vclab_tags')}")
                check(fields.get("vclab_difficulty") == quiz["difficulty"],
                      f"{where}: the quiz's difficulty is carried: {fields.get('vclab_difficulty')}")
                labels = {l.get("ident"): l.findtext(f"{QTI12}material/{QTI12}mattext")
                          for l in item.iter(QTI12 + "response_label")}
                responses = {r.get("ident") for r in item.iter() if r.tag in (QTI12 + "response_lid", QTI12 + "response_str")}
                feedback_ids = {f.get("ident") for f in item.iter(QTI12 + "itemfeedback")}
                for var in item.iter():
                    if var.tag.replace(QTI12, "") in ("varequal", "vargte", "varlte"):
                        check(var.get("respident") in responses, f"{where}: {var.tag} names a response")
                for shown in item.iter(QTI12 + "displayfeedback"):
                    check(shown.get("linkrefid") in feedback_ids, f"{where}: feedback {shown.get('linkrefid')} exists")
                prompt = item.findtext(f"{QTI12}presentation/{QTI12}material/{QTI12}mattext")
                check(words(quiz["prompt"]) <= words(prompt), f"{where}: the prompt is carried")
                if quiz["explain"]:
                    general = [f for f in item.iter(QTI12 + "itemfeedback") if f.get("ident") == "general_fb"]
                    check(general and words(quiz["explain"]) <= words(ET.tostring(general[0], encoding="unicode")),
                          f"{where}: the explanation is general_fb")
                scoring = [c for c in item.iter(QTI12 + "respcondition") if c.get("continue") == "No"]
                check(len(scoring) == 1 and scoring[0].findtext(QTI12 + "setvar") == "100",
                      f"{where}: one condition earns the whole mark")
                if not scoring:
                    continue
                condition = scoring[0].find(QTI12 + "conditionvar")
                kind, key = quiz["kind"], quiz["answer"]
                is_lid = item.find(f".//{QTI12}response_lid") is not None
                if kind in ("which", "loaded"):
                    conjunction = condition.find(QTI12 + "and")
                    ticked = {labels[v.text] for v in conjunction.findall(QTI12 + "varequal")}
                    unticked = {labels[v.text] for v in conjunction.findall(f"{QTI12}not/{QTI12}varequal")}
                    check(ticked == set(key) and ticked | unticked == set(quiz["options"]),
                          f"{where}: every right option ticked and no other: {ticked}")
                elif kind in ("first", "last", "next"):
                    check([labels[v.text] for v in condition.findall(QTI12 + "varequal")] == [key], f"{where}: key")
                elif kind in ("happens", "claim"):
                    words_ = ["yes", "no"] if kind == "happens" else ["True", "False"]
                    check([labels[v.text] for v in condition.findall(QTI12 + "varequal")] == [words_[0 if key else 1]],
                          f"{where}: the boolean key")
                    for option, text in quiz["feedback"].items():
                        index = 0 if option in ("yes", "true") else 1
                        check(f"C{index + 1}_fb" in feedback_ids, f"{where}: feedback on {option} is carried")
                elif kind == "count":
                    check(condition.findtext(f"{QTI12}or/{QTI12}varequal") == str(key), f"{where}: the count")
                elif kind == "frame":
                    accepted = [v.text for v in condition.findall(QTI12 + "varequal")]
                    check("%g %g %g %g" % (key["x"], key["y"], key["width"], key["height"]) in accepted,
                          f"{where}: the frame {accepted}")
                elif kind in ("order", "trace") and is_lid:
                    check(len(key) == 2 and [labels[v.text] for v in condition.findall(QTI12 + "varequal")] == [key[0]],
                          f"{where}: which comes first")
                elif kind in ("order", "trace"):
                    shown = [html_unescape(code) for code in re.findall(r"<li><code>(.*?)</code></li>", prompt)]
                    check(sorted(shown) == sorted(key), f"{where}: every item is listed: {shown}")
                    if kind == "trace" and len(key) > 2:
                        check(shown != key and shown != key[::-1],
                              f"{where}: the lines are shown neither in order nor in exact reverse")
                    numbers = " ".join(str(shown.index(event) + 1) for event in key if event in shown)
                    accepted = [v.text for v in condition.findall(QTI12 + "varequal")]
                    check(numbers in accepted, f"{where}: the numbers in order {numbers!r} are accepted: {accepted}")
    return count


def html_unescape(text):
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")


def check_hostile_exports(work):
    """Every hostile lesson that exports is exported in every format, well-formed and escaped."""
    corpus = os.path.join(ROOT, "Tests", "Hostile", "corpus")
    exported = 0
    sources = {name: open(os.path.join(corpus, name), "rb").read() for name in sorted(os.listdir(corpus))
               if name.endswith(".md")}
    sources["injection-in-every-quiz-field.md"] = HOSTILE_QUIZZES.encode()
    for name, text in sources.items():
        content = os.path.join(work, "hostile-" + name[:-3])
        os.makedirs(content)
        with open(os.path.join(content, "01-lesson.md"), "wb") as copy:
            copy.write(text)
        moodle = vclab("export", "--format", "moodle", "--content", content)
        if moodle.returncode != 0:
            check(moodle.returncode == 1, f"hostile {name}: export fails as a content error, not {moodle.returncode}")
            continue
        exported += 1
        check(name != "injection-in-every-quiz-field.md" or "<question type=\"truefalse\">" in moodle.stdout,
              f"the injection lesson exports its quizzes: {moodle.stderr}")
        try:
            root = ET.fromstring(moodle.stdout)
            # Parsed once, the text is the HTML Moodle shows: the lesson's markup must not be in it as markup.
            # (A category's name is plain text, not HTML: it is the title, literally.)
            for parent in root.iter():
                if parent.get("format") != "html":
                    continue
                for element in parent.findall("text"):
                    check("<script" not in (element.text or "").lower(),
                          f"hostile {name}: no <script> from the lesson in Moodle's HTML ({parent.tag})")
        except ET.ParseError as error:
            check(False, f"hostile {name}: the Moodle XML is well-formed: {error}")
        for format_name in ["qti", "qti12"]:
            archive_path = os.path.join(content, format_name + ".zip")
            qti = vclab("export", "--format", format_name, "--content", content, "--out", archive_path)
            check(qti.returncode == 0, f"hostile {name}: the {format_name} export succeeds as the Moodle one did")
            if qti.returncode != 0:
                continue
            with zipfile.ZipFile(archive_path) as archive:
                for member in archive.namelist():
                    try:
                        item = ET.fromstring(archive.read(member))
                        check(not any(element.tag.endswith("}script") for element in item.iter()),
                              f"hostile {name}: no <script> element in {member}")
                    except ET.ParseError as error:
                        check(False, f"hostile {name}: {member} is well-formed: {error}")
        result = vclab("export", "--format", "json", "--content", content)
        try:
            json.loads(result.stdout)
        except ValueError as error:
            check(False, f"hostile {name}: the JSON parses: {error}")
    check(exported > 0, "some hostile lessons export")
    return exported


def main():
    check(os.access(VCLAB, os.X_OK), f"{VCLAB} is built")
    with tempfile.TemporaryDirectory() as work:
        # The bundled course.
        course_zip = os.path.join(work, "course.zip")
        result = vclab("export", "--format", "qti", "--out", course_zip)
        check(result.returncode == 0, f"export qti exits 0: {result.stderr}")
        count, _ = validate_qti(course_zip, "course")
        check(result.stderr.strip() == f"exported {count} quizzes to {course_zip}",
              f"the count printed is the count written: {result.stderr!r} vs {count}")

        # A course written to be awkward.
        content = os.path.join(work, "awkward")
        os.makedirs(content)
        with open(os.path.join(content, "01-awkward.md"), "w", encoding="utf-8") as file:
            file.write(AWKWARD)
        result = vclab("check", "--content", content, content)
        check(result.returncode == 0, f"the awkward course checks: {result.stderr}")
        awkward_zip = os.path.join(work, "awkward.zip")
        result = vclab("export", "--format", "qti", "--content", content, "--out", awkward_zip)
        check(result.returncode == 0, f"export qti of the awkward course: {result.stderr}")
        count, _ = validate_qti(awkward_zip, "awkward")
        check(count == 6, f"every awkward quiz is an item: {count}")
        with zipfile.ZipFile(awkward_zip) as archive:
            which = archive.read("items/awkward-which.xml").decode()
            trace = archive.read("items/awkward-trace.xml").decode()
            frame = archive.read("items/awkward-frame.xml").decode()
            claim = archive.read("items/awkward-claim.xml").decode()
        check('<modalFeedback outcomeIdentifier="FEEDBACK" identifier="C2" showHide="show"><p>It is the other way round.'
              in claim and '<variable identifier="RESPONSE"/></multiple>' in claim,
              "a true/false item shows the feedback on 'false' when 'false' is chosen")
        check("<patternMatch pattern=" in frame and "<correct identifier" not in frame,
              "a frame item is graded by the pattern of every form the site accepts")
        check("feedbackInline" not in which and which.count("<modalFeedback") == 2,
              "per-choice feedback is a modalFeedback next to the explanation")
        check("&lt;b&gt;raw HTML&lt;/b&gt;" not in which and "raw HTML" in which,
              "raw HTML in a prompt is dropped, its text kept")
        check("Put the lines in the order UIKit makes them" in trace, "a trace item's prompt says to order")
        lines = [html_unescape(line) for line in re.findall(r"<simpleChoice identifier=\"C\d+\">(.*?)</simpleChoice>", trace)]
        key = ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"]
        check(sorted(lines) == sorted(key) and lines != key and lines != key[::-1],
              f"a trace's lines are shown neither in order nor in exact reverse: {lines}")

        # GIFT.
        gift_path = os.path.join(work, "awkward.gift")
        result = vclab("export", "--format", "gift", "--content", content, "--out", gift_path)
        check(result.returncode == 0, f"export gift: {result.stderr}")
        text = open(gift_path, encoding="utf-8").read()
        # Each question follows its comment line of tags.
        blocks = [re.sub(r"\A(//[^\n]*\n)+", "", block) for block in re.split(r"\n\n", text)]
        questions = [block for block in blocks if block.startswith("::")]
        check("\n// [tag:vclab] [tag:which] [tag:01-awkward] [tag:lifecycle] [tag:push & pop] [tag:<b>bank</b>]"
              " [tag:difficulty-hard]\n"
              "::awkward-which::" in text, "a GIFT question's tags are in the comment before it, as Moodle reads them")
        check(f"exported {len(questions)} quizzes to {gift_path} (1 left out)" in result.stderr,
              f"the GIFT count printed is the count written: {result.stderr!r} vs {len(questions)}")
        check("note: left out 'awkward-trace'" in result.stderr, "the trace quiz is reported")
        check("\n$CATEGORY: VCLab/Awkward // odd: {names} & <tags>\n" in text,
              "the category line is literal, with '/' doubled")
        for question in questions:
            body = question.split("{\n", 1)[1]
            check(" -> " not in body, f"no matching question (Moodle gives each pair part of the mark): {question[:60]}")
            check("The scenario" in question and "\\n    root nav(A)" in question,
                  f"each GIFT question carries its scenario: {question[:60]}")
        two = next(q for q in questions if q.startswith("::awkward-order-two::"))
        check("\t=A.viewWillDisappear\n" in two and "\t~A.viewDidDisappear\n" in two,
              "a two-event order is a which-comes-first question")
        # VCLab grades which and order all or nothing; so does a short answer over the numbered options.
        def numbered(question):
            return {option: int(number) for number, option in re.findall(r"\\n(\d+)\. `([^`]*)`", question)}

        def accepted(question):
            return sorted(line[2:] for line in question.split("{\n", 1)[1].splitlines() if line.startswith("\t="))

        which = next(q for q in questions if q.startswith("::awkward-which::"))
        numbers = numbered(which)
        check(sorted(numbers) == ["A.viewDidLoad", "A.viewWillDisappear", "B.deinit", "B.viewDidLoad"],
              f"a which question lists its options numbered: {numbers}")
        right = sorted(numbers.get(option, 0) for option in ["B.viewDidLoad", "A.viewWillDisappear"])
        check(accepted(which) == sorted(["%d %d" % tuple(right), "%d,%d" % tuple(right), "%d, %d" % tuple(right),
                                         "%d%d" % tuple(right)]),
              f"a which question accepts exactly the right numbers, smallest first: {accepted(which)}")
        check("~%" not in which, "no weighted option, which would give part of the mark")
        check("If you chose %d (`A.viewDidLoad`)\\: A was loaded at launch." % numbers.get("A.viewDidLoad", 0) in which,
              "per-choice feedback joins the general feedback, naming the option's number")
        three = next(q for q in questions if q.startswith("::awkward-order-three::"))
        numbers = numbered(three)
        order = [numbers.get(event, 0) for event in ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear"]]
        check(accepted(three) == sorted([" ".join(map(str, order)), ",".join(map(str, order)),
                                         ", ".join(map(str, order)), "".join(map(str, order))]),
              f"an order question accepts exactly the numbers in order: {accepted(three)}")
        claim = next(q for q in questions if q.startswith("::awkward-claim::"))
        check("\tTRUE#It is the other way round.\n" in claim,
              f"a true/false question carries the feedback on the wrong answer first: {claim[-120:]!r}")
        frame = next(q for q in questions if q.startswith("::awkward-frame::"))
        for form in ["0 0 375 667", "0, 0, 375, 667", "0,0,375,667", "(0, 0, 375, 667)",
                     "\\{\\{0, 0\\}, \\{375, 667\\}\\}"]:
            check(f"\t={form}\n" in frame, f"the frame accepts {form!r}")

        # JSON.
        result = vclab("export", "--format", "json", "--content", content)
        check(result.returncode == 0, f"export json: {result.stderr}")
        document = json.loads(result.stdout)
        check(list(document) == ["version", "quizzes"] and document["version"] == 1, "JSON version 1")
        fields = ["id", "lesson", "kind", "prompt", "options", "answer", "explain", "hint", "feedback",
                  "subject", "only", "window", "scenario", "tags", "difficulty"]
        for quiz in document["quizzes"]:
            check(list(quiz) == fields, f"plain, documented fields: {list(quiz)}")
            check(not any("_0" in key for key in json.dumps(quiz)), "no synthesized _0 keys")
            check(list(quiz["scenario"]) == ["name", "step", "source"], "the scenario travels with the quiz")
            check(quiz["scenario"]["source"].startswith("ios 12\nroot nav(A)"), "the scenario's source")
        by_id = {quiz["id"]: quiz for quiz in document["quizzes"]}
        check(by_id["awkward-frame"]["answer"] == {"x": 0, "y": 0, "width": 375, "height": 667}, "frame answer")
        check(by_id["awkward-claim"]["answer"] is True, "claim answer is a boolean")
        check(by_id["awkward-which"]["answer"] == ["A.viewWillDisappear", "B.viewDidLoad"], "which answer")
        check(by_id["awkward-trace"]["only"] == "appearance", "trace filter")
        check(by_id["awkward-which"]["tags"] == ["lifecycle", "push & pop", "<b>bank</b>"],
              f"tags, trimmed and without repeats: {by_id['awkward-which']['tags']}")
        check(by_id["awkward-claim"]["tags"] == [], "no tags is an empty list")
        check(by_id["awkward-which"]["difficulty"] == "hard" and by_id["awkward-claim"]["difficulty"] is None,
              "difficulty: in any case, a word in lower case; none is null")
        broken = os.path.join(work, "difficulty")
        os.makedirs(broken)
        with open(os.path.join(broken, "01-d.md"), "w") as file:
            file.write("---\ntitle: D\n---\n\n```sim s\nroot A\nlaunch\n```\n\n```quiz\nid: d\nsim: s\n"
                       "ask: happens\nevent: A.viewDidLoad\nprompt: p\nanswer: yes\ndifficulty: 3\n```\n")
        result = vclab("check", "--content", broken)
        check(result.returncode == 1 and "01-d.md:17:13: error: unknown difficulty '3'; 'difficulty' is easy, medium or hard "
              "[quiz.invalid-value]" in result.stderr, f"a bad difficulty is an error at its value: {result.stderr!r}")

        # Moodle XML, compared question by question with the JSON export of the same course.
        for label, arguments in [("course", []), ("awkward", ["--content", content])]:
            result = vclab("export", "--format", "moodle", *arguments)
            check(result.returncode == 0, f"export moodle ({label}): {result.stderr}")
            document = json.loads(vclab("export", "--format", "json", *arguments).stdout)
            count = check_moodle(result.stdout, document["quizzes"], label)
            left_out = result.stderr.count("note: left out")
            check(count + left_out == len(document["quizzes"]),
                  f"{label}: every quiz is a Moodle question or reported: {count} + {left_out}")
            print(f"moodle ({label}): {count} questions parsed back and compared, {left_out} left out")
            qti12_zip = os.path.join(work, label + "-qti12.zip")
            result = vclab("export", "--format", "qti12", "--out", qti12_zip, *arguments)
            check(result.returncode == 0, f"export qti12 ({label}): {result.stderr}")
            count = check_qti12(qti12_zip, document["quizzes"], label)
            left_out = result.stderr.count("note: left out")
            check(count + left_out == len(document["quizzes"]),
                  f"{label}: every quiz is a QTI 1.2 item or reported: {count} + {left_out}")
            print(f"qti12 ({label}): {count} items checked against the DTD's content models and their keys")
        print(f"hostile corpus: {check_hostile_exports(work)} lessons exported in every format, well-formed")

    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print("export_test: all checks passed")


if __name__ == "__main__":
    main()
