// Photo bombs (issue 41): what decoding photos costs everyone else. On the embedded demo (its own
// server, database and fixture MIS), the level 1 engineer of AFZALPUR sends at once:
//   - six work files of four photos each, every photo the costliest the portal takes: a PNG of
//     MAX_PHOTO_PIXELS (7071 x 7071, 16-bit RGBA, every row Paeth-filtered), about 400 KB on the
//     wire and the whole image to inflate, unfilter and shrink (stored: 200 expected);
//   - one work file whose site photo is a PNG header claiming 2^31 x 2^31 px and one whose
//     checklist image is the 32 KB PNG of 16383 x 16383 px (refused from the header: 413);
//   - one work file of four stubs, a JPEG's first bytes followed by a web page (refused: 400);
// while another officer (the level 2 engineer) calls GET /api/auth/me over and over from
// BENCH_ME_CLIENTS connections, and opens a stored photo (GET /api/filever/files/:key, read from
// disk on a libuv thread, the threads a decode runs on too) from 2 more. Printed: that officer's
// p50/p95/p99 of both with nothing else running and while the work files run (target: /auth/me
// p95 <= 200 ms), each work file's time and answer, and the API process's CPU time. Timings are
// figures, never test assertions.
// Standalone: node test/bench/photo-bomb-bench.mjs (after `npm run build`); in `npm run bench`
// (--photo-bomb-only runs just this and rewrites its section of docs/benchmarks.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { costliestPng, headerOnlyPng, jpegMagicThenHtml, wideGreyPng } from '../support/photo-bombs.mjs';
import { fileableWorks, misLoadsDone, signIn, startDemo } from './field-bench.mjs';
import { summarise } from './measure.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(REPO, 'server/dist/server/src');
const OFFICER = { mobile: '9000000011', password: 'Officer@2024' };
const OTHER = { mobile: '9000000012', password: 'Officer@2024' };
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const SUBMISSIONS = 6;
const ME_CLIENTS = Number(process.env.BENCH_ME_CLIENTS ?? 4);
const PHOTO_CLIENTS = 2;
const IDLE_SECONDS = 5;
export const ME_P95_TARGET = 200;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const istToday = () => new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
/** CPU seconds a process has used (user + system), from /proc; null where there is no /proc. */
const cpuSeconds = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
};

/** `GET url` from `clients` loops while `going()`: every latency kept. */
async function hammer(url, cookie, clients, going) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (going()) {
        const t = performance.now();
        try {
          const res = await fetch(url, { headers: { Cookie: cookie.header } });
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - t);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarise(latencies, (performance.now() - started) / 1000, errors);
}

