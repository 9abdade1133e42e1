import { ApiError } from '../common/http/api-error.js';
import { FIRST_YEARS, yearLists } from '../common/time/year-lists.js';

/** The refusal of a report year outside the filters' list (the list runs to the current year). */
export const reportYearMessage = (current: string) => `financialYear must be ALL or a year from ${FIRST_YEARS.issues} to ${current}.`;

/** The refusal of a statement year outside the statements' list. */
export const statementYearMessage = (current: string) => `year must be a statement year from ${FIRST_YEARS.statements} to ${current}.`;

/** A report filter's year is ALL (or absent) or one the filters offer today; 400 otherwise. */
export function assertReportYear(year: string | undefined, today: string): void {
  if (year === undefined || year === 'ALL') return;
  const lists = yearLists(today);
  if (!lists.issues.includes(year)) {
    const message = reportYearMessage(lists.current);
    throw ApiError.badRequest(message, { financialYear: message });
  }
}

/** A statement's year is one of the statement years today; 400 otherwise. */
export function assertStatementYear(year: string, today: string): void {
  const lists = yearLists(today);
  if (!lists.statements.includes(year)) {
    const message = statementYearMessage(lists.current);
    throw ApiError.badRequest(message, { year: message });
  }
}
