#!/usr/bin/python3
"""Regenerate maps/diadoques-geography.yaml: land, lakes and rivers of the Les Diadoques board.

Source: GSHHG 2.3.7 shorelines and WDBII rivers (Debian package gmt-gshhg-low, LGPL-3+), dumped
as text by Debian's `gmt coast -M` (package gmt) and assembled, clipped and simplified with
python3-shapely. Nothing is downloaded: only the installed Debian packages are read.

  scripts/make-geography.py > maps/diadoques-geography.yaml
  scripts/make-geography.py -o maps/diadoques-geography.yaml

Deterministic: fixed rounding (2 decimals), fixed order, no timestamps; the test
tests/map/geography-reproducible.sh reruns it and compares byte for byte.

Steps:
  1. shorelines of the box (plus a margin) -> polygonized with the box edge into faces; each
     face is classified ocean / land / lake by `gmt select` on a point inside it;
  2. land = every face that is not ocean (lakes are filled: the named ones are listed apart),
     water narrower than 2 * CLOSING filled (modern canals);
  3. the board's geography of 320 BC: the isthmus of Suez is land (ANCIENT_LAND), the head of
     the Persian Gulf lay further north-west (ANCIENT_SEA is given back to the sea); narrow
     straits are widened to a channel (STRAITS) so that the 0.01 degree rounding cannot close
     them;
  4. land clipped to BOUNDS, islands under MIN_ISLAND_KM2 dropped (except KEEP_ISLANDS and any
     island holding a `position:` of maps/diadoques.yaml), simplified (TOLERANCE), rounded;
  5. named lakes (LAKES) found by a point inside each; Lac d'Arie drawn by hand (see HAMUN);
  6. rivers: the WDBII network as a graph, each river the shortest path through its
     waypoints (source to mouth), straight where the network has a gap (reservoirs), cut at
     the coast, simplified;
  7. checks: every ring valid, no island joined to the mainland, water components listed.
"""
import argparse
import heapq
import math
import os
import re
import subprocess
import sys
import tempfile

from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.polygon import orient
from shapely.ops import polygonize, unary_union
from shapely.prepared import prep

BOUNDS = (10, 17, 80, 50)  # lon_min, lat_min, lon_max, lat_max; 17 N: the Nile's great bend dips to 18 N
MARGIN = 1  # degrees dumped around BOUNDS, so that clipping happens here, not in gmt
RESOLUTION = "i"  # GSHHG intermediate (about 1 km), then simplified to TOLERANCE
TOLERANCE = 0.03  # degrees (about 3 km): the detail a printed board shows
MIN_ISLAND_KM2 = 300
# Water narrower than 2 * CLOSING (modern canals: Corinth, Potidaea; lagoon mouths) is filled,
# as a printed board would; the straits of STRAITS are then reopened on purpose.
CLOSING = 0.01
RIVER_CLASSES = "r"  # WDBII permanent rivers (classes 0-4); the waypoints pick the right one
SNAP = 0.25  # degrees: how far a waypoint may lie from the major river it names
RIVER_GAP = 0.05  # degrees: WDBII lines whose ends are this close are joined

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAP_FILE = os.path.join(ROOT, "maps", "diadoques.yaml")

# Islands kept whatever their size (a point on each). Also kept: any island holding a position.
KEEP_ISLANDS = {
    "Chypre": (33.0, 35.0), "Crète": (24.9, 35.2), "Rhodes": (28.0, 36.2),
    "Eubée": (23.8, 38.6), "Sicile": (14.5, 37.5), "Lesbos": (26.3, 39.2),
    "Chios": (26.0, 38.4), "Samos": (26.8, 37.72), "Cos": (27.2, 36.85),
}
# Points on the mainland: no island above may end up in the same polygon as one of these.
MAINLAND = {"Grèce": (22.0, 39.0), "Asie Mineure": (33.0, 39.0), "Italie": (16.0, 40.5)}

