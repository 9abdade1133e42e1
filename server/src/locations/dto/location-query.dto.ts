import { IsOptional } from 'class-validator';
import { IsLocationCode } from '../../common/validation/location-codes.js';

export class DistrictsQueryDto {
  /** The portal serves one state; the spec always sends 15. */
  @IsOptional()
  @IsLocationCode('state')
  state_code: string = '15';
}

export class BlocksQueryDto {
  @IsLocationCode('district')
  district_code: string;
}

export class PanchayatsQueryDto {
  @IsLocationCode('district')
  district_code: string;

  @IsLocationCode('block')
  block_code: string;
}
