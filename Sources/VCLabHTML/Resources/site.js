// VCLab site script: theme, sidebar, search, simulations, quizzes and progress.
// Plain JavaScript with no framework and nothing fetched from elsewhere. Every page works without it:
// quizzes then show their answer in a <details> element, and each scenario shows every iOS version.
// The grader at the top mirrors QuizGrader.swift rule for rule; a test runs both on the same table.
(function () {
  'use strict';

  var STORAGE = { theme: 'vclab:theme', naming: 'vclab:naming', progress: 'vclab:progress' };

  // ---------------------------------------------------------------------------------------------
  // Grading: the rules of QuizGrader.swift.

  function right() {
    return { verdict: 'right', score: 1, mistakes: [], feedback: [] };
  }

  function wrong(mistakes) {
    return { verdict: 'wrong', score: 0, mistakes: mistakes, feedback: [] };
  }

  function sameArrays(a, b) {
    if (a.length !== b.length) return false;
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  function sameSets(a, b) {
    if (a.size !== b.size) return false;
    var same = true;
    a.forEach(function (item) { if (!b.has(item)) same = false; });
    return same;
  }

  // Swift's String ordering and JavaScript's default sort agree on the ASCII names quizzes use.
  function sorted(items) {
    return items.slice().sort(function (a, b) { return a < b ? -1 : a > b ? 1 : 0; });
  }

  function times(count) {
    if (count === 0) return 'never';
    if (count === 1) return 'once';
    if (count === 2) return 'twice';
    return count + ' times';
  }

  function formatNumber(value) {
    return Number.isInteger(value) ? String(value) : String(value);
  }

  function singleMistake(quiz, answer, key) {
    switch (quiz.kind) {
      case 'first': return key + ' comes before ' + answer;
      case 'last': return key + ' comes after ' + answer;
      case 'next': return 'right after ' + (quiz.subject === null || quiz.subject === undefined ? 'that' : quiz.subject) +
        ' comes ' + key + ', not ' + answer;
      default: return 'the answer is ' + key + ', not ' + answer;
    }
  }

  function gradeOrder(key, answer) {
    if (sameArrays(answer, key)) return right();
    if (!(sameSets(new Set(answer), new Set(key)) && answer.length === key.length)) {
      var missing = key.filter(function (event) { return answer.indexOf(event) < 0; });
      var extra = answer.filter(function (event) { return key.indexOf(event) < 0; });
      var mistakes = [];
      if (missing.length) mistakes.push('you left out ' + missing.join(', '));
      if (extra.length) mistakes.push(extra.join(', ') + ' is not one of the events to order');
      return wrong(mistakes);
    }
    var position = new Map();
    key.forEach(function (event, index) { position.set(event, index); });
    for (var first = 0; first < answer.length; first++) {
      for (var second = first + 1; second < answer.length; second++) {
        if (position.get(answer[first]) > position.get(answer[second])) {
          return wrong(['you put ' + answer[first] + ' before ' + answer[second]]);
        }
      }
    }
    return wrong([]);
  }

  function longestCommonSubsequencePairs(first, second) {
    if (!first.length || !second.length) return [];
    var table = [];
    for (var row = 0; row <= first.length; row++) table.push(new Array(second.length + 1).fill(0));
    for (var i = first.length - 1; i >= 0; i--) {
      for (var j = second.length - 1; j >= 0; j--) {
        table[i][j] = first[i] === second[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
      }
    }
    var result = [];
    i = 0;
    j = 0;
    while (i < first.length && j < second.length) {
      if (first[i] === second[j]) {
        result.push([i, j]);
        i++;
        j++;
      } else if (table[i + 1][j] >= table[i][j + 1]) {
        i++;
      } else {
        j++;
      }
    }
    return result;
  }

  // The same classes as VCLabGrading's TraceComparison: every line in order, out of order, or unmatched.
  function compareTraces(key, answer) {
    var pairs = longestCommonSubsequencePairs(key, answer);
    var keyPlaces = key.map(function () { return { kind: 'unmatched' }; });
    var answerPlaces = answer.map(function () { return { kind: 'unmatched' }; });
    pairs.forEach(function (pair) {
      keyPlaces[pair[0]] = { kind: 'in-order', other: pair[1] };
      answerPlaces[pair[1]] = { kind: 'in-order', other: pair[0] };
    });
    var waiting = new Map();
    key.forEach(function (line, index) {
      if (keyPlaces[index].kind !== 'unmatched') return;
      if (!waiting.has(line)) waiting.set(line, []);
      waiting.get(line).push(index);
    });
    answer.forEach(function (line, index) {
      if (answerPlaces[index].kind !== 'unmatched') return;
      var indices = waiting.get(line);
      if (!indices || !indices.length) return;
      var keyIndex = indices.shift();
      keyPlaces[keyIndex] = { kind: 'out-of-order', other: index };
      answerPlaces[index] = { kind: 'out-of-order', other: keyIndex };
    });
    return { key: keyPlaces, answer: answerPlaces, inOrder: pairs.length };
  }

  function countOf(lines, line) {
    return lines.filter(function (other) { return other === line; }).length;
  }

  function uniqueLines(lines) {
    return lines.filter(function (line, index) { return lines.indexOf(line) === index; });
  }

  function placement(keyIndex, key, comparison) {
    var line = key[keyIndex];
    for (var after = keyIndex + 1; after < key.length; after++) {
      if (comparison.key[after].kind === 'in-order' && key[after] !== line) return line + ' comes before ' + key[after];
    }
    for (var before = keyIndex - 1; before >= 0; before--) {
      if (comparison.key[before].kind === 'in-order' && key[before] !== line) return line + ' comes after ' + key[before];
    }
    return line + ' is in another place';
  }

  function gradeTrace(key, answer, filter) {
    if (sameArrays(answer, key)) return right();
    var comparison = compareTraces(key, answer);
    var longest = Math.max(key.length, answer.length);
    var score = longest > 1 && comparison.inOrder > 1 ? (comparison.inOrder - 1) / (longest - 1) : 0;
    var mistakes = [];
    comparison.answer.forEach(function (place) {
      if (place.kind === 'out-of-order') mistakes.push('out of order: ' + placement(place.other, key, comparison));
    });
    var missing = [];
    comparison.key.forEach(function (place, index) {
      if (place.kind !== 'unmatched') return;
      var line = key[index];
      missing.push(answer.indexOf(line) >= 0 ? line + ' (it happens ' + times(countOf(key, line)) + ' there)' : line);
    });
    if (missing.length) mistakes.push('missing: ' + uniqueLines(missing).join(', '));
    var extra = [];
    comparison.answer.forEach(function (place, index) {
      if (place.kind !== 'unmatched') return;
      var line = answer[index];
      var count = countOf(key, line);
      if (count > 0) mistakes.push(line + ' happens only ' + times(count) + ' there');
      else extra.push(line);
    });
    if (extra.length) {
      var scope = filter ? ' (only: ' + filter + ')' : '';
      mistakes.push('not in the trace there' + scope + ': ' + uniqueLines(extra).join(', '));
    }
    return { verdict: score > 0 ? 'partly-right' : 'wrong', score: score, mistakes: uniqueLines(mistakes), feedback: [] };
  }

  function gradeSet(key, answer, kind) {
    var keySet = new Set(key);
    var answerSet = new Set(answer);
    if (sameSets(keySet, answerSet)) return right();
    var mistakes = [];
    var wrongPicks = sorted(Array.from(answerSet).filter(function (item) { return !keySet.has(item); }));
    var missed = sorted(Array.from(keySet).filter(function (item) { return !answerSet.has(item); }));
    var doesNot = kind === 'loaded' ? 'has no loaded view then' : 'does not happen';
    var does = kind === 'loaded' ? 'has a loaded view too' : 'happens too';
    wrongPicks.forEach(function (pick) { mistakes.push(pick + ' ' + doesNot); });
    missed.forEach(function (miss) { mistakes.push(miss + ' ' + does); });
    return wrong(mistakes);
  }

  function gradeFrame(key, answer) {
    var names = ['x', 'y', 'width', 'height'];
    if (answer.length !== 4) return wrong(['a frame is four numbers: x y width height']);
    var mistakes = [];
    for (var index = 0; index < 4; index++) {
      if (Math.abs(answer[index] - key[index]) > 0.5) {
        mistakes.push(names[index] + ' is ' + formatNumber(key[index]) + ', not ' + formatNumber(answer[index]));
      }
    }
    return mistakes.length ? wrong(mistakes) : right();
  }

  function pickedOptions(response) {
    if (response.type === 'single') return [response.value];
    if (response.type === 'set') return sorted(response.value);
    return [];
  }

  // quiz: the JSON a quiz embeds ({kind, key: {type, value}, subject, feedback}); response: {type, value}.
  function grade(quiz, response) {
    var feedback = [];
    pickedOptions(response).forEach(function (option) {
      if (Object.prototype.hasOwnProperty.call(quiz.feedback, option)) feedback.push(quiz.feedback[option]);
    });
    var key = quiz.key;
    var result;
    if (key.type !== response.type) {
      result = wrong(['that kind of answer does not fit this question']);
    } else {
      switch (key.type) {
        case 'sequence':
          result = quiz.kind === 'trace' ? gradeTrace(key.value, response.value, quiz.filter) : gradeOrder(key.value, response.value);
          break;
        case 'single':
          result = response.value === key.value ? right() : wrong([singleMistake(quiz, response.value, key.value)]);
          break;
        case 'boolean':
          var words = quiz.kind === 'claim' ? ['true', 'false'] : ['yes', 'no'];
          result = response.value === key.value ? right() : wrong([
            'the answer is ' + (key.value ? words[0] : words[1]) + ', not ' + (response.value ? words[0] : words[1])
          ]);
          break;
        case 'number':
          result = response.value === key.value ? right()
            : wrong(['it happens ' + times(key.value) + ', not ' + times(response.value)]);
          break;
        case 'set':
          result = gradeSet(key.value, response.value, quiz.kind);
          break;
        case 'frame':
          result = gradeFrame(key.value, response.value);
          break;
        default:
          result = wrong(['that kind of answer does not fit this question']);
      }
    }
    result.feedback = feedback;
    return result;
  }

  // What a learner typed for a `trace` quiz: one event a line; blank lines, a leading sequence number
  // ("7  B.viewDidLoad", as the trace table shows it) and Objective-C selectors are accepted.
  function parseTraceLines(text, aliases) {
    return text.split(/\r?\n/).map(function (line) {
      line = line.trim().replace(/^\d+[.):]?\s+/, '').replace(/\s+/g, ' ');
      var dot = line.indexOf('.');
      if (dot > 0) {
        var callback = line.slice(dot + 1);
        if (aliases && Object.prototype.hasOwnProperty.call(aliases, callback)) {
          line = line.slice(0, dot + 1) + aliases[callback];
        }
      }
      return line;
    }).filter(function (line) { return line.length > 0; });
  }

  // Four numbers separated by spaces or commas; null when a piece is not a number.
  function parseFrame(text) {
    var pieces = text.trim().split(/[\s,]+/).filter(function (piece) { return piece.length > 0; });
    var numbers = pieces.map(Number);
    return numbers.every(function (value) { return Number.isFinite(value); }) ? numbers : null;
  }

  if (typeof module !== 'undefined' && module.exports) {
    module.exports = { grade: grade, parseTraceLines: parseTraceLines, parseFrame: parseFrame };
  }
  if (typeof document === 'undefined') return;

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
    function show(theme) {
      var next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
      button.textContent = 'Theme: ' + theme;
      button.setAttribute('aria-label', 'Colour theme: ' + theme + '. Switch to ' + next);
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
    var rightCount = 0;
    lesson.quizzes.forEach(function (id) {
      if (stored[id] && stored[id].verdict === 'right') rightCount++;
    });
    return rightCount;
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
    index.textContent = 'All lessons';
    index.className = 'sidebar-home';
    lessons().forEach(function (lesson) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = lesson.href;
      link.textContent = lesson.title;
      if (lesson.slug === current) link.setAttribute('aria-current', 'page');
      item.appendChild(link);
      if (lesson.quizzes.length && lessonProgress(lesson, stored) === lesson.quizzes.length) {
        var done = document.createElement('span');
        done.className = 'sidebar-done';
        done.textContent = '✓';
        done.setAttribute('role', 'img');
        done.setAttribute('aria-label', 'every question answered right');
        item.appendChild(done);
      }
      list.appendChild(item);
    });
    sidebar.textContent = '';
    sidebar.appendChild(index);
    sidebar.appendChild(list);

    var toggle = document.querySelector('.sidebar-toggle');
    if (toggle) {
      toggle.hidden = false;
      toggle.addEventListener('click', function () {
        var open = document.body.classList.toggle('sidebar-open');
        toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
      });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Search: the index is a script (fetch is not allowed over file://), loaded on first use.

  var searchEntries = null;

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
      searchEntries = index.entries.map(function (entry) {
        var page = index.pages[entry[0]];
        return {
          href: page[0] + (entry[1] ? '#' + entry[1] : ''),
          title: page[1],
          heading: entry[2],
          text: entry[3],
          haystack: [page[1].toLowerCase(), entry[2].toLowerCase(), entry[3].toLowerCase()]
        };
      });
      done();
    }
  }

  function search(query) {
    var terms = query.toLowerCase().split(/\s+/).filter(function (term) { return term.length > 0; });
    if (!terms.length || !searchEntries) return [];
    var results = [];
    searchEntries.forEach(function (entry, order) {
      var score = 0;
      for (var t = 0; t < terms.length; t++) {
        var term = terms[t];
        var inTitle = entry.haystack[0].indexOf(term) >= 0;
        var inHeading = entry.haystack[1].indexOf(term) >= 0;
        var inText = entry.haystack[2].indexOf(term) >= 0;
        if (!inTitle && !inHeading && !inText) return;
        score += (inTitle ? 10 : 0) + (inHeading ? 5 : 0) + (inText ? 1 : 0);
      }
      results.push({ entry: entry, score: score, order: order });
    });
    results.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    return results.slice(0, 12).map(function (result) { return result.entry; });
  }

  function snippet(entry, terms) {
    var text = entry.text;
    var lower = entry.haystack[2];
    var at = -1;
    var length = 0;
    for (var t = 0; t < terms.length && at < 0; t++) {
      at = lower.indexOf(terms[t]);
      length = terms[t].length;
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
      var terms = query.toLowerCase().split(/\s+/);
      var found = search(query);
      var list = document.createElement('ul');
      found.forEach(function (entry) {
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = entry.href;
        var title = document.createElement('span');
        title.className = 'search-result-title';
        title.textContent = entry.heading && entry.heading !== entry.title ? entry.title + ' › ' + entry.heading : entry.title;
        link.appendChild(title);
        link.appendChild(snippet(entry, terms));
        item.appendChild(link);
        list.appendChild(item);
      });
      if (!found.length) {
        var none = document.createElement('p');
        none.className = 'search-none';
        none.textContent = 'Nothing matches “' + query + '”.';
        results.appendChild(none);
      } else {
        results.appendChild(list);
      }
      results.hidden = false;
      status.textContent = found.length === 1 ? '1 result' : found.length + ' results';
    }

    input.addEventListener('focus', function () { loadSearchIndex(function () {}); });
    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () { loadSearchIndex(render); }, 80);
    });
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
  }

  // ---------------------------------------------------------------------------------------------
  // Simulations: version switch, naming switch, step-through.

  var figures = [];

  function setNaming(naming, remember) {
    figures.forEach(function (figure) {
      figure.classList.toggle('naming-objc', naming === 'objc');
      figure.querySelectorAll('.sim-naming input').forEach(function (radio) {
        radio.checked = radio.value === naming;
      });
    });
    if (remember) save(STORAGE.naming, naming);
  }

  function setUpSimulation(figure) {
    var controls = figure.querySelector('.sim-controls');
    if (!controls) return;
    figures.push(figure);
    controls.hidden = false;
    var runs = Array.prototype.slice.call(figure.querySelectorAll('.sim-run'));
    function showRun(index) {
      runs.forEach(function (run, at) { run.hidden = at !== index; });
    }
    showRun(0);
    figure.querySelectorAll('.sim-versions input').forEach(function (radio) {
      radio.addEventListener('change', function () { if (radio.checked) showRun(Number(radio.value)); });
    });
    figure.querySelectorAll('.sim-naming input').forEach(function (radio) {
      radio.addEventListener('change', function () { if (radio.checked) setNaming(radio.value, true); });
    });
    runs.forEach(setUpStepper);
  }

  function setUpStepper(run) {
    var stepper = run.querySelector('.sim-stepper');
    var rows = Array.prototype.slice.call(run.querySelectorAll('tr[data-seq]'));
    if (!stepper || !rows.length) return;
    stepper.hidden = false;
    var status = stepper.querySelector('.sim-status');
    var play = stepper.querySelector('[data-step="play"]');
    var current = -1;
    var timer = null;

    function describe(row) {
      var call = row.querySelector('.call');
      var naming = run.closest('.sim').classList.contains('naming-objc') ? '.n-objc' : '.n-swift';
      var name = call.querySelector(naming);
      var text = name ? name.textContent : call.firstChild.textContent;
      var animated = call.querySelector('.anim');
      if (animated) text += ' (' + animated.textContent + ')';
      var step = row.closest('tbody').querySelector('.trace-step th').textContent;
      var evidence = row.querySelector('.evidence').textContent;
      return 'Event ' + (current + 1) + ' of ' + rows.length + ', step ' + step + ': ' + text +
        (evidence === 'inferred' ? ' (inferred)' : '');
    }

    function show(index) {
      current = Math.max(-1, Math.min(rows.length - 1, index));
      run.querySelectorAll('.current').forEach(function (element) { element.classList.remove('current'); });
      if (current < 0) {
        status.textContent = rows.length + ' callbacks. Press Next event to step through them.';
        return;
      }
      var row = rows[current];
      var sequence = row.getAttribute('data-seq');
      row.classList.add('current');
      var group = run.querySelector('g.ev[data-seq="' + sequence + '"]');
      if (group) group.classList.add('current');
      status.textContent = describe(row);
    }

    function stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      play.textContent = 'Play';
      play.setAttribute('aria-pressed', 'false');
    }

    stepper.querySelector('[data-step="previous"]').addEventListener('click', function () {
      stop();
      show(current - 1);
    });
    stepper.querySelector('[data-step="next"]').addEventListener('click', function () {
      stop();
      show(current + 1);
    });
    play.addEventListener('click', function () {
      if (timer !== null) return stop();
      if (current >= rows.length - 1) show(-1);
      play.textContent = 'Pause';
      play.setAttribute('aria-pressed', 'true');
      timer = setInterval(function () {
        if (current >= rows.length - 1) return stop();
        show(current + 1);
      }, 900);
    });
    show(-1);
  }

  // ---------------------------------------------------------------------------------------------
  // Quizzes.

  var quizzes = [];

  function verdictText(result) {
    if (result.verdict === 'right') return 'Right.';
    if (result.verdict === 'partly-right') return 'Partly right: ' + Math.round(result.score * 100) + '% of the trace.';
    return 'Not quite.';
  }

  function setUpQuiz(section) {
    var dataElement = section.querySelector('.quiz-data');
    var form = section.querySelector('.quiz-form');
    if (!dataElement || !form) return;
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
      orderStatus.textContent = item.getAttribute('data-value') + ' is now number ' + (items.indexOf(item) + 1) +
        ' of ' + items.length + '.';
    }

    function input() { return form.querySelector('.quiz-input'); }

    // The learner's answer as {type, value}, or {error} when it cannot be graded yet.
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
          return checked.length ? { type: 'single', value: checked[0] } : { error: 'Pick one of the answers first.' };
        case 'happens': case 'claim':
          return checked.length ? { type: 'boolean', value: checked[0] === 'yes' || checked[0] === 'true' }
            : { error: 'Pick an answer first.' };
        case 'which': case 'loaded':
          return { type: 'set', value: checked };
        case 'count':
          var text = input().value.trim();
          return /^\d+$/.test(text) ? { type: 'number', value: Number(text) } : { error: 'Type a whole number.' };
        case 'frame':
          var numbers = parseFrame(input().value);
          return numbers ? { type: 'frame', value: numbers } : { error: 'Type four numbers: x y width height.' };
        case 'trace':
          return { type: 'sequence', value: parseTraceLines(input().value, quiz.aliases) };
        default:
          return { error: 'This kind of question is not supported here.' };
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
        label.classList.remove('is-right', 'is-wrong');
      });
      section.classList.remove('is-right', 'is-wrong', 'is-partly-right', 'is-answered');
    }

    function showResult(result, response, earlier) {
      clearFeedback();
      section.classList.add('is-answered', 'is-' + result.verdict);
      var verdict = document.createElement('p');
      verdict.className = 'quiz-verdict verdict-' + result.verdict;
      verdict.textContent = (earlier ? 'Your earlier answer: ' : '') + verdictText(result);
      feedback.appendChild(verdict);
      if (result.mistakes.length) {
        var list = document.createElement('ul');
        list.className = 'quiz-mistakes';
        result.mistakes.forEach(function (mistake) {
          var item = document.createElement('li');
          item.textContent = mistake.charAt(0).toUpperCase() + mistake.slice(1) + '.';
          list.appendChild(item);
        });
        feedback.appendChild(list);
      }
      var picked = response.type === 'single' ? [response.value] : response.type === 'set' ? response.value : [];
      section.querySelectorAll('.quiz-choice-feedback').forEach(function (box) {
        box.hidden = picked.indexOf(box.getAttribute('data-option')) < 0;
      });
      if (quiz.kind === 'first' || quiz.kind === 'last' || quiz.kind === 'next' || quiz.kind === 'which' ||
          quiz.kind === 'loaded') {
        var keyValues = quiz.key.type === 'set' ? quiz.key.value : [quiz.key.value];
        form.querySelectorAll('.quiz-choice').forEach(function (label) {
          var box = label.querySelector('input');
          if (box.checked) label.classList.add(keyValues.indexOf(box.value) >= 0 ? 'is-right' : 'is-wrong');
        });
      }
      fieldset.disabled = true;
      check.hidden = true;
      retry.hidden = result.verdict === 'right';
      if (solution) {
        solution.hidden = false;
        solution.open = true;
        if (solutionSummary) solutionSummary.textContent = 'Answer and explanation';
      }
    }

    function reset() {
      clearFeedback();
      fieldset.disabled = false;
      check.hidden = false;
      retry.hidden = true;
      if (solution) {
        solution.open = false;
        solution.hidden = true;
      }
      if (hint) hint.open = false;
      var first = form.querySelector('input, textarea, button[data-move]');
      if (first) first.focus();
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var response = read();
      if (response.error) {
        clearFeedback();
        var message = document.createElement('p');
        message.className = 'quiz-verdict verdict-incomplete';
        message.textContent = response.error;
        feedback.appendChild(message);
        return;
      }
      var result = grade(quiz, response);
      showResult(result, response, false);
      var stored = progress();
      stored[quiz.id] = { verdict: result.verdict, score: result.score, response: response };
      save(STORAGE.progress, stored);
      updatePageScore();
      (retry.hidden ? feedback : retry).focus();
    });
    retry.addEventListener('click', function () {
      reset();
      updatePageScore();
    });

    var earlier = progress()[quiz.id];
    if (earlier && earlier.response && earlier.response.type === quiz.key.type) {
      restore(earlier.response);
      showResult(grade(quiz, earlier.response), earlier.response, true);
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
    box.querySelector('.page-score-text').textContent = 'Score on this page: ' + points + ' of ' + quizzes.length +
      ' (' + rightCount + ' right, ' + answered + ' answered).';
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
  // The index page: progress per lesson and for the course.

  function setUpCourseProgress() {
    var stored = progress();
    var total = 0;
    var rightCount = 0;
    lessons().forEach(function (lesson) {
      var count = lessonProgress(lesson, stored);
      total += lesson.quizzes.length;
      rightCount += count;
      document.querySelectorAll('.lesson-progress[data-lesson]').forEach(function (element) {
        if (element.getAttribute('data-lesson') !== lesson.slug) return;
        element.textContent = count === lesson.quizzes.length ? '· all right ✓' : '· ' + count + ' right';
        element.classList.toggle('is-complete', count === lesson.quizzes.length);
      });
    });
    var box = document.getElementById('course-progress');
    if (!box || !total) return;
    box.hidden = false;
    box.querySelector('.course-progress-text').textContent = 'You have answered ' + rightCount + ' of ' + total +
      ' questions right.';
    box.querySelector('.course-progress-bar').value = rightCount;
    var reset = box.querySelector('.course-progress-reset');
    var armed = false;
    reset.addEventListener('click', function () {
      if (!armed) {
        armed = true;
        reset.textContent = 'Click again to forget every answer';
        return;
      }
      save(STORAGE.progress, {});
      armed = false;
      reset.textContent = 'Forget my answers';
      setUpCourseProgressText();
    });
    function setUpCourseProgressText() {
      box.querySelector('.course-progress-text').textContent = 'You have answered 0 of ' + total + ' questions right.';
      box.querySelector('.course-progress-bar').value = 0;
      document.querySelectorAll('.lesson-progress').forEach(function (element) {
        element.textContent = '· 0 right';
        element.classList.remove('is-complete');
      });
    }
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

  document.addEventListener('DOMContentLoaded', function () {
    document.documentElement.classList.add('has-script');
    setUpThemeToggle();
    setUpSidebar();
    setUpSearch();
    document.querySelectorAll('figure.sim').forEach(setUpSimulation);
    setNaming(load(STORAGE.naming, 'swift') === 'objc' ? 'objc' : 'swift', false);
    document.querySelectorAll('section.quiz').forEach(setUpQuiz);
    setUpPageScore();
    setUpCourseProgress();
    setUpPrinting();
  });
})();
