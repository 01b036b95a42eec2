#include "mail/out_mail.hpp"

#include <pthread.h>
#include <sys/wait.h>

#include <csignal>
#include <cstdio>
#include <ctime>
#include <memory>
#include <stdexcept>
#include <string>

#include "mail/gmime_library.hpp"

namespace dia::mail {
namespace {

// Every encoded word and RFC 2231 parameter is UTF-8, never the "best" charset GMime would
// otherwise pick (ISO-8859-1 for French): one charset for every mail the program writes.
constexpr const char* kCharset = "utf-8";

struct FormatOptionsFree {
  void operator()(GMimeFormatOptions* options) const { g_mime_format_options_free(options); }
};
struct DateTimeUnref {
  void operator()(GDateTime* date) const { g_date_time_unref(date); }
};

std::string angle(const std::string& id) {
  return "<" + id + ">";
}

// The boundary is a function of the Message-ID, so the same mail is the same bytes. "=-" can
// appear neither in quoted-printable text (a "=" there is followed by hex digits or a line
// end) nor in base64, so no part's content can contain the boundary line.
std::string boundary_for(const std::string& message_id) {
  GString digest(g_compute_checksum_for_string(G_CHECKSUM_SHA256, message_id.c_str(), -1));
  return "=-diadoques-" + std::string(digest.get()).substr(0, 24);
}

// A part holding `bytes` as they are (GMime encodes them when the message is written).
void set_content(GMimePart* part, const std::string& bytes) {
  GPtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(bytes.data(), bytes.size()));
  GPtr<GMimeDataWrapper> wrapper(
      g_mime_data_wrapper_new_with_stream(stream.get(), GMIME_CONTENT_ENCODING_DEFAULT));
  g_mime_part_set_content(part, wrapper.get());
}

// The text in UTF-8 as given. Quoted-printable rather than 8bit: 7-bit lines of at most 76
// characters pass every relay unchanged (8bit needs the 8BITMIME extension all the way and
// long lines may be cut), and the text stays readable in the raw mail.
GPtr<GMimeObject> text_part(const std::string& body) {
  GPtr<GMimeTextPart> part(g_mime_text_part_new_with_subtype("plain"));
  set_content(GMIME_PART(part.get()), body);
  g_mime_text_part_set_charset(part.get(), kCharset);
  g_mime_part_set_content_encoding(GMIME_PART(part.get()), GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
  return GPtr<GMimeObject>(GMIME_OBJECT(part.release()));
}

// Sets the charset of a parameter (the file name), so that a non-ASCII name is written as an
// RFC 2231 UTF-8 parameter.
void utf8_parameter(GMimeParamList* list, const char* name) {
  if (!list) return;
  if (GMimeParam* param = g_mime_param_list_get_parameter(list, name))
    g_mime_param_set_charset(param, kCharset);
}

GPtr<GMimeObject> attachment_part(const Attachment& attachment) {
  const auto slash = attachment.content_type.find('/');
  const bool typed =
      slash != std::string::npos && slash > 0 && slash + 1 < attachment.content_type.size();
  const std::string type = typed ? attachment.content_type.substr(0, slash) : "application";
  const std::string subtype = typed ? attachment.content_type.substr(slash + 1) : "octet-stream";
  GPtr<GMimePart> part(g_mime_part_new_with_type(type.c_str(), subtype.c_str()));
  set_content(part.get(), attachment.data);
  g_mime_object_set_disposition(GMIME_OBJECT(part.get()), GMIME_DISPOSITION_ATTACHMENT);
  if (!attachment.filename.empty()) {
    g_mime_part_set_filename(part.get(), attachment.filename.c_str());
    GMimeObject* object = GMIME_OBJECT(part.get());
    utf8_parameter(
        g_mime_content_disposition_get_parameters(g_mime_object_get_content_disposition(object)),
        "filename");
    utf8_parameter(g_mime_content_type_get_parameters(g_mime_object_get_content_type(object)),
                   "name");
  }
  g_mime_part_set_content_encoding(part.get(), GMIME_CONTENT_ENCODING_BASE64);
  return GPtr<GMimeObject>(GMIME_OBJECT(part.release()));
}

void add_mailbox(InternetAddressList* list, const Address& address) {
  GPtr<InternetAddress> mailbox(internet_address_mailbox_new(
      address.name.empty() ? nullptr : address.name.c_str(), address.email.c_str()));
  internet_address_set_charset(mailbox.get(), kCharset);
  internet_address_list_add(list, mailbox.get());
}

}  // namespace

std::string compose(const OutMail& mail) {
  ensure_gmime();
  // "Pretty headers": GMime writes the usual headers in the usual order (Date, From, Subject,
  // To, ...) whatever order they are set in.
  GPtr<GMimeMessage> message(g_mime_message_new(TRUE));
  GMimeObject* object = GMIME_OBJECT(message.get());

  add_mailbox(g_mime_message_get_from(message.get()), mail.from);
  for (const auto& to : mail.to) add_mailbox(g_mime_message_get_to(message.get()), to);
  g_mime_message_set_subject(message.get(), mail.subject.c_str(), kCharset);
  // A UTC date is written with the zone +0000.
  std::unique_ptr<GDateTime, DateTimeUnref> date(g_date_time_new_from_unix_utc(mail.date));
  if (!date) throw std::runtime_error("mail date out of range: " + std::to_string(mail.date));
  g_mime_message_set_date(message.get(), date.get());
  g_mime_message_set_message_id(message.get(), mail.message_id.c_str());
  if (!mail.in_reply_to.empty())
    g_mime_object_set_header(object, "In-Reply-To", angle(mail.in_reply_to).c_str(), nullptr);
  if (!mail.references.empty()) {
    std::string references;
    for (const auto& id : mail.references) {
      if (!references.empty()) references += ' ';
      references += angle(id);
    }
    g_mime_object_set_header(object, "References", references.c_str(), nullptr);
  }
  g_mime_object_set_header(object, "MIME-Version", "1.0", nullptr);
  for (const auto& [name, value] : mail.extra_headers)
    g_mime_object_append_header(object, name.c_str(), value.c_str(), kCharset);

  auto text = text_part(mail.body);
  if (mail.attachments.empty()) {
    g_mime_message_set_mime_part(message.get(), text.get());
  } else {
    GPtr<GMimeMultipart> mixed(g_mime_multipart_new_with_subtype("mixed"));
    g_mime_multipart_set_boundary(mixed.get(), boundary_for(mail.message_id).c_str());
    g_mime_multipart_add(mixed.get(), text.get());
    for (const auto& attachment : mail.attachments)
      g_mime_multipart_add(mixed.get(), attachment_part(attachment).get());
    g_mime_message_set_mime_part(message.get(), GMIME_OBJECT(mixed.get()));
  }

  std::unique_ptr<GMimeFormatOptions, FormatOptionsFree> options(g_mime_format_options_new());
  g_mime_format_options_set_newline_format(options.get(), GMIME_NEWLINE_FORMAT_UNIX);
  g_mime_format_options_set_param_encoding_method(options.get(),
                                                  GMIME_PARAM_ENCODING_METHOD_RFC2231);
  GPtr<GMimeStream> out(g_mime_stream_mem_new());
  if (g_mime_object_write_to_stream(object, options.get(), out.get()) < 0)
    throw std::runtime_error("GMime could not write the mail " + mail.message_id);
  const GByteArray* bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(out.get()));
  return std::string(reinterpret_cast<const char*>(bytes->data), bytes->len);
}

