// Reading the three charts (data/mns/charts, docs/mns/data-format.md). Each
// throws a DataError naming the file, line and field; with a collecting
// reader (bohemia validate) each records every problem it finds and reads
// on. The CRT reader also reports rows and columns that are not monotone
// under the file's [order] (a warning: a printed table may rank otherwise).
#pragma once

#include <string>

#include "core/toml_reader.h"
#include "mns/charts.h"

namespace bohemia::mns {

Crt read_crt(const TomlReader& r);
Tec read_tec(const TomlReader& r);
RainTable read_rain(const TomlReader& r);

Crt load_crt(const std::string& path);
Tec load_tec(const std::string& path);
RainTable load_rain(const std::string& path);

}  // namespace bohemia::mns
