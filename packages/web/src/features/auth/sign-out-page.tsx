import { Spinner } from '@fluentui/react-components';
import { AccountApi, authLabels, pathTo } from '@storykeep/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

/** `/signout`: ends the session on the server (best effort), forgets it here, then shows the sign-in page. */
export function SignOutPage() {
  const account = useService<AccountApi>(AccountApi);
  const auth = useAuthActor();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const forget = () => {
      if (!live) return;
      auth.send({ type: 'auth.signOut' });
      navigate(pathTo('login'), { replace: true });
    };
    const hasSession = auth.getSnapshot().context.token !== null;
    (hasSession ? account.signOut() : Promise.resolve()).then(forget, forget);
    return () => {
      live = false;
    };
  }, [account, auth, navigate]);
  return <Spinner label={authLabels.signingOut} />;
}
