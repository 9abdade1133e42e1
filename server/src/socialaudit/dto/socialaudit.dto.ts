import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { checkJsonStrings } from '../../common/http/text-check.js';
import { codeText, IsLocationCode, IsOptionalLocationCode } from '../../common/validation/location-codes.js';
import { ISSUE_TYPES } from '../entities/issue.entity.js';
import { fullFinancialYear } from '../../common/time/year-lists.js';
import { msg, rule } from '../../common/messages/index.js';

/** The shape only: the services check the year against the lists of today's clock (../years.ts). */
const ISSUE_NUMBER_MESSAGE = 'ISSUE_NUMBER_INVALID';
export const ISSUE_NUMBER = /^[A-Za-z0-9/_.-]{1,40}$/;

const IsReportYear = () => [IsOptional(), Matches(/^(ALL|[0-9]{4}-[0-9]{4})$/, rule('REPORT_YEAR_FORMAT'))];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** JSON text of a list is accepted where the spec's client sends "JSON lists". */
const jsonList = ({ value, key }: { value: unknown; key: string }): unknown => {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    return value;
  }
  checkJsonStrings(parsed, key);
  return parsed;
};

export class ReportDto {
  @IsOptional() currentRole?: unknown;

  @apply(IsReportYear())
  financialYear?: string;
}

export class IssuesByTypeDto extends ReportDto {
  @IsIn(['ALL', ...ISSUE_TYPES], rule('ISSUE_TYPE_INVALID'))
  issueType: string;

  @Transform(codeText)
  @IsString(rule('LOCATION_CODE_ANY_INVALID'))
  @Matches(/^([0-9]{4}|[0-9]{7}|[0-9]{10})$/, rule('LOCATION_CODE_ANY_INVALID'))
  locationCode: string;

  @IsOptional()
  @IsBoolean(rule('RECOMMENDED_BOOLEAN'))
  recommended?: boolean;
}

export class IssuesByPanchayatDto extends ReportDto {
  @IsLocationCode('panchayat')
  panchayat_code: string;
}

export class PanchayatQueryDto {
  @IsLocationCode('panchayat')
  panchayat_code: string;
}

export class BlockQueryDto {
  @IsLocationCode('block')
  block_code: string;
}

export class IssueDetailsDto {
  @IsOptional() currentRole?: unknown;

  @IsString(rule(ISSUE_NUMBER_MESSAGE))
  @Matches(ISSUE_NUMBER, rule(ISSUE_NUMBER_MESSAGE))
  issue_number: string;

  @Transform(jsonList)
  @IsDefined(rule('NEED_WORK_AND_PERSON'))
  @IsArray(rule('WORK_DETAILS_LIST'))
  @ArrayMaxSize(100, rule('WORK_DETAILS_TOO_MANY'))
  @IsObject(rule('WORK_DETAILS_LIST', { each: true }))
  workDetails: Record<string, unknown>[];

  @Transform(jsonList)
  @IsDefined(rule('NEED_WORK_AND_PERSON'))
  @IsArray(rule('PERSONS_LIST'))
  @ArrayMaxSize(50, rule('PERSONS_TOO_MANY'))
  @IsObject(rule('PERSONS_LIST', { each: true }))
  persons_details: Record<string, unknown>[];

  /** The client's clock; the server records its own time. */
  @IsOptional() created_at?: unknown;
}

/**
 * The recovery filing (spec 2 §3). Every field is optional here: the rules, in the spec's
 * order and words, are the filing service's (filing-rules.ts).
 */
export class FilingDto {
  @IsOptional() currentRole?: unknown;

  @IsString(rule(ISSUE_NUMBER_MESSAGE))
  @Matches(ISSUE_NUMBER, rule(ISSUE_NUMBER_MESSAGE))
  issue_number: string;

