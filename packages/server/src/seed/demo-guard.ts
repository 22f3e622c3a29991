import { isLoopbackHost } from '../http/loopback-host.js';

/** The variable that allows demo mode on an address other than loopback (a shared demo server, on purpose). */
export const ALLOW_DEMO_ENV = 'STORYKEEP_ALLOW_DEMO';

/**
 * Why demo mode may not run here, or null when it may: the demo's accounts share a published password, so it is for
 * a server only this machine reaches (HOST on loopback) unless STORYKEEP_ALLOW_DEMO=1 (`Config.allowDemo`) says otherwise.
 */
export function demoRefusal(host: string, allowDemo: boolean): string | null {
  if (isLoopbackHost(host) || allowDemo) return null;
  return (
    `Demo mode makes accounts with a published password, so it runs only on a loopback address (HOST=${host} is not). ` +
    `Set ${ALLOW_DEMO_ENV}=1 to run a demo on this address anyway.`
  );
}
