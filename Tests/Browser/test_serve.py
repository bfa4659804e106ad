"""`sizeboard serve` in a real browser: a temporary site served by the built executable, opened over
HTTP in headless Chromium, edited on disk while the page is open. Every wait is bounded (a server
that never answers fails the test, it does not hang the run)."""

import http.client
import json
import os
import pathlib
import signal
import subprocess
import textwrap
import threading
import time
import urllib.request
from urllib.parse import urlparse

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SIZEBOARD

WAIT = 60  # seconds: the longest any step may take on a loaded machine

SCREEN = textwrap.dedent("""\
    ```screen
    id: inbox
    title: An inbox
    root:
      split:
        primary:
          navigation:
            stack:
              - view: {title: Inbox, content: list, rows: 4}
        secondary:
          view: {title: Message, content: text}
    ```
    """)


def page(title: str, body: str = "", screen: str = SCREEN) -> str:
    filler = "".join(f"Paragraph {number} keeps the page long enough to scroll.\n\n" for number in range(60))
    return f"---\ntitle: {title}\n---\n\n# {title}\n\n{body}\n\n{screen}\n{filler}"


class Output:
    """The lines a process prints, read on a thread of their own."""

    def __init__(self, stream):
        self.lines = []
        self.condition = threading.Condition()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream):
        for line in stream:
            with self.condition:
                self.lines.append(line.rstrip("\n"))
                self.condition.notify_all()

    def wait_for(self, predicate, timeout=WAIT):
        with self.condition:
            assert self.condition.wait_for(lambda: any(predicate(line) for line in self.lines), timeout), \
                f"no such line within {timeout} s; printed:\n" + "\n".join(self.lines)
            return next(line for line in self.lines if predicate(line))

    def count(self, predicate):
        with self.condition:
            return sum(1 for line in self.lines if predicate(line))


class Server:
    """`sizeboard serve --port PORT` in PROJECT."""

    def __init__(self, project: pathlib.Path, port: int = 0):
        assert SIZEBOARD.is_file(), f"{SIZEBOARD} is missing: run `swift build --product sizeboard` first"
        self.process = subprocess.Popen(
            [str(SIZEBOARD), "serve", "--port", str(port)], cwd=project,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        self.output = Output(self.process.stdout)
        line = self.output.wait_for(lambda line: line.startswith("Serving http://"))
        self.url = line.split()[1]
        self.port = urlparse(self.url).port

    def rebuilds(self) -> int:
        return self.output.count(lambda line: line.startswith("Rebuilt"))

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=WAIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=WAIT)
                pytest.fail("serve did not stop on SIGTERM")
        return self.process.returncode


class Events:
    """The server's build events, read as a page's script reads them."""

    def __init__(self, server: Server):
        self.connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=WAIT)
        self.connection.request("GET", "/_sizeboard/events")
        self.response = self.connection.getresponse()
        assert self.response.getheader("Content-Type").startswith("text/event-stream")
        self.events = []
        self.condition = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.wait_for(lambda event: True)

    def _read(self):
        try:
            for raw in iter(self.response.readline, b""):
                line = raw.decode().rstrip("\n")
                if line.startswith("data: "):
                    with self.condition:
                        self.events.append(json.loads(line[len("data: "):]))
                        self.condition.notify_all()
        except OSError:
            pass

    def builds(self) -> list:
        with self.condition:
            ids = []
            for event in self.events:
                if not ids or ids[-1] != event["build"]:
                    ids.append(event["build"])
            return ids

    def wait_for(self, predicate, timeout=WAIT):
        with self.condition:
            assert self.condition.wait_for(lambda: any(predicate(event) for event in self.events), timeout), \
                f"no such event within {timeout} s: {self.events}"
            return next(event for event in self.events if predicate(event))

    def close(self):
        self.connection.close()


@pytest.fixture
def project(tmp_path):
    (tmp_path / "Content").mkdir()
    (tmp_path / "sizeboard.yml").write_text("title: Served\n")
    (tmp_path / "Content" / "welcome.md").write_text(page("Welcome", "The first text."))
    (tmp_path / "Content" / "other.md").write_text(page("Other", "Another page.", screen=""))
    return tmp_path


@pytest.fixture
def server(project):
    running = Server(project)
    yield running
    assert running.stop() == 0


def wait_until(browser, condition, message):
    """Waits (at most WAIT seconds) until CONDITION() holds; MESSAGE may be a function, for details."""
    try:
        WebDriverWait(browser.driver, WAIT, poll_frequency=0.1).until(lambda driver: condition())
    except TimeoutException:
        pytest.fail(message() if callable(message) else message)


def heading(browser) -> str:
    return browser.driver.execute_script("const h = document.querySelector('main h1, h1'); return h ? h.textContent : ''")


def overlay_items(browser) -> list:
    return browser.driver.execute_script(
        "return Array.from(document.querySelectorAll('#sizeboard-diagnostics li'))"
        ".map((item) => ({text: item.textContent, href: item.querySelector('a') && item.querySelector('a').getAttribute('href')}))")


def figure_images(browser) -> int:
    return len(browser.driver.find_elements(By.CSS_SELECTOR, "figure.screen .variants img"))


def save_by_renaming(path: pathlib.Path, text: str):
    """Saves as editors that keep a backup do: a temporary file renamed over the page."""
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


