#!/usr/bin/env python3
"""Drives the built sample site in a real Chromium: every page loads without console errors, the
notes sort control and the search box work, print media hides navigation; the header search, the
phone Menu button and the course sidebar work; no page scrolls sideways at phone or desktop width
in light or dark mode; screenshots of home, a course page, a session page and search results at
both widths and in both schemes go to .build/browser-artifacts/.

Installs Debian's chromium and chromium-driver and Selenium from PyPI when they are missing; skips
(exit 0 with a clear message) only when they cannot be installed.
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_checks  # noqa: E402  (beside this script)

os.environ.setdefault("SE_AVOID_STATS", "true")  # Selenium Manager must not phone home
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARTIFACTS = os.path.join(ROOT, ".build", "browser-artifacts")
BINARY = os.environ.get("COURSEBOOK", os.path.join(ROOT, ".build", "debug", "coursebook"))


def finish(failures, what, ok):
    """Lists `failures` and exits 1, or prints `ok`."""
    if failures:
        print(f"browser-test: {what}FAILED")
        for failure in failures:
            print("  - " + failure)
        sys.exit(1)
    print(ok)


def skip(reason):
    print(f"browser-test: SKIPPED: {reason}")
    sys.exit(0)


def ensure_tools():
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        apt = ["apt-get"] if os.geteuid() == 0 else ["sudo", "-n", "apt-get"]
        print("browser-test: installing chromium and chromium-driver with apt-get...")
        if subprocess.call(apt + ["install", "-y", "-qq", "chromium", "chromium-driver"], stdout=subprocess.DEVNULL) != 0:
            skip("chromium/chromium-driver are not installed and apt-get could not install them")
    try:
        import selenium  # noqa: F401
    except ImportError:
        print("browser-test: installing selenium from PyPI...")
        pip = [sys.executable, "-m", "pip", "install", "-q", "selenium"]
        if subprocess.call(pip) != 0 and subprocess.call(pip + ["--break-system-packages"]) != 0:
            skip("selenium is not installed and pip could not install it")


def build_site(output):
    if not os.path.exists(BINARY):
        subprocess.check_call(["swift", "build", "--product", "coursebook"], cwd=ROOT)
    subprocess.check_call([BINARY, "build", os.path.join(ROOT, "sample-data"), "--today", "2026-11-21", "--output", output, "--force", "--offline"])


PHONE, DESKTOP = (390, 844), (1280, 900)


def set_scheme(driver, scheme):
    """Emulates the reader's light or dark preference (the stylesheet follows prefers-color-scheme)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def overflows(driver):
    return driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth")


