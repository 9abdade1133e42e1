import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { CurrentPrincipal, CurrentRole } from '../common/auth/current.decorators.js';
import { KeptAnswerInterceptor } from '../common/http/kept-answer.js';
import { IdempotencyOf } from '../common/idempotency/idempotency.decorators.js';
import { IdempotencyInterceptor } from '../common/idempotency/idempotency.interceptor.js';
import type { IdempotentRequest } from '../common/idempotency/idempotency.service.js';
import type { Principal, PrincipalRole } from '../common/auth/principal.js';
import { RequireStateAdmin } from '../common/auth/require.decorator.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery } from '../common/pagination/list-query.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { LevelContextService } from '../schedules/level-context.service.js';
import { ChecklistService } from './checklist.service.js';
import { ChecklistItemDto } from './dto/checklist-item.dto.js';
import { FtoOfWorkDto, RoleOnlyDto, WorkCodeDto, WorkFileQueryDto, WorksOfAgencyDto } from './dto/filever.dto.js';
import { VerificationUploadInterceptor } from './verification-upload.interceptor.js';
import { WorksVerificationService, type UploadedFile } from './works-verification.service.js';
import { WorklistService } from './worklist.service.js';
import { en, ok } from '../common/messages/index.js';
import { ApiError } from '../common/http/api-error.js';

/** A work code in the address: what the MIS uses (letters, digits, / - _ .), at most 40 characters. */
const WORK_CODE = /^[A-Za-z0-9/_.-]{1,40}$/;

/** FTO works verification (spec 2 §7 /filever; docs/fto-api.md). */
@Controller('filever')
export class FtoController {
  constructor(
    private readonly levels: LevelContextService,
    private readonly worklist: WorklistService,
    private readonly verification: WorksVerificationService,
    private readonly checklist: ChecklistService,
  ) {}

  @Post('level-context')
  @HttpCode(200)
  async levelContext(@Body() _dto: RoleOnlyDto, @CurrentRole() role: PrincipalRole) {
    const { role: _role, ...data } = await this.levels.resolve(role);
    return { ...ok(), data };
  }

  @Post('getworks2')
  @HttpCode(200)
  async getworks2(@Body() _dto: RoleOnlyDto, @CurrentRole() role: PrincipalRole) {
    const ctx = await this.levels.requireOpen(role, 'level1');
    const works = await this.worklist.summary(ctx);
    return { ...ok(), works, level: ctx.level, percentage: ctx.percentage, cycle_name: ctx.cycle.cycle_name };
  }

  /**
   * `{success, works}`: each works list row with `filled` and `filled_status` (WorklistService.worksJson),
   * kept while unchanged, and so also kept compressed (a panchayat-year is ~0.75 MB of JSON, ~70 KB gzipped).
   */
  @Post('getworkData2')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @UseInterceptors(KeptAnswerInterceptor)
  async getworkData2(@Body() dto: WorksOfAgencyDto, @CurrentRole() role: PrincipalRole) {
    const ctx = await this.levels.requireOpen(role, 'level1');
    return this.worklist.worksJson(ctx, dto.agency, dto.year);
  }

  @Post('getFtoLists')
  @HttpCode(200)
  async getFtoLists(@Body() _dto: RoleOnlyDto, @CurrentRole() role: PrincipalRole) {
    const ctx = await this.levels.requireOpen(role, 'level2plus');
    return { ...ok(), data: await this.worklist.lowerLevelList(ctx), level: ctx.level, cycle_name: ctx.cycle.cycle_name };
  }

  @Post('getCheckList3')
  @HttpCode(200)
  async getCheckList3(@Body() dto: WorkCodeDto, @CurrentRole() role: PrincipalRole) {
    return { ...ok(), data: await this.verification.checklistOf(role, dto.workCode) };
  }

  @Post('getMatList3')
  @HttpCode(200)
  async getMatList3(@Body() dto: WorkCodeDto, @CurrentRole() role: PrincipalRole) {
    return { ...ok(), ...(await this.verification.materialsOf(role, dto.workCode)) };
  }

