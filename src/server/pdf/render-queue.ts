/**
 * A fixed set of slots (the pool's pages) handed out first come, first served, with a
 * bounded number of callers allowed to wait. Past that bound the caller is turned away at
 * once: a 503 with Retry-After now beats a request that times out in a minute.
 */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export class QueueWaitTimeoutError extends Error {
  override name = 'QueueWaitTimeoutError';
}

export class QueueClosedError extends Error {
  override name = 'QueueClosedError';
}

type Waiter<T> = { resolve: (slot: T) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export class RenderQueue<T> {
  private readonly free: T[];
  private readonly size: number;
  private readonly waiters: Waiter<T>[] = [];
  private closed = false;

  constructor(
    slots: readonly T[],
    private readonly maxWaiting: number,
  ) {
    this.free = [...slots];
    this.size = slots.length;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  get inUse(): number {
    return this.size - this.free.length;
  }

  /** A free slot now, or after the callers ahead; rejects when the line is full or too slow. */
  acquire(maxWaitMs: number): Promise<T> {
    if (this.closed) return Promise.reject(new QueueClosedError('queue closed'));
    const slot = this.free.pop();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.waiters.length >= this.maxWaiting) {
      return Promise.reject(new QueueFullError(`${this.waiters.length} renders already waiting`));
    }
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(new QueueWaitTimeoutError(`no page free within ${maxWaitMs} ms`));
        }, maxWaitMs),
      };
      this.waiters.push(waiter);
    });
  }

  release(slot: T): void {
    const next = this.waiters.shift();
    if (!next) {
      this.free.push(slot);
      return;
    }
    clearTimeout(next.timer);
    next.resolve(slot);
  }

  /** Turns away everyone still waiting; slots in use are released as usual. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(new QueueClosedError('queue closed'));
    }
  }
}
