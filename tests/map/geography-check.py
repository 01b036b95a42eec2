#!/usr/bin/env python3
"""Check maps/diadoques-geography.yaml against maps/diadoques.yaml (plain python3, no modules).

  geography-check.py <source-dir>

- the file has the format the C++ reader expects (bounds, land rings, lakes, rivers; pairs of
  numbers with 2 decimals; rings counter-clockwise, first point not repeated);
- every `position:` of the map lies inside `bounds`;
- a sea zone's position lies in water (in no land ring), a land province's or citadel's on land
  (in a land ring and in no lake);
- the lakes the map names (`lakes:`) and every river of its `rivers:` are drawn, under the same
  name.
Exit 1 with one line per problem.
"""
import re
import sys

src = sys.argv[1] if len(sys.argv) > 1 else "."
problems = []


def ring_of(text, what):
    nums = text.split()
    if len(nums) % 2 or len(nums) < 4:
        problems.append(f"{what}: odd or too few numbers")
        return []
    for n in nums:
        if not re.fullmatch(r"-?\d+\.\d\d", n):
            problems.append(f"{what}: '{n}' is not a number with 2 decimals")
            return []
    v = [float(n) for n in nums]
    return list(zip(v[0::2], v[1::2]))


def signed_area(ring):
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1])) / 2


def inside(pt, ring):
    x, y = pt
    hit = False
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


# The geography file: a fixed, line-oriented subset of YAML (see maps/README.md).
geo = open(f"{src}/maps/diadoques-geography.yaml", encoding="utf-8").read().splitlines()
bounds, land, lakes, rivers, section, name = None, [], {}, {}, None, None
for i, line in enumerate(geo, 1):
    if line.startswith("#") or not line.strip():
        continue
    if m := re.fullmatch(r"bounds: \[([-\d.]+), ([-\d.]+), ([-\d.]+), ([-\d.]+)\]", line):
        bounds = [float(g) for g in m.groups()]
    elif m := re.fullmatch(r"(land|lakes|rivers):", line):
        section = m.group(1)
    elif section == "land" and (m := re.fullmatch(r'  - "(.*)"', line)):
        land.append(ring_of(m.group(1), f"line {i}"))
    elif section in ("lakes", "rivers") and (m := re.fullmatch(r"  - name: (.*)", line)):
        name = m.group(1).strip('"')
    elif section == "lakes" and (m := re.fullmatch(r'    ring: "(.*)"', line)):
        lakes[name] = ring_of(m.group(1), f"line {i}")
    elif section == "rivers" and (m := re.fullmatch(r'    line: "(.*)"', line)):
        rivers[name] = ring_of(m.group(1), f"line {i}")
    else:
        problems.append(f"diadoques-geography.yaml:{i}: unexpected line: {line[:60]}")
if not bounds or not land or not lakes or not rivers:
    problems.append("diadoques-geography.yaml: bounds, land, lakes or rivers missing")
    bounds = bounds or [0, 0, 0, 0]
for what, rings in (("land", land), ("lake", lakes.values())):
    for ring in rings:
        if ring and ring[0] == ring[-1]:
            problems.append(f"a {what} ring repeats its first point")
        if ring and signed_area(ring) <= 0:
            problems.append(f"a {what} ring near {ring[0]} is not counter-clockwise")
for rname, line in rivers.items():
    for x, y in line:
        if not (bounds[0] <= x <= bounds[2] and bounds[1] <= y <= bounds[3]):
            problems.append(f"river {rname}: point {x} {y} outside bounds")
            break

# The map file: positions, kinds, the named lakes and rivers.
text = open(f"{src}/maps/diadoques.yaml", encoding="utf-8").read()
code = kind = None
checked = 0
for line in text.splitlines():
    if m := re.match(r"\s*- code: (.+)", line):
        code, kind = m.group(1).strip(), None
    elif m := re.match(r"\s*kind: (\w+)", line):
        kind = m.group(1)
    elif m := re.match(r"\s*position: \[([-\d.]+), ([-\d.]+)\]", line):
        pt = (float(m.group(1)), float(m.group(2)))
        checked += 1
        if not (bounds[0] <= pt[0] <= bounds[2] and bounds[1] <= pt[1] <= bounds[3]):
            problems.append(f"{code}: position {pt} outside bounds {bounds}")
            continue
        on_land = any(inside(pt, r) for r in land)
        in_lake = [n for n, r in lakes.items() if inside(pt, r)]
        if kind == "sea" and on_land:
            problems.append(f"{code} (sea): position {pt} lies on land")
        elif kind in ("land", "citadel") and (not on_land or in_lake):
            where = f"in {in_lake[0]}" if in_lake else "in the sea"
            problems.append(f"{code} ({kind}): position {pt} lies {where}")
if checked < 100:
    problems.append(f"only {checked} positions found in maps/diadoques.yaml")


def names_of(section):
    body = re.search(rf"^{section}:\n(.*?)(?=^\S|\Z)", text, re.S | re.M)
    return re.findall(r"^  - name: (.+)$", body.group(1) if body else "", re.M)


for n in names_of("lakes"):
    if n.strip('"') not in lakes:
        problems.append(f"lake {n} of maps/diadoques.yaml is not drawn")
for n in names_of("rivers"):
    if n.strip('"') not in rivers:
        problems.append(f"river {n} of maps/diadoques.yaml is not drawn")

for p in problems:
    print(f"FAIL: {p}")
print(f"{'FAILED' if problems else 'ok'}: {checked} positions, {len(land)} land rings, "
      f"{len(lakes)} lakes, {len(rivers)} rivers")
sys.exit(1 if problems else 0)
