import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, FeatureFlagsApi, OrganizationApi } from '@storykeep/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAuth } from './auth-context.js';
import { useService } from './container-context.js';

/** What the shell knows about the signed-in user's workspace: feature flags and the organization logo. */
export interface Workspace {
  flags: FeatureFlags;
  logoUrl: string | null;
  /** Asks for the flags again (after a manager changed the organization's), so the shell follows at once. */
  reload(): void;
}

const EMPTY: Workspace = { flags: DEFAULT_FEATURE_FLAGS, logoUrl: null, reload: () => undefined };
const WorkspaceContext = createContext<Workspace>(EMPTY);

/** Loads the feature flags and (with org branding on) the organization logo whenever the signed-in user changes. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const flagsApi = useService<FeatureFlagsApi>(FeatureFlagsApi);
  const organizations = useService<OrganizationApi>(OrganizationApi);
  const userId = useAuth((s) => (s.context.authenticated ? s.context.user_id : null));
  const organizationCode = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  const [workspace, setWorkspace] = useState<Omit<Workspace, 'reload'>>(EMPTY);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useEffect(() => {
    void generation;
    if (!userId) {
      setWorkspace(EMPTY);
      return;
    }
    let live = true;
    (async () => {
      const flags = { ...DEFAULT_FEATURE_FLAGS, ...(await flagsApi.get().catch(() => ({}))) };
      const logoUrl = flags.enableOrgBranding && organizationCode ? await organizations.logo(organizationCode).catch(() => null) : null;
      if (live) setWorkspace({ flags, logoUrl });
    })();
    return () => {
      live = false;
    };
  }, [flagsApi, organizations, userId, organizationCode, generation]);
  const value = useMemo(() => ({ ...workspace, reload }), [workspace, reload]);
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

/** The signed-in user's feature flags and organization logo (defaults until loaded). */
export function useWorkspace(): Workspace {
  return useContext(WorkspaceContext);
}
