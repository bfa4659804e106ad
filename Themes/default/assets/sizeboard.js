// The resizable simulator: a width control that walks through a screen's environments in order of
// width (the engine's output, embedded as JSON by the `screen` template) and shows the variant that
// applies, its size classes, and where a size class flips. No framework, no network.
(function () {
  "use strict";

  var axes = [
    { key: "horizontal", noun: "Width" },
    { key: "vertical", noun: "Height" }
  ];

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function sizeClassBadge(value, axisWord) {
    return element("span", "size-class size-class-" + value, value + " " + axisWord);
  }

  // The size classes that differ between a step and the one before it, in width order.
  function flipsAt(steps, index) {
    if (index === 0) { return []; }
    return axes.filter(function (axis) {
      return steps[index][axis.key] !== steps[index - 1][axis.key];
    });
  }

  function setUp(simulator) {
    var steps = JSON.parse(simulator.querySelector(".simulator-data").textContent || "[]");
    if (steps.length === 0) { return; }
    var input = simulator.querySelector("input[type=range]");
    var readout = simulator.querySelector(".simulator-readout");
    var flip = simulator.querySelector(".simulator-flip");
    var stopList = simulator.querySelector(".simulator-stops");
    var view = simulator.querySelector(".simulator-view");
    var figure = simulator.closest(".screen");
    var widest = steps.reduce(function (width, step) { return Math.max(width, step.width); }, 0);

    var stops = steps.map(function (step, index) {
      var item = element("li", "simulator-stop");
      var button = element("button", null);
      button.type = "button";
      button.title = step.label;
      button.appendChild(element("span", "simulator-stop-width", step.width + " pt"));
      button.appendChild(element("span", "simulator-stop-classes",
        step.horizontal.charAt(0).toUpperCase() + "/" + step.vertical.charAt(0).toUpperCase()));
      button.addEventListener("click", function () {
        input.value = String(index);
        show();
      });
      var flips = flipsAt(steps, index);
      if (flips.length > 0) {
        item.classList.add("flips");
        item.title = flips.map(function (axis) { return axis.noun + " size class flips here"; }).join(". ");
      }
      item.appendChild(button);
      stopList.appendChild(item);
      return item;
    });

    input.max = String(steps.length - 1);
    input.value = String(steps.length - 1);

    function show() {
      var index = Number(input.value);
      var step = steps[index];
      view.src = step.svg;
      view.alt = step.label;
      view.style.setProperty("--fraction", String(step.width / widest));
      simulator.dataset.environment = step.id;
      simulator.dataset.horizontal = step.horizontal;
      simulator.dataset.vertical = step.vertical;
      input.setAttribute("aria-valuetext", step.width + " points, " + step.label);

      readout.textContent = "";
      readout.appendChild(element("span", "simulator-width", step.width + " pt"));
      readout.appendChild(element("span", "simulator-label", step.label));
      readout.appendChild(sizeClassBadge(step.horizontal, "width"));
      readout.appendChild(sizeClassBadge(step.vertical, "height"));

      var flips = flipsAt(steps, index);
      flip.hidden = flips.length === 0;
      flip.textContent = flips.map(function (axis) {
        return axis.noun + " size class flips: " + steps[index - 1][axis.key] + " → " + step[axis.key];
      }).join(". ");

      stops.forEach(function (stop, stopIndex) {
        stop.classList.toggle("current", stopIndex === index);
      });
      figure.querySelectorAll(".variants .variant").forEach(function (variant) {
        variant.classList.toggle("current", variant.dataset.environment === step.id);
      });
    }

    input.addEventListener("input", show);
    simulator.hidden = false;
    show();
  }

  document.querySelectorAll(".simulator").forEach(setUp);
})();
