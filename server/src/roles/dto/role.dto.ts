import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OFFICER_LEVELS } from '../../common/auth/levels.js';
import { IsId, IsIdList } from '../../common/validation/ids.js';
import { codeText, IsOptionalLocationCode } from '../../common/validation/location-codes.js';
import { msg, rule } from '../../common/messages/index.js';

/** The most posts of one role at one location the portal will record. */
export const MAX_POSTS = 10000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A Kannada name left blank is no Kannada name (the English one is shown). */
const optionalName = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** '' or absent means none; anything else must be a whole number (checked by @IsInt). */
const optionalNumber = ({ value }: { value: unknown }) => (value === '' || value === undefined || value === null ? null : Number(value));

export class RoleDto {
  @Transform(upper)
  @IsString(rule('ROLE_CODE_REQUIRED'))
  @Matches(/^[A-Z0-9][A-Z0-9_-]{0,29}$/, rule('ROLE_CODE_FORMAT'))
  Role_code: string;

  @Transform(trim)
  @IsString(rule('ROLE_NAME_REQUIRED'))
  @IsNotEmpty(rule('ROLE_NAME_REQUIRED'))
  @MaxLength(150, rule('ROLE_NAME_TOO_LONG'))
  Role_name: string;

  @Transform(optionalName)
  @IsOptional()
  @IsString()
  @MaxLength(150, rule('ROLE_NAME_KN_TOO_LONG'))
  /** Absent: the Kannada name stays as stored (a client that does not know it cannot clear it); '' or null clears it. */
  Role_name_kn?: string | null;

  @Transform(trim)
  @IsString(rule('SELECT_DEPARTMENT'))
  @IsNotEmpty(rule('SELECT_DEPARTMENT'))
  Role_Department_id: string;

  @Transform(optionalNumber)
  @IsOptional()
  @IsInt(rule('SELECT_AGENCY'))
  @Min(1, rule('SELECT_AGENCY'))
  @Max(2_147_483_647, rule('SELECT_AGENCY'))
  Role_implimenting_agency_id: number | null = null;

  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined ? 1 : typeof value === 'string' ? Number(value.trim() || NaN) : value,
  )
  @IsInt(rule('POSTS_WHOLE_NUMBER'))
  @Min(1, rule('POSTS_WHOLE_NUMBER'))
  @Max(MAX_POSTS, rule(msg('POSTS_MAX', { max: MAX_POSTS })))
  no_of_posts: number = 1;
}

export class ToggleRoleDto {
  @IsBoolean(rule('IS_ACTIVE_BOOL'))
  is_active: boolean;
}

export class DepartmentDto {
  @Transform(upper)
  @IsString(rule('DEPARTMENT_CODE_REQUIRED'))
  @Matches(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, rule('DEPARTMENT_CODE_FORMAT'))
  department_code: string;

  @Transform(trim)
  @IsString(rule('DEPARTMENT_NAME_REQUIRED'))
  @IsNotEmpty(rule('DEPARTMENT_NAME_REQUIRED'))
  @MaxLength(150)
  department_name: string;

  @Transform(optionalName)
  @IsOptional()
  @IsString()
  @MaxLength(150, rule('DEPARTMENT_NAME_KN_TOO_LONG'))
  /** Absent: the Kannada name stays as stored (a client that does not know it cannot clear it); '' or null clears it. */
  department_name_kn?: string | null;

  @IsIn(OFFICER_LEVELS, rule('SELECT_LEVEL'))
  levels: string;
}

export class AgencyDto {
  @Transform(upper)
  @IsString(rule('SELECT_DEPARTMENT'))
  @IsNotEmpty(rule('SELECT_DEPARTMENT'))
  department_code: string;

  @Transform(trim)
  @IsString(rule('AGENCY_NAME_REQUIRED'))
  @IsNotEmpty(rule('AGENCY_NAME_REQUIRED'))
  @MaxLength(150)
  imp_name: string;

  @Transform(optionalName)
  @IsOptional()
  @IsString()
  @MaxLength(150, rule('AGENCY_NAME_KN_TOO_LONG'))
  /** Absent: the Kannada name stays as stored (a client that does not know it cannot clear it); '' or null clears it. */
  imp_name_kn?: string | null;
}

export class AssignRolesDto {
  @IsId('SELECT_USER')
  user_id: number;

  @IsOptional()
  @IsString(rule('ASSIGN_SELECT_DEPARTMENT_ROLE'))
  @MaxLength(20, rule('ASSIGN_SELECT_DEPARTMENT_ROLE'))
  department_code?: string;

  @IsOptional()
  @IsIdList('ASSIGN_SELECT_DEPARTMENT_ROLE', 50)
  role_ids?: number[];

  @IsOptional()
  @Transform(codeText)
  @IsIn(['15'], rule('STATE_CODE_INVALID'))
  state_code?: string;

  @IsOptionalLocationCode('district') district_code?: string | null;
  @IsOptionalLocationCode('block') block_code?: string | null;
  @IsOptionalLocationCode('panchayat') panchayat_code?: string | null;
  @IsOptional() @IsIn(OFFICER_LEVELS, rule('LEVELS_INVALID')) levels?: string;
  @IsOptional() currentRole?: unknown;
}

export class AssignAdminDto {
  @IsString(rule('MOBILE_INVALID'))
  @Matches(/^[0-9]{10}$/, rule('MOBILE_INVALID'))
  mobile_number: string;

  @IsIn(['ADMIN', 'USER'], rule('PERMISSION_INVALID'))
  permission: 'ADMIN' | 'USER';

  @IsOptional() user?: unknown;
  @IsOptional() currentRole?: unknown;
}

export class UserListDto {
  @IsOptional() user?: unknown;
  @IsOptional() currentRole?: unknown;
}
