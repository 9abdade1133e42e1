import { Controller, Get } from '@nestjs/common';
import { RequireStateAdmin } from '../common/auth/require.decorator.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { AuditTrailService, type AuditEntryView } from './audit-trail.service.js';
import { ok } from '../common/messages/index.js';

@Controller('auth/audit-trail')
export class AuditTrailController {
  constructor(private readonly trail: AuditTrailService) {}

  @Get()
  @RequireStateAdmin()
  @RaList({
    resource: 'audit-trail',
    sortable: ['at', 'id', 'action', 'entity'],
    defaultSort: ['at', 'DESC'],
    filterable: ['entity', 'action', 'entity_id', 'actor_user_id', 'at_gte', 'at_lte'],
    maxPageSize: 500,
    defaultPageSize: 100,
  })
  list(@ListParams() query: ListQuery): Promise<Page<AuditEntryView>> {
    return this.trail.list(query);
  }

  /** The entities and actions the trail holds (the page's pickers), from the maintained counts. */
  @Get('kinds')
  @RequireStateAdmin()
  async kinds() {
    return { ...ok(), data: await this.trail.kinds() };
  }

  /** Officers to pick as the actor filter (search `q` by name or mobile, or `id` for the chosen ones). */
  @Get('actors')
  @RequireStateAdmin()
  @RaList({
    resource: 'audit-trail/actors',
    sortable: ['name'],
    defaultSort: ['name', 'ASC'],
    filterable: ['q', 'id'],
    maxPageSize: 20,
    defaultPageSize: 20,
  })
  actors(@ListParams() query: ListQuery): Promise<Page<{ id: number; name: string; mobile_number: string }>> {
    return this.trail.actors(query);
  }
}
