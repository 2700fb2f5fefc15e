#include "server/seed_seal.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "server/token.h"

namespace bohemia::server {

namespace {

namespace fs = std::filesystem;
constexpr int kKeyBytes = 32;

[[noreturn]] void fail(const std::string& file, const std::string& why) {
  throw std::runtime_error(fmt::format("server key {}: {}", file, why));
}

bool valid_key(const std::string& k) {
  if (k.size() != 2 * kKeyBytes) return false;
  for (char c : k)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

// Writes a new key beside `file` and links it into place: when two servers
// start at once, one link wins and both read the winner's key.
void create_key(const std::string& file) {
  fs::path dir = fs::path(file).parent_path();
  if (!dir.empty()) {
    std::error_code ec;
    if (!fs::exists(dir, ec)) {
      fs::create_directories(dir, ec);
      if (ec) fail(file, fmt::format("cannot create its folder: {}", ec.message()));
      fs::permissions(dir, fs::perms::owner_all, ec);
    }
  }
  std::string tmp = fmt::format("{}.{}.tmp", file, random_hex(8));
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) fail(file, fmt::format("cannot create {}: {}", tmp, std::strerror(errno)));
  std::string key = random_hex(kKeyBytes) + "\n";
  bool ok = ::write(fd, key.data(), key.size()) == static_cast<ssize_t>(key.size()) && ::fsync(fd) == 0;
  ::close(fd);
  if (!ok) {
    ::unlink(tmp.c_str());
    fail(file, fmt::format("cannot write {}", tmp));
  }
  int rc = ::link(tmp.c_str(), file.c_str());
  int err = errno;
  ::unlink(tmp.c_str());
  if (rc != 0 && err != EEXIST) fail(file, std::strerror(err));
}

}  // namespace

std::string SeedSeal::default_file() {
  if (const char* x = std::getenv("XDG_STATE_HOME"); x && *x == '/')
    return (fs::path(x) / "bohemia" / "server.key").string();
  if (const char* h = std::getenv("HOME"); h && *h == '/')
    return (fs::path(h) / ".local" / "state" / "bohemia" / "server.key").string();
  return {};
}

SeedSeal SeedSeal::load_or_create(const std::string& file) {
  if (file.empty()) fail(file, "no file name");
  std::error_code ec;
  if (!fs::exists(file, ec)) create_key(file);
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) fail(file, std::strerror(errno));
  if (!S_ISREG(st.st_mode)) fail(file, "not a regular file");
  if ((st.st_mode & 077) != 0 && ::chmod(file.c_str(), 0600) != 0)
    fail(file, fmt::format("readable by others and cannot be made owner-only: {}", std::strerror(errno)));
  std::ifstream in(file);
  std::string key;
  std::getline(in, key);
  if (!valid_key(key))
    fail(file,
         fmt::format("line 1: expected {} lowercase hex digits (a damaged key: restore it from a backup; "
                     "without it the stored games' secret seeds cannot be read)",
                     2 * kKeyBytes));
  return SeedSeal(key);
}

std::uint64_t SeedSeal::seal(const std::string& game_id, std::uint64_t seed) const {
  std::string digest = sha256_hex(key_ + ":seed:" + game_id);
  std::uint64_t mask = std::strtoull(digest.substr(0, 16).c_str(), nullptr, 16);
  return seed ^ mask;
}

}  // namespace bohemia::server
