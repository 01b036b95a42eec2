#pragma once
// GMime is a C library of GObjects: this gives it its one-time initialisation and an owner for
// its objects, so that no code of src/mail/ calls g_object_unref by hand. Only src/mail/*.cpp
// include this header (it brings glib's).
#include <memory>

#include <gmime/gmime.h>

namespace dia::mail {

// g_mime_init(), once per process, before any GMime call.
void ensure_gmime();

struct GObjectUnref {
  void operator()(void* object) const {
    if (object) g_object_unref(object);
  }
};
// Owns one reference to a GObject (GMimeMessage, GMimeStream, GMimeParser, ...).
template <typename T>
using GPtr = std::unique_ptr<T, GObjectUnref>;

struct GFree {
  void operator()(void* p) const { g_free(p); }
};
// Owns a string GMime or glib allocated (g_mime_object_to_string, g_mime_utils_*).
using GString = std::unique_ptr<char, GFree>;

}  // namespace dia::mail
