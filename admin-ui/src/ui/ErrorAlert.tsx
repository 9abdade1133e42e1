import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { errorOutlineIcon } from './icons';
import './controls.css';

/** An error message that screen readers announce as soon as it appears. */
export function ErrorAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className="ui-alert" role="alert">
      <span className="ui-alert__icon">
        <Icon shape={errorOutlineIcon} />
      </span>
      <div className="ui-alert__message">{children}</div>
    </div>
  );
}
