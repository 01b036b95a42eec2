#!/usr/bin/python3
"""Opens every page of a results site in headless Chromium (docs/club.md "The results site").

    browser.py <site-dir> <screenshot-dir> <season-page>

Serves <site-dir> over HTTP on a free loopback port, opens each .html page and fails on any
link (<a href>, <link href>) to a file the site does not hold, any <img> that did not load
(naturalWidth 0) and any console message of level SEVERE. Saves full-page screenshots of the
standings page and of <season-page> (a path under the site) into <screenshot-dir> and prints
their paths. Both pages are also printed (print media, A4 width): the navigation must be hidden
and nothing wider than the page; their PDFs are saved beside the screenshots. Exit 77 (skipped) when Chromium or its driver is not installed.
"""
import base64
import functools
import http.server
import os
import shutil
import sys
import threading
import urllib.parse

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not CHROMIUM or not DRIVER:
    print("SKIPPED: chromium and chromium-driver are not installed (scripts/setup.sh installs them)")
    sys.exit(77)

from selenium import webdriver  # noqa: E402  (python3-selenium, after the skip)
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(root):
    handler = functools.partial(QuietHandler, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser():
    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1200,900", "--hide-scrollbars"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def site_file(root, base, url):
    """The file under root a same-site URL names, or None for another site or a data: URL."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme == "data" or parts.netloc != base.netloc:
        return None
    path = urllib.parse.unquote(parts.path).lstrip("/")
    if path == "" or path.endswith("/"):
        path += "index.html"
    return os.path.join(root, path)


def screenshot(driver, url, path):
    """The whole page, beyond the window's height (Chromium's DevTools protocol)."""
    driver.get(url)
    width, height = driver.execute_script(
        "const e = document.documentElement; return [e.scrollWidth, e.scrollHeight]")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    with open(path, "wb") as out:
        out.write(base64.b64decode(shot["data"]))
    print(f"screenshot: {path}")


# The width a printed A4 page leaves the page in CSS pixels (21 cm at 96 dpi, less Chromium's
# default margins of about 1 cm each side).
PRINT_WIDTH = 718


def print_check(driver, url, pdf_path):
    """The page as it prints: its navigation hidden, nothing wider than an A4 page (a table
    cut at the right edge would lose its last columns on paper); and the PDF itself saved."""
    problems = []
    driver.get(url)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": PRINT_WIDTH, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    try:
        hidden = driver.execute_script(
            "return [...document.querySelectorAll('nav, ul.pager')]"
            ".every(e => getComputedStyle(e).display === 'none')")
        if not hidden:
            problems.append(f"{url}: the navigation would be printed")
        width = driver.execute_script("return document.documentElement.scrollWidth")
        if width > PRINT_WIDTH:
            problems.append(f"{url}: {width} px wide in print, wider than a page ({PRINT_WIDTH})")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    pdf = base64.b64decode(driver.execute_cdp_cmd("Page.printToPDF", {})["data"])
    if not pdf.startswith(b"%PDF"):
        problems.append(f"{url}: printing gave no PDF")
    with open(pdf_path, "wb") as out:
        out.write(pdf)
    print(f"printed: {pdf_path}")
    return problems


def main():
    root, shots, season_page = sys.argv[1], sys.argv[2], sys.argv[3]
    root = os.path.abspath(root)
    server = serve(root)
    base_url = f"http://127.0.0.1:{server.server_address[1]}/"
    base = urllib.parse.urlsplit(base_url)
    pages = sorted(os.path.relpath(os.path.join(d, f), root)
                   for d, _, files in os.walk(root) for f in files if f.endswith(".html"))
    problems = []
    driver = browser()
    try:
        for page in pages:
            driver.get(base_url + urllib.parse.quote(page))
            for tag, attribute in (("a", "href"), ("link", "href")):
                for element in driver.find_elements(By.TAG_NAME, tag):
                    target = element.get_attribute(attribute)  # resolved against the page
                    file = site_file(root, base, target)
                    if file is not None and not os.path.isfile(file):
                        problems.append(f"{page}: <{tag} {attribute}> to a missing file: {target}")
            images = driver.find_elements(By.TAG_NAME, "img")
            for image in images:
                loaded = driver.execute_script(
                    "return arguments[0].complete && arguments[0].naturalWidth > 0", image)
                if not loaded:
                    problems.append(f"{page}: image not loaded: {image.get_attribute('src')}")
                if not image.get_attribute("alt"):
                    problems.append(f"{page}: image without alt text")
            for entry in driver.get_log("browser"):
                if entry["level"] in ("SEVERE", "ERROR"):
                    problems.append(f"{page}: console {entry['level']}: {entry['message']}")
        os.makedirs(shots, exist_ok=True)
        screenshot(driver, base_url + "fr/index.html", os.path.join(shots, "standings.png"))
        problems += print_check(driver, base_url + "fr/index.html",
                                os.path.join(shots, "standings.pdf"))
        problems += print_check(driver, base_url + urllib.parse.quote(season_page),
                                os.path.join(shots, "season.pdf"))
        screenshot(driver, base_url + urllib.parse.quote(season_page),
                   os.path.join(shots, "season.png"))
    finally:
        driver.quit()
        server.shutdown()
    for p in problems:
        print("FAIL:", p, file=sys.stderr)
    print(f"{len(pages)} page(s) opened, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
