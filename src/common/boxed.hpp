#pragma once
// Values kept on the heap, for the large and rare parts of a type made by the hundred thousand
// (an order: an orders file holds one per line). Both copy deeply, like the values they hold.
//
// Boxed<T>: an optional value on the heap, with std::optional's interface and a pointer's
// footprint. For a member that is rarely set (an order's retreat list: a std::optional of it
// would take its full size in every order).
#include <memory>
#include <optional>
#include <utility>

namespace dia {

template <typename T>
class Boxed {
 public:
  Boxed() = default;
  Boxed(std::nullopt_t) {}  // NOLINT: implicit, as std::optional's
  Boxed(T value) : p_(std::make_unique<T>(std::move(value))) {}  // NOLINT: same
  Boxed(const Boxed& o) : p_(o.p_ ? std::make_unique<T>(*o.p_) : nullptr) {}
  Boxed(Boxed&&) noexcept = default;
  Boxed& operator=(const Boxed& o) {
    if (this != &o) p_ = o.p_ ? std::make_unique<T>(*o.p_) : nullptr;
    return *this;
  }
  Boxed& operator=(Boxed&&) noexcept = default;
  Boxed& operator=(std::nullopt_t) {
    p_.reset();
    return *this;
  }
  ~Boxed() = default;

  template <typename... Args>
  T& emplace(Args&&... args) {
    p_ = std::make_unique<T>(std::forward<Args>(args)...);
    return *p_;
  }
  void reset() { p_.reset(); }

  bool has_value() const { return p_ != nullptr; }
  explicit operator bool() const { return has_value(); }
  T& operator*() { return *p_; }
  const T& operator*() const { return *p_; }
  T* operator->() { return p_.get(); }
  const T* operator->() const { return p_.get(); }
  const T& value() const {
    if (!p_) throw std::bad_optional_access();
    return *p_;
  }

 private:
  std::unique_ptr<T> p_;
};

// Indirect<T>: a value that is always there (like C++26's std::indirect), kept on the heap. For
// the large alternatives of a std::variant, so that the variant is the size of the common ones
// (orders::Body). A moved-from Indirect is empty and may only be assigned to or destroyed.
template <typename T>
class Indirect {
 public:
  using element_type = T;

  Indirect() : p_(std::make_unique<T>()) {}
  Indirect(T value) : p_(std::make_unique<T>(std::move(value))) {}  // NOLINT: implicit, as T
  Indirect(const Indirect& o) : p_(std::make_unique<T>(*o)) {}
  Indirect(Indirect&&) noexcept = default;
  Indirect& operator=(const Indirect& o) {
    if (this != &o) p_ = std::make_unique<T>(*o);
    return *this;
  }
  Indirect& operator=(Indirect&&) noexcept = default;
  ~Indirect() = default;

  T& operator*() { return *p_; }
  const T& operator*() const { return *p_; }
  T* operator->() { return p_.get(); }
  const T* operator->() const { return p_.get(); }

 private:
  std::unique_ptr<T> p_;
};

}  // namespace dia
