// §1.2 the counters a player moves: combat units, formation commanders and
// commanders-in-chief, each named by its kind and its index in the scenario's
// list (units, formations, commanders-in-chief).
#pragma once

#include <cstdint>

namespace bohemia {

enum class PieceKind : std::uint8_t { Unit, Commander, Cinc };

// A reference to one piece, as actions, tasks and set-up lists hold it. A
// small value type in the manner of Stockfish's Move: two bytes, copied and
// compared by value, the kind in the top two bits and the index below. A
// default-constructed Piece names no piece: is_ok() is false. A formation
// commander is referred to by the index of his formation.
class Piece {
 public:
  static constexpr int kIndexBits = 14;
  static constexpr int kMaxIndex = (1 << kIndexBits) - 1;  // the largest index a piece may have

  constexpr Piece() = default;
  static constexpr Piece unit(int u) { return Piece(PieceKind::Unit, u); }
  static constexpr Piece commander(int formation) { return Piece(PieceKind::Commander, formation); }
  static constexpr Piece cinc(int c) { return Piece(PieceKind::Cinc, c); }

  constexpr bool is_ok() const { return (data_ >> kIndexBits) <= static_cast<int>(PieceKind::Cinc); }
  constexpr PieceKind kind() const { return static_cast<PieceKind>(data_ >> kIndexBits); }
  constexpr int index() const { return data_ & kIndexMask; }
  constexpr bool is_unit() const { return is_ok() && kind() == PieceKind::Unit; }
  constexpr bool is_commander() const { return is_ok() && kind() == PieceKind::Commander; }
  constexpr bool is_cinc() const { return is_ok() && kind() == PieceKind::Cinc; }
  constexpr std::uint16_t raw() const { return data_; }  // for hashing

  friend constexpr bool operator==(Piece, Piece) = default;

 private:
  static constexpr std::uint16_t kIndexMask = (1u << kIndexBits) - 1;
  static constexpr std::uint16_t kNone = 0xffff;  // kind 3: no piece
  constexpr Piece(PieceKind k, int i)
      : data_(static_cast<std::uint16_t>(static_cast<unsigned>(k) << kIndexBits |
                                         (static_cast<unsigned>(i) & kIndexMask))) {}
  std::uint16_t data_ = kNone;
};

static_assert(sizeof(Piece) == 2);
static_assert(!Piece().is_ok() && Piece::unit(0).is_ok() && Piece::cinc(Piece::kMaxIndex).is_ok());
static_assert(Piece::commander(18) != Piece::cinc(0) && Piece::commander(18).index() == 18);

}  // namespace bohemia
