import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UsersDirectory } from '../../auth/users-directory.service.js';
import { inTransaction } from '../../database/transaction.js';
import type { IssueType, ResponseDetail } from '../../socialaudit/entities/issue.entity.js';
import { ISSUE_CATEGORIES, ISSUE_WITH } from './demo-issue-texts.js';
import { fromPaise, toPaise } from '../../socialaudit/values.js';

/** The demo's audited panchayats: taluks of Kalaburagi (Afzalpur, Jevargi), Mysuru and Chamarajanagar. */
const DEMO_BLOCKS = ['1515001', '1515006', '1522004', '1508001'];
const DEMO_YEARS = ['2021-2022', '2022-2023', '2023-2024', '2024-2025'];
/** Afzalpur (TP-EO 9000000002) files its older years; its two recent years stay open for the demo. */
const FILED_YEARS: Record<string, string[]> = { '1515001': ['2021-2022', '2022-2023'], '1515006': ['2021-2022', '2022-2023'] };
const ENTRY_OFFICER: Record<string, string> = { '1515001': '9000000002', '1515006': '9000000004' };
const SDATA_OFFICER = '9000000005';

/** A small seeded generator: the same demo data on every machine. */
function generator(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface DemoIssue {
  issue_number: string;
  financial_year: string;
  panchayat_code: string;
  block_code: string;
  district_code: string;
  issue_type: IssueType;
  issue_cat: string;
  issue_subcat: string;
  issue_desc: string;
  issue_with: string;
  issue_amount: string;
  response_amount: string | null;
  gram_sabha_date: string;
  response_details: ResponseDetail[];
}

/**
 * The social audit's demo data (called by the demo seed): issues over four years in three
 * districts; in Afzalpur and Jevargi the older years filed (every decision and mode, one
 * excess mapped to a second issue) and some verified by the demo SDATA officer; Afzalpur's
 * recent years left open with response amounts for the demo TP-EO. Idempotent: issues are
 * added once by number, and only issues added in the same run are filed.
 */
@Injectable()
export class SocialAuditDemoSeed {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersDirectory,
  ) {}

  async run(): Promise<void> {
    const panchayats: { panchayat_code: string; block_code: string; district_code: string }[] = await this.dataSource.query(
      `SELECT p.panchayat_code, p.block_code, b.district_code FROM panchayats p JOIN blocks b ON b.block_code = p.block_code
        WHERE p.block_code = ANY($1::varchar[]) ORDER BY p.panchayat_code`,
      [DEMO_BLOCKS],
    );
    const issues = demoIssues(panchayats);
    const officers = await this.officers();
    const added = await inTransaction(this.dataSource, async (em) => {
      const inserted = await insertIssues(em, issues);
      await addJobCards(em, issues);
      const fresh = new Set(inserted);
      let filed = 0;
      for (const block of Object.keys(FILED_YEARS)) {
        const entry = officers.get(ENTRY_OFFICER[block]);
        if (!entry) continue;
        const open = issues.filter(
          (i) => i.block_code === block && FILED_YEARS[block].includes(i.financial_year) && fresh.has(i.issue_number),
        );
        filed += await fileDemo(em, open, entry, officers.get(SDATA_OFFICER) ?? null);
      }
      return { issues: inserted.length, filed };
    });
    this.logger.log(
      added.issues ? `Demo social audit issues added: ${added.issues} (${added.filed} filed)` : 'Demo social audit issues already in place',
    );
  }

  private async officers(): Promise<Map<string, { id: number; name: string }>> {
    const map = new Map<string, { id: number; name: string }>();
    for (const mobile of [...Object.values(ENTRY_OFFICER), SDATA_OFFICER]) {
      const page = await this.users.list([{ level: 'STATE' }], { sort: 'id', order: 'ASC', skip: 0, take: 5, filter: { q: mobile } });
      const user = page.rows.find((u) => u.mobile_number === mobile);
      if (user) map.set(mobile, { id: user.id, name: user.name });
    }
    return map;
  }
}

