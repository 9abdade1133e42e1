import type { IconShape } from './icons';
import './controls.css';

/** A 24 x 24 icon in the current text colour, 1em square (1.5rem unless a class sizes it); decorative only. */
export function Icon({ shape, className }: { shape: IconShape; className?: string }) {
  return (
    <svg className={className ? `ui-icon ${className}` : 'ui-icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={shape.d} fillRule={shape.evenOdd ? 'evenodd' : undefined} />
    </svg>
  );
}