  @Post('getFTO2')
  @HttpCode(200)
  async getFTO2(@Body() dto: FtoOfWorkDto, @CurrentRole() role: PrincipalRole) {
    const check = await this.verification.ftoOf(role, dto.workCode ?? workCodeOfList(dto.workList));
    return {
      ...ok(check.summary),
      data: JSON.stringify(check.rows),
      rows: check.rows,
      errors: check.errors.map((e) => en(e)),
      errorCodes: check.errors.map((e) => e.code),
    };
  }

  @Post('getFtoLists2')
  @HttpCode(200)
  async getFtoLists2(@Body() dto: WorkCodeDto, @CurrentRole() role: PrincipalRole) {
    return { ...ok(), data: await this.verification.previousOf(role, dto.workCode) };
  }

  @Post('submitFullVerification')
  @HttpCode(200)
  // The body is read (and refused early) first; then the key is checked against its contents.
  @UseInterceptors(VerificationUploadInterceptor, IdempotencyInterceptor)
  submit(
    @Body() body: Record<string, unknown>,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentRole() role: PrincipalRole,
    @CurrentActor() actor: Actor,
    @IdempotencyOf() once: IdempotentRequest | null,
  ) {
    return this.verification.submit(role, actor, body, files ?? [], once);
  }

  @Post('resetMaterialList')
  @HttpCode(200)
  async resetMaterialList(@Body() dto: WorkCodeDto, @CurrentRole() role: PrincipalRole, @CurrentActor() actor: Actor) {
    const load = await this.verification.resetMaterials(role, actor, dto.workCode);
    return { ...ok('MATERIAL_RELOADING'), ...load };
  }

  /** A work's file on paper (issue 43 item 12): every level's record of the cycle, the bills, the FTO checks and the MIS changes. */
  @Get('work-file/:workCode')
  async workFile(
    @Param('workCode') workCode: string,
    @Query() query: WorkFileQueryDto,
    @CurrentRole() role: PrincipalRole,
    @CurrentPrincipal() principal: Principal,
  ) {
    if (!WORK_CODE.test(workCode)) throw ApiError.badField('workCode', 'WORK_CODE_INVALID');
    return { ...ok(), ...(await this.verification.workFileOf(principal, role, workCode, query.cycle_id)) };
  }

  @Get('files/:key')
  async file(@Param('key') key: string, @CurrentPrincipal() principal: Principal) {
    const { stream, mime, size } = await this.verification.file(principal, key);
    return new StreamableFile(stream, { type: mime, length: size, disposition: 'inline' });
  }

  @Get('checklist-items')
  @RaList({ resource: 'filever/checklist-items', sortable: ['sort_order', 'id'], defaultSort: ['sort_order', 'ASC'], filterable: [] })
  checklistItems(@ListParams() query: ListQuery) {
    return this.checklist.list(query);
  }

  @Get('checklist-items/:id')
  checklistItem(@Param('id', ParseIdPipe) id: number) {
    return this.checklist.get(id);
  }

  @Post('checklist-items')
  @RequireStateAdmin()
  async createChecklistItem(@Body() dto: ChecklistItemDto, @CurrentActor() actor: Actor) {
    return { ...ok('CHECKLIST_ITEM_ADDED'), ...(await this.checklist.create(dto, actor)) };
  }

  @Put('checklist-items/:id')
  @RequireStateAdmin()
  async updateChecklistItem(@Param('id', ParseIdPipe) id: number, @Body() dto: ChecklistItemDto, @CurrentActor() actor: Actor) {
    return { ...ok('CHECKLIST_ITEM_UPDATED'), ...(await this.checklist.update(id, dto, actor)) };
  }
}

/** The spec's client sends the work as `workList` (a code, or a list holding it). */
function workCodeOfList(workList: unknown): unknown {
  if (Array.isArray(workList)) {
    const first: unknown = workList[0];
    return first && typeof first === 'object' ? (first as Record<string, unknown>).work_code : first;
  }
  return workList;
}
