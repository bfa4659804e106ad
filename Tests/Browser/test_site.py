"""The generated site in a real browser: the example site (Content/) and a small broken site, built
by the `sizeboard` executable and opened from file:// URLs in headless Chromium."""

import json
import shutil
import textwrap

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import Site, build, file_path


def index_pages(browser, site: Site) -> list:
    """The URLs of the pages the index links to, in its order."""
    assert browser.open(site.url("index.html")) == [], "index.html logged console errors"
    links = browser.driver.find_elements(By.CSS_SELECTOR, ".page-entry h2 a")
    return [link.get_attribute("href") for link in links]


def test_the_index_links_every_page(browser, site):
    linked = sorted(str(file_path(url).relative_to(site.root)) for url in index_pages(browser, site))
    assert linked, "the index lists no page"
    assert linked == site.page_files()


def test_every_page_loads_without_console_errors_or_external_resources(browser, site):
    problems = []
    for url in [site.url("index.html")] + index_pages(browser, site):
        for entry in browser.open(url):
            problems.append(f"{url}: console: {entry['message']}")
        resources = browser.driver.execute_script(
            "return performance.getEntriesByType('resource').map((entry) => entry.name)"
        )
        problems += [f"{url}: loads {resource}" for resource in resources if not resource.startswith("file://")]
        if browser.driver.find_elements(By.CSS_SELECTOR, "link[rel=stylesheet]") == []:
            problems.append(f"{url}: no stylesheet")
    assert problems == []


def test_every_figure_and_thumbnail_image_loads(browser, site):
    problems = []
    count = 0
    for url in [site.url("index.html")] + index_pages(browser, site):
        browser.open(url)
        images = browser.images("figure img, .thumbnails img")
        count += len(images)
        problems += [f"{url}: {image['src'] or 'an image without src'} did not load" for image in images
                     if image["width"] == 0 or image["height"] == 0]
    assert count > 0, "the site shows no image"
    assert problems == []


def test_the_site_works_moved_below_a_folder_whose_name_needs_escaping(browser, site, tmp_path):
    moved = Site(tmp_path / "a base #1" / "ü site")
    shutil.copytree(site.root, moved.root)
    problems = []
    for url in [moved.url("index.html")] + index_pages(browser, moved):
        problems += [f"{url}: console: {entry['message']}" for entry in browser.open(url)]
        problems += [f"{url}: {image['src']} did not load" for image in browser.images("figure img, .thumbnails img")
                     if image["width"] == 0]
        stylesheet = browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        if stylesheet == "rgba(0, 0, 0, 0)":
            problems.append(f"{url}: the stylesheet did not apply")
    assert problems == []


def test_every_link_points_at_an_existing_file_and_variants_at_svgs(browser, site):
    problems = []
    variants = 0
    for url in [site.url("index.html")] + index_pages(browser, site):
        browser.open(url)
        for link in browser.driver.find_elements(By.CSS_SELECTOR, "a[href]"):
            href = link.get_attribute("href")
            if not href.startswith("file://"):
                continue
            if not file_path(href).is_file():
                problems.append(f"{url}: {link.get_attribute('outerHTML')[:120]} points at a missing file")
        for variant in browser.driver.find_elements(By.CSS_SELECTOR, "a.variant"):
            variants += 1
            target = file_path(variant.get_attribute("href"))
            if target.suffix != ".svg" or not target.is_file():
                problems.append(f"{url}: variant link to {target} is not an existing .svg")
    assert variants > 0, "the site has no variant"
    assert problems == []


def test_each_figure_shows_every_resolved_environment_with_its_size_classes(browser, site):
    figures = 0
    for page in site.resolution()["pages"]:
        screens = [screen for screen in page["screens"] if screen["results"]]
        if not screens:
            continue
        slug = page["path"].removeprefix("Content/").removesuffix(".md")
        browser.open(site.url(f"{slug}/index.html"))
        for screen in screens:
            figures += 1
            figure = browser.driver.find_element(By.ID, f"screen-{screen['id']}")
            cards = figure.find_elements(By.CSS_SELECTOR, ".variants .variant")
            expected = [result["environment"] for result in screen["results"]]
            assert [card.get_attribute("data-environment") for card in cards] == [env["id"] for env in expected]
            for card, environment in zip(cards, expected):
                text = card.text
                size = f"{environment['width']:g}×{environment['height']:g} pt"
                assert size in text, f"{environment['id']}: {text!r} lacks {size}"
                assert f"{environment['horizontal']} width" in text, text
                assert f"{environment['vertical']} height" in text, text
                for orientation in ("portrait", "landscape"):
                    if orientation in environment["id"]:
                        assert orientation in text, f"{environment['id']}: {text!r} lacks its orientation"
    assert figures > 0, "resolution.json lists no resolved screen"


