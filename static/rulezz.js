// Optional, like every script here: each page works without it.

// In-place save: the round form of a match page is sent with fetch and the page is updated from
// the server's answer (one round trip instead of a post, a redirect and a reload). The server
// keeps every rule and renders every region; this script only moves its answer into the page.
// Live standings: a page with [data-live] asks for itself every 1.5 s while it is in view
// (a conditional GET: a 304 costs the server one small read) and puts a new version in.
// It relies on these hooks only, never on the regions' inner markup:
//   [data-save-in-place]  around the round form; its data-failed is the message, in the page's
//                         language, for a save that could not reach the server, and
//                         data-refused for one the server refused without saying why;
//   #main                 replaced by the answer's #main (summary, standings, form, actions,
//                         rounds: whatever the page holds);
//   [data-later]          below the form (the chart, the rounds table): drawn a frame after
//                         the rest of a page put in, aria-busy till then;
//   #enter                the next round's form: focused and scrolled to after a save, as the
//                         no-JS redirect's anchor (#standings when the match is over);
//   [data-error-message]  the message of an error page (an expired form, a stopped link);
//   [data-copy]           said while the phone cannot reach Rulezz: the page may be behind;
//   [data-live]           the address to poll (with X-Rulezz-Live: poll), with data-live-tag
//                         (the page's ETag, sent as If-None-Match);
//   [data-wake]           the match is in play: the screen is kept on (Screen Wake Lock API);
//   body[data-worker]     the service worker, registered where the page is a secure context;
//   form[data-forget]     logging out: the pages the worker kept are forgotten.
// The request carries X-Rulezz-Save: save; the answer is 200 (saved: the page, with a fresh
// form and nonce) or 422 (the form with its errors and what was typed). A save that did not
// arrive, or that was refused (a stopped link, a log-in page), is never dropped: where
// static/outbox.js is on the page (Rulezz.outbox) it waits there, or is listed with the
// server's words; else the form keeps what was typed and says why. Its nonce is this page's
// own (minted here: the page may be an old copy whose nonce already stored a round), kept
// until it is saved, so sending it again can never store the round twice.
(function () {
  "use strict";
  var Rulezz = window.Rulezz = {};
  var sending = false;
  var pages = 0; // pages put in so far: a poll's answer is dropped if another came meanwhile
  var POLL_MS = 1500; // from one poll's start to the next: a round shows on other phones within 3 s

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (form.hasAttribute("data-forget")) forget();
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
    if (Rulezz.outbox && Rulezz.outbox.pending()) { // after the rounds still waiting, in order
      Rulezz.outbox.keep(form, body);
      return;
    }
    sending = true;
    form.setAttribute("aria-busy", "true");
    if (button) button.disabled = true;
    var notSent = region.getAttribute("data-failed"), notTaken = region.getAttribute("data-refused");
    fetch(form.action, {method: "POST", body: body, credentials: "same-origin",
                        headers: {"X-Rulezz-Save": "save"}})
      .then(function (response) {
        if (!response.redirected && (response.status === 200 || response.status === 422)) {
          return response.text().then(function (text) { answer(response.status, text); });
        }
        return Rulezz.outcome(response, notTaken).then(function (outcome) {
          keepOrSay(form, body, outcome);
        });
      }, function () { // no network
        keepOrSay(form, body, {state: "later", message: notSent});
      })
      .catch(failed(form, notSent))
      .then(function () {
        sending = false;
        form.removeAttribute("aria-busy");
        if (button) button.disabled = false;
      });
  }

  // Kept on the phone (Rulezz.outbox: to send later, or listed with why it was refused), or
  // else left in the form with the reason said.
  function keepOrSay(form, body, outcome) {
    if (!(Rulezz.outbox && Rulezz.outbox.keep(form, body, outcome))) {
      throw {refused: outcome.message};
    }
  }

  // What an answer other than the page means: "later" (the server busy: send it again) or
  // "refused", with the server's words (an error page's) or else `fallback` (a redirect: to
  // the log-in page, logged out meanwhile).
  Rulezz.outcome = function (response, fallback) {
    if (response.redirected) return Promise.resolve({state: "refused", message: fallback});
    if (response.status >= 500 || response.status === 429) {
      return Promise.resolve({state: "later", message: fallback});
    }
    return response.text().then(function (text) {
      return {state: "refused", message: errorWords(text) || fallback};
    });
  };

  function errorWords(html) {
    var message = new DOMParser().parseFromString(html, "text/html")
      .querySelector("[data-error-message]");
    return message ? message.textContent.trim() : "";
  }

  function answer(status, text) {
    var main = mainOf(text);
    if (!main) throw {refused: errorWords(text)};
    putIn(main, false);
    if (status === 200) { // the next round's first box, with what this one did above it
      var next = document.getElementById("enter") ? "#enter" : "#standings";
      var url = window.location.pathname + window.location.search + next;
      window.history.replaceState(window.history.state, "", url);
      show(document.querySelector(next));
    } else {
      show(document.querySelector("[aria-invalid=true], #main [role=alert]"));
    }
  }

  function mainOf(text) {
    return new DOMParser().parseFromString(text, "text/html").getElementById("main");
  }

  // A newer version of the page (a poll's, the outbox's): put in, but a round form someone
  // is filling in stays as it is, with what was typed, its focus and its round number (if
  // another phone took that round meanwhile, the server says so when it is saved).
  Rulezz.refresh = function (text) {
    var main = mainOf(text);
    if (main) putIn(main, true);
  };

  function putIn(main, keepForm) {
    drawLater(main);
    var old = document.getElementById("main");
    var form = old.querySelector("[data-save-in-place]");
    var fresh = main.querySelector("[data-save-in-place]");
    pages += 1;
    if (keepForm && form && fresh && inUse(form)) {
      around(old, childOf(old, form), main, childOf(main, fresh));
    } else {
      var focused = keepForm && form && form.contains(document.activeElement) &&
        document.activeElement.name;
      old.replaceWith(document.adoptNode(main));
      var again = focused && fresh && fresh.querySelector("[name='" + focused + "']");
      if (again) again.focus({preventScroll: true});
    }
    document.dispatchEvent(new CustomEvent("rulezz:page"));
    wake();
  }

  // The chart and the rounds table are more than half of what the phone draws for a match page,
  // and below the screen after a save: they are drawn a frame after the rest (aria-busy till
  // then: static/rulezz.css skips drawing them), so that the new standings show sooner. One in
  // view is drawn at once.
  function drawLater(main) {
    var held = Array.prototype.slice.call(main.querySelectorAll("[data-later]"));
    held.forEach(function (region) { region.setAttribute("aria-busy", "true"); });
    requestAnimationFrame(function () { // this frame: those in view or above; the next: the rest
      held.forEach(function (region) {
        if (region.getBoundingClientRect().top < window.innerHeight) drawn(region);
      });
      setTimeout(function () { held.forEach(drawn); });
    });
  }

  function drawn(region) {
    region.removeAttribute("aria-busy");
  }

  // Replace everything in `old` but `kept` with what is around `spot` in `main`.
  function around(old, kept, main, spot) {
    Array.prototype.slice.call(old.childNodes).forEach(function (node) {
      if (node !== kept) node.remove();
    });
    var before = true;
    Array.prototype.slice.call(main.childNodes).forEach(function (node) {
      if (node === spot) {
        before = false;
      } else if (before) {
        old.insertBefore(document.adoptNode(node), kept);
      } else {
        old.appendChild(document.adoptNode(node));
      }
    });
  }

  function childOf(main, node) {
    while (node.parentNode !== main) node = node.parentNode;
    return node;
  }

  // Being filled in: something typed or chosen (a fresh form from the server has nothing; one
  // sent back to show the cards keeps what was typed), a message about it, or rounds waiting
  // before it.
  function inUse(region) {
    if (region.querySelector(".error, [aria-invalid=true]")) return true;
    if (Rulezz.outbox && Rulezz.outbox.pending()) return true;
    return Array.prototype.some.call(region.querySelectorAll("input, select, textarea"),
                                     filled);
  }

  function filled(control) {
    if (control.type === "hidden" || control.type === "submit") return false;
    if (control.type === "checkbox" || control.type === "radio") return control.checked;
    if (control.tagName === "SELECT") return control.selectedIndex > 0;
    return control.value !== "";
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

  // --- Live standings -------------------------------------------------------------------------
  var timer = null, polling = false, stopped = false, asked = 0;

  Rulezz.poll = poll;

  function poll() {
    clearTimeout(timer);
    timer = null;
    var live = document.querySelector("[data-live]");
    if (!live || stopped || !window.fetch || document.visibilityState === "hidden") return;
    if (polling || sending) {
      schedule();
      return;
    }
    polling = true;
    asked = Date.now();
    var seen = pages;
    fetch(live.getAttribute("data-live"), {
      credentials: "same-origin", cache: "no-store",
      headers: {"If-None-Match": "\"" + live.getAttribute("data-live-tag") + "\"",
                "X-Rulezz-Live": "poll"}})
      .then(function (response) {
        behind(false);
        if (response.redirected || response.status === 404) stopped = true; // logged out, gone
        if (response.redirected || response.status === 410) forget(); // no copy outlives access
        if (response.status === 410) { // a stopped score link: say so, for good
          stopped = true;
          return response.text().then(function (text) { gone(errorWords(text)); });
        }
        if (response.status !== 200 || stopped) return null;
        return response.text().then(function (text) {
          if (seen === pages && !sending) Rulezz.refresh(text);
        });
      }, function () { behind(true); }) // no network now: the next poll asks again
      .catch(function () {})
      .then(function () {
        polling = false;
        schedule();
      });
  }

  // The page may be behind while the phone cannot reach Rulezz (or it is the copy the service
  // worker kept): say so, and from when, until an answer comes.
  function behind(yes) {
    var note = document.querySelector("[data-copy]");
    if (note) note.hidden = !yes;
  }

  // The link this page was opened with was stopped: said at the top, in the server's words;
  // rounds saved from now on are listed, refused, with what was typed (static/outbox.js).
  function gone(message) {
    var main = document.getElementById("main");
    if (!message || main.querySelector("[data-gone]")) return;
    var note = document.createElement("p");
    note.className = "error";
    note.setAttribute("role", "alert");
    note.setAttribute("data-gone", "");
    note.textContent = message;
    main.prepend(note);
    Array.prototype.forEach.call(document.querySelectorAll(".score-link"), function (node) {
      node.remove();
    });
  }

  // The next poll a period after the last one started (the network's delay is not added to it),
  // and never at once: a slow answer is not chased by another.
  function schedule() {
    var wait = Math.max(POLL_MS - (Date.now() - asked), POLL_MS / 4);
    if (!timer && document.visibilityState !== "hidden") timer = setTimeout(poll, wait);
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") {
      clearTimeout(timer);
      timer = null;
    } else {
      poll(); // back in view: at once
    }
    wake();
  });

  // --- The screen kept on while a match is in play ----------------------------------------------
  // Only in a secure context (HTTPS, localhost) and where the browser has the API; elsewhere
  // the phone dims as it always does. The browser lets go of the lock when the page is hidden.
  var lock = null;

  function wake() {
    if (!("wakeLock" in navigator) || !window.isSecureContext) return;
    var wanted = document.querySelector("[data-wake]") && document.visibilityState === "visible";
    if (wanted && !lock) {
      lock = "asking";
      navigator.wakeLock.request("screen").then(function (sentinel) {
        lock = sentinel;
        document.documentElement.setAttribute("data-awake", "");
        sentinel.addEventListener("release", function () {
          if (lock === sentinel) lock = null;
          document.documentElement.removeAttribute("data-awake");
        });
        if (!document.querySelector("[data-wake]")) sentinel.release();
      }, function () { lock = null; }); // refused (e.g. battery saver): nothing breaks
    } else if (!wanted && lock && lock !== "asking") {
      lock.release();
    }
  }

  // --- Installable: the service worker (static/sw.js) and logging out ---------------------------
  // The pages the worker kept belong to whoever is logging out, or whose session or score link
  // the server no longer knows: they must not be shown offline after it.
  function forget() {
    if (window.caches) {
      caches.keys().then(function (names) {
        names.forEach(function (name) { if (name.indexOf("pages") === 0) caches.delete(name); });
      });
    }
  }

  var worker = document.body.getAttribute("data-worker");
  if (worker && window.isSecureContext && "serviceWorker" in navigator) {
    navigator.serviceWorker.register(worker).catch(function () {});
  }

  // --- The form's nonce, this page's own ---------------------------------------------------------
  Rulezz.nonce = function () {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return (b + 256).toString(16).slice(1);
    }).join("");
  };

  function renew() {
    var nonce = document.querySelector("[data-save-in-place] form [name=nonce]");
    if (nonce && window.crypto && window.crypto.getRandomValues) nonce.value = Rulezz.nonce();
  }

  renew();
  if (navigator.onLine === false) behind(true);
  wake();
  schedule();
})();
