/// The script served pages load: it listens to the server's build events (Server-Sent Events),
/// reloads the page once when a build changed the site, keeping the scroll position, shows the
/// current build's diagnostics in an overlay, and reconnects after the server restarts.
enum LiveReloadScript {
    /// Where the server serves the script.
    static let path = "/_sizeboard/live-reload.js"
    /// Where the server streams build events.
    static let eventsPath = "/_sizeboard/events"

    /// The script's text.
    static let source = #"""
    (() => {
      "use strict";
      const script = document.currentScript;
      const loadedBuild = script ? script.dataset.sizeboardBuild : "";
      const scrollKey = "sizeboard-scroll:" + location.pathname;

      const saved = sessionStorage.getItem(scrollKey);
      if (saved !== null) {
        sessionStorage.removeItem(scrollKey);
        if ("scrollRestoration" in history) history.scrollRestoration = "manual";
        const [x, y] = JSON.parse(saved);
        // Images that load late move what is below them: scroll back after each, for a few
        // seconds, unless the reader scrolled in the meantime.
        let readerScrolled = false;
        for (const type of ["wheel", "touchstart", "keydown", "mousedown"]) {
          window.addEventListener(type, () => { readerScrolled = true; }, {once: true, passive: true});
        }
        const restore = () => { if (!readerScrolled) window.scrollTo(x, y); };
        document.addEventListener("DOMContentLoaded", restore, {once: true});
        document.addEventListener("load", restore, true);
        window.addEventListener("load", () => {
          restore();
          setTimeout(() => document.removeEventListener("load", restore, true), 3000);
        }, {once: true});
      }

      function whenReady(action) {
        if (document.body) action(); else document.addEventListener("DOMContentLoaded", action, {once: true});
      }

      function addStyle() {
        if (document.getElementById("sizeboard-live-reload-style")) return;
        const style = document.createElement("style");
        style.id = "sizeboard-live-reload-style";
        style.textContent = `
          #sizeboard-diagnostics { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647;
            max-height: 40vh; overflow: auto; margin: 0; padding: 12px 16px; box-sizing: border-box;
            background: #2a1215; color: #fbe9eb; font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace;
            border-top: 3px solid #e5484d; box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.3); }
          #sizeboard-diagnostics h2 { margin: 0 0 6px; font: inherit; font-weight: bold; color: #fff; }
          #sizeboard-diagnostics button { float: right; font: inherit; color: inherit; background: none;
            border: 1px solid currentColor; border-radius: 4px; padding: 0 8px; cursor: pointer; }
          #sizeboard-diagnostics ul { margin: 0; padding: 0; list-style: none; }
          #sizeboard-diagnostics li { margin: 2px 0; white-space: pre-wrap; }
          #sizeboard-diagnostics li.warning, #sizeboard-diagnostics li.warning a { color: #ffd98a; }
          #sizeboard-diagnostics a { color: #ffb3b8; }
          #sizeboard-missing-page { position: sticky; top: 0; z-index: 2147483647; margin: 0; padding: 10px 16px;
            background: #fff4d6; color: #3d2e00; font: 14px/1.4 system-ui, sans-serif; border-bottom: 1px solid #e0c060; }`;
        document.head.appendChild(style);
      }

      let overlay = null;
      function showDiagnostics(diagnostics) {
        whenReady(() => {
          if (overlay) { overlay.remove(); overlay = null; }
          if (diagnostics.length === 0) return;
          addStyle();
          overlay = document.createElement("aside");
          overlay.id = "sizeboard-diagnostics";
          overlay.setAttribute("role", "alert");
          const errors = diagnostics.filter((d) => d.severity === "error").length;
          const warnings = diagnostics.length - errors;
          const heading = document.createElement("h2");
          const count = (n, word) => n + " " + word + (n === 1 ? "" : "s");
          heading.textContent = "The last build reported " + count(errors, "error") + " and " + count(warnings, "warning");
          const hide = document.createElement("button");
          hide.type = "button";
          hide.textContent = "Hide until the next build";
          hide.addEventListener("click", () => { overlay.remove(); overlay = null; });
          heading.appendChild(hide);
          overlay.appendChild(heading);
          const list = document.createElement("ul");
          for (const diagnostic of diagnostics) {
            const item = document.createElement("li");
            item.className = diagnostic.severity;
            item.title = diagnostic.severity + " [" + diagnostic.code + "]";
            const text = diagnostic.location + ": " + diagnostic.message;
            if (diagnostic.page) {
              const link = document.createElement("a");
              link.href = diagnostic.page;
              link.textContent = text;
              item.appendChild(link);
            } else {
              item.textContent = text;
            }
            list.appendChild(item);
          }
          overlay.appendChild(list);
          document.body.appendChild(overlay);
        });
      }

      function showMissingPage() {
        const missing = new URLSearchParams(location.search).get("missing");
        if (!missing) return;
        history.replaceState(null, "", location.pathname);
        whenReady(() => {
          addStyle();
          const note = document.createElement("p");
          note.id = "sizeboard-missing-page";
          note.setAttribute("role", "status");
          note.textContent = "The page " + missing + " no longer exists (it was deleted or renamed): this is the index.";
          document.body.prepend(note);
        });
      }

      function connect() {
        const events = new EventSource("/_sizeboard/events");
        events.addEventListener("build", (event) => {
          const state = JSON.parse(event.data);
          if (state.build !== loadedBuild) {
            events.close();
            sessionStorage.setItem(scrollKey, JSON.stringify([window.scrollX, window.scrollY]));
            location.reload();
            return;
          }
          showDiagnostics(state.diagnostics);
        });
        events.addEventListener("error", () => {
          if (events.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
        });
      }

      showMissingPage();
      connect();
    })();

    """#
}
