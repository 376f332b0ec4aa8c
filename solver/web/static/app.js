// castable web page: a board editor over one castable-state/1 document, and the questions it
// asks through POST /api/serve (castable serve's requests and answers, docs/web.md).
//
// The imported JSON is the source of truth: every edit changes that object in place, so fields
// the editor doesn't show (cards, granted, chosen, overrides, tokens, library, turn counters...)
// are exported exactly as they were imported.
"use strict";

const PHASES = ["untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "combat_damage", "end_of_combat", "main2", "end", "cleanup"];
const ZONES = [["hand", "Hand"], ["battlefield", "Battlefield"], ["graveyard", "Graveyard"], ["exile", "Exile"],
  ["command", "Command zone"]];
const OPTIONS_LIMIT = 1000;
const DEFAULT_BOARD = {
  format: "castable-state/1",
  players: [
    {name: "me", hand: ["Lightning Bolt", "Counterspell"], battlefield: ["Mountain"]},
    {name: "opp", battlefield: ["Grizzly Bears"]},
  ],
};

let doc = null;          // the state document being edited (a plain JSON object)
let rules = {};          // rule number -> text (the shipped Comprehensive Rules excerpts)
let pending = [];        // AbortControllers of the requests in flight
let tipCount = 0;

const $ = (sel, root = document) => root.querySelector(sel);

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v === true) e.setAttribute(k, "");
    else e.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// ----- the document ------------------------------------------------------------------------------
const players = () => (Array.isArray(doc.players) ? doc.players : (doc.players = []));
const zoneList = (p, zone) => (Array.isArray(p[zone]) ? p[zone] : null);
const cardName = (o) => (typeof o === "string" ? o : (o && o.card) || (o && o.ability_of ? `ability of ${o.ability_of}` : "?"));

// The object at index i of a list as an object (a bare name becomes {"card": name} on first edit).
function asObject(list, i) {
  if (typeof list[i] === "string") list[i] = {card: list[i]};
  return list[i];
}

function objectId(o, pname, zone, i) {
  if (o && typeof o === "object" && typeof o.id === "string") return o.id;
  return zone === "stack" ? `stack.${i}` : `${pname}.${zone}.${i}`;
}

// Every object of the state: {id, name, player, zone, index}.
function allObjects() {
  const out = [];
  for (const p of players()) {
    for (const [zone] of ZONES) {
      (zoneList(p, zone) || []).forEach((o, i) => out.push({id: objectId(o, p.name, zone, i), name: cardName(o), player: p.name, zone, index: i}));
    }
  }
  (Array.isArray(doc.stack) ? doc.stack : []).forEach((o, i) => out.push({id: objectId(o, null, "stack", i), name: cardName(o), player: o.controller, zone: "stack", index: i}));
  return out;
}

// id -> a label for people: the card's name, with its id when two objects share the name.
function labels() {
  const objs = allObjects();
  const count = {};
  for (const o of objs) count[o.name] = (count[o.name] || 0) + 1;
  const out = {};
  for (const o of objs) out[o.id] = count[o.name] > 1 ? `${o.name} (${o.id})` : o.name;
  for (const p of players()) out[p.name] = p.name;
  return out;
}

function changed() {
  // rendering rebuilds the editor: keep the keyboard focus on the control that had it
  const active = document.activeElement;
  const key = active && active.getAttribute("aria-label");
  render();
  if (key) {
    const again = [...document.querySelectorAll("[aria-label]")].find((e) => e.getAttribute("aria-label") === key);
    if (again) again.focus();
  }
  writeJson();
  saveUrl();
}