function demoIssues(panchayats: { panchayat_code: string; block_code: string; district_code: string }[]): DemoIssue[] {
  const random = generator(20240611);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const issues: DemoIssue[] = [];
  for (const place of panchayats) {
    for (const year of DEMO_YEARS) {
      const start = Number(year.slice(0, 4));
      const count = 1 + Math.floor(random() * 3);
      for (let n = 1; n <= count; n++) {
        const type = pick(['FM', 'FM', 'FD', 'FD', 'PV', 'GR'] as const);
        const [cat, subcat] = pick(ISSUE_CATEGORIES[type]);
        const money = type === 'FM' || type === 'FD';
        // Whole rupees mostly, now and then with paise: Rs 2,500 to Rs 2,50,000.
        const paise = money ? BigInt(250000 + Math.floor(random() * 24750000)) : 0n;
        const amount = random() < 0.7 ? (paise / 100n) * 100n : paise;
        const share = money ? BigInt(60 + Math.floor(random() * 41)) : 0n;
        const response = money ? ((amount * share) / 100n / 100n) * 100n : null;
        // Gram Sabhas between May and December of the year's first half.
        const date = `${start}-${String(5 + Math.floor(random() * 8)).padStart(2, '0')}-${String(1 + Math.floor(random() * 27)).padStart(2, '0')}`;
        issues.push({
          issue_number: `SA/${place.panchayat_code}/${year}/${String(n).padStart(2, '0')}`,
          financial_year: year,
          ...place,
          issue_type: type,
          issue_cat: cat,
          issue_subcat: subcat,
          issue_desc: `${subcat} (social audit round ${n === 1 ? 'I' : 'II'}, ${year})`,
          issue_with: pick(ISSUE_WITH),
          issue_amount: fromPaise(amount),
          response_amount: response === null ? null : fromPaise(response),
          gram_sabha_date: date,
          response_details:
            response === null
              ? []
              : [
                  {
                    sno: 1,
                    response_type: 'Recovery',
                    response_sub_type: 'From the person responsible',
                    response_description: `Recovery of Rs ${fromPaise(response)} recommended by the Gram Sabha`,
                    response_amount: fromPaise(response),
                    updated_by: 'Panchayat Development Officer',
                    updated_date: date,
                  },
                ],
        });
      }
    }
  }
  return issues;
}

async function insertIssues(em: EntityManager, issues: DemoIssue[]): Promise<string[]> {
  const col = <K extends keyof DemoIssue>(key: K) => issues.map((i) => i[key]);
  const rows: { issue_number: string }[] = await em.query(
    `INSERT INTO sa_issues (issue_number, financial_year, panchayat_code, block_code, district_code, issue_type, issue_cat, issue_subcat,
                            issue_desc, issue_with, issue_amount, response_amount, gram_sabha_date, response_details)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[],
                            $8::varchar[], $9::text[], $10::varchar[], $11::numeric[], $12::numeric[], $13::date[], $14::jsonb[])
     ON CONFLICT (issue_number) DO NOTHING
     RETURNING issue_number`,
    [
      col('issue_number'),
      col('financial_year'),
      col('panchayat_code'),
      col('block_code'),
      col('district_code'),
      col('issue_type'),
      col('issue_cat'),
      col('issue_subcat'),
      col('issue_desc'),
      col('issue_with'),
      col('issue_amount'),
      col('response_amount'),
      col('gram_sabha_date'),
      issues.map((i) => JSON.stringify(i.response_details)),
    ],
  );
  return rows.map((r) => r.issue_number);
}

const HOUSEHOLD_MEMBERS = [
  'Basavaraj Patil',
  'Shantabai Kamble',
  'Mallikarjun Hosamani',
  'Laxmibai Biradar',
  'Siddappa Pujari',
  'Renuka Talawar',
  'Hanumanth Naik',
  'Sharanamma Madar',
  'Chandrakant Jadhav',
  'Gangamma Kumbar',
];

