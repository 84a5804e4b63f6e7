// VCLab's lab: every simulation on the site, editable and run live by the engine (engine-worker.js, which
// starts the engine's worker as the page begins to load and defines VCLab.run and VCLab.grade).
//
// This script is deferred (it blocks no rendering). It draws what the engine answers: the step-through, the
// version switch, the editors, links that carry a scenario, the playground and "Run it on your iPhone".
// Whatever touches the page waits for DOMContentLoaded and for engine-worker.js, which, being async, may
// arrive after this one.
(function () {
  'use strict';

  // The engine's API, once engine-worker.js has run; its `parts` are the base64 decoder, the text-to-bytes
  // rule and where lab-engine.js is.
  var api = null;
  function decodeBase64(text) { return api.parts.decodeBase64(text); }
  function bytesOf(source) { return api.parts.bytesOf(source); }

  // The words the lab shows come from the page, in its language (#vclab-strings, rendered from the site's
  // catalogue); `{name}` is filled from `values`.
  var pageStrings = null;

  function pageText(key, values) {
    if (pageStrings === null) {
      var block = typeof document !== 'undefined' && document.getElementById('vclab-strings');
      try {
        pageStrings = block ? JSON.parse(block.textContent) : {};
      } catch (error) {
        pageStrings = {};
      }
    }
    var template = typeof pageStrings[key] === 'string' ? pageStrings[key] : key;
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  // Callback names break only where a reader would split them: site.js's one pass, on what the lab draws.
  function markNameBreaks(root) {
    if (self.VCLabSite) self.VCLabSite.markNameBreaks(root);
  }

  // ---------------------------------------------------------------------------------------------
  // The scenario in a URL: #s= then base64url of the UTF-8 text, so a link reproduces it exactly.

  function encodeScenario(bytes) {
    var binary = '';
    for (var index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode.apply(null, bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function decodeScenario(text) {
    var base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    while (base64.length % 4) base64 += '=';
    try { return decodeBase64(base64); } catch (error) { return null; }
  }

  // A link carries what a reader chose as well as the text: `#s=…&ios=15&device=ipad&naming=objc` (each
  // setting only when one was chosen), so the playground it opens shows exactly what they saw.
  function fragmentFor(source, settings) {
    var fragment = 's=' + encodeScenario(bytesOf(source));
    if (settings.ios) fragment += '&ios=' + encodeURIComponent(settings.ios);
    if (settings.device) fragment += '&device=' + encodeURIComponent(settings.device);
    if (settings.naming === 'objc') fragment += '&naming=objc';
    return fragment;
  }

  // The settings of a fragment: {bytes, ios, device, naming}, or null when it holds no scenario.
  function readFragment(hash) {
    var fields = {};
    hash.replace(/^#/, '').split('&').forEach(function (pair) {
      var at = pair.indexOf('=');
      if (at > 0) fields[pair.slice(0, at)] = pair.slice(at + 1);
    });
    if (fields.s === undefined || !/^[A-Za-z0-9_-]*$/.test(fields.s)) return null;
    var bytes = decodeScenario(fields.s);
    if (!bytes) return null;
    function value(name) { try { return decodeURIComponent(fields[name] || ''); } catch (error) { return ''; } }
    return { bytes: bytes, ios: value('ios'), device: value('device'), naming: value('naming') };
  }

  function playgroundLink(source, settings) {
    return 'playground.html#' + fragmentFor(source, settings || {});
  }

  // A shell command that runs the scenario as the page does; the heredoc keeps the text as it is.
  function commandFor(source, version, device) {
    var flags = (version ? ' --ios ' + version : '') + (device ? ' --device ' + device : '');
    var fence = 'SIM';
    while (source.split('\n').indexOf(fence) >= 0) fence += '_';
    return 'vclab run -' + flags + " <<'" + fence + "'\n" + source.replace(/\n?$/, '\n') + fence + '\n';
  }

  // ---------------------------------------------------------------------------------------------
  // Naming, version switch and the step-through: for built and live runs alike.

  var STORAGE_NAMING = 'vclab:naming';
  var figures = [];

  function setNaming(naming, remember) {
    figures.forEach(function (figure) {
      figure.classList.toggle('naming-objc', naming === 'objc');
      figure.querySelectorAll('.sim-naming input').forEach(function (radio) { radio.checked = radio.value === naming; });
    });
    if (remember) {
      try { localStorage.setItem(STORAGE_NAMING, JSON.stringify(naming)); } catch (error) { /* forget */ }
    }
  }

  function storedNaming() {
    try { return JSON.parse(localStorage.getItem(STORAGE_NAMING)) === 'objc' ? 'objc' : 'swift'; } catch (error) {
      return 'swift';
    }
  }

  function scrollIntoContainer(element, container) {
    if (!element || !container) return;
    var box = container.getBoundingClientRect();
    var target = element.getBoundingClientRect();
    if (target.top < box.top || target.bottom > box.bottom) {
      container.scrollTop += target.top - box.top - (box.height - target.height) / 2;
    }
    if (target.left < box.left || target.right > box.right) {
      container.scrollLeft += target.left - box.left - 16;
    }
  }

  // A run's drawing is shown only where it fits whole: its labels sit right of the lifelines, so a drawing
  // wider than its frame would cut or hide them. Where it does not fit, the same frame shows the diagram's
  // list form (site.css, `.is-list`), which wraps every label. The room is the run's own width, watched as
  // the window, the sidebar or a switch of version changes it (a hidden run measures 0 and waits).
  var fitObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(function (entries) {
    entries.forEach(function (entry) { fitDiagram(entry.target.closest('.sim-run')); });
  }) : null;

  function fitDiagram(run) {
    var frame = run && run.querySelector('.sim-diagram');
    var svg = frame && frame.querySelector('svg.trace-diagram');
    var views = run && run.querySelector('.sim-views');
    if (!svg || !views || !views.clientWidth) return;
    var border = 2;
    frame.classList.toggle('is-list', Number(svg.getAttribute('width')) + border > views.clientWidth);
  }

  function watchFit(run) {
    var views = run.querySelector('.sim-views');
    if (!views) return;
    if (fitObserver) fitObserver.observe(views); else fitDiagram(run);
  }

  function setUpStepper(run) {
    watchFit(run);
    var stepper = run.querySelector('.sim-stepper');
    var rows = Array.prototype.slice.call(run.querySelectorAll('tr[data-seq]'));
    if (!stepper || !rows.length) return;
    stepper.hidden = false;
    var status = stepper.querySelector('.sim-status');
    var play = stepper.querySelector('[data-step="play"]');
    var speed = stepper.querySelector('[data-step="speed"]');
    var screens = Array.prototype.slice.call(run.querySelectorAll('.sim-screen'));
    var diagram = run.querySelector('.sim-diagram');
    var table = run.querySelector('.sim-table');
    var current = -1;
    var timer = null;

    function stepOf(row) { return row.closest('tbody').getAttribute('data-step'); }

    function showScreen(step) {
      if (!screens.length) return;
      var shown = screens[screens.length - 1];
      if (step !== null) {
        screens.forEach(function (screen) { if (screen.getAttribute('data-step') === step) shown = screen; });
      }
      screens.forEach(function (screen) { screen.hidden = screen !== shown; });
      return shown;
    }

    // The picture is recorded per step; per event it marks the controller the callback goes to.
    function markReceiver(screen, row) {
      run.querySelectorAll('.scr-current').forEach(function (view) { view.classList.remove('scr-current'); });
      var name = row && row.querySelector('.call .n-swift, .call');
      var receiver = name ? name.textContent.split('.')[0] : '';
      if (!screen || !receiver) return;
      screen.querySelectorAll('g[data-controller]').forEach(function (view) {
        if (view.getAttribute('data-controller') === receiver) view.classList.add('scr-current');
      });
    }

    function describe(row) {
      var call = row.querySelector('.call');
      var naming = run.closest('.sim').classList.contains('naming-objc') ? '.n-objc' : '.n-swift';
      var name = call.querySelector(naming);
      var text = name ? name.textContent : call.firstChild.textContent;
      var animated = call.querySelector('.anim');
      if (animated) text += ' (' + animated.textContent + ')';
      var step = row.closest('tbody').querySelector('.trace-step th').textContent;
      var evidence = row.querySelector('.evidence').textContent;
      return pageText('stepEvent', { number: current + 1, count: rows.length, step: step, text: text }) +
        (evidence === 'inferred' || evidence === 'disputed' ? ' (' + evidence + ')' : '');
    }

    function show(index) {
      current = Math.max(-1, Math.min(rows.length - 1, index));
      run.querySelectorAll('.current').forEach(function (element) { element.classList.remove('current'); });
      if (current < 0) {
        status.textContent = pageText('stepStart', { count: rows.length });
        markReceiver(showScreen(null), null);
        return;
      }
      var row = rows[current];
      var sequence = row.getAttribute('data-seq');
      row.classList.add('current');
      // The diagram and its narrow list form (site.css shows one) both mark the event; the shown one scrolls.
      var shownMark = null;
      run.querySelectorAll('.sim-diagram .ev[data-seq="' + sequence + '"]').forEach(function (mark) {
        mark.classList.add('current');
        if (mark.getClientRects().length) shownMark = mark;
      });
      scrollIntoContainer(shownMark, diagram);
      scrollIntoContainer(row, table);
      markReceiver(showScreen(stepOf(row)), row);
      status.textContent = describe(row);
      markNameBreaks(status);
      keepInView(shownMark);
    }

    // The page scrolls only when the current row has left the window between the header and the (sticky)
    // stepper, or the (sticky) picture where it sits below the row, and then only as far as brings it back; a
    // run scrolled away while it plays is left alone. The picture stays in view by itself (site.css).
    function keepInView(mark) {
      var runBox = run.getBoundingClientRect();
      if (!mark || !mark.getClientRects().length || runBox.bottom < 0 || runBox.top > innerHeight) return;
      var header = document.querySelector('.site-header');
      var top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      var bottom = innerHeight - stepper.getBoundingClientRect().height;
      var box = mark.getBoundingClientRect();
      var shownScreen = screens.filter(function (screen) { return !screen.hidden; })[0];
      var picture = shownScreen && shownScreen.closest('.sim-screens').getBoundingClientRect();
      if (picture && picture.height && picture.top >= box.bottom - 1 && picture.left < box.right) {
        bottom -= picture.height;
      }
      var delta = 0;
      if (box.bottom > bottom) delta = box.bottom - bottom + 8;
      if (box.top - delta < top) delta = box.top - top - 8;
      if (Math.abs(delta) > 1) scrollBy(0, delta);
    }

    function stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      play.textContent = pageText('play');
      play.setAttribute('aria-pressed', 'false');
    }

    function start() {
      if (current >= rows.length - 1) show(-1);
      play.textContent = pageText('pause');
      play.setAttribute('aria-pressed', 'true');
      timer = setInterval(function () {
        if (current >= rows.length - 1) return stop();
        show(current + 1);
      }, Number(speed.value) || 900);
    }

    stepper.querySelector('[data-step="previous"]').addEventListener('click', function () { stop(); show(current - 1); });
    stepper.querySelector('[data-step="next"]').addEventListener('click', function () { stop(); show(current + 1); });
    play.addEventListener('click', function () { if (timer !== null) stop(); else start(); });
    speed.addEventListener('change', function () { if (timer !== null) { stop(); start(); } });
    // Keys work while the focus is in the run (its diagram, table or buttons), not while typing elsewhere.
    run.addEventListener('keydown', function (event) {
      if (event.target.closest('textarea, input, select') || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') { stop(); show(current + 1); } else if (event.key === 'ArrowLeft') {
        stop(); show(current - 1);
      } else if (event.key === ' ' && !event.target.closest('button')) {
        if (timer !== null) stop(); else start();
      } else {
        return;
      }
      event.preventDefault();
    });
    run.stopStepper = stop;
    show(-1);
  }

  function setUpRuns(figure) {
    var runs = Array.prototype.slice.call(figure.querySelectorAll('.sim-runs > .sim-run'));
    var checked = figure.querySelector('.sim-versions input:checked');
    var initial = checked ? Number(checked.value) : 0;
    runs.forEach(function (run, at) { run.hidden = at !== initial; });
    runs.forEach(setUpStepper);
  }

  // ---------------------------------------------------------------------------------------------
  // The editor: a textarea with line numbers, Run, Reset, version and device, diagnostics at their lines.

  // The versions Apple released, newest first: 26, then 18 down to 3 (19 to 25 never existed; the engine's
  // IOSVersion.releasedMajors says the same and refuses the others).
  var VERSIONS = ['26'];
  for (var major = 18; major >= 3; major -= 1) VERSIONS.push(String(major));
  var figureCount = 0;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function option(select, value, label) {
    var node = element('option', '', label);
    node.value = value;
    select.appendChild(node);
  }

  // Diagnostics as `vclab run` prints them: path:line:col: severity: message; fix-it [id].
  function parseDiagnostics(text) {
    return text.split('\n').filter(Boolean).map(function (line) {
      var match = /^[^:\n]*:(\d+):(\d+): (error|warning|note): (.*)$/.exec(line);
      var id = (/ \[([a-z0-9-]+(?:\.[a-z0-9-]+)+)\]$/.exec(line) || ['', ''])[1];
      return match ? { line: Number(match[1]), column: Number(match[2]), severity: match[3], message: match[4], id: id, text: line }
        : { line: 0, column: 0, severity: 'note', message: line, id: id, text: line };
    });
  }

  // The reference's entry for the form a line starts with (`#form-remove`); a word that is no form lands at the
  // top of the page, which lists them all, so the script needs no list of its own.
  var REFERENCE = 'scenario-language.html';
  function referenceLink(line) {
    var word = (/^\s*([A-Za-z]+)/.exec(line) || ['', ''])[1].toLowerCase();
    var link = element('a', 'lab-diagnostic-reference', pageText('languageReference'));
    link.href = REFERENCE + (word ? '#form-' + word : '');
    if (word) link.title = pageText('languageReferenceFor', { word: word });
    return link;
  }

  // An example of the reference page: its source until asked, then a lab that runs in place.
  function setUpExample(figure) {
    var button = element('button', 'example-run', pageText('run'));
    button.type = 'button';
    figure.appendChild(button);
    button.addEventListener('click', function () {
      button.remove();
      figure.classList.add('sim');
      figures.push(figure);
      setUpLab(figure);
      figure.classList.toggle('naming-objc', storedNaming() === 'objc');
      figure.lab.run(true);
      figure.lab.textarea.focus();
    });
  }

  function setUpLab(figure) {
    var sourceBlock = figure.querySelector('.sim-source');
    if (!sourceBlock) return;
    figureCount += 1;
    var figureNumber = figureCount;
    var name = (figure.querySelector('figcaption code') || { textContent: 'scenario' }).textContent;
    var original = figure.getAttribute('data-playground') !== null
      ? (figure.querySelector('.sim-source code') || sourceBlock).textContent : sourceBlock.textContent;
    var originalBytes = null;
    var builtRuns = figure.querySelector('.sim-runs');
    var liveRuns = element('div', 'sim-runs sim-live');
    liveRuns.hidden = true;
    if (builtRuns) builtRuns.parentNode.insertBefore(liveRuns, builtRuns.nextSibling);
    else figure.appendChild(liveRuns);

    var lab = element('div', 'lab');
    var editor = element('div', 'lab-editor');
    var gutter = element('pre', 'lab-lines');
    gutter.setAttribute('aria-hidden', 'true');
    var textarea = element('textarea', 'lab-source');
    textarea.value = original;
    textarea.spellcheck = false;
    textarea.setAttribute('autocapitalize', 'off');
    textarea.setAttribute('autocomplete', 'off');
    textarea.setAttribute('wrap', 'off');
    textarea.setAttribute('aria-label', pageText('scenarioEditable', { name: name }));
    editor.appendChild(gutter);
    editor.appendChild(textarea);

    var toolbar = element('div', 'lab-toolbar');
    var runButton = element('button', 'lab-run', pageText('run'));
    runButton.type = 'button';
    runButton.title = pageText('runTitle');
    var resetButton = element('button', 'lab-reset', pageText('reset'));
    resetButton.type = 'button';
    resetButton.title = pageText('resetTitle');
    var versionLabel = element('label', 'lab-version', 'iOS ');
    var version = element('select');
    option(version, '', pageText('asWritten'));
    VERSIONS.forEach(function (value) { option(version, value, value); });
    versionLabel.appendChild(version);
    var deviceLabel = element('label', 'lab-device', pageText('device'));
    var device = element('select');
    option(device, '', pageText('asWritten'));
    option(device, 'iphone', 'iPhone');
    option(device, 'ipad', 'iPad');
    deviceLabel.appendChild(device);
    var playground = element('a', 'lab-playground', pageText('openInPlayground'));
    var copy = element('button', 'lab-copy', pageText('copyAsRun'));
    copy.type = 'button';
    var copyLink = element('button', 'lab-copy-link', pageText('copyLink'));
    copyLink.type = 'button';
    var reference = element('a', 'lab-reference', pageText('languageReference'));
    reference.href = REFERENCE;
    // The reference page's own examples need no link to the page they are on.
    reference.hidden = document.body.classList.contains('page-language');
    // One iOS control a figure: where the lesson compares versions, the menu of every other version joins
    // that switch ("other"), rather than a second iOS control in the toolbar; choosing from it clears the
    // switch, and choosing a switch's version clears the menu.
    var versionSwitch = figure.querySelector('.sim-versions');
    if (versionSwitch) {
      versionLabel.firstChild.textContent = pageText('otherVersion') + ' ';
      version.options[0].textContent = pageText('chooseVersion');
      versionSwitch.appendChild(versionLabel);
    }
    [runButton, resetButton, versionSwitch ? null : versionLabel, deviceLabel, playground, copyLink, copy, reference]
      .forEach(function (node) { if (node) toolbar.appendChild(node); });
    var status = element('p', 'lab-status');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var problems = element('ul', 'lab-diagnostics');
    problems.hidden = true;
    lab.appendChild(toolbar);
    lab.appendChild(editor);
    lab.appendChild(status);
    lab.appendChild(problems);
    lab.appendChild(deviceControl(name, function () { return textarea.value; }));
    sourceBlock.parentNode.insertBefore(lab, sourceBlock);
    sourceBlock.hidden = true;

    function currentSource() { return textarea.value; }

    // The line numbers as one text, but for a marked line, an element of its own: two nodes a line for every
    // editor of a lesson were a good part of the script's work as the page starts.
    function updateGutter(marked) {
      var count = currentSource().split('\n').length;
      var plain = '';
      gutter.textContent = '';
      for (var line = 1; line <= count; line += 1) {
        if (marked && marked[line]) {
          if (plain) gutter.appendChild(document.createTextNode(plain));
          plain = '';
          gutter.appendChild(element('span', 'lab-line is-' + marked[line], String(line)));
          plain = '\n';
        } else {
          plain += line + '\n';
        }
      }
      gutter.appendChild(document.createTextNode(plain));
    }

    // What the reader sees: the version and device chosen in the menus, or else the version of the built run
    // the figure's switch shows (a lesson's `compare:`), and the naming.
    function settings() {
      var shownRun = !version.value && builtRuns && !builtRuns.hidden
        ? builtRuns.querySelector('.sim-run:not([hidden])') : null;
      return {
        ios: version.value || (shownRun && figure.querySelector('.sim-versions') ? shownRun.getAttribute('data-ios') : ''),
        device: device.value,
        naming: figure.classList.contains('naming-objc') ? 'objc' : 'swift'
      };
    }

    function linkSource() { return originalBytes && currentSource() === original ? originalBytes : currentSource(); }

    function updateLinks() {
      playground.href = playgroundLink(linkSource(), settings());
      figure.dispatchEvent(new CustomEvent('lab-change'));
    }

    // A figure that compares versions keeps its switch while edited: the live run takes the version it shows
    // (unless the menu chose one), rather than the scenario's own, and follows it.
    function comparedVersion() {
      var checked = figure.querySelector('.sim-versions input:checked');
      var shownRun = checked && figure.querySelectorAll('.sim-runs:not(.sim-live) > .sim-run')[Number(checked.value)];
      return shownRun ? shownRun.getAttribute('data-ios') : '';
    }

    function isEdited() { return currentSource() !== original || version.value || device.value; }

    function showBuilt() {
      liveRuns.hidden = true;
      liveRuns.textContent = '';
      if (builtRuns) builtRuns.hidden = false;
      var switches = figure.querySelector('.sim-versions');
      if (switches) switches.hidden = false;
    }

    function goToLine(line, column) {
      var lines = currentSource().split('\n');
      var offset = 0;
      for (var index = 0; index < line - 1 && index < lines.length; index += 1) offset += lines[index].length + 1;
      textarea.focus();
      textarea.setSelectionRange(offset + Math.max(0, column - 1), offset + Math.max(0, column - 1));
    }

    function showDiagnostics(list) {
      problems.textContent = '';
      var marked = {};
      list.forEach(function (diagnostic) {
        if (diagnostic.line) marked[diagnostic.line] = marked[diagnostic.line] === 'error' ? 'error' : diagnostic.severity;
        var item = element('li', 'lab-diagnostic is-' + diagnostic.severity);
        var severity = { error: pageText('severityError'), warning: pageText('severityWarning'),
          note: pageText('severityNote') }[diagnostic.severity];
        var where = element('button', 'lab-where', diagnostic.line
          ? pageText('lineColumn', { line: diagnostic.line, column: diagnostic.column }) : severity);
        where.type = 'button';
        where.addEventListener('click', function () { goToLine(diagnostic.line, diagnostic.column); });
        item.appendChild(where);
        // A Chinese page names the kind of mistake in Chinese; the engine's message after it quotes the
        // scenario's own words and stays English, marked so (SiteText.scenarioDiagnosticKinds says why).
        var kindKey = 'diagnostic:' + diagnostic.id;
        var kind = diagnostic.id && pageText(kindKey) !== kindKey ? pageText(kindKey) : null;
        item.appendChild(element('span', 'lab-message',
          ' ' + pageText('diagnosticMessage', { severity: severity, message: kind || diagnostic.message })));
        if (kind) {
          var detail = element('span', 'lab-message-detail', diagnostic.message);
          detail.lang = 'en';
          item.appendChild(document.createTextNode(' '));
          item.appendChild(detail);
        }
        item.appendChild(document.createTextNode(' '));
        item.appendChild(referenceLink(currentSource().split('\n')[diagnostic.line - 1] || ''));
        problems.appendChild(item);
      });
      problems.hidden = !list.length;
      updateGutter(marked);
    }

    var generation = 0;
    var running = false;
    // A run asked for while one is in flight: null, or whether it was forced.
    var queued = null;

    function run(force) {
      updateLinks();
      // The playground has no built runs to go back to: it always shows a live one.
      if (!builtRuns) force = true;
      if (!force && !isEdited()) {
        showBuilt();
        showDiagnostics([]);
        status.textContent = '';
        return;
      }
      if (!api.available) {
        status.textContent = pageText('labOff', { reason: api.unavailableReason });
        return;
      }
      if (running) {
        queued = Boolean(queued) || Boolean(force);
        return;
      }
      running = true;
      generation += 1;
      var mine = generation;
      var started = performance.now();
      status.textContent = pageText('running');
      var bytes = originalBytes && currentSource() === original ? originalBytes : currentSource();
      VCLab.run(bytes, {
        format: 'html', ios: version.value || comparedVersion(), device: device.value, name: name,
        idPrefix: 'live-' + figureNumber + '-' + mine, language: document.documentElement.lang
      }).then(function (reply) {
        var diagnostics = parseDiagnostics(reply.diagnostics);
        showDiagnostics(diagnostics);
        if (reply.error) {
          var count = diagnostics.filter(function (item) { return item.severity === 'error'; }).length;
          status.textContent = count === 1 ? pageText('oneError') : pageText('errors', { count: count });
          figure.classList.add('lab-has-errors');
          return;
        }
        figure.classList.remove('lab-has-errors');
        liveRuns.innerHTML = reply.output;
        markNameBreaks(liveRuns);
        liveRuns.hidden = false;
        if (builtRuns) builtRuns.hidden = true;
        liveRuns.querySelectorAll('.sim-run').forEach(setUpStepper);
        var shown = liveRuns.querySelector('.sim-run');
        status.textContent = pageText('ranLive', {
          version: shown.getAttribute('data-ios'),
          device: shown.getAttribute('data-device') === 'ipad' ? 'iPad' : 'iPhone',
          ms: Math.max(1, Math.round(performance.now() - started))
        });
        figure.setAttribute('data-live-ms', String(performance.now() - started));
      }, function (error) {
        status.textContent = String(error.message || error);
      }).then(function () {
        running = false;
        figure.setAttribute('data-live-runs', String(mine));
        if (queued !== null) {
          var forced = queued;
          queued = null;
          run(forced);
        }
      });
    }

    textarea.addEventListener('input', function () { updateGutter(null); run(false); });
    textarea.addEventListener('scroll', function () { gutter.scrollTop = textarea.scrollTop; });
    textarea.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        run(true);
      }
    });
    runButton.addEventListener('click', function () { run(true); });
    // The switch's radio for the built run on show, checked again when the menu gives the version back.
    function checkShownVersion() {
      if (!versionSwitch || versionSwitch.querySelector('input:checked')) return;
      var built = figure.querySelectorAll('.sim-runs:not(.sim-live) > .sim-run');
      for (var at = 0; at < built.length; at += 1) {
        var radio = versionSwitch.querySelector('input[value="' + at + '"]');
        if (!built[at].hidden && radio) radio.checked = true;
      }
    }

    resetButton.addEventListener('click', function () {
      textarea.value = original;
      version.value = '';
      checkShownVersion();
      device.value = '';
      updateGutter(null);
      run(false);
      figure.dispatchEvent(new CustomEvent('lab-reset'));
    });
    version.addEventListener('change', function () {
      if (versionSwitch && version.value) {
        versionSwitch.querySelectorAll('input').forEach(function (radio) { radio.checked = false; });
      } else {
        checkShownVersion();
      }
      run(Boolean(version.value) || !versionSwitch);
    });
    device.addEventListener('change', function () { run(true); });
    // The built version switch and the naming change what a link should carry, without a run.
    figure.addEventListener('change', function (event) {
      var switched = event.target.type === 'radio' && event.target.closest('.sim-versions');
      if (switched && version.value) {
        version.value = '';
        run(false);
        return;
      }
      if (switched || event.target.closest('.sim-naming')) updateLinks();
      if (switched && isEdited()) run(false);
    });
    playground.addEventListener('click', updateLinks);
    // The playground does not link to itself; its Copy link gives its own address.
    if (figure.getAttribute('data-playground') !== null) playground.hidden = true;
    copyLink.addEventListener('click', function () {
      updateLinks();
      var link = figure.getAttribute('data-playground') !== null
        ? location.href.split('#')[0] + '#' + fragmentFor(linkSource(), settings()) : playground.href;
      var done = function () { status.textContent = pageText('copiedLink'); };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(link).then(done, function () { status.textContent = link; });
      } else {
        status.textContent = link;
      }
    });
    copy.addEventListener('click', function () {
      var command = commandFor(currentSource(), version.value, device.value);
      var done = function () { status.textContent = pageText('copiedCommand'); };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(command).then(done, function () { status.textContent = command; });
      } else {
        status.textContent = command;
      }
    });
    updateGutter(null);
    updateLinks();

    figure.lab = {
      setSource: function (text, bytes) {
        textarea.value = text;
        original = text;
        originalBytes = bytes || null;
        updateGutter(null);
        run(true);
      },
      source: currentSource,
      linkSource: linkSource,
      settings: settings,
      // Chosen settings from a link: values the menus do not offer are left as written.
      setSettings: function (chosen) {
        [[version, chosen.ios], [device, chosen.device]].forEach(function (pair) {
          var offered = Array.prototype.some.call(pair[0].options, function (item) { return item.value === pair[1]; });
          pair[0].value = offered ? pair[1] : '';
        });
      },
      run: run,
      textarea: textarea
    };
    if (figure.getAttribute('data-playground') !== null) run(true);
  }

  // ---------------------------------------------------------------------------------------------
  // "Run it on your iPhone": `vclab app` and `vclab compare` in the page, from vclab-device.wasm, a module of
  // their own that device-engine.js (beside lab-engine.js, base64, so that file:// works too) brings only when a
  // reader opens the control; the lab's module is not grown by them (docs/device.md).

  var DEVICE_TEXT = {
    en: {
      summary: 'Run it on your iPhone',
      intro: 'Download this scenario, as it is now in the editor, as an app package (what vclab app writes): open ' +
        'it in Swift Playgrounds 4.4 or Xcode 15 and run it. Then paste the log the app shows here.',
      make: 'Download the app package (.zip)',
      logLabel: 'The app\'s log',
      compare: 'Compare with the engine',
      loading: 'Loading the device module…',
      unavailable: 'This copy of the site was built without the device module; use vclab app and vclab compare.',
      made: 'Made {name} ({bytes} bytes).',
      equal: 'The log agrees with the engine: {compared} callbacks compared.',
      differ: 'The log differs from the engine in {count} places (marked).',
      other: 'The log is of another scenario ({name}), or of this one before it was edited.',
      nothing: 'The log names none of this scenario\'s controllers.',
      tooLong: 'The log is too long to compare.',
      unreadable: 'The log cannot be read:',
      step: 'Step',
      kinds: { 'same': '', 'not-logged': 'not logged', 'count-varies': 'count varies', 'missing': 'missing from the log',
        'extra': 'not in the trace', 'out-of-order': 'out of order (log line {line})', 'moved-here': 'logged here',
        'animated': 'animated differs' }
    },
    zh: {
      summary: '在你的 iPhone 上运行',
      intro: '把编辑器里现在的场景下载为应用包（即 vclab app 写出的内容），用 Swift Playgrounds 4.4 或 Xcode 15 ' +
        '打开并运行，然后把应用显示的日志粘贴到这里。',
      make: '下载应用包（.zip）',
      logLabel: '应用的日志',
      compare: '与引擎对照',
      loading: '正在加载设备模块…',
      unavailable: '这份站点构建时没有设备模块；请使用 vclab app 与 vclab compare。',
      made: '已生成 {name}（{bytes} 字节）。',
      equal: '日志与引擎一致：对照了 {compared} 个回调。',
      differ: '日志与引擎有 {count} 处不同（已标出）。',
      other: '这份日志属于另一个场景（{name}），或属于编辑之前的这个场景。',
      nothing: '日志里没有这个场景的任何控制器。',
      tooLong: '日志太长，无法对照。',
      unreadable: '日志无法读取：',
      step: '步骤',
      kinds: { 'same': '', 'not-logged': '日志未记录', 'count-varies': '次数不定', 'missing': '日志中缺少',
        'extra': '轨迹中没有', 'out-of-order': '顺序不同（日志第 {line} 行）', 'moved-here': '日志记录在此处',
        'animated': 'animated 不同' }
    }
  };

  function deviceText(key, values) {
    var table = /^zh/.test(document.documentElement.lang) ? DEVICE_TEXT.zh : DEVICE_TEXT.en;
    var template = key.indexOf('kinds.') === 0 ? table.kinds[key.slice(6)] : table[key];
    return String(template).replace(/\{(\w+)\}/g, function (whole, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  var deviceModule = null;

  // The module's exports, once: device-engine.js is added to the page, then its base64 compiled.
  function loadDeviceModule() {
    if (deviceModule) return deviceModule;
    deviceModule = new Promise(function (resolve, reject) {
      function compile() {
        var engine = self.VCLabDeviceEngine;
        if (!engine || !engine.module || typeof WebAssembly !== 'object') { reject(new Error('unavailable')); return; }
        WebAssembly.instantiate(decodeBase64(engine.module), {}).then(function (result) {
          resolve(result.instance.exports);
        }, reject);
      }
      if (self.VCLabDeviceEngine) { compile(); return; }
      var script = document.createElement('script');
      var moduleScript = api.parts.moduleScript;
      script.src = moduleScript ? moduleScript.replace(/lab-engine\.js$/, 'device-engine.js') : 'device-engine.js';
      script.onload = compile;
      script.onerror = function () { reject(new Error('unavailable')); };
      document.head.appendChild(script);
    });
    deviceModule.catch(function () { deviceModule = null; });
    return deviceModule;
  }

  // Calls one of the module's requests with byte arrays; answers { failed, output (bytes), diagnostics (text) }.
  function deviceCall(exports, name, inputs) {
    var pointers = inputs.map(function (bytes) {
      var pointer = exports.vclab_device_allocate(bytes.length);
      new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
      return pointer;
    });
    var call = [];
    inputs.forEach(function (bytes, index) { call.push(pointers[index], bytes.length); });
    var status = exports[name].apply(null, call);
    pointers.forEach(function (pointer) { exports.vclab_device_release(pointer); });
    var output = new Uint8Array(exports.memory.buffer, exports.vclab_device_output_pointer(),
      exports.vclab_device_output_count()).slice();
    var diagnostics = new TextDecoder().decode(new Uint8Array(exports.memory.buffer,
      exports.vclab_device_diagnostics_pointer(), exports.vclab_device_diagnostics_count()));
    return { failed: status !== 0, output: output, diagnostics: diagnostics };
  }

  function deviceFileName(name) { return /\.sim$/.test(name) ? name : name + '.sim'; }

  // The comparison's JSON drawn as `vclab compare` lays it out: a table a step, a row a callback.
  function renderComparison(result, into) {
    var verdict = result.verdict;
    var summary = verdict === 'equal' ? deviceText('equal', { compared: result.compared })
      : verdict === 'differ' ? deviceText('differ', { count: result.differences })
        : verdict === 'other-scenario' ? deviceText('other', { name: result.logScenario })
          : verdict === 'nothing-of-scenario' ? deviceText('nothing') : deviceText('tooLong');
    into.appendChild(element('p', 'device-verdict is-' + verdict, summary));
    (result.steps || []).forEach(function (step) {
      var table = element('table', 'device-step');
      table.setAttribute('data-step', String(step.index));
      table.appendChild(element('caption', '', deviceText('step') + ' ' + step.index + '  ' + step.text));
      step.rows.forEach(function (row) {
        var line = element('tr', 'device-row is-' + row.kind);
        line.setAttribute('data-kind', row.kind);
        var callback = row.controller + ' ' + row.callback + (row.animated === undefined ? '' : ' animated=' + row.animated);
        line.appendChild(element('td', 'device-callback', callback));
        line.appendChild(element('td', 'device-note', deviceText('kinds.' + row.kind, { line: row.logLine })));
        line.appendChild(element('td', 'device-rule', row.rule ? row.rule + ' · ' + row.evidence : ''));
        table.appendChild(line);
      });
      into.appendChild(table);
    });
  }

  function deviceControl(name, source) {
    var details = element('details', 'lab-device-run');
    details.appendChild(element('summary', '', deviceText('summary')));
    details.appendChild(element('p', 'device-intro', deviceText('intro')));
    var make = element('button', 'device-make', deviceText('make'));
    make.type = 'button';
    var logLabel = element('label', 'device-log-label', deviceText('logLabel'));
    var log = element('textarea', 'device-log');
    log.spellcheck = false;
    log.setAttribute('wrap', 'off');
    logLabel.appendChild(log);
    var compare = element('button', 'device-compare', deviceText('compare'));
    compare.type = 'button';
    var status = element('p', 'device-status');
    status.setAttribute('role', 'status');
    var result = element('div', 'device-result');
    [make, logLabel, compare, status, result].forEach(function (node) { details.appendChild(node); });
    var parts = [make, compare];
    parts.forEach(function (button) { button.disabled = true; });
    function ready() {
      status.textContent = deviceText('loading');
      return loadDeviceModule().then(function (exports) {
        status.textContent = '';
        parts.forEach(function (button) { button.disabled = false; });
        return exports;
      }, function (error) {
        status.textContent = deviceText('unavailable');
        throw error;
      });
    }
    details.addEventListener('toggle', function () { if (details.open) ready().catch(function () {}); });
    var encoder = new TextEncoder();
    make.addEventListener('click', function () {
      ready().then(function (exports) {
        var file = deviceFileName(name);
        var answer = deviceCall(exports, 'vclab_device_package', [encoder.encode(source()), encoder.encode(file)]);
        result.textContent = '';
        if (answer.failed) {
          status.textContent = '';
          result.appendChild(element('pre', 'device-diagnostics', answer.diagnostics));
          return;
        }
        var zipName = file.replace(/\.sim$/, '') + '.swiftpm.zip';
        // The bytes handed to the download, kept for the browser tests (docs/site.md).
        details.lastPackage = answer.output;
        var link = element('a');
        link.href = URL.createObjectURL(new Blob([answer.output], { type: 'application/zip' }));
        link.download = zipName;
        document.body.appendChild(link);
        link.click();
        link.remove();
        status.textContent = deviceText('made', { name: zipName, bytes: answer.output.length });
      }).catch(function () {});
    });
    compare.addEventListener('click', function () {
      ready().then(function (exports) {
        var answer = deviceCall(exports, 'vclab_device_compare',
          [encoder.encode(log.value), encoder.encode(source()), encoder.encode(deviceFileName(name))]);
        result.textContent = '';
        status.textContent = '';
        if (answer.failed) {
          result.appendChild(element('p', 'device-verdict is-unreadable', deviceText('unreadable')));
          result.appendChild(element('pre', 'device-diagnostics', answer.diagnostics));
          return;
        }
        renderComparison(JSON.parse(new TextDecoder().decode(answer.output)), result);
      }).catch(function () {});
    });
    return details;
  }

  // ---------------------------------------------------------------------------------------------
  // The playground page: the scenario in the fragment, examples from the course.

  function setUpPlayground() {
    var figure = document.querySelector('figure[data-playground]');
    if (!figure || !figure.lab) return;
    var examples = document.getElementById('playground-examples');
    var menu = document.getElementById('playground-example');
    var list = [];
    try { list = examples ? JSON.parse(examples.textContent) : []; } catch (error) { list = []; }
    if (menu) {
      list.forEach(function (example, index) { option(menu, String(index), example.lesson + ': ' + example.name); });
      menu.addEventListener('change', function () {
        var example = list[Number(menu.value)];
        if (example) figure.lab.setSource(example.source);
      });
    }
    var following = false;
    function fromFragment() {
      var chosen = readFragment(location.hash);
      if (!chosen) return false;
      figure.lab.setSettings(chosen);
      if (chosen.naming === 'objc' || chosen.naming === 'swift') setNaming(chosen.naming, false);
      figure.lab.setSource(new TextDecoder().decode(chosen.bytes), chosen.bytes);
      return true;
    }
    var fromLink = fromFragment();
    if (!fromLink && list.length) figure.lab.setSource(list[0].source);
    window.addEventListener('hashchange', fromFragment);
    // The address follows every change (typing, an example, Reset, the menus, the naming), so it is always a
    // link to what the page shows; replaceState keeps the history to one entry.
    figure.addEventListener('lab-change', function () {
      if (!following) return;
      var fragment = '#' + fragmentFor(figure.lab.linkSource(), figure.lab.settings());
      if (location.hash !== fragment) history.replaceState(null, '', fragment);
    });
    following = true;
    if (fromLink || list.length) figure.dispatchEvent(new CustomEvent('lab-change'));
  }

  // A built run site.js draws as it nears the screen gets its stepper then (its shell had nothing to step).
  document.addEventListener('vclab-run-drawn', function (event) {
    if (event.target.closest('.sim-runs:not(.sim-live)')) setUpStepper(event.target);
  });

  function setUpPage() {
    api = self.VCLab;
    // The site-wide Swift/Objective-C choice, which code tabs (site.js) share with the simulations.
    api.setNaming = function (naming, remember) { setNaming(naming === 'objc' ? 'objc' : 'swift', remember); };
    document.querySelectorAll('figure.sim').forEach(function (figure) {
      figures.push(figure);
      var controls = figure.querySelector('.sim-controls');
      if (controls) controls.hidden = false;
      setUpRuns(figure);
      figure.querySelectorAll('.sim-versions input').forEach(function (radio) {
        radio.addEventListener('change', function () {
          if (!radio.checked) return;
          figure.querySelectorAll('.sim-runs:not(.sim-live) > .sim-run').forEach(function (run, at) {
            if (run.stopStepper) run.stopStepper();
            run.hidden = at !== Number(radio.value);
          });
        });
      });
      figure.querySelectorAll('.sim-naming input').forEach(function (radio) {
        radio.addEventListener('change', function () { if (radio.checked) setNaming(radio.value, true); });
      });
      setUpLab(figure);
    });
    document.querySelectorAll('figure[data-example]').forEach(setUpExample);
    setNaming(storedNaming(), false);
    setUpPlayground();
    var notice = document.querySelector('.lab-off');
    if (notice && api.available) notice.hidden = true;
  }

  // site.js's wait, the one the quizzes use; without site.js, only an engine already there.
  document.addEventListener('DOMContentLoaded', function () {
    if (self.VCLabSite) self.VCLabSite.whenEngine(setUpPage);
    else if (self.VCLab) setUpPage();
  });
})();