// ----- the URL: base64url of the deflated JSON, in the fragment ---------------------------------
function b64url(bytes) {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unb64url(text) {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

async function encodeBoard(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  if (typeof CompressionStream === "undefined") return "j=" + b64url(bytes);
  return "s=" + b64url(await pipe(bytes, new CompressionStream("deflate-raw")));
}

async function decodeBoard(hash) {
  const [kind, data] = [hash.slice(0, 2), hash.slice(2)];
  if (kind === "j=") return JSON.parse(new TextDecoder().decode(unb64url(data)));
  if (kind === "s=") return JSON.parse(new TextDecoder().decode(await pipe(unb64url(data), new DecompressionStream("deflate-raw"))));
  return null;
}

let urlWrite = Promise.resolve();
function saveUrl() {
  const snapshot = JSON.parse(JSON.stringify(doc));
  urlWrite = urlWrite.then(async () => {
    history.replaceState(null, "", "#" + await encodeBoard(snapshot));
  });
  return urlWrite;
}

async function loadUrl() {
  const hash = location.hash.slice(1);
  if (!hash) return false;
  try {
    const value = await decodeBoard(hash);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      doc = value;
      return true;
    }
  } catch (e) {
    status(`The link's board could not be read: ${e.message}`);
  }
  return false;
}

// ----- import / export ---------------------------------------------------------------------------
function status(text) { $("#io-status").textContent = text; }
function writeJson() { $("#state-json").value = JSON.stringify(doc, null, 2); }

function importText(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    status(`Not JSON: ${e.message}`);
    return;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    status("A castable-state/1 document is a JSON object.");
    return;
  }
  doc = value;
  changed();
  status("Imported.");
}

function exportFile() {
  const blob = new Blob([JSON.stringify(doc, null, 2) + "\n"], {type: "application/json"});
  const a = el("a", {href: URL.createObjectURL(blob), download: "castable-state.json"});
  document.body.append(a);
  a.click();
  a.remove();
}

// ----- rendering the editor ------------------------------------------------------------------------
function render() {
  renderTurn();
  const box = $("#players");
  box.replaceChildren(...players().map((p, i) => renderPlayer(p, i)));
  renderStack();
}

function playerOptions(select, value, allowNone, noneLabel) {
  const names = players().map((p) => p.name);
  const opts = [];
  if (allowNone) opts.push(el("option", {value: "", text: noneLabel}));
  for (const n of names) opts.push(el("option", {value: n, text: n}));
  select.replaceChildren(...opts);
  select.value = value === null || value === undefined ? "" : value;
}

function renderTurn() {
  const turn = doc.turn && typeof doc.turn === "object" ? doc.turn : null;
  const get = (k) => (turn ? turn[k] : undefined);
  const setTurn = (k, v, dflt) => {
    if (!doc.turn || typeof doc.turn !== "object") doc.turn = {};
    if (v === dflt) delete doc.turn[k]; else doc.turn[k] = v;
    if (Object.keys(doc.turn).length === 0) delete doc.turn;
    changed();
  };
  const active = $("#active-player");
  playerOptions(active, get("active_player"), true, "(the first player)");
  active.onchange = () => setTurn("active_player", active.value || undefined, undefined);
  const phase = $("#phase");
  phase.replaceChildren(el("option", {value: "", text: "(main1)"}), ...PHASES.map((ph) => el("option", {value: ph, text: ph})));
  phase.value = get("phase") || "";
  phase.onchange = () => setTurn("phase", phase.value || undefined, undefined);
  const prio = $("#priority");
  playerOptions(prio, get("priority") === null ? "\u0000none" : get("priority"), true, "(the active player)");
  prio.append(el("option", {value: "\u0000none", text: "nobody (untap step)"}));
  prio.value = get("priority") === null ? "\u0000none" : (get("priority") || "");
  prio.onchange = () => setTurn("priority", prio.value === "\u0000none" ? null : (prio.value || undefined), undefined);
  const ctl = $("#add-stack select[name=controller]");
  playerOptions(ctl, ctl.value || (players()[0] || {}).name, false);
}

function field(label, input) { return el("label", {class: "field"}, label + " ", input); }

