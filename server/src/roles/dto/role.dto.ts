import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ArrayMaxSize } from 'class-validator';
import { OFFICER_LEVELS } from '../../common/auth/levels.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
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

  @Transform(trim)
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
  Role_implimenting_agency_id: number | null = null;

  @Transform(({ value }) => (value === '' || value === null || value === undefined ? 1 : Number(value)))
  @IsInt({ message: 'Number of posts must be a whole number of at least 1' })
  @Min(1, { message: 'Number of posts must be a whole number of at least 1' })
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
}

export class AssignRolesDto {
  @Type(() => Number)
  @IsInt({ message: 'Select a user' })
  user_id: number;

  @IsOptional()
  @IsString()
  department_code?: string;

  @IsOptional()
  @IsArray({ message: 'Select department and at least one role' })
  @ArrayMaxSize(50)
  role_ids?: unknown[];

  @IsOptional() @IsString() state_code?: string;
  @IsOptional() @IsString() district_code?: string;
  @IsOptional() @IsString() block_code?: string;
  @IsOptional() @IsString() panchayat_code?: string;
  @IsOptional() @IsString() levels?: string;
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
