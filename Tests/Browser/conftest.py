"""Fixtures of the browser test: sites built by the real `sizeboard` executable into temporary
folders, opened from file:// URLs in one headless Chromium (Debian's chromium and chromium-driver)."""

import json
import pathlib
import subprocess
from urllib.parse import unquote, urlparse

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

REPO = pathlib.Path(__file__).resolve().parents[2]
SIZEBOARD = REPO / ".build" / "debug" / "sizeboard"
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def build(project: pathlib.Path, output: pathlib.Path) -> subprocess.CompletedProcess:
    """Runs `sizeboard build --output OUTPUT` in PROJECT, the folder holding Content/."""
    assert SIZEBOARD.is_file(), f"{SIZEBOARD} is missing: run `swift build --product sizeboard` first"
    return subprocess.run(
        [str(SIZEBOARD), "build", "--output", str(output)],
        cwd=project, capture_output=True, text=True, timeout=300,
    )


class Site:
    """A built site: its folder, URLs of its files and what resolution.json says."""

    def __init__(self, root: pathlib.Path):
        self.root = root

    def url(self, relative: str) -> str:
        return (self.root / relative).as_uri()

    def resolution(self) -> dict:
        return json.loads((self.root / "resolution.json").read_text())

    def svgs(self) -> list:
        return sorted(self.root.rglob("*.svg"))

    def page_files(self) -> list:
        """Every page's index.html below the root, as paths relative to it."""
        return sorted(str(path.relative_to(self.root)) for path in self.root.glob("*/**/index.html"))


def file_path(url: str) -> pathlib.Path:
    """The file a file:// URL names, without its query or fragment."""
    parsed = urlparse(url)
    assert parsed.scheme == "file", f"{url} is not a file:// URL"
    return pathlib.Path(unquote(parsed.path))


class Browser:
    """The shared Chromium, with helpers that wait for what a person would wait for."""

    def __init__(self, driver):
        self.driver = driver

    def open(self, url: str) -> list:
        """Loads URL and returns the SEVERE entries of the console log written while it loaded.
        The page before is left for a blank one first and its log dropped, so what its scripts log
        on the way out (a served page's event stream retrying a server a test has stopped) is not
        counted against URL."""
        self.driver.get("about:blank")
        self.driver.get_log("browser")
        self.driver.get(url)
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return document.readyState") == "complete")
        return [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def images(self, selector: str) -> list:
        """Scrolls every image matching SELECTOR into view, waits until it loaded or failed, and
        returns `{src, width, height}` of each, with the natural size in pixels."""
        return self.driver.execute_async_script(
            """
            const done = arguments[arguments.length - 1];
            const images = Array.from(document.querySelectorAll(arguments[0]));
            (async () => {
              for (const image of images) {
                image.scrollIntoView({block: "center"});
                if (!image.complete) {
                  await new Promise((settled) => {
                    image.addEventListener("load", settled, {once: true});
                    image.addEventListener("error", settled, {once: true});
                  });
                }
              }
              done(images.map((image) => ({
                src: image.currentSrc || image.getAttribute("src") || "",
                width: image.naturalWidth,
                height: image.naturalHeight,
              })));
            })();
            """,
            selector,
        )

    def set_color_scheme(self, scheme) -> None:
        """Emulates `prefers-color-scheme: SCHEME` for the pages loaded next; None ends the emulation."""
        features = [] if scheme is None else [{"name": "prefers-color-scheme", "value": scheme}]
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Site:
    """The example site, Content/ of this repository, built the way a user builds it."""
    output = tmp_path_factory.mktemp("example") / "_site"
    result = build(REPO, output)
    assert result.returncode == 0, f"sizeboard build failed ({result.returncode}):\n{result.stdout}{result.stderr}"
    return Site(output)


@pytest.fixture(scope="session")
def browser():
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1600", "--hide-scrollbars"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    driver.set_script_timeout(30)
    yield Browser(driver)
    driver.quit()

