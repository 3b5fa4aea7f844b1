// Optional: Skyjo's cards tapped in. Without it each place of a player's grid is a box to
// type (templates/matches/_cards.html); with it a tap on a place, then on a value of one palette.
// The boxes stay the form's fields, so the server gets the same thing either way and its count
// is the one saved: this shows what the cards will count as games/skyjo/rules.py counts them (a column
// of three equal cards removed, counting 0) and marks that column. Bound on document, as
// rulezz.js replaces the form after a save in place.
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
    show(fold); // a fold opened by the server (cards given, or refused) shows its count too
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
    var box = fold.closest("[data-cards]"), sum = 0, tapped = 0, equal = false, whole = true;
    fold.querySelectorAll(".column").forEach(function (column) {
      var boxes = column.querySelectorAll("input"), values = Array.prototype.map.call(
        boxes, function (s) { return s.value; });
      var three = values.every(function (v) { return v !== "" && v === values[0]; });
      column.classList.toggle("equal", three);
      equal = equal || three;
      values.forEach(function (v) { if (v !== "") { tapped += 1; if (!three) sum += Number(v); } });
      var given = values.filter(function (v) { return v !== ""; }).length;
      whole = whole && (given === 0 || given === values.length) &&
        Array.prototype.every.call(boxes, function (s) { return s.checkValidity(); });
    });
    var text = tapped ? box.getAttribute("data-sum").replace("{sum}", String(sum).replace("-", "−")) : "";
    fold.querySelector("[data-sum-of]").textContent =
      text + (equal ? " " + box.getAttribute("data-equal") : "");
    // Whole columns answer the server's complaint: it goes now, not at the next save.
    if (!whole) return;
    fold.classList.remove("invalid");
    fold.querySelectorAll(":scope > .error").forEach(function (error) { error.remove(); });
  }
})();
