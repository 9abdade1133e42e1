import { Controller, Get, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { CurrentRole } from '../common/auth/current.decorators.js';
import type { PrincipalRole } from '../common/auth/principal.js';
import { RequireAdmin } from '../common/auth/require.decorator.js';
import { narrowToScope } from '../common/auth/report-filter.js';
import { scopeOfRole } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { msg, ok } from '../common/messages/index.js';
import { PanchayatLocationSummaryDto } from './dto/panchayat-location.dto.js';
import { PanchayatLocationFileInterceptor } from './panchayat-location-file.interceptor.js';
import { type GpLocationReach, PanchayatLocationImportError, PanchayatLocationImportService } from './panchayat-location-import.service.js';

/**
 * Gram panchayat office locations (issue 27): the photo checks measure a photo against its
 * panchayat's location where the portal knows it. A STATE administrator imports any
 * panchayat's, a ZP administrator its district's; the summary says how many are known. The file
 * is refused by caller and bounded by size before it is read (PanchayatLocationFileInterceptor).
 */
@Controller('locations/panchayat-locations')
@RequireAdmin()
export class PanchayatLocationsController {
  constructor(private readonly imports: PanchayatLocationImportService) {}

  @Post()
  @HttpCode(200)
  @UseInterceptors(PanchayatLocationFileInterceptor)
  async import(@UploadedFile() file: { buffer: Buffer } | undefined, @CurrentRole() role: PrincipalRole, @CurrentActor() actor: Actor) {
    const scope = scopeOfRole(role);
    let reach: GpLocationReach;
    if (scope.level === 'STATE') reach = { level: 'STATE' };
    else if (scope.level === 'ZP') reach = { level: 'ZP', district_code: scope.district_code };
    else throw ApiError.forbidden('GP_LOCATIONS_NOT_ALLOWED');
    if (!file) throw ApiError.badField('file', 'GP_LOCATIONS_NO_FILE');
    try {
      const r = await this.imports.importCsv(file.buffer, reach, actor);
      return { ...ok(msg('GP_LOCATIONS_IMPORTED', { rows: r.rows, updated: r.updated, unchanged: r.unchanged })), ...r };
    } catch (err) {
      if (err instanceof PanchayatLocationImportError) throw ApiError.badRequest(msg('IMPORT_REFUSED', { total: err.total }), err.errors);
      throw err;
    }
  }

  @Get('summary')
  async summary(@Query() query: PanchayatLocationSummaryDto, @CurrentRole() role: PrincipalRole) {
    const scope = scopeOfRole(role);
    if (scope.level === 'GP') throw ApiError.forbidden('GP_LOCATIONS_NOT_ALLOWED');
    const where = narrowToScope(scope, query);
    const s = await this.imports.summary(where);
    return { ...ok(msg('GP_LOCATIONS_SUMMARY', s)), ...s };
  }
}
