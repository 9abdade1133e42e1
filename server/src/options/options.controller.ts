import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentActor, type Actor } from '../common/auth/actor.decorator.js';
import { CurrentPrincipal } from '../common/auth/current.decorators.js';
import { isAdmin, type Principal } from '../common/auth/principal.js';
import { RequireStateAdmin } from '../common/auth/require.decorator.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery, ListSpec } from '../common/pagination/list-query.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { MainOptionDto, SubOptionDto, SubOptionQueryDto } from './dto/option.dto.js';
import { OptionsService } from './options.service.js';
import { ok } from '../common/messages/index.js';

const MAIN_LIST: ListSpec = {
  resource: 'main-options',
  sortable: ['id', 'option_name', 'access_level'],
  defaultSort: ['id', 'ASC'],
  filterable: ['q'],
};
const SUB_LIST: ListSpec = {
  resource: 'sub-options',
  sortable: ['id', 'suboption_name', 'main_option_id', 'access_level'],
  defaultSort: ['id', 'ASC'],
  filterable: ['main_option_id'],
};

/** Dashboard cards and module cards (spec 1 §2 Dashboard, Modules, Main Option Management). */
@Controller('auth')
export class OptionsController {
  constructor(private readonly options: OptionsService) {}

  @Get('main-options')
  @RaList(MAIN_LIST)
  mainOptions(@CurrentPrincipal() principal: Principal, @ListParams() query: ListQuery) {
    return this.options.listMain(isAdmin(principal), query);
  }

  @Get('main-options/:id')
  mainOption(@CurrentPrincipal() principal: Principal, @Param('id', ParseIdPipe) id: number) {
    return this.options.getMain(id, isAdmin(principal));
  }

  @Post('main-options')
  @RequireStateAdmin()
  async createMain(@Body() dto: MainOptionDto, @CurrentActor() actor: Actor) {
    return { ...ok('MAIN_OPTION_ADDED'), ...(await this.options.createMain(dto, actor)) };
  }

  @Put('main-options/:id')
  @RequireStateAdmin()
  async updateMain(@Param('id', ParseIdPipe) id: number, @Body() dto: MainOptionDto, @CurrentActor() actor: Actor) {
    return { ...ok('MAIN_OPTION_UPDATED'), ...(await this.options.updateMain(id, dto, actor)) };
  }

  /** The modules page's cards for one main option. */
  @Get('sub-option')
  @RaList(SUB_LIST)
  subOptionsOf(@CurrentPrincipal() principal: Principal, @Query() dto: SubOptionQueryDto, @ListParams() query: ListQuery) {
    return this.options.listSub(isAdmin(principal), query, dto.main_option_id);
  }

  @Get('sub-options')
  @RaList(SUB_LIST)
  subOptions(@CurrentPrincipal() principal: Principal, @ListParams() query: ListQuery) {
    return this.options.listSub(isAdmin(principal), query);
  }

  @Get('sub-options/:id')
  subOption(@CurrentPrincipal() principal: Principal, @Param('id', ParseIdPipe) id: number) {
    return this.options.getSub(id, isAdmin(principal));
  }

  @Post('sub-options')
  @RequireStateAdmin()
  async createSub(@Body() dto: SubOptionDto, @CurrentActor() actor: Actor) {
    return { ...ok('SUB_OPTION_ADDED'), ...(await this.options.createSub(dto, actor)) };
  }

  @Put('sub-options/:id')
  @RequireStateAdmin()
  async updateSub(@Param('id', ParseIdPipe) id: number, @Body() dto: SubOptionDto, @CurrentActor() actor: Actor) {
    return { ...ok('SUB_OPTION_UPDATED'), ...(await this.options.updateSub(id, dto, actor)) };
  }
}
