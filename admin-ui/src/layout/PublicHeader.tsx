import { Link } from '../navigation/router';
import { useSiteConfig } from '../config/SiteConfigContext';
import { t } from '../i18n/t';
import { paths } from '../navigation/paths';
import { Icon } from '../ui/Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { accountBalanceIcon } from '../ui/icons';
import '../fonts/kannada.css';

export function PublicHeader() {
  const site = useSiteConfig();

  return (
    <header className="pub-header" data-testid="public-header">
      <div className="pub-header__government">
        <div className="ui-container pub-header__government-row">
          <p data-testid="header-government">{site.governmentName}</p>
          <LanguageSwitch />
        </div>
      </div>

      <div className="pub-header__bar">
        <div className="ui-container pub-header__inner">
          {/* The names it shows are its name (WCAG 2.5.3, label in name); where it leads is said after them, unseen. */}
          <Link className="pub-header__home" to={paths.home}>
            <span className="pub-header__emblem" aria-hidden="true">
              <Icon shape={accountBalanceIcon} />
            </span>
            <span className="pub-header__names">
              <span className="pub-header__kn" data-testid="header-department-kn" lang="kn">
                {site.departmentNameKn}
              </span>
              <span className="pub-header__en" data-testid="header-department-en">
                {site.departmentNameEn}
              </span>
            </span>
            <span className="ui-visually-hidden">{t('portal.header.homeLink')}</span>
          </Link>

          <p className="pub-header__product" data-testid="header-product">
            {site.productName}
          </p>
        </div>
      </div>
    </header>
  );
}
