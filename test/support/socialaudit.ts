import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SignedIn } from './actors.js';

export const BADADAL = '1515001004'; // block 1515001 AFZALPUR, district 1515 KALABURAGI
export const UDACHAN = '1515001005'; // AFZALPUR
export const NELOGI = '1515006001'; // block 1515006 JEVARGI
export const ILAVALA = '1522004003'; // block 1522004 MYSURU, district 1522
export const JEVARGI = { state_code: '15', district_code: '1515', block_code: '1515006', panchayat_code: null };

let serial = 0;

/** An issue of the social audit, straight into the table (the import is tested on its own). */
export async function addIssue(
  app: INestApplication,
  o: { panchayat: string; type?: string; amount?: string; response?: string | null; year?: string; number?: string },
): Promise<string> {
  const number = o.number ?? `T/${o.panchayat}/${String(++serial).padStart(4, '0')}`;
  await app.get(DataSource).query(
    `INSERT INTO sa_issues (issue_number, financial_year, district_code, block_code, panchayat_code, issue_type, issue_amount, response_amount,
                            issue_cat, issue_desc, gram_sabha_date)
     VALUES ($1, $2, left($3, 4), left($3, 7), $3, $4, $5, $6, 'Wage payment', 'Payment to persons who did not work', '2024-06-10')`,
    [number, o.year ?? '2024-2025', o.panchayat, o.type ?? 'FM', o.amount ?? '10000.00', o.response === undefined ? '8000.00' : o.response],
  );
  return number;
}

/** A work of the panchayat in the MIS mirror, as the scraper would have loaded it. */
export async function addWork(app: INestApplication, panchayat: string, workCode: string, name = 'Farm pond'): Promise<void> {
  await app.get(DataSource).query(
    `INSERT INTO mis_works (work_code, district_code, block_code, panchayat_code, district_name, block_name, panchayat_name, work_status,
                            work_name, agency_name, layout, content_hash)
     VALUES ($1::text, left($2, 4), left($2, 7), $2, 'KALABURAGI', 'AFZALPUR', 'BADADAL', 'Ongoing', $3, 'Gram Panchayat', 'new-30', md5($1::text))`,
    [workCode, panchayat, name],
  );
}

export const dd = (amount: string) => ({
  recovery_mode: 'DD',
  dd_number: '004512',
  dd_date: '2024-07-02',
  dd_amount: amount,
  dd_expire_date: '2024-10-02',
  bank_details: 'State Bank of India',
  dd_branch: 'Afzalpur',
});

export const recovered = (issue_number: string, amount: string, extra: Record<string, unknown> = {}) => ({
  issue_number,
  adhoc_decision: 'recovery',
  case_status: 'YES',
  ...dd(amount),
  ...extra,
});

export function fileRecovery(who: SignedIn, body: Record<string, unknown>) {
  return who.agent.post('/api/socialaudit/upload-issues').send({ currentRole: who.role, ...body });
}

export function verify(who: SignedIn, issue_number: string, issues: Record<string, unknown>[]) {
  return who.agent
    .post('/api/socialaudit/update-verification-zp')
    .send({ currentRole: who.role, issue_number, verified_by: 'someone else', issues });
}

export const entry = (issue_number: string, entered_amount: string | number, extra: Record<string, unknown> = {}) => ({
  serial: 1,
  issue_number,
  entered_amount,
  remittence: '2024-08-01',
  status: 'Completed',
  remark: 'Credited in the state nodal account',
  ...extra,
});

/** Sends `count` copies of a request at once; answers the statuses and messages. */
export async function inParallel(count: number, send: () => PromiseLike<{ status: number; body: { message?: string } }>) {
  const answers = await Promise.all(Array.from({ length: count }, () => send()));
  return answers.map((a) => ({ status: a.status, message: a.body.message }));
}