def test_an_edit_shows_without_a_manual_reload_keeping_the_scroll_position(browser, project, server):
    browser.open(server.url + "welcome/")
    assert heading(browser) == "Welcome"
    assert figure_images(browser) > 0
    browser.driver.execute_script("window.scrollTo(0, 700)")
    wait_until(browser, lambda: browser.driver.execute_script("return window.scrollY") == 700, "the page did not scroll")

    (project / "Content" / "welcome.md").write_text(page("Welcome back", "The edited text."))
    wait_until(browser, lambda: heading(browser) == "Welcome back", "the edit did not show")
    assert "The edited text." in browser.driver.find_element(By.TAG_NAME, "body").text
    wait_until(browser, lambda: browser.driver.execute_script("return window.scrollY") == 700,
               lambda: f"the scroll position was lost: {browser.driver.execute_script('return [window.scrollY, document.documentElement.scrollHeight, innerHeight]')}")

    on_disk = (project / "_site" / "welcome" / "index.html").read_text()
    assert "Welcome back" in on_disk
    assert "live-reload" not in on_disk, "the script was written into the built site"
    assert "live-reload" in browser.driver.page_source


def test_a_broken_screen_shows_in_the_overlay_and_goes_when_fixed(browser, project, server):
    browser.open(server.url + "welcome/")
    source = project / "Content" / "welcome.md"
    fixed = source.read_text()
    broken = fixed.replace("root:\n", "rooot:\n")
    line = broken.splitlines().index("rooot:") + 1
    source.write_text(broken)

    wait_until(browser, lambda: overlay_items(browser) != [], "no overlay after breaking the screen")
    items = overlay_items(browser)
    assert any(item["text"].startswith(f"Content/welcome.md:{line}:1: ") and "rooot" in item["text"] for item in items), items
    assert all(item["href"] == "/welcome/" for item in items), items
    assert browser.driver.find_elements(By.CSS_SELECTOR, "figure.screen-failed"), "the broken figure shows no diagnostic in place"

    browser.open(server.url + "other/")
    wait_until(browser, lambda: overlay_items(browser) != [], "the overlay is not on every page")
    browser.driver.find_element(By.CSS_SELECTOR, "#sizeboard-diagnostics a").click()
    wait_until(browser, lambda: heading(browser) == "Welcome", "the diagnostic does not link to its page")

    source.write_text(fixed)
    wait_until(browser, lambda: overlay_items(browser) == [] and figure_images(browser) > 0,
               "the overlay stayed or the figure did not come back")
    assert not browser.driver.find_elements(By.CSS_SELECTOR, "#sizeboard-diagnostics")


def test_added_and_deleted_pages(browser, project, server):
    browser.open(server.url)
    (project / "Content" / "added.md").write_text(page("Added page", "New.", screen=""))
    wait_until(browser, lambda: browser.driver.find_elements(By.LINK_TEXT, "Added page"), "the index did not list the new page")
    browser.driver.find_element(By.LINK_TEXT, "Added page").click()
    wait_until(browser, lambda: heading(browser) == "Added page", "the new page did not open")

    (project / "Content" / "added.md").unlink()
    wait_until(browser, lambda: browser.driver.find_elements(By.ID, "sizeboard-missing-page"),
               "the deleted page did not lead to the index with a note")
    note = browser.driver.find_element(By.ID, "sizeboard-missing-page").text
    assert "/added/" in note and "no longer exists" in note
    assert urlparse(browser.driver.current_url).path == "/"
    assert not browser.driver.find_elements(By.LINK_TEXT, "Added page")


def test_rename_on_save_and_a_burst_of_saves_each_give_one_reload_after_the_files_are_written(browser, project, server):
    events = Events(server)
    try:
        browser.open(server.url + "welcome/")
        source = project / "Content" / "welcome.md"

        before = len(events.builds())
        save_by_renaming(source, page("Renamed over", "Saved by rename."))
        wait_until(browser, lambda: heading(browser) == "Renamed over", "a rename-on-save edit did not show")
        assert len(events.builds()) == before + 1
        with urllib.request.urlopen(server.url + "welcome/", timeout=WAIT) as response:
            assert "Renamed over" in response.read().decode()

        rebuilds = server.rebuilds()
        before = len(events.builds())
        saves = 10
        for number in range(saves):
            source.write_text(page(f"Save {number}", "A burst."))
        wait_until(browser, lambda: heading(browser) == f"Save {saves - 1}", "the last save of the burst did not show")
        # Debouncing is by time (a quiet period), so a machine that stalls mid-burst may split it;
        # ten saves must still never give ten rebuilds.
        burst_rebuilds = server.rebuilds() - rebuilds
        assert 1 <= burst_rebuilds <= 2, server.output.lines
        assert len(events.builds()) - before == burst_rebuilds
    finally:
        events.close()


def test_each_reload_message_comes_after_the_new_page_is_in_place(project, server):
    events = Events(server)
    try:
        source = project / "Content" / "welcome.md"
        for number in range(5):
            seen = set(events.builds())
            source.write_text(page(f"Version {number}", "Checked over HTTP."))
            events.wait_for(lambda event: event["build"] not in seen)
            with urllib.request.urlopen(server.url + "welcome/", timeout=WAIT) as response:
                assert f"Version {number}" in response.read().decode()
    finally:
        events.close()


def test_pages_reconnect_and_reload_after_the_server_restarts(browser, project):
    first = Server(project)
    browser.open(first.url + "welcome/")
    assert first.stop() == 0
    assert (project / "_site" / "welcome" / "index.html").is_file(), "stopping left no complete site"
    (project / "Content" / "welcome.md").write_text(page("Edited while stopped"))
    second = Server(project, port=first.port)
    try:
        assert second.port == first.port
        wait_until(browser, lambda: heading(browser) == "Edited while stopped", "the page did not reconnect and reload")
    finally:
        assert second.stop() == 0


def test_requests_for_other_hosts_are_refused(server):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=WAIT)
    connection.request("GET", "/", headers={"Host": "rebinding.example"})
    assert connection.getresponse().status == 403
    connection.close()
