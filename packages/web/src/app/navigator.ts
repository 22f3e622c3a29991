/** Lets code outside React (the auth machine's `navigate` action) move the router, once the router has mounted. */
export interface AppNavigator {
  navigate(to: string): void;
  /** The router registers its navigate function; a target asked for earlier is followed then. */
  attach(navigate: (to: string) => void): () => void;
}

/** A navigator that remembers the last target until a router attaches. */
export function createNavigator(): AppNavigator {
  let routerNavigate: ((to: string) => void) | null = null;
  let pending: string | null = null;
  return {
    navigate(to) {
      if (routerNavigate) routerNavigate(to);
      else pending = to;
    },
    attach(navigate) {
      routerNavigate = navigate;
      if (pending !== null) {
        const to = pending;
        pending = null;
        navigate(to);
      }
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
  };
}
