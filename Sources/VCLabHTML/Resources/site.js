// VCLab site script: theme, sidebar, search, quizzes and progress; simulations are lab.js's.
// Plain JavaScript with no framework and nothing fetched from elsewhere. Every page works without it:
// quizzes then show their answer in a <details> element, and each scenario shows every iOS version.
// Quizzes are graded by QuizGrader itself, in the WebAssembly module (VCLab.grade, from lab.js).
(function () {
  'use strict';

  var STORAGE = { theme: 'vclab:theme', naming: 'vclab:naming', progress: 'vclab:progress' };

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
    function showProblem(text) {
      clearFeedback();
      var message = document.createElement('p');
      message.className = 'quiz-verdict verdict-incomplete';
      message.textContent = text.charAt(0).toUpperCase() + text.slice(1);
      feedback.appendChild(message);
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
      orderStatus.textContent = item.getAttribute('data-value') + ' is now number ' + (items.indexOf(item) + 1) +
        ' of ' + items.length + '.';
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
          return checked.length ? { type: 'single', value: checked[0] } : { error: 'Pick one of the answers first.' };
        case 'happens': case 'claim':
          return checked.length ? { type: 'boolean', value: checked[0] === 'yes' || checked[0] === 'true' }
            : { error: 'Pick an answer first.' };
        case 'which': case 'loaded':
          return { type: 'set', value: checked };
        // Typed answers are read by the grader's own answer reader, which the terminal uses too.
        case 'count': case 'frame': case 'trace':
          return input().value.trim() ? { text: input().value } : { error: 'Type an answer first.' };
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

    function showProblem(text) {
      clearFeedback();
      var message = document.createElement('p');
      message.className = 'quiz-verdict verdict-incomplete';
      message.textContent = text.charAt(0).toUpperCase() + text.slice(1);
      feedback.appendChild(message);
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var response = read();
      if (response.error) return showProblem(response.error);
      VCLab.grade(quiz, response).then(function (result) {
        if (result.problem) return showProblem(result.problem);
        showResult(result, result.response, false);
        var stored = progress();
        stored[quiz.id] = { verdict: result.verdict, score: result.score, response: result.response };
        save(STORAGE.progress, stored);
        updatePageScore();
        (retry.hidden ? feedback : retry).focus();
      }, function (error) {
        showProblem('This answer could not be graded: ' + (error.message || error) + '.');
      });
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
    document.querySelectorAll('section.quiz').forEach(setUpQuiz);
    setUpPageScore();
    setUpCourseProgress();
    setUpPrinting();
  });
})();
