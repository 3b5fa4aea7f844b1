// Optional: the card pickers (templates/_card_picker.html) write cards into their box, so a
// hand is tapped in rather than typed. The box stays the source of truth: the server reads
// only its text. Bound on the document, so a round form replaced after an in-place save
// (static/rulezz.js) works as the first did; the class on <html> shows the pickers.
(function () {
  "use strict";
  document.documentElement.classList.add("cards-js");

  function box(picker) {
    return document.getElementById(picker.getAttribute("data-picker-for"));
  }

  function add(picker, card) {
    var input = box(picker);
    input.value = (input.value.trim() + " " + card).trim();
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function choose(picker, rank) {
    picker.querySelectorAll("[data-rank]").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-rank") === rank));
    });
    picker.setAttribute("data-rank-chosen", rank || "");
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest(".card-picker button");
    if (!button) return;
    var picker = button.closest(".card-picker");
    var rank = picker.getAttribute("data-rank-chosen");
    if (button.hasAttribute("data-rank")) {
      choose(picker, button.getAttribute("data-rank"));
    } else if (button.hasAttribute("data-suit")) {
      if (rank) add(picker, rank + button.getAttribute("data-suit"));
      choose(picker, "");
    } else if (button.hasAttribute("data-card")) {
      add(picker, button.getAttribute("data-card"));
      choose(picker, "");
    } else if (button.hasAttribute("data-undo")) {
      var input = box(picker);
      input.value = input.value.trim().split(/\s+/).slice(0, -1).join(" ");
      choose(picker, "");
    }
  });
})();