# Straits kept open: a water channel 2 * STRAIT_HALF_WIDTH wide along each line (which starts
# and ends in open water). The Euripus at Chalcis is 40 m wide, the Bosporus 700 m: at 0.01
# degree (1 km) rounding they would close.
STRAIT_HALF_WIDTH = 0.025
STRAITS = {
    "Bosphore": [(29.0, 40.97), (29.025, 41.03), (29.055, 41.08), (29.075, 41.13),
                 (29.055, 41.16), (29.1, 41.2), (29.13, 41.26)],
    "Dardanelles": [(26.12, 40.02), (26.2, 40.04), (26.3, 40.09), (26.37, 40.16), (26.37, 40.2),
                    (26.45, 40.21), (26.5, 40.25), (26.58, 40.3), (26.65, 40.38), (26.72, 40.42),
                    (26.8, 40.45)],
    "Kertch": [(36.5, 45.05), (36.52, 45.2), (36.56, 45.3), (36.65, 45.36), (36.68, 45.43),
               (36.7, 45.5)],
    "Euripe": [(23.52, 38.53), (23.585, 38.468), (23.62, 38.42), (23.7, 38.37)],
    "Messine": [(15.6, 38.1), (15.605, 38.2), (15.635, 38.245), (15.7, 38.31)],
}

# The head of the Persian Gulf about 320 BC (given back to the sea). Today's head (the
# Shatt al-Arab mouth, 30.0 N) is the silt of the last two millennia; Alexander's Alexandria
# (later Charax Spasinou, about 30.8 N 47.6 E) was founded on the shore (Pliny, NH 6.138), and
# the Tigris (by the Pasitigris) and the Euphrates reached the sea apart. Drawn in the plain
# south-east of Qurna: the Euphrates marshes stay land, Babylonia (BAS) and Susiana (SUS) keep
# their coast on the gulf.
ANCIENT_SEA = [(47.75, 29.55), (47.45, 29.95), (47.2, 30.35), (47.22, 30.7), (47.3, 30.88),
               (47.44, 30.97), (47.6, 30.93), (48.0, 30.8), (48.45, 30.7), (48.9, 30.45),
               (49.2, 30.2), (49.3, 29.9), (48.8, 29.7), (48.3, 29.6)]

# The isthmus of Suez, land in 320 BC: the modern canal (GSHHG water) is filled. The game's
# Canal du Nil is a special link of maps/diadoques.yaml, not drawn here.
ANCIENT_LAND = [(32.25, 31.24), (32.4, 31.24), (32.4, 30.7), (32.62, 30.2), (32.62, 30.02),
                (32.5, 30.02), (32.25, 30.55)]

# Named lakes: name (the map's where it names the lake), a point inside.
LAKES = [
    ("Caspienne", (50.5, 41.8)),
    ("Aral", (60.0, 45.1)),
    ("Lac Matiane", (45.5, 37.7)),  # Urmia; name of maps/diadoques.yaml
    ("Lac de Van", (42.8, 38.65)),
    ("Lac Sevan", (45.35, 40.35)),
    ("Lac Tuz", (33.35, 38.8)),
    ("Mer Morte", (35.48, 31.5)),
    ("Balkhach", (74.0, 45.9)),
    ("Issyk-Koul", (77.2, 42.45)),
]
# Lac d'Arie (the Hamun of Seistan, between ARE and ARH). GSHHG keeps only a 30 km2 remnant of
# these seasonal lakes; the board shows the Aria Palus of the ancient authors at high water
# (Hamun-e Puzak, Sabari and Helmand as one crescent), drawn here by hand.
HAMUN = [(61.05, 30.85), (61.25, 30.8), (61.4, 31.0), (61.4, 31.3), (61.55, 31.38),
         (61.85, 31.4), (61.95, 31.55), (61.8, 31.7), (61.5, 31.65), (61.25, 31.55),
         (61.1, 31.3)]

