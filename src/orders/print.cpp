#include "orders/print.hpp"

#include <array>
#include <string_view>

namespace dia::orders {
namespace {

struct Printer {
  const map::Map& map;
  bool classical;
  bool english = false;  // the English keywords of N1/N3 (Diadoques maps)

  // A keyword in the reading's language.
  std::string kw(std::string_view french, std::string_view english_word) const {
    return std::string(english ? english_word : french);
  }

  std::string place(const PlaceRef& p) const {
    if (!p.resolved()) return std::string(p.written);
    if (p.node != map::no_node && !p.coast.empty()) return map.node(p.node).code;
    return map.space(p.space).code;
  }

  std::string character(const CharacterRef& c) const {
    return c.kind == CharacterKind::named
               ? c.name
               : std::string(c.kind == CharacterKind::diadoque ? "*" : "#");
  }

  std::string piece(const Piece& p) const {
    std::string out;
    if (p.type) out += designator(*p.type);
    // Symbols stick to the designator (`A*`, `F#`, `A*#`); names are separate words.
    for (const auto& c : p.characters) {
      bool glue = c.kind != CharacterKind::named && p.type && !out.empty() && out.back() != ' ' &&
                  (out.size() <= 2 || out.back() == '*' || out.back() == '#');
      if (!out.empty() && !glue) out += ' ';
      out += character(c);
    }
    if (!out.empty()) out += ' ';
    out += place(p.where);
    return out;
  }

  std::string list(const std::vector<PlaceRef>& ps) const {
    std::string out;
    for (const auto& p : ps) {
      if (!out.empty()) out += ", ";
      out += place(p);
    }
    return out;
  }

  std::string to(const PlaceRef& p) const { return (classical ? " - " : " ") + place(p); }

  // " A1 " / " Siege 1 ": a siege round before its citadel (N1).
  std::string siege(int round) const { return kw(" A", " Siege ") + std::to_string(round) + " "; }

