import type { SvgIconComponent } from '@mui/icons-material';
import AppsIcon from '@mui/icons-material/Apps';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import GavelIcon from '@mui/icons-material/Gavel';
import LogoDevIcon from '@mui/icons-material/LogoDev';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';
import StorageIcon from '@mui/icons-material/Storage';
import TuneIcon from '@mui/icons-material/Tune';

/**
 * Icon keys the server stores for main and sub options (spec 1 §2, spec 2 §2 — the second
 * document names some without the `Icon` suffix). Unknown keys get a neutral icon.
 */
export const OPTION_ICONS: Record<string, SvgIconComponent> = {
  PeopleIcon,
  ReceiptIcon,
  GavelIcon,
  LogoDevIcon,
  SettingsIcon,
  CalendarMonthIcon,
  TuneIcon,
  FlashOnIcon,
  StorageIcon,
  Gavel: GavelIcon,
  CalendarMonth: CalendarMonthIcon,
  Tune: TuneIcon,
  FlashOn: FlashOnIcon,
  Storage: StorageIcon,
};

export const ICON_KEYS = Object.keys(OPTION_ICONS);

export function OptionIcon({
  name,
  fontSize = 'large',
}: {
  name: string | null | undefined;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}) {
  const Icon = (name && OPTION_ICONS[name]) || AppsIcon;
  return <Icon fontSize={fontSize} />;
}