function renderPlayer(p, pi) {
  const name = el("input", {value: p.name || "", "aria-label": `Player ${pi + 1}'s name`, size: 10});
  name.addEventListener("change", () => renamePlayer(p, name.value.trim()));
  const life = el("input", {type: "number", value: p.life === undefined ? 20 : p.life, size: 5});
  life.addEventListener("change", () => { p.life = Number(life.value); changed(); });
  const pool = el("input", {value: typeof p.mana_pool === "string" || p.mana_pool === undefined ? (p.mana_pool || "") : JSON.stringify(p.mana_pool), placeholder: "{R}{G}", size: 12});
  pool.addEventListener("change", () => {
    const v = pool.value.trim();
    if (!v) delete p.mana_pool;
    else if (v.startsWith("[")) { try { p.mana_pool = JSON.parse(v); } catch (e) { status(`mana pool: ${e.message}`); return; } }
    else p.mana_pool = v;
    changed();
  });
  const remove = el("button", {type: "button", class: "remove", text: "Remove player", "aria-label": `Remove player ${p.name}`,
    onclick: () => { players().splice(pi, 1); changed(); }});
  const fs = el("fieldset", {class: "player"}, el("legend", {text: `Player ${p.name}`}),
    el("div", {class: "row"}, field("Name", name), field("Life", life), field("Mana pool", pool), remove));
  for (const [zone, title] of ZONES) fs.append(renderZone(p, zone, title));
  return fs;
}

function renamePlayer(p, name) {
  if (!name || name === p.name) return;
  const old = p.name;
  p.name = name;
  if (doc.turn) for (const k of ["active_player", "priority"]) if (doc.turn[k] === old) doc.turn[k] = name;
  for (const s of Array.isArray(doc.stack) ? doc.stack : []) if (s && s.controller === old) s.controller = name;
  changed();
}

function renderZone(p, zone, title) {
  const section = el("section", {class: "zone"}, el("h3", {text: `${p.name}'s ${title.toLowerCase()}`}));
  if (zone === "hand" && typeof p.hand === "number") {
    const n = el("input", {type: "number", min: 0, value: p.hand, size: 4});
    n.addEventListener("change", () => { p.hand = Number(n.value); changed(); });
    section.append(field("Hidden hand: cards", n));
    return section;
  }
  const list = zoneList(p, zone) || [];
  const ul = el("ul", {class: "cards"});
  list.forEach((o, i) => ul.append(renderCard(p, zone, list, i)));
  section.append(ul, addForm(`Add a card to ${p.name}'s ${title.toLowerCase()}`, (name) => {
    if (!Array.isArray(p[zone])) p[zone] = [];
    p[zone].push(name);
    changed();
  }));
  return section;
}

function addForm(label, onAdd) {
  const input = el("input", {list: "card-names", autocomplete: "off", required: true, "aria-label": label, placeholder: "card name"});
  input.addEventListener("input", () => suggest(input.value));
  const form = el("form", {class: "add"}, input, el("button", {type: "submit", text: "Add", "aria-label": label.replace("Add a card to", "Add to")}));
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const name = input.value.trim();
    if (name) onAdd(name);
  });
  return form;
}

function renderCard(p, zone, list, i) {
  const o = list[i];
  const id = objectId(o, p.name, zone, i);
  const name = cardName(o);
  const li = el("li", {class: "card" + (o && o.tapped ? " tapped" : "")});
  li.append(el("button", {type: "button", class: "card-name", "data-id": id, "aria-label": `Ask about ${name} (${id})`,
    onclick: () => askAbout({id, name, player: p.name, zone})}, name), el("span", {class: "id", text: id}));
  if (zone === "battlefield") li.append(permanentControls(p, list, i, id, name));
  if (zone === "command" || isCommander(p, id)) li.append(commanderControls(p, list, i, id, name));
  li.append(el("button", {type: "button", class: "remove", text: "✕", "aria-label": `Remove ${name} (${id})`,
    onclick: () => { list.splice(i, 1); changed(); }}));
  return li;
}