# Rivers: the `name:` of maps/diadoques.yaml's rivers, then waypoints from source (or where
# it enters BOUNDS) to mouth. Between two waypoints the river follows the WDBII network;
# where the network has no path (a modern reservoir), a straight line: such stretches get
# waypoints every few tens of km.
RIVERS = [
    ("Halys", [(38.35, 39.85), (37.0, 39.77), (35.55, 39.05), (34.4, 38.9), (34.0, 38.97),
               (33.75, 39.05), (33.45, 39.3), (33.42, 39.7), (34.4, 40.5), (34.9, 41.3),
               (35.95, 41.72)]),
    ("Ister", [(10.0, 48.4), (12.1, 49.02), (16.37, 48.21), (18.92, 47.7), (19.05, 47.5),
               (18.9, 45.8), (20.45, 44.82), (22.6, 44.6), (24.0, 43.75), (26.0, 44.05),
               (28.1, 45.45), (29.66, 45.22)]),
    ("Borysthène", [(30.6, 50.3), (31.35, 49.78), (31.45, 49.72), (31.9, 49.5), (32.3, 49.35),
                    (32.75, 49.1), (33.2, 48.95), (33.6, 48.8), (34.1, 48.65), (34.6, 48.47),
                    (34.95, 48.35), (35.05, 48.1), (35.1, 47.85), (35.0, 47.65), (34.6, 47.55),
                    (34.2, 47.55), (33.9, 47.3), (33.4, 47.0), (33.0, 46.78), (32.7, 46.65),
                    (32.3, 46.55)]),
    ("Tanaïs", [(39.9, 50.3), (41.2, 49.7), (42.6, 49.6), (43.4, 49.5), (43.97, 49.3),
                (43.85, 49.05), (43.55, 48.9), (43.45, 48.7), (43.1, 48.4), (42.8, 48.1),
                (42.45, 47.85), (42.1, 47.65), (41.5, 47.6), (40.5, 47.45), (39.75, 47.2),
                (39.25, 47.1)]),
    ("Oxos", [(73.6, 37.4), (71.55, 37.5), (70.2, 37.5), (68.3, 37.1), (67.3, 37.22),
              (65.2, 37.8), (63.6, 39.1), (61.4, 41.0), (60.6, 41.55), (59.6, 42.45),
              (59.2, 43.5)]),
    ("Euphrate", [(41.3, 39.9), (39.5, 39.55), (38.8, 38.8), (38.2, 37.6), (37.97, 37.02),
                  (39.0, 35.95), (40.1, 35.33), (40.9, 34.45), (42.8, 33.65), (43.78, 33.35),
                  (44.4, 32.5), (45.3, 31.3), (46.25, 31.05), (47.2, 30.97),
                  (47.36, 30.85)]),
    ("Tigre", [(40.18, 38.07), (40.2, 37.9), (42.2, 37.3), (43.1, 36.35), (43.7, 34.6),
               (44.4, 33.3), (45.8, 32.5), (47.15, 31.83), (47.43, 31.02),
               (47.45, 30.9)]),
    ("Araxe", [(41.2, 39.6), (42.5, 40.0), (43.6, 40.1), (44.8, 39.7), (45.6, 39.2),
               (46.5, 38.9), (47.6, 39.55), (48.1, 39.7), (48.5, 39.98)]),
    ("Cyros", [(42.8, 41.1), (43.4, 41.85), (44.8, 41.7), (45.8, 41.15), (47.05, 40.77),
               (48.5, 40.02), (48.9, 39.8), (49.2, 39.4), (49.4, 39.3)]),
    ("Nil", [(33.7, 17.0), (33.98, 18.0), (33.3, 19.55), (31.8, 18.55), (30.48, 19.17),
             (30.4, 20.0), (31.0, 21.45), (31.3, 21.85), (31.55, 22.25), (31.85, 22.5),
             (32.25, 22.6), (32.5, 22.85), (32.7, 23.1), (32.8, 23.4), (32.85, 23.7),
             (32.89, 24.08), (32.65, 25.7), (32.7, 26.15), (31.2, 27.2),
             (31.25, 30.05), (30.8, 30.8), (30.37, 31.45)]),
    ("Indus", [(80.0, 32.3), (77.6, 34.1), (75.6, 35.3), (74.6, 35.8), (72.7, 34.05),
               (72.25, 33.9), (71.5, 32.95), (70.8, 30.5), (68.85, 27.7), (68.35, 25.4),
               (67.5, 24.0)]),
]
WATER_NAMES = {  # a point in each water body of BOUNDS, to name the components in the header
    "Méditerranée, Égée, Propontide, Pont-Euxin, Méotide": (20.0, 35.0),
    "Golfe Arabique (mer Rouge)": (37.5, 22.0),
    "Golfe Persique et océan Indien": (51.0, 27.0),
}


