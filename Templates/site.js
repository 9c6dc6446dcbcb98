// Coursebook site script: progressive enhancements only; every page works without it.
(function () {
  "use strict";

  // The page gives the words this script writes as data-* attributes in the site's language;
  // the English here is for a book's own template that does not.
  function wordsOf(element, english) {
    var words = {};
    Object.keys(english).forEach(function (key) { words[key] = element.getAttribute("data-" + key) || english[key]; });
    return words;
  }

  // A control's other wording waits in data-other and takes turns with the shown one.
  function flip(element, english) {
    if (!element) { return; }
    var other = element.getAttribute("data-other");
    if (other === null) { element.textContent = english; return; }
    element.setAttribute("data-other", element.textContent);
    element.textContent = other;
  }

  // Session pages list notes newest first; the button flips the order.
  var sortButton = document.getElementById("sort-notes");
  var list = document.getElementById("notes");
  if (sortButton && list) {
    sortButton.hidden = false;
    sortButton.addEventListener("click", function () {
      var newest = sortButton.getAttribute("data-order") === "newest";
      var items = Array.prototype.slice.call(list.children);
      items.sort(function (a, b) {
        var x = a.querySelector("[data-created]").getAttribute("data-created");
        var y = b.querySelector("[data-created]").getAttribute("data-created");
        return newest ? (x < y ? -1 : x > y ? 1 : 0) : (x < y ? 1 : x > y ? -1 : 0);
      });
      items.forEach(function (item) { list.appendChild(item); });
      sortButton.setAttribute("data-order", newest ? "oldest" : "newest");
      flip(sortButton, newest ? "Show newest first" : "Show oldest first");
      flip(document.getElementById("sort-state"), newest ? "Oldest first" : "Newest first");
    });
  }

  // Phones: the header navigation folds behind the Menu button, which stays hidden (and the
  // navigation open) when this script does not run.
  var menuButton = document.querySelector(".menu-button");
  var menu = menuButton && document.getElementById(menuButton.getAttribute("aria-controls"));
  if (menu) {
    menuButton.hidden = false;
    menuButton.addEventListener("click", function () {
      menuButton.setAttribute("aria-expanded", menuButton.getAttribute("aria-expanded") === "true" ? "false" : "true");
    });
    menu.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && menuButton.getAttribute("aria-expanded") === "true") {
        menuButton.setAttribute("aria-expanded", "false");
        menuButton.focus();
      }
    });
  }

  // The course nav marks the section being read: the last one whose heading is above the top
  // quarter of the window.
  var courseNav = document.querySelector(".course-nav");
  var sections = [];
  Array.prototype.forEach.call(courseNav ? courseNav.querySelectorAll("a[href^='#']") : [], function (link) {
    var target = document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1)));
    if (target) { sections.push({ link: link, target: target }); }
  });
  var spyQueued = false;
  function markSection() {
    spyQueued = false;
    var current = null;
    sections.forEach(function (section) {
      if (section.target.getBoundingClientRect().top < window.innerHeight / 4) { current = section; }
    });
    sections.forEach(function (section) {
      if (section === current) { section.link.setAttribute("aria-current", "location"); } else { section.link.removeAttribute("aria-current"); }
    });
  }
  if (sections.length > 0) {
    window.addEventListener("scroll", function () {
      if (!spyQueued) { spyQueued = true; window.requestAnimationFrame(markSection); }
    }, { passive: true });
    markSection();
  }

  // The search page filters the prebuilt index as the reader types; the header search of every
  // page lands here with ?q=.
  var box = document.getElementById("search-box");
  var results = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!box || !results || !status) { return; }
  var kinds = wordsOf(results, { course: "Course", section: "Syllabus", task: "Task", note: "Note", person: "Person" });
  var said = wordsOf(status, { hint: "Type at least two letters.", none: "No results.", one: "{n} result.", few: "", many: "", other: "{n} results." });
  var plural = window.Intl && Intl.PluralRules ? new Intl.PluralRules(document.documentElement.lang || "en") : null;

  // Appends `text` to `parent` with every match of `pattern` in a <mark>: text nodes only, so
  // nothing from the index is ever parsed as HTML.
  function appendMarked(parent, text, pattern) {
    var last = 0;
    pattern.lastIndex = 0;
    for (var found = pattern.exec(text); found; found = pattern.exec(text)) {
      if (found.index > last) { parent.appendChild(document.createTextNode(text.slice(last, found.index))); }
      var mark = document.createElement("mark");
      mark.textContent = found[0];
      parent.appendChild(mark);
      last = found.index + found[0].length;
    }
    if (last < text.length) { parent.appendChild(document.createTextNode(text.slice(last))); }
  }

  // About two lines of `text` around its first match, cut at spaces.
  function snippet(text, pattern) {
    text = text.replace(/\s+/g, " ").trim();
    pattern.lastIndex = 0;
    var found = pattern.exec(text);
    var at = found ? found.index : 0;
    var start = Math.max(0, at - 60), end = Math.min(text.length, start + 180);
    if (start > 0) { var space = text.indexOf(" ", start); if (space >= 0 && space < at) { start = space + 1; } }
    if (end < text.length) { var back = text.lastIndexOf(" ", end); if (back > at) { end = back; } }
    return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
  }

  function run() {
    var entries = window.COURSEBOOK_SEARCH || [];
    var words = box.value.toLowerCase().split(/\s+/).filter(function (w) { return w.length > 0; });
    results.textContent = "";
    if (box.value.trim().length < 2) { status.textContent = said.hint; return; }
    var found = entries.filter(function (entry) {
      var hay = (entry.title + " " + entry.course + " " + (entry.courseName || "") + " " + entry.text).toLowerCase();
      return words.every(function (w) { return hay.indexOf(w) >= 0; });
    }).slice(0, 50);
    // Longest words first, so a word inside another is not marked instead of it.
    var pattern = new RegExp(words.slice().sort(function (a, b) { return b.length - a.length; }).map(function (w) {
      return w.replace(/[.*+?^${}()|[\]\\\/]/g, "\\$&");
    }).join("|"), "gi");
    found.forEach(function (entry) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = "../" + entry.url;
      appendMarked(link, entry.title, pattern);
      var meta = document.createElement("span");
      meta.className = "meta";
      var course = entry.kind === "course" ? "" : (entry.courseName || entry.course);
      meta.textContent = " " + (kinds[entry.kind] || entry.kind) + (course ? " · " + course : "");
      item.appendChild(link);
      item.appendChild(meta);
      if (entry.text) {
        var text = document.createElement("p");
        text.className = "snippet";
        appendMarked(text, snippet(entry.text, pattern), pattern);
        item.appendChild(text);
      }
      results.appendChild(item);
    });
    var form = plural ? said[plural.select(found.length)] : (found.length === 1 ? said.one : said.other);
    status.textContent = found.length === 0 ? said.none : (form || said.other).replace("{n}", found.length);
  }

  box.addEventListener("input", run);
  box.form.addEventListener("submit", function (event) { event.preventDefault(); run(); });
  var query = new URLSearchParams(window.location.search).get("q");
  if (query) { box.value = query; }
  window.addEventListener("load", run);
})();