def test_the_width_control_walks_one_device_family_at_a_time_in_order_of_width(browser, site):
    """Issue 10, defect 15: each family is one device (a phone turned, an iPad at one height with its
    multitasking widths), its stops are distinct widths in order, and a label says which family."""
    simulators = 0
    width_flips = []
    for url in index_pages(browser, site):
        browser.open(url)
        for simulator in browser.driver.find_elements(By.CSS_SELECTOR, ".simulator"):
            families = [family for family in
                        json.loads(simulator.find_element(By.CSS_SELECTOR, ".simulator-data").get_attribute("textContent"))
                        if len(family["steps"]) > 1]
            assert families, f"{url}: a simulator with nothing to resize"
            simulators += 1
            assert simulator.is_displayed(), f"{url}: a simulator stays hidden"
            control = simulator.find_element(By.CSS_SELECTOR, "input[type=range]")
            readout = simulator.find_element(By.CSS_SELECTOR, ".simulator-readout")
            flip = simulator.find_element(By.CSS_SELECTOR, ".simulator-flip")
            view = simulator.find_element(By.CSS_SELECTOR, ".simulator-view")
            select = simulator.find_element(By.CSS_SELECTOR, ".simulator-family select")
            label = simulator.find_element(By.CSS_SELECTOR, ".simulator-family-label")
            figure = simulator.find_element(By.XPATH, "ancestor::figure[1]")
            browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", control)
            for family_index, family in enumerate(families):
                steps = family["steps"]
                devices = {step["label"].split(",")[0] for step in steps}
                assert len(devices) == 1, f"{url}: one family mixes devices {devices}"
                widths = [step["width"] for step in steps]
                assert widths == sorted(set(widths)), f"{url}: {family['label']} has stops out of order or twice: {widths}"
                if steps[0]["id"].startswith("ipad"):
                    assert len({step["height"] for step in steps}) == 1, f"{url}: {family['label']} mixes heights"
                if len(families) > 1:
                    assert select.is_displayed()
                    browser.driver.execute_script(
                        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change'))",
                        select, str(family_index))
                    assert family["label"] in select.find_elements(By.TAG_NAME, "option")[family_index].text
                else:
                    assert label.text == family["label"]
                assert simulator.get_attribute("data-family") == family["id"]
                stops = simulator.find_elements(By.CSS_SELECTOR, ".simulator-stop")
                assert len(stops) == len(steps)
                control.send_keys(Keys.HOME)
                for index, step in enumerate(steps):
                    if index > 0:
                        control.send_keys(Keys.ARROW_RIGHT)
                    assert control.get_attribute("value") == str(index)
                    assert simulator.get_attribute("data-environment") == step["id"]
                    assert simulator.get_attribute("data-horizontal") == step["horizontal"]
                    assert view.get_attribute("src").endswith("/" + step["svg"])
                    assert browser.driver.execute_script(
                        "const image = arguments[0]; return image.decode().then(() => image.naturalWidth)", view
                    ) > 0, f"{url}: {step['svg']} did not load in the simulator"
                    assert f"{step['width']:g} pt" in readout.text
                    assert f"{step['horizontal']} width" in readout.text and f"{step['vertical']} height" in readout.text
                    current = figure.find_elements(By.CSS_SELECTOR, ".variants .variant.current")
                    assert [card.get_attribute("data-environment") for card in current] == [step["id"]]
                    previous = steps[index - 1] if index > 0 else step
                    if previous["horizontal"] != step["horizontal"]:
                        width_flips.append((previous["horizontal"], step["horizontal"]))
                        assert flip.is_displayed(), f"{url}: no flip shown at {step['id']}"
                        assert f"Width size class flips: {previous['horizontal']} → {step['horizontal']}" in flip.text
                    if previous["vertical"] != step["vertical"]:
                        assert f"Height size class flips: {previous['vertical']} → {step['vertical']}" in flip.text
                    if previous["horizontal"] == step["horizontal"] and previous["vertical"] == step["vertical"]:
                        assert not flip.is_displayed(), f"{url}: a flip is shown at {step['id']} where none happens"
    assert simulators > 0, "the site has no simulator"
    assert ("compact", "regular") in width_flips, "no simulator flips from compact to regular width"