  std::string body(const Order& o) const {
    const std::string who = piece(o.piece);
    struct V {
      const Printer& pr;
      const std::string& who;
      std::string operator()(const Hold& h) const {
        if (!h.written) return who;
        return who + (pr.classical ? " H" : " X");
      }
      std::string operator()(const Move& m) const {
        std::string out = who;
        if (m.via_convoy && !pr.classical && m.route.empty()) out += " C";
        for (const auto& r : m.route) out += " - " + pr.place(r);  // `A lvp - iri - lon`
        if (!m.route.empty()) return out + " - " + pr.place(m.to);
        out += pr.to(m.to);
        if (m.via_convoy && pr.classical && m.route.empty()) out += " via convoy";
        return out;
      }
      std::string operator()(const Support& s) const {
        std::string out = who + " S " + pr.piece(s.supported);
        if (s.citadel) out += pr.siege(s.siege_round) + pr.place(*s.citadel);
        if (s.to) out += pr.to(*s.to);
        return out;
      }
      std::string operator()(const Convoy& c) const {
        return who + " C " + pr.piece(c.convoyed) + pr.to(c.to);
      }
      std::string operator()(const Siege& s) const {
        return who + pr.siege(s.round) + pr.place(s.citadel);
      }
      std::string operator()(const Supply& s) const {
        return who + pr.kw(" Ra ", " Supply ") + pr.place(s.citadel);
      }
      std::string operator()(const Build& b) const {
        std::string out = (pr.classical ? std::string("Build ") : pr.kw("Construire ", "Build ")) +
                          std::string(designator(b.type)) + " " + pr.place(b.where);
        if (!b.ports.empty()) out += " " + pr.list(b.ports);
        return out;
      }
      std::string operator()(const Disband& d) const {
        return (pr.classical ? std::string("Remove ") : pr.kw("Licencier ", "Disband ")) +
               pr.piece(d.piece);
      }
      std::string operator()(const Promote& p) const {
        return pr.kw("Promouvoir ", "Promote ") + pr.piece(p.piece) + " " +
               std::string(designator(p.to));
      }
      std::string operator()(const Downgrade& d) const {
        return pr.kw("Dégrader ", "Downgrade ") + pr.piece(d.piece);
      }
      std::string operator()(const Upkeep& u) const {
        std::string out = pr.kw("Entretien", "Upkeep");
        for (std::size_t i = 0; i < u.pieces.size(); ++i)
          out += (i ? ", " : " ") + pr.piece(u.pieces[i]);
        return out;
      }
      std::string operator()(const Corruption& c) const {
        return "Co " + pr.piece(c.target) + " " + std::to_string(c.amount);
      }
      std::string operator()(const CounterCorruption& c) const {
        return "CC " + pr.piece(c.target) + " " + std::to_string(c.amount);
      }
      std::string operator()(const Passage& p) const {
        return pr.kw("Passage ", "Grant passage ") + p.to.name + " " + pr.piece(p.piece);
      }
      std::string operator()(const Give& g) const {
        return pr.kw("Donner ", "Give ") + pr.character(g.who) + " " + g.to.name;
      }
      std::string operator()(const Spare& s) const {
        std::string out = pr.kw("Epargner ", "Spare ");
        for (std::size_t i = 0; i < s.who.size(); ++i) {
          out += (i ? ", " : "") + pr.character(s.who[i]);
        }
        return out;
      }
      std::string operator()(const Assassinate& a) const {
        return pr.kw("Assassiner ", "Assassinate ") + pr.character(a.who);
      }
      std::string operator()(const Bid& b) const {
        std::string out =
            pr.kw("Enchère ", "Bid ") + std::string(designator(b.type)) + " " + pr.place(b.where);
        for (std::size_t i = 0; i < b.amounts.size(); ++i) {
          out += (i ? ", " : " ") + std::to_string(b.amounts[i]);
        }
        return out;
      }
      std::string operator()(const RoyalOrder& r) const {
        return pr.kw("Ordre royal ", "Royal order ") + r.beneficiary.name;
      }
      std::string operator()(const Vote& v) const {
        return "Vote " + v.side.name +
               (v.in_favour ? pr.kw(" pour", " for") : pr.kw(" contre", " against"));
      }
      std::string operator()(const OpenGates& g) const {
        return pr.kw("Ouvrir ", "Open ") + pr.place(g.citadel) + " " + g.to.name;
      }
      std::string operator()(const Gold& g) const {
        return pr.kw("Or ", "Gold ") + std::to_string(g.amount) + " " + g.to.name +
               (g.announce ? " public" : "");
      }
      std::string operator()(const NoControl& n) const {
        return pr.kw("Pas de contrôle ", "No control ") + pr.place(n.province);
      }
      std::string operator()(const Capital& c) const {
        return pr.kw("Capitale ", "Capital ") + pr.place(c.citadel);
      }
      std::string operator()(const NoSeize& n) const {
        return pr.kw("Pas de saisie ", "No seize ") + pr.place(n.citadel);
      }
      std::string operator()(const Seize& s) const {
        return pr.kw("Saisir ", "Seize ") + pr.place(s.citadel);
      }
      std::string operator()(const Dissociate& d) const {
        return pr.kw("Dissocier ", "Dissociate ") + pr.character(d.who) + " " + pr.place(d.where);
      }
      std::string operator()(const Command& c) const {
        return pr.kw("Commandement ", "Command ") + pr.character(c.leader) + " " + pr.piece(c.unit);
      }
      std::string operator()(const AnnounceMarriage& a) const {
        return pr.kw("Annonce mariage ", "Announce marriage ") + pr.character(a.groom);
      }
      std::string operator()(const Marriage& m) const {
        return pr.kw("Mariage ", "Marriage ") + pr.character(m.groom);
      }
      std::string operator()(const Accord& a) const {
        return pr.kw("Accord Chandragupta", "Chandragupta accord") +
               (a.where ? " " + pr.place(*a.where) : std::string());
      }
      std::string operator()(const EpigonePlacement& e) const {
        return "Epigone " + pr.place(e.where);
      }
      std::string operator()(const TreasuryHeir& t) const {
        return pr.kw("Trésor ", "Treasury ") + pr.place(t.citadel);
      }
      std::string operator()(const Preference& p) const {
        std::string out = pr.kw("Préférence ", "Preference ");
        for (std::size_t i = 0; i < p.ranking.size(); ++i)
          out += (i ? ", " : "") + p.ranking[i].name;
        return out;
      }
      std::string operator()(const Purchase& p) const {
        std::string out = pr.kw("Achat", "Purchase");
        for (auto t : p.types) out += " " + std::string(designator(t));
        return out;
      }
    };
    return visit_form(V{*this, who}, o.body);
  }
};

}  // namespace

std::string to_text(const Order& order, const map::Map& map, Keywords keywords) {
  Printer pr{map, map.ruleset == "classical", keywords == Keywords::english};
  std::string out;
  if (!order.label.empty()) out += "[" + std::string(order.label) + "] ";
  out += pr.body(order);
  if (order.retreat) {
    out += pr.kw(" Re ", " Retreat ");
    out += pr.list(order.retreat->spaces);
    if (order.retreat->destroy_last) out += order.retreat->spaces.empty() ? "X" : ", X";
  }
  return out;
}

std::string to_text(const Piece& piece, const map::Map& map) {
  return Printer{map, map.ruleset == "classical"}.piece(piece);
}

std::string to_text(const Header& header) {
  static constexpr std::array<std::string_view, 4> seasons = {"printemps", "été", "automne",
                                                              "hiver"};
  std::string out;
  if (header.player) out += "Joueur " + header.player->name + "\n";
  if (header.season) {
    out += "Saison " + std::string(seasons[static_cast<std::size_t>(*header.season)]);
    if (header.year) out += " " + std::to_string(*header.year);
    out += "\n";
  }
  return out;
}

}  // namespace dia::orders