def gmt(*args, stdin=None):
    # In a temporary folder: gmt leaves a gmt.history file in its current folder (even with
    # --GMT_HISTORY=false).
    with tempfile.TemporaryDirectory() as scratch:
        done = subprocess.run(["gmt", *args], input=stdin, capture_output=True, text=True,
                              cwd=scratch)
    if done.returncode != 0:
        sys.exit(f"gmt {' '.join(args)} failed:\n{done.stderr}")
    return done.stdout


def segments(text, with_level=False):
    """Parse a gmt multisegment dump into lists of (lon, lat) (with the header's level)."""
    out, cur = [], None
    for line in text.splitlines():
        if line.startswith(">"):
            cur = []
            out.append((int(line.split()[-1]), cur))
        elif line.strip():
            x, y = line.split()[:2]
            cur.append((round(float(x), 6), round(float(y), 6)))
    out = [(level, s) for level, s in out if len(s) > 1]
    return out if with_level else [s for _, s in out]


def region():
    x0, y0, x1, y1 = BOUNDS
    return f"-R{x0 - MARGIN}/{x1 + MARGIN}/{y0 - MARGIN}/{y1 + MARGIN}"


def classify(faces):
    """Label each face 'ocean', 'lake' or 'land' by where gmt puts a point inside it."""
    pts = [f.representative_point() for f in faces]
    text = "".join(f"{p.x:.8f} {p.y:.8f} {i}\n" for i, p in enumerate(pts))

    def kept(mask):
        out = gmt("select", region(), "-D" + RESOLUTION, "-N" + mask, stdin=text)
        return {int(line.split()[2]) for line in out.splitlines() if line.strip()}

    ocean, lake = kept("k/s/s/s/s"), kept("s/s/k/s/k")
    return ["ocean" if i in ocean else "lake" if i in lake else "land" for i in range(len(faces))]


def km2(poly):
    lat = poly.representative_point().y
    return poly.area * 111.32 * 111.32 * math.cos(math.radians(lat))


def map_positions():
    """(code, kind, lon, lat) of every space of maps/diadoques.yaml (plain text scan)."""
    out, code, kind = [], None, None
    with open(MAP_FILE, encoding="utf-8") as f:
        for line in f:
            if m := re.match(r"\s*- code: (.+)", line):
                code, kind = m.group(1).strip(), None
            elif m := re.match(r"\s*kind: (\w+)", line):
                kind = m.group(1)
            elif m := re.match(r"\s*position: \[([-\d.]+), ([-\d.]+)\]", line):
                out.append((code, kind, float(m.group(1)), float(m.group(2))))
    return out


def rounded_ring(poly):
    """CCW exterior ring rounded to 2 decimals, no repeated point, starting at its min point."""
    poly = orient(poly, 1.0)
    pts = []
    for x, y in poly.exterior.coords[:-1]:
        p = (round(x, 2), round(y, 2))
        if not pts or pts[-1] != p:
            pts.append(p)
    while len(pts) > 1 and pts[0] == pts[-1]:
        pts.pop()
    k = pts.index(min(pts))
    return pts[k:] + pts[:k]


def valid_ring(pts):
    """Rounding may make a ring touch itself (two shores 0.01 apart): drop the pinched
    sliver (buffer(0) keeps the largest part) and round again, until valid."""
    for _ in range(5):
        poly = Polygon(pts)
        if poly.is_valid:
            return pts
        fixed = poly.buffer(0)
        fixed = max(getattr(fixed, "geoms", [fixed]), key=lambda g: g.area)
        pts = rounded_ring(Polygon(fixed.exterior))
    return pts


