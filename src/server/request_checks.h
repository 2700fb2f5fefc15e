// Checks on a request's headers made before it reaches the API
// (docs/security.md): the browser's Origin against the Host it asked
// (cross-site WebSocket hijacking, cross-site form posts), and, on a server
// bound to a loopback address, a Host that names this machine (DNS
// rebinding: a page of evil.example whose name now resolves to 127.0.0.1).
#pragma once

#include <string_view>

namespace bohemia::server {

// The host[:port] of an Origin header ("http://127.0.0.1:8066" →
// "127.0.0.1:8066"), "" for "null" or anything malformed.
std::string_view origin_authority(std::string_view origin);

// True when a request may go on: no Origin header (not a browser, or a
// same-origin GET), or an Origin whose host[:port] is the Host header's.
bool same_origin(std::string_view origin, std::string_view host);

// True when Host (host[:port]) names a loopback address: localhost,
// *.localhost, 127.0.0.0/8 or [::1]. A server bound to loopback refuses
// other names.
bool loopback_host(std::string_view host);

}  // namespace bohemia::server
