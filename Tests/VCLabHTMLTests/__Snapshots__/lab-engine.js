// The VCLab engine, compiled to WebAssembly with Embedded Swift (scripts/build-wasm).
self.VCLabEngineUnavailable = "it was built without the engine module";
