#pragma once
// text/plain; format=flowed (RFC 3676), which Thunderbird and Apple Mail send: a long line is
// wrapped into lines that end with a space, which a reader joins again. GMime leaves them
// wrapped; the order parser needs an order on one line.
#include <string>
#include <string_view>

namespace dia::mail {

// `text` has "\n" line ends. Joins each flowed line (ending with a space) to the next one of
// the same quote depth, removes space-stuffing, and with delsp=yes the space that ended the
// line. Quoted lines come out as ">"s, a space, and the text ("> texte", ">> texte").
std::string unflow(std::string_view text, bool delsp);

}  // namespace dia::mail
