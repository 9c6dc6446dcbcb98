#!/usr/bin/env python3
"""Drives the built sample site in a real Chromium: every page loads without console errors, the
notes sort control and the search box work, print media hides navigation; screenshots of the home
page and a course page at phone and desktop widths go to .build/browser-artifacts/.

Installs Debian's chromium and chromium-driver and Selenium from PyPI when they are missing; skips
(exit 0 with a clear message) only when they cannot be installed.
"""
import os
import shutil
import subprocess
import sys
import tempfile

os.environ.setdefault("SE_AVOID_STATS", "true")  # Selenium Manager must not phone home
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARTIFACTS = os.path.join(ROOT, ".build", "browser-artifacts")
BINARY = os.environ.get("COURSEBOOK", os.path.join(ROOT, ".build", "debug", "coursebook"))


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
        print(f"browser-test: screenshots in {ARTIFACTS}")
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)

    if failures:
        print("browser-test: FAILED")
        for failure in failures:
            print("  - " + failure)
        sys.exit(1)
    print("browser-test: ok")


if __name__ == "__main__":
    main()


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
    if failures:
        print("browser-test: printed reports FAILED")
        for failure in failures:
            print("  - " + failure)
        sys.exit(1)
    print(f"browser-test: printed reports ok (pages in {ARTIFACTS})")


if __name__ == "__main__":
    check_printed_reports()
