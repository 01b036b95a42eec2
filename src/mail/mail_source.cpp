// Mail sources: an .eml file, an mbox (split by GMime's own mbox parser) or a Maildir.
#include "mail/mail_source.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <system_error>

#include "mail/gmime_library.hpp"

namespace dia::mail {

namespace fs = std::filesystem;

namespace {

std::runtime_error source_error(const fs::path& path, const std::string& what) {
  return std::runtime_error(path.string() + ": " + what);
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw source_error(path, "cannot be read");
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw source_error(path, "cannot be read");
  return bytes;
}

bool is_dir(const fs::path& path) {
  std::error_code ec;
  return fs::is_directory(path, ec);
}

// mboxrd quotes a body line "From " as ">From " and a line ">From " as ">>From ": one '>' goes
// from every line of '>'s then "From ". (In an mboxo file a line that was ">From " comes back
// as "From ": the loss is mboxo's, and harmless to orders.) GMime's parser leaves them quoted.
std::string unquote_from_lines(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  std::size_t start = 0;
  while (start < bytes.size()) {
    std::size_t end = bytes.find('\n', start);
    end = end == std::string_view::npos ? bytes.size() : end + 1;
    std::string_view line = bytes.substr(start, end - start);
    const std::size_t quotes = line.find_first_not_of('>');
    if (quotes != 0 && quotes != std::string_view::npos && line.substr(quotes, 5) == "From ")
      line.remove_prefix(1);
    out += line;
    start = end;
  }
  return out;
}

// GMime's parser in mbox mode finds each "From " marker line and where the message's headers
// begin; after a message it stands at the next marker. The bytes between are the message, but
// for the blank line that separates it from the next "From " line, which is the mbox's.
std::vector<RawMail> read_mbox(const fs::path& path) {
  const std::string bytes = read_file(path);
  ensure_gmime();
  GPtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(bytes.data(), bytes.size()));
  GPtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
  g_mime_parser_set_format(parser.get(), GMIME_FORMAT_MBOX);
  std::vector<RawMail> mails;
  while (!g_mime_parser_eos(parser.get())) {
    GPtr<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
    if (!message) {
      if (mails.empty())
        throw source_error(path, "is not an mbox (no message after its first \"From \" line)");
      throw source_error(path, "message " + std::to_string(mails.size() + 1) +
                                   " cannot be read as an mbox message");
    }
    const auto begin = static_cast<std::size_t>(g_mime_parser_get_headers_begin(parser.get()));
    const auto end =
        std::min(static_cast<std::size_t>(g_mime_parser_tell(parser.get())), bytes.size());
    std::string_view raw = std::string_view(bytes).substr(begin, end - begin);
    if (raw.ends_with("\r\n\r\n"))
      raw.remove_suffix(2);
    else if (raw.ends_with("\n\n"))
      raw.remove_suffix(1);
    mails.push_back({path.filename().string() + ", message " + std::to_string(mails.size() + 1),
                     unquote_from_lines(raw)});
  }
  return mails;
}

// A Maildir's messages are the files of new/ (not yet seen by a client) and cur/ (seen); tmp/
// holds files still being written and is never read, nor are dot files. Their names begin with
// the delivery time, so sorting by name, both folders together, gives the order of arrival.
std::vector<RawMail> read_maildir(const fs::path& path) {
  std::vector<std::pair<std::string, fs::path>> files;  // (name, path)
  for (const char* sub : {"new", "cur"}) {
    const fs::path dir = path / sub;
    if (!is_dir(dir)) continue;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), stop; !ec && it != stop; it.increment(ec)) {
      const std::string name = it->path().filename().string();
      std::error_code type_ec;
      if (name.empty() || name[0] == '.' || !it->is_regular_file(type_ec)) continue;
      files.emplace_back(name, it->path());
    }
    if (ec) throw source_error(dir, "cannot be listed: " + ec.message());
  }
  std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : a.second < b.second;
  });
  std::vector<RawMail> mails;
  for (const auto& [name, file] : files)
    mails.push_back({file.parent_path().filename().string() + "/" + name, read_file(file)});
  return mails;
}

}  // namespace

SourceKind source_kind(const fs::path& source) {
  std::error_code ec;
  const fs::file_status status = fs::status(source, ec);
  if (ec || !fs::exists(status)) throw source_error(source, "no such file or folder");
  if (fs::is_directory(status)) {
    if (is_dir(source / "new") || is_dir(source / "cur")) return SourceKind::maildir;
    throw source_error(source, "is a folder but not a Maildir (it has no cur/ or new/)");
  }
  if (!fs::is_regular_file(status)) throw source_error(source, "is not a file");
  std::ifstream in(source, std::ios::binary);
  if (!in) throw source_error(source, "cannot be read");
  char start[5] = {};
  in.read(start, sizeof start);
  // An empty file is an mbox with no message yet (a spool a fetcher has emptied), not a mail.
  if (in.gcount() == 0) return SourceKind::mbox;
  if (in.gcount() == 5 && std::string_view(start, 5) == "From ") return SourceKind::mbox;
  return SourceKind::eml;
}

std::vector<RawMail> read_mail_source(const fs::path& source) {
  switch (source_kind(source)) {
    case SourceKind::maildir:
      return read_maildir(source);
    case SourceKind::mbox:
      return read_mbox(source);
    case SourceKind::eml:
      break;
  }
  return {{source.filename().string(), read_file(source)}};
}

}  // namespace dia::mail
