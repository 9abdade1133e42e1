import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { msg, rule } from '../../common/messages/index.js';

/** Icon keys the client knows (spec 1 §2; spec 2 names some without the Icon suffix). */
export const ICON_KEYS = [
  'PeopleIcon',
  'ReceiptIcon',
  'GavelIcon',
  'LogoDevIcon',
  'SettingsIcon',
  'CalendarMonthIcon',
  'TuneIcon',
  'FlashOnIcon',
  'StorageIcon',
  'Gavel',
  'CalendarMonth',
  'Tune',
  'FlashOn',
  'Storage',
] as const;
export const ACCESS_LEVELS = ['USER', 'ADMIN'] as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;
/** A Kannada name left blank is no Kannada name (the English one is shown). */
const optionalName = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class MainOptionDto {
  @Transform(trim)
  @IsString(rule('OPTION_NAME_REQUIRED'))
  @IsNotEmpty(rule('OPTION_NAME_REQUIRED'))
  @MaxLength(100, rule('OPTION_NAME_TOO_LONG'))
  option_name: string;

  @Transform(optionalName)
  @IsOptional()
  @MaxLength(100, rule('OPTION_NAME_KN_TOO_LONG'))
  @IsString(rule('OPTION_NAME_KN_INVALID'))
  /** Absent: the Kannada name stays as stored (a client that does not know it cannot clear it); '' or null clears it. */
  option_name_kn?: string | null;

  @IsIn(ICON_KEYS, rule(msg('ICON_INVALID', { icons: ICON_KEYS.join(', ') })))
  icon: string;

  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @Matches(/^\/[A-Za-z0-9/_-]*$/, rule('ROUTER_INVALID_USERS'))
  @MaxLength(200)
  router: string | null = null;

  @IsIn(ACCESS_LEVELS, rule('ACCESS_LEVEL_INVALID'))
  access_level: string = 'USER';
}

export class SubOptionDto {
  @IsId('SELECT_MAIN_OPTION')
  main_option_id: number;

  @Transform(trim)
  @IsString(rule('SUB_OPTION_NAME_REQUIRED'))
  @IsNotEmpty(rule('SUB_OPTION_NAME_REQUIRED'))
  @MaxLength(100, rule('SUB_OPTION_NAME_TOO_LONG'))
  suboption_name: string;

  @Transform(optionalName)
  @IsOptional()
  @MaxLength(100, rule('SUB_OPTION_NAME_KN_TOO_LONG'))
  @IsString(rule('SUB_OPTION_NAME_KN_INVALID'))
  /** Absent: the Kannada name stays as stored (a client that does not know it cannot clear it); '' or null clears it. */
  suboption_name_kn?: string | null;

  @IsIn(ICON_KEYS, rule(msg('ICON_INVALID', { icons: ICON_KEYS.join(', ') })))
  icon: string;

  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @Matches(/^\/[A-Za-z0-9/_-]*$/, rule('ROUTER_INVALID_AUDIT'))
  @MaxLength(200)
  router: string | null = null;

  @IsIn(ACCESS_LEVELS, rule('ACCESS_LEVEL_INVALID'))
  access_level: string = 'USER';
}

export class SubOptionQueryDto {
  @IsId('MAIN_OPTION_ID_INVALID')
  main_option_id: number;
}
