// Work every replica does every few seconds (sending queued mail): safe to run everywhere at once because the work
// claims its rows itself (`for update skip locked`). One run at a time per process; a failure waits for the next.

export const scheduleEvery = (everyMs: number, work: () => Promise<unknown>, onError: (error: unknown) => void) => {
  let isRunning = false;
  const run = () => {
    if (isRunning) return;
    isRunning = true;
    void work()
      .catch(onError)
      .finally(() => {
        isRunning = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
