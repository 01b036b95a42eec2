#pragma once
// A vector in one pointer: the size and capacity live in the heap block, before the elements,
// and an empty vector holds no block at all. For short lists that are usually empty, inside a
// type made by the hundred thousand (the characters carried by an ordered unit: a std::vector
// costs three pointers in every order of a file, though most orders carry nobody).
// The subset of std::vector's interface the orders use; copies are deep.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <utility>

namespace dia {

template <typename T>
class CompactVector {
 public:
  using value_type = T;
  using size_type = std::size_t;
  using iterator = T*;
  using const_iterator = const T*;

  CompactVector() = default;
  CompactVector(std::initializer_list<T> items) {
    reserve(items.size());
    for (const T& x : items) push_back(x);
  }
  CompactVector(const CompactVector& o) {
    reserve(o.size());
    for (const T& x : o) push_back(x);
  }
  CompactVector(CompactVector&& o) noexcept : b_(std::exchange(o.b_, nullptr)) {}
  CompactVector& operator=(const CompactVector& o) {
    if (this != &o) {
      CompactVector copy(o);
      swap(copy);
    }
    return *this;
  }
  CompactVector& operator=(CompactVector&& o) noexcept {
    CompactVector moved(std::move(o));
    swap(moved);
    return *this;
  }
  ~CompactVector() { release(); }

  void swap(CompactVector& o) noexcept { std::swap(b_, o.b_); }

  std::size_t size() const { return b_ ? b_->size : 0; }
  bool empty() const { return size() == 0; }
  std::size_t capacity() const { return b_ ? b_->capacity : 0; }

  T* data() { return b_ ? elements(b_) : nullptr; }
  const T* data() const { return b_ ? elements(b_) : nullptr; }
  T* begin() { return data(); }
  T* end() { return data() + size(); }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size(); }
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }
  T& front() { return data()[0]; }
  const T& front() const { return data()[0]; }
  T& back() { return data()[size() - 1]; }
  const T& back() const { return data()[size() - 1]; }

  void reserve(std::size_t n) {
    if (n > capacity()) reallocate(n);
  }
  template <typename... Args>
  T& emplace_back(Args&&... args) {
    if (size() == capacity()) reallocate(std::max<std::size_t>(2, 2 * capacity()));
    T* slot = elements(b_) + b_->size;
    ::new (static_cast<void*>(slot)) T(std::forward<Args>(args)...);
    ++b_->size;
    return *slot;
  }
  void push_back(const T& x) { emplace_back(x); }
  void push_back(T&& x) { emplace_back(std::move(x)); }
  void pop_back() {
    std::destroy_at(&back());
    --b_->size;
  }
  void clear() { release(); }

  friend bool operator==(const CompactVector& a, const CompactVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  struct Header {
    std::uint32_t size = 0;
    std::uint32_t capacity = 0;
  };
  // The elements start after the header, aligned for T.
  static constexpr std::size_t offset = (sizeof(Header) + alignof(T) - 1) / alignof(T) * alignof(T);
  static constexpr std::size_t alignment = std::max(alignof(T), alignof(Header));
  // The aligned operator new goes through memalign, slower than malloc: only when needed.
  static constexpr bool over_aligned = alignment > __STDCPP_DEFAULT_NEW_ALIGNMENT__;
  static void* allocate(std::size_t bytes) {
    if constexpr (over_aligned) {
      return ::operator new (bytes, std::align_val_t{alignment});
    } else {
      return ::operator new(bytes);
    }
  }
  static void deallocate(void* p) {
    if constexpr (over_aligned) {
      ::operator delete (p, std::align_val_t{alignment});
    } else {
      ::operator delete(p);
    }
  }

  // The element storage of block b: where the elements live, and where new ones are built.
  static T* elements(Header* b) {
    return reinterpret_cast<T*>(reinterpret_cast<unsigned char*>(b) + offset);
  }
  static const T* elements(const Header* b) {
    return reinterpret_cast<const T*>(reinterpret_cast<const unsigned char*>(b) + offset);
  }

  void reallocate(std::size_t capacity) {
    void* raw = allocate(offset + capacity * sizeof(T));
    auto* fresh = ::new (raw) Header{0, static_cast<std::uint32_t>(capacity)};
    if (b_) {
      std::uninitialized_move(begin(), end(), elements(fresh));
      fresh->size = b_->size;
    }
    release();
    b_ = fresh;
  }
  void release() noexcept {
    if (!b_) return;
    std::destroy(begin(), end());
    deallocate(b_);
    b_ = nullptr;
  }

  Header* b_ = nullptr;
};

}  // namespace dia
