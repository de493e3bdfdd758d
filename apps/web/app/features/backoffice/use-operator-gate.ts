import type { Operator } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedHref } from '../../lib/root-data';
import {
  endOperatorSession,
  onOperatorSessionEnd,
  readOperatorSession,
  sessionEndMs,
} from './operator-session';
import { useOperatorApi } from './use-operator-api';

const SESSION_CHECK_MS = 15_000;

/**
 * The operator behind the tab's token, or a trip to sign-in: without a token at once, and with a
 * notice when the session ends (the API refuses the token, or its idle or absolute end passes
 * while the console sits open).
 */
export function useOperatorGate() {
  const call = useOperatorApi();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const signInPath = href('/backoffice/sign-in');
  const [operator, setOperator] = useState<Operator | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks for the operator again.
  useEffect(() => {
    if (!readOperatorSession()) {
      navigate(signInPath, { replace: true });
      return;
    }
    const stopListening = onOperatorSessionEnd((reason) =>
      navigate(`${signInPath}?ended=${reason}`, { replace: true }),
    );
    const timer = window.setInterval(() => {
      const session = readOperatorSession();
      if (session && Date.now() >= sessionEndMs(session)) endOperatorSession('expired');
    }, SESSION_CHECK_MS);
    let isCurrent = true;
    setError(null);
    call('backofficeMe').then(
      ({ data }) => isCurrent && setOperator(data),
      (failure: unknown) => isCurrent && setError(failure),
    );
    return () => {
      isCurrent = false;
      stopListening();
      window.clearInterval(timer);
    };
  }, [call, navigate, signInPath, attempt]);

  return { operator, error, retry: () => setAttempt((n) => n + 1) };
}
