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

/** The shape only: the services check the year against the lists of today's clock (../years.ts). */
export const YEAR_MESSAGE = 'financialYear must be ALL or a year from 2016-2017 to the current financial year.';
const ISSUE_NUMBER_MESSAGE = 'issue_number must be an issue number (1 to 40 letters, digits, /, -, _ or .).';
export const ISSUE_NUMBER = /^[A-Za-z0-9/_.-]{1,40}$/;

const IsReportYear = () => [IsOptional(), Matches(/^(ALL|[0-9]{4}-[0-9]{4})$/, { message: YEAR_MESSAGE })];
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
  @IsIn(['ALL', ...ISSUE_TYPES], { message: 'issueType must be FM, FD, PV, GR or ALL.' })
  issueType: string;

  @Transform(codeText)
  @IsString({ message: 'locationCode must be a district, block or panchayat code.' })
  @Matches(/^([0-9]{4}|[0-9]{7}|[0-9]{10})$/, { message: 'locationCode must be a district, block or panchayat code.' })
  locationCode: string;

  @IsOptional()
  @IsBoolean({ message: 'recommended must be true or false.' })
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

  @IsString({ message: ISSUE_NUMBER_MESSAGE })
  @Matches(ISSUE_NUMBER, { message: ISSUE_NUMBER_MESSAGE })
  issue_number: string;

  @Transform(jsonList)
  @IsDefined({ message: 'Please add at least one work and one person before the final submit.' })
  @IsArray({ message: 'workDetails must be a list of works.' })
  @ArrayMaxSize(100, { message: 'At most 100 works may be linked to an issue.' })
  @IsObject({ each: true, message: 'workDetails must be a list of works.' })
  workDetails: Record<string, unknown>[];

  @Transform(jsonList)
  @IsDefined({ message: 'Please add at least one work and one person before the final submit.' })
  @IsArray({ message: 'persons_details must be a list of persons.' })
  @ArrayMaxSize(50, { message: 'At most 50 persons may be added to an issue.' })
  @IsObject({ each: true, message: 'persons_details must be a list of persons.' })
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

  @IsString({ message: ISSUE_NUMBER_MESSAGE })
  @Matches(ISSUE_NUMBER, { message: ISSUE_NUMBER_MESSAGE })
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
  @IsArray({ message: 'mapped_issues must be a list of issue numbers.' })
  @ArrayMaxSize(50, { message: 'At most 50 issues may be mapped to one recovery.' })
  @IsString({ each: true, message: 'mapped_issues must be a list of issue numbers.' })
  @Matches(ISSUE_NUMBER, { each: true, message: 'mapped_issues must be a list of issue numbers.' })
  mapped_issues?: string[];

  /** Computed by the server; the client's figure is not used. */
  @IsOptional() total_expected?: unknown;
}

export class LinkedIssuesDto {
  @IsOptional() currentRole?: unknown;

  @IsArray({ message: 'issue_numbers must be a list of issue numbers.' })
  @ArrayMinSize(1, { message: 'issue_numbers must be a list of issue numbers.' })
  @ArrayMaxSize(100, { message: 'At most 100 issues may be asked for at once.' })
  @IsString({ each: true, message: 'issue_numbers must be a list of issue numbers.' })
  @Matches(ISSUE_NUMBER, { each: true, message: 'issue_numbers must be a list of issue numbers.' })
  issue_numbers: string[];
}

export const FILL_ALL_MESSAGE = 'Please fill all fields for all issues before submitting.';

export class VerificationDto {
  @IsOptional() currentRole?: unknown;

  @IsString({ message: ISSUE_NUMBER_MESSAGE })
  @Matches(ISSUE_NUMBER, { message: ISSUE_NUMBER_MESSAGE })
  issue_number: string;

  /** The session's officer verifies; the client's name for them is not used. */
  @IsOptional() verified_by?: unknown;

  @IsArray({ message: FILL_ALL_MESSAGE })
  @ArrayMinSize(1, { message: FILL_ALL_MESSAGE })
  @ArrayMaxSize(51, { message: 'At most 51 issues may be verified at once.' })
  @IsObject({ each: true, message: FILL_ALL_MESSAGE })
  issues: Record<string, unknown>[];
}

export const SUMMARY_FILTERS = ['uploaded', 'recovered', 'not_recovered', 'dropped', 'not_submitted'] as const;
export type SummaryFilter = (typeof SUMMARY_FILTERS)[number];

export class SummaryQueryDto {
  @IsOptional() currentRole?: unknown;

  @IsOptional()
  @IsIn(['district', 'block'], { message: 'level must be district or block.' })
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
  @IsIn(SUMMARY_FILTERS, { message: `filter must be one of ${SUMMARY_FILTERS.join(', ')}.` })
  filter?: SummaryFilter;
}

export const STATEMENT_YEAR_MESSAGE = 'year must be a statement year from 2013-2014 to the current financial year.';
export const STATEMENT_URL_MESSAGE = 'url must be an http or https address.';

export class AccountStatementDto {
  /** Written in full; the old short form ("2013-14") is read as the same year. */
  @Transform(({ value }: { value: unknown }) => fullFinancialYear(value) ?? value)
  @IsString({ message: STATEMENT_YEAR_MESSAGE })
  @Matches(/^[0-9]{4}-[0-9]{4}$/, { message: STATEMENT_YEAR_MESSAGE })
  year: string;

  @IsString({ message: STATEMENT_URL_MESSAGE })
  @MaxLength(500, { message: 'url is at most 500 characters.' })
  @Matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { message: STATEMENT_URL_MESSAGE })
  url: string;
}
