import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { codeText } from '../../common/validation/location-codes.js';
import { SPIDER_NAMES } from '../spider-names.js';

const code = (field: string, digits: number, what: string) => [
  Transform(codeText),
  IsString({ message: `${field} must be a ${digits}-digit ${what} code` }),
  Matches(new RegExp(`^[0-9]{${digits}}$`), { message: `${field} must be a ${digits}-digit ${what} code` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** The spec's loadScrapy args: district (zp), block (tp) and panchayat (gp) codes. */
export class ScrapeArgsDto {
  @apply(code('zpcode', 4, 'district'))
  zpcode: string;

  @apply(code('tpcode', 7, 'block'))
  tpcode: string;

  @apply(code('gpcode', 10, 'panchayat'))
  gpcode: string;
}

export class LoadScrapyDto {
  @IsIn(SPIDER_NAMES, { message: `spiderName must be one of ${SPIDER_NAMES.join(', ')}` })
  spiderName: string;

  @IsDefined({ message: 'args are required: { tpcode, zpcode, gpcode }' })
  @ValidateNested()
  @Type(() => ScrapeArgsDto)
  args: ScrapeArgsDto;

  @IsOptional() currentRole?: unknown;
}

export class BlockViewDto {
  @IsOptional() currentRole?: unknown;

  @IsOptional()
  @apply(code('block_code', 7, 'block'))
  block_code?: string;

  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q is at most 100 characters' })
  q?: string;

  @IsOptional()
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(100000, { message: 'page is at most 100000' })
  page?: number;

  @IsOptional()
  @IsInt({ message: 'perPage must be a whole number from 1 to 500' })
  @Min(1, { message: 'perPage must be a whole number from 1 to 500' })
  @Max(500, { message: 'perPage must be a whole number from 1 to 500' })
  perPage?: number;
}
