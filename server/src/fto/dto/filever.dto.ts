import { Transform } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { MAX_ID } from '../../common/pipes/parse-id.pipe.js';
import { rule } from '../../common/messages/index.js';

/** Calls that name a work (`getCheckList3`, `getMatList3`, `getFtoLists2`, `resetMaterialList`). */
export class WorkCodeDto {
  @IsString(rule('WORK_CODE_REQUIRED'))
  @MaxLength(40, rule('WORK_CODE_INVALID'))
  workCode: string;

  /** A choice among the session's roles, checked by @CurrentRole(). */
  @Allow() currentRole?: unknown;
  /** The spec's client sends these; the server derives them. */
  @Allow() fto?: unknown;
}

/** `getFTO2`: the spec's client names the work in `workList`; `Matlist` is the server's own business. */
export class FtoOfWorkDto {
  @IsOptional()
  @IsString(rule('WORK_CODE_REQUIRED'))
  @MaxLength(40, rule('WORK_CODE_INVALID'))
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
  @IsString(rule('AGENCY_REQUIRED'))
  @MaxLength(150, rule('AGENCY_TOO_LONG'))
  agency: string;

  @IsString(rule('YEAR_REQUIRED'))
  @MaxLength(9, rule('YEAR_FORMAT'))
  year: string;

  @Allow() currentRole?: unknown;
}

/** `GET /filever/work-file/:workCode`: the cycle (default: the role's current one, else the one the reports open on). */
export class WorkFileQueryDto {
  /** A choice among the session's roles, checked by @CurrentRole(). */
  @IsOptional() currentRole?: unknown;

  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null ? undefined : typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value,
  )
  @IsOptional()
  @IsInt(rule('EVIDENCE_CYCLE_INVALID'))
  @Min(1, rule('EVIDENCE_CYCLE_INVALID'))
  @Max(MAX_ID, rule('EVIDENCE_CYCLE_INVALID'))
  cycle_id?: number;
}
