/// The search box: an input in the site header that lists matching pages as you type.
enum SearchScript {
    static let source = #"""
    (function () {
      "use strict";
      var script = document.currentScript;
      var root = (script && script.dataset.root) || "";
      function setUp() {
        var header = document.querySelector(".site-header");
        var index = window.sizeboardSearchIndex || [];
        if (!header) { return; }
        var box = document.createElement("div");
        box.className = "search";
        var input = document.createElement("input");
        input.type = "search";
        input.placeholder = "Search";
        input.setAttribute("aria-label", "Search pages and screens");
        var results = document.createElement("ol");
        results.className = "search-results";
        box.appendChild(input);
        box.appendChild(results);
        header.appendChild(box);
        input.addEventListener("input", function () {
          var terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
          results.textContent = "";
          if (terms.length === 0) { return; }
          index.filter(function (entry) {
            var haystack = (entry.title + " " + entry.summary + " " + entry.screens.join(" ") + " " + entry.text).toLowerCase();
            return terms.every(function (term) { return haystack.indexOf(term) !== -1; });
          }).slice(0, 10).forEach(function (entry) {
            var item = document.createElement("li");
            var link = document.createElement("a");
            link.href = root + entry.url;
            link.textContent = entry.title;
            item.appendChild(link);
            if (entry.summary) {
              var summary = document.createElement("span");
              summary.textContent = " — " + entry.summary;
              item.appendChild(summary);
            }
            results.appendChild(item);
          });
        });
      }
      if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", setUp);
      } else {
        setUp();
      }
    })();

    """#
}