@pytest.mark.parametrize("width", [320, 390, 768, 1024, 1440, 2200])
def test_the_index_and_pages_never_scroll_sideways(browser, site, width):
    """Issue 10, defect 16: the index fits the window at any width (entries and thumbnails wrap),
    and so do the pages with their navigation, long inline code in prose included."""
    browser.driver.set_window_size(width, 900)
    try:
        for url in [site.url("index.html")] + index_pages(browser, site):
            browser.open(url)
            overflow = browser.driver.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, f"{url} scrolls sideways by {overflow} px at {width} px"
    finally:
        browser.driver.set_window_size(1280, 1000)


def test_pages_link_their_section_and_neighbours_in_reading_order(browser, site):
    """Issue 16, item 8: a section navigation and previous/next, from `order` and folders."""
    pages = index_pages(browser, site)
    for position, url in enumerate(pages):
        browser.open(url)
        previous = browser.driver.find_elements(By.CSS_SELECTOR, ".page-turns .page-previous")
        following = browser.driver.find_elements(By.CSS_SELECTOR, ".page-turns .page-next")
        assert [link.get_attribute("href") for link in previous] == pages[position - 1:position] if position > 0 else previous == []
        assert [link.get_attribute("href") for link in following] == pages[position + 1:position + 2]
        current = browser.driver.find_elements(By.CSS_SELECTOR, ".section-navigation [aria-current=page]")
        assert [link.get_attribute("href") for link in current] in ([url], []), f"{url}: marks another page as current"
        assert browser.driver.find_elements(By.CSS_SELECTOR, ".section-navigation .section-current"), f"{url}: no current section"


@pytest.mark.parametrize("scheme, dark", [("light", False), ("dark", True)])
def test_text_stays_readable_in_light_and_dark_mode(browser, site, scheme, dark):
    browser.set_color_scheme(scheme)
    try:
        pages = index_pages(browser, site)
        problems = []
        for url in [site.url("index.html")] + pages:
            assert browser.open(url) == [], f"{url} logged console errors in {scheme} mode"
            assert browser.driver.execute_script(
                "return matchMedia('(prefers-color-scheme: dark)').matches") == dark
            problems += [f"{url} ({scheme}): {sample}" for sample in browser.driver.execute_script(READABILITY)]
        assert problems == []
    finally:
        browser.set_color_scheme(None)


# Contrast of each text element of the theme against the background it is painted on, by WCAG's
# formula; returns the elements under 4.5:1 (and the page background when it does not follow the
# scheme: dark backgrounds in dark mode, light ones in light mode).
READABILITY = """
function rgb(color) { return color.match(/[\\d.]+/g).map(Number); }
function luminance(color) {
  const [r, g, b] = rgb(color).slice(0, 3).map((v) => v / 255)
    .map((v) => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function background(node) {
  for (; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (rgb(color)[3] !== 0) { return color; }
  }
  return "rgb(255, 255, 255)";
}
const problems = [];
const dark = matchMedia("(prefers-color-scheme: dark)").matches;
const page = luminance(background(document.body));
if (dark ? page > 0.2 : page < 0.5) { problems.push("page background " + background(document.body)); }
const selectors = "h1, h2, p, li, a, code, .variant-label, .variant-detail, .size-class, .simulator-readout span, "
  + ".simulator-flip, .simulator-stop button, .diagnostic, .adaptation-caption, .screen-title, .site-footer";
for (const node of document.querySelectorAll(selectors)) {
  if (!node.getClientRects().length || !node.textContent.trim()) { continue; }
  const a = luminance(getComputedStyle(node).color), b = luminance(background(node));
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (ratio < 4.5) { problems.push((node.className || node.tagName) + " " + ratio.toFixed(2) + ":1"); }
}
return problems;
"""


BROKEN_PAGE = textwrap.dedent("""\
    ---
    title: Broken
    ---
    # Broken

    A screen that resolves:

    ```screen
    id: fine
    root:
      view: {title: Fine, content: list}
    ```

    A screen with a typo in a controller kind:

    ```screen
    id: typo
    root:
      navigatoin:
        stack:
          - view: Inbox
    ```
    """)


