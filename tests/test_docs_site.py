"""The reference site (docs/): Sphinx builds it with warnings as errors, it documents every
public name, its internal links resolve, and in a headless browser every page loads without a
console error and the search page finds ``register``.

The browser check needs Debian's ``chromium`` and ``chromium-driver`` and selenium (``.ci/run``
installs the browser); without them it is skipped, saying which is missing.
"""

import functools
import html
import html.parser
import importlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

import metrics
from reports.atlas import merged

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("metrics", "axioms", "reports")
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site built from this checkout's docs/ with ``-W --keep-going`` (warnings fail the build)."""
    out = tmp_path_factory.mktemp("site")
    build = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", "-d", str(out / ".doctrees"),
         str(ROOT / "docs"), str(out / "html")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert build.returncode == 0, f"sphinx-build -W failed:\n{build.stderr[-6000:]}"
    return out / "html"


class Anchors(html.parser.HTMLParser):
    """The ids (anchors) of an HTML page and the local targets of its ``href``/``src`` links."""

    def __init__(self):
        super().__init__()
        self.ids, self.links, self.resources = set(), [], []  # resources: what a page loads (scripts, styles, images)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.ids.update(value for key, value in attrs.items() if key in ("id", "name") and value)
        self.links += [attrs[key] for key in ("href", "src") if attrs.get(key)]
        self.resources += [attrs[key] for key in ("src", "href") if attrs.get(key) and (key == "src" or tag == "link")]


def parsed(page):
    parser = Anchors()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def test_every_public_name_has_an_entry_on_its_package_page(site):
    for package in PACKAGES:
        ids = parsed(site / "api" / f"{package}.html").ids
        missing = [name for name in importlib.import_module(package).__all__ if f"{package}.{name}" not in ids]
        assert not missing, (f"api/{package}.html documents no {missing} "
                             f"(the public-api directive lists {package}.__all__)")


def test_a_public_name_without_documentation_is_found_undocumented(monkeypatch):
    """The public-api directive's test of documentation (a warning, so an error of the -W build)."""
    monkeypatch.syspath_prepend(str(ROOT / "docs" / "_ext"))
    from public_api import entry

    monkeypatch.setattr(metrics, "SILENT", (1, 2), raising=False)
    monkeypatch.setattr(metrics, "silent", lambda m: m, raising=False)
    assert entry(metrics, "__version__", ["metrics"])[1] and entry(metrics, "register", ["metrics"])[1]
    assert not entry(metrics, "SILENT", ["metrics"])[1] and not entry(metrics, "silent", ["metrics"])[1]


class FieldTerms(html.parser.HTMLParser):
    """The entries of a page's numpydoc field lists (Parameters, Returns, Raises...) as (name in bold, whole term)."""

    def __init__(self):
        super().__init__()
        self.terms, self.depth, self.term, self.name, self.in_name = [], 0, None, "", False

    def handle_starttag(self, tag, attrs):
        self.depth += tag == "dl" and (self.depth > 0 or "field-list" in (dict(attrs).get("class") or ""))
        if tag == "dt" and self.depth > 1:
            self.term, self.name = "", ""
        self.in_name = self.in_name or (tag == "strong" and self.term is not None)

    def handle_endtag(self, tag):
        self.in_name = self.in_name and tag != "strong"
        if tag == "dt" and self.term is not None:
            self.terms.append((self.name, " ".join(self.term.split())))
            self.term = None
        self.depth -= tag == "dl" and self.depth > 0

    def handle_data(self, data):
        if self.term is not None:
            self.term += f" {data}"
            self.name += data if self.in_name else ""


def test_no_docstring_prose_is_read_as_a_parameter_or_a_return_type(site):
    """A paragraph left inside a Parameters or Returns section renders as a list of bogus entries."""
    names, prose = re.compile(r"\*{0,2}\w+(, \*{0,2}\w+)*"), []
    for package in PACKAGES:
        parser = FieldTerms()
        parser.feed((site / "api" / f"{package}.html").read_text(encoding="utf-8"))
        assert any(name for name, _ in parser.terms), f"api/{package}.html shows no parameter"
        prose += [f"{package}: {term!r}" for name, term in parser.terms if (name and not names.fullmatch(name))
                  or (not name and len(term.split()) > 8)]
    assert not prose, f"docstring prose read as entries (move it under Notes, or indent it as a description): {prose}"


def test_the_guide_is_the_readme(site):
    page = re.sub(r"<[^>]+>", "", (site / "guide.html").read_text(encoding="utf-8"))  # the page's text, tags dropped
    guide = html.unescape(page).replace("\u2019", "'")  # Sphinx's smart quotes
    headings = [line[3:].strip().replace("`", "")
                for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
                if line.startswith("## ")]  # a `code` span reads as its text on the page
    missing = [heading for heading in headings if heading not in guide]
    assert len(headings) > 5 and not missing, f"the guide page lacks README sections {missing}"
    pages = sorted((ROOT / "docs" / "guide").glob("*.md"))
    absent = [p.name for p in pages if not (site / "guide" / f"{p.stem}.html").is_file()]
    assert len(pages) >= 10 and not absent, f"guide pages not on the site: {absent}"


