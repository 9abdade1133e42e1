import { refusal } from '../providers/dataProvider';
import { getLocale } from '../i18n/locale';

/**
 * Fetches a file of the API (a report's CSV) with the session and the officer's language, and
 * saves it under the name the server gives (Content-Disposition), else `fallbackName`. A refusal
 * rejects like every call (an HttpError with the server's answer). A plain fetch: the typed client
 * reads answers as text, which would drop a CSV's BOM.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include', headers: { 'Accept-Language': getLocale() } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw refusal(body, response.status);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = decodeURIComponent(name);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
