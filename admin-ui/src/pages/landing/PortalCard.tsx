import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import type { IconShape } from '../../ui/icons';

interface PortalCardProps {
  testId: string;
  title: string;
  description: string;
  icon: IconShape;
  accent: 'navy' | 'maroon' | 'green';
  /** Links only; a portal without a public entry point shows none rather than dead buttons. */
  actions?: ReactNode;
}

export function PortalCard({ testId, title, description, icon, accent, actions }: PortalCardProps) {
  return (
    <article className={`portal-card portal-card--${accent}`} data-testid={testId}>
      <div className="portal-card__content">
        <div className="portal-card__head">
          <span className="portal-card__icon" aria-hidden="true">
            <Icon shape={icon} />
          </span>
          <h3 className="portal-card__title">{title}</h3>
        </div>
        <p className="portal-card__description">{description}</p>
      </div>
      {actions && <div className="portal-card__actions">{actions}</div>}
    </article>
  );
}
