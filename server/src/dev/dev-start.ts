import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { startDevMis } from './fixture-mis/dev-mis.js';
import type { FixtureMis } from './fixture-mis/index.js';
import { DemoMisLoadService } from './seeds/demo-mis-load.service.js';
import { DEMO_OFFICER_PASSWORD, DemoSeedService } from './seeds/demo-seed.service.js';
import { EvidenceDemoSeedService } from './seeds/evidence-demo-seed.service.js';
import { NextNightDemoService } from './seeds/next-night-demo.service.js';

/**
 * What `npm start` adds with DEV_MODE (bootstrap.ts calls it only then): before the app, the
 * fixture MIS when MIS_BASE_URL is unset; after it, the demo seeds (DEMO_SEED) and the demo's
 * MIS loads (DEMO_MIS_LOAD).
 */
export class DevStart {
  private fixture: FixtureMis | null = null;

  constructor(private readonly say: (line: string) => void) {}

  /** The configuration the app starts with: the scraper pointed at the fixture MIS when MIS_BASE_URL is unset. */
  async beforeApp(config: AppConfig, databaseUrl: string): Promise<AppConfig> {
    if (config.mis.baseUrl) return config;
    const started = await startDevMis(config, databaseUrl);
    this.fixture = started.fixture;
    this.say(
      `MIS_BASE_URL is not set: the scraper reads the built-in fixture MIS at ${started.fixture.baseUrl} (invented data, development only).`,
    );
    return started.config;
  }

  async afterApp(app: INestApplication, config: AppConfig): Promise<void> {
    const say = this.say;
    if (config.demo.seed) await app.get(DemoSeedService).run();
    if (config.demo.misLoad) {
      const queued = await app.get(DemoMisLoadService).run();
      if (queued) say(`Demo: loading the MIS data of ${queued} panchayats in the background (Data analysis page, /fto/viewdata).`);
    }
    // The photo evidence demo's level 1 records need AFZALPUR's works: filed once the load brings them.
    // Then the fixture MIS's next day (issue 29): a few of those works change and the next night's load runs once.
    if (config.demo.seed) {
      const fixture = this.fixture;
      const nextNight = app.get(NextNightDemoService);
      void app
        .get(EvidenceDemoSeedService)
        .fileWhenLoaded()
        .then(() => (fixture ? nextNight.run(fixture.data) : null))
        .then((done) => {
          if (done?.queued) say(`Demo: the next night's MIS load runs (${done.queued} loads): see FTO Works Verification → MIS Changes.`);
        })
        .catch((err: unknown) => say(`Demo: the next night's MIS load did not run: ${(err as Error).message}`));
    }
  }

  async close(): Promise<void> {
    await this.fixture?.close();
  }
}

/** The demo accounts (DEMO_SEED), printed once the server is ready. */
export function demoSignInLines(config: AppConfig): string[] {
  if (!config.demo.seed) return [];
  return [
    `Demo STATE ADMIN: mobile ${config.demo.adminMobile}, password ${config.demo.adminPassword} (DEMO_ADMIN_MOBILE / DEMO_ADMIN_PASSWORD)`,
    `Demo officers (password ${DEMO_OFFICER_PASSWORD}): 9000000001 (ZP), 9000000002 (TP-EO, files recoveries), 9000000003 (GP), ` +
      '9000000004 (TP + GP), 9000000005 (SDATA, verifies recoveries); FTO verification levels 1-3: 9000000011, 9000000012, 9000000013',
  ];
}