def check_header_search(driver, url, failures):
    """Typing in the home page's header search lands on the search page, whose results name the
    course (not its id), say what kind of entry each is and mark the matched words in a snippet."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    driver.set_window_size(*DESKTOP)
    driver.get(url("index.html"))
    box = driver.find_element(By.ID, "header-search-box")
    if box.accessible_name != "Search the site":
        failures.append(f"header search box is named {box.accessible_name!r}")
    box.send_keys("python functions", Keys.ENTER)
    try:
        WebDriverWait(driver, 5).until(lambda d: "search/index.html?q=" in d.current_url and d.find_elements(By.CSS_SELECTOR, "#search-results li"))
    except Exception:
        failures.append(f"header search did not land on results: {driver.current_url}")
        return
    if driver.find_element(By.ID, "search-box").get_attribute("value") != "python functions":
        failures.append("the search page did not take the header's query")
    items = driver.find_elements(By.CSS_SELECTOR, "#search-results li")
    metas = [item.find_element(By.CSS_SELECTOR, ".meta").text for item in items]
    if not any("Introduction to Programming" in meta for meta in metas):
        failures.append(f"search results do not name the course: {metas[:5]}")
    if any(meta.strip().endswith("cs101") for meta in metas):
        failures.append(f"search results show a course id instead of its name: {metas[:5]}")
    marks = [mark.text.lower() for mark in driver.find_elements(By.CSS_SELECTOR, "#search-results .snippet mark")]
    if "python" not in marks or "functions" not in marks:
        failures.append(f"snippets do not mark the matched words: {marks[:10]}")
    driver.save_screenshot(os.path.join(ARTIFACTS, "search-results-1280.png"))


def check_phone_menu(driver, url, failures):
    """At phone width the header navigation folds behind the Menu button; without JavaScript the
    button stays hidden and the navigation open."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver.set_window_size(*PHONE)
    driver.get(url("index.html"))
    button = driver.find_element(By.CSS_SELECTOR, ".site-header .menu-button")
    menu = driver.find_element(By.ID, "site-menu")
    driver.save_screenshot(os.path.join(ARTIFACTS, "menu-closed-390.png"))
    if not button.is_displayed() or menu.is_displayed():
        failures.append(f"at {PHONE[0]}px the Menu button should show and the navigation fold (button {button.is_displayed()}, menu {menu.is_displayed()})")
        return
    button.click()
    if button.get_attribute("aria-expanded") != "true" or not menu.is_displayed():
        failures.append("the Menu button did not open the navigation")
    courses = menu.find_element(By.LINK_TEXT, "Courses")
    if not courses.is_displayed():
        failures.append("the opened menu does not show its links")
    driver.save_screenshot(os.path.join(ARTIFACTS, "menu-open-390.png"))
    courses.send_keys(Keys.ESCAPE)
    if button.get_attribute("aria-expanded") != "false" or menu.is_displayed():
        failures.append("Escape did not close the menu")
    driver.set_window_size(*DESKTOP)
    driver.get(url("index.html"))
    if button_displayed(driver) or not driver.find_element(By.ID, "site-menu").is_displayed():
        failures.append("at desktop width the Menu button shows or the navigation is folded")
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.set_window_size(*PHONE)
        driver.get(url("index.html"))
        if button_displayed(driver) or not driver.find_element(By.ID, "site-menu").is_displayed():
            failures.append("without JavaScript the Menu button shows or the navigation is hidden")
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def button_displayed(driver):
    from selenium.webdriver.common.by import By
    return driver.find_element(By.CSS_SELECTOR, ".site-header .menu-button").is_displayed()


def check_course_sidebar(driver, url, failures):
    """At 1280px the course nav is a column beside the page that stays in view while the page
    scrolls; at 390px it is in the page's flow, full width, once."""
    from selenium.webdriver.common.by import By

    for page, current in [("courses/cs101/index.html", "Introduction to Programming"), ("courses/cs101/sessions/2026-11-20.html", "Fri 20 Nov 2026")]:
        driver.set_window_size(*DESKTOP)
        driver.get(url(page))
        navs = driver.find_elements(By.CSS_SELECTOR, "nav.course-nav")
        if len(navs) != 1:
            failures.append(f"{page}: {len(navs)} course navs")
            continue
        nav = navs[0]
        marked = [a.text for a in nav.find_elements(By.CSS_SELECTOR, "a[aria-current='page']")]
        if marked != [current]:
            failures.append(f"{page}: the course nav marks {marked} as current, not {current!r}")
        heading = driver.find_element(By.CSS_SELECTOR, "main h1")
        if not nav.is_displayed() or nav.rect["x"] < heading.rect["x"] + heading.rect["width"] * 0.5:
            failures.append(f"{page}: at 1280px the course nav is not beside the page ({nav.rect})")
        if nav.rect["y"] > heading.rect["y"] + 100:
            failures.append(f"{page}: at 1280px the course nav does not start at the top of the page ({nav.rect})")
        if page.endswith("index.html"):
            driver.execute_script("document.getElementById('course.deadlines').scrollIntoView()")
            top = driver.execute_script("return arguments[0].getBoundingClientRect().top", nav)
            if not 0 <= top < 100:
                failures.append(f"{page}: the course nav scrolled away (top {top}px)")
            reading = driver.execute_script("return Array.from(arguments[0].querySelectorAll('[aria-current=location]'), a => a.textContent)", nav)
            if reading != ["Deadlines"]:
                failures.append(f"{page}: scrolled to Deadlines, the course nav marks {reading} as being read")
            driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(os.path.join(ARTIFACTS, f"sidebar-{'course' if page.endswith('index.html') else 'session'}-1280.png"))
        driver.set_window_size(*PHONE)
        driver.get(url(page))
        nav = driver.find_element(By.CSS_SELECTOR, "nav.course-nav")
        main = driver.find_element(By.TAG_NAME, "main")
        if not nav.is_displayed() or nav.rect["width"] < main.rect["width"] * 0.8:
            failures.append(f"{page}: at 390px the course nav is not folded into the page ({nav.rect})")