/** The path of a site photo the demo seed stored with one of the officer's filed works (`filever/files/{key}`). */
async function storedPhoto(demo, cookie) {
  const call = async (p, body = {}) => {
    const res = await fetch(`${demo.base}/api/filever/${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie.header },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  };
  for (const group of (await call('getworks2')).works ?? []) {
    const list = await call('getworkData2', { agency: group.agency_name, year: group.work_start_fin_year });
    for (const work of list.works.filter((w) => w.filled)) {
      const [record] = (await call('getFtoLists2', { workCode: work.work_code })).data;
      if (record) return JSON.parse(record.sitedetails).photo;
    }
  }
  throw new Error('no filed work with a photo: the demo seed files seven');
}

/** The text fields of a complete work file for `work`, as the demo seed fills one (photos on `withPhoto` items). */
async function workFileFields(demo, cookie, work, withPhoto) {
  const call = async (p, body) => {
    const res = await fetch(`${demo.base}/api/filever/${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie.header },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json();
  };
  const items = (await call('getCheckList3', { workCode: work.code })).data;
  const selectedCB = {};
  const inputValues = {};
  for (const item of items) {
    if (item.CB !== 'Y') continue;
    selectedCB[item.id] = item.imgages === 'Y' && !withPhoto.includes(item.id) ? 'Not Applicable' : 'Satisfactory';
    if (item.INP === 'Y') inputValues[item.id] = String(100 + item.id);
  }
  const bills = await call('getMatList3', { workCode: work.code });
  const today = istToday();
  const material = bills.rows
    .filter((r) => r.fin_year === bills.lowest_fin_year)
    .map((r, i) => ({
      billNo: r.billNo,
      materialList: r.materialList,
      mbNo: `MB-${60 + i}`,
      pageNo: String(20 + i),
      mbDate: today,
      checkMeasurementDate: today,
      recommendation: true,
    }));
  return [
    ['workCode', work.code],
    ['checkList', JSON.stringify({ selectedCB, remarkValues: {}, inputValues })],
    ['material', JSON.stringify(material)],
    ['siteAnswers', JSON.stringify({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' })],
  ];
}

/** One work file: its fields, then its photos (`[field, bytes, name]`); answers the status, code and time. */
async function send(demo, cookie, fields, photos) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, bytes, file] of photos)
    form.append(name, new Blob([bytes], { type: file.endsWith('.png') ? 'image/png' : 'image/jpeg' }), file);
  const t = performance.now();
  const res = await fetch(`${demo.base}/api/filever/submitFullVerification`, {
    method: 'POST',
    headers: { Cookie: cookie.header },
    body: form,
  });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, code: body.code ?? null, message: body.message ?? null, ms: performance.now() - t };
}

