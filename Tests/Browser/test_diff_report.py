"""The report of `sizeboard diff` in a real browser: two small sites with known changes, built and
compared by the `sizeboard` executable, the report opened from a file:// URL in headless Chromium."""

import json
import os
import subprocess
import textwrap

import pytest
from selenium.webdriver.common.by import By

from conftest import SIZEBOARD, build

SPLIT = """\
    # Mail

    The mailbox list beside the message.

    ```screen
    id: mail
    root:
      split:
        id: main
    {override}    primary:
          navigation:
            id: nav
            stack:
              - view: {{title: Mailboxes, id: list, content: list}}
        secondary:
          view: {{title: Message, id: detail}}
    ```
    """

POPOVER = """\
    # Sharing

    ```screen
    id: people
    root:
      navigation:
        stack:
          - view: {{title: Photos, content: grid, rows: 12, barItems: {{right: [people]}}}}
    present:
      from: photos
      controller:
        view: {{title: Important People, content: list, rows: 5, preferredSize: [320, 400]}}
      style: popover
      source: people
      adaptive: {adaptive}
    ```
    """


def write_site(folder, override, adaptive, words):
    (folder / "Content").mkdir(parents=True)
    (folder / "sizeboard.yml").write_text("environments: [iphone-16-portrait, iphone-16-landscape, ipad-pro-11-landscape]\n")
    (folder / "Content" / "mail.md").write_text(textwrap.dedent(SPLIT).format(override=override))
    (folder / "Content" / "sharing.md").write_text(textwrap.dedent(POPOVER).format(adaptive=adaptive))
    (folder / "Content" / "about.md").write_text(f"# About\n\n{words}\n")


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    root = tmp_path_factory.mktemp("diff")
    write_site(root / "base", "", "automatic", "First words.")
    write_site(root / "head", "    overrideTraits: {horizontal: regular, when: {minWidth: 800}}\n", "fullScreen", "Other words.")
    for side in ("base", "head"):
        result = build(root / side, root / f"{side}-site")
        assert result.returncode == 0, result.stderr
    result = subprocess.run(
        [str(SIZEBOARD), "diff", "base-site", "head-site", "--output", "report", "--json", "diff.json"],
        cwd=root, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return root


def visible_sides(browser, section):
    return [side.get_attribute("class") for side in section.find_elements(By.CSS_SELECTOR, ".side") if side.is_displayed()]


def test_the_report_shows_each_change_once_with_both_sides_loaded(browser, report):
    changes = json.loads((report / "diff.json").read_text())["changes"]
    assert browser.open((report / "report" / "index.html").as_uri()) == []
    resources = browser.driver.execute_script("return performance.getEntriesByType('resource').map((entry) => entry.name)")
    assert [resource for resource in resources if not resource.startswith("file://")] == []
    sections = browser.driver.find_elements(By.CSS_SELECTOR, "section.change")
    assert [(s.get_attribute("data-page"), s.get_attribute("data-screen"), s.get_attribute("data-environment")) for s in sections] == [
        (change["page"], change["screen"], change["environment"]) for change in changes
    ]
    images = browser.images(".compare img")
    assert images and all(image["width"] > 0 for image in images), images
    split = browser.driver.find_element(By.ID, "change-content-mail-md-mail-iphone-16-landscape")
    assert "split main: collapsed -> expanded in iphone-16-landscape" in split.text
    before, after = split.find_elements(By.CSS_SELECTOR, ".side")
    assert before.location["x"] < after.location["x"] and before.location["y"] == after.location["y"]
    prose = browser.driver.find_element(By.ID, "change-content-about-md-page")
    assert "prose changed, no screen changed" in prose.text
    summary = browser.driver.find_element(By.CSS_SELECTOR, ".summary").text
    assert "4 changed" in summary and "3 unchanged" in summary
    if os.environ.get("SIZEBOARD_SCREENSHOT"):
        browser.driver.execute_script("window.scrollTo(0, 0)")
        browser.driver.save_screenshot(os.environ["SIZEBOARD_SCREENSHOT"])


def test_overlay_mode_flips_between_before_and_after(browser, report):
    assert browser.open((report / "report" / "index.html").as_uri()) == []
    split = browser.driver.find_element(By.ID, "change-content-mail-md-mail-iphone-16-landscape")
    assert visible_sides(browser, split) == ["side side-before", "side side-after"]
    browser.driver.find_element(By.CSS_SELECTOR, 'input[value="overlay"]').click()
    assert visible_sides(browser, split) == ["side side-after"]
    compare = split.find_element(By.CSS_SELECTOR, ".compare")
    compare.click()
    assert visible_sides(browser, split) == ["side side-before"]
    before, after = split.find_elements(By.CSS_SELECTOR, ".side")
    assert before.location == after.location
    browser.driver.find_element(By.TAG_NAME, "body").send_keys("f")
    assert visible_sides(browser, split) == ["side side-after"]
    browser.driver.find_element(By.CSS_SELECTOR, 'input[value="side-by-side"]').click()
    assert visible_sides(browser, split) == ["side side-before", "side side-after"]
