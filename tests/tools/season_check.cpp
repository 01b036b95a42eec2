#include "tools/season_check.hpp"

#include <algorithm>
#include <exception>
#include <map>
#include <set>

#include <fmt/format.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"
#include "report/catalogue.hpp"
#include "report/public_report.hpp"
#include "report/position_view.hpp"
#include "report/public_view.hpp"
#include "state/state_yaml.hpp"
#include "tools/file_formats.hpp"
#include "tools/season_walk.hpp"

namespace dia::tools {

namespace {

const std::string* file(const report::ReportFiles& files, const std::string& name) {
  for (const auto& [path, content] : files)
    if (path == name) return &content;
  return nullptr;
}

std::string trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return std::string(s);
}

std::vector<std::string> lines(std::string_view text) {
  std::vector<std::string> out;
  std::size_t from = 0;
  while (from <= text.size()) {
    std::size_t end = text.find('\n', from);
    if (end == std::string_view::npos) end = text.size();
    out.push_back(trimmed(text.substr(from, end - from)));
    from = end + 1;
  }
  return out;
}

// public.md with its Markdown escapes removed (report/public_text.cpp md_escape).
std::string md_unescaped(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() &&
        std::string_view("\\`*_[]<>|#").find(text[i + 1]) != std::string_view::npos)
      ++i;
    out += text[i];
  }
  return out;
}

// A side's id from the display name the events give it (arg::Side: its diadoque's name).
std::string side_id(const state::GameState& a, const state::GameState& b, const std::string& name) {
  if (name.empty() || name == "neutre") return "";  // a citadel fallen to the neutrals
  for (const state::GameState* st : {&a, &b})
    for (const state::Side& s : st->sides)
      if (adj::season::side_name(*st, s.id) == name || s.id == name) return s.id;
  return "?" + name;
}

const state::Character* by_name(const state::GameState& st, const std::string& name) {
  for (const state::Character& c : st.characters)
    if (c.name == name) return &c;
  return nullptr;
}

// Every character an event's sentence names (nested sentences included).
void characters_in(const Message& m, std::vector<std::string>& out) {
  for (const Arg& a : m.args) {
    if (const auto* c = std::get_if<arg::Character>(&a)) out.push_back(c->value);
    if (const auto* s = std::get_if<arg::Sub>(&a))
      for (const Message& n : s->messages) characters_in(n, out);
  }
}

struct Capture {
  std::string character;  // name
  std::string captor;     // side display name
  std::string clause;     // "" for a citadel that falls (R6b.cap.3)
};

// A capture sentence, if `m` is one (the captor is a side, not a revolt).
std::optional<Capture> as_capture(const Message& m) {
  if (m.id != Msg::character_captured && m.id != Msg::character_captured_by &&
      m.id != Msg::character_captured_note)
    return std::nullopt;
  Capture c;
  for (const Arg& a : m.args) {
    if (const auto* ch = std::get_if<arg::Character>(&a)) c.character = ch->value;
    if (const auto* s = std::get_if<arg::Side>(&a)) c.captor = s->value;
    if (const auto* k = std::get_if<arg::Clause>(&a)) c.clause = k->value;
  }
  if (m.id == Msg::character_captured_by) c.clause = "R6b.cap.3";
  if (m.id == Msg::character_captured_note) c.clause = "R6b.cap.1";
  return c;
}

class Checker {
 public:
  explicit Checker(const SeasonCheckInput& in)
      : in_(in), map_(*in.map), before_(*in.before), result_(*in.result),
        next_(in.result->next), files_(*in.files) {}

  std::vector<Violation> run() {
    formats();
    captured();
    spared();
    sieges();
    control();
    position();
    units_drawn();
    secrets();
    next_state();
    return std::move(out_);
  }

 private:
  const SeasonCheckInput& in_;
  const map::Map& map_;
  const state::GameState& before_;
  const adj::SeasonResult& result_;
  const state::GameState& next_;
  const report::ReportFiles& files_;
  std::vector<Violation> out_;
  std::optional<report::PublicView> read_back_;  // public.json, read back

  void add(std::string check, std::string file, std::string what) {
    out_.push_back({std::move(check), std::move(file), std::move(what)});
  }