def test_a_broken_screen_shows_its_diagnostic_in_place(browser, tmp_path):
    (tmp_path / "Content").mkdir()
    (tmp_path / "Content" / "broken.md").write_text(BROKEN_PAGE)
    result = build(tmp_path, tmp_path / "_site")
    assert result.returncode == 1, f"{result.stdout}{result.stderr}"
    site = Site(tmp_path / "_site")
    assert browser.open(site.url("broken/index.html")) == []
    failed = browser.driver.find_elements(By.CSS_SELECTOR, "figure.screen-failed")
    assert len(failed) == 1
    diagnostic = failed[0].find_element(By.CSS_SELECTOR, ".diagnostics .diagnostic-error")
    assert diagnostic.is_displayed()
    assert "Content/broken.md:19:3:" in diagnostic.text and "navigatoin" in diagnostic.text
    assert "navigatoin:" in failed[0].find_element(By.CSS_SELECTOR, ".screen-source").text
    fine = browser.driver.find_element(By.ID, "screen-fine")
    assert len(fine.find_elements(By.CSS_SELECTOR, ".variants .variant")) > 0
    assert all(image["width"] > 0 for image in browser.images("#screen-fine .variants img"))


def collapses(node) -> set:
    """The ids of the splits collapsed in a resolve-contract NODE and its children."""
    found = {node["id"]} if node.get("collapsed") else set()
    for child in node["children"]:
        found |= collapses(child)
    return found


def test_each_adaptation_the_engine_reports_is_a_regular_and_compact_pair(browser, site):
    """Every split that collapses in some environments of a screen and not in others, and every
    presentation that adapts in some and not in others, has a pair: regular width beside compact."""
    pairs = 0
    for page in site.resolution()["pages"]:
        slug = page["path"].removeprefix("Content/").removesuffix(".md")
        for screen in page["screens"]:
            per_result = [
                collapses(result["root"]).union(*(collapses(p["root"]) for p in result["presentations"]))
                | {p["presented"] for p in result["presentations"] if p["adapted"]}
                for result in screen["results"]
            ]
            changing = set().union(*per_result) - set.intersection(*per_result) if per_result else set()
            if not changing:
                continue
            browser.open(site.url(f"{slug}/index.html"))
            figure = browser.driver.find_element(By.ID, f"screen-{screen['id']}")
            adaptations = figure.find_elements(By.CSS_SELECTOR, ".adaptations .adaptation")
            captions = [adaptation.find_element(By.CSS_SELECTOR, ".adaptation-caption").text for adaptation in adaptations]
            for subject in sorted(changing):
                matching = [adaptation for adaptation, caption in zip(adaptations, captions)
                            if caption.startswith(f"{subject}: ")]
                assert len(matching) == 1, f"{slug}#{screen['id']}: no single pair for {subject} in {captions}"
                sides = matching[0].find_elements(By.CSS_SELECTOR, ".pair-variant")
                assert [side.get_attribute("data-horizontal") for side in sides] == ["regular", "compact"], \
                    f"{slug}#{screen['id']}: {subject} is not shown regular beside compact"
                states = [side.find_element(By.CSS_SELECTOR, ".variant-state").text for side in sides]
                assert all(states) and states[0] != states[1], f"{slug}#{screen['id']}: {subject} sides do not say their states"
                assert states[0] in captions[adaptations.index(matching[0])] and states[1] in captions[adaptations.index(matching[0])]
                pairs += 1
    assert pairs > 0, "the example site shows no adaptation (a split that collapses, a presentation that adapts)"


POPOVER_PAGE = textwrap.dedent("""\
    ---
    title: Popover
    ---
    # Popover

    ```screen
    id: share
    root:
      navigation:
        stack:
          - view: {title: Photo, content: image}
    present:
      controller:
        view: {title: Share, content: list}
      style: popover
    ```
    """)


def test_a_resolution_error_shows_in_place_above_the_variants(browser, tmp_path):
    (tmp_path / "Content").mkdir()
    (tmp_path / "Content" / "popover.md").write_text(POPOVER_PAGE)
    result = build(tmp_path, tmp_path / "_site")
    assert result.returncode == 1, f"{result.stdout}{result.stderr}"
    assert "[popover-without-source]" in result.stderr
    site = Site(tmp_path / "_site")
    assert browser.open(site.url("popover/index.html")) == []
    figure = browser.driver.find_element(By.ID, "screen-share")
    diagnostic = figure.find_element(By.CSS_SELECTOR, ".diagnostics .diagnostic-error")
    assert diagnostic.is_displayed() and "[popover-without-source]" in diagnostic.text
    assert "Content/popover.md:" in diagnostic.text
    assert len(figure.find_elements(By.CSS_SELECTOR, ".variants .variant")) == 4
