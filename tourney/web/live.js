// Keeps a players' page current without reloading it: asks the server every two seconds
// whether anything changed, re-reads the page's main part when it did, and counts the round
// clock down in between. Plain ES3 and XMLHttpRequest, for old phones' browsers.
(function () {
  var body = document.body;
  var version = body.getAttribute("data-v");
  var source = body.getAttribute("data-src") || (location.pathname + location.search);
  var left = null, running = false, words = null;

  var failed = 0, lastSeen = new Date();

  function get(url, done, fail) {
    var request = new XMLHttpRequest();
    request.open("GET", url, true);
    request.timeout = 5000;
    request.onreadystatechange = function () {
      if (request.readyState !== 4) { return; }
      if (request.status === 200) { done(request.responseText); } else if (fail) { fail(request); }
    };
    request.send();
  }
  // When the page cannot be kept current (the pages were stopped, the Wi-Fi dropped, the
  // scorekeepers' database does not answer), say so at the top instead of showing old
  // pairings as if they were current.
  function showOffline(reason) {
    var note = document.getElementById("offline");
    if (reason === null) {
      if (note) { note.parentNode.removeChild(note); }
      return;
    }
    if (!note) {
      note = document.createElement("div");
      note.id = "offline";
      note.className = "err";
      note.setAttribute("role", "alert");
      var main = document.getElementById("main");
      main.insertBefore(note, main.firstChild);
    }
    var text = "Not updating since " + lastSeen.getHours() + ":" + two(lastSeen.getMinutes()) +
      ": " + reason + ". This page updates by itself once it is back.";
    note.innerHTML = "";
    note.appendChild(document.createTextNode(text));
  }
  function two(n) { return n < 10 ? "0" + n : "" + n; }
  // "Up to date at 14:03": the event computer's time of its last answer, so a phone left
  // open shows how fresh what it reads is.
  function showUpdated(at) {
    var line = document.getElementById("updated");
    if (line && at) { line.innerHTML = ""; line.appendChild(document.createTextNode("Up to date at " + at)); }
  }
  function clockWords() {
    if (words === null) { return null; }
    if (!running || left === null) { return words; }
    if (left <= 0) { return "time is up"; }
    var h = Math.floor(left / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
    return (h ? h + ":" + two(m) : m) + ":" + two(s) + " left";
  }
  function showClock() {
    var clock = document.getElementById("clock");
    var text = clockWords();
    if (clock && text !== null) { clock.innerHTML = ""; clock.appendChild(document.createTextNode(text)); }
  }
  function typing() {
    var fields = document.getElementById("main").getElementsByTagName("*");
    for (var i = 0; i < fields.length; i++) {
      var tag = fields[i].tagName;
      if ((tag === "INPUT" || tag === "TEXTAREA") && fields[i].type !== "hidden" && fields[i].value) {
        return true;
      }
    }
    return false;
  }
  // A finished round of the bracket a player opened stays open when the page is re-read.
  function openedFolds(main) {
    var ids = [], folds = main.getElementsByTagName("details");
    for (var i = 0; i < folds.length; i++) { if (folds[i].open && folds[i].id) { ids.push(folds[i].id); } }
    return ids;
  }
  function reopen(ids) {
    for (var i = 0; i < ids.length; i++) {
      var fold = document.getElementById(ids[i]);
      if (fold) { fold.open = true; }
    }
  }
  function refresh(newVersion) {
    if (typing()) { return; }  // never wipe what a player is typing; try again next time
    get(source, function (html) {
      var found = /<main id="main">([\s\S]*)<\/main>/.exec(html);
      if (found) {
        // The menu too: it leads to the bracket once the top cut is made.
        var menu = /<header>([\s\S]*?)<\/header>/.exec(html);
        var header = document.getElementsByTagName("header")[0];
        if (menu && header) { header.innerHTML = menu[1]; }
        var main = document.getElementById("main");
        var answer = main.querySelector(".msg, .err");  // the answer to a form stays in view
        var opened = openedFolds(main);
        main.innerHTML = found[1];
        reopen(opened);
        if (answer && main.firstChild) { main.insertBefore(answer, main.firstChild.nextSibling); }
        version = newVersion;
        showClock();
      }
    });
  }
  function poll() {
    get("/live", function (text) {
      var data = JSON.parse(text);
      failed = 0; lastSeen = new Date();
      showOffline(null);
      left = data.left; running = data.running; words = data.words;
      showUpdated(data.at);
      showClock();
      if (String(data.v) !== String(version)) { refresh(data.v); }
    }, function (request) {
      var reason = "no connection to the event's computer";
      try { reason = JSON.parse(request.responseText).reason || reason; } catch (e) { }
      failed += 1;
      if (failed >= 2) { showOffline(reason); }
    });
  }
  setInterval(poll, 2000);
  setInterval(function () { if (running && left !== null) { left -= 1; showClock(); } }, 1000);

  var screen = document.getElementById("screen");
  if (screen) {  // the venue screen scrolls through the alphabet, waits, and starts again
    var wait = 60;
    setInterval(function () {
      if (wait > 0) { wait -= 1; return; }
      var before = window.pageYOffset;
      window.scrollBy(0, 1);
      if (window.pageYOffset === before) { wait = 80; window.scrollTo(0, 0); }
    }, 50);
  }
})();
