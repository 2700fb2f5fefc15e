// The threads the computer players think on (issue 17 item 4): a small
// pool that runs tasks, some after a delay (the pause between two computer
// moves), so that no request thread ever waits for a search. Stopping it
// drops the tasks not started and joins the threads (a task running then
// finishes first). Its threads may run at a lower scheduling priority (a
// larger nice value, Linux), so that on a machine with few cores the
// request threads of other games are scheduled first while a search runs.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace bohemia::server {

class WorkerPool {
 public:
  using Task = std::function<void()>;
  using Clock = std::chrono::steady_clock;

  // `threads` workers; 0 or less: the machine's hardware threads, at least 1.
  // `nice` (0-19) is added to each worker's nice value (Linux; elsewhere
  // ignored): 0 runs them as the request threads run.
  explicit WorkerPool(int threads, int nice = 0);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // Runs `t` on a worker once `delay` has passed; `urgent` tasks go before
  // the others that are due (a hint a person waits for). Ignored once
  // stopping.
  void post(Task t, std::chrono::milliseconds delay = std::chrono::milliseconds(0), bool urgent = false);
  // Drops the tasks not started, waits for the running ones, joins.
  void stop();
  // Waits until no task is queued or running (tests).
  void wait_idle();
  std::size_t size() const { return threads_.size(); }
  // The nice value the workers asked for (0 when lowering it failed).
  int nice() const { return nice_.load(); }

 private:
  struct Item {
    Clock::time_point due;
    bool urgent = false;
    Task task;
  };
  void work();
  // The index of the task to run next among those due at `now`, or -1 and
  // the time the next one is due.
  long next_due(Clock::time_point now, Clock::time_point& wake) const;

  std::mutex mu_;
  std::condition_variable cv_;
  std::condition_variable idle_cv_;
  std::deque<Item> queue_;
  std::size_t running_ = 0;
  bool stopping_ = false;
  std::atomic<int> nice_{0};  // written by a worker whose priority could not be lowered
  std::vector<std::thread> threads_;
};

}  // namespace bohemia::server
