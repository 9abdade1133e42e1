import SvgIcon from '@mui/material/SvgIcon';
import { OPTION_ICON_SHAPES, optionIconShape } from '../../ui/optionIcons';

/**
 * Icon keys the server stores for main and sub options (ui/optionIcons.ts, shared with the
 * dashboard's cards, which draw the same paths without MUI). Unknown keys get a neutral icon.
 */
export const ICON_KEYS = Object.keys(OPTION_ICON_SHAPES);

export function OptionIcon({
  name,
  fontSize = 'large',
}: {
  name: string | null | undefined;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}) {
  const shape = optionIconShape(name);
  return (
    <SvgIcon fontSize={fontSize}>
      <path d={shape.d} fillRule={shape.evenOdd ? 'evenodd' : undefined} />
    </SvgIcon>
  );
}
