// Optional: a table's own game said back in sentences as its choices change, asked of the
// server (the same words the page says without a script, after "Say it back").
(function () {
  var form = document.querySelector("form.own-game");
  if (!form || !window.fetch) return;
  var said = document.getElementById("said"), waiting = null, asked = 0;
  form.querySelector("button.say-back").hidden = true;

  function sayBack() {
    var mine = ++asked;  // only the newest answer is shown
    fetch(form.dataset.said, {method: "POST", body: new FormData(form), credentials: "same-origin"})
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (text) {
        if (text === null || mine !== asked) return;
        var fresh = new DOMParser().parseFromString(text, "text/html").querySelector(".sentences");
        if (fresh) said.querySelector(".sentences").replaceWith(fresh);
      })
      .catch(function () {});  // offline: the sentences wait for the next change
  }

  function soon() {
    clearTimeout(waiting);
    waiting = setTimeout(sayBack, 250);
  }
  form.addEventListener("input", soon);
  form.addEventListener("change", soon);
})();