// 903.3: a player's commanders are ids (in any zone); 903.8: the tax counts casts from the command zone.
function isCommander(p, id) { return Array.isArray(p.commanders) && p.commanders.includes(id); }

function commanderControls(p, list, i, id, name) {
  const box = el("input", {type: "checkbox", checked: isCommander(p, id)});
  box.addEventListener("change", () => {
    const obj = asObject(list, i);
    if (typeof obj.id !== "string") obj.id = id;  // the commander list names it: keep its id fixed
    const ids = (Array.isArray(p.commanders) ? p.commanders : []).filter((x) => x !== obj.id);
    if (box.checked) ids.push(obj.id); else delete obj.command_zone_casts;
    if (ids.length) p.commanders = ids; else delete p.commanders;
    changed();
  });
  const span = el("span", {class: "controls"}, el("label", {class: "flag", title: `commander: ${name}`}, box, " commander"));
  if (isCommander(p, id)) {
    const o = list[i];
    const casts = el("input", {type: "number", min: 0, max: 1000, size: 4, "aria-label": `Casts of ${name} from the command zone`,
      value: (o && typeof o === "object" && o.command_zone_casts) || 0});
    casts.addEventListener("change", () => {
      const obj = asObject(list, i);
      const n = Number(casts.value);
      if (n > 0) obj.command_zone_casts = n; else delete obj.command_zone_casts;
      changed();
    });
    span.append(field("cast from the command zone (times)", casts));
  }
  return span;
}

function flag(list, i, key, label, name) {
  const o = list[i];
  const box = el("input", {type: "checkbox", checked: !!(o && typeof o === "object" && o[key])});
  box.addEventListener("change", () => {
    const obj = asObject(list, i);
    if (box.checked) obj[key] = true; else delete obj[key];
    changed();
  });
  return el("label", {class: "flag", title: `${label}: ${name}`}, box, " " + label);
}

function permanentControls(p, list, i, id, name) {
  const o = list[i];
  const box = el("span", {class: "controls"},
    flag(list, i, "tapped", "tapped", name), flag(list, i, "summoning_sick", "summoning sick", name),
    flag(list, i, "face_down", "face down", name));
  const counters = o && typeof o === "object" && o.counters ? o.counters : {};
  const text = el("input", {value: Object.entries(counters).map(([k, v]) => `${k}:${v}`).join(", "), placeholder: "+1/+1:2, charge:1", size: 12});
  text.addEventListener("change", () => {
    const parsed = parseCounters(text.value);
    if (parsed === null) { status(`counters of ${id}: write kind:number, separated by commas`); return; }
    const obj = asObject(list, i);
    if (Object.keys(parsed).length) obj.counters = parsed; else delete obj.counters;
    changed();
  });
  box.append(field("counters", text));
  const attach = el("select");
  const others = allObjects().filter((x) => x.zone === "battlefield" && x.id !== id);
  attach.replaceChildren(el("option", {value: "", text: "nothing"}), ...others.map((x) => el("option", {value: x.id, text: `${x.name} (${x.id})`})));
  attach.value = (o && typeof o === "object" && o.attached_to) || "";
  attach.addEventListener("change", () => {
    const obj = asObject(list, i);
    if (attach.value) obj.attached_to = attach.value; else delete obj.attached_to;
    changed();
  });
  box.append(field("attached to", attach));
  return box;
}

function parseCounters(text) {
  const out = {};
  for (const part of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = /^(.+?)\s*[:=]\s*(\d+)$/.exec(part);
    if (!m) return null;
    out[m[1]] = Number(m[2]);
  }
  return out;
}

