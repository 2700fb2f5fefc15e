#include "server/request_checks.h"

#include <algorithm>
#include <cctype>

namespace bohemia::server {

namespace {

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// host[:port] without the port ("[::1]:80" → "[::1]").
std::string_view host_part(std::string_view authority) {
  if (!authority.empty() && authority.front() == '[') {
    std::size_t end = authority.find(']');
    return end == std::string_view::npos ? std::string_view{} : authority.substr(0, end + 1);
  }
  return authority.substr(0, authority.find(':'));
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && iequals(s.substr(s.size() - suffix.size()), suffix);
}

}  // namespace

std::string_view origin_authority(std::string_view origin) {
  std::size_t scheme = origin.find("://");
  if (scheme == std::string_view::npos) return {};
  std::string_view rest = origin.substr(scheme + 3);
  if (rest.empty() || rest.find_first_of("/?#@ ") != std::string_view::npos) return {};
  return rest;
}

bool same_origin(std::string_view origin, std::string_view host) {
  if (origin.empty()) return true;
  std::string_view a = origin_authority(origin);
  return !a.empty() && !host.empty() && iequals(a, host);
}

bool loopback_host(std::string_view host) {
  std::string_view h = host_part(host);
  if (h.empty()) return false;
  if (iequals(h, "localhost") || ends_with(h, ".localhost") || h == "[::1]") return true;
  // 127.a.b.c, digits and dots only.
  if (h.substr(0, 4) != "127.") return false;
  int dots = 0;
  for (char c : h) {
    if (c == '.')
      ++dots;
    else if (!std::isdigit(static_cast<unsigned char>(c)))
      return false;
  }
  return dots == 3;
}

}  // namespace bohemia::server
