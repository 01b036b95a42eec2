#include "map/board_file.hpp"

#include <bit>
#include <cstdint>
#include <cstring>

namespace dia::map {

namespace {

// Bumped whenever the layout below changes (a program reading an older layout rebuilds).
constexpr std::string_view magic = "diadoques board v1\n";

class Writer {
 public:
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
  }
  void f64(double v) { u64(std::bit_cast<std::uint64_t>(v)); }
  void str(std::string_view s) {
    u64(s.size());
    out_.append(s);
  }
  void path(const Path& p) {
    u64(p.size());
    for (const XY& q : p) {
      f64(q.x);
      f64(q.y);
    }
  }
  void piece(const Piece& p) {
    path(p.outer);
    u64(p.holes.size());
    for (const Path& h : p.holes) path(h);
  }
  void pieces(const std::vector<Piece>& ps) {
    u64(ps.size());
    for (const Piece& p : ps) piece(p);
  }
  void areas(const std::vector<NamedArea>& as) {
    u64(as.size());
    for (const NamedArea& a : as) {
      str(a.name);
      pieces(a.pieces);
    }
  }
  void strings(const std::vector<std::string>& ss) {
    u64(ss.size());
    for (const std::string& s : ss) str(s);
  }
  std::string& bytes() { return out_; }

 private:
  std::string out_;
};

// Reads what Writer wrote; any count larger than what is left of the bytes, or any read past the
// end, marks the reader failed (and every later read returns zeros), so a damaged file can
// neither crash the program nor make it allocate without bound.
class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}
  bool ok() const { return ok_; }
  bool at_end() const { return at_ == in_.size(); }
  std::uint64_t u64() {
    if (!ok_ || in_.size() - at_ < 8) {
      ok_ = false;
      return 0;
    }
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
      v |= static_cast<std::uint64_t>(static_cast<unsigned char>(in_[at_ + i])) << (8 * i);
    at_ += 8;
    return v;
  }
  double f64() { return std::bit_cast<double>(u64()); }
  // A count of items each at least `item_bytes` long.
  std::size_t count(std::size_t item_bytes) {
    const std::uint64_t n = u64();
    if (!ok_ || n > (in_.size() - at_) / item_bytes) {
      ok_ = false;
      return 0;
    }
    return static_cast<std::size_t>(n);
  }
  std::string str() {
    const std::size_t n = count(1);
    std::string s(in_.substr(at_, n));
    at_ += n;
    return s;
  }
  Path path() {
    Path p(count(16));
    for (XY& q : p) {
      q.x = f64();
      q.y = f64();
    }
    return p;
  }
  Piece piece() {
    Piece p;
    p.outer = path();
    p.holes.resize(count(8));
    for (Path& h : p.holes) h = path();
    return p;
  }
  std::vector<Piece> pieces() {
    std::vector<Piece> ps(count(16));
    for (Piece& p : ps) p = piece();
    return ps;
  }
  std::vector<NamedArea> areas() {
    std::vector<NamedArea> as(count(16));
    for (NamedArea& a : as) {
      a.name = str();
      a.pieces = pieces();
    }
    return as;
  }
  std::vector<std::string> strings() {
    std::vector<std::string> ss(count(8));
    for (std::string& s : ss) s = str();
    return ss;
  }

 private:
  std::string_view in_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

std::string payload(const BoardOnFile& content) {
  const Board& b = content.board;
  Writer w;
  w.piece(b.frame);
  w.u64(b.regions.size());
  for (const Region& r : b.regions) {
    w.u64(r.space);
    w.pieces(r.pieces);
    w.f64(r.area);
  }
  w.pieces(b.land);
  w.pieces(b.islets);
  w.areas(b.lakes);
  w.pieces(b.open_water);
  w.areas(b.impassable);
  w.u64(b.borders.size());
  for (const Border& br : b.borders) {
    w.u64(br.a);
    w.u64(br.b);
    w.u64(static_cast<std::uint64_t>(br.kind));
    w.u64(br.lines.size());
    for (const Path& p : br.lines) w.path(p);
    w.f64(br.length);
  }
  w.u64(b.rivers.size());
  for (const NamedPath& r : b.rivers) {
    w.str(r.name);
    w.path(r.path);
  }
  w.strings(b.problems);
  w.strings(content.disagreements);
  return std::move(w.bytes());
}

std::optional<BoardOnFile> read_payload(std::string_view bytes) {
  Reader r(bytes);
  BoardOnFile content;
  Board& b = content.board;
  b.frame = r.piece();
  b.regions.resize(r.count(32));
  for (Region& g : b.regions) {
    const std::uint64_t space = r.u64();
    if (space > UINT16_MAX) return std::nullopt;
    g.space = static_cast<SpaceId>(space);
    g.pieces = r.pieces();
    g.area = r.f64();
  }
  b.land = r.pieces();
  b.islets = r.pieces();
  b.lakes = r.areas();
  b.open_water = r.pieces();
  b.impassable = r.areas();
  b.borders.resize(r.count(48));
  for (Border& br : b.borders) {
    const std::uint64_t a = r.u64(), c = r.u64(), kind = r.u64();
    if (a > UINT16_MAX || c > UINT16_MAX || kind > static_cast<std::uint64_t>(BorderKind::coast))
      return std::nullopt;
    br.a = static_cast<SpaceId>(a);
    br.b = static_cast<SpaceId>(c);
    br.kind = static_cast<BorderKind>(kind);
    br.lines.resize(r.count(8));
    for (Path& p : br.lines) p = r.path();
    br.length = r.f64();
  }
  b.rivers.resize(r.count(16));
  for (NamedPath& p : b.rivers) {
    p.name = r.str();
    p.path = r.path();
  }
  b.problems = r.strings();
  content.disagreements = r.strings();
  if (!r.ok() || !r.at_end()) return std::nullopt;
  return content;
}

}  // namespace

std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t seed) {
  std::uint64_t h = seed;
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  return h;
}

// The layout: magic, the key (length and bytes), the payload's length, the payload, and the
// FNV-1a of everything before the checksum.
std::string encode_board(const BoardOnFile& content, std::string_view key) {
  Writer w;
  w.bytes().append(magic);
  w.str(key);
  w.str(payload(content));
  w.u64(fnv1a64(w.bytes()));
  return std::move(w.bytes());
}

std::optional<BoardOnFile> decode_board(std::string_view bytes, std::string_view key) {
  if (bytes.size() < magic.size() + 8 || bytes.substr(0, magic.size()) != magic)
    return std::nullopt;
  const std::string_view body = bytes.substr(0, bytes.size() - 8);
  Reader tail(bytes.substr(bytes.size() - 8));
  if (tail.u64() != fnv1a64(body)) return std::nullopt;
  Reader r(body.substr(magic.size()));
  if (r.str() != key) return std::nullopt;
  const std::string inner = r.str();
  if (!r.ok() || !r.at_end()) return std::nullopt;
  return read_payload(inner);
}

}  // namespace dia::map