def fmt(pts):
    return " ".join(f"{x:.2f} {y:.2f}" for x, y in pts)


def build_land():
    shore = segments(gmt("coast", region(), "-D" + RESOLUTION, "-W", "-M", "-A0"))
    x0, y0, x1, y1 = BOUNDS
    outer = box(x0 - MARGIN, y0 - MARGIN, x1 + MARGIN, y1 + MARGIN)
    noded = unary_union([LineString(s) for s in shore] + [outer.exterior])
    faces = [f for f in polygonize(noded) if f.area > 0]
    kinds = classify(faces)
    land = unary_union([f for f, k in zip(faces, kinds) if k != "ocean"])
    lakes = [f for f, k in zip(faces, kinds) if k == "lake"]
    return land, lakes


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-o", "--output", help="write here instead of standard output")
    args = ap.parse_args()

    bounds = box(*BOUNDS)
    land, lake_faces = build_land()
    land = land.buffer(CLOSING, 8).buffer(-CLOSING, 8)
    land = land.union(Polygon(ANCIENT_LAND)).difference(Polygon(ANCIENT_SEA))
    channels = unary_union([LineString(l).buffer(STRAIT_HALF_WIDTH) for l in STRAITS.values()])
    land = land.difference(channels).intersection(bounds)

    positions = map_positions()
    keep_pts = [Point(p) for p in KEEP_ISLANDS.values()] + [Point(x, y) for _, _, x, y in positions]
    parts = sorted(getattr(land, "geoms", [land]), key=lambda p: -p.area)
    kept = [Polygon(p.exterior) for p in parts
            if km2(p) >= MIN_ISLAND_KM2 or any(p.contains(k) for k in keep_pts)]

    rings = []
    for p in kept:
        s = p.simplify(TOLERANCE, preserve_topology=True)
        ring = valid_ring(rounded_ring(s))
        if len(ring) < 4:  # a kept islet smaller than the tolerance: its rounded outline
            ring = valid_ring(rounded_ring(p.simplify(0.005, preserve_topology=True)))
        poly = Polygon(ring)
        if not poly.is_valid or len(ring) < 3:
            sys.exit(f"land ring near {p.representative_point()} is invalid once simplified")
        rings.append(ring)
    land_polys = [Polygon(r) for r in rings]
    # Simplification must not join two polygons (an island to the mainland, across a strait).
    for i, a in enumerate(land_polys):
        for b in land_polys[i + 1:]:
            if a.intersects(b):
                sys.exit(f"simplified land rings touch near {a.intersection(b).representative_point()}")
    for name, pt in KEEP_ISLANDS.items():
        holder = [p for p in land_polys if p.contains(Point(pt))]
        if len(holder) != 1:
            sys.exit(f"island {name} lost")
        for main_name, mpt in MAINLAND.items():
            if holder[0].contains(Point(mpt)):
                sys.exit(f"island {name} joined to {main_name}")
    land_all = unary_union(land_polys)
    water = bounds.difference(land_all)
    water_parts = sorted(getattr(water, "geoms", [water]), key=lambda p: -p.area)
    components = []
    for w in water_parts:
        names = [n for n, pt in WATER_NAMES.items() if w.contains(Point(pt))]
        components.append((names[0] if names else None, km2(w), w))
    unnamed = [c for c in components if c[0] is None]
    if len(components) != len(WATER_NAMES) or unnamed:
        detail = ", ".join(f"{c[0]} {c[1]:.0f} km2 at {c[2].representative_point().coords[0]}"
                           for c in components)
        sys.exit(f"expected {len(WATER_NAMES)} water bodies, got {len(components)}: {detail}")

    # Lakes.
    lake_rings = []
    for name, pt in LAKES:
        face = [f for f in lake_faces if f.contains(Point(pt))]
        if len(face) != 1:
            sys.exit(f"lake {name}: no lake face holds {pt}")
        ring = valid_ring(rounded_ring(
            Polygon(face[0].exterior).simplify(TOLERANCE, preserve_topology=True)))
        lake_rings.append((name, ring))
    lake_rings.append(("Lac d'Arie", rounded_ring(Polygon(HAMUN))))
    lake_rings.sort(key=lambda nr: -Polygon(nr[1]).area)
    for name, ring in lake_rings:
        if not Polygon(ring).is_valid or not land_all.contains(Polygon(ring)):
            sys.exit(f"lake {name} is invalid or not inside the land")
    lakes_all = unary_union([Polygon(r) for _, r in lake_rings])

    river_lines = build_rivers(land_all.difference(lakes_all))

    total = sum(len(r) for r in rings) + sum(len(r) for _, r in lake_rings) + sum(
        len(l) for _, l in river_lines)
    out = []
    out.append("# Geography of the Les Diadoques board: GSHHG 2.3.7 shorelines and WDBII rivers "
               "(Wessel & Smith), LGPL-3+. Made by:")
    out.append("#   scripts/make-geography.py > maps/diadoques-geography.yaml   (or with -o)")
    out.append(f"# Read from the Debian packages {package_versions()}, through `gmt coast -D{RESOLUTION} -M`")
    out.append(f"# (GSHHG resolution '{RESOLUTION}', about 1 km) and python3-shapely; simplified with a "
               f"tolerance of {TOLERANCE} degree, rounded to 0.01;")
    out.append(f"# islands under {MIN_ISLAND_KM2} km2 dropped except {', '.join(KEEP_ISLANDS)} and "
               "those holding a position; lakes not listed below (reservoirs) filled. {} points.".format(total))
    out.extend([
        "# 320 BC, not today: the head of the Persian Gulf is drawn at about 31 N, south-east of Qurna",
        "#   (Alexandria, later Charax, on the shore; the Tigris and the Euphrates reach the sea apart):",
        "#   the silt of the Shatt al-Arab since then is given back to the sea. The isthmus of Suez is",
        "#   land (no modern canal) and water narrower than about 2 km is filled (the modern canal",
        "#   of Potidaea). The Nile delta is today's: its branches moved, its coast little. Lake",
        "#   Nasser and the other reservoirs are land, the rivers drawn through them by hand.",
        "#   Lac d'Arie (Hamun) is drawn by hand at high water: GSHHG keeps a 30 km2 remnant.",
        f"# Straits widened to a {2 * STRAIT_HALF_WIDTH:.2f} degree channel so that they stay open: "
        f"{', '.join(STRAITS)}.",
    ])
    out.append(f"# Water bodies inside bounds ({len(components)}): " + "; ".join(
        f"{n} ({round(a, -3):,.0f} km2)" for n, a, _ in components) + ".")
    out.append(f"bounds: [{BOUNDS[0]}, {BOUNDS[1]}, {BOUNDS[2]}, {BOUNDS[3]}]")
    out.append("land:")
    for r in rings:
        out.append(f'  - "{fmt(r)}"')
    out.append("lakes:")
    for name, r in lake_rings:
        out.append(f"  - name: {yaml_str(name)}")
        out.append(f'    ring: "{fmt(r)}"')
    out.append("rivers:")
    for name, line in river_lines:
        out.append(f"  - name: {yaml_str(name)}")
        out.append(f'    line: "{fmt(line)}"')
    text = "\n".join(out) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


