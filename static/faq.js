// Optional: a link to an answer (#q-3) opens its question where the browser does not open a
// closed <details> around a link's target by itself (Chromium and Firefox do).
function openLinkedAnswer() {
  var id = decodeURIComponent(location.hash.slice(1));
  var target = id && document.getElementById(id);
  var details = target && target.closest("details");
  var opened = false;
  for (; details; details = details.parentElement.closest("details")) {  // a group's too
    opened = opened || !details.open;
    details.open = true;
  }
  if (opened) target.scrollIntoView();
}
addEventListener("hashchange", openLinkedAnswer);
openLinkedAnswer();
