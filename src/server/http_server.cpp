#include "server/http_server.h"

#include <fmt/format.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "server/api.h"
#include "server/client_limits.h"
#include "server/request_checks.h"
#include "server/seed_seal.h"
#include "server/static_files.h"
#include "systems/builtin.h"

namespace bohemia::server {

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

constexpr auto kReadTimeout = std::chrono::seconds(60);
constexpr std::uint32_t kHeaderLimit = 8 * 1024;
constexpr std::size_t kWsMessageLimit = 4 * 1024;  // clients send nothing but pings
constexpr std::size_t kWsQueueLimit = 4096;        // a reader that falls this far behind is dropped
constexpr const char* kTooLarge = "the request body is too large (docs/api.md: 16 KiB, 1 MiB for an import)";

struct Context {
  Api& api;
  std::string web_dir;
  ClientLimits limits;
  bool loopback = false;  // bound to a loopback address: Host must name this machine
};

// One open connection of a client address, counted in ClientLimits while it
// lives; handed from the HTTP session to the WebSocket session it becomes.
class ConnectionSlot {
 public:
  ConnectionSlot(ClientLimits& l, std::string addr) : limits_(l), addr_(std::move(addr)) {}
  ~ConnectionSlot() { limits_.close(addr_); }
  ConnectionSlot(const ConnectionSlot&) = delete;
  ConnectionSlot& operator=(const ConnectionSlot&) = delete;
  const std::string& addr() const { return addr_; }

 private:
  ClientLimits& limits_;
  std::string addr_;
};

// Headers on every answer (docs/security.md): no Referer leaves a page (a
// seat link once held its token in the query), no framing, no sniffing, and
// the app's own origin only for scripts and connections.
void security_headers(http::response<http::string_body>& res, bool api) {
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "no-referrer");
  res.set("X-Frame-Options", "DENY");
  res.set("Cross-Origin-Resource-Policy", "same-origin");
  if (!api)
    res.set(
        "Content-Security-Policy",
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
}

http::response<http::string_body> make_response(const ApiResponse& r, unsigned version, bool keep_alive,
                                                bool api) {
  http::response<http::string_body> res{static_cast<http::status>(r.status), version};
  res.set(http::field::server, "bohemia");
  res.set(http::field::content_type, r.content_type);
  security_headers(res, api);
  if (api) res.set(http::field::cache_control, "no-store");
  res.keep_alive(keep_alive);
  res.body() = r.body;
  res.prepare_payload();
  return res;
}

constexpr std::string_view kSeatProtocol = "bohemia.seat.";

// The items of a comma-separated header value, trimmed.
std::vector<std::string_view> split_list(beast::string_view v) {
  std::vector<std::string_view> out;
  std::string_view s(v.data(), v.size());
  while (!s.empty()) {
    std::size_t c = s.find(',');
    std::string_view item = s.substr(0, c);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (!item.empty()) out.push_back(item);
    if (c == std::string_view::npos) break;
    s.remove_prefix(c + 1);
  }
  return out;
}

ApiResponse plain_error(int status, const std::string& msg) {
  return {status, dump(nlohmann::json{{"error", msg}}), "application/json"};
}

// One WebSocket client of a game's events.
class WsSession : public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, Context& ctx, std::string game, std::string token, bool protocol,
            std::shared_ptr<ConnectionSlot> slot)
      : ws_(std::move(socket)),
        ctx_(ctx),
        game_(std::move(game)),
        token_(std::move(token)),
        protocol_(protocol),
        slot_(std::move(slot)) {}
  ~WsSession() { ctx_.api.unsubscribe(sub_); }

  void run(http::request<http::string_body> req) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(kWsMessageLimit);
    if (protocol_)  // the client offered "bohemia" (and its seat's token beside it)
      ws_.set_option(websocket::stream_base::decorator(
          [](websocket::response_type& res) { res.set(http::field::sec_websocket_protocol, "bohemia"); }));
    ws_.async_accept(req, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
  }

 private:
  void on_accept(beast::error_code ec) {
    if (ec) return;
    std::weak_ptr<WsSession> weak = weak_from_this();
    auto ex = ws_.get_executor();
    // Called under the game's lock: only hand the message to this session's
    // strand, never touch the session (or its lifetime) here.
    auto sub = ctx_.api.subscribe(game_, token_, [weak, ex](const std::string& msg) {
      net::post(ex, [weak, msg] {
        if (auto self = weak.lock()) self->send(msg);
      });
    });
    if (!sub) return;
    sub_ = *sub;
    send(sub_.hello);
    do_read();
  }

  void do_read() { ws_.async_read(in_, beast::bind_front_handler(&WsSession::on_read, shared_from_this())); }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec) return;  // closed, or a message too large: the session ends
    in_.consume(in_.size());
    do_read();
  }

  void send(const std::string& msg) {
    if (out_.size() >= kWsQueueLimit) {
      beast::get_lowest_layer(ws_).close();
      return;
    }
    out_.push_back(msg);
    if (out_.size() == 1) write_next();
  }

  void write_next() {
    ws_.text(true);
    ws_.async_write(net::buffer(out_.front()),
                    beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
  }

  void on_write(beast::error_code ec, std::size_t) {
    if (ec) return;
    out_.pop_front();
    if (!out_.empty()) write_next();
  }

  websocket::stream<beast::tcp_stream> ws_;
  Context& ctx_;
  std::string game_;
  std::string token_;  // the seat's, "" for a spectator
  bool protocol_ = false;
  std::shared_ptr<ConnectionSlot> slot_;
  Subscription sub_;
  beast::flat_buffer in_;
  std::deque<std::string> out_;
};

