#!/usr/bin/env python3
"""Regenerate maps/classical.yaml, the standard Diplomacy map (ruleset: classical).

Sources (test data from other projects, tests/data/README.md gives their origin and licence):
  tests/data/datc/map/teddriggs/{provinces,regions,borders}.csv  graph, names, supply centres
  tests/data/datc/map/dpjudge/standard.politics                   home centres
  tests/data/datc/map/dpjudge/standard.geography                  aliases (lenient-parsing vocabulary)
plus every spelling of godip's province ids (GODIP below).

Codes are the godip ids (those of the DATC file our harness runs): they equal the TedDriggs
ids except nat/nrg/mid/gol, whose TedDriggs/DPjudge ids (nao/nwg/mao/lyo) become aliases.
Switzerland is left out: it is impassable and has no border, so it can never hold a unit or
be named in a legal order (the DATC never names it).

Usage: scripts/make-classical-map.py [data-dir] > maps/classical.yaml  (default: tests/data)
Plain python3, no extra modules. The YAML is committed; this script only regenerates it.
"""
import csv
import os
import re
import sys

# TedDriggs / DPjudge id -> godip id (godip's DATC file names four seas differently).
GODIP = {"nao": "nat", "nwg": "nrg", "mao": "mid", "lyo": "gol"}
COAST_NAMES = {"n": "nc", "s": "sc", "e": "ec"}
COAST_WORDS = {"nc": "north coast", "sc": "south coast", "ec": "east coast"}
POWERS = {"AUS": "Austria", "ENG": "England", "FRA": "France", "GER": "Germany",
          "ITA": "Italy", "RUS": "Russia", "TUR": "Turkey"}

# Approximate [longitude, latitude] of each space's centre, for drawing only.
POSITIONS = {
    "adr": (15.5, 43.0), "aeg": (25.0, 38.3), "alb": (20.0, 41.0), "ank": (33.0, 40.5),
    "apu": (16.3, 41.2), "arm": (42.0, 40.0), "bal": (18.5, 56.0), "bar": (40.0, 72.0),
    "bel": (4.5, 50.7), "ber": (13.4, 52.7), "bla": (34.0, 43.5), "bre": (-3.5, 48.2),
    "boh": (14.5, 49.8), "bot": (20.5, 62.0), "bud": (20.0, 47.3), "bul": (25.5, 42.7),
    "bur": (5.0, 47.2), "cly": (-5.5, 57.0), "con": (28.9, 41.0), "den": (9.5, 56.0),
    "eas": (31.0, 34.0), "edi": (-2.5, 56.2), "eng": (-2.5, 50.0), "fin": (26.0, 63.0),
    "gal": (24.0, 49.5), "gas": (0.0, 44.2), "gre": (22.0, 39.5), "hel": (7.0, 54.6),
    "hol": (5.5, 52.3), "ion": (18.0, 37.0), "iri": (-6.0, 53.5), "kie": (9.8, 53.8),
    "lon": (0.2, 51.6), "lvn": (25.0, 57.0), "lvp": (-3.3, 53.6), "gol": (5.0, 42.0),
    "mar": (5.4, 44.0), "mid": (-15.0, 44.0), "mos": (37.6, 55.7), "mun": (11.5, 48.6),
    "naf": (2.0, 34.5), "nat": (-25.0, 56.0), "nap": (15.5, 40.5), "nth": (3.0, 56.0),
    "nrg": (2.0, 67.0), "nwy": (9.0, 61.0), "par": (2.3, 48.5), "pic": (2.0, 50.0),
    "pie": (7.8, 45.0), "por": (-8.3, 39.5), "pru": (20.0, 54.5), "rom": (12.5, 42.0),
    "ruh": (7.0, 51.3), "rum": (25.0, 45.5), "ser": (20.8, 44.0), "sev": (34.0, 46.5),
    "sil": (17.0, 51.0), "ska": (9.0, 57.8), "smy": (28.0, 38.4), "spa": (-4.0, 40.3),
    "stp": (30.0, 60.0), "swe": (15.0, 60.0), "syr": (37.0, 35.0), "tri": (15.5, 45.5),
    "tun": (10.0, 35.0), "tus": (11.0, 43.6), "tyr": (11.5, 47.2), "tys": (11.0, 40.0),
    "ukr": (31.0, 49.0), "ven": (12.0, 45.4), "vie": (16.4, 48.2), "wal": (-3.8, 52.3),
    "war": (21.0, 52.2), "wes": (3.0, 38.5), "yor": (-1.2, 54.2),
}


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    return [[c.strip() for c in row] for row in rows[1:] if row]


def split_region(region):
    """'spa(nc)' -> ('spa', 'nc'); 'spa' -> ('spa', '')."""
    m = re.fullmatch(r"([a-z]+)(?:\((\w+)\))?", region)
    return m.group(1), m.group(2) or ""


def godip(code):
    return GODIP.get(code, code)


def read_geography(path):
    """Full name -> list of DPjudge aliases ('+' stands for a space in DPjudge)."""
    names = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].rstrip()
            if "=" not in line:
                continue
            full, aliases = line.split("=", 1)
            names[full.strip()] = [a.replace("+", " ") for a in aliases.split()]
    return names


