import { useEffect } from 'react';
import { useLocale } from 'react-admin';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { serverMessage, useLoad } from '../../../admin/common/useLoad';
import { formatDate, formatDateTime, formatMoney } from '../../../i18n/format';
import { localName } from '../../../i18n/names';
import { serverMessage as saidText } from '../../../i18n/serverMessage';
import { roleText } from '../../../layout/SignedInUser';
import { useSession } from '../../../session/useSession';
import { roleKey } from '../../../session/sessionStore';
import { ftoApi } from '../common/ftoApi';
import { hasInput, hasRemark, SITE_QUESTIONS } from '../fill-work-file/fillForm';
import { inputLabel } from '../fill-work-file/inputLabel';
import { changeSentence, misStatusText, useMisSay } from '../mis-changes/changeWords';
import { EvidenceSummary, PhotoEvidenceBadge } from '../photo-evidence/EvidenceParts';
import { evidenceOf } from '../photo-evidence/evidenceTypes';
import { misChangedSummary } from '../reconciliation/MisChanged';
import { useFtoTranslate, type FtoTranslate } from '../useFtoTranslate';
import { workFileApi, type WorkFile, type WorkFileRecord } from './workFileApi';
import './WorkPrint.css';

const CHOICE_KEY = {
  Satisfactory: 'fto.fill.checklist.satisfactory',
  Unsatisfactory: 'fto.fill.checklist.unsatisfactory',
  'Not Applicable': 'fto.fill.checklist.notApplicable',
} as const;

/** A record's answer as text: the stored answers are JSON, typed by the API as unknown values. */
const textOf = (map: Record<string, unknown> | undefined, id: string): string | undefined => {
  const value = map?.[id];
  return typeof value === 'string' ? value : undefined;
};

const dash = (text: string | null | undefined) => (text && text.trim() ? text : '—');
const money = (value: string | number | null | undefined) => dash(formatMoney(value ?? null));
const day = (value: string | null | undefined) => dash(formatDate(value ?? null));

const choiceText = (value: string | undefined, t: FtoTranslate) =>
  value ? (value in CHOICE_KEY ? t(CHOICE_KEY[value as keyof typeof CHOICE_KEY]) : value) : t('fto.workPrint.records.noAnswer');

/** One photo on paper: the image, what it is of, its flags and evidence notes. */
function PrintPhoto({ path, name, record }: { path: string; name: string; record: WorkFileRecord }) {
  const evidence = evidenceOf(record.evidence, path);
  return (
    <li data-testid="print-photo">
      <img src={ftoApi.fileUrl(path)} alt={name} />
      <Box sx={{ minWidth: 0 }}>
        <strong>{name}</strong>
        {evidence && <PhotoEvidenceBadge evidence={evidence} testId="print-photo-evidence" />}
      </Box>
    </li>
  );
}

