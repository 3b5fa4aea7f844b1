// The outbox of a match page (optional, like every script here): a round saved while the phone
// has no network is kept on the phone (localStorage, under the page's data-outbox: the match)
// and sent by itself when the network is back (the `online` event, and a try every few
// seconds), in order, each once. Each is kept as the form it was saved from, with its nonce: the
// server stores a nonce once, so a round sent twice (its answer lost) is still one round. A
// round the server refuses (another phone entered that round first, the match ended, the score
// link was stopped, the phone was logged out) stays listed with the server's words and what was
// typed, to enter again or discard: a round typed is never dropped. No service worker is needed:
// this works on plain HTTP on a LAN. Hooks (templates/matches/_outbox.html):
//   [data-outbox]          the list's section; its data-* are the sentences, in the page's
//                          language ({n}: the round's number);
//   [data-save-in-place]   the round form (static/rulezz.js), with data-title ("Enter round
//                          {n}") and data-number (the name of the hidden field that says
//                          which round the form enters), and the form's nonce.
(function () {
  "use strict";
  var Rulezz = window.Rulezz;
  if (!Rulezz || !window.localStorage || !window.fetch || !window.URLSearchParams) return;
  var RETRY_MS = 5000;
  var flushing = false, timer = null;

  function section() { return document.querySelector("[data-outbox]"); }

  function storeKey() {
    var box = section();
    return box && "rulezz-outbox:" + box.getAttribute("data-outbox");
  }

  function read(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || "[]");
    } catch (error) {
      return [];
    }
  }

  function write(key, entries) {
    if (entries.length) localStorage.setItem(key, JSON.stringify(entries));
    else localStorage.removeItem(key);
  }

  function waiting(entries) {
    return entries.filter(function (entry) { return entry.state === "waiting"; });
  }

  Rulezz.outbox = {
    pending: function () {
      var key = storeKey();
      return Boolean(key && waiting(read(key)).length);
    },
    // Keep the round of `form` (its fields: `body`), to send later, or listed as refused with
    // the server's words (`outcome`, as Rulezz.outcome says); false if it could not be kept.
    keep: function (form, body, outcome) {
      var key = storeKey();
      if (!key) return false;
      var entries = read(key), refused = outcome && outcome.state === "refused";
      entries.push({action: form.action, body: body.toString(), nonce: body.get("nonce"),
                    number: Number(body.get(numberField())) || null,
                    summary: summary(form), state: refused ? "refused" : "waiting",
                    message: refused ? outcome.message : undefined});
      try {
        write(key, entries);
      } catch (error) { // storage full or refused: the caller says it was not saved
        return false;
      }
      clear(form);
      align();
      render();
      if (refused) section().scrollIntoView({block: "start"});
      else later(0);
      return true;
    }
  };

  // --- Sending, in order ----------------------------------------------------------------------

  function later(ms) {
    clearTimeout(timer);
    timer = setTimeout(flush, ms);
  }

  function flush(lastPage) {
    clearTimeout(timer);
    timer = null;
    var key = storeKey();
    if (!key || flushing) return;
    var next = waiting(read(key))[0];
    if (!next) {
      if (lastPage) Rulezz.refresh(lastPage); // the match after the last one sent
      else if (Rulezz.poll) Rulezz.poll();
      return;
    }
    flushing = true;
    send(next).then(function (outcome) {
      flushing = false;
      var entries = read(key); // read again: a discard or another tab may have changed it
      var at = entries.findIndex(function (entry) { return entry.nonce === next.nonce; });
      if (at >= 0 && outcome.state === "sent") entries.splice(at, 1);
      if (at >= 0 && outcome.state === "refused") {
        entries[at].state = "refused";
        entries[at].message = outcome.message;
      }
      write(key, entries);
      render();
      if (outcome.state === "later") {
        if (lastPage) Rulezz.refresh(lastPage);
        later(RETRY_MS);
      } else {
        flush(outcome.text || lastPage);
      }
    });
  }

  // One round sent as the in-place save sends it: "sent" (with the new page), "refused" (with
  // the server's words), or "later" (no network, or the server could not answer now).
  function send(entry) {
    var box = section();
    var notAccepted = box ? box.getAttribute("data-not-accepted") : "";
    return fetch(entry.action, {method: "POST", body: new URLSearchParams(entry.body),
                                credentials: "same-origin", headers: {"X-Rulezz-Save": "save"}})
      .then(function (response) {
        if (response.redirected || (response.status !== 200 && response.status !== 422)) {
          return Rulezz.outcome(response, notAccepted);
        }
        return response.text().then(function (text) {
          if (response.status === 200) return {state: "sent", text: text};
          return {state: "refused",
                  message: words(text, "[data-save-in-place] .error") || notAccepted};
        });
      }, function () { return {state: "later"}; });
  }

  function words(html, selector) {
    var page = new DOMParser().parseFromString(html, "text/html");
    return Array.prototype.map.call(page.querySelectorAll(selector), function (node) {
      return node.textContent.trim();
    }).join(" ");
  }

  // --- The form, after a round is kept ----------------------------------------------------------

  function controls(form) {
    return Array.prototype.filter.call(form.elements, function (control) {
      return control.name && control.type !== "hidden" && control.type !== "submit" &&
        control.tagName !== "BUTTON";
    });
  }

  // Empty for the next round: nothing typed or chosen, no messages.
  function clear(form) {
    controls(form).forEach(function (control) {
      if (control.type === "checkbox" || control.type === "radio") {
        control.checked = control.defaultChecked = false;
      } else if (control.tagName === "SELECT") {
        Array.prototype.forEach.call(control.options, function (option, i) {
          option.selected = option.defaultSelected = i === 0;
        });
      } else {
        control.value = control.defaultValue = "";
      }
      control.removeAttribute("aria-invalid");
      control.dispatchEvent(new Event("input", {bubbles: true}));
      control.dispatchEvent(new Event("change", {bubbles: true}));
    });
    Array.prototype.forEach.call(form.querySelectorAll(".error"), function (node) {
      node.remove();
    });
    Array.prototype.forEach.call(form.querySelectorAll(".invalid"), function (node) {
      node.classList.remove("invalid");
    });
  }

  // The page's form comes after the rounds waiting (also on a copy of the page kept from
  // before they were entered): the next number, and never the nonce of one of them.
  function align() {
    var region = document.querySelector("[data-save-in-place]");
    var form = region && region.querySelector("form");
    var key = storeKey();
    if (!form || !key) return;
    var entries = read(key), nonce = form.elements.nonce;
    var number = form.elements.namedItem(numberField());
    if (nonce && entries.some(function (entry) { return entry.nonce === nonce.value; })) {
      nonce.value = Rulezz.nonce();
    }
    var last = Math.max.apply(null, waiting(entries).map(function (entry) {
      return entry.number || 0;
    }).concat([0]));
    if (number && Number(number.value) <= last) {
      number.value = String(last + 1);
      var title = region.querySelector("h2");
      if (title && region.hasAttribute("data-title")) {
        title.textContent = region.getAttribute("data-title").replace("{n}", last + 1);
      }
    }
  }

  function numberField() {
    var region = document.querySelector("[data-save-in-place]");
    return (region && region.getAttribute("data-number")) || "";
  }

  // What was entered, in the form's own words: "Ana 14, Bo 9, Cy 20 · Ana" (the boxes, then
  // the choices; at most 160 characters).
  function summary(form) {
    var typed = [], chosen = [];
    controls(form).forEach(function (control) {
      if (control.type === "checkbox" || control.type === "radio") {
        var label = control.closest("label");
        if (control.checked && label) chosen.push(label.textContent.trim());
      } else if (control.value && control.tagName !== "SELECT") {
        var named = control.id && form.querySelector("label[for='" + control.id + "']");
        typed.push((named ? named.textContent.trim() + " " : "") + control.value);
      }
    });
    var text = [typed.join(", "), chosen.join(", ")].filter(Boolean).join(" · ");
    return text.length > 160 ? text.slice(0, 159) + "…" : text;
  }

  // --- The list ---------------------------------------------------------------------------------

  function render() {
    var box = section();
    if (!box) return;
    var list = box.querySelector("[data-outbox-list]");
    var entries = read(storeKey());
    var form = document.querySelector("[data-save-in-place] form");
    list.textContent = "";
    entries.forEach(function (entry) {
      var item = document.createElement("li");
      item.className = entry.state;
      item.setAttribute("data-nonce", entry.nonce);
      var what = entry.state === "waiting" ? "data-waiting" : "data-refused";
      add(item, "p", "", box.getAttribute(what).replace("{n}", entry.number || ""));
      if (entry.summary) add(item, "p", "hint", entry.summary);
      if (entry.state === "refused") {
        add(item, "p", "error", entry.message || "");
        if (form) add(item, "button", "", box.getAttribute("data-again")).value = "again";
        add(item, "button", "", box.getAttribute("data-discard")).value = "discard";
      }
      list.appendChild(item);
    });
    box.hidden = !entries.length;
  }

  function add(parent, tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (tag === "button") node.type = "button";
    node.textContent = text;
    parent.appendChild(node);
    return node;
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest("[data-outbox] button");
    if (!button) return;
    var nonce = button.closest("li").getAttribute("data-nonce"), key = storeKey();
    var entries = read(key);
    var entry = entries.find(function (kept) { return kept.nonce === nonce; });
    write(key, entries.filter(function (kept) { return kept !== entry; }));
    if (entry && button.value === "again") enterAgain(entry);
    render();
  });

  // Put a refused round back into the form, to be checked and saved as a new round.
  function enterAgain(entry) {
    var form = document.querySelector("[data-save-in-place] form");
    if (!form) return;
    clear(form);
    new URLSearchParams(entry.body).forEach(function (value, name) {
      controls(form).forEach(function (control) {
        if (control.name !== name) return;
        if (control.type === "checkbox" || control.type === "radio") {
          if (control.value === value) control.checked = true;
        } else {
          control.value = value;
        }
        control.dispatchEvent(new Event("input", {bubbles: true}));
        control.dispatchEvent(new Event("change", {bubbles: true}));
      });
    });
    form.scrollIntoView({block: "start"});
  }

  function start() {
    align();
    render();
    if (Rulezz.outbox.pending()) later(0);
  }

  document.addEventListener("rulezz:page", function () {
    align();
    render();
  });
  window.addEventListener("online", function () { later(0); });
  window.addEventListener("storage", function (event) {
    if (event.key === storeKey()) render();
  });
  start();
})();
