// Optional: stop a double tap from sending a form twice. The server already ignores a repeated
// round (each form carries a one-time nonce); this only spares the phone a second request.
document.addEventListener("submit", function (event) {
  var button = event.target.querySelector("button:not([type=button])");
  if (button) setTimeout(function () { button.disabled = true; }, 0);
});