  // Every file parses as what it is.
  void formats() {
    for (const auto& [path, content] : files_)
      if (std::string p = utf8_problem(content); !p.empty()) add("utf8", path, p);
    for (const char* name : {"public.txt", "public.md", "public.json"})
      if (!file(files_, name)) add("files", name, "missing");
    if (const std::string* svg = file(files_, "map.svg"))
      if (std::string p = xml_problem(*svg); !p.empty()) add("xml", "map.svg", p);
    const std::string* json = file(files_, "public.json");
    if (!json) return;
    if (std::string p = json_problem(*json); !p.empty()) {
      add("json", "public.json", p);
      return;
    }
    try {
      read_back_ = report::public_view_from_json(*json, "public.json");
    } catch (const std::exception& e) {
      add("json-readback", "public.json", fmt::format("does not read back: {}", e.what()));
      return;
    }
    if (const std::string* txt = file(files_, "public.txt")) {
      const std::string again = report::public_text(*read_back_, in_.lang);
      if (again != *txt)
        add("json-readback", "public.json",
            "read back, it prints a public.txt other than the one written (`diadoques report` "
            "would show other results)");
    }
  }

  // A character reported captured is the captor's in the next state (R6b.cap.6), unless a later
  // sentence of the season names him again (freed, given, killed, captured anew).
  void captured() {
    std::map<std::string, std::optional<Capture>> last;  // character name → its last mention
    for (const adj::Event& e : result_.events)
      for (const Message& m : e.text.messages()) {
        std::vector<std::string> named;
        characters_in(m, named);
        const std::optional<Capture> c = as_capture(m);
        for (const std::string& n : named) last[n] = (c && c->character == n) ? c : std::nullopt;
      }
    for (const auto& [name, c] : last) {
      if (!c) continue;
      const state::Character* ch = by_name(next_, name);
      if (ch == nullptr) {
        add("captured", "", fmt::format("{} is reported captured but is not in the next state", name));
        continue;
      }
      if (!ch->alive) continue;
      const std::string captor = side_id(before_, next_, c->captor);
      if (ch->controller != captor)
        add("captured", "",
            fmt::format("{} is reported captured by {} ({}) but the next state has {} controlled "
                        "by '{}'",
                        name, c->captor, c->clause, ch->id, ch->controller));
      else if (ch->kind != state::CharacterKind::royal && ch->side != captor && !ch->prisoner)
        add("captured", "",
            fmt::format("{} is reported captured by {} but is not a prisoner in the next state",
                        name, c->captor));
    }
  }

  // A side that spared a character made no capture attempt on him (R6b.cap.4, R9c.nocap.1):
  // no capture by roll (R6b.cap.1-2) by that side this season.
  void spared() {
    for (const adj::SideOrders& so : *in_.orders) {
      if (so.side.empty()) continue;
      for (const orders::Order& o : so.parsed.orders) {
        if (o.kind() != orders::OrderKind::spare) continue;
        const auto report = std::find_if(
            result_.orders.begin(), result_.orders.end(), [&](const adj::OrderReport& r) {
              return r.side == so.side && r.line == static_cast<int>(o.pos.line);
            });
        if (report == result_.orders.end() || report->status != adj::OrderStatus::succeeded)
          continue;
        std::set<std::string> spared;
        for (const orders::CharacterRef& ref : orders::get<orders::Spare>(o.body).who) {
          const state::Character* c = adj::season::resolve_character(before_, so.side, ref);
          if (c == nullptr) continue;
          spared.insert(c->name);
          if (const state::Character* p = before_.character(adj::rules::pair_partner(c->id)))
            spared.insert(p->name);
        }
        for (const adj::Event& e : result_.events)
          for (const Message& m : e.text.messages()) {
            const std::optional<Capture> c = as_capture(m);
            if (!c || !spared.contains(c->character) || c->clause == "R6b.cap.3") continue;
            if (side_id(before_, next_, c->captor) != so.side) continue;
            add("spared", "",
                fmt::format("{} spared {} (line {}: '{}') but captured him this turn ({})",
                            so.side, c->character, o.pos.line, o.text, c->clause));
          }
      }
    }
  }

