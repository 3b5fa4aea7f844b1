// Optional, like every script here: each page works without it.

// In-place save: the round form of a match page is sent with fetch and the page is updated from
// the server's answer (one round trip instead of a post, a redirect and a reload). The server
// keeps every rule and renders every region; this script only moves its answer into the page.
// It relies on these hooks only, never on the regions' inner markup:
//   [data-save-in-place]  around the round form; its data-failed is the message, in the page's
//                         language, for a save that could not reach the server;
//   #main                 replaced by the answer's #main (summary, standings, form, actions,
//                         rounds: whatever the page holds);
//   #standings            focused and scrolled to after a save, as the no-JS redirect's anchor;
//   [data-error-message]  the message of an error page (an expired form, too many attempts).
// The request carries X-Rulezz-Save: save; the answer is 200 (saved: the page, with a fresh
// form and nonce) or 422 (the form with its errors and what was typed). A failed save keeps
// the form and its nonce, so sending it again can never store the round twice.
(function () {
  "use strict";
  var sending = false;

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var region = form.closest("[data-save-in-place]");
    if (event.submitter && event.submitter.hasAttribute("formaction")) {
      return; // sent elsewhere (another view of the form): the browser's own navigation
    }
    if (!region || !window.fetch || !window.DOMParser || !window.URLSearchParams) {
      disableSoon(form);
      return;
    }
    event.preventDefault();
    if (!sending) save(form, region, event.submitter);
  });

  // Stop a double tap from sending a form twice. The server already ignores a repeated round
  // (each form carries a one-time nonce); this only spares the phone a second request.
  function disableSoon(form) {
    var button = form.querySelector("button:not([type=button])");
    if (button) setTimeout(function () { button.disabled = true; }, 0);
  }

  function save(form, region, submitter) {
    var button = submitter || form.querySelector("button:not([type=button])");
    var body = new URLSearchParams(new FormData(form)); // smaller to send than multipart
    if (submitter && submitter.name) body.append(submitter.name, submitter.value);
    sending = true;
    form.setAttribute("aria-busy", "true");
    if (button) button.disabled = true;
    fetch(form.action, {method: "POST", body: body, credentials: "same-origin",
                        headers: {"X-Rulezz-Save": "save"}})
      .then(function (response) {
        if (response.redirected) { // e.g. logged out meanwhile: go where the server says
          window.location.assign(response.url);
          return null;
        }
        return response.text().then(function (text) { answer(response.status, text); });
      })
      .catch(failed(form, region.getAttribute("data-failed")))
      .then(function () {
        sending = false;
        form.removeAttribute("aria-busy");
        if (button) button.disabled = false;
      });
  }

  function answer(status, text) {
    var page = new DOMParser().parseFromString(text, "text/html");
    var main = page.getElementById("main");
    if ((status !== 200 && status !== 422) || !main) {
      var message = page.querySelector("[data-error-message]");
      throw {refused: message ? message.textContent.trim() : ""};
    }
    document.getElementById("main").replaceWith(document.adoptNode(main));
    if (status === 200) {
      var url = window.location.pathname + window.location.search + "#standings";
      window.history.replaceState(window.history.state, "", url);
      show(document.getElementById("standings"));
    } else {
      show(document.querySelector("[aria-invalid=true], #main [role=alert]"));
    }
  }

  function show(target) {
    if (!target) return;
    if (!target.matches("input, select, textarea, button, a[href]")) {
      target.setAttribute("tabindex", "-1"); // screen readers read on from here
    }
    target.scrollIntoView({block: "start"});
    target.focus({preventScroll: true});
  }

  // A save that did not arrive (no network: a TypeError), or that the server refused with an
  // error page: its message, else the page's own words for "not saved".
  function failed(form, fallback) {
    return function (error) {
      var old = form.querySelector("[data-save-failed]");
      if (old) old.remove();
      var note = document.createElement("p");
      note.className = "error";
      note.setAttribute("role", "alert");
      note.setAttribute("data-save-failed", "");
      note.textContent = (error && error.refused) || fallback;
      form.prepend(note);
      note.scrollIntoView({block: "nearest"});
    };
  }
})();