function renderStack() {
  const ol = $("#stack");
  const stack = Array.isArray(doc.stack) ? doc.stack : [];
  ol.replaceChildren(...stack.map((o, i) => {
    const id = objectId(o, null, "stack", i);
    const name = cardName(o);
    const ctl = el("select", {"aria-label": `Controller of ${name} (${id})`});
    playerOptions(ctl, o.controller, false);
    ctl.addEventListener("change", () => { o.controller = ctl.value; changed(); });
    const targets = el("input", {value: (Array.isArray(o.targets) ? o.targets : []).join(", "), placeholder: "ids or players", size: 14});
    targets.addEventListener("change", () => {
      const t = targets.value.split(",").map((s) => s.trim()).filter(Boolean);
      if (t.length) o.targets = t; else delete o.targets;
      changed();
    });
    return el("li", {class: "card"},
      el("button", {type: "button", class: "card-name", "aria-label": `Read ${name} (${id})`, onclick: () => askAbout({id, name, player: o.controller, zone: "stack"})}, name),
      el("span", {class: "id", text: id}), field("controller", ctl), field("targets", targets),
      el("button", {type: "button", class: "remove", text: "✕", "aria-label": `Remove ${name} (${id}) from the stack`,
        onclick: () => { stack.splice(i, 1); if (!stack.length) delete doc.stack; changed(); }}));
  }));
}

// ----- autocomplete --------------------------------------------------------------------------------
let suggestTimer = null;
function suggest(text) {
  clearTimeout(suggestTimer);
  suggestTimer = setTimeout(async () => {
    try {
      const r = await fetch("/api/names?q=" + encodeURIComponent(text));
      const {names} = await r.json();
      $("#card-names").replaceChildren(...names.map((n) => el("option", {value: n})));
    } catch (e) { /* no suggestions: the name can still be typed */ }
  }, 120);
}

// ----- asking --------------------------------------------------------------------------------------
async function post(path, body, controller) {
  const r = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body), signal: controller.signal});
  return r.json();
}

function cancelAll() {
  for (const c of pending) c.abort();
  pending = [];
  $("#thinking").hidden = true;
}

// One serve request, tracked for the "thinking" indicator and Cancel.
async function ask(request) {
  const controller = new AbortController();
  pending.push(controller);
  $("#thinking").hidden = false;
  try {
    return await post("/api/serve", request, controller);
  } finally {
    pending = pending.filter((c) => c !== controller);
    if (!pending.length) $("#thinking").hidden = true;
  }
}

async function askAbout(target) {
  cancelAll();
  const out = $("#answer");
  const state = JSON.parse(JSON.stringify(doc));
  const names = labels();
  const head = el("h3", {text: `${target.name} (${target.id})`});
  const reading = el("section", {class: "reading"});
  const main = el("div");
  out.replaceChildren(head, main, reading);
  const readCtl = new AbortController();
  post("/api/card", {name: target.name, cards: Array.isArray(doc.cards) ? doc.cards : []}, readCtl)
    .then((card) => renderReading(reading, card, target, state, names)).catch(() => {});
  if (target.zone === "battlefield" || target.zone === "stack") {
    main.append(el("p", {class: "hint", text: target.zone === "stack"
      ? "On the stack: nothing to cast. What the reader understood is below."
      : "A permanent: choose one of its abilities below to ask whether it can be activated."}));
    return;
  }
  await askCast(main, {card: target.id, player: target.player}, state, names, "can-cast", "castable");
}

// can-cast / can-activate, then the options and the mana available.
async function askCast(box, base, state, names, command, key) {
  const answerBox = el("section", {class: "verdict"});
  const optionsBox = el("section", {class: "options"});
  const manaBox = el("section", {class: "mana"});
  box.replaceChildren(answerBox, optionsBox, manaBox);
  try {
    const answer = await ask({command, state, ...base});
    renderVerdict(answerBox, answer, key, names);
    if (!answer.ok) return;
    const [listing, mana] = await Promise.all([
      ask({command: "options", state, ...(command === "can-activate" ? {object: base.object, ability: base.ability} : {card: base.card}),
        player: base.player, limit: OPTIONS_LIMIT}),
      ask({command: "mana", state, player: base.player}),
    ]);
    renderOptions(optionsBox, listing, names);
    renderMana(manaBox, mana);
  } catch (e) {
    if (e.name === "AbortError") box.append(el("p", {class: "cancelled", text: "Cancelled."}));
    else box.append(el("p", {class: "error", text: `The server did not answer: ${e.message}`}));
  }
}

