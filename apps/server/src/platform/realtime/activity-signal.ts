import type { Broker } from './broker.js';

/** The broker channel that tells every node's activity feed that rows were committed (not a public channel). */
export const ACTIVITY_WRITTEN_CHANNEL = '$activity-written';

/** Told by the play paths (cases, upgrades, contracts, battles) once their activity rows are committed. */
export interface ActivitySignal {
  written(): void;
}

/**
 * Announces committed activity rows on the broker, so the feed on any node wakes at once instead of at its
 * next poll. Signals given while one is being published fold into one more publish.
 */
export function createActivitySignal(broker: Broker, onError: (err: unknown) => void = () => undefined): ActivitySignal {
  let sending = false;
  let again = false;
  const send = (): void => {
    sending = true;
    again = false;
    broker
      .publish(ACTIVITY_WRITTEN_CHANNEL, '1')
      .catch(onError)
      .finally(() => {
        sending = false;
        if (again) send();
      });
  };
  return {
    written() {
      if (sending) again = true;
      else send();
    },
  };
}
