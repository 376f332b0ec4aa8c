"""The README's three screenshots of ``castable web`` (docs/img/*.png), taken in Debian's
headless chromium with Playwright: ``python docs/screenshots.py [--chromium PATH]``."""

from __future__ import annotations

import argparse
import json
import socket
import threading
from pathlib import Path

import uvicorn
from castable.solver.web.app import create_app
from playwright.sync_api import Page, sync_playwright

OUT = Path(__file__).resolve().parent / "img"
BOARDS = {
    # a yes: Lightning Bolt with a Mountain, three targets
    "web-yes.png": ({"players": [{"name": "me", "hand": ["Lightning Bolt", "Counterspell"], "battlefield": ["Mountain"]},
                                 {"name": "opp", "battlefield": ["Grizzly Bears"]}]},
                    "Ask about Lightning Bolt (me.hand.0)", None),
    # a no: Counterspell with one Island, the reason's rule text shown on focus
    "web-no.png": ({"players": [{"name": "me", "hand": ["Counterspell"], "battlefield": ["Island"]},
                                {"name": "opp", "battlefield": ["Mountain"]}],
                    "stack": [{"card": "Lightning Bolt", "controller": "opp", "targets": ["me"]}],
                    "turn": {"active_player": "opp", "priority": "me"}}, "Ask about Counterspell (me.hand.0)", "rule"),
    # a phone: Lightning Helix, every way grouped by targets and payment
    "web-phone.png": ({"players": [{"name": "me", "hand": ["Lightning Helix"],
                                    "battlefield": ["Mountain", "Plains", "Sacred Foundry", "Grizzly Bears"]},
                                   {"name": "opp", "battlefield": ["Grizzly Bears"]}]},
                      "Ask about Lightning Helix (me.hand.0)", None),
}


def _shoot(page: Page, state: dict, button: str, focus: str | None, path: Path) -> None:
    page.get_by_label("The board as JSON").fill(json.dumps(state))
    page.get_by_role("button", name="Import", exact=True).click()
    page.get_by_role("button", name=button).click()
    page.locator("#answer .mana p").or_(page.locator("#answer .reasons")).first.wait_for()
    if focus == "rule":
        page.locator("#answer button.rule").first.focus()
    if page.viewport_size and page.viewport_size["width"] < 600:  # a phone: the answer, at the top of the screen
        page.evaluate("document.querySelector('#ask').scrollIntoView()")
    page.screenshot(path=str(path))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning"))
    threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
    while not server.started:
        threading.Event().wait(0.05)
    url = f"http://127.0.0.1:{sock.getsockname()[1]}/"
    OUT.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, headless=True)
        for name, (state, button, focus) in BOARDS.items():
            phone = name == "web-phone.png"
            context = browser.new_context(viewport={"width": 390, "height": 844} if phone else {"width": 1200, "height": 900},
                                          is_mobile=phone, device_scale_factor=1)
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector("body[data-ready=true]")
            _shoot(page, state, button, focus, OUT / name)
            context.close()
            print(OUT / name)
        browser.close()
    server.should_exit = True


if __name__ == "__main__":
    main()
