import { Controller, Get } from '@nestjs/common';
import { RequireStateAdmin } from '../common/auth/require.decorator.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { AuditTrailService } from './audit-trail.service.js';
import type { AuditEntry } from './entities/audit-entry.entity.js';

@Controller('auth/audit-trail')
export class AuditTrailController {
  constructor(private readonly trail: AuditTrailService) {}

  @Get()
  @RequireStateAdmin()
  @RaList({
    resource: 'audit-trail',
    sortable: ['at', 'id', 'action', 'entity'],
    defaultSort: ['at', 'DESC'],
    filterable: ['entity', 'action', 'entity_id', 'actor_user_id'],
    maxPageSize: 500,
    defaultPageSize: 100,
  })
  list(@ListParams() query: ListQuery): Promise<Page<AuditEntry>> {
    return this.trail.list(query);
  }
}
