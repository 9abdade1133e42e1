import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { useFtoTranslate } from '../useFtoTranslate';
import { ftoPaths } from '../paths';

/** Where a work's file on paper is (issue 43 item 12): of the cycle given, else the officer's current one. */
export const workPrintHref = (workCode: string, cycleId?: number | null) => {
  const query = new URLSearchParams({ work: workCode });
  if (cycleId) query.set('cycle', String(cycleId));
  return `${ftoPaths.workPrint}?${query.toString()}`;
};

/**
 * Opens the work's print view in a new tab (the Fill Work File and the Photo evidence report's
 * work keep their place): the file to print, or save as PDF, and sign.
 */
export function PrintWorkFileButton({ workCode, cycleId }: { workCode: string; cycleId?: number | null }) {
  const t = useFtoTranslate();
  return (
    <Button
      component="a"
      href={workPrintHref(workCode, cycleId)}
      target="_blank"
      rel="noopener"
      startIcon={<PrintIcon />}
      title={t('fto.workPrint.printHint')}
      data-testid="work-print-open"
      sx={{ minHeight: 44 }}
    >
      {t('fto.workPrint.open')}
    </Button>
  );
}
