// Optional: Skyjo's cards tapped in. Without it each place of a player's grid is a box to
// type (templates/matches/_cards.html); with it a tap on a place, then on a value of one palette.
// The boxes stay the form's fields, so the server gets the same thing either way and does all
// the counting: this shows only the plain sum of what was tapped, and marks a column of three
// equal cards that the server will remove. Bound on document, as rulezz.js replaces the form
// after a save in place.
(function () {
  "use strict";
  document.documentElement.classList.add("cards-js");
  var active = null; // the button of the place being filled

  document.addEventListener("click", function (event) {
    var cell = event.target.closest("[data-cards] .cell");
    var value = event.target.closest("[data-palette] [data-value]");
    if (cell) choose(cell === active ? null : cell);
    else if (value && active) put(value.getAttribute("data-value"));
  });

  // Opening a player's fold starts at their first empty place: one tap fewer.
  document.addEventListener("toggle", function (event) {
    var fold = event.target;
    if (!fold.matches || !fold.matches("[data-cards] details")) return;
    if (!fold.open) { if (active && fold.contains(active)) choose(null); return; }
    var empty = Array.prototype.filter.call(fold.querySelectorAll(".cell"), function (b) {
      return !select(b).value;
    });
    if (empty.length) choose(empty[0]);
  }, true);

  function select(cell) { return document.getElementById(cell.getAttribute("data-cell")); }

  function choose(cell) {
    var palette = document.querySelector("[data-palette]");
    if (active) active.removeAttribute("aria-pressed");
    active = cell;
    if (!palette) return;
    palette.hidden = !cell;
    if (!cell) return;
    cell.setAttribute("aria-pressed", "true");
    cell.closest(".grid").after(palette);
  }

  function put(value) {
    var cell = active, places = cell.closest(".grid").querySelectorAll(".cell");
    select(cell).value = value;
    cell.textContent = value === "" ? "·" : value.replace("-", "−");
    show(cell.closest("details"));
    var next = Array.prototype.indexOf.call(places, cell) + 1;
    choose(value !== "" && next < places.length ? places[next] : null);
  }

  function show(fold) {
    var box = fold.closest("[data-cards]"), sum = 0, tapped = 0, equal = false;
    fold.querySelectorAll(".column").forEach(function (column) {
      var values = Array.prototype.map.call(column.querySelectorAll("input"), function (s) {
        return s.value;
      });
      var three = values.every(function (v) { return v !== "" && v === values[0]; });
      column.classList.toggle("equal", three);
      equal = equal || three;
      values.forEach(function (v) { if (v !== "") { sum += Number(v); tapped += 1; } });
    });
    var text = tapped ? box.getAttribute("data-sum").replace("{sum}", String(sum).replace("-", "−")) : "";
    fold.querySelector("[data-sum-of]").textContent =
      text + (equal ? " " + box.getAttribute("data-equal") : "");
  }
})();
