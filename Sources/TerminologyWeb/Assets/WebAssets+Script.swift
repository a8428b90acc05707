extension WebAssets {
    /// What JavaScript adds to pages that work without it: search as you type, live updates (terms added, changed,
    /// moved and deleted; categories added; categories and terminologies renamed and deleted), and the CSRF header on its own requests.
    /// Text from the server is only ever set with `textContent`.
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
            // Each language's synonyms after its term, as the server writes them.
            function synonyms(language) {
              (term.synonyms || []).forEach(function (synonym) {
                if (synonym.language !== language) return;
                var span = document.createElement("span");
                span.className = "synonym";
                span.lang = synonym.language;
                span.textContent = " / " + synonym.term;
                item.appendChild(span);
              });
            }
            synonyms(term.language);
            (term.translations || []).forEach(function (translation) {
              var span = document.createElement("span");
              span.lang = translation.language;
              span.textContent = " · " + translation.term;
              item.appendChild(span);
              synonyms(translation.language);
            });
            if (term.definition) {
              var definition = document.createElement("div");
              definition.className = "subtitle";
              definition.textContent = term.definition;
              item.appendChild(definition);
            }
            return item;
          }

          // The category's line ("Kategoriassa on 4 termiä"), on its page and on the course page's row.
          function showSubtitle(category, subtitles) {
            var subtitle = subtitles && subtitles[document.documentElement.lang];
            if (!subtitle || !category) return;
            var line = document.querySelector('[data-live-category="' + category + '"]') && document.getElementById("category-subtitle");
            var row = document.getElementById("category-" + category);
            if (line) line.textContent = subtitle;
            if (row && row.querySelector(".category-subtitle")) row.querySelector(".category-subtitle").textContent = subtitle;
          }

          function showChange(event) {
            var change;
            try { change = JSON.parse(event.data); } catch (error) { return; }
            // The term as this page's language shows it (the teacher who changed it may read another).
            var term = (change.terms && change.terms[document.documentElement.lang]) || change.term;
            var list = document.querySelector('[data-live-category="' + change.category + '"]') ||
              document.querySelector('[data-live-terminology="' + change.terminology + '"]');
            var existing = document.getElementById("term-" + term.id);
            // A term moved to another category (or out of every one) leaves its old category's list.
            var from = existing && existing.parentNode && existing.parentNode.closest && existing.parentNode.closest("[data-live-category]");
            if (from && from.dataset.liveCategory !== String(change.category)) {
              existing.remove();
              existing = null;
            }
            // Lists get the term; a study card only announces it (the session's cards are chosen at its start).
            if (list && list.tagName === "UL") {
              var item = termItem(term);
              if (existing) existing.replaceWith(item); else list.appendChild(item);
            }
            showSubtitle(change.category, change.subtitles);
            showSubtitle(change.previousCategory, change.previousSubtitles);
            announce((document.body.dataset.liveLabel || "") + ": " + term.term);
          }

          // A term the teacher deleted leaves every list that shows it.
          function showRemoval(event) {
            var removal;
            try { removal = JSON.parse(event.data); } catch (error) { return; }
            var existing = document.getElementById("term-" + removal.id);
            if (existing && existing.parentNode && existing.parentNode.tagName === "UL") existing.remove();
            showSubtitle(removal.category, removal.subtitles);
            var term = removal.term && removal.term.term;
            announce((document.body.dataset.liveRemovedLabel || "") + (term ? ": " + term : ""));
          }

          // What a page says when something it shows was deleted: the page's notice line, read out too.
          function showNotice(notices) {
            var text = notices && notices[document.documentElement.lang];
            var main = document.getElementById("main");
            if (!text || !main) return;
            var notice = document.getElementById("notice");
            if (!notice) {
              notice = document.createElement("p");
              notice.id = "notice";
              notice.className = "notice";
              notice.setAttribute("role", "status");
              var heading = main.querySelector("h1");
              main.insertBefore(notice, heading ? heading.nextSibling : main.firstChild);
            }
            notice.textContent = text;
            announce(text);
          }

          // A new category: a row on the course page, at its place among its terminology's categories.
          function showCategoryAddition(event) {
            var added;
            try { added = JSON.parse(event.data); } catch (error) { return; }
            var list = document.querySelector('ul.categories[data-terminology="' + added.terminology + '"]');
            if (!list || document.getElementById("category-" + added.id)) return;
            var item = document.createElement("li");
            item.id = "category-" + added.id;
            var link = document.createElement("a");
            link.href = "/categories/" + added.id;
            link.className = "category-name";
            link.textContent = added.name;
            var subtitle = document.createElement("div");
            subtitle.className = "subtitle category-subtitle";
            subtitle.textContent = (added.subtitles && added.subtitles[document.documentElement.lang]) || "";
            item.appendChild(link);
            item.appendChild(subtitle);
            list.insertBefore(item, typeof added.position === "number" ? list.children[added.position] || null : null);
          }

          // A renamed category: its row on the course page, and its own page's heading.
          function showCategory(event) {
            var change;
            try { change = JSON.parse(event.data); } catch (error) { return; }
            var row = document.getElementById("category-" + change.id);
            var link = row && row.querySelector(".category-name");
            if (link) link.textContent = change.name;
            var heading = document.querySelector('[data-live-category="' + change.id + '"]') && document.querySelector("#main h1");
            if (heading) heading.textContent = change.name;
          }

          // A deleted category leaves the course page; its own page keeps its terms (they stay in the course) and says so.
          function showCategoryRemoval(event) {
            var removal;
            try { removal = JSON.parse(event.data); } catch (error) { return; }
            var row = document.getElementById("category-" + removal.id);
            var shown = document.querySelector('[data-live-category="' + removal.id + '"]');
            if (row) row.remove();
            if (row || shown) showNotice(removal.notices);
          }

          // A renamed terminology: its heading on the course page.
          function showTerminology(event) {
            var change;
            try { change = JSON.parse(event.data); } catch (error) { return; }
            var heading = document.getElementById("terminology-" + change.id);
            if (heading) heading.textContent = change.title;
          }

          // A deleted terminology leaves the course page; a page that shows any of it says so.
          function showTerminologyRemoval(event) {
            var removal;
            try { removal = JSON.parse(event.data); } catch (error) { return; }
            var heading = document.getElementById("terminology-" + removal.id);
            var section = heading && heading.closest("section");
            var shown = document.querySelector('[data-terminology="' + removal.id + '"], [data-live-terminology="' + removal.id + '"]');
            if (section) section.remove();
            if (section || shown) showNotice(removal.notices);
          }

          if (document.body.dataset.role !== "visitor" && window.EventSource) {
            var source = null;
            var listen = function () {
              source = new EventSource("/events");
              source.addEventListener("term", showChange);
              source.addEventListener("term-removed", showRemoval);
              source.addEventListener("category-added", showCategoryAddition);
              source.addEventListener("category", showCategory);
              source.addEventListener("category-removed", showCategoryRemoval);
              source.addEventListener("terminology", showTerminology);
              source.addEventListener("terminology-removed", showTerminologyRemoval);
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
