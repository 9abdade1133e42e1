import { useEffect, type ReactNode } from 'react';
import { PageLoading } from '../layout/PageLoading';
import { startSession } from './sessionStore';
import { useSession } from './useSession';

/** Spec 1 §2: while the startup session check runs, the whole app shows Loading... instead of the pages. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();

  useEffect(() => {
    void startSession();
  }, []);

  if (status === 'loading') return <PageLoading testId="app-loading" />;
  return children;
}