def broken_links(site):
    """Every local ``href``/``src`` of the site's pages whose file or anchor does not exist, and every script,
    style or image loaded from another host (the site must work offline)."""
    anchors = {page: parsed(page) for page in sorted(site.rglob("*.html"))}
    broken = []
    for page, parser in anchors.items():
        for link in parser.links:
            parts = urlsplit(link)
            if parts.scheme or link.startswith("//"):
                broken += [f"{page.relative_to(site)} loads {link} (not offline)"] if link in parser.resources else []
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if not target.is_file():
                broken.append(f"{page.relative_to(site)} -> {link} (no file)")
            elif parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in anchors[target].ids:
                broken.append(f"{page.relative_to(site)} -> {link} (no anchor)")
    return broken


def test_internal_links_resolve(site):
    assert len(list(site.rglob("*.html"))) >= 8, "the site lost pages (index, guide, three API pages, search, indices)"
    broken = broken_links(site)
    assert not broken, f"{len(broken)} broken internal links: {broken[:20]}"


def test_the_link_check_notices_a_missing_anchor_a_missing_file_and_a_cdn(tmp_path):
    (tmp_path / "a.html").write_text(
        '<script src="https://cdn.example/m.js"></script><p id="here"><a href="a.html#here">ok</a> '
        '<a href="#gone">x</a> <a href="b.html">y</a> <a href="https://x.org/">z</a></p>'
    )
    assert broken_links(tmp_path) == ["a.html loads https://cdn.example/m.js (not offline)",
                                      "a.html -> #gone (no anchor)", "a.html -> b.html (no file)"]


def browser_missing():
    """Why the browser check cannot run here, or "" when it can."""
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not shutil.which(path)]
    if importlib.util.find_spec("selenium") is None:
        missing.append("the selenium package")
    return (f"no {', '.join(missing)} (apt-get install chromium chromium-driver; .ci/run installs them)"
            if missing else "")