  @IsOptional() adhoc_decision?: unknown;
  @IsOptional() case_status?: unknown;
  @IsOptional() remark?: unknown;
  @IsOptional() recovery_mode?: unknown;
  @IsOptional() dd_number?: unknown;
  @IsOptional() dd_date?: unknown;
  @IsOptional() dd_amount?: unknown;
  @IsOptional() dd_expire_date?: unknown;
  @IsOptional() bank_details?: unknown;
  @IsOptional() dd_branch?: unknown;
  @IsOptional() cash_amount?: unknown;
  @IsOptional() cash_date?: unknown;
  @IsOptional() bank_name?: unknown;
  @IsOptional() branch_name?: unknown;
  @IsOptional() rtgs_id?: unknown;
  @IsOptional() rtgs_date?: unknown;
  @IsOptional() branch?: unknown;
  @IsOptional() rtgs_amount?: unknown;
  @IsOptional() upi_id?: unknown;
  @IsOptional() upi_date?: unknown;
  @IsOptional() upi_amount?: unknown;
  @IsOptional() recovered_amount?: unknown;
  @IsOptional() excess_remark?: unknown;
  @IsOptional() insufficient_remark?: unknown;

  @IsOptional()
  @IsArray(rule('MAPPED_ISSUES_LIST'))
  @ArrayMaxSize(50, rule('MAPPED_ISSUES_TOO_MANY'))
  @IsString(rule('MAPPED_ISSUES_LIST', { each: true }))
  @Matches(ISSUE_NUMBER, rule('MAPPED_ISSUES_LIST', { each: true }))
  mapped_issues?: string[];

  /** Computed by the server; the client's figure is not used. */
  @IsOptional() total_expected?: unknown;
}

export class LinkedIssuesDto {
  @IsOptional() currentRole?: unknown;

  @IsArray(rule('ISSUE_NUMBERS_LIST'))
  @ArrayMinSize(1, rule('ISSUE_NUMBERS_LIST'))
  @ArrayMaxSize(100, rule('ISSUE_NUMBERS_TOO_MANY'))
  @IsString(rule('ISSUE_NUMBERS_LIST', { each: true }))
  @Matches(ISSUE_NUMBER, rule('ISSUE_NUMBERS_LIST', { each: true }))
  issue_numbers: string[];
}

const FILL_ALL_MESSAGE = 'VERIFY_FILL_ALL';

export class VerificationDto {
  @IsOptional() currentRole?: unknown;

  @IsString(rule(ISSUE_NUMBER_MESSAGE))
  @Matches(ISSUE_NUMBER, rule(ISSUE_NUMBER_MESSAGE))
  issue_number: string;

  /** The session's officer verifies; the client's name for them is not used. */
  @IsOptional() verified_by?: unknown;

  @IsArray(rule(FILL_ALL_MESSAGE))
  @ArrayMinSize(1, rule(FILL_ALL_MESSAGE))
  @ArrayMaxSize(51, rule('VERIFY_TOO_MANY'))
  @IsObject(rule(FILL_ALL_MESSAGE, { each: true }))
  issues: Record<string, unknown>[];
}

export const SUMMARY_FILTERS = ['uploaded', 'recovered', 'not_recovered', 'dropped', 'not_submitted'] as const;
export type SummaryFilter = (typeof SUMMARY_FILTERS)[number];

export class SummaryQueryDto {
  @IsOptional() currentRole?: unknown;

  @IsOptional()
  @IsIn(['district', 'block'], rule('REPORT_LEVEL_INVALID'))
  level?: 'district' | 'block';

  @IsOptionalLocationCode('district')
  district_code?: string | null;

  @apply(IsReportYear())
  financialYear?: string;
}

export class IssuesListQueryDto extends SummaryQueryDto {
  @IsOptionalLocationCode('block')
  block_code?: string | null;

  @IsOptional()
  @IsIn(SUMMARY_FILTERS, rule(msg('SUMMARY_FILTER_INVALID', { filters: SUMMARY_FILTERS.join(', ') })))
  filter?: SummaryFilter;
}

export const STATEMENT_URL_MESSAGE = 'STATEMENT_URL_INVALID';

export class AccountStatementDto {
  /** Written in full; the old short form ("2013-14") is read as the same year. */
  @Transform(({ value }: { value: unknown }) => fullFinancialYear(value) ?? value)
  @IsString(rule('STATEMENT_YEAR_FORMAT'))
  @Matches(/^[0-9]{4}-[0-9]{4}$/, rule('STATEMENT_YEAR_FORMAT'))
  year: string;

  @IsString(rule(STATEMENT_URL_MESSAGE))
  @MaxLength(500, rule('STATEMENT_URL_TOO_LONG'))
  @Matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, rule(STATEMENT_URL_MESSAGE))
  url: string;
}
