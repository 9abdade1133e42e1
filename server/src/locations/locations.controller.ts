import { Controller, Get, Query } from '@nestjs/common';
import { Public, Sessionless } from '../common/auth/public.decorator.js';
import { ListParams, RaList } from '../common/pagination/list.decorator.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { BlocksQueryDto, DistrictsQueryDto, PanchayatsQueryDto } from './dto/location-query.dto.js';
import { BLOCK_LIST, DISTRICT_LIST, PANCHAYAT_LIST } from './locations.lists.js';
import { BlockRow, DistrictRow, LocationsService, PanchayatRow } from './locations.service.js';

/** Public: registration needs these before anyone is signed in. Sessionless: no session statement for a signed-in caller. */
@Public()
@Controller('location')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get('districts')
  @Sessionless()
  @RaList(DISTRICT_LIST)
  districts(@Query() dto: DistrictsQueryDto, @ListParams() list: ListQuery): Promise<Page<DistrictRow>> {
    return this.locations.listDistricts(dto.state_code, list);
  }

  @Get('blocks')
  @Sessionless()
  @RaList(BLOCK_LIST)
  blocks(@Query() dto: BlocksQueryDto, @ListParams() list: ListQuery): Promise<Page<BlockRow>> {
    return this.locations.listBlocks(dto.district_code, list);
  }

  @Get('panchayats')
  @Sessionless()
  @RaList(PANCHAYAT_LIST)
  panchayats(@Query() dto: PanchayatsQueryDto, @ListParams() list: ListQuery): Promise<Page<PanchayatRow>> {
    return this.locations.listPanchayats(dto.district_code, dto.block_code, list);
  }
}
