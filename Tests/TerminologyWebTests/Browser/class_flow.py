#!/usr/bin/python3
"""A class on `sanasto serve`, in real browsers: Debian's chromium through chromedriver and Selenium.

BrowserTests (Tests/TerminologyWebTests/BrowserTests.swift) starts the web app on a free port with an empty library
and runs this script with Debian's python3:

    /usr/bin/python3 class_flow.py --base-url http://127.0.0.1:PORT --teacher-token TOKEN \
        --class-code CODE --artifacts DIR

Each browser context is a Chromium of its own (its own temporary profile, so its own cookies):

1. the teacher signs in with the token and creates a course: a terminology, three categories, four concepts;
2. a student (English) joins with the class code and a name, sees the category lines, studies three cards (a typed
   right answer, a typed wrong one, a revealed one), adds a term of their own written `<script>alert(1)</script>`
   (shown as text, no alert, also in search as you type), and proposes a term to the teacher;
3. the teacher sees the proposal (the student's name, markup in it, as text) and accepts it; the student's open
   category page shows the new term without a reload (Server-Sent Events), and its line counts it after one;
4. the manifest's shortcuts (fetched in the page from <link rel=manifest>) open the right pages for a student and for
   the teacher, and their icons load;
5. a Finnish browser (Accept-Language from the profile's intl.accept_languages) shows the Finnish plural lines, then
   the language menu switches it to Turkish; a Turkish browser shows the Turkish lines and a Turkish manifest.

A screenshot of every step goes to --artifacts (NN-context-step.png); on a failure, every browser's screenshot and
page source too. Exit status 0 when every check held, 1 with the failed check and a traceback otherwise, 2 when
the browser cannot be started.
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import signal
import sys
import tempfile
import time
import traceback
from urllib.parse import urlparse

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"
WAIT_SECONDS = 15

# The course: (category, {language: term}, definition). The first category gets three terms, the second one and the
# third none, so that the plural lines show "other", "one" and "zero".
CATEGORIES = ["Solu", "Genetiikka", "Ekologia"]
CONCEPTS = [
    ("Solu", {"fi": "mitokondrio", "en": "mitochondrion", "tr": "mitokondri"}, "Solun energiantuottaja."),
    ("Solu", {"fi": "ribosomi", "en": "ribosome", "tr": "ribozom"}, "Proteiinisynteesin paikka."),
    ("Solu", {"fi": "tuma", "en": "nucleus", "tr": "çekirdek"}, "Perintöaineksen säilö."),
    ("Genetiikka", {"fi": "geeni", "en": "gene", "tr": "gen"}, "Perinnöllisyyden yksikkö."),
]
PROPOSAL = {"fi": "soluseinä", "en": "cell wall", "tr": "hücre duvarı"}
# A term the teacher adds to Solu, moves to Ekologia and deletes while the student's pages are open (the course is as
# it was afterwards).
PASSING = {"fi": "ohimenevä", "en": "passing term", "tr": "geçici terim"}
# A second Finnish term the teacher gives mitokondrio (admitted, with a note) while the student's Solu page is open.
SYNONYM = "kondriosomi"
SYNONYM_NOTE = "Kondriosomi on vanhempi nimi."
HOSTILE_TERM = "<script>alert(1)</script>"
HOSTILE_DEFINITION = '<img src=x onerror="alert(2)">'
HOSTILE_NAME = "Maija <b onclick=alert(3)>B</b>"

# What each category's line says, per language, before and after the proposal is accepted into Solu.
LINES = {
    "en": {"Solu": "Category has 3 terms", "Genetiikka": "Category has 1 term", "Ekologia": "No terms in this category"},
    "fi": {"Solu": "Kategoriassa on 4 termiä", "Genetiikka": "Kategoriassa on yksi termi", "Ekologia": "Ei termejä tässä kategoriassa"},
    "tr": {"Solu": "Kategoride 4 terim var", "Genetiikka": "Kategoride 1 terim var", "Ekologia": "Bu kategoride terim yok"},
}
# The course page's heading and the language menu's label (the page's own texts, TerminologyWeb's catalog).
CHROME = {"en": ("Course", "Language"), "fi": ("Kurssi", "Kieli"), "tr": ("Ders", "Dil")}
SHORTCUT_NAMES = {
    "en": ["Add Term", "Search", "Study"],
    "fi": ["Lisää termi", "Hae", "Opiskele"],
    "tr": ["Terim Ekle", "Ara", "Çalış"],
}

EVENT_SOURCE_PROBE = """
(function () {
  const Original = window.EventSource;
  if (!Original) return;
  window.__sanastoEventSources = [];
  function Recorded(url, options) {
    const source = new Original(url, options);
    window.__sanastoEventSources.push(source);
    return source;
  }
  Recorded.prototype = Original.prototype;
  Object.assign(Recorded, {CONNECTING: 0, OPEN: 1, CLOSED: 2});
  window.EventSource = Recorded;
  window.addEventListener("pageshow", function (event) { window.__sanastoShownFromCache = event.persisted; });
})();
"""


class CheckFailed(Exception):
    """A check of the flow did not hold."""


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


class Context:
    """One browser context: a Chromium with a temporary profile of its own, in one language."""

    def __init__(self, flow, name, accept_language):
        self.flow = flow
        self.name = name
        self.profile = tempfile.mkdtemp(prefix=f"sanasto-browser-{name}-")
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--no-proxy-server", "--window-size=1100,1000", f"--user-data-dir={self.profile}",
            f"--lang={accept_language.split(',')[0]}",
        ]:
            options.add_argument(argument)
        # The Accept-Language header comes from this preference (--lang alone does not set it in headless mode): a
        # plain list, to which Chromium adds the q-values itself ("fi-FI,fi,en" is sent as "fi-FI,fi;q=0.9,en;q=0.8").
        options.add_experimental_option("prefs", {"intl.accept_languages": accept_language})
        # An alert must not be dismissed behind our back: the hostile-term checks look for one.
        options.set_capability("unhandledPromptBehavior", "ignore")
        # chromedriver's path is given, so Selenium never looks for (or downloads) one.
        service = Service(executable_path=CHROMEDRIVER, log_path=os.path.join(flow.artifacts, f"chromedriver-{name}.log"))
        try:
            self.driver = webdriver.Chrome(service=service, options=options)
        except WebDriverException:
            shutil.rmtree(self.profile, ignore_errors=True)
            raise
        self.driver.set_page_load_timeout(WAIT_SECONDS)
        self.driver.set_script_timeout(WAIT_SECONDS)
        # Keeps the EventSources a page opens where the checks can see whether they are connected (run by the
        # browser before the page's own scripts; the app's script keeps its EventSource in a closure).
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": EVENT_SOURCE_PROBE})

    # Navigation and waiting

    def url(self, path):
        return self.flow.base_url + path

    def get(self, path):
        self.driver.get(self.url(path))
        self.no_alert(f"after opening {path}")

    @property
    def path(self):
        return urlparse(self.driver.current_url).path

    def wait(self, condition, what, timeout=WAIT_SECONDS):
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda driver: condition())
        except TimeoutException:
            raise CheckFailed(f"[{self.name}] timed out after {timeout} s waiting for {what} (at {self.driver.current_url})")

    def wait_for_path(self, path):
        self.wait(lambda: self.path == path and self.ready(), f"the page {path}")

    def ready(self):
        return self.driver.execute_script("return document.readyState") == "complete"

    def element(self, element_id):
        found = self.driver.find_elements(By.ID, element_id)
        check(found, f"[{self.name}] no element #{element_id} on {self.driver.current_url}")
        return found[0]

    def text(self, element_id):
        return self.element(element_id).text.strip()

    def fill(self, element_id, value):
        field = self.element(element_id)
        field.clear()
        field.send_keys(value)

    def choose(self, element_id, visible_text):
        Select(self.element(element_id)).select_by_visible_text(visible_text)

    def submit(self, button_id, then_path=None):
        """Clicks a submit button and waits for the next page (the old one's <html> goes stale)."""
        old = self.driver.find_element(By.TAG_NAME, "html")
        self.element(button_id).click()
        self.wait(lambda: self.stale(old) and self.ready(), f"the page after #{button_id}")
        self.no_alert(f"after #{button_id}")
        if then_path is not None:
            check(self.path == then_path, f"[{self.name}] #{button_id} led to {self.path}, not {then_path}")

    @staticmethod
    def stale(element):
        try:
            element.tag_name
            return False
        except WebDriverException:
            return True

    def no_alert(self, when):
        try:
            alert = self.driver.switch_to.alert
            text = alert.text
            alert.dismiss()
            raise CheckFailed(f"[{self.name}] a JavaScript alert ({text!r}) opened {when}: user text ran as script")
        except NoAlertPresentException:
            pass

    def html_lang(self):
        return self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang")

    def shot(self, step):
        self.flow.shot(self, step)

    # Page facts

    def category_lines(self):
        """The course page's categories: name → its subtitle line."""
        lines = {}
        for item in self.driver.find_elements(By.CSS_SELECTOR, "ul.categories > li"):
            name = item.find_element(By.CSS_SELECTOR, ".category-name").text.strip()
            lines[name] = item.find_element(By.CSS_SELECTOR, ".category-subtitle").text.strip()
        return lines

    def category_link(self, name):
        for link in self.driver.find_elements(By.CSS_SELECTOR, "ul.categories a.category-name"):
            if link.text.strip() == name:
                return urlparse(link.get_attribute("href")).path
        raise CheckFailed(f"[{self.name}] no category {name!r} on the course page")

    def term_texts(self, list_id):
        return [item.text.strip() for item in self.driver.find_elements(By.CSS_SELECTOR, f"#{list_id} .term-text")]

    def manifest(self):
        """The page's manifest, fetched by the page itself from its <link rel=manifest> (with its cookies and language)."""
        result = self.driver.execute_async_script(
            """
            const done = arguments[arguments.length - 1];
            const link = document.querySelector('link[rel="manifest"]');
            if (!link) { done({error: "no <link rel=manifest>"}); return; }
            fetch(link.href, {credentials: "same-origin"})
              .then(response => response.text().then(body => done({
                status: response.status, type: response.headers.get("Content-Type"), url: response.url, body: body})))
              .catch(error => done({error: String(error)}));
            """
        )
        check("error" not in result, f"[{self.name}] fetching the manifest failed: {result.get('error')}")
        check(result["status"] == 200, f"[{self.name}] the manifest answered {result['status']}")
        check((result["type"] or "").startswith("application/manifest+json"), f"[{self.name}] the manifest's type is {result['type']}")
        return result["url"], json.loads(result["body"])

    def fetch_status(self, url):
        return self.driver.execute_async_script(
            """
            const done = arguments[arguments.length - 1];
            fetch(arguments[0], {credentials: "same-origin"})
              .then(response => done([response.status, response.headers.get("Content-Type")]))
              .catch(error => done([0, String(error)]));
            """,
            url,
        )

    def close(self):
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)