function renderError(box, answer) {
  const {code, message} = answer.error;
  const what = code === 4 ? "Unsupported card" : code === 2 ? "Bad board" : code === 70 ? "Internal error" : `Error ${code}`;
  box.append(el("p", {class: "error"}, el("strong", {text: what + ": "}), message));
}

function renderVerdict(box, answer, key, names) {
  box.replaceChildren();
  if (!answer.ok) { renderError(box, answer); return; }
  const r = answer.result;
  const value = r[key];
  const word = key === "activatable" ? "activated" : "cast";
  const verdict = value === true ? `Yes: it can be ${word} now.` : value === false ? `No: it can't be ${word} now.` : "Undecided: the time limit was reached.";
  box.append(el("p", {class: "verdict-line " + (value === true ? "yes" : value === false ? "no" : "undecided"), text: verdict}));
  if (r.plan) box.append(el("p", {class: "plan"}, el("strong", {text: "For example: "}), describePlan(r.plan, names)));
  if (r.reasons && r.reasons.length) {
    box.append(el("h4", {text: "Why not"}), el("ul", {class: "reasons"}, ...r.reasons.map((reason) => renderReason(reason, names))));
  }
}

function renderReason(reason, names) {
  const id = `rule-tip-${++tipCount}`;
  const text = ruleText(reason.rule);
  const rule = el("button", {type: "button", class: "rule", "aria-describedby": id, text: reason.rule});
  const tip = el("span", {role: "tooltip", id, class: "tip", text: text || `Rule ${reason.rule} is not among the shipped excerpts.`});
  const objs = (reason.objects || []).map((o) => names[o] || o);
  return el("li", {}, el("span", {class: "rule-wrap"}, rule, tip), " ",
    el("span", {class: "message", text: reason.message + (objs.length ? ` (${objs.join(", ")})` : "")}));
}

// The rule's text, or its nearest parent's (601.2h -> 601.2 -> 601), after the number found.
function ruleText(number) {
  let n = number;
  while (n) {
    if (rules[n]) return `${n} ${rules[n]}`;
    n = /[a-z]$/.test(n) ? n.slice(0, -1) : n.includes(".") ? n.slice(0, n.lastIndexOf(".")) : "";
  }
  return null;
}

function list(words) {
  if (words.length <= 1) return words.join("");
  return words.slice(0, -1).join(", ") + " and " + words[words.length - 1];
}

function describePlan(plan, names) {
  const n = (id) => names[id] || id;
  const c = plan.choices || {};
  const o = plan.outcome || {};
  const parts = [];
  let head = plan.ability === null || plan.ability === undefined
    ? `cast ${n(plan.card)}${c.zone && c.zone !== "hand" ? ` from the ${c.zone === "command" ? "command zone" : c.zone}` : " from the hand"}`
    : `activate ability ${plan.ability} of ${n(plan.card)}`;
  if (c.face) head += ` as ${c.face}`;
  parts.push(head);
  if (c.alternative_cost) parts.push(`paying its alternative cost (${c.alternative_cost})`);
  const opt = Object.entries(c.optional_costs || {}).filter(([, k]) => k);
  if (opt.length) parts.push("with " + list(opt.map(([k, v]) => (v > 1 ? `${k} ×${v}` : k))));
  if (c.x) parts.push(`X = ${c.x}`);
  if (c.modes && c.modes.length) parts.push("choosing " + list(c.modes.map((m) => `mode ${m + 1}`)));
  const targets = (c.targets || []).flat();
  if (targets.length) parts.push("targeting " + list(targets.map(n)));
  const div = Object.entries(c.division || {});
  if (div.length) parts.push("dividing " + list(div.map(([t, k]) => `${k} to ${n(t)}`)));
  let text = parts.join(", ") + `; total cost ${plan.total_cost || "{0}"}`;
  const pay = payment(plan, names);
  if (pay) text += `; paid by ${pay}`;
  if (o.mana_pool) text += `; ${o.mana_pool} left floating`;
  return text[0].toUpperCase() + text.slice(1) + ".";
}

