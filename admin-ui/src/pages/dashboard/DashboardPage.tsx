import { useEffect } from 'react';
import { useLocale } from '../../i18n/locale';
import { t } from '../../i18n/t';
import { NoRoleNotice } from '../../layout/NoRoleNotice';
import { useSession } from '../../session/useSession';
import { dashboardIsShown } from '../../signedInApp';
import { MainOptionCards } from './MainOptionCards';
import './dashboard.css';

/**
 * `/dashboard` (spec 1 §2): the welcome, the prompt and the module cards. The modules work
 * as the current role, so an officer who holds none is told whom to ask instead of being
 * offered cards that lead nowhere. Part of the first page (plain React and CSS, no
 * react-admin or MUI), inside the signed-in frame (layout/SignedInFrame.tsx).
 */
export function DashboardPage() {
  useLocale();
  const { selectedRole } = useSession();
  const roleless = !selectedRole;
  useEffect(() => {
    if (roleless) dashboardIsShown();
  }, [roleless]);
  return (
    <div data-testid="dashboard-page" className="dash">
      <h1 data-testid="dashboard-heading" className="dash__heading">
        {t('portal.dashboard.heading')}
      </h1>
      {selectedRole ? (
        <>
          <p data-testid="dashboard-prompt" className="dash__prompt">
            {t('portal.dashboard.prompt')}
          </p>
          <MainOptionCards />
        </>
      ) : (
        <NoRoleNotice />
      )}
    </div>
  );
}
