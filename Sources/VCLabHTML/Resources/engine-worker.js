// The engine of a page: the Web Worker that runs VCLab's WebAssembly module, and VCLab.run and VCLab.grade.
//
// This script is async and comes first in the head, so the module downloads while the page does: on a slow
// connection a lesson's HTML takes seconds to arrive, and a deferred script starts only after all of it.
// The module travels gzipped (vclab.wasm.gz), so that a host that compresses nothing still sends 250 KB
// rather than 590 KB; the worker decompresses it as it streams in and compiles it as it decompresses
// (DecompressionStream, then WebAssembly.compileStreaming). Where a browser has no DecompressionStream, or
// that file fails, the worker fetches vclab.wasm itself; a page opened from file:// may not fetch, so there
// this script adds lab-engine.js, the same module as base64, which is never downloaded over HTTP unless both
// fetches fail. The worker is made from a blob (a worker script cannot be loaded from file://), so a run that
// takes too long is stopped and the worker replaced, and the page never freezes. Everything the module
// answers (traces, diagnostics, the HTML of a run, grades) is produced by the same Swift code as `vclab`.
//
// Its tag says where the module is, its version, or why there is none (data-compressed-module, data-module,
// data-module-script, data-engine-version, data-engine-unavailable), and where the rules' words are
// (data-rule-descriptions): so VCLab.available is known at once, before the module has arrived. An async script may run after the deferred ones (a page from the cache),
// so it announces itself: lab.js and site.js wait for the `vclab-engine` event when VCLab is not there yet.
//
// Public API (docs/site.md): window.VCLab.run(source, options) and VCLab.grade(quiz, response) return
// Promises; VCLab.version names the engine. Without WebAssembly the built traces stay as they are.
(function () {
  'use strict';

  var TIME_LIMIT_MS = 5000;
  // The engine the page's build has: its version, and where the module is (urls over HTTP, the gzipped file
  // first, or module, the base64 of lab-engine.js); null when the site was built without it.
  var tag = typeof document !== 'undefined' ? document.currentScript : null;
  function tagAttribute(name) { return tag ? tag.getAttribute(name) : null; }
  function resolved(path) { return path ? new URL(path, document.baseURI).href : null; }
  var engine = self.VCLabEngine || null;
  if (!engine && tagAttribute('data-engine-version')) {
    engine = {
      version: tagAttribute('data-engine-version'),
      urls: [resolved(tagAttribute('data-compressed-module')), resolved(tagAttribute('data-module'))]
        .filter(Boolean)
    };
  }
  var moduleScript = resolved(tagAttribute('data-module-script'));
  var rulesScript = resolved(tagAttribute('data-rule-descriptions'));
  // Browsers fetch only over HTTP(S); where they cannot, or the fetch fails, the base64 copy is loaded instead.
  var canStream = typeof location !== 'undefined' && /^https?:$/.test(location.protocol) &&
    typeof fetch === 'function' && typeof WebAssembly === 'object' &&
    typeof WebAssembly.compileStreaming === 'function';

  // ---------------------------------------------------------------------------------------------
  // The worker: instantiates the module and answers one request at a time. It is stringified into a
  // blob, so it may use nothing from the enclosing scope but decodeBase64, which the blob includes.

  function workerMain() {
    var exports = null;
    var encoder = new TextEncoder();
    var decoder = new TextDecoder();

    function memory() { return new Uint8Array(exports.memory.buffer); }

    function put(bytes) {
      var pointer = exports.vclab_allocate(bytes.length);
      memory().set(bytes, pointer);
      return pointer;
    }

    function text(pointer, count) {
      return count ? decoder.decode(memory().slice(pointer, pointer + count)) : '';
    }

    function answer(status) {
      return {
        error: status !== 0,
        output: text(exports.vclab_output_pointer(), exports.vclab_output_count()),
        diagnostics: text(exports.vclab_diagnostics_pointer(), exports.vclab_diagnostics_count())
      };
    }

    // The module imports nothing (it seeds its hashing itself). The first worker decodes and compiles it
    // (a compile here is several times faster than one on the page while the page is still loading) and
    // hands the compiled module back, so that a worker started after a time-out only instantiates it.
    // Each address is tried in turn, the gzipped one first; a worker without DecompressionStream skips it.
    function fetchModule(urls) {
      var tried = urls.filter(function (url) {
        return !/\.gz$/.test(url) || typeof DecompressionStream === 'function';
      });
      function attempt(index, earlier) {
        if (index >= tried.length) return Promise.reject(earlier || new Error('no address for the module'));
        return fetch(tried[index]).then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status + ' for ' + tried[index]);
          return compileResponse(response);
        }).catch(function (error) { return attempt(index + 1, error); });
      }
      return attempt(0, null);
    }

    // Compiled while it downloads, whatever the server says of its type. The bytes are sniffed rather than
    // the address trusted: gzip's 1f 8b is decompressed as it arrives, while a host that has already decoded
    // the file (it sent vclab.wasm.gz with Content-Encoding: gzip) hands over the module itself, "\0asm".
    function compileResponse(response) {
      var reader = response.body.getReader();
      var head = new Uint8Array(0);
      function readHead() {
        if (head.length >= 2) return Promise.resolve(false);
        return reader.read().then(function (chunk) {
          if (chunk.done) return true;
          var joined = new Uint8Array(head.length + chunk.value.length);
          joined.set(head);
          joined.set(chunk.value, head.length);
          head = joined;
          return readHead();
        });
      }
      return readHead().then(function (ended) {
        var body = new ReadableStream({
          start: function (controller) {
            if (head.length) controller.enqueue(head);
            if (ended) controller.close();
          },
          pull: function (controller) {
            return reader.read().then(function (chunk) {
              if (chunk.done) controller.close();
              else controller.enqueue(chunk.value);
            });
          },
          cancel: function (reason) { return reader.cancel(reason); }
        });
        var gzipped = head[0] === 0x1f && head[1] === 0x8b;
        var module = gzipped ? body.pipeThrough(new DecompressionStream('gzip')) : body;
        return WebAssembly.compileStreaming(new Response(module, { headers: { 'Content-Type': 'application/wasm' } }));
      });
    }

    // What the engine's rules say in the page's language (rule-descriptions.js, from the engine's catalogue):
    // the module carries none of these words, so each worker is handed them once, before its first request,
    // and live runs word their evidence notes as built ones do.
    function describeRules(rulesText) {
      var rules = encoder.encode(rulesText);
      var rulesPointer = put(rules);
      exports.vclab_describe_rules(rulesPointer, rules.length);
      exports.vclab_release(rulesPointer);
    }

    self.onmessage = function (event) {
      var message = event.data;
      if (message.kind === 'load') {
        var compiling = message.module ? Promise.resolve(message.module)
          : message.urls ? fetchModule(message.urls)
            : WebAssembly.compile(decodeBase64(message.base64));
        compiling.then(function (compiled) {
          return WebAssembly.instantiate(compiled, {}).then(function (instance) {
            exports = instance.exports;
            self.postMessage({ kind: 'loaded', version: answer(exports.vclab_version()).output, module: compiled });
          });
        }).catch(function (error) {
          // A module that could not be fetched is asked for again as base64 (see loadModule).
          self.postMessage({
            kind: 'failed', fetching: Boolean(message.urls), message: String(error && error.message || error)
          });
        });
        return;
      }
      if (message.kind === 'rules') {
        describeRules(message.rules);
        return;
      }
      try {
        var reply;
        if (message.kind === 'run') {
          var optionBytes = encoder.encode(JSON.stringify(message.options));
          var source = put(message.source);
          var options = put(optionBytes);
          reply = answer(exports.vclab_run(source, message.source.length, options, optionBytes.length));
          exports.vclab_release(source);
          exports.vclab_release(options);
        } else {
          var request = encoder.encode(message.request);
          var pointer = put(request);
          reply = answer(exports.vclab_grade(pointer, request.length));
          exports.vclab_release(pointer);
        }
        reply.id = message.id;
        reply.kind = 'answer';
        self.postMessage(reply);
      } catch (error) {
        // A trap leaves the module's memory in an unknown state: this worker is done.
        self.postMessage({ kind: 'crashed', id: message.id, message: String(error && error.message || error) });
      }
    };
  }

  // ---------------------------------------------------------------------------------------------
  // The main thread's side: one worker, requests in order, a time limit on each.

  // The compiled module, once the first worker has compiled it.
  var compiled = null;
  var worker = null;
  var loaded = null;
  var pending = {};
  var nextID = 1;
  var workerURL = null;
  // Whether the worker's fetches of the module failed, whether lab-engine.js has been added to the page, and
  // whether this worker has been handed the rules' words.
  var streamFailed = false;
  var moduleScriptAdded = false;
  var rulesGiven = false;

  function decodeBase64(text) {
    if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  }

  function failAll(message) {
    Object.keys(pending).forEach(function (id) {
      var request = pending[id];
      clearTimeout(request.timer);
      request.reject(new Error(message));
    });
    pending = {};
  }

  var rejectLoaded = null;

  function startWorker() {
    if (!workerURL) {
      workerURL = URL.createObjectURL(new Blob([String(decodeBase64) + '\n(' + String(workerMain) + ')();'],
        { type: 'text/javascript' }));
    }
    worker = new Worker(workerURL);
    rulesGiven = false;
    loaded = new Promise(function (resolve, reject) {
      rejectLoaded = reject;
      worker.onmessage = function (event) {
        var message = event.data;
        if (message.kind === 'failed' && message.fetching) {
          streamFailed = true;
          return loadModule();
        }
        if (message.kind === 'loaded') {
          // The first time the engine is ready, as a User Timing mark: what scripts/benchmark-page reads.
          if (!compiled && performance.mark) performance.mark('vclab-engine-ready');
          compiled = message.module;
          loadRules();
          return resolve(message.version);
        }
        if (message.kind === 'failed') return reject(new Error(message.message));
        var request = pending[message.id];
        if (!request) return;
        delete pending[message.id];
        clearTimeout(request.timer);
        if (message.kind === 'crashed') {
          request.reject(new Error('the engine stopped: ' + message.message));
          restart('the engine stopped');
        } else if (performance.now() - request.sent > request.limit) {
          // A browser may fire the timer late (a page in the background): the limit holds all the same.
          request.reject(new Error(tooLong(request.limit)));
        } else {
          request.resolve(message);
        }
      };
      worker.onerror = function (event) {
        event.preventDefault();
        reject(new Error('the engine could not start'));
        restart('the engine stopped');
      };
    });
    loaded.catch(function () {});
    if (engine) loadModule();
  }

  // The base64 text goes to the worker as it is: decoding and compiling there keep the page responsive.
  function loadModule() {
    if (compiled) worker.postMessage({ kind: 'load', module: compiled });
    else if (engine.module) worker.postMessage({ kind: 'load', base64: engine.module });
    else if (engine.urls && engine.urls.length && canStream && !streamFailed) {
      worker.postMessage({ kind: 'load', urls: engine.urls });
    } else addModuleScript();
  }

  // What the engine's rules say in the page's language (rule-descriptions.js, 82 KB): only live runs' evidence
  // notes need it, so it is not in the page but added once the engine is ready, where it takes no bandwidth
  // from the module; a request made before it has arrived waits for it (or for its failure: without it a live
  // run names each rule by its id).
  var rulesLoading = null;

  function loadRules() {
    if (!rulesLoading) {
      rulesLoading = new Promise(function (resolve) {
        if (self.VCLabRuleDescriptions || !rulesScript) return resolve();
        var script = document.createElement('script');
        script.src = rulesScript;
        script.onload = script.onerror = function () { resolve(); };
        document.head.appendChild(script);
      });
    }
    return rulesLoading;
  }

  // The rules' words go to each worker once, with its first request.
  function giveRules() {
    if (rulesGiven || !self.VCLabRuleDescriptions) return;
    rulesGiven = true;
    worker.postMessage({ kind: 'rules', rules: JSON.stringify(self.VCLabRuleDescriptions) });
  }

  // lab-engine.js, the module as base64, for file:// and for a failed fetch: added once, then the waiting
  // worker gets what it defines.
  function addModuleScript() {
    if (moduleScriptAdded) return;
    moduleScriptAdded = true;
    var script = document.createElement('script');
    script.src = moduleScript || 'lab-engine.js';
    script.onload = script.onerror = function () {
      if (self.VCLabEngine && self.VCLabEngine.module) {
        engine.module = self.VCLabEngine.module;
        if (worker) loadModule();
        return;
      }
      var reason = self.VCLabEngineUnavailable || 'the engine module could not be loaded';
      engine = null;
      unavailable = reason;
      if (worker) worker.terminate();
      worker = null;
      if (rejectLoaded) rejectLoaded(new Error(reason));
    };
    document.head.appendChild(script);
  }

  function tooLong(limit) { return 'stopped: took longer than ' + limit / 1000 + ' s'; }

  function restart(reason) {
    if (worker) worker.terminate();
    failAll(reason);
    startWorker();
  }

  function send(message) {
    if (!engine) return Promise.reject(new Error(unavailableReason()));
    if (!worker) startWorker();
    return loaded.then(loadRules).then(function () {
      giveRules();
      return new Promise(function (resolve, reject) {
        message.id = nextID;
        nextID += 1;
        var limit = api.timeLimit;
        var timer = setTimeout(function () {
          delete pending[message.id];
          reject(new Error(tooLong(limit)));
          restart(tooLong(limit));
        }, limit);
        pending[message.id] = { resolve: resolve, reject: reject, timer: timer, sent: performance.now(), limit: limit };
        worker.postMessage(message);
      });
    });
  }

  function browserCanRun() { return typeof WebAssembly === 'object' && typeof Worker === 'function'; }

  var unavailable = null;

  function unavailableReason() {
    if (!engine) {
      return unavailable || self.VCLabEngineUnavailable || tagAttribute('data-engine-unavailable') ||
        'this build of the site has no engine module';
    }
    if (!browserCanRun()) return 'this browser cannot run WebAssembly in a worker';
    return null;
  }

  function bytesOf(source) {
    return source instanceof Uint8Array ? source : new TextEncoder().encode(String(source));
  }

  // What `vclab run` prints for the scenario: {output, diagnostics, error}, output being standard output
  // and diagnostics standard error (compact lines), byte for byte.
  function run(source, options) {
    var given = options || {};
    var request = { format: given.format || 'text', objc: Boolean(given.objc) };
    ['ios', 'device', 'path', 'name', 'idPrefix', 'language'].forEach(function (key) {
      if (given[key] !== undefined && given[key] !== null && given[key] !== '') request[key] = String(given[key]);
    });
    return send({ kind: 'run', source: bytesOf(source), options: request }).then(function (reply) {
      return { output: reply.output, diagnostics: reply.diagnostics, error: reply.error };
    });
  }

  // Grades with QuizGrader: quiz is a quiz's embedded data, response {type, value} or {text}. The mistakes
  // are worded in the page's language.
  function grade(quiz, response) {
    var request = { quiz: quiz, response: response, language: document.documentElement.lang };
    return send({ kind: 'grade', request: JSON.stringify(request) })
      .then(function (reply) { return JSON.parse(reply.output); });
  }

  var api = {
    run: run,
    grade: grade,
    // How long a request may take, in milliseconds, before its worker is stopped and replaced.
    timeLimit: TIME_LIMIT_MS
  };
  // Known from this script's tag, before DOMContentLoaded, which is when site.js and lab.js ask. `parts` is
  // for lab.js, not the public API: the one base64 decoder, the one text-to-bytes rule, and where
  // lab-engine.js is (device-engine.js sits beside it).
  Object.defineProperties(api, {
    version: { enumerable: true, get: function () { return engine ? engine.version : null; } },
    available: { enumerable: true, get: function () { return !unavailableReason(); } },
    unavailableReason: { enumerable: true, get: unavailableReason },
    parts: { value: { decodeBase64: decodeBase64, bytesOf: bytesOf, moduleScript: moduleScript } }
  });
  self.VCLab = api;

  // The engine starts with the page rather than on the first run: by the time a reader edits, it is ready.
  if (engine && browserCanRun()) startWorker();
  document.dispatchEvent(new Event('vclab-engine'));
})();
