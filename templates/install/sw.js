// Rulezz's service worker, served at /sw.js (web/install/routes.py) so that its scope is the
// whole site; browsers run it only where the page is a secure context (HTTPS, localhost).
// It keeps the static files (their URLs carry their content's hash, so a kept copy is never
// stale) and the last pages seen, so that the app opens and a match page shows without the
// network; a page never kept is the offline page. Pages come from the network first, the kept
// copy only when the network fails. Posts and the pages' own requests (saves, polls) go to the
// network untouched: a round the network did not take waits in the page's outbox.
// No copy outlives the access it was made with: a page the server marks no-store (an account's)
// is never kept, a page refused (a stopped link: 410, gone: 404) drops its copy, and the log-in
// page (the phone has no session: the one the copies were made with is gone) drops them all.
"use strict";
var FILES = {{ files|tojson }};
var OFFLINE = {{ offline|tojson }};
var LOGIN = {{ login|tojson }};
var STATIC = "static-{{ version }}", PAGES = "pages", KEEP = 20;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(STATIC)
    .then(function (cache) { return cache.addAll(FILES.concat([OFFLINE])); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) { // drop the files of older workers
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("static-") === 0 && name !== STATIC;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request, url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (FILES.indexOf(url.pathname + url.search) >= 0) {
    event.respondWith(caches.match(request).then(function (kept) {
      return kept || fetch(request);
    }));
  }
});

function page(request) {
  if (new URL(request.url).pathname === LOGIN) caches.delete(PAGES);
  return fetch(request).then(function (response) {
    if (response.status === 404 || response.status === 410) {
      caches.open(PAGES).then(function (cache) { return cache.delete(request.url); });
    } else if (response.ok && response.type === "basic" &&
               !/no-store/.test(response.headers.get("Cache-Control") || "")) {
      var copy = response.clone();
      caches.open(PAGES).then(function (cache) {
        return cache.put(request.url, copy).then(function () { return trim(cache); });
      });
    }
    return response;
  }, function () {
    return caches.open(PAGES)
      .then(function (cache) { return cache.match(request.url, {ignoreVary: true}); })
      .then(function (kept) { return kept || caches.match(OFFLINE); });
  });
}

function trim(cache) { // the last KEEP pages: the oldest go first
  return cache.keys().then(function (keys) {
    return Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP)).map(function (key) {
      return cache.delete(key);
    }));
  });
}
