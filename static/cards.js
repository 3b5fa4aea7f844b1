// Optional: the card pickers (templates/_card_picker.html) write cards into their box, so a
// hand is tapped in rather than typed. The box stays the source of truth: the server reads
// only its text. Bound on the document, so a round form replaced after an in-place save
// (static/rulezz.js) works as the first did; the class on <html> shows the pickers. In the round
// form it also counts the cards of each box and leaves out the winner's box.
(function () {
  "use strict";
  document.documentElement.classList.add("cards-js");
  // As games/indian_rummy/hand.py's pieces() cuts a box: a card where one is written, else up to a gap.
  var CARD = /JOKER|\uD83C\uDCCF|(?:10|[2-9AJQK])[♠♥♦♣♤♡♢♧SHDC]\uFE0F?/iy, GAP = /[\s,;-]+/y;

  function pieces(text) {
    var n = 0, pos = 0, end;
    while (pos < text.length) {
      GAP.lastIndex = pos;
      if (GAP.test(text)) { pos = GAP.lastIndex; continue; }
      CARD.lastIndex = pos;
      end = text.slice(pos).search(/[\s,;-]/);
      pos = CARD.test(text) ? CARD.lastIndex : end < 0 ? text.length : pos + end;
      n += 1;
    }
    return n;
  }

  function count(input) {
    var entry = input.closest(".cards-entry[data-count]");
    var out = entry && entry.querySelector('[data-count-of="' + input.id + '"]');
    if (!out) return;
    var n = pieces(input.value);
    out.textContent = n ? entry.getAttribute("data-count").replace("{n}", n) : "";
  }

  // The player who went out has no cards to count: their box is hidden, and not sent.
  function follow(entry) {
    var ticked = entry.closest("form").querySelector(
      'input[name="' + entry.getAttribute("data-winner") + '"]:checked');
    entry.querySelectorAll(".cards-box[data-player]").forEach(function (place) {
      var won = !!ticked && ticked.value === place.getAttribute("data-player");
      place.hidden = won;
      place.querySelector("[data-cards]").disabled = won;
    });
  }

  document.addEventListener("input", function (event) {
    if (event.target.matches("[data-cards]")) count(event.target);
  });
  document.addEventListener("change", function (event) {
    var entry = event.target.form && event.target.form.querySelector(".cards-entry[data-winner]");
    if (entry && event.target.name === entry.getAttribute("data-winner")) follow(entry);
  });
  // Opened, or put in open by the server or a save in place: counted and the winner's box left out.
  document.addEventListener("toggle", function (event) {
    var entry = event.target;
    if (!entry.matches || !entry.matches(".cards-entry[data-winner]") || !entry.open) return;
    follow(entry);
    entry.querySelectorAll("[data-cards]").forEach(count);
  }, true);

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
      input.dispatchEvent(new Event("input", { bubbles: true }));
      choose(picker, "");
    }
  });
})();