/** The figures; starts and stops its own demo server. */
export async function photoBombBench({ say }) {
  const { MAX_PHOTO_PIXELS, DECODES_AT_ONCE } = await import(path.join(DIST, 'evidence/photo-reading.js'));
  say(`photo bombs: making the photos (${(MAX_PHOTO_PIXELS / 1e6).toFixed(0)} megapixels at most) ...`);
  const largest = await costliestPng(MAX_PHOTO_PIXELS);
  const wide = await wideGreyPng();
  const header = headerOnlyPng();
  const stub = jpegMagicThenHtml();
  const loadBefore = os.loadavg()[0];
  const demo = await startDemo();
  try {
    const officer = await signIn(demo, OFFICER);
    const works = await fileableWorks(demo, officer, SUBMISSIONS, say);
    await misLoadsDone(demo, await signIn(demo, ADMIN), say);
    const other = await signIn(demo, OTHER);
    const photoUrl = `${demo.base}/api/${await storedPhoto(demo, officer)}`;
    const meUrl = `${demo.base}/api/auth/me`;
    const firstItems = (
      await (
        await fetch(`${demo.base}/api/filever/getCheckList3`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: officer.header },
          body: JSON.stringify({ workCode: works[0].code }),
        })
      ).json()
    ).data;
    const imageItems = firstItems.filter((i) => i.imgages === 'Y').map((i) => i.id);
    if (imageItems.length < 3) throw new Error(`the demo checklist takes ${imageItems.length} images; the bench sends 3 and a site photo`);
    const three = imageItems.slice(0, 3);
    const four = (site, image) => [['sitePhoto', site, 'site.png'], ...three.map((id) => [`image_${id}`, image, `item-${id}.png`])];
    const jobs = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const work = works[i % works.length];
      jobs.push({ kind: 'largest', fields: await workFileFields(demo, officer, work, three), photos: four(largest, largest) });
    }
    const refusedWork = await workFileFields(demo, officer, works[0], three);
    jobs.push({ kind: 'header 2^31 x 2^31', fields: refusedWork, photos: four(header, largest) });
    jobs.push({
      kind: '16383 x 16383',
      fields: refusedWork,
      photos: [['sitePhoto', largest, 'site.png'], [`image_${three[0]}`, wide, 'wide.png'], ...four(largest, largest).slice(2)],
    });
    jobs.push({ kind: 'stubs', fields: refusedWork, photos: four(stub, stub).map(([f, b, n]) => [f, b, n.replace('.png', '.jpg')]) });
    say(
      `photo bombs: ${SUBMISSIONS} work files of 4 x ${(largest.length / 1024).toFixed(0)} KB PNGs of ${Math.floor(Math.sqrt(MAX_PHOTO_PIXELS))}^2 px, ` +
        `a 2^31 header (${header.length} bytes), the 16383^2 PNG (${(wide.length / 1024).toFixed(0)} KB) and four stubs, at once; ` +
        `/auth/me from ${ME_CLIENTS} connections of another officer`,
    );

    // The other officer's calls with nothing else running, for comparison.
    const idleEnd = performance.now() + IDLE_SECONDS * 1000;
    const [idle, idlePhoto] = await Promise.all([
      hammer(meUrl, other, ME_CLIENTS, () => performance.now() < idleEnd),
      hammer(photoUrl, other, PHOTO_CLIENTS, () => performance.now() < idleEnd),
    ]);
    await sleep(500);

    let running = true;
    const cpuBefore = cpuSeconds(demo.pid);
    const started = performance.now();
    const busyMe = hammer(meUrl, other, ME_CLIENTS, () => running);
    const busyPhotos = hammer(photoUrl, other, PHOTO_CLIENTS, () => running);
    const answers = await Promise.all(jobs.map((j) => send(demo, officer, j.fields, j.photos).then((a) => ({ ...a, kind: j.kind }))));
    const elapsed = performance.now() - started;
    running = false;
    const busy = await busyMe;
    const busyPhoto = await busyPhotos;
    const cpuAfter = cpuSeconds(demo.pid);
    const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;

    say(
      `photo bombs: /auth/me idle: p50 ${idle.p50.toFixed(1)} ms, p95 ${idle.p95.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms (${idle.n} calls)`,
    );
    say(
      `photo bombs: /auth/me while the work files ran: p50 ${busy.p50.toFixed(1)} ms, p95 ${busy.p95.toFixed(1)} ms, p99 ${busy.p99.toFixed(1)} ms ` +
        `(${busy.n} calls, ${busy.errors} errors)`,
    );
    say(
      `photo bombs: a stored photo, idle: p50 ${idlePhoto.p50.toFixed(1)} ms, p95 ${idlePhoto.p95.toFixed(1)} ms; while the work files ran: ` +
        `p50 ${busyPhoto.p50.toFixed(1)} ms, p95 ${busyPhoto.p95.toFixed(1)} ms, p99 ${busyPhoto.p99.toFixed(1)} ms (${busyPhoto.n} calls, ${busyPhoto.errors} errors)`,
    );
    for (const a of answers) say(`  ${a.kind}: ${a.status} ${a.code ?? ''} in ${(a.ms / 1000).toFixed(2)} s`);
    say(
      `photo bombs: all answered in ${(elapsed / 1000).toFixed(1)} s; API process CPU ${cpu === null ? '-' : `${cpu.toFixed(1)} s (${(cpu / (elapsed / 1000)).toFixed(2)} cores on average)`}`,
    );
    return {
      pixels: MAX_PHOTO_PIXELS,
      decodesAtOnce: DECODES_AT_ONCE,
      sizes: { largest: largest.length, wide: wide.length, header: header.length, stub: stub.length },
      clients: ME_CLIENTS,
      photoClients: PHOTO_CLIENTS,
      idle,
      busy,
      idlePhoto,
      busyPhoto,
      answers,
      elapsed,
      cpu,
      load: [loadBefore, os.loadavg()[0]],
    };
  } finally {
    await demo.stop();
  }
}

