// `bohemia serve`: HTTP and WebSocket on Boost.Beast (Debian's libboost-dev),
// the Api behind /api, the web app's static files elsewhere. Runs until
// SIGINT or SIGTERM.
#pragma once

#include <string>

#include "server/client_limits.h"

namespace bohemia::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8066;  // 0: any free port (printed)
  std::string data_dir = "bohemia-data";
  std::string web_dir;  // default: the source tree's web/dist
  int threads = 4;      // handlers wait on the database sync: a few more threads than cores
  // The computer players' worker threads (0: the hardware's) and the pause
  // between two computer decisions in a row, so that a game can be watched.
  int computer_threads = 0;
  int computer_pause_ms = 300;
  int computer_nice = 0;  // the workers' priority below the request threads' (0-19)
  // A game to create once the server listens (`--new SCENARIO`): the player
  // takes `side`, the computer (level normal) the other; its link is printed.
  std::string new_game;
  std::string side = "prussia";
  ClientLimitsConfig limits;  // per client address (docs/security.md)
  // The key that seals secret seeds in the database (server/seed_seal.h):
  // "" for SeedSeal::default_file(), else beside the data directory.
  std::string secret_file;
};

// Prints "bohemia: serving http://HOST:PORT/" once it listens (and, with
// `new_game`, "bohemia: open http://HOST:PORT/?game=…#seat=…"). Returns the
// process exit code.
int run_server(const ServerOptions& opt);

}  // namespace bohemia::server
