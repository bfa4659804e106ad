// The resizable simulator: a width control that walks through the environments of one device
// family of a screen at a time (a phone's orientations; an iPad's full screen and multitasking
// widths at one height), in order of width (the engine's output, embedded as JSON by the `screen`
// template), and shows the variant that applies, its size classes, and where a size class flips.
// No framework, no network.
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
    var families = JSON.parse(simulator.querySelector(".simulator-data").textContent || "[]")
      .filter(function (family) { return family.steps.length > 1; });
    if (families.length === 0) { return; }
    var input = simulator.querySelector("input[type=range]");
    var readout = simulator.querySelector(".simulator-readout");
    var flip = simulator.querySelector(".simulator-flip");
    var stopList = simulator.querySelector(".simulator-stops");
    var view = simulator.querySelector(".simulator-view");
    var familyLabel = simulator.querySelector(".simulator-family-label");
    var familyChoice = simulator.querySelector(".simulator-family");
    var select = familyChoice.querySelector("select");
    var figure = simulator.closest(".screen");
    var steps = [];
    var stops = [];
    var widest = 0;

    families.forEach(function (family, index) {
      var option = element("option", null, family.label);
      option.value = String(index);
      select.appendChild(option);
    });
    familyChoice.hidden = families.length < 2;
    familyLabel.hidden = families.length > 1;
    select.addEventListener("change", function () { choose(Number(select.value)); });

    function choose(familyIndex) {
      var family = families[familyIndex];
      steps = family.steps;
      simulator.dataset.family = family.id;
      familyLabel.textContent = family.label;
      widest = steps.reduce(function (width, step) { return Math.max(width, step.width); }, 0);
      stopList.textContent = "";
      stops = steps.map(function (step, index) {
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
      show();
    }

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
    // The family with the most widths first, an iPad's multitasking widths before a phone's turn.
    function weight(family) { return family.steps.length * 2 + (family.idiom === "pad" ? 1 : 0); }
    var fullest = families.reduce(function (best, family, index) {
      return weight(family) > weight(families[best]) ? index : best;
    }, 0);
    select.value = String(fullest);
    choose(fullest);
  }

  document.querySelectorAll(".simulator").forEach(setUp);
})();