/**
 * Job cards of the demo's wage issues (FM, PV, GR): one to three households each, numbered as
 * the MIS numbers them (KN-district-block-panchayat-village/household). Added to demo issues
 * that have none yet, from a generator of their own so the issues themselves stay as they were.
 */
async function addJobCards(em: EntityManager, issues: DemoIssue[]): Promise<void> {
  const random = generator(20250117);
  const cards: { issue_number: string; sno: number; jobcard_number: string; household_member_name: string }[] = [];
  for (const issue of issues) {
    if (issue.issue_type === 'FD') continue;
    const p = issue.panchayat_code;
    const count = 1 + Math.floor(random() * 3);
    for (let sno = 1; sno <= count; sno++) {
      cards.push({
        issue_number: issue.issue_number,
        sno,
        jobcard_number: `KN-${p.slice(2, 4)}-${p.slice(4, 7)}-${p.slice(7)}-00${1 + Math.floor(random() * 3)}/${100 + sno * 37 + Math.floor(random() * 30)}`,
        household_member_name: HOUSEHOLD_MEMBERS[Math.floor(random() * HOUSEHOLD_MEMBERS.length)],
      });
    }
  }
  const col = <K extends keyof (typeof cards)[number]>(key: K) => cards.map((c) => c[key]);
  await em.query(
    `INSERT INTO sa_issue_job_cards (issue_id, sno, jobcard_number, household_member_name)
       SELECT i.id, c.sno, c.jobcard_number, c.household_member_name
         FROM unnest($1::varchar[], $2::int[], $3::varchar[], $4::varchar[]) AS c(issue_number, sno, jobcard_number, household_member_name)
         JOIN sa_issues i ON i.issue_number = c.issue_number
        WHERE NOT EXISTS (SELECT 1 FROM sa_issue_job_cards x WHERE x.issue_id = i.id)`,
    [col('issue_number'), col('sno'), col('jobcard_number'), col('household_member_name')],
  );
}

const MODES = [
  (amount: string, date: string) => ({
    recovery_mode: 'DD',
    dd_number: '004512',
    dd_date: date,
    dd_amount: amount,
    dd_expire_date: `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`,
    bank_details: 'State Bank of India',
    dd_branch: 'Afzalpur',
  }),
  (amount: string, date: string) => ({
    recovery_mode: 'CASH',
    cash_amount: amount,
    cash_date: date,
    bank_name: 'Canara Bank',
    branch_name: 'Jevargi',
  }),
  (amount: string, date: string) => ({
    recovery_mode: 'RTGS',
    rtgs_id: 'CNRB0001234567',
    rtgs_date: date,
    bank_name: 'Canara Bank',
    branch: 'Kalaburagi',
    rtgs_amount: amount,
  }),
  (amount: string, date: string) => ({ recovery_mode: 'UPI', upi_id: 'pdo.badadal@upi', upi_date: date, upi_amount: amount }),
];

