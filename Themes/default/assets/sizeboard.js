// The resizable simulator: a width control that walks through a screen's environments in order of
// width and shows the variant that applies, with its size classes.
(function () {
  "use strict";
  function setUp(simulator) {
    var data = simulator.querySelector(".simulator-data");
    var input = simulator.querySelector("input[type=range]");
    var readout = simulator.querySelector(".simulator-readout");
    var view = simulator.querySelector(".simulator-view");
    var steps = JSON.parse(data.textContent || "[]");
    if (steps.length === 0) { simulator.hidden = true; return; }
    input.max = String(steps.length - 1);
    input.value = String(steps.length - 1);
    function show() {
      var step = steps[Number(input.value)];
      view.src = step.svg;
      view.alt = step.label;
      simulator.dataset.environment = step.id;
      simulator.dataset.horizontal = step.horizontal;
      simulator.dataset.vertical = step.vertical;
      readout.textContent = step.width + " pt wide: " + step.label + " (width " + step.horizontal + ", height " + step.vertical + ")";
    }
    input.addEventListener("input", show);
    show();
  }
  document.querySelectorAll(".simulator").forEach(setUp);
})();
