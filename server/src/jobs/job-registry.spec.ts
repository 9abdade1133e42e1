import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { JOB_DECLARATIONS, JobRegistry } from './job-registry.js';
import { OnJob } from './on-job.decorator.js';

@Injectable()
class EchoHandler {
  @OnJob('scraper', 'echo')
  async echo(data: unknown) {
    return data;
  }
}

async function boot(declared: Record<string, string[]>, providers: unknown[] = [EchoHandler]) {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [...(providers as never[]), JobRegistry, { provide: JOB_DECLARATIONS, useValue: declared }],
  }).compile();
  // No HTTP needed: the module itself is the application context (its init runs the hooks).
  await moduleRef.init();
  return moduleRef;
}

describe('JobRegistry', () => {
  it('boots when every declared job has exactly one handler, and runs it', async () => {
    const app = await boot({ scraper: ['echo'] });
    const registry = app.get(JobRegistry);
    const ctx = { id: '1', attempt: 1, updateProgress: async () => undefined, log: async () => undefined };
    await expect(registry.run('scraper', 'echo', { a: 1 }, ctx)).resolves.toEqual({ a: 1 });
    await app.close();
  });

  it('refuses to start when a declared job name has no handler', async () => {
    await expect(boot({ scraper: ['echo', 'LoadDynamicGP'] })).rejects.toThrow(
      'Job registry refused to start: job scraper/LoadDynamicGP has no handler',
    );
  });

  it('refuses to start when a handler names an undeclared job', async () => {
    await expect(boot({ scraper: [] })).rejects.toThrow('handler for undeclared job scraper/echo');
  });
});