/** Files the demo issues of one block: recovered in each mode, not recovered, dropped, not submitted, one excess mapping. */
async function fileDemo(
  em: EntityManager,
  issues: DemoIssue[],
  entry: { id: number; name: string },
  sdata: { id: number; name: string } | null,
): Promise<number> {
  const withMoney = issues.filter((i) => i.response_amount !== null);
  const others = issues.filter((i) => i.response_amount === null);
  let filed = 0;
  const file = async (issue: DemoIssue, fields: Record<string, unknown>, mapped: DemoIssue[] = []) => {
    const { recovery_mode, ...details } = fields as { recovery_mode?: string } & Record<string, string>;
    const amount = (details.dd_amount ?? details.cash_amount ?? details.rtgs_amount ?? details.upi_amount ?? null) as string | null;
    const [row] = await em.query<{ id: number }[]>(
      `INSERT INTO sa_recoveries (issue_id, adhoc_decision, case_status, remark, recovery_mode, mode_details, recovered_amount, total_expected,
                                  excess_remark, insufficient_remark, entered_by, entered_by_name, entered_role_code)
         SELECT i.id, $2, $3, $4, $5, $6::jsonb, $7::numeric, $8::numeric, $9, $10, $11, $12, 'TP-EO' FROM sa_issues i WHERE i.issue_number = $1
       RETURNING id`,
      [
        issue.issue_number,
        fields.adhoc_decision,
        fields.case_status ?? null,
        fields.remark ?? null,
        recovery_mode ?? null,
        JSON.stringify(
          Object.fromEntries(Object.entries(details).filter(([k]) => !['adhoc_decision', 'case_status', 'remark'].includes(k))),
        ),
        amount,
        fields.total_expected ?? issue.response_amount ?? issue.issue_amount,
        fields.excess_remark ?? null,
        null,
        entry.id,
        entry.name,
      ],
    );
    await em.query(
      `INSERT INTO sa_recovery_issues (issue_id, recovery_id, kind, expected_amount)
         SELECT i.id, $2, CASE WHEN i.issue_number = $1 THEN 'FILED' ELSE 'MAPPED' END, coalesce(i.response_amount, i.issue_amount)
           FROM sa_issues i WHERE i.issue_number = ANY($3::varchar[])`,
      [issue.issue_number, row.id, [issue.issue_number, ...mapped.map((m) => m.issue_number)]],
    );
    filed++;
    return row.id;
  };
  const verify = async (recoveryId: number, covered: DemoIssue[], date: string) => {
    if (!sdata) return;
    const [v] = await em.query<{ id: number }[]>(
      `INSERT INTO sa_verifications (recovery_id, verified_by, verified_by_name, verified_role_code) VALUES ($1, $2, $3, 'SDATA') RETURNING id`,
      [recoveryId, sdata.id, sdata.name],
    );
    for (const [n, issue] of covered.entries()) {
      await em.query(
        `INSERT INTO sa_verification_entries (issue_id, verification_id, serial, entered_amount, remittence, status, remark)
           SELECT id, $2, $3, coalesce(response_amount, issue_amount), $4, 'Completed', 'Credited in the state nodal account' FROM sa_issues WHERE issue_number = $1`,
        [issue.issue_number, v.id, n + 1, date],
      );
    }
  };

  // The excess of the first issue's recovery covers the second one.
  const [first, second, ...rest] = withMoney;
  if (first && second) {
    const total = fromPaise(toPaise(first.response_amount!) + toPaise(second.response_amount!));
    const id = await file(
      first,
      { adhoc_decision: 'recovery', case_status: 'YES', total_expected: total, ...MODES[0](total, first.gram_sabha_date) },
      [second],
    );
    await verify(id, [first, second], first.gram_sabha_date);
  }
  for (const [n, issue] of rest.entries()) {
    const date = issue.gram_sabha_date;
    const kind = n % 6;
    if (kind < 4) {
      const id = await file(issue, { adhoc_decision: 'recovery', case_status: 'YES', ...MODES[kind](issue.response_amount!, date) });
      if (n % 2 === 0) await verify(id, [issue], date);
    } else if (kind === 4) {
      await file(issue, {
        adhoc_decision: 'recovery',
        case_status: 'NO',
        remark: 'The person responsible has appealed to the ombudsperson',
      });
    } else {
      await file(issue, { adhoc_decision: 'dropped', remark: 'Ad-hoc committee found the payment in order' });
    }
  }
  for (const issue of others.slice(0, 2)) {
    await file(issue, { adhoc_decision: 'not_submitted', remark: 'Compliance report awaited from the panchayat' });
  }
  return filed;
}
