import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, FeatureFlagsApi, OrganizationApi } from '@storykeep/core';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { afterPaint } from './after-paint.js';
import { useAuth } from './auth-context.js';
import { useLoadedContainer } from './container-context.js';

/** What the shell knows about the signed-in user's workspace: feature flags and the organization logo. */
export interface Workspace {
  flags: FeatureFlags;
  logoUrl: string | null;
}

const EMPTY: Workspace = { flags: DEFAULT_FEATURE_FLAGS, logoUrl: null };
const WorkspaceContext = createContext<Workspace>(EMPTY);

/**
 * Loads the feature flags and (with org branding on) the organization logo whenever the signed-in user changes, side
 * by side rather than one after the other, once the container is in and the page has painted; the shell shows the
 * defaults until then.
 */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const container = useLoadedContainer();
  const userId = useAuth((s) => (s.context.authenticated ? s.context.user_id : null));
  const organizationCode = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  const [workspace, setWorkspace] = useState<Workspace>(EMPTY);
  useEffect(() => {
    if (!userId) {
      setWorkspace(EMPTY);
      return;
    }
    if (!container) return;
    let live = true;
    const flagsApi = container.get<FeatureFlagsApi>(FeatureFlagsApi);
    const organizations = container.get<OrganizationApi>(OrganizationApi);
    // After the first paint: the page shown does not wait for the menu's flags and logo.
    const cancel = afterPaint(async () => {
      // The logo is asked for beside the flags; it is shown only if the flags turn branding on.
      const [answered, logo] = await Promise.all([
        flagsApi.get().catch(() => ({})),
        organizationCode ? organizations.logo(organizationCode).catch(() => null) : null,
      ]);
      const flags = { ...DEFAULT_FEATURE_FLAGS, ...answered };
      if (live) setWorkspace({ flags, logoUrl: flags.enableOrgBranding ? logo : null });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [container, userId, organizationCode]);
  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>;
}

/** The signed-in user's feature flags and organization logo (defaults until loaded). */
export function useWorkspace(): Workspace {
  return useContext(WorkspaceContext);
}
