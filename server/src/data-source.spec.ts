import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DynamicModule } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataArgsStorage } from 'typeorm';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { ChangeVersion } from './database/change-version.entity.js';
import dataSource from './data-source.js';

type Node = DynamicModule | (abstract new (...args: never[]) => unknown) | { forwardRef: () => Node };

/** Every entity a module registers with TypeOrmModule.forFeature, over the whole module tree. */
function registered(root: Node): Map<string, string[]> {
  const byEntity = new Map<string, string[]>();
  const seen = new Set<unknown>();
  const visit = (node: Node, owner: string) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if ('forwardRef' in node) return visit(node.forwardRef(), owner);
    const dynamic = 'module' in node ? node : null;
    const cls = dynamic ? dynamic.module : (node as { name: string });
    if (cls.name === 'TypeOrmModule') {
      for (const provider of dynamic?.providers ?? []) {
        const target = (provider as { targetEntitySchema?: { target: { name: string } } }).targetEntitySchema?.target;
        if (target) byEntity.set(target.name, [...(byEntity.get(target.name) ?? []), owner]);
      }
      return;
    }
    const imports = [...((Reflect.getMetadata('imports', cls) as Node[] | undefined) ?? []), ...((dynamic?.imports as Node[]) ?? [])];
    for (const child of imports) visit(child, 'module' in child ? child.module.name : (child as { name: string }).name);
  };
  visit(root, 'AppModule');
  return byEntity;
}

describe('entities: each module lists its own', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none_test', DEV_MODE: 'false' });
  const modules = registered(AppModule.forRoot({ config, databaseUrl: config.database.url! }));

  // Every entity file of server/src, loaded: an entity no module lists is then declared all the same.
  beforeAll(async () => {
    const src = path.dirname(fileURLToPath(import.meta.url));
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.entity.ts'));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) await import(path.join(src, file));
  });

  it('registers every entity class by exactly one module, and the app loads them from the modules', () => {
    const declared = getMetadataArgsStorage()
      .tables.map((t) => (t.target as { name: string }).name)
      .filter((name) => name !== ChangeVersion.name);
    expect([...new Set(declared)].sort()).toEqual([...modules.keys()].sort());
    for (const [entity, owners] of modules) expect([entity, owners]).toEqual([entity, [owners[0]]]);
  });

  it("gives the migrations CLI the modules' entities and the database's own table, no more and no fewer", () => {
    const cli = (dataSource.options.entities as { name: string }[]).map((e) => e.name).sort();
    expect(cli).toEqual([ChangeVersion.name, ...modules.keys()].sort());
  });
});