/** The figures as Markdown lines; pushes a line per missed target onto `misses`. */
export function photoBombReport(r, misses) {
  const s = (x) => `${(x / 1000).toFixed(1)} s`;
  const f = (x) => x.toFixed(1);
  const side = Math.floor(Math.sqrt(r.pixels));
  const largest = r.answers.filter((a) => a.kind === 'largest');
  const stored = largest.filter((a) => a.status === 200).length;
  const met = r.busy.p95 <= ME_P95_TARGET && r.busy.errors === 0;
  if (!met)
    misses.push(`photo bombs: another officer's /auth/me p95 ${f(r.busy.p95)} ms while the work files ran (target ${ME_P95_TARGET} ms)`);
  if (stored !== largest.length)
    misses.push(`photo bombs: ${largest.length - stored} of the work files of the largest photos were not stored`);
  const lines = ['### Photo bombs (issue 41)', ''];
  lines.push(
    `On the embedded demo, the level 1 engineer of AFZALPUR sends ${largest.length} work files of four photos each at once, every photo the costliest the portal takes (a PNG of ${side} x ${side} px, ${(r.pixels / 1e6).toFixed(0)} megapixels, 16-bit RGBA, every row Paeth-filtered: ${(r.sizes.largest / 1024).toFixed(0)} KB to send, the whole image to decode), with one whose site photo is a ${r.sizes.header}-byte PNG header claiming 2^31 x 2^31 px, one with the ${(r.sizes.wide / 1024).toFixed(0)} KB PNG of 16383 x 16383 px, and one of four stubs (a JPEG's first four bytes, then a web page); meanwhile the level 2 engineer calls \`GET /api/auth/me\` from ${r.clients} connections and opens a stored photo (\`GET /api/filever/files/:key\`, read from disk on a libuv thread) from ${r.photoClients}. Photos are decoded ${r.decodesAtOnce} at a time per process, with one libvips thread. The host's 1-minute load average was ${r.load.map((n) => n.toFixed(1)).join(' at the start, ')} at the end, on ${os.cpus().length} CPUs.`,
  );
  lines.push('');
  lines.push('| Figure | Value | Target |');
  lines.push('|---|---:|---|');
  const me = (m) => `${f(m.p50)} / ${f(m.p95)} / ${f(m.p99)} ms (${m.n} calls${m.errors ? `, ${m.errors} errors` : ''})`;
  lines.push(`| another officer's \`/auth/me\` p50 / p95 / p99, nothing else running | ${me(r.idle)} | (for comparison) |`);
  lines.push(`| the same while the work files run | ${me(r.busy)} | p95 <= ${ME_P95_TARGET} ms: ${met ? 'met' : '**missed**'} |`);
  lines.push(`| the same officer opening a stored photo, nothing else running | ${me(r.idlePhoto)} | (for comparison) |`);
  lines.push(`| the same while the work files run | ${me(r.busyPhoto)} | (report only) |`);
  const times = largest.map((a) => a.ms).sort((a, b) => a - b);
  lines.push(
    `| the ${largest.length} work files of the largest photos: stored; fastest, median, slowest answer | ${stored} of ${largest.length}; ${s(times[0])}, ${s(times[Math.floor(times.length / 2)])}, ${s(times[times.length - 1])} | (report only) |`,
  );
  for (const a of r.answers.filter((x) => x.kind !== 'largest')) {
    lines.push(
      `| the work file with ${a.kind === 'stubs' ? 'four stubs' : `the ${a.kind} PNG`}: answer | ${a.status} \`${a.code}\` in ${s(a.ms)} | (report only) |`,
    );
  }
  lines.push(
    `| all answered in; the API process's CPU meanwhile | ${s(r.elapsed)}; ${r.cpu === null ? '-' : `${r.cpu.toFixed(1)} s (${(r.cpu / (r.elapsed / 1000)).toFixed(2)} cores on average)`} | (report only) |`,
  );
  return lines;
}

// Standalone: print the figures.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const misses = [];
  const lines = photoBombReport(await photoBombBench({ say: console.log }), misses);
  console.log(`\n${lines.join('\n')}`);
  if (misses.length) {
    console.error(`\n${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`);
    process.exit(1);
  }
}