def check_print_hides_navigation(driver, url, failures):
    """Paper gets the page alone: no header search, Menu button or course sidebar."""
    from selenium.webdriver.common.by import By

    driver.set_window_size(*DESKTOP)
    driver.get(url("courses/cs101/index.html"))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        for selector in [".header-search", ".menu-button", "nav.course-nav"]:
            if any(e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, selector)):
                failures.append(f"{selector} shows in print")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def check_report_contents(driver, work, failures):
    """A long printable report's contents: beside it and sticky at 1280px, above its first
    section at 390px, within the window at either width (the report's own wide tables are the
    print check's business)."""
    from selenium.webdriver.common.by import By

    report = os.path.join(work, "course-report.html")
    subprocess.check_call([BINARY, "report", "course", os.path.join(ROOT, "sample-data"), "--today", "2026-11-21", "--format", "html", "--output", report])
    for width, height in [DESKTOP, PHONE]:
        driver.set_window_size(width, height)
        driver.get("file://" + report)
        contents = driver.find_element(By.CSS_SELECTOR, "nav.report-contents")
        first = driver.find_element(By.CSS_SELECTOR, "main > section h2")
        if width == DESKTOP[0]:
            if contents.rect["x"] < first.rect["x"] + first.rect["width"]:
                failures.append(f"report contents are not beside the report at {width}px ({contents.rect})")
            driver.execute_script("window.scrollTo(0, document.body.scrollHeight / 2)")
            top = driver.execute_script("return arguments[0].getBoundingClientRect().top", contents)
            if not 0 <= top < 100:
                failures.append(f"report contents scrolled away at {width}px (top {top}px)")
            driver.execute_script("window.scrollTo(0, 0)")
        elif contents.rect["y"] + contents.rect["height"] > first.rect["y"]:
            failures.append(f"report contents are not above the report at {width}px")
        if contents.rect["x"] + contents.rect["width"] > driver.execute_script("return window.innerWidth"):
            failures.append(f"report contents reach past the window at {width}px ({contents.rect})")
        driver.save_screenshot(os.path.join(ARTIFACTS, f"report-contents-{width}.png"))


