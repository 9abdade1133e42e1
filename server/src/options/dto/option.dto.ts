import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';

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

export class MainOptionDto {
  @Transform(trim)
  @IsString({ message: 'Option name is required' })
  @IsNotEmpty({ message: 'Option name is required' })
  @MaxLength(100, { message: 'Option name must be at most 100 characters' })
  option_name: string;

  @IsIn(ICON_KEYS, { message: `icon must be one of ${ICON_KEYS.join(', ')}` })
  icon: string;

  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @Matches(/^\/[A-Za-z0-9/_-]*$/, { message: 'router must be a path such as /users/rolesmanage' })
  @MaxLength(200)
  router: string | null = null;

  @IsIn(ACCESS_LEVELS, { message: 'access_level must be USER or ADMIN' })
  access_level: string = 'USER';
}

export class SubOptionDto {
  @IsId('Select a main option')
  main_option_id: number;

  @Transform(trim)
  @IsString({ message: 'Sub option name is required' })
  @IsNotEmpty({ message: 'Sub option name is required' })
  @MaxLength(100, { message: 'Sub option name must be at most 100 characters' })
  suboption_name: string;

  @IsIn(ICON_KEYS, { message: `icon must be one of ${ICON_KEYS.join(', ')}` })
  icon: string;

  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @Matches(/^\/[A-Za-z0-9/_-]*$/, { message: 'router must be a path such as /audit/issues' })
  @MaxLength(200)
  router: string | null = null;

  @IsIn(ACCESS_LEVELS, { message: 'access_level must be USER or ADMIN' })
  access_level: string = 'USER';
}

export class SubOptionQueryDto {
  @IsId('main_option_id must be a whole number from 1 to 2147483647')
  main_option_id: number;
}
