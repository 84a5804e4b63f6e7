/// The script and stylesheet that only `vclab serve` adds to the pages it serves (the built site never has
/// them): the script asks the server for its state every half second by adding a `<script>` element, which
/// the site's Content-Security-Policy (`script-src 'self'`, no `connect-src`) allows where `fetch` and
/// `EventSource` are refused, reloads the page when a build succeeded, and lists the diagnostics of a
/// failed one in an overlay over the last good page (warnings alone: a badge that opens the list). Text goes in with `textContent`, never as HTML.
package enum ServeResources {
    package static let scriptPath = "/__vclab/serve.js"
    package static let stylesheetPath = "/__vclab/serve.css"
    package static let statePath = "/__vclab/state.js"

    /// What goes before `</head>` in every served page.
    package static let headTags =
        "<link rel=\"stylesheet\" href=\"\(stylesheetPath)\"><script src=\"\(scriptPath)\" defer></script>"

    package static let script = """
        (function () {
          "use strict";
          var built = null;
          var overlay = null;
          var badge = null;
          var warningsOpened = false;
          // Warnings alone do not stop a build, so they get a badge in the corner, not an overlay over the
          // page the author is reading; the badge opens the list.
          function show(diagnostics) {
            if (overlay) { overlay.remove(); overlay = null; }
            if (badge) { badge.remove(); badge = null; }
            if (!diagnostics.length) { warningsOpened = false; return; }
            var errorCount = diagnostics.filter(function (d) { return d.severity === "error"; }).length;
            if (!errorCount && !warningsOpened) {
              badge = document.createElement("button");
              badge.type = "button";
              badge.id = "vclab-serve-badge";
              badge.textContent = diagnostics.length + (diagnostics.length === 1 ? " warning" : " warnings");
              badge.addEventListener("click", function () { warningsOpened = true; show(diagnostics); });
              document.body.appendChild(badge);
              return;
            }
            overlay = document.createElement("section");
            overlay.id = "vclab-serve-overlay";
            overlay.setAttribute("role", "alert");
            var title = document.createElement("h2");
            var errors = diagnostics.filter(function (d) { return d.severity === "error"; }).length;
            title.textContent = errors
              ? errors + (errors === 1 ? " error" : " errors") + ": this is the last good page"
              : diagnostics.length + (diagnostics.length === 1 ? " warning" : " warnings");
            overlay.appendChild(title);
            var list = document.createElement("ol");
            diagnostics.forEach(function (d) {
              var item = document.createElement("li");
              item.className = "vclab-serve-" + d.severity;
              var where = document.createElement("code");
              where.textContent = d.location;
              item.appendChild(where);
              item.appendChild(document.createTextNode(" " + d.severity + ": " + d.message + " [" + d.id + "]"));
              if (d.fixIt) {
                var help = document.createElement("div");
                help.textContent = d.fixIt;
                item.appendChild(help);
              }
              list.appendChild(item);
            });
            overlay.appendChild(list);
            var close = document.createElement("button");
            close.type = "button";
            close.textContent = "Hide";
            close.addEventListener("click", function () {
              overlay.remove();
              overlay = null;
              if (warningsOpened) { warningsOpened = false; show(diagnostics); }
            });
            overlay.appendChild(close);
            document.body.appendChild(overlay);
          }
          window.vclabServe = function (state) {
            if (built !== null && state.built !== built) { window.location.reload(); return; }
            built = state.built;
            show(state.diagnostics);
          };
          function poll() {
            var script = document.createElement("script");
            script.src = "\(statePath)?t=" + Date.now();
            script.onload = script.onerror = function () {
              script.remove();
              window.setTimeout(poll, 500);
            };
            document.head.appendChild(script);
          }
          poll();
        })();

        """

    package static let stylesheet = """
        #vclab-serve-overlay { position: fixed; left: 1rem; right: 1rem; bottom: 1rem; max-height: 60vh;
          overflow: auto; z-index: 1000; padding: 1rem 1.25rem; border-radius: 8px; border: 2px solid #c62828;
          background: #fff8f7; color: #1b1b1b; font: 14px/1.45 system-ui, sans-serif;
          box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25); }
        #vclab-serve-overlay h2 { margin: 0 0 0.5rem; font-size: 1rem; color: #b71c1c; }
        #vclab-serve-overlay ol { margin: 0 0 0.75rem; padding-left: 1.25rem; }
        #vclab-serve-overlay li { margin: 0.35rem 0; }
        #vclab-serve-overlay code { font-weight: 600; }
        #vclab-serve-overlay li div { color: #0d47a1; }
        #vclab-serve-overlay .vclab-serve-warning { color: #6d4c00; }
        #vclab-serve-badge { position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; padding: 0.3rem 0.7rem;
          border-radius: 999px; border: 1px solid #b28704; background: #fff8e1; color: #6d4c00;
          font: 13px/1.3 system-ui, sans-serif; cursor: pointer; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2); }

        """
}
