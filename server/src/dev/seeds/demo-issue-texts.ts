import type { IssueType } from '../../socialaudit/entities/issue.entity.js';

/** Invented issue categories and sub-categories per issue type, for the demo seed and the synthetic state. */
export const ISSUE_CATEGORIES: Record<IssueType, [string, string][]> = {
  FM: [
    ['Wage payment', 'Payment made to persons who did not work'],
    ['Job cards', 'Wages paid into job cards of migrated workers'],
    ['Muster roll', 'Excess days entered in the muster roll'],
  ],
  FD: [
    ['Material', 'Material bought above the schedule of rates'],
    ['Estimate', 'Work executed deviating from the estimate'],
    ['Measurement book', 'Payment released without measurement book entry'],
  ],
  PV: [
    ['Citizen information board', 'Board not installed at the worksite'],
    ['Work file', 'Work file incomplete: no completion report'],
    ['Muster roll', 'Muster roll not kept at the worksite'],
  ],
  GR: [
    ['Wage delay', 'Wages paid after 15 days of the muster closure'],
    ['Work demand', 'Work not given within 15 days of the demand'],
    ['Worksite facilities', 'No drinking water or shade at the worksite'],
  ],
};

/** Whom an invented issue is with. */
export const ISSUE_WITH = ['Panchayat Development Officer', 'Technical Assistant', 'Bill Collector', 'Gram Rozgar Sahayak', 'Mate'];