// One HTTP connection: requests read one after the other (keep-alive).
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Context& ctx, std::shared_ptr<ConnectionSlot> slot)
      : stream_(std::move(socket)), ctx_(ctx), slot_(std::move(slot)) {}

  // `slot` null: the address holds too many connections; answer 429 and close.
  void run() {
    if (!slot_)
      return net::dispatch(stream_.get_executor(), [self = shared_from_this()] {
        self->send_error(429, "this address holds too many open connections (docs/security.md)");
      });
    net::dispatch(stream_.get_executor(),
                  beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
  }

 private:
  void do_read() {
    parser_.emplace();
    parser_->header_limit(kHeaderLimit);
    parser_->body_limit(kImportBodyLimit);  // lowered per route once the header is read
    stream_.expires_after(kReadTimeout);
    http::async_read_header(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&HttpSession::on_header, shared_from_this()));
  }

  void on_header(beast::error_code ec, std::size_t) {
    if (ec == http::error::end_of_stream || ec == beast::error::timeout || ec == net::error::eof ||
        ec == net::error::connection_reset)
      return close();
    if (ec == http::error::header_limit) return send_error(431, "the request header is too large");
    if (ec == http::error::body_limit) return send_error(413, kTooLarge);
    if (ec) return send_error(400, fmt::format("malformed HTTP request: {}", ec.message()));
    auto& req = parser_->get();
    if (auto refused = refuse(req)) return send_error(refused->first, refused->second);
    if (websocket::is_upgrade(req)) {
      std::string target(req.target());
      auto game = Api::events_game(target);
      if (!game) return send_error(404, "WebSocket upgrades are served at /api/games/{id}/events only");
      // A seat offers its token as the subprotocol bohemia.seat.TOKEN
      // (docs/api.md): a browser cannot set Authorization on a WebSocket.
      std::string token;
      bool protocol = false;
      for (std::string_view p : split_list(req[http::field::sec_websocket_protocol])) {
        if (p == "bohemia") protocol = true;
        if (p.substr(0, kSeatProtocol.size()) == kSeatProtocol)
          token = std::string(p.substr(kSeatProtocol.size()));
      }
      if (auto refused = ctx_.api.refuse_events(*game, token))
        return send_error(refused->status, nlohmann::json::parse(refused->body).value("error", ""));
      stream_.expires_never();
      std::make_shared<WsSession>(stream_.release_socket(), ctx_, *game, token, protocol, slot_)
          ->run(parser_->release());
      return;
    }
    std::size_t limit = Api::body_limit(std::string(req.method_string()), std::string(req.target()));
    if (auto length = parser_->content_length(); length && *length > limit) return send_error(413, kTooLarge);
    parser_->body_limit(limit);
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec == http::error::body_limit) return send_error(413, kTooLarge);
    if (ec == beast::error::timeout || ec == net::error::eof || ec == net::error::connection_reset)
      return close();
    if (ec) return send_error(400, fmt::format("malformed HTTP request: {}", ec.message()));
    auto req = parser_->release();
    std::string target(req.target());
    bool api = target.rfind("/api/", 0) == 0 || target == "/api";
    ApiResponse r;
    auto t0 = std::chrono::steady_clock::now();
    if (api && creates_game(req.method(), target) &&
        !ctx_.limits.take_game(slot_->addr(), ClientLimits::Clock::now())) {
      r = plain_error(429, "this address creates games too fast; wait a little (docs/security.md)");
    } else if (api) {
      ApiRequest ar;
      ar.method = std::string(req.method_string());
      ar.target = target;
      ar.authorization = std::string(req[http::field::authorization]);
      ar.body = std::move(req.body());
      r = ctx_.api.handle(ar);
    } else if (req.method() == http::verb::get || req.method() == http::verb::head) {
      r = serve_static(ctx_.web_dir, target);
    } else {
      r = plain_error(405, "only GET is served outside /api");
    }
    auto res = make_response(r, req.version(), req.keep_alive(), api);
    // The time spent handling the request, without the network (bench/load).
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    res.set("Server-Timing", fmt::format("app;dur={:.3f}", ms));
    if (req.method() == http::verb::head) {  // the headers of a GET, no body
      res.body().clear();
      res.prepare_payload();
    }
    write(std::move(res));
  }

  // Why a request is refused before it is read further (docs/security.md):
  // a Host that is not this machine on a loopback server (DNS rebinding),
  // a cross-site Origin on a WebSocket or on anything but a GET or HEAD.
  std::optional<std::pair<int, std::string>> refuse(const http::request<http::string_body>& req) const {
    auto sv = [](beast::string_view v) { return std::string_view(v.data(), v.size()); };
    std::string_view host = sv(req[http::field::host]);
    if (ctx_.loopback && !loopback_host(host))
      return std::pair{421, "this server answers only to a loopback host name (localhost, 127.0.0.1)"};
    bool safe = req.method() == http::verb::get || req.method() == http::verb::head;
    if ((websocket::is_upgrade(req) || !safe) && !same_origin(sv(req[http::field::origin]), host))
      return std::pair{403, "cross-site request refused: its Origin is not this server"};
    return std::nullopt;
  }

  static bool creates_game(http::verb method, std::string_view target) {
    if (method != http::verb::post) return false;
    target = target.substr(0, target.find('?'));
    return target == "/api/games" || target == "/api/games/import";
  }

  void send_error(int status, const std::string& msg) {
    write(make_response(plain_error(status, msg), 11, false, true));
  }

  void write(http::response<http::string_body>&& res) {
    auto sp = std::make_shared<http::response<http::string_body>>(std::move(res));
    bool close_after = !sp->keep_alive();
    http::async_write(stream_, *sp,
                      [self = shared_from_this(), sp, close_after](beast::error_code ec, std::size_t) {
                        if (ec || close_after) return self->close();
                        self->do_read();
                      });
  }

  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  Context& ctx_;
  std::shared_ptr<ConnectionSlot> slot_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(net::io_context& ioc, tcp::endpoint ep, Context& ctx)
      : ioc_(ioc), acceptor_(net::make_strand(ioc)), ctx_(ctx) {
    acceptor_.open(ep.protocol());
    acceptor_.set_option(net::socket_base::reuse_address(true));
    acceptor_.bind(ep);
    acceptor_.listen(net::socket_base::max_listen_connections);
  }
  unsigned short port() const { return acceptor_.local_endpoint().port(); }
  void run() { do_accept(); }

 private:
  void do_accept() {
    acceptor_.async_accept(net::make_strand(ioc_),
                           beast::bind_front_handler(&Listener::on_accept, shared_from_this()));
  }
  void on_accept(beast::error_code ec, tcp::socket socket) {
    if (!ec) {
      // Answers are written whole; without this a reply in two segments
      // waits for the client's delayed ACK (Nagle, ~40 ms on Linux).
      socket.set_option(tcp::no_delay(true), ec);
      std::string addr = socket.remote_endpoint(ec).address().to_string();
      std::shared_ptr<ConnectionSlot> slot;
      if (!ec && ctx_.limits.open(addr)) slot = std::make_shared<ConnectionSlot>(ctx_.limits, addr);
      std::make_shared<HttpSession>(std::move(socket), ctx_, std::move(slot))->run();
    }
    do_accept();
  }
  net::io_context& ioc_;
  tcp::acceptor acceptor_;
  Context& ctx_;
};

}  // namespace

