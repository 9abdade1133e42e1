import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every *.service.ts of the product (dev/ holds the fixture MIS, the synthetic state and the seeds). */
function services(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(SRC, 'dev')) out.push(...services(full));
    } else if (entry.name.endsWith('.service.ts')) out.push(full);
  }
  return out;
}

// A statement's first word at the start of a string or a template's line, as the SQL is written here.
const SQL_TEXT = /[`'"]\s*(SELECT|INSERT|UPDATE|DELETE|WITH|TRUNCATE|LOCK)\s|^\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\s/m;
const SQL_CALLS = /\.query\s*[<(]|createQueryBuilder|getRepository\(|@InjectRepository/;

/**
 * Issue 42 item 4: each module's SQL is in its repositories (server/src/<module>/repositories/ or a
 * *.repository.ts beside the service); the services keep the rules and the transactions. A service
 * that writes SQL again fails here, naming the file and the line.
 */
describe('SQL lives in repositories, not in services', () => {
  it('no *.service.ts holds SQL text or runs a query itself', () => {
    const found: string[] = [];
    for (const file of services(SRC)) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (line.trim().startsWith('//') || line.trim().startsWith('*')) return;
        if (SQL_TEXT.test(line) || SQL_CALLS.test(line)) found.push(`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