def yaml_str(s):
    return f'"{s}"' if "'" in s or ":" in s else s


def package_versions():
    names = ["gmt", "gmt-gshhg-low", "python3-shapely"]
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Version}\\n", *names],
                         capture_output=True, text=True, check=True).stdout
    return ", ".join(line.strip() for line in out.splitlines() if line.strip())


def build_rivers(dry):
    """One simplified polyline per river of RIVERS, cut to the dry land (outside lakes)."""
    text = gmt("coast", region(), "-D" + RESOLUTION, "-I" + RIVER_CLASSES, "-M")
    classed = [(c, [(round(x, 4), round(y, 4)) for x, y in s])
               for c, s in segments(text, with_level=True)]
    lines = [s for _, s in classed]
    major = sorted({p for c, s in classed if c <= 2 for p in s})
    graph = {}

    def link(a, b):
        d = math.dist(a, b)
        graph.setdefault(a, {})[b] = d
        graph.setdefault(b, {})[a] = d

    for s in lines:
        for a, b in zip(s, s[1:]):
            if a != b:
                link(a, b)
    nodes = sorted(graph)
    # WDBII is cut into bins and its tributaries stop short of the main stream: join each
    # line's end to the nearest point of another line within RIVER_GAP.
    cell = {}
    for n in nodes:
        cell.setdefault((math.floor(n[0] / RIVER_GAP), math.floor(n[1] / RIVER_GAP)), []).append(n)
    for i, s in enumerate(lines):
        own = set(s)
        for end in (s[0], s[-1]):
            cx, cy = math.floor(end[0] / RIVER_GAP), math.floor(end[1] / RIVER_GAP)
            near = [n for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                    for n in cell.get((cx + dx, cy + dy), []) if n not in own]
            near = [n for n in near if math.dist(n, end) <= RIVER_GAP]
            if near:
                link(end, min(near, key=lambda n: (math.dist(n, end), n)))

    def nearest(pt):  # a waypoint goes to the nearest major river, else to any river
        best = min(major, key=lambda n: (math.dist(n, pt), n))
        if math.dist(best, pt) <= SNAP:
            return best
        best = min(nodes, key=lambda n: (math.dist(n, pt), n))
        return best if math.dist(best, pt) <= SNAP else pt  # far from WDBII: drawn as given

    def path(a, b):
        if a not in graph or b not in graph:
            return [a, b]
        dist, prev, heap = {a: 0.0}, {}, [(0.0, a)]
        while heap:
            d, n = heapq.heappop(heap)
            if n == b:
                break
            if d > dist[n]:
                continue
            for m, w in sorted(graph[n].items()):
                if d + w < dist.get(m, math.inf):
                    dist[m], prev[m] = d + w, n
                    heapq.heappush(heap, (d + w, m))
        if b not in dist or dist[b] > 3 * math.dist(a, b) + 0.5:
            return [a, b]  # no network path (reservoir) or a detour: straight
        out = [b]
        while out[-1] != a:
            out.append(prev[out[-1]])
        return out[::-1]

    dry_test = prep(dry)
    result = []
    for name, waypoints in RIVERS:
        snapped = [nearest(w) for w in waypoints]
        pts = [snapped[0]]
        for a, b in zip(snapped, snapped[1:]):
            pts.extend(path(a, b)[1:])
        course = []  # drop the back-and-forths of waypoints snapped beside the stream
        for p in pts:
            if p in course:
                del course[course.index(p) + 1:]
            else:
                course.append(p)
        kept, start = [], None  # from the source (or the edge of the board) to the first shore
        for i, p in enumerate(course):
            if dry_test.contains(Point(p)):
                start = i if start is None else start
                kept.append(p)
            elif kept:
                cut = LineString([kept[-1], p]).intersection(dry.boundary)
                cuts = [c for c in getattr(cut, "geoms", [cut]) if not c.is_empty]
                kept.append(min((c.coords[0] for c in cuts), key=lambda c: math.dist(c, kept[-1])))
                break
        line, longest = LineString(course[start:]), LineString(kept)
        if longest.length < 0.9 * line.length:
            sys.exit(f"river {name}: its course leaves the land (kept {longest.length:.2f} of "
                     f"{line.length:.2f} degrees, to {longest.coords[-1]})")
        simple = longest.simplify(TOLERANCE)
        coords = []
        for x, y in simple.coords:
            p = (round(x, 2), round(y, 2))
            if not coords or coords[-1] != p:
                coords.append(p)
        result.append((name, coords))
    return result


if __name__ == "__main__":
    main()
