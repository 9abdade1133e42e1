import { HttpException } from '@nestjs/common';
import { contentRange, envelopeJson, jsonPage, ListSpec, parseListQuery, rowsJsonOf } from './list-query.js';

const SPEC: ListSpec = {
  resource: 'roles',
  sortable: ['Role_name', 'id'],
  defaultSort: ['Role_name', 'ASC'],
  filterable: ['q', 'is_active'],
  maxPageSize: 100,
};

function errorOf(fn: () => unknown): { status: number; body: { success: false; message: string } } {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpException) return { status: err.getStatus(), body: err.getResponse() as never };
    throw err;
  }
  throw new Error('expected an error');
}

describe('parseListQuery (ra-data-simple-rest)', () => {
  it('uses the default sort and page when nothing is given', () => {
    expect(parseListQuery({}, SPEC)).toEqual({ sort: 'Role_name', order: 'ASC', skip: 0, take: 100, filter: {} });
  });

  it('reads sort, range and filter as react-admin sends them', () => {
    const q = parseListQuery({ sort: '["id","DESC"]', range: '[25,49]', filter: '{"q":"eo","is_active":true}' }, SPEC);
    expect(q).toEqual({ sort: 'id', order: 'DESC', skip: 25, take: 25, filter: { q: 'eo', is_active: true } });
  });

  it('answers 400 for a sort field that is not whitelisted, so nothing reaches SQL', () => {
    const e = errorOf(() => parseListQuery({ sort: '["password_hash","ASC"]' }, SPEC));
    expect(e.status).toBe(400);
    expect(e.body.message).toBe('Cannot sort roles by "password_hash". Sortable fields: Role_name, id');
    expect(errorOf(() => parseListQuery({ sort: '["id; DROP TABLE roles","ASC"]' }, SPEC)).status).toBe(400);
  });

  it('answers 400 for malformed JSON, a bad order, a reversed or oversized range and an unknown filter', () => {
    expect(errorOf(() => parseListQuery({ sort: '[id' }, SPEC)).body.message).toBe('sort is not valid JSON');
    expect(errorOf(() => parseListQuery({ sort: '["id","UP"]' }, SPEC)).body.message).toBe('sort order must be ASC or DESC');
    expect(errorOf(() => parseListQuery({ range: '[10,5]' }, SPEC)).status).toBe(400);
    expect(errorOf(() => parseListQuery({ range: '[0,-1]' }, SPEC)).status).toBe(400);
    expect(errorOf(() => parseListQuery({ range: '[0,100]' }, SPEC)).body.message).toBe('range may cover at most 100 roles');
    // Past what PostgreSQL's OFFSET can take from JSON without loss: a 400, never a database error.
    expect(errorOf(() => parseListQuery({ range: '[1e20,1e20]' }, SPEC)).status).toBe(400);
    expect(errorOf(() => parseListQuery({ range: '[2147483648,2147483650]' }, SPEC)).status).toBe(400);
    expect(errorOf(() => parseListQuery({ filter: '{"secret":1}' }, SPEC)).body.message).toBe(
      'Cannot filter roles by "secret". Filterable fields: q, is_active',
    );
    expect(errorOf(() => parseListQuery({ filter: '[1]' }, SPEC)).status).toBe(400);
    expect(errorOf(() => parseListQuery({ sort: ['a', 'b'] }, SPEC)).status).toBe(400);
  });

  it('writes Content-Range as ra-data-simple-rest reads it', () => {
    expect(contentRange('roles', { skip: 0 }, { rows: new Array(25), total: 319 })).toBe('roles 0-24/319');
    expect(contentRange('roles', { skip: 300 }, { rows: new Array(19), total: 319 })).toBe('roles 300-318/319');
    expect(contentRange('roles', { skip: 400 }, { rows: [], total: 319 })).toBe('roles */319');
    expect(contentRange('roles', { skip: 300 }, jsonPage('[{"id":1},{"id":2}]', 2, 319))).toBe('roles 300-301/319');
    expect(contentRange('roles', { skip: 400 }, jsonPage('[]', 0, 319))).toBe('roles */319');
  });

  it('keeps a JSON page as its text, and parses its rows only when they are read', () => {
    const page = jsonPage<{ id: number; name: string }>('[{"id":1,"name":"ಕಲಬುರಗಿ"}]', 1, 7);
    expect(rowsJsonOf(page)).toEqual({ text: '[{"id":1,"name":"ಕಲಬುರಗಿ"}]', count: 1 });
    expect(page.rows).toEqual([{ id: 1, name: 'ಕಲಬುರಗಿ' }]);
    expect(page.rows).toBe(page.rows);
    expect(page.total).toBe(7);
    expect(rowsJsonOf({ rows: [], total: 0 })).toBeUndefined();
  });

  it('writes a JSON page in its envelope as serialising the object would', () => {
    const text = '[{"id":1,"name":"ಕಲಬುರಗಿ \\"q\\""}]';
    const page = jsonPage<{ id: number; name: string }>(text, 1, 7);
    expect(rowsJsonOf(page)?.text).toBe(text);
    expect(page.rows).toEqual(JSON.parse(text));
    expect(envelopeJson({ success: true }, page)).toBe(JSON.stringify({ success: true, data: JSON.parse(text), total: 7 }));
  });
});
