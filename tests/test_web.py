"""castable web (issue 15): the JSON endpoint with Starlette's TestClient, and the page itself
driven in a real headless Chromium (Debian's ``chromium``, through Playwright; never a
downloaded browser). Without the browser the browser tests skip, except under CI (``CI=true``),
where they fail."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import threading
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest
from castable.model.database import CardDatabase
from castable.solver import cli
from castable.solver.serve import Server
from castable.solver.web.app import create_app, matching_names
from starlette.testclient import TestClient

BOLT_BOARD = {"players": [{"name": "me", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                          {"name": "opp", "battlefield": ["Grizzly Bears"]}]}


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app())


# ----- the endpoint ------------------------------------------------------------------------------
def test_serve_endpoint_answers_what_serve_answers(client: TestClient) -> None:
    for req in ({"id": 7, "command": "can-cast", "state": BOLT_BOARD, "card": "Lightning Bolt"},
                {"command": "options", "state": BOLT_BOARD, "card": "Lightning Bolt"},
                {"command": "mana", "state": BOLT_BOARD, "player": "me"},
                {"command": "can-cast", "state": BOLT_BOARD, "card": "Lightning Bolt", "plyer": "me"}):
        line = json.dumps(req)
        got = client.post("/api/serve", content=line).json()
        assert got == json.loads(json.dumps(Server().handle_line(line)))
    answer = client.post("/api/serve", content=json.dumps({"command": "options", "state": BOLT_BOARD,
                                                           "card": "Lightning Bolt"})).json()
    assert answer["ok"] and answer["result"]["count"] == 3


def test_serve_endpoint_errors(client: TestClient) -> None:
    bad = client.post("/api/serve", content="{oops").json()
    assert bad == {"id": None, "ok": False, "error": {"code": 2, "message": bad["error"]["message"]}}
    assert bad["error"]["message"].startswith("malformed JSON")
    assert client.post("/api/serve", content=b"\xff").json()["error"]["code"] == 2
    dup = client.post("/api/serve", content='{"command": "mana", "command": "mana", "state": {}}').json()
    assert dup["error"]["code"] == 2 and dup["error"]["message"].startswith("command: duplicate key")
    assert client.get("/api/serve").status_code == 405


def test_names_built_in_and_cards_file(tmp_path: Any) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"name": "Zap Boltling", "mana_cost": "{R}", "type_line": "Instant",
                                 "oracle_text": "Zap Boltling deals 1 damage to any target."}]))
    app = create_app(CardDatabase.builtin().with_file(path))
    names = TestClient(app).get("/api/names", params={"q": "bolt"}).json()["names"]
    assert "Lightning Bolt" in names and "Zap Boltling" in names
    assert matching_names(["Bolt Bend", "Lightning Bolt", "Zap"], "BOLT") == ["Bolt Bend", "Lightning Bolt"]
    assert matching_names(["Bolt"], " ") == []


def test_card_reading(client: TestClient) -> None:
    bolt = client.post("/api/card", json={"name": "Lightning Bolt"}).json()
    assert bolt["ok"] and bolt["exit"] == 0 and bolt["result"]["understood"]
    assert bolt["result"]["lines"][0].startswith("Lightning Bolt {R}")
    pyro = client.post("/api/card", json={"name": "Prodigal Pyromancer"}).json()["result"]
    assert pyro["abilities"] == ["{T}: Prodigal Pyromancer deals 1 damage to any target."]
    odd = {"name": "Odd Relic", "mana_cost": "{1}", "type_line": "Artifact",
           "oracle_text": "{T}: Add one mana of the color of your choice for each zebra you juggle."}
    read = client.post("/api/card", json={"name": "Odd Relic", "cards": [odd]}).json()
    assert read["exit"] == 4 and read["result"]["unsupported"] == odd["oracle_text"]
    missing = client.post("/api/card", json={"name": "No Such Card"}).json()
    assert missing["ok"] is False and missing["error"]["code"] == 2 and "No Such Card" in missing["error"]["message"]


def test_rules_and_assets_are_package_data(client: TestClient) -> None:
    rules = client.get("/api/rules").json()["rules"]
    shipped = resources.files("castable.solver.web").joinpath("rules").joinpath("601.txt").read_text(encoding="utf-8")
    assert f"601.2h {rules['601.2h']}" in shipped
    assert rules["601"] == "Casting Spells"
    page = client.get("/")
    assert page.status_code == 200 and 'lang="en"' in page.text
    for asset in ("app.js", "style.css"):
        text = client.get(f"/static/{asset}").text
        assert "://" not in text, f"{asset} loads something from outside"  # no CDN: works offline
    assert "://" not in re.sub(r"<footer>.*</footer>", "", page.text, flags=re.S)


def test_cli_web_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["web", "--port", "http"]) == 2
    assert "--port" in capsys.readouterr().err


# ----- the page in a real browser ------------------------------------------------------------------
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None)


def _need_browser() -> Any:
    why = None
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        why = "Playwright is not installed (pip install '.[test]')"
    if why is None and CHROMIUM is None:
        why = "Debian's chromium is not installed (apt-get install -y chromium)"
    if why is not None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the browser tests need a browser under CI: {why}")
        pytest.skip(f"browser tests skipped: {why}")
    return sync_playwright


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        threading.Event().wait(0.05)
    yield f"http://127.0.0.1:{sock.getsockname()[1]}/"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_playwright = _need_browser()
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield b
        b.close()


@pytest.fixture
def page(browser: Any, base_url: str) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(20_000)
    pg.goto(base_url)
    pg.wait_for_selector("body[data-ready=true]")
    yield pg
    context.close()


def _add(page: Any, who: str, zone: str, card: str) -> None:
    box = page.get_by_role("combobox", name=f"Add a card to {who}'s {zone}")
    box.fill(card)
    box.press("Enter")
    page.get_by_role("button", name=re.compile(rf"^Ask about {re.escape(card)} ")).first.wait_for()


def _bolt_board(page: Any) -> None:
    page.get_by_role("button", name="Empty board").click()
    _add(page, "me", "hand", "Lightning Bolt")
    _add(page, "me", "battlefield", "Mountain")
    _add(page, "opp", "battlefield", "Grizzly Bears")


def test_bolt_yes_with_three_targets(page: Any) -> None:
    _bolt_board(page)
    page.get_by_role("button", name="Ask about Lightning Bolt (me.hand.0)").click()
    answer = page.locator("#answer")
    answer.locator(".verdict-line").wait_for()
    assert answer.locator(".verdict-line").inner_text() == "Yes: it can be cast now."
    assert "tapping Mountain for {R}" in answer.locator(".plan").inner_text()
    answer.locator(".count").wait_for()
    assert answer.locator(".count").inner_text() == "3 distinct options."
    targets = answer.locator("[data-group=targets]")
    assert targets.locator("h5").inner_text() == "By targets: 3 choices"
    assert sorted(targets.locator(".key").all_inner_texts()) == ["Grizzly Bears", "me", "opp"]
    answer.locator(".mana p").wait_for()
    assert answer.locator(".mana p").inner_text() == "The most it can make: {R}."
    assert page.locator("#answer").get_attribute("aria-live") == "polite"
    assert "Lightning Bolt {R}" in answer.locator("pre.lines").inner_text()  # what the reader understood


def test_no_names_the_rule_with_its_text_on_hover_and_focus(page: Any) -> None:
    _bolt_board(page)
    page.get_by_title("tapped: Mountain").check()
    page.get_by_role("button", name="Ask about Lightning Bolt (me.hand.0)").click()
    answer = page.locator("#answer")
    answer.locator(".verdict-line").wait_for()
    assert answer.locator(".verdict-line").inner_text() == "No: it can't be cast now."
    rule = answer.locator("button.rule").first
    assert rule.inner_text() == "601.2h"
    tip = page.locator("#" + rule.get_attribute("aria-describedby"))
    assert not tip.is_visible()
    rule.hover()
    assert tip.is_visible() and tip.inner_text().startswith("601.2h The player pays the total cost")
    page.mouse.move(0, 0)
    assert not tip.is_visible()
    rule.focus()
    assert tip.is_visible()
    assert "{R}" in answer.locator(".reasons li .message").first.inner_text()


def test_import_edit_export_keeps_unknown_fields_and_the_url_shares_the_board(page: Any, browser: Any) -> None:
    state = {"format": "castable-state/1", "turn": {"active_player": "me", "phase": "main1", "priority": "me"},
             "players": [{"name": "me", "life": 17, "library": 40, "spells_cast_this_turn": 1, "granted": ["hexproof"],
                          "hand": ["Lightning Bolt"],
                          "battlefield": [{"card": "Mountain", "id": "m1", "chosen": {"color": "R"}},
                                          {"card": "Treasure", "token": True, "overrides": {"colors": []}}]},
                         {"name": "opp", "hand": 3, "battlefield": ["Grizzly Bears"]}],
             "cards": [{"name": "Hill Cub", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
                        "oracle_text": "Trample", "power": "2", "toughness": "2"}]}
    page.get_by_label("The board as JSON").fill(json.dumps(state))
    page.get_by_role("button", name="Import", exact=True).click()
    assert page.locator("#io-status").inner_text() == "Imported."
    assert json.loads(page.get_by_label("The board as JSON").input_value()) == state
    page.get_by_title("tapped: Mountain").check()
    page.get_by_role("textbox", name="Player 1's name").wait_for()
    expected = json.loads(json.dumps(state))
    expected["players"][0]["battlefield"][0]["tapped"] = True
    assert json.loads(page.get_by_label("The board as JSON").input_value()) == expected
    page.wait_for_function("location.hash.length > 3")
    url = page.url
    other = browser.new_page()
    other.goto(url)
    other.wait_for_selector("body[data-ready=true]")
    assert json.loads(other.get_by_label("The board as JSON").input_value()) == expected
    other.close()


def test_reading_an_unsupported_card_and_activating_an_ability(page: Any) -> None:
    odd = {"name": "Odd Relic", "mana_cost": "{1}", "type_line": "Artifact",
           "oracle_text": "Odd Relic juggles zebras as you cast spells."}
    state = {"players": [{"name": "me", "hand": ["Odd Relic"], "battlefield": ["Prodigal Pyromancer"]},
                         {"name": "opp"}], "cards": [odd]}
    page.get_by_label("The board as JSON").fill(json.dumps(state))
    page.get_by_role("button", name="Import", exact=True).click()
    page.get_by_role("button", name="Ask about Odd Relic (me.hand.0)").click()
    page.locator("#answer q.unread").wait_for()
    assert page.locator("#answer q.unread").inner_text() == odd["oracle_text"]
    assert "Unsupported card" in page.locator("#answer .verdict .error").inner_text()
    page.get_by_role("button", name="Ask about Prodigal Pyromancer (me.battlefield.0)").click()
    ability = page.get_by_role("button", name=re.compile(r"^Ability 0: \{T\}: Prodigal Pyromancer deals 1 damage"))
    ability.focus()
    page.keyboard.press("Enter")  # the keyboard alone asks
    page.locator("#answer .verdict-line").wait_for()
    assert page.locator("#answer .verdict-line").inner_text() == "Yes: it can be activated now."
    page.locator("#answer .count").wait_for()
    assert page.locator("#answer .count").inner_text() == "3 distinct options."  # me, opp, the Pyromancer itself


def test_thinking_can_be_cancelled(page: Any) -> None:
    held: list[Any] = []
    page.route("**/api/serve", lambda route: held.append(route))  # never answered: a long solve
    page.get_by_role("button", name="Ask about Lightning Bolt (me.hand.0)").click()
    thinking = page.get_by_role("status").filter(has_text="Thinking")
    thinking.wait_for()
    page.get_by_role("button", name="Cancel").click()
    page.locator("#answer .cancelled").wait_for()
    assert page.locator("#answer .cancelled").inner_text() == "Cancelled."
    assert not thinking.is_visible()


def test_phone_width(browser: Any, base_url: str) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 800}, is_mobile=True)
    pg = context.new_page()
    pg.goto(base_url)
    pg.wait_for_selector("body[data-ready=true]")
    assert pg.evaluate("document.documentElement.scrollWidth") <= 375  # nothing wider than the phone
    pg.get_by_role("button", name="Ask about Lightning Bolt (me.hand.0)").click()
    pg.locator("#answer .verdict-line").wait_for()
    assert pg.evaluate("document.documentElement.scrollWidth") <= 375
    context.close()


def test_command_zone_commander_and_tax(page: Any) -> None:
    """903.8: a commander may be cast from the command zone, for {2} more for each previous cast
    from there. Grizzly Bears {1}{G} with three Forests: yes; after two casts it costs {5}{G}: no."""
    page.get_by_role("button", name="Empty board").click()
    _add(page, "me", "command zone", "Grizzly Bears")
    for _ in range(3):
        _add(page, "me", "battlefield", "Forest")
    page.get_by_title("commander: Grizzly Bears").check()
    page.get_by_role("button", name="Ask about Grizzly Bears (me.command.0)").click()
    answer = page.locator("#answer")
    answer.locator(".verdict-line").wait_for()
    assert answer.locator(".verdict-line").inner_text() == "Yes: it can be cast now."
    assert "Cast Grizzly Bears from the command zone" in answer.locator(".plan").inner_text()
    casts = page.get_by_role("spinbutton", name="Casts of Grizzly Bears from the command zone")
    casts.fill("2")
    casts.press("Enter")
    state = json.loads(page.locator("#state-json").input_value())
    me = state["players"][0]
    assert me["commanders"] == ["me.command.0"] and me["command"][0]["command_zone_casts"] == 2
    page.get_by_role("button", name="Ask about Grizzly Bears (me.command.0)").click()
    answer.locator(".verdict-line").filter(has_text="No").wait_for()
    assert answer.locator(".verdict-line").inner_text() == "No: it can't be cast now."
