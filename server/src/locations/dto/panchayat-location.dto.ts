import { IsOptional } from 'class-validator';
import { IsOptionalLocationCode } from '../../common/validation/location-codes.js';

/** `GET /locations/panchayat-locations/summary`: the state, a district or a taluk (within the caller's jurisdiction). */
export class PanchayatLocationSummaryDto {
  @IsOptional() currentRole?: unknown;

  @IsOptionalLocationCode('district')
  district_code?: string | null;

  @IsOptionalLocationCode('block')
  block_code?: string | null;
}
