#include "site/style.hpp"

namespace dia::site {

std::string_view style_sheet() {
  return R"(/* The results site of a club of Les Diadoques (diadoques club site). */
:root { --ink: #222; --muted: #666; --line: #ccc; --band: #f3efe6; --accent: #7a3b10; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 0 1rem 2rem; color: var(--ink);
  font: 16px/1.45 Georgia, "DejaVu Serif", serif; background: #fffdf8; }
header { border-bottom: 2px solid var(--accent); padding: .6rem 0; display: flex;
  flex-wrap: wrap; gap: .5rem 1.5rem; align-items: baseline; }
header .club { margin: 0; font-weight: bold; color: var(--accent); }
nav { display: flex; flex-wrap: wrap; gap: .3rem 1rem; align-items: baseline; }
nav ul.languages { display: inline-flex; gap: .6rem; list-style: none; margin: 0; padding: 0; }
a { color: var(--accent); }
h1 { font-size: 1.6rem; margin: 1rem 0 .5rem; }
h2 { font-size: 1.2rem; margin: 1.4rem 0 .4rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1rem 0 .3rem; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { padding: .25rem .45rem; border-bottom: 1px solid var(--line); text-align: left;
  vertical-align: top; }
thead th { background: var(--band); font-size: .9rem; }
.n { text-align: right; font-variant-numeric: tabular-nums; }
main { overflow-x: auto; }
ul.orders { list-style: none; padding-left: 1rem; }
ul.orders li.failed code, ul.orders li.ignored code { text-decoration: line-through; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: .9em; }
.note, .none, .subtitle, footer { color: var(--muted); }
figure.map { margin: .5rem 0; }
figure.map img { max-width: 100%; height: auto; border: 1px solid var(--line); }
/* The same label column for every side, so the lists line up from one side to the next. */
dl.position { display: grid; grid-template-columns: minmax(15rem, max-content) 1fr;
  gap: .1rem 1rem; margin: 0; }
dl.position dt { font-weight: bold; }
dl.position dd { margin: 0; }
ul.pager { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem 1.5rem; }
ul.pager li { white-space: nowrap; }
footer { border-top: 1px solid var(--line); margin-top: 2rem; font-size: .85rem; }
@media (max-width: 40rem) {
  dl.position { display: block; }
  dl.position dd { margin: 0 0 .3rem 1rem; }
}
@media print {
  body { max-width: none; background: none; font-size: 11pt; }
  nav, ul.pager { display: none; }
  header { border-bottom: 1px solid #000; }
  a { color: inherit; text-decoration: none; }
  main { overflow: visible; }
  table { font-size: 9pt; }
  th, td { padding: .15rem .3rem; }
  thead th { font-size: 8.5pt; }
  table, figure, dl.position, tr { page-break-inside: avoid; break-inside: avoid; }
  h2, h3 { page-break-after: avoid; break-after: avoid; }
  figure.map img { max-height: 24cm; }
}
)";
}

}  // namespace dia::site
