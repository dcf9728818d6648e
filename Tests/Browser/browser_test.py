#!/usr/bin/env python3
"""The web page of `offload serve`, driven in headless Chromium through the W3C WebDriver protocol.

Usage: python3 Tests/Browser/browser_test.py PATH/TO/offload [--screenshot PATH]

It builds nothing. It starts `offload serve` on a free port over a temporary database (OFFLOAD_DB, with OFFLOAD_NOW
and TZ fixed so "today" is known), seeds two tasks with `offload add`, starts chromedriver, and walks the page the way
a person would, by keyboard: type captures and press Enter ("Saved. Organize later."), press o to organize, wait for
the hand-off job, press a on the review card, find the task on Today, press x on its row, and see it done. Then it
skips to a capture full of markup and checks that it shows as text and nothing in it ran, that the page fits a
phone's width (360 px), that every control has a label, and that the browser logged no error (a blocked inline
script would).

Exit 0 on success, 1 with a one-line reason otherwise. The server and the driver are always stopped.
Only the Python 3 standard library is used.
"""

import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

NOW = "2026-11-23T08:00:00Z"  # a Monday morning, UTC
TASK_TEXT = "pay the electricity bill today at 5pm"
OTHER_TEXT = "buy milk, eggs and 2 loaves of bread"
HOSTILE_TEXT = """<img src=x onerror="document.title='pwned'"> fix the gate <script>document.title='pwned'</script>"""
SEEDED = ["water the plants today", "send the invoice today at 11am"]
WAIT = 120  # seconds for the slowest step (loading models and organizing)


class Failure(Exception):
    """A step that did not do what it should; its message is the one-line reason."""


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def http(method, url, body=None, timeout=30):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def wait_for(what, predicate, timeout=WAIT, interval=0.2):
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except OSError as error:
            last_error = error
        time.sleep(interval)
    detail = f" (last: {last_error})" if last_error else ""
    raise Failure(f"timed out after {timeout:.0f} s waiting for {what}{detail}")


