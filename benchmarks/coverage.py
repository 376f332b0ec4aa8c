"""Issue 4's coverage report: the Oracle reader on every face of ``shared/data/cards.jsonl.gz``.

Run ``python -m benchmarks.coverage [CARDS] [--out FILE]``; it writes ``benchmarks/COVERAGE.md``
(the same counts as ``castable coverage CARDS --json``) and prints the totals.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from pathlib import Path
from typing import Any

from castable.model.coverage import coverage, iter_records, percent
from castable.model.database import load_card_file
from castable.model.errors import InputError
from castable.model.oracle import read_card

HERE = Path(__file__).resolve().parent
DEFAULT_CARDS = HERE.parent.parent / "shared" / "data" / "cards.jsonl.gz"
DEFAULT_OUT = HERE / "COVERAGE.md"
#: issue 4's goals: share of faces with Oracle text understood, overall and Standard-legal
GOAL_ALL = 0.90
GOAL_STANDARD = 0.97


#: Why the most common unread templates stay unread (issue 13): the template's first words ->
#: the reason, in the order tried (the first prefix that starts the template wins)
WHY_LEFT: tuple[tuple[str, str], ...] = (
    ("Suspend", "cast from exile without paying its mana cost once the last time counter is removed (702.62): "
                "the state records no suspended card's permission (issue 13: casting permissions)"),
    ("Madness", "cast from exile on the madness trigger (702.35): no pending trigger in the state (casting permissions)"),
    ("Foretell", "cast from exile on a later turn (702.143): the state records no foretold turn (casting permissions)"),
    ("Plot", "cast from exile on a later turn without paying (702.170): no plotted turn in the state (casting permissions)"),
    ("Warp", "an alternative cost that exiles the permanent and lets it be cast later (702.185): casting permissions"),
    ("Sneak", "cast by returning an unblocked attacker to hand (a ninjutsu-like cost, combat state not modeled)"),
    ("Ninjutsu", "an ability from the hand returning an unblocked attacker (702.49): blocked/unblocked is not recorded"),
    ("Bestow", "cast as an Aura with a target for another cost (702.103): the spell's types and target change"),
    ("Fuse", "both halves of a split card cast together (702.102): not modeled"),
    ("Aftermath", "the second half is cast from the graveyard only (702.127): not modeled"),
    ("Disturb", "cast transformed from the graveyard (702.146): casting permissions"),
    ("Escape", "cast from the graveyard exiling other cards (702.138): casting permissions"),
    ("Splice", "a splice card whose other text is unread (702.47a is read, kw15: casting a spell it could be "
               "spliced onto, while it is in the caster's hand, is refused)"),
    ("Enchanted", "an ability granted to another permanent (113.1a), often a mana ability: that permanent's "
                  "abilities (K) and mana would be wrong, or a control or type change"),
    ("Equipped creature has", "an ability granted to another permanent (113.1a): its abilities (K) and mana would "
                              "be wrong"),
    ("All Slivers have", "abilities granted to every Sliver (113.1a): their abilities (K) and mana would be wrong"),
    ("You control enchanted", "a control change (613.1b) the engine doesn't apply: the state would have to list the "
                              "creature under the Aura's controller; left unread to be safe"),
    ("Station", "charge-counter thresholds (702.184) decide which abilities the permanent has: not read"),
    ("LEVEL", "level up bands: the abilities of the band its level counters reach (711) are not read yet"),
    ("{M}: Level", "Class levels (716): the abilities of the level reached are not read yet"),
    ("Bargain", "an optional cost sacrificing an artifact, enchantment or token (702.166): a token filter in costs "
                "is not read by every checker"),
    ("You may play an additional land", "changes how many lands may be played (305.2): moves would be wrong"),
    ("Encore", "X in the encore cost"),
    ("If ~ would be put into a graveyard from anywhere", "a permanent sacrificed to a cost would be exiled instead, "
                                                         "so delve couldn't exile it in the same payment (601.2h)"),
    ("{M}, {T}: ~ loses this ability and becomes an Aura", "a Licid (an ability turning the creature into an Aura "
                                                            "attached to its target): the type change is not modeled"),
    ("Firebending", "a triggered mana ability (605.1b) on attacking: mana"),
    ("Assist", "another player pays part of the cost (702.132): not modeled"),
    ("Specialize", "an ability that transforms the card by discarding (Alchemy): perpetual changes not modeled"),
    ("{T}: Add one mana of the chosen color", "mana abilities of a chosen color (issue 10, another part)"),
    ("Casualty", "an optional cost copying the spell (702.153): not modeled"),
    ("Hidden agenda", "a conspiracy's static about the chosen name, a name no state records (the keyword is read, "
                      "kw15)"),
    ("Cast this spell only during", "timing restrictions on combat steps and who was attacked: not recorded"),
    ("Creatures you control have haste", "haste decides whether {T} abilities work (302.6): a static grant the "
                                         "engine doesn't apply"),
    ("Remove", "a cost removing counters (118.3): not modeled"),
    ("Cleave", "removing the bracketed words changes a target or defines X (702.148b): one text per cost is not "
               "modeled (cleave is read when they touch neither, kw15)"),
    ("Kicker {M} and/or", "two kicker costs (702.33d): not modeled"),
    ("Miracle", "cast on the draw trigger (702.94): casting permissions"),
    ("Retrace", "cast from the graveyard discarding a land (702.81): casting permissions"),
    ("Reconfigure", "a reconfigure cost the reader can't read (702.151a; mana costs are read, kw15)"),
    ("Augment", "combining with a host from the hand (702.169, Unstable): not modeled"),
    ("Prowl", "a prowl card whose other text is unread (702.76a is read with combat_damage_types_this_turn, kw15)"),
    ("Web-slinging", "a web-slinging card whose other text is unread (702.188a is read, kw15; refused where an "
                     "untapped creature could be tapped as it is cast)"),
    ("Mayhem", "playing a land from the graveyard if discarded this turn (702.187, Oscorp Industries): lands "
               "are played, not cast, and no move plays one from there"),
    ("Harmonize", "a harmonize cost with {X} (Nature's Rhythm, 702.180): its reminder is another text; the "
                  "others are read (kw14)"),
    ("Waterbend", "a required waterbend additional cost (\"waterbend {5}\") or one of {X} (701.67): the optional "
                  "{N} one and ability costs are read; a required mana additional cost and an X the taps bound are not"),
    ("Equipped creature has \"", "a quoted ability the reader can't read exactly, granted to another permanent"),
    ("Enchanted creature has \"", "a quoted ability the reader can't read exactly, granted to another permanent"),
    ("{T}, Pay N life: Add", "the life cost is read (119.4); what is left has a spending restriction or a "
                             "rider on that mana not read yet (Boseiju, Untaidake, Gnarlroot Trapper)"),
    ("Pay N life: Add", "a mana ability repeated while life lasts (no {T}, 119.4): not modeled"),
    ("Reinforce", "Reinforce X: X in an ability from the hand"),
    ("Casualty X", "X in an optional cost's power threshold"),
    # the top templates left after the 2026-12-05 session
    ("Ready to run", "an Unfinity attraction keyword (702.x of the Unfinity rules): attractions are not modeled"),
    ("You may play lands from your graveyard", "a permission to play lands from another zone (305.1): the move "
                                               "list plays lands from the hand only"),
    ("Equipped creature gets", "a quoted ability granted beside the bonus: read only when the reader can read the "
                               "quoted ability exactly"),
    ("Spell commander", "a commander that is an instant or sorcery (Commander variant rules): cast from the "
                        "command zone as a spell, not modeled"),
    ("Gotcha", "an Unhinged word game: not a rule"),
    ("Target player shuffles up to N target cards", "targets in another player's graveyard chosen per player "
                                                    "(\"their graveyard\"): the filter can't say whose"),
    ("You may cast creature spells from the top", "casting from the library (601.3): the state shows no top card "
                                                  "as castable"),
    ("You may pay {M} and return a basic land", "an alternative cost returning a basic land (the Borderposts): "
                                                "not read yet"),
    ("{M}, Exile ~ from your hand: Target land gains", "exiling itself from the hand to grant a land an ability "
                                                       "until cast from exile: casting permissions"),
    ("As long as enchanted permanent is", "a grant conditional on what the Aura enchants, with a quoted ability"),
    ("Choose up to N {M} worth of modes", "pawprint modes (700.2i): whether zero modes may be chosen is left open "
                                          "by the rule's \"any number\", so they are not guessed"),
    ("{T}: Add {M} or one mana of the chosen color", "the Thriving lands' chosen color excluding its own (614.12c): "
                                                     "not read yet"),
    ("Change the target of", "a spell that changes another spell's target (115.7): the stack's targets after it "
                             "resolve are not a casting question, but the target \"with a single target\" is not read"),
    ("Cards in graveyards can't be the targets", "a targeting prohibition on cards in graveyards: not applied by "
                                                 "the checkers yet"),
    ("If a creature dealt damage by ~ this turn would die", "a replacement of dying (a sacrificed cost object "
                                                            "dies, 601.2h)"),
    ("Creatures you control have \"", "a quoted ability granted to many: read only when the reader can read it "
                                       "exactly"),
    ("Threshold — As long as", "a threshold static with a quoted ability or another change the reader can't "
                               "apply"),
    ("{M}, Remove a +N/+N counter from a creature you control", "removing a counter from another creature as a "
                                                                 "cost: which creature is a choice no plan field "
                                                                 "records"),
    ("Flashback {M}. This spell costs {M} less to cast this way, where X is", "a flashback reduction counted from "
                                                                              "a commander's mana value"),
    ("{M}, {T}: Put up to X", "an ability whose X is bounded by the counters on its source and its timing: not read"),
    ("As long as ~ is paired", "soulbond pairing (702.95) is not recorded in the state"),
    ("[-N]: You get an emblem with", "an emblem (114) with a quoted ability: the state has no emblems"),
    ("As an additional cost to cast this spell, discard a card at random", "a random discard (701.9b): which card "
                                                                           "goes is not the caster's choice, so no "
                                                                           "option can name it"),
    ("{M}, Discard a card at random", "a random discard (701.9b) as a cost: no option can name the card"),
    ("Damage that would reduce your life total", "a life-total floor: a Phyrexian or life payment (119.4, 119.8) "
                                                 "is not damage, but the reading is not checked against them"),
    ("Sacrifice a creature: Add", "sacrificing other permanents for mana (Ashnod's Altar): a sacrifice choice "
                                  "among permanents inside the mana payment, not modeled"),
    ("You may play lands from the top of your library", "a permission to play from the library (305.1): the "
                                                        "state's library is a count"),
    ("Spells you cast of the chosen type cost", "a chosen card type (Cloud Key; the creature-type wording is read "
                                                "with the state's chosen.creature_type)"),
    ("If a source would deal damage to a permanent or player, it deals double", "a damage doubler: a mana "
                                                                               "ability's damage to its controller "
                                                                               "would be doubled (119.3)"),
    ("You may have ~ enter the battlefield as a copy", "a clone (707.9): the copiable values are chosen as it "
                                                       "enters, which the state would have to record"),
    ("Creatures you control with the chosen name have", "a quoted ability granted to creatures of a name chosen "
     "as it entered: recipients by a chosen name are not read"),
    ("While an opponent is choosing targets", "a requirement on the targets an opponent chooses (Flagbearers, "
     "601.2c): other players' target choices would change"),
    ("You may play lands and cast spells from the top of your library", "playing from the library (305.1, 601.3): "
     "the state's library is a count, with no known top card"),
    ("An opponent chooses one", "modes an opponent chooses (700.2): the options listed are the caster's choices"),
    ("Choose one. If this spell was kicked, choose any number", "how many modes may be chosen depends on the "
     "kicker paid (601.2b, 601.2f): one choice the checkers would have to make together"),
    ("Spells with the chosen name can't be cast", "a prohibition on a name chosen as it entered (Meddling Mage): "
     "not read yet, though the state records the name (`chosen.card_name`)"),
    ("Each creature card in your hand has ninjutsu", "a keyword cost granted to cards in hand (702.49): granted "
     "costs with their own conditions (an unblocked attacker returned) are not read"),
    ("{T}, Pay {M}: Add one mana of any color", "an energy payment in a mana ability's cost (Aether Hub, 107.14): "
     "the checkers pay energy only for other activated abilities (act15)"),
    ("If ~ was kicked with its {M} kicker", "counters by which of two kickers was paid (702.33e): harmless to "
     "casting, but the wording is not read yet"),
    ("Hellbent — As long as you have no cards in hand, if a source you control would deal damage",
     "a damage doubler: a mana ability's damage to its controller (pain lands) would change a life payment (119.4)"),
    ("Creatures you control are the chosen type", "a type change for creatures and creature spells in every zone "
     "(613.1d): every filter on creature types (Cavern of Souls, tribal costs) would see it"),
)


def why_left(template: str) -> str:
    """Why a common unread template stays unread ("" when it isn't listed)."""
    return next((why for prefix, why in WHY_LEFT if template.startswith(prefix)), "")


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _goal(label: str, part: int, whole: int, goal: float) -> str:
    met = whole > 0 and part / whole >= goal
    return f"| {label} | {part} / {whole} | {percent(part, whole)} | ≥ {goal * 100:.0f} % | {'met' if met else '**missed**'} |"


def loading(path: str) -> dict[str, float]:
    """What a ``--cards FILE`` costs: loading the file (JSON parsing and indexing; records are
    read lazily), then the first lookup of every name (each goes through the reader once)."""
    start = time.perf_counter()
    table = load_card_file(path)
    load = time.perf_counter() - start
    names = list(table)
    start, cpu = time.perf_counter(), time.process_time()
    for name in names:
        try:
            table[name]
        except InputError:  # a malformed record surfaces when it is used
            pass
    read, read_cpu = time.perf_counter() - start, time.process_time() - cpu
    faces = [r for r in iter_records(path) if isinstance(r, dict) and r.get("oracle_text") is not None]
    cpu = time.process_time()
    for record in faces:  # each face once through the reader, nothing kept (benchmarks.readspeed's read_card)
        try:
            read_card(record, where="record")
        except InputError:
            pass
    face_cpu = time.process_time() - cpu
    return {"load_s": load, "names": len(names), "read_all_s": read, "per_card_ms": 1000 * read / max(1, len(names)),
            "per_card_cpu_ms": 1000 * read_cpu / max(1, len(names)), "faces": len(faces),
            "per_face_cpu_ms": 1000 * face_cpu / max(1, len(faces))}


#: issues 12 and 13: the templates each read for the first time (the reader had none of them
#: before), as a pattern over a face's Oracle text; the faces using one that are understood now
#: are newly understood faces
NEW_TEMPLATES: list[tuple[str, str, str]] = [
    ("12", "spending restrictions (106.6: \"Spend this mana only ...\")", r"Spend this mana only"),
    ("12", "activation conditions (602.5: \"Activate only if you control ...\")", r"Activate only if you control"),
    ("12", "counters removed as costs (118.3)", r"Remove (?:a|an|one|two|three|four|five|X|any number of) [^:.\n]*counters? "
                                                r"from [^:.\n]*:"),
    ("12", "triggered mana abilities (605.1b)", r"tapped for mana, (?:its controller|that player) adds|"
                                                 r"taps? (?:a|an) [^,.]+ for mana, (?:add|that player adds)"),
    ("12", "replacement effects on mana (614, 106.12b)", r"produces (?:twice|three times) as much|produces \{C\} instead"),
    ("12", "mana amounts (two of different colors, any combination)", r"two mana of different colors|mana in any combination of"),
    ("12", "land type changes and Celestial Dawn (305.7, 613.1d)",
     r"^(?:Nonbasic lands are|Enchanted land is an? |Each land is an? |All lands are |Lands you control are )"),
    ("12", "life instead of {B} (K'rrik)", r"you may pay 2 life rather than pay that mana"),
    ("12", "cost changes that depend on targets (601.2f)", r"for each (?:creature it targets|target)|if it targets|"
                                                           r"that target [^.]* cost"),
    ("12", "colored and counted reductions (Khalni Hydra, Torgaar)", r"costs \{[WUBRG]\} less|less to cast for each creature "
                                                                     r"sacrificed"),
    ("12", "pay X life, discard X cards", r"pay X life|[Dd]iscard X cards"),
    ("12", "two kickers (702.33d)", r"Kicker [^\n(]+ and/or"),
    ("12", "keywords granted to spells", r"spells? you cast (?:have|has) (?:convoke|improvise|emerge|delve)"),
    ("12", "targets restricted as you cast (Dream Leash)", r"as this spell's target as you cast it"),
    ("12", "Commander: color identity, command zone", r"commander's color identity|cast your commander|"
                                                     r"that a land an opponent controls could produce"),
    ("13", "escape, retrace, jump-start, aftermath, warp", r"^(?:Escape—|Retrace|Jump-start|Aftermath|Warp)"),
    ("13", "bestow, fuse, disturb", r"^(?:Bestow|Fuse|Disturb)\b"),
    ("13", "ninjutsu, sneak", r"^(?:Ninjutsu|Sneak) "),
    ("13", "level up bands, Class levels, station", r"^LEVEL \d|: Level \d|^STATION\b|^Station\b"),
    ("13", "abilities granted to other permanents", r"^(?:Enchanted|Equipped) (?:land|creature|permanent) has \"|"
                                                     r"you control have (?:haste|\")|^All [A-Z]\w+s have \""),
    ("12", "once each turn, storage X, Mana Cache (602.5b, 107.3)", r"Activate only once each turn|"
                                                                   r"Remove X [^:.\n]*counters from [^:]*: Add X|"
                                                                   r"Any player may activate this ability"),
    ("13", "harmless replacements, statics and protections (static13)", r"^If [^\n]* would [^\n]* instead|"
                                                                        r"^Partner with|^Protection from"),
    ("13", "prohibitions, granted shroud/hexproof/protection, Gods (static13b)",
     r"activated abilities can't be activated|^(?:Enchanted|Equipped) creature (?:gets [^\n]* and )?has "
     r"(?:shroud|hexproof|protection)|^As long as your devotion to"),
    ("13", "compound Aura/Equipment grants, chosen-color and counted mana (grant13b)",
     r"^(?:Enchanted|Equipped) creature gets [^\n]* and has|Add one mana of the chosen color|"
     r"Add \{\w\} for each (?:artifact|enchantment)|equal to [^.]*'s power"),
    ("13", "cast windows and flash permissions (601.3)", r"^Cast this spell only|as though it had flash\. If you cast"),
    ("13", "target lists, abilities and counters in targets (target13, target13b)",
     r"target (?:creature|artifact|land|enchantment|permanent|Spirit)(?:, [a-z]+)*,? or Vehicle|target "
     r"(?:activated|triggered) ability|from a single graveyard|with a [^ ]+ counter on it|target spell or permanent|"
     r"target creature or player|^Bloodrush"),
    ("13", "gift, firebending, exhaust, max speed, bargain (mech13, mech13b)",
     r"^(?:Gift|Firebending|Exhaust|Max speed|Bargain)\b"),
    ("13", "counted and conditional self-reductions (cost13b)",
     r"^This spell costs \{\d\} less to cast (?:for each|if you)"),
    ("13", "surge, casualty, recover, additional land plays (quick13)",
     r"^(?:Surge|Casualty \d|Recover)\b|play an additional land on each of your turns"),
    ("13", "mutate, awaken, spectacle, undaunted, legendary sorcery (alt13)",
     r"^(?:Mutate|Awaken \d|Spectacle|Undaunted)\b|^Legendary [^\n]*(?:Instant|Sorcery)"),
    ("13", "colored strive, commander free casts and 'choose both' (alt13b)",
     r"^Strive — This spell costs \{\d\}\{|^If you control a commander|If you control a commander as you cast"),
    ("13", "max speed abilities, Cases, affinity for a subtype (std13b)", r"^Max speed — |^To solve — |^Solved — |"
     r"^Affinity for (?!artifacts)"),
    ("13", "mayhem, impending (std13a)", r"^(?:Mayhem|Impending)\b"),
    ("13", "waterbend (std13c), blight (blight13)", r"[Ww]aterbend \{|you may blight \d"),
    ("13", "life-cost mana abilities (lifemana13)", r"^\{T\}, Pay \d+ life: Add"),
    ("13", "keyword grants to many, hexproof from, enchant creature or <subtype> (grant13c)",
     r"^(?:Other )?[A-Z][^\n\"]* you control have (?:haste|hexproof|shroud|protection)|^All creatures have|"
     r"[Hh]exproof from |^Enchant creature or "),
    ("13", "'is also a', conditional grants, regeneration (grant13d)", r"is also a Cleric|If ~ would be destroyed|"
     r"^(?:Threshold|Hellbent) — [^\n]* (?:has|have) \""),
    ("13", "harmless tail: ingest, epic, champion, support, en-Kor, twice each turn (tail13)",
     r"^(?:Ingest|Epic|Champion an? |Support \d)|is dealt to [^\n]*instead|no more than (?:twice|three times) each turn"),
    ("13", "'where X is' self-reductions and target-dependent costs (std13e)",
     r"^This spell costs \{X\} less to cast, where X is|costs \{\d\} (?:more|less) to cast if it targets an? [A-Z]"),
    ("13", "replacements and preventions that no cast reaches, reveal lands, choices as it enters (replace13)",
     r"you may reveal an? [A-Z]\w+(?: or [A-Z]\w+)? card from your hand\. If you don't|\+1/\+1 counters would be put "
     r"on|^If you would lose unspent mana|^Prevent all (?:non)?combat damage|under the control of an opponent of your "
     r"choice|^(?:Lands you control|Creatures your opponents control) enter|^If a creature dying causes|"
     r"^As [^\n]* enters[^\n]*, choose (?:a number|a color other than|[A-Z][a-z]+, )"),
    ("13", "ability windows, 'only once', 'only if you control', own reductions, modes, free casts, "
           "reflexive triggers, effect-defined X (act13b)",
     r"Activate only (?:during (?:your|any|an opponent's) upkeep|during combat|during the (?:declare|end)|once\.|"
     r"once and|as a sorcery and only once|if you control (?:an?|\w+ or more) [^.\n]+\.)|"
     r"This ability costs \{[\dX]\} less to activate|^[^\n:]+: Choose one —$|: You may (?:cast|play) [^\n]*"
     r"without paying its mana cost|^[^\n:\"]+: [^\n]*\. When you (?:do|\w+ [^,\n]* this way), |"
     r"^[^\n:\"]+: [^\n]*(?:[+-]X/[+-]X|X damage|X life)[^\n]*, where X is"),
    ("13", "ability costs: token / nontoken / supertype / keyword sacrifices and taps, card nouns, collect evidence, "
           "blight, 'and sacrifice it', returns to hand, 'Exile <this>' (act13a)",
     r"^[^\n:\"]*(?:Sacrifice (?:a|an|another|two|three|four|five|six) (?:[A-Z]\w+ |artifact )?tokens?\b|"
     r"Sacrifice (?:a|an|another) (?:non|snow|basic|colorless|artifact creature|creature with|[A-Z]\w+ creature|"
     r"\w+ or \w+ creature)|Tap (?:an|another|\w+) untapped (?:legendary|snow|tokens)|"
     r"Tap (?:six|seven|eight|nine|ten) untapped|Collect evidence \d|Blight \d|counters? from [^:\n]* and sacrifice it|"
     r"(?:Discard|Exile) an? (?:non\w+|[A-Z]\w+|\w+ or \w+) card|Return (?:a|an|two|three) [^:\n]*you control to|"
     r"Exile (?:this (?:artifact|creature|enchantment)|[A-Z][^:,\n]*)(?=[:,])(?<! graveyard)(?<! hand))[^\n:]*:"),
    ("13", "spell text: gift riders, reflexive 'When you do', choices on resolution, delirium/descend modes (spell13)",
     r"^If the gift was promised, |\. If the gift was promised, [^\n]*target|\. When you do, [^\n]*target|"
     r"^Choose (?:a card name|a nonland card name|odd or even|a number|any target\.|any number of target)|"
     r"If this spell was cast from a graveyard|^Choose one—|choose one or more instead\."),
    ("13", "statics of the card or what it is attached to: conditional hexproof/shroud/protection/haste, "
           "combat clauses, all colors, every creature type, loses all abilities / flying (static13c)",
     r"(?:has|have) (?:hexproof|shroud|haste|protection from [a-z]+) as long as|^As long as [^\n\"]*, (?:it|[A-Z][^\n,\"]*) "
     r"(?:gets [^\n\"]* and )?has (?:hexproof|shroud|haste|protection)|can't be blocked by more than one creature|"
     r"is all colors\.|is every creature type|^(?:Enchanted|Equipped) [^\n]*loses (?:all (?:other )?abilities|flying)"),
    ("13", "additional costs that are a choice ('A or pay {M}'), reveal, behold (addcost13)",
     r"^As an additional cost to cast this spell, (?:[^\n]* or (?:pay|sacrifice|discard|blight|forage|tap)\b|"
     r"(?:you may )?(?:reveal|behold|choose a creature you control or reveal)\b|waterbend \{\d|"
     r"you may collect evidence \d+\. This spell costs|tap \w+ untapped [^\n]*and/or lands|"
     r"return an? \w+ you control to its owner's hand\.|exile a creature you control\.|"
     r"put a -1/-1 counter on a creature you control\.|sacrifice a (?:nonland|blue) permanent\.|"
     r"exile (?:six cards|an instant or sorcery card) from your graveyard\.)"),
    ("13", "casting prohibitions, second spell, flash for spells and for {2} more (perm13)",
     r"can't cast more than one spell each turn|can't cast spells during (?:your turn|combat)|"
     r"^The second spell you cast each turn|spells as though they had flash|as though it had flash if you (?:pay|control)|"
     r", you may cast [^\n]* as though it had flash\.|"
     r"^Activated abilities of [a-z, ]+ can't be activated|less to cast during your turn"),
    ("13", "earthbend with its target written out, token abilities in quotation marks (std13f)",
     r"(?:^|: |• |— |, )[Ee]arthbend (?:\d+|X)[.,]|: Create [^\n\"]*\btokens?\b[^\n\"]*\"[^\n\"]+\.\" Activate only"),
    ("13", "keyword grants to tapped / untapped, outlaw, artifact-creature and two-subtype groups, 'During your turn, ', "
           "'Max speed — This creature has', 'This Vehicle has haste as long as' (grant13e)",
     r"^(?:Other )?(?:[Tt]apped|[Uu]ntapped|[Aa]rtifact creatures|outlaws|permanents|[A-Z][a-z]+ and [A-Z][a-z]+) you control "
     r"(?:have|get) |^During your turn, (?:[^\n\"]* you control|this creature|~) (?:have|has|get)|"
     r"^Max speed — This creature has|^This Vehicle has haste as long as"),
    ("13", "spending restrictions: subtype lists, artifact / land sources, mana value or {X}, face down, equip (mana13)",
     r"Spend this mana only to (?:cast (?:an? )?[A-Z][a-z]+ (?:or|and/or) (?:an? )?[A-Z][a-z]+ spells?|"
     r"cast an? [A-Z][a-z]+ spell or an? [A-Z][a-z]+ spell|cast Lesson spells|activate abilities of (?:artifact|land) sources|"
     r"cast (?:creature )?spells with mana value \d+ or greater or (?:creature )?spells with \{X\}|"
     r"cast an enchantment spell, unlock|cast face-down spells|cast a face-down creature spell|turn permanents face up|"
     r"cast an Equipment spell or activate an equip ability|"
     r"cast a creature spell of the chosen type or activate an ability of a creature source)"),
    ("13", "state-decided cost changes: power / mana value / life thresholds, flying targets, other turns (cost13f)",
     r"less to cast (?:for each creature you control with power|if you control an? \w+ with mana value|"
     r"if an opponent controls an? \w+ permanent|if there is an? \w+ card in your graveyard|for each [A-Z]\w+ you "
     r"control and each|if your life total|if it targets (?:a creature with|an attacking or tapped)|"
     r"if (?:you control|you have|there are) \w+ or more|if creatures you control have total)|"
     r"^(?:During turns other than yours|As long as it's not your turn), spells you cast|"
     r"^If you have \d+ or less life, this spell"),
    ("13", "harmonize, forecast, companion, conspire, cycling {X}, uncounterable spells (kw14)",
     r"^(?:Harmonize \{|Forecast — |Companion — |Conspire\b|Cycling \{X\}|Spells (?:and abilities )?can't be countered)"),
    ("13", "prowl, cleave and its bracketed words, reconfigure, splice, web-slinging, hidden / double agenda, a card's "
           "own 'You may cast this card from your graveyard', lands played from the graveyard, two landcyclings, equip once "
           "each turn (kw15)",
     r"^(?:Prowl \{|Cleave \{|Reconfigure \{|Splice onto |Web-slinging \{|Hidden agenda\b|Double agenda\b|"
     r"You may cast this card from (?:your graveyard|exile)|You may play (?:lands|Desert lands|Forests) from your graveyard|"
     r"[A-Z][a-z]+cycling \{[^}]+\}, [a-z]+cycling|Equip[ —][^\n]*\. Activate only once each turn\.$)|"
     r"\[[A-Za-z][^\]\n]*\]|If this spell's prowl cost was paid"),
    ("13", "unspent mana kept, skipped untap steps, turning face up, permanents entering tapped, lifelink on spells, "
           "draft and opening-hand text, power and toughness lords and definitions (static14)",
     r"^(?:You|Players) don't lose unspent |^(?:Players|Each player) skips? their (?:untap|upkeep) step|"
     r"can't be turned face up|^(?:Artifacts|Permanents|Artifacts and lands|Artifacts, creatures, and lands) [^\n]*enter "
     r"(?:the battlefield )?tapped|spells you control have (?:lifelink|deathtouch|rebound)|^As you draft a |"
     r"from your opening hand\. If you do|'s toughness is equal to|^Other [A-Z]\w+, [^\n]* you control get \+"),
    ("13", "mana abilities: a Thriving land's chosen color, tapping another permanent, 'add ... instead', 602.5 "
           "conditions and counts the state decides ('for each <permanent> you control', counters on it, shared "
           "creature types, the chosen type), spells from exile, harmless riders (once spent, an opponent's life), "
           "mana added by loyalty abilities (mana14)",
     r"\{T\}: Add \{[WUBRGC]\} or one mana of the chosen color|Tap an untapped (?:permanent|artifact or creature) you "
     r"control: Add|If (?:you control [^\n,]+|you played a land this turn), add [^\n]* instead\.|"
     r"Activate only (?:during an opponent's turn|if there are \w+ or more \w+ counters on|if there is an? [A-Z]\w+ card "
     r"in your graveyard)|: Add \{[WUBRGC]\} for each (?:basic )?(?:Swamp|Forest|creature with)|where X is the number of "
     r"Allies you control|Each opponent gains 1 life\.|You get a poison counter\.|gains control of [^\n]* at the "
     r"beginning of the next end step|During your next untap step, as you untap|^\[?[+−-]?\d+\]?: [^\n]*(?:Add (?:two|"
     r"three|six|ten|X) |Add \{[WUBRGC]\} for each card exiled|Spend this mana only|If that mana is spent|Choose one\. "
     r"You may play)|If that mana is spent on |When that mana is spent to cast |When you spend this mana to cast |"
     r"Creature spells you spend this mana to cast|Spend this mana only to cast (?:spells from exile|a spell of the "
     r"chosen type or activate)|creatures you control that have a creature type in common|number of creatures you "
     r"control of the chosen type|: Add \{[WUBRGC]\} for each (?:\+1/\+1 )?counter on|where X is the number of "
     r"(?:petal|stash) counters on|Add one mana of that color for each charge counter"),
    ("13", "ability effects that act as they resolve (choices, delayed triggers, later costs and casts, coin flips), "
           "'Exert <this>', 'Remove a counter from this creature', 'before attackers are declared' (act14)",
     r"^[^\n\"]*: (?:[^\n\"]*\. )?(?:Choose (?:a color|a creature type|a basic land type|a land type|a card name|"
     r"a creature card name|a player|another player|an opponent|a word)\.|If you (?:win|lose) the flip, |"
     r"If this is the third time this ability|When you next cast|When you cast your next|Until end of turn, whenever|"
     r"Spells you cast this (?:turn|way)|The next [a-z ]*spell you cast this turn costs|"
     r"(?:Until end of turn, you|You) may (?:cast|play) (?:those cards|that card|them|spells|creature spells|one of)\b)|"
     r"^[^\n:]*(?:Exert [^\n:,]+|Remove (?:a counter|two counters) from this creature|Put an? [^\n:, ]+ counter on "
     r"(?!target|a |an )[^\n:,]+)[^\n:]*:|: (?:Copy|Counter) target activated |"
     r"Activate only during your turn, before attackers are declared\.|Activate only if (?:you have (?:no cards|exactly "
     r"\w+ cards?|one or fewer cards) in hand|there are \w+ or more (?:creature |land |permanent )?cards in your "
     r"graveyard|you control no creatures|[^\n.]+ is attacking)(?: and only [^\n.]+)?\.|"
     r"from your graveyard to the battlefield(?: tapped)? with a finality counter on it\."),
    ("13", "ability restrictions on the source's counters, power and combat status, life, spells cast, opponents' "
           "lands, life lost, graveyards and hands, colors among permanents; windows before attackers / end of combat / "
           "not your turn; 'only your opponents may activate'; abilities working from the graveyard; energy costs; "
           "Licids and the Clockworks' cap; 'target <noun> you own.' (act15)",
     r"^[^\n\"]*: [^\n\"]*Activate only (?:if (?:there are (?:\w+ or more|no) [a-z+/\d-]+ counters on|[^\n.]* has (?:an?|\w+ or "
     r"more) [a-z+/\d-]+ counters? on it|[^\n.]*'s power is \w+ or greater|[^\n.]* is blocked|[^\n.]* is attacking or "
     r"blocking|you have \w+ or more life|you've cast \w+ or more spells this turn|an opponent lost life this turn|"
     r"an opponent controls (?:\w+ or more lands|more lands than you|at least two more lands than you)|an opponent "
     r"has \w+ or more cards in their graveyard|you have more cards in hand than each opponent|there are five colors "
     r"among permanents you control|you control a creature with power \w+ or greater|it's not your turn|"
     r"[^\n.]* is in your graveyard)|before attackers are declared\.|before the end of combat step\.|during an "
     r"opponent's turn and only before combat\.)|Only your opponents may activate this ability|"
     r"^[^\n:\"]*Pay \{E\}[^\n:\"]*:|loses this ability and becomes an Aura enchantment|"
     r"This ability can't cause the total number of|: Exile target (?:creature|permanent) you own\."),
    ("13", "targets by what a spell targets, pawprint and named Tiered modes, Siege choices, untap in others' untap "
           "steps, reflexive 'When ... this way', non-outlaw / face-down / no counters, related targets (spell14)",
     r"with a single target|spell (?:or ability )?that targets |worth of modes|^• [A-Z][\w' ]+ — \{[^}]*\} — |"
     r"^As this \w+ enters, choose [A-Z][a-z]+ or [A-Z][a-z]+\.$|during each (?:other player's|opponent's) untap step|"
     r"\. When [^\n,]* this way, |target non-outlaw|target face-down creature|with no counters on it|"
     r"two target [a-z ]+(?:controlled by (?:the same|different)|that share (?:a|no) creature type)|"
     r"shuffles up to \w+ target cards from their graveyard"),
    ("13", "alternative costs given to spells, modifiers by the zone cast from, the chosen type, speed, counters, "
           "power, Lesson thresholds, owned cards in exile, Islands returned, land cards discarded, alternative costs "
           "while creatures attack / on your turn, creatures that attacked this turn, exile X, sacrifice any number "
           "(cost14)",
     r"rather than pay the mana cost for [^\n]*spells (?:that )?you cast|^You may cast (?:[A-Z]\w+ spells|spells from your hand) "
     r"without paying their mana costs\.|^The first spell each player casts|"
     r"^Spells (?:you|your opponents) cast from (?:your )?graveyards?(?: or from exile)? cost|"
     r"^The first (?:creature|instant or sorcery) spell you cast each turn costs \{\d+\} less to cast\.|"
     r"spells (?:you cast )?of the chosen type cost|spells you cast cost \{X\} less to cast, where X is "
     r"(?:your speed|[^\n]*'s power)|spells you cast cost \{1\} less to cast (?:for each \+1/\+1 counter on|"
     r"for each creature you control with|as long as there are)|^During your turn, spells you cast cost|"
     r"card you own in exile and in your graveyard|^You may (?:pay \{1\} and )?return (?:an Island|\w+ Islands|a basic land) "
     r"you control to|^You may discard an? (?:Plains|Island|Swamp|Mountain|Forest) card rather than pay|"
     r"^If it's (?:not )?your turn, you may [^\n]* rather than pay this spell's mana cost|^If (?:exactly one|an?|\w+ or more) "
     r"[a-z ]+ (?:is|are) attacking, you may pay|rather than pay this spell's mana cost if there are \w+ or more creatures|"
     r"less to cast (?:for each creature (?:that attacked|you attacked with)|if you attacked) this turn\.|"
     r"^As an additional cost to cast this spell, (?:exile X (?:creature )?cards from your graveyard|"
     r"(?:you may )?sacrifice any number of \w+)\.$"),
    ("13", "grants to groups said in more ways: tokens, legendary / colored / '<Subtype> creatures', lists, 'Each ... has', "
           "'with a counter', 'with <keyword>', equipped creatures, animated lands, threshold colors (grant14)",
     r"^(?:Each (?:other )?[a-z]+ and [A-Z][a-z]+ you control has|Each (?:other )?(?:[A-Z][a-z]+ )?creature you control "
     r"(?:with [^\n\"]*counter on it )?has|(?:Other )?(?:[Tt]okens|[Ll]egendary creatures|"
     r"(?:[Ww]hite|[Bb]lue|[Bb]lack|[Rr]ed|[Gg]reen) creatures|[A-Z][a-z]+ and [a-z]+|Equipped creatures) "
     r"you control (?:with [^\n\"]+ )?have|"
     r"(?:Other )?[A-Z][a-z]+s?, [A-Z][a-z]+s?,[^\n]* you control get|^(?:Other|All) [A-Z]?[a-z]+s? have (?:shroud|\")|"
     r"^Enchanted (?:land|artifact) is an? [^\n]*creature[^\n]*(?:still a land|in addition to its other types)\.|"
     r"^(?:Threshold|Hellbent) — As long as [^\n]*, [^\n]* is (?:white|blue|black|red|green),? and has \"|"
     r"^As long as enchanted permanent is an? (?:land|creature|Equipment), it (?:gets [^\n]* and )?has)"),
    ("13", "grants that change no answer (banding, cumulative upkeep, landwalk of any kind, quoted statics read "
           "recursively), combat-only group statics, 'Each creature that's a ...', per-color keywords, enchanted "
           "creatures you control, an Aura's colorless land with one ability (grant15)",
     r"have \"bands with other legendary creatures\.\"|have \"Cumulative upkeep|has \"Cumulative upkeep—Pay|"
     r"(?:nonbasic|artifact) landwalk|landwalk of the chosen type|^Creatures of the chosen type have|"
     r"have \"This creature gets [+-]\d+/[+-]\d+ as long as|have \"You may have this creature assign|"
     r"has \"Untap this land during|has \"You may look at the top card of your library any time\"|"
     r"^(?:All creatures can attack your opponents|Creatures can't attack a player unless|Creatures with landwalk "
     r"abilities can be blocked|Creatures that are enchanted can't|All permanents untap during each player's|Each creature "
     r"assigns combat damage equal to its mana value|Enchanted creature's controller may have it assign)|"
     r"^Enchanted creature is an? [A-Z][a-z]+(?: [A-Z][a-z]+)?\.$|^Enchanted permanent is legendary\.$|"
     r"^Equipped creature gets [^\n]*, and is an? (?:white|blue|black|red|green) [A-Z][a-z]+\.|"
     r"^Each creature that's an? [A-Z]|^Each creature you control has [a-z ]+ if it's|^Enchanted creatures you control "
     r"have|^Enchanted permanent is a colorless (?:land|Food artifact) with \""),
    ("13", "spell conditions and riders checked as it resolves ('target ... if <condition>', foretold / sneak / "
           "surge paid, 'as you cast this spell'), divided prevention, 'Exchange / Gain control of N target', "
           "'each of X target', 'your opponents control', graveyard targets (lists, 'from graveyards'), d20 '15+' "
           "rows, combat requirements on other targets, Disallow with 'noncreature spell' (spell15)",
     r"^(?:Destroy|Exile|Counter|Return|Gain control of|Tap|Untap) target [^\n.]+? if (?!it\b)[^\n.]+\.|"
     r"If this spell was foretold, |If this spell's (?:sneak|surge|madness) cost was paid, |"
     r"(?:you controlled|controlled an? [A-Z][a-z]+) as you cast this spell|"
     r"^Prevent the next \d+ damage that would be dealt this turn to any number of targets, divided as you choose\.|"
     r"(?:Exchange|Gain) control of (?:two|X|any number of|up to \w+) target|each of X target|"
     r"target [a-z]+s your opponents control|up to one target [a-z -]+ card(?:,| and) up to one target|^15\+ \| |"
     r"target [a-z ]*cards? (?:from|in) graveyards|(?:Another|other) target creature blocks it|"
     r"^Damage that would be dealt by [^\n]+ can't be prevented|^Reveal the first card you draw|"
     r", or noncreature spell\.|target spell or nonland permanent"),
    ("13", "free casts while an opponent controls one basic land type and you another (the Legates), a Forest's "
           "life-gift alternative, raid's alternative cost, creatures that died this turn, every graveyard, the end step, "
           "a chosen card type, tapped Omenreader, opponents' tax during your turn, spells that target a creature, "
           "red-or-green, per Ally, spells with flying, face-down spells, colored increases, unlock and foretell costs, "
           "different powers (costmana15)",
     r"^If an opponent controls an? \w+ and you control an? \w+, you may cast this spell without paying|"
     r"rather than pay this spell's mana cost, you may have each other player gain|"
     r"^Raid — If you attacked this turn, you may pay|less to cast (?:if a creature died|for each creature that died) "
     r"this turn\.|^If there are ten or more creature cards total in all graveyards|less to cast during your end step\.|"
     r"^As long as [^\n]* is tapped, [a-z]+ spells you cast cost|^Spells your opponents cast during your turn cost|"
     r"^Spells you cast that target a creature cost|^Each spell you cast that's \w+ or \w+ costs|"
     r"spells you cast cost \{1\} less to cast for each [A-Z][a-z]+ you control\.|"
     r"^As [^\n]* enters(?: the battlefield)?, choose (?:a card type|artifact, creature)|"
     r"^Creature spells with flying you cast cost|creature spell with flying you cast during each of your turns|"
     r"ace-down creature spells? you cast (?:each turn )?costs? \{\d+\} less|"
     r"^(?:White|Blue|Black|Red|Green) spells you cast cost \{[WUBRG]\} more|^Unlock costs you pay cost|"
     r"^Foretelling cards from your hand costs|for each different power among creatures you control\."),
    ("13", "replacements of going to a graveyard (in every checker), rules outside the game (deck, commander, opening "
           "hand, draft, 'Ready to run'), replaced draws, turns, game losses and life gain, what a permanent does as it "
           "enters, tap triggers with a target, 'has flash as long as you control', 'Crew N. Activate only once each "
           "turn.', 'Enchant creature without flying' (static15)",
     r"would be put into (?:a|an opponent's|your) graveyard(?: from anywhere)?, (?:reveal|exile)|^If [^\n,]+ would die, "
     r"(?:exile it|put (?:it|[^\n,]+) on (?:the bottom|top) of its owner's library) instead\.|^Ready to run$|"
     r"is your [Cc]ommander, your |^Your (?:minimum deck size|starting deck)|^You may begin the game with|"
     r"^If [^\n,]+ would (?:draw a card|begin|lose the game|gain life|get one or more poison|proliferate|planeswalk)|"
     r"^As [^\n,]+ enters(?: the battlefield)?, (?:choose a (?:letter|number|rarity|watermark|word)|sacrifice any number|"
     r"discard your hand|pay any amount of life|turn all other nontoken)|becomes tapped, [^\n]*target|"
     r"has flash as long as you control an? [A-Z]|^Crew \d+\. Activate only once each turn\.|"
     r"^Enchant creature without flying$"),
]


def new_templates(records: Any) -> list[tuple[str, str, int, int]]:
    """For each of :data:`NEW_TEMPLATES`: (issue, label, faces using it, of which understood)."""
    import re

    from castable.model.oracle import read_card
    patterns = [(issue, label, re.compile(rx, re.M)) for issue, label, rx in NEW_TEMPLATES]
    counts = {label: [0, 0] for _, label, _ in patterns}
    for rec in records:
        text = rec.get("oracle_text") if isinstance(rec, dict) else None
        if not isinstance(text, str):
            continue
        hits = [label for _, label, rx in patterns if rx.search(text)]
        if not hits:
            continue
        try:
            ok = read_card(rec, where="record").unsupported is None
        except InputError:
            ok = False
        for label in hits:
            counts[label][0] += 1
            counts[label][1] += ok
    return [(issue, label, counts[label][0], counts[label][1]) for issue, label, _ in patterns]


def render(report: dict[str, Any], cards_path: str, seconds: float, today: str,
           load: dict[str, float] | None = None, new: list[tuple[str, str, int, int]] | None = None) -> str:
    n, m = report["cards"], report["understood"]
    std = report["standard"]
    lines = [
        "# Oracle reader coverage",
        "",
        f"Generated {today} by `python -m benchmarks.coverage` (regenerate it with that command; do not edit by hand)",
        f"from `{cards_path}` in {seconds:.1f} s. The same counts come from `castable coverage FILE --json`",
        "(format `castable-coverage/1`).",
        "",
        "A face is *understood* when `castable.model.oracle.read_card` read every sentence of its rules",
        "text that matters for casting or activating (`CardDef.unsupported is None`); otherwise it is",
        "*unsupported*, stopped by the sentence listed below. Faces the reader rejects as malformed",
        "records count as unsupported (and under *malformed*). The reader is strict on purpose: a card",
        "is refused by name rather than guessed.",
        "",
        "## Totals",
        "",
        "| | faces |",
        "|---|---:|",
        f"| with Oracle text (the denominator) | {n} |",
        f"| understood | {m} ({percent(m, n)}) |",
        f"| unsupported | {report['unsupported']} ({percent(report['unsupported'], n)}) |",
        f"| of which malformed records | {report['errors']} |",
        f"| of which harmless to other answers (on the battlefield they still pay and are targeted) "
        f"| {report['unsupported_harmless']} |",
        f"| `faces_incomplete` (no per-face text; counted apart) | {report['faces_incomplete']} |",
        f"| no Oracle text (null, not counted) | {report['no_text']} |",
        "",
        "## Goals (issue 4)",
        "",
        "| | understood / faces | share | goal | |",
        "|---|---:|---:|---:|---|",
        _goal("all faces with Oracle text", m, n, GOAL_ALL),
        _goal('Standard-legal faces (`legalities.standard == "legal"`)', std["understood"], std["cards"], GOAL_STANDARD),
        "",
    ]
    shown_top = sum(row["count"] for row in report["top_unsupported"])
    lines += ["## Why the goals are missed", "",
              f"The {len(report['top_unsupported'])} most common unread templates below account for {shown_top} of the "
              f"{report['unsupported']} unsupported faces: the rest is a long tail of one-off wordings. What stays "
              "unread is, by design, what the engine does not model exactly:",
              "",
              "- ways of casting it doesn't model: mutate, splice, cleave, casualty, assist, awaken, miracle, "
              "specialize, a second warp or escape from another zone;",
              "- static abilities whose effect the state format can't record or the engine doesn't apply: "
              "\"can't cast\" and \"as though it had flash\" effects, extra land plays, conditional cost "
              "reductions (\"if you've ...\"), granted abilities the reader can't read exactly;",
              "- conditional or later-chosen targets, and costs the engine can't pay exactly (energy, bargain's "
              "token filter, storage lands' \"{1}, Remove X counters\", \"another\" combined with other "
              "qualities).",
              "",
              "Each such card is refused by name (exit 4), never guessed; an unsupported permanent whose unread "
              "text can't change other answers (counted above as harmless) doesn't block them.", ""]
    if load is not None:
        lines += ["## Reading speed", "",
                  f"`--cards {cards_path}`: loading the file takes {load['load_s']:.2f} s (parsing and indexing "
                  f"{int(load['names'])} names; records are read lazily); reading every card once takes "
                  f"{load['read_all_s']:.1f} s, {load['per_card_ms']:.2f} ms per card ({load['per_card_cpu_ms']:.2f} ms "
                  "of CPU; one machine, single thread; the table keeps every card it read). Reading each of the "
                  f"{int(load['faces'])} faces once with `read_card`, keeping none, takes {load['per_face_cpu_ms']:.2f} ms "
                  "of CPU per face. `python -m benchmarks.readspeed --other REV` times both beside another "
                  "revision.", ""]
    if new:
        lines += ["## Templates read for issues 12 and 13", "",
                  "Faces whose text uses one of the templates these issues taught the reader, and how many of "
                  "them are now understood (a face using two counts under both; a face still unsupported is "
                  "stopped by another line). The patterns are the templates' own words; the broad ones (the "
                  "replacements and protections of static13) also match a few wordings read before.", "",
                  "| issue | template | faces using it | understood now |", "|---|---|---:|---:|"]
        lines += [f"| {i} | {_cell(label)} | {n} | {ok} |" for i, label, n, ok in new]
        lines.append("")
    if report["error_reasons"]:
        lines += ["## Malformed records", "", "| field | faces | example |", "|---|---:|---|"]
        lines += [f"| `{r}` | {row['count']} | {_cell(row['example'])} |" for r, row in report["error_reasons"].items()]
        lines.append("")
    lines += ["## By card type", "",
              "A face counts once under each of its card types (an artifact creature under both).", "",
              "| type | faces | understood | share |", "|---|---:|---:|---:|"]
    for ty, row in report["by_type"].items():
        lines.append(f"| {ty} | {row['cards']} | {row['understood']} | {percent(row['understood'], row['cards'])} |")
    top = report["top_unsupported"]
    lines += ["", f"## The {len(top)} most common unsupported sentences", "",
              "The first sentence (line of rules text, reminder text removed) that stopped the reader, normalized:",
              'the card\'s own name → `~`, numbers → `N`, runs of mana symbols → `{M}`, quoted text → `"..."`.', "",
              "| # | faces | template | example | why it is left unread |", "|---:|---:|---|---|---|"]
    for i, row in enumerate(top, 1):
        lines.append(f"| {i} | {row['count']} | {_cell(row['template'])} | {_cell(row['example'])} "
                     f"| {_cell(why_left(row['template']))} |")
    lines += ["", "Card names and Oracle text are © Wizards of the Coast; the data set and its sources are",
              "described in `shared/data/README.md`.", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.coverage", description=__doc__.split("\n")[0])
    parser.add_argument("cards", nargs="?", default=str(DEFAULT_CARDS), help="card file (default: shared/data/cards.jsonl.gz)")
    parser.add_argument("--out", default=str(DEFAULT_OUT), help="where to write the report (default: benchmarks/COVERAGE.md)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    report = coverage(iter_records(args.cards))
    seconds = time.perf_counter() - start
    load = loading(args.cards)
    new = new_templates(iter_records(args.cards))
    shown = "shared/data/cards.jsonl.gz" if Path(args.cards).resolve() == DEFAULT_CARDS.resolve() else args.cards
    Path(args.out).write_text(render(report, shown, seconds, datetime.date.today().isoformat(), load, new), encoding="utf-8")
    n, m, std = report["cards"], report["understood"], report["standard"]
    print(f"{m} / {n} faces understood ({percent(m, n)}); Standard-legal {std['understood']} / {std['cards']} "
          f"({percent(std['understood'], std['cards'])}); wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
