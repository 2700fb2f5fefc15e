#include "server/worker_pool.h"

#include <algorithm>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace bohemia::server {

namespace {

// Lowers the calling thread's priority by `nice` (on Linux a thread is its
// own task, with its own nice value); false when the system refuses.
bool lower_this_thread(int nice) {
#ifdef __linux__
  if (nice <= 0) return true;
  const auto tid = static_cast<id_t>(::syscall(SYS_gettid));
  return ::setpriority(PRIO_PROCESS, tid, ::getpriority(PRIO_PROCESS, tid) + nice) == 0;
#else
  return nice <= 0;
#endif
}

}  // namespace

WorkerPool::WorkerPool(int threads, int nice) : nice_(std::clamp(nice, 0, 19)) {
  if (threads <= 0) threads = static_cast<int>(std::thread::hardware_concurrency());
  threads = std::max(1, threads);
  for (int i = 0; i < threads; ++i)
    threads_.emplace_back([this] {
      if (!lower_this_thread(nice_.load()))
        nice_.store(0);  // the workers run; only their priority is not lowered
      work();
    });
}

WorkerPool::~WorkerPool() { stop(); }

void WorkerPool::post(Task t, std::chrono::milliseconds delay, bool urgent) {
  {
    std::lock_guard lock(mu_);
    if (stopping_) return;
    queue_.push_back(Item{Clock::now() + delay, urgent, std::move(t)});
  }
  cv_.notify_all();
}

void WorkerPool::stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
    queue_.clear();
  }
  cv_.notify_all();
  idle_cv_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

void WorkerPool::wait_idle() {
  std::unique_lock lock(mu_);
  idle_cv_.wait(lock, [&] { return stopping_ || (queue_.empty() && running_ == 0); });
}

long WorkerPool::next_due(Clock::time_point now, Clock::time_point& wake) const {
  long best = -1;
  wake = Clock::time_point::max();
  for (std::size_t i = 0; i < queue_.size(); ++i) {
    const Item& it = queue_[i];
    if (it.due > now) {
      wake = std::min(wake, it.due);
      continue;
    }
    // The first urgent task due, else the first due (posting order).
    if (best < 0 || (it.urgent && !queue_[static_cast<std::size_t>(best)].urgent))
      best = static_cast<long>(i);
  }
  return best;
}

void WorkerPool::work() {
  std::unique_lock lock(mu_);
  for (;;) {
    if (stopping_) return;
    Clock::time_point wake;
    long i = next_due(Clock::now(), wake);
    if (i < 0) {
      if (wake == Clock::time_point::max())
        cv_.wait(lock);
      else
        cv_.wait_until(lock, wake);
      continue;
    }
    Task t = std::move(queue_[static_cast<std::size_t>(i)].task);
    queue_.erase(queue_.begin() + i);
    ++running_;
    lock.unlock();
    t();
    t = nullptr;  // what the task holds (a game) is released outside the lock
    lock.lock();
    --running_;
    if (queue_.empty() && running_ == 0) idle_cv_.notify_all();
  }
}

}  // namespace bohemia::server
