// The server tests' two calls into the API without a network: a request
// with an optional seat token, and a GET that must answer 200 with JSON.
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "server/api.h"

namespace bohemia::server::test {

inline ApiResponse call(Api& api, const std::string& method, const std::string& target,
                        const std::string& body = "", const std::string& token = "") {
  ApiRequest r;
  r.method = method;
  r.target = target;
  r.body = body;
  if (!token.empty()) r.authorization = "Bearer " + token;
  return api.handle(r);
}

inline nlohmann::json get(Api& api, const std::string& target, const std::string& token = "") {
  ApiResponse r = call(api, "GET", target, "", token);
  EXPECT_EQ(r.status, 200) << target << ": " << r.body;
  return nlohmann::json::parse(r.body);
}

}  // namespace bohemia::server::test