def check_widths_and_themes(driver, url, failures):
    """Home, a course page, a session page and search results at phone and desktop widths, light
    and dark: never wider than the window; each one's screenshot is kept to be looked at."""
    pages = [("home", "index.html"), ("course", "courses/cs101/index.html"),
             ("session", "courses/cs101/sessions/2026-11-20.html"), ("search", "search/index.html?q=python")]
    try:
        for scheme in ["light", "dark"]:
            set_scheme(driver, scheme)
            for width, height in [PHONE, DESKTOP]:
                driver.set_window_size(width, height)
                for name, page in pages:
                    driver.get(url(page))
                    if driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") != (scheme == "dark"):
                        failures.append(f"{page}: the {scheme} scheme was not emulated")
                    if overflows(driver):
                        wide = driver.execute_script("return document.documentElement.scrollWidth")
                        failures.append(f"{page} scrolls sideways at {width}px ({scheme}): {wide}px wide")
                    driver.save_screenshot(os.path.join(ARTIFACTS, f"{name}-{width}-{scheme}.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def main():
    ensure_tools()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    work = tempfile.mkdtemp(prefix="coursebook-browser-")
    site = os.path.join(work, "site")
    build_site(site)
    os.makedirs(ARTIFACTS, exist_ok=True)

    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    failures = []

    def url(path):
        return "file://" + os.path.join(site, path)

    def console_errors():
        return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]

    try:
        pages = sorted(os.path.relpath(os.path.join(d, f), site) for d, _, fs in os.walk(site) for f in fs if f.endswith(".html"))
        for page in pages:
            driver.get(url(page))
            errors = console_errors()
            if errors:
                failures.append(f"{page}: console errors {errors}")
            if not driver.find_elements(By.CSS_SELECTOR, "main h1"):
                failures.append(f"{page}: no <h1> in <main>")
        print(f"browser-test: {len(pages)} pages loaded")

        # Notes sort control: newest first without script, the button flips the order.
        session = "courses/cs101/sessions/2026-11-20.html"
        driver.get(url(session))
        def order():
            return [e.get_attribute("data-created") for e in driver.find_elements(By.CSS_SELECTOR, "#notes article")]
        first = order()
        if first != sorted(first, reverse=True):
            failures.append(f"notes are not newest first: {first}")
        button = driver.find_element(By.ID, "sort-notes")
        if not button.is_displayed():
            failures.append("sort button is hidden with JavaScript on")
        button.send_keys(Keys.ENTER)
        if order() != sorted(first):
            failures.append(f"sort button did not put oldest first: {order()}")
        button.click()
        if order() != first:
            failures.append("sort button did not restore newest first")

        # Search box: typing finds a course, a syllabus section and a note.
        driver.get(url("search/index.html"))
        box = driver.find_element(By.ID, "search-box")
        for query, expected in [("calculus", "Calculus I"), ("grading", "Grading"), ("midterm logistics", "Midterm logistics")]:
            box.clear()
            box.send_keys(query)
            titles = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#search-results a")]
            if expected not in titles:
                failures.append(f"search '{query}' did not find '{expected}': {titles[:5]}")
        links = driver.find_elements(By.CSS_SELECTOR, "#search-results a")
        if links:
            links[0].click()
            if "Midterm" not in driver.page_source:
                failures.append("search result link did not open the note")

        # Print media hides navigation.
        driver.get(url("index.html"))
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        if driver.find_element(By.CSS_SELECTOR, "header nav").is_displayed():
            failures.append("navigation is visible in print media")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})

        for name, page in [("home", "index.html"), ("course", "courses/cs101/index.html")]:
            for width, height in [(390, 844), (1280, 900)]:
                driver.set_window_size(width, height)
                driver.get(url(page))
                if driver.execute_script("return document.documentElement.scrollWidth") > width + 1 and width == 390:
                    failures.append(f"{page} scrolls sideways at {width}px")
                path = os.path.join(ARTIFACTS, f"{name}-{width}.png")
                driver.save_screenshot(path)
        check_header_search(driver, url, failures)
        check_phone_menu(driver, url, failures)
        check_course_sidebar(driver, url, failures)
        check_print_hides_navigation(driver, url, failures)
        check_report_contents(driver, work, failures)
        check_widths_and_themes(driver, url, failures)
        failures += browser_checks.above_the_fold(driver, url)
        checked = ["index.html", "courses/index.html", "courses/cs101/index.html", "courses/cs101/sessions/2026-11-20.html",
                   "courses/cs101/sessions/2026-11-23.html", "search/index.html?q=python", "teachers/index.html",
                   "teachers/kbrandt.html", "places/index.html", "404.html"]
        failures += browser_checks.accessibility(driver, url, checked)
        print(f"browser-test: accessibility checked on {len(checked)} pages in both themes")
        print(f"browser-test: screenshots in {ARTIFACTS}")
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)

    finish(failures, "", "browser-test: ok")


