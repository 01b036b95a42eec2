// compose() is checked by reading its output back with GMime's own parser (what any mail
// reader would do), and by the properties of the raw bytes that relays care about.
#include <unistd.h>

#include <csignal>

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>

#include "mail/gmime_library.hpp"
#include "mail/out_mail.hpp"

namespace {

using dia::mail::GPtr;
using dia::mail::OutMail;

const std::string kSvg =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\r\n"
    "  <text x=\"1\" y=\"9\">Sardes — Éphèse</text>\n"
    "</svg>";

OutMail sample() {
  OutMail mail;
  mail.from = {"Arbitre", "mj@example.org"};
  mail.to = {{"Aurélie Bérénice", "aurelie@example.org"}, {"", "bob@example.org"}};
  mail.subject = "[Diadoques Partie d'exemple] été -319 : résultats";
  // Accents, a line far longer than any relay accepts, a line starting with "From " and one
  // with a lone dot: the text must come back exactly as it went.
  mail.body = "Bonjour Aurélie,\n\nÀ l'été -319, Eumène a pris Sardes.\n" + std::string(1500, 'x') +
              " é " + std::string(300, 'y') +
              "\nFrom the east, the armies march.\n.\nFin du rapport.  \n";
  mail.message_id = "results.eumene.002-summer-319@diadoques.example.org";
  mail.date = 1700000000;  // Tue, 14 Nov 2023 22:13:20 UTC
  mail.in_reply_to = "orders.1@example.org";
  mail.references = {"orders.0@example.org", "orders.1@example.org"};
  mail.attachments = {{"carte-été.svg", "image/svg+xml", kSvg}};
  mail.extra_headers = {{"X-Diadoques-Game", "exemple"}, {"X-Diadoques-Season", "002-summer-319"}};
  return mail;
}

GPtr<GMimeMessage> parse(const std::string& raw) {
  dia::mail::ensure_gmime();
  GPtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(raw.data(), raw.size()));
  GPtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
  GPtr<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
  REQUIRE(message);
  return message;
}

std::string header(GMimeMessage* message, const char* name) {
  const char* value = g_mime_object_get_header(GMIME_OBJECT(message), name);
  return value ? value : "";
}

// The decoded content of a leaf part.
std::string content(GMimePart* part) {
  GPtr<GMimeStream> out(g_mime_stream_mem_new());
  REQUIRE(g_mime_data_wrapper_write_to_stream(g_mime_part_get_content(part), out.get()) >= 0);
  const GByteArray* bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(out.get()));
  return std::string(reinterpret_cast<const char*>(bytes->data), bytes->len);
}

std::string text_of(GMimeTextPart* part) {
  dia::mail::GString text(g_mime_text_part_get_text(part));
  return text ? text.get() : "";
}

std::string address_name(InternetAddressList* list, int index) {
  const char* name = internet_address_get_name(internet_address_list_get_address(list, index));
  return name ? name : "";
}
std::string address_email(InternetAddressList* list, int index) {
  return internet_address_mailbox_get_addr(
      INTERNET_ADDRESS_MAILBOX(internet_address_list_get_address(list, index)));
}

std::string lower(std::string text) {
  for (char& c : text)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return text;
}

// The boundary of the message's top multipart ("" when the message is not multipart).
std::string boundary_of(const std::string& raw) {
  auto message = parse(raw);
  GMimeObject* body = g_mime_message_get_mime_part(message.get());
  if (!GMIME_IS_MULTIPART(body)) return "";
  const char* boundary = g_mime_multipart_get_boundary(GMIME_MULTIPART(body));
  return boundary ? boundary : "";
}

struct TempFile {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("dia-out-mail-" + std::to_string(::getpid()) + ".eml");
  ~TempFile() { std::filesystem::remove(path); }
  std::string read() const {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
};

// g_mime_init() ignores SIGPIPE for the whole process, but the program may send mail without
// having initialised GMime: the tests of hand_to_command run with SIGPIPE's default action
// (death), as such a program would.
struct DefaultSigpipe {
  struct sigaction previous {};
  DefaultSigpipe() {
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGPIPE, &default_action, &previous);
  }
  ~DefaultSigpipe() { sigaction(SIGPIPE, &previous, nullptr); }
};

