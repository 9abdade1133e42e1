import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { rule } from '../../common/messages/index.js';
import { MAX_ID } from '../../common/pipes/parse-id.pipe.js';
import { IsOptionalLocationCode } from '../../common/validation/location-codes.js';

/** Digits become a number; '' means not given; anything else is left for the validators to refuse. */
const whole = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null ? undefined : typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
/** 'true' / 'false' become booleans; '' means not given. */
const yesNo = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null ? undefined : value === 'true' ? true : value === 'false' ? false : value;

/** `GET /reconciliation`: the cycle (default: the newest) and the place (a taluk shows its panchayats). */
export class ReconciliationQueryDto {
  /** A choice among the session's roles, checked by @CurrentRole(). */
  @IsOptional() currentRole?: unknown;

  @Transform(whole)
  @IsOptional()
  @IsInt(rule('EVIDENCE_CYCLE_INVALID'))
  @Min(1, rule('EVIDENCE_CYCLE_INVALID'))
  @Max(MAX_ID, rule('EVIDENCE_CYCLE_INVALID'))
  cycle_id?: number;

  @IsOptionalLocationCode('district')
  district_code?: string | null;

  @IsOptionalLocationCode('block')
  block_code?: string | null;
}

/** `GET /reconciliation/works` and `/reconciliation.csv`: the works, optionally only those changed after verification. */
export class ReconciliationWorksQueryDto extends ReconciliationQueryDto {
  @IsOptionalLocationCode('panchayat')
  panchayat_code?: string | null;

  @Transform(yesNo)
  @IsOptional()
  @IsBoolean(rule('RECONCILIATION_CHANGED_INVALID'))
  changed?: boolean;
}