void hand_to_command(const std::string& message, const std::string& command) {
  // A command that stops reading (or never starts to) would kill the program with SIGPIPE:
  // block it in this thread while writing, and discard the one it raised before unblocking.
  sigset_t pipe_signal;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  sigset_t previous;
  pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
  const auto restore = [&] {
    const timespec no_wait{};
    while (sigtimedwait(&pipe_signal, nullptr, &no_wait) > 0) {
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  };

  std::FILE* pipe = popen(command.c_str(), "w");  // runs /bin/sh -c command
  if (!pipe) {
    restore();
    throw std::runtime_error("mail command `" + command + "` could not be started");
  }
  const bool written = std::fwrite(message.data(), 1, message.size(), pipe) == message.size() &&
                       std::fflush(pipe) == 0;
  const int status = pclose(pipe);
  restore();

  if (status == -1)
    throw std::runtime_error("mail command `" + command + "` could not be waited for");
  if (WIFSIGNALED(status))
    throw std::runtime_error("mail command `" + command + "` was killed by signal " +
                             std::to_string(WTERMSIG(status)));
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw std::runtime_error("mail command `" + command + "` exited with status " +
                             std::to_string(WEXITSTATUS(status)));
  if (!written)
    throw std::runtime_error("mail command `" + command + "` did not read the whole message");
}

}  // namespace dia::mail
