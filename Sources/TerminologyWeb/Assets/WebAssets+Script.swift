extension WebAssets {
    /// What JavaScript adds to pages that work without it: search as you type, live updates of terms, and the CSRF
    /// header on its own requests. Text from the server is only ever set with `textContent`.
    static let script = #"""
        "use strict";
        (function () {
          var meta = document.querySelector('meta[name="csrf-token"]');
          var csrf = meta ? meta.content : "";
          var live = document.getElementById("live");
          function announce(text) {
            if (!live) return;
            live.textContent = text;
            setTimeout(function () { if (live.textContent === text) live.textContent = ""; }, 6000);
          }

          var input = document.getElementById("search-input");
          var results = document.getElementById("search-results");
          var summary = document.getElementById("search-summary");
          if (input && results) {
            var timer = null, latest = 0;
            input.addEventListener("input", function () {
              clearTimeout(timer);
              timer = setTimeout(function () {
                var asked = ++latest;
                fetch("/search.json?q=" + encodeURIComponent(input.value), { headers: { Accept: "application/json" }, credentials: "same-origin" })
                  .then(function (response) { return response.ok ? response.json() : null; })
                  .then(function (data) {
                    if (!data || asked !== latest) return;
                    results.replaceChildren();
                    data.results.forEach(function (result) { results.appendChild(termItem(result.term)); });
                    if (summary) summary.textContent = data.summary;
                    if (history.replaceState) history.replaceState(null, "", "/search?q=" + encodeURIComponent(input.value));
                  })
                  .catch(function () {});
              }, 120);
            });
          }

          function termItem(term) {
            var item = document.createElement("li");
            item.id = "term-" + term.id;
            var name = document.createElement("strong");
            name.className = "term-text";
            if (term.language) name.lang = term.language;
            name.textContent = term.term;
            item.appendChild(name);
            (term.translations || []).forEach(function (translation) {
              var span = document.createElement("span");
              span.lang = translation.language;
              span.textContent = " · " + translation.term;
              item.appendChild(span);
            });
            if (term.definition) {
              var definition = document.createElement("div");
              definition.className = "subtitle";
              definition.textContent = term.definition;
              item.appendChild(definition);
            }
            return item;
          }

          function showChange(event) {
            var change;
            try { change = JSON.parse(event.data); } catch (error) { return; }
            // The term as this page's language shows it (the teacher who changed it may read another).
            var term = (change.terms && change.terms[document.documentElement.lang]) || change.term;
            var list = document.querySelector('[data-live-category="' + change.category + '"]') ||
              document.querySelector('[data-live-terminology="' + change.terminology + '"]');
            // Lists get the term; a study card only announces it (the session's cards are chosen at its start).
            if (list && list.tagName === "UL") {
              var existing = document.getElementById("term-" + term.id);
              var item = termItem(term);
              if (existing) existing.replaceWith(item); else list.appendChild(item);
            }
            // The category's line ("Kategoriassa on 4 termiä"), on its page and on the course page's row.
            var subtitle = change.subtitles && change.subtitles[document.documentElement.lang];
            if (subtitle) {
              var line = document.querySelector('[data-live-category="' + change.category + '"]') && document.getElementById("category-subtitle");
              var row = document.getElementById("category-" + change.category);
              if (line) line.textContent = subtitle;
              if (row && row.querySelector(".category-subtitle")) row.querySelector(".category-subtitle").textContent = subtitle;
            }
            announce((document.body.dataset.liveLabel || "") + ": " + term.term);
          }

          if (document.body.dataset.role !== "visitor" && window.EventSource) {
            var source = null;
            var listen = function () {
              source = new EventSource("/events");
              source.addEventListener("term", showChange);
            };
            listen();
            // A page kept in the back/forward cache keeps its stream's connection open: after a few pages the browser's
            // six connections per site are all held by pages nobody sees, and the next page never loads. Close it when
            // the page is hidden, and listen again when it is shown from the cache.
            window.addEventListener("pagehide", function () {
              if (source) source.close();
              source = null;
            });
            window.addEventListener("pageshow", function (event) {
              if (event.persisted && !source) listen();
            });
          }

          document.querySelectorAll("form[data-confirm]").forEach(function (form) {
            form.addEventListener("submit", function (event) {
              if (!window.confirm(form.dataset.confirm)) event.preventDefault();
            });
          });
          window.sanastoCSRF = csrf;
        })();
        """#
}
