import { Controller, Get } from '@nestjs/common';
import { Public, Sessionless } from '../common/auth/public.decorator.js';
import { Clock } from '../common/time/clock.js';
import { yearLists, type YearLists } from '../common/time/year-lists.js';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';

/**
 * Public, configurable facts the public pages show (header, footer, portal links), and the
 * financial-year lists every year filter offers (from the server's clock, so they turn over on
 * 1 April whatever the device's date).
 */
@Public()
@Controller('site')
export class SiteController {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Sessionless()
  site(): AppConfig['site'] & { years: YearLists } {
    return { ...this.config.site, years: yearLists(this.clock.today()) };
  }
}
