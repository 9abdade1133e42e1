import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OFFICER_LEVELS } from '../../common/auth/levels.js';
import { IsId, IsIdList } from '../../common/validation/ids.js';
import { codeText, IsOptionalLocationCode } from '../../common/validation/location-codes.js';

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
  @IsString({ message: 'Role code is required' })
  @Matches(/^[A-Z0-9][A-Z0-9_-]{0,29}$/, { message: 'Role code must be 1 to 30 letters, digits, - or _' })
  Role_code: string;

  @Transform(trim)
  @IsString({ message: 'Role name is required' })
  @IsNotEmpty({ message: 'Role name is required' })
  @MaxLength(150, { message: 'Role name must be at most 150 characters' })
  Role_name: string;

  @Transform(optionalName)
  @IsOptional()
  @IsString()
  @MaxLength(150, { message: 'Kannada role name must be at most 150 characters' })
  Role_name_kn: string | null = null;

  @Transform(trim)
  @IsString({ message: 'Select a department' })
  @IsNotEmpty({ message: 'Select a department' })
  Role_Department_id: string;

  @Transform(optionalNumber)
  @IsOptional()
  @IsInt({ message: 'Select an implementing agency' })
  @Min(1, { message: 'Select an implementing agency' })
  @Max(2_147_483_647, { message: 'Select an implementing agency' })
  Role_implimenting_agency_id: number | null = null;

  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined ? 1 : typeof value === 'string' ? Number(value.trim() || NaN) : value,
  )
  @IsInt({ message: 'Number of posts must be a whole number of at least 1' })
  @Min(1, { message: 'Number of posts must be a whole number of at least 1' })
  @Max(MAX_POSTS, { message: `Number of posts must be at most ${MAX_POSTS}` })
  no_of_posts: number = 1;
}

export class ToggleRoleDto {
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active: boolean;
}

export class DepartmentDto {
  @Transform(upper)
  @IsString({ message: 'Department code is required' })
  @Matches(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, { message: 'Department code must be 1 to 20 letters, digits, - or _' })
  department_code: string;

  @Transform(trim)
  @IsString({ message: 'Department name is required' })
  @IsNotEmpty({ message: 'Department name is required' })
  @MaxLength(150)
  department_name: string;

  @Transform(optionalName)
  @IsOptional()
  @IsString()
  @MaxLength(150, { message: 'Kannada department name must be at most 150 characters' })
  department_name_kn: string | null = null;

  @IsIn(OFFICER_LEVELS, { message: 'Select a level: STATE, ZP, TP or GP' })
  levels: string;
}

export class AgencyDto {
  @Transform(upper)
  @IsString({ message: 'Select a department' })
  @IsNotEmpty({ message: 'Select a department' })
  department_code: string;

  @Transform(trim)
  @IsString({ message: 'Agency name is required' })
  @IsNotEmpty({ message: 'Agency name is required' })
  @MaxLength(150)
  imp_name: string;

  @Transform(optionalName)
  @IsOptional()
  @IsString()
  @MaxLength(150, { message: 'Kannada agency name must be at most 150 characters' })
  imp_name_kn: string | null = null;
}

export class AssignRolesDto {
  @IsId('Select a user')
  user_id: number;

  @IsOptional()
  @IsString({ message: 'Select department and at least one role' })
  @MaxLength(20, { message: 'Select department and at least one role' })
  department_code?: string;

  @IsOptional()
  @IsIdList('Select department and at least one role', 50)
  role_ids?: number[];

  @IsOptional()
  @Transform(codeText)
  @IsIn(['15'], { message: 'state_code must be 15 (Karnataka)' })
  state_code?: string;

  @IsOptionalLocationCode('district') district_code?: string | null;
  @IsOptionalLocationCode('block') block_code?: string | null;
  @IsOptionalLocationCode('panchayat') panchayat_code?: string | null;
  @IsOptional() @IsIn(OFFICER_LEVELS, { message: 'levels must be STATE, ZP, TP or GP' }) levels?: string;
  @IsOptional() currentRole?: unknown;
}

export class AssignAdminDto {
  @IsString({ message: 'Enter a valid 10-digit mobile number' })
  @Matches(/^[0-9]{10}$/, { message: 'Enter a valid 10-digit mobile number' })
  mobile_number: string;

  @IsIn(['ADMIN', 'USER'], { message: 'permission must be ADMIN or USER' })
  permission: 'ADMIN' | 'USER';

  @IsOptional() user?: unknown;
  @IsOptional() currentRole?: unknown;
}

export class UserListDto {
  @IsOptional() user?: unknown;
  @IsOptional() currentRole?: unknown;
}
