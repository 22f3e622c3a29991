import type { authMachine } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActorRef | null>(null);
export const AuthActorProvider = AuthContext.Provider;

/** The running auth actor, to send it events. */
export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuthActor needs an AuthActorProvider above it');
  return actor;
}

type AuthSnapshot = ReturnType<AuthActorRef['getSnapshot']>;

/** Reads part of the auth state; re-renders only when that part changes. */
export function useAuth<T>(select: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthActor(), select);
}