class Starting:
    """A browser context being started."""

    def __init__(self, future, name, accept_language):
        self.future = future
        self.name = name
        self.accept_language = accept_language


class Flow:
    def __init__(self, arguments):
        self.base_url = arguments.base_url.rstrip("/")
        self.teacher_token = arguments.teacher_token
        self.class_code = arguments.class_code
        self.artifacts = arguments.artifacts
        os.makedirs(self.artifacts, exist_ok=True)
        self.contexts = []
        self.starting = []
        self.closing = []
        self.starter = concurrent.futures.ThreadPoolExecutor(max_workers=4)
        self.shots = 0
        self.started = time.monotonic()
        self.terminology_path = None

    def log(self, message):
        print(f"[{time.monotonic() - self.started:6.2f} s] {message}", flush=True)

    def shot(self, context, step):
        self.shots += 1
        path = os.path.join(self.artifacts, f"{self.shots:02d}-{context.name}-{step}.png")
        context.driver.save_screenshot(path)

    def open(self, name, accept_language):
        """A browser context, started in the background: the flow waits for it only when it first uses it (starting
        Chromium takes a few seconds, which the contexts used later spend beside the earlier ones' steps)."""
        future = self.starter.submit(Context, self, name, accept_language)
        self.starting.append(future)
        return Starting(future, name, accept_language)

    def ready(self, starting):
        context = starting.future.result()
        self.starting.remove(starting.future)
        self.contexts.append(context)
        self.log(f"{starting.name}: browser ready (Accept-Language: {starting.accept_language})")
        return context

    def retire(self, context):
        """Quits a context the flow is done with, in the background."""
        self.contexts.remove(context)
        self.closing.append(self.starter.submit(context.close))

    def close(self):
        for future in self.starting:
            try:
                self.contexts.append(future.result())
            except Exception as error:
                print(f"a browser did not start: {error}", flush=True)
        for context in self.contexts:
            try:
                context.close()
            except Exception as error:  # a browser that died already; the others still close
                print(f"closing {context.name}: {error}", flush=True)
        for future in self.closing:
            try:
                future.result()
            except Exception as error:
                print(f"closing a browser: {error}", flush=True)
        self.starter.shutdown()

    def dump(self):
        """Every open browser's screenshot and page source, for a failure."""
        for context in self.contexts:
            try:
                base = os.path.join(self.artifacts, f"failure-{context.name}")
                context.driver.save_screenshot(base + ".png")
                with open(base + ".html", "w", encoding="utf-8") as file:
                    file.write(f"<!-- {context.driver.current_url} -->\n{context.driver.page_source}")
                print(f"{context.name} was at {context.driver.current_url}", flush=True)
            except Exception as error:
                print(f"could not save {context.name}'s page: {error}", flush=True)

    # The flow

    def run(self):
        # A Finnish teacher (the course's first language) and an English student: what the teacher's page publishes
        # live must reach the student in the student's language.
        teacher_starting = self.open("teacher", "fi-FI,fi")
        student_starting = self.open("student", "en-GB,en")
        teacher = self.ready(teacher_starting)
        self.teacher_creates_course(teacher)
        student = self.ready(student_starting)
        finnish_starting = self.open("finnish", "fi-FI,fi,en")
        turkish_starting = self.open("turkish", "tr-TR,tr")
        self.student_joins(student)
        self.student_studies(student)
        self.student_adds_hostile_term(student)
        self.student_proposes(student)
        self.teacher_accepts(teacher, student)
        self.teacher_adds_synonym(teacher, student)
        self.teacher_moves_and_deletes(teacher, student)
        self.teacher_changes_categories(teacher, student)
        self.student_browses(student)
        self.shortcuts(student, "student", "en", {"fi.sanasto.addTerm": "/terms/new"})
        self.shortcuts(teacher, "teacher", "fi", {"fi.sanasto.addTerm": "/teacher"})
        self.retire(teacher)
        self.retire(student)
        finnish = self.ready(finnish_starting)
        self.finnish_then_turkish(finnish)
        self.retire(finnish)
        turkish = self.ready(turkish_starting)
        self.turkish(turkish)
        self.log(f"every check held ({self.shots} screenshots in {self.artifacts})")

    def teacher_creates_course(self, teacher):
        teacher.get("/teacher")
        teacher.wait_for_path("/join")  # a visitor asking for a page is sent to join
        teacher.get("/sign-in")
        teacher.fill("sign-in-secret", "not the token")
        teacher.submit("sign-in-submit")
        error = teacher.text("error-message")
        check(error == "Tämä ei ole kirjautumistunnus eikä salasana.", f"a wrong token says {error!r} (in Finnish)")
        check(teacher.html_lang() == "fi", f"the Finnish teacher's page has lang={teacher.html_lang()!r}")
        teacher.fill("sign-in-secret", self.teacher_token)
        teacher.shot("sign-in")
        teacher.submit("sign-in-submit", then_path="/teacher")
        check(teacher.text("class-code") == self.class_code, f"the teacher's page shows class code {teacher.text('class-code')!r}")
        teacher.shot("signed-in")

        teacher.fill("terminology-title", "Biologia 1")
        teacher.fill("terminology-course-code", "BI1")
        teacher.fill("terminology-course-name", "Solubiologia")
        teacher.fill("terminology-languages", "fi,en,tr")
        teacher.submit("create-terminology-submit")
        check(teacher.path.startswith("/teacher/terminologies/"), f"creating a terminology led to {teacher.path}")
        self.terminology_path = teacher.path
        check(teacher.driver.find_element(By.TAG_NAME, "h1").text.strip() == "Biologia 1", "the editor's heading is the title")
        for name in CATEGORIES:
            teacher.fill("new-category", name)
            teacher.submit("add-category-submit")
        names = [field.get_attribute("value") for field in teacher.driver.find_elements(By.CSS_SELECTOR, "#editor-categories input[name=name]")]
        check(names == CATEGORIES, f"the editor lists the categories {names}")
        for category, texts, definition in CONCEPTS:
            for language, text in texts.items():
                teacher.fill(f"add-term-{language}", text)
            teacher.fill("add-definition-fi", definition)
            teacher.choose("add-category", category)
            teacher.submit("add-term-submit")
            check(teacher.text("notice") == f"”{texts['fi']}” lisättiin.", f"adding {texts['fi']} says {teacher.text('notice')!r}")
        listed = teacher.term_texts("editor-terms")
        check(sorted(listed) == sorted(texts["fi"] for _, texts, _ in CONCEPTS), f"the editor lists the terms {listed}")
        teacher.shot("course-created")
        self.log("teacher: signed in, created a terminology with 3 categories and 4 terms")

    def student_joins(self, student):
        student.get("/")
        student.wait_for_path("/join")
        student.fill("join-code", "WRONG-CODE")
        student.fill("join-name", HOSTILE_NAME)
        student.submit("join-submit", then_path="/join")
        check("class code" in student.text("error-message"), f"a wrong class code says {student.text('error-message')!r}")
        student.fill("join-code", self.class_code.lower())  # typed as a phone keyboard might
        student.fill("join-name", HOSTILE_NAME)
        student.shot("join")
        student.submit("join-submit", then_path="/")
        check(student.html_lang() == "en", f"the English student's page has lang={student.html_lang()!r}")
        lines = student.category_lines()
        check(lines == LINES["en"], f"the English category lines are {lines}")
        check(student.driver.find_elements(By.ID, "nav-propose"), "a student's navigation has Propose a term")
        check(not student.driver.find_elements(By.ID, "nav-teacher"), "a student's navigation has no teacher's link")
        student.shot("course")
        self.log("student: joined with the class code; English lines " + "; ".join(lines.values()))

    def answer_for(self, prompt, language):
        for _, texts, _ in CONCEPTS:
            if prompt in texts.values():
                return texts[language]
        raise CheckFailed(f"the study prompt {prompt!r} is none of the course's terms")

    def student_studies(self, student):
        student.get("/study")
        count = len(CONCEPTS)
        for number, how in enumerate(["right", "wrong", "reveal"], start=1):
            position = student.text("study-position")
            check(position == f"Card {number} of {count}", f"card {number} says {position!r}")
            prompt = student.text("study-prompt")
            answer_language = student.element("study-answer").get_attribute("lang")
            expected = self.answer_for(prompt, answer_language)
            # The rating offered first (focused) is Good for a right answer and Again otherwise; the revealed card is
            # rated Good all the same (the student knew it), so the summary counts two of three as known.
            if how == "reveal":
                student.submit("study-reveal")
                verdict, suggested, rating = "The answer:", "rate-again", "rate-good"
            else:
                typed = expected.upper() if how == "right" else "kloroplasti"
                student.fill("study-answer", typed)
                student.submit("study-check")
                verdict = "Right!" if how == "right" else "Not quite — you wrote “kloroplasti”."
                suggested = rating = "rate-good" if how == "right" else "rate-again"
            check(student.text("study-verdict") == verdict, f"card {number} ({how}) says {student.text('study-verdict')!r}")
            check(expected in student.text("study-answer-text"), f"card {number} shows the answer {student.text('study-answer-text')!r}")
            focused = student.driver.switch_to.active_element.get_attribute("id")
            check(focused == suggested, f"card {number} ({how}) focuses {focused!r}, not the suggested rating {suggested}")
            student.shot(f"study-card-{number}")
            student.submit(rating)
        check(student.text("study-position") == f"Card 4 of {count}", "after three ratings the fourth card shows")
        student.submit("study-stop")
        summary = student.text("study-summary")
        check(summary == "You studied 3 terms. You knew 2 of them.", f"the study summary says {summary!r}")
        student.shot("study-summary")
        self.log(f"student: studied three cards (typed right, typed wrong, revealed): {summary}")

    def student_adds_hostile_term(self, student):
        student.get("/terms/new")
        student.fill("own-term-fi", HOSTILE_TERM)
        student.fill("own-definition-fi", HOSTILE_DEFINITION)
        student.submit("own-term-submit")
        check(HOSTILE_TERM in student.text("notice"), f"adding the own term says {student.text('notice')!r}")
        own = student.element("own-terms")
        texts = student.term_texts("own-terms")
        check(texts == [HOSTILE_TERM], f"the own terms list shows {texts}, not the term as text")
        check(HOSTILE_DEFINITION in own.text, "the definition shows as text")
        check(not own.find_elements(By.CSS_SELECTOR, "script, img, b"), "user text became elements in the own terms list")
        student.no_alert("on the own terms page")
        student.shot("own-term")

        # Search as you type: the script renders /search.json's results (textContent, never HTML).
        student.get("/search")
        student.element("search-input").send_keys("script")
        student.wait(lambda: student.term_texts("search-results") == [HOSTILE_TERM], "the own term in the search results")
        student.wait(lambda: student.text("search-summary") != "", "the search summary")
        results = student.element("search-results")
        check(not results.find_elements(By.CSS_SELECTOR, "script, img"), "search results made elements of user text")
        check(student.driver.execute_script("return location.search") == "?q=script", "search as you type keeps the query in the address")
        student.no_alert("on the search page")
        student.shot("search-hostile-term")
        self.log("student: a term written <script>alert(1)</script> shows as text on My terms and in search; no alert")

    def student_proposes(self, student):
        student.get("/propose")
        student.choose("propose-terminology", "Biologia 1")
        for language, text in PROPOSAL.items():
            student.fill(f"propose-term-{language}", text)
        student.fill("propose-definition-fi", "Kasvisolun uloin kerros.")
        student.choose("propose-category", "Solu")
        student.shot("propose")
        student.submit("propose-submit", then_path="/propose")
        check(f"“{PROPOSAL['fi']}”" in student.text("notice"), f"proposing says {student.text('notice')!r}")
        # The student's page that should show the accepted term: the category it was proposed for.
        student.get("/")
        student.get(student.category_link("Solu"))
        check(student.text("category-subtitle") == "Category has 3 terms", "Solu has three terms before the proposal is accepted")
        check(sorted(student.term_texts("term-list")) == sorted(texts["en"] for category, texts, _ in CONCEPTS if category == "Solu"), "a proposal is not in the course before it is accepted")
        # The page listens for live updates; the teacher accepts only once its event stream is open.
        student.wait(lambda: student.driver.execute_script(
            "return (window.__sanastoEventSources || []).some(source => source.readyState === EventSource.OPEN)"),
            "the category page's event stream (/events) to open")
        self.log("student: proposed soluseinä for Solu, and keeps the Solu page open")

    def teacher_accepts(self, teacher, student):
        teacher.get("/teacher")
        link = teacher.text("proposals-link")
        check(link == "Odottavia ehdotuksia: 1", f"the teacher's page says {link!r}, not that one proposal is waiting")
        teacher.get("/teacher/proposals")
        items = teacher.driver.find_elements(By.CSS_SELECTOR, "#proposals > li")
        check(len(items) == 1, f"{len(items)} proposals are listed, not 1")
        item = items[0]
        shown = item.find_element(By.CSS_SELECTOR, ".proposal-term").text.strip()
        check(shown == " · ".join(PROPOSAL.values()), f"the proposal shows as {shown!r}")
        check(HOSTILE_NAME in item.text, f"the proposal names the student as text: {item.text!r}")
        check(not item.find_elements(By.CSS_SELECTOR, "b"), "the student's name became markup on the teacher's page")
        teacher.shot("proposals")
        proposal_id = item.get_attribute("id").removeprefix("proposal-")
        teacher.submit(f"accept-{proposal_id}")
        check(teacher.text("notice") == "Hyväksytty kurssiin.", f"accepting says {teacher.text('notice')!r}")
        check(teacher.text("proposals-empty") != "", "no proposal is waiting after accepting it")
        teacher.shot("accepted")

        # The student's open page shows the accepted term without a reload.
        # (Shown in the student's language, English, though the teacher who accepted it reads Finnish.)
        student.wait(lambda: len(student.driver.find_elements(By.CSS_SELECTOR, "#term-list > li")) == 4,
                     "the accepted term on the student's open page (live update)")
        live_text = [item.text for item in student.driver.find_elements(By.CSS_SELECTOR, "#term-list > li") if PROPOSAL["fi"] in item.text][0]
        names = student.term_texts("term-list")
        check(PROPOSAL["en"] in names, f"the live update shows {names}: the accepted term is not in the student's language (English)")
        check(student.text("category-subtitle") == "Category has 4 terms", f"the live update left Solu's line {student.text('category-subtitle')!r}")
        student.shot("accepted-live")
        student.driver.refresh()
        student.wait(student.ready, "the reloaded category page")
        check(student.text("category-subtitle") == "Category has 4 terms", f"after a reload Solu says {student.text('category-subtitle')!r}")
        expected = sorted([texts["en"] for category, texts, _ in CONCEPTS if category == "Solu"] + [PROPOSAL["en"]])
        check(sorted(student.term_texts("term-list")) == expected, f"Solu lists {student.term_texts('term-list')}, not {expected}")
        reloaded_item = [item.text for item in student.driver.find_elements(By.CSS_SELECTOR, "#term-list > li") if PROPOSAL["en"] in item.text]
        check(reloaded_item == [live_text], f"the live item read {live_text!r}, the reloaded page {reloaded_item}")
        student.shot("accepted-reloaded")
        self.log("teacher: accepted the proposal; the student's open page showed it live, then 'Category has 4 terms'")

    def teacher_adds_synonym(self, teacher, student):
        """The teacher gives mitokondrio a second Finnish term, admitted, with a note, through "add another term" (no
        script needed: the form comes back with a row more); the student's open Solu page shows it live, and the
        student's search finds the term by it."""
        category_page = student.path
        student.wait(lambda: student.driver.execute_script(
            "return (window.__sanastoEventSources || []).some(source => source.readyState === EventSource.OPEN)"),
            "the Solu page's event stream to open")
        teacher.get(self.terminology_path)
        links = [link for link in teacher.driver.find_elements(By.CSS_SELECTOR, "#editor-terms a.term-text") if link.text.strip() == "mitokondrio"]
        check(len(links) == 1, "the editor lists mitokondrio once")
        concept = links[0].get_attribute("href").rstrip("/").rsplit("/", 1)[-1]
        teacher.get(f"/teacher/terms/{concept}")
        check(not teacher.driver.find_elements(By.ID, "edit-term-fi-1"), "the editor has a second Finnish row before one was asked for")
        teacher.submit("edit-add-row-fi")
        check(teacher.element("edit-term-fi").get_attribute("value") == "mitokondrio", "adding a row lost the Finnish term")
        teacher.fill("edit-term-fi-1", SYNONYM)
        teacher.choose("edit-status-fi-1", "Hyväksytty")
        teacher.fill("edit-notes", SYNONYM_NOTE)
        teacher.shot("synonym-form")
        teacher.submit("edit-term-submit", then_path=self.terminology_path)
        item = f"term-{concept}"
        student.wait(lambda: any(span.text.strip() == f"/ {SYNONYM}" for span in student.driver.find_elements(By.CSS_SELECTOR, f"#{item} .synonym")),
                     "the new synonym on the student's open Solu page")
        student.shot("synonym-live")
        student.get(category_page)
        spans = [span.text.strip() for span in student.driver.find_elements(By.CSS_SELECTOR, f"#{item} .synonym")]
        check(spans == [f"/ {SYNONYM}"], f"the reloaded Solu page shows the synonyms {spans}")
        student.get(f"/search?q={SYNONYM}")
        found = student.term_texts("search-results")
        check(found == ["mitochondrion"], f"searching {SYNONYM} finds {found}")
        teacher.get(f"/teacher/terms/{concept}")
        check(teacher.element("edit-term-fi-1").get_attribute("value") == SYNONYM, "the editor lost the synonym")
        check(Select(teacher.element("edit-status-fi-1")).first_selected_option.get_attribute("value") == "admitted", "the synonym is not admitted")
        check(teacher.element("edit-notes").get_attribute("value") == SYNONYM_NOTE, "the editor lost the note")
        student.get(category_page)
        self.log(f"teacher: gave mitokondrio the admitted synonym {SYNONYM} with a note; the student saw it live and found it by search")

    def teacher_moves_and_deletes(self, teacher, student):
        """The student's open category pages follow the teacher: a new term appears, a term moved to another category
        leaves (and the lines count again), a deleted term goes."""
        def listening():
            student.wait(lambda: student.driver.execute_script(
                "return (window.__sanastoEventSources || []).some(source => source.readyState === EventSource.OPEN)"),
                f"the event stream of {student.path} to open")

        def items():
            return student.driver.find_elements(By.CSS_SELECTOR, "#term-list > li")

        listening()
        teacher.get(self.terminology_path)
        for language, text in PASSING.items():
            teacher.fill(f"add-term-{language}", text)
        teacher.choose("add-category", "Solu")
        teacher.submit("add-term-submit")
        student.wait(lambda: len(items()) == 5, "the teacher's new term on the student's open Solu page")
        item_id = [item.get_attribute("id") for item in items() if PASSING["en"] in item.text][0]
        concept = item_id.removeprefix("term-")

        teacher.get(f"/teacher/terms/{concept}")
        teacher.choose("edit-category", "Ekologia")
        teacher.submit("edit-term-submit")
        student.wait(lambda: len(items()) == 4 and student.text("category-subtitle") == "Category has 4 terms",
                     "the moved term to leave the student's open Solu page, and Solu's line to count 4 again")
        check(not student.driver.find_elements(By.ID, item_id), "the moved term is still on the Solu page")
        student.shot("moved-live")

        student.get("/")
        student.get(student.category_link("Ekologia"))
        check(student.text("category-subtitle") == "Category has 1 term", f"Ekologia says {student.text('category-subtitle')!r} after the move")
        listening()
        teacher.get(f"/teacher/terms/{concept}")
        # The delete button asks first (window.confirm); the flow answers yes.
        teacher.driver.execute_script("window.confirm = function () { return true; };")
        teacher.submit("delete-term")
        student.wait(lambda: len(items()) == 0 and student.text("category-subtitle") == "No terms in this category",
                     "the deleted term to leave the student's open Ekologia page")
        student.shot("deleted-live")
        self.log("teacher: added, moved and deleted a term; the student's open pages followed each change live")

    def teacher_changes_categories(self, teacher, student):
        """A category the teacher adds appears on the student's open course page, and one the teacher renames shows its
        new name there; one the teacher deletes leaves it, and the student's open page of that category says so in the
        student's language."""
        def listening():
            student.wait(lambda: student.driver.execute_script(
                "return (window.__sanastoEventSources || []).some(source => source.readyState === EventSource.OPEN)"),
                f"the event stream of {student.path} to open")

        student.get("/")
        listening()
        teacher.get(self.terminology_path)
        teacher.fill("new-category", "Kertaus")
        teacher.submit("add-category-submit")
        student.wait(lambda: student.category_lines().get("Kertaus") == "No terms in this category",
                     "the new category, with its line, on the student's open course page")
        category = student.category_link("Kertaus").removeprefix("/categories/")
        teacher.fill(f"category-name-{category}", "Toisto")
        teacher.submit(f"rename-category-{category}")
        student.wait(lambda: "Toisto" in student.category_lines() and "Kertaus" not in student.category_lines(),
                     "the renamed category on the student's open course page")
        student.shot("category-renamed-live")

        student.get(f"/categories/{category}")
        listening()
        teacher.driver.execute_script("window.confirm = function () { return true; };")
        teacher.submit(f"delete-category-{category}")
        expected = "The teacher deleted the category “Toisto”. Its terms stay in the course."
        student.wait(lambda: student.driver.find_elements(By.ID, "notice") and student.text("notice") == expected,
                     "the notice of the deleted category on its open page, in English")
        student.shot("category-deleted-live")
        student.get("/")
        check("Toisto" not in student.category_lines(), f"the deleted category is still on the course page: {student.category_lines()}")
        self.log("teacher: added, renamed and deleted a category; the student's open pages followed live")

    def student_browses(self, student):
        """Many pages in a row, then back: pages left for the back/forward cache must not keep their event streams'
        connections (Chromium allows six per site; with them held, the seventh page never loads)."""
        pages = ["/", "/search", "/study", "/terms/new", "/focus", "/propose", "/", "/search", "/terms/new", "/focus", "/"]
        for number, path in enumerate(pages, start=1):
            started = time.monotonic()
            student.get(path)
            student.wait(lambda: student.driver.execute_script(
                "return (window.__sanastoEventSources || []).some(source => source.readyState === EventSource.OPEN)"),
                f"page {number} ({path})'s event stream to open")
            check(time.monotonic() - started < 10, f"page {number} ({path}) took {time.monotonic() - started:.1f} s")
        student.driver.back()
        student.wait(lambda: student.path == "/focus" and student.ready(), "the previous page after Back")
        student.wait(lambda: student.driver.execute_script(
            "return (window.__sanastoEventSources || []).some(source => source.readyState === EventSource.OPEN)"),
            "the event stream of the page shown again after Back")
        cached = student.driver.execute_script("return window.__sanastoShownFromCache === true")
        student.shot("back")
        self.log(f"student: {len(pages)} pages in a row, each with its live updates, then Back "
                 + ("(shown from the back/forward cache, listening again)" if cached else "(loaded again)"))

    def shortcuts(self, context, role, language, special):
        context.get("/")
        manifest_url, manifest = context.manifest()
        check(manifest.get("lang") == language, f"the {role}'s manifest has lang {manifest.get('lang')!r}")
        shortcuts = manifest.get("shortcuts") or []
        names = [shortcut.get("name") for shortcut in shortcuts]
        check(names == SHORTCUT_NAMES[language], f"the {language} manifest's shortcuts are {names}")
        expected = {"fi.sanasto.addTerm": "/terms/new", "fi.sanasto.search": "/search", "fi.sanasto.study": "/study"}
        expected.update(special)
        landmarks = {"/terms/new": "own-term-form", "/teacher": "create-terminology-form", "/search": "search-form", "/study": "main"}
        for shortcut in shortcuts:
            url = shortcut["url"]
            check(url.startswith("/quick-action/"), f"a shortcut opens {url}, not a quick action")
            kind = url.removeprefix("/quick-action/")
            check(kind in expected, f"an unexpected shortcut {kind}")
            for icon in shortcut.get("icons", []):
                status, content_type = context.fetch_status(icon["src"])
                check(status == 200 and content_type.startswith("image/svg+xml"), f"the icon {icon['src']} answered {status} {content_type}")
            context.get(url)
            context.wait_for_path(expected[kind])
            context.element(landmarks[expected[kind]])
            context.shot(f"shortcut-{kind.split('.')[-1]}")
        check(urlparse(manifest_url).path == "/manifest.webmanifest", f"the manifest is at {manifest_url}")
        self.log(f"{context.name}: the manifest's {len(shortcuts)} shortcuts ({', '.join(names)}) open "
                 + ", ".join(expected[s['url'].removeprefix('/quick-action/')] for s in shortcuts))

    def join(self, context, name):
        context.get("/join")
        context.fill("join-code", self.class_code)
        context.fill("join-name", name)
        context.submit("join-submit", then_path="/")

    def expect_lines(self, context, language):
        check(context.html_lang() == language, f"[{context.name}] the page has lang={context.html_lang()!r}, not {language}")
        lines = context.category_lines()
        check(lines == LINES[language], f"[{context.name}] the {language} category lines are {lines}")
        heading = context.driver.find_element(By.TAG_NAME, "h1").text.strip()
        label = context.driver.find_element(By.CSS_SELECTOR, "label[for=language-select]").text.strip()
        check((heading, label) == CHROME[language], f"[{context.name}] the {language} course page says {heading!r}, {label!r}")
        links = {name: context.category_link(name) for name in ["Genetiikka", "Ekologia"]}
        for name, link in links.items():
            context.get(link)
            check(context.text("category-subtitle") == LINES[language][name],
                  f"[{context.name}] {name}'s page says {context.text('category-subtitle')!r}")
            check(context.html_lang() == language, f"[{context.name}] {name}'s page has lang={context.html_lang()!r}")
        context.get("/")

    def joins_in(self, context, name, language):
        """A student joining in a browser whose Accept-Language is `language`: its lines and its manifest."""
        self.join(context, name)
        self.expect_lines(context, language)
        context.shot(f"course-{language}")
        _, manifest = context.manifest()
        names = [shortcut["name"] for shortcut in manifest["shortcuts"]]
        check(names == SHORTCUT_NAMES[language], f"the {language} manifest's shortcuts are {names}")
        self.log(f"{context.name}: " + "; ".join(LINES[language].values()) + "; shortcuts " + ", ".join(names))

    def finnish_then_turkish(self, finnish):
        self.joins_in(finnish, "Aino", "fi")

        # The language menu (a cookie) overrides Accept-Language, and returns to the same page.
        finnish.get(finnish.category_link("Ekologia"))
        here = finnish.path
        finnish.choose("language-select", "Türkçe")
        finnish.submit("language-submit", then_path=here)
        check(finnish.html_lang() == "tr", f"after choosing Türkçe the page has lang={finnish.html_lang()!r}")
        check(finnish.text("category-subtitle") == LINES["tr"]["Ekologia"], f"after choosing Türkçe Ekologia says {finnish.text('category-subtitle')!r}")
        selected = Select(finnish.element("language-select")).first_selected_option.get_attribute("value")
        check(selected == "tr", f"the language menu shows {selected!r} chosen")
        finnish.shot("menu-turkish")
        finnish.get("/")
        self.expect_lines(finnish, "tr")
        finnish.shot("course-tr-by-menu")
        self.log("finnish: the language menu switched to Turkish: " + "; ".join(LINES["tr"].values()))

    def turkish(self, turkish):
        self.joins_in(turkish, "Ayşe", "tr")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--teacher-token", required=True)
    parser.add_argument("--class-code", required=True)
    parser.add_argument("--artifacts", required=True)
    parser.add_argument("--timeout", type=int, default=120, help="seconds before the whole flow gives up")
    arguments = parser.parse_args()
    # Talk to chromedriver and the server directly, whatever proxy the environment names.
    for name in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]:
        os.environ.pop(name, None)
    os.environ["NO_PROXY"] = os.environ["no_proxy"] = "127.0.0.1,localhost"

    def give_up(signum, frame):
        raise CheckFailed(f"the flow took more than {arguments.timeout} s")

    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(arguments.timeout)
    flow = Flow(arguments)
    print(f"screenshots in {flow.artifacts}", flush=True)
    status = 0
    try:
        flow.run()
    except CheckFailed as failure:
        print(f"FAILED: {failure}", flush=True)
        traceback.print_exc(file=sys.stdout)
        flow.dump()
        status = 1
    except WebDriverException as error:
        print(f"FAILED: the browser: {error.msg or error}", flush=True)
        traceback.print_exc(file=sys.stdout)
        flow.dump()
        status = 2 if not flow.contexts else 1
    except Exception:
        print("FAILED:", flush=True)
        traceback.print_exc(file=sys.stdout)
        flow.dump()
        status = 1
    finally:
        signal.alarm(0)
        flow.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
