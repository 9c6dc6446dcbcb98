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

  // The search page filters the prebuilt index as the reader types.
  var box = document.getElementById("search-box");
  var results = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!box || !results || !status) { return; }
  var kinds = wordsOf(results, { course: "Course", section: "Syllabus", task: "Task", note: "Note", person: "Person" });
  var said = wordsOf(status, { hint: "Type at least two letters.", none: "No results.", one: "{n} result.", few: "", many: "", other: "{n} results." });
  var plural = window.Intl && Intl.PluralRules ? new Intl.PluralRules(document.documentElement.lang || "en") : null;

  function run() {
    var entries = window.COURSEBOOK_SEARCH || [];
    var words = box.value.toLowerCase().split(/\s+/).filter(function (w) { return w.length > 0; });
    results.textContent = "";
    if (box.value.trim().length < 2) { status.textContent = said.hint; return; }
    var found = entries.filter(function (entry) {
      var hay = (entry.title + " " + entry.course + " " + entry.text).toLowerCase();
      return words.every(function (w) { return hay.indexOf(w) >= 0; });
    }).slice(0, 50);
    found.forEach(function (entry) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = "../" + entry.url;
      link.textContent = entry.title;
      var meta = document.createElement("span");
      meta.className = "meta";
      meta.textContent = " " + (kinds[entry.kind] || entry.kind) + (entry.course ? " · " + entry.course : "");
      item.appendChild(link);
      item.appendChild(meta);
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
