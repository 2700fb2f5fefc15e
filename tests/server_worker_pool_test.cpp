// The computer players' worker pool (src/server/worker_pool.h, issue 17):
// its threads run below the request threads' priority, so a search does not
// delay the actions of other games on a machine with few cores.
#include <gtest/gtest.h>

#include <atomic>
#include <cerrno>

#include "server/worker_pool.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace bohemia::server {
namespace server_worker_pool_test {
namespace {

#ifdef __linux__
int this_thread_nice() {
  errno = 0;
  return ::getpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)));
}

TEST(ServerWorkerPool, TheWorkersRunAtTheirLowerPriority) {
  const int here = this_thread_nice();
  if (here > 9) GTEST_SKIP() << "this test runs at nice " << here << ": no room to lower it by 10";
  for (int nice : {0, 10}) {
    WorkerPool pool(2, nice);
    std::atomic<int> seen_a{-100}, seen_b{-100};
    pool.post([&] { seen_a = this_thread_nice(); });
    pool.post([&] { seen_b = this_thread_nice(); });
    pool.wait_idle();
    EXPECT_EQ(pool.nice(), nice);
    EXPECT_EQ(seen_a.load(), here + nice);
    EXPECT_EQ(seen_b.load(), here + nice);
    EXPECT_EQ(this_thread_nice(), here);  // the caller's own priority is untouched
  }
}
#endif

TEST(ServerWorkerPool, TasksRunAndStopJoins) {
  std::atomic<int> ran{0};
  {
    WorkerPool pool(2, 10);
    for (int i = 0; i < 20; ++i) pool.post([&] { ++ran; });
    pool.wait_idle();
    EXPECT_EQ(ran.load(), 20);
    pool.post([&] { ++ran; }, std::chrono::hours(1));  // dropped by the stop
  }
  EXPECT_EQ(ran.load(), 20);
}

}  // namespace
}  // namespace server_worker_pool_test
}  // namespace bohemia::server