@pytest.fixture(scope="module")
def served(site):
    """The site on a local HTTP server (in a thread), as its base URL."""
    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """Headless Debian chromium through chromedriver, with a fresh profile and no network services."""
    reason = browser_missing()
    if reason:
        pytest.skip(f"browser check skipped: {reason}")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--user-data-dir={tmp_path_factory.mktemp('chromium')}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def test_every_page_loads_without_console_errors(site, served, browser):
    from selenium.webdriver.support.ui import WebDriverWait

    errors = {}
    for page in sorted(site.rglob("*.html")):
        browser.get(served + page.relative_to(site).as_posix())
        WebDriverWait(browser, 30).until(
            lambda driver: driver.execute_script("return document.readyState") == "complete")
        # MathJax, served by the site itself, typesets the formulas
        if 'class="math' in page.read_text(encoding="utf-8"):
            typeset = browser.execute_async_script(
                "const done = arguments[0]; MathJax.startup.promise.then("
                "() => done(document.querySelectorAll('mjx-container').length), () => done(0))")
            assert typeset > 0, f"{page.name}: MathJax typeset no formula"
        logged = [entry["message"] for entry in browser.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
        if logged:
            errors[page.relative_to(site).as_posix()] = logged
    assert not errors, f"console errors: {errors}"


def test_the_search_page_finds_register(served, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(served + "search.html?q=register")
    results = WebDriverWait(browser, 30).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, "#search-results ul.search li a"))
    titles = [result.text for result in results]
    assert "metrics.register" in titles, f"searching 'register' found {titles}"
    assert not [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


def _atlas_rows(browser):
    from selenium.webdriver.common.by import By

    rows = browser.find_elements(By.CSS_SELECTOR, "table.atlas-table tbody tr")
    return [(row.find_element(By.CSS_SELECTOR, "td").text, row) for row in rows if row.is_displayed()]


def test_the_atlas_table_sorts_filters_and_links_a_cell_to_its_counterexample(site, served, browser):
    """The atlas page in a browser: a header click sorts (holds first), the name box and the "require" list
    filter, and a ✗ cell opens the metric's page at that property, where its counterexample is shown."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    spec = importlib.util.spec_from_file_location("generated_pages", ROOT / "docs" / "_ext" / "generated_pages.py")
    generated = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generated)
    report = merged([json.loads((ROOT / "docs" / path).read_text(encoding="utf-8"))
                     for path in generated.ATLAS_REPORTS])
    props = report["settings"]["properties"]
    column = props.index("PIV") + 2  # nth-child: the metric's column comes first
    browser.get(served + "atlas/index.html")
    assert len(_atlas_rows(browser)) == len(report["metrics"])
    browser.find_element(By.CSS_SELECTOR, f"table.atlas-table thead th:nth-child({column})").click()
    marks = [row.find_element(By.CSS_SELECTOR, f"td:nth-child({column})").text for _, row in _atlas_rows(browser)]
    holding = [name for name, cells in report["metrics"].items() if cells["PIV"]["verdict"] == "holds"]
    assert all(mark.startswith("✓") for mark in marks[:len(holding)]) and not marks[len(holding)].startswith("✓"), marks

    browser.find_element(By.ID, "atlas-filter").send_keys("macro_")
    assert {name for name, _ in _atlas_rows(browser)} == {name for name in report["metrics"] if "macro_" in name}
    Select(browser.find_element(By.ID, "atlas-require")).select_by_visible_text("PIV holds")
    assert sorted(name for name, _ in _atlas_rows(browser)) == sorted(name for name in holding if "macro_" in name)

    browser.get(served + "atlas/index.html")
    failing = next(name for name, cells in report["metrics"].items() if cells["PIV"]["verdict"] == "fails"
                   and cells["PIV"]["counterexample"])
    browser.find_element(By.CSS_SELECTOR, f'a[href="metric/{failing}.html#PIV"]').click()
    assert browser.current_url.endswith(f"atlas/metric/{failing}.html#PIV")
    section = browser.execute_script(
        "const a = document.getElementById('PIV'); return a.closest('section').nextElementSibling.innerText")
    assert f"before: {failing} = " in section and f"after: {failing} = " in section, section[:500]
    assert not [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


def test_the_api_pages_are_built_without_pytest(monkeypatch):
    """`pip install ".[docs]"` has no pytest: reading the ``#:`` comments must not import reports.pytest_plugin."""
    monkeypatch.syspath_prepend(str(ROOT / "docs" / "_ext"))
    from public_api import attribute_doc

    monkeypatch.delitem(sys.modules, "reports.pytest_plugin", raising=False)
    monkeypatch.setitem(sys.modules, "pytest", None)  # "import pytest" now raises ImportError
    assert attribute_doc("FORMATS", ["metrics", "axioms", "reports"])  # reports' modules walked, the plugin among them
    assert "reports.pytest_plugin" not in sys.modules


def test_the_reference_pages_list_every_command_option_and_every_property(site):
    """Generated from the parser and the registry: an option or a property added in code appears by itself."""
    import axioms
    from reports.cli_args import build_parser

    commands = re.sub(r"<[^>]+>", "", (site / "reference" / "commands.html").read_text(encoding="utf-8"))
    parser = build_parser()
    subparsers = next(action for action in parser._actions if action.__class__.__name__ == "_SubParsersAction").choices
    missing = [f"{name} {option}" for name, sub in subparsers.items() for action in sub._actions
               for option in action.option_strings
               if option not in commands]
    assert len(subparsers) >= 10 and not missing, f"options not on the commands page: {missing}"
    properties = html.unescape(re.sub(r"<[^>]+>", "",
                                      (site / "reference" / "properties.html").read_text(encoding="utf-8")))
    assert [pid for pid in axioms.PROPERTIES if f"\n{pid}\n" not in properties] == []


def test_the_benchmark_page_shows_every_figure_the_scripts_wrote(site):
    page = html.unescape(re.sub(r"<[^>]+>", "", (site / "reference" / "benchmarks.html").read_text(encoding="utf-8")))
    runs = [json.loads(path.read_text(encoding="utf-8"))
            for path in sorted((ROOT / "benchmarks" / "results").glob("*.json"))]
    assert runs, "no benchmarks/results/*.json: the page would be empty"
    for run in runs:
        assert run["script"] in page and run["measured"] in page
        assert all(f"{figure['value']} {figure['unit']}".strip() in page for figure in run["figures"]), run["script"]


def test_the_generated_folders_touch_only_the_files_the_build_wrote(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "docs" / "_ext"))
    from generated_pages import _sync
    from sphinx.errors import ExtensionError

    folder = tmp_path / "reference"
    folder.mkdir()
    (folder / "notes.md").write_text("mine")
    _sync(folder, {"a.md": "A", "b.md": "B"})
    _sync(folder, {"a.md": "A2"})  # b.md is no longer generated: removed; notes.md was never written: kept
    assert (sorted(p.name for p in folder.iterdir()) == [".generated.json", "a.md", "notes.md"]
            and (folder / "a.md").read_text() == "A2")
    with pytest.raises(ExtensionError, match="notes.md"):
        _sync(folder, {"a.md": "A2", "notes.md": "generated"})
    assert (folder / "notes.md").read_text() == "mine"
