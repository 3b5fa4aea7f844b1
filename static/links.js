// Optional, like every script here: the links for other phones (templates/matches/_links.html)
// get a Copy button where the phone lets a page write to its clipboard, and a Share button
// where it has the Web Share API (both need a secure context: HTTPS or localhost). Without
// them, or without this script, the buttons stay hidden and the link's text can be selected.
(function () {
  "use strict";
  var root = document.documentElement;
  if (navigator.clipboard && navigator.clipboard.writeText) root.classList.add("can-copy");
  if (navigator.share) root.classList.add("can-share");

  // Listened for on the document: an in-place save (rulezz.js) replaces the page's buttons.
  document.addEventListener("click", function (event) {
    var button = event.target.closest("[data-copy], [data-share]");
    if (!button) return;
    if (button.hasAttribute("data-copy")) {
      navigator.clipboard.writeText(button.getAttribute("data-copy")).then(function () {
        var status = button.parentNode.querySelector("[role=status]");
        if (status) status.textContent = button.getAttribute("data-done");
      });
    } else {
      navigator.share({title: button.getAttribute("data-title"),
                       url: button.getAttribute("data-share")}).catch(function () {});
    }
  });
})();
