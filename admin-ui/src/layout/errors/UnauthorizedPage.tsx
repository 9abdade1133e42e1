import { t } from '../../i18n/t';
import { paths } from '../../navigation/paths';
import { lockIcon } from '../../ui/icons';
import { ErrorPage } from './ErrorPage';

export function UnauthorizedPage() {
  return (
    <ErrorPage
      testId="unauthorized-page"
      code={t('portal.errors.unauthorized.code')}
      title={t('portal.errors.unauthorized.title')}
      message={t('portal.errors.unauthorized.message')}
      actionLabel={t('portal.errors.unauthorized.action')}
      actionTo={paths.home}
      icon={lockIcon}
    />
  );
}