/** One level's record: who and when, the result, the checklist, site and material answers, the photos. */
function PrintRecord({ record, file, t, locale }: { record: WorkFileRecord; file: WorkFile; t: FtoTranslate; locale: string }) {
  const answers = record.check_list;
  const site = record.site_details;
  const items = file.checklist;
  const known = new Set(items.map((i) => String(i.id)));
  const photos: { path: string; name: string }[] = [];
  if (site.photo) photos.push({ path: site.photo, name: t('fto.evidence.photo.site') });
  for (const item of items) {
    const path = textOf(answers.images, String(item.id));
    if (path) photos.push({ path, name: localName(item.checklist_title_en, item.checklist_title_kn, locale) ?? String(item.id) });
  }
  for (const id of Object.keys(answers.images ?? {})) {
    const path = textOf(answers.images, id);
    if (!known.has(id) && path) photos.push({ path, name: t('fto.evidence.photo.checklist', { id }) });
  }
  const recommended = site.recommendation !== 'No';
  return (
    <section data-testid="print-record" data-level={record.level}>
      <h3>
        {t('fto.workPrint.records.level', {
          level: record.level,
          name: record.user_name,
          role: localName(record.role_name, record.role_name_kn, locale) ?? record.role_name,
          at: formatDateTime(record.submitted_at),
        })}
      </h3>
      <p className="work-print__meta">
        {t('fto.workPrint.records.result', {
          status: Number(record.status) === 1 ? t('fto.status.satisfactory') : t('fto.status.unsatisfactory'),
        })}
        {' · '}
        {t('fto.workPrint.records.recommended', { answer: recommended ? t('fto.common.yes') : t('fto.common.no') })}
      </p>
      {!recommended && (
        <p className="work-print__meta" data-testid="print-record-reason">
          {t('fto.workPrint.records.reason', { reason: dash(site.reason) })}
        </p>
      )}

      <h4>{t('fto.fill.sections.checklist')}</h4>
      <table data-testid="print-checklist">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('fto.workPrint.records.item')}</th>
            <th>{t('fto.workPrint.records.answer')}</th>
            <th>{t('fto.workPrint.records.entry')}</th>
            <th>{t('fto.workPrint.records.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const id = String(item.id);
            const input = textOf(answers.inputValues, id);
            const remark = textOf(answers.remarkValues, id);
            return (
              <tr key={id} data-testid="print-checklist-item">
                <td>{index + 1}</td>
                <td lang={locale === 'kn' ? 'kn' : undefined}>{localName(item.checklist_title_en, item.checklist_title_kn, locale)}</td>
                <td>{choiceText(textOf(answers.selectedCB, id), t)}</td>
                <td>{hasInput(item) ? `${inputLabel(item.INP_tittle, t)}: ${dash(input)}` : dash(input)}</td>
                <td>{hasRemark(item) || remark ? dash(remark) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <h4>{t('fto.fill.sections.site')}</h4>
      <table data-testid="print-site">
        <thead>
          <tr>
            <th>{t('fto.workPrint.records.question')}</th>
            <th>{t('fto.workPrint.records.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {SITE_QUESTIONS.map((q) => (
            <tr key={q}>
              <td>{t(`fto.fill.site.questions.${q}`)}</td>
              <td>
                {site.answers?.[q] === 'Y'
                  ? t('fto.fill.site.yes')
                  : site.answers?.[q] === 'N'
                    ? t('fto.fill.site.no')
                    : t('fto.workPrint.records.noAnswer')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h4>{t('fto.fill.sections.material')}</h4>
      {record.material.length === 0 ? (
        <p>{t('fto.workPrint.records.materialNone')}</p>
      ) : (
        <table data-testid="print-material">
          <thead>
            <tr>
              <th>{t('fto.fill.ftoSection.columns.billNo')}</th>
              <th>{t('fto.fill.ftoSection.columns.voucherNo')}</th>
              <th>{t('fto.fill.ftoSection.columns.billDate')}</th>
              <th>{t('fto.workPrint.bills.paid')}</th>
              <th>{t('fto.workPrint.bills.due')}</th>
              <th>{t('fto.fill.material.mbNo')}</th>
              <th>{t('fto.fill.material.pageNo')}</th>
              <th>{t('fto.fill.material.mbDate')}</th>
              <th>{t('fto.fill.material.checkMeasurementDate')}</th>
              <th>{t('fto.fill.material.recommendation')}</th>
            </tr>
          </thead>
          <tbody>
            {record.material.map((row) => (
              <tr key={`${row.slNo}-${row.billNo}`}>
                <td>{row.billNo}</td>
                <td>{dash(row.materialList)}</td>
                <td>{day(row.billDate)}</td>
                <td className="work-print__money">{money(row.paidAmount)}</td>
                <td className="work-print__money">{money(row.dueAmount)}</td>
                <td>{dash(row.mbNo)}</td>
                <td>{dash(row.pageNo)}</td>
                <td>{day(row.mbDate)}</td>
                <td>{day(row.checkMeasurementDate)}</td>
                <td>{row.recommendation ? t('fto.fill.material.recommend') : t('fto.fill.material.notRecommend')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h4>{t('fto.workPrint.records.photos')}</h4>
      {record.evidence && record.evidence.photos > 0 && <EvidenceSummary evidence={record.evidence} testId="print-evidence-summary" />}
      {photos.length === 0 ? (
        <p>{t('fto.workPrint.records.noPhotos')}</p>
      ) : (
        <ul className="work-print__photos">
          {photos.map((photo) => (
            <PrintPhoto key={photo.path} path={photo.path} name={photo.name} record={record} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The signature lines of one officer: name, designation, date, signature. */
function SignatureBox({ title, name, designation }: { title: string; name?: string; designation?: string }) {
  const t = useFtoTranslate();
  const line = (label: string, value = '') => (
    <div className="work-print__line">
      <span>{label}:</span>
      <span>{value}</span>
    </div>
  );
  return (
    <div className="work-print__signature" data-testid="print-signature">
      <strong>{title}</strong>
      {line(t('fto.workPrint.signature.name'), name)}
      {line(t('fto.workPrint.signature.designation'), designation)}
      {line(t('fto.workPrint.signature.date'))}
      {line(t('fto.workPrint.signature.sign'))}
    </div>
  );
}

/**
 * A work's file on paper (issue 43 item 12; /fto/workfile/print?work=&cycle=): the work, every
 * level's answers with its officer and time, the bills and FTO checks as the MIS has them, the
 * photos with their evidence notes, what the MIS changed, and a signature block, in the officer's
 * language. The browser's Print (or "Save as PDF") gives A4 pages without the screen's frame.
 */
export function WorkPrintPage() {
  const t = useFtoTranslate();
  const say = useMisSay();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { user, selectedRole } = useSession();
  const workCode = params.get('work')?.trim() ?? '';
  const cycleParam = Number(params.get('cycle'));
  const cycleId = Number.isInteger(cycleParam) && cycleParam > 0 ? cycleParam : null;
  const key = workCode && selectedRole ? `work-file|${roleKey(selectedRole)}|${cycleId ?? ''}|${workCode}` : null;
  const file = useLoad<WorkFile | null>(key, () => workFileApi.file(selectedRole, workCode, cycleId), null);
  const data = file.data;

  useEffect(() => {
    if (data) document.title = `${t('fto.workPrint.title')} ${data.work.work_code}`;
  }, [data, t]);

  const actions = (
    <div className="work-print__actions">
      <Button startIcon={<ArrowBackIcon />} onClick={() => window.history.back()} data-testid="print-back" sx={{ minHeight: 44 }}>
        {t('fto.evidence.report.back')}
      </Button>
      <Button
        variant="contained"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
        disabled={!data}
        title={t('fto.workPrint.printHint')}
        data-testid="print-now"
        sx={{ minHeight: 44 }}
      >
        {t('fto.workPrint.print')}
      </Button>
    </div>
  );

  if (!workCode)
    return (
      <div className="work-print">
        <Alert severity="info" data-testid="print-no-work">
          {t('fto.workPrint.missingWork')}
        </Alert>
      </div>
    );
  if (file.error)
    return (
      <div className="work-print">
        {actions}
        <Alert severity="error" data-testid="print-load-error">
          {serverMessage(file.error) ?? t('fto.workPrint.loadFailed')}
        </Alert>
      </div>
    );
  if (!data)
    return (
      <Box data-testid="print-loading" role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );

  const { work } = data;
  const place = (en: string | null, kn: string | null) => dash(localName(en, kn, locale));
  return (
    <article className="work-print" data-testid="work-print" data-work-code={work.work_code} lang={locale}>
      {actions}
      <header>
        <h1>
          {t('fto.workPrint.title')}: {work.work_name?.trim() || work.work_code}
        </h1>
        <p className="work-print__meta" data-testid="print-cycle">
          {data.cycle ? t('fto.workPrint.cycle', { name: data.cycle.name }) : t('fto.workPrint.noCycle')}
        </p>
        {user && (
          <p className="work-print__meta" data-testid="print-printed-by">
            {t('fto.workPrint.printedBy', {
              name: user.name,
              role: selectedRole ? roleText(selectedRole, locale === 'kn' ? 'kn' : 'en') : '—',
              at: formatDateTime(new Date()),
            })}
          </p>
        )}
      </header>

      <section data-testid="print-work">
        <h2>{t('fto.workPrint.work.heading')}</h2>
        <dl>
          <dt>{t('fto.workPrint.work.code')}</dt>
          <dd>{work.work_code}</dd>
          <dt>{t('fto.workPrint.work.name')}</dt>
          <dd>{dash(work.work_name)}</dd>
          <dt>{t('fto.workPrint.work.agency')}</dt>
          <dd>{place(work.agency_name, work.agency_name_kn)}</dd>
          <dt>{t('fto.workPrint.work.panchayat')}</dt>
          <dd>{place(work.panchayat_name, work.panchayat_name_kn)}</dd>
          <dt>{t('fto.workPrint.work.block')}</dt>
          <dd>{place(work.block_name, work.block_name_kn)}</dd>
          <dt>{t('fto.workPrint.work.district')}</dt>
          <dd>{place(work.district_name, work.district_name_kn)}</dd>
          <dt>{t('fto.workPrint.work.status')}</dt>
          <dd>{misStatusText(work.work_status, say)}</dd>
        </dl>
      </section>

      <section data-testid="print-records">
        <h2>{t('fto.workPrint.records.heading')}</h2>
        {data.records.length === 0 ? (
          <p>{t('fto.workPrint.records.none')}</p>
        ) : (
          data.records.map((record) => <PrintRecord key={record.id} record={record} file={data} t={t} locale={locale} />)
        )}
      </section>

      <section data-testid="print-bills">
        <h2>{t('fto.workPrint.bills.heading')}</h2>
        {data.bills.length === 0 ? (
          <p>{t('fto.workPrint.bills.none')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>{t('fto.fill.ftoSection.columns.sno')}</th>
                <th>{t('fto.fill.ftoSection.columns.billNo')}</th>
                <th>{t('fto.fill.ftoSection.columns.voucherNo')}</th>
                <th>{t('fto.fill.ftoSection.columns.billDate')}</th>
                <th>{t('fto.fill.ftoSection.columns.finYear')}</th>
                <th>{t('fto.workPrint.bills.paid')}</th>
                <th>{t('fto.workPrint.bills.due')}</th>
                <th>{t('fto.workPrint.bills.ftoStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {data.bills.map((bill) => (
                <tr key={`${bill.serial}-${bill.bill_no}`} data-testid="print-bill">
                  <td>{bill.serial}</td>
                  <td>{bill.bill_no}</td>
                  <td>{dash(bill.voucher_no)}</td>
                  <td>{day(bill.bill_date)}</td>
                  <td>{dash(bill.fin_year)}</td>
                  <td className="work-print__money">{money(bill.paid)}</td>
                  <td className="work-print__money">{money(bill.due)}</td>
                  <td>{bill.fto_status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section data-testid="print-fto">
        <h2>{t('fto.workPrint.fto.heading')}</h2>
        {data.fto.errors.length > 0 ? (
          <ul data-testid="print-fto-errors">
            {data.fto.errors.map((error, index) => (
              <li key={index}>{saidText(error, error.message)}</li>
            ))}
          </ul>
        ) : (
          <p data-testid="print-fto-clear">{data.fto.rows.length ? t('fto.workPrint.fto.clear') : t('fto.workPrint.fto.none')}</p>
        )}
        {data.fto.rows.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>{t('fto.fill.ftoSection.columns.sno')}</th>
                <th>{t('fto.fill.ftoSection.columns.ftoNo')}</th>
                <th>{t('fto.fill.ftoSection.columns.voucherNo')}</th>
                <th>{t('fto.fill.ftoSection.columns.billNo')}</th>
                <th>{t('fto.fill.ftoSection.columns.vendorName')}</th>
                <th>{t('fto.fill.ftoSection.columns.status')}</th>
                <th>{t('fto.fill.ftoSection.columns.amount')}</th>
                <th>{t('fto.fill.ftoSection.columns.utrNo')}</th>
              </tr>
            </thead>
            <tbody>
              {data.fto.rows.map((row) => (
                <tr key={row.sno} data-testid="print-fto-row">
                  <td>{row.sno}</td>
                  <td>{dash(row.fto_no)}</td>
                  <td>{dash(row.voucher_no)}</td>
                  <td>{dash(row.bill_no)}</td>
                  <td>{dash(row.vendor_name)}</td>
                  <td>{row.status}</td>
                  <td className="work-print__money">{money(row.credit_amount_actual)}</td>
                  <td>{dash(row.utr_no)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section data-testid="print-mis">
        <h2>{t('fto.workPrint.mis.heading')}</h2>
        {data.mis_changed && data.mis_changed_level ? (
          <>
            <p>{t('fto.workPrint.mis.since', { level: data.mis_changed_level, summary: misChangedSummary(data.mis_changed, t) })}</p>
            <ul>
              {data.mis_changed.changes.map((change, index) => (
                <li key={index} data-testid="print-mis-change">
                  {changeSentence(change, say)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('fto.workPrint.mis.none')}</p>
        )}
      </section>

      <section data-testid="print-signatures">
        <h2>{t('fto.workPrint.signature.heading')}</h2>
        <div className="work-print__signatures">
          {data.records.map((record) => (
            <SignatureBox
              key={record.id}
              title={t('fto.common.level', { n: record.level })}
              name={record.user_name}
              designation={localName(record.role_name, record.role_name_kn, locale) ?? record.role_name}
            />
          ))}
          <div className="work-print__signature">
            <strong>{t('fto.workPrint.signature.seal')}</strong>
          </div>
        </div>
      </section>
    </article>
  );
}
