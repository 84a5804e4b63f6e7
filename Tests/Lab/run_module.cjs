// Runs requests through the engine's WebAssembly module under node, with the same imports and calls as the
// worker in engine-worker.js, for the differential test (differential_test.py).
// Usage: node run_module.cjs MODULE.wasm REQUESTS.json > ANSWERS.json
// REQUESTS: [{"kind": "run", "source": "<path of a file>", "options": {...}} | {"kind": "grade", "request": "..."}]
'use strict';
const fs = require('fs');

const [modulePath, requestsPath] = process.argv.slice(2);
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let engine = null;
const memory = () => new Uint8Array(engine.memory.buffer);

function put(bytes) {
  const pointer = engine.vclab_allocate(bytes.length);
  memory().set(bytes, pointer);
  return pointer;
}

function text(pointer, count) {
  return count ? decoder.decode(memory().slice(pointer, pointer + count)) : '';
}

function answer(status) {
  return {
    error: status !== 0,
    output: text(engine.vclab_output_pointer(), engine.vclab_output_count()),
    diagnostics: text(engine.vclab_diagnostics_pointer(), engine.vclab_diagnostics_count()),
  };
}

// The module imports nothing, as in engine-worker.js: an import it gained would fail here.
WebAssembly.instantiate(fs.readFileSync(modulePath), {}).then((result) => {
  engine = result.instance.exports;
  const answers = JSON.parse(fs.readFileSync(requestsPath, 'utf8')).map((request) => {
    const started = process.hrtime.bigint();
    let reply;
    if (request.kind === 'run') {
      const source = fs.readFileSync(request.source);
      const options = encoder.encode(JSON.stringify(request.options || {}));
      const sourcePointer = put(source);
      const optionsPointer = put(options);
      reply = answer(engine.vclab_run(sourcePointer, source.length, optionsPointer, options.length));
      engine.vclab_release(sourcePointer);
      engine.vclab_release(optionsPointer);
    } else if (request.kind === 'grade') {
      const bytes = encoder.encode(request.request);
      const pointer = put(bytes);
      reply = answer(engine.vclab_grade(pointer, bytes.length));
      engine.vclab_release(pointer);
    } else {
      reply = answer(engine.vclab_version());
    }
    reply.microseconds = Number(process.hrtime.bigint() - started) / 1000;
    return reply;
  });
  process.stdout.write(JSON.stringify(answers));
});
