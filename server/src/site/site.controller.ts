import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/auth/public.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';

/** Public, configurable facts the public pages show (header, footer, portal links). */
@Public()
@Controller('site')
export class SiteController {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  @Get()
  site(): AppConfig['site'] {
    return this.config.site;
  }
}
