import { refusal } from './client';
import { requestUrl } from './http';

/**
 * Fetches a file of the API (a report's CSV) through the one client, with the session and the
 * officer's language, and saves it under the name the server gives (Content-Disposition), else
 * `fallbackName`. Read as a blob, so a CSV keeps its BOM. A refusal rejects like every call (an
 * HttpError with the server's answer).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  // Any type of answer, as a plain download asks.
  const { data, error, response } = await requestUrl('GET', url, { headers: { Accept: '*/*' }, parseAs: 'blob' });
  if (!response.ok) throw refusal(typeof error === 'object' ? error : null, response.status);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(data instanceof Blob ? data : new Blob([]));
  const link = document.createElement('a');
  link.href = href;
  link.download = decodeURIComponent(name);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
