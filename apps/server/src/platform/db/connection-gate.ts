import { AppError } from '../../core/app-error.js';

/**
 * One holder at a time, the others queued in order. A waiter that is not let in within its bound
 * leaves the queue and gets `busy`, so a stuck holder slows requests down but never hangs them.
 */
export class ConnectionGate {
  private held = false;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly waitMs: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.queue.indexOf(admit);
        if (at >= 0) this.queue.splice(at, 1);
        reject(new AppError('busy'));
      }, this.waitMs);
      timer.unref();
      this.queue.push(admit);
    });
  }

  private leave(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.held = false;
  }
}