function payment(plan, names) {
  const n = (id) => names[id] || id;
  const o = plan.outcome || {};
  const acts = ((plan.steps || {}).activations || []).map((a) => `${n(a.object)} for ${a.produced}`);
  const words = [];
  if (acts.length) words.push("tapping " + list(acts));
  const tappedOther = (o.tapped || []).filter((id) => !((plan.steps || {}).activations || []).some((a) => a.object === id));
  if (tappedOther.length) words.push("tapping " + list(tappedOther.map(n)));
  for (const [k, verb] of [["sacrificed", "sacrificing"], ["exiled", "exiling"], ["discarded", "discarding"], ["untapped", "untapping"]]) {
    if ((o[k] || []).length) words.push(verb + " " + list(o[k].map(n)));
  }
  if (o.life_paid) words.push(`paying ${o.life_paid} life`);
  const floating = ((plan.steps || {}).spent || []).filter((s) => s.source === null).map((s) => s.mana);
  if (floating.length) words.push(`spending ${floating.join("")} from the pool`);
  return list(words);
}

// Options grouped and counted by targets, modes, X and payment.
function renderOptions(box, answer, names) {
  box.replaceChildren(el("h4", {text: "Every way"}));
  if (!answer.ok) { renderError(box, answer); return; }
  const r = answer.result;
  const more = r.complete ? "" : (r.count >= OPTIONS_LIMIT ? ` (stopped at ${OPTIONS_LIMIT}: there are more)` : " (the time limit was reached: there may be more)");
  box.append(el("p", {class: "count", text: `${r.count} distinct option${r.count === 1 ? "" : "s"}${more}.`}));
  const n = (id) => names[id] || id;
  const dims = [
    ["targets", "By targets", (p) => ((p.choices || {}).targets || []).map((slot) => (slot.length ? slot.map(n).join(" + ") : "none")).join("; ") || "no targets"],
    ["modes", "By modes", (p) => ((p.choices || {}).modes || []).map((m) => `mode ${m + 1}`).join(" + ") || "no modes"],
    ["x", "By X", (p) => `X = ${(p.choices || {}).x || 0}`],
    ["costs", "By costs announced", (p) => costsWord(p.choices || {})],
    ["payment", "By payment", (p) => `${p.total_cost || "{0}"}: ${payment(p, names) || "nothing to pay"}`],
  ];
  for (const [key, title, keyOf] of dims) {
    const groups = new Map();
    for (const p of r.options) { const k = keyOf(p); groups.set(k, (groups.get(k) || 0) + 1); }
    if (!r.options.length || (groups.size === 1 && key !== "targets" && key !== "payment")) continue;
    if (key === "targets" && groups.size === 1 && groups.has("no targets")) continue;
    const sec = el("section", {class: "group", "data-group": key},
      el("h5", {text: `${title}: ${groups.size} ${groups.size === 1 ? "choice" : "choices"}`}),
      el("ul", {}, ...[...groups].map(([k, count]) => el("li", {}, el("span", {class: "key", text: k}), ` — ${count} option${count === 1 ? "" : "s"}`))));
    box.append(sec);
  }
}

function costsWord(c) {
  const parts = [];
  if (c.alternative_cost) parts.push(c.alternative_cost);
  for (const [k, v] of Object.entries(c.optional_costs || {})) if (v) parts.push(v > 1 ? `${k} ×${v}` : k);
  if (c.face) parts.push(`face ${c.face}`);
  return parts.join(" + ") || "mana cost only";
}

