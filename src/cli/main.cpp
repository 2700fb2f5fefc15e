// The bohemia command-line program.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

int main(int argc, char** argv) {
  CLI::App app{"bohemia: the 1866 GBN3 battles with every rule enforced"};
  app.require_subcommand(1);
  app.add_subcommand("scenarios", "list the scenarios");
  CLI11_PARSE(app, argc, argv);
  return 0;
}
