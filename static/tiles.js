/* The Okey hand checkers' picker (templates/faq/checkers/okey.html): tap a colour, then numbers,
   and the tiles are typed into the indicator's or the hand's text box, which is all the server
   reads, in the page's letters (the buttons' data-colour, data-tile). Without this script the
   boxes are typed in by hand. */
(function () {
  "use strict";
  var form = document.querySelector("form.okey-check");
  if (!form) return;
  var picker = form.querySelector(".picker");
  var boxes = {indicator: form.elements.indicator, tiles: form.elements.tiles};
  var most = Number(picker.dataset.most);  // the tiles a hand may hold
  var state = {target: "tiles", colour: picker.querySelector("[data-colour]").dataset.colour};

  function tiles() {
    return boxes.tiles.value.replace(/,/g, " ").split(/\s+/).filter(Boolean);
  }
  function press(selector, chosen) {
    picker.querySelectorAll(selector).forEach(function (b) {
      b.setAttribute("aria-pressed", b === chosen ? "true" : "false");
    });
  }
  function aim(target) {
    state.target = target;
    press("[data-target]", picker.querySelector('[data-target="' + target + '"]'));
  }
  function show() {
    picker.querySelector(".count").textContent = tiles().length;
  }
  function put(tile, joker) {
    if (state.target === "indicator" && !joker) {  // a false joker is never the indicator
      boxes.indicator.value = tile;
      aim("tiles");
    } else if (tiles().length < most) {
      boxes.tiles.value = tiles().concat([tile]).join(" ");
    }
    show();
  }

  picker.addEventListener("click", function (event) {
    var b = event.target.closest("button");
    if (!b) return;
    if (b.dataset.target) aim(b.dataset.target);
    else if (b.dataset.colour) { state.colour = b.dataset.colour; press("[data-colour]", b); }
    else if (b.dataset.number) put(state.colour + b.dataset.number);
    else if (b.dataset.tile) put(b.dataset.tile, true);
    else if (b.hasAttribute("data-undo")) {
      if (state.target === "indicator") boxes.indicator.value = "";
      else boxes.tiles.value = tiles().slice(0, -1).join(" ");
      show();
    }
  });
  boxes.indicator.addEventListener("focus", function () { aim("indicator"); });
  boxes.tiles.addEventListener("focus", function () { aim("tiles"); });
  boxes.tiles.addEventListener("input", show);
  picker.hidden = false;
  show();
})();
