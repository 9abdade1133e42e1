import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

/** Calls that name a work (`getCheckList3`, `getMatList3`, `getFtoLists2`, `resetMaterialList`). */
export class WorkCodeDto {
  @IsString({ message: 'workCode is required.' })
  @MaxLength(40, { message: 'workCode is not a work code.' })
  workCode: string;

  /** A choice among the session's roles, checked by @CurrentRole(). */
  @Allow() currentRole?: unknown;
  /** The spec's client sends these; the server derives them. */
  @Allow() fto?: unknown;
}

/** `getFTO2`: the spec's client names the work in `workList`; `Matlist` is the server's own business. */
export class FtoOfWorkDto {
  @IsOptional()
  @IsString({ message: 'workCode is required.' })
  @MaxLength(40, { message: 'workCode is not a work code.' })
  workCode?: string;

  @Allow() workList?: unknown;
  @Allow() Matlist?: unknown;
  @Allow() currentRole?: unknown;
}

/** Calls whose only input is the role (`getworks2`, `getFtoLists`, `level-context`); MyFtoData is ignored. */
export class RoleOnlyDto {
  @Allow() currentRole?: unknown;
  @Allow() MyFtoData?: unknown;
}

/** `getworkData2`. */
export class WorksOfAgencyDto {
  @IsString({ message: 'agency is required.' })
  @MaxLength(150, { message: 'agency is too long.' })
  agency: string;

  @IsString({ message: 'year is required.' })
  @MaxLength(9, { message: 'year must be a financial year (yyyy-yyyy).' })
  year: string;

  @Allow() currentRole?: unknown;
}