  // Sieges in progress in the next state are the season's listed sieges (R9a.siege.6).
  void sieges() {
    auto listed_in = [](const std::vector<adj::SiegeReport>& list, const std::string& side,
                        const std::string& citadel, int rounds) {
      return std::any_of(list.begin(), list.end(), [&](const adj::SiegeReport& s) {
        return s.side == side && s.citadel == citadel && s.rounds == rounds;
      });
    };
    int in_state = 0;
    for (const state::Unit& u : next_.units) {
      if (!u.siege) continue;
      ++in_state;
      if (!listed_in(result_.sieges, u.side, u.siege->citadel, u.siege->rounds))
        add("sieges", "",
            fmt::format("{}the next state has {}'s unit in {} besieging {} ({} round(s)); the "
                        "season's results do not list it",
                        before_.season.military() ? "" : "in winter: ",
                        u.side.empty() ? "a neutral" : u.side, u.space, u.siege->citadel,
                        u.siege->rounds));
      else if (read_back_ &&
               !listed_in(read_back_->sieges, u.side, u.siege->citadel, u.siege->rounds))
        add("sieges", "public.json",
            fmt::format("the siege of {} by {} is not in public.json", u.siege->citadel, u.side));
    }
    for (const adj::SiegeReport& s : result_.sieges) {
      const bool there = std::any_of(next_.units.begin(), next_.units.end(), [&](const auto& u) {
        return u.siege && u.side == s.side && u.siege->citadel == s.citadel &&
               u.siege->rounds == s.rounds;
      });
      if (!there)
        add("sieges", "",
            fmt::format("the results list {}'s siege of {} ({} round(s)) that the next state "
                        "does not hold",
                        s.side, s.citadel, s.rounds));
    }
  }

  // Control in the next state is what the season's changes say.
  void control() {
    std::map<std::string, const adj::ControlChange*> last;
    for (const adj::ControlChange& c : result_.control_changes) last[c.space] = &c;
    for (const auto& [space, c] : last)
      if (next_.controller_of(space) != c->to)
        add("control", "",
            fmt::format("the results say {} passed to '{}' but the next state has it controlled "
                        "by '{}'",
                        space, c->to, next_.controller_of(space)));
    std::set<std::string> spaces;
    for (const auto& [s, _] : before_.control) spaces.insert(s);
    for (const auto& [s, _] : next_.control) spaces.insert(s);
    for (const std::string& s : spaces)
      if (before_.controller_of(s) != next_.controller_of(s) && !last.contains(s))
        add("control", "",
            fmt::format("{} passed from '{}' to '{}' and the results list no change of control",
                        s, before_.controller_of(s), next_.controller_of(s)));
  }

  // The position public.json publishes is the next state's: each side's units (by space),
  // its characters on the map (where, prisoner or not) and the spaces it controls.
  void position() {
    if (!read_back_ || read_back_->position.empty()) return;
    std::map<std::string, const report::SidePosition*> of;
    for (const report::SidePosition& p : read_back_->position) of[p.side] = &p;
    auto name = [](const std::string& side) { return side.empty() ? std::string("the neutrals") : side; };
    std::map<std::string, int> units;
    for (const state::Unit& u : next_.units) {
      ++units[u.side];
      const auto p = of.find(u.side);
      const bool listed =
          p != of.end() && std::any_of(p->second->units.begin(), p->second->units.end(),
                                       [&](const report::PositionUnit& pu) {
                                         return pu.unit.ends_with(" " + u.space);
                                       });
      if (!listed)
        add("position", "public.json",
            fmt::format("{}'s unit {} {} of the next state is not in the published position",
                        name(u.side), state::code(u.type), u.space));
    }
    for (const report::SidePosition& p : read_back_->position)
      if (static_cast<int>(p.units.size()) != units[p.side])
        add("position", "public.json",
            fmt::format("the published position gives {} {} unit(s), the next state {}",
                        name(p.side), p.units.size(), units[p.side]));
    for (const state::Character& c : next_.characters) {
      if (!c.alive || c.space.empty()) continue;
      const auto p = of.find(c.controller);
      const bool listed =
          p != of.end() &&
          std::any_of(p->second->characters.begin(), p->second->characters.end(),
                      [&](const report::PositionCharacter& pc) {
                        return pc.name == c.name && pc.space == c.space && pc.prisoner == c.prisoner;
                      });
      if (!listed)
        add("position", "public.json",
            fmt::format("{} ({}, in {}{}) is not in the published position as the next state has "
                        "him",
                        c.name, name(c.controller), c.space, c.prisoner ? ", prisoner" : ""));
    }
    for (const report::SidePosition& p : read_back_->position)
      for (const std::vector<std::string>* spaces : {&p.provinces, &p.citadels})
        for (const std::string& space : *spaces)
          if (next_.controller_of(space) != p.side)
            add("position", "public.json",
                fmt::format("the published position gives {} to {}, the next state to {}", space,
                            name(p.side), name(next_.controller_of(space))));
  }