def check_printed_reports():
    """Prints the sample book's attendance matrix (32 sessions in cs101) with Chromium, on Letter
    and on A4, and fails when the PDF's text lacks any course's session date column (cut off at
    the page edge, or squeezed so that its MM-DD header breaks over two lines) or a part of a
    split table lacks the student names; also prints a sign-in sheet, which must be one page.
    The pages go to .build/browser-artifacts/ as PNGs to look at."""
    import json
    import re

    if not (shutil.which("pdftotext") and shutil.which("pdftoppm")):
        apt = ["apt-get"] if os.geteuid() == 0 else ["sudo", "-n", "apt-get"]
        if subprocess.call(apt + ["install", "-y", "-qq", "poppler-utils"], stdout=subprocess.DEVNULL) != 0:
            skip("pdftotext/pdftoppm (poppler-utils) are not installed and apt-get could not install them")
    if not os.path.exists(BINARY):
        subprocess.check_call(["swift", "build", "--product", "coursebook"], cwd=ROOT)
    work = tempfile.mkdtemp(prefix="coursebook-print-")
    os.makedirs(ARTIFACTS, exist_ok=True)
    failures = []
    book = os.path.join(ROOT, "sample-data")

    def report(*arguments):
        return subprocess.run([BINARY, "report", *arguments, book, "--today", "2026-11-21"], check=True, capture_output=True, text=True).stdout

    def pdf(html, name, page_css=""):
        if page_css:
            html = html.replace("</style>", page_css + "\n</style>", 1)
        source = os.path.join(work, name + ".html")
        with open(source, "w", encoding="utf-8") as handle:
            handle.write(html)
        out = os.path.join(work, name + ".pdf")
        subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--print-to-pdf={out}", "file://" + source], check=True, capture_output=True, timeout=120)
        subprocess.run(["pdftoppm", "-png", "-r", "60", out, os.path.join(ARTIFACTS, "print-" + name)], check=True)
        pages = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", out], capture_output=True, text=True).stdout).group(1))
        return subprocess.run(["pdftotext", "-layout", out, "-"], check=True, capture_output=True, text=True).stdout, pages

    try:
        matrix = report("attendance", "--matrix", "--format", "html")
        courses = json.loads(report("attendance", "--matrix", "--format", "json"))["courses"]
        if max(len(course["sessions"]) for course in courses) < 30:
            failures.append("the sample book no longer has a course with 30 or more taken sessions to print")
        for paper, css in [("letter", ""), ("a4", "@page { size: A4; } @page wide { size: A4 landscape; }")]:
            text, pages = pdf(matrix, f"attendance-matrix-{paper}", css)
            starts = [text.find(f"{course['name']} ({course['course']})") for course in courses]
            for index, course in enumerate(courses):
                if starts[index] < 0:
                    failures.append(f"{paper}: {course['course']}: heading missing from the PDF")
                    continue
                end = min([start for start in starts if start > starts[index]] + [len(text)])
                part = text[starts[index]:end]
                # A column is printed when its MM-DD header is, as a word of its own.
                missing = [day for day in course["sessions"] if not re.search(r"(?<![\d-])" + day[5:] + r"(?![\d-])", part)]
                if missing:
                    failures.append(f"{paper}: {course['course']}: session columns cut off: {', '.join(missing)}")
                parts = max(1, len(re.findall(r"Part \d+ of \d+", part)))
                for student in course["students"]:
                    name = f"{student['last_name']}, {student['first_name']}"
                    if part.count(name) < parts:
                        failures.append(f"{paper}: {course['course']}: {name} is not in each of the {parts} parts")
                        break
            if not failures:
                print(f"browser-test: attendance matrix on {paper}: {pages} pages, every session column printed")
        sheet, pages = pdf(report("signin", "--course", "cs101", "--session", "2026-11-20"), "signin")
        if pages != 1:
            failures.append(f"the sign-in sheet of cs101 (20 students) prints on {pages} pages, not 1")
        if "Signature" not in sheet or "Rossi, Mateo" not in sheet:
            failures.append("the sign-in sheet lacks its Signature column or a student")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    finish(failures, "printed reports ", f"browser-test: printed reports ok (pages in {ARTIFACTS})")


if __name__ == "__main__":
    main()
    check_printed_reports()