def read_homes(path):
    homes = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0]
            m = re.match(r"^(\w+)\s+\((\w+)\)\s+(.*)$", line.strip())
            if m:
                for sc in m.group(3).split():
                    homes[sc.lower()] = m.group(1).capitalize()
    return homes


def quote(s):
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9 ./()-]*", s) and s.lower() not in (
            "yes", "no", "on", "off", "true", "false", "null", "y", "n"):
        return s
    return '"' + s.replace('"', '\\"') + '"'


def flow(items):
    return "[" + ", ".join(quote(i) for i in items) + "]"


def main():
    data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data")
    td = os.path.join(data, "datc", "map", "teddriggs")
    dp = os.path.join(data, "datc", "map", "dpjudge")
    provinces = read_csv(os.path.join(td, "provinces.csv"))
    regions = read_csv(os.path.join(td, "regions.csv"))
    borders = read_csv(os.path.join(td, "borders.csv"))
    # borders.csv lacks ten borders of the standard map (found by the DATC run: 6.J.5 needs
    # nwy-stp); they are added here as DPjudge standard.geography gives them.
    borders += [("gal", "ukr", "land"), ("lvn", "war", "land"), ("nwy", "stp", "land"),
                ("bot", "fin", "sea"), ("bot", "lvn", "sea"), ("bot", "stp(sc)", "sea"),
                ("bot", "swe", "sea"), ("mao", "spa(sc)", "sea"), ("nwy", "stp(nc)", "sea"),
                ("tus", "tys", "sea")]
    geography = read_geography(os.path.join(dp, "standard.geography"))
    homes = read_homes(os.path.join(dp, "standard.politics"))

    terrain = {}  # province -> 'sea' | 'coast' | 'land'
    coasts = {}   # province -> [coast codes]
    for prov, coast, ter in regions:
        if coast:
            coasts.setdefault(prov, []).append(COAST_NAMES[coast])
        else:
            terrain[prov] = ter

    army = {}   # province -> set of provinces
    fleet = {}  # region (province or 'spa/nc') -> set of regions
    for a, b, ter in borders:
        (pa, ca), (pb, cb) = split_region(a), split_region(b)
        ra = godip(pa) + ("/" + ca if ca else "")
        rb = godip(pb) + ("/" + cb if cb else "")
        if ter in ("land", "coast"):
            army.setdefault(godip(pa), set()).add(godip(pb))
            army.setdefault(godip(pb), set()).add(godip(pa))
        if ter in ("sea", "coast"):
            fleet.setdefault(ra, set()).add(rb)
            fleet.setdefault(rb, set()).add(ra)

    out = []
    w = out.append
    w("# The standard Diplomacy map (ruleset: classical), for the DATC.")
    w("# GENERATED by scripts/make-classical-map.py from tests/data/datc/map/ (TedDriggs CSVs for")
    w("# the graph, names and supply centres; DPjudge standard.politics for home centres and")
    w("# standard.geography for aliases). Do not edit by hand: fix the script and regenerate.")
    w("# Codes are godip's; TedDriggs/DPjudge ids (nao, nwg, mao, lyo) are aliases.")
    w("# Switzerland is left out: impassable, no border, never named in a legal order.")
    w("name: Standard Diplomacy")
    w("ruleset: classical")
    w("spaces:")
    for code, full, sc in provinces:
        if code == "swi":
            continue
        g = godip(code)
        aliases = []
        for a in geography.get(full, []):
            if a.lower() != g and a.lower() not in aliases:
                aliases.append(a.lower())
        if code != g and code not in aliases:
            aliases.insert(0, code)
        w(f"  - code: {g}")
        w(f"    name: {quote(full)}")
        if aliases:
            w(f"    aliases: {flow(aliases)}")
        kind = "sea" if terrain[code] == "sea" else "land"
        w(f"    kind: {kind}")
        if sc:
            w("    supply_centre: true")
            if code in homes:
                w(f"    home: {homes[code]}")
            elif sc != "neutral":
                w(f"    home: {POWERS[sc]}")
        if kind == "land" and army.get(g):
            w(f"    army: {flow(sorted(army[g]))}")
        if g in coasts or code in coasts:
            w("    coasts:")
            for c in coasts[code]:
                cname = f"{full} ({COAST_WORDS[c]})"
                caliases = [a.lower() for a in geography.get(cname, [])]
                for extra in (f"{g}/{c}", f"{g}({c})"):
                    if extra not in caliases:
                        caliases.append(extra)
                w(f"      - code: {c}")
                w(f"        name: {quote(cname)}")
                w(f"        aliases: {flow(caliases)}")
                w(f"        fleet: {flow(sorted(fleet[g + '/' + c]))}")
        elif fleet.get(g):
            w(f"    fleet: {flow(sorted(fleet[g]))}")
        lon, lat = POSITIONS[g]
        w(f"    position: [{lon}, {lat}]")
    print("\n".join(out))


if __name__ == "__main__":
    main()
