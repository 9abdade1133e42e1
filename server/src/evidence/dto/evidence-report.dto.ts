import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { msg, rule } from '../../common/messages/index.js';
import { IsOptionalLocationCode } from '../../common/validation/location-codes.js';
import { MAX_ID } from '../../common/pipes/parse-id.pipe.js';
import { EVIDENCE_FLAGS, type EvidenceFlag } from '../entities/evidence-file.entity.js';

/** Digits become a number; '' means not given; anything else is left for the validators to refuse. */
const whole = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null ? undefined : typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
const blank = ({ value }: { value: unknown }): unknown => (value === '' || value === null ? undefined : value);

/** The cycle (default: the newest) and the level (default: every level). */
class CycleQuery {
  /** A choice among the session's roles, checked by @CurrentRole(). */
  @IsOptional() currentRole?: unknown;

  @Transform(whole)
  @IsOptional()
  @IsInt(rule('EVIDENCE_CYCLE_INVALID'))
  @Min(1, rule('EVIDENCE_CYCLE_INVALID'))
  @Max(MAX_ID, rule('EVIDENCE_CYCLE_INVALID'))
  cycle_id?: number;
}

class LevelQuery extends CycleQuery {
  @Transform(whole)
  @IsOptional()
  @IsInt(rule('EVIDENCE_LEVEL_INVALID'))
  @Min(1, rule('EVIDENCE_LEVEL_INVALID'))
  @Max(5, rule('EVIDENCE_LEVEL_INVALID'))
  level?: number;
}

/** `GET /evidence/report`: flagged works per taluk. */
export class EvidenceReportQueryDto extends LevelQuery {
  @IsOptionalLocationCode('district')
  district_code?: string | null;

  @IsOptionalLocationCode('block')
  block_code?: string | null;
}

/** `GET /evidence/works`: the flagged records, optionally of one flag. */
export class EvidenceWorksQueryDto extends EvidenceReportQueryDto {
  @Transform(blank)
  @IsOptional()
  @IsIn(EVIDENCE_FLAGS, rule(msg('EVIDENCE_FLAG_INVALID', { flags: EVIDENCE_FLAGS.join(', ') })))
  flag?: EvidenceFlag;
}

/** `GET /evidence/report.csv`: the flagged records as a file. */
export class EvidenceCsvQueryDto extends EvidenceWorksQueryDto {}

/** `GET /evidence/works/:workCode`: the work's current records in the cycle. */
export class EvidenceWorkQueryDto extends CycleQuery {}
