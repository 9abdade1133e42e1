import { t } from '../../i18n/t';
import { paths } from '../../navigation/paths';
import { searchOffIcon } from '../../ui/icons';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  return (
    <ErrorPage
      testId="not-found-page"
      code={t('portal.errors.notFound.code')}
      title={t('portal.errors.notFound.title')}
      message={t('portal.errors.notFound.message')}
      actionLabel={t('portal.errors.notFound.action')}
      actionTo={paths.dashboard}
      icon={searchOffIcon}
    />
  );
}
