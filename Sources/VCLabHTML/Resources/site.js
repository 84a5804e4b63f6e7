// VCLab site script: theme, sidebar, search, quizzes and progress; simulations are lab.js's.
// Plain JavaScript with no framework and nothing fetched from elsewhere. Every page works without it:
// quizzes then show their answer in a <details> element, and each scenario shows every iOS version.
// Quizzes are graded by QuizGrader itself, in the WebAssembly module (VCLab.grade, from engine-worker.js).
(function () {
  'use strict';

  var STORAGE = {
    theme: 'vclab:theme', naming: 'vclab:naming', progress: 'vclab:progress', predict: 'vclab:predict',
    language: 'vclab:language', reviews: 'vclab:reviews'
  };
  // Every file:// page shares one origin, so two courses opened from disk would share their answers: there,
  // progress is keyed to the course's folder. A translation's pages sit one folder down (zh-Hans/), and the
  // page says how far its root is (data-root="../"), so both languages share one record of answers.
  if (typeof location !== 'undefined' && location.protocol === 'file:') {
    var folder = location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1);
    var up = (document.documentElement.getAttribute('data-root') || '').split('../').length - 1;
    for (var level = 0; level < up; level++) folder = folder.slice(0, folder.slice(0, -1).lastIndexOf('/') + 1);
    STORAGE.progress += ':' + folder;
    STORAGE.reviews += ':' + folder;
    // Answers saved before progress was keyed to the folder go to the first course opened since.
    try {
      var unkeyed = window.localStorage.getItem('vclab:progress');
      if (unkeyed !== null && window.localStorage.getItem(STORAGE.progress) === null) {
        window.localStorage.setItem(STORAGE.progress, unkeyed);
        window.localStorage.removeItem('vclab:progress');
      }
    } catch (error) {
      // No storage: nothing to carry over.
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Words: every word the script shows comes from the page, in the page's language (the site's one
  // catalogue, SiteText, rendered as JSON into #vclab-strings); `{name}` is filled from `values`.

  var STRINGS = null;

  function pageText(key, values) {
    if (STRINGS === null) {
      var block = document.getElementById('vclab-strings');
      try {
        STRINGS = block ? JSON.parse(block.textContent) : {};
      } catch (error) {
        STRINGS = {};
      }
    }
    var template = typeof STRINGS[key] === 'string' ? STRINGS[key] : key;
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Storage: localStorage can be missing or full (private windows); the site then just forgets.

  function load(key, fallback) {
    try {
      var text = window.localStorage.getItem(key);
      return text === null ? fallback : JSON.parse(text);
    } catch (error) {
      return fallback;
    }
  }

  function save(key, value) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch (error) {
      // Nothing to do: progress is a convenience.
    }
  }

  function progress() {
    var stored = load(STORAGE.progress, {});
    return stored && typeof stored === 'object' ? stored : {};
  }

  // Every graded attempt, for the review page's scheduler: per quiz id, [time in seconds, score, seen] in the
  // order they were made, as the terminal's progress log keeps them (seen: the page had shown the answer, so
  // a right answer then is not a review).
  function reviewLog() {
    var stored = load(STORAGE.reviews, {});
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  }

  function recordAttempt(id, score, seen) {
    var log = reviewLog();
    var attempts = Array.isArray(log[id]) ? log[id] : [];
    attempts.push([Date.now() / 1000, score, seen ? 1 : 0]);
    log[id] = attempts;
    save(STORAGE.reviews, log);
  }

  // Each quiz's state as study mode's scheduler gives it: FSRS-6 and the step from an attempt to the next
  // review, in vclab-review.wasm, compiled from the same Swift files as `vclab study --review`
  // (review-engine.js, on the review page only). Null without the module or WebAssembly; per quiz id
  // otherwise: { due (today or overdue), time (when it is due, seconds), recall (today, 0 to 1), stability,
  // difficulty, attempts, days }.
  function reviewSchedule(log, now) {
    var engine = self.VCLabReviewEngine;
    if (!engine || !engine.module || typeof WebAssembly === 'undefined') return null;
    var ids = Object.keys(log).filter(function (id) {
      return Array.isArray(log[id]) && log[id].length > 0 && log[id].every(function (attempt) {
        return Array.isArray(attempt) && attempt.length === 3 && attempt.every(Number.isFinite);
      });
    }).sort();
    var clock = now === undefined ? Date.now() / 1000 : now;
    var encoder = new TextEncoder();
    var numbers = [clock, -new Date(clock * 1000).getTimezoneOffset() * 60, ids.length];
    var encoded = ids.map(function (id) { return encoder.encode(id); });
    var idBytes = 0;
    ids.forEach(function (id, index) {
      numbers.push(encoded[index].length, log[id].length);
      log[id].forEach(function (attempt) { numbers.push(attempt[0], attempt[1], attempt[2] ? 1 : 0); });
      idBytes += encoded[index].length;
    });
    try {
      var binary = atob(engine.module);
      var bytes = new Uint8Array(binary.length);
      for (var index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
      var exports = new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports;
      var numberPointer = exports.vclab_review_allocate(numbers.length * 8);
      new Float64Array(exports.memory.buffer, numberPointer, numbers.length).set(numbers);
      var idPointer = exports.vclab_review_allocate(idBytes);
      var idView = new Uint8Array(exports.memory.buffer, idPointer, idBytes);
      var at = 0;
      encoded.forEach(function (id) { idView.set(id, at); at += id.length; });
      var count = exports.vclab_review_schedule(numberPointer, numbers.length, idPointer, idBytes);
      exports.vclab_review_release(numberPointer);
      exports.vclab_review_release(idPointer);
      if (count !== ids.length * 7) return null;
      var answer = new Float64Array(exports.memory.buffer, exports.vclab_review_output_pointer(), count);
      var states = {};
      ids.forEach(function (id, index) {
        var field = index * 7;
        states[id] = {
          due: answer[field] === 1, time: answer[field + 1], recall: answer[field + 2],
          stability: answer[field + 3], difficulty: answer[field + 4], attempts: answer[field + 5],
          days: answer[field + 6]
        };
      });
      return states;
    } catch (error) {
      return null;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Code names on narrow screens: a callback name wraps where a reader would split it, never inside a word.
  // A <wbr> goes after a dot (A.|viewWillDisappear), before an argument list (willMove|(toParent:)), after an
  // argument label (withIdentifier:|sender:) and after a path's slash (UIKit/|Classes), each only between
  // two parts of a name (iOS 12.4 and a URL's "https://" keep whole). One pass over every box that shows
  // names (inline code, the narrow diagram's labels, the stepper's line), built and live runs alike (lab.js
  // calls it on what it draws); the stylesheet's `overflow-wrap: anywhere` stays as the last resort for a
  // single part longer than its box. Without JavaScript names wrap as the stylesheet alone lets them.

  // Code inside <pre> keeps its lines as written. The drawn diagram's labels are SVG text, which never wraps:
  // marking them cost a third of the pass for nothing.
  var NAME_BOXES = ':not(pre) > code, .trace-lanes .ev-label, .sim-status';

  // Character codes, not regular expressions: a lesson page holds thousands of names.
  function isNameStart(code) { return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95; }

  function isNamePart(code) { return isNameStart(code) || (code >= 48 && code <= 57); }

  // Where a line may break in `text`: offsets before which a <wbr> goes. A name that starts with a dot
  // (.currentContext) may also start a line: Chinese glues a dot to the character before it (C以.currentContext).
  function nameBreaks(text) {
    var breaks = text.charCodeAt(0) === 46 && isNameStart(text.charCodeAt(1)) ? [0] : [];
    for (var at = 1; at < text.length - 1; at++) {
      var code = text.charCodeAt(at);
      var before = text.charCodeAt(at - 1);
      if (code === 40) { // (
        if (isNamePart(before)) breaks.push(at);
      } else if (code === 46 || code === 58 || code === 47) { // . : /
        // After a name's part, a call's `)`, an optional's `?` or the first of `//`.
        if ((isNamePart(before) || before === 41 || before === 63 || before === code)
            && isNameStart(text.charCodeAt(at + 1))) breaks.push(at + 1);
      }
    }
    return breaks;
  }

  function markTextBreaks(node) {
    var breaks = nameBreaks(node.data);
    // From the last break back, so that the earlier offsets still hold in what is left of the node.
    for (var index = breaks.length - 1; index >= 0; index--) {
      var at = breaks[index];
      var rest = at > 0 ? node.splitText(at) : node;
      rest.parentNode.insertBefore(document.createElement('wbr'), rest);
    }
  }

  function markBoxBreaks(element) {
    for (var child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) markTextBreaks(child);
      else if (child.nodeType === 1) markBoxBreaks(child);
    }
  }

  function markNameBreaks(root) {
    if (!root || !root.querySelectorAll) return;
    if (root.matches && root.matches(NAME_BOXES)) markBoxBreaks(root);
    var boxes = root.querySelectorAll(NAME_BOXES);
    for (var index = 0; index < boxes.length; index++) markBoxBreaks(boxes[index]);
  }

  // ---------------------------------------------------------------------------------------------
  // Built runs, drawn as they near the screen. The build writes each run inside <noscript>, which a browser
  // with scripts parses as one text node, not as the run's hundreds of elements (a lesson's runs were four
  // fifths of its 15,000 nodes at load). Each becomes an empty `.sim-run` that keeps the run's attributes, so
  // the version switch works on it, and is drawn, in place, when it comes within a screen of the window, when
  // an address names an element inside it, or before printing. Without scripts, the runs show as they are.

  var runObserver = null;

  // The run's content moves into its shell, which stays the same element (what holds it, a script or a test,
  // keeps holding the run) and takes the run's own attributes.
  function drawRun(shell) {
    if (!shell.deferredHTML) return;
    var template = document.createElement('template');
    template.innerHTML = shell.deferredHTML;
    var run = template.content.querySelector('.sim-run');
    shell.deferredHTML = null;
    if (runObserver) runObserver.unobserve(shell);
    if (!run) return;
    markNameBreaks(run);
    Array.prototype.forEach.call(run.attributes, function (attribute) {
      shell.setAttribute(attribute.name, attribute.value);
    });
    while (run.firstChild) shell.appendChild(run.firstChild);
    // lab.js sets up the stepper and the fit of the drawing; it listens on the document.
    shell.dispatchEvent(new CustomEvent('vclab-run-drawn', { bubbles: true }));
  }

  function drawRuns(root) {
    Array.prototype.slice.call((root || document).querySelectorAll('.sim-run-deferred')).forEach(drawRun);
  }

  // The run an address points into (`#…-rule-view.load`, an evidence note), drawn so that the browser can go there.
  function drawRunOf(id) {
    if (!id || document.getElementById(id)) return;
    var needle = 'id="' + id.replace(/&/g, '&amp;').replace(/"/g, '&quot;') + '"';
    var shell = Array.prototype.filter.call(document.querySelectorAll('.sim-run-deferred'), function (candidate) {
      return candidate.deferredHTML && candidate.deferredHTML.indexOf(needle) >= 0;
    })[0];
    if (!shell) return;
    drawRun(shell);
    var target = document.getElementById(id);
    if (target) target.scrollIntoView();
  }

  function hashTarget() {
    try { return decodeURIComponent(location.hash.slice(1)); } catch (error) { return location.hash.slice(1); }
  }

  function prepareRuns() {
    var shells = Array.prototype.map.call(document.querySelectorAll('noscript.sim-deferred'), function (noscript) {
      var shell = document.createElement('div');
      shell.className = 'sim-run sim-run-deferred';
      ['data-run', 'data-ios', 'data-device'].forEach(function (name) {
        shell.setAttribute(name, noscript.getAttribute(name) || '');
      });
      shell.deferredHTML = noscript.textContent;
      noscript.parentNode.replaceChild(shell, noscript);
      return shell;
    });
    if (!shells.length) return;
    if (typeof IntersectionObserver === 'function') {
      runObserver = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) { if (entry.isIntersecting) drawRun(entry.target); });
      }, { rootMargin: '100% 0px' });
      shells.forEach(function (shell) { runObserver.observe(shell); });
    } else {
      shells.forEach(drawRun);
    }
    drawRunOf(hashTarget());
    window.addEventListener('hashchange', function () { drawRunOf(hashTarget()); });
    window.addEventListener('beforeprint', function () { drawRuns(document); });
  }

  // lab.js draws live runs and the stepper's line, and marks them with the same pass; it waits for the engine
  // as the quizzes do.
  window.VCLabSite = {
    markNameBreaks: markNameBreaks,
    whenEngine: whenEngine,
    drawRuns: drawRuns,
    reviewSchedule: function (log, now) { return reviewSchedule(log, now); }
  };

  // ---------------------------------------------------------------------------------------------
  // Theme: follows the system unless the learner picks one; applied before the first paint.

  var THEMES = ['system', 'light', 'dark'];

  function applyTheme(theme) {
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
    else document.documentElement.removeAttribute('data-theme');
  }

  applyTheme(load(STORAGE.theme, 'system'));

  function setUpThemeToggle() {
    var button = document.querySelector('.theme-toggle');
    if (!button) return;
    var icons = { system: '◐', light: '☀', dark: '☾' };
    function show(theme) {
      var next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
      button.querySelector('.theme-icon').textContent = icons[theme];
      var names = { system: pageText('themeSystem'), light: pageText('themeLight'), dark: pageText('themeDark') };
      var name = names[theme];
      var nextName = names[next];
      button.querySelector('.theme-label').textContent = pageText('themeLabel', { theme: name });
      button.setAttribute('data-theme-choice', theme);
      button.setAttribute('aria-label', pageText('themeAria', { theme: name, next: nextName }));
      button.title = pageText('themeTitle', { theme: name });
    }
    var current = load(STORAGE.theme, 'system');
    if (THEMES.indexOf(current) < 0) current = 'system';
    show(current);
    button.hidden = false;
    button.addEventListener('click', function () {
      current = THEMES[(THEMES.indexOf(current) + 1) % THEMES.length];
      save(STORAGE.theme, current);
      applyTheme(current);
      show(current);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Sidebar: drawn from lessons.js, one file for the whole site.

  function lessons() {
    return Array.isArray(window.VCLAB_LESSONS) ? window.VCLAB_LESSONS : [];
  }

  function lessonProgress(lesson, stored) {
    return lessonCounts(lesson, stored).right;
  }

  // How many of a lesson's questions have an answer, and how many of those are right.
  function lessonCounts(lesson, stored) {
    var counts = { total: lesson.quizzes.length, answered: 0, right: 0, wrong: 0 };
    lesson.quizzes.forEach(function (id) {
      var record = stored[id];
      if (!record || typeof record !== 'object') return;
      counts.answered++;
      if (record.verdict === 'right') counts.right++;
      else counts.wrong++;
    });
    return counts;
  }

  function sidebarMark(lesson, stored) {
    var counts = lessonCounts(lesson, stored);
    if (!counts.total || !counts.answered) return null;
    var mark = document.createElement('span');
    mark.className = 'sidebar-progress';
    mark.setAttribute('role', 'img');
    if (counts.right === counts.total) {
      mark.classList.add('sidebar-done');
      mark.textContent = '✓';
      mark.setAttribute('aria-label', pageText('allRight'));
    } else {
      mark.textContent = counts.right + '/' + counts.total;
      mark.setAttribute('aria-label', pageText('lessonCounts', counts));
    }
    mark.title = mark.getAttribute('aria-label');
    return mark;
  }

  function setUpSidebar() {
    var sidebar = document.getElementById('sidebar');
    if (!sidebar || !lessons().length) return;
    var current = document.body.getAttribute('data-lesson');
    var stored = progress();
    var list = document.createElement('ol');
    list.className = 'sidebar-list';
    var index = document.createElement('a');
    index.href = 'index.html';
    index.textContent = pageText('allLessons');
    index.className = 'sidebar-home';
    lessons().forEach(function (lesson) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = lesson.href;
      link.textContent = lesson.title;
      if (lesson.slug === current) link.setAttribute('aria-current', 'page');
      item.appendChild(link);
      var mark = sidebarMark(lesson, stored);
      if (mark) link.appendChild(mark);
      list.appendChild(item);
    });
    sidebar.textContent = '';
    sidebar.appendChild(index);
    sidebar.appendChild(list);
    var review = document.createElement('a');
    review.href = 'review.html';
    review.textContent = pageText('questionsToTryAgain');
    review.className = 'sidebar-review';
    if (document.body.classList.contains('page-review')) review.setAttribute('aria-current', 'page');
    sidebar.appendChild(review);

    var toggle = document.querySelector('.sidebar-toggle');
    if (toggle) {
      toggle.hidden = false;
      var setOpen = function (open) {
        document.body.classList.toggle('sidebar-open', open);
        toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
      };
      toggle.addEventListener('click', function () {
        var open = !document.body.classList.contains('sidebar-open');
        setOpen(open);
        if (open) {
          var here = sidebar.querySelector('[aria-current="page"]') || sidebar.querySelector('a');
          if (here) here.focus();
        }
      });
      // On a phone the list lies over the page: Escape, a tap beside it or following a link closes it.
      document.addEventListener('keydown', function (event) {
        if (event.key !== 'Escape' || !document.body.classList.contains('sidebar-open')) return;
        setOpen(false);
        toggle.focus();
      });
      document.addEventListener('click', function (event) {
        if (!document.body.classList.contains('sidebar-open')) return;
        if (toggle.contains(event.target)) return;
        if (!sidebar.contains(event.target) || event.target.closest('a')) setOpen(false);
      });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Search: the index is a script (fetch is not allowed over file://), loaded on first use.
  // Every match is listed, ranked: a term in the lesson's title counts most, then in a heading, then in the
  // text. Identifiers are split (pageSheet matches "page sheet" and the other way round), and a term that
  // matches nothing exactly matches words one or two edits away (vieDidLoad finds viewDidLoad).
  // Chinese has no spaces between words, so each run of CJK characters is indexed as its single characters
  // and its overlapping pairs (生命周期 → 生 命 周 期 生命 命周 周期), and a query's runs are looked up the same
  // way: a run matches a field that has all of its pairs (or its one character). A query may mix both
  // (viewDidLoad 调用, or viewDidLoad调用 without the space).

  var searchEntries = null;
  var searchWords = null;

  // Lower case, with camelCase split: "viewDidLoad(animated:)" → "view did load(animated:)".
  function searchNormal(text) {
    return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').toLowerCase();
  }

  var CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

  function searchCompact(text) {
    return text.replace(/[^a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g, '');
  }

  // The characters and overlapping pairs of a CJK run.
  function cjkGrams(run, into) {
    for (var i = 0; i < run.length; i++) {
      into.add(run.charAt(i));
      if (i + 1 < run.length) into.add(run.slice(i, i + 2));
    }
    return into;
  }

  // The keys a CJK run of a query looks up: its pairs, or its one character.
  function cjkQueryGrams(run) {
    if (run.length === 1) return [run];
    var grams = [];
    for (var i = 0; i + 1 < run.length; i++) grams.push(run.slice(i, i + 2));
    return grams;
  }

  function loadSearchIndex(done) {
    if (searchEntries) return done();
    if (window.VCLAB_SEARCH_INDEX) return prepare();
    var script = document.createElement('script');
    script.src = 'search-index.js';
    script.onload = prepare;
    script.onerror = function () { done(new Error('no index')); };
    document.head.appendChild(script);
    function prepare() {
      var index = window.VCLAB_SEARCH_INDEX || { pages: [], entries: [] };
      var words = new Set();
      searchEntries = index.entries.map(function (entry) {
        var page = index.pages[entry[0]];
        var fields = [page[1], entry[2], entry[3]];
        fields.forEach(function (field) {
          field.toLowerCase().split(/[^a-z0-9]+/).forEach(function (word) { if (word.length > 2) words.add(word); });
          searchNormal(field).split(/[^a-z0-9]+/).forEach(function (word) { if (word.length > 2) words.add(word); });
        });
        var normal = fields.map(searchNormal);
        var cjk = fields.map(function (field) {
          var grams = new Set();
          (field.match(CJK_RUN) || []).forEach(function (run) { cjkGrams(run, grams); });
          return grams;
        });
        return {
          cjk: cjk,
          href: page[0] + (entry[1] ? '#' + entry[1] : ''),
          title: page[1],
          heading: entry[2],
          text: entry[3],
          normal: normal,
          compact: normal.map(searchCompact)
        };
      });
      searchWords = Array.from(words);
      done();
    }
  }

  // Damerau–Levenshtein distance, giving up above `limit`.
  function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    var previous2 = null;
    var previous = [];
    for (var j = 0; j <= b.length; j++) previous.push(j);
    for (var i = 1; i <= a.length; i++) {
      var row = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
        if (previous2 && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          value = Math.min(value, previous2[j - 2] + 1);
        }
        row.push(value);
        if (value < best) best = value;
      }
      if (best > limit) return limit + 1;
      previous2 = previous;
      previous = row;
    }
    return previous[b.length];
  }

  // One term of a query, in the forms it can match: as typed (split), squeezed, and near words.
  function searchTerm(raw) {
    var normal = searchNormal(raw).trim();
    var compact = searchCompact(normal);
    return { typed: raw, raw: raw.toLowerCase(), normal: normal, compact: compact, near: null };
  }

  // The terms of a query: each word, with its CJK runs apart from the rest (viewDidLoad调用 is two terms).
  function queryTerms(query) {
    var terms = [];
    query.split(/\s+/).forEach(function (word) {
      var rest = word.replace(CJK_RUN, ' ');
      rest.split(' ').forEach(function (part) { if (part) terms.push(searchTerm(part)); });
      (word.match(CJK_RUN) || []).forEach(function (run) {
        terms.push({ raw: run, normal: run, compact: run, near: [], grams: cjkQueryGrams(run) });
      });
    });
    return terms.filter(function (term) { return term.compact.length > 0; });
  }

  function nearWords(term) {
    if (term.near) return term.near;
    term.near = [];
    if (term.compact.length < 4 || !searchWords) return term.near;
    var limit = term.compact.length >= 8 ? 2 : 1;
    searchWords.forEach(function (word) {
      if (word !== term.compact && editDistance(term.compact, word, limit) <= limit) term.near.push(word);
    });
    return term.near;
  }

  // How well one field matches a term: 2 exactly (or split/squeezed), 1 through a near word, 0 not at all.
  function fieldMatch(entry, field, term) {
    if (!term.compact) return 0;
    if (term.grams) {
      return term.grams.every(function (gram) { return entry.cjk[field].has(gram); }) ? 2 : 0;
    }
    if (entry.normal[field].indexOf(term.normal) >= 0 || entry.compact[field].indexOf(term.compact) >= 0) {
      term.exact = true;
      return 2;
    }
    var near = nearWords(term);
    for (var n = 0; n < near.length; n++) if (entry.compact[field].indexOf(near[n]) >= 0) return 1;
    return 0;
  }

  function occurrences(text, part) {
    var count = 0;
    for (var at = text.indexOf(part); at >= 0 && count < 5; at = text.indexOf(part, at + part.length)) count++;
    return count;
  }

  function search(query) {
    var terms = queryTerms(query);
    if (!terms.length || !searchEntries) return [];
    // Several words that together spell an identifier (page sheet → pageSheet) rank above scattered ones.
    var phrase = terms.length > 1 ? terms.map(function (term) { return term.compact; }).join('') : null;
    var best = new Map();
    searchEntries.forEach(function (entry, order) {
      var score = 0;
      for (var t = 0; t < terms.length; t++) {
        var inTitle = fieldMatch(entry, 0, terms[t]);
        var inHeading = fieldMatch(entry, 1, terms[t]);
        var inText = fieldMatch(entry, 2, terms[t]);
        if (!inTitle && !inHeading && !inText) return;
        score += inTitle * 50 + inHeading * 20 + inText * 2 + occurrences(entry.compact[2], terms[t].compact);
      }
      if (phrase && entry.compact.some(function (field) { return field.indexOf(phrase) >= 0; })) score += 30;
      var earlier = best.get(entry.href);
      if (!earlier || earlier.score < score) best.set(entry.href, { entry: entry, score: score, order: order });
    });
    // Terms found only through a near word: the results say so, rather than match a typo silently.
    search.corrected = terms.filter(function (term) { return !term.exact && term.near && term.near.length; });
    var results = Array.from(best.values());
    results.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    return results.map(function (result) { return result.entry; });
  }

  // Where to cut a snippet: the first place the text has one of the query's words, as typed or near.
  function snippet(entry, terms) {
    var text = entry.text;
    var lower = text.toLowerCase();
    var at = -1;
    var length = 0;
    var candidates = [];
    // The whole query squeezed (view did load → viewdidload), each term as typed and as a phrase, the words
    // a term is near, then its parts.
    if (terms.length > 1) candidates.push(terms.map(function (term) { return term.compact; }).join(''));
    terms.forEach(function (term) { candidates.push(term.raw, term.normal); });
    terms.forEach(function (term) { (term.near || []).forEach(function (word) { candidates.push(word); }); });
    terms.forEach(function (term) { (term.grams || []).forEach(function (gram) { candidates.push(gram); }); });
    terms.forEach(function (term) {
      term.normal.split(' ').forEach(function (word) { if (word.length > 2) candidates.push(word); });
    });
    for (var c = 0; c < candidates.length && at < 0; c++) {
      at = lower.indexOf(candidates[c]);
      length = candidates[c].length;
    }
    var paragraph = document.createElement('span');
    paragraph.className = 'search-result-snippet';
    if (at < 0) {
      paragraph.textContent = text.slice(0, 140) + (text.length > 140 ? '…' : '');
      return paragraph;
    }
    var start = Math.max(0, at - 60);
    var end = Math.min(text.length, at + length + 80);
    paragraph.appendChild(document.createTextNode((start > 0 ? '…' : '') + text.slice(start, at)));
    var mark = document.createElement('mark');
    mark.textContent = text.slice(at, at + length);
    paragraph.appendChild(mark);
    paragraph.appendChild(document.createTextNode(text.slice(at + length, end) + (end < text.length ? '…' : '')));
    return paragraph;
  }

  function setUpSearch() {
    var form = document.getElementById('search');
    var input = document.getElementById('search-input');
    var results = document.getElementById('search-results');
    var status = document.getElementById('search-status');
    if (!form || !input || !results) return;
    form.hidden = false;
    var timer = null;

    function render() {
      var query = input.value.trim();
      results.textContent = '';
      if (!query) {
        results.hidden = true;
        status.textContent = '';
        return;
      }
      var found = search(query);
      var terms = queryTerms(query);
      terms.forEach(nearWords);
      var count = document.createElement('p');
      count.className = 'search-count';
      count.textContent = found.length === 1 ? pageText('resultOne') : pageText('results', { count: found.length });
      var list = document.createElement('ul');
      found.forEach(function (entry) {
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = entry.href;
        var title = document.createElement('span');
        title.className = 'search-result-title';
        title.textContent = entry.heading && entry.heading !== entry.title
          ? entry.title + pageText('searchSeparator') + entry.heading : entry.title;
        link.appendChild(title);
        link.appendChild(snippet(entry, terms));
        item.appendChild(link);
        list.appendChild(item);
      });
      if (!found.length) {
        var none = document.createElement('p');
        none.className = 'search-none';
        none.textContent = pageText('nothingMatches', { query: query });
        results.appendChild(none);
        // Chinese words searched in the English tree: each tree indexes its own language, so point to the other.
        var chinese = document.querySelector('link[rel="alternate"][hreflang="zh-Hans"]');
        if (chinese && document.documentElement.lang !== 'zh-Hans' && /[\u3400-\u9fff]/.test(query)) {
          var other = document.createElement('a');
          other.className = 'search-other-language';
          other.href = chinese.getAttribute('href').split('#')[0] + '#search=' + encodeURIComponent(query);
          other.hreflang = 'zh-Hans';
          other.textContent = pageText('searchInChinese', { query: query });
          none.appendChild(document.createTextNode(' '));
          none.appendChild(other);
        }
      } else {
        results.appendChild(count);
        (search.corrected || []).forEach(function (term) {
          var note = document.createElement('p');
          note.className = 'search-corrected';
          note.textContent = pageText('searchNear', { query: term.typed, words: term.near.slice(0, 3).join(', ') });
          results.appendChild(note);
        });
        results.appendChild(list);
      }
      results.hidden = false;
      status.textContent = count.textContent;
    }

    // `#search=…` (the other tree's pointer above) opens the page with that search done.
    if (location.hash.indexOf('#search=') === 0) {
      try { input.value = decodeURIComponent(location.hash.slice(8)); } catch (error) { input.value = ''; }
      if (input.value) loadSearchIndex(render);
    }
    input.addEventListener('focus', function () { loadSearchIndex(function () {}); });
    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () { loadSearchIndex(render); }, 80);
    });
    // An answer that cannot be read is not graded. A misspelling comes back with the corrected answer,
    // which one click puts in the answer field.
    function showProblem(text, suggestion) {
      clearFeedback();
      var message = document.createElement('p');
      message.className = 'quiz-verdict verdict-incomplete';
      message.textContent = text.charAt(0).toUpperCase() + text.slice(1);
      feedback.appendChild(message);
      if (suggestion && input()) {
        var use = document.createElement('button');
        use.type = 'button';
        use.className = 'quiz-suggestion';
        use.textContent = pageText('useCorrected');
        use.addEventListener('click', function () {
          input().value = suggestion;
          input().focus();
          clearFeedback();
        });
        feedback.appendChild(use);
      }
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      loadSearchIndex(function () {
        render();
        var first = results.querySelector('a');
        if (first) first.focus();
      });
    });
    form.addEventListener('keydown', function (event) {
      var links = Array.prototype.slice.call(results.querySelectorAll('a'));
      var at = links.indexOf(document.activeElement);
      if (event.key === 'Escape') {
        results.hidden = true;
        input.focus();
      } else if (event.key === 'ArrowDown' && links.length) {
        event.preventDefault();
        links[Math.min(at + 1, links.length - 1)].focus();
      } else if (event.key === 'ArrowUp' && at >= 0) {
        event.preventDefault();
        if (at === 0) input.focus();
        else links[at - 1].focus();
      }
    });
    document.addEventListener('click', function (event) {
      if (!form.contains(event.target)) results.hidden = true;
    });
    // "/" goes to the search field from anywhere but a field being typed in.
    document.addEventListener('keydown', function (event) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      var target = event.target;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Quizzes.

  var quizzes = [];

  function verdictText(result) {
    if (result.verdict === 'right') return pageText('right');
    if (result.verdict === 'partly-right') return pageText('partlyRight', { percent: Math.round(result.score * 100) });
    return pageText('notQuite');
  }


  // A mistake starts its sentence with a capital, unless it starts with a name the quiz uses (nav1,
  // viewDidLoad): a controller's or a callback's name keeps its case ("nav1 is not it", not "Nav1").
  // The names are the quiz's options, key and subject and their controllers, never the JSON's own keys
  // ("type a whole number" starts with a word that is a key of the quiz's data, not a name).
  function sentenceStart(text, quizJSON) {
    var word = (/^[^\s.,:;]+/.exec(text) || [''])[0];
    var quiz = JSON.parse(quizJSON);
    var key = quiz.key && quiz.key.value;
    var names = [].concat(quiz.options || [], Array.isArray(key) ? key : [key], [quiz.subject]);
    var isName = /[0-9A-Z_]/.test(word) || names.some(function (name) {
      return typeof name === 'string' && (name === word || name.split('.')[0] === word);
    });
    return isName ? text : text.charAt(0).toUpperCase() + text.slice(1);
  }
  function setUpQuiz(section) {
    var dataElement = section.querySelector('.quiz-data');
    var form = section.querySelector('.quiz-form');
    // Without the grader's module the quiz stays as it is without script: its answer in a <details>.
    if (!dataElement || !form || !window.VCLab || !VCLab.available) return;
    var quiz = JSON.parse(dataElement.textContent);
    var fieldset = form.querySelector('fieldset');
    var feedback = form.querySelector('.quiz-feedback');
    var check = form.querySelector('.quiz-check');
    var retry = form.querySelector('.quiz-retry');
    var solution = section.querySelector('.quiz-solution');
    var hint = section.querySelector('.quiz-hint');
    var staticOptions = section.querySelector('.quiz-options-static');
    var solutionSummary = solution ? solution.querySelector('summary') : null;
    form.hidden = false;
    if (staticOptions) staticOptions.hidden = true;
    if (solution) solution.hidden = true;

    var orderList = form.querySelector('.quiz-order');
    var orderStatus = null;
    if (orderList) {
      orderStatus = document.createElement('p');
      orderStatus.className = 'visually-hidden';
      orderStatus.setAttribute('aria-live', 'polite');
      orderList.parentNode.insertBefore(orderStatus, orderList.nextSibling);
      orderList.addEventListener('click', function (event) {
        var button = event.target.closest('button[data-move]');
        if (button) move(button.closest('li'), button.getAttribute('data-move'), button);
      });
      orderList.addEventListener('keydown', function (event) {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        var item = event.target.closest('li');
        if (!item) return;
        event.preventDefault();
        move(item, event.key === 'ArrowUp' ? 'up' : 'down', event.target);
      });
    }

    function move(item, direction, focus) {
      if (fieldset.disabled) return;
      if (direction === 'up' && item.previousElementSibling) {
        orderList.insertBefore(item, item.previousElementSibling);
      } else if (direction === 'down' && item.nextElementSibling) {
        orderList.insertBefore(item.nextElementSibling, item);
      }
      if (focus) focus.focus();
      var items = Array.prototype.slice.call(orderList.children);
      orderStatus.textContent = pageText('orderMoved', {
        name: item.getAttribute('data-value'), position: items.indexOf(item) + 1, count: items.length
      });
    }

    function input() { return form.querySelector('.quiz-input'); }

    // The learner's answer as {type, value} or {text}, or {error} when it cannot be graded yet.
    function read() {
      var checked = Array.prototype.slice.call(form.querySelectorAll('input:checked')).map(function (box) {
        return box.value;
      });
      switch (quiz.kind) {
        case 'order':
          return { type: 'sequence', value: Array.prototype.slice.call(orderList.children).map(function (item) {
            return item.getAttribute('data-value');
          }) };
        case 'first': case 'last': case 'next':
          return checked.length ? { type: 'single', value: checked[0] } : { error: pageText('pickOne') };
        case 'happens': case 'claim':
          return checked.length ? { type: 'boolean', value: checked[0] === 'yes' || checked[0] === 'true' }
            : { error: pageText('pickAnswer') };
        case 'which': case 'loaded':
          return { type: 'set', value: checked };
        // Typed answers are read by the grader's own answer reader, which the terminal uses too.
        case 'count': case 'frame': case 'trace':
          return input().value.trim() ? { text: input().value } : { error: pageText('typeAnswer') };
        default:
          return { error: pageText('unsupportedKind') };
      }
    }

    function restore(response) {
      switch (response.type) {
        case 'sequence':
          if (orderList) {
            response.value.forEach(function (value) {
              var item = Array.prototype.slice.call(orderList.children).filter(function (li) {
                return li.getAttribute('data-value') === value;
              })[0];
              if (item) orderList.appendChild(item);
            });
          } else if (input()) {
            input().value = response.value.join('\n');
          }
          break;
        case 'single': case 'set':
          var values = response.type === 'set' ? response.value : [response.value];
          form.querySelectorAll('input[type=radio], input[type=checkbox]').forEach(function (box) {
            box.checked = values.indexOf(box.value) >= 0;
          });
          break;
        case 'boolean':
          form.querySelectorAll('input[type=radio]').forEach(function (box) {
            box.checked = (box.value === 'yes' || box.value === 'true') === response.value;
          });
          break;
        case 'number':
          input().value = String(response.value);
          break;
        case 'frame':
          input().value = response.value.join(' ');
          break;
      }
    }

    function clearFeedback() {
      feedback.textContent = '';
      section.querySelectorAll('.quiz-choice-feedback').forEach(function (box) { box.hidden = true; });
      form.querySelectorAll('.quiz-choice').forEach(function (label) {
        label.classList.remove('is-right', 'is-wrong', 'is-missed');
      });
      section.classList.remove('is-right', 'is-wrong', 'is-partly-right', 'is-answered');
    }

    // The key's parts that the answer lacks, as the grader's words would write them: a mistake that names one
    // of them gives the answer away, so it waits until the answer is shown.
    function missingKeyParts(response) {
      var key = quiz.key;
      switch (key.type) {
        case 'single': return key.value === response.value ? [] : [String(key.value)];
        case 'set': return key.value.filter(function (value) { return response.value.indexOf(value) < 0; });
        // A count is written in words ("once, not twice") and a frame's every mistake states the key's number.
        case 'number': case 'frame': case 'boolean':
          return JSON.stringify(key.value) === JSON.stringify(response.value) ? [] : ['*'];
        default: return [];
      }
    }

    // What is wrong, without the key: the first feedback on a wrong answer.
    function hintFor(response) {
      switch (quiz.key.type) {
        case 'single': return pageText('hintNotThis', { answer: response.value });
        case 'set':
          var missed = missingKeyParts(response).length;
          return missed === 1 ? pageText('hintMissedOne') : missed ? pageText('hintMissed', { count: missed }) : '';
        case 'number':
          return pageText(response.value > quiz.key.value ? 'hintFewer' : 'hintMore', { answer: response.value });
        case 'frame':
          var names = ['x', 'y', 'width', 'height'];
          return pageText('hintFrame', { parts: names.filter(function (name, index) {
            return Math.abs(quiz.key.value[index] - response.value[index]) > 0.5;
          }).join(', ') });
        default: return pageText('hintLookAgain');
      }
    }

    var last = null;

    function showResult(result, response, earlier) {
      last = { result: result, response: response, earlier: earlier };
      clearFeedback();
      section.classList.add('is-answered', 'is-' + result.verdict);
      var verdict = document.createElement('p');
      verdict.className = 'quiz-verdict verdict-' + result.verdict;
      verdict.textContent = (earlier ? pageText('earlierAnswer') : '') + verdictText(result);
      feedback.appendChild(verdict);
      var isRevealed = result.verdict === 'right' || section.classList.contains('answer-revealed');
      var missing = isRevealed ? [] : missingKeyParts(response);
      var mistakes = result.mistakes.filter(function (mistake) {
        return !missing.some(function (part) { return part === '*' || mistake.indexOf(part) >= 0; });
      });
      if (mistakes.length < result.mistakes.length) {
        var hintLine = document.createElement('p');
        hintLine.className = 'quiz-hint-line';
        hintLine.textContent = hintFor(response);
        if (hintLine.textContent) feedback.appendChild(hintLine);
      }
      if (mistakes.length) {
        var list = document.createElement('ul');
        list.className = 'quiz-mistakes';
        mistakes.forEach(function (mistake) {
          var item = document.createElement('li');
          item.textContent = pageText('mistake', { mistake: sentenceStart(mistake, dataElement.textContent) });
          list.appendChild(item);
        });
        feedback.appendChild(list);
      }
      var picked = response.type === 'single' ? [response.value] : response.type === 'set' ? response.value : [];
      // A yes/no or true/false answer's feedback is keyed by its word.
      if (response.type === 'boolean') {
        picked = [quiz.kind === 'claim' ? (response.value ? 'true' : 'false') : (response.value ? 'yes' : 'no')];
      }
      section.querySelectorAll('.quiz-choice-feedback').forEach(function (box) {
        box.hidden = picked.indexOf(box.getAttribute('data-option')) < 0;
      });
      if (quiz.kind === 'first' || quiz.kind === 'last' || quiz.kind === 'next' || quiz.kind === 'which' ||
          quiz.kind === 'loaded') {
        var keyValues = quiz.key.type === 'set' ? quiz.key.value : [quiz.key.value];
        form.querySelectorAll('.quiz-choice').forEach(function (label) {
          var box = label.querySelector('input');
          if (!box.checked) return;
          var isRight = keyValues.indexOf(box.value) >= 0;
          label.classList.add(isRight ? 'is-right' : 'is-wrong');
          // The stylesheet shows the mark's word from here, so that it is in the page's language.
          label.setAttribute('data-verdict', pageText(isRight ? 'choiceRight' : 'choiceWrong'));
        });
        // Once the answer shows, the options the learner should have picked too are marked as missed.
        if (isRevealed) {
          form.querySelectorAll('.quiz-choice').forEach(function (label) {
            var box = label.querySelector('input');
            if (box.checked || keyValues.indexOf(box.value) < 0) return;
            label.classList.add('is-missed');
            label.setAttribute('data-verdict', pageText('choiceMissed'));
          });
        }
      }
      fieldset.disabled = true;
      check.hidden = true;
      retry.hidden = result.verdict === 'right';
      // A wrong answer gets another go before the answer shows: it shows when right, or when asked for.
      var revealed = result.verdict === 'right' || section.classList.contains('answer-revealed');
      var reveal = section.querySelector('.quiz-reveal');
      if (reveal) reveal.hidden = revealed || !solution;
      if (solution && revealed) {
        solution.hidden = false;
        solution.open = true;
        if (solutionSummary) solutionSummary.textContent = pageText('answerAndExplanation');
      }
    }

    function reset() {
      clearFeedback();
      fieldset.disabled = false;
      check.hidden = false;
      retry.hidden = true;
      if (section.querySelector('.quiz-reveal')) section.querySelector('.quiz-reveal').hidden = true;
      if (solution) {
        solution.open = false;
        solution.hidden = true;
      }
      if (hint) hint.open = false;
      var first = form.querySelector('input, textarea, button[data-move]');
      if (first) first.focus();
    }

    // An answer that cannot be read is not graded. A misspelling comes back with the corrected answer,
    // which one click puts in the answer field.
    function showProblem(text, suggestion) {
      clearFeedback();
      var message = document.createElement('p');
      message.className = 'quiz-verdict verdict-incomplete';
      message.textContent = sentenceStart(text, dataElement.textContent);
      feedback.appendChild(message);
      if (suggestion && input()) {
        var use = document.createElement('button');
        use.type = 'button';
        use.className = 'quiz-suggestion';
        use.textContent = pageText('useCorrected');
        use.addEventListener('click', function () {
          input().value = suggestion;
          input().focus();
          clearFeedback();
        });
        feedback.appendChild(use);
      }
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var response = read();
      if (response.error) return showProblem(response.error);
      VCLab.grade(quiz, response).then(function (result) {
        if (result.problem) return showProblem(result.problem, result.suggestion);
        showResult(result, result.response, false);
        var stored = progress();
        stored[quiz.id] = { verdict: result.verdict, score: result.score, response: result.response };
        save(STORAGE.progress, stored);
        recordAttempt(quiz.id, result.score, section.classList.contains('answer-revealed'));
        updatePageScore();
        // Grading is asynchronous (the module's worker): whatever follows an answer listens for this.
        section.dispatchEvent(new CustomEvent('quiz-graded', { bubbles: true }));
        (retry.hidden ? feedback : retry).focus();
      }, function (error) {
        showProblem(pageText('notGraded', { problem: error.message || error }));
      });
    });
    // "Show the answer" (setUpAnswerReveal) shows what waited: the grader's whole words and the missed options.
    section.addEventListener('quiz-revealed', function () {
      if (last) showResult(last.result, last.response, last.earlier);
    });
    retry.addEventListener('click', function () {
      reset();
      updatePageScore();
    });

    var earlier = progress()[quiz.id];
    if (earlier && earlier.response && earlier.response.type === quiz.key.type) {
      restore(earlier.response);
      VCLab.grade(quiz, earlier.response).then(function (result) {
        if (!result.problem) showResult(result, earlier.response, true);
      }, function () {});
    }
    feedback.setAttribute('tabindex', '-1');
    quizzes.push({ quiz: quiz, section: section, reset: reset });
  }

  function updatePageScore() {
    var box = document.getElementById('page-score');
    if (!box || !quizzes.length) return;
    var stored = progress();
    var total = 0;
    var answered = 0;
    var rightCount = 0;
    var wrongOnes = 0;
    quizzes.forEach(function (entry) {
      var record = stored[entry.quiz.id];
      if (!record) return;
      answered++;
      total += record.score;
      if (record.verdict === 'right') rightCount++;
      else if (entry.section.classList.contains('is-answered')) wrongOnes++;
    });
    var points = Math.round(total * 100) / 100;
    box.hidden = false;
    box.querySelector('.page-score-text').textContent = pageText('pageScore', {
      points: points, count: quizzes.length, right: rightCount, answered: answered
    });
    box.querySelector('.page-score-retry').hidden = wrongOnes === 0;
  }

  function setUpPageScore() {
    var box = document.getElementById('page-score');
    if (!box) return;
    box.querySelector('.page-score-retry').addEventListener('click', function () {
      var first = null;
      var stored = progress();
      quizzes.forEach(function (entry) {
        var record = stored[entry.quiz.id];
        if (record && record.verdict !== 'right' && entry.section.classList.contains('is-answered')) {
          entry.reset();
          if (!first) first = entry.section;
        }
      });
      updatePageScore();
      if (first) {
        first.scrollIntoView();
        var control = first.querySelector('input, textarea, button[data-move]');
        if (control) control.focus();
      }
    });
    updatePageScore();
  }

  // ---------------------------------------------------------------------------------------------
  // The index page: progress per lesson and for the course, kept as a file and loaded from one.

  function setUpCourseProgress() {
    var box = document.getElementById('course-progress');
    var total = 0;
    lessons().forEach(function (lesson) { total += lesson.quizzes.length; });
    if (!box || !total) return;
    box.hidden = false;
    var status = box.querySelector('.course-progress-status');

    function draw() {
      var stored = progress();
      var sums = { answered: 0, right: 0, wrong: 0 };
      lessons().forEach(function (lesson) {
        var counts = lessonCounts(lesson, stored);
        sums.answered += counts.answered;
        sums.right += counts.right;
        sums.wrong += counts.wrong;
        document.querySelectorAll('.lesson-progress[data-lesson]').forEach(function (element) {
          if (element.getAttribute('data-lesson') !== lesson.slug) return;
          var complete = counts.total > 0 && counts.right === counts.total;
          element.textContent = !counts.answered ? '' : complete ? pageText('lessonAllRight')
            : pageText('lessonProgress', counts);
          element.classList.toggle('is-complete', complete);
        });
      });
      box.querySelector('.course-progress-text').textContent = pageText('courseProgress', {
        answered: sums.answered, total: total, right: sums.right, wrong: sums.wrong
      });
      box.querySelector('.course-progress-bar').value = sums.right;
      box.querySelector('.course-progress-review').hidden = sums.wrong === 0;
    }
    draw();

    var reset = box.querySelector('.course-progress-reset');
    var armed = false;
    reset.addEventListener('click', function () {
      if (!armed) {
        armed = true;
        reset.textContent = pageText('confirmForget');
        return;
      }
      save(STORAGE.progress, {});
      save(STORAGE.reviews, {});
      armed = false;
      reset.textContent = pageText('forgetAnswers');
      status.textContent = pageText('forgotten');
      draw();
    });

    box.querySelector('.course-progress-export').addEventListener('click', function () {
      // Version 2 carries every attempt too, so the review page's schedule comes back with the answers.
      var file = { format: 'vclab-progress', version: 2, course: document.title, answers: progress(),
        attempts: reviewLog() };
      var blob = new Blob([JSON.stringify(file, null, 1) + '\n'], { type: 'application/json' });
      var link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'vclab-progress.json';
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(function () { URL.revokeObjectURL(link.href); }, 1000);
      status.textContent = pageText('saved', { count: Object.keys(file.answers).length });
    });

    var picker = box.querySelector('.course-progress-import input');
    picker.addEventListener('change', function () {
      var chosen = picker.files && picker.files[0];
      if (!chosen) return;
      var reader = new FileReader();
      reader.onload = function () {
        var read = readProgressFile(String(reader.result));
        picker.value = '';
        if (!read) {
          status.textContent = pageText('notProgress');
          return;
        }
        var answers = read.answers;
        var stored = progress();
        var count = 0;
        Object.keys(answers).forEach(function (id) {
          stored[id] = answers[id];
          count++;
        });
        save(STORAGE.progress, stored);
        // Attempts are merged, not replaced: the same file loaded twice, or on a second computer that has
        // its own history, keeps each attempt once, in the order they were made.
        var log = reviewLog();
        Object.keys(read.attempts).forEach(function (id) {
          var seen = {};
          var merged = [];
          (Array.isArray(log[id]) ? log[id] : []).concat(read.attempts[id]).forEach(function (attempt) {
            var key = attempt.join(' ');
            if (seen[key]) return;
            seen[key] = true;
            merged.push(attempt);
          });
          merged.sort(function (a, b) { return a[0] - b[0]; });
          log[id] = merged;
        });
        save(STORAGE.reviews, log);
        status.textContent = pageText(count === 1 ? 'loadedOne' : 'loaded', { count: count, file: chosen.name });
        draw();
      };
      reader.readAsText(chosen);
    });
  }

  function responseHasShape(response) {
    var value = response.value;
    var strings = Array.isArray(value) && value.every(function (item) { return typeof item === 'string'; });
    switch (response.type) {
      case 'sequence': case 'set': return strings;
      case 'single': return typeof value === 'string';
      case 'boolean': return typeof value === 'boolean';
      case 'number': return typeof value === 'number' && Number.isFinite(value);
      case 'frame': return Array.isArray(value) && value.length === 4 &&
        value.every(function (item) { return typeof item === 'number' && Number.isFinite(item); });
      default: return false;
    }
  }

  // The answers and attempts of a progress file ({ answers, attempts }), or null when it is not one. Each
  // record is checked, so a hand-edited or foreign file cannot put anything the pages would choke on into
  // storage. A version 1 file has no attempts.
  function readProgressFile(text) {
    var file;
    try {
      file = JSON.parse(text);
    } catch (error) {
      return null;
    }
    if (!file || file.format !== 'vclab-progress' || typeof file.answers !== 'object' || !file.answers) return null;
    var answers = {};
    var verdicts = ['right', 'wrong', 'partly-right'];
    var types = ['sequence', 'single', 'boolean', 'number', 'set', 'frame'];
    for (var id in file.answers) {
      if (!Object.prototype.hasOwnProperty.call(file.answers, id)) continue;
      var record = file.answers[id];
      if (!record || verdicts.indexOf(record.verdict) < 0 || typeof record.score !== 'number' ||
          !(record.score >= 0 && record.score <= 1) || !record.response ||
          types.indexOf(record.response.type) < 0) return null;
      if (!responseHasShape(record.response)) return null;
      answers[id] = { verdict: record.verdict, score: record.score, response: record.response };
    }
    var attempts = {};
    if (file.attempts !== undefined) {
      if (!file.attempts || typeof file.attempts !== 'object' || Array.isArray(file.attempts)) return null;
      for (var quiz in file.attempts) {
        if (!Object.prototype.hasOwnProperty.call(file.attempts, quiz)) continue;
        var list = file.attempts[quiz];
        var valid = Array.isArray(list) && list.every(function (attempt) {
          return Array.isArray(attempt) && attempt.length === 3 && attempt.every(Number.isFinite) &&
            attempt[1] >= 0 && attempt[1] <= 1;
        });
        if (!valid) return null;
        attempts[quiz] = list.map(function (attempt) { return [attempt[0], attempt[1], attempt[2] ? 1 : 0]; });
      }
    }
    return { answers: answers, attempts: attempts };
  }

  // ---------------------------------------------------------------------------------------------
  // Printing: open what is folded, so the paper has the answers too.

  function setUpPrinting() {
    var opened = [];
    window.addEventListener('beforeprint', function () {
      document.querySelectorAll('details:not([open])').forEach(function (details) {
        details.open = true;
        opened.push(details);
      });
    });
    window.addEventListener('afterprint', function () {
      opened.forEach(function (details) { details.open = false; });
      opened = [];
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Languages: the switch leads to the same page in the other language, at the same section (a translated
  // heading keeps its original's anchor; quizzes and simulations keep their ids), and remembers the choice.
  // The front page follows the remembered choice once a visit, so a reader who goes back to the other
  // language's front page is not sent away again.

  function pageLanguage() {
    return document.documentElement.getAttribute('lang') || 'en';
  }

  function setUpLanguageSwitch() {
    document.querySelectorAll('.language-switch a[data-language]').forEach(function (link) {
      var base = link.getAttribute('href');
      function follow() {
        link.setAttribute('href', base + (location.hash || ''));
        save(STORAGE.language, link.getAttribute('data-language'));
      }
      link.addEventListener('click', follow);
      link.addEventListener('auxclick', follow);
    });
  }

  function followRememberedLanguage() {
    if (!document.body.classList.contains('page-index')) return;
    var chosen = load(STORAGE.language, null);
    var here = pageLanguage();
    try {
      if (window.sessionStorage.getItem(STORAGE.language + ':followed')) return;
      window.sessionStorage.setItem(STORAGE.language + ':followed', '1');
    } catch (error) {
      return;
    }
    if (!chosen || chosen === here) return;
    var target = document.querySelector('.language-switch a[data-language="' + chosen + '"]');
    if (target) location.replace(target.getAttribute('href') + (location.hash || ''));
  }

  // The quizzes are graded by the engine, and lab.js runs on it, whose script (engine-worker.js) is async: on a
  // page that has it, it may run after this one, and then announces itself with `vclab-engine`.
  function whenEngine(start) {
    if (!self.VCLab && document.querySelector('script[src$="engine-worker.js"]')) {
      document.addEventListener('vclab-engine', start, { once: true });
    } else {
      start();
    }
  }

  document.addEventListener('DOMContentLoaded', function () {
    document.documentElement.classList.add('has-script');
    markNameBreaks(document.body);
    prepareRuns();
    followRememberedLanguage();
    setUpLanguageSwitch();
    setUpThemeToggle();
    setUpSidebar();
    setUpSearch();
    whenEngine(function () {
      document.querySelectorAll('section.quiz').forEach(setUpQuiz);
      setUpPageScore();
    });
    setUpCourseProgress();
    setUpPrinting();
  });

  // ---------------------------------------------------------------------------------------------
  // The review page, scheduled as `vclab study --review` is: what is due today (each question linked, with
  // FSRS's estimate of recall), then every other question answered, with its next review. Without the
  // scheduler's module (or WebAssembly), and for answers saved before attempts were kept, it falls back to
  // the questions whose last answer was not right, which are due at once by the same rule (a miss is due
  // until it is answered right).

  function reviewDate(time) {
    var date = new Date(time * 1000);
    function two(number) { return (number < 10 ? '0' : '') + number; }
    return date.getFullYear() + '-' + two(date.getMonth() + 1) + '-' + two(date.getDate());
  }

  function setUpReview() {
    var box = document.getElementById('review-list');
    if (!box) return;
    var stored = progress();
    var states = reviewSchedule(reviewLog());
    box.textContent = '';
    var due = [];
    var later = [];
    lessons().forEach(function (lesson) {
      lesson.quizzes.forEach(function (id, index) {
        var record = stored[id];
        var state = states && states[id];
        if (!state && (!record || record.verdict === 'right')) return;
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = lesson.href + '#' + ((lesson.anchors || [])[index] || '');
        link.textContent = (lesson.prompts || [])[index] || pageText('questionNumber', { number: index + 1 });
        item.appendChild(document.createTextNode(lesson.title + ' · '));
        item.appendChild(link);
        var note = document.createElement('span');
        note.className = 'review-verdict';
        if (state) {
          item.setAttribute('data-quiz', id);
          item.setAttribute('data-due', reviewDate(state.time));
          var recall = pageText('reviewRecall', { percent: Math.round(state.recall * 100) });
          note.textContent = state.due ? recall
            : pageText('reviewNext', { date: reviewDate(state.time) }) + ' · ' + recall;
        } else {
          note.classList.add('verdict-' + record.verdict);
          note.textContent = record.verdict === 'partly-right'
            ? pageText('reviewPartly', { percent: Math.round(record.score * 100) }) : pageText('reviewWrong');
        }
        item.appendChild(document.createTextNode(' '));
        item.appendChild(note);
        (state && !state.due ? later : due).push({ item: item, time: state ? state.time : 0 });
      });
    });
    function list(entries, className, heading) {
      if (!entries.length) return;
      var title = document.createElement('h2');
      title.textContent = heading;
      var items = document.createElement('ol');
      items.className = 'review-questions ' + className;
      // The longest overdue first, then the soonest due, as the terminal asks them.
      entries.slice().sort(function (one, other) { return one.time - other.time; })
        .forEach(function (entry) { items.appendChild(entry.item); });
      box.appendChild(title);
      box.appendChild(items);
    }
    var summary = document.createElement('p');
    summary.className = 'review-summary';
    if (states) {
      var next = later.reduce(function (soonest, entry) { return Math.min(soonest, entry.time); }, Infinity);
      summary.textContent = (due.length === 0 ? pageText('reviewDueNone')
        : due.length === 1 ? pageText('reviewDueOne') : pageText('reviewDueMany', { count: due.length }))
        + (due.length === 0 && next < Infinity ? ' ' + pageText('reviewNextDue', { date: reviewDate(next) }) : '');
      box.appendChild(summary);
      list(due, 'review-due', pageText('reviewDueHeading'));
      list(later, 'review-later', pageText('reviewLaterHeading'));
    } else {
      var count = due.length;
      summary.textContent = count === 0 ? pageText('reviewNone')
        : count === 1 ? pageText('reviewOne') : pageText('reviewMany', { count: count });
      box.appendChild(summary);
      list(due, 'review-due', pageText('questionsToTryAgain'));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Code samples: a copy button on each, and a Swift sample next to its Objective-C twin as tabs that
  // follow the site-wide naming switch (the one the simulations use, remembered across pages).

  var codeTabGroups = [];

  function showCodeLanguage(language) {
    codeTabGroups.forEach(function (group) { group.select(language); });
  }

  function setUpCodeTabs(container) {
    var blocks = Array.prototype.slice.call(container.querySelectorAll(':scope > .code-block'));
    if (blocks.length < 2) return;
    var tabList = document.createElement('div');
    tabList.className = 'code-tab-list';
    tabList.setAttribute('role', 'tablist');
    tabList.setAttribute('aria-label', pageText('codeLanguage'));
    var tabs = blocks.map(function (block, index) {
      var tab = document.createElement('button');
      tab.type = 'button';
      tab.className = 'code-tab';
      tab.setAttribute('role', 'tab');
      tab.setAttribute('data-language', block.getAttribute('data-language'));
      tab.textContent = block.querySelector('.code-label').textContent;
      block.id = block.id || 'code-' + codeTabGroups.length + '-' + index;
      block.setAttribute('role', 'tabpanel');
      tab.setAttribute('aria-controls', block.id);
      tab.addEventListener('click', function () {
        var language = tab.getAttribute('data-language');
        // lab.js owns the simulations' naming switch; without it the choice is only remembered.
        if (window.VCLab && VCLab.setNaming) VCLab.setNaming(language, true);
        else save(STORAGE.naming, language);
        showCodeLanguage(language);
      });
      tab.addEventListener('keydown', function (event) {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        var next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
        next.click();
        next.focus();
      });
      tabList.appendChild(tab);
      return tab;
    });
    container.insertBefore(tabList, container.firstChild);
    container.classList.add('is-tabbed');
    codeTabGroups.push({
      select: function (language) {
        var chosen = blocks.some(function (block) { return block.getAttribute('data-language') === language; })
          ? language : blocks[0].getAttribute('data-language');
        blocks.forEach(function (block, index) {
          var selected = block.getAttribute('data-language') === chosen;
          block.hidden = !selected;
          tabs[index].setAttribute('aria-selected', selected ? 'true' : 'false');
          tabs[index].tabIndex = selected ? 0 : -1;
        });
      }
    });
  }

  function copyText(text, done) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallback()); });
    } else {
      done(fallback());
    }
    function fallback() {
      var area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.className = 'visually-hidden';
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try {
        copied = document.execCommand('copy');
      } catch (error) {
        copied = false;
      }
      area.remove();
      return copied;
    }
  }

  function setUpCopyButton(block) {
    var code = block.querySelector('pre code');
    if (!code) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-copy';
    button.textContent = pageText('copy');
    button.setAttribute('aria-label', pageText('copyCode', { language: (block.querySelector('.code-label') || {}).textContent }));
    button.addEventListener('click', function () {
      copyText(code.textContent, function (copied) {
        button.textContent = copied ? pageText('copied') : pageText('selectAndCopy');
        setTimeout(function () { button.textContent = pageText('copy'); }, 2000);
      });
    });
    block.appendChild(button);
  }

  function setUpCode() {
    document.querySelectorAll('.code-tabs').forEach(setUpCodeTabs);
    document.querySelectorAll('.code-block').forEach(setUpCopyButton);
    showCodeLanguage(load(STORAGE.naming, 'swift') === 'objc' ? 'objc' : 'swift');
    // A simulation's own naming switch changes the site-wide choice: the code tabs follow it.
    document.addEventListener('change', function (event) {
      if (event.target.matches && event.target.matches('.sim-naming input') && event.target.checked) {
        showCodeLanguage(event.target.value);
      }
    });
  }

  // ---------------------------------------------------------------------------------------------
  // "On this page": the section being read is marked as the page scrolls.

  function setUpTableOfContents() {
    var toc = document.getElementById('toc');
    if (!toc) return;
    var links = Array.prototype.slice.call(toc.querySelectorAll('a[href^="#"]'));
    var targets = links.map(function (link) {
      return document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
    });
    var pending = false;
    function mark() {
      pending = false;
      var current = -1;
      for (var index = 0; index < targets.length; index++) {
        if (targets[index] && targets[index].getBoundingClientRect().top < 140) current = index;
      }
      links.forEach(function (link, index) {
        if (index === current) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      });
    }
    window.addEventListener('scroll', function () {
      if (!pending) {
        pending = true;
        window.requestAnimationFrame(mark);
      }
    }, { passive: true });
    mark();
  }

  // ---------------------------------------------------------------------------------------------
  // Predict first: a site-wide switch that keeps a simulation's trace folded until the questions that use
  // it are answered, so the learner commits to a prediction before seeing the answer.

  function predictFirst() {
    return load(STORAGE.predict, false) === true;
  }

  function updatePredictFolds() {
    var on = predictFirst();
    var stored = progress();
    document.querySelectorAll('figure.sim[id]').forEach(function (figure) {
      var questions = Array.prototype.slice.call(document.querySelectorAll('section.quiz[data-sim]')).filter(
        function (section) { return section.getAttribute('data-sim') === figure.id; });
      var open = questions.filter(function (section) { return !stored[section.getAttribute('data-quiz')]; });
      var fold = on && open.length > 0 && !figure.classList.contains('predict-shown');
      figure.classList.toggle('is-folded', fold);
      var note = figure.querySelector('.predict-note');
      if (!fold) {
        if (note) note.hidden = true;
        return;
      }
      if (!note) {
        note = document.createElement('div');
        note.className = 'predict-note';
        var text = document.createElement('p');
        var show = document.createElement('button');
        show.type = 'button';
        show.textContent = pageText('showTraceNow');
        show.addEventListener('click', function () {
          figure.classList.add('predict-shown');
          updatePredictFolds();
        });
        note.appendChild(text);
        note.appendChild(show);
        var source = figure.querySelector('.sim-source');
        figure.insertBefore(note, source ? source.nextSibling : figure.firstChild);
      }
      note.hidden = false;
      var first = open[0];
      var link = '#' + first.id;
      note.querySelector('p').textContent = '';
      note.querySelector('p').appendChild(document.createTextNode(
        open.length === 1 ? pageText('predictNoteOne') : pageText('predictNote', { count: open.length })));
      var anchor = document.createElement('a');
      anchor.href = link;
      anchor.textContent = pageText('goTo', {
        title: (first.querySelector('.quiz-title') || first).textContent.replace(/\s+/g, ' ').trim()
      });
      note.querySelector('p').appendChild(anchor);
    });
    // Prose the author marked as telling an answer folds until the question after it is answered.
    var quizzes = Array.prototype.slice.call(document.querySelectorAll('section.quiz[data-quiz]'));
    document.querySelectorAll('.tells-answer').forEach(function (block) {
      var next = quizzes.filter(function (quiz) {
        return block.compareDocumentPosition(quiz) & Node.DOCUMENT_POSITION_FOLLOWING;
      })[0];
      var fold = on && next && !stored[next.getAttribute('data-quiz')] && !block.classList.contains('predict-shown');
      block.classList.toggle('is-folded', !!fold);
      var note = block.querySelector(':scope > .predict-note');
      if (!fold) {
        if (note) note.hidden = true;
        return;
      }
      if (!note) {
        note = document.createElement('div');
        note.className = 'predict-note';
        var text = document.createElement('p');
        text.appendChild(document.createTextNode(pageText('answerFolded')));
        var anchor = document.createElement('a');
        anchor.href = '#' + next.id;
        anchor.textContent = pageText('goTo', {
          title: (next.querySelector('.quiz-title') || next).textContent.replace(/\s+/g, ' ').trim()
        });
        text.appendChild(anchor);
        var show = document.createElement('button');
        show.type = 'button';
        show.textContent = pageText('showNow');
        show.addEventListener('click', function () {
          block.classList.add('predict-shown');
          updatePredictFolds();
        });
        note.appendChild(text);
        note.appendChild(show);
        block.insertBefore(note, block.firstChild);
      }
      note.hidden = false;
    });
  }

  function setUpPredictFirst() {
    var tools = document.querySelector('.header-tools');
    if (!tools) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'predict-toggle';
    button.title = pageText('predictTitle');
    var icon = document.createElement('span');
    icon.className = 'predict-icon';
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '?';
    var label = document.createElement('span');
    label.className = 'predict-label';
    label.textContent = pageText('predictFirst');
    button.appendChild(icon);
    button.appendChild(label);
    button.setAttribute('aria-label', pageText('predictFirst'));
    function show() {
      button.setAttribute('aria-pressed', predictFirst() ? 'true' : 'false');
      document.documentElement.classList.toggle('predict-first', predictFirst());
    }
    button.addEventListener('click', function () {
      save(STORAGE.predict, !predictFirst());
      show();
      updatePredictFolds();
    });
    tools.appendChild(button);
    show();
    updatePredictFolds();
    // After an answer is graded and saved, unfold what it opens.
    document.addEventListener('quiz-graded', updatePredictFolds);
  }

  // "Show the answer" after a wrong answer, for a learner who would rather see it than try again.
  function setUpAnswerReveal() {
    document.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('.quiz-reveal');
      if (!button) return;
      var section = button.closest('section.quiz');
      var solution = section.querySelector('.quiz-solution');
      section.classList.add('answer-revealed');
      button.hidden = true;
      section.dispatchEvent(new CustomEvent('quiz-revealed'));
      if (!solution) return;
      solution.hidden = false;
      solution.open = true;
      var summary = solution.querySelector('summary');
      if (summary) {
        summary.textContent = pageText('answerAndExplanation');
        summary.focus();
      }
    });
  }

  // A code block that scrolls must take the keyboard's focus, or a keyboard user cannot scroll it (axe's
  // scrollable-region-focusable). Measured once the page has loaded, so the measure costs the first paint nothing.
  function focusScrollableCode() {
    document.querySelectorAll('main pre').forEach(function (pre) {
      var scrolls = pre.scrollWidth > pre.clientWidth + 1 || pre.scrollHeight > pre.clientHeight + 1;
      if (scrolls && !pre.hasAttribute('tabindex')) pre.setAttribute('tabindex', '0');
    });
  }
  addEventListener('load', focusScrollableCode);
  addEventListener('resize', function () { clearTimeout(focusScrollableCode.timer); focusScrollableCode.timer = setTimeout(focusScrollableCode, 200); });

  document.addEventListener('DOMContentLoaded', function () {
    setUpReview();
    setUpCode();
    setUpTableOfContents();
    setUpPredictFirst();
    setUpAnswerReveal();
  });
})();
