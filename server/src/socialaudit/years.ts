import { ApiError } from '../common/http/api-error.js';
import { msg } from '../common/messages/index.js';
import { FIRST_YEARS, yearLists } from '../common/time/year-lists.js';

/** A report filter's year is ALL (or absent) or one the filters offer today; 400 otherwise. */
export function assertReportYear(year: string | undefined, today: string): void {
  if (year === undefined || year === 'ALL') return;
  const lists = yearLists(today);
  if (!lists.issues.includes(year)) {
    const refusal = msg('REPORT_YEAR_INVALID', { first: FIRST_YEARS.issues, last: lists.current });
    throw ApiError.badRequest(refusal, { financialYear: refusal });
  }
}

/** A statement's year is one of the statement years today; 400 otherwise. */
export function assertStatementYear(year: string, today: string): void {
  const lists = yearLists(today);
  if (!lists.statements.includes(year)) {
    const refusal = msg('STATEMENT_YEAR_INVALID', { first: FIRST_YEARS.statements, last: lists.current });
    throw ApiError.badRequest(refusal, { year: refusal });
  }
}
