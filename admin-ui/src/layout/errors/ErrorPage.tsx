import { useNavigate } from '../../navigation/router';
import { Icon } from '../../ui/Icon';
import type { IconShape } from '../../ui/icons';
import '../../ui/controls.css';
import './ErrorPage.css';

interface ErrorPageProps {
  testId: string;
  code: string;
  title: string;
  message: string;
  actionLabel: string;
  actionTo: string;
  icon: IconShape;
}

/** The shared body of the 401 and 404 pages; it carries no layout so it fits either shell. */
export function ErrorPage({ testId, code, title, message, actionLabel, actionTo, icon }: ErrorPageProps) {
  const navigate = useNavigate();

  return (
    <div className="error-page" data-testid={testId}>
      <div className="error-page__card">
        <span className="error-page__icon" aria-hidden="true">
          <Icon shape={icon} />
        </span>
        <p className="error-page__code" data-testid="error-code">
          {code}
        </p>
        <h1 className="error-page__title" data-testid="error-title">
          {title}
        </h1>
        <p className="error-page__message" data-testid="error-message">
          {message}
        </p>
        <button
          className="ui-btn ui-btn--contained ui-btn--large error-page__action"
          data-testid="error-action"
          type="button"
          onClick={() => navigate(actionTo)}
        >
          {actionLabel}
        </button>
      </div>
    </div>
  );
}