int run_server(const ServerOptions& opt) {
  beast::error_code ec;
  auto address = net::ip::make_address(opt.host, ec);
  if (ec) {
    fmt::print(stderr, "bohemia: '{}' is not an IP address\n", opt.host);
    return 2;
  }
  try {
    std::string key_file = opt.secret_file;
    if (key_file.empty()) key_file = SeedSeal::default_file();
    if (key_file.empty()) key_file = opt.data_dir + "-server.key";
    Store store(opt.data_dir, SeedSeal::load_or_create(key_file));
    ComputerOptions computer;
    computer.threads = opt.computer_threads;
    computer.pause_ms = std::max(0, opt.computer_pause_ms);
    computer.nice = opt.computer_nice;
    Api api(store, builtin_systems(), computer);
    for (const std::string& e : api.restore_errors()) fmt::print(stderr, "bohemia: not restored: {}\n", e);
    Context ctx{api, opt.web_dir, ClientLimits(opt.limits), address.is_loopback()};
    int threads = std::max(1, opt.threads);
    net::io_context ioc{threads};
    auto listener = std::make_shared<Listener>(ioc, tcp::endpoint{address, opt.port}, ctx);
    listener->run();
    net::signal_set signals(ioc, SIGINT, SIGTERM);
    signals.async_wait([&](beast::error_code, int) { ioc.stop(); });
    std::string link;
    if (!opt.new_game.empty()) {
      // The README's first command: a game against the computer, its link.
      // The player takes `side`; every other seat of the system is the computer's.
      const engine::System* sys = builtin_systems().of_scenario(opt.new_game);
      nlohmann::json seats = nlohmann::json::object();
      if (sys)
        for (const std::string& s : sys->info().seats) seats[s] = s == opt.side ? "human" : "normal";
      if (sys && !sys->seat(opt.side)) {
        fmt::print(stderr, "bohemia: --side {}: {} has no such seat\n", opt.side, sys->info().name);
        return 2;
      }
      ApiRequest req;
      req.method = "POST";
      req.target = "/api/games";
      req.body = nlohmann::json{{"scenario", opt.new_game}, {"seats", seats}}.dump();
      ApiResponse r = api.handle(req);
      nlohmann::json j = nlohmann::json::parse(r.body, nullptr, false);
      if (r.status != 201 || j.is_discarded()) {
        fmt::print(stderr, "bohemia: no new game: {}\n", j.is_object() ? j.value("error", r.body) : r.body);
        return 1;
      }
      link = fmt::format(
          "bohemia: new game of {} against the computer, you play {}; open\n  http://{}:{}{}\n", opt.new_game,
          opt.side, opt.host, listener->port(), j["play"][opt.side].get<std::string>());
    }
    fmt::print("bohemia: {} games restored from {}\n", api.restored(), store.path());
    fmt::print("bohemia: serving http://{}:{}/\n", opt.host, listener->port());
    fmt::print("{}", link);
    std::fflush(stdout);
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i) pool.emplace_back([&ioc] { ioc.run(); });
    ioc.run();
    for (auto& t : pool) t.join();
    api.stop_computer();
  } catch (const std::exception& e) {
    fmt::print(stderr, "bohemia: {}\n", e.what());
    return 1;
  }
  return 0;
}

}  // namespace bohemia::server
