import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { codeText } from '../../common/validation/location-codes.js';
import { SPIDER_NAMES } from '../spider-names.js';
import { msg, rule } from '../../common/messages/index.js';

const code = (field: string, digits: number, what: string) => [
  Transform(codeText),
  IsString(rule(msg('LOCATION_CODE_FORMAT', { field, digits, level: what }))),
  Matches(new RegExp(`^[0-9]{${digits}}$`), rule(msg('LOCATION_CODE_FORMAT', { field, digits, level: what }))),
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
  @IsIn(SPIDER_NAMES, rule(msg('SPIDER_INVALID', { names: SPIDER_NAMES.join(', ') })))
  spiderName: string;

  @IsDefined(rule('SPIDER_ARGS_REQUIRED'))
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
  @IsString(rule('Q_TEXT'))
  @MaxLength(100, rule('Q_TOO_LONG'))
  q?: string;

  @IsOptional()
  @IsInt(rule('PAGE_INVALID'))
  @Min(1, rule('PAGE_INVALID'))
  @Max(100000, rule('PAGE_TOO_LARGE'))
  page?: number;

  @IsOptional()
  @IsInt(rule('PER_PAGE_INVALID'))
  @Min(1, rule('PER_PAGE_INVALID'))
  @Max(500, rule('PER_PAGE_INVALID'))
  perPage?: number;
}