  // map.svg draws each unit of the next state in its own space's (or citadel's) slot.
  void units_drawn() {
    const std::string* found = file(files_, "map.svg");
    if (!found) return;
    // A file that is not UTF-8 is already reported: its tokens are still read, the bad bytes
    // replaced, so that one defect does not hide another.
    std::string repaired;
    const std::string* svg = found;
    if (!utf8_problem(*found).empty()) svg = &(repaired = utf8_repaired(*found));
    std::optional<report::MapPicture> drawn;
    const report::MapPicture* picture = in_.picture;
    if (picture == nullptr) picture = &drawn.emplace(report::svg_map_picture(map_, in_.lang));
    // The unit tokens drawn: (class, x, y) of each <g class="unit ..."><rect x y>.
    std::multiset<std::tuple<std::string, std::string, std::string>> tokens;
    std::unique_ptr<xmlDoc, decltype(&xmlFreeDoc)> doc(
        xmlReadMemory(svg->data(), static_cast<int>(svg->size()), "map.svg", "UTF-8",
                      XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_HUGE),
        &xmlFreeDoc);
    if (!doc) return;  // not well-formed: already reported
    auto attr = [](xmlNode* n, const char* name) {
      xmlChar* v = xmlGetProp(n, reinterpret_cast<const xmlChar*>(name));
      std::string s = v ? reinterpret_cast<const char*>(v) : "";
      xmlFree(v);
      return s;
    };
    std::vector<xmlNode*> stack{xmlDocGetRootElement(doc.get())};
    while (!stack.empty()) {
      xmlNode* n = stack.back();
      stack.pop_back();
      for (xmlNode* k = n->children; k; k = k->next)
        if (k->type == XML_ELEMENT_NODE) stack.push_back(k);
      if (n->type != XML_ELEMENT_NODE || std::string_view(reinterpret_cast<const char*>(n->name)) != "g")
        continue;
      const std::string cls = attr(n, "class");
      if (!cls.starts_with("unit ") ) continue;
      for (xmlNode* k = n->children; k; k = k->next)
        if (k->type == XML_ELEMENT_NODE &&
            std::string_view(reinterpret_cast<const char*>(k->name)) == "rect") {
          tokens.insert({cls.substr(5), attr(k, "x"), attr(k, "y")});
          break;
        }
    }
    std::map<std::string, int> stacked;
    std::size_t expected = 0;
    for (const state::Unit& u : next_.units) {
      const std::string who = u.side.empty() ? "neutral" : u.side;
      auto slot = picture->unit_slots.find(u.space);
      if (slot == picture->unit_slots.end()) {
        add("units-drawn", "map.svg",
            fmt::format("{}'s unit in {} is not drawn: the picture has no slot for {}", who,
                        u.space, u.space));
        continue;
      }
      const int k = stacked[u.space]++;
      const auto token = tokens.find(
          {who, fmt::format("{:.1f}", slot->second.x + 13 * k), fmt::format("{:.1f}", slot->second.y)});
      ++expected;
      if (token == tokens.end()) {
        add("units-drawn", "map.svg",
            fmt::format("{}'s unit {} {} is not drawn in its space's slot", who,
                        state::code(u.type), u.space));
        continue;
      }
      tokens.erase(token);
    }
    for (const auto& [who, x, y] : tokens)
      add("units-drawn", "map.svg",
          fmt::format("a unit of '{}' is drawn at ({}, {}), where the next state has none", who, x, y));
  }

