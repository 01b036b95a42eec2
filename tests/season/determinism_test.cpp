// Same inputs, same results, byte for byte (DESIGN.md "Randomness").
#include "fixture.hpp"
#include "support/words.hpp"

using namespace dia;

namespace {
std::string dump(const adj::SeasonResult& r) {
  std::string out;
  for (const adj::OrderReport& o : r.orders)
    out += o.side + "|" + std::to_string(o.line) + "|" + o.text + "|" +
           std::to_string(static_cast<int>(o.status)) + "|" + test::fr(o.note) + "|" +
           test::en(o.note) + "\n";
  for (const adj::Event& e : r.events) out += test::fr(e.text) + "|" + test::en(e.text) + "\n";
  for (const state::Roll& roll : r.rolls)
    out += ::dia::test::english(roll.purpose) + "=" + std::to_string(roll.result) + "\n";
  for (const adj::Text& l : r.gm_log) out += test::fr(l) + "|" + test::en(l) + "\n";
  for (const state::Unit& u : r.next.units)
    out +=
        std::string(state::code(u.type)) + " " + u.side + " " + u.space + " " + u.commander + "\n";
  for (const state::Character& c : r.next.characters)
    out += c.id + " " + c.space + " " + c.controller + (c.alive ? "" : " dead") + "\n";
  out += r.next.rng.save();
  return out;
}
}  // namespace

TEST_CASE(
    "Determinism: the first turn with every side's units spreading out gives identical results") {
  const state::GameState g = test::opening(11);
  const std::vector<adj::SideOrders> orders = {
      test::orders_for("cassandre", "Achat A A F\nA MAC THE\n"),
      test::orders_for("ptolemee", "Achat A F F\nF EGY MOR\n"),
  };
  const adj::SeasonResult a = adj::adjudicate_season(test::diadoques_map(), g, orders);
  const adj::SeasonResult b = adj::adjudicate_season(test::diadoques_map(), g, orders);
  CHECK(dump(a) == dump(b));
  CHECK(a.next.season.kind == state::SeasonKind::summer);
  // Every space holds at most one unit after turn 1 (R12.t1.1).
  for (const state::Unit& u : a.next.units) CHECK(test::units_in(a.next, u.space) == 1);
}
