import { csvCell, csvLine, csvMinutes, csvStream, type CsvValue } from './csv-writer.js';

/** The whole stream as text. */
async function read(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** A source of the given batches, counting its closes. */
function source(batches: (CsvValue[][] | null)[]) {
  const state = { closed: 0, pulled: 0 };
  return {
    state,
    next: () => {
      state.pulled++;
      return Promise.resolve(batches.shift() ?? null);
    },
    close: () => {
      state.closed++;
      return Promise.resolve();
    },
  };
}

describe("the server CSV writer (its cell rule is the UI's too: csv-cell.ts)", () => {
  it('quotes separators, quotes and line breaks; neutralises text a spreadsheet would run; leaves numbers as they are', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+91')).toBe("'+91");
    // Issue 42: one rule with the UI, numbers stay numbers, as numbers or as decimal text.
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('+5')).toBe("'+5");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("x"), y')).toBe(`"'=HYPERLINK(""x""), y"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12345.5)).toBe('12345.5');
    expect(csvCell('ಕಲಬುರಗಿ')).toBe('ಕಲಬುರಗಿ');
    expect(csvLine(['a', 1, 'b,c'])).toBe('a,1,"b,c"\r\n');
  });

  it('streams the BOM, the header and every batch: the bytes of the lines joined by CRLF with a CRLF after the last', async () => {
    const lines: CsvValue[][] = [
      ['x', 1],
      ['y,z', -2],
      ['=1', 'ಅ'],
    ];
    const s = source([[lines[0]], [], [lines[1], lines[2]], null]);
    const text = await read(csvStream(['h1', 'h2'], s));
    const joined = `\uFEFF${[['h1', 'h2'], ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
    expect(text).toBe(joined);
    expect(s.state.closed).toBe(1);
  });

  it('a file without lines is its BOM and header; a failing source fails the stream and is closed once', async () => {
    const empty = source([null]);
    expect(await read(csvStream(['h'], empty))).toBe('\uFEFFh\r\n');
    expect(empty.state.closed).toBe(1);
    const failing = { ...source([]), next: () => Promise.reject(new Error('the database went away')) };
    let closed = 0;
    failing.close = () => ((closed += 1), Promise.resolve());
    await expect(read(csvStream(['h'], failing))).rejects.toThrow('the database went away');
    expect(closed).toBe(1);
  });

  it('a reader gone before the end closes the source without pulling the rest', async () => {
    const s = source([[['a']], [['b']], [['c']], null]);
    const stream = csvStream(['h'], s);
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.destroy();
    await new Promise((r) => setImmediate(r));
    expect(s.state.closed).toBe(1);
    expect(s.state.pulled).toBeLessThan(4);
  });

  it('writes times as YYYY-MM-DD HH:MM in the zone, each minute as Intl formats it', () => {
    const minutes = csvMinutes('Asia/Kolkata');
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(minutes(new Date('2024-03-31T18:29:59.999Z'))).toBe('2024-03-31 23:59');
    expect(minutes(new Date('2024-03-31T18:30:00Z'))).toBe('2024-04-01 00:00');
    for (let i = 0; i < 5000; i++) {
      const at = new Date(Date.UTC(2024, 0, 1) + i * 37_123);
      expect(minutes(at)).toBe(intl.format(at).replace(',', ''));
    }
  });
});
