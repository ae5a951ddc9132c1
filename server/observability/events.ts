import { EventEmitter } from 'node:events';

// What the server tells its metrics about as it happens (operations-metrics.ts counts it): the places that know an
// event (a sign-in record, the error handler, the mail sender) name it here, without knowing of any registry. One
// emitter per process; each app's metrics listen while the app is open.

export type ObservedEvents = {
  /** A failed or locked sign-in, by its mode (dev, local, entra). */
  signIn: [action: 'sign-in' | 'sign-in-failed' | 'sign-in-locked', mode: string];
  /** A request answered 503 because the database was out of reach. */
  databaseUnavailable: [];
  /** One run of the mail sender: mails sent and send attempts that failed. */
  mailSent: [outcome: { sent: number; failed: number }];
  /** A periodic or daily job finished its run without an error. */
  jobSucceeded: [job: string];
};

export const observed = new EventEmitter<ObservedEvents>();
// Several apps in one process (tests) each listen; no leak warning for them.
observed.setMaxListeners(0);