class Browser:
    """A WebDriver session in headless Chromium."""

    ELEMENT = "element-6066-11e4-a52e-4f735466cecf"

    def __init__(self, driver_url, chromium, profile):
        self.base = driver_url
        capabilities = {
            "browserName": "chrome",
            "goog:loggingPrefs": {"browser": "ALL"},
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--window-size=1000,1600", f"--user-data-dir={profile}", "--lang=en-GB",
                ],
            },
        }
        value = self.command("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}}, timeout=90)
        self.session = value["sessionId"]

    def command(self, method, path, body=None, timeout=30):
        status, payload = http(method, self.base + path, body if body is not None or method != "POST" else {}, timeout)
        try:
            value = json.loads(payload or b"{}").get("value")
        except json.JSONDecodeError:
            raise Failure(f"chromedriver answered {method} {path} with {status} and no JSON")
        if status >= 400:
            message = (value or {}).get("message", "").splitlines()[0:1]
            raise Failure(f"chromedriver refused {method} {path}: {message[0] if message else status}")
        return value

    def session_command(self, method, path, body=None):
        return self.command(method, f"/session/{self.session}{path}", body)

    def open(self, url):
        self.session_command("POST", "/url", {"url": url})

    def script(self, source, *arguments):
        return self.session_command("POST", "/execute/sync", {"script": source, "args": list(arguments)})

    def find(self, selector):
        value = self.session_command("POST", "/element", {"using": "css selector", "value": selector})
        return value[self.ELEMENT]

    def type_into(self, selector, text):
        self.session_command("POST", f"/element/{self.find(selector)}/value", {"text": text})

    def press(self, *keys):
        """Presses each key in turn on whatever has the focus, as a person would."""
        actions = []
        for key in keys:
            actions += [{"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]
        self.session_command("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})
        self.session_command("DELETE", "/actions")

    def text(self, selector):
        return self.script("const e = document.querySelector(arguments[0]); return e ? e.textContent : null;", selector)

    def cdp(self, command, parameters):
        return self.session_command("POST", "/goog/cdp/execute", {"cmd": command, "params": parameters})

    def screenshot(self, path):
        with open(path, "wb") as file:
            file.write(base64.b64decode(self.session_command("GET", "/screenshot")))

    def errors(self):
        entries = self.session_command("POST", "/se/log", {"type": "browser"}) or []
        return [e["message"] for e in entries if e.get("level") == "SEVERE" and "favicon.ico" not in e["message"]]

    def close(self):
        try:
            self.command("DELETE", f"/session/{self.session}", timeout=10)
        except (Failure, OSError):
            pass


def notice_is(browser, prefix):
    """The confirmation when it starts with `prefix`; a problem the page reports instead fails the step at once."""
    notice = browser.script(
        "const n = document.querySelector('#notice');"
        "return { text: n.textContent.trim(), problem: n.classList.contains('problem') };")
    if notice["problem"] and notice["text"]:
        raise Failure(f"the page said: {notice['text']}")
    return notice["text"] if notice["text"].startswith(prefix) else None


def today_row(browser, words):
    return browser.script(
        """
        const row = Array.from(document.querySelectorAll('#panel-today .task'))
          .find((r) => r.querySelector('.task-title').textContent.toLowerCase().includes(arguments[0]));
        return row ? { id: row.dataset.id, status: row.dataset.status,
          checked: row.querySelector('.done-box').checked } : null;
        """,
        words,
    )


def skip_to(browser, text):
    """Presses s until the review card shows the capture `text`; whether it got there."""
    for _ in range(4):
        raw = browser.text("#card .raw") or ""
        if raw == text:
            return True
        browser.press("s")
        wait_for("the next capture after s", lambda: (browser.text("#card .raw") or "") != raw, timeout=15)
    return False


def walk(browser, page, screenshot):
    """The person's path through the page; raises Failure at the first step that goes wrong."""
    browser.open(page)
    if browser.text("h1") != "Offload":
        raise Failure(f"the page at {page} has no Offload heading")
    if "Nothing to review." not in (browser.text("#review-card") or ""):
        raise Failure("a new database's review card does not say 'Nothing to review.'")

    for text in (TASK_TEXT, OTHER_TEXT, HOSTILE_TEXT):
        browser.type_into("#capture-text", text + "\ue007")  # U+E007 is Enter
        wait_for("'Saved. Organize later.'", lambda: notice_is(browser, "Saved. Organize later."), timeout=15)
        if browser.script("return document.querySelector('#capture-text').value") != "":
            raise Failure("the capture box still holds the text after saving")
        browser.script("document.querySelector('#notice').textContent = '';")

    browser.press("\ue00c", "o")  # Escape leaves the box; o organizes
    finished = wait_for("the hand-off job to finish", lambda: notice_is(browser, "Organized"))
    if not finished.startswith("Organized 3 captures"):
        raise Failure(f"organizing said '{finished}', not 'Organized 3 captures…'")
    card = wait_for("a review card", lambda: browser.text("#card .suggestion-title"), timeout=15)

    # Accept the capture's task: skip (s) to it when another capture is shown first.
    if not skip_to(browser, TASK_TEXT):
        raise Failure("the review queue does not show the captured text")
    destination = browser.text("#card .suggestion .destination")
    if destination != "task":
        raise Failure(f"'{TASK_TEXT}' was suggested as a {destination}, not a task")
    if not browser.text("#card .suggestion .why"):
        raise Failure("the review card does not say why it suggests this")
    card = browser.text("#card .suggestion-title")
    browser.press("a")
    wait_for("'Placed …' after a", lambda: notice_is(browser, "Placed"), timeout=30)

    row = wait_for("the task on Today", lambda: today_row(browser, "electricity"), timeout=15)
    if row["status"] == "done" or row["checked"]:
        raise Failure("the accepted task is on Today but already done")
    if (browser.text("#card .raw") or "") not in (OTHER_TEXT, HOSTILE_TEXT):
        raise Failure("after accepting, the review card does not move on to the next capture")

    browser.press("1")  # Today, with the focus on its first row
    for _ in range(10):
        focused = browser.script("const r = document.activeElement.closest('.task'); return r ? r.dataset.id : null;")
        if focused == row["id"]:
            break
        browser.press("j")
    else:
        raise Failure("j never reached the task's row on Today")
    browser.press("x")
    wait_for("'Done: …' after x", lambda: notice_is(browser, "Done:"), timeout=30)
    done = wait_for("the task shown done", lambda: (lambda r: r if r and r["status"] == "done" else None)(
        today_row(browser, "electricity")), timeout=15)
    if not done["checked"]:
        raise Failure("the task is done but its checkbox is not checked")
    if browser.script("return document.activeElement.closest('.task')?.dataset.id") != row["id"]:
        raise Failure("after x the focus left the task's row")

    if screenshot:
        skip_to(browser, OTHER_TEXT)
        browser.script("window.scrollTo(0, 0); document.activeElement.blur();")
        height = round(browser.script("return document.querySelector('main').getBoundingClientRect().bottom;")) + 56
        browser.cdp("Emulation.setDeviceMetricsOverride", {"width": 1000, "height": height, "deviceScaleFactor": 1, "mobile": False})
        browser.screenshot(screenshot)

    # Markup in a capture is shown as text: no element is made of it, and nothing in it runs.
    if not skip_to(browser, HOSTILE_TEXT):
        raise Failure("the capture with markup is not shown as its text")
    if browser.script("return document.querySelectorAll('#review-card img, #review-card script').length") != 0:
        raise Failure("markup in a capture became elements of the page")
    if browser.script("return document.title") != "Offload":
        raise Failure("a script in a capture ran")

    browser.cdp("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 780, "deviceScaleFactor": 1, "mobile": True})
    overflow = browser.script(
        """
        const width = document.documentElement.clientWidth;
        const wide = Array.from(document.querySelectorAll('body *')).filter((e) => e.getBoundingClientRect().right > width + 0.5);
        const last = wide[wide.length - 1];
        return wide.length ? `${last.tagName.toLowerCase()}.${last.className} ends at ${Math.round(last.getBoundingClientRect().right)} px` : null;
        """)
    if overflow:
        raise Failure(f"at 360 px the page is wider than the screen: {overflow}")
    unlabelled = browser.script(
        """
        return Array.from(document.querySelectorAll('input, textarea, button')).filter((e) =>
          !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim()).length;
        """)
    if unlabelled:
        raise Failure(f"{unlabelled} controls have no label")
    errors = browser.errors()
    if errors:
        raise Failure(f"the browser logged an error: {errors[0][:200]}")


def start_server(offload, port, environment, log):
    server = subprocess.Popen(
        [offload, "serve", "--port", str(port)], env=environment, stdin=subprocess.DEVNULL, stdout=log, stderr=log)

    def healthy():
        if server.poll() is not None:
            raise Failure(f"offload serve exited with {server.returncode} before answering")
        status, _ = http("GET", f"http://127.0.0.1:{port}/health", timeout=2)
        return status == 200

    try:
        wait_for("offload serve to answer /health", healthy, timeout=60)
    except Failure:
        stop(server)
        raise
    return server


def start_driver(chromedriver, port, log):
    driver = subprocess.Popen(
        [chromedriver, f"--port={port}"], stdin=subprocess.DEVNULL, stdout=log, stderr=log)

    def ready():
        if driver.poll() is not None:
            raise Failure(f"chromedriver exited with {driver.returncode}")
        status, body = http("GET", f"http://127.0.0.1:{port}/status", timeout=2)
        return status == 200 and json.loads(body)["value"].get("ready")

    try:
        wait_for("chromedriver to be ready", ready, timeout=30)
    except Failure:
        stop(driver)
        raise
    return driver


def stop(process):
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("offload", help="the built offload binary, e.g. .build/debug/offload")
    parser.add_argument("--screenshot", metavar="PATH", help="write a PNG of the page with a review card and Today")
    arguments = parser.parse_args()

    offload = os.path.abspath(arguments.offload)
    chromedriver = os.environ.get("CHROMEDRIVER", shutil.which("chromedriver") or "/usr/bin/chromedriver")
    chromium = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
    for path, name in ((offload, "offload"), (chromedriver, "chromedriver"), (chromium, "chromium")):
        if not os.access(path, os.X_OK):
            print(f"FAIL: {name} is not an executable at {path}.")
            return 1

    folder = tempfile.mkdtemp(prefix="offload-browser-")
    environment = dict(os.environ, OFFLOAD_DB=os.path.join(folder, "offload.sqlite"), OFFLOAD_NOW=NOW, TZ="UTC")
    server = driver = browser = None
    log = open(os.path.join(folder, "processes.log"), "wb")
    started = time.monotonic()
    try:
        for text in SEEDED:
            seeded = subprocess.run([offload, "add", text], env=environment, capture_output=True, timeout=60)
            if seeded.returncode != 0:
                raise Failure(f"offload add exited with {seeded.returncode}: {seeded.stderr.decode().strip()[:200]}")
        port = free_port()
        server = start_server(offload, port, environment, log)
        driver_port = free_port()
        driver = start_driver(chromedriver, driver_port, log)
        browser = Browser(f"http://127.0.0.1:{driver_port}", chromium, os.path.join(folder, "profile"))
        walk(browser, f"http://127.0.0.1:{port}/", arguments.screenshot)
    except Failure as failure:
        print(f"FAIL: {failure}")
        return 1
    except (OSError, subprocess.SubprocessError, KeyError, TypeError, ValueError) as error:
        print(f"FAIL: {type(error).__name__}: {error}")
        return 1
    finally:
        if browser:
            browser.close()
        stop(driver)
        stop(server)
        log.close()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"ok   web page in headless Chromium: capture, organize, accept, Today, done ({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