  // No private line in a public file.
  void secrets() {
    struct PublicFile {
      std::string name;
      std::string text;  // decoded as a reader sees it
    };
    std::vector<PublicFile> publics;
    std::string corpus;  // what the public results say, in both languages
    for (const auto& [path, content] : files_) {
      if (path == "public.txt") publics.push_back({path, content});
      if (path == "public.md") publics.push_back({path, md_unescaped(content)});
      if (path == "public.json") publics.push_back({path, json_unescaped(content)});
      if (path == "map.svg") publics.push_back({path, xml_unescaped(content)});
      if (path == "public.txt" || path == "public.md") corpus += content + "\n";
    }
    if (read_back_)
      for (report::Lang lang : {report::Lang::fr, report::Lang::en}) {
        corpus += report::public_text(*read_back_, lang);
        corpus += md_unescaped(report::public_markdown(*read_back_, lang));
      }
    // The public texts of the season's public orders and events: a secret equal to one of them
    // (two authors writing the same line, one public) is no leak.
    std::set<std::string> public_said;
    for (const adj::OrderReport& r : result_.orders)
      if (r.visibility == adj::Visibility::everyone) public_said.insert(trimmed(r.text));
    for (const adj::Event& e : result_.events)
      if (e.visibility == adj::Visibility::everyone)
        for (report::Lang lang : {report::Lang::fr, report::Lang::en})
          public_said.insert(report::words(lang, e.text.messages()));

    // The secrets the outcomes themselves name, searched in every public file.
    std::vector<std::pair<std::string, std::string>> secrets;  // (text, why secret)
    // A secret that is part of a public text of the season (`Or 6 Antigone` beside another
    // side's `Or 6 Antigone public`) cannot be told from it: it is not searched.
    auto in_public = [&](const std::string& text) {
      return std::any_of(public_said.begin(), public_said.end(),
                         [&](const std::string& p) { return p.find(text) != std::string::npos; });
    };
    auto secret = [&](std::string text, std::string why) {
      text = trimmed(text);
      if (text.size() >= 8 && !in_public(text)) secrets.emplace_back(text, why);
    };
    for (const adj::OrderReport& r : result_.orders)
      if (r.visibility != adj::Visibility::everyone)
        secret(r.text, fmt::format("a private order of {} (line {})", r.side, r.line));
    for (const adj::SideOrders& so : *in_.orders) {
      const std::vector<std::string> ls = lines(so.text);
      for (std::size_t i = 0; i < ls.size(); ++i)
        // A signature or a greeting of one word (the player's name, "Bonjour,") is no secret:
        // the public results name the players and sides anyway.
        if (report::is_chatter(*in_.orders, so.side, static_cast<int>(i + 1)) &&
            ls[i].find(' ') != std::string::npos && ls[i].size() >= 10)
          secret(ls[i], fmt::format("an unread line of {}'s email (line {})", so.side, i + 1));
    }
    for (const adj::Event& e : result_.events)
      if (e.visibility != adj::Visibility::everyone)
        for (report::Lang lang : {report::Lang::fr, report::Lang::en})
          secret(report::words(lang, e.text.messages()),
                 e.visibility == adj::Visibility::gm_only ? "a GM-only event"
                                                         : "a private event of " + e.side);
    for (const adj::MoneyMove& m : result_.money)
      for (report::Lang lang : {report::Lang::fr, report::Lang::en})
        secret(report::words(lang, Message{m.amount < 0 ? Msg::private_money_payment
                                                        : Msg::private_money_credit,
                                           {arg::Sub{{m.what}}, arg::Number{std::abs(m.amount)},
                                            arg::Clause{m.clause}}}),
               "a money line of " + m.side);
    for (const auto& [text, why] : secrets)
      for (const PublicFile& f : publics)
        if (f.text.find(text) != std::string::npos)
          add("private", f.name, fmt::format("shows {}: '{}'", why, text));

    // Every line of the private notes and the GM log that the public results do not hold
    // (tests/site/privacy.py's rule), searched in public.json and map.svg.
    for (const auto& [path, content] : files_) {
      if (!path.starts_with("private/") && path != "gm-log.txt") continue;
      std::set<std::string> candidates;
      for (const std::string& line : lines(content)) {
        const std::string order = line.substr(0, std::min(line.find(" (lu : "), line.find(" — ")));
        for (const std::string& c : {line, trimmed(order)})
          if (c.size() >= 10 && corpus.find(c) == std::string::npos && !public_said.contains(c))
            candidates.insert(c);
      }
      for (const std::string& c : candidates)
        for (const PublicFile& f : publics)
          if ((f.name == "public.json" || f.name == "map.svg") &&
              f.text.find(c) != std::string::npos)
            add("private", f.name, fmt::format("shows a line of {} the public results lack: '{}'",
                                               path, c));
    }
  }

  // The next state: the one adjudicated, as written, and consistent.
  void next_state() {
    for (const std::string& v : invariant_violations(map_, before_, next_))
      add("next-state", "state.yaml", v);
    if (in_.next_state_yaml.empty()) return;
    if (state::to_yaml(next_) != in_.next_state_yaml)
      add("next-state", "state.yaml", "the next state written is not the adjudicated one");
    const state::StateLoad loaded = state::state_from_yaml(in_.next_state_yaml, "state.yaml", map_);
    if (!loaded.state) add("next-state", "state.yaml", "the next state written does not read back");
  }
};

}  // namespace

std::vector<Violation> check_season(const SeasonCheckInput& in) { return Checker(in).run(); }

std::string to_string(const Violation& v) {
  return v.file.empty() ? fmt::format("[{}] {}", v.check, v.what)
                        : fmt::format("[{}] {}: {}", v.check, v.file, v.what);
}

}  // namespace dia::tools