function renderMana(box, answer) {
  box.replaceChildren(el("h4", {text: "Mana available"}));
  if (!answer.ok) { renderError(box, answer); return; }
  const pools = answer.result.pools.map((p) => (typeof p === "string" ? p : p.map((u) => (typeof u === "string" ? u : u.mana)).join("")));
  const text = !pools.length || (pools.length === 1 && !pools[0]) ? "No mana can be made now."
    : pools.length === 1 ? `The most it can make: ${pools[0]}.` : `At most one of these pools: ${pools.join(", ")}.`;
  box.append(el("p", {text: text + (answer.result.complete ? "" : " (more may be possible: the listing was cut)")}));
}

// What the reader understood, and the unread line; a permanent's abilities become buttons.
function renderReading(box, card, target, state, names) {
  box.replaceChildren(el("h4", {text: "What the reader understood"}));
  if (!card.ok) { renderError(box, card); return; }
  const c = card.result;
  if (!c.understood) {
    box.append(el("p", {class: "error"}, el("strong", {text: "Not understood. Unread line: "}), el("q", {class: "unread", text: c.unsupported})));
    for (const line of (c.unread || []).slice(1)) box.append(el("p", {class: "unread-more"}, "Also unread: ", el("q", {text: line})));
  }
  box.append(el("pre", {class: "lines", text: c.lines.join("\n")}));
  if (target.zone !== "battlefield" || !c.abilities.length) return;
  const out = el("div", {class: "ability-answer"});
  const buttons = c.abilities.map((text, k) => el("li", {}, el("button", {type: "button", class: "ability", "data-ability": k,
    onclick: () => { cancelAll(); askCast(out, {object: target.id, ability: k, player: target.player}, state, names, "can-activate", "activatable"); }},
  `Ability ${k}: ${text || "(unread)"}`)));
  box.prepend(el("h4", {text: "Abilities"}), el("ul", {class: "abilities"}, ...buttons), out);
}

// ----- start ---------------------------------------------------------------------------------------
async function start() {
  $("#cancel").addEventListener("click", () => { cancelAll(); });
  $("#import").addEventListener("click", () => importText($("#state-json").value));
  $("#import-file").addEventListener("change", async (ev) => {
    const f = ev.target.files[0];
    if (f) importText(await f.text());
  });
  $("#export").addEventListener("click", exportFile);
  $("#clear-board").addEventListener("click", () => {
    doc = {format: "castable-state/1", players: [{name: "me"}, {name: "opp"}]};
    changed();
    status("An empty board: me and opp.");
  });
  $("#add-player").addEventListener("click", () => {
    const taken = new Set(players().map((p) => p.name));
    let k = players().length + 1;
    while (taken.has(`player${k}`)) k++;
    players().push({name: `player${k}`});
    changed();
  });
  $("#copy-link").addEventListener("click", async () => {
    await saveUrl();
    try { await navigator.clipboard.writeText(location.href); status("Link copied."); } catch (e) { status(`The link: ${location.href}`); }
  });
  $("#add-stack").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const form = ev.target;
    const name = form.card.value.trim();
    if (!name) return;
    if (!Array.isArray(doc.stack)) doc.stack = [];
    doc.stack.push({card: name, controller: form.controller.value});
    form.card.value = "";
    changed();
  });
  $("#add-stack input[name=card]").addEventListener("input", (ev) => suggest(ev.target.value));
  window.addEventListener("hashchange", async () => { if (await loadUrl()) { render(); writeJson(); } });
  fetch("/api/rules").then((r) => r.json()).then((r) => { rules = r.rules; }).catch(() => {});
  if (!(await loadUrl())) doc = JSON.parse(JSON.stringify(DEFAULT_BOARD));
  render();
  writeJson();
  await saveUrl();
  document.body.dataset.ready = "true";
}

start();