// More than a pipe's buffer, so that a command that does not read it makes the write fail.
std::string big_message() {
  std::string message = dia::mail::compose(sample());
  while (message.size() < 300000) message += message;
  return message;
}

}  // namespace

TEST_CASE("a composed mail reads back with every header, the text and the attachment") {
  const OutMail mail = sample();
  auto message = parse(dia::mail::compose(mail));

  InternetAddressList* from = g_mime_message_get_from(message.get());
  REQUIRE(internet_address_list_length(from) == 1);
  CHECK(address_name(from, 0) == "Arbitre");
  CHECK(address_email(from, 0) == "mj@example.org");
  InternetAddressList* to = g_mime_message_get_to(message.get());
  REQUIRE(internet_address_list_length(to) == 2);
  CHECK(address_name(to, 0) == "Aurélie Bérénice");
  CHECK(address_email(to, 0) == "aurelie@example.org");
  CHECK(address_name(to, 1) == "");
  CHECK(address_email(to, 1) == "bob@example.org");

  CHECK(std::string(g_mime_message_get_subject(message.get())) == mail.subject);
  GDateTime* date = g_mime_message_get_date(message.get());
  REQUIRE(date);
  CHECK(g_date_time_to_unix(date) == mail.date);
  CHECK(g_date_time_get_utc_offset(date) == 0);
  CHECK(std::string(g_mime_message_get_message_id(message.get())) == mail.message_id);
  CHECK(header(message.get(), "In-Reply-To") == "<orders.1@example.org>");
  CHECK(header(message.get(), "References") == "<orders.0@example.org> <orders.1@example.org>");
  CHECK(header(message.get(), "MIME-Version") == "1.0");
  CHECK(header(message.get(), "X-Diadoques-Game") == "exemple");
  CHECK(header(message.get(), "X-Diadoques-Season") == "002-summer-319");

  GMimeObject* body = g_mime_message_get_mime_part(message.get());
  REQUIRE(GMIME_IS_MULTIPART(body));
  GMimeMultipart* mixed = GMIME_MULTIPART(body);
  CHECK(g_mime_content_type_is_type(g_mime_object_get_content_type(body), "multipart", "mixed"));
  REQUIRE(g_mime_multipart_get_count(mixed) == 2);

  GMimeObject* first = g_mime_multipart_get_part(mixed, 0);
  REQUIRE(GMIME_IS_TEXT_PART(first));
  CHECK(g_mime_content_type_is_type(g_mime_object_get_content_type(first), "text", "plain"));
  CHECK(lower(g_mime_text_part_get_charset(GMIME_TEXT_PART(first))) == "utf-8");
  CHECK(g_mime_part_get_content_encoding(GMIME_PART(first)) ==
        GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
  CHECK(content(GMIME_PART(first)) == mail.body);
  CHECK(text_of(GMIME_TEXT_PART(first)) == mail.body);

  GMimeObject* second = g_mime_multipart_get_part(mixed, 1);
  REQUIRE(GMIME_IS_PART(second));
  GMimePart* attachment = GMIME_PART(second);
  CHECK(g_mime_content_type_is_type(g_mime_object_get_content_type(second), "image", "svg+xml"));
  CHECK(g_mime_part_is_attachment(attachment));
  CHECK(std::string(g_mime_part_get_filename(attachment)) == "carte-été.svg");
  CHECK(g_mime_part_get_content_encoding(attachment) == GMIME_CONTENT_ENCODING_BASE64);
  CHECK(content(attachment) == kSvg);
}

TEST_CASE("a composed mail is 7-bit with short lines: encoded words, QP text, RFC 2231 name") {
  const std::string raw = dia::mail::compose(sample());
  const auto end_of_headers = raw.find("\n\n");
  REQUIRE(end_of_headers != std::string::npos);

  const auto eight_bit = std::count_if(raw.begin(), raw.end(),
                                       [](char c) { return static_cast<unsigned char>(c) >= 128; });
  CHECK(eight_bit == 0);
  CHECK(raw.find('\r') == std::string::npos);  // "\n" line ends, the SVG's "\r" in base64
  std::istringstream lines(raw);
  std::size_t longest = 0;
  for (std::string line; std::getline(lines, line);) longest = std::max(longest, line.size());
  CHECK(longest <= 998);

  const std::string headers = lower(raw.substr(0, end_of_headers + 1));
  CHECK(headers.find("\nsubject: [diadoques partie d'exemple]") != std::string::npos);
  CHECK(headers.find("=?utf-8?") != std::string::npos);  // subject and display name
  CHECK(headers.find("date: tue, 14 nov 2023 22:13:20 +0000\n") != std::string::npos);
  CHECK(lower(raw).find("filename*=utf-8''carte-%c3%a9t%c3%a9.svg") != std::string::npos);
}

TEST_CASE("the same mail composes to the same bytes; another Message-ID to another boundary") {
  OutMail mail = sample();
  const std::string once = dia::mail::compose(mail);
  CHECK(dia::mail::compose(mail) == once);
  CHECK(dia::mail::compose(sample()) == once);

  mail.message_id = "results.antigone.002-summer-319@diadoques.example.org";
  const std::string other = dia::mail::compose(mail);
  const std::string boundary = boundary_of(once);
  CHECK(boundary.size() > 12);
  CHECK(boundary_of(other).size() > 12);
  CHECK(boundary_of(other) != boundary);
  CHECK(other.find(boundary) == std::string::npos);
}

TEST_CASE("a mail without attachment is a single text part") {
  OutMail mail = sample();
  mail.attachments.clear();
  auto message = parse(dia::mail::compose(mail));
  GMimeObject* body = g_mime_message_get_mime_part(message.get());
  REQUIRE(GMIME_IS_TEXT_PART(body));
  CHECK(text_of(GMIME_TEXT_PART(body)) == mail.body);
}

TEST_CASE("In-Reply-To and References are written only when given") {
  OutMail mail = sample();
  mail.in_reply_to.clear();
  mail.references.clear();
  const std::string raw = dia::mail::compose(mail);
  auto message = parse(raw);
  CHECK(g_mime_object_get_header(GMIME_OBJECT(message.get()), "In-Reply-To") == nullptr);
  CHECK(g_mime_object_get_header(GMIME_OBJECT(message.get()), "References") == nullptr);
  CHECK(lower(raw).find("in-reply-to") == std::string::npos);
  CHECK(lower(raw).find("references") == std::string::npos);

  mail.in_reply_to = "only@example.org";
  auto replying = parse(dia::mail::compose(mail));
  CHECK(header(replying.get(), "In-Reply-To") == "<only@example.org>");
  CHECK(g_mime_object_get_header(GMIME_OBJECT(replying.get()), "References") == nullptr);
}

TEST_CASE("hand_to_command gives the command exactly the message's bytes") {
  TempFile file;
  std::string message = big_message();
  message += std::string("\0 and after a NUL\n", 18);
  const DefaultSigpipe sigpipe;
  dia::mail::hand_to_command(message, "cat > '" + file.path.string() + "'");
  CHECK(file.read() == message);
}

TEST_CASE("hand_to_command throws with the exit status of a failing command") {
  const std::string big = big_message();
  const DefaultSigpipe sigpipe;
  for (const std::string& message : {std::string("short\n"), big}) {
    try {
      dia::mail::hand_to_command(message, "exit 3");
      FAIL("no exception");
    } catch (const std::runtime_error& error) {
      CHECK(std::string(error.what()).find("exited with status 3") != std::string::npos);
    }
  }
  CHECK_THROWS_WITH_AS(dia::mail::hand_to_command("x\n", "cat > /dev/null; exit 75"),
                       doctest::Contains("status 75"), std::runtime_error);
}

TEST_CASE("hand_to_command fails when the command does not read the whole message") {
  const std::string big = big_message();
  const DefaultSigpipe sigpipe;
  CHECK_THROWS_WITH_AS(dia::mail::hand_to_command(big, "true"), doctest::Contains("did not read"),
                       std::runtime_error);
}
