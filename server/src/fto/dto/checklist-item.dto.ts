import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { rule } from '../../common/messages/index.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A checklist item as a STATE ADMIN edits it. */
export class ChecklistItemDto {
  @IsInt(rule('SORT_ORDER_WHOLE'))
  @Min(1, rule('SORT_ORDER_MIN'))
  @Max(10000, rule('SORT_ORDER_MAX'))
  sort_order: number;

  @Transform(trim)
  @IsString(rule('CHECKLIST_TITLE_KN_REQUIRED'))
  @IsNotEmpty(rule('CHECKLIST_TITLE_KN_REQUIRED'))
  @MaxLength(300, rule('CHECKLIST_TITLE_KN_LONG'))
  checklist_title_kn: string;

  @Transform(trim)
  @IsString(rule('CHECKLIST_TITLE_EN_REQUIRED'))
  @IsNotEmpty(rule('CHECKLIST_TITLE_EN_REQUIRED'))
  @MaxLength(300, rule('CHECKLIST_TITLE_EN_LONG'))
  checklist_title_en: string;

  @IsIn(['Y', 'N'], rule('CHECKLIST_CB_YN'))
  CB: 'Y' | 'N';

  @IsIn([2, 3], rule('CHECKLIST_CB_C'))
  CB_C: number;

  @IsIn(['Y', 'N'], rule('CHECKLIST_INP_YN'))
  INP: 'Y' | 'N';

  @ValidateIf((o: ChecklistItemDto) => o.INP === 'Y')
  @Transform(trim)
  @IsString(rule('CHECKLIST_INPUT_LABEL_REQUIRED'))
  @IsNotEmpty(rule('CHECKLIST_INPUT_LABEL_REQUIRED'))
  @MaxLength(150, rule('CHECKLIST_INPUT_LABEL_LONG'))
  INP_tittle?: string | null;

  @IsIn(['Y', 'N'], rule('CHECKLIST_REMARK_YN'))
  Remark: 'Y' | 'N';

  @IsIn(['Y', 'N'], rule('CHECKLIST_IMAGES_YN'))
  imgages: 'Y' | 'N';

  // Left out it stays true; null is not "left out" (the column is NOT NULL).
  @ValidateIf((_: ChecklistItemDto, value: unknown) => value !== undefined)
  @IsBoolean(rule('IS_ACTIVE_BOOLEAN'))
  is_active: boolean = true;
}
